"""Plan invariants for every backend, the edges, burst margins, time limits, and fuzzed input."""

from __future__ import annotations

import math
import os
import time

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cacheroute_solver import Fleet, KeyStats, PlanConfig, PlanInputError, Replica, solve_plan, validate_plan
from cacheroute_solver.models import Backend
from cacheroute_solver.plan.families import family_instance, reference_fleet, scaled_instance, zipf_keys
from cacheroute_solver.plan.load import replica_rows
from cacheroute_solver.plan.program import Assignment, evaluate, make_instance

BACKENDS: list[Backend] = ["greedy", "cpsat", "pulp", "auto"]
FUZZ = os.environ.get("HYPOTHESIS_PROFILE") == "fuzz"


def examples(n: int, fuzz: int | None = None) -> int:
    """`n` examples in `make test`; `fuzz` (default 20 n) with HYPOTHESIS_PROFILE=fuzz."""
    return (fuzz or 20 * n) if FUZZ else n


@st.composite
def instances(draw, max_keys: int = 25, max_replicas: int = 5):
    n = draw(st.integers(0, max_keys))
    R = draw(st.integers(1, max_replicas))
    keys = []
    for i in range(n):
        rate = draw(st.floats(0, 20))
        keys.append(
            KeyStats(
                key=f"k{i}",
                rate=rate,
                prefix_tokens=draw(st.floats(0, 5000)),
                tail_tokens=draw(st.floats(0, 500)),
                output_tokens=draw(st.floats(0, 300)),
                peak_rate=draw(st.one_of(st.none(), st.floats(0, 100))),
            )
        )
    running = draw(st.sampled_from([None, None, 5e4, 5e5]))
    replicas = tuple(
        Replica(
            id=f"r{j}",
            prefill_capacity=draw(st.floats(1_000, 50_000)),
            kv_capacity=draw(st.floats(0, 20_000)),
            healthy=draw(st.booleans()) if j else True,
            running_kv_tokens=running if j % 2 == 0 else None,
        )
        for j in range(R)
    )
    config = PlanConfig(
        max_destinations=draw(st.integers(1, 3)),
        admit_rate=draw(st.sampled_from([0.0, 0.5, 2.0])),
        keep_rate=0.0,
        utilization_cap=draw(st.sampled_from([0.5, 0.85, 1.0])),
        blind_hit_rate=draw(st.sampled_from([0.0, 0.3])),
        load_model=draw(st.sampled_from(["busy_time", "busy_time", "prefill_tokens"])),
        decode_token_weight=draw(st.sampled_from([0.0, 2.0])),
        burst_budget=draw(st.sampled_from([0.0, 1.0, 1.0, 2.5])),
        time_limit_s=1.0,
        seed=draw(st.integers(0, 3)),
    )
    return keys, Fleet(replicas=replicas), config


def burst_margins(plan, keys, fleet, config) -> dict[str, float]:
    """Each replica's burst margin recomputed from the plan's shares, key by key (not by the planner's code)."""
    rows = replica_rows(fleet.healthy, config)
    inst = make_instance(keys, fleet, config)
    per_rep: dict[str, list[float]] = {r.id: [] for r in fleet.healthy}
    index = {k.key: i for i, k in enumerate(keys)}
    for key, dests in plan.assignments.items():
        e = float(inst.excess[index[key]])
        for rid, w in dests:
            per_rep[rid].append(e * w)
    out = {}
    g = config.burst_budget
    for rid, vals in per_rep.items():
        vals = sorted(vals, reverse=True)
        whole = math.floor(g)
        out[rid] = sum(vals[:whole]) + ((g - whole) * vals[whole] if len(vals) > whole else 0.0)
    assert rows.cap.shape[1] == len(out)
    return out


def _check(plan, keys, fleet, config, previous=None):
    violations = validate_plan(plan, keys, fleet, config, previous)
    hard = [v for v in violations if v.name != "load_cap"]
    assert hard == [], hard
    if any(v.name == "load_cap" for v in violations):
        assert plan.overload > 0, "load above a cap (burst margin included) must be reported as overload"
    assert plan.bound <= plan.objective + 1e-6 * max(1.0, abs(plan.objective))
    assert 0.0 <= plan.gap <= 1.0
    for _key, dests in plan.assignments.items():
        assert abs(sum(w for _, w in dests) - 1.0) < 1e-6
        assert len(dests) <= config.max_destinations
    # the burst margin the plan reports is the Gamma largest peak excesses placed on each replica
    expected = burst_margins(plan, keys, fleet, config)
    for rid, m in plan.replica_burst_margin.items():
        assert m == pytest.approx(expected[rid], rel=1e-6, abs=1e-12)


