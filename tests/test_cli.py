"""`cacheroute observe` and `cacheroute plan` end to end, on small generated files."""

from __future__ import annotations

import io
import json

import numpy as np

from cacheroute_solver.cli import build_parser, main
from cacheroute_solver.models import Fleet, KeyStats, Plan, Replica


def _trace(path, bad_line: bool = False) -> None:
    rng = np.random.default_rng(0)
    lines = []
    nid = 10**6
    for i in range(400):
        d = int(rng.integers(5))
        lines.append(
            json.dumps(
                {
                    "timestamp": i * 250,
                    "input_length": 3 * 512 + 100,
                    "output_length": 30,
                    "hash_ids": [100 + d, 200 + d, 300 + d, nid],
                }
            )
        )
        nid += 1
    if bad_line:
        lines.insert(2, json.dumps({"timestamp": 1, "input_length": 10, "output_length": 1, "hash_ids": "x"}))
    path.write_text("\n".join(lines) + "\n")


def _run(argv):
    out, err = io.StringIO(), io.StringIO()
    rc = main(argv, out, err)
    return rc, out.getvalue(), err.getvalue()


def test_observe_prints_top_keys_and_coverage_and_reports_bad_lines(tmp_path):
    trace = tmp_path / "t.jsonl"
    _trace(trace, bad_line=True)
    keys_json = tmp_path / "keys.json"
    rc, out, err = _run(["observe", str(trace), "--top", "3", "--json", str(keys_json)])
    assert rc == 0
    assert "line 3: hash_ids:" in err
    assert "400 requests (1 malformed skipped)" in out
    assert "top 1:" in out and "top 10:" not in out  # only 5 keys
    assert out.count("p1-") == 3
    keys = [KeyStats.model_validate(k) for k in json.loads(keys_json.read_text())]
    assert len(keys) == 5
    assert abs(sum(k.rate for k in keys) - 400 / 99.75) < 0.2  # 400 requests over 99.75 s
    assert all(abs(k.prefix_tokens - 3 * 512) < 20 for k in keys)


def test_observe_without_valid_records_fails(tmp_path):
    trace = tmp_path / "t.jsonl"
    trace.write_text("garbage\n")
    rc, _, err = _run(["observe", str(trace)])
    assert rc == 1 and "line 1: record:" in err and "no valid records" in err
    rc, _, err = _run(["observe", str(tmp_path / "missing.jsonl")])
    assert rc == 2 and "missing.jsonl" in err
    trace.write_bytes(b"")
    rc, _, err = _run(["observe", str(trace)])
    assert rc == 1 and "no valid records (0 malformed)" in err


def test_observe_strict_stops_at_a_bad_record_and_the_default_goes_on(tmp_path):
    trace = tmp_path / "t.jsonl"
    _trace(trace, bad_line=True)
    with trace.open("ab") as f:
        f.write(b'{"timestamp": 1, "input_length": 10, "output_length": 1, "hash_ids": [1], "x": "\xff"}\n')
    rc, out, err = _run(["observe", str(trace), "--max-errors", "1"])
    assert rc == 0 and "400 requests (2 malformed skipped)" in out
    assert "line 3: hash_ids:" in err and "... 1 more malformed records" in err and "line 402" not in err
    rc, out, err = _run(["observe", str(trace), "--strict"])
    assert rc == 2 and out == "" and "2 malformed record(s) (--strict)" in err
    assert "line 402: record: not UTF-8" in err


def test_observe_options_are_checked_before_use(tmp_path):
    trace = tmp_path / "t.jsonl"
    _trace(trace)
    for bad in (
        ["--block-tokens", "0"],
        ["--time-scale", "0"],
        ["--time-scale", "-1e-3"],
        ["--time-scale", "nan"],
        ["--horizon", "inf"],
        ["--top", "-1"],
        ["--max-errors", "-2"],
    ):
        rc, out, err = _run(["observe", str(trace), *bad])
        assert rc == 2 and out == "" and f"argument {bad[0]}" in err, (bad, err)
    rc, _, err = _run(["observe", str(trace), "--horizon", "0.5"])
    assert rc == 2 and "--horizon must be at least 1 s" in err
    rc, _, err = _run(["observe", str(trace), "--time-scale", "1e305"])
    assert rc == 2 and "to infinity" in err
    rc, _, err = _run(["observe", str(trace), "--json", str(tmp_path / "no" / "dir" / "k.json")])
    assert rc == 2 and "--json" in err


