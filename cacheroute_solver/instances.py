"""Deprecated path of `cacheroute_solver.plan.families`, kept for one release."""

import warnings

import cacheroute_solver.plan.families as _moved

__all__ = getattr(_moved, "__all__", [name for name in dir(_moved) if not name.startswith("_")])


def __getattr__(name: str):
    return getattr(_moved, name)


warnings.warn(
    "cacheroute_solver.instances moved to cacheroute_solver.plan.families; the old path goes in the next release",
    DeprecationWarning,
    stacklevel=2,
)
