"""Process-wide settings the reference router applies at start-up (`router.tune_interpreter`)."""

from __future__ import annotations

import gc
import sys

import pytest
from pydantic import ValidationError

from cacheroute_solver.router.config import RouterConfig
from cacheroute_solver.router.server import tune_interpreter

_REPLICAS = [{"id": "e0", "url": "http://127.0.0.1:9100", "kv_capacity": 65536}]


@pytest.fixture
def interpreter():
    """The collector's thresholds and the switch interval, put back after the test."""
    thresholds, interval = gc.get_threshold(), sys.getswitchinterval()
    yield
    gc.set_threshold(*thresholds)
    sys.setswitchinterval(interval)


def test_the_collector_and_switch_interval_are_set_from_the_config(interpreter):
    gc.set_threshold(700, 10, 10)
    sys.setswitchinterval(0.005)
    tune_interpreter(RouterConfig.model_validate({"replicas": _REPLICAS}))
    assert gc.get_threshold() == (
        10_000,
        10,
        10,
    )  # the default: young collections rare enough for requests to die young
    assert sys.getswitchinterval() == pytest.approx(0.001)
    tune_interpreter(RouterConfig.model_validate({"replicas": _REPLICAS, "gc_thresholds": [5000, 20, 5]}))
    assert gc.get_threshold() == (5000, 20, 5)


def test_none_leaves_the_interpreter_as_it_is(interpreter):
    gc.set_threshold(700, 10, 10)
    sys.setswitchinterval(0.005)
    tune_interpreter(
        RouterConfig.model_validate({"replicas": _REPLICAS, "gc_thresholds": None, "switch_interval_s": None})
    )
    assert gc.get_threshold() == (700, 10, 10)
    assert sys.getswitchinterval() == pytest.approx(0.005)


@pytest.mark.parametrize("bad", [[-1, 10, 10], [10_000, 10], [1.5, 10, 10], "many"])
def test_bad_thresholds_are_refused_by_name(bad):
    with pytest.raises(ValidationError, match="gc_thresholds"):
        RouterConfig.model_validate({"replicas": _REPLICAS, "gc_thresholds": bad})
