"""The learned cost model against the true one on a heterogeneous fleet (issue 53): capacity at the SLO.

Fifteen reference replicas (Llama-3.3-70B fp8 TP4 on H100), five of them (every third) at 0.4 of the others'
speed. The simulated CacheRoute router in four settings, the same trace and plans:

- ``true``: told each replica's true cost model (`replay.true_delays`: the engine's at the replica's speed);
- ``learned``: learning each replica's costs from its answers from a cold start (`routing.learned`, the
  default of the live router), the H100 preset as its prior;
- ``learned, warm``: learning as well, starting from the models a learned router ended with after one pass
  over the trace at its own rate (a router that has been running: the live router keeps learning, it does
  not start cold at every rate the capacity search tries);
- ``H100 preset``: today's default before learning: the reference H100 model for every replica, not learned.

For each: hit rate and p99 TTFT at the trace's rate, capacity at the SLO (`replay.compare`, ``--capacity-runs``
simulations), and for ``learned`` how far each replica's learned token cost ended from its truth. Writes
``docs/results/learned-costs.md`` and ``.json``.

    .venv/bin/python -m experiments.learned_costs                      # both workloads, about 40 min on 2 cores
    .venv/bin/python -m experiments.learned_costs --workloads prompt_heavy --duration 60 --capacity-runs 6
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from cacheroute_solver.models import Fleet
from cacheroute_solver.replay import CacheRouteConfig, CacheRouteRouter, compare, planning_fleet, true_delays
from cacheroute_solver.replay.execution import executor_for
from cacheroute_solver.routing import DelayModel, RoutingConfig
from cacheroute_solver.simulator import Router, Trace, generate_workload, reference_fleet, simulate

OUT = Path(__file__).resolve().parent.parent / "docs" / "results"
SLOW = 0.4
"""Speed of the slow replicas against the others."""


def hetero_fleet(n: int = 15, every: int = 3, speed: float = SLOW) -> Fleet:
    """``n`` reference replicas, every ``every``-th (from the third) at ``speed``."""
    base = reference_fleet(n)
    return Fleet(
        replicas=tuple(
            r.model_copy(update={"prefill_capacity": r.prefill_capacity * (speed if i % every == every - 1 else 1.0)})
            for i, r in enumerate(base.replicas)
        )
    )


def _factory(
    trace: Trace, fleet: Fleet, routing: RoutingConfig, delays: list[DelayModel] | None
) -> Callable[[], Router]:
    pf = planning_fleet(fleet)

    def make() -> Router:
        return CacheRouteRouter(pf, CacheRouteConfig(), routing=routing, delays=delays).for_trace(trace.block_tokens)

    return make


def routers(trace: Trace, fleet: Fleet) -> tuple[dict[str, Callable[[], Router]], list[dict]]:
    """The four settings (module docstring), and per replica how a cold learned router's token cost ended
    against the truth after one pass at the trace's rate."""
    truth = true_delays(fleet)
    cold = _factory(trace, fleet, RoutingConfig(learn=True), None)
    warm_up = cold()
    simulate(trace, fleet, warm_up)
    assert isinstance(warm_up, CacheRouteRouter) and warm_up.core is not None
    costs = warm_up.core.costs
    learned = [costs.model(r) for r in range(len(truth))]
    accuracy = [
        {
            "replica": fleet.replicas[r].id,
            "speed": round(truth[0].token_s / truth[r].token_s, 3),
            "token_s_ratio": round(learned[r].token_s / truth[r].token_s, 3),
            "attn_pair_s_ratio": round(learned[r].attn_pair_s / truth[r].attn_pair_s, 3),
            "observations": costs.observations(r),
        }
        for r in range(len(truth))
    ]
    table = {
        "true": _factory(trace, fleet, RoutingConfig(delay=DelayModel.from_cost()), truth),
        "learned": cold,
        "learned, warm": _factory(trace, fleet, RoutingConfig(learn=True), learned),
        "H100 preset": _factory(trace, fleet, RoutingConfig(delay=DelayModel.from_cost()), None),
    }
    return table, accuracy


