"""Boundary models: what goes into `solve_plan` and what comes out.

All models are immutable pydantic v2 models that round-trip through JSON and publish a JSON
schema (`Model.model_json_schema()`). Numbers must be finite and within the limits below; a bad
field is reported by name. Symbols in brackets are those of `formulations/plan-program.md`.

Numeric limits: what the planner handles. They are far beyond any real fleet and keep every
product the program forms (a rate times a token count, summed over 10^6 keys) well inside
float64, so that the scaled program (`plan.program.Instance.scaled`) never nears a solver's infinity.
"""

from __future__ import annotations

import math
import time
import warnings
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

from cacheroute_solver.costmodel import PRESETS

_FROZEN = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

MAX_RATE = 1e6
"""Requests per second of one key (rate, peak_rate)."""
MAX_TOKENS = 1e8
"""Tokens of one request (prefix, tail, output)."""
MAX_TOKENS_PER_S = 1e10
"""Prefill capacity of one replica, tokens/s."""
MIN_TOKENS_PER_S = 1e-3
"""Least prefill capacity of one replica, tokens/s."""
MAX_KV_TOKENS = 1e12
"""KV tokens of one replica (warm budget, running budget)."""
MAX_SECONDS = 1e7
"""Time constants (period, fill horizon, time limit): about four months."""


class PlanInputError(ValueError):
    """Input that no plan can be made from; the message names the field and the reason."""


NonNegative = Annotated[float, Field(ge=0.0, allow_inf_nan=False)]
Positive = Annotated[float, Field(gt=0.0, allow_inf_nan=False)]
Rate = Annotated[float, Field(ge=0.0, le=MAX_RATE, allow_inf_nan=False)]
Tokens = Annotated[float, Field(ge=0.0, le=MAX_TOKENS, allow_inf_nan=False)]
Seconds = Annotated[float, Field(gt=0.0, le=MAX_SECONDS, allow_inf_nan=False)]

Backend = Literal["auto", "cpsat", "pulp", "greedy"]
Effort = Literal["fast", "balanced", "thorough"]
EFFORT_TOLERANCE: dict[str, float] = {"fast": 0.01, "balanced": 0.005, "thorough": 1e-4}
"""Default saving-gap tolerance of each effort level (`PlanConfig.saving_gap_tolerance`)."""
EXACT_TOLERANCE = EFFORT_TOLERANCE["thorough"]
"""Default saving-gap tolerance of the exact backends (cpsat, pulp): they are chosen to prove."""
BlindPolicy = Literal["least_loaded", "round_robin", "power_of_two"]
LoadModel = Literal["busy_time", "prefill_tokens"]
DEFAULT_COST_MODEL = "llama-3.3-70b-fp8-tp4-h100"


class KeyStats(BaseModel):
    """Traffic of one prefix key over the observation window."""

    model_config = _FROZEN

    key: str = Field(min_length=1, description="Prefix key (a chain of block hashes, as text).")
    rate: Rate = Field(description="[lambda_k] Requests per second (mean over the observation window).")
    prefix_tokens: Tokens = Field(
        description="[p_k] Prompt tokens a request reads from cache when its key's traffic is kept together."
    )
    tail_tokens: Tokens = Field(default=0.0, description="[t_k] Prompt tokens per request that are never reusable.")
    output_tokens: Tokens = Field(default=0.0, description="[o_k] Output tokens per request.")
    parent: str | None = Field(
        default=None,
        description="[a_k] The nearest key above this one on its requests' chains (None: none known). "
        "When this key is not warm, its requests route by their nearest warm key above it and load that "
        "key's destinations, so the planner counts them there (`cacheroute_solver.plan.following`).",
    )
    peak_rate: Rate | None = Field(
        default=None,
        description="[lambda^peak_k] Requests per second in the key's busiest short window (the "
        "observer uses 20 s). None: the mean rate (no burst). A value below `rate` is accepted and "
        "means no burst; only the excess max(0, peak_rate - rate) enters the burst margin.",
    )

    @property
    def peak(self) -> float:
        """The peak rate, `rate` when none was observed."""
        return self.rate if self.peak_rate is None else self.peak_rate