def test_observe_floors_the_rate_span_of_a_trace_that_spans_no_time(tmp_path):
    trace = tmp_path / "t.jsonl"
    rec = {"timestamp": 5, "input_length": 600, "output_length": 2, "hash_ids": [1, 2]}
    trace.write_text(json.dumps(rec) + "\n")
    rc, out, err = _run(["observe", str(trace)])
    assert rc == 0 and "under the 1 s rate floor" in err
    rate = float(out.split("traffic ")[1].split(" req/s")[0])
    assert 1.0 <= rate < 2.0  # one request over the 1 s floor, decayed over a 1 s horizon: not 1e9
    trace.write_text((json.dumps(rec) + "\n") * 100)
    rc, out, err = _run(["observe", str(trace)])
    rate = float(out.split("traffic ")[1].split(" req/s")[0])
    assert rc == 0 and 100.0 <= rate < 200.0  # not 1e11


def test_observe_reads_a_reversed_trace_as_the_forward_one(tmp_path):
    forward, backward = tmp_path / "f.jsonl", tmp_path / "b.jsonl"
    _trace(forward)
    lines = forward.read_text().splitlines()
    backward.write_text("\n".join(reversed(lines)) + "\n")
    rc_f, out_f, _ = _run(["observe", str(forward)])
    rc_b, out_b, _ = _run(["observe", str(backward)])
    assert rc_f == rc_b == 0 and out_f == out_b


def test_plan_writes_a_plan_from_keys_and_fleet(tmp_path):
    keys = [KeyStats(key=f"k{i}", rate=3.0 / (i + 1), prefix_tokens=4000, tail_tokens=300) for i in range(30)]
    fleet = Fleet(
        replicas=(
            Replica(id="a", prefill_capacity=20_000, kv_capacity=60_000),
            Replica(id="b", prefill_capacity=20_000, kv_capacity=60_000),
        )
    )
    (tmp_path / "keys.json").write_text(json.dumps([k.model_dump() for k in keys]))
    (tmp_path / "fleet.json").write_text(fleet.model_dump_json())
    out_path = tmp_path / "plan.json"
    rc, _, err = _run(
        [
            "plan",
            "--keys",
            str(tmp_path / "keys.json"),
            "--fleet",
            str(tmp_path / "fleet.json"),
            "--backend",
            "greedy",
            "-o",
            str(out_path),
        ]
    )
    assert rc == 0, err
    plan = Plan.model_validate_json(out_path.read_text())
    assert plan.epoch == 0 and plan.assignments
    assert set(plan.assignments) <= {k.key for k in keys}
    assert "plan epoch 0" in err
    rc, out, err = _run(
        [
            "plan",
            "--keys",
            str(tmp_path / "keys.json"),
            "--fleet",
            str(tmp_path / "fleet.json"),
            "--backend",
            "greedy",
            "--previous",
            str(out_path),
        ]
    )
    assert rc == 0 and Plan.model_validate_json(out).epoch == 1


def test_plan_admit_rate_override_makes_slow_keys_warm(tmp_path):
    # 0.004 req/s: below the default admit rate (0.005), yet pays for its fill over 300 s
    keys = [KeyStats(key=f"k{i}", rate=0.004, prefix_tokens=4000, tail_tokens=300) for i in range(5)]
    fleet = Fleet(replicas=(Replica(id="a", prefill_capacity=20_000, kv_capacity=60_000),))
    (tmp_path / "keys.json").write_text(json.dumps([k.model_dump() for k in keys]))
    (tmp_path / "fleet.json").write_text(fleet.model_dump_json())
    base = [
        "plan",
        "--keys",
        str(tmp_path / "keys.json"),
        "--fleet",
        str(tmp_path / "fleet.json"),
        "--backend",
        "greedy",
    ]
    rc, out, err = _run(base)
    assert rc == 0 and not Plan.model_validate_json(out).assignments
    assert "no key reaches admit_rate" in err
    rc, out, err = _run([*base, "--admit-rate", "0.003"])
    assert rc == 0 and len(Plan.model_validate_json(out).assignments) == 5
    assert "no key reaches" not in err


def test_plan_names_the_bad_field(tmp_path):
    (tmp_path / "keys.json").write_text(
        json.dumps([{"key": "a", "rate": 1, "prefix_tokens": 10}, {"key": "b", "rate": -1, "prefix_tokens": 10}])
    )
    (tmp_path / "fleet.json").write_text(
        json.dumps({"replicas": [{"id": "a", "prefill_capacity": 0, "kv_capacity": 1}]})
    )
    rc, _, err = _run(["plan", "--keys", str(tmp_path / "keys.json"), "--fleet", str(tmp_path / "fleet.json")])
    assert rc == 2 and "keys" in err and "[1].rate" in err
    (tmp_path / "keys.json").write_text("[]")
    rc, _, err = _run(["plan", "--keys", str(tmp_path / "keys.json"), "--fleet", str(tmp_path / "fleet.json")])
    assert rc == 2 and "replicas.0.prefill_capacity" in err


def test_parser_has_subcommands():
    parser = build_parser()
    assert parser.parse_args(["observe", "x"]).command == "observe"
    assert parser.parse_args(["plan", "--keys", "k", "--fleet", "f"]).command == "plan"
