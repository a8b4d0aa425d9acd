"""The reference router switched from shadow to live on a gate report, and back, against fake engines on 127.0.0.1
(`cache_engine.Engine`: usage like vLLM's with ``--enable-prompt-tokens-details``)."""

from __future__ import annotations

import asyncio
import json
import logging

import pytest

aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession, web  # noqa: E402
from pydantic import SecretStr  # noqa: E402

from cacheroute_solver.adapter import ReplicaEndpoint  # noqa: E402
from cacheroute_solver.models import PlanConfig  # noqa: E402
from cacheroute_solver.replay import ReplayReport  # noqa: E402
from cacheroute_solver.router.control import ControlConfig  # noqa: E402
from cacheroute_solver.router.fleet.health import HealthConfig  # noqa: E402
from cacheroute_solver.router.operations.switch import SwitchConfig  # noqa: E402
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig  # noqa: E402
from tests.helpers.cache_engine import Engine  # noqa: E402
from tests.helpers.gate_reports import fleet_of, report_for  # noqa: E402
from tests.helpers.localserve import serve_local  # noqa: E402

SYSTEM = "You are a careful assistant; answer briefly and cite nothing. " * 6
FAST = SwitchConfig(window_s=2.0, min_requests=10, grace_s=0.0, hold_s=0.2, check_interval_s=0.05)


class Harness:
    def __init__(self, engines: list[Engine], router: ReferenceRouter, runner: web.AppRunner, port: int) -> None:
        self.engines, self.router, self.runner = engines, router, runner
        self.base = f"http://127.0.0.1:{port}"
        self.ids = tuple(e.name for e in engines)

    async def ask(self, s: ClientSession, i: int, stream: bool = False, prompt: str | None = None) -> str:
        """One completion; its answer must be whole (a stream ends with [DONE]). Returns the decision header."""
        body = {"model": "m", "prompt": prompt if prompt is not None else SYSTEM + f"question {i}", "max_tokens": 3}
        if stream:
            body.update(stream=True, stream_options={"include_usage": True})
        async with s.post(self.base + "/v1/completions", json=body) as r:
            raw = await r.read()
            assert r.status == 200, raw[:300]
            if stream:
                assert raw.endswith(b"data: [DONE]\n\n"), raw[-200:]
            else:
                assert json.loads(raw)["usage"]["prompt_tokens"] > 0
            return r.headers["X-CacheRoute-Decision"]

    async def enable(self, s: ClientSession, report: ReplayReport | bytes, query: str = "", **kw) -> tuple[int, dict]:
        data = report if isinstance(report, bytes) else report.model_dump_json()
        async with s.post(self.base + "/plan/enable" + query, data=data, **kw) as r:
            return r.status, await r.json()

    async def state(self, s: ClientSession) -> dict:
        async with s.get(self.base + "/plan/state") as r:
            assert r.status == 200
            return await r.json()


async def _start(n: int = 3, engine_kw: dict | None = None, **config) -> Harness:
    engines = [Engine(f"u{i}", **(engine_kw or {})) for i in range(n)]
    for e in engines:
        await e.start()
    replicas = tuple(ReplicaEndpoint(id=e.name, url=f"http://127.0.0.1:{e.port}") for e in engines)
    config.setdefault("health", HealthConfig(check_interval_s=None))
    config.setdefault("policy", "round_robin")
    config.setdefault("shadow", True)
    config.setdefault("switch", FAST)
    router = ReferenceRouter(RouterConfig(replicas=replicas, **config))
    runner, port = await serve_local(router.app(), handler_cancellation=True)
    return Harness(engines, router, runner, port)


def run(body, **kw) -> None:
    async def main() -> None:
        h = await _start(**kw)
        try:
            async with ClientSession() as s:
                await body(h, s)
        finally:
            await h.runner.cleanup()
            for e in h.engines:
                await e.stop()

    asyncio.run(main())


