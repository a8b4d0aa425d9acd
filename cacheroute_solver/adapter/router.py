"""Reference router: an OpenAI-compatible proxy that applies CacheRoute plans.

For fleets without production-stack, and for the end-to-end test. It proxies
``/v1/completions`` and ``/v1/chat/completions`` (streaming included) to the replica the plan
chooses, feeds every request's chain to an `Observer`, can run the `Planner` every period and
swap its plans in, accepts plans pushed to ``POST /plan`` or written to a file, and serves
``/metrics`` in the Prometheus text format. Needs ``aiohttp`` (imported here only).

Run: ``python -m cacheroute_solver.adapter.router --config router.json --port 8100``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import threading
import time
import uuid
from collections.abc import Sequence
from typing import Any, Literal

from aiohttp import ClientConnectionError, ClientSession, ClientTimeout, TCPConnector, web
from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.models import Fleet, PlanConfig, Replica
from cacheroute_solver.observe import Observer, ObserverConfig
from cacheroute_solver.planner import Planner, PlanStep

from .keys import KeySpec, request_chain
from .metrics import Counters
from .policy import Decision, PlanRouting, ReplicaEndpoint, normalize_url
from .store import PlanStore

__all__ = ["ReferenceRouter", "RouterConfig", "main"]

log = logging.getLogger("cacheroute.router")

_HOP = frozenset(
    {"connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailers",
     "transfer-encoding", "upgrade", "host", "content-length", "content-encoding", "x-request-id"}
)


class RouterConfig(BaseModel):
    """What the reference router serves and how it plans."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    replicas: tuple[ReplicaEndpoint, ...] = Field(min_length=1)
    policy: Literal["plan", "round_robin", "least_loaded"] = Field(
        default="plan", description="'plan' applies plans; the others ignore them (baselines)."
    )
    key_spec: KeySpec = KeySpec()
    plan_period_s: float | None = Field(default=None, gt=0.0, description="Run the planner this often (None: never).")
    plan_config: PlanConfig = PlanConfig()
    observer: dict[str, Any] = Field(default_factory=dict, description="ObserverConfig overrides.")
    max_keys: int | None = Field(default=2000, ge=1, description="Most keys handed to the solver per period.")
    plan_file: str | None = Field(default=None, description="Load plans from this JSON file when it changes.")
    plan_file_poll_s: float = Field(default=1.0, gt=0.0)
    cold_affinity: bool = Field(
        default=False, description="Cold keys by bounded-load hashing of the first block (see PlanRouting)."
    )
    placement_hints: bool = Field(
        default=True, description="Tell the planner which replica cold keys' traffic went to."
    )
    follow_recent: bool = Field(
        default=True,
        description="Requests under no warm key go where their longest prefix was last sent, within 1.5 x "
        "the mean load (needs placement_hints' memory), as the simulated router does.",
    )
    upstream_timeout_s: float = Field(default=600.0, gt=0.0)
    down_for_s: float = Field(default=5.0, ge=0.0, description="How long an endpoint that refused a connection is skipped.")


