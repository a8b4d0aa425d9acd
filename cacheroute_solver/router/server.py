"""Reference router: an OpenAI-compatible proxy that applies CacheRoute plans.

For fleets without production-stack, and for the end-to-end test. It proxies
``/v1/completions`` and ``/v1/chat/completions`` (streaming included) to the replica the plan
chooses, feeds every request's chain to an `Observer`, can run the `Planner` every period and
swap its plans in, accepts plans pushed to ``POST /plan`` or written to a file, and serves
``/metrics`` (`prometheus_client`). Needs ``aiohttp`` (imported here only).

Under faults: replicas that fail are ejected and checked back in (`health`); a request that
fails before its first byte went to the client is retried on another replica within a budget
(`retry`); connects, first bytes and idle streams time out, and each attempt has a deadline for
its first token from the routing core's estimate (`hang`: misses eject a replica hung in
generation, whose ``/health`` still passes); a client that goes away cancels its upstream request,
and one that trickles its request head is dropped (``client_header_timeout_s``). Who may touch plans is the `control` module's rule; request bodies are
checked by `request_keys.parse_body`; membership changes (a replica out or back) re-plan.

Several instances behind a balancer share one plan (`shared_plan`): each exports its statistics
on ``GET /stats``, one planner merges them and publishes one plan, over ``POST /plan`` or Redis
(``plan_redis``). Engines that publish KV events (``ReplicaEndpoint.kv_events``) feed the
routing core's prefix memory (`kv_events`); the engines' own ``/metrics`` (``engine_metrics``) give
the routing core's fleet load and hang detection the counts every instance reads alike.

The rooms, one owner per state (`cacheroute_solver.router`): `config` (`RouterConfig`), `handlers`
(the application and its routes), `proxy` (attempts, retries, streaming), `decide` (where an attempt goes),
`planning`, `membership` (health, ejection, return), `loop_watch`, `mode` (the switch's routes and saves) and
`stats` (``GET /stats``); `ReferenceRouter` assembles them and runs their loops.

Run: ``cacheroute serve --config router.yaml --port 8100`` (or ``python -m cacheroute_solver.router``, the same
options); `run` is both, `lifecycle` its probes and its drain.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import os
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from aiohttp import web

from cacheroute_solver.adapter.metrics import METRICS, Counters
from cacheroute_solver.adapter.plan_routing import PlanRouting, ReplicaEndpoint, normalize_url
from cacheroute_solver.adapter.store import PlanStore
from cacheroute_solver.observe import Observer, ObserverConfig
from cacheroute_solver.plan.backends import preload
from cacheroute_solver.routing.learned import FleetFigures

from .config import RouterConfig
from .config_file import ConfigError, load_config
from .decide import Decider
from .fleet.discovery import Discovery
from .fleet.engine_metrics import EngineMetrics
from .fleet.kv_events import KVEventFeed, KVEventSubscriber
from .fleet.membership import Membership
from .fleet.replicas import ReplicaSet
from .fleet.served_models import ServedModels
from .handlers import Handlers
from .instances.peers import PeerChannel, channel_key
from .instances.redis_plans import follow_plans, redis_client
from .instances.shared_plan import SharedPlanner
from .instances.stats import Stats
from .lifecycle import Lifecycle, serve_until_signalled
from .logs import configure as configure_logs
from .logs import install as throttle_logs
from .loop_watch import LoopWatch
from .operations.mode import ModeControl
from .options import EVENT_LOOPS, add_serve_arguments, config_overrides
from .planning import PlanBusy, Planning
from .proxy import Proxy
from .tracing import Tracing, TracingUnavailable

__all__ = [
    "EVENT_LOOPS",
    "PlanBusy",
    "ReferenceRouter",
    "RouterConfig",
    "main",
    "new_event_loop",
    "run",
    "serve",
    "server_options",
    "tune_interpreter",
]

log = logging.getLogger("cacheroute.router")


class ReferenceRouter:
    """The rooms of one router instance, wired together; `app` builds the aiohttp application, whose
    start-up runs the rooms' loops and whose clean-up stops them."""

    def __init__(
        self,
        config: RouterConfig,
        counters: Counters | None = None,
        redis_factory: Callable[[str], Any] | None = None,
        config_path: str | None = None,
        load_config: Callable[[str], RouterConfig] | None = None,
        tracer_provider: Any = None,
    ) -> None:
        """``redis_factory(url)`` makes Redis clients (default ``redis.asyncio.from_url``); ``config_path``: the
        file ``config`` came from, read again when it changes (`discovery`), by ``load_config(path)`` (default:
        JSON); ``tracer_provider``: an OpenTelemetry tracer provider for the spans of ``config.tracing`` (default:
        one built from it)."""
        self.config = config
        self.counters = counters = counters or Counters()
        counters.declare(*METRICS)  # every name on /metrics from the start, for dashboards and alerts
        self.store = PlanStore(
            replica_ids=[r.id for r in config.replicas], counters=counters, max_keys=config.max_plan_keys
        )
        spec = config.key_spec
        self.routing = PlanRouting(
            self.store, config.replicas, counters, config=config.routing_in_use, block_tokens=spec.chain_block_tokens
        )
        obs = {"block_tokens": spec.chain_block_tokens, **config.observer}
        self.observer = Observer(ObserverConfig.model_validate(obs))
        self.urls = [normalize_url(r.url) for r in config.replicas]
        self.loop_watch = LoopWatch(config.loop_stall_s, counters)
        self.membership = Membership(config, self.urls, self.routing, self.store, counters, self.loop_watch)
        self.planning = Planning(config, self.observer, self.store, self.routing, self.membership, counters)
        self.membership.on_change = self.planning.membership_changed
        self.mode = ModeControl(config, counters, self.store, self.routing)
        self.decider = Decider(
            config, counters, self.routing, self.store, self.membership, self.mode.switch, self._in_flight
        )
        self.tracing = Tracing(config.tracing, tracer_provider) if config.tracing is not None else None
        self.proxy = Proxy(
            config, counters, self.routing, self.membership, self.loop_watch, self.decider.choose, self.tracing
        )
        self.peers: PeerChannel | None = None
        if config.peers_in_use is not None:
            self.peers = PeerChannel(
                config.peers_in_use, self.routing, counters, key=channel_key(config.control.secret())
            )
            self.routing.on_change = self.peers.changed
        self.stats = Stats(
            config, self.observer, self.routing, self.store, self.membership, self.mode.switch, self._peer_port
        )
        self.handlers = Handlers(
            config,
            counters,
            self.store,
            self.observer,
            self.routing,
            self.membership,
            self.proxy,
            self.planning,
            self.mode,
            self.stats,
            self.peers,
            self.tracing,
        )
        self.lifecycle = Lifecycle(config.shutdown, counters, self.membership.in_rotation)
        self.control_port: int | None = None
        self._control_runner: web.AppRunner | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._redis_factory = redis_factory
        self._redis: Any = None
        self.served = ServedModels(config.replicas, config.discovery.models_s, auth=self.proxy.upstream_auth)
        self.kv_feed: KVEventFeed | None = None
        self.kv_subscriber: KVEventSubscriber | None = None
        self._kv_started = False
        if any(r.kv_events for r in config.replicas):
            self._kv()
        self.shared_planner = SharedPlanner(config.planner, redis_factory) if config.planner is not None else None
        if self.handlers.recorder is not None:
            self.handlers.recorder.describe = self._figures
        self.engine_metrics: EngineMetrics | None = None
        if config.engine_metrics is not None:
            em = config.engine_metrics
            self.engine_metrics = EngineMetrics(
                self.urls,
                em,
                counters,
                [r.id for r in config.replicas],
                on_progress=self.proxy.misses.engine_read if em.progress else None,
                on_costs=self.routing.engine_costs if em.costs and self.routing.learning else None,
            )
        self.handlers.served = self.served
        self.planning.replicas_of = self._replicas_of
        self.planning.several = lambda: self.served.several
        self.replicas = ReplicaSet(
            self.routing,
            self.store,
            self.membership,
            counters,
            self.proxy.track,
            self.proxy.untrack,
            self.engine_metrics,
            self._kv,
            self._kv_map_blocks,
            self.served,
        )
        self.handlers.replicas = self.replicas
        self.discovery = Discovery(config, self.replicas, config_path, load_config)

    def _replicas_of(self, base: str) -> frozenset[str]:
        """The ids of the replicas that serve base model ``base`` (`Planning.replicas_of`)."""
        ids = self.routing.id_of
        return frozenset(ids[u] for u in self.served.replicas_of(base) if u in ids)

    def _kv_map_blocks(self, r: ReplicaEndpoint) -> int:
        """Engine hashes the KV-event feed keeps for replica ``r``: ``map_factor`` x its memory's blocks."""
        cfg = self.config
        blocks = int(r.kv_capacity * cfg.routing.memory_share // cfg.key_spec.block_tokens)
        return max(64, int(blocks * cfg.kv_events.map_factor))

    def _kv_salt(self, replica: int, adapter: str | None) -> int | None:
        """The seed of the chains a KV event of replica ``replica`` (position) maps into (`ServedModels.replica_salt`)."""
        ids = self.routing.core.replica_ids
        url = self.routing.url_of.get(ids[replica]) if replica < len(ids) else None
        return self.served.replica_salt(url, adapter)

    def _kv(self) -> tuple[KVEventFeed, KVEventSubscriber]:
        """The KV-event feed and subscriber, made for the replicas that publish their events (on first use: at
        start, or when the first such replica joins)."""
        if self.kv_feed is None or self.kv_subscriber is None:
            spec = self.config.key_spec
            if spec.tokenizer is None:
                log.warning("KV events without key_spec.tokenizer: only prompts given as token ids can match them")
            routing = self.routing
            at = {routing.core.replica_ids.index(r.id): r for r in routing.replicas}
            self.kv_feed = KVEventFeed(
                routing,
                spec.block_tokens,
                [self._kv_map_blocks(at[i]) if i in at else 64 for i in range(routing.core.num_replicas)],
                self.counters,
                self._kv_salt,
            )
            sources = [(i, r.kv_events, r.kv_events_replay) for i, r in at.items() if r.kv_events]
            self.kv_subscriber = KVEventSubscriber(
                self.kv_feed, sources, list(routing.core.replica_ids), self.config.kv_events
            )
            if self._kv_started:
                self.kv_subscriber.start()
        return self.kv_feed, self.kv_subscriber

    def _figures(self) -> bytes:
        """What this router knows of each replica (`routing.learned.FleetFigures`, JSON): its cost model in force
        and, where its engine publishes them (``engine_metrics``), its KV tokens and block size; written beside
        a recording for `cacheroute fit`."""
        costs = self.routing.core.costs
        readings = self.engine_metrics.readings if self.engine_metrics is not None else {}
        busiest = self.engine_metrics.busiest if self.engine_metrics is not None else {}
        replicas = []
        for r in self.routing.replicas:  # the replicas routed to now, whichever came or went
            url = self.routing.url_of.get(r.id)
            i = self.routing.position(url) if url is not None else None
            if url is None or i is None:
                continue
            reading = readings.get(url)
            replicas.append(
                costs.figures(
                    i,
                    r.id,
                    kv_tokens=reading.kv_tokens if reading is not None else None,
                    block_size=reading.block_size if reading is not None else None,
                    configured_kv_tokens=r.kv_capacity,
                    busiest=int(busy) if (busy := busiest.get(url)) else None,
                )
            )
        return FleetFigures(written_at=time.time(), replicas=tuple(replicas)).model_dump_json(indent=1).encode()

    # ---- the application and the rooms' loops ---------------------------------------------

    def app(self, bind_host: str = "127.0.0.1") -> web.Application:
        """The public application; ``bind_host`` is the address it will listen on (it decides
        whether the control endpoints are open without a token, see `control`)."""
        app = self.handlers.app(bind_host)
        app.router.add_get("/liveness", self.lifecycle.handle_liveness)
        app.router.add_get("/readiness", self.lifecycle.handle_readiness)
        app.on_response_prepare.append(self.lifecycle.on_response_prepare)
        app.on_startup.append(self._on_startup)
        app.on_cleanup.append(self._on_cleanup)
        return app

    def control_app(self) -> web.Application:
        """The control listener's application (served by `app`'s start-up when ``control.port`` is set)."""
        return self.handlers.control_app()

    async def _on_startup(self, _app: web.Application) -> None:
        cfg = self.config
        if cfg.log_throttle_s is not None:
            throttle_logs(cfg.log_throttle_s)
        if self.planning.plans:
            preload(cfg.plan_config.backend)
        self.proxy.open()
        session = self.proxy.session
        assert session is not None
        self.planning.start()
        self._tasks.append(asyncio.create_task(self.loop_watch.run()))
        if cfg.plan_period_s is not None and self.planning.plans:
            self._tasks.append(asyncio.create_task(self.planning.period_loop()))
        if self.mode.switch.switchable:
            self._tasks.append(asyncio.create_task(self.mode.check_loop()))
        if cfg.plan_file is not None:
            self._tasks.append(asyncio.create_task(self.planning.file_loop()))
        self.membership.start(session)
        self._tasks.append(asyncio.create_task(self.served.run(session)))
        if cfg.health.check_interval_s is None:
            self._tasks.append(asyncio.create_task(self.membership.tick_loop()))
        if self.planning.replans:
            self._tasks.append(asyncio.create_task(self.planning.replan_loop()))
        if self.engine_metrics is not None:
            self._tasks.append(asyncio.create_task(self.engine_metrics.run(session)))
        self._kv_started = True
        if self.kv_subscriber is not None:
            self.kv_subscriber.start()
        await self.discovery.start()
        if self.peers is not None:
            await self.peers.start()
            self._tasks.append(asyncio.create_task(self.peers.run()))
        if cfg.plan_redis is not None:
            self._redis = (self._redis_factory or redis_client)(cfg.plan_redis.url)
        await self.mode.restore(self._redis)
        if cfg.plan_redis is not None:
            on_mode = self.mode.fleet_mode if self.mode.switch.switchable else None
            self._tasks.append(asyncio.create_task(follow_plans(self._redis, cfg.plan_redis, self.store, on_mode)))
        if self.shared_planner is not None:
            self._tasks.append(asyncio.create_task(self.shared_planner.run()))
        if cfg.control.port is not None:
            self._control_runner = web.AppRunner(self.control_app(), handler_cancellation=True, access_log=None)
            await self._control_runner.setup()
            site = web.TCPSite(self._control_runner, cfg.control.host, cfg.control.port)
            try:
                await site.start()
            except OSError as e:
                raise ConfigError("control.port", bind_error(cfg.control.host, cfg.control.port, e)) from None
            self.control_port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    def _peer_port(self) -> int | None:
        return self.peers.port if self.peers is not None else None

    def _in_flight(self, url: str) -> int:
        """Requests in flight to ``url`` (`Proxy.in_flight`), for the decider, which is made before the proxy."""
        return self.proxy.in_flight(url)

    async def _on_cleanup(self, _app: web.Application) -> None:
        for t in self._tasks:
            t.cancel()
        for t in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        self._tasks.clear()
        await self.discovery.stop()
        await self.membership.stop()
        await self.mode.drain()
        if self.peers is not None:
            self.peers.close()
        if self.kv_subscriber is not None:
            await asyncio.to_thread(self.kv_subscriber.stop)
        if self._redis is not None:
            close = getattr(self._redis, "aclose", None) or getattr(self._redis, "close", None)
            with contextlib.suppress(Exception):
                if close is not None:
                    await close()
            self._redis = None
        if self._control_runner is not None:
            await self._control_runner.cleanup()
        await self.proxy.close()
        await self.handlers.close()
        await asyncio.to_thread(self.routing.close)
        if self.tracing is not None:
            await asyncio.to_thread(self.tracing.shutdown)


def server_options(config: RouterConfig) -> dict[str, Any]:
    """aiohttp server settings for the public listener: handlers cancelled when their client goes
    away, and ``client_header_timeout_s`` as the keep-alive time-out. aiohttp has no time-out of its
    own for a request head; its keep-alive timer runs from a connection's opening and from each
    answer until the next head is complete, and closes the connection if it is not (aiohttp 3.14's
    ``RequestHandler``), which is a header time-out."""
    return {"handler_cancellation": True, "access_log": None, "keepalive_timeout": config.client_header_timeout_s}


def bind_error(host: str, port: int, e: OSError) -> str:
    """Why a listener could not bind, in one line (asyncio's message repeats the address)."""
    why = os.strerror(e.errno) if e.errno else str(e)
    return f"cannot listen on {host}:{port}: {why}"


def tune_interpreter(config: RouterConfig) -> None:
    """Process-wide settings the router serves better with (``switch_interval_s``, ``gc_thresholds``); `main`
    and `serve`."""
    if config.switch_interval_s is not None:
        sys.setswitchinterval(config.switch_interval_s)
    if config.gc_thresholds is not None:
        gc.set_threshold(*config.gc_thresholds)


def new_event_loop(choice: str = "asyncio") -> asyncio.AbstractEventLoop:
    """The loop the router serves on: asyncio's own (the default), or uvloop's when ``choice`` is
    ``uvloop``, or ``auto`` and uvloop is installed (the ``uvloop`` extra). asyncio stays the default: on uvloop
    the router serves 4-7 % more answers per core at concurrency 32 and 128, but its p99 at 128 was 1.3-4x
    asyncio's in every A/B run (docs/benchmarks/proxy.md)."""
    if choice not in EVENT_LOOPS:
        raise ValueError(f"event loop must be one of {', '.join(EVENT_LOOPS)}, got {choice!r}")
    if choice != "asyncio":
        try:
            import uvloop  # type: ignore[import-not-found,unused-ignore]  # optional: installed where it builds
        except ImportError:
            if choice == "uvloop":
                raise ValueError("event loop 'uvloop' asked for, but uvloop is not installed") from None
        else:
            return uvloop.new_event_loop()
    return asyncio.new_event_loop()


async def serve(router: ReferenceRouter, host: str, port: int) -> web.AppRunner:
    """Start the router on ``host:port`` (handlers cancelled when their client goes away)."""
    tune_interpreter(router.config)
    runner = web.AppRunner(router.app(bind_host=host), **server_options(router.config))
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    return runner


async def _serve(
    config: RouterConfig,
    host: str,
    port: int,
    reuse_port: bool,
    config_path: str,
    reload: Callable[[str], RouterConfig],
) -> int:
    """Serve ``config`` on ``host:port`` until SIGTERM or SIGINT and drain (`lifecycle`); the exit status.
    ``config_path`` is read again by ``reload`` when it changes (`discovery`)."""
    try:
        router = ReferenceRouter(config, config_path=config_path, load_config=reload)
    except TracingUnavailable as e:
        raise ConfigError("tracing", str(e)) from None
    except (ValueError, OSError) as e:  # what a setting names cannot be used (a file, a combination)
        raise ConfigError("config", str(e)) from None
    app = router.app(bind_host=host)
    runner = web.AppRunner(app, **server_options(config))
    try:
        await runner.setup()
        site = web.TCPSite(runner, host, port, reuse_port=reuse_port or None)
        try:
            await site.start()
        except OSError as e:
            raise ConfigError(f"--port {port}", bind_error(host, port, e)) from None
    except BaseException:
        with contextlib.suppress(Exception):
            if runner.server is None:  # its start-up failed: aiohttp runs no clean-up hook then
                await router._on_cleanup(app)
            await runner.cleanup()
        raise
    loop = type(asyncio.get_running_loop()).__module__.split(".")[0]
    log.info("serving on http://%s:%d (%s)", host, port, loop)
    await serve_until_signalled(runner, site, router.lifecycle)
    return 0


def run(args: argparse.Namespace) -> int:
    """Serve as ``args`` say (`options.add_serve_arguments`) until SIGTERM or SIGINT; the exit status. A configuration
    the router cannot start with raises `ConfigError` (naming the field, the flag or the file)."""
    overrides, flags = config_overrides(args)
    config = load_config(args.config, overrides, flags)
    configure_logs(args.log_level, config.logs.format)

    def reload(path: str) -> RouterConfig:
        """The file again, under the same environment and flags."""
        return load_config(path, overrides, flags)

    if args.workers != 1:
        from .workers import run_workers, worker_configs

        if args.port == 0:
            raise ConfigError("--port", "--workers needs a fixed port, which every worker binds")
        try:
            configs = worker_configs(config, args.workers)
        except ValueError as e:
            raise ConfigError(f"--workers {args.workers}", str(e)) from None
        own = ["--host", args.host, "--port", str(args.port), "--log-level", args.log_level, "--loop", args.loop]
        return run_workers(configs, own)
    tune_interpreter(config)
    try:
        new_event_loop(args.loop).close()  # the choice checked before anything starts
    except ValueError as e:
        raise ConfigError("--loop", str(e)) from None
    with asyncio.Runner(loop_factory=lambda: new_event_loop(args.loop)) as runner:
        return runner.run(_serve(config, args.host, args.port, args.reuse_port, args.config, reload))


def main(argv: Sequence[str] | None = None) -> None:
    """``python -m cacheroute_solver.router``: serve until SIGTERM or SIGINT (``cacheroute serve`` is the same)."""
    p = argparse.ArgumentParser(prog="python -m cacheroute_solver.router", description=__doc__.splitlines()[0])
    add_serve_arguments(p)
    args = p.parse_args(argv)
    try:
        status = run(args)
    except ConfigError as e:
        print(f"{p.prog}: error: {e}", file=sys.stderr)
        status = 2
    except KeyboardInterrupt:  # before the router's own signal handlers were in place
        status = 130
    sys.exit(status)


if __name__ == "__main__":
    main()
