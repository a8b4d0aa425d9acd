"""The reference router's own counts, as the harness reads them after a replay, against what the load
generator saw: every streamed request answered is one ``ok``, so a healthy run is not marked degraded."""

from __future__ import annotations

import asyncio

import pytest

pytest.importorskip("aiohttp")
from aiohttp import ClientSession

from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.router.fleet.health import HealthConfig
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig, server_options
from e2e import counters, fake_engine
from e2e.loadgen import replay
from e2e.schedule import build_schedule
from tests.helpers.localserve import serve_local
from tests.helpers.trace_records import rec

N = 12
END_S = 0.1
"""Between each stream's [DONE] and its end: vLLM's server sends the terminator in a write of its own."""


async def _leave_at_done(base: str, n: int) -> list[int]:
    """Streams ``n`` completions and leaves each at ``data: [DONE]``, as many SSE clients do; their statuses."""

    async def one(s: ClientSession, i: int) -> int:
        body = {"model": "tiny", "prompt": f"q{i} " * 20, "max_tokens": 1, "stream": True}
        async with s.post(base + "/v1/completions", json=body) as r:
            async for line in r.content:
                if line.strip() == b"data: [DONE]":
                    break
            return r.status

    async with ClientSession() as s:
        return list(await asyncio.gather(*(one(s, i) for i in range(n))))


async def _through_router(client: str) -> tuple[list[str], dict[str, float], int]:
    engines = [await serve_local(fake_engine.make_app(f"engine{i}", end_s=END_S)) for i in range(2)]
    replicas = tuple(ReplicaEndpoint(id=f"engine{i}", url=f"http://127.0.0.1:{p}") for i, (_, p) in enumerate(engines))
    config = RouterConfig(replicas=replicas, health=HealthConfig(check_interval_s=None))
    router = ReferenceRouter(config)
    runner, port = await serve_local(router.app(), **server_options(config))  # as the router's CLI serves it
    base = f"http://127.0.0.1:{port}"
    try:
        if client == "loadgen":
            sched = build_schedule(
                [rec(i * 20, [i]) for i in range(N)], tokens_per_block=2, max_prompt=10, max_out=1, time_scale=1.0
            )
            out = await replay(base, sched, progress_every=0, stream=True)
            answered = sum(o.status == 200 for o in out.outcomes)
        else:
            answered = sum(s == 200 for s in await _leave_at_done(base, N))
        for _ in range(100):  # the harness reads the router's counters once nothing is in flight
            if not sum(router.proxy.inflight.values()):
                break
            await asyncio.sleep(0.05)
        async with ClientSession() as s, s.get(base + "/metrics") as r:
            page = counters.Samples.parse(await r.text())
    finally:
        await runner.cleanup()
        for engine, _ in engines:
            await engine.cleanup()
    why = counters.reference_health(page, N, policy="round_robin")
    return why, page.by_label("cacheroute_requests_total", "outcome"), answered


@pytest.mark.parametrize("client", ["loadgen", "leaves_at_done"])
def test_every_streamed_answer_is_one_ok_in_the_counts_the_harness_reads(client):
    why, outcomes, answered = asyncio.run(_through_router(client))
    assert answered == N
    assert outcomes == {"ok": N}
    assert why == []
