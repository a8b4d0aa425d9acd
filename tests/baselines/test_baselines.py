"""Each baseline router's rule on small hand-checked cases, and every router in a short simulation."""

from __future__ import annotations

import numpy as np
import pytest

from cacheroute_solver.baselines import (
    CacheAwareCliRouter,
    CacheAwareLibRouter,
    CacheAwareRouter,
    CHWBLRouter,
    ConsistentHashRouter,
    DynamoRouter,
    DynamoSoftmaxRouter,
    LlmdRouter,
    LMetricRouter,
    PowerOfTwoRouter,
)
from cacheroute_solver.models import Fleet, Replica
from cacheroute_solver.replay.registry import BASELINES
from cacheroute_solver.simulator import (
    EngineConfig,
    FleetView,
    Request,
    Trace,
    generate_workload,
    reference_fleet,
    simulate,
)


def _view(
    n: int,
    in_flight: list[int] | None = None,
    waiting: list[int] | None = None,
    kv_used: list[int] | None = None,
    healthy: list[bool] | None = None,
    now: float = 0.0,
    ids: list[str] | None = None,
) -> FleetView:
    """A view with 100 KV blocks per replica; ``in_flight`` requests are running unless waiting."""
    v = FleetView(
        tuple(ids or (f"r{i}" for i in range(n))),
        np.array(healthy or [True] * n),
        np.full(n, 100),
    )
    w = np.array(waiting or [0] * n)
    f = np.array(in_flight) if in_flight is not None else w
    v._waiting[:] = w
    v._running[:] = f - w
    v._kv_used[:] = kv_used or [0] * n
    v.now = now
    return v


def _req(hashes: list[int], prompt: int | None = None, key: str | None = None, index: int = 0) -> Request:
    """A request whose blocks are 16 tokens (the prompt fills them unless given)."""
    h = np.array(hashes, dtype=np.int64)
    return Request(index, 0.0, str(index), key, h, prompt or 16 * max(len(hashes), 1), 8)


# -- cache aware -------------------------------------------------------------------------------


def _cache_aware(cls=CacheAwareCliRouter, n=2, **kw) -> tuple[CacheAwareRouter, FleetView]:
    router = cls(block_tokens=16, **kw)
    view = _view(n)
    router.start(view)
    router.insert(_req([1, 2, 3, 4]), 0, 0.0)
    return router, view


@pytest.mark.parametrize(
    ("loads", "expected", "decision"),
    [
        ([100, 30], 1, "imbalanced"),  # 70 > 64 and 100 > 1.5 * 30: least loaded
        ([100, 70], 0, "match"),  # 30 <= 64: balanced, the tree holder
        ([300, 210], 0, "match"),  # 90 > 64 but 300 <= 1.5 * 210: balanced
        ([30, 100], 0, "imbalanced"),  # imbalanced, and the holder happens to be least loaded
    ],
)
def test_cache_aware_gate_needs_both_conditions(loads, expected, decision):
    router, _ = _cache_aware()
    view = _view(2, in_flight=loads)
    assert router.route(_req([1, 2, 3, 4]), view) == expected
    assert router.decision == decision


def test_cache_aware_threshold_is_strict_and_below_it_goes_least_loaded():
    cli, _ = _cache_aware(CacheAwareCliRouter, n=3)
    view = _view(3, in_flight=[5, 3, 4])
    assert cli.route(_req([1, 9, 10, 11]), view) == 1  # match 1/4 = 0.25 <= 0.3
    assert cli.decision == "below_threshold"
    assert cli.route(_req([1, 2, 12, 13]), view) == 0  # 2/4 = 0.5 > 0.3: the holder, though busier
    lib, _ = _cache_aware(CacheAwareLibRouter, n=3)
    assert lib.route(_req([1, 2, 12, 13]), view) == 1  # 0.5 is not > 0.5
    assert lib.decision == "below_threshold"
    assert lib.route(_req([1, 2, 3, 14]), view) == 0  # 0.75 > 0.5
    assert lib.decision == "match"


def test_cache_aware_match_rate_counts_tokens_of_a_partial_last_block():
    router, _ = _cache_aware(CacheAwareLibRouter)
    # 2 matched blocks of 16 tokens out of 16 + 16 + 1 prompt tokens: 32 / 33 > 0.5
    assert router.match(_req([1, 2, 99], prompt=33), _view(2))[0] == 32
    assert router.route(_req([1, 2, 99], prompt=33), _view(2, in_flight=[3, 0])) == 0


