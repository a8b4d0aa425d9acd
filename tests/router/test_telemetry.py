"""What the reference router tells about each request (`router/telemetry.py`), read from its ``/metrics`` and its
logs in front of fake engines that report cached tokens as vLLM does (`cache_engine.Engine`): the latency
histograms, the three hit figures (offered, captured, served) in plan and shadow mode, and the access log."""

from __future__ import annotations

import asyncio
import json
import logging
import re

import pytest

aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession  # noqa: E402

from cacheroute_solver.adapter import ReplicaEndpoint  # noqa: E402
from cacheroute_solver.adapter.metrics import BUCKETS  # noqa: E402
from cacheroute_solver.router.fleet.health import HealthConfig  # noqa: E402
from cacheroute_solver.router.logs import ACCESS_LOGGER, LogConfig, configure  # noqa: E402
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig  # noqa: E402
from e2e.counters import Samples  # noqa: E402
from tests.helpers.cache_engine import CacheFleet, Engine  # noqa: E402
from tests.helpers.localserve import serve_local  # noqa: E402

SYSTEM = "You are a careful assistant. Answer in one short line and cite nothing at all, please. " * 6
SYSTEM = SYSTEM[:512]  # four chunks of 128 characters: four chain blocks of 32 tokens (4 characters a token)
ENGINE = {"block_chars": 128, "tokens": 3, "token_interval_s": 0.002}
"""Engines whose cache blocks are the router's chain blocks, so their cached tokens and its beliefs compare."""


def _prompt(i: int) -> str:
    """SYSTEM and a tail of one more chunk: 640 characters, 160 tokens to the router and the engine alike."""
    return SYSTEM + f"question {i} ".ljust(128, ".")


async def _ask(s: ClientSession, base: str, prompt: str, stream: bool = False, usage: bool = True, **kw) -> dict:
    body: dict = {"model": "m", "prompt": prompt, "max_tokens": 3}
    if stream:
        body["stream"] = True
        if usage:
            body["stream_options"] = {"include_usage": True}
    async with s.post(base + "/v1/completions", json=body, **kw) as r:
        raw = await r.read()
        assert r.status == 200, raw[:300]
        return dict(r.headers)


async def _metrics(s: ClientSession, base: str) -> Samples:
    async with s.get(base + "/metrics") as r:
        assert r.status == 200
        return Samples.parse(await r.text())


def _run(body, engine: dict | None = None, **config) -> None:
    """``body(fleet, s)`` against a `CacheFleet` of ``ENGINE`` engines (``engine``: what differs from it)."""

    async def main() -> None:
        async with CacheFleet(engine_kw={**ENGINE, **(engine or {})}, **config) as fleet, ClientSession() as s:
            await body(fleet, s)

    asyncio.run(main())


def test_the_histograms_time_streams_and_answers_by_the_replica_that_answered():
    async def body(fleet: CacheFleet, s: ClientSession) -> None:
        answered = [
            (await _ask(s, fleet.base, _prompt(0)))["X-CacheRoute-Replica"],
            (await _ask(s, fleet.base, _prompt(1), stream=True))["X-CacheRoute-Replica"],
            (await _ask(s, fleet.base, _prompt(2), stream=True, usage=False))["X-CacheRoute-Replica"],
        ]
        m = await _metrics(s, fleet.base)
        count = lambda name, **lab: m.total(f"cacheroute_{name}_count", **lab)  # noqa: E731
        assert count("request_duration_seconds") == 3
        assert count("request_queue_time_seconds") == 3
        assert count("routing_decision_duration_seconds") == 3
        assert count("time_to_first_token_seconds") == 2  # streams only: an answer's first byte is its end
        # streams: 3 tokens over their chunks, with or without the usage event (not the non-streamed answer)
        assert count("request_time_per_output_token_seconds") == 2
        for replica in set(answered):
            n = answered.count(replica)
            assert count("request_duration_seconds", replica=replica, model="other") == n
        ttft = m.total("cacheroute_time_to_first_token_seconds_sum")
        tpot = m.total("cacheroute_request_time_per_output_token_seconds_sum")
        took = m.total("cacheroute_request_duration_seconds_sum")
        decided = m.total("cacheroute_routing_decision_duration_seconds_sum")
        # the engines stream 3 tokens 2 ms apart: at least 1 ms per token after the first
        assert 0 < ttft < took and tpot >= 0.003 and 0 < decided < took
        edges = {
            float(lab["le"])
            for n, lab, _ in m.samples
            if n == "cacheroute_request_duration_seconds_bucket" and lab["le"] != "+Inf"
        }
        assert edges == set(BUCKETS["cacheroute_request_duration_seconds"])

    _run(body)


