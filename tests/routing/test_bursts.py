"""Bursts (issue 54): several instances deciding at the same moment each take a slot of their own and keep
room for what their peers decide within the reports' delay (`routing.bursts`); the designs that lost are
refused by name."""

from __future__ import annotations

import numpy as np
import pytest

from cacheroute_solver.replay import CacheRouteConfig, CacheRouteRouter, make_router, planning_fleet, routing_for
from cacheroute_solver.replay.registry import PEER_DELAY_S
from cacheroute_solver.routing import LoadLedger, RoutingConfig, RoutingCore
from cacheroute_solver.routing.bursts import Reservations, take_slot
from cacheroute_solver.routing.core import RETIRED
from cacheroute_solver.simulator import EngineConfig, Trace, reference_fleet, simulate
from cacheroute_solver.simulator.balancer import Balanced

U = 64


def _burst(n: int, at: float = 0.0, first: int = 10_000) -> list[tuple[float, int, int, list[int]]]:
    """``n`` fresh prompts of 40 blocks at one instant."""
    return [(at, 40 * U, 8, list(range(first + 100 * i, first + 100 * i + 40))) for i in range(n)]


def _instances(n: int, fleet, routing: RoutingConfig) -> Balanced:
    def one() -> CacheRouteRouter:
        return CacheRouteRouter(planning_fleet(fleet), CacheRouteConfig(planning=False), routing=routing).for_trace(U)

    return Balanced([one() for _ in range(n)], peer_s=PEER_DELAY_S, spawn=one)


def test_a_burst_of_first_turns_spreads_over_the_fleet_as_one_instance_spreads_it():
    """Eight fresh prompts at one instant, four instances on peer load, eight idle replicas: each instance decides
    its two on the view from before the burst. Without their own slots they break the ties between idle replicas
    each by its own request alone, and some replicas get two or three; with them, every replica gets one, as one
    instance sends them."""
    trace = Trace.from_records(_burst(8), block_tokens=U, name="burst")
    fleet = reference_fleet(8)
    one = simulate(trace, fleet, make_router("cacheroute_reactive", trace, fleet)()).replica
    assert sorted(one.tolist()) == list(range(8))
    routing = routing_for(EngineConfig(), 4).model_copy(update={"peer_load": True})
    spread = simulate(trace, fleet, _instances(4, fleet, routing)).replica
    assert sorted(spread.tolist()) == list(range(8))
    herd = simulate(trace, fleet, _instances(4, fleet, routing.model_copy(update={"peer_delay_s": 0.0}))).replica
    assert np.bincount(herd, minlength=8).max() >= 2
    # requests without block hashes (a trace of lengths alone, as Azure's): every replica alike, each its slot
    bare = Trace.from_records([(0.0, 2000, 8, []) for _ in range(8)], block_tokens=U, name="bare")
    assert sorted(simulate(bare, fleet, _instances(4, fleet, routing)).replica.tolist()) == list(range(8))


def test_the_slots_hold_on_a_floored_family_and_keep_one_instance_s_tail():
    """conversation floored to whole seconds (issue 54's case, shortened): four instances' p99 within 15 % of one
    instance's with their slots, and well above it without (they herd)."""
    from cacheroute_solver.simulator import generate_workload

    trace = generate_workload("conversation", rate=10.0, duration_s=150.0, seed=1).quantized(1.0)
    fleet = reference_fleet(15)
    x1 = simulate(trace, fleet, make_router("cacheroute", trace, fleet)()).report
    x4 = simulate(trace, fleet, make_router("cacheroute", trace, fleet, instances=4)()).report
    off = CacheRouteConfig(routing=routing_for().model_copy(update={"peer_delay_s": 0.0}))
    herd = simulate(trace, fleet, make_router("cacheroute", trace, fleet, off, instances=4)()).report
    assert x4.ttft.p99 <= 1.15 * x1.ttft.p99 < herd.ttft.p99
    assert abs(x4.hit_rate - x1.hit_rate) < 0.01


def test_a_later_turn_goes_where_its_history_is_and_its_sessions_parallel_calls_reserve_room_there():
    ids = [f"r{i}" for i in range(4)]
    cfg = RoutingConfig(instances=4, peer_load=True, peer_delay_s=0.005)
    core = RoutingCore(ids, [1e6] * 4, U, cfg)
    core.set_rank(2)
    history = [0, 1, 2, 3, 4, 5, 6, 7]
    core.record(history, 1)
    call = [*history, 100]
    c1 = core.route(call, 9 * U, [True] * 4, "a", at=1.0)
    assert c1.replica == 1 and len(core._bursts or ()) == 0  # its history is there; its rank does not move it
    c2 = core.route([*history, 200], 9 * U, [True] * 4, "b", at=1.0)  # a second call of the session, at once
    assert c2.replica == 1
    peers = core.load.peers  # type: ignore[attr-defined]  # a PeerLoad: peer load is on
    assert peers.in_flight == [0, 3, 0, 0] and len(peers) == 0  # the peers' calls of the session, no request
    core.choose([9, 10], 2 * U, [True] * 4, now=1.006)  # one delay later their reports are in: the room is gone
    assert peers.in_flight == [0, 0, 0, 0] and peers.pending_tokens == [0.0] * 4


def test_each_rank_takes_its_copy_of_the_round_and_reserves_the_others():
    costs = [1.0, 2.0, 2.5, 9.0]
    load = [0.0] * 4

    def add_copy(r: int) -> float:
        load[r] += 1.5
        return costs[r] + load[r]

    picks = []
    for rank in range(3):
        load[:] = [0.0] * 4
        picks.append(take_slot([(costs[r], r) for r in (0, 1, 2)], add_copy, rank, 3))
    assert [p[0] for p in picks] == [0, 1, 0]  # 1.0, then 2.0 < 2.5, then 2.5 = 2.5 (the lower replica wins)
    assert picks[0][1] == [0, 1, 0]
    led = LoadLedger(4)
    res = Reservations(led, 0.005)
    res.reserve(3.0, [1, 1, 2], 100.0, 0.0)
    assert led.in_flight == [0, 2, 1, 0] and led.pending_tokens == [0.0, 200.0, 100.0, 0.0] and len(res) == 3
    assert len(led) == 0  # room, not requests: no report can complete it
    res.expire(3.004)
    assert len(res) == 3
    res.expire(3.005)
    assert led.in_flight == [0, 0, 0, 0] and led.pending_pairs == [0.0] * 4 and len(res) == 0


@pytest.mark.parametrize("field", sorted(RETIRED))
def test_a_retired_routing_field_is_refused_naming_what_replaced_it(field):
    with pytest.raises(ValueError, match=rf"{field} was retired in 0\.3\.0.*use peer_load"):
        RoutingConfig.model_validate({"instances": 4, field: True if field == "spill_order" else 0.1})
    assert field not in RoutingConfig.model_fields
