"""The pooled bound: every family of per-replica rows summed (one pooled replica). Its dual has one
multiplier for KV and one per load row; it is maximised over sigma for each mu (the breakpoints
sorted) and over mu in [0, pen] by coordinate ascent with tangent-line steps. Keys held at their
previous share by churn have two breakpoints, both counted. A warm key that cannot fit the D
largest caps among the replicas whose KV holds it overloads them by at least o_k
(`isolated_overload`); the row sum_k o_k a_k <= S_0 (another multiplier, sharing the penalty
with the load row) keeps that overload, which pooling would otherwise spread away. As the
relaxation can still admit such a key in part, the bound branches on the admission of the few
keys of largest o_k (the least over the branches); the keys a branch admits overload the caps
together (`forced_overload`: their destinations are at most D per key), at least S_0's floor
there. A hot key also holds its prefix on several replicas (`hot_copies`), each copy with its KV
and its fill, which overload (S_0) buys back only down to one copy, and only that key's.
Milliseconds at 10,000 keys.
"""

from __future__ import annotations

import itertools
import math
import time
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from cacheroute_solver.plan.bounds.common import Duals, no_choice, prev_pairs, safe_bound
from cacheroute_solver.plan.bounds.isolated import best_caps, forced_overload, isolated_overload, isolated_row, new_keys
from cacheroute_solver.plan.program import Instance

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


def hot_copies(inst: Instance, p: float, need: float, g: float) -> tuple[int, float]:
    """(c_k, delta_k) of a warm key with row-0 load `need`, prefix p and fill load g per destination.

    Within the caps it needs c_k destinations (the fewest whose caps less g sum to `need`, among
    the replicas whose KV holds p); with fewer, at least delta_k = need - (the c_k - 1 largest such
    caps less g) of it is overload. So sum_r y_kr >= c_k a_k - S_0 / delta_k: exact at S_0 = 0 and
    at S_0 = delta_k, and below the count beyond, as no later cap is smaller than delta_k.
    (0, 0) when D destinations cannot carry it (`isolated_overload` then sees it).
    """
    caps = np.sort(inst.cap[0, p * (1 - 1e-12) <= inst.M])[::-1][: inst.D] - g
    tot = np.cumsum(caps)
    c = int(np.searchsorted(tot, need * (1 - 1e-12))) + 1
    if c > len(caps):
        return 0, 0.0
    return c, need - (float(tot[c - 2]) if c > 1 else 0.0)


def _pooled_data(inst: Instance) -> _Pooled:
    keys = np.flatnonzero(inst.eligible)
    prev_total = np.minimum(np.bincount(inst.prev_k, weights=inst.prev_x, minlength=inst.K), 1.0)
    new = new_keys(inst)[keys]
    const = float(inst.beta.sum()) + float((inst.chi * prev_total)[~inst.eligible].sum())
    g = inst.load_f[:, keys] * new  # (J, K_e) fill load of one new destination
    q = inst.load_w[:, keys] + g - inst.load_b[:, keys]
    L = inst.cap.sum(axis=1) - inst.load_b.sum(axis=1)
    pen = inst.pen.astype(float)
    o_load = isolated_overload(inst, burst=False)
    o = isolated_row(inst, o_load)[keys]
    isolated = bool((o > 0).any())
    if isolated:
        q = np.vstack([q, o[None, :]])
        L = np.append(L, 0.0)
        pen = np.append(pen, pen[0])
    # a key whose load exceeds one replica's cap holds its prefix on several: with kappa_k the
    # largest cap (less its fill load) among replicas whose KV can hold it, sum_r y_kr >=
    # (need_k a_k - S_0) / kappa_k; and, being a count, sum_r y_kr >= c_k a_k - S_0 / delta_k
    # (`hot_copies`). Each holds whatever the other keys do (S_0 is at least the overload on k's own
    # destinations), so both are kept per key, with y_k >= a_k
    p = inst.p[keys]
    need = inst.load_w[0, keys] + min(inst.Gamma, 1.0) * inst.excess[keys]
    kappa = best_caps(inst, p, 1) - g[0]
    hot = np.flatnonzero((kappa > 0) & (need > kappa * (1 + 1e-9)))
    hot = np.sort(hot[np.argsort(-need[hot], kind="stable")[:HOT_KEYS]])
    beta = np.full(len(hot), -np.inf)
    delta = np.ones(len(hot))
    for i, h in enumerate(hot.tolist()):
        c, dl = hot_copies(inst, float(p[h]), float(need[h]), float(g[0, h]))
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
        cands = np.concatenate(
            [
                [d.s_lo],
                d.alpha * d.kappa,
                d.beta * d.delta,
                (d.alpha - d.beta) / (1.0 / d.kappa - 1.0 / d.delta),
                np.maximum(d.kappa * (d.alpha - t), d.delta * (d.beta - t)),
            ]
        )
    S = np.maximum(cands[np.isfinite(cands)], d.s_lo)
    extra = np.maximum(
        0.0,
        np.maximum(d.alpha[:, None] - S[None, :] / d.kappa[:, None], d.beta[:, None] - S[None, :] / d.delta[:, None]),
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
    d: _Pooled,
    mu: np.ndarray,
    direction: np.ndarray,
    top: float,
    here: tuple[float, float, np.ndarray],
    deadline: float,
    enough: float = math.inf,
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
        keys=d.keys[keep],
        c=d.c[keep],
        p=d.p[keep],
        q=q,
        chi=d.chi[keep],
        xbar=d.xbar[keep],
        M=d.M,
        L=L,
        pen=pen,
        const=d.const + float((d.chi[blind] * d.xbar[blind]).sum()),
        isolated=isolated,
        hot=pos[d.hot[hk]],
        alpha=d.alpha[hk],
        kappa=d.kappa[hk],
        beta=d.beta[hk],
        delta=d.delta[hk],
        xfill=d.xfill[hk],
        xload=d.xload[:, hk],
        forced=forced[hk],
        o_load=d.o_load[keep],
        s_lo=s_lo,
    )


def pooled_bound(
    inst: Instance, deadline: float = math.inf, branch: bool = True, target: float = math.inf
) -> PooledResult:
    """The pooled relaxation's Lagrangian dual, maximised over its whole range (module docstring).

    A key with isolated overload is warm with its overload or cache-blind with its whole load, and
    the relaxation admits it in part to dodge both; with `branch`, the bound is the least over both
    choices for each of the `BRANCH_KEYS` keys of largest overload (2^3 pooled bounds at most),
    each maximised only until it reaches `target` (a plan's objective, which no bound exceeds). In
    a branch the keys forced warm overload the caps together (`forced_overload`), which no key's
    own row sees. Every plan admits each branched key or not, so the least over the branches is a
    bound; the unbranched one is computed only when time runs out first.
    """
    fixed = no_choice(inst)
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
    pk, _, _, _ = prev_pairs(inst)
    row = np.full(inst.K, -1, np.int64)
    row[d.keys] = np.arange(len(d.keys))
    duals = Duals(pi=pi, u=np.repeat(mu_rows[:, None], inst.R, axis=1), eta=mu_rows.copy(), nu=nu_k[row[pk]])
    return PooledResult(safe_bound(best, best), sig, mu_rows, duals)
