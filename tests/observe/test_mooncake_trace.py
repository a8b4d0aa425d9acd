"""The Mooncake synthetic trace in data/traces (skipped when the file is not there)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cacheroute_solver.observe import Observer, read_trace
from cacheroute_solver.simulator import load_mooncake

TRACE = Path(__file__).resolve().parents[2] / "data" / "traces" / "synthetic_trace.jsonl"

pytestmark = pytest.mark.skipif(not TRACE.exists(), reason="data/traces/synthetic_trace.jsonl not present")


def _keys(records, prepend: int | None = None):
    obs = Observer(block_tokens=512, horizon_s=1022.0)
    for r in records:
        chain = r.hash_ids if prepend is None else (prepend, *r.hash_ids)
        extra = 0 if prepend is None else 512
        obs.observe(chain, r.input_length + extra, r.output_length, r.timestamp / 1000)
    return obs, obs.stats()


def test_mooncake_trace_reads_cleanly_and_yields_keys():
    read = read_trace(TRACE)
    assert len(read.records) == 3993 and not read.errors
    _obs, stats = _keys(read.records)
    assert stats.total_rate == pytest.approx(3.9, rel=0.1)
    assert len(stats.keys) > 200
    # reuse measured per key agrees with the trace's unbounded-cache hit rate (65 % by tokens)
    reusable = sum(k.rate * k.prefix_tokens for k in stats.keys) / (stats.total_rate * stats.total_prompt_tokens)
    assert 0.5 < reusable < 0.8
    # no key dominates: the busiest carries well under 5 % of the traffic
    assert stats.top_share(1) < 0.05


def test_a_system_prompt_shared_by_every_request_does_not_collapse_the_keys():
    read = read_trace(TRACE)
    _, plain = _keys(read.records)
    system_block = 10**12  # not one of the trace's ids
    _, shared = _keys(read.records, prepend=system_block)
    assert len(shared.keys) >= len(plain.keys)
    # the system prompt's own key holds exactly the traffic that had no key without it
    system_key = next(k for k in shared.keys if k.key.startswith("p1-"))
    assert system_key.rate == pytest.approx(plain.total_rate - plain.keyed_rate, rel=0.02)
    assert sorted(k.rate for k in shared.keys if k is not system_key) == pytest.approx(
        sorted(k.rate for k in plain.keys), rel=1e-6
    )
    assert shared.keyed_rate == pytest.approx(shared.total_rate)  # everything reuses the system prompt


def _reusable(records) -> float:
    _, stats = _keys(records)
    return sum(k.rate * k.prefix_tokens for k in stats.keys) / (stats.total_rate * stats.total_prompt_tokens)


def test_a_reversed_trace_reads_as_the_forward_one(tmp_path):
    """Every reader sorts by time: a file written backwards gives the same records and reuse."""
    lines = TRACE.read_bytes().splitlines()
    backward = tmp_path / "reversed.jsonl"
    backward.write_bytes(b"\n".join(reversed(lines)) + b"\n")
    fwd, bwd = read_trace(TRACE), read_trace(backward)
    assert [r.timestamp for r in bwd.records] == [r.timestamp for r in fwd.records]
    by_line = dict(zip(fwd.lines, fwd.records, strict=False))
    assert all(
        by_line[len(lines) + 1 - n] == r for n, r in zip(bwd.lines, bwd.records, strict=False)
    )  # each line's own record
    assert _reusable(bwd.records) == pytest.approx(_reusable(fwd.records), abs=0.005)


def test_the_simulator_and_the_observer_read_the_same_records():
    read = read_trace(TRACE)
    tr = load_mooncake(TRACE)
    assert tr.request_ids == tuple(f"L{n}" for n in read.lines)
    assert tr.arrival.tolist() == [r.timestamp / 1000 for r in read.records]
    assert tr.hashes.tolist() == [h for r in read.records for h in r.hash_ids]
