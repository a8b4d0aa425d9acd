"""The reference router proxies to fake OpenAI servers on 127.0.0.1, streaming included, and applies plans."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys

import pytest

aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession, web  # noqa: E402

from cacheroute_solver.adapter import ReplicaEndpoint, request_chain  # noqa: E402
from cacheroute_solver.models import Plan, PlanConfig  # noqa: E402
from cacheroute_solver.prefix import key_name  # noqa: E402
from cacheroute_solver.router.fleet.health import HealthConfig  # noqa: E402
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig  # noqa: E402
from tests.helpers.localserve import serve_local  # noqa: E402

SYSTEM = "Answer in French, briefly and politely. " * 8


def _key(text: str, depth: int) -> str:
    return key_name(request_chain({"prompt": text}).hashes[depth - 1], depth)


KEY = _key(SYSTEM, 2)


class Upstream:
    """A fake OpenAI-compatible server that records what it got and says who it is."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.bodies: list[dict] = []
        self.headers: list[dict] = []
        self.port = 0
        self._runner: web.AppRunner | None = None

    async def _gen(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.bodies.append(body)
        self.headers.append({k.lower(): v for k, v in request.headers.items()})
        if body.get("stream"):
            resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
            await resp.prepare(request)
            for i in range(5):
                await resp.write(f"data: {json.dumps({'server': self.name, 'i': i})}\n\n".encode())
                await asyncio.sleep(0.005)
            await resp.write(b"data: [DONE]\n\n")
            await resp.write_eof()
            return resp
        return web.json_response({"server": self.name, "path": request.path, "echo": body.get("prompt")})

    async def _models(self, _request: web.Request) -> web.Response:
        return web.json_response({"data": [{"id": "m"}]})

    async def start(self) -> None:
        app = web.Application()
        app.router.add_post("/v1/completions", self._gen)
        app.router.add_post("/v1/chat/completions", self._gen)
        app.router.add_get("/v1/models", self._models)
        self._runner, self.port = await serve_local(app)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()


class Harness:
    def __init__(self, ups: list[Upstream], router: ReferenceRouter, runner: web.AppRunner, port: int) -> None:
        self.ups, self.router, self.runner, self.base = ups, router, runner, f"http://127.0.0.1:{port}"


async def _start(n: int = 3, dead: int = 0, **config) -> Harness:
    ups = [Upstream(f"u{i}") for i in range(n)]
    for u in ups:
        await u.start()
    replicas = [ReplicaEndpoint(id=u.name, url=f"http://127.0.0.1:{u.port}") for u in ups]
    replicas += [ReplicaEndpoint(id=f"dead{i}", url=f"http://127.0.0.1:{1 + i}") for i in range(dead)]
    # active health checks are tested in tests/router/test_faults.py; here they would only add timing
    config.setdefault("health", HealthConfig(check_interval_s=None))
    router = ReferenceRouter(RouterConfig(replicas=tuple(replicas), **config))
    runner, port = await serve_local(router.app())
    return Harness(ups, router, runner, port)


async def _stop(h: Harness) -> None:
    await h.runner.cleanup()
    for u in h.ups:
        await u.stop()


def run(coro_fn, **kw):
    async def main():
        h = await _start(**kw)
        try:
            async with ClientSession() as s:
                await coro_fn(h, s)
        finally:
            await _stop(h)

    asyncio.run(main())


def _plan(epoch: int, dest: str) -> str:
    return Plan(epoch=epoch, assignments={KEY: ((dest, 1.0),)}).model_dump_json()


def test_the_router_assembles_rooms_and_forwards_to_none_of_them():
    """State and calls live in the rooms (`router`); `ReferenceRouter` holds them and runs
    their loops, with no properties or methods that only pass a room's through."""
    router = ReferenceRouter(RouterConfig(replicas=(ReplicaEndpoint(id="a", url="http://127.0.0.1:1"),)))
    assert [n for n, v in vars(ReferenceRouter).items() if isinstance(v, property)] == []
    public = {n for n, v in vars(ReferenceRouter).items() if callable(v) and not n.startswith("_")}
    assert public == {"app", "control_app"}
    rooms = ("decider", "planning", "stats", "loop_watch", "membership", "mode", "proxy", "handlers")
    assert all(hasattr(router, room) for room in rooms)


def test_proxies_completions_chat_and_streams_by_plan():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u2")) as r:
            assert r.status == 200 and (await r.json())["accepted"]
        for i in range(6):
            async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + f"q{i}"}) as r:
                data = await r.json()
                assert r.status == 200 and data["server"] == "u2" and data["path"] == "/v1/completions"
                assert r.headers["X-CacheRoute-Decision"] == "planned"
        chat = {"model": "m", "messages": [{"role": "user", "content": "hello"}]}
        async with s.post(h.base + "/v1/chat/completions", json=chat, headers={"X-Request-Id": "abc"}) as r:
            assert r.status == 200 and (await r.json())["path"] == "/v1/chat/completions"
        assert any(hd.get("x-request-id") == "abc" for u in h.ups for hd in u.headers)

        async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM, "stream": True}) as r:
            assert r.status == 200 and r.headers["Content-Type"].startswith("text/event-stream")
            raw = (await r.read()).decode()
        events = [line[6:] for line in raw.split("\n\n") if line.startswith("data: ")]
        assert events[-1] == "[DONE]"
        assert [json.loads(e)["i"] for e in events[:-1]] == list(range(5))
        assert {json.loads(e)["server"] for e in events[:-1]} == {"u2"}

        async with s.get(h.base + "/metrics") as r:
            text = await r.text()
        assert 'cacheroute_decisions_total{kind="planned",reason="direct"} 7' in text
        assert 'cacheroute_decisions_total{kind="balanced",reason="direct"} 1' in text
        async with s.get(h.base + "/v1/models") as r:
            assert (await r.json())["data"][0]["id"] == "m"

    run(body)


