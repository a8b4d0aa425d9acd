"""Trace context through the reference router (`router/tracing.py`): the client's W3C ``traceparent`` and
``tracestate`` reach the engine, as they came without tracing, and as the context of the router's own engine-call
span with it (OpenTelemetry's SDK, spans kept in memory); without tracing nothing of OpenTelemetry is imported."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import textwrap

import pytest

aiohttp = pytest.importorskip("aiohttp")
pytest.importorskip("opentelemetry.sdk")
from aiohttp import ClientSession  # noqa: E402
from opentelemetry.sdk.trace import TracerProvider  # noqa: E402
from opentelemetry.sdk.trace.export import SimpleSpanProcessor  # noqa: E402
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter  # noqa: E402
from opentelemetry.trace import SpanKind  # noqa: E402

from cacheroute_solver.router.tracing import TracingConfig  # noqa: E402
from tests.helpers.cache_engine import CacheFleet  # noqa: E402

TRACE = "4bf92f3577b34da6a3ce929d0e0e4736"
PARENT = "00f067aa0ba902b7"
CONTEXT = {"traceparent": f"00-{TRACE}-{PARENT}-01", "tracestate": "vendor=abc"}


async def _ask(fleet: CacheFleet, stream: bool = False) -> str:
    async with ClientSession() as s:
        body = {"model": "m", "prompt": "Hello there. " * 20, "max_tokens": 2, "stream": stream}
        async with s.post(fleet.base + "/v1/completions", json=body, headers=CONTEXT) as r:
            assert r.status == 200, await r.text()
            await r.read()
            return r.headers["X-CacheRoute-Replica"]


def _engine_headers(fleet: CacheFleet, replica: str) -> dict[str, str]:
    (engine,) = [e for e in fleet.engines if e.name == replica]
    (headers,) = engine.headers
    return {k.lower(): v for k, v in headers.items()}


def test_without_tracing_the_engine_gets_the_clients_traceparent_and_tracestate_as_they_came():
    async def main() -> None:
        async with CacheFleet() as fleet:
            got = _engine_headers(fleet, await _ask(fleet))
            assert got["traceparent"] == CONTEXT["traceparent"]
            assert got["tracestate"] == CONTEXT["tracestate"]

    asyncio.run(main())


@pytest.mark.parametrize("stream", [False, True])
def test_with_tracing_the_engine_call_is_a_span_of_the_clients_trace_and_the_engine_gets_its_context(stream):
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))

    async def main() -> None:
        async with CacheFleet(tracing=TracingConfig(), router_kw={"tracer_provider": provider}) as fleet:
            replica = await _ask(fleet, stream)
            got = _engine_headers(fleet, replica)
            spans = {s.name: s for s in exporter.get_finished_spans()}
            assert set(spans) == {"POST /v1/completions", "cacheroute.route", "cacheroute.upstream"}
            server, route, upstream = (
                spans["POST /v1/completions"],
                spans["cacheroute.route"],
                spans["cacheroute.upstream"],
            )
            assert server.kind == SpanKind.SERVER and upstream.kind == SpanKind.CLIENT
            # one trace, the client's: the server span under the client's, the others under the server span
            assert {format(s.context.trace_id, "032x") for s in spans.values()} == {TRACE}
            assert server.parent is not None and format(server.parent.span_id, "016x") == PARENT
            assert route.parent is not None and upstream.parent is not None
            assert route.parent.span_id == server.context.span_id == upstream.parent.span_id
            # the engine's traceparent is the engine call's span, the client's tracestate kept
            assert got["traceparent"] == f"00-{TRACE}-{format(upstream.context.span_id, '016x')}-01"
            assert got["tracestate"] == CONTEXT["tracestate"]
            on_upstream, on_route, on_server = (dict(s.attributes or {}) for s in (upstream, route, server))
            assert on_upstream["cacheroute.replica"] == replica and on_upstream["http.response.status_code"] == 200
            assert on_route["cacheroute.replica"] == replica and on_route["cacheroute.reason"] == "balanced"
            assert on_server["http.response.status_code"] == 200
            # OpenTelemetry's HTTP semantic conventions: a client span's required attributes, server.address the
            # host alone; a server span's url.scheme
            (engine,) = [e for e in fleet.engines if e.name == replica]
            assert on_upstream["server.address"] == "127.0.0.1" and on_upstream["server.port"] == engine.port
            assert on_upstream["url.full"] == f"http://127.0.0.1:{engine.port}/v1/completions"
            assert on_upstream["http.request.method"] == "POST"
            assert on_server["url.scheme"] == "http" and on_server["http.request.method"] == "POST"

    asyncio.run(main())


def test_a_router_without_tracing_imports_no_opentelemetry_and_a_missing_sdk_is_a_named_error():
    script = textwrap.dedent(
        """
        import sys
        from cacheroute_solver.router.server import ReferenceRouter, RouterConfig
        replicas = [{"id": "a", "url": "http://127.0.0.1:9"}]
        router = ReferenceRouter(RouterConfig.model_validate({"replicas": replicas}))
        router.app()
        loaded = sorted(m for m in sys.modules if m.startswith(("opentelemetry", "pythonjsonlogger")))
        assert not loaded, loaded
        sys.modules["opentelemetry"] = None  # as if not installed
        try:
            ReferenceRouter(RouterConfig.model_validate({"replicas": replicas, "tracing": {"exporter": "console"}}))
        except Exception as e:
            print(type(e).__name__, e)
        """
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "TracingUnavailable" in out.stdout and "cacheroute-solver[otel]" in out.stdout
