"""Execution benchmark: the evaluation serially, on the local process pool and on local Ray, and
Ray's overhead per simulation on the published family's capacity search; writes
docs/benchmarks/execution.md.

Goals (issue 15): wall time of `experiments/evaluate.py` on 2 cores at most 0.6x the serial run with
identical tables; overhead per simulation task under Ray at most 5 % on the published family's
capacity search.

Four measurements:

* **wall**: `experiments/evaluate.py --quick` (or ``--workloads``) run as a child process with
  ``--workers 1``, ``--workers 2`` and ``--ray local --workers 2``, interleaved ``--repeat``
  times; wall time, the simulations' CPU time, the 1-minute load average, and whether every
  ``sim-*.json`` is byte-identical to the serial run's.
* **schedule**: the same comparisons on a virtual clock where each simulation takes the CPU
  time it took here: the wall time the scheduler (speculation included) would reach on 2 idle
  cores, free of the other work on a shared machine.
* **pair**: CPU time of one simulation alone and with a second one beside it (what two at once
  cost on these cores); with the schedule and the parent's serial CPU time it gives an estimate
  of the evaluation's wall time on 2 idle cores.
* **overhead**: the published family (176 req/s, ``--duration`` s) capacity search of a few
  routers on Ray (2 CPUs) and on the pool: per simulation, the time from submission to its result
  in the driver minus the simulation's own wall time in the worker.

    .venv/bin/python -m benchmarks.bench_execution                # all three, rewrites the doc
    .venv/bin/python -m benchmarks.bench_execution --only wall --repeat 1 --no-write
"""

from __future__ import annotations

import argparse
import heapq
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from statistics import mean, median

ROOT = Path(__file__).resolve().parents[1]

from cacheroute_solver.replay import CacheRouteConfig, compare, make_router  # noqa: E402
from cacheroute_solver.replay.execution import (  # noqa: E402
    Executor,
    LocalPool,
    RayCluster,
    Scenario,
    Session,
    SimOutcome,
    SimTask,
    run_simulation,
)
from cacheroute_solver.simulator import LeastLoadedRouter, Trace, generate_workload, reference_fleet, simulate  # noqa: E402
from experiments import evaluate  # noqa: E402

MODES = {"serial": ["--workers", "1"], "pool": ["--workers", "2"], "ray": ["--ray", "local", "--workers", "2"]}
LAST = re.compile(
    r"wall (\d+) s on .*?: (\d+) simulations \((\d+) used, (\d+) speculated and not taken\), (\d+) CPU s in "
    r"simulations; this process (\d+) CPU s"
)


def _load() -> float:
    return os.getloadavg()[0]


def run_evaluation(mode: str, out: Path, workloads: str | None) -> dict:
    cmd = [sys.executable, "-m", "experiments.evaluate", "--quick", "--out", str(out), *MODES[mode]]
    if workloads:
        cmd += ["--workloads", workloads]
    load0 = _load()
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise RuntimeError(f"{mode}: evaluate.py failed:\n{proc.stderr[-3000:]}")
    m = LAST.search(proc.stderr)
    if m is None:
        raise RuntimeError(f"{mode}: no summary line in evaluate.py's output:\n{proc.stderr[-2000:]}")
    return {
        "mode": mode,
        "wall_s": wall,
        "simulations": int(m[2]),
        "used": int(m[3]),
        "unused": int(m[4]),
        "sim_cpu_s": float(m[5]),
        "parent_cpu_s": float(m[6]),
        "load": (load0 + _load()) / 2,
        "tables": {p.name: p.read_bytes() for p in sorted(out.glob("sim-*.json"))},
    }


def bench_wall(repeat: int, workloads: str | None) -> list[dict]:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(repeat):
            for mode in MODES:
                out = Path(tmp, f"{mode}-{i}")
                row = run_evaluation(mode, out, workloads)
                print(
                    f"wall {mode} #{i}: {row['wall_s']:.0f} s, sim CPU {row['sim_cpu_s']:.0f} s, load {row['load']:.1f}",
                    file=sys.stderr,
                )
                rows.append(row)
    ref = next(r["tables"] for r in rows if r["mode"] == "serial")
    for r in rows:
        r["identical"] = r["tables"] == ref and bool(ref)
        del r["tables"]
    return rows


