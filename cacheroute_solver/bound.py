"""Deprecated path of `cacheroute_solver.plan.bounds`, kept for one release."""

import warnings

import cacheroute_solver.plan.bounds as _moved
from cacheroute_solver.plan.bounds import common, isolated, knapsack, lp, pooled, split, trivial

_PARTS = (common, isolated, knapsack, lp, pooled, split, trivial)
__all__ = list(_moved.__all__)


def __getattr__(name: str):
    for part in (_moved, *_PARTS):
        if hasattr(part, name):
            return getattr(part, name)
    raise AttributeError(f"module 'cacheroute_solver.bound' has no attribute {name!r}")


warnings.warn(
    "cacheroute_solver.bound moved to cacheroute_solver.plan.bounds; the old path goes in the next release",
    DeprecationWarning,
    stacklevel=2,
)
