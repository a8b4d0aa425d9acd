"""``cacheroute observe``: the key statistics of a Mooncake-format trace."""

from __future__ import annotations

import argparse
import json
import math
from typing import TextIO

from pydantic import ValidationError

from cacheroute_solver.cli.common import (
    CliError,
    _add_record_policy,
    _apply_record_policy,
    _block_tokens,
    _count,
    _first_error,
    _positive,
    _write_text,
)


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
        raise CliError(
            f"options: --horizon must be at least {MIN_RATE_SPAN_S:g} s (the rate floor), got {args.horizon:g}"
        )
    try:
        read = read_trace(args.trace, args.block_tokens)
    except OSError as e:
        raise CliError(f"trace {args.trace}: {e.strerror or e}") from e
    _apply_record_policy(args.trace, read.errors, len(read.records), args, err)
    first, last = read.records[0].timestamp * args.time_scale, read.records[-1].timestamp * args.time_scale
    if not math.isfinite(last):
        raise CliError(
            f"options: --time-scale {args.time_scale:g} takes timestamp {read.records[-1].timestamp:g} to infinity"
        )
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
    print(
        "share of requests in the top N keys: " + ", ".join(f"top {n}: {stats.top_share(n):.1%}" for n in shares),
        file=out,
    )
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
