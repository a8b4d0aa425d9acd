"""Greedy planner: the always-available fallback and the warm start of the exact backends.

One pass admits eligible keys in an order of benefit and places each where it fits, in phases,
so that no capacity is stranded and no overload is accepted that a later key could avoid:

0. **keys that overload wherever they go** (their load exceeds any D replicas' caps,
   `bounds.isolated_overload`), busiest first, each on the D replicas of most room shared so that
   their overload is level (`replication.level_split`; an even split leaves it higher where one
   has room beyond an even share), where that lowers the overload cost more than it costs and the
   blind traffic would overflow the fleet even with those keys cache-blind and every other key
   cached as far as KV allows: such a key only loses the largest replicas to later keys by
   waiting, unless the fleet has the room to take it cache-blind;
1. **hot keys first**: a key that no single replica can take (load, cold fill and burst excess) is
   split evenly over the fewest replicas that can (`replication.even_split`), before the rest
   fill those replicas;
2. **the rest**, in order: on its previous destinations when they still take it, else on the
   replica with the most headroom and KV room, else split evenly; a key that fits nowhere within
   the caps is deferred;
3. **overload**, only where it cannot be avoided: a key that fits nowhere within the caps is
   placed at once if the blind traffic would overflow even with every later key cached within
   the caps (then its overload relieves more than it adds; deferring it let later keys take the
   only KV that could hold it), else deferred; deferred keys are placed at the end if load above
   the caps remains, where that lowers the overload cost by more than their fill.

Headroom is kept per replica and row as keys are placed (cap - warm load - fill - burst margin).
Two admission orders are tried and the better plan kept (the second is skipped when the first
admitted every candidate, as it cannot do better; `search` runs it only while the bound does not
already prove the first within the tolerance). The pass stops at the deadline with the keys
placed so far, which is a valid plan.
"""

from __future__ import annotations

import math
import time
from bisect import bisect_left, insort

import numpy as np

from cacheroute_solver.plan.backends.base import SolveResult
from cacheroute_solver.plan.bounds import isolated_overload
from cacheroute_solver.plan.program import Assignment, Instance, evaluate
from cacheroute_solver.plan.replication import even_split, level_split
from cacheroute_solver.plan.warmset import admission_orders

_EPS = 1e-9


class _Fleet:
    """Headroom of every replica and row, KV room, burst margins and the blind load still unplaced."""

    def __init__(self, inst: Instance):
        self.inst = inst
        self.head = inst.cap.astype(float).copy()  # (J, R): cap - W - margin (row 0)
        self.kv = inst.M.astype(float).copy()
        self.B = inst.load_b.sum(axis=1)
        self.slack = self.head.sum(axis=1) - self.B  # (J,): headroom left for the blind traffic
        self.g = math.floor(inst.Gamma)
        self.frac = inst.Gamma - self.g
        self.n_top = self.g + (1 if self.frac > 0 else 0)
        self.tops = np.zeros((inst.R, max(self.n_top, 1)))  # largest excesses per replica, descending
        self.out_k: list[int] = []
        self.out_r: list[int] = []
        self.out_x: list[float] = []

    def margin_delta(self, r: np.ndarray, v: np.ndarray) -> np.ndarray:
        """Increase of each replica's burst margin if a value v joins it."""
        if self.n_top == 0:
            return np.zeros(len(r))
        if self.g == 1 and self.frac == 0:
            return np.maximum(v - self.tops[r, 0], 0.0)
        out = np.empty(len(r))
        for i, (rr, vv) in enumerate(zip(r.tolist(), v.tolist(), strict=True)):
            row = self.tops[rr]
            new = np.sort(np.append(row, vv))[::-1][: self.n_top]
            out[i] = self._margin(new) - self._margin(row)
        return out

    def _margin(self, row: np.ndarray) -> float:
        m = float(row[: self.g].sum())
        if self.frac > 0 and len(row) > self.g:
            m += self.frac * float(row[self.g])
        return m

    def need(self, k: int, dest: np.ndarray, share: np.ndarray, new: np.ndarray) -> np.ndarray:
        """(J, n) load each destination takes: warm share, fill where new, margin increase (row 0)."""
        inst = self.inst
        need = inst.load_w[:, k, None] * share[None, :] + inst.load_f[:, k, None] * new[None, :]
        if inst.excess[k] > 0:
            need[0] += self.margin_delta(dest, inst.excess[k] * share)
        return need

    def fits(self, need: np.ndarray, dest: np.ndarray) -> bool:
        return bool((need <= self.head[:, dest] + _EPS * (1.0 + np.abs(self.head[:, dest]))).all())

    def overload_cost(self, head: np.ndarray, B: np.ndarray) -> float:
        over = np.maximum(-head, 0.0).sum(axis=1) + np.maximum(B - np.maximum(head, 0.0).sum(axis=1), 0.0)
        return float(self.inst.pen @ over)

    def blind_delta(self, k: int, need: np.ndarray) -> float:
        """Overload cost added by placing k within the caps: its need may leave the blind traffic short."""
        after = self.slack - need.sum(axis=1) + self.inst.load_b[:, k]
        return float(self.inst.pen @ (np.maximum(-after, 0.0) - np.maximum(-self.slack, 0.0)))

    def place(self, k: int, dest: np.ndarray, share: np.ndarray, need: np.ndarray) -> None:
        inst = self.inst
        self.slack += inst.load_b[:, k] - need.sum(axis=1)
        self.head[:, dest] -= need
        self.kv[dest] -= inst.p[k]
        self.B -= inst.load_b[:, k]
        if inst.excess[k] > 0 and self.n_top:
            for r, v in zip(dest.tolist(), (inst.excess[k] * share).tolist(), strict=True):
                row = np.sort(np.append(self.tops[r], v))[::-1][: self.n_top]
                self.tops[r] = row
        self.out_k.extend([k] * len(dest))
        self.out_r.extend(dest.tolist())
        self.out_x.extend(share.tolist())

    def assignment(self) -> Assignment:
        return Assignment(
            np.array(self.out_k, dtype=np.int64), np.array(self.out_r, dtype=np.int64), np.array(self.out_x)
        ).normalized()


