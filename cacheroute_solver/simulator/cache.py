"""One replica's KV cache with vLLM's automatic prefix caching semantics.

The cache holds fixed-size engine blocks (``block_size`` tokens, 16 by default). Prefix reuse is
tracked per *unit*: the span of one trace block hash (``blocks_per_unit`` engine blocks, e.g. 32
for Mooncake's 512-token hashes), because that is the finest level at which a trace says two
prompts are equal. As in vLLM:

- a running request pins every block it uses (reference count > 0); pinned blocks are never
  evicted;
- when the last request using a cached unit finishes, the unit becomes evictable and joins the
  tail of a free queue (a request's units are released last-to-first, so its tail goes first);
- a new block takes a never-used block if any, else evicts the head of the free queue (least
  recently released);
- a request that hits an evictable unit takes it off the free queue.

Blocks that no later prompt can match (the partial last unit of a prompt and the decode tokens)
are *private*: pinned while the request runs, then simply freed.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

__all__ = ["PrefixCache"]


class PrefixCache:
    """Block-level prefix cache of one replica (see module docstring)."""

    __slots__ = ("total_blocks", "blocks_per_unit", "ref", "free", "private", "evictions")

    def __init__(self, total_blocks: int, blocks_per_unit: int = 1):
        if total_blocks < 0 or blocks_per_unit < 1:
            raise ValueError("total_blocks must be >= 0 and blocks_per_unit >= 1")
        self.total_blocks = int(total_blocks)
        self.blocks_per_unit = int(blocks_per_unit)
        self.ref: dict[int, int] = {}
        """Pinned units: hash -> number of running requests using it."""
        self.free: OrderedDict[int, None] = OrderedDict()
        """Cached, unreferenced units in eviction order (head = next to evict)."""
        self.private = 0
        """Private blocks pinned by running requests."""
        self.evictions = 0

    @property
    def used_blocks(self) -> int:
        """Pinned blocks (what vLLM reports as KV usage: evictable cached blocks count as free)."""
        return len(self.ref) * self.blocks_per_unit + self.private

    @property
    def cached_units(self) -> int:
        return len(self.ref) + len(self.free)

    @property
    def never_used_blocks(self) -> int:
        return self.total_blocks - self.cached_units * self.blocks_per_unit - self.private

    def __contains__(self, h: int) -> bool:
        return h in self.ref or h in self.free

    def cached_prefix_units(self, hashes: Sequence[int]) -> int:
        """Leading units of ``hashes`` present in the cache (no side effects)."""
        ref, free = self.ref, self.free
        n = 0
        for h in hashes:
            if h in ref or h in free:
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
        ref, free = self.ref, self.free
        take = 0
        for h in hashes:
            if h not in ref:
                take += 1
        return take * bpu + private_blocks <= avail

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
        total = self.total_blocks
        if len(hashes) * bpu + private_blocks > total - len(ref) * bpu - self.private:
            if not self.fits(hashes, private_blocks):
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
                ref[h] = 1
                matched += leading
                continue
            leading = False
            if (len(ref) + len(free) + 1) * bpu + self.private > total:
                free.popitem(last=False)
                self.evictions += 1
            ref[h] = 1
        self.private += private_blocks
        while (len(ref) + len(free)) * bpu + self.private > total:
            free.popitem(last=False)
            self.evictions += 1
        return matched

    def release(self, hashes: Sequence[int], private_blocks: int) -> None:
        """Unpin a finished request's units (last first, so its tail is evicted first) and blocks."""
        ref = self.ref
        free = self.free
        for h in reversed(hashes):
            c = ref[h]
            if c == 1:
                del ref[h]
                free[h] = None
            else:
                ref[h] = c - 1
        self.private -= private_blocks
