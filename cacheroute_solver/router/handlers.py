"""The reference router's application: its public and control routes, the guard on the control routes
(`control`), and the handlers of generation requests, health, metrics and plans."""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import os
import time
import weakref
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from cacheroute_solver.adapter.metrics import CONTENT_TYPE_LATEST, Counters
from cacheroute_solver.adapter.plan_json import CHUNK as PLAN_CHUNK
from cacheroute_solver.adapter.plan_json import WINDOW as PLAN_WINDOW
from cacheroute_solver.adapter.plan_json import write_plan
from cacheroute_solver.adapter.plan_routing import PlanRouting
from cacheroute_solver.adapter.recorder import TrafficRecorder
from cacheroute_solver.adapter.request_keys import RequestBodyError, RequestChain, max_output
from cacheroute_solver.adapter.store import PlanStore, peek_epoch
from cacheroute_solver.observe import Observer
from cacheroute_solver.prefix import salted

from .bodies import BodyReader, read_body
from .config import RouterConfig
from .control import authorize
from .fleet.membership import Membership
from .fleet.replicas import ReplicaSet
from .fleet.served_models import ServedModels, model_label
from .http_io import arrived, error, expect_within, openai_errors, read_capped
from .instances.peers import MAX_LEARNED, PeerChannel
from .instances.stats import Stats
from .operations.mode import ModeControl
from .other_routes import AUDIO_ROUTES, OTHER_ROUTES, RESPONSE_ROUTES, ModelNotFound, OtherRoutes
from .planning import NoReplicaInRotation, PlanBusy, Planning
from .proxy import HOP, Proxy
from .telemetry import Telemetry
from .tracing import Tracing
from .usage import Usage, read_usage

__all__ = ["Handlers", "answer_usage"]

log = logging.getLogger("cacheroute.router")

_PEERS_BYTES = MAX_LEARNED * 64
"""A ``POST /peers`` body at most (`PeerChannel.learn` takes at most MAX_LEARNED addresses)."""
_ID_PREFIX = os.urandom(8).hex()
_ids = itertools.count()


def new_request_id() -> str:
    """A request id unique across processes and restarts (a random prefix per process, then a count):
    a `uuid4` per request cost the proxy about 1 % of its CPU."""
    return f"{_ID_PREFIX}{next(_ids):08x}"


