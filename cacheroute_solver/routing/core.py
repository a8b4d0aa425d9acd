"""The routing core: one decision rule for the simulated router and the live one.

`RoutingCore.choose` sends a request to the healthy replica with the lowest expected time to first
token, counting the plan's destinations of its warm key as holding that key's prefix (the plan is
a prior, not a cage), the prefix memory for everything else and, with several router instances,
the home every instance computes alike; near-ties, reasons and the load view follow. One rule in
one place, so that shadow replay predicts the router that runs: the shells
(`cacheroute_solver.replay.cacheroute.CacheRouteRouter`, `cacheroute_solver.adapter.plan_routing.PlanRouting`) feed
it events and hold no rule of their own. Several instances deciding at the same moment each take a slot
of their own (`routing.bursts`). The rule in full: docs/routing.md.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import Literal, NamedTuple, Protocol

from pydantic import BaseModel, ConfigDict, Field, model_validator

from cacheroute_solver.models import Plan

from .bursts import Reservations, take_slot
from .delay import DelayModel
from .home import anchor, home, rendezvous, replica_seeds
from .learned import LearnConfig, ReplicaCosts
from .ledger import LoadLedger
from .memory import PrefixMemory
from .peer_load import PeerLoad
from .plan_index import PlanIndex, WarmKey

__all__ = [
    "RETIRED",
    "VACANT",
    "Choice",
    "LoadView",
    "Reason",
    "RoutingConfig",
    "RoutingCore",
    "holder",
    "prefix_uniform",
]

Reason = Literal["planned", "cached", "home", "balanced"]

VACANT = ""
"""The id of a position whose replica left (`RoutingCore.remove_replica`): no plan names it, no request goes there."""

_MASK = (1 << 64) - 1
_ELAPSED_EVERY_S = 0.001
"""`RoutingCore.elapsed` looks at the clock at most this often (the decisions in between read the same)."""
_SENT_KEPT = 65_536
"""Requests whose answers the learned models wait for (`RoutingCore.served`); beyond, the oldest are let go."""
_GOLDEN = 0x9E3779B97F4A7C15


def prefix_uniform(block_hash: int) -> float:
    """A uniform number in [0, 1) fixed by one block hash (the same prefix, the same number)."""
    return (((block_hash & _MASK) * _GOLDEN) & _MASK) / 18446744073709551616.0


def holder(mask: int, block_hash: int, seeds: Sequence[int]) -> int | None:
    """The replica of a holder bitmask (`PrefixMemory.holders`) that wins ``block_hash``'s rendezvous
    (None: none): the home (`routing.home`) when it is among them, so a key seeded where its prefix is
    cached starts where every router instance sends it."""
    if not mask:
        return None
    return rendezvous(block_hash, seeds, [bool(mask >> i & 1) for i in range(len(seeds))])


class LoadView(Protocol):
    """Per-replica load as the core reads it (`LoadLedger` is one; a shell may pass its own)."""

    @property
    def in_flight(self) -> Sequence[float]: ...
    @property
    def pending(self) -> Sequence[float]: ...
    @property
    def pending_tokens(self) -> Sequence[float]: ...
    @property
    def pending_pairs(self) -> Sequence[float]:
        """Prefill attention pairs of ``pending_tokens`` (`LoadLedger.pending_pairs`); a view without it counts none."""
        ...

    @property
    def mean_output(self) -> float: ...


RETIRED: dict[str, str] = {
    "fleet_load": "peer_load (the instances' reports to each other, on by default with several instances)",
    "spill_order": "peer_load, with each instance's own slot in a burst (routing.bursts)",
    "spill_bound": "peer_load, with each instance's own slot in a burst (routing.bursts)",
    "spill_smooth_s": "peer_load, with each instance's own slot in a burst (routing.bursts)",
}
"""RoutingConfig fields that are gone, and what does their work now: a config that still sets one is
refused with both named (CHANGELOG.md, 0.3.0)."""


class RoutingConfig(BaseModel):
    """How the routing core weighs cache against load."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    @model_validator(mode="before")
    @classmethod
    def _retired(cls, data: object) -> object:
        if isinstance(data, dict):
            gone = [k for k in data if k in RETIRED]
            if gone:
                raise ValueError(
                    "; ".join(f"{k} was retired in 0.3.0 (it lost to what replaced it): use {RETIRED[k]}" for k in gone)
                )
        return data

    delay: DelayModel = Field(
        default_factory=DelayModel.from_cost,
        description="Coefficients of the time-to-first-token estimate (default: the reference H100 replica): "
        "the model of every replica when set (the operator vouches for it) and not learning, else the prior "
        "the learned models start from (`learn`).",
    )
    learn: bool | None = Field(
        default=None,
        description="Learn each replica's coefficients from its answers (`routing.learned`), the delay model as "
        "their prior. None: learn unless `delay` is set.",
    )
    learning: LearnConfig = Field(default_factory=LearnConfig, description="How the models are learned.")
    plan_prior: bool = Field(
        default=True, description="A warm key's destinations count as holding its prefix (False: the plan is ignored)."
    )
    saving_weight: float = Field(
        default=4.0,
        gt=0.0,
        description="Weight of a candidate's own prefill time against the wait there: prefill a spill adds is work the "
        "fleet does again, not only this request's wait; 4 keeps a conversation where its history is unless the"
        " wait there is several times its re-prefill (docs/routing.md; measured: docs/replay.md, what changed "
        "and why).",
    )
    queued_weight: float = Field(
        default=1.0,
        ge=0.0,
        description="A candidate's prefill also delays the requests queued there: per request queued, its prefill time "
        "counts once more x queued_weight, at the saving weight for the share of the prompt no replica is believed "
        "to hold (work the same anywhere: balanced by the queue, fresh long prompts and hot short ones stay level) "
        "and at the plain time for the share some replica holds (at the saving weight, one instance sent a "
        "conversation's later turns off their history for queues of a few short prompts: docs/replay.md, the "
        "queue's charge). With one instance the queue is counted in prompts of this one's size (at most the queued "
        "tokens / its own uncached tokens, where any are queued). Several instances on their own views (no KV "
        "events) count it in requests, all of the prompt at the saving weight: they cannot tell where a history "
        "is, and capped or charged at the plain time they lost capacity brackets on published, chat and kv_tight.",
    )
    running_weight: float = Field(
        default=0.05,
        ge=0.0,
        description="... and slows the step of every request running there, whose first token is past: its plain "
        "prefill time counts once more x running_weight per request in flight, not x the saving weight (which let "
        "a fresh long prompt, equally costly everywhere, pick the replica with fewer in flight over a long "
        "backlog; docs/replay.md, what changed and why).",
    )
    pressure_weight: float = Field(
        default=3.0,
        ge=0.0,
        description="How KV pressure p (`PrefixMemory.pressure`: blocks evicted per new block) raises affinity once the "
        "caches are full, where every block a miss stores evicts one a later request might hit: the saving "
        "weight counts x (1 + pressure_weight x p) and the queue weights x (1 - p). 0: off (measured: "
        "docs/replay.md, what changed and why).",
    )
    instances: int = Field(
        default=1,
        ge=1,
        description="Router instances that share the plan, each seeing its share of the traffic. Above 1, a "
        "request's home (`routing.home`), which every instance computes alike, counts as holding part of its "
        "own blocks (`home_credit`): where the other instances will have sent its earlier turns.",
    )
    peer_load: bool = Field(
        default=False,
        description="With several instances, weigh load by this instance's ledger plus the other instances' "
        "requests as they report them (`PeerLoad`: each instance journals what it sends and what comes back, "
        "`peer_changes` / `peers_changed`), and weigh it as one instance weighs its own: the fleet's load a "
        "channel's delay ago, not 1/N of it or a reading a second old (issue 36). Without kv_events the reports "
        "carry each request's chain, which the peers' memories record, and the home is not credited.",
    )
    kv_events: bool = Field(
        default=False,
        description="The prefix memory follows the engines' KV events (`stored`, `removed`): every instance's "
        "memory holds what each replica caches, wherever the earlier turns were sent, so the home is not "
        "credited with the request's own blocks (`home_credit`); it still holds the shared part above the anchor "
        "and breaks near-ties (issue 36); measured: docs/replay.md, several router instances.",
    )
    peer_delay_s: float = Field(
        default=0.005,
        ge=0.0,
        description="With peer load, how late the other instances' reports of a decision arrive: for that long this "
        "instance keeps room for what they decide at the same moment, and a request that may go to several "
        "replicas alike takes this instance's own slot of the round (`routing.bursts`). The reference router's "
        "channel sends within a millisecond (`PeerConfig.flush_s`); 5 ms leaves room for the network, and is "
        "the delay replay gives the reports (docs/replay.md, bursts). 0: neither.",
    )
    home_credit: float = Field(
        default=1.0,
        ge=0.0,
        le=1.0,
        description="The home counts as holding this share of the request's own blocks (below its warm key) "
        "times (instances - 1) / instances, the chance that an earlier request of the same anchor came "
        "through another instance; 0: off.",
    )
    tie_s: float = Field(
        default=1e-3, ge=0.0, description="Candidates within this many seconds of the cheapest count as tied."
    )
    memory_share: float = Field(
        default=1.0,
        gt=0.0,
        le=4.0,
        description="Blocks the memory keeps per replica, as a share of that replica's KV tokens / block tokens.",
    )

    @property
    def learns(self) -> bool:
        """Whether the replicas' models are learned (`learn`; by default unless `delay` is set)."""
        return self.learn if self.learn is not None else "delay" not in self.model_fields_set


