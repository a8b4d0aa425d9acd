"""Plan backends behind one interface, `PlanBackend`: `solve(instance, time_limit, hint, seed) -> SolveResult`.

`greedy` (always there), `cpsat` (OR-Tools) and `pulp` (CBC) are loaded by name through
`get_backend`; the exact ones also take the rows of a restricted program (`ExactBackend`).
"""

from cacheroute_solver.plan.backends.base import BackendUnavailable, ExactBackend, PlanBackend, SolveResult
from cacheroute_solver.plan.backends.greedy import GreedyBackend
from cacheroute_solver.plan.backends.registry import get_backend, get_exact_backend, import_seconds, preload

__all__ = [
    "BackendUnavailable",
    "ExactBackend",
    "GreedyBackend",
    "PlanBackend",
    "SolveResult",
    "get_backend",
    "get_exact_backend",
    "import_seconds",
    "preload",
]
