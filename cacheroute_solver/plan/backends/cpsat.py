"""OR-Tools CP-SAT on the plan program, in integers scaled so every solution is feasible for real.

CP-SAT needs integer coefficients. It is given the scaled instance (`Instance.scaled`: totals about
1); shares x_kr move in steps of 1/Q; KV is counted in 1e-6 of the largest budget and each load row
in units of 1e-8 of its total; KV, load and burst coefficients are rounded up and capacities down,
so a plan CP-SAT accepts never exceeds a real cap. A fractional burst budget Gamma is rounded up to
1/100 (the margin row multiplied by 100). The objective is rounded and the overload penalty capped
to keep the objective inside int64, so CP-SAT's own bound is for this integer model only: the plan's
bound comes from `bound.py`, and its objective is re-evaluated exactly by `placement.evaluate`. The
hint is complete (every variable, helpers included), since CP-SAT ignores a partial hint.
"""

from __future__ import annotations

import math
import time

import numpy as np

from cacheroute_solver.backends.base import BackendUnavailable, BuildClock, OutOfTime, SolveResult
from cacheroute_solver.placement import Assignment, Core, Instance, make_core

Q = 100  # share steps per key
KV_UNITS = 1e6  # KV units per unit of the scaled instance (the largest budget is 1)


def _hint_values(core: Core, hint: Assignment) -> dict[tuple[int, int], int]:
    """Hint shares in steps of 1/Q that sum to Q per warm key, on the core's pairs."""
    pairs = {(int(k), int(r)) for k, r in zip(core.pk, core.pr, strict=True)}
    in_core = np.zeros(core.inst.K, bool)
    in_core[core.S] = True
    sel = in_core[hint.k]  # only the core's keys have hint values here
    by_key: dict[int, list[tuple[int, float]]] = {}
    for k, r, x in zip(hint.k[sel].tolist(), hint.r[sel].tolist(), hint.x[sel].tolist(), strict=True):
        by_key.setdefault(k, []).append((r, x))
    out: dict[tuple[int, int], int] = {}
    for k, lst in by_key.items():
        if not all((k, r) in pairs for r, _ in lst):
            continue
        steps = [int(math.floor(x * Q)) for _, x in lst]
        short = Q - sum(steps)
        order = np.argsort([-(x * Q - s) for (_, x), s in zip(lst, steps, strict=True)])
        for i in order[:short]:
            steps[i] += 1
        for (r, _), s in zip(lst, steps, strict=True):
            if s > 0:
                out[(k, r)] = s
    return out


_INT_ROOM = 2**61  # keep every row and the objective well inside int64


