"""Lower bounds on the plan program's optimum; `Plan.bound` is the best one proven in time.

All are Lagrangian or LP relaxations of the program of `formulations/plan-program.md`, so each is a
valid bound for any multipliers (signs clamped); the burst margins, the destination limit D and
integrality of the shares are relaxed in all of them (dropping rows only lowers a minimum). Keys
whose prefix exceeds every KV budget are not eligible (`make_instance`), so no relaxation
half-caches them.

- `trivial_bound`: every key on its own (all rows relaxed); O(K).
- `pooled_bound`: every family of per-replica rows summed (one pooled replica). Its dual has one
  multiplier for KV and one per load row; it is maximised over sigma for each mu (the breakpoints
  sorted) and over mu in [0, pen] by coordinate ascent with tangent-line steps. Keys held at their
  previous share by churn have two breakpoints, both counted. A warm key that cannot fit the D
  largest caps among the replicas whose KV holds it overloads them by at least o_k
  (`isolated_overload`); the row sum_k o_k a_k <= S_0 (another multiplier, sharing the penalty
  with the load row) keeps that overload, which pooling would otherwise spread away. As the
  relaxation can still admit such a key in part, the bound branches on the admission of the few
  keys of largest o_k (the least over the branches); the keys a branch admits overload the caps
  together (`forced_overload`: their destinations are at most D per key), at least S_0's floor
  there. A hot key also holds its prefix on several replicas (`_copies`), each copy with its KV
  and its fill, which overload (S_0) buys back only down to one copy, and only that key's.
  Milliseconds at 10,000 keys.
- `lp_bound`: the LP relaxation (y_kr = x_kr) by column generation: a HiGHS master over a few
  columns per key, every K x R column priced in numpy each round; each round's Lagrangian value
  (every row but the per-key rows dualised) is a valid bound. A pair whose prefix exceeds the
  replica's budget is left out (its y_kr is 0 in every plan).
- `knapsack_bound`: the Lagrangian that dualises the per-key rows and keeps each replica's KV
  knapsack whole with binary y_kr, solved per replica (dynamic programming over the items with the
  best profit density on a grid of the budget, rounded so the value only rises, and the fractional
  knapsack for the others). Where few prefixes fit a replica the LP packs KV fractionally and this
  bound is much stronger; at the LP's or the pooled bound's multipliers it is never weaker than
  them, and a few subgradient steps on the per-key multipliers raise it further.
- `split_bound`: where a hot key's c_k destinations can be chosen in few ways (small fleets), the
  least over those choices (and the key blind, or overloaded on fewer) of the pooled and knapsack
  bounds with the chosen replicas' budgets holding its prefix: no relaxation above sees that the
  whole prefix sits in c_k particular budgets.

Every function takes a deadline and returns the best bound it has when time is up.
"""

from __future__ import annotations

import heapq
import itertools
import math
import os
import sys
import time
from dataclasses import dataclass, replace
from functools import cached_property

import numpy as np

from cacheroute_solver.placement import Assignment, Instance, evaluate

_INF = 1e30
SAFETY = 1e-7  # relative margin taken off every bound for floating point


def _safe(value: float, scale: float) -> float:
    return float(value - SAFETY * max(1.0, abs(scale)))


@dataclass
class Duals:
    """Multipliers of the Lagrangian bounds, in penalty form (all >= 0 except eta).

    pi: per eligible key (rows sum_r x_kr <= 1); u: (J, R) load rows; eta: (J,) blind rows;
    nu: churn rows of the eligible keys' previous pairs (order of `_prev_pairs`).
    """

    pi: np.ndarray
    u: np.ndarray
    eta: np.ndarray
    nu: np.ndarray


@dataclass
class LpResult:
    """The bound, the LP optimum's shares (fractional), its duals, and how far column generation got."""

    bound: float
    lp_value: float
    x: Assignment  # fractional shares of the last master LP
    rounds: int
    columns: int
    converged: bool
    seconds: float
    duals: Duals | None = None


def _prev_pairs(inst: Instance) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """Previous pairs of eligible keys (they get churn rows), and the churn of the others (a constant)."""
    pe = inst.eligible[inst.prev_k]
    fixed = float((inst.chi[inst.prev_k[~pe]] * inst.prev_x[~pe]).sum())
    return inst.prev_k[pe], inst.prev_r[pe], inst.prev_x[pe], fixed


def _const(inst: Instance) -> float:
    return float(inst.beta.sum()) + _prev_pairs(inst)[3]


def _no_choice(inst: Instance) -> float | None:
    """The optimum itself when nothing can be admitted (the all-blind plan), else None."""
    if inst.R == 0:
        return _const(inst) + float(inst.pen @ inst.load_b.sum(axis=1))
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


def trivial_bound(inst: Instance) -> float:
    """Each key alone at its cheapest (blind with its churn, or warm with no fill where it was)."""
    fixed = _no_choice(inst)
    if fixed is not None:
        return fixed
    xbar = np.minimum(np.bincount(inst.prev_k, weights=inst.prev_x, minlength=inst.K), 1.0)
    had = np.bincount(inst.prev_k, minlength=inst.K) > 0
    blind = inst.beta + inst.chi * xbar
    warm = inst.omega + np.where(had, 0.0, inst.fill)
    per_key = np.where(inst.eligible, np.minimum(blind, warm), blind)
    total = float(per_key.sum())
    return _safe(total, total)


# ---- the pooled bound ------------------------------------------------------------------------

HOT_KEYS = 64  # most keys needing several destinations (those of largest load) whose extra copies are counted
BRANCH_KEYS = 3  # keys with the largest isolated overload whose admission the pooled bound branches on


@dataclass
class _Pooled:
    """The pooled program over the eligible keys (`formulations/plan-program.md`, Bounds).

    A key's choice a_k costs c + sigma p + mu q in the Lagrangian. A hot key (positions `hot`: it
    needs several destinations) also holds extra copies y_k - a_k >= max(0, alpha - S_0 / kappa,
    beta - S_0 / delta), each at its fill, its KV and its fill load; S_0, row 0's pooled overload
    (at least `s_lo`), is chosen with them, so overload buys back each hot key's copies only down to
    one, and only its own.
    """

    keys: np.ndarray
    c: np.ndarray  # omega - beta + the fill of one new destination
    p: np.ndarray
    q: np.ndarray  # (J [+1], K_e) load of a warm share (one fill) minus its blind load; last: o_k
    chi: np.ndarray
    xbar: np.ndarray
    M: float
    L: np.ndarray  # (J [+1],) pooled caps minus all blind load; -s_lo for the isolated-overload row
    pen: np.ndarray  # (J [+1],)
    const: float
    isolated: bool  # the last row is sum_k o_k a_k + s_lo - S_0 <= 0, sharing S_0 (mu_0 + xi <= pen_0)
    hot: np.ndarray  # positions in `keys`
    alpha: np.ndarray  # extra copies at S_0 = 0 by the load: need / kappa - 1
    kappa: np.ndarray  # overload per copy dropped
    beta: np.ndarray  # extra copies at S_0 = 0 by the count: c_k - 1 (-inf: none)
    delta: np.ndarray  # overload per copy dropped by the count
    xfill: np.ndarray  # objective cost of an extra copy (its cold fill; 0 for a key that had destinations)
    xload: np.ndarray  # (J, H) row loads of an extra copy (its fill load)
    forced: np.ndarray  # (H,) fixed warm (a branch)
    o_load: np.ndarray  # (K_e,) o_k counting the load only (a branch's free keys)
    s_lo: float = 0.0  # least S_0: the overload the forced keys cause together

    @cached_property
    def held(self) -> bool:
        """Whether any key is held at a previous share (else each key's choice is 0 or 1)."""
        return bool((self.xbar > 0).any())

    @cached_property
    def breaks(self) -> tuple[np.ndarray, np.ndarray]:
        """1 / p_k (0 where p_k = 0), and the KV each breakpoint drops (1 -> xbar, then xbar -> 0);
        hot keys, weighed with their copies (`_hot_part`), drop none."""
        pos = self.p > 0
        with np.errstate(over="ignore", divide="ignore"):
            inv = np.where(pos, 1.0 / np.where(pos, self.p, 1.0), 0.0)
        p = self.p.copy()
        p[self.hot] = 0.0
        if not self.held:
            return inv, p
        held = self.xbar > 0
        return inv, np.concatenate([np.where(held, p * (1.0 - self.xbar), p), np.where(held, p * self.xbar, 0.0)])


