"""Decision overhead of the live routing shell (`PlanRouting.decide`), one thread.

15 endpoints, a plan of 20,000 warm keys (a quarter of them replicated on 2-4 replicas), request
chains of 4-40 blocks drawn from those keys' prefixes with fresh tails, the router's own ledger as
the load view (each decision entered, first token and end reported a few decisions later, so about
64 requests are in flight) and its prefix memory filling as it goes. Reports the median and p99
of one `decide` call after a warm-up, as wall time (perf_counter_ns around the call alone: on a
busy machine its tail is the scheduler's) and as the thread's CPU time (thread_time_ns).

    .venv/bin/python -m benchmarks.bench_routing            # results: docs/benchmarks/routing.md
    .venv/bin/python -m benchmarks.bench_routing --peers 4  # four instances reporting their load

With ``--observe`` each timed decision also takes its own time and observes it in the decision histogram
(``cacheroute_routing_decision_duration_seconds``), as the router's `Decider` does; run with and without it, in
turn, for the histogram's cost per decision (docs/observability.md).

With ``--peers N`` the shell is one of N instances that report their load to each other
(`RoutingConfig.peer_load`): every 32 decisions (about a millisecond of them) it drains its changes
and encodes them as the peer channel does (`router.instances.peers`), and applies N - 1 peers' batches of
the same size (its own, under other names and ids); the CPU per decision then includes that work.
"""

from __future__ import annotations

import argparse
import gc
import platform
import time
from collections import deque

import msgpack
import numpy as np

from cacheroute_solver.adapter import PlanRouting, PlanStore, ReplicaEndpoint
from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.models import Plan
from cacheroute_solver.prefix import key_name
from cacheroute_solver.routing import RoutingConfig


def build(endpoints: int, keys: int, seed: int, peers: int = 1) -> tuple[PlanRouting, list[list[int]], list[str]]:
    rng = np.random.default_rng(seed)
    ids = [f"r{i}" for i in range(endpoints)]
    eps = [ReplicaEndpoint(id=r, url=f"http://10.0.0.{i + 1}:8000", kv_capacity=1_358_395) for i, r in enumerate(ids)]
    prefixes: list[list[int]] = []
    assignments = {}
    nxt = 1
    for _ in range(keys):
        depth = int(rng.integers(2, 20))
        chain = list(range(nxt, nxt + depth))
        nxt += depth
        prefixes.append(chain)
        k = 1 if rng.random() < 0.75 else int(rng.integers(2, 5))
        dests = rng.choice(endpoints, size=k, replace=False)
        assignments[key_name(chain[-1], depth)] = tuple((ids[d], 1.0 / k) for d in dests)
    plan = Plan(epoch=1, assignments=assignments)
    config = RoutingConfig(instances=peers, peer_load=True) if peers > 1 else None
    routing = PlanRouting(PlanStore(plan, replica_ids=ids), eps, config=config, block_tokens=32)
    return routing, prefixes, [e.url for e in eps]


def _exchange(routing: PlanRouting, peers: int) -> None:
    """One flush as the peer channel makes it, and N - 1 peers' batches of the same size applied."""
    ops = routing.peer_changes()
    data = msgpack.packb({"v": 1, "from": "me", "inc": 1, "seq": 1, "kind": "ops", "ops": ops})
    for k in range(1, peers):
        msg = msgpack.unpackb(data)
        routing.peers_changed(f"peer{k}", msg["ops"])


def run(
    endpoints: int, keys: int, requests: int, warmup: int, seed: int, peers: int = 1, observe: bool = False
) -> dict:
    routing, prefixes, urls = build(endpoints, keys, seed, peers)
    took = Counters().histogram("cacheroute_routing_decision_duration_seconds", model="", replica="r0")
    rng = np.random.default_rng(seed + 1)
    zipf = rng.zipf(1.1, requests + warmup) % len(prefixes)
    nxt = 10**9
    chains = []
    for z in zipf.tolist():
        base = prefixes[z]
        total = int(rng.integers(4, 41))
        tail = max(total - len(base), 1)
        chains.append(base[: min(len(base), total - 1)] + list(range(nxt, nxt + tail)))
        nxt += tail
    open_: deque = deque()
    exchange_ns = 0
    times = np.empty(requests, dtype=np.int64)
    cpu = np.empty(requests, dtype=np.int64)
    gc.collect()
    gc.disable()
    try:
        for i, chain in enumerate(chains):
            c0 = time.thread_time_ns()
            t0 = time.perf_counter_ns()
            if observe:
                start = time.perf_counter()
                d = routing.decide(chain, urls, None, prompt_tokens=len(chain) * 32)
                took.observe(time.perf_counter() - start)
            else:
                d = routing.decide(chain, urls, None, prompt_tokens=len(chain) * 32)
            t1 = time.perf_counter_ns()
            c1 = time.thread_time_ns()
            if i >= warmup:
                times[i - warmup] = t1 - t0
                cpu[i - warmup] = c1 - c0
            open_.append(d.ticket)
            if len(open_) > 32:
                routing.first_token(open_[-32])
            if len(open_) > 64:
                routing.completed(open_.popleft(), 200)
            if peers > 1 and i % 32 == 31:
                e0 = time.thread_time_ns()
                _exchange(routing, peers)
                if i >= warmup:
                    exchange_ns += time.thread_time_ns() - e0
    finally:
        gc.enable()
    us = times / 1000.0
    cus = cpu / 1000.0
    return {
        "cpu_median_us": float(np.median(cus)),
        "cpu_p99_us": float(np.percentile(cus, 99)),
        "endpoints": endpoints,
        "warm_keys": keys,
        "requests": requests,
        "median_us": float(np.median(us)),
        "p99_us": float(np.percentile(us, 99)),
        "p999_us": float(np.percentile(us, 99.9)),
        "mean_us": float(us.mean()),
        "peers": peers,
        "exchange_cpu_us_per_decision": exchange_ns / 1000.0 / requests,
        "observed": observe,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--endpoints", type=int, default=15)
    ap.add_argument("--keys", type=int, default=20_000)
    ap.add_argument("--requests", type=int, default=50_000)
    ap.add_argument("--warmup", type=int, default=5_000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--peers", type=int, default=1, help="instances reporting their load to each other (1: off)")
    ap.add_argument("--observe", action="store_true", help="each decision's time observed in the decision histogram")
    args = ap.parse_args()
    res = run(args.endpoints, args.keys, args.requests, args.warmup, args.seed, args.peers, args.observe)
    print(f"python {platform.python_version()} on {platform.machine()}")
    print(
        f"{res['endpoints']} endpoints, {res['warm_keys']} warm keys, {res['requests']} decisions: "
        f"median {res['median_us']:.1f} us, p99 {res['p99_us']:.1f} us, p99.9 {res['p999_us']:.1f} us, "
        f"mean {res['mean_us']:.1f} us (wall); CPU time of the thread: median {res['cpu_median_us']:.1f} us, "
        f"p99 {res['cpu_p99_us']:.1f} us"
        + ("; each observed in the decision histogram" if res["observed"] else "")
        + (
            f"; peer reports ({res['peers']} instances): {res['exchange_cpu_us_per_decision']:.1f} us CPU per decision"
            if res["peers"] > 1
            else ""
        )
    )


if __name__ == "__main__":
    main()
