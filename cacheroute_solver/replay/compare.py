"""Comparison: several routers on one trace and fleet, each at the trace's rate and at its capacity.

`compare` runs every router once at the trace's own rate and searches each one's capacity at the
SLO (`replay.capacity`); `comparison_table` and `write_comparison` turn the result into the table
and plots the evaluation pages show.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.models import Fleet
from cacheroute_solver.replay.capacity import CapacityPoint, CapacityResult, Metric, _CapacitySearch, p99_of
from cacheroute_solver.replay.execution import Executor, Runs, Scenario, Serial, SimOutcome, SimTask, run_jobs
from cacheroute_solver.simulator import EngineConfig, MembershipEvent, Router, SimReport, Trace

__all__ = ["Comparison", "RouterResult", "compare", "comparison_table", "write_comparison"]

_FROZEN = ConfigDict(frozen=True, extra="forbid")


class RouterResult(BaseModel):
    """One router on one trace: the run at the trace's own rate and the capacity search."""

    model_config = _FROZEN

    router: str
    report: SimReport = Field(description="The run at the trace's own rate.")
    capacity: CapacityResult | None = Field(default=None, description="None when the search was skipped.")
    counts: dict[str, int] = Field(
        default_factory=dict, description="Router counters (CacheRoute: how requests were routed)."
    )


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
        executor or Serial(),
        Scenario(trace, fleet, routers, engine, membership),
        jobs,
        tell if progress is not None else None,
    )
    caps = {
        job.router: job.result(path) for job, path in zip(jobs, paths, strict=False) if isinstance(job, _CapacitySearch)
    }
    results = []
    for job, path in zip(jobs, paths, strict=False):
        if isinstance(job, Runs):
            [(task, now)] = path
            results.append(
                RouterResult(
                    router=task.router, report=now.report, capacity=caps.get(task.router), counts=dict(now.counts)
                )
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
            tail = f"{cap.capacity_rps:.1f}{mark} | {ratio} | " + (
                f"{at.hit_rate:.1%} | {p99_of(at, comp.metric):.2f} | {at.busy_skew:.2f}" if at else "n/a | n/a | n/a"
            )
        else:
            tail = "n/a | n/a | n/a | n/a | n/a"
        lines.append(
            f"| {r.router} | {rep.hit_rate:.1%} | {p99_of(rep, comp.metric):.2f} | {rep.busy_skew:.2f} | {tail} |"
        )
    if best is not None:
        lines += ["", f"Best baseline by capacity: {best.router}."]
    notes = [
        (r.router, r.capacity.note) for r in comp.results if r.capacity is not None and r.capacity.threshold_effect
    ]
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

    tab20 = plt.get_cmap("tab20").colors  # type: ignore[attr-defined]  # a ListedColormap; typed as its base
    palette = [c for j, c in enumerate(tab20) if j not in (6, 7) and j % 2 == 0] + [
        c for j, c in enumerate(tab20) if j not in (6, 7) and j % 2 == 1
    ]
    others = [r.router for r in comp.results if r.router != "cacheroute"]
    color = {n: palette[i % len(palette)] for i, n in enumerate(others)} | {"cacheroute": "tab:red"}
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for r in comp.results:
        tried = r.capacity.points if r.capacity else ()
        pts = sorted([(comp.offered_rate, p99_of(r.report, comp.metric)), *((p.rate, p.p99_s) for p in tried)])
        ax.plot(
            [p[0] for p in pts],
            [max(p[1], 1e-3) for p in pts],
            marker="o",
            ms=3,
            color=color[r.router],
            lw=2.2 if r.router == "cacheroute" else 1.0,
            label=r.router,
        )
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
    ax.bar(
        names,
        [r.report.hit_rate for r in comp.results],
        color=["tab:red" if n == "cacheroute" else "tab:blue" for n in names],
    )
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
        kw = {
            "marker": "o",
            "ms": 3,
            "color": color[r.router],
            "lw": 2.2 if r.router == "cacheroute" else 1.0,
            "label": r.router,
        }
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
