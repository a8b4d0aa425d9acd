"""The LP bound by column generation equals the full LP, and never exceeds a plan's objective."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp
from scipy.optimize import linprog

from cacheroute_solver import PlanConfig, solve_plan
from cacheroute_solver.backends.greedy import GreedyBackend
from cacheroute_solver.bound import lp_bound
from cacheroute_solver.instances import scaled_instance
from cacheroute_solver.placement import Instance, evaluate, make_instance


def full_lp(inst: Instance) -> float:
    """The same relaxation written out whole (every key x replica column) and solved by scipy/HiGHS."""
    keys = np.flatnonzero(inst.eligible)
    Ke, R = len(keys), inst.R
    prev = {(int(k), int(r)): j for j, (k, r) in enumerate(zip(inst.prev_k, inst.prev_r))}
    pe = [j for j, k in enumerate(inst.prev_k) if inst.eligible[k]]
    nx = Ke * R
    n = nx + 2 * R + len(pe)
    kk, rr = np.repeat(keys, R), np.tile(np.arange(R), Ke)
    is_prev = np.array([(int(a), int(b)) in prev for a, b in zip(kk, rr)])
    f = np.where(is_prev, 0.0, inst.fill[kk])
    c = np.zeros(n)
    c[:nx] = inst.omega[kk] - inst.beta[kk] + f
    c[nx + R : nx + 2 * R] = inst.P
    c[nx + 2 * R :] = inst.chi[inst.prev_k[pe]]
    rows, cols, vals, ub = [], [], [], []
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
    for r in range(R):
        j = np.arange(r, nx, R)
        rows += [len(ub)] * (Ke + 2)
        cols += list(j) + [nx + r, nx + R + r]
        vals += list(inst.warm_load[kk[j]] + f[j]) + [1.0, -1.0]
        ub.append(inst.cap[r])
    for c_i, j in enumerate(pe):
        i = int(np.searchsorted(keys, inst.prev_k[j]))
        rows += [len(ub)] * 2
        cols += [i * R + int(inst.prev_r[j]), nx + 2 * R + c_i]
        vals += [-1.0, -1.0]
        ub.append(-inst.prev_x[j])
    A = sp.csr_matrix((vals, (rows, cols)), shape=(len(ub), n))
    eq = np.zeros(n)
    eq[:nx] = inst.blind_load[kk]
    eq[nx : nx + R] = 1.0
    res = linprog(c, A_ub=A, b_ub=ub, A_eq=eq[None, :], b_eq=[inst.blind_load.sum()], bounds=(0, None), method="highs")
    assert res.status == 0
    ineligible_churn = sum(inst.chi[inst.prev_k[j]] * inst.prev_x[j] for j in range(len(inst.prev_k)) if not inst.eligible[inst.prev_k[j]])
    return res.fun + inst.beta.sum() + ineligible_churn


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("family", [dict(kv_share=0.1), dict(kv_share=0.05, load=1.2, zipf_s=1.1)])
def test_column_generation_matches_the_full_lp(seed, family):
    keys, fleet = scaled_instance(150, 6, seed=seed, **family)
    config = PlanConfig(admit_rate=0.0, keep_rate=0.0)
    inst = make_instance(keys, fleet, config)
    lp = lp_bound(inst, GreedyBackend().solve(inst).assignment)
    ref = full_lp(inst)
    assert lp.converged
    assert lp.bound <= ref + 1e-6 * ref
    assert lp.bound == pytest.approx(ref, rel=1e-5)
    # with a previous plan (churn rows, free fills) and shifted rates
    first = solve_plan(keys, fleet, config.model_copy(update={"backend": "greedy"}))
    rng = np.random.default_rng(seed)
    moved = [k.model_copy(update={"rate": k.rate * rng.uniform(0.5, 1.5)}) for k in keys]
    cfg2 = PlanConfig(admit_rate=0.5, keep_rate=0.2)
    inst2 = make_instance(moved, fleet, cfg2, first)
    lp2 = lp_bound(inst2, GreedyBackend().solve(inst2).assignment)
    ref2 = full_lp(inst2)
    assert lp2.bound == pytest.approx(ref2, rel=1e-5)
    assert lp2.bound <= evaluate(inst2, GreedyBackend().solve(inst2).assignment).objective


def test_early_rounds_give_valid_bounds():
    keys, fleet = scaled_instance(300, 8, seed=3, kv_share=0.05, load=1.2, zipf_s=1.1)
    inst = make_instance(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0))
    ref = full_lp(inst)
    previous = -np.inf
    for rounds in (1, 2, 4, 8, 500):
        lp = lp_bound(inst, None, max_rounds=rounds)
        assert lp.bound <= ref + 1e-6 * ref
        assert lp.bound >= previous - 1e-6 * ref
        previous = lp.bound
    assert lp.converged and lp.bound == pytest.approx(ref, rel=1e-5)


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("family", [dict(kv_share=0.3), dict(kv_share=0.05, load=1.2, zipf_s=1.1)])
def test_pooled_bound_is_valid_and_as_strong_as_the_lp_on_these_families(seed, family):
    from cacheroute_solver.bound import pooled_bound

    keys, fleet = scaled_instance(150, 6, seed=seed, **family)
    inst = make_instance(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0))
    ref = full_lp(inst)
    pooled = pooled_bound(inst)
    assert pooled <= ref + 1e-6 * ref
    assert pooled == pytest.approx(ref, rel=1e-4)
    # with a previous plan: churn and free fills enter the pooled program too
    first = solve_plan(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0, backend="greedy"))
    inst2 = make_instance(keys, fleet, PlanConfig(admit_rate=0.5, keep_rate=0.2), first)
    assert pooled_bound(inst2) <= full_lp(inst2) * (1 + 1e-6)