def _best_caps(inst: Instance, need_kv: np.ndarray, n: int) -> np.ndarray:
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


def _new_keys(inst: Instance) -> np.ndarray:
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
    need = inst.load_w[0] + inst.load_f[0] * _new_keys(inst) + (min(inst.Gamma, 1.0) * inst.excess if burst else 0.0)
    out = np.maximum(need - _best_caps(inst, inst.p, inst.D), 0.0)
    return np.where(inst.eligible, out, 0.0)


def _isolated_row(inst: Instance, plain: np.ndarray) -> np.ndarray:
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
    new = _new_keys(inst)[ks]
    load = inst.load_w[0, ks] + inst.load_f[0, ks] * new
    ex = min(inst.Gamma, 1.0) * inst.excess[ks]
    own = _best_caps(inst, inst.p[ks], inst.D)
    best = 0.0
    for n in range(1, len(ks) + 1):
        for T in itertools.combinations(range(len(ks)), n):
            t = list(T)
            fit = inst.M >= float(inst.p[ks[t]].min()) * (1 - 1e-12)
            union = float(np.sort(inst.cap[0, fit])[::-1][: inst.D * n].sum())
            best = max(best, float(load[t].sum() + ex[t].max()) - min(union, float(own[t].sum())))
    return best


def _copies(inst: Instance, p: float, need: float, g: float) -> tuple[int, float]:
    """(c_k, delta_k) of a warm key with row-0 load `need`, prefix p and fill load g per destination.

    Within the caps it needs c_k destinations (the fewest whose caps less g sum to `need`, among
    the replicas whose KV holds p); with fewer, at least delta_k = need - (the c_k - 1 largest such
    caps less g) of it is overload. So sum_r y_kr >= c_k a_k - S_0 / delta_k: exact at S_0 = 0 and
    at S_0 = delta_k, and below the count beyond, as no later cap is smaller than delta_k.
    (0, 0) when D destinations cannot carry it (`isolated_overload` then sees it).
    """
    caps = np.sort(inst.cap[0, inst.M >= p * (1 - 1e-12)])[::-1][: inst.D] - g
    tot = np.cumsum(caps)
    c = int(np.searchsorted(tot, need * (1 - 1e-12))) + 1
    if c > len(caps):
        return 0, 0.0
    return c, need - (float(tot[c - 2]) if c > 1 else 0.0)


def _pooled_data(inst: Instance) -> _Pooled:
    keys = np.flatnonzero(inst.eligible)
    prev_total = np.minimum(np.bincount(inst.prev_k, weights=inst.prev_x, minlength=inst.K), 1.0)
    new = _new_keys(inst)[keys]
    const = float(inst.beta.sum()) + float((inst.chi * prev_total)[~inst.eligible].sum())
    g = inst.load_f[:, keys] * new  # (J, K_e) fill load of one new destination
    q = inst.load_w[:, keys] + g - inst.load_b[:, keys]
    L = inst.cap.sum(axis=1) - inst.load_b.sum(axis=1)
    pen = inst.pen.astype(float)
    o_load = isolated_overload(inst, burst=False)
    o = _isolated_row(inst, o_load)[keys]
    isolated = bool((o > 0).any())
    if isolated:
        q = np.vstack([q, o[None, :]])
        L = np.append(L, 0.0)
        pen = np.append(pen, pen[0])
    # a key whose load exceeds one replica's cap holds its prefix on several: with kappa_k the
    # largest cap (less its fill load) among replicas whose KV can hold it, sum_r y_kr >=
    # (need_k a_k - S_0) / kappa_k; and, being a count, sum_r y_kr >= c_k a_k - S_0 / delta_k
    # (`_copies`). Each holds whatever the other keys do (S_0 is at least the overload on k's own
    # destinations), so both are kept per key, with y_k >= a_k
    p = inst.p[keys]
    need = inst.load_w[0, keys] + min(inst.Gamma, 1.0) * inst.excess[keys]
    kappa = _best_caps(inst, p, 1) - g[0]
    hot = np.flatnonzero((kappa > 0) & (need > kappa * (1 + 1e-9)))
    hot = np.sort(hot[np.argsort(-need[hot], kind="stable")[:HOT_KEYS]])
    beta = np.full(len(hot), -np.inf)
    delta = np.ones(len(hot))
    for i, h in enumerate(hot.tolist()):
        c, dl = _copies(inst, float(p[h]), float(need[h]), float(g[0, h]))
        if c:
            beta[i], delta[i] = c - 1.0, dl
    return _Pooled(
        keys=keys,
        c=inst.omega[keys] - inst.beta[keys] + np.where(new, inst.fill[keys], 0.0),
        p=p,
        q=q,
        chi=inst.chi[keys],
        xbar=prev_total[keys],
        M=float(inst.M.sum()),
        L=L,
        pen=pen,
        const=const,
        isolated=isolated,
        hot=hot,
        alpha=need[hot] / kappa[hot] - 1.0,
        kappa=kappa[hot],
        beta=beta,
        delta=delta,
        xfill=np.where(new[hot], inst.fill[keys[hot]], 0.0),
        xload=g[:, hot],
        forced=np.zeros(len(hot), bool),
        o_load=o_load[keys],
    )


def _per_key(r: np.ndarray, d: _Pooled) -> tuple[np.ndarray, np.ndarray]:
    """min over a in {0, xbar, 1} of r a + chi (xbar - a)^+, and the minimising a."""
    if not d.held:
        neg = r < 0
        return np.where(neg, r, 0.0), neg.astype(float)
    held = d.xbar > 0
    a = np.where(r < 0, 1.0, np.where(held & (r <= d.chi), d.xbar, 0.0))
    val = np.where(r < 0, r, np.where(held, np.minimum(r, d.chi) * d.xbar, 0.0))
    return val, a


