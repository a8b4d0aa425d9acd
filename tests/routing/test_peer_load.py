"""Several instances tell each other their load (`routing.peer_load`): each ledger journals its
changes, the others replay them, and each instance decides on the fleet's load as one instance does."""

from __future__ import annotations

import random

import pytest

from cacheroute_solver.replay import CacheRouteConfig, CacheRouteRouter, planning_fleet, routing_for
from cacheroute_solver.routing import LoadLedger, RoutingConfig, RoutingCore
from cacheroute_solver.routing.peer_load import PeerLoad
from cacheroute_solver.simulator import EngineConfig, generate_workload, reference_fleet, simulate
from cacheroute_solver.simulator.balancer import Balanced, InstanceEvent

IDS = tuple(f"r{i}" for i in range(5))
U = 64
UP = [True] * len(IDS)


def _counts(view) -> tuple:
    return (
        list(view.in_flight),
        list(view.pending),
        [round(x, 6) for x in view.pending_tokens],
        [round(x, 6) for x in view.pending_pairs],
    )


def test_a_journal_replayed_under_a_tag_gives_the_same_counts_and_is_forgotten_by_it():
    own = LoadLedger(3)
    own.journal = []
    own.routed("a", 0, 300.0, 64.0)
    own.routed("b", 2, 100.0)
    own.first_token("a")
    own.routed("c", 2, 50.0)
    own.completed("b")
    ops = own.drain()
    assert [op[0] for op in ops] == ["r", "r", "f", "r", "f", "c"]
    assert own.drain() == []
    other = LoadLedger(3)
    other.apply(ops, tag="peer1")
    assert _counts(other) == _counts(own)
    other.apply([("r", "a", 1, 10.0, 0.0)], tag="peer2")  # the same id from another sender is another request
    assert other.in_flight == [1, 1, 1]
    other.forget("peer1")
    assert other.in_flight == [0, 1, 0] and other.pending_tokens == [0.0, 10.0, 0.0]
    with pytest.raises(ValueError, match="'x'"):
        other.apply([("x", "a")], tag="peer2")


def test_peer_load_is_the_own_ledger_plus_the_reports():
    own = LoadLedger(2)
    view = PeerLoad(own)
    own.routed(1, 0, 100.0)
    view.apply("p", [("r", 1, 1, 40.0, 0.0), ("r", 2, 1, 60.0, 0.0), ("f", 1)])
    assert view.in_flight == [1, 2] and view.pending == [1, 1] and view.pending_tokens == [100.0, 60.0]
    assert [op[0] for op in own.drain()] == ["r"]


def _pair(config: RoutingConfig) -> list[RoutingCore]:
    return [RoutingCore(IDS, [1e6] * len(IDS), U, config) for _ in range(2)]


def _exchange(cores: list[RoutingCore]) -> None:
    for i, c in enumerate(cores):
        ops = c.peer_changes()
        for j, d in enumerate(cores):
            if j != i:
                d.peers_changed(i, ops)


def _play(cores: list[RoutingCore], report: bool, seed: int = 3) -> list[int]:
    """Requests without a shared prefix, routed by the cores in turn; first tokens and completions
    come back to the core that routed them; with ``report`` the cores exchange changes before each
    decision."""
    rng = random.Random(seed)
    out, live = [], []
    for i in range(300):
        if report:
            _exchange(cores)
        k = i % len(cores)
        ch = cores[k].route([], rng.randint(200, 4000), UP, i)
        out.append(ch.replica)
        live.append((k, i))
        for _ in range(rng.randint(0, 2)):
            if live:
                j, rid = live.pop(rng.randrange(len(live)))
                cores[j].first_token(rid)
                cores[j].completed(rid, 100)
    return out


def test_two_instances_that_report_to_each_other_decide_as_one_instance_does():
    one = _play([RoutingCore(IDS, [1e6] * len(IDS), U, RoutingConfig())], report=False)
    peers = _play(_pair(RoutingConfig(instances=2, peer_load=True)), report=True)
    private = _play(_pair(RoutingConfig(instances=2)), report=False)
    assert peers == one
    assert private != one


