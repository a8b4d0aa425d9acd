"""The key format: a routing key names a node of the prefix tree by its depth and block hash.

The router and the observer share `routing_key` so they agree on the key of every request (the
key rule: ``docs/keys.md``, ``formulations/keys.md``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

__all__ = ["key_index", "key_name", "parse_key", "routing_key"]


def key_name(block_hash: int, depth: int) -> str:
    """Name of the key at a prefix node: ``p<depth>-<hash as 16 hex digits>``.

    ``depth`` is the number of blocks in the prefix; ``block_hash`` is the chained hash of its
    last block, which alone identifies the whole prefix.
    """
    return f"p{depth}-{block_hash:016x}"


def parse_key(key: str) -> tuple[int, int]:
    """Inverse of `key_name`: ``(block_hash, depth)``; ValueError naming the key otherwise."""
    try:
        head, tail = key.split("-", 1)
        if head[0] != "p":
            raise ValueError
        return int(tail, 16), int(head[1:])
    except (ValueError, IndexError):
        raise ValueError(f"not a prefix key: {key!r} (expected 'p<depth>-<hex hash>')") from None


def key_index(keys: Iterable[str]) -> dict[int, str]:
    """Block hash -> key name, for `routing_key` (build once per plan, e.g. from ``plan.assignments``)."""
    return {parse_key(k)[0]: k for k in keys}


def routing_key(block_hashes: Sequence[int], index: Mapping[int, str]) -> str | None:
    """The key of a request: the deepest prefix of its chain that is a key in ``index``.

    ``block_hashes`` is the request's chain (`cacheroute_solver.prefix.hashing`, or Mooncake
    ``hash_ids``). Returns None when no prefix is a key.

    With ``index = key_index(k.key for k in keys)`` over all the keys the plan was made from
    (``PlanStep.keys``, or the observer's `Observer.key_index`) it gives the key the observer
    counts the request under; a router that follows the plan sends it to
    ``plan.destinations(key)`` and balances it cache-blind when that is empty, which is the load
    the plan predicts. With ``index = key_index(plan.assignments)`` it gives the deepest *warm*
    key instead: more partial reuse (an ancestor's prefix), but load the plan did not predict.
    """
    for h in reversed(block_hashes):
        k = index.get(h)
        if k is not None:
            return k
    return None
