"""Seeded benchmark families of the plan program: the reference fleet, Zipf-popular keys, `FAMILIES`.

The reference fleet is the published deployment: Llama-3.3-70B in fp8 on 60 H100s, 15 replicas
at tensor parallel 4. Per replica: 19,500 prompt tokens/s of prefill (a 2,048-token prompt alone,
by the simulator's cost model) and 1.36 M tokens of fp8 KV, of which half is budgeted for warm
prefixes by default, the rest left to running requests. With the default load model
('busy_time') each replica's load is derived from that cost model; `REFERENCE_DECODE_TOKEN_WEIGHT`
is the decode weight of the older 'prefill_tokens' model (`docs/cost-model.md`).

`family_instance` builds the benchmark and test families of `FAMILIES` at any size; its load
level is the all-cache-blind load over the fleet's capacity at utilisation 1, in the load model
asked for.
"""

from __future__ import annotations

import numpy as np

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig, Replica
from cacheroute_solver.plan.load import key_rows, replica_rows
from cacheroute_solver.plan.solve import solve_plan

REFERENCE_PREFILL_TOKENS_PER_S = 19_500.0
REFERENCE_KV_TOKENS = 1_360_000.0
REFERENCE_WARM_KV_SHARE = 0.5
REFERENCE_DECODE_TOKEN_WEIGHT = 1.5

FAMILIES: dict[str, str] = {
    "kv-bound": "Zipf 0.9, prefixes 500-4,000, KV for 30 % of all prefixes, cache-blind load 0.7",
    "tight": "Zipf 1.1, KV for 5 % of all prefixes (a handful per replica), cache-blind load 1.2",
    "lognormal": "lognormal prefixes (median 1,500, sigma 1), KV for about 3 mean prefixes per replica, load 0.8",
    "hot": "Zipf 1.1, load 0.7, then the 5 busiest keys (1 per 8 replicas, at least 1) made 1.2-2.8 x a replica's capacity when warm",
    "half-kv": "kv-bound, but half the replicas have a quarter of the KV",
    "fits": "Zipf 1.1, prefixes 300-6,000, 1.3 M KV tokens per replica (nearly every key fits), 12 req/s per replica",
    "bursty": "kv-bound, and every key's 20-s peak 1-6 x its mean (the busiest keys most)",
    "overload": "Zipf 1.1, cache-blind load 2.5 and KV for 10 %: no plan is within the caps",
    "churn": "kv-bound with a previous plan, then 20 % of the keys' rate ranks permuted",
}


def reference_fleet(
    replicas: int = 15,
    prefill_capacity: float = REFERENCE_PREFILL_TOKENS_PER_S,
    kv_capacity: float = REFERENCE_KV_TOKENS * REFERENCE_WARM_KV_SHARE,
    heterogeneity: float = 0.0,
    seed: int = 0,
) -> Fleet:
    """`replicas` H100 TP4 replicas; `heterogeneity` > 0 scales each capacity by U(1-h, 1+h)."""
    rng = np.random.default_rng(seed)
    f = 1.0 + heterogeneity * rng.uniform(-1, 1, size=(replicas, 2))
    return Fleet(
        replicas=tuple(
            Replica(
                id=f"r{i:03d}",
                prefill_capacity=float(prefill_capacity * f[i, 0]),
                kv_capacity=float(kv_capacity * f[i, 1]),
            )
            for i in range(replicas)
        )
    )


def zipf_keys(
    n: int,
    total_rate: float = 176.0,
    zipf_s: float = 1.1,
    prefix_range: tuple[float, float] = (500.0, 4000.0),
    tail_range: tuple[float, float] = (20.0, 300.0),
    output_range: tuple[float, float] = (50.0, 400.0),
    seed: int = 0,
) -> list[KeyStats]:
    """`n` keys whose rates follow Zipf(`zipf_s`) and sum to `total_rate` requests/s."""
    rng = np.random.default_rng(seed)
    w = 1.0 / np.arange(1, n + 1) ** zipf_s
    rate = total_rate * w / w.sum()
    rate = rate[rng.permutation(n)]
    p = rng.uniform(*prefix_range, n).round()
    t = rng.uniform(*tail_range, n).round()
    o = rng.uniform(*output_range, n).round()
    return [
        KeyStats(
            key=f"k{i:06d}",
            rate=float(rate[i]),
            prefix_tokens=float(p[i]),
            tail_tokens=float(t[i]),
            output_tokens=float(o[i]),
        )
        for i in range(n)
    ]


def blind_load(keys: list[KeyStats], fleet: Fleet, load_model: str = "busy_time") -> tuple[float, float]:
    """(all-cache-blind load, fleet capacity at utilisation 1), both in `load_model`'s unit."""
    config = PlanConfig(load_model=load_model, decode_token_weight=0.0, utilization_cap=1.0)  # type: ignore[arg-type]
    rows = replica_rows(fleet.healthy, config)
    return float(key_rows(keys, rows, config).blind[0].sum()), float(rows.full[0].sum())


def _at_load(keys: list[KeyStats], fleet: Fleet, load: float, load_model: str) -> list[KeyStats]:
    """`keys` with rates (and peaks) scaled so that the all-blind load is `load` x capacity."""
    b, cap = blind_load(keys, fleet, load_model)
    f = load * cap / b
    return [
        k.model_copy(update={"rate": k.rate * f, "peak_rate": None if k.peak_rate is None else k.peak_rate * f})
        for k in keys
    ]


