"""Tests of `cacheroute_solver.prefix`: block hashing and the key format."""
