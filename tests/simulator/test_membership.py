"""Replicas lost, restored and added mid-trace, and KV-cache events published to routers."""

from __future__ import annotations

import numpy as np
import pytest

from cacheroute_solver.models import Fleet
from cacheroute_solver.simulator import (
    EngineConfig,
    LeastLoadedRouter,
    MembershipEvent,
    Router,
    Trace,
    generate_workload,
    reference_fleet,
    simulate,
)


class Watch(LeastLoadedRouter):
    """Least loaded, recording what the simulator tells it."""

    def __init__(self) -> None:
        self.events: list[tuple[float, int, list]] = []
        self.changes: list[tuple[float, int, bool]] = []
        self.done: list[int] = []
        self.routed: list[tuple[float, int]] = []

    def route(self, request, view):
        r = super().route(request, view)
        self.routed.append((view.now, r))
        return r

    def on_kv_events(self, replica, events, view):
        self.events.append((view.now, replica, list(events)))

    def on_membership(self, replica, up, view):
        self.changes.append((view.now, replica, up))
        assert bool(view.healthy[replica]) == up and (replica in view.healthy_index) == up

    def on_complete(self, request, replica, view):
        self.done.append(request.index)


def test_a_lost_replica_gets_nothing_its_requests_are_retried_or_cut_and_it_returns_empty():
    trace = generate_workload("chat", rate=150, duration_s=60, seed=2)
    fleet = reference_fleet(3)
    router = Watch()
    res = simulate(
        trace, fleet, router, membership=[MembershipEvent(20.0, "r1", False), MembershipEvent(40.0, "r1", True)]
    )
    rep = res.report
    assert router.changes == [(20.0, 1, False), (40.0, 1, True)]
    assert not any(r == 1 for t, r in router.routed if 20.0 <= t < 40.0)
    assert any(r == 1 for t, r in router.routed if t >= 40.0)
    assert rep.retried > 0 and rep.cut > 0 and rep.completed == rep.requests
    # every request on r1 at the loss was either retried (served elsewhere) or cut at 20 s
    assert np.isfinite(res.first_token).all()
    cut = np.flatnonzero(res.finished == 20.0)
    assert len(cut) == rep.cut and (res.first_token[cut] <= 20.0).all()
    # the restored replica starts cold: its first requests after 40 s hit nothing
    after = [i for i in range(len(trace)) if res.replica[i] == 1 and trace.arrival[i] >= 40.0]
    assert res.hit_tokens[after[0]] == 0


def test_a_replica_added_later_takes_traffic_from_then():
    trace = generate_workload("published", rate=30, duration_s=40, seed=1)
    base = reference_fleet(3)
    fleet = Fleet(replicas=(*base.replicas[:2], base.replicas[2].model_copy(update={"healthy": False})))
    router = Watch()
    res = simulate(trace, fleet, router, membership=[MembershipEvent(15.0, "r2", True)])
    assert not any(r == 2 for t, r in router.routed if t < 15.0)
    assert sum(r == 2 for t, r in router.routed if t >= 15.0) > 50
    assert res.report.retried == 0 and res.report.completed == res.report.requests
    assert res.prefill_computed is not None
    assert res.prefill_computed[-1, 2] > 0 and res.prefill_computed[np.searchsorted(res.sample_time, 14.0), 2] == 0


def test_membership_events_are_checked():
    trace = generate_workload("published", rate=5, duration_s=5, seed=1)
    with pytest.raises(ValueError, match="not in the fleet"):
        simulate(trace, reference_fleet(2), LeastLoadedRouter(), membership=[MembershipEvent(1.0, "zz", False)])
    with pytest.raises(ValueError, match="no healthy replica"):
        simulate(trace, reference_fleet(1), LeastLoadedRouter(), membership=[MembershipEvent(1.0, "r0", False)])


