"""The reference router's planning: the planner run every period, after membership changes and on
``POST /plan/step`` (one run at a time), and plans taken from a file."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.adapter.plan_routing import PlanRouting
from cacheroute_solver.adapter.store import PlanStore
from cacheroute_solver.models import Fleet, Plan
from cacheroute_solver.observe import Observer
from cacheroute_solver.planning import Planner, PlanStep

from .config import RouterConfig
from .fleet.membership import Membership
from .model_plans import ModelPlanning

__all__ = ["NoReplicaInRotation", "PlanBusy", "Planning"]

log = logging.getLogger("cacheroute.router")


class PlanBusy(RuntimeError):
    """A planner run is already in progress."""


class NoReplicaInRotation(RuntimeError):
    """No replica is in rotation, so there is nothing to plan for: the period is skipped, the plan in force
    kept (an expected state of a fleet, logged as one warning, not a planner failure)."""


class Planning:
    """The `Planner` over this router's observer, and the loops that run it."""

    def __init__(
        self,
        config: RouterConfig,
        observer: Observer,
        store: PlanStore,
        routing: PlanRouting,
        membership: Membership,
        counters: Counters,
    ) -> None:
        self.config = config
        self.observer = observer
        self.store = store
        self.routing = routing
        self.membership = membership
        self.counters = counters
        self.planner = Planner(routing.fleet, config.plan_config, observer, max_keys=config.max_keys)
        self.models = ModelPlanning(observer, config.plan_config, config.max_keys)
        """Per base model, its observer and planner, where the replicas serve several (`model_plans`)."""
        self.replicas_of: Callable[[str], frozenset[str]] = lambda _base: frozenset()
        """The ids of the replicas that serve a base model (set by the router from its `ServedModels`)."""
        self.several: Callable[[], bool] = lambda: False
        """Whether the replicas serve several base models now (set by the router from its `ServedModels`): plans
        are made per model then, and by the router's own planner again once one is left."""
        self.plan_steps = 0
        self.plans = config.policy == "plan" or config.shadow
        """CacheRoute plans: it routes, or it follows in shadow mode ready to go live."""
        self.replans = (
            config.replan_on_membership if config.replan_on_membership is not None else config.plan_period_s is not None
        ) and self.plans
        """Whether membership changes re-plan."""
        self._lock = asyncio.Lock()
        self._wanted: asyncio.Event | None = None

    def start(self) -> None:
        """On the router's event loop, before its loops run."""
        self._wanted = asyncio.Event()

    def membership_changed(self) -> None:
        """A replica left or came back: re-plan soon (`replan_loop`), when this router re-plans."""
        if self.replans and self._wanted is not None:
            self._wanted.set()

    async def plan_once(self, trigger: str = "step", wait: bool = True) -> dict[str, Any]:
        """One planner period: observer statistics -> next plan -> swap; returns what happened.

        One run at a time: with ``wait`` false a run already in progress raises `PlanBusy`.
        """
        if not wait and self._lock.locked():
            raise PlanBusy("a planner run is in progress")
        async with self._lock:
            fleet = self.membership.live_fleet()
            if not fleet.healthy:
                self.counters.inc("cacheroute_plan_skips_total", trigger=trigger, reason="no_replica_in_rotation")
                raise NoReplicaInRotation(
                    f"none of the {len(fleet.replicas)} replicas is in rotation; keeping the plan in force"
                )
            left = self.membership.take_returned()
            try:
                returned = await asyncio.to_thread(self.membership.returned_keys, left) if left else {}
                step = await asyncio.to_thread(self.step, fleet, time.time(), returned)
            except Exception:
                self.counters.inc("cacheroute_replans_total", trigger=trigger, result="error")
                raise
            result = await asyncio.to_thread(self.store.swap, step.plan)
            self.counters.inc(
                "cacheroute_replans_total", trigger=trigger, result="accepted" if result.accepted else "refused"
            )
            if not result.accepted:
                log.warning("own plan refused by the store (%s): %s", trigger, result.reason)
            self.plan_steps += 1
            return {
                "swap": result.model_dump(),
                "trigger": trigger,
                "warm_keys": len(step.plan.assignments),
                "keys_seen": len(step.keys),
                "admitted": len(step.diff.admitted),
                "evicted": len(step.diff.evicted),
                "moved": len(step.diff.moved),
                "returned": len(returned),
                "predicted_hit_rate": step.plan.predicted_hit_rate,
                "status": step.plan.status,
            }

    def step(self, fleet: Fleet, now: float, returned: dict[str, tuple[tuple[str, float], ...]]) -> PlanStep:
        """The next plan. Keys a returning replica held before it left are given to the planner
        as if still there (the previous plan), so the plan hands them back unless moving them
        costs more than it saves; without this a replica back at low load stays idle."""
        if self.models.scopes and self.several():
            base = self.store.plan
            if returned:
                start = base if base is not None else Plan(epoch=max(self.store.epoch, 0))
                base = start.model_copy(update={"assignments": {**start.assignments, **returned}})
            hint = self.routing.placement_hint if self.config.placement_hints else None
            return self.models.step(fleet, base, self.replicas_of, now, hint)
        stats = self.observer.stats(now)
        previous: Plan | None
        if self.config.placement_hints:
            previous = self.routing.previous_for_planning(k.key for k in stats.keys)
        else:
            previous = self.store.plan
        if returned:
            base = previous if previous is not None else Plan(epoch=max(self.store.epoch, 0))
            previous = base.model_copy(update={"assignments": {**base.assignments, **returned}})
        self.planner.plan = previous
        return self.planner.step(stats, fleet, now)

    async def period_loop(self) -> None:
        """Plan every ``plan_period_s``; a period that finds a run in progress is skipped."""
        assert self.config.plan_period_s is not None
        while True:
            await asyncio.sleep(self.config.plan_period_s)
            try:
                info = await self.plan_once("period", wait=False)
                log.info("plan step: %s", info)
            except PlanBusy:
                continue
            except NoReplicaInRotation as e:
                log.warning("planner period skipped: %s", e)
            except Exception:
                log.exception("planner step failed; keeping the plan in force")

    async def replan_loop(self) -> None:
        """Re-plans after membership changes, one at a time; changes close together share one."""
        assert self._wanted is not None
        while True:
            await self._wanted.wait()
            await asyncio.sleep(self.config.replan_delay_s)
            self._wanted.clear()
            try:
                info = await self.plan_once("membership")
                log.info("re-plan after a membership change: %s", info)
            except NoReplicaInRotation as e:
                log.warning("re-plan after a membership change skipped: %s", e)
            except Exception:
                log.exception("re-plan failed; keeping the plan in force")

    async def file_loop(self) -> None:
        """Take the plan in ``plan_file`` whenever it changes."""
        assert self.config.plan_file is not None
        while True:
            result = await asyncio.to_thread(self.store.poll_file, self.config.plan_file)
            if result is not None and not result.accepted:
                log.warning("plan file refused: %s", result.reason)
            await asyncio.sleep(self.config.plan_file_poll_s)
