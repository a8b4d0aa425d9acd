"""A prefix's home: the replica every router instance computes alike for the same request.

Several router instances each see only their share of the traffic, so each one's prefix memory
misses what the others sent: a later turn of a conversation reaches an instance that never saw the
earlier turns. What they share is the plan and the replica list. From those alone the home of a
request is fixed:

- its **anchor** is the first block of its own part: below its deepest warm key, and below what
  more than one replica is known to hold (a system prompt every replica has cached, warm or not),
  so a conversation's first user message under a shared system prompt; every later turn of the
  conversation has the same anchor;
- under a warm key, the home is one of the key's destinations, drawn in the plan's shares by
  weighted rendezvous hashing of the anchor (a hot key's sessions spread over its replicas, and a
  new plan that shifts the shares moves only the sessions it must); the planner counts those
  requests on the key's destinations (`cacheroute_solver.plan.following`), except under a key it
  marks spread (`Plan.spread`: long conversations below a short system prompt), whose requests
  take the rendezvous home below;
- otherwise, or when none of those destinations is healthy, the healthy replica of highest
  rendezvous score for the anchor (Thaler and Ravishankar's highest random weight), so losing or
  adding a replica moves only the anchors whose home it was or becomes.

The routing core counts the home as holding (N - 1) / N of the request's own part
(`RoutingConfig.instances`, `home_credit`), the chance that an earlier request of the anchor came
through another instance, so every instance sends the request there unless the wait outweighs the
saving. Instances that report their decisions to each other (`RoutingConfig.peer_load`) know where
every session went and credit no home; the home then breaks their near-ties.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import xxhash

from .plan_index import WarmKey

__all__ = ["anchor", "home", "rendezvous", "replica_seeds", "weighted_rendezvous"]

_MASK = (1 << 64) - 1


def replica_seeds(replica_ids: Sequence[str]) -> tuple[int, ...]:
    """One 64-bit seed per replica id (the same id, the same seed, in every process)."""
    return tuple(xxhash.xxh3_64_intdigest(rid.encode("utf-8", "surrogatepass")) for rid in replica_ids)


def _mix(x: int) -> int:
    """splitmix64's finalizer: a 64-bit hash of a 64-bit word."""
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
    x = (x ^ (x >> 27)) * 0x94D049BB133111EB & _MASK
    return x ^ (x >> 31)


def anchor(chain: Sequence[int], shared: int) -> int:
    """The block that fixes a request's home: the first below its ``shared`` leading blocks."""
    return chain[shared] if len(chain) > shared else chain[-1]


def rendezvous(block: int, seeds: Sequence[int], healthy: Sequence[bool]) -> int | None:
    """The healthy replica of highest rendezvous score for ``block`` (None: none healthy)."""
    best, top = None, -1
    for r, (s, ok) in enumerate(zip(seeds, healthy, strict=False)):
        if ok:
            score = _mix(block ^ s)
            if score > top:
                best, top = r, score
    return best


def _score(block: int, seed: int) -> float:
    """The rendezvous draw of ``block`` on a replica's ``seed``, uniform in (0, 1)."""
    return (_mix(block ^ seed) + 0.5) / 18446744073709551616.0


def weighted_rendezvous(block: int, seeds: Sequence[int], replicas: Sequence[int], weights: Sequence[float]) -> int:
    """One of ``replicas`` for ``block``, drawn with probability proportional to ``weights`` by weighted
    rendezvous hashing (score ``-w / ln u``): a change of weights or of the set moves only the blocks
    whose winner it changes, where a draw from cumulative weights would move a whole slice."""
    best, top = replicas[0], -math.inf
    for r, w in zip(replicas, weights, strict=False):
        if w > 0:
            score = -w / math.log(_score(block, seeds[r]))
            if score > top:
                best, top = r, score
    return best


def home(a: int, warm: WarmKey | None, seeds: Sequence[int], healthy: Sequence[bool]) -> int | None:
    """The home of a request with anchor ``a`` under ``warm`` (see module docstring)."""
    if warm is not None and not warm.spread:
        up = [r for r in warm.replicas if healthy[r]]
        if up:
            return weighted_rendezvous(a, seeds, up, [warm.weight(r) for r in up])
    return rendezvous(a, seeds, healthy)
