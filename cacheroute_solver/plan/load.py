"""The load model: what a key's traffic costs a replica, in the units of the program's capacity rows.

Row 0 is the replica's work. With ``load_model='busy_time'`` (the default) it is engine busy time,
replica-seconds per second at the cost model's nominal speed, derived from the step-time formula of
`cacheroute_solver.costmodel` (one step: fixed_s + max(weights_s, token_s * batched
tokens) + ctx_token_s * decode context + attn_pair_s * prefill pairs). Per request:

- prefill of u uncached tokens after c cached ones: token_s u + attn_pair_s u (c + u / 2);
- decode of o tokens after a prompt of n: o token_s + ctx_token_s (o n + o (o - 1) / 2), i.e. each
  output token pays its share of the batched GEMMs and reads its context;
- a cold fill (one prefill of the prefix on a new destination), spread over the fill horizon T.

The per-step terms (fixed_s, and the weights floor) are shared by the whole batch, so they are not
per request: a replica planned to run steps of ``step_time_s`` (tau) loses fixed_s / tau of its
time to them and gives the rest, ``speed_r (1 - fixed_s / tau)`` busy-seconds per second, where
speed_r = prefill_capacity / the model's nominal prefill rate (the simulator's scaling). At that
step time the batch is past the roofline knee (token_s x tokens > weights_s), where step time is
linear in the work. With ``load_model='prefill_tokens'`` row 0 is the older model: prompt tokens +
gamma x output tokens per second against ``prefill_capacity``.

Row 1, present when some healthy replica states ``running_kv_tokens``, is KV memory of running
requests: a request stays resident for about o steps of tau seconds and holds its own tokens
(tail and half its output when warm, its prefix too when cache-blind).

Both rows are linear in the shares, so the program stays a MIP of the same shape.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from cacheroute_solver.costmodel import CostModel, cost_model
from cacheroute_solver.models import KeyStats, PlanConfig, PlanInputError, Replica, StepCost

__all__ = ["LoadRows", "ReplicaRows", "key_arrays", "key_rows", "nominal_prefill_rate", "replica_rows", "step_cost"]

ROW_BUSY = 0
ROW_MEMORY = 1


def step_cost(replica: Replica) -> StepCost:
    """The replica's step-time coefficients (its preset resolved)."""
    cm = replica.cost_model
    if isinstance(cm, StepCost):
        return cm
    c = cost_model(cm)
    return StepCost(
        fixed_s=c.fixed_s,
        weights_s=c.weights_s,
        token_s=c.token_s,
        ctx_token_s=c.ctx_token_s,
        attn_pair_s=c.attn_pair_s,
    )


def nominal_prefill_rate(c: StepCost) -> float:
    """Tokens/s of a 2,048-token prompt alone, as `CostModel.prefill_tokens_per_s` computes it."""
    return CostModel(
        fixed_s=c.fixed_s,
        weights_s=c.weights_s,
        token_s=c.token_s,
        ctx_token_s=c.ctx_token_s,
        attn_pair_s=c.attn_pair_s,
        kv_tokens=1,
    ).prefill_tokens_per_s


@dataclass(frozen=True)
class ReplicaRows:
    """Per-replica side of the rows: caps, what utilisation 1 is, and the penalty per unit overload."""

    cap: np.ndarray  # (J, R) planned cap of each row (utilisation cap applied)
    full: np.ndarray  # (J, R) the row's capacity at utilisation 1 (for replica_utilization)
    penalty: np.ndarray  # (J,) objective cost per unit of overload, divided by P
    memory: bool  # row 1 present
    cost: StepCost | None  # the fleet's cost model ('busy_time')
    nominal_rate: float  # tokens/s a nominal replica prefills ('busy_time'), 1 otherwise


@dataclass(frozen=True)
class LoadRows:
    """Per-key side of the rows, per unit of the key's traffic share."""

    warm: np.ndarray  # (J, K) load when warm
    blind: np.ndarray  # (J, K) load when balanced cache-blind
    fill: np.ndarray  # (J, K) load of one cold fill on a new destination, spread over T
    excess: np.ndarray  # (K,) peak excess of the warm load, row 0 (the burst margin's e_k)


