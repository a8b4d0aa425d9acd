"""Tests of `cacheroute_solver.adapter`: plan store and JSON, plan routing, production-stack logic, the recorder."""
