"""The routers compared, each as its users run it: how it is started and how it is judged.

A `RouterSpec` names an implementation (the reference router of this project, the Rust
``vllm-router``, ``sglang-router``, ``smg`` (SGLang's gateway under its new name; several instances
run with its mesh, peers on 127.0.0.1), the vLLM production-stack router ``pstack``), its policy
and how many instances run behind the balancer. Names: ``NAME`` or ``NAME*N`` (N instances behind
`balancer.py`), e.g. ``cacheroute*3``. Pure: argv lists and configs, no process is started here;
`missing` says why a router cannot run where it is not installed.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

__all__ = [
    "ROUTERS",
    "RUST_CACHE_AWARE",
    "SGLANG_CACHE_AWARE",
    "RouterSpec",
    "control_ports",
    "defaults_mismatch",
    "help_defaults",
    "missing",
    "parse_routers",
    "pstack_argv",
    "reference_argv",
    "reference_config",
    "rust_argv",
    "sglang_argv",
    "smg_argv",
    "with_control",
]

Impl = Literal["reference", "vllm-router", "sglang-router", "smg", "pstack"]


@dataclass(frozen=True)
class RouterSpec:
    name: str
    impl: Impl
    policy: str
    text: str
    instances: int = 1
    kv_events: bool = False
    """The router follows the engines' KV events (and tokenizes prompts as the engines do)."""
    peers: bool = False
    """Several instances report their load to each other (`RouterConfig.peers`, UDP on 127.0.0.1)."""
    control: bool = False
    """Each instance has a control listener of its own with a token (`RouterConfig.control`), as
    docs/operating.md deploys several: the shared planner reaches them there, and so introduces their
    default peer channels to each other (`RouterConfig.peers_in_use`, `SharedPlanner.introduce`)."""
    costs: Literal["learned", "told", "preset"] = "learned"
    """The engines' cost models: learned from their answers (the router's default), told each engine's true
    one (``ReplicaEndpoint.delay`` from the harness's ``--true-costs``: what the engines are paced to), or the
    reference H100 preset for every engine, not learned (the router's default before it learned)."""

    @property
    def plans(self) -> bool:
        """The harness steps a CacheRoute planner for it (the reference router, or CacheRoute's routing
        logic inside production-stack)."""
        return self.impl in ("reference", "pstack") and self.policy == "plan"


