"""The package as PyPI and ``pip install 'cacheroute-solver[router]'`` see it: the sdist and the wheel build
(``python -m build``, with this environment's build backend: no network), ``twine check --strict`` passes them (the
README renders as the long description), and the wheel carries the ``cacheroute`` command and a ``router`` extra with
what ``cacheroute serve`` imports."""

from __future__ import annotations

import email
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from cacheroute_solver.cli.serve import ROUTER_EXTRA

ROOT = Path(__file__).resolve().parents[1]
DISTRIBUTIONS = {"aiohttp": "aiohttp", "zmq": "pyzmq", "msgpack": "msgpack", "tokenizers": "tokenizers"}
DISTRIBUTIONS |= {"redis": "redis", "pythonjsonlogger": "python-json-logger", "yaml": "pyyaml"}
DISTRIBUTIONS |= {"pydantic_settings": "pydantic-settings"}
"""The distribution of each module `cacheroute serve` needs from the router extra."""


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """The sdist and the wheel, built from a copy of the sources (the build writes nothing in the checkout)."""
    work = tmp_path_factory.mktemp("package")
    src = work / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, src / name)
    shutil.copytree(ROOT / "cacheroute_solver", src / "cacheroute_solver", ignore=shutil.ignore_patterns("__pycache__"))
    out = work / "dist"
    built = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(src)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stdout[-2000:] + built.stderr[-2000:]
    return out


def test_the_sdist_and_the_wheel_pass_twine_check(dist):
    files = sorted(p.name for p in dist.iterdir())
    assert len(files) == 2 and files[0].endswith(".whl") and files[1].endswith(".tar.gz"), files
    checked = subprocess.run(
        [sys.executable, "-m", "twine", "check", "--strict", *(str(p) for p in dist.iterdir())],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert checked.stdout.count("PASSED") == 2


def test_the_wheel_has_the_command_and_the_router_extra(dist):
    wheel = next(dist.glob("*.whl"))
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        info = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = email.message_from_bytes(z.read(info))
        entry_points = z.read(info.replace("METADATA", "entry_points.txt")).decode()
    assert "cacheroute = cacheroute_solver.cli:main" in entry_points
    assert {
        "cacheroute_solver/router/lifecycle.py",
        "cacheroute_solver/cli/serve.py",
        "cacheroute_solver/py.typed",
    } <= names
    assert metadata["Description-Content-Type"] == "text/markdown"
    assert "router" in (metadata.get_all("Provides-Extra") or [])
    router = {
        r.split(";")[0].split("<")[0].split(">")[0].strip().lower()
        for r in metadata.get_all("Requires-Dist") or []
        if 'extra == "router"' in r
    }
    assert {DISTRIBUTIONS[m] for m in ROUTER_EXTRA} <= router, router
