"""What the traffic offers a prefix cache: an online estimate of the infinite-cache bound (`SeenPrefixes`).

The bound (`Trace.infinite_cache_hit_tokens`, exact over a whole trace) counts, for each request, the prompt
tokens of its prefix that some earlier request already had: what one shared cache of unlimited size would
serve. A router sees requests one at a time and cannot keep every block forever, so `SeenPrefixes` keeps the
chain hashes of recent requests in two generations of sets: a request's blocks go into the newer one; when it
holds half of ``max_blocks`` it becomes the older one and the oldest is dropped. A block is found while it is in
either, so the estimate remembers at least the last ``max_blocks / 2`` distinct blocks seen and fewer than
``max_blocks`` plus two chains, a cache with about least-recently-used eviction. Where the traffic's working set
fits, the estimate is the bound with ``engine_block_size=1``; beyond it, it reads low (a prefix last seen more
than ``max_blocks`` blocks ago is not found), never high (two different prefixes share a 64-bit chain hash with
negligible probability). Its cap is the prompt less one token; vLLM rounds that cap down to whole engine blocks
(the bound's default ``engine_block_size=16``), so a prompt of whole blocks seen in full reads up to one engine
block less a token above what vLLM would serve of it.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["SeenPrefixes"]


class SeenPrefixes:
    """The chain hashes of recent requests, and per request the prompt tokens of its prefix seen before."""

    __slots__ = ("_half", "_new", "_old", "block_tokens", "max_blocks")

    def __init__(self, max_blocks: int, block_tokens: int) -> None:
        if max_blocks < 2:
            raise ValueError(f"max_blocks must be at least 2, got {max_blocks}")
        if block_tokens < 1:
            raise ValueError(f"block_tokens must be at least 1, got {block_tokens}")
        self.max_blocks = max_blocks
        self.block_tokens = block_tokens
        self._half = max_blocks // 2
        self._new: set[int] = set()
        self._old: set[int] = set()

    def __len__(self) -> int:
        """Blocks remembered now (a block in both generations counts twice)."""
        return len(self._new) + len(self._old)

    def offer(self, hashes: Sequence[int], prompt_tokens: float) -> int:
        """The prompt tokens of this request's prefix that earlier requests had (whole chain blocks up to its
        first unseen one, at most ``prompt_tokens - 1``: an engine computes at least the last token); then its
        blocks are remembered."""
        new, old = self._new, self._old
        seen = 0
        for h in hashes:
            if h not in new and h not in old:
                break
            seen += 1
        new.update(hashes)
        if len(new) >= self._half:
            self._old, self._new = new, set()
        if not seen:
            return 0
        return max(0, min(seen * self.block_tokens, int(prompt_tokens) - 1))
