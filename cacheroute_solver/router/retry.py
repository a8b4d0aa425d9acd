"""Retry budget: retries stay a bounded share of the traffic, so a failing fleet is not hit twice.

Over a sliding window of about ``window_s`` seconds (exponentially decayed counts), a retry is
allowed while the retries so far stay within ``ratio`` x the requests plus ``min_per_s`` x
``window_s`` (the floor lets a quiet router still retry). This is the budget Linkerd and Envoy's
``retry_budget`` use; the per-request cap on attempts lives in the router's config.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["RetryBudget", "RetryConfig"]


class RetryConfig(BaseModel):
    """How many retries a request may get, and what share of the traffic retries may be."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    max_attempts: int = Field(default=3, ge=1, description="Attempts per request, the first included (1: no retries).")
    ratio: float = Field(default=0.2, ge=0.0, description="Retries at most this share of requests over the window ...")
    min_per_s: float = Field(default=10.0, ge=0.0, description="... plus this many per second.")
    window_s: float = Field(default=10.0, gt=0.0)


class RetryBudget:
    """Counts requests and retries; `try_spend` says whether one more retry fits."""

    def __init__(self, config: RetryConfig | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.config = config or RetryConfig()
        self.clock = clock
        self._lock = threading.Lock()
        self._t = clock()
        self._requests = 0.0
        self._retries = 0.0

    def _decay(self) -> None:
        now = self.clock()
        f = math.exp(-(now - self._t) / self.config.window_s)
        self._requests *= f
        self._retries *= f
        self._t = now

    def on_request(self) -> None:
        with self._lock:
            self._decay()
            self._requests += 1.0

    def try_spend(self) -> bool:
        """Take one retry from the budget if there is one left."""
        cfg = self.config
        with self._lock:
            self._decay()
            if self._retries + 1.0 > cfg.ratio * self._requests + cfg.min_per_s * cfg.window_s:
                return False
            self._retries += 1.0
            return True
