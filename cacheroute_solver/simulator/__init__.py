"""Fleet simulator: what hit rate, latency and saturation a router gets from a vLLM fleet.

`simulate(trace, fleet, router, config)` replays a `Trace` through replicas that batch, chunk
prefills and keep block-level prefix caches as vLLM does, timed by a `CostModel`.
"""

from cacheroute_solver.simulator.cache import PrefixCache
from cacheroute_solver.simulator.costmodel import (
    GPUS,
    MODELS,
    PRESETS,
    CostModel,
    GpuSpec,
    ModelSpec,
    cost_model,
)
from cacheroute_solver.simulator.engine import EngineConfig, reference_fleet, simulate
from cacheroute_solver.simulator.results import LatencyStats, ReplicaReport, SimReport, SimResult
from cacheroute_solver.simulator.routers import (
    FleetView,
    LeastLoadedRouter,
    RoundRobinRouter,
    Router,
)
from cacheroute_solver.simulator.workloads import (
    FAMILIES,
    WorkloadSpec,
    generate_workload,
    unique_prefix_trace,
)
from cacheroute_solver.simulator.trace import (
    Request,
    Trace,
    TraceFormatError,
    TraceRecordError,
    load_azure,
    load_mooncake,
)

__all__ = [
    "FAMILIES",
    "WorkloadSpec",
    "generate_workload",
    "unique_prefix_trace",
    "GPUS",
    "MODELS",
    "PRESETS",
    "CostModel",
    "EngineConfig",
    "FleetView",
    "GpuSpec",
    "LatencyStats",
    "LeastLoadedRouter",
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
    "cost_model",
    "load_azure",
    "load_mooncake",
    "reference_fleet",
    "simulate",
]
