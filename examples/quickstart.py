"""The quick start (`make demo`): three fake engines, the router in front of them, two conversations through it.

Starts three engines with a prefix cache as vLLM's (`e2e/fake_engine.py`, one process) and ``cacheroute serve
--config examples/router.yaml``, sends two short multi-turn conversations through the router (streamed, so each
answer has a time to first token), and prints for each turn the engine that served it, the router's decision and
the cached tokens the engine reported; then, from the router's ``/metrics``, the time-to-first-token histogram and
the three prefix-cache hit figures (offered, captured, served). Stops what it started, by PID.

    python examples/quickstart.py                    # the ports of examples/router.yaml, or free ones if taken
    python examples/quickstart.py --turns 2 --free-ports   # free ports for all (the test's)
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import yaml
from prometheus_client.parser import text_string_to_metric_families

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "examples" / "router.yaml"
ENGINE_FLAGS = ["--prefix-cache-blocks", "2048", "--prefill-ms-per-token", "0.5"]
"""Each engine's cache (2,048 blocks of 16 tokens) and its prefill time per token not cached."""
TTFT = "cacheroute_time_to_first_token_seconds"
FIGURES = {
    "offered": ("cacheroute_prefix_offered_tokens_total", "cacheroute_prompt_tokens_total"),
    "captured": ("cacheroute_prefix_captured_tokens_total", "cacheroute_prompt_tokens_total"),
    "served": ("cacheroute_prefix_served_tokens_total", "cacheroute_prefix_served_prompt_tokens_total"),
}
MEANING = {
    "offered": "one unlimited cache shared by every engine would have served them",
    "captured": "routed to an engine the router believed held them",
    "served": "the engines reported them cached",
}

SYSTEM = {
    "support": "You are the support assistant of a company that sells bicycles. Answer in two sentences, name the "
    "part of the bicycle the customer asks about, and say when a visit to a workshop is needed. Be friendly and "
    "precise, never guess a price, and ask for the frame number when the model matters. " * 3,
    "travel": "You plan train journeys across Europe. For each question give the route, the changes, the longest "
    "leg and one alternative; prefer day trains, keep connections above twenty minutes, and mention night trains "
    "only when asked. Write plainly, without lists, in the traveller's language. " * 3,
}
QUESTIONS = {
    "support": ["My rear brake squeaks after rain.", "And the front one is soft too.", "Can I fix it myself?"],
    "travel": ["From Paris to Vienna in one day?", "What if I leave from Lyon?", "And by night instead?"],
}


def port_free(port: int) -> bool:
    """Whether a server (binding with SO_REUSEADDR, as aiohttp's do) can listen on ``port``."""
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def free_ports(n: int, exclude: list[int] | None = None) -> int:
    """The first of ``n`` consecutive free ports on 127.0.0.1, none of them in ``exclude``."""
    for _ in range(100):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            first = s.getsockname()[1]
        span = range(first, first + n)
        if first + n < 65536 and all(port_free(p) and p not in (exclude or []) for p in span):
            return first
    raise RuntimeError(f"no {n} consecutive free ports on 127.0.0.1")


def config_ports(config: dict) -> list[int]:
    return [int(r["url"].rsplit(":", 1)[1]) for r in config["replicas"]]


