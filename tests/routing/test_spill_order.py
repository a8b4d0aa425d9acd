"""Several instances agree on spills: the spill order every instance computes alike
(`routing.home.spill_order`), walked on the load view they share (`FleetLoad`, the engines' counts
as last read), and one instance's decisions unchanged by either."""

from __future__ import annotations

import random

import numpy as np
import pytest

from cacheroute_solver.models import Plan
from cacheroute_solver.prefix import key_name
from cacheroute_solver.replay import CacheRouteConfig, CacheRouteRouter, planning_fleet, routing_for
from cacheroute_solver.routing import LoadLedger, RoutingConfig, RoutingCore
from cacheroute_solver.routing.fleet_load import FleetLoad
from cacheroute_solver.routing.home import home, replica_seeds, spill_order
from cacheroute_solver.routing.plan_index import PlanIndex
from cacheroute_solver.simulator import generate_workload, reference_fleet, simulate
from cacheroute_solver.simulator.balancer import Balanced

IDS = tuple(f"r{i}" for i in range(8))
U = 64
SEEDS = replica_seeds(IDS)
UP = [True] * len(IDS)
SYSTEM = [100, 101]
KEY = key_name(101, 2)
PLAN = Plan(epoch=1, period_s=30.0, assignments={KEY: (("r5", 0.7), ("r6", 0.3))})
SHARED = RoutingConfig(instances=4, spill_order=True, fleet_load=True)
PRIVATE = RoutingConfig(instances=4, spill_order=False, fleet_load=True)


def _core(config: RoutingConfig, history_seed: int) -> RoutingCore:
    """A core with the plan and its own private history: requests it routed (first tokens back, so
    no prefill backlog), which fill its memory and its ledger differently from another's."""
    core = RoutingCore(IDS, [1e6] * len(IDS), U, config)
    core.set_plan(PLAN)
    rng = random.Random(history_seed)
    for i in range(20 + 10 * history_seed):
        chain = [*SYSTEM, *(rng.getrandbits(63) for _ in range(10))]
        core.route(chain, len(chain) * U, UP, ("h", i))
        core.first_token(("h", i))
    return core


HOT = ([250.0, 20, 22, 21, 24, 250, 250, 23], [60.0, 0, 0, 0, 0, 60, 60, 0])
"""The engines' reading: the key's destinations (r5, r6) and r0 are full, the rest light."""


def test_the_spill_order_starts_at_home_then_the_destinations_then_the_fleet():
    index = PlanIndex(PLAN, IDS)
    warm = index.lookup([*SYSTEM, 7])
    rng = random.Random(1)
    for a in (rng.getrandbits(63) for _ in range(300)):
        order = spill_order(a, warm, SEEDS, UP)
        assert order[0] == home(a, warm, SEEDS, UP)
        assert set(order[:2]) == {5, 6} and sorted(order) == list(range(len(IDS)))
        assert spill_order(a, None, SEEDS, UP)[0] == home(a, None, SEEDS, UP)
    down = list(UP)
    down[5] = False
    assert all(5 not in spill_order(a, warm, SEEDS, down) for a in range(50))


def test_two_instances_send_a_request_to_the_same_replica_spills_included():
    a, b = _core(SHARED, 1), _core(SHARED, 2)
    assert a.ledger.in_flight != b.ledger.in_flight and len(a.memory) != len(b.memory)
    for core in (a, b):
        core.engines_read(*HOT, at=10.0)
    rng = random.Random(9)
    spilled = 0
    for _ in range(200):
        chain = [*SYSTEM, *(rng.getrandbits(63) for _ in range(rng.randint(4, 60)))]
        ca, cb = a.choose(chain, len(chain) * U, UP), b.choose(chain, len(chain) * U, UP)
        assert ca.replica == cb.replica
        spilled += ca.replica not in (5, 6)
    assert spilled > 20  # the hot destinations shed part of their sessions, every instance the same ones