class Handlers:
    """The routes over the rooms; owns the traffic recording and the control secret."""

    def __init__(
        self,
        config: RouterConfig,
        counters: Counters,
        store: PlanStore,
        observer: Observer,
        routing: PlanRouting,
        membership: Membership,
        proxy: Proxy,
        planning: Planning,
        mode: ModeControl,
        stats: Stats,
        peers: PeerChannel | None = None,
        tracing: Tracing | None = None,
    ) -> None:
        self.config = config
        self.counters = counters
        self.store = store
        self.observer = observer
        self.routing = routing
        self.membership = membership
        self.proxy = proxy
        self.planning = planning
        self.mode = mode
        self.switch = mode.switch
        """The mode in force (read here; `ModeControl` changes it)."""
        self.stats = stats
        self.peers = peers
        self.secret = config.control.secret()
        self.recorder = TrafficRecorder(config.recording, counters) if config.recording is not None else None
        self._plan_body: tuple[weakref.ref, bytes] | None = None
        """The plan in force's JSON, written once per plan (the ref lets a replaced plan go)."""
        self.bodies = BodyReader(config.key_spec, config.prompt_limit, config.body_workers)
        self.replicas: ReplicaSet | None = None
        """The replicas routed to (set by the router once made): the control routes /workers."""
        self.served: ServedModels | None = None
        """The models each replica serves (set by the router once made): a request goes where its model is."""
        self.telemetry = Telemetry(config, counters)
        self.tracing = tracing

    async def close(self) -> None:
        if self.recorder is not None:
            await asyncio.to_thread(self.recorder.close)
        await asyncio.to_thread(self.bodies.close)

    def app(self, bind_host: str = "127.0.0.1") -> web.Application:
        """The public application; ``bind_host`` is the address it will listen on (it decides
        whether the control endpoints are open without a token, see `control`)."""
        app = web.Application(client_max_size=self.config.max_request_bytes, middlewares=[openai_errors])
        expect = expect_within(self.config.max_request_bytes, self._body_too_large)
        app.router.add_post("/v1/completions", self.handle_generate, expect_handler=expect)
        app.router.add_post("/v1/chat/completions", self.handle_generate, expect_handler=expect)
        app.router.add_get("/v1/models", self.proxy.models)
        if self.served is not None:
            audio = self.config.max_audio_request_bytes
            other = OtherRoutes(
                self.counters, self.proxy, self.served, self.read_request, self.switch, new_request_id, audio
            )
            expect_audio = expect_within(audio, lambda _r: self._body_too_large(limit=audio))
            for path in OTHER_ROUTES:
                app.router.add_post(path, other.handle, expect_handler=expect_audio if path in AUDIO_ROUTES else expect)
            for method, path in RESPONSE_ROUTES:
                app.router.add_route(method, path, other.handle, expect_handler=expect)
        app.router.add_get("/health", self.handle_health)
        if self.config.control.metrics_public:
            app.router.add_get("/metrics", self.handle_metrics)
        if self.config.control.port is None:
            self._add_control_routes(app, bind_host)
        return app

    def control_app(self) -> web.Application:
        """The control listener's application (served by `app`'s start-up when ``control.port`` is set)."""
        app = web.Application(client_max_size=self.config.max_plan_bytes)
        self._add_control_routes(app, self.config.control.host)
        return app

    def _add_control_routes(self, app: web.Application, bind_host: str) -> None:
        app.router.add_get("/plan", self._guard(self.handle_get_plan, bind_host))
        app.router.add_post(
            "/plan",
            self._guard(self.handle_push_plan, bind_host),
            expect_handler=expect_within(
                self.config.max_plan_bytes, self._plan_too_large, lambda request: self._denied(request, bind_host)
            ),
        )
        app.router.add_post("/plan/step", self._guard(self.handle_plan_step, bind_host))
        app.router.add_post("/plan/enable", self._guard(self.mode.handle_enable, bind_host))
        app.router.add_post("/plan/rollback", self._guard(self.mode.handle_rollback, bind_host))
        app.router.add_post("/plan/mode", self._guard(self.mode.handle_mode, bind_host))
        app.router.add_get("/plan/state", self._guard(self.mode.handle_switch_state, bind_host))
        app.router.add_get("/stats", self._guard(self.stats.handle_stats, bind_host))
        app.router.add_post("/peers", self._guard(self.handle_peers, bind_host))
        if self.replicas is not None:
            app.router.add_get("/workers", self._guard(self.replicas.handle_list, bind_host))
            app.router.add_post("/workers", self._guard(self.replicas.handle_add, bind_host))
            app.router.add_delete("/workers/{worker:.+}", self._guard(self.replicas.handle_remove, bind_host))
        if not self.config.control.metrics_public or self.config.control.port is not None:
            app.router.add_get("/metrics", self._guard(self.handle_metrics, bind_host))

    def _guard(
        self, handler: Callable[[web.Request], Awaitable[web.StreamResponse]], bind_host: str
    ) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
        async def guarded(request: web.Request) -> web.StreamResponse:
            denied = self._denied(request, bind_host)
            return denied if denied is not None else await handler(request)

        return guarded

    def _denied(self, request: web.Request, bind_host: str) -> web.Response | None:
        """The control guard's answer to a caller it does not let in (None: let in)."""
        verdict = authorize(request.headers.get("Authorization"), self.secret, bind_host)
        if verdict.allowed:
            return None
        self.counters.inc(
            "cacheroute_control_denied_total", reason="unauthorized" if verdict.status == 401 else "disabled"
        )
        headers = {"WWW-Authenticate": "Bearer"} if verdict.status == 401 else None
        return error(
            verdict.status,
            verdict.reason,
            "permission_error",
            headers=headers,
            code="unauthorized" if verdict.status == 401 else "disabled",
        )

    def _body_too_large(self, _request: web.Request | None = None, limit: int | None = None) -> web.Response:
        self.counters.inc("cacheroute_bad_requests_total", reason="too_large")
        limit = limit or self.config.max_request_bytes
        return error(413, f"request body larger than {limit} bytes", "invalid_request_error", code="too_large")

    def _plan_too_large(self, _request: web.Request | None = None) -> web.Response:
        result = self.store.refuse(f"plan body larger than {self.config.max_plan_bytes} bytes", "too_large")
        log.warning("plan refused: %s", result.reason)
        return web.json_response(result.model_dump(), status=413)

    def prepare(self, raw: bytes | bytearray) -> tuple[dict[str, Any], RequestChain]:
        """Parse and check a body, hash its chain (its own, for its model: `salted`) and feed the observer
        (thread-safe)."""
        body, chain = read_body(raw, self.config.key_spec, self.bodies.max_prompt_tokens)
        chain = self.salted(body, chain)
        self.observe(body, chain)
        return body, chain

    def salted(self, body: dict[str, Any], chain: RequestChain) -> RequestChain:
        """The chain seeded by what makes the engine's KV differ (`ServedModels.salt`: the adapter, cache_salt, the
        base model where several are served); `ModelNotFound` for a model no replica serves."""
        served = self.served
        if served is None:
            return chain
        model = body.get("model")
        if served.serving(model) == []:
            raise ModelNotFound(model)
        seed = served.salt(model, body.get("cache_salt"))
        if seed is None:
            return chain
        return RequestChain(
            hashes=tuple(salted(chain.hashes, seed)), prompt_tokens=chain.prompt_tokens, kind=chain.kind
        )

    def observe(self, body: dict[str, Any], chain: RequestChain) -> None:
        """Feed the observer of the request's model (`Planning.models`: the router's own while one is served)."""
        base = self.served.base(body.get("model")) if self.served is not None else None
        observer = self.observer if base is None else self.planning.models.observer(base)
        observer.observe(chain.hashes, chain.prompt_tokens, float(max_output(body)), time.time())

    async def read_request(self, request: web.Request, limit: int | None = None) -> bytes | bytearray | web.Response:
        """A request's body, within ``client_body_timeout_s`` and ``limit`` bytes (``max_request_bytes`` by default;
        an error answer past them)."""
        cfg = self.config
        limit = limit or cfg.max_request_bytes
        try:
            if arrived(request):
                raw = await read_capped(request, limit)
            else:
                async with asyncio.timeout(cfg.client_body_timeout_s):
                    raw = await read_capped(request, limit)
        except TimeoutError:
            self.counters.inc("cacheroute_bad_requests_total", reason="body_timeout")
            return error(
                408,
                f"request body not received within {cfg.client_body_timeout_s:g} s",
                "invalid_request_error",
                code="timeout",
                headers={"Connection": "close"},
            )
        if raw is None:
            return self._body_too_large(limit=limit)
        return raw

    async def handle_generate(self, request: web.Request) -> web.StreamResponse:
        """A completion or chat completion, proxied (`_generate`); then its histograms, hit figures and access log
        line (`telemetry`), within its span where tracing is on (`tracing`)."""
        trip: dict[str, Any] = {"start": time.monotonic()}
        try:
            if self.tracing is None:
                resp = await self._generate(request, trip)
            else:
                resp = await self.tracing.serve(self._generate, request, trip)
        except asyncio.CancelledError:
            self.telemetry.finished(request, None, trip)
            raise
        self.telemetry.finished(request, resp, trip)
        return resp

    async def _generate(self, request: web.Request, trip: dict[str, Any]) -> web.StreamResponse:
        raw = await self.read_request(request)
        if isinstance(raw, web.Response):
            return raw
        try:
            body, chain, unseen = await self.bodies.read(raw, self.prepare)
            if unseen:
                chain = self.salted(body, chain)
        except ModelNotFound as e:
            self.counters.inc("cacheroute_bad_requests_total", reason="model_not_found")
            trip["model"] = e.model  # its access log line names it; its series take the label's rule ('other')
            if self.served is not None:
                trip["model_label"] = model_label(self.served, e.model)
            return e.answer()
        except RequestBodyError as e:
            self.counters.inc("cacheroute_bad_requests_total", reason=e.code or "invalid_body")
            return error(400, str(e), "invalid_request_error", param=e.field or None, code=e.code)
        if unseen:  # a long chain can fill the observer's buffer, and then it merges: not on the loop
            await asyncio.to_thread(self.observe, body, chain)
        self.telemetry.offer(chain.hashes, chain.prompt_tokens, trip)
        request_id = request.headers.get("X-Request-Id") or new_request_id()
        headers = {k: v for k, v in request.headers.items() if k.lower() not in HOP}
        headers["X-Request-Id"] = request_id
        stream = bool(body.get("stream"))
        trip.update(
            arrived=time.time(),
            mono=time.monotonic(),
            generation=self.switch.generation,
            request_id=request_id,
            stream=stream,
            prompt=chain.prompt_tokens,
            model=body.get("model"),
            chat=chain.kind == "chat",
        )
        if self.served is not None:
            serving = self.served.serving(body.get("model"))
            trip["serving"] = None if serving is None else frozenset(serving)
            trip["model_label"] = model_label(self.served, body.get("model"))
            self.served.count(self.counters, body.get("model"), request.path)
        try:
            resp = await self.proxy.route(request, chain, raw, headers, stream, trip, max_output(body))
            usage = trip["usage"] = answer_usage(resp, trip)
            served = usage.served if usage is not None else None
            if self.routing.learning:
                self._served(trip, stream, usage)
            if self.recorder is not None:
                self._record(body, chain, trip, resp.status, served)
            self.mode.watch(resp, trip, served)
            return resp
        except asyncio.CancelledError:
            self.counters.inc("cacheroute_client_disconnects_total")
            raise

    def _served(self, trip: dict[str, Any], stream: bool, usage: Usage | None) -> None:
        """What the answer showed, for the learned cost model of the replica that gave it (`PlanRouting.served`):
        the engine's usage (prompt, cached and completion tokens; without it, a stream's events after its first
        count its tokens), the stream's generation after its first token; a non-streamed answer teaches its time to
        first token where it can be told: its whole time, less its tokens after the first at the time between tokens
        the replica's streams show (none seen: only an answer of one token)."""
        decision, sent, first = trip.get("decision"), trip.get("sent"), trip.get("first")
        if decision is None or decision.ticket is None or sent is None or first is None:
            return
        prompt, cached, completion = (
            (None, None, None) if usage is None else (usage.prompt_tokens, usage.cached_tokens, usage.completion_tokens)
        )
        decode_s = time.monotonic() - first if stream else None
        if completion is None and stream:  # no usage: its events, less [DONE] (and a chat's role event), as telemetry
            completion = trip.get("events", 0) - 1 - (1 if trip.get("chat") else 0)
        ttft_s = None
        if not stream and completion is not None:  # its first token: its whole time less its later tokens'
            costs = self.routing.costs_of(decision.url) if completion > 1 else None
            interval = costs[2] if costs is not None else (0.0 if completion <= 1 else None)
            if interval is not None and first - sent - (completion - 1) * interval > 0:
                ttft_s = first - sent - (completion - 1) * interval
        self.routing.served(decision.ticket, cached, prompt, decode_s, completion, ttft_s)

    def _record(
        self,
        body: dict[str, Any],
        chain: RequestChain,
        trip: dict[str, Any],
        status: int,
        usage: tuple[int, int] | None,
    ) -> None:
        """One line of the recording (`recorder`): the request's hashes and counts, the decision, its TTFT and
        what the engine served from its cache (``usage``: its prompt and cached prompt tokens, when reported)."""
        assert self.recorder is not None
        first = trip.get("first")
        self.recorder.record_routed(
            body,
            chain,
            trip.get("decision"),
            block_tokens=self.config.key_spec.chain_block_tokens,
            status=status,
            ttft_s=None if first is None else first - trip["mono"],
            at=trip["arrived"],
            shadow=trip.get("shadow"),
            usage=usage,
        )

    async def handle_peers(self, request: web.Request) -> web.Response:
        """``POST /peers`` ``{"peers": ["host:port", ...]}``: the other instances' peer-channel addresses, from the
        shared planner (`PeerChannel.learn`); 409 where this instance has no channel."""
        if self.peers is None:
            return error(
                409,
                "this instance reports its load to no peers (RouterConfig.peers)",
                "invalid_request_error",
                code="no_peers",
            )
        raw = await read_capped(request, _PEERS_BYTES)
        if raw is None:
            return error(413, f"peers body larger than {_PEERS_BYTES} bytes", "invalid_request_error", code="too_large")
        try:
            body = json.loads(raw)
            if not isinstance(body, dict) or not isinstance(body.get("peers"), list):
                raise ValueError('the body is {"peers": ["host:port", ...]}')
            targets = self.peers.learn(body["peers"])
        except ValueError as e:  # json.JSONDecodeError included
            self.counters.inc("cacheroute_bad_requests_total", reason="invalid_peers")
            return error(400, f"peers: {e}", "invalid_request_error", param="peers")
        return web.json_response({"peers": targets})

    async def handle_metrics(self, _request: web.Request) -> web.Response:
        """The page, rendered in a worker thread: a fleet's series take about 0.3 ms each (3,200 histogram series:
        1 s), which on the loop held every request (`loop_stall_s`) at every scrape."""
        page = await asyncio.to_thread(self.counters.render)
        return web.Response(body=page, headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def handle_health(self, _request: web.Request) -> web.Response:
        up = self.membership.in_rotation()
        return web.json_response(
            {
                "status": "ok" if up else "degraded",
                "epoch": self.store.epoch,
                "replicas_up": [self.routing.id_of.get(u, u) for u in up],
            }
        )

    async def handle_get_plan(self, _request: web.Request) -> web.Response:
        """The plan in force (its body is a plan other instances take as it is); the mode in a header,
        the switch's whole state on ``GET /plan/state``. A large plan is written off the loop in bounded
        steps (`write_plan`), once per plan."""
        plan = self.store.plan
        headers = {"X-CacheRoute-Mode": self.switch.mode}
        if plan is None:
            return web.json_response({"epoch": -1, "plan": None}, headers=headers)
        cached = self._plan_body
        if cached is None or cached[0]() is not plan:
            large = len(plan.assignments) > PLAN_CHUNK
            body = await asyncio.to_thread(write_plan, plan) if large else write_plan(plan)
            self._plan_body = cached = (weakref.ref(plan), body)
        return web.Response(body=cached[1], content_type="application/json", headers=headers)

    async def handle_push_plan(self, request: web.Request) -> web.Response:
        """Take a plan: size checked before reading, epoch before parsing, parsed off the loop.
        ``?force=1`` takes it whatever its epoch (to recover from a plan whose epoch is too high)."""
        force = request.query.get("force", "").lower() in ("1", "true", "yes")
        limit = self.config.max_plan_bytes
        raw = await read_capped(request, limit)
        if raw is None:
            result = self.store.refuse(f"plan body larger than {limit} bytes", "too_large")
        else:
            epoch = peek_epoch(raw)
            checked = self.store.check_epoch(epoch, force) if epoch is not None else None
            if checked is not None:
                result = checked
            elif len(raw) > PLAN_WINDOW:
                result = await asyncio.to_thread(self.store.load_json, raw, force=force)
            else:
                result = self.store.load_json(raw, force=force)
        status = 200 if result.accepted else {"stale": 409, "too_large": 413}.get(result.refusal or "", 400)
        if not result.accepted:
            log.warning("plan refused: %s", result.reason)
        return web.json_response(result.model_dump(), status=status)

    async def handle_plan_step(self, _request: web.Request) -> web.Response:
        try:
            info = await self.planning.plan_once("step", wait=False)
            swap = info["swap"]
            if not swap["accepted"]:
                return web.json_response(
                    {
                        **info,
                        "error": {
                            "message": f"own plan refused: {swap.get('reason')}",
                            "type": "conflict",
                            "code": swap.get("refusal"),
                        },
                    },
                    status=409,
                )
            return web.json_response(info)
        except PlanBusy as e:
            self.counters.inc("cacheroute_control_denied_total", reason="busy")
            return error(409, str(e), "conflict", headers={"Retry-After": "1"})
        except NoReplicaInRotation as e:
            return error(409, f"no plan made: {e}", "conflict", code="no_replica_in_rotation")


def answer_usage(resp: web.StreamResponse, trip: dict[str, Any]) -> Usage | None:
    """The token counts an answered request reports (`usage.read_usage`), or None: a JSON answer's body, or the
    last two chunks of a stream (``trip["tail"]``, where the usage is)."""
    if resp.status != 200:
        return None
    if isinstance(resp, web.Response):
        return read_usage(resp.body) if isinstance(resp.body, bytes) else None
    return read_usage(b"".join(trip.get("tail", ())))
