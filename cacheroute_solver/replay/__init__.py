"""Replay: the evaluation of routers on recorded or generated traffic in the fleet simulator.

`capacity` finds a router's highest rate within the SLO; `registry` is the one place a router's name
becomes a router; `compare` runs several routers side by side; `gate` is the shadow-replay gate that
decides whether a plan goes live; `execution` runs the simulations serially, on a pool or on Ray;
`cacheroute` is the simulated CacheRoute router they all measure.
"""

from cacheroute_solver.replay.cacheroute import (
    CacheRouteConfig,
    CacheRouteRouter,
    planning_fleet,
    routing_for,
    true_delays,
)
from cacheroute_solver.replay.capacity import CapacityPoint, CapacityResult, Metric, capacity_at_slo, p99_of
from cacheroute_solver.replay.compare import Comparison, RouterResult, compare, comparison_table, write_comparison
from cacheroute_solver.replay.gate import ReplayReport, shadow_replay
from cacheroute_solver.replay.registry import (
    BASELINE_FACTORIES,
    BASELINES,
    CACHEROUTE,
    LIVE_FALLBACKS,
    MESH,
    REACTIVE,
    make_router,
    router_names,
)

__all__ = [
    "BASELINES",
    "BASELINE_FACTORIES",
    "CACHEROUTE",
    "LIVE_FALLBACKS",
    "MESH",
    "REACTIVE",
    "CacheRouteConfig",
    "CacheRouteRouter",
    "CapacityPoint",
    "CapacityResult",
    "Comparison",
    "Metric",
    "ReplayReport",
    "RouterResult",
    "capacity_at_slo",
    "compare",
    "comparison_table",
    "make_router",
    "p99_of",
    "planning_fleet",
    "router_names",
    "routing_for",
    "shadow_replay",
    "true_delays",
    "write_comparison",
]