def test_cache_aware_smallest_tree_option_and_tree_update():
    router, _ = _cache_aware(n=3, below_threshold="smallest_tree", chars_per_token=1.0)
    router.insert(_req([20, 21]), 1, 0.0)
    assert list(router.tree_size) == [64.0, 32.0, 0.0]
    view = _view(3, in_flight=[0, 0, 5])
    assert router.route(_req([30, 31]), view) == 2  # no match: smallest tree, not least loaded
    assert router.holds(2, 30) and router.holds(2, 31) and not router.holds(0, 30)
    # an imbalanced fleet still records the prompt in the chosen replica's tree
    router.route(_req([40]), _view(3, in_flight=[100, 100, 10]))
    assert router.holds(2, 40)


def test_cache_aware_lru_eviction_removes_oldest_leaves_first():
    router = CacheAwareRouter(max_tree_size=20, chars_per_token=1.0, block_tokens=10)
    router.start(_view(1))
    router.insert(_req([1, 2, 3], prompt=30), 0, 0.0)
    router.insert(_req([1, 4], prompt=20), 0, 5.0)
    assert router.tree_size[0] == 40
    router.evict()
    # leaves 3 (t=0) then 2 (t=0, a leaf once 3 is gone) go; 1 is shared with 4 (t=5)
    assert router.tree_size[0] == 20
    assert [router.holds(0, h) for h in (1, 2, 3, 4)] == [True, False, False, True]
    router.max_tree_size = 10
    router.evict()
    assert [router.holds(0, h) for h in (1, 4)] == [True, False]
    router.max_tree_size = 0
    router.evict()
    assert router.tree_size[0] == 0 and not router.holds(0, 1)


def test_cache_aware_evicts_only_on_its_interval_and_keeps_recently_used():
    router = CacheAwareRouter(eviction_interval_s=10.0, max_tree_size=30, chars_per_token=1.0, block_tokens=10)
    router.route(_req([1, 2, 3], prompt=30), _view(1, now=0.0))
    router.route(_req([1, 4], prompt=20), _view(1, now=5.0))
    router.route(_req([1, 2, 3], prompt=30), _view(1, now=9.0))  # touches 1, 2, 3 again
    assert router.tree_size[0] == 40  # over the limit until the next eviction round
    router.route(_req([1], prompt=10), _view(1, now=10.0))
    assert router.tree_size[0] == 30
    assert not router.holds(0, 4) and router.holds(0, 3)


# -- consistent hashing ------------------------------------------------------------------------


def test_consistent_hash_is_sticky_whatever_the_load():
    router = ConsistentHashRouter()
    view = _view(5)
    router.start(view)
    first = {k: router.route(_req([k], key=f"k{k}"), view) for k in range(50)}
    assert len(set(first.values())) > 1
    busy = _view(5, in_flight=[50, 0, 7, 0, 90])
    assert all(router.route(_req([k + 1000], key=f"k{k}"), busy) == r for k, r in first.items())
    # without a declared key the first block hash is the key
    keyless = [router.route(_req([77, k]), busy) for k in range(20)]
    assert len(set(keyless)) == 1


def test_consistent_hash_adding_a_replica_moves_few_keys_and_only_to_it():
    keys = [f"tenant-{i}" for i in range(3000)]
    before, after = ConsistentHashRouter(), ConsistentHashRouter()
    v8, v9 = _view(8), _view(9)
    before.start(v8)
    after.start(v9)
    a = [before.route(_req([1], key=k), v8) for k in keys]
    b = [after.route(_req([1], key=k), v9) for k in keys]
    moved = [(x, y) for x, y in zip(a, b, strict=False) if x != y]
    assert all(y == 8 for _, y in moved)
    assert 0 < len(moved) / len(keys) < 2 / 9


