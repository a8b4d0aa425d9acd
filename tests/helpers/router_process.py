"""The router as a process, as an operator runs it (`cacheroute serve`, `python -m cacheroute_solver.router`): waiting
for it to be ready, and killing one a test left running."""

from __future__ import annotations

import asyncio
import subprocess
import time

from aiohttp import ClientConnectorError, ClientSession


async def until_ready(s: ClientSession, base: str, proc: subprocess.Popen, within_s: float = 60.0) -> None:
    """Wait until the router at ``base`` answers ``/readiness`` 200; AssertionError if ``proc`` exits first or
    ``within_s`` passes."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        assert proc.poll() is None, "the router exited"
        try:
            async with s.get(base + "/readiness") as r:
                if r.status == 200:
                    return
        except ClientConnectorError:
            pass
        await asyncio.sleep(0.1)
    raise AssertionError("the router never became ready")


def kill(proc: subprocess.Popen) -> None:
    """Kill ``proc`` if a failed test left it running (by its PID), and reap it."""
    if proc.poll() is None:
        proc.kill()
        proc.wait()
