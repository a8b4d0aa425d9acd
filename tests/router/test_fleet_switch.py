"""The switch shared by router instances and kept across restarts, on 127.0.0.1 with fake engines: a switch at one
instance (enabled, rolled back by hand or by its watch) is in force at every instance after one step of the shared
planner, over HTTP and through Redis; instances that switched apart all take the newest switch; a restarted
instance comes back in its own or the fleet's mode, or starts in its configured mode and says why."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import Any, cast

import pytest

aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession, web  # noqa: E402
from pydantic import SecretStr  # noqa: E402

from cacheroute_solver.adapter import ReplicaEndpoint  # noqa: E402
from cacheroute_solver.models import PlanConfig  # noqa: E402
from cacheroute_solver.replay import ReplayReport  # noqa: E402
from cacheroute_solver.router.control import ControlConfig  # noqa: E402
from cacheroute_solver.router.fleet.health import HealthConfig  # noqa: E402
from cacheroute_solver.router.instances.redis_plans import RedisPlanConfig  # noqa: E402
from cacheroute_solver.router.instances.shared_plan import SharedPlanner, SharedPlannerConfig  # noqa: E402
from cacheroute_solver.router.operations.switch import ModeRecord, SwitchConfig  # noqa: E402
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig  # noqa: E402
from cacheroute_solver.routing import RoutingConfig  # noqa: E402
from tests.helpers.cache_engine import Engine  # noqa: E402
from tests.helpers.gate_reports import fleet_of, report_for  # noqa: E402
from tests.helpers.localserve import serve_local  # noqa: E402

FAST = SwitchConfig(window_s=2.0, min_requests=10, grace_s=0.0, hold_s=0.2, check_interval_s=0.05)
SYSTEM = "You are a careful assistant; answer briefly and cite nothing. " * 6
ROUTED = {"planned", "cached", "balanced", "home"}
"""Decisions of CacheRoute (the incumbent's is ``baseline``)."""


class Fleet:
    """Three fake engines and ``n`` router instances in front of them (shadow, round robin, told they are ``n``);
    an instance can be restarted on its port, as a process restarted by its supervisor."""

    def __init__(self) -> None:
        self.engines: list[Engine] = []
        self.routers: list[ReferenceRouter] = []
        self.runners: list[web.AppRunner] = []
        self.ports: list[int] = []
        self.configs: list[dict[str, Any]] = []
        self.factory: Any = None

    @property
    def bases(self) -> list[str]:
        return [f"http://127.0.0.1:{p}" for p in self.ports]

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(e.name for e in self.engines)

    async def start(self, n: int, overrides: dict[int, dict] | None = None, factory: Any = None, **config) -> None:
        self.engines = [Engine(f"u{i}") for i in range(3)]
        for e in self.engines:
            await e.start()
        self.factory = factory
        base = {
            "replicas": tuple(ReplicaEndpoint(id=e.name, url=f"http://127.0.0.1:{e.port}") for e in self.engines),
            "health": HealthConfig(check_interval_s=None),
            "policy": "round_robin",
            "shadow": True,
            "switch": FAST,
            "routing": RoutingConfig(instances=n),
            **config,
        }
        for i in range(n):
            self.configs.append({**base, **(overrides or {}).get(i, {})})
            router = ReferenceRouter(RouterConfig(**self.configs[i]), redis_factory=factory)
            runner, port = await serve_local(router.app(), handler_cancellation=True)
            self.routers.append(router)
            self.runners.append(runner)
            self.ports.append(port)

    async def restart(self, i: int, **override) -> ReferenceRouter:
        """Stop instance ``i`` and start a new one on its port (``override``: changed settings)."""
        await self.runners[i].cleanup()
        self.configs[i] = {**self.configs[i], **override}
        router = ReferenceRouter(RouterConfig(**self.configs[i]), redis_factory=self.factory)
        self.runners[i], _ = await serve_local(
            router.app(), self.ports[i], reuse_address=True, handler_cancellation=True
        )
        self.routers[i] = router
        return router

    async def stop(self) -> None:
        for r in self.runners:
            await r.cleanup()
        for e in self.engines:
            await e.stop()

    def planner(self, **kw) -> SharedPlanner:
        plan = PlanConfig(backend="greedy", time_limit_s=2.0)
        return SharedPlanner(
            SharedPlannerConfig(routers=tuple(self.bases), plan_config=plan, **kw), redis_factory=self.factory
        )

    def modes(self) -> list[str]:
        return [r.mode.switch.mode for r in self.routers]

    async def ask(self, s: ClientSession, i: int, k: int, prompt: str | None = None) -> str:
        """One completion through instance ``i``; its decision header."""
        body = {"model": "m", "prompt": prompt if prompt is not None else SYSTEM + f"question {k}", "max_tokens": 3}
        async with s.post(self.bases[i] + "/v1/completions", json=body) as r:
            assert r.status == 200, await r.text()
            await r.read()
            return r.headers["X-CacheRoute-Decision"]

    async def post(self, s: ClientSession, i: int, path: str, data: Any = b"", **kw) -> tuple[int, dict]:
        raw = data.model_dump_json() if isinstance(data, (ReplayReport, ModeRecord)) else data
        async with s.post(self.bases[i] + path, data=raw, **kw) as r:
            return r.status, await r.json()

    async def state(self, s: ClientSession, i: int) -> dict:
        async with s.get(self.bases[i] + "/plan/state") as r:
            assert r.status == 200
            return await r.json()

    async def until_rolled_back(self, s: ClientSession, i: int, most: int = 3000) -> None:
        """Prompts sharing nothing through instance ``i`` until its watch rolls it back."""
        sent = 0
        while self.routers[i].mode.switch.mode != "rolled_back":
            assert sent < most, self.routers[i].mode.switch.state()
            await asyncio.gather(*(self.ask(s, i, k, prompt=f"unique {k} " * 40) for k in range(sent, sent + 10)))
            sent += 10
            await asyncio.sleep(FAST.check_interval_s)


def run(body, n: int = 1, **kw) -> None:
    async def main() -> None:
        f = Fleet()
        await f.start(n, **kw)
        try:
            async with ClientSession() as s:
                await body(f, s)
        finally:
            await f.stop()

    asyncio.run(main())


async def _until(cond, what: str, limit_s: float = 10.0) -> None:
    deadline = time.monotonic() + limit_s
    while not cond():
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.02)


