"""End to end on real vLLM engines: real routers, as their users run them, on the trace's clock.

Starts vLLM CPU servers (tiny random-weight Llama, prefix caching on, a small KV so blocks are
evicted, ``--enable-scale-out`` so the Rust router's render calls are answered,
``--enable-prompt-tokens-details`` so each answer says how many prompt tokens hit) on 127.0.0.1,
then for each run and each router: resets the engines' prefix caches, starts the router (or N
instances of it behind `balancer.py`), replays the same open-loop schedule (`schedule.py`:
Mooncake trace arrivals divided by ``--time-scale``), steps the CacheRoute planner on the trace's
clock (``POST /plan/step``; with N instances one `SharedPlanner` pulls every instance's ``/stats``,
plans once from the merged statistics and gives the plan to all of them), reads the engines' ``vllm:prefix_cache_*`` counters and the router's own
counters, and stops it. A router whose own counters or log show it ran degraded fails the run
(exit 1, the reason printed and written to the report) unless ``--allow-degraded``. Then the
simulator predicts the same runs (`predict.py`) and the report is written (`report.py`).

Every process it starts is stopped by pid on the way out, on failure too. Run from the repository root
with the library's environment (``.venv/bin/python -m e2e.run_e2e``); the engines and the Rust and
SGLang routers run from ``--vllm-venv``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent
from cacheroute_solver.costmodel import DEFAULT_PRESET, PRESETS  # noqa: E402
from cacheroute_solver.observe import read_trace  # noqa: E402
from e2e.counters import (  # noqa: E402
    Samples,
    engine_totals,
    engine_ttft_quantile,
    reference_health,
    reference_inflight,
    router_hit_figures,
    rust_router_health,
    sglang_router_health,
)
from e2e.loadgen import replay  # noqa: E402
from e2e.pacing import (  # noqa: E402
    ARCH,
    DEFAULT_SCALE,
    PROMPT_TOKENS,
    Pacing,
    batch_of,
    behind,
    parse_speeds,
    step_summary,
)
from e2e.procs import Processes, cpu_seconds, wait_http  # noqa: E402
from e2e.routers import (  # noqa: E402
    RUST_CACHE_AWARE,
    SGLANG_CACHE_AWARE,
    RouterSpec,
    control_ports,
    defaults_mismatch,
    dump,
    missing,
    parse_routers,
    pstack_argv,
    reference_argv,
    reference_config,
    rust_argv,
    sglang_argv,
    shared_planner_config,
    smg_argv,
    with_control,
    with_peers,
)
from e2e.schedule import (  # noqa: E402
    WORKLOADS,
    build_schedule,
    multiturn_records,
    plan_step_times,
    trace_field,
    utilisation_time_scale,
)

PLUGIN_CHECK = (
    "import importlib.metadata as m, sys; "
    "sys.exit(not any(e.name == 'cacheroute_paced' for e in m.entry_points(group='vllm.general_plugins')))"
)
"""Exits 0 in an environment where the paced engines' vLLM plugin (e2e/vllm_plugin) is installed."""


def http_get(url: str, timeout: float = 10.0) -> str:
    with urllib.request.urlopen(url, timeout=timeout) as r:
        return r.read().decode()


