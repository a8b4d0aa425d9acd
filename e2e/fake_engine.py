"""A fake OpenAI-compatible engine that says who served each request, optionally with vLLM's prefix cache: for the
quick start (`examples/quickstart.py`), router benchmarks and pins.

Answers ``POST /v1/completions`` and ``/v1/chat/completions`` after ``--service-ms`` with a small completion whose
``served_by`` field and ``X-Served-By`` header name the engine, ``GET /health``, ``/v1/models``, the SGLang-style
``/get_model_info`` and ``/get_server_info`` (the gateways ask for these when they register a worker), and
``GET /metrics`` with the vLLM counters the harness reads (``vllm:prefix_cache_queries_total`` and
``hits_total``, ``vllm:prompt_tokens_total``, ``vllm:request_success_total``). ``GET /served`` gives the count of
generation requests served so far; ``POST /reset_prefix_cache`` empties the cache; ``"stream": true`` gets the
answer as one SSE chunk and a usage chunk.

Tokens are the prompt's words (a chat's messages as JSON, split at white space; a prompt of token ids, its ids).
With ``--prefix-cache-blocks K`` each engine keeps a prefix cache as vLLM's does (`simulator.cache.PrefixCache`):
blocks of ``--block-tokens`` tokens with chained hashes, ``K`` blocks, the least recently freed evicted first, a
running request's blocks pinned, and a prompt whose every block is cached still recomputing its last block (a hit
is at most the prompt less one token, in whole blocks). The hit is reported as vLLM's
``--enable-prompt-tokens-details`` does (``usage.prompt_tokens_details.cached_tokens``) and counted on
``/metrics``; each answer then also takes ``--prefill-ms-per-token`` per token not cached, so the time to first
token shows the cache. Without it nothing is cached, ``cached_tokens`` is 0 and the counters stay 0.

One process serves ``--engines N`` engines on ``--port`` to ``--port + N - 1``, each with its own cache.
Run from a checkout: ``python -m e2e.fake_engine --engines 3 --port 8001 --prefix-cache-blocks 2048``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import signal
import sys
from typing import Any

import xxhash
from aiohttp import web

from cacheroute_solver.prefix.hashing import token_block_hashes
from cacheroute_solver.simulator.cache import PrefixCache

__all__ = ["EngineCache", "main", "make_app", "prompt_token_ids", "prompt_words"]


def prompt_words(body: dict[str, Any], chat: bool) -> list[str] | list[int]:
    """The request's prompt as tokens: its words (a chat's messages as JSON, split at white space), or the
    prompt's own ids where it is a list of token ids."""
    prompt = body.get("messages", "") if chat else body.get("prompt")
    if isinstance(prompt, list) and prompt and all(isinstance(t, int) and 0 <= t < 2**32 for t in prompt):
        return list(prompt)
    return (json.dumps(prompt) if chat else str(prompt or "")).split()


def prompt_token_ids(tokens: list[str] | list[int]) -> list[int]:
    """Token ids of `prompt_words`: each word hashed to a 32-bit id (the same in every process)."""
    return [t if isinstance(t, int) else xxhash.xxh32_intdigest(t.encode()) for t in tokens]


