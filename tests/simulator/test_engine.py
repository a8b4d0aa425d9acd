"""The simulated fleet against closed forms and invariants that must hold for any router."""

from __future__ import annotations

import math

import numpy as np
import pytest

from cacheroute_solver.models import Fleet, Replica
from cacheroute_solver.simulator import (
    CostModel,
    EngineConfig,
    FleetView,
    LeastLoadedRouter,
    Request,
    RoundRobinRouter,
    Router,
    Trace,
    generate_workload,
    reference_fleet,
    simulate,
    unique_prefix_trace,
)


def _const_cost(step_s: float) -> CostModel:
    """Every engine step takes ``step_s`` whatever it holds (deterministic service)."""
    return CostModel(
        name="const",
        fixed_s=step_s,
        weights_s=0.0,
        token_s=1e-15,
        ctx_token_s=0.0,
        attn_pair_s=0.0,
        kv_tokens=10**7,
    )


def _fleet(n: int, kv_tokens: int = 10**7, healthy: tuple[bool, ...] | None = None) -> Fleet:
    healthy = healthy or (True,) * n
    return Fleet(
        replicas=tuple(
            Replica(id=f"r{i}", prefill_capacity=1.0, kv_capacity=kv_tokens, healthy=healthy[i]) for i in range(n)
        )
    )


class CountingRouter(LeastLoadedRouter):
    """Least loaded, counting completions and checking the view it is shown."""

    def start(self, view: FleetView) -> None:
        self.done: dict[int, int] = {}
        self.max_usage = 0.0

    def route(self, request: Request, view: FleetView) -> int:
        self.max_usage = max(self.max_usage, float(view.kv_usage.max()))
        assert np.all(view.kv_used_blocks <= view.kv_total_blocks)
        assert not view.waiting.flags.writeable and not view.kv_used_blocks.flags.writeable
        return super().route(request, view)

    def on_complete(self, request: Request, replica: int, view: FleetView) -> None:
        self.done[request.index] = self.done.get(request.index, 0) + 1


SMALL = generate_workload("published", rate=40.0, duration_s=60.0, seed=3)


@pytest.mark.parametrize("kv_blocks", [None, 3000])
def test_every_request_completes_exactly_once(kv_blocks):
    router = CountingRouter()
    cfg = EngineConfig(kv_blocks_per_replica=kv_blocks)
    res = simulate(SMALL, reference_fleet(4), router, cfg)
    n = len(SMALL)
    assert res.report.completed == n and res.report.rejected == 0
    assert sorted(router.done) == list(range(n)) and set(router.done.values()) == {1}
    assert np.all(res.arrival <= res.admitted)
    assert np.all(res.admitted < res.first_token)
    assert np.all(res.first_token <= res.finished)
    assert router.max_usage <= 1.0
    if kv_blocks:
        assert router.max_usage > 0.5  # the small cache was actually under pressure
        assert sum(p.evictions for p in res.report.per_replica) > 0


@pytest.mark.parametrize("rho", [0.3, 0.6])
def test_single_server_queue_matches_md1(rho):
    """One replica, one sequence at a time, one step per request: an M/D/1 queue."""
    D = 0.1
    lam = rho / D
    trace = unique_prefix_trace(30000, rate=lam, prompt_tokens=256, output_tokens=1, seed=11)
    cfg = EngineConfig(cost=_const_cost(D), max_num_seqs=1, scale_by_prefill_capacity=False)
    res = simulate(trace, _fleet(1), RoundRobinRouter(), cfg)
    wait = res.queue_delay
    expected = lam * D * D / (2 * (1 - rho))  # Pollaczek-Khinchine
    assert wait.mean() == pytest.approx(expected, rel=0.05)
    assert np.allclose(res.e2e - wait, D)
    # the probability of not waiting is 1 - rho in any M/G/1 queue
    assert np.mean(wait == 0) == pytest.approx(1 - rho, abs=0.02)


def test_decode_and_chunked_prefill_step_counts():
    """TTFT = prefill steps (chunked by the token budget); then one step per further token."""
    D = 0.01
    trace = unique_prefix_trace(1, prompt_tokens=5000, output_tokens=7)
    cfg = EngineConfig(cost=_const_cost(D), max_num_batched_tokens=2048, scale_by_prefill_capacity=False)
    res = simulate(trace, _fleet(1), RoundRobinRouter(), cfg)
    assert res.ttft[0] == pytest.approx(3 * D)  # 2048 + 2048 + 904
    assert res.e2e[0] == pytest.approx((3 + 6) * D)


