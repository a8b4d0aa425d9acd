"""Recording routed traffic as a trace (`adapter/recorder.py`): what the readers take back, rotation
that loses and repeats nothing, and a directory that cannot be written costing records, not requests."""

from __future__ import annotations

import json

from cacheroute_solver.adapter.recorder import RecordingConfig, TrafficRecorder
from cacheroute_solver.tracefile import read_mooncake_lines


def _one(rec: TrafficRecorder, i: int) -> None:
    rec.record(hashes=[1000 + i, 2000 + i], prompt_tokens=60.0 + i, output_tokens=8, block_tokens=32, model="m",
               replica=f"r{i % 3}", reason="planned", epoch=2, ttft_s=0.01 * i, status=200,
               usage=(64 + i, i) if i % 2 else None)


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
    assert all((by_index[i].get("served_prompt_tokens"), by_index[i].get("cached_tokens"))
               == ((64 + i, i) if i % 2 else (None, None)) for i in range(300))


def test_a_full_buffer_and_an_unwritable_directory_drop_records_and_count_them(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a directory")
    rec = TrafficRecorder(RecordingConfig(directory=str(blocked / "rec"), max_buffered=10, flush_s=60.0))
    for i in range(25):
        _one(rec, i)
    assert rec.buffered == 10 and rec.dropped == 15  # the buffer is bounded
    rec.close()
    assert rec.recorded == 0 and rec.dropped == 25  # the rest could not be written: counted, not raised