def scaled_instance(
    n_keys: int,
    n_replicas: int,
    seed: int = 0,
    kv_share: float = 0.3,
    load: float = 0.7,
    zipf_s: float = 0.9,
    load_model: str = "busy_time",
) -> tuple[list[KeyStats], Fleet]:
    """A benchmark instance: KV for `kv_share` of all prefixes, blind load `load` x fleet capacity."""
    keys = zipf_keys(n_keys, total_rate=1.0, zipf_s=zipf_s, seed=seed)
    fleet0 = reference_fleet(n_replicas, heterogeneity=0.25, seed=seed)
    total_prefix = sum(k.prefix_tokens for k in keys)
    kv_each = kv_share * total_prefix / n_replicas
    fleet = Fleet(
        replicas=tuple(
            r.model_copy(
                update={"kv_capacity": kv_each * r.kv_capacity / (REFERENCE_KV_TOKENS * REFERENCE_WARM_KV_SHARE)}
            )
            for r in fleet0.replicas
        )
    )
    return _at_load(keys, fleet, load, load_model), fleet


def family_instance(
    family: str, n_keys: int, n_replicas: int, seed: int = 0, load_model: str = "busy_time"
) -> tuple[list[KeyStats], Fleet, Plan | None]:
    """Keys, fleet and (for 'churn') the previous plan of one family of `FAMILIES`."""
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}; known: {sorted(FAMILIES)}")
    rng = np.random.default_rng(seed + 1000)
    if family in ("kv-bound", "bursty", "churn", "half-kv"):
        keys, fleet = scaled_instance(n_keys, n_replicas, seed, 0.3, 0.7, 0.9, load_model)
    elif family == "tight":
        keys, fleet = scaled_instance(n_keys, n_replicas, seed, 0.05, 1.2, 1.1, load_model)
    elif family == "overload":
        keys, fleet = scaled_instance(n_keys, n_replicas, seed, 0.1, 2.5, 1.1, load_model)
    elif family == "lognormal":
        keys = zipf_keys(n_keys, total_rate=1.0, zipf_s=1.0, seed=seed)
        p = np.clip(rng.lognormal(np.log(1500.0), 1.0, n_keys), 50, 200_000).round()
        keys = [k.model_copy(update={"prefix_tokens": float(p[i])}) for i, k in enumerate(keys)]
        base = reference_fleet(n_replicas, heterogeneity=0.25, seed=seed)
        kv = 3.0 * float(p.mean())
        fleet = Fleet(
            replicas=tuple(
                r.model_copy(update={"kv_capacity": kv * (0.75 + 0.5 * rng.random())}) for r in base.replicas
            )
        )
        keys = _at_load(keys, fleet, 0.8, load_model)
    elif family == "hot":
        keys, fleet = scaled_instance(n_keys, n_replicas, seed, 0.3, 0.7, 1.1, load_model)
        n_hot = max(1, min(5, n_replicas // 8 or 1))
        order = np.argsort([-k.rate for k in keys])
        config = PlanConfig(load_model=load_model, utilization_cap=1.0)  # type: ignore[arg-type]
        rows = replica_rows(fleet.healthy, config)
        per_rep = float(rows.full[0].mean())
        lr = key_rows(keys, rows, config)
        for j, i in enumerate(order[:n_hot]):
            warm_per_rate = float(lr.warm[0, i]) / keys[i].rate
            target = per_rep * (1.2 + 0.4 * j)  # 1.2x, 1.6x, ... a replica's capacity, warm
            keys[i] = keys[i].model_copy(update={"rate": target / warm_per_rate})
    elif family == "fits":
        keys = zipf_keys(n_keys, total_rate=12.0 * n_replicas, zipf_s=1.1, prefix_range=(300.0, 6000.0), seed=seed)
        fleet = reference_fleet(n_replicas, kv_capacity=1_300_000.0, seed=seed)
    if family == "half-kv":
        fleet = Fleet(
            replicas=tuple(
                r.model_copy(update={"kv_capacity": r.kv_capacity * (0.25 if i % 2 else 1.0)})
                for i, r in enumerate(fleet.replicas)
            )
        )
    if family == "bursty":
        order = np.argsort([-k.rate for k in keys])
        rank = np.empty(n_keys)
        rank[order] = np.arange(n_keys) / max(n_keys - 1, 1)
        factor = 1.0 + 5.0 * (1.0 - rank) * rng.uniform(0.5, 1.0, n_keys)
        keys = [k.model_copy(update={"peak_rate": k.rate * float(factor[i])}) for i, k in enumerate(keys)]
    previous = None
    if family == "churn":
        config = PlanConfig(backend="greedy", admit_rate=0.0, keep_rate=0.0, load_model=load_model)  # type: ignore[arg-type]
        previous = solve_plan(keys, fleet, config)
        rates = np.array([k.rate for k in keys])
        order = np.argsort(-rates)
        moved = rng.choice(n_keys, size=max(2, n_keys // 5), replace=False)
        ranks = order.copy()
        ranks[moved] = order[rng.permutation(moved)]
        new_rate = np.empty(n_keys)
        new_rate[ranks] = rates[order]
        keys = [k.model_copy(update={"rate": float(new_rate[i])}) for i, k in enumerate(keys)]
    return keys, fleet, previous
