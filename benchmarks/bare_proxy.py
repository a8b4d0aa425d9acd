"""A bare aiohttp proxy: one route, the engines in turn, ``session.post`` and the answer relayed; no routing,
no bookkeeping. What aiohttp itself costs per answer, beside the reference router on the same engines
(`benchmarks.probe_router_gc --bare`).

    python -m benchmarks.bare_proxy --port P ENGINE_URL...
"""

from __future__ import annotations

import argparse
import itertools

from aiohttp import ClientSession, DummyCookieJar, TCPConnector, web


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--port", type=int, required=True)
    p.add_argument("engines", nargs="+")
    args = p.parse_args()
    turn = itertools.cycle(args.engines)

    async def start(app: web.Application) -> None:
        app["session"] = ClientSession(connector=TCPConnector(limit=0), cookie_jar=DummyCookieJar())

    async def stop(app: web.Application) -> None:
        await app["session"].close()

    async def relay(request: web.Request) -> web.Response:
        body = await request.read()
        headers = {"Content-Type": "application/json"}
        async with request.app["session"].post(next(turn) + request.path_qs, data=body, headers=headers) as up:
            return web.Response(body=await up.read(), status=up.status, content_type="application/json")

    async def health(_request: web.Request) -> web.Response:
        return web.Response(text="ok")

    app = web.Application()
    app.on_startup.append(start)
    app.on_cleanup.append(stop)
    app.router.add_post("/v1/completions", relay)
    app.router.add_get("/health", health)
    web.run_app(app, host="127.0.0.1", port=args.port, access_log=None, print=None)


if __name__ == "__main__":
    main()
