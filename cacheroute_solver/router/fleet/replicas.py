"""The replicas the reference router routes to, as they come and go while it runs, and the control routes
that change them (``GET``/``POST /workers``, ``DELETE /workers/{id}``, the shape smg's gateway serves).

A change reaches every room that keeps something per replica: the plan store's known ids, the routing core
(`PlanRouting.add_replica`: a position of its own, empty memory and load), the health checks (`Membership`:
a replica that joins takes traffic only once a check passes, as one that comes back), the proxy's in-flight
gauge, the engines' ``/metrics`` reader and the KV-event subscriber. A replica that leaves keeps its requests
in flight (one that fails is retried elsewhere, as any), and nothing of it is kept. Joins and leaves change
membership, which re-plans (`Planning.membership_changed`), so a replica that joins carries planned traffic
from the next plan on.

Three sources change the set: the control routes (``api``), the config file read again (``file``) and DNS
names resolved again (``dns``), `discovery`. The file and DNS replace the replicas of the config; the control
routes add and remove their own: a file read again leaves the replicas added through them alone.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from typing import Any
from urllib.parse import unquote, urlsplit

from aiohttp import web
from pydantic import ValidationError

from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.adapter.plan_routing import PlanRouting, ReplicaEndpoint, normalize_url
from cacheroute_solver.adapter.store import PlanStore

from ..http_io import error, read_capped
from .engine_metrics import EngineMetrics
from .kv_events import KVEventFeed, KVEventSubscriber
from .membership import Membership
from .served_models import ServedModels

__all__ = ["ReplicaChange", "ReplicaSet", "endpoint_id"]

log = logging.getLogger("cacheroute.router")

_BODY_BYTES = 64 * 1024


class ReplicaChange(ValueError):
    """A change of the replica set that cannot be made; ``status`` is the HTTP answer for it."""

    def __init__(self, message: str, status: int = 400, code: str = "invalid_replica") -> None:
        super().__init__(message)
        self.status = status
        self.code = code


def endpoint_id(url: str) -> str:
    """The id a replica added by its URL alone gets: its host and port (``10.0.0.5:8000``)."""
    parts = urlsplit(normalize_url(url))
    return parts.netloc or url


class ReplicaSet:
    """The replicas routed to now, by id, with the source that added each; `add`, `remove`, `replace`."""

    def __init__(
        self,
        routing: PlanRouting,
        store: PlanStore,
        membership: Membership,
        counters: Counters,
        track: Callable[[str, str], None],
        untrack: Callable[[str], None],
        engine_metrics: EngineMetrics | None = None,
        kv: Callable[[], tuple[KVEventFeed, KVEventSubscriber] | None] | None = None,
        kv_map_blocks: Callable[[ReplicaEndpoint], int] = lambda _r: 64,
        served: ServedModels | None = None,
    ) -> None:
        """``track(url, id)`` / ``untrack(id)``: the proxy's in-flight gauge; ``kv()``: the KV-event feed and
        subscriber (made on first use), for a replica that publishes its events; ``kv_map_blocks(endpoint)``:
        the engine hashes its feed keeps."""
        self.routing = routing
        self.store = store
        self.membership = membership
        self.counters = counters
        self._track = track
        self._untrack = untrack
        self.engine_metrics = engine_metrics
        self._kv = kv
        self._kv_map_blocks = kv_map_blocks
        self.served = served
        self.origin: dict[str, str] = {r.id: "config" for r in routing.replicas}
        """Per replica id, the source that added it (config, file, dns or api)."""
        counters.set("cacheroute_replicas", len(self.origin))

    @property
    def endpoints(self) -> tuple[ReplicaEndpoint, ...]:
        return self.routing.replicas

    def add(self, endpoint: ReplicaEndpoint, source: str = "api") -> None:
        """A replica joins: routed to once a health check passes (`ReplicaChange` if its id or URL is taken)."""
        url = normalize_url(endpoint.url)
        if endpoint.id in self.routing.url_of:
            raise ReplicaChange(f"replica id {endpoint.id!r} is already routed to", 409, "replica_exists")
        if url in self.routing.id_of:
            raise ReplicaChange(f"{url} is already routed to, as {self.routing.id_of[url]!r}", 409, "replica_exists")
        i = self.routing.add_replica(endpoint)
        self.store.replica_ids = frozenset(self.routing.url_of)
        self._track(url, endpoint.id)
        if self.engine_metrics is not None:
            self.engine_metrics.add(url, endpoint.id)
        if endpoint.kv_events:
            kv = self._kv() if self._kv is not None else None
            if kv is not None:
                feed, subscriber = kv
                feed.place(i, self._kv_map_blocks(endpoint))
                subscriber.add_source(i, endpoint.kv_events, endpoint.kv_events_replay, endpoint.id)
        self.origin[endpoint.id] = source
        if self.served is not None:
            self.served.add(endpoint)
        self.membership.add(url, endpoint.id)
        self.counters.inc("cacheroute_replica_changes_total", change="joined", source=source)
        self.counters.set("cacheroute_replicas", len(self.origin))
        log.warning("replica %s (%s) joined (%s); in rotation once a health check passes", endpoint.id, url, source)

    def remove(self, replica_id: str, source: str = "api") -> ReplicaEndpoint:
        """A replica leaves (`ReplicaChange` if it is not routed to, or is the last one)."""
        if replica_id not in self.routing.url_of:
            raise ReplicaChange(f"no replica {replica_id!r} is routed to", 404, "replica_not_found")
        if len(self.routing.url_of) == 1:
            raise ReplicaChange(f"replica {replica_id!r} is the last one: the router would route to none", 409)
        return self._leave(replica_id, source)

    def _leave(self, replica_id: str, source: str) -> ReplicaEndpoint:
        endpoint = self.routing.replica(replica_id)
        url = self.routing.url_of[replica_id]
        kv = self._kv() if endpoint.kv_events and self._kv is not None else None
        at = self.routing.position(url)
        if kv is not None and at is not None:  # its events stop before its position is let go (another thread)
            kv[1].remove_source(at)
            kv[0].vacate(at)
        self.routing.remove_replica(replica_id)
        self.store.replica_ids = frozenset(self.routing.url_of)
        self._untrack(replica_id)
        if self.engine_metrics is not None:
            self.engine_metrics.remove(url)
        self.origin.pop(replica_id, None)
        if self.served is not None:
            self.served.remove(url)
        self.membership.remove(url, replica_id)
        self.counters.inc("cacheroute_replica_changes_total", change="left", source=source)
        self.counters.set("cacheroute_replicas", len(self.origin))
        self.counters.forget_label("replica", {*self.routing.url_of, ""})  # "": requests no replica answered
        log.warning("replica %s (%s) left (%s)", replica_id, url, source)
        return endpoint

    def replace(self, endpoints: Iterable[ReplicaEndpoint], source: str) -> tuple[list[str], list[str]]:
        """Make the replicas that ``source`` added these (a file read again, names resolved again): ids gone
        leave, new ones join, one whose settings changed leaves and joins again. Replicas of other sources stay.
        Checked whole before anything changes (`ReplicaChange`: a URL routed to under another id that stays, or
        given twice). Returns the ids that joined and those that left."""
        wanted = {e.id: e for e in endpoints}
        mine = {rid for rid, src in self.origin.items() if (src == "api") == (source == "api")}
        current = {r.id: r for r in self.routing.replicas}
        leaving = [rid for rid in current if rid in mine and (rid not in wanted or wanted[rid] != current[rid])]
        joining = [e for rid, e in wanted.items() if rid not in current or rid in leaving]
        urls: dict[str, str] = {}
        for e in joining:
            url = normalize_url(e.url)
            holder = urls.get(url) or self.routing.id_of.get(url)
            if url in urls or (holder is not None and holder != e.id and holder not in leaving):
                raise ReplicaChange(f"{e.url} is already routed to, as {holder!r}", 409, "replica_exists")
            urls[url] = e.id
        # those free to join first, so that the set is never empty; one whose id or URL is taken once it is free
        # (synchronously: no request sees the set between)
        later = [e for e in joining if e.id in current or normalize_url(e.url) in self.routing.id_of]
        for e in joining:
            if e not in later:
                self.add(e, source)
        for rid in leaving:
            self._leave(rid, source)
        for e in later:
            self.add(e, source)
        return [e.id for e in joining], leaving

    # ---- the control routes ---------------------------------------------------------------------

    def describe(self) -> dict[str, Any]:
        """``GET /workers``: each replica, whether it is in rotation, and the source that added it."""
        up = set(self.membership.in_rotation())
        workers = [
            {
                "id": r.id,
                "url": self.routing.url_of[r.id],
                "healthy": self.routing.url_of[r.id] in up,
                "source": self.origin.get(r.id, "config"),
                "kv_events": r.kv_events,
            }
            for r in self.routing.replicas
        ]
        return {"workers": workers, "total": len(workers), "healthy": sum(w["healthy"] for w in workers)}

    async def handle_list(self, _request: web.Request) -> web.Response:
        return web.json_response(self.describe())

    async def handle_add(self, request: web.Request) -> web.Response:
        """``POST /workers`` with a replica (``{"url": ...}``; ``id`` defaults to its host and port, the rest
        as in ``replicas`` of the config): 201 once it is in the set (in rotation after a health check)."""
        raw = await read_capped(request, _BODY_BYTES)
        if raw is None:
            return error(413, f"body larger than {_BODY_BYTES} bytes", "invalid_request_error", code="too_large")
        try:
            endpoint = parse_endpoint(bytes(raw))
            self.add(endpoint, "api")
        except ReplicaChange as e:
            return error(e.status, str(e), "invalid_request_error", code=e.code)
        return web.json_response({"worker": endpoint.model_dump(exclude_none=True), **self.describe()}, status=201)

    async def handle_remove(self, request: web.Request) -> web.Response:
        """``DELETE /workers/{id}``: the replica of that id, or of that URL (percent-encoded), leaves."""
        name = unquote(request.match_info["worker"])
        replica_id = name if name in self.routing.url_of else self.routing.id_of.get(normalize_url(name), name)
        try:
            endpoint = self.remove(replica_id, "api")
        except ReplicaChange as e:
            return error(e.status, str(e), "invalid_request_error", code=e.code)
        return web.json_response({"removed": endpoint.id, **self.describe()})


def parse_endpoint(raw: bytes) -> ReplicaEndpoint:
    """A replica from a ``POST /workers`` body (`ReplicaChange` naming the field and the reason)."""
    try:
        body = json.loads(raw)
    except ValueError as e:
        raise ReplicaChange(f"invalid JSON body: {e}") from None
    if not isinstance(body, dict) or not isinstance(body.get("url"), str):
        raise ReplicaChange('url: is required (the body is {"url": "http://host:port", ...})')
    body.setdefault("id", endpoint_id(body["url"]))
    try:
        return ReplicaEndpoint.model_validate(body)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(x) for x in first["loc"]) or "body"
        raise ReplicaChange(f"{where}: {first['msg']}") from None
