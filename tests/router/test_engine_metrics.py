"""Engine metrics (issue 36, item 2, the live router's side): each engine's vLLM ``/metrics`` read every
``scrape_s``, off by default; the fleet load view they fed was retired in 0.3.0 (issue 54). Fake engines
on 127.0.0.1 (`tests/helpers/router_harness.py`'s `Upstream` publishes vLLM's counts)."""

from __future__ import annotations

import asyncio

import pytest

aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession, web  # noqa: E402

from cacheroute_solver.adapter import ReplicaEndpoint  # noqa: E402
from cacheroute_solver.adapter.metrics import Counters  # noqa: E402
from cacheroute_solver.router.fleet.engine_metrics import (  # noqa: E402
    EngineMetrics,
    EngineMetricsConfig,
    EngineMetricsError,
    EngineReading,
    parse_metrics,
)
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig  # noqa: E402
from cacheroute_solver.routing import RoutingConfig  # noqa: E402
from tests.helpers.localserve import serve_local  # noqa: E402
from tests.helpers.router_harness import SYSTEM, Harness, _plan, run  # noqa: E402
from tests.helpers.vllm_metrics import EngineCounts  # noqa: E402

FAST = EngineMetricsConfig(scrape_s=0.05, timeout_s=0.5)
FOUR = RoutingConfig(instances=4)


def test_a_vllm_page_is_read_summed_over_its_engines():
    one = EngineCounts(running=3, waiting=2, prompt_tokens=100, generation_tokens=40).page()
    # a data-parallel engine publishes one series per engine; the page states each TYPE once
    two = one + "\n".join(line for line in one.replace('engine="0"', 'engine="1"').splitlines() if line[0] != "#")
    assert parse_metrics(one) == EngineReading(3.0, 2.0, 100.0, 40.0)
    assert parse_metrics(two) == EngineReading(6.0, 4.0, 200.0, 80.0)
    assert parse_metrics(one).tokens == 140.0


def test_a_page_without_the_counts_names_what_it_lacks():
    page = EngineCounts().page()
    no_waiting = "\n".join(line for line in page.splitlines() if "num_requests_waiting" not in line)
    with pytest.raises(EngineMetricsError, match="vllm:num_requests_waiting"):
        parse_metrics(no_waiting)
    with pytest.raises(EngineMetricsError, match="no vllm:num_requests_running"):
        parse_metrics("<html>not metrics</html>")
    # the token counters are optional (no progress is then seen), the counts are not
    bare = "\n".join(line for line in page.splitlines() if "tokens" not in line)
    assert parse_metrics(bare) == EngineReading(0.0, 0.0, 0.0, 0.0)


@pytest.mark.parametrize("field,value", [("scrape_s", 0.0), ("timeout_s", -1.0)])
def test_bad_engine_metrics_settings_name_the_field(field, value):
    with pytest.raises(ValueError, match=field):
        EngineMetricsConfig(**{field: value})


def test_engine_metrics_are_off_by_default():
    replicas = (ReplicaEndpoint(id="a", url="http://127.0.0.1:1"),)
    assert RouterConfig(replicas=replicas).engine_metrics is None
    assert ReferenceRouter(RouterConfig(replicas=replicas)).engine_metrics is None


def test_the_engines_counts_are_read_and_shown_but_the_routing_decides_on_its_own_ledger():
    """Four instances share the fleet; u0 publishes 30 requests running and 30 waiting. The readings are kept and
    shown (the gauges), an engine whose /metrics stops answering keeps its last reading; the routing core's load
    view is its own ledger (the fleet load view those counts fed was retired: a view a second old herds)."""

    async def body(h: Harness, s: ClientSession) -> None:
        h.ups[0].counts.running = h.ups[0].counts.waiting = 30
        em = h.router.engine_metrics
        assert em is not None
        await h.until(lambda: len(em.readings) == 3)
        assert h.router.counters.get("cacheroute_engine_running", replica="u0") == 30
        assert h.router.routing.core.load is h.router.routing.core.ledger
        assert h.router.routing.core.load.in_flight[0] == 0
        await h.ups[2].stop()
        await h.until(
            lambda: h.router.counters.get("cacheroute_engine_scrapes_total", replica="u2", result="fail") >= 1
        )
        assert f"http://127.0.0.1:{h.ups[2].port}" in em.readings

    run(body, routing=FOUR, engine_metrics=FAST)


def test_a_config_that_still_feeds_the_fleet_load_is_refused_naming_what_replaced_it():
    with pytest.raises(ValueError, match=r"load was retired in 0\.3\.0.*routing\.peer_load"):
        EngineMetricsConfig.model_validate({"scrape_s": 1.0, "load": True})
    with pytest.raises(ValueError, match=r"fleet_load was retired in 0\.3\.0.*use peer_load"):
        RouterConfig.model_validate(
            {"replicas": [{"id": "a", "url": "http://127.0.0.1:1"}], "routing": {"instances": 4, "fleet_load": True}}
        )


def test_one_instance_keeps_its_own_ledger():
    async def body(h: Harness, s: ClientSession) -> None:
        h.ups[0].counts.running = 30
        em = h.router.engine_metrics
        assert em is not None
        await h.until(lambda: len(em.readings) == 3)
        assert h.router.routing.core.load is h.router.routing.core.ledger
        assert h.router.routing.core.load.in_flight[0] == 0

    run(body, engine_metrics=FAST)


