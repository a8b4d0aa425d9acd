"""The peer history exchange (`router.instances.peer_history`) on a hand-driven clock, without sockets: asks repeated and
given up, answers merged whole or, missing parts, once they stop coming, and only where they are due."""

from __future__ import annotations

import ipaddress

import msgpack
import pytest

pytest.importorskip("aiohttp")

from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.adapter.plan_routing import PlanRouting
from cacheroute_solver.adapter.store import PlanStore
from cacheroute_solver.router.instances import peer_history as ph
from cacheroute_solver.routing import RoutingConfig

REPLICAS = tuple(ReplicaEndpoint(id=f"u{i}", url=f"http://127.0.0.1:{9000 + i}") for i in range(3))
ASKER = ("127.0.0.1", 7001)


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def _exchange(clock: Clock, max_blocks: int = 200_000) -> tuple[ph.HistoryExchange, list, Counters]:
    store = PlanStore(replica_ids=[r.id for r in REPLICAS], counters=Counters())
    routing = PlanRouting(store, REPLICAS, config=RoutingConfig(instances=2, peer_load=True))
    sent: list = []
    counters = Counters()

    def pack(kind, ops, **extra) -> bytes:
        return msgpack.packb({"kind": kind, "ops": ops, **extra})

    def send(addr, data) -> bool:
        sent.append((addr, msgpack.unpackb(data)))
        return True

    return ph.HistoryExchange(routing, counters, clock, max_blocks, 1.0, pack, send), sent, counters


def _got(counters: Counters, direction: str, outcome: str) -> float:
    return counters.get("cacheroute_peer_reports_total", direction=direction, outcome=outcome)


def test_an_unanswered_ask_is_repeated_each_sync_s_then_given_up():
    clock = Clock()
    ex, sent, counters = _exchange(clock)
    ex.want("a", ASKER)
    assert not ex.settled("a") and [m["kind"] for _, m in sent] == ["hist?"]
    clock.t += 0.5
    assert not ex.tick() and len(sent) == 1
    for k in (2, 3):
        clock.t += 1.0
        assert not ex.tick() and len(sent) == k
    assert len({m["ask"] for _, m in sent}) == 1  # one ask, repeated
    clock.t += 1.0
    assert ex.tick() and ex.settled("a") and _got(counters, "received", "hist_unanswered") == 1


def test_an_answer_is_merged_whole_or_once_its_parts_stop_and_never_twice():
    clock = Clock()
    ex, sent, counters = _exchange(clock)
    ex.want("a", ASKER)
    ask = sent[0][1]["ask"]
    assert not ex.received("a", ask + 1, 0, 3, [["u0", [1, 2]]])  # not this ask
    assert not ex.received("a", ask, 2, 3, [["u0", [5, 6]]])
    assert not ex.received("a", ask, 2, 3, [["u0", [5, 6]]])  # a duplicate part
    assert not ex.received("a", ask, 0, 3, [["u0", [1, 2]], ["u9", [8]]])
    assert _got(counters, "received", "stale") == 2
    clock.t += 0.5
    assert not ex.tick() and not ex.settled("a")  # parts still coming
    clock.t += 1.0
    assert ex.tick() and ex.settled("a") and _got(counters, "received", "hist_partial") == 1
    assert ex.routing.core.memory.recent(0, 9) == [1, 2, 5, 6]  # in the parts' order, part 1 missing
    assert not ex.received("a", ask, 1, 3, [["u0", [3, 4]]])  # after the merge
    ex.want("b", ASKER)
    ask = sent[-1][1]["ask"]
    assert not ex.received("b", ask, 1, 2, [["u1", [30]]])
    assert ex.received("b", ask, 0, 2, [["u1", [20]]])  # the last part in: merged at once
    assert ex.routing.core.memory.recent(1, 9) == [20, 30]


def test_answers_go_where_this_instance_reports_one_per_asker_and_a_few_at_once():
    clock = Clock()
    ex, sent, counters = _exchange(clock)
    ex.routing.core.memory.record(list(range(10)), 0)
    ex.routing.core.memory.record(list(range(10, 15)), 2)
    reported_to = {ph.addr_key(("::ffff:127.0.0.1", 7001, 0, 0)), *(ph.addr_key(("10.0.0.1", p)) for p in range(5))}
    assert ph.addr_key(ASKER) in reported_to  # an IPv4 socket's address and the mapped one of an IPv6 socket
    assert ph.addr_key(("0:0:0:0:0:0:0:1", 9, 0, 3)) == (ipaddress.ip_address("::1"), 9)
    assert ph.addr_key(("fe80::1%eth0", 9, 0, 2)) == (ipaddress.ip_address("fe80::1"), 9)
    assert ph.addr_key(("localhost", 9)) is None
    ex.asked(("127.0.0.2", 7001), 5, reported_to)
    assert _got(counters, "received", "hist_refused") == 1 and not ex.sending
    ex.asked(ASKER, 5, reported_to)
    ex.asked(ASKER, 6, reported_to)  # asked again (a restart): its answer in place of the first
    for p in range(3):
        ex.asked(("10.0.0.1", p), 7, reported_to)
    ex.asked(("10.0.0.1", 3), 7, reported_to)
    assert _got(counters, "received", "hist_busy") == 1
    assert ph.CHUNK >= 10  # one part per replica here
    while ex.sending:
        ex.send_next()
        clock.t += ph.GAP_S
    first = [m for addr, m in sent if addr == ASKER]
    assert [(m["ask"], m["part"], m["parts"]) for m in first] == [(6, 0, 2), (6, 1, 2)]
    assert first[0]["ops"] == [["u0", list(range(10))]] and first[1]["ops"] == [["u2", list(range(10, 15))]]
    assert len(sent) == 2 * 4 and _got(counters, "sent", "hist") == 8
    empty, esent, _ = _exchange(clock, max_blocks=0)
    empty.asked(ASKER, 9, reported_to)
    empty.send_next()
    assert [(m["ops"], m["part"], m["parts"]) for _, m in esent] == [([], 0, 1)]  # nothing to give: one empty part
    empty.want("z", ASKER)  # history off: nothing asked, the peer heard at once
    assert empty.settled("z") and len(esent) == 1