def test_plan_push_refuses_corrupt_and_stale():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(3, "u0")) as r:
            assert r.status == 200
        async with s.post(h.base + "/plan", data=b"{not json") as r:
            assert r.status == 400 and not (await r.json())["accepted"]
        async with s.post(h.base + "/plan", data=_plan(2, "u1")) as r:
            assert r.status == 409
        async with s.post(h.base + "/plan", data=_plan(4, "nobody")) as r:
            assert r.status == 400
        async with s.get(h.base + "/plan") as r:
            current = Plan.model_validate_json(await r.read())
        assert current.epoch == 3 and current.destinations(KEY) == ["u0"]
        async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + "z"}) as r:
            assert (await r.json())["server"] == "u0"
        async with s.post(h.base + "/v1/completions", data=b"{oops") as r:
            assert r.status == 400

    run(body)


def test_get_plan_serves_the_plan_in_force_large_or_small():
    from cacheroute_solver.adapter.plan_json import CHUNK

    big = Plan(
        epoch=5, assignments={KEY: (("u1", 1.0),), **{key_name(i + 1, 1): (("u0", 1.0),) for i in range(CHUNK + 5)}}
    )

    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=big.model_dump_json()) as r:
            assert r.status == 200
        for _ in range(2):
            async with s.get(h.base + "/plan") as r:
                assert r.content_type == "application/json"
                assert await r.read() == big.model_dump_json().encode()
        async with s.post(h.base + "/plan", data=_plan(6, "u2")) as r:
            assert r.status == 200
        async with s.get(h.base + "/plan") as r:
            current = Plan.model_validate_json(await r.read())
        assert current.epoch == 6 and current.destinations(KEY) == ["u2"]

    run(body)


def test_hot_swaps_under_load_lose_no_request():
    async def body(h: Harness, s: ClientSession) -> None:
        h.router.decider.keep_decisions = True

        async def one(i: int) -> str:
            async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + str(i)}) as r:
                assert r.status == 200
                return (await r.json())["server"]

        async def pushes() -> None:
            for e in range(1, 31):
                async with s.post(h.base + "/plan", data=_plan(e, f"u{e % 3}")) as r:
                    assert r.status == 200
                await asyncio.sleep(0)

        results = await asyncio.gather(pushes(), *(one(i) for i in range(150)))
        servers = results[1:]
        assert len(servers) == 150 and set(servers) <= {"u0", "u1", "u2"}
        assert sum(len(u.bodies) for u in h.ups) == 150
        planned = [d for d in h.router.decider.decisions if d.kind == "planned"]
        assert all(d.replica_id == f"u{d.epoch % 3}" for d in planned)
        assert h.router.store.epoch == 30

    run(body)