async def _until_mode(h: Harness, s: ClientSession, mode: str, most: int = 3000, batch: int = 10) -> int:
    """Send unique prompts, ``batch`` at a time, until the router's mode is ``mode``; how many it took
    (fails past ``most``)."""
    sent = 0
    while h.router.mode.switch.mode != mode:
        if sent >= most:
            raise AssertionError(
                f"still {h.router.mode.switch.mode} after {most} requests: {h.router.mode.switch.state()}"
            )
        await asyncio.gather(
            *(h.ask(s, i, stream=i % 2 == 0, prompt=f"unique {i} " * 40) for i in range(sent, sent + batch))
        )
        sent += batch
        await asyncio.sleep(FAST.check_interval_s)
    return sent


def test_a_good_report_switches_the_router_live_and_it_says_so():
    async def body(h: Harness, s: ClientSession) -> None:
        assert {await h.ask(s, i) for i in range(6)} == {"baseline"}
        status, state = await h.enable(s, report_for(h.ids))
        assert status == 200, state
        assert state["mode"] == "live" and state["report"]["verdict"] == "enable"
        assert state["predicted"] == {"policy": "cacheroute", "hit_rate": 0.6, "ttft_p99_s": 0.2}
        assert state["last_switch"]["reason"] == "enable" and state["last_switch"]["from_mode"] == "shadow"
        assert {await h.ask(s, i) for i in range(6)} <= {"planned", "cached", "balanced", "home"}
        async with s.get(h.base + "/plan") as r:
            assert r.headers["X-CacheRoute-Mode"] == "live"
        async with s.get(h.base + "/metrics") as r:
            text = await r.text()
        assert 'cacheroute_mode{mode="live"} 1.0' in text and 'cacheroute_mode{mode="shadow"} 0.0' in text
        assert 'cacheroute_switches_total{reason="enable",to="live"} 1.0' in text
        assert "cacheroute_predicted_hit_rate 0.6" in text
        measured = (await h.state(s))["measured"]
        assert measured["requests"] == 6 and measured["hit_requests"] == 6 and measured["hit_rate"] is not None

    run(body)


@pytest.mark.parametrize(
    "change, status, code, words",
    [
        (lambda ids: report_for(("u0", "u1", "u9")), 409, "fleet_mismatch", "u9"),
        (lambda ids: report_for(ids, created_at=1_000.0), 409, "stale_report", "max_report_age_s"),
        (lambda ids: report_for(ids, verdict="reject"), 409, "verdict_reject", "force=1"),
        (lambda ids: report_for(ids, baseline="least_loaded"), 409, "baseline_mismatch", "round_robin"),
        (lambda ids: report_for(ids, instances=2), 409, "instances_mismatch", "2 router instance"),
        (lambda ids: report_for(ids, block_tokens=512), 409, "recording_mismatch", "--block-tokens 512"),
        (lambda ids: report_for(ids, plan=PlanConfig(keep_rate=0.001)), 409, "plan_mismatch", "keep_rate"),
        (lambda ids: report_for(ids, created_at=4_000_000_000.0), 409, "future_report", "in the future"),
        (lambda ids: b"x" * (4 * 2**20 + 1), 413, "too_large", "4194304 bytes"),
        (lambda ids: b'{"trace": "x", "verdict": "enable"}', 400, "invalid_report", "requests"),
        (lambda ids: b"{not json", 400, "invalid_report", "not a gate report"),
        (lambda ids: report_for(ids).model_copy(update={"fleet": None}), 400, "incomplete_report", "fleet"),
    ],
)
def test_every_refusal_is_a_4xx_that_names_its_reason_and_changes_nothing(change, status, code, words):
    async def body(h: Harness, s: ClientSession) -> None:
        got, answer = await h.enable(s, change(h.ids))
        err = answer["error"]
        assert got == status and err["code"] == code and words in err["message"], answer
        assert err["type"] == ("conflict" if status == 409 else "invalid_request_error")
        assert h.router.mode.switch.mode == "shadow" and await h.ask(s, 0) == "baseline"
        assert h.router.counters.get("cacheroute_switch_refused_total", reason=code) == 1

    run(body)


