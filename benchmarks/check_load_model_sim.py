"""Plans of the busy-time load model against the prefill-token model, in the fleet simulator.

Issue 11's simulator goal: with the routing core, the busy-time model's plans give no replica a p99
queue delay (arrival to admission) above the SLO where the older model's plans did. For the
published and chat families at their capacity (the best baseline's, seed 1) and at 1.1x it, the
CacheRoute router runs once with each load model; per replica the p99 queue delay, and the
replicas over the SLO, are printed as a markdown table.

    .venv/bin/python -m benchmarks.check_load_model_sim      # results: docs/benchmarks/solver.md
"""

from __future__ import annotations

import argparse

import numpy as np

from cacheroute_solver.models import PlanConfig
from cacheroute_solver.replay import CacheRouteConfig, make_router
from cacheroute_solver.simulator import generate_workload, reference_fleet, simulate

RUNS = {"published": (176.0, 352.0), "chat": (100.0, 199.0)}
"""family -> (base rate, the best baseline's capacity on seed 1 in docs/results/)."""
MODELS = {
    "busy_time": PlanConfig(backend="greedy", time_limit_s=2.0, period_s=30.0),
    "prefill_tokens": PlanConfig(
        backend="greedy", time_limit_s=2.0, period_s=30.0, load_model="prefill_tokens", decode_token_weight=1.5
    ),
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--slo", type=float, default=3.5)
    ap.add_argument("--duration", type=float, default=300.0)
    args = ap.parse_args()
    fleet = reference_fleet(15)
    print(
        "| family | rate (req/s) | load model | served hit rate | p99 TTFT (s) | worst replica p99 queue (s) "
        "| replicas with p99 queue > SLO |"
    )
    print("|---|---:|---|---:|---:|---:|---:|")
    for fam, (base, cap) in RUNS.items():
        trace = generate_workload(fam, rate=base, duration_s=args.duration, seed=1)  # type: ignore[arg-type]
        for rate in (cap, 1.1 * cap):
            scaled = trace.with_rate(rate)
            for label, pc in MODELS.items():
                router = make_router("cacheroute", scaled, fleet, CacheRouteConfig(plan=pc))()
                res = simulate(scaled, fleet, router)
                q = res.queue_delay
                per = [
                    float(np.percentile(q[res.replica == r], 99)) if (res.replica == r).any() else 0.0
                    for r in range(len(fleet.replicas))
                ]
                over = sum(p > args.slo for p in per)
                print(
                    f"| {fam} | {rate:.0f} | {label} | {res.report.hit_rate:.1%} | {res.report.ttft.p99:.2f} "
                    f"| {max(per):.2f} | {over} |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