class StepCost(BaseModel):
    """Explicit coefficients of the engine-step time formula (`costmodel.py`), seconds.

    One step takes fixed_s + max(weights_s, token_s * batched tokens) + ctx_token_s * decode
    context tokens + attn_pair_s * prefill attention pairs, at the replica's nominal speed.
    """

    model_config = _FROZEN

    fixed_s: float = Field(ge=0.0, le=10.0, allow_inf_nan=False)
    weights_s: float = Field(ge=0.0, le=10.0, allow_inf_nan=False)
    token_s: float = Field(ge=1e-12, le=10.0, allow_inf_nan=False)
    ctx_token_s: float = Field(ge=0.0, le=10.0, allow_inf_nan=False)
    attn_pair_s: float = Field(ge=0.0, le=10.0, allow_inf_nan=False)


class Replica(BaseModel):
    """One serving replica (an engine instance, e.g. 4 H100s at tensor parallel 4)."""

    model_config = _FROZEN

    id: str = Field(min_length=1)
    prefill_capacity: float = Field(
        ge=MIN_TOKENS_PER_S,
        le=MAX_TOKENS_PER_S,
        allow_inf_nan=False,
        description="[C_r] Prompt tokens per second it prefills (a 2,048-token prompt alone). With "
        "load_model='busy_time' it sets the replica's speed: its cost model runs C_r / (the model's "
        "nominal prefill rate) times as fast, as in the simulator.",
    )
    kv_capacity: float = Field(
        ge=0.0,
        le=MAX_KV_TOKENS,
        allow_inf_nan=False,
        description="[M_r] Tokens of KV it can keep for warm prefixes.",
    )
    healthy: bool = True
    cost_model: str | StepCost = Field(
        default=DEFAULT_COST_MODEL,
        description="Step-time cost model for load_model='busy_time': a preset name of "
        "`cacheroute_solver.costmodel.PRESETS` or explicit coefficients. Every healthy "
        "replica of a fleet must use the same one (speed differences go in prefill_capacity).",
    )
    running_kv_tokens: float | None = Field(
        default=None,
        ge=0.0,
        le=MAX_KV_TOKENS,
        allow_inf_nan=False,
        description="[N_r] KV tokens for running requests (outside kv_capacity). Set: the program "
        "keeps a memory row (requests resident during decode at the planned step time); None: no "
        "memory row for this replica.",
    )

    @field_validator("cost_model")
    @classmethod
    def _known_preset(cls, value: str | StepCost) -> str | StepCost:
        if isinstance(value, str) and value not in PRESETS:
            raise ValueError(f"unknown cost-model preset {value!r}; known: {sorted(PRESETS)}")
        return value


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
    max_destinations: int = Field(default=4, ge=1, description="[D] Most replicas one key may be spread over.")
    admit_rate: NonNegative = Field(
        default=0.005,
        description="[lambda_in] A key may enter the warm set at or above this rate (default: about "
        "twice in five minutes, just above the rate at which a key pays for its cold fill).",
    )
    keep_rate: NonNegative = Field(
        default=0.0025, description="[lambda_out] A warm key may stay while at or above this rate."
    )
    churn_weight: float = Field(
        ge=0.0,
        le=1e6,
        allow_inf_nan=False,
        default=0.05,
        description="[w] Cost per token/s of warm traffic moved off a previous destination.",
    )
    period_s: Seconds = Field(default=60.0, description="Plan period: how often a new plan is made.")
    fill_horizon_s: float = Field(
        ge=1e-3,
        le=MAX_SECONDS,
        allow_inf_nan=False,
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
    load_model: LoadModel = Field(
        default="busy_time",
        description="What a replica's load and capacity are. 'busy_time': replica-seconds of engine "
        "time per second, derived from each replica's cost model (prefill of what is not cached, "
        "decode with its context reads, cold fill), against the busy time a replica can give at the "
        "planned step time. 'prefill_tokens': prompt tokens + gamma x output tokens per second "
        "against prefill_capacity, for routers that only know prefill capacity.",
    )
    step_time_s: float = Field(
        default=0.05,
        ge=1e-4,
        le=60.0,
        allow_inf_nan=False,
        description="[tau] Planned mean engine-step time of a fully loaded replica. 'busy_time': the "
        "share fixed_s / tau of every step is per-step overhead, not capacity. With running_kv_tokens "
        "it also sets how long a request stays resident (one step per output token).",
    )
    burst_budget: float = Field(
        default=1.0,
        ge=0.0,
        le=1e3,
        allow_inf_nan=False,
        description="[Gamma] Bertsimas-Sim budget of the burst margin: the Gamma largest peak "
        "excesses of the keys placed on a replica (a fraction counts that share of the next) must fit "
        "beside its mean load. 0: no margin.",
    )
    decode_token_weight: float = Field(
        default=0.0,
        ge=0.0,
        le=1e6,
        allow_inf_nan=False,
        description="[gamma] load_model='prefill_tokens' only: prefill-token equivalents of load per "
        "output token (0: load is prefill only). 'busy_time' derives decode cost from the cost model.",
    )
    overload_penalty: float = Field(
        default=1000.0,
        gt=0.0,
        le=1e9,
        allow_inf_nan=False,
        description="[P] Objective cost per token/s of load above a replica's cap ('busy_time': per "
        "nominal prefill token/s, i.e. P x the model's nominal prefill rate per busy second; memory "
        "row: per KV token); makes every instance feasible.",
    )
    backend: Backend = "auto"
    effort: Effort = Field(
        default="balanced",
        description="How far `auto` searches beyond the greedy plan. 'fast': greedy (the second "
        "admission order only while the first is not proven within the tolerance), the exchange "
        "improvement and the cheap bounds (trivial, pooled, split). 'balanced' (default): then, while the "
        "tolerance is not proven, the LP and knapsack bounds, LP rounding and CP-SAT neighbourhood search "
        "until a few neighbourhoods in a row find nothing better. 'thorough': all of that until the "
        "tolerance is proven or time_limit_s ends. Every level stops as soon as the bound proves the "
        "tolerance; time_limit_s caps them all. Times and gaps per level: docs/benchmarks/solver.md.",
    )
    time_limit_s: Seconds = Field(
        default=10.0,
        description="Upper bound on the whole solve_plan (bounds included). A plan that could only be "
        "finished after it is returned with status 'fallback' and says so.",
    )
    saving_gap_tolerance: float | None = Field(
        default=None,
        ge=0.0,
        le=1.0,
        allow_inf_nan=False,
        description="Stop searching once the plan provably misses at most this share of the largest "
        "possible saving: (objective - bound) / (prefill work of the all-cache-blind plan - bound) "
        "(`Plan.saving_gap`; where overload no plan avoids puts the bound above that work, of the "
        "objective instead). None: the effort's (fast 1 %, balanced 0.5 %, thorough 0.01 %; the "
        "exact backends 0.01 %), unless gap_tolerance is set.",
    )
    gap_tolerance: float | None = Field(
        default=None,
        ge=0.0,
        le=1.0,
        allow_inf_nan=False,
        description="Stop searching once (objective - bound) / objective is at most this. Set, it "
        "replaces the effort's tolerance (with saving_gap_tolerance set too, either one stops the "
        "search). None: the effort's tolerance alone (why not 1e-4, the default before effort: "
        "docs/benchmarks/solver.md).",
    )
    seed: int = 0
    blind_policy: BlindPolicy = Field(
        default="least_loaded",
        description="Deprecated, goes in the next release: read by no router (the router's own policy "
        "balances traffic outside the warm set). Accepted so that configs that carry it still load, "
        "and copied into `Plan.blind_policy`; a value other than 'least_loaded' warns.",
    )
    tolerance: float = Field(
        default=1e-6,
        ge=0.0,
        le=1.0,
        allow_inf_nan=False,
        description="Relative slack allowed when checking caps and weights.",
    )

    @field_validator("blind_policy")
    @classmethod
    def _blind_policy_deprecated(cls, value: BlindPolicy) -> BlindPolicy:
        if value != "least_loaded":
            warnings.warn(
                f"PlanConfig.blind_policy={value!r} is followed by no router (it goes in the next release); "
                "the router's own policy balances traffic outside the warm set",
                DeprecationWarning,
                stacklevel=2,
            )
        return value

    def tolerances(self) -> tuple[float, float]:
        """(saving-gap tolerance, gap tolerance) the search stops at; 0 means not that measure."""
        if self.saving_gap_tolerance is None and self.gap_tolerance is None:
            exact = self.backend in ("cpsat", "pulp")
            return (EXACT_TOLERANCE if exact else EFFORT_TOLERANCE[self.effort]), 0.0
        return self.saving_gap_tolerance or 0.0, self.gap_tolerance or 0.0

    @model_validator(mode="after")
    def _hysteresis_order(self) -> PlanConfig:
        if self.keep_rate > self.admit_rate:
            raise ValueError(f"keep_rate ({self.keep_rate}) must not exceed admit_rate ({self.admit_rate})")
        return self


PlanStatus = Literal["optimal", "feasible", "fallback", "empty"]
StopReason = Literal["tolerance", "effort", "stalled", "time_limit"]


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
    spread: tuple[str, ...] = Field(
        default=(),
        description="[S] Warm keys whose followers (requests below them under no deeper warm key) are placed "
        "by their anchor over the whole fleet, not over the key's destinations: their own tokens outweigh "
        "the prefix they share (`cacheroute_solver.plan.following`).",
    )
    blind_policy: BlindPolicy = "least_loaded"
    load_model: LoadModel = Field(default="busy_time", description="Unit of replica_load (PlanConfig.load_model).")
    replica_load: dict[str, float] = Field(
        default_factory=dict,
        description="Predicted mean load (warm traffic, cold fill and its share of the blind traffic): "
        "'busy_time': engine busy seconds per second at the cost model's nominal speed; "
        "'prefill_tokens': prompt-token equivalents per second.",
    )
    replica_utilization: dict[str, float] = Field(
        default_factory=dict,
        description="replica_load / what the replica can give at utilisation 1 ('busy_time': its "
        "speed x (1 - fixed_s / step_time_s); 'prefill_tokens': prefill_capacity). At most "
        "utilization_cap when within caps, burst margin excluded.",
    )
    replica_burst_margin: dict[str, float] = Field(
        default_factory=dict,
        description="Load kept free for the largest bursts of the keys placed there (burst_budget), "
        "in replica_load's unit; load + margin is within the cap when the plan has no overload.",
    )
    replica_memory: dict[str, float] = Field(
        default_factory=dict,
        description="Predicted KV tokens of running requests, for replicas with running_kv_tokens.",
    )
    replica_kv: dict[str, float] = Field(
        default_factory=dict, description="Predicted KV tokens held for warm prefixes."
    )
    predicted_hit_rate: float = Field(
        default=0.0, ge=0.0, le=1.0, description="Token-weighted prompt hit rate the plan predicts."
    )
    objective: float = Field(default=0.0, description="Expected prefill tokens/s (+ penalties).")
    bound: float = Field(default=0.0, description="Proven lower bound on the objective.")
    gap: float = Field(default=0.0, ge=0.0, description="(objective - bound) / max(objective, 1 token/s).")
    saving_gap: float | None = Field(
        default=None,
        ge=0.0,
        description="(objective - bound) / (prefill work of the all-cache-blind plan - bound): the share "
        "of the largest possible saving the plan may still miss. None where overload no plan avoids "
        "puts the bound above that work (then `gap` is the measure).",
    )
    stop_reason: StopReason | None = Field(
        default=None,
        description="Why the search ended: 'tolerance' (the bound proved the plan within the "
        "tolerance, or optimal), 'effort' (the effort level's or the backend's search is done), "
        "'stalled' (more neighbourhood search stopped finding better plans), 'time_limit'.",
    )
    overload: float = Field(
        default=0.0,
        ge=0.0,
        description="Objective cost of load above caps, burst margins included, divided by P (prompt-token "
        "equivalents per second): what the plan could not avoid.",
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
        "load_model",
        "kv_cap",
        "hysteresis",
        "unknown_key",
    ]
    key: str | None = None
    replica: str | None = None
    detail: str