def test_unreachable_upstream_is_skipped():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "dead0")) as r:
            assert r.status == 200
        for i in range(4):
            async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + str(i)}) as r:
                assert r.status == 200 and (await r.json())["server"] == "u0"
        async with s.get(h.base + "/metrics") as r:
            text = await r.text()
        assert 'cacheroute_requests_total{outcome="connect_error",replica="dead0"} 1' in text
        assert 'cacheroute_decisions_total{kind="planned",reason="direct"} 1' in text  # only the first attempt

    run(body, n=1, dead=1)


def test_no_reachable_upstream_is_a_refused_decision():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM}) as r:
            assert r.status == 502
        assert h.router.counters.get("cacheroute_decisions_total", kind="refused", reason="no_upstream") == 1

    run(body, n=0, dead=2)


def test_observer_and_planner_make_a_plan_the_router_applies():
    async def body(h: Harness, s: ClientSession) -> None:
        for i in range(30):
            async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + f"user {i}"}) as r:
                assert r.status == 200
        async with s.post(h.base + "/plan/step") as r:
            info = await r.json()
        assert info["swap"]["accepted"] and info["warm_keys"] >= 1
        plan = h.router.store.plan
        assert plan is not None
        key = h.router.observer.key_of(request_chain({"prompt": SYSTEM + "next"}).hashes)
        assert key is not None and key in plan.assignments
        for u in h.ups:
            u.bodies.clear()
        for i in range(10):
            async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + f"new {i}"}) as r:
                assert r.headers["X-CacheRoute-Decision"] == "planned"
        assert {u.name for u in h.ups if u.bodies} <= set(plan.destinations(key))

    run(body, plan_config=PlanConfig(backend="greedy", admit_rate=0.0, keep_rate=0.0))


def test_round_robin_baseline_ignores_plans():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u0")) as r:
            assert r.status == 200
        for i in range(9):
            async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + str(i)}) as r:
                assert r.status == 200
        assert [len(u.bodies) for u in h.ups] == [3, 3, 3]

    run(body, policy="round_robin")


def test_plan_file_is_polled_and_a_bad_one_refused(tmp_path):
    path = tmp_path / "plan.json"
    path.write_text(_plan(2, "u1"))

    async def body(h: Harness, s: ClientSession) -> None:
        for _ in range(200):
            if h.router.store.epoch == 2:
                break
            await asyncio.sleep(0.02)
        assert h.router.store.epoch == 2
        path.write_text("{broken")
        for _ in range(200):
            if h.router.counters.get("cacheroute_plan_swaps_total", result="refused", reason="corrupt"):
                break
            await asyncio.sleep(0.02)
        assert h.router.counters.get("cacheroute_plan_swaps_total", result="refused", reason="corrupt") == 1
        async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + "f"}) as r:
            assert (await r.json())["server"] == "u1"

    run(body, plan_file=str(path), plan_file_poll_s=0.02)


@pytest.mark.parametrize(
    "policy, backend, loads", [("plan", "auto", "auto"), ("plan", "pulp", "pulp"), ("round_robin", "auto", None)]
)
def test_a_planning_router_loads_its_solvers_before_it_serves(monkeypatch, policy, backend, loads):
    import cacheroute_solver.router.server as router_module

    calls: list[str] = []
    monkeypatch.setattr(router_module, "preload", calls.append)

    async def body(h: Harness, s: ClientSession) -> None:
        assert calls == ([loads] if loads else [])  # at startup, before the first request
        async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM}) as r:
            assert r.status == 200
        assert len(calls) == (1 if loads else 0)

    run(body, policy=policy, plan_config=PlanConfig(backend=backend))


