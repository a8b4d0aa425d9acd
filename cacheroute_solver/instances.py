"""Seeded plan-program instances: the reference fleet and Zipf-popular key statistics.

The reference fleet is the published deployment: Llama-3.3-70B in fp8 on 60 H100s, 15 replicas
at tensor parallel 4. Per replica: 19,500 prompt tokens/s of prefill (a 2,048-token prompt alone,
by the simulator's cost model) and 1.36 M tokens of fp8 KV, of which half is budgeted for warm
prefixes by default, the rest left to running requests. A decoded token costs about 1.5 prefill
tokens of step time on a loaded replica (the same per-token GEMM cost plus reading its context),
hence `REFERENCE_DECODE_TOKEN_WEIGHT`. `docs/cost-model.md` has the derivation.
"""

from __future__ import annotations

import numpy as np

from cacheroute_solver.models import Fleet, KeyStats, Replica

REFERENCE_PREFILL_TOKENS_PER_S = 19_500.0
REFERENCE_KV_TOKENS = 1_360_000.0
REFERENCE_WARM_KV_SHARE = 0.5
REFERENCE_DECODE_TOKEN_WEIGHT = 1.5


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
        KeyStats(key=f"k{i:06d}", rate=float(rate[i]), prefix_tokens=float(p[i]), tail_tokens=float(t[i]), output_tokens=float(o[i]))
        for i in range(n)
    ]


def scaled_instance(
    n_keys: int, n_replicas: int, seed: int = 0, kv_share: float = 0.3, load: float = 0.7, zipf_s: float = 0.9
) -> tuple[list[KeyStats], Fleet]:
    """A benchmark instance: KV for `kv_share` of all prefixes, blind load `load` x fleet capacity."""
    keys = zipf_keys(n_keys, total_rate=1.0, zipf_s=zipf_s, seed=seed)
    fleet0 = reference_fleet(n_replicas, heterogeneity=0.25, seed=seed)
    total_prefix = sum(k.prefix_tokens for k in keys)
    cap = sum(r.prefill_capacity for r in fleet0.replicas)
    blind_per_rate = sum(k.rate * (k.prefix_tokens + k.tail_tokens) for k in keys)
    scale = load * cap / blind_per_rate
    keys = [k.model_copy(update={"rate": k.rate * scale}) for k in keys]
    kv_each = kv_share * total_prefix / n_replicas
    fleet = Fleet(
        replicas=tuple(
            r.model_copy(update={"kv_capacity": kv_each * r.kv_capacity / (REFERENCE_KV_TOKENS * REFERENCE_WARM_KV_SHARE)})
            for r in fleet0.replicas
        )
    )
    return keys, fleet
