"""PuLP with its bundled CBC: the exact program in real coefficients, and MPS/LP export.

Pitfalls handled: PuLP reports "Optimal" for a time-limited incumbent, so `sol_status` decides;
CBC can overshoot its time limit (it starts a process and reads files: about 0.1-0.3 s), so the
caller leaves it room and large programs should not be sent here (`auto` uses CP-SAT); CBC gets no
run at all when building the model used up the time; PuLP's temporary files go to a private
directory that is removed afterwards.

`build_pulp` follows `formulations/plan-program.md` and carries its headings: units, variables,
constraints (its numbers), objective; `PulpCbcBackend.solve` then solves and reports.
"""

from __future__ import annotations

import tempfile
import time

import numpy as np

from cacheroute_solver.plan.backends.base import BackendUnavailable, BuildClock, OutOfTime, SolveResult, SolveStatus
from cacheroute_solver.plan.program import Assignment, Instance, ProgramRows, make_program_rows


def _margin_parts(rows: ProgramRows):
    """Burst-margin data per replica: candidate pairs with a positive excess, fixed excesses."""
    inst = rows.inst
    R = inst.R
    if inst.Gamma <= 0:
        return [[] for _ in range(R)], [[] for _ in range(R)]
    pairs: list[list[int]] = [[] for _ in range(R)]
    for j, (k, r) in enumerate(zip(rows.pk.tolist(), rows.pr.tolist(), strict=True)):
        if inst.excess[k] > 0:
            pairs[r].append(j)
    fixed: list[list[float]] = [[] for _ in range(R)]
    for r, v in zip(rows.ex_r.tolist(), rows.ex_v.tolist(), strict=True):
        fixed[r].append(v)
    return pairs, fixed


