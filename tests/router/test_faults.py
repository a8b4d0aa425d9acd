"""The reference router under faults, hostile clients and bad plans: fake upstreams on 127.0.0.1.

One test (or more) per case of issue 12: 5xx upstreams ejected and retried, hung upstreams timed
out, ejected and their requests cancelled, the control plane guarded, plan epochs and sizes
bounded, large bodies parsed off the event loop, client mistakes answered 400, a restored replica
given its keys back, plan keys of the wrong form or colliding refused.
"""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

import pytest

aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession, ClientTimeout  # noqa: E402

from cacheroute_solver.adapter.metrics import Counters  # noqa: E402
from cacheroute_solver.adapter.request_keys import RequestChain  # noqa: E402
from cacheroute_solver.adapter.store import EPOCH_HEADROOM, MAX_EPOCH, PlanStore, SwapResult  # noqa: E402
from cacheroute_solver.models import Plan, PlanConfig  # noqa: E402
from cacheroute_solver.prefix import key_name  # noqa: E402
from cacheroute_solver.router.fleet.health import Health, HealthConfig  # noqa: E402
from cacheroute_solver.router.retry import RetryBudget, RetryConfig  # noqa: E402
from cacheroute_solver.router.server import RouterConfig  # noqa: E402
from tests.helpers.router_harness import KEY, SYSTEM, Harness, _plan, run  # noqa: E402


async def _complete(h: Harness, s: ClientSession, i: int, **extra) -> tuple[int, str | None]:
    async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + f"q{i}", **extra}) as r:
        text = await r.text()
        server = json.loads(text).get("server") if r.status == 200 and not extra.get("stream") else None
        return r.status, server


# ---- 1. an upstream answering 500 is ejected and its requests retried elsewhere -------------


def test_500_upstream_is_ejected_and_its_requests_retried():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u0")) as r:
            assert r.status == 200
        h.ups[0].mode = "500"
        results = [await _complete(h, s, i) for i in range(30)]
        assert all(status == 200 for status, _ in results)
        assert {server for _, server in results} <= {"u1", "u2"}
        # ejected after three 500s in a row, then skipped until a check passes after the back-off
        assert h.ups[0].got == 3
        c = h.router.counters
        assert c.get("cacheroute_ejections_total", replica="u0", reason="http_5xx") == 1
        assert c.get("cacheroute_retries_total", reason="http_5xx") == 3
        assert c.get("cacheroute_endpoint_up", replica="u0") == 0

    run(body, health=HealthConfig(check_interval_s=None, base_ejection_s=30.0))


def test_a_request_gets_at_most_max_attempts_and_the_last_5xx_is_passed_through():
    async def body(h: Harness, s: ClientSession) -> None:
        for u in h.ups:
            u.mode = "500"
        status, _ = await _complete(h, s, 0)
        assert status == 500
        assert sum(u.got for u in h.ups) == 2
        assert h.router.counters.get("cacheroute_retries_denied_total", reason="attempts") == 1

    run(body, retry=RetryConfig(max_attempts=2), health=HealthConfig(check_interval_s=None, consecutive_failures=5))


def test_retry_budget_bounds_the_share_of_retries():
    t = [0.0]
    budget = RetryBudget(RetryConfig(ratio=0.1, min_per_s=0.0, window_s=10.0), clock=lambda: t[0])
    for _ in range(100):
        budget.on_request()
    granted = sum(budget.try_spend() for _ in range(50))
    assert granted == 10
    t[0] = 100.0  # the window has passed: old retries no longer count, nor do old requests
    for _ in range(10):
        budget.on_request()
    assert sum(budget.try_spend() for _ in range(5)) == 1


# ---- 2. hung upstreams: timeouts, ejection by health check, cancel on client disconnect -----


