"""Hang detection: a deadline per upstream attempt from what the routing core expects.

An engine that stalls in generation (an engine-core or collective-communication hang) still
answers its ``/health``, so active checks never take it out, and requests sent to it wait for the
absolute ``first_byte_timeout_s``. Each attempt therefore gets a deadline for its first token:

    deadline = max(floor_s, multiple x expected + slack_s)

where ``expected`` is the time to first token the replica's learned cost model expects for a stream
(`Decision.expected_s`: the queue ahead and the prefill at its fitted speed, `routing.learned`; the routing
core's estimate where the models are not learned), and that plus ``max_tokens`` x the replica's time
between two tokens now for a non-streamed answer (its headers come when generation ends; without
``max_tokens`` it has no deadline, only the cap; while the router has seen no stream's tokens come, its
deadline keeps the floor below).
An attempt past its deadline on a replica that gave no request its first token during the last
deadline's length is a **miss**: it is abandoned and retried elsewhere (nothing reached the client
yet). A replica that did (it is busy, not hung: a long queue on an overloaded fleet, or a delay
model that underrates the engines) keeps the attempt, whose deadline moves on by its length, up to
the cap: retrying a queued request elsewhere would only queue it again and eject healthy engines. ``misses_to_eject`` misses in a row on one replica, with no first token
between them, take it out like a failing one; the count is kept through the ejection, so after
re-admission one more miss takes it out again, and a first token resets it.

A deadline is only as good as the model it comes from: the default (the reference H100 replica's) can
be far off another engine, and a deadline from it would eject a healthy but slower engine. So unless
``floor_s`` is set, the floor is `UNCALIBRATED_FLOOR_S` (30 s: a hang is still found ten times sooner than
the 300 s cap, and no healthy engine's first token is that late) for a replica whose model is neither
configured (``routing.delay``: the operator said what the engines cost) nor learned (``routing.learning
.min_observations`` of its answers in, 16 by default), and 0 once it is; ``slack_s`` is then the least
deadline. Pure logic; the router does the waiting.

**Several instances.** Behind a balancer each of N instances sees about 1/N of an engine's first
tokens, so a busy engine giving first tokens at rate r shows none to one instance over a deadline of
length D with probability about exp(-r D / N) instead of exp(-r D): negligible for a GPU engine (r of
tens per second), not for a slow, overloaded one (the e2e run with three instances on CPU engines,
`docs/results/e2e-instances.md`, ejected an overloaded engine for a hang in two of three runs). With
``engine_metrics`` on, the engine's own token counters (vLLM's prompt and generation tokens, read every
``scrape_s``) are progress too (`Misses.engine_read`): every instance reads them alike, so a busy
engine is busy to all of them, while a hung one's counters stay flat (or its ``/metrics`` does not
answer) and its misses count as before. A reading shows the progress of the ``scrape_s`` before it, so
``scrape_s`` should stay below the least deadline (``slack_s``, 2 s, against 1 s).
"""

from __future__ import annotations

import math
import time

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["UNCALIBRATED_FLOOR_S", "HangConfig", "Misses", "deadline_s", "expected_s"]

UNCALIBRATED_FLOOR_S = 30.0
"""The floor while the delay model is the default one (module docstring)."""


class HangConfig(BaseModel):
    """When an attempt counts as stuck on a hung replica, and when that replica leaves rotation."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    floor_s: float | None = Field(
        default=None,
        ge=0.0,
        description="Least deadline. None: 30 s for a replica whose cost model is neither configured (routing.delay) "
        "nor learned yet (routing.learning.min_observations of its answers), 0 once it is (a deadline from a "
        "mis-set cost model must not eject a healthy engine).",
    )
    multiple: float = Field(default=3.0, ge=1.0, description="Deadline as a multiple of the expected time ...")
    slack_s: float = Field(default=2.0, ge=0.0, description="... plus this many seconds.")
    misses_to_eject: int = Field(default=3, ge=1, description="Missed deadlines in a row that take a replica out.")
    max_ejection_s: float = Field(
        default=3.0,
        gt=0.0,
        description="Longest ejection for a hang (the back-off doubles from health.base_ejection_s up to this): a "
        "hung engine's /health passes, so only traffic tells it recovered, and a short ejection puts it back "
        "within seconds of recovering.",
    )

    def floor(self, calibrated: bool) -> float:
        """The floor in force: ``floor_s``, else by whether the replica's cost model is calibrated (configured,
        or learned)."""
        if self.floor_s is not None:
            return self.floor_s
        return 0.0 if calibrated else UNCALIBRATED_FLOOR_S


def expected_s(estimate_s: float, stream: bool, max_tokens: int, decode_step_s: float) -> float | None:
    """Expected time to what a deadline waits for: the first token of a stream, the whole of a
    non-streamed answer (None: its length is unknown, no deadline)."""
    if stream:
        return max(estimate_s, 0.0)
    if max_tokens <= 0:
        return None
    return max(estimate_s, 0.0) + max_tokens * decode_step_s


def deadline_s(config: HangConfig, expected: float, floor_s: float) -> float:
    """Seconds an attempt may wait: ``max(floor_s, multiple x expected + slack_s)``."""
    return max(floor_s, config.multiple * expected + config.slack_s)


class Misses:
    """Per replica: consecutive missed deadlines (reset by a first token), and when it last gave
    any request its first token or its token counters advanced (its progress: a busy replica makes it,
    a hung one does not)."""

    __slots__ = ("_last", "_n", "_tokens")

    def __init__(self) -> None:
        self._n: dict[str, int] = {}
        self._last: dict[str, float] = {}
        self._tokens: dict[str, float] = {}

    def miss(self, url: str) -> int:
        """Count one miss on ``url``; the misses in a row now."""
        n = self._n[url] = self._n.get(url, 0) + 1
        return n

    def hit(self, url: str, now: float | None = None) -> None:
        """A first token from ``url`` (at monotonic ``now``, default the clock's)."""
        self._last[url] = time.monotonic() if now is None else now
        if self._n.get(url):
            self._n[url] = 0

    def engine_read(self, url: str, tokens: float, now: float | None = None) -> None:
        """The engine at ``url`` published ``tokens`` processed so far (read at monotonic ``now``): more than
        at its last reading is progress, as a first token is (a count that fell is a restarted engine's)."""
        last = self._tokens.get(url)
        self._tokens[url] = tokens
        if last is not None and tokens > last:
            self.hit(url, now)

    def progressed(self, url: str, since: float) -> bool:
        """Whether ``url`` gave any request its first token, or its counters advanced, after monotonic ``since``."""
        return self._last.get(url, -math.inf) > since

    def __getitem__(self, url: str) -> int:
        return self._n.get(url, 0)
