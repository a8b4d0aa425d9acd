"""End to end on real vLLM engines: CacheRoute vs round robin vs the Rust vllm-router's cache_aware.

Starts three vLLM CPU servers (tiny random-weight Llama, prefix caching on, a small KV so blocks
are evicted) on 127.0.0.1, replays the head of the Mooncake trace through each router in turn
(engine prefix caches reset between runs), and reads the engines' own
``vllm:prefix_cache_hits_total`` / ``vllm:prefix_cache_queries_total``. Writes a Markdown report.
Every process it starts is stopped by pid on the way out, on failure too.

Run with the library's environment (``.venv``); the engines and vllm-router run from ``--vllm-venv``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import re
import sys
import time
import urllib.request
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from procs import Processes, wait_http  # noqa: E402

from cacheroute_solver.observe import read_trace  # noqa: E402

WORDS = 1020
TRACE_BLOCK = 512


def block_words(h: int, n: int) -> list[str]:
    """The words of trace block ``h``: fixed by ``h`` alone, so equal blocks give equal text."""
    return [f"w{(h * 7919 + j * 104729 + (h >> 3) * 31) % WORDS}" for j in range(n)]


def make_prompts(records, tokens_per_block: int, max_tokens: int) -> list[tuple[str, int]]:
    """(prompt text, prompt tokens) per record: each 512-token trace block -> ``tokens_per_block`` words."""
    out = []
    for r in records:
        n = min(math.ceil(r.input_length * tokens_per_block / TRACE_BLOCK), len(r.hash_ids) * tokens_per_block, max_tokens)
        words: list[str] = []
        for h in r.hash_ids:
            if len(words) >= n:
                break
            words.extend(block_words(h, tokens_per_block))
        words = words[:n]
        out.append((" ".join(words), len(words)))
    return out


_METRIC = re.compile(r"^(vllm:[a-z_]+)(\{[^}]*\})?\s+([0-9.eE+-]+)$")


def engine_metrics(url: str) -> dict[str, float]:
    with urllib.request.urlopen(url + "/metrics", timeout=10) as r:
        text = r.read().decode()
    out: dict[str, float] = {}
    for line in text.splitlines():
        m = _METRIC.match(line)
        if m:
            out[m.group(1)] = out.get(m.group(1), 0.0) + float(m.group(3))
    return out


def post(url: str, data: bytes = b"") -> int:
    req = urllib.request.Request(url, data=data, method="POST")
    with urllib.request.urlopen(req, timeout=30) as r:
        return r.status


async def replay(base: str, prompts: list[tuple[str, int]], concurrency: int, max_out: int) -> dict:
    queue: asyncio.Queue[int] = asyncio.Queue()
    for i in range(len(prompts)):
        queue.put_nowait(i)
    errors: list[str] = []
    done = 0

    async def worker(session: aiohttp.ClientSession) -> None:
        nonlocal done
        while True:
            try:
                i = queue.get_nowait()
            except asyncio.QueueEmpty:
                return
            body = {"model": "tiny", "prompt": prompts[i][0], "max_tokens": max_out, "temperature": 0.0,
                    "ignore_eos": True}
            try:
                async with session.post(base + "/v1/completions", json=body,
                                        headers={"X-Request-Id": f"e2e-{i}"}) as r:
                    await r.read()
                    if r.status != 200:
                        errors.append(f"{i}: HTTP {r.status}")
            except aiohttp.ClientError as e:
                errors.append(f"{i}: {e!r}")
            done += 1
            if done % 200 == 0:
                print(f"[e2e]   {done}/{len(prompts)} requests", flush=True)

    t0 = time.monotonic()
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=600)) as s:
        await asyncio.gather(*(worker(s) for _ in range(concurrency)))
    return {"wall_s": time.monotonic() - t0, "errors": errors}


def measure(engines: list[str]) -> list[dict[str, float]]:
    return [engine_metrics(u) for u in engines]


def delta(before: list[dict], after: list[dict], name: str) -> list[float]:
    return [a.get(name, 0.0) - b.get(name, 0.0) for a, b in zip(after, before)]


def run_policy(name: str, procs: Processes, args, engines: list[str], prompts, router_cfg: dict) -> dict:
    """One replay through one router; returns hit figures from the engines' counters."""
    for u in engines:
        post(u + "/reset_prefix_cache")
    before = measure(engines)
    port = args.router_port
    base = f"http://127.0.0.1:{port}"
    vbin = Path(args.vllm_venv) / "bin"
    if name == "cache_aware":
        argv = [str(vbin / "vllm-router"), "--host", "127.0.0.1", "--port", str(port), "--policy", "cache_aware",
                "--worker-urls", *engines, "--prometheus-port", str(port + 100), "--prometheus-host", "127.0.0.1"]
        p = procs.start(f"router-{name}", argv)
        wait_http(base + "/health", 120, p)
    else:
        cfg_path = Path(args.workdir) / f"router-{name}.json"
        cfg = dict(router_cfg, policy=name if name in ("round_robin", "least_loaded") else "plan",
                   cold_affinity=name == "cacheroute_affinity")
        cfg_path.write_text(json.dumps(cfg))
        argv = [sys.executable, "-m", "cacheroute_solver.adapter.router", "--config", str(cfg_path),
                "--host", "127.0.0.1", "--port", str(port)]
        p = procs.start(f"router-{name}", argv, env={"PYTHONPATH": str(ROOT)})
        wait_http(base + "/health", 60, p)
    print(f"[e2e] replaying {len(prompts)} requests through {name}", flush=True)
    out = asyncio.run(replay(base, prompts, args.concurrency, args.max_out))
    router_metrics = ""
    if name.startswith("cacheroute"):
        with urllib.request.urlopen(base + "/metrics", timeout=10) as r:
            router_metrics = r.read().decode()
    procs.stop(f"router-{name}")
    after = measure(engines)
    hits = delta(before, after, "vllm:prefix_cache_hits_total")
    queries = delta(before, after, "vllm:prefix_cache_queries_total")
    prompt_tokens = delta(before, after, "vllm:prompt_tokens_total")
    res = {
        "policy": name, "wall_s": out["wall_s"], "errors": len(out["errors"]), "error_sample": out["errors"][:5],
        "hits": hits, "queries": queries, "prompt_tokens": prompt_tokens,
        "hit_rate": sum(hits) / max(sum(queries), 1.0),
        "router_metrics": router_metrics,
    }
    print(f"[e2e] {name}: hit rate {res['hit_rate']:.4f}, errors {res['errors']}, wall {out['wall_s']:.0f} s", flush=True)
    return res


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--trace", default=str(ROOT / "data/traces/synthetic_trace.jsonl"))
    p.add_argument("--requests", type=int, default=2000)
    p.add_argument("--engines", type=int, default=3)
    p.add_argument("--blocks", type=int, default=4096, help="KV blocks per engine (--num-gpu-blocks-override)")
    p.add_argument("--block-size", type=int, default=32)
    p.add_argument("--tokens-per-block", type=int, default=32, help="tokens per 512-token trace block")
    p.add_argument("--max-prompt", type=int, default=3000)
    p.add_argument("--max-out", type=int, default=2)
    p.add_argument("--concurrency", type=int, default=4)
    p.add_argument("--plan-period", type=float, default=10.0)
    p.add_argument("--amortize-s", type=float, default=120.0, help="PlanConfig.period_s: cold fill spread over this")
    p.add_argument("--admit-rate", type=float, default=0.01)
    p.add_argument("--keep-rate", type=float, default=0.005)
    p.add_argument("--policies", default="cache_aware,round_robin,least_loaded,cacheroute,cacheroute_affinity")
    p.add_argument("--base-port", type=int, default=8301)
    p.add_argument("--router-port", type=int, default=8300)
    p.add_argument("--vllm-venv", default=str(ROOT / ".venv-vllm"))
    p.add_argument("--workdir", default=str(ROOT / "tmp/e2e"))
    p.add_argument("--out", default=str(ROOT / "docs/results/e2e.md"))
    p.add_argument("--json-out", default=None)
    p.add_argument("--report-only", default=None, help="rewrite the report from a --json-out file, run nothing")
    p.add_argument("--earlier", nargs="*", default=[], help="--json-out files of earlier runs to show beside")
    args = p.parse_args()
    if args.report_only:
        from report import write_report
        saved = json.loads(Path(args.report_only).read_text())
        meta = saved["meta"]
        records = read_trace(args.trace).records[: meta["requests"]]
        prompts = make_prompts(records, meta["tokens_per_block"], meta["max_prompt"])
        earlier = [json.loads(Path(e).read_text())["results"] for e in args.earlier]
        write_report(Path(args.out), meta, saved["results"], records, prompts, earlier)
        print(f"[e2e] wrote {args.out}", flush=True)
        return

    work = Path(args.workdir)
    work.mkdir(parents=True, exist_ok=True)
    vpy = str(Path(args.vllm_venv) / "bin" / "python")
    records = read_trace(args.trace).records[: args.requests]
    prompts = make_prompts(records, args.tokens_per_block, args.max_prompt)
    chars_per_token = sum(len(t) for t, _ in prompts) / max(sum(n for _, n in prompts), 1)
    print(f"[e2e] {len(prompts)} requests, {sum(n for _, n in prompts)} prompt tokens, "
          f"{chars_per_token:.2f} chars/token", flush=True)

    results: list[dict] = []
    failed: list[tuple[str, str]] = []
    t_start = time.time()
    with Processes(work / "logs") as procs:
        import subprocess
        subprocess.run([vpy, str(Path(__file__).parent / "build_model.py"), str(work / "model")], check=True)
        engines = []
        env = {
            "VLLM_SERVER_DEV_MODE": "1", "VLLM_CPU_KVCACHE_SPACE": "1", "VLLM_CPU_OMP_THREADS_BIND": "nobind",
            "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1", "VLLM_CACHE_ROOT": str(work / "vllm-cache"),
            "TMPDIR": str(work / "tmp"),
        }
        (work / "tmp").mkdir(exist_ok=True)
        for i in range(args.engines):
            port = args.base_port + i
            argv = [vpy, "-m", "vllm.entrypoints.openai.api_server", "--model", str(work / "model"),
                    "--served-model-name", "tiny", "--host", "127.0.0.1", "--port", str(port),
                    "--load-format", "dummy", "--dtype", "bfloat16", "--max-model-len", str(args.max_prompt + 64),
                    "--block-size", str(args.block_size), "--enable-prefix-caching", "--max-num-seqs", "8",
                    "--enforce-eager", "--num-gpu-blocks-override", str(args.blocks)]
            procs.start(f"engine{i}", argv, env=env)
            engines.append(f"http://127.0.0.1:{port}")
        for i, u in enumerate(engines):
            try:
                wait_http(u + "/health", 600, procs.procs[f"engine{i}"])
            except Exception:
                print(procs.tail(f"engine{i}"), file=sys.stderr)
                raise
        print(f"[e2e] engines up after {time.time() - t_start:.0f} s", flush=True)
        for u, m in zip(engines, measure(engines)):
            if "vllm:prefix_cache_queries_total" not in m:
                raise RuntimeError(f"{u}/metrics has no vllm:prefix_cache_queries_total")
        kv_tokens = args.blocks * args.block_size
        router_cfg = {
            "replicas": [{"id": f"engine{i}", "url": u, "kv_capacity": kv_tokens, "prefill_capacity": 20000.0}
                         for i, u in enumerate(engines)],
            "key_spec": {"chunk_chars": 128, "chars_per_token": chars_per_token},
            "plan_period_s": args.plan_period,
            "plan_config": {"backend": "auto", "time_limit_s": 2.0, "period_s": args.amortize_s,
                            "admit_rate": args.admit_rate, "keep_rate": args.keep_rate},
            "max_keys": 400,
        }
        for name in args.policies.split(","):
            try:
                res = run_policy(name, procs, args, engines, prompts, router_cfg)
            except Exception as e:  # one router failing must not hide the others' results
                procs.stop(f"router-{name}")
                print(f"[e2e] {name} failed: {e!r}\n{procs.tail(f'router-{name}', 15)}", flush=True)
                failed.append((name, repr(e)))
                continue
            results.append(res)
            if name == "round_robin":
                tput = sum(res["prompt_tokens"]) / res["wall_s"]
                router_cfg["replicas"] = [dict(r, prefill_capacity=max(1000.0, 1.25 * tput / len(engines)))
                                          for r in router_cfg["replicas"]]
    meta = {"requests": len(prompts), "prompt_tokens": sum(n for _, n in prompts), "engines": args.engines,
            "blocks": args.blocks, "block_size": args.block_size, "tokens_per_block": args.tokens_per_block,
            "max_prompt": args.max_prompt, "max_out": args.max_out, "concurrency": args.concurrency,
            "plan_period": args.plan_period, "chars_per_token": chars_per_token,
            "router_cfg": router_cfg, "total_s": time.time() - t_start, "failed": failed}
    if args.json_out:
        Path(args.json_out).write_text(json.dumps({"meta": meta, "results": results}, indent=1))
    from report import write_report
    write_report(Path(args.out), meta, results, records, prompts)
    print(f"[e2e] wrote {args.out}", flush=True)


if __name__ == "__main__":
    main()
