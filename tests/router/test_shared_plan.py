"""One plan for many router instances: the statistics merge, and one planner publishing one plan
to several reference-router instances on 127.0.0.1, over HTTP and through Redis."""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import subprocess
import time
from typing import cast

import numpy as np
import pytest

aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession  # noqa: E402
from pydantic import SecretStr  # noqa: E402

from cacheroute_solver.adapter import ReplicaEndpoint  # noqa: E402
from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig, Replica  # noqa: E402
from cacheroute_solver.observe import ObservedStats, Observer, ObserverConfig, merge_stats  # noqa: E402
from cacheroute_solver.router.instances.redis_plans import RedisPlanConfig  # noqa: E402
from cacheroute_solver.router.instances.shared_plan import (  # noqa: E402
    InstanceStats,
    SharedPlanner,
    SharedPlannerConfig,
    merge_reports,
)
from cacheroute_solver.router.server import RouterConfig  # noqa: E402
from tests.helpers.ports import free_ports  # noqa: E402
from tests.helpers.router_fleet import PROMPTS, TOKEN, Fleet3, _traffic  # noqa: E402

# ---- merge_stats (pure) ------------------------------------------------------------------------


def _stats(
    keys: list[KeyStats], total: float, prompt: float = 1000.0, t: float = 100.0, err: float = 0.0
) -> ObservedStats:
    return ObservedStats(
        time=t,
        horizon_s=300.0,
        total_rate=total,
        keyed_rate=sum(k.rate for k in keys),
        total_prompt_tokens=prompt,
        nodes=len(keys),
        rejected=1,
        count_error=err,
        keys=tuple(keys),
    )


def test_merge_adds_rates_and_weights_token_figures_by_rate():
    a = _stats(
        [
            KeyStats(
                key="p2-00000000000000aa", rate=3.0, prefix_tokens=100, tail_tokens=10, output_tokens=50, peak_rate=6.0
            ),
            KeyStats(key="p1-00000000000000bb", rate=1.0, prefix_tokens=40),
        ],
        total=5.0,
        prompt=200.0,
        err=0.5,
    )
    b = _stats(
        [KeyStats(key="p2-00000000000000aa", rate=1.0, prefix_tokens=200, tail_tokens=30, output_tokens=10)],
        total=3.0,
        prompt=600.0,
        t=101.0,
        err=0.25,
    )
    m = merge_stats([a, b])
    k = {s.key: s for s in m.keys}
    aa = k["p2-00000000000000aa"]
    assert aa.rate == pytest.approx(4.0)
    assert aa.prefix_tokens == pytest.approx((3 * 100 + 1 * 200) / 4)
    assert aa.tail_tokens == pytest.approx((3 * 10 + 1 * 30) / 4)
    assert aa.output_tokens == pytest.approx((3 * 50 + 1 * 10) / 4)
    assert aa.peak_rate == pytest.approx(6.0 + 1.0)  # b reports no peak: its mean rate counts
    assert k["p1-00000000000000bb"].rate == pytest.approx(1.0)
    assert [s.key for s in m.keys] == ["p2-00000000000000aa", "p1-00000000000000bb"]  # busiest first
    assert m.total_rate == pytest.approx(8.0)
    assert m.total_prompt_tokens == pytest.approx((5 * 200 + 3 * 600) / 8)
    assert m.keyed_rate == pytest.approx(5.0)
    assert m.count_error == pytest.approx(0.75) and (m.rejected, m.time) == (2, 101.0)
    # an instance that exports only its busiest keys still counts all of its keyed traffic
    top = merge_stats([a.model_copy(update={"keys": a.keys[:1]}), b])
    assert top.keyed_rate == pytest.approx(5.0) and sum(k.rate for k in top.keys) == pytest.approx(4.0)
    assert merge_stats([a]) is a
    with pytest.raises(ValueError):
        merge_stats([])


