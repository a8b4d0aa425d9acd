"""The e2e harness's pure parts, without vLLM: schedule, counters, degraded-router detection,
router specs, the balancer, open-loop replay against a fake server, and the report."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest

from e2e import counters, report, routers
from e2e.schedule import block_words, build_schedule, plan_step_times
from tests.helpers.e2e_small import SMALL_SETUP
from tests.helpers.e2e_small import run_result as _result
from tests.helpers.e2e_small import small_config as _small_config
from tests.helpers.e2e_small import small_schedule as _small_schedule
from tests.helpers.trace_records import rec

ROOT = Path(__file__).resolve().parents[2]


# ---- schedule ------------------------------------------------------------------------------


def test_schedule_scales_arrivals_and_shares_prefixes():
    recs = [rec(1000, [1, 2, 3]), rec(3000, [1, 2, 9]), rec(5000, [7], input_length=100)]
    s = build_schedule(recs, tokens_per_block=4, max_prompt=100, max_out=2, time_scale=2.0)
    assert [i.send_s for i in s.items] == [0.0, 1.0, 2.0]
    assert [i.trace_s for i in s.items] == [0.0, 2.0, 4.0]
    a, b, c = (i.prompt.split() for i in s.items)
    assert a[:8] == b[:8] and a[8:] != b[8:]
    assert len(a) == 12 and s.items[0].hash_ids == (1, 2, 3)
    assert len(c) == 1 and c == block_words(7, 4)[:1]  # ceil(100 * 4 / 512) words
    assert s.duration_s == 2.0 and s.prompt_tokens == 25


def test_the_burst_schedule_floors_arrivals_to_whole_trace_seconds():
    """Issue 54's burst schedule: arrivals floored to whole seconds of trace time, then scaled, so the requests of
    one trace second are sent together; the prompts are those of the plain schedule."""
    recs = [rec(1000, [1]), rec(1400, [2]), rec(2999, [3]), rec(3000, [4]), rec(5500, [5])]
    plain = build_schedule(recs, tokens_per_block=4, max_prompt=100, max_out=2, time_scale=2.0)
    burst = build_schedule(recs, tokens_per_block=4, max_prompt=100, max_out=2, time_scale=2.0, arrival_quantum_s=1.0)
    assert [i.trace_s for i in plain.items] == [0.0, 0.4, 1.999, 2.0, 4.5]
    assert [i.trace_s for i in burst.items] == [0.0, 0.0, 1.0, 2.0, 4.0]
    assert [i.send_s for i in burst.items] == [0.0, 0.0, 0.5, 1.0, 2.0] and burst.arrival_quantum_s == 1.0
    assert [i.prompt for i in burst.items] == [i.prompt for i in plain.items]
    with pytest.raises(ValueError, match="arrival_quantum_s"):
        build_schedule(recs, tokens_per_block=4, max_prompt=100, max_out=2, arrival_quantum_s=0.0)


def test_v2_wording_distinct_blocks_distinct_text():
    texts = {tuple(block_words(h, 32)) for h in range(0, 60000, 7)}
    assert len(texts) == len(range(0, 60000, 7))
    with pytest.raises(ValueError, match="wording"):
        block_words(1, 4, "v3")


def test_schedule_caps_prompt_and_keeps_covered_hashes():
    s = build_schedule([rec(0, [1, 2, 3, 4])], tokens_per_block=4, max_prompt=6, max_out=3)
    it = s.items[0]
    assert it.prompt_tokens == 6 and it.hash_ids == (1, 2) and it.max_tokens == 3


@pytest.mark.parametrize(
    "kw,field",
    [({"time_scale": 0}, "time_scale"), ({"tokens_per_block": 0}, "tokens_per_block"), ({"max_out": 0}, "max_out")],
)
def test_schedule_rejects_bad_settings(kw, field):
    args = {"tokens_per_block": 4, "max_prompt": 10, "max_out": 1, **kw}
    with pytest.raises(ValueError, match=field):
        build_schedule([rec(0, [1])], **args)


def test_schedule_rejects_unsorted_trace():
    with pytest.raises(ValueError, match="record 1"):
        build_schedule([rec(10, [1]), rec(5, [2])], tokens_per_block=4, max_prompt=10, max_out=1)


def test_plan_steps_on_trace_clock():
    s = build_schedule([rec(0, [1]), rec(25_000, [2])], tokens_per_block=4, max_prompt=10, max_out=1, time_scale=2.0)
    assert plan_step_times(s, 10.0) == [5.0, 10.0]  # trace 10 s and 20 s, at twice the speed
    with pytest.raises(ValueError):
        plan_step_times(s, 0)


# ---- counters ------------------------------------------------------------------------------

ENGINE_PAGE = """# HELP vllm:prefix_cache_hits_total x
# TYPE vllm:prefix_cache_hits_total counter
vllm:prefix_cache_hits_total{engine="0",model_name="tiny"} 320.0
vllm:prefix_cache_queries_total{engine="0",model_name="tiny"} 1000.0
vllm:prompt_tokens_total{engine="0",model_name="tiny"} 1000.0
vllm:request_success_total{finished_reason="length",model_name="tiny"} 3.0
vllm:request_success_total{finished_reason="stop",model_name="tiny"} 1.0
"""


def test_engine_totals_sum_labels():
    t = counters.engine_totals(ENGINE_PAGE)
    assert t["vllm:prefix_cache_hits_total"] == 320.0
    assert t["vllm:request_success_total"] == 4.0


def test_engine_ttft_from_the_engines_histograms():
    page = (
        'vllm:time_to_first_token_seconds_bucket{engine="0",le="0.01"} %d\n'
        'vllm:time_to_first_token_seconds_bucket{engine="0",le="0.1"} %d\n'
        'vllm:time_to_first_token_seconds_bucket{engine="0",le="+Inf"} %d\n'
    )
    before = [counters.engine_totals(page % (0, 0, 0)), counters.engine_totals(page % (5, 5, 5))]
    after = [counters.engine_totals(page % (10, 50, 60)), counters.engine_totals(page % (5, 45, 45))]
    # between the reads: 10 under 10 ms, 80 more under 100 ms, 10 past it (engine 0's last 10)
    assert counters.engine_ttft_quantile(before, after, 0.5) == pytest.approx(0.01 + 0.09 * (50 - 10) / 80)
    assert counters.engine_ttft_quantile(before, after, 0.05) == pytest.approx(0.005)
    assert counters.engine_ttft_quantile(before, after, 0.99) == pytest.approx(0.1)  # past the last bound
    assert counters.engine_ttft_quantile(before, before, 0.5) is None  # nothing served
    assert counters.engine_ttft_quantile([{}], [{}], 0.5) is None  # no histogram published
    with pytest.raises(ValueError, match="q"):
        counters.histogram_quantile({1.0: 1.0}, 1.5)


def test_parse_prometheus_labels_and_escapes():
    s = counters.Samples.parse('a_total{x="q\\"uote",y="2"} 5\nb 1.5e3 1700000000\n# c 3\nbad line\n')
    assert s.total("a_total", x='q"uote') == 5 and s.total("b") == 1500.0
    assert s.names() == {"a_total", "b"}


def test_parse_prometheus_unescapes_each_sequence_once():
    """The exposition format escapes three characters in a label value: backslash, double quote and newline (a
    model or replica id may hold them). A page prometheus_client wrote reads back the values it was given."""
    from prometheus_client import CollectorRegistry, Gauge, generate_latest

    values = ["x\ny", 'q"', "back\\slash", "\\n", '\\"', "plain"]
    registry = CollectorRegistry()
    g = Gauge("m", "", ["v"], registry=registry)
    for i, v in enumerate(values):
        g.labels(v=v).set(i + 1)
    samples = counters.Samples.parse(generate_latest(registry).decode())
    assert [samples.total("m", v=v) for v in values] == list(range(1, len(values) + 1))
    assert sorted(lab["v"] for _, lab, _ in samples.samples) == sorted(values)


RUST_OK = (
    'vllm_router_prefix_routing_decisions_total{policy="cache_aware",stage="regular",outcome="prefix_hit"} 30\n'
    'vllm_router_prefix_routing_decisions_total{policy="cache_aware",stage="regular",outcome="prefix_miss"} 10\n'
    'vllm_router_kv_routing_inputs_total{transport="http",result="render"} 80\n'
)


def test_rust_router_degraded_by_counter_or_log():
    assert counters.rust_router_health(counters.Samples.parse(RUST_OK), "", 40) == []
    bad = counters.Samples.parse(RUST_OK + 'vllm_router_prefix_routing_decisions_total{outcome="missing_tokens"} 40\n')
    why = counters.rust_router_health(bad, "", 40)
    assert why and "least loaded" in why[0] and "missing_tokens 40" in why[0]
    rejected = counters.Samples.parse(
        RUST_OK + 'vllm_router_kv_routing_inputs_total{result="preparation_rejected"} 9\n'
    )
    assert counters.rust_router_health(rejected, "", 40)
    log = "WARN Prefix input preparation unavailable: preparation_rejected\n" * 5
    assert any("log" in w for w in counters.rust_router_health(counters.Samples.parse(RUST_OK), log, 40))


def test_rust_kv_aware_degraded_when_its_event_index_never_matches():
    blind = counters.Samples.parse(
        'vllm_router_prefix_routing_decisions_total{outcome="prefix_cost",policy="kv_aware"} 300\n'
        'vllm_router_kv_placement_lookups_total{result="miss"} 300\n'
    )
    why = counters.rust_router_health(blind, "", 300)
    assert why == ["KV-event index matched nothing: vllm_router_kv_placement_lookups_total miss 300, no hit"]
    seeing = counters.Samples.parse(
        'vllm_router_prefix_routing_decisions_total{outcome="prefix_cost",policy="kv_aware"} 300\n'
        'vllm_router_kv_placement_lookups_total{result="miss"} 200\n'
        'vllm_router_kv_placement_lookups_total{result="hit"} 100\n'
    )
    assert counters.rust_router_health(seeing, "", 300) == []


def test_rust_router_degraded_without_lookups():
    assert counters.rust_router_health(counters.Samples.parse("other_total 3\n"), "", 40)


def test_sglang_router_degraded_by_upstream_errors():
    ok = counters.Samples.parse('smg_router_upstream_responses_total{error_code="",status_code="200"} 40\n')
    assert counters.sglang_router_health(ok, "", 40) == []
    bad = counters.Samples.parse(
        'smg_router_upstream_responses_total{error_code="",status_code="200"} 4\n'
        'smg_router_upstream_responses_total{error_code="no_available_workers",'
        'status_code="503"} 193\nsmg_worker_retries_exhausted_total 36\n'
    )
    why = counters.sglang_router_health(bad, "", 40)
    assert len(why) == 2 and "HTTP 503 x193" in why[0]


def test_reference_health():
    ok = counters.Samples.parse(
        'cacheroute_requests_total{outcome="ok",replica="e0"} 100\n'
        'cacheroute_decisions_total{kind="planned",reason="warm"} 10\n'
    )
    steps = [{"swap": {"accepted": True}}]
    assert counters.reference_health(ok, 100, policy="plan", plan_steps=steps) == []
    refused = counters.reference_health(ok, 100, policy="plan", plan_steps=[{"swap": {"accepted": False}}])
    assert refused and "refused" in refused[0]
    failing = counters.reference_health(ok, 200, policy="round_robin")
    assert failing and "100 of 200" in failing[0] and "(attempts: ok 100; 0 client disconnects)" in failing[0]
    assert counters.reference_inflight(counters.Samples.parse('cacheroute_inflight_requests{replica="e0"} 2\n')) == 2
    ejected = counters.Samples.parse(
        'cacheroute_requests_total{outcome="ok"} 100\ncacheroute_ejections_total{replica="e0"} 1\n'
    )
    assert counters.reference_health(ejected, 100, policy="plan", plan_steps=steps) == ["1 replica ejections"]


def test_reference_health_of_the_kv_event_feed():
    base = 'cacheroute_requests_total{outcome="ok"} 100\n'
    fed = counters.Samples.parse(
        base + 'cacheroute_kv_batches_total{replica="engine0",result="ok"} 40\n'
        'cacheroute_kv_batches_total{replica="engine1",result="ok"} 30\n'
        'cacheroute_kv_blocks_total{replica="engine0",what="stored"} 900\n'
        'cacheroute_kv_blocks_total{replica="engine1",what="removed"} 50\n'
    )
    assert counters.reference_health(fed, 100, policy="plan", kv_replicas=["engine0", "engine1"]) == []
    # an engine never heard from
    why = counters.reference_health(fed, 100, policy="plan", kv_replicas=["engine0", "engine1", "engine2"])
    assert why == ["no KV event batch from engine2"]
    # stored blocks that match nothing the router hashes, and batches lost for good
    bad = counters.Samples.parse(
        base + 'cacheroute_kv_batches_total{replica="engine0",result="ok"} 40\n'
        'cacheroute_kv_blocks_total{replica="engine0",what="stored"} 900\n'
        'cacheroute_kv_blocks_total{replica="engine0",what="unknown_parent"} 100\n'
        'cacheroute_kv_missed_batches_total{replica="engine0"} 3\n'
    )
    why = counters.reference_health(bad, 100, policy="plan", kv_replicas=["engine0"])
    assert len(why) == 2 and "unknown_parent 100" in why[0] and "3 KV event batches missed" in why[1]
    # a router not told to follow events is not judged on them
    assert counters.reference_health(bad, 100, policy="plan") == []


# ---- routers -------------------------------------------------------------------------------


def test_parse_routers():
    specs = routers.parse_routers("cacheroute, vllm_cache_aware*3")
    assert [(s.name, s.instances) for s in specs] == [("cacheroute", 1), ("vllm_cache_aware*3", 3)]
    assert specs[0].plans and not specs[1].plans
    with pytest.raises(ValueError, match="unknown router 'nope'"):
        routers.parse_routers("nope")
    with pytest.raises(ValueError, match="instances"):
        routers.parse_routers("cacheroute*x")


HELP = """usage: r [--cache-threshold CACHE_THRESHOLD] [--max-tree-size MAX_TREE_SIZE]
  --host HOST   Host (default: 127.0.0.1)
  --cache-threshold CACHE_THRESHOLD
                        Cache threshold (0.0-1.0) for cache-aware routing
                        (default: 0.3)
  --balance-abs-threshold BALANCE_ABS_THRESHOLD
                        triggered when (max_load - min_load) > abs (default:
                        64)
  --balance-rel-threshold BALANCE_REL_THRESHOLD x (default: 1.5)
  --eviction-interval-secs EVICTION_INTERVAL_SECS x (default: 120)
  --max-tree-size MAX_TREE_SIZE
                        Per-worker character budget (default: 33554432)
