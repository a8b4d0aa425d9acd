"""Numbers of docs/cost-model.md, "Decode at long contexts": published decode measurements at long
contexts against the cost model's `ctx_token_s` (decode attention per context token).

    PYTHONPATH=. python -m benchmarks.check_decode_long_context

The measured values are copied from the sources named in the docs; everything else is computed here.
"""

from __future__ import annotations

from cacheroute_solver.simulator import GPUS, MODELS, CostModel, cost_model

H100_BW = GPUS["h100-sxm"].hbm_tb_s * 1e12
H200_BW = GPUS["h200-sxm"].hbm_tb_s * 1e12
L70 = MODELS["llama-3.3-70b"]
KV_PER_GPU_TP4 = L70.kv_bytes_per_token("fp8") / 4  # 40,960 B


def kernel_rows() -> None:
    """Decode-attention kernels, one call (one layer), batch 1, fp8 KV, H200 (TileOPs PR #2132)."""
    c = cost_model()
    bytes_per_token = 2 * 4 * 128 * 1  # K and V, 4 KV heads, head dim 128, fp8
    for name, us in {"FA3 3.0.0b1": {65_536: 58.1, 262_144: 128.6}, "TileOps": {65_536: 36.5, 262_144: 116.8}}.items():
        (s0, t0), (s1, t1) = sorted(us.items())
        absolute = s1 * bytes_per_token / (t1 * 1e-6)
        marginal = (s1 - s0) * bytes_per_token / ((t1 - t0) * 1e-6)
        frac = marginal / H200_BW
        implied = KV_PER_GPU_TP4 / (frac * H100_BW)
        print(
            f"{name}: {absolute / 1e12:.2f} TB/s at 256k, marginal 64k->256k {marginal / 1e12:.2f} TB/s"
            f" = {frac:.1%} of H200 peak -> H100 TP4 ctx_token_s {implied * 1e9:.1f} ns;"
            f" model {c.ctx_token_s * 1e9:.1f} ns ({c.ctx_token_s / implied - 1:+.0%})"
        )
    # vllm-project/flash-attention PR #63 (FA3 decode, shape qwen32b-tp2: 4 KV heads of 128, bf16), batch 1
    marginal = (16_384 - 8_192) * 4 * 128 * 2 * 2 / ((26.3e-6) - (19.1e-6))
    print(
        f"FA3 vllm fork, qwen32b-tp2, 8k->16k: marginal {marginal / 1e12:.2f} TB/s = {marginal / H100_BW:.0%}"
        f" of H100 peak (GPU not stated in the excerpt) -> {KV_PER_GPU_TP4 / marginal * 1e9:.1f} ns at H100 TP4,"
        f" model {cost_model().ctx_token_s / (KV_PER_GPU_TP4 / marginal) - 1:+.0%}"
    )


def vllm_042_row() -> None:
    """lmdeploy issue #1608: vLLM 0.4.2, Llama-3-8B bf16, H800 (3.35 TB/s), TP1, batch 1."""
    m = CostModel.from_hardware(MODELS["llama-3.1-8b"], GPUS["h100-sxm"], 1, weight_dtype="bf16", kv_dtype="bf16")
    lo, hi, t_lo, t_hi = 1_024, 200 * 1024 - 10, 8.66, 30.0
    p_lo, p_hi = m.decode_step_time(1, lo) * 1e3, m.decode_step_time(1, hi) * 1e3
    kv = MODELS["llama-3.1-8b"].kv_bytes_per_token("bf16")
    marginal = (hi - lo) * kv / ((t_hi - t_lo) * 1e-3)
    print(
        f"vLLM 0.4.2 8B: model {p_lo:.2f} / {p_hi:.2f} ms vs {t_lo} / {t_hi} ms"
        f" ({p_lo / t_lo - 1:+.0%} / {p_hi / t_hi - 1:+.0%}); added by context: model {p_hi - p_lo:.2f} ms,"
        f" measured {t_hi - t_lo:.2f} ms; marginal {marginal / 1e12:.2f} TB/s = {marginal / H100_BW:.0%} of peak;"
        f" implied {(t_hi - t_lo) * 1e-3 / (hi - lo) * 1e9:.0f} ns/token vs model {m.ctx_token_s * 1e9:.1f}"
    )


