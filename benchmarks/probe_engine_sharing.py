"""How vLLM CPU engines that share CPUs slow each other: the e2e layout's engines, measured alone and together.

Starts the e2e harness's engines (`e2e.run_e2e.Fleet`: real vLLM CPU servers on 127.0.0.1, on the CPUs
``--engine-cpus`` gives them, paced by default (``--engine-mode``, `e2e.pacing`), stopped by their PID at the end)
and measures:

- their CPU while idle (every process of each engine, over ``--idle-s``): an engine that polled while idle
  would slow the others even when it has nothing to do;
- the median latency of uncached ``--prompt-tokens``-token prompts (``max_tokens`` 2, one at a time per
  engine) sent to one engine alone, then to every engine at once, and the engines' CPU meanwhile: plain engines
  slow each other (3.2-3.4x, docs/results/e2e-one-engine.md); paced ones should not, their CPU idle while they
  wait out their modelled time;
- for paced engines, their step logs: each prompt's prefill step, from its start to its decode step's, against its
  modelled time; the modelled latency of one prompt (its prefill step and its
  decode step); the steps whose real compute and vLLM's work between steps outran the model.

    .venv/bin/python -m benchmarks.probe_engine_sharing [--engines 3] [--requests 20] [--engine-mode plain]
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import statistics
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

from e2e.pacing import batch_of, step_summary
from e2e.procs import Processes, cpu_seconds
from e2e.run_e2e import Fleet, add_fleet_args, place_harness
from tests.helpers.procs import children

BUSY_GAP_S = 0.05
"""A step that starts within this of the one before's modelled end followed it at once (the engine was busy)."""


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


def step_periods(lines: list[str], since: float, until: float) -> list[tuple[float, float]]:
    """(start-to-start seconds, modelled seconds) of each logged prefill step in [``since``, ``until``) that the
    next step followed at once (`BUSY_GAP_S`): with one prompt at a time on an engine, its prefill step and its decode
    step (between a decode and the next prompt's prefill the engine waits for the client)."""
    steps = [s for s in (json.loads(x) for x in lines if x.strip()) if since <= s["t"] < until]
    return [
        (b["t"] - a["t"], a["model_s"])
        for a, b in itertools.pairwise(steps)
        if a["prefill_tokens"] and b["t"] - a["t"] - a["model_s"] < BUSY_GAP_S
    ]


def phase(label: str, urls: list[str], prompts: dict[str, list[str]], pids: list[int], fleet: Fleet) -> None:
    """One phase: every engine of ``urls`` answers its prompts one at a time, all engines at once; prints the median
    latency, the engines' CPU and, paced, what their step logs say."""
    got: dict[str, list[float]] = {u: [] for u in urls}
    threads = [threading.Thread(target=closed_loop, args=(u, prompts[u], got[u])) for u in urls]
    c0, t0 = cpu_seconds(pids), time.time()
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    wall = time.time() - t0
    cores = (cpu_seconds(pids) - c0) / wall
    lat = [x for u in urls for x in got[u][3:]]
    tokens = len(next(iter(prompts.values()))[0].split())
    print(
        f"{label}: median latency of an uncached {tokens}-token prompt {statistics.median(lat) * 1e3:.1f} ms "
        f"({len(lat)} answers); the engines used {cores:.2f} cores over {wall:.1f} s",
        flush=True,
    )
    for i, (u, pacing) in enumerate(zip(urls, fleet.pacings, strict=False)):
        lines = Path(pacing.log or "").read_text().splitlines()
        modelled = pacing.step_s(batch_of([tokens], [tokens])) + pacing.step_s(batch_of([1], [tokens + 1]))
        measured = statistics.median(got[u][3:])
        ratios = sorted(p / m for p, m in step_periods(lines, t0, t0 + wall))
        s = step_summary(lines, t0, t0 + wall)
        print(
            f"  engine{i} ({pacing.describe()}): median latency {measured * 1e3:.1f} ms, modelled {modelled * 1e3:.1f} "
            f"ms ({measured / modelled:.3f}x); {len(ratios)} prefill steps, each from its start to its decode step's "
            f"against its modelled time: median {statistics.median(ratios):.3f}x, 10th-90th percentile "
            f"{ratios[len(ratios) // 10]:.3f}-{ratios[len(ratios) * 9 // 10]:.3f}x; real compute "
            f"{s['compute_s'] / max(s['model_s'], 1e-9):.1%} of the modelled time, vLLM between steps "
            f"{s['gap_s'] / max(s['model_s'], 1e-9):.1%}; {s['late']} of {s['steps']} steps late, by "
            f"{s['late_s'] * 1e3:.0f} ms in all",
            flush=True,
        )


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
        mode = "paced: " + "; ".join(x.describe() for x in fleet.pacings) if fleet.pacings else "plain"
        print(f"{len(fleet.urls)} engines ({mode}), on CPUs {a.engine_cpu_list or 'shared'}", flush=True)
        time.sleep(5.0)
        c0 = cpu_seconds(pids)
        time.sleep(a.idle_s)
        idle = (cpu_seconds(pids) - c0) / a.idle_s
        print(f"idle: {len(fleet.urls)} engines ({len(pids)} processes) use {idle:.3f} cores", flush=True)
        for label, urls in (("one engine alone", fleet.urls[:1]), ("every engine at once", fleet.urls)):
            phase(label, urls, {u: [prompt() for _ in range(a.requests)] for u in urls}, pids, fleet)


if __name__ == "__main__":
    main()
