"""Deprecated path of `cacheroute_solver.plan.program`, kept for one release."""

import warnings

import cacheroute_solver.plan.program as _moved

__all__ = [name for name in dir(_moved) if not name.startswith("_")] + ["Core", "make_core"]


_RENAMED = {"Core": "ProgramRows", "make_core": "make_program_rows"}


def __getattr__(name: str):
    return getattr(_moved, _RENAMED.get(name, name))


warnings.warn(
    "cacheroute_solver.placement moved to cacheroute_solver.plan.program; the old path goes in the next release",
    DeprecationWarning,
    stacklevel=2,
)