ROUTERS: dict[str, RouterSpec] = {
    s.name: s
    for s in (
        RouterSpec("round_robin", "reference", "round_robin", "round robin (reference router, `policy=round_robin`)"),
        RouterSpec(
            "least_loaded",
            "reference",
            "least_loaded",
            "least loaded (reference router, `policy=least_loaded`, ties in turn)",
        ),
        RouterSpec(
            "vllm_cache_aware",
            "vllm-router",
            "cache_aware",
            "Rust `vllm-router --policy cache_aware` (PyPI `vllm-router`, CLI defaults)",
        ),
        RouterSpec("vllm_round_robin", "vllm-router", "round_robin", "Rust `vllm-router --policy round_robin`"),
        RouterSpec(
            "vllm_kv_aware",
            "vllm-router",
            "kv_aware",
            "Rust `vllm-router --policy kv_aware` fed by the engines' KV events (`--kv-event-source`, "
            "`--kv-event-replay-source`, `--kv-event-block-size`, `--kv-event-model` the engines'; other flags CLI "
            "defaults)",
            kv_events=True,
        ),
        RouterSpec(
            "sglang_cache_aware",
            "sglang-router",
            "cache_aware",
            "`sglang-router --policy cache_aware` (PyPI `sglang-router`, CLI defaults)",
        ),
        RouterSpec(
            "smg_cache_aware",
            "smg",
            "cache_aware",
            "smg 1.13.0 `--policy cache_aware` (SGLang's gateway, PyPI `smg`, CLI defaults; several instances: "
            "`--enable-mesh`, every other instance a `--mesh-peer-urls` peer on 127.0.0.1)",
        ),
        RouterSpec(
            "pstack_prefixaware",
            "pstack",
            "prefixaware",
            "vLLM production-stack router `--routing-logic prefixaware` (a6c01db, static discovery, CLI defaults)",
        ),
        RouterSpec(
            "pstack_cacheroute",
            "pstack",
            "plan",
            "CacheRoute's routing logic installed in the production-stack router (`install_routing_logic`; "
            "`python -m cacheroute_solver.router.production_stack`), planner stepped as for `cacheroute`",
        ),
        RouterSpec(
            "cacheroute",
            "reference",
            "plan",
            "CacheRoute (reference router: routing core, planner stepped every period of trace time)",
        ),
        RouterSpec(
            "cacheroute_told",
            "reference",
            "plan",
            "CacheRoute told each engine's true cost model (`ReplicaEndpoint.delay`, the harness's --true-costs), "
            "not learning it",
            costs="told",
        ),
        RouterSpec(
            "cacheroute_h100",
            "reference",
            "plan",
            "CacheRoute with the reference H100 cost model for every engine (`routing.delay`), not learning: its "
            "default before it learned the engines' costs",
            costs="preset",
        ),
        RouterSpec(
            "cacheroute_kv",
            "reference",
            "plan",
            "CacheRoute fed by the engines' KV events (reference router as `cacheroute`, prompts tokenized with "
            "the engines' tokenizer.json, every instance subscribed to every engine)",
            kv_events=True,
        ),
        RouterSpec(
            "cacheroute_peers",
            "reference",
            "plan",
            "CacheRoute whose instances report their load to each other (`RouterConfig.peers`, UDP on 127.0.0.1)",
            peers=True,
        ),
        RouterSpec(
            "cacheroute_deployed",
            "reference",
            "plan",
            "CacheRoute as docs/operating.md deploys several instances: each with a control listener and token, the "
            "shared planner introducing their default peer channels (no peers list; datagrams tagged with the token)",
            control=True,
        ),
        RouterSpec(
            "cacheroute_kv_peers",
            "reference",
            "plan",
            "CacheRoute fed by the engines' KV events, its instances reporting their load to each other",
            kv_events=True,
            peers=True,
        ),
    )
}


def with_peers(configs: list[dict], udp_ports: list[int]) -> list[dict]:
    """``configs`` (one per instance) each with its `RouterConfig.peers`: instance i listens on UDP
    ``udp_ports[i]`` of 127.0.0.1 and reports to the others."""
    addr = [f"127.0.0.1:{p}" for p in udp_ports]
    return [
        {**c, "peers": {"listen": addr[i], "peers": [a for k, a in enumerate(addr) if k != i], "name": f"instance{i}"}}
        for i, c in enumerate(configs)
    ]


RUST_CACHE_AWARE: dict[str, Any] = {
    "cache_threshold": 0.3,
    "balance_abs_threshold": 64,
    "balance_rel_threshold": 1.5,
    "eviction_interval_s": 120.0,
    "max_tree_size": 2**25,
}
"""`vllm-router` 0.1.17's cache_aware CLI defaults, as its ``--help`` prints them (`help_defaults`
checks the installed binary against these before a run)."""
SGLANG_CACHE_AWARE: dict[str, Any] = {
    "cache_threshold": 0.3,
    "balance_abs_threshold": 64,
    "balance_rel_threshold": 1.5,
    "eviction_interval_s": 60.0,
    "max_tree_size": 2**26,
}
"""`sglang-router` 0.3.2's cache_aware CLI defaults (``python -m sglang_router.launch_router --help``)."""

_HELP_FLAGS = {
    "cache_threshold": "--cache-threshold",
    "balance_abs_threshold": "--balance-abs-threshold",
    "balance_rel_threshold": "--balance-rel-threshold",
    "eviction_interval_s": "--eviction-interval-secs",
    "max_tree_size": "--max-tree-size",
}


