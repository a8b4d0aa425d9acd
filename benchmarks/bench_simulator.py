"""Simulator speed and headline numbers; writes docs/benchmarks/simulator.md.

Speed goal (issue 4): one hour at 176 req/s on 15 replicas (about 630,000 requests) in at most
120 s on one core. Each measured run happens in a fresh child process pinned to one CPU, so its
peak resident memory (trace + simulator state + results) is its own.

    .venv/bin/python -m benchmarks.bench_simulator            # full run, rewrites the doc
    .venv/bin/python -m benchmarks.bench_simulator --quick    # 5-minute trace, prints only
"""

from __future__ import annotations

import os

for _v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import argparse
import cProfile
import io
import json
import platform
import pstats
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

import xxhash

from cacheroute_solver.simulator import (
    FAMILIES,
    EngineConfig,
    LeastLoadedRouter,
    RoundRobinRouter,
    Router,
    generate_workload,
    load_mooncake,
    reference_fleet,
    simulate,
)
from cacheroute_solver.simulator.workloads import Family

ROUTERS: dict[str, Callable[[], Router]] = {"round_robin": RoundRobinRouter, "least_loaded": LeastLoadedRouter}


class KeyAffinity(Router):
    """Illustration only (not a baseline of the routers issue): a hash of the request's key
    (else of its first block) picks the replica; load is ignored."""

    name = "key_affinity"

    def route(self, request, view):
        k = request.key if request.key is not None else repr(request.block_hashes[:1].tolist())
        return xxhash.xxh64_intdigest(k.encode()) % view.num_replicas


COMPARED: dict[str, Callable[[], Router]] = {**ROUTERS, "key_affinity": KeyAffinity}


def _pin_one_core() -> int:
    cpus = sorted(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpus[-1]})
    return cpus[-1]


def _peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(args: argparse.Namespace) -> None:
    """One measured run; prints a JSON line."""
    cpu = _pin_one_core()
    t0 = time.perf_counter()
    trace = generate_workload(args.family, rate=args.rate, duration_s=args.duration, seed=args.seed)
    gen_s = time.perf_counter() - t0
    rss_trace = _peak_rss_mib()
    fleet = reference_fleet(args.replicas)
    cfg = EngineConfig(compute_bound=False)
    w0, c0 = time.perf_counter(), time.process_time()
    res = simulate(trace, fleet, ROUTERS[args.router](), cfg)
    wall, cpu_s = time.perf_counter() - w0, time.process_time() - c0
    rss_sim = _peak_rss_mib()
    t1 = time.perf_counter()
    bound = float(trace.infinite_cache_hit_tokens().sum() / trace.prompt_tokens.sum())
    bound_s = time.perf_counter() - t1
    r = res.report
    print(
        json.dumps(
            {
                "cpu": cpu,
                "requests": len(trace),
                "gen_s": gen_s,
                "sim_wall_s": wall,
                "sim_cpu_s": cpu_s,
                "bound_s": bound_s,
                "peak_rss_mib": rss_sim,
                "rss_after_trace_mib": rss_trace,
                "peak_rss_with_bound_mib": _peak_rss_mib(),
                "prefill_util": r.prefill_utilization_mean,
                "prefill_skew": r.prefill_skew,
                "iterations": sum(p.iterations for p in r.per_replica),
                "hit_rate": r.hit_rate,
                "bound_hit_rate": bound,
                "ttft_p50": r.ttft.p50,
                "ttft_p99": r.ttft.p99,
                "e2e_p50": r.e2e.p50,
                "e2e_p99": r.e2e.p99,
                "busy_mean": r.busy_fraction_mean,
                "busy_skew": r.busy_skew,
                "completed": r.completed,
                "throughput_rps": r.throughput_rps,
            }
        )
    )


def _run_child(family: str, rate: float, duration: float, replicas: int, router: str, seed: int) -> dict:
    cmd = [
        sys.executable,
        "-m",
        "benchmarks.bench_simulator",
        "--child",
        "--family",
        family,
        "--rate",
        str(rate),
        "--duration",
        str(duration),
        "--replicas",
        str(replicas),
        "--router",
        router,
        "--seed",
        str(seed),
    ]
    load_before = os.getloadavg()[0]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=ROOT).stdout
    m = json.loads(out.strip().splitlines()[-1])
    m["load_avg"] = max(load_before, os.getloadavg()[0])
    return m


