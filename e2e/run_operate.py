"""Operating CacheRoute on real vLLM engines: record under the incumbent, gate, enable, watch.

What a platform engineer does (docs/operating.md), on the engines `run_e2e.py` starts, on the trace's
clock. Each run resets the engines' prefix caches and starts one reference router in shadow mode: it
routes by its incumbent policy (``--incumbent``, least loaded by default) while CacheRoute observes
and plans (the planner stepped every period of trace time, as in `run_e2e.py`), and it records the
traffic it routes (`adapter.recorder`). Then:

1. **Record**: the first ``--window`` trace seconds of the schedule; the engines' own counters give the
   incumbent's measured hit rate.
2. **Gate**: ``cacheroute gate RECORDING --router-config ... --engine ... --json gate.json``, as a user
   runs it: the router's own config, the engines described by a cost model fitted to the recorded
   window's latencies. The report says the replayed incumbent's hit rate (checked against the
   engines' counters: the first goal) and CacheRoute's predicted one.
3. **Enable**: ``POST /plan/enable`` with the report (``?force=1`` only where the verdict is reject,
   and the run says so).
4. **Watch**: the rest of the schedule, live; the engines' counters give the live plan's measured hit
   rate (against the gate's prediction: the second goal) and ``GET /plan/state`` whether the router's
   own watch rolled back. The live window's recording is gated too, so the simulator's replay of
   CacheRoute is checked on the traffic it served, apart from the change of traffic between windows.

Every process it starts is stopped by pid on the way out. Run from the repository root with the library's
environment (``.venv/bin/python -m e2e.run_operate``); the engines run from ``--vllm-venv``. Writes
``--json-out`` and the page ``--out``.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
from cacheroute_solver.observe import read_trace  # noqa: E402
from e2e.counters import engine_step_times, engine_ttft_quantile  # noqa: E402
from e2e.loadgen import replay  # noqa: E402
from e2e.predict import fit_cost, sim_fleet  # noqa: E402
from e2e.procs import Processes  # noqa: E402
from e2e.report import engines_note  # noqa: E402
from e2e.routers import ROUTERS, reference_config  # noqa: E402
from e2e.run_e2e import (  # noqa: E402
    Fleet,
    RouterRun,
    add_fleet_args,
    compact_json,
    engine_counters,
    http_get,
    http_post,
    place_harness,
    plan_config_of,
    plan_hooks,
    reset_caches,
    wait_idle,
)
from e2e.schedule import Schedule, build_schedule, plan_step_times  # noqa: E402

GOAL_POINTS = 2.0
"""Issue 24's goals: the replayed incumbent and the live plan each within 2 points of what they predict."""


def family_records(name: str, rate: float, duration_s: float, seed: int) -> list[SimpleNamespace]:
    """A generated workload family (`simulator.generate_workload`) as Mooncake records for `build_schedule`:
    traffic whose every stretch is alike, so a prediction made on one window holds for the next (the
    Mooncake trace's later requests reuse far more than its first ten minutes). Each family block
    counts as one 512-token trace block, renumbered so that equal blocks keep equal ids."""
    from cacheroute_solver.simulator import generate_workload
    from cacheroute_solver.simulator.workloads import Family

    t = generate_workload(cast("Family", name), rate=rate, duration_s=duration_s, seed=seed)  # the name: checked there
    ids: dict[int, int] = {}
    off, hashes = t.hash_offsets, t.hashes
    return [
        SimpleNamespace(
            timestamp=1000.0 * float(t.arrival[i]),
            input_length=int(t.prompt_tokens[i]) * 512 / t.block_tokens,
            output_length=int(t.output_tokens[i]),
            hash_ids=tuple(ids.setdefault(int(h), len(ids)) for h in hashes[off[i] : off[i + 1]]),
        )
        for i in range(len(t.arrival))
    ]


