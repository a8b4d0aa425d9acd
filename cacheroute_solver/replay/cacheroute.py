"""The CacheRoute router in the fleet simulator: a thin shell around the routing core.

Every request is observed; every ``replan_s`` of trace time the planning loop (`planning.Planning`) turns the observer's
statistics and the previous plan into the next plan, which takes effect at once. Before each
plan, a key new to the planner is given a replica that holds its prefix as its previous
destination (``inherit``), so the planner sees that prefix as already cached there. Each request
is then routed by `cacheroute_solver.routing.RoutingCore` (the rule is there, shared with the live
router): the plan is a prior, the expected time to first token decides. The shell feeds the core
the simulator's events (first tokens, completions) as a live router sees them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.models import Fleet, Plan, PlanConfig
from cacheroute_solver.observe import ObserverConfig
from cacheroute_solver.planning import PlanDiff, Planning
from cacheroute_solver.routing import DelayModel, RoutingConfig, RoutingCore
from cacheroute_solver.simulator.engine import EngineConfig
from cacheroute_solver.simulator.router_api import FleetView, Router
from cacheroute_solver.simulator.trace import Request

__all__ = ["CacheRouteConfig", "CacheRouteRouter", "planning_fleet", "routing_for", "true_delays"]


class CacheRouteConfig(BaseModel):
    """How the simulated CacheRoute router observes, plans and routes."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    plan: PlanConfig = Field(
        default_factory=lambda: PlanConfig(backend="greedy", time_limit_s=2.0, period_s=30.0),
        description="Default: a plan every 30 s; PlanConfig's admit rate and fill horizon (a key seen about twice in five "
        "minutes may be warm); greedy planning (replay plans hundreds of times; the solver's gap: "
        "docs/benchmarks/solver.md).",
    )
    routing: RoutingConfig | None = Field(
        default=None, description="The routing core's settings; None: derived from the simulated engine's cost model."
    )
    observer: ObserverConfig | None = Field(
        default=None, description="None: default observer with the trace's block size."
    )
    planning: bool = Field(default=True, description="Make plans as the trace plays (False: route with no plan).")
    first_plan_s: float = Field(
        default=10.0, ge=0.0, description="Trace time of the first plan (before it: no key is warm)."
    )
    replan_s: float | None = Field(default=None, gt=0.0, description="Trace time between plans; None: plan.period_s.")
    inherit: bool = Field(
        default=True,
        description="A key new to the planner starts on a replica that holds its prefix: passed to the planner "
        "as that key's previous destination, so filling it there is free.",
    )
    max_keys: int | None = Field(default=20_000, description="Keys handed to the solver per period.")


