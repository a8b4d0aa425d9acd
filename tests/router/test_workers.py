"""`--workers N`: several reference-router processes on one port, one instance of N each, one plan."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from aiohttp import ClientSession, TCPConnector, web

from cacheroute_solver.router.config import RouterConfig
from cacheroute_solver.router.instances.peers import PeerConfig
from cacheroute_solver.router.workers import config_json, worker_configs, worker_env
from e2e.fake_engine import make_app
from tests.helpers.ports import consecutive_ports, free_ports
from tests.helpers.procs import children

ROOT = Path(__file__).resolve().parents[2]


def _config(**kw) -> RouterConfig:
    base = {
        "replicas": [{"id": f"e{i}", "url": f"http://127.0.0.1:{9100 + i}", "kv_capacity": 65536} for i in range(3)],
        "policy": "plan",
        "health": {"check_interval_s": None},
    }
    return RouterConfig.model_validate({**base, **kw})


def test_worker_configs_make_n_instances_with_one_planner():
    cfg = _config(plan_period_s=5.0, control={"port": 9200, "token": "s3cret"}, observer={"min_count": 3.0})
    ws = worker_configs(cfg, 3)
    assert [w.control.port for w in ws] == [9200, 9201, 9202]
    assert all(w.routing.instances == 3 and w.plan_period_s is None and not w.control.metrics_public for w in ws)
    assert [w.observer["min_count"] for w in ws] == [1.0] * 3  # each sees a third of the traffic
    assert ws[0].observer["keep_count"] == pytest.approx(0.25)  # the default 0.75, scaled
    planner = ws[0].planner
    assert planner is not None and ws[1].planner is None and ws[2].planner is None
    assert planner.routers == ("http://127.0.0.1:9200", "http://127.0.0.1:9201", "http://127.0.0.1:9202")
    assert planner.period_s == 5.0 and planner.token is not None and planner.token.get_secret_value() == "s3cret"
    assert worker_configs(cfg, 1) == [cfg]
    two = worker_configs(_config(routing={"instances": 2}, control={"port": 9300}), 2)
    assert [w.routing.instances for w in two] == [4, 4]  # two hosts of two workers: four instances
    assert all(w.planner is None for w in two)  # no plan_period_s: plans come from outside, to every worker
    # the workers are all the instances: each reports its load to the others, over UDP on its control port
    assert [w.peers.listen if w.peers else None for w in ws] == [f"127.0.0.1:{9200 + i}" for i in range(3)]
    assert ws[1].peers is not None and ws[1].peers.peers == ("127.0.0.1:9200", "127.0.0.1:9202")
    assert all(w.routing_in_use.peer_load for w in ws)
    # with instances on other hosts too, each worker is an instance like any other: the default channel on its
    # control port, which the shared planner introduces to the rest; "peers": null, none
    assert [w.peers_in_use for w in two] == [PeerConfig(listen=f"127.0.0.1:{9300 + i}") for i in range(2)]
    assert all(w.routing_in_use.peer_load for w in two)
    off = worker_configs(_config(control={"port": 9300}, peers=None), 2)
    assert all(w.peers_in_use is None and not w.routing_in_use.peer_load for w in off)
    # what a worker reads back from its config file: the same channel, and routing on it
    for w in (*ws, *two, *off):
        back = RouterConfig.model_validate_json(config_json(w))
        assert back.peers_in_use == w.peers_in_use and back.routing_in_use == w.routing_in_use


@pytest.mark.parametrize(
    ("kw", "n", "field"),
    [
        ({}, 2, "control.port"),
        ({"control": {"port": 0}}, 2, "control.port"),
        ({"control": {"port": 65535}}, 2, "control.port"),
        ({"control": {"port": 9000}, "planner": {"routers": ["http://127.0.0.1:1"]}}, 2, "planner"),
        ({"control": {"port": 9000}}, 0, "workers"),
        (
            {
                "control": {"port": 9000},
                "routing": {"instances": 2},
                "peers": {"listen": "127.0.0.1:7000", "peers": ["127.0.0.1:7001"]},
            },
            2,
            "peers",
        ),
    ],
)
def test_worker_configs_refuse_what_cannot_be_split(kw, n, field):
    with pytest.raises(ValueError, match=field):
        worker_configs(_config(**kw), n)


def test_a_workers_config_is_read_back_whole_with_its_token():
    cfg = worker_configs(_config(plan_period_s=5.0, control={"port": 9200, "token": "s3cret"}), 2)[0]
    back = RouterConfig.model_validate_json(config_json(cfg))
    assert back == cfg
    assert back.control.secret() == b"s3cret"
    assert back.planner is not None and back.planner.token is not None
    assert back.planner.token.get_secret_value() == "s3cret"


def test_workers_start_without_the_settings_the_parent_merged_but_with_the_engines_keys():
    """The parent merged CACHEROUTE_* into each worker's config; read again, CACHEROUTE_CONTROL__PORT would give
    every worker the one control port."""
    cfg = _config(
        replicas=[{"id": "e0", "url": "http://127.0.0.1:9100", "api_key_env": "CACHEROUTE_ENGINE_KEY"}],
        control={"port": 9200},
    )
    environ = {
        "CACHEROUTE_CONTROL__PORT": "9200",
        "cacheroute_policy": "plan",
        "CACHEROUTE_ENGINE_KEY": "k",
        "PATH": "/bin",
    }
    assert worker_env(environ, cfg) == {"CACHEROUTE_ENGINE_KEY": "k", "PATH": "/bin"}


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split()[2] == "Z")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SO_REUSEPORT spreads connections on Linux")
def test_two_workers_share_the_port_and_one_plan_and_stop_with_their_parent(tmp_path):
    """Connections through the one port reach both workers; worker 0's planner gives both the same plan;
    SIGTERM to the parent is passed to both workers, which drain: a stream in flight ends whole, then all exit 0."""
    control = consecutive_ports(2)  # worker i binds control + i
    *engine_ports, port = free_ports(4, exclude=(control, control + 1))
    cfg = {
        "replicas": [
            {"id": f"e{i}", "url": f"http://127.0.0.1:{p}", "kv_capacity": 65536} for i, p in enumerate(engine_ports)
        ],
        "policy": "plan",
        "plan_period_s": 0.5,
        "health": {"check_interval_s": None},
        "control": {"port": control},
        "shutdown": {"drain_delay_s": 0.3, "grace_s": 15.0},
    }
    path = tmp_path / "router.json"
    path.write_text(RouterConfig.model_validate(cfg).model_dump_json())

    async def main() -> None:
        runners = []
        for i, p in enumerate(engine_ports):
            r = web.AppRunner(make_app(f"e{i}", end_s=1.5))  # a stream ends 1.5 s after its [DONE]
            await r.setup()
            await web.TCPSite(r, "127.0.0.1", p).start()
            runners.append(r)
        argv = [sys.executable, "-m", "cacheroute_solver.router", "--config", str(path), "--port", str(port)]
        proc = await asyncio.to_thread(subprocess.Popen, [*argv, "--workers", "2", "--log-level", "WARNING"], cwd=ROOT)
        workers: list[int] = []
        try:
            bases = [f"http://127.0.0.1:{control + i}" for i in range(2)]
            async with ClientSession(connector=TCPConnector(force_close=True)) as s:
                deadline = time.monotonic() + 60
                ready = False
                while not ready and time.monotonic() < deadline:
                    assert proc.poll() is None, "the parent exited"
                    try:
                        ups = [await (await s.get(b + "/stats")).json() for b in bases]
                        ready = all(u["epoch"] >= 1 for u in ups) and len({u["epoch"] for u in ups}) == 1
                    except Exception:  # noqa: BLE001 - not up yet
                        ready = False
                    await asyncio.sleep(0.2)
                assert ready, "both workers did not reach one plan epoch"
                workers = children(proc.pid)
                assert len(workers) == 2
                prompt = "a shared system prompt for every request " * 20
                for k in range(40):  # a new connection each: the kernel picks the worker
                    body = {"prompt": prompt + f"question {k}", "max_tokens": 2}
                    async with s.post(f"http://127.0.0.1:{port}/v1/completions", json=body) as resp:
                        assert resp.status == 200
                served = []
                for b in bases:
                    text = await (await s.get(b + "/metrics")).text()
                    served.append(
                        sum(
                            float(line.rsplit(" ", 1)[1])
                            for line in text.splitlines()
                            if line.startswith("cacheroute_requests_total{")
                        )
                    )
                assert sum(served) == 40 and min(served) > 0, served
                body = {"prompt": prompt, "max_tokens": 2, "stream": True}
                async with s.post(f"http://127.0.0.1:{port}/v1/completions", json=body) as resp:
                    head = await resp.content.readany()
                    signalled = time.monotonic()
                    proc.send_signal(signal.SIGTERM)
                    rest = await resp.content.read()  # to the stream's end, 1.5 s on: the worker waits for it
                assert (head + rest).rstrip().endswith(b"data: [DONE]")
                rc = await asyncio.to_thread(proc.wait, 20)
                assert time.monotonic() - signalled > 1.0
        finally:
            proc.send_signal(signal.SIGTERM)
            rc = proc.wait(20)
            for r in runners:
                await r.cleanup()
        assert rc == 0
        assert workers and not [w for w in workers if _alive(w)]

    asyncio.run(main())