def build_pulp(rows: ProgramRows, name: str = "cacheroute_plan", clock: BuildClock | None = None):
    """The plan program over `rows` as a PuLP model, in the order and with the symbols of
    `formulations/plan-program.md`: (prob, a, y, x).

    With `clock`, raises `OutOfTime` when building takes longer than the clock allows."""
    clock = clock or BuildClock(float("inf"))
    try:
        import pulp
    except ImportError as e:  # pragma: no cover - dependency of the package
        raise BackendUnavailable(f"pulp is not importable: {e}") from e
    inst = rows.inst
    R, J = inst.R, inst.J

    # --- Units the solvers see (the scaled instance, in real coefficients) ---
    by_key: dict[int, list[int]] = {}
    by_rep: list[list[int]] = [[] for _ in range(R)]
    for i, (k, r) in enumerate(zip(rows.pk.tolist(), rows.pr.tolist(), strict=True)):
        by_key.setdefault(k, []).append(i)
        by_rep[r].append(i)
    m_pairs, m_fixed = _margin_parts(rows)

    # --- Variables (a_k, y_kr, x_kr, b_jr, s_jr, v_kr, theta_r, z_kr) ---
    prob = pulp.LpProblem(name, pulp.LpMinimize)
    a = {int(k): pulp.LpVariable(f"a_{k}", cat="Binary") for k in rows.S}
    y = [pulp.LpVariable(f"y_{k}_{r}", cat="Binary") for k, r in zip(rows.pk, rows.pr, strict=True)]
    x = [pulp.LpVariable(f"x_{k}_{r}", 0, 1) for k, r in zip(rows.pk, rows.pr, strict=True)]
    b = [[pulp.LpVariable(f"b_{j}_{r}", 0) for r in range(R)] for j in range(J)]
    s = [[pulp.LpVariable(f"s_{j}_{r}", 0) for r in range(R)] for j in range(J)]
    v = [pulp.LpVariable(f"v_{k}_{r}", 0) for k, r in zip(rows.churn_k, rows.churn_r, strict=True)]
    theta = {r: pulp.LpVariable(f"theta_{r}", 0) for r in range(R) if m_pairs[r] or m_fixed[r]}
    z = {r: [pulp.LpVariable(f"z_{int(rows.pk[i])}_{r}", 0) for i in m_pairs[r]] for r in theta}
    zfix = {r: [pulp.LpVariable(f"zfix_{c}_{r}", 0) for c in range(len(m_fixed[r]))] for r in theta}
    # the constant terms ride on a variable fixed to 1: MPS and LP files drop objective constants
    one = pulp.LpVariable("constant_one", 1, 1)

    # --- Constraints (1)-(8) ---
    # (1) share: sum_r x_kr = a_k; (3) destinations: sum_r y_kr <= D a_k
    for k, js in by_key.items():
        prob += pulp.lpSum(x[i] for i in js) == a[k], f"share_{k}"
        prob += pulp.lpSum(y[i] for i in js) <= inst.D * a[k], f"dest_{k}"
    # (2) link: x_kr <= y_kr
    for i in range(len(x)):
        clock.tick()
        prob += x[i] <= y[i], f"link_{i}"
    # (6) margin: m_r = Gamma theta_r + sum_k z_kr, z_kr + theta_r >= e_k x_kr
    margin: list[list] = [[] for _ in range(R)]
    for r, th in theta.items():
        margin[r].append((th, float(inst.Gamma)))
        for i, zz in zip(m_pairs[r], z[r], strict=True):
            k = int(rows.pk[i])
            prob += zz + th - float(inst.excess[k]) * x[i] >= 0, f"burst_{k}_{r}"
            margin[r].append((zz, 1.0))
        for c, (val, zz) in enumerate(zip(m_fixed[r], zfix[r], strict=True)):
            prob += zz + th >= float(val), f"burst_fixed_{c}_{r}"
            margin[r].append((zz, 1.0))
    # (4) KV: sum_k p_k y_kr <= M_r; (5) load: ... + b_jr + [j = 0] m_r - s_jr <= cap_jr
    for r in range(R):
        clock.tick(1)
        js = by_rep[r]
        prob += (
            (
                pulp.LpAffineExpression([(y[i], float(inst.p[rows.pk[i]])) for i in js])
                <= float(inst.M[r] - rows.KV_fix[r])
            ),
            f"kv_{r}",
        )
        for j in range(J):
            prob += (
                (
                    pulp.LpAffineExpression(
                        [(x[i], float(inst.load_w[j, rows.pk[i]])) for i in js]
                        + [
                            (y[i], float(inst.load_f[j, rows.pk[i]]))
                            for i in js
                            if rows.new[i] and inst.load_f[j, rows.pk[i]] != 0
                        ]
                        + [(b[j][r], 1.0), (s[j][r], -1.0)]
                        + (margin[r] if j == 0 else [])
                    )
                    <= float(inst.cap[j, r] - rows.W_fix[j, r])
                ),
                f"load_{j}_{r}",
            )
    # (7) blind: sum_r b_jr = sum_k l^b_jk (1 - a_k)
    for j in range(J):
        prob += (
            (
                pulp.lpSum(b[j]) + pulp.LpAffineExpression([(a[k], float(inst.load_b[j, k])) for k in a])
                == float(rows.B_fix[j] + inst.load_b[j, rows.S].sum())
            ),
            f"blind_{j}",
        )
    # (8) churn: v_kr >= x-bar_kr - x_kr
    pair_of = {(int(k), int(r)): i for i, (k, r) in enumerate(zip(rows.pk, rows.pr, strict=True))}
    for c, (k, r) in enumerate(zip(rows.churn_k.tolist(), rows.churn_r.tolist(), strict=True)):
        prob += v[c] + x[pair_of[(k, r)]] >= float(rows.churn_x[c]), f"churn_{c}"

    # --- Objective: expected prefill tokens per second (+ churn and overload penalty) ---
    const = rows.J_fix + float(inst.beta[rows.S].sum())
    terms = [(one, const)] + [(a[k], float(inst.omega[k] - inst.beta[k])) for k in a]
    terms += [(y[j], float(rows.fill[j])) for j in range(len(y)) if rows.fill[j] != 0]
    terms += [(v[c], float(inst.chi[rows.churn_k[c]])) for c in range(len(v))]
    terms += [(s[j][r], float(inst.pen[j])) for j in range(J) for r in range(R)]
    prob += pulp.LpAffineExpression(terms), "J"
    return prob, a, y, x


