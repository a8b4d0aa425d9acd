"""Consistent hashing with fixed affinity (vLLM router consistent_hash)."""

from __future__ import annotations

from typing import Any, ClassVar

from cacheroute_solver.simulator.router_api import FleetView, Router
from cacheroute_solver.simulator.trace import Request

from ._common import Ring

__all__ = ["ConsistentHashRouter"]


class ConsistentHashRouter(Router):
    """Consistent hashing with fixed affinity: the key's point on a ring of healthy replicas picks
    the replica; load is ignored. 160 virtual nodes per replica as the vLLM router.

    The key is the request's declared key (the vLLM router hashes a session/user header), or the
    first block hash when the request has none (or when ``use_request_key`` is False); a request
    with neither hashes its index. blake2b-64 stands in for the project's hash function.
    """

    name = "consistent_hash"
    follows = "vLLM router consistent_hash"
    defaults: ClassVar[dict[str, Any]] = {"virtual_nodes": 160, "key": "request key, else first block hash"}

    def __init__(self, virtual_nodes: int = 160, use_request_key: bool = True):
        self.virtual_nodes = virtual_nodes
        self.use_request_key = use_request_key
        self._ring: Ring | None = None

    def start(self, view: FleetView) -> None:
        self._ring = Ring(view.healthy_index.tolist(), view.replica_ids, self.virtual_nodes)

    def key_of(self, request: Request) -> str | int:
        if self.use_request_key and request.key is not None:
            return request.key
        if len(request.block_hashes):
            return int(request.block_hashes[0])
        return f"request:{request.index}"

    def ring(self, view: FleetView | None = None) -> Ring:
        """The ring, built from ``view`` on first use when `start` was not called."""
        if self._ring is None:
            if view is None:
                raise RuntimeError(f"{type(self).__name__}: call start(view) before routing")
            self.start(view)
        assert self._ring is not None
        return self._ring

    def ring_order(self, request: Request) -> list[int]:
        """Healthy replicas in ring order from the request's key (after `start`)."""
        return list(self.ring().walk(self.key_of(request)))

    def route(self, request: Request, view: FleetView) -> int:
        return next(self.ring(view).walk(self.key_of(request)))
