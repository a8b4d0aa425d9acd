"""One router in front of engines that serve different models and LoRA adapters (fake engines on 127.0.0.1 that
list their models on /v1/models as vLLM does, adapters with their base model as 'parent', and answer 404 for a
model they do not serve): a request reaches only replicas that serve its model, prefix keys are the adapter's
own, /v1/models is merged with the client's Authorization forwarded, and the other vLLM routes are proxied."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections import Counter
from collections.abc import AsyncIterator, Sequence

import pytest

pytest.importorskip("aiohttp")
from aiohttp import ClientSession, FormData, web

from cacheroute_solver.adapter import ReplicaEndpoint, request_chain
from cacheroute_solver.router.fleet.served_models import ServedModels
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig
from cacheroute_solver.routing.plan_index import PlanIndex
from tests.helpers.localserve import serve_local
from tests.helpers.router_harness import FAST_HEALTH

SYSTEM = "You are the assistant of a bank; answer briefly and never give advice. " * 6
KEY = "Bearer engine-key"


class ModelEngine:
    """A vLLM-like engine: serves ``bases`` (its first the adapters' base) and ``adapters``; ``/v1/*`` behind an
    API key, as ``vllm serve --api-key`` guards them."""

    def __init__(self, name: str, bases: list[str], adapters: Sequence[str] = (), key: str | None = None) -> None:
        self.name, self.bases, self.adapters, self.key = name, bases, list(adapters), key
        self.got: Counter[tuple[str, str]] = Counter()
        self.port = 0
        self.runner: web.AppRunner | None = None

    def serves(self, model: str) -> bool:
        return model in self.bases or model in self.adapters

    async def _models(self, request: web.Request) -> web.Response:
        if self.key is not None and request.headers.get("Authorization") != self.key:
            return web.json_response({"error": "Unauthorized"}, status=401)
        cards = [{"id": b, "object": "model", "root": b, "parent": None} for b in self.bases]
        cards += [{"id": a, "object": "model", "root": f"/loras/{a}", "parent": self.bases[0]} for a in self.adapters]
        return web.json_response({"object": "list", "data": cards})

    async def _health(self, _request: web.Request) -> web.Response:
        return web.json_response({})

    async def _any(self, request: web.Request) -> web.Response:
        if request.content_type == "multipart/form-data":
            form = await request.post()
            model = str(form.get("model"))
            assert form.get("file") is not None
        else:
            model = (await request.json()).get("model")
        self.got[(request.path, model)] += 1
        if not self.serves(model):
            return web.json_response({"error": {"message": f"The model `{model}` does not exist."}}, status=404)
        return web.json_response({"served_by": self.name, "model": model})

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/v1/models", self._models)
        app.router.add_get("/health", self._health)
        for path in (
            "/v1/completions",
            "/v1/chat/completions",
            "/v1/embeddings",
            "/v1/audio/transcriptions",
            "/tokenize",
        ):
            app.router.add_post(path, self._any)
        self.runner, self.port = await serve_local(app)


@contextlib.asynccontextmanager
async def _fleet(
    engines: list[ModelEngine], declared: bool = False, **config
) -> AsyncIterator[tuple[ReferenceRouter, str]]:
    """The engines and a router in front of them (``declared``: each replica declares its models), torn down after."""
    for e in engines:
        await e.start()
    replicas = tuple(
        ReplicaEndpoint(
            id=e.name,
            url=f"http://127.0.0.1:{e.port}",
            models=tuple(e.bases) if declared else None,
            adapters=tuple(e.adapters) if declared else (),
        )
        for e in engines
    )
    router = ReferenceRouter(RouterConfig(replicas=replicas, health=FAST_HEALTH, **config))
    runner, port = await serve_local(router.app(), handler_cancellation=True, shutdown_timeout=0.1)
    try:
        yield router, f"http://127.0.0.1:{port}"
    finally:
        await runner.cleanup()
        for e in engines:
            assert e.runner is not None
            await e.runner.cleanup()


def _engines(key: str | None = None) -> list[ModelEngine]:
    return [
        ModelEngine("l0", ["llama"], ["sql-lora", "chat-lora"], key),
        ModelEngine("l1", ["llama"], ["sql-lora"], key),
        ModelEngine("q0", ["qwen"], key=key),
        ModelEngine("q1", ["qwen", "qwen-alias"], key=key),
    ]


def test_one_router_two_models_two_adapters_no_request_crosses_models_and_no_key_is_shared():
    async def main() -> None:
        engines = _engines()
        # the models are not declared: the router reads each engine's /v1/models
        async with _fleet(engines, plan_period_s=0.5) as (router, base):
            async with ClientSession() as s:
                for _ in range(200):  # read as soon as the router starts
                    if len(router.served.served) == len(engines):
                        break
                    await asyncio.sleep(0.02)
                models = ["llama", "qwen", "sql-lora", "chat-lora", "qwen-alias"]
                statuses: Counter[int] = Counter()
                for k in range(60):
                    model = models[k % len(models)]
                    body = {"model": model, "prompt": SYSTEM + f"question {k % 7}", "max_tokens": 4}
                    async with s.post(base + "/v1/completions", json=body) as r:
                        statuses[r.status] += 1
                        if r.status == 200:
                            assert (await r.json())["model"] == model
                assert statuses == Counter({200: 60})
                # a model no replica serves: the router answers, as vLLM does
                async with s.post(base + "/v1/completions", json={"model": "gpt-9", "prompt": SYSTEM}) as r:
                    err = (await r.json())["error"]
                    assert r.status == 404 and err["code"] == "model_not_found" and err["param"] == "model"
                # the other routes: by load among the model's replicas, multipart as it came
                for k in range(8):
                    async with s.post(base + "/v1/embeddings", json={"model": "qwen", "input": f"text {k}"}) as r:
                        assert r.status == 200 and (await r.json())["served_by"] in {"q0", "q1"}
                form = FormData()
                form.add_field("model", "chat-lora")
                form.add_field("file", b"RIFF....WAVE", filename="a.wav", content_type="audio/wav")
                async with s.post(base + "/v1/audio/transcriptions", data=form) as r:
                    assert r.status == 200 and (await r.json())["served_by"] == "l0"
                async with s.post(base + "/tokenize", json={"model": "sql-lora", "prompt": "hi"}) as r:
                    assert r.status == 200 and (await r.json())["served_by"] in {"l0", "l1"}
                async with s.post(base + "/v1/embeddings", json={"model": "nobody", "input": "x"}) as r:
                    assert r.status == 404
                # plans per model: each model's keys planned over its own replicas only, put in force as one plan
                await router.planning.plan_once("step")
            plan = router.store.plan
            assert plan is not None and set(router.planning.models.scopes) == {"llama", "qwen"}
            for base_model, ids in (("llama", {"l0", "l1"}), ("qwen", {"q0", "q1"})):
                keys = router.planning.models._keys[base_model]
                assert keys, base_model
                assert all({d for d, _ in plan.assignments[k]} <= ids for k in keys)
            for e in engines:
                for (_path, model), _n in e.got.items():
                    assert e.serves(model), f"{e.name} got a request for {model}"
            assert sum(n for (_p, m), n in engines[0].got.items() if m == "chat-lora") == 13  # only l0 serves it
            # no prefix key is shared between the adapters, the base model and the other model
            body = {"prompt": SYSTEM}
            chains = {m: set(router.handlers.salted({**body, "model": m}, request_chain(body)).hashes) for m in models}
            for a in models:
                for b in models:
                    if a != b and {a, b} != {"qwen", "qwen-alias"}:  # two names of one model share its KV
                        assert not chains[a] & chains[b], (a, b)
            assert chains["qwen"] == chains["qwen-alias"]
            salted_salt = router.handlers.salted(
                {**body, "model": "llama", "cache_salt": "tenant-7"}, request_chain(body)
            )
            assert not set(salted_salt.hashes) & chains["llama"]
            assert router.counters.get("cacheroute_model_requests_total", model="chat-lora") == 13
            assert router.counters.get("cacheroute_model_requests_total", model="other") == 0

    asyncio.run(main())


def test_an_adapter_gets_no_cached_credit_for_its_base_models_prefix():
    """The same system prompt under an adapter and under its base model: vLLM's KV differs, so the router must not
    send the adapter's request to the replica that holds the base model's prefix for that reason."""

    async def main() -> None:
        engines = [ModelEngine("a", ["llama"], ["sql-lora"]), ModelEngine("b", ["llama"], ["sql-lora"])]
        async with _fleet(engines, declared=True) as (_router, base):
            async with ClientSession() as s:
                decisions = []
                for model in ("llama", "llama", "sql-lora", "sql-lora"):
                    body = {"model": model, "prompt": SYSTEM + "the same question"}
                    async with s.post(base + "/v1/completions", json=body) as r:
                        assert r.status == 200
                        decisions.append(r.headers["X-CacheRoute-Decision"])
            assert decisions[1] == "cached"  # the base model's prefix, again
            assert decisions[2] != "cached"  # the adapter's first: nothing of its own is cached anywhere
            assert decisions[3] == "cached"

    asyncio.run(main())


def test_v1_models_is_merged_over_the_replicas_with_the_clients_headers():
    async def main() -> None:
        engines = _engines(KEY)
        async with _fleet(engines) as (_router, base):
            async with ClientSession() as s:
                async with s.get(base + "/v1/models") as r:
                    assert r.status == 401  # as the engines answer without the key
                async with s.get(base + "/v1/models", headers={"Authorization": KEY}) as r:
                    assert r.status == 200
                    data = (await r.json())["data"]
            ids = [c["id"] for c in data]
            assert sorted(ids) == ["chat-lora", "llama", "qwen", "qwen-alias", "sql-lora"]
            assert {c["id"]: c["parent"] for c in data}["sql-lora"] == "llama"

    asyncio.run(main())


def test_served_models_from_v1_models_answers_and_declarations():
    declared = ReplicaEndpoint(id="d", url="http://127.0.0.1:9001", models=("m", "m-alias"), adapters=("ad",))
    unknown = ReplicaEndpoint(id="u", url="http://127.0.0.1:9002")
    served = ServedModels([declared, unknown], poll_s=None)
    # the undeclared replica is not read yet: it may serve any model
    assert served.serving("ad") == ["http://127.0.0.1:9001", "http://127.0.0.1:9002"]
    assert served.serving("zzz") == ["http://127.0.0.1:9002"]
    assert served.serving(None) is None
    assert served.salt("m") is None and served.salt("m-alias") is None  # one base model, no adapter: unsalted
    assert served.salt("ad") is not None and served.salt("ad") != served.salt("m", "s")
    with pytest.raises(ValueError, match="adapters"):
        ReplicaEndpoint(id="x", url="http://127.0.0.1:1", adapters=("a",))
    assert json.loads(json.dumps(declared.model_dump()))["adapters"] == ["ad"]


def _prepare(router: ReferenceRouter, model: str, prompt: str) -> None:
    router.handlers.prepare(json.dumps({"model": model, "prompt": prompt}).encode())


def test_a_model_no_replica_lists_starts_no_plan_of_its_own():
    """While a replica's models are not read yet (loading, or behind an API key), a request for any name may go
    there; each name a client made up used to start an observer and a planner of its own, kept and planned every
    period for good."""
    replicas = (
        ReplicaEndpoint(id="a", url="http://127.0.0.1:9001", models=("llama",)),
        ReplicaEndpoint(id="b", url="http://127.0.0.1:9002", models=("qwen",)),
        ReplicaEndpoint(id="c", url="http://127.0.0.1:9003"),
    )
    router = ReferenceRouter(RouterConfig(replicas=replicas))
    for k in range(50):
        _prepare(router, f"made-up-{k}", SYSTEM + str(k))
    _prepare(router, "llama", SYSTEM)
    _prepare(router, "qwen", SYSTEM)
    assert sorted(router.planning.models.scopes) == ["llama", "qwen"]


def test_a_fleet_back_to_one_model_plans_its_traffic_again():
    """Once the replicas of the second model left, requests are observed by the router's own observer again (one
    model: no base model in the chain); the plans kept coming from the models' observers, which then saw nothing:
    the new traffic was never planned."""
    replicas = (
        ReplicaEndpoint(id="a", url="http://127.0.0.1:9001", models=("llama",)),
        ReplicaEndpoint(id="b", url="http://127.0.0.1:9002", models=("qwen",)),
        ReplicaEndpoint(id="c", url="http://127.0.0.1:9003", models=("llama",)),
    )
    router = ReferenceRouter(RouterConfig(replicas=replicas))

    def traffic(models: Sequence[str], tag: str) -> None:
        for k in range(200):
            for model in models:
                _prepare(router, model, f"{tag} system prompt {k % 4}. " * 30 + f"question {k}")

    traffic(["llama", "qwen"], "before")
    step = router.planning.step(router.membership.live_fleet(), time.time(), {})
    assert step.plan.assignments and sorted(router.planning.models.scopes) == ["llama", "qwen"]
    router.replicas.remove("b")
    traffic(["llama"], "after")
    step = router.planning.step(router.membership.live_fleet(), time.time(), {})
    body = {"model": "llama", "prompt": "after system prompt 1. " * 30 + "question 1"}
    chain = router.handlers.prepare(json.dumps(body).encode())[1]
    index = PlanIndex(step.plan, router.routing.core.replica_ids)
    assert index.lookup(chain.hashes) is not None


def _form(fields: list[tuple[str, bytes, str | None]], boundary: str = "b0undary-7MA4YWxk") -> tuple[bytes, str]:
    """A multipart form's body as clients write it, and its Content-Type (``(name, value, filename)`` per part)."""
    out = b""
    for name, value, filename in fields:
        disposition = f'form-data; name="{name}"' + (f'; filename="{filename}"' if filename else "")
        out += f"--{boundary}\r\nContent-Disposition: {disposition}\r\n".encode()
        out += b"Content-Type: audio/wav\r\n" if filename else b""
        out += b"\r\n" + value + b"\r\n"
    return out + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def test_the_model_of_an_audio_form_is_found_before_or_after_its_file_and_never_in_it():
    """The model field is found by walking the form's parts from either end, each part's end looked for near its
    start: the file between is not scanned (the search of the whole body took 34 ms of the loop for 16 MB), and
    text inside the file that looks like a field is not read as one (the whole-body search found it)."""
    from cacheroute_solver.router.other_routes import request_model

    audio = b"RIFF" + bytes(range(256)) * 4096  # 1 MiB, with CR and LF bytes in it
    trap = b'\r\nContent-Disposition: form-data; name="model"\r\n\r\nfake\r\n'
    cases: list[tuple[list[tuple[str, bytes, str | None]], str | None]] = [
        ([("model", b"whisper", None), ("file", audio, "a.wav")], "whisper"),
        ([("file", audio, "a.wav"), ("language", b"fr", None), ("model", b"whisper-large", None)], "whisper-large"),
        ([("file", audio[:500_000] + trap + audio, "model"), ("model", b"real", None)], "real"),
        ([("file", audio, "model"), ("temperature", b"0", None)], None),
        ([("prompt", b'name="model"\r\n\r\nno', None), ("model", "modèle".encode(), None)], "modèle"),
    ]
    for fields, model in cases:
        raw, content_type = _form(fields)
        assert request_model(content_type, raw) == (model, False), fields[0][0]
    raw, content_type = _form([("model", b"quoted", None)], boundary="with space")
    assert request_model('multipart/form-data; boundary="with space"', raw) == ("quoted", False)
    assert request_model("multipart/form-data", raw) == (None, False)  # no boundary: no model read


