"""The old module paths of the replay package, the planning loop and the simulator's router interface
warn on import and give the objects of their new homes."""

from __future__ import annotations

import importlib
import sys

import pytest

SHIMS = [
    ("cacheroute_solver.route", "cacheroute_solver.replay.cacheroute", ["CacheRouteConfig", "CacheRouteRouter"]),
    ("cacheroute_solver.route", "cacheroute_solver.planning", ["Planning"]),
    ("cacheroute_solver.execution", "cacheroute_solver.replay.execution", ["Serial", "Scenario", "SimTask", "run_jobs"]),
    ("cacheroute_solver.planner", "cacheroute_solver.planning", ["PlanDiff", "PlanStep", "Planner", "diff_plans", "seeded"]),
    (
        "cacheroute_solver.simulator.routers",
        "cacheroute_solver.simulator.router_api",
        ["FleetView", "LeastLoadedRouter", "RoundRobinRouter", "Router"],
    ),
]


@pytest.mark.parametrize(("old", "new", "names"), SHIMS)
def test_an_old_path_warns_and_gives_the_same_objects(old: str, new: str, names: list[str]) -> None:
    sys.modules.pop(old, None)
    with pytest.warns(DeprecationWarning, match=f"{old} moved to"):
        shim = importlib.import_module(old)
    moved = importlib.import_module(new)
    for name in names:
        assert getattr(shim, name) is getattr(moved, name)


def test_the_baselines_old_table_warns_and_is_the_registry() -> None:
    import cacheroute_solver.baselines as baselines
    from cacheroute_solver.replay.registry import BASELINES

    with pytest.warns(DeprecationWarning, match="baselines.BASELINES moved to"):
        old = baselines.BASELINES
    assert old is BASELINES
