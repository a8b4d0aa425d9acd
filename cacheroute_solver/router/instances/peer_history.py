"""Peer history: the prefix memory a router instance asks of a peer it hears for the first time.

Reports carry each routed request's chain only to the peers an instance reports to, so an instance
that hears a peer for the first time (new, restarted, or back after silence) has missed the chains the
peer sent before; with its memory taken to be whole once every peer is heard, it would credit no home
for the sessions begun then (docs/results/e2e-synthetic-three-instances.md). So it asks (``hist?``,
with a random number naming the ask); the peer answers with its memory's most recent blocks per
replica (`RoutingCore.peer_history`) in numbered parts, paced; the asker merges the whole answer at
once, in the peer's order of use (`PrefixMemory.learned`), and only then counts the peer as heard
(`RoutingCore.peers_heard`): until it does, it keeps the home credit. The one that missed the chains
asks, since silence can be one way. An ask unanswered is repeated every ``sync_s``, `ASKS` times in
all; an answer missing parts is merged as it is once no part has come for ``sync_s``; either way the
peer then counts as heard. An answer goes only to an address the peer reports to (no reflection of a
forged source), carries the ask's number (an answer not asked for, a duplicate, or one after the
merge, is dropped), and at most `PENDING` are queued (a new ask from the same address replaces its
answer). `PeerChannel` carries the datagrams; this module keeps the state on both sides.
"""

from __future__ import annotations

import collections
import ipaddress
import itertools
import random
from collections.abc import Callable, Sequence
from typing import Any

from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.adapter.plan_routing import PlanRouting

__all__ = ["ASKS", "CHUNK", "GAP_S", "MAX_PARTS", "PENDING", "HistoryExchange", "addr_key"]

CHUNK = 6_000
"""Blocks of a history per datagram (9 bytes each in msgpack: about 54 kB)."""
GAP_S = 0.005
"""Pause between an answer's datagrams: a burst would overrun the asker's socket buffer while its loop
serves requests, and taking in a part takes it a few milliseconds."""
ASKS = 3
"""Times a peer newly heard is asked (every ``sync_s``) until a part of its answer arrives."""
PENDING = 4
"""Most answers queued at once; a later ask from another address is dropped (``hist_busy``: it asks again)."""
MAX_PARTS = 10_000
"""Most parts an answer may say it has."""

Address = tuple[Any, ...]


def addr_key(addr: Address) -> tuple[Any, int] | None:
    """A socket address as an (IP, port) to compare by: IPv4 mapped into IPv6 unwrapped, scope and flow
    dropped, the IP's canonical form; None for a host name."""
    host = str(addr[0]).split("%", 1)[0]
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return None
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip, int(addr[1])


class _Asking:
    """The asker's state for one peer: its ask, and the parts of the answer so far."""

    __slots__ = ("addr", "ask", "asked", "asks", "last", "parts", "total")

    def __init__(self, addr: Address) -> None:
        self.addr = addr
        self.ask = random.getrandbits(62)
        self.asks = ASKS
        self.asked = 0.0
        self.last = 0.0
        self.parts: dict[int, list] = {}
        self.total = 0


class _Answer:
    __slots__ = ("addr", "datagrams", "key")

    def __init__(self, key: tuple[Any, int], addr: Address, datagrams: list[bytes]) -> None:
        self.key, self.addr = key, addr
        self.datagrams = collections.deque(datagrams)


