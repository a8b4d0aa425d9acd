"""The length-aware latency: time to first token beyond the request's unavoidable prefill."""

from __future__ import annotations

import numpy as np
import pytest

from cacheroute_solver.costmodel import cost_model
from cacheroute_solver.replay import capacity_at_slo, p99_of
from cacheroute_solver.simulator import EngineConfig, LeastLoadedRouter, Trace, reference_fleet, simulate
from cacheroute_solver.simulator.results import idle_prefill_s


def test_idle_prefill_of_one_chunk_is_the_cost_models_prefill_time_and_chunks_add_steps():
    c = cost_model()
    one = idle_prefill_s(c, np.array([2000.0]), np.array([512.0]), 8192)[0]
    assert one == pytest.approx(c.prefill_time(2000, 512))
    # three chunks pay three steps' fixed time and weights floor, the same attention pairs
    three = idle_prefill_s(c, np.array([20000.0]), np.array([0.0]), 8192)[0]
    alone = c.prefill_time(20000)
    assert three > alone and three - alone == pytest.approx(2 * c.fixed_s, rel=0.05)
    assert idle_prefill_s(c, np.array([0.0]), np.array([4096.0]), 8192)[0] > 0.0  # a full hit recomputes a token


def test_a_lone_request_has_no_excess_and_a_queued_one_has_its_wait():
    # a long novel prompt, its repeat (cached), a short one: alone on idle replicas, TTFT is their prefill
    lone = Trace.from_records(
        [(0.0, 20000, 4, list(range(1, 40))), (100.0, 20000, 4, [*range(1, 40), 99]), (200.0, 300, 4, [7000])],
        block_tokens=512,
        name="lone",
    )
    rep = simulate(lone, reference_fleet(2), LeastLoadedRouter(), EngineConfig()).report
    assert rep.ttft.max > 1.0  # the 20k-token prompt's own prefill
    assert rep.ttft_excess is not None and rep.ttft_excess.max < 1e-6
    # ten long prompts at once on one replica: all but the first wait for the others' prefill
    burst = Trace.from_records(
        [(0.0, 16000, 4, [1000 * i + j for j in range(31)]) for i in range(10)], block_tokens=512, name="burst"
    )
    rep = simulate(burst, reference_fleet(1), LeastLoadedRouter(), EngineConfig()).report
    assert rep.ttft_excess is not None
    assert rep.ttft_excess.p99 > 0.5 * (rep.ttft.p99 - rep.ttft.p50) > 0.0
    assert rep.ttft_excess.p99 < rep.ttft.p99


def test_a_miss_the_router_caused_counts_as_excess():
    """The subtraction is of what no router could have had cached, so a repeat sent where its prefix is
    not is the router's time, not the prompt's."""
    recs = [(0.0, 16000, 4, list(range(1, 32))), (50.0, 16000, 4, list(range(1, 32)))]
    trace = Trace.from_records(recs, block_tokens=512, name="repeat")

    class Alternate(LeastLoadedRouter):
        def route(self, request, view):
            return request.index % 2

    rep = simulate(trace, reference_fleet(2), Alternate(), EngineConfig()).report
    assert rep.hit_rate == 0.0 and rep.ttft_excess is not None and rep.ttft_excess.max > 0.5


def test_capacity_on_the_excess_metric_and_a_named_error_without_the_bound():
    trace = Trace.from_records(
        [(0.05 * i, 4000 + 3000 * (i % 7), 8, [i]) for i in range(400)], block_tokens=512, name="mixed"
    )
    fleet = reference_fleet(2)
    cap = capacity_at_slo(trace, fleet, LeastLoadedRouter, slo_s=1.0, metric="excess", max_runs=8)
    assert cap.metric == "excess" and cap.capacity_rps > 0
    assert cap.at_capacity is not None and cap.at_capacity.ttft_excess is not None
    assert cap.at_capacity.ttft_excess.p99 <= 1.0
    rep = simulate(trace, fleet, LeastLoadedRouter(), EngineConfig(compute_bound=False)).report
    with pytest.raises(ValueError, match="compute_bound"):
        p99_of(rep, "excess")


def test_the_comparison_table_stars_a_threshold_capacity_and_gives_its_note():
    from cacheroute_solver.replay import CapacityPoint, Comparison, RouterResult, comparison_table
    from cacheroute_solver.replay.capacity import _capacity_result

    trace = Trace.from_records([(0.1 * i, 2000, 8, [i]) for i in range(40)], block_tokens=512, name="t")
    rep = simulate(trace, reference_fleet(2), LeastLoadedRouter(), EngineConfig()).report

    def pt(rate: float, p99: float) -> CapacityPoint:
        return CapacityPoint(rate=rate, p99_s=p99, hit_rate=0.3, busy_skew=1.0, within_slo=p99 <= 10.0)

    floor = _capacity_result("slow", 10.0, "ttft", [pt(2.0, 9.6), pt(4.0, 12.0), pt(2.8, 9.9)], {})
    clean = _capacity_result("fast", 10.0, "ttft", [pt(4.0, 2.0), pt(8.0, 30.0), pt(5.6, 5.0)], {})
    comp = Comparison(
        trace="t",
        requests=40,
        offered_rate=10.0,
        replicas=2,
        bound_hit_rate=None,
        slo_s=10.0,
        metric="ttft",
        results=(
            RouterResult(router="fast", report=rep, capacity=clean),
            RouterResult(router="slow", report=rep, capacity=floor),
        ),
    )
    table = comparison_table(comp)
    assert "| 2.8* |" in table and "| 5.6 |" in table
    assert "threshold effect: slow: the lowest p99" in table and "fast:" not in table.split("threshold effect")[1]