"""


def test_help_defaults_match_the_simulators_copy():
    assert routers.help_defaults(HELP) == {
        "cache_threshold": 0.3,
        "balance_abs_threshold": 64.0,
        "balance_rel_threshold": 1.5,
        "eviction_interval_s": 120.0,
        "max_tree_size": 33554432.0,
    }
    assert routers.defaults_mismatch(routers.RUST_CACHE_AWARE, HELP) == []
    assert routers.defaults_mismatch(routers.SGLANG_CACHE_AWARE, HELP)  # 60 s, 2^26 differ


def test_reference_config_of_a_sampling_instance_scales_its_observer_not_the_plan():
    """Each of two instances sees half the traffic: its observer keeps keys at half the count, but
    the shared planner plans from the merged (whole) statistics with the fleet's own rates."""
    spec = routers.parse_routers("cacheroute*2")[0]
    cfg = routers.reference_config(
        spec,
        ["http://127.0.0.1:1", "http://127.0.0.1:2"],
        kv_tokens=100,
        prefill_capacity=1000.0,
        plan_config={"admit_rate": 0.02, "keep_rate": 0.01},
        chars_per_token=4.0,
        max_keys=10,
        horizon_s=60.0,
        share=0.5,
    )
    assert cfg["plan_config"] == {"admit_rate": 0.02, "keep_rate": 0.01}
    assert [r["prefill_capacity"] for r in cfg["replicas"]] == [1000.0, 1000.0]
    assert cfg["observer"]["min_count"] == 0.75 and "plan_period_s" not in cfg
    shared = routers.shared_planner_config(["http://127.0.0.1:7", "http://127.0.0.1:8"], cfg)
    assert shared.routers == ("http://127.0.0.1:7", "http://127.0.0.1:8") and shared.max_keys == 10
    assert shared.plan_config.admit_rate == 0.02 and shared.publish == "http"
    from cacheroute_solver.router.server import RouterConfig

    assert RouterConfig.model_validate(cfg).routing.instances == 2  # it knows it is one of two: the home rule
    one = routers.reference_config(
        routers.parse_routers("cacheroute")[0],
        ["http://127.0.0.1:1"],
        kv_tokens=100,
        prefill_capacity=1000.0,
        plan_config={},
        chars_per_token=4.0,
        max_keys=10,
        horizon_s=60.0,
    )
    assert RouterConfig.model_validate(one).routing.instances == 1


