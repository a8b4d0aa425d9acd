"""The Responses API behind the router: vLLM keeps each stored response on the engine that made it, so a follow-up
(``previous_response_id``), a retrieval (``GET /v1/responses/{id}``) and a cancellation go to that replica, learned
from the ids of the answers (JSON and streamed); an id the router does not know goes by load. A ``background``
response is not sent again once an engine may have started it."""

from __future__ import annotations

import asyncio
import json
import uuid
from collections import Counter

import pytest

pytest.importorskip("aiohttp")
from aiohttp import ClientSession, web

from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.router.responses import ResponseHomes
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig
from tests.helpers.localserve import serve_local
from tests.helpers.router_harness import FAST_HEALTH


class ResponsesEngine:
    """vLLM's Responses API with its store on: each response kept in this server's memory only."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.stored: dict[str, dict] = {}
        self.got: Counter[str] = Counter()
        self.fail_with: int | None = None
        self.port = 0
        self.runner: web.AppRunner | None = None

    async def _create(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.got["create"] += 1
        if self.fail_with is not None:
            return web.json_response({"error": {"message": "busy"}}, status=self.fail_with)
        previous = body.get("previous_response_id")
        if previous is not None and previous not in self.stored:
            return web.json_response({"error": {"message": f"Response with id '{previous}' not found."}}, status=404)
        response = {"id": body.get("request_id") or f"resp_{uuid.uuid4().hex}", "object": "response"}
        response |= {"status": "queued" if body.get("background") else "completed", "served_by": self.name}
        self.stored[response["id"]] = response
        if not body.get("stream"):
            return web.json_response(response)
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        created = {"response": response, "sequence_number": 0, "type": "response.created"}
        await resp.write(f"event: response.created\ndata: {json.dumps(created)}\n\n".encode())
        done = {"response": response, "sequence_number": 1, "type": "response.completed"}
        await resp.write(f"event: response.completed\ndata: {json.dumps(done)}\n\n".encode())
        await resp.write_eof()
        return resp

    async def _retrieve(self, request: web.Request) -> web.Response:
        self.got["retrieve"] += 1
        found = self.stored.get(request.match_info["response_id"])
        return web.json_response(found) if found else web.json_response({"error": {"message": "nope"}}, status=404)

    async def _cancel(self, request: web.Request) -> web.Response:
        self.got["cancel"] += 1
        found = self.stored.get(request.match_info["response_id"])
        if found is None:
            return web.json_response({"error": {"message": "nope"}}, status=404)
        return web.json_response({**found, "status": "cancelled"})

    async def _health(self, _request: web.Request) -> web.Response:
        return web.json_response({})

    async def start(self) -> None:
        app = web.Application()
        app.router.add_post("/v1/responses", self._create)
        app.router.add_get("/v1/responses/{response_id}", self._retrieve)
        app.router.add_post("/v1/responses/{response_id}/cancel", self._cancel)
        app.router.add_get("/health", self._health)
        self.runner, self.port = await serve_local(app)


async def _fleet(n: int = 3, **config) -> tuple[list[ResponsesEngine], ReferenceRouter, web.AppRunner, str]:
    engines = [ResponsesEngine(f"e{i}") for i in range(n)]
    for e in engines:
        await e.start()
    replicas = tuple(ReplicaEndpoint(id=e.name, url=f"http://127.0.0.1:{e.port}", models=("m",)) for e in engines)
    router = ReferenceRouter(RouterConfig(replicas=replicas, policy="round_robin", health=FAST_HEALTH, **config))
    runner, port = await serve_local(router.app(), handler_cancellation=True, shutdown_timeout=0.1)
    return engines, router, runner, f"http://127.0.0.1:{port}"


async def _stop(engines: list[ResponsesEngine], runner: web.AppRunner) -> None:
    await runner.cleanup()
    for e in engines:
        assert e.runner is not None
        await e.runner.cleanup()


def test_follow_ups_retrievals_and_cancels_go_to_the_replica_that_made_the_response():
    async def main() -> None:
        engines, router, runner, base = await _fleet()
        try:
            async with ClientSession() as s:
                made = {}
                for stream in (False, True):
                    async with s.post(
                        base + "/v1/responses", json={"model": "m", "input": "hi", "stream": stream}
                    ) as r:
                        assert r.status == 200
                        text = await r.text()
                        home = r.headers["X-CacheRoute-Replica"]
                    response_id = json.loads(text if not stream else text.split("data: ", 1)[1].split("\n")[0])
                    response_id = response_id["id"] if not stream else response_id["response"]["id"]
                    made[response_id] = home
                for response_id, home in made.items():
                    for k in range(6):  # by round robin, 4 of them would land on another replica
                        follow_up = {"model": "m", "input": f"and then {k}", "previous_response_id": response_id}
                        async with s.post(base + "/v1/responses", json=follow_up) as r:
                            assert r.status == 200, await r.text()
                            assert r.headers["X-CacheRoute-Replica"] == home
                    async with s.get(f"{base}/v1/responses/{response_id}") as r:
                        assert r.status == 200 and (await r.json())["served_by"] == home
                    async with s.post(f"{base}/v1/responses/{response_id}/cancel") as r:
                        assert r.status == 200 and (await r.json())["status"] == "cancelled"
                        assert r.headers["X-CacheRoute-Replica"] == home
                # one the router never saw: by load (the engine that does not have it answers 404, as vLLM does)
                async with s.get(base + "/v1/responses/resp_unknown") as r:
                    assert r.status == 404
                # its home out of rotation: by load too
                response_id, home = next(iter(made.items()))
                router.membership.health.record_check(router.routing.url_of[home], False)
                router.membership.health.record_check(router.routing.url_of[home], False)
                async with s.get(f"{base}/v1/responses/{response_id}") as r:
                    assert r.status == 404 and r.headers["X-CacheRoute-Replica"] != home
            routes = router.counters
            assert routes.get("cacheroute_model_requests_total", route="/v1/responses/{response_id}") == 4  # one label
        finally:
            await _stop(engines, runner)

    asyncio.run(main())


def test_a_background_response_is_not_sent_again_once_an_engine_may_have_started_it():
    """An engine that fails a call with a 5xx may have acted on it: a foreground response is tried on another
    replica (an engine cancels what its client left before storing it), a background one is not (the engine runs
    it to the end whatever its connection, and a second attempt would make a second response)."""

    async def main() -> None:
        engines, router, runner, base = await _fleet(2)
        try:
            engines[0].fail_with = 503
            async with ClientSession() as s:
                for background in (True, False):
                    before = sum(e.got["create"] for e in engines)
                    for _ in range(2):  # round robin: one of the two goes to the failing engine first
                        body = {"model": "m", "input": "hi", "background": background}
                        async with s.post(base + "/v1/responses", json=body) as r:
                            statuses = r.status
                    tried = sum(e.got["create"] for e in engines) - before
                    if background:
                        assert tried == 2 and statuses in (200, 503)  # each tried once
                    else:
                        assert tried == 3 and statuses == 200  # the failed one tried again elsewhere
            assert router.counters.get("cacheroute_retries_denied_total", reason="unsafe") == 1
        finally:
            await _stop(engines, runner)

    asyncio.run(main())


def test_the_homes_are_bounded_and_read_from_the_answers_first_bytes():
    homes = ResponseHomes(kept=2)
    homes.learn("http://a", b'{"id":"resp_1","object":"response"}')
    homes.learn("http://b", b'event: response.created\ndata: {"response":{"id":"resp_2"},"type":"response.created"}')
    homes.learn("http://c", b'{"id":"my \\"own\\" id"}')  # a client's request_id, escaped in JSON
    homes.learn("http://d", b'{"error": "no id"}')
    assert len(homes) == 2 and dict(homes._homes) == {"resp_2": "http://b", 'my "own" id': "http://c"}
