"""Peer load between live router instances (`router.instances.peers`): UDP reports on 127.0.0.1 carry each
instance's ledger changes to the others; snapshots repair losses; restarts and silence void a peer."""

from __future__ import annotations

import asyncio
import hashlib
import socket
import time

import msgpack
import pytest

pytest.importorskip("aiohttp")

from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.adapter.plan_routing import PlanRouting
from cacheroute_solver.adapter.store import PlanStore
from cacheroute_solver.router.instances.peers import TAG_BYTES, PeerChannel, PeerConfig, channel_key
from cacheroute_solver.router.server import RouterConfig
from cacheroute_solver.routing import LoadLedger, RoutingConfig
from cacheroute_solver.routing.peer_load import PeerLoad

REPLICAS = tuple(ReplicaEndpoint(id=f"u{i}", url=f"http://127.0.0.1:{9000 + i}") for i in range(3))
URLS = [r.url for r in REPLICAS]
TWO = RoutingConfig(instances=2, peer_load=True)


def _free_udp_ports(n: int) -> list[int]:
    socks = [socket.socket(socket.AF_INET, socket.SOCK_DGRAM) for _ in range(n)]
    for s in socks:
        s.bind(("127.0.0.1", 0))
    ports = [s.getsockname()[1] for s in socks]
    for s in socks:
        s.close()
    return ports


def _peers(r: PlanRouting) -> LoadLedger:
    load = r.core.load
    assert isinstance(load, PeerLoad)
    return load.peers


def _reported(r: PlanRouting) -> int:
    """The requests in ``r``'s view of its peers that they reported: the room ``r`` keeps for what they decide in a
    burst (`routing.bursts`, until its next decision after the window) left out."""
    return sum(_peers(r).in_flight) - len(r.core._bursts or ())


def _routing() -> PlanRouting:
    store = PlanStore(replica_ids=[r.id for r in REPLICAS], counters=Counters())
    return PlanRouting(store, REPLICAS, config=TWO)


async def _two(**settings) -> tuple[PlanRouting, PlanRouting, PeerChannel, PeerChannel]:
    """Instances a and b on 127.0.0.1, each listing the other as its peer (``settings``: more `PeerConfig`
    fields), their channels started."""
    pa, pb = _free_udp_ports(2)
    ra, rb = _routing(), _routing()
    ca = PeerChannel(
        PeerConfig(listen=f"127.0.0.1:{pa}", peers=(f"127.0.0.1:{pb}",), name="a", **settings), ra, Counters()
    )
    cb = PeerChannel(
        PeerConfig(listen=f"127.0.0.1:{pb}", peers=(f"127.0.0.1:{pa}",), name="b", **settings), rb, Counters()
    )
    await ca.start()
    await cb.start()
    return ra, rb, ca, cb


@pytest.mark.parametrize(
    "kw,field",
    [
        ({"listen": "127.0.0.1", "peers": ("127.0.0.1:2",)}, "listen"),
        ({"listen": "127.0.0.1:1", "peers": ("127.0.0.1:99999",)}, "peers"),
        ({"listen": "127.0.0.1:1", "peers": ("127.0.0.1:2", "127.0.0.1:2")}, "peers repeat"),
        ({"listen": "127.0.0.1:1", "peers": ("127.0.0.1:1",)}, "own listen"),
        ({"listen": "127.0.0.1:1", "peers": ("127.0.0.1:2",), "sync_s": 5.0, "timeout_s": 1.0}, "timeout_s"),
    ],
)
def test_bad_peer_settings_name_the_field(kw, field):
    with pytest.raises(ValueError, match=field):
        PeerConfig(**kw)


def test_peers_need_several_instances_and_turn_peer_load_on():
    peers = PeerConfig(listen="127.0.0.1:1", peers=("127.0.0.1:2",))
    with pytest.raises(ValueError, match=r"peers: routing\.instances"):
        RouterConfig(replicas=REPLICAS, peers=peers)
    cfg = RouterConfig(replicas=REPLICAS, peers=peers, routing=RoutingConfig(instances=2))
    assert cfg.routing_in_use.peer_load
    off = RouterConfig(replicas=REPLICAS, peers=peers, routing=RoutingConfig(instances=2, peer_load=False))
    assert not off.routing_in_use.peer_load
    assert not RouterConfig(replicas=REPLICAS).routing_in_use.peer_load


def _stop(tasks: list, *channels: PeerChannel) -> None:
    """Cancel the channels' run tasks and close them."""
    for t in tasks:
        t.cancel()
    for c in channels:
        c.close()


def _count(ch: PeerChannel, direction: str, outcome: str) -> float:
    return ch.counters.get("cacheroute_peer_reports_total", direction=direction, outcome=outcome)


async def _until(cond, timeout: float = 3.0) -> None:  # noqa: ASYNC109 a polling deadline
    for _ in range(int(timeout / 0.01)):
        if cond():
            return
        await asyncio.sleep(0.01)
    assert cond()


