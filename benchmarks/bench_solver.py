"""Solver benchmark: build time, time to first and final plan, gap to the LP bound, peak memory.

Writes docs/benchmarks/solver.md. Each case runs in a fresh subprocess (one core: solver threads
are set to 1) so its peak resident memory is its own.

    python benchmarks/bench_solver.py            # all cases
    python benchmarks/bench_solver.py --quick    # 1,000 x 16 only
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = [(1_000, 16), (10_000, 60), (50_000, 128)]
FAMILIES = {
    # KV for 30 % of all prefixes, blind load 70 % of capacity, Zipf 0.9: KV binds
    "kv-bound": dict(kv_share=0.3, load=0.7, zipf_s=0.9),
    # KV for 5 % of prefixes (a handful of prefixes per replica), blind load 120 % of capacity
    "tight": dict(kv_share=0.05, load=1.2, zipf_s=1.1),
}
TIME_LIMIT = {1_000: 10.0, 10_000: 10.0, 50_000: 30.0}


def run_case(n_keys: int, n_replicas: int, family: str, backend: str) -> dict:
    from cacheroute_solver import PlanConfig, solve_plan, validate_plan
    from cacheroute_solver.backends.greedy import GreedyBackend
    from cacheroute_solver.instances import scaled_instance
    from cacheroute_solver.placement import Assignment, evaluate, make_instance

    keys, fleet = scaled_instance(n_keys, n_replicas, seed=1, **FAMILIES[family])
    config = PlanConfig(
        backend=backend, admit_rate=0.0, keep_rate=0.0, time_limit_s=TIME_LIMIT[n_keys], seed=1
    )
    t0 = time.perf_counter()
    inst = make_instance(keys, fleet, config)
    build_s = time.perf_counter() - t0
    greedy_s, greedy_cpu = [], []
    for _ in range(3):  # best of 3: the machine is shared
        t1, c1 = time.perf_counter(), time.process_time()
        GreedyBackend().solve(inst)
        greedy_s.append(time.perf_counter() - t1)
        greedy_cpu.append(time.process_time() - c1)
    blind_ev = evaluate(inst, Assignment.empty())
    blind = blind_ev.objective - inst.P * blind_ev.overload  # prefill work of the all-blind plan
    t2, c2 = time.perf_counter(), time.process_time()
    plan = solve_plan(keys, fleet, config)
    total_s = time.perf_counter() - t2
    total_cpu = time.process_time() - c2
    violations = [v.name for v in validate_plan(plan, keys, fleet, config) if v.name != "load_cap"]
    saving_gap = (plan.objective - plan.bound) / max(blind - plan.bound, 1e-9)
    return dict(
        keys=n_keys,
        replicas=n_replicas,
        family=family,
        backend=backend,
        eligible=int(inst.eligible.sum()),
        build_s=build_s,
        first_plan_s=build_s + min(greedy_s),
        greedy_cpu_s=min(greedy_cpu),
        final_plan_s=total_s,
        final_plan_cpu_s=total_cpu,
        objective=plan.objective,
        bound=plan.bound,
        gap=plan.gap,
        saving_gap=saving_gap,
        warm=len(plan.assignments),
        replicated=len(plan.replicated_keys),
        produced_by=plan.backend,
        status=plan.status,
        fallback=plan.fallback_reason,
        valid=not violations,
        peak_rss_mb=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--case", help=argparse.SUPPRESS)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--out", default=str(ROOT / "docs" / "benchmarks" / "solver.md"))
    args = ap.parse_args()
    if args.case:
        k, r, fam, be = args.case.split(",")
        print(json.dumps(run_case(int(k), int(r), fam, be)))
        return
    sizes = SIZES[:1] if args.quick else SIZES
    rows = []
    for fam in FAMILIES:
        for k, r in sizes:
            for be in ("greedy", "auto"):
                env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1")
                out = subprocess.run(
                    [sys.executable, __file__, "--case", f"{k},{r},{fam},{be}"],
                    capture_output=True, text=True, env=env, check=True,
                )
                row = json.loads(out.stdout.strip().splitlines()[-1])
                rows.append(row)
                print(json.dumps(row), flush=True)
    write_report(rows, Path(args.out))


def write_report(rows: list[dict], out: Path) -> None:
    lines = [
        "# Solver benchmark",
        "",
        f"Written by `benchmarks/bench_solver.py` on {time.strftime('%Y-%m-%d')}, "
        f"{platform.processor() or platform.machine()}, Python {platform.python_version()}, one core "
        "(CP-SAT and HiGHS single-threaded), a shared 2-core machine: times are from one run and noisy.",
        "",
        "Instances: `cacheroute_solver.instances.scaled_instance` (seed 1): Zipf key rates, prefixes "
        "500-4,000 tokens, tails 20-300, heterogeneous replicas (capacities x U(0.75, 1.25)), every key "
        "a candidate (`admit_rate = 0`).",
        "",
        "- **kv-bound**: KV for 30 % of all prefixes, cache-blind load 70 % of capacity, Zipf 0.9.",
        "- **tight**: KV for 5 % of all prefixes (a handful per replica), cache-blind load 120 % of "
        "capacity (the plan must cache to fit), Zipf 1.1.",
        "",
        "Columns: *build* = instance arrays; *first plan* = build + greedy (best of 3, wall); *greedy CPU* = "
        "the greedy's own CPU time (best of 3; wall time on this shared machine is inflated by other "
        "processes); *final* = `solve_plan` "
        "end to end (greedy, LP bound, and for auto the exact search), *gap* = (objective - bound) / "
        "objective against the LP bound; *saving gap* = (objective - bound) / (all-blind objective - "
        "bound), the share of the largest possible saving that the plan may still miss; *peak RSS* = "
        "the case's whole process.",
        "",
        "| family | keys x replicas | backend | eligible | build s | first plan s | greedy CPU s | final s | final CPU s | gap | saving gap | warm | replicated | produced by | valid | peak RSS MB |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|",
    ]
    for r in rows:
        lines.append(
            f"| {r['family']} | {r['keys']:,} x {r['replicas']} | {r['backend']} | {r['eligible']:,} | "
            f"{r['build_s']:.3f} | {r['first_plan_s']:.3f} | {r['greedy_cpu_s']:.3f} | {r['final_plan_s']:.2f} | "
            f"{r['final_plan_cpu_s']:.2f} | {r['gap']:.4%} | "
            f"{r['saving_gap']:.3%} | {r['warm']:,} | {r['replicated']} | {r['produced_by']} [{r['status']}] | "
            f"{'yes' if r['valid'] else 'NO'} | {r['peak_rss_mb']:.0f} |"
        )
    notes = ROOT / "benchmarks" / "solver_notes.md"
    lines += ["", notes.read_text() if notes.exists() else ""]
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines))
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
