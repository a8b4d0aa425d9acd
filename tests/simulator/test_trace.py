"""Trace loaders (good and malformed records), time scaling, the infinite-cache bound, workloads."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cacheroute_solver.observe import read_trace
from cacheroute_solver.prefix import parse_key
from cacheroute_solver.simulator import (
    FAMILIES,
    Trace,
    TraceFormatError,
    generate_workload,
    load_azure,
    load_mooncake,
)

DATA = Path(__file__).resolve().parents[2] / "data" / "traces"


def test_mooncake_trace_loads_with_published_stats():
    tr = load_mooncake(DATA / "synthetic_trace.jsonl")
    assert len(tr) == 3993 and tr.block_tokens == 512
    assert tr.duration == pytest.approx(1022.025)
    assert tr.prompt_tokens.mean() == pytest.approx(15325.48, abs=0.01)
    assert np.all(np.diff(tr.hash_offsets) == -(-tr.prompt_tokens // 512))
    # SOURCES.md: an unlimited shared cache serves 65.1 % of prompt tokens
    assert tr.stats()["infinite_cache_hit_rate"] == pytest.approx(0.651, abs=0.005)


def test_azure_traces_load():
    code = load_azure(DATA / "AzureLLMInferenceTrace_code.csv")
    conv = load_azure(DATA / "AzureLLMInferenceTrace_conv.csv")
    assert (len(code), len(conv)) == (8819, 19366)
    assert code.arrival[0] == 0.0 and code.duration == pytest.approx(3435.948, abs=1e-3)
    assert code.prompt_tokens.mean() == pytest.approx(2047.85, abs=0.01)
    assert len(conv.hashes) == 0


def _write(tmp_path: Path, name: str, lines: list[str]) -> Path:
    p = tmp_path / name
    p.write_text("\n".join(lines) + "\n")
    return p


def test_mooncake_malformed_records_name_line_and_field(tmp_path):
    good = {"timestamp": 0, "input_length": 600, "output_length": 5, "hash_ids": [1, 2]}
    lines = [
        json.dumps(good),
        json.dumps({**good, "timestamp": 10, "input_length": "x"}),
        "{not json",
        json.dumps({**good, "timestamp": 20, "hash_ids": [1, 2, 3]}),
        json.dumps({k: v for k, v in good.items() if k != "output_length"}),
        json.dumps({**good, "timestamp": 30}),
    ]
    p = _write(tmp_path, "t.jsonl", lines)
    with pytest.warns(UserWarning, match="skipped 4 malformed record"):
        tr = load_mooncake(p)  # the default: skip and report
    assert [(e.line, e.field) for e in tr.load_errors] == [
        (2, "input_length"),
        (3, "record"),
        (4, "hash_ids"),
        (5, "output_length"),
    ]
    assert str(tr.load_errors[2]) == "line 4: hash_ids: 3 ids for input_length 600 (at most ceil(600/512) = 2)"
    assert len(tr) == 2 and tr.request_ids == ("L1", "L6")
    assert tr.arrival.tolist() == [0.0, 0.03]
    with pytest.raises(TraceFormatError) as ei:
        load_mooncake(p, errors="raise")
    err = ei.value
    assert err.errors == tr.load_errors and "line 4: hash_ids:" in str(err) and "2 good record(s) kept" in str(err)
    assert len(err.trace) == 2


def test_mooncake_extreme_values_are_named_not_tracebacks(tmp_path):
    good = {"timestamp": 0, "input_length": 600, "output_length": 5, "hash_ids": [1, 2]}
    lines = [
        json.dumps(good).encode(),
        b'{"timestamp": 1, "input_length": 600, "output_length": 5, "hash_ids": [1, 2], "x": "\xff\xfe"}',  # not UTF-8
        json.dumps({**good, "timestamp": float("nan")}).encode(),  # Python writes the NaN literal
        json.dumps({**good, "input_length": 10**30}).encode(),
        json.dumps({**good, "hash_ids": [1, True]}).encode(),
        json.dumps({**good, "hash_ids": [2**63]}).encode(),
        json.dumps({**good, "output_length": 0}).encode(),
        json.dumps({**good, "input_length": 0, "hash_ids": []}).encode(),
        json.dumps({**good, "timestamp": float("inf")}).encode(),
        b"[" * 100_000,
        json.dumps({**good, "timestamp": 7}).encode(),
    ]
    p = tmp_path / "x.jsonl"
    p.write_bytes(b"\n".join(lines) + b"\n")
    with pytest.warns(UserWarning):
        tr = load_mooncake(p)
    assert tr.request_ids == ("L1", "L11")
    got = [(e.line, e.field) for e in tr.load_errors]
    assert got == [
        (2, "record"),
        (3, "timestamp"),
        (4, "input_length"),
        (5, "hash_ids.1"),
        (6, "hash_ids.0"),
        (7, "output_length"),
        (8, "input_length"),
        (9, "timestamp"),
        (10, "record"),
    ]
    assert "not UTF-8" in tr.load_errors[0].message
    read = read_trace(p)  # the observer's reader is the same reader
    assert [(e.line, e.field) for e in read.errors] == got and read.lines == (1, 11)
    with pytest.raises(ValueError, match="block_tokens"):
        load_mooncake(p, block_tokens=0)
    with pytest.raises(ValueError, match="block_tokens"):
        read_trace(p, block_tokens=0)


def test_azure_malformed_records(tmp_path):
    lines = [
        "TIMESTAMP,ContextTokens,GeneratedTokens",
        "2023-11-16 18:17:03.9799600,4808,10",
        "2023-11-16 18:17:04.0319600,abc,8",
        "yesterday,10,10",
        "2023-11-16 18:17:05.0000000,100,0",
        "2023-11-16 18:17:06.5000000,100",
        "2023-11-16 18:17:07.9799600,50,3",
        "2023-11-16 18:17:08.0000000,12345678901234567890123,3",  # 23 digits: not an overflow
        "2023-11-16 18:17:01.0000000,7,1",  # earlier than line 2: sorted first
        "2023-11-16 19:17:02.0000000+01:00,9,1",  # a zone is honoured; none means UTC
    ]
    p = _write(tmp_path, "a.csv", lines)
    with pytest.warns(UserWarning, match="skipped 5 malformed"):
        tr = load_azure(p)
    assert [(e.line, e.field) for e in tr.load_errors] == [
        (3, "ContextTokens"),
        (4, "TIMESTAMP"),
        (5, "GeneratedTokens"),
        (6, "record"),
        (8, "ContextTokens"),
    ]
    assert "must be in [1, 1,000,000,000]" in tr.load_errors[-1].message
    assert tr.request_ids == ("L9", "L10", "L2", "L7")
    assert tr.arrival.tolist() == pytest.approx([0.0, 1.0, 2.97996, 6.97996])
    with pytest.raises(TraceFormatError) as ei:
        load_azure(p, errors="raise")
    assert len(ei.value.errors) == 5 and len(ei.value.trace) == 4
    bad_header = _write(tmp_path, "b.csv", ["time,ctx,gen", "1,2,3"])
    with pytest.raises(TraceFormatError, match="missing column"):
        load_azure(bad_header)
    (tmp_path / "c.csv").write_bytes(b"TIMESTAMP,ContextTokens,GeneratedTokens\n\xff,1,1\n2023-11-16 18:17:01,7,1\n")
    with pytest.warns(UserWarning):
        tr = load_azure(tmp_path / "c.csv")
    assert len(tr) == 1 and tr.load_errors[0][:2] == (2, "record")
    (tmp_path / "d.csv").write_bytes(b"")
    with pytest.raises(TraceFormatError, match="empty file"):
        load_azure(tmp_path / "d.csv")


def test_time_scaling_sweeps_offered_load():
    tr = generate_workload("published", rate=10.0, duration_s=100.0, seed=0)
    fast = tr.with_rate(40.0)
    assert fast.mean_rate == pytest.approx(40.0)
    assert np.array_equal(fast.hashes, tr.hashes) and np.array_equal(fast.prompt_tokens, tr.prompt_tokens)
    half = tr.scale_time(0.5)
    assert half.duration == pytest.approx(tr.duration / 2)
    with pytest.raises(ValueError):
        tr.scale_time(0.0)


def test_select_and_window_keep_each_requests_hashes():
    tr = generate_workload("chat", rate=5.0, duration_s=60.0, seed=4)
    idx = np.arange(3, len(tr), 7)
    sub = tr.select(idx)
    assert sub.keys is not None and tr.keys is not None
    for j, i in enumerate(idx[:20]):
        assert np.array_equal(sub.block_hashes(j), tr.block_hashes(int(i)))
        assert sub.keys[j] == tr.keys[int(i)]
    w = tr.window(10.0, 20.0)
    assert np.all((w.arrival >= 10.0) & (w.arrival < 20.0))
    assert len(w) == int(np.sum((tr.arrival >= 10.0) & (tr.arrival < 20.0)))


def test_infinite_cache_bound_by_hand():
    # block 64 tokens; engine block 16
    tr = Trace.from_records(
        [
            (0.0, 200, 1, [1, 2, 3, 4]),  # 3 full units + partial
            (1.0, 192, 1, [1, 2, 5]),  # 2 units seen, then new
            (2.0, 128, 1, [1, 2]),  # whole prompt seen: capped at 127 // 16 * 16 = 112
            (3.0, 100, 1, [9, 2]),  # first unit unseen: nothing
            (4.0, 260, 1, [1, 2, 3, 4, 6]),  # 4 is a partial unit of request 0: not cached
        ],
        block_tokens=64,
    )
    assert tr.infinite_cache_hit_tokens(16).tolist() == [0, 128, 112, 0, 192]


@settings(max_examples=25, deadline=None)
@given(fam=st.sampled_from(sorted(FAMILIES)), seed=st.integers(0, 10_000))
def test_generated_hashes_are_chained(fam, seed):
    """An equal hash at position i always follows the same parent at the same depth."""
    tr = generate_workload(fam, rate=30.0, duration_s=20.0, seed=seed)
    parent: dict[int, tuple[int, int]] = {}
    assert tr.keys is not None
    for i in range(len(tr)):
        h = tr.block_hashes(i).tolist()
        assert len(h) == -(-int(tr.prompt_tokens[i]) // tr.block_tokens)
        for pos, x in enumerate(h):
            p = (h[pos - 1] if pos else -1, pos)
            assert parent.setdefault(x, p) == p
        key = tr.keys[i]
        if key is not None:
            _kh, depth = parse_key(key)
            assert depth <= len(h)


def test_families_differ_in_reuse_and_are_seeded():
    names = list(FAMILIES)
    bound = {
        fam: generate_workload(fam, rate=20.0, duration_s=300.0, seed=1).stats()["infinite_cache_hit_rate"]
        for fam in names
    }
    assert bound["published"] > 0.6 and bound["chat"] > 0.6
    assert bound["low_reuse"] < 0.1
    a = generate_workload("published", rate=20.0, duration_s=30.0, seed=9)
    b = generate_workload("published", rate=20.0, duration_s=30.0, seed=9)
    assert np.array_equal(a.arrival, b.arrival) and np.array_equal(a.hashes, b.hashes) and a.keys == b.keys


def test_published_family_has_bursts_and_sessions():
    tr = generate_workload("published", rate=50.0, duration_s=600.0, seed=2)
    per_s = np.bincount(tr.arrival.astype(int))
    assert per_s.max() > 2.0 * 50  # bursts at 3x the base rate
    assert tr.mean_rate == pytest.approx(50.0, rel=0.05)
    # later turns: the prompt extends an earlier request's whole prompt (beyond the shared
    # prefix) plus its answer
    U = tr.block_tokens
    last_full: dict[int, int] = {}
    turns = 0
    lo, hi = 8000, 14000  # past the first think times
    assert tr.keys is not None
    for i in range(hi):
        h = tr.block_hashes(i).tolist()
        key = tr.keys[i]
        depth = parse_key(key)[1] if key else 0
        P = int(tr.prompt_tokens[i])
        for pos in range(depth, len(h)):
            j = last_full.get(h[pos])
            if i >= lo and j is not None and tr.prompt_tokens[j] + tr.output_tokens[j] + 1 <= P:
                turns += 1
                assert tr.arrival[i] > tr.arrival[j]
                break
        k = P // U
        if k:
            last_full[h[k - 1]] = i
    n = hi - lo
    assert 0.15 < turns / n < 0.35


def test_out_of_order_records_are_sorted_stably(tmp_path):
    recs = [
        {"timestamp": 20, "input_length": 10, "output_length": 1, "hash_ids": [1]},
        {"timestamp": 5, "input_length": 10, "output_length": 2, "hash_ids": [2]},
        {"timestamp": 20, "input_length": 10, "output_length": 3, "hash_ids": [3]},
    ]
    p = _write(tmp_path, "o.jsonl", [json.dumps(r) for r in recs])
    tr = load_mooncake(p)
    assert tr.arrival.tolist() == [0.005, 0.02, 0.02]
    assert tr.output_tokens.tolist() == [2, 1, 3]
    assert tr.hashes.tolist() == [2, 1, 3] and tr.request_ids == ("L2", "L1", "L3")


def test_long_context_family_is_heavy_tailed_up_to_the_models_context():
    """Shaped like a production agent and chat service: a median of several thousand tokens, a p99
    near 85k, nothing beyond a 128k context, and most prompts reusing a conversation's history."""
    tr = generate_workload("long_context", rate=3.3, duration_s=1800.0, seed=1)
    p = tr.prompt_tokens
    assert 4_000 < np.median(p) < 10_000 and p.mean() > 1.4 * np.median(p)
    assert np.percentile(p, 99) > 50_000 and p.max() <= 131_072
    assert 200 < tr.output_tokens.mean() < 500
    assert 0.3 < tr.stats()["infinite_cache_hit_rate"] < 0.8


