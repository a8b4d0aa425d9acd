"""Evaluate CacheRoute against every baseline router in the fleet simulator; writes docs/results/.

For each workload family (published, chat, low_reuse) and the Mooncake trace: every router runs
the trace at its own rate, then a capacity search finds its highest rate within the p99 TTFT SLO.
Per workload it writes ``sim-<name>.md`` (table), ``.json`` and three plots (p99 TTFT against
offered rate, served hit rate, per-replica load); ``evaluation.md`` collects the headline numbers
and the shadow-replay verdict against the best baseline.

    .venv/bin/python examples/evaluate.py            # full run (about 12.5 CPU-minutes), every core
    .venv/bin/python examples/evaluate.py --quick    # short traces, six routers, fewer runs
    .venv/bin/python examples/evaluate.py --workers 1           # serially, in this process
    .venv/bin/python examples/evaluate.py --ray auto            # on the Ray cluster `ray start` joined

The tables do not depend on where the simulations run (`cacheroute_solver.execution`); on a pool
or Ray the workloads run at once and share the workers. The CPU column is the simulations' CPU
time summed over workers, speculative runs included.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tqdm import tqdm

from cacheroute_solver.execution import Executor, ExecutionStats, Scenario, Serial, Session, executor_for
from cacheroute_solver.replay import Comparison, compare, make_router, router_names, write_comparison
from cacheroute_solver.route import CacheRouteConfig
from cacheroute_solver.simulator import generate_workload, load_mooncake, reference_fleet

ROOT = Path(__file__).resolve().parent.parent
MOONCAKE = ROOT / "data" / "traces" / "synthetic_trace.jsonl"

# family -> (rate req/s, seconds): published as in the published setting; the others at a rate
# that loads the 15-replica fleet about as much (their prompts are longer).
FAMILY_RUNS = {"published": (176.0, 300.0), "chat": (100.0, 300.0), "low_reuse": (40.0, 300.0)}
QUICK_ROUTERS = ["cacheroute", "cacheroute_reactive", "least_loaded", "chwbl", "cache_aware_cli", "llmd"]


class _Counted(Executor):
    """A shared executor's workers, counting one workload's simulations apart."""

    def __init__(self, shared: Executor) -> None:
        super().__init__()
        self.shared = shared

    def open(self, scenario: Scenario) -> Session:
        return self.shared.open(scenario)


def _workloads(quick: bool, only: set[str] | None):
    for fam, (rate, dur) in FAMILY_RUNS.items():
        if only is None or fam in only:
            yield fam, lambda fam=fam, rate=rate, dur=dur: generate_workload(
                fam, rate=rate, duration_s=60.0 if quick else dur, seed=1  # type: ignore[arg-type]
            )
    if only is None or "mooncake" in only:
        yield "mooncake", lambda: (load_mooncake(MOONCAKE).head(1000) if quick else load_mooncake(MOONCAKE))


def _load_all(out: Path) -> tuple[dict[str, Comparison], dict[str, float]]:
    """Every ``sim-*.json`` under ``out`` (so workloads run in separate processes share one summary)."""
    comps, cpu = {}, {}
    for name in [*FAMILY_RUNS, "mooncake"]:
        path = out / f"sim-{name}.json"
        if path.exists():
            comps[name] = Comparison.model_validate_json(path.read_text())
            cpu_path = out / f"sim-{name}.cpu"
            cpu[name] = float(cpu_path.read_text()) if cpu_path.exists() else float("nan")
    return comps, cpu


def _summary(comps: dict[str, Comparison], cpu: dict[str, float], quick: bool) -> str:
    lines = [
        "# Evaluation in the fleet simulator" + (" (quick)" if quick else ""),
        "",
        "Written by `examples/evaluate.py`" + (" --quick" if quick else "") + "; reference fleet of "
        "15 replicas (Llama-3.3-70B fp8 TP4 on H100, `docs/cost-model.md`); SLO p99 TTFT <= 3.5 s (Mooncake: 10 s, see below); "
        "capacity searched to 10 % (bracket by doubling/halving, then bisection). "
        "CacheRoute runs with `CacheRouteConfig()` defaults (see `docs/replay.md`). The bound is the "
        "hit rate of one unlimited cache shared by the whole fleet: no router can serve more. "
        "Where the misses come from, what was changed and what the numbers mean: `docs/replay.md`.",
        "",
        "| workload | requests | rate | bound | CacheRoute hit | reactive hit | least loaded hit "
        "| best baseline (capacity) | CacheRoute capacity | reactive capacity | least loaded capacity "
        "| best baseline capacity | CacheRoute / best | CacheRoute / least loaded | CPU s |",
        "|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    nan = float("nan")

    def cap(r) -> float:
        return r.capacity.capacity_rps if r is not None and r.capacity is not None else nan

    def hit(r) -> str:
        return f"{r.report.hit_rate:.1%}" if r is not None else "n/a"

    for name, comp in comps.items():
        by = {r.router: r for r in comp.results}
        cr, rx, ll = by.get("cacheroute"), by.get("cacheroute_reactive"), by.get("least_loaded")
        best = comp.best_baseline()
        c, b, l_ = cap(cr), cap(best), cap(ll)
        bound = f"{comp.bound_hit_rate:.1%}" if comp.bound_hit_rate is not None else "n/a"
        lines.append(
            f"| [{name}](sim-{name}.md) | {comp.requests} | {comp.offered_rate:.1f} | {bound} | {hit(cr)} | "
            f"{hit(rx)} | {hit(ll)} | {best.router if best else 'n/a'} | {c:.1f} | {cap(rx):.1f} | {l_:.1f} | "
            f"{b:.1f} | {c / b if b > 0 else nan:.2f} | {c / l_ if l_ > 0 else nan:.2f} | {cpu.get(name, nan):.0f} |"
        )
    lines += [
        "",
        "reactive = `cacheroute_reactive`: the same router with no warm keys (every request follows its "
        "prefix's last replica unless that replica is past 1.1 x the mean load): what the plan adds.",
    ]
    if "mooncake" in comps:
        lines += [
            "",
            "Mooncake: at a 3.5 s p99 TTFT SLO every router's capacity is 0 (its p99 prompt is 66k "
            "tokens; least loaded at 0.5 req/s has p99 TTFT 6.2 s), so its capacity is at 10 s.",
        ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="60 s traces, six routers, four capacity runs")
    ap.add_argument("--out", default=str(ROOT / "docs" / "results"), help="output directory (default docs/results)")
    ap.add_argument("--routers", help="comma-separated routers (default: all, or five with --quick)")
    ap.add_argument("--workloads", help="comma-separated subset of published,chat,low_reuse,mooncake")
    ap.add_argument(
        "--mooncake-slo", type=float, default=10.0,
        help="p99 TTFT SLO for the Mooncake trace (default 10 s: its p99 prompt of 66k tokens needs "
        "over 3.5 s of prefill even on an idle fleet, so every router's capacity at 3.5 s is 0)",
    )
    ap.add_argument("--capacity-runs", type=int, help="simulations per capacity search (default 6, quick 4)")
    ap.add_argument("--summary-only", action="store_true", help="rewrite evaluation.md, the tables and plots from the sim-*.json present")
    ap.add_argument("--workers", type=int, help="simulations at once (default: every core; 1: serially in this process)")
    ap.add_argument("--ray", metavar="ADDRESS", help="run the simulations on Ray: a cluster address, auto, or local")
    args = ap.parse_args(argv)
    if args.workers is not None and args.workers < 1:
        ap.error("--workers must be at least 1")
    if args.summary_only:
        comps, cpu = _load_all(Path(args.out))
        for name, comp in comps.items():
            write_comparison(comp, args.out, f"sim-{name}")
        Path(args.out, "evaluation.md").write_text(_summary(comps, cpu, args.quick))
        return 0
    routers = args.routers.split(",") if args.routers else (QUICK_ROUTERS if args.quick else router_names())
    runs = args.capacity_runs if args.capacity_runs is not None else (4 if args.quick else 6)
    only = set(args.workloads.split(",")) if args.workloads else None
    fleet = reference_fleet(15)
    config = CacheRouteConfig()
    comps: dict[str, Comparison] = {}
    cpu: dict[str, float] = {}
    t0 = time.time()
    plotting = threading.Lock()  # pyplot keeps global state: one workload's plots at a time

    def run(i: int, name: str, load, ex: Executor) -> None:
        trace = load()
        own = _Counted(ex)
        bar = tqdm(total=len(routers) * (1 + runs), desc=name, unit="run", file=sys.stderr, dynamic_ncols=True, position=i)

        def tell(router: str, pt) -> None:
            bar.set_description(f"{name} {router}" + (f" {pt.rate:.0f} req/s" if pt is not None else ""))
            bar.update(1)

        comp = compare(
            trace,
            fleet,
            {r: make_router(r, trace, fleet, config) for r in routers},
            slo_s=args.mooncake_slo if name == "mooncake" else 3.5,
            capacity_runs=runs,
            rel_tol=0.1,
            progress=tell,
            executor=own,
        )
        bar.close()
        cpu[name] = own.stats.cpu_s
        comps[name] = comp
        with plotting:
            for p in write_comparison(comp, args.out, f"sim-{name}"):
                print(f"wrote {p}", file=sys.stderr)
            Path(args.out, f"sim-{name}.cpu").write_text(f"{cpu[name]:.1f}\n")
            for k in ("simulations", "used", "cpu_s", "wall_s"):
                setattr(total, k, getattr(total, k) + getattr(own.stats, k))

    total = ExecutionStats()
    workloads = list(_workloads(args.quick, only))
    with executor_for(args.workers, args.ray) as ex:
        if isinstance(ex, Serial):
            for i, (name, load) in enumerate(workloads):
                run(i, name, load, ex)
        else:  # every workload at once: they share the workers, so one's tail is another's work
            with ThreadPoolExecutor(len(workloads) or 1) as threads:
                for f in [threads.submit(run, i, name, load, ex) for i, (name, load) in enumerate(workloads)]:
                    f.result()
    stats = total
    comps, cpu = _load_all(Path(args.out))
    text = _summary(comps, cpu, args.quick)
    Path(args.out, "evaluation.md").write_text(text)
    print(text)
    print(
        f"wall {time.time() - t0:.0f} s on {ex!r}: {stats.simulations} simulations ({stats.used} used, "
        f"{stats.speculated_unused} speculated and not taken), {stats.cpu_s:.0f} CPU s in simulations; "
        f"this process {time.process_time():.0f} CPU s",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
