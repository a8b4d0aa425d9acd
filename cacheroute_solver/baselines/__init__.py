"""Today's routers, reproduced for the fleet simulator: the baselines CacheRoute is measured against.

Each router follows the rule and the shipped defaults of its project as recorded in
``docs/reference/baseline-routers.md`` and exposes them as ``defaults`` (and the project as
``follows``) for the evaluation table. Their names are registered in one place,
`cacheroute_solver.replay.registry.BASELINES`.

A simulated request carries chained block hashes, not text, so routers that work on characters
work on the hash chain instead (see ``docs/baselines.md``): a prefix match of ``m`` blocks stands
for a match of the characters of those blocks (``m`` blocks x tokens per block; match *rates* are
token ratios, so the character/token ratio cancels); a key made of the first characters of the
prompt becomes the first block hash. Tokens per block are given (``block_tokens``, the trace's
``Trace.block_tokens``), read from `FleetView.block_tokens`, or inferred from requests by
`_common.BlockTokens`.
"""

from __future__ import annotations

from .cache_aware import CacheAwareCliRouter, CacheAwareLibRouter, CacheAwareRouter
from .chwbl import CHWBLRouter
from .consistent_hash import ConsistentHashRouter
from .dynamo import DynamoRouter
from .dynamo_softmax import DynamoSoftmaxRouter
from .least_loaded import LeastLoaded
from .llmd import LlmdRouter
from .lmetric import LMetricRouter
from .power_of_two import PowerOfTwoRouter
from .round_robin import RoundRobin

__all__ = [
    "CHWBLRouter",
    "CacheAwareCliRouter",
    "CacheAwareLibRouter",
    "CacheAwareRouter",
    "ConsistentHashRouter",
    "DynamoRouter",
    "DynamoSoftmaxRouter",
    "LMetricRouter",
    "LeastLoaded",
    "LlmdRouter",
    "PowerOfTwoRouter",
    "RoundRobin",
]
