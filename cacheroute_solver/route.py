"""Route: the CacheRoute router in the fleet simulator, planning as the trace plays.

Every request is observed; every `replan_s` of trace time the `Planner` turns the observer's
statistics and the previous plan into the next plan, which takes effect at once (keys new to the
planner are first given the replica their requests were last sent to, `inherit`). A request
whose key is warm, or whose chain passes a warm key (`warm_ancestor`), goes to one of that key's
destinations, drawn with the plan's weights by a hash of the first block below the key: the
turns of one conversation share that block, so they stay where their history is cached, and
distinct requests differ, so the weights hold in expectation (`sticky`). A destination that is
unhealthy or past the overload bound is skipped and the skip is counted as a fallback, so the
plan never holds a request hostage to a sick or busy replica. A request under no warm key, or
spilled off its destinations, goes where its longest prefix was last sent if that replica is
within the bound (`follow_recent`); anything else goes to the least-loaded replica.
Measurements behind each rule: ``docs/replay.md``.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from typing import Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.adapter.policy import request_uniform
from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig
from cacheroute_solver.observe import Observer, ObserverConfig, key_index, parse_key, routing_key
from cacheroute_solver.planner import PlanDiff, Planner
from cacheroute_solver.simulator.routers import FleetView, Router
from cacheroute_solver.simulator.trace import Request

__all__ = ["CacheRouteConfig", "CacheRouteRouter"]


class CacheRouteConfig(BaseModel):
    """How the simulated CacheRoute router observes, plans and falls back."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    plan: PlanConfig = Field(
        default_factory=lambda: PlanConfig(backend="greedy", time_limit_s=2.0, period_s=30.0, decode_token_weight=1.5),
        description="Default: a plan every 30 s; PlanConfig's admit rate and fill horizon (a key seen about "
        "twice in five minutes may be warm); greedy planning (replay plans hundreds of times; the "
        "solver's gap is measured elsewhere).",
    )
    observer: ObserverConfig | None = Field(
        default=None, description="None: default observer with the trace's block size."
    )
    first_plan_s: float = Field(
        default=10.0, ge=0.0, description="Trace time of the first plan (before it: no key is warm)."
    )
    overload_bound: float = Field(
        default=1.5,
        gt=1.0,
        description="Skip a destination whose load (overload_signal) exceeds this x (fleet mean + 1) "
        "+ overload_slack. 1.5: measured against 1.1 and 2.0 in docs/replay.md.",
    )
    overload_signal: Literal["outstanding", "waiting"] = Field(
        default="outstanding",
        description="What the overload bound counts per replica: requests in flight, or only those "
        "queued (not yet admitted to the running batch; the queue is what delays first tokens).",
    )
    overload_slack: float = Field(
        default=0.0,
        ge=0.0,
        description="Requests added to the overload bound: skip a destination only above "
        "overload_bound x (mean + 1) + overload_slack outstanding requests.",
    )
    replan_s: float | None = Field(
        default=None, gt=0.0, description="Trace time between plans; None: plan.period_s."
    )
    inherit: bool = Field(
        default=True,
        description="A key new to the planner starts where its requests were last sent (its prefix is "
        "cached there): passed to the planner as that key's previous destination, so filling it there is free.",
    )
    follow_recent: bool = Field(
        default=True,
        description="A request under no key, or whose planned destinations are all overloaded, goes "
        "where the longest prefix of its chain was sent within recent_s (if that replica is healthy and "
        "within the overload bound), not cache-blind: a prefix too new or too rare to be a key, or "
        "spilled off a busy destination, still finds its cache.",
    )
    recent_s: float = Field(
        default=300.0, ge=0.0, description="How long the router remembers where it sent each block."
    )
    max_keys: int | None = Field(default=20_000, description="Keys handed to the solver per period.")
    warm_ancestor: bool = Field(
        default=True,
        description="A request whose key is cold follows the deepest warm key on its chain (False: cache-blind).",
    )
    sticky: bool = Field(
        default=True,
        description="Draw a destination by the hash of the first block below the key (False: by request id).",
    )


