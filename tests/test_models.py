"""Boundary models: validation names the field, JSON round-trips, schemas exist."""

import json
import math
from typing import Any

import pytest
from pydantic import ValidationError

from cacheroute_solver import Fleet, KeyStats, Plan, PlanConfig, PlanInputError, Replica, solve_plan
from cacheroute_solver.plan.families import reference_fleet, zipf_keys


@pytest.mark.parametrize(
    "field,value",
    [("rate", math.nan), ("rate", -1.0), ("prefix_tokens", math.inf), ("tail_tokens", -3.0)],
)
def test_keystats_rejects_bad_numbers_naming_the_field(field, value):
    data: dict[str, Any] = {"key": "k", "rate": 1.0, "prefix_tokens": 100.0, "tail_tokens": 10.0}
    data[field] = value
    with pytest.raises(ValidationError) as e:
        KeyStats(**data)
    assert e.value.errors()[0]["loc"] == (field,)


def test_keystats_missing_field_is_named():
    with pytest.raises(ValidationError) as e:
        KeyStats(key="k", rate=1.0)  # type: ignore[call-arg]  # prefix_tokens left out on purpose
    assert ("prefix_tokens",) in [err["loc"] for err in e.value.errors()]


def test_solve_plan_names_the_bad_key_and_field():
    keys = [
        {"key": "a", "rate": 1.0, "prefix_tokens": 100},
        {"key": "b", "rate": float("nan"), "prefix_tokens": 100},
    ]
    with pytest.raises(PlanInputError, match=r"keys\[1\]\.rate"):
        solve_plan(keys, reference_fleet(2))


def test_duplicate_keys_are_refused():
    keys = [KeyStats(key="a", rate=1, prefix_tokens=10)] * 2
    with pytest.raises(PlanInputError, match=r"keys\[1\]\.key"):
        solve_plan(keys, reference_fleet(2))


def test_fleet_ids_unique_and_capacities_positive():
    r = Replica(id="x", prefill_capacity=1.0, kv_capacity=1.0)
    with pytest.raises(ValidationError, match="more than once"):
        Fleet(replicas=(r, r))
    with pytest.raises(ValidationError) as e:
        Replica(id="y", prefill_capacity=0.0, kv_capacity=1.0)
    assert e.value.errors()[0]["loc"] == ("prefill_capacity",)


def test_config_hysteresis_order():
    with pytest.raises(ValidationError, match="keep_rate"):
        PlanConfig(admit_rate=0.1, keep_rate=0.2)


def test_models_are_immutable():
    k = KeyStats(key="k", rate=1, prefix_tokens=1)
    with pytest.raises(ValidationError):
        k.rate = 2.0


def test_plan_json_round_trip_and_schema():
    plan = solve_plan(zipf_keys(200, total_rate=50, seed=1), reference_fleet(4), PlanConfig(backend="greedy"))
    assert plan.assignments
    again = Plan.model_validate_json(plan.model_dump_json())
    assert again == plan
    key = next(iter(plan.assignments))
    assert again.destinations(key) == plan.destinations(key)
    for model in (KeyStats, Replica, Fleet, PlanConfig, Plan):
        schema = model.model_json_schema()
        assert schema["type"] == "object" and schema["properties"]
        json.dumps(schema)
    assert plan.destinations("no-such-key") == []


def test_public_api_names_resolve():
    import cacheroute_solver as cr

    for name in cr.__all__:
        assert getattr(cr, name) is not None, name
    assert callable(cr.shadow_replay) and cr.ReplayReport.model_json_schema()["properties"]
    assert hasattr(cr.adapter, "PlanStore")


@pytest.mark.parametrize(
    "where,data,field",
    [
        ("keys", {"rate": 1e17}, r"keys\[0\]\.rate"),
        ("keys", {"prefix_tokens": 1e20}, r"keys\[0\]\.prefix_tokens"),
        ("keys", {"peak_rate": 1e7}, r"keys\[0\]\.peak_rate"),
        ("fleet", {"prefill_capacity": 1e11}, r"fleet\.replicas\.0\.prefill_capacity"),
        ("fleet", {"kv_capacity": 1e13}, r"fleet\.replicas\.0\.kv_capacity"),
        ("fleet", {"cost_model": "no-such-gpu"}, r"fleet\.replicas\.0\.cost_model"),
        ("config", {"fill_horizon_s": 1e-9}, r"config\.fill_horizon_s"),
        ("config", {"step_time_s": 0.001}, r"config\.step_time_s"),  # below the model's 3.9 ms per step
    ],
)
def test_values_beyond_the_planners_limits_are_named_before_any_solver_runs(where, data, field):
    keys: list[dict[str, Any]] = [{"key": "a", "rate": 1.0, "prefix_tokens": 100.0}]
    fleet: dict[str, Any] = {"replicas": [{"id": "r0", "prefill_capacity": 2e4, "kv_capacity": 1e5}]}
    config: dict[str, Any] = {"time_limit_s": 1.0}
    {"keys": keys[0], "fleet": fleet["replicas"][0], "config": config}[where].update(data)
    with pytest.raises(PlanInputError, match=field):
        solve_plan(keys, fleet, config)


def test_the_limits_are_in_the_schema():
    schema = KeyStats.model_json_schema()
    assert schema["properties"]["rate"]["maximum"] == 1e6
    assert Replica.model_json_schema()["properties"]["kv_capacity"]["maximum"] == 1e12


def test_fleets_of_different_cost_models_are_refused_for_busy_time():
    from cacheroute_solver.models import StepCost

    fleet = Fleet(
        replicas=(
            Replica(id="a", prefill_capacity=2e4, kv_capacity=1e5),
            Replica(
                id="b",
                prefill_capacity=2e4,
                kv_capacity=1e5,
                cost_model=StepCost(fixed_s=0.004, weights_s=0.007, token_s=5e-5, ctx_token_s=2e-8, attn_pair_s=2e-9),
            ),
        )
    )
    keys = zipf_keys(5)
    with pytest.raises(PlanInputError, match="different cost models"):
        solve_plan(keys, fleet)
    plan = solve_plan(keys, fleet, PlanConfig(load_model="prefill_tokens"))
    assert plan.load_model == "prefill_tokens" and plan.assignments


def test_a_blind_policy_no_router_follows_warns_and_the_default_does_not(recwarn):
    PlanConfig(blind_policy="least_loaded")
    assert not [w for w in recwarn if issubclass(w.category, DeprecationWarning)]
    with pytest.warns(DeprecationWarning, match="blind_policy"):
        config = PlanConfig(blind_policy="round_robin")
    assert config.blind_policy == "round_robin"