class _Virtual(Executor):
    """Lets each simulation finish on a virtual clock ``cpu_s`` after it starts, ``slots`` at a
    time: the schedule of `run_jobs` on ``slots`` idle cores, without the machine's other load
    and without pool or Ray overheads. Simulations run here (once: ``cache`` keeps them). With
    ``scenarios``, a task's router is ``workload/router`` and runs on that workload's scenario."""

    def __init__(self, slots: int, cache: dict, scenarios: dict[str, Scenario] | None = None) -> None:
        super().__init__()
        self.slots = slots
        self.clock = 0.0
        self.cache = cache
        self.scenarios = scenarios

    def _run(self, scenario: Scenario, task: SimTask) -> SimOutcome:
        if self.scenarios is not None:
            workload, router = task.router.split("/", 1)
            scenario, key = self.scenarios[workload], (workload, SimTask(router, task.rate))
        else:
            key = (scenario.trace.name, task)
        if key not in self.cache:
            self.cache[key] = run_simulation(scenario, key[1])
        return self.cache[key]

    def open(self, scenario: Scenario) -> Session:
        ex = self

        class S(Session):
            slots = ex.slots

            def __init__(self) -> None:
                self.heap: list[tuple[float, int, SimTask, SimOutcome]] = []
                self.n = 0

            def submit(self, task: SimTask, speculative: bool = False) -> bool:
                out = ex._run(scenario, task)
                self.n += 1
                heapq.heappush(self.heap, (ex.clock + out.cpu_s, self.n, task, out))
                return True

            def wait(self):
                end, _, task, out = heapq.heappop(self.heap)
                ex.clock = end
                return [(task, out)]

            def close(self) -> None:
                self.heap.clear()  # speculation still running is dropped, as the pool stops it

        return S()


def bench_schedule(workloads: str | None, slots: int = 2) -> list[dict]:
    """The quick evaluation's comparisons on a virtual clock: per workload alone, then every
    workload at once (as `evaluate.py` runs them on a pool), against the serial CPU sum."""
    from cacheroute_solver.replay.capacity import _CapacitySearch
    from cacheroute_solver.replay.execution import Runs, run_jobs

    only = set(workloads.split(",")) if workloads else None
    fleet = reference_fleet(15)
    config = CacheRouteConfig()
    rows: list[dict] = []
    cache: dict = {}
    scenarios: dict = {}
    jobs: list = []
    for name in evaluate.WORKLOADS:
        if only is not None and name not in only:
            continue
        trace = evaluate.load_workload(name, 1, quick=True)
        slo = evaluate.SLO_S.get(name, 3.5)
        ex = _Virtual(slots, cache)
        routers = {r: make_router(r, trace, fleet, config) for r in evaluate.QUICK_ROUTERS}
        comp = compare(trace, fleet, routers, slo_s=slo, capacity_runs=4, rel_tol=0.1, executor=ex)
        st = ex.stats
        used = [SimTask(r.router) for r in comp.results]
        used += [SimTask(r.router, p.rate) for r in comp.results for p in (r.capacity.points if r.capacity else ())]
        used_cpu = sum(cache[(trace.name, t)].cpu_s for t in used)  # what the serial run spends
        rows.append(
            {
                "workload": name,
                "simulations": st.simulations,
                "used": st.used,
                "cpu_s": st.cpu_s,
                "makespan_s": ex.clock,
                "serial_s": used_cpu,
            }
        )
        print(f"schedule {name}: makespan {ex.clock:.1f} s vs serial ~{used_cpu:.1f} s", file=sys.stderr)
        scenarios[name] = Scenario(trace, fleet, routers)
        for r in routers:  # the jobs compare() makes, named workload/router
            jobs += [
                Runs((SimTask(f"{name}/{r}"),)),
                _CapacitySearch(f"{name}/{r}", trace.mean_rate, slo, "ttft", 0.1, 4),
            ]
    ex = _Virtual(
        slots, {(w, t): o for (n, t), o in cache.items() for w in scenarios if scenarios[w].trace.name == n}, scenarios
    )
    run_jobs(ex, Scenario(None, fleet, {}), jobs)  # type: ignore[arg-type]
    rows.append(
        {
            "workload": "all at once",
            "simulations": ex.stats.simulations,
            "used": ex.stats.used,
            "cpu_s": ex.stats.cpu_s,
            "makespan_s": ex.clock,
            "serial_s": sum(r["serial_s"] for r in rows),
        }
    )
    print(f"schedule all at once: makespan {ex.clock:.1f} s", file=sys.stderr)
    return rows


