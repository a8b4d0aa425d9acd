"""Peer load between live router instances (`adapter.peers`): UDP reports on 127.0.0.1 carry each
instance's ledger changes to the others; snapshots repair losses; restarts and silence void a peer."""

from __future__ import annotations

import asyncio
import socket

import msgpack
import pytest

pytest.importorskip("aiohttp")

from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.adapter.peers import PeerChannel, PeerConfig
from cacheroute_solver.adapter.plan_routing import PlanRouting
from cacheroute_solver.adapter.router import RouterConfig
from cacheroute_solver.adapter.store import PlanStore
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


def _routing() -> PlanRouting:
    store = PlanStore(replica_ids=[r.id for r in REPLICAS], counters=Counters())
    return PlanRouting(store, REPLICAS, config=TWO)


@pytest.mark.parametrize(
    "kw,field",
    [
        ({"listen": "127.0.0.1", "peers": ("127.0.0.1:2",)}, "listen"),
        ({"listen": "127.0.0.1:1", "peers": ("127.0.0.1:99999",)}, "peers"),
        ({"listen": "127.0.0.1:1", "peers": ()}, "peers"),
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


async def _until(cond, timeout: float = 3.0) -> None:  # noqa: ASYNC109 a polling deadline
    for _ in range(int(timeout / 0.01)):
        if cond():
            return
        await asyncio.sleep(0.01)
    assert cond()


def test_two_instances_see_each_others_requests_and_a_restart_or_silence_voids_them():
    async def main() -> None:
        pa, pb = _free_udp_ports(2)
        ra, rb = _routing(), _routing()
        ca_cfg = PeerConfig(listen=f"127.0.0.1:{pa}", peers=(f"127.0.0.1:{pb}",), name="a", sync_s=0.2, timeout_s=0.6)
        cb_cfg = PeerConfig(listen=f"127.0.0.1:{pb}", peers=(f"127.0.0.1:{pa}",), name="b", sync_s=0.2, timeout_s=0.6)
        ca, cb = PeerChannel(ca_cfg, ra, Counters()), PeerChannel(cb_cfg, rb, Counters())
        ra.on_change, rb.on_change = ca.changed, cb.changed
        await ca.start()
        await cb.start()
        assert not rb.core.peers_complete  # a not heard yet: b keeps the home rule
        tasks = [asyncio.create_task(ca.run()), asyncio.create_task(cb.run())]
        try:
            # a's chain reaches b's memory (no KV events here)
            dc = ra.decide([1, 2, 3], URLS, prompt_tokens=96)
            await _until(lambda: max(rb.core.memory.match([1, 2, 3])) == 3)
            assert rb.core.peers_complete
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
            await _until(lambda: sum(_peers(rb).in_flight) == 1)
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
            assert sum(_peers(rb).in_flight) == 1
            # a restarts (a new incarnation): what it reported before no longer counts
            ca.incarnation += 1
            ra.core.ledger.completed(ds[2].ticket)
            ra.core.ledger.drain()
            ca.sync()
            await _until(lambda: sum(_peers(rb).in_flight) == 0)
            # a goes silent: b forgets it after timeout_s
            ra.decide([], URLS, prompt_tokens=2000)
            await _until(lambda: sum(_peers(rb).in_flight) == 1)
            tasks[0].cancel()
            ca.close()
            await _until(lambda: "a" not in cb.known, timeout=2.0)
            assert sum(_peers(rb).in_flight) == 0 and not rb.core.peers_complete
            assert cb.counters.get("cacheroute_peer_reports_total", direction="received", outcome="peer_timed_out") == 1
        finally:
            for t in tasks:
                t.cancel()
            ca.close()
            cb.close()

    asyncio.run(main())


def test_a_lost_report_is_repaired_by_the_next_snapshot():
    async def main() -> None:
        pa, pb = _free_udp_ports(2)
        ra, rb = _routing(), _routing()
        ca = PeerChannel(
            PeerConfig(listen=f"127.0.0.1:{pa}", peers=(f"127.0.0.1:{pb}",), name="a", sync_s=0.2), ra, Counters()
        )
        cb = PeerChannel(
            PeerConfig(listen=f"127.0.0.1:{pb}", peers=(f"127.0.0.1:{pa}",), name="b", sync_s=0.2), rb, Counters()
        )
        await ca.start()
        await cb.start()
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
        me, other = ports[k], ports[1 - k]
        return {"peers": PeerConfig(listen=f"127.0.0.1:{me}", peers=(f"127.0.0.1:{other}",), name=f"i{k}")}

    async def body(hs: list[Harness], s: ClientSession) -> None:
        a, b = hs
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
        pa, pb = _free_udp_ports(2)
        ra, rb = _routing(), _routing()
        ca = PeerChannel(PeerConfig(listen=f"127.0.0.1:{pa}", peers=(f"127.0.0.1:{pb}",), name="a"), ra, Counters())
        cb = PeerChannel(PeerConfig(listen=f"127.0.0.1:{pb}", peers=(f"127.0.0.1:{pa}",), name="b"), rb, Counters())
        await ca.start()
        await cb.start()
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
