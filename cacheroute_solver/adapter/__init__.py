"""Apply CacheRoute plans to routers: plan store with hot swap, plan application, pins for
production-stack, SGLang, Dynamo and llm-d, production-stack routing logic, and the recorder.

Nothing here needs a router package: ``vllm_router`` is used only when importable. The CacheRoute
router itself (``cacheroute_solver.router``, needs ``aiohttp``) builds on these pieces.
"""

from __future__ import annotations

from .metrics import Counters
from .pins import Pin, PinTarget, apply_pin, pin_for
from .plan_routing import Decision, PlanRouting, ReplicaEndpoint, normalize_url
from .production_stack import (
    install_routing_logic,
    make_routing_logic,
    routing_logic_class,
    stats_load,
    stats_prefilling,
)
from .request_keys import KeySpec, RequestChain, request_chain, request_key
from .store import PlanSnapshot, PlanStore, SwapResult, plan_problems

__all__ = [
    "Counters",
    "Decision",
    "KeySpec",
    "Pin",
    "PinTarget",
    "PlanRouting",
    "PlanSnapshot",
    "PlanStore",
    "ReplicaEndpoint",
    "RequestChain",
    "SwapResult",
    "apply_pin",
    "install_routing_logic",
    "make_routing_logic",
    "normalize_url",
    "pin_for",
    "plan_problems",
    "request_chain",
    "request_key",
    "routing_logic_class",
    "stats_load",
    "stats_prefilling",
]
