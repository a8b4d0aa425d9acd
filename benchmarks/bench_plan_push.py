"""Plans pushed to the reference router while it serves: the event loop's worst stall and ``/health``
latency during each push, for plans of increasing size up to the key limit and past it; the numbers
go to docs/benchmarks/faults.md (large plans).

Processes, all on 127.0.0.1 and all stopped by their PID at the end: six fake engines
(`bench_faults`'s, 20 ms per answer), the router (this file, ``router`` mode: the reference router
as ``python -m cacheroute_solver.router`` serves it, plus a loop probe that wakes every
2 ms and keeps the latest wake-up it saw, and the longest garbage collection and the number of
full ones, read and reset on ``GET /bench/lag``), and the client
(this process). For each size, a plan of that many warm keys (two destinations each, the epoch one
higher than the last) goes to ``POST /plan`` while the client asks ``GET /health`` one after
another on one connection and keeps 4 completions in flight; the window runs from the push's
first byte to 0.5 s after its answer (the old plan is freed in it). Measured per push: its answer
and time, the worst loop stall (the probe's latest wake-up; the router's own loop watch wakes every
100 ms and sees a shorter stall only in part), ``/health`` p50 / p99 / max and completion p99 in
the window.

Run: ``nice -n 10 .venv/bin/python -m benchmarks.bench_plan_push [--sizes 1000,10000,...] [--json out.json]``.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.bench_faults import ROOT, Fleet, pct, workload

SIZES = (1_000, 10_000, 50_000, 100_000, 200_000, 250_000, 250_001, 300_000)
PROBE_S = 0.002
SETTLE_S = 0.5


# ---- the router with a fine loop probe (a separate process) ------------------------------------


def serve_router(config_path: str, port: int) -> None:
    from aiohttp import web

    from cacheroute_solver.router.server import ReferenceRouter, RouterConfig, server_options, tune_interpreter

    config = RouterConfig.model_validate_json(Path(config_path).read_bytes())
    tune_interpreter(config)
    router = ReferenceRouter(config)
    app = router.app()
    worst = [0.0]
    collections = {"started": 0.0, "worst_s": 0.0, "full": 0}

    def timed(phase: str, info: dict) -> None:
        if phase == "start":
            collections["started"] = time.perf_counter()
            return
        collections["worst_s"] = max(collections["worst_s"], time.perf_counter() - collections["started"])
        collections["full"] += info["generation"] == 2

    gc.callbacks.append(timed)

    async def probe(_app: web.Application) -> None:
        async def tick() -> None:
            while True:
                t = time.perf_counter()
                await asyncio.sleep(PROBE_S)
                worst[0] = max(worst[0], time.perf_counter() - t - PROBE_S)

        app["probe"] = asyncio.create_task(tick())

    async def lag(_request: web.Request) -> web.Response:
        out = {"worst_s": worst[0], "gc_worst_s": collections["worst_s"], "gc_full": collections["full"]}
        worst[0] = collections["worst_s"] = 0.0
        collections["full"] = 0
        return web.json_response(out)

    app.on_startup.append(probe)
    app.router.add_get("/bench/lag", lag)
    web.run_app(app, host="127.0.0.1", port=port, print=None, **server_options(config))


class PushFleet(Fleet):
    """`bench_faults.Fleet` with this file's router in place of ``python -m ...router``."""

    switch_interval_s: float | None = None
    """RouterConfig.switch_interval_s (None: its default)."""

    def start(self) -> None:
        for i in range(len(self.ports)):
            self.start_engine(i)
        config: dict = {"replicas": [{"id": f"u{i}", "url": f"http://127.0.0.1:{p}"} for i, p in enumerate(self.ports)]}
        if self.switch_interval_s is not None:
            config["switch_interval_s"] = self.switch_interval_s
        path = Path(self.tmp.name) / "router.json"
        path.write_text(json.dumps(config))
        self.router = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "benchmarks.bench_plan_push",
                "router",
                "--config",
                str(path),
                "--port",
                str(self.router_port),
            ],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        from benchmarks.bench_faults import wait_port

        wait_port(self.router_port)


# ---- plans and pushes ---------------------------------------------------------------------------


def plan_json(n: int, epoch: int, replicas: int) -> bytes:
    """A plan of ``n`` warm keys as ``Plan.model_dump_json`` writes it (epoch first)."""
    from cacheroute_solver.models import Plan
    from cacheroute_solver.prefix import key_name

    ids = [f"u{i}" for i in range(replicas)]
    assignments: dict[str, tuple[tuple[str, float], ...]] = {
        key_name(i + 1, 1 + i % 7): ((ids[i % replicas], 0.5), (ids[(i + 1) % replicas], 0.5)) for i in range(n)
    }
    return Plan(epoch=epoch, assignments=assignments).model_dump_json().encode()


