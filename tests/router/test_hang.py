"""Hang detection in the reference router (issues 27 and 36): deadlines from the routing core's estimate,
ejection after missed deadlines, ledger release, re-admission; and the client header time-out.

Fake engines on 127.0.0.1 (`tests/helpers/router_harness.py`'s `Upstream`, mode ``hang_gen``: generation never
starts while ``/health`` answers 200). No wall-clock speed assertions.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
from typing import Any

import pytest
from pydantic import ValidationError

aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession  # noqa: E402

from cacheroute_solver.adapter import Decision, ReplicaEndpoint  # noqa: E402
from cacheroute_solver.models import Plan  # noqa: E402
from cacheroute_solver.router.fleet.engine_metrics import EngineMetricsConfig  # noqa: E402
from cacheroute_solver.router.fleet.hang import UNCALIBRATED_FLOOR_S, HangConfig, Misses, deadline_s, expected_s  # noqa: E402
from cacheroute_solver.router.fleet.health import HealthConfig  # noqa: E402
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig, serve  # noqa: E402
from cacheroute_solver.routing import RoutingConfig  # noqa: E402
from cacheroute_solver.routing.delay import DelayModel  # noqa: E402
from tests.helpers.router_harness import SYSTEM, Harness, _key, _plan, run, run_instances  # noqa: E402

CALIBRATED = RoutingConfig(delay=DelayModel.from_cost())
"""The default coefficients, but set explicitly: the operator vouches for them, so no floor."""
QUICK = HangConfig(slack_s=0.3, misses_to_eject=3)
LONG_EJECTION = HealthConfig(check_interval_s=0.1, check_timeout_s=0.3, base_ejection_s=30.0)
SHORT_EJECTION = HealthConfig(check_interval_s=0.1, check_timeout_s=0.3, base_ejection_s=0.2)


async def _stream(
    h: Harness, s: ClientSession, i: int, prompt_prefix: str = SYSTEM, **extra
) -> tuple[int, str | None, str | None, bool]:
    """(status, replica, attempt header, whether the stream ended with [DONE])."""
    payload = {"model": "m", "prompt": prompt_prefix + f"q{i}", "stream": True, **extra}
    async with s.post(h.base + "/v1/completions", json=payload) as r:
        raw = await r.read()
        return r.status, r.headers.get("X-CacheRoute-Replica"), r.headers.get("X-CacheRoute-Attempt"), b"[DONE]" in raw


async def _planned_to_u0(h: Harness, s: ClientSession) -> None:
    async with s.post(h.base + "/plan", data=_plan(1, "u0")) as r:
        assert r.status == 200


# ---- the rule ---------------------------------------------------------------------------------


def test_deadline_is_a_multiple_of_the_expected_time_plus_slack_above_a_floor():
    cfg = HangConfig(multiple=3.0, slack_s=2.0)
    assert deadline_s(cfg, 1.0, 0.0) == 5.0
    assert deadline_s(cfg, 1.0, 30.0) == 30.0
    assert expected_s(0.5, True, 100, 0.02) == 0.5  # a stream waits for its first token
    assert expected_s(0.5, False, 100, 0.02) == pytest.approx(2.5)  # a non-streamed answer for all of it
    assert expected_s(0.5, False, 0, 0.02) is None  # length unknown: no deadline, the cap alone


def test_floor_is_generous_until_the_replicas_model_is_configured_or_learned():
    assert HangConfig().floor(calibrated=False) == UNCALIBRATED_FLOOR_S
    assert HangConfig().floor(calibrated=True) == 0.0
    assert HangConfig(floor_s=1.5).floor(calibrated=False) == 1.5
    url = "http://127.0.0.1:1"
    replicas = (ReplicaEndpoint(id="a", url=url), ReplicaEndpoint(id="b", url="http://127.0.0.1:2"))
    learning = ReferenceRouter(RouterConfig(replicas=replicas))
    assert learning.routing.learning
    assert learning.proxy.hang_floor(url) == UNCALIBRATED_FLOOR_S
    needed = learning.config.routing.learning.min_observations
    for i in range(needed):  # answers of a's own, each 50 ms to its first token
        d = learning.routing.decide([7, 8, 100 + i], [url], None, prompt_tokens=256, at=float(i))
        learning.routing.first_token(d.ticket, 0.05)
        if i == needed - 2:
            assert learning.proxy.hang_floor(url) == UNCALIBRATED_FLOOR_S  # one answer short of learned
    assert learning.proxy.hang_floor(url) == 0.0  # learned: the deadline is the model's
    assert learning.proxy.hang_floor("http://127.0.0.1:2") == UNCALIBRATED_FLOOR_S  # b has not answered
    assert ReferenceRouter(RouterConfig(replicas=replicas, routing=CALIBRATED)).proxy.hang_floor(url) == 0.0
    loaded = RouterConfig.model_validate_json(
        json.dumps(
            {
                "replicas": [{"id": "a", "url": url}],
                "routing": {"delay": CALIBRATED.delay.model_dump()},
            }
        )
    )
    assert ReferenceRouter(loaded).proxy.hang_floor(url) == 0.0


def test_deadline_of_an_attempt_follows_the_core_estimate_and_stays_under_the_cap():
    replicas = (ReplicaEndpoint(id="a", url="http://127.0.0.1:1"),)
    router = ReferenceRouter(RouterConfig(replicas=replicas, routing=CALIBRATED, hang=QUICK, first_byte_timeout_s=10.0))
    d = Decision(
        url="http://127.0.0.1:1", replica_id="a", key=None, reason="balanced", spilled=False, epoch=-1, estimate_s=1.0
    )
    assert router.proxy.hang_deadline(d, True, 0, 100.0) == pytest.approx(100.0 + 3.0 * 1.0 + 0.3)
    slow = dataclasses.replace(d, estimate_s=5.0)
    assert router.proxy.hang_deadline(slow, True, 0, 100.0) is None  # 15.3 s: past the cap, which bounds it
    off = ReferenceRouter(RouterConfig(replicas=replicas, routing=CALIBRATED, hang=None))
    assert off.proxy.hang_deadline(d, True, 0, 100.0) is None


@pytest.mark.parametrize(
    "field,value",
    [("multiple", 0.5), ("slack_s", -1.0), ("misses_to_eject", 0), ("floor_s", -1.0), ("max_ejection_s", 0.0)],
)
def test_bad_hang_settings_name_the_field(field, value):
    with pytest.raises(ValidationError, match=field):
        HangConfig(**{field: value})


def test_misses_count_in_a_row_and_a_first_token_resets_them():
    m = Misses()
    assert [m.miss("a"), m.miss("a"), m.miss("b")] == [1, 2, 1]
    m.hit("a")
    assert m["a"] == 0 and m["b"] == 1


# ---- against fake engines ---------------------------------------------------------------------


def test_streams_to_a_replica_hung_in_generation_are_retried_and_it_is_ejected():
    async def body(h: Harness, s: ClientSession) -> None:
        await _planned_to_u0(h, s)
        h.ups[0].mode = "hang_gen"
        results = [await _stream(h, s, i) for i in range(5)]
        assert all(status == 200 and done for status, _, _, done in results)
        assert {replica for _, replica, _, _ in results} <= {"u1", "u2"}
        # three tries on u0 missed their deadline and were retried; then u0 was out
        assert [attempt for _, _, attempt, _ in results] == ["2", "2", "2", "1", "1"]
        c = h.router.counters
        assert c.get("cacheroute_deadline_misses_total", replica="u0") == 3
        assert c.get("cacheroute_retries_total", reason="deadline") == 3
        assert c.get("cacheroute_ejections_total", replica="u0", reason="hang") == 1
        assert c.get("cacheroute_endpoint_up", replica="u0") == 0
        assert c.get("cacheroute_timeouts_total", phase="first_byte") == 0
        assert h.ups[0].got == 3
        await h.until(lambda: h.ups[0].cancelled == 3)  # the abandoned requests were cancelled upstream
        led = h.router.routing.ledger
        assert (led.in_flight[0], led.pending[0], led.pending_tokens[0]) == (0, 0, 0.0)

    run(body, routing=CALIBRATED, hang=QUICK, health=LONG_EJECTION)


def test_hang_ejection_releases_the_replicas_ledger_and_it_gets_traffic_once_back():
    async def body(h: Harness, s: ClientSession) -> None:
        await _planned_to_u0(h, s)
        led = h.router.routing.ledger
        h.ups[0].mode = "stall"  # one stream that started on u0 and then waits: in flight there
        started = asyncio.create_task(_stream(h, s, 100))
        await h.until(lambda: led.in_flight[0] == 1 and led.pending[0] == 0)
        h.ups[0].mode = "hang_gen"
        results = [await _stream(h, s, i) for i in range(3)]
        assert all(status == 200 and replica != "u0" for status, replica, _, _ in results)
        assert h.router.counters.get("cacheroute_ejections_total", replica="u0", reason="hang") == 1
        assert not started.done()
        assert led.in_flight[0] == 0  # released: the stuck stream no longer counts as u0's load
        h.ups[0].recover()
        await started
        assert led.in_flight[0] == 0
        await h.until(lambda: h.router.counters.get("cacheroute_endpoint_up", replica="u0") == 1)
        back = [await _stream(h, s, i) for i in range(10, 14)]
        assert all(status == 200 and done for status, _, _, done in back)
        assert ("u0", "1") in {(replica, attempt) for _, replica, attempt, _ in back}
        assert h.router.proxy.misses[h.url(0)] == 0  # a first token ended its probation

    run(body, routing=CALIBRATED, hang=QUICK, health=SHORT_EJECTION)


def test_requests_waiting_on_a_hung_replica_go_elsewhere_when_it_is_ejected():
    async def body(h: Harness, s: ClientSession) -> None:
        h.ups[0].mode = "hang_gen"
        results = await asyncio.gather(*(_stream(h, s, i) for i in range(12)))
        assert all(status == 200 and done for status, _, _, done in results)
        assert {replica for _, replica, _, _ in results} <= {"u1", "u2"}
        c = h.router.counters
        assert c.get("cacheroute_ejections_total", replica="u0", reason="hang") == 1
        assert c.get("cacheroute_deadline_misses_total", replica="u0") >= 3
        # the first three deadlines eject u0; the other requests waiting there are retried then
        assert (
            c.get("cacheroute_deadline_misses_total", replica="u0")
            + c.get("cacheroute_retries_total", reason="ejected")
            == h.ups[0].got
        )
        assert h.router.proxy.inflight[h.url(0)] == 0

    run(body, policy="round_robin", routing=CALIBRATED, hang=QUICK, health=LONG_EJECTION)


def test_non_streamed_deadline_covers_the_generation_asked_for():
    async def body(h: Harness, s: ClientSession) -> None:
        await _planned_to_u0(h, s)
        h.ups[0].mode = "hang_gen"
        payload = {"model": "m", "prompt": SYSTEM + "q", "max_tokens": 8}
        async with s.post(h.base + "/v1/completions", json=payload) as r:
            assert r.status == 200 and r.headers["X-CacheRoute-Attempt"] == "2"
            assert (await r.json())["server"] in {"u1", "u2"}
        c = h.router.counters
        assert c.get("cacheroute_deadline_misses_total", replica="u0") == 1
        wait = c.get("cacheroute_attempt_deadline_seconds", replica="u0")
        assert wait >= 3 * 8 * CALIBRATED.delay.decode_step_s + QUICK.slack_s
        # without max_tokens its length is unknown: only first_byte_timeout_s bounds it
        async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + "r"}) as r:
            assert r.status == 200 and r.headers["X-CacheRoute-Attempt"] == "2"
        assert c.get("cacheroute_deadline_misses_total", replica="u0") == 1
        assert c.get("cacheroute_timeouts_total", replica="u0", phase="first_byte") == 1

    run(body, routing=CALIBRATED, hang=QUICK, first_byte_timeout_s=1.5, health=LONG_EJECTION)


@pytest.mark.parametrize("calibrated", [False, True])
def test_a_slow_healthy_engine_is_safe_under_the_default_floor(calibrated):
    """With the default delay model its estimate says milliseconds; the engine takes 0.4 s. The
    default floor (30 s) keeps it in; a configured delay model (no floor) counts misses."""

    async def body(h: Harness, s: ClientSession) -> None:
        await _planned_to_u0(h, s)
        h.ups[0].mode, h.ups[0].delay_s = "slow", 0.4
        results = [await _stream(h, s, i) for i in range(4)]
        assert all(status == 200 and done for status, _, _, done in results)
        c = h.router.counters
        if calibrated:
            assert c.get("cacheroute_deadline_misses_total", replica="u0") >= 3
            assert c.get("cacheroute_ejections_total", replica="u0", reason="hang") == 1
        else:
            assert [(replica, attempt) for _, replica, attempt, _ in results] == [("u0", "1")] * 4
            assert c.get("cacheroute_deadline_misses_total") == 0
            assert c.get("cacheroute_ejections_total") == 0

    config: dict[str, Any] = {"routing": CALIBRATED} if calibrated else {}
    run(body, hang=HangConfig(slack_s=0.1), health=LONG_EJECTION, **config)


# ---- client header time-out -------------------------------------------------------------------


def test_a_client_trickling_its_headers_is_dropped():
    async def main() -> None:
        replicas = (ReplicaEndpoint(id="a", url="http://127.0.0.1:1"),)
        router = ReferenceRouter(
            RouterConfig(replicas=replicas, client_header_timeout_s=0.3, health=HealthConfig(check_interval_s=None))
        )
        runner = await serve(router, "127.0.0.1", 0)
        port = runner.addresses[0][1]
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(b"POST /v1/completions HTTP/1.1\r\nHost: x\r\n")
            dropped = False
            for i in range(100):  # up to 10 s of a header line every 0.1 s
                try:
                    writer.write(f"X-Slow-{i}: y\r\n".encode())
                    await writer.drain()
                    got = await asyncio.wait_for(reader.read(1024), 0.1)
                except TimeoutError:
                    continue
                except (ConnectionError, OSError):
                    dropped = True
                    break
                assert not got.startswith(b"HTTP/")  # closed without an answer, not answered
                dropped = got == b""
                if dropped:
                    break
            writer.close()
            assert dropped
            # a client that sends its request whole is served as before
            async with ClientSession() as s, s.get(f"http://127.0.0.1:{port}/health") as r:
                assert r.status == 200
        finally:
            await runner.cleanup()

    asyncio.run(main())


def test_a_busy_replica_that_still_gives_first_tokens_keeps_requests_past_their_deadline():
    """An overloaded fleet, or a delay model that underrates the engines: requests wait past their
    deadline, but the replica keeps giving first tokens, so it is busy, not hung: nothing is
    abandoned or retried, no miss is counted, the deadline moves on (counted)."""

    async def body(h: Harness, s: ClientSession) -> None:
        await _planned_to_u0(h, s)
        for u in h.ups:
            u.mode, u.delay_s, u.one_at_a_time = "slow", 0.25, True
        results = await asyncio.gather(*(_stream(h, s, i) for i in range(9)))
        assert all(status == 200 and done for status, _, _, done in results)
        c = h.router.counters
        assert c.get("cacheroute_deadline_misses_total") == 0
        assert c.get("cacheroute_ejections_total") == 0
        assert c.get("cacheroute_retries_total") == 0
        assert sum(c.get("cacheroute_deadline_extended_total", replica=u.name) for u in h.ups) >= 1

    # configured delay model: the deadline is about the slack (0.6 s); each engine answers one request
    # at a time in 0.25 s, so a third request queued on one waits past it while the first two come back
    run(body, routing=CALIBRATED, hang=HangConfig(slack_s=0.6), health=LONG_EJECTION)


# ---- several instances: the engine's own progress (issue 36, item 3) ---------------------------

ENGINE_METRICS = EngineMetricsConfig(scrape_s=0.05, timeout_s=0.3)


def test_the_engines_token_counters_are_progress():
    m = Misses()
    m.engine_read("a", 100.0, now=1.0)  # a first reading is no progress: nothing to compare with
    assert not m.progressed("a", 0.0)
    m.miss("a")
    m.engine_read("a", 100.0, now=2.0)  # flat: a hung engine's
    assert not m.progressed("a", 0.0) and m["a"] == 1
    m.engine_read("a", 140.0, now=3.0)
    assert m.progressed("a", 2.5) and not m.progressed("a", 3.0) and m["a"] == 0
    m.engine_read("a", 5.0, now=4.0)  # fell: the engine restarted, its count starts again
    assert not m.progressed("a", 3.5)
    m.engine_read("a", 6.0, now=5.0)
    assert m.progressed("a", 4.5)


def test_four_instances_never_take_a_slow_busy_engine_for_hung():
    """Four instances, engines that answer one request at a time in 0.25 s: 48 streams queue 4 s deep, past
    every deadline (about 1.5 s). Each instance sees a fourth of the first tokens, so gaps of a second in its
    own; the engines' counters advance for all of them alike: no miss, no retry, no ejection.

    The four routers, the three engines and the client share this test's one event loop, so on a starved CPU
    (one core shared with busy processes) the loop lags 0.2-0.3 s and its 240 reads of the engines' /metrics
    a second (every 0.05 s, each instance, each engine) did not finish within their 0.3 s time-out: no reading,
    no progress, and the busy engines were missed (2 runs in 6 under six busy processes on the test's core).
    Reads every 0.1 s within 1 s, checks within 1 s and a 1.5 s deadline keep a reading in every deadline's
    length there (6 runs in 6), while the queue still outlasts each deadline twice over."""

    async def body(hs: list[Harness], s: ClientSession) -> None:
        for u in hs[0].ups:
            u.mode, u.delay_s, u.one_at_a_time = "slow", 0.25, True
        results = await asyncio.gather(*(_stream(h, s, 100 * k + i) for k, h in enumerate(hs) for i in range(12)))
        assert all(status == 200 and done for status, _, _, done in results)
        for h in hs:
            c = h.router.counters
            assert c.get("cacheroute_deadline_misses_total") == 0
            assert c.get("cacheroute_ejections_total") == 0
            assert c.get("cacheroute_retries_total") == 0
        extended = sum(
            h.router.counters.get("cacheroute_deadline_extended_total", replica=u.name) for h in hs for u in h.ups
        )
        assert extended >= 1  # requests did wait past their deadlines

    run_instances(
        body,
        policy="round_robin",
        routing=CALIBRATED,
        hang=HangConfig(slack_s=1.5),
        health=HealthConfig(check_interval_s=0.1, check_timeout_s=1.0, base_ejection_s=30.0),
        engine_metrics=EngineMetricsConfig(scrape_s=0.1, timeout_s=1.0),
    )


@pytest.mark.parametrize("metrics_down", [False, True], ids=["counters_flat", "metrics_unreachable"])
def test_four_instances_each_take_a_hung_engine_out(metrics_down):
    """u0 hangs in generation (its /health answers): its counters stay flat, or its /metrics stops
    answering, while requests are outstanding there. Every instance leaves it after misses_to_eject
    deadlines, each at most 1.3 s, so within 10 s; the streams are retried elsewhere."""

    async def body(hs: list[Harness], s: ClientSession) -> None:
        for h in hs:
            await _planned_to_u0(h, s)
        u0 = hs[0].ups[0]
        u0.mode, u0.metrics_down = "hang_gen", metrics_down
        results = await asyncio.gather(*(_serial_streams(h, s, 100 * k) for k, h in enumerate(hs)))
        for h, got in zip(hs, results, strict=True):
            assert all(status == 200 and done and replica != "u0" for status, replica, _, done in got)
            assert [attempt for _, _, attempt, _ in got] == ["2", "2", "2", "1"]
            c = h.router.counters
            assert c.get("cacheroute_ejections_total", replica="u0", reason="hang") == 1
            deadline = c.get("cacheroute_attempt_deadline_seconds", replica="u0")
            assert 0 < deadline * QUICK.misses_to_eject <= 10.0

    run_instances(body, routing=CALIBRATED, hang=QUICK, health=LONG_EJECTION, engine_metrics=ENGINE_METRICS)


async def _serial_streams(h: Harness, s: ClientSession, first: int) -> list[tuple[int, str | None, str | None, bool]]:
    return [await _stream(h, s, first + i) for i in range(4)]


# ---- hangs judged by the learned model (issue 53, item 5) -------------------------------------


def test_a_learned_model_finds_a_hang_without_a_configured_delay_and_lets_the_engine_back():
    """No routing.delay: the router learns u0 from its answers (milliseconds each here). Once learned, u0 hanging
    in generation while its /health answers costs a request at most its learned deadline (3 x its expected first
    token + slack, not the 30 s floor) and one retry; recovered, u0 is in rotation and serving within 5 s."""

    async def body(h: Harness, s: ClientSession) -> None:
        await _planned_to_u0(h, s)
        assert h.router.proxy.hang_floor(h.url(0)) == UNCALIBRATED_FLOOR_S
        for i in range(20):
            assert await _stream(h, s, i) == (200, "u0", "1", True)
        costs = h.router.routing.core.costs
        assert costs.learned(0) and costs.observations(0) >= 16
        assert h.router.proxy.hang_floor(h.url(0)) == 0.0
        c = h.router.counters
        assert c.get("cacheroute_replica_cost_observations", replica="u0") == costs.observations(0)
        assert c.get("cacheroute_replica_token_seconds", replica="u0") == costs.token_s[0]
        assert c.get("cacheroute_replica_cost_observations", replica="u1") == 0
        h.ups[0].mode = "hang_gen"
        loop = asyncio.get_running_loop()
        held = []
        for i in range(20, 26):
            t0 = loop.time()
            status, replica, attempt, done = await _stream(h, s, i)
            held.append(loop.time() - t0)
            assert status == 200 and done and replica != "u0" and attempt in ("1", "2")  # at most one retry
        deadline = c.get("cacheroute_attempt_deadline_seconds", replica="u0")
        assert 0 < deadline < 1.0  # from the learned model: milliseconds x 3 + the 0.3 s slack
        assert max(held) < deadline + 1.0  # a deadline on u0, then the retry's answer
        h.ups[0].recover()
        recovered = loop.time()
        await h.until(lambda: c.get("cacheroute_endpoint_up", replica="u0") == 1)
        long = "A long system prompt the plan puts on u0 alone. " * 60
        async with s.post(h.base + "/plan", data=_plan(2, "u0", _key(long, 10))) as r:
            assert r.status == 200
        back: list[str | None] = []
        while loop.time() - recovered < 5.0 and "u0" not in back:
            back.append((await _stream(h, s, len(back), prompt_prefix=long))[1])
            await asyncio.sleep(0.05)
        assert "u0" in back  # in rotation and serving what is planned there, within 5 s of its recovery

    run(body, hang=QUICK, health=SHORT_EJECTION)


def test_with_every_replica_hung_a_learned_router_answers_504_in_seconds():
    """Before learning, three tries at the 30 s floor held a request 90 s for its 504; with each replica's model
    learned, every try ends at that replica's learned deadline."""

    systems = [f"System prompt number {k} of three. " * 60 for k in range(3)]  # long: its cache keeps it planned
    plan = Plan(epoch=1, assignments={_key(text, 10): ((f"u{k}", 1.0),) for k, text in enumerate(systems)})

    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=plan.model_dump_json()) as r:
            assert r.status == 200
        costs = h.router.routing.core.costs
        i = 0  # each replica its own system prompt's requests, planned there, a few at once: all get answers to learn from
        while not all(costs.learned(r) for r in range(3)) and i < 100:
            await asyncio.gather(
                *(_stream(h, s, 10 * i + j, prompt_prefix=systems[k]) for k in range(3) for j in range(3))
            )
            i += 1
        assert all(costs.learned(r) for r in range(3)), [costs.observations(r) for r in range(3)]
        for u in h.ups:
            u.mode = "hang_gen"
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        status, _, _, _ = await _stream(h, s, 99_999)
        took = loop.time() - t0
        assert status == 504
        c = h.router.counters
        deadlines = [c.get("cacheroute_attempt_deadline_seconds", replica=u.name) for u in h.ups]
        assert all(0 < d < 1.0 for d in deadlines)
        assert took < sum(deadlines) + 2.0  # three tries, each to its deadline; not 3 x 30 s

    run(body, hang=QUICK, health=LONG_EJECTION)
