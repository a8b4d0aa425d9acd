"""A fake OpenAI-compatible engine on 127.0.0.1 that answers like vLLM run with ``--enable-prompt-tokens-details``:
``usage.prompt_tokens_details.cached_tokens`` from a prefix cache of 64-character blocks (or a fixed share),
streamed usage when the client asks for it (``stream_options.include_usage``), and a configurable wait before
the first byte."""

from __future__ import annotations

import asyncio
import json

from aiohttp import web

from tests.helpers.localserve import serve_local


class Engine:
    """A fake OpenAI-compatible engine with a prefix cache (or ``cached_share`` of every prompt cached)."""

    def __init__(self, name: str, first_byte_s: float = 0.0, cached_share: float | None = None) -> None:
        self.name, self.first_byte_s, self.cached_share = name, first_byte_s, cached_share
        self.blocks: set[str] = set()
        self.served = 0
        self.prompt_total = self.cached_total = 0
        self.port = 0
        self._runner: web.AppRunner | None = None

    def _usage(self, prompt: str) -> dict:
        tokens = max(1, len(prompt) // 4)
        if self.cached_share is not None:
            cached = int(tokens * self.cached_share)
        else:
            blocks = [prompt[: 64 * (k + 1)] for k in range(len(prompt) // 64)]
            hit = next((k for k, b in enumerate(blocks) if b not in self.blocks), len(blocks))
            self.blocks.update(blocks)
            cached = hit * 16
        self.prompt_total += tokens
        self.cached_total += cached
        return {"prompt_tokens": tokens, "completion_tokens": 3, "total_tokens": tokens + 3,
                "prompt_tokens_details": {"cached_tokens": cached}}

    async def _gen(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        usage = self._usage(body.get("prompt") or json.dumps(body.get("messages")))
        self.served += 1
        await asyncio.sleep(self.first_byte_s)
        if not body.get("stream"):
            return web.json_response({"server": self.name, "choices": [{"text": "abc"}], "usage": usage})
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        for i in range(3):
            await resp.write(f"data: {json.dumps({'server': self.name, 'choices': [{'text': str(i)}]})}\n\n".encode())
            await asyncio.sleep(0.002)
        if (body.get("stream_options") or {}).get("include_usage"):
            await resp.write(f"data: {json.dumps({'server': self.name, 'choices': [], 'usage': usage})}\n\n".encode())
        await resp.write(b"data: [DONE]\n\n")
        await resp.write_eof()
        return resp

    async def start(self) -> None:
        app = web.Application()
        app.router.add_post("/v1/completions", self._gen)
        self._runner, self.port = await serve_local(app)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