def _s_cost(d: _Pooled, mu: np.ndarray) -> float:
    """Cost of a unit of S_0 in the Lagrangian (kept >= 0 by the multipliers' range)."""
    return max(0.0, float(d.pen[0] - mu[0] - (mu[-1] if d.isolated else 0.0)))


def _hot_part(d: _Pooled, r: np.ndarray, sig: float, mu: np.ndarray) -> tuple[float, np.ndarray, np.ndarray, float]:
    """min over S_0 >= s_lo of c_S S_0 + the hot keys' terms, each the cheaper of blind (its churn)
    and warm with its extra copies at S_0 (binary: a plan admits a key or not); forced keys warm.

    Returns (value, a, extra copies, S_0). The function is piecewise linear in S_0 and rises beyond
    the last breakpoint, so its least value is at s_lo or at a breakpoint: where a key's extra
    copies change slope, or where warm and blind cost the same for it.
    """
    J = d.xload.shape[0]
    w = d.xfill + sig * d.p[d.hot] + mu[:J] @ d.xload
    blind = np.where(d.forced, np.inf, d.chi[d.hot] * d.xbar[d.hot])
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        t = (blind - r) / w  # extra copies at which warm costs what blind does
        cands = np.concatenate([
            [d.s_lo],
            d.alpha * d.kappa,
            d.beta * d.delta,
            (d.alpha - d.beta) / (1.0 / d.kappa - 1.0 / d.delta),
            np.maximum(d.kappa * (d.alpha - t), d.delta * (d.beta - t)),
        ])
    S = np.maximum(cands[np.isfinite(cands)], d.s_lo)
    extra = np.maximum(
        0.0, np.maximum(d.alpha[:, None] - S[None, :] / d.kappa[:, None], d.beta[:, None] - S[None, :] / d.delta[:, None])
    )
    warm = r[:, None] + w[:, None] * extra
    F = _s_cost(d, mu) * S + np.minimum(blind[:, None], warm).sum(axis=0)
    i = int(np.argmin(F))
    return float(F[i]), (warm[:, i] <= blind).astype(float), extra[:, i], float(S[i])


def _evaluate(d: _Pooled, sig: float, mu: np.ndarray) -> tuple[float, float, float, np.ndarray]:
    """The pooled Lagrangian at (sigma, mu): (value, KV used, hot keys' KV, supergradient in mu)."""
    r = d.c + sig * d.p + mu @ d.q
    val, a = _per_key(r, d)
    J = d.xload.shape[0]
    total = float(val.sum())
    S, hot_kv, extra_kv = d.s_lo, 0.0, 0.0
    extra_load = np.zeros(J)
    if len(d.hot):
        total -= float(val[d.hot].sum())
        hv, ah, ex, S = _hot_part(d, r[d.hot], sig, mu)
        total += hv
        a[d.hot] = ah
        xa = ex * ah
        extra_kv = float(d.p[d.hot] @ xa)
        hot_kv = float(d.p[d.hot] @ ah) + extra_kv
        extra_load = d.xload @ xa
    else:
        total += _s_cost(d, mu) * S
    grad = d.q @ a - d.L
    grad[:J] += extra_load
    grad[0] -= S
    if d.isolated:
        grad[-1] -= S
    return d.const - sig * d.M - float(mu @ d.L) + total, float(d.p @ a) + extra_kv, hot_kv, grad


def _first_reaching(s: np.ndarray, drop: np.ndarray, need: float) -> float:
    """The least breakpoint s_i at which the drops of all s_j <= s_i add up to `need` (the largest
    when they never do; 0 when there are none).

    Sorting every breakpoint was most of the pooled bound's time; only a window around where the
    drops reach `need` is sorted, found by partitioning (the whole sort when the guess misses).
    Ties share one value, so their order does not matter.
    """
    n = len(s)
    if n == 0:
        return 0.0
    if n > 4096 and need > 0:
        m = int(need / max(float(drop.mean()), 1e-300))
        w = n // 16 + 64
        lo, hi = max(0, m - w), min(n - 1, m + w)
        idx = np.argpartition(s, (lo, hi))
        below = float(drop[idx[:lo]].sum())
        win = idx[lo : hi + 1]
        if below < need <= below + float(drop[win].sum()):
            win = win[np.argsort(s[win])]
            j = int(np.searchsorted(below + np.cumsum(drop[win]), need, side="left"))
            return float(s[win[min(j, len(win) - 1)]])
    order = np.argsort(s)
    j = int(np.searchsorted(np.cumsum(drop[order]), need, side="left"))
    return float(s[order[min(j, n - 1)]])


def _best_sigma(d: _Pooled, mu: np.ndarray) -> tuple[float, float, np.ndarray]:
    """The best sigma for fixed mu: (sigma, value, supergradient in mu).

    Where the KV used (the keys without copies by their breakpoints, the hot keys' with their copies)
    falls to M. With the hot keys' KV held at a value this is exact by the breakpoints; as the hot
    keys' KV falls with sigma, the search alternates such steps, each from the hot KV at the ends of
    a bracket on sigma, with tangent cuts of the concave function (for a kink the hot keys make),
    until the tangents prove the rest worth less than a 1e-9 share or 12 rounds. Every value is the
    Lagrangian's, so valid wherever the search stops.
    """
    v0, kv0, hot0, g0 = _evaluate(d, 0.0, mu)
    if kv0 <= d.M:
        return 0.0, v0, g0
    base = d.c + mu @ d.q
    # breakpoints: a drops from 1 to xbar (held) or 0 at r = 0; from xbar to 0 at r = chi (held);
    # a key without KV (p = 0, inverse 0) or a step that drops none is never one
    inv, drop = d.breaks
    with np.errstate(over="ignore", invalid="ignore"):
        s = -base * inv
        if d.held:
            s = np.concatenate([s, (d.chi - base) * inv])
    live = (s > 0) & np.isfinite(s) & (drop > 0)
    s, drop = s[live], drop[live]

    def step(hot: float) -> float:
        """Where the KV of the keys without copies falls to M less `hot`."""
        return _first_reaching(s, drop, kv0 - hot0 + hot - d.M)

    sig = step(hot0)
    v, kv, hot, g = _evaluate(d, sig, mu)
    best = (v, sig, g)
    if hot >= hot0 or kv >= d.M:
        return sig, v, g  # the hot keys' KV did not fall on the way: sig is exact
    lo, hi = (0.0, v0, kv0 - d.M, hot0), (sig, v, kv - d.M, hot)
    for _ in range(12):
        tries = {step(lo[3]), step(hi[3])}
        if lo[2] > hi[2]:
            cut = (hi[1] - lo[1] + lo[2] * lo[0] - hi[2] * hi[0]) / (lo[2] - hi[2])
            if lo[1] + lo[2] * (cut - lo[0]) - best[0] <= 1e-9 * max(1.0, abs(best[0])):
                break
            tries.add(cut)
        inside = sorted(t for t in tries if lo[0] < t < hi[0]) or [0.5 * (lo[0] + hi[0])]
        if not lo[0] < inside[0] < hi[0]:
            break
        for t in inside:
            vt, kvt, ht, gt = _evaluate(d, t, mu)
            if vt > best[0]:
                best = (vt, t, gt)
            if kvt > d.M and t > lo[0]:
                lo = (t, vt, kvt - d.M, ht)
            elif kvt <= d.M and t < hi[0]:
                hi = (t, vt, kvt - d.M, ht)
    return best[1], best[0], best[2]


