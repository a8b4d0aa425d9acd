"""The plan program and its solution: from key statistics and a fleet to a validated routing plan.

`solve` (`solve_plan`, `validate_plan`), the program (`program`: instance arrays, objective,
`warmset`, `replication`, `following`), the load model (`load`), the search over backends
(`search`, `exchange`, `backends/`), the lower bounds (`bounds/`) and the seeded benchmark
families (`families`). Symbols and rows as in `formulations/plan-program.md`.
"""

from cacheroute_solver.models import PlanInputError
from cacheroute_solver.plan.solve import export_model, solve_plan, validate_plan

__all__ = ["PlanInputError", "export_model", "solve_plan", "validate_plan"]
