"""The shadow-replay gate: whether a plan goes live.

`shadow_replay` replays a recorded trace through the simulated fleet under the CacheRoute router and
under the router run today (or the best of the baselines), and returns a `ReplayReport` whose verdict
is `enable` only when CacheRoute wins by the required margin: affinity can lose (little reusable work,
much skew), and the gate is there to catch it. The report names the fleet, planner settings and
recording it is about (`provenance`), for the live switch to check.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.models import Fleet
from cacheroute_solver.provenance import FleetIdentity, PlanIdentity, RecordingIdentity
from cacheroute_solver.replay.cacheroute import CacheRouteConfig
from cacheroute_solver.replay.capacity import CapacityPoint, CapacityResult, Metric, _CapacitySearch, p99_of
from cacheroute_solver.replay.execution import Executor, Runs, Scenario, Serial, SimOutcome, SimTask, run_jobs
from cacheroute_solver.replay.registry import CACHEROUTE, REACTIVE, instances_routing, make_router, router_names
from cacheroute_solver.simulator import EngineConfig, Router, SimReport, Trace

__all__ = ["ReplayReport", "shadow_replay"]

_FROZEN = ConfigDict(frozen=True, extra="forbid")


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
    peer_load: bool = Field(
        default=False,
        description="CacheRoute's instances reported their load to each other (`RoutingConfig.peer_load`, the "
        "reference router's peers): the deployment judged runs them so.",
    )
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
    candidate_ttft_p50_s: float | None = Field(
        default=None, description="p50 TTFT at the trace's own rate (None: older report)."
    )
    baseline_ttft_p50_s: float | None = None
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
    baseline: str | Sequence[str] | Callable[[], Router],
    trace: Trace,
    fleet: Fleet,
    engine: EngineConfig | None,
    instances: int,
) -> dict[str, Callable[[], Router]]:
    if callable(baseline) and not isinstance(baseline, str):
        name = getattr(baseline, "name", None) or getattr(baseline, "__name__", "baseline")
        return {str(name): baseline}
    known = [n for n in router_names(instances) if n not in (CACHEROUTE, REACTIVE)]
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

    ``baseline``: the router the user runs today (a name of `registry.BASELINES`, or a factory),
    several names (the best of them is the yardstick), or ``"best"`` (default): every baseline,
    the one with the highest capacity (then hit rate) is the yardstick. Verdict `enable` needs the
    candidate's capacity at the SLO to be at least (1 + ``margin``) x the yardstick's and its p99 at
    the trace's own rate to be no worse by more than ``margin``. A comparison with nothing in it is
    never an enable: when neither router meets the SLO at any rate tried, the verdict is `reject`
    and the reasons give the p99 of both at the trace's own rate. Every reason is listed, and a
    capacity that is a threshold effect is named. ``executor`` (default: this process) runs the
    simulations, every router's at once; the report does not depend on it. The report names what it
    is about (fleet, planner settings, ``recording`` when given) for a router to check before it goes
    live on it (`router.operations.switch`), which also wants ``created_at``: `cacheroute gate` sets it, as the
    report's only field that depends on when it was made.

    A recording whose engines reported their cached prompt tokens checks the simulated fleet: the
    replay of the router that served it (the one ``baseline`` the router ran, or CacheRoute live) must
    come within ``max_replay_error`` (a share, 0.05: 5 points) of the hit rate the engines served, or
    the verdict is `reject`: a prediction the replay cannot back for today's router is none for the
    candidate (``None``: not checked, the error still reported).
    """
    # ---- the routers: the candidate and the baselines
    candidate = candidate or CacheRouteConfig()
    make_candidate = make_router(
        CACHEROUTE, trace, fleet, candidate, warm_kv_share=warm_kv_share, engine=engine, instances=instances
    )
    bases = _baseline_factories(baseline, trace, fleet, engine, instances)
    # ---- the replays: each router at the trace's rate, then its capacity search
    routers = {"candidate": make_candidate, **{f"baseline:{n}": f for n, f in bases.items()}}
    scenario = Scenario(trace, fleet, routers, engine)
    cand, cand_cap, nows, caps = _replay_all(scenario, slo_s, metric, rel_tol, capacity_runs, progress, executor)
    cand_now = cand.report
    best = max(bases, key=lambda n: (caps[n].capacity_rps, nows[n].hit_rate, -p99_of(nows[n], metric)))
    base_cap, base_now = caps[best], nows[best]
    c_p99, b_p99 = p99_of(cand_now, metric), p99_of(base_now, metric)
    # ---- the verdict: capacity and latency against the yardstick, then the replay's own error
    ratio, verdict, reasons = _judge(cand_now, base_now, cand_cap, base_cap, best, c_p99, b_p99, slo_s, metric, margin)
    replay_error, off = _replay_error(recording, list(bases), cand_now, nows, max_replay_error, reasons)
    if off:
        verdict = "reject"
    # ---- report
    return ReplayReport(
        trace=cand_now.trace,
        requests=cand_now.requests,
        offered_rate=cand_now.offered_rate,
        slo_s=slo_s,
        metric=metric,
        margin=margin,
        candidate="cacheroute",
        instances=instances,
        peer_load=instances > 1 and instances_routing(candidate, engine, instances).peer_load,
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
        candidate_ttft_p50_s=cand_now.ttft.p50,
        baseline_ttft_p50_s=base_now.ttft.p50,
        fleet=FleetIdentity.of(fleet),
        plan=PlanIdentity.of(candidate.plan),
        recording=recording,
        replay_error=replay_error,
        candidate_steady_hit_rate=cand_now.steady_hit_rate,
        baseline_steady_hit_rate=base_now.steady_hit_rate,
    )


