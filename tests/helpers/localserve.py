"""One way for tests to serve an aiohttp app on 127.0.0.1 and learn its port."""

from __future__ import annotations

from typing import Any

from aiohttp import web


async def serve_local(
    app: web.Application, port: int = 0, reuse_address: bool | None = None, host: str = "127.0.0.1", **runner: Any
) -> tuple[web.AppRunner, int]:
    """Start ``app`` on ``host``:``port`` (a loopback address; 0: a free port); the runner (for ``cleanup``) and
    the port it got. ``runner``: `web.AppRunner` options (``handler_cancellation``, ``shutdown_timeout``)."""
    r = web.AppRunner(app, **runner)
    await r.setup()
    site = web.TCPSite(r, host, port, reuse_address=reuse_address)
    await site.start()
    return r, site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