def test_hung_upstream_is_ejected_by_health_checks_and_its_waiting_requests_retried():
    async def body(h: Harness, s: ClientSession) -> None:
        h.ups[0].mode = "hang"
        results = await asyncio.gather(*(_complete(h, s, i) for i in range(24)))
        assert all(status == 200 for status, _ in results)
        assert {server for _, server in results} <= {"u1", "u2"}
        assert h.router.counters.get("cacheroute_ejections_total", replica="u0", reason="health_check") == 1
        assert h.router.proxy.inflight[h.url(0)] == 0
        assert h.ups[0].got >= 1  # some did wait on it, and were moved

    run(body, policy="round_robin")


def test_first_byte_timeout_retries_elsewhere():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u0")) as r:
            assert r.status == 200
        h.ups[0].mode = "hang"
        status, server = await _complete(h, s, 0)
        assert (status, server) == (200, "u1") or (status, server) == (200, "u2")
        assert h.router.counters.get("cacheroute_timeouts_total", replica="u0", phase="first_byte") == 1
        assert h.router.counters.get("cacheroute_retries_total", reason="timeout") == 1

    run(body, first_byte_timeout_s=0.3, health=HealthConfig(check_interval_s=None))


def test_idle_stream_times_out_and_client_disconnect_cancels_the_upstream_request():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u0")) as r:
            assert r.status == 200
        h.ups[0].mode = "stall"
        with pytest.raises(aiohttp.ClientPayloadError):
            async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM, "stream": True}) as r:
                assert r.status == 200
                await r.read()  # the stream started, stalled, and was cut: never a clean end
        assert h.router.counters.get("cacheroute_timeouts_total", replica="u0", phase="idle") == 1

        h.ups[0].mode = "hang"
        for i in range(3):
            with pytest.raises(asyncio.TimeoutError):
                async with s.post(
                    h.base + "/v1/completions",
                    json={"model": "m", "prompt": SYSTEM + str(i)},
                    timeout=ClientTimeout(total=0.2),
                ) as r:
                    await r.read()
        await h.until(lambda: h.router.proxy.inflight[h.url(0)] == 0)
        await h.until(lambda: h.ups[0].cancelled == 3)
        assert h.router.counters.get("cacheroute_client_disconnects_total") == 3
        assert h.router.counters.get("cacheroute_inflight_requests", replica="u0") == 0

    run(body, idle_timeout_s=0.3, health=HealthConfig(check_interval_s=None, consecutive_failures=10))


def test_a_client_that_leaves_at_done_got_its_answer_and_one_that_leaves_before_did_not():
    """An engine may send a stream's end (the chunked terminator) in a write after its ``data: [DONE]``;
    a client that leaves at [DONE] meanwhile has the whole answer: ok, not a cancelled request."""

    async def leave_at(s: ClientSession, base: str, marker: bytes, i: int) -> None:
        body = {"model": "m", "prompt": SYSTEM + f"q{i}", "stream": True}
        async with s.post(base + "/v1/completions", json=body) as r:
            assert r.status == 200
            async for line in r.content:
                if marker in line:
                    break

    async def body(h: Harness, s: ClientSession) -> None:
        for u in h.ups:
            u.end_s = 0.2
        await asyncio.gather(*(leave_at(s, h.base, b"[DONE]", i) for i in range(4)))
        await asyncio.sleep(0.05)  # the router's handlers are cancelled before their engines end the streams
        await h.until(lambda: sum(h.router.proxy.inflight.values()) == 0)
        ok = sum(h.router.counters.get("cacheroute_requests_total", replica=u.name, outcome="ok") for u in h.ups)
        assert ok == 4 and h.router.counters.get("cacheroute_client_disconnects_total") == 4

        for u in h.ups:
            u.mode = "stall"  # one chunk, then nothing until recover: the client leaves mid-answer
        await leave_at(s, h.base, b"server", 9)
        await asyncio.sleep(0.1)
        for u in h.ups:
            u.recover()
        await h.until(lambda: sum(h.router.proxy.inflight.values()) == 0)
        cancelled = sum(
            h.router.counters.get("cacheroute_requests_total", replica=u.name, outcome="cancelled") for u in h.ups
        )
        assert cancelled == 1 and h.router.counters.get("cacheroute_client_disconnects_total") == 5

    run(body, health=HealthConfig(check_interval_s=None))