@pytest.mark.parametrize("backend", BACKENDS)
@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(inst=instances())
def test_invariants_hold_for_every_backend(backend, inst):
    keys, fleet, config = inst
    config = config.model_copy(update={"backend": backend})
    plan = solve_plan(keys, fleet, config)
    _check(plan, keys, fleet, config)
    # the plan's reported objective is the program's objective of its assignment
    ev = evaluate(make_instance(keys, fleet, config), _assignment_of(plan, keys, fleet))
    assert plan.objective == pytest.approx(ev.objective, rel=1e-9, abs=1e-6)


@pytest.mark.parametrize("backend", BACKENDS)
@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(inst=instances(max_keys=20, max_replicas=4), planted=st.integers(0, 2**31 - 1), load=st.floats(0.2, 1.5))
def test_no_replica_over_its_cap_when_a_plan_within_caps_exists(backend, inst, planted, load):
    """A plan within every cap (burst margins and memory rows included) is known to exist: the
    previous one, built at random and kept only if it is within caps, or else the all-blind plan
    when that is. With a penalty above any saving, no backend may return overload."""
    keys, fleet, config = inst
    config = config.model_copy(update={"backend": backend, "overload_penalty": 1e9})
    probe = make_instance(keys, fleet, config)
    blind = float(probe.load_b[0].sum())
    if blind > 0:  # rates scaled so that the all-blind load is `load` x the caps
        f = load * float(probe.cap[0].sum()) / blind
        keys = [
            k.model_copy(
                update={
                    "rate": min(k.rate * f, 1e6),
                    "peak_rate": None if k.peak_rate is None else min(k.peak_rate * f, 1e6),
                }
            )
            for k in keys
        ]
    rng = np.random.default_rng(planted)
    healthy = [r.id for r in fleet.healthy]
    assignments = {}
    for k in keys:
        if rng.random() < 0.5 and k.rate > 0:
            n = int(rng.integers(1, min(config.max_destinations, len(healthy)) + 1))
            dests = rng.choice(healthy, size=n, replace=False)
            assignments[k.key] = tuple((str(r), 1.0 / n) for r in dests)
    from cacheroute_solver.models import Plan

    previous: Plan | None = Plan(assignments=assignments)
    inst_prev = make_instance(keys, fleet, config, previous)
    from cacheroute_solver.plan.program import kept_previous

    kept = kept_previous(inst_prev)
    within = kept is not None and evaluate(inst_prev, kept).overload_cost == 0
    if not within:
        previous = None
        inst0 = make_instance(keys, fleet, config)
        if evaluate(inst0, Assignment.empty()).overload_cost > 0:
            return  # no plan within caps known here
    plan = solve_plan(keys, fleet, config, previous=previous)
    _check(plan, keys, fleet, config, previous)
    assert plan.overload == 0
    assert not [v for v in validate_plan(plan, keys, fleet, config, previous) if v.name == "load_cap"]


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_hot_bursty_key_is_split_by_the_program(backend):
    """Its mean load fits one replica, its 20-s peak does not: the margin makes the program split it."""
    fleet = reference_fleet(4)
    config = PlanConfig(backend=backend, time_limit_s=3, admit_rate=0.0, keep_rate=0.0)
    cap = float(replica_rows(fleet.healthy, config).cap[0, 0])
    keys = zipf_keys(30, total_rate=3.0, seed=2)
    probe = make_instance(
        [KeyStats(key="hot", rate=1.0, prefix_tokens=3000, tail_tokens=100, output_tokens=150)], fleet, config
    )
    per_request = float(probe.load_w[0, 0])
    rate = 0.6 * cap / per_request  # mean at 60 % of a replica's cap
    hot = KeyStats(key="hot", rate=rate, prefix_tokens=3000, tail_tokens=100, output_tokens=150, peak_rate=2.2 * rate)
    plan = solve_plan([hot, *keys], fleet, config)
    _check(plan, [hot, *keys], fleet, config)
    assert len(plan.destinations("hot")) >= 2
    assert plan.overload == 0
    # without the burst the same key stays on one replica
    calm = solve_plan([hot.model_copy(update={"peak_rate": None}), *keys], fleet, config)
    assert len(calm.destinations("hot")) == 1


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
    with pytest.raises(PlanInputError, match=r"fleet\.replicas: none of the 3 replicas is healthy"):
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
        plan = solve_plan(
            keys, reference_fleet(2), PlanConfig(backend=backend, admit_rate=0.0, keep_rate=0.0, time_limit_s=2)
        )
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
    plan = solve_plan(keys, fleet, config).model_copy(update={"assignments": {"a": (("r000", 0.5), ("nope", 0.2))}})
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
    moved = [
        k for k in second.assignments if k in first.assignments and second.destinations(k) != first.destinations(k)
    ]
    if changed or moved:
        assert second.objective < staying
    assert first.assignments
    # the second search continues the first (time-limited, so load-dependent) one: a few more moves
    assert len(changed) + len(moved) <= 0.1 * len(first.assignments)


