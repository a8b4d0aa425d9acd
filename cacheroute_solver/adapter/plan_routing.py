"""Plan application in the live router: a thin shell around the routing core.

`PlanRouting` turns a request's chain and the endpoints that are up into a call of
`cacheroute_solver.routing.RoutingCore` (the rule lives there, shared with the simulated router)
and its `Choice` into a `Decision` with the endpoint URL. The router reports what it sees back:
`first_token` when the first byte of an answer arrives, `completed` when the attempt ends, so the
core's ledger knows each replica's in-flight requests and prefill backlog. A shell that cannot
report (production-stack's routing interface) passes the counts it sees instead (`_ExternalLoad`).
Plan replica ids are matched to endpoints by URL.
"""

from __future__ import annotations

import itertools
import os
import random
import re
import threading
import time
import unicodedata
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from cacheroute_solver.models import Fleet, Plan, Replica
from cacheroute_solver.planning import seeded
from cacheroute_solver.prefix import parse_key
from cacheroute_solver.routing import DelayModel, LoadLedger, PlanIndex, Reason, RoutingConfig, RoutingCore

from .metrics import Counters
from .store import PlanSnapshot, PlanStore, without_full_collections

__all__ = [
    "Decision",
    "PlanRouting",
    "ReplicaEndpoint",
    "normalize_url",
    "url_host",
]


def url_host(host: str) -> str:
    """``host`` as a URL or ``host:port`` writes it: an IPv6 address in brackets (``urlsplit``'s ``hostname``
    drops them, and ``http://::1:8000`` is no URL a client takes)."""
    return f"[{host}]" if ":" in host else host


def normalize_url(url: str) -> str:
    """Scheme and host lower-cased, default ports and trailing slashes dropped (an IPv6 host kept in brackets)."""
    parts = urlsplit(url.strip())
    scheme = (parts.scheme or "http").lower()
    host = url_host((parts.hostname or "").lower())
    port = parts.port
    if port is not None and not ((scheme == "http" and port == 80) or (scheme == "https" and port == 443)):
        host = f"{host}:{port}"
    return f"{scheme}://{host}{parts.path.rstrip('/')}"


