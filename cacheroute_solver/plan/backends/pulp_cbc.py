"""PuLP with its bundled CBC: the exact program in real coefficients, and MPS/LP export.

Pitfalls handled: PuLP reports "Optimal" for a time-limited incumbent, so `sol_status` decides;
CBC can overshoot its time limit (it starts a process and reads files: about 0.1-0.3 s), so the
caller leaves it room and large cores should not be sent here (`auto` uses CP-SAT); CBC gets no
run at all when building the model used up the time; PuLP's temporary files go to a private
directory that is removed afterwards.
"""

from __future__ import annotations

import tempfile
import time

import numpy as np

from cacheroute_solver.backends.base import BackendUnavailable, BuildClock, OutOfTime, SolveResult
from cacheroute_solver.placement import Assignment, Core, Instance, make_core


def _margin_parts(core: Core):
    """Burst-margin data per replica: candidate pairs with a positive excess, fixed excesses."""
    inst = core.inst
    R = inst.R
    if inst.Gamma <= 0:
        return [[] for _ in range(R)], [[] for _ in range(R)]
    pairs: list[list[int]] = [[] for _ in range(R)]
    for j, (k, r) in enumerate(zip(core.pk.tolist(), core.pr.tolist(), strict=True)):
        if inst.excess[k] > 0:
            pairs[r].append(j)
    fixed: list[list[float]] = [[] for _ in range(R)]
    for r, v in zip(core.ex_r.tolist(), core.ex_v.tolist(), strict=True):
        fixed[r].append(v)
    return pairs, fixed


def build_pulp(core: Core, name: str = "cacheroute_plan", clock: BuildClock | None = None):
    """The plan program over `core` as a PuLP model (names follow the formulation's symbols).

    With `clock`, raises `OutOfTime` when building takes longer than the clock allows."""
    clock = clock or BuildClock(float("inf"))
    try:
        import pulp
    except ImportError as e:  # pragma: no cover - dependency of the package
        raise BackendUnavailable(f"pulp is not importable: {e}") from e
    inst = core.inst
    R, J = inst.R, inst.J
    prob = pulp.LpProblem(name, pulp.LpMinimize)
    a = {int(k): pulp.LpVariable(f"a_{k}", cat="Binary") for k in core.S}
    y = [pulp.LpVariable(f"y_{k}_{r}", cat="Binary") for k, r in zip(core.pk, core.pr, strict=True)]
    x = [pulp.LpVariable(f"x_{k}_{r}", 0, 1) for k, r in zip(core.pk, core.pr, strict=True)]
    b = [[pulp.LpVariable(f"b_{j}_{r}", 0) for r in range(R)] for j in range(J)]
    s = [[pulp.LpVariable(f"s_{j}_{r}", 0) for r in range(R)] for j in range(J)]
    v = [pulp.LpVariable(f"v_{k}_{r}", 0) for k, r in zip(core.churn_k, core.churn_r, strict=True)]
    # the constant terms ride on a variable fixed to 1: MPS and LP files drop objective constants
    one = pulp.LpVariable("constant_one", 1, 1)
    const = core.J_fix + float(inst.beta[core.S].sum())
    terms = [(one, const)] + [(a[k], float(inst.omega[k] - inst.beta[k])) for k in a]
    terms += [(y[j], float(core.fill[j])) for j in range(len(y)) if core.fill[j] != 0]
    terms += [(v[c], float(inst.chi[core.churn_k[c]])) for c in range(len(v))]
    terms += [(s[j][r], float(inst.pen[j])) for j in range(J) for r in range(R)]
    prob += pulp.LpAffineExpression(terms), "J"
    by_key: dict[int, list[int]] = {}
    by_rep: list[list[int]] = [[] for _ in range(R)]
    for i, (k, r) in enumerate(zip(core.pk.tolist(), core.pr.tolist(), strict=True)):
        by_key.setdefault(k, []).append(i)
        by_rep[r].append(i)
    for k, js in by_key.items():
        prob += pulp.lpSum(x[i] for i in js) == a[k], f"share_{k}"
        prob += pulp.lpSum(y[i] for i in js) <= inst.D * a[k], f"dest_{k}"
    for i in range(len(x)):
        clock.tick()
        prob += x[i] <= y[i], f"link_{i}"
    # burst margin (Bertsimas-Sim): Gamma theta_r + sum z_kr >= the Gamma largest e_k x_kr on r
    m_pairs, m_fixed = _margin_parts(core)
    margin: list[list] = [[] for _ in range(R)]
    for r in range(R):
        if not m_pairs[r] and not m_fixed[r]:
            continue
        theta = pulp.LpVariable(f"theta_{r}", 0)
        margin[r].append((theta, float(inst.Gamma)))
        for i in m_pairs[r]:
            k = int(core.pk[i])
            z = pulp.LpVariable(f"z_{k}_{r}", 0)
            prob += z + theta - float(inst.excess[k]) * x[i] >= 0, f"burst_{k}_{r}"
            margin[r].append((z, 1.0))
        for c, val in enumerate(m_fixed[r]):
            z = pulp.LpVariable(f"zfix_{c}_{r}", 0)
            prob += z + theta >= float(val), f"burst_fixed_{c}_{r}"
            margin[r].append((z, 1.0))
    for r in range(R):
        clock.tick(1)
        js = by_rep[r]
        prob += (
            pulp.LpAffineExpression([(y[i], float(inst.p[core.pk[i]])) for i in js])
            <= float(inst.M[r] - core.KV_fix[r])
        ), f"kv_{r}"
        for j in range(J):
            prob += (
                pulp.LpAffineExpression(
                    [(x[i], float(inst.load_w[j, core.pk[i]])) for i in js]
                    + [(y[i], float(inst.load_f[j, core.pk[i]])) for i in js if core.new[i] and inst.load_f[j, core.pk[i]] != 0]
                    + [(b[j][r], 1.0), (s[j][r], -1.0)]
                    + (margin[r] if j == 0 else [])
                )
                <= float(inst.cap[j, r] - core.W_fix[j, r])
            ), f"load_{j}_{r}"
    for j in range(J):
        prob += (
            pulp.lpSum(b[j]) + pulp.LpAffineExpression([(a[k], float(inst.load_b[j, k])) for k in a])
            == float(core.B_fix[j] + inst.load_b[j, core.S].sum())
        ), f"blind_{j}"
    pair_of = {(int(k), int(r)): i for i, (k, r) in enumerate(zip(core.pk, core.pr, strict=True))}
    for c, (k, r) in enumerate(zip(core.churn_k.tolist(), core.churn_r.tolist(), strict=True)):
        prob += v[c] + x[pair_of[(k, r)]] >= float(core.churn_x[c]), f"churn_{c}"
    return prob, a, y, x


