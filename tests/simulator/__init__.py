"""Tests of `cacheroute_solver.simulator`."""
