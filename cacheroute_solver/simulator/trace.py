"""Request traces as columnar numpy arrays, and loaders for the Mooncake and Azure formats.

A trace of 630,000 requests is kept as a handful of arrays (arrival times, lengths, and all block
hashes in one flat ``int64`` array with per-request offsets) rather than as Python objects, so it
loads, scales and slices in milliseconds. `Trace.request` builds the small `Request` record a
router sees.

Block hashes are *chained*: an equal hash at position ``i`` means an equal prompt prefix up to and
including block ``i`` (as Mooncake ``hash_ids`` and `cacheroute_solver.hashing`). Each hash covers
``Trace.block_tokens`` prompt tokens; the last block of a prompt may be partial.
"""

from __future__ import annotations

import csv
import json
import math
import warnings
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Literal, NamedTuple

import numpy as np

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

    index: int
    """Position in the trace (arrival order)."""
    arrival: float
    """Arrival time, seconds from trace start."""
    request_id: str
    key: str | None
    """Routing key the workload declares (a `cacheroute_solver.observe.key_name`), or None."""
    block_hashes: np.ndarray
    """Chained prefix-block hashes (int64, read-only view), ``Trace.block_tokens`` tokens each."""
    prompt_tokens: int
    output_tokens: int


class TraceRecordError(NamedTuple):
    """One malformed record: where it is and what is wrong with it."""

    line: int
    """1-based line number in the file (the CSV header is line 1)."""
    field: str
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: field {self.field!r}: {self.message}"


class TraceFormatError(ValueError):
    """Raised when a trace file has malformed records.

    ``errors`` lists every bad record (not just the first) and ``trace`` holds the good ones, so
    a caller can decide to go on without losing track of what was dropped.
    """

    def __init__(self, path: str, errors: Sequence[TraceRecordError], trace: Trace | None):
        self.path = path
        self.errors = tuple(errors)
        self.trace = trace
        shown = "\n  ".join(str(e) for e in self.errors[:20])
        more = f"\n  ... and {len(self.errors) - 20} more" if len(self.errors) > 20 else ""
        kept = len(trace) if trace is not None else 0
        super().__init__(
            f"{path}: {len(self.errors)} malformed record(s), {kept} good record(s) kept:\n  {shown}{more}"
        )


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
        "arrival",
        "prompt_tokens",
        "output_tokens",
        "hash_offsets",
        "hashes",
        "keys",
        "request_ids",
        "block_tokens",
        "name",
        "load_errors",
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
    ):
        arrival = np.asarray(arrival, dtype=np.float64)
        n = len(arrival)
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
        self.arrival = _readonly(arrival)
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
        flat = np.fromiter(
            (h for r in records for h in r[3]), dtype=np.int64, count=int(offsets[-1])
        )
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

    def _replace(self, **changes) -> Trace:
        fields = dict(
            arrival=self.arrival,
            prompt_tokens=self.prompt_tokens,
            output_tokens=self.output_tokens,
            hash_offsets=self.hash_offsets,
            hashes=self.hashes,
            block_tokens=self.block_tokens,
            keys=self.keys,
            request_ids=self.request_ids,
            name=self.name,
            load_errors=self.load_errors,
        )
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
        """Arrival times (from the first arrival) multiplied by ``factor``: 0.5 doubles the load."""
        if not (factor > 0 and math.isfinite(factor)):
            raise ValueError(f"time factor must be positive and finite, got {factor}")
        a = self.arrival
        t0 = a[0] if len(a) else 0.0
        return self._replace(arrival=(a - t0) * factor, name=f"{self.name}*t{factor:g}")

    def with_rate(self, requests_per_s: float) -> Trace:
        """The same requests time-scaled to a mean arrival rate of ``requests_per_s``."""
        if not (requests_per_s > 0 and math.isfinite(requests_per_s)):
            raise ValueError(f"rate must be positive and finite, got {requests_per_s}")
        if self.mean_rate <= 0:
            raise ValueError("cannot rescale a trace with fewer than two distinct arrival times")
        return self.scale_time(self.mean_rate / requests_per_s)

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
            arrival=self.arrival[idx],
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

