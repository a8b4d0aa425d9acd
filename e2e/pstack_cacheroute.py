"""The vLLM production-stack router with CacheRoute's routing logic installed in it, as a user of that
router would install it (`cacheroute_solver.adapter.production_stack`: `make_routing_logic`, then
`install_routing_logic` after the app initialised).

Runs in the production-stack router's own environment (``.venv-pstack``, with this repository on
``PYTHONPATH``). Takes production-stack's own flags (``--routing-logic`` is replaced) and
``--cacheroute-config``: the reference router's `RouterConfig` JSON, from which a `ReferenceRouter`
is built that serves nothing: its observer sees every request production-stack routes, its routing
core makes the decisions, and ``POST /plan/step`` (added to production-stack's app) runs its
planner once, as the reference router's own route does, so the harness steps both alike;
``GET /cacheroute/metrics`` (added too) gives the routing core's counters (decisions, spills).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0], add_help=False)
    p.add_argument("--cacheroute-config", required=True)
    ours, rest = p.parse_known_args()
    sys.argv = [sys.argv[0], *rest, "--routing-logic", "roundrobin"]

    # production-stack's environment only
    import uvicorn  # type: ignore[import-not-found,unused-ignore]
    from fastapi.responses import JSONResponse, PlainTextResponse  # type: ignore[import-not-found,unused-ignore]
    from vllm_router import app as ps  # type: ignore[import-not-found,unused-ignore]

    from cacheroute_solver.adapter.production_stack import install_routing_logic, make_routing_logic
    from cacheroute_solver.adapter.request_keys import max_output, request_chain
    from cacheroute_solver.router.server import PlanBusy, ReferenceRouter, RouterConfig

    args = ps.parse_args()
    ps.initialize_all(ps.app, args)
    config = RouterConfig.model_validate_json(Path(ours.cacheroute_config).read_bytes())
    rr = ReferenceRouter(config)
    logic = make_routing_logic(rr.routing, config.key_spec)
    decide = type(logic).route_request

    async def route_request(
        endpoints: Any, engine_stats: Any, request_stats: Any, request: Any, request_json: Any = None
    ) -> str:
        if request_json is not None:
            chain = request_chain(request_json, config.key_spec)
            rr.observer.observe(chain.hashes, chain.prompt_tokens, float(max_output(request_json)), time.time())
        return await decide(logic, endpoints, engine_stats, request_stats, request, request_json)

    logic.route_request = route_request
    install_routing_logic(ps.app, logic)

    @ps.app.post("/plan/step")
    async def plan_step() -> JSONResponse:
        try:
            info = await rr.planning.plan_once("step", wait=False)
        except PlanBusy as e:
            return JSONResponse({"error": {"message": str(e), "type": "conflict"}}, status_code=409)
        return JSONResponse(info, status_code=200 if info["swap"]["accepted"] else 409)

    @ps.app.get("/cacheroute/metrics")
    async def cacheroute_metrics() -> PlainTextResponse:
        return PlainTextResponse(rr.counters.exposition())

    uvicorn.run(ps.app, host=args.host, port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