def _repeat_trace(prompt: int, gap: float = 10.0, n: int = 2, block_tokens: int = 64) -> Trace:
    units = math.ceil(prompt / block_tokens)
    return Trace(
        np.arange(n) * gap,
        [prompt] * n,
        [4] * n,
        np.arange(n + 1) * units,
        np.tile(np.arange(units), n),
        block_tokens=block_tokens,
    )


@pytest.mark.parametrize(
    "prompt, expected_hit",
    [(1024, 1024 - 16), (1000, 960), (64, 48), (40, 0)],
)
def test_hit_counted_like_vllm(prompt, expected_hit):
    """A repeated prompt hits its full cached blocks, but at most prompt - 1 rounded to blocks."""
    res = simulate(_repeat_trace(prompt), _fleet(1), RoundRobinRouter(), EngineConfig())
    assert res.hit_tokens.tolist() == [0, expected_hit]
    assert res.report.prefix_cache_queries == 2 * prompt
    assert res.report.hit_rate == pytest.approx(expected_hit / (2 * prompt))


def test_the_steady_hit_rate_counts_the_second_half_of_the_arrivals():
    """Caches warm: the requests arriving in the second half of the span, from the per-request counts."""
    from cacheroute_solver.simulator import generate_workload

    trace = generate_workload("chat", rate=20, duration_s=30, seed=3)
    res = simulate(trace, reference_fleet(2), RoundRobinRouter())
    a = res.arrival
    late = np.isfinite(res.admitted) & (a >= a[0] + 0.5 * (a[-1] - a[0]))
    assert res.report.steady_hit_rate == pytest.approx(res.hit_tokens[late].sum() / res.prompt_tokens[late].sum())
    assert res.report.steady_hit_rate is not None
    assert res.report.steady_hit_rate > res.report.hit_rate  # the first half fills the caches


def test_no_repeated_prefix_gives_zero_hits():
    trace = unique_prefix_trace(2000, rate=20.0, prompt_tokens=2000)
    res = simulate(trace, reference_fleet(3), LeastLoadedRouter())
    assert res.report.hit_rate == 0.0 and res.report.bound_hit_rate == 0.0
    assert res.hit_tokens.sum() == 0


@pytest.mark.parametrize("router", [RoundRobinRouter, LeastLoadedRouter])
@pytest.mark.parametrize("kv_blocks", [None, 2000])
def test_served_hits_never_exceed_infinite_cache_bound(router, kv_blocks):
    for fam in ("published", "chat"):
        trace = generate_workload(fam, rate=20.0, duration_s=60.0, seed=5)
        res = simulate(trace, reference_fleet(3), router(), EngineConfig(kv_blocks_per_replica=kv_blocks))
        bound = trace.infinite_cache_hit_tokens()
        assert np.all(res.hit_tokens <= bound)
        assert res.report.bound_hit_rate is not None
        assert res.report.hit_rate <= res.report.bound_hit_rate
        assert res.report.hit_rate > 0.05


def test_one_replica_with_unlimited_cache_reaches_the_bound():
    """A single replica with a cache that never evicts serves exactly the infinite-cache bound."""
    trace = generate_workload("published", rate=2.0, duration_s=120.0, seed=8)
    res = simulate(trace, reference_fleet(1), RoundRobinRouter())
    assert res.report.hit_rate == pytest.approx(res.report.bound_hit_rate)


def test_same_seed_same_result():
    a = simulate(generate_workload("chat", rate=10.0, duration_s=30.0, seed=2), reference_fleet(3), LeastLoadedRouter())
    b = simulate(generate_workload("chat", rate=10.0, duration_s=30.0, seed=2), reference_fleet(3), LeastLoadedRouter())
    assert a.report == b.report
    for field in ("replica", "admitted", "first_token", "finished", "hit_tokens"):
        assert np.array_equal(getattr(a, field), getattr(b, field))
    c = simulate(generate_workload("chat", rate=10.0, duration_s=30.0, seed=3), reference_fleet(3), LeastLoadedRouter())
    assert c.report != a.report


