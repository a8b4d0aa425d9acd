"""Plans kept per base model where the replicas serve several: each model's traffic observed on its own, planned
over that model's replicas alone, and the plans put in force together as one (their keys never meet: each
model's chains are seeded with it, `router.fleet.served_models`).

The router's own observer and planner serve while one base model is served (a single-model router plans as it
always did); the first request for a second base model starts a scope per model, and the router's own planner
plans again once the replicas serve one base model again (`Planning.several`). A model whose replicas are all
out of rotation keeps the keys it had in the plan in force.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig
from cacheroute_solver.observe import Observer
from cacheroute_solver.planning import Planner, PlanStep, diff_plans

__all__ = ["ModelPlanning", "merge_plans"]

_STATUS_RANK = {"optimal": 0, "feasible": 1, "fallback": 2, "empty": -1}


def merge_plans(plans: Sequence[Plan], weights: Sequence[float], epoch: int) -> Plan:
    """One plan of several models' plans (disjoint keys and replicas); ``weights``: each model's share of the
    prompt tokens, for the predicted hit rate."""
    if not plans:
        return Plan(epoch=epoch, assignments={})
    total = sum(weights) or 1.0
    objective = sum(p.objective for p in plans)
    bound = sum(p.bound for p in plans)
    status = max((p.status for p in plans), key=lambda s: _STATUS_RANK[s])
    reasons = [p.fallback_reason for p in plans if p.fallback_reason]
    merged: dict[str, dict[str, float]] = {n: {} for n in ("load", "utilization", "burst_margin", "memory", "kv")}
    for p in plans:
        for name, into in merged.items():
            into.update(getattr(p, f"replica_{name}"))
    return plans[0].model_copy(
        update={
            "epoch": epoch,
            "assignments": {k: d for p in plans for k, d in p.assignments.items()},
            "spread": tuple(k for p in plans for k in p.spread),
            **{f"replica_{name}": into for name, into in merged.items()},
            "predicted_hit_rate": sum(p.predicted_hit_rate * w for p, w in zip(plans, weights, strict=True)) / total,
            "objective": objective,
            "bound": bound,
            "gap": max(0.0, objective - bound) / max(objective, 1.0),
            "saving_gap": None,
            "overload": sum(p.overload for p in plans),
            "backend": ",".join(dict.fromkeys(p.backend for p in plans)),
            "status": status,
            "solve_seconds": sum(p.solve_seconds for p in plans),
            "fallback_reason": "; ".join(reasons) or None,
        }
    )


def _tokens(keys: Sequence[KeyStats]) -> float:
    return sum(k.rate * (k.prefix_tokens + k.tail_tokens) for k in keys)


class ModelPlanning:
    """The observer and planner of each base model (module docstring)."""

    def __init__(self, observer: Observer, plan_config: PlanConfig, max_keys: int | None) -> None:
        self.default = observer
        self.plan_config = plan_config
        self.max_keys = max_keys
        self.scopes: dict[str, tuple[Observer, Planner]] = {}
        self._keys: dict[str, frozenset[str]] = {}
        """Per model, the keys its last plan held (where its previous plan is looked for)."""

    def observer(self, base: str | None) -> Observer:
        """The observer of base model ``base`` (None: the one model served)."""
        if base is None:
            return self.default
        scope = self.scopes.get(base)
        if scope is None:
            observer = Observer(self.default.config)
            scope = self.scopes[base] = (observer, Planner(Fleet(replicas=()), self.plan_config, observer))
            scope[1].max_keys = self.max_keys
        return scope[0]

    def step(
        self,
        fleet: Fleet,
        previous: Plan | None,
        replicas_of: Callable[[str], frozenset[str]],
        now: float,
        hint: Callable[[Iterable[str]], Mapping[str, str]] | None = None,
    ) -> PlanStep:
        """The next plan: each model's over its replicas (``replicas_of(base)``: their ids), merged; ``hint(keys)``:
        a replica holding each cold key's prefix (`PlanRouting.placement_hint`)."""
        plans: list[Plan] = []
        weights: list[float] = []
        keys: list[KeyStats] = []
        epoch = (previous.epoch if previous is not None else -1) + 1
        for base, (observer, planner) in self.scopes.items():
            ids = replicas_of(base)
            own = Fleet(replicas=tuple(r for r in fleet.replicas if r.id in ids))
            stats = observer.stats(now).keys
            mine = self._keys.get(base, frozenset()) | {k.key for k in stats}
            kept = {} if previous is None else {k: d for k, d in previous.assignments.items() if k in mine}
            if not own.healthy:
                plans.append(Plan(epoch=epoch, assignments=kept))
                weights.append(0.0)
                continue
            planner.plan = None if previous is None else previous.model_copy(update={"assignments": kept})
            cold = hint(k.key for k in stats if k.key not in kept) if hint is not None else {}
            step = planner.step(stats, own, now, {k: r for k, r in cold.items() if r in ids})
            plans.append(step.plan)
            weights.append(_tokens(step.keys))
            keys.extend(step.keys)
            self._keys[base] = frozenset(step.plan.assignments)
        plan = merge_plans(plans, weights, epoch)
        return PlanStep(plan=plan, diff=diff_plans(previous, plan, keys), keys=tuple(keys))
