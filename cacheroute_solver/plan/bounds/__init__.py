"""Lower bounds on the plan program's optimum; `Plan.bound` is the best one proven in time.

All are Lagrangian or LP relaxations of the program of `formulations/plan-program.md`, so each is a
valid bound for any multipliers (signs clamped); the burst margins, the destination limit D and
integrality of the shares are relaxed in all of them (dropping rows only lowers a minimum). Keys
whose prefix exceeds every KV budget are not eligible (`make_instance`), so no relaxation
half-caches them. One module per bound: `trivial`, `pooled` (with `isolated`, the overload a hot
key cannot avoid), `knapsack`, `split`, `lp`; `common` holds what they share and `gaps`.

Every function takes a deadline and returns the best bound it has when time is up.
"""

from cacheroute_solver.plan.bounds.common import Duals, gaps
from cacheroute_solver.plan.bounds.isolated import forced_overload, isolated_overload
from cacheroute_solver.plan.bounds.knapsack import knapsack_bound, knapsack_value
from cacheroute_solver.plan.bounds.lp import LpResult, lp_bound
from cacheroute_solver.plan.bounds.pooled import PooledResult, pooled_bound
from cacheroute_solver.plan.bounds.split import split_bound
from cacheroute_solver.plan.bounds.trivial import trivial_bound

__all__ = [
    "Duals",
    "LpResult",
    "PooledResult",
    "forced_overload",
    "gaps",
    "isolated_overload",
    "knapsack_bound",
    "knapsack_value",
    "lp_bound",
    "pooled_bound",
    "split_bound",
    "trivial_bound",
]
