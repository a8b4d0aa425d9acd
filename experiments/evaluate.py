"""Evaluate CacheRoute against the baseline routers in the fleet simulator; writes docs/results/.

For each workload (published, chat, conversation, low_reuse families and the Mooncake trace) and
each seed: every router runs the trace at its own rate, then a capacity search finds its highest
rate within the p99 TTFT SLO (resolved to 5 %). A family's seed is its generator's seed; the
Mooncake trace is one recording, so its seeds are the routers' own tie-break seeds (CacheRoute is
deterministic there). Per workload and seed it writes ``sim-<name>-s<seed>.json`` (the
`Comparison`); for the first seed also the table and three plots (``sim-<name>.md``, ``-p99.png``,
``-hit-rate.png``, ``-replica-load.png``); ``evaluation.md`` gives every router's capacity and hit
rate as mean and range over the seeds, CacheRoute's ratio to the best baseline per seed, and the
gate's verdict (CacheRoute against the best baseline, 5 % margin) per seed.

    .venv/bin/python -m experiments.evaluate                 # 5 workloads x 3 seeds, strong routers, every core
    .venv/bin/python -m experiments.evaluate --all-routers   # every baseline on every seed
    .venv/bin/python -m experiments.evaluate --quick         # short traces, one seed, fewer runs
    .venv/bin/python -m experiments.evaluate --summary-only  # rewrite evaluation.md from the JSON
    .venv/bin/python -m experiments.evaluate --workers 1     # serially, in this process
    .venv/bin/python -m experiments.evaluate --ray auto      # on the Ray cluster `ray start` joined

The tables do not depend on where the simulations run (`cacheroute_solver.replay.execution`); on a pool
or Ray every workload and seed runs at once and they share the workers.
"""

from __future__ import annotations

import argparse
import inspect
import math
import sys
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path

from tqdm import tqdm

from cacheroute_solver.replay import (
    BASELINE_FACTORIES,
    CacheRouteConfig,
    Comparison,
    compare,
    make_router,
    router_names,
    write_comparison,
)
from cacheroute_solver.replay.execution import Serial, executor_for
from cacheroute_solver.simulator import generate_workload, load_mooncake, reference_fleet

ROOT = Path(__file__).resolve().parent.parent
MOONCAKE = ROOT / "data" / "traces" / "synthetic_trace.jsonl"

# family -> (rate req/s, seconds): published as in the published setting; the others at a rate
# that loads the 15-replica fleet comparably (their prompts are longer); conversation spans
# 15 minutes so its turns can come back minutes apart.
FAMILY_RUNS = {
    "published": (176.0, 300.0),
    "chat": (100.0, 300.0),
    "conversation": (8.0, 900.0),
    "low_reuse": (40.0, 300.0),
}
WORKLOADS = [*FAMILY_RUNS, "mooncake"]
SLO_S = {"mooncake": 10.0, "conversation": 10.0}
"""p99 TTFT SLO per workload (default 3.5 s): the Mooncake trace's p99 prompt (66k tokens) and the
conversation family's long first turns need more than 3.5 s of prefill on an idle replica."""
STRONG = ["cacheroute", "cacheroute_reactive", "least_loaded", "chwbl", "cache_aware_cli", "llmd", "dynamo"]
"""Routers run on every seed; the others (round robin, power of two, consistent hashing, the
cache-aware library defaults) trail these on every workload (first seed's tables)."""
QUICK_ROUTERS = ["cacheroute", "cacheroute_reactive", "least_loaded", "cache_aware_cli", "llmd"]


def load_workload(name: str, seed: int, quick: bool = False):
    """The trace of workload ``name`` for ``seed``."""
    if name == "mooncake":
        trace = load_mooncake(MOONCAKE)
        return trace.head(1000) if quick else trace
    rate, dur = FAMILY_RUNS[name]
    return generate_workload(name, rate=rate, duration_s=min(dur, 60.0) if quick else dur, seed=seed)  # type: ignore[arg-type]


