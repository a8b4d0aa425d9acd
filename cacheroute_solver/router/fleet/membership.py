"""Which replicas of the reference router are in rotation: health checks, ejection and return, the plans in
force when replicas left (handed back to the planner when they return), and the requests waiting on each."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Collection, Sequence
from typing import Any, Protocol

from aiohttp import ClientSession, ClientTimeout

from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.adapter.plan_routing import PlanRouting, normalize_url
from cacheroute_solver.adapter.store import PlanStore
from cacheroute_solver.models import Fleet, Plan, Replica

from ..config import RouterConfig
from ..loop_watch import LoopWatch
from .health import TIMEOUTS, Health

__all__ = ["Membership"]

log = logging.getLogger("cacheroute.router")


class Waiter(Protocol):
    """A request's wait for a replica's first byte, which a hang found there cancels."""

    def cancel(self) -> Any: ...


class Membership:
    """The replicas' `Health` and what a change of it sets off (metrics, stuck requests, ``on_change``)."""

    def __init__(
        self,
        config: RouterConfig,
        urls: Sequence[str],
        routing: PlanRouting,
        store: PlanStore,
        counters: Counters,
        loop_watch: LoopWatch,
    ) -> None:
        self.config = config
        self.urls = list(urls)
        self.routing = routing
        self.store = store
        self.counters = counters
        self.loop_watch = loop_watch
        self.on_change: Callable[[], None] = lambda: None
        """Called after every membership change (the planning room's re-plan)."""
        self.health = Health(self.urls, config.health, on_change=self._changed, on_held=self._held)
        self._displaced: dict[str, Plan] = {}
        """Per replica out of rotation, the plan in force when it left (`returned_keys`)."""
        self._returned: set[str] = set()
        self._waiting: dict[str, dict[Waiter, tuple[int | None, float]]] = {u: {} for u in self.urls}
        """Per replica, the attempts waiting for its first byte: their request's key, and since when (monotonic)."""
        self._moved: dict[int, float] = {}
        """Requests moved off a replica that left on time-outs alone, each with how long it had waited there
        (`moved_here`)."""
        self._session: ClientSession | None = None
        self._checks: dict[str, asyncio.Task[None]] = {}
        """The active checks' loop of each endpoint (`start`)."""
        for r in config.replicas:
            counters.set("cacheroute_endpoint_up", 1, replica=r.id)

    def start(self, session: ClientSession) -> None:
        """On the router's event loop: each endpoint's active checks (with ``check_interval_s``)."""
        self._session = session
        if self.config.health.check_interval_s is not None:
            for url in self.urls:
                self._checks[url] = asyncio.create_task(self.check_loop(url, session))

    async def stop(self) -> None:
        """Stop every endpoint's checks."""
        tasks, self._checks = list(self._checks.values()), {}
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t

    def add(self, url: str, replica: str) -> None:
        """An endpoint joins (`ReplicaSet`): out of rotation until its first check passes, then in (the change
        re-plans, as a return does); without active checks, in at once."""
        if url in self.urls:
            return
        self.urls = [*self.urls, url]
        self._waiting.setdefault(url, {})
        self.health.add(url)
        checked = self.config.health.check_interval_s is not None
        self.counters.set("cacheroute_endpoint_up", 0 if checked else 1, replica=replica)
        if checked and self._session is not None:
            self._checks[url] = asyncio.create_task(self.check_loop(url, self._session))
        elif not checked:
            self.on_change()

    def remove(self, url: str, replica: str) -> None:
        """An endpoint leaves: its checks stop and nothing of it is kept; requests in flight there go on, and
        one that fails is retried elsewhere as any."""
        self.urls = [u for u in self.urls if u != url]
        task = self._checks.pop(url, None)
        if task is not None:
            task.cancel()
        was_up = self.health.up(url) and url in self.health.state
        self.health.remove(url)
        self._displaced.pop(replica, None)
        self._returned.discard(replica)
        self.counters.forget("cacheroute_endpoint_up", replica=replica)
        if was_up:
            self.on_change()

    def in_rotation(self) -> list[str]:
        """Endpoints in rotation now."""
        return self.health.in_rotation()

    def candidates(self, exclude: Sequence[str] = (), among: Collection[str] | None = None) -> list[str]:
        """Endpoints in rotation not yet tried; when none is in rotation, every one not tried. ``among``: only
        these (the replicas that serve the request's model)."""
        urls = self.urls if among is None else [u for u in self.urls if u in among]
        up = [u for u in self.health.in_rotation() if u not in exclude and (among is None or u in among)]
        return up or [u for u in urls if u not in exclude]

    def failed(self, url: str, replica: str, reason: str, since: float, request_key: int | None = None) -> None:
        """Hold a failed attempt against ``url``, unless the router's own loop stalled since ``since``
        (`LoopWatch.stalled`), or it is a time-out of a request already moved off another replica for
        time-outs (`moved_here`)."""
        if self.loop_watch.stalled(since):
            self.counters.inc("cacheroute_stalled_failures_total", replica=replica, reason=reason)
        elif reason in TIMEOUTS and request_key in self._moved:
            self.counters.inc("cacheroute_excused_failures_total", replica=replica, reason=reason)
        else:
            self.health.record_failure(url, reason)

    def moved_here(self, url: str) -> bool:
        """Whether a request moved off another replica that left on time-outs alone waits on ``url``: then
        ``url``'s time-outs are likelier that request's doing (a body that keeps any engine from answering in
        time, parsed on the engine's loop) than ``url``'s, and are not held against it. Without this one such
        request, moved on at each ejection, took every replica it was tried on out in turn (issue 38, D9).
        For a while only: twice as long as it waited on the replica it left (which was unresponsive at least
        that long, and the request costs about as much anywhere), plus one check, so a second replica that is
        itself hung still leaves, one such while later."""
        cfg = self.config.health
        check_s = (cfg.check_interval_s or 0.0) + cfg.check_timeout_s
        now = time.monotonic()
        return any(
            key in self._moved and now - since <= 2 * self._moved[key] + check_s
            for key, since in self._waiting.get(url, {}).values()
        )

    def done(self, request_key: int) -> None:
        """The request ``request_key`` ended: forget that it was moved."""
        self._moved.pop(request_key, None)

    def wait_on(self, url: str, waiter: Waiter, request_key: int | None = None) -> None:
        """``waiter`` (of request ``request_key``) waits for ``url``'s first byte until `wait_over`: a hang found
        there cancels it."""
        self._waiting.setdefault(url, {})[waiter] = (request_key, time.monotonic())

    def wait_over(self, url: str, waiter: Waiter) -> None:
        self._waiting.get(url, {}).pop(waiter, None)

    async def check_loop(self, url: str, session: ClientSession) -> None:
        """Active checks of one endpoint, one every ``check_interval_s`` whatever they take."""
        cfg = self.config.health
        assert cfg.check_interval_s is not None
        replica = self.routing.id_of.get(url, url)
        timeout = ClientTimeout(total=cfg.check_timeout_s)
        while True:
            started = time.monotonic()
            if self.health.due_for_check(url):
                timed_out = False
                try:
                    async with session.get(url + cfg.check_path, timeout=timeout) as r:
                        ok = r.status < 500
                except TimeoutError:
                    ok, timed_out = False, True
                except Exception:  # noqa: BLE001 - any failure to answer fails the check
                    ok = False
                if ok or not (timed_out or self.loop_watch.stalled(started, cfg.check_timeout_s)):
                    self.counters.inc(
                        "cacheroute_health_checks_total", replica=replica, result="pass" if ok else "fail"
                    )
                    self.health.record_check(url, ok, timed_out)
                elif self.loop_watch.stalled(started, cfg.check_timeout_s):
                    self.counters.inc("cacheroute_stalled_failures_total", replica=replica, reason="health_check")
                elif self.moved_here(url):
                    self.counters.inc("cacheroute_excused_failures_total", replica=replica, reason="health_check")
                else:
                    self.counters.inc("cacheroute_health_checks_total", replica=replica, result="fail")
                    self.health.record_check(url, ok, timed_out)
            await asyncio.sleep(max(0.0, cfg.check_interval_s - (time.monotonic() - started)))

    def _held(self, url: str, reason: str) -> None:
        """An ejection on time-outs alone not made: the replica is the last in rotation (`health`)."""
        replica = self.routing.id_of.get(url, url)
        self.counters.inc("cacheroute_ejections_held_total", replica=replica, reason=reason)
        log.warning("replica %s kept in rotation: the last one, and only time-outs against it (%s)", replica, reason)

    async def tick_loop(self) -> None:
        """Without active checks: let ejections run out."""
        while True:
            await asyncio.sleep(min(1.0, self.config.health.base_ejection_s / 4))
            self.health.tick()

    def _changed(self, url: str, up: bool, reason: str) -> None:
        """A replica left rotation or came back: metrics, stuck requests, re-plan."""
        replica = self.routing.id_of.get(url, url)
        self.counters.set("cacheroute_endpoint_up", 1 if up else 0, replica=replica)
        if up:
            self.counters.inc("cacheroute_readmissions_total", replica=replica)
            log.warning("replica %s back in rotation (%s)", replica, reason)
            if replica in self._displaced:
                self._returned.add(replica)
        else:
            self.counters.inc("cacheroute_ejections_total", replica=replica, reason=reason)
            log.warning("replica %s out of rotation (%s)", replica, reason)
            plan = self.store.plan
            if plan is not None:  # its keys are looked through at the re-plan, off the loop (0.9 s at 250,000)
                self._displaced[replica] = plan
            if reason in ("health_check", "timeout", "hang"):
                # the replica hangs: requests waiting for its first token go elsewhere now, and what
                # it still has in flight stops counting as its load (it would get nothing once back)
                timeouts_alone = reason != "health_check" or not self.health.state[url].hard_check
                now = time.monotonic()
                for fut, (key, since) in list(self._waiting.get(url, {}).items()):
                    if timeouts_alone and key is not None:
                        self._moved[key] = max(self._moved.get(key, 0.0), now - since)
                    fut.cancel()
                self.routing.release(url)
        self.on_change()

    def live_fleet(self) -> Fleet:
        """The fleet routed to now with each replica's health as the checks see it."""
        return Fleet(
            replicas=tuple(
                Replica(
                    id=r.id,
                    prefill_capacity=r.prefill_capacity,
                    kv_capacity=r.kv_capacity,
                    healthy=self.health.up(normalize_url(r.url)),
                )
                for r in self.routing.replicas
            )
        )

    def take_returned(self) -> dict[str, Plan]:
        """The plans in force when the replicas now back in rotation left (each handed back once)."""
        out = {rid: self._displaced.pop(rid) for rid in sorted(self._returned) if rid in self._displaced}
        self._returned.clear()
        return out

    def returned_keys(self, left: dict[str, Plan]) -> dict[str, tuple[tuple[str, float], ...]]:
        """Warm keys that the replicas back in rotation held when they ``left``, with the destinations
        they had then (only where all of those are up again). In a thread: a plan's keys are many."""
        out: dict[str, tuple[tuple[str, float], ...]] = {}
        for rid, plan in left.items():
            for key, dests in plan.assignments.items():
                if any(d == rid for d, _ in dests) and all(
                    self.health.up(self.routing.url_of.get(d, "")) for d, _ in dests
                ):
                    out[key] = dests
        return out