def export_program(rows: ProgramRows, path: str) -> str:
    """Write the program over `rows` to `path` (.mps or .lp) for any MIP solver to check."""
    prob, *_ = build_pulp(rows)
    if path.endswith(".mps"):
        prob.writeMPS(path)
    elif path.endswith(".lp"):
        prob.writeLP(path)
    else:
        raise ValueError(f"path: unknown model format {path!r} (use .mps or .lp)")
    return path


CBC_START_S = 0.15  # starting the CBC process and reading its solution back


class PulpCbcBackend:
    name = "pulp"

    def solve(
        self,
        inst: Instance,
        time_limit: float,
        hint: Assignment | None = None,
        seed: int = 0,
        rows: ProgramRows | None = None,
    ) -> SolveResult:
        import pulp

        t0 = time.perf_counter()
        rows = rows or make_program_rows(inst, np.flatnonzero(inst.eligible), Assignment.empty())
        try:
            prob, a, y, x = build_pulp(rows, clock=BuildClock(0.4 * time_limit))
        except OutOfTime as e:
            return SolveResult(None, "timeout", time.perf_counter() - t0, f"CBC not run: {e}")
        if hint is not None:
            share = {(int(k), int(r)): float(v) for k, r, v in zip(hint.k, hint.r, hint.x, strict=True)}
            warm = {k for k, _ in share}
            for k, var in a.items():
                var.setInitialValue(1 if k in warm else 0)
            for j, (k, r) in enumerate(zip(rows.pk.tolist(), rows.pr.tolist(), strict=True)):
                val = share.get((k, r), 0.0)
                x[j].setInitialValue(val)
                y[j].setInitialValue(1 if val > 0 else 0)
        # --- Solve ---
        # PuLP writes the model to a file and CBC reads it before its clock starts: about the time
        # building took, plus starting the process
        built = time.perf_counter() - t0
        left = time_limit - 2.0 * built - CBC_START_S
        if left < 0.05:
            return SolveResult(
                None, "timeout", time.perf_counter() - t0, "no time left for CBC after building the model"
            )
        with tempfile.TemporaryDirectory(prefix="cacheroute-cbc-") as tmp:
            solver = pulp.PULP_CBC_CMD(
                msg=False,
                timeLimit=left,
                warmStart=hint is not None,
                threads=1,
                options=[f"randomSeed {seed % 2**31}", f"randomCbcSeed {seed % 2**31}"],
                keepFiles=False,
            )
            solver.tmpDir = tmp
            try:
                prob.solve(solver)
            except pulp.PulpSolverError as e:
                return SolveResult(None, "error", time.perf_counter() - t0, f"CBC failed: {e}")
        # --- Report ---
        sol = prob.sol_status
        if sol not in (pulp.LpSolutionOptimal, pulp.LpSolutionIntegerFeasible):
            status: SolveStatus = "infeasible" if prob.status == pulp.LpStatusInfeasible else "timeout"
            return SolveResult(
                None,
                status,
                time.perf_counter() - t0,
                f"CBC status {pulp.LpStatus[prob.status]}, solution status {sol}",
            )
        vals = np.clip(np.array([xv.value() or 0.0 for xv in x]), 0, 1)
        # CBC returns binaries within its integrality tolerance: a share on a pair whose y_kr rounds to 0 is noise
        # (x_kr <= y_kr), and `normalized` would scale a key's 5e-9 share up to a whole one, over a budget of 0
        held = np.array([(yv.value() or 0.0) > 0.5 for yv in y], dtype=bool)
        part = Assignment(rows.pk, rows.pr, np.where(held, vals, 0.0)).normalized()
        found: SolveStatus = "optimal" if sol == pulp.LpSolutionOptimal else "feasible"
        return SolveResult(rows.combine(part), found, time.perf_counter() - t0, f"CBC {found}")
