"""`cacheroute serve` (issue 51, install and serve): its options, ``--version``, a bad config as one line on stderr
that names the field and the reason with exit 2 (through the real entry, in process, and as a subprocess), a good one
in YAML with its token from the environment serving, and the one line without the router extra."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import signal
import socket
import subprocess
import sys
import time
from importlib.metadata import version
from pathlib import Path

import pytest
from aiohttp import ClientSession, web

from cacheroute_solver.cli import main
from tests.helpers.localserve import serve_local
from tests.helpers.ports import reserve_port
from tests.helpers.router_process import kill, until_ready

ROOT = Path(__file__).resolve().parents[1]
ONE = '{"replicas": [{"id": "a", "url": "http://127.0.0.1:9"}]}'
"""A good config (JSON, which is YAML too): one replica."""
YAML_ONE = "replicas:\n  - id: a\n    url: http://127.0.0.1:9\n"


@pytest.fixture(autouse=True)
def _root_logger_kept():
    """`run` sets the root logger up for the process (`logs.configure`); in this process, it is put back."""
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


def _run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    rc = main(argv, out, err)
    return rc, out.getvalue(), err.getvalue()


def _held_port() -> socket.socket:
    """A listening socket on 127.0.0.1 (its port is in use while it is open)."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen(1)
    return s


