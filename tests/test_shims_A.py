"""The old module paths of the cost model, the prefix hashing and the plan program warn and give
the same objects as the new ones, for one release."""

import importlib
import sys

import pytest

SHIMS = [
    ("cacheroute_solver.simulator.costmodel", "cacheroute_solver.costmodel", "CostModel"),
    ("cacheroute_solver.hashing", "cacheroute_solver.prefix.hashing", "token_block_hashes"),
    ("cacheroute_solver.placement", "cacheroute_solver.plan.program", "evaluate"),
    ("cacheroute_solver.bound", "cacheroute_solver.plan.bounds", "pooled_bound"),
    ("cacheroute_solver.load", "cacheroute_solver.plan.load", "key_rows"),
    ("cacheroute_solver.search", "cacheroute_solver.plan.search", "search"),
    ("cacheroute_solver.warmset", "cacheroute_solver.plan.warmset", "eligible_keys"),
    ("cacheroute_solver.replication", "cacheroute_solver.plan.replication", "level_split"),
    ("cacheroute_solver.following", "cacheroute_solver.plan.following", "follow"),
    ("cacheroute_solver.exchange", "cacheroute_solver.plan.exchange", "improve"),
    ("cacheroute_solver.instances", "cacheroute_solver.plan.families", "family_instance"),
    ("cacheroute_solver.backends", "cacheroute_solver.plan.backends", "get_backend"),
    ("cacheroute_solver.backends.base", "cacheroute_solver.plan.backends.base", "SolveResult"),
    ("cacheroute_solver.backends.greedy", "cacheroute_solver.plan.backends.greedy", "GreedyBackend"),
    ("cacheroute_solver.backends.cpsat", "cacheroute_solver.plan.backends.cpsat", "CpSatBackend"),
    ("cacheroute_solver.backends.pulp_cbc", "cacheroute_solver.plan.backends.pulp_cbc", "PulpCbcBackend"),
]


def _fresh(path: str):
    sys.modules.pop(path, None)
    return importlib.import_module(path)


@pytest.mark.parametrize(("old", "new", "name"), SHIMS)
def test_an_old_path_warns_and_gives_the_same_object(old, new, name):
    with pytest.warns(DeprecationWarning, match=f"{old} moved to {new}"):
        shim = _fresh(old)
    assert getattr(shim, name) is getattr(importlib.import_module(new), name)


def test_the_old_names_of_the_program_rows_still_resolve():
    from cacheroute_solver.plan.program import ProgramRows, make_program_rows

    with pytest.warns(DeprecationWarning):
        shim = _fresh("cacheroute_solver.placement")
    assert shim.Core is ProgramRows and shim.make_core is make_program_rows


def test_the_old_bound_path_reaches_every_bound_module():
    from cacheroute_solver.plan.bounds.lp import _new_highs
    from cacheroute_solver.plan.bounds.pooled import HOT_KEYS

    with pytest.warns(DeprecationWarning):
        shim = _fresh("cacheroute_solver.bound")
    assert shim._new_highs is _new_highs and shim.HOT_KEYS == HOT_KEYS


def test_observe_still_names_the_key_functions():
    from cacheroute_solver import observe, prefix

    assert observe.key_name is prefix.key_name and observe.routing_key is prefix.routing_key


def test_a_blind_policy_no_router_follows_warns_and_the_default_does_not(recwarn):
    from cacheroute_solver.models import PlanConfig

    PlanConfig(blind_policy="least_loaded")
    assert not [w for w in recwarn if issubclass(w.category, DeprecationWarning)]
    with pytest.warns(DeprecationWarning, match="blind_policy"):
        config = PlanConfig(blind_policy="round_robin")
    assert config.blind_policy == "round_robin"
