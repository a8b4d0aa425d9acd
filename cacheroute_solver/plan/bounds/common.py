"""What every bound shares: the floating-point margin, the multipliers, the constant part of the
objective, and `gaps` (a plan's gap and saving gap against a bound)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from cacheroute_solver.plan.program import Assignment, Instance, evaluate

_INF = 1e30
SAFETY = 1e-7  # relative margin taken off every bound for floating point


def safe_bound(value: float, scale: float) -> float:
    return float(value - SAFETY * max(1.0, abs(scale)))


@dataclass
class Duals:
    """Multipliers of the Lagrangian bounds, in penalty form (all >= 0 except eta).

    pi: per eligible key (rows sum_r x_kr <= 1); u: (J, R) load rows; eta: (J,) blind rows;
    nu: churn rows of the eligible keys' previous pairs (order of `prev_pairs`).
    """

    pi: np.ndarray
    u: np.ndarray
    eta: np.ndarray
    nu: np.ndarray


def prev_pairs(inst: Instance) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """Previous pairs of eligible keys (they get churn rows), and the churn of the others (a constant)."""
    pe = inst.eligible[inst.prev_k]
    fixed = float((inst.chi[inst.prev_k[~pe]] * inst.prev_x[~pe]).sum())
    return inst.prev_k[pe], inst.prev_r[pe], inst.prev_x[pe], fixed


def constant_part(inst: Instance) -> float:
    return float(inst.beta.sum()) + prev_pairs(inst)[3]


def no_choice(inst: Instance) -> float | None:
    """The optimum itself when nothing can be admitted (the all-blind plan), else None."""
    if inst.R == 0:
        return constant_part(inst) + float(inst.pen @ inst.load_b.sum(axis=1))
    if not inst.eligible.any():
        return evaluate(inst, Assignment.empty()).objective
    return None


def gaps(inst: Instance, objective: float, bound: float) -> tuple[float, float | None]:
    """(gap, saving gap) of a plan's objective against a bound (`Plan.gap`, `Plan.saving_gap`).

    The saving gap divides what may still be missed by the largest possible saving, the blind
    plan's prefill work less the bound; None where the bound is not below that work (overload no
    plan avoids dominates the objective)."""
    open_ = max(objective - bound, 0.0)
    room = inst.blind_work - bound
    return open_ / max(objective, 1e-300), (open_ / room if room > 0 else None)
