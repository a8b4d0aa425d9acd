"""Endpoint health: passive outlier ejection and active health checks, as one state per endpoint.

An endpoint is in rotation unless

- it was **ejected** by the traffic it served: ``consecutive_failures`` failures in a row (5xx
  answers, time-outs) or one refused connection or hang (missed deadlines, `hang`; such an
  ejection may cap its own back-off lower). An ejection lasts ``base_ejection_s`` x 2^(k-1)
  for the k-th ejection in a row (at most ``max_ejection_s``; k starts again once the endpoint
  has stayed in rotation for ``max_ejection_s``), and ends only when an active check passes after
  it (without active checks, when it runs out). At most ``max_ejected_fraction`` of the endpoints
  are ejected at once (a fleet-wide fault is not a reason to stop serving);
- or its **active checks** fail: ``unhealthy_checks`` failing checks in a row (no HTTP answer, or
  a 5xx, within ``check_timeout_s``) take it out, ``healthy_checks`` passing ones put it back. Any
  answer below 500 passes: the check asks "is the server answering", which engines without a
  ``/health`` route answer too (404).

**Time-outs alone never empty the rotation.** An endpoint whose failures in a row (requests or checks)
are all time-outs (`TIMEOUTS`: a check or request with no answer in time, a missed hang deadline) stays
in rotation if it is the last one there: a time-out says the answer was late, and when every other
endpoint is out the likelier cause is on the router's side (its own stall, a request too large for any
engine), while routing to none serves nobody. A refusal or a 5xx still takes it out. Each such ejection
not made is reported to ``on_held(url, reason)``.

State changes are reported to ``on_change(url, up, reason)``; the router uses them to skip the
endpoint, cancel requests stuck on a hung one, count metrics and re-plan. Pure logic with an
injectable clock; the router does the HTTP.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["TIMEOUTS", "EndpointState", "Health", "HealthConfig"]

TIMEOUTS = frozenset({"timeout", "hang"})
"""Failure reasons that say an answer was late, not that the endpoint refused or failed it."""


class HealthConfig(BaseModel):
    """When an endpoint leaves rotation and when it comes back."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    consecutive_failures: int = Field(default=3, ge=1, description="Failed requests in a row that eject an endpoint.")
    base_ejection_s: float = Field(
        default=2.0, gt=0.0, description="Length of a first ejection; doubles for each further one in a row."
    )
    max_ejection_s: float = Field(default=60.0, gt=0.0, description="Longest ejection.")
    max_ejected_fraction: float = Field(
        default=0.5, ge=0.0, le=1.0, description="Most endpoints ejected by failed requests at once (at least one)."
    )
    check_interval_s: float | None = Field(
        default=0.5, gt=0.0, description="Active health check period (None: no checks)."
    )
    check_timeout_s: float = Field(default=0.5, gt=0.0, description="A check with no answer by then fails.")
    check_path: str = Field(default="/health", description="GET path of the check.")
    unhealthy_checks: int = Field(default=2, ge=1, description="Failing checks in a row that take an endpoint out.")
    healthy_checks: int = Field(default=1, ge=1, description="Passing checks in a row that put it back.")


@dataclass
class EndpointState:
    """What is known of one endpoint."""

    failures: int = 0
    ejected_until: float = 0.0
    ejected: bool = False
    ejections_in_row: int = 0
    readmitted_at: float = -math.inf
    check_failures: int = 0
    check_passes: int = 0
    check_down: bool = False
    hard_failure: bool = False
    """Among the failed requests in a row, one that was not a time-out."""
    hard_check: bool = False
    """Among the failing checks in a row, one that was not a time-out."""

    @property
    def up(self) -> bool:
        return not self.ejected and not self.check_down