def _one_simulation(_: int) -> float:
    assert _PAIR_TRACE is not None, "bench_pair sets the trace before the pool starts"
    c0 = time.process_time()
    simulate(_PAIR_TRACE, reference_fleet(15), LeastLoadedRouter())
    return time.process_time() - c0


_PAIR_TRACE: Trace | None = None


def bench_pair(rounds: int = 3) -> dict:
    """CPU seconds of one simulation alone and with a second one running beside it: what running
    two at once costs on this machine's cores (shared caches, a host that may share the core)."""
    global _PAIR_TRACE
    _PAIR_TRACE = generate_workload("published", rate=176.0, duration_s=60.0, seed=1)
    alone, pair = [], []
    with ProcessPoolExecutor(2) as ex:
        list(ex.map(_one_simulation, range(2)))  # warm both workers
        for _ in range(rounds):
            alone += [ex.submit(_one_simulation, 0).result() for _ in range(2)]
            pair += list(ex.map(_one_simulation, range(2)))
    row = {"alone_s": median(alone), "pair_s": median(pair), "inflation": median(pair) / median(alone), "load": _load()}
    print(f"pair: {row}", file=sys.stderr)
    return row


class _Timed(Executor):
    """Wraps an executor; per simulation, driver-side latency (submit to result) and worker wall."""

    def __init__(self, inner: Executor) -> None:
        super().__init__()
        self.inner = inner
        self.stats = inner.stats
        self.samples: list[tuple[float, float]] = []

    def open(self, scenario: Scenario) -> Session:
        inner = self.inner.open(scenario)
        samples = self.samples

        class S(Session):
            slots = inner.slots

            def __init__(self) -> None:
                self.t: dict[SimTask, float] = {}

            def submit(self, task: SimTask, speculative: bool = False) -> bool:
                self.t[task] = time.perf_counter()
                return inner.submit(task, speculative)

            def wait(self):
                done = inner.wait()
                now = time.perf_counter()
                for task, out in done:
                    if isinstance(out, SimOutcome):
                        samples.append((now - self.t.pop(task), out.wall_s))
                return done

            def close(self) -> None:
                inner.close()

        return S()

    def close(self) -> None:
        self.inner.close()


def bench_overhead(duration: float, routers: list[str], runs: int) -> list[dict]:
    trace = generate_workload("published", rate=176.0, duration_s=duration, seed=1)
    fleet = reference_fleet(15)
    rows = []
    results = {}
    makers: dict[str, Callable[[], Executor]] = {
        "pool (2 workers)": lambda: LocalPool(2),
        "ray local (2 CPUs)": lambda: RayCluster(workers=2),
    }
    for label, make in makers.items():
        t0 = time.perf_counter()
        ex = _Timed(make())
        with ex:
            if isinstance(ex.inner, RayCluster):
                ex.inner.connect()  # start-up is reported apart from the per-task overhead
            start_s = time.perf_counter() - t0
            load0 = _load()
            t1 = time.perf_counter()
            comp = compare(
                trace,
                fleet,
                {r: make_router(r, trace, fleet, CacheRouteConfig()) for r in routers},
                capacity_runs=runs,
                rel_tol=0.1,
                executor=ex,
            )
            wall = time.perf_counter() - t1
        results[label] = comp.model_dump_json()
        lat = [a for a, _ in ex.samples]
        work = [b for _, b in ex.samples]
        over = [a - b for a, b in ex.samples]
        rows.append(
            {
                "executor": label,
                "start_s": start_s,
                "simulations": len(ex.samples),
                "wall_s": wall,
                "sim_wall_mean_s": mean(work),
                "overhead_mean_s": mean(over),
                "overhead_median_s": median(over),
                "overhead_max_s": max(over),
                "overhead_pct": 100 * sum(over) / sum(work),
                "load": (load0 + _load()) / 2,
                "latency_s": sum(lat),
            }
        )
        print(f"overhead {label}: {rows[-1]['overhead_pct']:.2f} % over {len(over)} simulations", file=sys.stderr)
    same = len(set(results.values())) == 1
    for r in rows:
        r["identical"] = same
    return rows


def _split(sched: list[dict]) -> tuple[list[dict], dict | None]:
    return [r for r in sched if r["workload"] != "all at once"], next(
        (r for r in sched if r["workload"] == "all at once"), None
    )


