"""The llm-d inference scheduler: prefix, queue and KV-cache scorers, max-score picker."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, ClassVar

import numpy as np

from cacheroute_solver.simulator.router_api import FleetView, Router
from cacheroute_solver.simulator.trace import Request

from ._common import BlockTokens, argmin

__all__ = ["LlmdRouter"]


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
    defaults: ClassVar[dict[str, Any]] = {
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
        self._block_tokens = BlockTokens(block_tokens)
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
        for h, s in zip(hashes, sizes, strict=False):
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
        r = argmin(idx, -np.round(self.last_scores, 9), self._rng)
        self._record(r, hashes, sizes)
        return r

    def record(self, request: Request, replica: int) -> None:
        """Note that ``replica`` got ``request`` (what `route` does for its choice; after `start`)."""
        self._record(replica, *self._blocks(request))

    def _record(self, r: int, hashes: list[int], sizes: list[int]) -> None:
        lru = self._lru[r]
        for h, s in zip(hashes, sizes, strict=False):
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
