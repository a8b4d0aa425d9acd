"""How vLLM CPU engines that share CPUs slow each other: the e2e layout's engines, measured alone and together.

Starts the e2e harness's engines (`e2e.run_e2e.Fleet`: real vLLM CPU servers on 127.0.0.1, on the CPUs
``--engine-cpus`` gives them, stopped by their PID at the end) and measures:

- their CPU while idle (every process of each engine, over ``--idle-s``): an engine that polled while idle
  would slow the others even when it has nothing to do;
- the median latency of uncached ``--prompt-tokens``-token prompts (``max_tokens`` 2, one at a time per
  engine) sent to one engine alone, then to every engine at once.

The three-engine e2e pages read their TTFT against a simulator that gives each engine compute of its own
(docs/results/e2e-one-engine.md says why this matters).

    .venv/bin/python -m benchmarks.probe_engine_sharing [--engines 3] [--requests 20]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

from e2e.procs import Processes, cpu_seconds
from e2e.run_e2e import Fleet, add_fleet_args, place_harness
from tests.helpers.procs import children


def tree(pid: int) -> list[int]:
    """``pid`` and every process under it."""
    out = [pid]
    for c in children(pid):
        out += tree(c)
    return out


def latency(url: str, prompt: str) -> float:
    """Seconds for one completion of ``prompt`` (``max_tokens`` 2, not streamed)."""
    body = json.dumps({"model": "tiny", "prompt": prompt, "max_tokens": 2}).encode()
    req = urllib.request.Request(url + "/v1/completions", body, {"Content-Type": "application/json"})
    t = time.perf_counter()
    with urllib.request.urlopen(req, timeout=120) as r:
        r.read()
    return time.perf_counter() - t


def closed_loop(url: str, prompts: list[str], out: list[float]) -> None:
    """Each prompt in turn to ``url``, its latency appended to ``out``."""
    out += [latency(url, q) for q in prompts]


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_fleet_args(p)
    p.add_argument("--idle-s", type=float, default=10.0)
    p.add_argument("--prompt-tokens", type=int, default=1000)
    p.add_argument("--requests", type=int, default=20, help="per engine and phase; the first 3 are not counted")
    a = p.parse_args(argv)
    if a.requests < 4:
        p.error("--requests: at least 4 (the first 3 of each engine are not counted)")
    place_harness(a)
    rng = random.Random(0)

    def prompt() -> str:  # words of the e2e model's vocabulary (one token each): no two prompts share a prefix
        return " ".join(f"w{rng.randrange(1020)}" for _ in range(a.prompt_tokens))

    with tempfile.TemporaryDirectory(prefix="probe-sharing-") as tmp, Processes(Path(tmp) / "logs") as procs:
        fleet = Fleet(a, procs, Path(tmp))
        fleet.start()
        pids = sorted({q for n, pr in procs.procs.items() if n.startswith("engine") for q in tree(pr.pid)})
        time.sleep(5.0)
        c0 = cpu_seconds(pids)
        time.sleep(a.idle_s)
        idle = (cpu_seconds(pids) - c0) / a.idle_s
        print(f"idle: {len(fleet.urls)} engines ({len(pids)} processes) use {idle:.3f} cores", flush=True)
        for label, urls in (("one engine alone", fleet.urls[:1]), ("every engine at once", fleet.urls)):
            prompts = {u: [prompt() for _ in range(a.requests)] for u in urls}
            got: dict[str, list[float]] = {u: [] for u in urls}
            threads = [threading.Thread(target=closed_loop, args=(u, prompts[u], got[u])) for u in urls]
            for th in threads:
                th.start()
            for th in threads:
                th.join()
            lat = [x for u in urls for x in got[u][3:]]
            print(
                f"{label}: median latency of an uncached {a.prompt_tokens}-token prompt "
                f"{statistics.median(lat) * 1e3:.1f} ms ({len(lat)} answers)",
                flush=True,
            )


if __name__ == "__main__":
    main()
