"""Bounds: column generation equals the full LP, every bound is below an exact optimum on every family."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp
from scipy.optimize import linprog

from cacheroute_solver import PlanConfig, Replica, solve_plan
from cacheroute_solver.models import Fleet
from cacheroute_solver.plan.backends.greedy import GreedyBackend
from cacheroute_solver.plan.backends.pulp_cbc import PulpCbcBackend
from cacheroute_solver.plan.bounds import (
    forced_overload,
    isolated_overload,
    knapsack_bound,
    knapsack_value,
    lp_bound,
    pooled_bound,
    split_bound,
    trivial_bound,
)
from cacheroute_solver.plan.families import FAMILIES, family_instance, scaled_instance
from cacheroute_solver.plan.load import key_rows, replica_rows
from cacheroute_solver.plan.program import Instance, evaluate, kept_previous, make_instance, overload_of


def full_lp(inst: Instance) -> float:
    """The relaxation written out whole (every key x replica column, y = x, no burst margin), by scipy/HiGHS."""
    keys = np.flatnonzero(inst.eligible)
    Ke, R, J = len(keys), inst.R, inst.J
    prev = {(int(k), int(r)): j for j, (k, r) in enumerate(zip(inst.prev_k, inst.prev_r, strict=False))}
    pe = [j for j, k in enumerate(inst.prev_k) if inst.eligible[k]]
    nx = Ke * R
    n = nx + 2 * J * R + len(pe)
    kk, rr = np.repeat(keys, R), np.tile(np.arange(R), Ke)
    is_prev = np.array([(int(a), int(b)) in prev for a, b in zip(kk, rr, strict=False)], bool)
    c = np.zeros(n)
    c[:nx] = inst.omega[kk] - inst.beta[kk] + np.where(is_prev, 0.0, inst.fill[kk])
    c[nx + J * R : nx + 2 * J * R] = np.repeat(inst.pen, R)
    c[nx + 2 * J * R :] = inst.chi[inst.prev_k[pe]]
    rows: list[int] = []
    cols: list[int | np.integer] = []
    vals: list[float] = []
    ub: list[float] = []
    for i in range(Ke):
        rows += [len(ub)] * R
        cols += list(range(i * R, i * R + R))
        vals += [1.0] * R
        ub.append(1.0)
    for r in range(R):
        rows += [len(ub)] * Ke
        cols += list(range(r, nx, R))
        vals += list(inst.p[keys])
        ub.append(inst.M[r])
    for j in range(J):
        for r in range(R):
            col = np.arange(r, nx, R)
            rows += [len(ub)] * (Ke + 2)
            cols += [*list(col), nx + j * R + r, nx + J * R + j * R + r]
            vals += [*list(inst.load_w[j, kk[col]] + np.where(is_prev[col], 0.0, inst.load_f[j, kk[col]])), 1.0, -1.0]
            ub.append(inst.cap[j, r])
    for c_i, j in enumerate(pe):
        i = int(np.searchsorted(keys, inst.prev_k[j]))
        rows += [len(ub)] * 2
        cols += [i * R + int(inst.prev_r[j]), nx + 2 * J * R + c_i]
        vals += [-1.0, -1.0]
        ub.append(-inst.prev_x[j])
    A = sp.csr_matrix((vals, (rows, cols)), shape=(len(ub), n))
    # a pair whose prefix does not fit the replica's budget holds nothing (y = 0 in every plan)
    upper = np.full(n, np.inf)
    upper[:nx] = np.where(inst.p[kk] > inst.M[rr] * (1 + 1e-12), 0.0, np.inf)
    eq = np.zeros((J, n))
    for j in range(J):
        eq[j, :nx] = inst.load_b[j, kk]
        eq[j, nx + j * R : nx + (j + 1) * R] = 1.0
    res = linprog(
        c,
        A_ub=A,
        b_ub=ub,
        A_eq=eq,
        b_eq=inst.load_b.sum(axis=1),
        bounds=list(zip(np.zeros(n), upper, strict=False)),
        method="highs",
    )
    assert res.status == 0
    ineligible_churn = sum(
        inst.chi[inst.prev_k[j]] * inst.prev_x[j] for j in range(len(inst.prev_k)) if not inst.eligible[inst.prev_k[j]]
    )
    return res.fun + inst.beta.sum() + ineligible_churn


def _scaled(keys, fleet, config, previous=None) -> Instance:
    return make_instance(keys, fleet, config, previous).scaled()


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("load_model", ["busy_time", "prefill_tokens"])
@pytest.mark.parametrize("family", [{"kv_share": 0.1}, {"kv_share": 0.05, "load": 1.2, "zipf_s": 1.1}])
def test_column_generation_matches_the_full_lp(seed, load_model, family):
    keys, fleet = scaled_instance(120, 6, seed=seed, load_model=load_model, **family)
    config = PlanConfig(admit_rate=0.0, keep_rate=0.0, load_model=load_model, decode_token_weight=1.5)
    inst = _scaled(keys, fleet, config)
    lp = lp_bound(inst, GreedyBackend().solve(inst).assignment)
    ref = full_lp(inst)
    assert lp.converged
    assert lp.bound <= ref + 1e-6 * ref
    assert lp.bound == pytest.approx(ref, rel=1e-5)
    # with a previous plan (churn rows, free fills) and shifted rates
    first = solve_plan(keys, fleet, config.model_copy(update={"backend": "greedy"}))
    rng = np.random.default_rng(seed)
    moved = [k.model_copy(update={"rate": k.rate * rng.uniform(0.5, 1.5)}) for k in keys]
    cfg2 = config.model_copy(update={"admit_rate": 0.5, "keep_rate": 0.2})
    inst2 = _scaled(moved, fleet, cfg2, first)
    greedy2 = GreedyBackend().solve(inst2).assignment
    assert greedy2 is not None
    lp2 = lp_bound(inst2, greedy2)
    assert lp2.bound == pytest.approx(full_lp(inst2), rel=1e-5)
    assert lp2.bound <= evaluate(inst2, greedy2).objective


def test_the_memory_row_enters_the_lp():
    keys, fleet = scaled_instance(80, 4, seed=3, kv_share=0.2)
    # running KV for about half of what the all-blind traffic would hold: the memory row binds
    fleet = Fleet(replicas=tuple(r.model_copy(update={"running_kv_tokens": 2e5}) for r in fleet.replicas))
    config = PlanConfig(admit_rate=0.0, keep_rate=0.0)
    inst = _scaled(keys, fleet, config)
    assert inst.J == 2
    lp = lp_bound(inst, GreedyBackend().solve(inst).assignment)
    assert lp.bound == pytest.approx(full_lp(inst), rel=1e-5)


def test_early_rounds_give_valid_bounds():
    keys, fleet = scaled_instance(300, 8, seed=3, kv_share=0.05, load=1.2, zipf_s=1.1)
    inst = _scaled(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0))
    ref = full_lp(inst)
    previous = -np.inf
    for rounds in (1, 2, 4, 8, 500):
        lp = lp_bound(inst, None, max_rounds=rounds)
        assert lp.bound <= ref + 1e-6 * ref
        assert lp.bound >= previous - 1e-6 * ref
        previous = lp.bound
    assert lp.converged and lp.bound == pytest.approx(ref, rel=1e-5)


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("family", [{"kv_share": 0.3}, {"kv_share": 0.05, "load": 1.2, "zipf_s": 1.1}])
def test_pooled_bound_is_valid_and_as_strong_as_the_lp_on_these_families(seed, family):
    keys, fleet = scaled_instance(150, 6, seed=seed, **family)
    inst = _scaled(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0))
    ref = full_lp(inst)
    pooled = pooled_bound(inst).bound
    assert pooled <= ref + 1e-6 * ref
    # pooling loses which replicas' budgets a prefix fits (the LP leaves those pairs out): a little
    assert pooled == pytest.approx(ref, rel=5e-3)
    # with a previous plan: churn and free fills enter the pooled program too
    first = solve_plan(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0, backend="greedy"))
    inst2 = _scaled(keys, fleet, PlanConfig(admit_rate=0.5, keep_rate=0.2), first)
    assert pooled_bound(inst2).bound <= full_lp(inst2) * (1 + 1e-6)


def test_pooled_multipliers_range_over_the_whole_penalty():
    """A fleet overloaded whatever is cached: the best load multiplier is the penalty itself, far
    above any key's breakpoint; capping the search there (as before) lost almost all the bound."""
    keys, fleet, _ = family_instance("overload", 40, 4, seed=2)
    inst = _scaled(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0))
    res = pooled_bound(inst)
    assert res.mu[0] > 0.5 * inst.pen[0]
    lp = full_lp(inst)
    assert 0.95 * lp <= res.bound <= lp * (1 + 1e-6)