def test_kv_events_report_every_stored_and_evicted_unit_after_the_delay():
    trace = generate_workload("published", rate=40, duration_s=60, seed=3)
    fleet = reference_fleet(2)
    small = EngineConfig(kv_blocks_per_replica=4000, kv_events=True, kv_event_delay_s=0.5)
    router = Watch()
    res = simulate(trace, fleet, router, small)
    stored: dict[int, set[int]] = {0: set(), 1: set()}
    evicted = 0
    for _, r, evs in router.events:
        for is_stored, h in evs:
            if is_stored:
                stored[r].add(h)
            else:
                evicted += 1
    # delivered before each routing decision: all but the last moments' evictions
    assert 0 < evicted <= sum(p.evictions for p in res.report.per_replica)
    # every cached unit a request hit on was reported stored before (as a router would know)
    for i in range(0, len(trace), 97):
        if res.admitted[i] > trace.arrival[-1] - 1.0:  # stored after the last decision: never delivered
            continue
        r = int(res.replica[i])
        units = res.hit_tokens[i] // trace.block_tokens
        assert set(trace.request(i).block_hashes[:units].tolist()) <= stored[r]
    # nothing is delivered before the delay: a router sees events only from 0.5 s after the start
    assert min(t for t, _, _ in router.events) >= trace.arrival[0] + 0.5
    plain = Watch()
    simulate(trace, fleet, plain, small.model_copy(update={"kv_events": False}))
    assert plain.events == []


class NoHooks(Router):
    def route(self, request, view):
        return int(view.healthy_index[0])


def test_routers_without_hooks_are_not_sent_events():
    trace = generate_workload("published", rate=10, duration_s=10, seed=1)
    res = simulate(
        trace,
        reference_fleet(2),
        NoHooks(),
        EngineConfig(kv_events=True),
        membership=[MembershipEvent(5.0, "r0", False)],
    )
    assert res.report.completed == res.report.requests


def test_a_long_prompt_is_reported_stored_chunk_by_chunk_as_its_prefill_computes_it():
    """vLLM caches a block, and publishes it, in the step that computes it: a prompt longer than the
    step budget reaches the routers over several steps, each at most a budget's worth of units."""
    U, budget, units = 64, 512, 64
    long_hashes = list(range(1000, 1000 + units))
    records = [(0.0, units * U, 4, long_hashes)]
    records += [(0.001 + 0.002 * k, 16, 1, []) for k in range(1500)]
    trace = Trace.from_records(records, block_tokens=U)
    router = Watch()
    cfg = EngineConfig(kv_events=True, kv_event_delay_s=0.0, max_num_batched_tokens=budget, max_num_seqs=64)
    res = simulate(trace, reference_fleet(1), router, cfg)
    batches = [(t, [h for ok, h in evs if ok and h in set(long_hashes)]) for t, _, evs in router.events]
    batches = [(t, hs) for t, hs in batches if hs]
    assert len(batches) >= units * U // budget
    assert all(len(hs) <= budget // U for _, hs in batches)
    assert [h for _, hs in batches for h in hs] == long_hashes
    times = [t for t, _ in batches]
    assert times == sorted(times) and times[-1] > times[0]
    # all of it out by the time its first token is: the last chunk is computed in the first token's step
    assert times[-1] <= res.first_token[0] + 0.002


class _First(LeastLoadedRouter):
    """Replica 0 whenever it is up."""

    def route(self, request, view):
        return 0 if view.healthy[0] else super().route(request, view)


def _r0_lost_mid_prefill(second_at: float, second_tokens: int):
    """A 2.05 s prefill (2000 tokens at 1 ms each after 50 ms) on r0 from 0 s, r0 lost at 0.5 s and back at
    0.6 s, and a second request for it at ``second_at``."""
    from cacheroute_solver.simulator import CostModel

    cost = CostModel(
        name="lin", fixed_s=0.05, weights_s=0.0, token_s=1e-3, ctx_token_s=0.0, attn_pair_s=0.0, kv_tokens=10**7
    )
    trace = Trace.from_records([(0.0, 2000, 1, [1]), (second_at, second_tokens, 1, [2])], block_tokens=64)
    return simulate(
        trace,
        reference_fleet(2),
        _First(),
        EngineConfig(cost=cost, scale_by_prefill_capacity=False, block_size=16),
        membership=[MembershipEvent(0.5, "r0", False), MembershipEvent(0.6, "r0", True)],
    )


def test_a_replica_back_before_its_lost_step_would_have_ended_steps_on_its_own_time():
    res = _r0_lost_mid_prefill(0.7, 50)
    assert res.replica.tolist() == [1, 0]  # the first retried on r1 at the loss
    assert res.ttft[1] == pytest.approx(0.1)  # not at 2.05 s, when the lost step would have ended


def test_a_lost_step_ending_when_the_replica_s_next_step_ends_is_not_taken_twice():
    res = _r0_lost_mid_prefill(1.0, 1000)  # ends at 2.05 s, exactly when the lost step would have
    assert res.replica.tolist() == [1, 0]
    assert res.ttft[1] == pytest.approx(1.05) and res.report.completed == 2
