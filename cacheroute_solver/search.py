"""How a plan is searched for: the backend the user chose, or `auto`'s structured search.

`auto`:
1. greedy plan (both admission orders) - the incumbent, always available;
2. LP relaxation by column generation, seeded with the greedy columns - the bound, and a
   fractional plan in which almost every key is already integral;
3. LP rounding: keys the LP places whole on one replica are kept there, the keys it splits or
   admits in part are placed by the greedy rule after them; the better of this and greedy is the
   incumbent;
4. CP-SAT improves the incumbent: on the whole program when it is small, else by large-neighbourhood
   search (empty a few replicas, let CP-SAT refill them from the freed keys and the best keys outside
   the warm set, keep the result when it is better) until the gap tolerance or the time limit;
5. the best plan found is returned with the LP bound and the gap.
Any solver failure leaves the greedy plan in place and says why.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from cacheroute_solver.backends import BackendUnavailable, get_backend
from cacheroute_solver.backends.base import SolveResult
from cacheroute_solver.backends.greedy import GreedyBackend, greedy_pass
from cacheroute_solver.bound import lp_bound, pooled_bound
from cacheroute_solver.models import PlanConfig
from cacheroute_solver.placement import Assignment, Instance, evaluate, kept_previous, make_core

FULL_MODEL_PAIRS = 2_000  # key-replica pairs up to which auto hands CP-SAT the whole program
EXACT_FULL_PAIRS = 40_000  # pairs up to which backend="cpsat"/"pulp" gets the whole program
LNS_OUTSIDE_KEYS = 40  # candidate keys from outside the warm set per neighbourhood
LNS_STEP_S = 1.0  # CP-SAT time per neighbourhood
MIN_SOLVE_S = 0.3  # do not start a solve with less time left
SAFETY_S = 0.15  # kept back from the deadline for evaluation and packing the plan (+10 us per key)


@dataclass
class Outcome:
    assignment: Assignment
    bound: float
    backend: str
    status: str
    fallback_reason: str | None = None


def _better(inst: Instance, cands: list[tuple[str, Assignment]]) -> tuple[str, Assignment, float]:
    best = min(((evaluate(inst, a).objective, name, a) for name, a in cands), key=lambda t: t[0])
    return best[1], best[2], best[0]


def _rounded(inst: Instance, x: Assignment) -> tuple[Assignment, np.ndarray]:
    """Integral part of an LP solution, and the keys it leaves fractional."""
    K = inst.K
    tot = np.bincount(x.k, weights=x.x, minlength=K)
    cnt = np.bincount(x.k, minlength=K)
    whole = (cnt == 1) & (tot > 1 - 1e-6)
    keep = whole[x.k]
    frac = np.flatnonzero((tot > 1e-6) & ~whole)
    return Assignment(x.k[keep], x.r[keep], np.ones(int(keep.sum()))), frac


def _neighbourhood(
    inst: Instance, incumbent: Assignment, rng: np.random.Generator, n_replicas: int, n_outside: int
) -> tuple[np.ndarray, dict[int, np.ndarray]]:
    """A destroy step of LNS: a few replicas emptied, plus candidate keys to refill them.

    Replicas are drawn with weight on their unused KV (where packing is loose); the keys placed only
    on them are freed, and the best-density eligible keys outside the warm set (plus a few random
    ones) compete for the room. Every freed or candidate key may go to any of the drawn replicas.
    """
    R = inst.R
    kv = np.bincount(incumbent.r, weights=inst.p[incumbent.k], minlength=R)
    slack = np.maximum(inst.M - kv, 0.0) / np.maximum(inst.M, 1.0) + 0.05
    reps = rng.choice(R, size=min(n_replicas, R), replace=False, p=slack / slack.sum())
    in_reps = np.isin(incumbent.r, reps)
    outside_dest = np.zeros(inst.K, bool)
    outside_dest[incumbent.k[~in_reps]] = True
    freed = np.unique(incumbent.k[in_reps & ~outside_dest[incumbent.k]])
    saving = inst.beta - inst.omega - inst.fill
    admitted = incumbent.admitted(inst.K)
    pool = np.flatnonzero(inst.eligible & ~admitted & (saving > 0))
    if len(pool):
        density = saving[pool] / np.maximum(inst.p[pool], 1e-9)
        best = pool[np.argsort(-density)[: n_outside]]
        extra = rng.choice(pool, size=min(len(pool), n_outside // 4), replace=False)
        pool = np.union1d(best, extra)
    S = np.union1d(freed, pool).astype(np.int64)
    return S, {int(k): reps for k in S}


def search(inst: Instance, config: PlanConfig, deadline: float) -> Outcome:
    """Best plan for `inst` by `config.backend` before `deadline` (perf_counter seconds)."""
    greedy = GreedyBackend().solve(inst, hint=kept_previous(inst)).assignment or Assignment.empty()
    if inst.K == 0 or not inst.eligible.any():
        ev = evaluate(inst, greedy)
        return Outcome(greedy, ev.objective, "greedy", "optimal")
    left = lambda: deadline - time.perf_counter()  # noqa: E731
    pooled = pooled_bound(inst)
    g_obj = evaluate(inst, greedy).objective
    if g_obj - pooled <= config.gap_tolerance * max(g_obj, 1.0):
        # proven within the tolerance by the cheap bound: neither the LP nor a solver can add much
        name = {"auto": "auto:greedy", "greedy": "greedy"}.get(config.backend, "greedy")
        note = None if config.backend in ("auto", "greedy") else (
            f"{config.backend} not run: the greedy plan is within gap_tolerance of the bound")
        status = "optimal" if g_obj - pooled <= 1e-6 * max(g_obj, 1.0) else "feasible"
        return Outcome(greedy, pooled, name, status, note)
    if config.backend == "greedy":
        # the fast path: the pooled bound only (column generation can take seconds at scale)
        return Outcome(greedy, pooled, "greedy", "feasible")
    lp = lp_bound(inst, greedy, time_limit=max(0.2, 0.4 * left()), pooled=pooled)
    bound = lp.bound
    if config.backend in ("cpsat", "pulp"):
        return _exact(inst, config, greedy, bound, left)
    return _auto(inst, config, greedy, lp, left)


def _exact(inst: Instance, config: PlanConfig, greedy: Assignment, bound: float, left) -> Outcome:
    """The chosen exact backend: on the whole program up to EXACT_FULL_PAIRS key-replica pairs,
    beyond that on large neighbourhoods of the greedy plan (a whole program of 600,000 pairs does
    not even build within a time limit of seconds)."""
    name = config.backend
    obj = evaluate(inst, greedy).objective
    n_pairs = int(inst.eligible.sum()) * inst.R
    try:
        if n_pairs > EXACT_FULL_PAIRS:
            label, asg, new_obj = _improve(
                inst, config, "greedy", greedy, obj, left, lambda o: False, name=name, full_pairs=0
            )
            if label == "greedy":
                return Outcome(greedy, bound, "greedy", "feasible",
                               f"{name}: {n_pairs:,} pairs, neighbourhood search found no better plan than greedy")
            return Outcome(asg, bound, label, "feasible")
        res: SolveResult = get_backend(name).solve(inst, max(0.5, left()), hint=greedy, seed=config.seed)
    except BackendUnavailable as e:
        return Outcome(greedy, bound, "greedy", "fallback", f"{name} unavailable: {e}")
    except Exception as e:  # solver crash: not the user's fault, keep serving a plan
        return Outcome(greedy, bound, "greedy", "fallback", f"{name} failed: {type(e).__name__}: {e}")
    if res.assignment is None:
        return Outcome(greedy, bound, "greedy", "fallback", f"{name}: {res.status} ({res.detail})")
    label, asg, _ = _better(inst, [(name, res.assignment), ("greedy", greedy)])
    if label == "greedy":
        return Outcome(greedy, bound, "greedy", "feasible", f"{name} found no better plan than greedy ({res.detail})")
    return Outcome(asg, bound, name, res.status)


def _auto(inst: Instance, config: PlanConfig, greedy: Assignment, lp, left) -> Outcome:
    fixed, frac = _rounded(inst, lp.x)
    cands: list[tuple[str, Assignment]] = [("greedy", greedy)]
    # repair the rounded LP plan greedily: fractional keys placed by the greedy rule after the fixed ones
    if len(frac):
        order = np.concatenate([np.unique(fixed.k), frac])
        cands.append(("lp-rounding", greedy_pass(inst, order)))
    else:
        cands.append(("lp-rounding", fixed))
    label, incumbent, obj = _better(inst, cands)
    reason = None
    target = lambda o: o - lp.bound <= config.gap_tolerance * max(o, 1.0)  # noqa: E731
    if left() > MIN_SOLVE_S and not target(obj):
        try:
            label, incumbent, obj = _improve(inst, config, label, incumbent, obj, left, target)
        except BackendUnavailable as e:
            reason = f"cpsat unavailable: {e}"
        except Exception as e:  # a solver crash must not cost the user a plan
            reason = f"cpsat failed: {type(e).__name__}: {e}"
    gap = (obj - lp.bound) / max(obj, 1.0)
    status = "optimal" if gap <= 1e-6 else "feasible"
    if label == "greedy" and reason is not None:
        return Outcome(incumbent, lp.bound, "greedy", "fallback", reason)
    return Outcome(incumbent, lp.bound, "auto:" + label, status, reason)


def _improve(inst, config, label, incumbent, obj, left_total, target, name="cpsat", full_pairs=FULL_MODEL_PAIRS):
    """`name`'s solver on the whole program when small, else large-neighbourhood search with it."""
    backend = get_backend(name)
    reserve = 1e-5 * inst.K
    left = lambda: left_total() - reserve  # noqa: E731
    if int(inst.eligible.sum()) * inst.R <= full_pairs:
        core = make_core(inst, np.flatnonzero(inst.eligible), Assignment.empty())
        res = backend.solve(inst, left() - SAFETY_S, hint=incumbent, seed=config.seed, core=core)
        if res.assignment is not None:
            label, incumbent, obj = _better(inst, [(label, incumbent), (name, res.assignment)])
        if res.status == "optimal" or left() < MIN_SOLVE_S:
            return label, incumbent, obj
    rng = np.random.default_rng(config.seed)
    n_reps = min(inst.R, 3)
    while left() > MIN_SOLVE_S and not target(obj):
        S, cand = _neighbourhood(inst, incumbent, rng, n_reps, LNS_OUTSIDE_KEYS)
        if len(S) == 0:
            break
        core = make_core(inst, S, incumbent, cand)
        res = backend.solve(inst, min(LNS_STEP_S, left() - SAFETY_S), hint=incumbent, seed=int(rng.integers(2**31)), core=core)
        if res.assignment is not None:
            new_obj = evaluate(inst, res.assignment).objective
            if new_obj < obj - 1e-9 * max(1.0, abs(obj)):
                label, incumbent, obj = f"{name}-lns", res.assignment, new_obj
    return label, incumbent, obj
