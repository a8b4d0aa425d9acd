"""What the reference router serves, how it plans, and how it copes with faults (`RouterConfig`)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, field_validator, model_validator

from cacheroute_solver.adapter.plan_routing import ReplicaEndpoint, normalize_url
from cacheroute_solver.adapter.recorder import RecordingConfig
from cacheroute_solver.adapter.request_keys import KeySpec
from cacheroute_solver.models import PlanConfig
from cacheroute_solver.routing import RoutingConfig

from .control import ControlConfig, is_loopback
from .fleet.discovery import DiscoveryConfig
from .fleet.engine_metrics import EngineMetricsConfig
from .fleet.hang import HangConfig
from .fleet.health import HealthConfig
from .fleet.kv_events import KVEventsConfig
from .instances.peers import PeerConfig, join_hostport
from .instances.redis_plans import RedisPlanConfig
from .instances.shared_plan import SharedPlannerConfig
from .lifecycle import ShutdownConfig
from .logs import LogConfig
from .operations.switch import SwitchConfig
from .retry import RetryConfig
from .tracing import TracingConfig

__all__ = ["RouterConfig"]

_MiB = 1024 * 1024


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
        default=True,
        description="Tell the planner which replica holds cold keys' prefixes (from the routing core's memory).",
    )
    client_body_timeout_s: float = Field(
        default=30.0,
        gt=0.0,
        description="Longest a client may take to send a request body once its headers are in (408 after).",
    )
    client_header_timeout_s: float = Field(
        default=30.0,
        gt=0.0,
        description="Longest a client connection may go without a complete request head, from its opening or "
        "from the previous answer on it; then it is closed (a client trickling its headers is dropped). It is "
        "the server's keep-alive time-out, so it also closes idle client connections: above the idle expiry "
        "of common client pools (httpx 5 s, aiohttp 15 s), so they let go first.",
    )
    log_throttle_s: float | None = Field(
        default=10.0,
        gt=0.0,
        description="A repeated log line (same logger and message) is written once per this many seconds, with "
        "a count of those held back (`router.logs`); None: every line.",
    )
    logs: LogConfig = Field(
        default_factory=LogConfig,
        description="The log lines' format (text or JSON) and the access log (`router.logs`).",
    )
    tracing: TracingConfig | None = Field(
        default=None,
        description="OpenTelemetry spans for each request's routing and engine calls, the engine's traceparent their "
        "context (the otel extra; `router.tracing`); None: no spans, and OpenTelemetry is not imported.",
    )
    offered_blocks: int = Field(
        default=262_144,
        ge=2,
        description="Chain blocks the offered figure (cacheroute_prefix_offered_tokens_total) remembers: at least "
        "half of them, the most recent, are found again (`observe.offered`); about 85 bytes each.",
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
        default=300.0,
        gt=0.0,
        description="Time from sending a request to the replica's response headers (a non-streamed "
        "completion's headers come when it is done, so this bounds its whole generation).",
    )
    idle_timeout_s: float = Field(default=60.0, gt=0.0, description="Longest gap between two chunks of an answer.")
    upstream_timeout_s: float | None = Field(
        default=None, gt=0.0, description="Cap on a whole upstream request (None: none)."
    )
    upstream_keepalive_s: float = Field(
        default=4.0,
        gt=0.0,
        description="How long an idle connection to a replica is kept for reuse. Below the engine's own keep-alive "
        "(vLLM closes idle connections after 5 s, VLLM_HTTP_TIMEOUT_KEEP_ALIVE), so no request goes out on a "
        "connection the engine is closing: that race reads as a replica failure and ejects a healthy engine.",
    )
    switch_interval_s: float | None = Field(
        default=0.001,
        gt=0.0,
        description="The router process's interpreter switch interval (sys.setswitchinterval, set by main and serve; None: "
        "left as it is, Python's default is 5 ms): how long the event loop may wait for the GIL each time it "
        "wakes while another thread reads a plan or plans (measured: docs/benchmarks/faults.md, large plans).",
    )
    gc_thresholds: tuple[NonNegativeInt, NonNegativeInt, NonNegativeInt] | None = Field(
        default=(10_000, 10, 10),
        description="The router process's garbage-collector thresholds (gc.set_threshold, set by main and serve; None: "
        "left as they are, Python 3.11's are (700, 10, 10)). A request in flight outlives two young collections at "
        "Python's, so its objects reach the oldest generation and every few hundred requests a full collection walks "
        "the whole heap: 19 % of the router's CPU at concurrency 128, and none at these (docs/benchmarks/proxy.md). "
        "Its objects are freed by reference counting; the collector only finds cycles, which these still bound.",
    )
    loop_stall_s: float = Field(
        default=0.5,
        gt=0.0,
        description="An event-loop wake-up this late is a stall: counted (cacheroute_loop_stalls_total) and logged, and a "
        "time-out (connect, first byte, idle) or failed health check over a stall, a health-check time-out over a "
        "lag of half check_timeout_s, or a connection closed on a request sent within upstream_keepalive_s of one, "
        "is not held against the replica: the router, not the replica, was not running (docs/adapter.md, under "
        "faults).",
    )
    discovery: DiscoveryConfig = Field(
        default_factory=DiscoveryConfig,
        description="Replicas that come and go while the router runs: the config file read again, DNS names "
        "resolved again (`router.fleet.discovery`); the control routes /workers change them too.",
    )
    health: HealthConfig = HealthConfig()
    hang: HangConfig | None = Field(
        default_factory=HangConfig,
        description="Deadlines per attempt from the routing core's time-to-first-token estimate, and ejection of a "
        "replica that misses several in a row (`router.fleet.hang`); None: off, only first_byte_timeout_s.",
    )
    retry: RetryConfig = RetryConfig()
    control: ControlConfig = ControlConfig()
    max_request_bytes: int = Field(default=16 * _MiB, ge=1024, description="Largest request body taken (413 past it).")
    max_audio_request_bytes: int = Field(
        default=26 * _MiB,
        ge=1024,
        description="Largest body of an audio upload (/v1/audio/transcriptions and translations; 413 past it): vLLM "
        "takes audio files up to 25 MiB (VLLM_MAX_AUDIO_CLIP_FILESIZE_MB), and the form's other fields ride along.",
    )
    max_prompt_tokens: int | None = Field(
        default=None,
        ge=1,
        description="Longest prompt taken, in tokens: a longer one gets 400 (error.code context_length_exceeded) "
        "before it is hashed; counted exactly for prompts of token ids and, with key_spec.tokenizer, text prompts "
        "(text without a tokenizer and chat messages have only an estimate: the engine refuses those). None: the "
        "largest replicas' max_model_len when every replica declares one, else no limit (`prompt_limit`).",
    )
    body_workers: int = Field(
        default=2,
        ge=0,
        description="Worker processes that read, check and hash request bodies over 1 MiB, started on the first "
        "(`reference.bodies`): in this process such a body holds the interpreter's lock for tenths of a second and "
        "stalls the event loop; 0: a thread reads them.",
    )
    max_buffered_bytes: int = Field(
        default=8 * _MiB,
        ge=0,
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
    engine_metrics: EngineMetricsConfig | None = Field(
        default=None,
        description="Read every engine's vLLM /metrics (requests running and waiting, token counters) every "
        "scrape_s: a load view and a progress signal every router instance reads alike (`router.fleet.engine_metrics`); "
        "None: off.",
    )
    plan_redis: RedisPlanConfig | None = Field(
        default=None,
        description="Follow the shared plan in Redis (None: plans come by POST /plan, a file or this router).",
    )
    peers: PeerConfig | None = Field(
        default=None,
        description="Tell the other router instances this one's load changes and hear theirs (`router.instances.peers`, UDP): "
        "each decides on the fleet's load (`RoutingConfig.peer_load`, on unless routing sets it). Needs "
        "routing.instances > 1. Not set: on by default where several instances have a control listener "
        "(`peers_in_use`); null: this instance decides on its own ledger.",
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
    shutdown: ShutdownConfig = Field(
        default_factory=ShutdownConfig,
        description="On SIGTERM or SIGINT: not ready at once, new requests served for drain_delay_s, then the "
        "listener closed and the requests in flight given until grace_s (`router.lifecycle`).",
    )

    @field_validator("replicas")
    @classmethod
    def _replicas_distinct(cls, replicas: tuple[ReplicaEndpoint, ...]) -> tuple[ReplicaEndpoint, ...]:
        ids: set[str] = set()
        urls: dict[str, str] = {}
        for r in replicas:
            if r.id in ids:
                raise ValueError(f"the id {r.id!r} is given twice (a replica's id is its name in plans)")
            ids.add(r.id)
            url = normalize_url(r.url)
            if url in urls:
                raise ValueError(f"{r.id!r} and {urls[url]!r} have one URL, {r.url}")
            urls[url] = r.id
        return replicas

    @property
    def prompt_limit(self) -> int | None:
        """The prompt length refused past (``max_prompt_tokens``, or from the replicas' ``max_model_len``)."""
        if self.max_prompt_tokens is not None:
            return self.max_prompt_tokens
        known = [r.max_model_len for r in self.replicas if r.max_model_len is not None]
        return max(known) if len(known) == len(self.replicas) else None

    @property
    def routing_in_use(self) -> RoutingConfig:
        """``routing``, with ``kv_events`` on where every replica publishes its KV events and ``routing`` does
        not say otherwise: the memory then follows the engines, as `replay.routing_for` sets it in the simulator;
        ``peer_load`` on where ``peers`` is set and ``routing`` does not say otherwise; and ``learn`` off where every
        replica has its own cost model (``ReplicaEndpoint.delay``: the operator vouches for each) and ``routing``
        does not say otherwise."""
        update: dict[str, bool] = {}
        if (
            bool(self.replicas)
            and all(r.kv_events for r in self.replicas)
            and "kv_events" not in self.routing.model_fields_set
        ):
            update["kv_events"] = True
        if self.peers_in_use is not None and "peer_load" not in self.routing.model_fields_set:
            update["peer_load"] = True
        if all(r.delay is not None for r in self.replicas) and "learn" not in self.routing.model_fields_set:
            update["learn"] = False
        return self.routing.model_copy(update=update) if update else self.routing

    @property
    def peers_in_use(self) -> PeerConfig | None:
        """``peers``; where it is not set, several instances (``routing.instances`` > 1) with a control listener
        of their own (``control.port``) that is open to their planner (a token, or a loopback host) report
        their load to each other by default: on UDP at the control host and port, to the instances the
        shared planner names (``POST /peers``), their datagrams tagged with the token's key. An explicit
        ``"peers": null`` turns it off."""
        c = self.control
        if "peers" in self.model_fields_set or self.routing.instances < 2 or c.port is None:
            return self.peers
        if c.token is None and c.token_file is None and not is_loopback(c.host):
            return None  # the control plane is off there (`control.authorize`): no planner can introduce peers
        return PeerConfig(listen=join_hostport(c.host or "0.0.0.0", c.port))

    @model_validator(mode="after")
    def _peers_are_instances(self) -> RouterConfig:
        if self.peers is not None and self.routing.instances < 2:
            raise ValueError("peers: routing.instances must be at least 2 (this instance and the peers it reports to)")
        if self.routing.peer_load and self.routing.instances > 1 and self.peers_in_use is None:
            raise ValueError(
                "routing.peer_load: needs a peer channel to hear the other instances' load (peers, or control.port "
                "for the default one); without one the instance would take its own view for the fleet's"
            )
        return self

    @model_validator(mode="after")
    def _one_planner(self) -> RouterConfig:
        if self.planner is not None and self.plan_period_s is not None:
            raise ValueError("planner and plan_period_s: set one (the shared planner makes this instance's plans too)")
        return self
