"""The paced engines' model (`e2e.pacing`), without vLLM: a step's batch, its modelled time, the harness's options
for paced engines, the gap estimate and the step log's summary; and the prediction given the pacing."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from cacheroute_solver.costmodel import cost_model
from e2e.pacing import DEFAULT_SCALE, ENV, Batch, Pacing, StepGaps, batch_of, behind, parse_speeds, step_summary


def test_a_batch_splits_prefill_chunks_from_decodes():
    # a 100-token prompt after 30 cached tokens, a second chunk of 50 after 200 computed, two decodes
    batch = batch_of([100, 50, 1, 1], [130, 250, 400, 21])
    assert batch == Batch(prefill_tokens=150, decode_seqs=2, decode_context=421, prefill_pairs=100 * 80 + 50 * 225)
    assert batch_of([], []) == Batch(0, 0, 0, 0.0)
    with pytest.raises(ValueError, match="differ in length"):
        batch_of([1], [])
    with pytest.raises(ValueError, match="new tokens"):
        batch_of([5], [4])


def test_a_step_takes_the_presets_time_scaled_and_at_its_speed():
    base = cost_model("llama-3.3-70b-fp8-tp4-h100")
    batch = batch_of([1000, 1], [1000, 1500])
    full = Pacing(scale=5.0)
    assert full.step_s(batch) == pytest.approx(5.0 * base.step_time(1000, 1, 1500, 1000 * 500))
    assert Pacing(scale=5.0, speed=0.5).step_s(batch) == pytest.approx(2 * full.step_s(batch))
    # the same step as the simulator's engine charges it: the scaled cost model's own formula
    assert full.cost().prefill_time(1000) == pytest.approx(full.step_s(batch_of([1000], [1000])))
    assert full.cost().decode_step_time(1, 1500) == pytest.approx(full.step_s(batch_of([1], [1500])))
    assert full.prompt_tokens_per_s() == pytest.approx(1000 / full.cost().prefill_time(1000))
    assert Pacing().prompt_tokens_per_s() == pytest.approx(1876, abs=1)  # what DEFAULT_SCALE's note says


def test_a_pacing_travels_in_the_environment_and_names_bad_fields():
    pacing = Pacing(preset="llama-3.1-8b-fp8-tp1-h100", scale=2.0, speed=0.5, log="/tmp/x.jsonl")
    (name, text), *_ = pacing.env().items()
    assert name == ENV and Pacing.from_env(text) == pacing
    with pytest.raises(ValueError, match=ENV):
        Pacing.from_env("not json")
    with pytest.raises(ValueError, match="preset"):
        Pacing(preset="gpt-9")
    with pytest.raises(ValueError, match="speed"):
        Pacing(speed=0)


def test_engine_speeds_one_per_engine_or_one_for_all():
    assert parse_speeds("1,1,0.5", 3) == [1.0, 1.0, 0.5]
    assert parse_speeds("0.5", 3) == [0.5, 0.5, 0.5]
    for text, why in (("1,2", "2 speeds for 3 engines"), ("1,x,1", "not a comma-separated"), ("1,0,1", "positive")):
        with pytest.raises(ValueError, match=why):
            parse_speeds(text, 3)


def test_the_gap_between_steps_is_the_median_of_busy_gaps():
    gaps = StepGaps(window=3, busy_gap_s=0.1)
    assert gaps.started(10.0) == 0.0  # nothing before
    gaps.ended(10.2)
    assert gaps.started(10.21) == pytest.approx(0.01)
    gaps.ended(10.5)
    assert gaps.started(12.0) == pytest.approx(0.01)  # idle 1.5 s: not a gap between busy steps
    gaps.ended(12.3)
    for at in (12.33, 12.65, 12.96):
        gaps.started(at)
        gaps.ended(at + 0.3)
    assert list(gaps.gaps) == pytest.approx([0.03, 0.02, 0.01])  # the last 3


def test_the_step_log_says_which_steps_outran_their_model():
    steps = [
        {"t": 1.0, "model_s": 0.2, "compute_s": 0.05, "gap_s": 0.01},
        {"t": 2.0, "model_s": 0.1, "compute_s": 0.12, "gap_s": 0.01},  # late by 0.03
        {"t": 3.0, "model_s": 0.1, "compute_s": 0.08, "gap_s": 0.03},  # late by 0.01
        {"t": 9.0, "model_s": 0.1, "compute_s": 0.5},  # outside the window
    ]
    lines = [json.dumps(x) for x in steps] + [""]
    s = step_summary(lines, 1.0, 5.0)
    assert s["steps"] == 3 and s["late"] == 2 and s["late_s"] == pytest.approx(0.04)
    assert s["model_s"] == pytest.approx(0.4) and s["compute_s"] == pytest.approx(0.25) and s["gap_s"] == 0.05
    assert behind([s], share=0.2) is None  # 0.04 s late of 0.4 s: 10 %
    why = behind([s, s], share=0.05)
    assert why is not None and "4 steps outran it by 0.1 s in all, 10.0% of 1 s" in why
    assert behind([]) is None


def _args(**kw):
    base = {
        "engine_mode": "paced",
        "engine_speeds": "1",
        "engines": 3,
        "fake_engines": False,
        "pacing_preset": "llama-3.3-70b-fp8-tp4-h100",
        "pacing_scale": 5.0,
    }
    return SimpleNamespace(**(base | kw))


def test_the_harness_paces_each_engine_at_its_speed(tmp_path):
    from e2e.run_e2e import pacings_of

    pacings = pacings_of(_args(engine_speeds="1,1,0.5"), tmp_path)
    assert [x.speed for x in pacings] == [1.0, 1.0, 0.5] and {x.scale for x in pacings} == {5.0}
    assert pacings[2].log == str(tmp_path / "engine2-steps.jsonl")
    assert pacings_of(_args(engine_mode="plain"), tmp_path) == []
    assert pacings_of(_args(fake_engines=True), tmp_path) == []
    with pytest.raises(ValueError, match="only paced engines"):
        pacings_of(_args(engine_mode="plain", engine_speeds="1,1,0.5"), tmp_path)
    with pytest.raises(ValueError, match="--engine-speeds"):
        pacings_of(_args(engine_speeds="1,1"), tmp_path)
    with pytest.raises(ValueError, match="--pacing-scale"):
        pacings_of(_args(pacing_scale=0.0), tmp_path)


def test_the_harness_defaults_to_paced_engines_and_refuses_bad_options():
    import argparse

    from e2e.run_e2e import add_fleet_args

    p = argparse.ArgumentParser()
    add_fleet_args(p)
    a = p.parse_args([])
    assert a.engine_mode == "paced" and a.engine_speeds == "1" and a.pacing_scale == DEFAULT_SCALE == Pacing().scale
    with pytest.raises(SystemExit):
        p.parse_args(["--engine-mode", "fast"])
    with pytest.raises(SystemExit):
        p.parse_args(["--pacing-preset", "gpt-9"])


def test_the_prediction_runs_each_replica_at_its_speed():
    from e2e.predict import sim_fleet

    setup = {"blocks": 64, "block_size": 32, "engines": 3, "prefill_capacity": 5000.0, "max_num_seqs": 8}
    setup["max_num_batched_tokens"] = 8192
    cost = Pacing(scale=5.0).cost()
    fleet, cfg = sim_fleet(setup, cost, speeds=[1.0, 1.0, 0.5])
    assert cfg.scale_by_prefill_capacity and cfg.cost.token_s == cost.token_s and cfg.cost.kv_tokens == 64 * 32
    nominal = cost.prefill_tokens_per_s
    assert [r.prefill_capacity for r in fleet.replicas] == pytest.approx([nominal, nominal, nominal / 2])
    even, cfg = sim_fleet(setup, cost)
    assert not cfg.scale_by_prefill_capacity and {r.prefill_capacity for r in even.replicas} == {5000.0}
    _, fitted = sim_fleet(setup, (0.01, 1e-4))
    assert fitted.cost.fixed_s == 0.01 and fitted.cost.attn_pair_s == 0.0
    with pytest.raises(ValueError, match="speeds"):
        sim_fleet(setup, cost, speeds=[1.0])


def test_a_half_speed_replica_lengthens_the_predicted_tail():
    from e2e import routers
    from e2e.predict import predict
    from e2e.schedule import build_schedule
    from tests.helpers.trace_records import rec

    sched = build_schedule(
        [rec(i * 150, [i % 4, 100 + i]) for i in range(60)], tokens_per_block=32, max_prompt=96, max_out=2
    )
    setup = {"blocks": 64, "block_size": 32, "engines": 3, "prefill_capacity": 5000.0, "max_num_seqs": 8}
    setup["max_num_batched_tokens"] = 8192
    specs = routers.parse_routers("round_robin")
    cost = Pacing(scale=50.0).cost()
    even, notes = predict(sched, setup, specs, {}, [], cost, path_s=0.02)
    slow, _ = predict(sched, setup, specs, {}, [], cost, speeds=[1.0, 1.0, 0.5], path_s=0.02)
    assert notes == []
    floor = cost.fixed_s + cost.weights_s + 0.02  # no step is shorter (reading the weights), and the path
    assert even["round_robin"]["ttft_p50"] >= floor - 1e-9
    assert slow["round_robin"]["ttft_p99"] > 1.5 * even["round_robin"]["ttft_p99"]


def test_the_predicted_round_robin_sends_each_request_where_the_reference_router_does():
    """On engines of different speeds which requests the slow one gets decides the tail: the prediction's round
    robin must follow the reference router's own order (its turn advances before it picks)."""
    import numpy as np

    from cacheroute_solver.adapter import ReplicaEndpoint
    from cacheroute_solver.adapter.plan_routing import PlanRouting
    from cacheroute_solver.adapter.store import PlanStore
    from e2e.predict import make_reference_round_robin

    reps = [ReplicaEndpoint(id=f"e{i}", url=f"http://127.0.0.1:{9000 + i}", kv_capacity=4096) for i in range(3)]
    live = PlanRouting(PlanStore(replica_ids=[r.id for r in reps]), reps, block_tokens=32)
    urls = [r.url for r in reps]
    router_order = [urls.index(live.blind(urls, lambda u: 0.0, "round_robin")) for _ in range(7)]
    sim = make_reference_round_robin()
    view = SimpleNamespace(healthy_index=np.arange(3))
    sim.start(view)  # type: ignore[arg-type]  # the round robin reads only healthy_index
    assert [sim.route(None, view) for _ in range(7)] == router_order  # type: ignore[arg-type]


def test_request_by_request_sets_each_answer_beside_the_simulators():
    import numpy as np

    from e2e.request_ttft import compare

    result = SimpleNamespace(ttft=np.array([0.1, 0.2, 3.0, 0.4]), replica=np.array([0, 1, 2, 0]))
    answers: list[list[float | None]] = [[0, 0.12, 0], [1, 0.22, 5], [2, 3.1, 0], [3, None, 0]]  # the last: no chunk
    lines = compare(result, 0.01, answers, slowest=1)
    assert "(3 answers)" in lines[0]
    assert lines[1] == "  request 2: measured 3.100, simulated 3.010 on replica 2"
    assert "replica 0 (1 requests): median measured 0.120, simulated 0.110" in lines[2]
