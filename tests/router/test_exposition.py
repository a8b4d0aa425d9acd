"""The reference router's ``/metrics`` page as Prometheus reads it: Prometheus's own checker (``promtool check
metrics``, from Debian's ``prometheus`` package; .ci/run installs it) accepts the page of a router whose replica ids
and model names hold quotes, backslashes and a newline, after streamed, non-streamed and refused requests (its
histograms, the hit figures' counters and every catalogue metric declared)."""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
from itertools import pairwise

import pytest
from prometheus_client.parser import text_string_to_metric_families

aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession  # noqa: E402

from cacheroute_solver.adapter import ReplicaEndpoint  # noqa: E402
from cacheroute_solver.router.fleet.health import HealthConfig  # noqa: E402
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig  # noqa: E402
from tests.helpers.cache_engine import Engine  # noqa: E402
from tests.helpers.localserve import serve_local  # noqa: E402

IDS = ('e"q', "b\\s", "plain")
MODEL = 'org/m "x"\\y\nz'


async def _page() -> str:
    engines = [Engine(f"u{i}") for i in range(len(IDS))]
    for e in engines:
        await e.start()
    replicas = tuple(
        ReplicaEndpoint(id=i, url=f"http://127.0.0.1:{e.port}", models=(MODEL,))
        for i, e in zip(IDS, engines, strict=True)
    )
    config = RouterConfig(
        replicas=replicas, policy="round_robin", shadow=True, health=HealthConfig(check_interval_s=None)
    )
    runner, port = await serve_local(ReferenceRouter(config).app(), handler_cancellation=True)
    base = f"http://127.0.0.1:{port}"
    try:
        async with ClientSession() as s:
            for i in range(6):
                stream = i % 3 != 0
                body = {"model": MODEL, "prompt": "Hi there. " * 40 + str(i), "max_tokens": 3, "stream": stream}
                if i % 2:
                    body["stream_options"] = {"include_usage": True}
                async with s.post(base + "/v1/completions", json=body) as r:
                    assert r.status == 200, await r.text()
                    await r.read()
            async with s.post(base + "/v1/completions", json={"model": "none", "prompt": "x"}) as r:
                assert r.status == 404
            async with s.get(base + "/metrics") as r:
                return await r.text()
    finally:
        await runner.cleanup()
        for e in engines:
            await e.stop()


@pytest.fixture(scope="module")
def page() -> str:
    return asyncio.run(_page())


def test_promtool_accepts_the_metrics_page_with_awkward_label_values(page: str):
    promtool = shutil.which("promtool")
    if promtool is None:
        if os.environ.get("CI"):
            pytest.fail("promtool is not installed (.ci/run installs Debian's prometheus package)")
        pytest.skip("promtool not installed (Debian's prometheus package)")
    checked = subprocess.run([promtool, "check", "metrics"], input=page, capture_output=True, text=True, timeout=60)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert checked.stdout.strip() == "" and checked.stderr.strip() == "", checked.stdout + checked.stderr


def test_the_page_reads_back_as_it_was_meant_and_every_histogram_is_whole(page: str):
    """What promtool does not check: label values read back unescaped, and each histogram series has cumulative
    buckets ending in +Inf, its count that bucket's."""
    families = {f.name: f for f in text_string_to_metric_families(page)}
    samples = [s for f in families.values() for s in f.samples]
    total = lambda name, **labels: sum(  # noqa: E731
        s.value for s in samples if s.name == name and all(s.labels.get(k) == v for k, v in labels.items())
    )
    assert total("cacheroute_request_duration_seconds_count", model=MODEL) == 6
    assert total("cacheroute_time_to_first_token_seconds_count", replica='e"q') >= 1
    assert total("cacheroute_prompt_tokens_total", replica="b\\s") > 0
    histograms = [f for f in families.values() if f.type == "histogram"]
    assert len(histograms) == 5
    for family in histograms:
        series: dict[tuple, list] = {}
        for s in family.samples:
            key = tuple(sorted((k, v) for k, v in s.labels.items() if k != "le"))
            series.setdefault(key, []).append(s)
        counts = []
        for key, of in series.items():
            buckets = [(float(s.labels["le"]), s.value) for s in of if s.name.endswith("_bucket")]
            (count,) = [s.value for s in of if s.name.endswith("_count")]
            assert [le for le, _ in buckets] == sorted(le for le, _ in buckets) and buckets[-1][0] == float("inf")
            assert all(a <= b for (_, a), (_, b) in pairwise(buckets)), (family.name, key)
            assert buckets[-1][1] == count, (family.name, key)
            counts.append(count)
        assert max(counts, default=0) > 0, family.name  # observed, not only declared
