"""The reference router's watch on its own event loop: a sleep that wakes late means every request in
flight waited as long, and a timeout measured over such a stall says nothing about the replica. Besides
the stalls (``stall_s`` late), the watch keeps its recent shorter lags: a check that times out after
0.5 s says nothing either if the loop lost half of that meanwhile (`stalled` with ``window_s``)."""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque

from cacheroute_solver.adapter.metrics import Counters

__all__ = ["LoopWatch"]

log = logging.getLogger("cacheroute.router")

_KEPT_LAG_S = 0.05
"""Shorter lags than this are not kept (a loop under load wakes a few milliseconds late all the time)."""


class LoopWatch:
    """When the loop last woke and when its last stall (at least ``stall_s``) ended."""

    def __init__(self, stall_s: float, counters: Counters) -> None:
        self.stall_s = stall_s
        self.counters = counters
        self._beat = time.monotonic()
        """When the watch last ran."""
        self._stall_end = -1.0
        """When the last stall of the router's own loop ended."""
        self._lags: deque[tuple[float, float]] = deque(maxlen=256)
        """Recent wake-ups at least `_KEPT_LAG_S` late: (when it woke, how late)."""
        self._period_s = 0.1

    async def run(self, period_s: float = 0.1) -> None:
        """Wake every ``period_s``; count and log a wake-up ``stall_s`` late, keep the worst lag."""
        worst = 0.0
        self.counters.set("cacheroute_loop_lag_max_seconds", worst)
        self._period_s = period_s
        while True:
            t = time.monotonic()
            await asyncio.sleep(period_s)
            self._beat = now = time.monotonic()
            lag = now - t - period_s
            if lag > worst:
                worst = lag
                self.counters.set("cacheroute_loop_lag_max_seconds", worst)
            if lag >= _KEPT_LAG_S:
                self._lags.append((now, lag))
            if lag >= self.stall_s:
                self._stall_end = now
                self.counters.inc("cacheroute_loop_stalls_total")
                log.warning("event loop stalled %.2f s", lag)

    def stalled(self, since: float, window_s: float | None = None) -> bool:
        """Whether the router's own loop stalled since ``since`` (monotonic): then a timeout measured
        over that time says nothing about the replica, which is not blamed for it. With ``window_s`` (the
        time-out's length), a lag of half of it counts as a stall too: the answer may have been in."""
        least = self.stall_s if window_s is None else min(self.stall_s, window_s / 2)
        if time.monotonic() - self._beat - self._period_s >= least or self._stall_end >= since:
            return True
        return window_s is not None and any(lag >= least for end, lag in self._lags if end >= since)
