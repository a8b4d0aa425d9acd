"""Solver benchmark: the default `solve_plan`, greedy and thorough `auto` end to end (wall and CPU
time, gap and saving gap to the best proven bound), and bound quality on small exact instances.

Writes docs/benchmarks/solver.md. Each case runs in a fresh subprocess (one core: solver threads
are set to 1) so its peak resident memory is its own. Families are those of
`cacheroute_solver.plan.families.FAMILIES` (default load model: busy time). Rows: `default` is
`PlanConfig()` (effort balanced, 10 s limit) with every key a candidate; `fast` the same at effort
fast; `greedy` the greedy backend; `auto` effort thorough with the size's time limit (what more
search buys).

    python -m benchmarks.bench_solver                       # every family x size x row (~15 min)
    python -m benchmarks.bench_solver --quick               # 1,000 x 16 only
    python -m benchmarks.bench_solver --families hot,tight --sizes 10000x60 --backends greedy,default
    python -m benchmarks.bench_solver --exact-only          # bound / optimum on small exact instances
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = [(1_000, 16), (10_000, 60), (50_000, 128)]
TIME_LIMIT = {1_000: 10.0, 10_000: 10.0, 50_000: 30.0}
EXACT_SIZE = (14, 3)
EXACT_SEEDS = range(5)
ROWS = ["default", "fast", "greedy", "auto"]


def run_case(n_keys: int, n_replicas: int, family: str, backend: str) -> dict:
    # the solvers' modules load once per process (1-4 s here); a planner that runs every period
    # has them loaded, so they are loaded before the clock starts
    import highspy  # noqa: F401
    import ortools.sat.python.cp_model  # noqa: F401
    import pulp  # noqa: F401

    from cacheroute_solver import PlanConfig, solve_plan, validate_plan
    from cacheroute_solver.plan.families import family_instance
    from cacheroute_solver.plan.program import Assignment, evaluate, make_instance
    from cacheroute_solver.planning import diff_plans

    keys, fleet, previous = family_instance(family, n_keys, n_replicas, seed=1)
    if backend == "default":
        config = PlanConfig(admit_rate=0.0, keep_rate=0.0)
    elif backend == "fast":
        config = PlanConfig(admit_rate=0.0, keep_rate=0.0, effort="fast")
    else:
        effort = "thorough" if backend == "auto" else "balanced"
        config = PlanConfig.model_validate(
            {
                "backend": backend,
                "admit_rate": 0.0,
                "keep_rate": 0.0,
                "time_limit_s": TIME_LIMIT[n_keys],
                "seed": 1,
                "effort": effort,
            }
        )
    t0 = time.perf_counter()
    inst = make_instance(keys, fleet, config, previous)
    build_s = time.perf_counter() - t0
    blind_ev = evaluate(inst, Assignment.empty())  # the plan that caches nothing
    blind_work = blind_ev.objective - blind_ev.overload_cost  # its prefill work
    walls, cpus = [], []
    for _ in range(3 if backend in ("greedy", "default", "fast") else 1):  # best of 3: the machine is shared
        t1, c1 = time.perf_counter(), time.process_time()
        plan = solve_plan(keys, fleet, config, previous=previous)
        walls.append(time.perf_counter() - t1)
        cpus.append(time.process_time() - c1)
    violations = [v.name for v in validate_plan(plan, keys, fleet, config, previous) if v.name != "load_cap"]
    # share of the largest possible saving of prefill work the plan may still miss; undefined where
    # the bound exceeds the all-blind work (overload no plan avoids dominates): then the plain gap
    saving_gap = (plan.objective - plan.bound) / (blind_work - plan.bound) if blind_work > plan.bound else None
    churn = diff_plans(previous, plan, keys).churn_tokens_per_s if previous is not None else None
    return {
        "keys": n_keys,
        "replicas": n_replicas,
        "family": family,
        "backend": backend,
        "eligible": int(inst.eligible.sum()),
        "build_s": build_s,
        "plan_s": min(walls),
        "plan_cpu_s": min(cpus),
        "time_limit_s": config.time_limit_s,
        "objective": plan.objective,
        "bound": plan.bound,
        "gap": plan.gap,
        "saving_gap": saving_gap,
        "overload": plan.overload,
        "warm": len(plan.assignments),
        "replicated": len(plan.replicated_keys),
        "churn": churn,
        "produced_by": plan.backend,
        "status": plan.status,
        "stop_reason": plan.stop_reason,
        "fallback": plan.fallback_reason,
        "valid": not violations,
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def exact_ratios() -> list[dict]:
    """Bound / optimum and greedy / optimum on small instances solved to optimality by CBC."""
    from cacheroute_solver import PlanConfig
    from cacheroute_solver.plan.backends.greedy import GreedyBackend
    from cacheroute_solver.plan.backends.pulp_cbc import PulpCbcBackend
    from cacheroute_solver.plan.bounds import knapsack_bound, lp_bound, pooled_bound, split_bound, trivial_bound
    from cacheroute_solver.plan.families import FAMILIES, family_instance
    from cacheroute_solver.plan.program import evaluate, kept_previous, make_instance

    out = []
    for family in FAMILIES:
        for seed in EXACT_SEEDS:
            keys, fleet, previous = family_instance(family, *EXACT_SIZE, seed=seed)
            inst = make_instance(keys, fleet, PlanConfig(admit_rate=0.0, keep_rate=0.0), previous).scaled()
            greedy = GreedyBackend().solve(inst, hint=kept_previous(inst)).assignment
            assert greedy is not None, "the greedy backend always returns an assignment"
            g = evaluate(inst, greedy).objective
            res = PulpCbcBackend().solve(inst, 120.0, hint=greedy)
            if res.status != "optimal" or res.assignment is None:
                continue
            opt = evaluate(inst, res.assignment).objective
            pooled = pooled_bound(inst)
            lp = lp_bound(inst, greedy)
            bounds = {"pooled": pooled.bound, "lp": lp.bound}
            if pooled.duals is not None:
                bounds["knapsack@pooled"] = knapsack_bound(inst, pooled.duals, g)
            if lp.duals is not None:
                bounds["knapsack@lp"] = knapsack_bound(inst, lp.duals, g)
            bounds["split"] = split_bound(inst, g)
            best = max(trivial_bound(inst), *bounds.values())
            out.append(
                dict(
                    family=family,
                    seed=seed,
                    ratio=best / opt,
                    greedy=g / opt,
                    valid=best <= opt * (1 + 1e-7),
                    **{k: v / opt for k, v in bounds.items()},
                )
            )
            print(json.dumps(out[-1]), flush=True)
    return out


def main() -> None:
    from cacheroute_solver.plan.families import FAMILIES

    ap = argparse.ArgumentParser()
    ap.add_argument("--case", help=argparse.SUPPRESS)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--families", default=",".join(FAMILIES))
    ap.add_argument("--sizes", default=None, help="e.g. 10000x60,50000x128")
    ap.add_argument("--backends", default="default,fast,greedy,auto")
    ap.add_argument("--exact-only", action="store_true")
    ap.add_argument("--no-exact", action="store_true")
    ap.add_argument("--report-only", action="store_true", help="rewrite the page from the JSON")
    ap.add_argument("--out", default=str(ROOT / "docs" / "benchmarks" / "solver.md"))
    ap.add_argument("--json", default=str(ROOT / "docs" / "benchmarks" / "solver.json"))
    args = ap.parse_args()
    if args.case:
        k, r, fam, be = args.case.split(",")
        print(json.dumps(run_case(int(k), int(r), fam, be)))
        return
    sizes = SIZES[:1] if args.quick else SIZES
    if args.sizes:
        sizes = [(int(a), int(b)) for a, b in (s.split("x") for s in args.sizes.split(","))]
    previous = json.loads(Path(args.json).read_text()) if Path(args.json).exists() else {"rows": [], "exact": []}
    if args.report_only:
        write_report(previous["rows"], previous["exact"], Path(args.out))
        return
    rows = [] if args.exact_only else list(previous["rows"])
    if not args.exact_only:
        for fam in args.families.split(","):
            for k, r in sizes:
                for be in args.backends.split(","):
                    env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1")
                    out = subprocess.run(
                        [sys.executable, __file__, "--case", f"{k},{r},{fam},{be}"],
                        capture_output=True,
                        text=True,
                        env=env,
                        check=True,
                    )
                    row = json.loads(out.stdout.strip().splitlines()[-1])
                    rows = [x for x in rows if (x["family"], x["keys"], x["backend"]) != (fam, k, be)] + [row]
                    print(json.dumps(row), flush=True)
    exact = previous["exact"] if args.no_exact else exact_ratios()
    Path(args.json).write_text(json.dumps({"rows": rows, "exact": exact}, indent=1))
    write_report(rows, exact, Path(args.out))


def _order(r: dict) -> tuple:
    from cacheroute_solver.plan.families import FAMILIES

    return (list(FAMILIES).index(r["family"]), r["keys"], ROWS.index(r["backend"]) if r["backend"] in ROWS else 9)


def write_report(rows: list[dict], exact: list[dict], out: Path) -> None:
    from cacheroute_solver.plan.families import FAMILIES

    lines = [
        "# Solver benchmark",
        "",
        f"Written by `benchmarks/bench_solver.py` on {time.strftime('%Y-%m-%d')}, "
        f"{platform.processor() or platform.machine()}, Python {platform.python_version()}, one core "
        "(CP-SAT and HiGHS single-threaded), on a shared 2-core machine where other work runs: wall "
        "times are inflated and noisy, CPU times less so. Raw rows: "
        "`docs/benchmarks/solver.json`.",
        "",
        "Instances: `cacheroute_solver.plan.families.family_instance(family, keys, replicas, seed=1)`, "
        "load in engine busy time (the default load model), every key a candidate (`admit_rate = 0`). "
        "Load levels are the all-cache-blind load over the fleet's capacity at utilisation 1.",
        "",
    ]
    lines += [f"- **{name}**: {desc}." for name, desc in FAMILIES.items()]
    lines += [
        "",
        "Rows: *default* = `solve_plan(keys, fleet, PlanConfig(admit_rate=0, keep_rate=0))`, the defaults "
        "otherwise (effort balanced: stops once the bound proves 0.5 % of the saving; 10 s limit); *fast* = "
        "the same at `effort='fast'`; *greedy* = "
        "`backend='greedy'`; *auto* = `effort='thorough'` with the size's time limit (10, 10, 30 s), what more "
        "search buys. Columns: *plan s / CPU s* = `solve_plan` end to end (input validation, instance, search, "
        "bound, plan and its check), wall and CPU (`time.process_time`), best of 3 for default, fast and greedy; "
        "*gap* = (objective - bound) / objective; "
        "*saving gap* = (objective - bound) / (prefill work of the all-cache-blind plan - bound), the "
        "share of the largest possible saving of prefill work that the plan may still miss (`Plan.saving_gap`); "
        "where overload no plan avoids puts the bound above that work it is undefined and the *gap* "
        "stands in (marked \\*); *overload* = `Plan.overload` (prompt-token equivalents/s above caps "
        "that no plan avoided); *churn* = tokens/s of moved traffic against the previous plan (`PlanDiff`); "
        "*stop* = `Plan.stop_reason`.",
        "",
        "| family | keys x replicas | row | plan s | CPU s | gap | saving gap | overload | warm | replicated | churn | produced by | stop | valid | peak RSS MB |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|---:|",
    ]
    for r in sorted(rows, key=_order):
        churn = "" if r["churn"] is None else f"{r['churn']:,.0f}"
        sg = f"{r['gap']:.3%}\\*" if r["saving_gap"] is None else f"{r['saving_gap']:.3%}"
        lines.append(
            f"| {r['family']} | {r['keys']:,} x {r['replicas']} | {r['backend']} | {r['plan_s']:.3f} | "
            f"{r['plan_cpu_s']:.3f} | {r['gap']:.4%} | {sg} | {r['overload']:,.0f} | "
            f"{r['warm']:,} | {r['replicated']} | {churn} | {r['produced_by']} [{r['status']}] | {r.get('stop_reason') or ''} | "
            f"{'yes' if r['valid'] else 'NO'} | {r['peak_rss_mb']:.0f} |"
        )
    by = {(r["family"], r["keys"], r["backend"]): r for r in rows}
    trade = [(f, k) for f in FAMILIES for k, _ in SIZES if (f, k, "default") in by and (f, k, "auto") in by]
    if trade:
        lines += [
            "",
            "## Effort: what more search buys",
            "",
            "From the rows above: wall time and saving gap (the gap where \\*) of each effort, and the objective "
            "(expected prefill tokens/s, penalties included) that balanced and thorough gain over fast, in % of "
            "fast's (a 0.1 % gain is a thousandth of the fleet's prefill work).",
            "",
            "| family | keys x replicas | fast s | balanced (default) s | thorough s | fast saving gap | balanced | thorough | gained by balanced | by thorough |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        gap_of = lambda r: f"{r['gap']:.3%}\\*" if r["saving_gap"] is None else f"{r['saving_gap']:.3%}"  # noqa: E731
        for f, k in trade:
            d, a = by[(f, k, "default")], by[(f, k, "auto")]
            fa = by.get((f, k, "fast"), d)
            gain = lambda r, fa=fa: (fa["objective"] - r["objective"]) / fa["objective"]  # noqa: E731
            lines.append(
                f"| {f} | {k:,} x {d['replicas']} | {fa['plan_s']:.3f} | {d['plan_s']:.3f} | {a['plan_s']:.3f} | "
                f"{gap_of(fa)} | {gap_of(d)} | {gap_of(a)} | {gain(d):.3%} | {gain(a):.3%} |"
            )
    if exact:
        lines += [
            "",
            f"## Bound / optimum on small instances ({EXACT_SIZE[0]} keys x {EXACT_SIZE[1]} replicas, "
            f"seeds {EXACT_SEEDS.start}-{EXACT_SEEDS.stop - 1}, optimum by CBC)",
            "",
            "| family | instances | best bound / optimum (min, median) | pooled | LP | knapsack | split | greedy / optimum (max) | every bound <= optimum |",
            "|---|---:|---|---:|---:|---:|---:|---:|---|",
        ]
        for fam in FAMILIES:
            xs = [e for e in exact if e["family"] == fam]
            if not xs:
                continue
            med = sorted(e["ratio"] for e in xs)[len(xs) // 2]
            knap = min(max(e.get("knapsack@pooled", 0), e.get("knapsack@lp", 0)) for e in xs)
            split = [e["split"] for e in xs if e.get("split", -math.inf) > -math.inf]
            split_s = f"{min(split):.3f} ({len(split)})" if split else "-"
            lines.append(
                f"| {fam} | {len(xs)} | {min(e['ratio'] for e in xs):.3f}, {med:.3f} | "
                f"{min(e['pooled'] for e in xs):.3f} | {min(e['lp'] for e in xs):.3f} | {knap:.3f} | {split_s} | "
                f"{max(e['greedy'] for e in xs):.3f} | {'yes' if all(e['valid'] for e in xs) else 'NO'} |"
            )
        lines.append("")
        lines.append(
            "(pooled, LP, knapsack, split: the minimum over the family's instances of that bound / "
            "optimum; split: over the instances it applies to, their number in brackets.)"
        )
    notes = ROOT / "benchmarks" / "solver_notes.md"
    lines += ["", notes.read_text() if notes.exists() else ""]
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines))
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