def test_merged_split_traffic_matches_one_observer_of_all_of_it():
    """Traffic dealt round robin to three observers, merged, against one observer of everything."""
    rng = np.random.default_rng(7)
    prefixes = [list(range(1000 * (i + 1), 1000 * (i + 1) + 8)) for i in range(6)]
    weights = np.array([8, 4, 2, 1, 1, 0.5])
    weights /= weights.sum()
    cfg = ObserverConfig(block_tokens=16, horizon_s=300.0)
    whole = Observer(cfg)
    parts = [Observer(cfg) for _ in range(3)]
    tail = 10**7
    for n, t in enumerate(np.sort(rng.uniform(0, 120, 3000))):
        p = prefixes[rng.choice(6, p=weights)]
        chain = [*p, tail + n, tail + n + 10**6]
        whole.observe(chain, 16 * len(chain), 40.0, float(t))
        parts[n % 3].observe(chain, 16 * len(chain), 40.0, float(t))
    one = whole.stats(120.0)
    merged = merge_stats([o.stats(120.0) for o in parts])
    assert merged.total_rate == pytest.approx(one.total_rate, rel=0.02)
    assert merged.total_prompt_tokens == pytest.approx(one.total_prompt_tokens, rel=1e-6)
    want = {k.key: k for k in one.keys}
    got = {k.key: k for k in merged.keys}
    assert set(got) == set(want) and len(want) == 6
    for name, k in want.items():
        assert got[name].rate == pytest.approx(k.rate, rel=0.03)
        assert got[name].prefix_tokens == pytest.approx(k.prefix_tokens, rel=0.05)
        assert got[name].peak >= got[name].rate


def _report(healthy: dict[str, bool], hints: dict[str, str], epoch: int = -1, ids=("a", "b", "c")) -> InstanceStats:
    fleet = Fleet(
        replicas=tuple(
            Replica(id=i, prefill_capacity=10_000, kv_capacity=1e6, healthy=healthy.get(i, True)) for i in ids
        )
    )
    return InstanceStats(time=0.0, epoch=epoch, fleet=fleet, stats=_stats([], 1.0), hints=hints)


def test_merge_reports_takes_majority_health_and_hints_and_drops_other_fleets():
    m = merge_reports(
        [
            _report({"a": False}, {"k1": "b", "k2": "a"}, epoch=3),
            _report({"a": False, "b": False}, {"k1": "c", "k2": "a"}),
            _report({}, {"k1": "b", "k3": "nowhere"}, epoch=5),
            _report({}, {"k1": "a"}, epoch=9, ids=("a", "b", "x")),
        ]
    )
    up = {r.id: r.healthy for r in m.fleet.replicas}
    assert up == {"a": False, "b": True, "c": True}  # a: 2 of 3 down; b: 1 of 3
    assert m.hints == {"k1": "b", "k2": "a"}  # unknown replica dropped
    assert m.used == (0, 1, 2) and set(m.dropped) == {3} and "differ" in m.dropped[3]
    assert m.epoch == 5
    assert m.stats.total_rate == pytest.approx(3.0)


# ---- router instances on 127.0.0.1 ----------------------------------------------------------------


def _auth() -> dict[str, str]:
    return {"Authorization": f"Bearer {TOKEN}"}


def _planner_config(bases: list[str], **kw) -> SharedPlannerConfig:
    plan = PlanConfig(backend="greedy", time_limit_s=2.0, admit_rate=0.01, keep_rate=0.01)
    return SharedPlannerConfig(routers=tuple(bases), plan_config=plan, token=SecretStr(TOKEN), **kw)


