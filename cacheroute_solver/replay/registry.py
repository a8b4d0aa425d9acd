"""The router registry: the one place a router's name becomes a simulated router.

`BASELINES` names the baselines reproduced in `cacheroute_solver.baselines` (one class per file);
``cacheroute``, its ablation `REACTIVE` and SGLang's mesh `MESH` are built here from the trace and
fleet. `make_router` turns any of these names into a factory of fresh routers and `router_names`
lists them, for the gate (`shadow_replay`), the ``cacheroute`` command and the evaluation scripts alike.

The live router's cache-blind policies (`router.config.RouterConfig.policy` besides ``plan``) are a
mirror of this registry, `LIVE_FALLBACKS`: the same names for the same rules, checked by a test.
"""

from __future__ import annotations

from collections.abc import Callable

from cacheroute_solver.baselines import (
    CacheAwareCliRouter,
    CacheAwareLibRouter,
    CHWBLRouter,
    ConsistentHashRouter,
    DynamoRouter,
    DynamoSoftmaxRouter,
    LeastLoaded,
    LlmdRouter,
    LMetricRouter,
    PowerOfTwoRouter,
    RoundRobin,
)
from cacheroute_solver.baselines.cache_aware_mesh import CacheAwareMesh
from cacheroute_solver.models import Fleet, Plan
from cacheroute_solver.planning import Planning
from cacheroute_solver.replay.cacheroute import (
    CacheRouteConfig,
    CacheRouteRouter,
    planning_fleet,
    routing_for,
    true_delays,
)
from cacheroute_solver.routing import RoutingConfig
from cacheroute_solver.simulator import EngineConfig, Router, Trace
from cacheroute_solver.simulator.balancer import Balanced

__all__ = [
    "BASELINES",
    "BASELINE_FACTORIES",
    "CACHEROUTE",
    "LIVE_FALLBACKS",
    "MESH",
    "REACTIVE",
    "instances_routing",
    "make_router",
    "router_names",
]

BASELINES: dict[str, Callable[[], Router]] = {
    "round_robin": RoundRobin,
    "least_loaded": LeastLoaded,
    "power_of_two": PowerOfTwoRouter,
    "consistent_hash": ConsistentHashRouter,
    "chwbl": CHWBLRouter,
    "cache_aware_cli": CacheAwareCliRouter,
    "cache_aware_lib": CacheAwareLibRouter,
    "llmd": LlmdRouter,
    "dynamo": DynamoRouter,
    "dynamo_softmax": DynamoSoftmaxRouter,
    "lmetric": LMetricRouter,
}
"""Stable name -> factory of a fresh baseline router with its project's defaults."""

BASELINE_FACTORIES = BASELINES
"""`BASELINES` under the name `cacheroute_solver.replay` has exported it by (the same table)."""

CACHEROUTE = "cacheroute"
"""The simulated CacheRoute router (`replay.cacheroute`)."""

REACTIVE = "cacheroute_reactive"
"""CacheRoute's routing core with no plan (an ablation: what the plan adds)."""

MESH = "cache_aware_mesh"
"""SGLang's gateways with the mesh on (`baselines.cache_aware_mesh`): a router of several instances only."""

LIVE_FALLBACKS = ("round_robin", "least_loaded")
"""The baselines the live router runs itself when not routing by the plan (`RouterConfig.policy`)."""


def router_names(instances: int = 1) -> list[str]:
    """Every router `make_router` knows: ``cacheroute``, its ``cacheroute_reactive`` ablation, the baselines
    (and, with several instances, the baselines' own sharing: SGLang's mesh)."""
    return [CACHEROUTE, REACTIVE, *BASELINES, *([MESH] if instances > 1 else [])]


PEER_DELAY_S = 0.005
"""How late CacheRoute instances' load reports reach each other in replay (`RoutingConfig.peer_load`): a
datagram within one network, batched over a millisecond (the reference router's `router.instances.peers`), with
room to spare; docs/replay.md measures 0 ms to 1 s."""


def instances_routing(config: CacheRouteConfig | None, engine: EngineConfig | None, instances: int) -> RoutingConfig:
    """CacheRoute's routing settings as ``instances`` instances run them: ``config.routing`` (default: the
    engine's, `routing_for`) told how many instances there are, and with several their load reports to each
    other on (`RoutingConfig.peer_load`) unless the settings say otherwise, as a reference router with
    several instances and a control listener reports them by default (`RouterConfig.peers_in_use`)."""
    routing = (config.routing if config is not None else None) or routing_for(engine)
    update: dict[str, object] = {}
    if instances > 1 and routing.instances == 1:
        update["instances"] = instances
    if instances > 1 and "peer_load" not in routing.model_fields_set:
        update["peer_load"] = True
    return routing.model_copy(update=update) if update else routing


def make_router(
    name: str,
    trace: Trace,
    fleet: Fleet,
    config: CacheRouteConfig | None = None,
    plan: Plan | None = None,
    warm_kv_share: float = 0.5,
    engine: EngineConfig | None = None,
    instances: int = 1,
) -> Callable[[], Router]:
    """A factory of fresh routers called ``name`` for ``trace`` on ``fleet``.

    ``cacheroute`` plans as the trace plays (``config``), or follows the fixed ``plan`` when one
    is given; its routing core weighs load with each replica's true cost (`true_delays`: ``engine``'s
    cost model at the replica's speed) unless ``config.routing`` says otherwise (a model of its own, or
    ``learn``: learned from the answers, as the live router does by default). Any other name is a baseline of `BASELINES`.
    ``instances`` > 1: that many instances behind a round-robin balancer (`simulator.balancer`),
    as fleets scale routers out: CacheRoute's share one plan and the home rule (`routing.home`);
    a baseline's share nothing, except ``cache_aware_mesh`` (SGLang's mesh). With
    their routing settings `instances_routing`: their load reports to each other on unless
    ``config.routing`` sets ``peer_load``, `PEER_DELAY_S` late.
    """
    if instances < 1:
        raise ValueError(f"instances must be >= 1, got {instances}")
    if name in (CACHEROUTE, REACTIVE):
        pfleet = planning_fleet(fleet, warm_kv_share)
        cfg = config or CacheRouteConfig()
        if name == REACTIVE:
            cfg = cfg.model_copy(update={"planning": False})
            plan = None
        routing = instances_routing(cfg, engine, instances)
        told = not routing.learns and routing.delay == routing_for(engine).delay  # the engine's own model
        delays = true_delays(fleet, engine) if told else None
        block = trace.block_tokens
        label = name if instances == 1 else f"{name} x{instances}"

        def factory() -> Router:
            if instances == 1:
                router = CacheRouteRouter(pfleet, cfg, plan=plan, routing=routing, delays=delays).for_trace(block)
                router.name = name
                return router
            shared = Planning(pfleet, cfg, block) if cfg.planning and plan is None else None
            return Balanced(
                [
                    CacheRouteRouter(pfleet, cfg, plan=plan, routing=routing, planning=shared, delays=delays).for_trace(
                        block
                    )
                    for _ in range(instances)
                ],
                name=label,
                peer_s=PEER_DELAY_S if routing.peer_load else None,
            )

        return factory
    if name == MESH:
        if instances < 2:
            raise ValueError(f"router {MESH!r} shares trees between instances: give instances >= 2")
        return lambda: CacheAwareMesh(instances)
    if name not in BASELINES:
        raise ValueError(f"unknown router {name!r} (known: {', '.join(router_names(instances))})")
    base = BASELINES[name]
    if instances == 1:
        return base
    return lambda: Balanced([base() for _ in range(instances)], name=f"{name} x{instances}")
