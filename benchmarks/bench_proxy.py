"""Proxy cost: the reference router (``policy=plan``) against smg (SGLang's gateway) on the same three
fake engines, closed loop at concurrency 1, 32 and 128; the numbers go to docs/benchmarks/proxy.md.

Processes, all on 127.0.0.1 and all stopped by their PID at the end (`e2e.procs.Processes`): three fake engines
(`e2e.fake_engine`, ``--service-ms`` per answer), the reference router (``python -m
cacheroute_solver.router``), ``smg launch --policy cache_aware`` (from ``--smg``, e.g. the
e2e environment's ``.venv-vllm/bin/smg``), and the load generator (this process, on uvloop when it
is installed). For each concurrency the same requests (prompts of ``--prompt-words`` words over 16
shared prefixes) go, in turn, straight to the engines (round robin by the client: the baseline),
through the reference router and through smg. Measured: requests per second, and the added p50 and
p99 latency (router's minus direct's at the same concurrency). Each point runs ``--repeats`` times
in turn with the others; the median of the repeats is reported, the load average beside it.

Run: ``nice -n 19 .venv/bin/python -m benchmarks.bench_proxy --smg .venv-vllm/bin/smg``.

An A/B of two commits in one run: ``git archive <base> | tar -x -C /tmp/cr-base``, then ``--routers
reference,reference@/tmp/cr-base`` (the second runs the router of that checkout, in turn with this one).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from e2e.procs import Processes, cpu_seconds, wait_http
from tests.helpers.ports import consecutive_ports, reserve_port
from tests.helpers.procs import children

ROOT = Path(__file__).resolve().parents[1]
N_ENGINES = 3


def fake_engine_argv(port: int, name: str, service_ms: float) -> list[str]:
    """The command of one fake engine (`e2e.fake_engine`) answering in ``service_ms``."""
    return [
        sys.executable,
        "-m",
        "e2e.fake_engine",
        "--port",
        str(port),
        "--name",
        name,
        "--service-ms",
        str(service_ms),
    ]


def prompts(n_prefixes: int, words: int, seed: int = 0) -> list[str]:
    """Prompts that share one of ``n_prefixes`` system prefixes (3/4 of the words) and differ after."""
    rng = random.Random(seed)
    heads = [" ".join(f"w{rng.randrange(1000)}" for _ in range(words * 3 // 4)) for _ in range(n_prefixes)]
    return [
        heads[k % n_prefixes] + " " + " ".join(f"w{rng.randrange(1000)}" for _ in range(words - words * 3 // 4))
        for k in range(256)
    ]


def bodies(prompt_words: int) -> list[bytes]:
    return [
        json.dumps({"model": "tiny", "prompt": p, "max_tokens": 1, "temperature": 0.0}).encode()
        for p in prompts(16, prompt_words)
    ]


async def closed_loop(targets: list[str], concurrency: int, n: int, payloads: list[bytes]) -> dict:
    """``n`` requests by ``concurrency`` workers, each sending its next request when the last is
    answered; targets taken in turn. Latencies of the 200s, in seconds."""
    import aiohttp

    lat: list[float] = []
    errors = 0
    sent = 0
    conn = aiohttp.TCPConnector(limit=0)
    headers = {"Content-Type": "application/json"}
    async with aiohttp.ClientSession(connector=conn, timeout=aiohttp.ClientTimeout(total=60)) as s:

        async def worker() -> None:
            nonlocal sent, errors
            while sent < n:
                k = sent
                sent += 1
                url = targets[k % len(targets)] + "/v1/completions"
                t = time.perf_counter()
                try:
                    async with s.post(url, data=payloads[k % len(payloads)], headers=headers) as r:
                        await r.read()
                        ok = r.status == 200
                except (aiohttp.ClientError, OSError, TimeoutError):
                    ok = False
                if ok:
                    lat.append(time.perf_counter() - t)
                else:
                    errors += 1

        t0 = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        wall = time.perf_counter() - t0
    lat.sort()
    q = lambda p: lat[min(len(lat) - 1, int(p * (len(lat) - 1)))] if lat else float("nan")  # noqa: E731
    return {"rps": len(lat) / wall, "p50_ms": q(0.5) * 1e3, "p99_ms": q(0.99) * 1e3, "errors": errors, "n": n}


WRK_SCRIPT = """
local bodies = {%s}
local i = 0
request = function()
  i = i + 1
  return wrk.format("POST", "/v1/completions", {["Content-Type"] = "application/json"}, bodies[(i %% #bodies) + 1])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%%d,"duration_us":%%d,"p50_us":%%d,"p99_us":%%d,"non2xx":%%d,"errors":%%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status,
    e.connect + e.read + e.write + e.timeout))
end
"""


def wrk_point(wrk: str, targets: list[str], concurrency: int, seconds: float, script: Path) -> dict:
    """``concurrency`` connections (split over ``targets``, one wrk each) for ``seconds``."""
    share = [concurrency // len(targets) + (1 if k < concurrency % len(targets) else 0) for k in range(len(targets))]
    runs = [
        subprocess.Popen(
            [wrk, "-t", str(min(c, 2)), "-c", str(c), "-d", f"{seconds:g}s", "-s", str(script), "--timeout", "30s", u],
            stdout=subprocess.PIPE,
            text=True,
        )
        for u, c in zip(targets, share, strict=True)
        if c > 0
    ]
    outs = [json.loads(r.communicate()[0].split("WRK ", 1)[1].splitlines()[0]) for r in runs]
    return {
        "rps": sum(o["requests"] / (o["duration_us"] / 1e6) for o in outs),
        "p50_ms": max(o["p50_us"] for o in outs) / 1e3,
        "p99_ms": max(o["p99_us"] for o in outs) / 1e3,
        "errors": sum(o["non2xx"] + o["errors"] for o in outs),
        "n": sum(o["requests"] for o in outs),
    }


def run_point(
    targets: list[str],
    concurrency: int,
    n: int,
    payloads: list[bytes],
    wrk: tuple[str, Path] | None,
    seconds: float,
    pids: list[int],
) -> dict:
    """One measured point after a warm-up; ``cpu_ms_per_request``: the CPU time of ``pids`` (the router's
    processes; the engines' for direct) per answer, which a machine shared with other work changes less
    than it changes latency."""
    if wrk is not None:
        wrk_point(wrk[0], targets, concurrency, 1.0, wrk[1])  # warm-up
        c0 = cpu_seconds(pids)
        res = wrk_point(wrk[0], targets, concurrency, seconds, wrk[1])
    else:
        asyncio.run(closed_loop(targets, concurrency, max(n // 10, concurrency), payloads))  # warm-up
        c0 = cpu_seconds(pids)
        res = asyncio.run(closed_loop(targets, concurrency, n, payloads))
    res["cpu_ms_per_request"] = (cpu_seconds(pids) - c0) * 1e3 / max(res["n"] - res["errors"], 1)
    res["load1"] = os.getloadavg()[0]
    return res


_MODULE = "cacheroute_solver.router"
_MAIN = "from cacheroute_solver.router.server import main; main()"


def reference_config(engines: list[str], tree: str = "") -> dict:
    """The reference router's config over ``engines``; ``tree``: the checkout whose router reads it (this one
    where empty). It stops at the end of the run with no drain delay (no load balancer is told it goes), unless
    its router is from before the drain (issue 51), which takes no ``shutdown`` setting."""
    cfg: dict = {
        "replicas": [
            {"id": f"e{i}", "url": u, "kv_capacity": 131072, "prefill_capacity": 20000.0} for i, u in enumerate(engines)
        ],
        "policy": "plan",
        "health": {"check_interval_s": None},
    }
    if not tree or (Path(tree) / "cacheroute_solver" / "router" / "lifecycle.py").is_file():
        cfg["shutdown"] = {"drain_delay_s": 0.0}
    return cfg


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--smg", default=str(ROOT / ".venv-vllm/bin/smg"), help="the smg command")
    p.add_argument("--concurrency", default="1,32,128")
    p.add_argument("--requests", type=int, default=4000, help="requests per point at concurrency > 1")
    p.add_argument("--requests-c1", type=int, default=1000, help="requests per point at concurrency 1")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--service-ms", type=float, default=5.0, help="each fake engine's time per answer")
    p.add_argument("--prompt-words", type=int, default=400)
    p.add_argument(
        "--routers",
        default="reference,smg",
        help="reference (its default loop, asyncio), reference:uvloop, reference:auto, reference*N (N worker "
        "processes, --workers N; also reference:uvloop*N), reference@PATH (the router of the checkout at PATH, "
        "e.g. a git worktree of the base commit, for an A/B in one run; also reference:uvloop@PATH), smg",
    )
    p.add_argument(
        "--client",
        choices=["auto", "wrk", "python"],
        default="auto",
        help="load generator: wrk (C, one per target; direct runs one per engine) or this process; auto: wrk if found",
    )
    p.add_argument("--seconds", type=float, default=10.0, help="seconds per point with wrk")
    p.add_argument("--json", default=None, help="also write the results here")
    args = p.parse_args(argv)
    try:
        import uvloop  # type: ignore[import-not-found,unused-ignore]  # optional: installed where it builds

        loop_name = f"uvloop {uvloop.__version__}"
        asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())
    except ImportError:
        loop_name = "asyncio"
    names = [r for r in args.routers.split(",") if r]
    if "smg" in names and not Path(args.smg).exists():
        sys.exit(f"smg not found at {args.smg}: install it (e2e/setup_env.sh) or pass --smg, or --routers reference")
    work = Path(tempfile.mkdtemp(prefix="bench-proxy-"))
    start_load = os.getloadavg()
    env = {"PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    with Processes(work) as procs:
        engines = []
        for i in range(N_ENGINES):
            port = reserve_port()
            pr = procs.start(f"e{i}", fake_engine_argv(port, f"e{i}", args.service_ms), env)
            engines.append(f"http://127.0.0.1:{port}")
            wait_http(engines[-1] + "/health", 60, pr)
        targets: dict[str, list[str]] = {"direct": engines}
        pids: dict[str, list[int]] = {"direct": [pr.pid for pr in procs.procs.values()]}
        cfg = work / "router.json"
        cfg.write_text(json.dumps(reference_config(engines)))
        for name in names:
            if not name.startswith("reference"):
                continue
            spec, _, nw = name.partition("*")
            spec, _, tree = spec.partition("@")
            workers = int(nw or 1)
            if tree and workers > 1:
                sys.exit(f"{name}: a router from another checkout (@PATH) runs as one process (its workers would not)")
            port = reserve_port()
            conf = cfg
            if tree:
                conf = work / ("router-" + re.sub(r"[^\w.-]", "_", tree) + ".json")
                conf.write_text(json.dumps(reference_config(engines, tree)))
            if workers > 1:
                conf = work / f"router-{workers}.json"
                control = consecutive_ports(workers)
                conf.write_text(json.dumps({**reference_config(engines), "control": {"port": control}}))
            # @PATH: that checkout's router (its package first on the path), e.g. the base commit for an A/B
            entry = ["-c", f"import sys; sys.path.insert(0, {tree!r}); {_MAIN}"] if tree else ["-m", _MODULE]
            pr = procs.start(
                re.sub(r"[^\w.:*-]", "_", name),
                [
                    sys.executable,
                    *entry,
                    "--config",
                    str(conf),
                    "--port",
                    str(port),
                    "--log-level",
                    "WARNING",
                    "--loop",
                    spec.partition(":")[2] or "asyncio",
                    "--workers",
                    str(workers),
                ],
                env,
            )
            targets[name] = [f"http://127.0.0.1:{port}"]
            wait_http(targets[name][0] + "/health", 60, pr)
            for i in range(workers if workers > 1 else 0):
                wait_http(f"http://127.0.0.1:{control + i}/stats", 60, pr)
            pids[name] = [pr.pid, *children(pr.pid)] if workers > 1 else [pr.pid]
        if "smg" in names:
            port, mport = reserve_port(), reserve_port()
            pr = procs.start(
                "smg",
                [
                    args.smg,
                    "launch",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    str(port),
                    "--policy",
                    "cache_aware",
                    "--prometheus-host",
                    "127.0.0.1",
                    "--prometheus-port",
                    str(mport),
                    "--worker-urls",
                    *engines,
                ],
                env,
            )
            targets["smg"] = [f"http://127.0.0.1:{port}"]
            pids["smg"] = [pr.pid]
            wait_http(targets["smg"][0] + "/health", 120, pr)
            wait_http(targets["smg"][0] + "/readiness", 120, pr)
        payloads = bodies(args.prompt_words)
        wrk_bin = shutil.which("wrk") if args.client != "python" else None
        if args.client == "wrk" and wrk_bin is None:
            sys.exit("wrk not found (apt-get install wrk), or pass --client python")
        wrk = None
        if wrk_bin is not None:
            script = work / "bodies.lua"
            script.write_text(WRK_SCRIPT % ", ".join("[==[" + b.decode() + "]==]" for b in payloads))
            wrk = (wrk_bin, script)
        results: dict[str, dict[int, list[dict]]] = {t: {} for t in targets}
        for c in [int(x) for x in args.concurrency.split(",")]:
            n = args.requests_c1 if c == 1 else args.requests
            for _rep in range(args.repeats):
                for t, urls in targets.items():
                    r = run_point(urls, c, n, payloads, wrk, args.seconds, pids[t])
                    results[t].setdefault(c, []).append(r)
                    print(f"[proxy] c={c} {t}: {json.dumps(r)}", flush=True)
    summary = summarise(results)
    out = {
        "machine": f"{platform.machine()}, Python {platform.python_version()}, {os.cpu_count()} CPUs",
        "client": "wrk" if wrk_bin else f"python ({loop_name})",
        "load_start": start_load,
        "load_end": os.getloadavg(),
        "args": vars(args),
        "summary": summary,
        "runs": results,
    }
    print(json.dumps(summary, indent=1))
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1))


def summarise(results: dict[str, dict[int, list[dict]]]) -> dict:
    """Per router and concurrency: median throughput, p50, p99, and the added latency over direct."""
    med = {
        t: {
            c: {
                k: statistics.median(r[k] for r in runs)
                for k in ("rps", "p50_ms", "p99_ms", "cpu_ms_per_request", "load1")
            }
            for c, runs in by.items()
        }
        for t, by in results.items()
    }
    out: dict = {}
    for t, by in med.items():
        for c, m in by.items():
            d = med["direct"][c]
            out.setdefault(t, {})[c] = dict(
                m, added_p50_ms=m["p50_ms"] - d["p50_ms"], added_p99_ms=m["p99_ms"] - d["p99_ms"]
            )
    return out


if __name__ == "__main__":
    main()
