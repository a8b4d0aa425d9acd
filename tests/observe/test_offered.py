"""The offered figure's estimate of the infinite-cache bound (`observe/offered.py`) against the exact bound over
a whole trace (`Trace.infinite_cache_hit_tokens`)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from cacheroute_solver.observe.offered import SeenPrefixes
from cacheroute_solver.prefix import token_block_hashes
from cacheroute_solver.simulator.trace import Trace

B = 16


def _requests(n: int, prefixes: int, seed: int = 0) -> list[list[int]]:
    """Prompts of token ids: one of ``prefixes`` shared system prompts, sometimes a conversation's earlier turn,
    then a fresh tail of a length that is not a whole number of blocks."""
    rng = random.Random(seed)
    systems = [[rng.randrange(50_000) for _ in range(rng.randrange(1, 9) * B)] for _ in range(prefixes)]
    out: list[list[int]] = []
    for _ in range(n):
        later_turn = out and rng.random() < 0.3  # a later turn of an earlier conversation
        base = rng.choice(out) if later_turn else rng.choice(systems)
        out.append(base + [rng.randrange(50_000) for _ in range(rng.randrange(1, 5 * B))])
    return out


def _trace(prompts: list[list[int]]) -> Trace:
    chains = [token_block_hashes(p, B) for p in prompts]
    offsets = np.cumsum([0] + [len(c) for c in chains])
    return Trace(
        np.arange(len(prompts), dtype=float),
        [len(p) for p in prompts],
        [1] * len(prompts),
        offsets,
        [h for c in chains for h in c],
        block_tokens=B,
    )


def test_with_room_for_the_whole_trace_it_is_the_exact_infinite_cache_bound():
    prompts = _requests(600, prefixes=12)
    exact = _trace(prompts).infinite_cache_hit_tokens(engine_block_size=1)
    seen = SeenPrefixes(max_blocks=1 << 20, block_tokens=B)
    online = [seen.offer(tuple(token_block_hashes(p, B)), len(p)) for p in prompts]
    assert online == exact.tolist()
    assert sum(online) > 0.3 * sum(len(p) for p in prompts)  # the workload offers something to find


def test_with_less_room_it_reads_low_never_high_and_its_memory_stays_bounded():
    prompts = _requests(2000, prefixes=200, seed=1)
    exact = _trace(prompts).infinite_cache_hit_tokens(engine_block_size=1)
    seen = SeenPrefixes(max_blocks=400, block_tokens=B)
    online, longest = [], 0
    for p in prompts:
        chain = tuple(token_block_hashes(p, B))
        online.append(seen.offer(chain, len(p)))
        longest = max(longest, len(chain))
        assert len(seen) < 400 + 2 * longest
    assert all(o <= e for o, e in zip(online, exact.tolist(), strict=True))
    assert 0 < sum(online) < sum(exact.tolist())


def test_the_most_recent_half_of_its_blocks_is_always_found_again():
    seen = SeenPrefixes(max_blocks=100, block_tokens=1)
    for i in range(1000):
        seen.offer((i,), 10)
    recent = list(range(1000 - 50, 1000))
    assert all(seen.offer((h,), 10) == 1 for h in recent)
    assert seen.offer((5,), 10) == 0  # long gone


def test_it_counts_at_most_the_prompt_less_one_token_and_refuses_a_memory_too_small():
    seen = SeenPrefixes(max_blocks=100, block_tokens=32)
    seen.offer((1, 2), 64)
    assert seen.offer((1, 2), 64) == 63
    assert seen.offer((1, 3), 64) == 32
    with pytest.raises(ValueError, match="max_blocks"):
        SeenPrefixes(max_blocks=1, block_tokens=32)
