"""The ``cacheroute`` command: one subcommand per job (``observe``, ``plan``; more can be added).

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


# ---- entry point ---------------------------------------------------------------------------

COMMANDS: list[Callable[[argparse._SubParsersAction], None]] = [_register_observe, _register_plan]


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
