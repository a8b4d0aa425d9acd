"""The router's lifecycle as load balancers and Kubernetes see it: ``GET /liveness`` (the process serves),
``GET /readiness`` (send it traffic: a replica in rotation and not draining), and the drain on SIGTERM or SIGINT.

The drain, as smg and the Rust vLLM router do it and as Kubernetes needs it (it removes a pod from its Service's
endpoints concurrently with the SIGTERM, so for a moment traffic still comes):

1. at the signal, ``/readiness`` answers 503 at once, and every answer carries ``Connection: close`` so that
   clients' pooled connections go elsewhere for their next request;
2. new requests are still served for ``drain_delay_s``, while the balancers take the router out;
3. then the listener closes (a new connection is refused) and idle connections are closed;
4. the requests in flight, streams included (and those still waiting for their first chunk), finish within
   ``grace_s`` of the signal; those still running then are cancelled and counted
   (``cacheroute_drain_cancelled_total``), and the router exits 0 either way: it stopped because it was asked to,
   and a supervisor (systemd's ``Restart=on-failure``) must not read a bounded stop as a crash.

A second signal skips what is left of the delay and of the grace.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import time
from collections.abc import Callable, Sequence
from typing import Any

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field, model_validator

from cacheroute_solver.adapter.metrics import Counters

__all__ = ["Lifecycle", "ShutdownConfig", "serve_until_signalled"]

log = logging.getLogger("cacheroute.router")

SIGNALS = (signal.SIGTERM, signal.SIGINT)
_CANCEL_S = 0.05
"""What a request cut at the end of the grace is given to finish its last write before it is cancelled."""


class ShutdownConfig(BaseModel):
    """How the router stops on SIGTERM or SIGINT (`router.lifecycle`)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    drain_delay_s: float = Field(
        default=5.0,
        ge=0.0,
        description="After the signal, /readiness answers 503 and new requests are still served this long, so that "
        "load balancers (a Kubernetes Service's endpoints, updated concurrently with the SIGTERM) stop sending "
        "first; then the listener closes.",
    )
    grace_s: float = Field(
        default=180.0,
        gt=0.0,
        description="From the signal, the longest the requests in flight may take to finish, streams included; those "
        "still running then are cancelled (counted). As smg's --shutdown-grace-period-secs (180 s); a Kubernetes "
        "pod's terminationGracePeriodSeconds must be above it.",
    )

    @model_validator(mode="after")
    def _delay_within_grace(self) -> ShutdownConfig:
        if self.drain_delay_s > self.grace_s:
            raise ValueError(
                f"drain_delay_s ({self.drain_delay_s:g}) is longer than grace_s ({self.grace_s:g}): the grace counts "
                "from the signal, so the listener would still be open when it ends"
            )
        return self


class Lifecycle:
    """Whether the router is ready for traffic, and the drain's state (one per router)."""

    def __init__(self, config: ShutdownConfig, counters: Counters, in_rotation: Callable[[], Sequence[str]]) -> None:
        """``in_rotation()``: the replicas in rotation now (`Membership.in_rotation`)."""
        self.config = config
        self.counters = counters
        self.in_rotation = in_rotation
        self.draining_since: float | None = None
        """When the drain began (monotonic), or None."""
        counters.set("cacheroute_draining", 0.0)

    @property
    def draining(self) -> bool:
        return self.draining_since is not None

    def begin_drain(self) -> bool:
        """Not ready from now on; False when the drain had begun already."""
        if self.draining_since is not None:
            return False
        self.draining_since = time.monotonic()
        self.counters.set("cacheroute_draining", 1.0)
        return True

    async def handle_liveness(self, _request: web.Request) -> web.Response:
        """200 while the process serves (draining included: a restart would not help it)."""
        return web.json_response({"status": "alive"})

    async def handle_readiness(self, _request: web.Request) -> web.Response:
        """200 with a replica in rotation and no drain; 503 with the reason otherwise."""
        up = len(self.in_rotation())
        reason = "draining" if self.draining else None if up else "no_replica_in_rotation"
        if reason is None:
            return web.json_response({"status": "ready", "replicas_in_rotation": up})
        return web.json_response({"status": "not_ready", "reason": reason, "replicas_in_rotation": up}, status=503)

    async def on_response_prepare(self, _request: web.Request, response: web.StreamResponse) -> None:
        """While draining, every answer closes its connection: the client's next request opens a new one, which
        the balancers send elsewhere."""
        if self.draining_since is not None:
            response.force_close()
            response.headers["Connection"] = "close"  # aiohttp wrote its own before this hook, from keep-alive