def test_a_reject_verdict_goes_live_only_with_force():
    async def body(h: Harness, s: ClientSession) -> None:
        status, state = await h.enable(s, report_for(h.ids, verdict="reject"), "?force=1")
        assert status == 200 and state["mode"] == "live" and state["report"]["forced"]
        assert state["last_switch"]["reason"] == "forced"
        assert state["predicted"] == {
            "policy": "cacheroute held to round_robin where better",
            "hit_rate": 0.6,
            "ttft_p99_s": 0.2,
        }

    run(body)


def test_a_bad_token_is_refused_and_names_the_header():
    async def body(h: Harness, s: ClientSession) -> None:
        for headers in ({}, {"Authorization": "Bearer wrong"}):
            status, answer = await h.enable(s, report_for(h.ids), headers=headers)
            assert status == 401 and answer["error"]["code"] == "unauthorized"
            assert "Authorization: Bearer" in answer["error"]["message"]
        async with s.post(h.base + "/plan/rollback") as r:
            assert r.status == 401
        assert h.router.mode.switch.mode == "shadow"
        status, answer = await h.enable(s, report_for(h.ids), headers={"Authorization": "Bearer s3cret"})
        assert status == 200 and answer["mode"] == "live"

    run(body, control=ControlConfig(token=SecretStr("s3cret")))


def test_a_router_that_cannot_switch_says_why():
    async def body(h: Harness, s: ClientSession) -> None:
        status, answer = await h.enable(s, report_for(h.ids))
        assert (
            status == 409
            and answer["error"]["code"] == "not_switchable"
            and "shadow: true" in answer["error"]["message"]
        )
        async with s.post(h.base + "/plan/rollback") as r:
            assert r.status == 409 and (await r.json())["error"]["code"] == "not_switchable"
        assert (await h.state(s))["mode"] == "plan"

    run(body, policy="plan", shadow=False)


def test_a_manual_rollback_is_one_call_and_says_why():
    async def body(h: Harness, s: ClientSession) -> None:
        async with s.post(h.base + "/plan/rollback") as r:
            assert r.status == 409 and (await r.json())["error"]["code"] == "not_live"
        assert (await h.enable(s, report_for(h.ids)))[0] == 200
        async with s.post(h.base + "/plan/rollback", data=b'["not an object"]') as r:
            assert r.status == 400 and (await r.json())["error"]["code"] == "invalid_body"
        assert h.router.mode.switch.live
        async with s.post(h.base + "/plan/rollback", json={"reason": "pager says TTFT is up"}) as r:
            state = await r.json()
            assert r.status == 200 and state["mode"] == "rolled_back"
        assert state["last_switch"] == {
            **state["last_switch"],
            "reason": "manual",
            "detail": "pager says TTFT is up",
            "from_mode": "live",
            "to_mode": "rolled_back",
        }
        assert state["predicted"]["policy"] == "round_robin"
        assert {await h.ask(s, i) for i in range(6)} == {"baseline"}
        assert h.router.counters.get("cacheroute_rollbacks_total", reason="manual") == 1
        async with s.get(h.base + "/plan") as r:
            assert r.headers["X-CacheRoute-Mode"] == "rolled_back"
        assert (await h.enable(s, report_for(h.ids)))[0] == 200  # a manual rollback does not bar the report

    run(body)