ErrorMode = Literal["raise", "collect"]


def _finish(path: str, trace: Trace, errors: list[TraceRecordError], mode: ErrorMode) -> Trace:
    if not errors:
        return trace
    if mode == "raise":
        raise TraceFormatError(path, errors, trace)
    warnings.warn(
        f"{path}: skipped {len(errors)} malformed record(s); see Trace.load_errors "
        f"(first: {errors[0]})",
        stacklevel=3,
    )
    return trace._replace(load_errors=tuple(errors))


def _in_time_order(arrival: list[float], *columns: list) -> tuple[list, ...]:
    """``arrival`` and the parallel ``columns``, stably sorted by arrival when out of order."""
    a = np.asarray(arrival, dtype=np.float64)
    if not (len(a) and np.any(np.diff(a) < 0)):
        return (arrival, *columns)
    take = np.argsort(a, kind="stable").tolist()
    return tuple([col[i] for i in take] for col in (arrival, *columns))


def _int_field(rec: dict, field: str, line: int, errors: list, minimum: int) -> int | None:
    v = rec.get(field)
    if v is None:
        errors.append(TraceRecordError(line, field, "missing"))
        return None
    if isinstance(v, bool) or not isinstance(v, (int, float)) or v != int(v):
        errors.append(TraceRecordError(line, field, f"expected an integer, got {v!r}"))
        return None
    if v < minimum:
        errors.append(TraceRecordError(line, field, f"must be >= {minimum}, got {v!r}"))
        return None
    return int(v)


