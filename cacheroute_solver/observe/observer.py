"""The observer: a decayed, bounded prefix table and the key rule over it (`Observer`)."""

from __future__ import annotations

import itertools
import math
import threading
import time
from collections.abc import Iterable, Sequence

import numpy as np

from cacheroute_solver.models import MAX_RATE, MAX_TOKENS, KeyStats
from cacheroute_solver.observe.config import ObserverConfig
from cacheroute_solver.observe.stats import ObservedStats
from cacheroute_solver.prefix import key_name, routing_key, token_block_hashes

_RENORM_EXPONENT = 40.0
_ROWS = 6  # rows of Observer._sums: count, prompt, hit, output, peak, current window count
_PEAK, _CUR = 4, 5
_NO_MISS = np.iinfo(np.int64).max
_MAX_HASH = np.iinfo(np.int64).max
MIN_RATE_SPAN_S = 1.0
"""Rates are counted over at least this many seconds of stream: one request, or many at one
instant, is not an infinite rate."""


class Observer:
    """Turns a stream of requests (chains of block hashes) into keys and `KeyStats`.

    Requests are buffered and merged in vectorised batches into a table of at most
    ``config.capacity`` prefix nodes (``config.max_nodes(L)`` during a merge). Each node holds
    decayed sums over the requests that pass through it: count, prompt tokens, tokens that hit
    an already-seen prefix, and output tokens. `stats` picks the keys and derives each key's
    statistics from those sums by inclusion-exclusion.
    """

    def __init__(self, config: ObserverConfig | None = None, **overrides: object) -> None:
        base = config or ObserverConfig()
        self.config = ObserverConfig.model_validate({**base.model_dump(), **overrides}) if overrides else base
        c = self.config
        self._tau = c.horizon_s
        self._B = c.block_tokens
        self._cached_floor = math.exp(-c.cached_horizons)
        self._ids = np.empty(0, np.int64)
        self._parent = np.empty(0, np.int64)
        self._depth = np.empty(0, np.int32)
        # count, prompt, hit, output, peak window rate, count in the current window; scaled weights
        self._sums = np.empty((_ROWS, 0), np.float64)
        self._win = np.empty(0, np.int64)  # current burst window of each node
        self._t_ref: float | None = None
        self._t_first = math.inf
        self._t_last = -math.inf
        self._total = np.zeros(2)  # scaled requests, scaled prompt tokens
        self._dropped = 0.0  # scaled
        self._prev_keys: set[int] = set()
        self._index: dict[int, str] = {}
        self._buf_chains: list[Sequence[int]] = []
        self._buf_t: list[float] = []
        self._buf_in: list[float] = []
        self._buf_out: list[float] = []
        self._buf_blocks = 0
        self.requests = 0
        self.rejected = 0
        self.peak_nodes = 0
        self._ingest = threading.Lock()  # the buffers
        self._table = threading.RLock()  # the prefix table, merges and stats

    def __getstate__(self) -> dict:
        state = self.__dict__.copy()
        del state["_ingest"], state["_table"]
        return state

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self._ingest = threading.Lock()
        self._table = threading.RLock()

    # ---- ingest --------------------------------------------------------------------------

    def observe(
        self,
        block_hashes: Sequence[int],
        input_tokens: float | None = None,
        output_tokens: float = 0.0,
        timestamp: float | None = None,
    ) -> None:
        """Record one request: its chain of block hashes, prompt and output tokens, time (s).

        ``input_tokens`` defaults to ``len(block_hashes) * block_tokens``; ``timestamp`` to the
        wall clock. Hashes must be chained (equal hash means equal prefix) integers in
        ``[0, 2**63)``. A request with a bad hash, a negative or non-finite count or time is
        dropped at the next merge and counted in ``rejected``; the others are kept. The sequence
        is kept, not copied, until the next merge: do not change it in place.

        Thread-safe against `flush` and `stats` in another thread: it waits only for a list
        append, not for a merge, unless its own request fills the buffer.
        """
        n = len(block_hashes)
        if self._buf_blocks + n > self.config.flush_blocks and self._buf_chains:
            self.flush()
        t = time.time() if timestamp is None else timestamp
        with self._ingest:
            self._buf_chains.append(block_hashes)
            self._buf_t.append(t)
            self._buf_in.append(n * self._B if input_tokens is None else input_tokens)
            self._buf_out.append(output_tokens)
            self._buf_blocks += n
            self.requests += 1

    def observe_tokens(
        self, token_ids: Sequence[int] | np.ndarray, output_tokens: float = 0.0, timestamp: float | None = None
    ) -> list[int]:
        """Record one request given as token ids (hashed in ``block_tokens`` blocks); returns its chain."""
        chain = token_block_hashes(token_ids, self._B)
        self.observe(chain, len(token_ids), output_tokens, timestamp)
        return chain

    def observe_many(
        self,
        chains: Iterable[Sequence[int]],
        input_tokens: Iterable[float],
        output_tokens: Iterable[float],
        timestamps: Iterable[float],
    ) -> None:
        """Record many requests at once (same meaning as `observe`, all fields required)."""
        for ch, i, o, t in zip(chains, input_tokens, output_tokens, timestamps, strict=True):
            self.observe(ch, i, o, t)

    def flush(self) -> None:
        """Merge buffered requests into the prefix table (called automatically)."""
        with self._table:
            with self._ingest:
                if not self._buf_chains:
                    return
                chains, self._buf_chains = self._buf_chains, []
                fields = (self._buf_t, self._buf_in, self._buf_out)
                self._buf_t, self._buf_in, self._buf_out, self._buf_blocks = [], [], [], 0
            self._merge_batch(chains, fields)

    def _merge_batch(self, chains: list[Sequence[int]], fields: tuple[list[float], list[float], list[float]]) -> None:
        try:
            t, inp, out = (np.asarray(f, np.float64) for f in fields)
            lens = np.fromiter(map(len, chains), np.int64, len(chains))
            flat = np.fromiter(itertools.chain.from_iterable(chains), np.int64, int(lens.sum()))
            valid = bool(np.isfinite(t).all() and np.isfinite(inp).all() and np.isfinite(out).all())
            valid = valid and not ((inp < 0).any() or (out < 0).any() or (flat.size and flat.min() < 0))
        except (TypeError, ValueError, OverflowError):
            valid = False
        if not valid:
            chains, t, inp, out, lens, flat = self._drop_invalid(chains, *fields)
            if not chains:
                return
        m = len(chains)
        t_ref = self._advance_clock(float(t.min()), float(t.max()))
        w = np.exp((t - t_ref) / self._tau)
        self._total += (w.sum(), (w * inp).sum())
        total = len(flat)
        if total == 0:
            return
        starts = np.cumsum(lens) - lens
        nonempty = lens > 0
        req = np.repeat(np.arange(m), lens)
        depth = np.arange(total, dtype=np.int64) - starts[req]
        parent = np.empty(total, np.int64)
        parent[1:] = flat[:-1]
        parent[starts[nonempty]] = -1

        uniq, first, inv = np.unique(flat, return_index=True, return_inverse=True)
        hit = np.ones(total, bool)
        hit[first] = False
        n_nodes = len(self._ids)
        if n_nodes:
            pos = np.minimum(np.searchsorted(self._ids, uniq), n_nodes - 1)
            present = self._ids[pos] == uniq
            known = np.where(present, self._sums[0, pos], 0.0)
            hit |= known[inv] >= self._cached_floor * w[req]
        else:
            pos = np.zeros(len(uniq), np.int64)
            present = np.zeros(len(uniq), bool)
        miss_depth = np.where(hit, _NO_MISS, depth)
        lead = np.zeros(m, np.int64)
        lead[nonempty] = np.minimum.reduceat(miss_depth, starts[nonempty])
        lead = np.minimum(lead, lens)
        reusable = np.maximum(np.floor((inp - 1.0) / self._B) * self._B, 0.0)
        hit_tok = np.minimum(lead * self._B, reusable)

        per_req = np.stack([w, w * inp, w * hit_tok, w * out])
        add = np.zeros((_ROWS, len(uniq)))
        for j in range(4):
            add[j] = np.bincount(inv, per_req[j][req], len(uniq))
        win = self._burst_windows(
            inv, w[req], np.floor(t / self.config.burst_window_s).astype(np.int64)[req], pos, present, add
        )
        if present.any():
            self._sums[:4, pos[present]] += add[:4, present]
            self._sums[_PEAK:, pos[present]] = add[_PEAK:, present]
            self._win[pos[present]] = win[present]
        new = ~present
        if new.any():
            self._merge(uniq[new], parent[first[new]], (depth[first[new]] + 1).astype(np.int32), add[:, new], win[new])

    def _burst_windows(
        self,
        inv: np.ndarray,
        weight: np.ndarray,
        wid: np.ndarray,
        pos: np.ndarray,
        present: np.ndarray,
        add: np.ndarray,
    ) -> np.ndarray:
        """Per-node burst counts of one batch: fills add's peak and current-window rows; returns windows.

        Each node's requests are counted per window of W seconds; every window that ends in this
        batch (all but the node's latest) is a candidate for the node's peak, count / W, kept as
        the decayed maximum. The latest window stays open and carries into the next batch.
        """
        W = self.config.burst_window_s
        order = np.lexsort((wid, inv))
        u_s, w_s, c_s = inv[order], wid[order], weight[order]
        start = np.flatnonzero(np.r_[True, (u_s[1:] != u_s[:-1]) | (w_s[1:] != w_s[:-1])])
        g_u, g_w = u_s[start], w_s[start]
        g_c = np.add.reduceat(c_s, start)
        first = np.r_[True, g_u[1:] != g_u[:-1]]
        last = np.r_[g_u[1:] != g_u[:-1], True]
        peak = np.zeros(len(add[0]))
        cur_win = np.full(len(add[0]), np.iinfo(np.int64).min)
        cur_cnt = np.zeros(len(add[0]))
        if present.any():
            peak[present] = self._sums[_PEAK, pos[present]]
            cur_win[present] = self._win[pos[present]]
            cur_cnt[present] = self._sums[_CUR, pos[present]]
        # a node's first window in the batch continues its open window, or closes it
        fu = g_u[first]
        same = cur_win[fu] == g_w[first]
        g_c[np.flatnonzero(first)[same]] += cur_cnt[fu[same]]
        closed = ~same
        np.maximum.at(peak, fu[closed], cur_cnt[fu[closed]] / W)
        done = ~last
        np.maximum.at(peak, g_u[done], g_c[done] / W)
        add[_PEAK] = peak
        add[_CUR, g_u[last]] = g_c[last]
        out = cur_win.copy()
        out[g_u[last]] = g_w[last]
        return out

    def _drop_invalid(self, chains: list, ts: list, ins: list, outs: list) -> tuple:
        """Slow path of `flush`: keep the well-formed requests, count the others in ``rejected``."""
        keep = []
        for j, (ch, t, i, o) in enumerate(zip(chains, ts, ins, outs, strict=True)):
            try:
                ok = all(math.isfinite(x) for x in (t, i, o)) and i >= 0 and o >= 0
                ok = ok and all(0 <= int(h) <= _MAX_HASH and int(h) == h for h in ch)
            except (TypeError, ValueError, OverflowError):
                ok = False
            if ok:
                keep.append(j)
        self.rejected += len(chains) - len(keep)
        chains = [chains[j] for j in keep]
        t, inp, out = (np.array([f[j] for j in keep], np.float64) for f in (ts, ins, outs))
        lens = np.fromiter(map(len, chains), np.int64, len(chains))
        flat = np.fromiter((int(h) for h in itertools.chain.from_iterable(chains)), np.int64, int(lens.sum()))
        return chains, t, inp, out, lens, flat

    def _advance_clock(self, t_min: float, t_max: float) -> float:
        """Move the clock to ``t_max``, renormalising the decayed sums when needed; the reference time."""
        if self._t_ref is None:
            self._t_ref = self._t_first = t_min
        self._t_first = min(self._t_first, t_min)
        self._t_last = max(self._t_last, t_max)
        shift = t_max - self._t_ref
        if shift / self._tau > _RENORM_EXPONENT:
            f = math.exp(-shift / self._tau)
            self._sums *= f
            self._total *= f
            self._dropped *= f
            self._t_ref = t_max
        return self._t_ref

    def _merge(self, ids: np.ndarray, parent: np.ndarray, depth: np.ndarray, sums: np.ndarray, win: np.ndarray) -> None:
        """Add new nodes (``ids`` sorted); if that exceeds ``capacity``, keep the busiest first."""
        self.peak_nodes = max(self.peak_nodes, len(self._ids) + len(ids))
        old: tuple[np.ndarray, ...] = (self._ids, self._parent, self._depth, self._sums, self._win)
        cat = [np.concatenate((a, b), axis=-1) for a, b in zip(old, (ids, parent, depth, sums, win), strict=True)]
        if len(cat[0]) > self.config.capacity:
            sel = np.flatnonzero(self._keep(cat[3][0], cat[2]))
            order = sel[np.argsort(cat[0][sel], kind="stable")]
        else:
            order = np.argsort(cat[0], kind="stable")  # two sorted runs: a linear merge
        self._ids, self._parent, self._depth = (np.take(a, order) for a in cat[:3])
        self._sums = np.take(cat[3], order, axis=1)
        self._win = np.take(cat[4], order)

    def _keep(self, counts: np.ndarray, depth: np.ndarray) -> np.ndarray:
        """Mask of the ``capacity`` largest counts, shallower first on ties; records the threshold."""
        drop = len(counts) - self.config.capacity
        theta = np.partition(counts, drop - 1)[drop - 1]
        keep = counts > theta
        room = self.config.capacity - int(keep.sum())
        if room > 0:
            ties = np.flatnonzero(counts == theta)
            keep[ties[np.argsort(depth[ties], kind="stable")[:room]]] = True
        self._dropped = max(self._dropped, float(theta))
        return keep

    # ---- results -------------------------------------------------------------------------

    @property
    def nodes(self) -> int:
        """Prefix nodes held now (at most ``config.capacity`` between merges)."""
        return len(self._ids)

    @property
    def buffered_blocks(self) -> int:
        return self._buf_blocks

    def key_index(self) -> dict[int, str]:
        """Block hash -> key of the keys chosen by the last `stats` call (for `routing_key`)."""
        return dict(self._index)

    def key_of(self, block_hashes: Sequence[int]) -> str | None:
        """The key the last `stats` call would count this request under."""
        return routing_key(block_hashes, self._index)

    def stats(self, now: float | None = None) -> ObservedStats:
        """Choose the keys and estimate their statistics as of stream time ``now`` (default: latest).

        Rates are decayed counts over the span seen (at least `MIN_RATE_SPAN_S`); a key's
        ``peak_rate`` is its rate times the burst factor of the traffic through its node (busiest
        window of ``burst_window_s`` over the mean, at least 1). Values beyond the planner's limits
        (`cacheroute_solver.models.MAX_RATE`, ``MAX_TOKENS``) are clipped to them. Requests
        observed meanwhile in other threads wait for none of it.
        """
        with self._table:
            self.flush()
            return self._stats(now)

    def _stats(self, now: float | None) -> ObservedStats:
        tau = self._tau
        if self._t_ref is None:
            return ObservedStats(
                time=0.0 if now is None else now,
                horizon_s=tau,
                total_rate=0.0,
                keyed_rate=0.0,
                total_prompt_tokens=0.0,
                nodes=0,
                rejected=self.rejected,
                count_error=0.0,
                keys=(),
            )
        t_ref = self._t_ref
        now = self._t_last if now is None else float(now)
        decay = math.exp(-(now - t_ref) / tau)
        span = max(now - self._t_first, MIN_RATE_SPAN_S)
        window = tau * -math.expm1(-span / tau)
        counts = self._sums[0] * decay
        keys, parent_key = self._choose_keys(counts)
        self._prev_keys = {int(self._ids[i]) for i in keys}

        stats: list[KeyStats] = []
        index: dict[int, str] = {}
        if keys:
            k = np.asarray(keys, np.int64)
            pk = np.asarray(parent_key, np.int64)
            through = self._sums[:4, k] * decay
            nested = pk >= 0
            own = through.copy()
            for j in range(4):
                own[j] -= np.bincount(pk[nested], through[j, nested], len(k))
            own = np.maximum(own, 0.0)
            # burst factor of the traffic through the key's node (its busiest window over its mean),
            # applied to the key's own rate: nested keys' bursts cannot be told apart from its own
            W = self.config.burst_window_s
            peak_through = np.maximum(self._sums[_PEAK, k], self._sums[_CUR, k] / W) * decay
            burst = np.maximum(peak_through / np.maximum(through[0] / window, 1e-300), 1.0)
            floor = 1e-9 * max(float(counts[k].max()), 1.0)
            emitted = own[0] > floor
            names = [key_name(int(self._ids[i]), int(self._depth[i])) for i in keys]
            for j in map(int, np.flatnonzero(emitted)):
                c = own[0, j]
                prefix = own[2, j] / c
                name = names[j]
                up = int(pk[j])
                while up >= 0 and not emitted[up]:
                    up = int(pk[up])
                index[int(self._ids[k[j]])] = name
                rate = min(c / window, MAX_RATE)
                stats.append(
                    KeyStats(
                        key=name,
                        rate=rate,
                        prefix_tokens=min(prefix, MAX_TOKENS),
                        tail_tokens=min(max(own[1, j] / c - prefix, 0.0), MAX_TOKENS),
                        output_tokens=min(own[3, j] / c, MAX_TOKENS),
                        parent=names[up] if up >= 0 else None,
                        peak_rate=min(rate * float(burst[j]), MAX_RATE),
                    )
                )
        stats.sort(key=lambda s: (-s.rate, s.key))
        self._index = index
        total_n = self._total[0] * decay
        return ObservedStats(
            time=now,
            horizon_s=tau,
            total_rate=total_n / window,
            keyed_rate=sum(s.rate for s in stats),
            total_prompt_tokens=self._total[1] / self._total[0] if self._total[0] > 0 else 0.0,
            nodes=len(self._ids),
            rejected=self.rejected,
            count_error=self._dropped * decay,
            keys=tuple(stats),
        )

    def _choose_keys(self, counts: np.ndarray) -> tuple[list[int], list[int]]:
        """Top-down over shared nodes: a key at the top of every chain below a branch point.

        Returns node positions of the keys and, for each, the position (in the returned list)
        of the nearest key above it, or -1.
        """
        c = self.config
        cand = np.flatnonzero(counts >= min(c.keep_count, c.min_count))
        if len(cand) == 0:
            return [], []
        ids = self._ids
        cand_ids = ids[cand].tolist()
        cand_set = set(cand_ids)
        prev = self._prev_keys
        children: dict[int, list[int]] = {}
        for i, nid, p in zip(cand.tolist(), cand_ids, self._parent[cand].tolist(), strict=False):
            if not (p == -1 or p in cand_set):
                p = -1
            if counts[i] >= (c.keep_count if nid in prev else c.min_count):
                children.setdefault(p, []).append(i)

        keys: list[int] = []
        parent_key: list[int] = []
        stack = [(i, -1) for i in children.get(-1, ())]
        while stack:
            u, pk = stack.pop()
            kpos = len(keys)
            keys.append(u)
            parent_key.append(pk)
            v = u
            while True:
                sig = children.get(int(ids[v]), ())
                if len(sig) == 1 and counts[sig[0]] >= c.dominance * counts[v]:
                    v = sig[0]
                    continue
                break
            stack.extend((s, kpos) for s in sig)
        return keys, parent_key
