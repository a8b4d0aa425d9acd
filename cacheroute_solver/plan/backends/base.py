"""The one small interface every plan backend fulfils."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Literal, Protocol

from cacheroute_solver.plan.program import Assignment, Instance, ProgramRows

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


class OutOfTime(Exception):
    """Building a model took the share of the time limit it may use."""


class BuildClock:
    """Checks, while a model is built in Python, that the build keeps within its share of the time.

    Building a whole CP-SAT or PuLP model costs tens to hundreds of microseconds per pair (machine
    and load dependent), so the only reliable limit is to watch the clock while building.
    """

    def __init__(self, budget: float):
        self.t0 = time.perf_counter()
        self.end = self.t0 + budget
        self.n = 0

    def tick(self, every: int = 256) -> None:
        self.n += 1
        if self.n % every == 0 and time.perf_counter() > self.end:
            raise OutOfTime(f"model not built within {self.end - self.t0:.2f} s")


class PlanBackend(Protocol):
    """What every backend takes: the (scaled) instance, a time limit in seconds, an optional hint and
    a seed."""

    name: str

    def solve(
        self, inst: Instance, time_limit: float, hint: Assignment | None = None, seed: int = 0
    ) -> SolveResult: ...


class ExactBackend(PlanBackend, Protocol):
    """A backend that solves the exact program (cpsat, pulp), also over the rows of a restricted
    program: some keys decided, the others fixed (`make_program_rows`; default the whole program)."""

    def solve(
        self,
        inst: Instance,
        time_limit: float,
        hint: Assignment | None = None,
        seed: int = 0,
        rows: ProgramRows | None = None,
    ) -> SolveResult: ...
