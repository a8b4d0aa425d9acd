"""Compare the plan backends over several instance sizes.

For each size and backend: objective, LP bound, gap, time, warm-set size and replicated keys.

    python examples/compare_solver_vs_greedy.py                 # 200x8, 1,000x16, 3,000x30
    python examples/compare_solver_vs_greedy.py --sizes 500x10 --time-limit 5
"""

from __future__ import annotations

import argparse

from cacheroute_solver import PlanConfig, solve_plan, validate_plan
from cacheroute_solver.models import Backend
from cacheroute_solver.plan.families import scaled_instance

BACKENDS: tuple[Backend, ...] = ("greedy", "pulp", "cpsat", "auto")
EXACT_PAIR_LIMIT = 40_000  # the full exact model of cpsat/pulp beyond this is slow to build


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", nargs="+", default=["200x8", "1000x16", "3000x30"])
    ap.add_argument("--time-limit", type=float, default=10.0)
    ap.add_argument("--kv-share", type=float, default=0.05, help="KV for this share of all prefixes")
    ap.add_argument("--load", type=float, default=1.2, help="cache-blind load / fleet capacity")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)

    print(
        f"{'keys x replicas':>16} {'backend':>8} {'objective':>12} {'bound':>12} {'gap':>8} "
        f"{'time s':>7} {'warm':>6} {'repl':>5}  produced by"
    )
    for size in args.sizes:
        k, r = (int(v) for v in size.lower().split("x"))
        keys, fleet = scaled_instance(k, r, seed=args.seed, kv_share=args.kv_share, load=args.load, zipf_s=1.1)
        for backend in BACKENDS:
            if backend in ("pulp", "cpsat") and k * r > EXACT_PAIR_LIMIT:
                print(f"{size:>16} {backend:>8}   (skipped: {k * r:,} pairs; use auto)")
                continue
            config = PlanConfig(
                backend=backend, time_limit_s=args.time_limit, admit_rate=0.0, keep_rate=0.0, seed=args.seed
            )
            plan = solve_plan(keys, fleet, config)
            bad = [v for v in validate_plan(plan, keys, fleet, config) if v.name != "load_cap"]
            note = plan.backend + (f" ({plan.fallback_reason})" if plan.fallback_reason else "")
            print(
                f"{size:>16} {backend:>8} {plan.objective:12,.0f} {plan.bound:12,.0f} {plan.gap:8.3%} "
                f"{plan.solve_seconds:7.2f} {len(plan.assignments):6d} {len(plan.replicated_keys):5d}  "
                f"{note}{'  INVALID' if bad else ''}"
            )


if __name__ == "__main__":
    main()
