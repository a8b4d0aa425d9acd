"""Least loaded: the shortest queue of the SGLang and vLLM routers."""

from __future__ import annotations

from typing import Any, ClassVar

from cacheroute_solver.simulator.router_api import LeastLoadedRouter

__all__ = ["LeastLoaded"]


class LeastLoaded(LeastLoadedRouter):
    """Least loaded: the healthy replica with the fewest in-flight requests (lowest index on ties).

    production-stack's variant falls back to the lowest QPS; in-flight count is used here.
    """

    follows = "least loaded (SGLang/vLLM router shortest queue)"
    defaults: ClassVar[dict[str, Any]] = {}
