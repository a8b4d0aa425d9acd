"""Replicas join and leave while the router runs and traffic flows: through the control routes (/workers), the
config file read again, and DNS names resolved again; a joining replica is health-checked, then carries
traffic within a plan period; one that leaves gets nothing more, and no client sees a 5xx."""

from __future__ import annotations

import asyncio
import json
import os
import time

import pytest

pytest.importorskip("aiohttp")
from aiohttp import ClientSession, ClientTimeout, web

from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.router.fleet.discovery import Discovery, DiscoveryConfig, Lookups, expand
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig
from cacheroute_solver.routing import DelayModel, RoutingConfig
from tests.helpers.localserve import serve_local
from tests.helpers.router_harness import FAST_HEALTH, Upstream

PLAN_PERIOD_S = 0.5
PROMPTS = [
    f"System prompt {k}: answer in the voice of character {k}. " * 6 + f"question {q}"
    for k in range(8)
    for q in range(3)
]


class Traffic:
    """Requests in a loop, ``concurrency`` at a time, until stopped; every status counted."""

    def __init__(self, base: str, session: ClientSession, concurrency: int = 4) -> None:
        self.base, self.session, self.concurrency = base, session, concurrency
        self.statuses: list[int] = []
        self._stop = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []

    async def _one(self, k: int) -> None:
        i = k
        while not self._stop.is_set():
            # recurring prefixes, and new sessions as a fleet gets them all the time
            prompt = PROMPTS[i % len(PROMPTS)] if i % 2 else f"A new session, number {i}. " * 20
            body = {"model": "m", "prompt": prompt, "max_tokens": 4, "stream": i % 3 == 0}
            async with self.session.post(self.base + "/v1/completions", json=body) as r:
                await r.read()
                self.statuses.append(r.status)
            i += self.concurrency
            await asyncio.sleep(0.005)

    def start(self) -> None:
        self._tasks = [asyncio.create_task(self._one(k)) for k in range(self.concurrency)]

    async def stop(self) -> None:
        self._stop.set()
        await asyncio.gather(*self._tasks)


CHECK_S = FAST_HEALTH.check_interval_s or 0.1
VOUCHED = RoutingConfig(delay=DelayModel.from_cost())
"""The reference model, set: the operator vouches for it, so the router does not learn (`RoutingConfig.learns`)."""


async def _router(ups: list[Upstream], n: int, **config) -> tuple[ReferenceRouter, web.AppRunner, str]:
    replicas = tuple(ReplicaEndpoint(id=u.name, url=f"http://127.0.0.1:{u.port}") for u in ups[:n])
    config.setdefault("health", FAST_HEALTH)
    router = ReferenceRouter(RouterConfig(replicas=replicas, **config))
    runner, port = await serve_local(router.app(), handler_cancellation=True, shutdown_timeout=0.1)
    return router, runner, f"http://127.0.0.1:{port}"


async def _until(cond, timeout_s: float = 5.0) -> float:
    """Seconds until ``cond()`` holds (asserted within ``timeout_s``)."""
    t0 = time.monotonic()
    while not cond():
        assert time.monotonic() - t0 < timeout_s, "condition not met in time"
        await asyncio.sleep(0.01)
    return time.monotonic() - t0