# (case, file name, its text (None: none written), extra arguments, environment, what the one line must hold)
BAD = [
    ("missing file", "nope.yaml", None, [], {}, "--config"),
    ("invalid JSON", "r.json", '{"replicas": [1,}', [], {}, "invalid JSON at line 1"),
    ("invalid YAML", "r.yaml", "replicas: [{id: a\n", [], {}, "invalid YAML at line"),
    ("empty file", "r.yaml", "", [], {}, "empty"),
    ("not a mapping", "r.yaml", "- 1\n- 2\n", [], {}, "mapping"),
    ("duplicate key", "r.yaml", YAML_ONE + "replicas: []\n", [], {}, "duplicate key 'replicas'"),
    ("unknown field", "r.yaml", YAML_ONE + "polcy: plan\n", [], {}, "polcy: unknown field"),
    (
        "unknown nested field",
        "r.json",
        '{"replicas": [{"id": "a", "url": "http://x:1", "urll": 1}]}',
        [],
        {},
        "replicas[0].urll: unknown field",
    ),
    (
        "wrong type",
        "r.yaml",
        YAML_ONE + "plan_period_s: soon\n",
        [],
        {},
        "plan_period_s: Input should be a valid number",
    ),
    (
        "out of range",
        "r.yaml",
        YAML_ONE + "control: {port: 70000}\n",
        [],
        {},
        "control.port: Input should be less than",
    ),
    ("not a choice", "r.yaml", YAML_ONE + "policy: fastest\n", [], {}, "policy: Input should be"),
    ("empty replicas", "r.yaml", "replicas: []\n", [], {}, "replicas: empty"),
    ("no replicas", "r.yaml", "policy: plan\n", [], {}, "replicas: required"),
    (
        "bad replica url",
        "r.yaml",
        "replicas: [{id: a, url: nowhere}]\n",
        [],
        {},
        "replicas[0].url: not an absolute URL",
    ),
    (
        "replica id a header cannot carry",
        "r.yaml",
        "replicas: [{id: \"a\\nb\", url: 'http://x:1'}]\n",
        [],
        {},
        "replicas[0].id: holds the control character '\\n'",
    ),
    (
        "duplicate replica id",
        "r.yaml",
        "replicas: [{id: a, url: 'http://x:1'}, {id: a, url: 'http://y:1'}]\n",
        [],
        {},
        "replicas: the id 'a' is given twice",
    ),
    (
        "duplicate replica url",
        "r.yaml",
        "replicas: [{id: a, url: 'http://x:1'}, {id: b, url: 'http://X:1/'}]\n",
        [],
        {},
        "replicas: 'b' and 'a' have one URL",
    ),
    (
        "cross-field rule",
        "r.yaml",
        YAML_ONE + "plan_period_s: 5\nplanner: {routers: ['http://x:1']}\n",
        [],
        {},
        "planner and plan_period_s",
    ),
    (
        "delay past the grace",
        "r.yaml",
        YAML_ONE + "shutdown: {drain_delay_s: 30, grace_s: 10}\n",
        [],
        {},
        "shutdown: drain_delay_s (30) is longer than grace_s (10)",
    ),
    (
        "missing token file",
        "r.yaml",
        YAML_ONE + "control: {token_file: /nonexistent/token}\n",
        [],
        {},
        "control.token_file: /nonexistent/token: No such file",
    ),
    ("empty token file", "r.yaml", YAML_ONE + "control: {token_file: TOKEN}\n", [], {}, "control.token_file"),
    (
        "missing planner token file",
        "r.yaml",
        YAML_ONE + "planner: {routers: ['http://x:1'], token_file: /nonexistent/t}\n",
        [],
        {},
        "planner.token_file",
    ),
    (
        "unset API key variable",
        "r.yaml",
        "replicas: [{id: a, url: 'http://x:1', api_key_env: CACHEROUTE_TEST_UNSET_KEY}]\n",
        [],
        {},
        "replicas[0].api_key_env: the environment variable CACHEROUTE_TEST_UNSET_KEY is unset",
    ),
    (
        "bad value from the environment",
        "r.yaml",
        YAML_ONE,
        [],
        {"CACHEROUTE_PLAN_PERIOD_S": "soon"},
        "plan_period_s (from CACHEROUTE_PLAN_PERIOD_S)",
    ),
    (
        "unknown environment setting",
        "r.yaml",
        YAML_ONE,
        [],
        {"CACHEROUTE_CONTROL_TOKEN": "x"},
        "CACHEROUTE_CONTROL_TOKEN: names no setting",
    ),
    (
        "bad flag value",
        "r.yaml",
        YAML_ONE,
        ["--shutdown-grace-period-secs", "0"],
        {},
        "shutdown.grace_s (from --shutdown-grace-period-secs)",
    ),
    ("port out of range", "r.yaml", YAML_ONE, ["--port", "70000"], {}, "--port"),
    ("workers without a control port", "r.yaml", YAML_ONE, ["--workers", "2", "--port", "18999"], {}, "control.port"),
    ("port in use", "r.yaml", YAML_ONE + "health: {check_interval_s: null}\n", ["--port", "HELD"], {}, "--port"),
    (
        "control port in use",
        "r.yaml",
        YAML_ONE + "health: {check_interval_s: null}\ncontrol: {port: HELD}\n",
        ["--port", "0"],
        {},
        "control.port: cannot listen on 127.0.0.1",
    ),
]