def http_post(url: str, data: bytes = b"", timeout: float = 30.0) -> tuple[int, str]:
    req = urllib.request.Request(url, data=data, method="POST", headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode(errors="replace")


def engine_counters(engines: list[str]) -> list[dict[str, float]]:
    return [engine_totals(http_get(u + "/metrics")) for u in engines]


def wait_idle(engines: list[str], timeout_s: float = 120.0) -> None:
    """Until no engine has a request running or waiting (a reset needs an idle engine)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        busy = 0.0
        for u in engines:
            s = Samples.parse(http_get(u + "/metrics"))
            busy += s.total("vllm:num_requests_running") + s.total("vllm:num_requests_waiting")
        if busy == 0:
            return
        time.sleep(1.0)
    raise TimeoutError("engines still busy")


def reset_caches(engines: list[str]) -> None:
    wait_idle(engines)
    for u in engines:
        status, body = http_post(u + "/reset_prefix_cache")
        if status != 200:
            raise RuntimeError(f"{u}/reset_prefix_cache answered {status}: {body[:200]}")


class Fleet:
    """The engines and what every run needs from them."""

    def __init__(self, args, procs: Processes, work: Path) -> None:
        self.args = args
        self.procs = procs
        self.work = work
        self.vbin = Path(args.vllm_venv).resolve() / "bin"
        self.urls: list[str] = []
        self.kv_sources: list[tuple[str, str]] = []
        """Each engine's (KV-event PUB, replay) endpoints, when the engines publish KV events."""
        self.pacings: list[Pacing] = pacings_of(args, work)
        """Each engine's pacing (``--engine-mode paced``); empty for plain engines."""
        self.alone_s: list[float] = []
        """The seconds of `calibrate`'s answers."""

    @property
    def tokenizer(self) -> str:
        return str(self.work / "model" / "tokenizer.json")

    def start(self, kv_events: bool = False) -> None:
        a = self.args
        if a.fake_engines:
            self._start_fake()
            return
        vpy = str(self.vbin / "python")
        if self.pacings and subprocess.run([vpy, "-c", PLUGIN_CHECK]).returncode != 0:
            raise RuntimeError(
                f"paced engines need their vLLM plugin in {a.vllm_venv} (e2e/vllm_plugin): run e2e/setup_env.sh, or "
                "--engine-mode plain"
            )
        subprocess.run([vpy, str(HERE / "build_model.py"), str(self.work / "model")], check=True)
        (self.work / "tmp").mkdir(exist_ok=True)
        env = {
            "VLLM_SERVER_DEV_MODE": "1",
            "VLLM_CPU_KVCACHE_SPACE": "1",
            "VLLM_CPU_OMP_THREADS_BIND": "nobind",
            "OMP_NUM_THREADS": "1",
            "OMP_WAIT_POLICY": "PASSIVE",
            "HF_HUB_OFFLINE": "1",
            "VLLM_CACHE_ROOT": str(self.work / "vllm-cache"),
            "TMPDIR": str(self.work / "tmp"),
            "PYTHONPATH": str(ROOT),  # e2e.paced_engine, which the plugin of e2e/vllm_plugin names
        }
        for i in range(a.engines):
            port = a.base_port + i
            argv = [
                vpy,
                "-m",
                "vllm.entrypoints.openai.api_server",
                "--model",
                str(self.work / "model"),
                "--served-model-name",
                "tiny",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--load-format",
                "dummy",
                "--dtype",
                "bfloat16",
                "--max-model-len",
                str(a.max_prompt + 64),
                "--block-size",
                str(a.block_size),
                "--enable-prefix-caching",
                "--max-num-seqs",
                str(a.max_num_seqs),
                "--max-num-batched-tokens",
                str(a.max_num_batched_tokens),
                "--enforce-eager",
                "--num-gpu-blocks-override",
                str(a.blocks),
                # the Rust router's cache_aware renders prompts on the workers: vLLM answers 403 without this
                "--enable-scale-out",
                "--enable-prompt-tokens-details",
            ]
            pacing = self.pacings[i] if self.pacings else None
            if pacing is not None:
                argv += ["--hf-overrides", json.dumps({"architectures": [ARCH]})]
            if kv_events:
                # vLLM binds a wildcard PUB endpoint (it connects to any other); the routers connect to 127.0.0.1
                pub, replay = a.base_port + 300 + i, a.base_port + 400 + i
                argv += [
                    "--kv-events-config",
                    json.dumps(
                        {
                            "enable_kv_cache_events": True,
                            "publisher": "zmq",
                            "endpoint": f"tcp://*:{pub}",
                            "replay_endpoint": f"tcp://127.0.0.1:{replay}",
                            "topic": "kv-events",
                        }
                    ),
                ]
                self.kv_sources.append((f"tcp://127.0.0.1:{pub}", f"tcp://127.0.0.1:{replay}"))
            self.procs.start(
                f"engine{i}",
                argv,
                env=env | (pacing.env() if pacing is not None else {}),
                nice=a.engine_nice,
                cpus=getattr(a, "engine_cpu_list", None),
            )
            self.urls.append(f"http://127.0.0.1:{port}")
        for i, u in enumerate(self.urls):
            try:
                wait_http(u + "/health", 900, self.procs.procs[f"engine{i}"])
            except Exception:
                print(self.procs.tail(f"engine{i}"), file=sys.stderr)
                raise
        for u in self.urls:
            if "vllm:prefix_cache_queries_total" not in http_get(u + "/metrics"):
                raise RuntimeError(f"{u}/metrics has no vllm:prefix_cache_queries_total")

    def _start_fake(self) -> None:
        """Engines of `fake_engine` (``--fake-engines``): the harness's wiring, every router row, without vLLM. The
        model's folder is written too: the rows that hash prompts in the engines' tokens read its tokenizer."""
        subprocess.run([sys.executable, str(HERE / "build_model.py"), str(self.work / "model")], check=True)
        for i in range(self.args.engines):
            port = self.args.base_port + i
            argv = [sys.executable, "-m", "e2e.fake_engine", "--port", str(port), "--name", f"engine{i}"]
            # the stream's end after its [DONE] in a later write, as vLLM's server sends it
            self.procs.start(
                f"engine{i}", [*argv, "--service-ms", "20", "--end-ms", "5"], env={"PYTHONPATH": str(ROOT)}
            )
            self.urls.append(f"http://127.0.0.1:{port}")
        for i, u in enumerate(self.urls):
            wait_http(u + "/health", 60, self.procs.procs[f"engine{i}"])

    def calibrate(self, n: int = 6, tokens: int = PROMPT_TOKENS) -> float:
        """Prompt tokens per second one engine prefills alone (uncached prompts, one at a time); each answer's
        seconds are kept (`alone_s`)."""
        u = self.urls[0]
        self.alone_s = []
        for k in range(n):
            prompt = " ".join(f"w{(k * 131 + j * 17) % 1000}" for j in range(tokens))
            body = json.dumps({"model": "tiny", "prompt": prompt, "max_tokens": 1, "temperature": 0.0}).encode()
            t = time.monotonic()
            status, text = http_post(u + "/v1/completions", body, timeout=120)
            if status != 200:
                raise RuntimeError(f"calibration request failed: {status} {text[:200]}")
            if k > 0:  # the first one warms up
                self.alone_s.append(time.monotonic() - t)
        return tokens * len(self.alone_s) / sum(self.alone_s)

    def path_s(self, tokens: int = PROMPT_TOKENS) -> float | None:
        """A paced engine's path, measured: the median seconds of `calibrate`'s answers (one step each) less that
        step's modelled time; what a request spends outside the modelled steps (the client, the engine's HTTP server
        and tokenizer), at least 0: the engine takes vLLM's work between steps off its sleep, which can cover the
        path. None for plain engines, or before `calibrate`."""
        if not self.pacings or not self.alone_s:
            return None
        return max(0.0, statistics.median(self.alone_s) - self.pacings[0].step_s(batch_of([tokens], [tokens])))

    def calibrate_fleet(self, n: int = 4, tokens: int = 1000) -> float:
        """Prompt tokens per second per engine while every engine prefills at once (uncached prompts, one
        at a time on each engine, all engines together): what the fleet can take on this machine, where
        the engines share its cores with each other and with other work, unlike `calibrate`'s one engine
        alone."""
        from concurrent.futures import ThreadPoolExecutor

        def one(e: int, k: int) -> None:
            prompt = " ".join(f"w{(e * 389 + k * 211 + j * 19) % 1000}" for j in range(tokens))
            body = json.dumps({"model": "tiny", "prompt": prompt, "max_tokens": 1, "temperature": 0.0}).encode()
            status, text = http_post(self.urls[e] + "/v1/completions", body, timeout=300)
            if status != 200:
                raise RuntimeError(f"calibration request failed: {status} {text[:200]}")

        def engine(e: int) -> None:
            for k in range(n):
                one(e, k)

        with ThreadPoolExecutor(len(self.urls)) as pool:
            list(pool.map(lambda e: one(e, n), range(len(self.urls))))  # warm-up
            t = time.monotonic()
            list(pool.map(engine, range(len(self.urls))))
            wall = time.monotonic() - t
        return tokens * n / wall


def wait_workers(base: str, engines: list[str], proc, timeout_s: float = 120.0) -> None:
    """Until sglang-router lists every engine as a worker: it answers /health before it has
    registered any (registration runs in the background) and answers 503 meanwhile."""
    deadline = time.monotonic() + timeout_s
    last = ""
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"sglang-router exited with {proc.returncode}")
        try:
            last = http_get(base + "/workers")
            if all(u in last for u in engines) and http_get(base + "/readiness") is not None:
                return
        except OSError as e:
            last = repr(e)
        time.sleep(1.0)
    raise TimeoutError(f"sglang-router has not registered every engine after {timeout_s} s: {last[:300]}")


