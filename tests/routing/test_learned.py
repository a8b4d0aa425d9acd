"""The learned cost model (`routing.learned`): each replica's coefficients fitted from its answers, robust to
queueing and to few observations, used by the routing core's decisions and its clock."""

from __future__ import annotations

import numpy as np
import pytest

from cacheroute_solver.models import Fleet
from cacheroute_solver.replay import CacheRouteConfig, CacheRouteRouter, planning_fleet, true_delays
from cacheroute_solver.routing import DelayModel, RoutingConfig, RoutingCore
from cacheroute_solver.routing.learned import LearnConfig, ReplicaCosts
from cacheroute_solver.simulator import generate_workload, reference_fleet, simulate

PRIOR = DelayModel.from_cost()
TRUE = DelayModel(token_s=2e-4, attn_pair_s=4e-9, decode_step_s=0.05)
"""A replica about five times slower per token than the prior, with more of its cost in attention."""


def _answers(rng: np.random.Generator, n: int, base: float = 0.02) -> list[tuple[float, float, float, bool]]:
    """(seconds, tokens, pairs, queued) of ``n`` answers of a `TRUE` replica: prompts of 100 to 8,000 new tokens
    after 0 to 30,000 cached, 2 % timing noise; a fifth sent behind a queue the ledger overrates (it counts the
    prompt ahead whole, part of it is done)."""
    out = []
    for _ in range(n):
        u = float(rng.integers(100, 8000))
        c = float(rng.integers(0, 30_000))
        pairs = u * (c + u / 2)
        seconds = (base + TRUE.token_s * u + TRUE.attn_pair_s * pairs) * (1 + 0.02 * rng.standard_normal())
        queued = rng.random() < 0.2
        ahead = float(rng.integers(1000, 20_000)) if queued else 0.0
        if queued:
            seconds += TRUE.token_s * ahead * rng.uniform(0.3, 1.0)
        out.append((seconds, u + ahead, pairs, queued))
    return out


def test_the_fit_recovers_token_and_attention_costs_through_queued_answers():
    costs = ReplicaCosts([PRIOR], LearnConfig())
    for seconds, tokens, pairs, queued in _answers(np.random.default_rng(1), 300):
        costs.observe_answer(0, seconds, tokens, pairs, queued)
    costs.refit()
    model = costs.model(0)
    assert model.token_s == pytest.approx(TRUE.token_s, rel=0.05)
    assert model.attn_pair_s == pytest.approx(TRUE.attn_pair_s, rel=0.15)
    assert costs.base_s[0] == pytest.approx(0.02, abs=0.01)
    assert costs.learned(0) and costs.observations(0) == 300


def test_few_answers_scale_the_prior_and_unheard_replicas_follow_the_fleet():
    """Until ``min_observations`` the prior keeps its shape at the answers' scale; a replica not heard from takes
    the prior at the median scale of those heard (a CPU fleet behind an H100 prior is slow everywhere)."""
    costs = ReplicaCosts([PRIOR, PRIOR, PRIOR], LearnConfig())
    for u in (500.0, 2000.0, 4000.0):
        pred = PRIOR.token_s * u + PRIOR.attn_pair_s * u * u / 2
        costs.observe_answer(0, 300 * pred, u, u * u / 2)
        costs.observe_answer(1, 100 * pred, u, u * u / 2)
    assert not costs.learned(0)
    assert costs.token_s[0] / PRIOR.token_s == pytest.approx(300, rel=1e-6)
    assert costs.attn_pair_s[0] / PRIOR.attn_pair_s == pytest.approx(300, rel=1e-6)
    assert costs.token_s[1] / PRIOR.token_s == pytest.approx(100, rel=1e-6)
    assert costs.token_s[2] / PRIOR.token_s == pytest.approx(300, rel=1e-6)  # median of the two heard from
    assert costs.decode_step_s[0] == pytest.approx(300 * PRIOR.decode_step_s, rel=1e-6)


