"""The LP relaxation of the plan program, solved by column generation: a valid lower bound.

Relaxing integrality and substituting y_kr = x_kr (y has non-negative cost in every row and in the
objective, so the relaxation only gets cheaper) leaves an LP in the shares x_kr. Its K x R columns
are too many to hand to a solver at 50,000 x 128, but almost all of them are zero at the optimum.
So a restricted master LP (HiGHS) holds a few columns per key; every round prices all K x R
columns in numpy with the master's duals and adds the ones with negative reduced cost.

Every round also yields a valid bound before the LP is solved to the end: the Lagrangian
relaxation of every row except the per-key rows sum_r x_kr <= 1, at the round's duals, which
decomposes per key (`_lagrangian`). At convergence it equals the LP optimum. Pricing uses
Wentges-smoothed duals (halfway between the best-bound duals and the master's), which cuts the
number of rounds on this degenerate LP; the master's own duals are priced when the smoothed ones
find no column, so convergence is exact.
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass

import numpy as np

from cacheroute_solver.placement import Assignment, Instance

_INF = 1e30


@dataclass
class LpResult:
    """The bound, the LP optimum's shares (fractional), and how far column generation got."""

    bound: float
    lp_value: float
    x: Assignment  # fractional shares of the last master LP
    rounds: int
    columns: int
    converged: bool
    seconds: float


def _new_highs():
    """A silent HiGHS instance (its banner goes to the C-level stdout at first construction)."""
    import highspy

    sys.stdout.flush()
    saved = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 1)
        h = highspy.Highs()
    finally:
        os.dup2(saved, 1)
        os.close(saved)
        os.close(devnull)
    h.setOptionValue("output_flag", False)
    return h


