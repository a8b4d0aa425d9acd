"""`make demo`'s quick start (`examples/quickstart.py`): three fake engines, the router, two conversations through
it; what it prints is what the router did, and it stops what it started."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_quick_start_routes_conversations_and_prints_the_ttft_histogram_and_the_hit_figures():
    run = subprocess.run(
        [sys.executable, "examples/quickstart.py", "--turns", "2", "--free-ports"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
    )
    out = run.stdout
    assert run.returncode == 0, out + run.stderr
    turns = re.findall(r"^  (\w+) +turn (\d) +(e\d) +(\w+(?::\w+)?) +(\d+) +(\d+) +\d+ ms", out, re.M)
    assert len(turns) == 4, out
    by = {
        (name, int(turn)): (engine, decision, int(prompt), int(cached))
        for name, turn, engine, decision, prompt, cached in turns
    }
    for name in ("support", "travel"):
        first, second = by[(name, 1)], by[(name, 2)]
        assert first[3] == 0  # a new conversation: nothing cached yet
        # the second turn goes where the first is cached, and the engine serves its history from there
        assert second[0] == first[0] and second[1] == "cached" and second[3] > second[2] // 2, out
    ttft = re.search(r"^  count (\d+) \(", out, re.M)
    assert ttft and int(ttft.group(1)) == 4, out  # one observation per streamed answer
    figures = dict(re.findall(r"^  (offered|captured|served) +\d+ / +\d+ +([\d.]+)%", out, re.M))
    assert set(figures) == {"offered", "captured", "served"} and all(float(v) > 0 for v in figures.values()), out
    pids = [int(p) for p in re.findall(r"^stopped the (?:router|engines) \(pid (\d+)\)$", out, re.M)]
    assert len(pids) == 2
    for pid in pids:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            continue
        raise AssertionError(f"pid {pid} still runs")
