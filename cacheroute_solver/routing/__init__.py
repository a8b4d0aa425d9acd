"""The routing core shared by the simulated and the live CacheRoute router.

`RoutingCore` decides; `PrefixMemory` remembers where prefixes are cached; `PlanIndex` is the
plan in force compiled for lookups; `LoadLedger` is the router's own view of load (`PeerLoad` adds
the other instances' reports to it); `DelayModel` turns them into expected time to first token;
`home` is the placement several instances compute alike, and `bursts` the slot each takes when they
decide at the same moment. The rule: docs/routing.md.
"""

from .core import Choice, LoadView, Reason, RoutingConfig, RoutingCore, holder, prefix_uniform
from .delay import DelayModel
from .ledger import LoadLedger
from .memory import PrefixMemory
from .plan_index import PlanIndex, WarmKey

__all__ = [
    "Choice",
    "DelayModel",
    "LoadLedger",
    "LoadView",
    "PlanIndex",
    "PrefixMemory",
    "Reason",
    "RoutingConfig",
    "RoutingCore",
    "WarmKey",
    "holder",
    "prefix_uniform",
]
