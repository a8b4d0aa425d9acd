"""The CacheRoute router in the simulator, capacity at the SLO, and the shadow-replay gate."""

from __future__ import annotations

import numpy as np
import pytest

from cacheroute_solver.models import PlanConfig
from cacheroute_solver.replay import ReplayReport, capacity_at_slo, planning_fleet, shadow_replay
from cacheroute_solver.route import CacheRouteConfig, CacheRouteRouter
from cacheroute_solver.simulator import (
    LeastLoadedRouter,
    WorkloadSpec,
    generate_workload,
    reference_fleet,
    simulate,
)

FAST = CacheRouteConfig(
    plan=PlanConfig(time_limit_s=0.5, period_s=10.0, admit_rate=0.02, keep_rate=0.01, backend="greedy"),
    first_plan_s=10.0,
    replan_s=10.0,
)


class Checked(CacheRouteRouter):
    """Records, per routed request, whether it left its plan without a counted fallback."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.off_plan_uncounted = 0
        self.warm_routed = 0

    def route(self, request, view):
        before = self.fallback_count
        r = super().route(request, view)
        key = self._index and self._lookup(request)
        dest = self._dest.get(key) if key else None
        if dest is not None:
            self.warm_routed += 1
            if r not in dest[0].tolist() and self.fallback_count == before:
                self.off_plan_uncounted += 1
        return r

    def _lookup(self, request):
        from cacheroute_solver.observe import routing_key

        return routing_key(request.block_hashes.tolist(), self._index)


def test_warm_keys_stay_on_their_destinations_unless_a_fallback_is_counted():
    trace = generate_workload("published", rate=40, duration_s=60, seed=3)
    fleet = reference_fleet(4)
    router = Checked(planning_fleet(fleet), FAST).for_trace(trace.block_tokens)
    res = simulate(trace, fleet, router)
    assert router.counts["plans"] >= 4
    assert router.warm_routed > 0.3 * len(trace)
    assert router.off_plan_uncounted == 0
    assert res.report.completed == len(trace)


def test_overloaded_destination_falls_back_and_is_counted():
    trace = generate_workload("published", rate=60, duration_s=40, seed=4)
    fleet = reference_fleet(3)
    tight = FAST.model_copy(update={"overload_bound": 1.0001})
    router = CacheRouteRouter(planning_fleet(fleet), tight).for_trace(trace.block_tokens)
    simulate(trace, fleet, router)
    assert router.fallback_count > 0
    assert router.counts["fallback_overloaded"] == router.fallback_count


def test_planning_fleet_must_match_the_simulated_fleet():
    trace = generate_workload("published", rate=5, duration_s=5, seed=1)
    router = CacheRouteRouter(planning_fleet(reference_fleet(2)), FAST).for_trace(trace.block_tokens)
    with pytest.raises(ValueError, match="planning_fleet ids"):
        simulate(trace, reference_fleet(3), router)


def test_capacity_search_brackets_the_slo():
    trace = generate_workload("chat", rate=4, duration_s=60, seed=5)
    fleet = reference_fleet(2)
    cap = capacity_at_slo(trace, fleet, LeastLoadedRouter, slo_s=2.0, max_runs=8)
    ok = [p.rate for p in cap.points if p.within_slo]
    bad = [p.rate for p in cap.points if not p.within_slo]
    assert cap.capacity_rps == max(ok)
    assert bad and min(bad) > cap.capacity_rps
    assert cap.at_capacity is not None and cap.at_capacity.ttft.p99 <= 2.0


# A workload built to win: long prefixes shared by many requests, short tails, many prefixes
# (so cache-blind balancing scatters them over small caches).
WIN = WorkloadSpec(
    n_prefixes=300, zipf_a=0.8,
    prefix_median=4096, prefix_sigma=0.3, prefix_min=2048, prefix_max=8192,
    tail_median=64, tail_sigma=0.5, tail_max=256, turn_median=64,
    output_median=32, output_sigma=0.5, output_max=128,
    session_fraction=0.0,
)


def _gate(spec, rate: float) -> ReplayReport:
    trace = generate_workload(spec, rate=rate, duration_s=90, seed=6)
    fleet = reference_fleet(4)
    small_kv = fleet.model_copy(
        update={"replicas": tuple(r.model_copy(update={"kv_capacity": 200_000}) for r in fleet.replicas)}
    )
    return shadow_replay(trace, small_kv, FAST, slo_s=3.5, capacity_runs=6)


def test_gate_enables_a_plan_built_to_win():
    rep = _gate(WIN, rate=8.0)
    assert rep.candidate_hit_rate > rep.baseline_hit_rate + 0.05
    assert rep.verdict == "enable", rep.reasons
    assert rep.capacity_ratio >= 1.05


def test_gate_rejects_affinity_on_the_low_reuse_family():
    rep = _gate("low_reuse", rate=6.0)
    assert rep.verdict == "reject"
    assert rep.reasons and all(isinstance(r, str) for r in rep.reasons)
    assert ReplayReport.model_validate_json(rep.model_dump_json()) == rep
    assert np.isfinite(rep.candidate_p99_s)
