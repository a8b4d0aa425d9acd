"""The LP relaxation of the plan program, solved by column generation: a valid lower bound.

Relaxing integrality and substituting y_kr = x_kr (y has non-negative cost in every row and in the
objective, so the relaxation only gets cheaper) leaves an LP in the shares x_kr. Its K x R columns
are too many to hand to a solver at 50,000 x 128, but almost all of them are zero at the optimum.
So a restricted master LP (HiGHS) holds a few columns per key; every round prices all K x R
columns in numpy with the master's duals and adds the ones with negative reduced cost.

Every round also yields a valid bound even before the LP is solved to the end (Lagrangian bound
with the master's duals; the per-key rows sum_r x_kr <= 1 are kept):
    L = z_master - sum_k pi_k + sum_k min(0, pi_k + min_r rc_kr).
At convergence L equals the LP optimum.
"""

from __future__ import annotations

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


class _Master:
    """Restricted master LP, kept in one HiGHS object across rounds (warm-started simplex)."""

    def __init__(self, inst: Instance, keys: np.ndarray):
        import highspy

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
        h = highspy.Highs()
        h.setOptionValue("output_flag", False)
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


def _price(inst: Instance, m: _Master, dual: np.ndarray, chunk: int = 4096) -> tuple[np.ndarray, np.ndarray]:
    """Min reduced cost and its replica for every eligible key, over all R replicas."""
    R = inst.R
    keys = m.keys
    pi = dual[: len(keys)]
    sig = dual[m.r_kv : m.r_kv + R]
    mu = dual[m.r_load : m.r_load + R]
    eta = dual[m.r_blind]
    best = np.empty(len(keys))
    arg = np.empty(len(keys), np.int64)
    for s in range(0, len(keys), chunk):
        kk = keys[s : s + chunk]
        base = inst.omega[kk] - inst.beta[kk] + inst.fill[kk] - pi[s : s + chunk] - inst.blind_load[kk] * eta
        rc = (
            base[:, None]
            - inst.p[kk][:, None] * sig[None, :]
            - (inst.warm_load[kk] + inst.fill[kk])[:, None] * mu[None, :]
        )
        arg[s : s + chunk] = rc.argmin(axis=1)
        best[s : s + chunk] = rc[np.arange(len(kk)), arg[s : s + chunk]]
    # previous pairs: no fill, and the churn row's dual
    if len(m.pk):
        rows = m.row_of_key[m.pk]
        rc_prev = (
            inst.omega[m.pk]
            - inst.beta[m.pk]
            - pi[rows]
            - inst.p[m.pk] * sig[m.pr]
            - inst.warm_load[m.pk] * mu[m.pr]
            - inst.blind_load[m.pk] * eta
            - dual[m.r_prev : m.r_prev + len(m.pk)]
        )
        for j in np.flatnonzero(rc_prev < best[rows]):
            best[rows[j]] = rc_prev[j]
            arg[rows[j]] = m.pr[j]
    return best, arg


def lp_bound(
    inst: Instance,
    seed_columns: Assignment | None = None,
    time_limit: float = 30.0,
    max_rounds: int = 200,
    tol: float = 1e-9,
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
    bound = -np.inf
    z = np.inf
    converged = False
    rounds = 0
    col_value = np.zeros(0)
    per_round = max(2000, len(keys) // 4)
    while rounds < max_rounds:
        rounds += 1
        z, dual, col_value = m.solve()
        best, arg = _price(inst, m, dual)
        pi = dual[: len(keys)]
        lag = z - pi.sum() + np.minimum(0.0, pi + best).sum()
        bound = max(bound, lag)
        neg = np.flatnonzero(best < -tol * scale / max(1, len(keys)))
        if len(neg) == 0 or z - bound <= 1e-9 * scale:
            converged = True
            break
        if time.perf_counter() - t0 > time_limit:
            break
        take = neg[np.argsort(best[neg])[:per_round]]
        if m.add(keys[take], arg[take]) == 0:
            converged = True
            break
    xs = col_value[m.n_fixed_cols :]
    ck = np.concatenate(m.col_k) if m.col_k else np.zeros(0, np.int64)
    cr = np.concatenate(m.col_r) if m.col_r else np.zeros(0, np.int64)
    nz = xs > 1e-9
    x = Assignment(ck[nz], cr[nz], xs[nz])
    safe = bound - 1e-7 * scale
    return LpResult(
        bound=float(safe),
        lp_value=float(z),
        x=x,
        rounds=rounds,
        columns=len(ck),
        converged=converged,
        seconds=time.perf_counter() - t0,
    )
