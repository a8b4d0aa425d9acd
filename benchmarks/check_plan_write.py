"""How long writing a large plan's JSON holds up another thread: `GET /plan`'s cost to the router's loop.

A thread that sleeps 2 ms at a time stands for the event loop; its worst oversleep while the main
thread writes a 250,000-key plan (two destinations per key), with the router's interpreter switch
interval (1 ms, `RouterConfig.switch_interval_s`), once in one call (``Plan.model_dump_json``) and once
in bounded steps (`adapter.plan_json.write_plan`, the same bytes). Three rounds each.

    .venv/bin/python -m benchmarks.check_plan_write [--keys 250000]
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from collections.abc import Callable

from cacheroute_solver.adapter.plan_json import write_plan
from cacheroute_solver.models import Plan
from cacheroute_solver.prefix import key_name


def worst_stall(fn: Callable[[], object]) -> tuple[float, float]:
    """(seconds ``fn`` took, the sleeping thread's worst oversleep meanwhile)."""
    worst, stop = 0.0, threading.Event()

    def loop() -> None:
        nonlocal worst
        last = time.perf_counter()
        while not stop.is_set():
            time.sleep(0.002)
            now = time.perf_counter()
            worst = max(worst, now - last - 0.002)
            last = now

    t = threading.Thread(target=loop)
    t.start()
    time.sleep(0.05)
    t0 = time.perf_counter()
    fn()
    took = time.perf_counter() - t0
    time.sleep(0.05)
    stop.set()
    t.join()
    return took, worst


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--keys", type=int, default=250_000)
    args = ap.parse_args()
    plan = Plan(assignments={key_name(i + 1, 3): (("u0", 0.5), ("u1", 0.5)) for i in range(args.keys)})
    assert write_plan(plan) == plan.model_dump_json().encode()
    sys.setswitchinterval(0.001)
    print("| round | one call: took, worst stall (ms) | write_plan: took, worst stall (ms) |\n|---:|---:|---:|")
    for r in range(3):
        a, b = worst_stall(plan.model_dump_json), worst_stall(lambda: write_plan(plan))
        print(f"| {r + 1} | {1000 * a[0]:.0f}, {1000 * a[1]:.1f} | {1000 * b[0]:.0f}, {1000 * b[1]:.1f} |")


if __name__ == "__main__":
    main()
