"""Mooncake-like trace records for the e2e harness's tests (what `e2e.schedule.build_schedule` reads)."""

from __future__ import annotations

from types import SimpleNamespace


def rec(ts_ms: float, hashes, input_length=None, out=4):
    """One record: arrival ``ts_ms``, blocks ``hashes`` (512 tokens each unless ``input_length``), ``out`` tokens out."""
    return SimpleNamespace(
        timestamp=ts_ms, input_length=input_length or 512 * len(hashes), output_length=out, hash_ids=tuple(hashes)
    )
