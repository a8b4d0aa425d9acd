"""The exported MPS/LP model is the program the plan is scored on: another solver agrees."""

from __future__ import annotations

import pytest

from cacheroute_solver import PlanConfig, solve_plan
from cacheroute_solver.plan import export_model
from cacheroute_solver.plan.bounds.lp import _new_highs
from cacheroute_solver.plan.families import scaled_instance


@pytest.mark.parametrize("ext", ["mps", "lp"])
def test_highs_solves_the_exported_model_to_the_plans_objective(tmp_path, ext):
    keys, fleet = scaled_instance(12, 3, seed=5, kv_share=0.15, load=1.0, zipf_s=1.1)
    config = PlanConfig(admit_rate=0.0, keep_rate=0.0, backend="pulp", time_limit_s=20)
    plan = solve_plan(keys, fleet, config)
    path = export_model(keys, fleet, config, str(tmp_path / f"model.{ext}"))
    h = _new_highs()
    h.setOptionValue("time_limit", 60.0)
    h.readModel(path)
    h.run()
    assert h.getModelStatus() == h.getModelStatus().kOptimal
    highs_obj = h.getInfo().objective_function_value
    # HiGHS proves optimality of the same program: the CBC plan is optimal, the bound below both
    assert highs_obj == pytest.approx(plan.objective, rel=1e-6)
    assert plan.bound <= highs_obj * (1 + 1e-9)
