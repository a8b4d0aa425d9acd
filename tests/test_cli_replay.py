"""`cacheroute replay` and `cacheroute compare` on tiny traces."""

from __future__ import annotations

import io
import json

from cacheroute_solver.cli import main
from cacheroute_solver.models import Plan
from cacheroute_solver.replay import Comparison, RouterResult
from cacheroute_solver.simulator import generate_workload

TINY = ["--rate", "15", "--duration", "20", "--replicas", "2", "--no-progress"]


def _run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    rc = main(list(argv), out, err)
    return rc, out.getvalue(), err.getvalue()


def _mooncake(path, n: int = 60) -> str:
    """A small Mooncake JSONL: three shared 4-block documents, each request adding one block."""
    lines = []
    for i in range(n):
        doc = i % 3
        hashes = [doc * 100 + j for j in range(4)] + [10_000 + i]
        lines.append(json.dumps({"timestamp": i * 250, "input_length": 5 * 512 - 100, "output_length": 20, "hash_ids": hashes}))
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def test_replay_cacheroute_reports_hit_rate_counts_and_capacity(tmp_path):
    out_json = tmp_path / "res.json"
    rc, out, err = _run("replay", "family:published", *TINY, "--capacity-runs", "2", "--json", str(out_json))
    assert rc == 0, err
    assert "served hit rate" in out and "capacity at p99 ttft <= 3.5 s" in out
    res = RouterResult.model_validate_json(out_json.read_text())
    assert res.router == "cacheroute"
    routed = sum(v for k, v in res.counts.items() if k not in ("plans", "spilled"))
    assert routed == res.report.requests
    assert res.capacity is not None and len(res.capacity.points) == 2
    assert 0.0 <= res.report.hit_rate <= res.report.bound_hit_rate + 1e-9


def test_replay_follows_a_given_plan_without_replanning(tmp_path):
    trace = generate_workload("published", rate=15, duration_s=20, seed=1)
    top = max(set(k for k in trace.keys if k), key=trace.keys.count)
    plan_path = tmp_path / "plan.json"
    plan_path.write_text(Plan(assignments={top: (("r1", 1.0),)}).model_dump_json())
    out_json = tmp_path / "res.json"
    rc, out, err = _run("replay", "family:published", *TINY, "--capacity-runs", "0", "--plan", str(plan_path), "--json", str(out_json))
    assert rc == 0, err
    res = RouterResult.model_validate_json(out_json.read_text())
    assert res.router == "plan" and res.capacity is None
    assert res.counts["plans"] == 1
    assert res.counts["planned"] >= trace.keys.count(top) // 2
    assert res.report.per_replica[1].requests >= res.counts["planned"]


def test_replay_rejects_bad_input(tmp_path):
    rc, _, err = _run("replay", str(tmp_path / "missing.jsonl"), "--no-progress")
    assert rc == 2 and "missing.jsonl" in err
    rc, _, err = _run("replay", "family:published", *TINY, "--router", "no_such_router")
    assert rc == 2 and "unknown router 'no_such_router'" in err
    rc, _, err = _run("replay", "family:nope", *TINY)
    assert rc == 2 and "unknown family" in err
    plan_path = tmp_path / "plan.json"
    plan_path.write_text(Plan().model_dump_json())
    rc, _, err = _run("replay", "family:published", *TINY, "--router", "least_loaded", "--plan", str(plan_path))
    assert rc == 2 and "--plan" in err


def test_compare_writes_table_json_and_plots(tmp_path):
    trace = _mooncake(tmp_path / "t.jsonl")
    outdir = tmp_path / "results"
    rc, out, err = _run(
        "compare", trace, "--routers", "cacheroute,least_loaded,consistent_hash", "--replicas", "3",
        "--capacity-runs", "2", "--out", str(outdir), "--stem", "tiny", "--no-progress",
    )
    assert rc == 0, err
    rows = [line for line in out.splitlines() if line.startswith("| ") and not line.startswith("| router")]
    assert [r.split("|")[1].strip() for r in rows] == ["cacheroute", "least_loaded", "consistent_hash"]
    assert {p.name for p in outdir.iterdir()} == {
        "tiny.md", "tiny.json", "tiny-p99.png", "tiny-hit-rate.png", "tiny-replica-load.png",
    }
    comp = Comparison.model_validate_json((outdir / "tiny.json").read_text())
    assert comp.requests == 60 and len(comp.results) == 3
    assert all(r.capacity is not None and r.capacity.points for r in comp.results)
    assert (outdir / "tiny-p99.png").read_bytes()[:4] == b"\x89PNG"
    by = {r.router: r.report for r in comp.results}
    assert by["cacheroute"].hit_rate > by["least_loaded"].hit_rate


def test_compare_lists_routers_and_rejects_unknown_ones():
    rc, out, _ = _run("compare", "family:published", "--list")
    names = out.split()
    assert rc == 0 and names[:2] == ["cacheroute", "cacheroute_reactive"] and "least_loaded" in names and "chwbl" in names
    rc, _, err = _run("compare", "family:published", *TINY, "--routers", "least_loaded,bogus")
    assert rc == 2 and "bogus" in err
