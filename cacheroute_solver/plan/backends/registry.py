"""The one place a backend name becomes a backend, and what loading each solver costs."""

import sys

from cacheroute_solver.plan.backends.base import BackendUnavailable, ExactBackend, PlanBackend
from cacheroute_solver.plan.backends.greedy import GreedyBackend

__all__ = ["get_backend", "get_exact_backend", "import_seconds", "preload"]

# What loading each solver's Python module costs the first time in a process, on a loaded 2-core
# machine (measured: OR-Tools 1.7-3.7 s, PuLP 0.6-1.2 s, highspy 0.4-1.7 s). A solve with less
# time left than this does not start the import: the time limit must hold.
_IMPORT_S = {"cpsat": ("ortools.sat.python.cp_model", 3.0), "pulp": ("pulp", 1.5), "highs": ("highspy", 1.0)}


def import_seconds(name: str) -> float:
    """0 when `name`'s solver ("cpsat", "pulp", "highs") is loaded already, else about what loading it costs."""
    module, seconds = _IMPORT_S[name]
    return 0.0 if module in sys.modules else seconds


def get_backend(name: str) -> PlanBackend:
    """The backend called `name` ("cpsat", "pulp" or "greedy"); raises BackendUnavailable."""
    if name == "greedy":
        return GreedyBackend()
    if name in ("cpsat", "pulp"):
        return get_exact_backend(name)
    raise BackendUnavailable(f"unknown backend {name!r}")


def get_exact_backend(name: str) -> ExactBackend:
    """The exact backend called `name` ("cpsat" or "pulp"): one that also solves a restricted program."""
    if name == "cpsat":
        from cacheroute_solver.plan.backends.cpsat import CpSatBackend

        return CpSatBackend()
    if name == "pulp":
        from cacheroute_solver.plan.backends.pulp_cbc import PulpCbcBackend

        return PulpCbcBackend()
    raise BackendUnavailable(f"{name!r} is not an exact backend (cpsat, pulp)")


def preload(backend: str = "auto") -> list[str]:
    """Load now the solver modules a plan with `backend` ("auto", "cpsat", "pulp", "greedy") uses, where
    installed; the names loaded. A process that plans while it serves (the reference router) pays the
    import before it serves: done in its first plan, the import holds the interpreter for seconds on a
    loaded machine and stalls every request in flight (seen as upstream connect timeouts)."""
    import importlib

    names = {"auto": ("cpsat", "highs"), "cpsat": ("cpsat", "highs"), "pulp": ("pulp", "highs")}.get(
        backend, ("highs",)
    )
    loaded = []
    for name in names:
        try:
            importlib.import_module(_IMPORT_S[name][0])
        except ImportError:
            continue
        loaded.append(name)
    return loaded