def load_mooncake(
    path: str | Path, *, block_tokens: int = 512, errors: ErrorMode = "raise"
) -> Trace:
    """Load a Mooncake JSONL trace: ``timestamp`` (ms), ``input_length``, ``output_length``, ``hash_ids``.

    ``hash_ids`` are chained ids of ``block_tokens``-token blocks; a record must have at most
    ``ceil(input_length / block_tokens)`` of them. Malformed records are reported by line and
    field: with ``errors="raise"`` (default) a `TraceFormatError` lists them all and carries the
    good records; with ``errors="collect"`` the good records are returned with a warning and the
    bad ones in ``Trace.load_errors``. Records out of time order are sorted (stable).
    """
    path = str(path)
    errs: list[TraceRecordError] = []
    arrival: list[float] = []
    prompt: list[int] = []
    output: list[int] = []
    hashes: list[list[int]] = []
    lines: list[int] = []
    with open(path, encoding="utf-8") as f:
        for lineno, text in enumerate(f, start=1):
            if not text.strip():
                continue
            try:
                rec = json.loads(text)
            except json.JSONDecodeError as e:
                errs.append(TraceRecordError(lineno, "<json>", f"not valid JSON ({e.msg})"))
                continue
            if not isinstance(rec, dict):
                errs.append(TraceRecordError(lineno, "<json>", "expected a JSON object"))
                continue
            n_before = len(errs)
            ts = rec.get("timestamp")
            if ts is None:
                errs.append(TraceRecordError(lineno, "timestamp", "missing"))
            elif isinstance(ts, bool) or not isinstance(ts, (int, float)) or not math.isfinite(ts) or ts < 0:
                errs.append(TraceRecordError(lineno, "timestamp", f"expected ms >= 0, got {ts!r}"))
            inp = _int_field(rec, "input_length", lineno, errs, 1)
            out = _int_field(rec, "output_length", lineno, errs, 1)
            ids = rec.get("hash_ids")
            if ids is None:
                errs.append(TraceRecordError(lineno, "hash_ids", "missing"))
            elif not isinstance(ids, list) or not all(
                isinstance(h, int) and not isinstance(h, bool) and 0 <= h < 2**63 for h in ids
            ):
                errs.append(TraceRecordError(lineno, "hash_ids", "expected a list of non-negative integers"))
            elif inp is not None and len(ids) > -(-inp // block_tokens):
                errs.append(
                    TraceRecordError(
                        lineno,
                        "hash_ids",
                        f"{len(ids)} ids for input_length {inp} (at most ceil({inp}/{block_tokens}))",
                    )
                )
            if len(errs) > n_before:
                continue
            arrival.append(ts / 1000.0)
            prompt.append(inp)
            output.append(out)
            hashes.append(ids)
            lines.append(lineno)
    arrival, prompt, output, hashes, lines = _in_time_order(arrival, prompt, output, hashes, lines)
    trace = Trace.from_records(
        list(zip(arrival, prompt, output, hashes)),
        block_tokens=block_tokens,
        name=Path(path).stem,
    )
    trace = trace._replace(request_ids=[f"L{n}" for n in lines])
    return _finish(path, trace, errs, errors)


_AZURE_FIELDS = ("TIMESTAMP", "ContextTokens", "GeneratedTokens")


def _parse_azure_time(s: str) -> float:
    s = s.strip()
    if "." in s:
        head, frac = s.split(".", 1)
        s = f"{head}.{frac[:6]}"
    return datetime.fromisoformat(s).timestamp()


def load_azure(
    path: str | Path, *, block_tokens: int = 16, errors: ErrorMode = "raise"
) -> Trace:
    """Load an Azure LLM inference trace CSV (``TIMESTAMP,ContextTokens,GeneratedTokens``).

    The format has no prefix information, so requests get no block hashes (no cache hits are
    possible); use it for arrivals and lengths. Arrival times are seconds from the first
    record. Errors are handled as in `load_mooncake`.
    """
    path = str(path)
    errs: list[TraceRecordError] = []
    arrival: list[float] = []
    prompt: list[int] = []
    output: list[int] = []
    lines: list[int] = []
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.reader(f)
        header = next(reader, None)
        if header is None:
            raise TraceFormatError(path, [TraceRecordError(1, "<header>", "empty file")], None)
        header = [h.strip() for h in header]
        missing = [c for c in _AZURE_FIELDS if c not in header]
        if missing:
            raise TraceFormatError(
                path,
                [TraceRecordError(1, "<header>", f"missing column(s) {missing}; got {header}")],
                None,
            )
        col = {c: header.index(c) for c in _AZURE_FIELDS}
        for row in reader:
            lineno = reader.line_num
            if not row or all(not c.strip() for c in row):
                continue
            n_before = len(errs)
            if len(row) != len(header):
                errs.append(
                    TraceRecordError(lineno, "<row>", f"{len(row)} columns, header has {len(header)}")
                )
                continue
            try:
                ts = _parse_azure_time(row[col["TIMESTAMP"]])
            except ValueError:
                errs.append(TraceRecordError(lineno, "TIMESTAMP", f"not a timestamp: {row[col['TIMESTAMP']]!r}"))
                ts = None
            vals = []
            for field in ("ContextTokens", "GeneratedTokens"):
                raw = row[col[field]].strip()
                try:
                    v = int(raw)
                except ValueError:
                    errs.append(TraceRecordError(lineno, field, f"not an integer: {raw!r}"))
                    continue
                if v < 1:
                    errs.append(TraceRecordError(lineno, field, f"must be >= 1, got {v}"))
                    continue
                vals.append(v)
            if len(errs) > n_before:
                continue
            arrival.append(ts)
            prompt.append(vals[0])
            output.append(vals[1])
            lines.append(lineno)
    arrival, prompt, output, lines = _in_time_order(arrival, prompt, output, lines)
    a = np.asarray(arrival, dtype=np.float64)
    if len(a):
        a = a - a[0]
    trace = Trace(
        a,
        prompt,
        output,
        np.zeros(len(a) + 1, dtype=np.int64),
        np.zeros(0, dtype=np.int64),
        block_tokens=block_tokens,
        request_ids=[f"L{n}" for n in lines],
        name=Path(path).stem,
    )
    return _finish(path, trace, errs, errors)