class RouterRun:
    """One router (N instances, a balancer when N > 1) started for one replay."""

    def __init__(self, spec: RouterSpec, fleet: Fleet, tag: str) -> None:
        self.spec = spec
        self.fleet = fleet
        self.tag = tag
        a = fleet.args
        self.ports = [a.router_port + 10 + i for i in range(spec.instances)]
        self.metric_ports = [a.router_port + 100 + i for i in range(spec.instances)]
        self.names = [f"{tag}-{i}" for i in range(spec.instances)]
        self.base = f"http://127.0.0.1:{a.router_port}" if spec.instances > 1 else f"http://127.0.0.1:{self.ports[0]}"
        self.instances = [f"http://127.0.0.1:{p}" for p in self.ports]
        self.control_ports = control_ports(a.router_port, spec.instances)
        self.controls = [f"http://127.0.0.1:{p}" for p in self.control_ports] if spec.control else list(self.instances)
        """Where each instance's control plane answers (its own listener for `RouterSpec.control` rows)."""

    def start(self, configs: list[dict] | None) -> None:
        f, spec, procs = self.fleet, self.spec, self.fleet.procs
        for i, (name, port, mport) in enumerate(zip(self.names, self.ports, self.metric_ports, strict=False)):
            if spec.impl == "reference":
                assert configs is not None, "a reference row has its configs"
                path = dump(configs[i], f.work / f"{name}.json")
                p = procs.start(name, reference_argv(path, port), env={"PYTHONPATH": str(ROOT)})
            elif spec.impl == "pstack":
                cfg_path = dump(configs[i], f.work / f"{name}.json") if spec.plans and configs else None
                pbin = Path(f.args.pstack_venv).resolve() / "bin"
                p = procs.start(name, pstack_argv(pbin, spec, f.urls, port, cfg_path), env={"PYTHONPATH": str(ROOT)})
            elif spec.impl == "smg":
                mesh_ports = [f.args.router_port + 200 + k for k in range(spec.instances)]
                mesh = (
                    (name, mesh_ports[i], [q for k, q in enumerate(mesh_ports) if k != i])
                    if spec.instances > 1
                    else None
                )
                p = procs.start(name, smg_argv(f.vbin / "python", spec, f.urls, port, mport, mesh))
            elif spec.impl == "vllm-router":
                p = procs.start(
                    name,
                    rust_argv(f.vbin, spec, f.urls, port, mport, f.kv_sources, f.args.block_size)
                    + f.args.rust_extra.split(),
                )
            else:
                p = procs.start(name, sglang_argv(f.vbin / "python", spec, f.urls, port, mport))
            wait_http(f"http://127.0.0.1:{port}/health", 180, p)
            if spec.impl in ("sglang-router", "smg"):
                wait_workers(f"http://127.0.0.1:{port}", f.urls, p)
        if spec.instances > 1:
            p = procs.start(
                f"{self.tag}-balancer",
                [sys.executable, str(HERE / "balancer.py"), "--port", str(f.args.router_port), *self.instances],
            )
            wait_http(self.base + "/balancer/stats", 60, p)

    def router_metrics(self, settle_s: float = 10.0) -> list[str]:
        """Each instance's ``/metrics`` page; a reference router's once it has nothing in flight (up to
        ``settle_s``), so that the last answers' outcomes are counted."""
        pages = self._metric_pages()
        deadline = time.monotonic() + settle_s
        while (
            self.spec.impl == "reference"
            and time.monotonic() < deadline
            and any(reference_inflight(Samples.parse(p)) for p in pages)
        ):
            time.sleep(0.2)
            pages = self._metric_pages()
        return pages

    def _metric_pages(self) -> list[str]:
        out = []
        for inst, mport in zip(self.instances, self.metric_ports, strict=False):
            own = self.spec.impl in ("reference", "pstack")  # on its own port; the others on a metrics port
            url = inst + "/metrics" if own else f"http://127.0.0.1:{mport}/metrics"
            urls = [url]
            if self.spec.impl == "pstack" and self.spec.policy == "plan":
                urls.append(
                    inst + "/cacheroute/metrics"
                )  # the routing core's own (`cacheroute_solver.router.production_stack`)
            page = ""
            for u in urls:
                try:
                    text = http_get(u)
                    page += text if text.endswith("\n") or not text else text + "\n"
                except OSError as e:
                    page += f"# could not read {u}: {e!r}\n"
            out.append(page)
        return out

    def balancer_stats(self) -> dict | None:
        if self.spec.instances == 1:
            return None
        return json.loads(http_get(self.base + "/balancer/stats"))

    def logs(self) -> str:
        return "\n".join(self.fleet.procs.tail(n, 100000) for n in self.names)

    def stop(self) -> None:
        for n in [f"{self.tag}-balancer", *self.names]:
            self.fleet.procs.stop(n)


_SHOWN = (
    "vllm_router_prefix_routing_decisions_total",
    "vllm_router_kv_routing_inputs_total",
    "vllm_router_policy_decisions_total",
    "smg_router_upstream_responses_total",
    "smg_worker_retries_total",
    "smg_worker_retries_exhausted_total",
    "cacheroute_decisions_total",
    "cacheroute_requests_total",
    "cacheroute_client_disconnects_total",
    "cacheroute_plan_swaps_total",
    "cacheroute_plan_warm_keys",
    "cacheroute_ejections_total",
    "cacheroute_retries_total",
    "cacheroute_kv_blocks_total",
    "cacheroute_kv_gaps_total",
    "cacheroute_kv_missed_batches_total",
    "cacheroute_loop_stalls_total",
    "cacheroute_stalled_failures_total",
    "cacheroute_peer_reports_total",
)


LEARNED = {
    "token_s": "cacheroute_replica_token_seconds",
    "attn_pair_s": "cacheroute_replica_attention_pair_seconds",
    "decode_step_s": "cacheroute_replica_decode_step_seconds",
    "observations": "cacheroute_replica_cost_observations",
}
"""The reference router's cost model in force per replica (learned, or as told), as its /metrics exports it."""