def test_a_non_streamed_answer_in_parts_is_relayed_whole_and_one_that_stops_is_retried():
    """An answer not all in with its headers is read part by part within ``idle_timeout_s`` of each: a
    pause shorter than that gives the client the whole answer; a longer one is an idle time-out, and
    the request, of which nothing reached the client, goes to another replica."""

    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u0")) as r:
            assert r.status == 200
        h.ups[0].mode, h.ups[0].pause_s = "pause", 0.1
        assert await _complete(h, s, 0) == (200, "u0")
        assert h.router.counters.get("cacheroute_timeouts_total", replica="u0", phase="idle") == 0
        h.ups[0].pause_s = 0.6
        status, server = await _complete(h, s, 1)
        assert status == 200 and server in {"u1", "u2"}
        assert h.router.counters.get("cacheroute_timeouts_total", replica="u0", phase="idle") == 1
        assert h.router.counters.get("cacheroute_retries_total", reason="timeout") == 1

    run(body, idle_timeout_s=0.3, health=HealthConfig(check_interval_s=None))


def test_non_streamed_answer_cut_short_is_retried_whole():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u0")) as r:
            assert r.status == 200
        h.ups[0].mode = "cut"
        status, server = await _complete(h, s, 0)
        assert status == 200 and server in {"u1", "u2"}
        assert h.router.counters.get("cacheroute_retries_total", reason="disconnected") == 1

    run(body, health=HealthConfig(check_interval_s=None))


def test_health_back_off_grows_and_readmission_needs_a_passing_check():
    t = [0.0]
    changes: list[tuple[str, bool, str]] = []
    cfg = HealthConfig(consecutive_failures=2, base_ejection_s=1.0, max_ejection_s=8.0, max_ejected_fraction=0.5)
    health = Health(["a", "b", "c", "d"], cfg, on_change=lambda *c: changes.append(c), clock=lambda: t[0])
    health.record_failure("a", "http_5xx")
    health.record_success("a")
    health.record_failure("a", "http_5xx")
    assert health.up("a")  # a success between failures resets the count
    health.record_failure("a", "http_5xx")
    assert not health.up("a") and changes == [("a", False, "http_5xx")]
    assert not health.due_for_check("a")
    t[0] = 1.01
    assert health.due_for_check("a") and not health.up("a")  # back-off over, but no check yet
    health.record_check("a", True)
    assert health.up("a") and changes[-1] == ("a", True, "health_check")
    health.record_failure("a", "timeout", eject_now=True)
    t[0] = 2.5
    assert not health.due_for_check("a")  # second ejection in a row lasts 2 s
    t[0] = 3.02
    health.record_check("a", True)
    assert health.up("a")
    # at most half of the four endpoints are ejected at once
    for u in "abc":
        health.record_failure(u, "connect_error", eject_now=True)
    assert health.in_rotation() == ["c", "d"]
    # failing active checks take an endpoint out whatever that limit says
    health.record_check("d", False)
    health.record_check("d", False)
    assert health.in_rotation() == ["c"]


# ---- 3. the control plane -------------------------------------------------------------------


def test_control_plane_needs_the_token_when_one_is_set():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u0")) as r:
            assert r.status == 401 and r.headers["WWW-Authenticate"] == "Bearer"
        async with s.post(h.base + "/plan", data=_plan(1, "u0"), headers={"Authorization": "Bearer wrong"}) as r:
            assert r.status == 401
        for path in ("/plan", "/metrics"):
            async with s.get(h.base + path) as r:
                assert r.status == 401
        assert h.router.store.epoch == -1
        auth = {"Authorization": "Bearer s3cret"}
        async with s.post(h.base + "/plan", data=_plan(1, "u0"), headers=auth) as r:
            assert r.status == 200
        async with s.get(h.base + "/plan", headers=auth) as r:
            assert Plan.model_validate_json(await r.read()).epoch == 1
        async with s.get(h.base + "/metrics", headers=auth) as r:
            assert "cacheroute_control_denied_total" in await r.text()
        assert h.router.counters.get("cacheroute_control_denied_total", reason="unauthorized") == 4

    run(body, control={"token": "s3cret", "metrics_public": False})


