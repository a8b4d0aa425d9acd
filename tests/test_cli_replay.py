"""`cacheroute replay` and `cacheroute compare` on tiny traces."""

from __future__ import annotations

import io
import json

import pytest

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
        lines.append(
            json.dumps({"timestamp": i * 250, "input_length": 5 * 512 - 100, "output_length": 20, "hash_ids": hashes})
        )
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
    assert res.report.bound_hit_rate is not None
    assert 0.0 <= res.report.hit_rate <= res.report.bound_hit_rate + 1e-9


def test_replay_follows_a_given_plan_without_replanning(tmp_path):
    trace = generate_workload("published", rate=15, duration_s=20, seed=1)
    assert trace.keys is not None
    top = max({k for k in trace.keys if k}, key=trace.keys.count)
    plan_path = tmp_path / "plan.json"
    plan_path.write_text(Plan(assignments={top: (("r1", 1.0),)}).model_dump_json())
    out_json = tmp_path / "res.json"
    rc, _out, err = _run(
        "replay", "family:published", *TINY, "--capacity-runs", "0", "--plan", str(plan_path), "--json", str(out_json)
    )
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
        "compare",
        trace,
        "--routers",
        "cacheroute,least_loaded,consistent_hash",
        "--replicas",
        "3",
        "--capacity-runs",
        "2",
        "--out",
        str(outdir),
        "--stem",
        "tiny",
        "--no-progress",
    )
    assert rc == 0, err
    rows = [line for line in out.splitlines() if line.startswith("| ") and not line.startswith("| router")]
    assert [r.split("|")[1].strip() for r in rows] == ["cacheroute", "least_loaded", "consistent_hash"]
    assert {p.name for p in outdir.iterdir()} == {
        "tiny.md",
        "tiny.json",
        "tiny-p99.png",
        "tiny-hit-rate.png",
        "tiny-replica-load.png",
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
    assert (
        rc == 0 and names[:2] == ["cacheroute", "cacheroute_reactive"] and "least_loaded" in names and "chwbl" in names
    )
    rc, _, err = _run("compare", "family:published", *TINY, "--routers", "least_loaded,bogus")
    assert rc == 2 and "bogus" in err


def test_replay_skips_bad_records_and_says_how_many_unless_strict(tmp_path):
    path = tmp_path / "t.jsonl"
    _mooncake(path)
    with path.open("ab") as f:
        f.write(b'{"timestamp": 1, "input_length": 1e30, "output_length": 1, "hash_ids": []}\n')
        f.write(b'{"timestamp": NaN, "input_length": 10, "output_length": 1, "hash_ids": []}\n\xff\xfe\n')
    base = ["replay", str(path), "--router", "least_loaded", "--replicas", "2", "--capacity-runs", "0", "--no-progress"]
    rc, out, err = _run(*base)
    assert rc == 0, err
    assert "60 requests (3 malformed skipped)" in out
    assert "line 61: input_length:" in err and "line 62: timestamp:" in err and "line 63: record: not UTF-8" in err
    rc, out, err = _run(*base, "--strict")
    assert rc == 2 and out == "" and "3 malformed record(s) (--strict)" in err
    rc, out, err = _run(
        "compare", str(path), "--routers", "least_loaded", "--replicas", "2", "--capacity-runs", "0", "--no-progress"
    )
    assert rc == 0 and out.startswith("t: 60 requests (3 malformed skipped)")


def test_replay_needs_a_usable_trace(tmp_path):
    one = tmp_path / "one.jsonl"
    one.write_text(json.dumps({"timestamp": 0, "input_length": 600, "output_length": 5, "hash_ids": [1, 2]}) + "\n")
    rc, _, err = _run("replay", str(one), "--no-progress")
    assert rc == 1 and "1 usable request(s)" in err
    bad = tmp_path / "bad.jsonl"
    bad.write_text("nothing here\n")
    rc, _, err = _run("replay", str(bad), "--no-progress")
    assert rc == 1 and "no valid records" in err
    same = tmp_path / "same.jsonl"
    rec = {"timestamp": 100, "input_length": 600, "output_length": 5, "hash_ids": [1, 2]}
    same.write_text((json.dumps(rec) + "\n") * 20)
    for opts in (["--rate", "5"], ["--capacity-runs", "2"]):
        rc, _, err = _run("replay", str(same), "--router", "least_loaded", "--replicas", "2", "--no-progress", *opts)
        assert rc == 2 and "arrive at one time" in err, opts
    rc, out, err = _run(
        "replay", str(same), "--router", "least_loaded", "--replicas", "2", "--capacity-runs", "0", "--no-progress"
    )
    assert rc == 0 and "completed 20/20" in out, err


def test_replay_checks_options_and_reads_azure_csv(tmp_path):
    for opts in (
        ["--block-tokens", "0"],
        ["--rate", "0"],
        ["--rate", "-3"],
        ["--rate", "nan"],
        ["--slo", "inf"],
        ["--seed", "-1"],
        ["--capacity-runs", "-1"],
        ["--duration", "0"],
    ):
        rc, out, err = _run("replay", "family:published", "--no-progress", *opts)
        assert rc == 2 and out == "" and f"argument {opts[0]}" in err, (opts, err)
    rc, _, err = _run("replay", "family:published", "--rate", "1e6", "--duration", "1e6", "--no-progress")
    assert rc == 2 and "at most 10,000,000" in err
    rc, _, err = _run("replay", "family:published", "--rate", "0.001", "--duration", "1", "--no-progress")
    assert rc == 1 and "0 usable request(s)" in err
    rc, _, err = _run("replay", "family:published", *TINY, "--replicas", "0")
    assert rc == 2 and "--replicas must be in [1, 4096]" in err
    path = tmp_path / "t.jsonl"
    _mooncake(path)
    rc, _, err = _run("replay", str(path), "--rate", "1e-310", "--capacity-runs", "0", "--no-progress")
    assert rc == 2 and "--rate 1e-310" in err
    csv = tmp_path / "az.csv"
    rows = [f"2023-11-16 18:17:{i:02d}.5000000,{500 + i},{5 + i}" for i in range(40)]
    csv.write_text("TIMESTAMP,ContextTokens,GeneratedTokens\n" + "\n".join(rows) + "\nnot,a,row\n")
    rc, out, err = _run(
        "replay", str(csv), "--router", "least_loaded", "--replicas", "2", "--capacity-runs", "0", "--no-progress"
    )
    assert rc == 0 and "40 requests (1 malformed skipped)" in out and "line 42: TIMESTAMP:" in err
    (tmp_path / "h.csv").write_text("a,b\n1,2\n")
    rc, _, err = _run("replay", str(tmp_path / "h.csv"), "--no-progress")
    assert rc == 1 and "line 1: header: missing column" in err


def test_compare_runs_every_router_as_several_instances():
    rc, out, err = _run(
        "compare",
        "family:chat",
        *TINY,
        "--instances",
        "2",
        "--routers",
        "cacheroute,cache_aware_cli,cache_aware_mesh",
        "--capacity-runs",
        "0",
        "--workers",
        "1",
    )
    assert rc == 0, err
    assert "2 router instances" in out and "| cache_aware_mesh |" in out
    rc, out, err = _run("compare", "family:chat", *TINY, "--routers", "cache_aware_mesh", "--capacity-runs", "0")
    assert rc == 2 and "cache_aware_mesh needs --instances 2 or more" in err
    rc, out, err = _run("replay", "family:chat", *TINY, "--instances", "0")
    assert rc == 2 and "--instances" in err and "[1, 64]" in err


def test_several_cacheroute_instances_report_their_load_unless_told_not_to():
    import argparse

    from cacheroute_solver.cli.replay_setup import _route_config
    from cacheroute_solver.replay import make_router
    from cacheroute_solver.replay.registry import PEER_DELAY_S
    from cacheroute_solver.simulator import reference_fleet
    from cacheroute_solver.simulator.balancer import Balanced

    trace = generate_workload("chat", rate=15, duration_s=20, seed=1)
    for flag, on in ((True, True), (False, False), (None, True)):  # None: no flag, the default for N > 1
        args = argparse.Namespace(config=None, engine=None, kv_events=False, peer_load=flag)
        router = make_router("cacheroute", trace, reference_fleet(2), _route_config(args), instances=2)()
        assert isinstance(router, Balanced)
        assert router.peer_s == (PEER_DELAY_S if on else None)
        configs = [getattr(inst, "routing_config", None) for inst in router.instances]
        assert all(bool(c is not None and c.peer_load) == on for c in configs)
        # each instance is told there are two, whether the flag's settings or the default made them
        assert all(c is not None and c.instances == 2 for c in configs)
    for option in ("--peer-load", "--no-peer-load"):
        rc, _out, err = _run("replay", "family:chat", *TINY, "--instances", "2", "--capacity-runs", "0", option)
        assert rc == 0, err


def test_gate_exits_by_its_verdict_writes_the_report_and_names_bad_input(tmp_path):
    from cacheroute_solver.replay import ReplayReport

    report = tmp_path / "gate.json"
    rc, out, err = _run(
        "gate",
        "family:published",
        *TINY,
        "--baseline",
        "least_loaded",
        "--instances",
        "2",
        "--capacity-runs",
        "2",
        "--workers",
        "1",
        "--json",
        str(report),
    )
    rep = ReplayReport.model_validate_json(report.read_text())
    assert rc == (0 if rep.verdict == "enable" else 1), (rc, rep.verdict, err)
    assert f"verdict: {rep.verdict}" in out and "2 router instances" in out and rep.instances == 2
    assert rep.baseline == "least_loaded" and all(f"  - {why}" in out for why in rep.reasons)
    assert rep.recording is not None
    assert rep.recording.source == "family:published" and rep.recording.sha256 is None  # not a recording
    rc, out, err = _run("gate", "family:published", *TINY, "--baseline", "nosuch", "--capacity-runs", "1")
    assert rc == 2 and "nosuch" in err
    rc, out, err = _run("gate", str(tmp_path / "missing.jsonl"), "--no-progress")
    assert rc == 2 and "missing.jsonl" in err


@pytest.mark.parametrize(
    ("name", "content", "said"),
    [
        ("empty.jsonl", b"", "no valid records"),
        ("binary.jsonl", b"\xff\xfe\x00bad\n\x80\x81\n", "not UTF-8"),
        ("malformed.jsonl", b'{"timestamp": 0}\n', "input_length"),
        (
            "one.jsonl",
            b'{"timestamp": 0, "input_length": 100, "output_length": 5, "hash_ids": [1]}\n',
            "1 usable request(s)",
        ),
        ("missing.jsonl", None, "missing.jsonl"),
    ],
)
def test_the_gate_exits_2_not_reject_on_a_recording_with_nothing_usable(tmp_path, name, content, said):
    """0 and 1 are the gate's verdicts: a pipeline must tell an unusable recording from a rejected plan."""
    path = tmp_path / name
    if content is not None:
        path.write_bytes(content)
    rc, out, err = _run("gate", str(path), "--replicas", "2", "--no-progress")
    assert rc == 2, (rc, err)
    assert said in err and "no verdict" in err and "verdict:" not in out


def test_the_gate_report_says_which_fleet_recording_and_planner_it_is_about(tmp_path):
    """What a router checks before it goes live on the report (`router.operations.switch.admit`)."""
    import hashlib
    import time

    from cacheroute_solver.models import Fleet, PlanConfig, Replica
    from cacheroute_solver.provenance import FleetIdentity, PlanIdentity
    from cacheroute_solver.replay import ReplayReport

    rec = tmp_path / "recorded.jsonl"
    _mooncake(rec)
    records = [json.loads(x) for x in rec.read_text().splitlines()]
    for i, r in enumerate(records):
        r.update(replica=f"r{i % 2}", shadow_replica="r1", reason="baseline", block_tokens=512)
    rec.write_text("".join(json.dumps(r) + "\n" for r in records))
    fleet = Fleet(
        replicas=(
            Replica(id="r1", prefill_capacity=9000, kv_capacity=4e5),
            Replica(id="r0", prefill_capacity=9000, kv_capacity=4e5),
        )
    )
    fleet_json = tmp_path / "fleet.json"
    fleet_json.write_text(fleet.model_dump_json())
    report = tmp_path / "gate.json"
    before = time.time()
    rc, out, err = _run(
        "gate",
        str(rec),
        "--fleet",
        str(fleet_json),
        "--baseline",
        "round_robin",
        "--capacity-runs",
        "1",
        "--workers",
        "1",
        "--no-progress",
        "--json",
        str(report),
    )
    assert rc in (0, 1), err
    rep = ReplayReport.model_validate_json(report.read_text())
    assert rep.fleet == FleetIdentity.of(fleet) and [r.id for r in rep.fleet.replicas] == ["r0", "r1"]
    assert rep.plan == PlanIdentity.of(PlanConfig())
    assert rep.created_at is not None and before <= rep.created_at <= time.time()
    assert rep.recording is not None
    assert rep.recording.sha256 == hashlib.sha256(rec.read_bytes()).hexdigest()
    assert rep.recording.replicas == ("r0", "r1") and rep.recording.requests == 60 and not rep.recording.time_scaled
    assert rep.recording.block_tokens == 512 and rep.recording.duration_s == pytest.approx(59 * 0.25)
    assert rep.candidate_ttft_p99_s == rep.candidate_p99_s and rep.baseline_ttft_p99_s == rep.baseline_p99_s
    assert f"fleet {rep.fleet.sha256[:12]}" in out and "/plan/enable" in out

    rc, out, err = _run(
        "gate",
        str(rec),
        "--fleet",
        str(fleet_json),
        "--rate",
        "8",
        "--capacity-runs",
        "1",
        "--baseline",
        "round_robin",
        "--workers",
        "1",
        "--no-progress",
        "--json",
        str(report),
    )
    again = ReplayReport.model_validate_json(report.read_text())
    assert again.recording is not None and again.recording.time_scaled


def test_the_gate_takes_fleet_block_size_baseline_instances_and_planner_from_the_router_config(tmp_path):
    from cacheroute_solver.replay import ReplayReport
    from cacheroute_solver.router.operations.switch import SwitchConfig, admit
    from cacheroute_solver.router.server import ReferenceRouter, RouterConfig

    rec = tmp_path / "recorded.jsonl"
    _mooncake(rec)
    rec.write_text("".join(json.dumps({**json.loads(x), "replica": "a"}) + "\n" for x in rec.read_text().splitlines()))
    config = RouterConfig.model_validate(
        {
            "replicas": [
                {"id": "a", "url": "http://10.0.0.1:8000", "prefill_capacity": 8000, "kv_capacity": 3e5},
                {"id": "b", "url": "http://10.0.0.2:8000", "prefill_capacity": 8000, "kv_capacity": 3e5},
            ],
            "policy": "least_loaded",
            "shadow": True,
            "plan_config": {"admit_rate": 0.02, "backend": "pulp"},
            "routing": {"instances": 2},
        }
    )
    path = tmp_path / "router.json"
    path.write_text(config.model_dump_json())
    report = tmp_path / "gate.json"
    common = [str(rec), "--router-config", str(path), "--capacity-runs", "1", "--workers", "1", "--no-progress"]
    rc, _out, err = _run("gate", *common, "--json", str(report))
    assert rc in (0, 1), err
    rep = ReplayReport.model_validate_json(report.read_text())
    assert rep.recording is not None and rep.plan is not None and rep.fleet is not None
    assert rep.baseline == "least_loaded" and rep.instances == 2 and rep.recording.block_tokens == 32
    assert rep.plan.settings["admit_rate"] == 0.02 and [r.id for r in rep.fleet.replicas] == ["a", "b"]
    router = ReferenceRouter(config)

    def refusals(rep: ReplayReport, peer_load: bool = False) -> list:
        """What this router's switch says against enabling ``rep`` (its checks, forced past the verdict)."""
        assert rep.created_at is not None
        return admit(
            rep,
            fleet=router.routing.fleet,
            plan=config.plan_config,
            incumbent=config.policy,
            instances=2,
            peer_load=peer_load,
            block_tokens=config.key_spec.chain_block_tokens,
            config=SwitchConfig(),
            now=rep.created_at,
            force=True,
        )

    assert refusals(rep) == []

    # a router whose instances have peers is judged with them, unless its routing turns peer_load off
    peers = {"listen": "127.0.0.1:7300", "peers": ["127.0.0.1:7301"]}
    for routing in ({"instances": 2}, {"instances": 2, "peer_load": False}):
        peered = RouterConfig.model_validate(
            {**config.model_dump(exclude_unset=True), "peers": peers, "routing": routing}
        )
        path.write_text(peered.model_dump_json(exclude_unset=True))  # as a user writes it: routing's defaults unsaid
        rc, _out, err = _run("gate", *common, "--json", str(report))
        assert rc in (0, 1), err
        rep = ReplayReport.model_validate_json(report.read_text())
        assert rep.peer_load == peered.routing_in_use.peer_load == ("peer_load" not in routing)
        assert refusals(rep, peered.routing_in_use.peer_load) == []
        assert refusals(rep, not peered.routing_in_use.peer_load) != []  # judged the other way: peers_mismatch
    path.write_text(config.model_dump_json())
    # the router's instances report nothing to each other: a report judged with peer load would be refused
    rc, _out, err = _run("gate", *common, "--peer-load")
    assert rc == 2 and "--peer-load disagrees" in err and "would refuse" in err

    rc, _out, err = _run("gate", *common, "--block-tokens", "512")
    assert rc == 2 and "--block-tokens 512 disagrees" in err and "would refuse" in err
    rc, _out, err = _run("gate", *common, "--fleet", str(path))
    assert rc == 2 and "give one" in err


def test_replay_simulates_the_engines_given_with_engine(tmp_path):
    """A fleet that is not the reference H100s: its own cost model, block size and KV; a bad file is named."""
    from cacheroute_solver.simulator import CostModel, EngineConfig

    slow = EngineConfig(
        cost=CostModel(
            name="slow", fixed_s=0.02, weights_s=0.0, token_s=2e-4, ctx_token_s=0.0, attn_pair_s=0.0, kv_tokens=400_000
        ),
        block_size=32,
        kv_blocks_per_replica=64,
    )
    path = tmp_path / "engine.json"
    path.write_text(slow.model_dump_json())
    results = {}
    for name, extra in (("default", ()), ("given", ("--engine", str(path)))):
        out_json = tmp_path / f"{name}.json"
        rc, _out, err = _run(
            "replay", "family:published", *TINY, "--capacity-runs", "0", "--json", str(out_json), *extra
        )
        assert rc == 0, err
        results[name] = RouterResult.model_validate_json(out_json.read_text()).report
    # 64 blocks of 32 tokens hold about one prompt: far less reuse; 2e-4 s a token: far slower first tokens
    assert results["given"].hit_rate < results["default"].hit_rate - 0.2
    assert results["given"].ttft.p50 > 5 * results["default"].ttft.p50
    path.write_text(json.dumps({"block_size": 0}))
    rc, _out, err = _run("replay", "family:published", *TINY, "--capacity-runs", "0", "--engine", str(path))
    assert rc == 2 and "engine" in err and "block_size" in err


def test_the_gate_replays_one_models_traffic_of_a_several_model_recording_over_its_replicas(tmp_path):
    from cacheroute_solver.replay import ReplayReport
    from cacheroute_solver.router.server import RouterConfig

    rec = tmp_path / "recorded.jsonl"
    _mooncake(rec)
    lines = rec.read_text().splitlines()
    models = ["llama", "qwen", "sql-lora"]
    rec.write_text(
        "".join(
            json.dumps({**json.loads(x), "model": models[i % 3], "replica": "a"}) + "\n" for i, x in enumerate(lines)
        )
    )
    config = RouterConfig.model_validate(
        {
            "replicas": [
                {"id": "a", "url": "http://10.0.0.1:8000", "models": ["llama"], "adapters": ["sql-lora"]},
                {"id": "b", "url": "http://10.0.0.2:8000", "models": ["llama"]},
                {"id": "q", "url": "http://10.0.0.3:8000", "models": ["qwen"]},
            ],
            "policy": "least_loaded",
            "shadow": True,
        }
    )
    path = tmp_path / "router.json"
    path.write_text(config.model_dump_json())
    common = [str(rec), "--router-config", str(path), "--capacity-runs", "1", "--workers", "1", "--no-progress"]
    rc, out, err = _run("gate", *common)
    assert rc == 2 and "several models (llama (20), qwen (20), sql-lora (20)); give --model" in err, err
    rc, out, err = _run("gate", *common, "--model", "mistral")
    assert rc == 2 and "--model mistral: the recording holds no request for it" in err
    report = tmp_path / "gate.json"
    rc, out, err = _run("gate", *common, "--model", "llama", "--json", str(report))
    assert rc in (0, 1), err
    rep = ReplayReport.model_validate_json(report.read_text())
    assert rep.requests == 20 and rep.recording is not None and rep.recording.source.endswith("(model llama)")
    assert rep.fleet is not None and [r.id for r in rep.fleet.replicas] == ["a", "b"]
    rc, out, err = _run("gate", *common, "--model", "sql-lora")
    assert rc in (0, 1) and "20 requests" in out and "on 1 replicas" in out, err
    undeclared = RouterConfig.model_validate(
        {**json.loads(path.read_text()), "replicas": [{"id": "a", "url": "http://10.0.0.1:8000"}]}
    )
    path.write_text(undeclared.model_dump_json())
    rc, out, err = _run("gate", *common, "--model", "qwen")
    assert rc == 2 and "declare no models" in err
    assert not list(tmp_path.glob("cacheroute-model-*"))


def test_the_gate_reads_the_router_config_as_serve_does_yaml_included(tmp_path):
    """A YAML router config (what ``cacheroute serve`` takes) gives the gate its fleet and incumbent; a bad one is
    one line naming the option and the field, no traceback."""
    rec = tmp_path / "recorded.jsonl"
    _mooncake(rec)
    rec.write_text("".join(json.dumps({**json.loads(x), "replica": "a"}) + "\n" for x in rec.read_text().splitlines()))
    path = tmp_path / "router.yaml"
    path.write_text(
        "replicas:\n"
        "  - {id: a, url: 'http://10.0.0.1:8000', prefill_capacity: 8000, kv_capacity: 3.0e+5}\n"
        "  - {id: b, url: 'http://10.0.0.2:8000', prefill_capacity: 8000, kv_capacity: 3.0e+5}\n"
        "policy: least_loaded\nshadow: true\n"
    )
    report = tmp_path / "gate.json"
    common = [str(rec), "--router-config", str(path), "--capacity-runs", "1", "--workers", "1", "--no-progress"]
    rc, _out, err = _run("gate", *common, "--json", str(report))
    assert rc in (0, 1), err
    from cacheroute_solver.replay import ReplayReport

    rep = ReplayReport.model_validate_json(report.read_text())
    assert rep.baseline == "least_loaded" and rep.fleet is not None and [r.id for r in rep.fleet.replicas] == ["a", "b"]

    path.write_text("replicas:\n  - {id: a, url: 'http://10.0.0.1:8000'}\npolicy: least_loaded\nshadw: true\n")
    rc, _out, err = _run("gate", *common)
    assert rc == 2 and "shadw" in err and "Traceback" not in err, err
    path.write_text("replicas: [\n")
    rc, _out, err = _run("gate", *common)
    assert rc == 2 and "--router-config" in err and "invalid YAML" in err, err


def test_every_trace_command_floors_arrivals_with_arrival_quantum(tmp_path):
    """--arrival-quantum floors the arrivals of a family or a file, at the trace's rate and at the rates the
    capacity search tries: the replayed trace is named so, and one second's requests arrive together."""
    from cacheroute_solver.cli.replay_setup import _load_trace

    out_json = tmp_path / "res.json"
    rc, out, err = _run(
        "replay", "family:chat", *TINY, "--arrival-quantum", "1", "--capacity-runs", "1", "--json", str(out_json)
    )
    assert rc == 0, err
    assert "chat-15qps-20s-seed1-q1s" in out
    res = RouterResult.model_validate_json(out_json.read_text())
    assert res.report.trace.endswith("-q1s") and res.capacity is not None
    assert res.capacity.at_capacity is None or "-q1s*t" in res.capacity.at_capacity.trace
    rc, out, err = _run(
        "compare",
        _mooncake(tmp_path / "m.jsonl"),
        "--replicas",
        "2",
        "--no-progress",
        "--routers",
        "round_robin",
        "--capacity-runs",
        "0",
        "--arrival-quantum",
        "2",
    )
    assert rc == 0, err
    assert "m-q2s" in out
    rec = tmp_path / "recorded.jsonl"
    lines = (tmp_path / "m.jsonl").read_text().splitlines()
    rec.write_text("".join(json.dumps({**json.loads(x), "replica": "ab"[i % 2]}) + "\n" for i, x in enumerate(lines)))
    rc, out, err = _run(
        "gate", str(rec), "--no-progress", "--baseline", "round_robin", "--capacity-runs", "1", "--arrival-quantum", "1"
    )
    assert rc in (0, 1), err
    assert "recorded-q1s" in out
    rc, _out, err = _run("replay", "family:chat", *TINY, "--arrival-quantum", "0")
    assert rc == 2 and "--arrival-quantum" in err
    import argparse

    args = argparse.Namespace(
        trace=_mooncake(tmp_path / "n.jsonl"),
        block_tokens=512,
        rate=None,
        strict=False,
        capacity_runs=0,
        arrival_quantum=1.0,
        max_errors=10,
    )
    trace = _load_trace(args, io.StringIO())
    assert trace.arrival.tolist()[:8] == [0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0]
