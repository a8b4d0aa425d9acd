"""The reference router's rooms, each the one owner of its state; `cacheroute_solver.adapter.router`
assembles them into `ReferenceRouter` (and stays the entry point: ``python -m cacheroute_solver.adapter.router``).

- `config`: `RouterConfig`;
- `handlers`: the application, its public and control routes, the generation handler, the recording;
- `proxy`: attempts on replicas, retries, time-outs and hang deadlines, buffering and streaming;
- `decide`: where each attempt goes (the routing core, or a baseline with the core in shadow);
- `planning`: the planner's runs (period, membership change, ``POST /plan/step``) and the plan file;
- `membership`: health checks, ejection and return, the plans in force when replicas left;
- `loop_watch`: stalls of the router's own event loop;
- `mode`: the switch's routes, metrics and saves (shadow -> live -> rolled back);
- `stats`: the export for the shared planner (``GET /stats``);
- `http_io`: OpenAI-shaped errors and capped body reads.
"""
