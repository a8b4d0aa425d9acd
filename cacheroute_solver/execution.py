"""Deprecated: `cacheroute_solver.replay.execution` holds what this module held; this path goes in the
next release."""

import warnings

from cacheroute_solver.replay.execution import *  # noqa: F403
from cacheroute_solver.replay.execution import __all__  # noqa: F401

warnings.warn(
    "cacheroute_solver.execution moved to cacheroute_solver.replay.execution; "
    "the old path goes in the next release",
    DeprecationWarning,
    stacklevel=2,
)
