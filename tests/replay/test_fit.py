"""`cacheroute fit` and the gate from a recording alone (issue 53, item 2): the simulated fleet a recording was
served by, fitted from it and from the router's replicas.json, recovers the speeds of a fleet it was made on."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from cacheroute_solver.baselines import LeastLoaded
from cacheroute_solver.cli import main
from cacheroute_solver.models import Fleet
from cacheroute_solver.replay import true_delays
from cacheroute_solver.replay.fit import FleetFit, fit_fleet
from cacheroute_solver.routing.learned import FIGURES_FILE, FleetFigures, ReplicaFigures
from cacheroute_solver.simulator import generate_workload, reference_fleet
from tests.helpers.recordings import simulated_recording

SPEEDS = (1.0, 1.0, 0.5, 0.25)


def _fleet() -> Fleet:
    base = reference_fleet(len(SPEEDS))
    return Fleet(
        replicas=tuple(
            r.model_copy(update={"prefill_capacity": r.prefill_capacity * s})
            for r, s in zip(base.replicas, SPEEDS, strict=True)
        )
    )


@pytest.fixture(scope="module")
def recording(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A minute of long, mostly cached prompts on four replicas at 1, 1, 0.5 and 0.25 of the H100's speed, routed
    least loaded (every replica answers), recorded with the engines' usage."""
    trace = generate_workload("prompt_heavy", rate=10, duration_s=60, seed=3)
    return simulated_recording(trace, _fleet(), LeastLoaded(), tmp_path_factory.mktemp("rec") / "traffic-1-00001.jsonl")


def test_a_fit_from_a_recording_recovers_each_replicas_speed(recording: Path):
    """Each replica's token cost within 10 % of the simulator's truth, and its speed against the median replica
    within 10 % of the true ratio; what the recording cannot tell is named as a default."""
    fit = fit_fleet(recording)
    truth = true_delays(_fleet())
    assert [r.id for r in fit.replicas] == ["r0", "r1", "r2", "r3"]
    for r, t, speed in zip(fit.replicas, truth, SPEEDS, strict=True):
        assert r.cost_from == "recording" and r.answers > 30
        assert r.token_s == pytest.approx(t.token_s, rel=0.1), r.id
        assert r.speed == pytest.approx(speed / 0.5, rel=0.1), r.id  # the median replica is r2, at 0.5
    assert [r.prefill_capacity for r in fit.fleet.replicas] == pytest.approx(
        [fit.engine.cost.prefill_tokens_per_s * r.speed for r in fit.replicas]
    )
    assert fit.engine.cost.token_s == pytest.approx(fit.replicas[2].token_s)
    assert any("max_num_seqs" in d for d in fit.defaults) and any(d.startswith("KV") for d in fit.defaults)


def test_the_routers_figures_beside_the_recording_give_the_kv_and_its_learned_models(tmp_path: Path, recording: Path):
    copy = tmp_path / recording.name
    copy.write_bytes(recording.read_bytes())
    learned = ReplicaFigures(
        id="r3",
        token_s=3e-4,
        attn_pair_s=1e-8,
        decode_step_s=0.2,
        token_interval_s=0.05,
        base_s=0.01,
        observations=500,
        learned=True,
        kv_tokens=2_000_000,
        block_size=32,
    )
    configured = learned.model_copy(
        update={"id": "r0", "learned": False, "kv_tokens": None, "configured_kv_tokens": 9e5, "busiest": 6}
    )
    (tmp_path / FIGURES_FILE).write_text(FleetFigures(written_at=0.0, replicas=(learned, configured)).model_dump_json())
    fit = fit_fleet(copy, max_num_seqs=8)
    r0, r3 = fit.replicas[0], fit.replicas[3]
    assert (r3.cost_from, r3.token_s, r3.kv_from, r3.kv_tokens) == ("router", 3e-4, "engine", 2_000_000)
    assert (r0.cost_from, r0.kv_from, r0.kv_tokens) == ("recording", "configured", 9e5)  # not learned: its answers
    assert (fit.engine.block_size, fit.engine.max_num_seqs) == (32, 8)
    assert not any("max_num_seqs" in d or "block size" in d for d in fit.defaults)
    seen = fit_fleet(copy)  # no --max-num-seqs: the most an engine was seen running while others waited
    assert seen.engine.max_num_seqs == 6 and any(d.startswith("max_num_seqs: 6, the most") for d in seen.defaults)


def test_without_the_engines_usage_the_fit_says_what_it_assumed(tmp_path: Path):
    trace = generate_workload("published", rate=5, duration_s=20, seed=1)
    path = simulated_recording(trace, _fleet(), LeastLoaded(), tmp_path / "t.jsonl", usage=False)
    assert any("cached tokens" in d for d in fit_fleet(path).defaults)
    (tmp_path / "none.jsonl").write_text('{"timestamp": 0, "input_length": 5, "output_length": 1, "hash_ids": []}\n')
    with pytest.raises(ValueError, match="no record names a replica"):
        fit_fleet(tmp_path / "none.jsonl")


def test_cacheroute_fit_writes_the_fit_and_the_gate_runs_from_the_recording_alone(tmp_path: Path, recording: Path):
    out, err = io.StringIO(), io.StringIO()
    assert main(["fit", str(recording), "--out", str(tmp_path / "fit.json")], out, err) == 0, err.getvalue()
    assert "r3:" in out.getvalue() and "speed 0.5" in out.getvalue()
    saved = FleetFit.model_validate_json((tmp_path / "fit.json").read_text())
    assert [r.id for r in saved.fleet.replicas] == ["r0", "r1", "r2", "r3"]
    # the gate with nothing but the recording: it fits the fleet itself and replays on it
    args = ["gate", str(recording), "--capacity-runs", "1", "--no-progress", "--workers", "1"]
    out = io.StringIO()
    code = main([*args, "--baseline", "least_loaded", "--json", str(tmp_path / "report.json")], out, err)
    assert code in (0, 1), err.getvalue()
    assert "fleet fitted from the recording" in out.getvalue()
    report = json.loads((tmp_path / "report.json").read_text())
    assert [r["id"] for r in report["fleet"]["replicas"]] == ["r0", "r1", "r2", "r3"]
    assert report["replay_error"] is not None and abs(report["replay_error"]) < 0.05  # the fit reproduces the traffic
    # or from a fit kept (--fit), not with another description of the fleet
    out = io.StringIO()
    code = main([*args, "--baseline", "least_loaded", "--fit", str(tmp_path / "fit.json")], out, err)
    assert code in (0, 1)
    assert main([*args, "--fit", str(tmp_path / "fit.json"), "--replicas", "3", "--fleet", "x.json"], out, err) == 2
