"""What a ``/metrics`` scrape costs the router's event loop, by the number of histogram series (a fleet's replicas x
models x the five histograms): the page's render time (what held the loop when it was rendered there), and, with
the page rendered in a worker thread as the router does now, the scrape's time and the loop's worst lag meanwhile
(a 5 ms ticker on the loop).

``python -m benchmarks.probe_scrape [--series 15,160,320,3200] [--repeats 3]``: one line of JSON per size. Wall-clock
figures: run it on a quiet machine for numbers to quote.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time

from aiohttp import ClientSession

from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.router.fleet.health import HealthConfig
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig
from tests.helpers.localserve import serve_local


async def _worst_lag(stop: asyncio.Event, period_s: float = 0.005) -> float:
    worst = 0.0
    while not stop.is_set():
        t = time.perf_counter()
        await asyncio.sleep(period_s)
        worst = max(worst, time.perf_counter() - t - period_s)
    return worst


async def probe(series: int, repeats: int) -> dict[str, float | int]:
    config = RouterConfig(
        replicas=(ReplicaEndpoint(id="r", url="http://127.0.0.1:9"),), health=HealthConfig(check_interval_s=None)
    )
    router = ReferenceRouter(config)
    for i in range(series):
        router.counters.histogram("cacheroute_time_to_first_token_seconds", model="m", replica=f"r{i}").observe(0.1)
    runner, port = await serve_local(router.app(), handler_cancellation=True)
    render, scrape, lag = [], [], []
    try:
        async with ClientSession() as s:
            for _ in range(repeats):
                t = time.perf_counter()
                router.counters.render()
                render.append(time.perf_counter() - t)
                stop = asyncio.Event()
                ticker = asyncio.create_task(_worst_lag(stop))
                await asyncio.sleep(0.02)
                t = time.perf_counter()
                async with s.get(f"http://127.0.0.1:{port}/metrics") as r:
                    size = len(await r.read())
                scrape.append(time.perf_counter() - t)
                stop.set()
                lag.append(await ticker)
    finally:
        await runner.cleanup()
    return {
        "series": series,
        "page_bytes": size,
        "render_ms": round(1e3 * statistics.median(render), 1),
        "scrape_ms": round(1e3 * statistics.median(scrape), 1),
        "loop_worst_lag_ms": round(1e3 * max(lag), 1),
    }


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--series", default="15,160,320,3200", help="histogram series, comma-separated")
    p.add_argument("--repeats", type=int, default=3)
    args = p.parse_args(argv)
    for n in (int(x) for x in args.series.split(",")):
        print(json.dumps(asyncio.run(probe(n, args.repeats))), flush=True)


if __name__ == "__main__":
    main()