def test_time_per_output_token_is_a_streams_decode_time_never_a_non_streamed_answers_prefill():
    """As vLLM's request_time_per_output_token_seconds (decode time over output tokens less one) and smg's
    smg_router_tpot_seconds (streams only): a non-streamed answer has no first-token time to start from, and its
    whole time over its tokens would put a slow prefill (0.3 s here) in the time per output token."""

    async def body(fleet: CacheFleet, s: ClientSession) -> None:
        async with s.post(
            fleet.base + "/v1/completions", json={"model": "m", "prompt": _prompt(0), "max_tokens": 1}
        ) as r:
            assert r.status == 200 and (await r.json())["usage"]["completion_tokens"] == 1
        await _ask(s, fleet.base, _prompt(1), stream=True)
        m = await _metrics(s, fleet.base)
        assert m.total("cacheroute_request_duration_seconds_count") == 2
        assert m.total("cacheroute_request_time_per_output_token_seconds_count") == 1  # the stream's
        # the stream's 3 tokens 2 ms apart, after its 0.3 s wait for the first
        assert m.total("cacheroute_request_time_per_output_token_seconds_sum") < 0.1

    _run(body, engine={"tokens": None, "first_byte_s": 0.3})


def test_a_stream_its_client_left_after_the_first_token_keeps_its_ttft_and_its_replica():
    """A client that goes away mid-stream (the server cancels its handler): the replica did answer and the first
    token did reach the client, so its TTFT and duration count under that replica (not under replica="", which is
    for requests no replica answered); its time per output token and hit figures do not (no whole answer)."""

    async def body(fleet: CacheFleet, s: ClientSession) -> None:
        payload = {"model": "m", "prompt": _prompt(0), "max_tokens": 50, "stream": True}
        r = await s.post(fleet.base + "/v1/completions", json=payload)
        assert r.status == 200
        assert await r.content.readany()  # the first token
        replica = r.headers["X-CacheRoute-Replica"]
        r.close()
        for _ in range(100):  # the router sees the client gone
            await asyncio.sleep(0.02)
            m = await _metrics(s, fleet.base)
            if m.total("cacheroute_request_duration_seconds_count"):
                break
        assert m.total("cacheroute_client_disconnects_total") == 1
        assert m.total("cacheroute_request_duration_seconds_count", replica=replica) == 1
        assert m.total("cacheroute_request_duration_seconds_count", replica="") == 0
        assert m.total("cacheroute_time_to_first_token_seconds_count", replica=replica) == 1
        assert m.total("cacheroute_request_time_per_output_token_seconds_count") == 0
        assert m.total("cacheroute_prompt_tokens_total") == 0

    _run(body, engine={"tokens": None, "token_interval_s": 0.05})


def test_the_three_hit_figures_count_offered_captured_and_served_prompt_tokens():
    async def body(fleet: CacheFleet, s: ClientSession) -> None:
        d = [
            (await _ask(s, fleet.base, _prompt(1)))["X-CacheRoute-Decision"],
            (await _ask(s, fleet.base, _prompt(2), stream=True))["X-CacheRoute-Decision"],
            (await _ask(s, fleet.base, _prompt(1)))["X-CacheRoute-Decision"],
            # a stream without usage: its prompt tokens count, its served tokens are unknown
            (await _ask(s, fleet.base, _prompt(3), stream=True, usage=False))["X-CacheRoute-Decision"],
        ]
        assert d[1:] == ["cached"] * 3, d
        m = await _metrics(s, fleet.base)
        fig = lambda name: m.total(f"cacheroute_{name}", policy="cacheroute", model="other")  # noqa: E731
        assert fig("prompt_tokens_total") == 4 * 160
        # 2nd and 4th: the four SYSTEM blocks (128 tokens); 3rd: all five, at most the prompt less one token
        assert fig("prefix_offered_tokens_total") == 128 + 159 + 128
        assert fig("prefix_captured_tokens_total") == 128 + 159 + 128
        # what the engines said: 0, 128, all 160 (this fake engine, unlike vLLM, counts the last token too)
        assert fig("prefix_served_tokens_total") == 128 + 160
        assert fig("prefix_served_prompt_tokens_total") == 3 * 160
        assert sum(e.cached_total for e in fleet.engines) == 128 + 160 + 128

    _run(body, policy="plan")