def test_chwbl_walks_past_a_full_replica_to_the_next_on_the_ring():
    router = CHWBLRouter()
    router.start(_view(4))
    req = _req([12345])
    o = router.ring_order(req)
    assert sorted(o) == [0, 1, 2, 3]

    def pick(**at: int) -> int:
        loads = [0] * 4
        for k, v in at.items():
            loads[o[int(k[1:])]] = v
        return router.route(req, _view(4, in_flight=loads))

    assert pick() == o[0]
    assert pick(o0=10) == o[1]  # bound 1.25 * 11 / 4 = 3.44: 10 + 1 over it, 0 + 1 within
    assert pick(o0=10, o1=3) == o[1]  # 1.25 * 14 / 4 = 4.375 >= 3 + 1
    assert pick(o0=10, o1=4) == o[2]  # 1.25 * 15 / 4 = 4.69 < 4 + 1
    assert pick(o0=10, o1=4, o2=1) == o[1]  # 1.25 * 16 / 4 = 5 = 4 + 1: within
    assert pick(o1=1) == o[0]  # 1.25 * 2 / 4 = 0.625: nobody within, the key's replica
    router.count_new = False  # the notes' form: in-flight <= bound
    assert pick(o0=10, o1=5, o2=1) == o[1]  # 5 <= 1.25 * 17 / 4 = 5.31
    router.count_new = True
    assert pick(o0=10, o1=5, o2=1) == o[2]  # 5 + 1 > 5.31


@pytest.mark.parametrize("count_new", [True, False])
def test_chwbl_takes_the_first_replica_within_the_bound(count_new):
    rng = np.random.default_rng(7)
    router = CHWBLRouter(count_new=count_new)
    router.start(_view(6))
    for _ in range(300):
        loads = rng.integers(0, 12, size=6).tolist()
        req = _req([int(rng.integers(1 << 40))])
        r = router.route(req, _view(6, in_flight=loads))
        bound = 1.25 * (sum(loads) + 1) / 6
        within = [k for k in router.ring_order(req) if loads[k] + count_new <= bound]
        if within:
            assert r == within[0] and loads[r] + count_new <= bound
        else:
            assert count_new and r == router.ring_order(req)[0]


# -- power of two ------------------------------------------------------------------------------


def test_power_of_two_takes_the_less_loaded_of_two_seeded_draws():
    view = _view(3, in_flight=[5, 0, 9])
    router = PowerOfTwoRouter(seed=3)
    router.start(view)
    picks = np.array([router.route(_req([i]), view) for i in range(600)])
    counts = np.bincount(picks, minlength=3)
    assert counts[2] == 0  # the most loaded loses every pair it is drawn in
    assert 0.58 < counts[1] / 600 < 0.75  # the least loaded wins the 2 pairs of 3 it is in
    again = PowerOfTwoRouter(seed=3)
    again.start(view)
    assert [again.route(_req([i]), view) for i in range(600)] == picks.tolist()
    other = PowerOfTwoRouter(seed=4)
    other.start(view)
    assert [other.route(_req([i]), view) for i in range(600)] != picks.tolist()


# -- llm-d -------------------------------------------------------------------------------------


def _llmd_with_history(kv_used: list[int]) -> tuple[LlmdRouter, FleetView]:
    view = _view(3, waiting=[4, 0, 2], kv_used=kv_used)
    router = LlmdRouter(block_tokens=16)
    router.start(view)
    router.record(_req([1, 2, 3]), 0)
    router.record(_req([1, 8]), 1)
    return router, view


def test_llmd_score_arithmetic_by_hand():
    # prefix = [3/4, 1/4, 0]; queue = (4 - q) / 4 = [0, 1, 0.5]; kv = 1 - usage
    router, view = _llmd_with_history(kv_used=[50, 90, 20])
    req = _req([1, 2, 3, 4])
    assert router.prefix_scores(req, view).tolist() == [0.75, 0.25, 0.0]
    assert router.route(req, view) == 0
    # 3 * .75 + 2 * 0 + 2 * .5 = 3.25; .75 + 2 + .2 = 2.95; 0 + 1 + 1.6 = 2.6
    assert router.last_scores == pytest.approx([3.25, 2.95, 2.6])
    router, view = _llmd_with_history(kv_used=[90, 50, 20])
    assert router.route(req, view) == 1
    assert router.last_scores == pytest.approx([2.45, 3.75, 2.6])


