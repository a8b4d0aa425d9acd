"""Helpers the baseline routers share: stable hashes, a consistent-hash ring, the trace's block size."""

from __future__ import annotations

import hashlib
from bisect import bisect_right
from collections.abc import Iterator, Sequence

import numpy as np

from cacheroute_solver.simulator.router_api import FleetView
from cacheroute_solver.simulator.trace import Request


def h64(data: bytes) -> int:
    return int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "big")


def key_bytes(key: str | int) -> bytes:
    return key.encode() if isinstance(key, str) else int(key).to_bytes(8, "big", signed=True)


class BlockTokens:
    """Tokens per trace block: the given value, else inferred from the requests seen so far.

    A request of ``P`` tokens with ``n`` hashes (all but the last block full) needs at least
    ``ceil(P / n)`` tokens per block; the running maximum of that bound reaches the trace's block
    size as soon as one request has a full last block (or enough blocks). The inference is the
    last resort, for views that do not carry ``block_tokens``.
    """

    def __init__(self, given: int | None):
        if given is not None and given < 1:
            raise ValueError(f"block_tokens must be >= 1, got {given}")
        self.given = given
        self.value = given or 1

    def from_view(self, view: FleetView) -> None:
        """Take the trace's block size from the simulator when it says (`FleetView.block_tokens`)."""
        given = getattr(view, "block_tokens", None)
        if self.given is None and given:
            self.given = self.value = int(given)

    def __call__(self, request: Request) -> int:
        if self.given is None:
            n = len(request.block_hashes)
            if n:
                self.value = max(self.value, -(-request.prompt_tokens // n))
        return self.value


class Ring:
    """A consistent-hash ring of ``vnodes`` points per replica (points hash ``"<id>#<k>"``)."""

    def __init__(self, replicas: Sequence[int], ids: Sequence[str], vnodes: int):
        pts = sorted((h64(f"{ids[r]}#{k}".encode()), r) for r in replicas for k in range(vnodes))
        self.points = [p for p, _ in pts]
        self.owner = [r for _, r in pts]
        self.size = len(set(self.owner))

    def walk(self, key: str | int) -> Iterator[int]:
        """Distinct replicas clockwise from the key's point, the owner of the first point first."""
        n = len(self.points)
        i = bisect_right(self.points, h64(key_bytes(key)))
        seen: set[int] = set()
        for k in range(n):
            r = self.owner[(i + k) % n]
            if r not in seen:
                seen.add(r)
                yield r
                if len(seen) == self.size:
                    return


def argmin(candidates: Sequence[int] | np.ndarray, values: np.ndarray, rng: np.random.Generator) -> int:
    """The candidate with the smallest value, ties broken at random."""
    c = np.asarray(candidates)
    v = values[c]
    best = c[v == v.min()]
    return int(best[rng.integers(len(best))]) if len(best) > 1 else int(best[0])