def test_one_planner_merges_every_instance_and_publishes_one_plan_over_http():
    async def main() -> None:
        f = Fleet3()
        await f.start(3)
        try:
            async with ClientSession() as s:
                await _traffic(s, f.bases)
                async with s.get(f.bases[0] + "/stats") as resp:
                    assert resp.status == 401  # the control plane's token rule
                async with s.get(f.bases[0] + "/stats?max_keys=2", headers=_auth()) as resp:
                    one = InstanceStats.model_validate_json(await resp.read())
                assert len(one.stats.keys) == 2 and one.epoch == -1
                assert one.stats.total_rate > 0 and set(one.hints) <= {k.key for k in one.stats.keys}

                planner = SharedPlanner(_planner_config(f.bases))
                step = await planner.step(s)
                assert step["planned"] and step["instances"] == 3 and not step["failed"]
                assert set(step["published"].values()) == {"accepted"}
                epoch = step["epoch"]
                maybe = [r.store.plan for r in f.routers]
                assert all(p is not None and p.epoch == epoch for p in maybe)
                plans = cast("list[Plan]", maybe)  # none is None: asserted just above
                assert plans[0].assignments == plans[1].assignments == plans[2].assignments
                warm = plans[0].assignments
                # every instance saw a third of the traffic; the plan is made from all of it
                assert len(warm) >= len(PROMPTS) - 1, warm
                total = sum(r.observer.stats().total_rate for r in f.routers)
                assert step["total_rate"] == pytest.approx(total, rel=0.05)

                # the planner goes away: every instance keeps routing warm keys by the plan it holds
                await planner.close()
                for r in f.routers:
                    r.decider.keep_decisions = True
                await _traffic(s, f.bases, n=12)
                for r in f.routers:
                    assert r.store.epoch == epoch
                    planned = [d for d in r.decider.decisions if d.reason == "planned"]
                    assert planned and all(d.epoch == epoch for d in r.decider.decisions)
                    for d in planned:
                        assert d.key is not None  # a planned decision names its warm key
                        assert d.replica_id in {rid for rid, _ in warm[d.key]}

                # a planner that starts again continues from the newest plan any instance holds
                again = SharedPlanner(_planner_config(f.bases))
                step2 = await again.step(s)
                assert step2["epoch"] == epoch + 1
                assert all(r.store.epoch == epoch + 1 for r in f.routers)
                assert step2["moved"] == 0  # the previous plan's hysteresis came along with it

                # an instance the planner cannot reach is named and skipped; the others get the plan
                bad = SharedPlanner(_planner_config([*f.bases, "http://127.0.0.1:1"]))
                step3 = await bad.step(s)
                assert step3["planned"] and step3["instances"] == 3
                assert "unreachable" in step3["failed"]["http://127.0.0.1:1"]
                assert all(r.store.epoch == step3["epoch"] for r in f.routers)
        finally:
            await f.stop()

    asyncio.run(main())


def test_a_designated_instance_plans_for_all_of_them():
    async def main() -> None:
        ports = free_ports(2)
        bases = [f"http://127.0.0.1:{p}" for p in ports]
        f = Fleet3()
        await f.start(2, ports=ports, planner=_planner_config(bases, period_s=0.3))
        try:
            async with ClientSession() as s:
                await _traffic(s, f.bases)
                deadline = time.monotonic() + 10
                while time.monotonic() < deadline and not all(  # noqa: ASYNC110 polls the routers' stores until a deadline
                    r.store.plan is not None and r.store.plan.assignments for r in f.routers
                ):
                    await asyncio.sleep(0.1)
            a, b = (r.store.plan for r in f.routers)
            assert a is not None and b is not None and a.assignments
            assert f.routers[0].shared_planner is not None and f.routers[1].shared_planner is None
            assert a.epoch == b.epoch or abs(a.epoch - b.epoch) == 1  # a period may fall between the reads
        finally:
            await f.stop()

    asyncio.run(main())


def test_planner_and_own_period_together_are_refused():
    replicas = (ReplicaEndpoint(id="e0", url="http://127.0.0.1:9"),)
    with pytest.raises(ValueError, match="planner and plan_period_s"):
        RouterConfig(replicas=replicas, plan_period_s=5, planner=SharedPlannerConfig(routers=("http://x",)))


# ---- through Redis ------------------------------------------------------------------------------


async def _through_redis(factory, url: str) -> None:
    redis_cfg = RedisPlanConfig(url=url, key="test:plan", channel="test:plan", poll_s=5.0, retry_s=0.2)
    f = Fleet3()
    await f.start(2, factory=factory, plan_redis=redis_cfg)
    try:
        async with ClientSession() as s:
            await _traffic(s, f.bases)
            planner = SharedPlanner(_planner_config(f.bases, publish="redis", redis=redis_cfg), redis_factory=factory)
            step = await planner.step(s)
            assert step["planned"] and "accepted" in step["published"][url]
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline and any(r.store.epoch != step["epoch"] for r in f.routers):  # noqa: ASYNC110 polls the routers' stores until a deadline
                await asyncio.sleep(0.05)
            assert [r.store.epoch for r in f.routers] == [step["epoch"]] * 2
            assert f.routers[0].store.plan is not None and f.routers[1].store.plan is not None
            assert f.routers[0].store.plan.assignments == f.routers[1].store.plan.assignments
            assert f.routers[0].store.plan.assignments
            await planner.close()
        # an instance started later reads the stored plan at once, without a notification
        late = Fleet3()
        await late.start(1, factory=factory, plan_redis=redis_cfg)
        try:
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline and late.routers[0].store.epoch != step["epoch"]:  # noqa: ASYNC110 polls the routers' stores until a deadline
                await asyncio.sleep(0.05)
            assert late.routers[0].store.epoch == step["epoch"]
        finally:
            await late.stop()
    finally:
        await f.stop()


