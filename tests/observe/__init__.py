"""Tests of `cacheroute_solver.observe`."""
