"""PrefixCache: vLLM automatic-prefix-caching semantics (LRU of released units, pinning)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cacheroute_solver.simulator import PrefixCache


def test_hit_counts_leading_run_only():
    c = PrefixCache(total_blocks=100, blocks_per_unit=1)
    assert c.acquire([1, 2, 3], 0) == 0
    c.release([1, 2, 3], 0)
    # 1, 2 cached; 9 new; 3 is cached but after a miss, so not a hit
    assert c.acquire([1, 2, 9, 3], 0) == 2
    assert c.cached_prefix_units([1, 2, 3]) == 3


def test_lru_evicts_least_recently_released_first():
    c = PrefixCache(total_blocks=4, blocks_per_unit=1)
    c.acquire([10, 11], 0)
    c.release([10, 11], 0)  # free queue: 11, 10 (tail released first)
    c.acquire([20, 21], 0)
    c.release([20, 21], 0)  # free queue: 11, 10, 21, 20
    c.acquire([30], 0)  # evicts 11
    assert 11 not in c and 10 in c
    c.acquire([31], 0)  # evicts 10
    assert 10 not in c and 21 in c and 20 in c
    assert c.evictions == 2


def test_hit_refreshes_recency():
    c = PrefixCache(total_blocks=2, blocks_per_unit=1)
    c.acquire([1], 0)
    c.release([1], 0)
    c.acquire([2], 0)
    c.release([2], 0)  # queue: 1, 2
    assert c.acquire([1], 0) == 1
    c.release([1], 0)  # queue: 2, 1
    c.acquire([3], 0)  # evicts 2, not 1
    assert 1 in c and 2 not in c


def test_pinned_units_are_never_evicted_and_overflow_is_refused():
    c = PrefixCache(total_blocks=4, blocks_per_unit=2)
    assert c.acquire([1], 0) == 0  # 2 blocks pinned
    assert c.acquire([2], 0) == 0  # 4 blocks pinned: full
    assert c.acquire([3], 0) == -1  # nothing evictable
    assert 1 in c and 2 in c and c.used_blocks == 4
    c.release([2], 0)
    assert c.acquire([3], 0) == 0  # evicts 2, keeps pinned 1
    assert 1 in c and 2 not in c


def test_private_blocks_count_and_free():
    c = PrefixCache(total_blocks=10, blocks_per_unit=4)
    assert c.acquire([1], 5) == 0
    assert c.used_blocks == 9
    assert c.acquire([], 2) == -1
    c.release([1], 5)
    assert c.used_blocks == 0 and 1 in c
    assert c.acquire([], 8) == 0  # evicts unit 1 for private blocks
    assert 1 not in c


ops = st.lists(
    st.tuples(
        st.booleans(),
        st.lists(st.integers(0, 12), min_size=0, max_size=5, unique=True),
        st.integers(0, 3),
    ),
    max_size=60,
)


@settings(max_examples=150, deadline=None)
@given(ops=ops, total=st.integers(1, 16), bpu=st.integers(1, 3))
def test_random_sequences_keep_invariants(ops, total, bpu):
    """Pinned units stay cached, capacity is never exceeded, evictions take the LRU free unit."""
    c = PrefixCache(total_blocks=total, blocks_per_unit=bpu)
    held: list[tuple[list[int], int]] = []
    for is_release, hashes, priv in ops:
        if is_release and held:
            h, p = held.pop(0)
            c.release(h, p)
        else:
            before_free = c.evictable_units
            pinned_before = set(c.ref)
            m = c.acquire(hashes, priv)
            if m >= 0:
                held.append((hashes, priv))
                remaining = [u for u in before_free if u in c.free]
                assert c.evictable_units == remaining
                dropped = [before_free.index(u) for u in before_free if u not in c]
                kept = [before_free.index(u) for u in remaining]
                # evictions take the least recently released units first
                assert not dropped or not kept or max(dropped) < min(kept)
                assert pinned_before <= set(c.ref)
            else:
                assert c.evictable_units == before_free and set(c.ref) == pinned_before
        pinned = {u for h, _ in held for u in h}
        assert pinned == set(c.ref)
        assert c.cached_units * bpu + c.private <= total
        assert c.private == sum(p for _, p in held)
        assert set(c.ref).isdisjoint(c.free)
        assert sum(c.free.values()) == total - c.used_blocks


def test_freed_private_blocks_queue_behind_cached_units():
    """As in vLLM's single free queue: blocks freed later are reused later, even if uncached."""
    c = PrefixCache(total_blocks=4, blocks_per_unit=1)
    c.acquire([1], 0)
    c.release([1], 0)  # queue: 3 never-used blocks, unit 1
    c.acquire([], 3)
    c.release([], 3)  # queue: unit 1, 3 anonymous blocks
    c.acquire([2], 0)  # takes the head: evicts unit 1
    assert 1 not in c and c.evictions == 1