def run(workload: str, rate: float, duration: float, seed: int, slo: float, runs: int, workers: int) -> dict:
    trace = generate_workload(workload, rate=rate, duration_s=duration, seed=seed)  # type: ignore[arg-type]
    fleet = hetero_fleet()
    started = time.time()
    table, accuracy = routers(trace, fleet)
    with executor_for(workers, None) as ex:
        comp = compare(trace, fleet, table, slo, "ttft", capacity_runs=runs, executor=ex)
    rows = []
    for res in comp.results:
        cap = res.capacity
        assert cap is not None
        rows.append(
            {
                "router": res.router,
                "hit_rate": round(res.report.hit_rate, 4),
                "p99_ttft_s": round(res.report.ttft.p99, 3),
                "capacity_rps": round(cap.capacity_rps, 1),
                "resolution": None if cap.resolution is None else round(cap.resolution, 3),
                "points": [(round(p.rate, 1), round(p.p99_s, 2)) for p in cap.points],
            }
        )
    return {
        "workload": workload,
        "rate": rate,
        "duration_s": duration,
        "seed": seed,
        "requests": len(trace),
        "slo_s": slo,
        "capacity_runs": runs,
        "rows": rows,
        "learned_accuracy": accuracy,
        "took_s": round(time.time() - started, 1),
    }


def page(results: list[dict], argv: list[str]) -> str:
    cmd = ".venv/bin/python -m experiments.learned_costs" + "".join(f" {a}" for a in argv)
    lines = [
        "# Learned cost models on a heterogeneous fleet (simulator)",
        "",
        f"Fifteen reference replicas (Llama-3.3-70B fp8 TP4, H100), five at {SLOW:g} of the others' speed; the",
        "simulated CacheRoute router told each replica's true model, learning it from a cold start, learning it",
        "from the models a learned router ended with after one pass over the trace (a router that has run a",
        "while), and today's default before learning (the H100 preset for every replica). Capacity: the highest",
        "offered rate with p99 TTFT within the SLO (`cacheroute compare`'s search). Deterministic (simulated time).",
        "",
        f"Command: `{cmd}`",
        "",
    ]
    for r in results:
        lines += [
            f"## {r['workload']}: {r['requests']} requests, {r['duration_s']:g} s at {r['rate']:g} req/s, seed "
            f"{r['seed']}; SLO p99 TTFT {r['slo_s']:g} s, {r['capacity_runs']} runs a search",
            "",
            "| router | hit rate | p99 TTFT at the trace's rate (s) | capacity (req/s) | x true |",
            "|---|---:|---:|---:|---:|",
        ]
        true_cap = next(x["capacity_rps"] for x in r["rows"] if x["router"] == "true")
        for x in r["rows"]:
            ratio = f"{x['capacity_rps'] / true_cap:.2f}" if true_cap > 0 else "n/a"
            lines.append(
                f"| {x['router']} | {x['hit_rate']:.1%} | {x['p99_ttft_s']:.2f} | {x['capacity_rps']:.1f} | {ratio} |"
            )
        acc = r["learned_accuracy"]
        fast = [a["token_s_ratio"] for a in acc if a["speed"] >= 0.99]
        slow = [a["token_s_ratio"] for a in acc if a["speed"] < 0.99]
        lines += [
            "",
            "Learned token cost against the truth after one pass at the trace's rate (cold start): full-speed "
            f"replicas {min(fast):.2f}-{max(fast):.2f}x, slow ones {min(slow):.2f}-{max(slow):.2f}x.",
            "",
            "Rates tried (req/s, p99 TTFT s): "
            + "; ".join(f"{x['router']}: " + ", ".join(f"{q:g} {p:g}" for q, p in x["points"]) for x in r["rows"]),
            "",
        ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workloads", default="prompt_heavy,published")
    ap.add_argument("--rate", type=float, default=100.0, help="the traces' generation rate, req/s")
    ap.add_argument(
        "--duration",
        type=float,
        default=600.0,
        help="seconds of trace at --rate (scaled to each rate the search tries: 60,000 requests are two minutes at "
        "500 req/s, so a cold start is a small part of them)",
    )
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--slo", type=float, default=3.5)
    ap.add_argument("--capacity-runs", type=int, default=8)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--out", default=str(OUT / "learned-costs"), help="path stem of the .md and .json written")
    a = ap.parse_args(argv)
    results = []
    for w in (x.strip() for x in a.workloads.split(",") if x.strip()):
        res = run(w, a.rate, a.duration, a.seed, a.slo, a.capacity_runs, a.workers)
        print(json.dumps(res), flush=True)
        results.append(res)
    given = argv if argv is not None else sys.argv[1:]
    Path(a.out + ".json").write_text(json.dumps(results, indent=1) + "\n")
    Path(a.out + ".md").write_text(page(results, list(given)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