def test_in_shadow_mode_the_figures_are_the_incumbents_and_cacheroutes_own_capture_is_beside_them():
    async def body(fleet: CacheFleet, s: ClientSession) -> None:
        replicas = [(await _ask(s, fleet.base, _prompt(i)))["X-CacheRoute-Replica"] for i in range(4)]
        assert len(set(replicas[:3])) == 3 and replicas[3] == replicas[0]  # round robin
        m = await _metrics(s, fleet.base)
        fig = lambda name: m.total(f"cacheroute_{name}", policy="round_robin")  # noqa: E731
        assert fig("prompt_tokens_total") == 4 * 160
        assert fig("prefix_offered_tokens_total") == 3 * 128
        # round robin sent the 2nd and 3rd where SYSTEM was not; the 4th back to the 1st's replica
        assert fig("prefix_captured_tokens_total") == 128
        assert fig("prefix_served_tokens_total") == 128
        assert m.total("cacheroute_prefix_captured_tokens_total", policy="cacheroute") == 0
        # CacheRoute would have sent each of the last three to a replica that held SYSTEM
        assert m.total("cacheroute_shadow_captured_tokens_total") == 3 * 128

    _run(body, policy="round_robin", shadow=True)


def test_the_access_log_has_one_line_per_request_with_its_fields(caplog):
    async def body(fleet: CacheFleet, s: ClientSession) -> None:
        with caplog.at_level(logging.INFO, logger=ACCESS_LOGGER):
            h = await _ask(s, fleet.base, _prompt(0), stream=True, headers={"X-Request-Id": "req-42"})
            async with s.post(fleet.base + "/v1/completions", data=b"{not json") as r:
                assert r.status == 400
        lines = [r.getMessage() for r in caplog.records if r.name == ACCESS_LOGGER]
        assert len(lines) == 2, lines
        ok, bad = lines
        assert ok.startswith("POST /v1/completions 200 ")
        for field in (
            f"replica={h['X-CacheRoute-Replica']}",
            "model=m",
            "decision=balanced",
            "prompt_tokens=160",
            "completion_tokens=3",
            "cached_tokens=0",
            "request_id=req-42",
            "client=127.0.0.1",
        ):
            assert f" {field}" in ok, (field, ok)
        assert " ttft_ms=" in ok and " ttft_ms=-" not in ok and " duration_ms=" in ok
        assert bad.startswith("POST /v1/completions 400 replica=- ") and "decision=-" in bad

    _run(body, logs=LogConfig(access_log=True))


def test_a_text_access_log_line_quotes_what_the_client_wrote_so_it_cannot_forge_lines_or_fields(caplog):
    """The model and the request id are the client's: a newline in the model would start a forged line in the log
    file, a space in the request id a forged field. Such values are written quoted, escaped as JSON strings."""
    model = "m\n2026-12-06 20:48:11,458 cacheroute.access INFO POST /v1/completions 200 replica=forged"
    request_id = "req-1 decision=forged"

    async def body(fleet: CacheFleet, s: ClientSession) -> None:
        with caplog.at_level(logging.INFO, logger=ACCESS_LOGGER):
            payload = {"model": model, "prompt": _prompt(0), "max_tokens": 3}
            async with s.post(fleet.base + "/v1/completions", json=payload, headers={"X-Request-Id": request_id}) as r:
                assert r.status == 200
        (line,) = [r.getMessage() for r in caplog.records if r.name == ACCESS_LOGGER]
        assert "\n" not in line and line.startswith("POST /v1/completions 200 replica=u")
        fields = dict(re.findall(r' (\w+)=("(?:[^"\\]|\\.)*"|\S+)', line))
        assert json.loads(fields["model"]) == model and json.loads(fields["request_id"]) == request_id
        assert fields["decision"] == "balanced" and fields["replica"] != "forged"

    _run(body, logs=LogConfig(access_log=True))


def test_a_request_for_a_model_no_replica_serves_is_counted_under_other_and_logged_with_its_model(caplog):
    """The model label's rule (fleet.served_models.model_label): a name no replica lists is 'other', so a request
    refused for it (404) is not left under an empty model; its access log line names the model asked for."""

    async def main() -> None:
        engine = Engine("e0")  # never asked: the request is refused first
        await engine.start()
        replicas = (ReplicaEndpoint(id="e0", url=f"http://127.0.0.1:{engine.port}", models=("m",)),)
        config = RouterConfig(
            replicas=replicas, health=HealthConfig(check_interval_s=None), logs=LogConfig(access_log=True)
        )
        runner, port = await serve_local(ReferenceRouter(config).app(), handler_cancellation=True)
        base = f"http://127.0.0.1:{port}"
        try:
            async with ClientSession() as s:
                with caplog.at_level(logging.INFO, logger=ACCESS_LOGGER):
                    async with s.post(base + "/v1/completions", json={"model": "nope", "prompt": "hi"}) as r:
                        assert r.status == 404
                m = await _metrics(s, base)
        finally:
            await runner.cleanup()
            await engine.stop()
        assert m.total("cacheroute_request_duration_seconds_count", model="other", replica="") == 1
        assert m.total("cacheroute_request_duration_seconds_count", model="") == 0
        (line,) = [r.getMessage() for r in caplog.records if r.name == ACCESS_LOGGER]
        assert line.startswith("POST /v1/completions 404 replica=- model=nope ")

    asyncio.run(main())


