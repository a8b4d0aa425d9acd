"""The knapsack bound: the Lagrangian that dualises the per-key rows and keeps each replica's KV
knapsack whole with binary y_kr, solved per replica (dynamic programming over the items with the
best profit density on a grid of the budget, rounded so the value only rises, and the fractional
knapsack for the others). Where few prefixes fit a replica the LP packs KV fractionally and this
bound is much stronger; at the LP's or the pooled bound's multipliers it is never weaker than
them, and a few subgradient steps on the per-key multipliers raise it further.
"""

from __future__ import annotations

import math
import time

import numpy as np

from cacheroute_solver.plan.bounds.common import Duals, no_choice, prev_pairs, safe_bound
from cacheroute_solver.plan.program import Instance


def _knapsack_upper(profit: np.ndarray, weight: np.ndarray, cap: float, grid: int = 2048, exact: int = 256) -> float:
    """An upper bound on max sum profit s.t. sum weight <= cap over 0/1 items (profits > 0).

    The `exact` items of best density by dynamic programming over a grid of `grid` units of the
    budget (weights rounded down, so every feasible set stays feasible), the rest by the fractional
    knapsack on what the DP leaves: max over c of DP(c) + LP_rest(cap - c). Exact up to the grid
    when at most `exact` items could be profitable.
    """
    if len(profit) == 0:
        return 0.0
    free = weight <= 0
    total_free = float(profit[free].sum())
    profit, weight = profit[~free], weight[~free]
    fit = weight <= cap
    profit, weight = profit[fit], weight[fit]
    if len(profit) == 0:
        return total_free
    if float(weight.sum()) <= cap:
        return total_free + float(profit.sum())
    dens = profit / weight
    order = np.argsort(-dens, kind="stable")
    profit, weight, dens = profit[order], weight[order], dens[order]
    # the fractional knapsack (Dantzig's bound) is also an upper bound; the grid can only lose to it
    cw_all = np.cumsum(weight)
    j = int(np.searchsorted(cw_all, cap, side="right"))
    dantzig = float(profit[:j].sum()) + (
        float((cap - (cw_all[j - 1] if j else 0.0)) * dens[j]) if j < len(profit) else 0.0
    )
    A, Bp, Bw = slice(0, exact), profit[exact:], weight[exact:]
    unit = cap / grid
    w_int = np.floor(weight[A] / unit).astype(np.int64)
    dp = np.full(grid + 1, -np.inf)
    dp[0] = 0.0
    for wi, pi in zip(w_int.tolist(), profit[A].tolist(), strict=True):
        if wi == 0:
            dp += pi
        elif wi <= grid:
            np.maximum(dp[wi:], dp[: grid + 1 - wi] + pi, out=dp[wi:])
    dp = np.maximum.accumulate(np.where(np.isfinite(dp), dp, -np.inf))
    if len(Bp) == 0:
        return total_free + min(float(dp[-1]), dantzig)
    # fractional knapsack of the rest at each remaining capacity (cap - c), on the same grid
    cw = np.concatenate([[0.0], np.cumsum(Bw)])
    cp = np.concatenate([[0.0], np.cumsum(Bp)])
    room = np.maximum(cap - np.arange(grid + 1) * unit, 0.0)  # A's true weight is at least its units
    i = np.minimum(np.searchsorted(cw, room, side="right") - 1, len(Bw))
    lp = cp[i] + np.where(
        i < len(Bw), (room - cw[i]) * (Bp[np.minimum(i, len(Bp) - 1)] / Bw[np.minimum(i, len(Bw) - 1)]), 0.0
    )
    return total_free + min(float(np.max(dp + lp)), dantzig)