@settings(max_examples=8, deadline=None)
@given(inst=instances(max_keys=8, max_replicas=3))
def test_exact_backend_that_proves_optimality_is_never_worse_than_greedy(inst):
    keys, fleet, config = inst
    greedy = solve_plan(keys, fleet, config.model_copy(update={"backend": "greedy"}))
    for backend in ("cpsat", "pulp"):
        exact = solve_plan(keys, fleet, config.model_copy(update={"backend": backend, "time_limit_s": 5}))
        assert exact.objective <= greedy.objective + 1e-6 * max(1.0, greedy.objective)


def test_missing_backend_falls_back_to_greedy(monkeypatch):
    import cacheroute_solver.plan.backends as backends
    from cacheroute_solver.plan.backends.base import BackendUnavailable

    def unavailable(name):
        raise BackendUnavailable(f"{name} not installed")

    monkeypatch.setattr("cacheroute_solver.plan.search.get_backend", unavailable)
    keys, fleet = scaled_instance(100, 4)
    for backend in ("cpsat", "pulp"):
        plan = solve_plan(keys, fleet, PlanConfig(backend=backend))
        assert plan.backend == "greedy" and plan.status == "fallback"
        assert plan.fallback_reason is not None and "not installed" in plan.fallback_reason
    assert backends.get_backend("greedy").name == "greedy"


def test_solver_time_out_falls_back_with_a_reason(monkeypatch):
    from cacheroute_solver.plan.backends.base import SolveResult

    class Slow:
        name = "cpsat"

        def solve(self, inst, time_limit, hint=None, seed=0, core=None):
            return SolveResult(None, "timeout", time_limit, "no solution within the limit")

    monkeypatch.setattr("cacheroute_solver.plan.search.get_backend", lambda name: Slow())
    monkeypatch.setattr("cacheroute_solver.plan.search.import_seconds", lambda name: 0.0)  # nothing to load
    keys, fleet = scaled_instance(100, 4)
    plan = solve_plan(keys, fleet, PlanConfig(backend="cpsat", time_limit_s=1))
    assert plan.status == "fallback" and plan.fallback_reason is not None and "timeout" in plan.fallback_reason
    assert validate_plan(plan, keys, fleet, PlanConfig()) == []


@pytest.mark.parametrize("backend", ["cpsat", "pulp"])
def test_exact_backends_on_a_large_instance_search_neighbourhoods_within_the_limit(backend, monkeypatch):
    monkeypatch.setattr("cacheroute_solver.plan.search.EXACT_FULL_PAIRS", 100)
    keys, fleet = scaled_instance(300, 6, seed=2, kv_share=0.05, load=1.2, zipf_s=1.1)
    config = PlanConfig(backend=backend, time_limit_s=3, admit_rate=0.0, keep_rate=0.0)
    plan = solve_plan(keys, fleet, config)
    greedy = solve_plan(keys, fleet, config.model_copy(update={"backend": "greedy"}))
    assert plan.backend in (f"{backend}-lns", "greedy")
    assert plan.objective <= greedy.objective + 1e-9 * greedy.objective
    assert validate_plan(plan, keys, fleet, config) == []


# ---- time limits ----------------------------------------------------------------------------------

# A guard against gross overruns (the old code took 2-13 s over): wall time on this shared machine
# stalls by hundreds of ms, so the slack measured on a quiet core (docs/benchmarks/solver.md) is a
# benchmark, not this assertion. What is exact: a plan ready after the limit says so.
SLACK_S = 1.5


