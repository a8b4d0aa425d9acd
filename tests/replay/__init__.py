"""Tests of `cacheroute_solver.replay`: the simulated CacheRoute router, capacity, the gate, execution."""
