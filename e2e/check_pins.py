"""Pins against the real routers they pin: each router's hook applied by `pin_for` / `apply_pin`, and
proven by the engine that served the request (three fake engines that name themselves, `fake_engine`).

For each router and policy (smg 1.13.0: ``cache_aware``, ``manual``, ``consistent_hashing``; the
production-stack router with ``prefixaware`` and ``roundrobin``) and each engine as the target,
``--requests`` requests with different prompts are sent pinned to that engine; a pin is honoured when
every one of them was served by it. smg is asked in the two forms its docs name a worker by (its URL
and its index in the gateway's worker list; ``consistent_hashing`` in a second start of the gateway
too); production-stack by the endpoint Id its ``GET /engines`` lists, in the order of
``--static-backends``, through `pin_for`. A router that is not installed
is skipped with the reason. Writes ``--out`` (Markdown) and prints the table.

Run: ``.venv/bin/python -m e2e.check_pins --vllm-venv .venv-vllm --pstack-venv .venv-pstack``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

from cacheroute_solver.adapter.pins import Pin, apply_pin, pin_for
from cacheroute_solver.adapter.plan_routing import ReplicaEndpoint
from e2e.procs import Processes, wait_http
from e2e.routers import pstack_flags

ROOT = Path(__file__).resolve().parent.parent
SMG_POLICIES = ("cache_aware", "manual", "consistent_hashing")
PSTACK_LOGICS = ("prefixaware", "roundrobin")


def post(url: str, headers: dict[str, str], body: dict) -> tuple[int, dict]:
    req = urllib.request.Request(
        url, data=json.dumps(body).encode(), method="POST", headers={"Content-Type": "application/json", **headers}
    )
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, {"error": e.read().decode(errors="replace")[:200]}


def served(base: str, replica: ReplicaEndpoint, pin: Pin | dict[str, str], n: int) -> tuple[int, list[str]]:
    """How many of ``n`` requests with ``pin`` (a `Pin`, or headers to add) ``replica`` served, and who
    served each (an error's status where none did)."""
    who = []
    for k in range(n):
        words = " ".join(f"w{(k * 37 + j) % 1000}" for j in range(64))
        body: dict[str, Any] = {"model": "tiny", "prompt": f"pin check {k} {words}", "max_tokens": 1}
        if isinstance(pin, Pin):
            url, headers, body = apply_pin(pin, base + "/v1/completions", {}, body)
        else:
            url, headers = base + "/v1/completions", pin
        status, out = post(url, headers, body)
        who.append(out.get("served_by", f"HTTP {status}") if status == 200 else f"HTTP {status}")
    return sum(w == replica.id for w in who), who


def wait_registered(base: str, engines: list[str], proc, timeout_s: float = 90.0) -> None:
    """Until smg lists every engine as a worker (it registers them in the background)."""
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise RuntimeError(f"smg exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(base + "/workers", timeout=5) as r:
                text = r.read().decode()
            if all(u in text for u in engines):
                return
        except OSError:
            pass
        time.sleep(0.5)
    raise TimeoutError(f"smg has not registered every engine after {timeout_s} s")


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--vllm-venv", default=str(ROOT / ".venv-vllm"), help="where smg is installed")
    p.add_argument("--pstack-venv", default=str(ROOT / ".venv-pstack"), help="where production-stack is installed")
    p.add_argument("--requests", type=int, default=6, help="pinned requests per engine")
    p.add_argument("--base-port", type=int, default=9701)
    p.add_argument("--workdir", default=str(ROOT / "tmp/pins"))
    p.add_argument("--out", default=str(ROOT / "docs/results/pins.md"))
    args = p.parse_args(argv)
    work = Path(args.workdir)
    rows: list[tuple[str, str, str, str]] = []
    skipped: list[str] = []
    with Processes(work / "logs") as procs:
        engines = []
        for i in range(3):
            port = args.base_port + i
            pr = procs.start(
                f"e{i}",
                [sys.executable, "-m", "e2e.fake_engine", "--port", str(port), "--name", f"e{i}"],
                env={"PYTHONPATH": str(ROOT)},
            )
            engines.append(f"http://127.0.0.1:{port}")
            wait_http(engines[-1] + "/health", 60, pr)
        port, mport = args.base_port + 10, args.base_port + 11
        smg_py = Path(args.vllm_venv) / "bin/python"
        if not smg_py.exists():
            skipped.append(f"smg: no {smg_py} (run e2e/setup_env.sh)")
        # consistent_hashing twice: the index it reads is into a worker order of the gateway's own
        starts = [(pol, 1) for pol in SMG_POLICIES] + [("consistent_hashing", 2)]
        for policy, start in starts if smg_py.exists() else ():
            name = f"smg-{policy}-{start}"
            pr = procs.start(
                name,
                [
                    *(str(smg_py), "-m", "smg.launch_router", "--host", "127.0.0.1", "--port", str(port)),
                    *("--policy", policy, "--prometheus-host", "127.0.0.1", "--prometheus-port", str(mport)),
                    *("--worker-urls", *engines),
                ],
            )
            base = f"http://127.0.0.1:{port}"
            wait_http(base + "/health", 90, pr)
            wait_registered(base, engines, pr)
            for form in ("url", "index"):
                for i, u in enumerate(engines):
                    rep = ReplicaEndpoint(id=f"e{i}", url=u)
                    value = u if form == "url" else str(i)
                    # no pin_for: the library has none for smg (this is why); the header as its docs name it
                    ok, who = served(
                        base, rep, Pin(target="llm-d", headers={"X-SMG-Target-Worker": value}), args.requests
                    )
                    rows.append(
                        (
                            f"smg 1.13.0 `--policy {policy}` (start {start})",
                            f"`X-SMG-Target-Worker: {value}`",
                            f"e{i}",
                            f"{ok}/{args.requests} ({' '.join(who)})",
                        )
                    )
            procs.stop(name)
        router_bin = Path(args.pstack_venv) / "bin/vllm-router"
        if not router_bin.exists():
            skipped.append(f"production-stack: no {router_bin} (see e2e/setup_env.sh: PRODUCTION_STACK_SRC)")
        for logic in PSTACK_LOGICS if router_bin.exists() else ():
            name = f"pstack-{logic}"
            pr = procs.start(
                name,
                [
                    str(router_bin),
                    *pstack_flags(engines, port),
                    "--routing-logic",
                    logic,
                    "--engine-stats-interval",
                    "1",
                    "--request-stats-window",
                    "10",
                ],
            )
            base = f"http://127.0.0.1:{port}"
            wait_http(base + "/health", 120, pr)
            with urllib.request.urlopen(base + "/engines", timeout=10) as r:
                ids = [c["engine_id"] for c in json.loads(r.read())]
            for i, u in enumerate(engines):
                rep = ReplicaEndpoint(id=f"e{i}", url=u, engine_id=ids[i])
                ok, who = served(base, rep, pin_for("production-stack", rep), args.requests)
                rows.append(
                    (
                        f"production-stack a6c01db `--routing-logic {logic}`",
                        f"`?id={ids[i][:8]}…`",
                        f"e{i}",
                        f"{ok}/{args.requests} ({' '.join(who)})",
                    )
                )
            procs.stop(name)
    by_router: dict[str, list[bool]] = {}
    for router, _pin, _target, got in rows:
        by_router.setdefault(router, []).append(got.startswith(f"{args.requests}/"))
    lines = [
        "# Pins against their routers",
        "",
        f"`{' '.join(['python -m e2e.check_pins', *(argv if argv is not None else sys.argv[1:])])}` "
        f"({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}). Three fake engines on 127.0.0.1 that name "
        "themselves in each answer (`e2e/fake_engine.py`), behind each real router. Each row: the pin for the "
        f"target engine on {args.requests} requests with different prompts, and who served each. "
        "production-stack's pin is `pin_for('production-stack', ...)` applied by `apply_pin`, its endpoint Ids "
        "read from the router's `GET /engines` (random at each start with static discovery, listed in the order "
        "of `--static-backends`); smg's is the `X-SMG-Target-Worker` header as its docs name it, by the worker's "
        "URL and by its index in the gateway's worker list.",
        "",
        "| router | pin | target | served by the target |",
        "|---|---|---|---|",
        *(f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows),
        "",
        "## Honoured",
        "",
        *(f"- {r}: {sum(v)} of {len(v)} pins honoured on every request" for r, v in by_router.items()),
        "",
        "A pin is honoured when every request carrying it was served by the engine it names. smg 1.13.0 "
        "honoured none by URL (`cache_aware` and `manual` route as they would without it; `consistent_hashing` "
        "answers 503), and under `consistent_hashing` an index reaches one fixed engine, but which one changed "
        "between two starts of the gateway on the same `--worker-urls`: the index is into the gateway's own "
        "worker order, not the order given. So the library has no smg pin (`pin_for('sglang', ...)` raises and "
        "says why); production-stack's `?id=` is honoured under both routing logics.",
    ]
    if skipped:
        lines += ["", "Skipped: " + "; ".join(skipped)]
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
