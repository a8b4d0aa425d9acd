"""Gate reports for the switch's tests: one that belongs to a given router, to change field by field."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any, Literal

from cacheroute_solver.models import Fleet, PlanConfig, Replica
from cacheroute_solver.provenance import FleetIdentity, PlanIdentity, RecordingIdentity
from cacheroute_solver.replay import ReplayReport


def fleet_of(ids: Sequence[str], prefill: float = 10_000.0, kv: float = 1_000_000.0) -> Fleet:
    """The fleet a router with `ReplicaEndpoint` defaults plans for."""
    return Fleet(replicas=tuple(Replica(id=i, prefill_capacity=prefill, kv_capacity=kv) for i in ids))


def report_for(
    ids: Sequence[str] = ("u0", "u1", "u2"),
    *,
    verdict: Literal["enable", "reject"] = "enable",
    baseline: str = "round_robin",
    hit_rate: float = 0.6,
    ttft_p99_s: float = 0.2,
    baseline_hit_rate: float = 0.3,
    baseline_ttft_p99_s: float = 0.3,
    block_tokens: int = 32,
    plan: PlanConfig | None = None,
    fleet: Fleet | None = None,
    **update: Any,
) -> ReplayReport:
    """A report made now for a router over replicas ``ids`` (default endpoint capacities, default planner)."""
    rep = ReplayReport(
        trace="recorded",
        requests=500,
        offered_rate=5.0,
        slo_s=3.5,
        metric="ttft",
        margin=0.05,
        candidate="cacheroute",
        instances=1,
        baseline=baseline,
        baselines={baseline: 4.0},
        candidate_hit_rate=hit_rate,
        baseline_hit_rate=baseline_hit_rate,
        candidate_p99_s=ttft_p99_s,
        baseline_p99_s=baseline_ttft_p99_s,
        candidate_capacity_rps=6.0,
        baseline_capacity_rps=4.0,
        capacity_ratio=1.5,
        plans=3,
        fallbacks=0,
        verdict=verdict,
        reasons=("capacity x1.50",) if verdict == "enable" else ("capacity x0.90; enabling needs x1.050",),
        candidate_ttft_p99_s=ttft_p99_s,
        baseline_ttft_p99_s=baseline_ttft_p99_s,
        created_at=time.time(),
        fleet=FleetIdentity.of(fleet or fleet_of(ids)),
        plan=PlanIdentity.of(plan or PlanConfig()),
        recording=RecordingIdentity(
            source="recorded.jsonl",
            sha256="ab" * 32,
            bytes=12345,
            requests=500,
            duration_s=100.0,
            block_tokens=block_tokens,
            replicas=tuple(ids),
        ),
    )
    return rep.model_copy(update=update) if update else rep