def test_a_served_hit_rate_short_of_the_prediction_rolls_back_by_itself(caplog):
    """The plan was gated on traffic that shares its prefixes (predicted 80 %); the traffic now shares none."""
    caplog.set_level(logging.WARNING, logger="cacheroute.router")

    async def body(h: Harness, s: ClientSession) -> None:
        assert (await h.enable(s, report_for(h.ids, hit_rate=0.8, ttft_p99_s=5.0)))[0] == 200
        sent = await _until_mode(h, s, "rolled_back")
        assert sent >= FAST.min_requests
        state = await h.state(s)
        assert state["last_switch"]["reason"] == "hit_rate" and "80.0%" in state["last_switch"]["detail"]
        assert h.router.counters.get("cacheroute_rollbacks_total", reason="hit_rate") == 1
        assert await h.ask(s, 0) == "baseline"
        status, answer = await h.enable(s, report_for(h.ids, hit_rate=0.8, ttft_p99_s=5.0))
        assert status == 200  # a new report (made later) is another report
        again = h.router.mode.switch.report
        assert again is not None
        await _until_mode(h, s, "rolled_back")
        status, answer = await h.enable(s, again)
        assert status == 409 and answer["error"]["code"] == "rolled_back_report"

    run(body)
    lines = [r.getMessage() for r in caplog.records if "rolled back to round_robin" in r.getMessage()]
    assert len(lines) == 2 and lines[0].startswith("switch 2: rolled back to round_robin (hit_rate): served hit rate")


def test_a_p99_ttft_above_the_prediction_rolls_back_by_itself():
    async def body(h: Harness, s: ClientSession) -> None:
        report = report_for(h.ids, hit_rate=0.0, ttft_p99_s=0.01)  # the engines take 0.1 s to the first byte
        assert (await h.enable(s, report))[0] == 200
        await _until_mode(h, s, "rolled_back")
        last = (await h.state(s))["last_switch"]
        assert last["reason"] == "ttft_p99" and "0.010 s" in last["detail"]

    run(body, engine_kw={"first_byte_s": 0.1})


def test_enabling_warns_when_the_incumbent_already_misses_its_prediction():
    async def body(h: Harness, s: ClientSession) -> None:
        for i in range(12):
            await h.ask(s, i, stream=True)
        status, state = await h.enable(s, report_for(h.ids, baseline_ttft_p99_s=0.01, ttft_p99_s=0.01))
        assert status == 200 and state["mode"] == "live"
        (warning,) = state["warnings"]
        assert "incumbent round_robin" in warning and "p99 TTFT" in warning and "0.010 s" in warning
        status, state = await h.enable(s, report_for(h.ids, baseline_ttft_p99_s=5.0))  # live: nothing to compare
        assert status == 200 and "warnings" not in state

    run(body, engine_kw={"first_byte_s": 0.05})


def test_the_shadow_window_measures_the_incumbent_against_its_prediction():
    async def body(h: Harness, s: ClientSession) -> None:
        assert (await h.enable(s, report_for(h.ids)))[0] == 200
        async with s.post(h.base + "/plan/rollback") as r:
            assert r.status == 200
        for i in range(12):
            await h.ask(s, i, stream=True)
        await asyncio.sleep(3 * FAST.check_interval_s)
        state = await h.state(s)
        assert state["measured"]["ttft_requests"] == 12 and state["measured"]["hit_requests"] == 12
        assert state["predicted"]["policy"] == "round_robin" and state["breaches"] == []
        assert h.router.counters.get("cacheroute_served_window_requests") == 12

    run(body)


def test_no_request_fails_while_the_router_switches_back_and_forth():
    async def body(h: Harness, s: ClientSession) -> None:
        h.router.decider.keep_decisions = True
        stop = asyncio.Event()
        done: list[str] = []

        async def client(c: int) -> None:
            i = 0
            while not stop.is_set():
                done.append(await h.ask(s, 1000 * c + i, stream=(c + i) % 2 == 0))
                i += 1

        async def control() -> None:
            for _ in range(4):
                await asyncio.sleep(0.1)
                assert (await h.enable(s, report_for(h.ids, hit_rate=0.0, ttft_p99_s=60.0)))[0] == 200
                await asyncio.sleep(0.1)
                async with s.post(h.base + "/plan/rollback") as r:
                    assert r.status == 200
            stop.set()

        await asyncio.gather(control(), *(client(c) for c in range(8)))
        assert len(done) > 40 and "baseline" in done and set(done) - {"baseline"}
        assert sum(e.served for e in h.engines) == len(done)
        assert len(h.router.routing.core.ledger) == 0  # every attempt of either mode was completed
        assert h.router.counters.get("cacheroute_switches_total") == 8
        assert h.router.counters.get("cacheroute_requests_total", outcome="ok") == len(done)

    run(body, engine_kw={"first_byte_s": 0.02})


