"""Paced engines: each vLLM step takes the modelled time of its batch, so engines that share a CPU keep their own time.

The e2e's engines run a tiny model on one shared CPU, where three busy engines slow each other 3.2-3.4x
(`benchmarks/probe_engine_sharing.py`): one engine with the whole CPU looks as fast as three sharing it, and
latency and balance readings say nothing about a fleet of accelerators. A paced engine (`e2e.paced_engine`, loaded
into vLLM as a plugin) computes the real tiny model, then sleeps out the rest of the step's modelled time: vLLM's
scheduler, batching and prefix cache stay real, and the CPU is idle while the engine waits, so three paced engines
on one CPU behave as three accelerators as long as their real compute fits in their modelled time.

The model of a step is the simulator's (`cacheroute_solver.costmodel.CostModel.step_time`, the formula the
simulator's engines and the router's delay model use): from the batch's new prefill tokens, their attention to the
context before them, its decoding sequences and their context. It is a preset (default: Llama-3.3-70B fp8 TP4 on
H100) with every time multiplied by ``scale`` (so the e2e's workloads keep to this CPU and a few minutes of wall
time), divided by the engine's ``speed`` (0.5: an engine at half speed).

Pure: no vLLM here (the harness, the prediction and the tests import it from the library's environment).
"""

from __future__ import annotations

import json
import statistics
from collections import deque
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from pydantic import BaseModel, ConfigDict, Field, field_validator

from cacheroute_solver.costmodel import DEFAULT_PRESET, PRESETS, CostModel, cost_model

__all__ = [
    "ARCH",
    "DEFAULT_SCALE",
    "ENV",
    "LATE_SHARE",
    "PROMPT_TOKENS",
    "Batch",
    "Pacing",
    "StepGaps",
    "batch_of",
    "behind",
    "parse_speeds",
    "step_summary",
]

ARCH = "PacedLlamaForCausalLM"
"""The paced model's architecture name (`e2e.paced_engine`): an engine runs it with ``--hf-overrides``."""

ENV = "CACHEROUTE_PACING"
"""The environment variable that carries an engine's `Pacing` (JSON) into vLLM's processes."""

DEFAULT_SCALE = 10.0
"""The e2e's slow-down of the default preset: an engine at speed 1 prefills 1,876 prompt tokens/s (an uncached
1,000-token prompt), 533 us a token, where the tiny model's real compute took 55-120 us a token with three engines
busy on one core of this 2-core machine and up to 250 us under other engineers' load (at x5, 16 % of the steps of a
run under that load outran their modelled time)."""

LATE_SHARE = 0.05
"""A run whose paced engines' steps outran their modelled time by more than this share of it in all did not keep
time (`behind`): its latency readings are marked degraded."""

PROMPT_TOKENS = 1000
"""The uncached prompt the harness measures an engine's prefill rate with (`run_e2e.Fleet.calibrate`)."""


class Batch(NamedTuple):
    """What a step computes, in the terms of `CostModel.step_time`."""

    prefill_tokens: int
    decode_seqs: int
    decode_context: int
    prefill_pairs: float


def batch_of(query_lens: Sequence[int], seq_lens: Sequence[int]) -> Batch:
    """A step's `Batch` from each scheduled request's new tokens (``query_lens``) and its tokens in the KV cache once
    the step is done (``seq_lens``), as vLLM's attention metadata gives them.

    A request with one new token decodes, attending to its ``seq_len`` tokens; one with more prefills them after its
    ``seq_len - query_len`` computed (or cached) tokens, ``q * (computed + q / 2)`` attention pairs, as the simulator
    charges a chunk. A prompt's last chunk of exactly one token counts as a decode here (vLLM's metadata does not say
    which requests have finished their prompt); it differs from the simulator's charge by one token's attention.
    """
    if len(query_lens) != len(seq_lens):
        raise ValueError(f"query_lens and seq_lens differ in length ({len(query_lens)} and {len(seq_lens)})")
    prefill = decodes = context = 0
    pairs = 0.0
    for q, s in zip(query_lens, seq_lens, strict=True):
        if q < 1 or s < q:
            raise ValueError(f"a request with {q} new tokens and {s} in all: each needs 1 <= new <= all")
        if q == 1:
            decodes += 1
            context += s
        else:
            prefill += q
            pairs += q * (s - q + q / 2)
    return Batch(prefill, decodes, context, pairs)