def help_defaults(help_text: str) -> dict[str, float]:
    """The cache_aware thresholds' defaults as a router's ``--help`` prints them."""
    import re

    flat = " ".join(help_text.split())
    out: dict[str, float] = {}
    for key, flag in _HELP_FLAGS.items():
        for m in re.finditer(re.escape(flag) + r" [A-Z_]+(?![A-Z_\]])", flat):
            d = re.compile(r"\(default: ([0-9.eE+]+)\)").search(flat, m.end())
            if d:
                out[key] = float(d.group(1))
                break
    return out


def defaults_mismatch(expected: dict[str, float], help_text: str) -> list[str]:
    """Thresholds whose installed default differs from ``expected`` (the simulator's copy)."""
    got = help_defaults(help_text)
    return [f"{k}: installed {got.get(k)}, simulated {v}" for k, v in expected.items() if got.get(k) != float(v)]


def parse_routers(text: str) -> list[RouterSpec]:
    """``"a,b*3"`` -> specs; an unknown name or a bad count is an error naming it."""
    out = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        name, _, n = part.partition("*")
        if name not in ROUTERS:
            raise ValueError(f"unknown router {name!r} (known: {', '.join(ROUTERS)})")
        spec = ROUTERS[name]
        if n:
            if not n.isdigit() or not 1 <= int(n) <= 8:
                raise ValueError(f"router {part!r}: instances must be 1..8")
            spec = replace(spec, name=part if int(n) > 1 else name, instances=int(n))
        out.append(spec)
    if len({s.name for s in out}) != len(out):
        raise ValueError(f"a router is listed twice in {text!r}")
    return out


def reference_config(
    spec: RouterSpec,
    engines: list[str],
    *,
    kv_tokens: int,
    prefill_capacity: float,
    plan_config: dict,
    chars_per_token: float,
    max_keys: int,
    horizon_s: float,
    share: float = 1.0,
    kv_sources: list[tuple[str, str]] | None = None,
    tokenizer: str | None = None,
    block_tokens: int = 32,
    routing: dict | None = None,
    true_costs: list[dict] | None = None,
) -> dict:
    """The reference router's RouterConfig (JSON) for ``spec``; ``routing``: `RoutingConfig` fields set for
    every CacheRoute row (a departure from its defaults, which the page shows in the config it saved).

    No ``plan_period_s``: the harness steps the planner on the trace's clock (one instance:
    ``POST /plan/step``; several: one `SharedPlanner` over every instance's ``/stats``).
    ``share``: the fraction of all traffic this instance observes (1/N behind a round-robin
    balancer); the observer's counts are scaled by it, so that a key seen as often in all the
    traffic as one instance alone would need is still exported. The plan's rates and capacities are
    not: the shared planner plans from the merged statistics, which are the whole traffic's.
    With ``spec.kv_events``, ``kv_sources`` gives each engine's (PUB, replay) endpoints and
    ``tokenizer`` its tokenizer.json: prompts are hashed in the engines' token blocks of
    ``block_tokens``, so the blocks the engines report stored match the requests' chains.
    ``true_costs``: each engine's `DelayModel` fields, for a row told them (`RouterSpec.costs`).
    """
    cfg: dict[str, Any] = {
        "replicas": [
            {"id": f"engine{i}", "url": u, "kv_capacity": kv_tokens, "prefill_capacity": prefill_capacity}
            for i, u in enumerate(engines)
        ],
        "policy": spec.policy,
        "key_spec": {"chunk_chars": 128, "chars_per_token": chars_per_token},
        "plan_config": dict(plan_config),
        "observer": {"horizon_s": horizon_s, "min_count": 1.5 * share, "keep_count": 0.75 * share},
        "max_keys": max_keys,
        "health": {"check_interval_s": None},
        "shutdown": {"drain_delay_s": 0.0},  # stopped by the harness, with no load balancer to see it go first
    }
    if spec.instances > 1:
        cfg["routing"] = {"instances": spec.instances}  # the home rule: every instance places alike
    if routing:
        cfg["routing"] = {**cfg.get("routing", {}), **routing}
    if spec.costs == "told":
        if not true_costs or len(true_costs) != len(engines):
            raise ValueError(f"{spec.name} is told each engine's cost model: give one per engine (--true-costs)")
        for r, delay in zip(cfg["replicas"], true_costs, strict=True):
            r["delay"] = dict(delay)
    elif spec.costs == "preset":
        from cacheroute_solver.routing import DelayModel

        cfg["routing"] = {**cfg.get("routing", {}), "delay": DelayModel.from_cost().model_dump()}
    if spec.kv_events:
        if not kv_sources or len(kv_sources) != len(engines) or tokenizer is None:
            raise ValueError(f"{spec.name} follows KV events: give every engine's endpoints and the tokenizer")
        for r, (pub, replay) in zip(cfg["replicas"], kv_sources, strict=False):
            r["kv_events"], r["kv_events_replay"] = pub, replay
        cfg["key_spec"] = dict(cfg["key_spec"], tokenizer=tokenizer, block_tokens=block_tokens)
    return cfg


