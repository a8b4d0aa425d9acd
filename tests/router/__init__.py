"""Tests of `cacheroute_solver.router`: the router, its fleet, several instances, the switch."""