def test_replicas_3_to_5_to_2_while_traffic_flows_no_5xx_and_joiners_serve_within_a_plan_period():
    async def main() -> None:
        ups = [Upstream(f"u{i}") for i in range(5)]
        for u in ups:
            await u.start()
        # a cost model given: these engines answer at once, whatever the prompt, so a learned one is the noise of
        # this machine's scheduling, which can tell identical engines apart several times over and send every new
        # session to the one believed fastest (docs/cost-model.md, the learned models)
        router, runner, base = await _router(ups, 3, plan_period_s=PLAN_PERIOD_S, routing=VOUCHED)
        try:
            async with ClientSession(timeout=ClientTimeout(total=10)) as s:
                traffic = Traffic(base, s)
                traffic.start()
                await _until(lambda: len(traffic.statuses) > 40)
                # 3 -> 5: two replicas join through the control route
                for u in ups[3:]:
                    async with s.post(base + "/workers", json={"id": u.name, "url": f"http://127.0.0.1:{u.port}"}) as r:
                        assert r.status == 201, await r.text()
                # health-checked, then carrying traffic at once, with no plan needed: three requests each among the
                # next 200 the router answers (24-52 measured; about 50 at a fair share of the new sessions). In
                # requests, not seconds: a starved CPU stretches the checks, the traffic and the plan periods alike
                # (a bound of 0.9 s after the POST failed under load), while the bound is on the router's choices
                joiners = [router.routing.url_of[u.name] for u in ups[3:]]
                await _until(lambda: all(router.membership.health.up(url) for url in joiners), timeout_s=30)
                routed, got = len(traffic.statuses), [u.got for u in ups[3:]]
                await _until(lambda: all(u.got > g + 2 for u, g in zip(ups[3:], got, strict=True)), timeout_s=30)
                assert len(traffic.statuses) - routed <= 200, len(traffic.statuses) - routed
                async with s.get(base + "/workers") as r:
                    listed = await r.json()
                assert listed["total"] == 5 and {w["id"] for w in listed["workers"]} == {u.name for u in ups}
                # 5 -> 2: three leave, the last by its URL
                for u in ups[:2]:
                    async with s.delete(f"{base}/workers/{u.name}") as r:
                        assert r.status == 200, await r.text()
                quoted = f"http%3A%2F%2F127.0.0.1%3A{ups[2].port}"
                async with s.delete(f"{base}/workers/{quoted}") as r:
                    assert r.status == 200, await r.text()
                after = [u.got for u in ups[:3]]
                before_rest = sum(u.got for u in ups[3:])
                await _until(lambda: sum(u.got for u in ups[3:]) > before_rest + 40)
                await traffic.stop()
                assert [u.got for u in ups[:3]] == after, "a replica that left still got requests"
                async with s.delete(f"{base}/workers/{ups[3].name}") as r:
                    assert r.status == 200
                async with s.delete(f"{base}/workers/{ups[4].name}") as r:
                    assert r.status == 409 and (await r.json())["error"]["message"].endswith("would route to none")
            statuses = traffic.statuses
            assert len(statuses) > 100
            assert all(st == 200 for st in statuses), sorted(set(statuses))
            assert router.counters.get("cacheroute_replica_changes_total", change="joined", source="api") == 2
            assert router.counters.get("cacheroute_replica_changes_total", change="left", source="api") == 4
            assert router.counters.get("cacheroute_replicas") == 1
            # re-planned on the membership changes (a step may take seconds on a loaded machine: waited for)
            await _until(lambda: router.counters.get("cacheroute_replans_total", trigger="membership") >= 1, 60)
            assert set(router.store.replica_ids or ()) == {"u4"}
        finally:
            await runner.cleanup()
            for u in ups:
                await u.stop()

    asyncio.run(main())


def test_a_joining_replica_takes_no_traffic_before_its_health_check_passes():
    async def main() -> None:
        ups = [Upstream(f"u{i}") for i in range(2)]
        for u in ups:
            await u.start()
        ups[1].mode = "500"  # answers, but its /health says 200: the check passes ...
        router, runner, base = await _router(ups, 1)
        try:
            dead = "http://127.0.0.1:1"  # ... while one that refuses connections never passes
            async with ClientSession() as s:
                async with s.post(base + "/workers", json={"url": dead}) as r:
                    assert r.status == 201
                    assert (await r.json())["worker"]["id"] == "127.0.0.1:1"
                for _ in range(20):
                    async with s.post(base + "/v1/completions", json={"prompt": "hello " * 40}) as r:
                        assert r.status == 200
                await asyncio.sleep(3 * CHECK_S)
                async with s.get(base + "/workers") as r:
                    listed = {w["id"]: w["healthy"] for w in (await r.json())["workers"]}
            assert listed == {"u0": True, "127.0.0.1:1": False}
            assert router.counters.get("cacheroute_requests_total", replica="127.0.0.1:1") == 0
        finally:
            await runner.cleanup()
            for u in ups:
                await u.stop()

    asyncio.run(main())


