"""Today's routers, reproduced for the fleet simulator: the baselines CacheRoute is measured against.

Each router follows the rule and the shipped defaults of its project as recorded in
``docs/reference/baseline-routers.md`` and exposes them as ``defaults`` (and the project as
``follows``) for the evaluation table. `BASELINES` maps a stable name to a factory.

A simulated request carries chained block hashes, not text, so routers that work on characters
work on the hash chain instead (see ``docs/baselines.md``): a prefix match of ``m`` blocks stands
for a match of the characters of those blocks (``m`` blocks x tokens per block; match *rates* are
token ratios, so the character/token ratio cancels); a key made of the first characters of the
prompt becomes the first block hash. Tokens per block are given (``block_tokens``, the trace's
``Trace.block_tokens``), read from `FleetView.block_tokens`, or inferred from requests by
`_BlockTokens`.
"""

from __future__ import annotations

import hashlib
import heapq
import math
from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence

import numpy as np

from cacheroute_solver.simulator.routers import FleetView, LeastLoadedRouter, RoundRobinRouter, Router
from cacheroute_solver.simulator.trace import Request

__all__ = [
    "BASELINES",
    "CHWBLRouter",
    "CacheAwareCliRouter",
    "CacheAwareLibRouter",
    "CacheAwareRouter",
    "ConsistentHashRouter",
    "DynamoRouter",
    "LeastLoaded",
    "LlmdRouter",
    "PowerOfTwoRouter",
    "RoundRobin",
]


def _h64(data: bytes) -> int:
    return int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "big")


def _key_bytes(key: str | int) -> bytes:
    return key.encode() if isinstance(key, str) else int(key).to_bytes(8, "big", signed=True)


