"""Mooncake-format traces for the observer: reading them under the readers' one record policy
(`cacheroute_solver.tracefile`: a bad record is skipped and named by line and field) and feeding
their records to an `Observer`."""

from __future__ import annotations

import os
from collections.abc import Iterable

from cacheroute_solver.observe.observer import Observer
from cacheroute_solver.tracefile import (
    TraceRead,
    TraceRecord,
    TraceRecordError,
    check_block_tokens,
    read_mooncake_lines,
)

TraceError = TraceRecordError
"""A trace record that was skipped: ``line``, ``field`` and ``message`` (the readers' one error type)."""


def parse_trace_lines(lines: Iterable[str | bytes], block_tokens: int = 512) -> TraceRead:
    """Read Mooncake JSONL lines with the one Mooncake reader, `tracefile.read_mooncake_lines`.

    Good records come back sorted by time (stable); a bad one (not UTF-8, not a JSON object, a
    field missing, mistyped or out of range, more ``hash_ids`` than
    ``ceil(input_length / block_tokens)``) becomes a `TraceError` naming its 1-based line and
    field. Blank lines are skipped. ValueError when ``block_tokens`` is not in ``[1, 10**9]``.
    """
    return read_mooncake_lines(lines, block_tokens=block_tokens)


def read_trace(path: str | os.PathLike[str], block_tokens: int = 512) -> TraceRead:
    """Read a Mooncake-format JSONL trace file (see `parse_trace_lines`); any bytes can be read."""
    check_block_tokens(block_tokens)
    with open(path, "rb") as f:
        return parse_trace_lines(f, block_tokens)


def observe_records(observer: Observer, records: Iterable[TraceRecord], time_scale: float = 1e-3) -> None:
    """Feed trace records to ``observer``; ``time_scale`` converts timestamps to seconds."""
    for r in records:
        observer.observe(r.hash_ids, r.input_length, r.output_length, r.timestamp * time_scale)