def _profile(duration: float) -> str:
    trace = generate_workload("published", rate=176.0, duration_s=duration, seed=1)
    pr = cProfile.Profile()
    pr.enable()
    simulate(trace, reference_fleet(15), LeastLoadedRouter(), EngineConfig(compute_bound=False))
    pr.disable()
    s = io.StringIO()
    pstats.Stats(pr, stream=s).sort_stats("tottime").print_stats(8)
    lines = [ln for ln in s.getvalue().splitlines() if ln.strip()]
    start = next(i for i, ln in enumerate(lines) if "ncalls" in ln)
    keep = [lines[0], *lines[start : start + 9]]
    return "\n".join(ln.replace(str(ROOT) + "/", "") for ln in keep)


def _mooncake_rows(replicas: int) -> list[dict]:
    trace = load_mooncake(ROOT / "data" / "traces" / "synthetic_trace.jsonl")
    rows = []
    for scale_name, tr in (("native (3.9 req/s)", trace), ("x4 load (15.6 req/s)", trace.scale_time(0.25))):
        for name, cls in COMPARED.items():
            r = simulate(tr, reference_fleet(replicas), cls()).report
            rows.append(
                {
                    "load": scale_name,
                    "router": name,
                    "hit": r.hit_rate,
                    "bound": r.bound_hit_rate,
                    "ttft_p50": r.ttft.p50,
                    "ttft_p99": r.ttft.p99,
                    "e2e_p99": r.e2e.p99,
                    "busy": r.busy_fraction_mean,
                    "skew": r.busy_skew,
                    "pu": r.prefill_utilization_mean,
                    "pskew": r.prefill_skew,
                }
            )
    return rows


def _family_rows(replicas: int) -> list[dict]:
    rows = []
    runs: tuple[tuple[Family, float], ...] = (("published", 176.0), ("chat", 80.0), ("low_reuse", 60.0))
    for fam, rate in runs:
        tr = generate_workload(fam, rate=rate, duration_s=600.0, seed=1)
        for name, cls in COMPARED.items():
            r = simulate(tr, reference_fleet(replicas), cls()).report
            rows.append(
                {
                    "family": fam,
                    "rate": rate,
                    "router": name,
                    "hit": r.hit_rate,
                    "bound": r.bound_hit_rate,
                    "ttft_p50": r.ttft.p50,
                    "ttft_p99": r.ttft.p99,
                    "e2e_p99": r.e2e.p99,
                    "busy": r.busy_fraction_mean,
                    "skew": r.busy_skew,
                    "pu": r.prefill_utilization_mean,
                    "pskew": r.prefill_skew,
                }
            )
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--family", default="published", choices=sorted(FAMILIES))
    ap.add_argument("--rate", type=float, default=176.0)
    ap.add_argument("--duration", type=float, default=3600.0)
    ap.add_argument("--replicas", type=int, default=15)
    ap.add_argument("--router", default="least_loaded", choices=sorted(ROUTERS))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--quick", action="store_true", help="5-minute trace; print, do not write the doc")
    ap.add_argument("--out", default=str(ROOT / "docs" / "benchmarks" / "simulator.md"))
    args = ap.parse_args()
    if args.child:
        child(args)
        return
    duration = 300.0 if args.quick else args.duration
    speed = {name: _run_child(args.family, args.rate, duration, args.replicas, name, args.seed) for name in ROUTERS}
    for name, m in speed.items():
        print(name, json.dumps(m))
    if args.quick:
        return
    prof = _profile(300.0)
    moon = _mooncake_rows(args.replicas)
    fams = _family_rows(args.replicas)
    _write(args, speed, prof, moon, fams)
    print(f"wrote {args.out}")


