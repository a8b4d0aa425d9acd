"""Hot-key replication: over how many replicas a key's warm traffic must be spread.

A key whose warm load (with its burst excess) does not fit in one replica's headroom is split over
several destinations, each of which holds its prefix (KV p_k) and pays its own cold fill. Shares
are even: filling the first destinations to their caps (the earlier rule) left those replicas with
no room for anything else while most of their KV stayed empty, stranding it; an even split over
the fewest replicas that can take it keeps the remaining headroom spread, and halves each
destination's share of the key's burst.
"""

from __future__ import annotations

import numpy as np


def even_split(load: float, room: np.ndarray, max_destinations: int) -> int:
    """Fewest destinations n <= max_destinations over which an even split of `load` may fit.

    `room` is the candidates' headroom (net of their cold fill), in descending order. Returns the
    least n with load / n <= room[n - 1], or 0 when there is none: a lower bound on the n that
    fits, since each destination's burst margin may also rise by up to excess / n (the caller
    checks from there exactly).
    """
    n_max = min(max_destinations, len(room))
    if n_max == 0:
        return 0
    if load <= 0:
        return 1
    n = np.arange(1, n_max + 1)
    ok = load / n <= room[:n_max] * (1 + 1e-12) + 1e-300
    return int(n[ok][0]) if ok.any() else 0


def level_split(load: float, room: np.ndarray) -> np.ndarray:
    """Shares of a key that overloads its destinations whatever the split: each gets its headroom
    (net of its cold fill) plus an equal part of the overload, so every destination is over its cap
    by the same amount. Their overload is then the load less their total room, the least any split
    gives; an even split leaves that much more where one destination has room beyond an even share.
    Even shares where that does not hold (the load fits, or a destination has less than no room
    after its part).
    """
    n = len(room)
    t = (load - float(room.sum())) / max(n, 1)
    share = (room + t) / load if load > 0 else np.zeros(n)
    if n == 0 or t <= 0 or (share <= 0).any():
        return np.full(n, 1.0 / max(n, 1))
    return share