def test_two_instances_see_each_others_requests_and_a_restart_or_silence_voids_them():
    async def main() -> None:
        ra, rb, ca, cb = await _two(sync_s=0.2, timeout_s=0.6)
        ra.on_change, rb.on_change = ca.changed, cb.changed
        pb = cb.port
        assert not rb.core.peers_complete  # a not heard yet: b keeps the home rule
        tasks = [asyncio.create_task(ca.run()), asyncio.create_task(cb.run())]
        try:
            # a's chain reaches b's memory (no KV events here)
            dc = ra.decide([1, 2, 3], URLS, prompt_tokens=96)
            await _until(lambda: max(rb.core.memory.match([1, 2, 3])) == 3)
            await _until(lambda: rb.core.peers_complete)  # once a's history (empty here) is in
            assert rb.core.memory.match([1, 2, 3])[URLS.index(dc.url)] == 3
            ra.completed(dc.ticket)
            await _until(lambda: sum(rb.core.load.in_flight) == 0)
            # a's three requests, all on one replica while it is the cheapest: b's view holds them
            ds = [ra.decide([], URLS, prompt_tokens=2000) for _ in range(3)]
            await _until(lambda: sum(rb.core.load.in_flight) == 3)
            assert sum(rb.core.ledger.in_flight) == 0  # b's own ledger is untouched
            per = [0, 0, 0]
            for d in ds:
                per[URLS.index(d.url)] += 1
            assert list(rb.core.load.in_flight) == per
            # b now sends a request where a's are not
            mine = rb.decide([], URLS, prompt_tokens=2000)
            assert per[URLS.index(mine.url)] == min(per)
            # first tokens and completions reach b too
            for d in ds[:2]:
                ra.first_token(d.ticket)
                ra.completed(d.ticket, 10)
            await _until(lambda: _reported(rb) == 1)
            # a datagram that is not a report is counted and dropped; b carries on
            bad = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            bad.sendto(b"\xc1 not msgpack", ("127.0.0.1", pb))
            bad.sendto(
                msgpack.packb(
                    {"v": 1, "from": "x", "inc": 1, "seq": 2, "kind": "ops", "ops": [["r", 1, "u0", 1.0, 0.0, ["h"]]]}
                ),
                ("127.0.0.1", pb),
            )
            for ops in ([["r", 1]], [["f", [1]]], [["r", 1, "u0", "many", 0.0]], [["r", 1, 0, 1.0, 0.0]]):
                bad.sendto(
                    msgpack.packb({"v": 1, "from": "x", "inc": 1, "seq": 1, "kind": "ops", "ops": ops}),
                    ("127.0.0.1", pb),
                )
            bad.close()
            await _until(
                lambda: cb.counters.get("cacheroute_peer_reports_total", direction="received", outcome="malformed") == 6
            )
            assert _reported(rb) == 1
            # a restarts (a new incarnation): what it reported before no longer counts
            ca.incarnation += 1
            ra.core.ledger.completed(ds[2].ticket)
            ra.core.ledger.drain()
            ca.sync()
            await _until(lambda: _reported(rb) == 0)
            # a goes silent: b forgets it after timeout_s
            ra.decide([], URLS, prompt_tokens=2000)
            await _until(lambda: _reported(rb) == 1)
            tasks[0].cancel()
            ca.close()
            await _until(lambda: "a" not in cb.known, timeout=2.0)
            assert _reported(rb) == 0 and not rb.core.peers_complete
            assert cb.counters.get("cacheroute_peer_reports_total", direction="received", outcome="peer_timed_out") == 1
        finally:
            _stop(tasks, ca, cb)

    asyncio.run(main())


def test_a_lost_report_is_repaired_by_the_next_snapshot():
    async def main() -> None:
        ra, rb, ca, cb = await _two(sync_s=0.2)
        try:
            d = ra.decide([], URLS, prompt_tokens=500)
            ca.flush()
            await _until(lambda: sum(rb.core.load.in_flight) == 1)
            ra.completed(d.ticket)
            ra.peer_changes()  # the completion's report is lost
            ca.seq += 1
            ra.decide([], URLS, prompt_tokens=500)
            ca.flush()
            await _until(
                lambda: cb.counters.get("cacheroute_peer_reports_total", direction="received", outcome="gap") == 1
            )
            assert sum(rb.core.load.in_flight) == 2  # the lost completion still counts
            ca.sync()
            await _until(lambda: sum(rb.core.load.in_flight) == 1)
        finally:
            ca.close()
            cb.close()

    asyncio.run(main())


def test_two_reference_routers_report_to_each_other_through_their_engines_traffic():
    """Router a's requests in flight on slow engines load router b's view (not its ledger); b's next
    request goes where a's are fewest."""
    from aiohttp import ClientSession

    from tests.helpers.router_harness import SYSTEM, Harness, run_instances

    ports = _free_udp_ports(2)

    def per(k: int) -> dict:
        # b is named first, so it ranks 0 of the two and takes the cheapest replica, not the second slot of a
        # burst (routing.bursts: the instance of rank 1 assumes rank 0 takes the cheapest at the same moment)
        me, other = ports[k], ports[1 - k]
        return {"peers": PeerConfig(listen=f"127.0.0.1:{me}", peers=(f"127.0.0.1:{other}",), name=f"i{1 - k}")}

    async def body(hs: list[Harness], s: ClientSession) -> None:
        a, b = hs
        assert b.router.routing.core.rank == 0
        for u in a.ups:
            u.mode, u.delay_s = "slow", 1.5

        async def one(i: int) -> str:
            async with s.post(a.base + "/v1/completions", json={"model": "m", "prompt": f"{i} " + SYSTEM}) as r:
                assert r.status == 200
                return r.headers["X-CacheRoute-Replica"]

        sent = [asyncio.create_task(one(i)) for i in range(4)]
        view = b.router.routing.core.load
        await _until(lambda: sum(view.in_flight) == 4)
        assert sum(b.router.routing.core.ledger.in_flight) == 0
        held = list(view.in_flight)
        for u in a.ups:
            u.mode = "ok"
        async with s.post(b.base + "/v1/completions", json={"model": "m", "prompt": "other " + SYSTEM}) as r:
            assert r.status == 200
            assert held[int(r.headers["X-CacheRoute-Replica"][1:])] == min(held)
        await asyncio.gather(*sent)
        await _until(lambda: sum(view.in_flight) == 0)
        assert a.router.counters.get("cacheroute_peer_reports_total", direction="sent", outcome="ops") > 0

    run_instances(body, 2, 3, routing=RoutingConfig(instances=2), per_instance=per)


