"""The CacheRoute router's routing rules: sticky conversations, warm ancestors, inherited
placement of new keys, and unkeyed requests following their prefix."""

from __future__ import annotations

import numpy as np

from cacheroute_solver.models import KeyStats, Plan
from cacheroute_solver.observe import key_name
from cacheroute_solver.replay import planning_fleet
from cacheroute_solver.route import CacheRouteConfig, CacheRouteRouter
from cacheroute_solver.simulator import LeastLoadedRouter, Trace, generate_workload, reference_fleet, simulate

B = 64
WARM = key_name(3, 4)  # blocks 0..3 form the shared prefix


def _conversations(n_conv: int = 20, turns: int = 3) -> tuple[Trace, list[int]]:
    """``n_conv`` conversations on the shared prefix, each turn extending its previous one."""
    recs, conv = [], []
    nxt = 1000
    chains = {}
    t = 0.0
    for turn in range(turns):
        for c in range(n_conv):
            prev = chains.get(c, [0, 1, 2, 3])
            chain = prev + list(range(nxt, nxt + 2))
            nxt += 2
            chains[c] = chain
            recs.append((t, len(chain) * B, 8, chain))
            conv.append(c)
            t += 0.5
    return Trace.from_records(recs, block_tokens=B, name="conversations"), conv


def _replicas_per_conversation(config: CacheRouteConfig) -> tuple[list[int], np.ndarray]:
    trace, conv = _conversations()
    fleet = reference_fleet(3)
    plan = Plan(assignments={WARM: (("r0", 0.5), ("r1", 0.5))})
    res = simulate(trace, fleet, CacheRouteRouter(planning_fleet(fleet), config, plan=plan).for_trace(B))
    per = [len(set(res.replica[np.asarray(conv) == c].tolist())) for c in range(max(conv) + 1)]
    return per, res.replica


def test_turns_of_a_conversation_stay_on_one_destination_of_a_replicated_key():
    per, replica = _replicas_per_conversation(CacheRouteConfig())
    assert per == [1] * len(per)
    assert set(replica.tolist()) == {0, 1}  # both destinations get conversations
    per_by_id, _ = _replicas_per_conversation(CacheRouteConfig(sticky=False))
    assert max(per_by_id) == 2  # drawing by request id splits conversations


class _WithColdKeys(CacheRouteRouter):
    """A fixed plan whose key index also holds cold keys (as a planner's step would)."""

    cold: list[str] = []

    def start(self, view):
        super().start(view)
        self._install(self._fixed, [*self._fixed.assignments, *self.cold])


def test_a_cold_key_below_a_warm_one_follows_the_warm_keys_destinations():
    trace, conv = _conversations(n_conv=6, turns=2)
    first = {c: trace.request(i).block_hashes.tolist() for i, c in enumerate(conv) if i < 6}
    _WithColdKeys.cold = [key_name(ch[-1], len(ch)) for ch in first.values()]
    fleet = reference_fleet(3)
    plan = Plan(assignments={WARM: (("r2", 1.0),)})
    on = _WithColdKeys(planning_fleet(fleet), CacheRouteConfig(follow_recent=False), plan=plan).for_trace(B)
    res = simulate(trace, fleet, on)
    assert on.counts["planned_ancestor"] == 12 and on.counts["planned"] == 0
    assert set(res.replica.tolist()) == {2}
    off = _WithColdKeys(
        planning_fleet(fleet), CacheRouteConfig(follow_recent=False, warm_ancestor=False), plan=plan
    ).for_trace(B)
    simulate(trace, fleet, off)
    assert off.counts["blind"] == 12 and off.counts["planned_ancestor"] == 0


def test_a_new_key_is_planned_where_its_requests_were_sent():
    fleet = reference_fleet(4)
    router = CacheRouteRouter(planning_fleet(fleet), CacheRouteConfig())
    router._observer_for(B)
    router._pos = {r.id: i for i, r in enumerate(fleet.replicas)}
    key = key_name(77, 8)
    router._sent = [{77: 3}]
    keys = (KeyStats(key=key, rate=0.5, prefix_tokens=512, tail_tokens=64, output_tokens=50),)
    router._inherit(keys)
    assert router._planner.plan.assignments[key] == (("r3", 1.0),)
    step = router._planner.step(keys, fleet=planning_fleet(fleet))
    assert step.plan.destinations(key) == ["r3"]


def test_unkeyed_requests_follow_where_their_prefix_went():
    recs = [(i * 0.02, 5 * B, 8, [d * 100 + j for j in range(4)] + [10_000 + i]) for i, d in enumerate([0, 1, 2] * 10)]
    trace = Trace.from_records(recs, block_tokens=B, name="docs")
    fleet = reference_fleet(3)
    never = CacheRouteConfig(first_plan_s=1e9)
    router = CacheRouteRouter(planning_fleet(fleet), never).for_trace(B)
    res = simulate(trace, fleet, router)
    assert router.counts["recent"] == 27 and router.counts["blind"] == 3
    for d in range(3):
        assert len(set(res.replica[d::3].tolist())) == 1
    blind = CacheRouteRouter(planning_fleet(fleet), never.model_copy(update={"follow_recent": False})).for_trace(B)
    res_blind = simulate(trace, fleet, blind)
    assert blind.counts["blind"] == 30
    assert res.report.hit_rate == res.report.bound_hit_rate
    assert res_blind.report.hit_rate < res.report.bound_hit_rate


def test_default_router_nears_the_infinite_cache_bound_on_the_published_family():
    trace = generate_workload("published", rate=40, duration_s=90, seed=2)
    fleet = reference_fleet(4)
    cfg = CacheRouteConfig(replan_s=15.0)
    rep = simulate(trace, fleet, CacheRouteRouter(planning_fleet(fleet), cfg).for_trace(trace.block_tokens)).report
    ll = simulate(trace, fleet, LeastLoadedRouter()).report
    assert rep.hit_rate >= 0.95 * rep.bound_hit_rate
    assert rep.hit_rate > ll.hit_rate + 0.05


def test_overload_on_queued_requests_is_counted_as_a_fallback():
    trace = generate_workload("published", rate=60, duration_s=40, seed=4)
    fleet = reference_fleet(3)
    cfg = CacheRouteConfig(overload_signal="waiting", overload_bound=1.0001, replan_s=10.0)
    router = CacheRouteRouter(planning_fleet(fleet), cfg).for_trace(trace.block_tokens)
    res = simulate(trace, fleet, router)
    assert router.counts["fallback_overloaded"] > 0
    assert res.report.completed == len(trace)
    relaxed = CacheRouteRouter(
        planning_fleet(fleet), cfg.model_copy(update={"overload_slack": 1e9})
    ).for_trace(trace.block_tokens)
    simulate(trace, fleet, relaxed)
    assert relaxed.fallback_count == 0


def test_a_spilled_request_goes_where_its_prefix_was_last_sent_and_is_still_a_fallback():
    trace = generate_workload("published", rate=60, duration_s=40, seed=4)
    fleet = reference_fleet(3)
    cfg = CacheRouteConfig(overload_bound=1.0001, replan_s=10.0)
    router = CacheRouteRouter(planning_fleet(fleet), cfg).for_trace(trace.block_tokens)
    simulate(trace, fleet, router)
    assert 0 < router.counts["fallback_recent"] <= router.counts["fallback_overloaded"] == router.fallback_count
    off = CacheRouteRouter(planning_fleet(fleet), cfg.model_copy(update={"follow_recent": False})).for_trace(
        trace.block_tokens
    )
    simulate(trace, fleet, off)
    assert off.counts["fallback_recent"] == 0 and off.fallback_count > 0