def _spread(st: _Fleet, k: int, prev: tuple[np.ndarray, np.ndarray] | None, allow_over: bool, level: bool = False):
    """Where key k goes: (dest, share, need) of the fewest even destinations that fit, or None.

    With `allow_over`, the even split over the D roomiest replicas is returned even if it does not
    fit (the caller weighs the overload); with `level` too (a key that overloads wherever it goes),
    shared so that their overload is level (`level_split`).
    """
    inst = st.inst
    fits_kv = np.flatnonzero(st.kv >= inst.p[k] - _EPS * max(inst.p[k], 1e-300))
    if len(fits_kv) == 0:
        return None
    newd = np.ones(len(fits_kv), bool)  # a new destination pays the cold fill
    if prev is not None:
        newd[np.isin(fits_kv, prev[0])] = False
    room = st.head[0, fits_kv] - inst.load_f[0, k] * newd
    order = np.argsort(-room, kind="stable")
    cand = fits_kv[order]
    n = even_split(inst.load_w[0, k], room[order], inst.D)
    tries = range(n, min(inst.D, len(cand)) + 1) if n else ()
    for m in tries:
        dest = cand[:m]
        share = np.full(m, 1.0 / m)
        need = st.need(k, dest, share, newd[order][:m])
        if st.fits(need, dest):
            return dest, share, need
    if allow_over:
        m = min(inst.D, len(cand))
        dest = cand[:m]
        if level:
            share = level_split(inst.load_w[0, k] + min(inst.Gamma, 1.0) * inst.excess[k], room[order][:m])
        else:
            share = np.full(m, 1.0 / m)
        return dest, share, st.need(k, dest, share, newd[order][:m])
    return None


def _least_overflow(inst: Instance, blind: np.ndarray) -> float:
    """Row-0 load above the fleet's caps with the keys `blind` cache-blind and the others cached as
    far as the pooled KV budgets allow, the most relief per KV token first (fractional): no plan
    that leaves `blind` cache-blind overflows less (burst margins and per-replica fit aside)."""
    relief = np.where(blind | ~inst.eligible, 0.0, inst.load_b[0] - inst.load_w[0] - inst.load_f[0])
    live = np.flatnonzero(relief > 0)
    p = inst.p[live]
    with np.errstate(divide="ignore"):
        order = np.argsort(-relief[live] / p, kind="stable")
    cum = np.cumsum(p[order])
    n = int(np.searchsorted(cum, float(inst.M.sum()), side="right"))
    got = float(relief[live][order[:n]].sum())
    if n < len(order):
        i = order[n]
        got += relief[live][i] * (float(inst.M.sum()) - (float(cum[n - 1]) if n else 0.0)) / p[i]
    return float(inst.load_b[0].sum()) - got - float(inst.cap[0].sum())


