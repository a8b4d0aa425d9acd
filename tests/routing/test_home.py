"""A prefix's home: the placement every router instance computes alike (`routing.home`), and what
the routing core does with it when several instances share a plan."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cacheroute_solver.models import Plan
from cacheroute_solver.prefix import key_name
from cacheroute_solver.routing import RoutingConfig, RoutingCore
from cacheroute_solver.routing.home import anchor, home, rendezvous, replica_seeds, weighted_rendezvous
from cacheroute_solver.routing.plan_index import PlanIndex

IDS = tuple(f"r{i}" for i in range(8))
U = 64
SEEDS = replica_seeds(IDS)
UP = [True] * len(IDS)


def _anchors(n: int, seed: int = 7) -> list[int]:
    rng = random.Random(seed)
    return [rng.getrandbits(63) for _ in range(n)]


def test_seeds_depend_on_the_replica_id_alone():
    assert replica_seeds(("r3", "r1")) == (SEEDS[3], SEEDS[1])
    assert len(set(SEEDS)) == len(IDS)


def test_rendezvous_spreads_anchors_and_moves_only_the_lost_replicas_share():
    anchors = _anchors(8000)
    before = [rendezvous(a, SEEDS, UP) for a in anchors]
    counts = Counter(before)
    assert min(counts.values()) > 0.8 * len(anchors) / len(IDS)
    down = list(UP)
    down[2] = False
    after = [rendezvous(a, SEEDS, down) for a in anchors]
    assert all(x != 2 for x in after)
    moved = [(b, a) for b, a in zip(before, after, strict=False) if b != a]
    assert moved and all(b == 2 for b, _ in moved)  # only replica 2's anchors move
    assert rendezvous(anchors[0], SEEDS, [False] * len(IDS)) is None


def test_weighted_rendezvous_follows_the_weights_and_a_new_share_moves_little():
    anchors = _anchors(20_000)
    reps, w = [1, 4, 6], [0.5, 0.3, 0.2]
    picks = Counter(weighted_rendezvous(a, SEEDS, reps, w) for a in anchors)
    for r, share in zip(reps, w, strict=False):
        assert picks[r] / len(anchors) == pytest.approx(share, abs=0.02)
    w2 = [0.45, 0.35, 0.2]  # 5 % of the traffic changes hands
    moved = sum(weighted_rendezvous(a, SEEDS, reps, w) != weighted_rendezvous(a, SEEDS, reps, w2) for a in anchors)
    assert moved / len(anchors) < 0.08  # a cumulative-weight draw moves far more when slices shift


def _plan(assign: dict[str, tuple[tuple[str, float], ...]]) -> Plan:
    return Plan(epoch=1, period_s=30.0, assignments=assign)


def test_home_is_a_destination_of_the_warm_key_and_else_the_rendezvous_winner():
    key = key_name(101, 2)
    index = PlanIndex(_plan({key: (("r5", 0.7), ("r6", 0.3))}), IDS)
    chain = [100, 101, 555, 556]
    warm = index.lookup(chain)
    assert warm is not None and anchor(chain, warm.depth) == 555
    assert home(555, warm, SEEDS, UP) in (5, 6)
    down = list(UP)
    down[5] = down[6] = False
    assert home(555, warm, SEEDS, down) == rendezvous(555, SEEDS, down)
    assert home(555, None, SEEDS, UP) == rendezvous(555, SEEDS, UP)
    spread = PlanIndex(Plan(epoch=1, period_s=30.0, assignments={key: (("r5", 1.0),)}, spread=(key,)), IDS)
    w = spread.lookup(chain)
    assert w is not None and w.spread
    homes = {home(a, w, SEEDS, UP) for a in _anchors(200)}
    assert len(homes) == len(IDS)  # a spread key's followers go over the whole fleet


def _conversations(n: int, turns: int, seed: int = 3) -> list[tuple[int, list[int]]]:
    """``n`` conversations under one shared 4-block system prompt, ``turns`` turns of 30 blocks each, interleaved."""
    rng = random.Random(seed)
    system = [rng.getrandbits(63) for _ in range(4)]
    hist = {c: list(system) for c in range(n)}
    out = []
    for _ in range(turns):
        for c in range(n):
            hist[c] = hist[c] + [rng.getrandbits(63) for _ in range(30)]
            out.append((c, list(hist[c])))
    return out


def _follow_rate(instances: int, config_instances: int, in_flight: int = 16) -> float:
    """Share of later turns that reach the replica of the conversation's previous turn, with
    ``instances`` cores behind round robin, each told there are ``config_instances``, sharing a plan
    that keeps the system prompt on every replica, and ``in_flight`` requests unfinished at a time."""
    convs = _conversations(62, 5)  # not a multiple of 4 or 8: a conversation's turns come through different instances
    system = key_name(convs[0][1][3], 4)
    plan = _plan({system: tuple((r, 1.0) for r in IDS)})
    cores = [RoutingCore(IDS, [1e6] * len(IDS), U, RoutingConfig(instances=config_instances)) for _ in range(instances)]
    for core in cores:
        core.set_plan(plan)
    last: dict[int, int] = {}
    follow = later = 0
    for i, (conv, chain) in enumerate(convs):
        ch = cores[i % instances].route(chain, len(chain) * U, UP, i)
        if i >= in_flight:
            cores[(i - in_flight) % instances].completed(i - in_flight)
        if conv in last:
            later += 1
            follow += ch.replica == last[conv]
        last[conv] = ch.replica
    return follow / later


def test_instances_that_share_the_rule_send_a_conversations_turns_to_one_replica():
    for n in (4, 8):
        shared, alone = _follow_rate(n, n), _follow_rate(n, 1)
        assert shared >= 0.99, (n, shared)  # each instance sees 1/n of the turns, and they still agree
        assert alone <= 0.95, (n, alone)  # without the rule, private memories and loads scatter them


def test_one_instance_routes_exactly_as_without_the_home_rule():
    """With instances=1 the home never counts: the same choices as home_credit=0 (with no queue charge,
    which several instances on their own views weigh differently)."""
    a = RoutingCore(IDS, [1e6] * len(IDS), U, RoutingConfig(queued_weight=0.0))
    b = RoutingCore(IDS, [1e6] * len(IDS), U, RoutingConfig(home_credit=0.0, instances=4, queued_weight=0.0))
    reasons: Counter[str] = Counter()
    for i, (_, chain) in enumerate(_conversations(30, 3)):
        ca, cb = a.route(chain, len(chain) * U, UP, i), b.route(chain, len(chain) * U, UP, i)
        assert ca == cb
        reasons[ca.reason] += 1
        if i >= 10:
            a.completed(i - 10)
            b.completed(i - 10)
    assert "home" not in reasons and reasons["balanced"] > 0
