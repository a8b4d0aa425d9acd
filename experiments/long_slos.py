"""Long prompts at three SLOs: capacity of CacheRoute and the strongest baselines; writes docs/results/.

Issue 26's grid in one place: the workloads whose prompts are long (the conversation and
long_context families, the Mooncake trace) x three SLOs (p99 TTFT <= 10 s and <= 15 s, where the
longest prompts' own prefill sits near the SLO, and p99 excess <= 2 s, the time to first token
beyond a request's unavoidable prefill: `SimReport.ttft_excess`) x seeds, each router's capacity
searched as in `experiments.evaluate` (9 runs, to 5 %). A family's seed is its generator's; the
Mooncake trace is one recording, so there the seed is the baselines' tie-break seed and the
routers with no seed (CacheRoute) run once, on the first seed, and stand for every seed.

Per cell it writes ``long-slos/<workload>-<metric>-<slo>-s<seed>.json`` (the `Comparison`), and
``long-slos.md`` (``.json``: the table's rows) with, per workload, each router's capacity per SLO
and seed, CacheRoute's ratio to the best baseline, the threshold effects the search found and the
hit rates at the trace's rate.

    .venv/bin/python -m experiments.long_slos                        # the whole grid, every core
    .venv/bin/python -m experiments.long_slos --routers cacheroute --merge   # rerun CacheRoute only
    .venv/bin/python -m experiments.long_slos --summary-only         # rewrite long-slos.md from the JSON
"""

from __future__ import annotations

import argparse
import inspect
import json
import math
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from cacheroute_solver.replay import BASELINE_FACTORIES, CacheRouteConfig, Comparison, RouterResult, compare
from cacheroute_solver.replay.capacity import Metric
from cacheroute_solver.replay.execution import Serial, executor_for
from cacheroute_solver.simulator import generate_workload, reference_fleet
from experiments.evaluate import FAMILY_RUNS, load_workload, router_factories

ROOT = Path(__file__).resolve().parent.parent
RUNS = {"conversation": FAMILY_RUNS["conversation"], "long_context": (3.3, 3600.0)}
"""family -> (rate req/s, seconds); long_context spans an hour like the production trace it follows."""
WORKLOADS = ["conversation", "long_context", "mooncake"]
SLOS: list[tuple[Metric, float]] = [("ttft", 10.0), ("ttft", 15.0), ("excess", 2.0)]
ABOUT = {
    "conversation": "Multi-turn conversations under one 1,024-token system prompt, 65 % first turns with long "
    "unique content, later turns minutes apart carrying their history",
    "long_context": "Shaped like a production multi-turn trace: prompts mean 12.1k tokens, median 7.3k, p99 85k, "
    "up to 126k; a 2k-token system prompt; later turns carry their whole history",
    "mooncake": "Mooncake's synthetic trace (`data/traces/`): p99 prompt 66k tokens",
}
ROUTERS = ["cacheroute", "llmd", "dynamo", "cache_aware_cli"]
"""CacheRoute and the baselines that lead on some cell; least_loaded and the others trailed these on
every long-prompt workload (`evaluation.md`, `history/long_context-before-final-rule.md`)."""


def _trace(name: str, seed: int):
    if name in RUNS:
        rate, dur = RUNS[name]
        return generate_workload(name, rate=rate, duration_s=dur, seed=seed)  # type: ignore[arg-type]
    return load_workload(name, seed)


def _seeded(router: str) -> bool:
    cls = BASELINE_FACTORIES.get(router)
    return cls is not None and "seed" in inspect.signature(cls).parameters


def _path(out: Path, name: str, metric: str, slo: float, seed: int) -> Path:
    return out / "long-slos" / f"{name}-{metric}-{slo:g}-s{seed}.json"


