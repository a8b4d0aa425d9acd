"""Greedy planner: the always-available fallback and the warm start of the exact backends.

Admits eligible keys in order of benefit (two orders tried, the better plan kept), places each on
the least-loaded replica with KV room (a previous destination first, where it still has room), and
replicates a key over several replicas when one cannot take its load.
"""

from __future__ import annotations

import time

import numpy as np

from cacheroute_solver.backends.base import SolveResult
from cacheroute_solver.placement import Assignment, Instance, evaluate, overload_of
from cacheroute_solver.replication import split_shares
from cacheroute_solver.warmset import admission_orders


def _previous_by_key(inst: Instance) -> dict[int, tuple[np.ndarray, np.ndarray]]:
    out: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    if len(inst.prev_k) == 0:
        return out
    order = np.lexsort((-inst.prev_x, inst.prev_k))
    ks, rs, xs = inst.prev_k[order], inst.prev_r[order], inst.prev_x[order]
    starts = np.flatnonzero(np.r_[True, ks[1:] != ks[:-1]])
    ends = np.r_[starts[1:], len(ks)]
    for s, e in zip(starts, ends, strict=True):
        out[int(ks[s])] = (rs[s:e], xs[s:e])
    return out


def greedy_pass(inst: Instance, order: np.ndarray) -> Assignment:
    """One greedy sweep over `order` (key indices)."""
    R = inst.R
    cap = inst.cap
    headroom = cap.astype(float).copy()  # cap_r - W_r
    kvroom = inst.M.astype(float).copy()
    kvmax = float(kvroom.max()) if R else 0.0
    B = float(inst.blind_load.sum())
    lw, lb, fill, chi, p = inst.warm_load, inst.blind_load, inst.fill, inst.chi, inst.p
    saving = inst.beta - inst.omega
    prev = _previous_by_key(inst)
    if R and overload_of(np.zeros(R), cap, B) == 0:
        # without overload to relieve, a key is worth admitting only if it saves more than its fill
        worth = saving - fill > 0
        worth[inst.prev_k] = True
        order = order[worth[order]]
    out_k: list[int] = []
    out_r: list[int] = []
    out_x: list[float] = []
    replica_idx = np.arange(R)
    for k in order.tolist():
        pk = p[k]
        if pk > kvmax:
            continue
        L = lw[k]
        pr = prev.get(k)
        if pr is None:
            r = int(np.argmax(np.where(kvroom >= pk, headroom, -np.inf)))
            need = L + fill[k]
            if headroom[r] >= need:
                if saving[k] - fill[k] <= 0:
                    continue
                headroom[r] -= need
                kvroom[r] -= pk
                kvmax = float(kvroom.max())
                B -= lb[k]
                out_k.append(k)
                out_r.append(r)
                out_x.append(1.0)
                continue
            old_r, old_x = replica_idx[:0], np.zeros(0)
        else:
            old_r, old_x = pr
        fits_kv = kvroom >= pk
        old_r, old_x = old_r[fits_kv[old_r]], old_x[fits_kv[old_r]]
        others = replica_idx[fits_kv]
        others = others[~np.isin(others, old_r)]
        others = others[np.argsort(-headroom[others], kind="stable")]
        cand = np.concatenate([old_r, others])
        fills = np.concatenate([np.zeros(len(old_r)), np.full(len(others), fill[k])])
        shares, fits = split_shares(L, fills, headroom[cand], inst.D)
        used = shares > 0
        dest, shares, fills = cand[: len(shares)][used], shares[used], fills[: len(used)][used]
        kept = 0.0
        if pr is not None:
            kept_map = dict(zip(pr[0].tolist(), pr[1].tolist(), strict=True))
            kept = sum(min(kept_map.get(int(r), 0.0), x) for r, x in zip(dest, shares, strict=True))
        gain = saving[k] - fills.sum() + chi[k] * kept
        if fits:
            if gain <= 0:
                continue
        else:
            W = cap - headroom
            W_new = W.copy()
            np.add.at(W_new, dest, shares * L + fills)
            delta_over = overload_of(W_new, cap, B - lb[k]) - overload_of(W, cap, B)
            if gain - inst.P * delta_over <= 0:
                continue
        np.subtract.at(headroom, dest, shares * L + fills)
        kvroom[dest] -= pk
        kvmax = float(kvroom.max())
        B -= lb[k]
        out_k.extend([k] * len(dest))
        out_r.extend(dest.tolist())
        out_x.extend(shares.tolist())
    return Assignment(
        np.array(out_k, dtype=np.int64), np.array(out_r, dtype=np.int64), np.array(out_x)
    ).normalized()


def greedy_orders(inst: Instance) -> list[np.ndarray]:
    """Admission orders; previously warm keys are credited the fill and churn that staying avoids."""
    saving = inst.beta - inst.omega
    was_warm = np.zeros(inst.K, bool)
    was_warm[inst.prev_k] = True
    credit = np.where(was_warm, inst.fill + inst.chi, 0.0)
    return admission_orders(saving + credit, inst.p, inst.eligible)


class GreedyBackend:
    name = "greedy"

    def solve(
        self, inst: Instance, time_limit: float = float("inf"), hint: Assignment | None = None, seed: int = 0
    ) -> SolveResult:
        t0 = time.perf_counter()
        best: Assignment | None = None
        best_obj = np.inf
        candidates = [hint] if hint is not None else []
        candidates += [greedy_pass(inst, order) for order in greedy_orders(inst)]
        for asg in candidates:
            obj = evaluate(inst, asg).objective
            if obj < best_obj:
                best, best_obj = asg, obj
        return SolveResult(best, "feasible", time.perf_counter() - t0, "greedy")
