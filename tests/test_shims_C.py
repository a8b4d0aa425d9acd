"""Old module paths of helper C's moves warn on import and give the same objects."""

import importlib
import sys

import pytest


def _fresh(name: str):
    sys.modules.pop(name, None)
    with pytest.warns(DeprecationWarning, match="the old path goes in the next release"):
        return importlib.import_module(name)


def test_adapter_policy_is_plan_routing():
    from cacheroute_solver.adapter import plan_routing

    old = _fresh("cacheroute_solver.adapter.policy")
    for name in ("Decision", "PlanRouting", "ReplicaEndpoint", "normalize_url"):
        assert getattr(old, name) is getattr(plan_routing, name)


def test_adapter_keys_is_request_keys():
    from cacheroute_solver.adapter import request_keys

    old = _fresh("cacheroute_solver.adapter.keys")
    for name in old.__all__:
        assert getattr(old, name) is getattr(request_keys, name)
