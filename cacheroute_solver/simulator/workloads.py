"""Seeded semi-synthetic workloads with chained block hashes.

The families (`FAMILIES`), each a `WorkloadSpec`:

- ``published``: the setting CacheRoute is built for: a pool of shared prefixes (system prompts,
  documents, few-shot templates) of hundreds to thousands of tokens whose popularity is Zipf,
  each request adding a short unique tail; some requests continue a multi-turn session (the
  next turn comes after an exponential think time); arrivals come in bursts.
- ``chat``: multi-turn heavy: a few system prompts, most requests are later turns of a
  conversation whose whole history is the reusable prefix.
- ``conversation``: shaped like a production multi-turn chat service: one system prompt shared
  by every request, first turns most of the requests (long, unique user content), conversations
  whose later turns return after heavy-tailed gaps of minutes with their whole history as prefix.
  The shared prompt is cheap to hold everywhere; the reuse that matters is each conversation's own.
- ``long_context``: ``conversation`` with long, heavy-tailed contexts, shaped like a production
  agent and chat service (prompts mean 12k tokens, median 7k, p99 85k, up to the model's 128k
  context; outputs mean about 340): a 2k-token shared system prompt, long pasted first turns,
  later turns adding 1.2k tokens (tool output, documents) to their whole history. A replica
  decoding a few such contexts is slow on every step, and the longest prompts' own prefill sits
  near a p99 SLO of seconds: the family on which an SLO on `SimReport.ttft_excess` separates the
  router from the prompt.
- ``kv_tight``: 4,000 documents of 4-8k tokens with Zipf 0.9 popularity and short questions: the
  hot working set is about the fleet's KV, so where each document is kept decides the hit rate.
- ``prompt_heavy``: long shared prompts (median 6k tokens) and short answers (median 16 tokens):
  prefill, not decode, sets the capacity.
- ``low_reuse``: short shared prefixes and long unique tails, no sessions: affinity recovers
  little KV work, so its load skew should lose to load balancing.
- ``fanout``: agentic fan-out: an agent run (a few agent types, each a long system prompt of tool
  definitions) starts with one call on its task and proceeds in steps a few seconds apart; at each later
  step it sends ``k`` requests at once that share the run's whole context so far and differ only in a short
  instruction of their own (parallel tool calls, sub-agents); ``k`` is heavy-tailed, P(k) proportional to
  k^-1.5 up to 32 (mean 4.4, one step in six sends 8 or more). A step's ``k`` requests arrive at the same
  instant: a burst several router instances decide on the same view.

Hashes are chained by construction: a prompt's units are its shared prefix's units, or its
session's previous prompt's full units, followed by fresh ids never used before, so an equal id
at position ``i`` always means an equal prefix. Keys are `cacheroute_solver.prefix.key_name`
of the deepest shared-prefix node (published, low_reuse) or of the first turn (chat).
"""

from __future__ import annotations

import heapq
from typing import Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.prefix import key_name
from cacheroute_solver.simulator.trace import Trace

__all__ = ["FAMILIES", "WorkloadSpec", "generate_workload", "unique_prefix_trace"]

Family = Literal["published", "chat", "conversation", "long_context", "kv_tight", "prompt_heavy", "low_reuse", "fanout"]


