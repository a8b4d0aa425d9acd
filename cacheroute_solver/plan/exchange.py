"""Exchange: improve a plan by admitting a key in place of the least dense keys on one replica.

A greedy plan packs KV in admission order; where prefixes are large against the budgets (few fit
a replica) it leaves keys outside that are worth more than what some replica holds at the margin.
One move admits an outside key k whole on replica r and evicts the single-destination keys of r of
least value per KV token until k's prefix fits, when k is worth more than they are: its value on r
(saving, less the fill of a new destination, plus the churn its previous share there avoids) less
theirs, with r's load and burst margin within its cap and the blind traffic within the fleet's
headroom. Evicted keys are outside keys again (a later move may place them elsewhere). Moves are
taken best first until none gains, `max_moves`, or the deadline.

The moves are weighed exactly for one load row and a burst budget of 0 or 1 (the defaults), on a
plan without overload; elsewhere `improve` returns the plan unchanged. The result is re-evaluated
(`program.evaluate`) and kept only when its objective is lower.
"""

from __future__ import annotations

import math
import time

import numpy as np

from cacheroute_solver.plan.program import Assignment, Instance, evaluate, lookup_pairs

CANDIDATES = 4_000  # outside keys of most value that may enter (a move gains at most a key's value)
_EPS = 1e-12


def _applies(inst: Instance) -> bool:
    return inst.J == 1 and inst.Gamma in (0.0, 1.0) and inst.R > 0