def _replay_all(
    scenario: Scenario,
    slo_s: float,
    metric: Metric,
    rel_tol: float,
    capacity_runs: int,
    progress: Callable[[str, CapacityPoint], None] | None,
    executor: Executor | None,
) -> tuple[SimOutcome, CapacityResult, dict[str, SimReport], dict[str, CapacityResult]]:
    """The candidate's run at the trace's rate and its capacity, and each baseline's report and capacity
    by name; every simulation on ``executor`` at once. ``scenario.routers``: the candidate as
    ``candidate``, each baseline as ``baseline:<name>``."""
    who = {key: key.removeprefix("baseline:") for key in scenario.routers}
    jobs: list[Runs | _CapacitySearch] = []
    for key in who:
        jobs += [
            Runs((SimTask(key),)),
            _CapacitySearch(key, scenario.trace.mean_rate, slo_s, metric, rel_tol, capacity_runs),
        ]

    def tell(j: int, task: SimTask, out: SimOutcome) -> None:
        job = jobs[j]
        if isinstance(job, _CapacitySearch) and progress is not None:
            progress(who[task.router], job.point(task, out))

    paths = run_jobs(executor or Serial(), scenario, jobs, tell if progress is not None else None)
    runs = {key: (paths[2 * i][0][1], jobs[2 * i + 1].result(paths[2 * i + 1])) for i, key in enumerate(who)}  # type: ignore[union-attr]
    cand, cand_cap = runs.pop("candidate")
    nows = {who[k]: out.report for k, (out, _) in runs.items()}
    caps = {who[k]: cap for k, (_, cap) in runs.items()}
    return cand, cand_cap, nows, caps


def _judge(
    cand_now: SimReport,
    base_now: SimReport,
    cand_cap: CapacityResult,
    base_cap: CapacityResult,
    best: str,
    c_p99: float,
    b_p99: float,
    slo_s: float,
    metric: Metric,
    margin: float,
) -> tuple[float | None, Literal["enable", "reject"], list[str]]:
    """(capacity ratio, verdict, reasons) of the candidate against the yardstick ``best``: enable needs
    the capacity margin and a p99 (``c_p99`` against ``b_p99``) no worse by more than ``margin``; no ratio
    where neither meets the SLO."""
    reasons: list[str] = []
    ratio: float | None
    verdict: Literal["enable", "reject"]
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
    for name, cap in (("CacheRoute", cand_cap), (best, base_cap)):
        if cap.threshold_effect:
            reasons.append(f"{name}'s capacity is a threshold effect: {cap.note}")
    return ratio, verdict, reasons


def _replay_error(
    recording: RecordingIdentity | None,
    baselines: list[str],
    cand_now: SimReport,
    nows: dict[str, SimReport],
    max_replay_error: float | None,
    reasons: list[str],
) -> tuple[float | None, bool]:
    """(replayed minus served hit rate of the router that served ``recording``, whether it is off by
    more than ``max_replay_error``); its reason joins ``reasons``. (None, False): nothing to check."""
    served_by = _served_by(recording, baselines)
    if served_by is None:
        return None, False
    assert recording is not None and recording.served_hit_rate is not None
    replayed = cand_now.hit_rate if served_by == "cacheroute" else nows[served_by].hit_rate
    replay_error = replayed - recording.served_hit_rate
    apart = ""
    if max_replay_error is not None and abs(replay_error) > max_replay_error:
        apart = (
            f": more than {100 * max_replay_error:g} points apart, the simulated fleet does not reproduce this "
            "traffic (describe the engines with --engine and their KV in the fleet), so no switch on its "
            "prediction"
        )
    reasons.append(
        f"the replay of {served_by} hits {replayed:.1%} of prompt tokens where the engines served "
        f"{recording.served_hit_rate:.1%} in the recording ({recording.served_answers} answers, "
        f"{100 * replay_error:+.1f} points)" + apart
    )
    return replay_error, bool(apart)


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