# ---- several instances, one switch ------------------------------------------------------------


def test_an_enable_and_a_manual_rollback_at_one_instance_reach_every_instance_in_one_planner_step():
    async def body(f: Fleet, s: ClientSession) -> None:
        planner = f.planner()
        assert (await f.post(s, 0, "/plan/enable", report_for(f.ids, instances=3)))[0] == 200
        assert f.modes() == ["live", "shadow", "shadow"]
        step = await planner.step(s)
        assert step["mode"]["mode"] == "live" and step["mode"]["origin"] == f.routers[0].mode.switch.origin
        assert step["mode"]["published"] == {f.bases[1]: "adopted", f.bases[2]: "adopted"}
        assert f.modes() == ["live"] * 3
        state = await f.state(s, 1)
        assert (
            state["last_switch"]["reason"] == "fleet"
            and f.routers[0].mode.switch.origin in state["last_switch"]["detail"]
        )
        assert state["record"] == (await f.state(s, 0))["record"] and state["instance"] != state["record"]["origin"]
        assert await f.ask(s, 1, 0) in ROUTED
        assert (await planner.step(s))["mode"]["published"] == {}  # every instance holds it: nothing sent

        status, state = await f.post(s, 2, "/plan/rollback", json.dumps({"reason": "pager"}))
        assert status == 200 and state["mode"] == "rolled_back"
        step = await planner.step(s)
        assert step["mode"]["mode"] == "rolled_back" and set(step["mode"]["published"]) == set(f.bases[:2])
        assert f.modes() == ["rolled_back"] * 3
        assert [r.counters.get("cacheroute_rollbacks_total", reason="manual") for r in f.routers] == [0, 0, 1]
        assert [r.counters.get("cacheroute_rollbacks_total", reason="fleet") for r in f.routers] == [1, 1, 0]
        assert {await f.ask(s, i, 1) for i in range(3)} == {"baseline"}

    run(body, 3)