def test_control_plane_is_off_without_a_token_on_a_public_address():
    async def body(h: Harness, s: ClientSession) -> None:
        for method, path in (("POST", "/plan"), ("POST", "/plan/step"), ("GET", "/plan")):
            async with s.request(method, h.base + path, data=_plan(1, "u0")) as r:
                assert r.status == 403 and "control plane disabled" in (await r.json())["error"]["message"]
        assert h.router.store.epoch == -1 and h.router.planning.plan_steps == 0
        async with s.get(h.base + "/metrics") as r:  # metrics stay public unless told otherwise
            assert r.status == 200 and r.headers["Content-Type"].startswith("text/plain")

    run(body, bind_host="0.0.0.0")


def test_control_plane_on_its_own_listener():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u0")) as r:
            assert r.status == 404
        control = f"http://127.0.0.1:{h.router.control_port}"
        async with s.post(control + "/plan", data=_plan(1, "u0")) as r:
            assert r.status == 200
        async with s.get(control + "/metrics") as r:
            assert "cacheroute_plan_epoch 1.0" in await r.text()
        status, server = await _complete(h, s, 0)
        assert (status, server) == (200, "u0")

    run(body, control={"port": 0})


def test_the_solver_runs_once_at_a_time():
    async def body(h: Harness, s: ClientSession) -> None:
        for i in range(10):
            await _complete(h, s, i)
        real = h.router.planning.step
        running = []
        peak = []

        def slow_step(*a):
            running.append(1)
            peak.append(len(running))
            threading.Event().wait(0.3)
            try:
                return real(*a)
            finally:
                running.pop()

        h.router.planning.step = slow_step  # type: ignore[method-assign]  # the test wraps the room's step

        async def step() -> int:
            async with s.post(h.base + "/plan/step") as r:
                return r.status

        statuses = await asyncio.gather(*(step() for _ in range(10)))
        assert sorted(statuses) == [200] + [409] * 9
        assert max(peak) == 1 and h.router.planning.plan_steps == 1

    run(body, plan_config=PlanConfig(backend="greedy", admit_rate=0.0, keep_rate=0.0))


# ---- 4. and 5. plan epochs and sizes; large bodies off the event loop -----------------------


def test_plan_epoch_is_bounded_and_force_recovers():
    async def body(h: Harness, s: ClientSession) -> None:
        for epoch in (10**18, 10**400):
            async with s.post(h.base + "/plan", data=f'{{"epoch": {epoch}, "assignments": {{}}}}') as r:
                assert r.status == 400
                assert "outside [0, 9007199254740991]" in (await r.json())["reason"]
        assert h.router.store.epoch == -1
        async with s.post(h.base + "/plan", data=_plan(2, "u1")) as r:
            assert r.status == 200
        async with s.post(h.base + "/plan", data=_plan(MAX_EPOCH, "u1")) as r:
            assert r.status == 400 and "no room for the plans after it" in (await r.json())["reason"]
        async with s.post(h.base + "/plan", data=_plan(MAX_EPOCH - EPOCH_HEADROOM, "u1")) as r:
            assert r.status == 200  # the highest epoch a store takes: its planner can still follow
        async with s.post(h.base + "/plan", data=_plan(3, "u2")) as r:
            assert r.status == 409
        async with s.post(h.base + "/plan?force=1", data=_plan(3, "u2")) as r:
            assert r.status == 200
        assert h.router.store.epoch == 3
        async with s.get(h.base + "/metrics") as r:
            assert "cacheroute_plan_epoch 3.0" in await r.text()

    run(body)


