"""What a simulation returns: a pydantic report for people and JSON, numpy arrays for analysis."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

__all__ = ["LatencyStats", "ReplicaReport", "SimReport", "SimResult"]

_FROZEN = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)


class LatencyStats(BaseModel):
    """Seconds, over completed requests (all zero when none completed)."""

    model_config = _FROZEN

    mean: float = 0.0
    p50: float = 0.0
    p90: float = 0.0
    p99: float = 0.0
    max: float = 0.0

    @classmethod
    def of(cls, x: np.ndarray) -> LatencyStats:
        x = x[np.isfinite(x)]
        if len(x) == 0:
            return cls()
        p50, p90, p99 = np.percentile(x, [50, 90, 99])
        return cls(mean=float(x.mean()), p50=float(p50), p90=float(p90), p99=float(p99), max=float(x.max()))


class ReplicaReport(BaseModel):
    """One replica over the run."""

    model_config = _FROZEN

    id: str
    requests: int = Field(description="Requests routed here.")
    prompt_tokens: int
    hit_tokens: int
    hit_rate: float = Field(description="Served prefix-cache hit rate: hit_tokens / prompt_tokens.")
    busy_fraction: float = Field(
        description="Share of the run's span spent in engine steps (any step: a single decoding "
        "sequence keeps a replica busy, so this saturates long before prefill capacity does)."
    )
    prefill_tokens: int = Field(description="Prompt tokens computed (cache misses).")
    prefill_utilization: float = Field(
        description="prefill_tokens / (span x the replica's nominal prefill rate): KV work done."
    )
    iterations: int
    mean_waiting: float = Field(description="Time-averaged waiting queue length (sampled).")
    max_waiting: int = Field(description="Largest sampled waiting queue length.")
    evictions: int = Field(description="Cached units evicted to make room.")


class SimReport(BaseModel):
    """Summary of one simulation run.

    ``hit_rate`` counts like vLLM's ``prefix_cache_hits`` / ``prefix_cache_queries``: prompt
    tokens served from cache over prompt tokens of admitted requests, where a full hit still
    recomputes the last block.
    """

    model_config = _FROZEN

    trace: str
    router: str
    cost_model: str
    replicas: int
    requests: int
    completed: int
    rejected: int = Field(description="Requests that can never fit a replica's KV cache.")
    retried: int = Field(default=0, description="Requests retried elsewhere because their replica left.")
    cut: int = Field(default=0, description="Streams cut because their replica left (counted as finished then).")
    span_s: float = Field(description="First arrival to last completion.")
    offered_rate: float = Field(description="Requests per second offered (trace mean rate).")
    throughput_rps: float
    prompt_tokens_per_s: float
    output_tokens_per_s: float
    prefix_cache_queries: int
    prefix_cache_hits: int
    hit_rate: float
    steady_hit_rate: float | None = Field(
        default=None,
        description="Hit rate over the requests that arrive in the second half of the trace's span: caches, plan "
        "and sessions warm, as a router that has run a while serves (None: none served there).",
    )
    bound_hit_rate: float | None = Field(
        default=None, description="Hit rate of one unlimited shared cache: no routing can beat it."
    )
    ttft: LatencyStats
    e2e: LatencyStats
    queue_delay: LatencyStats = Field(description="Arrival to admission into a running batch.")
    ttft_excess: LatencyStats | None = Field(
        default=None,
        description="Time to first token beyond the request's unavoidable prefill: its prompt less what one "
        "unlimited shared cache would hold (the bound), prefilled alone on an idle replica of its speed. What "
        "the router and the load add (waiting, sharing steps, misses it caused), not the prompt's own length; "
        "None when the bound is not computed (`EngineConfig.compute_bound`).",
    )
    busy_fraction_mean: float
    busy_fraction_max: float
    busy_skew: float = Field(description="max / mean busy fraction over replicas (1 = even).")
    request_skew: float = Field(description="max / mean requests routed per replica.")
    prefill_utilization_mean: float = Field(description="Mean of ReplicaReport.prefill_utilization.")
    prefill_skew: float = Field(description="max / mean prefill utilization over replicas.")
    per_replica: tuple[ReplicaReport, ...]


@dataclass(frozen=True)
class SimResult:
    """A run's report plus per-request and per-sample arrays (NaN where a request never got there).

    Per request (trace order): ``replica``, ``arrival``, ``admitted``, ``first_token``,
    ``finished``, ``hit_tokens``, ``prompt_tokens``, ``output_tokens``. Queue samples every
    ``EngineConfig.queue_sample_s``: ``sample_time`` (T,), ``waiting`` and ``running`` (T, R), and
    ``prefill_computed`` (T, R): prompt tokens each replica had prefilled by then (cumulative).
    """

    report: SimReport
    replica: np.ndarray
    arrival: np.ndarray
    admitted: np.ndarray
    first_token: np.ndarray
    finished: np.ndarray
    hit_tokens: np.ndarray
    prompt_tokens: np.ndarray
    output_tokens: np.ndarray
    sample_time: np.ndarray
    waiting: np.ndarray
    running: np.ndarray
    prefill_computed: np.ndarray | None = None

    @property
    def ttft(self) -> np.ndarray:
        return self.first_token - self.arrival

    @property
    def e2e(self) -> np.ndarray:
        return self.finished - self.arrival

    @property
    def queue_delay(self) -> np.ndarray:
        return self.admitted - self.arrival

    @property
    def completed(self) -> np.ndarray:
        return np.isfinite(self.finished)