def test_keys_larger_than_every_kv_budget_are_not_half_cached():
    keys, fleet = scaled_instance(30, 3, seed=1, kv_share=0.2)
    big = max(r.kv_capacity for r in fleet.replicas) * 1.5
    keys[0] = keys[0].model_copy(update={"prefix_tokens": big, "rate": keys[0].rate * 50})
    inst = make_instance(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0))
    assert not inst.eligible[0]
    plan = solve_plan(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0, backend="pulp", time_limit_s=20))
    assert plan.status == "optimal" or plan.gap < 0.05
    assert plan.bound >= 0.9 * plan.objective


def _exact(inst: Instance):
    greedy = GreedyBackend().solve(inst, hint=kept_previous(inst)).assignment
    res = PulpCbcBackend().solve(inst, 60.0, hint=greedy)
    assert res.status == "optimal", res.detail
    assert res.assignment is not None
    return evaluate(inst, res.assignment).objective, greedy


# bound / optimum on these instances (14 keys x 3 replicas, busy time). The collapses
# (0.006, 0.009, 0.001) came from never-warm keys, a capped multiplier range and churn-held keys;
# 'hot' (0.855 before) from a hot key's copies, which only `split_bound` places in whole budgets.


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_every_bound_is_below_an_exact_optimum_and_the_best_within_ten_percent(family):
    keys, fleet, previous = family_instance(family, 14, 3, seed=4)
    config = PlanConfig(admit_rate=0.0, keep_rate=0.0)
    inst = _scaled(keys, fleet, config, previous)
    opt, greedy = _exact(inst)
    g_obj = evaluate(inst, greedy).objective
    pooled = pooled_bound(inst)
    lp = lp_bound(inst, greedy)
    bounds = {
        "trivial": trivial_bound(inst),
        "pooled": pooled.bound,
        "lp": lp.bound,
        "knapsack@pooled": knapsack_bound(inst, pooled.duals, g_obj) if pooled.duals else -np.inf,
        "knapsack@lp": knapsack_bound(inst, lp.duals, g_obj) if lp.duals else -np.inf,
        "split": split_bound(inst, g_obj),
    }
    for name, b in bounds.items():
        assert b <= opt * (1 + 1e-7) + 1e-12, (name, b, opt)
    best = max(bounds.values())
    assert best >= 0.9 * opt, bounds
    # greedy no longer strands capacity or accepts avoidable overload: the issue measured up to 17x
    # the optimum on tight-KV instances; over these families' seeds it is at most 1.16x
    assert g_obj <= 1.25 * opt
    # the plan solve_plan reports carries a bound no larger than its objective, and searched thoroughly
    # it is this good (the default effort may stop on a stall, sooner on a loaded machine)
    thorough = config.model_copy(update={"backend": "auto", "time_limit_s": 5, "effort": "thorough"})
    plan = solve_plan(keys, fleet, thorough, previous=previous)
    assert plan.bound <= plan.objective * (1 + 1e-9)
    assert plan.objective <= opt * inst.scale_obj * (1 + 1e-6)