def test_llmd_prefix_in_16_token_blocks_capped_at_256_and_lru_in_blocks():
    view = _view(2)
    router = LlmdRouter(block_tokens=64)  # each trace block is 4 llm-d blocks
    router.start(view)
    long = _req(list(range(1, 101)), prompt=6400)  # 400 llm-d blocks, 256 scored
    router.record(long, 0)
    assert router.holds(0, 64) and not router.holds(0, 65)
    assert router.prefix_scores(long, view)[0] == 1.0
    half = _req(list(range(1, 33)) + list(range(500, 532)), prompt=4096)
    assert router.prefix_scores(half, view)[0] == 0.5
    # a partial last block counts its full 16-token blocks: 4 + 2 of 6
    assert router.prefix_scores(_req([1, 999], prompt=64 + 40), view)[0] == pytest.approx(4 / 6)

    small = LlmdRouter(block_tokens=64, lru_capacity_per_server=8)
    small.start(view)
    small.record(_req([1, 2, 3], prompt=192), 0)  # 12 blocks > 8: block 1 (oldest) goes
    assert [small.holds(0, h) for h in (1, 2, 3)] == [False, True, True]
    assert small.prefix_scores(_req([1, 2, 3], prompt=192), view)[0] == 0.0  # matching starts at block 1


def test_llmd_ties_break_at_random_with_the_seed():
    view = _view(3)
    picks = []
    for seed in (0, 0, 1):
        router = LlmdRouter(seed=seed)
        router.start(view)
        picks.append([router.route(_req([], prompt=8), view) for _ in range(60)])
    assert picks[0] == picks[1] != picks[2]
    assert set(picks[0]) == {0, 1, 2}


# -- Dynamo ------------------------------------------------------------------------------------


def _once_served(router: DynamoRouter) -> tuple[FleetView, Request]:
    """``router`` on two idle replicas after a 4-block request served on r0, and a request sharing its first 3."""
    view = _view(2)
    router.start(view)
    a = _req([1, 2, 3, 4], index=0)
    router.record(a, 0, view)
    router.on_complete(a, 0, view)
    return view, _req([1, 2, 3, 5], index=1)


def test_dynamo_picks_the_lowest_cost_by_hand():
    router = DynamoRouter(block_tokens=16)
    view, b = _once_served(router)
    assert router.overlaps(b, view).tolist() == [3, 0]
    # r0: 1 * (64 - 48) / 16 + 4 blocks = 5; r1: 1 * 64 / 16 + 4 = 8
    assert router.route(b, view) == 0
    assert router.last_costs.tolist() == [5.0, 8.0]

    router = DynamoRouter(block_tokens=16)
    view, b = _once_served(router)
    c = _req([21, 22, 23, 24, 25, 26], index=2)
    router.record(c, 0, view)  # still waiting on r0: 96 tokens to prefill, 6 active blocks
    busy = _view(2, waiting=[1, 0])
    # r0: (96 + 16) / 16 + (6 + 4) = 17; r1: 8
    assert router.route(b, busy) == 1
    assert router.last_costs.tolist() == [17.0, 8.0]


def test_dynamo_index_expires_after_120_s():
    router = DynamoRouter(block_tokens=16)
    router.start(_view(2))
    router.record(_req([1, 2]), 1, _view(2, now=10.0))
    assert router.overlaps(_req([1, 2, 3]), _view(2, now=129.0)).tolist() == [0, 2]
    assert router.overlaps(_req([1, 2, 3]), _view(2, now=130.0)).tolist() == [0, 0]


def test_dynamo_forgets_requests_the_simulator_rejects():
    ok = [(float(i), 32, 4, [10 * i, 10 * i + 1]) for i in range(6)]
    huge = (2.5, 16 * 40, 4, list(range(1000, 1040)))
    trace = Trace.from_records(sorted([*ok, huge]), block_tokens=16)
    router = DynamoRouter()
    res = simulate(trace, reference_fleet(2), router, EngineConfig(kv_blocks_per_replica=20))
    assert res.report.rejected == 1 and res.report.completed == 6
    assert router.tracked() == [(0, 0), (0, 0)]


# -- every router ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(BASELINES))
def test_every_router_routes_only_to_healthy_replicas(name):
    router = BASELINES[name]()
    view = _view(4, in_flight=[0, 9, 0, 7], healthy=[False, True, False, True])
    router.start(view)
    picks = {router.route(_req([i % 5, 100 + i], key=f"k{i % 7}", index=i), view) for i in range(60)}
    assert picks <= {1, 3}