CONTROL_TOKEN = "e2e-control-token"
"""The control token of `RouterSpec.control` rows (their planner's bearer, their peers' tag key)."""


def control_ports(router_port: int, instances: int) -> list[int]:
    """Where a `RouterSpec.control` row's instance k serves its control plane: ``router_port + 400 + k``."""
    return [router_port + 400 + k for k in range(instances)]


def with_control(configs: list[dict], ports: list[int]) -> list[dict]:
    """``configs`` (one per instance) each with a control listener of its own on 127.0.0.1 ``ports[i]`` and
    `CONTROL_TOKEN`: several instances then run their default peer channel there."""
    return [{**c, "control": {"port": ports[i], "token": CONTROL_TOKEN}} for i, c in enumerate(configs)]


def shared_planner_config(routers: list[str], cfg: dict):
    """The one planner of several instances (`SharedPlanner`): the instances' plan config and key
    limit, publishing over HTTP, with their control token when they have one; the harness steps it on
    the trace's clock."""
    from cacheroute_solver.models import PlanConfig
    from cacheroute_solver.router.instances.shared_plan import SharedPlannerConfig

    token = cfg.get("control", {}).get("token")
    return SharedPlannerConfig(
        routers=tuple(routers),
        plan_config=PlanConfig.model_validate(cfg["plan_config"]),
        max_keys=cfg["max_keys"],
        timeout_s=120.0,
        token=token,
    )


def reference_argv(config_path: Path, port: int) -> list[str]:
    return [
        sys.executable,
        "-m",
        "cacheroute_solver.router",
        "--config",
        str(config_path),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--log-level",
        "WARNING",
    ]


def rust_argv(
    vbin: Path,
    spec: RouterSpec,
    engines: list[str],
    port: int,
    prometheus_port: int,
    kv_sources: list[tuple[str, str]] | None = None,
    block_size: int = 32,
    model: str = "tiny",
) -> list[str]:
    """`vllm-router` with its CLI defaults but for the policy, the workers and where it listens (and,
    for a policy that follows KV events, each worker's event and replay endpoints, block size and the
    served model name the events are for)."""
    argv = [str(vbin / "vllm-router"), *gateway_flags(spec, engines, port, prometheus_port)]
    if spec.kv_events:
        if not kv_sources or len(kv_sources) != len(engines):
            raise ValueError(f"{spec.name} follows KV events: give every engine's endpoints")
        for u, (pub, replay) in zip(engines, kv_sources, strict=False):
            argv += ["--kv-event-source", f"{u}={pub}", "--kv-event-replay-source", f"{u}={replay}"]
        argv += ["--kv-event-block-size", str(block_size), "--kv-event-model", model]
    return argv