def test_a_rollback_by_one_instances_watch_rolls_every_instance_back_and_bars_its_report_everywhere():
    async def body(f: Fleet, s: ClientSession) -> None:
        planner = f.planner()
        report = report_for(f.ids, instances=3, hit_rate=0.8, ttft_p99_s=5.0)
        assert (await f.post(s, 0, "/plan/enable", report))[0] == 200
        await planner.step(s)
        assert f.modes() == ["live"] * 3
        await f.until_rolled_back(s, 1)  # the traffic of instance 1 shares no prefix: its watch rolls back
        assert f.routers[1].mode.switch.last is not None
        assert f.routers[1].mode.switch.last.reason == "hit_rate" and f.modes() == ["live", "rolled_back", "live"]
        await planner.step(s)
        assert f.modes() == ["rolled_back"] * 3
        for i in (0, 2):
            last = f.routers[i].mode.switch.last
            assert last is not None
            assert last.reason == "fleet" and f"hit_rate at instance {f.routers[1].mode.switch.origin}" in last.detail
        status, answer = await f.post(s, 2, "/plan/enable", report)
        assert status == 409 and answer["error"]["code"] == "rolled_back_report"

    run(body, 3)


def test_instances_that_switched_apart_all_take_the_newest_switch():
    async def body(f: Fleet, s: ClientSession) -> None:
        planner = f.planner()
        same = report_for(f.ids, instances=3)
        assert (await f.post(s, 0, "/plan/enable", same))[0] == 200
        assert (await f.post(s, 1, "/plan/enable", same))[0] == 200  # the same report, a moment later
        step = await planner.step(s)
        assert step["mode"]["origin"] == f.routers[1].mode.switch.origin and f.modes() == ["live"] * 3
        assert f.routers[0].mode.switch.generation == 1  # already live on that report: the newer record, no switch
        assert f.routers[2].mode.switch.last is not None
        assert f.routers[2].mode.switch.last.reason == "fleet"

        await asyncio.sleep(0.01)
        other = report_for(f.ids, instances=3, hit_rate=0.7)  # made later: another report
        assert (await f.post(s, 2, "/plan/enable", other))[0] == 200
        assert (await f.post(s, 0, "/plan/rollback"))[0] == 200  # and a rollback at another, after it
        await planner.step(s)
        assert f.modes() == ["rolled_back"] * 3  # the newest switch, wherever it was made
        records = [r.mode.switch.record for r in f.routers]
        assert all(rec is not None for rec in records)
        held = cast("list[ModeRecord]", records)  # none is None: asserted just above
        assert {rec.origin for rec in held} == {f.routers[0].mode.switch.origin}

    run(body, 3)


def test_an_instance_the_fleets_switch_does_not_fit_keeps_its_mode_and_says_why():
    async def body(f: Fleet, s: ClientSession) -> None:
        planner = f.planner()
        assert (await f.post(s, 0, "/plan/enable", report_for(f.ids, instances=3)))[0] == 200
        step = await planner.step(s)
        assert step["mode"]["published"][f.bases[1]] == "adopted"
        refused = step["mode"]["published"][f.bases[2]]
        assert refused.startswith("refused (409)") and "plan_mismatch" in refused
        assert f.modes() == ["live", "live", "shadow"]
        state = await f.state(s, 2)
        assert "keep_rate" in state["fleet_refused"] and f.routers[0].mode.switch.origin in state["fleet_refused"]
        assert f.routers[2].counters.get("cacheroute_switch_refused_total", reason="plan_mismatch") == 1

    run(body, 3, overrides={2: {"plan_config": PlanConfig(keep_rate=0.001)}})


