"""How fresh the instances' shared load view must be: four instances' tail against the delay of their
load reports to each other (`RoutingConfig.peer_load`, `Balanced.peer_s`).

At one instance's capacity on each family (seed 1, the engines' KV events on, as `cacheroute+events`
runs): CacheRoute x1 (the capacity's own row, no events), four instances on their own ledgers, and four that report their ledger
changes to each other ``d`` seconds late, for each ``d`` of ``--delays``; 0 is an exact shared
ledger. docs/replay.md (several router instances, peer load) reads the table.

    .venv/bin/python -m experiments.instances_peer_delay
    .venv/bin/python -m experiments.instances_peer_delay --families conversation --delays 0,0.005,1
"""

from __future__ import annotations

import argparse
import time

from cacheroute_solver.simulator import generate_workload, simulate
from cacheroute_solver.simulator.balancer import Balanced
from experiments.instances import RUNS, make
from experiments.plan_edge import fleet_for

RATES = {"published": 351.6, "chat": 199.4, "conversation": 31.9, "kv_tight": 32.6}
"""CacheRoute x1's capacity at the SLO per family, seed 1 (docs/results/edge-instances.md)."""


def _run(fam: str, rate: float, name: str, n: int, peer_s: float | None) -> tuple[float, float]:
    rate0, dur, replicas, _slo = RUNS[fam]
    trace = generate_workload(fam, rate=rate0, duration_s=dur, seed=1).with_rate(rate)  # type: ignore[arg-type]
    factory, eng = make(name, n, fam, trace.block_tokens)
    router = factory()
    if peer_s is not None:
        assert isinstance(router, Balanced)
        router.peer_s = peer_s
    res = simulate(trace, fleet_for(fam, replicas), router, eng)
    return res.report.hit_rate, res.report.ttft.p99


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--families", default=",".join(RATES))
    ap.add_argument("--delays", default="0,0.002,0.005,0.01,0.05,0.25,1", help="report delays (s), comma-separated")
    a = ap.parse_args()
    delays = [float(x) for x in a.delays.split(",") if x]
    print(
        "| family (req/s, SLO) | x1 | x4, own ledgers | "
        + " | ".join(f"x4, reports {d * 1000:g} ms late" for d in delays)
        + " |"
    )
    print("|---|---:|---:|" + "---:|" * len(delays))
    for fam in [f for f in a.families.split(",") if f]:
        t0 = time.time()
        cells = [_run(fam, RATES[fam], "cacheroute", 1, None), _run(fam, RATES[fam], "cacheroute+events", 4, None)]
        cells += [_run(fam, RATES[fam], "cacheroute_peers+events", 4, d) for d in delays]
        text = " | ".join(f"{p99:.2f} s, {hit:.1%}" for hit, p99 in cells)
        print(f"| {fam} ({RATES[fam]:g}, {RUNS[fam][3]:g} s) | {text} |  <!-- {time.time() - t0:.0f} s -->", flush=True)


if __name__ == "__main__":
    main()
