"""SGLang gateway instances in HA mode: cache_aware trees shared over the mesh after a sync delay."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any, ClassVar

from cacheroute_solver.simulator.balancer import Balanced, InstanceEvent
from cacheroute_solver.simulator.router_api import FleetView
from cacheroute_solver.simulator.trace import Request

from .cache_aware import CacheAwareCliRouter, CacheAwareRouter

__all__ = ["CacheAwareMesh"]


class CacheAwareMesh(Balanced):
    """``instances`` SGLang gateways (`CacheAwareCliRouter`) behind one balancer with the mesh on.

    Each gateway routes as alone, on its own in-flight counts; the mesh (SWIM gossip, a 1 s round:
    ``docs/reference`` and the notes on several-instance routers) carries every routing decision,
    ``(prefix, worker)``, to the other gateways' trees, where it lands ``sync_s`` later, as the v2
    tree sync's per-round deltas do. Load is not shared (a gateway's count is its own).
    """

    name = "cache_aware_mesh"
    follows = "SGLang gateway cache_aware, --enable-mesh (tree deltas every gossip round)"
    defaults: ClassVar[dict[str, Any]] = {"sync_s": 1.0, **CacheAwareCliRouter.defaults}

    def __init__(
        self, instances: int = 4, sync_s: float = 1.0, name: str | None = None, events: Sequence[InstanceEvent] = ()
    ) -> None:
        super().__init__(
            [CacheAwareCliRouter() for _ in range(instances)],
            name=name or f"cache_aware_mesh x{instances}",
            events=events,
            spawn=CacheAwareCliRouter,
        )
        self.sync_s = sync_s
        self._pending: deque[tuple[float, int, Request, int, float]] = deque()

    def route(self, request: Request, view: FleetView) -> int:
        now = view.now
        pending = self._pending
        while pending and pending[0][0] <= now:
            _, origin, req, replica, at = pending.popleft()
            for i, inst in enumerate(self.instances):
                if i != origin:
                    assert isinstance(inst, CacheAwareRouter)
                    inst.insert(req, replica, at)
        origin = self._next % len(self.instances)
        r = super().route(request, view)
        pending.append((now + self.sync_s, origin, request, r, now))
        return r