def test_without_peer_load_reports_are_empty_and_ignored():
    a, b = _pair(RoutingConfig(instances=2))
    a.route([], 1000, UP, 1)
    assert a.peer_changes() == []
    b.peers_changed(0, [("r", 9, 0, 1e6, 0.0)])
    assert b.load.in_flight == [0] * len(IDS)


def test_a_lost_replica_drops_the_peers_requests_on_it_too():
    a, b = _pair(RoutingConfig(instances=2, peer_load=True))
    a.route([], 1000, UP, 1)
    b.peers_changed(0, a.peer_changes())
    r = int(max(range(len(IDS)), key=lambda x: b.load.in_flight[x]))
    assert b.load.in_flight[r] == 1
    b.replica_lost(r)
    assert b.load.in_flight[r] == 0


def _cacheroute_x(n: int, peer_s: float | None, events=(), routing=None):
    fleet = reference_fleet(4)
    eng = EngineConfig()
    cfg = CacheRouteConfig(planning=False)
    routing = routing or routing_for(eng, n).model_copy(update={"peer_load": peer_s is not None})

    def one():
        return CacheRouteRouter(planning_fleet(fleet), cfg, routing=routing).for_trace(64)

    return fleet, Balanced([one() for _ in range(n)], peer_s=peer_s, events=events, spawn=one)


@pytest.mark.parametrize("delay", [0.0, 0.5])
def test_the_balancer_delivers_reports_after_their_delay_and_a_restart_voids_the_old_instances(delay):
    trace = generate_workload("chat", rate=60, duration_s=20, seed=1)
    fleet, bal = _cacheroute_x(3, delay, events=[InstanceEvent(10.0, "restart", 1)])
    seen: list[tuple[float, int, int]] = []
    rt = bal.route

    def route(request, view):
        r = rt(request, view)
        load = bal.instances[0].core.load
        held = sum(len(inst.core.ledger) for inst in bal.instances[1:])
        reported = len(load.peers)  # the peers' requests (the room kept in a burst is counts, not requests)
        seen.append((view.now, reported, held))
        return r

    bal.route = route
    res = simulate(trace, fleet, bal)
    assert res.report.completed == res.report.requests
    gaps = [abs(n - held) for _, n, held in seen[1:]]
    if delay == 0.0:
        # at each decision instance 0 knows the requests the others hold but the one just routed, the
        # restarted instance's forgotten at 10 s
        assert max(gaps) == 1 and max(h for _, _, h in seen) > 50
    else:
        assert all(n == 0 for t, n, _ in seen if t < trace.arrival[0] + delay)
        assert 0 < max(gaps) <= 60 * delay * 3 and sum(gaps) / len(gaps) < 0.1 * max(h for _, _, h in seen)
    core0 = bal.instances[0].core
    stale = [k for k in core0.load.peers._req if k[0] == 1 and trace.arrival[k[1]] < 10.0]
    assert stale == []


def test_the_balancer_refuses_a_negative_delay():
    with pytest.raises(ValueError, match="peer_s"):
        Balanced([CacheRouteRouter(planning_fleet(reference_fleet(2)))], peer_s=-1.0)


def test_without_kv_events_the_reports_carry_chains_and_the_peers_memories_record_them():
    a, b = _pair(RoutingConfig(instances=2, peer_load=True))
    chain = [11, 12, 13, 14]
    ch = a.route(chain, 4 * U, UP, 1)
    ops = a.peer_changes()
    assert ops[0][:3] == ("r", 1, ch.replica) and list(ops[0][5]) == chain
    assert b.memory.match(chain)[ch.replica] == 0
    b.peers_changed(0, ops)
    assert b.memory.match(chain)[ch.replica] == len(chain)
    # b's memory knows where the session went: its next turn goes there, not to b's home
    nxt = b.route([*chain, 15, 16], 6 * U, UP, 2)
    assert nxt.replica == ch.replica and nxt.cached_tokens == len(chain) * U
    # with the engines' KV events the memory follows them: no chain goes out
    c, _ = _pair(RoutingConfig(instances=2, peer_load=True, kv_events=True))
    c.route(chain, 4 * U, UP, 1)
    assert [len(op) for op in c.peer_changes()] == [5]