class Choice(NamedTuple):
    """One decision of the core."""

    replica: int
    reason: Reason
    key: str | None
    """The request's deepest warm key (None: no prefix of it is warm)."""
    cached_tokens: int
    """Prompt tokens expected to be cached on the chosen replica (memory or plan)."""
    best_cached_tokens: int
    """The most prompt tokens any healthy replica was believed to hold (a spill when above ``cached_tokens``)."""
    prefill_tokens: int
    """Prompt tokens the chosen replica is expected to prefill."""
    estimate_s: float
    """Expected time to first token on the chosen replica."""

    @property
    def spilled(self) -> bool:
        return self.best_cached_tokens > self.cached_tokens


class RoutingCore:
    """Plan, prefix memory and load ledger of one router instance, and the decision rule over them."""

    def __init__(
        self,
        replica_ids: Sequence[str],
        kv_tokens: Sequence[float],
        block_tokens: int,
        config: RoutingConfig | None = None,
        delays: Sequence[DelayModel | None] | None = None,
    ) -> None:
        """``delays``: per replica, its own delay model (None: ``config.delay``), where replicas differ."""
        if len(replica_ids) != len(kv_tokens):
            raise ValueError("replica_ids and kv_tokens differ in length")
        if delays is not None and len(delays) != len(replica_ids):
            raise ValueError("replica_ids and delays differ in length")
        if len(set(replica_ids)) != len(replica_ids):
            raise ValueError(f"replica ids repeat: {list(replica_ids)}")
        if block_tokens < 1:
            raise ValueError(f"block_tokens must be >= 1, got {block_tokens}")
        self.config = config or RoutingConfig()
        self.replica_ids = tuple(replica_ids)
        priors = (
            [d or self.config.delay for d in delays] if delays is not None else [self.config.delay] * len(replica_ids)
        )
        self.costs = ReplicaCosts(priors, self.config.learning if self.config.learns else None)
        """Each replica's delay coefficients: as given, or learned from its answers (`served`)."""
        self._sent: dict[Hashable, list] = {}
        """While learning: per request sent and not yet `served`, [replica, tokens and pairs to prefill ahead
        of it, whether any request waited there for its first token, its prompt tokens, those expected cached,
        the slot wait expected] as the load view had them when it was sent, and its row in the replica's
        learned model once its first token came (None before)."""
        self._elapsed_at = -math.inf
        self._waiting: list[dict[Hashable, tuple[float, float]]] = [{} for _ in replica_ids]
        """While learning, per replica: its requests sent at a known time and still without their first token,
        oldest first: (when sent, seconds the fitted model expected), for `elapsed`."""
        self.block_tokens = int(block_tokens)
        share = self.config.memory_share
        self.memory = PrefixMemory([int(k * share // block_tokens) for k in kv_tokens])
        self.ledger = LoadLedger(len(replica_ids))
        several = self.config.instances > 1
        self.load: LoadView = self.ledger
        """The load the decisions read: the ledger, or the ledger with the other instances' requests
        (`RoutingConfig.peer_load`)."""
        self._bursts: Reservations | None = None
        """With peer load, the room kept for what the peers decide at the same moment (`routing.bursts`)."""
        if several and self.config.peer_load:
            self.load = PeerLoad(self.ledger)
            if self.config.peer_delay_s > 0:
                self._bursts = Reservations(self.load.peers, self.config.peer_delay_s)
        self.rank = 0
        """This instance's rank among the instances (0 to instances - 1; `set_rank`): its slot in a burst."""
        self._pending: tuple[int, list[int]] | None = None
        self._now = 0.0
        """The last `choose`'s replica and where its peers' copies go, for `commit` to reserve."""
        self._one = not several or isinstance(self.load, PeerLoad)
        """Whether the load view is the whole fleet's (one instance, or the peers' reports in it)."""
        self._peer_chains = isinstance(self.load, PeerLoad) and not self.config.kv_events
        """Whether the reports carry each request's chain, which the peers' memories record: with peer
        load and no KV events, every instance's memory then holds every instance's decisions."""
        self._whole_memory = self.config.kv_events or self._peer_chains
        """Whether the memory holds every replica's cache, not just this instance's decisions (the KV
        events, or the peers' chains): the home is then not credited with the request's own blocks."""
        self.peers_complete = True
        """Whether every other instance's reports come in (`peers_heard`; with peer load only)."""
        self.plan = PlanIndex(None, self.replica_ids)
        self.seeds = replica_seeds(self.replica_ids)
        """Per replica id, its rendezvous seed (`routing.home`)."""

    @property
    def num_replicas(self) -> int:
        return len(self.replica_ids)

    def set_plan(self, plan: Plan | PlanIndex | None) -> None:
        """Put a plan in force (compiled once here, read by every later decision)."""
        self.plan = plan if isinstance(plan, PlanIndex) else PlanIndex(plan, self.replica_ids)

    def set_rank(self, rank: int) -> None:
        """This instance's rank among the instances (its slot in a burst: `routing.bursts`)."""
        if rank < 0:
            raise ValueError(f"rank must be >= 0, got {rank}")
        self.rank = rank

    def choose(
        self,
        chain: Sequence[int],
        prompt_tokens: int,
        healthy: Sequence[bool],
        load: LoadView | None = None,
        now: float | None = None,
    ) -> Choice:
        """The replica for a request (nothing is recorded; see `commit`). ``load``: default `load`. ``now``: the
        caller's clock in seconds, with which several instances on peer load take their slot of a burst
        (`routing.bursts`; None: no slot)."""
        bursts = None
        if now is not None and load is None and self._one and self._bursts is not None:
            bursts = self._bursts
            bursts.expire(now)
            self._now = now
        self._pending = None
        R = len(self.replica_ids)
        depth = self.memory.match(chain) if chain else [0] * R
        warm: WarmKey | None = self.plan.lookup(chain) if chain else None
        cfg = self.config
        if not cfg.plan_prior:
            warm = None
        known = depth
        if warm is not None:
            known = depth.copy()
            d = warm.depth
            for r in warm.replicas:
                if known[r] < d:
                    known[r] = d
        prior = known
        hm = None
        a = None
        whole = self._whole_memory
        share = 0.0 if whole else cfg.home_credit * (cfg.instances - 1) / cfg.instances
        # With the KV events the home keeps the shared part above its anchor (`base`: the warm key's
        # prefix, a system prompt other replicas hold), not the own part the events show where it is:
        # each instance's ledger holds 1/N of the load, too little to outweigh a system prompt's
        # prefill, so without it the replicas that lacked the prompt never got a session
        # (docs/results/edge-instances-notes.md, issue 36).
        if chain and cfg.instances > 1 and (share > 0.0 or whole):
            base = max(warm.depth if warm is not None else 0, sorted(depth)[-2] if R > 1 else 0)
            a = anchor(chain, base)
            hm = home(a, warm, self.seeds, healthy)
            credit = base + int(share * (len(chain) - base) + 0.5)
            if hm is not None and known[hm] < credit:
                known = known.copy()
                known[hm] = credit
        U = self.block_tokens
        P = prompt_tokens
        top = P - 1 if P > 1 else 0
        rc = self.costs
        toks, aws, steps, seqs = rc.token_s, rc.attn_pair_s, rc.decode_step_s, rc.max_num_seqs
        sw, bq, bn = cfg.saving_weight, cfg.queued_weight, cfg.running_weight
        one = self._one
        if cfg.pressure_weight:
            p = self.memory.pressure
            sw *= 1.0 + cfg.pressure_weight * p
            bq *= 1.0 - p
            bn *= 1.0 - p
        led = self.load if load is None else load
        mean_out = led.mean_output
        n_all = led.in_flight
        q_all, b_all = led.pending, led.pending_tokens
        pairs = getattr(led, "pending_pairs", None)
        if pairs is None:
            pairs = [0.0] * R
        half = P * 0.5 * P
        fresh = 1.0
        if (one or whole) and P > 0:
            held = max((k for k, ok in zip(known, healthy, strict=False) if ok), default=0)
            fresh = (P - min(held * U, top)) / P
        bq *= fresh * sw + 1.0 - fresh

        def cost_at(
            r: int, k: int, n_all: Sequence[float] = n_all, q_all: Sequence[float] = q_all, b_all=b_all, pairs=pairs
        ) -> float:
            """Expected time to first token on replica ``r`` believed to hold ``k`` blocks of the prompt (on the
            load view's counts, or those given)."""
            n, q, b = n_all[r], q_all[r], b_all[r]
            tok, aw = toks[r], aws[r]
            if k:
                c = k * U
                if c > top:
                    c = top
                u = P - c
                own = tok * u + aw * u * (c + 0.5 * u)
            else:
                u = P
                own = tok * P + aw * half
            qu = q if not one or b <= 0.0 or q * u <= b else b / u
            cost = tok * (b + n - q) + aw * pairs[r] + (sw + bq * qu + bn * n) * own
            S = seqs[r]
            if n >= S:
                cost += (n + 1 - S) * mean_out * steps[r] / S
            return cost

        inf = math.inf
        costs = [cost_at(r, known[r]) if healthy[r] else inf for r in range(R)]
        best_cost = min(costs, default=inf)
        if best_cost == inf:
            raise ValueError("no healthy replica to route to")
        limit = best_cost + cfg.tie_s
        near = [r for r, x in enumerate(costs) if x <= limit]
        if bursts is not None:
            session = a if a is not None else chain[0] if chain else None
            near = self._slot(bursts, near, costs, known, healthy, session, cost_at, P, (n_all, q_all, b_all, pairs))
        best = near[0]
        if len(near) > 1:
            pick = hm if hm in near else None
            if pick is None and warm is not None:
                pick = warm.draw(prefix_uniform(anchor(chain, warm.depth)), near)
            if pick is None:
                low = min(n_all[r] for r in near)
                near = [r for r in near if n_all[r] == low]
                pick = near[int(prefix_uniform(chain[0]) * len(near)) if chain else 0]
            best = pick
        best_cached = min(max((k for k, ok in zip(prior, healthy, strict=False) if ok), default=0) * U, top)
        c = min(prior[best] * U, top)
        if warm is not None and best in warm.replicas:
            reason: Reason = "planned"
        elif depth[best] > 0:
            reason = "cached"
        elif best == hm:
            reason = "home"
        else:
            reason = "balanced"
        return Choice(best, reason, warm.key if warm is not None else None, c, best_cached, P - c, costs[best])

    def _slot(
        self,
        bursts: Reservations,
        near: list[int],
        costs: list[float],
        known: Sequence[int],
        healthy: Sequence[bool],
        session: int | None,
        cost_at: Callable[..., float],
        prompt_tokens: int,
        views: tuple[Sequence[float], Sequence[float], Sequence[float], Sequence[float]],
    ) -> list[int]:
        """This instance's slot of a burst (`routing.bursts`). A request one replica holds more of than any other (a
        later turn, its history there) keeps its choice (``near``), its copies reserved on that replica when it goes
        there and this instance sent its session within the delay. Any other takes the copy of rank `rank` in a
        round of one copy per instance, each placed on the cheapest of the replicas that hold as much of it.
        Notes where the peers' copies go, for `commit`."""
        N = self.config.instances
        most = shared = holder = -1
        for r, (k, ok) in enumerate(zip(known, healthy, strict=False)):
            if ok:
                if k > most:
                    most, shared, holder = k, most, r
                elif k > shared:
                    shared = k
        if most > shared:
            if bursts.sent_together(session) and holder in near:  # one of several its session sends at once
                self._pending = (holder, [holder] * (N - 1))
            bursts.sent(self._now, session)
            return near
        n_all, q_all, b_all, pairs_all = views
        n: dict[int, float] = {}
        q: dict[int, float] = {}
        b: dict[int, float] = {}
        pairs: dict[int, float] = {}
        P, U = prompt_tokens, self.block_tokens
        top = P - 1 if P > 1 else 0

        def add_copy(r: int) -> float:
            c = min(known[r] * U, top)
            u = P - c
            n[r] = n.get(r, n_all[r]) + 1
            q[r] = q.get(r, q_all[r]) + 1
            b[r] = b.get(r, b_all[r]) + u
            pairs[r] = pairs.get(r, pairs_all[r]) + u * (c + 0.5 * u)
            return cost_at(r, known[r], n, q, b, pairs)

        alike = [(costs[r], r) for r, (k, ok) in enumerate(zip(known, healthy, strict=False)) if ok and k >= shared]
        mine, slots = take_slot(alike, add_copy, self.rank, N)
        slots.remove(mine)
        self._pending = (mine, slots)
        return [mine]

    def commit(self, choice: Choice, chain: Sequence[int], request_id: Hashable, at: float | None = None) -> None:
        """Record a decision: the chain is cached where it went, and its prefill loads that replica; after a
        `choose` that took a slot of a burst, the peers' copies are reserved (`routing.bursts`). ``at``: when it
        is sent (the shell's clock: `elapsed` watches it for its first token while learning)."""
        if chain:
            self.memory.record(chain, choice.replica)
        if self.costs.learning:
            P = choice.prefill_tokens + choice.cached_tokens
            self._ahead(request_id, choice.replica, P, choice.cached_tokens, at)
        sent = chain if self._peer_chains and chain else None
        self.ledger.routed(request_id, choice.replica, choice.prefill_tokens, choice.cached_tokens, sent)
        pending, self._pending = self._pending, None
        if pending is not None and pending[0] == choice.replica and pending[1] and self._bursts is not None:
            self._bursts.reserve(self._now, pending[1], choice.prefill_tokens, choice.cached_tokens)

    def commit_at(
        self, replica: int, chain: Sequence[int], prompt_tokens: int, request_id: Hashable, at: float | None = None
    ) -> int:
        """Record a request another policy sent to ``replica`` (shadow mode): cached there, loading it
        with the prefill of what the memory says it lacks. Returns the prompt tokens the memory said it held."""
        held = self.memory.match(chain)[replica] * self.block_tokens if chain else 0
        if chain:
            self.memory.record(chain, replica)
        c = min(held, max(prompt_tokens - 1, 0))
        if self.costs.learning:
            self._ahead(request_id, replica, prompt_tokens, c, at)
        self.ledger.routed(request_id, replica, prompt_tokens - c, c, chain if self._peer_chains and chain else None)
        return c

    def _ahead(
        self, request_id: Hashable, replica: int, prompt_tokens: int, cached_tokens: int, at: float | None
    ) -> None:
        """Keep what the load view holds ahead of a request sent to ``replica`` now, for `served`, and (``at``: when
        it was sent) the time the fitted model expects it to take, for `elapsed`."""
        led = self.load
        n, q = led.in_flight[replica], led.pending[replica]
        pairs = getattr(led, "pending_pairs", None)
        costs = self.costs
        S = costs.max_num_seqs[replica]
        slot = (n + 1 - S) * led.mean_output * costs.fitted[replica][2] / S if n >= S else 0.0
        sent = self._sent
        if len(sent) >= _SENT_KEPT:
            gone = next(iter(sent))
            self._waiting[sent.pop(gone)[0]].pop(gone, None)
        ahead = float(led.pending_tokens[replica] + n - q)
        ahead_pairs = float(pairs[replica]) if pairs is not None else 0.0
        sent[request_id] = [replica, ahead, ahead_pairs, q > 0, int(prompt_tokens), int(cached_tokens), slot, None]
        if at is not None:
            u = prompt_tokens - cached_tokens
            expected = costs.expected_s(replica, ahead + u, ahead_pairs + u * (cached_tokens + 0.5 * u)) + slot
            self._waiting[replica][request_id] = (at, expected)

    def expected_s(self, request_id: Hashable) -> float | None:
        """Seconds the learned model of the replica a request went to expects it to wait for its first token,
        as of when it was sent (None: not learning, or sent without a time)."""
        ent = self._sent.get(request_id)
        if ent is None:
            return None
        entry = self._waiting[ent[0]].get(request_id)
        return entry[1] if entry is not None else None

    def elapsed(self, now: float) -> None:
        """The shell's clock reads ``now`` (while learning): a replica whose oldest request still without its
        first token has waited longer than `RoutingConfig.learning`'s ``overdue`` x what its fitted model
        expected is taken to be at least that much slower until it answers (`ReplicaCosts.overdue`): the
        evidence of an answer before it comes, from a slow replica's very first requests or one that stopped."""
        costs = self.costs
        if not costs.learning or now - self._elapsed_at < _ELAPSED_EVERY_S:
            return
        self._elapsed_at = now
        margin = self.config.learning.overdue
        for r, waiting in enumerate(self._waiting):
            factor = 1.0
            if waiting:
                at, expected = waiting[next(iter(waiting))]
                late = now - at
                if expected > 0 and late > margin * expected:
                    factor = late / (margin * expected)
            if factor != costs.slowdown[r]:
                costs.overdue(r, factor)

    def served(
        self,
        request_id: Hashable,
        cached_tokens: float | None = None,
        prompt_tokens: float | None = None,
        decode_s: float | None = None,
        output_tokens: float | None = None,
        ttft_s: float | None = None,
    ) -> None:
        """What the answer to a request `commit` recorded showed at its end (while learning; else ignored):
        ``cached_tokens`` of its ``prompt_tokens`` served from the engine's cache (its usage; None: as the decision
        expected, the prompt as counted then), ``decode_s`` for its ``output_tokens`` after the first; and
        ``ttft_s`` where `first_token` was not told it. Its row in the replica's learned model (`routing.learned`)
        takes the served counts."""
        ent = self._sent.pop(request_id, None)
        if ent is None:
            return
        replica, tokens, pairs, queued, P, expected, slot, row = ent
        if prompt_tokens is not None and prompt_tokens > 0:
            P = int(prompt_tokens)
        c = min(max(float(expected if cached_tokens is None else cached_tokens), 0.0), float(P))
        u = P - c
        costs = self.costs
        if row is None and ttft_s is not None:
            costs.observe_answer(replica, ttft_s - slot, tokens + u, pairs + u * (c + 0.5 * u), queued)
        elif row is not None and (ent[4] != P or c != expected):
            costs.amend(replica, row, tokens + u, pairs + u * (c + 0.5 * u))
        if decode_s is not None and output_tokens is not None and output_tokens > 1:
            costs.observe_decode(replica, decode_s / (output_tokens - 1))

    def engine_costs(self, replica: int, requests: float, seconds: float, tokens: float) -> None:
        """The engine of ``replica`` prefilled ``requests`` requests since its last reading, in ``seconds`` in all
        (its queue left out) for ``tokens`` computed tokens (vLLM's ``request_prefill_time_seconds`` and
        ``request_prefill_kv_computed_tokens`` histograms' sums and counts): a row of its learned model, the
        attention pairs priced at the replica's recent answers' pairs per token (while learning; else ignored)."""
        costs = self.costs
        if costs.learning:
            costs.observe_engine(replica, requests, seconds, tokens, tokens * costs.pairs_per_token(replica))

    def route(
        self,
        chain: Sequence[int],
        prompt_tokens: int,
        healthy: Sequence[bool],
        request_id: Hashable,
        at: float | None = None,
    ) -> Choice:
        """`elapsed` (while learning), `choose`, then `commit`; ``at``: the shell's clock now."""
        if at is not None:
            self.elapsed(at)
        choice = self.choose(chain, prompt_tokens, healthy, now=at)
        self.commit(choice, chain, request_id, at)
        return choice

    def peer_changes(self) -> list[tuple]:
        """This instance's ledger changes since the last call, for the other instances'
        `peers_changed` (`RoutingConfig.peer_load`; empty without it)."""
        return self.ledger.drain()

    def peers_changed(self, peer: Hashable, changes: Sequence[tuple]) -> None:
        """Instance ``peer``'s `peer_changes`, in its order (ignored without `RoutingConfig.peer_load`); the
        chains they carry are cached where they went, as this instance's own decisions are."""
        if isinstance(self.load, PeerLoad):
            if self._peer_chains:
                record = self.memory.record
                for op in changes:
                    if op[0] == "r" and len(op) > 5 and op[5]:
                        record(op[5], op[2])
            self.load.apply(peer, changes)

    def peer_snapshot(self) -> list[tuple]:
        """This instance's requests in flight, as changes that rebuild them (`LoadLedger.snapshot`), for
        a peer that missed some changes."""
        return self.ledger.snapshot()

    def peer_replaced(self, peer: Hashable, snapshot: Sequence[tuple]) -> None:
        """Instance ``peer``'s `peer_snapshot` in place of what it reported before."""
        if isinstance(self.load, PeerLoad):
            self.load.replace(peer, snapshot)

    @property
    def learns_from_peers(self) -> bool:
        """Whether the memory records the peers' chains (peer load without KV events), and so their histories."""
        return self._peer_chains

    def peer_history(self, max_blocks: int) -> list[tuple[int, list[int]]]:
        """What the memory holds, for a peer that may have missed some of it (one that has just heard this
        instance: new, restarted, or back after silence): per replica, its most recent blocks, oldest first,
        ``max_blocks`` in all at most. Reports reach a peer only once it is reported to, so without it the
        sessions begun before are unknown there, and a memory taken to be whole credits no home for them.
        Empty where the memory does not learn from peers (`RoutingConfig.kv_events`, or no peer load)."""
        if not self._peer_chains or max_blocks <= 0:
            return []
        each = max_blocks // self.num_replicas
        return [(r, blocks) for r in range(self.num_replicas) if (blocks := self.memory.recent(r, each))]

    def peer_history_heard(self, history: Sequence[tuple[int, Sequence[int]]]) -> None:
        """A peer's `peer_history`, merged into the memory in the peer's order of use
        (`PrefixMemory.learned`). Ignored where the memory does not learn from peers."""
        if self._peer_chains:
            for replica, blocks in history:
                self.memory.learned(replica, blocks)

    def peer_gone(self, peer: Hashable) -> None:
        """Instance ``peer`` went away: the requests it reported no longer count."""
        if isinstance(self.load, PeerLoad):
            self.load.forget(peer)

    def peers_heard(self, count: int) -> None:
        """How many of the other instances' reports come in, each with its history in (a live router's peer
        channel says, `router.instances.peer_history`; in the simulator every instance reports from the start, the
        default). Below ``instances - 1`` the memory
        lacks some instances' decisions and the load view their requests: the home is credited and the
        view read as this instance's share, as without peer load (the requests of the peers it does hear
        stay in the view), until every peer is heard again."""
        if isinstance(self.load, PeerLoad):
            complete = count >= self.config.instances - 1
            self.peers_complete = complete
            self._one = complete
            self._whole_memory = self.config.kv_events or (self._peer_chains and complete)

    def first_token(self, request_id: Hashable, ttft_s: float | None = None) -> None:
        """The request's first token came back, ``ttft_s`` after it was sent (while learning: a row of its
        replica's learned model, with the cached tokens the decision expected until `served` says)."""
        self.ledger.first_token(request_id)
        self._answered(request_id)
        if ttft_s is not None and self.costs.learning:
            ent = self._sent.get(request_id)
            if ent is not None and ent[7] is None:
                replica, tokens, pairs, queued, P, c, slot = ent[:7]
                u = P - c
                ent[7] = self.costs.observe_answer(
                    replica, ttft_s - slot, tokens + u, pairs + u * (c + 0.5 * u), queued
                )

    def completed(self, request_id: Hashable, output_tokens: float | None = None) -> None:
        self.ledger.completed(request_id, output_tokens)
        self._answered(request_id)

    def _answered(self, request_id: Hashable) -> None:
        """The request is no longer waiting for its first token (`elapsed`)."""
        ent = self._sent.get(request_id)
        if ent is not None:
            self._waiting[ent[0]].pop(request_id, None)

    def replica_lost(self, replica: int) -> None:
        """A replica went away: its cache and its requests are gone."""
        self.memory.forget(replica)
        self.ledger.clear(replica)
        self._waiting[replica].clear()
        if isinstance(self.load, PeerLoad):
            self.load.peers.clear(replica)

    def add_replica(self, replica_id: str, kv_tokens: float, delay: DelayModel | None = None) -> int:
        """A replica joins while the router runs: at a position another left (`remove_replica`), else at a new
        one; returns it. Its memory and load start empty, its cost model is ``delay`` (None: ``config.delay``; its
        prior while learning); the plan in force is compiled again by the caller (`set_plan`), since positions name
        replicas there: a position whose leaver the plan in force still names (not compiled again yet) is not
        taken, so that plan never sends the leaver's keys to the joiner."""
        if not replica_id or replica_id in self.replica_ids:
            raise ValueError(f"replica id {replica_id!r} is empty or already routed to")
        blocks = int(kv_tokens * self.config.memory_share // self.block_tokens)
        ids = list(self.replica_ids)
        named = self.plan.replica_ids if len(self.plan) else ()  # it may be compiled for the ids before a leave
        free = [p for p, rid in enumerate(ids) if rid == VACANT and (p >= len(named) or named[p] == VACANT)]
        if free:
            i = free[0]
            self.memory.reuse(i, blocks)
            self.release(i)
            self.costs.reset(i, delay or self.config.delay)
            ids[i] = replica_id
        else:
            i = self.memory.add_replica(blocks)
            self.ledger.add_replica()
            self.costs.add_replica(delay or self.config.delay)
            self._waiting.append({})
            if isinstance(self.load, PeerLoad):
                self.load.peers.add_replica()
            ids.append(replica_id)
        self.replica_ids = tuple(ids)
        self.seeds = replica_seeds(self.replica_ids)
        return i

    def remove_replica(self, replica: int) -> None:
        """The replica at position ``replica`` left the fleet: its cache and requests are forgotten and its position
        left `VACANT` (never healthy, in no plan) for the next replica that joins."""
        self.replica_lost(replica)
        self.costs.reset(replica, self.config.delay)
        for request_id in [k for k, ent in self._sent.items() if ent[0] == replica]:
            del self._sent[request_id]  # their answers, if any come, are another engine's
        ids = list(self.replica_ids)
        ids[replica] = VACANT
        self.replica_ids = tuple(ids)
        self.seeds = replica_seeds(self.replica_ids)

    def record(self, chain: Sequence[int], replica: int) -> None:
        """The chain is cached on ``replica`` (a decision made on a load view the ledger does not hold)."""
        self.memory.record(chain, replica)

    def stored(self, replica: int, hashes: Sequence[int]) -> None:
        """The engine of ``replica`` stored these blocks (its KV events); none is kept at a `VACANT` position (an
        event late from a replica that left)."""
        if self.replica_ids[replica] != VACANT:
            self.memory.stored(replica, hashes)

    def removed(self, replica: int, hashes: Sequence[int]) -> None:
        """The engine of ``replica`` evicted these blocks."""
        self.memory.removed(replica, hashes)

    def cache_lost(self, replica: int) -> None:
        """The engine of ``replica`` lost its whole cache; its requests in flight still count."""
        self.memory.forget(replica)

    def release(self, replica: int) -> None:
        """Forget the attempts in flight on ``replica``; its cache is kept."""
        self.ledger.clear(replica)
        self._waiting[replica].clear()
        if isinstance(self.load, PeerLoad):
            self.load.peers.clear(replica)

    def holders(self, block_hash: int) -> int:
        """Bit mask of the replicas the memory says hold ``block_hash``."""
        return self.memory.holders(block_hash)

    def holder(self, block_hash: int) -> int | None:
        """The one replica that holds ``block_hash`` by the memory (rendezvous among several; `holder`)."""
        return holder(self.memory.holders(block_hash), block_hash, self.seeds)
