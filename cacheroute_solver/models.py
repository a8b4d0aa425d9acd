"""Boundary models: what goes into `solve_plan` and what comes out.

All models are immutable pydantic v2 models that round-trip through JSON and publish a JSON
schema (`Model.model_json_schema()`). Numbers must be finite; a bad field is reported by name.
Symbols in brackets are those of `formulations/plan-program.md`.
"""

from __future__ import annotations

import math
import time
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

_FROZEN = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

NonNegative = Annotated[float, Field(ge=0.0, allow_inf_nan=False)]
Positive = Annotated[float, Field(gt=0.0, allow_inf_nan=False)]

Backend = Literal["auto", "cpsat", "pulp", "greedy"]
BlindPolicy = Literal["least_loaded", "round_robin", "power_of_two"]


class KeyStats(BaseModel):
    """Traffic of one prefix key over the observation window."""

    model_config = _FROZEN

    key: str = Field(min_length=1, description="Prefix key (a chain of block hashes, as text).")
    rate: NonNegative = Field(description="[lambda_k] Requests per second.")
    prefix_tokens: NonNegative = Field(
        description="[p_k] Prompt tokens a request reads from cache when its key's traffic is kept together."
    )
    tail_tokens: NonNegative = Field(
        default=0.0, description="[t_k] Prompt tokens per request that are never reusable."
    )
    output_tokens: NonNegative = Field(
        default=0.0, description="[o_k] Output tokens per request."
    )


class Replica(BaseModel):
    """One serving replica (an engine instance, e.g. 4 H100s at tensor parallel 4)."""

    model_config = _FROZEN

    id: str = Field(min_length=1)
    prefill_capacity: Positive = Field(description="[C_r] Prompt tokens per second it can prefill.")
    kv_capacity: NonNegative = Field(
        description="[M_r] Tokens of KV it can keep for warm prefixes."
    )
    healthy: bool = True


class Fleet(BaseModel):
    """The replicas a plan may use; ids are unique."""

    model_config = _FROZEN

    replicas: tuple[Replica, ...]

    @field_validator("replicas")
    @classmethod
    def _unique_ids(cls, replicas: tuple[Replica, ...]) -> tuple[Replica, ...]:
        seen: set[str] = set()
        for r in replicas:
            if r.id in seen:
                raise ValueError(f"replica id {r.id!r} appears more than once")
            seen.add(r.id)
        return replicas

    @property
    def healthy(self) -> tuple[Replica, ...]:
        return tuple(r for r in self.replicas if r.healthy)

    def by_id(self) -> dict[str, Replica]:
        return {r.id: r for r in self.replicas}


class PlanConfig(BaseModel):
    """Knobs of the plan program and of the solver run."""

    model_config = _FROZEN

    utilization_cap: float = Field(
        default=0.85, gt=0.0, le=1.0, description="[rho] Planned load may use this share of C_r."
    )
    max_destinations: int = Field(
        default=4, ge=1, description="[D] Most replicas one key may be spread over."
    )
    admit_rate: NonNegative = Field(
        default=0.005,
        description="[lambda_in] A key may enter the warm set at or above this rate (default: about "
        "twice in five minutes, just above the rate at which a key pays for its cold fill).",
    )
    keep_rate: NonNegative = Field(
        default=0.0025, description="[lambda_out] A warm key may stay while at or above this rate."
    )
    churn_weight: NonNegative = Field(
        default=0.05,
        description="[w] Cost per token/s of warm traffic moved off a previous destination.",
    )
    period_s: Positive = Field(default=60.0, description="Plan period: how often a new plan is made.")
    fill_horizon_s: Positive = Field(
        default=300.0,
        description="[T] How long a new destination is expected to keep a key: its cold fill (one "
        "prefill of the prefix) is spread over this time. Hysteresis and churn keep destinations for "
        "many periods, so charging the fill to one period would overstate it.",
    )
    blind_hit_rate: float = Field(
        default=0.0,
        ge=0.0,
        le=1.0,
        allow_inf_nan=False,
        description="[h0] Assumed prefix hit probability of traffic balanced cache-blind.",
    )
    decode_token_weight: NonNegative = Field(
        default=0.0,
        description="[gamma] Prefill-token equivalents of load per output token (0: load is prefill only).",
    )
    overload_penalty: Positive = Field(
        default=1000.0,
        description="[P] Objective cost per token/s of load above a replica's cap; makes every instance feasible.",
    )
    backend: Backend = "auto"
    time_limit_s: Positive = Field(default=10.0)
    gap_tolerance: float = Field(
        default=1e-4,
        ge=0.0,
        le=1.0,
        allow_inf_nan=False,
        description="auto stops searching once (objective - bound) / objective is at most this.",
    )
    seed: int = 0
    blind_policy: BlindPolicy = Field(
        default="least_loaded", description="How traffic outside the warm set is balanced."
    )
    tolerance: NonNegative = Field(
        default=1e-6, description="Relative slack allowed when checking caps and weights."
    )

    @model_validator(mode="after")
    def _hysteresis_order(self) -> PlanConfig:
        if self.keep_rate > self.admit_rate:
            raise ValueError(
                f"keep_rate ({self.keep_rate}) must not exceed admit_rate ({self.admit_rate})"
            )
        return self