class CacheRouteRouter(Router):
    """Plans from what it observes and routes by the plan in force (see module docstring).

    ``planning_fleet`` describes replicas to the planner (prefill capacity, KV budget for warm
    prefixes); its replica ids must be those of the simulated fleet. Given ``plan``, the router
    follows that plan for the whole trace and never replans (replaying a plan made elsewhere).
    """

    name = "cacheroute"

    def __init__(self, planning_fleet: Fleet, config: CacheRouteConfig | None = None, plan: Plan | None = None) -> None:
        self.config = config or CacheRouteConfig()
        self.planning_fleet = planning_fleet
        self.counts: Counter[str] = Counter()
        self.steps: list[PlanDiff] = []
        self.plan: Plan | None = None
        self._planner: Planner | None = None
        self._observer: Observer | None = None
        self._index: dict[int, str] = {}
        self._warm_index: dict[int, str] = {}
        self._dest: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        self._next_plan = math.inf if plan is not None else self.config.first_plan_s
        self._fixed = plan
        self._sent: list[dict[int, int]] = [{}]

    def start(self, view: FleetView) -> None:
        ids = set(view.replica_ids)
        planned = {r.id for r in self.planning_fleet.replicas}
        if planned != ids:
            raise ValueError(f"planning_fleet ids {sorted(planned)} differ from the simulated fleet's {sorted(ids)}")
        self._pos = {rid: i for i, rid in enumerate(view.replica_ids)}
        if getattr(self, "block_tokens", None) is None and view.block_tokens:
            self.block_tokens = int(view.block_tokens)
        if self._fixed is not None:
            unknown = {rid for dests in self._fixed.assignments.values() for rid, _ in dests} - ids
            if unknown:
                raise ValueError(f"plan sends keys to replicas not in the fleet: {sorted(unknown)}")
            self._install(self._fixed, self._fixed.assignments)

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
        stats = self._planner.observer.stats(now)  # type: ignore[union-attr]
        if self.config.inherit:
            self._inherit(stats.keys)
        step = self._planner.step(stats, fleet=fleet)
        self.steps.append(step.diff)
        self._install(step.plan, (k.key for k in step.keys))
        gens = max(1, math.ceil(self.config.recent_s / (self.config.replan_s or self.config.plan.period_s)))
        self._sent = [*self._sent[-gens + 1 :], {}] if gens > 1 else [{}]

    def _install(self, plan: Plan, keys: Iterable[str]) -> None:
        self.plan = plan
        self._index = key_index(keys)
        self._warm_index = key_index(plan.assignments)
        self._dest = {}
        for key, dests in plan.assignments.items():
            idx = np.array([self._pos[rid] for rid, _ in dests], np.int64)
            cum = np.cumsum([w for _, w in dests])
            self._dest[key] = (idx, cum / cum[-1], parse_key(key)[1])
        self.counts["plans"] += 1

    def _inherit(self, keys: tuple[KeyStats, ...]) -> None:
        """Seed the previous plan with each new key's last replica (see `CacheRouteConfig.inherit`)."""
        assert self._planner is not None
        prev = self._planner.plan
        before = prev.assignments if prev is not None else {}
        ids = self.planning_fleet.replicas
        seeded = dict(before)
        for k in keys:
            if k.key in before:
                continue
            h = parse_key(k.key)[0]
            r = self._last_sent(h)
            if r is not None:
                seeded[k.key] = ((ids[r].id, 1.0),)
        if len(seeded) > len(before):
            base = prev or Plan(epoch=0, period_s=self.config.plan.period_s)
            self._planner.plan = base.model_copy(update={"assignments": seeded})

    def _last_sent(self, h: int) -> int | None:
        for gen in reversed(self._sent):
            r = gen.get(h)
            if r is not None:
                return r
        return None

    def route(self, request: Request, view: FleetView) -> int:
        r = self._route(request, view)
        if self.config.inherit or self.config.follow_recent:
            self._sent[-1].update(dict.fromkeys(request.block_hashes.tolist(), r))
        return r

    def _route(self, request: Request, view: FleetView) -> int:
        obs = self._observer_for(self._block_tokens(request))
        obs.observe(request.block_hashes, request.prompt_tokens, request.output_tokens, request.arrival)
        if request.arrival >= self._next_plan:
            self._replan(request.arrival, view)
            self._next_plan = request.arrival + (self.config.replan_s or self.config.plan.period_s)
        outstanding = view.waiting + view.running
        healthy = np.asarray(view.healthy)
        chain = request.block_hashes.tolist()
        key = routing_key(chain, self._index) if self._index else None
        dest = self._dest.get(key) if key is not None else None
        kind = "planned"
        if dest is None and self.config.warm_ancestor and self._warm_index:
            dest = self._dest.get(routing_key(chain, self._warm_index))  # type: ignore[arg-type]
            kind = "planned_ancestor"
        if dest is not None:
            idx, cum, depth = dest
            ok = healthy[idx]
            load = self._load(view, outstanding)
            ok &= load[idx] <= self._bound(load, healthy)
            u = self._uniform(request, chain, depth)
            if ok.all():
                self.counts[kind] += 1
                return int(idx[min(int(np.searchsorted(cum, u, side="right")), len(idx) - 1)])
            if ok.any():
                # renormalise over the destinations that can take it
                w = np.diff(np.r_[0.0, cum]) * ok
                c = np.cumsum(w) / w.sum()
                self.counts[kind + "_partial"] += 1
                return int(idx[min(int(np.searchsorted(c, u, side="right")), len(idx) - 1)])
            self.counts["fallback_" + ("unhealthy" if not healthy[idx].any() else "overloaded")] += 1
            if self.config.follow_recent:
                r = self._recent(chain, healthy, load)
                if r is not None and r not in idx.tolist():
                    self.counts["fallback_recent"] += 1
                    return r
        elif self.config.follow_recent:
            r = self._recent(chain, healthy, self._load(view, outstanding))
            if r is not None:
                self.counts["recent"] += 1
                return r
            self.counts["blind"] += 1
        else:
            self.counts["blind"] += 1
        load = np.where(healthy, outstanding, np.iinfo(np.int64).max)
        return int(np.argmin(load))

    def _recent(self, chain: list[int], healthy: np.ndarray, outstanding: np.ndarray) -> int | None:
        for h in reversed(chain):
            r = self._last_sent(h)
            if r is not None:
                return r if healthy[r] and outstanding[r] <= self._bound(outstanding, healthy) else None
        return None

    def _load(self, view: FleetView, outstanding: np.ndarray) -> np.ndarray:
        return outstanding if self.config.overload_signal == "outstanding" else np.asarray(view.waiting)

    def _bound(self, outstanding: np.ndarray, healthy: np.ndarray) -> float:
        c = self.config
        return c.overload_bound * (float(outstanding[healthy].mean()) + 1.0) + c.overload_slack

    def _uniform(self, request: Request, chain: list[int], depth: int) -> float:
        if self.config.sticky and len(chain) > depth:
            return request_uniform(f"{chain[depth] & 0xFFFFFFFFFFFFFFFF:x}")
        return request_uniform(request.request_id)

    def _block_tokens(self, request: Request) -> int:
        bt = getattr(self, "block_tokens", None)
        if bt is None:
            raise ValueError(
                "CacheRouteRouter.block_tokens is unknown: the view does not give it; call for_trace(block_tokens)"
            )
        return bt

    def for_trace(self, block_tokens: int) -> CacheRouteRouter:
        """Set the trace's tokens per block by hand (the simulator's view gives it otherwise)."""
        self.block_tokens = block_tokens
        return self

    @property
    def fallback_count(self) -> int:
        """Warm requests sent off their plan (``fallback_recent`` is a subset of these)."""
        return self.counts["fallback_unhealthy"] + self.counts["fallback_overloaded"]