@pytest.mark.parametrize(("case", "name", "text", "extra", "env", "named"), BAD, ids=[b[0] for b in BAD])
def test_a_bad_config_exits_2_with_one_line_naming_the_field(
    tmp_path, monkeypatch, case, name, text, extra, env, named
):
    held = _held_port() if "HELD" in (text or "") + " ".join(extra) else None
    try:
        port = str(held.getsockname()[1]) if held is not None else ""
        (tmp_path / "TOKEN").write_text("\n")
        monkeypatch.chdir(tmp_path)
        if text is not None:
            (tmp_path / name).write_text(text.replace("HELD", port))
        for k, v in env.items():
            monkeypatch.setenv(k, v)
        rc, out, err = _run(["serve", "--config", str(tmp_path / name), *(a.replace("HELD", port) for a in extra)])
    finally:
        if held is not None:
            held.close()
    assert rc == 2, (case, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert named in lines[0], lines[0]
    assert "Traceback" not in err and out == ""


def test_the_router_module_and_the_cli_give_one_line_as_processes(tmp_path):
    bad = tmp_path / "r.yaml"
    bad.write_text("replicas: [{id: a, url: nowhere}]\n")
    for argv, prog in (
        ([sys.executable, "-m", "cacheroute_solver.router"], "python -m cacheroute_solver.router"),
        ([sys.executable, "-m", "cacheroute_solver.cli", "serve"], "cacheroute serve"),
    ):
        done = subprocess.run([*argv, "--config", str(bad)], capture_output=True, text=True, timeout=120, cwd=ROOT)
        assert done.returncode == 2, done.stderr
        assert done.stderr.strip().splitlines() == [
            f"{prog}: error: replicas[0].url: not an absolute URL: 'nowhere'"
        ], done.stderr


def test_without_the_router_extra_serve_says_what_to_install(tmp_path):
    (tmp_path / "r.yaml").write_text(YAML_ONE)
    code = (
        "import sys; sys.modules['aiohttp'] = None\n"  # import aiohttp raises ModuleNotFoundError
        "from cacheroute_solver.cli import main\n"
        f"sys.exit(main(['serve', '--config', {str(tmp_path / 'r.yaml')!r}]))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "cacheroute serve: error: the router needs its extra, missing module 'aiohttp': "
        "pip install 'cacheroute-solver[router]'"
    ]


def test_version_and_help(capsys):
    assert _run(["--version"])[0] == 0
    assert capsys.readouterr().out.strip() == f"cacheroute {version('cacheroute-solver')}"
    assert _run(["serve", "--help"])[0] == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: cacheroute serve")
    for flag in ("--config", "--host", "--port", "--policy", "--log-level", "--loop", "--workers", "--reuse-port"):
        assert flag in out
    options = out[out.index("options:") :].split("\n  -")[1:]
    assert all(len(o.split()) > 2 for o in options), options  # each one with its help


async def _engine() -> tuple[web.AppRunner, int]:
    async def generate(_request: web.Request) -> web.Response:
        return web.json_response({"choices": [{"text": "ok"}]})

    app = web.Application()
    app.router.add_post("/v1/completions", generate)
    return await serve_local(app)


def test_a_yaml_config_serves_with_its_control_token_from_the_environment(tmp_path):
    """... and the file, read again when it changes (`discovery`), is read as it was at the start: YAML, under the
    same environment (without the token from it, the control plane would read as changed and be refused)."""

    async def main_() -> None:
        runner, engine_port = await _engine()
        port, control = reserve_port(), reserve_port()
        path = tmp_path / "router.yaml"
        text = (
            f"# the fleet\nreplicas:\n  - id: e0\n    url: http://127.0.0.1:{engine_port}\npolicy: round_robin\n"
            f"health:\n  check_interval_s: null\ncontrol:\n  port: {control}\nshutdown:\n  drain_delay_s: 0.2\n"
            "discovery:\n  file_poll_s: 0.1\n"
        )
        path.write_text(text)
        env = {"CACHEROUTE_CONTROL__TOKEN": "from-a-secret", "PATH": "/usr/bin:/bin"}
        argv = [sys.executable, "-m", "cacheroute_solver.cli", "serve", "--config", str(path), "--port", str(port)]
        proc = await asyncio.to_thread(subprocess.Popen, argv, cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True)
        try:
            async with ClientSession() as s:
                await until_ready(s, f"http://127.0.0.1:{port}", proc)
                async with s.post(f"http://127.0.0.1:{port}/v1/completions", json={"prompt": "hi"}) as r:
                    assert r.status == 200
                stats = f"http://127.0.0.1:{control}/stats"
                async with s.get(stats) as r:
                    assert r.status == 401
                async with s.get(stats, headers={"Authorization": "Bearer from-a-secret"}) as r:
                    assert r.status == 200
                    assert "from-a-secret" not in await r.text()
                path.write_text(text.replace("policy:", "  - id: e1\n    url: http://127.0.0.1:9\npolicy:"))
                workers: list = []
                for _ in range(100):
                    async with s.get(
                        f"http://127.0.0.1:{control}/workers", headers={"Authorization": "Bearer from-a-secret"}
                    ) as r:
                        workers = (await r.json())["workers"]
                    if len(workers) == 2:
                        break
                    await asyncio.sleep(0.1)
                assert [(w["id"], w["source"]) for w in workers] == [("e0", "config"), ("e1", "file")], workers
            proc.send_signal(signal.SIGTERM)
            rc = await asyncio.to_thread(proc.wait, 30)
            err = proc.stderr.read() if proc.stderr else ""
        finally:
            kill(proc)
            await runner.cleanup()
        assert rc == 0, err
        assert "from-a-secret" not in err

    started = time.monotonic()
    asyncio.run(main_())
    assert time.monotonic() - started < 90


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("router.json", ONE),
        ("router.yaml", YAML_ONE),
        ("router.yml", YAML_ONE),
        ("router", ONE),
        ("router", YAML_ONE),
        ("router.conf", YAML_ONE),
    ],
)
def test_the_file_is_yaml_or_json_by_its_extension_or_its_content(tmp_path, name, text):
    from cacheroute_solver.router.config_file import load_config

    path = tmp_path / name
    path.write_text(text)
    assert [r.id for r in load_config(str(path)).replicas] == ["a"]