def test_a_snapshot_too_large_for_one_datagram_goes_as_several_and_arrives_whole():
    async def main() -> None:
        ra, rb, ca, cb = await _two()
        try:
            for _ in range(3000):
                ra.decide([], URLS, prompt_tokens=2000)
            ra.peer_changes()  # the changes are lost: only the snapshot tells b
            ca.sync()
            sent = ca.counters.get("cacheroute_peer_reports_total", direction="sent", outcome="snap+")
            assert sent >= 1 and ca.seq == 1 + sent  # one "snap", then its continuations, numbered in turn
            await _until(lambda: sum(rb.core.load.in_flight) == 3000)
            assert list(_peers(rb).in_flight) == list(ra.core.ledger.in_flight)
            assert cb.counters.get("cacheroute_peer_reports_total", direction="received", outcome="gap") == 0
        finally:
            ca.close()
            cb.close()

    asyncio.run(main())


def test_several_instances_with_a_control_listener_report_to_each_other_by_default():
    """No ``peers`` set: on for several instances whose control listener their planner can reach (loopback, or a
    token), on UDP at the control host and port; off for one instance, without a control port, on a public
    address without a token, or with an explicit null."""
    from pydantic import SecretStr

    from cacheroute_solver.router.control import ControlConfig

    three = RoutingConfig(instances=3)

    def cfg(**kw) -> RouterConfig:
        return RouterConfig.model_validate({"replicas": REPLICAS, **kw})

    on = cfg(routing=three, control=ControlConfig(port=8101))
    assert on.peers is None and on.peers_in_use == PeerConfig(listen="127.0.0.1:8101")
    assert on.routing_in_use.peer_load
    public = cfg(routing=three, control=ControlConfig(port=8101, host="0.0.0.0", token=SecretStr("t")))
    assert public.peers_in_use == PeerConfig(listen="0.0.0.0:8101") and public.routing_in_use.peer_load
    six = cfg(routing=three, control=ControlConfig(port=8101, host="::"))
    assert six.peers_in_use is None  # a public address without a token: the control plane, and peers, are off
    assert cfg(routing=three, control=ControlConfig(port=8101, host="::1")).peers_in_use == PeerConfig(
        listen="[::1]:8101"
    )
    for off in (
        cfg(control=ControlConfig(port=8101)),
        cfg(routing=three),
        cfg(routing=three, control=ControlConfig(port=8101), peers=None),
    ):
        assert off.peers_in_use is None and not off.routing_in_use.peer_load
    mine = PeerConfig(listen="127.0.0.1:7000", peers=("127.0.0.1:7001",))
    assert cfg(routing=three, control=ControlConfig(port=8101), peers=mine).peers_in_use == mine


def test_learned_peers_join_the_configured_ones_and_a_bad_address_is_named():
    ch = PeerChannel(PeerConfig(listen="127.0.0.1:0", peers=("127.0.0.1:7001",)), _routing(), Counters())
    assert ch.learn(["127.0.0.1:7002", "127.0.0.1:7001", "[::1]:7003"]) == 3
    assert ch.targets == [("127.0.0.1", 7001), ("127.0.0.1", 7002), ("::1", 7003)]
    assert ch.learn(["127.0.0.1:7004"]) == 2  # in place of what the planner said before
    assert ch.targets == [("127.0.0.1", 7001), ("127.0.0.1", 7004)]
    for bad, match in ((["127.0.0.1:7002", "nowhere"], r"peers\[1\]"), ([7002], r"peers\[0\]: an address")):
        with pytest.raises(ValueError, match=match):
            ch.learn(bad)  # type: ignore[arg-type]  # a planner's JSON may hold anything
    with pytest.raises(ValueError, match="at most"):
        ch.learn([f"127.0.0.1:{p}" for p in range(1, 1100)])
    assert ch.targets == [("127.0.0.1", 7001), ("127.0.0.1", 7004)]  # a refused list changes nothing


def test_with_a_token_only_datagrams_tagged_with_its_key_count():
    from cacheroute_solver.router.instances.peers import channel_key

    async def main() -> None:
        pa, pb, pc = _free_udp_ports(3)
        key = channel_key(b"s3cret")
        ra, rb, rc = _routing(), _routing(), _routing()

        def chan(r, me, to, name, k):
            return PeerChannel(PeerConfig(listen=f"127.0.0.1:{me}", peers=to, name=name), r, Counters(), key=k)

        ca = chan(ra, pa, (f"127.0.0.1:{pb}",), "a", key)
        cb = chan(rb, pb, (), "b", key)
        cc = chan(rc, pc, (f"127.0.0.1:{pb}",), "c", channel_key(b"another"))
        for c in (ca, cb, cc):
            await c.start()
        try:
            ra.decide([], URLS, prompt_tokens=500)
            ca.flush()
            await _until(lambda: sum(rb.core.load.in_flight) == 1)
            rc.decide([], URLS, prompt_tokens=500)
            cc.flush()
            plain = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            report = {"v": 1, "from": "x", "inc": 1, "seq": 1, "kind": "ops", "ops": [["r", 1, "u0", 1.0, 0.0]]}
            plain.sendto(msgpack.packb(report), ("127.0.0.1", pb))
            plain.sendto(b"", ("127.0.0.1", pb))
            plain.close()
            got = lambda: cb.counters.get(  # noqa: E731
                "cacheroute_peer_reports_total", direction="received", outcome="unauthenticated"
            )
            await _until(lambda: got() == 3)
            assert sum(rb.core.load.in_flight) == 1 and set(cb.known) == {"a"}
        finally:
            for c in (ca, cb, cc):
                c.close()

    asyncio.run(main())