def test_workers_bodies_are_checked_and_the_routes_are_guarded():
    async def main() -> None:
        ups = [Upstream("u0")]
        await ups[0].start()
        _router_obj, runner, base = await _router(ups, 1, control={"token": "tok"})
        try:
            async with ClientSession() as s:
                async with s.get(base + "/workers") as r:
                    assert r.status == 401
                auth = {"Authorization": "Bearer tok"}
                async with s.post(base + "/workers", data=b"{", headers=auth) as r:
                    assert r.status == 400 and "invalid JSON" in (await r.json())["error"]["message"]
                async with s.post(base + "/workers", json={"id": "x"}, headers=auth) as r:
                    assert r.status == 400 and (await r.json())["error"]["message"].startswith("url:")
                async with s.post(base + "/workers", json={"url": "nota url"}, headers=auth) as r:
                    assert r.status == 400 and (await r.json())["error"]["message"].startswith("url:")
                newline = {"id": "a\nb", "url": "http://127.0.0.1:9"}  # every answer through it would fail
                async with s.post(base + "/workers", json=newline, headers=auth) as r:
                    assert r.status == 400 and (await r.json())["error"]["message"].startswith("id: ")
                    assert "control character" in (await r.json())["error"]["message"]
                same = {"id": "again", "url": f"http://127.0.0.1:{ups[0].port}"}
                async with s.post(base + "/workers", json=same, headers=auth) as r:
                    assert r.status == 409
                async with s.delete(base + "/workers/nobody", headers=auth) as r:
                    assert r.status == 404 and (await r.json())["error"]["code"] == "replica_not_found"
        finally:
            await runner.cleanup()
            await ups[0].stop()

    asyncio.run(main())


def test_the_config_file_read_again_changes_replicas_and_refuses_other_fields(tmp_path, caplog):
    async def main() -> None:
        ups = [Upstream(f"u{i}") for i in range(3)]
        for u in ups:
            await u.start()
        path = tmp_path / "router.json"

        def write(n: list[int], **extra) -> None:
            replicas = [{"id": ups[i].name, "url": f"http://127.0.0.1:{ups[i].port}"} for i in n]
            cfg = {
                "replicas": replicas,
                "discovery": {"file_poll_s": 0.05},
                "health": FAST_HEALTH.model_dump(),
                **extra,
            }
            path.write_text(json.dumps(cfg))

        write([0, 1])
        config = RouterConfig.model_validate_json(path.read_bytes())
        router = ReferenceRouter(config, config_path=str(path))
        runner, port = await serve_local(router.app(), handler_cancellation=True, shutdown_timeout=0.1)
        try:
            await asyncio.sleep(0.1)
            write([1, 2])
            await _until(lambda: [r.id for r in router.routing.replicas] == ["u1", "u2"])
            write([1, 2], max_keys=7)
            await _until(lambda: "max_keys, which cannot change while the router runs" in caplog.text)
            assert [r.id for r in router.routing.replicas] == ["u1", "u2"]
            path.write_text("{ not json")
            await _until(lambda: "does not read" in caplog.text)
            write([2])
            await _until(lambda: [r.id for r in router.routing.replicas] == ["u2"])
            async with ClientSession() as s:
                await _until(lambda: router.membership.in_rotation() == [f"http://127.0.0.1:{ups[2].port}"])
                async with s.post(f"http://127.0.0.1:{port}/v1/completions", json={"prompt": "hi " * 50}) as r:
                    assert r.status == 200 and r.headers["X-CacheRoute-Replica"] == "u2"
            assert router.counters.get("cacheroute_replica_changes_total", source="file") == 3
        finally:
            await runner.cleanup()
            for u in ups:
                await u.stop()

    asyncio.run(main())


