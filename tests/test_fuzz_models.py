"""Fuzz the boundary models with arbitrary finite floats (and any JSON value) in every field.

Each input either validates, into a model that keeps its invariants and round-trips through
JSON, or raises a pydantic ValidationError whose every error names a field of the input; no
other exception. ``make fuzz`` runs 10,000 cases per model.
"""

from __future__ import annotations

import json
import math
from typing import TypeVar

from hypothesis import event, given
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError

from cacheroute_solver.models import Fleet, KeyStats, PlanConfig, Replica
from tests.helpers.fuzz_strategies import fuzz, json_values

finite = st.floats(allow_nan=False, allow_infinity=False)
edge = st.sampled_from([0.0, -0.0, 1e-300, 5e-324, 1e17, 1e20, 1e300, -1.0, 2.0**63, 1e308])
number = st.one_of(finite, finite, edge, st.integers(-(2**70), 2**70), st.floats(1e-6, 1.0), st.floats(0.0, 1e12))
anything = number | json_values
M = TypeVar("M", bound=BaseModel)


def _names_a_field(e: ValidationError, given_keys: set[str], fields: set[str]) -> None:
    """Every error is located at a field (of the model or the input), or is a model rule naming one."""
    for err in e.errors(include_url=False):
        loc = [x for x in err["loc"] if not isinstance(x, int)]
        if loc:
            assert loc[-1] in fields | given_keys or loc[0] in fields | given_keys, err
        else:  # a rule across fields: its message names them
            assert any(f in err["msg"] for f in fields), err


def _validate(model: type[M], values: dict, json_mode: bool) -> M | None:
    try:
        m = model.model_validate_json(json.dumps(values)) if json_mode else model.model_validate(values)
    except ValidationError as e:
        event("rejected")
        fields = set(model.model_fields) | {f for sub in (Replica,) for f in sub.model_fields}
        _names_a_field(e, set(values), fields)
        return None
    event("valid")
    assert model.model_validate_json(m.model_dump_json()) == m
    return m


def _finite_fields(m: BaseModel) -> None:
    for name, v in m:
        if isinstance(v, float):
            assert math.isfinite(v), name


key_values = st.fixed_dictionaries(
    {"key": st.text(max_size=8), "rate": number, "prefix_tokens": number},
    optional={"tail_tokens": number, "output_tokens": number},
)
key_any = st.fixed_dictionaries(
    {"key": st.text(max_size=8) | anything, "rate": anything, "prefix_tokens": anything},
    optional={"tail_tokens": anything, "output_tokens": anything, "extra": anything},
)


@fuzz
@given(values=key_values | key_any, json_mode=st.booleans())
def test_fuzz_keystats(values, json_mode):
    k = _validate(KeyStats, values, json_mode)
    if k is not None:
        _finite_fields(k)
        assert k.key and min(k.rate, k.prefix_tokens, k.tail_tokens, k.output_tokens) >= 0


replica_values = st.fixed_dictionaries(
    {"id": st.text(max_size=3), "prefill_capacity": number, "kv_capacity": number},
    optional={"healthy": st.booleans()},
)
replica_any = st.fixed_dictionaries(
    {"id": st.text(max_size=3) | anything, "prefill_capacity": anything, "kv_capacity": anything},
    optional={"healthy": anything, "extra": anything},
)


@fuzz
@given(values=replica_values | replica_any, json_mode=st.booleans())
def test_fuzz_replica(values, json_mode):
    r = _validate(Replica, values, json_mode)
    if r is not None:
        _finite_fields(r)
        assert r.id and r.prefill_capacity > 0 and r.kv_capacity >= 0


@fuzz
@given(replicas=st.lists(replica_values | replica_any, max_size=5) | anything, json_mode=st.booleans())
def test_fuzz_fleet(replicas, json_mode):
    f = _validate(Fleet, {"replicas": replicas}, json_mode)
    if f is not None:
        ids = [r.id for r in f.replicas]
        assert len(set(ids)) == len(ids)


def _config_value(name: str) -> st.SearchStrategy:
    kind = PlanConfig.model_fields[name].annotation
    if kind in (int, "int"):
        return st.integers(1, 10) | st.integers(-(2**70), 2**70) | number | json_values
    if name in ("backend", "blind_policy"):
        return st.sampled_from(["auto", "cpsat", "pulp", "greedy", "least_loaded", "round_robin", "x"]) | anything
    return st.floats(1e-6, 1.0) | number | json_values


config_values = st.fixed_dictionaries(
    {}, optional={name: _config_value(name) for name in PlanConfig.model_fields} | {"extra": anything}
)


@fuzz
@given(values=config_values, json_mode=st.booleans())
def test_fuzz_plan_config(values, json_mode):
    c = _validate(PlanConfig, values, json_mode)
    if c is not None:
        _finite_fields(c)
        assert 0 < c.utilization_cap <= 1 and c.keep_rate <= c.admit_rate and c.time_limit_s > 0
        assert c.max_destinations >= 1 and 0 <= c.blind_hit_rate <= 1
