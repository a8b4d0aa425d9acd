"""The requests above an SLO on conversation at one rate: where CacheRoute sent them and what its ledger said.

    .venv/bin/python -m experiments.conversation_tail [RATE [SLO_S [SEED]]]   # default 34.79466 15 1

The rate default is the point of llm-d's capacity search at p99 TTFT 15 s on seed 1
(docs/results/long-slos.md). Prints CacheRoute's p99 TTFT and hit rate, the requests above the SLO
with the prefill tokens and requests queued in the ledger at the decision on the replica chosen
and on the lightest one (medians), and a few of them one by one. Used in docs/replay.md (the queue
in prompts of this size).
"""

import sys
from typing import Any

import numpy as np

from cacheroute_solver.replay import make_router
from cacheroute_solver.simulator import EngineConfig, generate_workload, reference_fleet, simulate

rate = float(sys.argv[1]) if len(sys.argv) > 1 else 34.79466223809617
slo = float(sys.argv[2]) if len(sys.argv) > 2 else 15.0
seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
trace = generate_workload("conversation", rate=8.0, duration_s=900, seed=seed).with_rate(rate)
fleet, engine = reference_fleet(15), EngineConfig()
router: Any = make_router("cacheroute", trace, fleet, engine=engine)()  # a CacheRouteRouter: its core is wrapped below
seen: dict[int, tuple[list[float], list[int], int, int]] = {}
start = router.start


def started(view) -> None:
    start(view)
    core = router.core
    route = core.route

    def logged(chain, prompt, healthy, rid):
        tokens, queued = list(core.ledger.pending_tokens), list(core.ledger.pending)
        choice = route(chain, prompt, healthy, rid)
        seen[rid] = (tokens, queued, choice.replica, prompt)
        return choice

    core.route = logged


router.start = started
res = simulate(trace, fleet, router, engine)
ttft = res.ttft
slow = [int(i) for i in np.flatnonzero(ttft > slo)]
chosen = [seen[i][0][seen[i][2]] for i in slow]
lightest = [min(seen[i][0]) for i in slow]
print(
    f"cacheroute at {rate:g} req/s: p99 TTFT {np.percentile(ttft, 99):.2f} s, hit rate "
    f"{res.hit_tokens.sum() / res.prompt_tokens.sum():.1%}; {len(slow)} requests above {slo:g} s: queued "
    f"prefill tokens at the decision, median {np.median(chosen):,.0f} on the replica chosen, "
    f"{np.median(lightest):,.0f} on the lightest"
)
for i in slow[:: max(1, len(slow) // 6)]:
    tokens, queued, r, prompt = seen[i]
    m = int(np.argmin(tokens))
    print(
        f"  request {i}: {prompt} prompt tokens, TTFT {ttft[i]:.1f} s; chosen r{r}: {tokens[r]:,.0f} tokens in "
        f"{queued[r]} queued; lightest r{m}: {tokens[m]:,.0f} in {queued[m]}"
    )
