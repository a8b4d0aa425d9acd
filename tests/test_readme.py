"""The README as a new user reads it: its quick start's commands run as written against the fake engines (a request
routed through the router to three engines, its TTFT histogram and the three hit figures on /metrics), its tables
stay short, and every relative link in it and in the docs points at a file and heading that exist."""

from __future__ import annotations

import json
import re
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from e2e.procs import wait_http

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
MARK = "<!-- quickstart:"
ENGINE_PORTS = (8001, 8002, 8003)
ROUTER_PORT = 8100
ACTIVATE = ". .venv/bin/activate"


def quickstart() -> list[str]:
    """The commands of the README's quick-start block (the fenced block after its marker)."""
    after = README.read_text(encoding="utf-8").split(MARK, 1)[1]
    block = re.search(r"```bash\n(.*?)```", after, re.S)
    assert block is not None, "no ```bash block after the quick-start marker"
    return [line.strip() for line in block.group(1).splitlines() if line.strip() and not line.startswith("#")]


def test_the_quick_start_is_at_most_five_commands_on_the_ports_of_the_example_config():
    commands = quickstart()
    assert len(commands) <= 5 and commands[0] == ACTIVATE
    config = yaml.safe_load((ROOT / "examples" / "router.yaml").read_text())
    assert [int(r["url"].rsplit(":", 1)[1]) for r in config["replicas"]] == list(ENGINE_PORTS)
    assert any(f"--engines {len(ENGINE_PORTS)} --port {ENGINE_PORTS[0]}" in c for c in commands)
    assert any(c.startswith("cacheroute serve --config examples/router.yaml") for c in commands)
    assert all(f"localhost:{ROUTER_PORT}" in c for c in commands if c.startswith("curl"))


def _taken(port: int) -> bool:
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the servers bind: a TIME_WAIT is no owner
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return True
    return False


def _shell(command: str) -> list[str]:
    """``command`` in bash within this test's environment (what the README's first line activates), ``exec``-ed so
    that the PID is the command's own."""
    activate = Path(sys.prefix) / "bin" / "activate"
    setup = f". {activate} && " if activate.exists() else f"export PATH={Path(sys.executable).parent}:$PATH && "
    return ["bash", "-c", setup + "exec " + command]


def _answer(output: str) -> tuple[str, str, dict]:
    """The replica and decision headers of a ``curl -i`` streamed answer, and its usage."""
    head, _, body = output.partition("\n\n")  # read as text: curl's CRLFs are newlines
    assert head.startswith("HTTP/1.1 200"), output[:300]
    headers = dict(line.split(": ", 1) for line in head.splitlines()[1:])
    events = [json.loads(x[len("data: ") :]) for x in body.split("\n") if x.startswith("data: {")]
    usage = next(e["usage"] for e in reversed(events) if e.get("usage"))
    return headers["X-CacheRoute-Replica"], headers["X-CacheRoute-Decision"], usage


PORTS_TAKEN = f"a port of the quick start ({', '.join(map(str, (*ENGINE_PORTS, ROUTER_PORT)))}) is taken here"


def _ready(urls: list[str], proc: subprocess.Popen, log: Path) -> None:
    """Wait for ``urls``; skip where ``proc`` could not listen because another process took its port meanwhile."""
    try:
        for url in urls:
            wait_http(url, 60.0, proc, poll_s=0.1)
    except RuntimeError:
        errors = log.read_text(errors="replace")
        if "already in use" in errors:
            pytest.skip(PORTS_TAKEN)
        raise AssertionError(errors[-2000:]) from None


def test_the_quick_start_routes_a_request_to_three_engines_and_shows_its_ttft_and_hit_figures(tmp_path):
    commands = quickstart()
    if any(_taken(p) for p in (*ENGINE_PORTS, ROUTER_PORT)):
        pytest.skip(PORTS_TAKEN)
    started: list[subprocess.Popen] = []
    outputs: list[str] = []
    try:
        for command in commands[1:]:  # the first activates the environment: _shell does it for each
            if command.endswith("&"):
                log = tmp_path / f"{len(started)}.log"
                with log.open("w") as err:
                    proc = subprocess.Popen(_shell(command[:-1]), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=err)
                started.append(proc)
                urls = [f"http://127.0.0.1:{p}/health" for p in ENGINE_PORTS] if "e2e.fake_engine" in command else []
                _ready(urls or [f"http://127.0.0.1:{ROUTER_PORT}/readiness"], proc, log)
                continue
            repeat = 2 if "/v1/" in command else 1  # the README: "send the request again"
            for _ in range(repeat):
                run = subprocess.run(_shell(command), cwd=ROOT, capture_output=True, text=True, timeout=60)
                assert run.returncode == 0, run.stderr
                outputs.append(run.stdout)
    finally:
        for proc in reversed(started):  # by PID: the router, then the engines
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
    assert len(started) == 2 and [p.returncode for p in started] == [0, 0]

    first, again, metrics = outputs
    replica, decision, usage = _answer(first)
    assert replica in ("e0", "e1", "e2") and decision and usage["prompt_tokens"] > 0
    replica2, decision2, usage2 = _answer(again)
    assert (replica2, decision2) == (replica, "cached")  # the prefix is where the first request left it
    assert usage2["prompt_tokens_details"]["cached_tokens"] > usage2["prompt_tokens"] // 2

    values: dict[str, float] = {}
    for line in metrics.splitlines():
        name = re.match(r"(\w+)", line)
        assert name is not None and line.startswith("cacheroute_"), line
        values[name.group(1)] = values.get(name.group(1), 0.0) + float(line.rsplit(" ", 1)[1])
    assert values["cacheroute_time_to_first_token_seconds_count"] == 2  # both answers, streamed
    assert "cacheroute_time_to_first_token_seconds_bucket" in values
    assert f'cacheroute_time_to_first_token_seconds_count{{model="tiny",replica="{replica}"}} 2.0' in metrics
    for figure in ("offered", "captured", "served"):
        assert values[f"cacheroute_prefix_{figure}_tokens_total"] > 0, figure


