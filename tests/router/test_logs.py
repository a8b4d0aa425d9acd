"""Throttled log lines (`router/logs.py`): one per interval per message, with a count of the rest."""

from __future__ import annotations

import logging

from cacheroute_solver.router.logs import Throttle


def test_a_repeated_line_passes_once_per_interval_and_says_how_many_were_held_back(caplog):
    now = [0.0]
    log = logging.getLogger("cacheroute.test_throttle")
    t = Throttle(10.0, clock=lambda: now[0])
    log.addFilter(t)
    try:
        with caplog.at_level(logging.WARNING, logger="cacheroute.test_throttle"):
            for i in range(50):
                log.warning("upstream %s unreachable", f"r{i % 3}")
                now[0] += 0.1
            log.warning("another message")  # a different template is not held back
            now[0] = 20.0
            log.warning("upstream %s unreachable", "r0")
        lines = [r.getMessage() for r in caplog.records]
        assert lines[0] == "upstream r0 unreachable" and "another message" in lines
        assert lines[-1] == "upstream r0 unreachable (49 more like this in the last 10 s)"
        assert len(lines) == 3 and t.suppressed == 49
    finally:
        log.removeFilter(t)
