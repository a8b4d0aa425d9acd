"""The router registry is the one table of router names, and the live router's cache-blind policies mirror it."""

from __future__ import annotations

from typing import get_args

from cacheroute_solver.replay import BASELINE_FACTORIES, router_names
from cacheroute_solver.replay.registry import BASELINES, LIVE_FALLBACKS, MESH
from cacheroute_solver.router.server import RouterConfig


def test_the_live_routers_cache_blind_policies_are_registered_baselines() -> None:
    live = set(get_args(RouterConfig.model_fields["policy"].annotation)) - {"plan"}
    assert live == set(LIVE_FALLBACKS)
    assert live <= set(BASELINES)


def test_one_table_of_baselines() -> None:
    assert BASELINE_FACTORIES is BASELINES
    assert router_names(1) == ["cacheroute", "cacheroute_reactive", *BASELINES]
    assert router_names(2)[-1] == MESH