def _turns(config: RoutingConfig) -> tuple[int, int]:
    """A session's first turn through one instance, its second through another that never saw it,
    after the second sent traffic of its own: (replica of turn 1, replica of turn 2)."""
    a, b = _core(config, 1), _core(config, 2)
    for core in (a, b):
        core.engines_read(*HOT, at=10.0)
    rng = random.Random(5)
    for _ in range(100):
        turn1 = [*SYSTEM, *(rng.getrandbits(63) for _ in range(40))]
        first = a.choose(turn1, len(turn1) * U, UP)
        if first.replica not in (5, 6):
            break
    else:
        raise AssertionError("no session spilled")
    a.commit(first, turn1, "t1")
    for i in range(2):  # b's own traffic since the reading lands on the spilled session's replica
        b.commit_at(first.replica, [*SYSTEM, 900 + i], 4 * U, ("own", i))
        b.first_token(("own", i))
    turn2 = [*turn1, *(rng.getrandbits(63) for _ in range(4))]
    return first.replica, b.choose(turn2, len(turn2) * U, UP).replica


def test_a_spilled_sessions_later_turn_follows_it_through_another_instance():
    where, then = _turns(SHARED)
    assert then == where
    where, then = _turns(PRIVATE)  # spilled by each instance's own view: the later turn lands elsewhere
    assert then != where


def test_the_fleet_load_keeps_the_newest_reading_and_refuses_bad_counts():
    led = LoadLedger(3)
    fl = FleetLoad(led, 4)
    fl.engines_read([5, 1, 0], [2, 0, 0], at=3.0)
    fl.engines_read([0, 0, 9], [0, 0, 0], at=2.0)  # arrived late: older than the one in use
    assert fl.in_flight == [7, 1, 0] and fl.read_at == 3.0
    with pytest.raises(ValueError, match="finite and >= 0"):
        fl.engines_read([1, float("nan"), 0], [0, 0, 0], at=4.0)
    with pytest.raises(ValueError, match="running has 2, waiting 3"):
        fl.engines_read([1, 2], [0, 0, 0])


def _published_trace_and_fleet():
    return generate_workload("published", rate=60, duration_s=40, seed=2), reference_fleet(4)


@pytest.mark.parametrize("scrape_s", [1.0, 2.5])
def test_the_simulated_shared_view_is_the_engines_counts_as_last_read(scrape_s):
    trace, fleet = _published_trace_and_fleet()
    pf = planning_fleet(fleet)
    seen: list[tuple[float, float, bool]] = []

    class Spy(CacheRouteRouter):
        def route(self, request, view):
            r = super().route(request, view)
            assert self.core is not None
            load = self.core.load
            assert isinstance(load, FleetLoad) and load.read_at is not None
            _t, running, waiting = view.published
            live = bool((view.running != running).any() or (view.waiting != waiting).any())
            seen.append((view.now, load.read_at, live))
            assert load._running == running.tolist() and load._waiting == waiting.tolist()
            return r

    routing = routing_for(instances=3).model_copy(update={"spill_order": True, "fleet_load": True})
    bal = Balanced(
        [Spy(pf, CacheRouteConfig(), routing=routing).for_trace(trace.block_tokens) for _ in range(3)],
        scrape_s=scrape_s,
    )
    simulate(trace, fleet, bal)
    age = np.array([now - at for now, at, _ in seen])
    assert (age >= 0).all() and (age < scrape_s).all()  # never newer than a reading, never older than a period
    assert age.max() > 0.8 * scrape_s  # ... and as old as that, at times
    assert sum(live for *_, live in seen) > len(seen) / 4  # the engines moved on since; the view did not


