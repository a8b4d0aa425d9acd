"""The router's lifecycle (`router.lifecycle`): ``/liveness`` and ``/readiness``, and the drain on SIGTERM: not ready at
once, new requests served for ``shutdown.drain_delay_s``, then the listener closed, the requests in flight (streams,
those still waiting for their first chunk too) finished within ``shutdown.grace_s``, exit 0."""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from aiohttp import ClientConnectorError, ClientSession, ClientTimeout, TCPConnector, web

from cacheroute_solver.router.lifecycle import ShutdownConfig
from tests.helpers import router_harness as h
from tests.helpers.localserve import serve_local
from tests.helpers.ports import reserve_port
from tests.helpers.router_process import kill, until_ready

ROOT = Path(__file__).resolve().parents[2]


def test_liveness_is_200_and_readiness_is_503_with_no_replica_in_rotation():
    async def body(hx: h.Harness, s: ClientSession) -> None:
        async with s.get(hx.base + "/liveness") as r:
            assert r.status == 200 and (await r.json())["status"] == "alive"
        async with s.get(hx.base + "/readiness") as r:
            ready = await r.json()
            assert r.status == 200 and ready["status"] == "ready" and ready["replicas_in_rotation"] == 2
        for u in hx.ups:
            await u.stop()  # the health checks take both out of rotation
        await hx.until(lambda: not hx.router.membership.in_rotation())
        async with s.get(hx.base + "/readiness") as r:
            assert r.status == 503
            assert (await r.json()) == {
                "status": "not_ready",
                "reason": "no_replica_in_rotation",
                "replicas_in_rotation": 0,
            }
        async with s.get(hx.base + "/liveness") as r:
            assert r.status == 200  # the process still serves: not a reason to restart it
        async with s.get(hx.base + "/health") as r:
            assert r.status == 200 and (await r.json())["status"] == "degraded"  # /health stays as it was

    h.run(body, n=2)


def test_readiness_is_503_while_draining_and_answers_ask_clients_to_reconnect():
    async def body(hx: h.Harness, s: ClientSession) -> None:
        async with s.post(hx.base + "/v1/completions", json={"prompt": "hi", "max_tokens": 1}) as r:
            assert r.status == 200 and r.headers.get("Connection", "").lower() != "close"
        hx.router.lifecycle.begin_drain()
        async with s.get(hx.base + "/readiness") as r:
            assert r.status == 503 and (await r.json())["reason"] == "draining"
        async with s.post(hx.base + "/v1/completions", json={"prompt": "hi", "max_tokens": 1}) as r:
            # still served, and told to go elsewhere for the next one: a pooled keep-alive connection
            # would otherwise keep bringing requests to a router that is leaving
            assert r.status == 200 and r.headers["Connection"].lower() == "close"
        text = await (await s.get(hx.base + "/metrics")).text()
        assert "cacheroute_draining 1.0" in text

    h.run(body, n=2)


def test_shutdown_config_names_its_fields():
    assert ShutdownConfig().grace_s == 180.0  # smg's --shutdown-grace-period-secs
    with pytest.raises(ValueError, match="drain_delay_s"):
        ShutdownConfig(drain_delay_s=30.0, grace_s=10.0)