def test_small_cache_waits_instead_of_overcommitting():
    """With room for one request at a time, requests queue for KV and still all finish."""
    trace = unique_prefix_trace(50, rate=100.0, prompt_tokens=1024, output_tokens=20)
    cfg = EngineConfig(kv_blocks_per_replica=70)  # KV for 1024 + 20 - 1 tokens: 66 blocks, one fits
    res = simulate(trace, _fleet(1), CountingRouter(), cfg)
    assert res.report.completed == 50
    order = np.argsort(res.admitted)
    # FCFS and never two at once: each admission comes at or after the previous finish
    assert np.all(np.diff(order) > 0)
    assert np.all(res.admitted[1:] >= res.finished[:-1])


def test_too_large_requests_are_rejected_and_counted():
    trace = unique_prefix_trace(5, prompt_tokens=4096)
    res = simulate(trace, _fleet(1), RoundRobinRouter(), EngineConfig(kv_blocks_per_replica=100))
    assert res.report.rejected == 5 and res.report.completed == 0


def test_router_must_pick_a_healthy_replica():
    class Bad(Router):
        def route(self, request, view):
            return 1

    trace = unique_prefix_trace(3)
    with pytest.raises(ValueError, match="unhealthy"):
        simulate(trace, _fleet(2, healthy=(True, False)), Bad())
    res = simulate(trace, _fleet(3, healthy=(True, False, True)), RoundRobinRouter())
    assert set(res.replica.tolist()) == {0, 2}


def test_round_robin_spreads_evenly_and_least_loaded_balances():
    trace = unique_prefix_trace(300, rate=50.0, prompt_tokens=512, output_tokens=50)
    rr = simulate(trace, _fleet(3), RoundRobinRouter())
    assert np.bincount(rr.replica).tolist() == [100, 100, 100]
    assert rr.report.request_skew == pytest.approx(1.0)
    ll = simulate(trace, _fleet(3), LeastLoadedRouter())
    assert ll.report.request_skew < 1.1


def test_faster_replica_gets_shorter_steps():
    """Heterogeneous fleet: step time scales with prefill_capacity / the cost model's rate."""
    trace = unique_prefix_trace(2, rate=1000.0, prompt_tokens=2048, output_tokens=1)
    cfg = EngineConfig()
    nominal = cfg.cost.prefill_tokens_per_s
    fleet = Fleet(
        replicas=(
            Replica(id="slow", prefill_capacity=nominal, kv_capacity=10**6),
            Replica(id="fast", prefill_capacity=2 * nominal, kv_capacity=10**6),
        )
    )
    res = simulate(trace, fleet, RoundRobinRouter(), cfg)
    assert res.e2e[0] == pytest.approx(2 * res.e2e[1])
    assert res.e2e[0] == pytest.approx(cfg.cost.prefill_time(2048))


def test_queue_samples_and_busy_fraction():
    trace = generate_workload("low_reuse", rate=30.0, duration_s=60.0, seed=1)
    res = simulate(trace, reference_fleet(2), RoundRobinRouter())
    assert res.waiting.shape == (len(res.sample_time), 2)
    assert res.sample_time[0] == trace.arrival[0]
    assert np.all(np.diff(res.sample_time) == pytest.approx(1.0))
    assert res.waiting.max() > 0  # overloaded: queues build up
    for p in res.report.per_replica:
        assert 0.5 < p.busy_fraction <= 1.0 + 1e-9
    assert res.report.busy_skew >= 1.0


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=30, deadline=None)
@given(
    fam=st.sampled_from(["published", "chat", "low_reuse"]),
    seed=st.integers(0, 1000),
    replicas=st.integers(1, 4),
    kv_blocks=st.sampled_from([None, 1200, 4000]),
    max_seqs=st.sampled_from([1, 4, 64]),
    budget=st.sampled_from([512, 2048, 8192]),
    least_loaded=st.booleans(),
)
def test_invariants_hold_for_random_settings(fam, seed, replicas, kv_blocks, max_seqs, budget, least_loaded):
    trace = generate_workload(fam, rate=8.0, duration_s=15.0, seed=seed)
    cfg = EngineConfig(kv_blocks_per_replica=kv_blocks, max_num_seqs=max_seqs, max_num_batched_tokens=budget)
    router = CountingRouter() if least_loaded else RoundRobinRouter()
    res = simulate(trace, reference_fleet(replicas), router, cfg)
    ok = np.isfinite(res.admitted)
    assert res.report.completed + res.report.rejected == len(trace)
    assert np.array_equal(ok, np.isfinite(res.finished))
    assert np.all(res.arrival[ok] <= res.admitted[ok])
    assert np.all(res.admitted[ok] < res.first_token[ok])
    assert np.all(res.first_token[ok] <= res.finished[ok])
    assert np.all(res.hit_tokens <= trace.infinite_cache_hit_tokens())
    assert np.all(res.hit_tokens <= np.maximum(trace.prompt_tokens - 1, 0))
    # FCFS per replica: admission order follows arrival order, and a request is admitted only
    # once every earlier prompt is fully scheduled (so it can only hit computed blocks)
    for r in range(replicas):
        mine = (res.replica == r) & ok
        assert np.all(np.diff(res.admitted[mine]) >= 0)
        assert np.all(np.diff(res.first_token[mine]) >= 0)
    if least_loaded:
        assert isinstance(router, CountingRouter)
        assert set(router.done.values()) <= {1} and len(router.done) == res.report.completed