class _Cells:
    """The cells' `Comparison`s under ``out``, each read once."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self._read: dict[Path, Comparison | None] = {}

    def comparison(self, name: str, metric: str, slo: float, seed: int) -> Comparison | None:
        p = _path(self.out, name, metric, slo, seed)
        if p not in self._read:
            self._read[p] = Comparison.model_validate_json(p.read_text()) if p.exists() else None
        return self._read[p]

    def result(
        self, name: str, metric: str, slo: float, seed: int, router: str, first_seed: int
    ) -> RouterResult | None:
        """``router``'s result in the cell; on Mooncake an unseeded router's first-seed result."""
        for s in (seed, first_seed) if name == "mooncake" and not _seeded(router) else (seed,):
            comp = self.comparison(name, metric, slo, s)
            hit = next((r for r in comp.results if r.router == router), None) if comp is not None else None
            if hit is not None:
                return hit
        return None


def _cap(r: RouterResult | None) -> float | None:
    return r.capacity.capacity_rps if r is not None and r.capacity is not None else None


def _label(metric: str, slo: float) -> str:
    return f"p99 {'TTFT' if metric == 'ttft' else 'excess'} <= {slo:g} s"


def summary(out: Path, seeds: list[int], routers: list[str]) -> tuple[str, list[dict]]:
    """long-slos.md and its rows: per workload, SLO and seed, every router's capacity and the ratio."""
    read = _Cells(out)
    rows: list[dict] = []
    lines = [
        "# Long prompts at three SLOs",
        "",
        "Written by `.venv/bin/python -m experiments.long_slos` (data: `long-slos/*.json`); reference fleet "
        "of 15 replicas, `CacheRouteConfig()` defaults, capacity = the highest offered rate whose p99 of the "
        "metric stays within the SLO, searched to 5 % (9 runs) as in `evaluation.md`. `excess` is "
        "`SimReport.ttft_excess`: the time to first token beyond the request's unavoidable prefill on an "
        "idle replica ([`../replay.md`](../replay.md), long contexts: which SLO to use where). A family's seed "
        "is its generator's; on the Mooncake trace (one recording) the seed is the baselines' tie-break seed "
        "and CacheRoute, which has none, ran once. `*`: the capacity search found a threshold effect (the p99 "
        "floor over every rate tried within 20 % of the SLO, or a passing rate above a failing one); its "
        "note is listed below each table. Ratios between 0.95 and 1.05 are ties (one 5 % bracket).",
        "",
    ]
    for name in WORKLOADS:
        cells = [(m, slo, s) for m, slo in SLOS for s in seeds]
        head = next((c for m, slo, s in cells if (c := read.comparison(name, m, slo, s)) is not None), None)
        if head is None:
            continue
        lines += [
            f"## {name}",
            "",
            f"{ABOUT[name]}. {head.requests} requests (seed {seeds[0]}) at {head.offered_rate:.1f} req/s; "
            "capacity in req/s.",
            "",
            "| SLO | seed | " + " | ".join(routers) + " | best baseline | CacheRoute / best |",
            "|---|---:|" + "---:|" * len(routers) + "---|---:|",
        ]
        notes: list[str] = []
        for m, slo, s in cells:
            res = {r: read.result(name, m, slo, s, r, seeds[0]) for r in routers}
            if all(v is None for v in res.values()):
                continue
            base = [r for r in routers if not r.startswith("cacheroute") and res[r] is not None]
            best = max(base, key=lambda r: (_cap(res[r]) or 0.0, res[r].report.hit_rate), default=None)  # type: ignore[union-attr]
            c_cap, b_cap = _cap(res.get("cacheroute")), (_cap(res[best]) if best else None)
            ratio = c_cap / b_cap if c_cap is not None and b_cap else (math.inf if c_cap and b_cap == 0 else None)
            cells_txt = []
            for r in routers:
                v = res[r]
                if v is None or v.capacity is None:
                    cells_txt.append("n/a")
                    continue
                star = "*" if v.capacity.threshold_effect else ""
                cells_txt.append(f"{v.capacity.capacity_rps:.1f}{star}")
                if v.capacity.threshold_effect:
                    notes.append(f"- {_label(m, slo)}, seed {s}, {r}: {v.capacity.note}.")
            rtxt = "n/a" if ratio is None else ("inf" if math.isinf(ratio) else f"{ratio:.2f}")
            lines.append(f"| {_label(m, slo)} | {s} | " + " | ".join(cells_txt) + f" | {best or 'n/a'} | {rtxt} |")
            rows.append(
                {
                    "workload": name,
                    "metric": m,
                    "slo_s": slo,
                    "seed": s,
                    "best_baseline": best,
                    "ratio": None if ratio is None or math.isinf(ratio) else ratio,
                    "capacity_rps": {r: _cap(v) for r, v in res.items()},
                    "threshold_effect": {
                        r: bool(v and v.capacity and v.capacity.threshold_effect) for r, v in res.items()
                    },
                    "hit_rate": {r: v.report.hit_rate if v else None for r, v in res.items()},
                    "hit_rate_at_capacity": {
                        r: v.capacity.at_capacity.hit_rate if v and v.capacity and v.capacity.at_capacity else None
                        for r, v in res.items()
                    },
                    "p99_floor_s": {r: v.capacity.p99_floor_s if v and v.capacity else None for r, v in res.items()},
                }
            )
        lines += [
            "",
            "Served hit rate at the trace's rate (the run before the search; bound: one unlimited shared cache):",
            "",
        ]
        lines += [
            "| seed | bound | " + " | ".join(routers) + " | CacheRoute - highest baseline (points) |",
            "|---:|---:|" + "---:|" * len(routers) + "---:|",
        ]
        for s in seeds:
            res = {
                r: next((v for m, slo in SLOS if (v := read.result(name, m, slo, s, r, seeds[0])) is not None), None)
                for r in routers
            }
            comp = next((c for m, slo in SLOS if (c := read.comparison(name, m, slo, s)) is not None), None)
            bound = f"{comp.bound_hit_rate:.1%}" if comp is not None and comp.bound_hit_rate is not None else "n/a"
            base_hits = [v.report.hit_rate for r, v in res.items() if v is not None and not r.startswith("cacheroute")]
            ours = res.get("cacheroute")
            gap = f"{100 * (ours.report.hit_rate - max(base_hits)):+.1f}" if ours is not None and base_hits else "n/a"
            lines.append(
                f"| {s} | {bound} | "
                + " | ".join(f"{v.report.hit_rate:.1%}" if v else "n/a" for v in res.values())
                + f" | {gap} |"
            )
        if notes:
            lines += ["", "Threshold effects:", "", *notes]
        lines.append("")
    return "\n".join(lines), rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "results"), help="output directory (default docs/results)")
    ap.add_argument("--routers", help=f"comma-separated routers (default {','.join(ROUTERS)})")
    ap.add_argument("--workloads", help=f"comma-separated subset of {','.join(WORKLOADS)}")
    ap.add_argument("--slos", help="comma-separated metric:slo cells, e.g. ttft:10,excess:2 (default: all three)")
    ap.add_argument("--seeds", default="1,2,3", help="comma-separated seeds (default 1,2,3)")
    ap.add_argument("--capacity-runs", type=int, default=9, help="simulations per capacity search (default 9)")
    ap.add_argument("--merge", action="store_true", help="replace only the routers run in the JSON already there")
    ap.add_argument("--summary-only", action="store_true", help="rewrite long-slos.md from the JSON present")
    ap.add_argument(
        "--workers", type=int, help="simulations at once (default: every core; 1: serially in this process)"
    )
    args = ap.parse_args(argv)
    out = Path(args.out)
    seeds = [int(s) for s in args.seeds.split(",")]
    routers = args.routers.split(",") if args.routers else ROUTERS
    if not args.summary_only:
        only = args.workloads.split(",") if args.workloads else WORKLOADS
        slos = [(m, float(v)) for m, v in (c.split(":") for c in args.slos.split(","))] if args.slos else SLOS
        fleet, config, lock, t0 = reference_fleet(15), CacheRouteConfig(), threading.Lock(), time.time()
        jobs = []
        for name in only:
            for s in seeds:
                names = [r for r in routers if name != "mooncake" or s == seeds[0] or _seeded(r)]
                jobs += [(name, s, m, slo, names) for m, slo in slos if names]

        def run(name: str, seed: int, metric: Metric, slo: float, names: list[str], ex) -> None:
            trace = _trace(name, seed)
            comp = compare(
                trace,
                fleet,
                router_factories(names, name, seed, trace, fleet, config),
                slo_s=slo,
                metric=metric,
                capacity_runs=args.capacity_runs,
                executor=ex,
            )
            path = _path(out, name, metric, slo, seed)
            with lock:
                path.parent.mkdir(parents=True, exist_ok=True)
                if args.merge and path.exists():
                    old = Comparison.model_validate_json(path.read_text())
                    new = {r.router: r for r in comp.results}
                    comp = old.model_copy(
                        update={"results": tuple(new.pop(r.router, r) for r in old.results) + tuple(new.values())}
                    )
                path.write_text(comp.model_dump_json(indent=1))
                caps = ", ".join(f"{r.router} {_cap(r) or 0:.1f}" for r in comp.results)
                print(f"[{time.time() - t0:.0f} s] {path.name}: {caps}", file=sys.stderr, flush=True)

        with executor_for(args.workers, None) as ex:
            if isinstance(ex, Serial):
                for j in jobs:
                    run(*j, ex)
            else:
                with ThreadPoolExecutor(len(jobs) or 1) as threads:
                    for f in [threads.submit(run, *j, ex) for j in jobs]:
                        f.result()
    text, rows = summary(out, seeds, ROUTERS)
    (out / "long-slos.md").write_text(text)
    (out / "long-slos.json").write_text(json.dumps(rows, indent=1) + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
