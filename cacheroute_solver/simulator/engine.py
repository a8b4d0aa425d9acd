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

from cacheroute_solver.costmodel import CostModel, cost_model
from cacheroute_solver.models import Fleet, Replica
from cacheroute_solver.simulator.cache import PrefixCache
from cacheroute_solver.simulator.results import SimReport, SimResult, build_result
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
        default=1.0,
        gt=0,
        description="Queue-length sampling period (raised if needed to keep "
        "at most max_queue_samples over the trace's span).",
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
            raise ValueError("max_num_batched_tokens must exceed max_num_seqs (decodes alone would fill the step)")
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
    if not reps:
        raise ValueError("fleet has no replicas")
    if not any(r.healthy for r in reps):
        raise ValueError("fleet has no healthy replica")
    unknown = sorted({e.replica for e in membership} - {r.id for r in reps})
    if unknown:
        raise ValueError(f"membership events name replicas not in the fleet: {unknown}")
    if trace.block_tokens % cfg.block_size:
        raise ValueError(
            f"trace block_tokens ({trace.block_tokens}) must be a multiple of block_size ({cfg.block_size})"
        )
    return _Run(trace, fleet, router, cfg, sorted(membership, key=lambda e: e.time)).run()


class _Run:
    """One simulation: the fleet's state and one handler per event kind.

    Three kinds of event drive it, taken in time order by `run`: a replica's engine step ends
    (`step_ended`: its tokens are out, and the next step is scheduled), a replica leaves or joins
    (`membership_changed`), a request arrives (`arrived`). At equal times a membership change comes first,
    then a step end, then an arrival. State is kept in per-request and per-replica lists,
    read into locals in the handlers, as the loop runs once per engine step.
    """

    def __init__(
        self, trace: Trace, fleet: Fleet, router: Router, cfg: EngineConfig, changes: list[MembershipEvent]
    ) -> None:
        reps = fleet.replicas
        R = len(reps)
        self.trace, self.fleet, self.router, self.cfg, self.changes = trace, fleet, router, cfg, changes
        self.R = R
        self.pos = {r.id: k for k, r in enumerate(reps)}
        self.bs = bs = cfg.block_size
        self.U = U = trace.block_tokens
        self.bpu = bpu = U // bs
        cost = cfg.cost
        self.total_blocks = total_blocks = [
            cfg.kv_blocks_per_replica if cfg.kv_blocks_per_replica is not None else int(r.kv_capacity // bs)
            for r in reps
        ]
        if cfg.scale_by_prefill_capacity:
            nominal = cost.prefill_tokens_per_s
            self.inv_speed = [nominal / r.prefill_capacity for r in reps]
        else:
            self.inv_speed = [1.0] * R
        self.healthy = healthy = [r.healthy for r in reps]
        self.view = view = FleetView(
            tuple(r.id for r in reps), np.array(healthy), np.array(total_blocks), trace.block_tokens, bs
        )
        self.v_wait, self.v_run, self.v_kv = view._waiting, view._running, view._kv_used
        self.caches = [PrefixCache(tb, bpu) for tb in total_blocks]
        self.publish = cfg.kv_events and type(router).on_kv_events is not Router.on_kv_events
        if self.publish:
            for c in self.caches:
                c.events = []
        self.kv_delay = cfg.kv_event_delay_s
        self.kv_queue: deque = deque()
        self.kv_later: dict[int, list[tuple[int, int]]] = {}
        """Per request mid-prefill, its stored units not computed yet (end token, hash): vLLM caches a
        block, and publishes its BlockStored, once the step that computes it is scheduled, so a long
        prompt's blocks reach the routers chunk by chunk, not all at its admission."""
        self.max_tokens, self.max_seqs = cfg.max_num_batched_tokens, cfg.max_num_seqs
        self.fixed, self.wts, self.tok_s = cost.fixed_s, cost.weights_s, cost.token_s
        self.ctx_s, self.attn_s = cost.ctx_token_s, cost.attn_pair_s

        # per request
        n = self.n = len(trace)
        self.arrival = trace.arrival.tolist()
        self.prompt = trace.prompt_tokens.tolist()
        self.output = trace.output_tokens.tolist()
        self.offs = trace.hash_offsets.tolist()
        self.flat = trace.hashes
        self.ncache = trace.cacheable_blocks().tolist()
        self.keys = trace.keys
        self.rids = trace.request_ids
        nan = math.nan
        self.rep_of = [-1] * n
        self.admit_t = [nan] * n
        self.first_t = [nan] * n
        self.finish_t = [nan] * n
        self.hit = [0] * n
        view._hit = self.hit
        self.live_h: list = [None] * n
        self.live_p = [0] * n
        self.max_len = cfg.max_model_len
        self.hooked = type(router).on_complete is not Router.on_complete or bool(changes)
        self.first_hooked = type(router).on_first_token is not Router.on_first_token
        self.req_of: list = [None] * n if self.hooked or self.first_hooked else []

        # per replica: the queue, the prefills under way, the sequences whose prompt the running step
        # finishes, the decoding sequences by the step of their last token, and the step's counters
        self.waiting: list[deque] = [deque() for _ in range(R)]
        self.prefilling: list[list] = [[] for _ in range(R)]
        self.just: list[list] = [[] for _ in range(R)]
        self.dec_heap: list[list] = [[] for _ in range(R)]
        self.n_dec = [0] * R
        self.ctx_sum = [0] * R
        self.iter_nd = [0] * R
        self.it = [0] * R
        self.busy_time = [0.0] * R
        self.computed = [0] * R
        self.running = [0] * R
        self.due = [math.inf] * R
        """When each replica's step under way ends (inf: none, the replica is idle): a heap entry at another
        time is stale."""
        self.heap: list = []

        self.rejected = 0
        self.retried = 0
        self.cut = 0
        self.t0 = self.arrival[0] if n else 0.0
        self.sample_dt = max(cfg.queue_sample_s, (trace.duration if n else 0.0) / cfg.max_queue_samples)
        self.n_samples = 0
        self.next_sample = self.t0
        self.s_count: list[int] = []
        self.s_wait: list[np.ndarray] = []
        self.s_run: list[np.ndarray] = []
        self.s_comp: list[list[int]] = []

    def run(self) -> SimResult:
        """The event loop: the earliest event next, its handler, until none is left."""
        arrival, changes, heap, due = self.arrival, self.changes, self.heap, self.due
        n, n_changes = self.n, len(changes)
        view = self.view
        inf = math.inf
        self.router.start(view)
        i = 0
        m = 0
        while True:
            ta = arrival[i] if i < n else inf
            tm = changes[m].time if m < n_changes else inf
            if heap and heap[0][0] <= ta and heap[0][0] < tm:
                t, r = heappop(heap)
                if t != due[r]:
                    continue
            elif m < n_changes and tm <= ta:
                t = tm
                r = -2
            elif i < n:
                t = ta
                r = -1
            else:
                break
            if t >= self.next_sample:
                self.sample(t)
            view.now = t
            if r >= 0:
                self.step_ended(r, t)
            elif r == -2:
                self.membership_changed(changes[m], t)
                m += 1
            else:
                self.arrived(i, ta)
                i += 1
        return self.result()

    def sample(self, t: float) -> None:
        """Queue lengths and prefill work at every sampling time up to ``t``."""
        k = int((t - self.next_sample) // self.sample_dt) + 1
        self.s_count.append(k)
        self.s_wait.append(self.v_wait.copy())
        self.s_run.append(self.v_run.copy())
        self.s_comp.append(self.computed.copy())
        self.n_samples += k
        self.next_sample = self.t0 + self.n_samples * self.sample_dt

    def step_ended(self, r: int, t: float) -> None:
        """Replica ``r``'s step is over: its tokens are out; its next step starts."""
        self.finish_step(r, t)
        self.start_step(r, t)

    def arrived(self, i: int, t: float) -> None:
        """Request ``i`` arrives: the router places it."""
        offs = self.offs
        a, b = offs[i], offs[i + 1]
        rids, keys = self.rids, self.keys
        self.dispatch(
            Request(
                i,
                self.arrival[i],
                rids[i] if rids is not None else str(i),
                keys[i] if keys is not None else None,
                self.flat[a:b],
                self.prompt[i],
                self.output[i],
            ),
            t,
        )

    def dispatch(self, req: Request, t: float) -> None:
        """Deliver the KV events due, ask the router for a replica, queue ``req`` there (or reject it)."""
        kv_queue, view = self.kv_queue, self.view
        if kv_queue:
            on_kv = self.router.on_kv_events
            while kv_queue and kv_queue[0][0] <= t:
                _, kr, evs = kv_queue.popleft()
                on_kv(kr, evs, view)
        i = req.index
        R = self.R
        r = self.router.route(req, view)
        if not (0 <= r < R) or not self.healthy[r]:
            raise ValueError(
                f"{type(self.router).__name__} sent request {i} to replica {r!r}, which is "
                + ("unknown" if not (0 <= r < R) else "unhealthy")
            )
        r = int(r)
        self.rep_of[i] = r
        P = self.prompt[i]
        out = self.output[i]
        need = -(-(P + out - 1) // self.bs)
        max_len = self.max_len
        if need > self.total_blocks[r] or (max_len is not None and P + out > max_len):
            self.rejected += 1
            return
        if self.hooked or self.first_hooked:
            self.req_of[i] = req
        self.waiting[r].append(i)
        self.v_wait[r] += 1
        if self.due[r] == math.inf:
            self.start_step(r, t)

    def membership_changed(self, ev: MembershipEvent, t: float) -> None:
        """A replica leaves or joins (see `MembershipEvent`)."""
        r = self.pos[ev.replica]
        healthy = self.healthy
        if ev.up == healthy[r]:
            return
        lost: list[int] = []
        if not ev.up:
            lost = [
                *self.waiting[r],
                *(e[0] for e in self.prefilling[r]),
                *self.just[r],
                *(e[1] for e in self.dec_heap[r]),
            ]
            self.due[r] = math.inf
            self.waiting[r] = deque()
            self.prefilling[r] = []
            self.just[r] = []
            self.dec_heap[r] = []
            self.n_dec[r] = self.ctx_sum[r] = self.running[r] = 0
            self.v_wait[r] = self.v_run[r] = self.v_kv[r] = 0
        c = self.caches[r] = PrefixCache(self.total_blocks[r], self.bpu)
        if self.publish:
            c.events = []
        healthy[r] = ev.up
        view, router, req_of = self.view, self.router, self.req_of
        view._set_healthy(r, ev.up)
        router.on_membership(r, ev.up, view)
        if not ev.up and not any(healthy):
            raise ValueError(f"membership event at {t:g} s leaves no healthy replica")
        again = []
        first_t = self.first_t
        for idx in sorted(lost):
            self.live_h[idx] = None
            self.kv_later.pop(idx, None)
            router.on_complete(req_of[idx], r, view)
            if first_t[idx] == first_t[idx]:  # first token out: the stream is cut
                self.finish_t[idx] = t
                self.cut += 1
            else:
                self.admit_t[idx] = math.nan
                self.hit[idx] = 0
                again.append(req_of[idx])
        for req in again:
            self.retried += 1
            self.dispatch(req, t)

    def _defer(self, cache, e0: int, hl: list[int], computed: int, idx: int) -> None:
        """Hold back request ``idx``'s stored units beyond its ``computed`` tokens (those
        `PrefixCache.acquire` just appended after ``e0``) until its later chunks compute them."""
        evs = cache.events
        U = self.U
        pos = {h: j for j, h in enumerate(hl)}
        keep, later = evs[:e0], []
        for ev in evs[e0:]:
            end = (pos[ev[1]] + 1) * U if ev[0] and ev[1] in pos else 0
            if end > computed:
                later.append((end, ev[1]))
            else:
                keep.append(ev)
        if later:
            cache.events = keep
            self.kv_later[idx] = later

    def _computed(self, r: int, idx: int, computed: int | None) -> None:
        """Request ``idx``'s prefill on ``r`` has reached ``computed`` tokens (None: all): publish the
        units it has now computed (`kv_later`)."""
        later = self.kv_later[idx]
        if computed is None:
            now, rest = later, []
        else:
            now = [x for x in later if x[0] <= computed]
            rest = later[len(now) :]
        if rest:
            self.kv_later[idx] = rest
        else:
            del self.kv_later[idx]
        evs = self.caches[r].events
        if now and evs is not None:
            evs.extend((True, h) for _, h in now)

    def start_step(self, r: int, t: float) -> None:
        """Schedule replica ``r``'s next step at ``t``: a token for each decoding sequence, then prefill
        chunks of the prompts under way, then admissions while budget, batch and KV allow."""
        nd = self.n_dec[r]
        budget = self.max_tokens - nd
        p = 0
        pairs = 0.0
        done: list = []
        prefilling = self.prefilling
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
                if ent[0] in self.kv_later:
                    self._computed(r, ent[0], ent[2] if c < rem else None)
            prefilling[r] = pf = keep
        w = self.waiting[r]
        running = self.running
        max_seqs = self.max_seqs
        if w and budget > 0 and running[r] < max_seqs:
            cache = self.caches[r]
            offs, ncache, flat, prompt, output = self.offs, self.ncache, self.flat, self.prompt, self.output
            hit, admit_t, live_h, live_p = self.hit, self.admit_t, self.live_h, self.live_p
            bs, bpu, U = self.bs, self.bpu, self.U
            v_wait, v_run = self.v_wait, self.v_run
            while w and budget > 0 and running[r] < max_seqs:
                idx = w[0]
                a = offs[idx]
                nc = ncache[idx]
                hl = flat[a : a + nc].tolist()
                P = prompt[idx]
                priv = -(-(P + output[idx] - 1) // bs) - nc * bpu
                e0 = len(cache.events) if cache.events is not None else 0
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
                    if self.publish:
                        self._defer(cache, e0, hl, h + c, idx)
            self.v_kv[r] = len(cache.ref) * bpu + cache.private
        if self.publish and self.caches[r].events:
            self.kv_queue.append((t + self.kv_delay, r, self.caches[r].events))
            self.caches[r].events = []
        if p == 0 and nd == 0:
            self.due[r] = math.inf
            return
        lin = self.tok_s * (p + nd)
        wts = self.wts
        step = self.fixed + (lin if lin > wts else wts) + self.ctx_s * self.ctx_sum[r] + self.attn_s * pairs
        dt = step * self.inv_speed[r]
        self.just[r] = done
        self.iter_nd[r] = nd
        self.busy_time[r] += dt
        self.computed[r] += p
        self.due[r] = end = t + dt
        heappush(self.heap, (end, r))

    def finish_step(self, r: int, t: float) -> None:
        """Replica ``r``'s step ends at ``t``: decodes that emitted their last token complete; prompts
        the step finished emit their first token and start decoding."""
        k = self.it[r]
        ctx_sum = self.ctx_sum
        prompt, output = self.prompt, self.output
        ctx_sum[r] += self.iter_nd[r]
        hp = self.dec_heap[r]
        while hp and hp[0][0] <= k:
            idx = heappop(hp)[1]
            ctx_sum[r] -= prompt[idx] + output[idx]
            self.n_dec[r] -= 1
            self.complete(idx, r, t)
        just = self.just[r]
        if just:
            first_t = self.first_t
            first_hooked = self.first_hooked
            for idx in just:
                first_t[idx] = t
                if first_hooked:
                    self.router.on_first_token(self.req_of[idx], r, self.view)
                o = output[idx]
                if o == 1:
                    self.complete(idx, r, t)
                else:
                    heappush(hp, (k + o - 1, idx))
                    self.n_dec[r] += 1
                    ctx_sum[r] += prompt[idx] + 1
        self.it[r] = k + 1

    def complete(self, idx: int, r: int, t: float) -> None:
        """Request ``idx`` is done on replica ``r``: its blocks go back to the cache."""
        self.finish_t[idx] = t
        c = self.caches[r]
        c.release(self.live_h[idx], self.live_p[idx])
        self.live_h[idx] = None
        self.running[r] -= 1
        self.v_run[r] -= 1
        self.v_kv[r] = len(c.ref) * self.bpu + c.private
        if self.hooked:
            self.router.on_complete(self.req_of[idx], r, self.view)

    def result(self) -> SimResult:
        return build_result(
            self.trace,
            self.fleet,
            self.router,
            self.cfg,
            self.rep_of,
            self.admit_t,
            self.first_t,
            self.finish_t,
            self.hit,
            self.busy_time,
            self.computed,
            self.it,
            self.caches,
            self.rejected,
            (self.t0, self.sample_dt, self.s_count, self.s_wait, self.s_run, self.s_comp),
            self.inv_speed,
            self.retried,
            self.cut,
            [r.healthy or any(e.replica == r.id and e.up for e in self.changes) for r in self.fleet.replicas],
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