@pytest.mark.parametrize("name", sorted(BASELINES))
def test_every_router_completes_a_short_simulation(name):
    trace = generate_workload("published", rate=20.0, duration_s=20.0, seed=11)
    fleet = Fleet(
        replicas=tuple(
            Replica(id=r.id, prefill_capacity=r.prefill_capacity, kv_capacity=r.kv_capacity, healthy=i != 1)
            for i, r in enumerate(reference_fleet(4).replicas)
        )
    )
    router = BASELINES[name]()
    assert router.name == name and isinstance(router.defaults, dict)
    res = simulate(trace, fleet, router)
    assert res.report.completed == len(trace) and res.report.rejected == 0
    assert 1 not in set(res.replica.tolist())


def test_dynamo_temperature_samples_cheaper_replicas_more_often():
    view = _view(2)
    a, b = _req([1, 2, 3, 4], index=0), _req([1, 2, 3, 5], index=1)
    picks: dict[float, list[int]] = {0.0: [], 0.5: []}
    for temperature, out in picks.items():
        for seed in range(200):
            router = DynamoRouter(temperature=temperature, seed=seed, block_tokens=16)
            router.start(view)
            router.record(a, 0, view)
            router.on_complete(a, 0, view)
            out.append(router.route(b, view))  # costs 5 and 8, normalised 0 and 1
    assert picks[0.0].count(1) == 0
    assert 5 < picks[0.5].count(1) < 50  # exp(-1 / 0.5) / (1 + exp(-2)) = 12 %


def test_lmetric_multiplies_the_prefill_by_the_running_batch_by_hand():
    """Dynamo's LMetric (PR #11028): adjusted prefill blocks x (decode blocks + 1), the lowest wins: the request
    goes where its prefix is cached until that replica's running batch outweighs the prefill it saves."""
    router = LMetricRouter(block_tokens=16)
    view, b = _once_served(router)
    # r0: (64 - 48) / 16 x (4 + 1) = 5; r1: 64 / 16 x (4 + 1) = 20
    assert router.route(b, view) == 0 and router.last_costs.tolist() == [5.0, 20.0]
    router.on_complete(b, 0, view)
    busy = _view(2, in_flight=[3, 0])
    for i in range(3):  # three 10-block requests running on r0 (first token out: nothing left to prefill)
        router.record(_req(list(range(100 + 10 * i, 110 + 10 * i)), index=10 + i), 0, busy)
    c = _req([1, 2, 3, 6], index=5)
    # r0: 1 x (30 + 4 + 1) = 35; r1: 4 x (4 + 1) = 20
    assert router.route(c, busy) == 1 and router.last_costs.tolist() == [35.0, 20.0]
    assert LMetricRouter.defaults["cost"] == "prefill_blocks x (decode_blocks + 1)"


def test_dynamo_softmax_samples_as_dynamo_with_temperature_and_sees_its_own_recent_decisions_beside_the_events():
    """The Dynamo row as its users run several routers under bursts: temperature 0.5, and its own decisions of the
    last 5 s count beside the KV events (--router-predicted-ttl-secs 5), so a burst's siblings see the first."""
    router = DynamoSoftmaxRouter(block_tokens=16)
    assert router.temperature == 0.5 and router.predicted_ttl_s == 5.0 and router.name == "dynamo_softmax"
    view = _view(2)
    router.start(view)
    router.on_kv_events(1, [(True, 7)], view)  # the events say: r1 holds block 7
    router.record(_req([1, 2, 3]), 0, _view(2, now=10.0))
    assert router.overlaps(_req([1, 2, 3, 4]), _view(2, now=14.9)).tolist() == [3, 0]  # its own, 4.9 s ago
    assert router.overlaps(_req([1, 2, 3, 4]), _view(2, now=15.0)).tolist() == [0, 0]  # 5 s: the events alone
    assert router.overlaps(_req([7, 8]), _view(2, now=15.0)).tolist() == [0, 1]
    plain = DynamoRouter(block_tokens=16)  # Dynamo's defaults: the events alone, no sampling
    plain.start(view)
    plain.on_kv_events(1, [(True, 7)], view)
    plain.record(_req([1, 2, 3]), 0, _view(2, now=10.0))
    assert plain.overlaps(_req([1, 2, 3, 4]), _view(2, now=11.0)).tolist() == [0, 0]
