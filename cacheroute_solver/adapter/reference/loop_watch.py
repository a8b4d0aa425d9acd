"""The reference router's watch on its own event loop: a sleep that wakes late means every request in
flight waited as long, and a timeout measured over such a stall says nothing about the replica."""

from __future__ import annotations

import asyncio
import logging
import time

from ..metrics import Counters

__all__ = ["LoopWatch"]

log = logging.getLogger("cacheroute.router")


class LoopWatch:
    """When the loop last woke and when its last stall (at least ``stall_s``) ended."""

    def __init__(self, stall_s: float, counters: Counters) -> None:
        self.stall_s = stall_s
        self.counters = counters
        self._beat = time.monotonic()
        """When the watch last ran."""
        self._stall_end = -1.0
        """When the last stall of the router's own loop ended."""

    async def run(self, period_s: float = 0.1) -> None:
        """Wake every ``period_s``; count and log a wake-up ``stall_s`` late, keep the worst lag."""
        worst = 0.0
        while True:
            t = time.monotonic()
            await asyncio.sleep(period_s)
            self._beat = now = time.monotonic()
            lag = now - t - period_s
            if lag > worst:
                worst = lag
                self.counters.set("cacheroute_loop_lag_max_seconds", worst)
            if lag >= self.stall_s:
                self._stall_end = now
                self.counters.inc("cacheroute_loop_stalls_total")
                log.warning("event loop stalled %.2f s", lag)

    def stalled(self, since: float) -> bool:
        """Whether the router's own loop stalled since ``since`` (monotonic): then a timeout measured
        over that time says nothing about the replica, which is not blamed for it."""
        return time.monotonic() - self._beat >= self.stall_s or self._stall_end >= since