def test_the_shared_planner_introduces_the_instances_which_then_report_to_each_other():
    """Three instances with control listeners and no list of each other: one planner step tells each where
    the other two listen (their /stats ports, on the host it reached them at), and router a's requests in
    flight then load router b's and c's views."""
    from aiohttp import ClientSession
    from pydantic import SecretStr

    from cacheroute_solver.router.control import ControlConfig
    from cacheroute_solver.router.instances.shared_plan import SharedPlanner, SharedPlannerConfig
    from tests.helpers.router_harness import SYSTEM, Harness, run_instances

    async def body(hs: list[Harness], s: ClientSession) -> None:
        routers = [h.router for h in hs]
        assert all(r.peers is not None and r.peers.targets == [] for r in routers)
        planner = SharedPlanner(
            SharedPlannerConfig(
                routers=tuple(f"http://127.0.0.1:{r.control_port}" for r in routers), token=SecretStr("tok")
            )
        )
        result = await planner.step(s)
        assert list(result["peers"].values()) == ["2 peers"] * 3
        channels = [r.peers for r in routers if r.peers is not None]
        for ch in channels:
            assert sorted(ch.targets) == sorted(("127.0.0.1", o.port) for o in channels if o is not ch)
        a, b, c = hs
        for u in a.ups:
            u.mode, u.delay_s = "slow", 1.5

        async def one(i: int) -> None:
            async with s.post(a.base + "/v1/completions", json={"model": "m", "prompt": f"{i} " + SYSTEM}) as r:
                assert r.status == 200

        sent = [asyncio.create_task(one(i)) for i in range(3)]
        for other in (b, c):
            await _until(lambda o=other: sum(o.router.routing.core.load.in_flight) == 3)
        await _until(lambda: all(h.router.routing.core.peers_complete for h in hs))
        for u in a.ups:
            u.mode = "ok"
        await asyncio.gather(*sent)
        # the control plane's token guards /peers; a bad list is refused naming the field
        async with s.post(f"http://127.0.0.1:{a.router.control_port}/peers", json={"peers": []}) as resp:
            assert resp.status == 401  # no token
        headers = {"Authorization": "Bearer tok"}
        async with s.post(
            f"http://127.0.0.1:{a.router.control_port}/peers", json={"peers": ["x"]}, headers=headers
        ) as resp:
            assert resp.status == 400 and (await resp.json())["error"]["param"] == "peers"

    run_instances(
        body,
        3,
        3,
        routing=RoutingConfig(instances=3),
        control=ControlConfig(port=0, token=SecretStr("tok")),
    )


def test_an_instance_without_a_channel_answers_peers_with_409():
    from aiohttp import ClientSession

    from tests.helpers.router_harness import Harness, run

    async def body(h: Harness, s: ClientSession) -> None:
        assert h.router.peers is None
        async with s.post(h.base + "/peers", json={"peers": ["127.0.0.1:9"]}) as resp:
            assert resp.status == 409 and (await resp.json())["error"]["code"] == "no_peers"
        async with s.get(h.base + "/stats") as resp:
            assert (await resp.json())["peer_port"] is None

    run(body)


def _report(sender: str, inc: int, seq: int, kind: str, ops: list) -> bytes:
    return msgpack.packb({"v": 1, "from": sender, "inc": inc, "seq": seq, "t": time.time(), "kind": kind, "ops": ops})


def test_a_snapshot_whose_start_was_lost_waits_for_the_next_and_a_late_old_incarnation_changes_nothing():
    rb = _routing()
    cb = PeerChannel(PeerConfig(listen="127.0.0.1:0"), rb, Counters())
    addr = ("127.0.0.1", 9)
    cb.datagram_received(_report("a", 5, 1, "ops", [["r", 1, "u0", 10.0, 0.0], ["r", 2, "u1", 10.0, 0.0]]), addr)
    assert list(_peers(rb).in_flight) == [1, 1, 0]
    # a's snapshot in two parts (request 1 completed meanwhile, its report lost); the first part is lost
    cb.datagram_received(_report("a", 5, 3, "snap+", [["r", 2, "u1", 10.0, 0.0]]), addr)
    assert list(_peers(rb).in_flight) == [1, 1, 0] and _count(cb, "received", "gap") == 1  # not added to the old state
    cb.datagram_received(_report("a", 5, 4, "snap", [["r", 2, "u1", 10.0, 0.0]]), addr)
    cb.datagram_received(_report("a", 5, 5, "snap+", [["r", 3, "u2", 10.0, 0.0]]), addr)
    assert list(_peers(rb).in_flight) == [0, 1, 1]  # the next whole snapshot replaces it
    # a datagram from a's incarnation before a restart arrives late: stale, a's state stands
    cb.datagram_received(_report("a", 4, 99, "ops", [["c", 2]]), addr)
    assert list(_peers(rb).in_flight) == [0, 1, 1] and _count(cb, "received", "stale") == 1
    # a newer incarnation is a restart: what a reported before is void
    cb.datagram_received(_report("a", 6, 1, "ops", [["r", 1, "u0", 10.0, 0.0]]), addr)
    assert list(_peers(rb).in_flight) == [1, 0, 0]


def test_new_senders_past_the_cap_are_refused_and_huge_counts_are_malformed(monkeypatch):
    import cacheroute_solver.router.instances.peers as peers_mod

    monkeypatch.setattr(peers_mod, "MAX_PEERS", 2)
    rb = _routing()
    cb = PeerChannel(PeerConfig(listen="127.0.0.1:0"), rb, Counters())
    for name in ("a", "b", "c"):
        cb.datagram_received(_report(name, 1, 1, "ops", [["r", 1, "u0", 10.0, 0.0]]), ("127.0.0.1", 9))
    assert set(cb.known) == {"a", "b"}
    assert cb.counters.get("cacheroute_peer_reports_total", direction="received", outcome="refused") == 1
    cb.datagram_received(_report("a", 1, 2, "ops", [["r", 2, "u0", 1e308, 1e308]]), ("127.0.0.1", 9))
    assert cb.counters.get("cacheroute_peer_reports_total", direction="received", outcome="malformed") == 1
    assert list(_peers(rb).in_flight) == [2, 0, 0]


