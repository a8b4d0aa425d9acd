"""The router's logs: their format (text or JSON lines, `LogConfig`, `configure`), the access log, and throttling.

The router writes through the standard library's ``logging``, to the ``cacheroute.*`` loggers (`LOGGERS`); the
access log, one line per generation request, goes to ``cacheroute.access`` (`ACCESS_LOGGER`) when
``logs.access_log`` is on. ``logs.format: json`` writes every record as one JSON object per line
(python-json-logger's formatter: a stdlib ``Formatter``, so the loggers and their handlers stay the standard
library's), the access log's fields as keys of their own.

Throttling: a repeated line is written once per interval, with a count of the ones held back. A router that logs every malformed client request (aiohttp's "Error handling request", with its
traceback) or every failed planner period while all replicas are down floods its logs exactly when an
operator reads them. `Throttle` is a `logging.Filter`: per logger and message template, the first
record of each ``interval_s`` passes; the rest are counted, and the next one to pass says how many
were held back. Nothing is dropped silently.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["ACCESS_LOGGER", "LOGGERS", "LogConfig", "Throttle", "configure", "install"]

ACCESS_LOGGER = "cacheroute.access"
TEXT_FORMAT = "%(asctime)s %(name)s %(levelname)s %(message)s"


class LogConfig(BaseModel):
    """How the router logs: the format of every line, and whether each generation request gets one."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["text", "json"] = Field(
        default="text",
        description="text: 'time logger level message' lines; json: one JSON object per line (timestamp, level, "
        "logger, message, and the access log's fields as keys). Set where the process starts (the run command's "
        "--log-format overrides it).",
    )
    access_log: bool = Field(
        default=False,
        description="One line per generation request on the cacheroute.access logger: method, path, status, "
        "replica, model, decision, TTFT, duration, tokens, request id (docs/observability.md).",
    )


def configure(level: str | int = "INFO", fmt: Literal["text", "json"] = "text", stream=None) -> logging.Handler:
    """Log to ``stream`` (stderr) at ``level`` in ``fmt``: one handler on the root logger, in place of any there."""
    handler = logging.StreamHandler(stream if stream is not None else sys.stderr)
    if fmt == "json":
        from pythonjsonlogger.json import JsonFormatter

        handler.setFormatter(
            JsonFormatter(
                "{levelname}{name}{message}",
                style="{",
                timestamp=True,
                rename_fields={"levelname": "level", "name": "logger"},
            )
        )
    else:
        handler.setFormatter(logging.Formatter(TEXT_FORMAT))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    return handler


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


LOGGERS = (
    "cacheroute.router",
    "cacheroute.planner",
    "cacheroute.kv_events",
    "cacheroute.redis",
    "cacheroute.peers",
    "aiohttp.server",
)
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
