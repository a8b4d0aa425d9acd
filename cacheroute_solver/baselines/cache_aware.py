"""The SGLang / vLLM router cache_aware policy, with its CLI and library defaults."""

from __future__ import annotations

import heapq
from typing import Any, ClassVar

import numpy as np

from cacheroute_solver.simulator.router_api import FleetView, Router
from cacheroute_solver.simulator.trace import Request

from ._common import BlockTokens, argmin

__all__ = ["CacheAwareCliRouter", "CacheAwareLibRouter", "CacheAwareRouter"]


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
    defaults: ClassVar[dict[str, Any]] = {
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
        self.eviction_interval_s = d["eviction_interval_s"] if eviction_interval_s is None else eviction_interval_s
        self.max_tree_size = d["max_tree_size"] if max_tree_size is None else max_tree_size
        if below_threshold not in ("least_loaded", "smallest_tree"):
            raise ValueError("below_threshold must be 'least_loaded' or 'smallest_tree'")
        self.below_threshold = below_threshold
        self.chars_per_token = chars_per_token
        self.seed = seed
        self._block_tokens = BlockTokens(block_tokens)
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
            r = argmin(idx, load, self._rng)
        else:
            matched, tenants = self.match(request, view)
            if tenants and matched / request.prompt_tokens > self.cache_threshold:
                self.decision = "match"
                r = argmin(tenants, load, self._rng)
            else:
                self.decision = "below_threshold"
                by = self.tree_size if self.below_threshold == "smallest_tree" else load
                r = argmin(idx, by, self._rng)
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
    defaults: ClassVar[dict[str, Any]] = {
        "cache_threshold": 0.5,
        "balance_abs_threshold": 32,
        "balance_rel_threshold": 1.1,
        "eviction_interval_s": 30.0,
        "max_tree_size": 10_000,
    }