class Health:
    """Health of a set of endpoint URLs (`add`, `remove`: endpoints come and go); thread-safe."""

    def __init__(
        self,
        urls: Iterable[str],
        config: HealthConfig | None = None,
        on_change: Callable[[str, bool, str], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        on_held: Callable[[str, str], None] | None = None,
    ) -> None:
        self.config = config or HealthConfig()
        self.state = {u: EndpointState() for u in urls}
        self.on_change = on_change
        self.on_held = on_held
        self.clock = clock
        self._lock = threading.Lock()
        self._held: list[tuple[str, str]] = []

    def add(self, url: str) -> None:
        """An endpoint joins while the router runs: out of rotation until an active check passes (as one that
        comes back is), or in at once without active checks."""
        with self._lock:
            if url not in self.state:
                self.state = {**self.state, url: EndpointState(check_down=self.config.check_interval_s is not None)}

    def remove(self, url: str) -> None:
        """An endpoint leaves: nothing of it is kept."""
        with self._lock:
            self.state = {u: s for u, s in self.state.items() if u != url}

    def up(self, url: str) -> bool:
        s = self.state.get(url)
        return s is None or s.up

    def in_rotation(self) -> list[str]:
        return [u for u, s in self.state.items() if s.up]

    def due_for_check(self, url: str) -> bool:
        """Whether an active check of ``url`` is wanted now (not while an ejection runs)."""
        s = self.state[url]
        return not (s.ejected and self.clock() < s.ejected_until)

    def _notify(self, changes: list[tuple[str, bool, str]]) -> None:
        """State changes to ``on_change``, and the ejections held since the last call to ``on_held``."""
        with self._lock:
            held, self._held = self._held, []
        if self.on_held is not None:
            for url, reason in held:
                self.on_held(url, reason)
        if self.on_change is not None:
            for url, up, reason in changes:
                self.on_change(url, up, reason)

    def _last_up(self, url: str) -> bool:
        """Whether ``url`` is the only endpoint in rotation."""
        return all(not x.up for u, x in self.state.items() if u != url)

    def _eject(
        self, url: str, s: EndpointState, reason: str, now: float, max_s: float | None = None
    ) -> list[tuple[str, bool, str]]:
        cfg = self.config
        ejected = sum(1 for x in self.state.values() if x.ejected)
        if ejected + 1 > max(1, math.floor(cfg.max_ejected_fraction * len(self.state))):
            return []
        if not s.hard_failure and s.up and self._last_up(url):
            self._held.append((url, reason))
            return []
        was_up = s.up
        s.ejections_in_row = 1 if now - s.readmitted_at > cfg.max_ejection_s else s.ejections_in_row + 1
        longest = cfg.max_ejection_s if max_s is None else min(max_s, cfg.max_ejection_s)
        s.ejected_until = now + min(cfg.base_ejection_s * 2 ** (s.ejections_in_row - 1), longest)
        s.ejected = True
        s.failures = 0
        s.hard_failure = False
        s.check_passes = 0
        return [(url, False, reason)] if was_up else []

    def record_failure(
        self, url: str, reason: str, *, eject_now: bool = False, max_ejection_s: float | None = None
    ) -> None:
        """A request to ``url`` failed (``reason``: http_5xx, timeout, connect_error, hang, ...);
        ``eject_now`` for failures that say the endpoint is gone (a refused connection, a hang);
        ``max_ejection_s`` caps this ejection's back-off below the configured one."""
        s = self.state.get(url)
        if s is None:
            return
        with self._lock:
            if s.ejected:
                return
            s.failures += 1
            s.hard_failure = s.hard_failure or reason not in TIMEOUTS
            changes = []
            if eject_now or s.failures >= self.config.consecutive_failures:
                changes = self._eject(url, s, reason, self.clock(), max_ejection_s)
        self._notify(changes)

    def record_success(self, url: str) -> None:
        s = self.state.get(url)
        if s is not None and s.failures:
            with self._lock:
                s.failures = 0
                s.hard_failure = False

    def record_check(self, url: str, ok: bool, timed_out: bool = False) -> None:
        """The result of one active check of ``url`` (``timed_out``: it failed for want of an answer in time)."""
        s = self.state.get(url)
        if s is None:
            return
        cfg = self.config
        changes: list[tuple[str, bool, str]] = []
        with self._lock:
            was_up = s.up
            now = self.clock()
            if ok:
                s.check_failures = 0
                s.hard_check = False
                s.check_passes += 1
                if s.check_passes >= cfg.healthy_checks:
                    s.check_down = False
                    if s.ejected and now >= s.ejected_until:
                        s.ejected = False
                        s.failures = 0
            else:
                s.check_passes = 0
                s.check_failures += 1
                s.hard_check = s.hard_check or not timed_out
                if s.check_failures >= cfg.unhealthy_checks:
                    if s.hard_check or not s.up or not self._last_up(url):
                        s.check_down = True
                    elif not s.check_down:
                        self._held.append((url, "health_check"))
            if s.up and not was_up:
                s.readmitted_at = now
                changes.append((url, True, "health_check"))
            elif was_up and not s.up:
                changes.append((url, False, "health_check"))
        self._notify(changes)

    def tick(self) -> None:
        """Without active checks an ejection ends when it runs out; call this now and then."""
        if self.config.check_interval_s is not None:
            return
        changes: list[tuple[str, bool, str]] = []
        with self._lock:
            now = self.clock()
            for url, s in self.state.items():
                if s.ejected and now >= s.ejected_until:
                    s.ejected = False
                    if s.up:
                        s.readmitted_at = now
                        changes.append((url, True, "ejection_over"))
        self._notify(changes)
