"""A stall of the router's own event loop counts against no engine (issue 38, item 1): health-check time-outs
and passive failures that straddle a measured stall are not counted, and time-outs alone never take the last
engine out of rotation. Fake engines on 127.0.0.1 (`tests/helpers/router_harness.py`); no wall-clock speed
assertions (the stall is a 2 s ``time.sleep`` on the loop, as a blocking parse or a starved process makes)."""

from __future__ import annotations

import asyncio
import time

import pytest

aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession  # noqa: E402

from cacheroute_solver.adapter.metrics import Counters  # noqa: E402
from cacheroute_solver.router.fleet.health import Health, HealthConfig  # noqa: E402
from cacheroute_solver.router.loop_watch import LoopWatch  # noqa: E402
from tests.helpers.router_harness import SYSTEM, Harness, _plan, run  # noqa: E402


async def _complete(h: Harness, s: ClientSession, i: int, stream: bool = False) -> int:
    payload = {"model": "m", "prompt": SYSTEM + f"q{i}", "max_tokens": 4, "stream": stream}
    async with s.post(h.base + "/v1/completions", json=payload) as r:
        await r.read()
        return r.status


def test_a_two_second_stall_of_the_router_ejects_no_engine():
    """Requests in flight on every engine and health checks every 0.1 s (0.3 s time-out) when the loop
    stops for 2 s: their time-outs all straddle the stall, so none counts, and every engine stays in. The
    stall starts once all 12 are at their engines (1 s each), so their 1.5 s first-byte time-outs expire in it."""

    async def body(h: Harness, s: ClientSession) -> None:
        for u in h.ups:
            u.mode, u.delay_s = "slow", 1.0
        await asyncio.sleep(0.3)  # the checks and the loop watch are running
        requests = [asyncio.create_task(_complete(h, s, i, stream=i % 3 == 0)) for i in range(12)]
        # every request at its engine, its answer and its first-byte time-out both due inside the stall
        await h.until(lambda: sum(u.counts.running for u in h.ups) == 12, timeout=0.9)
        asyncio.get_running_loop().call_soon(time.sleep, 2.0)
        statuses = await asyncio.gather(*requests)
        await asyncio.sleep(0.5)  # checks after the stall
        c = h.router.counters
        assert c.get("cacheroute_loop_stalls_total") >= 1
        assert c.get("cacheroute_ejections_total") == 0
        assert c.get("cacheroute_stalled_failures_total") >= 1  # time-outs over the stall, not counted
        assert all(c.get("cacheroute_endpoint_up", replica=u.name) == 1 for u in h.ups)
        assert h.router.membership.health.in_rotation() == [h.url(i) for i in range(3)]
        assert statuses == [200] * 12

    run(body, first_byte_timeout_s=1.5, idle_timeout_s=1.5)


def test_time_outs_alone_never_take_the_last_engine_out():
    held: list[tuple[str, str]] = []
    changes: list[tuple[str, bool, str]] = []
    cfg = HealthConfig(consecutive_failures=1, max_ejected_fraction=1.0, unhealthy_checks=1)
    health = Health(["a", "b", "c"], cfg, on_change=lambda *c: changes.append(c), on_held=lambda *h: held.append(h))
    health.record_failure("a", "timeout")
    health.record_check("b", False, timed_out=True)
    assert health.in_rotation() == ["c"]
    health.record_failure("c", "timeout")
    health.record_failure("c", "hang", eject_now=True)
    health.record_check("c", False, timed_out=True)
    assert health.in_rotation() == ["c"]  # the last one: time-outs say late, not gone
    assert held == [("c", "timeout"), ("c", "hang"), ("c", "health_check")]
    assert [c[:2] for c in changes] == [("a", False), ("b", False)]
    health.record_check("c", False)  # no answer at all (refused) or a 5xx: out whatever is left
    assert health.in_rotation() == []
    health.record_check("b", True)
    health.record_failure("b", "connect_error", eject_now=True)
    assert health.in_rotation() == []


def test_time_outs_against_an_engine_still_eject_it_while_others_are_in():
    health = Health(["a", "b"], HealthConfig(consecutive_failures=2, unhealthy_checks=2))
    health.record_failure("a", "timeout")
    health.record_failure("a", "timeout")
    assert health.in_rotation() == ["b"]
    health.record_check("b", False, timed_out=True)
    health.record_check("b", False, timed_out=True)
    assert health.in_rotation() == ["b"]


