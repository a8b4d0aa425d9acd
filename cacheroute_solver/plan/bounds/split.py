"""The split bound: where a hot key's c_k destinations can be chosen in few ways (small fleets), the
least over those choices (and the key blind, or overloaded on fewer) of the pooled and knapsack
bounds with the chosen replicas' budgets holding its prefix: no relaxation above sees that the
whole prefix sits in c_k particular budgets.
"""

from __future__ import annotations

import itertools
import math
import time
from dataclasses import replace

import numpy as np

from cacheroute_solver.plan.bounds.common import Duals, no_choice
from cacheroute_solver.plan.bounds.knapsack import knapsack_bound
from cacheroute_solver.plan.bounds.pooled import hot_copies, pooled_bound
from cacheroute_solver.plan.bounds.trivial import trivial_bound
from cacheroute_solver.plan.program import Instance

SPLIT_BRANCHES = 12  # most destination sets of a hot key that `split_bound` enumerates


def _split_key(inst: Instance) -> tuple[int, int, float, np.ndarray] | None:
    """The hot key `split_bound` branches on, (k, c_k, delta_k, replicas whose KV holds it), or
    None: the eligible key of largest load that needs c_k >= 2 destinations, where the sets of c_k
    such replicas are few enough to enumerate."""
    if inst.R == 0:
        return None
    had = np.bincount(inst.prev_k, minlength=inst.K) > 0
    need = inst.load_w[0] + min(inst.Gamma, 1.0) * inst.excess
    hot = np.flatnonzero(inst.eligible & (need > float(inst.cap[0].max())))
    for k in hot[np.argsort(-need[hot])].tolist():
        g = 0.0 if had[k] else float(inst.load_f[0, k])
        c, delta = hot_copies(inst, float(inst.p[k]), float(need[k]), g)
        fit = np.flatnonzero(inst.p[k] * (1 - 1e-12) <= inst.M)
        if c >= 2 and math.comb(len(fit), c) <= SPLIT_BRANCHES:
            return k, c, delta, fit
    return None


def _penalty_duals(inst: Instance, like: Duals) -> Duals:
    """Multipliers that price every unit of load at its overload penalty (per-key rows free)."""
    u = np.repeat(inst.pen[:, None].astype(float), inst.R, axis=1)
    return Duals(pi=np.zeros_like(like.pi), u=u, eta=inst.pen.astype(float).copy(), nu=np.zeros_like(like.nu))


def split_bound(inst: Instance, target: float = math.inf, deadline: float = math.inf, knapsack: bool = True) -> float:
    """The least bound over the ways a hot key can be placed (-inf when there is no such key to
    branch on, or time runs out).

    Pooling (and the per-replica knapsacks, which may hold a key's prefix in part) cannot see that a
    key needing c_k >= 2 destinations takes its whole prefix from c_k particular replicas' budgets.
    Every plan has the key cache-blind, or warm on fewer than c_k destinations (overload of at least
    delta_k: the objective is at least the trivial bound plus P_0 delta_k), or warm on a superset
    of some set S of c_k replicas whose KV holds it: there the program with M_r less p_k on S and
    the key's prefix free is a relaxation (in which a prefix that no budget left holds is never
    warm). Each branch is bounded by the pooled bound and, with `knapsack`, the knapsack Lagrangian
    from its multipliers and from load priced at the penalty; the bound is the least over them.
    """
    got = _split_key(inst)
    if got is None or no_choice(inst) is not None:
        return -math.inf
    k, c, delta, fit = got
    values = [trivial_bound(inst) + float(inst.pen[0]) * delta]
    eligible = inst.eligible.copy()
    eligible[k] = False
    branches = [replace(inst, eligible=eligible)]
    p = inst.p.copy()
    p[k] = 0.0
    for S in itertools.combinations(fit.tolist(), c):
        M = inst.M.copy()
        M[list(S)] = np.maximum(M[list(S)] - inst.p[k], 0.0)
        # a prefix no budget left holds cannot be warm in this branch
        branches.append(replace(inst, M=M, p=p, eligible=inst.eligible & (p <= float(M.max()) * (1 + 1e-12))))
    for b in branches:
        if time.perf_counter() > deadline:
            return -math.inf
        pooled = pooled_bound(b, deadline, target=target)
        value = pooled.bound
        if knapsack and pooled.duals is not None:
            # from the pooled multipliers, and from load priced at the penalty (where the branch
            # leaves big prefixes no room, the blind load they cannot shed decides the overload)
            for start, floor in ((pooled.duals, value), (_penalty_duals(b, pooled.duals), -math.inf)):
                if value >= target:
                    break
                value = max(value, knapsack_bound(b, start, target, deadline, iters=10, floor=floor))
        values.append(value)
        if min(values) <= -math.inf:
            return -math.inf
    return min(values)
