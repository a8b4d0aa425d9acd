"""Cost model: the default preset agrees with the reference figures it was derived from."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from cacheroute_solver.simulator import GPUS, MODELS, PRESETS, CostModel, EngineConfig, cost_model

DATA = Path(__file__).resolve().parents[1] / "data"
REF = json.loads((DATA / "perf" / "llama70b_h100_reference.json").read_text())


def test_default_is_llama70b_fp8_tp4_h100():
    assert EngineConfig().cost == cost_model("llama-3.3-70b-fp8-tp4-h100")
    assert cost_model().gpus_per_replica == 4


def test_kv_capacity_matches_reference_budget():
    c = cost_model()
    expected = REF["hbm_budget_tp4_fp8_computed"]["kv_tokens_per_replica"]["fp8_kv"]
    assert c.kv_tokens == pytest.approx(expected, rel=0.02)
    spec = MODELS["llama-3.3-70b"]
    assert spec.kv_bytes_per_token("fp8") == REF["kv_cache_bytes_per_token"]["fp8_per_replica"]


def test_prefill_rate_within_published_range():
    """TP2 fp8: ~12.3k tok/s (NIM 5000-token TTFT at concurrency 1); TP4 between 1x and 2x that."""
    tp2 = CostModel.from_hardware(MODELS["llama-3.3-70b"], GPUS["h100-sxm"], 2)
    ttft_ms = REF["published_measurements"][1]["values"]["conc1"]["ttft_ms"]
    assert tp2.prefill_time(5000) * 1e3 == pytest.approx(ttft_ms, rel=0.25)
    tp4 = cost_model()
    assert 12_300 < tp4.prefill_tokens_per_s < 2 * 12_300


def test_decode_step_close_to_measured_itl():
    tp2 = CostModel.from_hardware(MODELS["llama-3.3-70b"], GPUS["h100-sxm"], 2)
    itl_ms = REF["published_measurements"][1]["values"]["conc1"]["itl_ms"]
    assert tp2.decode_step_time(1, 5250) * 1e3 == pytest.approx(itl_ms, rel=0.15)


def test_fp8_prefill_faster_than_vidur_bf16_by_at_most_2x():
    """Vidur bf16 TP4 (linear + all-reduce, no attention kernel) bounds the fp8 per-token cost."""
    rows = list(csv.DictReader(open(DATA / "vidur_profiling" / "derived" / "h100_llama70b_per_layer_linear_allreduce_summary.csv")))
    bf16_ms = next(float(r["model_80L_ex_attn_kernel_ms"]) for r in rows if r["tp"] == "4" and r["num_tokens"] == "4096")
    fp8_ms = cost_model().token_s * 4096 * 1e3
    assert bf16_ms / 2 < fp8_ms < bf16_ms


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_presets_build_and_are_monotone(preset):
    c = cost_model(preset)
    assert c.kv_tokens > 100_000
    assert c.step_time(4096, 0, 0, 0) > c.step_time(512, 0, 0, 0) > 0
    assert c.decode_step_time(64, 4000) > c.decode_step_time(8, 4000) >= c.decode_step_time(8, 100)
    assert c.prefill_time(2048, cached=8000) > c.prefill_time(2048)


def test_smaller_models_are_faster_and_other_gpu_by_configuration():
    big, mid, small = (cost_model(p) for p in (
        "llama-3.3-70b-fp8-tp4-h100", "qwen2.5-32b-fp8-tp2-h100", "llama-3.1-8b-fp8-tp1-h100"))
    assert small.prefill_tokens_per_s > mid.prefill_tokens_per_s > big.prefill_tokens_per_s
    h200 = cost_model("llama-3.3-70b-fp8-tp4-h200")
    assert h200.kv_tokens > 1.9 * big.kv_tokens and h200.weights_s < big.weights_s
    with pytest.raises(ValueError, match="fp8"):
        cost_model("llama-3.3-70b-bf16-tp8-a100", weight_dtype="fp8")
    with pytest.raises(ValueError, match="unknown cost-model preset"):
        cost_model("gpt-5")