def test_plan_size_is_bounded_and_stale_plans_are_refused_unparsed():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(5, "u0")) as r:
            assert r.status == 200
        big = Plan(epoch=6, assignments={key_name(i, 1): (("u0", 1.0),) for i in range(200)}).model_dump_json()
        async with s.post(h.base + "/plan", data=big) as r:
            assert r.status == 413 and (await r.json())["refusal"] == "too_large"
        parsed: list[str] = []
        real = h.router.store.load_json

        def spy(raw: str | bytes, **kw: Any) -> SwapResult:
            parsed.append(threading.current_thread().name)
            return real(raw, **kw)

        h.router.store.load_json = spy  # type: ignore[method-assign]  # a spy on this one store's method
        stale = Plan(epoch=4, assignments={KEY: (("u1", 1.0),)}, replica_load={"x" * 3000: 1.0}).model_dump_json()
        async with s.post(h.base + "/plan", data=stale) as r:
            assert r.status == 409
        assert parsed == []  # refused on its epoch, before parsing
        assert h.router.counters.get("cacheroute_plan_swaps_total", result="refused", reason="too_large") == 1

    run(body, max_plan_bytes=4096)


def test_a_pushed_plan_over_the_key_limit_is_refused_once_reading_passes_the_limit():
    """Issue 27: the key limit is enforced while the plan is read: what follows the limit is not even
    JSON, and the push is still a 413 naming the limit (a full parse would have called it corrupt)."""

    async def body(h: Harness, s: ClientSession) -> None:
        plan = Plan(epoch=3, assignments={key_name(i + 1, 1): (("u0", 1.0),) for i in range(2500)})
        raw = plan.model_dump_json().encode()
        cut = raw.index(key_name(2001, 1).encode()) - 1  # past the first 64 KiB: read in steps
        async with s.post(h.base + "/plan", data=raw[:cut] + b"\x00 not JSON " * 2000) as r:
            answer = await r.json()
            assert r.status == 413 and answer["refusal"] == "too_large" and answer["offered_epoch"] == 3
            assert "more than the 1000 keys" in answer["reason"]
        assert h.router.store.epoch == -1
        async with s.post(h.base + "/plan", data=raw) as r:
            assert r.status == 413

    run(body, max_plan_keys=1000)


def test_large_bodies_are_refused_or_parsed_off_the_event_loop():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": "x" * 600_000}) as r:
            assert r.status == 413
        seen: list[bool] = []
        real = h.router.handlers.prepare

        def spy(raw: bytes | bytearray) -> tuple[dict[str, Any], RequestChain]:
            seen.append(threading.current_thread() is threading.main_thread())
            return real(raw)

        h.router.handlers.prepare = spy  # type: ignore[method-assign]  # the test wraps the handlers' prepare
        async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": "y" * 400_000}) as r:
            assert r.status == 200
        async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": "small"}) as r:
            assert r.status == 200
        assert seen == [False, True]
        big = Plan(epoch=1, assignments={key_name(i + 1, 1): (("u0", 1.0),) for i in range(8000)}).model_dump_json()
        threads: list[bool] = []
        real_load = h.router.store.load_json

        def spy_load(raw: str | bytes, **kw: Any) -> SwapResult:
            threads.append(threading.current_thread() is threading.main_thread())
            return real_load(raw, **kw)

        h.router.store.load_json = spy_load  # type: ignore[method-assign]  # a spy on this one store's method
        async with s.post(h.base + "/plan", data=big) as r:
            assert r.status == 200
        assert h.router.store.plan is not None
        assert threads == [False] and len(h.router.store.plan.assignments) == 8000

    run(body, max_request_bytes=512 * 1024)


# ---- 6. client mistakes are 400 naming the field -------------------------------------------


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        (b'{"model": "m", "prompt": "hi", "max_tokens": "abc"}', "max_tokens"),
        (b'{"model": "m", "prompt": "hi", "max_tokens": {}}', "max_tokens"),
        (b'{"model": "m", "messages": [1, 2]}', "messages[0]"),
        (b'{"model": "m", "messages": [{"content": "hi"}]}', "messages[0].role"),
        (b'{"model": "m", "prompt": [1, -2, 3]}', "prompt[1]"),
        (b'{"model": "m", "prompt": [1, 1180591620717411303424]}', "prompt[1]"),
        (b'{"model": "m", "prompt": [[1, 2], [3, "x"]]}', "prompt[1][1]"),
        (b'{"model": "m", "prompt": "hi", "stream": "yes"}', "stream"),
        (b'{"model": "m", "prompt": ' + b"[" * 5000 + b"]" * 5000 + b"}", ""),
        (b"[1, 2]", ""),
        (b'{"prompt": NaN}', ""),
    ],
)
def test_client_mistakes_are_400_naming_the_field(payload, field):
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/v1/chat/completions", data=payload) as r:
            assert r.status == 400
            err = (await r.json())["error"]
        assert err["type"] == "invalid_request_error"
        if field:
            assert err["param"] == field and err["message"].startswith(field + ":")
        assert sum(u.got for u in h.ups) == 0

    run(body, n=1)


