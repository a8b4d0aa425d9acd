"""How a plan is searched for: the backend the user chose, or `auto`'s structured search.

`auto`:
1. greedy plan (both admission orders) - the incumbent, always available;
2. LP relaxation by column generation, seeded with the greedy columns - the bound, and a
   fractional plan in which almost every key is already integral;
3. LP rounding: keys the LP places whole on one replica are fixed there; the keys it splits or
   admits in part, and the greedy plan's marginal keys, form a small core solved exactly by CP-SAT
   (warm-started from the better of greedy and the rounded plan); small instances go to CP-SAT whole;
4. the best plan found is returned with the LP bound and the gap.
Any solver failure leaves the greedy plan in place and says why.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from cacheroute_solver.backends import BackendUnavailable, get_backend
from cacheroute_solver.backends.base import SolveResult
from cacheroute_solver.backends.greedy import GreedyBackend, greedy_pass
from cacheroute_solver.bound import lp_bound
from cacheroute_solver.models import PlanConfig
from cacheroute_solver.placement import Assignment, Instance, evaluate, make_core

FULL_MODEL_PAIRS = 20_000  # key-replica pairs up to which an exact backend gets the whole program
CORE_KEYS = 400  # keys in the exact core of a large instance


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


def _core_keys(inst: Instance, frac: np.ndarray, greedy: Assignment, fixed: Assignment, n: int) -> np.ndarray:
    """Fractional LP keys plus the eligible keys nearest the admission margin."""
    saving = inst.beta - inst.omega - inst.fill
    density = saving / np.maximum(inst.p, 1e-9)
    elig = np.flatnonzero(inst.eligible & (saving > 0))
    a_fix = fixed.admitted(inst.K)
    if len(elig) == 0:
        return frac
    adm_density = density[a_fix]
    margin = float(adm_density.min()) if len(adm_density) else float(density[elig].max())
    near = elig[np.argsort(np.abs(np.log(np.maximum(density[elig], 1e-300) / max(margin, 1e-300))))]
    out = list(dict.fromkeys(frac.tolist() + np.flatnonzero(inst.eligible & greedy.admitted(inst.K) & ~a_fix).tolist()))
    for k in near.tolist():
        if len(out) >= max(n, len(frac)):
            break
        if k not in out:
            out.append(int(k))
    return np.array(out[: max(n, len(frac))], np.int64)


def search(inst: Instance, config: PlanConfig, deadline: float) -> Outcome:
    """Best plan for `inst` by `config.backend` before `deadline` (perf_counter seconds)."""
    greedy = GreedyBackend().solve(inst).assignment or Assignment.empty()
    if inst.K == 0 or not inst.eligible.any():
        ev = evaluate(inst, greedy)
        return Outcome(greedy, ev.objective, "greedy", "optimal")
    left = lambda: deadline - time.perf_counter()  # noqa: E731
    lp = lp_bound(inst, greedy, time_limit=max(0.5, 0.4 * left()))
    bound = lp.bound
    if config.backend == "greedy":
        return Outcome(greedy, bound, "greedy", "feasible")
    if config.backend in ("cpsat", "pulp"):
        return _exact(inst, config, greedy, bound, left)
    return _auto(inst, config, greedy, lp, left)


def _exact(inst: Instance, config: PlanConfig, greedy: Assignment, bound: float, left) -> Outcome:
    name = config.backend
    try:
        backend = get_backend(name)
        res: SolveResult = backend.solve(inst, max(0.5, left()), hint=greedy, seed=config.seed)
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
    proven = obj - lp.bound <= config.gap_tolerance * max(obj, 1.0)
    if left() > 0.5 and not proven:
        try:
            backend = get_backend("cpsat")
            n_pairs = int(inst.eligible.sum()) * inst.R
            if n_pairs <= FULL_MODEL_PAIRS:
                core = make_core(inst, np.flatnonzero(inst.eligible), Assignment.empty())
            else:
                S = _core_keys(inst, frac, greedy, fixed, CORE_KEYS)
                core = make_core(inst, S, incumbent)
            res = backend.solve(inst, max(0.5, left()), hint=incumbent, seed=config.seed, core=core)
            if res.assignment is not None:
                label, incumbent, _ = _better(inst, [(label, incumbent), ("cpsat", res.assignment)])
            else:
                reason = f"cpsat: {res.status} ({res.detail})"
        except BackendUnavailable as e:
            reason = f"cpsat unavailable: {e}"
        except Exception as e:
            reason = f"cpsat failed: {type(e).__name__}: {e}"
    ev = evaluate(inst, incumbent)
    gap = (ev.objective - lp.bound) / ev.objective if ev.objective > 0 else 0.0
    status = "optimal" if gap <= 1e-6 else "feasible"
    backend_name = "auto:" + label
    if label == "greedy" and reason is not None:
        return Outcome(incumbent, lp.bound, "greedy", "fallback", reason)
    return Outcome(incumbent, lp.bound, backend_name, status, reason)