class CacheRouteRouter(Router):
    """Plans from what it observes and routes through the routing core (see module docstring).

    ``planning_fleet`` describes replicas to the planner (capacity, KV budget for warm prefixes);
    its replica ids must be those of the simulated fleet. Given ``plan``, the router follows that
    plan for the whole trace and never replans (replaying a plan made elsewhere). Given
    ``planning``, it shares that observer, planner and plan with the other instances that hold it.
    ``routing``: the routing core's settings, in place of ``config.routing`` (`make_router` passes them told
    how many instances run).
    With the engines' KV events on (`EngineConfig.kv_events`), its prefix memory follows them.
    """

    name = "cacheroute"

    def __init__(
        self,
        planning_fleet: Fleet,
        config: CacheRouteConfig | None = None,
        plan: Plan | None = None,
        routing: RoutingConfig | None = None,
        planning: Planning | None = None,
        delays: Sequence[DelayModel] | None = None,
    ) -> None:
        self.config = config or CacheRouteConfig()
        self.delays = delays
        """Per replica, its own delay model (`true_delays`: what each simulated replica costs); None: the
        routing settings' one model (as the prior of the learned ones where they learn)."""
        self._first: dict[int, float] = {}
        self.planning_fleet = planning_fleet
        self.routing_config = routing or self.config.routing or routing_for()
        self.counts: Counter[str] = Counter()
        self.plan: Plan | None = None
        self.core: RoutingCore | None = None
        self._fixed = plan
        self._planning = planning
        self._epoch = -1
        self.rank = 0
        """This instance's rank among several (`instance_rank`)."""
        self.block_tokens: int | None = None

    @property
    def steps(self) -> list[PlanDiff]:
        return self._planning.steps if self._planning is not None else []

    def start(self, view: FleetView) -> None:
        ids = set(view.replica_ids)
        planned = {r.id for r in self.planning_fleet.replicas}
        if planned != ids:
            raise ValueError(f"planning_fleet ids {sorted(planned)} differ from the simulated fleet's {sorted(ids)}")
        if self.block_tokens is None:
            if not view.block_tokens:
                raise ValueError(
                    "CacheRouteRouter.block_tokens is unknown: the view does not give it; call for_trace(block_tokens)"
                )
            self.block_tokens = int(view.block_tokens)
        kv = (view.kv_total_blocks * view.kv_block_tokens).tolist()
        self.core = RoutingCore(view.replica_ids, kv, self.block_tokens, self.routing_config, self.delays)
        self.core.set_rank(self.rank)
        self._first = {}
        self._healthy = view.healthy.tolist()
        if self._fixed is not None:
            unknown = {rid for dests in self._fixed.assignments.values() for rid, _ in dests} - ids
            if unknown:
                raise ValueError(f"plan sends keys to replicas not in the fleet: {sorted(unknown)}")
            self._install(self._fixed)
        elif self.config.planning:
            if self._planning is None:
                self._planning = Planning(self.planning_fleet, self.config, self.block_tokens)
            self._planning.cores.append(self.core)

    def stop(self) -> None:
        """This instance goes away (restart): the shared planning stops reading its memory."""
        if self._planning is not None and self.core is not None and self.core in self._planning.cores:
            self._planning.cores.remove(self.core)

    def _install(self, plan: Plan) -> None:
        assert self.core is not None
        self.plan = plan
        self.core.set_plan(plan)
        self.counts["plans"] += 1

    def _started(self) -> RoutingCore:
        assert self.core is not None, "start() was not called"
        return self.core

    def route(self, request: Request, view: FleetView) -> int:
        core = self._started()
        chain = request.block_hashes.tolist()
        planning = self._planning
        if planning is not None and self._fixed is None:
            planning.observe(chain, request)
            planning.step_if_due(request.arrival, view)
            if planning.epoch != self._epoch and planning.plan is not None:
                self._epoch = planning.epoch
                self._install(planning.plan)
        choice = core.route(chain, request.prompt_tokens, self._healthy, request.index, view.now)
        self.counts[choice.reason] += 1
        if choice.spilled:
            self.counts["spilled"] += 1
        return choice.replica

    def on_first_token(self, request: Request, replica: int, view: FleetView) -> None:
        """The first token: while learning, its time feeds the replica's learned model (`RoutingCore.first_token`)."""
        core = self._started()
        if core.costs.learning:
            self._first[request.index] = view.now
            core.first_token(request.index, view.now - request.arrival)
        else:
            core.first_token(request.index)

    def on_complete(self, request: Request, replica: int, view: FleetView) -> None:
        """The request is done: while learning, what its engine served from its cache and its decode feed the
        replica's learned model (`RoutingCore.served`), as the live router's answers do at their end."""
        core = self._started()
        first = self._first.pop(request.index, None)
        if first is not None:
            i = request.index
            core.served(i, view.cached_tokens(i), request.prompt_tokens, view.now - first, request.output_tokens)
        core.completed(request.index, request.output_tokens)

    def instance_rank(self, rank: int) -> None:
        """This instance's rank among the balancer's instances (`RoutingCore.set_rank`: its slot in a burst)."""
        self.rank = rank
        if self.core is not None:
            self.core.set_rank(rank)

    def peer_changes(self) -> list[tuple]:
        """This instance's load changes since the last call, for its peers (`RoutingConfig.peer_load`;
        `simulator.balancer.Balanced.peer_s` carries them)."""
        return self._started().peer_changes()

    def peers_changed(self, peer: int, changes: list[tuple]) -> None:
        """Instance ``peer``'s load changes, as it reported them."""
        self._started().peers_changed(peer, changes)

    def peer_gone(self, peer: int) -> None:
        """Instance ``peer`` restarted: what it reported is void."""
        self._started().peer_gone(peer)

    def on_kv_events(self, replica: int, events: list[tuple[bool, int]], view: FleetView) -> None:
        core = self._started()
        stored = [h for ok, h in events if ok]
        removed = [h for ok, h in events if not ok]
        if removed:
            core.removed(replica, removed)
        if stored:
            core.stored(replica, stored)

    def on_membership(self, replica: int, up: bool, view: FleetView) -> None:
        self._healthy[replica] = up
        if not up:
            self._started().replica_lost(replica)
        if self._planning is not None:
            self._planning.soon(view.now)
            self.counts["membership_changes"] += 1

    def for_trace(self, block_tokens: int) -> CacheRouteRouter:
        """Set the trace's tokens per block by hand (the simulator's view gives it otherwise)."""
        self.block_tokens = block_tokens
        return self

    @property
    def fallback_count(self) -> int:
        """Requests sent to a replica holding less of their prefix than another healthy one (spills)."""
        return self.counts["spilled"]


def planning_fleet(fleet: Fleet, warm_kv_share: float = 0.5) -> Fleet:
    """The planner's view of a simulated fleet: the same replicas, a KV budget of
    ``warm_kv_share`` of each replica's KV for warm prefixes (the rest is left to running requests)."""
    return Fleet(
        replicas=tuple(r.model_copy(update={"kv_capacity": r.kv_capacity * warm_kv_share}) for r in fleet.replicas)
    )


def true_delays(fleet: Fleet, engine: EngineConfig | None = None) -> list[DelayModel]:
    """Each replica's true delay model in the simulator: the engine's cost model, slowed as the simulator
    slows the replica (its ``prefill_capacity`` against the cost model's, `EngineConfig.scale_by_prefill_capacity`)."""
    engine = engine or EngineConfig()
    base = DelayModel.from_cost(engine.cost, engine.max_num_seqs)
    if not engine.scale_by_prefill_capacity:
        return [base] * len(fleet.replicas)
    nominal = engine.cost.prefill_tokens_per_s
    return [base.scaled(nominal / r.prefill_capacity) for r in fleet.replicas]


def routing_for(engine: EngineConfig | None = None, instances: int = 1) -> RoutingConfig:
    """The routing core's settings for a simulated engine (its cost model and batch limit) and for
    ``instances`` router instances sharing the plan; with the engines' KV events on, the memory follows them."""
    engine = engine or EngineConfig()
    return RoutingConfig(
        delay=DelayModel.from_cost(engine.cost, engine.max_num_seqs), instances=instances, kv_events=engine.kv_events
    )
