"""Several reference-router instances on 127.0.0.1 in front of three fake engines (`Fleet3`), and
traffic through them (`_traffic`), for the shared-planner tests and the e2e harness's planner step."""

from __future__ import annotations

from aiohttp import ClientSession, web
from pydantic import SecretStr

from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.router.control import ControlConfig
from cacheroute_solver.router.fleet.health import HealthConfig
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig
from tests.helpers.localserve import serve_local

TOKEN = "s3cret-token"


class Engine:
    """A fake OpenAI-compatible engine that answers every completion at once."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.port = 0
        self.runner: web.AppRunner | None = None

    async def _gen(self, request: web.Request) -> web.Response:
        await request.read()
        return web.json_response({"server": self.name})

    async def start(self) -> None:
        app = web.Application()
        app.router.add_post("/v1/completions", self._gen)
        self.runner, self.port = await serve_local(app)


class Fleet3:
    """Three engines and ``n`` router instances in front of them, each on its own port."""

    def __init__(self) -> None:
        self.engines: list[Engine] = []
        self.routers: list[ReferenceRouter] = []
        self.runners: list[web.AppRunner] = []
        self.bases: list[str] = []

    async def start(self, n: int, ports: list[int] | None = None, factory=None, **config) -> None:
        self.engines = [Engine(f"e{i}") for i in range(3)]
        for e in self.engines:
            await e.start()
        replicas = tuple(ReplicaEndpoint(id=e.name, url=f"http://127.0.0.1:{e.port}") for e in self.engines)
        config.setdefault("health", HealthConfig(check_interval_s=None))
        config.setdefault("control", ControlConfig(token=SecretStr(TOKEN)))
        config.setdefault("observer", {"min_count": 1.0, "keep_count": 0.5})
        for i in range(n):
            cfg = dict(config)
            if i > 0:
                cfg.pop("planner", None)  # one designated instance at most
            router = ReferenceRouter(RouterConfig(replicas=replicas, **cfg), redis_factory=factory)
            runner, port = await serve_local(router.app(), ports[i] if ports else 0)
            self.routers.append(router)
            self.runners.append(runner)
            self.bases.append(f"http://127.0.0.1:{port}")

    async def stop(self) -> None:
        for r in self.runners:
            await r.cleanup()
        for e in self.engines:
            assert e.runner is not None
            await e.runner.cleanup()


PROMPTS = [f"System prompt number {i}. " * 12 + "Question: " for i in range(4)]


async def _traffic(s: ClientSession, bases: list[str], n: int = 36) -> None:
    for j in range(n):
        body = {"prompt": PROMPTS[j % len(PROMPTS)] + f"q{j}", "max_tokens": 4}
        async with s.post(bases[j % len(bases)] + "/v1/completions", json=body) as r:
            assert r.status == 200
