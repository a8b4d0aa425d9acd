"""Plan the reference fleet (15 x Llama-3.3-70B fp8 TP4 on H100) for a seeded Zipf workload.

Run with `python examples/plan_fleet.py`. Prints the warm set, replicated keys, per-replica utilisation and KV use,
the objective against its bound, the backend that produced the plan and the time it took.
"""

from __future__ import annotations

import argparse
import sys

from cacheroute_solver import PlanConfig, solve_plan, validate_plan
from cacheroute_solver.plan.families import REFERENCE_DECODE_TOKEN_WEIGHT, reference_fleet, zipf_keys


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--keys", type=int, default=3000)
    ap.add_argument("--qps", type=float, default=176.0)
    ap.add_argument("--replicas", type=int, default=15)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--backend", default="auto", choices=["auto", "cpsat", "pulp", "greedy"])
    ap.add_argument("--time-limit", type=float, default=10.0)
    args = ap.parse_args(argv)

    fleet = reference_fleet(args.replicas)
    keys = zipf_keys(args.keys, total_rate=args.qps, seed=args.seed)
    config = PlanConfig(
        backend=args.backend,
        time_limit_s=args.time_limit,
        decode_token_weight=REFERENCE_DECODE_TOKEN_WEIGHT,
        seed=args.seed,
    )
    plan = solve_plan(keys, fleet, config)
    problems = [v for v in validate_plan(plan, keys, fleet, config) if v.name != "load_cap"]

    rate = {k.key: k.rate for k in keys}
    warm_rate = sum(rate[k] for k in plan.assignments)
    print(
        f"cacheroute-solver demo: {args.keys} keys, {args.qps:.0f} req/s, {args.replicas} replicas "
        f"(Llama-3.3-70B fp8, TP4, H100)"
    )
    print(f"  warm set        {len(plan.assignments)} keys carrying {warm_rate / args.qps:.1%} of requests")
    print(f"  replicated      {len(plan.replicated_keys)} keys", end="")
    if plan.replicated_keys:
        hot = sorted(plan.replicated_keys, key=lambda k: -rate[k])[:3]
        print(
            " (hottest: "
            + ", ".join(f"{k} {rate[k]:.1f} req/s -> {len(plan.destinations(k))} replicas" for k in hot)
            + ")"
        )
    else:
        print()
    print(f"  predicted hit   {plan.predicted_hit_rate:.1%} of prompt tokens")
    print(f"  objective       {plan.objective:,.0f} prefill tokens/s")
    print(f"  bound           {plan.bound:,.0f}  (gap {plan.gap:.3%})")
    print(
        f"  backend         {plan.backend} [{plan.status}]"
        + (f" fallback: {plan.fallback_reason}" if plan.fallback_reason else "")
    )
    print(f"  time            {plan.solve_seconds:.2f} s")
    print(f"  overload        {plan.overload:,.0f} tokens/s")
    print("  replica   utilisation   KV for warm prefixes")
    caps = {r.id: r.kv_capacity for r in fleet.replicas}
    for rid in sorted(plan.replica_load):
        util = plan.replica_utilization[rid]
        kv = plan.replica_kv[rid]
        bar = "#" * round(util * 20)
        print(f"  {rid}    {util:6.1%} {bar:<20s} {kv:>10,.0f} / {caps[rid]:,.0f} ({kv / caps[rid]:.0%})")
    if problems:
        print("INVALID PLAN:", problems)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
