"""How the single-instance comparison on the CPU engines moves with the trace window, the engines'
speed and the routing core's weights: the simulator's prediction of the e2e setup over a grid.

One measured run says little about a 1-point gap between two routers: the hit rate of a KV-tight
fleet is chaotic in the routing decisions (one different choice evicts other blocks later). This
replays the e2e schedule through the simulator (the harness's own `predict` pieces: the same
requests, block and KV sizes, the cost fitted to the engines' latencies in ``--data``) for every
trace window (``--offsets``: 2000 requests from each offset of the Mooncake trace) and engine
slowdown (``--slow``: the fitted step costs x this, for a loaded machine), and prints each router's
hit rate per case and its mean; a multi-turn run (``--workload multiturn``) has one schedule, so
``--offsets`` does not apply. Routers: ``sglang`` (cache_aware, SGLang's CLI defaults), ``rust``
(the Rust router's), ``prefixaware`` (production-stack's), ``cacheroute`` (the reference router as the harness runs it) and JSON objects
``{"routing": {...}, "n": 3, "events": true}``: the reference router with those `RoutingConfig`
fields, instances, and the engines' KV events.

    python -m e2e.sensitivity --data docs/results/e2e.json sglang cacheroute \\
        '{"routing": {"pressure_weight": 0}}'
"""

from __future__ import annotations

import argparse
import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
from e2e.predict import fit_cost, make_balanced, make_prefix_aware, make_reference_in_sim, sim_fleet, sim_trace  # noqa: E402
from e2e.routers import RUST_CACHE_AWARE, SGLANG_CACHE_AWARE  # noqa: E402
from e2e.schedule import build_schedule, plan_step_times, saved_records  # noqa: E402


def cases(saved: dict, trace_path: Path, offsets: list[int], slows: list[float]) -> list[dict]:
    s = saved["setup"]
    cost = fit_cost([tuple(p) for r in saved["results"] for p in r["cost_pairs"]], s["max_out"])
    records = saved_records(s, trace_path)
    if s.get("workload") == "multiturn":  # one schedule, generated: no trace windows
        offsets = [0]
    out = []
    for off in offsets:
        sched = build_schedule(
            records[off : off + s["requests"]],
            tokens_per_block=s["tokens_per_block"],
            max_prompt=s["max_prompt"],
            max_out=s["max_out"],
            time_scale=s["time_scale"],
            wording=s.get("wording", "v2"),
        )
        trace = sim_trace(sched)
        for slow in slows:
            fleet, cfg = sim_fleet(s, cost, slow)
            out.append(
                {
                    "label": f"from {off}, x{slow:g}",
                    "schedule": sched,
                    "trace": trace,
                    "fleet": fleet,
                    "config": cfg,
                    "times": plan_step_times(sched, s["plan_period"]),
                }
            )
    return out


def factory(saved: dict, spec: str):
    """(label, case -> simulator router, KV events on)."""
    from cacheroute_solver.baselines import CacheAwareRouter

    if spec in ("sglang", "rust"):
        d = SGLANG_CACHE_AWARE if spec == "sglang" else RUST_CACHE_AWARE
        return (
            spec,
            lambda c: CacheAwareRouter(
                **d, chars_per_token=c["schedule"].chars_per_token(), block_tokens=c["schedule"].tokens_per_block
            ),
            False,
        )
    if spec == "prefixaware":
        return spec, lambda c: make_prefix_aware(), False
    if spec.endswith("*3") and spec[:-2] in ("sglang", "rust"):
        _label, one, _ = factory(saved, spec[:-2])
        return spec, lambda c: make_balanced([lambda: one(c)] * 3), False
    v = {} if spec == "cacheroute" else json.loads(spec)
    n = int(v.get("n", 1))
    events = bool(v.get("events", False))
    base = saved["configs"]["cacheroute" if n == 1 else f"cacheroute*{n}"]

    def make(c):
        configs = copy.deepcopy(base)
        for cfg in configs:
            if "routing" in v:
                cfg["routing"] = v["routing"]
        return make_reference_in_sim(configs, c["times"], c["schedule"].tokens_per_block)

    return spec, make, events


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("routers", nargs="+")
    p.add_argument(
        "--data",
        default=str(ROOT / "docs/results/history/e2e-routing-core.json"),
        help="a run_e2e --json-out file: setup, reference-router configs and measured latencies",
    )
    p.add_argument("--trace", default=str(ROOT / "data/traces/synthetic_trace.jsonl"))
    p.add_argument("--offsets", default="0,1000,1993")
    p.add_argument("--slow", default="1,2,3")
    a = p.parse_args()
    from cacheroute_solver.simulator import simulate

    saved = json.loads(Path(a.data).read_text())
    grid = cases(saved, Path(a.trace), [int(x) for x in a.offsets.split(",")], [float(x) for x in a.slow.split(",")])
    print("| router | mean | " + " | ".join(c["label"] for c in grid) + " |")
    print("|---|---|" + "---|" * len(grid))
    for spec in a.routers:
        label, make, events = factory(saved, spec)
        hits = []
        for c in grid:
            cfg = c["config"].model_copy(update={"kv_events": events})
            hits.append(100 * simulate(c["trace"], c["fleet"], make(c), cfg).report.hit_rate)
        print(f"| `{label}` | {sum(hits) / len(hits):.2f} | " + " | ".join(f"{h:.2f}" for h in hits) + " |", flush=True)


if __name__ == "__main__":
    main()