class _BlockTokens:
    """Tokens per trace block: the given value, else inferred from the requests seen so far.

    A request of ``P`` tokens with ``n`` hashes (all but the last block full) needs at least
    ``ceil(P / n)`` tokens per block; the running maximum of that bound reaches the trace's block
    size as soon as one request has a full last block (or enough blocks). The inference is the
    last resort, for views that do not carry ``block_tokens``.
    """

    def __init__(self, given: int | None):
        if given is not None and given < 1:
            raise ValueError(f"block_tokens must be >= 1, got {given}")
        self.given = given
        self.value = given or 1

    def from_view(self, view: FleetView) -> None:
        """Take the trace's block size from the simulator when it says (`FleetView.block_tokens`)."""
        if self.given is None and getattr(view, "block_tokens", None):
            self.given = self.value = int(view.block_tokens)

    def __call__(self, request: Request) -> int:
        if self.given is None:
            n = len(request.block_hashes)
            if n:
                self.value = max(self.value, -(-request.prompt_tokens // n))
        return self.value


class _Ring:
    """A consistent-hash ring of ``vnodes`` points per replica (points hash ``"<id>#<k>"``)."""

    def __init__(self, replicas: Sequence[int], ids: Sequence[str], vnodes: int):
        pts = sorted((_h64(f"{ids[r]}#{k}".encode()), r) for r in replicas for k in range(vnodes))
        self.points = [p for p, _ in pts]
        self.owner = [r for _, r in pts]
        self.size = len(set(self.owner))

    def walk(self, key: str | int) -> Iterator[int]:
        """Distinct replicas clockwise from the key's point, the owner of the first point first."""
        n = len(self.points)
        i = bisect_right(self.points, _h64(_key_bytes(key)))
        seen: set[int] = set()
        for k in range(n):
            r = self.owner[(i + k) % n]
            if r not in seen:
                seen.add(r)
                yield r
                if len(seen) == self.size:
                    return


def _argmin(candidates: Sequence[int] | np.ndarray, values: np.ndarray, rng: np.random.Generator) -> int:
    """The candidate with the smallest value, ties broken at random."""
    c = np.asarray(candidates)
    v = values[c]
    best = c[v == v.min()]
    return int(best[rng.integers(len(best))]) if len(best) > 1 else int(best[0])


class RoundRobin(RoundRobinRouter):
    """Round robin: the next healthy replica in turn. No parameters."""

    follows = "round robin (every router's fallback)"
    defaults: dict = {}


class LeastLoaded(LeastLoadedRouter):
    """Least loaded: the healthy replica with the fewest in-flight requests (lowest index on ties).

    production-stack's variant falls back to the lowest QPS; in-flight count is used here.
    """

    follows = "least loaded (SGLang/vLLM router shortest queue)"
    defaults: dict = {}


class PowerOfTwoRouter(Router):
    """Power of two choices: two distinct healthy replicas drawn at random (seeded), the one with
    fewer in-flight requests wins (the first drawn on ties), as the SGLang/vLLM routers' policy."""

    name = "power_of_two"
    follows = "power of two (SGLang / vLLM router)"
    defaults: dict = {}

    def __init__(self, seed: int = 0):
        self.seed = seed
        self._rng = np.random.default_rng(seed)

    def start(self, view: FleetView) -> None:
        self._rng = np.random.default_rng(self.seed)

    def route(self, request: Request, view: FleetView) -> int:
        idx = view.healthy_index
        if len(idx) == 1:
            return int(idx[0])
        a, b = self._rng.choice(idx, size=2, replace=False)
        load = view.in_flight
        return int(b) if load[b] < load[a] else int(a)


class ConsistentHashRouter(Router):
    """Consistent hashing with fixed affinity: the key's point on a ring of healthy replicas picks
    the replica; load is ignored. 160 virtual nodes per replica as the vLLM router.

    The key is the request's declared key (the vLLM router hashes a session/user header), or the
    first block hash when the request has none (or when ``use_request_key`` is False); a request
    with neither hashes its index. blake2b-64 stands in for the project's hash function.
    """

    name = "consistent_hash"
    follows = "vLLM router consistent_hash"
    defaults = {"virtual_nodes": 160, "key": "request key, else first block hash"}

    def __init__(self, virtual_nodes: int = 160, use_request_key: bool = True):
        self.virtual_nodes = virtual_nodes
        self.use_request_key = use_request_key
        self._ring: _Ring | None = None

    def start(self, view: FleetView) -> None:
        self._ring = _Ring(view.healthy_index.tolist(), view.replica_ids, self.virtual_nodes)

    def key_of(self, request: Request) -> str | int:
        if self.use_request_key and request.key is not None:
            return request.key
        if len(request.block_hashes):
            return int(request.block_hashes[0])
        return f"request:{request.index}"

    def ring_order(self, request: Request) -> list[int]:
        """Healthy replicas in ring order from the request's key (after `start`)."""
        return list(self._ring.walk(self.key_of(request)))

    def route(self, request: Request, view: FleetView) -> int:
        if self._ring is None:
            self.start(view)
        return next(self._ring.walk(self.key_of(request)))


class CHWBLRouter(ConsistentHashRouter):
    """Consistent hashing with bounded loads (KubeAI PrefixHash): walk the ring clockwise from the
    key's point to the first replica within ``bound = c * (total + 1) / n`` (total in-flight over
    the ``n`` healthy replicas); c = 1.25, 256 virtual nodes (KubeAI).

    "Within" is KubeAI's source: ``in_flight + 1 <= bound`` (the new request counted), any replica
    when nothing is in flight, and the key's first replica when none is within.
    ``count_new=False`` gives the notes' form, ``in_flight <= bound``, which some replica always
    meets. KubeAI keys on the first 100 characters of the prompt; here the first block hash (a
    longer prefix: a whole block of tokens). Load is the router's own in-flight count.
    """

    name = "chwbl"
    follows = "KubeAI PrefixHash (CHWBL)"
    defaults = {"load_factor": 1.25, "virtual_nodes": 256, "key": "first block hash (first 100 chars)"}

    def __init__(
        self,
        load_factor: float = 1.25,
        virtual_nodes: int = 256,
        use_request_key: bool = False,
        count_new: bool = True,
    ):
        super().__init__(virtual_nodes, use_request_key)
        self.load_factor = load_factor
        self.count_new = count_new

    def bound(self, view: FleetView) -> float:
        """The most in-flight requests a replica may have to take the request."""
        idx = view.healthy_index
        return self.load_factor * (int(view.in_flight[idx].sum()) + 1) / len(idx) - self.count_new

    def route(self, request: Request, view: FleetView) -> int:
        if self._ring is None:
            self.start(view)
        order = self._ring.walk(self.key_of(request))
        load = view.in_flight
        if not load[view.healthy_index].any():
            return next(order)
        bound = self.bound(view)
        first = -1
        for r in order:
            if load[r] <= bound:
                return r
            if first < 0:
                first = r
        return first


class CacheAwareRouter(Router):
    """SGLang / vLLM router ``cache_aware``: per-replica approximate prefix trees of past prompts.

    Loads are the router's in-flight counts over healthy replicas. If ``max - min >
    balance_abs_threshold`` AND ``max > balance_rel_threshold * min``: least loaded. Otherwise the
    replica with the longest match in its tree if the match rate (matched / prompt tokens) exceeds
    ``cache_threshold``, else the least loaded (``below_threshold="smallest_tree"``: the replica
    with the smallest tree, as older SGLang); ties at random (seeded), as the router. The chosen
    replica's tree then gets the prompt, in both modes. Every ``eviction_interval_s`` of simulated
    time, each tree above ``max_tree_size`` characters loses least-recently-used leaves until it
    fits.

    The trees hold block hashes (a node per block; a block of ``t`` tokens counts ``t *
    chars_per_token`` characters toward the size limit). Replicas with equally long matches go
    by load (the project takes any one). Defaults: subclasses.
    """

    name = "cache_aware"
    follows = "SGLang router / vLLM router cache_aware"
    defaults = {
        "cache_threshold": 0.3,
        "balance_abs_threshold": 64,
        "balance_rel_threshold": 1.5,
        "eviction_interval_s": 120.0,
        "max_tree_size": 2**26,
    }

    def __init__(
        self,
        cache_threshold: float | None = None,
        balance_abs_threshold: int | None = None,
        balance_rel_threshold: float | None = None,
        eviction_interval_s: float | None = None,
        max_tree_size: int | None = None,
        *,
        below_threshold: str = "least_loaded",
        chars_per_token: float = 4.0,
        seed: int = 0,
        block_tokens: int | None = None,
    ):
        d = self.defaults
        self.cache_threshold = d["cache_threshold"] if cache_threshold is None else cache_threshold
        self.balance_abs_threshold = (
            d["balance_abs_threshold"] if balance_abs_threshold is None else balance_abs_threshold
        )
        self.balance_rel_threshold = (
            d["balance_rel_threshold"] if balance_rel_threshold is None else balance_rel_threshold
        )
        self.eviction_interval_s = (
            d["eviction_interval_s"] if eviction_interval_s is None else eviction_interval_s
        )
        self.max_tree_size = d["max_tree_size"] if max_tree_size is None else max_tree_size
        if below_threshold not in ("least_loaded", "smallest_tree"):
            raise ValueError("below_threshold must be 'least_loaded' or 'smallest_tree'")
        self.below_threshold = below_threshold
        self.chars_per_token = chars_per_token
        self.seed = seed
        self._block_tokens = _BlockTokens(block_tokens)
        self._reset(0)

    def _reset(self, replicas: int) -> None:
        self._rng = np.random.default_rng(self.seed)
        self._nodes: dict[int, dict[int, list]] = {}
        """hash -> {replica: [last access, children held by that replica]}"""
        self._parent: dict[int, int | None] = {}
        self._chars: dict[int, float] = {}
        self.tree_size = np.zeros(replicas, dtype=np.float64)
        """Characters in each replica's tree."""
        self._next_evict: float | None = None
        self.decision = ""
        """How the last request was routed: "imbalanced", "match" or "below_threshold"."""

    def start(self, view: FleetView) -> None:
        self._block_tokens.from_view(view)
        self._reset(view.num_replicas)

    def route(self, request: Request, view: FleetView) -> int:
        if len(self.tree_size) != view.num_replicas:
            self.start(view)
        now = view.now
        if self._next_evict is None:
            self._next_evict = now + self.eviction_interval_s
        while self.eviction_interval_s > 0 and now >= self._next_evict:
            self.evict()
            self._next_evict += self.eviction_interval_s
        idx = view.healthy_index
        load = view.in_flight
        hi, lo = int(load[idx].max()), int(load[idx].min())
        if hi - lo > self.balance_abs_threshold and hi > self.balance_rel_threshold * lo:
            self.decision = "imbalanced"
            r = _argmin(idx, load, self._rng)
        else:
            matched, tenants = self.match(request, view)
            if tenants and matched / request.prompt_tokens > self.cache_threshold:
                self.decision = "match"
                r = _argmin(tenants, load, self._rng)
            else:
                self.decision = "below_threshold"
                by = self.tree_size if self.below_threshold == "smallest_tree" else load
                r = _argmin(idx, by, self._rng)
        self.insert(request, r, now)
        return r

    def match(self, request: Request, view: FleetView) -> tuple[int, list[int]]:
        """Matched prompt tokens of the longest match among healthy replicas' trees, and who has it."""
        U = self._block_tokens(request)
        healthy = view.healthy
        tenants: list[int] = []
        depth = 0
        for h in request.block_hashes.tolist():
            node = self._nodes.get(h)
            here = [r for r in node if healthy[r]] if node else []
            if not here:
                break
            tenants = here
            depth += 1
        return min(depth * U, request.prompt_tokens), tenants

    def insert(self, request: Request, replica: int, now: float) -> None:
        """Add the prompt's path to ``replica``'s tree, refreshing its access times."""
        U = self._block_tokens(request)
        P = request.prompt_tokens
        prev: int | None = None
        for i, h in enumerate(request.block_hashes.tolist()):
            node = self._nodes.get(h)
            if node is None:
                node = self._nodes[h] = {}
                self._parent[h] = prev
                self._chars[h] = min(U, P - i * U) * self.chars_per_token
            ent = node.get(replica)
            if ent is None:
                node[replica] = [now, 0]
                self.tree_size[replica] += self._chars[h]
                if prev is not None:
                    self._nodes[prev][replica][1] += 1
            else:
                ent[0] = now
            prev = h

    def evict(self) -> None:
        """Trim each tree above ``max_tree_size`` by removing least-recently-used leaves."""
        for r in np.flatnonzero(self.tree_size > self.max_tree_size).tolist():
            heap = [(ent[0], h) for h, node in self._nodes.items() if (ent := node.get(r)) and ent[1] == 0]
            heapq.heapify(heap)
            while heap and self.tree_size[r] > self.max_tree_size:
                _, h = heapq.heappop(heap)
                node = self._nodes[h]
                del node[r]
                self.tree_size[r] -= self._chars[h]
                p = self._parent[h]
                if not node:
                    del self._nodes[h], self._parent[h], self._chars[h]
                if p is not None:
                    pe = self._nodes[p][r]
                    pe[1] -= 1
                    if pe[1] == 0:
                        heapq.heappush(heap, (pe[0], p))

    def holds(self, replica: int, block_hash: int) -> bool:
        node = self._nodes.get(int(block_hash))
        return node is not None and replica in node


class CacheAwareCliRouter(CacheAwareRouter):
    """`CacheAwareRouter` with the CLI defaults (``launch_router`` / ``vllm-router`` flags):
    cache_threshold 0.3, abs 64, rel 1.5, eviction every 120 s, tree 2^26 characters."""

    name = "cache_aware_cli"


class CacheAwareLibRouter(CacheAwareRouter):
    """`CacheAwareRouter` with the library defaults (``CacheAwareConfig::default``):
    cache_threshold 0.5, abs 32, rel 1.1, eviction every 30 s, tree 10,000 characters."""

    name = "cache_aware_lib"
    defaults = {
        "cache_threshold": 0.5,
        "balance_abs_threshold": 32,
        "balance_rel_threshold": 1.1,
        "eviction_interval_s": 30.0,
        "max_tree_size": 10_000,
    }


class LlmdRouter(Router):
    """llm-d inference scheduler: argmax of ``3 * prefix + 2 * queue + 2 * kv``, seeded random
    tie-break, over healthy replicas.

    prefix: matched / total 16-token blocks of the prompt (at most 256 blocks), matching from the
    start against an LRU of 31,250 blocks per replica that records only the chosen replica's
    blocks. queue: ``(max_q - q) / (max_q - min_q)`` over waiting requests (1 when all equal).
    kv: ``1 - kv_usage``. Metrics are read live (llm-d scrapes them every 50 ms).

    Trace blocks of ``U`` tokens stand for ``U // 16`` llm-d blocks each (a partial last block for
    its full 16-token blocks); a trace block matches whole or not at all, and occupies its
    llm-d block count in the LRU.
    """

    name = "llmd"
    follows = "llm-d inference scheduler (prefix, queue, kv-cache scorers; max-score picker)"
    defaults = {
        "prefix_weight": 3.0,
        "queue_weight": 2.0,
        "kv_weight": 2.0,
        "hash_block_tokens": 16,
        "max_prefix_blocks": 256,
        "lru_capacity_per_server": 31_250,
    }

    def __init__(
        self,
        prefix_weight: float = 3.0,
        queue_weight: float = 2.0,
        kv_weight: float = 2.0,
        *,
        hash_block_tokens: int = 16,
        max_prefix_blocks: int = 256,
        lru_capacity_per_server: int = 31_250,
        seed: int = 0,
        block_tokens: int | None = None,
    ):
        self.prefix_weight = prefix_weight
        self.queue_weight = queue_weight
        self.kv_weight = kv_weight
        self.hash_block_tokens = hash_block_tokens
        self.max_prefix_blocks = max_prefix_blocks
        self.lru_capacity = lru_capacity_per_server
        self.seed = seed
        self._block_tokens = _BlockTokens(block_tokens)
        self._reset(0)

    def _reset(self, replicas: int) -> None:
        self._rng = np.random.default_rng(self.seed)
        self._lru: list[OrderedDict[int, int]] = [OrderedDict() for _ in range(replicas)]
        self._used = [0] * replicas
        self._holders: dict[int, set[int]] = {}
        self.last_scores: np.ndarray = np.zeros(replicas)
        """Total score of every replica for the last request (-inf for unhealthy ones)."""

    def start(self, view: FleetView) -> None:
        self._block_tokens.from_view(view)
        self._reset(view.num_replicas)

    def _blocks(self, request: Request) -> tuple[list[int], list[int]]:
        """The request's hashes within the first ``max_prefix_blocks`` llm-d blocks, and how many
        llm-d blocks each covers."""
        U = self._block_tokens(request)
        b = self.hash_block_tokens
        P = request.prompt_tokens
        hashes, sizes, total = [], [], 0
        for i, h in enumerate(request.block_hashes.tolist()):
            s = min(max(min(U, P - i * U), 0) // b, self.max_prefix_blocks - total)
            if s <= 0:
                break
            hashes.append(h)
            sizes.append(s)
            total += s
        return hashes, sizes

    def prefix_scores(self, request: Request, view: FleetView) -> np.ndarray:
        hashes, sizes = self._blocks(request)
        return self._prefix(hashes, sizes, view)

    def _prefix(self, hashes: list[int], sizes: list[int], view: FleetView) -> np.ndarray:
        R = view.num_replicas
        total = sum(sizes)
        matched = np.zeros(R)
        if total == 0:
            return matched
        alive = set(view.healthy_index.tolist())
        acc = 0
        for h, s in zip(hashes, sizes):
            have = self._holders.get(h)
            keep = alive & have if have else set()
            for r in alive - keep:
                matched[r] = acc
            alive = keep
            acc += s
            if not alive:
                break
        for r in alive:
            matched[r] = acc
        return matched / total

    def route(self, request: Request, view: FleetView) -> int:
        if len(self._lru) != view.num_replicas:
            self.start(view)
        idx = view.healthy_index
        hashes, sizes = self._blocks(request)
        prefix = self._prefix(hashes, sizes, view)[idx]
        q = view.waiting[idx].astype(np.float64)
        qmax, qmin = q.max(), q.min()
        queue = (qmax - q) / (qmax - qmin) if qmax > qmin else np.ones(len(idx))
        kv = 1.0 - view.kv_usage[idx]
        score = self.prefix_weight * prefix + self.queue_weight * queue + self.kv_weight * kv
        self.last_scores = np.full(view.num_replicas, -np.inf)
        self.last_scores[idx] = score
        r = _argmin(idx, -np.round(self.last_scores, 9), self._rng)
        self._record(r, hashes, sizes)
        return r

    def record(self, request: Request, replica: int) -> None:
        """Note that ``replica`` got ``request`` (what `route` does for its choice; after `start`)."""
        self._record(replica, *self._blocks(request))

    def _record(self, r: int, hashes: list[int], sizes: list[int]) -> None:
        lru = self._lru[r]
        for h, s in zip(hashes, sizes):
            if h in lru:
                lru.move_to_end(h)
            else:
                lru[h] = s
                self._used[r] += s
                self._holders.setdefault(h, set()).add(r)
        while self._used[r] > self.lru_capacity and lru:
            h, s = lru.popitem(last=False)
            self._used[r] -= s
            holders = self._holders[h]
            holders.discard(r)
            if not holders:
                del self._holders[h]

    def holds(self, replica: int, block_hash: int) -> bool:
        return int(block_hash) in self._lru[replica]


class DynamoRouter(Router):
    """NVIDIA Dynamo KV router: lowest ``overlap_weight * prefill_blocks + decode_blocks``
    (weight 1.0, temperature 0: the minimum, seeded random tie-break; ``temperature > 0``:
    softmax sampling of the costs min-max normalised to [0, 1], as Dynamo).

    prefill_blocks: tokens the replica would still have to prefill (its routed requests not yet
    admitted, plus this prompt minus its cached overlap) / ``kv_block_size`` (16, vLLM's block).
    decode_blocks: distinct blocks of the replica's active requests with this prompt added.
    The overlap comes from Dynamo's approximate indexer (``--no-kv-events``): the router's own
    routing decisions, each block expiring 120 s after it was last routed; the FleetView does not
    expose the engines' caches, so the exact KV-event index cannot be used.
    """

    name = "dynamo"
    follows = "NVIDIA Dynamo KV router (approximate indexer)"
    defaults = {
        "overlap_weight": 1.0,
        "temperature": 0.0,
        "kv_block_size": 16,
        "index": "approximate, 120 s expiry",
    }

    def __init__(
        self,
        overlap_weight: float = 1.0,
        temperature: float = 0.0,
        *,
        kv_block_size: int = 16,
        ttl_s: float = 120.0,
        seed: int = 0,
        block_tokens: int | None = None,
    ):
        self.overlap_weight = overlap_weight
        self.temperature = temperature
        self.kv_block_size = kv_block_size
        self.ttl_s = ttl_s
        self.seed = seed
        self._block_tokens = _BlockTokens(block_tokens)
        self._reset(0)

    def _reset(self, replicas: int) -> None:
        self._rng = np.random.default_rng(self.seed)
        self._expiry: dict[int, dict[int, float]] = {}
        self._active: list[dict[int, tuple[int, list[int]]]] = [{} for _ in range(replicas)]
        self._refs: list[dict[int, int]] = [{} for _ in range(replicas)]
        self._cum: list[list[int]] = [[0] for _ in range(replicas)]
        """Per replica, running total of the tokens to prefill of the requests routed there, in
        routing order: the last ``view.waiting[r]`` of them are not admitted yet (FCFS)."""
        self._last: tuple[int, int] | None = None
        self._next_sweep: float | None = None
        self.last_costs: np.ndarray = np.zeros(replicas)
        """Cost of every replica for the last request (+inf for unhealthy ones)."""

    def start(self, view: FleetView) -> None:
        self._block_tokens.from_view(view)
        self._reset(view.num_replicas)

    def overlaps(self, request: Request, view: FleetView) -> np.ndarray:
        """Leading blocks of the request each replica is believed to hold (unexpired)."""
        now = view.now
        out = np.zeros(view.num_replicas, dtype=np.int64)
        alive = set(view.healthy_index.tolist())
        depth = 0
        for h in request.block_hashes.tolist():
            exp = self._expiry.get(h)
            keep = {r for r in alive if exp and exp.get(r, -math.inf) > now}
            for r in alive - keep:
                out[r] = depth
            alive = keep
            depth += 1
            if not alive:
                break
        for r in alive:
            out[r] = depth
        return out

    def costs(self, request: Request, view: FleetView) -> np.ndarray:
        """Cost of every replica for ``request`` (+inf for unhealthy ones)."""
        U = self._block_tokens(request)
        bs = self.kv_block_size
        P = request.prompt_tokens
        hashes = set(request.block_hashes.tolist())
        overlap = self._overlap = self.overlaps(request, view)
        cost = np.full(view.num_replicas, np.inf)
        for r in view.healthy_index.tolist():
            new = max(P - int(overlap[r]) * U, 0)
            cum = self._cum[r]
            pending = cum[-1] - cum[-1 - int(view.waiting[r])]
            refs = self._refs[r]
            blocks = len(refs) + len(hashes.difference(refs))
            cost[r] = self.overlap_weight * (pending + new) / bs + blocks * U / bs
        return cost

    def route(self, request: Request, view: FleetView) -> int:
        if len(self._active) != view.num_replicas:
            self.start(view)
        self._drop_rejected(view)
        now = view.now
        if self._next_sweep is None:
            self._next_sweep = now + self.ttl_s
        if now >= self._next_sweep:
            self._sweep(now)
            self._next_sweep = now + self.ttl_s
        cost = self.costs(request, view)
        self.last_costs = cost
        idx = view.healthy_index
        c = cost[idx]
        if self.temperature > 0:
            span = c.max() - c.min()
            z = -((c - c.min()) / span if span > 0 else np.zeros(len(c))) / self.temperature
            p = np.exp(z - z.max())
            r = int(idx[self._rng.choice(len(idx), p=p / p.sum())])
        else:
            r = _argmin(idx, np.round(cost, 9), self._rng)
        self._admit(request, r, view)
        return r

    def record(self, request: Request, replica: int, view: FleetView) -> None:
        """Note that ``replica`` got ``request`` at ``view.now`` (what `route` does for its choice)."""
        if len(self._active) != view.num_replicas:
            self.start(view)
        self._overlap = self.overlaps(request, view)
        self._admit(request, replica, view)

    def _admit(self, request: Request, r: int, view: FleetView) -> None:
        U = self._block_tokens(request)
        hashes = request.block_hashes.tolist()
        new = max(request.prompt_tokens - int(self._overlap[r]) * U, 0)
        self._active[r][request.index] = (new, hashes)
        self._cum[r].append(self._cum[r][-1] + new)
        refs = self._refs[r]
        for h in set(hashes):
            refs[h] = refs.get(h, 0) + 1
        until = view.now + self.ttl_s
        for h in hashes:
            self._expiry.setdefault(h, {})[r] = until
        self._last = (r, request.index)

    def _release(self, r: int, index: int) -> None:
        ent = self._active[r].pop(index, None)
        if ent is None:
            return
        refs = self._refs[r]
        for h in set(ent[1]):
            if refs[h] == 1:
                del refs[h]
            else:
                refs[h] -= 1

    def _drop_rejected(self, view: FleetView) -> None:
        """The simulator rejects requests that cannot fit without calling `on_complete`: the last
        routed request was rejected when its replica shows fewer in-flight requests than tracked."""
        if self._last is not None:
            r, index = self._last
            if len(self._active[r]) > int(view.in_flight[r]):
                self._release(r, index)
                self._cum[r].pop()
            self._last = None

    def _sweep(self, now: float) -> None:
        dead = []
        for h, exp in self._expiry.items():
            for r in [r for r, t in exp.items() if t <= now]:
                del exp[r]
            if not exp:
                dead.append(h)
        for h in dead:
            del self._expiry[h]

    def on_complete(self, request: Request, replica: int, view: FleetView) -> None:
        self._release(replica, request.index)

    def tracked(self) -> list[tuple[int, int]]:
        """Per replica: requests the router counts as active, and their distinct blocks."""
        return [(len(a), len(f)) for a, f in zip(self._active, self._refs)]


BASELINES: dict[str, Callable[[], Router]] = {
    "round_robin": RoundRobin,
    "least_loaded": LeastLoaded,
    "power_of_two": PowerOfTwoRouter,
    "consistent_hash": ConsistentHashRouter,
    "chwbl": CHWBLRouter,
    "cache_aware_cli": CacheAwareCliRouter,
    "cache_aware_lib": CacheAwareLibRouter,
    "llmd": LlmdRouter,
    "dynamo": DynamoRouter,
}
"""Stable name -> factory of a fresh router with its project's defaults."""
