"""The one small interface every plan backend fulfils."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol

from cacheroute_solver.placement import Assignment, Instance

SolveStatus = Literal["optimal", "feasible", "timeout", "infeasible", "error"]


class BackendUnavailable(RuntimeError):
    """The backend's solver cannot be loaded or used here."""


@dataclass
class SolveResult:
    """An assignment (None when the backend found none) and how it was obtained."""

    assignment: Assignment | None
    status: SolveStatus
    seconds: float
    detail: str = ""
    bound: float | None = None  # a bound valid for the exact program, if the solver proved one


class PlanBackend(Protocol):
    name: str

    def solve(
        self, inst: Instance, time_limit: float, hint: Assignment | None = None, seed: int = 0
    ) -> SolveResult: ...