@pytest.mark.parametrize("family", ["lognormal", "half-kv", "tight"])
def test_knapsack_bound_is_never_below_the_lp_at_the_lps_multipliers(family):
    keys, fleet, _ = family_instance(family, 200, 6, seed=1)
    inst = _scaled(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0))
    greedy = GreedyBackend().solve(inst).assignment
    lp = lp_bound(inst, greedy)
    assert lp.duals is not None
    value, _ = knapsack_value(inst, lp.duals)
    assert value >= lp.bound - 1e-6 * abs(lp.bound)


def test_knapsack_bound_is_stronger_where_few_prefixes_fit():
    keys, fleet, _ = family_instance("half-kv", 14, 3, seed=0)
    inst = _scaled(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0))
    greedy = GreedyBackend().solve(inst).assignment
    assert greedy is not None
    lp = lp_bound(inst, greedy)
    assert lp.duals is not None
    opt, _ = _exact(inst)
    knap = knapsack_bound(inst, lp.duals, evaluate(inst, greedy).objective)
    assert lp.bound < knap <= opt * (1 + 1e-9)
    assert (opt - knap) < 0.6 * (opt - lp.bound)  # measured: bound / optimum 0.965 (LP) -> 0.982


def test_bounds_do_not_depend_on_units():
    """The solvers see the scaled program; its bound times the scale is the unscaled bound."""
    keys, fleet = scaled_instance(60, 4, seed=2, kv_share=0.1, load=1.1, zipf_s=1.1)
    inst = make_instance(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0))
    s = inst.scaled()
    assert pooled_bound(s).bound * s.scale_obj == pytest.approx(pooled_bound(inst).bound, rel=1e-6)
    g = GreedyBackend().solve(s).assignment
    assert g is not None
    assert evaluate(s, g).objective * s.scale_obj == pytest.approx(evaluate(inst, g).objective, rel=1e-9)


