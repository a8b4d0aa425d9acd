"""Tests of `cacheroute_solver.plan`: the program, its bounds, search and backends."""
