"""Reference router: an OpenAI-compatible proxy that applies CacheRoute plans.

For fleets without production-stack, and for the end-to-end test. It proxies
``/v1/completions`` and ``/v1/chat/completions`` (streaming included) to the replica the plan
chooses, feeds every request's chain to an `Observer`, can run the `Planner` every period and
swap its plans in, accepts plans pushed to ``POST /plan`` or written to a file, and serves
``/metrics`` (`prometheus_client`). Needs ``aiohttp`` (imported here only).

Under faults: replicas that fail are ejected and checked back in (`health`); a request that
fails before its first byte went to the client is retried on another replica within a budget
(`retry`); connects, first bytes and idle streams time out, and each attempt has a deadline for
its first token from the routing core's estimate (`hang`: misses eject a replica hung in
generation, whose ``/health`` still passes); a client that goes away cancels its upstream request,
and one that trickles its request head is dropped (``client_header_timeout_s``). Who may touch plans is the `control` module's rule; request bodies are
checked by `keys.parse_body`; membership changes (a replica out or back) re-plan.

Several instances behind a balancer share one plan (`shared_plan`): each exports its statistics
on ``GET /stats``, one planner merges them and publishes one plan, over ``POST /plan`` or Redis
(``plan_redis``). Engines that publish KV events (``ReplicaEndpoint.kv_events``) feed the
routing core's prefix memory (`kv_events`).

Run: ``python -m cacheroute_solver.adapter.router --config router.json --port 8100``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import sys
import time
import uuid
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from aiohttp import (
    ClientConnectionError,
    ClientConnectorError,
    ClientPayloadError,
    ClientResponse,
    ClientSession,
    ClientTimeout,
    ServerTimeoutError,
    TCPConnector,
    web,
)
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from cacheroute_solver.backends import preload
from cacheroute_solver.models import Fleet, Plan, PlanConfig, Replica
from cacheroute_solver.observe import Observer, ObserverConfig
from cacheroute_solver.planning import Planner, PlanStep
from cacheroute_solver.replay import ReplayReport
from cacheroute_solver.routing import RoutingConfig

from .control import ControlConfig, authorize
from .hang import HangConfig, Misses, deadline_s, expected_s
from .health import Health, HealthConfig
from .keys import KeySpec, RequestBodyError, RequestChain, max_output, parse_body, request_chain
from .kv_events import KVEventFeed, KVEventsConfig, KVEventSubscriber
from .logs import install as throttle_logs
from .metrics import CONTENT_TYPE_LATEST, Counters
from .recorder import RecordingConfig, TrafficRecorder
from .plan_json import WINDOW as PLAN_WINDOW
from .policy import Decision, PlanRouting, ReplicaEndpoint, normalize_url
from .mode_file import load_record, save_record
from .redis_plans import RedisPlanConfig, follow_plans, load_stored_mode, redis_client
from .retry import RetryBudget, RetryConfig
from .shared_plan import InstanceStats, InstanceSwitch, SharedPlanner, SharedPlannerConfig
from .store import PlanStore, peek_epoch
from .switch import (
    Mode,
    ModeRecord,
    Refusal,
    Switch,
    SwitchConfig,
    SwitchEvent,
    admit,
    admit_record,
    newer,
    served_usage,
)

__all__ = ["ReferenceRouter", "RouterConfig", "main", "serve", "server_options", "tune_interpreter"]

log = logging.getLogger("cacheroute.router")

_HOP = frozenset(
    {"connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailers",
     "transfer-encoding", "upgrade", "host", "content-length", "content-encoding", "x-request-id"}
)
_MiB = 1024 * 1024
_THREAD_PARSE_BYTES = 256 * 1024
"""Bodies larger than this are parsed, hashed and observed in a worker thread."""
_THREAD_TOKENIZE_BYTES = 4 * 1024
"""With a tokenizer, bodies larger than this (about 1 ms of tokenizer work at ~1.7 us per token) go to
the worker thread: below, the thread hand-off costs more than it frees the loop."""
_ERROR_BODY_BYTES = 64 * 1024
_WAIT_SLICE_S = 0.5
"""How often a request waiting for its first byte looks whether its client is still there."""
_NOT_RETRIED_5XX = frozenset({501, 505})
_REPORT_BYTES = 4 * _MiB
"""Largest gate report taken on POST /plan/enable (one is a few KiB)."""
_MODES: tuple[Mode, ...] = ("shadow", "live", "rolled_back", "plan", "baseline")
_M = TypeVar("_M", bound=BaseModel)


class RouterConfig(BaseModel):
    """What the reference router serves, how it plans, and how it copes with faults."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    replicas: tuple[ReplicaEndpoint, ...] = Field(min_length=1)
    policy: Literal["plan", "round_robin", "least_loaded"] = Field(
        default="plan", description="'plan' applies plans; the others ignore them (baselines)."
    )
    shadow: bool = Field(
        default=False,
        description="With a baseline policy: route by it while CacheRoute observes, plans and computes its own "
        "decision for every request (metrics cacheroute_shadow_decisions_total{agree}, and the recording's "
        "shadow_replica / shadow_reason), so it can be gated on this traffic before it routes.",
    )
    key_spec: KeySpec = KeySpec()
    plan_period_s: float | None = Field(default=None, gt=0.0, description="Run the planner this often (None: never).")
    plan_config: PlanConfig = PlanConfig()
    observer: dict[str, Any] = Field(default_factory=dict, description="ObserverConfig overrides.")
    max_keys: int | None = Field(default=2000, ge=1, description="Most keys handed to the solver per period.")
    plan_file: str | None = Field(default=None, description="Load plans from this JSON file when it changes.")
    plan_file_poll_s: float = Field(default=1.0, gt=0.0)
    placement_hints: bool = Field(
        default=True, description="Tell the planner which replica holds cold keys' prefixes (from the routing core's memory)."
    )
    client_body_timeout_s: float = Field(
        default=30.0, gt=0.0,
        description="Longest a client may take to send a request body once its headers are in (408 after).",
    )
    client_header_timeout_s: float = Field(
        default=30.0, gt=0.0,
        description="Longest a client connection may go without a complete request head, from its opening or "
        "from the previous answer on it; then it is closed (a client trickling its headers is dropped). It is "
        "the server's keep-alive time-out, so it also closes idle client connections: above the idle expiry "
        "of common client pools (httpx 5 s, aiohttp 15 s), so they let go first.",
    )
    log_throttle_s: float | None = Field(
        default=10.0, gt=0.0,
        description="A repeated log line (same logger and message) is written once per this many seconds, with "
        "a count of those held back (`adapter.logs`); None: every line.",
    )
    recording: RecordingConfig | None = Field(
        default=None,
        description="Record the traffic routed as a replayable trace (hashes and counts, never prompt text); "
        "None: no recording.",
    )
    routing: RoutingConfig = Field(
        default_factory=RoutingConfig,
        description="The routing core's settings (cost model of the replicas, weights of cache against load).",
    )
    connect_timeout_s: float = Field(default=2.0, gt=0.0, description="Time to open a connection to a replica.")
    first_byte_timeout_s: float = Field(
        default=300.0, gt=0.0,
        description="Time from sending a request to the replica's response headers (a non-streamed "
        "completion's headers come when it is done, so this bounds its whole generation).",
    )
    idle_timeout_s: float = Field(default=60.0, gt=0.0, description="Longest gap between two chunks of an answer.")
    upstream_timeout_s: float | None = Field(default=None, gt=0.0, description="Cap on a whole upstream request (None: none).")
    upstream_keepalive_s: float = Field(
        default=4.0, gt=0.0,
        description="How long an idle connection to a replica is kept for reuse. Below the engine's own keep-alive "
        "(vLLM closes idle connections after 5 s, VLLM_HTTP_TIMEOUT_KEEP_ALIVE), so no request goes out on a "
        "connection the engine is closing: that race reads as a replica failure and ejects a healthy engine.",
    )
    switch_interval_s: float | None = Field(
        default=0.001, gt=0.0,
        description="The router process's interpreter switch interval (sys.setswitchinterval, set by main and "
        "serve; None: left as it is, Python's default is 5 ms): how long the event loop may wait for the GIL each "
        "time it wakes while another thread reads a plan or plans. During a 250,000-key push, the loop's worst stall "
        "and /health p99 were 28-50 ms and 23-57 ms at 5 ms, 17-28 ms and 15-22 ms at 1 ms (two runs each, "
        "docs/benchmarks/faults.md, large plans).",
    )
    loop_stall_s: float = Field(
        default=0.5, gt=0.0,
        description="An event-loop wake-up this late is a stall: counted (cacheroute_loop_stalls_total) and logged, "
        "and a connect timeout or failed health check over a stall, or a connection closed on a request sent "
        "within upstream_keepalive_s of one, is not held against the replica: the router, not the replica, "
        "was not running (seen on a loaded machine as healthy engines ejected).",
    )
    health: HealthConfig = HealthConfig()
    hang: HangConfig | None = Field(
        default_factory=HangConfig,
        description="Deadlines per attempt from the routing core's time-to-first-token estimate, and ejection of a "
        "replica that misses several in a row (`adapter.hang`); None: off, only first_byte_timeout_s.",
    )
    retry: RetryConfig = RetryConfig()
    control: ControlConfig = ControlConfig()
    max_request_bytes: int = Field(default=16 * _MiB, ge=1024, description="Largest request body taken (413 past it).")
    max_buffered_bytes: int = Field(
        default=8 * _MiB, ge=0,
        description="A non-streamed answer up to this size is read whole before it goes to the client, so a "
        "replica that fails while sending it can still be retried.",
    )
    max_plan_bytes: int = Field(default=32 * _MiB, ge=1024, description="Largest plan body taken on POST /plan.")
    max_plan_keys: int = Field(default=250_000, ge=1, description="Most warm keys a plan may hold.")
    replan_on_membership: bool | None = Field(
        default=None,
        description="Re-plan when a replica leaves or comes back (None: when plan_period_s is set, i.e. "
        "this router makes its own plans).",
    )
    replan_delay_s: float = Field(default=0.2, ge=0.0, description="Changes within this time share one re-plan.")
    kv_events: KVEventsConfig = Field(
        default_factory=KVEventsConfig,
        description="How the engines' KV events are followed (where: ReplicaEndpoint.kv_events).",
    )
    plan_redis: RedisPlanConfig | None = Field(
        default=None, description="Follow the shared plan in Redis (None: plans come by POST /plan, a file or this router)."
    )
    planner: SharedPlannerConfig | None = Field(
        default=None,
        description="Make this instance the shared planner of the instances listed (itself included): pull "
        "their GET /stats every period, merge, plan, publish (instead of plan_period_s).",
    )
    switch: SwitchConfig = Field(
        default_factory=SwitchConfig,
        description="Shadow mode: going live on a gate report (POST /plan/enable) and the live watch that rolls "
        "back to the incumbent policy when the served hit rate or p99 TTFT falls short of the report's prediction.",
    )

    @model_validator(mode="after")
    def _one_planner(self) -> RouterConfig:
        if self.planner is not None and self.plan_period_s is not None:
            raise ValueError("planner and plan_period_s: set one (the shared planner makes this instance's plans too)")
        return self