def router_factories(names: list[str], workload: str, seed: int, trace, fleet, config: CacheRouteConfig) -> dict:
    """Fresh-router factories; on Mooncake the baselines' random tie-breaks take the seed."""
    out = {}
    for n in names:
        if n in BASELINE_FACTORIES and workload == "mooncake":
            cls = BASELINE_FACTORIES[n]
            takes_seed = "seed" in inspect.signature(cls).parameters
            out[n] = partial(cls, seed=seed) if takes_seed else cls  # type: ignore[call-arg]  # seed: only where the signature takes it
        else:
            out[n] = make_router(n, trace, fleet, config)
    return out


def _load_all(out: Path) -> dict[str, dict[int, Comparison]]:
    """Every ``sim-<workload>-s<seed>.json`` under ``out``."""
    comps: dict[str, dict[int, Comparison]] = {}
    for name in WORKLOADS:
        for path in sorted(out.glob(f"sim-{name}-s*.json")):
            seed = int(path.stem.rsplit("-s", 1)[1])
            comps.setdefault(name, {})[seed] = Comparison.model_validate_json(path.read_text())
    return comps


def _cap(comp: Comparison, router: str) -> float | None:
    for r in comp.results:
        if r.router == router and r.capacity is not None:
            return r.capacity.capacity_rps
    return None


def _hit(comp: Comparison, router: str) -> float | None:
    for r in comp.results:
        if r.router == router:
            return r.report.hit_rate
    return None


def _fmt(values: Sequence[float | None], fmt: str) -> str:
    vals = [v for v in values if v is not None and math.isfinite(v)]
    if not vals:
        return "n/a"
    mean = sum(vals) / len(vals)
    if len(vals) == 1:
        return format(mean, fmt)
    return f"{format(mean, fmt)} ({format(min(vals), fmt)}-{format(max(vals), fmt)})"


