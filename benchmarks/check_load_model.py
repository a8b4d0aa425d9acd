"""Does the planner's load model put a fleet's capacity where the simulator saturates?

For each rate: simulate the workload on a 4-replica reference fleet with least-loaded routing
(120 s), observe the trace into `KeyStats`, and compute the load the planner's model predicts for
that traffic balanced cache-blind at the simulator's own served hit rate (`blind_hit_rate`), over
the fleet's capacity at utilisation 1. A good model crosses 1 where the simulated queues start to
grow. Prints a markdown table; a few minutes on one core.

    python -m benchmarks.check_load_model                      # published and chat
    python -m benchmarks.check_load_model --family chat --rates 20,40,60
"""

from __future__ import annotations

import argparse

import numpy as np

from cacheroute_solver.models import PlanConfig
from cacheroute_solver.observe import Observer
from cacheroute_solver.plan.load import key_rows, replica_rows
from cacheroute_solver.simulator import LeastLoadedRouter, generate_workload, simulate
from cacheroute_solver.simulator import reference_fleet as sim_fleet

RATES = {"published": [40, 60, 70, 80, 100], "chat": [20, 40, 50, 60, 80]}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--family", action="append")
    ap.add_argument("--rates")
    ap.add_argument("--replicas", type=int, default=4)
    args = ap.parse_args()
    fleet = sim_fleet(args.replicas)
    print(
        "| workload | req/s | simulated mean waiting | simulated p99 TTFT s | served hit rate | predicted utilisation, busy_time | prefill_tokens (gamma 1.5) |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|")
    for family in args.family or list(RATES):
        rates = [float(r) for r in args.rates.split(",")] if args.rates else RATES[family]
        for rate in rates:
            trace = generate_workload(family, rate=rate, duration_s=120, seed=1)
            report = simulate(trace, fleet, LeastLoadedRouter()).report
            obs = Observer(block_tokens=trace.block_tokens, horizon_s=60.0)
            for i in range(len(trace)):
                req = trace.request(i)
                obs.observe(req.block_hashes.tolist(), req.prompt_tokens, req.output_tokens, req.arrival)
            keys = list(obs.stats().keys)
            util = []
            for model in ("busy_time", "prefill_tokens"):
                config = PlanConfig(
                    load_model=model,
                    utilization_cap=1.0,
                    decode_token_weight=1.5,
                    blind_hit_rate=min(report.hit_rate, 1.0),
                )
                rows = replica_rows(fleet.healthy, config)
                util.append(float(key_rows(keys, rows, config).blind[0].sum()) / float(rows.full[0].sum()))
            waiting = float(np.mean([p.mean_waiting for p in report.per_replica]))
            print(
                f"| {family} | {rate:.0f} | {waiting:.1f} | {report.ttft.p99:.2f} | {report.hit_rate:.1%} | "
                f"{util[0]:.2f} | {util[1]:.2f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
