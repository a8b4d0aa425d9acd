"""OR-Tools CP-SAT on the plan program, in integers scaled so every solution is feasible for real.

CP-SAT needs integer coefficients. Shares x_kr move in steps of 1/Q; KV and load coefficients are
rounded up and capacities down, so a plan CP-SAT accepts never exceeds a real cap. The objective is
rounded, so CP-SAT's own bound is for the scaled model only: the plan's bound comes from the LP
relaxation, and its objective is re-evaluated exactly by `placement.evaluate`. The hint is complete
(every variable, helpers included), since CP-SAT ignores a partial hint.
"""

from __future__ import annotations

import math
import time

import numpy as np

from cacheroute_solver.backends.base import BackendUnavailable, SolveResult
from cacheroute_solver.placement import Assignment, Core, Instance, make_core

Q = 100  # share steps per key


def _hint_values(core: Core, hint: Assignment) -> dict[tuple[int, int], int]:
    """Hint shares in steps of 1/Q that sum to Q per warm key, on the core's pairs."""
    pairs = {(int(k), int(r)) for k, r in zip(core.pk, core.pr, strict=True)}
    by_key: dict[int, list[tuple[int, float]]] = {}
    for k, r, x in zip(hint.k.tolist(), hint.r.tolist(), hint.x.tolist(), strict=True):
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
        try:
            from ortools.sat.python import cp_model
        except ImportError as e:  # pragma: no cover - dependency of the package
            raise BackendUnavailable(f"ortools is not importable: {e}") from e
        t0 = time.perf_counter()
        core = core or make_core(inst, np.flatnonzero(inst.eligible), Assignment.empty())
        R = inst.R
        if len(core.S) == 0:
            return SolveResult(core.fixed, "optimal", time.perf_counter() - t0, "no key to decide")
        total_cap = float(inst.cap.sum())
        sigma = 1e8 / max(total_cap, 1.0)  # load units per token/s
        scale_obj = 1e9 / max(float(inst.beta.sum() + inst.omega.sum()), 1.0)  # objective units
        m = cp_model.CpModel()
        S = core.S.tolist()
        a = {k: m.NewBoolVar(f"a_{k}") for k in S}
        n = len(core.pk)
        y = [m.NewBoolVar(f"y_{j}") for j in range(n)]
        X = [m.NewIntVar(0, Q, f"x_{j}") for j in range(n)]
        by_key: dict[int, list[int]] = {}
        by_rep: list[list[int]] = [[] for _ in range(R)]
        for j, (k, r) in enumerate(zip(core.pk.tolist(), core.pr.tolist(), strict=True)):
            by_key.setdefault(k, []).append(j)
            by_rep[r].append(j)
            m.Add(X[j] <= Q * y[j])
            m.Add(X[j] >= y[j])
        for k, js in by_key.items():
            m.Add(sum(X[j] for j in js) == Q * a[k])
            m.Add(sum(y[j] for j in js) <= inst.D * a[k])
        big_load = int(math.ceil((float(inst.blind_load.sum()) + float(inst.warm_load.sum()) + float(inst.fill.sum())) * sigma)) + 1
        load_x = np.ceil(inst.warm_load[core.pk] * sigma / Q).astype(np.int64)
        load_y = np.where(core.fill > 0, np.ceil(core.fill * sigma), 0).astype(np.int64)
        cap_units = np.floor((inst.cap - core.W_fix) * sigma).astype(np.int64)
        blind_a = {k: int(math.floor(inst.blind_load[k] * sigma)) for k in S}
        b = [m.NewIntVar(0, big_load, f"b_{r}") for r in range(R)]
        s = [m.NewIntVar(0, big_load, f"s_{r}") for r in range(R)]
        for r in range(R):
            js = by_rep[r]
            kv_room = int(math.floor(inst.M[r] - core.KV_fix[r] + 1e-9))
            m.Add(sum(int(math.ceil(inst.p[core.pk[j]])) * y[j] for j in js) <= max(kv_room, 0))
            m.Add(
                sum(int(load_x[j]) * X[j] for j in js)
                + sum(int(load_y[j]) * y[j] for j in js if load_y[j] > 0)
                + b[r]
                - s[r]
                <= int(cap_units[r])
            )
        blind_const = int(math.ceil((core.B_fix + float(inst.blind_load[core.S].sum())) * sigma))
        m.Add(sum(b) + sum(blind_a[k] * a[k] for k in S) >= blind_const)
        pair_of = {(int(k), int(r)): j for j, (k, r) in enumerate(zip(core.pk, core.pr, strict=True))}
        v = []
        churn_rhs = np.round(core.churn_x * Q).astype(np.int64)
        for c, (k, r) in enumerate(zip(core.churn_k.tolist(), core.churn_r.tolist(), strict=True)):
            vc = m.NewIntVar(0, Q, f"v_{c}")
            m.Add(vc + X[pair_of[(k, r)]] >= int(churn_rhs[c]))
            v.append(vc)
        obj = [int(round((inst.omega[k] - inst.beta[k]) * scale_obj)) * a[k] for k in S]
        obj += [int(round(core.fill[j] * scale_obj)) * y[j] for j in range(n) if core.fill[j] > 0]
        obj += [int(round(inst.chi[core.churn_k[c]] * scale_obj / Q)) * v[c] for c in range(len(v))]
        pen = max(1, int(round(inst.P * scale_obj / sigma)))
        obj += [pen * s[r] for r in range(R)]
        m.Minimize(sum(obj))
        if hint is not None:
            rows = dict(load_x=load_x, load_y=load_y, cap_units=cap_units, blind_a=blind_a,
                        blind_const=blind_const, churn_rhs=churn_rhs)
            self._add_hint(m, core, hint, a, y, X, b, s, v, rows)
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = max(0.1, time_limit - (time.perf_counter() - t0))
        solver.parameters.num_workers = 1
        solver.parameters.random_seed = seed % 2**31
        code = solver.Solve(m)
        if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            status = "infeasible" if code == cp_model.INFEASIBLE else "timeout"
            return SolveResult(None, status, time.perf_counter() - t0, f"CP-SAT {solver.StatusName(code)}")
        vals = np.array([solver.Value(X[j]) for j in range(n)], float) / Q
        part = Assignment(core.pk, core.pr, vals).normalized()
        status = "optimal" if code == cp_model.OPTIMAL else "feasible"
        return SolveResult(core.combine(part), status, time.perf_counter() - t0, f"CP-SAT {solver.StatusName(code)}")

    @staticmethod
    def _add_hint(m, core, hint, a, y, X, b, s, v, rows) -> None:
        """A complete hint that satisfies the scaled rows exactly (b and s computed in integers)."""
        steps = _hint_values(core, hint)
        warm = {k for k, _ in steps}
        for k, var in a.items():
            m.AddHint(var, 1 if k in warm else 0)
        R = core.inst.R
        lhs = np.zeros(R, np.int64)
        for j, (k, r) in enumerate(zip(core.pk.tolist(), core.pr.tolist(), strict=True)):
            st = steps.get((k, r), 0)
            m.AddHint(X[j], st)
            m.AddHint(y[j], 1 if st > 0 else 0)
            lhs[r] += rows["load_x"][j] * st + (rows["load_y"][j] if st > 0 else 0)
        for c, (k, r) in enumerate(zip(core.churn_k.tolist(), core.churn_r.tolist(), strict=True)):
            m.AddHint(v[c], max(0, rows["churn_rhs"][c] - steps.get((k, r), 0)))
        need = rows["blind_const"] - sum(rows["blind_a"][k] for k in warm if k in rows["blind_a"])
        head = np.maximum(rows["cap_units"] - lhs, 0)
        bb = np.zeros(R, np.int64)
        ss = np.maximum(lhs - rows["cap_units"], 0)
        remaining = max(int(need), 0)
        for r in np.argsort(-head):
            take = min(int(head[r]), remaining)
            bb[r] = take
            remaining -= take
        if remaining > 0:
            bb[0] += remaining
            ss[0] += remaining
        for r in range(R):
            m.AddHint(b[r], int(bb[r]))
            m.AddHint(s[r], int(ss[r]))
