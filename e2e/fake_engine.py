"""A fake OpenAI-compatible engine that says who served each request: for router benchmarks and pins.

Answers ``POST /v1/completions`` and ``/v1/chat/completions`` after ``--service-ms`` with a small
completion whose ``served_by`` field and ``X-Served-By`` header name the engine, ``GET /health``,
``/v1/models``, the SGLang-style ``/get_model_info`` and ``/get_server_info`` (the gateways ask for
these when they register a worker), and ``GET /metrics`` with the vLLM counters the harness reads
(``vllm:prefix_cache_*``, zero here, and ``vllm:request_success_total``). ``GET /served`` gives the
count of generation requests served so far; ``POST /reset_prefix_cache`` answers 200 (there is no
cache); ``"stream": true`` gets the answer as one SSE chunk and a usage chunk. Run: ``python -m e2e.fake_engine --port P --name e0``.
"""

from __future__ import annotations

import argparse
import asyncio
import json

from aiohttp import web

__all__ = ["main", "make_app"]


def make_app(name: str, service_s: float = 0.0, model: str = "tiny", end_s: float = 0.0) -> web.Application:
    """The engine's application; ``service_s`` is the time each generation request takes, ``end_s`` the
    time between a stream's ``data: [DONE]`` and its end (the chunked terminator, which vLLM's server
    sends in a write of its own)."""
    served = {"n": 0}

    def completion(body: dict, chat: bool) -> bytes:
        text = "ok"
        choice = {"index": 0, "finish_reason": "length"}
        choice.update({"message": {"role": "assistant", "content": text}} if chat else {"text": text})
        prompt = body.get("prompt") if not chat else json.dumps(body.get("messages", ""))
        n_prompt = len(str(prompt or "").split())
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
                "prompt_tokens_details": {"cached_tokens": 0},
            },
        }
        return json.dumps(out).encode()

    async def generate(request: web.Request, chat: bool) -> web.StreamResponse:
        body = await request.json()
        if service_s > 0:
            await asyncio.sleep(service_s)
        served["n"] += 1
        answer = completion(body, chat)
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
            f'vllm:prefix_cache_queries_total{{model_name="{model}"}} 0.0',
            f'vllm:prefix_cache_hits_total{{model_name="{model}"}} 0.0',
            f'vllm:prompt_tokens_total{{model_name="{model}"}} 0.0',
            f'vllm:request_success_total{{model_name="{model}"}} {float(served["n"])}',
            f'vllm:num_requests_running{{model_name="{model}"}} 0.0',
            f'vllm:num_requests_waiting{{model_name="{model}"}} 0.0',
        ]
        return web.Response(text="\n".join(lines) + "\n", content_type="text/plain")

    async def reset(_request: web.Request) -> web.Response:
        return web.Response(text="")

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


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--name", required=True)
    p.add_argument("--service-ms", type=float, default=0.0)
    p.add_argument("--model", default="tiny")
    p.add_argument("--end-ms", type=float, default=0.0, help="time between a stream's [DONE] and its end")
    args = p.parse_args(argv)
    loop = None
    try:
        import uvloop  # type: ignore[import-not-found,unused-ignore]  # optional: installed where it builds

        loop = uvloop.new_event_loop()
    except ImportError:
        pass
    web.run_app(
        make_app(args.name, args.service_ms / 1000.0, args.model, args.end_ms / 1000.0),
        host=args.host,
        port=args.port,
        access_log=None,
        print=None,
        loop=loop,
    )


if __name__ == "__main__":
    main()