def test_an_answer_amended_by_its_usage_refits():
    """The first token comes with the cached tokens the decision expected; the usage at the end corrects them."""
    costs = ReplicaCosts([PRIOR], LearnConfig(min_observations=2))
    row = costs.observe_answer(0, 10 * PRIOR.token_s * 1000, 100.0, 0.0)
    assert row is not None
    assert costs.token_s[0] == pytest.approx(100 * PRIOR.token_s, rel=0.01)  # believed 100 tokens: slow
    costs.amend(0, row, 1000.0, 0.0)  # the engine had only 0 of them cached: 1,000 new tokens
    assert costs.token_s[0] == pytest.approx(10 * PRIOR.token_s, rel=0.01)


def test_engine_rows_have_their_own_intercept():
    """The engine's prefill times start at scheduling: no path to the engine in them, and no queue."""
    costs = ReplicaCosts([PRIOR], LearnConfig())
    rng = np.random.default_rng(2)
    for seconds, tokens, pairs, queued in _answers(rng, 100, base=0.3):
        costs.observe_answer(0, seconds, tokens, pairs, queued)
    for _ in range(60):
        n = float(rng.integers(1, 6))
        u = rng.integers(200, 6000, size=int(n)).astype(float)
        pair = u * (rng.integers(0, 20_000, size=int(n)) + u / 2)
        seconds = float((0.004 + TRUE.token_s * u + TRUE.attn_pair_s * pair).sum())
        costs.observe_engine(0, n, seconds, float(u.sum()), float(pair.sum()))
    costs.refit()
    assert costs.token_s[0] == pytest.approx(TRUE.token_s, rel=0.05)
    assert costs.base_s[0] == pytest.approx(0.3, abs=0.05)  # the answers' own, not the engine's 4 ms


def test_a_configured_delay_is_the_model_and_learning_is_on_by_default():
    assert RoutingConfig().learns
    assert not RoutingConfig(delay=PRIOR).learns  # the operator vouches for it
    assert RoutingConfig(delay=PRIOR, learn=True).learns  # ... or makes it the prior
    assert not RoutingConfig(learn=False).learns
    core = RoutingCore(["a"], [1e6], 16, RoutingConfig(delay=TRUE))
    core.route([1, 2], 64, [True], "x", at=0.0)
    core.first_token("x", 99.0)
    core.served("x", 0, 64, 1.0, 10)
    assert core.costs.model(0) == TRUE and core.costs.observations(0) == 0


def test_an_overdue_first_token_slows_its_replica_until_it_comes():
    core = RoutingCore(["a", "b"], [1e6, 1e6], 16, RoutingConfig(learn=True))
    first = core.route(list(range(1, 60)), 60 * 16, [True, True], "q0", at=0.0)
    expected = core.expected_s("q0")
    assert expected is not None and expected > 0
    r = first.replica
    core.elapsed(1.5 * expected)  # late, but within overdue x expected
    assert core.costs.slowdown[r] == 1.0
    core.elapsed(10 * expected)
    assert core.costs.slowdown[r] == pytest.approx(10 / core.config.learning.overdue)
    assert core.costs.token_s[r] == pytest.approx(core.costs.fitted[r][0] * core.costs.slowdown[r])
    other = core.choose(list(range(100, 160)), 60 * 16, [True, True])
    assert other.replica != r  # the same prompt, uncached either way, goes to the replica that is not late
    core.first_token("q0", 10 * expected)
    core.elapsed(11 * expected)
    assert core.costs.slowdown[r] == 1.0


def _hetero(n: int, slow: set[int], factor: float) -> Fleet:
    base = reference_fleet(n)
    return Fleet(
        replicas=tuple(
            r.model_copy(update={"prefill_capacity": r.prefill_capacity * (factor if i in slow else 1.0)})
            for i, r in enumerate(base.replicas)
        )
    )


def test_in_the_simulator_a_slower_replica_is_learned_as_slower():
    """Three replicas, r2 at half speed, a prior that is right for r0 and r1: after a minute of traffic each
    replica's learned token cost is within 15 % of its true one, r2's about twice the others'."""
    fleet = _hetero(3, {2}, 0.5)
    trace = generate_workload("published", rate=30, duration_s=60, seed=3)
    router = CacheRouteRouter(planning_fleet(fleet), CacheRouteConfig(), routing=RoutingConfig(learn=True)).for_trace(
        trace.block_tokens
    )
    simulate(trace, fleet, router)
    assert router.core is not None
    costs, truth = router.core.costs, true_delays(fleet)
    for r in range(3):
        assert costs.learned(r)
        assert costs.token_s[r] == pytest.approx(truth[r].token_s, rel=0.15), r
    assert costs.token_s[2] / costs.token_s[0] == pytest.approx(2.0, rel=0.2)


