"""Fuzz every trace reader: any bytes, any JSON value in any field.

Each reader must return (no exception), keep or report every non-blank line exactly once, keep
exactly the records that meet the stated rules (checked against an oracle written from the rules,
not from the code), keep their values unchanged and sort them by time. ``make fuzz`` runs 10,000
cases per property (``HYPOTHESIS_PROFILE=fuzz``); ``make test`` a few.
"""

from __future__ import annotations

import csv
import warnings
from pathlib import Path

import numpy as np
import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from cacheroute_solver.observe import parse_trace_lines, read_trace
from cacheroute_solver.simulator import Trace, TraceFormatError, load_azure, load_mooncake
from cacheroute_solver.tracefile import AZURE_COLUMNS
from tests.helpers.fuzz_strategies import block_tokens, check_read, fuzz, lines_strategy


def _file(tmp: Path, data: bytes, name: str = "t.jsonl") -> Path:
    p = tmp / name
    p.write_bytes(data)
    return p


@pytest.fixture(scope="module")
def tmp(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


def _trace_records(tr: Trace) -> list[dict]:
    return [
        {
            "timestamp": tr.arrival[i] * 1000.0,
            "input_length": int(tr.prompt_tokens[i]),
            "output_length": int(tr.output_tokens[i]),
            "hash_ids": tr.block_hashes(i).tolist(),
        }
        for i in range(len(tr))
    ]


@fuzz
@given(parts=lines_strategy, bt=block_tokens)
def test_fuzz_read_trace(tmp, parts, bt):
    data = b"\n".join(parts)
    read = read_trace(_file(tmp, data), block_tokens=bt)
    check_read(data, bt, read.lines, [r.model_dump() for r in read.records], read.errors)


@fuzz
@given(parts=lines_strategy, bt=block_tokens)
def test_fuzz_parse_trace_lines_bytes_and_text(parts, bt):
    data = b"\n".join(parts)
    read = parse_trace_lines(data.split(b"\n"), block_tokens=bt)
    check_read(data, bt, read.lines, [r.model_dump() for r in read.records], read.errors)
    text_lines = [p.decode("utf-8", "surrogateescape") for p in data.split(b"\n")]  # lone surrogates
    as_text = parse_trace_lines(text_lines, block_tokens=bt)
    assert [(e.line, e.field) for e in as_text.errors] == [(e.line, e.field) for e in read.errors]
    assert as_text.records == read.records


@fuzz
@given(parts=lines_strategy, bt=block_tokens)
def test_fuzz_load_mooncake(tmp, parts, bt):
    data = b"\n".join(parts)
    path = _file(tmp, data)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        tr = load_mooncake(path, block_tokens=bt)
    assert tr.request_ids is not None
    lines = tuple(int(r[1:]) for r in tr.request_ids)
    check_read(data, bt, lines, _trace_records(tr), tr.load_errors)
    assert np.all(np.diff(tr.arrival) >= 0)
    read = read_trace(path, block_tokens=bt)  # one reader: the same records and errors
    assert read.lines == lines and read.errors == tr.load_errors
    if tr.load_errors:
        with pytest.raises(TraceFormatError) as ei:
            load_mooncake(path, block_tokens=bt, errors="raise")
        assert ei.value.errors == tr.load_errors and len(ei.value.trace) == len(tr)


@fuzz
@given(data=st.binary(max_size=3000))
def test_fuzz_mooncake_readers_on_raw_bytes(tmp, data):
    path = _file(tmp, data)
    read = read_trace(path)
    check_read(data, 512, read.lines, [r.model_dump() for r in read.records], read.errors)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        tr = load_mooncake(path)
    assert len(tr) == len(read.records) and tr.load_errors == read.errors


# ---- Azure CSV ----------------------------------------------------------------------------

HEADER = ",".join(AZURE_COLUMNS).encode()
cell = st.text(alphabet=st.characters(blacklist_characters='\n\r,"'), max_size=30)
timestamps = (
    st.datetimes().map(lambda t: t.isoformat(sep=" "))
    | st.datetimes().map(lambda t: t.strftime("%Y-%m-%d %H:%M:%S.%f") + "0")
    | cell
)
counts = (
    st.integers(1, 10**9).map(str)
    | st.integers(-10, 10**30).map(str)
    | st.sampled_from(["0", "1000000000", "1000000001", "0001", "1_000", "١٢", "+5", " 7 ", "7.0", "9" * 30, ""])
    | cell
)


def _encode(cells: tuple[str, ...] | list[str]) -> bytes:
    return ",".join(cells).encode("utf-8", "surrogatepass")  # a lone surrogate: bytes that are not UTF-8


rows = st.one_of(
    st.tuples(timestamps, counts, counts).map(_encode),
    st.tuples(timestamps, counts, counts).map(_encode),
    st.binary(max_size=40),
    st.lists(cell, max_size=5).map(_encode),
    st.sampled_from([b"", b'"a,b",1,2', b'"unterminated,1,2', b"\xff,1,1", b"\x00,1,1"]),
)


def _azure_count(v: str) -> int | None:
    v = v.strip()
    return int(v) if v.isascii() and v.isdigit() and 1 <= int(v) <= 10**9 else None


@fuzz
@given(
    body=st.lists(rows, max_size=25), header=st.sampled_from([HEADER, HEADER, b"\xef\xbb\xbf" + HEADER, b"a,b,c", b""])
)
def test_fuzz_load_azure(tmp, body, header):
    data = b"\n".join([header, *body])
    path = _file(tmp, data, "t.csv")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tr = load_azure(path)
    except TraceFormatError as e:  # only the header makes a file unusable
        assert header not in (HEADER, b"\xef\xbb\xbf" + HEADER)
        assert [(x.line, x.field) for x in e.errors] == [(1, "header")]
        return
    assert header in (HEADER, b"\xef\xbb\xbf" + HEADER)
    assert tr.request_ids is not None
    lines = [int(r[1:]) for r in tr.request_ids]
    err_lines = [e.line for e in tr.load_errors]
    raw_lines = data.split(b"\n")
    nonblank = set()
    for no, raw in enumerate(raw_lines[1:], 2):
        try:
            if raw.decode("utf-8").strip():
                nonblank.add(no)
        except UnicodeDecodeError:
            nonblank.add(no)
    assert set(lines).isdisjoint(err_lines) and len(set(err_lines)) == len(err_lines)
    assert set(lines) | set(err_lines) == nonblank
    assert all(e.field in ("record", *AZURE_COLUMNS) for e in tr.load_errors)

    def cells(no: int) -> list[str]:
        return next(csv.reader([raw_lines[no - 1].decode().rstrip("\r")]))

    for i, no in enumerate(lines):  # every kept record: its counts, as written and within the limits
        c = cells(no)
        assert (int(tr.prompt_tokens[i]), int(tr.output_tokens[i])) == (_azure_count(c[1]), _azure_count(c[2]))
    for bad in tr.load_errors:  # a count reported bad is bad by the rule
        if bad.field in AZURE_COLUMNS[1:]:
            assert _azure_count(cells(bad.line)[AZURE_COLUMNS.index(bad.field)]) is None
    assert np.all(np.diff(tr.arrival) >= 0) and (len(tr) == 0 or tr.arrival[0] == 0.0)
    event(f"kept {'some' if len(tr) else 'none'}, reported {'some' if tr.load_errors else 'none'}")
