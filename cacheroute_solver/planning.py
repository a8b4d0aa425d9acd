"""The periodic planning loop: every period, observed key statistics + the previous plan -> next plan.

`Planner.step` is the loop's one step for every shell (the simulated router, the reference router,
the shared planner of several instances): it seeds the previous plan with where cold keys' prefixes
are cached (`seeded`: the shells' placement hints), calls `solve_plan` with it (whose hysteresis and
churn terms keep the warm set and destinations stable) and reports what changed as a `PlanDiff`. The
shells differ only in where the statistics and hints come from and how the plan is installed.
`Planning` is the loop of the simulated router (`replay.cacheroute`): its observer, planner and plan
in force, on the simulator's clock, for one router instance or several sharing it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig
from cacheroute_solver.observe import ObservedStats, Observer, ObserverConfig, parse_key
from cacheroute_solver.plan import solve_plan
from cacheroute_solver.plan.following import follow
from cacheroute_solver.routing import RoutingCore
from cacheroute_solver.routing.core import holder
from cacheroute_solver.simulator.router_api import FleetView
from cacheroute_solver.simulator.trace import Request

__all__ = ["PlanDiff", "PlanStep", "Planner", "Planning", "PlanningSettings", "diff_plans", "seeded"]


class PlanDiff(BaseModel):
    """What changed from one plan to the next, and the churn it causes."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    epoch: int = Field(ge=0, description="Epoch of the new plan.")
    admitted: tuple[str, ...] = Field(description="Keys warm now and not before.")
    evicted: tuple[str, ...] = Field(description="Keys warm before and not now.")
    moved: tuple[str, ...] = Field(description="Keys warm in both whose set of destinations changed.")
    replicated: tuple[str, ...] = Field(description="Keys with more destinations than before (admitted ones included).")
    kept: int = Field(ge=0, description="Keys warm in both plans.")
    moved_fraction: float = Field(ge=0.0, le=1.0, description="moved / kept (0 when nothing was kept).")
    moved_share: float = Field(ge=0.0, description="Requests/s of kept keys' traffic sent off a previous destination.")
    churn_tokens_per_s: float = Field(
        ge=0.0,
        description="Prefix tokens/s that traffic moved off previous destinations must prefill again "
        "(sum over kept keys of rate * prefix_tokens * share moved), as the plan program's churn term.",
    )
    cold_fill_tokens: float = Field(
        ge=0.0,
        description="Prefix tokens to prefill once on new destinations (admitted keys and new replicas of kept ones).",
    )