def test_huge_values_within_the_limits_give_a_plan():
    """Rates of 1e6 req/s and 1e8-token prefixes used to reach HiGHS as 1e17-1e20 and fail."""
    keys, fleet = scaled_instance(20, 3, seed=1)
    keys[0] = keys[0].model_copy(update={"rate": 1e6, "prefix_tokens": 1e8})
    keys[1] = keys[1].model_copy(update={"rate": 1e-9})
    fleet = Fleet(replicas=(*fleet.replicas, Replica(id="huge", prefill_capacity=1e10, kv_capacity=1e12)))
    for backend in ("auto", "cpsat", "pulp", "greedy"):
        plan = solve_plan(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0, backend=backend, time_limit_s=3))
        assert np.isfinite(plan.objective) and 0 <= plan.bound <= plan.objective * (1 + 1e-9)
        assert plan.destinations(keys[0].key) != [] or plan.overload > 0


@pytest.mark.parametrize("seed", range(5))
def test_hot_keys_bound_is_within_ten_percent_of_the_optimum(seed):
    """The benchmark's hot instances (14 x 3, one key 1.2x a replica's capacity): the pooled bound
    counts a split key's whole copies and fills, and the split bound puts its prefix in the budgets
    of the replicas that hold it; together they reach 0.9 of CBC's optimum (0.855 before)."""
    keys, fleet, previous = family_instance("hot", 14, 3, seed=seed)
    inst = _scaled(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0), previous)
    opt, greedy = _exact(inst)
    g_obj = evaluate(inst, greedy).objective
    pooled, split = pooled_bound(inst).bound, split_bound(inst, g_obj)
    assert max(pooled, split) <= opt * (1 + 1e-7) + 1e-12
    assert max(pooled, split) >= 0.9 * opt


def test_split_bound_needs_a_key_hotter_than_a_replica():
    keys, fleet, _ = family_instance("kv-bound", 14, 3, seed=1)
    inst = _scaled(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0))
    assert split_bound(inst) == -np.inf