class Pacing(BaseModel):
    """The cost model a paced engine keeps to: ``preset`` with every time x ``scale``, at ``speed``."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    preset: str = Field(
        default=DEFAULT_PRESET, description="A cost-model preset (cacheroute_solver.costmodel.PRESETS)."
    )
    scale: float = Field(
        default=DEFAULT_SCALE, gt=0, description="Every modelled time multiplied by this (the e2e's slow-down)."
    )
    speed: float = Field(default=1.0, gt=0, description="This engine's speed: its step times are divided by it.")
    log: str | None = Field(default=None, description="A file each step is appended to (JSON lines), or None.")

    @field_validator("preset")
    @classmethod
    def _known(cls, preset: str) -> str:
        if preset not in PRESETS:
            raise ValueError(f"unknown cost-model preset {preset!r}; known: {sorted(PRESETS)}")
        return preset

    def cost(self) -> CostModel:
        """The preset x ``scale`` at speed 1: every replica's cost model in the simulator (which divides a replica's
        step times by its speed, `Replica.prefill_capacity` / `CostModel.prefill_tokens_per_s`)."""
        base = cost_model(self.preset)
        times = ("fixed_s", "weights_s", "token_s", "ctx_token_s", "attn_pair_s")
        return base.model_copy(
            update={k: getattr(base, k) * self.scale for k in times} | {"name": f"{self.preset} x{self.scale:g}"}
        )

    def step_s(self, batch: Batch) -> float:
        """Seconds this engine's step of ``batch`` takes."""
        return self.cost().step_time(*batch) / self.speed

    def prompt_tokens_per_s(self, tokens: int = PROMPT_TOKENS) -> float:
        """Prompt tokens per second this engine prefills one uncached ``tokens``-token prompt at a time, each in one
        step: the pacing's figure for what `run_e2e.Fleet.calibrate` measures."""
        return tokens / self.step_s(batch_of([tokens], [tokens]))

    def describe(self) -> str:
        """A line for the report's header."""
        return f"{self.preset} x{self.scale:g} at speed {self.speed:g}"

    def env(self) -> dict[str, str]:
        """The engine process's environment that sets this pacing (`ENV`)."""
        return {ENV: self.model_dump_json()}

    @classmethod
    def from_env(cls, text: str) -> Pacing:
        """The `Pacing` an engine's `ENV` carries; a clear error naming the variable when it is not one."""
        try:
            return cls.model_validate(json.loads(text))
        except (ValueError, TypeError) as e:
            raise ValueError(f"{ENV}: not a pacing ({e})") from None


def parse_speeds(text: str, engines: int) -> list[float]:
    """``--engine-speeds``: one positive speed per engine (``1,1,0.5``), or one for all of them."""
    try:
        speeds = [float(x) for x in text.split(",")]
    except ValueError:
        raise ValueError(f"--engine-speeds: {text!r} is not a comma-separated list of numbers") from None
    if len(speeds) == 1:
        speeds *= engines
    if len(speeds) != engines:
        raise ValueError(f"--engine-speeds: {len(speeds)} speeds for {engines} engines (give one, or one per engine)")
    bad = [s for s in speeds if not 0 < s < float("inf")]
    if bad:
        raise ValueError(f"--engine-speeds: each speed must be a positive number, got {bad[0]}")
    return speeds


class StepGaps:
    """What a paced engine spends between its forward passes (vLLM's sampling, output processing, scheduling and
    input preparation on this CPU), so the forward pass sleeps that much less and a step, from one forward pass's
    start to the next, takes its modelled time: the cost model's ``fixed_s`` already holds an engine's per-step
    scheduling and sampling. The estimate is the median of the last ``window`` gaps between a forward pass's end and
    the next one's start no longer than ``busy_gap_s`` (a longer one is an engine that had nothing to do)."""

    def __init__(self, window: int = 64, busy_gap_s: float = 0.05) -> None:
        self.gaps: deque[float] = deque(maxlen=window)
        self.busy_gap_s = busy_gap_s
        self.last_end: float | None = None

    def started(self, now: float) -> float:
        """A forward pass starts at ``now`` (seconds, a monotonic clock): the estimated gap to take off its sleep."""
        if self.last_end is not None and 0.0 <= now - self.last_end <= self.busy_gap_s:
            self.gaps.append(now - self.last_end)
        return statistics.median(self.gaps) if self.gaps else 0.0

    def ended(self, now: float) -> None:
        """The forward pass (with its sleep) ended at ``now``."""
        self.last_end = now


def step_summary(lines: Iterable[str], since: float, until: float) -> dict[str, float]:
    """What a paced engine's step log (`Pacing.log`, one JSON object per step) says of the steps that began in
    [``since``, ``until``) (wall-clock seconds): how many, their modelled seconds, their real compute seconds and the
    engine's between them (`StepGaps`), and the steps whose real compute and gap took longer than their modelled
    time (``late``: the engine could not keep its time there; ``late_s`` by how much in all)."""
    out = {"steps": 0, "model_s": 0.0, "compute_s": 0.0, "gap_s": 0.0, "late": 0, "late_s": 0.0}
    for line in lines:
        if not line.strip():
            continue
        step = json.loads(line)
        if not since <= step["t"] < until:
            continue
        out["steps"] += 1
        out["model_s"] += step["model_s"]
        out["compute_s"] += step["compute_s"]
        out["gap_s"] += step.get("gap_s", 0.0)
        over = step["compute_s"] + step.get("gap_s", 0.0) - step["model_s"]
        if over > 0:
            out["late"] += 1
            out["late_s"] += over
    return out


def behind(summaries: Sequence[dict[str, float]], share: float = LATE_SHARE) -> str | None:
    """Why a run's paced engines did not keep their time (their `step_summary` over the run), or None where they did:
    their steps outran the modelled time by more than ``share`` of it in all."""
    late = sum(x["late_s"] for x in summaries)
    model = sum(x["model_s"] for x in summaries)
    if model > 0 and late > share * model:
        steps = sum(x["late"] for x in summaries)
        return (
            f"the paced engines fell behind their model: {steps} steps outran it by {late:.1f} s in all, "
            f"{late / model:.1%} of {model:.0f} s of modelled steps (more than {share:.0%})"
        )
    return None
