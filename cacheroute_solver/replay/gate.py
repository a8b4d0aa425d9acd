"""Replay: capacity at the SLO, and the shadow-replay gate that decides whether a plan goes live.

`capacity_at_slo` finds the highest offered rate at which a router keeps p99 TTFT (or end-to-end
latency) within the SLO, by time-scaling a recorded trace. `shadow_replay` replays the trace
through the simulated fleet under the CacheRoute router and under a cache-blind baseline, and
returns a `ReplayReport` whose verdict is `enable` only when CacheRoute wins by the required
margin: affinity can lose (little reusable work, much skew), and the gate is there to catch it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.execution import (
    Executor,
    Runs,
    Scenario,
    Serial,
    SimOutcome,
    SimTask,
    run_jobs,
)
from cacheroute_solver.models import Fleet, Plan
from cacheroute_solver.provenance import FleetIdentity, PlanIdentity, RecordingIdentity
from cacheroute_solver.route import CacheRouteConfig, CacheRouteRouter, Planning
from cacheroute_solver.routing import DelayModel, RoutingConfig
from cacheroute_solver.simulator.balancer import Balanced
from cacheroute_solver.simulator import (
    EngineConfig,
    LeastLoadedRouter,
    MembershipEvent,
    RoundRobinRouter,
    Router,
    SimReport,
    Trace,
)

__all__ = [
    "CapacityPoint",
    "CapacityResult",
    "Comparison",
    "ReplayReport",
    "RouterResult",
    "capacity_at_slo",
    "compare",
    "comparison_table",
    "make_router",
    "planning_fleet",
    "p99_of",
    "router_names",
    "shadow_replay",
    "write_comparison",
]

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
    steps, so the answer does not depend on the executor (`cacheroute_solver.execution`).
    """
    search = _CapacitySearch("router", start_rate or trace.mean_rate, slo_s, metric, rel_tol, max_runs)
    tell = (lambda _j, task, out: progress(search.point(task, out))) if progress is not None else None
    [path] = run_jobs(executor or Serial(), Scenario(trace, fleet, {"router": make_router}, engine, membership), [search], tell)
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
        return CapacityPoint(
            rate=task.rate, p99_s=p99_of(rep, self.metric), hit_rate=rep.hit_rate, busy_skew=rep.busy_skew, within_slo=ok
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
    return all(b.p99_s > 0.95 * a.p99_s for a, b in zip(tail, tail[1:]))


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
            if metric == "excess" else "the prompts' own prefill sets a floor near the SLO"
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


def planning_fleet(fleet: Fleet, warm_kv_share: float = 0.5) -> Fleet:
    """The planner's view of a simulated fleet: the same replicas, a KV budget of
    ``warm_kv_share`` of each replica's KV for warm prefixes (the rest is left to running requests)."""
    return Fleet(
        replicas=tuple(r.model_copy(update={"kv_capacity": r.kv_capacity * warm_kv_share}) for r in fleet.replicas)
    )


def _baselines() -> dict[str, Callable[[], Router]]:
    try:
        from cacheroute_solver.baselines import BASELINES
    except ImportError:  # pragma: no cover - baselines.py is part of the package
        return {"least_loaded": LeastLoadedRouter, "round_robin": RoundRobinRouter}
    return dict(BASELINES)


BASELINE_FACTORIES: dict[str, Callable[[], Router]] = _baselines()


REACTIVE = "cacheroute_reactive"
"""CacheRoute's routing core with no plan (an ablation: what the plan adds)."""


MESH = "cache_aware_mesh"
"""SGLang's gateways with the mesh on (`baselines.cache_aware_mesh`): a router of several instances only."""


def router_names(instances: int = 1) -> list[str]:
    """Every router `make_router` knows: ``cacheroute``, its ``cacheroute_reactive`` ablation, the baselines
    (and, with several instances, the baselines' own sharing: SGLang's mesh)."""
    return ["cacheroute", REACTIVE, *BASELINE_FACTORIES, *([MESH] if instances > 1 else [])]


def routing_for(engine: EngineConfig | None = None, instances: int = 1) -> RoutingConfig:
    """The routing core's settings for a simulated engine (its cost model and batch limit) and for
    ``instances`` router instances sharing the plan."""
    engine = engine or EngineConfig()
    return RoutingConfig(delay=DelayModel.from_cost(engine.cost, engine.max_num_seqs), instances=instances)


def make_router(
    name: str,
    trace: Trace,
    fleet: Fleet,
    config: CacheRouteConfig | None = None,
    plan: Plan | None = None,
    warm_kv_share: float = 0.5,
    engine: EngineConfig | None = None,
    instances: int = 1,
) -> Callable[[], Router]:
    """A factory of fresh routers called ``name`` for ``trace`` on ``fleet``.

    ``cacheroute`` plans as the trace plays (``config``), or follows the fixed ``plan`` when one
    is given; its routing core weighs load with ``engine``'s cost model unless ``config.routing``
    says otherwise. Any other name is a baseline of `cacheroute_solver.baselines.BASELINES`.
    ``instances`` > 1: that many instances behind a round-robin balancer (`simulator.balancer`),
    as fleets scale routers out: CacheRoute's share one plan and the home rule (`routing.home`);
    a baseline's share nothing, except ``cache_aware_mesh`` (SGLang's mesh).
    """
    if instances < 1:
        raise ValueError(f"instances must be >= 1, got {instances}")
    if name in ("cacheroute", REACTIVE):
        pfleet = planning_fleet(fleet, warm_kv_share)
        cfg = config or CacheRouteConfig()
        if name == REACTIVE:
            cfg = cfg.model_copy(update={"planning": False})
            plan = None
        routing = cfg.routing or routing_for(engine)
        if instances > 1 and routing.instances == 1:
            routing = routing.model_copy(update={"instances": instances})
        block = trace.block_tokens
        label = name if instances == 1 else f"{name} x{instances}"

        def factory() -> Router:
            if instances == 1:
                router = CacheRouteRouter(pfleet, cfg, plan=plan, routing=routing).for_trace(block)
                router.name = name
                return router
            shared = Planning(pfleet, cfg, block) if cfg.planning and plan is None else None
            return Balanced(
                [CacheRouteRouter(pfleet, cfg, plan=plan, routing=routing, planning=shared).for_trace(block)
                 for _ in range(instances)],
                name=label,
            )

        return factory
    if name == MESH:
        if instances < 2:
            raise ValueError(f"router {MESH!r} shares trees between instances: give instances >= 2")
        from cacheroute_solver.baselines.cache_aware_mesh import CacheAwareMesh

        return lambda: CacheAwareMesh(instances)
    if name not in BASELINE_FACTORIES:
        raise ValueError(f"unknown router {name!r} (known: {', '.join(router_names(instances))})")
    base = BASELINE_FACTORIES[name]
    if instances == 1:
        return base
    return lambda: Balanced([base() for _ in range(instances)], name=f"{name} x{instances}")


class RouterResult(BaseModel):
    """One router on one trace: the run at the trace's own rate and the capacity search."""

    model_config = _FROZEN

    router: str
    report: SimReport = Field(description="The run at the trace's own rate.")
    capacity: CapacityResult | None = Field(default=None, description="None when the search was skipped.")
    counts: dict[str, int] = Field(default_factory=dict, description="Router counters (CacheRoute: how requests were routed).")


class Comparison(BaseModel):
    """Several routers on one trace and fleet."""

    model_config = _FROZEN

    trace: str
    requests: int
    offered_rate: float
    replicas: int
    bound_hit_rate: float | None
    slo_s: float
    metric: Metric
    results: tuple[RouterResult, ...]

    def best_baseline(self) -> RouterResult | None:
        """The non-CacheRoute router with the highest capacity (then hit rate)."""
        base = [r for r in self.results if not r.router.startswith("cacheroute")]
        return max(
            base, key=lambda r: (r.capacity.capacity_rps if r.capacity else 0.0, r.report.hit_rate), default=None
        )


def compare(
    trace: Trace,
    fleet: Fleet,
    routers: dict[str, Callable[[], Router]],
    slo_s: float = 3.5,
    metric: Metric = "ttft",
    engine: EngineConfig | None = None,
    capacity_runs: int = 8,
    rel_tol: float = 0.05,
    progress: Callable[[str, CapacityPoint | None], None] | None = None,
    start_rate: float | None = None,
    executor: Executor | None = None,
    membership: Sequence[MembershipEvent] = (),
) -> Comparison:
    """Run every router on ``trace`` at its own rate, then search each one's capacity at the SLO
    (``capacity_runs`` = 0 skips the search; it starts from ``start_rate``, default the trace's).
    ``progress(router, point)`` is called after each run
    (point None for the run at the trace's rate). ``executor`` (default: this process) runs the
    simulations, of every router at once; the result does not depend on it."""
    jobs: list[Runs | _CapacitySearch] = []
    for name in routers:  # per router: its run at the trace's rate, then its capacity search
        jobs.append(Runs((SimTask(name),)))
        if capacity_runs > 0:
            jobs.append(_CapacitySearch(name, start_rate or trace.mean_rate, slo_s, metric, rel_tol, capacity_runs))

    def tell(j: int, task: SimTask, out: SimOutcome) -> None:
        job = jobs[j]
        progress(task.router, job.point(task, out) if isinstance(job, _CapacitySearch) else None)  # type: ignore[misc]

    paths = run_jobs(
        executor or Serial(), Scenario(trace, fleet, routers, engine, membership), jobs, tell if progress is not None else None
    )
    caps = {job.router: job.result(path) for job, path in zip(jobs, paths) if isinstance(job, _CapacitySearch)}
    results = []
    for job, path in zip(jobs, paths):
        if isinstance(job, Runs):
            [(task, now)] = path
            results.append(
                RouterResult(router=task.router, report=now.report, capacity=caps.get(task.router), counts=dict(now.counts))
            )
    first = results[0].report if results else None
    return Comparison(
        trace=trace.name,
        requests=len(trace),
        offered_rate=trace.mean_rate,
        replicas=len(fleet.replicas),
        bound_hit_rate=first.bound_hit_rate if first else None,
        slo_s=slo_s,
        metric=metric,
        results=tuple(results),
    )


def comparison_table(comp: Comparison) -> str:
    """Markdown table of a comparison: hit rates, p99, skew, capacity and ratio to the best baseline; a
    capacity that is a threshold effect is starred, with its note below the table."""
    best = comp.best_baseline()
    best_cap = best.capacity.capacity_rps if best is not None and best.capacity else 0.0
    bound = f"{comp.bound_hit_rate:.1%}" if comp.bound_hit_rate is not None else "n/a"
    lines = [
        f"Trace `{comp.trace}`: {comp.requests} requests at {comp.offered_rate:.1f} req/s on {comp.replicas} "
        f"replicas; infinite-cache bound on the hit rate {bound}; SLO p99 {comp.metric} <= {comp.slo_s:g} s.",
        "",
        f"| router | served hit rate | p99 {comp.metric} (s) | busy skew | capacity (req/s) | x best baseline "
        f"| hit rate at capacity | p99 at capacity (s) | skew at capacity |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in comp.results:
        rep = r.report
        cap = r.capacity
        if cap is not None:
            ratio = f"{cap.capacity_rps / best_cap:.2f}" if best_cap > 0 else "n/a"
            at = cap.at_capacity
            mark = "*" if cap.threshold_effect else ""
            tail = (
                f"{cap.capacity_rps:.1f}{mark} | {ratio} | "
                + (f"{at.hit_rate:.1%} | {p99_of(at, comp.metric):.2f} | {at.busy_skew:.2f}" if at else "n/a | n/a | n/a")
            )
        else:
            tail = "n/a | n/a | n/a | n/a | n/a"
        lines.append(f"| {r.router} | {rep.hit_rate:.1%} | {p99_of(rep, comp.metric):.2f} | {rep.busy_skew:.2f} | {tail} |")
    if best is not None:
        lines += ["", f"Best baseline by capacity: {best.router}."]
    notes = [(r.router, r.capacity.note) for r in comp.results if r.capacity is not None and r.capacity.threshold_effect]
    if notes:
        lines += ["", "\\* A threshold effect: " + "; ".join(f"{name}: {note}" for name, note in notes) + "."]
    return "\n".join(lines) + "\n"


def write_comparison(comp: Comparison, outdir: str | Path, stem: str) -> list[Path]:
    """Write ``<stem>.md`` (table), ``<stem>.json`` and three PNG plots under ``outdir``:
    p99 against offered rate per router, served hit rate per router, and per-replica load (requests
    routed and prefill work; busy fraction is near 1 everywhere, as decoding keeps every replica stepping)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / f"{stem}.md", out / f"{stem}.json"]
    paths[0].write_text(f"# {stem}\n\n" + comparison_table(comp))
    paths[1].write_text(comp.model_dump_json(indent=1))

    tab20 = plt.get_cmap("tab20").colors
    palette = [c for j, c in enumerate(tab20) if j not in (6, 7) and j % 2 == 0] + [
        c for j, c in enumerate(tab20) if j not in (6, 7) and j % 2 == 1
    ]
    others = [r.router for r in comp.results if r.router != "cacheroute"]
    color = {n: palette[i % len(palette)] for i, n in enumerate(others)} | {"cacheroute": "tab:red"}
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for r in comp.results:
        pts = sorted(r.capacity.points if r.capacity else (), key=lambda p: p.rate)
        pts = [(comp.offered_rate, p99_of(r.report, comp.metric)), *((p.rate, p.p99_s) for p in pts)]
        pts.sort()
        ax.plot([p[0] for p in pts], [max(p[1], 1e-3) for p in pts], marker="o", ms=3, color=color[r.router],
                lw=2.2 if r.router == "cacheroute" else 1.0, label=r.router)
    ax.axhline(comp.slo_s, color="k", ls="--", lw=0.8, label=f"SLO {comp.slo_s:g} s")
    ax.set_yscale("log")
    ax.set_xlabel("offered rate (req/s)")
    ax.set_ylabel(f"p99 {comp.metric} (s)")
    ax.set_title(f"{stem}: p99 {comp.metric} vs offered rate")
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    paths.append(out / f"{stem}-p99.png")
    fig.savefig(paths[-1], dpi=110)
    plt.close(fig)

    fig, ax = plt.subplots(figsize=(7, 4))
    names = [r.router for r in comp.results]
    ax.bar(names, [r.report.hit_rate for r in comp.results],
           color=["tab:red" if n == "cacheroute" else "tab:blue" for n in names])
    if comp.bound_hit_rate is not None:
        ax.axhline(comp.bound_hit_rate, color="k", ls="--", lw=0.8, label="infinite-cache bound")
        ax.legend(fontsize=8)
    ax.set_ylabel("served prefix-cache hit rate")
    ax.set_ylim(0, 1)
    ax.set_title(f"{stem}: hit rate at {comp.offered_rate:.0f} req/s")
    plt.setp(ax.get_xticklabels(), rotation=30, ha="right", fontsize=8)
    fig.tight_layout()
    paths.append(out / f"{stem}-hit-rate.png")
    fig.savefig(paths[-1], dpi=110)
    plt.close(fig)

    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4))
    for r in comp.results:
        reps = r.report.per_replica
        req = np.array([p.requests for p in reps], float)
        kw = dict(marker="o", ms=3, color=color[r.router], lw=2.2 if r.router == "cacheroute" else 1.0, label=r.router)
        ax1.plot(range(len(reps)), req / max(req.mean(), 1e-12), **kw)
        ax2.plot(range(len(reps)), [p.prefill_utilization for p in reps], **kw)
    ax1.set_xlabel("replica")
    ax1.set_ylabel("requests routed / fleet mean")
    ax2.set_xlabel("replica")
    ax2.set_ylabel("prefill utilisation (prompt tokens computed)")
    fig.suptitle(f"{stem}: per-replica load at {comp.offered_rate:.0f} req/s")
    ax2.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    paths.append(out / f"{stem}-replica-load.png")
    fig.savefig(paths[-1], dpi=110)
    plt.close(fig)
    return paths


class ReplayReport(BaseModel):
    """What shadow replay predicts for the candidate and the router in use today, and the verdict."""

    model_config = _FROZEN

    trace: str
    requests: int
    offered_rate: float
    slo_s: float
    metric: Metric
    margin: float
    candidate: str
    instances: int = Field(default=1, ge=1, description="Router instances behind the balancer, every router alike.")
    baseline: str = Field(description="The router compared against: the one run today, or the best of those tried.")
    baselines: dict[str, float] = Field(
        default_factory=dict, description="Capacity (req/s at the SLO) of every baseline tried."
    )
    candidate_hit_rate: float
    baseline_hit_rate: float
    candidate_p99_s: float = Field(description="p99 at the trace's own rate.")
    baseline_p99_s: float
    candidate_capacity_rps: float
    baseline_capacity_rps: float
    capacity_ratio: float | None = Field(
        description="candidate / baseline capacity at the SLO (inf if only the candidate meets it; None if neither does)."
    )
    threshold_effect: bool = Field(
        default=False, description="Either capacity is a threshold effect (see `CapacityResult.note`)."
    )
    plans: int = Field(description="Plans the candidate made during the replay at the trace's rate.")
    fallbacks: int = Field(description="Requests the candidate spilled off the replica holding most of their prefix.")
    verdict: Literal["enable", "reject"]
    reasons: tuple[str, ...]
    candidate_ttft_p99_s: float | None = Field(
        default=None, description="p99 TTFT at the trace's own rate (what a live router measures; None: older report)."
    )
    baseline_ttft_p99_s: float | None = None
    created_at: float | None = Field(default=None, description="Unix time the report was made.")
    fleet: FleetIdentity | None = Field(default=None, description="The fleet replayed on.")
    plan: PlanIdentity | None = Field(default=None, description="The candidate's planner settings.")
    recording: RecordingIdentity | None = Field(
        default=None, description="The traffic replayed (`cacheroute gate` fills it; None: not said)."
    )
    candidate_steady_hit_rate: float | None = Field(
        default=None,
        description="CacheRoute's hit rate over the replay's second half (`SimReport.steady_hit_rate`): what a "
        "switch to it serves once warm, the figure the live watch holds it to (None: older report).",
    )
    baseline_steady_hit_rate: float | None = None
    replay_error: float | None = Field(
        default=None,
        description="Replayed minus served hit rate of the router that served the recording (its baseline policy, "
        "or CacheRoute live), from the engines' own counts in it; None: the recording has none.",
    )


def _baseline_factories(
    baseline: str | Sequence[str] | Callable[[], Router], trace: Trace, fleet: Fleet, engine: EngineConfig | None,
    instances: int,
) -> dict[str, Callable[[], Router]]:
    if callable(baseline) and not isinstance(baseline, str):
        name = getattr(baseline, "name", None) or getattr(baseline, "__name__", "baseline")
        return {str(name): baseline}
    known = [n for n in router_names(instances) if n not in ("cacheroute", REACTIVE)]
    names = known if baseline == "best" else [baseline] if isinstance(baseline, str) else list(baseline)
    if not names:
        raise ValueError("baseline: no router given")
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ValueError(f"baseline: unknown router(s) {unknown} (known: {sorted(known)})")
    return {n: make_router(n, trace, fleet, engine=engine, instances=instances) for n in names}


def shadow_replay(
    trace: Trace,
    fleet: Fleet,
    candidate: CacheRouteConfig | None = None,
    baseline: str | Sequence[str] | Callable[[], Router] = "best",
    slo_s: float = 3.5,
    metric: Metric = "ttft",
    margin: float = 0.05,
    engine: EngineConfig | None = None,
    warm_kv_share: float = 0.5,
    capacity_runs: int = 8,
    rel_tol: float = 0.05,
    progress: Callable[[str, CapacityPoint], None] | None = None,
    executor: Executor | None = None,
    instances: int = 1,
    recording: RecordingIdentity | None = None,
    max_replay_error: float | None = 0.05,
) -> ReplayReport:
    """Replay ``trace`` under the CacheRoute router (``candidate``) and the router run today.

    ``instances``: the router instances the deployment runs behind its balancer (`make_router`), for
    the candidate and every baseline alike, so the gate judges the deployment that will run.

    ``baseline``: the router the user runs today (a name of `BASELINE_FACTORIES`, or a factory),
    several names (the best of them is the yardstick), or ``"best"`` (default): every baseline,
    the one with the highest capacity (then hit rate) is the yardstick. Verdict `enable` needs the
    candidate's capacity at the SLO to be at least (1 + ``margin``) x the yardstick's and its p99 at
    the trace's own rate to be no worse by more than ``margin``. A comparison with nothing in it is
    never an enable: when neither router meets the SLO at any rate tried, the verdict is `reject`
    and the reasons give the p99 of both at the trace's own rate. Every reason is listed, and a
    capacity that is a threshold effect is named. ``executor`` (default: this process) runs the
    simulations, every router's at once; the report does not depend on it. The report names what it
    is about (fleet, planner settings, ``recording`` when given) for a router to check before it goes
    live on it (`adapter.switch`), which also wants ``created_at``: `cacheroute gate` sets it, as the
    report's only field that depends on when it was made.

    A recording whose engines reported their cached prompt tokens checks the simulated fleet: the
    replay of the router that served it (the one ``baseline`` the router ran, or CacheRoute live) must
    come within ``max_replay_error`` (a share, 0.05: 5 points) of the hit rate the engines served, or
    the verdict is `reject`: a prediction the replay cannot back for today's router is none for the
    candidate (``None``: not checked, the error still reported).
    """
    candidate = candidate or CacheRouteConfig()
    make_candidate = make_router(
        "cacheroute", trace, fleet, candidate, warm_kv_share=warm_kv_share, engine=engine, instances=instances
    )
    bases = _baseline_factories(baseline, trace, fleet, engine, instances)
    # the candidate and each baseline: its run at the trace's rate, then its capacity search
    who = {"candidate": "candidate", **{f"baseline:{n}": n for n in bases}}
    factories = {"candidate": make_candidate, **{f"baseline:{n}": f for n, f in bases.items()}}
    jobs: list[Runs | _CapacitySearch] = []
    for key in who:
        jobs += [Runs((SimTask(key),)), _CapacitySearch(key, trace.mean_rate, slo_s, metric, rel_tol, capacity_runs)]

    def tell(j: int, task: SimTask, out: SimOutcome) -> None:
        job = jobs[j]
        if isinstance(job, _CapacitySearch):
            progress(who[task.router], job.point(task, out))  # type: ignore[misc]

    paths = run_jobs(
        executor or Serial(), Scenario(trace, fleet, factories, engine), jobs, tell if progress is not None else None
    )
    runs = {key: (paths[2 * i][0][1], jobs[2 * i + 1].result(paths[2 * i + 1])) for i, key in enumerate(who)}  # type: ignore[union-attr]
    cand, cand_cap = runs.pop("candidate")
    cand_now = cand.report
    nows = {who[k]: out.report for k, (out, _) in runs.items()}
    caps = {who[k]: cap for k, (_, cap) in runs.items()}
    best = max(bases, key=lambda n: (caps[n].capacity_rps, nows[n].hit_rate, -p99_of(nows[n], metric)))
    base_cap, base_now = caps[best], nows[best]
    c_p99, b_p99 = p99_of(cand_now, metric), p99_of(base_now, metric)
    reasons: list[str] = []
    ratio: float | None
    if cand_cap.capacity_rps <= 0 and base_cap.capacity_rps <= 0:
        ratio = None
        reasons.append(
            f"neither CacheRoute nor {best} meets the {slo_s:g} s p99 {metric} SLO at any rate tried "
            f"(lowest p99: {cand_cap.p99_floor_s:.3g} s vs {base_cap.p99_floor_s:.3g} s); at the trace's own rate "
            f"p99 is {c_p99:.3g} s vs {b_p99:.3g} s and the hit rate {cand_now.hit_rate:.1%} vs {base_now.hit_rate:.1%}: "
            "no capacity to compare, so no switch"
        )
        verdict = "reject"
    else:
        ratio = cand_cap.capacity_rps / base_cap.capacity_rps if base_cap.capacity_rps > 0 else math.inf
        loses_capacity = ratio < 1 + margin
        loses_latency = c_p99 > b_p99 * (1 + margin)
        if loses_capacity:
            reasons.append(
                f"capacity at the {slo_s:g} s p99 {metric} SLO is {cand_cap.capacity_rps:.2f} req/s against "
                f"{best}'s {base_cap.capacity_rps:.2f} (x{ratio:.3f}); enabling needs x{1 + margin:.3f}"
            )
        if loses_latency:
            reasons.append(f"p99 {metric} at the trace's rate is {c_p99:.3f} s against {best}'s {b_p99:.3f} s")
        if not (loses_capacity or loses_latency):
            reasons.append(
                f"capacity x{ratio:.2f} ({cand_cap.capacity_rps:.2f} vs {best}'s {base_cap.capacity_rps:.2f} req/s), "
                f"hit rate {cand_now.hit_rate:.1%} vs {base_now.hit_rate:.1%}"
            )
        verdict = "reject" if loses_capacity or loses_latency else "enable"
    for who, cap in (("CacheRoute", cand_cap), (best, base_cap)):
        if cap.threshold_effect:
            reasons.append(f"{who}'s capacity is a threshold effect: {cap.note}")
    replay_error = None
    served_by = _served_by(recording, list(bases))
    if served_by is not None:
        assert recording is not None and recording.served_hit_rate is not None
        replayed = cand_now.hit_rate if served_by == "cacheroute" else nows[served_by].hit_rate
        replay_error = replayed - recording.served_hit_rate
        off = max_replay_error is not None and abs(replay_error) > max_replay_error
        reasons.append(
            f"the replay of {served_by} hits {replayed:.1%} of prompt tokens where the engines served "
            f"{recording.served_hit_rate:.1%} in the recording ({recording.served_answers} answers, "
            f"{100 * replay_error:+.1f} points)"
            + (f": more than {100 * max_replay_error:g} points apart, the simulated fleet does not reproduce this "
               "traffic (describe the engines with --engine and their KV in the fleet), so no switch on its "
               "prediction" if off else "")
        )
        if off:
            verdict = "reject"
    return ReplayReport(
        trace=cand_now.trace,
        requests=cand_now.requests,
        offered_rate=cand_now.offered_rate,
        slo_s=slo_s,
        metric=metric,
        margin=margin,
        candidate="cacheroute",
        instances=instances,
        baseline=best,
        baselines={n: c.capacity_rps for n, c in caps.items()},
        candidate_hit_rate=cand_now.hit_rate,
        baseline_hit_rate=base_now.hit_rate,
        candidate_p99_s=c_p99,
        baseline_p99_s=b_p99,
        candidate_capacity_rps=cand_cap.capacity_rps,
        baseline_capacity_rps=base_cap.capacity_rps,
        capacity_ratio=ratio,
        threshold_effect=cand_cap.threshold_effect or base_cap.threshold_effect,
        plans=cand.counts.get("plans", 0),
        fallbacks=cand.fallbacks,
        verdict=verdict,
        reasons=tuple(reasons),
        candidate_ttft_p99_s=cand_now.ttft.p99,
        baseline_ttft_p99_s=base_now.ttft.p99,
        fleet=FleetIdentity.of(fleet),
        plan=PlanIdentity.of(candidate.plan),
        recording=recording,
        replay_error=replay_error,
        candidate_steady_hit_rate=cand_now.steady_hit_rate,
        baseline_steady_hit_rate=base_now.steady_hit_rate,
    )


def _served_by(recording: RecordingIdentity | None, baselines: list[str]) -> str | None:
    """The router that served a recording with the engines' counts in it: the one baseline given when
    (nearly) every request was routed by the router's baseline policy, CacheRoute when none was; None: no
    counts, or not one router."""
    if recording is None or recording.served_hit_rate is None or recording.requests == 0:
        return None
    if recording.baseline_requests == 0:
        return "cacheroute"
    if recording.baseline_requests >= 0.99 * recording.requests and len(baselines) == 1:
        return baselines[0]
    return None