def _overloading(family: str, seed: int, n_keys: int, n_replicas: int, D: int, factors=(0.6, 1.4)):
    """A family instance whose busiest keys are made too hot for any D replicas (the first also
    bursty) and given prefixes every budget holds: each overloads the caps wherever it goes."""
    keys, fleet, previous = family_instance(family, n_keys, n_replicas, seed=seed)
    config = PlanConfig(admit_rate=0.0, keep_rate=0.0, max_destinations=D)
    rows = replica_rows(fleet.healthy, config)
    room = 0.4 * min(r.kv_capacity for r in fleet.replicas)
    order = np.argsort([-k.rate for k in keys])
    for j, (i, f) in enumerate(zip(order, factors, strict=False)):
        keys[i] = keys[i].model_copy(update={"prefix_tokens": min(keys[i].prefix_tokens, room)})
        per_rate = float(key_rows([keys[i]], rows, config).warm[0, 0]) / keys[i].rate
        rate = float(rows.cap[0].max()) * (D + f) / per_rate
        keys[i] = keys[i].model_copy(update={"rate": rate, "peak_rate": 1.5 * rate if j == 0 else None})
    return keys, fleet, previous, config


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_keys_that_overload_wherever_they_go_keep_every_bound_below_the_optimum(family):
    """Two keys hotter than any D = 2 of 3 replicas (one bursty): the pooled bound's branches on
    their admission, their joint overload and each hot key's copies stay below CBC's optimum."""
    keys, fleet, previous, config = _overloading(family, 1, 12, 3, 2)
    inst = _scaled(keys, fleet, config, previous)
    iso = np.flatnonzero(isolated_overload(inst) > 0)
    assert len(iso) == 2
    greedy = GreedyBackend().solve(inst, hint=kept_previous(inst)).assignment
    assert greedy is not None
    res = PulpCbcBackend().solve(inst, 60.0, hint=greedy)
    assert res.status == "optimal", res.detail
    assert res.assignment is not None
    ev = evaluate(inst, res.assignment)
    blind = inst.load_b[0, ~ev.admitted].sum()
    over = overload_of(ev.warm_load[0] + ev.margin, inst.cap[0], float(blind))
    assert forced_overload(inst, iso[ev.admitted[iso]]) <= over * (1 + 1e-9) + 1e-12
    g_obj = evaluate(inst, greedy).objective
    for name, b in [
        ("pooled", pooled_bound(inst).bound),
        ("unbranched", pooled_bound(inst, branch=False).bound),
        ("split", split_bound(inst, g_obj)),
    ]:
        assert b <= ev.objective * (1 + 1e-7) + 1e-12, (name, b, ev.objective)


def test_two_keys_that_overload_wherever_they_go_are_proven_placed_well():
    """The overload family at 10,000 x 60 with its two busiest keys too hot for any 4 replicas:
    greedy gives them the largest replicas first, and the bound (their joint overload in the
    branch that admits both) proves the plan within 0.5 %. The per-key bound proved only 3-4 %."""
    keys, fleet, _, config = _overloading("overload", 1, 10_000, 60, 4, factors=(6.1, 2.0))
    inst = make_instance(keys, fleet, config)
    assert (isolated_overload(inst) > 0).sum() == 2
    plan = solve_plan(keys, fleet, config.model_copy(update={"backend": "greedy"}))
    assert plan.overload > 0
    assert plan.gap <= 0.005


def test_a_key_too_hot_for_any_replicas_stays_blind_where_the_fleet_has_room_for_it():
    """fits at 20,000 x 64: one key overloads any 4 replicas, but with the rest cached the fleet
    takes its traffic cache-blind. Greedy keeps it blind (placing it first, as where the blind
    traffic overflows anyway, cost 21x the objective) and the bound proves the plan."""
    keys, fleet, _ = family_instance("fits", 20_000, 64, seed=1)
    config = PlanConfig(admit_rate=0.0, keep_rate=0.0)
    inst = make_instance(keys, fleet, config)
    (hot,) = np.flatnonzero(isolated_overload(inst) > 0)
    plan = solve_plan(keys, fleet, config.model_copy(update={"backend": "greedy"}))
    assert plan.destinations(inst.keys[hot]) == []
    assert plan.overload == 0
    assert plan.gap <= 0.005