def test_dns_names_resolve_to_one_replica_per_address_and_are_resolved_again():
    """A headless Service's name resolves to its ready pods: here, loopback addresses of engines that share a
    port, with a resolver the test steers."""

    async def main() -> None:
        ups = [Upstream(f"pod{i}") for i in range(3)]
        await ups[0].start()
        port = ups[0].port
        for i, u in enumerate(ups[1:], start=2):
            await u.start(port=port, host=f"127.0.0.{i}")
        pods = {"engines.ns.svc": ["127.0.0.1", "127.0.0.2"]}

        async def resolve(host: str, _port: int) -> list[str]:
            if host not in pods:
                raise OSError("no such host")
            return pods[host]

        replicas = (ReplicaEndpoint(id="vllm", url=f"http://engines.ns.svc:{port}"),)
        config = RouterConfig(replicas=replicas, health=FAST_HEALTH, discovery=DiscoveryConfig(dns_s=0.05))
        router = ReferenceRouter(config)
        router.discovery.resolve = resolve
        runner, rport = await serve_local(router.app(), handler_cancellation=True, shutdown_timeout=0.1)
        try:
            assert sorted(r.id for r in router.routing.replicas) == ["vllm-127.0.0.1", "vllm-127.0.0.2"]
            pods["engines.ns.svc"] = ["127.0.0.2", "127.0.0.3"]  # a rollout: one pod replaced
            await _until(lambda: sorted(r.id for r in router.routing.replicas) == ["vllm-127.0.0.2", "vllm-127.0.0.3"])
            pods["engines.ns.svc"] = []  # resolving to nothing keeps the addresses it had
            await asyncio.sleep(0.2)
            assert len(router.routing.replicas) == 2
            await _until(lambda: len(router.membership.in_rotation()) == 2)
            async with ClientSession() as s:
                for k in range(30):
                    async with s.post(f"http://127.0.0.1:{rport}/v1/completions", json={"prompt": f"{k} " * 300}) as r:
                        assert r.status == 200
            assert ups[0].got == 0 and ups[1].got + ups[2].got == 30
        finally:
            await runner.cleanup()
            for u in ups:
                await u.stop()

    asyncio.run(main())


def test_expand_moves_the_kv_event_endpoint_with_the_address_and_leaves_addresses_alone():
    async def resolve(host: str, _port: int) -> list[str]:
        return {"vllm.ns": ["10.0.0.5"], "vllm6.ns": ["fd00::7"]}[host]

    declared = [
        ReplicaEndpoint(id="a", url="http://vllm.ns:8000", kv_events="tcp://vllm.ns:5557"),
        ReplicaEndpoint(id="b", url="http://10.0.0.9:8000"),
        ReplicaEndpoint(id="c", url="http://vllm6.ns:8000", kv_events="tcp://vllm6.ns:5557"),
    ]
    out = asyncio.run(expand(declared, resolve))
    assert [(r.id, r.url, r.kv_events) for r in out] == [
        ("a-10.0.0.5", "http://10.0.0.5:8000", "tcp://10.0.0.5:5557"),
        ("b", "http://10.0.0.9:8000", None),
        ("c-fd00::7", "http://[fd00::7]:8000", "tcp://[fd00::7]:5557"),
    ]