def window(schedule: Schedule, start_s: float, end_s: float) -> Schedule:
    """The items sent in [start_s, end_s) wall seconds, their send times shifted to start at 0."""
    items = tuple(replace(it, send_s=it.send_s - start_s) for it in schedule.items if start_s <= it.send_s < end_s)
    return replace(schedule, items=items)


def engine_hit_rate(before: list[dict], after: list[dict]) -> tuple[float, float]:
    """(hit rate, prompt tokens queried) over the engines between two reads of their counters."""
    hits = sum(
        a["vllm:prefix_cache_hits_total"] - b["vllm:prefix_cache_hits_total"]
        for a, b in zip(after, before, strict=False)
    )
    queries = sum(
        a["vllm:prefix_cache_queries_total"] - b["vllm:prefix_cache_queries_total"]
        for a, b in zip(after, before, strict=False)
    )
    return hits / max(queries, 1.0), queries


def recorded_lines(directory: Path) -> list[bytes]:
    return [ln for f in sorted(directory.glob("traffic-*.jsonl")) for ln in f.read_bytes().splitlines(keepends=True)]


def settle_recording(directory: Path, expected: int, timeout_s: float = 30.0) -> list[bytes]:
    """The recording once it holds ``expected`` lines (the writer flushes every half second)."""
    deadline = time.monotonic() + timeout_s
    lines = recorded_lines(directory)
    while len(lines) < expected and time.monotonic() < deadline:
        time.sleep(0.5)
        lines = recorded_lines(directory)
    return lines


def run_configs(work: Path, run_no: int) -> tuple[Path, Path, Path]:
    """Where a run keeps what the gate reads beside the recording: the router's config, the candidate's
    config and the engines' description."""
    return (
        work / f"operate-r{run_no}.json",
        work / f"operate-r{run_no}-cacheroute.json",
        work / f"engine-r{run_no}.json",
    )


def gate(args, recording: Path, configs: tuple[Path, Path, Path], out_json: Path) -> tuple[int, dict, str]:
    """`cacheroute gate` on a recording with a run's `run_configs`, as a user runs it: (exit status, report,
    printed text)."""
    rc_path, crc_path, engine_path = configs
    fleet = ["--router-config", str(rc_path), "--config", str(crc_path), "--engine", str(engine_path)]
    return _gate_cli(args, recording, fleet, out_json)


def _gate_cli(args, recording: Path, fleet: list[str], out_json: Path) -> tuple[int, dict, str]:
    """``cacheroute gate RECORDING`` with ``fleet``'s options, the run's SLO and capacity runs, in this process:
    (exit status, report, printed text)."""
    from cacheroute_solver.cli import main as cli

    argv = ["gate", str(recording), *fleet, "--slo", str(args.slo), "--capacity-runs", str(args.capacity_runs)]
    argv += ["--workers", "1", "--no-progress", "--json", str(out_json)]
    out, err = io.StringIO(), io.StringIO()
    status = cli(argv, out, err)
    if status not in (0, 1) or not out_json.exists():
        raise RuntimeError(f"cacheroute gate exited {status}: {err.getvalue()[-1500:]}")
    return status, json.loads(out_json.read_text()), out.getvalue()


def gate_alone(args, rec_dir: Path, recording: Path, where: Path) -> dict:
    """`cacheroute gate` on the recorded window with nothing but the recording and the router's replicas.json
    beside it (issue 53: the fleet fitted from them) and the incumbent named, as a user with no fleet file runs
    it; its summary, with what the fit found."""
    where.mkdir(parents=True, exist_ok=True)
    (where / recording.name).write_bytes(recording.read_bytes())
    figures = rec_dir / "replicas.json"
    if figures.exists():
        (where / "replicas.json").write_bytes(figures.read_bytes())
    _, report, printed = _gate_cli(args, where / recording.name, ["--baseline", args.incumbent], where / "gate.json")
    summary = gate_summary(report)
    summary["fit"] = [line.strip() for line in printed.splitlines() if line.startswith("  ")][:12]
    return summary


