"""Capacity at the SLO: the highest offered rate at which a router keeps its p99 within the SLO.

`capacity_at_slo` time-scales a recorded trace to each rate it tries and replays it through the
simulated fleet with a fresh router; the search (`_CapacitySearch`) is a pure function of the results
so far, so every executor (`replay.execution`) gets the serial answer.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.models import Fleet
from cacheroute_solver.replay.execution import Executor, Scenario, Serial, SimOutcome, SimTask, run_jobs
from cacheroute_solver.simulator import EngineConfig, MembershipEvent, Router, SimReport, Trace

__all__ = ["CapacityPoint", "CapacityResult", "Metric", "capacity_at_slo", "p99_of"]

_FROZEN = ConfigDict(frozen=True, extra="forbid")
Metric = Literal["ttft", "e2e", "excess"]
"""The latency an SLO is on: time to first token, end to end, or `SimReport.ttft_excess` (time to first
token beyond the request's unavoidable prefill: the router's and the load's part, not the prompt's)."""


class CapacityPoint(BaseModel):
    """One simulated offered rate."""

    model_config = _FROZEN

    rate: float
    p99_s: float
    hit_rate: float
    busy_skew: float
    within_slo: bool


class CapacityResult(BaseModel):
    """The rates at which a router kept the SLO, the highest of them, and how to read it."""

    model_config = _FROZEN

    router: str
    slo_s: float
    metric: Metric
    capacity_rps: float = Field(description="Highest rate found within the SLO (0: none, even the lowest tried).")
    at_capacity: SimReport | None
    points: tuple[CapacityPoint, ...] = Field(description="Every rate simulated, in the order tried.")
    passing_rates: tuple[float, ...] = Field(default=(), description="Rates at which the SLO held, ascending.")
    resolution: float | None = Field(
        default=None,
        description="(lowest failing rate above the capacity) / capacity - 1 (None: not bracketed from above).",
    )
    monotone: bool = Field(
        default=True, description="Every passing rate lies below every failing rate (p99 rose with the rate)."
    )
    p99_floor_s: float = Field(default=0.0, description="Lowest p99 over the rates tried.")
    threshold_effect: bool = Field(
        default=False,
        description="The answer hangs on a threshold: p99 fell back within the SLO above a failing rate, or "
        "even the lowest p99 tried is within 20 % of the SLO (long uncached prompts set a floor).",
    )
    note: str | None = Field(default=None, description="Why the answer is a threshold effect, in words.")


def p99_of(report: SimReport, metric: Metric) -> float:
    """The p99 of ``metric`` in ``report`` (ValueError: 'excess' of a run that did not compute the bound)."""
    if metric == "ttft":
        return report.ttft.p99
    if metric == "e2e":
        return report.e2e.p99
    if report.ttft_excess is None:
        raise ValueError("metric 'excess' needs the infinite-cache bound: run with EngineConfig.compute_bound=True")
    return report.ttft_excess.p99


def capacity_at_slo(
    trace: Trace,
    fleet: Fleet,
    make_router: Callable[[], Router],
    slo_s: float = 3.5,
    metric: Metric = "ttft",
    engine: EngineConfig | None = None,
    start_rate: float | None = None,
    rel_tol: float = 0.05,
    max_runs: int = 12,
    progress: Callable[[CapacityPoint], None] | None = None,
    executor: Executor | None = None,
    membership: Sequence[MembershipEvent] = (),
) -> CapacityResult:
    """Highest mean rate (req/s) at which ``metric``'s p99 stays within ``slo_s``, as found.

    Brackets by doubling or halving from ``start_rate`` (default: the trace's own rate), then
    bisects (geometric mean) until the bracket is within ``rel_tol`` or ``max_runs`` are spent.
    Each run replays the whole trace time-scaled to the rate, with a fresh router. Nothing assumes
    that p99 rises with the rate: every passing rate is reported; when one lies above a failing
    rate, or the p99 floor sits near the SLO (a lower rate stretches reuse gaps and can lose hits;
    a long prompt alone can exceed the SLO), the result says so (`CapacityResult.threshold_effect`).
    Halving stops early when p99 no longer falls (a floor above the SLO).

    ``executor`` (default: this process) runs the simulations; with several workers the rates the
    search may need next are simulated ahead, and the search still takes exactly the serial
    steps, so the answer does not depend on the executor (`cacheroute_solver.replay.execution`).
    """
    search = _CapacitySearch("router", start_rate or trace.mean_rate, slo_s, metric, rel_tol, max_runs)
    tell = (lambda _j, task, out: progress(search.point(task, out))) if progress is not None else None
    [path] = run_jobs(
        executor or Serial(), Scenario(trace, fleet, {"router": make_router}, engine, membership), [search], tell
    )
    return search.result(path)


@dataclass(frozen=True)
class _Guess:
    """A result speculation assumes for a rate not simulated yet."""

    within_slo: bool
    p99_s: float = math.nan


@dataclass(frozen=True)
class _CapacitySearch:
    """`capacity_at_slo`'s decision sequence for the router called ``router``, replayed from the
    results known so far (an `execution.Job`): the rates it tries are a function of the results
    of the rates before, so any executor, speculating or not, gets the serial answer."""

    router: str
    start: float
    slo_s: float
    metric: Metric
    rel_tol: float
    max_runs: int

    def point(self, task: SimTask, out: SimOutcome) -> CapacityPoint:
        rep = out.report
        ok = rep.completed == rep.requests and p99_of(rep, self.metric) <= self.slo_s
        assert task.rate is not None, "a capacity search task has its rate"
        return CapacityPoint(
            rate=task.rate,
            p99_s=p99_of(rep, self.metric),
            hit_rate=rep.hit_rate,
            busy_skew=rep.busy_skew,
            within_slo=ok,
        )

    def walk(self, known: Mapping[SimTask, SimOutcome | _Guess]) -> tuple[list[SimTask], list[SimTask]]:
        path: list[SimTask] = []
        points: list[CapacityPoint | _Guess] = []
        rate = self.start
        lo, hi = 0.0, math.inf
        runs = 0
        while runs < self.max_runs and (hi == math.inf or lo == 0.0 or hi / lo > 1 + self.rel_tol):
            if hi == math.inf and lo > 0:
                rate = lo * 2
            elif lo == 0.0 and hi < math.inf:
                rate = hi / 2
            elif lo > 0 and hi < math.inf:
                rate = math.sqrt(lo * hi)
            task = SimTask(self.router, rate)
            got = known.get(task)
            if got is None:
                return path, [task]
            pt = got if isinstance(got, _Guess) else self.point(task, got)
            path.append(task)
            points.append(pt)
            runs += 1
            if pt.within_slo:
                lo = rate
            else:
                hi = rate
            if lo == 0.0 and (hi < 1e-6 or _stalled(points)):  # type: ignore[arg-type]
                break
        return path, []

    def guesses(self, task: SimTask) -> tuple[_Guess, _Guess]:
        return _Guess(True), _Guess(False)

    def result(self, path: list[tuple[SimTask, SimOutcome]]) -> CapacityResult:
        points = [self.point(task, out) for task, out in path]
        reports = {task.rate: out.report for task, out in path}
        name = path[-1][1].router if path else ""
        return _capacity_result(name, self.slo_s, self.metric, points, reports)  # type: ignore[arg-type]


def _stalled(points: list[CapacityPoint]) -> bool:
    """The last three halvings all failed and p99 fell by under 5 % each: a floor above the SLO."""
    tail = points[-3:]
    if len(tail) < 3 or any(p.within_slo for p in tail):
        return False
    return all(b.p99_s > 0.95 * a.p99_s for a, b in itertools.pairwise(tail))


def _capacity_result(
    name: str, slo_s: float, metric: Metric, points: list[CapacityPoint], reports: dict[float, SimReport]
) -> CapacityResult:
    passing = sorted({p.rate for p in points if p.within_slo})
    failing = sorted({p.rate for p in points if not p.within_slo})
    cap = passing[-1] if passing else 0.0
    above = [r for r in failing if r > cap]
    monotone = not passing or not failing or failing[0] > passing[-1]
    floor = min((p.p99_s for p in points), default=0.0)
    notes = []
    if not monotone:
        below = [r for r in failing if r < cap]
        notes.append(
            f"the SLO held at {', '.join(f'{r:.3g}' for r in passing)} req/s but failed at the lower "
            f"{', '.join(f'{r:.3g}' for r in below)} req/s: p99 does not rise with the rate here (at a lower rate "
            "reuse gaps stretch and hits can be lost, or a burst lands differently)"
        )
    if points and floor >= 0.8 * slo_s:
        why = (
            "what the router leaves uncached (prefill an unlimited cache would have saved) sets a floor near the SLO"
            if metric == "excess"
            else "the prompts' own prefill sets a floor near the SLO"
        )
        notes.append(
            f"the lowest p99 over every rate tried is {floor:.3g} s against a {slo_s:g} s SLO: {why}, so whether a "
            "rate passes is a threshold effect"
        )
    return CapacityResult(
        router=name,
        slo_s=slo_s,
        metric=metric,
        capacity_rps=cap,
        at_capacity=reports.get(cap),
        points=tuple(points),
        passing_rates=tuple(passing),
        resolution=(above[0] / cap - 1.0) if cap > 0 and above else None,
        monotone=monotone,
        p99_floor_s=floor,
        threshold_effect=bool(notes),
        note="; ".join(notes) or None,
    )
