"""The Grafana dashboard in the repository (docs/grafana/cacheroute.json) queries only metrics a running router
exposes: every metric name in its PromQL is on the ``/metrics`` page of a reference router in front of fake
engines, after a few requests (so its histograms and hit figures have series), and it shows what the operator's
page says it shows."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession  # noqa: E402

from e2e.counters import Samples  # noqa: E402
from tests.helpers.cache_engine import CacheFleet  # noqa: E402

DASHBOARD = Path(__file__).resolve().parents[2] / "docs" / "grafana" / "cacheroute.json"
# fmt: off
PROMQL_WORDS = frozenset({
    "sum", "max", "min", "avg", "count", "rate", "irate", "increase", "histogram_quantile", "by", "without", "on",
    "ignoring", "group_left", "group_right", "and", "or", "unless", "bool", "offset", "topk", "bottomk", "clamp_min",
    "clamp_max", "abs", "time", "vector", "scalar", "label_replace",
})
# fmt: on
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_GROUPING = re.compile(r"\b(?:by|without|on|ignoring)\s*\([^)]*\)")
_NAME = re.compile(r"(?<![\w:.$])[a-zA-Z_:][a-zA-Z0-9_:]*")


def metric_names(expr: str) -> set[str]:
    """The metric names a PromQL expression reads: its identifiers less functions, keywords, label matchers,
    ranges and grouping labels."""
    bare = _STRING.sub('""', expr)
    bare = re.sub(r"\{[^}]*\}", " ", bare)
    bare = re.sub(r"\[[^\]]*\]", " ", bare)
    bare = _GROUPING.sub(" ", bare)
    return {n for n in _NAME.findall(bare) if n not in PROMQL_WORDS}


def _queries() -> list[str]:
    dash = json.loads(DASHBOARD.read_text())
    return [t["expr"] for p in dash["panels"] if p["type"] != "row" for t in p["targets"]]


def test_the_promql_reader_finds_the_names_and_nothing_else():
    expr = (
        'histogram_quantile(0.99, sum by (le, replica) (rate(a_seconds_bucket{job=~"$job",x="y z"}[5m]))) '
        "/ on (replica) max(b_total offset 5m) > 0"
    )
    assert metric_names(expr) == {"a_seconds_bucket", "b_total"}


def _exposed(page: str) -> set[str]:
    """The names a query may read on ``page``: each family's (its TYPE line) and each sample's."""
    names = set(re.findall(r"^# TYPE (\S+) ", page, re.M))
    hist = set(re.findall(r"^# TYPE (\S+) histogram", page, re.M))
    names |= {h + suffix for h in hist for suffix in ("_bucket", "_sum", "_count")}
    return names | {name for name, _, _ in Samples.parse(page).samples}


def test_every_metric_the_dashboard_queries_is_on_a_running_routers_metrics_page():
    """A router in shadow mode (where a deployment starts, docs/operating.md): the switch's gauges are there too."""

    async def main() -> str:
        fleet = CacheFleet(
            engine_kw={"tokens": 3}, policy="round_robin", shadow=True, switch={"check_interval_s": 0.05}
        )
        async with fleet, ClientSession() as s:
            for i, stream in enumerate((False, True, True)):
                body = {"model": "m", "prompt": "Hi there. " * 40 + str(i), "max_tokens": 3, "stream": stream}
                if stream:
                    body["stream_options"] = {"include_usage": True}
                async with s.post(fleet.base + "/v1/completions", json=body) as r:
                    assert r.status == 200
                    await r.read()
            await asyncio.sleep(0.3)  # the loop's watch and the switch's check have run
            async with s.get(fleet.base + "/metrics") as r:
                return await r.text()

    page = asyncio.run(main())
    exposed = _exposed(page)
    queried = set().union(*map(metric_names, _queries()))
    assert queried, "no query read"
    assert sorted(queried - exposed) == []
    samples = Samples.parse(page)
    # the histograms and the hit figures it draws have series, not only their names
    assert samples.total("cacheroute_request_duration_seconds_count") == 3
    assert samples.total("cacheroute_time_to_first_token_seconds_count") == 2
    with_series = {name for name, _, _ in samples.samples}
    for name in (
        "cacheroute_time_to_first_token_seconds_bucket",
        "cacheroute_request_time_per_output_token_seconds_bucket",
        "cacheroute_request_duration_seconds_bucket",
        "cacheroute_request_queue_time_seconds_bucket",
        "cacheroute_routing_decision_duration_seconds_bucket",
        "cacheroute_prompt_tokens_total",
        "cacheroute_prefix_offered_tokens_total",
        "cacheroute_prefix_captured_tokens_total",
        "cacheroute_prefix_served_tokens_total",
        "cacheroute_prefix_served_prompt_tokens_total",
    ):
        assert name in with_series, name


def test_the_dashboard_shows_traffic_latency_the_three_hit_figures_ejections_plans_and_peers():
    queried = set().union(*map(metric_names, _queries()))
    for name in (
        "cacheroute_requests_total",
        "cacheroute_time_to_first_token_seconds_bucket",
        "cacheroute_request_time_per_output_token_seconds_bucket",
        "cacheroute_request_duration_seconds_bucket",
        "cacheroute_request_queue_time_seconds_bucket",
        "cacheroute_routing_decision_duration_seconds_bucket",
        "cacheroute_prefix_offered_tokens_total",
        "cacheroute_prefix_captured_tokens_total",
        "cacheroute_prefix_served_tokens_total",
        "cacheroute_shadow_captured_tokens_total",
        "cacheroute_ejections_total",
        "cacheroute_plan_epoch",
        "cacheroute_peer_reports_total",
    ):
        assert name in queried, name
    dash = json.loads(DASHBOARD.read_text())
    ids = [p["id"] for p in dash["panels"]]
    assert len(ids) == len(set(ids)) and dash["uid"] == "cacheroute-router"
    for p in dash["panels"]:
        if p["type"] != "row":
            assert p["datasource"]["uid"] == "${datasource}" and all('job=~"$job"' in t["expr"] for t in p["targets"])


def test_prometheus_parses_every_query_of_the_dashboard(tmp_path):
    """promtool (Prometheus's own parser; .ci/run installs Debian's prometheus package) reads each query as a
    recording rule, Grafana's $__rate_interval and $job filled in as Grafana fills them."""
    promtool = shutil.which("promtool")
    if promtool is None:
        if os.environ.get("CI"):
            pytest.fail("promtool is not installed (.ci/run installs Debian's prometheus package)")
        pytest.skip("promtool not installed (Debian's prometheus package)")
    queries = [q.replace("$__rate_interval", "5m").replace("$job", ".*") for q in _queries()]
    rules = {
        "groups": [{"name": "dashboard", "rules": [{"record": f"q:{i}", "expr": q} for i, q in enumerate(queries)]}]
    }
    path = tmp_path / "rules.json"  # YAML's superset: JSON
    path.write_text(json.dumps(rules))
    checked = subprocess.run([promtool, "check", "rules", str(path)], capture_output=True, text=True, timeout=60)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert f"SUCCESS: {len(queries)} rules found" in checked.stdout