@dataclass
class _Failure:
    """An attempt that failed before anything reached the client."""

    reason: str
    message: str
    status: int | None = None
    body: bytes = b""
    content_type: str = "application/json"


class PlanBusy(RuntimeError):
    """A planner run is already in progress."""


class _ClientGone(Exception):
    """The client went away while its request waited for an upstream."""


class ReferenceRouter:
    """The proxy's state and handlers; `app` builds the aiohttp application."""

    def __init__(
        self, config: RouterConfig, counters: Counters | None = None, redis_factory: Callable[[str], Any] | None = None
    ) -> None:
        """``redis_factory(url)`` makes Redis clients (default ``redis.asyncio.from_url``)."""
        self.config = config
        self.counters = counters or Counters()
        self.store = PlanStore(
            replica_ids=[r.id for r in config.replicas], counters=self.counters, max_keys=config.max_plan_keys
        )
        spec = config.key_spec
        self.routing = PlanRouting(
            self.store, config.replicas, self.counters, config=config.routing, block_tokens=spec.chain_block_tokens
        )
        obs = {"block_tokens": spec.chain_block_tokens, **config.observer}
        self.observer = Observer(ObserverConfig.model_validate(obs))
        self.planner = Planner(self.routing.fleet, config.plan_config, self.observer, max_keys=config.max_keys)
        self.urls = [normalize_url(r.url) for r in config.replicas]
        self.inflight: dict[str, int] = dict.fromkeys(self.urls, 0)
        self.health = Health(self.urls, config.health, on_change=self._membership_changed)
        self.budget = RetryBudget(config.retry)
        self.misses = Misses()
        self._hang_floor_s = config.hang.floor("delay" in config.routing.model_fields_set) if config.hang else 0.0
        self.secret = config.control.secret()
        self.decisions: list[Decision] = []
        self.keep_decisions = False
        self.plan_steps = 0
        self.control_port: int | None = None
        self._plans = config.policy == "plan" or config.shadow
        """CacheRoute plans: it routes, or it follows in shadow mode ready to go live."""
        self._replan = (
            config.replan_on_membership if config.replan_on_membership is not None else config.plan_period_s is not None
        ) and self._plans
        mode: Mode = "plan" if config.policy == "plan" else "shadow" if config.shadow else "baseline"
        self.switch = Switch(config.switch, incumbent=config.policy, mode=mode)
        self._show_mode()
        self._replan_wanted: asyncio.Event | None = None
        self._displaced: dict[str, Plan] = {}
        """Per replica out of rotation, the plan in force when it left (`_returned_keys`)."""
        self._returned: set[str] = set()
        self._waiting: dict[str, set[asyncio.Future[Any]]] = {u: set() for u in self.urls}
        self._session: ClientSession | None = None
        self._control_runner: web.AppRunner | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._beat = time.monotonic()
        """When the loop watch last ran."""
        self._stall_end = -1.0
        """When the last stall of the router's own loop (at least ``loop_stall_s``) ended."""
        self._plan_lock = asyncio.Lock()
        self._persist_lock = asyncio.Lock()
        self._saves: set[asyncio.Task[None]] = set()
        self._redis_factory = redis_factory
        self._redis: Any = None
        self.kv_feed: KVEventFeed | None = None
        self.kv_subscriber: KVEventSubscriber | None = None
        sources = [(i, r.kv_events, r.kv_events_replay) for i, r in enumerate(config.replicas) if r.kv_events]
        if sources:
            if spec.tokenizer is None:
                log.warning("KV events without key_spec.tokenizer: only prompts given as token ids can match them")
            share = config.routing.memory_share
            blocks = [int(r.kv_capacity * share // spec.block_tokens) for r in config.replicas]
            self.kv_feed = KVEventFeed(
                self.routing, spec.block_tokens, [max(64, b * config.kv_events.map_factor) for b in blocks], self.counters
            )
            self.kv_subscriber = KVEventSubscriber(
                self.kv_feed, sources, [r.id for r in config.replicas], config.kv_events
            )
        self.shared_planner = SharedPlanner(config.planner, redis_factory) if config.planner is not None else None
        for r in config.replicas:
            self.counters.set("cacheroute_endpoint_up", 1, replica=r.id)
        self.recorder = TrafficRecorder(config.recording, self.counters) if config.recording is not None else None

    # ---- application -------------------------------------------------------------------

    def app(self, bind_host: str = "127.0.0.1") -> web.Application:
        """The public application; ``bind_host`` is the address it will listen on (it decides
        whether the control endpoints are open without a token, see `control`)."""
        app = web.Application(client_max_size=self.config.max_request_bytes, middlewares=[_openai_errors])
        app.router.add_post("/v1/completions", self.handle_generate)
        app.router.add_post("/v1/chat/completions", self.handle_generate)
        app.router.add_get("/v1/models", self.handle_models)
        app.router.add_get("/health", self.handle_health)
        if self.config.control.metrics_public:
            app.router.add_get("/metrics", self.handle_metrics)
        if self.config.control.port is None:
            self._add_control_routes(app, bind_host)
        app.on_startup.append(self._on_startup)
        app.on_cleanup.append(self._on_cleanup)
        return app

    def control_app(self) -> web.Application:
        """The control listener's application (served by `app`'s start-up when ``control.port`` is set)."""
        app = web.Application(client_max_size=self.config.max_plan_bytes)
        self._add_control_routes(app, self.config.control.host)
        return app

    def _add_control_routes(self, app: web.Application, bind_host: str) -> None:
        app.router.add_get("/plan", self._guard(self.handle_get_plan, bind_host))
        app.router.add_post("/plan", self._guard(self.handle_push_plan, bind_host))
        app.router.add_post("/plan/step", self._guard(self.handle_plan_step, bind_host))
        app.router.add_post("/plan/enable", self._guard(self.handle_enable, bind_host))
        app.router.add_post("/plan/rollback", self._guard(self.handle_rollback, bind_host))
        app.router.add_post("/plan/mode", self._guard(self.handle_mode, bind_host))
        app.router.add_get("/plan/state", self._guard(self.handle_switch_state, bind_host))
        app.router.add_get("/stats", self._guard(self.handle_stats, bind_host))
        if not self.config.control.metrics_public or self.config.control.port is not None:
            app.router.add_get("/metrics", self._guard(self.handle_metrics, bind_host))

    def _guard(
        self, handler: Callable[[web.Request], Awaitable[web.StreamResponse]], bind_host: str
    ) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
        async def guarded(request: web.Request) -> web.StreamResponse:
            verdict = authorize(request.headers.get("Authorization"), self.secret, bind_host)
            if not verdict.allowed:
                self.counters.inc(
                    "cacheroute_control_denied_total", reason="unauthorized" if verdict.status == 401 else "disabled"
                )
                headers = {"WWW-Authenticate": "Bearer"} if verdict.status == 401 else None
                return _error(verdict.status, verdict.reason, "permission_error", headers=headers,
                              code="unauthorized" if verdict.status == 401 else "disabled")
            return await handler(request)

        return guarded

    async def _on_startup(self, _app: web.Application) -> None:
        cfg = self.config
        if cfg.log_throttle_s is not None:
            throttle_logs(cfg.log_throttle_s)
        if self._plans:
            preload(cfg.plan_config.backend)
        self._session = ClientSession(
            timeout=ClientTimeout(total=cfg.upstream_timeout_s, sock_connect=cfg.connect_timeout_s),
            connector=TCPConnector(limit=0, keepalive_timeout=cfg.upstream_keepalive_s),
        )
        self._replan_wanted = asyncio.Event()
        self._tasks.append(asyncio.create_task(self._lag_loop()))
        if cfg.plan_period_s is not None and self._plans:
            self._tasks.append(asyncio.create_task(self._plan_loop()))
        if self.switch.switchable:
            self._tasks.append(asyncio.create_task(self._switch_loop()))
        if cfg.plan_file is not None:
            self._tasks.append(asyncio.create_task(self._file_loop()))
        if cfg.health.check_interval_s is not None:
            self._tasks.extend(asyncio.create_task(self._check_loop(u)) for u in self.urls)
        else:
            self._tasks.append(asyncio.create_task(self._tick_loop()))
        if self._replan:
            self._tasks.append(asyncio.create_task(self._replan_loop()))
        if self.kv_subscriber is not None:
            self.kv_subscriber.start()
        if cfg.plan_redis is not None:
            self._redis = (self._redis_factory or redis_client)(cfg.plan_redis.url)
        await self._restore()
        if cfg.plan_redis is not None:
            on_mode = self._fleet_mode if self.switch.switchable else None
            self._tasks.append(asyncio.create_task(follow_plans(self._redis, cfg.plan_redis, self.store, on_mode)))
        if self.shared_planner is not None:
            self._tasks.append(asyncio.create_task(self.shared_planner.run()))
        if cfg.control.port is not None:
            self._control_runner = web.AppRunner(self.control_app(), handler_cancellation=True, access_log=None)
            await self._control_runner.setup()
            site = web.TCPSite(self._control_runner, cfg.control.host, cfg.control.port)
            await site.start()
            self.control_port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def _on_cleanup(self, _app: web.Application) -> None:
        for t in self._tasks:
            t.cancel()
        for t in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        self._tasks.clear()
        if self._saves:
            await asyncio.gather(*self._saves, return_exceptions=True)
        if self.kv_subscriber is not None:
            await asyncio.to_thread(self.kv_subscriber.stop)
        if self._redis is not None:
            close = getattr(self._redis, "aclose", None) or getattr(self._redis, "close", None)
            with contextlib.suppress(Exception):
                await close()
            self._redis = None
        if self._control_runner is not None:
            await self._control_runner.cleanup()
        if self._session is not None:
            await self._session.close()
        if self.recorder is not None:
            await asyncio.to_thread(self.recorder.close)

    # ---- health and membership ---------------------------------------------------------

    async def _check_loop(self, url: str) -> None:
        """Active checks of one endpoint, one every ``check_interval_s`` whatever they take."""
        cfg = self.config.health
        assert cfg.check_interval_s is not None and self._session is not None
        replica = self.routing.id_of.get(url, url)
        timeout = ClientTimeout(total=cfg.check_timeout_s)
        while True:
            started = time.monotonic()
            if self.health.due_for_check(url):
                try:
                    async with self._session.get(url + cfg.check_path, timeout=timeout) as r:
                        ok = r.status < 500
                except Exception:  # noqa: BLE001 - any failure to answer fails the check
                    ok = False
                if ok or not self.router_stalled(started):
                    self.counters.inc("cacheroute_health_checks_total", replica=replica, result="pass" if ok else "fail")
                    self.health.record_check(url, ok)
            await asyncio.sleep(max(0.0, cfg.check_interval_s - (time.monotonic() - started)))

    async def _lag_loop(self, period_s: float = 0.1) -> None:
        """Watch the event loop: a sleep that wakes late means every request in flight waited as long."""
        worst = 0.0
        while True:
            t = time.monotonic()
            await asyncio.sleep(period_s)
            self._beat = now = time.monotonic()
            lag = now - t - period_s
            if lag > worst:
                worst = lag
                self.counters.set("cacheroute_loop_lag_max_seconds", worst)
            if lag >= self.config.loop_stall_s:
                self._stall_end = now
                self.counters.inc("cacheroute_loop_stalls_total")
                log.warning("event loop stalled %.2f s", lag)

    def router_stalled(self, since: float) -> bool:
        """Whether the router's own loop stalled since ``since`` (monotonic): then a timeout measured
        over that time says nothing about the replica, which is not blamed for it."""
        return time.monotonic() - self._beat >= self.config.loop_stall_s or self._stall_end >= since

    def _upstream_failed(self, url: str, replica: str, reason: str, since: float) -> None:
        """Hold a failed attempt against ``url``, unless the router's own loop stalled since ``since``."""
        if self.router_stalled(since):
            self.counters.inc("cacheroute_stalled_failures_total", replica=replica, reason=reason)
        else:
            self.health.record_failure(url, reason)

    async def _tick_loop(self) -> None:
        while True:
            await asyncio.sleep(min(1.0, self.config.health.base_ejection_s / 4))
            self.health.tick()

    def _membership_changed(self, url: str, up: bool, reason: str) -> None:
        """A replica left rotation or came back: metrics, stuck requests, re-plan."""
        replica = self.routing.id_of.get(url, url)
        self.counters.set("cacheroute_endpoint_up", 1 if up else 0, replica=replica)
        if up:
            self.counters.inc("cacheroute_readmissions_total", replica=replica)
            log.warning("replica %s back in rotation (%s)", replica, reason)
            if replica in self._displaced:
                self._returned.add(replica)
        else:
            self.counters.inc("cacheroute_ejections_total", replica=replica, reason=reason)
            log.warning("replica %s out of rotation (%s)", replica, reason)
            plan = self.store.plan
            if plan is not None:  # its keys are looked through at the re-plan, off the loop (0.9 s at 250,000)
                self._displaced[replica] = plan
            if reason in ("health_check", "timeout", "hang"):
                # the replica hangs: requests waiting for its first token go elsewhere now, and what
                # it still has in flight stops counting as its load (it would get nothing once back)
                for fut in list(self._waiting.get(url, ())):
                    fut.cancel()
                self.routing.release(url)
        if self._replan and self._replan_wanted is not None:
            self._replan_wanted.set()

    # ---- planning ----------------------------------------------------------------------

    def _live_fleet(self) -> Fleet:
        return Fleet(
            replicas=tuple(
                Replica(
                    id=r.id, prefill_capacity=r.prefill_capacity, kv_capacity=r.kv_capacity,
                    healthy=self.health.up(normalize_url(r.url)),
                )
                for r in self.config.replicas
            )
        )

    def _take_returned(self) -> dict[str, Plan]:
        """The plans in force when the replicas now back in rotation left (each handed back once)."""
        out = {rid: self._displaced.pop(rid) for rid in sorted(self._returned) if rid in self._displaced}
        self._returned.clear()
        return out

    def _returned_keys(self, left: dict[str, Plan]) -> dict[str, tuple[tuple[str, float], ...]]:
        """Warm keys that the replicas back in rotation held when they ``left``, with the destinations
        they had then (only where all of those are up again). In a thread: a plan's keys are many."""
        out: dict[str, tuple[tuple[str, float], ...]] = {}
        for rid, plan in left.items():
            for key, dests in plan.assignments.items():
                if any(d == rid for d, _ in dests) and all(
                    self.health.up(self.routing.url_of.get(d, "")) for d, _ in dests
                ):
                    out[key] = dests
        return out

    async def plan_once(self, trigger: str = "step", wait: bool = True) -> dict[str, Any]:
        """One planner period: observer statistics -> next plan -> swap; returns what happened.

        One run at a time: with ``wait`` false a run already in progress raises `PlanBusy`.
        """
        if not wait and self._plan_lock.locked():
            raise PlanBusy("a planner run is in progress")
        async with self._plan_lock:
            fleet = self._live_fleet()
            left = self._take_returned()
            try:
                returned = await asyncio.to_thread(self._returned_keys, left) if left else {}
                step = await asyncio.to_thread(self._step, fleet, time.time(), returned)
            except Exception:
                self.counters.inc("cacheroute_replans_total", trigger=trigger, result="error")
                raise
            result = await asyncio.to_thread(self.store.swap, step.plan)
            self.counters.inc(
                "cacheroute_replans_total", trigger=trigger, result="accepted" if result.accepted else "refused"
            )
            if not result.accepted:
                log.warning("own plan refused by the store (%s): %s", trigger, result.reason)
            self.plan_steps += 1
            return {
                "swap": result.model_dump(),
                "trigger": trigger,
                "warm_keys": len(step.plan.assignments),
                "keys_seen": len(step.keys),
                "admitted": len(step.diff.admitted),
                "evicted": len(step.diff.evicted),
                "moved": len(step.diff.moved),
                "returned": len(returned),
                "predicted_hit_rate": step.plan.predicted_hit_rate,
                "status": step.plan.status,
            }

    def _step(self, fleet: Fleet, now: float, returned: dict[str, tuple[tuple[str, float], ...]]) -> PlanStep:
        """The next plan. Keys a returning replica held before it left are given to the planner
        as if still there (the previous plan), so the plan hands them back unless moving them
        costs more than it saves; without this a replica back at low load stays idle."""
        stats = self.observer.stats(now)
        previous: Plan | None
        if self.config.placement_hints:
            previous = self.routing.previous_for_planning(k.key for k in stats.keys)
        else:
            previous = self.store.plan
        if returned:
            base = previous if previous is not None else Plan(epoch=max(self.store.epoch, 0))
            previous = base.model_copy(update={"assignments": {**base.assignments, **returned}})
        self.planner.plan = previous
        return self.planner.step(stats, fleet, now)

    async def _plan_loop(self) -> None:
        assert self.config.plan_period_s is not None
        while True:
            await asyncio.sleep(self.config.plan_period_s)
            try:
                info = await self.plan_once("period", wait=False)
                log.info("plan step: %s", info)
            except PlanBusy:
                continue
            except Exception:
                log.exception("planner step failed; keeping the plan in force")

    async def _replan_loop(self) -> None:
        """Re-plans after membership changes, one at a time; changes close together share one."""
        assert self._replan_wanted is not None
        while True:
            await self._replan_wanted.wait()
            await asyncio.sleep(self.config.replan_delay_s)
            self._replan_wanted.clear()
            try:
                info = await self.plan_once("membership")
                log.info("re-plan after a membership change: %s", info)
            except Exception:
                log.exception("re-plan failed; keeping the plan in force")

    async def _file_loop(self) -> None:
        assert self.config.plan_file is not None
        while True:
            result = await asyncio.to_thread(self.store.poll_file, self.config.plan_file)
            if result is not None and not result.accepted:
                log.warning("plan file refused: %s", result.reason)
            await asyncio.sleep(self.config.plan_file_poll_s)

    # ---- routing -----------------------------------------------------------------------

    def _candidates(self, exclude: Sequence[str] = ()) -> list[str]:
        """Endpoints in rotation not yet tried; when none is in rotation, every one not tried."""
        up = [u for u in self.health.in_rotation() if u not in exclude]
        return up or [u for u in self.urls if u not in exclude]

    def choose(
        self, chain: RequestChain | Sequence[int], request_id: str, exclude: Sequence[str] = (),
        trip: dict[str, Any] | None = None,
    ) -> Decision:
        """Where the next attempt of a request goes (``exclude``: endpoints already tried).

        With ``policy='plan'``, or live after a switch (`switch`), the routing core decides and enters
        the attempt in its ledger (`_attempt` reports its first byte and its end); the baselines balance
        cache-blind. The mode is read once per attempt: a switch takes effect between requests.
        """
        candidates = self._candidates(exclude)
        if not candidates:
            raise LookupError("no upstream left to try")
        hashes, prompt = (chain.hashes, chain.prompt_tokens) if isinstance(chain, RequestChain) else (chain, None)
        if self.config.policy == "plan" or self.switch.live:
            decision = self.routing.decide(hashes, candidates, None, request_id, prompt)
        else:
            policy = "round_robin" if self.config.policy == "round_robin" else "least_loaded"
            url = self.routing.blind(candidates, lambda u: self.inflight.get(u, 0), policy)
            self.counters.inc("cacheroute_decisions_total", kind="baseline", reason=policy)
            ticket = None
            if self.config.shadow:
                would = self.routing.shadow(hashes, candidates, url, prompt)
                ticket = would.ticket
                agree = "yes" if would.url == url else "no"
                self.counters.inc("cacheroute_shadow_decisions_total", agree=agree, reason=str(would.reason))
                if trip is not None:
                    trip["shadow"] = would
            decision = Decision(
                url=url, replica_id=self.routing.id_of.get(url), key=None, reason="baseline",
                spilled=False, epoch=self.store.epoch, ticket=ticket,
            )
        if self.keep_decisions:
            self.decisions.append(decision)
        return decision

    # ---- proxying ----------------------------------------------------------------------

    def _prepare(self, raw: bytes) -> tuple[dict[str, Any], RequestChain]:
        """Parse and check a body, hash its chain and feed the observer (thread-safe)."""
        body = parse_body(raw)
        chain = request_chain(body, self.config.key_spec)
        self.observer.observe(chain.hashes, chain.prompt_tokens, float(max_output(body)), time.time())
        return body, chain

    async def handle_generate(self, request: web.Request) -> web.StreamResponse:
        cfg = self.config
        try:
            async with asyncio.timeout(cfg.client_body_timeout_s):
                raw = await _read_capped(request, cfg.max_request_bytes)
        except TimeoutError:
            self.counters.inc("cacheroute_bad_requests_total", reason="body_timeout")
            return _error(408, f"request body not received within {cfg.client_body_timeout_s:g} s",
                          "invalid_request_error", code="timeout", headers={"Connection": "close"})
        if raw is None:
            self.counters.inc("cacheroute_bad_requests_total", reason="too_large")
            return _error(413, f"request body larger than {cfg.max_request_bytes} bytes", "invalid_request_error")
        try:
            if len(raw) > (_THREAD_PARSE_BYTES if cfg.key_spec.tokenizer is None else _THREAD_TOKENIZE_BYTES):
                body, chain = await asyncio.to_thread(self._prepare, raw)
            else:
                body, chain = self._prepare(raw)
        except RequestBodyError as e:
            self.counters.inc("cacheroute_bad_requests_total", reason="invalid_body")
            return _error(400, str(e), "invalid_request_error", param=e.field or None)
        request_id = request.headers.get("X-Request-Id") or uuid.uuid4().hex
        headers = {k: v for k, v in request.headers.items() if k.lower() not in _HOP}
        headers["X-Request-Id"] = request_id
        stream = bool(body.get("stream"))
        self.budget.on_request()
        trip: dict[str, Any] = {"arrived": time.time(), "mono": time.monotonic(), "generation": self.switch.generation}
        try:
            resp = await self._route(request, chain, raw, headers, stream, trip, max_output(body))
            usage = _answer_usage(resp, trip) if self.recorder is not None or self.switch.switchable else None
            if self.recorder is not None:
                self._record(body, chain, trip, resp.status, usage)
            self._watch(resp, trip, usage)
            return resp
        except _ClientGone:
            self.counters.inc("cacheroute_client_disconnects_total")
            return web.Response(status=499)
        except asyncio.CancelledError:
            self.counters.inc("cacheroute_client_disconnects_total")
            raise

    def _record(self, body: dict[str, Any], chain: RequestChain, trip: dict[str, Any], status: int,
                usage: tuple[int, int] | None) -> None:
        """One line of the recording (`recorder`): the request's hashes and counts, the decision, its TTFT and
        what the engine served from its cache (``usage``: its prompt and cached prompt tokens, when reported)."""
        assert self.recorder is not None
        first = trip.get("first")
        self.recorder.record_routed(
            body, chain, trip.get("decision"), block_tokens=self.config.key_spec.chain_block_tokens, status=status,
            ttft_s=None if first is None else first - trip["mono"], at=trip["arrived"], shadow=trip.get("shadow"),
            usage=usage,
        )

    async def _route(
        self, request: web.Request, chain: RequestChain, raw: bytes, headers: dict[str, str], stream: bool,
        trip: dict[str, Any] | None = None, max_tokens: int = 0,
    ) -> web.StreamResponse:
        """Attempts on replicas until one answers, a retry is not allowed, or none is left."""
        cfg = self.config
        request_id = headers["X-Request-Id"]
        tried: list[str] = []
        failure: _Failure | None = None
        for attempt in range(cfg.retry.max_attempts):
            if failure is not None:
                # connections never opened did no work upstream: they spend no retry budget
                if failure.reason != "connect_error" and not self.budget.try_spend():
                    self.counters.inc("cacheroute_retries_denied_total", reason="budget")
                    break
                self.counters.inc("cacheroute_retries_total", reason=failure.reason)
            try:
                decision = self.choose(chain, request_id, tried, trip)
            except LookupError:
                self.counters.inc("cacheroute_decisions_total", kind="refused", reason="no_upstream")
                if failure is not None:
                    self.counters.inc("cacheroute_retries_denied_total", reason="no_replica")
                break
            tried.append(decision.url)
            if trip is not None:
                trip["decision"] = decision
            outcome = await self._attempt(request, decision, raw, headers, stream, attempt + 1, trip, max_tokens)
            if not isinstance(outcome, _Failure):
                return outcome
            failure = outcome
        else:
            if failure is not None:
                self.counters.inc("cacheroute_retries_denied_total", reason="attempts")
        if failure is None:
            return _error(502, f"no upstream reachable (tried {len(tried)})", "upstream_error")
        if failure.status is not None:
            return web.Response(status=failure.status, body=failure.body, content_type=failure.content_type)
        status = 504 if failure.reason in ("timeout", "deadline") else 502
        return _error(status, f"upstream failed after {len(tried)} attempt(s): {failure.message}", "upstream_error")

    async def _attempt(
        self, request: web.Request, decision: Decision, raw: bytes, headers: dict[str, str], stream: bool, attempt: int,
        trip: dict[str, Any] | None = None, max_tokens: int = 0,
    ) -> web.StreamResponse | _Failure:
        """One try on one replica: a response given to the client, or a failure that reached no client."""
        url = decision.url
        replica = decision.replica_id or url
        self.inflight[url] = self.inflight.get(url, 0) + 1
        self.counters.set("cacheroute_inflight_requests", self.inflight[url], replica=replica)
        up: ClientResponse | None = None
        try:
            sent = time.monotonic()
            hang_at = self._hang_deadline(decision, stream, max_tokens, sent)
            opened = await self._first_byte(request, url, raw, headers, replica, sent, hang_at)
            if isinstance(opened, _Failure):
                return opened
            up = opened
            if up.status >= 500 and up.status not in _NOT_RETRIED_5XX:
                body = await _read_some(up, _ERROR_BODY_BYTES, self.config.idle_timeout_s)
                self.counters.inc("cacheroute_requests_total", replica=replica, outcome=f"http_{up.status}")
                self.health.record_failure(url, "http_5xx")
                return _Failure("http_5xx", f"{replica} answered {up.status}", up.status, body or b"",
                                up.content_type or "application/json")
            out_headers = {k: v for k, v in up.headers.items() if k.lower() not in _HOP}
            out_headers["X-Request-Id"] = headers["X-Request-Id"]
            out_headers["X-CacheRoute-Replica"] = replica
            out_headers["X-CacheRoute-Attempt"] = str(attempt)
            out_headers["X-CacheRoute-Decision"] = decision.label
            if not stream and up.content_type != "text/event-stream":
                self.misses.hit(url)
                read = await self._buffer(up, url, replica)
                if isinstance(read, _Failure):
                    return read
                buffered, complete = read
                self.routing.first_token(decision.ticket)
                if trip is not None:
                    trip["first"] = time.monotonic()
                if complete:
                    self._succeeded(url, replica, up.status)
                    return web.Response(status=up.status, body=buffered, headers=out_headers)
                return await self._stream(request, up, url, replica, out_headers, buffered, decision.ticket, trip)
            # a stream's headers come before its first token: the client sees nothing until that
            # token is in, so a replica hung before it can still be left for another
            head = await self._first_chunk(request, up, url, replica, sent, hang_at)
            if isinstance(head, _Failure):
                return head
            self.misses.hit(url)
            self.routing.first_token(decision.ticket)
            if trip is not None:
                trip["first"] = time.monotonic()
            return await self._stream(request, up, url, replica, out_headers, head, decision.ticket, trip, at_eof=not head)
        finally:
            self.routing.completed(decision.ticket)
            if up is not None:
                if up.content.at_eof():
                    up.release()
                else:
                    up.close()
            self.inflight[url] -= 1
            self.counters.set("cacheroute_inflight_requests", self.inflight[url], replica=replica)

    def _hang_deadline(self, decision: Decision, stream: bool, max_tokens: int, sent: float) -> float | None:
        """When (monotonic) this attempt counts as stuck on a hung replica, if before the
        ``first_byte_timeout_s`` cap (None: the cap alone bounds it)."""
        cfg = self.config.hang
        if cfg is None:
            return None
        expected = expected_s(decision.estimate_s, stream, max_tokens, self.config.routing.delay.decode_step_s)
        if expected is None:
            return None
        wait = deadline_s(cfg, expected, self._hang_floor_s)
        if wait >= self.config.first_byte_timeout_s:
            return None
        self.counters.set("cacheroute_attempt_deadline_seconds", wait, replica=decision.replica_id or decision.url)
        return sent + wait

    def _missed(self, url: str, replica: str, sent: float, hang_at: float) -> _Failure:
        """The attempt missed its hang deadline: counted against the replica (unless the router's own loop
        stalled meanwhile), which leaves rotation after ``hang.misses_to_eject`` in a row."""
        cfg = self.config.hang
        assert cfg is not None
        self.counters.inc("cacheroute_deadline_misses_total", replica=replica)
        self.counters.inc("cacheroute_requests_total", replica=replica, outcome="deadline")
        if self.router_stalled(sent):
            self.counters.inc("cacheroute_stalled_failures_total", replica=replica, reason="deadline")
        elif self.misses.miss(url) >= cfg.misses_to_eject:
            self.health.record_failure(url, "hang", eject_now=True, max_ejection_s=cfg.max_ejection_s)
        return _Failure("deadline", f"no first token from {replica} within its deadline of {hang_at - sent:.2f} s")

    async def _wait(self, request: web.Request, url: str, task: asyncio.Future[Any], until: float) -> bool:
        """Wait for ``task`` until ``until`` (monotonic) while the client is still there; whether it
        finished. Meanwhile a hang found on ``url`` cancels it (`_membership_changed`)."""
        waiting = self._waiting.setdefault(url, set())
        waiting.add(task)
        try:
            while not task.done():
                left = until - time.monotonic()
                if left <= 0:
                    return False
                await asyncio.wait((task,), timeout=min(left, _WAIT_SLICE_S))
                if not task.done() and _client_gone(request):
                    raise _ClientGone
            return True
        finally:
            waiting.discard(task)

    async def _wait_first(
        self, request: web.Request, url: str, replica: str, task: asyncio.Future[Any], sent: float,
        hang_at: float | None, cap: float,
    ) -> tuple[bool, float | None]:
        """Wait for ``task`` until ``cap``, or until ``hang_at`` if the replica shows no progress:
        (whether it finished, the deadline it missed). Past a deadline on a replica that gave some
        request its first token within the deadline's length, the deadline moves on (`hang`)."""
        while True:
            until = cap if hang_at is None or hang_at >= cap else hang_at
            if await self._wait(request, url, task, until):
                return True, None
            if hang_at is None or hang_at >= cap:
                return False, None
            length = hang_at - sent
            if not self.misses.progressed(url, time.monotonic() - length):
                return False, hang_at
            self.counters.inc("cacheroute_deadline_extended_total", replica=replica)
            sent, hang_at = hang_at, hang_at + length

    async def _settle(
        self, request: web.Request, url: str, replica: str, task: asyncio.Future[Any], sent: float,
        hang_at: float | None, cap: float, phase: str, late: str, ejected: str,
    ) -> _Failure | None:
        """Wait for an attempt's ``task`` (`_wait_first`): None when it finished (its result or
        exception is the caller's to read), else the failure: a missed hang deadline, a time-out at
        ``cap`` (counted under ``phase``, ``late`` its message), or the replica ejected meanwhile
        (``ejected``). The task is cancelled when the client goes away."""
        try:
            done, missed = await self._wait_first(request, url, replica, task, sent, hang_at, cap)
        except BaseException:
            task.cancel()
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="cancelled")
            raise
        if not done:
            task.cancel()
            if missed is not None:
                return self._missed(url, replica, sent, missed)
            self.counters.inc("cacheroute_timeouts_total", replica=replica, phase=phase)
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="timeout")
            self.health.record_failure(url, "timeout")
            return _Failure("timeout", late)
        if task.cancelled():
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="ejected")
            return _Failure("ejected", ejected)
        return None

    async def _first_byte(
        self, request: web.Request, url: str, raw: bytes, headers: dict[str, str], replica: str, sent: float,
        hang_at: float | None = None,
    ) -> ClientResponse | _Failure:
        """Send the request and wait for the answer's headers: within ``first_byte_timeout_s`` and
        ``hang_at``, while the client is still there, and unless the replica is found hung meanwhile."""
        assert self._session is not None
        session = self._session

        async def send() -> ClientResponse:
            return await session.post(url + request.path_qs, data=raw, headers=headers)

        task: asyncio.Task[ClientResponse] = asyncio.ensure_future(send())
        failed = await self._settle(
            request, url, replica, task, sent, hang_at, sent + self.config.first_byte_timeout_s, "first_byte",
            f"no answer from {replica} in {self.config.first_byte_timeout_s} s",
            f"{replica} was taken out of rotation while the request waited",
        )
        if failed is not None:
            return failed
        exc = task.exception()
        if exc is None:
            return task.result()
        if isinstance(exc, (ServerTimeoutError, TimeoutError)):
            self.counters.inc("cacheroute_timeouts_total", replica=replica, phase="connect")
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="timeout")
            self._upstream_failed(url, replica, "timeout", sent)
            return _Failure("timeout", f"{replica}: {type(exc).__name__} {exc}")
        if isinstance(exc, ClientConnectorError):
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="connect_error")
            self.health.record_failure(url, "connect_error", eject_now=True)
            log.warning("upstream %s unreachable (%s); trying another", url, exc)
            return _Failure("connect_error", f"{replica} unreachable: {exc}")
        if isinstance(exc, (ClientConnectionError, ClientPayloadError, OSError)):
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="disconnected")
            # a connection left idle across a stall can outlive the replica's keep-alive
            self._upstream_failed(url, replica, "disconnected", sent - self.config.upstream_keepalive_s)
            return _Failure("disconnected", f"{replica} closed the connection: {type(exc).__name__} {exc}")
        raise exc

    async def _first_chunk(
        self, request: web.Request, up: ClientResponse, url: str, replica: str, sent: float, hang_at: float | None
    ) -> bytes | _Failure:
        """The answer's first chunk (b"": an empty body), read before anything goes to the client:
        within ``idle_timeout_s`` of the headers and ``hang_at``, and unless the replica is found hung."""
        task = asyncio.ensure_future(up.content.readany())
        failed = await self._settle(
            request, url, replica, task, sent, hang_at, time.monotonic() + self.config.idle_timeout_s, "idle",
            f"{replica} sent headers and nothing more for {self.config.idle_timeout_s} s",
            f"{replica} was taken out of rotation before its first token",
        )
        if failed is not None:
            return failed
        exc = task.exception()
        if exc is None:
            return task.result()
        if isinstance(exc, (ClientConnectionError, ClientPayloadError, OSError)):
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="disconnected")
            self.health.record_failure(url, "disconnected")
            return _Failure("disconnected", f"{replica} failed before its first token: {type(exc).__name__}")
        raise exc

    async def _buffer(self, up: ClientResponse, url: str, replica: str) -> tuple[bytes, bool] | _Failure:
        """Read a non-streamed answer up to ``max_buffered_bytes``: (bytes, whether complete)."""
        buf = bytearray()
        try:
            while len(buf) <= self.config.max_buffered_bytes:
                async with asyncio.timeout(self.config.idle_timeout_s):
                    chunk = await up.content.readany()
                if not chunk:
                    return bytes(buf), True
                buf += chunk
        except TimeoutError:
            self.counters.inc("cacheroute_timeouts_total", replica=replica, phase="idle")
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="timeout")
            self.health.record_failure(url, "timeout")
            return _Failure("timeout", f"{replica} stopped sending for {self.config.idle_timeout_s} s")
        except (ClientConnectionError, ClientPayloadError, OSError) as e:
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="disconnected")
            self.health.record_failure(url, "disconnected")
            return _Failure("disconnected", f"{replica} failed while answering: {type(e).__name__}")
        return bytes(buf), False

    async def _stream(
        self, request: web.Request, up: ClientResponse, url: str, replica: str, headers: dict[str, str], head: bytes,
        ticket: int | None = None, trip: dict[str, Any] | None = None, at_eof: bool = False,
    ) -> web.StreamResponse:
        """Relay the answer as it comes, ``head`` first (``at_eof``: there is no more); once the first
        byte went to the client it is never retried."""
        resp = web.StreamResponse(status=up.status, headers=headers)
        try:
            await resp.prepare(request)
            if head:
                await resp.write(head)
            while not at_eof:
                async with asyncio.timeout(self.config.idle_timeout_s):
                    chunk = await up.content.readany()
                if not chunk:
                    break
                self.routing.first_token(ticket)
                if trip is not None and "first" not in trip:
                    trip["first"] = time.monotonic()
                if trip is not None:
                    trip["tail"] = (trip.get("tail", (b"", b""))[1], chunk)  # the last two: where the usage is
                await resp.write(chunk)
            await resp.write_eof()
        except TimeoutError:
            self.counters.inc("cacheroute_timeouts_total", replica=replica, phase="idle")
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="timeout")
            self.health.record_failure(url, "timeout")
            _abort(request)
            return resp
        except (ClientPayloadError, ClientConnectionError) as e:
            if _client_gone(request):
                self.counters.inc("cacheroute_client_disconnects_total")
                self.counters.inc("cacheroute_requests_total", replica=replica, outcome="cancelled")
            else:
                self.counters.inc("cacheroute_requests_total", replica=replica, outcome="broken_stream")
                self.health.record_failure(url, "disconnected")
                log.warning("stream from %s broke after it started (%s)", replica, type(e).__name__)
                _abort(request)
            return resp
        except ConnectionResetError:
            self.counters.inc("cacheroute_client_disconnects_total")
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="cancelled")
            return resp
        self._succeeded(url, replica, up.status)
        return resp

    def _succeeded(self, url: str, replica: str, status: int) -> None:
        self.health.record_success(url)
        self.counters.inc("cacheroute_requests_total", replica=replica, outcome="ok" if status < 400 else f"http_{status}")

    # ---- other endpoints ---------------------------------------------------------------

    async def handle_models(self, request: web.Request) -> web.Response:
        assert self._session is not None
        timeout = ClientTimeout(total=self.config.first_byte_timeout_s, sock_connect=self.config.connect_timeout_s)
        for url in self._candidates():
            try:
                async with self._session.get(url + "/v1/models", timeout=timeout) as up:
                    return web.Response(body=await up.read(), status=up.status, content_type="application/json")
            except (ClientConnectionError, TimeoutError):
                continue
        return _error(502, "no upstream reachable", "upstream_error")

    async def handle_metrics(self, _request: web.Request) -> web.Response:
        return web.Response(body=self.counters.exposition().encode(), headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def handle_health(self, _request: web.Request) -> web.Response:
        up = self.health.in_rotation()
        return web.json_response(
            {"status": "ok" if up else "degraded", "epoch": self.store.epoch,
             "replicas_up": [self.routing.id_of.get(u, u) for u in up]}
        )

    async def handle_get_plan(self, _request: web.Request) -> web.Response:
        """The plan in force (its body is a plan other instances take as it is); the mode in a header,
        the switch's whole state on ``GET /plan/state``."""
        plan = self.store.plan
        headers = {"X-CacheRoute-Mode": self.switch.mode}
        if plan is None:
            return web.json_response({"epoch": -1, "plan": None}, headers=headers)
        return web.Response(text=plan.model_dump_json(), content_type="application/json", headers=headers)

    # ---- the switch: shadow -> live on a gate report, and back -------------------------

    def _show_mode(self) -> None:
        for m in _MODES:
            self.counters.set("cacheroute_mode", 1 if m == self.switch.mode else 0, mode=m)

    def _switched(self, event: SwitchEvent) -> None:
        """Tell of a switch: metrics and one log line."""
        self.counters.inc("cacheroute_switches_total", to=event.to_mode, reason=event.reason)
        # formatted here: the log throttle holds back repeats of one template, and every switch must be told
        gen = self.switch.generation
        if event.to_mode == "live":
            log.warning(f"switch {gen}: live, CacheRoute routes ({event.reason}): {event.detail}")
        else:
            self.counters.inc("cacheroute_rollbacks_total", reason=event.reason)
            log.warning(f"switch {gen}: rolled back to {self.config.policy} ({event.reason}): {event.detail}")
        self._show_mode()
        self._show_window()

    def _show_window(self) -> None:
        m = self.switch.measured
        p = self.switch.predicted()
        nan = float("nan")
        self.counters.set("cacheroute_served_hit_rate", nan if m is None or m.hit_rate is None else m.hit_rate)
        self.counters.set("cacheroute_served_ttft_p99_seconds", nan if m is None or m.ttft_p99_s is None else m.ttft_p99_s)
        self.counters.set("cacheroute_served_window_requests", 0 if m is None else m.requests)
        self.counters.set("cacheroute_predicted_hit_rate", nan if p is None else p.hit_rate)
        self.counters.set("cacheroute_predicted_ttft_p99_seconds", nan if p is None or p.ttft_p99_s is None else p.ttft_p99_s)

    async def _switch_loop(self) -> None:
        """Judge the live window every ``switch.check_interval_s``; roll back when it says so."""
        while True:
            await asyncio.sleep(self.config.switch.check_interval_s)
            event = self.switch.check()
            if event is not None:
                self._switched(event)
                await self._persist()
            self._show_window()

    def _watch(self, resp: web.StreamResponse, trip: dict[str, Any], usage: tuple[int, int] | None) -> None:
        """Count an answer in the switch's window: its usage (cached prompt tokens) and, streamed, its TTFT
        (a non-streamed answer's first byte comes at its end: no TTFT)."""
        if resp.status != 200 or not self.switch.switchable:
            return
        first = trip.get("first")
        ttft = None if isinstance(resp, web.Response) or first is None else first - trip["mono"]
        prompt, cached = usage if usage is not None else (None, None)
        self.switch.observe(trip["generation"], prompt, cached, ttft)

    def _state(self, warnings: Sequence[str] = ()) -> web.Response:
        state = {**self.switch.state().model_dump(mode="json"), "epoch": self.store.epoch}
        return web.json_response({**state, "warnings": list(warnings)} if warnings else state)

    def _refused(self, status: int, code: str, message: str, reasons: Sequence[dict[str, Any]] = ()) -> web.Response:
        self.counters.inc("cacheroute_switch_refused_total", reason=code)
        log.warning("switch refused (%s): %s", code, message)
        err: dict[str, Any] = {"message": message, "type": "conflict" if status == 409 else "invalid_request_error",
                               "code": code}
        if reasons:
            err["reasons"] = list(reasons)
        return web.json_response({"error": err}, status=status)

    def _not_switchable(self) -> web.Response:
        return self._refused(
            409, "not_switchable", f"this router does not switch (mode {self.switch.mode}): switching needs a "
            "baseline policy (round_robin, least_loaded) with shadow: true, so that CacheRoute follows the "
            "traffic before it routes it",
        )

    async def handle_enable(self, request: web.Request) -> web.Response:
        """Go live on a gate report (`switch.admit` says when not); ``?force=1`` takes a reject verdict."""
        if not self.switch.switchable:
            return self._not_switchable()
        force = request.query.get("force", "").lower() in ("1", "true", "yes")
        report = await self._body(request, ReplayReport, "invalid_report", "report",
                                  "a gate report (cacheroute gate --json)")
        if isinstance(report, web.Response):
            return report
        refusals = admit(report, **self._about(), now=time.time(), force=force,
                         rolled_back=self.switch.rolled_back_reports)
        if refusals:
            return self._refusals(refusals)
        warnings = self.switch.calibration(report)
        for w in warnings:
            log.warning("enable: %s", w)
        self._switched(self.switch.enable(report, forced=report.verdict != "enable"))
        await self._persist()
        return self._state(warnings)

    async def handle_rollback(self, request: web.Request) -> web.Response:
        """Back to the incumbent now; the body may give the reason (``{"reason": "..."}``)."""
        if not self.switch.switchable:
            return self._not_switchable()
        raw = await _read_capped(request, 64 * 1024)
        if raw is None:
            return self._refused(413, "too_large", "rollback body larger than 65536 bytes")
        why = "manual rollback"
        if raw:
            try:
                given = json.loads(raw)
                if not isinstance(given, dict) or not isinstance(given.get("reason", ""), str):
                    raise ValueError
            except ValueError:
                return self._refused(400, "invalid_body", 'the body, when given, is {"reason": "<text>"}')
            why = str(given.get("reason") or why)[:500]
        if not self.switch.live:
            return self._refused(409, "not_live", f"the router is not live (mode {self.switch.mode}): nothing to "
                                 "roll back")
        self._switched(self.switch.rollback("manual", why))
        await self._persist()
        return self._state()

    async def handle_mode(self, request: web.Request) -> web.Response:
        """Take the fleet's switch, a `ModeRecord` (the shared planner posts the newest to every instance)."""
        if not self.switch.switchable:
            return self._not_switchable()
        record = await self._body(request, ModeRecord, "invalid_record", "switch record",
                                  "a switch record (ModeRecord)")
        if isinstance(record, web.Response):
            return record
        refusals = await self._take(record, "fleet")
        return self._refusals(refusals) if refusals else self._state()

    async def handle_switch_state(self, _request: web.Request) -> web.Response:
        return self._state()

    async def _body(self, request: web.Request, model: type[_M], code: str, name: str, what: str) -> _M | web.Response:
        """A control body as ``model``, or the refusal: 413 past `_REPORT_BYTES`, 400 ``code`` naming the field."""
        raw = await _read_capped(request, _REPORT_BYTES)
        if raw is None:
            return self._refused(413, "too_large", f"{name} body larger than {_REPORT_BYTES} bytes")
        try:
            return model.model_validate_json(raw)
        except ValidationError as e:
            err = e.errors(include_url=False)[0]
            where = ".".join(str(x) for x in err["loc"]) or "(body)"
            return self._refused(400, code, f"not {what}: {where}: {err['msg']}")

    def _about(self) -> dict[str, Any]:
        """What a report must be about to switch this router (`switch.admit`)."""
        return {"fleet": self.routing.fleet, "plan": self.config.plan_config, "incumbent": self.config.policy,
                "instances": self.config.routing.instances, "block_tokens": self.config.key_spec.chain_block_tokens,
                "config": self.config.switch}

    def _refusals(self, refusals: Sequence[Refusal]) -> web.Response:
        """The answer to a refused switch: the first reason's status and code, every reason counted and listed."""
        for r in refusals[1:]:
            self.counters.inc("cacheroute_switch_refused_total", reason=r.code)
        return self._refused(refusals[0].status, refusals[0].code, "; ".join(r.message for r in refusals),
                             [r.model_dump(include={"code", "message"}) for r in refusals])

    async def _take(self, record: ModeRecord, via: Literal["fleet", "restored"]) -> list[Refusal]:
        """Adopt another instance's switch (or this one's before a restart) unless it does not fit this router
        or an own newer switch supersedes it: then why (and this instance keeps its mode)."""
        refusals = admit_record(record, **self._about(), now=time.time())
        if refusals:
            if via == "fleet":
                self.switch.fleet_refused = (f"{record.mode} at {record.at:.3f} from instance {record.origin}: "
                                             + "; ".join(r.message for r in refusals))
            return refusals
        held = self.switch.record
        if held is not None and newer(held, record):
            return [Refusal(status=409, code="stale_record", message=(
                f"this instance holds a newer switch ({held.mode} at {held.at:.3f} from instance {held.origin}) than "
                f"the one offered ({record.mode} at {record.at:.3f} from instance {record.origin})"))]
        event = self.switch.adopt(record, via)
        if event is not None:
            self._switched(event)
            if via == "fleet":
                await self._persist()
        return []

    async def _fleet_mode(self, raw: bytes) -> None:
        """The fleet's switch as the shared store holds it (`redis_plans.follow_plans`)."""
        try:
            record = ModeRecord.model_validate_json(raw)
        except ValidationError as e:
            self.counters.inc("cacheroute_switch_refused_total", reason="invalid_record")
            log.warning("the fleet's switch in redis is not a switch record: %s", e.errors(include_url=False)[0]["msg"])
            return
        for r in await self._take(record, "fleet"):
            if r.code != "stale_record":
                self.counters.inc("cacheroute_switch_refused_total", reason=r.code)
                log.warning("the fleet's switch refused (%s): %s", r.code, r.message)

    async def _persist(self) -> None:
        """Keep the switch in force in ``switch.state_file``: written off the loop, one write at a time, and to
        the end even when the caller is cancelled (the router's shutdown waits for it)."""
        path = self.config.switch.state_file
        if path is None or self.switch.record is None:
            return
        task = asyncio.create_task(self._save(path))
        self._saves.add(task)
        task.add_done_callback(self._saves.discard)
        await asyncio.shield(task)

    async def _save(self, path: str) -> None:
        async with self._persist_lock:
            record = self.switch.record
            assert record is not None
            try:
                await asyncio.to_thread(save_record, path, record)
            except OSError as e:
                self.counters.inc("cacheroute_mode_saves_total", result="error")
                log.warning("cannot keep the switch in switch.state_file %r (%s): a restart will not come back %s",
                            path, e, record.mode)
            else:
                self.counters.inc("cacheroute_mode_saves_total", result="ok")

    async def _restore(self) -> None:
        """Start in the mode of the last switch, the newer of this instance's (``switch.state_file``) and the
        fleet's (``plan_redis``); with neither, or one that does not fit this router, in the configured mode.
        Either way it says so (log, ``GET /plan/state`` ``restored``)."""
        sw, cfg = self.switch, self.config
        if not sw.switchable:
            sw.restored = f"mode {sw.mode}: this router does not switch"
            return
        found: list[tuple[ModeRecord, str]] = []
        notes: list[str] = []
        if cfg.switch.state_file is not None:
            record, how = await asyncio.to_thread(load_record, cfg.switch.state_file)
            if record is None:
                notes.append(how)
            else:
                found.append((record, how))
        if cfg.plan_redis is not None:
            where = f"redis key {cfg.plan_redis.mode_key!r}"
            try:
                async with asyncio.timeout(cfg.plan_redis.start_timeout_s):
                    raw = await load_stored_mode(self._redis, cfg.plan_redis)
                if raw is None:
                    notes.append(f"no fleet switch in {where} yet")
                else:
                    found.append((ModeRecord.model_validate_json(raw), where))
            except ValidationError as e:
                notes.append(f"{where} holds no switch record: {e.errors(include_url=False)[0]['msg']}")
            except Exception as e:  # noqa: BLE001 - a store that is down leaves the configured mode, said
                notes.append(f"{where} unreadable ({type(e).__name__} {e}); the fleet's switch comes when it is back")
        if not found:
            why = "; ".join(notes) or "no switch.state_file and no plan_redis to take a switch back from"
            sw.restored = f"configured mode {sw.mode}: {why}"
        else:
            record, how = max(found, key=lambda f: f[0].key())
            refusals = await self._take(record, "restored")
            if refusals:
                why = "; ".join(r.message for r in refusals)
                sw.restored = f"configured mode {sw.mode}: the last switch, from {how}, does not fit this router: {why}"
            else:
                sw.restored = (f"{record.mode} as the last switch left it, from {how} ({record.reason} at instance "
                               f"{record.origin})")
        # formatted here: the log throttle holds back repeats of one template, and every start must be told
        log.warning(f"instance {sw.origin} starts: {sw.restored}")

    async def handle_push_plan(self, request: web.Request) -> web.Response:
        """Take a plan: size checked before reading, epoch before parsing, parsed off the loop.
        ``?force=1`` takes it whatever its epoch (to recover from a plan whose epoch is too high)."""
        force = request.query.get("force", "").lower() in ("1", "true", "yes")
        limit = self.config.max_plan_bytes
        raw = await _read_capped(request, limit)
        if raw is None:
            result = self.store.refuse(f"plan body larger than {limit} bytes", "too_large")
        else:
            epoch = peek_epoch(raw)
            result = self.store.check_epoch(epoch, force) if epoch is not None else None
            if result is None:
                if len(raw) > PLAN_WINDOW:
                    result = await asyncio.to_thread(self.store.load_json, raw, force=force)
                else:
                    result = self.store.load_json(raw, force=force)
        status = 200 if result.accepted else {"stale": 409, "too_large": 413}.get(result.refusal or "", 400)
        if not result.accepted:
            log.warning("plan refused: %s", result.reason)
        return web.json_response(result.model_dump(), status=status)

    def export_stats(self, max_keys: int | None = None, now: float | None = None) -> InstanceStats:
        """This instance's view for the shared planner (``GET /stats``): its observer's statistics
        (the ``max_keys`` busiest keys), where its prefix memory says their prefixes are, the
        fleet as its health checks see it, and the epoch of its plan. ``now``: the clock the
        statistics are read at (default the wall clock; a replay gives the trace's)."""
        now = time.time() if now is None else now
        stats = self.observer.stats(now)
        if max_keys is not None and len(stats.keys) > max_keys:
            stats = stats.model_copy(update={"keys": stats.keys[:max_keys]})
        hints = self.routing.placement_hint(k.key for k in stats.keys) if self.config.placement_hints else {}
        sw = self.switch
        switch = InstanceSwitch(mode=sw.mode, record=sw.record) if sw.switchable else None
        return InstanceStats(time=now, epoch=self.store.epoch, fleet=self._live_fleet(), stats=stats, hints=hints,
                             switch=switch)

    async def handle_stats(self, request: web.Request) -> web.Response:
        raw = request.query.get("max_keys")
        try:
            max_keys = None if raw is None else int(raw)
            if max_keys is not None and max_keys < 1:
                raise ValueError
        except ValueError:
            return _error(400, f"max_keys must be a positive integer, got {raw!r:.40}", "invalid_request_error",
                          param="max_keys")
        exported = await asyncio.to_thread(self.export_stats, max_keys)
        return web.Response(text=exported.model_dump_json(), content_type="application/json")

    async def handle_plan_step(self, _request: web.Request) -> web.Response:
        try:
            info = await self.plan_once("step", wait=False)
            swap = info["swap"]
            if not swap["accepted"]:
                return web.json_response(
                    {**info, "error": {"message": f"own plan refused: {swap.get('reason')}", "type": "conflict",
                                       "code": swap.get("refusal")}},
                    status=409,
                )
            return web.json_response(info)
        except PlanBusy as e:
            self.counters.inc("cacheroute_control_denied_total", reason="busy")
            return _error(409, str(e), "conflict", headers={"Retry-After": "1"})


def _answer_usage(resp: web.StreamResponse, trip: dict[str, Any]) -> tuple[int, int] | None:
    """(prompt, cached prompt tokens) an answered request reports (`switch.served_usage`), or None."""
    if resp.status != 200:
        return None
    if isinstance(resp, web.Response):
        return served_usage(resp.body) if isinstance(resp.body, bytes) else None
    return served_usage(b"".join(trip.get("tail", ())))


@web.middleware
async def _openai_errors(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
    """A route the router lacks, or a method it does not take, answers in the OpenAI error shape, so an
    OpenAI client raises an error with a message instead of failing on plain text."""
    try:
        return await handler(request)
    except web.HTTPNotFound:
        return _error(404, f"the router serves no {request.method} {request.path}", "invalid_request_error",
                      code="not_found")
    except web.HTTPMethodNotAllowed as e:
        return _error(405, f"{request.path} takes {', '.join(sorted(e.allowed_methods))}, not {request.method}",
                      "invalid_request_error", code="method_not_allowed", headers={"Allow": ", ".join(sorted(e.allowed_methods))})


def _error(
    status: int, message: str, kind: str, *, param: str | None = None, headers: dict[str, str] | None = None,
    code: str | None = None,
) -> web.Response:
    """An OpenAI-style error body."""
    err: dict[str, Any] = {"message": message, "type": kind}
    if param is not None:
        err["param"] = param
    if code is not None:
        err["code"] = code
    return web.json_response({"error": err}, status=status, headers=headers)


def _client_gone(request: web.Request) -> bool:
    transport = request.transport
    return transport is None or transport.is_closing()


def _abort(request: web.Request) -> None:
    """Close the client's connection: an answer cut short must not look complete."""
    if request.transport is not None:
        request.transport.close()


async def _read_capped(request: web.Request, limit: int) -> bytearray | None:
    """The request body, or None when it is longer than ``limit`` (checked before reading when
    the client declared its length). Not copied into ``bytes``: for a 32 MiB plan that copy is one
    C call on the event loop."""
    if request.content_length is not None and request.content_length > limit:
        return None
    buf = bytearray()
    async for chunk in request.content.iter_any():
        buf += chunk
        if len(buf) > limit:
            return None
    return buf


async def _read_some(up: ClientResponse, limit: int, idle_s: float) -> bytes | None:
    """Up to ``limit`` bytes of an error answer (None when it cannot be read)."""
    try:
        async with asyncio.timeout(idle_s):
            return await up.content.read(limit)
    except (TimeoutError, ClientConnectionError, ClientPayloadError, OSError):
        return None


def server_options(config: RouterConfig) -> dict[str, Any]:
    """aiohttp server settings for the public listener: handlers cancelled when their client goes
    away, and ``client_header_timeout_s`` as the keep-alive time-out. aiohttp has no time-out of its
    own for a request head; its keep-alive timer runs from a connection's opening and from each
    answer until the next head is complete, and closes the connection if it is not (aiohttp 3.14's
    ``RequestHandler``), which is a header time-out."""
    return {"handler_cancellation": True, "access_log": None, "keepalive_timeout": config.client_header_timeout_s}


def tune_interpreter(config: RouterConfig) -> None:
    """Process-wide settings the router serves better with (``switch_interval_s``); `main` and `serve`."""
    if config.switch_interval_s is not None:
        sys.setswitchinterval(config.switch_interval_s)


async def serve(router: ReferenceRouter, host: str, port: int) -> web.AppRunner:
    """Start the router on ``host:port`` (handlers cancelled when their client goes away)."""
    tune_interpreter(router.config)
    runner = web.AppRunner(router.app(bind_host=host), **server_options(router.config))
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    return runner


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
    tune_interpreter(config)
    router = ReferenceRouter(config)
    web.run_app(router.app(bind_host=args.host), host=args.host, port=args.port, **server_options(config))


if __name__ == "__main__":
    main()