def test_one_instance_decides_as_before_whatever_the_several_instance_settings():
    trace = generate_workload("chat", rate=40, duration_s=60, seed=4)
    fleet = reference_fleet(4)
    pf = planning_fleet(fleet)
    base = RoutingConfig(delay=routing_for().delay, spill_order=False, fleet_load=False)
    replicas = []
    for update in ({}, {"spill_order": True, "fleet_load": True}, {"spill_order": True}):
        router = CacheRouteRouter(pf, CacheRouteConfig(), routing=base.model_copy(update=update))
        replicas.append(simulate(trace, fleet, router.for_trace(trace.block_tokens)).replica)
    default = CacheRouteRouter(pf, CacheRouteConfig(), routing=routing_for()).for_trace(trace.block_tokens)
    replicas.append(simulate(trace, fleet, default).replica)
    assert len(np.unique(replicas[0])) == 4
    for other in replicas[1:]:
        assert np.array_equal(other, replicas[0])


def test_with_the_engines_kv_events_the_home_is_not_credited_for_a_requests_own_blocks():
    """Fresh chains (no block shared): with the events no cost is lowered by a credit (the cheapest is
    the no-credit core's), the home only breaks near-ties; with the credit the home's cost is lower."""
    from cacheroute_solver.simulator import EngineConfig

    assert routing_for(EngineConfig(kv_events=True), 4).kv_events and not routing_for(EngineConfig(), 4).kv_events
    rng = random.Random(4)
    chains = [[rng.getrandbits(63) for _ in range(30)] for _ in range(40)]
    cores = {
        name: RoutingCore(IDS, [1e6] * len(IDS), U, cfg)
        for name, cfg in {
            "events": RoutingConfig(instances=4, kv_events=True),
            "no credit": RoutingConfig(instances=4, home_credit=0.0),
            "credit": RoutingConfig(instances=4),
        }.items()
    }
    for core in cores.values():  # the same load in every core: r0..r2 busy
        for r in (0, 1, 2):
            core.ledger.routed(("busy", r), r, 5_000)
    homes = 0
    for c in chains:
        ev, plain, credited = (cores[n].choose(c, len(c) * U, UP) for n in ("events", "no credit", "credit"))
        assert ev.estimate_s == plain.estimate_s and ev.cached_tokens == 0
        hm = home(c[0], None, SEEDS, UP)
        assert ev.replica == (hm if hm not in (0, 1, 2) else plain.replica)
        homes += ev.replica == hm
        if hm not in (0, 1, 2):
            assert credited.replica == hm and credited.estimate_s < plain.estimate_s
    assert 0 < homes < len(chains)


def test_with_the_engines_kv_events_the_home_holds_the_shared_part_above_its_anchor():
    """Issue 36: a new session under a system prompt only r0 and r1 hold (the engines' events say so).
    Each of four instances sees its own quarter of the load, here one request decoding on each, too
    little to outweigh the prompt's prefill: without a credit every instance sent every new session to
    r0 or r1, and a replica that lacked the prompt never got one. With the events the home (a cold
    replica here) counts as holding the shared part, not the session's own blocks: a later turn whose
    history the events place on another replica still goes there. One instance is unchanged."""
    system = list(range(1, 17))
    rng = random.Random(36)
    own = [rng.getrandbits(63) for _ in range(40)]
    while home(own[0], None, SEEDS, UP) in (0, 1, 3):
        own = [rng.getrandbits(63) for _ in range(40)]
    chain = system + own
    hm = home(own[0], None, SEEDS, UP)

    def core(**cfg) -> RoutingCore:
        c = RoutingCore(IDS, [1e6] * len(IDS), U, RoutingConfig(kv_events=True, **cfg))
        c.stored(0, system)
        c.stored(1, system)
        for r in (0, 1):
            c.ledger.routed(("decoding", r), r, 1_000)
            c.ledger.first_token(("decoding", r))
        return c

    four = core(instances=4).choose(chain, len(chain) * U, UP)
    assert four.replica == hm and four.reason == "home"
    assert four.cached_tokens == 0 and four.best_cached_tokens == len(system) * U  # the credit is not a hit
    assert core(instances=1).choose(chain, len(chain) * U, UP).replica in (0, 1)
    later = core(instances=4)
    later.stored(3, chain)  # the session's first turn went to r3 (another instance's, in the events)
    turn = chain + [rng.getrandbits(63) for _ in range(6)]
    assert later.choose(turn, len(turn) * U, UP).replica == 3
