"""The LP bound: the LP relaxation (y_kr = x_kr) by column generation: a HiGHS master over a few
columns per key, every K x R column priced in numpy each round; each round's Lagrangian value
(every row but the per-key rows dualised) is a valid bound. A pair whose prefix exceeds the
replica's budget is left out (its y_kr is 0 in every plan).
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass

import numpy as np

from cacheroute_solver.plan.bounds.common import Duals, constant_part, no_choice, prev_pairs, safe_bound
from cacheroute_solver.plan.bounds.trivial import trivial_bound
from cacheroute_solver.plan.program import Assignment, Instance


@dataclass
class LpResult:
    """The bound, the LP optimum's shares (fractional), its duals, and how far column generation got."""

    bound: float
    lp_value: float
    x: Assignment  # fractional shares of the last master LP
    rounds: int
    columns: int
    converged: bool
    seconds: float
    duals: Duals | None = None


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
        K_e, R, J = len(keys), inst.R, inst.J
        self.r_kv = K_e
        self.r_load = K_e + R  # row of (j, r): r_load + j * R + r
        self.r_blind = K_e + R + J * R  # row of j: r_blind + j
        self.r_prev = self.r_blind + J
        self.pk, self.pr, self.px, churn_fixed = prev_pairs(inst)
        self.const = float(inst.beta.sum()) + churn_fixed
        n_rows = self.r_prev + len(self.pk)
        h = _new_highs()
        h.setOptionValue("threads", 1)
        inf = h.getInfinity()
        self.h = h
        lower = np.full(n_rows, -inf)
        upper = np.empty(n_rows)
        upper[:K_e] = 1.0
        upper[self.r_kv : self.r_kv + R] = inst.M
        upper[self.r_load : self.r_load + J * R] = inst.cap.reshape(-1)
        B = inst.load_b.sum(axis=1)
        lower[self.r_blind : self.r_blind + J] = upper[self.r_blind : self.r_blind + J] = B
        lower[self.r_prev :] = self.px
        upper[self.r_prev :] = inf
        h.addRows(n_rows, lower, upper, 0, np.zeros(0, np.int32), np.zeros(0, np.int32), np.zeros(0))
        # b_jr (blind share), s_jr (overload), v (churn)
        cols_cost: list[float] = []
        starts: list[int] = []
        idx: list[int] = []
        val: list[float] = []
        for j in range(J):
            for r in range(R):
                starts.append(len(idx))
                idx += [self.r_load + j * R + r, self.r_blind + j]
                val += [1.0, 1.0]
                cols_cost.append(0.0)
        for j in range(J):
            for r in range(R):
                starts.append(len(idx))
                idx += [self.r_load + j * R + r]
                val += [-1.0]
                cols_cost.append(float(inst.pen[j]))
        for c in range(len(self.pk)):
            starts.append(len(idx))
            idx += [self.r_prev + c]
            val += [1.0]
            cols_cost.append(float(inst.chi[self.pk[c]]))
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
        self.have = np.zeros(inst.K * R, bool)  # pair (k, r) at k * R + r is a column already

    def add(self, k: np.ndarray, r: np.ndarray) -> int:
        k = np.asarray(k, np.int64)
        r = np.asarray(r, np.int64)
        if len(k) == 0:
            return 0
        code = np.unique(k * self.inst.R + r)
        code = code[~self.have[code]]
        if len(code) == 0:
            return 0
        self.have[code] = True
        k, r = code // self.inst.R, code % self.inst.R
        inst = self.inst
        J, R = inst.J, inst.R
        prev_rows = self.prev_row_of(k, r)
        has_prev = prev_rows >= 0
        new = ~has_prev
        cost = inst.omega[k] - inst.beta[k] + inst.fill[k] * new
        n = len(k)
        nnz_per = 2 + 2 * J + has_prev
        starts = np.concatenate([[0], np.cumsum(nnz_per)[:-1]]).astype(np.int32)
        idx = np.empty(int(nnz_per.sum()), np.int32)
        val = np.empty(len(idx))
        slots = [(self.row_of_key[k], np.ones(n)), (self.r_kv + r, inst.p[k])]
        for j in range(J):
            slots.append((self.r_load + j * R + r, inst.load_w[j, k] + inst.load_f[j, k] * new))
            slots.append((np.full(n, self.r_blind + j), inst.load_b[j, k]))
        for slot, (rows, vals) in enumerate(slots):
            idx[starts + slot] = rows
            val[starts + slot] = vals
        idx[starts[has_prev] + len(slots)] = self.r_prev + prev_rows[has_prev]
        val[starts[has_prev] + len(slots)] = 1.0
        self.h.addCols(n, cost, np.zeros(n), np.full(n, self.h.getInfinity()), len(idx), starts, idx, val)
        self.col_k.append(k)
        self.col_r.append(r)
        return n

    def prev_row_of(self, k: np.ndarray, r: np.ndarray) -> np.ndarray:
        """Churn row of each pair (k, r), -1 where (k, r) was not a previous destination."""
        out = np.full(len(k), -1, np.int64)
        if len(self.pk) == 0 or len(k) == 0:
            return out
        code = self.pk * self.inst.R + self.pr
        order = np.argsort(code)
        q = k * self.inst.R + r
        pos = np.minimum(np.searchsorted(code[order], q), len(code) - 1)
        hit = code[order][pos] == q
        out[hit] = order[pos[hit]]
        return out

    def solve(self, seconds: float) -> tuple[float, np.ndarray, np.ndarray] | None:
        """Objective, row duals and column values; None when HiGHS gives no usable solution."""
        self.h.setOptionValue("simplex_strategy", 4)  # primal: columns added keep the basis primal feasible
        self.h.setOptionValue("time_limit", max(0.01, seconds))
        self.h.run()
        sol = self.h.getSolution()
        duals = np.asarray(sol.row_dual)
        cols = np.asarray(sol.col_value)
        if len(duals) != self.h.getNumRow() or len(cols) != self.h.getNumCol() or not np.isfinite(duals).all():
            return None
        z = self.h.getInfo().objective_function_value + self.const
        return z, duals, cols

    def duals(self, dual: np.ndarray) -> Duals:
        """Master duals (HiGHS signs) in the penalty form of `Duals`."""
        K_e, R, J = len(self.keys), self.inst.R, self.inst.J
        return Duals(
            pi=np.maximum(-dual[:K_e], 0.0),
            u=np.maximum(-dual[self.r_load : self.r_load + J * R], 0.0).reshape(J, R),
            eta=dual[self.r_blind : self.r_blind + J].copy(),
            nu=np.maximum(dual[self.r_prev : self.r_prev + len(self.pk)], 0.0),
        )