@pytest.mark.parametrize(
    ("family", "both", "v6_only"),
    [
        ("prefer_ipv4", ["10.0.0.5", "10.0.0.6"], ["fd00::5"]),
        ("prefer_ipv6", ["fd00::5", "fd00::6"], ["fd00::5"]),
        ("ipv4", ["10.0.0.5", "10.0.0.6"], []),
        ("ipv6", ["fd00::5", "fd00::6"], ["fd00::5"]),
    ],
)
def test_a_dual_stack_name_gives_one_replica_per_pod(family, both, v6_only):
    """Each pod of a dual-stack headless Service has an A and an AAAA record (getaddrinfo returns both): one engine,
    which was two replicas. ``dns_family`` takes one family (IPv4 first by default); a name with the other family
    alone is followed under the prefer_ settings."""
    answers = {"dual.ns": ["10.0.0.5", "fd00::5", "10.0.0.6", "fd00::6"], "v6.ns": ["fd00::5"]}

    async def resolve(host: str, _port: int) -> list[str]:
        return answers[host]

    lookups = Lookups(DiscoveryConfig(dns_s=5, dns_family=family))
    for host, wanted in (("dual.ns", both), ("v6.ns", v6_only)):
        out = asyncio.run(expand([ReplicaEndpoint(id="r", url=f"http://{host}:8000")], resolve, lookups=lookups))
        assert [r.id for r in out] == [f"r-{a}" for a in wanted]
    assert DiscoveryConfig().dns_family == "prefer_ipv4"


def test_a_hung_resolver_keeps_the_last_addresses_and_holds_no_file_change_back(caplog):
    """A lookup that never answers: the round ends after dns_timeout_s with the name's last addresses, the file
    read meanwhile (waiting behind the round) is applied, and the hung lookup is not started again each round."""

    async def main() -> None:
        calls: list[str] = []
        hang = asyncio.Event()

        async def resolve(host: str, _port: int) -> list[str]:
            calls.append(host)
            if host == "svc-a" and len(calls) > 1:
                await hang.wait()
            return ["10.0.0.1"] if host == "svc-a" else ["10.0.0.2"]

        settings = DiscoveryConfig(dns_s=10, dns_timeout_s=0.2)
        old = RouterConfig(replicas=(ReplicaEndpoint(id="a", url="http://svc-a:8000"),), discovery=settings)
        new = old.model_copy(update={"replicas": (*old.replicas, ReplicaEndpoint(id="b", url="http://svc-b:8000"))})
        replicas = _Replicas()
        discovery = Discovery(old, replicas, path="router.json", load=lambda _path: new, resolve=resolve)
        await discovery.apply("dns")
        assert replicas.ids == ["a-10.0.0.1"]
        with caplog.at_level("WARNING", logger="cacheroute.router"):
            dns_round = asyncio.create_task(discovery.apply("dns"))  # svc-a hangs from now on
            await asyncio.sleep(0.01)
            t0 = time.monotonic()
            assert await discovery.reread()
            took = time.monotonic() - t0
            await dns_round
        assert replicas.ids == ["a-10.0.0.1", "b-10.0.0.2"]  # svc-a's last address kept, the file's b taken
        assert took < 5.0  # bounded by the timeout (0.2 s), not by the hung lookup
        assert "svc-a not resolved within 0.2 s" in caplog.text
        assert calls.count("svc-a") == 2  # the hung lookup was awaited again, not started again
        hang.set()
        await discovery.stop()

    asyncio.run(main())


def test_an_address_that_makes_no_valid_replica_id_is_left_out(caplog):
    """A DNS-made id is the declared id and the address: one a header cannot carry is logged and left out, as a
    replica with such an id is refused in the config."""

    async def resolve(host: str, _port: int) -> list[str]:
        return ["10.0.0.5", "10.0.0.6\r\nX-Injected"]

    with caplog.at_level("WARNING", logger="cacheroute.router"):
        out = asyncio.run(expand([ReplicaEndpoint(id="a", url="http://vllm.ns:8000")], resolve))
    assert [r.id for r in out] == ["a-10.0.0.5"]
    assert "vllm.ns gives no replica: id: " in caplog.text and "control character" in caplog.text