def _write(args, speed, prof, moon, fams) -> None:
    goal = 120.0
    lines = [
        "# Simulator benchmark",
        "",
        f"Written by `benchmarks/bench_simulator.py` on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}: "
        f"Python {platform.python_version()}, {platform.machine()}, each run in a fresh process pinned to one "
        "core of a 2-core machine shared with other work. The goal is judged on the process's CPU time: on a "
        "machine whose load average exceeds its cores, wall time mostly measures waiting for a core (the "
        "load column gives the 1-minute load average around each run; on an idle machine wall is within a "
        "few per cent of CPU time).",
        "",
        f"## Speed: {args.duration:g} s of `{args.family}` traffic at {args.rate:g} req/s on {args.replicas} replicas",
        "",
        "Goal: at most 120 s on one core. Cost model: Llama-3.3-70B fp8 TP4 on H100 (`docs/cost-model.md`).",
        "",
        "| router | requests | engine steps | simulate CPU s | goal met (CPU <= 120 s) | simulate wall s | load avg | trace generation s | infinite-cache bound s | peak RSS MiB after trace / simulate / bound |",
        "|---|---:|---:|---:|---|---:|---:|---:|---:|---:|",
    ]
    for name, m in speed.items():
        lines.append(
            f"| {name} | {m['requests']:,} | {m['iterations']:,} | {m['sim_cpu_s']:.1f} | "
            f"{'yes' if m['sim_cpu_s'] <= goal else 'NO'} | {m['sim_wall_s']:.1f} | {m['load_avg']:.1f} | "
            f"{m['gen_s']:.1f} | {m['bound_s']:.1f} | "
            f"{m['rss_after_trace_mib']:.0f} / {m['peak_rss_mib']:.0f} / {m['peak_rss_with_bound_mib']:.0f} |"
        )
    lines += [
        "",
        "Outcome of those runs:",
        "",
        "| router | hit rate | infinite-cache bound | TTFT p50 / p99 s | e2e p50 / p99 s | busy mean / skew | prefill utilization mean / skew |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for name, m in speed.items():
        lines.append(
            f"| {name} | {m['hit_rate']:.3f} | {m['bound_hit_rate']:.3f} | {m['ttft_p50']:.3f} / {m['ttft_p99']:.3f} | "
            f"{m['e2e_p50']:.2f} / {m['e2e_p99']:.2f} | {m['busy_mean']:.3f} / {m['busy_skew']:.3f} | "
            f"{m['prefill_util']:.3f} / {m['prefill_skew']:.3f} |"
        )
    lines += [
        "",
        "## Profile (cProfile, 300 s of the same traffic, least loaded; profiling slows it about 1.5x)",
        "",
        "Where the time goes: the prefix-cache bookkeeping per request unit (`acquire`/`release`, "
        "dict and OrderedDict operations, one per 64-token unit), then the per-step scheduler (`start`, "
        "`finish`). Decode costs O(1) per step whatever the batch size (a per-replica heap of finish "
        "steps and a running context sum), so there is no per-token work.",
        "",
        "```",
        prof,
        "```",
        "",
        f"## Mooncake trace (3,993 requests, 512-token blocks) on {args.replicas} replicas",
        "",
        "| load | router | served hit rate | infinite-cache bound | TTFT p50 / p99 s | e2e p99 s | busy mean / skew | prefill utilization mean / skew |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in moon:
        lines.append(
            f"| {r['load']} | {r['router']} | {r['hit']:.3f} | {r['bound']:.3f} | {r['ttft_p50']:.3f} / {r['ttft_p99']:.3f} | "
            f"{r['e2e_p99']:.2f} | {r['busy']:.3f} / {r['skew']:.3f} | {r['pu']:.3f} / {r['pskew']:.3f} |"
        )
    lines += [
        "",
        f"## Workload families (600 s, seed 1) on {args.replicas} replicas",
        "",
        "| family | req/s | router | served hit rate | infinite-cache bound | TTFT p50 / p99 s | e2e p99 s | busy mean / skew | prefill utilization mean / skew |",
        "|---|---:|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in fams:
        lines.append(
            f"| {r['family']} | {r['rate']:g} | {r['router']} | {r['hit']:.3f} | {r['bound']:.3f} | "
            f"{r['ttft_p50']:.3f} / {r['ttft_p99']:.3f} | {r['e2e_p99']:.2f} | {r['busy']:.3f} / {r['skew']:.3f} | "
            f"{r['pu']:.3f} / {r['pskew']:.3f} |"
        )
    lines += [
        "",
        "Busy fraction counts any engine step, and one decoding sequence keeps a replica stepping, "
        "so it saturates near 1 well before the replica runs out of prefill capacity; prefill "
        "utilization (prompt tokens computed / nominal prefill rate x span) shows the KV work.",
        "",
        "`key_affinity` is a fixed-affinity illustration defined in the benchmark (hash of the "
        "workload's key, else of the first block; load ignored), not one of the baselines of the "
        "routers issue. It shows what the families are for: on `published` it recovers nearly the "
        "whole bound but its skew on hot prefixes wrecks p99 TTFT; on `chat` (many small sessions) "
        "it wins on both; on `low_reuse` there is little to recover and the skew costs everything.",
        "",
        "Cache-blind routers lose most of the reusable prefix on a fleet this wide: each replica "
        "must warm every popular prefix itself and a session's later turns land on other replicas. "
        "The gap between served and bound is what cache-aware routing can win back.",
        "",
    ]
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text("\n".join(lines))


if __name__ == "__main__":
    main()