def nim_rows() -> None:
    """NIM 1.8.0, Llama-3.3-70B fp8 TP2 H100, 5000 in / 500 out: mean ITL at concurrency N.

    Model: N sequences at mean context 5,250; a fraction N/500 of steps also prefills one 5,000-token prompt.
    """
    tp2 = CostModel.from_hardware(L70, GPUS["h100-sxm"], 2)
    for n, itl in {1: 18.58, 5: 21.83, 25: 38.75, 50: 59.73}.items():
        f = n / 500
        mean = (1 - f) * tp2.decode_step_time(n, 5_250) + f * tp2.step_time(5_000, n, n * 5_250, 5_000 * 2_500)
        print(
            f"NIM TP2 conc {n}: measured {itl} ms, model {mean * 1e3:.1f} ms ({mean * 1e3 / itl - 1:+.0%}),"
            f" of which decode context {tp2.ctx_token_s * n * 5_250 * 1e3:.2f} ms"
        )


def model_points() -> None:
    c = cost_model()
    fa3_frac = (262_144 - 65_536) * 2 * 4 * 128 / ((128.6 - 58.1) * 1e-6) / H200_BW  # kernel_rows, FA3
    alt = c.model_copy(update={"ctx_token_s": KV_PER_GPU_TP4 / (fa3_frac * H100_BW)})
    for b, ctx in [
        (1, 8_192),
        (1, 32_768),
        (1, 131_072),
        (8, 32_768),
        (16, 32_768),
        (32, 32_768),
        (64, 32_768),
        (5, 80_000),
        (200, 3_000),
        (64, 2_048),
        (256, 8_192),
    ]:
        print(
            f"decode {b} x {ctx}: {c.decode_step_time(b, ctx) * 1e3:.1f} ms"
            f" (context {c.ctx_token_s * b * ctx * 1e3:.1f} ms); with ctx_token_s {alt.ctx_token_s * 1e9:.1f} ns: {alt.decode_step_time(b, ctx) * 1e3:.1f} ms"
        )
    tile_frac = (262_144 - 65_536) * 2 * 4 * 128 / ((116.8 - 36.5) * 1e-6) / H200_BW  # kernel_rows, TileOps
    alt2 = c.model_copy(update={"ctx_token_s": KV_PER_GPU_TP4 / (tile_frac * H100_BW)})
    for b, ctx in [(64, 32_768), (256, 8_192)]:
        print(
            f"decode {b} x {ctx}: +{alt.decode_step_time(b, ctx) / c.decode_step_time(b, ctx) - 1:.0%} at"
            f" {alt.ctx_token_s * 1e9:.1f} ns, +{alt2.decode_step_time(b, ctx) / c.decode_step_time(b, ctx) - 1:.0%}"
            f" at {alt2.ctx_token_s * 1e9:.1f} ns"
        )
    for m in (c, alt):
        print(
            f"ctx_token_s {m.ctx_token_s * 1e9:.1f} ns: whole KV cache ({m.kv_tokens:,} tokens) decoding adds"
            f" {m.ctx_token_s * m.kv_tokens * 1e3:.1f} ms; 8,192-token chunk {m.prefill_time(8_192) * 1e3:.1f} ms,"
            f" with 5 x 80k decodes {m.step_time(8_192, 5, 400_000, 8_192 * 4_096) * 1e3:.1f} ms;"
            f" empty decode step {m.decode_step_time(1, 0) * 1e3:.1f} ms"
        )


if __name__ == "__main__":
    kernel_rows()
    vllm_042_row()
    nim_rows()
    model_points()