def test_the_file_may_move_the_only_replica_or_rename_one_at_its_url():
    """A replica whose settings change leaves and joins again, and one renamed at its URL joins once its old name
    left: both were refused ('the last one', 'already routed to'), so such a file was never applied."""
    one = ReplicaEndpoint(id="a", url="http://127.0.0.1:9001")
    router = ReferenceRouter(RouterConfig(replicas=(one,)))
    moved = ReplicaEndpoint(id="a", url="http://127.0.0.1:9002")
    assert router.replicas.replace([moved], "file") == (["a"], ["a"])
    assert [(r.id, r.url) for r in router.routing.replicas] == [("a", "http://127.0.0.1:9002")]
    renamed = ReplicaEndpoint(id="b", url="http://127.0.0.1:9002")
    other = ReplicaEndpoint(id="c", url="http://127.0.0.1:9003")
    assert router.replicas.replace([renamed, other], "file") == (["b", "c"], ["a"])
    assert sorted((r.id, r.url) for r in router.routing.replicas) == [
        ("b", "http://127.0.0.1:9002"),
        ("c", "http://127.0.0.1:9003"),
    ]
    assert router.routing.id_of == {"http://127.0.0.1:9002": "b", "http://127.0.0.1:9003": "c"}
    # two replicas at one URL are refused whole, before anything changes
    twice = [
        ReplicaEndpoint(id="d", url="http://127.0.0.1:9004"),
        ReplicaEndpoint(id="e", url="http://127.0.0.1:9004/"),
    ]
    with pytest.raises(ValueError, match="9004"):
        router.replicas.replace(twice, "file")
    assert sorted(r.id for r in router.routing.replicas) == ["b", "c"]


class _Replicas:
    """What discovery changes (a `ReplicaSet`), recording the ids it was last given."""

    def __init__(self) -> None:
        self.ids: list[str] = []

    def replace(self, endpoints, _source):
        self.ids = [e.id for e in endpoints]
        return [], []


def test_a_dns_round_in_flight_does_not_undo_the_file_read_meanwhile():
    """A DNS round resolves the names the config had when it began; a file read while it resolves changes them. The
    round used to end by putting back the old names' replicas (until the next round)."""

    async def main() -> None:
        old = RouterConfig(
            replicas=(ReplicaEndpoint(id="a", url="http://svc-a:8000"),), discovery=DiscoveryConfig(dns_s=10)
        )
        new = old.model_copy(update={"replicas": (ReplicaEndpoint(id="b", url="http://svc-b:8000"),)})
        slow = asyncio.Event()

        async def resolve(host: str, _port: int) -> list[str]:
            if host == "svc-a":
                await slow.wait()
            return ["10.0.0.1"] if host == "svc-a" else ["10.0.0.2"]

        replicas = _Replicas()
        discovery = Discovery(old, replicas, path="router.json", load=lambda _path: new, resolve=resolve)
        dns_round = asyncio.create_task(discovery.apply("dns"))
        await asyncio.sleep(0.01)
        reread = asyncio.create_task(discovery.reread())
        await asyncio.sleep(0.01)
        slow.set()
        await dns_round
        assert await reread
        assert replicas.ids == ["b-10.0.0.2"]

    asyncio.run(main())


def test_the_series_of_replicas_that_left_are_dropped_and_one_that_rejoins_is_counted_again():
    """Each replica that served requests left about 76 series on /metrics (its histograms' buckets, its counters),
    kept for good: 200 pods come and gone (DNS, a few rollouts) made 15,000 lines and 1.4 MB per scrape."""

    async def main() -> None:
        keep, churn = Upstream("keep"), Upstream("churn")
        await keep.start()
        await churn.start()
        router, runner, base = await _router([keep], 1)
        url = f"http://127.0.0.1:{churn.port}"
        try:
            async with ClientSession() as s:
                for k in range(6):
                    router.replicas.add(ReplicaEndpoint(id=f"pod-{k % 3}-{k}", url=url))
                    await _until(lambda: len(router.membership.in_rotation()) == 2)
                    for j in range(4):
                        body = {"model": "m", "prompt": f"{k} {j} " * 60, "stream": j % 2 == 0}
                        async with s.post(base + "/v1/completions", json=body) as r:
                            await r.read()
                    router.replicas.remove(f"pod-{k % 3}-{k}")
                text = router.counters.exposition()
                assert "pod-" not in text
                assert 'replica="keep"' in text
                # an id that comes back is counted again, in series that are on /metrics
                router.replicas.add(ReplicaEndpoint(id="pod-0-0", url=url))
                await _until(lambda: len(router.membership.in_rotation()) == 2)
                for j in range(16):
                    body = {"model": "m", "prompt": f"again {j} " * 60, "stream": True}
                    async with s.post(base + "/v1/completions", json=body) as r:
                        await r.read()
            assert router.counters.get("cacheroute_requests_total", replica="pod-0-0") > 0
            text = router.counters.exposition()
            assert 'cacheroute_time_to_first_token_seconds_count{model="other",replica="pod-0-0"}' in text
            assert 'cacheroute_routing_decision_duration_seconds_count{model="other",replica="pod-0-0"}' in text
        finally:
            await runner.cleanup()
            await keep.stop()
            await churn.stop()

    asyncio.run(main())