# ---- 7. a restored replica gets its traffic back --------------------------------------------


def test_restored_replica_is_handed_its_keys_back():
    prefixes = [f"Tenant {t} system prompt, long enough for two chunks. " * 6 for t in range(6)]

    async def traffic(h: Harness, s: ClientSession, rounds: int) -> dict[str, int]:
        served: dict[str, int] = {}
        for r in range(rounds):
            for _t, p in enumerate(prefixes):
                async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": p + f"user {r}"}) as resp:
                    assert resp.status == 200
                    name = (await resp.json())["server"]
                    served[name] = served.get(name, 0) + 1
        return served

    async def body(h: Harness, s: ClientSession) -> None:
        await traffic(h, s, 4)
        async with s.post(h.base + "/plan/step") as r:
            assert (await r.json())["swap"]["accepted"]
        plan = h.router.store.plan
        assert plan is not None
        held = [k for k, d in plan.assignments.items() if d[0][0] == "u0"]
        assert held, plan.assignments
        before = await traffic(h, s, 2)
        assert before.get("u0", 0) >= 2

        port = h.ups[0].port
        await h.ups[0].stop()
        await traffic(h, s, 2)  # the connection is refused: u0 ejected, membership re-plan
        await h.until(lambda: h.router.counters.get("cacheroute_replans_total", trigger="membership") >= 1)
        assert h.router.store.plan is not None
        assert all("u0" not in [d for d, _ in dests] for dests in h.router.store.plan.assignments.values())

        await h.ups[0].start(port)
        await h.until(lambda: h.router.membership.health.up(h.url(0)))
        await h.until(lambda: h.router.counters.get("cacheroute_replans_total", trigger="membership") >= 2)
        after = await traffic(h, s, 2)
        assert h.router.store.plan is not None
        back = [k for k in held if h.router.store.plan.destinations(k) == ["u0"]]
        assert back == held
        assert after.get("u0", 0) >= before["u0"]

    run(
        body,
        plan_config=PlanConfig(backend="greedy", admit_rate=0.0, keep_rate=0.0),
        replan_on_membership=True,
    )


# ---- 8. plan keys: the required form, no silent collision -----------------------------------


def test_plan_keys_of_another_form_or_colliding_are_refused_with_the_form_required():
    store = PlanStore(replica_ids=["a"])
    r = store.swap({"epoch": 1, "assignments": {"sys-prompt-A": [["a", 1.0]]}})
    assert not r.accepted and r.refusal == "invalid"
    assert r.reason is not None
    assert "assignments['sys-prompt-A']" in r.reason and "p<depth>-<16 lower-case hex digits>" in r.reason
    h = 0xABCDEF0123456789
    collide = {key_name(h, 2): [["a", 1.0]], key_name(h, 3): [["a", 1.0]]}
    r = store.swap({"epoch": 1, "assignments": collide})
    assert not r.accepted and r.reason is not None and "same block hash at different depths" in r.reason
    for bad in ("p2-1f", "p0-" + "0" * 16, "P2-" + "a" * 16, "p2-" + "A" * 16):
        assert not store.swap({"epoch": 1, "assignments": {bad: [["a", 1.0]]}}).accepted, bad
    assert store.swap({"epoch": 1, "assignments": {key_name(h, 2): [["a", 1.0]]}}).accepted