def sglang_argv(vpy: Path, spec: RouterSpec, engines: list[str], port: int, prometheus_port: int) -> list[str]:
    """`sglang-router` with its CLI defaults but for the policy, the workers and where it listens."""
    return [str(vpy), "-m", "sglang_router.launch_router", *gateway_flags(spec, engines, port, prometheus_port)]


def smg_argv(
    vpy: Path,
    spec: RouterSpec,
    engines: list[str],
    port: int,
    prometheus_port: int,
    mesh: tuple[str, int, list[int]] | None = None,
) -> list[str]:
    """`smg` with its CLI defaults but for the policy, the workers and where it listens; ``mesh``:
    (this gateway's mesh name, its mesh port, its peers' mesh ports) when several instances run."""
    argv = [str(vpy), "-m", "smg.launch_router", *gateway_flags(spec, engines, port, prometheus_port)]
    if mesh is not None:
        name, mport, peers = mesh
        argv += ["--enable-mesh", "--mesh-server-name", name, "--mesh-host", "127.0.0.1", "--mesh-port", str(mport)]
        argv += ["--mesh-peer-urls", *(f"127.0.0.1:{q}" for q in peers)]
    return argv


def gateway_flags(spec: RouterSpec, engines: list[str], port: int, prometheus_port: int) -> list[str]:
    """The flags the Rust routers (`vllm-router`, `sglang-router`, `smg`) share: where each listens, its
    policy, its workers and its Prometheus endpoint; every other setting at its CLI default."""
    return [
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--policy",
        spec.policy,
        "--worker-urls",
        *engines,
        "--prometheus-host",
        "127.0.0.1",
        "--prometheus-port",
        str(prometheus_port),
    ]


def pstack_flags(engines: list[str], port: int) -> list[str]:
    """The production-stack router's flags for ``engines``: static discovery, one model ``tiny``."""
    return [
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--service-discovery",
        "static",
        "--static-backends",
        ",".join(engines),
        "--static-models",
        ",".join(["tiny"] * len(engines)),
    ]


def pstack_argv(
    pstack_bin: Path, spec: RouterSpec, engines: list[str], port: int, config: Path | None = None
) -> list[str]:
    """The production-stack router over ``engines`` (static discovery, one model ``tiny``), its CLI
    defaults otherwise; with CacheRoute's logic (``spec.plans``) through
    ``python -m cacheroute_solver.router.production_stack``, which takes the same flags and the reference
    router's ``config`` for the plan's replicas."""
    flags = pstack_flags(engines, port)
    if spec.plans:
        if config is None:
            raise ValueError(f"{spec.name} routes by a CacheRoute plan: give the reference router's config")
        return [
            str(pstack_bin / "python"),
            "-m",
            "cacheroute_solver.router.production_stack",
            "--cacheroute-config",
            str(config),
            *flags,
        ]
    return [str(pstack_bin / "vllm-router"), *flags, "--routing-logic", spec.policy]


def missing(spec: RouterSpec, vllm_venv: Path, pstack_venv: Path) -> str | None:
    """Why ``spec``'s router cannot run here (None: it can): the file its command needs."""
    need = {
        "vllm-router": vllm_venv / "bin/vllm-router",
        "sglang-router": vllm_venv / "bin/python",
        "smg": vllm_venv / "bin/smg",
        "pstack": pstack_venv / "bin/vllm-router",
    }.get(spec.impl)
    if need is None or need.exists():
        return None
    how = (
        "set PRODUCTION_STACK_SRC to its source archive or checkout (or PRODUCTION_STACK_GIT to a git URL) "
        "and run e2e/setup_env.sh"
        if spec.impl == "pstack"
        else "run e2e/setup_env.sh"
    )
    return f"{spec.name}: its router is not installed ({need} not found): {how}"


def dump(cfg: dict, path: Path) -> Path:
    path.write_text(json.dumps(cfg, indent=1))
    return path
