"""How much the contexts a replica is decoding move a new request's time to first token.

Replays the long_context family (prompts up to 126k tokens) through a router, then, over the run,
sums per replica the context tokens of the requests it is decoding (prompt + half the output,
from first token to finish) and turns the spread between the busiest and the lightest replica into
step time with the cost model's per-context-token read time (``ctx_token_s``), beside one prefill
chunk's time. docs/replay.md (long contexts) reads it.

    .venv/bin/python -m experiments.decode_context  # cacheroute at 6 req/s
    .venv/bin/python -m experiments.decode_context --router llmd --rate 3.3
"""

from __future__ import annotations

import argparse

import numpy as np

from cacheroute_solver.replay import make_router
from cacheroute_solver.simulator import EngineConfig, generate_workload, reference_fleet, simulate


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--router", default="cacheroute")
    ap.add_argument("--rate", type=float, default=6.0, help="req/s (the family at 3.3 req/s, time-scaled)")
    ap.add_argument("--replicas", type=int, default=15)
    a = ap.parse_args()
    trace = generate_workload("long_context", rate=3.3, duration_s=3600.0, seed=1).with_rate(a.rate)
    fleet, eng = reference_fleet(a.replicas), EngineConfig()
    res = simulate(trace, fleet, make_router(a.router, trace, fleet, engine=eng)(), eng)
    grid = np.linspace(float(res.arrival.min()) + 60.0, float(res.arrival.max()), 400)
    ctx = np.zeros((len(grid), a.replicas))
    for i in np.nonzero(np.isfinite(res.finished))[0]:
        lo, hi = np.searchsorted(grid, [res.first_token[i], res.finished[i]])
        ctx[lo:hi, res.replica[i]] += res.prompt_tokens[i] + 0.5 * res.output_tokens[i]
    spread = ctx.max(axis=1) - ctx.min(axis=1)
    c = eng.cost
    rep = res.report
    assert rep.ttft_excess is not None
    print(
        f"{a.router} on long_context at {a.rate:g} req/s, {a.replicas} replicas: hit rate {rep.hit_rate:.1%}, "
        f"p99 TTFT {rep.ttft.p99:.2f} s, p99 excess {rep.ttft_excess.p99:.2f} s"
    )
    print(
        f"context tokens being decoded per replica: mean {ctx.mean():,.0f}; busiest - lightest: median "
        f"{np.median(spread):,.0f}, p99 {np.percentile(spread, 99):,.0f}"
    )
    print(
        f"that spread in step time: median {1e3 * c.ctx_token_s * np.median(spread):.1f} ms, p99 "
        f"{1e3 * c.ctx_token_s * np.percentile(spread, 99):.1f} ms; one {eng.max_num_batched_tokens}-token "
        f"prefill chunk alone: {1e3 * c.prefill_time(eng.max_num_batched_tokens):.0f} ms"
    )


if __name__ == "__main__":
    main()