class HistoryExchange:
    """Both sides of the history exchange for one channel (module docstring).

    ``pack(kind, ops, **extra)`` makes a datagram (the channel's header and tag); ``send(addr, data)``
    sends one, True where it went; ``wake()`` has the channel's loop send an answer queued; ``clock`` is
    the channel's."""

    def __init__(
        self,
        routing: PlanRouting,
        counters: Counters,
        clock: Callable[[], float],
        max_blocks: int,
        sync_s: float,
        pack: Callable[..., bytes],
        send: Callable[[Address, bytes], bool],
        wake: Callable[[], None] = lambda: None,
    ) -> None:
        self.routing, self.counters, self.clock = routing, counters, clock
        self.max_blocks, self.sync_s = max_blocks, sync_s
        self.pack, self.send, self.wake = pack, send, wake
        self._asking: dict[str, _Asking] = {}
        self._answers: collections.deque[_Answer] = collections.deque()
        self._next = 0.0

    def _count(self, direction: str, outcome: str) -> None:
        self.counters.inc("cacheroute_peer_reports_total", direction=direction, outcome=outcome)

    @property
    def wanted(self) -> bool:
        """Whether this instance asks at all (a history to take, and a memory that learns from peers)."""
        return self.max_blocks > 0 and self.routing.learns_from_peers

    # ---- the asker ----------------------------------------------------------------------

    def want(self, peer: str, addr: Address) -> None:
        """``peer`` was heard for the first time, from ``addr``: ask it now."""
        if self.wanted:
            st = self._asking[peer] = _Asking(addr)
            self._ask(st)

    def _ask(self, st: _Asking) -> None:
        st.asks -= 1
        st.asked = self.clock()
        if self.send(st.addr, self.pack("hist?", [], ask=st.ask)):
            self._count("sent", "hist?")

    def settled(self, peer: str) -> bool:
        """Whether ``peer``'s history is in (or given up, or not wanted): only then is it counted as heard."""
        return peer not in self._asking

    def forget(self, peer: str) -> None:
        """``peer`` went away or restarted: its ask, and the parts of its answer, are void."""
        self._asking.pop(peer, None)

    def received(self, peer: str, ask: int, part: int, parts: int, ops: Sequence[Sequence]) -> bool:
        """Part ``part`` of ``parts`` of an answer from ``peer``: kept; the answer merged once all are in.
        True where ``peer`` is now settled."""
        st = self._asking.get(peer)
        if st is None or st.ask != ask or (st.total and parts != st.total) or part in st.parts:
            self._count("received", "stale")
            return False
        st.total = parts
        st.parts[part] = [list(op) for op in ops]
        st.last = self.clock()
        self._count("received", "hist")
        if len(st.parts) < parts:
            return False
        self._merge(peer, st)
        return True

    def _merge(self, peer: str, st: _Asking) -> None:
        """The parts in, in their order (each replica's blocks oldest first across parts), merged at once."""
        del self._asking[peer]
        blocks: dict[str, list[int]] = {}
        for k in sorted(st.parts):
            for rid, chunk in st.parts[k]:
                blocks.setdefault(rid, []).extend(chunk)
        self.routing.peer_history_heard([[rid, b] for rid, b in blocks.items()])

    def tick(self) -> bool:
        """Ask again where nothing came for ``sync_s``, or give up after `ASKS` asks; merge an answer missing
        parts once none has come for ``sync_s``. True where a peer is now settled."""
        now = self.clock()
        done = False
        for peer, st in list(self._asking.items()):
            if st.parts:
                if now - st.last >= self.sync_s:
                    self._count("received", "hist_partial")
                    self._merge(peer, st)
                    done = True
            elif now - st.asked >= self.sync_s:
                if st.asks > 0:
                    self._ask(st)
                else:
                    del self._asking[peer]
                    self._count("received", "hist_unanswered")
                    done = True
        return done

    # ---- the answerer -------------------------------------------------------------------

    def asked(self, addr: Address, ask: int, reported_to: set[tuple[Any, int] | None]) -> None:
        """A ``hist?`` from ``addr``: answered where ``addr`` is among ``reported_to`` (`addr_key`s of the
        addresses this instance reports to), in place of an answer queued for it, within `PENDING`."""
        key = addr_key(addr)
        if key is None or key not in reported_to:
            self._count("received", "hist_refused")
            return
        queued = [a for a in self._answers if a.key == key]
        if not queued and len(self._answers) >= PENDING:
            self._count("received", "hist_busy")
            return
        for a in queued:
            self._answers.remove(a)
        self._answers.append(_Answer(key, addr, self._datagrams(ask)))
        self._count("received", "hist?")
        self.wake()

    def _datagrams(self, ask: int) -> list[bytes]:
        """This instance's history as an answer's parts: each replica's blocks oldest first, the replicas in
        turn; an empty history is one part with none."""
        per = []
        for rid, blocks in self.routing.peer_history(self.max_blocks):
            per.append([[rid, blocks[i : i + CHUNK]] for i in range(0, len(blocks), CHUNK)])
        chunks = [c for c in itertools.chain.from_iterable(itertools.zip_longest(*per)) if c is not None]
        ops = [[c] for c in chunks] or [[]]
        return [self.pack("hist", o, ask=ask, part=k, parts=len(ops)) for k, o in enumerate(ops)]

    @property
    def sending(self) -> bool:
        return bool(self._answers)

    def send_next(self) -> None:
        """The next datagram of the first answer queued, if `GAP_S` has passed since the last."""
        now = self.clock()
        if not self._answers or now < self._next:
            return
        self._next = now + GAP_S
        a = self._answers[0]
        if self.send(a.addr, a.datagrams.popleft()):
            self._count("sent", "hist")
        if not a.datagrams:
            self._answers.popleft()
