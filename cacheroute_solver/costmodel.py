"""Iteration-time cost model of one replica, and presets for models and GPUs.

One engine step (an iteration of continuous batching) takes

    dt = fixed_s + max(weights_s, token_s * (prefill_tokens + decode_seqs))
         + ctx_token_s * decode_context_tokens + attn_pair_s * prefill_attention_pairs

- ``fixed_s``: per-step cost that does not shrink with batch size (all-reduce latency of 2 per
  layer, scheduler, sampling);
- ``weights_s``: reading the weights once (the decode floor, memory-bound);
- ``token_s``: per batched token of the dense layers when compute-bound (GEMMs plus the
  all-reduce bandwidth term);
- ``ctx_token_s``: per token of KV read by decode attention;
- ``attn_pair_s``: per (query, key) pair of prefill attention; a chunk of ``c`` tokens starting
  at position ``s`` has ``c * (s + c / 2)`` pairs.

`CostModel.from_hardware` derives the coefficients from a `ModelSpec`, a `GpuSpec` and the
tensor-parallel degree; `cost_model` returns the named presets. The derivation of the default
(Llama-3.3-70B fp8, TP4, H100 SXM) and its uncertainty are in ``docs/cost-model.md``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "GPUS",
    "MODELS",
    "PRESETS",
    "CostModel",
    "GpuSpec",
    "ModelSpec",
    "cost_model",
]

_FROZEN = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

DType = Literal["fp8", "bf16"]


class ModelSpec(BaseModel):
    """Shape of a dense decoder-only transformer."""

    model_config = _FROZEN

    name: str
    params: float = Field(gt=0, description="Total parameters.")
    layers: int = Field(gt=0)
    hidden: int = Field(gt=0)
    q_heads: int = Field(gt=0)
    kv_heads: int = Field(gt=0)
    head_dim: int = Field(gt=0)
    vocab: int = Field(gt=0)

    @property
    def embedding_params(self) -> float:
        """Input embedding plus LM head (kept in bf16 by fp8 checkpoints)."""
        return 2.0 * self.vocab * self.hidden

    def kv_bytes_per_token(self, kv_dtype: DType) -> float:
        return 2.0 * self.layers * self.kv_heads * self.head_dim * (1 if kv_dtype == "fp8" else 2)


class GpuSpec(BaseModel):
    """One accelerator; efficiencies are achieved / peak."""

    model_config = _FROZEN

    name: str
    hbm_gib: float = Field(gt=0, description="Memory vLLM sees as total (GiB).")
    hbm_tb_s: float = Field(gt=0, description="Peak memory bandwidth, TB/s.")
    bf16_tflops: float = Field(gt=0, description="Dense bf16 peak, TFLOP/s.")
    fp8_tflops: float | None = Field(default=None, description="Dense fp8 peak; None if unsupported.")
    hbm_efficiency: float = Field(default=0.75, gt=0, le=1)
    gemm_efficiency: float = Field(default=0.638, gt=0, le=1, description="Achieved/peak of prefill GEMMs (bf16).")
    fp8_gemm_speedup: float = Field(default=1.5, gt=0, description="Prefill GEMM speed of fp8 over bf16 as achieved.")
    attn_tflops: float = Field(default=400.0, gt=0, description="Achieved prefill attention TFLOP/s.")
    allreduce_gb_s: float = Field(
        default=211.0, gt=0, description="Effective all-reduce bandwidth for large messages, GB/s."
    )
    allreduce_latency_s: float = Field(default=15e-6, ge=0, description="Small-message all-reduce.")
    step_overhead_s: float = Field(default=1.5e-3, ge=0, description="Scheduler + sampling per step.")


class CostModel(BaseModel):
    """Coefficients of the iteration-time formula (module docstring) and KV capacity."""

    model_config = _FROZEN

    name: str = "custom"
    fixed_s: float = Field(ge=0)
    weights_s: float = Field(ge=0)
    token_s: float = Field(gt=0)
    ctx_token_s: float = Field(ge=0)
    attn_pair_s: float = Field(ge=0)
    kv_tokens: int = Field(gt=0, description="KV cache tokens per replica.")
    gpus_per_replica: int = Field(default=1, ge=1)

    def step_time(
        self, prefill_tokens: float, decode_seqs: float, decode_context: float, prefill_pairs: float
    ) -> float:
        """Seconds of one engine step."""
        lin = self.token_s * (prefill_tokens + decode_seqs)
        return (
            self.fixed_s
            + (lin if lin > self.weights_s else self.weights_s)
            + self.ctx_token_s * decode_context
            + self.attn_pair_s * prefill_pairs
        )

    def prefill_time(self, tokens: int, cached: int = 0) -> float:
        """Seconds to prefill ``tokens`` new tokens after ``cached`` cached ones, alone, in one step."""
        return self.step_time(tokens, 0, 0, tokens * (cached + tokens / 2))

    @property
    def prefill_tokens_per_s(self) -> float:
        """Nominal prefill rate (2048-token prompts, alone): the scale of `Replica.prefill_capacity`."""
        return 2048 / self.prefill_time(2048)

    def decode_step_time(self, batch: int, context: int) -> float:
        """Seconds of a decode-only step of ``batch`` sequences of ``context`` tokens each."""
        return self.step_time(0, batch, batch * context, 0)

    @classmethod
    def from_hardware(
        cls,
        model: ModelSpec,
        gpu: GpuSpec,
        tp: int,
        *,
        weight_dtype: DType = "fp8",
        kv_dtype: DType = "fp8",
        gpu_memory_utilization: float = 0.90,
        activation_gib: float = 2.5,
        name: str | None = None,
    ) -> CostModel:
        """Derive the coefficients from model shape, GPU and tensor parallelism (docs/cost-model.md)."""
        if tp < 1:
            raise ValueError("tp must be >= 1")
        if weight_dtype == "fp8" and gpu.fp8_tflops is None:
            raise ValueError(f"{gpu.name} has no fp8 tensor cores; use weight_dtype='bf16'")
        linear = model.params - model.embedding_params
        w_bytes = linear * (1 if weight_dtype == "fp8" else 2) + model.embedding_params * 2
        hbm = gpu.hbm_tb_s * 1e12 * gpu.hbm_efficiency
        gemm = gpu.bf16_tflops * 1e12 * gpu.gemm_efficiency
        if weight_dtype == "fp8":
            gemm *= gpu.fp8_gemm_speedup
        allreduces = 2 * model.layers if tp > 1 else 0
        ar_bytes_per_token = model.hidden * 2
        ar_token_s = allreduces * ar_bytes_per_token / (gpu.allreduce_gb_s * 1e9) if tp > 1 else 0.0
        token_s = 2 * linear / (tp * gemm) + ar_token_s
        kv_bytes = model.kv_bytes_per_token(kv_dtype)
        kv_budget = (gpu.hbm_gib * gpu_memory_utilization - activation_gib) * 2**30 * tp - w_bytes
        if kv_budget <= 0:
            raise ValueError(f"{model.name} does not fit on {tp} x {gpu.name}")
        return cls(
            name=name or f"{model.name}/{weight_dtype}/tp{tp}/{gpu.name}",
            fixed_s=gpu.step_overhead_s + allreduces * gpu.allreduce_latency_s,
            weights_s=w_bytes / (tp * hbm),
            token_s=token_s,
            ctx_token_s=kv_bytes / (tp * hbm),
            attn_pair_s=model.layers * 4 * model.q_heads * model.head_dim / (tp * gpu.attn_tflops * 1e12),
            kv_tokens=int(kv_budget / kv_bytes),
            gpus_per_replica=tp,
        )


MODELS: dict[str, ModelSpec] = {
    "llama-3.3-70b": ModelSpec(
        name="llama-3.3-70b",
        params=70_553_706_496,
        layers=80,
        hidden=8192,
        q_heads=64,
        kv_heads=8,
        head_dim=128,
        vocab=128_256,
    ),
    "qwen2.5-32b": ModelSpec(
        name="qwen2.5-32b",
        params=32_763_876_352,
        layers=64,
        hidden=5120,
        q_heads=40,
        kv_heads=8,
        head_dim=128,
        vocab=152_064,
    ),
    "llama-3.1-8b": ModelSpec(
        name="llama-3.1-8b",
        params=8_030_261_248,
        layers=32,
        hidden=4096,
        q_heads=32,
        kv_heads=8,
        head_dim=128,
        vocab=128_256,
    ),
}

GPUS: dict[str, GpuSpec] = {
    "h100-sxm": GpuSpec(name="h100-sxm", hbm_gib=79.15, hbm_tb_s=3.35, bf16_tflops=989.0, fp8_tflops=1979.0),
    "h200-sxm": GpuSpec(name="h200-sxm", hbm_gib=139.8, hbm_tb_s=4.8, bf16_tflops=989.0, fp8_tflops=1979.0),
    "a100-sxm-80gb": GpuSpec(
        name="a100-sxm-80gb",
        hbm_gib=79.15,
        hbm_tb_s=2.039,
        bf16_tflops=312.0,
        fp8_tflops=None,
        attn_tflops=190.0,
        allreduce_gb_s=120.0,
        allreduce_latency_s=20e-6,
    ),
}

PRESETS: dict[str, dict] = {
    "llama-3.3-70b-fp8-tp4-h100": {"model": "llama-3.3-70b", "gpu": "h100-sxm", "tp": 4},
    "llama-3.3-70b-fp8-tp4-h200": {"model": "llama-3.3-70b", "gpu": "h200-sxm", "tp": 4},
    "llama-3.3-70b-bf16-tp8-a100": {
        "model": "llama-3.3-70b",
        "gpu": "a100-sxm-80gb",
        "tp": 8,
        "weight_dtype": "bf16",
        "kv_dtype": "bf16",
    },
    "qwen2.5-32b-fp8-tp2-h100": {"model": "qwen2.5-32b", "gpu": "h100-sxm", "tp": 2},
    "llama-3.1-8b-fp8-tp1-h100": {"model": "llama-3.1-8b", "gpu": "h100-sxm", "tp": 1},
}
DEFAULT_PRESET = "llama-3.3-70b-fp8-tp4-h100"


def cost_model(preset: str = DEFAULT_PRESET, **overrides) -> CostModel:
    """A named preset (`PRESETS`); keyword overrides go to `CostModel.from_hardware`."""
    try:
        spec = dict(PRESETS[preset])
    except KeyError:
        raise ValueError(f"unknown cost-model preset {preset!r}; known: {sorted(PRESETS)}") from None
    spec.update(overrides)
    model = spec.pop("model")
    gpu = spec.pop("gpu")
    model = MODELS[model] if isinstance(model, str) else model
    gpu = GPUS[gpu] if isinstance(gpu, str) else gpu
    return CostModel.from_hardware(model, gpu, spec.pop("tp"), name=preset, **spec)
