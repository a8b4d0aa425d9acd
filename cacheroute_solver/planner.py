"""Deprecated: `cacheroute_solver.planning` holds what this module held; this path goes in the next release."""

import warnings

from cacheroute_solver.planning import (  # noqa: F401
    PlanDiff,
    PlanStep,
    Planner,
    diff_plans,
    seeded,
)

__all__ = ["PlanDiff", "PlanStep", "Planner", "diff_plans", "seeded"]

warnings.warn(
    "cacheroute_solver.planner moved to cacheroute_solver.planning; "
    "the old path goes in the next release",
    DeprecationWarning,
    stacklevel=2,
)
