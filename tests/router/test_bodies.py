"""Large request bodies (issue 38, D8): read off the router's interpreter above 1 MiB, prompts longer than
``max_prompt_tokens`` refused by name before they are hashed, chains bounded by ``max_chain_blocks``."""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
import time
from typing import Any

import pytest

aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession, web  # noqa: E402

from cacheroute_solver.adapter import ReplicaEndpoint  # noqa: E402
from cacheroute_solver.adapter import request_keys as rk  # noqa: E402
from cacheroute_solver.adapter.request_keys import KeySpec, RequestBodyError, RequestChain, request_chain  # noqa: E402
from cacheroute_solver.prefix import token_block_hashes  # noqa: E402
from cacheroute_solver.router.bodies import PROCESS_BYTES  # noqa: E402
from cacheroute_solver.router.fleet.health import HealthConfig  # noqa: E402
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig  # noqa: E402
from tests.helpers.localserve import serve_local  # noqa: E402


class Sink:
    """A fake engine that keeps the bodies it got (as bytes) and the headers they came with."""

    def __init__(self) -> None:
        self.bodies: list[bytes] = []
        self.headers: list[dict[str, str]] = []
        self.runner: web.AppRunner | None = None
        self.port = 0

    async def _gen(self, request: web.Request) -> web.Response:
        self.bodies.append(await request.read())
        self.headers.append({k.lower(): v for k, v in request.headers.items()})
        return web.json_response({"choices": [{"text": "ok"}]})

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 2**20)
        app.router.add_post("/v1/completions", self._gen)
        self.runner, self.port = await serve_local(app)


def _ids(n: int, seed: int = 1) -> list[int]:
    rng = random.Random(seed)
    return [rng.randrange(150_000) for _ in range(n)]


async def _serve(**config) -> tuple[ReferenceRouter, web.AppRunner, str, Sink]:
    sink = Sink()
    await sink.start()
    replicas = config.pop("replicas", None) or (ReplicaEndpoint(id="e0", url=f"http://127.0.0.1:{sink.port}"),)
    replicas = tuple(r.model_copy(update={"url": f"http://127.0.0.1:{sink.port}"}) for r in replicas)
    router = ReferenceRouter(RouterConfig(replicas=replicas, health=HealthConfig(check_interval_s=None), **config))
    runner, port = await serve_local(router.app())
    return router, runner, f"http://127.0.0.1:{port}", sink


def test_a_body_over_1_mib_is_read_hashed_in_a_worker_process_and_sent_on_whole():
    async def main() -> None:
        router, runner, base, sink = await _serve()
        try:
            ids = _ids(400_000)
            raw = json.dumps({"model": "m", "prompt": ids, "max_tokens": 3, "user": "u1"}).encode()
            assert len(raw) > PROCESS_BYTES
            in_process: list[int] = []
            observed: list[tuple[int, ...]] = []
            real, real_observe = router.handlers.prepare, router.handlers.observe

            def prepare(b: bytes | bytearray) -> tuple[dict[str, Any], RequestChain]:
                in_process.append(len(b))
                return real(b)

            def observe(b: dict[str, Any], c: RequestChain) -> None:
                observed.append(c.hashes)
                real_observe(b, c)

            setattr(router.handlers, "prepare", prepare)  # noqa: B010 - a method replaced for the test
            setattr(router.handlers, "observe", observe)  # noqa: B010 - a method replaced for the test
            async with ClientSession() as s:
                async with s.post(
                    base + "/v1/completions", data=raw, headers={"Content-Type": "application/json"}
                ) as r:
                    assert r.status == 200, await r.text()
                small = {"model": "m", "prompt": ids[:100]}
                async with s.post(base + "/v1/completions", json=small) as r:
                    assert r.status == 200
            assert in_process and max(in_process) < PROCESS_BYTES  # the large one was read elsewhere
            assert router.handlers.bodies._pool is not None
            pids = [p.pid for p in router.handlers.bodies._pool._processes.values()]
            assert pids and os.getpid() not in pids
            # the engine got the body as the client sent it, with its length (sent in pieces, not chunked)
            assert sink.bodies[0] == raw and sink.headers[0]["content-length"] == str(len(raw))
            assert "transfer-encoding" not in sink.headers[0]
            # and the observer got the chain this process would have made: its first max_chain_blocks blocks
            spec = router.config.key_spec
            want = tuple(token_block_hashes(ids, spec.block_tokens)[: spec.max_chain_blocks])
            assert observed[0] == want and len(observed) == 2
        finally:
            await runner.cleanup()
            assert sink.runner is not None
            await sink.runner.cleanup()
        assert router.handlers.bodies._pool is None  # stopped with the router

    asyncio.run(main())


