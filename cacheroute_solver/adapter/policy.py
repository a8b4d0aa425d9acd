"""Deprecated path of `cacheroute_solver.adapter.plan_routing` (the routing core's live shell)."""

import warnings

from .plan_routing import Decision, PlanRouting, ReplicaEndpoint, normalize_url

__all__ = ["Decision", "PlanRouting", "ReplicaEndpoint", "normalize_url"]

warnings.warn(
    "cacheroute_solver.adapter.policy moved to cacheroute_solver.adapter.plan_routing; the old path goes in the next release",
    DeprecationWarning,
    stacklevel=2,
)
