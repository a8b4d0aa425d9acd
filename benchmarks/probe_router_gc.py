"""Where the reference router's CPU goes under load: the garbage collector's share of it at Python's thresholds
and at the router's own (`RouterConfig.gc_thresholds`), and a bare aiohttp proxy beside it on the same engines
(docs/benchmarks/proxy.md, "The collector's thresholds").

Three fake engines (`e2e.fake_engine`, 5 ms per answer) and one target at a time, on 127.0.0.1, each its own
process stopped by its PID (`e2e.procs.Processes`): the reference router (``policy: plan``, active health checks off) with its default
thresholds (``router``), with Python 3.11's (700, 10, 10) (``router:python-gc``), or `benchmarks.bare_proxy`
(``bare``: what aiohttp itself costs). wrk loads each at every ``--concurrency`` for ``--seconds`` after a 2 s
warm-up, the requests of `benchmarks.bench_proxy`. In the router a `gc.callbacks` hook (a sitecustomize this
probe writes to a private directory on its PYTHONPATH; SIGUSR1 writes its counts) counts collections per
generation and their time over the measured window. Printed per target and concurrency: answers/s, CPU ms per
answer, and the collections and their seconds.

    .venv/bin/python -m benchmarks.probe_router_gc [--concurrency 32,128] [--seconds 10] [--targets router,router:python-gc,bare]
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.bench_proxy import WRK_SCRIPT, bodies, fake_engine_argv, reference_config, wrk_point
from e2e.procs import Processes, cpu_seconds, wait_http
from tests.helpers.ports import reserve_port

ROOT = Path(__file__).resolve().parents[1]

SITECUSTOMIZE = """
import gc, os, signal, time
_st = {0: [0, 0.0], 1: [0, 0.0], 2: [0, 0.0]}
_t0 = [0.0]
def _cb(phase, info):
    if phase == "start":
        _t0[0] = time.perf_counter()
    else:
        s = _st[info["generation"]]
        s[0] += 1
        s[1] += time.perf_counter() - _t0[0]
gc.callbacks.append(_cb)
def _dump(*_a):
    with open(os.environ["GC_PROBE_OUT"], "w") as f:
        f.write(repr(_st))
signal.signal(signal.SIGUSR1, _dump)
"""


def gc_counts(proc: subprocess.Popen, out: Path) -> dict[int, list[float]]:
    """The router's collections so far, per generation: [count, seconds]."""
    out.unlink(missing_ok=True)
    proc.send_signal(signal.SIGUSR1)
    for _ in range(100):
        if out.exists() and out.stat().st_size:
            return ast.literal_eval(out.read_text())
        time.sleep(0.02)
    raise RuntimeError("the router wrote no collector counts")


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--concurrency", default="32,128")
    p.add_argument("--seconds", type=float, default=10.0)
    p.add_argument("--targets", default="router,router:python-gc,bare")
    args = p.parse_args(argv)
    wrk_bin = shutil.which("wrk")
    if wrk_bin is None:
        sys.exit("wrk not found (apt-get install wrk)")
    work = Path(tempfile.mkdtemp(prefix="probe-gc-"))
    (work / "site").mkdir()
    (work / "site" / "sitecustomize.py").write_text(SITECUSTOMIZE)
    script = work / "bodies.lua"
    script.write_text(WRK_SCRIPT % ", ".join("[==[" + b.decode() + "]==]" for b in bodies(400)))
    env = {"PYTHONPATH": str(ROOT)}
    try:
        with Processes(work / "logs") as procs:
            engines = []
            for i in range(3):
                port = reserve_port()
                pr = procs.start(f"engine{i}", fake_engine_argv(port, f"e{i}", 5.0), env)
                engines.append(f"http://127.0.0.1:{port}")
                wait_http(engines[-1] + "/health", 60, pr)
            for target in args.targets.split(","):
                port = reserve_port()
                out = work / f"{target.replace(':', '_')}.gc"
                if target == "bare":
                    pr = procs.start(
                        target, [sys.executable, "-m", "benchmarks.bare_proxy", "--port", str(port), *engines], env
                    )
                else:
                    cfg = reference_config(engines)
                    if target == "router:python-gc":
                        cfg["gc_thresholds"] = [700, 10, 10]
                    path = work / f"{target.replace(':', '_')}.json"
                    path.write_text(json.dumps(cfg))
                    argv = [sys.executable, "-m", "cacheroute_solver.router", "--config", str(path)]
                    argv += ["--port", str(port), "--log-level", "WARNING"]
                    hooked = {"PYTHONPATH": f"{work / 'site'}{os.pathsep}{ROOT}", "GC_PROBE_OUT": str(out)}
                    pr = procs.start(target, argv, hooked)
                url = f"http://127.0.0.1:{port}"
                wait_http(url + "/health", 60, pr)
                for c in [int(x) for x in args.concurrency.split(",")]:
                    wrk_point(wrk_bin, [url], c, 2.0, script)  # warm-up
                    before = gc_counts(pr, out) if target != "bare" else None
                    c0 = cpu_seconds([pr.pid])
                    res = wrk_point(wrk_bin, [url], c, args.seconds, script)
                    cpu = cpu_seconds([pr.pid]) - c0
                    row = {
                        "target": target,
                        "concurrency": c,
                        "rps": round(res["rps"], 1),
                        "cpu_ms_per_answer": round(cpu * 1e3 / max(res["n"], 1), 4),
                        "router_cpu_s": round(cpu, 2),
                    }
                    if before is not None:
                        after = gc_counts(pr, out)
                        row["collections"] = [int(after[g][0] - before[g][0]) for g in (0, 1, 2)]
                        row["gc_s"] = round(sum(after[g][1] - before[g][1] for g in (0, 1, 2)), 3)
                    print(json.dumps(row), flush=True)
                procs.stop(target)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
