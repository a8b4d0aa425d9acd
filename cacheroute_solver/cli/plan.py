"""``cacheroute plan``: a routing plan (JSON) from key statistics and a fleet."""

from __future__ import annotations

import argparse
from typing import TextIO

from pydantic import ValidationError

from cacheroute_solver.cli.common import CliError, _first_error, _load_json_model, _load_keys, _write_text
from cacheroute_solver.models import Fleet, Plan, PlanConfig


def _register_plan(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "plan",
        help="write a routing plan (JSON) from key statistics and a fleet",
        description="Solve the warm-set and placement program for KEYS (a JSON list of KeyStats) "
        "on FLEET (a JSON Fleet) and write the Plan as JSON.",
    )
    p.add_argument("--keys", required=True, help="JSON list of KeyStats (or `observe --json` output)")
    p.add_argument(
        "--fleet", required=True, help='JSON Fleet: {"replicas": [{"id", "prefill_capacity", "kv_capacity"}, ...]}'
    )
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