@pytest.fixture(scope="module")
def warm():
    """The first call in a process also loads modules (0.1-0.3 s, and seconds for the solvers'
    own, which a short limit skips); the limit is for the solve."""
    import highspy  # noqa: F401
    import ortools.sat.python.cp_model  # noqa: F401
    import pulp  # noqa: F401

    keys, fleet = scaled_instance(20, 3, seed=0)
    for backend in BACKENDS:
        solve_plan(keys, fleet, PlanConfig(backend=backend, time_limit_s=0.5, admit_rate=0.0, keep_rate=0.0))


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("limit", [0.001, 0.3, 1.5])
def test_time_limit_bounds_the_whole_solve(backend, limit, warm):
    keys, fleet, _ = family_instance("tight", 2000, 16, seed=3)
    config = PlanConfig(backend=backend, time_limit_s=limit, admit_rate=0.0, keep_rate=0.0)
    t0 = time.perf_counter()
    plan = solve_plan(keys, fleet, config)
    elapsed = time.perf_counter() - t0
    assert elapsed <= limit + SLACK_S
    assert validate_plan(plan, keys, fleet, config) == [] or plan.overload > 0
    if elapsed > limit:
        assert plan.status == "fallback" and plan.fallback_reason is not None and "time limit" in plan.fallback_reason
    if limit == 0.001:  # nothing can be finished in a millisecond: the plan says it came late
        assert plan.status == "fallback" and plan.fallback_reason is not None and "exceeded" in plan.fallback_reason


def test_pulp_with_almost_no_time_does_not_wait_for_cbc(warm):
    keys, fleet = scaled_instance(200, 8, seed=1)
    config = PlanConfig(backend="pulp", time_limit_s=0.05, admit_rate=0.0, keep_rate=0.0)
    t0 = time.perf_counter()
    plan = solve_plan(keys, fleet, config)
    assert time.perf_counter() - t0 < 0.05 + SLACK_S
    assert plan.backend == "greedy" and plan.fallback_reason


# ---- fuzzed input: a valid plan or PlanInputError, in time --------------------------------------

_num = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True),
    st.floats(min_value=0, max_value=1e7),
    st.sampled_from([0.0, 1e-300, 5e-324, 1e-9, 1.0, 1e6, 1e8, 1e12, 1e17, 1e20, -1.0, 1e308]),
    st.integers(min_value=-(2**70), max_value=2**70),
)


@st.composite
def raw_inputs(draw):
    n = draw(st.integers(0, 12))
    keys = [
        {
            "key": f"k{i}",
            "rate": draw(_num),
            "prefix_tokens": draw(_num),
            "tail_tokens": draw(_num),
            "output_tokens": draw(_num),
            **({"peak_rate": draw(_num)} if draw(st.booleans()) else {}),
        }
        for i in range(n)
    ]
    R = draw(st.integers(1, 4))
    fleet = {
        "replicas": [
            {
                "id": f"r{j}",
                "prefill_capacity": draw(_num),
                "kv_capacity": draw(_num),
                **({"running_kv_tokens": draw(_num)} if draw(st.booleans()) else {}),
            }
            for j in range(R)
        ]
    }
    config = {
        "backend": draw(st.sampled_from(["greedy", "auto", "cpsat", "pulp"])),
        "time_limit_s": draw(st.sampled_from([0.05, 0.5])),
        "admit_rate": 0.0,
        "keep_rate": 0.0,
        "load_model": draw(st.sampled_from(["busy_time", "prefill_tokens"])),
        "decode_token_weight": draw(st.sampled_from([0.0, 1.5, 1e6])),
        "overload_penalty": draw(st.sampled_from([1.0, 1000.0, 1e9])),
        "fill_horizon_s": draw(st.sampled_from([1e-3, 300.0, 1e7])),
        "churn_weight": draw(st.sampled_from([0.0, 0.05, 1e6])),
        "burst_budget": draw(st.sampled_from([0.0, 1.0, 2.5, 1e3])),
        "step_time_s": draw(st.sampled_from([1e-4, 0.05, 60.0])),
    }
    return keys, fleet, config


@settings(max_examples=examples(40, 10_000), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=raw_inputs())
def test_any_numbers_give_a_valid_plan_or_a_named_error_within_the_limit(warm, raw):
    keys, fleet, config = raw
    t0 = time.perf_counter()
    try:
        plan = solve_plan(keys, fleet, config)
    except PlanInputError as e:
        assert str(e).split(":")[0]  # names the field
        return
    elapsed = time.perf_counter() - t0
    cfg = PlanConfig.model_validate(config)
    assert elapsed <= cfg.time_limit_s + SLACK_S
    ks = [KeyStats.model_validate(k) for k in keys]
    fl = Fleet.model_validate(fleet)
    assert all(math.isfinite(v) for v in (plan.objective, plan.bound, plan.gap, plan.overload))
    hard = [v for v in validate_plan(plan, ks, fl, cfg) if v.name != "load_cap"]
    assert hard == []
    if elapsed > cfg.time_limit_s:
        assert plan.status == "fallback"


