"""Issue 38's D9 probe: do large request bodies, and the stalls they cause, take healthy engines out of rotation?

Three fake engines (this file, ``engine`` mode, each its own process on 127.0.0.1, stopped by its PID at the
end) read and parse every body on their own event loop, as an engine's API server does, and answer at once;
the reference router runs in this process with ``plan_period_s`` 2 and the default health settings. Three
concurrent completions of ``--ids`` prompt token ids each (2.1M: 13.3 MB bodies, under the 16 MiB limit) go
through it while ``/health`` is polled every 50 ms. Printed: each answer's status, ejections by reason,
ejections held, time-outs not counted (over a stall, or of a request moved off an engine), loop stalls and
the worst ``/health`` latency.

    nice -n 19 .venv/bin/python -m benchmarks.check_own_stall [--ids 2100000] [--runs 1]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import time

from aiohttp import ClientSession, ClientTimeout, web

from benchmarks.bench_faults import wait_port
from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig, serve
from tests.helpers.ports import reserve_port


def engine(port: int) -> None:
    async def gen(request: web.Request) -> web.Response:
        json.loads(await request.read())
        return web.json_response({"choices": [{"text": "x"}], "usage": {"prompt_tokens": 1, "completion_tokens": 1}})

    async def health(_request: web.Request) -> web.Response:
        return web.json_response({"ok": True})

    app = web.Application(client_max_size=64 * 2**20)
    app.router.add_post("/v1/completions", gen)
    app.router.add_get("/health", health)
    web.run_app(app, host="127.0.0.1", port=port, print=None, access_log=None)


async def probe(ports: list[int], ids: int) -> dict[str, object]:
    """One round against the engines on ``ports``."""
    replicas = tuple(ReplicaEndpoint(id=f"e{i}", url=f"http://127.0.0.1:{p}") for i, p in enumerate(ports))
    router = ReferenceRouter(RouterConfig(replicas=replicas, plan_period_s=2.0))
    runner = await serve(router, "127.0.0.1", 0)
    base = f"http://127.0.0.1:{runner.addresses[0][1]}"
    raw = json.dumps({"model": "m", "prompt": [(i * 7919) % 30000 for i in range(ids)], "max_tokens": 4}).encode()
    lags: list[float] = []
    try:
        async with ClientSession(timeout=ClientTimeout(total=120)) as s:

            async def poll() -> None:
                while True:
                    t = time.monotonic()
                    async with s.get(base + "/health") as r:
                        await r.read()
                    lags.append(time.monotonic() - t)
                    await asyncio.sleep(0.05)

            async def one() -> int:
                async with s.post(
                    base + "/v1/completions", data=raw, headers={"Content-Type": "application/json"}
                ) as r:
                    await r.read()
                    return r.status

            await asyncio.sleep(1.5)
            poller = asyncio.create_task(poll())
            statuses = await asyncio.gather(*(one() for _ in range(3)))
            await asyncio.sleep(3.0)
            poller.cancel()
    finally:
        await runner.cleanup()
    c = router.counters
    return {
        "body_mb": round(len(raw) / 2**20, 1),
        "statuses": statuses,
        "ejections": {
            reason: c.get("cacheroute_ejections_total", reason=reason)
            for reason in ("health_check", "timeout", "hang", "connect_error", "http_5xx", "disconnected")
            if c.get("cacheroute_ejections_total", reason=reason)
        },
        "ejections_held": c.get("cacheroute_ejections_held_total"),
        "stalled_failures": c.get("cacheroute_stalled_failures_total"),
        "excused_failures": c.get("cacheroute_excused_failures_total"),
        "loop_stalls": c.get("cacheroute_loop_stalls_total"),
        "health_max_ms": round(max(lags, default=0.0) * 1000),
    }


def run_once(ids: int) -> dict[str, object]:
    """Start the engines, probe, stop them by their PID."""
    ports = [reserve_port() for _ in range(3)]
    procs = [subprocess.Popen([sys.executable, "-m", "benchmarks.check_own_stall", "engine", str(p)]) for p in ports]
    try:
        for p in ports:
            wait_port(p)
        return asyncio.run(probe(ports, ids))
    finally:
        for proc in procs:
            proc.kill()
            proc.wait()


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--ids", type=int, default=2_100_000, help="prompt token ids per request")
    p.add_argument("--runs", type=int, default=1)
    args = p.parse_args(argv)
    for _ in range(args.runs):
        print(json.dumps(run_once(args.ids)), flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["engine"]:
        engine(int(sys.argv[2]))
    else:
        main()
