"""What a simulation returns: a pydantic report for people and JSON, numpy arrays for analysis, and how
they are made from a run's records (`build_result`)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.costmodel import CostModel

__all__ = ["LatencyStats", "ReplicaReport", "SimReport", "SimResult", "build_result", "idle_prefill_s"]

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


def _skew(x: np.ndarray) -> float:
    m = float(x.mean()) if len(x) else 0.0
    return float(x.max()) / m if m > 0 else 1.0


def idle_prefill_s(cost: CostModel, uncached: np.ndarray, cached: np.ndarray, max_batched: int) -> np.ndarray:
    """Seconds to prefill ``uncached`` tokens after ``cached`` ones on an idle replica at the cost
    model's speed, in chunks of ``max_batched`` tokens as the engine schedules them (at least one
    token: a full hit still recomputes the last). The attention pairs sum to u (c + u / 2) whatever
    the chunking; each chunk pays a step's fixed time and the weights floor."""
    u = np.maximum(np.asarray(uncached, dtype=np.float64), 1.0)
    c = np.asarray(cached, dtype=np.float64)
    full, rest = np.floor_divide(u, max_batched), np.remainder(u, max_batched)
    step = cost.fixed_s + max(cost.token_s * max_batched, cost.weights_s)
    last = np.where(rest > 0, cost.fixed_s + np.maximum(cost.token_s * rest, cost.weights_s), 0.0)
    return full * step + last + cost.attn_pair_s * u * (c + 0.5 * u)


def build_result(
    trace,
    fleet,
    router,
    cfg,
    rep_of,
    admit_t,
    first_t,
    finish_t,
    hit,
    busy_time,
    computed,
    it,
    caches,
    rejected,
    samples,
    inv_speed,
    retried=0,
    cut=0,
    ever_up=None,
) -> SimResult:
    """A run's per-request and per-replica records (`simulate`'s) -> its report and arrays."""
    n = len(trace)
    R = len(fleet.replicas)
    replica = np.asarray(rep_of, dtype=np.int32)
    admitted = np.asarray(admit_t, dtype=np.float64)
    first = np.asarray(first_t, dtype=np.float64)
    finished = np.asarray(finish_t, dtype=np.float64)
    hits = np.asarray(hit, dtype=np.int64)
    prompt = np.asarray(trace.prompt_tokens)
    output = np.asarray(trace.output_tokens)
    arrival = np.asarray(trace.arrival)
    done = np.isfinite(finished)
    served = np.isfinite(admitted)
    t0 = float(arrival[0]) if n else 0.0
    t_end = float(finished[done].max()) if done.any() else t0
    span = max(t_end - t0, 0.0)
    per_span = span if span > 0 else 1.0

    queries = int(prompt[served].sum())
    hit_sum = int(hits.sum())
    late = served & (arrival >= t0 + 0.5 * (float(arrival[-1]) - t0)) if n else served
    late_queries = int(prompt[late].sum())
    bound = None
    excess = None
    if cfg.compute_bound and n:
        best = trace.infinite_cache_hit_tokens(cfg.block_size)
        bound = float(best.sum() / prompt.sum())
        ok = done & (replica >= 0)
        idle = idle_prefill_s(cfg.cost, prompt[ok] - best[ok], best[ok], cfg.max_num_batched_tokens)
        excess = LatencyStats.of(np.maximum(first[ok] - arrival[ok] - idle * np.asarray(inv_speed)[replica[ok]], 0.0))

    s_t0, s_dt, s_count, s_wait, s_run, s_comp = samples
    counts = np.asarray(s_count, dtype=np.int64)
    sample_time = s_t0 + np.arange(int(counts.sum())) * s_dt
    waiting = np.repeat(np.vstack(s_wait), counts, axis=0) if s_wait else np.zeros((0, R), dtype=np.int64)
    running = np.repeat(np.vstack(s_run), counts, axis=0) if s_run else np.zeros((0, R), dtype=np.int64)
    comp = (
        np.repeat(np.asarray(s_comp, dtype=np.int64).reshape(-1, R), counts, axis=0)
        if s_comp
        else np.zeros((0, R), dtype=np.int64)
    )

    valid = replica >= 0
    routed = np.bincount(replica[valid], minlength=R)
    r_prompt = np.bincount(replica[served], weights=prompt[served], minlength=R)
    r_hit = np.bincount(replica[served], weights=hits[served], minlength=R)
    busy = np.asarray(busy_time) / per_span
    rate = cfg.cost.prefill_tokens_per_s / np.asarray(inv_speed)
    prefill_util = np.asarray(computed, dtype=np.float64) / (rate * per_span)
    per = tuple(
        ReplicaReport(
            id=rep.id,
            requests=int(routed[k]),
            prompt_tokens=int(r_prompt[k]),
            hit_tokens=int(r_hit[k]),
            hit_rate=float(r_hit[k] / r_prompt[k]) if r_prompt[k] > 0 else 0.0,
            busy_fraction=float(busy[k]),
            prefill_tokens=int(computed[k]),
            prefill_utilization=float(prefill_util[k]),
            iterations=int(it[k]),
            mean_waiting=float(waiting[:, k].mean()) if len(waiting) else 0.0,
            max_waiting=int(waiting[:, k].max()) if len(waiting) else 0,
            evictions=int(caches[k].evictions),
        )
        for k, rep in enumerate(fleet.replicas)
    )
    healthy = np.array([r.healthy for r in fleet.replicas]) if ever_up is None else np.asarray(ever_up)
    report = SimReport(
        trace=trace.name,
        router=getattr(router, "name", type(router).__name__),
        cost_model=cfg.cost.name,
        replicas=R,
        requests=n,
        completed=int(done.sum()),
        rejected=rejected,
        retried=retried,
        cut=cut,
        span_s=span,
        offered_rate=trace.mean_rate,
        throughput_rps=float(done.sum() / per_span),
        prompt_tokens_per_s=float(prompt[done].sum() / per_span),
        output_tokens_per_s=float(output[done].sum() / per_span),
        prefix_cache_queries=queries,
        prefix_cache_hits=hit_sum,
        hit_rate=hit_sum / queries if queries else 0.0,
        steady_hit_rate=float(hits[late].sum() / late_queries) if late_queries else None,
        bound_hit_rate=bound,
        ttft=LatencyStats.of(first - arrival),
        e2e=LatencyStats.of(finished - arrival),
        queue_delay=LatencyStats.of(admitted - arrival),
        ttft_excess=excess,
        busy_fraction_mean=float(busy[healthy].mean()),
        busy_fraction_max=float(busy[healthy].max()),
        busy_skew=_skew(busy[healthy]),
        request_skew=_skew(routed[healthy].astype(np.float64)),
        prefill_utilization_mean=float(prefill_util[healthy].mean()),
        prefill_skew=_skew(prefill_util[healthy]),
        per_replica=per,
    )
    return SimResult(
        report=report,
        replica=replica,
        arrival=arrival,
        admitted=admitted,
        first_token=first,
        finished=finished,
        hit_tokens=hits,
        prompt_tokens=prompt,
        output_tokens=output,
        sample_time=sample_time,
        waiting=waiting,
        running=running,
        prefill_computed=comp,
    )
