"""Deprecated: `cacheroute_solver.simulator.router_api` holds what this module held; this path goes in
the next release."""

import warnings

from cacheroute_solver.simulator.router_api import (  # noqa: F401
    FleetView,
    LeastLoadedRouter,
    RoundRobinRouter,
    Router,
)

__all__ = ["FleetView", "LeastLoadedRouter", "RoundRobinRouter", "Router"]

warnings.warn(
    "cacheroute_solver.simulator.routers moved to cacheroute_solver.simulator.router_api; "
    "the old path goes in the next release",
    DeprecationWarning,
    stacklevel=2,
)
