"""OpenTelemetry spans for routing and proxying (`Tracing`), where the ``otel`` extra is installed and
``tracing`` is configured.

Each generation request is a server span, its parent the client's W3C ``traceparent`` (and ``tracestate``)
when it sent one. Within it, each attempt has a span for its routing decision (``cacheroute.route``: the
replica, the reason, the prompt tokens the routing core believed that replica held) and a client span for
the engine call (``cacheroute.upstream``: the replica, the attempt, its outcome), whose context the engine
gets as its ``traceparent``; vLLM started with ``--otlp-traces-endpoint`` continues the trace there.

Without ``tracing`` nothing of OpenTelemetry is imported and the proxy forwards the client's
``traceparent`` and ``tracestate`` to the engine as they came (it forwards every header but the
hop-by-hop ones).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Any, Literal
from urllib.parse import urlsplit

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

__all__ = ["Tracing", "TracingConfig", "TracingUnavailable"]

_CONTEXT_HEADERS = frozenset({"traceparent", "tracestate"})


class TracingConfig(BaseModel):
    """Where the router's spans go (the ``otel`` extra: ``pip install 'cacheroute-solver[otel]'``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    exporter: Literal["otlp", "console", "global"] = Field(
        default="otlp",
        description="otlp: OTLP over HTTP to endpoint; console: printed to stdout; global: the process's tracer "
        "provider as the application or opentelemetry-instrument set it (the router adds no exporter).",
    )
    endpoint: str | None = Field(
        default=None,
        description="The OTLP/HTTP traces endpoint, e.g. 'http://otel-collector:4318/v1/traces' (None: "
        "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_EXPORTER_OTLP_ENDPOINT, else http://localhost:4318/v1/traces).",
    )
    service_name: str = Field(default="cacheroute-router", min_length=1, description="The spans' service.name.")
    sample_ratio: float = Field(
        default=1.0,
        ge=0.0,
        le=1.0,
        description="Share of traces started here that are recorded; a request whose client sampled its trace "
        "(traceparent) follows the client's choice.",
    )


class TracingUnavailable(RuntimeError):
    """``tracing`` is configured but OpenTelemetry is not installed."""


class Tracing:
    """The router's tracer (module docstring); ``provider``: a tracer provider to use instead of one built from
    ``config`` (an application's own, or a test's with an in-memory exporter)."""

    def __init__(self, config: TracingConfig, provider: Any = None) -> None:
        try:
            from opentelemetry import trace
            from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator
        except ImportError as e:
            raise TracingUnavailable(
                "tracing is configured but OpenTelemetry is not installed: pip install 'cacheroute-solver[otel]'"
            ) from e
        self._trace = trace
        self._propagator = TraceContextTextMapPropagator()
        self._owned = None
        if provider is None:
            provider = trace.get_tracer_provider() if config.exporter == "global" else self._build(config)
            self._owned = None if config.exporter == "global" else provider
        self.tracer = provider.get_tracer("cacheroute_solver.router")

    @staticmethod
    def _build(config: TracingConfig) -> Any:
        try:
            from opentelemetry.sdk.resources import Resource
            from opentelemetry.sdk.trace import TracerProvider
            from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter, SpanExporter
            from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased
        except ImportError as e:
            raise TracingUnavailable(
                "tracing needs the OpenTelemetry SDK: pip install 'cacheroute-solver[otel]'"
            ) from e
        exporter: SpanExporter
        if config.exporter == "console":
            exporter = ConsoleSpanExporter()
        else:
            try:
                from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
            except ImportError as e:
                raise TracingUnavailable(
                    "tracing.exporter 'otlp' needs opentelemetry-exporter-otlp-proto-http: "
                    "pip install 'cacheroute-solver[otel]'"
                ) from e
            exporter = OTLPSpanExporter(endpoint=config.endpoint)
        provider = TracerProvider(
            resource=Resource.create({"service.name": config.service_name}),
            sampler=ParentBased(TraceIdRatioBased(config.sample_ratio)),
        )
        provider.add_span_processor(BatchSpanProcessor(exporter))
        return provider

    def shutdown(self) -> None:
        """Send the spans still buffered (the provider this router built)."""
        if self._owned is not None:
            self._owned.shutdown()

    async def serve(
        self,
        handle: Callable[[web.Request, dict[str, Any]], Awaitable[web.StreamResponse]],
        request: web.Request,
        trip: dict[str, Any],
    ) -> web.StreamResponse:
        """``handle(request, trip)`` within the request's server span, the client's trace its parent."""
        parent = self._propagator.extract(request.headers)
        with self.tracer.start_as_current_span(
            f"{request.method} {request.path}",
            context=parent,
            kind=self._trace.SpanKind.SERVER,
            attributes={"http.request.method": request.method, "url.path": request.path, "url.scheme": request.scheme},
        ) as span:
            resp = await handle(request, trip)
            span.set_attribute("http.response.status_code", resp.status)
            if resp.status >= 500:
                span.set_status(self._trace.StatusCode.ERROR)
            return resp

    @contextmanager
    def deciding(self, attempt: int) -> Iterator[Any]:
        """The span of one routing decision; `decided` fills it in."""
        with self.tracer.start_as_current_span("cacheroute.route", attributes={"cacheroute.attempt": attempt}) as s:
            yield s

    @staticmethod
    def decided(span: Any, decision: Any) -> None:
        span.set_attribute("cacheroute.replica", decision.replica_id or decision.url)
        span.set_attribute("cacheroute.reason", decision.label)
        span.set_attribute("cacheroute.cached_tokens", decision.cached_tokens)

    @contextmanager
    def upstream(
        self, decision: Any, attempt: int, headers: dict[str, str], path: str, method: str = "POST"
    ) -> Iterator[tuple[Any, dict[str, str]]]:
        """The client span of one engine call (``method`` ``path`` on the decision's replica), and the headers to send it:
        ``headers`` with the span's context as their ``traceparent`` (and ``tracestate``) in place of the client's.
        Its attributes are the HTTP client span's required ones (server.address: the host alone)."""
        target = urlsplit(decision.url)
        with self.tracer.start_as_current_span(
            "cacheroute.upstream",
            kind=self._trace.SpanKind.CLIENT,
            attributes={
                "cacheroute.replica": decision.replica_id or decision.url,
                "cacheroute.attempt": attempt,
                "http.request.method": method,
                "server.address": target.hostname or "",
                "server.port": target.port or (443 if target.scheme == "https" else 80),
                "url.full": decision.url + path,
            },
        ) as span:
            sent = {k: v for k, v in headers.items() if k.lower() not in _CONTEXT_HEADERS}
            self._propagator.inject(sent)
            yield span, sent

    def outcome(self, span: Any, failure: str | None, status: int | None) -> None:
        """An engine call's end: its status, or the failure that ended it before any answer reached the client."""
        if status is not None:
            span.set_attribute("http.response.status_code", status)
        if failure is not None:
            span.set_attribute("cacheroute.failure", failure)
            span.set_status(self._trace.StatusCode.ERROR, failure)
