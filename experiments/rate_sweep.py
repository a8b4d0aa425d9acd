"""The p99 of a metric at fixed offered rates, for one router on the long-prompt workloads: how a
capacity search's answer sits on the curve it searched.

A capacity search (`capacity_at_slo`, 5 %) reports the highest rate it found within the SLO. Where the
p99 hovers at the SLO over a span of rates and is not monotone in the rate there (long prompts at the 2 s
excess SLO), the search's answer depends on which rates it tried; the fraction of a fixed grid of rates
that pass compares two trees without that dependence. Run the same command in both trees (``git
worktree add``). One JSON line per (seed, rate) on stdout, then a table.

    .venv/bin/python -m experiments.rate_sweep --workload long_context --seeds 1,2,3 \\
        --rates 10.5,11,11.6,12.1,12.6,13.2,13.8,14.4 --metric excess --slo 2
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor

from cacheroute_solver.replay import CacheRouteConfig
from cacheroute_solver.simulator import EngineConfig, reference_fleet, simulate
from experiments.evaluate import router_factories
from experiments.long_slos import WORKLOADS, _trace


def points(workload: str, router: str, seed: int, rates: list[float]) -> list[dict]:
    """Every rate's p99 TTFT, p99 excess and hit rate, one fresh router each, as `long_slos` runs it."""
    trace, fleet = _trace(workload, seed), reference_fleet(15)
    make = router_factories([router], workload, seed, trace, fleet, CacheRouteConfig())[router]
    cfg = EngineConfig(compute_bound=True)
    out = []
    for q in rates:
        rep = simulate(trace.with_rate(q), fleet, make(), cfg).report
        assert rep.ttft_excess is not None
        out.append(
            {
                "workload": workload,
                "router": router,
                "seed": seed,
                "rate": q,
                "ttft": round(rep.ttft.p99, 3),
                "excess": round(rep.ttft_excess.p99, 3),
                "hit_rate": round(rep.hit_rate, 4),
            }
        )
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workload", default="long_context", choices=WORKLOADS)
    ap.add_argument("--router", default="cacheroute")
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--rates", required=True, help="comma-separated offered rates, req/s")
    ap.add_argument("--metric", default="excess", choices=["ttft", "excess"])
    ap.add_argument("--slo", type=float, default=2.0, help="seconds; the table counts the rates within it")
    ap.add_argument("--workers", type=int, default=2)
    a = ap.parse_args(argv)
    try:
        seeds = [int(s) for s in a.seeds.split(",")]
        rates = [float(x) for x in a.rates.split(",")]
    except ValueError as e:
        ap.error(f"--seeds / --rates: comma-separated numbers ({e})")
    if min(rates) <= 0:
        ap.error("--rates: give positive rates, e.g. 10,11,12")
    with ProcessPoolExecutor(a.workers) as ex:
        n = len(seeds)
        runs = ex.map(points, [a.workload] * n, [a.router] * n, seeds, [rates] * n)
        rows = [p for ps in runs for p in ps]
    for p in rows:
        print(json.dumps(p))
    print(f"\n| seed | p99 {a.metric} (s) at " + ", ".join(f"{q:g}" for q in rates) + f" req/s | within {a.slo:g} s |")
    print("|---:|---|---:|")
    for s in seeds:
        xs = [p[a.metric] for p in rows if p["seed"] == s]
        print(f"| {s} | " + " ".join(f"{x:.2f}" for x in xs) + f" | {sum(x <= a.slo for x in xs)} of {len(xs)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
