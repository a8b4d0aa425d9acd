"""The plan in force, compiled for routing: each warm key's last block hash -> its destinations.

A request's warm key is the deepest warm key on its chain (`lookup`); its destinations are the
replicas the plan keeps that prefix on. The routing core treats them as holding the prefix (the
plan is a prior: those replicas are where the key lives, or is being filled), never as the only
replicas the request may go to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from cacheroute_solver.models import Plan
from cacheroute_solver.prefix import parse_key

__all__ = ["PlanIndex", "WarmKey", "release"]


class WarmKey(NamedTuple):
    """A warm key as the router uses it."""

    key: str
    depth: int
    """Blocks in the key's prefix."""
    replicas: tuple[int, ...]
    """Destination replica indices (unknown replica ids are left out)."""
    cum: tuple[float, ...]
    """Cumulative plan weights over ``replicas``, ending at 1."""
    spread: bool = False
    """Requests below the key are placed over the whole fleet (`Plan.spread`), not its destinations."""

    def weight(self, replica: int) -> float:
        """The plan's share of this key on ``replica`` (0: not a destination)."""
        prev = 0.0
        for r, c in zip(self.replicas, self.cum, strict=False):
            if r == replica:
                return c - prev
            prev = c
        return 0.0

    def draw(self, u: float, allowed: Sequence[int] | None = None) -> int | None:
        """The destination for uniform ``u`` by plan weight, among ``allowed`` if given (None: none allowed)."""
        if allowed is None:
            for r, c in zip(self.replicas, self.cum, strict=False):
                if u < c:
                    return r
            return self.replicas[-1]
        prev = 0.0
        pairs = []
        total = 0.0
        for r, c in zip(self.replicas, self.cum, strict=False):
            if r in allowed:
                pairs.append((r, c - prev))
                total += c - prev
            prev = c
        if not pairs:
            return None
        if total <= 0:
            return pairs[int(u * len(pairs)) % len(pairs)][0]
        acc = 0.0
        target = u * total
        for r, w in pairs:
            acc += w
            if target < acc:
                return r
        return pairs[-1][0]


def release(mapping: dict[Any, Any]) -> None:
    """Empty ``mapping`` one entry at a time. Dropping a dict of 250,000 entries frees them all in one C
    call that holds the GIL (about 0.05 s on the reference machine, every other thread waiting); this
    loop lets them run between entries. Only for a mapping nothing else reads."""
    pop = mapping.popitem
    while mapping:
        pop()


class PlanIndex:
    """`Plan` -> block hash lookup of warm keys with replica indices in ``replica_ids`` order.

    Entries are kept as plain tuples (a `WarmKey` is made on lookup): the collector stops tracking a
    tuple of atomic values, so a large index adds nothing to every full collection's walk, where
    250,000 tracked `WarmKey` tuples added about 0.2 s to each."""

    __slots__ = ("_by_hash", "epoch", "plan", "replica_ids")

    def __init__(self, plan: Plan | None, replica_ids: Sequence[str]) -> None:
        self.plan = plan
        self.replica_ids = replica_ids
        """The replica ids it was compiled for (positions name replicas: a change of them compiles it again)."""
        self.epoch = -1 if plan is None else plan.epoch
        pos = {rid: i for i, rid in enumerate(replica_ids)}
        by_hash: dict[int, tuple[Any, ...]] = {}
        if plan is not None:
            spread = set(plan.spread)
            shared: dict[tuple[tuple[str, float], ...], tuple[tuple[int, ...], tuple[float, ...]] | None] = {}
            for key, dests in plan.assignments.items():
                h, depth = parse_key(key)
                if dests in shared:
                    where = shared[dests]
                else:
                    where = shared[dests] = _where(dests, pos)
                if where is not None:
                    by_hash[h] = (key, depth, where[0], where[1], key in spread)
        self._by_hash = by_hash

    def lookup(self, chain: Sequence[int]) -> WarmKey | None:
        """The deepest warm key on ``chain`` (None: no prefix of it is warm)."""
        if not self._by_hash:
            return None
        get = self._by_hash.get
        for h in reversed(chain):
            w = get(h)
            if w is not None:
                return _new(WarmKey, w)
        return None

    def release(self) -> None:
        """Empty the index a step at a time (`release`), for one nothing reads any more."""
        self.plan = None
        release(self._by_hash)

    def __len__(self) -> int:
        return len(self._by_hash)


_new = tuple.__new__


def _where(
    dests: tuple[tuple[str, float], ...], pos: dict[str, int]
) -> tuple[tuple[int, ...], tuple[float, ...]] | None:
    """A key's destination indices and cumulative weights (None: no known destination with weight)."""
    known = [(pos[rid], w) for rid, w in dests if rid in pos and w > 0]
    if not known:
        return None
    total = sum(w for _, w in known)
    acc, cum = 0.0, []
    for _, w in known:
        acc += w
        cum.append(acc / total)
    cum[-1] = 1.0
    return tuple(r for r, _ in known), tuple(cum)