class ReplicaEndpoint(BaseModel):
    """A plan replica id, where it serves, and the ids other routers know it by."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(
        min_length=1,
        description="Replica id used in plans, metrics and the X-CacheRoute-Replica header of its answers (so no "
        "control character, and no space at either end).",
    )
    url: str = Field(min_length=1, description="Base URL of its OpenAI-compatible server.")
    prefill_capacity: float = Field(default=10_000.0, gt=0.0, description="Prompt tokens/s (for the planner).")
    kv_capacity: float = Field(
        default=1_000_000.0,
        ge=0.0,
        description="KV tokens of its prefix cache (for the planner's budget and the router's prefix memory).",
    )
    delay: DelayModel | None = Field(
        default=None,
        description="This replica's own cost model, where the operator knows it (a slower accelerator, another "
        "model): the routing core's model of it (as routing.delay is of every replica), or its learned model's "
        "prior while the router learns (routing.learn).",
    )
    max_model_len: int | None = Field(
        default=None,
        ge=1,
        description="The engine's context length in tokens (vLLM's --max-model-len): the reference router's "
        "max_prompt_tokens by default (None: not known).",
    )
    models: tuple[str, ...] | None = Field(
        default=None,
        description="The model names it serves (vLLM's --served-model-name); requests for another model never go "
        "there. None: read from its /v1/models (and any model, until read).",
    )
    adapters: tuple[str, ...] = Field(
        default=(),
        description="The LoRA adapters it serves on its first model (vLLM's --lora-modules names), with models "
        "declared; read from /v1/models otherwise (entries with a 'parent').",
    )
    engine_id: str | None = Field(default=None, description="production-stack endpoint Id (default: id).")
    dynamo_instance_id: int | None = Field(default=None, description="Dynamo backend instance id.")
    llmd_address: str | None = Field(default=None, description="llm-d endpoint 'ip:port' (default: from url).")
    kv_events: str | None = Field(
        default=None,
        description="ZeroMQ endpoint where the engine publishes its KV events, e.g. 'tcp://10.0.0.1:5557' "
        "(vLLM's --kv-events-config endpoint, as seen from the router; None: the router's own memory only).",
    )
    kv_events_replay: str | None = Field(
        default=None, description="The engine's KV event replay endpoint (vLLM's replay_endpoint), to fill gaps."
    )
    api_key_env: str | None = Field(
        default=None,
        min_length=1,
        description="The environment variable that holds the engine's API key (vLLM's --api-key), e.g. VLLM_API_KEY: "
        "sent as 'Authorization: Bearer <key>' with each request whose client sent no Authorization of its own. "
        "The key itself is never in the config.",
    )

    @field_validator("id")
    @classmethod
    def _id(cls, replica_id: str) -> str:
        """An id goes in the ``X-CacheRoute-Replica`` header of every answer through it, where a control character
        (a newline, a tab, ...) cannot go (aiohttp refuses the answer) and spaces at either end are lost."""
        bad = next((c for c in replica_id if unicodedata.category(c) == "Cc"), None)
        if bad is not None:
            raise ValueError(f"holds the control character {bad!r}, which an HTTP header cannot carry: {replica_id!r}")
        if replica_id != replica_id.strip():
            raise ValueError(f"starts or ends with a space, which an HTTP header drops: {replica_id!r}")
        return replica_id

    @field_validator("url")
    @classmethod
    def _url(cls, url: str) -> str:
        if not urlsplit(url).hostname:
            raise ValueError(f"not an absolute URL: {url!r}")
        return url.rstrip("/")

    @model_validator(mode="after")
    def _adapters_on_a_model(self) -> ReplicaEndpoint:
        if self.adapters and not self.models:
            raise ValueError("adapters: declared with models (an adapter serves on the replica's first model)")
        return self

    @field_validator("kv_events", "kv_events_replay")
    @classmethod
    def _zmq_endpoint(cls, endpoint: str | None) -> str | None:
        if endpoint is not None and not re.fullmatch(r"(tcp://[^\s*]+:[0-9]{1,5}|ipc://\S+|inproc://\S+)", endpoint):
            raise ValueError(
                f"not a ZeroMQ endpoint the router can connect to: {endpoint!r} (e.g. 'tcp://10.0.0.1:5557'; "
                "the engine binds 'tcp://*:5557', the router connects to its address)"
            )
        return endpoint

    def replica(self) -> Replica:
        return Replica(id=self.id, prefill_capacity=self.prefill_capacity, kv_capacity=self.kv_capacity)

    def api_key(self) -> str | None:
        """The engine's API key from ``api_key_env`` (None: none configured); ValueError where the variable is
        unset or empty."""
        if self.api_key_env is None:
            return None
        key = os.environ.get(self.api_key_env, "").strip()
        if not key:
            raise ValueError(f"the environment variable {self.api_key_env} is unset or empty")
        return key


@dataclass(frozen=True, slots=True)
class Decision:
    """One routing decision: where the request goes and why."""

    url: str
    replica_id: str | None
    """Plan replica id of the chosen endpoint (None: not in the map)."""
    key: str | None
    """The request's deepest warm key (None: none)."""
    reason: Reason | str
    """'planned' (a destination of its warm key), 'cached' (holds part of its prefix), 'home' (the
    request's home with several instances, nothing else known there), 'balanced' (chosen for load
    alone), or 'baseline' (a cache-blind policy of the router, not the core)."""
    spilled: bool
    """Another healthy replica held more of the prefix, and the wait there outweighed it."""
    epoch: int
    """Epoch of the plan that decided (-1: none)."""
    ticket: int | None = None
    """The ledger's name for this attempt (report `first_token` / `completed` with it); None: not in the ledger."""
    estimate_s: float = 0.0
    """The routing core's cost of the chosen replica: its expected time to first token there, its own prefill
    weighed as the work a spill would add (`RoutingConfig.saving_weight`)."""
    cached_tokens: int = 0
    """Prompt tokens the core believed the chosen replica held (its memory, or the plan's warm key there)."""
    actual_cached_tokens: int = 0
    """A shadow decision's (`PlanRouting.shadow`): prompt tokens the core believed the replica the request really
    went to held."""
    expected_s: float | None = None
    """Seconds the replica's learned model expects to the first token: the queue ahead and the prefill at its
    fitted speed (`RoutingCore.expected_s`; None: the models are not learned)."""

    @property
    def kind(self) -> str:
        return str(self.reason)

    @property
    def label(self) -> str:
        """``reason`` plus ``:spill`` when spilled (the X-CacheRoute-Decision header)."""
        return f"{self.reason}:spill" if self.spilled else str(self.reason)


