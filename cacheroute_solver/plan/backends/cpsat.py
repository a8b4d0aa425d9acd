"""OR-Tools CP-SAT on the plan program, in integers scaled so every solution is feasible for real.

CP-SAT needs integer coefficients. It is given the scaled instance (`Instance.scaled`: totals about
1); shares x_kr move in steps of 1/Q; KV is counted in 1e-6 of the largest budget and each load row
in units of 1e-8 of its total; KV, load and burst coefficients are rounded up and capacities down,
so a plan CP-SAT accepts never exceeds a real cap. A fractional burst budget Gamma is rounded up to
1/100 (the margin row multiplied by 100). The objective is rounded and the overload penalty capped
to keep the objective inside int64, so CP-SAT's own bound is for this integer model only: the plan's
bound comes from `plan.bounds`, and its objective is re-evaluated exactly by `program.evaluate`. The
hint is complete (every variable, helpers included), since CP-SAT ignores a partial hint.

The blocks follow `formulations/plan-program.md` and carry its headings: units, variables,
constraints (its numbers), objective, then solve and report.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from cacheroute_solver.plan.backends.base import BackendUnavailable, BuildClock, OutOfTime, SolveResult, SolveStatus
from cacheroute_solver.plan.program import Assignment, Instance, ProgramRows, make_program_rows

Q = 100  # share steps per key
KV_UNITS = 1e6  # KV units per unit of the scaled instance (the largest budget is 1)
_INT_ROOM = 2**61  # keep every row and the objective well inside int64


# --- Units the solvers see (X = Q x, KV in 1e-6 of the largest budget, row j in 1e-8 of its total) ---


@dataclass
class _Units:
    """The program's coefficients in CP-SAT's integers: loads, KV and burst excesses rounded up,
    capacities down, so a plan CP-SAT accepts is within the real caps."""

    sigma: np.ndarray  # (J,) integer units per unit of row j
    big: list[int]  # (J,) the most units a row-j variable can need
    scale_obj: float
    by_key: dict[int, list[int]]  # pairs of each key
    by_rep: list[list[int]]  # pairs of each replica
    load_x: list[np.ndarray]  # (J, pairs) l^w_jk per step of x_kr
    load_y: list[np.ndarray]  # (J, pairs) g_jk of a new destination
    cap_units: list[np.ndarray]  # (J, R) cap_jr less the fixed keys' warm load
    blind_a: list[dict[int, int]]  # (J, S) l^b_jk
    blind_const: list[int]  # (J,) the blind load of S and of the fixed blind keys
    den: int  # Gamma = g_num / den
    g_num: int
    ex_x: np.ndarray  # (pairs,) e_k per step of x_kr
    margin_pairs: list[list[int]]  # per replica: its pairs with an excess
    margin_fixed: dict[int, list[int]]  # per replica: the fixed keys' excesses
    kv: np.ndarray  # (pairs,) p_k
    kv_room: list[int]  # (R,) M_r less the fixed keys' KV
    churn_rhs: np.ndarray  # x-bar_kr in steps


def _units(inst: Instance, rows: ProgramRows) -> _Units:
    R, J = inst.R, inst.J
    reach = (inst.load_b + inst.load_w + inst.D * inst.load_f).sum(axis=1) + inst.cap.max(axis=1, initial=0.0)
    sigma = 1e8 / np.maximum(reach, 1e-300)
    by_key: dict[int, list[int]] = {}
    by_rep: list[list[int]] = [[] for _ in range(R)]
    for j, (k, r) in enumerate(zip(rows.pk.tolist(), rows.pr.tolist(), strict=True)):
        by_key.setdefault(k, []).append(j)
        by_rep[r].append(j)
    den, g_num = (1, int(inst.Gamma)) if float(inst.Gamma).is_integer() else (100, math.ceil(inst.Gamma * 100))
    ex_x = np.ceil(inst.excess[rows.pk] * sigma[0] / Q).astype(np.int64)
    margin_pairs: list[list[int]] = [[] for _ in range(R)]
    margin_fixed: dict[int, list[int]] = {}
    if inst.Gamma > 0:
        for rr, v in zip(rows.ex_r.tolist(), rows.ex_v.tolist(), strict=True):
            margin_fixed.setdefault(rr, []).append(math.ceil(v * sigma[0]))
        margin_pairs = [[j for j in by_rep[r] if ex_x[j] > 0] for r in range(R)]
    S = rows.S.tolist()
    return _Units(
        sigma=sigma,
        big=[math.ceil(float(reach[j]) * sigma[j]) + 1 for j in range(J)],
        scale_obj=1e9 / max(float(inst.beta.sum() + inst.omega.sum() + inst.fill.sum() + inst.chi.sum()), 1e-300),
        by_key=by_key,
        by_rep=by_rep,
        load_x=[np.ceil(inst.load_w[j, rows.pk] * sigma[j] / Q).astype(np.int64) for j in range(J)],
        load_y=[np.where(rows.new, np.ceil(inst.load_f[j, rows.pk] * sigma[j]), 0).astype(np.int64) for j in range(J)],
        cap_units=[np.floor((inst.cap[j] - rows.W_fix[j]) * sigma[j]).astype(np.int64) for j in range(J)],
        blind_a=[{k: math.floor(inst.load_b[j, k] * sigma[j]) for k in S} for j in range(J)],
        blind_const=[math.ceil((rows.B_fix[j] + float(inst.load_b[j, rows.S].sum())) * sigma[j]) for j in range(J)],
        den=den,
        g_num=g_num,
        ex_x=ex_x,
        margin_pairs=margin_pairs,
        margin_fixed=margin_fixed,
        kv=np.array([math.ceil(inst.p[k] * KV_UNITS) for k in rows.pk.tolist()], np.int64),
        kv_room=[math.floor((inst.M[r] - rows.KV_fix[r]) * KV_UNITS + 1e-9) for r in range(R)],
        churn_rhs=np.round(rows.churn_x * Q).astype(np.int64),
    )


# --- Variables (a_k, y_kr, x_kr as X = Q x, b_jr, s_jr, theta_r, z_kr, v_kr) ---


@dataclass
class _Vars:
    a: dict[int, Any]
    y: list[Any]
    X: list[Any]
    b: list[list[Any]]  # (J, R)
    s: list[list[Any]]  # (J, R)
    theta: dict[int, Any]  # replicas with a margin
    z: dict[int, list[Any]]  # per replica: one per margin pair, then one per fixed excess
    v: list[Any]  # one per churn row


def _variables(m, inst: Instance, rows: ProgramRows, u: _Units, clock: BuildClock) -> _Vars:
    R, J = inst.R, inst.J
    a = {k: m.new_bool_var(f"a_{k}") for k in rows.S.tolist()}
    y, X = [], []
    for j in range(len(rows.pk)):
        clock.tick(64)
        y.append(m.new_bool_var(f"y_{j}"))
        X.append(m.new_int_var(0, Q, f"x_{j}"))
    b = [[m.new_int_var(0, u.big[j], f"b_{j}_{r}") for r in range(R)] for j in range(J)]
    s = [[m.new_int_var(0, u.big[j], f"s_{j}_{r}") for r in range(R)] for j in range(J)]
    theta: dict[int, Any] = {}
    z: dict[int, list[Any]] = {}
    for r in range(R):
        js, fixed = u.margin_pairs[r], u.margin_fixed.get(r, [])
        if not js and not fixed:
            continue
        theta[r] = m.new_int_var(0, u.big[0], f"theta_{r}")
        z[r] = [m.new_int_var(0, u.big[0], f"z_{j}") for j in js]
        z[r] += [m.new_int_var(0, u.big[0], f"zfix_{r}_{c}") for c in range(len(fixed))]
    v = [m.new_int_var(0, Q, f"v_{c}") for c in range(len(rows.churn_k))]
    return _Vars(a, y, X, b, s, theta, z, v)


# --- Constraints (1)-(8) ---


def _constraints(m, inst: Instance, rows: ProgramRows, u: _Units, var: _Vars, clock: BuildClock) -> None:
    R, J = inst.R, inst.J
    a, y, X = var.a, var.y, var.X
    # (2) link: x_kr <= y_kr, and y_kr only with a share
    for j in range(len(rows.pk)):
        clock.tick(64)
        m.add(X[j] <= Q * y[j])
        m.add(X[j] >= y[j])
    # (1) share: sum_r x_kr = a_k; (3) destinations: sum_r y_kr <= D a_k
    for k, js in u.by_key.items():
        clock.tick(16)
        m.add(sum(X[j] for j in js) == Q * a[k])
        m.add(sum(y[j] for j in js) <= inst.D * a[k])
    # (6) margin: z_kr + theta_r >= e_k x_kr (and >= each fixed key's excess)
    for r, th in var.theta.items():
        js, fixed = u.margin_pairs[r], u.margin_fixed.get(r, [])
        for z, j in zip(var.z[r][: len(js)], js, strict=True):
            clock.tick()
            m.add(z + th >= int(u.ex_x[j]) * X[j])
        for z, f in zip(var.z[r][len(js) :], fixed, strict=True):
            m.add(z + th >= f)
    # (4) KV: sum_k p_k y_kr <= M_r; (5) load: ... + b_jr + [j = 0] m_r - s_jr <= cap_jr
    for r in range(R):
        clock.tick(1)
        js = u.by_rep[r]
        m.add(sum(int(u.kv[j]) * y[j] for j in js) <= max(u.kv_room[r], 0))
        for jj in range(J):
            lhs = (
                sum(int(u.load_x[jj][j]) * X[j] for j in js)
                + sum(int(u.load_y[jj][j]) * y[j] for j in js if u.load_y[jj][j] > 0)
                + var.b[jj][r]
                - var.s[jj][r]
            )
            if jj == 0 and r in var.theta:
                # m_r = Gamma theta_r + sum_k z_kr, times den so that Gamma = g_num / den is integral
                m.add(u.den * lhs + u.g_num * var.theta[r] + u.den * sum(var.z[r]) <= u.den * int(u.cap_units[jj][r]))
            else:
                m.add(lhs <= int(u.cap_units[jj][r]))
    # (7) blind: sum_r b_jr >= sum_k l^b_jk (1 - a_k)
    for j in range(J):
        m.add(sum(var.b[j]) + sum(u.blind_a[j][k] * a[k] for k in a) >= u.blind_const[j])
    # (8) churn: v_kr >= x-bar_kr - x_kr
    pair_of = {(int(k), int(r)): j for j, (k, r) in enumerate(zip(rows.pk, rows.pr, strict=True))}
    for c, (k, r) in enumerate(zip(rows.churn_k.tolist(), rows.churn_r.tolist(), strict=True)):
        m.add(var.v[c] + X[pair_of[(k, r)]] >= int(u.churn_rhs[c]))


# --- Objective: expected prefill tokens per second (+ churn and overload penalty) ---


def _objective(m, inst: Instance, rows: ProgramRows, u: _Units, var: _Vars) -> None:
    """J less its constants: (omega_k - beta_k) a_k + f_kr y_kr + chi_k v_kr + P_j s_jr, rounded."""
    R, J = inst.R, inst.J
    obj = [round((inst.omega[k] - inst.beta[k]) * u.scale_obj) * a for k, a in var.a.items()]
    obj += [round(rows.fill[j] * u.scale_obj) * var.y[j] for j in range(len(rows.pk)) if rows.fill[j] > 0]
    obj += [round(inst.chi[rows.churn_k[c]] * u.scale_obj / Q) * var.v[c] for c in range(len(var.v))]
    for j in range(J):
        # the penalty is capped so that the objective's range stays inside int64
        pen = max(1, min(round(inst.pen[j] * u.scale_obj / u.sigma[j]), _INT_ROOM // max(1, R * u.big[j] * J)))
        obj += [pen * var.s[j][r] for r in range(R)]
    m.minimize(sum(obj))


# --- Solve (with a complete hint) and report ---


def _hint_values(rows: ProgramRows, hint: Assignment) -> dict[tuple[int, int], int]:
    """Hint shares in steps of 1/Q that sum to Q per warm key, on the pairs of `rows`."""
    pairs = {(int(k), int(r)) for k, r in zip(rows.pk, rows.pr, strict=True)}
    decided = np.zeros(rows.inst.K, bool)
    decided[rows.S] = True
    sel = decided[hint.k]  # only the keys decided here have hint values
    by_key: dict[int, list[tuple[int, float]]] = {}
    for k, r, x in zip(hint.k[sel].tolist(), hint.r[sel].tolist(), hint.x[sel].tolist(), strict=True):
        by_key.setdefault(k, []).append((r, x))
    out: dict[tuple[int, int], int] = {}
    for k, lst in by_key.items():
        if not all((k, r) in pairs for r, _ in lst):
            continue
        steps = [math.floor(x * Q) for _, x in lst]
        short = Q - sum(steps)
        order = np.argsort([-(x * Q - s) for (_, x), s in zip(lst, steps, strict=True)])
        for i in order[:short]:
            steps[i] += 1
        for (r, _), s in zip(lst, steps, strict=True):
            if s > 0:
                out[(k, r)] = s
    return out


def _add_hint(m, rows: ProgramRows, hint: Assignment, var: _Vars, u: _Units) -> None:
    """A complete hint that satisfies the scaled rows exactly (b, s and the margin in integers)."""
    steps = _hint_values(rows, hint)
    warm = {k for k, _ in steps}
    for k, a in var.a.items():
        m.add_hint(a, 1 if k in warm else 0)
    inst = rows.inst
    R, J = inst.R, inst.J
    lhs = np.zeros((J, R), np.int64)
    for j, (k, r) in enumerate(zip(rows.pk.tolist(), rows.pr.tolist(), strict=True)):
        st = steps.get((k, r), 0)
        m.add_hint(var.X[j], st)
        m.add_hint(var.y[j], 1 if st > 0 else 0)
        for jj in range(J):
            lhs[jj, r] += u.load_x[jj][j] * st + (u.load_y[jj][j] if st > 0 else 0)
    for c, (k, r) in enumerate(zip(rows.churn_k.tolist(), rows.churn_r.tolist(), strict=True)):
        m.add_hint(var.v[c], max(0, u.churn_rhs[c] - steps.get((k, r), 0)))
    # margin: theta_r at the ceil(Gamma)-th largest value, z at the excess over it
    den, g_num = u.den, u.g_num
    extra = np.zeros(R, np.int64)  # den * margin, in den-units
    need_g = math.ceil(inst.Gamma)
    for r, th in var.theta.items():
        vals = [int(u.ex_x[j]) * steps.get((int(rows.pk[j]), r), 0) for j in u.margin_pairs[r]]
        vals += u.margin_fixed.get(r, [])
        vs = sorted(vals, reverse=True)
        t = vs[need_g - 1] if len(vs) >= need_g and need_g > 0 else 0
        m.add_hint(th, int(t))
        for z, val in zip(var.z[r], vals, strict=True):
            m.add_hint(z, max(0, val - t))
        extra[r] = g_num * t + den * sum(max(0, val - t) for val in vals)
    for jj in range(J):
        need = u.blind_const[jj] - sum(u.blind_a[jj][k] for k in warm if k in u.blind_a[jj])
        room = u.cap_units[jj] - lhs[jj]
        if jj == 0:
            room = room - (extra + den - 1) // den
        head = np.maximum(room, 0)
        bb = np.zeros(R, np.int64)
        ss = np.maximum(-room, 0)
        remaining = max(int(need), 0)
        for r in np.argsort(-head):
            take = min(int(head[r]), remaining)
            bb[r] = take
            remaining -= take
        if remaining > 0 and R:
            bb[0] += remaining
            ss[0] += remaining
        for r in range(R):
            m.add_hint(var.b[jj][r], int(bb[r]))
            m.add_hint(var.s[jj][r], int(ss[r]))


class CpSatBackend:
    name = "cpsat"

    def solve(
        self,
        inst: Instance,
        time_limit: float,
        hint: Assignment | None = None,
        seed: int = 0,
        rows: ProgramRows | None = None,
    ) -> SolveResult:
        """Best assignment CP-SAT finds within `time_limit` (building the model included: a build
        that would take more than half of it is abandoned, status 'timeout')."""
        t0 = time.perf_counter()
        try:
            return self._solve(inst, time_limit, hint, seed, rows, BuildClock(0.5 * time_limit))
        except OutOfTime as e:
            return SolveResult(None, "timeout", time.perf_counter() - t0, f"CP-SAT {e}")

    def _solve(self, inst, time_limit, hint, seed, rows: ProgramRows | None, clock: BuildClock) -> SolveResult:
        """The program over `rows` in the order of `formulations/plan-program.md`; variables are
        created, and rows added, in one fixed order, so a seed gives the same search."""
        try:
            from ortools.sat.python import cp_model
        except ImportError as e:  # pragma: no cover - dependency of the package
            raise BackendUnavailable(f"ortools is not importable: {e}") from e
        t0 = clock.t0
        rows = rows or make_program_rows(inst, np.flatnonzero(inst.eligible), Assignment.empty())
        if len(rows.S) == 0:
            return SolveResult(rows.fixed, "optimal", time.perf_counter() - t0, "no key to decide")
        u = _units(inst, rows)
        m = cp_model.CpModel()
        var = _variables(m, inst, rows, u, clock)
        _constraints(m, inst, rows, u, var, clock)
        _objective(m, inst, rows, u, var)
        clock.tick(1)

        # --- Solve ---
        if hint is not None:
            _add_hint(m, rows, hint, var, u)
            clock.tick(1)
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = max(0.05, time_limit - (time.perf_counter() - t0))
        solver.parameters.num_workers = 1
        solver.parameters.random_seed = seed % 2**31
        code = solver.solve(m)

        # --- Report ---
        if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            status: SolveStatus = "infeasible" if code == cp_model.INFEASIBLE else "timeout"
            if code == cp_model.MODEL_INVALID:
                status = "error"
            return SolveResult(None, status, time.perf_counter() - t0, f"CP-SAT {solver.status_name(code)}")
        vals = np.array([solver.value(var.X[j]) for j in range(len(rows.pk))], float) / Q
        part = Assignment(rows.pk, rows.pr, vals).normalized()
        found: SolveStatus = "optimal" if code == cp_model.OPTIMAL else "feasible"
        return SolveResult(rows.combine(part), found, time.perf_counter() - t0, f"CP-SAT {solver.status_name(code)}")
