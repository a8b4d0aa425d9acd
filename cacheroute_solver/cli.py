"""The ``cacheroute`` command: one subcommand per job (``observe``, ``plan``, ``replay``, ``compare``,
``planner``).

Each subcommand is a ``register(subparsers)`` function that adds its parser and sets ``run``;
``main`` returns the exit status: 0 done, 1 nothing usable in the input, 2 bad input or options.

Every command that reads a trace does it the same way (`cacheroute_solver.tracefile`): a
malformed record is skipped and reported on stderr by line and field, the count of skipped
records is printed with the results, and ``--strict`` stops (exit 2) at any malformed record
instead. A trace with no good record left exits 1.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn, TextIO, TypeVar

from pydantic import BaseModel, ValidationError

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig
from cacheroute_solver.tracefile import MAX_TOKENS, TraceRecordError

__all__ = ["build_parser", "main"]

MAX_GENERATED_REQUESTS = 10_000_000
"""Most requests a ``family:`` workload may have (rate x duration)."""
MAX_REPLICAS = 4096
"""Most reference replicas ``--replicas`` may ask for."""


class CliError(Exception):
    """Bad input (exit 2) or nothing usable in it (exit 1); the message says which file and field."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


class _Parser(argparse.ArgumentParser):
    """Reports a bad option as a `CliError` (exit 2) on the command's error stream."""

    def error(self, message: str) -> NoReturn:
        raise CliError(f"{self.prog}: {message}")


def _number(kind: Callable[[str], Any], test: Callable[[Any], bool], what: str) -> Callable[[str], Any]:
    def parse(text: str) -> Any:
        try:
            v = kind(text)
        except (ValueError, OverflowError):
            raise argparse.ArgumentTypeError(f"expected {what}, got {text!r}") from None
        if not test(v):
            raise argparse.ArgumentTypeError(f"expected {what}, got {text!r}")
        return v

    return parse


_positive = _number(float, lambda v: math.isfinite(v) and v > 0, "a positive finite number")
_count = _number(int, lambda v: v >= 0, "an integer >= 0")
_block_tokens = _number(int, lambda v: 1 <= v <= MAX_TOKENS, f"an integer in [1, {MAX_TOKENS:,}]")
MAX_INSTANCES = 64
T = TypeVar("T")
_instances = _number(int, lambda v: 1 <= v <= MAX_INSTANCES, f"an integer in [1, {MAX_INSTANCES}]")


