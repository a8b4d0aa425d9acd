"""Discrete-event simulation of a vLLM fleet: one event per engine step, not per token.

Each replica runs continuous batching as vLLM's scheduler does: every step first gives one token
to each decoding sequence, then continues partially prefilled requests (chunked prefill), then
admits waiting requests first-come-first-served while the step has token budget
(``max_num_batched_tokens``), the batch has room (``max_num_seqs``) and the KV cache has blocks
for the request (else the queue waits: head-of-line, no preemption). On admission the request's
prompt units are looked up in the replica's `PrefixCache`; only the tokens after the cached prefix
are prefilled. The step that finishes a prompt emits the first token; each later step emits one
more, and the request ends after ``output_tokens`` tokens, releasing its blocks.

Modelling choices (see docs/cost-model.md): KV blocks for the whole output are reserved on
admission (vLLM allocates them as decoding goes and preempts when it runs out; reserving keeps the
event count per step O(1)); decode steps are charged before prefill chunks in the token budget.
A prompt's units enter the cache on admission; that is when vLLM caches them too (blocks are
cached when allocated for scheduled tokens), because a waiting request only gets the budget left
once every earlier prompt on the replica is scheduled to its end, so no request can hit a block
whose computation is not scheduled by its own step.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Sequence
from heapq import heappop, heappush
from typing import NamedTuple

import numpy as np
from pydantic import BaseModel, ConfigDict, Field, model_validator

from cacheroute_solver.models import Fleet, Replica
from cacheroute_solver.simulator.cache import PrefixCache
from cacheroute_solver.simulator.costmodel import CostModel, cost_model
from cacheroute_solver.simulator.results import LatencyStats, ReplicaReport, SimReport, SimResult
from cacheroute_solver.simulator.router_api import FleetView, Router
from cacheroute_solver.simulator.trace import Request, Trace

__all__ = ["EngineConfig", "MembershipEvent", "reference_fleet", "simulate", "sweep_load"]


class MembershipEvent(NamedTuple):
    """At ``time`` (trace seconds), replica ``replica`` (its id) leaves (``up`` False) or joins.

    A replica that leaves loses its cache; requests on it that have no first token yet are retried
    on the replica the router picks then (their TTFT still counts from arrival), and streams already
    started are cut there (counted as finished at that time). A replica that joins, or comes back,
    starts with an empty cache. A replica absent at the start is one with ``Replica.healthy`` False.
    """

    time: float
    replica: str
    up: bool


class EngineConfig(BaseModel):
    """Engine settings shared by every replica, and the cost model."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    cost: CostModel = Field(default_factory=cost_model)
    block_size: int = Field(default=16, ge=1, description="Tokens per KV block (vLLM --block-size).")
    max_num_seqs: int = Field(default=256, ge=1)
    max_num_batched_tokens: int = Field(default=8192, ge=2)
    kv_blocks_per_replica: int | None = Field(
        default=None,
        ge=1,
        description="KV blocks of every replica; None: each replica's Replica.kv_capacity // block_size.",
    )
    max_model_len: int | None = Field(
        default=None, ge=1, description="Reject requests with prompt + output above this."
    )
    scale_by_prefill_capacity: bool = Field(
        default=True,
        description="Step times divided by Replica.prefill_capacity / cost.prefill_tokens_per_s "
        "(heterogeneous fleets); False: every replica runs at the cost model's speed.",
    )
    queue_sample_s: float = Field(
        default=1.0, gt=0, description="Queue-length sampling period (raised if needed to keep "
        "at most max_queue_samples over the trace's span)."
    )
    max_queue_samples: int = Field(default=100_000, ge=1)
    compute_bound: bool = Field(
        default=True, description="Report the trace's infinite-cache hit rate (bound_hit_rate)."
    )
    kv_events: bool = Field(
        default=False,
        description="Replicas publish KV-cache events (units stored and evicted) to routers that take them "
        "(`Router.on_kv_events`), as vLLM does with --kv-events-config.",
    )
    kv_event_delay_s: float = Field(
        default=0.05, ge=0.0, description="Time from a cache change to its event reaching the router."
    )

    @model_validator(mode="after")
    def _budget(self) -> EngineConfig:
        if self.max_num_batched_tokens <= self.max_num_seqs:
            raise ValueError(
                "max_num_batched_tokens must exceed max_num_seqs (decodes alone would fill the step)"
            )
        return self


