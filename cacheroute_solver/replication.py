"""Hot-key replication: over how many replicas a key's warm traffic must be spread, and with what shares.

A key whose warm load does not fit in one replica's headroom is split over several destinations,
each of which holds its prefix (KV p_k) and pays its own cold fill. Shares fill the chosen
destinations in order up to their headroom, so a key uses as few destinations as it can.
"""

from __future__ import annotations

import numpy as np


def split_shares(
    load: float, fill: np.ndarray, headroom: np.ndarray, max_destinations: int
) -> tuple[np.ndarray, bool]:
    """Shares over candidate destinations (already in preference order).

    Takes destinations in order until `load` fits, each contributing `headroom - fill` of room,
    at most `max_destinations` of them. Returns (shares, fits); when it does not fit, the load is
    spread over the first `max_destinations` candidates in proportion to their room, so the plan
    overloads them evenly and reports it.
    """
    room = np.maximum(headroom - fill, 0.0)
    n = min(max_destinations, len(room))
    if n == 0:
        return np.zeros(0), False
    if load <= 0:
        return np.array([1.0]), True
    cum = np.cumsum(room[:n])
    j = int(np.searchsorted(cum, load - 1e-9 * load))
    if j < n:
        take = room[: j + 1].copy()
        take[j] -= cum[j] - load
        return take / load, True
    weight = np.maximum(room[:n], 1e-12) if cum[-1] > 0 else np.ones(n)
    return weight / weight.sum(), False


def destinations_needed(load: float, room_per_replica: float) -> int:
    """Least number of destinations a key needs when each offers `room_per_replica`."""
    if load <= 0:
        return 1
    if room_per_replica <= 0:
        return np.iinfo(np.int32).max
    return int(np.ceil(load / room_per_replica - 1e-12))
