"""Power of two choices (SGLang / vLLM router)."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from cacheroute_solver.simulator.router_api import FleetView, Router
from cacheroute_solver.simulator.trace import Request

__all__ = ["PowerOfTwoRouter"]


class PowerOfTwoRouter(Router):
    """Power of two choices: two distinct healthy replicas drawn at random (seeded), the one with
    fewer in-flight requests wins (the first drawn on ties), as the SGLang/vLLM routers' policy."""

    name = "power_of_two"
    follows = "power of two (SGLang / vLLM router)"
    defaults: ClassVar[dict[str, Any]] = {}

    def __init__(self, seed: int = 0):
        self.seed = seed
        self._rng = np.random.default_rng(seed)

    def start(self, view: FleetView) -> None:
        self._rng = np.random.default_rng(self.seed)

    def route(self, request: Request, view: FleetView) -> int:
        idx = view.healthy_index
        if len(idx) == 1:
            return int(idx[0])
        a, b = self._rng.choice(idx, size=2, replace=False)
        load = view.in_flight
        return int(b) if load[b] < load[a] else int(a)
