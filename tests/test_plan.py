"""Plan invariants for every backend, the edges, and the bound."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cacheroute_solver import Fleet, KeyStats, PlanConfig, PlanInputError, Replica, solve_plan, validate_plan
from cacheroute_solver.instances import reference_fleet, scaled_instance, zipf_keys
from cacheroute_solver.placement import Assignment, evaluate, make_instance

BACKENDS = ["greedy", "cpsat", "pulp", "auto"]


@st.composite
def instances(draw, max_keys: int = 25, max_replicas: int = 5):
    n = draw(st.integers(0, max_keys))
    R = draw(st.integers(1, max_replicas))
    keys = [
        KeyStats(
            key=f"k{i}",
            rate=draw(st.floats(0, 20)),
            prefix_tokens=draw(st.floats(0, 5000)),
            tail_tokens=draw(st.floats(0, 500)),
            output_tokens=draw(st.floats(0, 300)),
        )
        for i in range(n)
    ]
    replicas = tuple(
        Replica(
            id=f"r{j}",
            prefill_capacity=draw(st.floats(1_000, 50_000)),
            kv_capacity=draw(st.floats(0, 20_000)),
            healthy=draw(st.booleans()) if j else True,
        )
        for j in range(R)
    )
    config = PlanConfig(
        max_destinations=draw(st.integers(1, 3)),
        admit_rate=draw(st.sampled_from([0.0, 0.5, 2.0])),
        keep_rate=0.0,
        utilization_cap=draw(st.sampled_from([0.5, 0.85, 1.0])),
        blind_hit_rate=draw(st.sampled_from([0.0, 0.3])),
        decode_token_weight=draw(st.sampled_from([0.0, 2.0])),
        time_limit_s=1.0,
        seed=draw(st.integers(0, 3)),
    )
    return keys, Fleet(replicas=replicas), config


def _check(plan, keys, fleet, config, previous=None):
    violations = validate_plan(plan, keys, fleet, config, previous)
    hard = [v for v in violations if v.name != "load_cap"]
    assert hard == [], hard
    if any(v.name == "load_cap" for v in violations):
        assert plan.overload > 0, "load above a cap must be reported as overload"
    assert plan.bound <= plan.objective + 1e-6 * max(1.0, abs(plan.objective))
    assert 0.0 <= plan.gap <= 1.0
    for key, dests in plan.assignments.items():
        assert abs(sum(w for _, w in dests) - 1.0) < 1e-6
        assert len(dests) <= config.max_destinations


@pytest.mark.parametrize("backend", BACKENDS)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(inst=instances())
def test_invariants_hold_for_every_backend(backend, inst):
    keys, fleet, config = inst
    config = config.model_copy(update={"backend": backend})
    plan = solve_plan(keys, fleet, config)
    _check(plan, keys, fleet, config)
    # the plan's reported objective is the program's objective of its assignment
    ev = evaluate(make_instance(keys, fleet, config), _assignment_of(plan, keys, fleet))
    assert plan.objective == pytest.approx(ev.objective, rel=1e-9, abs=1e-6)


@settings(max_examples=10, deadline=None)
@given(inst=instances(max_keys=15, max_replicas=4), shift=st.floats(0.3, 2.0))
def test_invariants_with_previous_plan(inst, shift):
    keys, fleet, config = inst
    config = config.model_copy(update={"backend": "auto", "admit_rate": 1.0, "keep_rate": 0.5})
    first = solve_plan(keys, fleet, config)
    moved = [k.model_copy(update={"rate": k.rate * shift}) for k in keys]
    second = solve_plan(moved, fleet, config, previous=first)
    assert second.epoch == first.epoch + 1
    _check(second, moved, fleet, config, previous=first)


def _assignment_of(plan, keys, fleet) -> Assignment:
    kidx = {k.key: i for i, k in enumerate(keys)}
    ridx = {r.id: i for i, r in enumerate(fleet.healthy)}
    ks, rs, xs = [], [], []
    for key, dests in plan.assignments.items():
        for rid, w in dests:
            ks.append(kidx[key])
            rs.append(ridx[rid])
            xs.append(w)
    return Assignment(np.array(ks, np.int64), np.array(rs, np.int64), np.array(xs, float))


def test_no_keys_gives_an_empty_plan():
    plan = solve_plan([], reference_fleet(3))
    assert plan.assignments == {} and plan.status == "empty" and plan.objective == 0


def test_one_replica():
    keys = zipf_keys(50, total_rate=5, seed=2)
    fleet = reference_fleet(1)
    plan = solve_plan(keys, fleet, PlanConfig(time_limit_s=2))
    _check(plan, keys, fleet, PlanConfig())
    assert plan.assignments and set(plan.replica_load) == {"r000"}


def test_every_replica_unhealthy_is_a_clear_error():
    fleet = Fleet(
        replicas=tuple(Replica(id=f"r{i}", prefill_capacity=1e4, kv_capacity=1e5, healthy=False) for i in range(3))
    )
    with pytest.raises(PlanInputError, match="fleet.replicas: none of the 3 replicas is healthy"):
        solve_plan(zipf_keys(5), fleet)


def test_unhealthy_replicas_get_nothing():
    reps = list(reference_fleet(4).replicas)
    reps[1] = reps[1].model_copy(update={"healthy": False})
    fleet = Fleet(replicas=tuple(reps))
    plan = solve_plan(zipf_keys(300, total_rate=60), fleet, PlanConfig(backend="greedy"))
    assert plan.assignments
    assert all("r001" not in plan.destinations(k) for k in plan.assignments)
    assert "r001" not in plan.replica_load


def test_zero_rate_keys_are_never_warm():
    keys = [KeyStats(key=f"z{i}", rate=0.0, prefix_tokens=1000, tail_tokens=10) for i in range(10)]
    keys.append(KeyStats(key="hot", rate=5.0, prefix_tokens=1000, tail_tokens=10))
    for backend in BACKENDS:
        plan = solve_plan(keys, reference_fleet(2), PlanConfig(backend=backend, admit_rate=0.0, keep_rate=0.0, time_limit_s=2))
        assert set(plan.assignments) == {"hot"}, backend


def test_key_hotter_than_the_fleet_is_replicated_and_overload_reported():
    fleet = reference_fleet(6)
    fleet_cap = sum(r.prefill_capacity for r in fleet.replicas)
    hot = KeyStats(key="hot", rate=fleet_cap / 100 * 1.5, prefix_tokens=4000, tail_tokens=100)
    keys = [hot, *zipf_keys(50, total_rate=2, seed=3)]
    config = PlanConfig(max_destinations=3, time_limit_s=3)
    for backend in BACKENDS:
        plan = solve_plan(keys, fleet, config.model_copy(update={"backend": backend}))
        assert len(plan.destinations("hot")) == 3, backend
        assert plan.overload > 0, backend
        assert any(v.name == "load_cap" for v in validate_plan(plan, keys, fleet, config))


def test_kv_capacity_too_small_for_any_key():
    fleet = reference_fleet(3, kv_capacity=100.0)
    keys = zipf_keys(40, total_rate=20, prefix_range=(500, 4000))
    for backend in BACKENDS:
        plan = solve_plan(keys, fleet, PlanConfig(backend=backend, time_limit_s=2))
        assert plan.assignments == {}, backend
        assert plan.predicted_hit_rate == 0.0


def test_hysteresis_keeps_a_dipping_key_and_drops_a_fallen_one():
    fleet = reference_fleet(2)
    config = PlanConfig(admit_rate=1.0, keep_rate=0.5, backend="greedy")
    keys = [KeyStats(key=k, rate=2.0, prefix_tokens=2000, tail_tokens=50) for k in ("a", "b")]
    first = solve_plan(keys, fleet, config)
    assert first.warm_keys == {"a", "b"}
    dipped = [keys[0].model_copy(update={"rate": 0.7}), keys[1].model_copy(update={"rate": 0.3})]
    second = solve_plan(dipped, fleet, config, previous=first)
    assert second.warm_keys == {"a"}
    # a new key at the same 0.7 req/s does not enter
    fresh = [KeyStats(key="c", rate=0.7, prefix_tokens=2000, tail_tokens=50)]
    assert solve_plan(fresh, fleet, config, previous=first).warm_keys == frozenset()
    # validate_plan catches a plan that admits below the admit rate
    bad = first.model_copy(update={"assignments": {"c": (("r000", 1.0),)}})
    assert any(v.name == "hysteresis" for v in validate_plan(bad, fresh, fleet, config))


def test_validate_plan_names_each_violation():
    fleet = reference_fleet(2, kv_capacity=1000)
    keys = [KeyStats(key="a", rate=1.0, prefix_tokens=5000)]
    config = PlanConfig(max_destinations=1, admit_rate=0.0, keep_rate=0.0)
    plan = solve_plan(keys, fleet, config).model_copy(
        update={"assignments": {"a": (("r000", 0.5), ("nope", 0.2))}}
    )
    names = {v.name for v in validate_plan(plan, keys, fleet, config)}
    assert {"weights_sum", "unknown_replica", "too_many_destinations", "kv_cap"} <= names


@pytest.mark.parametrize("backend", BACKENDS)
def test_plan_changes_under_unchanged_traffic_only_for_a_gain(backend):
    """Re-planning the same traffic never pays churn or fill without a better objective."""
    keys, fleet = scaled_instance(200, 8, seed=4)
    config = PlanConfig(admit_rate=0.0, keep_rate=0.0, time_limit_s=2, backend=backend)
    first = solve_plan(keys, fleet, config)
    second = solve_plan(keys, fleet, config, previous=first)
    inst = make_instance(keys, fleet, config, first)
    staying = evaluate(inst, _assignment_of(first, keys, fleet)).objective
    assert second.objective <= staying + 1e-9 * staying
    changed = second.warm_keys ^ first.warm_keys
    moved = [k for k in second.assignments if k in first.assignments and second.destinations(k) != first.destinations(k)]
    if changed or moved:
        assert second.objective < staying
    assert first.assignments
    assert len(changed) + len(moved) <= 0.05 * len(first.assignments)


@settings(max_examples=8, deadline=None)
@given(inst=instances(max_keys=8, max_replicas=3))
def test_exact_backend_that_proves_optimality_is_never_worse_than_greedy(inst):
    keys, fleet, config = inst
    greedy = solve_plan(keys, fleet, config.model_copy(update={"backend": "greedy"}))
    for backend in ("cpsat", "pulp"):
        exact = solve_plan(keys, fleet, config.model_copy(update={"backend": backend, "time_limit_s": 5}))
        assert exact.objective <= greedy.objective + 1e-6 * max(1.0, greedy.objective)


def test_missing_backend_falls_back_to_greedy(monkeypatch):
    import cacheroute_solver.backends as backends
    from cacheroute_solver.backends.base import BackendUnavailable

    def unavailable(name):
        raise BackendUnavailable(f"{name} not installed")

    monkeypatch.setattr("cacheroute_solver.search.get_backend", unavailable)
    keys, fleet = scaled_instance(100, 4)
    for backend in ("cpsat", "pulp"):
        plan = solve_plan(keys, fleet, PlanConfig(backend=backend))
        assert plan.backend == "greedy" and plan.status == "fallback"
        assert "not installed" in plan.fallback_reason
    assert backends.get_backend("greedy").name == "greedy"


def test_solver_time_out_falls_back_with_a_reason(monkeypatch):
    from cacheroute_solver.backends.base import SolveResult

    class Slow:
        name = "cpsat"

        def solve(self, inst, time_limit, hint=None, seed=0, core=None):
            return SolveResult(None, "timeout", time_limit, "no solution within the limit")

    monkeypatch.setattr("cacheroute_solver.search.get_backend", lambda name: Slow())
    keys, fleet = scaled_instance(100, 4)
    plan = solve_plan(keys, fleet, PlanConfig(backend="cpsat", time_limit_s=1))
    assert plan.status == "fallback" and "timeout" in plan.fallback_reason
    assert validate_plan(plan, keys, fleet, PlanConfig()) == []


@pytest.mark.parametrize("backend", ["cpsat", "pulp"])
def test_exact_backends_on_a_large_instance_search_neighbourhoods_within_the_limit(backend, monkeypatch):
    monkeypatch.setattr("cacheroute_solver.search.EXACT_FULL_PAIRS", 100)
    keys, fleet = scaled_instance(300, 6, seed=2, kv_share=0.05, load=1.2, zipf_s=1.1)
    config = PlanConfig(backend=backend, time_limit_s=3, admit_rate=0.0, keep_rate=0.0)
    plan = solve_plan(keys, fleet, config)
    greedy = solve_plan(keys, fleet, config.model_copy(update={"backend": "greedy"}))
    assert plan.backend in (f"{backend}-lns", "greedy")
    assert plan.objective <= greedy.objective + 1e-9 * greedy.objective
    assert validate_plan(plan, keys, fleet, config) == []