class WorkloadSpec(BaseModel):
    """Parameters of a workload family. Lengths are lognormal (median, sigma), clipped."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    n_prefixes: int = Field(ge=1, description="Shared prefixes in the pool.")
    zipf_a: float = Field(ge=0, description="Popularity of prefix k is proportional to k^-a.")
    prefix_median: float = Field(gt=0)
    prefix_sigma: float = Field(ge=0)
    prefix_min: int = Field(ge=0)
    prefix_max: int = Field(ge=1)
    tail_median: float = Field(gt=0, description="Unique tokens a new conversation adds.")
    tail_sigma: float = Field(ge=0)
    tail_max: int = Field(ge=1)
    turn_median: float = Field(default=150.0, gt=0, description="New user tokens of a later turn.")
    output_median: float = Field(gt=0)
    output_sigma: float = Field(ge=0)
    output_max: int = Field(ge=1)
    session_fraction: float = Field(
        ge=0, lt=1, description="Probability that an arrival is a later turn, when a session is ready for one."
    )
    max_turns: int = Field(default=8, ge=1)
    max_context: int = Field(default=32768, ge=1, description="A session ends before exceeding it.")
    think_mean_s: float = Field(
        default=30.0,
        ge=0,
        description="Gap before a session's next turn may arrive: the mean of an exponential, or the "
        "median of a lognormal when think_sigma > 0.",
    )
    think_sigma: float = Field(
        default=0.0, ge=0, description="0: exponential gaps; > 0: lognormal gaps with this sigma (heavy-tailed)."
    )
    think_max_s: float = Field(default=3600.0, gt=0, description="Longest gap (lognormal gaps are clipped here).")
    conversation_keys: bool = Field(
        default=False,
        description="Key a conversation by its first turn's prompt (chat-like) instead of by its shared prefix.",
    )
    burst_factor: float = Field(default=1.0, ge=1, description="Rate multiplier during bursts.")
    burst_time_share: float = Field(default=0.0, ge=0, lt=1, description="Share of time in bursts.")
    burst_mean_s: float = Field(default=20.0, gt=0)
    fanout_max: int = Field(
        default=1,
        ge=1,
        le=1024,
        description="Most requests one arrival sends at once (1: none): each shares the first's whole blocks "
        "and adds a short part of its own (turn_median), at the same instant; the session goes on from the first.",
    )
    fanout_alpha: float = Field(
        default=1.5, ge=0, description="P(k requests at once) is proportional to k^-fanout_alpha, k = 1..fanout_max."
    )

    def fanout_weights(self) -> np.ndarray:
        """P(k) for k = 1..``fanout_max``."""
        w = np.arange(1, self.fanout_max + 1, dtype=np.float64) ** -self.fanout_alpha
        return w / w.sum()


FAMILIES: dict[Family, WorkloadSpec] = {
    "published": WorkloadSpec(
        n_prefixes=2000,
        zipf_a=1.1,
        prefix_median=1024,
        prefix_sigma=0.8,
        prefix_min=256,
        prefix_max=8192,
        tail_median=96,
        tail_sigma=0.8,
        tail_max=1024,
        turn_median=96,
        output_median=120,
        output_sigma=0.9,
        output_max=2048,
        session_fraction=0.3,
        max_turns=6,
        burst_factor=3.0,
        burst_time_share=0.1,
        burst_mean_s=20.0,
    ),
    "chat": WorkloadSpec(
        n_prefixes=20,
        zipf_a=1.0,
        prefix_median=512,
        prefix_sigma=0.5,
        prefix_min=128,
        prefix_max=2048,
        tail_median=300,
        tail_sigma=0.8,
        tail_max=4096,
        turn_median=150,
        output_median=250,
        output_sigma=0.7,
        output_max=2048,
        session_fraction=0.75,
        max_turns=20,
        burst_factor=2.0,
        burst_time_share=0.05,
        burst_mean_s=30.0,
    ),
    "conversation": WorkloadSpec(
        n_prefixes=1,
        zipf_a=0.0,
        prefix_median=1024,
        prefix_sigma=0.0,
        prefix_min=1024,
        prefix_max=1024,
        tail_median=4000,
        tail_sigma=1.0,
        tail_max=48_000,
        turn_median=400,
        output_median=250,
        output_sigma=0.8,
        output_max=2048,
        session_fraction=0.4,
        max_turns=12,
        max_context=65_536,
        think_mean_s=120.0,
        think_sigma=1.2,
        think_max_s=1800.0,
        conversation_keys=True,
        burst_factor=2.0,
        burst_time_share=0.05,
        burst_mean_s=30.0,
    ),
    "long_context": WorkloadSpec(
        n_prefixes=1,
        zipf_a=0.0,
        prefix_median=2048,
        prefix_sigma=0.0,
        prefix_min=2048,
        prefix_max=2048,
        tail_median=3500,
        tail_sigma=1.3,
        tail_max=120_000,
        turn_median=1200,
        output_median=235,
        output_sigma=0.9,
        output_max=4096,
        session_fraction=0.45,
        max_turns=16,
        max_context=126_976,
        think_mean_s=90.0,
        think_sigma=1.2,
        think_max_s=1800.0,
        conversation_keys=True,
        burst_factor=2.0,
        burst_time_share=0.05,
        burst_mean_s=30.0,
    ),
    "kv_tight": WorkloadSpec(
        n_prefixes=4000,
        zipf_a=0.9,
        prefix_median=6000,
        prefix_sigma=0.2,
        prefix_min=4096,
        prefix_max=8192,
        tail_median=100,
        tail_sigma=0.8,
        tail_max=1024,
        turn_median=100,
        output_median=100,
        output_sigma=0.8,
        output_max=1024,
        session_fraction=0.0,
        burst_factor=2.0,
        burst_time_share=0.05,
        burst_mean_s=20.0,
    ),
    "prompt_heavy": WorkloadSpec(
        n_prefixes=100,
        zipf_a=1.0,
        prefix_median=6000,
        prefix_sigma=0.4,
        prefix_min=2048,
        prefix_max=16384,
        tail_median=200,
        tail_sigma=0.8,
        tail_max=2048,
        turn_median=100,
        output_median=16,
        output_sigma=0.6,
        output_max=128,
        session_fraction=0.0,
        burst_factor=3.0,
        burst_time_share=0.1,
        burst_mean_s=20.0,
    ),
    "low_reuse": WorkloadSpec(
        n_prefixes=200,
        zipf_a=1.0,
        prefix_median=128,
        prefix_sigma=0.5,
        prefix_min=64,
        prefix_max=256,
        tail_median=3000,
        tail_sigma=0.6,
        tail_max=12000,
        output_median=100,
        output_sigma=0.8,
        output_max=1024,
        session_fraction=0.0,
    ),
    "fanout": WorkloadSpec(
        n_prefixes=8,
        zipf_a=1.0,
        prefix_median=3072,
        prefix_sigma=0.5,
        prefix_min=1024,
        prefix_max=8192,
        tail_median=1500,
        tail_sigma=1.0,
        tail_max=16_384,
        turn_median=300,
        output_median=150,
        output_sigma=0.8,
        output_max=2048,
        session_fraction=0.7,
        max_turns=16,
        max_context=65_536,
        think_mean_s=4.0,
        think_sigma=1.0,
        think_max_s=120.0,
        conversation_keys=True,
        burst_factor=2.0,
        burst_time_share=0.05,
        burst_mean_s=30.0,
        fanout_max=32,
        fanout_alpha=1.5,
    ),
}


def _lognormal(rng: np.random.Generator, median: float, sigma: float, n: int, lo: int, hi: int) -> np.ndarray:
    x = median * np.exp(sigma * rng.standard_normal(n))
    return np.clip(np.rint(x), lo, hi).astype(np.int64)


def _arrivals(rng: np.random.Generator, spec: WorkloadSpec, rate: float, duration_s: float) -> np.ndarray:
    """Poisson arrivals modulated by on/off bursts, rescaled so the mean rate is ``rate``."""
    if spec.burst_factor == 1.0 or spec.burst_time_share == 0.0:
        n = rng.poisson(rate * duration_s)
        return np.sort(rng.uniform(0.0, duration_s, n))
    on_mean = spec.burst_mean_s
    off_mean = on_mean * (1 - spec.burst_time_share) / spec.burst_time_share
    edges = [0.0]
    levels = []
    t, burst = 0.0, rng.random() < spec.burst_time_share
    while t < duration_s:
        t += rng.exponential(on_mean if burst else off_mean)
        edges.append(min(t, duration_s))
        levels.append(spec.burst_factor if burst else 1.0)
        burst = not burst
    edges_a = np.asarray(edges)
    lev = np.asarray(levels)
    cum = np.concatenate([[0.0], np.cumsum(lev * np.diff(edges_a))])
    n = rng.poisson(rate * duration_s)
    u = np.sort(rng.uniform(0.0, cum[-1], n))
    return np.interp(u, cum, edges_a) if n else np.zeros(0)


class _Buf:
    """Growable int64 buffer for the flat hash array."""

    def __init__(self, cap: int):
        self.a = np.empty(max(cap, 16), dtype=np.int64)
        self.n = 0

    def reserve(self, k: int) -> None:
        if self.n + k > len(self.a):
            b = np.empty(max(2 * len(self.a), self.n + k), dtype=np.int64)
            b[: self.n] = self.a[: self.n]
            self.a = b


def generate_workload(
    family: Family | WorkloadSpec,
    *,
    rate: float,
    duration_s: float,
    seed: int = 0,
    block_tokens: int = 64,
    name: str | None = None,
) -> Trace:
    """A ``duration_s`` trace at mean ``rate`` req/s from ``family`` (a name in `FAMILIES` or a spec).

    Shared prefix lengths are whole blocks, so block granularity loses nothing on them.
    The same arguments always give the same trace.
    """
    spec = FAMILIES[family] if isinstance(family, str) else family
    fam_name = family if isinstance(family, str) else "custom"
    if rate <= 0 or duration_s <= 0:
        raise ValueError("rate and duration_s must be positive")
    rng = np.random.default_rng(seed)
    U = block_tokens
    fan = spec.fanout_weights() if spec.fanout_max > 1 else None
    per_arrival = 1.0 + spec.session_fraction * (float(fan @ np.arange(spec.fanout_max)) if fan is not None else 0.0)
    arrival = _arrivals(rng, spec, rate / per_arrival, duration_s)
    n = len(arrival)

    ranks = np.arange(1, spec.n_prefixes + 1, dtype=np.float64)
    pop = ranks**-spec.zipf_a
    pop /= pop.sum()
    pref_len = _lognormal(rng, spec.prefix_median, spec.prefix_sigma, spec.n_prefixes, spec.prefix_min, spec.prefix_max)
    pref_units = np.maximum(pref_len // U, 0)
    pref_len = pref_units * U
    pref_start = np.zeros(spec.n_prefixes + 1, dtype=np.int64)
    np.cumsum(pref_units, out=pref_start[1:])
    next_id = int(pref_start[-1])
    pref_keys = [
        key_name(int(pref_start[p + 1] - 1), int(pref_units[p])) if pref_units[p] > 0 else None
        for p in range(spec.n_prefixes)
    ]

    choice = rng.choice(spec.n_prefixes, size=n, p=pop).tolist()
    tails = _lognormal(rng, spec.tail_median, spec.tail_sigma, n, 1, spec.tail_max).tolist()
    turns_new = _lognormal(rng, spec.turn_median, spec.tail_sigma, n, 1, spec.tail_max).tolist()
    outs = _lognormal(rng, spec.output_median, spec.output_sigma, n, 1, spec.output_max).tolist()
    follow = (rng.random(n) < spec.session_fraction).tolist()
    pick = rng.random(n).tolist()
    if spec.think_mean_s <= 0:
        think = [0.0] * n
    elif spec.think_sigma > 0:
        think = np.minimum(
            spec.think_mean_s * np.exp(spec.think_sigma * rng.standard_normal(n)), spec.think_max_s
        ).tolist()
    else:
        think = rng.exponential(spec.think_mean_s, n).tolist()
    arr = arrival.tolist()
    f = spec.session_fraction
    extra_turns_mean = f / (1 - f) if f > 0 else 0.0
    planned = (
        np.minimum(rng.geometric(1.0 / (1.0 + extra_turns_mean), n) - 1, spec.max_turns - 1).tolist()
        if f > 0
        else [0] * n
    )

    buf = _Buf(int(n * (spec.prefix_median + spec.tail_median) / U * 1.5) + 16)
    offsets = np.zeros(n + 1, dtype=np.int64)
    prompt = np.zeros(n, dtype=np.int64)
    keys: list[str | None] = [None] * n
    # sessions ready for their next turn: [request index of last turn, turns left, key];
    # sessions thinking: heap of (ready time, seq, session)
    open_s: list[list] = []
    thinking: list = []
    for i in range(n):
        o = outs[i]
        while thinking and thinking[0][0] <= arr[i]:
            open_s.append(heapq.heappop(thinking)[2])
        if follow[i] and open_s:
            j = int(pick[i] * len(open_s))
            s = open_s[j]
            prev = s[0]
            prev_prompt = int(prompt[prev])
            P = prev_prompt + outs[prev] + turns_new[i]
            if P + o > spec.max_context:
                open_s[j] = open_s[-1]
                open_s.pop()
                follow[i] = False
            else:
                reuse = prev_prompt // U
                total_u = -(-P // U)
                buf.reserve(total_u)
                a = buf.n
                pa = int(offsets[prev])
                buf.a[a : a + reuse] = buf.a[pa : pa + reuse]
                fresh = total_u - reuse
                buf.a[a + reuse : a + total_u] = np.arange(next_id, next_id + fresh)
                next_id += fresh
                buf.n = a + total_u
                keys[i] = s[2]
                s[0] = i
                s[1] -= 1
                open_s[j] = open_s[-1]
                open_s.pop()
                if s[1] > 0:
                    heapq.heappush(thinking, (arr[i] + think[i], i, s))
        else:
            follow[i] = False
        if not follow[i]:
            p = choice[i]
            k = int(pref_units[p])
            P = int(pref_len[p]) + tails[i]
            total_u = -(-P // U)
            buf.reserve(total_u)
            a = buf.n
            ps = int(pref_start[p])
            buf.a[a : a + k] = np.arange(ps, ps + k)
            fresh = total_u - k
            buf.a[a + k : a + total_u] = np.arange(next_id, next_id + fresh)
            next_id += fresh
            buf.n = a + total_u
            if (fam_name == "chat" or spec.conversation_keys) and P // U > 0:
                depth = P // U
                keys[i] = key_name(int(buf.a[a + depth - 1]), depth)
            else:
                keys[i] = pref_keys[p]
            if planned[i] > 0:
                heapq.heappush(thinking, (arr[i] + think[i], i, [i, planned[i], keys[i]]))
        prompt[i] = P
        offsets[i + 1] = buf.n

    trace = Trace(
        arrival,
        prompt,
        np.asarray(outs, dtype=np.int64),
        offsets,
        buf.a[: buf.n].copy(),
        block_tokens=U,
        keys=keys,
        name=name or f"{fam_name}-{rate:g}qps-{duration_s:g}s-seed{seed}",
    )
    return trace if fan is None else _fan_out(trace, np.asarray(follow, dtype=bool), spec, rng, fan, next_id)


def _fan_out(
    trace: Trace, later: np.ndarray, spec: WorkloadSpec, rng: np.random.Generator, weights: np.ndarray, next_id: int
) -> Trace:
    """Each later turn of ``trace`` (``later``) followed, at its arrival, by k - 1 more (k drawn with ``weights``)
    that hold its whole blocks and add fresh ids of their own (``turn_median`` tokens, lognormal), with its key;
    a session's first turn goes alone (the call that decides what to fan out); ids from ``next_id`` on are unused."""
    U, n = trace.block_tokens, len(trace)
    k = np.where(later, rng.choice(np.arange(1, len(weights) + 1), size=n, p=weights), 1)
    extra = int((k - 1).sum())
    own = _lognormal(rng, spec.turn_median, spec.tail_sigma, extra, 1, spec.tail_max).tolist()
    outs = _lognormal(rng, spec.output_median, spec.output_sigma, extra, 1, spec.output_max).tolist()
    arrival, prompt, output, keys, chains = [], [], [], [], []
    o, m = trace.hash_offsets, 0
    for i in range(n):
        chain = trace.hashes[o[i] : o[i + 1]]
        arrival.append(trace.arrival[i])
        prompt.append(int(trace.prompt_tokens[i]))
        output.append(int(trace.output_tokens[i]))
        keys.append(trace.keys[i] if trace.keys is not None else None)
        chains.append(chain)
        full = int(trace.prompt_tokens[i]) // U
        for _ in range(int(k[i]) - 1):
            P = full * U + own[m]
            fresh = -(-P // U) - full
            arrival.append(trace.arrival[i])
            prompt.append(P)
            output.append(outs[m])
            keys.append(keys[-1])
            chains.append(np.concatenate([chain[:full], np.arange(next_id, next_id + fresh, dtype=np.int64)]))
            next_id += fresh
            m += 1
    offsets = np.zeros(len(chains) + 1, dtype=np.int64)
    np.cumsum([len(c) for c in chains], out=offsets[1:])
    return Trace(
        arrival,
        prompt,
        output,
        offsets,
        np.concatenate(chains) if chains else np.zeros(0, dtype=np.int64),
        block_tokens=U,
        keys=keys,
        name=trace.name,
    )


def unique_prefix_trace(
    n: int,
    *,
    rate: float = 1.0,
    prompt_tokens: int = 1024,
    output_tokens: int = 16,
    block_tokens: int = 64,
    seed: int = 0,
) -> Trace:
    """Poisson arrivals of requests that share no block with any other: hit rate must be zero."""
    rng = np.random.default_rng(seed)
    arrival = np.cumsum(rng.exponential(1.0 / rate, n))
    units = -(-prompt_tokens // block_tokens)
    return Trace(
        arrival,
        np.full(n, prompt_tokens),
        np.full(n, output_tokens),
        np.arange(n + 1, dtype=np.int64) * units,
        np.arange(n * units, dtype=np.int64),
        block_tokens=block_tokens,
        name="unique",
    )