def _cells(markdown: str) -> list[str]:
    text = re.sub(r"```.*?```", "", markdown, flags=re.S)
    return [c.strip() for line in text.splitlines() if line.startswith("|") for c in line.strip().strip("|").split("|")]


def test_no_table_cell_of_the_readme_is_longer_than_two_lines():
    cells = _cells(README.read_text(encoding="utf-8"))
    assert cells, "the README has its headline table"
    assert [c for c in cells if len(c) > 150] == []


def test_the_readme_sets_up_with_make_demo_and_make_test_alone():
    text = README.read_text(encoding="utf-8")
    setup = text.split("## Set-up", 1)[1].split("```bash\n", 1)[1].split("```", 1)[0]
    assert [line.split("#")[0].strip() for line in setup.splitlines()] == ["make demo", "make test"]
    assert text.split("## Quick start", 1)[1].split("```bash\n", 1)[1].startswith("make demo\n")


_LINK = re.compile(r"(?<!!)\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)\)|!\[[^\]]*\]\(([^)\s]+)\)")


def _prose(text: str) -> str:
    """Markdown without its code: fenced blocks and inline spans (a link's text may be code: ``[`x`](x)``)."""
    return re.sub(r"`[^`\n]*`", "", re.sub(r"```.*?```", "", text, flags=re.S))


def anchors(page: Path) -> set[str]:
    """The anchors GitHub gives a page's headings (lower case, punctuation dropped, spaces as ``-``, repeats
    numbered)."""
    out: set[str] = set()
    seen: dict[str, int] = {}
    for line in re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S).splitlines():
        heading = re.match(r"#{1,6}\s+(.*)", line)
        if heading is None:
            continue
        words = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading.group(1).strip()).replace("`", "").replace("*", "")
        anchor = re.sub(r"[^\w\- ]", "", words.lower()).replace(" ", "-")
        n = seen.get(anchor, 0)
        seen[anchor] = n + 1
        out.add(anchor if n == 0 else f"{anchor}-{n}")
    return out


PAGES = [README, *sorted((ROOT / "docs").rglob("*.md")), *sorted((ROOT / "formulations").glob("*.md"))]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_points_at_a_file_and_heading_that_exist(page):
    broken = []
    for match in _LINK.finditer(_prose(page.read_text(encoding="utf-8"))):
        target = match.group(1) or match.group(2)
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # http:, mailto:
            continue
        path, _, fragment = target.partition("#")
        dest = (page.parent / path).resolve() if path else page
        if not dest.exists():
            broken.append(f"{target}: no such file")
        elif fragment and dest.suffix == ".md" and fragment not in anchors(dest):
            broken.append(f"{target}: no such heading")
    assert broken == []


def test_the_link_check_finds_a_broken_link(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("# Top\n\nSee [here](missing.md), [`code`](page.md#top) and [there](page.md#nowhere).\n")
    found = [m.group(1) for m in _LINK.finditer(_prose(page.read_text()))]
    assert found == ["missing.md", "page.md#top", "page.md#nowhere"] and anchors(page) == {"top"}


def test_the_readme_picture_draws_the_evaluation_pages_numbers():
    from experiments.evaluate import _load_all
    from experiments.headline_plot import figures

    rows = figures(_load_all(ROOT / "docs" / "results"))
    page = (ROOT / "docs" / "results" / "evaluation.md").read_text(encoding="utf-8")
    for name, row in rows.items():
        line = next(x for x in page.splitlines() if x.startswith(f"| [{name}]("))
        per_seed = [float(r) for r in line.split("|")[9].split(",")]  # "CacheRoute / best, per seed"
        assert [round(r, 2) for r in row["cr_cap"]] == per_seed, name
        hit = float(line.split("|")[4].split("%")[0]) / 100  # "CacheRoute hit", the mean over the seeds
        assert abs(sum(row["cr_hit"]) / len(row["cr_hit"]) - hit) < 0.0005, name
    assert "](docs/results/headline.png)" in README.read_text(encoding="utf-8")
