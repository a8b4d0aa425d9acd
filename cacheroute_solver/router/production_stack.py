"""The vLLM production-stack router with CacheRoute's routing logic in it, as its users run it.

production-stack has no plug-in hook for a routing logic: a custom one is installed by replacing
``app.state.router`` once its app is initialised (`cacheroute_solver.adapter.production_stack`). This entry does
that, so the router is started as ``vllm-router`` is, with its own flags, plus ``--cacheroute-config`` (a
`RouterConfig` file: the replicas it knows at start, the key spec, the planner's settings)::

    python -m cacheroute_solver.router.production_stack --cacheroute-config router.json \\
        --host 0.0.0.0 --port 8000 --service-discovery k8s --k8s-label-selector app=vllm ...

Its ``--routing-logic`` is replaced. Every request production-stack routes is observed, the planner runs every
``plan_period_s`` (and on ``POST /plan/step``), the engines production-stack discovers join the routing as they
appear (`make_routing_logic`), and CacheRoute's counters are on production-stack's own ``/metrics`` (and on
``/cacheroute/metrics`` alone). Runs in production-stack's environment (Python 3.12, its package installed from
source), with this package installed there.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cacheroute_solver.adapter.production_stack import install_routing_logic, make_routing_logic, register_metrics
from cacheroute_solver.adapter.request_keys import max_output, request_chain

from .planning import PlanBusy
from .server import ReferenceRouter, RouterConfig

__all__ = ["install", "main"]

log = logging.getLogger("cacheroute.production_stack")


def install(app: Any, config: RouterConfig) -> tuple[ReferenceRouter, Any]:
    """CacheRoute's logic in production-stack's initialised ``app``: the router whose observer, planner and counters
    it uses (serving nothing itself), and the logic installed."""
    rr = ReferenceRouter(config)
    logic = make_routing_logic(rr.routing, config.key_spec)
    decide = type(logic).route_request
    loops: list[asyncio.Task[None]] = []

    async def route_request(
        endpoints: Any, engine_stats: Any, request_stats: Any, request: Any, request_json: Any = None
    ) -> str:
        if not loops:  # on production-stack's event loop, from its first request on
            rr.planning.start()
            if config.plan_period_s is not None:
                loops.append(asyncio.create_task(rr.planning.period_loop()))
        if request_json is not None:
            chain = request_chain(request_json, config.key_spec)
            rr.observer.observe(chain.hashes, chain.prompt_tokens, float(max_output(request_json)), time.time())
        return await decide(logic, endpoints, engine_stats, request_stats, request, request_json)

    logic.route_request = route_request
    logic.loops = loops
    install_routing_logic(app, logic)
    register_metrics(rr.counters)
    return rr, logic


def main(argv: Sequence[str] | None = None) -> None:
    """Start production-stack's router with CacheRoute's logic (module docstring)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0], add_help=False)
    p.add_argument("--cacheroute-config", required=True, help="RouterConfig as JSON")
    ours, rest = p.parse_known_args(argv)
    sys.argv = [sys.argv[0], *rest, "--routing-logic", "roundrobin"]

    try:  # production-stack's environment only
        import uvicorn  # type: ignore[import-not-found,unused-ignore]
        from fastapi.responses import JSONResponse, PlainTextResponse  # type: ignore[import-not-found,unused-ignore]
        from vllm_router import app as ps  # type: ignore[import-not-found,unused-ignore]
    except ImportError as e:
        p.error(f"production-stack's router is not installed here ({e}); install it from its source")

    args = ps.parse_args()
    ps.initialize_all(ps.app, args)
    config = RouterConfig.model_validate_json(Path(ours.cacheroute_config).read_bytes())
    rr, _logic = install(ps.app, config)

    @ps.app.post("/plan/step")
    async def plan_step() -> Any:
        try:
            info = await rr.planning.plan_once("step", wait=False)
        except PlanBusy as e:
            return JSONResponse({"error": {"message": str(e), "type": "conflict"}}, status_code=409)
        return JSONResponse(info, status_code=200 if info["swap"]["accepted"] else 409)

    @ps.app.get("/cacheroute/metrics")
    async def cacheroute_metrics() -> Any:
        return PlainTextResponse(await asyncio.to_thread(rr.counters.exposition))

    uvicorn.run(ps.app, host=args.host, port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
