"""Fleet simulator: what hit rate, latency and saturation a router gets from a vLLM fleet.

`simulate(trace, fleet, router, config)` replays a `Trace` through replicas that batch, chunk
prefills and keep block-level prefix caches as vLLM does, timed by a `CostModel`::

    from cacheroute_solver.simulator import (
        LeastLoadedRouter, generate_workload, load_mooncake, reference_fleet, simulate)

    trace = generate_workload("published", rate=176, duration_s=600, seed=1)
    # or: trace = load_mooncake("data/traces/synthetic_trace.jsonl").with_rate(8.0)
    result = simulate(trace, reference_fleet(15), LeastLoadedRouter())
    result.report.hit_rate, result.report.ttft.p99, result.report.per_replica[0].busy_fraction

A router is a `Router` subclass whose ``route(request, view)`` returns a replica index; the
defaults (Llama-3.3-70B fp8 TP4 on H100) and their derivation are in ``docs/cost-model.md``.
"""

from cacheroute_solver.costmodel import (
    GPUS,
    MODELS,
    PRESETS,
    CostModel,
    GpuSpec,
    ModelSpec,
    cost_model,
)
from cacheroute_solver.simulator.cache import PrefixCache
from cacheroute_solver.simulator.engine import EngineConfig, MembershipEvent, reference_fleet, simulate, sweep_load
from cacheroute_solver.simulator.results import LatencyStats, ReplicaReport, SimReport, SimResult
from cacheroute_solver.simulator.router_api import (
    FleetView,
    LeastLoadedRouter,
    RoundRobinRouter,
    Router,
)
from cacheroute_solver.simulator.trace import (
    Request,
    Trace,
    TraceFormatError,
    TraceRecordError,
    load_azure,
    load_mooncake,
)
from cacheroute_solver.simulator.workloads import (
    FAMILIES,
    WorkloadSpec,
    generate_workload,
    unique_prefix_trace,
)

__all__ = [
    "FAMILIES",
    "GPUS",
    "MODELS",
    "PRESETS",
    "CostModel",
    "EngineConfig",
    "FleetView",
    "GpuSpec",
    "LatencyStats",
    "LeastLoadedRouter",
    "MembershipEvent",
    "ModelSpec",
    "PrefixCache",
    "ReplicaReport",
    "Request",
    "RoundRobinRouter",
    "Router",
    "SimReport",
    "SimResult",
    "Trace",
    "TraceFormatError",
    "TraceRecordError",
    "WorkloadSpec",
    "cost_model",
    "generate_workload",
    "load_azure",
    "load_mooncake",
    "reference_fleet",
    "simulate",
    "sweep_load",
    "unique_prefix_trace",
]
