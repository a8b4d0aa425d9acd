"""Load ledger: what a router knows of each replica's load from its own traffic.

Per replica: requests in flight (sent, not finished) and, of those, requests still waiting for
their first token with the prompt tokens they still have to prefill (the prefill backlog) and the
prefill attention (query, key) pairs of those tokens: a prompt of ``u`` new tokens after ``c``
cached ones reads ``u * (c + u / 2)`` pairs, so a long prompt queued ahead costs its quadratic
attention as well as its tokens (the cost model's ``attn_pair_s``: 120k new tokens take 18 s on
the reference replica, 5.8 s of them linear). A
router learns both from what it sends and what comes back: the first byte of a streamed answer
ends a request's prefill, its last byte ends the request. Several router instances each keep
their own ledger, as real routers do.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence

__all__ = ["LoadLedger"]


class LoadLedger:
    """Per-replica in-flight and prefill-backlog counts (tokens, attention pairs), updated by `routed`, `first_token`, `completed`."""

    __slots__ = ("_alpha", "_req", "in_flight", "journal", "mean_output", "pending", "pending_pairs", "pending_tokens")

    def __init__(self, replicas: int, mean_output_tokens: float = 256.0, alpha: float = 0.01) -> None:
        self.in_flight = [0] * replicas
        """Requests sent to each replica and not finished."""
        self.pending = [0] * replicas
        """Of those, requests whose first token has not come back."""
        self.pending_tokens = [0.0] * replicas
        """Prompt tokens those requests are expected to prefill (uncached at routing time)."""
        self.pending_pairs = [0.0] * replicas
        """Prefill attention pairs of those tokens: ``u * (cached + u / 2)`` per request."""
        self.mean_output = float(mean_output_tokens)
        """Moving mean of output tokens per finished request (the prior until one finishes)."""
        self._alpha = alpha
        self._req: dict[Hashable, list] = {}
        self.journal: list[tuple] | None = None
        """None, or the changes made since it was last drained, for the other router instances
        (`routing.peer_load`): ``("r", id, replica, prefill_tokens, cached_tokens[, chain])``,
        ``("f", id)``, ``("c", id)``."""

    def routed(
        self,
        request_id: Hashable,
        replica: int,
        prefill_tokens: float,
        cached_tokens: float = 0.0,
        chain: Sequence[int] | None = None,
    ) -> None:
        """A request was sent to ``replica`` with ``prefill_tokens`` expected to prefill after
        ``cached_tokens`` expected cached there; ``chain``, its block hashes, goes in the `journal`
        only (for peers whose memory learns from it)."""
        if request_id in self._req:
            self.completed(request_id)
        if self.journal is not None:
            op = ("r", request_id, replica, prefill_tokens, cached_tokens)
            self.journal.append(op if chain is None else (*op, chain))
        pairs = prefill_tokens * (cached_tokens + 0.5 * prefill_tokens)
        self._req[request_id] = [replica, prefill_tokens, True, pairs]
        self.in_flight[replica] += 1
        self.pending[replica] += 1
        self.pending_tokens[replica] += prefill_tokens
        self.pending_pairs[replica] += pairs

    def first_token(self, request_id: Hashable) -> None:
        """The request's first token came back: its prefill is done."""
        ent = self._req.get(request_id)
        if ent is not None and ent[2]:
            if self.journal is not None:
                self.journal.append(("f", request_id))
            ent[2] = False
            r = ent[0]
            self.pending[r] -= 1
            self.pending_tokens[r] = max(self.pending_tokens[r] - ent[1], 0.0)
            self.pending_pairs[r] = max(self.pending_pairs[r] - ent[3], 0.0)

    def completed(self, request_id: Hashable, output_tokens: float | None = None) -> None:
        """The request finished (or failed): it no longer loads its replica."""
        self.first_token(request_id)
        ent = self._req.pop(request_id, None)
        if ent is None:
            return
        if self.journal is not None:
            self.journal.append(("c", request_id))
        self.in_flight[ent[0]] -= 1
        if output_tokens is not None and output_tokens >= 0:
            self.mean_output += self._alpha * (output_tokens - self.mean_output)

    def apply(self, ops: Iterable[tuple], tag: Hashable = None) -> None:
        """Replay another ledger's `journal` (its requests' changes) into this one, each request id
        as ``(tag, id)``."""
        for op in ops:
            kind, rid = op[0], (tag, op[1])
            if kind == "r":
                self.routed(rid, op[2], op[3], op[4])
            elif kind == "f":
                self.first_token(rid)
            elif kind == "c":
                self.completed(rid)
            else:
                raise ValueError(f"ledger change must be 'r', 'f' or 'c', got {kind!r}")

    def snapshot(self) -> list[tuple]:
        """The changes that rebuild this ledger's requests in flight from empty (its state as a `journal`)."""
        out: list[tuple] = []
        for rid, (replica, prefill, pending, pairs) in self._req.items():
            cached = pairs / prefill - 0.5 * prefill if prefill > 0 else 0.0
            out.append(("r", rid, replica, prefill, cached))
            if not pending:
                out.append(("f", rid))
        return out

    def drain(self) -> list[tuple]:
        """The `journal` since the last drain (emptied)."""
        out = self.journal or []
        if self.journal is not None:
            self.journal = []
        return out

    def add_replica(self) -> int:
        """A replica joins, at the next position (returned), with nothing in flight."""
        self.in_flight.append(0)
        self.pending.append(0)
        self.pending_tokens.append(0.0)
        self.pending_pairs.append(0.0)
        return len(self.in_flight) - 1

    def clear(self, replica: int) -> None:
        """Forget every request on ``replica`` (it was lost; its requests will not report back)."""
        for rid in [k for k, e in self._req.items() if e[0] == replica]:
            self.completed(rid)

    def forget(self, tag: Hashable) -> None:
        """Forget every request `apply` put in under ``tag`` (their sender went away)."""
        for rid in [k for k in self._req if isinstance(k, tuple) and len(k) == 2 and k[0] == tag]:
            self.completed(rid)

    def __len__(self) -> int:
        return len(self._req)
