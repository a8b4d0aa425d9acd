"""Issue 36: CacheRoute xN fed the engines' KV events, on the conversation family.

Two checks, each a few seconds to a minute:

- ``spread`` (default): per replica, the requests and new sessions (first turns) the N instances
  sent it, how many replicas the memory of the instance routing a first turn saw without the system
  prompt, and the hit rate; with ``--duration`` and ``--instances``.
- ``same``: one hash of every decision of CacheRoute x1 (KV events off and on) and x4 without the
  events on published, chat (60 s) and conversation (600 s): run it on two commits and compare,
  for a change that must leave those decisions alone.

    .venv/bin/python -m experiments.instances_events --instances 1,4,8 --duration 120
    .venv/bin/python -m experiments.instances_events same
"""

from __future__ import annotations

import argparse
import hashlib
import json

import numpy as np

from cacheroute_solver.routing import RoutingCore
from cacheroute_solver.simulator import generate_workload, simulate
from experiments.instances import RUNS, make
from experiments.plan_edge import fleet_for


def spread(n: int, duration_s: float, seed: int) -> dict:
    rate, _, replicas, _ = RUNS["conversation"]
    trace = generate_workload("conversation", rate=rate, duration_s=duration_s, seed=seed)
    factory, eng = make("cacheroute+events" if n > 1 else "cacheroute", n, "conversation", trace.block_tokens)
    seen: set = set()
    first = []  # per request: the first of its conversation (its key not seen before)
    for k in trace.keys or []:
        first.append(k not in seen)
        seen.add(k)
    cold: list[int] = []
    at = [0]  # the request being routed (requests are routed in trace order)
    choose = RoutingCore.choose

    def spy(self, chain, prompt_tokens, healthy, load=None, now=None):  # the memory's view at each first turn
        if chain and first[at[0]]:
            cold.append(sum(d == 0 for d in self.memory.match(chain)))
        at[0] += 1
        return choose(self, chain, prompt_tokens, healthy, load, now)

    RoutingCore.choose = spy  # type: ignore[method-assign]
    try:
        res = simulate(trace, fleet_for("conversation", replicas), factory(), eng)
    finally:
        RoutingCore.choose = choose  # type: ignore[method-assign]
    per = np.bincount(res.replica, minlength=replicas)
    new = np.bincount(res.replica[np.asarray(first)], minlength=replicas)
    return {
        "instances": n,
        "hit_rate": round(res.report.hit_rate, 4),
        "p99_s": round(float(res.report.ttft.p99), 2),
        "requests_per_replica": per.tolist(),
        "sessions_per_replica": new.tolist(),
        "replicas_unused": int((per == 0).sum()),
        "mean_replicas_without_system_prompt_at_a_first_turn": round(float(np.mean(cold)), 2) if cold else None,
    }


def same() -> dict:
    out = {}
    for fam, dur in (("published", 60.0), ("chat", 60.0), ("conversation", 600.0)):
        rate, _, replicas, _ = RUNS[fam]
        trace = generate_workload(fam, rate=rate, duration_s=dur, seed=1)  # type: ignore[arg-type]
        for name, n in (("cacheroute", 1), ("cacheroute+events", 1), ("cacheroute", 4)):
            factory, eng = make(name, n, fam, trace.block_tokens)
            rep = np.asarray(simulate(trace, fleet_for(fam, replicas), factory(), eng).replica, dtype=np.int64)
            out[f"{fam} {name} x{n}"] = [len(rep), hashlib.sha1(rep.tobytes()).hexdigest()[:12]]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("check", nargs="?", default="spread", choices=["spread", "same"])
    ap.add_argument("--instances", default="1,4,8")
    ap.add_argument("--duration", type=float, default=120.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    if args.check == "same":
        print(json.dumps(same(), indent=1))
        return
    for n in (int(x) for x in args.instances.split(",")):
        print(json.dumps(spread(n, args.duration, args.seed)))


if __name__ == "__main__":
    main()
