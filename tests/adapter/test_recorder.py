"""Recording routed traffic as a trace (`adapter/recorder.py`): what the readers take back, rotation
that loses and repeats nothing, and a directory that cannot be written costing records, not requests."""

from __future__ import annotations

import json

from cacheroute_solver.adapter.recorder import RecordingConfig, TrafficRecorder
from cacheroute_solver.tracefile import read_mooncake_lines


def _one(rec: TrafficRecorder, i: int) -> None:
    rec.record(
        hashes=[1000 + i, 2000 + i],
        prompt_tokens=60.0 + i,
        output_tokens=8,
        block_tokens=32,
        model="m",
        replica=f"r{i % 3}",
        reason="planned",
        epoch=2,
        ttft_s=0.01 * i,
        status=200,
        usage=(64 + i, i) if i % 2 else None,
    )


def test_records_rotate_without_loss_or_repeat_and_read_back_as_a_trace(tmp_path):
    rec = TrafficRecorder(RecordingConfig(directory=str(tmp_path / "rec"), max_bytes=4096, flush_s=0.05))
    for i in range(300):
        _one(rec, i)
    rec.close()
    files = rec.files()
    assert len(files) > 3 and rec.recorded == 300 and rec.dropped == 0
    lines = [ln for f in files for ln in f.read_text().splitlines()]
    assert len(lines) == 300
    assert sorted(json.loads(ln)["hash_ids"][0] for ln in lines) == [1000 + i for i in range(300)]
    assert all(f.stat().st_size <= 4096 for f in files)
    read = read_mooncake_lines(lines, block_tokens=32)
    assert not read.errors and len(read.records) == 300
    first = json.loads(lines[0])
    assert first["replica"] == "r0" and first["reason"] == "planned" and first["block_tokens"] == 32
    # what the engine said it served, where it said it: the gate checks its replay against it
    by_index = {json.loads(ln)["hash_ids"][0] - 1000: json.loads(ln) for ln in lines}
    assert all(
        (by_index[i].get("served_prompt_tokens"), by_index[i].get("cached_tokens"))
        == ((64 + i, i) if i % 2 else (None, None))
        for i in range(300)
    )


def test_a_full_buffer_and_an_unwritable_directory_drop_records_and_count_them(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a directory")
    rec = TrafficRecorder(RecordingConfig(directory=str(blocked / "rec"), max_buffered=10, flush_s=60.0))
    for i in range(25):
        _one(rec, i)
    assert rec.buffered == 10 and rec.dropped == 15  # the buffer is bounded
    rec.close()
    assert rec.recorded == 0 and rec.dropped == 25  # the rest could not be written: counted, not raised


def test_a_record_keeps_its_fields_exactly_and_one_that_cannot_be_packed_is_dropped(tmp_path):
    from types import SimpleNamespace

    rec = TrafficRecorder(RecordingConfig(directory=str(tmp_path / "rec"), flush_s=60.0))
    shadow = SimpleNamespace(replica_id="r2", reason="planned")
    rec.record(
        hashes=(2**63 + 5, 7),
        prompt_tokens=1500.4,
        output_tokens=64,
        block_tokens=16,
        model=None,
        replica="r0",
        reason="baseline",
        epoch=2**53 - 1,
        ttft_s=None,
        status=503,
        shadow=shadow,
        usage=(1500, 1488),
    )
    rec.record(
        hashes=(1,),
        prompt_tokens=10.0,
        output_tokens=2**40,
        block_tokens=16,
        model="m",
        replica="r0",
        reason="planned",
        epoch=1,
        ttft_s=0.25,
        status=200,
    )  # more output tokens than its field holds
    assert rec.dropped == 1 and rec.buffered == 1
    rec.close()
    (line,) = [json.loads(ln) for f in rec.files() for ln in f.read_text().splitlines()]
    assert line["hash_ids"] == [2**63 + 5, 7] and line["input_length"] == 1500 and line["output_length"] == 64
    assert line["model"] is None and line["ttft_s"] is None and line["epoch"] == 2**53 - 1
    assert (line["replica"], line["reason"], line["status"]) == ("r0", "baseline", 503)
    assert (line["shadow_replica"], line["shadow_reason"]) == ("r2", "planned")
    assert (line["served_prompt_tokens"], line["cached_tokens"]) == (1500, 1488)
