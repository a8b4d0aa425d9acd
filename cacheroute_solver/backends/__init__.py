"""Plan backends behind one interface: `solve(instance, time_limit, hint, seed) -> SolveResult`."""

from cacheroute_solver.backends.base import BackendUnavailable, PlanBackend, SolveResult
from cacheroute_solver.backends.greedy import GreedyBackend

__all__ = ["BackendUnavailable", "GreedyBackend", "PlanBackend", "SolveResult", "get_backend"]


def get_backend(name: str) -> PlanBackend:
    """The backend called `name` ("cpsat", "pulp" or "greedy"); raises BackendUnavailable."""
    if name == "greedy":
        return GreedyBackend()
    if name == "cpsat":
        from cacheroute_solver.backends.cpsat import CpSatBackend

        return CpSatBackend()
    if name == "pulp":
        from cacheroute_solver.backends.pulp_cbc import PulpCbcBackend

        return PulpCbcBackend()
    raise BackendUnavailable(f"unknown backend {name!r}")
