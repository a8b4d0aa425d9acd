"""The reference router in front of fake engines on 127.0.0.1, for the adapter's fault and hang tests:
`Upstream` (an engine whose behaviour a test switches), `Harness` (the router, its engines and its
base URL), `run` (serve them, run a test coroutine, tear down; `run_instances`: several routers), `_plan` (a one-key plan's JSON)."""

from __future__ import annotations

import asyncio
import json
import time

from aiohttp import ClientSession, ClientTimeout, web

from cacheroute_solver.adapter import ReplicaEndpoint, request_chain
from cacheroute_solver.models import Plan
from cacheroute_solver.prefix import key_name
from cacheroute_solver.router.fleet.health import HealthConfig
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig
from tests.helpers.localserve import serve_local
from tests.helpers.vllm_metrics import EngineCounts

SYSTEM = "Answer in French, briefly and politely. " * 8
FAST_HEALTH = HealthConfig(check_interval_s=0.1, check_timeout_s=0.3, base_ejection_s=0.2)


def _key(text: str, depth: int) -> str:
    return key_name(request_chain({"prompt": text}).hashes[depth - 1], depth)


KEY = _key(SYSTEM, 2)


class Upstream:
    """A fake engine whose behaviour the test switches: ok, 500, hang, cut (half an answer, then
    the connection closes), pause (a JSON answer in two writes ``pause_s`` apart), stall (one stream chunk, then nothing), hang_gen (generation never
    starts while ``/health`` answers 200, as an engine-core or collective stall looks from outside:
    a stream gets its 200 and SSE headers, then nothing; `recover` ends it) or slow (the first token
    after ``delay_s``). It publishes vLLM's counts on ``/metrics`` (`counts`: requests running and
    waiting, prompt and generated tokens; a hung engine's do not advance)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.mode = "ok"
        self.got = 0
        self.finished = 0
        self.cancelled = 0
        self.port = 0
        self._release = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.peers: list[object] = []
        self.delay_s = 0.0
        self.one_at_a_time = False
        """slow mode: answer one request at a time (a busy engine's queue)."""
        self._serial = asyncio.Lock()
        self.counts = EngineCounts()
        self.end_s = 0.0
        self.pause_s = 0.0
        """pause mode: the time between the two halves of a JSON answer."""
        """Time between a stream's ``data: [DONE]`` and its end (the chunked terminator in a later write)."""
        self.metrics_down = False
        self.heavy_s = 0.0
        """A request whose prompt holds HEAVY keeps this engine from answering anything (its /health
        included) for this long, cancelled or not: a large body parsed on the engine's own loop."""
        self._busy_until = 0.0
        """``/metrics`` answers nothing (until `recover` or stop) while the rest of the engine goes on."""

    def recover(self) -> None:
        """Back to ok; requests held by hang_gen go on."""
        self.mode = "ok"
        self._release.set()
        self._release = asyncio.Event()

    async def _busy(self) -> None:
        while (left := self._busy_until - time.monotonic()) > 0:  # noqa: ASYNC110 - another request may move the end
            await asyncio.sleep(left)

    async def _gen(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        if self.heavy_s and "HEAVY" in str(body.get("prompt")):
            self._busy_until = time.monotonic() + self.heavy_s
        await self._busy()
        self.got += 1
        self.counts.running += 1
        try:
            return await self._answer(request, body)
        finally:
            self.counts.running -= 1

    async def _answer(self, request: web.Request, body: dict) -> web.StreamResponse:
        self.peers.append(request.transport.get_extra_info("peername") if request.transport else None)
        if self.mode == "500":
            return web.json_response({"error": "boom"}, status=500)
        if self.mode == "hang":
            try:
                await self._release.wait()
            except asyncio.CancelledError:
                self.cancelled += 1
                raise
        if self.mode == "hang_gen":
            release = self._release
            resp = None
            if body.get("stream"):
                resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
                await resp.prepare(request)
            try:
                await release.wait()
            except asyncio.CancelledError:
                self.cancelled += 1
                raise
            self.counts.generation_tokens += 1
            if resp is not None:
                await resp.write(f"data: {json.dumps({'server': self.name})}\n\ndata: [DONE]\n\n".encode())
                await resp.write_eof()
                self.finished += 1
                return resp
        if self.mode == "slow":
            if self.one_at_a_time:
                self.counts.waiting += 1
                self.counts.running -= 1
                async with self._serial:
                    self.counts.waiting -= 1
                    self.counts.running += 1
                    await asyncio.sleep(self.delay_s)
            else:
                await asyncio.sleep(self.delay_s)
        self.counts.prompt_tokens += max(1, len(str(body.get("prompt", ""))) // 4)
        if self.mode == "cut":
            resp = web.StreamResponse(headers={"Content-Type": "application/json", "Content-Length": "100"})
            await resp.prepare(request)
            await resp.write(b'{"server": "')
            assert request.transport is not None
            request.transport.close()
            return resp
        if self.mode == "pause" and not body.get("stream"):
            answer = json.dumps({"server": self.name}).encode()
            resp = web.StreamResponse(headers={"Content-Type": "application/json", "Content-Length": str(len(answer))})
            await resp.prepare(request)
            await resp.write(answer[:5])
            await asyncio.sleep(self.pause_s)
            await resp.write(answer[5:])
            await resp.write_eof()
            self.finished += 1
            return resp
        if body.get("stream") or self.mode == "stall":
            resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
            await resp.prepare(request)
            await resp.write(f"data: {json.dumps({'server': self.name})}\n\n".encode())
            self.counts.generation_tokens += 1
            if self.mode == "stall":
                await self._release.wait()
            await resp.write(b"data: [DONE]\n\n")
            if self.end_s:
                await asyncio.sleep(self.end_s)
            await resp.write_eof()
            self.finished += 1
            return resp
        self.finished += 1
        self.counts.generation_tokens += 1
        return web.json_response({"server": self.name})

    async def _health(self, _request: web.Request) -> web.Response:
        await self._busy()
        if self.mode == "hang":
            await self._release.wait()
        return web.json_response({"ok": True})

    async def _metrics(self, _request: web.Request) -> web.Response:
        if self.mode == "hang" or self.metrics_down:
            await self._release.wait()
        return self.counts.response()

    async def start(self, port: int = 0, keepalive_s: float = 75.0, host: str = "127.0.0.1") -> None:
        app = web.Application()
        app.router.add_post("/v1/completions", self._gen)
        app.router.add_post("/v1/chat/completions", self._gen)
        app.router.add_get("/health", self._health)
        app.router.add_get("/metrics", self._metrics)
        self._release = asyncio.Event()
        self._runner, self.port = await serve_local(
            app,
            port,
            host=host,
            reuse_address=True,
            handler_cancellation=True,
            shutdown_timeout=0.1,
            keepalive_timeout=keepalive_s,
        )

    async def stop(self) -> None:
        self._release.set()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None


class Harness:
    def __init__(self, ups: list[Upstream], router: ReferenceRouter, runner: web.AppRunner, port: int) -> None:
        self.ups, self.router, self.runner, self.base = ups, router, runner, f"http://127.0.0.1:{port}"

    def url(self, i: int) -> str:
        return f"http://127.0.0.1:{self.ups[i].port}"

    async def until(self, cond, timeout: float = 5.0) -> None:  # noqa: ASYNC109 a polling deadline, not a cancel scope
        for _ in range(int(timeout / 0.02)):
            if cond():
                return
            await asyncio.sleep(0.02)
        assert cond()


def run(coro_fn, n: int = 3, bind_host: str = "127.0.0.1", engine_keepalive_s: float = 75.0, **config) -> None:
    """One router in front of ``n`` engines; ``coro_fn(harness, session)``."""

    async def one(hs: list[Harness], s: ClientSession) -> None:
        await coro_fn(hs[0], s)

    run_instances(
        one, 1, n, bind_host=bind_host, engine_keepalive_s=engine_keepalive_s, session_timeout_s=10.0, **config
    )


def run_instances(
    coro_fn,
    instances: int = 4,
    n: int = 3,
    bind_host: str = "127.0.0.1",
    engine_keepalive_s: float = 75.0,
    session_timeout_s: float = 20.0,
    per_instance=None,
    **config,
) -> None:
    """``instances`` routers, one config, in front of the same ``n`` engines (several instances behind a
    balancer); ``coro_fn(harnesses, session)``, one `Harness` per instance. ``per_instance(k)``: settings
    of instance ``k`` over ``config`` (its peers' addresses, say)."""

    async def main() -> None:
        ups = [Upstream(f"u{i}") for i in range(n)]
        for u in ups:
            await u.start(keepalive_s=engine_keepalive_s)
        replicas = tuple(ReplicaEndpoint(id=u.name, url=f"http://127.0.0.1:{u.port}") for u in ups)
        config.setdefault("health", FAST_HEALTH)
        hs = []
        for k in range(instances):
            extra = per_instance(k) if per_instance is not None else {}
            router = ReferenceRouter(RouterConfig(replicas=replicas, **{**config, **extra}))
            runner, port = await serve_local(
                router.app(bind_host=bind_host), handler_cancellation=True, shutdown_timeout=0.1
            )
            hs.append(Harness(ups, router, runner, port))
        try:
            async with ClientSession(timeout=ClientTimeout(total=session_timeout_s)) as s:
                await coro_fn(hs, s)
        finally:
            for u in ups:
                await u.stop()
            for h in hs:
                await h.runner.cleanup()

    asyncio.run(main())


def _plan(epoch: int, dest: str, key: str = KEY) -> str:
    return Plan(epoch=epoch, assignments={key: ((dest, 1.0),)}).model_dump_json()
