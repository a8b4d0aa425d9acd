"""`solve_plan` and `validate_plan`: from key statistics and a fleet to a validated routing plan."""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Iterable, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

import numpy as np
from pydantic import BaseModel, ValidationError

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig, PlanInputError, Violation
from cacheroute_solver.plan.backends.pulp_cbc import export_program
from cacheroute_solver.plan.bounds import gaps
from cacheroute_solver.plan.following import Following, follow
from cacheroute_solver.plan.load import replica_rows
from cacheroute_solver.plan.program import Assignment, Evaluation, Instance, evaluate, make_instance, make_program_rows
from cacheroute_solver.plan.search import search

M = TypeVar("M", bound=BaseModel)

PACK_S_PER_ITEM = 2e-5
"""Seconds `solve_plan` keeps back per key and per destination to evaluate, check and pack the plan."""


def _validated(model: type[M], value: Any, where: str) -> M:
    """``value`` as ``model`` (as given when it already is one); a `PlanInputError` naming
    ``where`` and the first failing field otherwise."""
    if isinstance(value, model):
        return value
    try:
        return model.model_validate(value)
    except ValidationError as e:
        err = e.errors()[0]
        raise PlanInputError(f"{where}.{'.'.join(str(x) for x in err['loc'])}: {err['msg']}") from e


def _coerce_keys(keys: Iterable[KeyStats | Mapping[str, Any]]) -> list[KeyStats]:
    out = [k if isinstance(k, KeyStats) else _validated(KeyStats, k, f"keys[{i}]") for i, k in enumerate(keys)]
    if len({k.key for k in out}) < len(out):  # rare: find the first repeat for the message
        seen: dict[str, int] = {}
        for i, k in enumerate(out):
            if k.key in seen:
                raise PlanInputError(f"keys[{i}].key: {k.key!r} repeats keys[{seen[k.key]}]")
            seen[k.key] = i
    return out


def _to_plan(
    inst: Instance,
    asg: Assignment,
    ev: Evaluation,
    config: PlanConfig,
    previous: Plan | None,
    fleet: Fleet,
    *,
    bound: float,
    backend: str,
    status: str,
    seconds: float,
    fallback_reason: str | None,
    stop_reason: str | None = None,
) -> Plan:
    keys, rids = inst.keys, inst.replica_ids
    ks, rs, xs = asg.k.tolist(), asg.r.tolist(), asg.x.tolist()
    if len(asg.k) == 0 or len(np.unique(asg.k)) == len(asg.k):  # one destination each: one pass
        assignments: dict[str, tuple[tuple[str, float], ...]] = {
            keys[k]: ((rids[r], x),) for k, r, x in zip(ks, rs, xs, strict=True)
        }
    else:
        grouped: dict[str, list[tuple[str, float]]] = {}
        for k, r, x in zip(ks, rs, xs, strict=True):
            grouped.setdefault(keys[k], []).append((rids[r], x))
        assignments = {k: tuple(v) for k, v in grouped.items()}
    load = ev.load
    bound = min(max(bound, 0.0), ev.objective)  # J >= 0 term by term
    gap = (ev.objective - bound) / max(ev.objective, 1.0)
    saving_gap = gaps(inst, ev.objective, bound)[1]
    util = load[0] / np.maximum(inst.full[0], 1e-300)
    memory = {}
    if inst.J > 1:
        memory = {r.id: float(load[1, i]) for i, r in enumerate(fleet.healthy) if r.running_kv_tokens is not None}
    plan = Plan(
        epoch=previous.epoch + 1 if previous is not None else 0,
        period_s=config.period_s,
        blind_policy=config.blind_policy,
        load_model=config.load_model,
        replica_load=dict(zip(rids, load[0].tolist(), strict=True)),
        replica_utilization=dict(zip(rids, util.tolist(), strict=True)),
        replica_burst_margin=dict(zip(rids, ev.margin.tolist(), strict=True)),
        replica_memory=memory,
        replica_kv=dict(zip(rids, ev.kv.tolist(), strict=True)),
        predicted_hit_rate=ev.hit_rate,
        objective=ev.objective,
        bound=bound,
        gap=max(0.0, gap),
        saving_gap=saving_gap,
        overload=ev.overload,
        backend=backend,
        status=status,  # type: ignore[arg-type]
        solve_seconds=seconds,
        fallback_reason=fallback_reason,
        stop_reason=stop_reason,  # type: ignore[arg-type]
    )
    # the shares come from arrays `_internal_check` has passed (finite, positive, summing to 1 per
    # key, distinct destinations): validating 10^4 entries again cost a tenth of the greedy budget
    return plan.model_copy(update={"assignments": assignments})


