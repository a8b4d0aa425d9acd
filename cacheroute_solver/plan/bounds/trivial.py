"""The trivial bound: every key on its own (all rows relaxed); O(K)."""

from __future__ import annotations

import numpy as np

from cacheroute_solver.plan.bounds.common import no_choice, safe_bound
from cacheroute_solver.plan.program import Instance


def trivial_bound(inst: Instance) -> float:
    """Each key alone at its cheapest (blind with its churn, or warm with no fill where it was)."""
    fixed = no_choice(inst)
    if fixed is not None:
        return fixed
    xbar = np.minimum(np.bincount(inst.prev_k, weights=inst.prev_x, minlength=inst.K), 1.0)
    had = np.bincount(inst.prev_k, minlength=inst.K) > 0
    blind = inst.beta + inst.chi * xbar
    warm = inst.omega + np.where(had, 0.0, inst.fill)
    per_key = np.where(inst.eligible, np.minimum(blind, warm), blind)
    total = float(per_key.sum())
    return safe_bound(total, total)
