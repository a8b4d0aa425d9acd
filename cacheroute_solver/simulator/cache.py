"""One replica's KV cache with vLLM's automatic prefix caching semantics.

The cache holds fixed-size engine blocks (``block_size`` tokens, 16 by default). Prefix reuse is
tracked per *unit*: the span of one trace block hash (``blocks_per_unit`` engine blocks, e.g. 32
for Mooncake's 512-token hashes), because that is the finest level at which a trace says two
prompts are equal. As in vLLM:

- a running request pins every block it uses (reference count > 0); pinned blocks are never
  evicted;
- every free block sits in one free queue, ordered by when it was freed (never-used blocks
  first); a finished request's blocks join its tail last-to-first, so its tail goes first;
- a new block takes the head of the free queue; if that block still holds a cached unit, the unit
  is evicted (least recently released first). Freed blocks that hold nothing reusable queue up
  like the rest, so they do not shield cached units from eviction;
- a request that hits a cached free unit takes it off the free queue.

Blocks that no later prompt can match (the partial last unit of a prompt and the decode tokens)
are *private*: pinned while the request runs, then queued as anonymous free blocks. A unit is
evicted whole when any of its blocks is taken (the rest of its blocks stay at the queue head).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

__all__ = ["PrefixCache"]


class PrefixCache:
    """Block-level prefix cache of one replica (see module docstring)."""

    __slots__ = (
        "_anon",
        "_free_units",
        "blocks_per_unit",
        "events",
        "evictions",
        "free",
        "private",
        "ref",
        "total_blocks",
    )

    def __init__(self, total_blocks: int, blocks_per_unit: int = 1):
        if total_blocks < 0 or blocks_per_unit < 1:
            raise ValueError("total_blocks must be >= 0 and blocks_per_unit >= 1")
        self.total_blocks = int(total_blocks)
        self.blocks_per_unit = int(blocks_per_unit)
        self.ref: dict[int, int] = {}
        """Pinned units: hash -> number of running requests using it."""
        self.free: OrderedDict[int, int] = OrderedDict()
        """Free queue, head first: unit hash (>= 0) or anonymous run id (< 0) -> blocks."""
        self.private = 0
        """Private blocks pinned by running requests."""
        self.evictions = 0
        self.events: list[tuple[bool, int]] | None = None
        """When a list: every unit stored (True, hash) and evicted (False, hash), in order, as an
        engine's KV-cache events (vLLM's BlockStored / BlockRemoved) would report them."""
        self._free_units = 0
        self._anon = -1
        if total_blocks:
            self.free[-1] = self.total_blocks
            self._anon = -2

    @property
    def used_blocks(self) -> int:
        """Pinned blocks (what vLLM reports as KV usage: evictable cached blocks count as free)."""
        return len(self.ref) * self.blocks_per_unit + self.private

    @property
    def cached_units(self) -> int:
        """Units whose KV is held (pinned or evictable)."""
        return len(self.ref) + self._free_units

    @property
    def evictable_units(self) -> list[int]:
        """Cached, unpinned units in eviction order (next to evict first)."""
        return [k for k in self.free if k >= 0]

    def __contains__(self, h: int) -> bool:
        return h in self.ref or (h >= 0 and h in self.free)

    def cached_prefix_units(self, hashes: Sequence[int]) -> int:
        """Leading units of ``hashes`` present in the cache (no side effects)."""
        n = 0
        for h in hashes:
            if h in self:
                n += 1
            else:
                break
        return n

    def fits(self, hashes: Sequence[int], private_blocks: int) -> bool:
        """Whether `acquire` would succeed now."""
        bpu = self.blocks_per_unit
        avail = self.total_blocks - len(self.ref) * bpu - self.private
        if len(hashes) * bpu + private_blocks <= avail:
            return True
        ref = self.ref
        take = 0
        for h in hashes:
            if h not in ref:
                take += 1
        return take * bpu + private_blocks <= avail

    def _take(self, n: int) -> None:
        """Take ``n`` blocks from the head of the free queue, evicting the units they hold."""
        free = self.free
        while n > 0:
            k, b = free.popitem(last=False)
            if k >= 0:
                self._free_units -= 1
                self.evictions += 1
                if self.events is not None:
                    self.events.append((False, k))
            if b > n:
                a = self._anon
                self._anon = a - 1
                free[a] = b - n
                free.move_to_end(a, last=False)
                return
            n -= b

    def acquire(self, hashes: Sequence[int], private_blocks: int) -> int:
        """Pin ``hashes`` (full prompt units) and ``private_blocks`` for a request being admitted.

        Returns the number of leading units that were already cached (the prefix hit), or -1 when
        the blocks do not fit even after evicting every evictable unit (nothing changes then).
        Units already cached after the first miss are pinned but not counted as a hit, as vLLM
        only reuses the leading run.
        """
        bpu = self.blocks_per_unit
        ref = self.ref
        free = self.free
        if len(hashes) * bpu + private_blocks > self.total_blocks - len(ref) * bpu - self.private and not self.fits(
            hashes, private_blocks
        ):
            return -1
        matched = 0
        leading = True
        for h in hashes:
            c = ref.get(h)
            if c is not None:
                ref[h] = c + 1
                matched += leading
                continue
            if h in free:
                del free[h]
                self._free_units -= 1
                ref[h] = 1
                matched += leading
                continue
            leading = False
            if self.events is not None:
                self.events.append((True, h))
            k = next(iter(free))
            b = free[k]
            if k < 0 and b > bpu:
                free[k] = b - bpu
            else:
                self._take(bpu)
            ref[h] = 1
        if private_blocks:
            k = next(iter(free))
            b = free[k]
            if k < 0 and b > private_blocks:
                free[k] = b - private_blocks
            else:
                self._take(private_blocks)
            self.private += private_blocks
        return matched

    def release(self, hashes: Sequence[int], private_blocks: int) -> None:
        """Unpin a finished request: its private blocks, then its units last to first, join the tail."""
        ref = self.ref
        free = self.free
        if private_blocks:
            a = self._anon
            self._anon = a - 1
            free[a] = private_blocks
            self.private -= private_blocks
        bpu = self.blocks_per_unit
        for h in reversed(hashes):
            c = ref[h]
            if c == 1:
                del ref[h]
                free[h] = bpu
                self._free_units += 1
            else:
                ref[h] = c - 1