def test_an_operator_may_give_each_replica_its_own_model():
    """ReplicaEndpoint.delay: a replica's own model (the true one, where the operator knows it); with one for every
    replica the router does not learn, and an attempt's deadline trusts it."""
    from cacheroute_solver.adapter import PlanRouting, PlanStore, ReplicaEndpoint
    from cacheroute_solver.router.config import RouterConfig

    slow = PRIOR.scaled(2.0)
    eps = (
        ReplicaEndpoint(id="a", url="http://127.0.0.1:1", delay=slow),
        ReplicaEndpoint(id="b", url="http://127.0.0.1:2", delay=PRIOR),
    )
    config = RouterConfig(replicas=eps)
    assert not config.routing_in_use.learns
    assert RouterConfig(replicas=eps, routing=RoutingConfig(learn=True)).routing_in_use.learns  # as priors
    assert RouterConfig(replicas=(eps[0], eps[1].model_copy(update={"delay": None}))).routing_in_use.learns
    live = PlanRouting(PlanStore(None, replica_ids=["a", "b"]), eps, config=config.routing_in_use, block_tokens=32)
    assert live.core.costs.token_s == [slow.token_s, PRIOR.token_s]
    d = live.decide(list(range(1, 200)), [e.url for e in eps], None, prompt_tokens=199 * 32)
    assert d.replica_id == "b"  # the same uncached prompt, on the faster replica
    costs = live.costs_of(eps[0].url)
    assert costs is not None and costs[0] == slow and costs[1]  # trusted: no uncalibrated floor


def test_a_replica_that_leaves_takes_its_model_with_it_and_one_that_joins_starts_at_the_fleets_scale():
    """Replicas come and go (`RoutingCore.add_replica`, `remove_replica`): a position another replica takes starts
    from the prior again, at the scale of the replicas heard from; a joiner's figures are exported under its id."""
    from cacheroute_solver.adapter import PlanRouting, PlanStore, ReplicaEndpoint

    eps = [ReplicaEndpoint(id=r, url=f"http://127.0.0.1:{i + 1}") for i, r in enumerate("ab")]
    live = PlanRouting(PlanStore(None, replica_ids=["a", "b"]), eps, block_tokens=32)
    costs = live.core.costs
    for i in range(20):  # 'a' answers ten times slower than the prior says
        d = live.decide([9, 8, 100 + i], [eps[0].url], None, prompt_tokens=2048, at=float(i))
        live.first_token(d.ticket, 10 * PRIOR.token_s * 2048)
    assert costs.learned(0) and costs.token_s[0] == pytest.approx(10 * PRIOR.token_s, rel=0.05)
    assert costs.token_s[1] == pytest.approx(costs.token_s[0])  # 'b', not heard from: the fleet's scale
    pending = live.decide([9, 8, 7], [eps[0].url], None, prompt_tokens=2048, at=30.0)
    live.remove_replica("a")
    live.first_token(pending.ticket, 99.0)  # an answer of the replica that left teaches no one
    assert costs.observations(0) == 0 and not costs.learned(0)
    c = live.add_replica(ReplicaEndpoint(id="c", url="http://127.0.0.1:9", delay=PRIOR.scaled(3.0)))
    assert c == 0 and costs.token_s[0] == pytest.approx(3 * PRIOR.token_s)  # its own prior, nothing learned
    at = live.add_replica(ReplicaEndpoint(id="d", url="http://127.0.0.1:10"))
    assert at == 2 and costs.observations(2) == 0 and len(costs.token_s) == 3
    assert live.counters.get("cacheroute_replica_token_seconds", replica="d") == costs.token_s[2]
    choice = live.decide([5, 6, 7], ["http://127.0.0.1:9", "http://127.0.0.1:10"], None, at=40.0)
    assert choice.replica_id in ("c", "d")
