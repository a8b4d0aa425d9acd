"""Request by request: each answer's TTFT on a paced e2e run against the simulator's for the same request.

    .venv/bin/python -m e2e.request_ttft FILE [--router NAME] [--slowest 6]

FILE is a run's ``--json-out`` (paced engines, each answer kept: ``answers``). The simulator runs the row as the
page predicts it (`e2e.predict.sim_router`; a router that picks at random with seed 0) on the engines' pacing, each
replica at its speed, plus the measured path. Printed per run: the quantiles of both, the slowest answers with the
simulator's TTFT and replica for the same request, and the medians per simulated replica. Where the router decides
as the simulator does (round robin), the two agree request by request; where it decides on live load or at random,
only their distributions can.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent


def simulated(saved: dict, router: str):
    """The simulator's result (`SimResult`) for row ``router`` of a saved paced run, and the path it adds."""
    from cacheroute_solver.simulator import simulate
    from e2e.pacing import Pacing
    from e2e.predict import sim_fleet, sim_router, sim_trace
    from e2e.routers import parse_routers
    from e2e.schedule import plan_step_times, saved_schedule

    s = saved["setup"]
    pacings = [Pacing.model_validate(x) for x in s.get("pacing") or []]
    if not pacings:
        raise SystemExit("request_ttft: the run's engines were not paced (its setup has no pacing)")
    schedule = saved_schedule(s, ROOT)
    fleet, cfg = sim_fleet(s, pacings[0].cost(), speeds=[x.speed for x in pacings])
    (spec,) = parse_routers(router)
    engines = cfg.model_copy(update={"kv_events": spec.kv_events}) if spec.plans else cfg
    sim = sim_router(spec, schedule, saved["configs"], plan_step_times(schedule, s["plan_period"]))
    if sim is None:
        raise SystemExit(f"request_ttft: the simulator has no router for {router}")
    return simulate(sim_trace(schedule), fleet, sim, engines), s.get("path_s") or 0.0


def compare(result, path_s: float, answers: Sequence[Sequence], slowest: int) -> list[str]:
    """Lines comparing one run's ``answers`` ([index, TTFT s, cached tokens]) with the simulator's ``result``."""
    got = {int(i): float(t) for i, t, _ in answers if t is not None}
    idx = sorted(got)
    measured = np.array([got[i] for i in idx])
    sim = (result.ttft + path_s)[idx]
    replica = result.replica[idx].astype(int)
    q = (50, 90, 99)
    out = [
        f"  TTFT (s) p50 / p90 / p99: measured {' / '.join(f'{np.percentile(measured, x):.3f}' for x in q)}, "
        f"simulated {' / '.join(f'{np.percentile(sim, x):.3f}' for x in q)} ({len(idx)} answers)"
    ]
    for k in np.argsort(-measured)[:slowest]:
        out.append(f"  request {idx[k]}: measured {measured[k]:.3f}, simulated {sim[k]:.3f} on replica {replica[k]}")
    for r in sorted(set(replica.tolist())):
        on = replica == r
        out.append(
            f"  simulated on replica {r} ({int(on.sum())} requests): median measured {np.median(measured[on]):.3f}, "
            f"simulated {np.median(sim[on]):.3f}"
        )
    return out


def main(argv: Sequence[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("data", help="a paced e2e run's --json-out file")
    p.add_argument("--router", help="only this row (default: every row)")
    p.add_argument("--slowest", type=int, default=6, help="how many of the slowest answers to list")
    args = p.parse_args(argv)
    saved = json.loads(Path(args.data).read_text())
    for name in saved["setup"]["routers"]:
        if args.router and name != args.router:
            continue
        result, path_s = simulated(saved, name)
        for res in saved["results"]:
            if res["router"] == name and res.get("answers"):
                print(f"{name} run {res['run']}:")
                print("\n".join(compare(result, path_s, res["answers"], args.slowest)))


if __name__ == "__main__":
    main()
