"""Where a shared, forward-looking plan should beat per-request routers: regimes in the simulator.

1. ``membership``: a replica lost a third of the way into the trace and restored at two thirds,
   and one added at half way (scale-up); where traffic goes, the cold-fill storm, time to recover.
2. ``kv_tight``: documents whose working set is about three times the fleet's KV (8 replicas with
   480k tokens of KV each).
3. ``prompt_heavy``: long shared prompts, short answers: prefill sets the capacity (15 replicas).

Several router instances behind one balancer have their own script: ``experiments/instances.py``
(``docs/results/edge-instances.md``).

Every router gets the same capacity search (p99 TTFT within the SLO, resolved to 5 %). Writes
``docs/results/edge-<regime>.md``, ``.json`` and plots.

    .venv/bin/python -m experiments.plan_edge                     # every regime
    .venv/bin/python -m experiments.plan_edge --regimes kv_tight  # one
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from cacheroute_solver.models import Fleet
from cacheroute_solver.planning import Planning
from cacheroute_solver.replay import CacheRouteConfig, CacheRouteRouter, capacity_at_slo, planning_fleet, routing_for
from cacheroute_solver.replay.registry import BASELINES
from cacheroute_solver.simulator import (
    EngineConfig,
    MembershipEvent,
    Router,
    SimResult,
    Trace,
    generate_workload,
    reference_fleet,
    simulate,
)
from cacheroute_solver.simulator.balancer import Balanced

ROOT = Path(__file__).resolve().parent.parent
BASELINE_SET = ["cache_aware_cli", "llmd", "dynamo", "least_loaded"]
SLO = 3.5
KV_TIGHT_TOKENS = 480_000
"""KV per replica in the KV-tight regime (about a third of the reference replica's): 8 replicas hold
3.8M tokens against the kv_tight family's 11.8M distinct document tokens in 300 s."""


def fleet_for(fam: str, n: int) -> Fleet:
    """``n`` reference replicas; for kv_tight, with ``KV_TIGHT_TOKENS`` of KV each."""
    fleet = reference_fleet(n)
    if fam != "kv_tight":
        return fleet
    return Fleet(replicas=tuple(r.model_copy(update={"kv_capacity": float(KV_TIGHT_TOKENS)}) for r in fleet.replicas))


def cacheroute(
    fleet: Fleet, trace: Trace, instances: int = 1, engine: EngineConfig | None = None, plan: bool = True
) -> Callable[[], Router]:
    """CacheRoute with default settings; ``instances`` > 1: behind a balancer, sharing one plan.
    ``plan`` False: the same routing core with no plan (`cacheroute_reactive`), what the plan adds."""
    pf = planning_fleet(fleet)
    cfg = CacheRouteConfig() if plan else CacheRouteConfig(planning=False)
    routing = routing_for(engine, instances)
    name = "cacheroute" if plan else "cacheroute_reactive"

    def make() -> Router:
        if instances == 1:
            r = CacheRouteRouter(pf, cfg, routing=routing).for_trace(trace.block_tokens)
            r.name = name
            return r
        shared = Planning(pf, cfg, trace.block_tokens) if plan else None
        return Balanced(
            [
                CacheRouteRouter(pf, cfg, routing=routing, planning=shared).for_trace(trace.block_tokens)
                for _ in range(instances)
            ],
            name=f"{name} x{instances}",
        )

    return make


def baseline(name: str, instances: int = 1) -> Callable[[], Router]:
    cls = BASELINES[name]
    if instances == 1:
        return cls
    return lambda: Balanced([cls() for _ in range(instances)], name=f"{name} x{instances}")


def capacity_rows(
    trace: Trace,
    fleet: Fleet,
    routers: dict[str, Callable[[], Router]],
    engine: EngineConfig,
    membership=(),
    runs: int = 9,
    slo: float = SLO,
) -> list[dict]:
    rows = []
    for label, make in routers.items():
        t0 = time.time()
        now = simulate(trace, fleet, make(), engine, membership=membership)
        cap = capacity_at_slo(
            trace, fleet, make, slo, "ttft", engine, rel_tol=0.05, max_runs=runs, membership=membership
        )
        at = cap.at_capacity
        rows.append(
            {
                "router": label,
                "hit_rate": now.report.hit_rate,
                "p99_s": now.report.ttft.p99,
                "capacity_rps": cap.capacity_rps,
                "hit_at_capacity": at.hit_rate if at else None,
                "points": [(p.rate, p.p99_s, p.within_slo) for p in cap.points],
                "threshold_effect": cap.threshold_effect,
                "note": cap.note,
                "bound": now.report.bound_hit_rate,
                "result": now,
            }
        )
        print(
            f"  {label:32s} hit {now.report.hit_rate:.1%} p99 {now.report.ttft.p99:.2f} s "
            f"capacity {cap.capacity_rps:.1f} req/s ({time.time() - t0:.0f} s)",
            file=sys.stderr,
            flush=True,
        )
    return rows


def table(rows: list[dict], cacheroute_labels: set[str]) -> str:
    base = [r for r in rows if r["router"] not in cacheroute_labels]
    best = max(base, key=lambda r: (r["capacity_rps"], r["hit_rate"])) if base else None
    out = [
        "| router | served hit rate | p99 TTFT at the trace's rate (s) | capacity (req/s) | x best baseline | hit rate at capacity |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        ratio = r["capacity_rps"] / best["capacity_rps"] if best and best["capacity_rps"] > 0 else float("nan")
        hc = f"{r['hit_at_capacity']:.1%}" if r["hit_at_capacity"] is not None else "n/a"
        out.append(
            f"| {r['router']} | {r['hit_rate']:.1%} | {r['p99_s']:.2f} | {r['capacity_rps']:.1f} | {ratio:.2f} | {hc} |"
        )
    if best:
        out += ["", f"Best baseline: {best['router']} ({best['capacity_rps']:.1f} req/s)."]
    return "\n".join(out)


def windows(res: SimResult, width: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per ``width``-second window of arrivals: start, served hit rate, p99 TTFT."""
    t = res.arrival - res.arrival[0]
    k = (t // width).astype(int)
    starts, hits, p99 = [], [], []
    for w in range(int(k.max()) + 1):
        m = k == w
        if m.sum() < 5:
            continue
        starts.append(w * width)
        hits.append(res.hit_tokens[m].sum() / max(res.prompt_tokens[m].sum(), 1))
        ttft = res.ttft[m]
        p99.append(float(np.percentile(ttft[np.isfinite(ttft)], 99)))
    return np.array(starts), np.array(hits), np.array(p99)


def _json(rows: list[dict]) -> list[dict]:
    return [{k: v for k, v in r.items() if k != "result"} for r in rows]


def regime_membership(out: Path, runs: int) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    trace = generate_workload("published", rate=176.0, duration_s=300.0, seed=1)
    base = reference_fleet(16)
    fleet = Fleet(replicas=(*base.replicas[:15], base.replicas[15].model_copy(update={"healthy": False})))
    events = [
        MembershipEvent(100.0, "r3", False),
        MembershipEvent(150.0, "r15", True),
        MembershipEvent(200.0, "r3", True),
    ]
    eng = EngineConfig()
    routers = {"cacheroute": cacheroute(fleet, trace, 1, eng)}
    routers.update({b: baseline(b) for b in BASELINE_SET})
    print("membership: published, r3 lost at 100 s and back at 200 s, r15 added at 150 s", file=sys.stderr)
    rows = capacity_rows(trace, fleet, routers, eng, membership=events, runs=runs)
    fig, axes = plt.subplots(3, 1, figsize=(8, 9), sharex=True)
    lines = []
    for r in rows:
        res: SimResult = r["result"]
        t, hit, p99 = windows(res, 10.0)
        axes[0].plot(t, hit, label=r["router"], lw=2.2 if r["router"] == "cacheroute" else 1.0)
        axes[1].plot(t, p99, label=r["router"], lw=2.2 if r["router"] == "cacheroute" else 1.0)
        comp = res.prefill_computed
        assert comp is not None, "run with EngineConfig.queue_sample_s"
        st = res.sample_time - res.sample_time[0]
        rate15 = np.gradient(comp[:, 15].astype(float), st) if len(st) > 1 else np.zeros(0)
        rate3 = np.gradient(comp[:, 3].astype(float), st) if len(st) > 1 else np.zeros(0)
        axes[2].plot(st, rate15 + rate3, label=r["router"], lw=2.2 if r["router"] == "cacheroute" else 1.0)
        pre = hit[(t >= 50) & (t < 100)].mean()
        after = t >= 200
        back = next(
            (float(x - 200) for x, h in zip(t[after], hit[after], strict=False) if h >= pre - 0.01), float("nan")
        )
        routed = np.bincount(res.replica[(res.arrival >= 150.0)], minlength=16)
        lines.append(
            f"| {r['router']} | {pre:.1%} | {hit[(t >= 100) & (t < 200)].mean():.1%} | {back:.0f} | "
            f"{routed[15] / max(routed.mean(), 1):.2f} | {res.report.retried} | {res.report.cut} |"
        )
    for ax, lab in zip(
        axes, ("served hit rate (10 s windows)", "p99 TTFT (s)", "prefill tok/s on r3 + r15"), strict=False
    ):
        ax.set_ylabel(lab)
        for x in (100, 150, 200):
            ax.axvline(x, color="k", ls=":", lw=0.8)
    axes[1].set_yscale("log")
    axes[0].legend(fontsize=7)
    axes[2].set_xlabel("trace time (s): r3 lost at 100, r15 added at 150, r3 back at 200")
    fig.tight_layout()
    fig.savefig(out / "edge-membership.png", dpi=110)
    plt.close(fig)
    (out / "edge-membership.json").write_text(json.dumps(_json(rows), indent=1))
    return "\n".join(
        [
            "# Replica loss, restore and scale-up",
            "",
            f"`{trace.name}` on 15 replicas plus one added: r3 is lost at 100 s (its cache gone, its queued "
            "requests retried, its streams cut) and restored empty at 200 s; r15 joins empty at 150 s. Capacity "
            "search with the events at the same points of the time-scaled trace.",
            "",
            table(rows, {"cacheroute"}),
            "",
            "At the trace's own rate (176 req/s): hit rate before the loss (50-100 s) and while r3 is out; "
            "seconds after r3's return until the 10-s hit rate is back within 1 point of before; the added "
            "replica's share of requests after it joined (1 = the fleet mean); requests retried and streams cut.",
            "",
            "| router | hit before | hit r3 out | recovery (s) | r15 share after joining | retried | cut |",
            "|---|---:|---:|---:|---:|---:|---:|",
            *lines,
            "",
            "![membership](edge-membership.png)",
        ]
    )


def regime_single(fam: str, rate: float, n: int, out: Path, runs: int) -> str:
    trace = generate_workload(fam, rate=rate, duration_s=300.0, seed=1)  # type: ignore[arg-type]
    fleet = fleet_for(fam, n)
    eng = EngineConfig()
    routers = {
        "cacheroute": cacheroute(fleet, trace, 1, eng),
        "cacheroute_reactive": cacheroute(fleet, trace, 1, eng, plan=False),
    }
    routers.update({b: baseline(b) for b in BASELINE_SET})
    print(f"{fam}: {n} replicas", file=sys.stderr)
    rows = capacity_rows(trace, fleet, routers, eng, runs=runs)
    (out / f"edge-{fam}.json").write_text(json.dumps(_json(rows), indent=1))
    return "\n".join(
        [
            f"# {fam} on {n} replicas",
            "",
            f"`{trace.name}`: {len(trace)} requests; infinite-cache bound {rows[0]['bound']:.1%}.",
            "",
            table(rows, {"cacheroute", "cacheroute_reactive"}),
        ]
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--regimes", default="membership,kv_tight,prompt_heavy")
    ap.add_argument("--out", default=str(ROOT / "docs" / "results"))
    ap.add_argument("--capacity-runs", type=int, default=9)
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for regime in args.regimes.split(","):
        if regime == "membership":
            text = regime_membership(out, args.capacity_runs)
        elif regime == "kv_tight":
            text = regime_single("kv_tight", 30.0, 8, out, args.capacity_runs)
        elif regime == "prompt_heavy":
            text = regime_single("prompt_heavy", 30.0, 15, out, args.capacity_runs)
        else:
            raise SystemExit(f"unknown regime {regime!r}")
        header = (
            f"Written by `experiments/plan_edge.py --regimes {regime}`; SLO p99 TTFT <= {SLO:g} s; capacity to 5 %.\n\n"
        )
        (out / f"edge-{regime}.md").write_text(
            text.replace("\n", "\n\n" + header, 1) if text.startswith("# ") else header + text
        )
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