def test_a_name_target_is_looked_up_each_time_the_planner_speaks_and_a_long_chain_goes_as_its_prefix():
    async def main() -> None:
        pa, pb = _free_udp_ports(2)
        ra, rb = _routing(), _routing()
        ca = PeerChannel(PeerConfig(listen=f"127.0.0.1:{pa}", name="a", sync_s=0.2), ra, Counters())
        cb = PeerChannel(PeerConfig(listen=f"127.0.0.1:{pb}", name="b", sync_s=0.2), rb, Counters())
        await ca.start()
        await cb.start()
        loop = asyncio.get_running_loop()
        looked: list[str] = []
        lookup = loop.getaddrinfo

        async def counted(host, *a, **kw):
            looked.append(host)
            return await lookup(host, *a, **kw)

        loop.getaddrinfo = counted  # type: ignore[method-assign]  # counts the channel's lookups
        ra.on_change = ca.changed
        task = asyncio.create_task(ca.run())
        try:
            ca.learn([f"localhost:{pb}", "no-such-host.invalid:1"])
            await _until(lambda: looked.count("localhost") == 1)
            ca.learn([f"localhost:{pb}", "no-such-host.invalid:1"])  # the same list next period: looked up again
            await _until(lambda: looked.count("localhost") == 2 and looked.count("no-such-host.invalid") == 2)
            await _until(
                lambda: ca.counters.get("cacheroute_peer_reports_total", direction="sent", outcome="unresolved") == 2
            )
            chain = [(i * 0x9E3779B97F4A7C15) % (1 << 63) for i in range(1, 20_001)]  # 180 kB: over a datagram
            d = ra.decide(chain, URLS, prompt_tokens=len(chain) * 16)
            await _until(lambda: sum(rb.core.load.in_flight) == 1)
            held = rb.core.memory.match(chain)[URLS.index(d.url)]
            assert 1_000 < held < len(chain)  # the chain's first blocks, as many as one datagram carries
            assert ca.counters.get("cacheroute_peer_reports_total", direction="sent", outcome="error") == 0
        finally:
            task.cancel()
            ca.close()
            cb.close()

    asyncio.run(main())


@pytest.mark.skipif(not socket.has_ipv6, reason="no IPv6 here")
def test_an_ipv6_wildcard_listen_hears_and_reaches_ipv4_peers():
    async def main() -> None:
        pa, pb = _free_udp_ports(2)
        ra, rb = _routing(), _routing()
        ca = PeerChannel(PeerConfig(listen=f"[::]:{pa}", peers=(f"127.0.0.1:{pb}",), name="a"), ra, Counters())
        cb = PeerChannel(PeerConfig(listen=f"127.0.0.1:{pb}", peers=(f"127.0.0.1:{pa}",), name="b"), rb, Counters())
        try:
            await ca.start()
        except OSError:
            pytest.skip("cannot bind an IPv6 wildcard here")
        await cb.start()
        try:
            ra.decide([], URLS, prompt_tokens=500)
            ca.flush()
            await _until(lambda: sum(rb.core.load.in_flight) == 1)
            rb.decide([], URLS, prompt_tokens=500)
            cb.flush()
            await _until(lambda: sum(ra.core.load.in_flight) == 2)
        finally:
            ca.close()
            cb.close()

    asyncio.run(main())


def test_the_planner_keeps_introducing_an_instance_whose_stats_did_not_answer_for_a_grace_of_periods():
    from cacheroute_solver.router.instances.shared_plan import (
        PEER_GRACE_STEPS,
        InstanceStats,
        SharedPlanner,
        SharedPlannerConfig,
    )

    told: dict[str, list[str]] = {}

    class Answer:
        status = 200

        def __init__(self, n: int) -> None:
            self.n = n

        async def __aenter__(self):
            return self

        async def __aexit__(self, *exc):
            return False

        async def json(self):
            return {"peers": self.n}

    class Session:
        def post(self, url: str, data: str, **_kw):
            import json as _json

            told[url.split("/peers")[0]] = _json.loads(data)["peers"]
            return Answer(len(_json.loads(data)["peers"]))

    bases = ("http://10.0.0.1:8101", "http://10.0.0.2:8101", "http://10.0.0.3:8101")
    planner = SharedPlanner(SharedPlannerConfig(routers=bases))
    up = [InstanceStats.model_construct(peer_port=7000 + i) for i in range(3)]

    async def pull(reports) -> dict[str, list[str]]:
        told.clear()
        await planner.introduce(Session(), reports)
        return dict(told)

    async def main() -> None:
        assert (await pull(up))[bases[0]] == ["10.0.0.2:7001", "10.0.0.3:7002"]
        for _ in range(PEER_GRACE_STEPS):  # c's /stats times out: a and b still send to it; c is not waited on
            got = await pull([up[0], up[1], "unreachable: TimeoutError"])
            assert got[bases[0]] == ["10.0.0.2:7001", "10.0.0.3:7002"] and bases[2] not in got
        got = await pull([up[0], up[1], "unreachable: TimeoutError"])  # past the grace: left out
        assert got[bases[0]] == ["10.0.0.2:7001"] and bases[2] not in got
        got = await pull([up[0], up[1], InstanceStats.model_construct(peer_port=None)])  # no channel any more
        assert got == {bases[0]: ["10.0.0.2:7001"], bases[1]: ["10.0.0.1:7000"]}

    asyncio.run(main())


