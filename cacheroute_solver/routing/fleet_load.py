"""Fleet load: one router instance's estimate of each replica's whole load, every instance's together.

An instance's ledger (`LoadLedger`) counts only the requests it sent: behind a balancer spreading
traffic over N instances, about 1/N of what each replica carries, so its wait estimates are 1/N of
the truth and it spills too late. The engines publish their own counts (vLLM's ``/metrics``:
``num_requests_running``, ``num_requests_waiting``), read on a period and so late by up to that
period. `FleetLoad` adds the two: the engines' counts at the last reading, plus N times this
instance's own change since then (the others, following the same rule on the same plan, changed
about as much). Before any reading, and for the prefill backlog in tokens and attention pairs
(which engines do not publish), N times its own. It is a `LoadView` for the routing core.

Every instance reads the same engines on the same period, so their views differ only by their own
changes since the reading: the load view on which they walk a request's spill order alike
(`routing.home.spill_order`). The simulator gives each instance the engines' counts as of the last
reading (`simulator.balancer.Balanced.scrape_s`, default 1 s); a live router feeds what it scraped
(`RoutingCore.engines_read`), with the time it was read.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .ledger import LoadLedger

__all__ = ["FleetLoad"]


class FleetLoad:
    """``ledger`` (this instance's own) scaled to ``instances``, anchored to the engines' last reading."""

    __slots__ = ("_own_in_flight", "_own_pending", "_running", "_waiting", "instances", "ledger", "read_at")

    def __init__(self, ledger: LoadLedger, instances: int) -> None:
        if instances < 1:
            raise ValueError(f"instances must be >= 1, got {instances}")
        self.ledger = ledger
        self.instances = instances
        self._running: list[float] | None = None
        self._waiting: list[float] | None = None
        self._own_in_flight: list[int] = []
        self._own_pending: list[int] = []
        self.read_at: float | None = None
        """When the counts in use were read (the reader's clock; None: no reading yet, or no time given)."""

    def engines_read(self, running: Sequence[float], waiting: Sequence[float], at: float | None = None) -> None:
        """The engines' published counts per replica (requests running, requests waiting), as read at
        ``at``; a reading older than the one in use is ignored (it arrived late)."""
        if len(running) != len(self.ledger.in_flight) or len(waiting) != len(running):
            raise ValueError(
                f"engine counts must have one value per replica ({len(self.ledger.in_flight)}): "
                f"running has {len(running)}, waiting {len(waiting)}"
            )
        if not all(math.isfinite(x) and x >= 0 for x in (*running, *waiting)):
            raise ValueError("engine counts must be finite and >= 0")
        if at is not None and self.read_at is not None and at < self.read_at:
            return
        self.read_at = at
        self._running = [float(x) for x in running]
        self._waiting = [float(x) for x in waiting]
        self._own_in_flight = list(self.ledger.in_flight)
        self._own_pending = list(self.ledger.pending)

    def add_replica(self) -> None:
        """A replica joined at the ledger's next position: nothing read of it yet, nothing of ours in flight."""
        for counts in (self._running, self._waiting, self._own_in_flight, self._own_pending):
            if counts is not None:
                counts.append(0)

    def clear(self, replica: int) -> None:
        """The replica at ``replica`` left (its requests already cleared from the ledger): nothing read of it counts
        any more, for the next replica at that position."""
        for counts in (self._running, self._waiting):
            if counts is not None:
                counts[replica] = 0.0
        if self._own_in_flight:
            self._own_in_flight[replica] = self.ledger.in_flight[replica]
            self._own_pending[replica] = self.ledger.pending[replica]

    @property
    def in_flight(self) -> list[float]:
        n, own = self.instances, self.ledger.in_flight
        if self._running is None or self._waiting is None:
            return [n * x for x in own]
        return [
            max(run + wait + n * (x - x0), 0.0)
            for run, wait, x, x0 in zip(self._running, self._waiting, own, self._own_in_flight, strict=False)
        ]

    @property
    def pending(self) -> list[float]:
        n, own = self.instances, self.ledger.pending
        if self._waiting is None:
            return [n * x for x in own]
        return [
            max(wait + n * (x - x0), 0.0) for wait, x, x0 in zip(self._waiting, own, self._own_pending, strict=False)
        ]

    @property
    def pending_tokens(self) -> list[float]:
        n = self.instances
        return [n * x for x in self.ledger.pending_tokens]

    @property
    def pending_pairs(self) -> list[float]:
        n = self.instances
        return [n * x for x in self.ledger.pending_pairs]

    @property
    def mean_output(self) -> float:
        return self.ledger.mean_output
