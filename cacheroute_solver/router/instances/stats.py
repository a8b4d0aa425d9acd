"""What one instance of the reference router exports for the shared planner (``GET /stats``)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from aiohttp import web

from cacheroute_solver.adapter.plan_routing import PlanRouting
from cacheroute_solver.adapter.store import PlanStore
from cacheroute_solver.observe import Observer

from ..config import RouterConfig
from ..fleet.membership import Membership
from ..http_io import error
from ..operations.switch import Switch
from .shared_plan import InstanceStats, InstanceSwitch

__all__ = ["Stats"]


class Stats:
    """This instance's observer statistics, prefix placements, live fleet, plan epoch and switch, as one export."""

    def __init__(
        self,
        config: RouterConfig,
        observer: Observer,
        routing: PlanRouting,
        store: PlanStore,
        membership: Membership,
        switch: Switch,
        peer_port: Callable[[], int | None] = lambda: None,
    ) -> None:
        """``peer_port()``: the port the peer channel listens on, once it does (None: no channel)."""
        self.config = config
        self.peer_port = peer_port
        self.observer = observer
        self.routing = routing
        self.store = store
        self.membership = membership
        self.switch = switch

    def export(self, max_keys: int | None = None, now: float | None = None) -> InstanceStats:
        """This instance's view for the shared planner (``GET /stats``): its observer's statistics
        (the ``max_keys`` busiest keys), where its prefix memory says their prefixes are, the
        fleet as its health checks see it, and the epoch of its plan. ``now``: the clock the
        statistics are read at (default the wall clock; a replay gives the trace's)."""
        now = time.time() if now is None else now
        stats = self.observer.stats(now)
        if max_keys is not None and len(stats.keys) > max_keys:
            stats = stats.model_copy(update={"keys": stats.keys[:max_keys]})
        hints = self.routing.placement_hint(k.key for k in stats.keys) if self.config.placement_hints else {}
        sw = self.switch
        switch = InstanceSwitch(mode=sw.mode, record=sw.record) if sw.switchable else None
        return InstanceStats(
            time=now,
            epoch=self.store.epoch,
            fleet=self.membership.live_fleet(),
            stats=stats,
            hints=hints,
            switch=switch,
            peer_port=self.peer_port(),
        )

    async def handle_stats(self, request: web.Request) -> web.Response:
        """``GET /stats[?max_keys=N]``: `export` as JSON, built off the loop."""
        raw = request.query.get("max_keys")
        try:
            max_keys = None if raw is None else int(raw)
            if max_keys is not None and max_keys < 1:
                raise ValueError
        except ValueError:
            return error(
                400, f"max_keys must be a positive integer, got {raw!r:.40}", "invalid_request_error", param="max_keys"
            )
        exported = await asyncio.to_thread(self.export, max_keys)
        return web.Response(text=exported.model_dump_json(), content_type="application/json")
