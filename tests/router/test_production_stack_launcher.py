"""CacheRoute's logic in the real vLLM production-stack router (``vllm_router``), started by the package's own
entry (``python -m cacheroute_solver.router.production_stack``) over fake engines on 127.0.0.1: an engine the
config never named (a pod after a rollout) gets traffic, no request fails, and CacheRoute's counters are on
production-stack's own ``/metrics``.

production-stack installs only from its source and asks for Python 3.12, so this runs where such an
environment is: ``CACHEROUTE_PSTACK_PYTHON`` (its interpreter), or the e2e harness's ``.venv-pstack``
(`e2e/setup_env.sh`); elsewhere it is skipped, saying so. The same behaviour against its interface, without the
package: tests/adapter/test_plan_routing_and_production_stack.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from e2e.routers import ROUTERS, pstack_argv
from tests.helpers.ports import reserve_port

ROOT = Path(__file__).resolve().parents[2]


def _pstack_python() -> str | None:
    given = os.environ.get("CACHEROUTE_PSTACK_PYTHON")
    if given:
        return given
    local = ROOT / ".venv-pstack" / "bin" / "python"
    return str(local) if local.exists() else None


PSTACK = _pstack_python()
pytestmark = pytest.mark.skipif(
    PSTACK is None,
    reason="production-stack's router is not installed here (CACHEROUTE_PSTACK_PYTHON, or .venv-pstack)",
)


def _get(url: str, timeout_s: float = 5.0) -> bytes:
    with urllib.request.urlopen(url, timeout=timeout_s) as r:
        return r.read()


def _post(url: str, body: dict) -> tuple[int, bytes]:
    req = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        return r.status, r.read()


def _wait(url: str, timeout_s: float = 60.0) -> None:
    t0 = time.monotonic()
    while True:
        try:
            _get(url, 1.0)
            return
        except OSError:
            assert time.monotonic() - t0 < timeout_s, f"{url} did not come up"
            time.sleep(0.2)


def test_the_real_production_stack_routes_over_pods_it_discovers_and_serves_our_counters(tmp_path):
    assert PSTACK is not None
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    procs: list[subprocess.Popen] = []
    try:
        ports = [reserve_port(), reserve_port()]
        for i, port in enumerate(ports):
            argv = [sys.executable, "-m", "e2e.fake_engine", "--port", str(port), "--name", f"e{i}"]
            procs.append(subprocess.Popen(argv, env=env, cwd=ROOT))
        engines = [f"http://127.0.0.1:{p}" for p in ports]
        for e in engines:
            _wait(e + "/health")
        config = tmp_path / "router.json"  # the first engine only: the second is a pod it never heard of
        config.write_text(json.dumps({"replicas": [{"id": "e0", "url": engines[0]}], "plan_period_s": 1.0}))
        port = reserve_port()
        spec = ROUTERS["pstack_cacheroute"]  # started as the e2e harness starts it
        argv = [PSTACK, *pstack_argv(Path(PSTACK).parent, spec, engines, port, config)[1:]]
        procs.append(subprocess.Popen(argv, env=env, cwd=ROOT))
        base = f"http://127.0.0.1:{port}"
        _wait(base + "/health")
        statuses = []
        for k in range(40):
            status, _ = _post(base + "/v1/completions", {"model": "tiny", "prompt": f"session {k} " * 80})
            statuses.append(status)
        assert statuses == [200] * 40
        served = [int(json.loads(_get(e + "/served"))["served"]) for e in engines]
        assert min(served) > 0, served
        metrics = _get(base + "/metrics").decode()
        assert "cacheroute_decisions_total" in metrics and "vllm:" in metrics
        assert 'cacheroute_replica_changes_total{change="joined",source="production_stack"} 1.0' in metrics
    finally:
        for p in reversed(procs):
            p.terminate()
        for p in procs:
            p.wait(timeout=10)