def gate_summary(report: dict) -> dict:
    """What the page shows of a gate report."""
    out = {
        k: report.get(k)
        for k in (
            "verdict",
            "reasons",
            "baseline_hit_rate",
            "candidate_hit_rate",
            "baseline_steady_hit_rate",
            "candidate_steady_hit_rate",
            "baseline_ttft_p99_s",
            "candidate_ttft_p99_s",
            "baseline_ttft_p50_s",
            "candidate_ttft_p50_s",
            "capacity_ratio",
            "replay_error",
        )
    }
    out["served_hit_rate"] = report["recording"]["served_hit_rate"]
    return out


def replay_live(report: dict) -> dict:
    return {
        "candidate_hit_rate": report["candidate_hit_rate"],
        "candidate_steady_hit_rate": report.get("candidate_steady_hit_rate"),
        "served_hit_rate": report["recording"]["served_hit_rate"],
        "replay_error": report.get("replay_error"),
    }


def checks(res: dict) -> dict:
    """The goals' gaps, in points. The live plan is held to the prediction the router's watch uses: the hit
    rate once warm (the replay's second half) where the report has it."""
    g, lv = res["gate"], res["replay_live"]
    warm = g.get("candidate_steady_hit_rate")
    lv_warm = lv.get("candidate_steady_hit_rate")
    return {
        "replayed_incumbent_minus_measured": 100 * (g["baseline_hit_rate"] - res["measured_incumbent"]),
        "live_minus_predicted": 100 * (res["measured_live"] - (g["candidate_hit_rate"] if warm is None else warm)),
        "live_minus_predicted_whole": 100 * (res["measured_live"] - g["candidate_hit_rate"]),
        "live_replayed_minus_measured": 100
        * ((lv["candidate_hit_rate"] if lv_warm is None else lv_warm) - res["measured_live"]),
    }


def regate(saved: dict, work: Path, args) -> None:
    """Gate each run's saved recording again with this version of the gate (the same files, so the same
    replay), for figures an older harness did not keep."""
    for r in saved["runs"]:
        n = r["run"]
        _, report, _ = gate(args, work / f"recording-r{n}-a.jsonl", run_configs(work, n), work / f"regate-r{n}.json")
        r["gate"] = dict(gate_summary(report), verdict=r["gate"]["verdict"])
        _, report_b, _ = gate(
            args, work / f"recording-r{n}-b.jsonl", run_configs(work, n), work / f"regate-r{n}-b.json"
        )
        r["replay_live"] = replay_live(report_b)
        r["checks"] = checks(r)