def _line_search(
    d: _Pooled, mu: np.ndarray, direction: np.ndarray, top: float, here: tuple[float, float, np.ndarray],
    deadline: float, enough: float = math.inf,
) -> tuple[np.ndarray, float, float, np.ndarray]:
    """Maximise along mu + t direction, t in [0, top], from `here` = (value, sigma, supergradient)
    at t = 0 (the direction rising there): (mu, sigma, value, supergradient) at the best t.

    The function is concave along any line; each point gives its value and a supergradient. Steps
    go to where the tangent lines at the bracket's ends meet (bisection when that is near an end),
    and stop when those tangents prove that nothing in the bracket is better by a 1e-7 share (the
    bound's own safety margin), when a value reaches `enough`, or after 40 steps.
    """

    def at(t: float) -> tuple[float, float, float, np.ndarray]:
        sig, v, grad = _best_sigma(d, mu + t * direction)
        return v, float(direction @ grad), sig, grad

    lo, hi = 0.0, float(top)
    v_lo, g_lo = here[0], float(direction @ here[2])
    best = (v_lo, lo, here[1], here[2])
    v_hi, g_hi, s_hi, gr = at(hi)
    if v_hi > best[0]:
        best = (v_hi, hi, s_hi, gr)
    for _ in range(40 if g_hi < 0 else 0):
        if time.perf_counter() > deadline or g_lo == g_hi or best[0] >= enough:
            break
        mx = (v_hi - v_lo + g_lo * lo - g_hi * hi) / (g_lo - g_hi)
        upper = v_lo + g_lo * (mx - lo)
        if upper - best[0] <= 1e-7 * max(1.0, abs(best[0])):
            break
        width = hi - lo
        m = mx if lo + 0.05 * width < mx < hi - 0.05 * width else 0.5 * (lo + hi)
        if not (lo < m < hi):
            break
        v, g, s, gr = at(m)
        if v > best[0]:
            best = (v, m, s, gr)
        if g > 0:
            lo, v_lo, g_lo = m, v, g
        else:
            hi, v_hi, g_hi = m, v, g
    return mu + best[1] * direction, best[2], best[0], best[3]


@dataclass
class PooledResult:
    bound: float
    sigma: float
    mu: np.ndarray
    duals: Duals | None


def _maximise(
    d: _Pooled, deadline: float, enough: float = math.inf, start: np.ndarray | None = None
) -> tuple[float, float, np.ndarray]:
    """Best (value, sigma, mu) of the pooled dual by coordinate ascent over the multipliers from
    `start` (default 0); with the isolated-overload row (which shares row 0's penalty:
    mu_0 + xi <= pen_0) also along that constraint, where coordinates stall."""
    n = len(d.L)
    mu = np.zeros(n) if start is None else start.copy()
    sig, best, grad = _best_sigma(d, mu)
    dirs = [np.eye(n)[j] for j in range(n)] + [-np.eye(n)[j] for j in range(n)]
    if d.isolated:
        swap = np.zeros(n)
        swap[0], swap[n - 1] = -1.0, 1.0
        dirs += [swap, -swap]
    for _ in range(4):
        before = best
        for direction in dirs:
            if time.perf_counter() > deadline or best >= enough:
                break
            if direction.min() < 0:
                top = mu[int(np.argmin(direction))]
            else:
                j = int(np.argmax(direction))
                top = d.pen[j] - mu[j] - (mu[n - 1 if j == 0 else 0] if d.isolated and j in (0, n - 1) else 0.0)
            if top <= 0 or direction @ grad <= 0:
                continue  # no room that way, or the function falls there
            new_mu, s, v, g = _line_search(d, mu, direction, float(top), (best, sig, grad), deadline, enough)
            if v >= best:
                best, sig, mu, grad = v, s, new_mu, g
        if best - before <= 1e-8 * max(1.0, abs(best)):
            break  # a whole round gained nothing
    return best, sig, mu


def _leaf(inst: Instance, d: _Pooled, warm: np.ndarray, blind: np.ndarray) -> _Pooled:
    """The pooled program with the keys at positions `warm` (hot keys, as every key with isolated
    overload is) forced warm and those at `blind` cache-blind.

    The forced keys' overload together (`forced_overload`) is the least S_0, and the isolated row
    keeps it beside the free keys' o_k (each counting its load only: the forced keys' destinations
    already hold the largest excess the row may count); with no free key left it is dropped.
    """
    keep = np.ones(len(d.keys), bool)
    keep[blind] = False
    pos = np.cumsum(keep) - 1  # new position of each kept key
    in_hot = np.isin(d.hot, warm)
    forced = d.forced | in_hot
    s_lo = max(d.s_lo, forced_overload(inst, d.keys[d.hot[forced]]))
    q, L, pen, isolated = d.q[:, keep], d.L.copy(), d.pen, d.isolated
    if isolated:
        q = q.copy()
        q[-1] = d.o_load[keep]
        q[-1, pos[d.hot[forced]]] = 0.0
        L[-1] = -s_lo
        if not (q[-1] > 0).any():
            q, L, pen, isolated = q[:-1], L[:-1], pen[:-1], False
    hk = keep[d.hot]
    return _Pooled(
        keys=d.keys[keep], c=d.c[keep], p=d.p[keep], q=q, chi=d.chi[keep], xbar=d.xbar[keep], M=d.M, L=L,
        pen=pen, const=d.const + float((d.chi[blind] * d.xbar[blind]).sum()), isolated=isolated,
        hot=pos[d.hot[hk]], alpha=d.alpha[hk], kappa=d.kappa[hk], beta=d.beta[hk], delta=d.delta[hk],
        xfill=d.xfill[hk], xload=d.xload[:, hk], forced=forced[hk], o_load=d.o_load[keep], s_lo=s_lo,
    )


def pooled_bound(inst: Instance, deadline: float = math.inf, branch: bool = True, target: float = math.inf) -> PooledResult:
    """The pooled relaxation's Lagrangian dual, maximised over its whole range (module docstring).

    A key with isolated overload is warm with its overload or cache-blind with its whole load, and
    the relaxation admits it in part to dodge both; with `branch`, the bound is the least over both
    choices for each of the `BRANCH_KEYS` keys of largest overload (2^3 pooled bounds at most),
    each maximised only until it reaches `target` (a plan's objective, which no bound exceeds). In
    a branch the keys forced warm overload the caps together (`forced_overload`), which no key's
    own row sees. Every plan admits each branched key or not, so the least over the branches is a
    bound; the unbranched one is computed only when time runs out first.
    """
    fixed = _no_choice(inst)
    if fixed is not None:
        return PooledResult(fixed, 0.0, np.zeros(inst.J), None)
    d = _pooled_data(inst)
    found = None
    if branch and d.isolated:
        o = d.q[-1]
        top = np.argsort(-o, kind="stable")[: min(BRANCH_KEYS, int((o > 0).sum()))]
        for choice in itertools.product((False, True), repeat=len(top)):
            if time.perf_counter() > deadline:
                found = None
                break
            warm = top[np.array(choice, bool)]
            got = _maximise(_leaf(inst, d, warm, np.setdiff1d(top, warm)), deadline, enough=target)
            if found is None or got[0] < found[0]:
                found = got
    best, sig, mu = found if found is not None else _maximise(d, deadline)
    # duals for the per-replica Lagrangian (`knapsack_bound`): uniform over replicas, rows only
    mu_rows = mu[: inst.J]
    r = d.c + sig * d.p + mu_rows @ d.q[: inst.J]
    nu_k = np.where(d.xbar > 0, np.clip(r, 0.0, d.chi), 0.0)
    pi = np.maximum(0.0, -(r - nu_k))
    pk, _, _, _ = _prev_pairs(inst)
    row = np.full(inst.K, -1, np.int64)
    row[d.keys] = np.arange(len(d.keys))
    duals = Duals(pi=pi, u=np.repeat(mu_rows[:, None], inst.R, axis=1), eta=mu_rows.copy(), nu=nu_k[row[pk]])
    return PooledResult(_safe(best, best), sig, mu_rows, duals)