def _price(
    inst: Instance, m: _Master, dual: np.ndarray, top: int = 16, chunk: int = 2048
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Lagrangian reduced costs cbar_kr (the per-key row left out) at `dual`.

    Returns, per eligible key, the `top` smallest cbar_kr over all replicas (ascending) and their
    replicas, and the minimum itself. A key whose cheapest conceivable column is non-negative is
    not priced: it neither prices out nor changes the bound. Keys with previous destinations are
    always priced, their columns having no fill and a churn dual.
    """
    R, J = inst.R, inst.J
    keys = m.keys
    sig = dual[m.r_kv : m.r_kv + R]
    mu = dual[m.r_load : m.r_load + J * R].reshape(J, R)
    eta = dual[m.r_blind : m.r_blind + J]
    base = inst.omega[keys] - inst.beta[keys] + inst.fill[keys] - eta @ inst.load_b[:, keys]
    load = inst.load_w[:, keys] + inst.load_f[:, keys]  # (J, K_e), fill included (not a previous pair)
    floor = base + inst.p[keys] * max(0.0, float((-sig).min()))
    for j in range(J):
        floor = floor + load[j] * max(0.0, float((-mu[j]).min()))
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
        rc = base[rows, None] - inst.p[kk][:, None] * sig[None, :]
        for j in range(J):
            rc -= load[j, rows, None] * mu[j][None, :]
        rc[inst.p[kk][:, None] > inst.M[None, :] * (1 + 1e-12)] = np.inf  # y_kr = 0: the prefix does not fit r
        if len(m.pk):
            sel = np.flatnonzero(np.isin(prev_row, rows))
            if len(sel):
                local = np.searchsorted(rows, prev_row[sel])
                pk, pr = m.pk[sel], m.pr[sel]
                v = (
                    inst.omega[pk]
                    - inst.beta[pk]
                    - eta @ inst.load_b[:, pk]
                    - inst.p[pk] * sig[pr]
                    - dual[m.r_prev + sel]
                )
                for j in range(J):
                    v = v - inst.load_w[j, pk] * mu[j, pr]
                rc[local, pr] = v
        idx = np.arange(len(rows))
        for t in range(top):
            a = rc.argmin(axis=1)
            vals[rows, t], args[rows, t] = rc[idx, a], a
            rc[idx, a] = np.inf
    best = vals[:, 0].copy()
    best[~live] = 0.0
    return vals, args, best


def _lagrangian(inst: Instance, m: _Master, dual: np.ndarray, best: np.ndarray) -> float:
    """L(dual): every row but the per-key rows relaxed; a valid lower bound for any signed duals.

    The helper columns get the implied bounds b_jr <= B_j, s_jr <= S_j, v <= xbar, so a dual that
    violates their reduced-cost sign by a rounding error costs a little bound, not all of it.
    """
    R, J = inst.R, inst.J
    sig = np.minimum(dual[m.r_kv : m.r_kv + R], 0.0)
    mu = np.minimum(dual[m.r_load : m.r_load + J * R], 0.0).reshape(J, R)
    eta = dual[m.r_blind : m.r_blind + J]
    nu = np.maximum(dual[m.r_prev : m.r_prev + len(m.pk)], 0.0)
    B = inst.load_b.sum(axis=1)
    S = B + (inst.load_w + inst.load_f).sum(axis=1)
    return (
        m.const
        + float(sig @ inst.M)
        + float((mu * inst.cap).sum())
        + float(eta @ B)
        + float(nu @ m.px)
        + float(np.minimum(0.0, best).sum())
        + float((np.minimum(0.0, -mu - eta[:, None]) * B[:, None]).sum())
        + float((np.minimum(0.0, inst.pen[:, None] + mu) * S[:, None]).sum())
        + float((np.minimum(0.0, inst.chi[m.pk] - nu) * m.px).sum())
    )


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
    deadline = t0 + time_limit
    keys = np.flatnonzero(inst.eligible)
    fixed = no_choice(inst)
    if fixed is not None:
        return LpResult(fixed, fixed, Assignment.empty(), 0, 0, True, time.perf_counter() - t0)
    m = _Master(inst, keys)
    m.add(m.pk, m.pr)
    if seed_columns is not None and len(seed_columns.k):
        ok = inst.eligible[seed_columns.k]
        m.add(seed_columns.k[ok], seed_columns.r[ok])
    scale = max(1.0, constant_part(inst))
    tol = tol * scale / max(1, len(keys))
    bound = -np.inf
    center: np.ndarray | None = None  # duals of the best bound so far (Wentges smoothing)
    z = np.inf
    converged = False
    rounds = 0
    col_value = np.zeros(0)
    while rounds < max_rounds:
        rounds += 1
        left = deadline - time.perf_counter()
        if left <= 0 and center is not None:
            break
        solved = m.solve(left)
        if solved is None:
            break
        z, dual, col_value = solved
        if time.perf_counter() > deadline and center is not None:
            break
        added = 0
        for smooth in ((alpha,) if center is not None else ()) + (0.0,):
            y = dual if smooth == 0.0 or center is None else smooth * center + (1 - smooth) * dual
            vals, args, best = _price(inst, m, y)
            lag = _lagrangian(inst, m, y, best)
            if lag > bound:
                bound, center = lag, y
            pi = np.minimum(y[: len(keys)], 0.0)
            neg = vals < (pi[:, None] - tol)
            # at most max_new columns a round: the cheapest `per_key` of each pricing-out key
            n_keys = int(neg[:, 0].sum())
            per_key = max(1, min(vals.shape[1], max_new // max(n_keys, 1)))
            if time.perf_counter() > deadline:
                break
            ki, slot = np.nonzero(neg[:, :per_key])
            added = m.add(keys[ki], args[ki, slot])
            if added:
                break
        if z - bound <= 1e-9 * scale or (added == 0 and time.perf_counter() <= deadline):
            converged = True
            break
        if added == 0:
            break
    xs = col_value[m.n_fixed_cols :]
    ck = np.concatenate(m.col_k) if m.col_k else np.zeros(0, np.int64)
    cr = np.concatenate(m.col_r) if m.col_r else np.zeros(0, np.int64)
    xs = np.pad(xs, (0, max(0, len(ck) - len(xs))))[: len(ck)]  # columns added after the last solve are 0
    nz = xs > 1e-9
    x = Assignment(ck[nz], cr[nz], xs[nz])
    safe = max(safe_bound(bound, scale) if np.isfinite(bound) else -np.inf, -np.inf if pooled is None else pooled)
    if not np.isfinite(safe):
        safe = trivial_bound(inst)
    return LpResult(
        bound=float(safe),
        lp_value=float(z),
        x=x,
        rounds=rounds,
        columns=len(ck),
        converged=converged,
        seconds=time.perf_counter() - t0,
        duals=m.duals(center) if center is not None else None,
    )