def _read_bytes(path: str, what: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as e:
        raise CliError(f"{what} {path}: {e.strerror or e}") from e


def _write_text(path: str, text: str, what: str) -> None:
    try:
        Path(path).write_text(text)
    except OSError as e:
        raise CliError(f"{what} {path}: {e.strerror or e}") from e


def _first_error(e: ValidationError) -> tuple[str, str]:
    err = e.errors(include_url=False)[0]
    return ".".join(str(x) for x in err["loc"]) or "(document)", err["msg"]


def _load_json_model(path: str, model: type[BaseModel], what: str) -> Any:
    text = _read_bytes(path, what)
    try:
        return model.model_validate_json(text)
    except ValidationError as e:
        where, msg = _first_error(e)
        raise CliError(f"{what} {path}: {where}: {msg}") from e


class _KeyList(BaseModel):
    keys: list[KeyStats]


def _load_keys(path: str) -> list[KeyStats]:
    """A JSON list of KeyStats, or an object with a ``keys`` list (as ``observe --json`` writes)."""
    text = _read_bytes(path, "keys")
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as e:
        raise CliError(f"keys {path}: invalid JSON at line {e.lineno}: {e.msg}") from e
    except (ValueError, RecursionError) as e:  # not UTF-8, a 5,000-digit number, nested too deep
        raise CliError(f"keys {path}: invalid JSON: {type(e).__name__}: {str(e)[:80]}") from e
    if isinstance(raw, dict) and "keys" in raw:
        raw = raw["keys"]
    try:
        return _KeyList.model_validate({"keys": raw}).keys
    except ValidationError as e:
        err = e.errors(include_url=False)[0]
        loc = list(err["loc"][1:])
        where = (f"[{loc[0]}]" + "".join(f".{x}" for x in loc[1:])) if loc else "(document)"
        raise CliError(f"keys {path}: {where}: {err['msg']}") from e


def _add_record_policy(p: argparse.ArgumentParser) -> None:
    p.add_argument("--strict", action="store_true", help="stop (exit 2) at any malformed record instead of skipping it")
    p.add_argument("--max-errors", type=_count, default=10, help="malformed records to print (default 10)")


def _apply_record_policy(
    path: str, errors: Sequence[TraceRecordError], kept: int, args: argparse.Namespace, err: TextIO
) -> None:
    """The bad-record policy every command shares: report each skipped record (up to
    ``--max-errors``) by line and field; under ``--strict`` any of them is an error (exit 2);
    no good record left is exit 1."""
    for e in errors[: args.max_errors]:
        print(f"{path}: {e}", file=err)
    if len(errors) > args.max_errors:
        print(f"{path}: ... {len(errors) - args.max_errors} more malformed records", file=err)
    if errors and args.strict:
        raise CliError(f"trace {path}: {len(errors)} malformed record(s) (--strict)")
    if kept == 0:
        raise CliError(f"trace {path}: no valid records ({len(errors)} malformed)", code=1)


# ---- observe -------------------------------------------------------------------------------


def _register_observe(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "observe",
        help="key statistics of a Mooncake-format trace",
        description="Read a Mooncake-format JSONL trace (timestamp ms, input_length, output_length, "
        "hash_ids) and print its keys: rates, reusable tokens, share of traffic covered by the top keys.",
    )
    p.add_argument("trace", help="JSONL trace file")
    p.add_argument("--block-tokens", type=_block_tokens, default=512, help="tokens per hash_ids block (default 512)")
    p.add_argument(
        "--horizon",
        type=_positive,
        default=None,
        help="decay horizon in seconds, at least the 1 s rate floor (default: the trace's time span, "
        "so rates are trace averages)",
    )
    p.add_argument("--time-scale", type=_positive, default=1e-3, help="seconds per timestamp unit (default 1e-3)")
    p.add_argument("--top", type=_count, default=20, help="keys to print (default 20)")
    p.add_argument("--json", metavar="PATH", help="also write the statistics as JSON (input for `plan --keys`)")
    _add_record_policy(p)
    p.set_defaults(run=_run_observe)


def _run_observe(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from cacheroute_solver.observe import MIN_RATE_SPAN_S, Observer, ObserverConfig, observe_records, read_trace

    if args.horizon is not None and args.horizon < MIN_RATE_SPAN_S:
        raise CliError(f"options: --horizon must be at least {MIN_RATE_SPAN_S:g} s (the rate floor), got {args.horizon:g}")
    try:
        read = read_trace(args.trace, args.block_tokens)
    except OSError as e:
        raise CliError(f"trace {args.trace}: {e.strerror or e}") from e
    _apply_record_policy(args.trace, read.errors, len(read.records), args, err)
    first, last = read.records[0].timestamp * args.time_scale, read.records[-1].timestamp * args.time_scale
    if not math.isfinite(last):
        raise CliError(f"options: --time-scale {args.time_scale:g} takes timestamp {read.records[-1].timestamp:g} to infinity")
    span = last - first
    if span < MIN_RATE_SPAN_S:
        print(
            f"note: the trace spans {span:.3g} s, under the {MIN_RATE_SPAN_S:g} s rate floor: rates are counted "
            f"over {MIN_RATE_SPAN_S:g} s",
            file=err,
        )
    horizon = args.horizon if args.horizon is not None else max(span, MIN_RATE_SPAN_S)
    try:
        obs = Observer(ObserverConfig(block_tokens=args.block_tokens, horizon_s=horizon))
    except ValidationError as e:
        raise CliError("options: {}: {}".format(*_first_error(e))) from e
    observe_records(obs, read.records, args.time_scale)
    stats = obs.stats()

    prompt = stats.total_prompt_tokens
    reuse = sum(k.rate * k.prefix_tokens for k in stats.keys)
    total_tokens = stats.total_rate * prompt
    print(
        f"{len(read.records)} requests ({len(read.errors)} malformed skipped) over {span:.0f} s; "
        f"horizon {horizon:.0f} s",
        file=out,
    )
    print(
        f"traffic {stats.total_rate:.3f} req/s, {total_tokens:,.0f} prompt tokens/s; "
        f"{len(stats.keys)} keys carry {stats.keyed_rate:.3f} req/s "
        f"({stats.keyed_rate / stats.total_rate if stats.total_rate > 0 else 0.0:.1%}); reusable {reuse:,.0f} tokens/s "
        f"({reuse / total_tokens if total_tokens > 0 else 0.0:.1%} of prompt tokens)",
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
        _write_text(args.json, json.dumps([k.model_dump() for k in stats.keys], indent=1), "--json")
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
            raise CliError("options: {}: {}".format(*_first_error(e))) from e
    previous = _load_json_model(args.previous, Plan, "previous plan") if args.previous else None
    try:
        plan = solve_plan(keys, fleet, config, previous=previous)
    except PlanInputError as e:
        raise CliError(str(e)) from e
    text = plan.model_dump_json(indent=1)
    if args.output:
        _write_text(args.output, text + "\n", "--output")
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


def _family_names() -> list[str]:
    from cacheroute_solver.simulator.workloads import FAMILIES

    return list(FAMILIES)


def _add_trace_args(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "trace",
        help="Mooncake-format JSONL trace, an Azure LLM inference CSV (*.csv), or family:NAME for a "
        "generated workload (" + ", ".join(_family_names()) + ")",
    )
    p.add_argument("--block-tokens", type=_block_tokens, default=512, help="tokens per hash_ids block of a JSONL trace (default 512)")
    p.add_argument("--rate", type=_positive, help="time-scale the trace to this mean rate, req/s (family: generation rate, default 176)")
    p.add_argument("--duration", type=_positive, default=300.0, help="family: seconds of trace (default 300)")
    p.add_argument("--seed", type=_count, default=1, help="family: seed (default 1)")
    p.add_argument("--replicas", type=_count, default=15, help=f"reference replicas, 1 to {MAX_REPLICAS} (default 15)")
    p.add_argument("--fleet", help="JSON Fleet instead of --replicas reference replicas")
    p.add_argument("--slo", type=_positive, default=3.5, help="p99 SLO in seconds (default 3.5)")
    p.add_argument(
        "--metric", choices=["ttft", "e2e", "excess"], default="ttft",
        help="latency the SLO is on: ttft (default), e2e, or excess (time to first token beyond the request's "
        "unavoidable prefill on an idle replica: the router's and the load's part; docs/replay.md)",
    )
    p.add_argument("--config", help="JSON CacheRouteConfig for the cacheroute router (defaults otherwise)")
    p.add_argument(
        "--engine", metavar="PATH",
        help="JSON EngineConfig: the simulated engines' cost model, block size, batch limits and KV blocks, for a "
        "fleet that is not the reference H100s (default: the reference engines)",
    )
    p.add_argument("--capacity-runs", type=_count, default=8, help="simulations per capacity search; 0 skips it (default 8)")
    p.add_argument(
        "--instances", type=_instances, default=1,
        help="router instances behind a round-robin balancer, for every router (default 1); CacheRoute's share "
        "one plan, the baselines share nothing except cache_aware_mesh (SGLang's mesh)",
    )
    p.add_argument(
        "--kv-events", action="store_true",
        help="the engines publish KV events; every router that consumes them gets them (Dynamo, CacheRoute)",
    )
    p.add_argument("--no-progress", action="store_true", help="no progress bars")
    _add_record_policy(p)


def _load_trace(args: argparse.Namespace, err: TextIO) -> Any:
    """The trace to replay (a file read under the shared record policy, or a generated family),
    checked to be usable for the options given."""
    from cacheroute_solver.simulator import FAMILIES, TraceFormatError, generate_workload, load_azure, load_mooncake

    if args.trace.startswith("family:"):
        fam = args.trace.split(":", 1)[1]
        if fam not in FAMILIES:
            raise CliError(f"trace {args.trace}: unknown family {fam!r} (known: {', '.join(FAMILIES)})")
        rate = args.rate if args.rate is not None else 176.0
        if rate * args.duration > MAX_GENERATED_REQUESTS:
            raise CliError(
                f"options: --rate x --duration asks for {rate * args.duration:.3g} requests, "
                f"at most {MAX_GENERATED_REQUESTS:,}"
            )
        trace = generate_workload(fam, rate=rate, duration_s=args.duration, seed=args.seed)  # type: ignore[arg-type]
    else:
        load = load_azure if args.trace.lower().endswith(".csv") else load_mooncake
        try:
            with warnings.catch_warnings():  # the skipped records are reported below
                warnings.simplefilter("ignore")
                trace = load(args.trace, block_tokens=args.block_tokens)
            errors, kept = trace.load_errors, len(trace)
        except OSError as e:
            raise CliError(f"trace {args.trace}: {e.strerror or e}") from e
        except TraceFormatError as e:  # the file as a whole (a CSV header): nothing usable
            errors, kept = e.errors, 0
        _apply_record_policy(args.trace, errors, kept, args, err)
        if args.rate is not None and len(trace) >= 2 and trace.duration > 0:
            try:
                trace = trace.with_rate(args.rate)
            except ValueError as e:
                raise CliError(f"options: --rate {args.rate:g}: {e}") from e
    if len(trace) < 2:
        raise CliError(f"trace {args.trace}: {len(trace)} usable request(s); a replay needs at least 2", code=1)
    if trace.duration <= 0 and (args.rate is not None or args.capacity_runs > 0):
        raise CliError(
            f"trace {args.trace}: all {len(trace)} requests arrive at one time, so the trace has no rate to "
            "scale (--rate, or the capacity search: use --capacity-runs 0)"
        )
    return trace


def _load_fleet_arg(args: argparse.Namespace) -> Fleet:
    from cacheroute_solver.simulator import reference_fleet

    if args.fleet:
        fleet = _load_json_model(args.fleet, Fleet, "fleet")
        if not fleet.replicas:
            raise CliError(f"fleet {args.fleet}: replicas: no replica to replay on")
        return fleet
    if not 1 <= args.replicas <= MAX_REPLICAS:
        raise CliError(f"options: --replicas must be in [1, {MAX_REPLICAS}], got {args.replicas}")
    return reference_fleet(args.replicas)


def _engine(args: argparse.Namespace) -> Any:
    """The simulated engines: ``--engine``'s EngineConfig (else the reference H100 engines), publishing KV
    events with ``--kv-events``."""
    from cacheroute_solver.simulator import EngineConfig

    path = getattr(args, "engine", None)
    engine = _load_json_model(path, EngineConfig, "engine") if path else EngineConfig()
    if getattr(args, "kv_events", False):
        engine = engine.model_copy(update={"kv_events": True})
    return engine


def _route_config(args: argparse.Namespace) -> Any:
    from cacheroute_solver.replay import CacheRouteConfig

    return _load_json_model(args.config, CacheRouteConfig, "config") if args.config else None


def _add_executor_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--workers", type=int, help="simulations at once: 1 runs them in this process (default: every core)")
    p.add_argument("--ray", metavar="ADDRESS", help="run the simulations on Ray: a cluster address, auto, or local")


def _executor(args: argparse.Namespace) -> Any:
    from cacheroute_solver.replay.execution import executor_for

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

    def __init__(self, total: int | None, enabled: bool, err: TextIO) -> None:
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


def _simulate(args: argparse.Namespace, err: TextIO, runs: int | None, job: Callable[[_Bar, Any], T]) -> T:
    """``job(progress, executor)`` on the executor the options name, with a progress bar over ``runs``
    simulations; a ValueError from the simulations is bad input (exit 2)."""
    bar = _Bar(runs, not args.no_progress, err)
    try:
        with _executor(args) as ex:
            return job(bar, ex)
    except ValueError as e:
        raise CliError(str(e)) from e
    finally:
        bar.close()


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
    from cacheroute_solver.replay import compare, make_router, p99_of

    trace = _load_trace(args, err)
    fleet = _load_fleet_arg(args)
    plan = _load_json_model(args.plan, Plan, "plan") if args.plan else None
    if plan is not None and args.router != "cacheroute":
        raise CliError("options: --plan is followed by the cacheroute router; drop --router")
    try:
        factory = make_router(
            args.router, trace, fleet, _route_config(args), plan=plan, engine=_engine(args), instances=args.instances
        )
    except ValueError as e:
        raise CliError(str(e)) from e
    name = "plan" if plan is not None else args.router
    comp = _simulate(args, err, 1 + max(args.capacity_runs, 0), lambda bar, ex: compare(
        trace, fleet, {name: factory}, args.slo, args.metric, engine=_engine(args),
        capacity_runs=args.capacity_runs, progress=bar, executor=ex,
    ))
    res = comp.results[0]
    rep = res.report
    bound = f" (infinite-cache bound {rep.bound_hit_rate:.1%})" if rep.bound_hit_rate is not None else ""
    m = args.metric
    print(
        f"{trace.name}: {len(trace)} requests ({_skipped(trace)} malformed skipped) at {trace.mean_rate:.2f} req/s "
        f"on {len(fleet.replicas)} replicas, router {name}",
        file=out,
    )
    print(f"served hit rate {rep.hit_rate:.1%}{bound}", file=out)
    excess = f", p99 excess {rep.ttft_excess.p99:.3f} s" if rep.ttft_excess is not None else ""
    print(
        f"p99 ttft {rep.ttft.p99:.3f} s{excess}, p99 e2e {rep.e2e.p99:.3f} s, busy skew {rep.busy_skew:.2f}, "
        f"completed {rep.completed}/{rep.requests}",
        file=out,
    )
    if res.counts:
        print("routed: " + ", ".join(f"{k} {v}" for k, v in sorted(res.counts.items())), file=out)
    if res.capacity is not None:
        cap = res.capacity
        at = cap.at_capacity
        extra = f" (hit rate {at.hit_rate:.1%}, p99 {m} {p99_of(at, m):.3f} s, skew {at.busy_skew:.2f})" if at else ""
        print(f"capacity at p99 {m} <= {args.slo:g} s: {cap.capacity_rps:.2f} req/s{extra}", file=out)
    if args.json:
        _write_text(args.json, res.model_dump_json(indent=1), "--json")
    return 0


def _skipped(trace: Any) -> int:
    return len(getattr(trace, "load_errors", ()))


def _register_gate(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "gate",
        help="shadow-replay a trace under CacheRoute and the router run today; exit 0 enable, 1 reject, 2 bad input",
        description="Replay TRACE through a simulated fleet under CacheRoute and under the router in use "
        "(--baseline; default: the best of every baseline), each as --instances instances behind a balancer, "
        "and print the verdict with its reasons. Exit status 0: enable, 1: reject, 2: bad input, so a "
        "deployment pipeline can gate on it.",
    )
    _add_trace_args(p)
    p.add_argument("--baseline", help="the router run today, a comma list, or 'best' (default)")
    p.add_argument("--margin", type=_positive, default=0.05, help="capacity gain needed to enable (default 0.05)")
    p.add_argument(
        "--max-replay-error", type=_replay_error, default=5.0, metavar="POINTS",
        help="a recording with the engines' cached-token counts checks the replay: the router that served it, "
        "replayed, within this many points of the hit rate the engines served, or the verdict is reject "
        "(default 5; off: report the error, do not judge it)",
    )
    p.add_argument(
        "--router-config", metavar="PATH",
        help="the reference router's RouterConfig JSON: the fleet (its replicas), --block-tokens, --baseline "
        "(its policy), --instances and the planner settings come from it, so the router takes the report",
    )
    p.add_argument(
        "--json", metavar="PATH",
        help="also write the report (ReplayReport, with the fleet, recording and planner settings it is about) as "
        "JSON: the body of the router's POST /plan/enable",
    )
    _add_executor_args(p)
    p.set_defaults(run=_run_gate, block_tokens=None, instances=None)


def _replay_error(text: str) -> float | None:
    if text.strip().lower() == "off":
        return None
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of points or 'off'") from None
    if not (0.0 <= x <= 100.0):
        raise argparse.ArgumentTypeError(f"{text!r} is not within [0, 100] points")
    return x


def _run_gate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from cacheroute_solver.replay import shadow_replay

    fleet, candidate = _from_router_config(args) if args.router_config else (None, _route_config(args))
    args.block_tokens = 512 if args.block_tokens is None else args.block_tokens
    args.instances = 1 if args.instances is None else args.instances
    args.baseline = args.baseline or "best"
    names = [n.strip() for n in args.baseline.split(",") if n.strip()]
    if not names:
        raise CliError("options: --baseline names no router")
    trace = _load_trace(args, err)
    fleet = fleet or _load_fleet_arg(args)
    recording = _recording_identity(args, trace)
    rep = _simulate(args, err, None, lambda bar, ex: shadow_replay(
        trace, fleet, candidate, baseline=names[0] if len(names) == 1 else names, slo_s=args.slo,
        metric=args.metric, margin=args.margin, engine=_engine(args), capacity_runs=max(args.capacity_runs, 1),
        progress=bar, executor=ex, instances=args.instances, recording=recording,
        max_replay_error=None if args.max_replay_error is None else args.max_replay_error / 100.0,
    )).model_copy(update={"created_at": time.time()})
    per = f", {args.instances} router instances behind a balancer" if args.instances > 1 else ""
    print(f"{trace.name}: {rep.requests} requests at {rep.offered_rate:.2f} req/s on {len(fleet.replicas)} replicas{per}",
          file=out)
    print(f"verdict: {rep.verdict} (CacheRoute against {rep.baseline})", file=out)
    for why in rep.reasons:
        print(f"  - {why}", file=out)
    m = args.metric
    if rep.candidate_steady_hit_rate is not None and rep.baseline_steady_hit_rate is not None:
        print(f"predicted once warm (the replay's second half, what the router's watch holds live traffic to): "
              f"hit rate {rep.candidate_steady_hit_rate:.1%} vs {rep.baseline_steady_hit_rate:.1%}", file=out)
    print(f"predicted: hit rate {rep.candidate_hit_rate:.1%} vs {rep.baseline_hit_rate:.1%}, p99 {m} "
          f"{rep.candidate_p99_s:.3f} s vs {rep.baseline_p99_s:.3f} s at the trace's rate; capacity "
          f"{rep.candidate_capacity_rps:.2f} vs {rep.baseline_capacity_rps:.2f} req/s", file=out)
    if args.json:
        _write_text(args.json, rep.model_dump_json(indent=1), "--json")
        assert rep.fleet is not None
        print(f"report for fleet {rep.fleet.sha256[:12]} ({len(rep.fleet.replicas)} replicas), recording "
              f"{(recording.sha256 or recording.source)[:12]} ({recording.requests} requests, "
              f"{recording.duration_s:.0f} s): POST it to the router's /plan/enable to go live", file=out)
    return 0 if rep.verdict == "enable" else 1


def _from_router_config(args: argparse.Namespace) -> tuple[Fleet, Any]:
    """The fleet and candidate a reference router's config implies; sets ``--block-tokens``, ``--baseline``
    and ``--instances`` from it, refusing a value given that the router would refuse in the report."""
    from cacheroute_solver.provenance import PLAN_FIELDS
    from cacheroute_solver.replay import CacheRouteConfig

    try:
        from cacheroute_solver.adapter.router import RouterConfig
    except ImportError as e:
        raise CliError(f"--router-config needs the router's dependencies (aiohttp): {e}") from e
    if args.fleet:
        raise CliError("options: --router-config and --fleet: give one (the router's replicas are the fleet)")
    rc = _load_json_model(args.router_config, RouterConfig, "router config")
    if rc.policy == "plan":
        raise CliError(f"router config {args.router_config}: policy is 'plan': there is no incumbent to gate "
                       "against (a router that switches runs a baseline policy with shadow: true)")
    implied = {"block_tokens": ("--block-tokens", rc.key_spec.chain_block_tokens),
               "baseline": ("--baseline", rc.policy), "instances": ("--instances", rc.routing.instances)}
    for field, (flag, value) in implied.items():
        given = getattr(args, field)
        if given is not None and given != value:
            raise CliError(f"options: {flag} {given} disagrees with {args.router_config} ({value}): the router "
                           "would refuse the report")
        setattr(args, field, value)
    candidate = _route_config(args) or CacheRouteConfig()
    plan = candidate.plan.model_copy(update={k: getattr(rc.plan_config, k) for k in PLAN_FIELDS})
    fleet = Fleet(replicas=tuple(r.replica() for r in rc.replicas))
    return fleet, candidate.model_copy(update={"plan": plan})


def _recording_identity(args: argparse.Namespace, trace: Any) -> Any:
    """What the gate replays, for the report: a file's hash and the replicas it names, or the family."""
    from cacheroute_solver.provenance import RecordingIdentity

    scaled = args.rate is not None
    if args.trace.startswith("family:"):
        return RecordingIdentity(source=args.trace, sha256=None, requests=len(trace), duration_s=trace.duration,
                                 block_tokens=trace.block_tokens, time_scaled=False)
    try:
        return RecordingIdentity.of_file(args.trace, len(trace), trace.duration, args.block_tokens, scaled)
    except OSError as e:
        raise CliError(f"trace {args.trace}: {e.strerror or e}") from e


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

    known = router_names(args.instances)
    if args.list:
        print("\n".join(known), file=out)
        return 0
    names = [n.strip() for n in args.routers.split(",") if n.strip()] if args.routers else known
    if not names:
        raise CliError("options: --routers names no router")
    unknown = [n for n in names if n not in known]
    if unknown:
        hint = " (cache_aware_mesh needs --instances 2 or more)" if "cache_aware_mesh" in unknown else ""
        raise CliError(f"options: unknown router {unknown[0]!r} (known: {', '.join(known)}){hint}")
    trace = _load_trace(args, err)
    fleet = _load_fleet_arg(args)
    cfg = _route_config(args)
    engine = _engine(args)
    routers = {n: make_router(n, trace, fleet, cfg, engine=engine, instances=args.instances) for n in dict.fromkeys(names)}
    comp = _simulate(args, err, len(routers) * (1 + max(args.capacity_runs, 0)), lambda bar, ex: compare(
        trace, fleet, routers, args.slo, args.metric, engine=engine, capacity_runs=args.capacity_runs,
        progress=bar, executor=ex,
    ))
    per = f"; {args.instances} router instances each, behind a round-robin balancer" if args.instances > 1 else ""
    print(f"{trace.name}: {len(trace)} requests ({_skipped(trace)} malformed skipped){per}\n", file=out)
    print(comparison_table(comp), file=out, end="")
    if args.out:
        stem = args.stem or "".join(c if c.isalnum() or c in "-_." else "_" for c in trace.name)
        try:
            paths = write_comparison(comp, args.out, stem)
        except OSError as e:
            raise CliError(f"--out {args.out}: {e.strerror or e}") from e
        for path in paths:
            print(f"wrote {path}", file=err)
    return 0


# ---- entry point ---------------------------------------------------------------------------

# ---- planner (one plan for many router instances) -----------------------------------------


def _register_planner(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "planner",
        help="plan for several reference-router instances: pull their /stats, merge, publish one plan",
        description="Every PERIOD seconds: GET /stats from every router instance, merge the statistics, "
        "plan once, and publish the plan to every instance (POST /plan, or Redis with --redis); before planning, "
        "give every instance the newest switch any of them made (live or rolled back: POST /plan/mode, or Redis). "
        "Instances keep the plan they hold while this is not running. Needs the router extra.",
    )
    p.add_argument("--routers", help="comma-separated control-plane base URLs of the instances")
    p.add_argument("--config", help="JSON SharedPlannerConfig (the options below override it)")
    p.add_argument("--period", type=_number(float, lambda v: math.isfinite(v) and v > 0, "seconds > 0"))
    p.add_argument("--plan-config", help="JSON PlanConfig (defaults otherwise)")
    p.add_argument("--token-file", help="file whose first line is the instances' control token")
    p.add_argument("--redis", metavar="URL", help="publish through Redis at URL instead of POST /plan")
    p.add_argument("--once", action="store_true", help="plan once, print what happened as JSON, exit (1: no plan)")
    p.set_defaults(run=_run_planner)


def _run_planner(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    import asyncio
    import logging

    from cacheroute_solver.adapter.shared_plan import SharedPlanner, SharedPlannerConfig

    base: dict[str, Any] = {}
    if args.config:
        base = _load_json_model(args.config, SharedPlannerConfig, "config").model_dump(exclude_unset=True)
    if args.routers:
        base["routers"] = [u.strip() for u in args.routers.split(",") if u.strip()]
    if args.period is not None:
        base["period_s"] = args.period
    if args.plan_config:
        base["plan_config"] = _load_json_model(args.plan_config, PlanConfig, "plan config")
    if args.token_file:
        base["token_file"] = args.token_file
    if args.redis:
        base["publish"] = "redis"
        base["redis"] = {**(base.get("redis") or {}), "url": args.redis}
    try:
        config = SharedPlannerConfig.model_validate(base)
        planner = SharedPlanner(config)
    except ValidationError as e:
        raise CliError("options: {}: {}".format(*_first_error(e))) from e
    except (ValueError, OSError) as e:
        raise CliError(f"options: {e}") from e
    if args.once:
        from aiohttp import ClientSession

        async def once() -> dict[str, Any]:
            async with ClientSession() as session:
                try:
                    return await planner.step(session)
                finally:
                    await planner.close()

        result = asyncio.run(once())
        print(json.dumps(result, indent=1, default=str), file=out)
        return 0 if result.get("planned") else 1
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s", stream=err)
    try:
        asyncio.run(planner.run())
    except KeyboardInterrupt:
        pass
    return 0


COMMANDS: list[Callable[[argparse._SubParsersAction], None]] = [
    _register_observe,
    _register_plan,
    _register_replay,
    _register_compare,
    _register_gate,
    _register_planner,
]


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cacheroute", description="Cache-aware routing plans for LLM serving fleets.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for register in COMMANDS:
        register(sub)
    return parser


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``cacheroute``; returns the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        args = build_parser().parse_args(argv)
    except CliError as e:
        print(f"error: {e}", file=err)
        return e.code
    except SystemExit as e:  # --help
        return e.code if isinstance(e.code, int) else 0
    try:
        return args.run(args, out, err)
    except CliError as e:
        print(f"cacheroute {args.command}: error: {e}", file=err)
        return e.code


if __name__ == "__main__":
    sys.exit(main())
