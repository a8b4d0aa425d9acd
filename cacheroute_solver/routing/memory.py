"""Prefix memory: where the router believes each prefix is cached.

Per replica, an LRU of block hashes sized like that replica's prefix cache (a block sent to a
replica is cached there until enough newer blocks push it out, as vLLM's LRU does); per block, a
bitmask of the replicas that hold it, so one pass over a request's chain gives every replica's
matched depth. Fed by the router's own decisions (`record`: a request's blocks are cached where it
was sent) or by the engines' KV events (`stored`, `removed`), which are exact where published.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence
from itertools import islice

__all__ = ["PrefixMemory"]


class PrefixMemory:
    """Block hash -> replicas holding it, bounded per replica by an LRU of ``capacity_blocks[r]``."""

    __slots__ = ("_cap", "_decay", "_holders", "_lru", "_new", "_out", "replicas")

    def __init__(self, capacity_blocks: Sequence[int]) -> None:
        if any(c < 0 for c in capacity_blocks):
            raise ValueError(f"capacity_blocks must be >= 0, got {list(capacity_blocks)}")
        self.replicas = len(capacity_blocks)
        self._cap = [int(c) for c in capacity_blocks]
        self._lru: list[OrderedDict[int, None]] = [OrderedDict() for _ in capacity_blocks]
        self._holders: dict[int, int] = {}
        self._new = 0.0
        self._out = 0.0
        self._decay = 1.0 - 1.0 / max(1, sum(self._cap))

    @property
    def pressure(self) -> float:
        """KV pressure in [0, 1]: blocks evicted per new block stored, over about the last fleet-cache's
        worth of new blocks (0 while the caches fill, near 1 once every new block pushes one out)."""
        return min(1.0, self._out / self._new) if self._new > 0 else 0.0

    def _count(self, new: int, out: int) -> None:
        if new or out:
            d = self._decay**new
            self._new = self._new * d + new
            self._out = self._out * d + out

    def match(self, chain: Sequence[int]) -> list[int]:
        """Leading blocks of ``chain`` each replica holds (0 where it holds none)."""
        depth = [0] * self.replicas
        get = self._holders.get
        alive = (1 << self.replicas) - 1
        i = 0
        for h in chain:
            m = get(h, 0) & alive
            if m != alive:
                dropped = alive & ~m
                while dropped:
                    b = dropped & -dropped
                    depth[b.bit_length() - 1] = i
                    dropped ^= b
                alive = m
                if not alive:
                    return depth
            i += 1
        while alive:
            b = alive & -alive
            depth[b.bit_length() - 1] = i
            alive ^= b
        return depth

    def holders(self, block_hash: int) -> int:
        """Bitmask of the replicas holding ``block_hash``."""
        return self._holders.get(block_hash, 0)

    def record(self, chain: Iterable[int], replica: int) -> None:
        """``replica`` now caches every block of ``chain`` (its most recent use)."""
        self.stored(replica, chain)

    def stored(self, replica: int, hashes: Iterable[int]) -> None:
        """Blocks stored on ``replica`` (an engine's BlockStored event, or a request sent there)."""
        lru = self._lru[replica]
        holders = self._holders
        bit = 1 << replica
        new = 0
        for h in hashes:
            if h in lru:
                lru.move_to_end(h)
            else:
                lru[h] = None
                holders[h] = holders.get(h, 0) | bit
                new += 1
        cap = self._cap[replica]
        out = 0
        while len(lru) > cap:
            h, _ = lru.popitem(last=False)
            self._drop(h, bit)
            out += 1
        self._count(new, out)

    def removed(self, replica: int, hashes: Iterable[int]) -> None:
        """Blocks evicted from ``replica`` (an engine's BlockRemoved event)."""
        lru = self._lru[replica]
        bit = 1 << replica
        out = 0
        for h in hashes:
            if lru.pop(h, 0) is None:
                self._drop(h, bit)
                out += 1
        self._count(0, out)

    def recent(self, replica: int, n: int) -> list[int]:
        """The ``n`` blocks most recently used on ``replica``, oldest first (what a peer that missed them is
        told: `learned`)."""
        lru = self._lru[replica]
        if n <= 0:
            return []
        if n >= len(lru):
            return list(lru)
        out = list(islice(reversed(lru), n))
        out.reverse()
        return out

    def learned(self, replica: int, hashes: Sequence[int]) -> None:
        """Blocks another router instance says ``replica`` holds, in its order of use (oldest first), told
        after the fact (a peer's history). Each block not held goes in just after the last block before
        it in ``hashes`` that is held (the oldest end where none is): the two orders merged, so a peer's
        recent decisions this memory missed rank as recent, and blocks older than all it holds as old.
        The memory then keeps its least recent blocks out as usual. Not counted as traffic (`pressure`)."""
        lru = self._lru[replica]
        after: dict[int | None, list[int]] = {}
        anchor: int | None = None
        seen: set[int] = set()
        for h in hashes:
            if h in lru:
                anchor = h
            elif h not in seen:
                seen.add(h)
                after.setdefault(anchor, []).append(h)
        if not after:
            return
        merged: OrderedDict[int, None] = OrderedDict.fromkeys(after.get(None, ()))
        for h in lru:
            merged[h] = None
            for g in after.get(h, ()):
                merged[g] = None
        self._lru[replica] = lru = merged
        holders = self._holders
        bit = 1 << replica
        for h in seen:
            holders[h] = holders.get(h, 0) | bit
        cap = self._cap[replica]
        while len(lru) > cap:
            h, _ = lru.popitem(last=False)
            self._drop(h, bit)

    def forget(self, replica: int) -> None:
        """``replica`` lost its cache (restarted, replaced, or all blocks cleared)."""
        bit = 1 << replica
        for h in self._lru[replica]:
            self._drop(h, bit)
        self._lru[replica].clear()

    def _drop(self, h: int, bit: int) -> None:
        m = self._holders.get(h, 0) & ~bit
        if m:
            self._holders[h] = m
        else:
            self._holders.pop(h, None)

    def add_replica(self, capacity_blocks: int) -> int:
        """A replica joins with a cache of ``capacity_blocks``, at the next position (returned)."""
        if capacity_blocks < 0:
            raise ValueError(f"capacity_blocks must be >= 0, got {capacity_blocks}")
        self._cap.append(int(capacity_blocks))
        self._lru.append(OrderedDict())
        self.replicas += 1
        self._decay = 1.0 - 1.0 / max(1, sum(self._cap))
        return self.replicas - 1

    def reuse(self, replica: int, capacity_blocks: int) -> None:
        """Position ``replica``, left empty by a replica that went away (`forget`), for one that joins."""
        self.forget(replica)
        self._cap[replica] = max(0, int(capacity_blocks))
        self._decay = 1.0 - 1.0 / max(1, sum(self._cap))

    def blocks(self, replica: int) -> int:
        """Blocks remembered on ``replica``."""
        return len(self._lru[replica])

    def __len__(self) -> int:
        return len(self._holders)
