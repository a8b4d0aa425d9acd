"""Traffic that follows a warm key (`cacheroute_solver.plan.following`): the planner counts a cold key's
requests on the warm key they are routed by, and marks keys whose followers spread over the fleet."""

from __future__ import annotations

import pytest

from cacheroute_solver import solve_plan
from cacheroute_solver.models import Fleet, KeyStats, PlanConfig, Replica
from cacheroute_solver.observe import Observer, merge_stats
from cacheroute_solver.plan.following import follow
from cacheroute_solver.routing.plan_index import PlanIndex

NONE: frozenset[str] = frozenset()


def _k(key: str, rate: float, prefix: float, tail: float, parent: str | None = None, out: float = 100.0) -> KeyStats:
    return KeyStats(key=key, rate=rate, prefix_tokens=prefix, tail_tokens=tail, output_tokens=out, parent=parent)


def test_a_cold_key_is_folded_into_the_warm_key_it_follows():
    doc = _k("p1-01", 2.0, 4000.0, 100.0)
    cold = _k("p3-03", 0.001, 4200.0, 300.0, parent="p2-02")
    mid = _k("p2-02", 0.002, 4100.0, 50.0, parent="p1-01")
    keys, spread = follow([doc, mid, cold], admit_rate=0.005, keep_rate=0.001, warm_before=NONE)
    assert spread == NONE
    assert [k.key for k in keys] == ["p1-01"]  # both cold keys follow the document
    (d,) = keys
    assert d.rate == pytest.approx(2.003)
    assert d.prefix_tokens == 4000.0  # the followers read the document's prefix
    # tail: own 100 at 2/s, mid's 4150-4000 at 0.002/s, cold's 4500-4000 at 0.001/s
    assert d.tail_tokens == pytest.approx((2.0 * 100 + 0.002 * 150 + 0.001 * 500) / 2.003)


def test_a_key_warm_before_keeps_its_own_traffic_above_the_keep_rate():
    doc = _k("p1-01", 2.0, 4000.0, 100.0)
    kept = _k("p2-02", 0.002, 4100.0, 50.0, parent="p1-01")
    keys, _ = follow([doc, kept], 0.005, 0.001, warm_before=frozenset({"p2-02"}))
    assert {k.key for k in keys} == {"p1-01", "p2-02"}
    assert next(k for k in keys if k.key == "p1-01").rate == 2.0


def test_keys_without_an_eligible_ancestor_pass_unchanged():
    orphan = _k("p2-02", 0.001, 500.0, 50.0, parent="p1-01")  # parent not among the keys
    plain = _k("p1-09", 1.0, 500.0, 50.0)
    keys, spread = follow([plain, orphan], 0.005, 0.001, NONE)
    assert keys == [plain, orphan] and spread == NONE


def test_a_short_prefix_above_long_conversations_is_spread_and_keeps_its_followers_apart():
    system = _k("p1-00", 1.0, 1000.0, 200.0)
    convs = [_k(f"p17-{i:02x}", 0.004, 6000.0, 400.0, parent="p1-00") for i in range(50)]
    keys, spread = follow([system, *convs], 0.005, 0.001, NONE)
    assert spread == {"p1-00"}
    assert len(keys) == 51 and keys[0] == system  # not folded: the router spreads them by anchor


def test_solve_plan_counts_followers_on_the_destinations_and_reports_spread_keys():
    fleet = Fleet(
        replicas=tuple(Replica(id=f"r{i}", prefill_capacity=20_000.0, kv_capacity=200_000.0) for i in range(4))
    )
    cfg = PlanConfig(backend="greedy", admit_rate=0.005, keep_rate=0.001)
    doc = _k("p1-01", 0.5, 4000.0, 100.0)
    followers = [_k(f"p2-{i:02x}", 0.004, 4300.0, 100.0, parent="p1-01") for i in range(200)]
    system = _k("p1-00", 0.2, 500.0, 200.0)
    convs = [_k(f"p9-{i:02x}", 0.002, 5000.0, 300.0, parent="p1-00") for i in range(50)]
    alone = solve_plan([doc], fleet, cfg)
    both = solve_plan([doc, *followers, system, *convs], fleet, cfg)
    load_alone = sum(alone.replica_load.values())
    assert sum(both.replica_load.values()) > load_alone * 1.5  # the followers' 0.8 req/s is on it
    assert "p1-00" in both.spread and "p1-01" not in both.spread
    assert not any(k.startswith("p2-") for k in both.assignments)
    warm = PlanIndex(both, [r.id for r in fleet.replicas]).lookup([0x00])
    assert warm is not None and warm.spread


def test_the_observer_names_each_keys_parent_and_merge_keeps_it():
    obs = [Observer(block_tokens=16, min_count=2), Observer(block_tokens=16, min_count=2)]
    system = list(range(1, 5))
    for i in range(40):
        conv = [1000 + i * 10 + j for j in range(4)]
        for turn in range(3):
            chain = system + conv + [50_000 + i * 100 + turn * 10 + j for j in range(2)] if turn else system + conv
            obs[i % 2].observe(chain, len(chain) * 16, 10, float(i + turn * 50))
        one_off = [*system, 90_000 + i]  # the system prompt's own traffic: it is emitted as a key
        obs[i % 2].observe(one_off, len(one_off) * 16, 10, float(i))
    parts = [o.stats() for o in obs]
    for st in parts:
        names = {k.key for k in st.keys}
        assert all(k.parent in names for k in st.keys if k.parent is not None)
    assert all(any(k.parent == "p1-0000000000000001" for k in st.keys) for st in parts)
    merged = merge_stats(parts)
    names = {k.key for k in merged.keys}
    assert all(k.parent in names for k in merged.keys if k.parent is not None)
    assert any(k.parent is not None for k in merged.keys)
