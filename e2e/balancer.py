"""A round-robin HTTP balancer in front of several router instances (e2e only).

Each request goes to the next upstream in turn, whatever its content: the balancer a fleet puts
in front of its router replicas (a Kubernetes Service, a cloud load balancer). Answers are relayed
as they come. ``GET /balancer/stats`` gives the requests sent to each upstream; every other path
is proxied.

Run: ``python e2e/balancer.py --port 8300 http://127.0.0.1:8310 http://127.0.0.1:8311``.
"""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Sequence

from aiohttp import ClientSession, ClientTimeout, TCPConnector, web

_HOP = frozenset(
    {
        "connection",
        "keep-alive",
        "transfer-encoding",
        "upgrade",
        "host",
        "content-length",
        "content-encoding",
        "te",
        "trailers",
        "proxy-authorization",
        "proxy-authenticate",
    }
)


class RoundRobin:
    """The upstream for each request, in turn."""

    def __init__(self, upstreams: Sequence[str]) -> None:
        if not upstreams:
            raise ValueError("at least one upstream is needed")
        self.upstreams = [u.rstrip("/") for u in upstreams]
        self._next = itertools.cycle(range(len(self.upstreams)))
        self.sent = [0] * len(self.upstreams)
        self.failed = [0] * len(self.upstreams)

    def pick(self) -> int:
        i = next(self._next)
        self.sent[i] += 1
        return i


_SESSION = web.AppKey("session", ClientSession)


def make_app(upstreams: Sequence[str]) -> web.Application:
    rr = RoundRobin(upstreams)
    app = web.Application(client_max_size=64 * 1024 * 1024)

    async def start(app: web.Application) -> None:
        app[_SESSION] = ClientSession(
            timeout=ClientTimeout(total=None, sock_connect=5), connector=TCPConnector(limit=0), auto_decompress=False
        )

    async def stop(app: web.Application) -> None:
        await app[_SESSION].close()

    async def stats(_request: web.Request) -> web.Response:
        return web.json_response({"upstreams": rr.upstreams, "sent": rr.sent, "failed": rr.failed})

    async def proxy(request: web.Request) -> web.StreamResponse:
        i = rr.pick()
        body = await request.read()
        headers = {k: v for k, v in request.headers.items() if k.lower() not in _HOP}
        try:
            async with app[_SESSION].request(
                request.method, rr.upstreams[i] + request.path_qs, data=body, headers=headers
            ) as up:
                out = {k: v for k, v in up.headers.items() if k.lower() not in _HOP}
                out["X-Balancer-Upstream"] = str(i)
                resp = web.StreamResponse(status=up.status, headers=out)
                await resp.prepare(request)
                async for chunk in up.content.iter_any():
                    await resp.write(chunk)
                await resp.write_eof()
                return resp
        except OSError as e:
            rr.failed[i] += 1
            return web.json_response(
                {"error": {"message": f"upstream {i} failed: {e!r}", "type": "upstream_error"}}, status=502
            )

    app.on_startup.append(start)
    app.on_cleanup.append(stop)
    app.router.add_get("/balancer/stats", stats)
    app.router.add_route("*", "/{tail:.*}", proxy)
    return app


def main(argv: Sequence[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, required=True)
    p.add_argument("upstreams", nargs="+")
    args = p.parse_args(argv)
    web.run_app(make_app(args.upstreams), host=args.host, port=args.port, access_log=None, print=None)


if __name__ == "__main__":
    main()