def test_json_logs_give_the_access_log_fields_keys_of_their_own(caplog):
    async def body(fleet: CacheFleet, s: ClientSession) -> None:
        with caplog.at_level(logging.INFO, logger=ACCESS_LOGGER):
            await _ask(s, fleet.base, _prompt(0))
        (record,) = [r for r in caplog.records if r.name == ACCESS_LOGGER]
        from pythonjsonlogger.json import JsonFormatter

        line = json.loads(JsonFormatter("{levelname}{name}{message}", style="{").format(record))
        assert line["status"] == 200 and line["prompt_tokens"] == 160 and line["path"] == "/v1/completions"
        assert line["ttft_ms"] is None and line["duration_ms"] > 0 and line["decision"] == "balanced"
        assert line["message"] == "POST /v1/completions 200"

    _run(body, logs=LogConfig(access_log=True, format="json"))


def test_configure_writes_json_lines_with_a_timestamp_level_and_logger(capsys):
    root = logging.getLogger()
    kept, level = list(root.handlers), root.level
    try:
        import io

        out = io.StringIO()
        configure("INFO", "json", out)
        logging.getLogger("cacheroute.router").warning("upstream %s unreachable", "u1")
        logging.getLogger(ACCESS_LOGGER).info("POST /v1/completions 200", extra={"status": 200})
        first, second = (json.loads(x) for x in out.getvalue().splitlines())
        assert first["message"] == "upstream u1 unreachable" and first["level"] == "WARNING"
        assert first["logger"] == "cacheroute.router" and first["timestamp"].endswith("+00:00")
        assert second["status"] == 200
        out = io.StringIO()
        configure("INFO", "text", out)
        logging.getLogger("cacheroute.router").warning("plain")
        assert out.getvalue().rstrip().endswith("cacheroute.router WARNING plain")
    finally:
        for h in list(root.handlers):
            root.removeHandler(h)
        for h in kept:
            root.addHandler(h)
        root.setLevel(level)


def test_a_baseline_without_shadow_has_no_captured_series_its_core_believes_nothing():
    async def body(fleet: CacheFleet, s: ClientSession) -> None:
        for i in range(2):
            await _ask(s, fleet.base, _prompt(i))
        m = await _metrics(s, fleet.base)
        assert m.total("cacheroute_prompt_tokens_total", policy="round_robin") == 2 * 160
        assert m.total("cacheroute_prefix_offered_tokens_total", policy="round_robin") == 128
        assert not [n for n, _, _ in m.samples if n == "cacheroute_prefix_captured_tokens_total"]

    _run(body, policy="round_robin")


def test_a_streams_usage_is_read_when_the_whole_stream_came_in_its_first_chunk():
    from aiohttp import web

    usage = {"prompt_tokens": 40, "completion_tokens": 2, "prompt_tokens_details": {"cached_tokens": 32}}
    whole = (
        b'data: {"choices":[{"text":"a"}]}\n\ndata: {"choices":[{"text":"b"}]}\n\n'
        + b"data: "
        + json.dumps({"choices": [], "usage": usage}).encode()
        + b"\n\ndata: [DONE]\n\n"
    )

    async def one_write(request: web.Request) -> web.StreamResponse:
        await request.read()
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        await resp.write(whole)
        await resp.write_eof()
        return resp

    async def main() -> None:
        app = web.Application()
        app.router.add_post("/v1/completions", one_write)
        engine, port = await serve_local(app)
        replicas = (ReplicaEndpoint(id="e0", url=f"http://127.0.0.1:{port}"),)
        router = ReferenceRouter(RouterConfig(replicas=replicas, health=HealthConfig(check_interval_s=None)))
        runner, rport = await serve_local(router.app(), handler_cancellation=True)
        try:
            async with ClientSession() as s:
                await _ask(s, f"http://127.0.0.1:{rport}", _prompt(0), stream=True)
                m = await _metrics(s, f"http://127.0.0.1:{rport}")
            assert m.total("cacheroute_prefix_served_tokens_total") == 32
            assert m.total("cacheroute_prefix_served_prompt_tokens_total") == 40
            assert m.total("cacheroute_request_time_per_output_token_seconds_count") == 1  # 2 tokens, from usage
        finally:
            await runner.cleanup()
            await engine.cleanup()

    asyncio.run(main())
