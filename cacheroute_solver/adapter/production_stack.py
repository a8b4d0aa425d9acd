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
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from .plan_routing import Decision, PlanRouting
from .recorder import RecordingConfig, TrafficRecorder
from .request_keys import KeySpec, request_chain

__all__ = ["install_routing_logic", "make_routing_logic", "routing_logic_class", "stats_load", "stats_prefilling"]


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
        self, routing: PlanRouting, key_spec: KeySpec | None, reroute_attempts: int, recording: RecordingConfig | None
    ) -> None:
        self.routing = routing
        self.key_spec = key_spec or KeySpec()
        self.max_instance_failover_reroute_attempts = reroute_attempts
        self.session_key = None
        self.last_decision = None
        self.recorder = None if recording is None else TrafficRecorder(recording, routing.counters)

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
        if request_json is None:
            raw = await request.body() if hasattr(request, "body") else b""
            request_json = json.loads(raw) if raw else {}
        live = [e for e in endpoints if not getattr(e, "sleep", False)] or list(endpoints)
        urls = [e.url for e in live]
        headers = getattr(request, "headers", None) or {}
        request_id = headers.get("X-Request-Id") or headers.get("x-request-id")
        chain = request_chain(request_json, self.key_spec)
        stats = request_stats or {}
        decision = self.routing.decide(
            chain.hashes,
            urls,
            lambda u: stats_load(stats.get(u)),
            request_id=request_id,
            prompt_tokens=chain.prompt_tokens,
            prefilling=lambda u: stats_prefilling(stats.get(u)),
        )
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
) -> Any:
    """A new routing-logic object over ``routing``; ``recording``: record what it routes (call its
    ``close()`` at shutdown, so that the last records are written).

    Built without the class's metaclass call: production-stack routers are per-class singletons,
    and each object here must keep its own plan store.
    """
    cls = routing_logic_class()
    obj: Any = object.__new__(cls)
    obj._setup(routing, key_spec, max_instance_failover_reroute_attempts, recording)
    return obj


def install_routing_logic(app: Any, logic: Any) -> Any:
    """Replace ``app.state.router`` with ``logic`` (keeping the failover setting); returns the old one."""
    previous = getattr(app.state, "router", None)
    if previous is not None and hasattr(previous, "max_instance_failover_reroute_attempts"):
        logic.max_instance_failover_reroute_attempts = previous.max_instance_failover_reroute_attempts
    app.state.router = logic
    return previous
