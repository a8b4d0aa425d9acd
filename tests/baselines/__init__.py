"""Tests of `cacheroute_solver.baselines`."""