def test_router_sees_the_request_and_report_round_trips_json():
    from cacheroute_solver.simulator import SimReport

    seen: list[Request] = []

    class Spy(RoundRobinRouter):
        def route(self, request, view):
            seen.append(request)
            assert view.now == request.arrival
            return super().route(request, view)

    trace = generate_workload("published", rate=5.0, duration_s=20.0, seed=1)
    res = simulate(trace, reference_fleet(2), Spy())
    assert [r.index for r in seen] == list(range(len(trace)))
    assert trace.keys is not None
    for r in seen[:10]:
        assert r.key == trace.keys[r.index]
        assert np.array_equal(r.block_hashes, trace.block_hashes(r.index))
        assert (r.prompt_tokens, r.output_tokens) == (trace.prompt_tokens[r.index], trace.output_tokens[r.index])
        assert not r.block_hashes.flags.writeable
    rep = res.report
    assert SimReport.model_validate_json(rep.model_dump_json()) == rep


def test_load_sweep_raises_latency_with_offered_load():
    from cacheroute_solver.simulator import sweep_load

    trace = generate_workload("low_reuse", rate=10.0, duration_s=120.0, seed=4)
    reports = sweep_load(trace, [2.0, 10.0, 40.0], reference_fleet(3), RoundRobinRouter)
    assert [r.offered_rate for r in reports] == pytest.approx([2.0, 10.0, 40.0])
    ttft = [r.ttft.mean for r in reports]
    assert ttft[0] < ttft[1] < ttft[2]
    assert reports[2].busy_fraction_mean > reports[0].busy_fraction_mean


def test_queue_samples_count_requests_in_the_system():
    """waiting + running at each sample = requests arrived before it and not yet finished."""
    trace = generate_workload("published", rate=20.0, duration_s=120.0, seed=7)
    res = simulate(trace, reference_fleet(2), LeastLoadedRouter(), EngineConfig(queue_sample_s=0.1))
    in_system = (res.waiting + res.running).sum(axis=1)
    s = res.sample_time
    expected = np.searchsorted(res.arrival, s, "left") - np.searchsorted(np.sort(res.finished), s, "left")
    assert np.array_equal(in_system, expected)
    assert in_system.max() > 5


def test_lone_request_time_follows_the_cost_model():
    """Prefill in one step, then one decode step per token reading a context that grows by one."""
    P, n_out = 3000, 40
    trace = unique_prefix_trace(1, prompt_tokens=P, output_tokens=n_out)
    cfg = EngineConfig(scale_by_prefill_capacity=False)
    c = cfg.cost
    res = simulate(trace, _fleet(1), RoundRobinRouter(), cfg)
    ttft = c.prefill_time(P)
    decode = sum(c.step_time(0, 1, P + j, 0) for j in range(1, n_out))
    assert res.ttft[0] == pytest.approx(ttft, rel=1e-9)
    assert res.e2e[0] == pytest.approx(ttft + decode, rel=1e-9)


def test_cached_prefix_is_not_recomputed():
    P = 4096
    cfg = EngineConfig(scale_by_prefill_capacity=False)
    c = cfg.cost
    res = simulate(_repeat_trace(P), _fleet(1), RoundRobinRouter(), cfg)
    h = P - 16
    assert res.hit_tokens.tolist() == [0, h]
    assert res.ttft[0] == pytest.approx(c.prefill_time(P))
    assert res.ttft[1] == pytest.approx(c.prefill_time(P - h, cached=h))
    assert res.ttft[1] < res.ttft[0] / 5
