"""The NVIDIA Dynamo KV router: the exact indexer fed by the engines' KV events when they publish
them (Dynamo's default), the approximate one (``--no-kv-events``) otherwise."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet
from typing import Any, ClassVar

import numpy as np

from cacheroute_solver.simulator.router_api import FleetView, Router
from cacheroute_solver.simulator.trace import Request

from ._common import BlockTokens, argmin

_NONE: frozenset[int] = frozenset()

__all__ = ["DynamoRouter"]


class DynamoRouter(Router):
    """NVIDIA Dynamo KV router: lowest ``overlap_weight * prefill_blocks + decode_blocks``
    (weight 1.0, temperature 0: the minimum, seeded random tie-break; ``temperature > 0``:
    softmax sampling of the costs min-max normalised to [0, 1], as Dynamo).

    prefill_blocks: tokens the replica would still have to prefill (its routed requests not yet
    admitted, plus this prompt minus its cached overlap) / ``kv_block_size`` (16, vLLM's block).
    decode_blocks: distinct blocks of the replica's active requests with this prompt added.
    The overlap comes from Dynamo's KV indexer: with the engines' KV events on
    (`EngineConfig.kv_events`, Dynamo's default), the exact index of what each engine reports
    stored and not yet removed; without them the approximate indexer (``--no-kv-events``): the
    router's own routing decisions, each block expiring 120 s after it was last routed.
    ``predicted_ttl_s`` (``--router-predicted-ttl-secs``; None: off, Dynamo's default): with the events,
    the router's own decisions of the last that many seconds count too (the larger overlap of the two).
    """

    name = "dynamo"
    follows = "NVIDIA Dynamo KV router (approximate indexer)"
    defaults: ClassVar[dict[str, Any]] = {
        "overlap_weight": 1.0,
        "temperature": 0.0,
        "kv_block_size": 16,
        "index": "KV events when the engines publish them, else approximate with 120 s expiry",
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
        predicted_ttl_s: float | None = None,
    ):
        self.overlap_weight = overlap_weight
        self.predicted_ttl_s = predicted_ttl_s
        self.temperature = temperature
        self.kv_block_size = kv_block_size
        self.ttl_s = ttl_s
        self.seed = seed
        self._block_tokens = BlockTokens(block_tokens)
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
        self._held: dict[int, set[int]] | None = None
        """Exact index from KV events: block hash -> replicas holding it (None: no events seen)."""
        self._next_sweep: float | None = None
        self.last_costs: np.ndarray = np.zeros(replicas)
        """Cost of every replica for the last request (+inf for unhealthy ones)."""

    def start(self, view: FleetView) -> None:
        self._block_tokens.from_view(view)
        self._reset(view.num_replicas)

    def on_kv_events(self, replica: int, events: list[tuple[bool, int]], view: FleetView) -> None:
        held = self._held if self._held is not None else {}
        self._held = held
        for stored, h in events:
            if stored:
                held.setdefault(h, set()).add(replica)
            else:
                s = held.get(h)
                if s is not None:
                    s.discard(replica)
                    if not s:
                        del held[h]

    def on_membership(self, replica: int, up: bool, view: FleetView) -> None:
        if not up and self._held is not None:
            for h in [h for h, s in self._held.items() if replica in s]:
                self._held[h].discard(replica)
                if not self._held[h]:
                    del self._held[h]

    def overlaps(self, request: Request, view: FleetView) -> np.ndarray:
        """Leading blocks of the request each replica holds: per the KV events when they come,
        else believed from its own decisions (unexpired)."""
        holders: Callable[[int], AbstractSet[int]]
        now, expiry = view.now, self._expiry
        if self._held is not None and self.predicted_ttl_s is not None:
            held, since = self._held, now + self.ttl_s - self.predicted_ttl_s  # routed within predicted_ttl_s
            holders = lambda h: held.get(h, _NONE) | {r for r, t in expiry.get(h, {}).items() if t > since}  # noqa: E731
        elif self._held is not None:
            held = self._held
            holders = lambda h: held.get(h, _NONE)  # noqa: E731
        else:
            holders = lambda h: {r for r, t in expiry.get(h, {}).items() if t > now}  # noqa: E731
        out = np.zeros(view.num_replicas, dtype=np.int64)
        alive = set(view.healthy_index.tolist())
        depth = 0
        for h in request.block_hashes.tolist():
            keep = alive & holders(h)
            for r in alive - keep:
                out[r] = depth
            alive = keep
            depth += 1
            if not alive:
                break
        for r in alive:
            out[r] = depth
        return out

    def loads(self, request: Request, view: FleetView) -> tuple[np.ndarray, np.ndarray]:
        """Per replica, Dynamo's ``prefill_blocks`` and ``decode_blocks`` for ``request`` (+inf where unhealthy)."""
        U = self._block_tokens(request)
        bs = self.kv_block_size
        P = request.prompt_tokens
        hashes = set(request.block_hashes.tolist())
        overlap = self._overlap = self.overlaps(request, view)
        prefill = np.full(view.num_replicas, np.inf)
        decode = np.full(view.num_replicas, np.inf)
        for r in view.healthy_index.tolist():
            new = max(P - int(overlap[r]) * U, 0)
            cum = self._cum[r]
            # the engine's queue, capped at what this router sent (other router instances send too)
            pending = cum[-1] - cum[-1 - min(int(view.waiting[r]), len(cum) - 1)]
            refs = self._refs[r]
            prefill[r] = (pending + new) / bs
            decode[r] = (len(refs) + len(hashes.difference(refs))) * U / bs
        return prefill, decode

    def costs(self, request: Request, view: FleetView) -> np.ndarray:
        """Cost of every replica for ``request`` (+inf for unhealthy ones)."""
        prefill, decode = self.loads(request, view)
        return self.overlap_weight * prefill + decode

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
            r = argmin(idx, np.round(cost, 9), self._rng)
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
        return [(len(a), len(f)) for a, f in zip(self._active, self._refs, strict=False)]
