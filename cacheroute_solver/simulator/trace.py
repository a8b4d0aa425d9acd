"""Request traces as columnar numpy arrays, and loaders for the Mooncake and Azure formats.

The loaders build a `Trace` from the records `cacheroute_solver.tracefile` reads; its rules
and errors (`TraceRecordError`, `TraceFormatError`) are those of every other reader.

A trace of 630,000 requests is kept as a handful of arrays (arrival times, lengths, and all block
hashes in one flat ``int64`` array with per-request offsets) rather than as Python objects, so it
loads, scales and slices in milliseconds. `Trace.request` builds the small `Request` record a
router sees.

Block hashes are *chained*: an equal hash at position ``i`` means an equal prompt prefix up to and
including block ``i`` (as Mooncake ``hash_ids`` and `cacheroute_solver.prefix.hashing`). Each hash covers
``Trace.block_tokens`` prompt tokens; the last block of a prompt may be partial.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal, NamedTuple

import numpy as np

from cacheroute_solver.tracefile import (
    TraceFormatError,
    TraceRecordError,
    check_block_tokens,
    read_azure_lines,
    read_mooncake_lines,
)

__all__ = [
    "Request",
    "Trace",
    "TraceFormatError",
    "TraceRecordError",
    "load_azure",
    "load_mooncake",
]


class Request(NamedTuple):
    """One request as a router sees it on arrival."""

    index: int  # type: ignore[assignment]  # shadows tuple.index; the field name is public API
    """Position in the trace (arrival order)."""
    arrival: float
    """Arrival time, seconds from trace start."""
    request_id: str
    key: str | None
    """Routing key the workload declares (a `cacheroute_solver.prefix.key_name`), or None."""
    block_hashes: np.ndarray
    """Chained prefix-block hashes (int64, read-only view), ``Trace.block_tokens`` tokens each."""
    prompt_tokens: int
    output_tokens: int


def _floor(arrival: np.ndarray, quantum: float) -> np.ndarray:
    """``arrival`` floored to whole multiples of ``quantum`` (a time a hair under a multiple, from the
    division's rounding, counts as the multiple)."""
    return np.floor(arrival / quantum + 1e-9) * quantum


def _readonly(a: np.ndarray) -> np.ndarray:
    a = np.ascontiguousarray(a)
    a.flags.writeable = False
    return a


class Trace:
    """A request trace in arrival order, stored column-wise.

    ``hashes[hash_offsets[i]:hash_offsets[i + 1]]`` are request ``i``'s block hashes. Arrays are
    read-only; the transforming methods return new traces.
    """

    __slots__ = (
        "_unquantized",
        "arrival",
        "arrival_quantum",
        "block_tokens",
        "hash_offsets",
        "hashes",
        "keys",
        "load_errors",
        "name",
        "output_tokens",
        "prompt_tokens",
        "request_ids",
    )

    def __init__(
        self,
        arrival: np.ndarray | Sequence[float],
        prompt_tokens: np.ndarray | Sequence[int],
        output_tokens: np.ndarray | Sequence[int],
        hash_offsets: np.ndarray | Sequence[int],
        hashes: np.ndarray | Sequence[int],
        *,
        block_tokens: int,
        keys: Sequence[str | None] | None = None,
        request_ids: Sequence[str] | None = None,
        name: str = "trace",
        load_errors: Sequence[TraceRecordError] = (),
        arrival_quantum: float | None = None,
    ):
        arrival = np.asarray(arrival, dtype=np.float64)
        n = len(arrival)
        if arrival_quantum is not None and not (arrival_quantum > 0 and math.isfinite(arrival_quantum)):
            raise ValueError(f"arrival_quantum must be positive and finite, got {arrival_quantum}")
        prompt = np.asarray(prompt_tokens, dtype=np.int64)
        output = np.asarray(output_tokens, dtype=np.int64)
        offsets = np.asarray(hash_offsets, dtype=np.int64)
        flat = np.asarray(hashes, dtype=np.int64)
        if block_tokens < 1:
            raise ValueError(f"block_tokens must be >= 1, got {block_tokens}")
        if prompt.shape != (n,) or output.shape != (n,):
            raise ValueError("arrival, prompt_tokens and output_tokens must have the same length")
        if offsets.shape != (n + 1,) or offsets[0] != 0 or offsets[-1] != len(flat):
            raise ValueError("hash_offsets must have n + 1 entries from 0 to len(hashes)")
        if n:
            if not np.all(np.isfinite(arrival)):
                raise ValueError("arrival times must be finite")
            if np.any(np.diff(arrival) < 0):
                raise ValueError("arrival times must be non-decreasing (use Trace.sorted_by_arrival)")
            if prompt.min() < 1:
                raise ValueError(f"prompt_tokens must be >= 1 (request {int(np.argmin(prompt))})")
            if output.min() < 1:
                raise ValueError(f"output_tokens must be >= 1 (request {int(np.argmin(output))})")
            counts = np.diff(offsets)
            if counts.min() < 0:
                raise ValueError("hash_offsets must be non-decreasing")
            too_many = counts > -(-prompt // block_tokens)
            if too_many.any():
                i = int(np.argmax(too_many))
                raise ValueError(
                    f"request {i} has {counts[i]} block hashes for {prompt[i]} prompt tokens "
                    f"(at most ceil(prompt / {block_tokens}))"
                )
        if keys is not None and len(keys) != n:
            raise ValueError("keys must have one entry per request")
        if request_ids is not None and len(request_ids) != n:
            raise ValueError("request_ids must have one entry per request")
        self._unquantized = _readonly(arrival)
        self.arrival_quantum = arrival_quantum
        """Arrivals are floored to whole multiples of this many seconds (None: as given; `quantized`)."""
        self.arrival = self._unquantized if arrival_quantum is None else _readonly(_floor(arrival, arrival_quantum))
        self.prompt_tokens = _readonly(prompt)
        self.output_tokens = _readonly(output)
        self.hash_offsets = _readonly(offsets)
        self.hashes = _readonly(flat)
        self.keys = tuple(keys) if keys is not None else None
        self.request_ids = tuple(request_ids) if request_ids is not None else None
        self.block_tokens = int(block_tokens)
        self.name = name
        self.load_errors = tuple(load_errors)

    # -- construction -------------------------------------------------------------------------

    @classmethod
    def from_records(
        cls,
        records: Sequence[tuple[float, int, int, Sequence[int]]],
        *,
        block_tokens: int,
        keys: Sequence[str | None] | None = None,
        name: str = "trace",
    ) -> Trace:
        """Build from ``(arrival_s, prompt_tokens, output_tokens, block_hashes)`` tuples (in order)."""
        counts = [len(r[3]) for r in records]
        offsets = np.zeros(len(records) + 1, dtype=np.int64)
        np.cumsum(counts, out=offsets[1:])
        flat = np.fromiter((h for r in records for h in r[3]), dtype=np.int64, count=int(offsets[-1]))
        return cls(
            [r[0] for r in records],
            [r[1] for r in records],
            [r[2] for r in records],
            offsets,
            flat,
            block_tokens=block_tokens,
            keys=keys,
            name=name,
        )

    def _replace(self, **changes: Any) -> Trace:
        fields: dict[str, Any] = {
            "arrival": self._unquantized,
            "arrival_quantum": self.arrival_quantum,
            "prompt_tokens": self.prompt_tokens,
            "output_tokens": self.output_tokens,
            "hash_offsets": self.hash_offsets,
            "hashes": self.hashes,
            "block_tokens": self.block_tokens,
            "keys": self.keys,
            "request_ids": self.request_ids,
            "name": self.name,
            "load_errors": self.load_errors,
        }
        fields.update(changes)
        return Trace(
            fields.pop("arrival"),
            fields.pop("prompt_tokens"),
            fields.pop("output_tokens"),
            fields.pop("hash_offsets"),
            fields.pop("hashes"),
            **fields,
        )

    # -- access ---------------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.arrival)

    def __repr__(self) -> str:
        return (
            f"Trace({self.name!r}, {len(self)} requests, {self.duration:.1f} s, "
            f"{self.mean_rate:.2f} req/s, block_tokens={self.block_tokens})"
        )

    def request(self, i: int) -> Request:
        """Request ``i`` as a router sees it."""
        o = self.hash_offsets
        return Request(
            i,
            float(self.arrival[i]),
            self.request_ids[i] if self.request_ids is not None else str(i),
            self.keys[i] if self.keys is not None else None,
            self.hashes[o[i] : o[i + 1]],
            int(self.prompt_tokens[i]),
            int(self.output_tokens[i]),
        )

    def block_hashes(self, i: int) -> np.ndarray:
        return self.hashes[self.hash_offsets[i] : self.hash_offsets[i + 1]]

    @property
    def duration(self) -> float:
        """Seconds from the first to the last arrival."""
        return float(self.arrival[-1] - self.arrival[0]) if len(self) else 0.0

    @property
    def mean_rate(self) -> float:
        """Requests per second over the trace's span (0 for fewer than two requests)."""
        d = self.duration
        return (len(self) - 1) / d if d > 0 else 0.0

    # -- transformations -------------------------------------------------------------------------

    def scale_time(self, factor: float) -> Trace:
        """Arrival times (from the first arrival) multiplied by ``factor``: 0.5 doubles the load. A
        `quantized` trace scales its arrivals as they were before flooring, then floors them again: the
        same traffic at another rate, as a log with that time resolution records it."""
        if not (factor > 0 and math.isfinite(factor)):
            raise ValueError(f"time factor must be positive and finite, got {factor}")
        a = self._unquantized
        t0 = a[0] if len(a) else 0.0
        return self._replace(arrival=(a - t0) * factor, name=f"{self.name}*t{factor:g}")

    def quantized(self, quantum_s: float | None) -> Trace:
        """The same requests with each arrival floored to a whole multiple of ``quantum_s`` seconds, as logs
        with whole-second timestamps record them (1: requests within one second arrive together, so
        several router instances decide them on the same view); None: as they were before flooring.
        The order of arrival is kept; `scale_time` and `with_rate` floor again after scaling."""
        if quantum_s == self.arrival_quantum:
            return self
        base = self.name.removesuffix(f"-q{self.arrival_quantum:g}s") if self.arrival_quantum else self.name
        name = base if quantum_s is None else f"{base}-q{quantum_s:g}s"
        return self._replace(arrival_quantum=quantum_s, name=name)

    def with_rate(self, requests_per_s: float) -> Trace:
        """The same requests time-scaled to a mean arrival rate of ``requests_per_s``."""
        if not (requests_per_s > 0 and math.isfinite(requests_per_s)):
            raise ValueError(f"rate must be positive and finite, got {requests_per_s}")
        a = self._unquantized
        span = float(a[-1] - a[0]) if len(a) else 0.0
        if span <= 0:
            raise ValueError("cannot rescale a trace with fewer than two distinct arrival times")
        return self.scale_time((len(a) - 1) / span / requests_per_s)

    def select(self, index: np.ndarray | slice) -> Trace:
        """The requests at ``index`` (a slice or a sorted index array), keeping arrival order."""
        idx = np.arange(len(self))[index]
        if np.any(np.diff(idx) < 0):
            raise ValueError("select needs indices in increasing order")
        o = self.hash_offsets
        counts = o[idx + 1] - o[idx]
        offsets = np.zeros(len(idx) + 1, dtype=np.int64)
        np.cumsum(counts, out=offsets[1:])
        if len(idx):
            starts = np.repeat(o[idx] - offsets[:-1], counts)
            flat = self.hashes[np.arange(offsets[-1]) + starts]
        else:
            flat = np.zeros(0, dtype=np.int64)
        take = idx.tolist()
        return self._replace(
            arrival=self._unquantized[idx],
            prompt_tokens=self.prompt_tokens[idx],
            output_tokens=self.output_tokens[idx],
            hash_offsets=offsets,
            hashes=flat,
            keys=[self.keys[i] for i in take] if self.keys is not None else None,
            request_ids=[self.request_ids[i] for i in take] if self.request_ids is not None else None,
        )

    def head(self, n: int) -> Trace:
        return self.select(slice(0, n))

    def window(self, start_s: float, end_s: float) -> Trace:
        """Requests arriving in ``[start_s, end_s)``, times kept as they are."""
        lo, hi = np.searchsorted(self.arrival, [start_s, end_s], side="left")
        return self.select(slice(int(lo), int(hi)))

    # -- analysis --------------------------------------------------------------------------------

    def cacheable_blocks(self) -> np.ndarray:
        """Per request, how many leading block hashes cover *full* blocks (only those are cached)."""
        counts = np.diff(self.hash_offsets)
        return np.minimum(counts, self.prompt_tokens // self.block_tokens)

    def infinite_cache_hit_tokens(self, engine_block_size: int = 16) -> np.ndarray:
        """Per request, the prompt tokens one shared cache of unlimited size would serve.

        A block counts when an earlier request (in arrival order) had the same hash as a full
        block (partial last blocks are never cached); the matched
        prefix stops at the first unseen block, and is capped, as vLLM caps it, at the prompt
        length minus one token rounded down to whole engine blocks. No simulated replica can
        serve more (`SimReport.bound_hit_rate`).
        """
        n = len(self)
        if n == 0:
            return np.zeros(0, dtype=np.int64)
        flat = self.hashes
        o = self.hash_offsets
        counts = np.diff(o)
        req_of = np.repeat(np.arange(n, dtype=np.int32), counts)
        local = np.arange(len(flat), dtype=np.int64)
        local -= np.repeat(o[:-1], counts)
        full = self.cacheable_blocks()
        is_full = local < np.repeat(full, counts)
        # a full block counts when the first request holding its hash as a full block is earlier
        full_req = req_of[is_full]
        del req_of
        F = flat[is_full]
        order = np.argsort(F, kind="stable")
        F = F[order]
        m_full = len(F)
        starts = np.flatnonzero(np.concatenate(([True], F[1:] != F[:-1]))) if m_full else np.zeros(0, np.int64)
        del F
        sizes = np.diff(np.append(starts, m_full))
        first_req_sorted = np.repeat(full_req[order[starts]], sizes)
        seen_sorted = first_req_sorted < full_req[order]
        del first_req_sorted, full_req
        seen_before = np.zeros(len(flat), dtype=bool)
        full_seen = np.empty(m_full, dtype=bool)
        full_seen[order] = seen_sorted
        seen_before[is_full] = full_seen
        del order, seen_sorted, full_seen
        bad = ~seen_before
        big = np.iinfo(np.int64).max
        marker = np.where(bad, local, big)
        m = np.zeros(n, dtype=np.int64)
        nonempty = counts > 0
        if len(flat):
            first_bad = np.minimum.reduceat(marker, o[:-1][nonempty])
            m[nonempty] = np.where(first_bad == big, full[nonempty], first_bad)
        cap = (self.prompt_tokens - 1) // engine_block_size * engine_block_size
        return np.minimum(m * self.block_tokens, cap)

    def stats(self) -> dict[str, float]:
        """A few summary numbers (for docs and sanity checks)."""
        if len(self) == 0:
            return {"requests": 0}
        bound = self.infinite_cache_hit_tokens()
        return {
            "requests": len(self),
            "duration_s": self.duration,
            "mean_rate": self.mean_rate,
            "prompt_mean": float(self.prompt_tokens.mean()),
            "prompt_p50": float(np.percentile(self.prompt_tokens, 50)),
            "prompt_p99": float(np.percentile(self.prompt_tokens, 99)),
            "output_mean": float(self.output_tokens.mean()),
            "infinite_cache_hit_rate": float(bound.sum() / self.prompt_tokens.sum()),
        }


# -- loaders ---------------------------------------------------------------------------------------

ErrorMode = Literal["collect", "raise"]


def _finish(path: str, trace: Trace, errors: list[TraceRecordError], mode: ErrorMode) -> Trace:
    if not errors:
        return trace
    if mode == "raise":
        raise TraceFormatError(path, errors, trace)
    warnings.warn(
        f"{path}: skipped {len(errors)} malformed record(s), kept {len(trace)}; see Trace.load_errors "
        f"(first: {errors[0]})",
        stacklevel=3,
    )
    return trace._replace(load_errors=tuple(errors))


def _check_mode(errors: str) -> None:
    if errors not in ("collect", "raise"):
        raise ValueError(f"errors must be 'collect' or 'raise', got {errors!r}")


def load_mooncake(path: str | Path, *, block_tokens: int = 512, errors: ErrorMode = "collect") -> Trace:
    """Load a Mooncake JSONL trace: ``timestamp`` (ms), ``input_length``, ``output_length``, ``hash_ids``.

    Read by `cacheroute_solver.tracefile.read_mooncake_lines`, the reader every command uses (its
    rules are in that module): records come sorted by time, request ids are ``L<line>``.
    A malformed record is skipped and reported by line and field: with ``errors="collect"``
    (default) the good records are returned with a warning and the bad ones in
    ``Trace.load_errors``; with ``errors="raise"`` a `TraceFormatError` lists them all and
    carries the good records.
    """
    _check_mode(errors)
    block_tokens = check_block_tokens(block_tokens)
    path = str(path)
    with open(path, "rb") as f:
        read = read_mooncake_lines(f, block_tokens=block_tokens)
    records, n = read.records, len(read.records)
    offsets = np.zeros(n + 1, dtype=np.int64)
    np.cumsum([len(r.hash_ids) for r in records], out=offsets[1:])
    flat = np.fromiter((h for r in records for h in r.hash_ids), dtype=np.int64, count=int(offsets[-1]))
    trace = Trace(
        np.fromiter((r.timestamp for r in records), np.float64, n) / 1000.0,
        np.fromiter((r.input_length for r in records), np.int64, n),
        np.fromiter((r.output_length for r in records), np.int64, n),
        offsets,
        flat,
        block_tokens=block_tokens,
        request_ids=[f"L{line}" for line in read.lines],
        name=Path(path).stem,
    )
    return _finish(path, trace, list(read.errors), errors)


def load_azure(path: str | Path, *, block_tokens: int = 16, errors: ErrorMode = "collect") -> Trace:
    """Load an Azure LLM inference trace CSV (``TIMESTAMP,ContextTokens,GeneratedTokens``).

    The format has no prefix information, so requests get no block hashes (no cache hits are
    possible); use it for arrivals and lengths. Arrival times are seconds from the first record
    in time. Read by `cacheroute_solver.tracefile.read_azure_lines`; errors are handled as in
    `load_mooncake`, and a header without the columns raises `TraceFormatError` either way.
    """
    _check_mode(errors)
    block_tokens = check_block_tokens(block_tokens)
    path = str(path)
    with open(path, "rb") as f:
        records, errs = read_azure_lines(f, path)
    a = np.fromiter((r.time_s for r in records), np.float64, len(records))
    if len(a):
        a = a - a[0]
    trace = Trace(
        a,
        np.fromiter((r.context_tokens for r in records), np.int64, len(records)),
        np.fromiter((r.generated_tokens for r in records), np.int64, len(records)),
        np.zeros(len(a) + 1, dtype=np.int64),
        np.zeros(0, dtype=np.int64),
        block_tokens=block_tokens,
        request_ids=[f"L{r.line}" for r in records],
        name=Path(path).stem,
    )
    return _finish(path, trace, errs, errors)