def test_a_neighbourhood_can_re_split_a_hot_key():
    """auto's second kind of neighbourhood frees a replicated key with all its destinations and the
    replicas of most headroom, so CP-SAT may split it again (the first kind frees a key only when
    every destination of it was drawn)."""
    from cacheroute_solver.plan.backends.greedy import GreedyBackend
    from cacheroute_solver.plan.search import _neighbourhood

    keys, fleet, _ = family_instance("hot", 300, 8, seed=2)
    inst = make_instance(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0)).scaled()
    asg = GreedyBackend().solve(inst).assignment
    assert asg is not None
    counts = asg.destinations_count(inst.K)
    assert (counts > 1).any()
    rng = np.random.default_rng(0)
    seen = False
    for _ in range(20):
        S, cand = _neighbourhood(inst, asg, rng, 3, 10, hot=True)
        for k in np.flatnonzero(counts > 1):
            if k in S:
                dests = set(asg.r[asg.k == k].tolist())
                assert dests <= set(cand[int(k)].tolist())
                assert len(cand[int(k)]) > len(dests)  # room to move or split further
                seen = True
    assert seen


def test_greedy_splits_hot_keys_without_stranding_capacity():
    """Several keys hotter than a replica: split evenly over the fewest replicas that take them, the
    rest placed after, the greedy plan misses under half a percent of the possible saving (the issue
    measured 3 % when hot keys filled their first destinations to the cap, leaving KV stranded)."""
    keys, fleet, _ = family_instance("hot", 1000, 16, seed=1)
    config = PlanConfig(backend="greedy", admit_rate=0.0, keep_rate=0.0)
    plan = solve_plan(keys, fleet, config)
    inst = make_instance(keys, fleet, config)
    blind = evaluate(inst, Assignment.empty())
    work = blind.objective - blind.overload_cost
    assert plan.overload == 0
    assert (plan.objective - plan.bound) / (work - plan.bound) < 0.005
    hot = sorted(keys, key=lambda k: -k.rate)[:2]
    for k in hot:
        w = [x for _, x in plan.weights(k.key)]
        assert len(w) >= 2 and max(w) - min(w) < 1e-9  # even shares


def test_a_share_cbc_leaves_within_its_tolerance_is_not_made_a_warm_key():
    """Found by the property above: CBC gave a rarely used key a 5e-9 share on a replica with no KV budget (its
    y_kr 0 within the integrality tolerance), and the shares' rescaling made that a whole warm key over the budget."""
    keys = [
        KeyStats(key="hot", rate=5.0, prefix_tokens=3034.0, tail_tokens=0.0, output_tokens=157.0),
        KeyStats(key="rare", rate=3.4e-5, prefix_tokens=2757.5, tail_tokens=370.3, output_tokens=6e-5),
        KeyStats(key="tiny", rate=12.0, prefix_tokens=1.2e-52, tail_tokens=0.0, output_tokens=112.6, peak_rate=78.3),
        KeyStats(key="busy", rate=20.0, prefix_tokens=942.8, tail_tokens=373.3, output_tokens=177.9, peak_rate=66.5),
    ]
    fleet = Fleet(
        replicas=(
            Replica(id="r0", prefill_capacity=1000.0, kv_capacity=0.0, running_kv_tokens=50000.0),
            Replica(id="r1", prefill_capacity=1000.0, kv_capacity=0.0, healthy=False),
            Replica(id="r2", prefill_capacity=1000.0, kv_capacity=17901.6, running_kv_tokens=50000.0),
        )
    )
    config = PlanConfig(
        backend="pulp",
        time_limit_s=5.0,
        utilization_cap=0.5,
        max_destinations=1,
        admit_rate=0.0,
        keep_rate=0.0,
        churn_weight=0.05,
        blind_hit_rate=0.0,
        step_time_s=0.05,
        burst_budget=1.0,
        overload_penalty=1000.0,
    )
    plan = solve_plan(keys, fleet, config)  # raised "a KV budget is exceeded" before
    assert plan.backend == "pulp"
    held_on_r0 = [k for k, dests in plan.assignments.items() for r, _w in dests if r == "r0"]
    assert held_on_r0 in ([], ["tiny"]), "r0 has no KV budget for a prefix of any size"
