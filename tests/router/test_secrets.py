"""Secrets from the environment (issue 51): an engine's API key (``ReplicaEndpoint.api_key_env``) sent where the client
sent no ``Authorization`` of its own, the client's forwarded as it is; and no secret (the key, the control token) in
the logs, ``/stats``, ``/metrics``, error answers, the recording or the config's dumps."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

from aiohttp import ClientSession, web

from cacheroute_solver.router.config_file import load_config
from cacheroute_solver.router.server import ReferenceRouter, server_options
from tests.helpers.localserve import serve_local

KEY = "sk-engine-5ecret-key"
TOKEN = "c0ntrol-5ecret-token"


class _GuardedEngine:
    """A vLLM engine started with ``--api-key KEY``: 401 without it, and the Authorization each request carried."""

    def __init__(self, models: tuple[str, ...] = ("m",)) -> None:
        self.seen: list[str | None] = []
        self.models = models
        self.listed: list[str | None] = []
        """The Authorization of each GET /v1/models."""

    async def _generate(self, request: web.Request) -> web.Response:
        auth = request.headers.get("Authorization")
        self.seen.append(auth)
        if auth != f"Bearer {KEY}":
            return web.json_response({"error": "Unauthorized"}, status=401)
        return web.json_response({"choices": [{"text": "ok"}], "usage": {"prompt_tokens": 3, "completion_tokens": 1}})

    async def _models(self, request: web.Request) -> web.Response:
        auth = request.headers.get("Authorization")
        self.listed.append(auth)
        if auth != f"Bearer {KEY}":  # vLLM's --api-key guards every /v1 route (GUARDED_PREFIX), /v1/models too
            return web.json_response({"error": "Unauthorized"}, status=401)
        return web.json_response({"object": "list", "data": [{"id": m, "object": "model"} for m in self.models]})

    async def _health(self, _request: web.Request) -> web.Response:
        return web.json_response({})

    async def start(self) -> tuple[web.AppRunner, int]:
        app = web.Application()
        app.router.add_post("/v1/completions", self._generate)
        app.router.add_get("/v1/models", self._models)
        app.router.add_get("/health", self._health)
        return await serve_local(app)


def test_an_engine_key_from_the_environment_is_sent_and_no_secret_leaks(tmp_path, monkeypatch, caplog):
    monkeypatch.setenv("ENGINE_API_KEY", KEY)
    monkeypatch.setenv("CACHEROUTE_CONTROL__TOKEN", TOKEN)
    caplog.set_level(logging.DEBUG)
    recording = tmp_path / "recording"

    async def main() -> None:
        engine = _GuardedEngine()
        engine_runner, engine_port = await engine.start()
        path = tmp_path / "router.yaml"
        path.write_text(
            "replicas:\n"
            f"  - {{id: e0, url: 'http://127.0.0.1:{engine_port}', api_key_env: ENGINE_API_KEY}}\n"
            "  - {id: down, url: 'http://127.0.0.1:9', api_key_env: ENGINE_API_KEY}\n"
            f"policy: round_robin\nrecording: {{directory: '{recording}', flush_s: 0.05}}\n"
        )
        config = load_config(str(path))
        router = ReferenceRouter(config)
        runner, port = await serve_local(router.app(), **server_options(config))
        base = f"http://127.0.0.1:{port}"
        bodies = []
        try:
            async with ClientSession() as s:
                for _ in range(4):  # round robin: the down replica fails its connect, the retry reaches e0
                    async with s.post(base + "/v1/completions", json={"prompt": "hello there"}) as r:
                        assert r.status == 200, await r.text()
                async with s.post(
                    base + "/v1/completions", json={"prompt": "hi"}, headers={"Authorization": "Bearer client-own"}
                ) as r:
                    assert r.status == 401  # the client's own key went to the engine, not the router's
                    bodies.append(await r.text())
                async with s.get(base + "/stats", headers={"Authorization": f"Bearer {TOKEN}"}) as r:
                    assert r.status == 200
                    bodies.append(await r.text())
                async with s.get(base + "/stats") as r:
                    assert r.status == 401
                    bodies.append(await r.text())
                for route in ("/metrics", "/health", "/readiness", "/plan/state"):
                    async with s.get(base + route, headers={"Authorization": f"Bearer {TOKEN}"}) as r:
                        bodies.append(await r.text())
                await engine_runner.cleanup()  # every replica down now: an error answer
                async with s.post(base + "/v1/completions", json={"prompt": "hello"}) as r:
                    assert r.status >= 500
                    bodies.append(await r.text())
        finally:
            await runner.cleanup()
        assert engine.seen[:4] == [f"Bearer {KEY}"] * 4
        assert engine.seen[4] == "Bearer client-own"
        await asyncio.sleep(0)
        bodies.extend([repr(config), config.model_dump_json(), str(config.model_dump())])
        for b in bodies:
            assert KEY not in b and TOKEN not in b

    asyncio.run(main())
    written = "".join(p.read_text(errors="replace") for p in recording.rglob("*") if p.is_file())
    assert written, "the recording wrote nothing"
    assert KEY not in written and TOKEN not in written
    assert KEY not in caplog.text and TOKEN not in caplog.text


@contextlib.asynccontextmanager
async def _joined(
    tmp_path, first: _GuardedEngine, second: _GuardedEngine
) -> AsyncIterator[tuple[ReferenceRouter, str]]:
    """A router in front of ``first`` (e0, keyed in its config) and ``second`` (e1, keyed, added by POST /workers),
    both in rotation."""
    first_runner, first_port = await first.start()
    second_runner, second_port = await second.start()
    path = tmp_path / "router.yaml"
    path.write_text(
        f"replicas: [{{id: e0, url: 'http://127.0.0.1:{first_port}', api_key_env: ENGINE_API_KEY}}]\n"
        "policy: round_robin\nhealth: {check_interval_s: 0.05}\n"
    )
    config = load_config(str(path))
    router = ReferenceRouter(config)
    runner, port = await serve_local(router.app(), **server_options(config))
    base = f"http://127.0.0.1:{port}"
    try:
        async with ClientSession() as s:
            joining = {"id": "e1", "url": f"http://127.0.0.1:{second_port}", "api_key_env": "ENGINE_API_KEY"}
            async with s.post(base + "/workers", json=joining) as r:
                assert r.status < 300, await r.text()
        for _ in range(200):
            if len(router.membership.in_rotation()) == 2:
                break
            await asyncio.sleep(0.02)
        yield router, base
    finally:
        await runner.cleanup()
        await first_runner.cleanup()
        await second_runner.cleanup()


def test_a_replica_that_joins_while_running_gets_its_engine_key(tmp_path, monkeypatch):
    """A replica added by POST /workers (or a file read again, or DNS) with api_key_env is sent its key too."""
    monkeypatch.setenv("ENGINE_API_KEY", KEY)
    second = _GuardedEngine()

    async def main() -> None:
        async with _joined(tmp_path, _GuardedEngine(), second) as (_router, base), ClientSession() as s:
            for _ in range(4):
                async with s.post(base + "/v1/completions", json={"prompt": "hello there"}) as r:
                    assert r.status == 200, await r.text()

    asyncio.run(main())
    assert second.seen and set(second.seen) == {f"Bearer {KEY}"}


def test_the_models_of_a_keyed_replica_are_read_with_its_key(tmp_path, monkeypatch):
    """A replica behind vllm serve --api-key that declares no models: its /v1/models is read with its key (it read
    401, so the replica was taken to serve any model), at the start and when one joins; and GET /v1/models through
    the router, from a client with no key of its own, is asked with each replica's key, as the other routes are."""
    monkeypatch.setenv("ENGINE_API_KEY", KEY)
    first, second = _GuardedEngine(("m1",)), _GuardedEngine(("m2",))

    async def main() -> None:
        async with _joined(tmp_path, first, second) as (router, base), ClientSession() as s:
            for _ in range(200):
                if len(router.served.served) == 2:
                    break
                await asyncio.sleep(0.02)
            assert sorted(m for sv in router.served.served.values() for m in sv.bases) == ["m1", "m2"]
            async with s.post(base + "/v1/completions", json={"model": "m9", "prompt": "hi"}) as r:
                assert r.status == 404 and (await r.json())["error"]["code"] == "model_not_found"
            for model, engine in (("m1", first), ("m2", second)):
                async with s.post(base + "/v1/completions", json={"model": model, "prompt": "hi"}) as r:
                    assert r.status == 200, await r.text()
                assert engine.seen[-1] == f"Bearer {KEY}"
            async with s.get(base + "/v1/models") as r:
                assert r.status == 200, await r.text()
                assert sorted(c["id"] for c in (await r.json())["data"]) == ["m1", "m2"]

    asyncio.run(main())
    assert set(first.listed) == set(second.listed) == {f"Bearer {KEY}"}
