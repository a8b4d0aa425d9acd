"""Deprecated: `cacheroute_solver.replay.cacheroute` (and `planning.Planning`) hold what this module held;
this path goes in the next release."""

import warnings

from cacheroute_solver.replay.cacheroute import (  # noqa: F401
    CacheRouteConfig,
    CacheRouteRouter,
)
from cacheroute_solver.planning import Planning  # noqa: F401

__all__ = ["CacheRouteConfig", "CacheRouteRouter", "Planning"]

warnings.warn(
    "cacheroute_solver.route moved to cacheroute_solver.replay.cacheroute (Planning to cacheroute_solver.planning); "
    "the old path goes in the next release",
    DeprecationWarning,
    stacklevel=2,
)
