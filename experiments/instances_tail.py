"""Where several CacheRoute instances lose their tail near capacity, against SGLang's mesh.

At one rate (default: CacheRoute x1's capacity on published, seed 1), every row's hit rate, p99
TTFT, the requests each replica runs (time mean of the engines' running count: the busiest
replica's against the fleet mean), and the share of time the engines' sequence slots
(``max_num_seqs``) are all taken (the busiest replica's, the fleet mean). Rows: CacheRoute alone;
four instances with the home credit at its default, at 1/2 and off; fed the engines' KV events, with
and without the home credit; with the instances' load reports to each other (`RoutingConfig.peer_load`),
with and without the events, and without the slots they take in a burst (`routing.bursts`); SGLang's
mesh x4 and Dynamo with its KV events. ``--arrival-quantum 1`` floors the arrivals to whole seconds
(bursts). docs/replay.md (several router instances) reads the table; the fleet load view and the spill
order it measured were retired in 0.3.0 (their rows: docs/results/history/).

    .venv/bin/python -m experiments.instances_tail  # published at 351.6 req/s
    .venv/bin/python -m experiments.instances_tail --family chat --rate 199.4
"""

from __future__ import annotations

import argparse
import time

from cacheroute_solver.simulator import generate_workload, simulate
from experiments.instances import RUNS, make
from experiments.plan_edge import fleet_for

ROWS = {
    "cacheroute x1": ("cacheroute", 1, {}, None),
    "cacheroute x4": ("cacheroute", 4, {}, None),
    "cacheroute x4, home credit 1/2": ("cacheroute", 4, {"home_credit": 0.5}, None),
    "cacheroute x4, home credit off": ("cacheroute", 4, {"home_credit": 0.0}, None),
    "cacheroute x4, engines' KV events, home credit kept": ("cacheroute+events", 4, {"kv_events": False}, None),
    "cacheroute x4, engines' KV events (no home credit)": ("cacheroute+events", 4, {}, None),
    "cacheroute x4, peer load (5 ms)": ("cacheroute_peers", 4, {}, None),
    "cacheroute x4, engines' KV events + peer load (5 ms)": ("cacheroute_peers+events", 4, {}, None),
    "cacheroute x4, peer load, no slots in bursts": ("cacheroute_peers", 4, {"peer_delay_s": 0.0}, None),
    "cache_aware_mesh x4 (SGLang mesh, 1 s sync)": ("cache_aware_mesh", 4, {}, None),
    "dynamo x4 (engines' KV events)": ("dynamo+events", 4, {}, None),
}
VARIANTS: dict[str, tuple] = {}
"""Row -> (router of `instances.make`, instances, routing settings changed, engine read period); the
table's rows (run by default). `VARIANTS`: more, run by name (``--rows``)."""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--family", default="published", choices=sorted(RUNS))
    ap.add_argument("--rate", type=float, default=351.6, help="requests/s the trace is time-scaled to")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--instances", type=int, default=4, help="instances of the xN rows")
    ap.add_argument("--rows", default="", help="row names to run, separated by ';' (default: all)")
    ap.add_argument(
        "--arrival-quantum", type=float, default=None, help="floor the arrivals to whole multiples of this (s)"
    )
    a = ap.parse_args()
    rate0, dur, replicas, _slo = RUNS[a.family]
    trace = generate_workload(a.family, rate=rate0, duration_s=dur, seed=a.seed).with_rate(a.rate)
    trace = trace.quantized(a.arrival_quantum)
    fleet = fleet_for(a.family, replicas)
    floored = f", arrivals floored to {a.arrival_quantum:g} s" if a.arrival_quantum else ""
    print(f"{a.family}, seed {a.seed}, {a.rate:g} req/s, {replicas} replicas{floored}\n")
    print("| row | hit rate | p99 TTFT (s) | running: busiest / mean replica | slots full: busiest replica, mean |")
    print("|---|---:|---:|---:|---:|")
    pick = {x.strip() for x in a.rows.split(";") if x.strip()}
    unknown = pick - set(ROWS) - set(VARIANTS)
    if unknown:
        ap.error(f"--rows: unknown rows {sorted(unknown)}; rows: {sorted(ROWS) + sorted(VARIANTS)}")
    for name, (row, n, update, _scrape) in {**ROWS, **VARIANTS}.items():
        if (name not in pick) if pick else name in VARIANTS:
            continue
        if n > 1:
            n, name = a.instances, name.replace("x4", f"x{a.instances}")
        t0 = time.time()
        factory, eng = make(row, n, a.family, trace.block_tokens, routing_update=update)
        router = factory()
        res = simulate(trace, fleet, router, eng)
        running = res.running.mean(axis=0)
        full = (res.running >= eng.max_num_seqs).mean(axis=0)
        print(
            f"| {name} | {res.report.hit_rate:.1%} | {res.report.ttft.p99:.2f} | "
            f"{running.max() / running.mean():.2f} | {full[running.argmax()]:.0%}, {full.mean():.0%} |"
            f"  <!-- {time.time() - t0:.0f} s -->",
            flush=True,
        )


if __name__ == "__main__":
    main()