def export_program(core: Core, path: str) -> str:
    """Write the program over `core` to `path` (.mps or .lp) for any MIP solver to check."""
    prob, *_ = build_pulp(core)
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
        core: Core | None = None,
    ) -> SolveResult:
        import pulp

        t0 = time.perf_counter()
        core = core or make_core(inst, np.flatnonzero(inst.eligible), Assignment.empty())
        try:
            prob, a, y, x = build_pulp(core, clock=BuildClock(0.4 * time_limit))
        except OutOfTime as e:
            return SolveResult(None, "timeout", time.perf_counter() - t0, f"CBC not run: {e}")
        if hint is not None:
            share = {(int(k), int(r)): float(v) for k, r, v in zip(hint.k, hint.r, hint.x, strict=True)}
            warm = {k for k, _ in share}
            for k, var in a.items():
                var.setInitialValue(1 if k in warm else 0)
            for j, (k, r) in enumerate(zip(core.pk.tolist(), core.pr.tolist(), strict=True)):
                val = share.get((k, r), 0.0)
                x[j].setInitialValue(val)
                y[j].setInitialValue(1 if val > 0 else 0)
        # PuLP writes the model to a file and CBC reads it before its clock starts: about the time
        # building took, plus starting the process
        built = time.perf_counter() - t0
        left = time_limit - 2.0 * built - CBC_START_S
        if left < 0.05:
            return SolveResult(None, "timeout", time.perf_counter() - t0, "no time left for CBC after building the model")
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
        sol = prob.sol_status
        if sol not in (pulp.LpSolutionOptimal, pulp.LpSolutionIntegerFeasible):
            status = "infeasible" if prob.status == pulp.LpStatusInfeasible else "timeout"
            return SolveResult(None, status, time.perf_counter() - t0, f"CBC status {pulp.LpStatus[prob.status]}, solution status {sol}")
        vals = np.array([xv.value() or 0.0 for xv in x])
        part = Assignment(core.pk, core.pr, np.clip(vals, 0, 1)).normalized()
        status = "optimal" if sol == pulp.LpSolutionOptimal else "feasible"
        return SolveResult(core.combine(part), status, time.perf_counter() - t0, f"CBC {status}")
