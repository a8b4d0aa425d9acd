"""The reference router under faults: 10,000 requests at concurrency 64 while upstreams are killed,
hung and made to answer 500; the numbers go to docs/benchmarks/faults.md.

Processes, all on 127.0.0.1 and all stopped by their PID at the end: six fake engines (this file,
``upstream`` mode: 20 ms per answer, a fifth of the requests streamed as 4 chunks 10 ms apart,
``POST /mode`` switches to answering 500), the router (``python -m
cacheroute_solver.router``, default fault settings, planner every 3 s), and the load
generator (this process). The same seeded traffic runs twice: fault-free, then with faults
injected at fixed request counts:

- at 15 % of the requests sent (1,500 of 10,000): u0 is killed (SIGKILL); at 65 % it is started
  again on its port;
- at 30 %: u1 hangs (SIGSTOP: it still accepts connections, answers nothing); SIGCONT at 65 %;
- at 45 %: u2 answers every request with 500; back to normal at 65 %.

Measured: requests lost (anything but a 200 and a complete answer) and which were streams
already started on the killed engine; how long each faulty engine stayed in rotation (from the
fault to ``cacheroute_endpoint_up`` = 0, polled every 50 ms); p99 latency of the requests answered
by an engine never faulted on their first attempt, against the fault-free run; router RSS growth.

``--scenario hang`` instead runs the traffic once with u1 hung in generation from 20 % to 60 % of
the requests sent (``POST /mode`` hang_gen: its ``/health`` still answers 200, streams get their
headers and no token, non-streamed requests no answer; back to ok releases them), the router learning the
engines' costs from their answers (its default; ``--cost-model configured``: routing.delay given), so the hang
deadline has no floor once a replica's model is learned: 3 x expected + 2 s. Measured: how
long retried requests took (the wait on u1 plus the retry) against the largest deadline the
router set, time from the hang to u1's ejection, from recovery to u1 back in rotation and to u1
serving its share again (its share of the requests sent in each second against its share before
the hang), and requests lost.

Run: ``nice -n 10 .venv/bin/python -m benchmarks.bench_faults [--requests 10000] [--scenario hang
[--cost-model learned|configured]]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.helpers.ports import reserve_port
from tests.helpers.vllm_metrics import EngineCounts

ROOT = Path(__file__).resolve().parents[1]
N_UPSTREAMS = 6
SERVICE_S = 0.02
STREAM_SHARE = 0.2


# ---- the fake engine (a separate process) -----------------------------------------------------


def serve_upstream(port: int, name: str, max_body_mib: float = 1.0) -> None:
    """The fake engine; ``max_body_mib``: its request body limit (aiohttp's 1 MiB by default; vLLM takes far
    more)."""
    from aiohttp import web

    state = {"mode": "ok"}
    recovered = asyncio.Event()
    counts = EngineCounts()

    async def gen(request: web.Request) -> web.StreamResponse:
        raw = await request.read()
        # a large body's JSON is not parsed, only its stream flag looked for: the engine's loop stays free
        # (`probe_large_bodies` measures the router's, with engines that stay healthy throughout)
        big = len(raw) > 2**20
        body = {"stream": b'"stream": true' in raw or b'"stream":true' in raw} if big else json.loads(raw)
        if state["mode"] == "500":
            return web.json_response({"error": "injected"}, status=500)
        counts.running += 1
        counts.prompt_tokens += max(1, len(str(body.get("prompt", ""))) // 4)
        try:
            return await answer(request, body)
        finally:
            counts.running -= 1

    async def answer(request: web.Request, body: dict) -> web.StreamResponse:
        resp = None
        if body.get("stream"):
            resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
            await resp.prepare(request)
        if state["mode"] == "hang_gen":
            await recovered.wait()
        if resp is not None:
            for i in range(4):
                await asyncio.sleep(SERVICE_S / 2)
                await resp.write(f"data: {json.dumps({'server': name, 'i': i})}\n\n".encode())
                counts.generation_tokens += 1
            await resp.write(b"data: [DONE]\n\n")
            await resp.write_eof()
            return resp
        await asyncio.sleep(SERVICE_S)
        counts.generation_tokens += 1
        return web.json_response({"server": name, "choices": [{"text": "ok"}]})

    async def mode(request: web.Request) -> web.Response:
        nonlocal recovered
        state["mode"] = (await request.json())["mode"]
        if state["mode"] != "hang_gen":
            recovered.set()
            recovered = asyncio.Event()
        return web.json_response(state)

    async def health(_request: web.Request) -> web.Response:
        return web.json_response({"ok": True})

    async def metrics(_request: web.Request) -> web.Response:
        return counts.response()

    app = web.Application(client_max_size=int(max_body_mib * 2**20))
    app.router.add_post("/v1/completions", gen)
    app.router.add_post("/mode", mode)
    app.router.add_get("/health", health)
    app.router.add_get("/metrics", metrics)
    web.run_app(app, host="127.0.0.1", port=port, access_log=None, print=None, handler_cancellation=True)


# ---- orchestration ----------------------------------------------------------------------------


def wait_port(port: int, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise RuntimeError(f"nothing listens on {port}")


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class Fleet:
    """The engine and router processes; every one stopped by its PID."""

    def __init__(self, extra_config: dict | None = None) -> None:
        self.extra_config = extra_config or {}
        self.ports = [reserve_port() for _ in range(N_UPSTREAMS)]
        self.engines: dict[int, subprocess.Popen] = {}
        self.router: subprocess.Popen | None = None
        self.router_port = reserve_port()
        self.tmp = tempfile.TemporaryDirectory()

    def start_engine(self, i: int) -> None:
        self.engines[i] = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "benchmarks.bench_faults",
                "upstream",
                "--port",
                str(self.ports[i]),
                "--name",
                f"u{i}",
            ],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        wait_port(self.ports[i])

    def start(self) -> None:
        for i in range(N_UPSTREAMS):
            self.start_engine(i)
        config = {
            "replicas": [{"id": f"u{i}", "url": f"http://127.0.0.1:{p}"} for i, p in enumerate(self.ports)],
            "plan_period_s": 3.0,
            "plan_config": {"backend": "greedy", "time_limit_s": 1.0},
            **self.extra_config,
        }
        path = Path(self.tmp.name) / "router.json"
        path.write_text(json.dumps(config))
        self.router = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "cacheroute_solver.router",
                "--config",
                str(path),
                "--port",
                str(self.router_port),
                "--log-level",
                "ERROR",
            ],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        wait_port(self.router_port)

    def stop(self) -> None:
        procs = list(self.engines.values()) + ([self.router] if self.router else [])
        for p in procs:
            if p.poll() is None:
                os.kill(p.pid, signal.SIGCONT)
                os.kill(p.pid, signal.SIGKILL)
            p.wait()
        self.engines.clear()
        self.router = None
        self.tmp.cleanup()


# ---- load ---------------------------------------------------------------------------------------


def workload(n: int, seed: int = 1) -> list[dict]:
    """Prompts over 60 Zipf-popular system prompts, each with a private question; some streamed."""
    rng = random.Random(seed)
    systems = [f"You are assistant number {k}. Follow the house style and cite sources. " * 5 for k in range(60)]
    weights = [1 / (k + 1) for k in range(60)]
    out = []
    for i in range(n):
        sysp = rng.choices(systems, weights)[0]
        out.append(
            {
                "model": "m",
                "prompt": sysp + f"Question {i}: " + "details " * rng.randint(5, 40),
                "max_tokens": 16,
                "stream": rng.random() < STREAM_SHARE,
            }
        )
    return out


async def run_load(fleet: Fleet, n: int, concurrency: int, faults: bool, scenario: str = "faults") -> dict:
    from aiohttp import ClientSession, ClientTimeout, TCPConnector

    base = f"http://127.0.0.1:{fleet.router_port}"
    bodies = workload(n)
    results: list[dict] = []
    events: dict[str, float] = {}
    up_seen: dict[str, float] = {}
    sent = 0
    t0 = time.monotonic()

    kill, hang, fail, restore = (int(n * f) for f in (0.15, 0.30, 0.45, 0.65))
    if scenario == "hang":
        kill, fail = -1, -1
        hang, restore = int(n * 0.2), int(n * 0.6)
    up_changes: list[tuple[float, str, float]] = []
    deadline_max = [0.0]

    async def set_mode(i: int, mode: str) -> None:
        async with session.post(f"http://127.0.0.1:{fleet.ports[i]}/mode", json={"mode": mode}) as r:
            assert r.status == 200

    async def inject(at: int) -> None:
        now = time.monotonic() - t0
        if scenario == "hang":
            await set_mode(1, "hang_gen" if at == hang else "ok")
            events["u1" if at == hang else "restored"] = now
            return
        if at == kill:
            os.kill(fleet.engines[0].pid, signal.SIGKILL)
            fleet.engines[0].wait()
            events["u0"] = now
        elif at == hang:
            os.kill(fleet.engines[1].pid, signal.SIGSTOP)
            events["u1"] = now
        elif at == fail:
            async with session.post(f"http://127.0.0.1:{fleet.ports[2]}/mode", json={"mode": "500"}) as r:
                assert r.status == 200
            events["u2"] = time.monotonic() - t0
        elif at == restore:
            os.kill(fleet.engines[1].pid, signal.SIGCONT)
            async with session.post(f"http://127.0.0.1:{fleet.ports[2]}/mode", json={"mode": "ok"}) as r:
                assert r.status == 200
            await asyncio.to_thread(fleet.start_engine, 0)
            events["restored"] = time.monotonic() - t0

    async def poll_metrics() -> None:
        while True:
            try:
                async with session.get(base + "/metrics") as r:
                    text = await r.text()
                now = time.monotonic() - t0
                for line in text.splitlines():
                    if line.startswith("cacheroute_endpoint_up{"):
                        rid, value = line.split('"')[1], float(line.rsplit(" ", 1)[1])
                        if (
                            not any(r == rid for _, r, _ in up_changes)
                            or [v for _, r, v in up_changes if r == rid][-1] != value
                        ):
                            up_changes.append((now, rid, value))
                        if value == 0.0 and rid in events and rid not in up_seen and now >= events[rid]:
                            up_seen[rid] = now
                    elif line.startswith("cacheroute_attempt_deadline_seconds{"):
                        deadline_max[0] = max(deadline_max[0], float(line.rsplit(" ", 1)[1]))
            except Exception:  # noqa: BLE001 - a poll missed is retried
                pass
            await asyncio.sleep(0.05)

    async def one(i: int, body: dict) -> None:
        start = time.monotonic()
        rec = {"i": i, "stream": body["stream"], "t": start - t0}
        try:
            async with session.post(base + "/v1/completions", json=body) as r:
                rec["status"] = r.status
                rec["replica"] = r.headers.get("X-CacheRoute-Replica")
                rec["attempt"] = int(r.headers.get("X-CacheRoute-Attempt", "0"))
                raw = await r.read()
                rec["complete"] = r.status == 200 and (b"[DONE]" in raw if body["stream"] else b"server" in raw)
        except Exception as e:  # noqa: BLE001 - counted as lost
            rec.setdefault("status", -1)
            rec["error"] = type(e).__name__
            rec["complete"] = False
        rec["latency"] = time.monotonic() - start
        results.append(rec)

    async def worker(queue: asyncio.Queue) -> None:
        while True:
            item = await queue.get()
            if item is None:
                return
            await one(*item)

    async with ClientSession(timeout=ClientTimeout(total=120), connector=TCPConnector(limit=0)) as session:
        poller = asyncio.create_task(poll_metrics())
        queue: asyncio.Queue = asyncio.Queue(maxsize=concurrency)
        workers = [asyncio.create_task(worker(queue)) for _ in range(concurrency)]
        assert fleet.router is not None, "the fleet was started"
        rss_start = rss_mib(fleet.router.pid)
        for i, body in enumerate(bodies):
            if faults and i in (kill, hang, fail, restore):
                await inject(i)
            await queue.put((i, body))
            sent += 1
        for _ in workers:
            await queue.put(None)
        await asyncio.gather(*workers)
        elapsed = time.monotonic() - t0
        rss_end = rss_mib(fleet.router.pid)
        poller.cancel()
        async with session.get(base + "/metrics") as r:
            metrics = await r.text()
    return {
        "results": results,
        "events": events,
        "out_at": up_seen,
        "elapsed": elapsed,
        "rss_start": rss_start,
        "rss_end": rss_end,
        "metrics": metrics,
        "up_changes": up_changes,
        "deadline_max": deadline_max[0],
    }


def metric_sum(text: str, name: str, **labels: str) -> float:
    total = 0.0
    for line in text.splitlines():
        if line.startswith((name + "{", name + " ")) and all(f'{k}="{v}"' in line for k, v in labels.items()):
            total += float(line.rsplit(" ", 1)[1])
    return total


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def summarise(run: dict, faulty: set[str]) -> dict:
    res = run["results"]
    lost = [r for r in res if not r["complete"]]
    healthy_first = [
        r["latency"] for r in res if r.get("replica") not in faulty and r.get("attempt") == 1 and r["complete"]
    ]
    m = run["metrics"]
    return {
        "requests": len(res),
        "elapsed_s": round(run["elapsed"], 2),
        "req_per_s": round(len(res) / run["elapsed"], 1),
        "lost": len(lost),
        "lost_streams_on_killed": sum(
            1 for r in lost if r["stream"] and r.get("replica") == "u0" and r.get("status") == 200
        ),
        "lost_detail": sorted({(r.get("status"), r.get("error"), r["stream"]) for r in lost}, key=str)[:10],
        "p50_healthy_ms": round(1000 * pct(healthy_first, 0.5), 1),
        "p99_healthy_ms": round(1000 * pct(healthy_first, 0.99), 1),
        "p99_all_ms": round(1000 * pct([r["latency"] for r in res if r["complete"]], 0.99), 1),
        "max_all_ms": round(1000 * max(r["latency"] for r in res), 1),
        "slowest": [
            (round(r["t"], 2), round(r["latency"], 2), r.get("replica"), r.get("attempt"), r["stream"])
            for r in sorted(res, key=lambda r: -r["latency"])[:8]
        ],
        "out_of_rotation_s": {k: round(run["out_at"][k] - run["events"][k], 3) for k in run["out_at"]},
        "rss_mib": (round(run["rss_start"], 1), round(run["rss_end"], 1)),
        "retries": metric_sum(m, "cacheroute_retries_total"),
        "ejections": {
            lab: metric_sum(m, "cacheroute_ejections_total", reason=lab)
            for lab in ("connect_error", "http_5xx", "health_check", "timeout", "disconnected")
        },
        "share_u0_before_kill": round(
            sum(1 for r in res if r.get("replica") == "u0" and r["t"] < run["events"].get("u0", 1e9))
            / max(1, sum(1 for r in res if r["t"] < run["events"].get("u0", 1e9))),
            3,
        ),
        "served_after_restore_by_u0": sum(
            1
            for r in res
            if r.get("replica") == "u0" and "restored" in run["events"] and r["t"] > run["events"]["restored"]
        ),
        "served_after_restore": sum(
            1 for r in res if "restored" in run["events"] and r["t"] > run["events"]["restored"]
        ),
    }


def summarise_hang(run: dict) -> dict:
    """The hang scenario against its goals (module docstring)."""
    res, ev, m = run["results"], run["events"], run["metrics"]
    hung, back = ev["u1"], ev["restored"]
    changes = [(t, v) for t, rid, v in run["up_changes"] if rid == "u1"]
    outs = [t for t, v in changes if v == 0.0 and t >= hung]
    ins = [t for t, v in changes if v == 1.0 and t >= back]
    retried = [r for r in res if r.get("attempt", 0) > 1]
    during = [r for r in res if hung <= r["t"] < back]

    def share(lo: float, hi: float) -> float:
        sent = [r for r in res if lo <= r["t"] < hi and r["complete"]]
        return sum(1 for r in sent if r.get("replica") == "u1") / max(1, len(sent))

    before = share(0.0, hung)
    windows = [round(share(back + k, back + k + 1), 3) for k in range(10)]
    full = next((k for k, x in enumerate(windows) if x >= 0.5 * before), None)
    return {
        "requests": len(res),
        "elapsed_s": round(run["elapsed"], 2),
        "hang_s": round(back - hung, 2),
        "lost": sum(1 for r in res if not r["complete"]),
        "lost_detail": sorted(
            {(r.get("status"), r.get("error"), r["stream"]) for r in res if not r["complete"]}, key=str
        )[:10],
        "retried": len(retried),
        "retried_by_reason": {
            lab: metric_sum(m, "cacheroute_retries_total", reason=lab)
            for lab in ("deadline", "ejected", "timeout", "disconnected")
        },
        "retried_max_latency_s": round(max((r["latency"] for r in retried), default=0.0), 3),
        "retried_over_deadline_and_retry": sum(
            1
            for r in retried
            if r["latency"] > run["deadline_max"] + pct([x["latency"] for x in res if x.get("attempt") == 1], 0.99)
        ),
        "retried_p50_latency_s": round(pct([r["latency"] for r in retried], 0.5), 3),
        "slowest_during_hang_s": round(max((r["latency"] for r in during), default=0.0), 3),
        "largest_deadline_s": round(run["deadline_max"], 3),
        "deadline_misses_u1": metric_sum(m, "cacheroute_deadline_misses_total", replica="u1"),
        "hang_ejections_u1": metric_sum(m, "cacheroute_ejections_total", replica="u1", reason="hang"),
        "ejections_other": {
            lab: metric_sum(m, "cacheroute_ejections_total", reason=lab)
            for lab in ("connect_error", "http_5xx", "health_check", "timeout", "disconnected")
        },
        "to_ejection_s": round(outs[0] - hung, 3) if outs else None,
        "back_in_rotation_s": round(ins[0] - back, 3) if ins else (0.0 if changes and changes[-1][1] == 1.0 else None),
        "u1_share_before": round(before, 3),
        "u1_share_per_second_after_recovery": windows,
        "u1_share_back_within_s": None if full is None else full + 1,
        "first_u1_answer_after_recovery_s": round(
            min((r["t"] - back for r in res if r.get("replica") == "u1" and r["t"] >= back), default=float("nan")), 3
        ),
        "p99_all_ms": round(1000 * pct([r["latency"] for r in res if r["complete"]], 0.99), 1),
    }


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd")
    up = sub.add_parser("upstream")
    up.add_argument("--port", type=int, required=True)
    up.add_argument("--name", required=True)
    up.add_argument("--max-body-mib", type=float, default=1.0)
    p.add_argument("--requests", type=int, default=10_000)
    p.add_argument("--concurrency", type=int, default=64)
    p.add_argument("--json", default=None, help="also write the summaries here")
    p.add_argument("--scenario", choices=["faults", "hang"], default="faults")
    p.add_argument(
        "--cost-model",
        choices=["learned", "configured"],
        default="learned",
        help="hang scenario: the router learns the engines' costs (its default) or is given routing.delay",
    )
    args = p.parse_args(argv)
    if args.cmd == "upstream":
        serve_upstream(args.port, args.name, args.max_body_mib)
        return
    out: dict[str, Any] = {
        "machine": f"{platform.machine()}, Python {platform.python_version()}, {os.cpu_count()} CPUs",
        "load_before": os.getloadavg()[0],
    }
    if args.scenario == "hang":
        from cacheroute_solver.routing.delay import DelayModel

        configured = args.cost_model == "configured"
        fleet = Fleet({"routing": {"delay": DelayModel.from_cost().model_dump()}} if configured else {})
        try:
            fleet.start()
            time.sleep(1.0)
            run = asyncio.run(run_load(fleet, args.requests, args.concurrency, True, "hang"))
        finally:
            fleet.stop()
        out["hang"] = summarise_hang(run)
        out["cost_model"] = args.cost_model
        out["load_after"] = os.getloadavg()[0]
        print(json.dumps(out, indent=1, default=str), flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(out, indent=1, default=str))
        return
    for label, faults in (("fault_free", False), ("faults", True)):
        fleet = Fleet()
        try:
            fleet.start()
            time.sleep(1.0)
            run = asyncio.run(run_load(fleet, args.requests, args.concurrency, faults))
        finally:
            fleet.stop()
        out[label] = summarise(run, {"u0", "u1", "u2"})
        print(label, json.dumps(out[label], indent=1), flush=True)
    out["load_after"] = os.getloadavg()[0]
    ff, fa = out["fault_free"], out["faults"]
    print(
        json.dumps(
            {
                "p99_ratio": round(fa["p99_healthy_ms"] / ff["p99_healthy_ms"], 2),
                "rss_growth_mib": round(fa["rss_mib"][1] - fa["rss_mib"][0], 1),
                "load": (out["load_before"], out["load_after"]),
            }
        )
    )
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1, default=str))


if __name__ == "__main__":
    main()