# ---- the per-replica knapsack Lagrangian ---------------------------------------------------------


def _knapsack_upper(profit: np.ndarray, weight: np.ndarray, cap: float, grid: int = 2048, exact: int = 256) -> float:
    """An upper bound on max sum profit s.t. sum weight <= cap over 0/1 items (profits > 0).

    The `exact` items of best density by dynamic programming over a grid of `grid` units of the
    budget (weights rounded down, so every feasible set stays feasible), the rest by the fractional
    knapsack on what the DP leaves: max over c of DP(c) + LP_rest(cap - c). Exact up to the grid
    when at most `exact` items could be profitable.
    """
    if len(profit) == 0:
        return 0.0
    free = weight <= 0
    total_free = float(profit[free].sum())
    profit, weight = profit[~free], weight[~free]
    fit = weight <= cap
    profit, weight = profit[fit], weight[fit]
    if len(profit) == 0:
        return total_free
    if float(weight.sum()) <= cap:
        return total_free + float(profit.sum())
    dens = profit / weight
    order = np.argsort(-dens, kind="stable")
    profit, weight, dens = profit[order], weight[order], dens[order]
    # the fractional knapsack (Dantzig's bound) is also an upper bound; the grid can only lose to it
    cw_all = np.cumsum(weight)
    j = int(np.searchsorted(cw_all, cap, side="right"))
    dantzig = float(profit[:j].sum()) + (float((cap - (cw_all[j - 1] if j else 0.0)) * dens[j]) if j < len(profit) else 0.0)
    A, Bp, Bw = slice(0, exact), profit[exact:], weight[exact:]
    unit = cap / grid
    w_int = np.floor(weight[A] / unit).astype(np.int64)
    dp = np.full(grid + 1, -np.inf)
    dp[0] = 0.0
    for wi, pi in zip(w_int.tolist(), profit[A].tolist(), strict=True):
        if wi == 0:
            dp += pi
        elif wi <= grid:
            np.maximum(dp[wi:], dp[: grid + 1 - wi] + pi, out=dp[wi:])
    dp = np.maximum.accumulate(np.where(np.isfinite(dp), dp, -np.inf))
    if len(Bp) == 0:
        return total_free + min(float(dp[-1]), dantzig)
    # fractional knapsack of the rest at each remaining capacity (cap - c), on the same grid
    cw = np.concatenate([[0.0], np.cumsum(Bw)])
    cp = np.concatenate([[0.0], np.cumsum(Bp)])
    room = np.maximum(cap - np.arange(grid + 1) * unit, 0.0)  # A's true weight is at least its units
    i = np.minimum(np.searchsorted(cw, room, side="right") - 1, len(Bw))
    lp = cp[i] + np.where(i < len(Bw), (room - cw[i]) * (Bp[np.minimum(i, len(Bp) - 1)] / Bw[np.minimum(i, len(Bw) - 1)]), 0.0)
    return total_free + min(float(np.max(dp + lp)), dantzig)


def knapsack_value(
    inst: Instance, du: Duals, deadline: float = math.inf, directions: bool = False
) -> tuple[float, np.ndarray | None]:
    """The knapsack Lagrangian at `du` (clamped to valid signs), -inf if the deadline passes.

    Per replica r the subproblem keeps, besides the KV knapsack, the load row's implication for a
    key whose load exceeds the cap on its own ("hot"): l_k x_kr + g_k y_kr <= cap_r + s_r, so a hot
    key earns only the share the cap lets it carry, unless the overload s_r (shared by the
    replica's hot keys, at its penalty less the row's multiplier) pays for more. The subproblem's
    value is concave in s_r between the hot keys' breakpoints, so those breakpoints (and 0 and the
    largest overload) are the only candidates.

    With `directions`, also sum_r x_kr per eligible key at the fractional knapsacks' choices (a
    subgradient direction for the per-key multipliers).
    """
    keys = np.flatnonzero(inst.eligible)
    pk, pr, px, churn_fixed = _prev_pairs(inst)
    du = Duals(pi=np.maximum(du.pi, 0.0), u=np.maximum(du.u, 0.0), eta=du.eta, nu=np.maximum(du.nu, 0.0))
    B = inst.load_b.sum(axis=1)
    S = B + (inst.load_w + inst.load_f).sum(axis=1)
    s_cost = inst.pen[:, None] - du.u  # (J, R): cost of a unit of overload in the Lagrangian
    value = (
        float(inst.beta.sum()) + churn_fixed
        - float(du.pi.sum())
        - float((du.u * inst.cap).sum())
        + float(du.eta @ B)
        + float(du.nu @ px)
        + float((B[:, None] * np.minimum(0.0, du.u - du.eta[:, None])).sum())
        + float((S[1:, None] * np.minimum(0.0, s_cost[1:])).sum())
        + float((px * np.minimum(0.0, inst.chi[pk] - du.nu)).sum())
    )
    row = np.full(inst.K, -1, np.int64)
    row[keys] = np.arange(len(keys))
    prev_rows = row[pk]
    base = inst.omega[keys] - inst.beta[keys] + du.pi - du.eta @ inst.load_b[:, keys]
    lw, lf, fill, p = inst.load_w[:, keys], inst.load_f[:, keys], inst.fill[keys], inst.p[keys]
    # load a share brings to the implied row: warm load and the burst margin it forces (Gamma >= 1: all of it)
    ell = lw[0] + min(inst.Gamma, 1.0) * inst.excess[keys]
    uniform = bool(np.all(du.u == du.u[:, :1])) if inst.R else True
    cache: dict[tuple[float, float], tuple[float, np.ndarray]] = {}
    used = np.zeros(len(keys)) if directions else None
    for r in range(inst.R):
        if time.perf_counter() > deadline:
            return -np.inf, None
        on_r = pr == r
        cap = float(inst.cap[0, r])
        ckey = (float(inst.M[r]), cap) if uniform and not on_r.any() else None
        if ckey is not None and ckey in cache:
            sub, x = cache[ckey]
        else:
            a = base + du.u[:, r] @ lw
            phi = fill + du.u[:, r] @ lf
            g = lf[0].copy()
            if on_r.any():
                a[prev_rows[on_r]] -= du.nu[on_r]
                phi[prev_rows[on_r]] = 0.0
                g[prev_rows[on_r]] = 0.0
            hot = np.flatnonzero((a < 0) & (ell + g > cap * (1 + 1e-12)))
            cands = {0.0, float(S[0])} | {float(v) for v in (ell[hot] + g[hot] - cap) if 0 < v < S[0]}
            if len(hot) == 0:
                cands = {0.0 if s_cost[0, r] >= 0 else float(S[0])}
            sub, x = np.inf, np.zeros(0, np.int64)
            for s_r in sorted(cands):
                share = np.ones(len(keys))
                share[hot] = np.clip((cap + s_r - g[hot]) / np.maximum(ell[hot], 1e-300), 0.0, 1.0)
                w = -(phi + np.minimum(0.0, a) * share)
                idx = np.flatnonzero(w > 0)
                val = float(s_cost[0, r]) * s_r - _knapsack_upper(w[idx], p[idx], float(inst.M[r]))
                if val < sub:
                    sub = val
                    if directions and len(idx):
                        with np.errstate(over="ignore"):  # a key holding no KV ranks first (ratio inf)
                            o = idx[np.argsort(-w[idx] / np.maximum(p[idx], 1e-300), kind="stable")]
                        x = o[(np.cumsum(p[o]) <= inst.M[r] * (1 + 1e-12)) & (a[o] < 0)]
            if ckey is not None:
                cache[ckey] = (sub, x)
        value += sub
        if used is not None:
            used[x] += 1.0
    return value, used


