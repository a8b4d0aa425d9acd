"""Hypothesis strategies and oracles shared by the fuzz tests (``tests/test_fuzz_*.py``).

The oracles are written from the readers' stated rules (`cacheroute_solver.tracefile`), not
from their code, so a reader that drifts from its rules fails the fuzz tests.
"""

from __future__ import annotations

import json
import math
from typing import Any

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st

fuzz = settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

MISSING = object()

EDGE_INTS = [0, 1, -1, 2, 10**9, 10**9 + 1, 2**53, 2**53 + 1, 2**63 - 1, 2**63, 2**64, -(2**63), 10**30, 10**200]
json_scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.sampled_from(EDGE_INTS)
    | st.floats()  # NaN and infinities are written as the NaN / Infinity literals
    | st.sampled_from([0.0, -0.0, 1.0, 600.0, 1.5, 1e30, 2.0**53, 2.0**53 + 2, 1e308, float("nan"), float("inf")])
    | st.text(max_size=12)
)
json_values = st.recursive(
    json_scalars,
    lambda c: st.lists(c, max_size=5) | st.dictionaries(st.text(max_size=6), c, max_size=4),
    max_leaves=12,
)


def field(valid: st.SearchStrategy) -> st.SearchStrategy:
    """Mostly a valid value, often any JSON value, sometimes missing."""
    return st.one_of(valid, valid, valid, json_values, st.just(MISSING))


VALID = {
    "timestamp": st.integers(0, 10**7) | st.floats(0, 1e7),
    "input_length": st.integers(1, 5000),
    "output_length": st.integers(1, 500),
    "hash_ids": st.lists(st.integers(0, 2**63 - 1) | st.sampled_from([0, 1, 2, 3]), max_size=5),
}
good_records = st.fixed_dictionaries(VALID)  # may still have more ids than the block size allows
records = st.fixed_dictionaries(
    {name: field(valid) for name, valid in VALID.items()}, optional={"extra": json_values}
).map(lambda r: {k: v for k, v in r.items() if v is not MISSING})

# a line: a record, any JSON value, raw bytes, or nothing
lines_strategy = st.lists(
    st.one_of(
        good_records.map(lambda r: json.dumps(r).encode()),
        records.map(lambda r: json.dumps(r).encode()),
        records.map(lambda r: json.dumps(r).encode()),
        json_values.map(lambda v: json.dumps(v).encode()),
        st.binary(max_size=40),
        st.sampled_from([b"", b"  ", b"\r", b"\xef\xbb\xbf", b"\xff", b"[" * 5000, b"NaN", b"{}"]),
    ),
    max_size=25,
)
block_tokens = st.sampled_from([1, 16, 512, 10**9]) | st.integers(1, 2048)


def expected(rec: object, bt: int) -> str | None:
    """The field the rules reject first in ``rec`` (a decoded JSON value), or None if it is good."""
    if not isinstance(rec, dict):
        return "record"
    ts = rec.get("timestamp", MISSING)
    if ts is MISSING or type(ts) not in (int, float) or not (0 <= ts < 2**53):
        return "timestamp"
    for f in ("input_length", "output_length"):
        v = rec.get(f, MISSING)
        if type(v) is not int or not 1 <= v <= 10**9:
            return f
    ids = rec.get("hash_ids", MISSING)
    if type(ids) is not list:
        return "hash_ids"
    for i, h in enumerate(ids):
        if type(h) is not int or not 0 <= h < 2**63:
            return f"hash_ids.{i}"
    if len(ids) > math.ceil(rec["input_length"] / bt):
        return "hash_ids"
    return None


def oracle(data: bytes, bt: int) -> dict[int, tuple[str | None, Any]]:
    """Line -> (field expected at fault or None, the decoded record) for every non-blank line."""
    out: dict[int, tuple[str | None, Any]] = {}
    for no, raw in enumerate(data.split(b"\n"), 1):
        if no == 1 and raw.startswith(b"\xef\xbb\xbf"):
            raw = raw[3:]
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            out[no] = ("record", None)
            continue
        if not text.strip(" \t\r\n"):
            continue
        try:
            rec = json.loads(text)
        except (ValueError, RecursionError):
            out[no] = ("record", None)
            continue
        out[no] = (expected(rec, bt), rec)
    return out


def check_read(data: bytes, bt: int, lines: tuple[int, ...], records: list[dict], errors) -> None:
    """Every non-blank line kept or reported once; kept = exactly the good ones, unchanged, in time order."""
    want = oracle(data, bt)
    err_lines = [e.line for e in errors]
    assert len(set(err_lines)) == len(err_lines)
    assert set(lines).isdisjoint(err_lines) and set(lines) | set(err_lines) == set(want)
    assert sorted(lines) == sorted(no for no, (f, _) in want.items() if f is None)
    for e in errors:
        field, _ = want[e.line]
        assert e.field == field, (e, want[e.line])
        assert str(e).startswith(f"line {e.line}: {e.field}: ") and e.message
    for no, got in zip(lines, records, strict=False):
        rec = want[no][1]
        assert math.isclose(got["timestamp"], rec["timestamp"], rel_tol=1e-12, abs_tol=1e-9)  # a Trace holds s
        assert got["input_length"] == rec["input_length"] and got["output_length"] == rec["output_length"]
        assert list(got["hash_ids"]) == rec["hash_ids"]
    event(f"kept {'some' if lines else 'none'}, reported {'some' if errors else 'none'}")
    keys = [(want[no][1]["timestamp"], no) for no in lines]
    assert keys == sorted(keys)  # by time as written, file order among equal times