class PlanStep(BaseModel):
    """One period's outcome: the plan, what changed, and the statistics it was made from."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    plan: Plan
    diff: PlanDiff
    keys: tuple[KeyStats, ...]


def diff_plans(previous: Plan | None, plan: Plan, keys: Sequence[KeyStats]) -> PlanDiff:
    """Compare two plans; rates and prefix lengths come from ``keys`` (missing keys count as 0)."""
    stats = {k.key: k for k in keys}
    before = previous.assignments if previous is not None else {}
    after = plan.assignments
    admitted = sorted(set(after) - set(before))
    evicted = sorted(set(before) - set(after))
    kept = sorted(set(after) & set(before))
    moved: list[str] = []
    replicated = [k for k in admitted if len(after[k]) > 1]
    moved_share = churn = fill = 0.0
    for k in admitted:
        s = stats.get(k)
        fill += (s.prefix_tokens if s else 0.0) * len(after[k])
    for k in kept:
        old, new = dict(before[k]), dict(after[k])
        if set(old) != set(new):
            moved.append(k)
        if len(new) > len(old):
            replicated.append(k)
        s = stats.get(k)
        if s is None:
            continue
        off = sum(max(w - new.get(r, 0.0), 0.0) for r, w in old.items())
        moved_share += s.rate * off
        churn += s.rate * s.prefix_tokens * off
        fill += s.prefix_tokens * len(set(new) - set(old))
    return PlanDiff(
        epoch=plan.epoch,
        admitted=tuple(admitted),
        evicted=tuple(evicted),
        moved=tuple(moved),
        replicated=tuple(sorted(replicated)),
        kept=len(kept),
        moved_fraction=len(moved) / len(kept) if kept else 0.0,
        moved_share=moved_share,
        churn_tokens_per_s=churn,
        cold_fill_tokens=fill,
    )


def seeded(previous: Plan | None, hints: Mapping[str, str]) -> Plan | None:
    """``previous`` plus, for each key of ``hints`` it does not place, the hinted replica (where the
    key's prefix is cached now) as its previous destination: no cold fill there, churn if the key is
    moved, the keep rate as its threshold. None when there is neither."""
    warm = previous.assignments if previous is not None else {}
    cold = {k: ((rid, 1.0),) for k, rid in hints.items() if k not in warm}
    if not cold:
        return previous
    base = previous if previous is not None else Plan(epoch=0)
    return base.model_copy(update={"assignments": {**warm, **cold}})


class Planner:
    """Plans every period from an observer's statistics (or given `KeyStats`) and the last plan.

    ``max_keys`` bounds the keys handed to the solver: the busiest ones, plus every key of the
    previous warm set still observed (so hysteresis can keep them).
    """

    def __init__(
        self,
        fleet: Fleet,
        config: PlanConfig | None = None,
        observer: Observer | None = None,
        previous: Plan | None = None,
        max_keys: int | None = None,
    ) -> None:
        self.fleet = fleet
        self.config = config or PlanConfig()
        self.observer = observer
        self.plan = previous
        self.max_keys = max_keys

    def _select(self, keys: Sequence[KeyStats]) -> list[KeyStats]:
        if self.max_keys is None or len(keys) <= self.max_keys:
            return list(keys)
        warm = self.plan.warm_keys if self.plan is not None else frozenset()
        ranked = sorted(keys, key=lambda k: -k.rate)
        chosen = ranked[: self.max_keys]
        names = {k.key for k in chosen}
        chosen += [k for k in ranked[self.max_keys :] if k.key in warm and k.key not in names]
        return chosen

    def step(
        self,
        keys: Sequence[KeyStats] | ObservedStats | None = None,
        fleet: Fleet | None = None,
        now: float | None = None,
        hints: Mapping[str, str] | None = None,
    ) -> PlanStep:
        """Make the next plan (epoch + 1) from ``keys`` (default: ``observer.stats(now)``); ``hints``:
        key -> the replica its prefix is cached on, for keys the previous plan does not place."""
        if fleet is not None:
            self.fleet = fleet
        if hints:
            self.plan = seeded(self.plan, hints)
        if keys is None:
            if self.observer is None:
                raise ValueError("Planner.step needs keys or an observer")
            keys = self.observer.stats(now)
        if isinstance(keys, ObservedStats):
            keys = keys.keys
        warm = self.plan.warm_keys if self.plan is not None else frozenset()
        chosen = self._select(follow(list(keys), self.config.admit_rate, self.config.keep_rate, warm).keys)
        plan = solve_plan(chosen, self.fleet, self.config, previous=self.plan)
        diff = diff_plans(self.plan, plan, chosen)
        self.plan = plan
        return PlanStep(plan=plan, diff=diff, keys=tuple(chosen))


class PlanningSettings(Protocol):
    """What `Planning` reads of its shell's settings (`replay.cacheroute.CacheRouteConfig` gives them)."""

    @property
    def plan(self) -> PlanConfig: ...

    @property
    def observer(self) -> ObserverConfig | None: ...

    @property
    def max_keys(self) -> int | None: ...

    @property
    def first_plan_s(self) -> float: ...

    @property
    def replan_s(self) -> float | None: ...

    @property
    def inherit(self) -> bool: ...


class Planning:
    """The observer, the planner and the plan in force of one or several router instances.

    One router makes its own; several instances behind a balancer share one (`replay.cacheroute.CacheRouteRouter`'s
    ``planning``): every instance's requests feed the same statistics (the merge of their
    observations) and every instance routes by the one plan. Before each plan, keys new to the
    planner get a replica that any instance's prefix memory says holds their prefix (``inherit``).
    """

    def __init__(self, planning_fleet: Fleet, config: PlanningSettings, block_tokens: int) -> None:
        self.config = config
        self.planning_fleet = planning_fleet
        self.observer = Observer(config.observer or ObserverConfig(block_tokens=block_tokens))
        self.planner = Planner(planning_fleet, config.plan, observer=self.observer, max_keys=config.max_keys)
        self.plan: Plan | None = None
        self.epoch = -1
        self.steps: list[PlanDiff] = []
        self.next_plan = config.first_plan_s
        self.cores: list[RoutingCore] = []

    def observe(self, chain: list[int], request: Request) -> None:
        self.observer.observe(chain, request.prompt_tokens, request.output_tokens, request.arrival)

    def soon(self, now: float) -> None:
        """Plan at the next request (membership changed)."""
        self.next_plan = min(self.next_plan, now)

    def step_if_due(self, now: float, view: FleetView) -> None:
        if now < self.next_plan:
            return
        healthy = {rid for rid, ok in zip(view.replica_ids, view.healthy.tolist(), strict=False) if ok}
        fleet = Fleet(
            replicas=tuple(r.model_copy(update={"healthy": r.id in healthy}) for r in self.planning_fleet.replicas)
        )
        stats = self.observer.stats(now)
        hints = self._hints(stats.keys) if self.config.inherit else None
        step = self.planner.step(stats, fleet=fleet, hints=hints)
        self.steps.append(step.diff)
        self.plan = step.plan
        self.epoch += 1
        self.next_plan = now + (self.config.replan_s or self.config.plan.period_s)

    def _hints(self, keys: tuple[KeyStats, ...]) -> dict[str, str]:
        """Each key new to the planner -> a replica any instance's memory says holds its prefix
        (the one its rendezvous picks among them: its home, when that is one), as the live
        router's `PlanRouting.placement_hint` gives (`CacheRouteConfig.inherit`)."""
        prev = self.planner.plan
        before = prev.assignments if prev is not None else {}
        ids = [r.id for r in self.planning_fleet.replicas]
        out: dict[str, str] = {}
        for k in keys:
            if k.key in before or not self.cores:
                continue
            h = parse_key(k.key)[0]
            mask = 0
            for core in self.cores:
                mask |= core.holders(h)
            r = holder(mask, h, self.cores[0].seeds)
            if r is not None:
                out[k.key] = ids[r]
        return out
