"""Peer load: one router instance's load view with the other instances' requests in it.

Behind a balancer spreading traffic over N instances, each instance's ledger (`LoadLedger`) holds
about 1/N of what each replica carries. Scaling it up, or anchoring it to the engines' counts read
every second (the fleet load view, retired in 0.3.0), leaves each instance spilling on its own or on
a stale view, and the instances' spills pile onto the same replicas (docs/results/edge-instances-notes.md,
issue 36).
Here the instances tell each other what they send and what comes back instead (each ledger's
`journal`: routed, first token, completed), as SGLang's mesh tells its peers its decisions; each
keeps the others' reports in a second ledger and decides on the sum, the fleet's load as it was a
channel's delay ago, as one instance decides on its own. Without the engines' KV events the routed
changes carry the request's chain too, and each peer's memory records it (`RoutingCore.peers_changed`):
every memory then holds every instance's decisions, and the home is not credited (as with the events).
What the peers decide within the reports' delay is not in them yet: `routing.bursts` keeps room for it.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from operator import add

from .ledger import LoadLedger

__all__ = ["PeerLoad"]


class PeerLoad:
    """``own`` (this instance's ledger, journalled for the peers) plus ``peers`` (theirs, as reported)."""

    __slots__ = ("own", "peers")

    def __init__(self, own: LoadLedger) -> None:
        self.own = own
        if own.journal is None:
            own.journal = []
        self.peers = LoadLedger(len(own.in_flight))

    def apply(self, peer: Hashable, ops: Iterable[tuple]) -> None:
        """Instance ``peer``'s ledger changes (its `LoadLedger.drain`), in the order it made them."""
        self.peers.apply(ops, tag=peer)

    def replace(self, peer: Hashable, ops: Iterable[tuple]) -> None:
        """Instance ``peer``'s whole state (its `LoadLedger.snapshot`) in place of what it reported before."""
        self.peers.forget(peer)
        self.peers.apply(ops, tag=peer)

    def forget(self, peer: Hashable) -> None:
        """Instance ``peer`` went away (restarted, or stopped reporting): its requests no longer count."""
        self.peers.forget(peer)

    @property
    def in_flight(self) -> list[float]:
        return list(map(add, self.own.in_flight, self.peers.in_flight))

    @property
    def pending(self) -> list[float]:
        return list(map(add, self.own.pending, self.peers.pending))

    @property
    def pending_tokens(self) -> list[float]:
        return list(map(add, self.own.pending_tokens, self.peers.pending_tokens))

    @property
    def pending_pairs(self) -> list[float]:
        return list(map(add, self.own.pending_pairs, self.peers.pending_pairs))

    @property
    def mean_output(self) -> float:
        return self.own.mean_output
