"""Capacity at the SLO of single rows: a router, N instances, a family and seed, and CacheRoute's routing
settings changed from the row's, each searched as `experiments.instances` searches it (5 %, 9 runs).

For measuring a routing change against the tree before it without rerunning whole pages: run the same
rows in both trees (``git worktree add``) and compare. One JSON line per row on stdout.

    .venv/bin/python -m experiments.capacity_rows \\
        '[{"family": "conversation", "seed": 2}, {"family": "chat", "router": "cacheroute+events", "n": 4}]'

Row fields: ``family`` (published, chat, conversation, kv_tight and prompt_heavy as
`experiments.instances.run` runs them, the last as `experiments.plan_edge` does; or
low_reuse, mooncake as `experiments.evaluate` does, one instance), ``router`` (default ``cacheroute``; any
row name of `experiments.instances`), ``n`` (1), ``seed`` (1), ``routing`` (`RoutingConfig` fields, {}).
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor

from cacheroute_solver.replay import CacheRouteConfig, capacity_at_slo, routing_for
from cacheroute_solver.replay.registry import make_router
from cacheroute_solver.simulator import EngineConfig, reference_fleet
from experiments.evaluate import SLO_S, load_workload
from experiments.instances import RUNS, run


def one(row: dict) -> dict:
    fam, name = row["family"], row.get("router", "cacheroute")
    n, seed, update = int(row.get("n", 1)), int(row.get("seed", 1)), row.get("routing") or {}
    t0 = time.time()
    if fam in RUNS:
        out = run(fam, seed, name, n, True, routing_update=update)
        kept = {k: out[k] for k in ("hit_at_capacity", "hit_rate", "p99_s")}
        return {**row, "capacity_rps": round(out["capacity_rps"], 1), **kept, "seconds": round(out["seconds"])}
    if n != 1:
        raise ValueError(f"{fam}: one instance only (as experiments.evaluate runs it)")
    trace, fleet, eng = load_workload(fam, seed), reference_fleet(), EngineConfig()
    factory = make_router(name, trace, fleet, CacheRouteConfig(routing=routing_for(eng).model_copy(update=update)))
    cap = capacity_at_slo(trace, fleet, factory, SLO_S.get(fam, 3.5), "ttft", eng, rel_tol=0.05, max_runs=9)
    hit = cap.at_capacity.hit_rate if cap.at_capacity else None
    return {
        **row,
        "capacity_rps": round(cap.capacity_rps, 1),
        "hit_at_capacity": hit,
        "seconds": round(time.time() - t0),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rows", type=json.loads, help="a JSON list of rows (see the module docstring)")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    with ProcessPoolExecutor(args.workers) as ex:
        for out in ex.map(one, args.rows):
            print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