class _ExternalLoad:
    """A load view from counts the caller reports: requests in flight per replica and, where it knows
    them, how many of those still wait for their first token.

    A caller that counts requests does not know their prompts, so the prefill backlog of a replica
    with ``q`` requests waiting is taken to be the last ``q`` this router sent there (``sent``: their
    expected prefill tokens and attention pairs, newest last): an engine prefills in arrival order,
    so the requests still waiting are the newest.
    """

    __slots__ = ("in_flight", "mean_output", "pending", "pending_pairs", "pending_tokens")

    def __init__(
        self,
        in_flight: list[int],
        mean_output: float,
        pending: list[int] | None = None,
        sent: Sequence[deque[tuple[float, float]]] = (),
    ) -> None:
        R = len(in_flight)
        self.in_flight = in_flight
        self.pending = pending or [0] * R
        self.pending_tokens = [0.0] * R
        self.pending_pairs = [0.0] * R
        self.mean_output = mean_output
        for r, q in enumerate(self.pending):
            if q > in_flight[r]:
                self.pending[r] = q = in_flight[r]
            if q > 0 and sent:
                newest = list(itertools.islice(reversed(sent[r]), q))
                self.pending_tokens[r] = sum(t for t, _ in newest)
                self.pending_pairs[r] = sum(p for _, p in newest)


_SENT_KEPT = 256
"""Requests per replica whose prefill an external load view can count as waiting."""


def _readable(index: PlanIndex, ids: Sequence[str]) -> bool:
    """Whether ``index`` (compiled for its own replica ids) routes right with the core's ``ids``: empty, or no
    position is a different replica in each (a position now `VACANT` or past its ids is never chosen by it). The
    core reuses a position only once the index in force no longer names the replica that left it, so the index in
    force always is."""
    named = index.replica_ids
    return named is ids or not len(index) or all(a == b or not a or not b for a, b in zip(named, ids, strict=False))


@without_full_collections
def _compiled_off_collections(snap: PlanSnapshot, ids: Sequence[str]) -> PlanIndex:
    return PlanIndex(snap.plan, ids)