def test_preload_loads_the_solver_modules_of_a_backend():
    code = (
        "from cacheroute_solver.plan.backends import import_seconds, preload\n"
        "assert import_seconds('cpsat') > 0\n"
        "assert preload('greedy') == ['highs'] and import_seconds('cpsat') > 0\n"
        "assert preload('auto') == ['cpsat', 'highs'] and import_seconds('cpsat') == 0\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr


def test_a_stalled_event_loop_is_counted_and_measured():
    import time

    async def body(h: Harness, s: ClientSession) -> None:
        await asyncio.sleep(0.25)
        before = h.router.counters.get("cacheroute_loop_stalls_total")
        time.sleep(0.8)  # noqa: ASYNC251 holds the loop, as a blocking import or a starved process would
        await asyncio.sleep(0.25)
        assert h.router.counters.get("cacheroute_loop_stalls_total") >= before + 1
        assert h.router.counters.get("cacheroute_loop_lag_max_seconds") >= 0.6

    run(body, loop_stall_s=0.4)


def test_timeouts_over_a_stall_of_the_router_are_not_held_against_replicas():
    import time

    async def body(h: Harness, s: ClientSession) -> None:
        await asyncio.sleep(0.25)
        since = time.monotonic()
        assert not h.router.loop_watch.stalled(since)
        time.sleep(0.8)  # noqa: ASYNC251 the stall under test
        assert h.router.loop_watch.stalled(since)  # before the watch has run again
        await asyncio.sleep(0.25)
        assert h.router.loop_watch.stalled(since)  # after: the stall ended within the window
        assert not h.router.loop_watch.stalled(time.monotonic())

    run(body, loop_stall_s=0.4)


def test_the_router_records_what_it_routes_as_a_trace_without_prompt_text(tmp_path):
    """`RouterConfig.recording`: every routed request is a line the trace readers take back, with the
    decision and its time to first token, and no prompt text reaches the file."""
    from cacheroute_solver.adapter.recorder import RecordingConfig
    from cacheroute_solver.simulator import load_mooncake

    secret = "The launch code is swordfish-7731. "
    rec_dir = tmp_path / "rec"

    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u1")) as r:
            assert r.status == 200
        for i in range(8):
            prompt = SYSTEM + secret * 3 + f"q{i}"
            async with s.post(
                h.base + "/v1/completions", json={"model": "m", "prompt": prompt, "max_tokens": 5, "stream": i % 2 == 0}
            ) as r:
                assert r.status == 200
                await r.read()
        assert h.router.handlers.recorder is not None
        h.router.handlers.recorder.flush()
        async with s.get(h.base + "/metrics") as r:
            assert "cacheroute_recording_written" in await r.text()

    run(body, recording=RecordingConfig(directory=str(rec_dir), flush_s=0.05))
    files = sorted(rec_dir.glob("traffic-*.jsonl"))
    text = "".join(f.read_text() for f in files)
    assert "swordfish" not in text and "launch code" not in text and SYSTEM[:20] not in text
    lines = [json.loads(x) for x in text.splitlines()]
    assert len(lines) == 8
    assert {x["replica"] for x in lines} == {"u1"} and {x["reason"] for x in lines} == {"planned"}
    assert all(x["status"] == 200 and x["ttft_s"] is not None and x["ttft_s"] >= 0 for x in lines)
    assert all(x["output_length"] == 5 and x["model"] == "m" and x["epoch"] == 1 for x in lines)
    trace = load_mooncake(files[0], block_tokens=lines[0]["block_tokens"])
    assert len(trace) == 8 and not trace.load_errors


def test_shadow_mode_routes_by_the_baseline_and_says_what_cacheroute_would_have_done(tmp_path):
    from cacheroute_solver.adapter.recorder import RecordingConfig

    rec_dir = tmp_path / "rec"
    served: list[str] = []

    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u1")) as r:
            assert r.status == 200
        for i in range(9):
            async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + f"q{i}"}) as r:
                assert r.status == 200
                served.append((await r.json())["server"])
                assert r.headers["X-CacheRoute-Decision"] == "baseline"
        assert sorted(served) == ["u0"] * 3 + ["u1"] * 3 + ["u2"] * 3  # round robin decides
        assert h.router.handlers.recorder is not None
        h.router.handlers.recorder.flush()
        async with s.get(h.base + "/metrics") as r:
            text = await r.text()
        assert 'cacheroute_shadow_decisions_total{agree="yes",reason="planned"} 3' in text
        assert 'cacheroute_shadow_decisions_total{agree="no",reason="planned"} 6' in text
        assert len(h.router.routing.core.ledger) == 0  # every shadow entry was completed

    run(body, policy="round_robin", shadow=True, recording=RecordingConfig(directory=str(rec_dir), flush_s=0.05))
    lines = [json.loads(x) for f in sorted(rec_dir.glob("*.jsonl")) for x in f.read_text().splitlines()]
    assert [x["replica"] for x in lines] == served
    assert {x["shadow_replica"] for x in lines} == {"u1"} and {x["reason"] for x in lines} == {"baseline"}