def knapsack_bound(
    inst: Instance, start: Duals, target: float, deadline: float = math.inf, iters: int = 30,
    floor: float = -math.inf,
) -> float:
    """The knapsack Lagrangian at `start`, improved by subgradient steps on the per-key multipliers
    (Polyak steps towards `target`, the best plan's objective). `floor` is the bound `start` gave
    without the knapsacks: when keeping them whole adds nothing there (many small prefixes fill
    every budget), the steps are not worth their time and are skipped."""
    fixed = _no_choice(inst)
    if fixed is not None:
        return fixed
    best, used = knapsack_value(inst, start, deadline, directions=iters > 0)
    if not np.isfinite(best):
        return -np.inf
    if best <= floor + 1e-6 * max(1.0, abs(floor)):
        return _safe(best, best)
    du = start
    step = 1.0
    for _ in range(iters):
        if time.perf_counter() > deadline or used is None:
            break
        g = used - 1.0  # subgradient of the per-key rows sum_r x_kr <= 1
        g = np.where((du.pi <= 0) & (g < 0), 0.0, g)
        norm = float(g @ g)
        if norm <= 0 or target <= best:
            break
        t = step * (target - best) / norm
        trial = Duals(pi=np.maximum(du.pi + t * g, 0.0), u=du.u, eta=du.eta, nu=du.nu)
        val, new_used = knapsack_value(inst, trial, deadline, directions=True)
        if not np.isfinite(val):
            break
        if val > best:
            best, du, used = val, trial, new_used
        else:
            step *= 0.5
    return _safe(best, best) if np.isfinite(best) else -np.inf


# ---- branching on a hot key's destinations ---------------------------------------------------------

SPLIT_BRANCHES = 12  # most destination sets of a hot key that `split_bound` enumerates


def _split_key(inst: Instance) -> tuple[int, int, float, np.ndarray] | None:
    """The hot key `split_bound` branches on, (k, c_k, delta_k, replicas whose KV holds it), or
    None: the eligible key of largest load that needs c_k >= 2 destinations, where the sets of c_k
    such replicas are few enough to enumerate."""
    if inst.R == 0:
        return None
    had = np.bincount(inst.prev_k, minlength=inst.K) > 0
    need = inst.load_w[0] + min(inst.Gamma, 1.0) * inst.excess
    hot = np.flatnonzero(inst.eligible & (need > float(inst.cap[0].max())))
    for k in hot[np.argsort(-need[hot])].tolist():
        g = 0.0 if had[k] else float(inst.load_f[0, k])
        c, delta = _copies(inst, float(inst.p[k]), float(need[k]), g)
        fit = np.flatnonzero(inst.M >= inst.p[k] * (1 - 1e-12))
        if c >= 2 and math.comb(len(fit), c) <= SPLIT_BRANCHES:
            return k, c, delta, fit
    return None


def _penalty_duals(inst: Instance, like: Duals) -> Duals:
    """Multipliers that price every unit of load at its overload penalty (per-key rows free)."""
    u = np.repeat(inst.pen[:, None].astype(float), inst.R, axis=1)
    return Duals(pi=np.zeros_like(like.pi), u=u, eta=inst.pen.astype(float).copy(), nu=np.zeros_like(like.nu))


def split_bound(inst: Instance, target: float = math.inf, deadline: float = math.inf, knapsack: bool = True) -> float:
    """The least bound over the ways a hot key can be placed (-inf when there is no such key to
    branch on, or time runs out).

    Pooling (and the per-replica knapsacks, which may hold a key's prefix in part) cannot see that a
    key needing c_k >= 2 destinations takes its whole prefix from c_k particular replicas' budgets.
    Every plan has the key cache-blind, or warm on fewer than c_k destinations (overload of at least
    delta_k: the objective is at least the trivial bound plus P_0 delta_k), or warm on a superset
    of some set S of c_k replicas whose KV holds it: there the program with M_r less p_k on S and
    the key's prefix free is a relaxation (in which a prefix that no budget left holds is never
    warm). Each branch is bounded by the pooled bound and, with `knapsack`, the knapsack Lagrangian
    from its multipliers and from load priced at the penalty; the bound is the least over them.
    """
    got = _split_key(inst)
    if got is None or _no_choice(inst) is not None:
        return -math.inf
    k, c, delta, fit = got
    values = [trivial_bound(inst) + float(inst.pen[0]) * delta]
    eligible = inst.eligible.copy()
    eligible[k] = False
    branches = [replace(inst, eligible=eligible)]
    p = inst.p.copy()
    p[k] = 0.0
    for S in itertools.combinations(fit.tolist(), c):
        M = inst.M.copy()
        M[list(S)] = np.maximum(M[list(S)] - inst.p[k], 0.0)
        # a prefix no budget left holds cannot be warm in this branch
        branches.append(replace(inst, M=M, p=p, eligible=inst.eligible & (p <= float(M.max()) * (1 + 1e-12))))
    for b in branches:
        if time.perf_counter() > deadline:
            return -math.inf
        pooled = pooled_bound(b, deadline, target=target)
        value = pooled.bound
        if knapsack and pooled.duals is not None:
            # from the pooled multipliers, and from load priced at the penalty (where the branch
            # leaves big prefixes no room, the blind load they cannot shed decides the overload)
            for start, floor in ((pooled.duals, value), (_penalty_duals(b, pooled.duals), -math.inf)):
                if value >= target:
                    break
                value = max(value, knapsack_bound(b, start, target, deadline, iters=10, floor=floor))
        values.append(value)
        if min(values) <= -math.inf:
            return -math.inf
    return min(values)


# ---- the LP relaxation by column generation --------------------------------------------------------