def knapsack_value(
    inst: Instance, du: Duals, deadline: float = math.inf, directions: bool = False
) -> tuple[float, np.ndarray | None]:
    """The knapsack Lagrangian at `du` (clamped to valid signs), -inf if the deadline passes.

    Per replica r the subproblem keeps, besides the KV knapsack, the load row's implication for a
    key whose load exceeds the cap on its own ("hot"): l_k x_kr + g_k y_kr <= cap_r + s_r, so a hot
    key earns only the share the cap lets it carry, unless the overload s_r (shared by the
    replica's hot keys, at its penalty less the row's multiplier) pays for more. The subproblem's
    value is concave in s_r between the hot keys' breakpoints, so those breakpoints (and 0 and the
    largest overload) are the only candidates.

    With `directions`, also sum_r x_kr per eligible key at the fractional knapsacks' choices (a
    subgradient direction for the per-key multipliers).
    """
    keys = np.flatnonzero(inst.eligible)
    pk, pr, px, churn_fixed = prev_pairs(inst)
    du = Duals(pi=np.maximum(du.pi, 0.0), u=np.maximum(du.u, 0.0), eta=du.eta, nu=np.maximum(du.nu, 0.0))
    B = inst.load_b.sum(axis=1)
    S = B + (inst.load_w + inst.load_f).sum(axis=1)
    s_cost = inst.pen[:, None] - du.u  # (J, R): cost of a unit of overload in the Lagrangian
    value = (
        float(inst.beta.sum())
        + churn_fixed
        - float(du.pi.sum())
        - float((du.u * inst.cap).sum())
        + float(du.eta @ B)
        + float(du.nu @ px)
        + float((B[:, None] * np.minimum(0.0, du.u - du.eta[:, None])).sum())
        + float((S[1:, None] * np.minimum(0.0, s_cost[1:])).sum())
        + float((px * np.minimum(0.0, inst.chi[pk] - du.nu)).sum())
    )
    row = np.full(inst.K, -1, np.int64)
    row[keys] = np.arange(len(keys))
    prev_rows = row[pk]
    base = inst.omega[keys] - inst.beta[keys] + du.pi - du.eta @ inst.load_b[:, keys]
    lw, lf, fill, p = inst.load_w[:, keys], inst.load_f[:, keys], inst.fill[keys], inst.p[keys]
    # load a share brings to the implied row: warm load and the burst margin it forces (Gamma >= 1: all of it)
    ell = lw[0] + min(inst.Gamma, 1.0) * inst.excess[keys]
    uniform = bool(np.all(du.u == du.u[:, :1])) if inst.R else True
    cache: dict[tuple[float, float], tuple[float, np.ndarray]] = {}
    used = np.zeros(len(keys)) if directions else None
    for r in range(inst.R):
        if time.perf_counter() > deadline:
            return -np.inf, None
        on_r = pr == r
        cap = float(inst.cap[0, r])
        ckey = (float(inst.M[r]), cap) if uniform and not on_r.any() else None
        if ckey is not None and ckey in cache:
            sub, x = cache[ckey]
        else:
            a = base + du.u[:, r] @ lw
            phi = fill + du.u[:, r] @ lf
            g = lf[0].copy()
            if on_r.any():
                a[prev_rows[on_r]] -= du.nu[on_r]
                phi[prev_rows[on_r]] = 0.0
                g[prev_rows[on_r]] = 0.0
            hot = np.flatnonzero((a < 0) & (ell + g > cap * (1 + 1e-12)))
            cands = {0.0, float(S[0])} | {float(v) for v in (ell[hot] + g[hot] - cap) if 0 < v < S[0]}
            if len(hot) == 0:
                cands = {0.0 if s_cost[0, r] >= 0 else float(S[0])}
            sub, x = np.inf, np.zeros(0, np.int64)
            for s_r in sorted(cands):
                share = np.ones(len(keys))
                share[hot] = np.clip((cap + s_r - g[hot]) / np.maximum(ell[hot], 1e-300), 0.0, 1.0)
                w = -(phi + np.minimum(0.0, a) * share)
                idx = np.flatnonzero(w > 0)
                val = float(s_cost[0, r]) * s_r - _knapsack_upper(w[idx], p[idx], float(inst.M[r]))
                if val < sub:
                    sub = val
                    if directions and len(idx):
                        with np.errstate(over="ignore"):  # a key holding no KV ranks first (ratio inf)
                            o = idx[np.argsort(-w[idx] / np.maximum(p[idx], 1e-300), kind="stable")]
                        x = o[(np.cumsum(p[o]) <= inst.M[r] * (1 + 1e-12)) & (a[o] < 0)]
            if ckey is not None:
                cache[ckey] = (sub, x)
        value += sub
        if used is not None:
            used[x] += 1.0
    return value, used


def knapsack_bound(
    inst: Instance,
    start: Duals,
    target: float,
    deadline: float = math.inf,
    iters: int = 30,
    floor: float = -math.inf,
) -> float:
    """The knapsack Lagrangian at `start`, improved by subgradient steps on the per-key multipliers
    (Polyak steps towards `target`, the best plan's objective). `floor` is the bound `start` gave
    without the knapsacks: when keeping them whole adds nothing there (many small prefixes fill
    every budget), the steps are not worth their time and are skipped."""
    fixed = no_choice(inst)
    if fixed is not None:
        return fixed
    best, used = knapsack_value(inst, start, deadline, directions=iters > 0)
    if not np.isfinite(best):
        return -np.inf
    if best <= floor + 1e-6 * max(1.0, abs(floor)):
        return safe_bound(best, best)
    du = start
    step = 1.0
    for _ in range(iters):
        if time.perf_counter() > deadline or used is None:
            break
        g = used - 1.0  # subgradient of the per-key rows sum_r x_kr <= 1
        g = np.where((du.pi <= 0) & (g < 0), 0.0, g)
        norm = float(g @ g)
        if norm <= 0 or target <= best:
            break
        t = step * (target - best) / norm
        trial = Duals(pi=np.maximum(du.pi + t * g, 0.0), u=du.u, eta=du.eta, nu=du.nu)
        val, new_used = knapsack_value(inst, trial, deadline, directions=True)
        if not np.isfinite(val):
            break
        if val > best:
            best, du, used = val, trial, new_used
        else:
            step *= 0.5
    return safe_bound(best, best) if np.isfinite(best) else -np.inf
