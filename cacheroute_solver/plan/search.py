"""How a plan is searched for: the backend the user chose, or `auto`'s structured search.

Every step runs against one deadline (`PlanConfig.time_limit_s` less what packing the plan
needs) and returns what it has when the deadline passes, and the search stops as soon as the
bound proves the plan within the tolerance (`PlanConfig.tolerances`: by default the effort's
share of the largest possible saving, `bounds.gaps`).

`auto`, by `PlanConfig.effort`:
1. (every level) greedy: the previous plan as it stands, and the first admission order; the
   trivial, pooled and (small fleets with a hot key) split bounds, in milliseconds; then, only
   while the tolerance is not proven, the second admission order and, where overload remains,
   the hot keys the pass dropped placed at once; then the exchange improvement (`exchange`). The
   fast level stops here;
2. (balanced, thorough) the LP relaxation by column generation, seeded with the incumbent (a bound,
   and a fractional plan in which almost every key is already integral), and the knapsack
   Lagrangian where few prefixes fit a replica; LP rounding (keys the LP places whole kept there,
   the rest placed by the greedy rule after them), improved by exchange;
3. (balanced, thorough) CP-SAT improves the incumbent: on the whole program when it is small, else
   by large-neighbourhood search. Two kinds of neighbourhood alternate: a few replicas emptied
   (drawn where KV is unused), and a hot key's destinations with the replicas of most headroom, so
   a replicated key can be re-split; CP-SAT refills them from the freed keys and the best keys
   outside the warm set, and the result is kept when it is better. Balanced stops after
   `STALL_STEPS` neighbourhoods in a row find nothing better (and gives a whole-program solve a
   third of the time left); thorough runs until the tolerance or the deadline.
The best plan found is returned with the best bound and why the search stopped
(`Outcome.stop_reason`). Any solver failure leaves the greedy plan in place and says why.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from cacheroute_solver.models import PlanConfig
from cacheroute_solver.plan import exchange
from cacheroute_solver.plan.backends import BackendUnavailable, get_backend, get_exact_backend, import_seconds
from cacheroute_solver.plan.backends.base import SolveResult
from cacheroute_solver.plan.backends.greedy import greedy_orders, greedy_pass
from cacheroute_solver.plan.bounds import gaps, knapsack_bound, lp_bound, pooled_bound, split_bound, trivial_bound
from cacheroute_solver.plan.program import Assignment, Instance, evaluate, kept_previous, make_program_rows

FULL_MODEL_PAIRS = 2_000  # key-replica pairs up to which auto hands CP-SAT the whole program
EXACT_FULL_PAIRS = 40_000  # pairs up to which backend="cpsat"/"pulp" gets the whole program
BUILD_S_PER_PAIR = 3e-4  # about what building a whole model in Python takes per pair (loaded machine)
LNS_OUTSIDE_KEYS = 40  # candidate keys from outside the warm set per neighbourhood
LNS_STEP_S = 1.0  # CP-SAT time per neighbourhood
STALL_STEPS = 3  # balanced: neighbourhoods in a row without a better plan that end the search
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
    stop_reason: str = "effort"


class _Target:
    """Whether a bound proves a plan within the tolerances of `PlanConfig.tolerances`."""

    def __init__(self, inst: Instance, config: PlanConfig):
        self.inst = inst
        self.saving, self.gap = config.tolerances()

    def met(self, obj: float, bound: float) -> bool:
        if obj - bound <= 1e-9 * max(abs(obj), 1e-300):
            return True
        gap, saving = gaps(self.inst, obj, bound)
        if self.gap > 0 and gap <= self.gap:
            return True
        return self.saving > 0 and (gap if saving is None else saving) <= self.saving


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
    inst: Instance,
    incumbent: Assignment,
    rng: np.random.Generator,
    n_replicas: int,
    n_outside: int,
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


def _cheap_bounds(inst: Instance, target: _Target, obj: float, deadline: float, full: bool, greedy_s: float) -> float:
    """The trivial, pooled and split bounds (milliseconds). The greedy backend gives the pooled
    bound at most about twice the greedy pass's time: its point is speed (the branching on
    overloaded keys solves up to 8 pooled programs)."""
    left = lambda: deadline - time.perf_counter()  # noqa: E731
    best = trivial_bound(inst)
    budget = 0.3 * left() if full else min(0.3 * left(), max(0.05, 2.0 * greedy_s))
    best = max(best, pooled_bound(inst, deadline=time.perf_counter() + max(0.0, budget), target=obj).bound)
    if not target.met(obj, best) and left() > 0:
        # small fleets: which replicas hold a hot key's copies
        knap = full or inst.K <= SPLIT_KNAPSACK_KEYS
        best = max(best, split_bound(inst, obj, time.perf_counter() + 0.2 * left(), knapsack=knap))
    return best


def _full_bounds(inst: Instance, target: _Target, incumbent: Assignment, obj: float, bound: float, deadline: float):
    """(best bound, LP result or None): the knapsack Lagrangian where few prefixes fit (at the pooled
    and the LP multipliers) and the LP relaxation, as far as time allows."""
    left = lambda: deadline - time.perf_counter()  # noqa: E731
    few = _few_prefixes(inst)
    if few and left() > 0:
        pooled = pooled_bound(inst, deadline=time.perf_counter() + 0.1 * left(), branch=False)
        if pooled.duals is not None:
            bound = max(
                bound,
                knapsack_bound(
                    inst, pooled.duals, obj, time.perf_counter() + 0.15 * left(), iters=10, floor=pooled.bound
                ),
            )
    if target.met(obj, bound) or left() <= import_seconds("highs"):
        return bound, None
    lp = lp_bound(inst, incumbent, time_limit=max(0.0, 0.35 * left()), pooled=bound)
    bound = max(bound, lp.bound)
    if few and lp.duals is not None and left() > 0 and not target.met(obj, bound):
        bound = max(
            bound, knapsack_bound(inst, lp.duals, obj, time.perf_counter() + 0.25 * left(), iters=20, floor=lp.bound)
        )
    return bound, lp


def _status(obj: float, bound: float) -> str:
    return "optimal" if obj - bound <= 1e-6 * max(obj, 1e-300) else "feasible"


def search(inst: Instance, config: PlanConfig, deadline: float) -> Outcome:
    """Best plan for `inst` by `config.backend` before `deadline` (perf_counter seconds)."""
    left = lambda: deadline - time.perf_counter()  # noqa: E731
    t0 = time.perf_counter()
    orders = greedy_orders(inst)
    hint = kept_previous(inst)
    dropped: list[int] = []
    first = greedy_pass(inst, orders[0], deadline, dropped=dropped)
    greedy_s = time.perf_counter() - t0
    if inst.K == 0 or not inst.eligible.any():
        ev = evaluate(inst, first)
        return Outcome(first, ev.objective, "greedy", "optimal", stop_reason="tolerance")
    cands = [("greedy", first)] + ([("greedy", hint)] if hint is not None else [])
    label, incumbent, obj = _better(inst, cands)
    if left() <= 0:
        return Outcome(
            incumbent,
            trivial_bound(inst),
            "greedy",
            "fallback",
            "time limit reached during the greedy pass: keys not yet placed are cache-blind",
            "time_limit",
        )
    target = _Target(inst, config)
    full = config.backend != "greedy"
    bound = _cheap_bounds(inst, target, obj, deadline, full, greedy_s)
    if not target.met(obj, bound) and left() > 0:
        # the second admission order cannot do better when the first admitted every candidate
        more = []
        if len(np.unique(first.k)) < int(inst.eligible.sum()):
            more.append(greedy_pass(inst, orders[1], deadline))
        if dropped and evaluate(inst, incumbent).overload_cost > 0 and left() > 0:
            more.append(greedy_pass(inst, orders[0], deadline, eager=frozenset(dropped)))
        if more:
            label, incumbent, obj = _better(inst, [(label, incumbent)] + [("greedy", a) for a in more])
    if config.backend == "greedy" or target.met(obj, bound):
        name = "auto:greedy" if config.backend == "auto" else "greedy"
        met = target.met(obj, bound)
        note = (
            None
            if config.backend in ("auto", "greedy") or not met
            else (f"{config.backend} not run: the greedy plan is within the tolerance of the bound")
        )
        stop = "tolerance" if met else ("time_limit" if left() <= 0 else "effort")
        return Outcome(incumbent, bound, name, _status(obj, bound), note, stop)
    if config.backend in ("cpsat", "pulp"):
        bound, _ = _full_bounds(inst, target, incumbent, obj, bound, deadline)
        if target.met(obj, bound):
            return Outcome(
                incumbent,
                bound,
                "greedy",
                _status(obj, bound),
                f"{config.backend} not run: the greedy plan is within the tolerance of the bound",
                "tolerance",
            )
        return _exact(inst, config, incumbent, bound, left, target)
    return _auto(inst, config, incumbent, bound, left, target, deadline)


def _exact(inst: Instance, config: PlanConfig, greedy: Assignment, bound: float, left, target: _Target) -> Outcome:
    """The chosen exact backend: on the whole program up to EXACT_FULL_PAIRS key-replica pairs
    (and when there is time to build it), beyond that on large neighbourhoods of the greedy plan."""
    name = config.backend
    obj = evaluate(inst, greedy).objective
    n_pairs = int(inst.eligible.sum()) * inst.R
    if left() < 0.05 + import_seconds(name):
        why = "no time left after the greedy plan and the bound"
        if import_seconds(name):
            why += f" to load its solver (about {import_seconds(name):g} s the first time)"
        return Outcome(greedy, bound, "greedy", "fallback", f"{name} not run: {why}", "time_limit")
    try:
        if n_pairs > EXACT_FULL_PAIRS or n_pairs * BUILD_S_PER_PAIR > 0.5 * left():
            label, asg, new_obj, stop = _improve(
                inst, config, "greedy", greedy, obj, left, lambda o: target.met(o, bound), name=name, full_pairs=0
            )
            if label == "greedy":
                return Outcome(
                    greedy,
                    bound,
                    "greedy",
                    "feasible",
                    f"{name}: {n_pairs:,} pairs, neighbourhood search found no better plan than greedy",
                    stop,
                )
            return Outcome(asg, bound, label, _status(new_obj, bound), stop_reason=stop)
        res: SolveResult = get_backend(name).solve(inst, max(0.0, left() - SAFETY_S), hint=greedy, seed=config.seed)
    except BackendUnavailable as e:
        return Outcome(greedy, bound, "greedy", "fallback", f"{name} unavailable: {e}")
    except Exception as e:  # noqa: BLE001 a solver crash is not the user's fault: keep serving a plan
        return Outcome(greedy, bound, "greedy", "fallback", f"{name} failed: {type(e).__name__}: {e}")
    if res.assignment is None:
        return Outcome(
            greedy,
            bound,
            "greedy",
            "fallback",
            f"{name}: {res.status} ({res.detail})",
            "time_limit" if res.status == "timeout" else "effort",
        )
    label, asg, new_obj = _better(inst, [(name, res.assignment), ("greedy", greedy)])
    stop = "tolerance" if target.met(new_obj, bound) or res.status == "optimal" else "time_limit"
    if label == "greedy":
        return Outcome(
            greedy, bound, "greedy", "feasible", f"{name} found no better plan than greedy ({res.detail})", stop
        )
    return Outcome(asg, bound, name, res.status, stop_reason=stop)


def _auto(
    inst: Instance, config: PlanConfig, incumbent: Assignment, bound: float, left, target: _Target, deadline: float
) -> Outcome:
    label = "greedy"
    improved, moves = exchange.improve(inst, incumbent, deadline)
    if moves:
        label, incumbent = "exchange", improved
    obj = evaluate(inst, incumbent).objective
    stop = None
    if target.met(obj, bound):
        stop = "tolerance"
    elif config.effort == "fast":
        stop = "time_limit" if left() <= 0 else "effort"
    if stop is not None:
        return Outcome(incumbent, bound, "auto:" + label, _status(obj, bound), stop_reason=stop)
    bound, lp = _full_bounds(inst, target, incumbent, obj, bound, deadline)
    if lp is not None and not target.met(obj, bound):
        fixed, frac = _rounded(inst, lp.x)
        # repair the rounded LP plan greedily: fractional keys placed by the greedy rule after the fixed ones
        if len(frac):
            order = np.concatenate([np.unique(fixed.k), frac])
            fixed = greedy_pass(inst, order, time.perf_counter() + max(0.0, left()))
        rounded, _ = exchange.improve(inst, fixed, deadline)
        label, incumbent, obj = _better(inst, [(label, incumbent), ("lp-rounding", rounded)])
    reason = None
    stop = "tolerance" if target.met(obj, bound) else "time_limit"
    if stop != "tolerance" and left() > MIN_SOLVE_S + import_seconds("cpsat"):
        try:
            label, incumbent, obj, stop = _improve(
                inst,
                config,
                label,
                incumbent,
                obj,
                left,
                lambda o: target.met(o, bound),
                stall=STALL_STEPS if config.effort == "balanced" else None,
            )
        except BackendUnavailable as e:
            reason, stop = f"cpsat unavailable: {e}", "effort"
        except Exception as e:  # noqa: BLE001 a solver crash must not cost the user a plan
            reason, stop = f"cpsat failed: {type(e).__name__}: {e}", "effort"
    if label == "greedy" and reason is not None:
        return Outcome(incumbent, bound, "greedy", "fallback", reason, stop)
    return Outcome(incumbent, bound, "auto:" + label, _status(obj, bound), reason, stop)


def _improve(inst, config, label, incumbent, obj, left, target, name="cpsat", full_pairs=FULL_MODEL_PAIRS, stall=None):
    """`name`'s solver on the whole program when small, else large-neighbourhood search with it.

    Returns (label, assignment, objective, stop reason). With `stall`, the search ends after that
    many neighbourhoods in a row find nothing better, and a whole-program solve gets a third of
    the time left."""
    backend = get_exact_backend(name)
    if int(inst.eligible.sum()) * inst.R <= full_pairs:
        rows = make_program_rows(inst, np.flatnonzero(inst.eligible), Assignment.empty())
        seconds = left() - SAFETY_S if stall is None else max(MIN_SOLVE_S, left() / 3.0)
        res = backend.solve(inst, seconds, hint=incumbent, seed=config.seed, rows=rows)
        if res.assignment is not None:
            label, incumbent, obj = _better(inst, [(label, incumbent), (name, res.assignment)])
        if res.status == "optimal" or target(obj):
            return label, incumbent, obj, "tolerance"
        if stall is not None:
            return label, incumbent, obj, "stalled"
        if left() < MIN_SOLVE_S:
            return label, incumbent, obj, "time_limit"
    rng = np.random.default_rng(config.seed)
    n_reps = min(inst.R, 3)
    step = 0
    idle = 0
    while left() > MIN_SOLVE_S and not target(obj):
        if stall is not None and idle >= stall:
            return label, incumbent, obj, "stalled"
        hot = step % 2 == 1
        step += 1
        S, cand = _neighbourhood(inst, incumbent, rng, n_reps, LNS_OUTSIDE_KEYS, hot=hot)
        if len(S) == 0:
            if hot:
                continue
            return label, incumbent, obj, "effort"
        rows = make_program_rows(inst, S, incumbent, cand)
        res = backend.solve(
            inst, min(LNS_STEP_S, left() - SAFETY_S), hint=incumbent, seed=int(rng.integers(2**31)), rows=rows
        )
        idle += 1
        if res.assignment is not None:
            new_obj = evaluate(inst, res.assignment).objective
            if new_obj < obj - 1e-9 * max(1e-300, abs(obj)):
                label, incumbent, obj = f"{name}-lns", res.assignment, new_obj
                idle = 0
    return label, incumbent, obj, "tolerance" if target(obj) else "time_limit"