def learned_costs(parsed: list[Samples]) -> list[dict[str, dict[str, float]]]:
    """Per router instance, per replica, its cost model in force at the run's end (`LEARNED`; empty for a router
    that exports none)."""
    out = []
    for p in parsed:
        figures: dict[str, dict[str, float]] = {}
        for field_name, metric in LEARNED.items():
            for replica, value in p.by_label(metric, "replica").items():
                figures.setdefault(replica, {})[field_name] = value
        out.append(figures)
    return out


def true_costs_arg(path: str) -> list[dict]:
    """``--true-costs``: a JSON list of each engine's `DelayModel` fields, in engine order."""
    from pydantic import ValidationError

    from cacheroute_solver.routing import DelayModel

    try:
        models = json.loads(Path(path).read_text())
        if not isinstance(models, list):
            raise ValueError("a JSON list of DelayModel objects, one per engine")
        return [DelayModel.model_validate(m).model_dump() for m in models]
    except (OSError, ValueError, ValidationError) as e:
        raise argparse.ArgumentTypeError(f"--true-costs {path}: {e}") from None


def true_costs_of(pacings: Sequence[Pacing], max_num_seqs: int) -> list[dict] | None:
    """Each paced engine's true cost model as the router's `DelayModel` (its pacing's cost model at its speed), the
    model a ``cacheroute_told`` row is given and the learned ones are held to; None for plain or fake engines."""
    from cacheroute_solver.routing import DelayModel

    if not pacings:
        return None
    return [DelayModel.from_cost(p.cost(), max_num_seqs).scaled(1.0 / p.speed).model_dump() for p in pacings]


def router_counters(parsed: list[Samples]) -> dict[str, float]:
    """The router's own counters that say how it routed (summed over instances)."""
    out: dict[str, float] = {}
    for p in parsed:
        for k, v in p.matching("|".join(_SHOWN)).items():
            if k.split("{")[0] in _SHOWN:
                out[k] = out.get(k, 0.0) + v
    return out


def plan_hooks(run: RouterRun, times: list[float], config: dict):
    """The planner steps on the trace's clock: one instance plans itself (``POST /plan/step``);
    several are planned by one `SharedPlanner` (``config``: the instances' RouterConfig), as a
    deployment of several instances runs them."""
    from cacheroute_solver.router.instances.shared_plan import SharedPlanner

    shared = SharedPlanner(shared_planner_config(run.controls, config)) if len(run.instances) > 1 else None
    busy = asyncio.Lock()

    async def step() -> dict:
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=120)) as s:
            if shared is not None:
                if busy.locked():  # the previous step is still solving: this one is skipped
                    return {"busy": True}
                async with busy:
                    info = await shared.step(s)
                if not info.get("planned"):
                    return {"error": f"shared planner did not plan: {json.dumps(info)[:200]}"}
                refused = {u: why for u, why in info["published"].items() if why != "accepted"}
                if refused:
                    info["push_errors"] = [f"{u}: {why[:100]}" for u, why in refused.items()]
                if info["failed"]:
                    info.setdefault("push_errors", []).extend(f"{u}: {why[:100]}" for u, why in info["failed"].items())
            else:
                async with s.post(run.instances[0] + "/plan/step") as r:
                    info = await r.json()
                    if r.status == 409 and "swap" not in info:
                        return {"busy": True}
                    if r.status != 200:
                        return {"error": f"plan/step answered {r.status}: {json.dumps(info)[:200]}"}
        return {
            k: info.get(k)
            for k in ("warm_keys", "keys_seen", "admitted", "evicted", "moved", "status", "swap", "push_errors")
            if k in info
        }

    return [(t, step) for t in times]