class _StreamEngine:
    """A fake vLLM engine whose stream answers say what they do in their prompt: ``flow`` sends its first chunk at once
    and then ``CHUNKS`` more, ``GAP_S`` apart; ``hold`` sends nothing for ``hold_s`` (a long prefill), then its
    chunks; anything else is answered at once, not streamed."""

    CHUNKS = 8
    GAP_S = 0.2

    def __init__(self, held: int, hold_s: float = 2.5) -> None:
        self.hold_s = hold_s
        self.got = {"flow": 0, "hold": 0}
        self.all_held = asyncio.Event()
        self._held = held

    async def _gen(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        kind = body["prompt"].split()[0]
        if kind not in self.got:
            return web.json_response({"choices": [{"text": "ok"}]})
        self.got[kind] += 1
        if self.got["hold"] == self._held:
            self.all_held.set()
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        if kind == "hold":
            await asyncio.sleep(self.hold_s)
        for i in range(self.CHUNKS):
            await resp.write(f"data: {json.dumps({'i': i})}\n\n".encode())
            await asyncio.sleep(self.GAP_S)
        await resp.write(b"data: [DONE]\n\n")
        await resp.write_eof()
        return resp

    async def _health(self, _request: web.Request) -> web.Response:
        return web.json_response({})

    async def start(self) -> tuple[web.AppRunner, int]:
        app = web.Application()
        app.router.add_post("/v1/completions", self._gen)
        app.router.add_get("/health", self._health)
        return await serve_local(app, handler_cancellation=True, shutdown_timeout=0.1)


async def _read_stream(s: ClientSession, base: str, kind: str, first: asyncio.Event | None = None) -> str:
    async with s.post(base + "/v1/completions", json={"prompt": f"{kind} tell me", "stream": True}) as r:
        assert r.status == 200, await r.text()
        text = ""
        async for chunk in r.content.iter_any():
            text += chunk.decode()
            if first is not None:
                first.set()
        return text


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM")
def test_sigterm_drains_twenty_streams_and_exits_0_within_the_grace(tmp_path):
    """Goal (issue 51): SIGTERM with 20 streams in flight, 10 of them still waiting for their first chunk: readiness
    503 at once, a request sent during the drain delay served, one sent after the listener closed refused, all 20
    streams complete, exit 0 within the grace."""
    delay_s, grace_s = 1.0, 20.0

    async def main() -> None:
        engine = _StreamEngine(held=10)
        runner, engine_port = await engine.start()
        shutdown = {"drain_delay_s": delay_s, "grace_s": grace_s}
        proc, base = await _start_router(tmp_path, engine_port, shutdown)
        try:
            async with (
                ClientSession(connector=TCPConnector(force_close=True), timeout=ClientTimeout(total=5)) as probe,
                ClientSession(timeout=ClientTimeout(total=60)) as streams,
            ):
                await until_ready(probe, base, proc)
                firsts = [asyncio.Event() for _ in range(10)]
                flowing = [asyncio.create_task(_read_stream(streams, base, "flow", e)) for e in firsts]
                await asyncio.wait_for(asyncio.gather(*(e.wait() for e in firsts)), 10)
                held = [asyncio.create_task(_read_stream(streams, base, "hold")) for _ in range(10)]
                await asyncio.wait_for(engine.all_held.wait(), 10)
                signalled = time.monotonic()
                proc.send_signal(signal.SIGTERM)
                async with probe.get(base + "/readiness") as r:
                    assert r.status == 503 and (await r.json())["reason"] == "draining"
                assert time.monotonic() - signalled < 1.0
                await asyncio.sleep(0.3)
                async with probe.post(base + "/v1/completions", json={"prompt": "quick"}) as r:
                    assert r.status == 200  # within the drain delay: still served
                assert all(not t.done() for t in held), "a stream waiting for its first chunk was cut"
                refused_at = None
                while refused_at is None and time.monotonic() - signalled < grace_s:
                    try:
                        async with probe.get(base + "/liveness"):
                            pass
                        await asyncio.sleep(0.05)
                    except ClientConnectorError:
                        refused_at = time.monotonic() - signalled
                assert refused_at is not None, "the listener never closed"
                assert delay_s - 0.1 <= refused_at < delay_s + 2.0, refused_at
                texts = await asyncio.gather(*flowing, *held)
                for text in texts:
                    assert text.count("data: {") == _StreamEngine.CHUNKS and text.rstrip().endswith("data: [DONE]")
                rc = await asyncio.to_thread(proc.wait, grace_s)
                exited = time.monotonic() - signalled
        finally:
            kill(proc)
            await runner.cleanup()
        assert rc == 0
        assert exited < grace_s, exited
        assert exited > 2.5  # it waited for the held streams (2.5 s), not for the grace

    asyncio.run(main())


async def _start_router(
    tmp_path: Path, engine_port: int, shutdown: dict, stderr: int | None = None
) -> tuple[subprocess.Popen, str]:
    """The router as a process in front of the engine on ``engine_port``, and its base URL."""
    port = reserve_port()
    config = {
        "replicas": [{"id": "e0", "url": f"http://127.0.0.1:{engine_port}"}],
        "policy": "round_robin",
        "health": {"check_interval_s": None},
        "hang": None,
        "shutdown": shutdown,
    }
    path = tmp_path / "router.yaml"
    path.write_text(json.dumps(config))  # JSON is YAML
    argv = [sys.executable, "-m", "cacheroute_solver.router", "--config", str(path), "--port", str(port)]
    proc = await asyncio.to_thread(
        subprocess.Popen, [*argv, "--log-level", "WARNING"], cwd=ROOT, stderr=stderr, text=True
    )
    return proc, f"http://127.0.0.1:{port}"


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM")
@pytest.mark.parametrize("signals", [1, 2], ids=["the grace runs out", "a second signal"])
def test_what_is_left_is_cancelled_counted_and_the_exit_is_0(tmp_path, signals):
    """A stream still waiting for its first chunk when the grace runs out (or a second signal comes) is cancelled and
    counted, and the router exits 0: it stopped because it was asked to (`router.lifecycle`)."""
    grace_s = 1.0 if signals == 1 else 30.0
    hold_s = 20.0

    async def main() -> tuple[int, float, str]:
        engine = _StreamEngine(held=1, hold_s=hold_s)
        runner, engine_port = await engine.start()
        proc, base = await _start_router(
            tmp_path, engine_port, {"drain_delay_s": 0.2 if signals == 1 else 10.0, "grace_s": grace_s}, subprocess.PIPE
        )
        try:
            async with ClientSession(connector=TCPConnector(force_close=True), timeout=ClientTimeout(total=30)) as s:
                await until_ready(s, base, proc)
                held = asyncio.create_task(_read_stream(s, base, "hold"))
                await asyncio.wait_for(engine.all_held.wait(), 10)
                signalled = time.monotonic()
                for _ in range(signals):
                    proc.send_signal(signal.SIGTERM)
                    await asyncio.sleep(0.3)
                rc = await asyncio.to_thread(proc.wait, 30)
                exited = time.monotonic() - signalled
                with pytest.raises(Exception):  # noqa: B017 - cut: a disconnect, whichever aiohttp names it
                    await held
            err = proc.stderr.read() if proc.stderr else ""
        finally:
            kill(proc)
            await runner.cleanup()
        return rc, exited, err

    rc, exited, err = asyncio.run(main())
    assert rc == 0, err
    assert exited < hold_s / 2, exited  # it did not wait for the stream
    why = "the grace of 1 s ran out" if signals == 1 else "a second signal came"
    assert f"{why}: 1 request(s) in flight cancelled" in err, err
