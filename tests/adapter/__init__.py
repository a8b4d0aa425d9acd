"""Tests of `cacheroute_solver.adapter`: the reference router, production-stack logic, recorder, switch."""
