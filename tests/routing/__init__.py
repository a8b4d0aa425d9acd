"""Tests of `cacheroute_solver.routing`: the routing core and the shells around it."""
