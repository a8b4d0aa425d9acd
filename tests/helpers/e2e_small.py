"""Small e2e inputs the harness's tests share: three engines (`SMALL_SETUP`), a schedule of 30 requests, the
reference router's config for them, and one saved run (`run_result`)."""

from __future__ import annotations

from e2e import routers
from e2e.schedule import build_schedule
from tests.helpers.trace_records import rec

SMALL_ENGINES = [f"http://127.0.0.1:{9000 + i}" for i in range(3)]
SMALL_SETUP = {
    "blocks": 64,
    "block_size": 32,
    "engines": 3,
    "prefill_capacity": 5000.0,
    "max_num_seqs": 8,
    "max_num_batched_tokens": 8192,
}
"""The engines of the small prediction tests: 3 of 64 blocks of 32 tokens."""


def small_schedule():
    """30 requests over 4 prefixes of 2 blocks, each with a block of its own."""
    recs = [rec(i * 200, [i % 4, 100 + i % 4, 200 + i]) for i in range(30)]
    return build_schedule(recs, tokens_per_block=32, max_prompt=96, max_out=2, time_scale=1.0)


def small_config(spec, share: float, plan_config: dict | None = None, **kw) -> dict:
    """The reference router's config for ``spec`` on the `SMALL_SETUP` engines."""
    return routers.reference_config(
        spec,
        SMALL_ENGINES,
        kv_tokens=64 * 32,
        prefill_capacity=5000.0,
        plan_config=plan_config or {},
        chars_per_token=4.9,
        max_keys=50,
        horizon_s=60.0,
        share=share,
        **kw,
    )


def run_result(router, run, hit, impl="reference", instances=1, degraded=()):
    """One run as `run_e2e.run_router` saves it, with the hit rate ``hit``."""
    return {
        "router": router,
        "impl": impl,
        "policy": "plan",
        "instances": instances,
        "run": run,
        "hit_rate": hit,
        "hits": [hit * 1000],
        "queries": [1000],
        "prompt_tokens": [1000],
        "errors": 0,
        "error_sample": [],
        "wall_s": 10.0,
        "max_lag_s": 0.01,
        "latency_p99_s": 0.5,
        "plan_steps": [],
        "balancer": None,
        "router_counters": {"x_total": 1.0},
        "degraded": list(degraded),
    }
