"""Consistent hashing with bounded loads (KubeAI PrefixHash)."""

from __future__ import annotations

from typing import Any, ClassVar

from cacheroute_solver.simulator.router_api import FleetView
from cacheroute_solver.simulator.trace import Request

from .consistent_hash import ConsistentHashRouter

__all__ = ["CHWBLRouter"]


class CHWBLRouter(ConsistentHashRouter):
    """Consistent hashing with bounded loads (KubeAI PrefixHash): walk the ring clockwise from the
    key's point to the first replica within ``bound = c * (total + 1) / n`` (total in-flight over
    the ``n`` healthy replicas); c = 1.25, 256 virtual nodes (KubeAI).

    "Within" is KubeAI's source: ``in_flight + 1 <= bound`` (the new request counted), any replica
    when nothing is in flight, and the key's first replica when none is within.
    ``count_new=False`` gives the notes' form, ``in_flight <= bound``, which some replica always
    meets. KubeAI keys on the first 100 characters of the prompt; here the first block hash (a
    longer prefix: a whole block of tokens). Load is the router's own in-flight count.
    """

    name = "chwbl"
    follows = "KubeAI PrefixHash (CHWBL)"
    defaults: ClassVar[dict[str, Any]] = {
        "load_factor": 1.25,
        "virtual_nodes": 256,
        "key": "first block hash (first 100 chars)",
    }

    def __init__(
        self,
        load_factor: float = 1.25,
        virtual_nodes: int = 256,
        use_request_key: bool = False,
        count_new: bool = True,
    ):
        super().__init__(virtual_nodes, use_request_key)
        self.load_factor = load_factor
        self.count_new = count_new

    def bound(self, view: FleetView) -> float:
        """The most in-flight requests a replica may have to take the request."""
        idx = view.healthy_index
        return self.load_factor * (int(view.in_flight[idx].sum()) + 1) / len(idx) - self.count_new

    def route(self, request: Request, view: FleetView) -> int:
        order = self.ring(view).walk(self.key_of(request))
        load = view.in_flight
        if not load[view.healthy_index].any():
            return next(order)
        bound = self.bound(view)
        first = -1
        for r in order:
            if load[r] <= bound:
                return r
            if first < 0:
                first = r
        return first