def test_a_lag_of_half_a_time_out_excuses_it():
    """Below loop_stall_s, a lag still excuses a time-out it ate half of: the answer may have been in."""

    async def main() -> None:
        watch = LoopWatch(0.5, Counters())
        task = asyncio.create_task(watch.run(0.02))
        await asyncio.sleep(0.1)
        since = time.monotonic()
        time.sleep(0.2)  # noqa: ASYNC251 - the lag under test: the loop held, as a blocking call holds it
        await asyncio.sleep(0.05)
        assert watch.stalled(since, window_s=0.3)  # 0.2 s of a 0.3 s check
        assert not watch.stalled(since)  # not a stall of loop_stall_s
        assert not watch.stalled(since, window_s=2.0)  # 0.2 s of 2 s says little
        assert not watch.stalled(time.monotonic(), window_s=0.3)
        task.cancel()

    asyncio.run(main())


def test_the_loop_answers_while_a_large_metrics_page_renders():
    """A fleet's /metrics page costs about 0.2 ms per histogram series to render (3,200: over a second, past
    loop_stall_s), and it was rendered on the event loop: every request waited for the whole page. Rendered in a
    worker thread, /liveness keeps answering while it is made (here the client shares the router's loop, so with
    the page on the loop no probe could even be sent until it was done)."""

    async def body(h: Harness, s: ClientSession) -> None:
        counters = h.router.counters
        for i in range(1000):  # a fleet's histograms: 1,000 series of 24 buckets, about 2 MB of page
            counters.histogram("cacheroute_time_to_first_token_seconds", model="m", replica=f"r{i}").observe(0.1)
        scrape = asyncio.create_task(s.get(h.base + "/metrics"))
        answered = 0
        while not scrape.done():
            async with s.get(h.base + "/liveness") as r:
                assert r.status == 200
            answered += not scrape.done()
        async with await scrape as r:
            assert r.status == 200 and len(await r.read()) > 1_000_000
        assert answered >= 3, answered

    run(body, n=1)


def test_one_request_that_keeps_engines_from_answering_takes_out_one_engine_at_most():
    """D9: a request whose body keeps an engine's loop busy for a second (parsing it) makes that engine's
    checks time out, so it leaves rotation and the request moves on, to keep the next engine as busy.
    The next engine's time-outs are that request's doing: not held against it; the request is answered."""

    async def body(h: Harness, s: ClientSession) -> None:
        for u in h.ups:
            u.heavy_s = 1.0
        await asyncio.sleep(0.3)
        payload = {"model": "m", "prompt": "HEAVY " + SYSTEM, "max_tokens": 4}
        async with s.post(h.base + "/v1/completions", json=payload) as r:
            assert r.status == 200
            assert r.headers["X-CacheRoute-Attempt"] == "2"
        c = h.router.counters
        assert c.get("cacheroute_ejections_total", reason="health_check") == 1
        assert c.get("cacheroute_excused_failures_total", reason="health_check") >= 1
        assert not h.router.membership._moved  # forgotten once the request ended

    run(body)


def test_a_second_hung_engine_still_leaves_while_a_moved_request_waits_there():
    """u0 hangs (its /health too), then u1, one failed check later. The request moved off u0 goes to u1,
    which its memory says holds the prefix, and excuses u1's check time-outs only for a while: u1 leaves
    on its checks before the request's own first-byte time-out, which would otherwise be the first thing
    to move it on. u1 hangs after u0 so that u0 is out first and the request is moved onto a hung replica,
    whatever the phase of the two check loops."""

    async def body(h: Harness, s: ClientSession) -> None:
        c = h.router.counters
        async with s.post(h.base + "/plan", data=_plan(1, "u1")) as r:
            assert r.status == 200
        async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + "w"}) as r:
            assert r.status == 200 and r.headers["X-CacheRoute-Replica"] == "u1"
        async with s.post(h.base + "/plan", data=_plan(2, "u0")) as r:
            assert r.status == 200
        h.ups[0].mode = "hang"
        payload = {"model": "m", "prompt": SYSTEM + "q"}
        request = asyncio.create_task(s.post(h.base + "/v1/completions", json=payload))
        await h.until(lambda: c.get("cacheroute_health_checks_total", replica="u0", result="fail") >= 1)
        h.ups[1].mode = "hang"
        async with await request as r:
            assert r.status == 200 and r.headers["X-CacheRoute-Replica"] == "u2"
            assert r.headers["X-CacheRoute-Attempt"] == "3"  # u0, then u1 (it held the prefix), then u2
        assert c.get("cacheroute_ejections_total", replica="u0", reason="health_check") == 1
        assert c.get("cacheroute_ejections_total", replica="u1", reason="health_check") == 1
        assert c.get("cacheroute_excused_failures_total", replica="u1", reason="health_check") >= 1
        assert c.get("cacheroute_timeouts_total") == 0  # moved by the ejections, not by waiting out the cap

    run(body, first_byte_timeout_s=6.0)
