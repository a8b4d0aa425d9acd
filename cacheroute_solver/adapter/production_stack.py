"""Routing logic for the vLLM production-stack router (package ``vllm_router``).

`make_routing_logic` returns an object that fulfils its ``RoutingInterface``: an async
``route_request(endpoints, engine_stats, request_stats, request, request_json)`` returning the
chosen endpoint URL, and ``max_instance_failover_reroute_attempts``. When ``vllm_router`` is
importable the class subclasses its ``PrefixAwareRouter``, because the request handler passes the
parsed body only to that family; otherwise it is a plain class with the same methods.
`install_routing_logic` puts it in a running router (``app.state.router``). With ``recording`` it
writes every request it routes as a replayable trace (`recorder`: hashes and counts, never prompt
text), which ``cacheroute gate`` takes; it sees the decision, not the answer, so ``ttft_s`` and
``status`` are null.

production-stack discovers its engines (Kubernetes pods come and go with rollouts) and offers the logic those
that serve the request's model. An endpoint the routing does not know joins it there and then (its id
production-stack's endpoint ``Id``, its capacities the defaults), and one not offered for ``forget_after_s``
leaves it; the logic never raises into production-stack's handler: a decision that fails goes to the least
loaded endpoint offered, counted as ``cacheroute_decisions_total{kind="fallback"}``. `register_metrics` puts
the counters on production-stack's own ``/metrics`` (prometheus_client's default registry).
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
import weakref
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .metrics import Counters
from .plan_routing import Decision, PlanRouting, ReplicaEndpoint, normalize_url
from .recorder import RecordingConfig, TrafficRecorder
from .request_keys import KeySpec, request_chain

__all__ = [
    "install_routing_logic",
    "make_routing_logic",
    "register_metrics",
    "routing_logic_class",
    "stats_load",
    "stats_prefilling",
]

log = logging.getLogger("cacheroute.production_stack")

FORGET_AFTER_S = 600.0
"""An endpoint production-stack has not offered for this long leaves the routing (`make_routing_logic`)."""


def stats_load(stat: Any) -> float:
    """Load of one engine from production-stack ``RequestStats``: requests in flight, else QPS."""
    if stat is None:
        return 0.0
    inflight = getattr(stat, "in_prefill_requests", None)
    if inflight is not None:
        return float(inflight) + float(getattr(stat, "in_decoding_requests", 0) or 0)
    return float(getattr(stat, "qps", 0.0) or 0.0)


def stats_prefilling(stat: Any) -> float:
    """Of one engine's requests in flight, those waiting for their first token (0: not known)."""
    return float(getattr(stat, "in_prefill_requests", 0) or 0) if stat is not None else 0.0


class _CacheRouteRoutingMixin:
    """Methods shared by the subclass and the plain class."""

    routing: PlanRouting
    key_spec: KeySpec
    max_instance_failover_reroute_attempts: int = 0
    session_key: str | None = None
    last_decision: Decision | None = None
    recorder: TrafficRecorder | None = None

    def _setup(
        self,
        routing: PlanRouting,
        key_spec: KeySpec | None,
        reroute_attempts: int,
        recording: RecordingConfig | None,
        forget_after_s: float = FORGET_AFTER_S,
    ) -> None:
        self.routing = routing
        self.key_spec = key_spec or KeySpec()
        self.max_instance_failover_reroute_attempts = reroute_attempts
        self.session_key = None
        self.last_decision = None
        self.recorder = None if recording is None else TrafficRecorder(recording, routing.counters)
        self.forget_after_s = forget_after_s
        self._offered: dict[str, float] = {normalize_url(r.url): time.monotonic() for r in routing.replicas}
        """When production-stack last offered each endpoint the routing knows (monotonic)."""
        self._sweep_at = time.monotonic() + min(1.0, forget_after_s)
        """When the endpoints not offered are looked for next (at most once a second, and when one joins)."""

    def _follow(self, endpoints: Iterable[Any]) -> None:
        """Endpoints offered that the routing does not know join it; ones not offered for ``forget_after_s``
        leave it, looked for when one joins and at most once a second (production-stack's discovery found new pods,
        and lost old ones)."""
        now = time.monotonic()
        routing = self.routing
        joined = False
        for e in endpoints:
            url = normalize_url(e.url)
            self._offered[url] = now
            if url not in routing.id_of:
                rid = str(getattr(e, "Id", None) or "") or url
                if rid in routing.url_of:
                    rid = url
                routing.add_replica(ReplicaEndpoint(id=rid, url=url))
                routing.counters.inc("cacheroute_replica_changes_total", change="joined", source="production_stack")
                log.info("endpoint %s (%s) joined the routing", rid, url)
                joined = True
        if joined or now >= self._sweep_at:
            self._sweep_at = now + min(1.0, self.forget_after_s)
            for url, seen in list(self._offered.items()):
                gone = routing.id_of.get(url)
                if now - seen > self.forget_after_s and gone is not None and len(routing.url_of) > 1:
                    routing.remove_replica(gone)
                    del self._offered[url]
                    routing.counters.inc("cacheroute_replica_changes_total", change="left", source="production_stack")
                    log.info("endpoint %s (%s) left the routing: not offered for %.0f s", gone, url, now - seen)
            if routing.store.replica_ids is not None:
                routing.store.replica_ids = frozenset(routing.url_of)

    def close(self) -> None:
        """Write what the recording holds and stop its writer (at the router's shutdown)."""
        if self.recorder is not None:
            self.recorder.close()

    def extract_session_id(self, request: Any, request_json: Mapping[str, Any] | None = None) -> str | None:
        return None

    async def route_request(
        self,
        endpoints: Sequence[Any],
        engine_stats: Mapping[str, Any],
        request_stats: Mapping[str, Any],
        request: Any,
        request_json: Mapping[str, Any] | None = None,
    ) -> str:
        """The URL of the endpoint the plan chooses for this request."""
        live = [e for e in endpoints if not getattr(e, "sleep", False)] or list(endpoints)
        urls = [e.url for e in live]
        stats = request_stats or {}
        try:
            if request_json is None:
                raw = await request.body() if hasattr(request, "body") else b""
                request_json = json.loads(raw) if raw else {}
            self._follow(live)
            headers = getattr(request, "headers", None) or {}
            request_id = headers.get("X-Request-Id") or headers.get("x-request-id")
            chain = request_chain(request_json, self.key_spec)
            decision = self.routing.decide(
                chain.hashes,
                urls,
                lambda u: stats_load(stats.get(u)),
                request_id=request_id,
                prompt_tokens=chain.prompt_tokens,
                prefilling=lambda u: stats_prefilling(stats.get(u)),
            )
        except Exception:
            if not urls:
                raise
            log.exception("CacheRoute's decision failed; routing to the least loaded endpoint offered")
            self.routing.counters.inc("cacheroute_decisions_total", kind="fallback", reason="error")
            return min(urls, key=lambda u: stats_load(stats.get(u)))
        self.last_decision = decision
        if self.recorder is not None:
            self.recorder.record_routed(request_json, chain, decision, block_tokens=self.key_spec.chain_block_tokens)
        return decision.url


