"""Isolated overload: the load a warm key puts above the D largest caps among the replicas whose KV
holds it, alone (`isolated_overload`) and for a few keys admitted together (`forced_overload`)."""

from __future__ import annotations

import heapq
import itertools

import numpy as np

from cacheroute_solver.plan.program import Instance


def best_caps(inst: Instance, need_kv: np.ndarray, n: int) -> np.ndarray:
    """Per key: the sum of the n largest row-0 caps among replicas whose KV budget holds its prefix."""
    cap, M = inst.cap[0], inst.M
    order = np.argsort(M)
    Ms, cs = M[order], cap[order].tolist()
    # suffixes of the budget order (replicas with M >= some value): sum of their n largest caps,
    # kept in a heap of the n largest from the largest budget down
    top = np.zeros(len(Ms) + 1)
    heap: list[float] = []
    total = 0.0
    for i in range(len(Ms) - 1, -1, -1):
        total += cs[i]
        heapq.heappush(heap, cs[i])
        if len(heap) > n:
            total -= heapq.heappop(heap)
        top[i] = total
    first = np.searchsorted(Ms, need_kv * (1 - 1e-12), side="left")
    return top[first]


def new_keys(inst: Instance) -> np.ndarray:
    """Keys with no previous destination (each destination of theirs pays a cold fill)."""
    return np.bincount(inst.prev_k, minlength=inst.K) == 0


def isolated_overload(inst: Instance, burst: bool = True) -> np.ndarray:
    """o_k: load a warm key puts above the caps whatever its destinations.

    Its warm load, a cold fill (a key with no previous destination) and, with `burst`, its burst
    excess (Gamma >= 1: all of it) must land on at most D replicas whose KV can hold its prefix, so
    at least (l_k + g_k + e_k - the D largest such caps)^+ of it is overload.
    """
    if inst.R == 0 or inst.K == 0:
        return np.zeros(inst.K)
    need = inst.load_w[0] + inst.load_f[0] * new_keys(inst) + (min(inst.Gamma, 1.0) * inst.excess if burst else 0.0)
    out = np.maximum(need - best_caps(inst, inst.p, inst.D), 0.0)
    return np.where(inst.eligible, out, 0.0)


def isolated_row(inst: Instance, plain: np.ndarray) -> np.ndarray:
    """Coefficients o_k of the row sum_k o_k a_k <= S_0.

    Summed over the warm keys, overload on the union U of their destinations is at least their
    loads less cap(U), and cap(U) is at most the sum of each key's D largest caps. Burst margins do
    not add up that way (keys sharing a replica share its margin, the largest excess on it with
    Gamma = 1), but the margins on U are at least any one key's excess: so each key counts its load
    (`plain`: `burst=False`) and one key, the one whose excess adds most, its excess too.
    """
    plain = plain.copy()
    full = isolated_overload(inst)
    if (full > plain).any():
        j = int(np.argmax(full - plain))
        plain[j] = full[j]
    return plain


def forced_overload(inst: Instance, ks: np.ndarray) -> float:
    """Least row-0 overload of any plan in which the keys `ks` are all warm.

    For any subset T of them, the union U of T's destinations has at most D |T| replicas, each of
    which holds one of their prefixes, and no more cap than the sum of each key's D largest: the
    overload on U is at least T's warm loads and fills, plus the largest of their burst excesses
    (U's margins hold at least it), less that cap. The best subset (of at most 2^|ks| - 1).
    """
    ks = np.asarray(ks, np.int64)
    if len(ks) == 0 or inst.R == 0:
        return 0.0
    new = new_keys(inst)[ks]
    load = inst.load_w[0, ks] + inst.load_f[0, ks] * new
    ex = min(inst.Gamma, 1.0) * inst.excess[ks]
    own = best_caps(inst, inst.p[ks], inst.D)
    best = 0.0
    for n in range(1, len(ks) + 1):
        for T in itertools.combinations(range(len(ks)), n):
            t = list(T)
            fit = float(inst.p[ks[t]].min()) * (1 - 1e-12) <= inst.M
            union = float(np.sort(inst.cap[0, fit])[::-1][: inst.D * n].sum())
            best = max(best, float(load[t].sum() + ex[t].max()) - min(union, float(own[t].sum())))
    return best