def test_plan_through_redis_fake_server():
    """fakeredis (PyPI): the same client API, pub/sub included, in process; always runs."""
    fakeredis = pytest.importorskip("fakeredis")
    server = fakeredis.FakeServer()
    asyncio.run(_through_redis(lambda url: fakeredis.FakeAsyncRedis(server=server), "redis://fake"))


def test_plan_through_a_real_redis_server():
    """A real redis-server (Debian's package; .ci/run installs it) on 127.0.0.1, started and
    stopped here by its PID. Skipped where none is installed, except in CI."""
    exe = shutil.which("redis-server")
    if exe is None:
        if os.environ.get("CI"):
            pytest.fail("redis-server is not installed (.ci/run installs it)")
        pytest.skip("redis-server not installed")
    port = free_ports(1)[0]
    proc = subprocess.Popen(
        [exe, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.05)
        import redis.asyncio

        asyncio.run(_through_redis(redis.asyncio.from_url, f"redis://127.0.0.1:{port}/0"))
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_instances_that_share_a_plan_send_each_conversation_to_one_replica():
    """Three live instances told they are three (``routing.instances``), one plan from the shared
    planner: a conversation whose turns reach a different instance each time stays on one replica,
    and the same request sent to each instance is sent to the same replica by all of them (replica
    seeds and anchors are the same in every process). With idle engines the instances' load views
    agree, so this holds without the home rule too; that the rule keeps them together when their
    private loads differ is tests/routing/test_home.py's."""
    from cacheroute_solver.routing import RoutingConfig

    async def main() -> None:
        f = Fleet3()
        await f.start(3, routing=RoutingConfig(instances=3))
        try:
            async with ClientSession() as s:
                await _traffic(s, f.bases)
                step = await SharedPlanner(_planner_config(f.bases)).step(s)
                assert step["planned"] and set(step["published"].values()) == {"accepted"}
                for r in f.routers:
                    r.decider.keep_decisions = True
                    r.decider.decisions.clear()
                convs = {
                    c: PROMPTS[c % len(PROMPTS)] + f"conversation {c}: " + "first question " * 20 for c in range(9)
                }
                where: dict[int, set[str | None]] = {c: set() for c in convs}
                for turn in range(4):
                    for c in convs:
                        i = (c + turn) % 3  # each turn through another instance
                        before = len(f.routers[i].decider.decisions)
                        async with s.post(
                            f.bases[i] + "/v1/completions", json={"prompt": convs[c], "max_tokens": 4}
                        ) as resp:
                            assert resp.status == 200
                        where[c].add(f.routers[i].decider.decisions[before].replica_id)
                        convs[c] += f" answer {turn}. next question {turn} " * 8
                assert all(len(w) == 1 for w in where.values()), where
                assert len(set().union(*where.values())) > 1  # and the conversations are spread
                probe = PROMPTS[1] + "a request every instance routes: " + "words " * 40
                chosen = []
                for i, base in enumerate(f.bases):
                    before = len(f.routers[i].decider.decisions)
                    async with s.post(base + "/v1/completions", json={"prompt": probe, "max_tokens": 4}) as resp:
                        assert resp.status == 200
                    chosen.append(f.routers[i].decider.decisions[before].replica_id)
                assert len(set(chosen)) == 1, chosen
        finally:
            await f.stop()

    asyncio.run(main())


def test_the_shared_planner_skips_a_period_with_no_replica_in_rotation_in_one_warning(caplog):
    import logging

    async def main() -> None:
        f = Fleet3()
        await f.start(2)
        try:
            async with ClientSession() as s:
                await _traffic(s, f.bases)
                for r in f.routers:
                    for url in r.urls:
                        for _ in range(r.config.health.unhealthy_checks):
                            r.membership.health.record_check(url, False)
                step = await SharedPlanner(_planner_config(f.bases)).step(s)
            assert not step["planned"] and "none of the 3 replicas is in rotation" in step["reason"]
            assert all(r.store.plan is None for r in f.routers)
        finally:
            await f.stop()

    caplog.set_level(logging.INFO, logger="cacheroute")
    asyncio.run(main())
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert [r.levelno for r in caplog.records if "shared plan step skipped" in r.getMessage()] == [logging.WARNING]