_CLASSES: dict[type, type] = {}


def _base() -> type:
    try:
        from vllm_router.routers.routing_logic import PrefixAwareRouter
    except ImportError:
        return object
    return PrefixAwareRouter


def routing_logic_class() -> type[Any]:
    """``CacheRouteRouting``: a ``PrefixAwareRouter`` subclass when ``vllm_router`` imports, else plain."""
    base = _base()
    cls = _CLASSES.get(base)
    if cls is None:
        bases = (_CacheRouteRoutingMixin,) if base is object else (_CacheRouteRoutingMixin, base)
        cls = type(base)(
            "CacheRouteRouting",
            bases,
            {
                "__doc__": "Routes by a CacheRoute plan; fulfils production-stack's RoutingInterface.",
                "__module__": __name__,
            },
        )
        _CLASSES[base] = cls
    return cls


def make_routing_logic(
    routing: PlanRouting,
    key_spec: KeySpec | None = None,
    max_instance_failover_reroute_attempts: int = 0,
    recording: RecordingConfig | None = None,
    forget_after_s: float = FORGET_AFTER_S,
) -> Any:
    """A new routing-logic object over ``routing``; ``recording``: record what it routes (call its
    ``close()`` at shutdown, so that the last records are written); ``forget_after_s``: an endpoint not
    offered for this long leaves the routing (module docstring).

    Built without the class's metaclass call: production-stack routers are per-class singletons,
    and each object here must keep its own plan store.
    """
    cls = routing_logic_class()
    obj: Any = object.__new__(cls)
    obj._setup(routing, key_spec, max_instance_failover_reroute_attempts, recording, forget_after_s)
    return obj


class _Families:
    """A collector that yields another registry's families (prometheus_client's custom-collector protocol)."""

    def __init__(self, counters: Counters) -> None:
        self.counters = counters

    def collect(self) -> Iterable[Any]:
        return self.counters.registry.collect()


_REGISTERED: weakref.WeakKeyDictionary[Any, _Families] = weakref.WeakKeyDictionary()
"""Per registry, the collector `register_metrics` put there."""


def register_metrics(counters: Counters, registry: Any = None) -> Any:
    """Serve ``counters`` on production-stack's ``/metrics``: it writes prometheus_client's default registry
    (``generate_latest()``), where this registers a collector of them (``registry``: another one). A second call
    for the same registry (a logic set up again in one process) replaces the counters the first put there: the
    names are the same, which the registry refuses twice. Returns the collector (``registry.unregister`` it to
    take them off)."""
    if registry is None:
        from prometheus_client import REGISTRY as registry
    previous = _REGISTERED.pop(registry, None)
    if previous is not None:
        with contextlib.suppress(KeyError):  # unregistered by the caller already
            registry.unregister(previous)
    collector = _Families(counters)
    registry.register(collector)
    _REGISTERED[registry] = collector
    return collector


def install_routing_logic(app: Any, logic: Any) -> Any:
    """Replace ``app.state.router`` with ``logic`` (keeping the failover setting); returns the old one."""
    previous = getattr(app.state, "router", None)
    if previous is not None and hasattr(previous, "max_instance_failover_reroute_attempts"):
        logic.max_instance_failover_reroute_attempts = previous.max_instance_failover_reroute_attempts
    app.state.router = logic
    return previous