def test_routing_peer_load_without_a_channel_is_refused_by_name():
    with pytest.raises(ValueError, match=r"routing\.peer_load: needs a peer channel"):
        RouterConfig.model_validate({"replicas": REPLICAS, "routing": {"instances": 2, "peer_load": True}})
    ok = RouterConfig.model_validate(
        {"replicas": REPLICAS, "routing": {"instances": 2, "peer_load": True}, "control": {"port": 8101}}
    )
    assert ok.peers_in_use is not None and ok.routing_in_use.peer_load


def test_a_port_that_cannot_be_bound_leaves_the_router_on_the_home_rule_without_the_channel():
    async def main() -> None:
        taken = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        taken.bind(("127.0.0.1", 0))
        port = taken.getsockname()[1]
        r = _routing()
        ch = PeerChannel(PeerConfig(listen=f"127.0.0.1:{port}", peers=("127.0.0.1:9",)), r, Counters())
        try:
            await ch.start()  # no exception: the router starts
            assert ch.transport is None and ch.port is None and not r.core.peers_complete
            assert ch.counters.get("cacheroute_peer_reports_total", direction="sent", outcome="no_channel") == 1
            r.decide([1, 2], URLS, prompt_tokens=64)
            ch.flush()
            assert r.peer_changes() == []  # the journal is drained, not kept for a channel that is not there
        finally:
            ch.close()
            taken.close()

    asyncio.run(main())


def test_the_default_channel_listens_on_the_control_host_and_port():
    from pydantic import SecretStr

    from cacheroute_solver.router.control import ControlConfig

    cfg = RouterConfig(replicas=REPLICAS, routing=RoutingConfig(instances=3), control=ControlConfig(port=8101))
    assert cfg.peers_in_use == PeerConfig(listen="127.0.0.1:8101") and cfg.routing_in_use.peer_load
    wildcard = RouterConfig(
        replicas=REPLICAS,
        routing=RoutingConfig(instances=3),
        control=ControlConfig(port=8101, host="", token=SecretStr("t")),
    )
    assert wildcard.peers_in_use == PeerConfig(listen="0.0.0.0:8101")


@pytest.mark.parametrize("history_blocks", [200_000, 0])
def test_a_peer_heard_late_is_asked_for_its_history_and_the_sessions_next_turn_follows_it(history_blocks):
    """Instance a hears b first (b was told a's address), then routes a session before it is told b's (the
    shared planner posts each instance its peers at its own moment): that report reaches no one. Once b
    hears a, it asks a for its history, and b's next turn of the session goes where it is cached, not by
    load; without the history (``history_blocks=0``) b cannot know."""

    async def main() -> None:
        pa, pb = _free_udp_ports(2)
        ra, rb = _routing(), _routing()
        ca = PeerChannel(PeerConfig(listen=f"127.0.0.1:{pa}", name="a", history_blocks=history_blocks), ra, Counters())
        cb = PeerChannel(PeerConfig(listen=f"127.0.0.1:{pb}", name="b", history_blocks=history_blocks), rb, Counters())
        await ca.start()
        await cb.start()
        ra.on_change, rb.on_change = ca.changed, cb.changed
        tasks = [asyncio.create_task(ca.run()), asyncio.create_task(cb.run())]
        try:
            cb.learn([f"127.0.0.1:{pa}"])
            await _until(lambda: ra.core.peers_complete)  # a hears b (and asks b, whose memory is empty)
            chain = list(range(100, 140))
            first = ra.decide(chain, URLS, prompt_tokens=len(chain) * 32)
            ra.completed(first.ticket)
            await asyncio.sleep(0.05)
            ca.learn([f"127.0.0.1:{pb}"])
            await _until(lambda: rb.core.peers_complete)
            where = URLS.index(first.url)
            if history_blocks:
                await _until(lambda: rb.core.memory.match(chain)[where] == len(chain))
                assert _count(cb, "sent", "hist?") == _count(ca, "received", "hist?") == 1
                assert _count(ca, "sent", "hist") == _count(cb, "received", "hist") == 1
                assert _count(cb, "sent", "hist") == _count(ca, "received", "hist") == 1  # b's empty history
            else:
                await asyncio.sleep(0.2)
                assert max(rb.core.memory.match(chain)) == 0
                assert _count(cb, "sent", "hist?") == _count(ca, "sent", "hist") == 0
            for i in range(2):  # b's own requests running there
                rb.core.ledger.routed(("b", i), where, 0.0)
                rb.core.ledger.first_token(("b", i))
            nxt = rb.decide([*chain, 140, 141], URLS, prompt_tokens=(len(chain) + 2) * 32)
            if history_blocks:
                assert nxt.url == first.url and nxt.reason == "cached"
            else:
                assert nxt.url != first.url and nxt.reason == "balanced"
        finally:
            _stop(tasks, ca, cb)

    asyncio.run(main())


