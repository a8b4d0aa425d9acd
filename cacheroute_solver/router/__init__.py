"""The CacheRoute router: an OpenAI-compatible proxy in front of vLLM engines that routes by plans.

Run: ``python -m cacheroute_solver.router --config router.json``. Its parts, each the one owner of its state:

- the server and its proxy (this package's top): `server` assembles `ReferenceRouter` and is the entry point,
  `config` (`RouterConfig`; `config_reference` writes its reference page), `handlers` (the application and its
  routes), `control` (who may touch plans), `bodies` and `http_io` (requests in, errors out), `decide` (where an
  attempt goes), `proxy` (attempts, retries, streaming), `retry`, `planning` (the planner's runs), `loop_watch`,
  `logs`, `workers` (several processes on one port);
- `fleet`: the replicas behind the router and what their engines say (health, hangs, published metrics, KV
  events, who is in rotation);
- `instances`: several router instances as one (peer load, peer history, the shared planner, plans through
  Redis, the statistics each instance exports);
- `operations`: the switch between the incumbent policy and CacheRoute (shadow -> live -> rolled back) and
  its record on disk.

What other routers use to apply plans (plan store, plan routing, request keys, pins, the production-stack
logic, the recorder) is `cacheroute_solver.adapter`. Needs ``aiohttp`` (the ``router`` extra).
"""