def improve(
    inst: Instance, asg: Assignment, deadline: float = math.inf, max_moves: int = 2_000
) -> tuple[Assignment, int]:
    """`asg` improved by exchange moves (module docstring), and the number of moves made."""
    if not _applies(inst) or len(asg.k) == 0:
        return asg, 0
    ev = evaluate(inst, asg)
    if ev.overload_cost > 0:
        return asg, 0
    K, R = inst.K, inst.R
    cnt = np.bincount(asg.k, minlength=K)
    single = cnt[asg.k] == 1
    where = np.full(K, -1, np.int64)
    where[asg.k[single]] = asg.r[single]
    multi = Assignment(asg.k[~single], asg.r[~single], asg.x[~single])  # split keys stay as they are
    gamma = inst.Gamma > 0
    ex = inst.excess if gamma else np.zeros(K)
    m_multi = np.zeros(R)
    if gamma and len(multi.k):
        np.maximum.at(m_multi, multi.r, ex[multi.k] * multi.x)

    # value and load of key k on replica r: a previous destination pays no fill and avoids its churn
    xbar = lambda k, r: lookup_pairs(inst.prev_k, inst.prev_r, inst.prev_x, k, r, R)  # noqa: E731
    had = np.zeros(K, bool)
    had[inst.prev_k] = True
    base_v = inst.saving - inst.fill
    lw, lf, lb, p = inst.load_w[0], inst.load_f[0], inst.load_b[0], inst.p

    def value_on(k: np.ndarray, r: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        v, load = base_v[k].copy(), lw[k] + lf[k]
        old = had[k]
        if old.any():
            xb = xbar(k[old], r[old])
            was = xb > 0
            v[old] += np.where(was, inst.fill[k[old]], 0.0) + inst.chi[k[old]] * xb
            load[old] -= np.where(was, lf[k[old]], 0.0)
        return v, load

    on_k = np.flatnonzero(where >= 0)
    v_on, l_on = np.zeros(K), np.zeros(K)
    v_on[on_k], l_on[on_k] = value_on(on_k, where[on_k])
    head = inst.cap[0] - ev.warm_load[0] - ev.margin
    room = inst.M - ev.kv
    slack = float(head.sum() - inst.load_b[0, ~ev.admitted].sum())

    def evictable(r: int):
        ks = np.flatnonzero(where == r)
        ks = ks[np.argsort(v_on[ks] / np.maximum(p[ks], 1e-300), kind="stable")]
        z = np.zeros(1)
        return (
            ks,
            np.concatenate([z, np.cumsum(p[ks])]),
            np.concatenate([z, np.cumsum(v_on[ks])]),
            np.concatenate([z, np.cumsum(l_on[ks])]),
            np.concatenate([z, np.cumsum(lb[ks])]),
        )

    lists = [evictable(r) for r in range(R)]
    margin = ev.margin.copy()

    def column(r: int, cand: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Gain of admitting each candidate on r (-inf where it cannot), and how many keys it evicts."""
        _ks, cp, cv, cl, cb = lists[r]
        v, need = value_on(cand, np.full(len(cand), r, np.int64))
        if gamma:
            need = need + np.maximum(ex[cand] - margin[r], 0.0)  # evictions may lower the margin: ignored here
        short = p[cand] - room[r]
        n = np.searchsorted(cp, short * (1 - 1e-12), side="left")
        ok = (n < len(cp)) & (p[cand] <= inst.M[r] * (1 + 1e-12))
        n = np.minimum(n, len(cp) - 1)
        fits = (head[r] - need + cl[n] >= -_EPS) & (slack - need + cl[n] + lb[cand] - cb[n] >= -_EPS)
        return np.where(ok & fits, v - cv[n], -np.inf), n

    outside = np.flatnonzero(inst.eligible & (cnt == 0) & (base_v + inst.chi > 0) & (p <= inst.M.max()))
    if len(outside) > CANDIDATES:
        outside = outside[np.argsort(-(base_v + inst.chi)[outside], kind="stable")[:CANDIDATES]]
    cand = outside
    G = np.full((len(cand), R), -np.inf)
    N = np.zeros((len(cand), R), np.int64)
    for r in range(R):
        G[:, r], N[:, r] = column(r, cand)
    gain_floor = 1e-9 * max(float(inst.beta.sum()), 1e-300)
    moves = 0
    while moves < max_moves and len(cand) and time.perf_counter() < deadline:
        flat = int(np.argmax(G))
        ci, r = divmod(flat, R)
        if not G[ci, r] > gain_floor:
            break
        k = int(cand[ci])
        ks, _cp, _cv, cl, cb = lists[r]
        n = int(N[ci, r])
        out = ks[:n]
        v_k, need = value_on(np.array([k]), np.array([r]))
        stay = ks[n:]
        m_new = max(float(m_multi[r]), float(ex[stay].max(initial=0.0)), float(ex[k])) if gamma else 0.0
        d_head = float(need[0]) - float(cl[n]) + m_new - float(margin[r])
        d_slack = -d_head + float(lb[k]) - float(cb[n])
        if head[r] - d_head < -_EPS or slack + d_slack < -_EPS:
            G[ci, r] = -np.inf
            continue
        head[r] -= d_head
        slack += d_slack
        margin[r] = m_new
        room[r] += float(p[out].sum()) - float(p[k])
        where[out] = -1
        where[k] = r
        v_on[k], l_on[k] = float(v_k[0]), float(need[0])
        moves += 1
        lists[r] = evictable(r)
        keep = np.ones(len(cand), bool)
        keep[ci] = False
        cand, G, N = cand[keep], G[keep], N[keep]
        if len(out):
            Gn = np.full((len(out), R), -np.inf)
            Nn = np.zeros((len(out), R), np.int64)
            for rr in range(R):
                Gn[:, rr], Nn[:, rr] = column(rr, out)
            cand, G, N = np.concatenate([cand, out]), np.vstack([G, Gn]), np.vstack([N, Nn])
        G[:, r], N[:, r] = column(r, cand)
    if moves == 0:
        return asg, 0
    ks = np.flatnonzero(where >= 0)
    new = Assignment(
        np.concatenate([multi.k, ks]), np.concatenate([multi.r, where[ks]]), np.concatenate([multi.x, np.ones(len(ks))])
    ).normalized()
    if evaluate(inst, new).objective < ev.objective - gain_floor:
        return new, moves
    return asg, 0
