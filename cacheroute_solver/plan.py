"""`solve_plan` and `validate_plan`: from key statistics and a fleet to a validated routing plan."""

from __future__ import annotations

import math
import time
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np
from pydantic import ValidationError

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig, Violation
from cacheroute_solver.placement import Assignment, Evaluation, Instance, evaluate, make_instance


class PlanInputError(ValueError):
    """Input that no plan can be made from; the message names the field and the reason."""


def _coerce_keys(keys: Iterable[KeyStats | Mapping[str, Any]]) -> list[KeyStats]:
    out: list[KeyStats] = []
    seen: dict[str, int] = {}
    for i, k in enumerate(keys):
        if not isinstance(k, KeyStats):
            try:
                k = KeyStats.model_validate(k)
            except ValidationError as e:
                err = e.errors()[0]
                where = ".".join(str(x) for x in err["loc"])
                raise PlanInputError(f"keys[{i}].{where}: {err['msg']}") from e
        if k.key in seen:
            raise PlanInputError(f"keys[{i}].key: {k.key!r} repeats keys[{seen[k.key]}]")
        seen[k.key] = i
        out.append(k)
    return out


def _to_plan(
    inst: Instance,
    asg: Assignment,
    ev: Evaluation,
    config: PlanConfig,
    previous: Plan | None,
    *,
    bound: float,
    backend: str,
    status: str,
    seconds: float,
    fallback_reason: str | None,
) -> Plan:
    assignments: dict[str, list[tuple[str, float]]] = {}
    for k, r, x in zip(asg.k.tolist(), asg.r.tolist(), asg.x.tolist(), strict=True):
        assignments.setdefault(inst.keys[k], []).append((inst.replica_ids[r], float(x)))
    load = ev.load
    bound = min(max(bound, 0.0), ev.objective)  # J >= 0 term by term
    gap = (ev.objective - bound) / max(ev.objective, 1.0)
    return Plan(
        epoch=previous.epoch + 1 if previous is not None else 0,
        period_s=config.period_s,
        assignments={k: tuple(v) for k, v in assignments.items()},
        blind_policy=config.blind_policy,
        replica_load={rid: float(load[i]) for i, rid in enumerate(inst.replica_ids)},
        replica_utilization={
            rid: float(load[i] / inst.C[i]) for i, rid in enumerate(inst.replica_ids)
        },
        replica_kv={rid: float(ev.kv[i]) for i, rid in enumerate(inst.replica_ids)},
        predicted_hit_rate=ev.hit_rate,
        objective=ev.objective,
        bound=bound,
        gap=max(0.0, gap),
        overload=ev.overload,
        backend=backend,
        status=status,  # type: ignore[arg-type]
        solve_seconds=seconds,
        fallback_reason=fallback_reason,
    )


def solve_plan(
    keys: Sequence[KeyStats | Mapping[str, Any]],
    fleet: Fleet,
    config: PlanConfig | None = None,
    previous: Plan | None = None,
) -> Plan:
    """Plan the warm set and its placement for `keys` on the healthy replicas of `fleet`.

    Always returns a plan that `validate_plan` accepts, except for overload that no plan can
    avoid, which is reported in `plan.overload`. Solver trouble (time-out, infeasibility, a
    missing backend) yields the greedy plan with `fallback_reason` saying why.
    Raises `PlanInputError` for input no plan can be made from (naming the field).
    """
    t0 = time.perf_counter()
    config = config or PlanConfig()
    ks = _coerce_keys(keys)
    if not isinstance(fleet, Fleet):
        try:
            fleet = Fleet.model_validate(fleet)
        except ValidationError as e:
            raise PlanInputError(f"fleet: {e}") from e
    if not fleet.healthy:
        raise PlanInputError(
            f"fleet.replicas: none of the {len(fleet.replicas)} replicas is healthy; no plan can route traffic"
        )
    inst = make_instance(ks, fleet, config, previous)
    from cacheroute_solver.search import search  # local: heavy solver imports stay lazy

    outcome = search(inst, config, deadline=t0 + config.time_limit_s)
    asg = outcome.assignment
    ev = evaluate(inst, asg)
    plan = _to_plan(
        inst,
        asg,
        ev,
        config,
        previous,
        bound=outcome.bound,
        backend=outcome.backend,
        status="empty" if inst.K == 0 else outcome.status,
        seconds=time.perf_counter() - t0,
        fallback_reason=outcome.fallback_reason,
    )
    problems = [v for v in validate_plan(plan, ks, fleet, config, previous) if v.name != "load_cap"]
    if problems:
        raise AssertionError(f"internal error: planner produced an invalid plan: {problems[:3]}")
    return plan