def _record(ids, **update) -> ModeRecord:
    rec = ModeRecord(
        at=time.time(),
        mode="live",
        report=report_for(ids),
        forced=False,
        reason="enable",
        detail="report x",
        origin="elsewhere",
    )
    return rec.model_copy(update=update) if update else rec


@pytest.mark.parametrize(
    "offer, status, code, words",
    [
        (lambda ids: b"{not json", 400, "invalid_record", "not a switch record"),
        (lambda ids: b'{"mode": "live"}', 400, "invalid_record", "at"),
        (lambda ids: b"x" * (4 * 2**20 + 1), 413, "too_large", "4194304 bytes"),
        (lambda ids: _record(ids, at=time.time() + 3600), 409, "future_record", "in the future"),
        (
            lambda ids: _record(ids, report=report_for(ids, fleet=fleet_of(("u0", "u1", "u9")))),
            409,
            "fleet_mismatch",
            "u9",
        ),
        (lambda ids: _record(ids, at=1.0), 409, "stale_record", "newer switch"),
    ],
)
def test_every_refusal_of_a_fleet_switch_is_a_4xx_that_names_its_reason_and_changes_nothing(offer, status, code, words):
    async def body(f: Fleet, s: ClientSession) -> None:
        assert (await f.post(s, 0, "/plan/enable", report_for(f.ids)))[0] == 200
        assert (await f.post(s, 0, "/plan/rollback"))[0] == 200
        before = f.routers[0].mode.switch.record
        got, answer = await f.post(s, 0, "/plan/mode", offer(f.ids))
        err = answer["error"]
        assert got == status and err["code"] == code and words in err["message"], answer
        assert f.routers[0].mode.switch.mode == "rolled_back" and f.routers[0].mode.switch.record == before
        assert f.routers[0].counters.get("cacheroute_switch_refused_total", reason=code) == 1

    run(body)


def test_a_fleet_switch_is_taken_on_the_control_plane_only_with_the_token_and_only_by_a_switching_router():
    async def body(f: Fleet, s: ClientSession) -> None:
        record = _record(f.ids)
        assert (await f.post(s, 0, "/plan/mode", record))[1]["error"]["code"] == "unauthorized"
        status, state = await f.post(s, 0, "/plan/mode", record, headers={"Authorization": "Bearer s3cret"})
        assert status == 200 and state["mode"] == "live" and state["last_switch"]["reason"] == "fleet"
        assert state["record"]["origin"] == "elsewhere"

    run(body, control=ControlConfig(token=SecretStr("s3cret")))

    async def fixed(f: Fleet, s: ClientSession) -> None:
        status, answer = await f.post(s, 0, "/plan/mode", _record(f.ids))
        assert status == 409 and answer["error"]["code"] == "not_switchable" and f.routers[0].mode.switch.mode == "plan"

    run(fixed, policy="plan", shadow=False)


# ---- through Redis ------------------------------------------------------------------------------


def test_the_fleets_switch_through_redis_and_a_restarted_instance_comes_back_in_it():
    fakeredis = pytest.importorskip("fakeredis")
    server = fakeredis.FakeServer()
    redis = RedisPlanConfig(
        url="redis://fake", key="t:plan", mode_key="t:mode", channel="t:plan", poll_s=5.0, retry_s=0.2
    )

    async def body(f: Fleet, s: ClientSession) -> None:
        planner = f.planner(publish="redis", redis=redis)
        assert (await f.post(s, 0, "/plan/enable", report_for(f.ids, instances=2)))[0] == 200
        step = await planner.step(s)
        assert step["mode"]["published"] == {"redis://fake": "stored (2 subscribers notified)"}
        await _until(lambda: f.modes() == ["live", "live"], f"instance 1 not live: {f.modes()}")
        assert f.routers[1].mode.switch.last is not None
        assert f.routers[1].mode.switch.last.reason == "fleet"

        again = await f.restart(1)  # before it serves a request, it is in the fleet's mode
        assert again.mode.switch.last is not None
        assert again.mode.switch.mode == "live" and again.mode.switch.last.reason == "restored"
        assert again.mode.switch.restored.startswith("live as the last switch left it, from redis key 't:mode'")
        assert await f.ask(s, 1, 0) in ROUTED

        assert (await f.post(s, 0, "/plan/rollback"))[0] == 200
        await planner.step(s)
        await _until(lambda: f.modes() == ["rolled_back"] * 2, f"not rolled back: {f.modes()}")
        await planner.close()

    run(body, 2, factory=lambda url: fakeredis.FakeAsyncRedis(server=server), plan_redis=redis)