def wait_for(url: str, proc: subprocess.Popen, within_s: float = 60.0) -> None:
    """Wait until ``url`` answers 200; exit if ``proc`` ends first or ``within_s`` passes."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"quickstart: a process it started (pid {proc.pid}) exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=1.0) as r:
                if r.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.1)
    raise SystemExit(f"quickstart: {url} did not answer within {within_s:.0f} s")


@contextmanager
def started(argv: list[str], name: str) -> Iterator[subprocess.Popen]:
    """A process of ours, stopped by its PID (SIGTERM, then SIGKILL after 20 s) whatever happens."""
    with tempfile.TemporaryFile("w+") as log:  # its log, read back if it fails (a pipe nobody reads fills up)
        proc = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=log, text=True)
        try:
            yield proc
        except SystemExit:
            log.seek(0)
            print(f"{name}'s log:\n{log.read()[-4000:]}", file=sys.stderr)
            raise
        finally:
            stop(proc)
            print(f"stopped {name} (pid {proc.pid})")


def stop(proc: subprocess.Popen) -> None:
    """SIGTERM to ``proc``, SIGKILL if it still runs 20 s later; reaped."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def ask(base: str, messages: list[dict]) -> dict:
    """One streamed chat request through the router: the engine and decision it reported, the time to the first
    chunk, the answer and its usage."""
    body = {"model": "tiny", "messages": messages, "stream": True, "stream_options": {"include_usage": True}}
    req = urllib.request.Request(
        base + "/v1/chat/completions", data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    sent = time.monotonic()
    ttft, text, usage = None, "", dict[str, Any]()
    with urllib.request.urlopen(req, timeout=30) as r:
        replica, decision = r.headers["X-CacheRoute-Replica"], r.headers["X-CacheRoute-Decision"]
        for raw in r:
            line = raw.decode().strip()
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            ttft = ttft if ttft is not None else time.monotonic() - sent
            event = json.loads(line[len("data: ") :])
            for choice in event.get("choices", []):
                text += choice.get("delta", choice.get("message", {})).get("content") or ""
            usage = event.get("usage") or usage
    return {"replica": replica, "decision": decision, "ttft": ttft, "text": text, "usage": usage}


def metric_samples(base: str) -> list:
    with urllib.request.urlopen(base + "/metrics", timeout=10) as r:
        text = r.read().decode()
    return [s for family in text_string_to_metric_families(text) for s in family.samples]


def print_ttft(samples: list) -> None:
    """The TTFT histogram over every replica: its cumulative buckets up to the first that holds every answer."""
    buckets: dict[float, float] = {}
    count = total = 0.0
    per_replica: dict[str, float] = {}
    for s in samples:
        if s.name == TTFT + "_bucket":
            le = float(s.labels["le"])
            buckets[le] = buckets.get(le, 0.0) + s.value
        elif s.name == TTFT + "_count":
            count += s.value
            per_replica[s.labels["replica"]] = per_replica.get(s.labels["replica"], 0.0) + s.value
        elif s.name == TTFT + "_sum":
            total += s.value
    print(f"\ntime to first token, {TTFT} (the router's /metrics, every replica):")
    shown_any = False
    for le in sorted(buckets):
        if buckets[le] == 0 and not shown_any:
            continue
        shown_any = True
        print(f"  le {le:<6g} s  {buckets[le]:3.0f}  {'#' * int(buckets[le])}")
        if buckets[le] >= count:
            break
    by = ", ".join(f"{r} {n:.0f}" for r, n in sorted(per_replica.items()))
    print(f"  count {count:.0f} ({by}), mean {1000 * total / max(count, 1):.1f} ms")


def print_figures(samples: list) -> None:
    sums: dict[str, float] = {}
    for s in samples:
        sums[s.name] = sums.get(s.name, 0.0) + s.value
    print("\nprefix-cache hit figures (the router's /metrics), in prompt tokens:")
    for figure, (tokens, over) in FIGURES.items():
        hit, prompt = sums.get(tokens, 0.0), sums.get(over, 0.0)
        share = f"{hit / prompt:6.1%}" if prompt else "     -"
        print(f"  {figure:<9s} {hit:5.0f} / {prompt:5.0f} {share}  {MEANING[figure]}")
    print(
        "  (cacheroute_prefix_{offered,captured,served}_tokens_total, over cacheroute_prompt_tokens_total;\n"
        "   served over cacheroute_prefix_served_prompt_tokens_total, the answers that reported cached tokens)"
    )


def run(turns: int, router_port: int, any_ports: bool) -> int:
    config = yaml.safe_load(CONFIG.read_text())
    ports = config_ports(config)
    path = CONFIG
    if any_ports or not all(port_free(p) for p in ports):
        first = free_ports(len(ports))
        ports = [first + i for i in range(len(ports))]
        for replica, port in zip(config["replicas"], ports, strict=True):
            replica["url"] = f"http://127.0.0.1:{port}"
        with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as tmp:
            yaml.safe_dump(config, tmp)
        path = Path(tmp.name)
        if not any_ports:
            print(f"(ports of {CONFIG.relative_to(ROOT)} taken: engines on {ports[0]}-{ports[-1]} instead)")
    if any_ports or not port_free(router_port):
        router_port = free_ports(1, exclude=ports)
    base = f"http://127.0.0.1:{router_port}"
    engines = [sys.executable, "-m", "e2e.fake_engine", "--engines", str(len(ports)), "--port", str(ports[0])]
    router = [sys.executable, "-m", "cacheroute_solver.cli", "serve", "--config", str(path), "--port", str(router_port)]
    print(
        f"cacheroute quick start: {len(ports)} fake engines with a prefix cache as vLLM's "
        f"(127.0.0.1:{ports[0]}-{ports[-1]}),\nthe router in front of them at {base} "
        f"(cacheroute serve --config {CONFIG.relative_to(ROOT)})"
    )
    try:
        with started(engines + ENGINE_FLAGS, "the engines") as e, started(router, "the router") as r:
            for port in ports:
                wait_for(f"http://127.0.0.1:{port}/health", e)
            wait_for(base + "/readiness", r)
            conversations = {name: [{"role": "system", "content": text}] for name, text in SYSTEM.items()}
            print(f"\ntwo conversations of {turns} turns, streamed through the router:")
            print("  turn                engine  decision   prompt  cached   TTFT  answer")
            for turn in range(turns):
                for name, messages in conversations.items():
                    messages.append({"role": "user", "content": QUESTIONS[name][turn % len(QUESTIONS[name])]})
                    got = ask(base, messages)
                    messages.append({"role": "assistant", "content": got["text"]})
                    usage = got["usage"]
                    cached = (usage.get("prompt_tokens_details") or {}).get("cached_tokens", 0)
                    print(
                        f"  {name:<9s} turn {turn + 1}    {got['replica']:<6s}  {got['decision']:<9s}  "
                        f"{usage.get('prompt_tokens', 0):6d}  {cached:6d}  {1000 * got['ttft']:3.0f} ms  "
                        f"{got['text']!r}"
                    )
            samples = metric_samples(base)
            print_ttft(samples)
            print_figures(samples)
            print()
    finally:
        if path != CONFIG:
            os.unlink(path)
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, default=3, help="turns of each conversation (3)")
    ap.add_argument("--router-port", type=int, default=8100, help="the router's port (8100; taken: a free one)")
    ap.add_argument("--free-ports", action="store_true", help="free ports for the engines and the router")
    args = ap.parse_args(argv)
    if args.turns < 1:
        ap.error("--turns must be at least 1")
    return run(args.turns, args.router_port, args.free_ports)


if __name__ == "__main__":
    sys.exit(main())