def test_a_replica_that_leaves_during_a_read_of_its_engine_leaves_no_series_behind():
    """An engine read in flight when its replica left used to set its gauges once it answered, after `remove` had
    dropped them: cacheroute_engine_running{replica} kept the last count of a replica gone, for good."""

    async def main() -> None:
        answer = asyncio.Event()

        async def page(_request: web.Request) -> web.Response:
            await answer.wait()
            return web.Response(text=EngineCounts(running=5, waiting=2).page())

        app = web.Application()
        app.router.add_get("/metrics", page)
        runner, port = await serve_local(app)
        url = f"http://127.0.0.1:{port}"
        counters = Counters()
        engines = EngineMetrics([url], FAST, counters, ["gone"])
        try:
            async with ClientSession() as session:
                scrape = asyncio.create_task(engines.scrape(session))
                await asyncio.sleep(0.1)
                engines.remove(url)
                answer.set()
                await scrape
            assert 'replica="gone"' not in counters.exposition()
            assert engines.readings == {}
        finally:
            await runner.cleanup()

    asyncio.run(main())


# ---- what the engines publish of their costs (issue 53) -----------------------------------------


def test_a_page_with_prefill_histograms_and_the_cache_config_is_read():
    one = EngineCounts(running=1, prefills=7, prefill_s=3.5, computed_tokens=9000, kv_blocks=1024).page()
    got = parse_metrics(one)
    assert (got.prefills, got.prefill_s, got.computed_tokens) == (7.0, 3.5, 9000.0)
    assert (got.kv_tokens, got.block_size) == (16 * 1024.0, 16)
    two = one + "\n".join(line for line in one.replace('engine="0"', 'engine="1"').splitlines() if line[0] != "#")
    got = parse_metrics(two)
    assert (got.prefills, got.prefill_s, got.kv_tokens) == (14.0, 7.0, 2 * 16 * 1024.0)  # per DP engine, summed
    assert parse_metrics(EngineCounts().page()).prefills is None  # not published: nothing to learn from


def test_the_engines_own_prefill_times_teach_the_learned_model():
    """u0 publishes ten prefills of 1,000 computed tokens, half a second each (its queue left out): u0's learned
    model takes 0.5 ms a token from them, with no answer of its own yet; the others publish none."""

    async def body(h: Harness, s: ClientSession) -> None:
        em = h.router.engine_metrics
        assert em is not None
        h.ups[0].counts.prefills = 0
        await h.until(lambda: len(em.readings) == 3)
        counts = h.ups[0].counts
        counts.prefills, counts.prefill_s, counts.computed_tokens = 10, 5.0, 10_000
        costs = h.router.routing.core.costs
        await h.until(lambda: costs.observations(0) == 10)
        assert costs.token_s[0] == pytest.approx(5e-4, rel=0.05)
        assert costs.observations(1) == costs.observations(2) == 0
        assert h.router.counters.get("cacheroute_replica_cost_observations", replica="u0") == 10

    run(body, engine_metrics=FAST)


def test_a_recording_router_writes_each_replicas_figures_beside_its_traffic(tmp_path):
    """replicas.json (issue 53, for `cacheroute fit`): each replica's cost model in force, how many answers it
    learned from, the KV its engine publishes (vllm:cache_config_info) and its configured kv_capacity."""
    from cacheroute_solver.adapter.recorder import RecordingConfig
    from cacheroute_solver.router.fleet.engine_metrics import EngineMetricsConfig
    from cacheroute_solver.routing.learned import FIGURES_FILE, FleetFigures

    rec_dir = tmp_path / "rec"

    async def body(h: Harness, s: ClientSession) -> None:
        for u in h.ups:
            u.counts.kv_blocks = 4096
        h.ups[2].counts.running, h.ups[2].counts.waiting = 8, 3  # full: eight running, three waiting for a slot
        em = h.router.engine_metrics
        assert em is not None
        await h.until(lambda: len(em.readings) == 3)
        h.ups[2].counts.running, h.ups[2].counts.waiting = 0, 0
        async with s.post(h.base + "/plan", data=_plan(1, "u1")) as r:
            assert r.status == 200
        for i in range(6):
            body = {"model": "m", "prompt": SYSTEM + f"q{i}", "stream": True}
            async with s.post(h.base + "/v1/completions", json=body) as r:
                assert r.status == 200
                await r.read()

    config = RecordingConfig(directory=str(rec_dir), flush_s=0.05)
    run(body, recording=config, engine_metrics=EngineMetricsConfig(scrape_s=0.05))
    figures = FleetFigures.model_validate_json((rec_dir / FIGURES_FILE).read_text())  # written as it closed
    by_id = {f.id: f for f in figures.replicas}
    assert sorted(by_id) == ["u0", "u1", "u2"]
    assert by_id["u1"].observations == 6 and not by_id["u1"].learned
    assert by_id["u0"].observations == 0
    assert all(f.kv_tokens == 4096 * 16 and f.block_size == 16 for f in figures.replicas)
    assert all(f.configured_kv_tokens == 1_000_000 for f in figures.replicas)
    assert (by_id["u2"].busiest, by_id["u0"].busiest) == (8, None)  # seen full: its batch limit