def _estimate(wall: list[dict] | None, sched: list[dict] | None, pair: dict | None) -> dict | None:
    """Wall time on 2 idle cores, from what was measured: the schedule's makespan (every
    workload at once, as evaluate.py runs them) with each simulation slowed by the pair
    inflation, plus the parent's work (imports, traces, plots: its CPU time in the pool runs;
    counted in full although it overlaps the simulations)."""
    if not (wall and sched and pair):
        return None
    seq, together = _split(sched)
    parent = median(r["parent_cpu_s"] for r in wall if r["mode"] == "pool")
    serial = sum(r["serial_s"] for r in seq) + parent
    span = together["makespan_s"] if together else sum(r["makespan_s"] for r in seq)
    pool = span * pair["inflation"] + parent
    return {"parent_s": parent, "serial_s": serial, "span_s": span, "pool_s": pool, "ratio": pool / serial}


def _write(args, wall, sched, over, pair) -> None:
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    subset = f"--workloads {args.workloads}" if args.workloads else "every workload"
    est = _estimate(wall, sched, pair)
    lines = [
        "# Execution benchmark: serial, local process pool, Ray",
        "",
        f"Written by `benchmarks/bench_execution.py` on {when}: Python {platform.python_version()}, "
        f"{platform.machine()}, {os.cpu_count()} cores shared with other engineers' test runs (the load column is "
        "the 1-minute load average around each run; every run `nice -n 10`, so it gets the cycles the other "
        "work leaves). Code: `cacheroute_solver/replay/execution.py`; the commands to run on a cluster are at the end.",
        "",
        "## Goals",
        "",
        "| goal | measured | met |",
        "|---|---|---|",
    ]
    if wall:
        for mode in ("pool", "ray"):
            ratios = [
                r["wall_s"] / next(x["wall_s"] for x in wall if x["mode"] == "serial" and x["round"] == r["round"])
                for r in wall
                if r["mode"] == mode
            ]
            lines.append(
                f"| `evaluate.py --quick` wall on 2 cores <= 0.6x serial, identical tables ({mode}) | measured on this "
                f"shared machine: {', '.join(f'{x:.2f}x' for x in ratios)}; tables identical: "
                f"{'yes' if all(r['identical'] for r in wall) else 'NO'} | not shown here: the runs got under one core "
                "whatever the executor (below) |"
            )
    if est:
        lines.append(
            f"| the same, on 2 idle cores | estimated {est['ratio']:.2f}x ({est['pool_s']:.0f} s vs {est['serial_s']:.0f} s): "
            "schedule x pair inflation + the parent's serial work, all measured below | "
            f"{'yes (estimate)' if est['ratio'] <= 0.6 else 'no (estimate)'} |"
        )
    if over:
        ray = next((r for r in over if r["executor"].startswith("ray")), None)
        if ray:
            lines.append(
                f"| Ray overhead per simulation <= 5 % (published capacity search) | {ray['overhead_pct']:.2f} % "
                f"(mean {ray['overhead_mean_s']:.3f} s on {ray['sim_wall_mean_s']:.1f}-s simulations; start-up "
                f"{ray['start_s']:.1f} s once) | {'yes' if ray['overhead_pct'] <= 5 else 'no'} |"
            )
    lines += ["", HOW]
    if wall:
        lines += [
            f"## Wall time of `experiments/evaluate.py --quick` ({subset})",
            "",
            "Each run is a fresh process (Ray's start-up included); modes interleaved so that they share the "
            "machine's load. *Cores got* = simulation CPU s / wall s: how much of the machine the run had. While "
            "other work holds the cores, two nice'd workers get no more cycles than one, so these walls say "
            "little about the executors; the estimate below does.",
            "",
            "| mode | round | wall s | x serial (same round) | simulations (used / speculated, not taken) | simulation CPU s | parent CPU s | cores got | load | tables identical to serial |",
            "|---|---:|---:|---:|---|---:|---:|---:|---:|---|",
        ]
        for r in wall:
            ser = next(x for x in wall if x["mode"] == "serial" and x["round"] == r["round"])
            parent = r["parent_cpu_s"] - (r["sim_cpu_s"] if r["mode"] == "serial" else 0)
            lines.append(
                f"| {r['mode']} | {r['round'] + 1} | {r['wall_s']:.0f} | {r['wall_s'] / ser['wall_s']:.2f} | "
                f"{r['simulations']} ({r['used']} / {r['unused']}) | {r['sim_cpu_s']:.0f} | {parent:.0f} | "
                f"{r['sim_cpu_s'] / r['wall_s']:.2f} | {r['load']:.1f} | {'yes' if r['identical'] else 'NO'} |"
            )
        lines.append("")
    if sched:
        seq, together = _split(sched)
        tot_m = sum(r["makespan_s"] for r in seq)
        tot_s = sum(r["serial_s"] for r in seq)
        lines += [
            "## The schedule on 2 idle cores (virtual clock)",
            "",
            "The same comparisons, each simulation finishing on a virtual clock after the CPU time it took here: "
            "the wall time `run_jobs` reaches on 2 dedicated cores with its speculation, free of the machine's "
            "other load and of pool or Ray overheads (trace generation and plots, done by the parent, are not in "
            "it). Per workload alone, then every workload at once in one schedule (as `evaluate.py` runs them on "
            "a pool or Ray: one workload's tail is another's work; the model gives needed tasks priority in "
            "workload order, the threads of `evaluate.py` in order of arrival).",
            "",
            "| workload | simulations (used) | serial: CPU s of the used simulations | 2 cores: makespan s | ratio |",
            "|---|---|---:|---:|---:|",
        ]
        for r in seq:
            lines.append(
                f"| {r['workload']} | {r['simulations']} ({r['used']}) | {r['serial_s']:.1f} | {r['makespan_s']:.1f} | "
                f"{r['makespan_s'] / r['serial_s']:.2f} |"
            )
        lines.append(f"| one workload at a time | | {tot_s:.1f} | {tot_m:.1f} | {tot_m / tot_s:.2f} |")
        if together:
            lines.append(
                f"| every workload at once | {together['simulations']} ({together['used']}) | {together['serial_s']:.1f} | "
                f"{together['makespan_s']:.1f} | {together['makespan_s'] / together['serial_s']:.2f} |"
            )
        lines.append("")
    if pair:
        lines += [
            "## Two simulations at once on this machine",
            "",
            f"CPU time of one simulation (`published`, 176 req/s, 60 s, least loaded) alone and with a second "
            f"running beside it, medians: {pair['alone_s']:.2f} s alone, {pair['pair_s']:.2f} s in a pair "
            f"(x{pair['inflation']:.2f}; load {pair['load']:.1f}). Two processes share caches and memory bandwidth "
            "(and possibly a host core), so two cores do less than twice the work of one.",
            "",
        ]
    if est:
        lines += [
            "## Estimate on 2 idle cores",
            "",
            f"serial = CPU of the simulations the searches took ({est['serial_s'] - est['parent_s']:.1f} s) + the "
            f"parent's work ({est['parent_s']:.0f} s: imports, traces, tables and plots; its CPU in the pool "
            f"runs) = {est['serial_s']:.0f} s; pool = 2-core makespan, every workload at once ({est['span_s']:.1f} s) "
            f"x pair inflation ({pair['inflation']:.2f}) + parent ({est['parent_s']:.0f} s, counted in full) = "
            f"{est['pool_s']:.0f} s; ratio **{est['ratio']:.2f}**. Not counted: the pool's per-simulation overhead "
            "(below, under 1 %) and Ray's start-up.",
            "",
        ]
    if over:
        lines += [
            "## Overhead per simulation: the published family's capacity search",
            "",
            f"`published` at 176 req/s for {args.duration:g} s on 15 replicas, routers {', '.join(args.routers)}, "
            f"{args.runs} capacity runs each, rel_tol 0.1. Overhead of a simulation = time from its submission to "
            "its result in the driver minus the simulation's wall time in the worker (scheduling, sending the task "
            "and the result, loading the scenario on a worker's first task). Goal under Ray: at most 5 %.",
            "",
            "| executor | start-up s | simulations | mean simulation wall s | overhead mean / median / max s | overhead % of simulation time | wall s | load | same comparison |",
            "|---|---:|---:|---:|---|---:|---:|---:|---|",
        ]
        for r in over:
            lines.append(
                f"| {r['executor']} | {r['start_s']:.1f} | {r['simulations']} | {r['sim_wall_mean_s']:.2f} | "
                f"{r['overhead_mean_s']:.3f} / {r['overhead_median_s']:.3f} / {r['overhead_max_s']:.3f} | "
                f"{r['overhead_pct']:.2f} | {r['wall_s']:.0f} | {r['load']:.1f} | {'yes' if r['identical'] else 'NO'} |"
            )
        lines.append("")
    lines += [CLUSTER]
    path = ROOT / "docs" / "benchmarks" / "execution.md"
    path.write_text("\n".join(lines))
    print(f"wrote {path}", file=sys.stderr)


