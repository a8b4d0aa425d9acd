"""What a replica joining or leaving costs the router's event loop with a large plan in force: the time each
`ReplicaSet.add` / `remove` holds the loop (the plan index is compiled again for the new positions, in the
routing's own thread), and the loop's worst lag meanwhile (a 5 ms ticker).

``python -m benchmarks.probe_join [--keys 250000] [--changes 3]``: one line of JSON. Wall-clock figures: run it on
a quiet machine for numbers to quote.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time

from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.models import Plan
from cacheroute_solver.prefix import key_name
from cacheroute_solver.router.fleet.health import HealthConfig
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig


async def probe(keys: int, changes: int) -> dict[str, float | int]:
    replicas = tuple(ReplicaEndpoint(id=f"u{i}", url=f"http://127.0.0.1:{9000 + i}") for i in range(4))
    router = ReferenceRouter(RouterConfig(replicas=replicas, health=HealthConfig(check_interval_s=None)))
    ids = [r.id for r in replicas]
    assignments = {key_name(i + 1, 1 + i % 7): ((ids[i % 4], 0.5), (ids[(i + 1) % 4], 0.5)) for i in range(keys)}
    plan = Plan.model_construct(epoch=1, assignments=assignments, spread=frozenset())
    result = await asyncio.to_thread(router.store.swap, plan)
    assert result.accepted, result.reason
    lags: list[float] = []
    done = asyncio.Event()

    async def tick() -> None:
        while not done.is_set():
            t = time.perf_counter()
            await asyncio.sleep(0.005)
            lags.append(time.perf_counter() - t - 0.005)

    ticker = asyncio.create_task(tick())
    held: list[float] = []
    for k in range(changes):
        t = time.perf_counter()
        router.replicas.add(ReplicaEndpoint(id=f"j{k}", url=f"http://127.0.0.1:{9100 + k}"))
        held.append(time.perf_counter() - t)
        await asyncio.sleep(1.5)  # the compile in its thread
        t = time.perf_counter()
        router.replicas.remove(f"j{k}")
        held.append(time.perf_counter() - t)
        await asyncio.sleep(1.5)
    done.set()
    await ticker
    router.routing.close()
    return {
        "keys": keys,
        "change_ms_median": round(1e3 * statistics.median(held), 1),
        "change_ms_max": round(1e3 * max(held), 1),
        "loop_worst_lag_ms": round(1e3 * max(lags), 1),
    }


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--keys", type=int, default=250_000)
    p.add_argument("--changes", type=int, default=3, help="joins, each followed by its leave")
    args = p.parse_args(argv)
    print(json.dumps(asyncio.run(probe(args.keys, args.changes))), flush=True)


if __name__ == "__main__":
    main()