class _Master:
    """Restricted master LP, kept in one HiGHS object across rounds (warm-started simplex)."""

    def __init__(self, inst: Instance, keys: np.ndarray):
        self.inst = inst
        self.keys = keys  # eligible key indices; key row i <-> keys[i]
        self.row_of_key = np.full(inst.K, -1, np.int64)
        self.row_of_key[keys] = np.arange(len(keys))
        K_e, R = len(keys), inst.R
        self.r_kv = K_e
        self.r_load = K_e + R
        self.r_blind = K_e + 2 * R
        self.r_prev = K_e + 2 * R + 1
        # previous pairs whose key is eligible get a churn row; the others are a constant
        pe = self.row_of_key[inst.prev_k] >= 0
        self.pk, self.pr, self.px = inst.prev_k[pe], inst.prev_r[pe], inst.prev_x[pe]
        self.const = float(inst.beta.sum()) + float(
            (inst.chi[inst.prev_k[~pe]] * inst.prev_x[~pe]).sum()
        )
        self.prev_index = {(int(k), int(r)): j for j, (k, r) in enumerate(zip(self.pk, self.pr, strict=True))}
        n_rows = self.r_prev + len(self.pk)
        h = _new_highs()
        h.setOptionValue("threads", 1)
        inf = h.getInfinity()
        self.h = h
        lower = np.full(n_rows, -inf)
        upper = np.empty(n_rows)
        upper[:K_e] = 1.0
        upper[self.r_kv : self.r_kv + R] = inst.M
        upper[self.r_load : self.r_load + R] = inst.cap
        B = float(inst.blind_load.sum())
        lower[self.r_blind] = upper[self.r_blind] = B
        lower[self.r_prev :] = self.px
        upper[self.r_prev :] = inf
        h.addRows(n_rows, lower, upper, 0, np.zeros(0, np.int32), np.zeros(0, np.int32), np.zeros(0))
        # b_r (blind share), s_r (overload), v_j (churn)
        cols_cost, starts, idx, val = [], [], [], []
        for r in range(R):
            starts.append(len(idx))
            idx += [self.r_load + r, self.r_blind]
            val += [1.0, 1.0]
            cols_cost.append(0.0)
        for r in range(R):
            starts.append(len(idx))
            idx += [self.r_load + r]
            val += [-1.0]
            cols_cost.append(inst.P)
        for j in range(len(self.pk)):
            starts.append(len(idx))
            idx += [self.r_prev + j]
            val += [1.0]
            cols_cost.append(float(inst.chi[self.pk[j]]))
        n = len(cols_cost)
        h.addCols(
            n,
            np.array(cols_cost),
            np.zeros(n),
            np.full(n, inf),
            len(idx),
            np.array(starts, np.int32),
            np.array(idx, np.int32),
            np.array(val, float),
        )
        self.n_fixed_cols = n
        self.col_k: list[np.ndarray] = []
        self.col_r: list[np.ndarray] = []
        self.have: set[tuple[int, int]] = set()

    def cost_and_fill(self, k: np.ndarray, r: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        inst = self.inst
        is_prev = np.fromiter(((int(a), int(b)) in self.prev_index for a, b in zip(k, r, strict=True)), bool, len(k))
        fill = np.where(is_prev, 0.0, inst.fill[k])
        return inst.omega[k] - inst.beta[k] + fill, fill

    def add(self, k: np.ndarray, r: np.ndarray) -> int:
        pairs = [(int(a), int(b)) for a, b in zip(k, r, strict=True) if (int(a), int(b)) not in self.have]
        if not pairs:
            return 0
        self.have.update(pairs)
        k = np.array([a for a, _ in pairs], np.int64)
        r = np.array([b for _, b in pairs], np.int64)
        inst = self.inst
        cost, fill = self.cost_and_fill(k, r)
        n = len(k)
        prev_rows = np.array([self.prev_index.get(p, -1) for p in pairs], np.int64)
        has_prev = prev_rows >= 0
        nnz_per = 4 + has_prev
        starts = np.concatenate([[0], np.cumsum(nnz_per)[:-1]]).astype(np.int32)
        idx = np.empty(int(nnz_per.sum()), np.int32)
        val = np.empty(len(idx))
        for slot, rows, vals in (
            (0, self.row_of_key[k], np.ones(n)),
            (1, self.r_kv + r, inst.p[k]),
            (2, self.r_load + r, inst.warm_load[k] + fill),
            (3, np.full(n, self.r_blind), inst.blind_load[k]),
        ):
            idx[starts + slot] = rows
            val[starts + slot] = vals
        idx[starts[has_prev] + 4] = self.r_prev + prev_rows[has_prev]
        val[starts[has_prev] + 4] = 1.0
        self.h.addCols(n, cost, np.zeros(n), np.full(n, self.h.getInfinity()), len(idx), starts, idx, val)
        self.col_k.append(k)
        self.col_r.append(r)
        return n

    def solve(self) -> tuple[float, np.ndarray, np.ndarray]:
        self.h.setOptionValue("simplex_strategy", 4)  # primal: columns added keep the basis primal feasible
        self.h.run()
        sol = self.h.getSolution()
        z = self.h.getInfo().objective_function_value + self.const
        return z, np.asarray(sol.row_dual), np.asarray(sol.col_value)


def _price(
    inst: Instance, m: _Master, dual: np.ndarray, top: int = 16, chunk: int = 2048
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Lagrangian reduced costs cbar_kr (the per-key row left out) at `dual`.

    Returns, per eligible key, the `top` smallest cbar_kr over all replicas (ascending) and their
    replicas, and the minimum itself. A key whose cheapest conceivable column
    (base_k + p_k min_r(-sigma_r) + l_k min_r(-mu_r)) is non-negative is not priced: it neither
    prices out nor changes the bound (its min(0, cbar) is 0). Keys with previous destinations are
    always priced, their columns having no fill and a churn dual.
    """
    R = inst.R
    keys = m.keys
    sig = dual[m.r_kv : m.r_kv + R]
    mu = dual[m.r_load : m.r_load + R]
    eta = dual[m.r_blind]
    base = inst.omega[keys] - inst.beta[keys] + inst.fill[keys] - inst.blind_load[keys] * eta
    load = inst.warm_load[keys] + inst.fill[keys]
    floor = base + inst.p[keys] * max(0.0, float((-sig).min())) + load * max(0.0, float((-mu).min()))
    live = floor < 0
    live[m.row_of_key[m.pk]] = True
    top = min(top, R)
    vals = np.full((len(keys), top), np.inf)
    args = np.zeros((len(keys), top), np.int64)
    rows_live = np.flatnonzero(live)
    prev_row = m.row_of_key[m.pk]
    for s in range(0, len(rows_live), chunk):
        rows = rows_live[s : s + chunk]
        kk = keys[rows]
        rc = base[rows, None] - inst.p[kk][:, None] * sig[None, :] - load[rows, None] * mu[None, :]
        if len(m.pk):
            sel = np.flatnonzero(np.isin(prev_row, rows))
            if len(sel):
                local = np.searchsorted(rows, prev_row[sel])
                pk, pr = m.pk[sel], m.pr[sel]
                rc[local, pr] = (
                    inst.omega[pk] - inst.beta[pk] - inst.blind_load[pk] * eta
                    - inst.p[pk] * sig[pr] - inst.warm_load[pk] * mu[pr] - dual[m.r_prev + sel]
                )
        idx = np.arange(len(rows))
        for j in range(top):
            a = rc.argmin(axis=1)
            vals[rows, j], args[rows, j] = rc[idx, a], a
            rc[idx, a] = np.inf
    best = vals[:, 0].copy()
    best[~live] = 0.0
    return vals, args, best


def _lagrangian(inst: Instance, m: _Master, dual: np.ndarray, best: np.ndarray) -> float:
    """L(dual): every row but the per-key rows relaxed; a valid lower bound for any signed duals.

    The helper columns get the implied bounds b_r <= B, s_r <= S, v_j <= xbar_j, so a dual that
    violates their reduced-cost sign by a rounding error costs a little bound, not all of it.
    """
    R = inst.R
    sig = np.minimum(dual[m.r_kv : m.r_kv + R], 0.0)
    mu = np.minimum(dual[m.r_load : m.r_load + R], 0.0)
    eta = dual[m.r_blind]
    nu = np.maximum(dual[m.r_prev : m.r_prev + len(m.pk)], 0.0)
    B = float(inst.blind_load.sum())
    S = B + float(inst.warm_load.sum()) + float(inst.fill.sum())
    value = (
        m.const
        + float(sig @ inst.M)
        + float(mu @ inst.cap)
        + eta * B
        + float(nu @ m.px)
        + float(np.minimum(0.0, best).sum())
        + float(np.minimum(0.0, -mu - eta).sum()) * B
        + float(np.minimum(0.0, inst.P + mu).sum()) * S
        + float((np.minimum(0.0, inst.chi[m.pk] - nu) * m.px).sum())
    )
    return value


def pooled_bound(inst: Instance, iters: int = 60) -> float:
    """A cheap valid bound: the program with every replica's KV and load rows summed into one.

    Summing rows relaxes them, and with one pooled replica a key needs one share a_k in [0, 1].
    Fill is charged at its cheapest (0 for a key with a previous destination) and churn as
    chi_k (sum_r xbar_kr - a_k)^+, both no more than in the program. Its Lagrangian dual has two
    multipliers (sigma for KV, mu for load): every (sigma, mu) gives a valid bound, and the best is
    found by bisection on sigma inside a ternary search on mu, in numpy (a 2-row LP of 50,000
    columns took HiGHS 10 s). Where per-replica packing is not what binds (many prefixes per
    replica) it is about as strong as the full LP relaxation (equal to 1e-6 in the tests).
    """
    keys = np.flatnonzero(inst.eligible)
    prev_total = np.minimum(np.bincount(inst.prev_k, weights=inst.prev_x, minlength=inst.K), 1.0)
    const = float(inst.beta.sum()) + float((inst.chi * prev_total)[~inst.eligible].sum())
    if len(keys) == 0 or inst.R == 0:
        from cacheroute_solver.placement import Assignment, evaluate

        return evaluate(inst, Assignment.empty()).objective if inst.R else const
    xbar = prev_total[keys]
    fill = np.where(xbar > 0, 0.0, inst.fill[keys])
    c = inst.omega[keys] - inst.beta[keys] + fill
    p = inst.p[keys]
    q = inst.warm_load[keys] + fill - inst.blind_load[keys]
    chi = inst.chi[keys]
    M = float(inst.M.sum())
    L = float(inst.cap.sum()) - float(inst.blind_load.sum())

    def value(sig: float, mu: float) -> float:
        r = c + sig * p + mu * q
        # min over a in [0, 1] of r a + chi (xbar - a)^+: at a = 0, xbar or 1
        per_key = np.minimum(np.minimum(chi * xbar, r * xbar), r)
        return const - sig * M - mu * L + float(per_key.sum())

    def best_sigma(mu: float) -> tuple[float, float]:
        base = c + mu * q
        hi = float(np.max(np.where(p > 0, -base / np.maximum(p, 1e-12), 0.0), initial=0.0))
        lo = 0.0
        if float(p[base < 0].sum()) <= M:  # KV not binding at sigma = 0
            return 0.0, value(0.0, mu)
        for _ in range(iters):
            mid = 0.5 * (lo + hi)
            if float(p[base + mid * p < 0].sum()) > M:
                lo = mid
            else:
                hi = mid
        cands = [(value(x, mu), x) for x in (lo, hi)]
        v, x = max(cands)
        return x, v

    mu_hi = min(inst.P, float(np.max(np.where(q > 0, -c / np.maximum(q, 1e-12), 0.0), initial=0.0)) + 1.0)
    best = best_sigma(0.0)[1]
    a, b = 0.0, mu_hi
    # the best over sigma is concave in mu: if a small step up in mu does not help, mu = 0 is best
    searching = best_sigma(mu_hi * 1e-9)[1] > best
    for _ in range(iters if searching else 0):
        m1, m2 = a + (b - a) / 3, b - (b - a) / 3
        v1, v2 = best_sigma(m1)[1], best_sigma(m2)[1]
        best = max(best, v1, v2)
        if v1 < v2:
            a = m1
        else:
            b = m2
    return float(best - 1e-7 * max(1.0, abs(best)))


def lp_bound(
    inst: Instance,
    seed_columns: Assignment | None = None,
    time_limit: float = 30.0,
    max_rounds: int = 500,
    tol: float = 1e-9,
    alpha: float = 0.5,
    max_new: int = 60_000,
    pooled: float | None = None,
) -> LpResult:
    """Lower bound on the plan program's optimum by the LP relaxation (column generation)."""
    t0 = time.perf_counter()
    keys = np.flatnonzero(inst.eligible)
    const_all = float(inst.beta.sum()) + float((inst.chi[inst.prev_k] * inst.prev_x).sum())
    if len(keys) == 0 or inst.R == 0:
        # nothing can be admitted: the only plan is all blind; the bound is its overload-aware value
        from cacheroute_solver.placement import evaluate

        val = evaluate(inst, Assignment.empty()).objective if inst.R else const_all
        return LpResult(val, val, Assignment.empty(), 0, 0, True, time.perf_counter() - t0)
    m = _Master(inst, keys)
    m.add(m.pk, m.pr)
    if seed_columns is not None and len(seed_columns.k):
        ok = inst.eligible[seed_columns.k]
        m.add(seed_columns.k[ok], seed_columns.r[ok])
    scale = max(1.0, const_all)
    tol = tol * scale / max(1, len(keys))
    bound = -np.inf
    center: np.ndarray | None = None  # duals of the best bound so far (Wentges smoothing)
    z = np.inf
    converged = False
    rounds = 0
    col_value = np.zeros(0)
    while rounds < max_rounds:
        rounds += 1
        z, dual, col_value = m.solve()
        if time.perf_counter() - t0 > time_limit and center is not None:
            break
        added = 0
        for smooth in ((alpha,) if center is not None else ()) + (0.0,):
            y = dual if smooth == 0.0 else smooth * center + (1 - smooth) * dual
            vals, args, best = _price(inst, m, y)
            lag = _lagrangian(inst, m, y, best)
            if lag > bound:
                bound, center = lag, y
            pi = np.minimum(y[: len(keys)], 0.0)
            neg = vals < (pi[:, None] - tol)
            # at most max_new columns a round: the cheapest `per_key` of each pricing-out key
            n_keys = int(neg[:, 0].sum())
            per_key = max(1, min(vals.shape[1], max_new // max(n_keys, 1)))
            ki, slot = np.nonzero(neg[:, :per_key])
            added = m.add(keys[ki], args[ki, slot])
            if added:
                break
        if added == 0 or z - bound <= 1e-9 * scale:
            converged = True
            break
    xs = col_value[m.n_fixed_cols :]
    ck = np.concatenate(m.col_k) if m.col_k else np.zeros(0, np.int64)
    cr = np.concatenate(m.col_r) if m.col_r else np.zeros(0, np.int64)
    xs = np.pad(xs, (0, len(ck) - len(xs)))  # columns added after the last solve are 0
    nz = xs > 1e-9
    x = Assignment(ck[nz], cr[nz], xs[nz])
    safe = max(bound - 1e-7 * scale, pooled_bound(inst) if pooled is None else pooled)
    return LpResult(
        bound=float(safe),
        lp_value=float(z),
        x=x,
        rounds=rounds,
        columns=len(ck),
        converged=converged,
        seconds=time.perf_counter() - t0,
    )
