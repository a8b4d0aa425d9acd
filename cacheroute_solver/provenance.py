"""What a gate report was computed from: the fleet, the recording and the planner's settings.

`cacheroute gate` writes these into its `ReplayReport` so that a router asked to go live on the
report (`router.operations.switch`) can check that the report is about it: the same replicas with the same
capacities, a recording of this fleet's own traffic at its own rate and block size, and a planner
set to plan alike. Each identity carries a sha256 for pipelines and people to compare at a glance,
and the fields themselves so that a mismatch can be named.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.models import Fleet, PlanConfig

__all__ = ["PLAN_FIELDS", "FleetIdentity", "PlanIdentity", "RecordingIdentity", "ReplicaIdentity"]

_FROZEN = ConfigDict(frozen=True, extra="forbid")

PLAN_FIELDS = (
    "utilization_cap",
    "max_destinations",
    "admit_rate",
    "keep_rate",
    "churn_weight",
    "fill_horizon_s",
    "blind_hit_rate",
    "load_model",
    "step_time_s",
    "burst_budget",
    "decode_token_weight",
    "overload_penalty",
)
"""The `PlanConfig` fields that change what is planned. The solver's own (backend, time limit, gap,
seed) and the period are left out: the gate replays with a fast solver, the router solves as it likes."""

_REPLICA_FIELD = re.compile(rb'[{,]\s*"replica"\s*:\s*"((?:[^"\\]|\\.)*)"')
_SERVED_FIELDS = re.compile(rb'[{,]\s*"served_prompt_tokens"\s*:\s*(\d+)\s*,\s*"cached_tokens"\s*:\s*(\d+)')
_BASELINE_REASON = re.compile(rb'[{,]\s*"reason"\s*:\s*"baseline"')


def _sha256(obj: Any) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


class ReplicaIdentity(BaseModel):
    """One replica as the planner sees it."""

    model_config = _FROZEN

    id: str
    prefill_capacity: float
    kv_capacity: float


class FleetIdentity(BaseModel):
    """The replicas a report was computed for (sorted by id), and their sha256."""

    model_config = _FROZEN

    replicas: tuple[ReplicaIdentity, ...]
    sha256: str

    @classmethod
    def of(cls, fleet: Fleet) -> FleetIdentity:
        reps = sorted(
            (
                ReplicaIdentity(id=r.id, prefill_capacity=r.prefill_capacity, kv_capacity=r.kv_capacity)
                for r in fleet.replicas
            ),
            key=lambda r: r.id,
        )
        return cls(replicas=tuple(reps), sha256=_sha256([r.model_dump() for r in reps]))

    def differences(self, other: FleetIdentity, there: str = "the other") -> list[str]:
        """How ``other`` (called ``there``) differs from this fleet, in words (empty: the same fleet)."""
        mine, theirs = {r.id: r for r in self.replicas}, {r.id: r for r in other.replicas}
        out = []
        if missing := sorted(set(mine) - set(theirs)):
            out.append(f"{there} lacks replicas {missing}")
        if extra := sorted(set(theirs) - set(mine)):
            out.append(f"{there} has replicas {extra} not here")
        for rid in sorted(set(mine) & set(theirs)):
            a, b = mine[rid], theirs[rid]
            for field in ("prefill_capacity", "kv_capacity"):
                x, y = getattr(a, field), getattr(b, field)
                if abs(x - y) > 1e-9 * max(abs(x), abs(y), 1.0):
                    out.append(f"replica {rid} {field} is {x:g} here, {y:g} in {there}")
        return out


class RecordingIdentity(BaseModel):
    """The traffic a report replayed."""

    model_config = _FROZEN

    source: str = Field(description="The file given to the gate, or family:NAME for a generated workload.")
    sha256: str | None = Field(description="sha256 of the file's bytes (None: generated, no file).")
    bytes: int | None = None
    requests: int = Field(description="Requests replayed (the file's usable records).")
    duration_s: float = Field(description="Time from the first request to the last, as recorded.")
    block_tokens: int = Field(description="Tokens per hash_ids block the gate read the recording with.")
    replicas: tuple[str, ...] = Field(
        default=(), description="Replica ids the recording says its requests went to (a router's recording names them)."
    )
    time_scaled: bool = Field(default=False, description="The gate replayed it at another rate (--rate).")
    served_answers: int = Field(
        default=0, ge=0, description="Recorded answers for which the engine reported its cached prompt tokens."
    )
    served_hit_rate: float | None = Field(
        default=None,
        ge=0.0,
        le=1.0,
        description="What the engines served from their prefix caches over those answers (cached / prompt "
        "tokens, their own count): the measurement the replay of the router that served them is checked against.",
    )
    baseline_requests: int = Field(
        default=0,
        ge=0,
        description="Recorded requests its router's baseline policy routed (the incumbent: reason baseline); the "
        "others CacheRoute routed.",
    )

    @classmethod
    def of_file(
        cls, path: str | Path, requests: int, duration_s: float, block_tokens: int, time_scaled: bool = False
    ) -> RecordingIdentity:
        """Hash the file and collect the replica ids its lines name and what the engines served (one
        streamed read)."""
        digest, size, seen = hashlib.sha256(), 0, set()
        answers = prompt = cached = baseline = 0
        with open(path, "rb") as f:
            for line in f:
                digest.update(line)
                size += len(line)
                m = _REPLICA_FIELD.search(line)
                if m is not None:
                    seen.add(json.loads(b'"' + m.group(1) + b'"'))
                u = _SERVED_FIELDS.search(line)
                if u is not None:
                    answers += 1
                    prompt += int(u.group(1))
                    cached += min(int(u.group(2)), int(u.group(1)))
                baseline += _BASELINE_REASON.search(line) is not None
        return cls(
            source=str(path),
            sha256=digest.hexdigest(),
            bytes=size,
            requests=requests,
            duration_s=duration_s,
            block_tokens=block_tokens,
            replicas=tuple(sorted(seen)),
            time_scaled=time_scaled,
            served_answers=answers,
            served_hit_rate=cached / prompt if prompt > 0 else None,
            baseline_requests=baseline,
        )


class PlanIdentity(BaseModel):
    """The planner settings a report's candidate planned with (`PLAN_FIELDS`), and their sha256."""

    model_config = _FROZEN

    settings: dict[str, Any]
    sha256: str

    @classmethod
    def of(cls, config: PlanConfig) -> PlanIdentity:
        settings = {k: v for k, v in config.model_dump(mode="json").items() if k in PLAN_FIELDS}
        return cls(settings=settings, sha256=_sha256(settings))

    def differences(self, other: PlanIdentity) -> list[str]:
        """The settings that differ, ``name this against other`` (empty: plans alike)."""
        keys = sorted(set(self.settings) | set(other.settings))
        return [
            f"{k} {self.settings.get(k)!r} against {other.settings.get(k)!r}"
            for k in keys
            if self.settings.get(k) != other.settings.get(k)
        ]