class _Signals:
    """SIGTERM and SIGINT on the running loop: the first starts the drain, the second cuts it short."""

    def __init__(self) -> None:
        self.first = asyncio.Event()
        self.second = asyncio.Event()
        self.name = ""
        self._loop = asyncio.get_running_loop()
        for s in SIGNALS:
            self._loop.add_signal_handler(s, self._got, s)

    def _got(self, signum: int) -> None:
        if self.first.is_set():
            self.second.set()
            return
        self.name = signal.Signals(signum).name
        self.first.set()

    def remove(self) -> None:
        for s in SIGNALS:
            self._loop.remove_signal_handler(s)


async def _until(event: asyncio.Event, deadline: float) -> None:
    """Wait until ``deadline`` (monotonic) or ``event``."""
    left = deadline - time.monotonic()
    if left > 0:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(event.wait(), left)


async def _finish(connection: web.RequestHandler, deadline: float) -> bool:
    """Close ``connection`` once its request in flight is answered (aiohttp's `RequestHandler.shutdown`), or at
    ``deadline`` cancel it; whether it was cut."""
    try:
        await asyncio.wait_for(connection.shutdown(None), max(deadline - time.monotonic(), 0.0))
        return False
    except TimeoutError:
        await connection.shutdown(_CANCEL_S)
        return True


async def _drain(server: web.Server, deadline: float, second: asyncio.Event) -> int:
    """Close every connection once its request in flight is answered, within ``deadline`` or until ``second``;
    the requests cut."""
    server.pre_shutdown()  # idle connections close now, busy ones after their answer
    tasks = [asyncio.ensure_future(_finish(c, deadline)) for c in server.connections]
    if not tasks:
        return 0
    every = asyncio.gather(*tasks)
    stop = asyncio.ensure_future(second.wait())
    either: list[asyncio.Future[Any]] = [every, stop]
    await asyncio.wait(either, return_when=asyncio.FIRST_COMPLETED)
    stop.cancel()
    cut = sum(1 for t in tasks if not t.done() or t.cancelled() or t.exception() is not None or t.result())
    every.cancel()  # a second signal: those not done
    await asyncio.gather(*tasks, return_exceptions=True)
    await server.shutdown(_CANCEL_S)
    return cut


async def serve_until_signalled(
    runner: web.AppRunner, site: web.BaseSite, lifecycle: Lifecycle, started: asyncio.Event | None = None
) -> None:
    """Serve on ``site`` (started) until SIGTERM or SIGINT, then drain (module docstring) and clean ``runner`` up.
    ``started`` is set once the signal handlers are in place."""
    signals = _Signals()
    if started is not None:
        started.set()
    try:
        await signals.first.wait()
        lifecycle.begin_drain()
        cfg = lifecycle.config
        began = time.monotonic()
        log.warning(
            "%s: draining: not ready; new requests served for %g s, then the listener closes; the requests in flight "
            "have until %g s after the signal",
            signals.name,
            cfg.drain_delay_s,
            cfg.grace_s,
        )
        await _until(signals.second, began + cfg.drain_delay_s)
        await site.stop()
        server = runner.server
        assert server is not None, "the runner is set up"
        cut = await _drain(server, began + cfg.grace_s, signals.second)
        if cut:
            lifecycle.counters.inc("cacheroute_drain_cancelled_total", float(cut))
            why = "a second signal came" if signals.second.is_set() else f"the grace of {cfg.grace_s:g} s ran out"
            log.warning("%s: %d request(s) in flight cancelled", why, cut)
        log.info("drained in %.2f s; stopping", time.monotonic() - began)
    finally:
        signals.remove()
        await runner.cleanup()