def test_a_history_in_several_parts_is_merged_whole_tagged_and_only_where_asked(monkeypatch):
    """With the control token's key: a's history (replica u0: X, then m1..m7, in parts of 3; replica u2: 7
    blocks) reaches b, whose memory of u0 is full with X its most recent block. Merged as a whole, a's m1..m7
    rank after X, as a used them, and b's oldest blocks give way; merged part by part, the parts without X
    would have gone to the oldest end and out. An ask from an address a does not report to gets nothing,
    and an answer b did not ask for is dropped."""
    import cacheroute_solver.router.instances.peer_history as history_mod
    from cacheroute_solver.routing.memory import PrefixMemory

    monkeypatch.setattr(history_mod, "CHUNK", 3)
    key = channel_key(b"tok")
    assert key is not None

    async def main() -> None:
        pa, pb = _free_udp_ports(2)
        ra, rb = _routing(), _routing()
        ca = PeerChannel(
            PeerConfig(listen=f"127.0.0.1:{pa}", peers=(f"127.0.0.1:{pb}",), name="a"), ra, Counters(), key=key
        )
        cb = PeerChannel(PeerConfig(listen=f"127.0.0.1:{pb}", name="b"), rb, Counters(), key=key)
        X, ms, own = 500, list(range(1001, 1008)), list(range(1, 9))
        ra.core.memory.record([X], 0)
        ra.core.memory.record(ms, 0)
        ra.core.memory.record(list(range(2000, 2007)), 2)
        rb.core.memory = PrefixMemory([10, 10, 10])
        rb.core.memory.record(own, 0)
        rb.core.memory.record([X], 0)
        await ca.start()
        await cb.start()
        ra.on_change = ca.changed
        tasks = [asyncio.create_task(ca.run()), asyncio.create_task(cb.run())]
        try:
            ra.peer_changes()
            cb.learn([f"127.0.0.1:{pa}"])  # b reports to a; a reports to b from the start
            ra.decide([], URLS, prompt_tokens=10)
            await _until(lambda: rb.core.peers_complete)
            assert _count(cb, "received", "hist") == 6  # ceil(8 / 3) + ceil(7 / 3) parts
            assert rb.core.memory.recent(0, 99) == [*own[-2:], X, *ms]
            assert rb.core.memory.recent(2, 99) == list(range(2000, 2007))
            assert _count(cb, "received", "unauthenticated") == 0
            # an ask from an address a does not report to: refused, nothing sent there
            stranger = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            stranger.bind(("127.0.0.1", 0))
            body = msgpack.packb(
                {"v": 1, "from": "c", "inc": 1, "seq": 0, "t": time.time(), "kind": "hist?", "ops": [], "ask": 7}
            )
            stranger.sendto(body + hashlib.blake2b(body, key=key, digest_size=TAG_BYTES).digest(), ("127.0.0.1", pa))
            await _until(lambda: _count(ca, "received", "hist_refused") == 1)
            stranger.settimeout(0.2)
            with pytest.raises(TimeoutError):
                stranger.recvfrom(65536)
            stranger.close()
            # an answer once b has merged a's (a replay of one of its parts): dropped
            body = msgpack.packb(
                {
                    "v": 1,
                    "from": "a",
                    "inc": ca.incarnation,
                    "seq": 0,
                    "t": time.time(),
                    "kind": "hist",
                    "ops": [["u1", [5]]],
                }
                | {"ask": 1, "part": 0, "parts": 1}
            )
            cb.datagram_received(
                body + hashlib.blake2b(body, key=key, digest_size=TAG_BYTES).digest(), ("127.0.0.1", pa)
            )
            assert _count(cb, "received", "stale") == 1 and rb.core.memory.recent(1, 9) == []
        finally:
            _stop(tasks, ca, cb)

    asyncio.run(main())


def test_a_history_from_an_old_incarnation_is_stale_and_a_bad_one_is_malformed():
    rb = _routing()
    cb = PeerChannel(PeerConfig(listen="127.0.0.1:0"), rb, Counters())
    addr = ("127.0.0.1", 9)
    cb.datagram_received(_report("a", 5, 1, "ops", [["r", 1, "u0", 10.0, 0.0]]), addr)
    assert not rb.core.peers_complete  # heard, its history not in: b keeps the home rule
    ask = cb.history._asking["a"].ask  # b asked a (its channel is not started: nothing went)
    hist = lambda inc, ops, ask=ask, part=0, parts=1: msgpack.packb(  # noqa: E731
        {
            "v": 1,
            "from": "a",
            "inc": inc,
            "seq": 1,
            "t": time.time(),
            "kind": "hist",
            "ops": ops,
            "ask": ask,
            "part": part,
            "parts": parts,
        }
    )
    cb.datagram_received(hist(4, [["u1", [7, 8]]]), addr)
    assert _count(cb, "received", "stale") == 1 and max(rb.core.memory.match([7, 8])) == 0
    bad = (
        hist(5, [["u1", [7, "8"]]]),
        hist(5, [["u1"]]),
        hist(5, [[1, [7]]]),
        hist(5, [], ask="x"),
        hist(5, [], part=1, parts=1),
        hist(5, [], part=0, parts=10**9),
    )
    for b in bad:
        cb.datagram_received(b, addr)
    cb.datagram_received(
        msgpack.packb({"v": 1, "from": "a", "inc": 5, "seq": 1, "kind": "hist?", "ops": [1], "ask": 1}), addr
    )
    assert _count(cb, "received", "malformed") == 7
    # outside the sequence: a history (seq not advanced) neither reads as a gap nor as stale
    cb.datagram_received(hist(5, [["u1", [7, 8]], ["elsewhere", [9]]]), addr)
    assert rb.core.peers_complete  # its history in: b decides on the whole memory
    cb.datagram_received(_report("a", 5, 2, "ops", [["c", 1]]), addr)
    assert (
        rb.core.memory.match([7, 8]) == [0, 2, 0]
        and _count(cb, "received", "hist") == 1
        and _count(cb, "received", "gap") == 0
    )
    assert list(_peers(rb).in_flight) == [0, 0, 0] and _count(cb, "received", "stale") == 1


class _Tap:
    """A transport that keeps what is sent (a channel's datagrams, captured as on the wire)."""

    def __init__(self) -> None:
        self.sent: list[bytes] = []

    def sendto(self, data: bytes, addr) -> None:
        self.sent.append(data)

    def close(self) -> None:
        pass