def _word_tokenizer(path):
    from tokenizers import Tokenizer, models, pre_tokenizers

    tok = Tokenizer(models.WordLevel({"[UNK]": 0, **{f"w{i}": i + 1 for i in range(50)}}, unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tok.save(str(path))
    return str(path)


@pytest.mark.parametrize(
    ("text", "field"),
    [('{"queued_weight": -1}', "queued_weight"), ('{"instances": 1}', "instances"), ("{", "Expecting")],
)
def test_routing_flag_rejects_bad_fields_and_the_row_count(text, field):
    import argparse

    from e2e.run_e2e import routing_fields

    with pytest.raises(argparse.ArgumentTypeError, match=field):
        routing_fields(text)
    assert routing_fields('{"queued_weight": 0}') == {"queued_weight": 0}


CONFIG_KW: dict[str, Any] = {
    "kv_tokens": 100,
    "prefill_capacity": 1000.0,
    "plan_config": {},
    "chars_per_token": 4.0,
    "max_keys": 10,
    "horizon_s": 60.0,
}
"""`routers.reference_config`'s fleet and planner arguments for a row's config alone."""


def test_reference_config_follows_the_engines_kv_events(tmp_path):
    spec = routers.parse_routers("cacheroute_kv*2")[0]
    assert spec.kv_events and spec.plans and spec.instances == 2
    engines = ["http://127.0.0.1:1", "http://127.0.0.1:2"]
    sources = [("tcp://127.0.0.1:5601", "tcp://127.0.0.1:5701"), ("tcp://127.0.0.1:5602", "tcp://127.0.0.1:5702")]
    kw = dict(CONFIG_KW)
    cfg = routers.reference_config(
        spec, engines, **kw, kv_sources=sources, tokenizer=_word_tokenizer(tmp_path / "tokenizer.json"), block_tokens=16
    )
    assert [(r["kv_events"], r["kv_events_replay"]) for r in cfg["replicas"]] == sources
    assert cfg["key_spec"]["block_tokens"] == 16 and cfg["key_spec"]["tokenizer"].endswith("tokenizer.json")
    from cacheroute_solver.router.server import RouterConfig

    rc = RouterConfig.model_validate(cfg)
    assert rc.key_spec.chain_block_tokens == 16
    with pytest.raises(ValueError, match="cacheroute_kv"):
        routers.reference_config(spec, engines, **kw)  # no endpoints: refused, not silently event-blind
    plain = routers.reference_config(routers.parse_routers("cacheroute")[0], engines, **kw, kv_sources=sources)
    assert all("kv_events" not in r for r in plain["replicas"]) and "tokenizer" not in plain["key_spec"]


def test_rows_told_the_true_costs_or_the_h100_preset_and_the_learned_figures_read_back(tmp_path):
    """issue 53: ``cacheroute`` learns (the router's default), ``cacheroute_told`` is given each engine's true model
    (--true-costs), ``cacheroute_h100`` the preset for all; each row's figures in force come back off /metrics."""
    import argparse

    from cacheroute_solver.router.server import RouterConfig
    from cacheroute_solver.routing import DelayModel
    from e2e.run_e2e import learned_costs, true_costs_arg

    engines = ["http://127.0.0.1:1", "http://127.0.0.1:2"]
    kw = dict(CONFIG_KW)
    truth = [
        DelayModel(token_s=1e-3, attn_pair_s=0.0, decode_step_s=0.1),
        DelayModel(token_s=2e-3, attn_pair_s=0.0, decode_step_s=0.2),
    ]
    (tmp_path / "true.json").write_text(json.dumps([m.model_dump() for m in truth]))
    told = true_costs_arg(str(tmp_path / "true.json"))
    with pytest.raises(argparse.ArgumentTypeError, match="true-costs"):
        true_costs_arg(str(tmp_path / "missing.json"))
    learning = RouterConfig.model_validate(
        routers.reference_config(routers.parse_routers("cacheroute")[0], engines, **kw)
    )
    assert learning.routing_in_use.learns
    spec = routers.parse_routers("cacheroute_told")[0]
    cfg = RouterConfig.model_validate(routers.reference_config(spec, engines, **kw, true_costs=told))
    assert [r.delay for r in cfg.replicas] == truth and not cfg.routing_in_use.learns
    with pytest.raises(ValueError, match="cacheroute_told"):
        routers.reference_config(spec, engines, **kw)
    preset = routers.reference_config(routers.parse_routers("cacheroute_h100")[0], engines, **kw)
    assert not RouterConfig.model_validate(preset).routing_in_use.learns
    from e2e.pacing import Pacing
    from e2e.run_e2e import true_costs_of

    paced = true_costs_of([Pacing(speed=1.0), Pacing(speed=0.5)], 8)
    assert paced is not None and true_costs_of([], 8) is None
    one, half = (DelayModel.model_validate(m) for m in paced)
    assert one.token_s == pytest.approx(Pacing().cost().token_s) and one.max_num_seqs == 8
    assert half.token_s == pytest.approx(2 * one.token_s) and half.attn_pair_s == pytest.approx(2 * one.attn_pair_s)
    page = counters.Samples.parse(
        'cacheroute_replica_token_seconds{replica="engine0"} 0.001\n'
        'cacheroute_replica_cost_observations{replica="engine0"} 40\n'
        'cacheroute_replica_token_seconds{replica="engine1"} 0.002\n'
    )
    assert learned_costs([page, counters.Samples()]) == [
        {"engine0": {"token_s": 0.001, "observations": 40.0}, "engine1": {"token_s": 0.002}},
        {},
    ]


# ---- balancer and open-loop replay against fake servers -----------------------------------


def _fake_engine(name: str, seen: list):
    from aiohttp import web

    async def complete(request):
        body = await request.json()
        seen.append((name, time.monotonic(), body["prompt"]))
        return web.json_response({"usage": {"prompt_tokens": 7, "prompt_tokens_details": {"cached_tokens": 3}}})

    app = web.Application()
    app.router.add_post("/v1/completions", complete)
    return app


async def _serve(app):
    from tests.helpers.localserve import serve_local  # aiohttp only where these tests run

    runner, port = await serve_local(app)
    return runner, f"http://127.0.0.1:{port}"


def test_balancer_and_open_loop_replay():
    from e2e import balancer
    from e2e.loadgen import replay

    async def main():
        seen: list = []
        runners, urls = [], []
        for n in ("a", "b"):
            r, u = await _serve(_fake_engine(n, seen))
            runners.append(r)
            urls.append(u)
        rb, base = await _serve(balancer.make_app(urls))
        recs = [rec(i * 300, [i]) for i in range(6)]
        sched = build_schedule(recs, tokens_per_block=2, max_prompt=10, max_out=1, time_scale=1.0)
        calls = []

        async def hook():
            calls.append(time.monotonic())
            return {"warm_keys": 1}

        res = await replay(base, sched, hooks=[(0.75, hook)], progress_every=0)
        for r in [rb, *runners]:
            await r.cleanup()
        return seen, res, calls

    seen, res, calls = asyncio.run(main())
    assert sorted(s[0] for s in seen) == ["a"] * 3 + ["b"] * 3  # round robin over the two
    times = sorted(s[1] for s in seen)
    first_lag = min(res.outcomes, key=lambda o: o.index).lag_s
    assert times[-1] - times[0] >= 1.5 - first_lag - 0.05  # sent over 1.5 s on the schedule, not at once
    assert all(o.lag_s >= 0 for o in res.outcomes)
    assert res.errors == [] and all(o.cached_tokens == 3 and o.prompt_tokens == 7 for o in res.outcomes)
    assert len(calls) == 1 and res.hook_results[0]["warm_keys"] == 1 and res.hook_results[0]["at_s"] == 0.75
    assert {o.headers.get("X-Balancer-Upstream") for o in res.outcomes} == {"0", "1"}


def test_replay_records_failures():
    from e2e.loadgen import replay

    sched = build_schedule([rec(0, [1])], tokens_per_block=2, max_prompt=10, max_out=1)
    res = asyncio.run(replay("http://127.0.0.1:9", sched, progress_every=0, timeout_s=5))
    assert len(res.errors) == 1 and res.outcomes[0].status == 0


# ---- prediction helpers and the report ----------------------------------------------------


def test_fit_cost_recovers_a_line():
    from e2e.predict import fit_cost

    pairs = [(u, 0.02 + 0.001 * u) for u in range(0, 1000, 10)]
    pairs += [(u, 5.0 + 0.001 * u) for u in range(0, 1000, 50)]  # requests that queued
    fixed, per_token = fit_cost(pairs, steps_per_request=2)
    assert per_token == pytest.approx(0.001, rel=0.05) and fixed == pytest.approx(0.01, rel=0.3)


def test_fit_ttft_separates_the_path_from_the_steps():
    from e2e.predict import fit_ttft

    # 12 ms of path, 10 ms per step, 1 ms per uncached token; two tokens, so one decode step after the first
    firsts = [(u, 0.012 + 0.010 + 0.001 * u) for u in range(0, 1000, 10)]
    lats = [(u, t + 0.010) for u, t in firsts]
    queued = [(u, 5.0 + 0.001 * u) for u in range(0, 1000, 50)]
    step, per_token, path = fit_ttft(lats + queued, firsts + queued, steps_per_request=2)
    assert step == pytest.approx(0.010, rel=0.1) and per_token == pytest.approx(0.001, rel=0.05)
    assert path == pytest.approx(0.012, rel=0.1)
    # no TTFTs, or no decode step to tell the path from a step by: the latency fit and no path
    assert fit_ttft(lats, [], 2)[2] == 0.0 and fit_ttft(lats, firsts, 1)[2] == 0.0


def test_split_cpus_keeps_the_engines_off_the_routers_cpus():
    from e2e.run_e2e import split_cpus

    assert split_cpus("half", [0, 1]) == ([1], [0])
    assert split_cpus("half", [0, 1, 2, 3]) == ([2, 3], [0, 1])
    assert split_cpus("half", [0]) is None and split_cpus("shared", [0, 1]) is None
    assert split_cpus("1-2,3", [0, 1, 2, 3]) == ([1, 2, 3], [0])
    for bad, why in (("0,1", "leaves no CPU"), ("7", "may not use"), ("x", "not 'half'")):
        with pytest.raises(ValueError, match=why):
            split_cpus(bad, [0, 1])


def test_text_block_hashes_are_the_engines_blocks():
    from e2e.predict import text_block_hashes

    twin = next(h for h in range(6, 20000) if block_words(h, 4, "v1") == block_words(5, 4, "v1"))  # v1 repeats
    assert block_words(twin, 4) != block_words(5, 4)  # v2 does not
    a = " ".join(block_words(5, 4, "v1") + block_words(7, 4, "v1"))
    b = " ".join(block_words(twin, 4, "v1") + block_words(8, 4, "v1") + ["w1"])
    ha, hb = text_block_hashes(a, 4), text_block_hashes(b, 4)
    assert len(ha) == 2 and len(hb) == 3
    assert ha[0] == hb[0] and ha[1] != hb[1]  # different trace ids, same text: one block to the engine
    assert text_block_hashes(" ".join(block_words(5, 4)[:3]), 4)[0] != ha[0]  # a partial block is another block


def test_predict_small_schedule(tmp_path):
    from e2e.predict import predict

    sched = _small_schedule()
    specs = routers.parse_routers("round_robin,vllm_cache_aware,vllm_cache_aware*2,cacheroute,cacheroute*2")
    plan = {"admit_rate": 0.01, "keep_rate": 0.005}
    cfgs = {s.name: [_small_config(s, 1 / s.instances, plan) for _ in range(s.instances)] for s in specs if s.plans}
    out, notes = predict(sched, SMALL_SETUP, specs, cfgs, plan_step_times(sched, 2.0), (0.005, 1e-4))
    assert notes == []
    for name in ("round_robin", "vllm_cache_aware", "vllm_cache_aware*2", "cacheroute", "cacheroute*2"):
        assert 0.0 <= out[name]["sim"] <= out["_bound"]["sim"] + 1e-9
    # 4 prefixes of 2 blocks shared by 30 requests on 3 replicas: prefix-aware routing keeps them together
    assert out["vllm_cache_aware"]["sim"] > out["round_robin"]["sim"]
    assert "route" in out["cacheroute"]
    # several instances that follow the engines' KV events know where every prefix went
    specs = routers.parse_routers("cacheroute_kv*2")
    srcs = [(f"tcp://127.0.0.1:{5600 + i}", f"tcp://127.0.0.1:{5700 + i}") for i in range(3)]
    tok = _word_tokenizer(tmp_path / "t.json")
    kv_cfgs = {"cacheroute_kv*2": [_small_config(specs[0], 0.5, kv_sources=srcs, tokenizer=tok) for _ in range(2)]}
    kv_out, notes = predict(sched, SMALL_SETUP, specs, kv_cfgs, plan_step_times(sched, 2.0), (0.005, 1e-4))
    assert notes == [] and kv_out["cacheroute_kv*2"]["sim"] >= out["cacheroute*2"]["sim"]
    # a router that got no token ids for any request is least loaded, as run
    specs = routers.parse_routers("least_loaded,vllm_cache_aware")
    out, _ = predict(sched, SMALL_SETUP, specs, {}, [], (0.005, 1e-4), fallback={"vllm_cache_aware": 1.0})
    assert out["vllm_cache_aware"]["as_run"] == pytest.approx(out["least_loaded"]["sim"])


def test_aggregate_goals_and_failures():
    results = [
        _result("cacheroute", 1, 0.20),
        _result("cacheroute", 2, 0.24),
        _result("vllm_cache_aware", 1, 0.22, impl="vllm-router"),
        _result("vllm_cache_aware", 2, 0.05, impl="vllm-router", degraded=["missing_tokens 40"]),
        _result("cacheroute*2", 1, 0.20, instances=2),
        _result("vllm_cache_aware*2", 1, 0.12, impl="vllm-router", instances=2),
    ]
    results[3]["router_counters"] = {
        'vllm_router_prefix_routing_decisions_total{outcome="prefix_hit"}': 30.0,
        'vllm_router_prefix_routing_decisions_total{outcome="missing_tokens"}': 10.0,
    }
    agg = report.aggregate(results)
    assert agg["cacheroute"]["mean"] == pytest.approx(0.22) and agg["cacheroute"]["spread"] == pytest.approx(0.04)
    a = agg["vllm_cache_aware"]
    assert a["runs"] == 2 and len(a["degraded"]) == 1 and a["mean"] == pytest.approx(0.135)  # counted, and marked
    assert a["fallback"] == [0.25]
    g = {row[0]: row[2] for row in report.goals(agg, {"cacheroute": {"sim": 0.23}, "vllm_cache_aware": {"sim": 0.16}})}
    assert g["CacheRoute single instance at least the best real router"] is True
    assert g["CacheRoute ahead by at least 5 points with several router instances"] is True
    assert g["simulated hit rate within 2 points of every router's measured hit rate"] is False  # 3 points off
    lines = report.reading(agg)
    assert any(
        "1 instance: best CacheRoute cacheroute 22.00%, best other router vllm_cache_aware 13.50%: +8.5 points, "
        "within the run-to-run spread (up to 17.0 points)" in x
        for x in lines
    )
    assert any("2 instances of cacheroute: 20.00% against 22.00% for one (-2.0 points)" in x for x in lines)
    fails = report.failures({"results": results, "failed": [{"router": "x", "run": 3, "error": "boom"}]})
    assert len(fails) == 2 and "missing_tokens" in fails[0] and "boom" in fails[1]


def test_write_report_on_canned_inputs(tmp_path):
    setup = {
        "requests": 10,
        "prompt_tokens": 1000,
        "duration_s": 5.0,
        "engines": 3,
        "blocks": 64,
        "block_size": 32,
        "tokens_per_block": 32,
        "max_prompt": 96,
        "max_out": 2,
        "time_scale": 2.0,
        "plan_period": 10.0,
        "horizon": 600.0,
        "plan_steps": 3,
        "prefill_capacity": 2000.0,
        "max_num_seqs": 8,
        "max_num_batched_tokens": 8192,
        "chars_per_token": 4.9,
        "plan_config": {"admit_rate": 0.02},
        "max_keys": 10,
        "routers": ["cacheroute", "vllm_cache_aware"],
        "runs": 1,
        "trace": "t.jsonl",
        "argv": ["--runs", "1"],
        "total_s": 12.0,
    }
    saved = {
        "setup": setup,
        "configs": {},
        "failed": [],
        "results": [
            _result("cacheroute", 1, 0.3),
            _result("vllm_cache_aware", 1, 0.1, impl="vllm-router", degraded=["missing_tokens 10"]),
        ],
    }
    out = tmp_path / "e2e.md"
    failed = report.write_report(out, saved, ROOT, predicted=({"cacheroute": {"sim": 0.29}}, [], (0.01, 1e-4)))
    text = out.read_text()
    assert failed and "missing_tokens" in failed[0]
    assert "withdrawn" in text and "--enable-scale-out" in text
    assert "| CacheRoute (reference router" in text and "**30.00%**" in text and "-1.0" in text
    assert "## The harness failed" in text
    json.dumps(saved)  # what run_e2e saves stays JSON


def test_plan_hooks_plan_several_live_instances_through_one_shared_planner():
    """The harness's planner step for N instances: one SharedPlanner pulls every instance's /stats
    and gives all of them the same plan; one instance plans itself through /plan/step."""
    from cacheroute_solver.models import Plan
    from cacheroute_solver.router.control import ControlConfig
    from e2e.run_e2e import plan_hooks
    from tests.helpers.router_fleet import Fleet3, _traffic

    cfg = {
        "plan_config": {"backend": "greedy", "time_limit_s": 2.0, "admit_rate": 0.01, "keep_rate": 0.01},
        "max_keys": 50,
    }

    async def main() -> None:
        import aiohttp

        for n in (2, 1):
            f = Fleet3()
            await f.start(n, control=ControlConfig())
            try:
                async with aiohttp.ClientSession() as s:
                    await _traffic(s, f.bases)
                [(at, step)] = plan_hooks(SimpleNamespace(instances=f.bases, controls=f.bases), [5.0], cfg)  # type: ignore[arg-type]  # a stand-in run: plan_hooks reads only .instances and .controls
                info = await step()
                assert at == 5.0 and "error" not in info and not info.get("push_errors"), info
                assert info["warm_keys"] >= 1
                maybe = [r.store.plan for r in f.routers]
                assert all(p is not None for p in maybe)
                plans = cast("list[Plan]", maybe)  # none is None: asserted just above
                assert len({p.epoch for p in plans}) == 1 and len({tuple(sorted(p.assignments)) for p in plans}) == 1
            finally:
                await f.stop()

    asyncio.run(main())


# ---- operate: record, gate, enable, watch -------------------------------------------------


def test_operate_splits_the_schedule_on_the_trace_clock_and_counts_hits_per_window():
    from e2e import run_operate

    records = [rec(i * 1000.0, [i % 3, 100 + i]) for i in range(10)]
    s = build_schedule(records, tokens_per_block=4, max_prompt=64, max_out=2, time_scale=2.0)
    first, rest = run_operate.window(s, 0.0, 2.5), run_operate.window(s, 2.5, float("inf"))
    assert [it.index for it in first.items] == [0, 1, 2, 3, 4]  # sent at 0, 0.5, ... 2.0 s
    assert [it.index for it in rest.items] == [5, 6, 7, 8, 9] and rest.items[0].send_s == 0.0
    before = [{"vllm:prefix_cache_hits_total": 10.0, "vllm:prefix_cache_queries_total": 100.0}] * 2
    after = [
        {"vllm:prefix_cache_hits_total": 40.0, "vllm:prefix_cache_queries_total": 200.0},
        {"vllm:prefix_cache_hits_total": 10.0, "vllm:prefix_cache_queries_total": 200.0},
    ]
    rate, queried = run_operate.engine_hit_rate(before, after)
    assert rate == pytest.approx(30 / 200) and queried == 200.0


def test_operate_page_states_each_goal_from_the_runs(tmp_path):
    from e2e import run_operate

    def run(no, measured, replayed, predicted, live, live_replayed):
        return {
            "run": no,
            "measured_incumbent": measured,
            "measured_live": live,
            "errors_a": 0,
            "errors_b": 1,
            "gate": {"baseline_hit_rate": replayed, "candidate_hit_rate": predicted, "verdict": "enable"},
            "enable": {"forced": False},
            "state": {"mode": "live"},
            "rollbacks": 0,
            "replay_live": {"candidate_hit_rate": live_replayed},
            "checks": {
                "replayed_incumbent_minus_measured": 100 * (replayed - measured),
                "live_minus_predicted": 100 * (live - predicted),
                "live_replayed_minus_measured": 100 * (live_replayed - live),
            },
        }

    saved = {
        "setup": {
            "argv": ["--runs", "2"],
            "started": "now",
            "total_s": 60.0,
            "engines": 3,
            "blocks": 64,
            "block_size": 32,
            "prefill_capacity": 1000.0,
            "requests": 10,
            "trace": "t.jsonl",
            "time_scale": 1.6,
            "window": 600.0,
            "incumbent": "least_loaded",
        },
        "runs": [run(1, 0.10, 0.11, 0.20, 0.23, 0.22), run(2, 0.10, 0.125, 0.20, 0.21, 0.21)],
        "failed": [],
    }
    out = tmp_path / "op.md"
    run_operate.write_page(out, saved)
    text = out.read_text()
    assert "engines' measured hit rate: 2.50 points (not met)" in text
    assert "holds it to): 3.00 points (not met)" in text
    assert (
        "| 1 | 10.00% | 11.00% | +1.00 | enable | 20.00%, - | 23.00% | +3.00 | live | 0 | 22.00%, - | -1.00 | 1 |"
        in text
    )


def test_engine_step_times_from_the_engines_own_timings():
    before = [
        {
            "vllm:request_success_total": 10.0,
            "vllm:request_generation_tokens_sum": 20.0,
            "vllm:request_prefill_time_seconds_sum": 1.0,
            "vllm:request_prefill_kv_computed_tokens_sum": 1000.0,
            "vllm:request_decode_time_seconds_sum": 0.5,
        }
    ] * 2
    after = [
        dict(
            before[0],
            **{
                "vllm:request_success_total": 20.0,
                "vllm:request_generation_tokens_sum": 40.0,
                "vllm:request_prefill_time_seconds_sum": 3.0,
                "vllm:request_prefill_kv_computed_tokens_sum": 3000.0,
                "vllm:request_decode_time_seconds_sum": 0.9,
            },
        )
    ] * 2
    times = counters.engine_step_times(before, after)
    assert times is not None
    fixed, token = times
    # 20 requests, 20 decode steps taking 0.8 s: 40 ms a step; 4 s of prefill less 20 x 40 ms over 4000 tokens
    assert fixed == pytest.approx(0.04) and token == pytest.approx(3.2 / 4000)
    assert counters.engine_step_times(before, before) is None  # nothing served in between


def test_the_prediction_of_instances_with_peers_carries_their_reports(monkeypatch):
    from cacheroute_solver.adapter.plan_routing import PlanRouting
    from e2e.predict import predict

    sched = _small_schedule()
    specs = routers.parse_routers("cacheroute_peers*2")
    one = _small_config(specs[0], 0.5)
    heard: list[str] = []
    real = PlanRouting.peers_changed

    def spy(self, peer, ops, replace=False):
        heard.append(peer)
        return real(self, peer, ops, replace)

    monkeypatch.setattr(PlanRouting, "peers_changed", spy)
    cfgs = {"cacheroute_peers*2": routers.with_peers([one, one], [7100, 7101])}
    out, notes = predict(sched, SMALL_SETUP, specs, cfgs, plan_step_times(sched, 2.0), (0.005, 1e-4))
    assert notes == [] and 0.0 <= out["cacheroute_peers*2"]["sim"] <= 1.0
    # each simulated instance heard the other's load changes, as the channel carries them
    assert {"instance0", "instance1"} <= set(heard) and len(heard) >= 2 * 30


def test_processes_start_places_a_child_on_its_cpus(tmp_path):
    import os
    import sys

    from e2e.procs import Processes

    cpu = max(os.sched_getaffinity(0))
    with Processes(tmp_path) as procs:
        child = procs.start(
            "probe", [sys.executable, "-c", "import os; print(sorted(os.sched_getaffinity(0)))"], cpus=[cpu]
        )
        assert child.wait(30) == 0
    assert (tmp_path / "probe.log").read_text().strip() == f"[{cpu}]"


# ---- the trace from any path; the page's engines ------------------------------------------


def test_a_saved_run_reads_its_trace_where_it_was(tmp_path):
    from e2e.schedule import trace_field, trace_file

    inside = ROOT / "data/traces/synthetic_trace.jsonl"
    assert trace_field(inside, ROOT) == "data/traces/synthetic_trace.jsonl"
    assert trace_file({"trace_path": trace_field(inside, ROOT)}, ROOT) == inside
    outside = tmp_path / "mine.jsonl"
    assert trace_field(outside, ROOT) == str(outside.resolve())
    assert trace_file({"trace": "mine.jsonl", "trace_path": trace_field(outside, ROOT)}, ROOT) == outside.resolve()
    assert trace_file({"trace": "old.jsonl"}, ROOT) == ROOT / "data/traces/old.jsonl"  # a run saved before the field


def test_the_harness_runs_a_trace_from_outside_data_traces(tmp_path):
    """`--trace PATH` outside data/traces: every row runs and the report, which re-reads the trace to predict the
    runs, is written (it read data/traces/<name> and died there); fake engines, one row, one run."""
    import subprocess
    import sys

    from tests.helpers.ports import consecutive_ports

    trace = tmp_path / "elsewhere" / "trace.jsonl"
    trace.parent.mkdir()
    trace.write_text("".join((ROOT / "data/traces/synthetic_trace.jsonl").read_text().splitlines(True)[:30]))
    out, data = tmp_path / "page.md", tmp_path / "page.json"
    engines, router = consecutive_ports(3), consecutive_ports(11)
    argv = [sys.executable, "-m", "e2e.run_e2e", "--fake-engines", "--routers", "round_robin", "--runs", "1"]
    argv += ["--requests", "30", "--trace", str(trace), "--workdir", str(tmp_path / "work"), "--out", str(out)]
    argv += ["--json-out", str(data), "--base-port", str(engines), "--router-port", str(router - 10)]
    argv += ["--engine-cpus", "shared"]
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    saved = json.loads(data.read_text())
    assert saved["setup"]["trace_path"] == str(trace.resolve()) and len(saved["results"]) == 1
    page = out.read_text()
    assert "no prediction" not in page and "| round_robin |" in page and "**Fake engines**" in page
    assert saved["setup"]["engine_mode"] == "fake"


def test_a_page_says_which_engines_it_used_and_what_they_let_it_claim(tmp_path):
    from e2e.pacing import Pacing

    setup = {"pacing": [], "fake_engines": False}
    plain = "\n".join(report.engines_note(setup, []))
    assert "**Plain engines**" in plain and "do not**" in plain
    agg = report.aggregate([_result("cacheroute", 1, 0.3) | {"ttft_p50_s": 0.1, "ttft_p99_s": 0.5}])
    pred = {"cacheroute": {"sim": 0.3, "ttft_p50": 0.2, "ttft_p99": 0.5, "engine_ttft_p50": 0.2}}
    untimed = {g: (fig, ok) for g, fig, ok in report.goals(agg, pred, engines_keep_time=False)}
    p50 = "simulated p50 TTFT within 25 % of every router's measured p50 TTFT"
    assert untimed[p50][1] is None and report.UNTIMED in untimed[p50][0]
    timed = {g: ok for g, _, ok in report.goals(agg, pred)}
    assert timed[p50] is False and timed["simulated p99 TTFT within 25 % of every router's measured p99 TTFT"]
    speeds = [Pacing(scale=5.0, speed=x).model_dump(exclude={"log"}) for x in (1.0, 1.0, 0.5)]
    steps = [{"steps": 100, "model_s": 10.0, "compute_s": 2.0, "gap_s": 1.0, "late": 2, "late_s": 0.05}]
    paced = "\n".join(
        report.engines_note({"pacing": speeds, "paced_capacity": [3752, 3752, 1876]}, [{"paced_steps": steps}])
    )
    assert "**Paced engines**" in paced and "x5" in paced and "speed 1, 1, 0.5" in paced
    assert "3752, 3752, 1876" in paced and "2 steps (2.00%) outran" in paced and "20%" in paced
    table = "\n".join(
        report.ttft_table(agg, pred | {"cacheroute": pred["cacheroute"] | {"fitted_ttft_p50": 0.15}}, True)
    )
    assert "| cacheroute | 100 | 200 | 2.00 | 500 | 500 | 1.00 |" in table and "| 150 / - |" in table


def test_operate_gates_a_recorded_window_from_the_recording_alone(tmp_path):
    """`run_operate --gate-from-recording`: the recorded window and the router's replicas.json, gated with nothing
    but the incumbent named; the summary carries what the fit found (issue 53)."""
    from cacheroute_solver.baselines import LeastLoaded
    from cacheroute_solver.routing.learned import FIGURES_FILE, FleetFigures, ReplicaFigures
    from cacheroute_solver.simulator import generate_workload, reference_fleet
    from e2e.run_operate import gate_alone
    from tests.helpers.recordings import simulated_recording

    rec_dir = tmp_path / "rec"
    rec_dir.mkdir()
    trace = generate_workload("published", rate=5, duration_s=30, seed=2)
    recording = simulated_recording(trace, reference_fleet(2), LeastLoaded(), tmp_path / "recording-r1-a.jsonl")
    figure = ReplicaFigures(
        id="r0",
        token_s=5e-5,
        attn_pair_s=0.0,
        decode_step_s=0.02,
        base_s=0.0,
        observations=40,
        learned=True,
        kv_tokens=500_000,
        block_size=16,
    )
    (rec_dir / FIGURES_FILE).write_text(FleetFigures(written_at=0.0, replicas=(figure,)).model_dump_json())
    args = SimpleNamespace(slo=10.0, capacity_runs=1, incumbent="least_loaded")
    summary = gate_alone(args, rec_dir, recording, tmp_path / "alone")
    assert summary["verdict"] in ("enable", "reject") and summary["baseline_ttft_p50_s"] is not None
    assert summary["replay_error"] is not None and abs(summary["replay_error"]) < 0.05
    assert any(line.startswith("r0:") and "(router" in line and "(engine)" in line for line in summary["fit"])
