"""cacheroute-solver: cache-aware routing plans for LLM serving fleets.

Public API: the boundary models, `solve_plan`, `validate_plan`, `shadow_replay` (with its
`ReplayReport`), and the `adapter` package that applies plans to routers. Everything else lives
in submodules (the layers of docs/architecture.md: prefix, costmodel, observe, plan, routing,
planning, simulator, baselines, replay) and may change.
"""

from typing import Any

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig, Replica, Violation
from cacheroute_solver.plan import PlanInputError, solve_plan, validate_plan

__all__ = [
    "Fleet",
    "KeyStats",
    "Plan",
    "PlanConfig",
    "PlanInputError",
    "ReplayReport",
    "Replica",
    "Violation",
    "adapter",
    "shadow_replay",
    "solve_plan",
    "validate_plan",
]


def __getattr__(name: str) -> Any:
    """Load the replay machinery (simulator, router) only when it is asked for."""
    if name in ("shadow_replay", "ReplayReport"):
        from cacheroute_solver import replay

        return getattr(replay, name)
    if name == "adapter":
        import importlib

        return importlib.import_module("cacheroute_solver.adapter")
    raise AttributeError(f"module 'cacheroute_solver' has no attribute {name!r}")
