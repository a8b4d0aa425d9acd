"""Throttled logging: a repeated line is written once per interval, with a count of the ones held back.

A router that logs every malformed client request (aiohttp's "Error handling request", with its
traceback) or every failed planner period while all replicas are down floods its logs exactly when an
operator reads them. `Throttle` is a `logging.Filter`: per logger and message template, the first
record of each ``interval_s`` passes; the rest are counted, and the next one to pass says how many
were held back. Nothing is dropped silently.
"""

from __future__ import annotations

import logging
import threading
import time

__all__ = ["LOGGERS", "Throttle", "install"]


class Throttle(logging.Filter):
    """Let one record per (logger, message template) through every ``interval_s`` seconds."""

    def __init__(self, interval_s: float = 10.0, clock=time.monotonic) -> None:
        super().__init__()
        self.interval_s = interval_s
        self._clock = clock
        self._seen: dict[tuple[str, object], tuple[float, int]] = {}
        self._lock = threading.Lock()
        self.suppressed = 0
        """Records held back since start."""

    def filter(self, record: logging.LogRecord) -> bool:
        key = (record.name, record.msg)
        now = self._clock()
        with self._lock:
            last, held = self._seen.get(key, (-float("inf"), 0))
            if now - last < self.interval_s:
                self._seen[key] = (last, held + 1)
                self.suppressed += 1
                return False
            self._seen[key] = (now, 0)
            if len(self._seen) > 10_000:
                self._seen.clear()
        if held:
            record.msg = f"{record.msg} ({held} more like this in the last {self.interval_s:g} s)"
        return True


LOGGERS = ("cacheroute.router", "cacheroute.planner", "cacheroute.kv_events", "cacheroute.redis", "aiohttp.server")
"""The loggers the router writes to (a filter applies to its own logger's records only)."""


def install(interval_s: float = 10.0, loggers: tuple[str, ...] = LOGGERS) -> Throttle:
    """Put one `Throttle` on ``loggers`` (idempotent: an existing one is reused)."""
    for name in loggers:
        for f in logging.getLogger(name).filters:
            if isinstance(f, Throttle):
                return f
    throttle = Throttle(interval_s)
    for name in loggers:
        logging.getLogger(name).addFilter(throttle)
    return throttle
