"""``cacheroute planner``: one plan for several reference-router instances (pull their /stats, merge,
publish)."""

from __future__ import annotations

import argparse
import contextlib
import json
import math
from typing import Any, TextIO

from pydantic import ValidationError

from cacheroute_solver.cli.common import CliError, _first_error, _load_json_model, _number
from cacheroute_solver.models import PlanConfig


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

    from cacheroute_solver.router.instances.shared_plan import SharedPlanner, SharedPlannerConfig

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
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(planner.run())
    return 0
