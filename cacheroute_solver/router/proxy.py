"""Proxying to the engines: a request's attempts on replicas until one answers, each within its time-outs and
its hang deadline, and the answer relayed (buffered whole when small, else streamed) to the client. A request
that fails before its first byte went to the client is retried on another replica within a budget (`retry`)."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from aiohttp import (
    ClientConnectionError,
    ClientConnectorError,
    ClientPayloadError,
    ClientResponse,
    ClientSession,
    ClientTimeout,
    DummyCookieJar,
    ServerTimeoutError,
    TCPConnector,
    web,
)

from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.adapter.plan_routing import Decision, PlanRouting, normalize_url
from cacheroute_solver.adapter.request_keys import RequestChain

from .config import RouterConfig
from .fleet.hang import Misses, deadline_s, expected_s
from .fleet.membership import Membership
from .http_io import abort, client_gone, error
from .loop_watch import LoopWatch
from .retry import RetryBudget
from .tracing import Tracing
from .usage import TAIL_BYTES as USAGE_BYTES

__all__ = ["HOP", "Failure", "Proxy"]

log = logging.getLogger("cacheroute.router")

HOP = frozenset(
    {
        "connection",
        "keep-alive",
        "proxy-authenticate",
        "proxy-authorization",
        "te",
        "trailers",
        "transfer-encoding",
        "upgrade",
        "host",
        "content-length",
        "content-encoding",
        "x-request-id",
    }
)
"""Hop-by-hop headers (and the ones the router sets itself): not passed on either way."""
_ERROR_BODY_BYTES = 64 * 1024
_SEND_PIECE = 256 * 1024
"""A body larger than this goes to the replica this much per write, each written once the socket took the last:
in one write, the transport holds the rest and moves it down in its buffer after every send (for a 14 MB body,
tens of ms per step on the loop, for every one of its sends)."""
_NOT_RETRIED_5XX = frozenset({501, 505})
_SSE_END = re.compile(rb"(?:^|\n)data: ?\[DONE\]\s*$")
"""An OpenAI stream's last event: a client that has it has the whole answer, and may leave before the
response's own end (the chunked terminator, which an engine can send in a later write)."""
_TAIL_BYTES = 32

Choose = Callable[[RequestChain, str, Sequence[str], "dict[str, Any] | None"], Decision]


async def _pieces(raw: bytes | bytearray) -> AsyncIterator[memoryview]:
    view = memoryview(raw)
    for i in range(0, len(view), _SEND_PIECE):
        yield view[i : i + _SEND_PIECE]


@dataclass
class Failure:
    """An attempt that failed before anything reached the client."""

    reason: str
    message: str
    status: int | None = None
    body: bytes = b""
    content_type: str = "application/json"


