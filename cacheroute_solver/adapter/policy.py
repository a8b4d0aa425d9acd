"""Plan application: from a request's chain and the live endpoints to one endpoint URL.

A request under a warm key goes to one of the key's healthy destinations, chosen with the
plan's weights (renormalised over the healthy ones); the draw is a hash of the request id when
one is given, so a retried request lands on the same replica. Everything else (cold keys, no
plan, every destination down) is balanced cache-blind by the plan's ``blind_policy`` over the
router's load figures. Plan replica ids are matched to endpoints by URL.
"""

from __future__ import annotations

import random
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Literal
from urllib.parse import urlsplit

import xxhash
from pydantic import BaseModel, ConfigDict, Field, field_validator

from cacheroute_solver.models import Fleet, Plan, Replica
from cacheroute_solver.observe import parse_key, routing_key

from .metrics import Counters
from .store import PlanStore

__all__ = [
    "Decision",
    "PlanRouting",
    "ReplicaEndpoint",
    "normalize_url",
    "request_uniform",
]


def normalize_url(url: str) -> str:
    """Scheme and host lower-cased, default ports and trailing slashes dropped."""
    parts = urlsplit(url.strip())
    scheme = (parts.scheme or "http").lower()
    host = (parts.hostname or "").lower()
    port = parts.port
    if port is not None and not ((scheme == "http" and port == 80) or (scheme == "https" and port == 443)):
        host = f"{host}:{port}"
    return f"{scheme}://{host}{parts.path.rstrip('/')}"