class CpSatBackend:
    name = "cpsat"

    def solve(
        self,
        inst: Instance,
        time_limit: float,
        hint: Assignment | None = None,
        seed: int = 0,
        core: Core | None = None,
    ) -> SolveResult:
        """Best assignment CP-SAT finds within `time_limit` (building the model included: a build
        that would take more than half of it is abandoned, status 'timeout')."""
        t0 = time.perf_counter()
        try:
            return self._solve(inst, time_limit, hint, seed, core, BuildClock(0.5 * time_limit))
        except OutOfTime as e:
            return SolveResult(None, "timeout", time.perf_counter() - t0, f"CP-SAT {e}")

    def _solve(self, inst, time_limit, hint, seed, core, clock: BuildClock) -> SolveResult:
        try:
            from ortools.sat.python import cp_model
        except ImportError as e:  # pragma: no cover - dependency of the package
            raise BackendUnavailable(f"ortools is not importable: {e}") from e
        t0 = clock.t0
        core = core or make_core(inst, np.flatnonzero(inst.eligible), Assignment.empty())
        R, J = inst.R, inst.J
        if len(core.S) == 0:
            return SolveResult(core.fixed, "optimal", time.perf_counter() - t0, "no key to decide")
        # integer units: each row's total possible load maps to about 1e8 units
        reach = (inst.load_b + inst.load_w + inst.D * inst.load_f).sum(axis=1) + inst.cap.max(axis=1, initial=0.0)
        sigma = 1e8 / np.maximum(reach, 1e-300)
        big = [int(math.ceil(float(reach[j]) * sigma[j])) + 1 for j in range(J)]
        scale_obj = 1e9 / max(float(inst.beta.sum() + inst.omega.sum() + inst.fill.sum() + inst.chi.sum()), 1e-300)
        m = cp_model.CpModel()
        S = core.S.tolist()
        a = {k: m.new_bool_var(f"a_{k}") for k in S}
        n = len(core.pk)
        y, X = [], []
        for j in range(n):
            clock.tick(64)
            y.append(m.new_bool_var(f"y_{j}"))
            X.append(m.new_int_var(0, Q, f"x_{j}"))
        by_key: dict[int, list[int]] = {}
        by_rep: list[list[int]] = [[] for _ in range(R)]
        for j, (k, r) in enumerate(zip(core.pk.tolist(), core.pr.tolist(), strict=True)):
            clock.tick(64)
            by_key.setdefault(k, []).append(j)
            by_rep[r].append(j)
            m.add(X[j] <= Q * y[j])
            m.add(X[j] >= y[j])
        for k, js in by_key.items():
            clock.tick(16)
            m.add(sum(X[j] for j in js) == Q * a[k])
            m.add(sum(y[j] for j in js) <= inst.D * a[k])
        # loads rounded up, caps down: a plan CP-SAT accepts is within the real caps
        load_x = [np.ceil(inst.load_w[j, core.pk] * sigma[j] / Q).astype(np.int64) for j in range(J)]
        load_y = [np.where(core.new, np.ceil(inst.load_f[j, core.pk] * sigma[j]), 0).astype(np.int64) for j in range(J)]
        cap_units = [np.floor((inst.cap[j] - core.W_fix[j]) * sigma[j]).astype(np.int64) for j in range(J)]
        blind_a = [{k: int(math.floor(inst.load_b[j, k] * sigma[j])) for k in S} for j in range(J)]
        b = [[m.new_int_var(0, big[j], f"b_{j}_{r}") for r in range(R)] for j in range(J)]
        s = [[m.new_int_var(0, big[j], f"s_{j}_{r}") for r in range(R)] for j in range(J)]
        # burst margin (Bertsimas-Sim) on row 0: den (Gamma theta_r + sum z) with Gamma = g_num / den
        den, g_num = (1, int(inst.Gamma)) if float(inst.Gamma).is_integer() else (100, int(math.ceil(inst.Gamma * 100)))
        ex_x = np.ceil(inst.excess[core.pk] * sigma[0] / Q).astype(np.int64)
        theta: dict[int, object] = {}
        zs: dict[int, list] = {}
        margin_rows: list[tuple[int, int, int]] = []  # (replica, pair or -1, fixed units)
        if inst.Gamma > 0:
            fixed_of: dict[int, list[int]] = {}
            for rr, v in zip(core.ex_r.tolist(), core.ex_v.tolist(), strict=True):
                fixed_of.setdefault(rr, []).append(int(math.ceil(v * sigma[0])))
            for r in range(R):
                js = [j for j in by_rep[r] if ex_x[j] > 0]
                fixed = fixed_of.get(r, [])
                if not js and not fixed:
                    continue
                theta[r] = m.new_int_var(0, big[0], f"theta_{r}")
                zs[r] = []
                for j in js:
                    clock.tick()
                    z = m.new_int_var(0, big[0], f"z_{j}")
                    m.add(z + theta[r] >= int(ex_x[j]) * X[j])
                    zs[r].append(z)
                    margin_rows.append((r, j, 0))
                for c, f in enumerate(fixed):
                    z = m.new_int_var(0, big[0], f"zfix_{r}_{c}")
                    m.add(z + theta[r] >= f)
                    zs[r].append(z)
                    margin_rows.append((r, -1, f))
        for r in range(R):
            clock.tick(1)
            js = by_rep[r]
            kv_room = int(math.floor((inst.M[r] - core.KV_fix[r]) * KV_UNITS + 1e-9))
            m.add(sum(int(math.ceil(inst.p[core.pk[j]] * KV_UNITS)) * y[j] for j in js) <= max(kv_room, 0))
            for jj in range(J):
                lhs = (
                    sum(int(load_x[jj][j]) * X[j] for j in js)
                    + sum(int(load_y[jj][j]) * y[j] for j in js if load_y[jj][j] > 0)
                    + b[jj][r]
                    - s[jj][r]
                )
                if jj == 0 and r in theta:
                    m.add(den * lhs + g_num * theta[r] + den * sum(zs[r]) <= den * int(cap_units[jj][r]))
                else:
                    m.add(lhs <= int(cap_units[jj][r]))
        blind_const = [int(math.ceil((core.B_fix[j] + float(inst.load_b[j, core.S].sum())) * sigma[j])) for j in range(J)]
        for j in range(J):
            m.add(sum(b[j]) + sum(blind_a[j][k] * a[k] for k in S) >= blind_const[j])
        pair_of = {(int(k), int(r)): j for j, (k, r) in enumerate(zip(core.pk, core.pr, strict=True))}
        v = []
        churn_rhs = np.round(core.churn_x * Q).astype(np.int64)
        for c, (k, r) in enumerate(zip(core.churn_k.tolist(), core.churn_r.tolist(), strict=True)):
            vc = m.new_int_var(0, Q, f"v_{c}")
            m.add(vc + X[pair_of[(k, r)]] >= int(churn_rhs[c]))
            v.append(vc)
        obj = [int(round((inst.omega[k] - inst.beta[k]) * scale_obj)) * a[k] for k in S]
        obj += [int(round(core.fill[j] * scale_obj)) * y[j] for j in range(n) if core.fill[j] > 0]
        obj += [int(round(inst.chi[core.churn_k[c]] * scale_obj / Q)) * v[c] for c in range(len(v))]
        for j in range(J):
            # the penalty is capped so that the objective's range stays inside int64
            pen = max(1, min(int(round(inst.pen[j] * scale_obj / sigma[j])), _INT_ROOM // max(1, R * big[j] * J)))
            obj += [pen * s[j][r] for r in range(R)]
        m.minimize(sum(obj))
        clock.tick(1)
        if hint is not None:
            rows = dict(load_x=load_x, load_y=load_y, cap_units=cap_units, blind_a=blind_a,
                        blind_const=blind_const, churn_rhs=churn_rhs, ex_x=ex_x, den=den, g_num=g_num,
                        margin_rows=margin_rows)
            self._add_hint(m, core, hint, a, y, X, b, s, v, theta, zs, rows)
            clock.tick(1)
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = max(0.05, time_limit - (time.perf_counter() - t0))
        solver.parameters.num_workers = 1
        solver.parameters.random_seed = seed % 2**31
        code = solver.solve(m)
        if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            status = "infeasible" if code == cp_model.INFEASIBLE else "timeout"
            if code == cp_model.MODEL_INVALID:
                status = "error"
            return SolveResult(None, status, time.perf_counter() - t0, f"CP-SAT {solver.status_name(code)}")
        vals = np.array([solver.value(X[j]) for j in range(n)], float) / Q
        part = Assignment(core.pk, core.pr, vals).normalized()
        status = "optimal" if code == cp_model.OPTIMAL else "feasible"
        return SolveResult(core.combine(part), status, time.perf_counter() - t0, f"CP-SAT {solver.status_name(code)}")

    @staticmethod
    def _add_hint(m, core, hint, a, y, X, b, s, v, theta, zs, rows) -> None:
        """A complete hint that satisfies the scaled rows exactly (b, s and the margin in integers)."""
        steps = _hint_values(core, hint)
        warm = {k for k, _ in steps}
        for k, var in a.items():
            m.add_hint(var, 1 if k in warm else 0)
        inst = core.inst
        R, J = inst.R, inst.J
        lhs = np.zeros((J, R), np.int64)
        for j, (k, r) in enumerate(zip(core.pk.tolist(), core.pr.tolist(), strict=True)):
            st = steps.get((k, r), 0)
            m.add_hint(X[j], st)
            m.add_hint(y[j], 1 if st > 0 else 0)
            for jj in range(J):
                lhs[jj, r] += rows["load_x"][jj][j] * st + (rows["load_y"][jj][j] if st > 0 else 0)
        for c, (k, r) in enumerate(zip(core.churn_k.tolist(), core.churn_r.tolist(), strict=True)):
            m.add_hint(v[c], max(0, rows["churn_rhs"][c] - steps.get((k, r), 0)))
        # margin: theta_r at the ceil(Gamma)-th largest value, z at the excess over it
        den, g_num = rows["den"], rows["g_num"]
        vals: dict[int, list[int]] = {}
        for r, j, f in rows["margin_rows"]:
            val = f if j < 0 else int(rows["ex_x"][j]) * steps.get((int(core.pk[j]), r), 0)
            vals.setdefault(r, []).append(val)
        extra = np.zeros(R, np.int64)  # den * margin, in den-units
        need_g = int(math.ceil(inst.Gamma))
        for r, th in theta.items():
            vs = sorted(vals.get(r, []), reverse=True)
            t = vs[need_g - 1] if len(vs) >= need_g and need_g > 0 else 0
            m.add_hint(th, int(t))
            for z, val in zip(zs[r], vals.get(r, []), strict=True):
                m.add_hint(z, max(0, val - t))
            extra[r] = g_num * t + den * sum(max(0, val - t) for val in vals.get(r, []))
        for jj in range(J):
            need = rows["blind_const"][jj] - sum(rows["blind_a"][jj][k] for k in warm if k in rows["blind_a"][jj])
            room = rows["cap_units"][jj] - lhs[jj]
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
                m.add_hint(b[jj][r], int(bb[r]))
                m.add_hint(s[jj][r], int(ss[r]))