def _next_at_most(values: np.ndarray, start: int, limit: float, window: int = 512) -> int:
    """The first index from `start` whose value is at most `limit`, or len(values)."""
    for s in range(start, len(values), window):
        hit = np.flatnonzero(values[s : s + window] <= limit)
        if len(hit):
            return s + int(hit[0])
    return len(values)


class _Pass:
    """The state of one pass: `_Fleet`'s arrays, with row 0, the KV rooms, the blind slack and total
    and the burst tops mirrored in Python scalars (numpy scalar access cost most of a key's time).

    The arrays are brought in step (`flush`) before the general rule reads them, and the scalars from
    them (`moved`) after it places a key. The rules read in the order a key meets them: the fast ones
    (`fast`, `fast_prev`), the general one (`try_place`), overload (`over_one`).
    """

    def __init__(self, inst: Instance, st: _Fleet):
        self.inst, self.st = inst, st
        self.R, self.J = inst.R, inst.J
        self.prev = inst.previous_by_key
        self.isolated = isolated_overload(inst) > 0  # keys that overload the caps wherever they go
        self.deferred: list[int] = []
        self.head0, self.kv = st.head[0], st.kv
        self.headl, self.kvl = self.head0.tolist(), self.kv.tolist()
        self.srt = sorted((-self.headl[r], r) for r in range(self.R))  # replicas by headroom, most first
        self.kvs: list[tuple[float, int]] = []  # replicas by KV room, least first (built when first read)
        self.simple = inst.Gamma == 0 or (st.g == 1 and st.frac == 0)
        self.lw0, self.lf0, self.lb0 = inst.load_w[0].tolist(), inst.load_f[0].tolist(), inst.load_b[0].tolist()
        self.ex, self.pl = inst.excess.tolist(), inst.p.tolist()
        self.sv, self.fl, self.chi_l = inst.saving.tolist(), inst.fill.tolist(), inst.chi.tolist()
        self.pen0 = float(inst.pen[0])
        self.topl = st.tops[:, 0].tolist()
        self.kvmax = max(self.kvl)  # at least the largest KV room (rooms only shrink; refreshed when it decides)
        # row 0: headroom left for the blind traffic, and the blind load
        self.slack0, self.blind0 = float(st.slack[0]), float(st.B[0])
        self.arrays_stale = True  # the arrays behind the scalars
        self.kv_order_stale = True
        self.sums_stale = True  # row 0's headroom sums
        self.sums = [0.0, 0.0]
        self.memo = (-1, -1)  # (key, replica) `fast` found too full for it, for `over_one` to reuse
        self.prev_one = {k: int(rs[0]) for k, (rs, _) in self.prev.items() if len(rs) == 1}
        self.cap0_max = float(inst.cap[0].max())

    # ---- the scalars and the arrays ----------------------------------------------------------

    def flush(self) -> None:
        """The arrays of `st` from the scalars, before the general rule reads them."""
        if self.arrays_stale:
            st = self.st
            self.head0[:] = self.headl
            self.kv[:] = self.kvl
            st.slack[0], st.B[0] = self.slack0, self.blind0
            if st.n_top:
                st.tops[:, 0] = self.topl
            self.arrays_stale = False

    def set_head(self, r: int, h: float) -> None:
        """Replica r's row-0 headroom is now h: keep the sorted list in step."""
        srt = self.srt
        old = self.headl[r]
        i = bisect_left(srt, (-old, r))
        if i < len(srt) and srt[i][1] == r:
            srt.pop(i)
        self.headl[r] = h
        insort(srt, (-h, r))
        self.sums_stale = True

    def set_room(self, r: int, room: float) -> None:
        """Replica r's KV room is now `room`."""
        if not self.kv_order_stale:  # once built, the KV order is kept in step
            kvs = self.kvs
            i = bisect_left(kvs, (self.kvl[r], r))
            if i < len(kvs) and kvs[i][1] == r:
                kvs.pop(i)
            insort(kvs, (room, r))
        self.kvl[r] = room

    def by_room(self) -> list[tuple[float, int]]:
        if self.kv_order_stale:
            self.kvs[:] = sorted((self.kvl[r], r) for r in range(self.R))
            self.kv_order_stale = False
        return self.kvs

    def head_sums(self) -> list[float]:
        """Row 0's sum of positive and of negative headroom."""
        if self.sums_stale:
            headl = self.headl
            self.sums[0] = sum(h for h in headl if h > 0)
            self.sums[1] = -sum(h for h in headl if h < 0)
            self.sums_stale = False
        return self.sums

    def moved(self, r: int) -> None:
        """The general rule placed a key on r: bring the scalars in step with the arrays."""
        st = self.st
        self.set_head(r, float(self.head0[r]))
        self.set_room(r, float(self.kv[r]))
        self.topl[r] = float(st.tops[r, 0])
        self.slack0, self.blind0 = float(st.slack[0]), float(st.B[0])

    def commit(self, k: int, r: int, h: float, need: float, e: float, pk: float) -> None:
        """Key k goes whole to replica r, whose row-0 headroom becomes h."""
        self.set_head(r, h)
        self.set_room(r, self.kvl[r] - pk)
        self.slack0 += self.lb0[k] - need
        self.blind0 -= self.lb0[k]
        if e > self.topl[r]:
            self.topl[r] = e
        self.arrays_stale = True
        st = self.st
        st.out_k.append(k)
        st.out_r.append(r)
        st.out_x.append(1.0)

    def roomiest(self, floor: float, least_p: float) -> int:
        """The replica of most headroom whose KV room is at least `floor`, or -1; replicas with less
        room than `least_p` (the smallest prefix still to come) can take no later key and leave."""
        srt, kvl, headl = self.srt, self.kvl, self.headl
        if srt and kvl[srt[0][1]] >= floor:
            return srt[0][1]
        kvs = self.by_room()
        j = bisect_left(kvs, (floor, -1))
        if len(kvs) - j <= 8:  # few have the room (KV nearly full): the best of those
            if j == len(kvs):
                self.kvmax = kvs[-1][0] if kvs else 0.0
                return -1
            return min((-headl[rr], rr) for _, rr in kvs[j:])[1]
        dead = []
        r = -1
        for i, (_, rr) in enumerate(srt):
            room = kvl[rr]
            if room >= floor:
                r = rr
                break
            if room < least_p:
                dead.append(i)
        for i in reversed(dead):
            srt.pop(i)
        if r < 0:
            self.kvmax = max(kvl)
        return r

    # ---- the rules: fast (scalars), general (arrays), overload -------------------------------

    def gain_of(self, k: int, dest: np.ndarray, share: np.ndarray) -> float:
        inst = self.inst
        pr = self.prev.get(k)
        g = inst.saving[k]
        if pr is None:
            return g - inst.fill[k] * len(dest)
        kept_map = dict(zip(pr[0].tolist(), pr[1].tolist(), strict=True))
        kept = sum(min(kept_map.get(int(r), 0.0), x) for r, x in zip(dest.tolist(), share.tolist(), strict=True))
        n_new = sum(1 for r in dest.tolist() if r not in kept_map)
        return g - inst.fill[k] * n_new + inst.chi[k] * kept

    def accept(self, k: int, dest: np.ndarray, share: np.ndarray, need: np.ndarray) -> None:
        """Place k within the caps if it gains more than any blind overflow it causes or relieves."""
        st = self.st
        if self.gain_of(k, dest, share) - st.blind_delta(k, need) > 0:
            st.place(k, dest, share, need)
            for r in dest.tolist():
                self.moved(r)

    def try_place(self, k: int) -> bool:
        """The general rule. False: k fits nowhere within the caps (deferred to the overload phase)."""
        self.flush()
        inst, st = self.inst, self.st
        pr = self.prev.get(k)
        if pr is not None:  # stay where it was, with the same shares, when that still fits
            dest, share = pr
            if (st.kv[dest] >= inst.p[k] - _EPS * max(inst.p[k], 1e-300)).all():
                need = st.need(k, dest, share, np.zeros(len(dest), bool))
                if st.fits(need, dest):
                    self.accept(k, dest, share, need)
                    return True
        got = _spread(st, k, pr, allow_over=False)
        if got is None:
            return False
        self.accept(k, *got)
        return True

    def fast(self, k: int, least_p: float) -> bool | None:
        """True: placed or not worth it; False: fits nowhere within the caps; None: the general rule decides."""
        inst, st = self.inst, self.st
        e = self.ex[k]
        if e > 0 and not self.simple:
            return None
        pk = self.pl[k]
        if pk > self.kvmax * (1 + _EPS):
            return True  # no KV room anywhere, and KV room only shrinks
        r = self.roomiest(pk - _EPS * max(pk, 1e-300), least_p)
        if r < 0:
            return True
        h = self.headl[r]
        lw0, lf0 = self.lw0[k], self.lf0[k]
        need = lw0 + lf0 + (max(0.0, e - self.topl[r]) if e > 0 else 0.0)
        if need > h + _EPS * (1.0 + abs(h)):
            self.memo = (k, r)  # the overload phase asks again, of the same state
            # an even split over D destinations needs at least this much room on one of them
            return False if lw0 / inst.D + lf0 > h + _EPS * (1.0 + abs(h)) else None
        if self.J > 1:
            self.flush()
            col = st.need(k, np.array([r]), np.ones(1), np.ones(1, bool))
            if not st.fits(col, np.array([r])):
                return None
            delta = st.blind_delta(k, col)
        else:
            sl = self.slack0
            after = sl - need + self.lb0[k]
            delta = self.pen0 * (max(-after, 0.0) - max(-sl, 0.0))
        if self.sv[k] - self.fl[k] - delta <= 0:
            return True
        if self.J > 1:
            st.head[1:, r] -= col[1:, 0]
            st.slack[1:] += inst.load_b[1:, k] - col[1:, 0]
            st.B[1:] -= inst.load_b[1:, k]
        self.commit(k, r, h - need, need, e, pk)
        return True

    def fast_prev(self, k: int) -> bool | None:
        """A key that had one destination stays there whole when it fits (no fill, no churn)."""
        r = self.prev_one.get(k, -1)
        e = self.ex[k]
        if self.J > 1 or r < 0 or (e > 0 and not self.simple):
            return None
        pk = self.pl[k]
        if self.kvl[r] < pk - _EPS * max(pk, 1e-300):
            return None
        h = self.headl[r]
        need = self.lw0[k] + (max(0.0, e - self.topl[r]) if e > 0 else 0.0)
        if need > h + _EPS * (1.0 + abs(h)):
            return None
        sl = self.slack0
        after = sl - need + self.lb0[k]
        if self.sv[k] + self.chi_l[k] - self.pen0 * (max(-after, 0.0) - max(-sl, 0.0)) <= 0:
            return True
        self.commit(k, r, h - need, need, e, pk)
        return True

    def over_one(self, k: int) -> None:
        """Place k where it lowers the overload cost by more than its fill costs, if anywhere.

        Phase 3: a key that one replica can take goes to the one with most headroom (weighed in
        scalars); a hot one is split evenly over the D roomiest (weighed on the arrays).
        """
        inst, st = self.inst, self.st
        pk = self.pl[k]
        if pk > self.kvmax * (1 + _EPS):
            return
        pr = self.prev.get(k)
        lw0, lf0 = self.lw0[k], self.lf0[k]
        if self.J == 1 and pr is None and lw0 + lf0 + self.ex[k] <= self.cap0_max and self.simple:
            r = self.memo[1] if self.memo[0] == k else self.roomiest(pk - _EPS * max(pk, 1e-300), 0.0)
            if r < 0:
                return
            h = self.headl[r]
            e = self.ex[k]
            need = lw0 + lf0 + (max(0.0, e - self.topl[r]) if e > 0 else 0.0)
            pos, neg = self.head_sums()
            B0 = self.blind0
            before = neg + max(0.0, B0 - pos)
            h2 = h - need
            pos2 = pos - max(h, 0.0) + max(h2, 0.0)
            neg2 = neg - max(-h, 0.0) + max(-h2, 0.0)
            after = neg2 + max(0.0, B0 - self.lb0[k] - pos2)
            if self.sv[k] - self.fl[k] - self.pen0 * (after - before) > 0:
                self.commit(k, r, h2, need, e, pk)
            return
        self.flush()
        got = _spread(st, k, pr, allow_over=True, level=bool(self.isolated[k]))
        if got is None:
            return
        dest, share, need = got
        cost = st.overload_cost(st.head, st.B)
        head = st.head.copy()
        head[:, dest] -= need
        after_cost = st.overload_cost(head, st.B - inst.load_b[:, k])
        if self.gain_of(k, dest, share) - (after_cost - cost) > 0:
            st.place(k, dest, share, need)
            for r in dest.tolist():
                self.moved(r)

    def overload_now(self) -> float:
        if self.J == 1:
            pos, neg = self.head_sums()
            return self.pen0 * (neg + max(0.0, self.blind0 - pos))
        self.flush()
        return self.st.overload_cost(self.st.head, self.st.B)

    # ---- the phases, in order ----------------------------------------------------------------

    def isolated_first(self, order: np.ndarray, hot: np.ndarray, one: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Phase 0: a key that overloads the caps wherever it goes takes the largest replicas at once
        (waiting, it would find them taken and the overload larger), where that relieves the overload
        and the blind traffic would overflow even with it cache-blind and all else cached. Returns
        the keys (and their `hot` flags) still to place."""
        inst, st = self.inst, self.st
        iso = order[self.isolated[order]]
        if len(iso) and _least_overflow(inst, self.isolated) > 0:
            for k in iso[np.argsort(-one[iso], kind="stable")].tolist():
                self.over_one(k)
            placed = np.zeros(inst.K, bool)
            placed[st.out_k] = True
            keep = ~placed[order]
            order, hot = order[keep], hot[keep]
        return order, hot

    def sequence(self, order: np.ndarray, hot: np.ndarray) -> None:
        """The admission sequence (hot keys first, then the rest) and what each position reads: the
        smallest prefix from there on, and the relief the later keys could still bring."""
        inst = self.inst
        keys = order.tolist()
        hot_keys = [k for k, h in zip(keys, hot.tolist(), strict=True) if h]
        rest = [k for k, h in zip(keys, hot.tolist(), strict=True) if not h]
        seq = self.seq = hot_keys + rest
        seq_a = self.seq_a = np.array(seq, np.int64)
        self.least = (np.minimum.accumulate(inst.p[seq_a[::-1]])[::-1] * (1 - _EPS)).tolist() if seq else []
        # what caching each later key within the caps could take off the blind overflow (row 0)
        relief = np.maximum(inst.load_b[0, seq_a] - inst.load_w[0, seq_a] - inst.load_f[0, seq_a], 0.0)
        self.relief_after = (np.cumsum(relief[::-1])[::-1] - relief).tolist() if seq else []
        p_seq = self.p_seq = inst.p[seq_a]
        self.relief_after_a = np.asarray(self.relief_after)
        self.split_need = (inst.load_w[0] / inst.D + inst.load_f[0])[seq_a]  # least a destination takes of it
        was = np.zeros(inst.K, bool)
        was[inst.prev_k] = True
        self.prev_seq = was[seq_a]
        self.floor_all = p_seq - _EPS * np.maximum(p_seq, 1e-300)

    def fail_block(self, i: int, window: int = 256) -> int:
        """After a key that fitted nowhere: the end of the run of keys from i that fit nowhere within
        the caps either (no replica whose KV holds them has the headroom even an even split over D
        needs) and that the later keys' relief could still cover, all deferred here at once; or that
        no KV budget holds (passed over). One key's rule would do the same for each."""
        R, p_seq = self.R, self.p_seq
        j = min(len(self.seq), i + window)
        rooms, heads = np.array(self.kvl), np.array(self.headl)
        order = np.argsort(rooms)
        best_head = np.maximum.accumulate(heads[order][::-1])[::-1]  # most headroom with at least that room
        at = np.searchsorted(rooms[order], self.floor_all[i:j], side="left")
        m = np.where(at < R, best_head[np.minimum(at, R - 1)], -np.inf)
        none = p_seq[i:j] > float(rooms.max()) * (1 + _EPS)
        with np.errstate(invalid="ignore"):
            fails = (self.split_need[i:j] > m + _EPS * (1.0 + np.abs(m))) | np.isneginf(m)
        defer = self.blind0 - self.head_sums()[0] - self.relief_after_a[i:j] <= 0
        good = (none | (fails & defer)) & ~self.prev_seq[i:j]
        t = int(np.argmin(good)) if not good.all() else j - i
        if t:
            self.deferred.extend(self.seq_a[i : i + t][~none[:t]].tolist())
        return i + t

    def admit(self, deadline: float, eager: frozenset[int]) -> bool:
        """Phases 1-3 over the sequence: each key by the fast rules, else the general one; a key that
        fits nowhere within the caps is weighed for overload at once where the blind traffic would
        overflow even with every later key cached (or it is `eager`), else deferred. False: the
        deadline passed (the keys placed so far stand)."""
        inst, st, prev, J = self.inst, self.st, self.prev, self.J
        seq, least, relief_after, p_seq = self.seq, self.least, self.relief_after, self.p_seq
        srt, headl, kvl, topl = self.srt, self.headl, self.kvl, self.topl
        pl, ex, lb0, pen0 = self.pl, self.ex, self.lb0, self.pen0
        inline = J == 1 and self.simple and self.R > 0
        if inline:
            p_floor = (inst.p - _EPS * np.maximum(inst.p, 1e-300)).tolist()
            one_l = (inst.load_w[0] + inst.load_f[0]).tolist()
            value_l = (inst.saving - inst.fill).tolist()
        out_k, out_r, out_x = st.out_k, st.out_r, st.out_x
        failing = False  # the last key fitted nowhere within the caps
        n, i, steps = len(seq), -1, 0
        while i + 1 < n:
            i += 1
            steps += 1
            if steps % 256 == 0 and time.perf_counter() > deadline:
                return False
            k = seq[i]
            if pl[k] > self.kvmax * (1 + _EPS):
                self.kvmax = max(kvl)
                if self.kvmax < least[i]:
                    break  # no KV budget holds any prefix still to come
                if pl[k] > self.kvmax * (1 + _EPS):
                    # no budget holds k (nor will: rooms only shrink): skip to the next prefix one may hold
                    i = _next_at_most(p_seq, i, self.kvmax * (1 + _EPS)) - 1
                    continue
            if failing and J == 1 and not eager:
                j = self.fail_block(i)
                if j > i:
                    i = j - 1
                    continue
            failing = False
            if inline and k not in prev:
                # `fast` where the replica of most headroom holds the prefix (most keys), written out
                negh, r = srt[0]
                if kvl[r] >= p_floor[k]:
                    h, e = -negh, ex[k]
                    need = one_l[k] + (e - topl[r] if e > topl[r] else 0.0)
                    if need <= h + _EPS * (1.0 + abs(h)):
                        sl = self.slack0
                        after = sl - need + lb0[k]
                        delta = 0.0 if after >= 0.0 and sl >= 0.0 else pen0 * (max(-after, 0.0) - max(-sl, 0.0))
                        if value_l[k] > delta:
                            srt.pop(0)
                            insort(srt, (need - h, r))
                            headl[r] = h - need
                            self.set_room(r, kvl[r] - pl[k])
                            self.slack0 = after
                            self.blind0 -= lb0[k]
                            if e > topl[r]:
                                topl[r] = e
                            self.arrays_stale = self.sums_stale = True
                            out_k.append(k)
                            out_r.append(r)
                            out_x.append(1.0)
                        continue
            done = self.fast(k, least[i]) if k not in prev else self.fast_prev(k)
            if done is None:
                done = self.try_place(k)
            if done:
                continue
            failing = True
            overflow = self.blind0 - self.head_sums()[0]  # blind load beyond the headroom left
            if k in eager or overflow - relief_after[i] > 0:
                # even if every later key were cached within the caps, blind traffic would overflow:
                # the overload this key brings is no worse than that, and it may relieve more
                self.over_one(k)
            else:
                self.deferred.append(k)
        return True

    def place_deferred(self, deadline: float) -> None:
        """The deferred keys, where load above the caps remains and placing one lowers its cost by
        more than its fill."""
        inst = self.inst
        if not self.deferred or self.overload_now() <= 0:
            return
        if self.J == 1:
            # placing k changes the overload by at least its load less its blind load, so it can
            # gain only if its saving and that relief outweigh its fill
            relieves = (
                inst.saving - inst.fill + self.pen0 * (inst.load_b[0] - inst.load_w[0] - inst.load_f[0]) > 0
            ).tolist()
        else:
            relieves = (inst.load_b > inst.load_w / inst.D + inst.load_f).any(axis=0).tolist()
        self.kvmax = max(self.kvl)
        cands = [k for k in self.deferred if relieves[k] and self.pl[k] <= self.kvmax * (1 + _EPS)]
        for i, k in enumerate(cands):
            if i % 64 == 63 and (time.perf_counter() > deadline or self.overload_now() <= 0):
                break
            if self.J == 1 and self.blind0 <= self.head_sums()[0]:
                # the blind traffic fits: a deferred key (no replica could take it within the caps
                # when it came, and headroom only shrinks) would only add overload
                break
            self.over_one(k)

    def dropped(self, one: np.ndarray) -> list[int]:
        """The hot keys deferred and then never placed (KV had run out)."""
        if not self.deferred:
            return []
        placed = np.zeros(self.inst.K, bool)
        placed[self.st.out_k] = True
        return [k for k in self.deferred if not placed[k] and one[k] > self.cap0_max]


def _worth_trying(inst: Instance, st: _Fleet, order: np.ndarray) -> np.ndarray:
    """The keys of `order` a pass tries: without overload to relieve, only those that save more than
    their fill (or were warm); and only prefixes some KV budget holds."""
    if st.overload_cost(st.head, st.B) <= 0:
        worth = inst.saving - inst.fill > 0
        worth[inst.prev_k] = True
        order = order[worth[order]]
    return order[inst.p[order] <= float(st.kv.max()) * (1 + _EPS)]


def greedy_pass(
    inst: Instance,
    order: np.ndarray,
    deadline: float = math.inf,
    eager: frozenset[int] = frozenset(),
    dropped: list[int] | None = None,
) -> Assignment:
    """One greedy pass over `order` (key indices), in the phases of the module docstring.

    Keys in `eager` that fit nowhere within the caps are weighed for overload at once instead of
    being deferred; `dropped`, if given, receives the hot keys deferred and then never placed (KV
    had run out), which `search` tries again eagerly where overload remains.
    """
    # ---- data: the keys worth trying; which of them no single replica can take
    st = _Fleet(inst)
    if inst.R == 0 or len(order) == 0:
        return Assignment.empty()
    order = _worth_trying(inst, st, order)
    one = inst.load_w[0] + inst.load_f[0] + inst.excess
    hot = one[order] > float(st.head[0].max())
    # ---- variables: headroom, KV room and burst tops per replica, mirrored in scalars
    run = _Pass(inst, st)
    # ---- constraints and objective: `_Pass`'s rules, weighed per key as it comes (it fits
    # within the caps and KV; it gains more than its fill and any overload it adds)
    # ---- solve: phase 0, keys that overload wherever they go, on the largest replicas first
    order, hot = run.isolated_first(order, hot, one)
    # ---- solve: phases 1-3, hot keys, then the rest; overload only where it cannot be avoided
    run.sequence(order, hot)
    if not run.admit(deadline, eager):
        return st.assignment()  # the deadline passed: the keys placed so far
    run.place_deferred(deadline)
    # ---- report
    if dropped is not None:
        dropped.extend(run.dropped(one))
    return st.assignment()


def greedy_orders(inst: Instance) -> list[np.ndarray]:
    """Admission orders; previously warm keys are credited the fill and churn that staying avoids."""
    was_warm = np.zeros(inst.K, bool)
    was_warm[inst.prev_k] = True
    credit = np.where(was_warm, inst.fill + inst.chi, 0.0)
    return admission_orders(inst.saving + credit, inst.p, inst.eligible)


class GreedyBackend:
    name = "greedy"

    def solve(
        self, inst: Instance, time_limit: float = math.inf, hint: Assignment | None = None, seed: int = 0
    ) -> SolveResult:
        t0 = time.perf_counter()
        deadline = t0 + time_limit
        best: Assignment | None = hint
        best_obj = evaluate(inst, hint).objective if hint is not None else np.inf
        n_cand = int(inst.eligible.sum())
        for order in greedy_orders(inst):
            asg = greedy_pass(inst, order, deadline)
            obj = evaluate(inst, asg).objective
            if obj < best_obj:
                best, best_obj = asg, obj
            if len(np.unique(asg.k)) >= n_cand or time.perf_counter() > deadline:
                break  # every candidate admitted: another order places the same keys
        if best is None:
            best = Assignment.empty()
        return SolveResult(best, "feasible", time.perf_counter() - t0, "greedy")
