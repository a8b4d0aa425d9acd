"""The learned cost model: each replica's delay coefficients fitted from what its answers show.

The routing core ranks replicas by an expected time to first token (`routing.delay`); its coefficients
(``token_s``, ``attn_pair_s``, ``decode_step_s``) belong to the engines, which differ by model, accelerator
and speed. `ReplicaCosts` learns them per replica from two kinds of evidence, each a row of one linear model
of the time a request waits for its first token::

    seconds = base + token_s * tokens + attn_pair_s * pairs

- **an answer** (`observe_answer`): its time to first token as the router measured it, with ``tokens`` and
  ``pairs`` what the router's own ledger held ahead of it when it was sent (the prefill backlog queued there
  and the running requests, whose tokens share the steps) plus its own new tokens (prompt less the cached
  tokens the engine reported) and their attention to the cached context: the queueing it waited through is
  in the features, not in the error;
- **the engine's own histograms** (`observe_engine`, vLLM's ``request_prefill_time_seconds`` and
  ``request_prefill_kv_computed_tokens`` between two reads of its ``/metrics``): prefill time with the
  queue left out, per request, against its computed tokens; a row of its own intercept (the engine's
  clock starts at scheduling, the router's at sending).

The fit is robust and starts from a prior (the configured or default `DelayModel`): the prior's scale is
taken from the data at once (the median ratio of what the answers took to what the prior predicts: a
replica four times slower than the prior is four times slower after a few answers), its shape (how cost
splits between tokens and attention) counts as ``prior_weight`` answers against the data, which outweigh it
as they come; residuals are down-weighted past a Huber threshold (an answer held up by something the ledger
did not see). ``decode_step_s`` is the median time between two tokens of recent answers, from the prior's
scale until they come. A replica is **learned** once ``min_observations`` of its answers (or engine-reported
requests) are in: the hang deadlines then trust its figures (`router.fleet.hang`).

Pure numpy; the simulated and the live router feed it alike (`RoutingCore.first_token`, `RoutingCore.served`),
so the simulator predicts the router that learns. Rows are kept in windows of the most recent per replica, so a
replica whose speed changes is relearned.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from .delay import DelayModel

__all__ = ["FIGURES_FILE", "FleetFigures", "LearnConfig", "ReplicaCosts", "ReplicaFigures"]

_ANSWER, _ENGINE, _TOKENS, _PAIRS = range(4)
"""Columns of a row: the intercepts of answer rows and engine rows, tokens, attention pairs."""
_HUBER = 1.345
_IRLS_STEPS = 3
_NOISE = 0.2
"""Least spread of the logarithm of an answer's observed over predicted time (`_scale`): 20 %, so that a replica's
first answers alone do not set it apart from the fleet."""
_BOUND = 4.0
"""A full fit whose token cost is more than this many times off the median ratio's is not taken (too few
informative rows: a fit through a handful of answers can put nearly all of them in the intercept)."""


class LearnConfig(BaseModel):
    """How the replicas' cost models are learned (`routing.learned`)."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    min_observations: int = Field(
        default=16,
        ge=1,
        description="Answers (or engine-reported requests) of a replica after which its model counts as learned: "
        "hang deadlines trust it and the uncalibrated floor goes (router.fleet.hang).",
    )
    prior_weight: float = Field(
        default=1.0,
        ge=0.0,
        description="The prior's shape (its split between tokens and attention) counts as this many answers; its scale "
        "is taken from the answers at once.",
    )
    queued_weight: float = Field(
        default=0.01,
        gt=0.0,
        le=1.0,
        description="Weight of an answer sent while other requests waited for their first token on its replica "
        "(its wait is the ledger's estimate of their prefill, which counts prompts already part done as whole) "
        "against one sent to a replica with no prefill queued.",
    )
    overdue: float = Field(
        default=2.0,
        gt=1.0,
        description="A replica whose oldest request still without its first token has waited this many times what "
        "its model expected counts as that much slower, in proportion, until it answers (`RoutingCore.elapsed`).",
    )
    window: int = Field(
        default=256,
        ge=8,
        description="Most recent rows kept per replica in each of two rings (answers sent with no prefill queued "
        "ahead, and those sent behind one: a spell of load keeps the clean evidence); older ones are dropped.",
    )
    refit_every: int = Field(
        default=32,
        ge=1,
        description="Refit a replica's model after this many new or amended rows (an answer's row is amended when "
        "its usage says how much was cached; every change until it is learned).",
    )


