"""The README's picture: CacheRoute against the best baseline and a cache-blind one, per simulated workload.

Reads the evaluation's results already in docs/results (``sim-<workload>-s<seed>.json``, written by
`experiments.evaluate`) and draws, per workload, the capacity at the p99 TTFT SLO relative to the best baseline of
each seed and the prefix-cache hit rate beside the infinite-cache bound: the numbers of
`docs/results/evaluation.md`'s headline, drawn. Runs nothing.

    .venv/bin/python -m experiments.headline_plot        # writes docs/results/headline.png
"""

from __future__ import annotations

import argparse
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

from cacheroute_solver.replay.compare import Comparison
from experiments.evaluate import _cap, _hit, _load_all

ROOT = Path(__file__).resolve().parent.parent
NAMES = {
    "cache_aware_cli": "SGLang",
    "llmd": "llm-d",
    "dynamo": "Dynamo",
    "least_loaded": "least loaded",
}
BLIND = "least_loaded"
"""The cache-blind reference drawn beside them."""


def _mean(values: list[float]) -> tuple[float, float, float]:
    """Mean, and its distance to the lowest and the highest value (for error bars)."""
    mean = sum(values) / len(values)
    return mean, mean - min(values), max(values) - mean


def figures(comps: dict[str, dict[int, Comparison]]) -> dict[str, dict]:
    """Per workload: CacheRoute's and the cache-blind router's capacity over each seed's best baseline, the hit
    rates of CacheRoute, the best baselines and the cache-blind router, the bound, and the best baselines' names."""
    out: dict[str, dict] = {}
    for name, by_seed in comps.items():
        row: dict[str, list] = {k: [] for k in ("cr_cap", "blind_cap", "cr_hit", "best_hit", "blind_hit", "bound")}
        best_names: list[str] = []
        for comp in by_seed.values():
            best = comp.best_baseline()
            assert best is not None and best.capacity is not None, name
            row["cr_cap"].append((_cap(comp, "cacheroute") or 0.0) / best.capacity.capacity_rps)
            row["cr_hit"].append(_hit(comp, "cacheroute") or 0.0)
            row["best_hit"].append(best.report.hit_rate)
            row["bound"].append(comp.bound_hit_rate)
            blind_cap, blind_hit = _cap(comp, BLIND), _hit(comp, BLIND)
            if blind_cap is not None and blind_hit is not None:
                row["blind_cap"].append(blind_cap / best.capacity.capacity_rps)
                row["blind_hit"].append(blind_hit)
            best_names.append(NAMES.get(best.router, best.router))
        out[name] = {**row, "best": sorted(set(best_names), key=best_names.index), "seeds": len(by_seed)}
    return out


def draw(rows: dict[str, dict], path: Path) -> None:
    labels = [f"{name}\nbest: {', '.join(r['best'])}" for name, r in rows.items()]
    xs = list(range(len(rows)))
    fig, (cap_ax, hit_ax) = plt.subplots(1, 2, figsize=(12, 4.2))
    width = 0.26
    series = [
        ("CacheRoute", "cr_cap", "cr_hit", "#1f77b4"),
        ("best baseline of each seed", None, "best_hit", "#ff7f0e"),
        ("least loaded (cache-blind)", "blind_cap", "blind_hit", "#9e9e9e"),
    ]
    for i, (label, cap_key, hit_key, colour) in enumerate(series):
        at = [x + (i - 1) * width for x in xs]
        caps = [_mean(r[cap_key]) if cap_key else (1.0, 0.0, 0.0) for r in rows.values()]
        hits = [_mean([100 * h for h in r[hit_key]]) for r in rows.values()]
        for ax, bars in ((cap_ax, caps), (hit_ax, hits)):
            errors = [[b[1] for b in bars], [b[2] for b in bars]]
            ax.bar(at, [b[0] for b in bars], width, yerr=errors, label=label, color=colour, capsize=2)
    bounds = [100 * sum(r["bound"]) / len(r["bound"]) for r in rows.values()]
    hit_ax.scatter(xs, bounds, marker="_", s=900, color="black", zorder=3, label="infinite-cache bound")
    cap_ax.axhline(1.0, color="black", linewidth=0.6)
    cap_ax.set_ylabel("capacity at the p99 TTFT SLO\n(x the best baseline of each seed)")
    hit_ax.set_ylabel("prefix-cache hit rate (% of prompt tokens)")
    for ax in (cap_ax, hit_ax):
        ax.set_xticks(xs, labels, fontsize=8)
        ax.grid(axis="y", alpha=0.3)
    cap_ax.legend(fontsize=8, loc="upper left")
    hit_ax.legend(fontsize=8, loc="upper right")
    seeds = max(r["seeds"] for r in rows.values())
    fig.suptitle(
        f"Simulated fleet of 15 H100 replicas, one router instance, {seeds} seeds (bars: mean; whiskers: range)",
        fontsize=10,
    )
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--results", default=str(ROOT / "docs" / "results"), help="where the sim-*.json are")
    ap.add_argument("--out", default=str(ROOT / "docs" / "results" / "headline.png"))
    args = ap.parse_args(argv)
    rows = figures(_load_all(Path(args.results)))
    draw(rows, Path(args.out))
    for name, r in rows.items():
        cap = _mean(r["cr_cap"])[0]
        print(f"{name}: CacheRoute {cap:.2f}x the best ({', '.join(r['best'])}), hit {_mean(r['cr_hit'])[0]:.1%}")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