class _Watch:
    """An attempt's wait for its replica (the answer's headers, or its first chunk), as an async context manager: the
    waiting task is cancelled, and the wait ends in `TimeoutError`, on one timer at the hang deadline or the cap,
    whichever comes first, or when the replica is ejected meanwhile (`Membership.wait_on` calls `cancel`); as
    `asyncio.timeout` does, and a cancellation from elsewhere (the client gone) passes through as it is.

    At the hang deadline a replica that gave some request its first token within the deadline's length has its
    deadline moved on by that length (`hang`); one that did not has the attempt missed. ``why`` says which ended it:
    "ejected", "missed", or None at the cap."""

    __slots__ = (
        "_cancelling",
        "_ended",
        "_task",
        "_timer",
        "cap",
        "hang_at",
        "key",
        "proxy",
        "replica",
        "sent",
        "since",
        "url",
        "why",
    )

    def __init__(
        self, proxy: Proxy, url: str, replica: str, key: int, sent: float, hang_at: float | None, cap: float
    ) -> None:
        self.proxy, self.url, self.replica, self.key = proxy, url, replica, key
        self.sent = self.since = sent
        """When the attempt was sent; when the current hang deadline's length started (it moves with the deadline)."""
        self.hang_at = hang_at if hang_at is not None and hang_at < cap else None
        self.cap = cap
        self.why: str | None = None
        self._ended = False
        self._timer: asyncio.TimerHandle | None = None

    async def __aenter__(self) -> _Watch:
        task = asyncio.current_task()
        assert task is not None, "a watch waits in a task"
        self._task, self._cancelling = task, task.cancelling()
        self.proxy.membership.wait_on(self.url, self, self.key)
        self._arm()
        return self

    async def __aexit__(self, et: Any, e: Any, tb: Any) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self.proxy.membership.wait_over(self.url, self)
        if self._ended and self._task.uncancel() <= self._cancelling and et is asyncio.CancelledError:
            raise TimeoutError from e

    def ran_out(self) -> bool:
        """Whether the watch, not the wait itself, ended the wait."""
        return self._ended

    def cancel(self) -> None:
        """The replica left rotation: the wait ends now."""
        self._end("ejected")

    def _arm(self) -> None:
        at = self.cap if self.hang_at is None else self.hang_at
        loop = asyncio.get_running_loop()
        self._timer = loop.call_at(loop.time() + (at - time.monotonic()), self._due)

    def _due(self) -> None:
        self._timer = None
        if self.hang_at is None:
            self._end(None)
            return
        length = self.hang_at - self.since
        if not self.proxy.misses.progressed(self.url, time.monotonic() - length):
            self._end("missed")
            return
        self.proxy.counters.inc("cacheroute_deadline_extended_total", replica=self.replica)
        self.since, self.hang_at = self.hang_at, self.hang_at + length
        if self.hang_at >= self.cap:
            self.hang_at = None
        self._arm()

    def _end(self, why: str | None) -> None:
        if self._ended:
            return
        self._ended = True
        self.why = why
        self._task.cancel()