def test_unknown_routes_answer_in_the_openai_error_shape_and_lone_surrogates_are_served():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/v1/no_such_route", json={"input": "x"}) as r:
            err = (await r.json())["error"]
            assert r.status == 404 and err["code"] == "not_found" and "/v1/no_such_route" in err["message"]
        async with s.get(h.base + "/v1/completions") as r:
            err = (await r.json())["error"]
            assert r.status == 405 and err["type"] == "invalid_request_error" and "POST" in err["message"]
        raw = b'{"model": "m", "prompt": "a lone \\ud800 surrogate, as vLLM accepts it"}'
        async with s.post(h.base + "/v1/completions", data=raw, headers={"Content-Type": "application/json"}) as r:
            assert r.status == 200, await r.text()
        async with s.post(h.base + "/v1/completions", data=b'{"prompt": NaN}') as r:
            assert r.status == 400 and "invalid JSON" in (await r.json())["error"]["message"]

    run(body)


def test_an_epoch_near_the_limit_is_refused_and_a_refused_own_plan_is_not_silent():
    from cacheroute_solver.adapter.store import EPOCH_HEADROOM, MAX_EPOCH

    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(MAX_EPOCH, "u1")) as r:
            assert r.status >= 400 and "no room" in await r.text()
        async with s.post(h.base + "/plan", data=_plan(MAX_EPOCH - EPOCH_HEADROOM, "u1")) as r:
            assert r.status == 200  # the highest epoch taken
        h.router.store.max_keys = 0  # every plan now refused: the own one too
        for i in range(20):
            async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": SYSTEM + f"user {i}"}) as r:
                assert r.status == 200
        async with s.post(h.base + "/plan/step") as r:
            info = await r.json()
            assert r.status == 409 and info["error"]["code"] == "too_large"
            assert "own plan refused" in info["error"]["message"] and not info["swap"]["accepted"]
        async with s.get(h.base + "/metrics") as r:
            assert 'cacheroute_replans_total{result="refused",trigger="step"} 1' in await r.text()

    run(body, plan_config=PlanConfig(backend="greedy", admit_rate=0.0, keep_rate=0.0))


def test_a_client_that_stalls_sending_its_body_gets_408_within_the_limit():
    async def body(h: Harness, s: ClientSession) -> None:
        port = int(h.base.rsplit(":", 1)[1])
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(
            b"POST /v1/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b'Content-Length: 100\r\n\r\n{"prompt": '
        )
        await writer.drain()
        status_line = await asyncio.wait_for(reader.readline(), timeout=5.0)  # answered, not left hanging
        rest = await asyncio.wait_for(reader.read(4096), timeout=5.0)
        writer.close()
        assert status_line.startswith(b"HTTP/1.1 408") and b"not received within 0.3 s" in rest
        async with s.post(h.base + "/v1/completions", json={"model": "m", "prompt": "fine"}) as r:
            assert r.status == 200  # the router serves on

    run(body, client_body_timeout_s=0.3)


def _all_out(router: ReferenceRouter) -> None:
    """Every replica fails its checks (as a fleet restarting looks): none is in rotation."""
    for url in router.urls:
        for _ in range(router.config.health.unhealthy_checks):
            router.membership.health.record_check(url, False)
    assert not router.membership.in_rotation()