@contextmanager
def _no_gc():
    """Pause the cyclic garbage collector while many small objects are made (a full collection
    among 10^5 live objects took up to 0.2 s of the time limit); reference counting still frees."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _internal_check(inst: Instance, asg: Assignment) -> list[str]:
    """The hard invariants of `validate_plan`, on the arrays (the plan is made from them)."""
    out: list[str] = []
    if len(asg.k) == 0:
        return out
    tot = np.bincount(asg.k, weights=asg.x, minlength=inst.K)
    cnt = np.bincount(asg.k, minlength=inst.K)
    warm = cnt > 0
    if (np.abs(tot[warm] - 1.0) > 1e-6).any():
        out.append("weights do not sum to 1")
    if cnt.max() > inst.D:
        out.append("more than D destinations")
    if len(np.unique(asg.k * max(inst.R, 1) + asg.r)) != len(asg.k):
        out.append("a destination repeats")
    if not inst.eligible[asg.k].all():
        out.append("a key below its admit/keep rate is warm")
    kv = np.bincount(asg.r, weights=inst.p[asg.k], minlength=inst.R)
    if (kv > inst.M * (1 + 1e-9) + 1e-9).any():
        out.append("a KV budget is exceeded")
    if not np.isfinite(asg.x).all() or (asg.x <= 0).any():
        out.append("a share is not positive and finite")
    return out


def _followed(keys: list[KeyStats], config: PlanConfig, previous: Plan | None) -> Following:
    """The traffic the program places: ineligible keys folded into the warm key they follow."""
    return follow(
        keys, config.admit_rate, config.keep_rate, previous.warm_keys if previous is not None else frozenset()
    )


def solve_plan(
    keys: Sequence[KeyStats | Mapping[str, Any]],
    fleet: Fleet | Mapping[str, Any],
    config: PlanConfig | Mapping[str, Any] | None = None,
    previous: Plan | Mapping[str, Any] | None = None,
) -> Plan:
    """Plan the warm set and its placement for `keys` on the healthy replicas of `fleet`.

    Always returns a plan that `validate_plan` accepts, except for overload that no plan can
    avoid, which is reported in `plan.overload`. Solver trouble (time-out, infeasibility, a
    missing backend) yields the greedy plan with `fallback_reason` saying why.

    `config.time_limit_s` bounds the whole call, bounds included: the search stops early enough to
    pack the plan (about `PACK_S_PER_ITEM` per key and destination). A plan that is still only
    ready after the limit (a limit too short for even the greedy pass over every key) has status
    'fallback' and says so in `fallback_reason`.
    Raises `PlanInputError` for input no plan can be made from (naming the field).
    """
    t0 = time.perf_counter()
    config = PlanConfig() if config is None else _validated(PlanConfig, config, "config")
    ks = _coerce_keys(keys)
    fleet = _validated(Fleet, fleet, "fleet")
    previous = None if previous is None else _validated(Plan, previous, "previous")
    ks, spread = _followed(ks, config, previous)
    if not fleet.healthy:
        raise PlanInputError(
            f"fleet.replicas: none of the {len(fleet.replicas)} replicas is healthy; no plan can route traffic"
        )
    t_build = time.perf_counter()
    with _no_gc():
        inst = make_instance(ks, fleet, config, previous)
    t_build = time.perf_counter() - t_build
    limit = config.time_limit_s
    # packing the plan costs about what building the instance did (both O(keys), in Python)
    reserve = min(0.5 * limit, max(PACK_S_PER_ITEM * (inst.K + inst.R * inst.D), 3.0 * t_build))
    scaled = inst.scaled()
    outcome = search(scaled, config, deadline=t0 + limit - reserve)
    asg = outcome.assignment
    problems = _internal_check(inst, asg)
    if problems:
        raise AssertionError(f"internal error: planner produced an invalid plan: {problems}")
    ev = evaluate(inst, asg)
    status = "empty" if inst.K == 0 else outcome.status
    reason = outcome.fallback_reason
    with _no_gc():
        plan = _to_plan(
            inst,
            asg,
            ev,
            config,
            previous,
            fleet,
            bound=outcome.bound * scaled.scale_obj,
            backend=outcome.backend,
            status=status,
            seconds=0.0,
            fallback_reason=reason,
            stop_reason=outcome.stop_reason,
        )
    elapsed = time.perf_counter() - t0
    update: dict[str, Any] = {"solve_seconds": elapsed, "spread": tuple(sorted(spread & plan.warm_keys))}
    if elapsed > limit:
        update["status"] = "fallback"
        update["stop_reason"] = "time_limit"
        late = f"time limit {limit:g} s exceeded: the plan was ready after {elapsed:.3f} s"
        update["fallback_reason"] = late + (f"; {reason}" if reason else "")
    return plan.model_copy(update=update)


def validate_plan(
    plan: Plan,
    keys: Sequence[KeyStats],
    fleet: Fleet,
    config: PlanConfig,
    previous: Plan | None = None,
) -> list[Violation]:
    """Every broken invariant of `plan`, by name (empty list: the plan is valid).

    Checks weights, destinations (known, healthy, distinct, at most D), KV caps, load caps with
    the burst margin kept free (`load_cap`; the running-KV row too, where a replica states one),
    all within `config.tolerance` (relative), and hysteresis (a warm key is at or above
    `admit_rate`, or was warm in `previous` and is at or above `keep_rate`). Load is compared in
    the plan's load model, which must be the config's (`load_model`).
    """
    tol = config.tolerance
    out: list[Violation] = []
    stats = {k.key: k for k in keys}
    replicas = fleet.by_id()
    prev_warm = previous.warm_keys if previous is not None else frozenset()
    kv: dict[str, float] = dict.fromkeys(replicas, 0.0)
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
            out.append(Violation(name="kv_cap", replica=rid, detail=f"KV {used:.0f} > capacity {capacity:.0f}"))
    healthy = fleet.healthy
    if not healthy:
        return out
    if plan.replica_load and plan.load_model != config.load_model:
        out.append(
            Violation(
                name="load_model",
                detail=f"the plan predicts load as {plan.load_model!r}, the config plans {config.load_model!r}",
            )
        )
        return out
    rows = replica_rows(healthy, config)
    unit = "busy s/s" if config.load_model == "busy_time" else "tokens/s"
    over = " (reported overload)" if plan.overload > 0 else ""
    for i, rep in enumerate(healthy):
        load = plan.replica_load.get(rep.id)
        if load is None:
            continue
        margin = plan.replica_burst_margin.get(rep.id, 0.0)
        cap = float(rows.cap[0, i])
        if load + margin > cap * (1 + tol) + tol * max(cap, 1e-12):
            what = f"predicted load {load:.4g}" + (f" + burst margin {margin:.4g}" if margin > 0 else "")
            out.append(Violation(name="load_cap", replica=rep.id, detail=f"{what} > cap {cap:.4g} {unit}{over}"))
        mem = plan.replica_memory.get(rep.id)
        if mem is not None and rows.memory and rep.running_kv_tokens is not None:
            mcap = float(rows.cap[1, i])
            if mem > mcap * (1 + tol) + tol:
                out.append(
                    Violation(
                        name="load_cap",
                        replica=rep.id,
                        detail=f"predicted running KV {mem:.0f} > cap {mcap:.0f} tokens{over}",
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
    inst = make_instance(_followed(_coerce_keys(keys), config, previous).keys, fleet, config, previous)
    return export_program(make_program_rows(inst, np.flatnonzero(inst.eligible), Assignment.empty()), path)


__all__ = ["PlanInputError", "export_model", "solve_plan", "validate_plan"]