def run_router(
    spec: RouterSpec, fleet: Fleet, schedule, run_no: int, configs: list[dict] | None, times: list[float]
) -> dict:
    """One replay through one router; hit figures from the engines, health from the router."""
    a = fleet.args
    reset_caches(fleet.urls)
    before = engine_counters(fleet.urls)
    tag = f"r{run_no}-{spec.name.replace('*', 'x')}"
    rr = RouterRun(spec, fleet, tag)
    t0 = time.time()
    try:
        rr.start(configs)
        print(
            f"[e2e] run {run_no}: {spec.name}: replaying {len(schedule.items)} requests over "
            f"{schedule.duration_s:.0f} s",
            flush=True,
        )
        hooks = plan_hooks(rr, times, configs[0]) if spec.plans and configs else []
        pids = [fleet.procs.procs[n].pid for n in rr.names]
        cpu0 = cpu_seconds(pids)
        started = time.time()
        out = asyncio.run(replay(rr.base, schedule, hooks=hooks, timeout_s=a.request_timeout, stream=True))
        ended = time.time()
        router_cpu_s = cpu_seconds(pids) - cpu0
        metrics = rr.router_metrics()
        bal = rr.balancer_stats()
        logs = rr.logs()
    finally:
        rr.stop()
    wait_idle(fleet.urls)
    after = engine_counters(fleet.urls)

    def delta(name: str) -> list[float]:
        return [x[name] - y[name] for x, y in zip(after, before, strict=False)]

    hits, queries = delta("vllm:prefix_cache_hits_total"), delta("vllm:prefix_cache_queries_total")
    n = len(schedule.items)
    degraded: list[str] = []
    parsed = [Samples.parse(m) for m in metrics]
    merged = Samples([s for p in parsed for s in p.samples])
    if spec.impl == "vllm-router":
        degraded += rust_router_health(merged, logs, n, max_share=a.max_fallback_share)
    elif spec.impl in ("sglang-router", "smg"):
        degraded += sglang_router_health(merged, logs, n, max_share=a.max_fallback_share)
    elif spec.impl == "pstack":
        bad = [s for s in out.hook_results if "error" in s]
        if bad:
            degraded.append(f"{len(bad)} of {len(out.hook_results)} plan steps failed: {bad[0]}")
    else:
        degraded += reference_health(
            merged,
            n,
            policy=spec.policy,
            plan_steps=out.hook_results,
            kv_replicas=[f"engine{i}" for i in range(len(fleet.urls))] if spec.kv_events else (),
        )
    steps = paced_steps(fleet, started, ended)
    late = behind(steps or [])
    if late:
        degraded.append(late)
    errors = out.errors
    if len(errors) > 0.01 * n:
        degraded.append(f"{len(errors)} of {n} requests failed, e.g. {errors[0][:200]}")
    if out.max_lag_s > 5.0:
        degraded.append(f"the load generator fell {out.max_lag_s:.1f} s behind the schedule")
    cached = [o.cached_tokens for o in out.outcomes if o.cached_tokens is not None]
    # each answer whose uncached prompt tokens are known, with them: the cost model's fit (`e2e.predict.fit_ttft`)
    uncached = [
        (o.prompt_tokens - o.cached_tokens, o)
        for o in out.outcomes
        if o.status == 200 and o.prompt_tokens is not None and o.cached_tokens is not None
    ]
    res = {
        "router": spec.name,
        "impl": spec.impl,
        "policy": spec.policy,
        "instances": spec.instances,
        "run": run_no,
        "hits": hits,
        "queries": queries,
        "prompt_tokens": delta("vllm:prompt_tokens_total"),
        "hit_rate": sum(hits) / max(sum(queries), 1.0),
        "cached_tokens_reported": sum(cached),
        "answers_with_usage": len(cached),
        "errors": len(errors),
        "error_sample": errors[:5],
        "wall_s": out.wall_s,
        "router_cpu_s": router_cpu_s,
        "max_lag_s": out.max_lag_s,
        "latency_mean_s": sum(o.latency_s for o in out.outcomes) / max(n, 1),
        "latency_p99_s": sorted(o.latency_s for o in out.outcomes)[int(0.99 * (n - 1))] if n else 0.0,
        "ttft_p50_s": quantile([o.ttft_s for o in out.outcomes if o.ttft_s is not None], 0.5),
        "ttft_p99_s": quantile([o.ttft_s for o in out.outcomes if o.ttft_s is not None], 0.99),
        "ttft_answers": sum(o.ttft_s is not None for o in out.outcomes),
        "engine_ttft_p50_s": engine_ttft_quantile(before, after, 0.5),
        "engine_ttft_p99_s": engine_ttft_quantile(before, after, 0.99),
        "plan_steps": out.hook_results,
        "balancer": bal,
        "router_counters": router_counters(parsed),
        "router_figures": router_hit_figures(merged) if spec.impl == "reference" and spec.plans else None,
        "learned_costs": learned_costs(parsed),
        "degraded": degraded,
        "total_s": time.time() - t0,
        "paced_steps": steps,
        "cost_pairs": [(u, o.latency_s) for u, o in uncached],
        "ttft_pairs": [(u, o.ttft_s) for u, o in uncached if o.ttft_s is not None],
        # each answer: [index, TTFT s, cached tokens], to set beside the simulator's request by request
        "answers": [[o.index, o.ttft_s, o.cached_tokens] for o in out.outcomes if o.status == 200],
        "routes": [
            [
                o.index,
                o.headers.get("X-CacheRoute-Replica"),
                o.headers.get("X-CacheRoute-Decision"),
                o.headers.get("X-Balancer-Upstream"),
                o.cached_tokens,
            ]
            for o in out.outcomes
            if o.headers
        ],
    }
    print(
        f"[e2e] run {run_no}: {spec.name}: hit rate {res['hit_rate']:.4f}, errors {res['errors']}, "
        f"lag {out.max_lag_s:.1f} s, p99 {res['latency_p99_s']:.2f} s, "
        f"TTFT p50 {res['ttft_p50_s'] or 0:.3f} s p99 {res['ttft_p99_s'] or 0:.3f} s"
        + (f", DEGRADED: {'; '.join(degraded)}" if degraded else ""),
        flush=True,
    )
    return res


def quantile(xs: list[float], q: float) -> float | None:
    """The ``q`` quantile of ``xs`` (nearest rank below), None when empty."""
    if not xs:
        return None
    xs = sorted(xs)
    return xs[int(q * (len(xs) - 1))]


def workload_records(args) -> list:
    """The workload's trace records (`schedule.WORKLOADS`)."""
    if args.workload == "multiturn":
        return multiturn_records(args.requests, tokens_per_block=args.tokens_per_block, seed=args.seed)
    return list(read_trace(args.trace).records[: args.requests])


def compact_json(obj) -> str:
    """Compact JSON with floats to 6 significant digits."""

    def r(x):
        if isinstance(x, float):
            return float(f"{x:.6g}")
        if isinstance(x, dict):
            return {k: r(v) for k, v in x.items()}
        if isinstance(x, (list, tuple)):
            return [r(v) for v in x]
        return x

    return json.dumps(r(obj), separators=(",", ":"))


def routing_fields(text: str) -> dict:
    """``--routing``: a JSON object of `RoutingConfig` fields, checked before any engine starts."""
    from pydantic import ValidationError

    from cacheroute_solver.routing import RoutingConfig

    try:
        fields = json.loads(text)
        RoutingConfig.model_validate(fields)
    except (json.JSONDecodeError, ValidationError) as e:
        raise argparse.ArgumentTypeError(str(e)) from None
    if "instances" in fields:
        raise argparse.ArgumentTypeError(
            "instances: set by each row's name (NAME*N), not --routing, which applies to every CacheRoute row and "
            "would undo a several-instance row's home rule"
        )
    return fields


