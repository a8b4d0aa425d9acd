"""How a plan is searched for: the backend the user chose, or `auto`'s structured search.

Every step runs against one deadline (`PlanConfig.time_limit_s` less what packing the plan
needs) and returns what it has when the deadline passes.

`auto`:
1. greedy plan (both admission orders, and the previous plan as it stands) - the incumbent,
   always available;
2. bounds: the trivial and pooled bounds (milliseconds); stop if the greedy plan is already within
   the gap tolerance; else the LP relaxation by column generation, seeded with the greedy columns
   (a bound, and a fractional plan in which almost every key is already integral), and the
   knapsack Lagrangian at the LP's and the pooled bound's multipliers (strong where few prefixes
   fit a replica); the best bound is kept;
3. LP rounding: keys the LP places whole on one replica are kept there, the keys it splits or
   admits in part are placed by the greedy rule after them; the better of this and greedy is the
   incumbent;
4. CP-SAT improves the incumbent: on the whole program when it is small, else by large-neighbourhood
   search until the gap tolerance or the deadline. Two kinds of neighbourhood alternate: a few
   replicas emptied (drawn where KV is unused), and a hot key's destinations with the replicas of
   most headroom, so a replicated key can be re-split; CP-SAT refills them from the freed keys and
   the best keys outside the warm set, and the result is kept when it is better;
5. the best plan found is returned with the best bound and the gap.
Any solver failure leaves the greedy plan in place and says why.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from cacheroute_solver.backends import BackendUnavailable, get_backend, import_seconds
from cacheroute_solver.backends.base import SolveResult
from cacheroute_solver.backends.greedy import GreedyBackend, greedy_pass
from cacheroute_solver.bound import knapsack_bound, lp_bound, pooled_bound, split_bound, trivial_bound
from cacheroute_solver.models import PlanConfig
from cacheroute_solver.placement import Assignment, Instance, evaluate, kept_previous, make_core

FULL_MODEL_PAIRS = 2_000  # key-replica pairs up to which auto hands CP-SAT the whole program
EXACT_FULL_PAIRS = 40_000  # pairs up to which backend="cpsat"/"pulp" gets the whole program
BUILD_S_PER_PAIR = 3e-4  # about what building a whole model in Python takes per pair (loaded machine)
LNS_OUTSIDE_KEYS = 40  # candidate keys from outside the warm set per neighbourhood
LNS_STEP_S = 1.0  # CP-SAT time per neighbourhood
MIN_SOLVE_S = 0.3  # do not start a solve with less time left
SAFETY_S = 0.05  # kept back from the deadline inside a solver call
SPLIT_KNAPSACK_KEYS = 2_000  # the greedy backend's split bound uses the knapsacks up to this many keys
FEW_PREFIXES = 30.0  # below this many mean prefixes per KV budget the knapsack bound is worth its time


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


def _few_prefixes(inst: Instance) -> bool:
    """Whether KV budgets hold few prefixes each (where the LP packs KV fractionally)."""
    e = inst.eligible
    if not e.any() or inst.R == 0:
        return False
    mean_p = float(inst.p[e].mean())
    return mean_p > 0 and float(np.median(inst.M)) / mean_p < FEW_PREFIXES


def _neighbourhood(
    inst: Instance, incumbent: Assignment, rng: np.random.Generator, n_replicas: int, n_outside: int,
    hot: bool = False,
) -> tuple[np.ndarray, dict[int, np.ndarray]]:
    """A destroy step of LNS: a few replicas emptied, plus candidate keys to refill them.

    Default: replicas drawn with weight on their unused KV (where packing is loose). `hot`: the
    destinations of a key drawn by its load (replicated keys first), and the replicas with the
    most headroom, so that the key can be split again over any of them. The keys placed only on the
    chosen replicas are freed, and the best-density eligible keys outside the warm set (plus a few
    random ones) compete for the room. Every freed or candidate key may go to any chosen replica.
    """
    R = inst.R
    kv = np.bincount(incumbent.r, weights=inst.p[incumbent.k], minlength=R)
    reps = None
    if hot and len(incumbent.k):
        dests = incumbent.destinations_count(inst.K)
        warm = np.flatnonzero(dests > 0)
        weight = inst.load_w[0, warm] * (1.0 + (dests[warm] > 1))
        if weight.sum() > 0:
            k = int(rng.choice(warm, p=weight / weight.sum()))
            own = np.unique(incumbent.r[incumbent.k == k])
            W = np.bincount(incumbent.r, weights=inst.load_w[0, incumbent.k] * incumbent.x, minlength=R)
            room = inst.cap[0] - W
            others = np.setdiff1d(np.argsort(-room)[: n_replicas + len(own)], own)[: max(1, n_replicas - 1)]
            reps = np.union1d(own, others)
    if reps is None:
        slack = np.maximum(inst.M - kv, 0.0) / np.maximum(inst.M, 1e-300) + 0.05
        reps = rng.choice(R, size=min(n_replicas, R), replace=False, p=slack / slack.sum())
    in_reps = np.isin(incumbent.r, reps)
    outside_dest = np.zeros(inst.K, bool)
    outside_dest[incumbent.k[~in_reps]] = True
    freed = np.unique(incumbent.k[in_reps & ~outside_dest[incumbent.k]])
    saving = inst.saving - inst.fill
    admitted = incumbent.admitted(inst.K)
    pool = np.flatnonzero(inst.eligible & ~admitted & (saving > 0))
    if len(pool):
        density = saving[pool] / np.maximum(inst.p[pool], 1e-300)
        best = pool[np.argsort(-density)[:n_outside]]
        extra = rng.choice(pool, size=min(len(pool), n_outside // 4), replace=False)
        pool = np.union1d(best, extra)
    S = np.union1d(freed, pool).astype(np.int64)
    return S, {int(k): np.asarray(reps, np.int64) for k in S}


def _bounds(
    inst: Instance, config: PlanConfig, greedy: Assignment, g_obj: float, deadline: float, full: bool,
    greedy_s: float = 0.0,
):
    """(best bound, LP result or None): pooled always; LP and knapsack when `full` and time allows.

    The greedy backend gives the pooled bound at most about twice the greedy pass's time: its
    point is speed (the branching on overloaded keys can take seconds at 50,000 keys).
    """
    left = lambda: deadline - time.perf_counter()  # noqa: E731
    best = trivial_bound(inst)
    budget = 0.3 * left() if full else min(0.3 * left(), max(0.05, 2.0 * greedy_s))
    pooled = pooled_bound(
        inst, deadline=time.perf_counter() + max(0.0, budget), target=g_obj, tol=config.gap_tolerance
    )
    best = max(best, pooled.bound)
    if g_obj - best > config.gap_tolerance * max(g_obj, 1e-300) and left() > 0:
        # small fleets: which replicas hold a hot key's copies (milliseconds where it applies)
        best = max(best, split_bound(inst, g_obj, time.perf_counter() + 0.2 * left(), knapsack=full or inst.K <= SPLIT_KNAPSACK_KEYS))
    if g_obj - best <= config.gap_tolerance * max(g_obj, 1e-300):
        return best, None
    if not full:  # the greedy backend: its speed matters more than the last points of the bound
        return best, None
    few = _few_prefixes(inst)
    if few and pooled.duals is not None and left() > 0:
        best = max(best, knapsack_bound(
            inst, pooled.duals, g_obj, time.perf_counter() + 0.15 * left(), iters=10, floor=pooled.bound))
    if left() <= import_seconds("highs"):
        return best, None
    lp = lp_bound(inst, greedy, time_limit=max(0.0, 0.35 * left()), pooled=best)
    best = max(best, lp.bound)
    if few and lp.duals is not None and left() > 0 and g_obj - best > config.gap_tolerance * max(g_obj, 1e-300):
        best = max(best, knapsack_bound(
            inst, lp.duals, g_obj, time.perf_counter() + 0.25 * left(), iters=20, floor=lp.bound))
    return best, lp


def search(inst: Instance, config: PlanConfig, deadline: float) -> Outcome:
    """Best plan for `inst` by `config.backend` before `deadline` (perf_counter seconds)."""
    left = lambda: deadline - time.perf_counter()  # noqa: E731
    t0 = time.perf_counter()
    greedy = GreedyBackend().solve(inst, time_limit=max(0.0, left()), hint=kept_previous(inst)).assignment
    greedy_s = time.perf_counter() - t0
    if greedy is None:
        greedy = Assignment.empty()
    if inst.K == 0 or not inst.eligible.any():
        ev = evaluate(inst, greedy)
        return Outcome(greedy, ev.objective, "greedy", "optimal")
    g_obj = evaluate(inst, greedy).objective
    if left() <= 0:
        return Outcome(greedy, trivial_bound(inst), "greedy", "fallback",
                       "time limit reached during the greedy pass: keys not yet placed are cache-blind")
    full = config.backend != "greedy"
    bound, lp = _bounds(inst, config, greedy, g_obj, deadline, full, greedy_s)
    if g_obj - bound <= config.gap_tolerance * max(g_obj, 1e-300):
        # proven within the tolerance: neither the LP nor a solver can add much
        name = {"auto": "auto:greedy", "greedy": "greedy"}.get(config.backend, "greedy")
        note = None if config.backend in ("auto", "greedy") else (
            f"{config.backend} not run: the greedy plan is within gap_tolerance of the bound")
        status = "optimal" if g_obj - bound <= 1e-6 * max(g_obj, 1e-300) else "feasible"
        return Outcome(greedy, bound, name, status, note)
    if config.backend == "greedy":
        return Outcome(greedy, bound, "greedy", "feasible")
    if config.backend in ("cpsat", "pulp"):
        return _exact(inst, config, greedy, bound, left)
    return _auto(inst, config, greedy, lp, bound, left)


def _exact(inst: Instance, config: PlanConfig, greedy: Assignment, bound: float, left) -> Outcome:
    """The chosen exact backend: on the whole program up to EXACT_FULL_PAIRS key-replica pairs
    (and when there is time to build it), beyond that on large neighbourhoods of the greedy plan."""
    name = config.backend
    obj = evaluate(inst, greedy).objective
    n_pairs = int(inst.eligible.sum()) * inst.R
    if left() < 0.05 + import_seconds(name):
        why = "no time left after the greedy plan and the bound"
        if import_seconds(name):
            why += f" to load its solver (about {import_seconds(name):g} s the first time)"
        return Outcome(greedy, bound, "greedy", "fallback", f"{name} not run: {why}")
    try:
        if n_pairs > EXACT_FULL_PAIRS or n_pairs * BUILD_S_PER_PAIR > 0.5 * left():
            label, asg, new_obj = _improve(
                inst, config, "greedy", greedy, obj, left, lambda o: False, name=name, full_pairs=0
            )
            if label == "greedy":
                return Outcome(greedy, bound, "greedy", "feasible",
                               f"{name}: {n_pairs:,} pairs, neighbourhood search found no better plan than greedy")
            return Outcome(asg, bound, label, "feasible")
        res: SolveResult = get_backend(name).solve(inst, max(0.0, left() - SAFETY_S), hint=greedy, seed=config.seed)
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


def _auto(inst: Instance, config: PlanConfig, greedy: Assignment, lp, bound: float, left) -> Outcome:
    cands: list[tuple[str, Assignment]] = [("greedy", greedy)]
    if lp is not None:
        fixed, frac = _rounded(inst, lp.x)
        # repair the rounded LP plan greedily: fractional keys placed by the greedy rule after the fixed ones
        if len(frac):
            order = np.concatenate([np.unique(fixed.k), frac])
            cands.append(("lp-rounding", greedy_pass(inst, order, time.perf_counter() + max(0.0, left()))))
        else:
            cands.append(("lp-rounding", fixed))
    label, incumbent, obj = _better(inst, cands)
    reason = None
    target = lambda o: o - bound <= config.gap_tolerance * max(o, 1e-300)  # noqa: E731
    if left() > MIN_SOLVE_S + import_seconds("cpsat") and not target(obj):
        try:
            label, incumbent, obj = _improve(inst, config, label, incumbent, obj, left, target)
        except BackendUnavailable as e:
            reason = f"cpsat unavailable: {e}"
        except Exception as e:  # a solver crash must not cost the user a plan
            reason = f"cpsat failed: {type(e).__name__}: {e}"
    gap = (obj - bound) / max(obj, 1e-300)
    status = "optimal" if gap <= 1e-6 else "feasible"
    if label == "greedy" and reason is not None:
        return Outcome(incumbent, bound, "greedy", "fallback", reason)
    return Outcome(incumbent, bound, "auto:" + label, status, reason)


def _improve(inst, config, label, incumbent, obj, left, target, name="cpsat", full_pairs=FULL_MODEL_PAIRS):
    """`name`'s solver on the whole program when small, else large-neighbourhood search with it."""
    backend = get_backend(name)
    if int(inst.eligible.sum()) * inst.R <= full_pairs:
        core = make_core(inst, np.flatnonzero(inst.eligible), Assignment.empty())
        res = backend.solve(inst, left() - SAFETY_S, hint=incumbent, seed=config.seed, core=core)
        if res.assignment is not None:
            label, incumbent, obj = _better(inst, [(label, incumbent), (name, res.assignment)])
        if res.status == "optimal" or left() < MIN_SOLVE_S:
            return label, incumbent, obj
    rng = np.random.default_rng(config.seed)
    n_reps = min(inst.R, 3)
    step = 0
    while left() > MIN_SOLVE_S and not target(obj):
        hot = step % 2 == 1
        step += 1
        S, cand = _neighbourhood(inst, incumbent, rng, n_reps, LNS_OUTSIDE_KEYS, hot=hot)
        if len(S) == 0:
            if hot:
                continue
            break
        core = make_core(inst, S, incumbent, cand)
        res = backend.solve(
            inst, min(LNS_STEP_S, left() - SAFETY_S), hint=incumbent, seed=int(rng.integers(2**31)), core=core
        )
        if res.assignment is not None:
            new_obj = evaluate(inst, res.assignment).objective
            if new_obj < obj - 1e-9 * max(1e-300, abs(obj)):
                label, incumbent, obj = f"{name}-lns", res.assignment, new_obj
    return label, incumbent, obj