def test_settings_from_the_environment_override_the_file_and_the_flags_override_both(tmp_path, monkeypatch):
    from cacheroute_solver.router.config_file import load_config

    path = tmp_path / "r.yaml"
    path.write_text(YAML_ONE + "policy: least_loaded\ncontrol: {port: 9300}\nplanner: {routers: ['http://x:1']}\n")
    monkeypatch.setenv("CACHEROUTE_CONTROL__TOKEN", "t0k3n")
    monkeypatch.setenv("CACHEROUTE_PLANNER__TOKEN", "pl4nner")
    monkeypatch.setenv("cacheroute_plan_redis__url", "redis://:pw@redis:6379/0")
    monkeypatch.setenv("CACHEROUTE_REPLICAS", json.dumps([{"id": "b", "url": "http://b:8000"}]))
    config = load_config(str(path), {"policy": "round_robin"}, {"policy": "--policy"})
    assert config.control.port == 9300 and config.control.secret() == b"t0k3n"  # merged into the file's control
    assert config.planner is not None and config.planner.secret() == "pl4nner"
    assert config.plan_redis is not None and config.plan_redis.url == "redis://:pw@redis:6379/0"
    assert [r.id for r in config.replicas] == ["b"]
    assert config.policy == "round_robin"
    assert "t0k3n" not in repr(config) and "t0k3n" not in config.model_dump_json()


def test_the_flags_override_the_config_and_name_themselves(tmp_path):
    import argparse

    from cacheroute_solver.router.config_file import load_config
    from cacheroute_solver.router.options import add_serve_arguments, config_overrides

    path = tmp_path / "r.yaml"
    path.write_text(YAML_ONE + "logs: {format: text}\nshutdown: {grace_s: 60}\n")
    p = argparse.ArgumentParser()
    add_serve_arguments(p)
    argv = ["--config", str(path), "--log-format", "json", "--access-log", "--policy", "round_robin"]
    config = load_config(str(path), *config_overrides(p.parse_args([*argv, "--drain-delay-secs", "2"])))
    assert (config.logs.format, config.logs.access_log, config.policy) == ("json", True, "round_robin")
    assert (config.shutdown.drain_delay_s, config.shutdown.grace_s) == (2.0, 60.0)  # merged with the file's
    assert load_config(str(path), *config_overrides(p.parse_args(["--config", str(path)]))).logs.format == "text"


def test_a_key_variable_a_replica_names_is_not_taken_for_a_setting(tmp_path, monkeypatch):
    from cacheroute_solver.router.config_file import load_config

    path = tmp_path / "r.yaml"
    path.write_text("replicas: [{id: a, url: 'http://x:1', api_key_env: CACHEROUTE_ENGINE_KEY}]\n")
    monkeypatch.setenv("CACHEROUTE_ENGINE_KEY", "sk-1")
    assert load_config(str(path)).replicas[0].api_key() == "sk-1"
