"""The ``cacheroute`` command: one subcommand per job (``observe``, ``plan``, ``replay``, ``compare``).

Each subcommand is a ``register(subparsers)`` function that adds its parser and sets ``run``;
``main`` returns the exit status: 0 done, 1 nothing usable in the input, 2 bad input.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from pydantic import BaseModel, ValidationError

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig

__all__ = ["build_parser", "main"]


class CliError(Exception):
    """Bad input; the message says which file and field."""


def _load_json_model(path: str, model: type[BaseModel], what: str) -> Any:
    try:
        text = Path(path).read_text()
    except OSError as e:
        raise CliError(f"{what} {path}: {e.strerror}") from e
    try:
        return model.model_validate_json(text)
    except ValidationError as e:
        err = e.errors(include_url=False)[0]
        where = ".".join(str(x) for x in err["loc"]) or "(document)"
        raise CliError(f"{what} {path}: {where}: {err['msg']}") from e


class _KeyList(BaseModel):
    keys: list[KeyStats]


def _load_keys(path: str) -> list[KeyStats]:
    """A JSON list of KeyStats, or an object with a ``keys`` list (as ``observe --json`` writes)."""
    try:
        raw = json.loads(Path(path).read_text())
    except OSError as e:
        raise CliError(f"keys {path}: {e.strerror}") from e
    except json.JSONDecodeError as e:
        raise CliError(f"keys {path}: invalid JSON at line {e.lineno}: {e.msg}") from e
    if isinstance(raw, dict) and "keys" in raw:
        raw = raw["keys"]
    try:
        return _KeyList.model_validate({"keys": raw}).keys
    except ValidationError as e:
        err = e.errors(include_url=False)[0]
        loc = list(err["loc"][1:])
        where = (f"[{loc[0]}]" + "".join(f".{x}" for x in loc[1:])) if loc else "(document)"
        raise CliError(f"keys {path}: {where}: {err['msg']}") from e


# ---- observe -------------------------------------------------------------------------------


def _register_observe(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "observe",
        help="key statistics of a Mooncake-format trace",
        description="Read a Mooncake-format JSONL trace (timestamp ms, input_length, output_length, "
        "hash_ids) and print its keys: rates, reusable tokens, share of traffic covered by the top keys.",
    )
    p.add_argument("trace", help="JSONL trace file")
    p.add_argument("--block-tokens", type=int, default=512, help="tokens per hash_ids block (default 512)")
    p.add_argument(
        "--horizon",
        type=float,
        default=None,
        help="decay horizon in seconds (default: the trace's time span, so rates are trace averages)",
    )
    p.add_argument("--time-scale", type=float, default=1e-3, help="seconds per timestamp unit (default 1e-3)")
    p.add_argument("--top", type=int, default=20, help="keys to print (default 20)")
    p.add_argument("--json", metavar="PATH", help="also write the statistics as JSON (input for `plan --keys`)")
    p.add_argument("--max-errors", type=int, default=10, help="malformed records to print (default 10)")
    p.set_defaults(run=_run_observe)


def _run_observe(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from cacheroute_solver.observe import Observer, ObserverConfig, observe_records, read_trace

    try:
        read = read_trace(args.trace, args.block_tokens)
    except OSError as e:
        raise CliError(f"trace {args.trace}: {e.strerror}") from e
    for e in read.errors[: args.max_errors]:
        print(f"{args.trace}: {e}", file=err)
    if len(read.errors) > args.max_errors:
        print(f"{args.trace}: ... {len(read.errors) - args.max_errors} more malformed records", file=err)
    if not read.records:
        print(f"{args.trace}: no valid records", file=err)
        return 1
    ts = [r.timestamp * args.time_scale for r in read.records]
    span = max(ts) - min(ts)
    horizon = args.horizon if args.horizon is not None else max(span, 1.0)
    try:
        obs = Observer(ObserverConfig(block_tokens=args.block_tokens, horizon_s=horizon))
    except ValidationError as e:
        raise CliError(f"options: {e.errors(include_url=False)[0]['msg']}") from e
    observe_records(obs, read.records, args.time_scale)
    stats = obs.stats()

    prompt = stats.total_prompt_tokens
    reuse = sum(k.rate * k.prefix_tokens for k in stats.keys)
    print(
        f"{len(read.records)} requests ({len(read.errors)} malformed skipped) over {span:.0f} s; "
        f"horizon {horizon:.0f} s",
        file=out,
    )
    print(
        f"traffic {stats.total_rate:.3f} req/s, {stats.total_rate * prompt:,.0f} prompt tokens/s; "
        f"{len(stats.keys)} keys carry {stats.keyed_rate:.3f} req/s "
        f"({stats.keyed_rate / stats.total_rate:.1%}); reusable {reuse:,.0f} tokens/s "
        f"({reuse / max(stats.total_rate * prompt, 1e-12):.1%} of prompt tokens)",
        file=out,
    )
    shares = [n for n in (1, 10, 100, 1000) if n <= max(len(stats.keys), 1)]
    print("share of requests in the top N keys: " + ", ".join(f"top {n}: {stats.top_share(n):.1%}" for n in shares), file=out)
    print(file=out)
    print(f"{'key':<24} {'req/s':>9} {'prefix tok':>11} {'tail tok':>9} {'out tok':>8} {'reuse tok/s':>12}", file=out)
    for k in stats.keys[: args.top]:
        print(
            f"{k.key:<24} {k.rate:>9.4f} {k.prefix_tokens:>11.0f} {k.tail_tokens:>9.0f} "
            f"{k.output_tokens:>8.0f} {k.rate * k.prefix_tokens:>12.0f}",
            file=out,
        )
    if args.json:
        Path(args.json).write_text(json.dumps([k.model_dump() for k in stats.keys], indent=1))
    return 0


# ---- plan ----------------------------------------------------------------------------------


def _register_plan(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "plan",
        help="write a routing plan (JSON) from key statistics and a fleet",
        description="Solve the warm-set and placement program for KEYS (a JSON list of KeyStats) "
        "on FLEET (a JSON Fleet) and write the Plan as JSON.",
    )
    p.add_argument("--keys", required=True, help="JSON list of KeyStats (or `observe --json` output)")
    p.add_argument("--fleet", required=True, help="JSON Fleet: {\"replicas\": [{\"id\", \"prefill_capacity\", \"kv_capacity\"}, ...]}")
    p.add_argument("--config", help="JSON PlanConfig (defaults otherwise)")
    p.add_argument("--previous", help="JSON Plan of the previous period (for hysteresis and churn)")
    p.add_argument("--backend", choices=["auto", "cpsat", "pulp", "greedy"], help="overrides the config's backend")
    p.add_argument("--time-limit", type=float, help="overrides the config's time_limit_s")
    p.add_argument("--admit-rate", type=float, help="overrides admit_rate (req/s); keep_rate is lowered to it if above")
    p.add_argument("--keep-rate", type=float, help="overrides keep_rate (req/s)")
    p.add_argument("-o", "--output", help="write the plan here (default: stdout)")
    p.set_defaults(run=_run_plan)


def _run_plan(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from cacheroute_solver.plan import PlanInputError, solve_plan

    keys = _load_keys(args.keys)
    fleet = _load_json_model(args.fleet, Fleet, "fleet")
    config = _load_json_model(args.config, PlanConfig, "config") if args.config else PlanConfig()
    overrides = {}
    if args.backend:
        overrides["backend"] = args.backend
    if args.time_limit is not None:
        overrides["time_limit_s"] = args.time_limit
    if args.admit_rate is not None:
        overrides["admit_rate"] = args.admit_rate
        overrides["keep_rate"] = min(config.keep_rate, args.admit_rate)
    if args.keep_rate is not None:
        overrides["keep_rate"] = args.keep_rate
    if overrides:
        try:
            config = PlanConfig.model_validate({**config.model_dump(), **overrides})
        except ValidationError as e:
            raise CliError(f"options: {e.errors(include_url=False)[0]['msg']}") from e
    previous = _load_json_model(args.previous, Plan, "previous plan") if args.previous else None
    try:
        plan = solve_plan(keys, fleet, config, previous=previous)
    except PlanInputError as e:
        raise CliError(str(e)) from e
    text = plan.model_dump_json(indent=1)
    if args.output:
        Path(args.output).write_text(text + "\n")
    else:
        print(text, file=out)
    print(
        f"plan epoch {plan.epoch}: {len(plan.assignments)} warm keys of {len(keys)}, "
        f"{len(plan.replicated_keys)} replicated, hit rate {plan.predicted_hit_rate:.1%}, "
        f"objective {plan.objective:,.0f} (bound {plan.bound:,.0f}), {plan.backend} {plan.status}"
        + (f", fallback: {plan.fallback_reason}" if plan.fallback_reason else ""),
        file=err,
    )
    busiest = max((k.rate for k in keys), default=0.0)
    if keys and busiest < config.admit_rate:
        print(
            f"note: no key reaches admit_rate {config.admit_rate:g} req/s (busiest {busiest:.3g}); "
            "lower it with --admit-rate",
            file=err,
        )
    return 0


# ---- replay / compare ----------------------------------------------------------------------


def _add_trace_args(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "trace",
        help="Mooncake-format JSONL trace, or family:NAME for a generated workload (published, chat, low_reuse)",
    )
    p.add_argument("--block-tokens", type=int, default=512, help="tokens per hash_ids block of a JSONL trace (default 512)")
    p.add_argument("--rate", type=float, help="time-scale the trace to this mean rate, req/s (family: generation rate, default 176)")
    p.add_argument("--duration", type=float, default=300.0, help="family: seconds of trace (default 300)")
    p.add_argument("--seed", type=int, default=1, help="family: seed (default 1)")
    p.add_argument("--replicas", type=int, default=15, help="reference replicas (default 15)")
    p.add_argument("--fleet", help="JSON Fleet instead of --replicas reference replicas")
    p.add_argument("--slo", type=float, default=3.5, help="p99 SLO in seconds (default 3.5)")
    p.add_argument("--metric", choices=["ttft", "e2e"], default="ttft", help="latency the SLO is on (default ttft)")
    p.add_argument("--config", help="JSON CacheRouteConfig for the cacheroute router (defaults otherwise)")
    p.add_argument("--capacity-runs", type=int, default=8, help="simulations per capacity search; 0 skips it (default 8)")
    p.add_argument("--no-progress", action="store_true", help="no progress bars")


def _load_trace(args: argparse.Namespace) -> Any:
    from cacheroute_solver.simulator import FAMILIES, TraceFormatError, generate_workload, load_mooncake

    if args.trace.startswith("family:"):
        fam = args.trace.split(":", 1)[1]
        if fam not in FAMILIES:
            raise CliError(f"trace {args.trace}: unknown family {fam!r} (known: {', '.join(FAMILIES)})")
        if args.duration <= 0:
            raise CliError("options: --duration must be positive")
        rate = args.rate if args.rate is not None else 176.0
        if rate <= 0:
            raise CliError("options: --rate must be positive")
        return generate_workload(fam, rate=rate, duration_s=args.duration, seed=args.seed)  # type: ignore[arg-type]
    try:
        trace = load_mooncake(args.trace, block_tokens=args.block_tokens)
    except OSError as e:
        raise CliError(f"trace {args.trace}: {e.strerror}") from e
    except TraceFormatError as e:
        raise CliError(f"trace {args.trace}: {e}") from e
    if len(trace) < 2:
        raise CliError(f"trace {args.trace}: needs at least 2 requests")
    if args.rate is not None:
        if args.rate <= 0:
            raise CliError("options: --rate must be positive")
        trace = trace.with_rate(args.rate)
    return trace


def _load_fleet_arg(args: argparse.Namespace) -> Fleet:
    from cacheroute_solver.simulator import reference_fleet

    if args.fleet:
        return _load_json_model(args.fleet, Fleet, "fleet")
    if args.replicas < 1:
        raise CliError("options: --replicas must be at least 1")
    return reference_fleet(args.replicas)


def _route_config(args: argparse.Namespace) -> Any:
    from cacheroute_solver.route import CacheRouteConfig

    return _load_json_model(args.config, CacheRouteConfig, "config") if args.config else None


def _add_executor_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--workers", type=int, help="simulations at once: 1 runs them in this process (default: every core)")
    p.add_argument("--ray", metavar="ADDRESS", help="run the simulations on Ray: a cluster address, auto, or local")


def _executor(args: argparse.Namespace) -> Any:
    from cacheroute_solver.execution import executor_for

    if args.workers is not None and args.workers < 1:
        raise CliError("options: --workers must be at least 1")
    try:
        ex = executor_for(args.workers, args.ray)
        if args.ray:
            ex.connect()
    except (ImportError, ConnectionError) as e:
        raise CliError(f"options: --ray {args.ray}: {e}") from e
    return ex


class _Bar:
    """A tqdm bar over simulation runs (or nothing with --no-progress)."""

    def __init__(self, total: int, enabled: bool, err: TextIO) -> None:
        self.bar = None
        if enabled:
            from tqdm import tqdm

            self.bar = tqdm(total=total, unit="run", file=err, dynamic_ncols=True, leave=False)

    def __call__(self, router: str, point: Any) -> None:
        if self.bar is None:
            return
        what = "at trace rate" if point is None else f"{point.rate:.1f} req/s p99 {point.p99_s:.2f} s"
        self.bar.set_description(f"{router}: {what}")
        self.bar.update(1)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _register_replay(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "replay",
        help="replay a trace through a simulated fleet under one router or one plan",
        description="Simulate TRACE on the fleet under one router (cacheroute planning as the trace "
        "plays, or a baseline), or under a fixed plan (--plan), and print hit rate, latency, skew and "
        "the capacity at the SLO.",
    )
    _add_trace_args(p)
    p.add_argument("--router", default="cacheroute", help="router name (default cacheroute); see `compare --list`")
    p.add_argument("--plan", help="JSON Plan to follow for the whole trace (router cacheroute, no replanning)")
    p.add_argument("--json", metavar="PATH", help="also write the result (RouterResult) as JSON")
    _add_executor_args(p)
    p.set_defaults(run=_run_replay)


def _run_replay(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from cacheroute_solver.replay import compare, make_router

    trace = _load_trace(args)
    fleet = _load_fleet_arg(args)
    plan = _load_json_model(args.plan, Plan, "plan") if args.plan else None
    if plan is not None and args.router != "cacheroute":
        raise CliError("options: --plan is followed by the cacheroute router; drop --router")
    try:
        factory = make_router(args.router, trace, fleet, _route_config(args), plan=plan)
    except ValueError as e:
        raise CliError(str(e)) from e
    name = "plan" if plan is not None else args.router
    bar = _Bar(1 + max(args.capacity_runs, 0), not args.no_progress, err)
    try:
        with _executor(args) as ex:
            comp = compare(
                trace, fleet, {name: factory}, args.slo, args.metric, capacity_runs=args.capacity_runs, progress=bar,
                executor=ex,
            )
    except ValueError as e:
        raise CliError(str(e)) from e
    finally:
        bar.close()
    res = comp.results[0]
    rep = res.report
    bound = f" (infinite-cache bound {rep.bound_hit_rate:.1%})" if rep.bound_hit_rate is not None else ""
    m = args.metric
    print(f"{trace.name}: {len(trace)} requests at {trace.mean_rate:.2f} req/s on {len(fleet.replicas)} replicas, router {name}", file=out)
    print(f"served hit rate {rep.hit_rate:.1%}{bound}", file=out)
    print(
        f"p99 ttft {rep.ttft.p99:.3f} s, p99 e2e {rep.e2e.p99:.3f} s, busy skew {rep.busy_skew:.2f}, "
        f"completed {rep.completed}/{rep.requests}",
        file=out,
    )
    if res.counts:
        print("routed: " + ", ".join(f"{k} {v}" for k, v in sorted(res.counts.items())), file=out)
    if res.capacity is not None:
        cap = res.capacity
        at = cap.at_capacity
        extra = f" (hit rate {at.hit_rate:.1%}, p99 {m} {_p99_of(at, m):.3f} s, skew {at.busy_skew:.2f})" if at else ""
        print(f"capacity at p99 {m} <= {args.slo:g} s: {cap.capacity_rps:.2f} req/s{extra}", file=out)
    if args.json:
        Path(args.json).write_text(res.model_dump_json(indent=1))
    return 0


def _p99_of(report: Any, metric: str) -> float:
    return report.ttft.p99 if metric == "ttft" else report.e2e.p99


def _register_compare(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "compare",
        help="compare routers on a trace: a table and plots",
        description="Simulate TRACE under several routers, search each one's capacity at the SLO, "
        "print a markdown table and write it with JSON and PNG plots (p99 vs offered rate, hit rate, "
        "per-replica load) to --out.",
    )
    _add_trace_args(p)
    p.add_argument("--routers", help="comma-separated router names (default: cacheroute and every baseline)")
    p.add_argument("--out", help="directory for <stem>.md, <stem>.json and the PNG plots")
    p.add_argument("--stem", help="file name stem (default: from the trace)")
    p.add_argument("--list", action="store_true", help="list the router names and exit")
    _add_executor_args(p)
    p.set_defaults(run=_run_compare)


def _run_compare(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from cacheroute_solver.replay import compare, comparison_table, make_router, router_names, write_comparison

    if args.list:
        print("\n".join(router_names()), file=out)
        return 0
    names = [n.strip() for n in args.routers.split(",") if n.strip()] if args.routers else router_names()
    if not names:
        raise CliError("options: --routers names no router")
    unknown = [n for n in names if n not in router_names()]
    if unknown:
        raise CliError(f"options: unknown router {unknown[0]!r} (known: {', '.join(router_names())})")
    trace = _load_trace(args)
    fleet = _load_fleet_arg(args)
    cfg = _route_config(args)
    routers = {n: make_router(n, trace, fleet, cfg) for n in dict.fromkeys(names)}
    bar = _Bar(len(routers) * (1 + max(args.capacity_runs, 0)), not args.no_progress, err)
    try:
        with _executor(args) as ex:
            comp = compare(
                trace, fleet, routers, args.slo, args.metric, capacity_runs=args.capacity_runs, progress=bar, executor=ex
            )
    finally:
        bar.close()
    print(comparison_table(comp), file=out, end="")
    if args.out:
        stem = args.stem or "".join(c if c.isalnum() or c in "-_." else "_" for c in trace.name)
        for path in write_comparison(comp, args.out, stem):
            print(f"wrote {path}", file=err)
    return 0


# ---- entry point ---------------------------------------------------------------------------

COMMANDS: list[Callable[[argparse._SubParsersAction], None]] = [
    _register_observe,
    _register_plan,
    _register_replay,
    _register_compare,
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cacheroute", description="Cache-aware routing plans for LLM serving fleets."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for register in COMMANDS:
        register(sub)
    return parser


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``cacheroute``; returns the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    args = build_parser().parse_args(argv)
    try:
        return args.run(args, out, err)
    except CliError as e:
        print(f"cacheroute {args.command}: error: {e}", file=err)
        return 2


if __name__ == "__main__":
    sys.exit(main())