# ---- a restarted instance ------------------------------------------------------------------------


def test_a_restarted_instance_comes_back_in_the_mode_it_was_in(tmp_path):
    path = tmp_path / "switch.json"

    async def body(f: Fleet, s: ClientSession) -> None:
        report = report_for(f.ids, hit_rate=0.8, ttft_p99_s=5.0)
        assert (await f.post(s, 0, "/plan/enable", report))[0] == 200
        assert ModeRecord.model_validate_json(path.read_text()).mode == "live"
        assert f.routers[0].counters.get("cacheroute_mode_saves_total", result="ok") == 1

        router = await f.restart(0)
        assert router.mode.switch.mode == "live" and router.mode.switch.generation == 1
        state = await f.state(s, 0)
        assert state["restored"].startswith("live as the last switch left it, from switch.state_file")
        assert state["last_switch"]["reason"] == "restored" and state["report"]["id"]
        assert await f.ask(s, 0, 0) in ROUTED
        assert router.counters.get("cacheroute_switches_total", to="live", reason="restored") == 1

        await f.until_rolled_back(s, 0)
        router = await f.restart(0)
        assert router.mode.switch.mode == "rolled_back" and await f.ask(s, 0, 1) == "baseline"
        status, answer = await f.post(s, 0, "/plan/enable", report)  # the watch's bar outlives the restart
        assert status == 409 and answer["error"]["code"] == "rolled_back_report"

    run(body, switch=FAST.model_copy(update={"state_file": str(path)}))


def test_with_no_store_a_restarted_instance_starts_in_its_configured_mode_and_says_so(caplog):
    caplog.set_level(logging.WARNING, logger="cacheroute.router")

    async def body(f: Fleet, s: ClientSession) -> None:
        assert (await f.post(s, 0, "/plan/enable", report_for(f.ids)))[0] == 200
        router = await f.restart(0)
        assert router.mode.switch.mode == "shadow" and await f.ask(s, 0, 0) == "baseline"
        restored = (await f.state(s, 0))["restored"]
        assert restored == "configured mode shadow: no switch.state_file and no plan_redis to take a switch back from"

    run(body)
    assert any("starts: configured mode shadow: no switch.state_file" in r.getMessage() for r in caplog.records)


def test_a_switch_that_cannot_be_kept_or_taken_back_leaves_the_configured_mode_and_says_why(tmp_path):
    path = tmp_path / "switch.json"

    async def body(f: Fleet, s: ClientSession) -> None:
        assert (await f.post(s, 0, "/plan/enable", report_for(f.ids)))[0] == 200
        router = await f.restart(0, plan_config=PlanConfig(keep_rate=0.001))  # the report is not about it now
        assert router.mode.switch.mode == "shadow"
        restored = (await f.state(s, 0))["restored"]
        assert "does not fit this router" in restored and "keep_rate" in restored

        path.write_text('{"mode": "live", "at": "yesterday"}')
        router = await f.restart(0)
        assert router.mode.switch.mode == "shadow" and "is not a switch record" in router.mode.switch.restored

        blocked = tmp_path / "a-file"
        blocked.write_text("")
        router = await f.restart(
            0, plan_config=PlanConfig(), switch=FAST.model_copy(update={"state_file": str(blocked / "switch.json")})
        )
        assert (await f.post(s, 0, "/plan/enable", report_for(f.ids)))[0] == 200  # not kept: counted, not failed
        assert router.mode.switch.live and router.counters.get("cacheroute_mode_saves_total", result="error") == 1

    run(body, switch=FAST.model_copy(update={"state_file": str(path)}))
