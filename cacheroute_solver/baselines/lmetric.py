"""LMetric (Zhang et al., "Simple is Better: Multiplication May Be All You Need for LLM Request Scheduling",
arXiv 2603.15202) as NVIDIA Dynamo's KV router runs it (``--router-selection-policy lmetric``, PR #11028).

The cost of a worker is the product of a cache indicator and a load indicator, so that no weight between
them needs tuning (it cancels when two workers are compared): the prefill the worker would do for the
request (its routed prefill not yet done plus this prompt less the overlap it holds, Dynamo's adjusted
prefill blocks) times its running batch plus one (Dynamo measures the batch by the KV blocks of its active
requests, ``decode_blocks``, as its linear cost does). The lowest wins. The overlap and the loads are
Dynamo's (`DynamoRouter`): the engines' KV events when they publish them, the router's own decisions
otherwise; each router replica's load its own.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from cacheroute_solver.simulator.router_api import FleetView
from cacheroute_solver.simulator.trace import Request

from .dynamo import DynamoRouter

__all__ = ["LMetricRouter"]


class LMetricRouter(DynamoRouter):
    """Dynamo's router with the LMetric cost: adjusted prefill blocks x (decode blocks + 1), lowest wins."""

    name = "lmetric"
    follows = "LMetric (arXiv 2603.15202) in NVIDIA Dynamo's KV router (--router-selection-policy lmetric)"
    defaults: ClassVar[dict[str, Any]] = {**DynamoRouter.defaults, "cost": "prefill_blocks x (decode_blocks + 1)"}

    def costs(self, request: Request, view: FleetView) -> np.ndarray:
        prefill, decode = self.loads(request, view)
        return prefill * (decode + 1.0)