def test_each_counters_has_its_own_registry():
    a, b = Counters(), Counters()
    a.inc("cacheroute_retries_total", reason="timeout")
    assert a.get("cacheroute_retries_total") == 1 and b.get("cacheroute_retries_total") == 0
    with pytest.raises(ValueError, match="takes labels"):
        a.inc("cacheroute_retries_total", replica="x")
    assert "# TYPE cacheroute_retries_total counter" in a.exposition()


def test_a_series_kept_for_its_labels_is_the_one_its_labels_name():
    # the proxy's series are kept by name and labels as passed (`Counters._metric`): the kept series
    # must still be the one the labels name, in any order, and a wrong call still refused every time
    c = Counters()
    c.inc("cacheroute_requests_total", replica="a", outcome="ok")
    c.inc("cacheroute_requests_total", outcome="ok", replica="a")
    c.inc("cacheroute_requests_total", replica="b", outcome="ok")
    c.inc("cacheroute_requests_total", replica="a", outcome="timeout")
    assert c.get("cacheroute_requests_total", replica="a", outcome="ok") == 2
    assert c.get("cacheroute_requests_total", replica="b") == 1
    assert c.get("cacheroute_requests_total", outcome="timeout") == 1
    c.set("cacheroute_inflight_requests", 3, replica="a")
    c.set("cacheroute_inflight_requests", 1, replica="a")
    assert c.get("cacheroute_inflight_requests", replica="a") == 1
    for _ in range(2):
        with pytest.raises(ValueError, match="takes labels"):
            c.inc("cacheroute_requests_total", replica="a")
        with pytest.raises(TypeError, match="is a counter"):
            c.set("cacheroute_requests_total", 1, replica="a", outcome="ok")


# ---- an engine closing idle connections is not a failing engine ----------------------------


def test_idle_connections_are_dropped_before_the_engine_closes_them():
    # vLLM closes a connection idle for 5 s; a router that kept it longer could send a request on a
    # connection being closed, read as a failing engine. The router drops idle connections after
    # upstream_keepalive_s: requests 0.3 s apart with 0.1 s arrive on fresh connections.
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u0")) as r:
            assert r.status == 200
        for i in range(4):
            status, server = await _complete(h, s, i)
            assert status == 200 and server == "u0"
            await asyncio.sleep(0.3)
        assert len(set(h.ups[0].peers)) == 4

    assert RouterConfig.model_fields["upstream_keepalive_s"].default < 5.0  # below vLLM's keep-alive
    run(body, upstream_keepalive_s=0.1, health=HealthConfig(check_interval_s=None))


def test_a_plan_is_compiled_for_routing_before_the_swap_off_the_event_loop():
    """Issue 27's item 2: the routing index of an accepted plan is built in the thread that swapped it,
    pushed or the router's own, never on the event loop by the first request after it."""
    from cacheroute_solver.routing import PlanIndex

    async def body(h: Harness, s: ClientSession) -> None:
        where: list[bool] = []
        real = h.router.store.compile
        assert real is not None

        def spy(plan: Plan) -> Any:
            where.append(threading.current_thread() is threading.main_thread())
            return real(plan)

        h.router.store.compile = spy
        big = Plan(
            epoch=1, assignments={key_name(i + 1, 1): (("u0", 1.0),) for i in range(8000)}
        ).model_dump_json()  # > 256 KiB: parsed off the loop
        async with s.post(h.base + "/plan", data=big) as r:
            assert r.status == 200
        snap = h.router.store.snapshot
        assert isinstance(snap.compiled, PlanIndex) and len(snap.compiled) == 8000
        for i in range(12):
            async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + f"u{i}"}) as r:
                assert r.status == 200
        assert h.router.routing._compiled[1] is snap.compiled  # the first request used it, built nothing
        async with s.post(h.base + "/plan/step") as r:
            assert r.status == 200 and (await r.json())["swap"]["accepted"]
        assert where == [False, False]  # the pushed plan and the router's own

    run(body, plan_config=PlanConfig(backend="greedy", admit_rate=0.0, keep_rate=0.0), max_request_bytes=512 * 1024)
