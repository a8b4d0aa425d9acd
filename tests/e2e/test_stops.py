"""The routers the e2e harness and the benchmarks start are stopped by SIGTERM at the end of each run, with no
load balancer in front to see them go: they take no drain delay (`shutdown.drain_delay_s`, 5 s by default, was
waited at every stop)."""

from __future__ import annotations

from pathlib import Path

from benchmarks import bench_proxy
from cacheroute_solver.router.config import RouterConfig
from e2e import routers
from tests.helpers.e2e_small import small_config


def test_the_harness_and_the_benchmarks_start_routers_without_a_drain_delay(tmp_path: Path):
    e2e_cfg = small_config(routers.parse_routers("cacheroute")[0], 1.0)
    for cfg in (e2e_cfg, bench_proxy.reference_config(["http://127.0.0.1:1"])):
        assert RouterConfig.model_validate(cfg).shutdown.drain_delay_s == 0.0
    # a checkout from before the drain (bench_proxy's reference@PATH A/B) is not given a setting it would refuse
    assert "shutdown" not in bench_proxy.reference_config(["http://127.0.0.1:1"], str(tmp_path))