PlanStatus = Literal["optimal", "feasible", "fallback", "empty"]


class Plan(BaseModel):
    """A routing plan: the warm set, where each warm key goes, and what the plan predicts."""

    model_config = _FROZEN

    epoch: int = Field(default=0, ge=0)
    created_at: float = Field(default_factory=time.time, description="Unix time.")
    period_s: Positive = 60.0
    assignments: dict[str, tuple[tuple[str, float], ...]] = Field(
        default_factory=dict,
        description="Warm key -> ((replica_id, weight), ...); weights sum to 1.",
    )
    blind_policy: BlindPolicy = "least_loaded"
    replica_load: dict[str, float] = Field(
        default_factory=dict, description="Predicted load, tokens/s (warm, cold fill and blind share)."
    )
    replica_utilization: dict[str, float] = Field(
        default_factory=dict, description="replica_load / prefill_capacity."
    )
    replica_kv: dict[str, float] = Field(
        default_factory=dict, description="Predicted KV tokens held for warm prefixes."
    )
    predicted_hit_rate: float = Field(
        default=0.0, ge=0.0, le=1.0, description="Token-weighted prompt hit rate the plan predicts."
    )
    objective: float = Field(default=0.0, description="Expected prefill tokens/s (+ penalties).")
    bound: float = Field(default=0.0, description="Proven lower bound on the objective.")
    gap: float = Field(
        default=0.0, ge=0.0, description="(objective - bound) / max(objective, 1 token/s)."
    )
    overload: float = Field(
        default=0.0, ge=0.0, description="Load above caps (tokens/s) no plan could avoid."
    )
    backend: str = "greedy"
    status: PlanStatus = "feasible"
    solve_seconds: float = Field(default=0.0, ge=0.0)
    fallback_reason: str | None = None

    @field_validator("assignments")
    @classmethod
    def _finite_weights(
        cls, assignments: dict[str, tuple[tuple[str, float], ...]]
    ) -> dict[str, tuple[tuple[str, float], ...]]:
        for key, dests in assignments.items():
            for rid, w in dests:
                if not math.isfinite(w) or w < 0:
                    raise ValueError(f"assignments[{key!r}]: weight of {rid!r} is {w}")
        return assignments

    def destinations(self, key: str) -> list[str]:
        """Replica ids the plan sends `key` to (empty when the key is not warm)."""
        return [rid for rid, _ in self.assignments.get(key, ())]

    def weights(self, key: str) -> list[tuple[str, float]]:
        return list(self.assignments.get(key, ()))

    @property
    def warm_keys(self) -> frozenset[str]:
        return frozenset(self.assignments)

    @property
    def replicated_keys(self) -> list[str]:
        return [k for k, d in self.assignments.items() if len(d) > 1]


class Violation(BaseModel):
    """One broken plan invariant, named so it can be acted on."""

    model_config = _FROZEN

    name: Literal[
        "weights_sum",
        "unknown_replica",
        "unhealthy_replica",
        "too_many_destinations",
        "duplicate_destination",
        "load_cap",
        "kv_cap",
        "hysteresis",
        "unknown_key",
    ]
    key: str | None = None
    replica: str | None = None
    detail: str