@pytest.mark.parametrize("size", [20_000, 400_000])
def test_a_prompt_longer_than_max_prompt_tokens_is_a_named_400_before_it_is_hashed(size, monkeypatch):
    """On the loop (small body) and in a worker process (large body): 400 context_length_exceeded, param
    prompt; nothing hashed, nothing sent to the engine."""

    def no_hashing(*_a, **_k):
        raise AssertionError("hashed")

    monkeypatch.setattr(rk, "token_block_hashes", no_hashing)  # the in-process path; a worker has its own

    async def main() -> None:
        router, runner, base, sink = await _serve(max_prompt_tokens=10_000)
        try:
            async with (
                ClientSession() as s,
                s.post(base + "/v1/completions", json={"model": "m", "prompt": _ids(size)}) as r,
            ):
                answer = await r.json()
                assert r.status == 400, answer
            err = answer["error"]
            assert err["code"] == "context_length_exceeded" and err["param"] == "prompt"
            assert f"{size} tokens, more than max_prompt_tokens (10000)" in err["message"]
            assert router.counters.get("cacheroute_bad_requests_total", reason="context_length_exceeded") == 1
            assert not sink.bodies
        finally:
            await runner.cleanup()
            assert sink.runner is not None
            await sink.runner.cleanup()

    asyncio.run(main())


def test_max_prompt_tokens_defaults_to_the_replicas_max_model_len_when_every_one_says_it():
    def cfg(*lens: int | None, **kw) -> RouterConfig:
        replicas = tuple(
            ReplicaEndpoint(id=f"e{i}", url=f"http://127.0.0.1:{9000 + i}", max_model_len=n) for i, n in enumerate(lens)
        )
        return RouterConfig(replicas=replicas, **kw)

    assert cfg(None, None).prompt_limit is None
    assert cfg(32768, None).prompt_limit is None  # one engine's context unknown: no limit guessed
    assert cfg(32768, 131072).prompt_limit == 131072  # a prompt any engine can take is not refused
    assert cfg(32768, 131072, max_prompt_tokens=4096).prompt_limit == 4096


def test_request_chain_counts_a_batch_and_bounds_the_chain():
    with pytest.raises(RequestBodyError) as e:
        request_chain({"prompt": [[1] * 5, [2] * 50]}, None, max_prompt_tokens=10)
    assert e.value.field == "prompt[1]" and e.value.code == "context_length_exceeded"
    assert request_chain({"prompt": [[1] * 5, [2] * 10]}, None, max_prompt_tokens=10).prompt_tokens == 5
    # the chain keeps max_chain_blocks leading blocks, the token count stays whole
    spec = KeySpec(max_chain_blocks=100, block_tokens=16)
    ids = _ids(16 * 1000)
    chain = request_chain({"prompt": ids}, spec)
    assert chain.hashes == tuple(token_block_hashes(ids, 16)[:100]) and chain.prompt_tokens == len(ids)
    text = request_chain({"prompt": "x" * 128 * 1000}, KeySpec(max_chain_blocks=50))
    assert len(text.hashes) == 50 and text.prompt_tokens == 128 * 1000 / 4
    # a refusal raised in a worker process crosses back whole
    import pickle

    again = pickle.loads(pickle.dumps(e.value))
    assert (again.field, again.reason, again.code, str(again)) == (
        e.value.field,
        e.value.reason,
        e.value.code,
        str(e.value),
    )


_ORPHAN = """
import asyncio, json, os, sys
from cacheroute_solver.router.bodies import BodyReader
from cacheroute_solver.adapter.request_keys import KeySpec

async def main():
    reader = BodyReader(KeySpec(), None, 1)
    raw = json.dumps({"prompt": list(range(300_000))}).encode()
    await reader.read(raw, None)
    print(json.dumps([p.pid for p in reader._pool._processes.values()]), flush=True)
    await asyncio.sleep(60)

asyncio.run(main())
"""


def test_the_workers_leave_when_the_router_is_killed():
    proc = subprocess.Popen([sys.executable, "-c", _ORPHAN], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        pids = json.loads(proc.stdout.readline())
        assert pids
    finally:
        proc.kill()
        proc.wait()
    deadline = time.monotonic() + 30
    alive = list(pids)
    while alive and time.monotonic() < deadline:
        alive = [p for p in alive if _running(p)]
        time.sleep(0.1)
    for p in alive:  # not left behind by a failing run
        os.kill(p, 9)
    assert not alive


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ", 1)[1][0] != "Z"
    except FileNotFoundError:
        return False