class PlanRouting:
    """Applies the plan in ``store`` through a `RoutingCore` over ``replicas`` (module docstring).

    ``block_tokens``: prompt tokens per block of the chains this router hashes (with text chunks,
    about ``chunk_chars / chars_per_token``). ``config``: the core's settings (default: the
    reference H100 replica's cost model).
    """

    def __init__(
        self,
        store: PlanStore,
        replicas: Iterable[ReplicaEndpoint],
        counters: Counters | None = None,
        config: RoutingConfig | None = None,
        block_tokens: int = 32,
        seed: int | None = None,
    ) -> None:
        self.store = store
        self.replicas = tuple(replicas)
        ids = [r.id for r in self.replicas]
        if len(set(ids)) != len(ids):
            raise ValueError(f"replica ids repeat: {ids}")
        self.url_of = {r.id: normalize_url(r.url) for r in self.replicas}
        self.id_of = {u: rid for rid, u in self.url_of.items()}
        if len(self.id_of) != len(self.url_of):
            raise ValueError("two replicas share one URL")
        self.counters = counters or store.counters
        delays = [r.delay for r in self.replicas]
        self.core = RoutingCore(
            ids, [r.kv_capacity for r in self.replicas], block_tokens, config, delays if any(delays) else None
        )
        self._urls = [self.url_of[i] for i in ids]
        self._pos: dict[str, int] = {u: i for i, u in enumerate(self._urls)}
        self._ids_pos: dict[str, int] = {rid: i for i, rid in enumerate(ids)}
        self._compiled: tuple[PlanSnapshot | None, PlanIndex] = (None, self.core.plan)
        """The plan index in force and the snapshot it was compiled from (for the replica ids it names:
        `PlanIndex.replica_ids`, which after a join or a leave are not the core's until it is compiled again)."""
        store.compile = lambda plan: PlanIndex(plan, self.core.replica_ids)
        store.adopt = self._adopt
        self._compiler: ThreadPoolExecutor | None = None
        self.defer: Callable[[Callable[[], None]], object] = self._in_compiler
        """How the plan index is compiled again after a join or a leave (default: in a worker thread of its own;
        tests hold it)."""
        self._masks: dict[tuple[str, ...], tuple[list[bool], dict[int, str]]] = {}
        self._tickets = itertools.count(1)
        self._sent: list[deque[tuple[float, float]]] = [deque(maxlen=_SENT_KEPT) for _ in ids]
        """Per replica, the expected prefill (tokens, attention pairs) of the last requests decided on a
        caller's load view (`_ExternalLoad`), newest last."""
        self._rng = random.Random(seed)
        for i, rid in enumerate(ids):
            self._export_costs(i, rid)
        self._rr = 0
        self._lock = threading.Lock()
        self.on_change: Callable[[], None] | None = None
        """Called after the ledger changes (a decision entered, a first token, a completion), where the
        changes go to peers (`router.instances.peers`)."""

    def _export_costs(self, i: int, replica_id: str) -> None:
        """The replica's cost model in force, read at each scrape (learned, or as configured)."""
        costs = self.core.costs
        self.counters.track("cacheroute_replica_token_seconds", lambda: costs.token_s[i], replica=replica_id)
        self.counters.track(
            "cacheroute_replica_attention_pair_seconds", lambda: costs.attn_pair_s[i], replica=replica_id
        )
        self.counters.track(
            "cacheroute_replica_decode_step_seconds", lambda: costs.decode_step_s[i], replica=replica_id
        )
        self.counters.track("cacheroute_replica_cost_observations", lambda: costs.observations(i), replica=replica_id)

    @property
    def learning(self) -> bool:
        """Whether the replicas' cost models are learned from the answers (`RoutingConfig.learns`)."""
        return self.core.costs.learning

    def costs_of(self, url: str) -> tuple[DelayModel, bool, float | None] | None:
        """The cost model in force for the replica at ``url``, whether it is trusted (configured, or learned:
        `ReplicaCosts.learned`) and its time between two tokens now (`ReplicaCosts.token_interval_s`; the
        model's decode step where it is configured, None where nothing is known of it); None: not a replica of
        this router."""
        i = self._index(url)
        if i is None:
            return None
        costs = self.core.costs
        rid = self.core.replica_ids[i]
        own = next((r.delay for r in self.replicas if r.id == rid), None)
        vouched = "delay" in self.core.config.model_fields_set or own is not None
        trusted = not costs.learning or vouched or costs.learned(i)
        model = costs.model(i)
        interval = costs.token_interval_s(i) if costs.learning else model.decode_step_s
        return model, trusted, interval if interval is not None or not vouched else model.decode_step_s

    @property
    def fleet(self) -> Fleet:
        return Fleet(replicas=tuple(r.replica() for r in self.replicas))

    def add_replica(self, endpoint: ReplicaEndpoint) -> int:
        """A replica joins while the router runs (`RoutingCore.add_replica`); returns its position."""
        url = normalize_url(endpoint.url)
        if endpoint.id in self.url_of or url in self.id_of:
            raise ValueError(f"replica {endpoint.id!r} or its URL {url} is already routed to")
        with self._lock:
            i = self.core.add_replica(endpoint.id, endpoint.kv_capacity, endpoint.delay)
            if i == len(self._urls):
                self._urls.append(url)
                self._sent.append(deque(maxlen=_SENT_KEPT))
            else:
                self._urls[i] = url
                self._sent[i].clear()
            self._placed(i, endpoint, url)
            self.replicas = (*self.replicas, endpoint)
            self._export_costs(i, endpoint.id)
        self.defer(self._compile_again)
        return i

    def remove_replica(self, replica_id: str) -> int:
        """A replica leaves while the router runs (`RoutingCore.remove_replica`): requests in flight there
        finish, but no new one goes there; returns the position it had."""
        with self._lock:
            i = self._ids_pos.pop(replica_id)
            url = self.url_of.pop(replica_id)
            self.id_of.pop(url, None)
            self._pos = {u: p for u, p in self._pos.items() if p != i}
            self._masks.clear()
            self.core.remove_replica(i)
            self._sent[i].clear()
            self._urls[i] = ""
            self.replicas = tuple(r for r in self.replicas if r.id != replica_id)
        self.defer(self._compile_again)
        return i

    def _placed(self, i: int, endpoint: ReplicaEndpoint, url: str) -> None:
        self.url_of[endpoint.id] = url
        self.id_of[url] = endpoint.id
        self._pos[url] = i
        self._ids_pos[endpoint.id] = i
        self._masks.clear()

    def position(self, url: str) -> int | None:
        """The routing core's position of the replica at ``url`` (None: not routed to)."""
        return self._index(url)

    @property
    def ledger(self) -> LoadLedger:
        return self.core.ledger

    def replica(self, replica_id: str) -> ReplicaEndpoint:
        for r in self.replicas:
            if r.id == replica_id:
                return r
        raise KeyError(replica_id)

    def _index(self, url: str) -> int | None:
        i = self._pos.get(url)
        if i is None:
            i = self._pos.get(normalize_url(url))
            if i is not None:
                self._pos[url] = i
        return i

    def _adopt(self, snap: PlanSnapshot) -> None:
        """Put a just-swapped plan in the core (in the swapping thread), so that the one it replaces is
        let go there, not by the next decision on the event loop. Compiled for replica ids that changed since in
        a way it cannot be read for (`_readable`), it is compiled again first, here, off the lock."""
        index = snap.compiled if isinstance(snap.compiled, PlanIndex) else PlanIndex(snap.plan, self.core.replica_ids)
        while True:
            with self._lock:
                ids = self.core.replica_ids
                if _readable(index, ids):
                    self._compiled = (snap, index)
                    self.core.set_plan(index)
                    break
            index = PlanIndex(snap.plan, ids)
        if index.replica_ids is not ids:
            self.defer(self._compile_again)

    def _plan_index(self, snap: PlanSnapshot) -> PlanIndex:
        """The index a decision reads (under the lock): the one in force, also while it is compiled again after a
        join or a leave (`_compile_again`), or the new plan's where it was swapped in and not yet adopted. Either is
        read whole. One is compiled here only for a plan swapped in without this router's index (a store this
        router took over with its plan, or one shared with another router)."""
        compiled_for, index = self._compiled
        if compiled_for is not snap:
            ids = self.core.replica_ids
            ready = snap.compiled
            index = ready if isinstance(ready, PlanIndex) and _readable(ready, ids) else PlanIndex(snap.plan, ids)
            self._compiled = (snap, index)
            if index.replica_ids is not ids:
                self.defer(self._compile_again)
        return index

    def close(self) -> None:
        """Let the compiler's thread go, once a compile in flight is done (a router that stops)."""
        if self._compiler is not None:
            self._compiler.shutdown(wait=True)
            self._compiler = None

    def _in_compiler(self, job: Callable[[], None]) -> object:
        if self._compiler is None:
            self._compiler = ThreadPoolExecutor(1, thread_name_prefix="cacheroute-plan-index")
        return self._compiler.submit(job)

    def _compile_again(self) -> None:
        """Compile the plan in force for the replica ids of now, off the lock (in the compiler's thread, with full
        collections put off as the store's swaps do), and put it in force if nothing changed meanwhile; else again.
        A 250,000-key plan took 1.06 s, on the event loop at every join and leave."""
        while True:
            with self._lock:
                snap, ids = self.store.snapshot, self.core.replica_ids
                compiled_for, index = self._compiled
                if compiled_for is snap and index.replica_ids is ids:
                    return
            fresh = _compiled_off_collections(snap, ids)
            with self._lock:
                if self.store.snapshot is snap and self.core.replica_ids is ids:
                    self._compiled = (snap, fresh)
                    self.core.set_plan(fresh)
                    return

    def blind(self, candidates: Sequence[str], load: Callable[[str], float], policy: str) -> str:
        """Cache-blind choice among ``candidates`` (URLs as given) by ``policy`` (the router's baselines)."""
        with self._lock:
            self._rr += 1
            turn = self._rr
            if policy == "power_of_two" and len(candidates) > 1:
                a, b = self._rng.sample(range(len(candidates)), 2)
                pair = [candidates[a], candidates[b]]
                return min(pair, key=load)
        if policy == "round_robin":
            return candidates[turn % len(candidates)]
        loads = [load(c) for c in candidates]
        low = min(loads)
        ties = [c for c, x in zip(candidates, loads, strict=False) if x <= low]
        return ties[turn % len(ties)]

    def _candidates(self, candidates: Sequence[str]) -> tuple[list[bool], dict[int, str]]:
        """Per replica whether it is among ``candidates`` (URLs that are up), and the URL given for each
        (cached per candidate list: the router asks with the same few lists)."""
        if not candidates:
            raise ValueError("no endpoint to route to")
        mask = self._masks.get(cand := tuple(candidates))
        if mask is None:
            healthy = [False] * self.core.num_replicas
            given: dict[int, str] = {}
            for c in cand:
                i = self._index(c)
                if i is not None:
                    healthy[i] = True
                    given.setdefault(i, c)
            if not given:
                raise ValueError(f"none of the candidates is a known replica: {list(cand)[:3]}")
            if len(self._masks) > 4096:
                self._masks.clear()
            mask = self._masks[cand] = (healthy, given)
        return mask

    def shadow(
        self,
        chain: Sequence[int],
        candidates: Sequence[str],
        actual: str,
        prompt_tokens: float | None = None,
        at: float | None = None,
    ) -> Decision:
        """What the core would decide for a request that another policy sends to ``actual`` (shadow
        mode): nothing of the core's choice is entered; its memory and ledger learn where the request
        really went (report `first_token` and `completed` with ``Decision.ticket``). ``at``: as for `decide`."""
        healthy, given = self._candidates(candidates)
        where = self._index(actual)
        if where is None:
            raise ValueError(f"not a known replica: {actual}")
        core = self.core
        P = int(prompt_tokens) if prompt_tokens is not None else len(chain) * core.block_tokens
        snap = self.store.snapshot
        with self._lock:
            now = self._now(at)
            core.set_plan(self._plan_index(snap))
            choice = core.choose(chain, P, healthy)
            ticket = next(self._tickets)
            held = core.commit_at(where, chain, P, ticket, now)
        return Decision(
            url=given[choice.replica],
            replica_id=core.replica_ids[choice.replica],
            key=choice.key,
            reason=choice.reason,
            spilled=choice.spilled,
            epoch=snap.epoch,
            ticket=ticket,
            estimate_s=choice.estimate_s,
            cached_tokens=choice.cached_tokens,
            actual_cached_tokens=held,
        )

    def decide(
        self,
        chain: Sequence[int],
        candidates: Sequence[str],
        load: Mapping[str, float] | Callable[[str], float] | None = None,
        request_id: Hashable | None = None,
        prompt_tokens: float | None = None,
        prefilling: Mapping[str, float] | Callable[[str], float] | None = None,
        at: float | None = None,
    ) -> Decision:
        """Choose one of ``candidates`` (endpoint URLs that are up) for a request with ``chain``.

        With ``load`` None the core's own ledger is the load view and the decision is entered in
        it: report `first_token` and `completed` with ``Decision.ticket``. With ``load`` (per URL
        in-flight requests, as production-stack's request stats give them) that view is used and
        the ledger is left alone; ``prefilling`` (per URL, those of the in-flight requests that wait
        for their first token, as production-stack's ``in_prefill_requests``; unused without ``load``)
        adds their prefill backlog to that view (`_ExternalLoad`). ``prompt_tokens`` defaults to the
        chain's blocks x block tokens. ``at``: the monotonic time the request is sent (default: now), which the learned
        cost models watch for its first token (`RoutingCore.elapsed`).
        """
        healthy, given = self._candidates(candidates)
        core = self.core
        R = core.num_replicas
        P = int(prompt_tokens) if prompt_tokens is not None else len(chain) * core.block_tokens
        snap = self.store.snapshot
        counts: list[int] | None = None
        pending: list[int] | None = None
        if load is not None:
            urls = [given.get(i, self._urls[i]) if healthy[i] else None for i in range(R)]
            fn = load.get if isinstance(load, Mapping) else load
            counts = [int(fn(u) or 0) if u is not None else 0 for u in urls]
            if prefilling is not None:
                pre = prefilling.get if isinstance(prefilling, Mapping) else prefilling
                pending = [int(pre(u) or 0) if u is not None else 0 for u in urls]
        with self._lock:
            view = None
            if counts is not None:
                view = _ExternalLoad(counts, core.ledger.mean_output, pending, self._sent if pending else ())
            now = self._now(at) if view is None else None
            core.set_plan(self._plan_index(snap))
            choice = core.choose(chain, P, healthy, view, now=now)
            ticket = None
            expected = None
            if view is None:
                ticket = next(self._tickets)
                core.commit(choice, chain, ticket, now)
                expected = core.expected_s(ticket)
            else:
                if chain:
                    core.record(chain, choice.replica)
                u, c = choice.prefill_tokens, choice.cached_tokens
                self._sent[choice.replica].append((float(u), u * (c + 0.5 * u)))
        if ticket is not None and self.on_change is not None:
            self.on_change()
        self.counters.inc(
            "cacheroute_decisions_total", kind=choice.reason, reason="spill" if choice.spilled else "direct"
        )
        return Decision(
            url=given[choice.replica],
            replica_id=core.replica_ids[choice.replica],
            key=choice.key,
            reason=choice.reason,
            spilled=choice.spilled,
            epoch=snap.epoch,
            ticket=ticket,
            estimate_s=choice.estimate_s,
            cached_tokens=choice.cached_tokens,
            expected_s=expected,
        )

    def _now(self, at: float | None) -> float:
        """The time a decision is sent at (``at``, else the monotonic clock): a burst's reservations run on it
        (`routing.bursts`), and the learned models watch it (`RoutingCore.elapsed`), told it first."""
        core = self.core
        now = time.monotonic() if at is None else at
        if core.costs.learning:
            core.elapsed(now)
        return now

    def first_token(self, ticket: int | None, ttft_s: float | None = None) -> None:
        """The first byte of the answer to ``ticket``'s attempt arrived (its prefill is done), ``ttft_s`` after it
        was sent (a first token of a stream: the replica's learned model takes it; None: not one, e.g. a
        non-streamed answer, whose first byte comes with its last)."""
        if ticket is not None:
            with self._lock:
                self.core.first_token(ticket, ttft_s)
            if self.on_change is not None:
                self.on_change()

    def served(
        self,
        ticket: int | None,
        cached_tokens: float | None = None,
        prompt_tokens: float | None = None,
        decode_s: float | None = None,
        output_tokens: float | None = None,
        ttft_s: float | None = None,
    ) -> None:
        """What the engine reported at the end of ``ticket``'s answer (its usage) and how long it generated, for
        the replica's learned model (`RoutingCore.served`)."""
        if ticket is not None:
            with self._lock:
                self.core.served(ticket, cached_tokens, prompt_tokens, decode_s, output_tokens, ttft_s)

    def engine_costs(self, url: str, requests: float, seconds: float, tokens: float) -> None:
        """The engine at ``url`` published ``requests`` prefills of ``tokens`` computed tokens taking ``seconds``
        since its last reading (`RoutingCore.engine_costs`)."""
        i = self._index(url)
        if i is not None:
            with self._lock:
                self.core.engine_costs(i, requests, seconds, tokens)

    def completed(self, ticket: int | None, output_tokens: float | None = None) -> None:
        """``ticket``'s attempt ended (answered, failed or cancelled)."""
        if ticket is not None:
            with self._lock:
                self.core.completed(ticket, output_tokens)
            if self.on_change is not None:
                self.on_change()

    # ---- peer load (`RoutingConfig.peer_load`): the changes as they go between instances ---------

    def _out(self, ops: list[tuple]) -> list[list]:
        ids = self.core.replica_ids
        return [
            [op[0], op[1], ids[op[2]], *op[3:5], *([list(op[5])] if len(op) > 5 else [])]
            if op[0] == "r"
            else [op[0], op[1]]
            for op in ops
        ]

    def _in(self, ops: Sequence[Sequence]) -> list[tuple]:
        """A peer's changes with replica ids made positions; a replica this router does not route to
        is left out (that peer's fleet differs: its requests there do not load ours)."""
        pos = self._ids_pos
        out: list[tuple] = []
        for op in ops:
            if op[0] == "r":
                i = pos.get(op[2])
                if i is not None:
                    chain = (list(op[5]),) if len(op) > 5 else ()
                    out.append((op[0], op[1], i, float(op[3]), float(op[4]), *chain))
            else:
                out.append((op[0], op[1]))
        return out

    def peer_changes(self) -> list[list]:
        """This instance's load changes since the last call, replicas by id, for its peers (`router.instances.peers`)."""
        with self._lock:
            return self._out(self.core.peer_changes())

    def peer_snapshot(self) -> list[list]:
        """This instance's requests in flight, as changes, replicas by id."""
        with self._lock:
            return self._out(self.core.peer_snapshot())

    def peers_changed(self, peer: str, ops: Sequence[Sequence], replace: bool = False) -> None:
        """Instance ``peer``'s changes (``replace``: its snapshot, in place of what it reported before)."""
        changes = self._in(ops)
        with self._lock:
            if replace:
                self.core.peer_replaced(peer, changes)
            else:
                self.core.peers_changed(peer, changes)

    @property
    def learns_from_peers(self) -> bool:
        """Whether the memory records the peers' chains, and so their histories (`RoutingCore.learns_from_peers`)."""
        return self.core.learns_from_peers

    def peer_history(self, max_blocks: int) -> list[list]:
        """The memory's recent blocks per replica (`RoutingCore.peer_history`), replicas by id, for a peer
        that asks."""
        ids = self.core.replica_ids
        with self._lock:
            return [[ids[r], blocks] for r, blocks in self.core.peer_history(max_blocks)]

    def peer_history_heard(self, ops: Sequence[Sequence]) -> None:
        """A peer's history (`peer_history`), merged; a replica this router does not route to is left out."""
        pos = self._ids_pos
        history = [(i, list(op[1])) for op in ops if (i := pos.get(op[0])) is not None]
        with self._lock:
            self.core.peer_history_heard(history)

    def peer_gone(self, peer: str) -> None:
        """Instance ``peer`` stopped reporting (or restarted): its requests no longer count."""
        with self._lock:
            self.core.peer_gone(peer)

    def peers_heard(self, count: int, rank: int | None = None) -> None:
        """``count`` other instances' reports come in (`RoutingCore.peers_heard`); ``rank``: this instance's rank
        among all of them (`RoutingCore.set_rank`), where the peer channel knows it."""
        with self._lock:
            self.core.peers_heard(count)
            if rank is not None:
                self.core.set_rank(rank)

    def release(self, url: str) -> None:
        """Forget every attempt in flight on the replica at ``url`` (it hung: they will not report back
        in time, and counted as its load they would keep it idle once it is back); its cache is kept."""
        i = self._index(url)
        if i is not None:
            with self._lock:
                self.core.release(i)

    def blocks_stored(self, replica: int, hashes: Sequence[int]) -> None:
        """The engine of replica ``replica`` (position) stored these blocks (router hashes; `kv_events`)."""
        with self._lock:
            self.core.stored(replica, hashes)

    def blocks_removed(self, replica: int, hashes: Sequence[int]) -> None:
        """The engine of replica ``replica`` evicted these blocks."""
        with self._lock:
            self.core.removed(replica, hashes)

    def cache_lost(self, replica: int) -> None:
        """The engine of replica ``replica`` lost its whole cache (cleared, or restarted)."""
        with self._lock:
            self.core.cache_lost(replica)

    def placement_hint(self, keys: Iterable[str]) -> dict[str, str]:
        """Key -> a replica holding the key's prefix in the router's memory (where its cache is)."""
        out: dict[str, str] = {}
        ids = self.core.replica_ids
        with self._lock:
            for k in keys:
                r = self.core.holder(parse_key(k)[0])
                if r is not None:
                    out[k] = ids[r]
        return out

    def previous_for_planning(self, keys: Iterable[str]) -> Plan | None:
        """The plan in force plus, for cold ``keys``, a replica holding their prefix.

        Given to the planner as the previous plan, it makes a cold key's current replica a previous
        destination: no cold fill there, churn if the key is moved, and the keep rate (not the admit
        rate) as its threshold. Same epoch as the plan in force (None: no plan and nothing placed).
        """
        plan = self.store.plan
        warm = plan.assignments if plan is not None else {}
        return seeded(plan, self.placement_hint(k for k in keys if k not in warm))
