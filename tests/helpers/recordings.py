"""Recordings made on simulated fleets of known speeds: what a router's recorder (`adapter.recorder`) would
have written had it routed the simulation, for the tests of `cacheroute fit` and the gate."""

from __future__ import annotations

import json
from pathlib import Path

from cacheroute_solver.models import Fleet
from cacheroute_solver.simulator import Router, Trace, simulate


def simulated_recording(trace: Trace, fleet: Fleet, router: Router, path: Path, usage: bool = True) -> Path:
    """Simulate ``trace`` on ``fleet`` under ``router`` and write it as a recording: each request's counts,
    hashes, replica, time to first token and (``usage``) the tokens its engine served from its cache."""
    res = simulate(trace, fleet, router)
    ids = [r.id for r in fleet.replicas]
    offs = trace.hash_offsets
    with open(path, "w") as f:
        for i in range(len(trace)):
            ttft = float(res.first_token[i] - trace.arrival[i])
            rec = {
                "timestamp": round(float(trace.arrival[i]) * 1000.0, 3),
                "input_length": int(trace.prompt_tokens[i]),
                "output_length": int(trace.output_tokens[i]),
                "hash_ids": trace.hashes[offs[i] : offs[i + 1]].tolist(),
                "block_tokens": trace.block_tokens,
                "model": "m",
                "replica": ids[int(res.replica[i])],
                "reason": "baseline",
                "epoch": -1,
                "ttft_s": round(ttft, 6) if ttft == ttft else None,
                "status": 200,
            }
            if usage:
                rec["served_prompt_tokens"] = int(trace.prompt_tokens[i])
                rec["cached_tokens"] = int(res.hit_tokens[i])
            f.write(json.dumps(rec) + "\n")
    return path