def validate_plan(
    plan: Plan,
    keys: Sequence[KeyStats],
    fleet: Fleet,
    config: PlanConfig,
    previous: Plan | None = None,
) -> list[Violation]:
    """Every broken invariant of `plan`, by name (empty list: the plan is valid).

    Checks weights, destinations (known, healthy, distinct, at most D), KV and load caps within
    `config.tolerance` (relative), and hysteresis (a warm key is at or above `admit_rate`, or was
    warm in `previous` and is at or above `keep_rate`).
    """
    tol = config.tolerance
    out: list[Violation] = []
    stats = {k.key: k for k in keys}
    replicas = fleet.by_id()
    prev_warm = previous.warm_keys if previous is not None else frozenset()
    kv: dict[str, float] = {r: 0.0 for r in replicas}
    for key, dests in plan.assignments.items():
        ks = stats.get(key)
        if ks is None:
            out.append(Violation(name="unknown_key", key=key, detail="warm key has no statistics"))
            continue
        total = sum(w for _, w in dests)
        if not math.isclose(total, 1.0, rel_tol=0, abs_tol=max(tol, 1e-9) * 10):
            out.append(Violation(name="weights_sum", key=key, detail=f"weights sum to {total}"))
        if len(dests) > config.max_destinations:
            out.append(
                Violation(
                    name="too_many_destinations",
                    key=key,
                    detail=f"{len(dests)} destinations > max_destinations {config.max_destinations}",
                )
            )
        ids = [rid for rid, _ in dests]
        if len(set(ids)) != len(ids):
            out.append(Violation(name="duplicate_destination", key=key, detail=f"{ids}"))
        for rid in ids:
            rep = replicas.get(rid)
            if rep is None:
                out.append(Violation(name="unknown_replica", key=key, replica=rid, detail="not in fleet"))
            elif not rep.healthy:
                out.append(Violation(name="unhealthy_replica", key=key, replica=rid, detail="replica is unhealthy"))
            else:
                kv[rid] += ks.prefix_tokens
        floor = config.keep_rate if key in prev_warm else config.admit_rate
        if ks.rate < floor or ks.rate <= 0:
            out.append(
                Violation(
                    name="hysteresis",
                    key=key,
                    detail=f"rate {ks.rate} below {'keep' if key in prev_warm else 'admit'} rate {floor}",
                )
            )
    for rid, used in kv.items():
        capacity = replicas[rid].kv_capacity
        if used > capacity * (1 + tol) + tol:
            out.append(
                Violation(name="kv_cap", replica=rid, detail=f"KV {used:.0f} > capacity {capacity:.0f}")
            )
    for rid, load in plan.replica_load.items():
        rep = replicas.get(rid)
        if rep is None:
            continue
        cap = config.utilization_cap * rep.prefill_capacity
        if load > cap * (1 + tol) + tol:
            out.append(
                Violation(
                    name="load_cap",
                    replica=rid,
                    detail=f"predicted load {load:.1f} > cap {cap:.1f} tokens/s"
                    + (" (reported overload)" if plan.overload > 0 else ""),
                )
            )
    return out


def export_model(
    keys: Sequence[KeyStats | Mapping[str, Any]],
    fleet: Fleet,
    config: PlanConfig,
    path: str,
    previous: Plan | None = None,
) -> str:
    """Write the exact plan program of this instance to `path` (.mps or .lp) for other solvers.

    It is the model the `pulp` backend solves; its objective includes the constant terms, so a
    solver's optimum is directly comparable with `Plan.objective` and `Plan.bound`.
    """
    from cacheroute_solver.backends.pulp_cbc import export_program
    from cacheroute_solver.placement import make_core

    inst = make_instance(_coerce_keys(keys), fleet, config, previous)
    return export_program(make_core(inst, np.flatnonzero(inst.eligible), Assignment.empty()), path)


__all__ = ["PlanInputError", "export_model", "solve_plan", "validate_plan"]
