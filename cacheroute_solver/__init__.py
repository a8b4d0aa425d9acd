"""cacheroute-solver: cache-aware routing plans for LLM serving fleets."""

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig, Replica, Violation

__all__ = ["Fleet", "KeyStats", "Plan", "PlanConfig", "Replica", "Violation"]