def test_a_quantized_trace_floors_its_arrivals_at_every_rate():
    tr = Trace.from_records(
        [(0.2, 64, 1, [1]), (0.7, 64, 1, [2]), (1.0, 64, 1, [3]), (2.9, 64, 1, [4]), (3.4, 64, 1, [5])],
        block_tokens=64,
        name="t",
    )
    q = tr.quantized(1.0)
    assert q.arrival.tolist() == [0.0, 0.0, 1.0, 2.0, 3.0] and q.arrival_quantum == 1.0 and q.name == "t-q1s"
    assert tr.arrival.tolist() == [0.2, 0.7, 1.0, 2.9, 3.4]  # the trace itself is unchanged
    # scaled, the arrivals as they were are scaled and floored again (not the floored ones scaled)
    twice = q.scale_time(2.0)
    assert twice.arrival.tolist() == [0.0, 1.0, 1.0, 5.0, 6.0] and twice.arrival_quantum == 1.0
    # at its own rate: shifted to start at 0 (0, 0.5, 0.8, 2.7, 3.2), then floored
    assert q.with_rate(tr.mean_rate).arrival.tolist() == [0.0, 0.0, 0.0, 2.0, 3.0]
    assert q.select(np.array([1, 3])).arrival.tolist() == [0.0, 2.0]
    assert q.quantized(None).arrival.tolist() == tr.arrival.tolist() and q.quantized(None).name == "t"
    assert tr.quantized(0.5).arrival.tolist() == [0.0, 0.5, 1.0, 2.5, 3.0]
    with pytest.raises(ValueError, match="arrival_quantum"):
        tr.quantized(0.0)


