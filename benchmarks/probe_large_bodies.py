"""Large request bodies against the live reference router (issue 38's probe, D8/D9): three concurrent
completions whose bodies are ~14 MB of prompt token ids (2.1M ids each, under the 16 MiB body limit), while
``/health`` is asked one request after another; the numbers go to docs/benchmarks/faults.md (large request
bodies).

Processes, all on 127.0.0.1 and all stopped by their PID at the end: three fake vLLM-like engines
(`bench_faults`'s, taking 64 MiB bodies; one over 1 MiB is not parsed by the engine, only its stream flag
read, so the engines stay healthy throughout), the router (``python -m cacheroute_solver.router``,
policy ``plan``, planner every 3 s, default fault settings: health checks every 0.5 s with a 0.5 s time-out),
the ``/health`` prober (this file, ``health`` mode: its own process, so that the client's work writing 43 MB
does not delay it) and the client (this process, the bodies encoded before the window opens). First 5 s with
no completion (the control: what ``/health`` takes on this machine at this load), then the window, from the
first body's first byte to 2 s after the last answer. Measured: each completion's status (and
``error.code``), ejections (``cacheroute_ejections_total``, by reason), the router's loop stalls
(``cacheroute_loop_stalls_total``, ``cacheroute_loop_lag_max_seconds``), and ``/health`` latency in the window
(p50, p99, max). Goal: 0 ejections, 3/3 answered (200 or a named 4xx), ``/health`` max at most 50 ms.

``--loop-cpu``: the router also measures the CPU time of each callback its loop runs (`LOOP_CPU`): the worst
is what its own code held the loop for, independent of the machine's load. ``--max-model-len N``: the engines
declare ``max_model_len`` N in the router's config, so the router refuses the prompts (400
``context_length_exceeded``) once parsed, before hashing. ``--router-path DIR``: run the router from another
checkout (``git archive 159b7dc | tar -x -C DIR``: the code before the fix).

Run: ``nice -n 19 .venv/bin/python -m benchmarks.probe_large_bodies [--loop-cpu] [--max-model-len 131072]
[--json out.json]``.
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import os
import platform
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.bench_faults import ROOT, metric_sum, pct, wait_port
from tests.helpers.ports import reserve_port

ENGINES = 3
IDS = 2_100_000
HEALTH_GAP_S = 0.005
AFTER_S = 2.0
CONTROL_S = 5.0


LOOP_CPU = """
import atexit, json, os, time
out = os.environ.get("PROBE_LOOP_CPU")
if out and os.environ.get("PROBE_LOOP_CPU_PID", str(os.getppid())) == str(os.getppid()):
    import asyncio.events as ev
    run, seen = ev.Handle._run, []
    def _run(self):
        t = time.thread_time()
        try:
            return run(self)
        finally:
            d = time.thread_time() - t
            if d > 0.001:
                seen.append((time.time(), d))
    ev.Handle._run = _run
    atexit.register(lambda: open(out, "w").write(json.dumps(seen)))
"""
"""The router's ``sitecustomize`` under ``--loop-cpu``: the CPU time (``time.thread_time``) of every callback
its event loop runs, which neither waiting for a CPU nor for the GIL adds to: what the router's own code
costs its loop, whatever the machine's load. Only in the router (its body workers skip it)."""


def probe_health(port: int, out: str, stop_file: str) -> None:
    """Ask ``GET /health`` one after another on one connection until ``stop_file`` exists; write
    ``[[start, seconds], ...]`` (time.time()) to ``out``."""
    seen: list[list[float]] = []
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    while not os.path.exists(stop_file):
        t, c = time.time(), time.perf_counter()
        try:
            conn.request("GET", "/health")
            conn.getresponse().read()
        except (OSError, http.client.HTTPException):
            conn.close()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            continue
        seen.append([t, time.perf_counter() - c])
        time.sleep(HEALTH_GAP_S)
    Path(out).write_text(json.dumps(seen))


def body(seed: int) -> bytes:
    rng = random.Random(seed)
    ids = [rng.randrange(150_000) for _ in range(IDS)]
    return json.dumps({"model": "m", "prompt": ids, "max_tokens": 4}).encode()