class Proxy:
    """The upstream session, the requests in flight per endpoint, the retry budget and the hang misses.

    ``choose(chain, request_id, exclude, trip)`` says where each attempt goes; ``tracing``: spans around each
    decision and engine call (None: none).
    """

    def __init__(
        self,
        config: RouterConfig,
        counters: Counters,
        routing: PlanRouting,
        membership: Membership,
        loop_watch: LoopWatch,
        choose: Choose,
        tracing: Tracing | None = None,
    ) -> None:
        self.config = config
        self.counters = counters
        self.routing = routing
        self.membership = membership
        self.health = membership.health
        self.loop_watch = loop_watch
        self.choose = choose
        self.tracing = tracing
        self.inflight: dict[str, int] = {}
        for url in membership.urls:
            self._track(url, routing.id_of.get(url, url))
        self.budget = RetryBudget(config.retry)
        self.misses = Misses()
        self.session: ClientSession | None = None
        self.upstream_auth: dict[str, str] = {
            normalize_url(r.url): f"Bearer {key}" for r in config.replicas if (key := r.api_key()) is not None
        }
        """Per replica URL, the ``Authorization`` its engine's API key makes (`ReplicaEndpoint.api_key_env`)."""

    def _track(self, url: str, replica: str) -> None:
        """Count the attempts in flight on ``url``, exported as the gauge of ``replica`` (read at each scrape)."""
        self.inflight.setdefault(url, 0)
        self.counters.track("cacheroute_inflight_requests", lambda: self.inflight[url], replica=replica)

    def track(self, url: str, replica: str) -> None:
        """A replica joined (`ReplicaSet`): its attempts in flight are counted and exported, and its engine's key
        sent (a key variable unset here: logged, and its requests go without one)."""
        self._track(url, replica)
        self.upstream_auth.pop(url, None)
        try:
            key = self.routing.replica(replica).api_key()
        except ValueError as e:
            log.warning("replica %s: %s; its requests go without an API key", replica, e)
            return
        if key is not None:
            self.upstream_auth[url] = f"Bearer {key}"

    def untrack(self, replica: str) -> None:
        """A replica left: its gauge is dropped (its attempts still in flight go on being counted)."""
        self.counters.forget("cacheroute_inflight_requests", replica=replica)

    def open(self) -> None:
        """The upstream session (on the router's event loop). It keeps no cookies: one engine's ``Set-Cookie``
        must not ride on other clients' requests (and a jar is filtered on every request)."""
        cfg = self.config
        self.session = ClientSession(
            timeout=ClientTimeout(total=cfg.upstream_timeout_s, sock_connect=cfg.connect_timeout_s),
            connector=TCPConnector(limit=0, keepalive_timeout=cfg.upstream_keepalive_s),
            cookie_jar=DummyCookieJar(),
        )

    async def close(self) -> None:
        if self.session is not None:
            await self.session.close()

    def with_auth(self, url: str, request: web.Request, headers: dict[str, str]) -> dict[str, str]:
        """``headers`` for ``url``: with its engine's API key where it has one and the client sent no
        ``Authorization`` of its own (the client's is forwarded as it is)."""
        auth = self.upstream_auth.get(url)
        if auth is None or "Authorization" in request.headers:
            return headers
        return {**headers, "Authorization": auth}

    def in_flight(self, url: str) -> int:
        """Attempts in flight on ``url`` (the least-loaded baseline's load)."""
        return self.inflight.get(url, 0)

    async def route(
        self,
        request: web.Request,
        chain: RequestChain,
        raw: bytes | bytearray,
        headers: dict[str, str],
        stream: bool,
        trip: dict[str, Any] | None = None,
        max_tokens: int = 0,
    ) -> web.StreamResponse:
        """Attempts on replicas until one answers, a retry is not allowed, or none is left."""
        try:
            return await self._route(request, chain, raw, headers, stream, trip, max_tokens)
        finally:
            self.membership.done(id(request))

    async def _route(
        self,
        request: web.Request,
        chain: RequestChain,
        raw: bytes | bytearray,
        headers: dict[str, str],
        stream: bool,
        trip: dict[str, Any] | None,
        max_tokens: int,
    ) -> web.StreamResponse:
        self.budget.on_request()
        cfg = self.config
        request_id = headers["X-Request-Id"]
        tried: list[str] = []
        failure: Failure | None = None
        for attempt in range(cfg.retry.max_attempts):
            if failure is not None:
                if failure.reason != "connect_error" and trip is not None and trip.get("retry") == "unsent":
                    self.counters.inc("cacheroute_retries_denied_total", reason="unsafe")  # it may have been acted on
                    break
                # connections never opened did no work upstream: they spend no retry budget
                if failure.reason != "connect_error" and not self.budget.try_spend():
                    self.counters.inc("cacheroute_retries_denied_total", reason="budget")
                    break
                self.counters.inc("cacheroute_retries_total", reason=failure.reason)
            try:
                if self.tracing is None:
                    decision = self.choose(chain, request_id, tried, trip)
                else:
                    with self.tracing.deciding(attempt + 1) as span:
                        decision = self.choose(chain, request_id, tried, trip)
                        self.tracing.decided(span, decision)
            except LookupError:
                self.counters.inc("cacheroute_decisions_total", kind="refused", reason="no_upstream")
                if failure is not None:
                    self.counters.inc("cacheroute_retries_denied_total", reason="no_replica")
                break
            tried.append(decision.url)
            if trip is not None:
                trip["decision"] = decision
            if self.tracing is None:
                outcome = await self._attempt(request, decision, raw, headers, stream, attempt + 1, trip, max_tokens)
            else:
                upstream = self.tracing.upstream(decision, attempt + 1, headers, request.path_qs, request.method)
                with upstream as (span, sent):
                    outcome = await self._attempt(request, decision, raw, sent, stream, attempt + 1, trip, max_tokens)
                    failed = isinstance(outcome, Failure)
                    self.tracing.outcome(span, outcome.reason if failed else None, outcome.status)
            if not isinstance(outcome, Failure):
                if trip is not None:
                    trip["answered"] = True
                return outcome
            failure = outcome
        else:
            if failure is not None:
                self.counters.inc("cacheroute_retries_denied_total", reason="attempts")
        if failure is None:
            return error(502, f"no upstream reachable (tried {len(tried)})", "upstream_error")
        if failure.status is not None:
            return web.Response(status=failure.status, body=failure.body, content_type=failure.content_type)
        status = 504 if failure.reason in ("timeout", "deadline") else 502
        return error(status, f"upstream failed after {len(tried)} attempt(s): {failure.message}", "upstream_error")

    async def _attempt(
        self,
        request: web.Request,
        decision: Decision,
        raw: bytes | bytearray,
        headers: dict[str, str],
        stream: bool,
        attempt: int,
        trip: dict[str, Any] | None = None,
        max_tokens: int = 0,
    ) -> web.StreamResponse | Failure:
        """One try on one replica: a response given to the client, or a failure that reached no client."""
        url = decision.url
        replica = decision.replica_id or url
        if url not in self.inflight:
            self._track(url, replica)
        self.inflight[url] += 1
        up: ClientResponse | None = None
        try:
            sent = time.monotonic()
            if trip is not None:
                trip["sent"] = sent
            hang_at = (
                self.hang_deadline(decision, stream, max_tokens, sent)
                if trip is None or trip.get("hang", True)
                else None
            )
            opened = await self._first_byte(request, url, raw, headers, replica, sent, hang_at)
            if isinstance(opened, Failure):
                return opened
            up = opened
            if up.status >= 500 and up.status not in _NOT_RETRIED_5XX:
                body = await _read_some(up, _ERROR_BODY_BYTES, self.config.idle_timeout_s)
                self.counters.inc("cacheroute_requests_total", replica=replica, outcome=f"http_{up.status}")
                self.health.record_failure(url, "http_5xx")
                return Failure(
                    "http_5xx",
                    f"{replica} answered {up.status}",
                    up.status,
                    body or b"",
                    up.content_type or "application/json",
                )
            out_headers = {k: v for k, v in up.headers.items() if k.lower() not in HOP}
            out_headers["X-Request-Id"] = headers["X-Request-Id"]
            out_headers["X-CacheRoute-Replica"] = replica
            out_headers["X-CacheRoute-Attempt"] = str(attempt)
            out_headers["X-CacheRoute-Decision"] = decision.label
            if not stream and up.content_type != "text/event-stream":
                self.misses.hit(url)
                read = await self._buffer(up, url, replica)
                if isinstance(read, Failure):
                    return read
                buffered, complete = read
                self._learn(trip, url, up.status, buffered)
                self.routing.first_token(decision.ticket)
                if trip is not None:
                    trip["first"] = time.monotonic()
                if complete:
                    self._succeeded(url, replica, up.status)
                    return web.Response(status=up.status, body=buffered, headers=out_headers)
                return await self._stream(request, up, url, replica, out_headers, buffered, decision.ticket, trip)
            # a stream's headers come before its first token: the client sees nothing until that
            # token is in, so a replica hung before it can still be left for another
            head = await self._first_chunk(request, up, url, replica, sent, hang_at)
            if isinstance(head, Failure):
                return head
            self._learn(trip, url, up.status, head)
            self.misses.hit(url)
            first = time.monotonic()
            self.routing.first_token(decision.ticket, first - sent if head else None)
            if trip is not None:
                trip["first"] = first
            return await self._stream(
                request, up, url, replica, out_headers, head, decision.ticket, trip, at_eof=not head
            )
        finally:
            self.routing.completed(decision.ticket)
            if up is not None:
                if up.content.at_eof():
                    up.release()
                else:
                    up.close()
            self.inflight[url] -= 1

    @staticmethod
    def _learn(trip: dict[str, Any] | None, url: str, status: int, head: bytes) -> None:
        """Tell ``trip["learn"]`` (the response ids, `responses`) which replica answered, with the answer's first
        bytes, as soon as they are in: a stream is followed up (cancelled, retrieved) while it runs."""
        learn = trip.get("learn") if trip is not None else None
        if learn is not None and status < 300:
            learn(url, head)

    def hang_floor(self, url: str) -> float:
        """Least hang deadline of an attempt on ``url`` (`HangConfig.floor`: generous while that replica's cost
        model is neither configured nor learned)."""
        cfg = self.config.hang
        if cfg is None:
            return 0.0
        costs = self.routing.costs_of(url)
        return cfg.floor(costs is not None and costs[1])

    def hang_deadline(self, decision: Decision, stream: bool, max_tokens: int, sent: float) -> float | None:
        """When (monotonic) this attempt counts as stuck on a hung replica, if before the
        ``first_byte_timeout_s`` cap (None: the cap alone bounds it). The expected time is the replica's
        learned model's where it learns (`Decision.expected_s`), else the routing core's estimate."""
        cfg = self.config.hang
        if cfg is None:
            return None
        costs = self.routing.costs_of(decision.url)
        trusted = costs is not None and costs[1]
        interval = costs[2] if costs is not None else None
        if interval is None:  # nothing known of its decode: a non-streamed answer's deadline keeps the floor
            interval, trusted = self.config.routing.delay.decode_step_s, trusted and stream
        first = decision.expected_s if decision.expected_s is not None else decision.estimate_s
        expected = expected_s(first, stream, max_tokens, interval)
        if expected is None:
            return None
        wait = deadline_s(cfg, expected, cfg.floor(trusted))
        if wait >= self.config.first_byte_timeout_s:
            return None
        self.counters.set("cacheroute_attempt_deadline_seconds", wait, replica=decision.replica_id or decision.url)
        return sent + wait

    def _missed(self, url: str, replica: str, sent: float, hang_at: float) -> Failure:
        """The attempt missed its hang deadline: counted against the replica (unless the router's own loop
        stalled meanwhile), which leaves rotation after ``hang.misses_to_eject`` in a row."""
        cfg = self.config.hang
        assert cfg is not None
        self.counters.inc("cacheroute_deadline_misses_total", replica=replica)
        self.counters.inc("cacheroute_requests_total", replica=replica, outcome="deadline")
        if self.loop_watch.stalled(sent):
            self.counters.inc("cacheroute_stalled_failures_total", replica=replica, reason="deadline")
        elif self.misses.miss(url) >= cfg.misses_to_eject:
            self.health.record_failure(url, "hang", eject_now=True, max_ejection_s=cfg.max_ejection_s)
        return Failure("deadline", f"no first token from {replica} within its deadline of {hang_at - sent:.2f} s")

    def _expired(self, watch: _Watch, phase: str, late: str, ejected: str) -> Failure:
        """The failure of an attempt whose watch ran out: its replica was ejected meanwhile (``ejected`` the
        message), it missed its hang deadline, or it reached the cap (counted under ``phase``, ``late`` the
        message)."""
        url, replica = watch.url, watch.replica
        if watch.why == "ejected":
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="ejected")
            return Failure("ejected", ejected)
        if watch.why == "missed":
            assert watch.hang_at is not None
            return self._missed(url, replica, watch.sent, watch.hang_at)
        self.counters.inc("cacheroute_timeouts_total", replica=replica, phase=phase)
        self.counters.inc("cacheroute_requests_total", replica=replica, outcome="timeout")
        self.membership.failed(url, replica, "timeout", watch.sent, request_key=watch.key)
        return Failure("timeout", late)

    async def _first_byte(
        self,
        request: web.Request,
        url: str,
        raw: bytes | bytearray,
        headers: dict[str, str],
        replica: str,
        sent: float,
        hang_at: float | None = None,
    ) -> ClientResponse | Failure:
        """Send the request and wait for the answer's headers: within ``first_byte_timeout_s`` and
        ``hang_at``, and unless the replica is found hung meanwhile (`_Watch`). A client that goes away
        cancels its handler (the server's ``handler_cancellation``), and so this wait."""
        assert self.session is not None
        headers = self.with_auth(url, request, headers)
        cap = self.config.first_byte_timeout_s
        watch = _Watch(self, url, replica, id(request), sent, hang_at, sent + cap)
        try:
            async with watch:
                if len(raw) <= _SEND_PIECE:
                    return await self.session.request(request.method, url + request.path_qs, data=raw, headers=headers)
                sized = {**headers, "Content-Length": str(len(raw))}
                return await self.session.request(
                    request.method, url + request.path_qs, data=_pieces(raw), headers=sized
                )
        except asyncio.CancelledError:
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="cancelled")
            raise
        except (ServerTimeoutError, TimeoutError) as exc:
            if watch.ran_out():
                return self._expired(
                    watch,
                    "first_byte",
                    f"no answer from {replica} in {cap} s",
                    f"{replica} was taken out of rotation while the request waited",
                )
            self.counters.inc("cacheroute_timeouts_total", replica=replica, phase="connect")
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="timeout")
            self.membership.failed(url, replica, "timeout", sent)
            return Failure("timeout", f"{replica}: {type(exc).__name__} {exc}")
        except ClientConnectorError as exc:
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="connect_error")
            self.health.record_failure(url, "connect_error", eject_now=True)
            log.warning("upstream %s unreachable (%s); trying another", url, exc)
            return Failure("connect_error", f"{replica} unreachable: {exc}")
        except (ClientConnectionError, ClientPayloadError, OSError) as exc:
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="disconnected")
            # a connection left idle across a stall can outlive the replica's keep-alive
            self.membership.failed(url, replica, "disconnected", sent - self.config.upstream_keepalive_s)
            return Failure("disconnected", f"{replica} closed the connection: {type(exc).__name__} {exc}")

    async def _first_chunk(
        self, request: web.Request, up: ClientResponse, url: str, replica: str, sent: float, hang_at: float | None
    ) -> bytes | Failure:
        """The answer's first chunk (b"": an empty body), read before anything goes to the client:
        within ``idle_timeout_s`` of the headers and ``hang_at``, and unless the replica is found hung."""
        idle = self.config.idle_timeout_s
        watch = _Watch(self, url, replica, id(request), sent, hang_at, time.monotonic() + idle)
        try:
            async with watch:
                return await up.content.readany()
        except asyncio.CancelledError:
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="cancelled")
            raise
        except TimeoutError:
            if not watch.ran_out():
                raise
            return self._expired(
                watch,
                "idle",
                f"{replica} sent headers and nothing more for {idle} s",
                f"{replica} was taken out of rotation before its first token",
            )
        except (ClientConnectionError, ClientPayloadError, OSError) as exc:
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="disconnected")
            self.health.record_failure(url, "disconnected")
            return Failure("disconnected", f"{replica} failed before its first token: {type(exc).__name__}")

    async def _buffer(self, up: ClientResponse, url: str, replica: str) -> tuple[bytes, bool] | Failure:
        """Read a non-streamed answer up to ``max_buffered_bytes``: (bytes, whether complete). An answer that is
        all in already (most: it came with its headers) is taken without a timer."""
        content = up.content
        if content.is_eof() and content.exception() is None and content.total_bytes <= self.config.max_buffered_bytes:
            return content.read_nowait(), True
        buf = bytearray()
        try:
            while len(buf) <= self.config.max_buffered_bytes:
                async with asyncio.timeout(self.config.idle_timeout_s):
                    chunk = await up.content.readany()
                if not chunk:
                    return bytes(buf), True
                buf += chunk
        except TimeoutError:
            self.counters.inc("cacheroute_timeouts_total", replica=replica, phase="idle")
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="timeout")
            self.membership.failed(url, replica, "timeout", time.monotonic() - self.config.idle_timeout_s)
            return Failure("timeout", f"{replica} stopped sending for {self.config.idle_timeout_s} s")
        except (ClientConnectionError, ClientPayloadError, OSError) as e:
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="disconnected")
            self.health.record_failure(url, "disconnected")
            return Failure("disconnected", f"{replica} failed while answering: {type(e).__name__}")
        return bytes(buf), False

    async def _stream(
        self,
        request: web.Request,
        up: ClientResponse,
        url: str,
        replica: str,
        headers: dict[str, str],
        head: bytes,
        ticket: int | None = None,
        trip: dict[str, Any] | None = None,
        at_eof: bool = False,
    ) -> web.StreamResponse:
        """Relay the answer as it comes, ``head`` first (``at_eof``: there is no more); once the first
        byte went to the client it is never retried."""
        resp = web.StreamResponse(status=up.status, headers=headers)
        last = head[-_TAIL_BYTES:]
        if trip is not None:
            trip["tail"] = (b"", head[-USAGE_BYTES:])
            trip["events"] = head.count(b"\n\n")  # an event stream's events end in a blank line
        try:
            await resp.prepare(request)
            if head:
                await resp.write(head)
            while not at_eof:
                async with asyncio.timeout(self.config.idle_timeout_s):
                    chunk = await up.content.readany()
                if not chunk:
                    break
                self.routing.first_token(ticket)
                if trip is not None and "first" not in trip:
                    trip["first"] = time.monotonic()
                if trip is not None:
                    trip["tail"] = (trip["tail"][1], chunk)  # the last two: where the usage is
                    trip["events"] += chunk.count(b"\n\n")
                await resp.write(chunk)
                last = (last + chunk[-_TAIL_BYTES:])[-_TAIL_BYTES:]
            await resp.write_eof()
        except TimeoutError:
            self.counters.inc("cacheroute_timeouts_total", replica=replica, phase="idle")
            self.counters.inc("cacheroute_requests_total", replica=replica, outcome="timeout")
            self.membership.failed(url, replica, "timeout", time.monotonic() - self.config.idle_timeout_s)
            abort(request)
            return resp
        except (ClientPayloadError, ClientConnectionError) as e:
            if client_gone(request):
                self.counters.inc("cacheroute_client_disconnects_total")
                self._client_left(url, replica, up.status, last)
            else:
                self.counters.inc("cacheroute_requests_total", replica=replica, outcome="broken_stream")
                self.health.record_failure(url, "disconnected")
                log.warning("stream from %s broke after it started (%s)", replica, type(e).__name__)
                abort(request)
            return resp
        except ConnectionResetError:
            self.counters.inc("cacheroute_client_disconnects_total")
            self._client_left(url, replica, up.status, last)
            return resp
        except asyncio.CancelledError:
            # the server cancels the handler of a client that went away (handler_cancellation): the
            # handler counts the disconnect, the outcome is counted here
            self._client_left(url, replica, up.status, last)
            raise
        self._succeeded(url, replica, up.status)
        return resp

    def _client_left(self, url: str, replica: str, status: int, last: bytes) -> None:
        """The outcome of a stream whose client went away before its end: ok if the client had the answer's
        last event (``last``: the stream's last bytes relayed), else cancelled."""
        if _SSE_END.search(last):
            self._succeeded(url, replica, status)
            return
        self.counters.inc("cacheroute_requests_total", replica=replica, outcome="cancelled")

    def _succeeded(self, url: str, replica: str, status: int) -> None:
        self.health.record_success(url)
        self.counters.inc(
            "cacheroute_requests_total", replica=replica, outcome="ok" if status < 400 else f"http_{status}"
        )

    async def models(self, request: web.Request) -> web.Response:
        """``GET /v1/models``: the models of the replicas in rotation, merged (each id once, as the first replica
        that lists it describes it), asked with the client's headers (its ``Authorization`` included, so that
        behind ``vllm serve --api-key`` it answers as the engines do; without one, a replica's own key as on every
        route, `with_auth`). No replica answering 200: the first answer as it is (a 401, say), or 502 when none
        answered."""
        assert self.session is not None
        timeout = ClientTimeout(total=self.config.first_byte_timeout_s, sock_connect=self.config.connect_timeout_s)
        headers = {k: v for k, v in request.headers.items() if k.lower() not in HOP}

        async def ask(url: str) -> tuple[int, bytes] | None:
            assert self.session is not None
            sent = self.with_auth(url, request, headers)
            try:
                async with self.session.get(url + "/v1/models", timeout=timeout, headers=sent) as up:
                    return up.status, await up.read()
            except (ClientConnectionError, TimeoutError):
                return None

        answers = [a for a in await asyncio.gather(*(ask(u) for u in self.membership.candidates())) if a is not None]
        cards: dict[str, Any] = {}
        for status, body in answers:
            if status == 200:
                try:
                    data = json.loads(body).get("data")
                except (ValueError, AttributeError):
                    continue
                for card in data if isinstance(data, list) else ():
                    if isinstance(card, dict) and isinstance(card.get("id"), str):
                        cards.setdefault(card["id"], card)
        if any(status == 200 for status, _ in answers):
            return web.json_response({"object": "list", "data": list(cards.values())})
        if answers:
            status, body = answers[0]
            return web.Response(body=body, status=status, content_type="application/json")
        return error(502, "no upstream reachable", "upstream_error")


async def _read_some(up: ClientResponse, limit: int, idle_s: float) -> bytes | None:
    """Up to ``limit`` bytes of an error answer (None when it cannot be read)."""
    try:
        async with asyncio.timeout(idle_s):
            return await up.content.read(limit)
    except (TimeoutError, ClientConnectionError, ClientPayloadError, OSError):
        return None