def _new_highs():
    """A silent HiGHS instance (its banner goes to the C-level stdout at first construction)."""
    import highspy

    sys.stdout.flush()
    saved = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 1)
        h = highspy.Highs()
    finally:
        os.dup2(saved, 1)
        os.close(saved)
        os.close(devnull)
    h.setOptionValue("output_flag", False)
    return h


class _Master:
    """Restricted master LP, kept in one HiGHS object across rounds (warm-started simplex)."""

    def __init__(self, inst: Instance, keys: np.ndarray):
        self.inst = inst
        self.keys = keys  # eligible key indices; key row i <-> keys[i]
        self.row_of_key = np.full(inst.K, -1, np.int64)
        self.row_of_key[keys] = np.arange(len(keys))
        K_e, R, J = len(keys), inst.R, inst.J
        self.r_kv = K_e
        self.r_load = K_e + R  # row of (j, r): r_load + j * R + r
        self.r_blind = K_e + R + J * R  # row of j: r_blind + j
        self.r_prev = self.r_blind + J
        self.pk, self.pr, self.px, churn_fixed = _prev_pairs(inst)
        self.const = float(inst.beta.sum()) + churn_fixed
        n_rows = self.r_prev + len(self.pk)
        h = _new_highs()
        h.setOptionValue("threads", 1)
        inf = h.getInfinity()
        self.h = h
        lower = np.full(n_rows, -inf)
        upper = np.empty(n_rows)
        upper[:K_e] = 1.0
        upper[self.r_kv : self.r_kv + R] = inst.M
        upper[self.r_load : self.r_load + J * R] = inst.cap.reshape(-1)
        B = inst.load_b.sum(axis=1)
        lower[self.r_blind : self.r_blind + J] = upper[self.r_blind : self.r_blind + J] = B
        lower[self.r_prev :] = self.px
        upper[self.r_prev :] = inf
        h.addRows(n_rows, lower, upper, 0, np.zeros(0, np.int32), np.zeros(0, np.int32), np.zeros(0))
        # b_jr (blind share), s_jr (overload), v (churn)
        cols_cost, starts, idx, val = [], [], [], []
        for j in range(J):
            for r in range(R):
                starts.append(len(idx))
                idx += [self.r_load + j * R + r, self.r_blind + j]
                val += [1.0, 1.0]
                cols_cost.append(0.0)
        for j in range(J):
            for r in range(R):
                starts.append(len(idx))
                idx += [self.r_load + j * R + r]
                val += [-1.0]
                cols_cost.append(float(inst.pen[j]))
        for c in range(len(self.pk)):
            starts.append(len(idx))
            idx += [self.r_prev + c]
            val += [1.0]
            cols_cost.append(float(inst.chi[self.pk[c]]))
        n = len(cols_cost)
        h.addCols(
            n, np.array(cols_cost), np.zeros(n), np.full(n, inf), len(idx),
            np.array(starts, np.int32), np.array(idx, np.int32), np.array(val, float),
        )
        self.n_fixed_cols = n
        self.col_k: list[np.ndarray] = []
        self.col_r: list[np.ndarray] = []
        self.have = np.zeros(inst.K * R, bool)  # pair (k, r) at k * R + r is a column already

    def add(self, k: np.ndarray, r: np.ndarray) -> int:
        k = np.asarray(k, np.int64)
        r = np.asarray(r, np.int64)
        if len(k) == 0:
            return 0
        code = np.unique(k * self.inst.R + r)
        code = code[~self.have[code]]
        if len(code) == 0:
            return 0
        self.have[code] = True
        k, r = code // self.inst.R, code % self.inst.R
        inst = self.inst
        J, R = inst.J, inst.R
        prev_rows = self.prev_row_of(k, r)
        has_prev = prev_rows >= 0
        new = ~has_prev
        cost = inst.omega[k] - inst.beta[k] + inst.fill[k] * new
        n = len(k)
        nnz_per = 2 + 2 * J + has_prev
        starts = np.concatenate([[0], np.cumsum(nnz_per)[:-1]]).astype(np.int32)
        idx = np.empty(int(nnz_per.sum()), np.int32)
        val = np.empty(len(idx))
        slots = [(self.row_of_key[k], np.ones(n)), (self.r_kv + r, inst.p[k])]
        for j in range(J):
            slots.append((self.r_load + j * R + r, inst.load_w[j, k] + inst.load_f[j, k] * new))
            slots.append((np.full(n, self.r_blind + j), inst.load_b[j, k]))
        for slot, (rows, vals) in enumerate(slots):
            idx[starts + slot] = rows
            val[starts + slot] = vals
        idx[starts[has_prev] + len(slots)] = self.r_prev + prev_rows[has_prev]
        val[starts[has_prev] + len(slots)] = 1.0
        self.h.addCols(n, cost, np.zeros(n), np.full(n, self.h.getInfinity()), len(idx), starts, idx, val)
        self.col_k.append(k)
        self.col_r.append(r)
        return n

    def prev_row_of(self, k: np.ndarray, r: np.ndarray) -> np.ndarray:
        """Churn row of each pair (k, r), -1 where (k, r) was not a previous destination."""
        out = np.full(len(k), -1, np.int64)
        if len(self.pk) == 0 or len(k) == 0:
            return out
        code = self.pk * self.inst.R + self.pr
        order = np.argsort(code)
        q = k * self.inst.R + r
        pos = np.minimum(np.searchsorted(code[order], q), len(code) - 1)
        hit = code[order][pos] == q
        out[hit] = order[pos[hit]]
        return out

    def solve(self, seconds: float) -> tuple[float, np.ndarray, np.ndarray] | None:
        """Objective, row duals and column values; None when HiGHS gives no usable solution."""
        self.h.setOptionValue("simplex_strategy", 4)  # primal: columns added keep the basis primal feasible
        self.h.setOptionValue("time_limit", max(0.01, seconds))
        self.h.run()
        sol = self.h.getSolution()
        duals = np.asarray(sol.row_dual)
        cols = np.asarray(sol.col_value)
        if len(duals) != self.h.getNumRow() or len(cols) != self.h.getNumCol() or not np.isfinite(duals).all():
            return None
        z = self.h.getInfo().objective_function_value + self.const
        return z, duals, cols

    def duals(self, dual: np.ndarray) -> Duals:
        """Master duals (HiGHS signs) in the penalty form of `Duals`."""
        K_e, R, J = len(self.keys), self.inst.R, self.inst.J
        return Duals(
            pi=np.maximum(-dual[:K_e], 0.0),
            u=np.maximum(-dual[self.r_load : self.r_load + J * R], 0.0).reshape(J, R),
            eta=dual[self.r_blind : self.r_blind + J].copy(),
            nu=np.maximum(dual[self.r_prev : self.r_prev + len(self.pk)], 0.0),
        )