class _Rows:
    """One replica's rows: two rings of the most recent ``window`` each, the rows of requests sent with no prefill
    queued ahead (and the engine's, which leave their queue out) and those sent behind a queue, so that a spell
    of load keeps the clean evidence it brings none of: features, seconds, weights."""

    __slots__ = ("added", "count", "decode", "decode_n", "interval", "n", "next", "pending", "size", "w", "x", "y")

    def __init__(self, window: int) -> None:
        self.size = window
        self.x = np.zeros((2 * window, 4))
        self.y = np.zeros(2 * window)
        self.w = np.zeros(2 * window)
        self.n = [0, 0]
        self.next = [0, 0]
        self.added = [0, 0]
        """Rows added to each ring so far (a row's serial number is its ring and its place in this count)."""
        self.count = 0.0
        """Requests observed so far (answers, and requests the engine reported)."""
        self.pending = 0
        """Rows since the last fit."""
        self.decode = np.zeros(max(8, window // 4))
        self.decode_n = 0
        self.interval: float | None = None
        """The median of ``decode`` once 3 are in (None: fewer), kept as they come: it is read on every request
        (`ReplicaCosts.token_interval_s`, the hang deadline's)."""

    def add(
        self, row: tuple[float, float, float, float], seconds: float, weight: float, queued: bool
    ) -> tuple[int, int]:
        """Add a row to its ring; its serial number."""
        ring = int(queued)
        i = ring * self.size + self.next[ring]
        self.x[i] = row
        self.y[i] = seconds
        self.w[i] = weight
        self.next[ring] = (self.next[ring] + 1) % self.size
        self.n[ring] = min(self.n[ring] + 1, self.size)
        self.pending += 1
        self.added[ring] += 1
        return ring, self.added[ring] - 1

    def amend(self, serial: tuple[int, int], tokens: float, pairs: float) -> bool:
        """Correct the features of row ``serial`` if it is still in its ring; whether it was."""
        ring, k = serial
        if not 0 <= self.added[ring] - 1 - k < self.size:
            return False
        i = ring * self.size + k % self.size
        self.x[i, _TOKENS], self.x[i, _PAIRS] = tokens, pairs
        self.pending += 1
        return True

    def view(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The rows in both rings: features, seconds, weights."""
        clean, queued = self.n
        if not queued:
            return self.x[:clean], self.y[:clean], self.w[:clean]
        keep = np.r_[0:clean, self.size : self.size + queued]
        return self.x[keep], self.y[keep], self.w[keep]

    @property
    def rows(self) -> int:
        return self.n[0] + self.n[1]

    def add_decode(self, seconds_per_token: float) -> None:
        self.decode[self.decode_n % len(self.decode)] = seconds_per_token
        self.decode_n += 1
        k = min(self.decode_n, len(self.decode))
        if k >= 3:
            self.interval = _median(self.decode[:k])


class ReplicaCosts:
    """Each replica's delay coefficients: the priors as given, or learned from observations (module docstring).

    ``token_s``, ``attn_pair_s``, ``decode_step_s``: per replica, the figures in force (lists the routing core
    reads on every decision; updated by a refit)."""

    def __init__(self, priors: Sequence[DelayModel], config: LearnConfig | None = None) -> None:
        self.priors = list(priors)
        self.config = config
        """None: the priors are the models (no learning)."""
        R = len(self.priors)
        self.token_s = [p.token_s for p in self.priors]
        self.attn_pair_s = [p.attn_pair_s for p in self.priors]
        self.decode_step_s = [p.decode_step_s for p in self.priors]
        self.max_num_seqs = [p.max_num_seqs for p in self.priors]
        self.base_s = [0.0] * R
        """Per replica, the fitted time of an answer with nothing to prefill (the path to the engine and back)."""
        self._own = [(p.token_s, p.attn_pair_s, p.decode_step_s) for p in self.priors]
        self._noise = [math.inf] * R
        """Per replica, the noise of its own scale (`_scale`): within twice it of the fleet's, it is the fleet's."""
        """Per replica, its own fit (its prior until it is heard from)."""
        self.fitted = list(self._own)
        """Per replica, the coefficients as last fitted; those in force are these times `slowdown`."""
        self.slowdown = [1.0] * R
        """Per replica, how much slower than its fitted model it is at least, while an answer is overdue there
        (`overdue`)."""
        self._rows = [_Rows(config.window) for _ in range(R)] if config is not None else []

    @property
    def learning(self) -> bool:
        return self.config is not None

    def add_replica(self, prior: DelayModel) -> None:
        """A replica at a new position, its model ``prior`` (at the fleet's scale while learning, as one not heard
        from yet)."""
        self.priors.append(prior)
        for figures in (self.token_s, self.attn_pair_s, self.decode_step_s):
            figures.append(0.0)
        self.max_num_seqs.append(prior.max_num_seqs)
        self.base_s.append(0.0)
        self.slowdown.append(1.0)
        self._own.append((prior.token_s, prior.attn_pair_s, prior.decode_step_s))
        self._noise.append(math.inf)
        self.fitted.append(self._own[-1])
        if self.config is not None:
            self._rows.append(_Rows(self.config.window))
        self.reset(len(self.priors) - 1, prior)

    def reset(self, replica: int, prior: DelayModel) -> None:
        """Position ``replica`` has another replica now (or none): what was learned there is forgotten, its model
        ``prior`` (at the fleet's scale while learning)."""
        self.priors[replica] = prior
        self.max_num_seqs[replica] = prior.max_num_seqs
        self.base_s[replica] = 0.0
        self.slowdown[replica] = 1.0
        self._own[replica] = self.fitted[replica] = (prior.token_s, prior.attn_pair_s, prior.decode_step_s)
        self._noise[replica] = math.inf
        self._in_force(replica)
        if self.config is not None:
            self._rows[replica] = _Rows(self.config.window)
            self._fleet()

    def overdue(self, replica: int, factor: float) -> None:
        """``replica`` is at least ``factor`` times slower than its fitted model (1: no answer is overdue): an
        answer that has not come in ``factor`` x the time the model expects for it is evidence before it comes
        (a replica slower than believed, from its very first requests; one that stopped)."""
        factor = max(factor, 1.0)
        if factor == self.slowdown[replica]:
            return
        self.slowdown[replica] = factor
        self._in_force(replica)

    def _in_force(self, replica: int) -> None:
        tok, attn, step = self.fitted[replica]
        f = self.slowdown[replica]
        self.token_s[replica], self.attn_pair_s[replica], self.decode_step_s[replica] = tok * f, attn * f, step * f

    def expected_s(self, replica: int, tokens: float, pairs: float) -> float:
        """Seconds the fitted model expects an answer of ``replica`` to take with ``tokens`` and ``pairs`` to
        prefill ahead of and in it (module docstring)."""
        tok, attn, _ = self.fitted[replica]
        return self.base_s[replica] + tok * tokens + attn * pairs

    def model(self, replica: int) -> DelayModel:
        """Replica ``replica``'s model in force."""
        prior = self.priors[replica]
        return DelayModel(
            token_s=self.token_s[replica],
            attn_pair_s=self.attn_pair_s[replica],
            decode_step_s=self.decode_step_s[replica],
            max_num_seqs=prior.max_num_seqs,
        )

    def figures(
        self,
        replica: int,
        replica_id: str,
        kv_tokens: float | None = None,
        block_size: int | None = None,
        configured_kv_tokens: float | None = None,
        busiest: int | None = None,
    ) -> ReplicaFigures:
        """``replica``'s figures in force, with what its engine publishes and its configured KV (`ReplicaFigures`)."""
        model = self.model(replica)
        return ReplicaFigures(
            id=replica_id,
            token_s=model.token_s,
            attn_pair_s=model.attn_pair_s,
            decode_step_s=model.decode_step_s,
            token_interval_s=self.token_interval_s(replica),
            base_s=max(self.base_s[replica], 0.0),
            observations=self.observations(replica),
            learned=self.learned(replica),
            max_num_seqs=model.max_num_seqs,
            kv_tokens=kv_tokens,
            block_size=block_size,
            configured_kv_tokens=configured_kv_tokens,
            busiest=busiest,
        )

    def observations(self, replica: int) -> float:
        """Requests of ``replica`` observed (0 without learning)."""
        return self._rows[replica].count if self._rows else 0.0

    def learned(self, replica: int) -> bool:
        """Whether ``replica``'s model is learned: ``min_observations`` requests observed."""
        return self.config is not None and self._rows[replica].count >= self.config.min_observations

    def observe_answer(
        self, replica: int, seconds: float, tokens: float, pairs: float, queued: bool = False
    ) -> tuple[int, int] | None:
        """An answer from ``replica``: its first token ``seconds`` after it was sent, with ``tokens`` and
        ``pairs`` to prefill ahead of and in it (module docstring); ``queued``: other requests waited there
        for their first token when it was sent (its wait behind them is the ledger's estimate: the row weighs
        ``queued_weight``). The row's serial number, for `amend` (None: not taken)."""
        if self.config is None or not (math.isfinite(seconds) and seconds >= 0.0):
            return None
        rows = self._rows[replica]
        weight = self.config.queued_weight if queued else 1.0
        serial = rows.add((1.0, 0.0, max(tokens, 0.0), max(pairs, 0.0)), seconds, weight, queued)
        rows.count += 1
        self._maybe_fit(replica)
        return serial

    def amend(self, replica: int, serial: tuple[int, int], tokens: float, pairs: float) -> None:
        """Answer row ``serial`` of ``replica`` had ``tokens`` and ``pairs`` after all (the engine's usage, which
        comes with the answer's end, said how much of the prompt it served from its cache)."""
        if self._rows and self._rows[replica].amend(serial, max(tokens, 0.0), max(pairs, 0.0)):
            self._maybe_fit(replica)

    def observe_decode(self, replica: int, seconds_per_token: float) -> None:
        """An answer of ``replica`` took ``seconds_per_token`` between two of its tokens (`token_interval_s`)."""
        if self._rows and math.isfinite(seconds_per_token) and seconds_per_token > 0.0:
            self._rows[replica].add_decode(seconds_per_token)

    def observe_engine(self, replica: int, requests: float, seconds: float, tokens: float, pairs: float) -> None:
        """The engine of ``replica`` reported ``requests`` prefills done since its last reading, taking
        ``seconds`` in all (queue excluded) for ``tokens`` computed tokens of ``pairs`` attention pairs."""
        if self.config is None or not requests > 0 or not (math.isfinite(seconds) and seconds >= 0.0):
            return
        rows = self._rows[replica]
        row = (0.0, 1.0, max(tokens, 0.0) / requests, max(pairs, 0.0) / requests)
        rows.add(row, seconds / requests, requests, False)
        rows.count += requests
        self._maybe_fit(replica)

    def refit(self) -> None:
        """Fit every replica heard from now (the fits otherwise come every ``refit_every`` rows)."""
        for r, rows in enumerate(self._rows):
            if rows.rows:
                self._fit(r)

    def token_interval_s(self, replica: int) -> float | None:
        """The median time between two tokens of ``replica``'s recent answers (other requests' prefill chunks
        and the batch it ran at included: what an answer's generation takes there now), once 3 answers of two
        tokens or more are in; before, the median of the replicas that have them (a fleet is alike); None: no
        replica has (the prefill's scale says little of the decode's: the engines' ratio of the two is not the
        prior's)."""
        own = self._interval(replica)
        if own is not None:
            return own
        known = sorted(x for r in range(len(self.priors)) if (x := self._interval(r)) is not None)
        return known[len(known) // 2] if known else None

    def _interval(self, replica: int) -> float | None:
        return self._rows[replica].interval if self._rows else None

    def pairs_per_token(self, replica: int) -> float:
        """Attention pairs per prefilled token in ``replica``'s recent answers (to price the engine's counts,
        which carry tokens only)."""
        if not self._rows:
            return 0.0
        X = self._rows[replica].view()[0]
        m = X[:, _ANSWER] > 0
        tok = float(X[m, _TOKENS].sum())
        return float(X[m, _PAIRS].sum()) / tok if tok > 0 else 0.0

    def _maybe_fit(self, replica: int) -> None:
        cfg = self.config
        assert cfg is not None
        rows = self._rows[replica]
        if rows.count <= cfg.min_observations or rows.pending >= cfg.refit_every:
            self._fit(replica)

    def _fit(self, replica: int) -> None:
        """Refit ``replica``'s coefficients from its rows (module docstring)."""
        cfg = self.config
        assert cfg is not None
        rows = self._rows[replica]
        rows.pending = 0
        prior = self.priors[replica]
        X, y, w = rows.view()
        shape = np.array([prior.token_s, prior.attn_pair_s])
        scale, self._noise[replica] = _scale(X, y, w, shape)
        tok, attn, base = scale * prior.token_s, scale * prior.attn_pair_s, 0.0
        if rows.count >= cfg.min_observations:
            theta = _robust_fit(X, y, w, shape, cfg.prior_weight)
            if theta is not None and _BOUND * theta[_TOKENS] >= tok >= theta[_TOKENS] / _BOUND:
                tok, attn, base = float(theta[_TOKENS]), float(theta[_PAIRS]), float(theta[_ANSWER])
        self.base_s[replica] = base
        self._own[replica] = (tok, attn, prior.decode_step_s * tok / prior.token_s)
        self._fleet()

    def _fleet(self) -> None:
        """The models in force from the replicas' own fits. A replica heard from has its own, at its own scale where
        that differs from the median scale of those heard from (those learned, if any) by more than twice its
        noise (`_scale`), else at the median's: identical engines are not told apart by the noise of their answers
        (the one believed a little faster would take every new session at low load). One not heard from takes
        its prior at that median scale, as a fleet is more alike than a prior set for another engine (an H100's
        prior is a thousand times off a CPU engine)."""
        cfg = self.config
        assert cfg is not None
        count = [rows.count for rows in self._rows]
        heard = [r for r, n in enumerate(count) if n >= cfg.min_observations] or [r for r, n in enumerate(count) if n]
        if not heard:
            return
        scales = sorted(self._own[r][0] / self.priors[r].token_s for r in heard)
        median = scales[len(scales) // 2]
        for r, p in enumerate(self.priors):
            if not count[r]:
                fitted = (p.token_s * median, p.attn_pair_s * median, p.decode_step_s * median)
            else:
                tok, attn, step = self._own[r]
                apart = abs(math.log(tok / p.token_s / median))
                f = 1.0 if apart > 2.0 * self._noise[r] else median * p.token_s / tok
                fitted = (tok * f, attn * f, step * f)
            if fitted != self.fitted[r]:
                self.fitted[r] = fitted
                self._in_force(r)


def _scale(X: np.ndarray, y: np.ndarray, w: np.ndarray, shape: np.ndarray) -> tuple[float, float]:
    """How many times slower than ``shape`` (the prior's token and pair costs) the rows are, the weighted median of
    the seconds observed over those predicted (1 where nothing is predicted), and its noise: the standard error of
    its logarithm, from the spread of the full-weight rows' ratios (all rows' where fewer than 8), at least
    `_NOISE` / sqrt(rows)."""
    pred = X[:, _TOKENS] * shape[0] + X[:, _PAIRS] * shape[1]
    ok = (pred > 0) & (y > 0)
    if not ok.any():
        return 1.0, math.inf
    ratio = y[ok] / pred[ok]
    order = np.argsort(ratio)
    cum = np.cumsum(w[ok][order])
    s = float(ratio[order][int(np.searchsorted(cum, 0.5 * cum[-1]))])
    full = w[ok] >= w.max()
    logs = np.log(ratio[full] if full.sum() >= 8 else ratio)
    spread = max(1.4826 * _median(np.abs(logs - _median(logs))), _NOISE)
    return (s, spread / math.sqrt(len(logs))) if s > 0 else (1.0, math.inf)


def _robust_fit(
    X: np.ndarray, y: np.ndarray, w: np.ndarray, shape: np.ndarray, prior_weight: float
) -> np.ndarray | None:
    """Huber-weighted least squares of ``y`` on ``X``, the (tokens, pairs) coefficients held toward the
    direction of ``shape`` by ``prior_weight`` rows of the data's own scale (their scale is free: the data
    set it at once) and kept >= 0 (a negative one is held at 0 and the rest refitted). The Huber threshold
    is from the residuals of the full-weight rows where there are 8 or more. None: no positive token cost
    fits."""
    cols = X.shape[1]
    scale2 = (w[:, None] * X * X).sum(axis=0) / max(float(w.sum()), 1e-300)
    scale2[scale2 <= 0] = 1.0
    D = np.sqrt(scale2[_TOKENS:])
    v = D * shape
    norm = float(np.hypot(v[0], v[1]))
    penalty = np.diag(scale2 * 1e-9)
    if norm > 0:
        v /= norm
        penalty[_TOKENS:, _TOKENS:] += prior_weight * (D[:, None] * (np.eye(2) - np.outer(v, v)) * D[None, :])
    full = w >= w.max()
    judged = full if full.sum() >= 8 else np.ones_like(full)
    weights = w
    free = np.ones(cols, dtype=bool)
    theta = np.zeros(cols)
    for step in range(_IRLS_STEPS + 1):
        theta = _solve(X, y, weights, penalty, free)
        while (theta[free] < 0).any():
            free &= theta >= 0
            theta = _solve(X, y, weights, penalty, free)
        if step == _IRLS_STEPS:
            break
        r = y - X @ theta
        judged_r = r[judged]
        delta = _HUBER * 1.4826 * _median(np.abs(judged_r - _median(judged_r)))
        if delta <= 0:
            break
        a = np.abs(r)
        weights = w * np.where(a <= delta, 1.0, delta / np.maximum(a, 1e-300))
        free[:] = True
    return theta if theta[_TOKENS] > 0 else None


def _median(a: np.ndarray) -> float:
    """The median of ``a`` (the upper one of an even count: a partition, not a sort)."""
    k = len(a) // 2
    return float(np.partition(a, k)[k])


def _solve(X: np.ndarray, y: np.ndarray, w: np.ndarray, penalty: np.ndarray, free: np.ndarray) -> np.ndarray:
    """Weighted penalized least squares over the ``free`` columns (the others held at 0)."""
    theta = np.zeros(X.shape[1])
    Xf = X[:, free]
    A = Xf.T @ (w[:, None] * Xf) + penalty[np.ix_(free, free)]
    try:
        theta[free] = np.linalg.solve(A, Xf.T @ (w * y))
    except np.linalg.LinAlgError:
        theta[free] = 0.0
    return theta


FIGURES_FILE = "replicas.json"
"""The file a recording router writes beside its traffic files: what it knows of each replica (`FleetFigures`),
which `cacheroute fit` reads."""


class ReplicaFigures(BaseModel):
    """What a router knows of one replica's costs and memory: its cost model in force and, where its engine
    publishes it, its KV."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    id: str
    token_s: float = Field(gt=0.0)
    attn_pair_s: float = Field(ge=0.0)
    decode_step_s: float = Field(gt=0.0)
    token_interval_s: float | None = Field(
        default=None, gt=0.0, description="Time between two tokens of its recent answers (None: none seen)."
    )
    base_s: float = Field(ge=0.0, description="Fitted time to a first token with nothing to prefill.")
    observations: float = Field(ge=0.0)
    learned: bool = Field(description="Fitted from min_observations or more (False: a prior, or few answers).")
    max_num_seqs: int = Field(default=256, ge=1)
    kv_tokens: float | None = Field(
        default=None, ge=0.0, description="KV tokens its engine publishes (num_gpu_blocks x block_size)."
    )
    block_size: int | None = Field(default=None, ge=1, description="Tokens per KV block its engine publishes.")
    configured_kv_tokens: float | None = Field(default=None, ge=0.0, description="Its kv_capacity as configured.")
    busiest: int | None = Field(
        default=None,
        ge=1,
        description="The most requests its engine was read running while others waited there: its --max-num-seqs "
        "once it has been full (vLLM does not publish it), or what its KV held then (None: never seen full).",
    )


class FleetFigures(BaseModel):
    """`ReplicaFigures` of every replica of a router, as written to `FIGURES_FILE`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    written_at: float = Field(description="Unix time.")
    replicas: tuple[ReplicaFigures, ...]