def _fleet_cost(replicas: Sequence[Replica]) -> StepCost:
    costs = [step_cost(r) for r in replicas]
    first = costs[0]
    for i, c in enumerate(costs[1:], 1):
        if c != first:
            raise PlanInputError(
                f"fleet.replicas: healthy replicas {replicas[0].id!r} and {replicas[i].id!r} have different "
                "cost models; load_model='busy_time' plans one cost model per fleet (set speed differences "
                "with prefill_capacity) - or use load_model='prefill_tokens'"
            )
    return first


def replica_rows(replicas: Sequence[Replica], config: PlanConfig) -> ReplicaRows:
    """Caps of the healthy `replicas` under `config`'s load model."""
    C = np.array([r.prefill_capacity for r in replicas], float)
    R = len(replicas)
    memory = any(r.running_kv_tokens is not None for r in replicas)
    rho = config.utilization_cap
    if config.load_model == "busy_time" and R:
        cost = _fleet_cost(replicas)
        nominal = nominal_prefill_rate(cost)
        if config.step_time_s <= cost.fixed_s:
            raise PlanInputError(
                f"config.step_time_s: {config.step_time_s} s is not above the cost model's fixed per-step "
                f"time {cost.fixed_s:.4g} s; no step could do any work"
            )
        full0 = C / nominal * (1.0 - cost.fixed_s / config.step_time_s)
        pen0 = nominal
    else:
        cost, nominal = None, 1.0
        full0 = C
        pen0 = 1.0
    rows_full = [full0]
    pens = [pen0]
    if memory:
        # a replica without a running-KV budget gets a cap no load can reach (set in `key_rows`' caller)
        rows_full.append(np.array([np.nan if r.running_kv_tokens is None else r.running_kv_tokens for r in replicas]))
        pens.append(1.0)
    full = np.array(rows_full, float).reshape(len(rows_full), R)
    return ReplicaRows(
        cap=rho * full, full=full, penalty=np.array(pens), memory=memory, cost=cost, nominal_rate=nominal
    )


_FIELDS = operator.attrgetter("rate", "peak_rate", "prefix_tokens", "tail_tokens", "output_tokens")


def key_arrays(keys: Sequence[KeyStats]) -> np.ndarray:
    """(5, K): rate, peak rate, prefix, tail and output tokens of `keys`, in one pass."""
    if not keys:
        return np.zeros((5, 0))
    rate, peak, p, t, o = zip(*map(_FIELDS, keys), strict=False)
    peaks = [r if x is None else x for r, x in zip(rate, peak, strict=True)] if None in peak else peak
    return np.array([rate, peaks, p, t, o], float)


def key_rows(keys: Sequence[KeyStats] | np.ndarray, rows: ReplicaRows, config: PlanConfig) -> LoadRows:
    """Load coefficients of `keys` (or their `key_arrays`) in the rows of `rows`."""
    lam, peak, p, t, o = key_arrays(keys) if not isinstance(keys, np.ndarray) else keys
    K = len(lam)
    h0 = config.blind_hit_rate
    T = config.fill_horizon_s
    if rows.cost is not None:
        c = rows.cost

        def prefill(u: np.ndarray, cached: np.ndarray) -> np.ndarray:
            return c.token_s * u + c.attn_pair_s * u * (cached + 0.5 * u)

        decode = o * c.token_s + c.ctx_token_s * (o * (p + t) + 0.5 * o * np.maximum(o - 1.0, 0.0))
        per_warm = prefill(t, p) + decode
        per_blind = (1.0 - h0) * prefill(p + t, np.zeros(K)) + h0 * prefill(t, p) + decode
        fill0 = prefill(p, np.zeros(K)) / T
    else:
        g = config.decode_token_weight
        per_warm = t + g * o
        per_blind = (1.0 - h0) * p + t + g * o
        fill0 = p / T
    warm = [lam * per_warm]
    blind = [lam * per_blind]
    fill = [fill0]
    if rows.memory:
        resident = o * config.step_time_s
        warm.append(lam * resident * (t + 0.5 * o))
        blind.append(lam * resident * (p + t + 0.5 * o))
        fill.append(np.zeros(K))
    excess = np.maximum(peak - lam, 0.0) * per_warm
    return LoadRows(
        warm=np.array(warm).reshape(len(warm), K),
        blind=np.array(blind).reshape(len(blind), K),
        fill=np.array(fill).reshape(len(fill), K),
        excess=excess,
    )