class ReplicaEndpoint(BaseModel):
    """A plan replica id, where it serves, and the ids other routers know it by."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(min_length=1, description="Replica id used in plans.")
    url: str = Field(min_length=1, description="Base URL of its OpenAI-compatible server.")
    prefill_capacity: float = Field(default=10_000.0, gt=0.0, description="Prompt tokens/s (for the planner).")
    kv_capacity: float = Field(default=1_000_000.0, ge=0.0, description="KV tokens for warm prefixes (for the planner).")
    engine_id: str | None = Field(default=None, description="production-stack endpoint Id (default: id).")
    sglang_worker: str | None = Field(default=None, description="SGLang gateway worker (default: url).")
    dynamo_instance_id: int | None = Field(default=None, description="Dynamo backend instance id.")
    llmd_address: str | None = Field(default=None, description="llm-d endpoint 'ip:port' (default: from url).")

    @field_validator("url")
    @classmethod
    def _url(cls, url: str) -> str:
        if not urlsplit(url).hostname:
            raise ValueError(f"not an absolute URL: {url!r}")
        return url.rstrip("/")

    def replica(self) -> Replica:
        return Replica(id=self.id, prefill_capacity=self.prefill_capacity, kv_capacity=self.kv_capacity)


class Decision(BaseModel):
    """One routing decision: where the request goes and why."""

    model_config = ConfigDict(frozen=True)

    url: str
    replica_id: str | None = Field(description="Plan replica id of the chosen endpoint (None: not in the map).")
    key: str | None = Field(description="Warm key the request fell under (None: cache-blind).")
    kind: Literal["planned", "fallback"]
    reason: Literal["warm", "cold_key", "no_plan", "destination_down", "recent"]
    epoch: int = Field(description="Epoch of the plan that decided (-1: none).")


def request_uniform(request_id: str, salt: int = 0) -> float:
    """A uniform number in [0, 1) fixed by the request id (same id, same number)."""
    return xxhash.xxh3_64_intdigest(request_id.encode("utf-8", "surrogatepass"), salt) / 2.0**64


def _weighted(choices: Sequence[tuple[str, float]], u: float) -> str:
    total = sum(w for _, w in choices)
    if total <= 0:
        return choices[int(u * len(choices)) % len(choices)][0]
    acc = 0.0
    target = u * total
    for url, w in choices:
        acc += w
        if target < acc:
            return url
    return choices[-1][0]


class PlanRouting:
    """Applies the plan in ``store`` to requests, given the endpoints that are up and their loads."""

    def __init__(
        self,
        store: PlanStore,
        replicas: Iterable[ReplicaEndpoint],
        counters: Counters | None = None,
        seed: int | None = None,
        cold_affinity: bool = False,
        affinity_bound: float = 1.25,
        memory_blocks: int = 1_000_000,
        follow_recent: bool = True,
        recent_bound: float = 1.5,
    ) -> None:
        """``cold_affinity``: send cold keys' traffic by bounded-load rendezvous hashing of the
        request's first block instead of the plan's blind policy, so a prefix's second request
        can hit before the planner has seen it reused (load stays within ``affinity_bound`` x mean).
        ``memory_blocks``: how many block hashes `placement_hint` remembers the last replica of.
        ``follow_recent``: a request under no warm key goes to the replica its longest prefix was
        last sent to (from that memory) if its load is at most ``recent_bound`` x (mean + 1), as the
        simulated router does (`cacheroute_solver.route`, measured in ``docs/replay.md``); else
        cache-blind.
        """
        self.follow_recent = follow_recent
        self.recent_bound = recent_bound
        self.memory_blocks = memory_blocks
        self._placed: OrderedDict[int, str] = OrderedDict()
        self.cold_affinity = cold_affinity
        self.affinity_bound = affinity_bound
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
        self._rng = random.Random(seed)
        self._rr = 0
        self._lock = threading.Lock()

    @property
    def fleet(self) -> Fleet:
        return Fleet(replicas=tuple(r.replica() for r in self.replicas))

    def replica(self, replica_id: str) -> ReplicaEndpoint:
        for r in self.replicas:
            if r.id == replica_id:
                return r
        raise KeyError(replica_id)

    def _uniform(self, request_id: str | None) -> float:
        if request_id:
            return request_uniform(request_id)
        with self._lock:
            return self._rng.random()

    def blind(self, candidates: Sequence[str], load: Callable[[str], float], policy: str) -> str:
        """Cache-blind choice among ``candidates`` (URLs as given) by ``policy``."""
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
        ties = [c for c, x in zip(candidates, loads) if x <= low]
        return ties[turn % len(ties)]

    def affinity(self, first_hash: int, candidates: Sequence[str], load: Callable[[str], float]) -> str:
        """Bounded-load rendezvous hashing: the highest-ranked candidate for ``first_hash`` whose
        load is at most ``affinity_bound * (total + 1) / n`` (CHWBL's bound)."""
        ranked = sorted(
            candidates,
            key=lambda c: xxhash.xxh3_64_intdigest(normalize_url(c).encode(), first_hash & 0xFFFF_FFFF_FFFF_FFFF),
            reverse=True,
        )
        loads = [load(c) for c in ranked]
        bound = self.affinity_bound * (sum(loads) + 1) / len(ranked)
        for c, x in zip(ranked, loads):
            if x <= bound:
                return c
        return ranked[0]

    def _remember(self, chain: Sequence[int], replica_id: str | None) -> None:
        if replica_id is None or self.memory_blocks <= 0:
            return
        with self._lock:
            placed = self._placed
            for h in chain:
                placed[h] = replica_id
                placed.move_to_end(h)
            while len(placed) > self.memory_blocks:
                placed.popitem(last=False)

    def _recent(self, chain: Sequence[int], by_norm: Mapping[str, str], load: Callable[[str], float]) -> str | None:
        """The candidate the chain's longest remembered prefix was sent to, if within the bound."""
        with self._lock:
            rid = next((r for h in reversed(chain) if (r := self._placed.get(h)) is not None), None)
        url = by_norm.get(self.url_of.get(rid, "")) if rid is not None else None
        if url is None:
            return None
        loads = [load(c) for c in by_norm.values()]
        bound = self.recent_bound * (sum(loads) / len(loads) + 1.0)
        return url if load(url) <= bound else None

    def placement_hint(self, keys: Iterable[str]) -> dict[str, str]:
        """Key -> replica that last served a request through the key's prefix (where its cache is)."""
        out: dict[str, str] = {}
        with self._lock:
            for k in keys:
                rid = self._placed.get(parse_key(k)[0])
                if rid is not None:
                    out[k] = rid
        return out

    def previous_for_planning(self, keys: Iterable[str]) -> Plan | None:
        """The plan in force plus, for cold ``keys``, the replica their traffic went to.

        Given to the planner as the previous plan, it makes a cold key's current replica a previous
        destination: no cold fill there, churn if the key is moved, and the keep rate (not the admit
        rate) as its threshold. Same epoch as the plan in force (None: no plan and nothing placed).
        """
        plan = self.store.plan
        warm = plan.assignments if plan is not None else {}
        hints = self.placement_hint(k for k in keys if k not in warm)
        if plan is None and not hints:
            return None
        merged = dict(warm)
        merged.update({k: ((rid, 1.0),) for k, rid in hints.items()})
        base = plan if plan is not None else Plan(epoch=0)
        return base.model_copy(update={"assignments": merged})

    def decide(
        self,
        chain: Sequence[int],
        candidates: Sequence[str],
        load: Callable[[str], float] | Mapping[str, float] | None = None,
        request_id: str | None = None,
    ) -> Decision:
        """Choose one of ``candidates`` (endpoint URLs that are up) for a request with ``chain``."""
        if not candidates:
            raise ValueError("no endpoint to route to")
        if load is None:
            load_fn: Callable[[str], float] = lambda _u: 0.0
        elif isinstance(load, Mapping):
            load_fn = lambda u, m=load: float(m.get(u, 0.0))
        else:
            load_fn = load
        snap = self.store.snapshot
        plan = snap.plan
        by_norm = {normalize_url(c): c for c in candidates}
        key = routing_key(chain, snap.index) if plan is not None else None
        reason: str
        if key is not None:
            healthy = [
                (by_norm[u], w)
                for rid, w in plan.weights(key)
                if w > 0 and (u := self.url_of.get(rid)) is not None and u in by_norm
            ]
            if healthy:
                url = _weighted(healthy, self._uniform(request_id))
                self.counters.inc("cacheroute_decisions_total", kind="planned", reason="warm")
                rid = self.id_of.get(normalize_url(url))
                self._remember(chain, rid)
                return Decision(url=url, replica_id=rid, key=key, kind="planned", reason="warm", epoch=snap.epoch)
            reason = "destination_down"
        else:
            reason = "no_plan" if plan is None else "cold_key"
        if self.follow_recent and chain and reason != "destination_down":
            url = self._recent(chain, by_norm, load_fn)
            if url is not None:
                self.counters.inc("cacheroute_decisions_total", kind="fallback", reason="recent")
                rid = self.id_of.get(normalize_url(url))
                self._remember(chain, rid)
                return Decision(url=url, replica_id=rid, key=key, kind="fallback", reason="recent", epoch=snap.epoch)
        if self.cold_affinity and chain and reason != "destination_down":
            url = self.affinity(chain[0], list(candidates), load_fn)
        else:
            policy = plan.blind_policy if plan is not None else "least_loaded"
            url = self.blind(list(candidates), load_fn, policy)
        self.counters.inc("cacheroute_decisions_total", kind="fallback", reason=reason)
        rid = self.id_of.get(normalize_url(url))
        self._remember(chain, rid)
        return Decision(url=url, replica_id=rid, key=key, kind="fallback", reason=reason, epoch=snap.epoch)