def reference_fleet(n: int = 15, cost: CostModel | None = None, prefix: str = "r") -> Fleet:
    """``n`` identical replicas sized by ``cost`` (default: Llama-3.3-70B fp8 TP4 on H100)."""
    cost = cost or cost_model()
    return Fleet(
        replicas=tuple(
            Replica(id=f"{prefix}{i}", prefill_capacity=cost.prefill_tokens_per_s, kv_capacity=cost.kv_tokens)
            for i in range(n)
        )
    )


def simulate(
    trace: Trace,
    fleet: Fleet,
    router: Router,
    config: EngineConfig | None = None,
    membership: Sequence[MembershipEvent] = (),
) -> SimResult:
    """Run ``trace`` through ``fleet`` with ``router`` choosing a replica per request.

    ``membership``: replicas lost, restored or added during the run (`MembershipEvent`).
    Deterministic: the same inputs (and a router seeded the same way) give the same result.
    KV capacity per replica is ``config.kv_blocks_per_replica`` if set, else
    ``Replica.kv_capacity // block_size``. Raises ValueError when the router picks an unknown or
    unhealthy replica, or when ``trace.block_tokens`` is not a multiple of the block size.
    """
    cfg = config or EngineConfig()
    reps = fleet.replicas
    R = len(reps)
    if R == 0:
        raise ValueError("fleet has no replicas")
    if not any(r.healthy for r in reps):
        raise ValueError("fleet has no healthy replica")
    pos = {r.id: k for k, r in enumerate(reps)}
    unknown = sorted({e.replica for e in membership} - set(pos))
    if unknown:
        raise ValueError(f"membership events name replicas not in the fleet: {unknown}")
    changes = sorted(membership, key=lambda e: e.time)
    bs = cfg.block_size
    U = trace.block_tokens
    if U % bs:
        raise ValueError(f"trace block_tokens ({U}) must be a multiple of block_size ({bs})")
    bpu = U // bs
    cost = cfg.cost
    total_blocks = [
        cfg.kv_blocks_per_replica if cfg.kv_blocks_per_replica is not None else int(r.kv_capacity // bs)
        for r in reps
    ]
    if cfg.scale_by_prefill_capacity:
        nominal = cost.prefill_tokens_per_s
        inv_speed = [nominal / r.prefill_capacity for r in reps]
    else:
        inv_speed = [1.0] * R
    healthy = [r.healthy for r in reps]
    view = FleetView(tuple(r.id for r in reps), np.array(healthy), np.array(total_blocks), trace.block_tokens, bs)
    v_wait, v_run, v_kv = view._waiting, view._running, view._kv_used
    caches = [PrefixCache(tb, bpu) for tb in total_blocks]
    publish = cfg.kv_events and type(router).on_kv_events is not Router.on_kv_events
    if publish:
        for c in caches:
            c.events = []
    kv_delay = cfg.kv_event_delay_s
    kv_queue: deque = deque()

    n = len(trace)
    arrival = trace.arrival.tolist()
    prompt = trace.prompt_tokens.tolist()
    output = trace.output_tokens.tolist()
    offs = trace.hash_offsets.tolist()
    flat = trace.hashes
    ncache = trace.cacheable_blocks().tolist()
    keys = trace.keys
    rids = trace.request_ids

    nan = math.nan
    rep_of = [-1] * n
    admit_t = [nan] * n
    first_t = [nan] * n
    finish_t = [nan] * n
    hit = [0] * n
    live_h: list = [None] * n
    live_p = [0] * n
    max_len = cfg.max_model_len

    hooked = type(router).on_complete is not Router.on_complete or bool(changes)
    first_hooked = type(router).on_first_token is not Router.on_first_token
    req_of: list = [None] * n if hooked or first_hooked else []
    on_complete = router.on_complete
    on_first = router.on_first_token

    waiting = [deque() for _ in range(R)]
    prefilling: list[list] = [[] for _ in range(R)]
    just: list[list] = [[] for _ in range(R)]
    dec_heap: list[list] = [[] for _ in range(R)]
    n_dec = [0] * R
    ctx_sum = [0] * R
    iter_nd = [0] * R
    it = [0] * R
    busy = [False] * R
    busy_time = [0.0] * R
    computed = [0] * R
    running = [0] * R
    heap: list = []

    max_tokens = cfg.max_num_batched_tokens
    max_seqs = cfg.max_num_seqs
    fixed, wts, tok_s = cost.fixed_s, cost.weights_s, cost.token_s
    ctx_s, attn_s = cost.ctx_token_s, cost.attn_pair_s

    def complete(idx: int, r: int, t: float) -> None:
        finish_t[idx] = t
        c = caches[r]
        c.release(live_h[idx], live_p[idx])
        live_h[idx] = None
        running[r] -= 1
        v_run[r] -= 1
        v_kv[r] = len(c.ref) * bpu + c.private
        if hooked:
            on_complete(req_of[idx], r, view)

    def start(r: int, t: float) -> None:
        nd = n_dec[r]
        budget = max_tokens - nd
        p = 0
        pairs = 0.0
        done: list = []
        pf = prefilling[r]
        if pf:
            keep = []
            for ent in pf:
                if budget <= 0:
                    keep.append(ent)
                    continue
                rem = ent[1]
                c = rem if rem < budget else budget
                pairs += c * (ent[2] + c * 0.5)
                budget -= c
                p += c
                if c == rem:
                    done.append(ent[0])
                else:
                    ent[1] = rem - c
                    ent[2] += c
                    keep.append(ent)
            prefilling[r] = pf = keep
        w = waiting[r]
        if w and budget > 0 and running[r] < max_seqs:
            cache = caches[r]
            while w and budget > 0 and running[r] < max_seqs:
                idx = w[0]
                a = offs[idx]
                nc = ncache[idx]
                hl = flat[a : a + nc].tolist()
                P = prompt[idx]
                priv = -(-(P + output[idx] - 1) // bs) - nc * bpu
                m = cache.acquire(hl, priv)
                if m < 0:
                    break
                w.popleft()
                h = m * U
                cap = (P - 1) // bs * bs
                if h > cap:
                    h = cap
                hit[idx] = h
                admit_t[idx] = t
                live_h[idx] = hl
                live_p[idx] = priv
                running[r] += 1
                v_wait[r] -= 1
                v_run[r] += 1
                rem = P - h
                c = rem if rem < budget else budget
                pairs += c * (h + c * 0.5)
                budget -= c
                p += c
                if c == rem:
                    done.append(idx)
                else:
                    pf.append([idx, rem - c, h + c])
            v_kv[r] = len(cache.ref) * bpu + cache.private
            if publish and cache.events:
                kv_queue.append((t + kv_delay, r, cache.events))
                cache.events = []
        if p == 0 and nd == 0:
            busy[r] = False
            return
        lin = tok_s * (p + nd)
        dt = (fixed + (lin if lin > wts else wts) + ctx_s * ctx_sum[r] + attn_s * pairs) * inv_speed[r]
        just[r] = done
        iter_nd[r] = nd
        busy_time[r] += dt
        computed[r] += p
        busy[r] = True
        heappush(heap, (t + dt, r))

    def finish(r: int, t: float) -> None:
        k = it[r]
        ctx_sum[r] += iter_nd[r]
        hp = dec_heap[r]
        while hp and hp[0][0] <= k:
            idx = heappop(hp)[1]
            ctx_sum[r] -= prompt[idx] + output[idx]
            n_dec[r] -= 1
            complete(idx, r, t)
        for idx in just[r]:
            first_t[idx] = t
            if first_hooked:
                on_first(req_of[idx], r, view)
            o = output[idx]
            if o == 1:
                complete(idx, r, t)
            else:
                heappush(hp, (k + o - 1, idx))
                n_dec[r] += 1
                ctx_sum[r] += prompt[idx] + 1
        it[r] = k + 1

    t0 = arrival[0] if n else 0.0
    sample_dt = max(cfg.queue_sample_s, (trace.duration if n else 0.0) / cfg.max_queue_samples)
    n_samples = 0
    next_sample = t0
    s_count: list[int] = []
    s_wait: list[np.ndarray] = []
    s_run: list[np.ndarray] = []
    s_comp: list[list[int]] = []
    rejected = 0
    stale = [0] * R
    retried = 0
    cut = 0
    router.start(view)
    route = router.route
    on_kv = router.on_kv_events
    inf = math.inf

    def request(i: int) -> Request:
        a, b = offs[i], offs[i + 1]
        return Request(
            i, arrival[i], rids[i] if rids is not None else str(i), keys[i] if keys is not None else None,
            flat[a:b], prompt[i], output[i],
        )

    def dispatch(req: Request, t: float) -> None:
        nonlocal rejected
        if kv_queue:
            while kv_queue and kv_queue[0][0] <= t:
                _, kr, evs = kv_queue.popleft()
                on_kv(kr, evs, view)
        i = req.index
        r = route(req, view)
        if not (0 <= r < R) or not healthy[r]:
            raise ValueError(
                f"{type(router).__name__} sent request {i} to replica {r!r}, which is "
                + ("unknown" if not (0 <= r < R) else "unhealthy")
            )
        r = int(r)
        rep_of[i] = r
        P = prompt[i]
        need = -(-(P + output[i] - 1) // bs)
        if need > total_blocks[r] or (max_len is not None and P + output[i] > max_len):
            rejected += 1
            return
        if hooked or first_hooked:
            req_of[i] = req
        waiting[r].append(i)
        v_wait[r] += 1
        if not busy[r]:
            start(r, t)

    def change(ev: MembershipEvent, t: float) -> None:
        """A replica leaves or joins (see `MembershipEvent`)."""
        nonlocal retried, cut
        r = pos[ev.replica]
        if ev.up == healthy[r]:
            return
        lost: list[int] = []
        if not ev.up:
            lost = [*waiting[r], *(e[0] for e in prefilling[r]), *just[r], *(e[1] for e in dec_heap[r])]
            if busy[r]:
                stale[r] += 1
            waiting[r] = deque()
            prefilling[r] = []
            just[r] = []
            dec_heap[r] = []
            n_dec[r] = ctx_sum[r] = running[r] = 0
            v_wait[r] = v_run[r] = v_kv[r] = 0
            busy[r] = False
        c = caches[r] = PrefixCache(total_blocks[r], bpu)
        if publish:
            c.events = []
        healthy[r] = ev.up
        view._set_healthy(r, ev.up)
        router.on_membership(r, ev.up, view)
        if not ev.up and not any(healthy):
            raise ValueError(f"membership event at {t:g} s leaves no healthy replica")
        again = []
        for idx in sorted(lost):
            live_h[idx] = None
            on_complete(req_of[idx], r, view)
            if first_t[idx] == first_t[idx]:  # first token out: the stream is cut
                finish_t[idx] = t
                cut += 1
            else:
                admit_t[idx] = nan
                hit[idx] = 0
                again.append(req_of[idx])
        for req in again:
            retried += 1
            dispatch(req, t)

    i = 0
    m = 0
    n_changes = len(changes)
    while True:
        ta = arrival[i] if i < n else inf
        tm = changes[m].time if m < n_changes else inf
        if heap and heap[0][0] <= ta and heap[0][0] < tm:
            t, r = heappop(heap)
            if stale[r]:
                stale[r] -= 1
                continue
        elif m < n_changes and tm <= ta:
            t = tm
            r = -2
        elif i < n:
            t = ta
            r = -1
        else:
            break
        if t >= next_sample:
            k = int((t - next_sample) // sample_dt) + 1
            s_count.append(k)
            s_wait.append(v_wait.copy())
            s_run.append(v_run.copy())
            s_comp.append(computed.copy())
            n_samples += k
            next_sample = t0 + n_samples * sample_dt
        view.now = t
        if r >= 0:
            finish(r, t)
            start(r, t)
            continue
        if r == -2:
            change(changes[m], t)
            m += 1
            continue
        dispatch(request(i), ta)
        i += 1

    return _result(
        trace, fleet, router, cfg, rep_of, admit_t, first_t, finish_t, hit, busy_time, computed, it,
        caches, rejected, (t0, sample_dt, s_count, s_wait, s_run, s_comp), inv_speed, retried, cut,
        [r.healthy or any(e.replica == r.id and e.up for e in changes) for r in reps],
    )


def sweep_load(
    trace: Trace,
    rates: list[float],
    fleet: Fleet,
    make_router: Callable[[], Router],
    config: EngineConfig | None = None,
) -> list[SimReport]:
    """One report per offered rate: ``trace`` time-scaled to each mean rate (req/s).

    ``make_router`` builds a fresh router per run, as routers keep state.
    """
    return [simulate(trace.with_rate(q), fleet, make_router(), config).report for q in rates]


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


def _result(trace, fleet, router, cfg, rep_of, admit_t, first_t, finish_t, hit, busy_time, computed,
            it, caches, rejected, samples, inv_speed, retried=0, cut=0, ever_up=None) -> SimResult:
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
    comp = np.repeat(np.asarray(s_comp, dtype=np.int64).reshape(-1, R), counts, axis=0) if s_comp else np.zeros((0, R), dtype=np.int64)

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