def test_a_file_changed_while_the_router_starts_is_applied(tmp_path):
    """The config is read, then the router builds its rooms and starts (solver back-ends loaded, seconds); the file's
    signature was taken only then, so an edit between the two was never applied, until the next edit."""

    path = tmp_path / "router.json"
    started = RouterConfig(replicas=(ReplicaEndpoint(id="a", url="http://127.0.0.1:9001"),))
    path.write_text(
        started.model_copy(
            update={"replicas": (ReplicaEndpoint(id="b", url="http://127.0.0.1:9002"),)}
        ).model_dump_json()
    )

    async def main() -> None:
        replicas = _Replicas()
        discovery = Discovery(started, replicas, path=str(path))
        await discovery.start()
        await discovery.stop()
        assert replicas.ids == ["b"]

    asyncio.run(main())


def test_a_config_file_half_written_is_not_taken(tmp_path):
    """A YAML config cut anywhere in its replicas often reads as a valid config with fewer of them (49 of the 162
    prefixes of a three-replica file): read at a change, such a file made replicas leave, and join again (their
    memory gone) at the next look. A change is read once it has stayed for one look, and not taken when the file
    changed while it was read."""
    yaml = pytest.importorskip("yaml")
    path = tmp_path / "router.yaml"
    three = {"replicas": [{"id": n, "url": f"http://127.0.0.1:{9001 + i}"} for i, n in enumerate("abc")]}
    text = yaml.safe_dump({**three, "discovery": {"file_poll_s": 1.0}})
    config = RouterConfig.model_validate(yaml.safe_load(text))
    half = text[: text.index("- id: c")]
    assert [r["id"] for r in yaml.safe_load(half)["replicas"]] == ["a", "b"]

    def load(p: str) -> RouterConfig:
        with open(p) as f:
            return RouterConfig.model_validate(yaml.safe_load(f))

    stamp = iter(range(1, 100))

    def write(content: str) -> None:  # each write its own mtime (a file system's clock may be coarser)
        path.write_text(content)
        os.utime(path, ns=(0, next(stamp) * 10**9))

    async def main() -> None:
        replicas = _Replicas()
        discovery = Discovery(config, replicas, path=str(path), load=load)
        write(text)
        discovery._sig = discovery._signature()
        write(half + "  - id: d\n")  # a writer half-way through a new file
        assert not await discovery.poll_file()
        write(text.replace("id: c", "id: d"))  # and done
        assert not await discovery.poll_file()
        assert await discovery.poll_file()
        assert replicas.ids == ["a", "b", "d"]

        def load_while_written(p: str) -> RouterConfig:  # the file is written again while it is read
            read = load(p)
            write(text)
            return read

        discovery._load = load_while_written
        write(text)
        assert not await discovery.poll_file()
        assert not await discovery.reread()
        assert replicas.ids == ["a", "b", "d"]
        discovery._load = load
        assert not await discovery.poll_file()
        assert await discovery.poll_file()
        assert replicas.ids == ["a", "b", "c"]

    asyncio.run(main())