def test_no_replica_in_rotation_skips_the_period_in_one_warning_with_a_counter(caplog):
    """An expected state of a fleet: the planner skips, keeps the plan in force, says so in one warning line
    and counts it; no ERROR with a traceback (the planner's PlanInputError before)."""
    import logging

    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan", data=_plan(1, "u1")) as r:
            assert r.status == 200
        _all_out(h.router)
        c = h.router.counters
        for _ in range(200):
            if c.get("cacheroute_plan_skips_total", trigger="period", reason="no_replica_in_rotation") >= 2:
                break
            await asyncio.sleep(0.02)
        assert c.get("cacheroute_plan_skips_total", trigger="period", reason="no_replica_in_rotation") >= 2
        async with s.post(h.base + "/plan/step") as r:
            info = await r.json()
            assert r.status == 409 and info["error"]["code"] == "no_replica_in_rotation"
            assert "none of the 3 replicas is in rotation" in info["error"]["message"]
        async with s.get(h.base + "/metrics") as r:
            text = await r.text()
            assert 'cacheroute_plan_skips_total{reason="no_replica_in_rotation",trigger="step"} 1.0' in text
        assert h.router.store.epoch == 1  # the plan in force kept

    caplog.set_level(logging.INFO, logger="cacheroute")
    run(body, plan_period_s=0.05, plan_config=PlanConfig(backend="greedy"), log_throttle_s=None)
    mine = [r for r in caplog.records if r.name.startswith("cacheroute")]
    assert not [r for r in mine if r.levelno >= logging.ERROR or r.exc_info], [r.getMessage() for r in mine]
    skipped = [r for r in mine if "skipped" in r.getMessage()]
    assert skipped and all(r.levelno == logging.WARNING and "\n" not in r.getMessage() for r in skipped)
    assert any(r.getMessage().startswith("planner period skipped: none of the 3") for r in skipped)


def test_expect_100_continue_over_the_limit_gets_413_before_any_100_continue():
    """At the socket: a declared Content-Length over the limit is refused before the client sends its body (aiohttp's
    own handler sent 100 Continue first, then read 17 MiB to refuse them); a control caller without the token gets
    401 first; a body within the limit gets its 100 and its answer."""
    from pydantic import SecretStr

    from cacheroute_solver.router.control import ControlConfig

    async def body(h: Harness, s: ClientSession) -> None:
        port = int(h.base.rsplit(":", 1)[1])

        async def ask(
            path: str, length: int, auth: bool = True, expect: str = "100-continue"
        ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, bytes]:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            token = "Authorization: Bearer s3cret-token-38\r\n" if auth else ""
            writer.write(
                f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                f"Content-Length: {length}\r\nExpect: {expect}\r\n{token}\r\n".encode()
            )
            await writer.drain()
            return reader, writer, await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)

        async def refused(
            path: str, length: int, status: int, auth: bool = True, expect: str = "100-continue"
        ) -> bytes:
            reader, writer, head = await ask(path, length, auth, expect)
            try:
                assert head.startswith(f"HTTP/1.1 {status} ".encode()), head  # the first thing back, no 100 before
                assert b"connection: close" in head.lower()  # the body is not wanted on this connection
                length = int(head.lower().split(b"content-length: ")[1].split(b"\r\n")[0])
                return await asyncio.wait_for(reader.readexactly(length), 5)
            finally:
                writer.close()

        over = 17 * 2**20
        answer = json.loads(await refused("/v1/completions", over, 413))
        assert answer["error"]["code"] == "too_large" and str(16 * 2**20) in answer["error"]["message"]
        assert json.loads(await refused("/v1/chat/completions", over, 413))["error"]["code"] == "too_large"
        assert h.router.counters.get("cacheroute_bad_requests_total", reason="too_large") == 2
        assert json.loads(await refused("/plan", 33 * 2**20, 413))["refusal"] == "too_large"
        assert json.loads(await refused("/plan", 33 * 2**20, 401, auth=False))["error"]["code"] == "unauthorized"
        assert json.loads(await refused("/plan", 100, 401, auth=False))["error"]["code"] == "unauthorized"
        assert json.loads(await refused("/v1/completions", 10, 417, expect="200-ok"))["error"]["code"] == (
            "expectation_failed"
        )
        assert not any(u.bodies for u in h.ups)

        raw = json.dumps({"model": "m", "prompt": "hello"}).encode()
        reader, writer, head = await ask("/v1/completions", len(raw))
        try:
            assert head.startswith(b"HTTP/1.1 100 Continue"), head
            writer.write(raw)
            await writer.drain()
            final = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
            assert final.startswith(b"HTTP/1.1 200 "), final
        finally:
            writer.close()

    run(body, control=ControlConfig(token=SecretStr("s3cret-token-38")))