def summary(comps: dict[str, dict[int, Comparison]], quick: bool = False) -> str:
    """evaluation.md: per workload, each router's capacity and hit rate over the seeds, and the verdicts."""
    lines = [
        "# Evaluation in the fleet simulator" + (" (quick)" if quick else ""),
        "",
        "Written by `experiments/evaluate.py`" + (" --quick" if quick else "") + "; reference fleet of 15 replicas "
        "(Llama-3.3-70B fp8 TP4 on H100, `docs/cost-model.md`); capacity = the highest offered rate with p99 TTFT "
        "within the SLO (3.5 s; 10 s for conversation and Mooncake, whose long prompts need more on an idle fleet), "
        "searched by doubling/halving then bisection to 5 %; every router gets the same search. CacheRoute runs "
        "with `CacheRouteConfig()` defaults. Values are the mean over the seeds with the range in brackets. "
        "The bound is the hit rate of one unlimited cache shared by the whole fleet. Where the numbers come from "
        "and what they mean: `docs/replay.md`. The long-prompt workloads (conversation, long_context, Mooncake) "
        "at p99 TTFT 10 s and 15 s and at the length-aware SLO (p99 excess 2 s), 3 seeds each: "
        "[`long-slos.md`](long-slos.md) (`experiments/long_slos.py`).",
        "",
        "## Headline",
        "",
        "| workload | seeds | bound | CacheRoute hit | best baseline hit | CacheRoute capacity | best baseline (per seed) "
        "| best baseline capacity | CacheRoute / best, per seed | gate (CacheRoute vs best, 5 %) |",
        "|---|---:|---:|---:|---:|---:|---|---:|---|---|",
    ]
    details: list[str] = []
    for name, by_seed in comps.items():
        seeds = sorted(by_seed)
        ratios, verdicts, bests, bcaps, bhits, ccaps, chits, bounds = [], [], [], [], [], [], [], []
        for s in seeds:
            comp = by_seed[s]
            best = comp.best_baseline()
            c = _cap(comp, "cacheroute")
            b = best.capacity.capacity_rps if best is not None and best.capacity else None
            bests.append(best.router if best else "n/a")
            bcaps.append(b)
            bhits.append(best.report.hit_rate if best else None)
            ccaps.append(c)
            chits.append(_hit(comp, "cacheroute"))
            bounds.append(comp.bound_hit_rate)
            if c is not None and b:
                ratios.append(c / b)
                verdicts.append("enable" if c >= 1.05 * b else "reject")
            elif c is not None and b == 0:
                ratios.append(math.inf if c > 0 else float("nan"))
                verdicts.append("enable" if c > 0 else "reject (no capacity either side)")
            else:
                ratios.append(float("nan"))
                verdicts.append("n/a")
        lines.append(
            f"| [{name}](sim-{name}.md) | {len(seeds)} | {_fmt(bounds, '.1%')} | {_fmt(chits, '.1%')} | "
            f"{_fmt(bhits, '.1%')} | {_fmt(ccaps, '.1f')} | {', '.join(bests)} | {_fmt(bcaps, '.1f')} | "
            f"{', '.join(f'{r:.2f}' for r in ratios)} | {', '.join(verdicts)} |"
        )
        routers: list[str] = []
        for s in seeds:
            routers += [r.router for r in by_seed[s].results if r.router not in routers]
        details += [
            "",
            f"### {name}: {by_seed[seeds[0]].requests} requests (seed {seeds[0]}) at "
            f"{by_seed[seeds[0]].offered_rate:.1f} req/s, SLO p99 TTFT <= {by_seed[seeds[0]].slo_s:g} s",
            "",
            "| router | seeds | served hit rate | p99 TTFT at the trace's rate (s) | capacity (req/s) | x best baseline, per seed |",
            "|---|---:|---:|---:|---:|---|",
        ]
        for router in routers:
            hits, p99s, caps, rel = [], [], [], []
            n = 0
            for s in seeds:
                comp = by_seed[s]
                res = next((r for r in comp.results if r.router == router), None)
                if res is None:
                    continue
                n += 1
                hits.append(res.report.hit_rate)
                p99s.append(res.report.ttft.p99)
                cap = res.capacity.capacity_rps if res.capacity else None
                caps.append(cap)
                best = comp.best_baseline()
                b = best.capacity.capacity_rps if best is not None and best.capacity else 0.0
                rel.append(f"{cap / b:.2f}" if cap is not None and b > 0 else "n/a")
            details.append(
                f"| {router} | {n} | {_fmt(hits, '.1%')} | {_fmt(p99s, '.2f')} | {_fmt(caps, '.1f')} | {', '.join(rel)} |"
            )
        notes = []
        for s in seeds:
            for r in by_seed[s].results:
                if r.capacity is not None and r.capacity.threshold_effect:
                    notes.append(f"- seed {s}, {r.router}: {r.capacity.note}.")
        if notes:
            details += ["", "Threshold effects found by the capacity search:", "", *notes]
    lines += [
        "",
        "reactive = `cacheroute_reactive`: the same routing core with no plan (what the plan adds).",
        "A ratio of 1.00 means the same rate bracket: capacities are resolved to 5 %, so ratios between 0.95 "
        "and 1.05 are ties.",
        "",
        "## Per workload",
        *details,
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="60 s traces, one seed, five routers, four capacity runs")
    ap.add_argument("--out", default=str(ROOT / "docs" / "results"), help="output directory (default docs/results)")
    ap.add_argument("--routers", help="comma-separated routers (default: the strong set; see --all-routers)")
    ap.add_argument("--all-routers", action="store_true", help="every baseline on every seed")
    ap.add_argument("--weak-seed", type=int, default=1, help="seed on which the other baselines also run (default 1)")
    ap.add_argument("--workloads", help=f"comma-separated subset of {','.join(WORKLOADS)}")
    ap.add_argument("--seeds", default="1,2,3", help="comma-separated seeds (default 1,2,3)")
    ap.add_argument("--capacity-runs", type=int, help="simulations per capacity search (default 9, quick 4)")
    ap.add_argument("--rel-tol", type=float, default=0.05, help="capacity resolution (default 0.05)")
    ap.add_argument(
        "--summary-only", action="store_true", help="rewrite evaluation.md, the tables and plots from the JSON present"
    )
    ap.add_argument(
        "--merge",
        action="store_true",
        help="replace only the routers run in the JSON already there (e.g. rerun cacheroute after a planner change)",
    )
    ap.add_argument(
        "--workers", type=int, help="simulations at once (default: every core; 1: serially in this process)"
    )
    ap.add_argument("--ray", metavar="ADDRESS", help="run the simulations on Ray: a cluster address, auto, or local")
    args = ap.parse_args(argv)
    if args.workers is not None and args.workers < 1:
        ap.error("--workers must be at least 1")
    out = Path(args.out)
    if args.summary_only:
        comps = _load_all(out)
        for name, by_seed in comps.items():
            write_comparison(by_seed[min(by_seed)], out, f"sim-{name}")
        (out / "evaluation.md").write_text(summary(comps, args.quick))
        return 0
    seeds = [1] if args.quick else [int(s) for s in args.seeds.split(",")]
    runs = args.capacity_runs if args.capacity_runs is not None else (4 if args.quick else 9)
    only = args.workloads.split(",") if args.workloads else WORKLOADS
    fleet = reference_fleet(15)
    config = CacheRouteConfig()
    t0 = time.time()
    plotting = threading.Lock()  # pyplot keeps global state; one JSON merge at a time

    def run(i: int, name: str, seed: int, ex) -> None:
        if args.routers:
            routers = args.routers.split(",")
        elif args.quick:
            routers = QUICK_ROUTERS
        elif args.all_routers or seed == args.weak_seed:
            routers = router_names()
        else:
            routers = STRONG
        trace = load_workload(name, seed, args.quick)
        bar = tqdm(
            total=len(routers) * (1 + runs),
            desc=f"{name} s{seed}",
            unit="run",
            file=sys.stderr,
            dynamic_ncols=True,
            position=i,
        )

        def tell(router: str, pt) -> None:
            bar.set_description(f"{name} s{seed} {router}" + (f" {pt.rate:.0f} req/s" if pt is not None else ""))
            bar.update(1)

        comp = compare(
            trace,
            fleet,
            router_factories(routers, name, seed, trace, fleet, config),
            slo_s=SLO_S.get(name, 3.5),
            capacity_runs=runs,
            rel_tol=args.rel_tol,
            progress=tell,
            executor=ex,
        )
        bar.close()
        with plotting:
            out.mkdir(parents=True, exist_ok=True)
            path = out / f"sim-{name}-s{seed}.json"
            if args.merge and path.exists():
                old = Comparison.model_validate_json(path.read_text())
                new = {r.router: r for r in comp.results}
                kept = tuple(new.pop(r.router, r) for r in old.results)
                comp = old.model_copy(update={"results": kept + tuple(new.values())})
            path.write_text(comp.model_dump_json(indent=1))
            if seed == seeds[0]:
                for p in write_comparison(comp, out, f"sim-{name}"):
                    print(f"wrote {p}", file=sys.stderr)

    pairs = [(name, seed) for name in only for seed in seeds]
    with executor_for(args.workers, args.ray) as ex:
        if isinstance(ex, Serial):
            for i, (name, seed) in enumerate(pairs):
                run(i, name, seed, ex)
        else:  # every workload and seed at once: they share the workers, so one's tail is another's work
            with ThreadPoolExecutor(len(pairs) or 1) as threads:
                for f in [threads.submit(run, i, name, seed, ex) for i, (name, seed) in enumerate(pairs)]:
                    f.result()
    stats = ex.stats
    comps = _load_all(out)
    text = summary(comps, args.quick)
    (out / "evaluation.md").write_text(text)
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