def test_audio_uploads_have_a_body_limit_of_their_own():
    """vLLM takes audio files up to 25 MiB; the router's max_request_bytes (16 MiB) refused the larger ones before
    any engine saw them. Audio routes now take up to max_audio_request_bytes (26 MiB by default); the other routes
    keep max_request_bytes."""
    assert RouterConfig.model_fields["max_audio_request_bytes"].default >= 25 * 1024 * 1024 + 64 * 1024

    async def main() -> None:
        engines = [ModelEngine("w0", ["whisper"]), ModelEngine("l0", ["llama"])]
        limits = {"max_request_bytes": 32 * 1024, "max_audio_request_bytes": 96 * 1024}
        async with _fleet(engines, declared=True, **limits) as (_router, base), ClientSession() as s:
            raw, content_type = _form([("file", b"\x00" * 64 * 1024, "a.wav"), ("model", b"whisper", None)])
            for path in ("/v1/audio/transcriptions", "/v1/audio/translations"):
                async with s.post(base + path, data=raw, headers={"Content-Type": content_type}) as r:
                    if path.endswith("transcriptions"):  # the fake engine serves this one
                        assert r.status == 200 and (await r.json())["served_by"] == "w0", await r.text()
                    else:
                        assert r.status != 413
            raw, content_type = _form([("file", b"\x00" * 128 * 1024, "a.wav"), ("model", b"whisper", None)])
            async with s.post(base + "/v1/audio/transcriptions", data=raw, headers={"Content-Type": content_type}) as r:
                assert r.status == 413 and "98304 bytes" in (await r.json())["error"]["message"]
            big = {"model": "llama", "input": "x" * 64 * 1024}
            async with s.post(base + "/v1/embeddings", json=big) as r:
                assert r.status == 413 and "32768 bytes" in (await r.json())["error"]["message"]

    asyncio.run(main())