class ReferenceRouter:
    """The proxy's state and handlers; `app` builds the aiohttp application."""

    def __init__(self, config: RouterConfig, counters: Counters | None = None) -> None:
        self.config = config
        self.counters = counters or Counters()
        self.store = PlanStore(replica_ids=[r.id for r in config.replicas], counters=self.counters)
        self.routing = PlanRouting(
            self.store, config.replicas, self.counters, cold_affinity=config.cold_affinity,
            memory_blocks=1_000_000 if config.placement_hints else 0,
            follow_recent=config.follow_recent,
        )
        spec = config.key_spec
        obs = {"block_tokens": max(1, round(spec.chunk_chars / spec.chars_per_token)), **config.observer}
        self.observer = Observer(ObserverConfig.model_validate(obs))
        self._observer_lock = threading.Lock()
        self.planner = Planner(self.routing.fleet, config.plan_config, self.observer, max_keys=config.max_keys)
        self.inflight: dict[str, int] = {normalize_url(r.url): 0 for r in config.replicas}
        self.down_until: dict[str, float] = {}
        self.decisions: list[Decision] = []
        self.keep_decisions = False
        self.plan_steps = 0
        self._rr = 0
        self._session: ClientSession | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._plan_lock = asyncio.Lock()

    # ---- application -------------------------------------------------------------------

    def app(self) -> web.Application:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_post("/v1/completions", self.handle_generate)
        app.router.add_post("/v1/chat/completions", self.handle_generate)
        app.router.add_get("/v1/models", self.handle_models)
        app.router.add_get("/metrics", self.handle_metrics)
        app.router.add_get("/health", self.handle_health)
        app.router.add_get("/plan", self.handle_get_plan)
        app.router.add_post("/plan", self.handle_push_plan)
        app.router.add_post("/plan/step", self.handle_plan_step)
        app.on_startup.append(self._on_startup)
        app.on_cleanup.append(self._on_cleanup)
        return app

    async def _on_startup(self, _app: web.Application) -> None:
        self._session = ClientSession(
            timeout=ClientTimeout(total=self.config.upstream_timeout_s, sock_connect=5.0),
            connector=TCPConnector(limit=0),
        )
        if self.config.plan_period_s is not None and self.config.policy == "plan":
            self._tasks.append(asyncio.create_task(self._plan_loop()))
        if self.config.plan_file is not None:
            self._tasks.append(asyncio.create_task(self._file_loop()))

    async def _on_cleanup(self, _app: web.Application) -> None:
        for t in self._tasks:
            t.cancel()
        for t in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        self._tasks.clear()
        if self._session is not None:
            await self._session.close()

    # ---- planning ----------------------------------------------------------------------

    def _live_fleet(self) -> Fleet:
        now = time.monotonic()
        return Fleet(
            replicas=tuple(
                Replica(
                    id=r.id, prefill_capacity=r.prefill_capacity, kv_capacity=r.kv_capacity,
                    healthy=self.down_until.get(normalize_url(r.url), 0.0) <= now,
                )
                for r in self.config.replicas
            )
        )

    async def plan_once(self) -> dict[str, Any]:
        """One planner period: observer statistics -> next plan -> swap; returns what happened."""
        async with self._plan_lock:
            fleet = self._live_fleet()
            step = await asyncio.to_thread(self._step, fleet, time.time())
            result = self.store.swap(step.plan)
            self.plan_steps += 1
            return {
                "swap": result.model_dump(),
                "warm_keys": len(step.plan.assignments),
                "keys_seen": len(step.keys),
                "admitted": len(step.diff.admitted),
                "evicted": len(step.diff.evicted),
                "moved": len(step.diff.moved),
                "predicted_hit_rate": step.plan.predicted_hit_rate,
                "status": step.plan.status,
            }

    def _step(self, fleet: Fleet, now: float) -> PlanStep:
        with self._observer_lock:
            stats = self.observer.stats(now)
        if self.config.placement_hints:
            self.planner.plan = self.routing.previous_for_planning(k.key for k in stats.keys)
        else:
            self.planner.plan = self.store.plan
        return self.planner.step(stats, fleet, now)

    async def _plan_loop(self) -> None:
        assert self.config.plan_period_s is not None
        while True:
            await asyncio.sleep(self.config.plan_period_s)
            try:
                info = await self.plan_once()
                log.info("plan step: %s", info)
            except Exception:
                log.exception("planner step failed; keeping the plan in force")

    async def _file_loop(self) -> None:
        assert self.config.plan_file is not None
        while True:
            result = self.store.poll_file(self.config.plan_file)
            if result is not None and not result.accepted:
                log.warning("plan file refused: %s", result.reason)
            await asyncio.sleep(self.config.plan_file_poll_s)

    # ---- routing -----------------------------------------------------------------------

    def _candidates(self, exclude: Sequence[str] = ()) -> list[str]:
        now = time.monotonic()
        urls = [normalize_url(r.url) for r in self.config.replicas]
        up = [u for u in urls if u not in exclude and self.down_until.get(u, 0.0) <= now]
        return up or [u for u in urls if u not in exclude]

    def choose(self, chain: Sequence[int], request_id: str, exclude: Sequence[str] = ()) -> Decision:
        candidates = self._candidates(exclude)
        if not candidates:
            raise LookupError("no upstream left to try")
        if self.config.policy == "plan":
            decision = self.routing.decide(chain, candidates, self.inflight.get, request_id)
        else:
            policy = "round_robin" if self.config.policy == "round_robin" else "least_loaded"
            url = self.routing.blind(candidates, lambda u: self.inflight.get(u, 0), policy)
            self.counters.inc("cacheroute_decisions_total", kind="fallback", reason="baseline")
            decision = Decision(
                url=url, replica_id=self.routing.id_of.get(url), key=None, kind="fallback",
                reason="no_plan", epoch=self.store.epoch,
            )
        if self.keep_decisions:
            self.decisions.append(decision)
        return decision

    # ---- handlers ----------------------------------------------------------------------

    async def handle_generate(self, request: web.Request) -> web.StreamResponse:
        raw = await request.read()
        try:
            body = json.loads(raw)
            if not isinstance(body, dict):
                raise ValueError("body is not a JSON object")
        except ValueError as e:
            return web.json_response({"error": {"message": f"invalid JSON body: {e}", "type": "invalid_request"}}, status=400)
        request_id = request.headers.get("X-Request-Id") or uuid.uuid4().hex
        chain = request_chain(body, self.config.key_spec)
        with self._observer_lock:
            self.observer.observe(
                chain.hashes, chain.prompt_tokens, float(body.get("max_tokens") or 0), time.time()
            )
        headers = {k: v for k, v in request.headers.items() if k.lower() not in _HOP}
        headers["X-Request-Id"] = request_id
        tried: list[str] = []
        started = [False]
        while True:
            try:
                decision = self.choose(chain.hashes, request_id, tried)
            except LookupError:
                self.counters.inc("cacheroute_decisions_total", kind="refused", reason="no_upstream")
                return web.json_response(
                    {"error": {"message": f"no upstream reachable (tried {len(tried)})", "type": "upstream_error"}},
                    status=502,
                )
            url = decision.url
            tried.append(url)
            replica = decision.replica_id or url
            self.inflight[url] = self.inflight.get(url, 0) + 1
            self.counters.set("cacheroute_inflight_requests", self.inflight[url], replica=replica)
            try:
                return await self._forward(request, url, raw, headers, replica, decision, started)
            except ClientConnectionError as e:
                if started[0]:
                    raise
                self.down_until[url] = time.monotonic() + self.config.down_for_s
                self.counters.inc("cacheroute_requests_total", replica=replica, outcome="connect_error")
                log.warning("upstream %s unreachable (%s); trying another", url, e)
            finally:
                self.inflight[url] -= 1
                self.counters.set("cacheroute_inflight_requests", self.inflight[url], replica=replica)

    async def _forward(
        self,
        request: web.Request,
        url: str,
        raw: bytes,
        headers: dict[str, str],
        replica: str,
        decision: Decision,
        started: list[bool],
    ) -> web.StreamResponse:
        """Send one request upstream and stream its answer back; ``started`` marks bytes sent."""
        assert self._session is not None
        async with self._session.post(url + request.path_qs, data=raw, headers=headers) as up:
            out_headers = {k: v for k, v in up.headers.items() if k.lower() not in _HOP}
            out_headers["X-Request-Id"] = headers["X-Request-Id"]
            out_headers["X-CacheRoute-Replica"] = replica
            out_headers["X-CacheRoute-Decision"] = f"{decision.kind}:{decision.reason}"
            resp = web.StreamResponse(status=up.status, headers=out_headers)
            started[0] = True
            await resp.prepare(request)
            async for chunk in up.content.iter_any():
                await resp.write(chunk)
            await resp.write_eof()
        outcome = "ok" if up.status < 400 else f"http_{up.status}"
        self.counters.inc("cacheroute_requests_total", replica=replica, outcome=outcome)
        return resp

    async def handle_models(self, request: web.Request) -> web.Response:
        assert self._session is not None
        for url in self._candidates():
            try:
                async with self._session.get(url + "/v1/models") as up:
                    return web.Response(body=await up.read(), status=up.status, content_type="application/json")
            except ClientConnectionError:
                continue
        return web.json_response({"error": {"message": "no upstream reachable"}}, status=502)

    async def handle_metrics(self, _request: web.Request) -> web.Response:
        return web.Response(text=self.counters.exposition(), content_type="text/plain", charset="utf-8")

    async def handle_health(self, _request: web.Request) -> web.Response:
        return web.json_response({"status": "ok", "epoch": self.store.epoch})

    async def handle_get_plan(self, _request: web.Request) -> web.Response:
        plan = self.store.plan
        if plan is None:
            return web.json_response({"epoch": -1, "plan": None})
        return web.Response(text=plan.model_dump_json(), content_type="application/json")

    async def handle_push_plan(self, request: web.Request) -> web.Response:
        result = self.store.load_json(await request.read())
        if result.accepted:
            status = 200
        elif result.reason is not None and "not newer" in result.reason:
            status = 409
        else:
            status = 400
        return web.json_response(result.model_dump(), status=status)

    async def handle_plan_step(self, _request: web.Request) -> web.Response:
        return web.json_response(await self.plan_once())


def main(argv: Sequence[str] | None = None) -> None:
    """Serve the reference router until interrupted."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--config", required=True, help="RouterConfig as JSON")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8100)
    p.add_argument("--policy", choices=["plan", "round_robin", "least_loaded"], default=None)
    p.add_argument("--log-level", default="INFO")
    args = p.parse_args(argv)
    logging.basicConfig(level=args.log_level, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    with open(args.config, "rb") as f:
        config = RouterConfig.model_validate_json(f.read())
    if args.policy is not None:
        config = config.model_copy(update={"policy": args.policy})
    web.run_app(ReferenceRouter(config).app(), host=args.host, port=args.port, access_log=None)


if __name__ == "__main__":
    main()
