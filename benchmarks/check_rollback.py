"""A switch the traffic no longer bears out: how long until the router rolls back, and what fails.

Three fake engines on 127.0.0.1 behave like vLLM with ``--enable-prompt-tokens-details``: a prefix
cache of 128-character blocks (LRU, ``--cache-blocks`` each), one prefill at a time at ``--prefill-tps``
tokens/s (4 characters a token), streamed tokens every 5 ms, ``usage.prompt_tokens_details.cached_tokens``
in the last chunk. The reference router runs in front of them in shadow mode (round robin, recording,
the default `SwitchConfig`). Phase 1 sends ``--record-family`` traffic for ``--record-s`` seconds;
``cacheroute gate`` judges the recording; its report switches the router live (``?force=1`` when the
verdict is reject). Phase 2 sends ``--live-family`` traffic, which the report did not see, for up to
``--live-s`` seconds. Prompts are the families' block hashes written out as text, so equal prefixes
are equal text. Prints the verdict and prediction, what the router measured in shadow and live, the
seconds from the switch to the rollback with its reason, the router's ``GET /plan/state`` at the end,
and every request that failed.

    python -m benchmarks.check_rollback                                  # published, then low_reuse
    python -m benchmarks.check_rollback --live-family published          # the traffic gated: stays live
    python -m benchmarks.check_rollback --live-family published --funnel # then a plan that funnels
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path

from aiohttp import ClientSession, ClientTimeout, TCPConnector, web

from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.adapter.recorder import RecordingConfig
from cacheroute_solver.cli import main as cacheroute
from cacheroute_solver.models import PlanConfig
from cacheroute_solver.router.fleet.health import HealthConfig
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig
from cacheroute_solver.simulator import generate_workload
from tests.helpers.cache_engine import Engine

CHUNK = 128


def prompts(family: str, rate: float, duration_s: float, seed: int) -> list[tuple[float, str, int]]:
    """(arrival s, prompt text, output tokens) of a generated workload, its blocks written out as text."""
    trace = generate_workload(family, rate=rate, duration_s=duration_s, seed=seed)  # type: ignore[arg-type]
    out = []
    for i in range(len(trace)):
        req = trace.request(i)
        text = "".join((f"{int(h) & 0xFFFFFFFFFFFF:012x}." * 11)[:CHUNK] for h in req.block_hashes.tolist())
        out.append((float(req.arrival), text, int(min(max(req.output_tokens, 1), 8))))
    return out


class Load:
    """Sends requests at their arrival times and counts what fails."""

    def __init__(self, session: ClientSession, base: str) -> None:
        self.session, self.base = session, base
        self.sent = 0
        self.failed: list[str] = []

    async def one(self, prompt: str, out: int) -> None:
        body = {
            "model": "m",
            "prompt": prompt,
            "max_tokens": out,
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        try:
            async with self.session.post(self.base + "/v1/completions", json=body) as r:
                raw = await r.read()
                if r.status != 200 or not raw.endswith(b"data: [DONE]\n\n"):
                    self.failed.append(f"{r.status}: {raw[-120:]!r}")
        except Exception as e:  # noqa: BLE001 - a failure of any kind is what is counted
            self.failed.append(f"{type(e).__name__}: {e}")

    async def play(self, reqs: list[tuple[float, str, int]], until: asyncio.Event | None = None) -> None:
        start = time.monotonic()
        tasks = []
        for at, prompt, out in reqs:
            if until is not None and until.is_set():
                break
            await asyncio.sleep(max(0.0, start + at - time.monotonic()))
            tasks.append(asyncio.create_task(self.one(prompt, out)))
            self.sent += 1
        await asyncio.gather(*tasks)


async def funnel(s: ClientSession, base: str, replica: str) -> None:
    """Replace the plan by one that sends every warm key to ``replica`` only (a plan that funnels)."""
    async with s.get(base + "/plan") as r:
        plan = await r.json()
    if not plan.get("assignments"):
        print("no plan to funnel yet (plan_period_s 10: record longer)")
        return
    plan["assignments"] = {k: [[replica, 1.0]] for k in plan["assignments"]}
    plan["epoch"] += 1
    async with s.post(base + "/plan?force=1", json=plan) as r:
        print(f"funnel plan: {len(plan['assignments'])} warm keys all on {replica}: {r.status}", flush=True)


async def run(args: argparse.Namespace) -> int:
    engines = [
        Engine(
            f"e{i}",
            block_chars=CHUNK,
            cache_blocks=args.cache_blocks,
            prefill_tps=args.prefill_tps,
            tokens=None,
            token_interval_s=0.005,
        )
        for i in range(3)
    ]
    for e in engines:
        await e.start()
    work = Path(tempfile.mkdtemp(prefix="check-rollback-"))
    replicas = tuple(
        ReplicaEndpoint(
            id=e.name,
            url=f"http://127.0.0.1:{e.port}",
            prefill_capacity=args.prefill_tps,
            kv_capacity=args.cache_blocks * CHUNK / 4,
        )
        for e in engines
    )
    router = ReferenceRouter(
        RouterConfig(
            replicas=replicas,
            policy="round_robin",
            shadow=True,
            plan_period_s=10.0,
            plan_config=PlanConfig(backend="greedy"),
            health=HealthConfig(check_interval_s=None),
            recording=RecordingConfig(directory=str(work / "rec"), flush_s=0.2),
        )
    )
    runner = web.AppRunner(router.app(), handler_cancellation=True)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    base = f"http://127.0.0.1:{site._server.sockets[0].getsockname()[1]}"  # type: ignore[union-attr]
    try:
        async with ClientSession(connector=TCPConnector(limit=0), timeout=ClientTimeout(total=120)) as s:
            load = Load(s, base)
            print(
                f"phase 1: {args.record_family} at {args.rate:g} req/s for {args.record_s:g} s, round robin, recording",
                flush=True,
            )
            await load.play(prompts(args.record_family, args.rate, args.record_s, 1))
            shadow = router.mode.switch.state().measured
            print(
                f"  served in shadow (last {shadow.window_s:g} s): hit rate {shadow.hit_rate:.1%}, p99 TTFT "
                f"{shadow.ttft_p99_s:.3f} s over {shadow.requests} answers",
                flush=True,
            )
            assert router.handlers.recorder is not None, "the router was started with a recording"
            router.handlers.recorder.flush()
            recorded = work / "recorded.jsonl"
            recorded.write_bytes(b"".join(f.read_bytes() for f in router.handlers.recorder.files()))
            fleet = work / "fleet.json"
            fleet.write_text(router.routing.fleet.model_dump_json())
            gate = work / "gate.json"
            argv = [
                "gate",
                str(recorded),
                "--block-tokens",
                str(router.config.key_spec.chain_block_tokens),
                "--fleet",
                str(fleet),
                "--baseline",
                "round_robin",
                "--capacity-runs",
                "3",
                "--workers",
                "1",
                "--no-progress",
                "--json",
                str(gate),
            ]
            print("$ cacheroute " + " ".join(argv), flush=True)
            rc = await asyncio.to_thread(cacheroute, argv)
            async with s.post(base + "/plan/enable" + ("?force=1" if rc == 1 else ""), data=gate.read_bytes()) as r:
                state = await r.json()
                if r.status != 200:
                    print(f"enable refused: {r.status} {state}")
                    return 2
            switched_at = state["last_switch"]["at"]
            for w in state.get("warnings", []):
                print("  warning: " + w)
            print(f"switched live ({state['last_switch']['reason']}), held to {state['predicted']}", flush=True)
            if args.funnel:
                await funnel(s, base, engines[0].name)
            rolled = asyncio.Event()

            async def watch() -> None:
                while router.mode.switch.mode == "live":  # noqa: ASYNC110 the switch sets no event on a roll-back
                    await asyncio.sleep(0.1)
                rolled.set()

            watcher = asyncio.create_task(watch())
            sent_before = load.sent
            await load.play(prompts(args.live_family, args.rate, args.live_s, 2), until=rolled)
            watcher.cancel()
            state = router.mode.switch.state()
            if router.mode.switch.mode == "rolled_back":
                last = state.last_switch
                assert last is not None
                print(
                    f"rolled back {last.at - switched_at:.1f} s after the switch, "
                    f"{load.sent - sent_before} requests into phase 2: {last.reason}: {last.detail}"
                )
            else:
                m = state.measured
                print(f"still live after {args.live_s:g} s: served hit rate {m.hit_rate}, p99 TTFT {m.ttft_p99_s}")
            async with s.get(base + "/plan/state") as r:
                print("GET /plan/state: " + json.dumps(await r.json()))
            print(f"requests sent {load.sent}, failed {len(load.failed)}")
            for f in load.failed[:10]:
                print("  " + f)
            return 1 if load.failed else 0
    finally:
        await runner.cleanup()
        for e in engines:
            await e.stop()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--record-family", default="published")
    ap.add_argument("--live-family", default="low_reuse")
    ap.add_argument("--rate", type=float, default=8.0)
    ap.add_argument("--record-s", type=float, default=60.0)
    ap.add_argument("--live-s", type=float, default=90.0)
    ap.add_argument("--cache-blocks", type=int, default=4000)
    ap.add_argument("--prefill-tps", type=float, default=20_000.0)
    ap.add_argument(
        "--funnel", action="store_true", help="after the switch, push a plan with every warm key on one replica"
    )
    sys.exit(asyncio.run(run(ap.parse_args())))


if __name__ == "__main__":
    main()