def _sessions(core: RoutingCore, seed: int = 5) -> list[int]:
    """New sessions and later turns of them, routed by one core, answered as they go."""
    rng = random.Random(seed)
    heads: list[list[int]] = []
    out = []
    for i in range(200):
        if heads and rng.random() < 0.6:
            chain = heads[rng.randrange(len(heads))]
            chain.extend(rng.getrandbits(40) for _ in range(2))
        else:
            chain = [rng.getrandbits(40) for _ in range(rng.randint(4, 40))]
            heads.append(chain)
        out.append(core.route(list(chain), len(chain) * U, UP, i).replica)
        if i % 3 == 0:
            core.first_token(i - 1)
            core.completed(i - 1, 100)
    return out


def test_until_every_peer_is_heard_an_instance_keeps_the_home_rule():
    """A live instance whose peers are not all heard (starting, or one went silent) lacks their decisions in
    its memory: it credits the home, deciding as an instance without peer load does; once all are heard it
    decides on the whole memory, without the credit."""
    config = RoutingConfig(instances=3, peer_load=True)
    home_rule = _sessions(RoutingCore(IDS, [1e6] * len(IDS), U, RoutingConfig(instances=3)))
    whole = _sessions(RoutingCore(IDS, [1e6] * len(IDS), U, config))
    assert whole != home_rule
    for heard in (0, 1):
        core = RoutingCore(IDS, [1e6] * len(IDS), U, config)
        core.peers_heard(heard)
        assert _sessions(core) == home_rule
    core = RoutingCore(IDS, [1e6] * len(IDS), U, config)
    core.peers_heard(1)
    core.peers_heard(2)
    assert _sessions(core) == whole


def test_a_peer_heard_late_learns_the_sessions_begun_before_from_the_history():
    """Instance a routes a session before it hears b (b's reports carry chains only from then on): b's
    memory, taken to be whole once a is heard, credits no home for it, so its next turn at b goes by load;
    a's history tells b where it went, and the turn follows it there."""
    config = RoutingConfig(instances=2, peer_load=True)
    a, b = _pair(config)
    chain = list(range(100, 140))
    first = a.route(chain, len(chain) * U, UP, 1)
    a.peer_changes()  # sent before b listened: lost
    b.peers_heard(1)
    for i in range(2):  # b's own requests running there
        b.ledger.routed(("b", i), first.replica, 0.0)
        b.ledger.first_token(("b", i))
    nxt = [*chain, 140, 141]
    blind = b.choose(nxt, len(nxt) * U, UP)
    assert blind.replica != first.replica and blind.reason == "balanced" and blind.cached_tokens == 0
    # a sends its memory's recent blocks, per replica, oldest first, as many as asked at most
    history = a.peer_history(1_000)
    assert history == [(first.replica, chain)]
    assert a.peer_history(0) == [] and a.peer_history(len(IDS) * 2) == [(first.replica, chain[-2:])]
    b.peer_history_heard(history)
    told = b.choose(nxt, len(nxt) * U, UP)
    assert told.replica == first.replica and told.reason == "cached" and told.cached_tokens == len(chain) * U
    # with the engines' KV events the memory follows them: no history goes out or is learned
    c, d = _pair(RoutingConfig(instances=2, peer_load=True, kv_events=True))
    c.route(chain, len(chain) * U, UP, 1)
    assert c.peer_history(1_000) == []
    d.peer_history_heard(history)
    assert max(d.memory.match(chain)) == 0