def _price(
    inst: Instance, m: _Master, dual: np.ndarray, top: int = 16, chunk: int = 2048
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Lagrangian reduced costs cbar_kr (the per-key row left out) at `dual`.

    Returns, per eligible key, the `top` smallest cbar_kr over all replicas (ascending) and their
    replicas, and the minimum itself. A key whose cheapest conceivable column is non-negative is
    not priced: it neither prices out nor changes the bound. Keys with previous destinations are
    always priced, their columns having no fill and a churn dual.
    """
    R, J = inst.R, inst.J
    keys = m.keys
    sig = dual[m.r_kv : m.r_kv + R]
    mu = dual[m.r_load : m.r_load + J * R].reshape(J, R)
    eta = dual[m.r_blind : m.r_blind + J]
    base = inst.omega[keys] - inst.beta[keys] + inst.fill[keys] - eta @ inst.load_b[:, keys]
    load = inst.load_w[:, keys] + inst.load_f[:, keys]  # (J, K_e), fill included (not a previous pair)
    floor = base + inst.p[keys] * max(0.0, float((-sig).min()))
    for j in range(J):
        floor = floor + load[j] * max(0.0, float((-mu[j]).min()))
    live = floor < 0
    live[m.row_of_key[m.pk]] = True
    top = min(top, R)
    vals = np.full((len(keys), top), np.inf)
    args = np.zeros((len(keys), top), np.int64)
    rows_live = np.flatnonzero(live)
    prev_row = m.row_of_key[m.pk]
    for s in range(0, len(rows_live), chunk):
        rows = rows_live[s : s + chunk]
        kk = keys[rows]
        rc = base[rows, None] - inst.p[kk][:, None] * sig[None, :]
        for j in range(J):
            rc -= load[j, rows, None] * mu[j][None, :]
        rc[inst.p[kk][:, None] > inst.M[None, :] * (1 + 1e-12)] = np.inf  # y_kr = 0: the prefix does not fit r
        if len(m.pk):
            sel = np.flatnonzero(np.isin(prev_row, rows))
            if len(sel):
                local = np.searchsorted(rows, prev_row[sel])
                pk, pr = m.pk[sel], m.pr[sel]
                v = (
                    inst.omega[pk] - inst.beta[pk] - eta @ inst.load_b[:, pk]
                    - inst.p[pk] * sig[pr] - dual[m.r_prev + sel]
                )
                for j in range(J):
                    v = v - inst.load_w[j, pk] * mu[j, pr]
                rc[local, pr] = v
        idx = np.arange(len(rows))
        for t in range(top):
            a = rc.argmin(axis=1)
            vals[rows, t], args[rows, t] = rc[idx, a], a
            rc[idx, a] = np.inf
    best = vals[:, 0].copy()
    best[~live] = 0.0
    return vals, args, best


def _lagrangian(inst: Instance, m: _Master, dual: np.ndarray, best: np.ndarray) -> float:
    """L(dual): every row but the per-key rows relaxed; a valid lower bound for any signed duals.

    The helper columns get the implied bounds b_jr <= B_j, s_jr <= S_j, v <= xbar, so a dual that
    violates their reduced-cost sign by a rounding error costs a little bound, not all of it.
    """
    R, J = inst.R, inst.J
    sig = np.minimum(dual[m.r_kv : m.r_kv + R], 0.0)
    mu = np.minimum(dual[m.r_load : m.r_load + J * R], 0.0).reshape(J, R)
    eta = dual[m.r_blind : m.r_blind + J]
    nu = np.maximum(dual[m.r_prev : m.r_prev + len(m.pk)], 0.0)
    B = inst.load_b.sum(axis=1)
    S = B + (inst.load_w + inst.load_f).sum(axis=1)
    return (
        m.const
        + float(sig @ inst.M)
        + float((mu * inst.cap).sum())
        + float(eta @ B)
        + float(nu @ m.px)
        + float(np.minimum(0.0, best).sum())
        + float((np.minimum(0.0, -mu - eta[:, None]) * B[:, None]).sum())
        + float((np.minimum(0.0, inst.pen[:, None] + mu) * S[:, None]).sum())
        + float((np.minimum(0.0, inst.chi[m.pk] - nu) * m.px).sum())
    )


def lp_bound(
    inst: Instance,
    seed_columns: Assignment | None = None,
    time_limit: float = 30.0,
    max_rounds: int = 500,
    tol: float = 1e-9,
    alpha: float = 0.5,
    max_new: int = 60_000,
    pooled: float | None = None,
) -> LpResult:
    """Lower bound on the plan program's optimum by the LP relaxation (column generation)."""
    t0 = time.perf_counter()
    deadline = t0 + time_limit
    keys = np.flatnonzero(inst.eligible)
    fixed = _no_choice(inst)
    if fixed is not None:
        return LpResult(fixed, fixed, Assignment.empty(), 0, 0, True, time.perf_counter() - t0)
    m = _Master(inst, keys)
    m.add(m.pk, m.pr)
    if seed_columns is not None and len(seed_columns.k):
        ok = inst.eligible[seed_columns.k]
        m.add(seed_columns.k[ok], seed_columns.r[ok])
    scale = max(1.0, _const(inst))
    tol = tol * scale / max(1, len(keys))
    bound = -np.inf
    center: np.ndarray | None = None  # duals of the best bound so far (Wentges smoothing)
    z = np.inf
    converged = False
    rounds = 0
    col_value = np.zeros(0)
    while rounds < max_rounds:
        rounds += 1
        left = deadline - time.perf_counter()
        if left <= 0 and center is not None:
            break
        solved = m.solve(left)
        if solved is None:
            break
        z, dual, col_value = solved
        if time.perf_counter() > deadline and center is not None:
            break
        added = 0
        for smooth in ((alpha,) if center is not None else ()) + (0.0,):
            y = dual if smooth == 0.0 else smooth * center + (1 - smooth) * dual
            vals, args, best = _price(inst, m, y)
            lag = _lagrangian(inst, m, y, best)
            if lag > bound:
                bound, center = lag, y
            pi = np.minimum(y[: len(keys)], 0.0)
            neg = vals < (pi[:, None] - tol)
            # at most max_new columns a round: the cheapest `per_key` of each pricing-out key
            n_keys = int(neg[:, 0].sum())
            per_key = max(1, min(vals.shape[1], max_new // max(n_keys, 1)))
            if time.perf_counter() > deadline:
                break
            ki, slot = np.nonzero(neg[:, :per_key])
            added = m.add(keys[ki], args[ki, slot])
            if added:
                break
        if z - bound <= 1e-9 * scale or (added == 0 and time.perf_counter() <= deadline):
            converged = True
            break
        if added == 0:
            break
    xs = col_value[m.n_fixed_cols :]
    ck = np.concatenate(m.col_k) if m.col_k else np.zeros(0, np.int64)
    cr = np.concatenate(m.col_r) if m.col_r else np.zeros(0, np.int64)
    xs = np.pad(xs, (0, max(0, len(ck) - len(xs))))[: len(ck)]  # columns added after the last solve are 0
    nz = xs > 1e-9
    x = Assignment(ck[nz], cr[nz], xs[nz])
    safe = max(_safe(bound, scale) if np.isfinite(bound) else -np.inf, -np.inf if pooled is None else pooled)
    if not np.isfinite(safe):
        safe = trivial_bound(inst)
    return LpResult(
        bound=float(safe),
        lp_value=float(z),
        x=x,
        rounds=rounds,
        columns=len(ck),
        converged=converged,
        seconds=time.perf_counter() - t0,
        duals=m.duals(center) if center is not None else None,
    )
