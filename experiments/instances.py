"""Several router instances behind one balancer: CacheRoute xN against the baselines as users scale them.

Every router runs as N instances behind a round-robin balancer (`simulator.balancer.Balanced`), each
with its own state and its own in-flight counts. Rows (docs/results/edge-instances.md says which is which):

- ``cacheroute`` (one instance), for reference;
- ``cacheroute xN``: one plan from the instances' merged observations, and the home rule
  (`routing.home`) that every instance computes alike;
- ``cacheroute_reactive xN``: the same core with no plan (the home rule alone);
- ``cacheroute_private xN``: one plan, no home rule (each instance alone: the routing before it);
- ``cacheroute_peers xN``: ``cacheroute xN`` whose instances tell each other what they send (with each
  request's chain, without the KV events) and what comes back (`RoutingConfig.peer_load`, reports
  ``registry.PEER_DELAY_S`` late): each decides on the fleet's load, its memory holding every instance's decisions;
- baselines xN without shared state: cache_aware_cli, llmd, dynamo, chwbl, consistent_hash,
  least_loaded;
- baselines xN with the sharing each offers: SGLang's mesh (``cache_aware_mesh``: every instance's
  tree gets the others' decisions 1 s later) and Dynamo fed by the engines' KV events. CacheRoute
  never gets the events.

For each family and seed: hit rate and p99 TTFT at the trace's own rate for every row and N, and the
capacity at the SLO (p99 TTFT, resolved to 5 %) for the rows and N given by ``--capacity``.
Simulations run in ``--workers`` processes.

    .venv/bin/python -m experiments.instances  # as in docs/results/edge-instances.md
    .venv/bin/python -m experiments.instances --families kv_tight --seeds 1 --instances 4
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

from cacheroute_solver.baselines.cache_aware_mesh import CacheAwareMesh  # noqa: E402
from cacheroute_solver.planning import Planning  # noqa: E402
from cacheroute_solver.replay import CacheRouteConfig, CacheRouteRouter, capacity_at_slo, planning_fleet, routing_for  # noqa: E402
from cacheroute_solver.replay.registry import BASELINES, PEER_DELAY_S  # noqa: E402
from cacheroute_solver.simulator import EngineConfig, Router, generate_workload, simulate  # noqa: E402
from cacheroute_solver.simulator.balancer import Balanced  # noqa: E402
from experiments.plan_edge import fleet_for  # noqa: E402

RUNS = {
    "published": (176.0, 300.0, 15, 3.5),
    "chat": (100.0, 300.0, 15, 3.5),
    "conversation": (8.0, 900.0, 15, 10.0),
    "kv_tight": (30.0, 300.0, 8, 3.5),
    "prompt_heavy": (30.0, 300.0, 15, 3.5),
    "fanout": (60.0, 300.0, 15, 3.5),
}
"""family -> (rate req/s, seconds, replicas, SLO p99 TTFT s), as evaluate.py and plan_edge.py run them
(prompt_heavy: not in this page's default families; `experiments.capacity_rows` runs it; fanout: the
burst pages', `--arrival-quantum`)."""
QUANTUM: list[float | None] = [None]
"""Arrivals floored to whole multiples of this many seconds (`Trace.quantized`; None: as generated), in
this process and every worker (`scale`)."""

NO_SHARING = ["cache_aware_cli", "llmd", "dynamo", "chwbl", "consistent_hash", "least_loaded"]
SHARING = ["cache_aware_mesh", "dynamo+events", "dynamo_softmax+events", "lmetric+events"]
EVENTS = ["cacheroute+events", "cacheroute_peers+events"]
"""CacheRoute given the engines' KV events too, as Dynamo is (its memory follows them; no home credit)."""
OURS = ["cacheroute", "cacheroute_reactive", "cacheroute_private", "cacheroute_peers"]
PEERS = {"peer_load": True}
"""``cacheroute_peers``'s routing settings changed from the default: each instance's load view holds the
other instances' requests as they report them (`routing.peer_load`)."""


def make(name: str, n: int, fam: str, block_tokens: int, events=(), routing_update=None):
    """A factory of fresh routers for row ``name`` with ``n`` instances, and its engine config;
    ``events``: instances restarting or added (`InstanceEvent`); ``routing_update``: CacheRoute's
    routing settings changed from the row's (a variant)."""
    fleet = fleet_for(fam, RUNS[fam][2])
    eng = EngineConfig(kv_events=name.endswith("+events"))
    base = name.removesuffix("+events")
    if base in OURS:
        pf = planning_fleet(fleet)
        cfg = CacheRouteConfig(planning=base != "cacheroute_reactive")
        update = {
            **(PEERS if base == "cacheroute_peers" else {}),
            **(routing_update or {}),
        }
        routing = routing_for(eng, 1 if base == "cacheroute_private" else n).model_copy(update=update)
        extra: dict = {}
        if base == "cacheroute_peers":
            extra["peer_s"] = PEER_DELAY_S

        def factory() -> Router:
            if n == 1:
                return CacheRouteRouter(pf, cfg, routing=routing).for_trace(block_tokens)
            shared = Planning(pf, cfg, block_tokens) if cfg.planning else None

            def one() -> Router:
                return CacheRouteRouter(pf, cfg, routing=routing, planning=shared).for_trace(block_tokens)

            return Balanced([one() for _ in range(n)], events=events, spawn=one, **extra)

        return factory, eng
    if base == "cache_aware_mesh":
        return (lambda: CacheAwareMesh(n, events=events)), eng
    cls = BASELINES[base]
    return (lambda: cls() if n == 1 else Balanced([cls() for _ in range(n)], events=events, spawn=cls)), eng


def run(fam: str, seed: int, name: str, n: int, capacity: bool, routing_update=None) -> dict:
    """Row ``name`` x ``n`` on family ``fam``, seed ``seed``: at the trace's rate, and with ``capacity`` its
    capacity at the SLO; ``routing_update``: as `make` takes it."""
    rate, dur, replicas, slo = RUNS[fam]
    trace = generate_workload(fam, rate=rate, duration_s=dur, seed=seed).quantized(QUANTUM[0])  # type: ignore[arg-type]
    fleet = fleet_for(fam, replicas)
    factory, eng = make(name, n, fam, trace.block_tokens, routing_update=routing_update)
    t0 = time.time()
    router = factory()
    res = simulate(trace, fleet, router, eng)
    out = {
        "family": fam,
        "seed": seed,
        "router": name,
        "instances": n,
        "hit_rate": res.report.hit_rate,
        "p99_s": res.report.ttft.p99,
        "bound": res.report.bound_hit_rate,
        "requests": len(trace),
        "counts": {k: int(v) for k, v in getattr(router, "counts", {}).items()},
    }
    if capacity:
        cap = capacity_at_slo(trace, fleet, factory, slo, "ttft", eng, rel_tol=0.05, max_runs=9)
        out.update(
            capacity_rps=cap.capacity_rps,
            threshold_effect=cap.threshold_effect,
            hit_at_capacity=cap.at_capacity.hit_rate if cap.at_capacity else None,
        )
    out["seconds"] = time.time() - t0
    out["commit"] = _commit()
    return out


def _commit() -> str | None:
    """The checkout's commit, recorded with each row (None: not a git checkout)."""
    import subprocess

    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


CHURN_ROUTERS = [
    "cacheroute",
    "cacheroute_reactive",
    "cache_aware_cli",
    "llmd",
    "chwbl",
    "cache_aware_mesh",
    "dynamo+events",
]
CHURN_AT = 150.0
CHURN_WINDOW = 60.0


def churn(fam: str, seed: int, name: str, n: int, kind: str) -> dict:
    """Instance 0 restarts (or one is added) at `CHURN_AT`: hit rate and p99 TTFT over the
    `CHURN_WINDOW` seconds before and after, at the trace's own rate."""
    import numpy as np

    from cacheroute_solver.simulator.balancer import InstanceEvent

    rate, dur, replicas, _slo = RUNS[fam]
    trace = generate_workload(fam, rate=rate, duration_s=dur, seed=seed).quantized(QUANTUM[0])  # type: ignore[arg-type]
    factory, eng = make(name, n, fam, trace.block_tokens, events=[InstanceEvent(CHURN_AT, kind, 0)])  # type: ignore[arg-type]
    res = simulate(trace, fleet_for(fam, replicas), factory(), eng)
    t = res.arrival - res.arrival[0]

    def window(lo: float, hi: float) -> tuple[float, float]:
        m = (t >= lo) & (t < hi)
        ttft = res.ttft[m]
        ttft = ttft[np.isfinite(ttft)]
        return float(res.hit_tokens[m].sum() / max(res.prompt_tokens[m].sum(), 1)), float(np.percentile(ttft, 99))

    (hb, pb), (ha, pa) = window(CHURN_AT - CHURN_WINDOW, CHURN_AT), window(CHURN_AT, CHURN_AT + CHURN_WINDOW)
    return {
        "family": fam,
        "seed": seed,
        "router": name,
        "instances": n,
        "kind": kind,
        "hit_before": hb,
        "p99_before_s": pb,
        "hit_after": ha,
        "p99_after_s": pa,
    }


def churn_report(rows: list[dict]) -> str:
    out = [
        "## Router instances come and go",
        "",
        f"Instance 0 of 4 restarts at {CHURN_AT:g} s (its memory, trees and in-flight counts gone; CacheRoute's "
        "fresh instance loads the shared plan at start), or a fifth instance is added then (empty). Hit rate and "
        f"p99 TTFT over the {CHURN_WINDOW:g} s before and after, at the trace's own rate. The mesh's fresh gateway "
        "gets the others' decisions from then on, not their earlier trees.",
        "",
    ]
    for kind in ("restart", "add"):
        for fam in dict.fromkeys(r["family"] for r in rows):
            rs = [r for r in rows if r["kind"] == kind and r["family"] == fam]
            if not rs:
                continue
            seeds = sorted({r["seed"] for r in rs})
            out += [
                f"### {fam}, one instance {'restarts' if kind == 'restart' else 'added'} (seeds {', '.join(map(str, seeds))}, means)",
                "",
                "| router | hit before | hit after | change (points) | p99 before (s) | p99 after (s) |",
                "|---|---:|---:|---:|---:|---:|",
            ]
            for name in CHURN_ROUTERS:
                g = [r for r in rs if r["router"] == name]
                if not g:
                    continue
                m = lambda k, g=g: sum(r[k] for r in g) / len(g)  # noqa: E731
                out.append(
                    f"| {label(name, g[0]['instances'])} | {m('hit_before'):.1%} | {m('hit_after'):.1%} | "
                    f"{100 * (m('hit_after') - m('hit_before')):+.1f} | {m('p99_before_s'):.2f} | {m('p99_after_s'):.2f} |"
                )
            out.append("")
    return "\n".join(out)


SUMMARY = {
    "cacheroute": "cacheroute",
    "cacheroute+events": "cacheroute + KV events",
    "cacheroute_peers+events": "cacheroute + KV events + peer load",
    "cache_aware_mesh": "SGLang mesh",
    "dynamo+events": "Dynamo + KV events",
}


def summary(rows: list[dict], families: list[str], ns: list[int]) -> list[str]:
    """Per family and N, seed 1: capacity against one instance's and hit rate against one instance's
    (points), for the rows `SUMMARY` names (blank: not run)."""
    by = {(r["family"], r["seed"], r["router"], r["instances"]): r for r in rows}
    out = [
        "## Against one instance, seed 1",
        "",
        "Capacity as a share of CacheRoute x1's, and hit rate at the trace's rate in points against "
        "CacheRoute x1's (blank: not run).",
        "",
        "| family | N | " + " | ".join(SUMMARY.values()) + " |",
        "|---|---:|" + "---:|" * len(SUMMARY),
    ]
    for fam in families:
        one = by.get((fam, 1, "cacheroute", 1))
        if one is None:
            continue
        for n in ns:
            cells = []
            for nm in SUMMARY:
                r = by.get((fam, 1, nm, n))
                if r is None:
                    cells.append("")
                    continue
                cap = ""
                if "capacity_rps" in r and "capacity_rps" in one:
                    cap = f"{r['capacity_rps'] / one['capacity_rps']:.2f}x, "
                cells.append(f"{cap}{100 * (r['hit_rate'] - one['hit_rate']):+.1f} pt")
            if any(cells):
                out.append(f"| {fam} | {n} | " + " | ".join(cells) + " |")
    return [*out, ""]


def goals(rows: list[dict], families: list[str], ns: list[int]) -> list[str]:
    """Issue 54's goals per family and N, seed 1: CacheRoute xN as users run it (`cacheroute_peers`: the
    instances' reports, the default) against one instance (p99 TTFT within 1.15x at the trace's rate, hit
    rate within 1 point, capacity at least 1.00x) and against SGLang's mesh xN (capacity at least its)."""
    by = {(r["family"], r["seed"], r["router"], r["instances"]): r for r in rows}
    out = [
        "## Goals (issue 54), seed 1",
        "",
        "CacheRoute xN = `cacheroute_peers` (peer load, the default with several instances); x1 = `cacheroute`. "
        "p99 TTFT and hit rate at the trace's rate; capacity at the SLO (5 %). A blank: not run.",
        "",
        "| family | N | p99 x1 (s) | p99 xN (s) | xN / x1 | hit x1 | hit xN (points) | capacity x1 | capacity xN "
        "(x x1) | mesh xN | xN / mesh |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for fam in families:
        one = by.get((fam, 1, "cacheroute", 1))
        if one is None:
            continue
        for n in ns:
            r, mesh = by.get((fam, 1, "cacheroute_peers", n)), by.get((fam, 1, "cache_aware_mesh", n))
            if r is None:
                continue
            cap1, capn = one.get("capacity_rps"), r.get("capacity_rps")
            capm = mesh.get("capacity_rps") if mesh else None
            c1 = f"{cap1:.1f}" if cap1 else ""
            cn = f"{capn:.1f} ({capn / cap1:.2f}x)" if capn and cap1 else (f"{capn:.1f}" if capn else "")
            cm = f"{capm:.1f}" if capm else ""
            vs = f"{capn / capm:.2f}x" if capn and capm else ""
            out.append(
                f"| {fam} | {n} | {one['p99_s']:.2f} | {r['p99_s']:.2f} | {r['p99_s'] / one['p99_s']:.2f}x | "
                f"{one['hit_rate']:.1%} | {r['hit_rate']:.1%} ({100 * (r['hit_rate'] - one['hit_rate']):+.1f}) | {c1} | "
                f"{cn} | {cm} | {vs} |"
            )
    return [*out, ""]


def label(name: str, n: int) -> str:
    if n == 1:
        return f"{name} (one instance)"
    extra = {
        "cacheroute": " (one plan + home rule)",
        "cacheroute_reactive": " (home rule, no plan)",
        "cacheroute_private": " (one plan, no home rule: before)",
        "cache_aware_mesh": " (SGLang mesh, 1 s sync)",
        "dynamo_softmax+events": " (engines' KV events, temperature 0.5, 5 s predicted TTL)",
        "lmetric+events": " (Dynamo's LMetric cost, engines' KV events)",
        "dynamo+events": " (engines' KV events)",
        "cacheroute+events": " (engines' KV events, no home credit)",
        "cacheroute_peers": " (... + the instances' load and chains reported to each other, 5 ms)",
        "cacheroute_peers+events": " (engines' KV events + the instances' load reports, 5 ms)",
    }.get(name, " (no shared state)")
    return f"{name.removesuffix('+events')} x{n}{extra}"


def _mean(xs: list[float]) -> str:
    return f"{sum(xs) / len(xs):.1%}" if xs else "n/a"


def report(rows: list[dict], families: list[str], seeds: list[int], ns: list[int]) -> str:
    by = {(r["family"], r["seed"], r["router"], r["instances"]): r for r in rows}
    out = [
        "# Several router instances behind one balancer",
        "",
        "Written by `experiments/instances.py`; every router runs as N instances behind a round-robin balancer, "
        "each with its own state and in-flight counts (`simulator/balancer.py`). "
        "Rows: `cacheroute xN` = one plan from the merged observations and the "
        "home rule (`routing/home.py`); `cacheroute_reactive xN` = the home rule with no plan; `cacheroute_private xN` = one plan "
        "without the home rule (the routing before it); baselines without shared state, and with the sharing "
        "each offers (SGLang's mesh, Dynamo's KV-event index); `cacheroute+events xN` = CacheRoute fed the same "
        "KV events as Dynamo (its memory follows them; no home credit). Capacity: the highest rate whose p99 TTFT "
        "is within the SLO, to 5 %, the same search for every row. `*`: a threshold effect (a passing rate above a "
        "failing one, or a p99 floor near the SLO) was found. `†`: a row measured at an earlier commit (no commit "
        "recorded); the routing it measures decides the same today, but CacheRoute's planner works to a time limit, "
        "so its rows move a little with the machine's load.",
        "",
    ]
    if QUANTUM[0] is not None:
        out += [
            f"**Arrivals floored to whole multiples of {QUANTUM[0]:g} s** (`--arrival-quantum`, `Trace.quantized`: as "
            "logs with whole-second timestamps record them, at every rate tried), so the requests of one second "
            "arrive together and several instances decide them on the same view (issue 54).",
            "",
        ]
    for fam in families:
        rate, dur, replicas, slo = RUNS[fam]
        some = next((r for r in rows if r["family"] == fam), None)
        if some is None:
            continue
        out += [
            f"## {fam}: {replicas} replicas, {rate:g} req/s for {dur:g} s, SLO p99 TTFT {slo:g} s",
            "",
            f"Seeds {', '.join(map(str, seeds))}; infinite-cache bound (seed {some['seed']}) {some['bound']:.1%}. "
            "Hit rate and p99 at the trace's rate: mean over the seeds.",
            "",
        ]
        names = OURS + NO_SHARING + SHARING + EVENTS
        for n in ns:
            cs = [s for s in seeds if any("capacity_rps" in by.get((fam, s, nm, n), {}) for nm in names)]

            def total(nm: str, k: int, cs: list[int] = cs, n: int = n, fam: str = fam) -> float | None:
                rs = [by.get((fam, s, nm, k), {}) for s in cs]
                return sum(r["capacity_rps"] for r in rs) if cs and all("capacity_rps" in r for r in rs) else None

            hdr = "| router | hit rate | p99 TTFT (s) |" + (
                f" capacity (req/s), seed {', '.join(map(str, cs))} | x CacheRoute x1 | x best without sharing | "
                "x best with sharing |"
                if cs
                else ""
            )
            out += [f"### x{n}", "", hdr, "|---|---:|---:|" + ("---|---:|---:|---:|" if cs else "")]
            best_ns = max((t for b in NO_SHARING if (t := total(b, n)) is not None), default=None)
            best_sh = max((t for b in SHARING if (t := total(b, n)) is not None), default=None)
            one_cap = total("cacheroute", 1)
            for nm, k in [("cacheroute", 1)] + [(nm, n) for nm in names]:
                rs = [r for s in seeds if (r := by.get((fam, s, nm, k)))]
                if not rs:
                    continue
                old = "" if any(r.get("commit") for r in rs) else "†"
                line = f"| {label(nm, k)}{old} | {_mean([r['hit_rate'] for r in rs])} | {sum(r['p99_s'] for r in rs) / len(rs):.2f} |"
                if cs:
                    tot = total(nm, k)
                    if tot is not None:
                        caps = [by[(fam, s, nm, k)] for s in cs]
                        star = "*" if any(r.get("threshold_effect") for r in caps) else ""
                        ratio = lambda ref, tot=tot: f"{tot / ref:.2f}" if ref else "n/a"  # noqa: E731
                        per = ", ".join(f"{r['capacity_rps']:.1f}" for r in caps)
                        line += f" {per}{star} | {ratio(one_cap)} | {ratio(best_ns)} | {ratio(best_sh)} |"
                    else:
                        line += " | | | |"
                out.append(line)
            out.append("")
    out += summary(rows, families, ns)
    if QUANTUM[0] is not None:
        out += goals(rows, families, ns)
    return "\n".join(out)


def scale(replicas: int | None, duration_s: float | None = None, quantum: float | None = None) -> None:
    """Every family on ``replicas`` replicas (None: its own), its rate scaled alike, for ``duration_s``
    seconds (None: its own), its arrivals floored to ``quantum`` seconds (None: not), in this process and
    every worker."""
    QUANTUM[0] = quantum
    for fam, (rate, dur, reps, slo) in list(RUNS.items()):
        n = reps if replicas is None else replicas
        RUNS[fam] = (rate * n / reps, dur if duration_s is None else duration_s, n, slo)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--families", default="published,chat,conversation,kv_tight")
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--instances", default="4,8")
    ap.add_argument("--capacity", default="4", help="instance counts whose rows get a capacity search ('' for none)")
    ap.add_argument("--capacity-seeds", default="1", help="seeds whose rows get a capacity search")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--routers", default="", help="only these rows run (comma-separated; kept rows of others stay)")
    ap.add_argument(
        "--capacity-routers",
        default="",
        help="only these rows ('router' or 'router:N') get a capacity search ('': all)",
    )
    ap.add_argument(
        "--churn", default="published,chat", help="families for the restart / added-instance runs ('' for none)"
    )
    ap.add_argument("--churn-only", action="store_true", help="only the restart / added-instance runs (kept rows stay)")
    ap.add_argument(
        "--resume",
        action="store_true",
        help="keep the rows (and churn rows) of the existing JSON that a task would redo",
    )
    ap.add_argument("--report-only", action="store_true", help="write the page from the existing JSON, run nothing")
    ap.add_argument("--redo", default="", help="with --resume: 'router' or 'router:N' rows to run again anyway")
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "results")
    ap.add_argument(
        "--replicas",
        type=int,
        default=None,
        help="replicas of every family instead of its own, the rate scaled alike; writes edge-instances-rN.*",
    )
    ap.add_argument("--notes", type=Path, default=None, help="markdown put after the page's first paragraph")
    ap.add_argument("--duration", type=float, default=None, help="seconds of every family's trace instead of its own")
    ap.add_argument(
        "--arrival-quantum",
        type=float,
        default=None,
        help="floor every arrival to a whole multiple of this many seconds (bursts, issue 54); writes "
        "edge-instances[-rN]-qQ.* with the goals' summary",
    )
    args = ap.parse_args()
    stem = "edge-instances" if args.replicas is None else f"edge-instances-r{args.replicas}"
    if args.arrival_quantum is not None:
        stem += f"-q{args.arrival_quantum:g}"
    scale(args.replicas, args.duration, args.arrival_quantum)
    families = args.families.split(",")
    seeds = [int(s) for s in args.seeds.split(",")]
    ns = [int(n) for n in args.instances.split(",")]
    cap_ns = {int(n) for n in args.capacity.split(",") if n}
    cap_seeds = {int(s) for s in args.capacity_seeds.split(",") if s}
    only = {x for x in args.routers.split(",") if x} or None
    cap_only = {x for x in args.capacity_routers.split(",") if x} or None

    def searched(nm: str, n: int) -> bool:
        return cap_only is None or nm in cap_only or f"{nm}:{n}" in cap_only

    tasks = []
    for fam in families:
        for seed in seeds:
            tasks.append((fam, seed, "cacheroute", 1, bool(cap_ns) and seed in cap_seeds and searched("cacheroute", 1)))
            for n in ns:
                for nm in OURS + NO_SHARING + SHARING + EVENTS:
                    tasks.append((fam, seed, nm, n, n in cap_ns and seed in cap_seeds and searched(nm, n)))
    tasks.sort(key=lambda t: -int(t[4]))  # capacity searches first: the longest
    churn_tasks = [
        (fam, seed, nm, 4, kind)
        for kind in ("restart", "add")
        for fam in args.churn.split(",")
        if fam
        for seed in seeds
        for nm in CHURN_ROUTERS
    ]
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / f"{stem}.json"
    saved = json.loads(path.read_text()) if path.exists() else {}
    if args.report_only:
        kept = saved if isinstance(saved, list) else saved.get("rows", [])
        saved_churned = [] if isinstance(saved, list) else saved.get("churn", [])
        text = report(kept, families, seeds, ns) + ("\n" + churn_report(saved_churned) if saved_churned else "")
        if args.notes is not None:
            head, sep, rest = text.partition("\n\n## ")
            text = head + "\n\n" + args.notes.read_text().strip() + sep + rest
        (args.out / f"{stem}.md").write_text(text + "\n")
        return
    kept = saved if isinstance(saved, list) else saved.get("rows", [])
    rows: list[dict] = kept if args.churn_only else []
    redo = {x for x in args.redo.split(",") if x}

    def redone(r: dict) -> bool:
        return r["router"] in redo or f"{r['router']}:{r['instances']}" in redo

    if args.resume and not args.churn_only:
        planned = {t[:4] for t in tasks}
        have = {
            (r["family"], r["seed"], r["router"], r["instances"], "capacity_rps" in r): r for r in kept if not redone(r)
        }
        rows = [have[(t[0], t[1], t[2], t[3], t[4])] for t in tasks if (t[0], t[1], t[2], t[3], t[4]) in have]
        tasks = [t for t in tasks if (t[0], t[1], t[2], t[3], t[4]) not in have]
        if only is not None:  # the other rows stay as they were, capacity or not
            loose = {(r["family"], r["seed"], r["router"], r["instances"]): r for r in kept if not redone(r)}
            held = {id(r) for r in rows}
            rows += [
                loose[t[:4]] for t in tasks if t[2] not in only and t[:4] in loose and id(loose[t[:4]]) not in held
            ]
        # rows of families, seeds or instance counts not run this time stay as they were
        rows += [r for r in kept if (r["family"], r["seed"], r["router"], r["instances"]) not in planned]
        print(f"resuming: {len(rows)} rows kept, {len(tasks)} to run", file=sys.stderr)
    if only is not None:
        tasks = [t for t in tasks if t[2] in only]
    churned: list[dict] = []
    if args.resume:  # churn rows too: keep those not redone, run only the rest
        saved_churn = [] if isinstance(saved, list) else saved.get("churn", [])
        churned = [c for c in saved_churn if not redone(c)]
        done = {(c["family"], c["seed"], c["router"], c["instances"], c["kind"]) for c in churned}
        churn_tasks = [t for t in churn_tasks if t not in done]

    def save() -> None:
        path.write_text(json.dumps({"rows": rows, "churn": churned}, indent=1))

    initargs = (args.replicas, args.duration, args.arrival_quantum)
    with ProcessPoolExecutor(args.workers, initializer=scale, initargs=initargs) as pool:
        futs = {pool.submit(run, *t): "run" for t in ([] if args.churn_only else tasks)}
        futs.update({pool.submit(churn, *t): "churn" for t in churn_tasks})
        for f in as_completed(futs):
            r = f.result()
            if futs[f] == "churn":
                churned.append(r)
                print(
                    f"{r['family']} s{r['seed']} {r['router']} x4 {r['kind']}: hit {r['hit_before']:.1%} -> "
                    f"{r['hit_after']:.1%}",
                    file=sys.stderr,
                    flush=True,
                )
            else:
                rows.append(r)
                cap = f" capacity {r['capacity_rps']:.1f}" if "capacity_rps" in r else ""
                print(
                    f"{r['family']} s{r['seed']} {label(r['router'], r['instances'])}: hit {r['hit_rate']:.1%} "
                    f"p99 {r['p99_s']:.2f}{cap} ({r['seconds']:.0f} s)",
                    file=sys.stderr,
                    flush=True,
                )
            save()
    text = report(rows, families, seeds, ns)
    if churned:
        text += "\n" + churn_report(churned)
    (args.out / f"{stem}.md").write_text(text + "\n")


if __name__ == "__main__":
    main()