def add_fleet_args(p: argparse.ArgumentParser) -> None:
    """The engines', schedule's and planner's flags, with the defaults both harnesses (this one and
    `run_operate.py`) run with."""
    p.add_argument("--engines", type=int, default=3)
    p.add_argument("--blocks", type=int, default=4096, help="KV blocks per engine (--num-gpu-blocks-override)")
    p.add_argument("--block-size", type=int, default=32)
    p.add_argument("--tokens-per-block", type=int, default=32, help="tokens per 512-token trace block")
    p.add_argument("--max-prompt", type=int, default=3000)
    p.add_argument(
        "--wording", default="v2", choices=["v1", "v2"], help="how trace blocks become words (schedule.WORDINGS)"
    )
    p.add_argument("--max-out", type=int, default=2)
    p.add_argument("--max-num-seqs", type=int, default=8)
    p.add_argument("--max-num-batched-tokens", type=int, default=8192)
    p.add_argument("--plan-period", type=float, default=20.0, help="planner period, trace seconds")
    p.add_argument("--horizon", type=float, default=600.0, help="observer horizon, trace seconds")
    p.add_argument(
        "--amortize-s", type=float, default=120.0, help="PlanConfig.period_s, trace seconds: cold fill spread over this"
    )
    p.add_argument("--admit-rate", type=float, default=0.01, help="requests per trace second")
    p.add_argument("--keep-rate", type=float, default=0.005, help="requests per trace second")
    p.add_argument("--max-keys", type=int, default=400)
    p.add_argument(
        "--prefill-capacity",
        type=float,
        default=None,
        help="prompt tokens/s per engine for the planner (default: measured before the runs)",
    )
    p.add_argument(
        "--engine-nice",
        type=int,
        default=10,
        help="the engines' CPU niceness: on a machine the engines share with the routers, every router "
        "gets the CPU before the engines, as it has its own cores in a real deployment (0: same priority)",
    )
    p.add_argument(
        "--engine-cpus",
        default="half",
        help="the CPUs the engines run on; the harness, the routers, the balancer and the load generator run on the "
        "others, so a router's CPU never slows an engine (a router has its own cores in a deployment): 'half' (the "
        "upper half of the CPUs this process may use, on a machine of 2 or more), a list such as '1' or '2-3,5', or "
        "'shared' (every process on every CPU, the engines niced: the pages before 2026-12-06)",
    )
    p.add_argument(
        "--engine-mode",
        choices=("paced", "plain"),
        default="paced",
        help="paced: each engine's steps take the modelled time of their batch (e2e/pacing.py), so engines that share "
        "a CPU keep their own time and latency and balance readings count; plain: the tiny model at the CPU's speed, "
        "the engines slowing each other (hit rates count, latency and balance do not)",
    )
    p.add_argument(
        "--engine-speeds",
        default="1",
        help="paced engines' speeds, one per engine or one for all, e.g. '1,1,0.5' (the last at half speed)",
    )
    p.add_argument(
        "--pacing-preset",
        default=DEFAULT_PRESET,
        choices=sorted(PRESETS),
        help="the cost-model preset the paced engines keep to (cacheroute_solver.costmodel)",
    )
    p.add_argument(
        "--pacing-scale",
        type=float,
        default=DEFAULT_SCALE,
        help="every modelled time x this: at 10 an engine of the default preset prefills 1,876 prompt tokens/s, the "
        "tiny model's real compute (55-250 us a token on a loaded 2-core machine) a fraction of its 533 us, so three "
        "fit on one CPU (e2e.pacing.DEFAULT_SCALE)",
    )
    p.add_argument("--base-port", type=int, default=8301)
    p.add_argument("--router-port", type=int, default=8300)
    p.add_argument("--request-timeout", type=float, default=600.0)
    p.add_argument("--vllm-venv", default=str(ROOT / ".venv-vllm"))
    p.add_argument(
        "--pstack-venv",
        default=str(ROOT / ".venv-pstack"),
        help="the production-stack router's environment (e2e/setup_env.sh makes it from PRODUCTION_STACK_SRC)",
    )
    p.add_argument(
        "--fake-engines",
        action="store_true",
        help="fake engines (e2e/fake_engine.py) instead of vLLM: checks the harness and every router row quickly; "
        "their hit rates are zero",
    )
    p.add_argument(
        "--rust-extra", default="", help="extra vllm-router flags (diagnosis only, e.g. '--log-level debug')"
    )


def pacings_of(args, work: Path) -> list[Pacing]:
    """Each engine's `Pacing` (``--engine-mode paced``), its steps logged under ``work``; empty for plain or fake
    engines. A ValueError names the flag that is wrong."""
    speeds = parse_speeds(args.engine_speeds, args.engines)
    if args.engine_mode == "plain" or args.fake_engines:
        if any(x != 1.0 for x in speeds):
            raise ValueError("--engine-speeds: only paced engines (--engine-mode paced) run at a set speed")
        return []
    if not args.pacing_scale > 0:
        raise ValueError(f"--pacing-scale: must be a positive number, got {args.pacing_scale}")
    return [
        Pacing(preset=args.pacing_preset, scale=args.pacing_scale, speed=x, log=str(work / f"engine{i}-steps.jsonl"))
        for i, x in enumerate(speeds)
    ]


def paced_steps(fleet: Fleet, since: float, until: float) -> list[dict[str, float]] | None:
    """Each paced engine's steps in [``since``, ``until``) (`pacing.step_summary`); None for plain engines."""
    if not fleet.pacings:
        return None
    out = []
    for pacing in fleet.pacings:
        path = Path(pacing.log or "")
        out.append(step_summary(path.read_text().splitlines() if path.is_file() else [], since, until))
    return out