async def push(base: str, body: bytes | None, bodies: list[dict], idle_s: float = 0.0) -> dict:
    """One window: the push of ``body`` (None: no push, ``idle_s`` of traffic alone, the control)."""
    from aiohttp import ClientSession, ClientTimeout, TCPConnector

    health: list[float] = []
    completions: list[float] = []
    done = asyncio.Event()
    async with ClientSession(timeout=ClientTimeout(total=120), connector=TCPConnector(limit=0)) as s:
        async with s.get(base + "/bench/lag") as r:
            await r.read()

        async def probe_health() -> None:
            while not done.is_set():
                t = time.perf_counter()
                async with s.get(base + "/health") as r:
                    await r.read()
                health.append(time.perf_counter() - t)
                await asyncio.sleep(0.005)

        async def traffic(k: int) -> None:
            i = k
            while not done.is_set():
                t = time.perf_counter()
                async with s.post(base + "/v1/completions", json=bodies[i % len(bodies)]) as r:
                    await r.read()
                    assert r.status == 200, r.status
                completions.append(time.perf_counter() - t)
                i += 4

        tasks = [asyncio.create_task(probe_health())] + [asyncio.create_task(traffic(k)) for k in range(4)]
        await asyncio.sleep(0.3)
        t0 = time.perf_counter()
        answer: dict = {}
        status = None
        if body is None:
            await asyncio.sleep(idle_s)
        else:
            async with s.post(base + "/plan", data=body, headers={"Content-Type": "application/json"}) as r:
                answer = await r.json()
                status = r.status
        took = time.perf_counter() - t0
        await asyncio.sleep(SETTLE_S)
        done.set()
        await asyncio.gather(*tasks)
        async with s.get(base + "/bench/lag") as r:
            lag = await r.json()
    return {
        "status": status,
        "refusal": answer.get("refusal"),
        "reason": (answer.get("reason") or "")[:120],
        "push_s": round(took, 3),
        "worst_stall_ms": round(1000 * lag["worst_s"], 1),
        "worst_collection_ms": round(1000 * lag["gc_worst_s"], 1),
        "full_collections": lag["gc_full"],
        "health_p50_ms": round(1000 * pct(health, 0.5), 1),
        "health_p99_ms": round(1000 * pct(health, 0.99), 1),
        "health_max_ms": round(1000 * max(health), 1),
        "health_n": len(health),
        "completion_p99_ms": round(1000 * pct(completions, 0.99), 1),
        "completions": len(completions),
    }


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd")
    rp = sub.add_parser("router")
    rp.add_argument("--config", required=True)
    rp.add_argument("--port", type=int, required=True)
    p.add_argument("--sizes", default=",".join(map(str, SIZES)), help="plan sizes in warm keys, in push order")
    p.add_argument("--json", default=None, help="also write the results here")
    p.add_argument(
        "--switch-interval",
        type=float,
        default=None,
        help="RouterConfig.switch_interval_s (default its default, 1 ms; Python's is 0.005)",
    )
    p.add_argument(
        "--controls", type=int, default=1, help="windows of traffic without a push, first (the machine's own stalls)"
    )
    p.add_argument("--control-s", type=float, default=5.0, help="length of a control window before its settling time")
    args = p.parse_args(argv)
    if args.cmd == "router":
        serve_router(args.config, args.port)
        return
    sizes = [int(x) for x in args.sizes.split(",")]
    out: dict = {
        "machine": f"{platform.machine()}, Python {platform.python_version()}, {os.cpu_count()} CPUs",
        "load_before": os.getloadavg()[0],
        "pushes": [],
    }
    fleet = PushFleet()
    fleet.switch_interval_s = args.switch_interval
    bodies = workload(200)
    for b in bodies:
        b["stream"] = False
    try:
        fleet.start()
        time.sleep(1.0)
        base = f"http://127.0.0.1:{fleet.router_port}"
        for _ in range(args.controls):
            row = {"keys": None, **asyncio.run(push(base, None, bodies, args.control_s))}
            out["pushes"].append(row)
            print(json.dumps(row), flush=True)
        for epoch, n in enumerate(sizes, start=1):
            body = plan_json(n, epoch, len(fleet.ports))
            row = {"keys": n, "mib": round(len(body) / 2**20, 1), **asyncio.run(push(base, body, bodies))}
            out["pushes"].append(row)
            print(json.dumps(row), flush=True)
    finally:
        fleet.stop()
    out["load_after"] = os.getloadavg()[0]
    print(json.dumps({k: v for k, v in out.items() if k != "pushes"}), flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