def one_run(args, fleet: Fleet, schedule: Schedule, run_no: int, cap: float, work: Path) -> dict:
    """Record, gate, enable, watch: one run's measurements and predictions."""
    split_s = args.window / args.time_scale
    first, rest = window(schedule, 0.0, split_s), window(schedule, split_s, float("inf"))
    times = plan_step_times(schedule, args.plan_period)
    steps_a = [t for t in times if t < split_s]
    steps_b = [t - split_s for t in times if t >= split_s]
    rec_dir = work / f"rec-r{run_no}"
    spec = replace(ROUTERS[args.incumbent], name=f"operate-{args.incumbent}")
    plan_config = plan_config_of(args)
    cfg = reference_config(
        spec,
        fleet.urls,
        kv_tokens=args.blocks * args.block_size,
        prefill_capacity=cap,
        plan_config=plan_config,
        chars_per_token=schedule.chars_per_token(),
        max_keys=args.max_keys,
        horizon_s=args.horizon / args.time_scale,
    )
    cfg.update(shadow=True, recording={"directory": str(rec_dir), "flush_s": 0.5, "figures_s": 1.0})
    if args.gate_from_recording:  # the KV the engines publish goes in the recording's replicas.json
        cfg["engine_metrics"] = {"scrape_s": 0.5}
    # chains in the engines' own token blocks, so the recording replays the blocks the engines cached
    cfg["key_spec"] = dict(cfg["key_spec"], tokenizer=fleet.tokenizer, block_tokens=args.block_size)
    configs = rc_path, crc_path, engine_path = run_configs(work, run_no)
    rc_path.write_text(json.dumps(cfg))
    period = args.plan_period / args.time_scale
    # the gate's candidate: the router's planner settings (the gate takes them from its config) solved fast
    crc_path.write_text(
        json.dumps(
            {
                "plan": dict(plan_config, backend="greedy"),
                "observer": {"block_tokens": args.block_size, "horizon_s": args.horizon / args.time_scale},
                "first_plan_s": period,
                "replan_s": period,
                "max_keys": args.max_keys,
            }
        )
    )
    res: dict = {"run": run_no, "incumbent": args.incumbent, "requests": [len(first.items), len(rest.items)]}
    reset_caches(fleet.urls)
    rr = RouterRun(spec, fleet, f"op{run_no}")
    try:
        rr.start([cfg])
        # 1. record under the incumbent
        before = engine_counters(fleet.urls)
        print(
            f"[operate] run {run_no}: recording {len(first.items)} requests under {args.incumbent} "
            f"({first.duration_s:.0f} s)",
            flush=True,
        )
        out_a = asyncio.run(replay(rr.base, first, hooks=plan_hooks(rr, steps_a, cfg), timeout_s=args.request_timeout))
        wait_idle(fleet.urls)
        mid = engine_counters(fleet.urls)
        res["measured_incumbent"], res["queried_a"] = engine_hit_rate(before, mid)
        # what the engines served the window with, for the gate's prediction of the incumbent (issue 53)
        res["engine_ttft_p50_a"] = engine_ttft_quantile(before, mid, 0.5)
        lines_a = settle_recording(rec_dir, len(first.items))
        rec_a = work / f"recording-r{run_no}-a.jsonl"
        rec_a.write_bytes(b"".join(lines_a))
        res["recorded_a"] = len(lines_a)
        # the engines as the gate sees them: their own step times over the recorded window
        cost = engine_step_times(before, mid)
        res["cost_from"] = "the engines' own request timings"
        if cost is None:
            pairs = [
                (o.prompt_tokens - o.cached_tokens, o.latency_s)
                for o in out_a.outcomes
                if o.status == 200 and o.prompt_tokens is not None and o.cached_tokens is not None
            ]
            cost, res["cost_from"] = fit_cost(pairs, args.max_out), "a fit to the answers' latencies"
        setup = {
            "engines": args.engines,
            "blocks": args.blocks,
            "block_size": args.block_size,
            "prefill_capacity": cap,
            "max_num_seqs": args.max_num_seqs,
            "max_num_batched_tokens": args.max_num_batched_tokens,
        }
        engine_path.write_text(sim_fleet(setup, cost)[1].model_dump_json())
        res["cost"] = cost
        res["errors_a"] = len(out_a.errors)
        res["lag_a"] = out_a.max_lag_s
        # 2. gate
        t = time.monotonic()
        status, report, printed = gate(args, rec_a, configs, work / f"gate-r{run_no}.json")
        res["gate_s"] = time.monotonic() - t
        res["gate"] = gate_summary(report)
        print(f"[operate] run {run_no}: gate ({res['gate_s']:.0f} s): {printed.strip()}", flush=True)
        if args.gate_from_recording:
            res["gate_alone"] = gate_alone(args, rec_dir, rec_a, work / f"alone-r{run_no}")
            print(f"[operate] run {run_no}: gate from the recording alone: {res['gate_alone']}", flush=True)
        # 3. enable
        forced = status != 0
        code, body = http_post(
            rr.base + "/plan/enable" + ("?force=1" if forced else ""), (work / f"gate-r{run_no}.json").read_bytes()
        )
        res["enable"] = {
            "status": code,
            "forced": forced,
            "mode": json.loads(body).get("mode") if code == 200 else body[:500],
        }
        if code != 200:
            raise RuntimeError(f"/plan/enable answered {code}: {body[:500]}")
        # 4. watch, live
        print(
            f"[operate] run {run_no}: live on the plan for {len(rest.items)} requests ({rest.duration_s:.0f} s)",
            flush=True,
        )
        out_b = asyncio.run(replay(rr.base, rest, hooks=plan_hooks(rr, steps_b, cfg), timeout_s=args.request_timeout))
        wait_idle(fleet.urls)
        end = engine_counters(fleet.urls)
        res["measured_live"], res["queried_b"] = engine_hit_rate(mid, end)
        res["state"] = json.loads(http_get(rr.base + "/plan/state"))
        res["errors_b"] = len(out_b.errors)
        res["lag_b"] = out_b.max_lag_s
        lines = settle_recording(rec_dir, len(first.items) + len(rest.items))
        rec_b = work / f"recording-r{run_no}-b.jsonl"
        rec_b.write_bytes(b"".join(lines[len(lines_a) :]))
        res["recorded_b"] = len(lines) - len(lines_a)
        metrics = rr.router_metrics()
    finally:
        rr.stop()
    # the live window's own recording: CacheRoute's replay against what the engines served it
    _, report_b, _ = gate(args, rec_b, configs, work / f"gate-r{run_no}-b.json")
    res["replay_live"] = replay_live(report_b)
    res["rollbacks"] = sum(
        float(ln.split()[-1]) for ln in metrics[0].splitlines() if ln.startswith("cacheroute_rollbacks_total")
    )
    res["checks"] = checks(res)
    print(
        f"[operate] run {run_no}: incumbent measured {res['measured_incumbent']:.2%}, replayed "
        f"{res['gate']['baseline_hit_rate']:.2%}; CacheRoute predicted {res['gate']['candidate_hit_rate']:.2%}, "
        f"live {res['measured_live']:.2%} (mode {res['state'].get('mode')}, rollbacks {res['rollbacks']:g}); "
        f"live window replayed {res['replay_live']['candidate_hit_rate']:.2%}",
        flush=True,
    )
    return res


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.2f}%"