HOW = """## How simulations are spread, and why the answer does not change

`cacheroute_solver.replay.execution`: a simulation is a task (a router's name and a rate) on a scenario
(trace, fleet, engine, router factories) that goes to each worker once (a pool initializer;
`ray.put`, fetched once per Ray worker process). `compare`, `shadow_replay` and `capacity_at_slo`
hand every router's run at the trace's rate and every capacity search to `run_jobs` at once.
A capacity search is written as a replay of its serial decision sequence over the results known
so far: the simulations it needs next run first; a worker left free (the tail of a comparison, a
single search) simulates the rates the search would need under each outcome of the ones still
running, breadth first. The search only ever reads the rates its serial sequence chooses, so
the rates tried, the points, the capacity and the notes are the serial ones whatever ran them;
a speculated rate the search does not take is wasted CPU (counted as "speculated, not taken"),
never a different answer. Tests check it: the same comparison serially, on the pool, on a local
Ray instance, and under an executor that finishes speculation first (`tests/replay/test_execution.py`).
"""

CLUSTER = """## Running on a Ray cluster

Every node needs the same Python, this package and its dependencies (`pip install
'cacheroute-solver[ray]'`, or the repository with `pip install -e '.[ray]'`); the driver sends
the trace, the fleet and the routers once per worker, and only names and rates per simulation.

    # on the head node
    ray start --head --port=6379 --num-cpus=$(nproc)
    # on every other node
    ray start --address=HEAD_IP:6379 --num-cpus=$(nproc)
    # on the head node (or any node of the cluster): the evaluation, or one comparison
    .venv/bin/python -m experiments.evaluate --ray auto
    cacheroute compare family:published --ray auto --out out/
    # from a machine outside the cluster, through Ray Client (port 10001 on the head)
    cacheroute compare family:published --ray ray://HEAD_IP:10001
    # on this machine alone: a local Ray instance with 2 CPUs, stopped at the end
    cacheroute compare family:published --ray local --workers 2
    ray stop   # on each node, when done

Each simulation takes one CPU; as many run at once as the cluster has CPUs (`--workers N` caps
it). From Python: `compare(..., executor=RayCluster("auto"))`, `shadow_replay(..., executor=...)`;
`RayCluster(address, runtime_env={...})` passes a `runtime_env` (e.g. `py_modules`) to `ray.init`
for a cluster whose nodes lack this code. Without `--ray`, `--workers N` runs a local process pool
(default: every core), and `--workers 1` runs in the calling process.
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--only", choices=["wall", "schedule", "pair", "overhead"], action="append", help="parts to run (default all)"
    )
    ap.add_argument("--repeat", type=int, default=2, help="interleaved rounds of the wall-time runs (default 2)")
    ap.add_argument("--workloads", help="subset of evaluate.py's workloads for the wall and schedule parts")
    ap.add_argument("--duration", type=float, default=300.0, help="seconds of published traffic for the overhead part")
    ap.add_argument("--routers", default="cacheroute,least_loaded,llmd", help="routers of the overhead part")
    ap.add_argument("--runs", type=int, default=6, help="capacity runs per router in the overhead part")
    ap.add_argument("--no-write", action="store_true", help="print, do not rewrite the doc")
    ap.add_argument("--from-json", metavar="PATH", help="rewrite the doc from the JSON a run printed")
    args = ap.parse_args()
    args.routers = args.routers.split(",")
    if args.from_json:
        saved = json.loads(Path(args.from_json).read_text())
        _write(args, saved["wall"], saved["schedule"], saved["overhead"], saved.get("pair"))
        return
    parts = set(args.only or ["wall", "schedule", "pair", "overhead"])
    wall = sched = over = pair = None
    if "wall" in parts:
        wall = bench_wall(args.repeat, args.workloads)
        for i, r in enumerate(wall):
            r["round"] = i // len(MODES)
    if "schedule" in parts:
        sched = bench_schedule(args.workloads)
    if "pair" in parts:
        pair = bench_pair()
    if "overhead" in parts:
        over = bench_overhead(args.duration, args.routers, args.runs)
    print(json.dumps({"wall": wall, "schedule": sched, "pair": pair, "overhead": over}, indent=1, default=str))
    if not args.no_write:
        _write(args, wall, sched, over, pair)


if __name__ == "__main__":
    main()
