"""The stable warm set: which keys may be admitted this period (hysteresis) and in what order.

A key enters at or above `admit_rate` and, once warm, stays eligible while at or above
`keep_rate`, so a dip between the two does not evict it. Whether an eligible key is actually
admitted is decided by the placement program, where cold fill and churn make a change pay for itself.
"""

from __future__ import annotations

import numpy as np


def eligible_keys(rate: np.ndarray, was_warm: np.ndarray, admit_rate: float, keep_rate: float) -> np.ndarray:
    """E = {k : lambda_k >= admit_rate} U {k warm before : lambda_k >= keep_rate}, rate > 0."""
    return (rate > 0) & ((rate >= admit_rate) | (was_warm & (rate >= keep_rate)))


def admission_orders(saving: np.ndarray, p: np.ndarray, candidates: np.ndarray) -> list[np.ndarray]:
    """Candidate orders for greedy admission: by saving per KV token, and by saving.

    Saving per KV token (lambda_k (1 - h0)) wins when KV is the binding resource; absolute saving
    when load is. Greedy tries both and keeps the better plan.
    """
    idx = np.flatnonzero(candidates)
    density = saving[idx] / np.maximum(p[idx], 1e-12)
    by_density = idx[np.lexsort((-saving[idx], -density))]
    by_saving = idx[np.lexsort((-density, -saving[idx]))]
    return [by_density, by_saving]
