"""Several processes of the reference router on one port: one router's traffic over several cores.

One reference router is one event loop on one core (its CPU per answer caps it near 2,600 answers/s
here: docs/benchmarks/proxy.md). ``--workers N`` starts N processes that each bind the same port
with ``SO_REUSEPORT``, so the kernel spreads client connections over them. Each worker is one
router instance of the several-instance setup (docs/replay.md, several router instances): told it
is one of N (`RoutingConfig.instances` x N: the home rule every instance computes alike), its
observer's thresholds scaled by 1/N as it sees 1/N of the traffic, and one plan for all of them:
worker 0 is their shared planner (`SharedPlannerConfig`, every worker's control port) when the
router plans. Each worker serves its control plane and ``/metrics`` on ``control.port + i``: a
``/metrics`` on the shared public port would answer for whichever worker took the connection.
Fed the engines' KV events every worker knows every replica's cache (three instances served
70.19 % against one's 69.66 % on the real engines, results/e2e-utilisation-multiturn-events.md);
without them several instances lose a point or so of hit rate to one. Where the workers are all the
instances (``routing.instances`` 1), they report their load to each other (`router.instances.peers`, UDP on
``control.port + i`` of 127.0.0.1), so each decides on the fleet's load as one router does; with
instances on other hosts too, each worker has the default channel the shared planner introduces.

`worker_configs` is pure (the configs the workers run); `run_workers` starts them, passes SIGTERM / SIGINT on to
them (each drains: `lifecycle`), stops them all when one exits, and returns the first non-zero exit status.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import SecretStr

from cacheroute_solver.observe import ObserverConfig

from .config import RouterConfig
from .config_file import ENV_PREFIX
from .control import is_loopback
from .instances.peers import PeerConfig
from .instances.shared_plan import SharedPlannerConfig

__all__ = ["config_json", "run_workers", "worker_configs", "worker_env"]

log = logging.getLogger("cacheroute.router")

_KILL_AFTER_S = 10.0
"""How long past the shutdown grace the parent waits for a worker before it kills it."""


def worker_configs(config: RouterConfig, n: int) -> list[RouterConfig]:
    """The configs of ``n`` workers sharing one port: instances x n, observer thresholds / n, control
    plane and ``/metrics`` on ``control.port + i``, worker 0 the shared planner of all of them
    where ``config`` plans (``plan_period_s``), and, where they are all the instances, each the
    others' peer (UDP on ``control.port + i``). ValueError naming the field when ``config`` cannot be
    split."""
    if n < 1:
        raise ValueError(f"workers: at least 1, got {n}")
    if n == 1:
        return [config]
    base = config.control.port
    if base is None or base == 0:
        raise ValueError(
            f"control.port: --workers {n} serves each worker's control plane and /metrics on control.port + i "
            "(i = 0..N-1), so it needs a fixed first port"
        )
    if base + n - 1 > 65535:
        raise ValueError(f"control.port: {base} + {n} workers passes 65535")
    if config.planner is not None:
        raise ValueError(
            "planner: a router run with --workers plans for its own workers; run the shared planner of other "
            "instances as its own process (cacheroute planner)"
        )
    defaults = ObserverConfig()
    obs = dict(config.observer)
    obs["min_count"] = float(obs.get("min_count", defaults.min_count)) / n
    obs["keep_count"] = float(obs.get("keep_count", defaults.keep_count)) / n
    host = "127.0.0.1" if config.control.host in ("0.0.0.0", "::", "") else config.control.host
    if ":" in host:
        host = f"[{host}]"
    planner = None
    if config.plan_period_s is not None:
        planner = SharedPlannerConfig(
            routers=tuple(f"http://{host}:{base + i}" for i in range(n)),
            period_s=config.plan_period_s,
            plan_config=config.plan_config,
            max_keys=config.max_keys,
            placement_hints=config.placement_hints,
            token=config.control.token,
            token_file=config.control.token_file,
        )
    if config.peers is not None:
        raise ValueError(
            "peers: a router run with --workers reports to its own workers; with instances on other hosts, "
            "run one worker per process, each with its peers"
        )
    alone = config.routing.instances == 1 and "peers" not in config.model_fields_set
    routing = config.routing.model_copy(update={"instances": config.routing.instances * n})
    udp = [
        f"127.0.0.1:{base + i}" for i in range(n)
    ]  # the workers share this host: loopback, whatever the control host

    def own(i: int) -> dict[str, Any]:
        """Worker ``i``'s peers where the workers are all the instances: each other, on loopback. Otherwise
        none set here: a worker is then an instance like any other, with the default peer channel on its
        control port that the shared planner introduces to every other instance (`RouterConfig.peers_in_use`),
        or none where ``"peers": null`` says so."""
        if not alone:
            return {}
        others = tuple(u for j, u in enumerate(udp) if j != i)
        return {"peers": PeerConfig(listen=udp[i], peers=others, name=f"worker{i}")}

    return [
        config.model_copy(
            update={
                **own(i),
                "routing": routing,
                "observer": obs,
                "plan_period_s": None,
                "planner": planner if i == 0 else None,
                "control": config.control.model_copy(update={"port": base + i, "metrics_public": False}),
            }
        )
        for i in range(n)
    ]


def _with_secrets(as_json: Any, as_python: Any) -> Any:
    """``as_json`` (a JSON dump) with each secret of ``as_python`` (the same model's Python dump)
    written out, where the JSON dump masks it: the workers need the token itself."""
    if isinstance(as_python, SecretStr):
        return as_python.get_secret_value()
    if isinstance(as_json, dict) and isinstance(as_python, dict):
        return {k: _with_secrets(v, as_python.get(k)) for k, v in as_json.items()}
    if isinstance(as_json, list) and isinstance(as_python, (list, tuple)):
        return [_with_secrets(a, b) for a, b in zip(as_json, as_python, strict=False)]
    return as_json


def config_json(config: RouterConfig) -> str:
    """``config`` as JSON that `RouterConfig.model_validate_json` reads back whole, secrets included: the
    fields set and no others, so what their absence means (``routing.peer_load`` on with ``peers``, the
    default peer channel) means the same in the worker."""
    return json.dumps(
        _with_secrets(
            config.model_dump(mode="json", exclude_unset=True), config.model_dump(mode="python", exclude_unset=True)
        )
    )


def worker_env(environ: Mapping[str, str], config: RouterConfig) -> dict[str, str]:
    """The environment a worker starts with: ``environ`` without the ``CACHEROUTE_*`` settings, which the parent
    merged into the worker's config already (read again there, ``CACHEROUTE_CONTROL__PORT`` would give every
    worker one control port), keeping the variables the replicas name for their keys."""
    keys = {r.api_key_env for r in config.replicas if r.api_key_env is not None}
    return {k: v for k, v in environ.items() if not k.upper().startswith(ENV_PREFIX) or k in keys}


def run_workers(configs: Sequence[RouterConfig], router_args: Sequence[str]) -> int:
    """Serve with one process per config (`worker_configs`) until one exits or a signal comes; their exit status.

    ``router_args``: the router's own flags for each worker (host, port, policy, loop, log level);
    each is started as ``python -m cacheroute_solver.router --config <its config>
    --reuse-port`` plus those, in a process group of its own (a terminal's Ctrl-C reaches the parent only, which
    passes it on once). SIGTERM or SIGINT is passed to every worker at once, so that they drain together
    (`lifecycle`: not ready, the delay, the grace); the parent exits once they all have, or kills those still
    running ``_KILL_AFTER_S`` past the grace. A second signal is passed on too (the workers cut their drain short).
    Their configs are written to a private directory, removed on exit."""
    control = configs[0].control
    if not is_loopback(control.host) and control.secret() is None:
        log.warning("control plane on %s without a token: every worker's is open to that network", control.host)
    env = worker_env(os.environ, configs[0])
    work = Path(tempfile.mkdtemp(prefix="cacheroute-workers-"))
    procs: list[subprocess.Popen[bytes]] = []
    signals: list[int] = []

    def on_signal(signum: int, _frame: object) -> None:
        signals.append(signum)
        for p in procs:
            if p.poll() is None:
                p.send_signal(signum)

    old = {s: signal.signal(s, on_signal) for s in (signal.SIGTERM, signal.SIGINT)}
    try:
        for i, c in enumerate(configs):
            if signals:
                break  # those started have it; start no more
            path = work / f"worker-{i}.json"
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(config_json(c))
            argv = [sys.executable, "-m", "cacheroute_solver.router", "--config", str(path), "--reuse-port"]
            procs.append(subprocess.Popen([*argv, *router_args], process_group=0, env=env))
            log.info("worker %d: pid %d, control plane on port %s", i, procs[-1].pid, c.control.port)
        status = 0
        while not signals:
            done = [p for p in procs if p.poll() is not None]
            if done:
                status = next((p.returncode for p in done if p.returncode), 0)
                log.warning("worker pid %d exited (%s): stopping the others", done[0].pid, done[0].returncode)
                for p in procs:
                    if p.poll() is None:
                        p.send_signal(signal.SIGTERM)
                break
            time.sleep(0.2)
        deadline = time.monotonic() + configs[0].shutdown.grace_s + _KILL_AFTER_S
        for p in procs:
            try:
                p.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                log.warning("worker pid %d still running %g s past its grace: killed", p.pid, _KILL_AFTER_S)
        return status or next((p.returncode for p in procs if p.returncode and p.returncode > 0), 0)
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        for s, h in old.items():
            signal.signal(s, h)
        for written in work.iterdir():
            written.unlink()
        work.rmdir()
