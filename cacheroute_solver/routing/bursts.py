"""Bursts: several router instances that decide at the same moment, each taking a slot of its own.

Instances that report their load to each other (`routing.peer_load`) decide on the fleet's load as it
was a channel's delay ago. Requests that arrive within that delay of each other, as a burst does (an
agent's parallel calls, a batch client, a log replayed with whole-second timestamps), are decided by
every instance on the same view, and the same view gives the same answer: every instance sends its
request to the replica that looks idlest, and they herd (issue 54; Dynamo's issue 589 names it for its
routers). Two things each instance does instead, with no message between them:

- **its own slot of the round** (`take_slot`): where a request could go to several replicas that hold
  as much of it as any does (a fresh prompt under a shared system prompt, a first turn), the instance
  places the request and N - 1 copies of it one by one on the cheapest of those replicas, as one
  instance would place N such requests in a row, and takes the copy its rank among the instances
  names (rank 0 the first). N instances deciding at once on the same view so take N different
  replicas, as one instance would have sent them. A request with one replica holding most of it (a
  later turn, its history there) goes there as before: its peers' requests at that moment are other
  sessions, held elsewhere;
- **room for what its peers decide** (`Reservations`): the other copies of the round stay in this
  instance's view of its peers' load for one channel delay (``RoutingConfig.peer_delay_s``), until their
  real reports would be in, so its next decision in the burst sees the replicas its peers took as
  taken. A request whose session this instance already sent to the same replica within that delay is
  one of several sent together (an agent's parallel calls share their history, and reach every instance
  at once), so its N - 1 copies are reserved where it goes.

One instance, and several whose reports are not all in, decide as before. Measured against the
herd and SGLang's mesh on arrivals floored to whole seconds: docs/replay.md (bursts).
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Callable, Hashable, Sequence

from .ledger import LoadLedger

__all__ = ["Reservations", "take_slot"]


def take_slot(
    candidates: list[tuple[float, int]], add_copy: Callable[[int], float], rank: int, instances: int
) -> tuple[int, list[int]]:
    """The slot of the instance of ``rank`` among ``instances`` in a round of as many copies of one request,
    each placed on the cheapest of ``candidates`` ((cost, replica) pairs, reordered here); ``add_copy(r)``
    loads ``r`` with one more copy and returns its cost then. Returns the slot and the round's replicas, in
    order."""
    heapq.heapify(candidates)
    slots: list[int] = []
    for _ in range(instances - 1):
        r = candidates[0][1]
        slots.append(r)
        heapq.heapreplace(candidates, (add_copy(r), r))
    slots.append(candidates[0][1])
    return slots[rank % instances], slots


class Reservations:
    """Room this instance keeps in ``ledger`` (its view of the peers' load) for what they decide within
    ``window_s``: added to the ledger's counts (requests in flight and waiting for their first token, their
    prefill tokens and attention pairs) and taken off again ``window_s`` later, when the peers' own reports
    of that moment are in (no request of the ledger, so no report touches them); and, for the same window,
    the sessions this instance sent (`sent`, `sent_together`)."""

    __slots__ = ("_due", "_sent", "_sessions", "ledger", "window_s")

    def __init__(self, ledger: LoadLedger, window_s: float) -> None:
        self.ledger = ledger
        self.window_s = window_s
        self._due: deque[tuple[float, int, float, float]] = deque()
        self._sent: deque[tuple[float, Hashable]] = deque()
        self._sessions: dict[Hashable, int] = {}

    def expire(self, now: float) -> None:
        """Drop the room reserved, and the sessions sent, ``window_s`` or more before ``now``."""
        due = self._due
        if due and due[0][0] <= now:
            led = self.ledger
            n, q, tok, pairs = led.in_flight, led.pending, led.pending_tokens, led.pending_pairs
            while due and due[0][0] <= now:
                _, r, u, w = due.popleft()
                n[r] -= 1
                q[r] -= 1
                tok[r] = max(tok[r] - u, 0.0)
                pairs[r] = max(pairs[r] - w, 0.0)
        sent = self._sent
        if sent and sent[0][0] <= now:
            sessions = self._sessions
            while sent and sent[0][0] <= now:
                s = sent.popleft()[1]
                left = sessions[s] - 1
                if left:
                    sessions[s] = left
                else:
                    del sessions[s]

    def reserve(self, now: float, replicas: Sequence[int], prefill_tokens: float, cached_tokens: float) -> None:
        """One request's room on each of ``replicas`` (a replica twice: twice the room) until ``now + window_s``."""
        until = now + self.window_s
        led = self.ledger
        n, q, tok, pairs = led.in_flight, led.pending, led.pending_tokens, led.pending_pairs
        w = prefill_tokens * (cached_tokens + 0.5 * prefill_tokens)
        append = self._due.append
        for r in replicas:
            n[r] += 1
            q[r] += 1
            tok[r] += prefill_tokens
            pairs[r] += w
            append((until, r, prefill_tokens, w))

    def sent(self, now: float, session: Hashable) -> None:
        """This instance sent a request of ``session`` (its anchor) at ``now``."""
        self._sent.append((now + self.window_s, session))
        self._sessions[session] = self._sessions.get(session, 0) + 1

    def sent_together(self, session: Hashable) -> bool:
        """Whether this instance sent a request of ``session`` within the window."""
        return session in self._sessions

    def __len__(self) -> int:
        return len(self._due)
