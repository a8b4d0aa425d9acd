"""Round robin: every router's fallback."""

from __future__ import annotations

from typing import Any, ClassVar

from cacheroute_solver.simulator.router_api import RoundRobinRouter

__all__ = ["RoundRobin"]


class RoundRobin(RoundRobinRouter):
    """Round robin: the next healthy replica in turn. No parameters."""

    follows = "round robin (every router's fallback)"
    defaults: ClassVar[dict[str, Any]] = {}