def write_page(path: Path, saved: dict) -> None:
    s, runs = saved["setup"], saved["runs"]
    cost_from = ", ".join(sorted({r.get("cost_from", "a fit to the answers' latencies") for r in runs})) or "-"
    lines = [
        "# Operating CacheRoute on real vLLM engines: record, gate, enable, watch",
        "",
        f"Produced by `python -m e2e.run_operate {' '.join(s['argv'])}` ({s['started']}, {s['total_s'] / 60:.0f} min) on the "
        f"vLLM CPU engines of `make e2e` ({s['engines']} engines, {s['blocks']} KV blocks of {s['block_size']} tokens, "
        f"prefill capacity {s['prefill_capacity']:.0f} prompt tokens/s each, measured before the runs). Workload: "
        f"the first {s['requests']} requests of `{s['trace']}` on the trace's clock / {s['time_scale']:g}; the first "
        f"{s['window']:g} trace seconds are recorded under the incumbent (`{s['incumbent']}`, the reference router in "
        "shadow mode with its planner stepped every 20 trace seconds), gated with `cacheroute gate RECORDING "
        "--router-config ROUTER.json --config CACHEROUTE.json --engine ENGINE.json --json gate.json` (ENGINE: step "
        f"times from {cost_from} over the recorded window), enabled with `POST /plan/enable`, and the rest "
        "is served live. Hit rates measured are the engines' `vllm:prefix_cache_hits_total` / "
        "`vllm:prefix_cache_queries_total` over each window.",
        "",
        *engines_note(s, []),
        "| run | incumbent measured | replayed (gate) | points | verdict | CacheRoute predicted (gate): whole replay, "
        "once warm | live measured | points (against once warm) | mode after | rollbacks | live window replayed | points "
        "| errors |",
        "|---|---:|---:|---:|---|---:|---:|---:|---|---:|---:|---:|---:|",
    ]
    for r in runs:
        c = r["checks"]
        lines.append(
            f"| {r['run']} | {_pct(r['measured_incumbent'])} | {_pct(r['gate']['baseline_hit_rate'])} | "
            f"{c['replayed_incumbent_minus_measured']:+.2f} | {r['gate']['verdict']}"
            f"{' (forced)' if r['enable']['forced'] else ''} | {_pct(r['gate']['candidate_hit_rate'])}, "
            f"{_pct(r['gate'].get('candidate_steady_hit_rate'))} | "
            f"{_pct(r['measured_live'])} | {c['live_minus_predicted']:+.2f} | {r['state'].get('mode')} | "
            f"{r['rollbacks']:g} | {_pct(r['replay_live']['candidate_hit_rate'])}, "
            f"{_pct(r['replay_live'].get('candidate_steady_hit_rate'))} | "
            f"{c['live_replayed_minus_measured']:+.2f} | {r['errors_a'] + r['errors_b']} |"
        )
    for f in saved.get("failed", []):
        lines.append(f"\nRun {f['run']} failed: `{f['error']}`")
    if runs:
        worst = {k: max(abs(r["checks"][k]) for r in runs) for k in runs[0]["checks"] if k in runs[-1]["checks"]}
        lines += [
            "",
            "Goals (issue 24), each the largest gap over the runs:",
            f"- the replayed incumbent within {GOAL_POINTS:g} points of the engines' measured hit rate: "
            f"{worst['replayed_incumbent_minus_measured']:.2f} points "
            f"({'met' if worst['replayed_incumbent_minus_measured'] <= GOAL_POINTS else 'not met'});",
            f"- the live plan's measured hit rate within {GOAL_POINTS:g} points of the gate's prediction (once warm, "
            "the figure the router's watch holds it to): "
            f"{worst['live_minus_predicted']:.2f} points "
            f"({'met' if worst['live_minus_predicted'] <= GOAL_POINTS else 'not met'}); the prediction is for the "
            "recorded window's traffic and the live window is the trace's next stretch, so this gap holds the change "
            "of traffic as well as the simulator's error"
            + (
                " (a generated family: every stretch of it is alike);"
                if s["trace"].startswith("family:")
                else " (the Mooncake trace's later requests reuse far more than its first ones);"
            ),
            f"- the simulator alone on the live window (its own recording, CacheRoute replayed, against the engines' "
            f"measurement over the window): {worst['live_replayed_minus_measured']:.2f} points for the replay's second "
            "half, which starts warm as the live router did but covers only the later half of the window; the whole "
            "replay starts cold, with empty caches and no plan, so it is low by its warm-up.",
        ]
    path.write_text("\n".join(lines) + "\n")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "--trace",
        default=str(ROOT / "data/traces/synthetic_trace.jsonl"),
        help="a Mooncake JSONL trace, or family:NAME for a generated workload (--rate, --duration, --seed)",
    )
    p.add_argument("--rate", type=float, default=4.0, help="family: requests per trace second")
    p.add_argument("--duration", type=float, default=900.0, help="family: trace seconds")
    p.add_argument("--seed", type=int, default=1, help="family: seed")
    p.add_argument("--requests", type=int, default=4000)
    p.add_argument("--window", type=float, default=600.0, help="trace seconds recorded before the switch")
    p.add_argument("--time-scale", type=float, default=1.0, help="trace time / wall time (1: the trace's own clock)")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--incumbent", default="least_loaded", choices=["least_loaded", "round_robin"])
    p.add_argument("--slo", type=float, default=10.0, help="the gate's p99 TTFT SLO, seconds")
    p.add_argument("--capacity-runs", type=int, default=4)
    p.add_argument(
        "--gate-from-recording",
        action="store_true",
        help="also gate each recorded window from the recording alone (the fleet fitted from it and the router's "
        "replicas.json; the routers read the engines' /metrics for their KV): JSON gate_alone",
    )
    add_fleet_args(p)
    p.add_argument("--workdir", default=str(ROOT / "tmp/e2e-operate"))
    p.add_argument("--out", default=str(ROOT / "docs/results/e2e-operate.md"))
    p.add_argument("--json-out", default=str(ROOT / "docs/results/e2e-operate.json"))
    p.add_argument("--report-only", default=None, help="rewrite the page from a --json-out file, run nothing")
    p.add_argument(
        "--regate",
        action="store_true",
        help="with --report-only: gate the runs' recordings in --workdir again with this version first",
    )
    args = p.parse_args()
    if args.report_only:
        earlier = json.loads(Path(args.report_only).read_text())
        if args.regate:
            regate(earlier, Path(args.workdir), args)
            Path(args.report_only).write_text(compact_json(earlier))
        write_page(Path(args.out), earlier)
        return
    place_harness(args)
    records: Sequence[Any]
    if args.trace.startswith("family:"):
        records = family_records(args.trace.split(":", 1)[1], args.rate, args.duration, args.seed)[: args.requests]
    else:
        records = read_trace(args.trace).records[: args.requests]
    schedule = build_schedule(
        records,
        tokens_per_block=args.tokens_per_block,
        max_prompt=args.max_prompt,
        max_out=args.max_out,
        time_scale=args.time_scale,
        wording=args.wording,
    )
    work = Path(args.workdir)
    work.mkdir(parents=True, exist_ok=True)
    t_start = time.time()
    saved: dict = {
        "setup": {
            "argv": sys.argv[1:],
            "started": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "requests": len(schedule.items),
            "trace": (
                f"{args.trace} (rate {args.rate:g}, {args.duration:g} s, seed {args.seed})"
                if args.trace.startswith("family:")
                else Path(args.trace).name
            ),
            "tokens_per_block": args.tokens_per_block,
            "time_scale": args.time_scale,
            "window": args.window,
            "incumbent": args.incumbent,
            "engines": args.engines,
            "blocks": args.blocks,
            "block_size": args.block_size,
            "engine_cpus": args.engine_cpu_list,
            "harness_cpus": args.harness_cpu_list,
            "engine_mode": "fake" if args.fake_engines else args.engine_mode,
            "fake_engines": args.fake_engines,
        },
        "runs": [],
        "failed": [],
    }
    with Processes(work / "logs") as procs:
        fleet = Fleet(args, procs, work)
        saved["setup"]["pacing"] = [x.model_dump(exclude={"log"}) for x in fleet.pacings]
        saved["setup"]["paced_capacity"] = [x.prompt_tokens_per_s() for x in fleet.pacings]
        fleet.start()
        cap = args.prefill_capacity or fleet.calibrate()
        saved["setup"]["prefill_capacity"] = cap
        print(
            f"[operate] engines up after {time.time() - t_start:.0f} s; {cap:.0f} prompt tokens/s per engine; "
            f"{len(schedule.items)} requests over {schedule.duration_s:.0f} s",
            flush=True,
        )
        for run_no in range(1, args.runs + 1):
            try:
                saved["runs"].append(one_run(args, fleet, schedule, run_no, cap, work))
            except Exception as e:  # noqa: BLE001 a failed run must not hide the others
                print(f"[operate] run {run_no} failed: {e!r}", flush=True)
                saved["failed"].append({"run": run_no, "error": repr(e)[:500]})
            saved["setup"]["total_s"] = time.time() - t_start
            Path(args.json_out).write_text(compact_json(saved))
    write_page(Path(args.out), saved)
    print(f"[operate] wrote {args.out}", flush=True)
    if saved["failed"]:
        sys.exit(f"[operate] FAILED: {len(saved['failed'])} run(s)")


if __name__ == "__main__":
    main()