def split_cpus(spec: str, available: Sequence[int]) -> tuple[list[int], list[int]] | None:
    """(the engines' CPUs, everyone else's) for ``--engine-cpus`` ``spec`` out of ``available``; None: shared.

    >>> split_cpus("half", [0, 1])
    ([1], [0])
    >>> split_cpus("1-2", [0, 1, 2, 3])
    ([1, 2], [0, 3])
    """
    cpus = sorted(available)
    if spec == "shared" or (spec == "half" and len(cpus) < 2):
        return None
    if spec == "half":
        engines = cpus[len(cpus) // 2 :]
    else:
        try:
            engines = sorted(
                {
                    c
                    for part in spec.split(",")
                    for c in (
                        range(int(part.split("-")[0]), int(part.split("-")[1]) + 1) if "-" in part else [int(part)]
                    )
                }
            )
        except ValueError:
            raise ValueError(
                f"--engine-cpus: {spec!r} is not 'half', 'shared' or a CPU list such as '1' or '2-3,5'"
            ) from None
        outside = [c for c in engines if c not in cpus]
        if not engines or outside:
            raise ValueError(f"--engine-cpus: {spec!r} names CPUs this process may not use ({outside}; it has {cpus})")
    rest = [c for c in cpus if c not in engines]
    if not rest:
        raise ValueError(f"--engine-cpus: {spec!r} leaves no CPU for the routers and the load generator (of {cpus})")
    return engines, rest


def place_harness(args) -> None:
    """Apply ``--engine-cpus``: this process (so the routers, the balancer and the load generator it starts) to the
    CPUs the engines do not get; ``args.engine_cpu_list`` / ``args.harness_cpu_list`` say which (None: shared)."""
    try:
        split = split_cpus(args.engine_cpus, sorted(os.sched_getaffinity(0)))
    except ValueError as e:
        sys.exit(f"[e2e] {e}")
    args.engine_cpu_list, args.harness_cpu_list = split if split is not None else (None, None)
    if split is not None:
        os.sched_setaffinity(0, split[1])
        print(f"[e2e] engines on CPUs {split[0]}, the harness and the routers on {split[1]}", flush=True)


def plan_config_of(args) -> dict:
    """The planner's config in wall seconds: trace-time periods and rates scaled by ``--time-scale``."""
    return {
        "backend": "auto",
        "time_limit_s": 2.0,
        "period_s": args.amortize_s / args.time_scale,
        "admit_rate": args.admit_rate * args.time_scale,
        "keep_rate": args.keep_rate * args.time_scale,
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--workload", choices=WORKLOADS, default="synthetic", help="see schedule.WORKLOADS")
    p.add_argument("--trace", default=str(ROOT / "data/traces/synthetic_trace.jsonl"), help="the synthetic workload")
    p.add_argument("--seed", type=int, default=0, help="the multiturn workload's seed")
    p.add_argument("--requests", type=int, default=2000)
    p.add_argument(
        "--utilisation",
        type=float,
        default=0.65,
        help="send at this share of the fleet's measured prefill capacity (every prompt token counted)",
    )
    p.add_argument(
        "--time-scale",
        type=float,
        default=None,
        help="trace time / wall time, fixed (default: set from --utilisation and the engines' measured speed)",
    )
    p.add_argument("--runs", type=int, default=3)
    p.add_argument(
        "--arrival-quantum",
        type=float,
        default=None,
        metavar="SECONDS",
        help="the burst schedule (issue 54): floor every arrival to a whole multiple of SECONDS of trace time, so "
        "the requests of one trace second are sent together (default: arrivals as the trace has them)",
    )
    p.add_argument(
        "--routing",
        type=routing_fields,
        default=None,
        help="RoutingConfig fields (JSON) for every CacheRoute row, e.g. '{\"queued_weight\": 0}' (default: none)",
    )
    p.add_argument(
        "--engine-metrics",
        action="store_true",
        help="CacheRoute rows read the engines' /metrics every 0.5 s (RouterConfig.engine_metrics): their prefill "
        "histograms teach the learned cost models, their counts are hang progress",
    )
    p.add_argument(
        "--true-costs",
        type=true_costs_arg,
        default=None,
        metavar="PATH",
        help="each engine's true cost model (a JSON list of DelayModel objects, engine order) for the cacheroute_told "
        "row (default: paced engines' pacing, setup.true_costs); every CacheRoute row's figures in force at a run's "
        "end are in the JSON output (learned_costs)",
    )
    p.add_argument(
        "--routers",
        default="smg_cache_aware,smg_cache_aware*3,cacheroute,cacheroute*3,pstack_prefixaware,pstack_cacheroute,"
        "vllm_cache_aware",
    )
    add_fleet_args(p)
    p.add_argument("--workdir", default=str(ROOT / "tmp/e2e"))
    p.add_argument("--out", default=str(ROOT / "docs/results/e2e.md"))
    p.add_argument(
        "--json-out",
        default=str(ROOT / "docs/results/e2e.json"),
        help="everything measured (the report can be rewritten from it with --report-only)",
    )
    p.add_argument("--report-only", default=None, help="rewrite the report from a --json-out file, run nothing")
    p.add_argument("--allow-degraded", action="store_true", help="exit 0 even when a router ran degraded")
    p.add_argument(
        "--max-fallback-share",
        type=float,
        default=0.01,
        help="a router that routed more than this share of requests without its policy's input is degraded",
    )
    args = p.parse_args()
    from e2e.report import write_report

    if args.report_only:
        degraded = write_report(Path(args.out), json.loads(Path(args.report_only).read_text()), ROOT)
        print(f"[e2e] wrote {args.out}", flush=True)
        sys.exit(1 if degraded and not args.allow_degraded else 0)

    try:
        pacings_of(args, Path(args.workdir))
    except ValueError as e:
        p.error(str(e))
    place_harness(args)
    specs = parse_routers(args.routers)
    skipped = [why for s in specs if (why := missing(s, Path(args.vllm_venv), Path(args.pstack_venv)))]
    for why in skipped:
        print(f"[e2e] SKIPPED {why}", flush=True)
    specs = [s for s in specs if not missing(s, Path(args.vllm_venv), Path(args.pstack_venv))]
    if not specs:
        sys.exit("[e2e] no router of --routers is installed: " + "; ".join(skipped))
    records = workload_records(args)

    def make_schedule(time_scale: float):
        return build_schedule(
            records,
            tokens_per_block=args.tokens_per_block,
            max_prompt=args.max_prompt,
            max_out=args.max_out,
            time_scale=time_scale,
            wording=args.wording,
            arrival_quantum_s=args.arrival_quantum,
        )

    schedule = make_schedule(args.time_scale or 1.0)
    work = Path(args.workdir)
    work.mkdir(parents=True, exist_ok=True)
    vbin = Path(args.vllm_venv) / "bin"
    preflight: list[str] = []
    for spec in specs:
        if spec.impl == "vllm-router":
            h = subprocess.run([str(vbin / "vllm-router"), "--help"], capture_output=True, text=True).stdout
            preflight += [f"vllm-router {m}" for m in defaults_mismatch(RUST_CACHE_AWARE, h)]
        elif spec.impl in ("sglang-router", "smg"):
            module = "sglang_router.launch_router" if spec.impl == "sglang-router" else "smg.launch_router"
            h = subprocess.run([str(vbin / "python"), "-m", module, "--help"], capture_output=True, text=True).stdout
            preflight += [f"{spec.impl} {m}" for m in defaults_mismatch(SGLANG_CACHE_AWARE, h)]
    if preflight:
        sys.exit(
            "[e2e] the simulator's copy of a router's defaults differs from the installed one: " + "; ".join(preflight)
        )

    results: list[dict] = []
    failed: list[dict] = []
    t_start = time.time()
    saved: dict = {}
    with Processes(work / "logs") as procs:
        fleet = Fleet(args, procs, work)
        kv_events = any(s.kv_events for s in specs)
        fleet.start(kv_events=kv_events)
        print(f"[e2e] engines up after {time.time() - t_start:.0f} s", flush=True)
        alone = fleet.calibrate()
        cap = args.prefill_capacity or alone
        measured = fleet.calibrate_fleet()
        paced = [x.prompt_tokens_per_s() for x in fleet.pacings]
        base = sum(paced) / len(paced) if paced else measured
        print(
            f"[e2e] measured prefill capacity {alone:.0f} prompt tokens/s for one engine alone, {measured:.0f} per "
            "engine with every engine busy"
            + (
                f"; paced at {', '.join(f'{x:.0f}' for x in paced)} (the utilisation's base: the pacing's own)"
                if paced
                else " (the utilisation's base)"
            ),
            flush=True,
        )
        if args.time_scale is None:
            args.time_scale = utilisation_time_scale(schedule, base, args.engines, args.utilisation)
            schedule = make_schedule(args.time_scale)
        utilisation = schedule.prompt_tokens / max(schedule.duration_s, 1e-9) / (base * args.engines)
        times = plan_step_times(schedule, args.plan_period)
        print(
            f"[e2e] {len(schedule.items)} requests, {schedule.prompt_tokens} prompt tokens over "
            f"{schedule.duration_s:.0f} s ({schedule.rate:.2f} req/s, "
            f"{schedule.prompt_tokens / max(schedule.duration_s, 1e-9):.0f} prompt tokens/s: "
            f"{utilisation:.0%} of the fleet's {'paced' if paced else 'measured'} capacity; time scale "
            f"{args.time_scale:.3g}); "
            f"{len(times)} plan steps",
            flush=True,
        )
        kv_tokens = args.blocks * args.block_size
        plan_config = plan_config_of(args)
        truth = args.true_costs or true_costs_of(fleet.pacings, args.max_num_seqs)
        configs = {
            s.name: [
                reference_config(
                    s,
                    fleet.urls,
                    kv_tokens=kv_tokens,
                    prefill_capacity=cap,
                    plan_config=plan_config,
                    chars_per_token=schedule.chars_per_token(),
                    max_keys=args.max_keys,
                    horizon_s=args.horizon / args.time_scale,
                    share=1.0 / s.instances,
                    kv_sources=fleet.kv_sources,
                    tokenizer=fleet.tokenizer,
                    block_tokens=args.block_size,
                    routing=args.routing,
                    true_costs=truth,
                )
                for _ in range(s.instances)
            ]
            for s in specs
            if s.impl == "reference" or s.plans
        }
        if args.engine_metrics:  # every CacheRoute instance reads the engines' /metrics (their prefill histograms)
            configs = {k: [{**c, "engine_metrics": {"scrape_s": 0.5}} for c in cs] for k, cs in configs.items()}
        for s in specs:  # instance k hears its peers on UDP router_port + 300 + k
            if s.peers and s.instances > 1 and s.name in configs:
                configs[s.name] = with_peers(configs[s.name], [args.router_port + 300 + k for k in range(s.instances)])
            if s.control and s.name in configs:  # its control plane, and so its default peer channel
                configs[s.name] = with_control(configs[s.name], control_ports(args.router_port, s.instances))
        setup = {
            "requests": len(schedule.items),
            "prompt_tokens": schedule.prompt_tokens,
            "duration_s": schedule.duration_s,
            "engines": args.engines,
            "blocks": args.blocks,
            "block_size": args.block_size,
            "tokens_per_block": args.tokens_per_block,
            "max_prompt": args.max_prompt,
            "max_out": args.max_out,
            "time_scale": args.time_scale,
            "plan_period": args.plan_period,
            "horizon": args.horizon,
            "plan_steps": len(times),
            "prefill_capacity": cap,
            "max_num_seqs": args.max_num_seqs,
            "max_num_batched_tokens": args.max_num_batched_tokens,
            "chars_per_token": schedule.chars_per_token(),
            "plan_config": plan_config,
            "max_keys": args.max_keys,
            "routers": [s.name for s in specs],
            "runs": args.runs,
            "trace": Path(args.trace).name,
            "trace_path": trace_field(args.trace, ROOT),
            "kv_events": kv_events,
            "argv": sys.argv[1:],
            "wording": args.wording,
            "arrival_quantum_s": args.arrival_quantum,
            "engine_nice": args.engine_nice,
            "engine_cpus": args.engine_cpu_list,
            "harness_cpus": args.harness_cpu_list,
            "workload": args.workload,
            "fake_engines": args.fake_engines,
            "seed": args.seed,
            "measured_capacity": measured,
            "engine_mode": "fake" if args.fake_engines else args.engine_mode,
            "pacing": [x.model_dump(exclude={"log"}) for x in fleet.pacings],
            "paced_capacity": paced,
            "true_costs": truth,
            "path_s": fleet.path_s(),
            "alone_capacity": alone,
            "utilisation": utilisation,
            "utilisation_asked": args.utilisation if args.time_scale is not None else None,
            "skipped": skipped,
            "load_start": os.getloadavg(),
        }
        saved = {"setup": setup, "configs": configs, "results": results, "failed": failed}
        for run_no in range(1, args.runs + 1):
            order = specs[run_no - 1 :] + specs[: run_no - 1]  # each router in a different slot each run
            for spec in order:
                try:
                    results.append(run_router(spec, fleet, schedule, run_no, configs.get(spec.name), times))
                except Exception as e:  # noqa: BLE001 one router failing must not hide the others' results
                    tail = "\n".join(procs.tail(n, 15) for n in list(procs.procs) if n.startswith(f"r{run_no}-"))
                    print(f"[e2e] run {run_no}: {spec.name} failed: {e!r}\n{tail}", flush=True)
                    failed.append({"router": spec.name, "run": run_no, "error": repr(e)[:500]})
                saved["setup"]["total_s"] = time.time() - t_start
                saved["setup"]["load_end"] = os.getloadavg()
                Path(args.json_out).parent.mkdir(parents=True, exist_ok=True)
                Path(args.json_out).write_text(compact_json(saved))
    failed_any = write_report(Path(args.out), saved, ROOT)
    print(f"[e2e] wrote {args.out} (data: {args.json_out})", flush=True)
    if failed_any and not args.allow_degraded:
        sys.exit("[e2e] FAILED: " + "; ".join(failed_any))


if __name__ == "__main__":
    main()