def test_floored_families_arrive_in_bursts():
    """A family's Poisson arrivals never coincide; floored to whole seconds, nearly every request shares its
    second with others, as on a log with whole-second timestamps."""
    tr = generate_workload("conversation", rate=10.0, duration_s=300.0, seed=1)
    assert len(np.unique(tr.arrival)) == len(tr)
    _, per_second = np.unique(tr.quantized(1.0).arrival, return_counts=True)
    assert per_second.max() >= 15 and per_second[per_second > 1].sum() > 0.95 * len(tr)


def test_the_fanout_family_sends_heavy_tailed_groups_that_share_their_prefix():
    tr = generate_workload("fanout", rate=20.0, duration_s=300.0, seed=1)
    assert tr.keys is not None
    assert tr.mean_rate == pytest.approx(20.0, rel=0.1)
    U = tr.block_tokens
    groups: dict[float, list[int]] = {}
    for i, t in enumerate(tr.arrival.tolist()):
        groups.setdefault(t, []).append(i)
    sizes = np.array([len(g) for g in groups.values()])
    assert sizes.max() <= 32 and (sizes == 1).mean() > 0.3 and (sizes >= 8).mean() > 0.1  # heavy-tailed k
    assert 3.0 < sizes.mean() < 6.0
    for g in groups.values():
        first = tr.block_hashes(g[0])
        full = int(tr.prompt_tokens[g[0]]) // U
        for j in g[1:]:  # every request of a group holds the first's whole blocks, then its own
            h = tr.block_hashes(j)
            assert np.array_equal(h[:full], first[:full]) and tr.keys[j] == tr.keys[g[0]]
            assert not set(h[full:].tolist()) & set(first.tolist())
    assert tr.stats()["infinite_cache_hit_rate"] > 0.8
    # the other families are as they were: no fan-out, the same draws
    assert len(np.unique(generate_workload("chat", rate=20.0, duration_s=60.0, seed=1).arrival)) == len(
        generate_workload("chat", rate=20.0, duration_s=60.0, seed=1)
    )
