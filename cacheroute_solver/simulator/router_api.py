"""The router interface of the simulator, the live state a router sees, and two trivial routers.

A router is asked, for every arriving request, which replica should serve it. It sees the
request (`Request`: key, block hashes, lengths) and a `FleetView`: what a real router in front of
vLLM engines can observe (in-flight and queued requests per replica, KV usage from the engines'
metrics, health, the clock). It does not see the engines' block tables; routers that want cache
awareness keep their own model of what each replica holds (e.g. from the requests they sent or
from `Router.on_complete`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar

import numpy as np

from cacheroute_solver.simulator.trace import Request

__all__ = ["FleetView", "LeastLoadedRouter", "RoundRobinRouter", "Router"]


def _ro(a: np.ndarray) -> np.ndarray:
    v = a.view()
    v.flags.writeable = False
    return v


class FleetView:
    """Live, read-only view of the simulated fleet (arrays indexed by replica index).

    The arrays are views of the simulator's own counters: they change as the simulation runs,
    so copy them if a value must be kept.
    """

    __slots__ = (
        "_healthy",
        "_healthy_index",
        "_hit",
        "_kv_used",
        "_running",
        "_waiting",
        "block_tokens",
        "healthy",
        "kv_block_tokens",
        "kv_total_blocks",
        "kv_used_blocks",
        "now",
        "replica_ids",
        "running",
        "waiting",
    )

    def __init__(
        self,
        replica_ids: tuple[str, ...],
        healthy: np.ndarray,
        kv_total_blocks: np.ndarray,
        block_tokens: int | None = None,
        kv_block_tokens: int = 16,
    ):
        r = len(replica_ids)
        self.block_tokens = block_tokens
        """Prompt tokens per block hash of the requests (the trace's ``block_tokens``), if known."""
        self.kv_block_tokens = kv_block_tokens
        """Tokens per engine KV block (vLLM ``--block-size``): ``kv_total_blocks`` x this is each replica's KV."""
        self.replica_ids = tuple(replica_ids)
        self._waiting = np.zeros(r, dtype=np.int64)
        self._running = np.zeros(r, dtype=np.int64)
        self._kv_used = np.zeros(r, dtype=np.int64)
        self._healthy = np.asarray(healthy, dtype=bool).copy()
        self.healthy = _ro(self._healthy)
        self.waiting = _ro(self._waiting)
        """Requests routed to each replica and not yet admitted to its running batch."""
        self.running = _ro(self._running)
        """Requests in each replica's running batch (prefilling or decoding)."""
        self.kv_used_blocks = _ro(self._kv_used)
        """KV blocks pinned by running requests (evictable cached blocks count as free, as in vLLM)."""
        self.kv_total_blocks = _ro(np.asarray(kv_total_blocks, dtype=np.int64).copy())
        self.now = 0.0
        """Simulated time, seconds."""
        self._healthy_index = np.flatnonzero(self.healthy)
        self._hit: list[int] = []

    @property
    def num_replicas(self) -> int:
        return len(self.replica_ids)

    @property
    def in_flight(self) -> np.ndarray:
        """Requests routed to each replica and not yet finished (waiting + running)."""
        return self._waiting + self._running

    @property
    def kv_usage(self) -> np.ndarray:
        """Fraction of KV blocks pinned, per replica (vLLM's ``kv_cache_usage_perc``)."""
        return self._kv_used / np.maximum(self.kv_total_blocks, 1)

    @property
    def healthy_index(self) -> np.ndarray:
        """Indices of the healthy replicas."""
        return self._healthy_index

    def cached_tokens(self, request: int) -> int:
        """Prompt tokens of request ``request`` (its trace index) its replica served from its prefix cache (what
        vLLM reports in the answer's ``usage.prompt_tokens_details.cached_tokens``); 0 before it is admitted."""
        return self._hit[request] if request < len(self._hit) else 0

    def _set_healthy(self, replica: int, up: bool) -> None:
        """The simulator's membership change (a replica lost, restored or added)."""
        self._healthy[replica] = up
        self._healthy_index = np.flatnonzero(self._healthy)


class Router(ABC):
    """Chooses a replica for each request.

    Subclasses implement `route`; `start`, `on_first_token` and `on_complete` are optional hooks.
    The simulator calls a hook only when a subclass overrides it.
    """

    name: str = "router"
    defaults: ClassVar[dict[str, Any]] = {}
    """The settings the router's project ships (a baseline's, for the evaluation table); none here."""

    def start(self, view: FleetView) -> None:
        """Called once before the first request (size per-replica state here)."""

    @abstractmethod
    def route(self, request: Request, view: FleetView) -> int:
        """Index (into ``view.replica_ids``) of a healthy replica for ``request``."""

    def on_complete(self, request: Request, replica: int, view: FleetView) -> None:
        """Called when ``request`` finished on ``replica`` (feedback for adaptive routers)."""

    def on_first_token(self, request: Request, replica: int, view: FleetView) -> None:
        """Called when ``request``'s first token is out on ``replica`` (what a router sees as the
        first byte of a streamed answer)."""

    def on_kv_events(self, replica: int, events: list[tuple[bool, int]], view: FleetView) -> None:
        """KV-cache events of ``replica``, in order: (True, block hash) stored, (False, block hash)
        evicted; delivered ``EngineConfig.kv_event_delay_s`` after they happened, when
        ``EngineConfig.kv_events`` is on (vLLM publishes them with ``--kv-events-config``)."""

    def on_membership(self, replica: int, up: bool, view: FleetView) -> None:
        """``replica`` left (``up`` False: its cache is gone, its requests were retried elsewhere or
        cut) or joined (True: with an empty cache). ``view.healthy`` already says so."""


class RoundRobinRouter(Router):
    """Next healthy replica in turn."""

    name = "round_robin"

    def __init__(self) -> None:
        self._next = 0

    def start(self, view: FleetView) -> None:
        self._next = 0

    def route(self, request: Request, view: FleetView) -> int:
        idx = view.healthy_index
        r = int(idx[self._next % len(idx)])
        self._next += 1
        return r


class LeastLoadedRouter(Router):
    """Healthy replica with the fewest in-flight requests; ties go to the lowest index."""

    name = "least_loaded"

    def route(self, request: Request, view: FleetView) -> int:
        idx = view.healthy_index
        load = view.in_flight[idx]
        return int(idx[int(np.argmin(load))])