class EngineCache:
    """One engine's prefix cache (``blocks`` blocks of ``block_tokens`` tokens; 0: none) and vLLM's counts of it."""

    def __init__(self, blocks: int, block_tokens: int = 16) -> None:
        self.block_tokens = block_tokens
        self.cache = PrefixCache(blocks) if blocks > 0 else None
        self.queries = self.hits = 0

    def admit(self, tokens: list[str] | list[int]) -> tuple[list[int], int, int]:
        """Pin a request's blocks: (its full blocks' hashes, its private blocks, its cached tokens). A prompt
        whose every block is cached recomputes its last one (vLLM caps a hit at the prompt less one token)."""
        if self.cache is None:
            return [], 0, 0
        n, size = len(tokens), self.block_tokens
        hashes = token_block_hashes(prompt_token_ids(tokens), size)
        private = math.ceil((n + 1) / size) - len(hashes)  # the partial block and the answer's token
        matched = self.cache.acquire(hashes, private)
        if matched < 0:  # more than the whole cache: served without it
            return [], 0, 0
        cached = min(matched, (n - 1) // size) * size if n else 0
        self.queries += n
        self.hits += cached
        return hashes, private, cached

    def release(self, hashes: list[int], private: int) -> None:
        if self.cache is not None and (hashes or private):
            self.cache.release(hashes, private)

    def reset(self) -> bool:
        """Empty the cache (vLLM's ``/reset_prefix_cache``); False while a request holds blocks."""
        if self.cache is None:
            return True
        if self.cache.ref or self.cache.private:
            return False
        self.cache = PrefixCache(self.cache.total_blocks)
        return True


def make_app(
    name: str,
    service_s: float = 0.0,
    model: str = "tiny",
    end_s: float = 0.0,
    *,
    cache_blocks: int = 0,
    block_tokens: int = 16,
    prefill_s_per_token: float = 0.0,
) -> web.Application:
    """The engine's application; ``service_s`` is the time each generation request takes, ``end_s`` the
    time between a stream's ``data: [DONE]`` and its end (the chunked terminator, which vLLM's server
    sends in a write of its own); with ``cache_blocks`` a prefix cache (module docstring) and
    ``prefill_s_per_token`` more per prompt token not cached."""
    served = {"n": 0}
    cache = EngineCache(cache_blocks, block_tokens)

    def completion(body: dict, chat: bool, n_prompt: int, cached: int) -> bytes:
        text = "ok"
        choice = {"index": 0, "finish_reason": "length"}
        choice.update({"message": {"role": "assistant", "content": text}} if chat else {"text": text})
        out = {
            "id": f"cmpl-{name}-{served['n']}",
            "object": "chat.completion" if chat else "text_completion",
            "model": body.get("model", model),
            "served_by": name,
            "choices": [choice],
            "usage": {
                "prompt_tokens": n_prompt,
                "completion_tokens": 1,
                "total_tokens": n_prompt + 1,
                "prompt_tokens_details": {"cached_tokens": cached},
            },
        }
        return json.dumps(out).encode()

    async def generate(request: web.Request, chat: bool) -> web.StreamResponse:
        body = await request.json()
        tokens = prompt_words(body, chat)
        hashes, private, cached = cache.admit(tokens)
        try:
            wait = service_s + prefill_s_per_token * (len(tokens) - cached) * (cache.cache is not None)
            if wait > 0:
                await asyncio.sleep(wait)
        finally:
            cache.release(hashes, private)
        served["n"] += 1
        answer = completion(body, chat, len(tokens), cached)
        if not body.get("stream"):
            return web.Response(body=answer, content_type="application/json", headers={"X-Served-By": name})
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream", "X-Served-By": name})
        await resp.prepare(request)
        full = json.loads(answer)
        usage = full.pop("usage")
        await resp.write(b"data: " + json.dumps(full).encode() + b"\n\n")
        await resp.write(b"data: " + json.dumps({"choices": [], "usage": usage}).encode() + b"\n\ndata: [DONE]\n\n")
        if end_s > 0:
            await asyncio.sleep(end_s)
        await resp.write_eof()
        return resp

    async def completions(request: web.Request) -> web.StreamResponse:
        return await generate(request, chat=False)

    async def chat(request: web.Request) -> web.StreamResponse:
        return await generate(request, chat=True)

    async def health(_request: web.Request) -> web.Response:
        return web.Response(text="")

    async def models(_request: web.Request) -> web.Response:
        return web.json_response(
            {"object": "list", "data": [{"id": model, "object": "model", "owned_by": "fake", "max_model_len": 4096}]}
        )

    async def model_info(_request: web.Request) -> web.Response:
        return web.json_response({"model_path": model, "tokenizer_path": model, "is_generation": True})

    async def server_info(_request: web.Request) -> web.Response:
        return web.json_response({"model_path": model, "served_model_name": model, "name": name})

    async def metrics(_request: web.Request) -> web.Response:
        lines = [
            f'vllm:prefix_cache_queries_total{{model_name="{model}"}} {float(cache.queries)}',
            f'vllm:prefix_cache_hits_total{{model_name="{model}"}} {float(cache.hits)}',
            f'vllm:prompt_tokens_total{{model_name="{model}"}} {float(cache.queries)}',
            f'vllm:request_success_total{{model_name="{model}"}} {float(served["n"])}',
            f'vllm:num_requests_running{{model_name="{model}"}} 0.0',
            f'vllm:num_requests_waiting{{model_name="{model}"}} 0.0',
        ]
        return web.Response(text="\n".join(lines) + "\n", content_type="text/plain")

    async def reset(_request: web.Request) -> web.Response:
        return web.Response(text="") if cache.reset() else web.Response(status=409, text="requests running")

    async def count(_request: web.Request) -> web.Response:
        return web.json_response({"name": name, "served": served["n"]})

    app = web.Application()
    app.router.add_post("/v1/completions", completions)
    app.router.add_post("/v1/chat/completions", chat)
    app.router.add_get("/health", health)
    app.router.add_get("/v1/models", models)
    app.router.add_get("/get_model_info", model_info)
    app.router.add_get("/get_server_info", server_info)
    app.router.add_get("/metrics", metrics)
    app.router.add_get("/served", count)
    app.router.add_post("/reset_prefix_cache", reset)
    return app


def engine_names(name: str | None, engines: int) -> list[str]:
    """``--name`` for one engine; ``name0`` .. for several (``e0`` .. without a name)."""
    if engines == 1 and name is not None:
        return [name]
    return [f"{name or 'e'}{i}" for i in range(engines)]


async def serve(apps: list[tuple[str, web.Application]], host: str, port: int) -> None:
    """Serve each app on ``port + i`` until SIGTERM or SIGINT; say where on stdout once all listen."""
    runners = []
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    try:
        for i, (name, app) in enumerate(apps):
            runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
            await runner.setup()
            runners.append(runner)
            await web.TCPSite(runner, host, port + i).start()
            print(f"fake engine {name} on http://{host}:{port + i}", flush=True)
        await stop.wait()
    finally:
        await asyncio.gather(*(runner.cleanup() for runner in runners))


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--port", type=int, required=True, help="the first engine's port; the others take the next ones")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--engines", type=int, default=1, help="engines in this process, on consecutive ports (1)")
    p.add_argument("--name", help="the engine's name (several: the prefix of name0, name1, ...; default e0, e1, ...)")
    p.add_argument("--service-ms", type=float, default=0.0)
    p.add_argument("--model", default="tiny")
    p.add_argument("--end-ms", type=float, default=0.0, help="time between a stream's [DONE] and its end")
    p.add_argument("--prefix-cache-blocks", type=int, default=0, help="each engine's prefix cache in blocks (0: none)")
    p.add_argument("--block-tokens", type=int, default=16, help="tokens per cache block (vLLM's --block-size, 16)")
    p.add_argument(
        "--prefill-ms-per-token", type=float, default=0.0, help="with a cache: time per prompt token not cached"
    )
    args = p.parse_args(argv)
    if args.engines < 1 or args.prefix_cache_blocks < 0 or args.block_tokens < 1:
        p.error("--engines and --block-tokens must be at least 1, --prefix-cache-blocks at least 0")
    apps = [
        (
            name,
            make_app(
                name,
                args.service_ms / 1000.0,
                args.model,
                args.end_ms / 1000.0,
                cache_blocks=args.prefix_cache_blocks,
                block_tokens=args.block_tokens,
                prefill_s_per_token=args.prefill_ms_per_token / 1000.0,
            ),
        )
        for name in engine_names(args.name, args.engines)
    ]
    loop_factory = None
    try:
        import uvloop  # type: ignore[import-not-found,unused-ignore]  # optional: installed where it builds

        loop_factory = uvloop.new_event_loop
    except ImportError:
        pass
    try:
        with asyncio.Runner(loop_factory=loop_factory) as runner:
            runner.run(serve(apps, args.host, args.port))
    except OSError as e:  # a port taken
        print(f"fake_engine: error: {e.strerror or e}", file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
