"""Route: the CacheRoute router in the fleet simulator, planning as the trace plays.

Every request is observed; every `period_s` of trace time the `Planner` turns the observer's
statistics and the previous plan into the next plan, which takes effect at once. A request whose
key is warm goes to one of the plan's destinations, drawn with the plan's weights by a hash of
its request id (as the adapter does in front of real engines); every other request is balanced
cache-blind (least outstanding requests). A destination that is unhealthy, or holds more than
`overload_bound` x the fleet's mean outstanding requests, is skipped for that request and the
skip is counted as a fallback, so the plan can never hold a request hostage to a sick replica.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.adapter.policy import request_uniform
from cacheroute_solver.models import Fleet, Plan, PlanConfig
from cacheroute_solver.observe import Observer, ObserverConfig, key_index, routing_key
from cacheroute_solver.planner import PlanDiff, Planner
from cacheroute_solver.simulator.routers import FleetView, Router
from cacheroute_solver.simulator.trace import Request

__all__ = ["CacheRouteConfig", "CacheRouteRouter"]


class CacheRouteConfig(BaseModel):
    """How the simulated CacheRoute router observes, plans and falls back."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    plan: PlanConfig = Field(default_factory=lambda: PlanConfig(time_limit_s=2.0))
    observer: ObserverConfig | None = Field(
        default=None, description="None: default observer with the trace's block size."
    )
    first_plan_s: float = Field(
        default=30.0, ge=0.0, description="Trace time of the first plan (before it: all cache-blind)."
    )
    overload_bound: float = Field(
        default=2.0,
        gt=1.0,
        description="Skip a destination holding more than this x (mean outstanding + 1) requests.",
    )
    max_keys: int | None = Field(default=20_000, description="Keys handed to the solver per period.")


class CacheRouteRouter(Router):
    """Plans from what it observes and routes by the plan in force (see module docstring).

    ``planning_fleet`` describes replicas to the planner (prefill capacity, KV budget for warm
    prefixes); its replica ids must be those of the simulated fleet.
    """

    name = "cacheroute"

    def __init__(self, planning_fleet: Fleet, config: CacheRouteConfig | None = None) -> None:
        self.config = config or CacheRouteConfig()
        self.planning_fleet = planning_fleet
        self.counts: Counter[str] = Counter()
        self.steps: list[PlanDiff] = []
        self.plan: Plan | None = None
        self._planner: Planner | None = None
        self._observer: Observer | None = None
        self._index: dict[int, str] = {}
        self._dest: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        self._next_plan = self.config.first_plan_s

    def start(self, view: FleetView) -> None:
        ids = set(view.replica_ids)
        planned = {r.id for r in self.planning_fleet.replicas}
        if planned != ids:
            raise ValueError(f"planning_fleet ids {sorted(planned)} differ from the simulated fleet's {sorted(ids)}")
        self._pos = {rid: i for i, rid in enumerate(view.replica_ids)}

    def _observer_for(self, block_tokens: int) -> Observer:
        if self._observer is None:
            cfg = self.config.observer or ObserverConfig(block_tokens=block_tokens)
            self._observer = Observer(cfg)
            self._planner = Planner(
                self.planning_fleet, self.config.plan, observer=self._observer, max_keys=self.config.max_keys
            )
        return self._observer

    def _replan(self, now: float, view: FleetView) -> None:
        assert self._planner is not None
        healthy = set(np.asarray(view.replica_ids)[np.asarray(view.healthy)])
        fleet = Fleet(
            replicas=tuple(r.model_copy(update={"healthy": r.id in healthy}) for r in self.planning_fleet.replicas)
        )
        step = self._planner.step(fleet=fleet, now=now)
        self.plan = step.plan
        self.steps.append(step.diff)
        self._index = key_index(k.key for k in step.keys)
        self._dest = {}
        for key, dests in step.plan.assignments.items():
            idx = np.array([self._pos[rid] for rid, _ in dests], np.int64)
            cum = np.cumsum([w for _, w in dests])
            self._dest[key] = (idx, cum / cum[-1])
        self.counts["plans"] += 1

    def route(self, request: Request, view: FleetView) -> int:
        obs = self._observer_for(self._block_tokens(request))
        obs.observe(request.block_hashes, request.prompt_tokens, request.output_tokens, request.arrival)
        if request.arrival >= self._next_plan:
            self._replan(request.arrival, view)
            self._next_plan = request.arrival + self.config.plan.period_s
        outstanding = view.waiting + view.running
        healthy = np.asarray(view.healthy)
        key = routing_key(request.block_hashes.tolist(), self._index) if self._index else None
        dest = self._dest.get(key) if key is not None else None
        if dest is not None:
            idx, cum = dest
            ok = healthy[idx]
            bound = self.config.overload_bound * (float(outstanding[healthy].mean()) + 1.0)
            ok &= outstanding[idx] <= bound
            if ok.all():
                u = request_uniform(request.request_id)
                self.counts["planned"] += 1
                return int(idx[min(int(np.searchsorted(cum, u, side="right")), len(idx) - 1)])
            if ok.any():
                # renormalise over the destinations that can take it
                w = np.diff(np.r_[0.0, cum]) * ok
                c = np.cumsum(w) / w.sum()
                u = request_uniform(request.request_id)
                self.counts["planned_partial"] += 1
                return int(idx[min(int(np.searchsorted(c, u, side="right")), len(idx) - 1)])
            self.counts["fallback_" + ("unhealthy" if not healthy[idx].any() else "overloaded")] += 1
        else:
            self.counts["blind"] += 1
        load = np.where(healthy, outstanding, np.iinfo(np.int64).max)
        return int(np.argmin(load))

    def _block_tokens(self, request: Request) -> int:
        bt = getattr(self, "block_tokens", None)
        if bt is None:
            raise ValueError("CacheRouteRouter.block_tokens must be set to the trace's block size before simulating")
        return bt

    def for_trace(self, block_tokens: int) -> CacheRouteRouter:
        """Tell the router the trace's tokens per block (the observer counts reuse in blocks)."""
        self.block_tokens = block_tokens
        return self

    @property
    def fallback_count(self) -> int:
        return sum(v for k, v in self.counts.items() if k.startswith("fallback_"))
