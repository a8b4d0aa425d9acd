"""The requests above a p99 TTFT of 10 s on long_context (seed 1) at 14.5 req/s, CacheRoute and Dynamo.

    .venv/bin/python -m experiments.long_context_tail [RATE]

Per router: p99 TTFT, hit rate, and the requests above 10 s split by cause: prompts whose own
uncached prefill alone takes over 8 s on an idle replica (the cost model's prefill time: a
threshold no router avoids), turns served with at least half their prompt cached (kept with their
history), and the rest; for CacheRoute also how many were sent to a replica with 60k or more
prefill tokens queued in its ledger at the decision. Used in docs/replay.md (long contexts).
"""

import sys

import numpy as np

from cacheroute_solver.costmodel import cost_model
from cacheroute_solver.replay import make_router
from cacheroute_solver.simulator import EngineConfig, generate_workload, reference_fleet, simulate

rate = float(sys.argv[1]) if len(sys.argv) > 1 else 14.5
trace = generate_workload("long_context", rate=3.3, duration_s=3600, seed=1).with_rate(rate)
fleet, engine, cm = reference_fleet(15), EngineConfig(), cost_model()
for name in ("cacheroute", "dynamo"):
    router = make_router(name, trace, fleet, engine=engine)()
    queued: dict[int, float] = {}
    if name == "cacheroute":
        start = router.start

        def started(view, start=start, router=router, queued=queued):
            start(view)
            core, route = router.core, router.core.route

            def route_logged(chain, prompt, healthy, rid, route=route, core=core):
                before = list(core.ledger.pending_tokens)
                choice = route(chain, prompt, healthy, rid)
                queued[rid] = before[choice.replica]
                return choice

            core.route = route_logged

        router.start = started  # type: ignore[method-assign]  # wraps start to log the core's inputs
    res = simulate(trace, fleet, router, engine)
    ttft, P, hit = res.ttft, res.prompt_tokens, res.hit_tokens
    slow = np.flatnonzero(ttft > 10)
    own = np.array([cm.prefill_time(int(P[i] - hit[i]), int(hit[i])) for i in slow]) > 8
    kept = (hit[slow] >= 0.5 * P[slow]) & ~own
    line = (
        f"{name}: p99 {np.percentile(ttft, 99):.2f} s, hit {hit.sum() / P.sum():.1%}, above 10 s {len(slow)}: "
        f"own prefill > 8 s {own.sum()}, half or more cached {kept.sum()}, other {len(slow) - own.sum() - kept.sum()}"
    )
    if queued:
        behind = [i for i in slow if queued[int(i)] >= 60_000]
        line += f"; sent behind >= 60k queued tokens {len(behind)} ({sum(hit[i] >= 0.5 * P[i] for i in behind)} half cached)"
    print(line, flush=True)
