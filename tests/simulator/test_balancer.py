"""Several router instances behind one balancer; CacheRoute instances sharing one plan and the
engines' KV-event feed; CacheRoute through replica loss."""

from __future__ import annotations

import numpy as np

from cacheroute_solver.baselines import CacheAwareCliRouter, LeastLoaded
from cacheroute_solver.planning import Planning
from cacheroute_solver.replay import CacheRouteConfig, CacheRouteRouter, planning_fleet
from cacheroute_solver.routing import RoutingCore
from cacheroute_solver.simulator import EngineConfig, MembershipEvent, generate_workload, reference_fleet, simulate
from cacheroute_solver.simulator.balancer import Balanced

CFG = CacheRouteConfig(replan_s=10.0, first_plan_s=5.0)


def _cores(routers: list[CacheRouteRouter]) -> list[RoutingCore]:
    """The routing core of each router, which the simulator has started."""
    cores = []
    for r in routers:
        assert r.core is not None
        cores.append(r.core)
    return cores


def test_each_instance_counts_only_its_own_requests_in_flight():
    trace = generate_workload("published", rate=60, duration_s=30, seed=1)
    fleet = reference_fleet(3)
    seen: list = []

    class Spy(LeastLoaded):
        def route(self, request, view):
            true = view.waiting + view.running
            seen.append((int(view.in_flight.sum()), int(bal.own.sum()), int(true.sum())))
            return super().route(request, view)

    bal = Balanced([Spy() for _ in range(4)])
    res = simulate(trace, fleet, bal)
    assert res.report.completed == len(trace) and bal.name == "least_loadedx4"
    assert bal.own.sum() == 0  # every request finished and was counted off its instance
    assert all(all_own == true for _, all_own, true in seen)  # the instances' counts add up to the fleet's
    assert all(mine <= true for mine, _, true in seen) and any(0 < mine < true for mine, _, true in seen)


def test_cache_aware_instances_lose_hit_rate_that_one_shared_plan_keeps():
    trace = generate_workload("published", rate=60, duration_s=120, seed=2)
    fleet = reference_fleet(6)
    pf = planning_fleet(fleet)
    one = simulate(trace, fleet, CacheAwareCliRouter()).report
    four = simulate(trace, fleet, Balanced([CacheAwareCliRouter() for _ in range(4)])).report
    shared = Planning(pf, CFG, trace.block_tokens)
    cr = [CacheRouteRouter(pf, CFG, planning=shared).for_trace(trace.block_tokens) for _ in range(4)]
    cr4 = simulate(trace, fleet, Balanced(cr), EngineConfig(kv_events=True)).report
    assert four.hit_rate < one.hit_rate - 0.02
    assert cr4.hit_rate > four.hit_rate
    # one plan: every instance installed the same epochs
    assert len(shared.cores) == 4 and shared.epoch >= 8
    assert shared.plan is not None
    for r in cr:
        assert r.plan is not None and r.plan.epoch == shared.plan.epoch


def test_kv_events_give_every_instance_the_engines_view_of_the_caches():
    trace = generate_workload("published", rate=40, duration_s=60, seed=3)
    fleet = reference_fleet(4)
    pf = planning_fleet(fleet)
    off = [CacheRouteRouter(pf, CFG).for_trace(trace.block_tokens) for _ in range(3)]
    simulate(trace, fleet, Balanced(off))
    on = [CacheRouteRouter(pf, CFG).for_trace(trace.block_tokens) for _ in range(3)]
    simulate(trace, fleet, Balanced(on), EngineConfig(kv_events=True, kv_event_delay_s=0.1))
    i = len(trace) // 2
    probe = trace.request(i).block_hashes.tolist()
    full = int(trace.cacheable_blocks()[i])
    # with the feed, the instances agree on where a prompt's cached blocks are; without, each knows its own
    assert len({tuple(min(d, full) for d in c.memory.match(probe)) for c in _cores(on)}) == 1
    assert sum(len(c.memory) for c in _cores(on)) > sum(len(c.memory) for c in _cores(off))


def test_instances_fed_the_kv_events_spread_new_sessions_over_every_replica():
    """Issue 36: conversations under one system prompt, four instances fed the engines' KV events.
    Each instance's own ledger holds a quarter of the load, too little to outweigh the system prompt's
    prefill, so every new session went to a replica that already held the prompt and a third of the
    fleet never got a request (10 of 15 used in these 60 s); the home now holds the shared part."""
    from cacheroute_solver.replay import routing_for

    trace = generate_workload("conversation", rate=8.0, duration_s=60, seed=1)
    fleet = reference_fleet(15)
    pf = planning_fleet(fleet)
    eng = EngineConfig(kv_events=True)
    shared = Planning(pf, CacheRouteConfig(), trace.block_tokens)
    routers = [
        CacheRouteRouter(pf, CacheRouteConfig(), routing=routing_for(eng, 4), planning=shared).for_trace(
            trace.block_tokens
        )
        for _ in range(4)
    ]
    per = np.bincount(simulate(trace, fleet, Balanced(routers), eng).replica, minlength=15)
    assert per.min() >= 0.4 * per.mean(), per.tolist()


def test_cacheroute_forgets_a_lost_replica_and_replans_without_it():
    trace = generate_workload("published", rate=40, duration_s=90, seed=4)
    fleet = reference_fleet(4)
    router = CacheRouteRouter(planning_fleet(fleet), CFG).for_trace(trace.block_tokens)
    res = simulate(
        trace, fleet, router, membership=[MembershipEvent(40.0, "r2", False), MembershipEvent(70.0, "r2", True)]
    )
    assert res.report.completed == len(trace) and router.counts["membership_changes"] == 2
    during = (trace.arrival >= 40.0) & (trace.arrival < 70.0)
    assert not (res.replica[during] == 2).any()
    assert (res.replica[trace.arrival >= 75.0] == 2).sum() > 10  # traffic returns to it
    assert np.isfinite(res.first_token).all()


def test_an_instance_that_restarts_starts_empty_and_one_added_takes_its_share():
    from cacheroute_solver.simulator.balancer import InstanceEvent

    trace = generate_workload("chat", rate=40, duration_s=60, seed=3)
    fleet = reference_fleet(4)
    pf = planning_fleet(fleet)
    shared = Planning(pf, CFG, trace.block_tokens)

    def one() -> CacheRouteRouter:
        return CacheRouteRouter(pf, CFG, planning=shared).for_trace(trace.block_tokens)

    bal = Balanced(
        [one() for _ in range(3)], events=[InstanceEvent(30.0, "restart", 1), InstanceEvent(30.0, "add")], spawn=one
    )
    first = bal.instances[1]
    assert isinstance(first, CacheRouteRouter)
    res = simulate(trace, fleet, bal)
    assert res.report.completed == len(trace) and bal.own.sum() == 0
    assert len(bal.instances) == 4 and bal.instances[1] is not first
    assert first.core not in shared.cores and len(shared.cores) == 4  # the old one no longer read
    fresh, added = bal.instances[1], bal.instances[3]
    assert isinstance(fresh, CacheRouteRouter) and isinstance(added, CacheRouteRouter)
    assert fresh.counts["plans"] >= 1  # it loaded the shared plan
    assert fresh.core is not None
    assert fresh.core.memory.blocks(0) + fresh.core.memory.blocks(1) > 0
    assert 0 < sum(added.counts[k] for k in ("planned", "cached", "home", "balanced")) < len(trace) / 3
    try:
        Balanced([one()], events=[InstanceEvent(1.0, "restart")])
    except ValueError as e:
        assert "spawn" in str(e)
    else:
        raise AssertionError("events without spawn accepted")
