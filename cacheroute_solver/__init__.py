"""cacheroute-solver: cache-aware routing plans for LLM serving fleets.

Public API: the boundary models, `solve_plan`, `validate_plan`. Everything else lives in
submodules (placement, warmset, replication, bound, backends, ...) and may change.
"""

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig, Replica, Violation
from cacheroute_solver.plan import PlanInputError, solve_plan, validate_plan

__all__ = [
    "Fleet",
    "KeyStats",
    "Plan",
    "PlanConfig",
    "PlanInputError",
    "Replica",
    "Violation",
    "solve_plan",
    "validate_plan",
]