async def send_all(base: str, bodies: list[bytes]) -> tuple[list[dict], float, float]:
    from aiohttp import ClientSession, ClientTimeout

    async with ClientSession(timeout=ClientTimeout(total=300)) as s:

        async def one(raw: bytes) -> dict:
            t = time.perf_counter()
            async with s.post(base + "/v1/completions", data=raw, headers={"Content-Type": "application/json"}) as r:
                text = await r.read()
            out: dict = {"status": r.status, "seconds": round(time.perf_counter() - t, 2)}
            try:
                err = json.loads(text).get("error")
            except ValueError:
                err = None
            if isinstance(err, dict):
                out["code"] = err.get("code")
                out["message"] = str(err.get("message"))[:160]
            return out

        t0 = time.time()
        answers = await asyncio.gather(*(one(b) for b in bodies))
        return list(answers), t0, time.time()


def metrics(port: int) -> str:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", "/metrics")
    return conn.getresponse().read().decode()


def run(args: argparse.Namespace) -> dict:
    tmp = tempfile.TemporaryDirectory()
    ports = [reserve_port() for _ in range(ENGINES)]
    router_port = reserve_port()
    procs: list[subprocess.Popen] = []
    try:
        for i, port in enumerate(ports):
            cmd = [sys.executable, "-m", "benchmarks.bench_faults", "upstream", "--port", str(port), "--name", f"u{i}"]
            cmd += ["--max-body-mib", "64"]
            procs.append(subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        for port in ports:
            wait_port(port)
        replicas = [{"id": f"u{i}", "url": f"http://127.0.0.1:{port}"} for i, port in enumerate(ports)]
        if args.max_model_len:
            for r in replicas:
                r["max_model_len"] = args.max_model_len
        config = {
            "replicas": replicas,
            "policy": "plan",
            "plan_period_s": 3.0,
            "plan_config": {"backend": "greedy", "time_limit_s": 1.0},
        }
        if not args.router_path or (Path(args.router_path) / "cacheroute_solver/router/lifecycle.py").is_file():
            config["shutdown"] = {"drain_delay_s": 0.0}  # stopped by SIGTERM at the end: nothing to drain for
        path = Path(tmp.name) / "router.json"
        path.write_text(json.dumps(config))
        log_path = Path(tmp.name) / "router.log"
        env = dict(os.environ)
        paths = [args.router_path] if args.router_path else []
        cpu_out = Path(tmp.name) / "loop_cpu.json"
        if args.loop_cpu:
            site = Path(tmp.name) / "site"
            site.mkdir()
            (site / "sitecustomize.py").write_text(LOOP_CPU)
            paths.insert(0, str(site))
            env["PROBE_LOOP_CPU"] = str(cpu_out)
            env["PROBE_LOOP_CPU_PID"] = str(os.getpid())
        if paths:
            env["PYTHONPATH"] = os.pathsep.join([*paths, str(ROOT)])
        with open(log_path, "wb") as log:
            router = subprocess.Popen(
                [
                    *(sys.executable, "-m", "cacheroute_solver.router", "--config", str(path)),
                    *("--port", str(router_port), "--log-level", "WARNING"),
                ],
                cwd=args.router_path or ROOT,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        procs.append(router)
        wait_port(router_port)
        time.sleep(1.0)  # a few health checks pass first
        bodies = [body(seed) for seed in range(3)]
        stop, out = Path(tmp.name) / "stop", Path(tmp.name) / "health.json"
        prober = subprocess.Popen(
            [
                *(sys.executable, "-m", "benchmarks.probe_large_bodies", "health", "--port", str(router_port)),
                *("--out", str(out), "--stop-file", str(stop)),
            ],
            cwd=ROOT,
        )
        procs.append(prober)
        c0 = time.time()
        time.sleep(CONTROL_S)
        c1 = time.time()
        answers, t0, t1 = asyncio.run(send_all(f"http://127.0.0.1:{router_port}", bodies))
        time.sleep(AFTER_S)
        stop.write_text("")
        prober.wait(30)
        seen = json.loads(out.read_text())
        window = [s for t, s in seen if t0 <= t <= t1 + AFTER_S]
        control = [s for t, s in seen if c0 + 0.5 <= t <= c1]
        text = metrics(router_port)
        ejections = {
            line.split("{", 1)[1].split("}")[0]: float(line.rsplit(" ", 1)[1])
            for line in text.splitlines()
            if line.startswith("cacheroute_ejections_total{")
        }
        stop_router(router)
        loop_cpu = {}
        if args.loop_cpu:  # the callbacks of the window (over 1 ms of CPU)
            spent = sorted(d for t, d in json.loads(cpu_out.read_text()) if t0 <= t <= t1 + AFTER_S)
            loop_cpu = {"loop_cpu_worst_ms": [round(1000 * d, 1) for d in spent[-5:]]}
        log_lines = log_path.read_text(errors="replace").splitlines()
        if args.log:
            Path(args.log).write_text("\n".join(log_lines))
        return {
            "max_model_len": args.max_model_len,
            "router_path": args.router_path,
            "body_mb": [round(len(b) / 1e6, 2) for b in bodies],
            "answers": answers,
            "answered": sum(1 for a in answers if a["status"] == 200 or (400 <= a["status"] < 500 and a.get("code"))),
            "ejections": sum(ejections.values()),
            "ejections_by": ejections,
            "loop_stalls": metric_sum(text, "cacheroute_loop_stalls_total"),
            "loop_lag_max_s": metric_sum(text, "cacheroute_loop_lag_max_seconds"),
            "health_n": len(window),
            "health_p50_ms": round(1000 * pct(window, 0.5), 1),
            "health_p99_ms": round(1000 * pct(window, 0.99), 1),
            "health_max_ms": round(1000 * max(window), 1) if window else None,
            "window_s": round(t1 + AFTER_S - t0, 2),
            "control_health_p99_ms": round(1000 * pct(control, 0.99), 1),
            "control_health_max_ms": round(1000 * max(control), 1) if control else None,
            "router_errors": [ln[:200] for ln in log_lines if " ERROR " in ln or "Traceback" in ln][:5],
            "router_warnings": len([ln for ln in log_lines if " WARNING " in ln]),
            **loop_cpu,
        }
    finally:
        for proc in procs:  # SIGTERM: the router stops its body workers as it exits
            if proc.poll() is None:
                os.kill(proc.pid, signal.SIGTERM)
        for proc in procs:
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                os.kill(proc.pid, signal.SIGKILL)
                proc.wait()
        tmp.cleanup()


def stop_router(router: subprocess.Popen) -> None:
    """SIGTERM: the router stops its body workers and writes what ``--loop-cpu`` measured as it exits."""
    if router.poll() is None:
        os.kill(router.pid, signal.SIGTERM)
    try:
        router.wait(15)
    except subprocess.TimeoutExpired:
        os.kill(router.pid, signal.SIGKILL)
        router.wait()


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd")
    hp = sub.add_parser("health")
    hp.add_argument("--port", type=int, required=True)
    hp.add_argument("--out", required=True)
    hp.add_argument("--stop-file", required=True)
    p.add_argument("--max-model-len", type=int, default=None)
    p.add_argument("--router-path", default=None, help="run the router from this checkout")
    p.add_argument("--json", default=None, help="also write the result here")
    p.add_argument("--log", default=None, help="write the router's log (WARNING and above) here")
    p.add_argument("--loop-cpu", action="store_true", help="also measure the CPU time of the router's loop callbacks")
    args = p.parse_args(argv)
    if args.cmd == "health":
        probe_health(args.port, args.out, args.stop_file)
        return
    started = os.getloadavg()
    res = run(args)
    res["machine"] = {
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "load_at_start": [round(x, 2) for x in started],
        "load_at_end": [round(x, 2) for x in os.getloadavg()],
    }
    print(json.dumps(res, indent=1))
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=1))


if __name__ == "__main__":
    main()