def test_record_gate_enable_on_the_routers_own_recording(tmp_path):
    """The whole path: shadow with a recording, `cacheroute gate` on it, the report taken by the same router."""
    from cacheroute_solver.adapter.recorder import RecordingConfig
    from cacheroute_solver.cli import main as cli

    rec_dir = tmp_path / "rec"

    async def body(h: Harness, s: ClientSession) -> None:
        for i in range(80):
            await h.ask(s, i, stream=i % 3 == 0, prompt=SYSTEM * (1 + i % 4) + f"question {i}")
        assert h.router.handlers.recorder is not None
        h.router.handlers.recorder.flush()
        (recorded,) = h.router.handlers.recorder.files()
        fleet = tmp_path / "fleet.json"
        fleet.write_text(h.router.routing.fleet.model_dump_json())
        gate = tmp_path / "gate.json"
        argv = [
            str(recorded),
            "--block-tokens",
            "32",
            "--fleet",
            str(fleet),
            "--baseline",
            "round_robin",
            "--capacity-runs",
            "1",
            "--workers",
            "1",
            "--no-progress",
            "--json",
            str(gate),
        ]
        rc = await asyncio.to_thread(cli, ["gate", *argv])
        assert rc in (0, 1)
        report = ReplayReport.model_validate_json(gate.read_text())
        assert report.recording is not None and report.fleet is not None
        assert report.recording.replicas == h.ids and report.fleet.sha256
        # the engines' own counts, carried by the recording, check the replay of the router that served it
        rec = report.recording
        assert rec.served_answers == 80 and rec.baseline_requests == 80
        served = sum(e.cached_total for e in h.engines) / sum(e.prompt_total for e in h.engines)
        assert rec.served_hit_rate == pytest.approx(served)
        assert report.replay_error == pytest.approx(report.baseline_hit_rate - served)
        assert any(r.startswith("the replay of round_robin hits") for r in report.reasons)
        status, state = await h.enable(s, gate.read_bytes(), "" if rc == 0 else "?force=1")
        assert status == 200, state
        assert state["mode"] == "live" and state["report"]["recording_sha256"] == report.recording.sha256

    run(body, recording=RecordingConfig(directory=str(rec_dir), flush_s=0.05), plan_config=PlanConfig(backend="greedy"))


def test_fleet_of_matches_the_routers_own_fleet():
    async def body(h: Harness, s: ClientSession) -> None:
        assert h.router.routing.fleet == fleet_of(h.ids)

    run(body)


def test_shadow_mode_plans_so_that_the_router_goes_live_with_a_plan():
    async def body(h: Harness, s: ClientSession) -> None:
        for _ in range(400):
            await h.ask(s, _)
            if h.router.planning.plan_steps >= 1:  # counted after the swap it made: the epoch is then in
                break
            await asyncio.sleep(0.01)
        assert h.router.store.epoch >= 1 and h.router.planning.plan_steps >= 1
        assert h.router.store.plan is not None and h.router.store.plan.assignments
        assert (await h.enable(s, report_for(h.ids, plan=PlanConfig(admit_rate=0.0, keep_rate=0.0))))[0] == 200
        assert "planned" in {await h.ask(s, 1000 + i) for i in range(6)}

    run(body, plan_period_s=0.1, plan_config=PlanConfig(backend="greedy", admit_rate=0.0, keep_rate=0.0))
