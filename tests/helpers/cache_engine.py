"""A fake OpenAI-compatible engine on 127.0.0.1 that answers like vLLM run with ``--enable-prompt-tokens-details``:
``usage.prompt_tokens_details.cached_tokens`` from a prefix cache of ``block_chars``-character blocks (unbounded, or
LRU over ``cache_blocks``; or a fixed share of every prompt), streamed usage when the client asks for it
(``stream_options.include_usage``), a configurable wait before the first byte, and optionally one prefill at a time
at ``prefill_tps`` tokens/s (4 characters a token), and vLLM's counts on ``/metrics``; it keeps the headers of each
request it got (``headers``). The tests and `benchmarks.check_rollback` share it; `CacheFleet` puts a reference router
in front of several."""

from __future__ import annotations

import asyncio
import json
from collections import OrderedDict
from typing import Any

from aiohttp import web

from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.router.fleet.health import HealthConfig
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig
from tests.helpers.localserve import serve_local
from tests.helpers.vllm_metrics import EngineCounts


class Engine:
    """A fake OpenAI-compatible engine with a prefix cache (or ``cached_share`` of every prompt cached).

    ``tokens``: tokens streamed per answer (None: the request's ``max_tokens``), ``token_interval_s`` apart."""

    def __init__(
        self,
        name: str,
        first_byte_s: float = 0.0,
        cached_share: float | None = None,
        *,
        block_chars: int = 64,
        cache_blocks: int | None = None,
        prefill_tps: float | None = None,
        tokens: int | None = 3,
        token_interval_s: float = 0.002,
    ) -> None:
        self.name, self.first_byte_s, self.cached_share = name, first_byte_s, cached_share
        self.block_chars, self.cache_blocks, self.prefill_tps = block_chars, cache_blocks, prefill_tps
        self.tokens, self.token_interval_s = tokens, token_interval_s
        self.blocks: OrderedDict[str, None] = OrderedDict()
        self.served = 0
        self.prompt_total = self.cached_total = 0
        self.port = 0
        self._prefill = asyncio.Lock()
        self.counts = EngineCounts()
        """What ``/metrics`` publishes (vLLM's names)."""
        self.headers: list[dict[str, str]] = []
        """The headers of each generation request, in arrival order."""
        self._runner: web.AppRunner | None = None

    def _lookup(self, prompt: str) -> tuple[int, int]:
        """(prompt tokens, cached tokens); the prompt's blocks enter the cache (most recent last)."""
        tokens = max(1, len(prompt) // 4)
        if self.cached_share is not None:
            return tokens, int(tokens * self.cached_share)
        c = self.block_chars
        blocks = [prompt[: c * (k + 1)] for k in range(len(prompt) // c)]
        hit = next((k for k, b in enumerate(blocks) if b not in self.blocks), len(blocks))
        for b in blocks:
            self.blocks[b] = None
            self.blocks.move_to_end(b)
        while self.cache_blocks is not None and len(self.blocks) > self.cache_blocks:
            self.blocks.popitem(last=False)
        return tokens, min(tokens, hit * c // 4)

    async def _gen(self, request: web.Request) -> web.StreamResponse:
        self.headers.append(dict(request.headers))
        body = await request.json()
        self.counts.waiting += 1
        prefilled = [False]
        try:
            return await self._answer(request, body, prefilled)
        finally:
            if prefilled[0]:
                self.counts.running -= 1
            else:
                self.counts.waiting -= 1

    async def _answer(self, request: web.Request, body: dict, prefilled: list[bool]) -> web.StreamResponse:
        prompt = body.get("prompt") or json.dumps(body.get("messages"))
        if self.prefill_tps is None:
            tokens, cached = self._lookup(prompt)
        else:
            async with self._prefill:
                tokens, cached = self._lookup(prompt)
                await asyncio.sleep((tokens - cached) / self.prefill_tps)
        self.counts.waiting -= 1
        self.counts.running += 1
        prefilled[0] = True
        self.counts.prompt_tokens += tokens
        self.served += 1
        self.prompt_total += tokens
        self.cached_total += cached
        n = self.tokens if self.tokens is not None else int(body.get("max_tokens") or 1)
        usage = {
            "prompt_tokens": tokens,
            "completion_tokens": n,
            "total_tokens": tokens + n,
            "prompt_tokens_details": {"cached_tokens": cached},
        }
        await asyncio.sleep(self.first_byte_s)
        if not body.get("stream"):
            self.counts.generation_tokens += n
            return web.json_response({"server": self.name, "choices": [{"text": "abc"}], "usage": usage})
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        for i in range(n):
            await resp.write(f"data: {json.dumps({'server': self.name, 'choices': [{'text': str(i)}]})}\n\n".encode())
            self.counts.generation_tokens += 1
            await asyncio.sleep(self.token_interval_s)
        if (body.get("stream_options") or {}).get("include_usage"):
            await resp.write(f"data: {json.dumps({'server': self.name, 'choices': [], 'usage': usage})}\n\n".encode())
        await resp.write(b"data: [DONE]\n\n")
        await resp.write_eof()
        return resp

    async def _metrics(self, _request: web.Request) -> web.Response:
        return self.counts.response()

    async def start(self) -> None:
        app = web.Application()
        app.router.add_post("/v1/completions", self._gen)
        app.router.add_post("/v1/chat/completions", self._gen)
        app.router.add_get("/metrics", self._metrics)
        self._runner, self.port = await serve_local(app)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()


class CacheFleet:
    """A reference router (``config``: its `RouterConfig` but the replicas) in front of ``n`` engines, all on
    127.0.0.1, as an async context manager: ``base`` is the router's URL; ``router_kw`` go to `ReferenceRouter`
    (a tracer provider, say)."""

    def __init__(
        self,
        n: int = 3,
        engine_kw: dict[str, Any] | None = None,
        router_kw: dict[str, Any] | None = None,
        **config: Any,
    ) -> None:
        self.engines = [Engine(f"u{i}", **(engine_kw or {})) for i in range(n)]
        self.config, self.router_kw = config, router_kw or {}
        self.base = ""
        self.router: ReferenceRouter | None = None
        self._runner: web.AppRunner | None = None

    async def __aenter__(self) -> CacheFleet:
        for e in self.engines:
            await e.start()
        replicas = tuple(ReplicaEndpoint(id=e.name, url=f"http://127.0.0.1:{e.port}") for e in self.engines)
        self.config.setdefault("health", HealthConfig(check_interval_s=None))
        self.router = ReferenceRouter(RouterConfig(replicas=replicas, **self.config), **self.router_kw)
        self._runner, port = await serve_local(self.router.app(), handler_cancellation=True)
        self.base = f"http://127.0.0.1:{port}"
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
        for e in self.engines:
            await e.stop()
