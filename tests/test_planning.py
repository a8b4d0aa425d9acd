"""Planner: next plan every period, stable under stationary traffic, quick to admit a new hot key."""

from __future__ import annotations

import numpy as np
import pytest

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig, Replica
from cacheroute_solver.observe import Observer
from cacheroute_solver.planning import Planner, diff_plans
from cacheroute_solver.prefix import key_name

PERIOD = 30.0
BLOCK = 512
CONFIG = PlanConfig(backend="greedy", period_s=PERIOD, admit_rate=0.2, keep_rate=0.1)


def _fleet(n: int = 6) -> Fleet:
    """About half loaded by `_Traffic`, and KV for only part of its documents."""
    return Fleet(replicas=tuple(Replica(id=f"r{i}", prefill_capacity=15_000.0, kv_capacity=80_000.0) for i in range(n)))


class _Traffic:
    """Zipf-popular documents behind one shared system prompt, private question blocks."""

    def __init__(self, n_docs: int = 150, rate: float = 60.0, seed: int = 0) -> None:
        self.rng = np.random.default_rng(seed)
        w = 1.0 / np.arange(1, n_docs + 1) ** 0.9
        self.p = w / w.sum()
        self.rate = rate
        self.t = 0.0
        self.nid = 10**9

    def run(self, obs: Observer, seconds: float, hot_rate: float = 0.0) -> None:
        end = self.t + seconds
        total = self.rate + hot_rate
        while self.t < end:
            self.t += self.rng.exponential(1.0 / total)
            if self.rng.random() < hot_rate / total:
                chain = [1, 2, 777_001, 777_002, 777_003, self.nid]
            else:
                d = int(self.rng.choice(len(self.p), p=self.p))
                chain = [1, 2, 1000 + d, 100_000 + d, 200_000 + d, self.nid]
            self.nid += 1
            obs.observe(chain, 6 * BLOCK - 5, 20, self.t)


HOT_KEY = key_name(777_001, 3)


def test_stationary_traffic_keeps_warm_set_and_destinations():
    obs = Observer(block_tokens=BLOCK, horizon_s=2 * PERIOD)
    traffic = _Traffic()
    planner = Planner(_fleet(), CONFIG, obs)
    steps = []
    for period in range(7):
        traffic.run(obs, PERIOD)
        step = planner.step()
        assert step.plan.epoch == period
        steps.append(step)
    first = steps[0].diff
    assert set(first.admitted) == set(steps[0].plan.assignments)
    assert first.kept == 0 and first.evicted == ()
    assert planner.plan is not None
    warm = len(planner.plan.assignments)
    assert warm >= 20
    for s in steps[2:]:  # once the horizon has filled
        d = s.diff
        assert d.kept >= 0.9 * warm
        assert d.moved_fraction <= 0.05
        assert len(d.admitted) + len(d.evicted) <= 0.1 * warm
        assert d.churn_tokens_per_s <= 0.05 * sum(k.rate * k.prefix_tokens for k in s.keys)


def test_new_hot_key_is_admitted_within_two_periods():
    obs = Observer(block_tokens=BLOCK, horizon_s=PERIOD)
    traffic = _Traffic(seed=1)
    planner = Planner(_fleet(), CONFIG, obs)
    for _ in range(4):
        traffic.run(obs, PERIOD)
        assert HOT_KEY not in planner.step().plan.assignments
    admitted_after = None
    for k in range(1, 4):
        traffic.run(obs, PERIOD, hot_rate=15.0)
        step = planner.step()
        if HOT_KEY in step.plan.assignments:
            admitted_after = k
            assert HOT_KEY in step.diff.admitted
            break
    assert admitted_after is not None and admitted_after <= 2


def test_planner_takes_key_stats_and_caps_keys_keeping_warm_ones():
    keys = [KeyStats(key=f"k{i}", rate=5.0 / (i + 1), prefix_tokens=2000.0, tail_tokens=100.0) for i in range(40)]
    planner = Planner(_fleet(2), CONFIG)
    first = planner.step(keys)
    assert first.plan.epoch == 0 and set(first.diff.admitted) == set(first.plan.assignments)
    warm = set(first.plan.assignments)
    capped = Planner(_fleet(2), CONFIG, previous=first.plan, max_keys=5)
    step = capped.step(keys)
    assert step.plan.epoch == 1
    assert {k.key for k in step.keys} == {f"k{i}" for i in range(5)} | warm
    with pytest.raises(ValueError):
        Planner(_fleet(2), CONFIG).step()


def test_diff_counts_moves_replication_and_churn():
    keys = [
        KeyStats(key="a", rate=2.0, prefix_tokens=1000.0),
        KeyStats(key="b", rate=1.0, prefix_tokens=500.0),
        KeyStats(key="c", rate=4.0, prefix_tokens=100.0),
        KeyStats(key="d", rate=1.0, prefix_tokens=300.0),
    ]
    before = Plan(epoch=3, assignments={"a": (("r0", 1.0),), "b": (("r1", 1.0),), "c": (("r2", 1.0),)})
    after = Plan(
        epoch=4,
        assignments={
            "a": (("r0", 0.5), ("r1", 0.5)),  # replicated, half its traffic moved off r0
            "b": (("r2", 1.0),),  # moved
            "d": (("r0", 1.0),),  # admitted
        },
    )
    d = diff_plans(before, after, keys)
    assert d.epoch == 4
    assert d.admitted == ("d",) and d.evicted == ("c",)
    assert d.moved == ("a", "b") and d.replicated == ("a",)
    assert d.kept == 2 and d.moved_fraction == 1.0
    assert d.moved_share == pytest.approx(2.0 * 0.5 + 1.0)
    assert d.churn_tokens_per_s == pytest.approx(2.0 * 1000 * 0.5 + 1.0 * 500)
    assert d.cold_fill_tokens == pytest.approx(300 + 1000 + 500)
