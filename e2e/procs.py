"""Start processes in their own sessions and stop every one of them, by pid, whatever happens.

Each process is started with ``start_new_session`` so that its pid is also its process-group
id: stopping it signals that group (the process and the workers it forked, e.g. vLLM's engine
core) and nothing else.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Mapping, Sequence
from pathlib import Path

__all__ = ["Processes", "cpu_seconds", "wait_http"]


def cpu_seconds(pids: Sequence[int]) -> float:
    """CPU seconds (user + system, every thread) the processes have used so far."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / tick
    return total


def _placed(nice: int, cpus: Sequence[int] | None):
    """The child's set-up before it runs: its niceness and CPUs."""

    def place() -> None:
        if nice:
            os.nice(nice)
        if cpus:
            os.sched_setaffinity(0, cpus)

    return place


class Processes:
    """A context manager that owns the processes it started and stops them on exit."""

    def __init__(self, log_dir: Path) -> None:
        self.log_dir = Path(log_dir)
        self.log_dir.mkdir(parents=True, exist_ok=True)
        self.procs: dict[str, subprocess.Popen] = {}
        self._old_handlers: dict[int, object] = {}

    def start(
        self,
        name: str,
        argv: Sequence[str],
        env: Mapping[str, str] | None = None,
        nice: int = 0,
        cpus: Sequence[int] | None = None,
    ) -> subprocess.Popen:
        """Start ``argv`` in its own session, output to ``<log_dir>/<name>.log``; ``nice`` lowers its
        CPU priority and ``cpus`` (None: this process's) are the CPUs it may run on, both inherited by the
        processes it starts."""
        log = open(self.log_dir / f"{name}.log", "ab")  # noqa: SIM115 handed to the child, closed below
        full_env = dict(os.environ)
        full_env.update(env or {})
        p = subprocess.Popen(
            list(argv),
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            env=full_env,
            start_new_session=True,
            preexec_fn=_placed(nice, cpus) if nice or cpus else None,
        )
        log.close()
        self.procs[name] = p
        print(f"[e2e] started {name} pid={p.pid}", flush=True)
        return p

    def stop(self, name: str, grace_s: float = 15.0) -> None:
        p = self.procs.pop(name, None)
        if p is None:
            return
        if p.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(p.pid, signal.SIGTERM)
            try:
                p.wait(grace_s)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(p.pid, signal.SIGKILL)
                p.wait(10)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(p.pid, signal.SIGKILL)  # workers left behind by a leader that exited
        print(f"[e2e] stopped {name} pid={p.pid} rc={p.returncode}", flush=True)

    def stop_all(self) -> None:
        for name in list(self.procs)[::-1]:
            self.stop(name)

    def tail(self, name: str, lines: int = 30) -> str:
        path = self.log_dir / f"{name}.log"
        if not path.exists():
            return ""
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])

    def __enter__(self) -> Processes:
        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            self._old_handlers[sig] = signal.signal(sig, self._on_signal)
        return self

    def _on_signal(self, signum: int, _frame: object) -> None:
        raise KeyboardInterrupt(f"signal {signum}")

    def __exit__(self, *exc: object) -> None:
        try:
            self.stop_all()
        finally:
            for sig, h in self._old_handlers.items():
                signal.signal(sig, h)  # type: ignore[arg-type]


def wait_http(url: str, timeout_s: float, proc: subprocess.Popen | None = None, poll_s: float = 1.0) -> None:
    """Poll ``url`` every ``poll_s`` until it answers 200; fail early if ``proc`` exits."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"process for {url} exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(poll_s)
    raise TimeoutError(f"{url} not ready after {timeout_s} s")
