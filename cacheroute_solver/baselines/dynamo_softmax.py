"""NVIDIA Dynamo's KV router with softmax sampling (``--router-temperature`` > 0), as its users run several
router replicas under bursts.

Several Dynamo routers, each with the same view of the workers (the engines' KV events every replica
consumes; its active-block load its own unless ``--router-replica-sync``), send a burst to the same
lowest-cost worker: Dynamo's issue 589, whose answer is to sample instead of taking the minimum
(``router_temperature``: a softmax of the costs min-max normalised, ``lib/kv-router/src/scheduling/
selector/default.rs``). Temperature 0.5 was the default when sampling came in (PR #1731, 2025-07; the
default is 0 since); bursts of sibling requests also get ``--router-predicted-ttl-secs 5`` (Dynamo's
configuration guide: the router records its own decisions for 5 s beside the KV events, so that a burst's
siblings see the first one's prefix before its engine reports it).
"""

from __future__ import annotations

from typing import Any, ClassVar

from .dynamo import DynamoRouter

__all__ = ["DynamoSoftmaxRouter"]


class DynamoSoftmaxRouter(DynamoRouter):
    """`DynamoRouter` sampling its costs at ``temperature`` 0.5, with a 5 s predict-on-route side index."""

    name = "dynamo_softmax"
    follows = "NVIDIA Dynamo KV router, --router-temperature 0.5 --router-predicted-ttl-secs 5"
    defaults: ClassVar[dict[str, Any]] = {
        **DynamoRouter.defaults,
        "temperature": 0.5,
        "predicted_ttl_s": 5.0,
    }

    def __init__(self, temperature: float = 0.5, *, predicted_ttl_s: float | None = 5.0, **kwargs: Any) -> None:
        super().__init__(temperature=temperature, predicted_ttl_s=predicted_ttl_s, **kwargs)