def test_a_datagram_replayed_after_its_sender_went_silent_is_refused_at_any_age(monkeypatch):
    """The probe of issue 54: datagrams captured from instance a, which then goes silent, are sent to b again once
    b has timed a out. Before, b took them as a new peer (its load in b's view, b asking it for its history); now
    each is refused, however late it comes, and a's own return is taken."""
    import cacheroute_solver.router.instances.peers as peers_mod

    key = channel_key(b"s3cret")
    mono, wall = [100.0], [1_000_000.0]

    def chan(r: PlanRouting, name: str) -> tuple[PeerChannel, _Tap]:
        c = PeerChannel(
            PeerConfig(listen="127.0.0.1:0", name=name), r, Counters(), lambda: mono[0], key, lambda: wall[0]
        )
        tap = _Tap()
        c.transport, c._addrs = tap, [("127.0.0.1", 9)]  # type: ignore[assignment]
        return c, tap

    ra, rb = _routing(), _routing()
    (ca, wire), (cb, b_sent) = chan(ra, "a"), chan(rb, "b")
    for _ in range(3):
        ra.decide([], URLS, prompt_tokens=500)
    ca.flush()
    ca.sync()
    assert len(wire.sent) == 2
    for data in wire.sent:
        cb.datagram_received(data, ("127.0.0.1", 7))
    assert sum(_peers(rb).in_flight) == 3 and set(cb.known) == {"a"}
    asks = sum(1 for d in b_sent.sent if msgpack.unpackb(d[:-TAG_BYTES])["kind"] == "hist?")
    mono[0] += 10.0  # a is silent: b times it out
    wall[0] += 10.0
    cb.sync()
    assert cb.known == {} and sum(_peers(rb).in_flight) == 0 and "a" in cb.gone
    for late in (1.0, 3600.0):  # replayed within the age, and an hour later
        wall[0] += late
        for data in wire.sent:
            cb.datagram_received(data, ("127.0.0.1", 7))
        assert cb.known == {} and sum(_peers(rb).in_flight) == 0
    assert _count(cb, "received", "replayed") == 4
    assert sum(1 for d in b_sent.sent if msgpack.unpackb(d[:-TAG_BYTES])["kind"] == "hist?") == asks  # none asked
    # the places of silent senders are bounded: a's let go early raises the floor a new sender's time must pass
    monkeypatch.setattr(peers_mod, "MAX_PEERS", 1)
    wall[0] -= 3600.0
    assert key is not None
    cb.datagram_received(_tagged(key, "c", 1, 1, wall[0], "ops", []), ("127.0.0.1", 8))
    mono[0] += 10.0
    cb.sync()
    assert list(cb.gone) == ["c"] and cb._floor > 0
    for data in wire.sent:
        cb.datagram_received(data, ("127.0.0.1", 7))
    assert cb.known == {} and _count(cb, "received", "replayed") == 6
    # a comes back (the same incarnation, its next datagrams): taken
    ra.decide([], URLS, prompt_tokens=500)
    ca.flush()
    cb.datagram_received(wire.sent[-1], ("127.0.0.1", 7))
    assert set(cb.known) == {"a"}


def _tagged(key: bytes, sender: str, inc: int, seq: int, t: float, kind: str, ops: list) -> bytes:
    body = msgpack.packb({"v": 1, "from": sender, "inc": inc, "seq": seq, "t": t, "kind": kind, "ops": ops})
    return body + hashlib.blake2b(body, key=key, digest_size=TAG_BYTES).digest()


def test_a_datagram_stamped_far_from_this_hosts_clock_is_refused_and_one_without_a_time_is_malformed():
    rb = _routing()
    cb = PeerChannel(PeerConfig(listen="127.0.0.1:0", max_age_s=30.0), rb, Counters())
    addr = ("127.0.0.1", 9)
    old = msgpack.packb({"v": 1, "from": "a", "inc": 1, "seq": 1, "t": time.time() - 31, "kind": "ops", "ops": []})
    ahead = msgpack.packb({"v": 1, "from": "a", "inc": 1, "seq": 1, "t": time.time() + 31, "kind": "ops", "ops": []})
    for data in (old, ahead):
        cb.datagram_received(data, addr)
    assert cb.known == {} and _count(cb, "received", "replayed") == 2
    cb.datagram_received(msgpack.packb({"v": 1, "from": "a", "inc": 1, "seq": 1, "kind": "ops", "ops": []}), addr)
    assert _count(cb, "received", "malformed") == 1
    cb.datagram_received(_report("a", 1, 1, "ops", []), addr)
    assert set(cb.known) == {"a"}


def test_a_flood_of_junk_datagrams_writes_a_bounded_number_of_log_lines(caplog):
    """200,000 junk datagrams on a loopback channel without a token wrote as many WARNING lines (issue 54); the
    peers' logger is among those the router's log throttle covers (`router.logs.install`, on by default), and
    with it the flood writes one line a period."""
    import logging

    from cacheroute_solver.router.logs import LOGGERS, Throttle

    assert "cacheroute.peers" in LOGGERS
    logger = logging.getLogger("cacheroute.peers")
    kept = [f for f in logger.filters if isinstance(f, Throttle)]  # another test's router may have installed one
    for f in kept:
        logger.removeFilter(f)
    throttle = Throttle(10.0)
    logger.addFilter(throttle)
    try:
        cb = PeerChannel(PeerConfig(listen="127.0.0.1:0"), _routing(), Counters())
        with caplog.at_level(logging.WARNING, logger="cacheroute.peers"):
            for i in range(20_000):
                cb.datagram_received(b"junk %d" % i, ("127.0.0.1", 40_000 + i % 1000))
        lines = [r for r in caplog.records if r.name == "cacheroute.peers"]
        assert _count(cb, "received", "malformed") == 20_000
        assert 1 <= len(lines) <= 2 and throttle.suppressed >= 19_998
    finally:
        logger.removeFilter(throttle)
        for f in kept:
            logger.addFilter(f)
