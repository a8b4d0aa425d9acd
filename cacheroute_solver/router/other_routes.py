"""The routes vLLM serves besides generation, proxied instead of answered 404: embeddings, responses, pooling,
classification, scores and reranking, tokenizer and audio (vLLM 0.32's OpenAI-compatible server).

They carry no prompt prefix worth routing on, so each goes by load among the replicas in rotation that serve its
``model`` (the routing core with an empty chain), through the same attempts, retries, time-outs and ejections as
generation, but without a hang deadline (an embedding batch or an audio file is not a first token late). The body
goes on as it came, multipart included; its ``model`` is read from a JSON body, or from the ``model`` field of a
multipart form (audio). Counted in ``cacheroute_model_requests_total{model,route}``.
"""

from __future__ import annotations

import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

import pydantic_core
from aiohttp import web

from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.adapter.request_keys import RequestBodyError, RequestChain

from .fleet.served_models import ServedModels
from .http_io import error
from .operations.switch import Switch
from .proxy import HOP, Proxy

__all__ = ["OTHER_ROUTES", "ModelNotFound", "OtherRoutes", "request_model"]

OTHER_ROUTES = (
    "/v1/embeddings",
    "/v1/responses",
    "/pooling",
    "/classify",
    "/score",
    "/v1/score",
    "/rerank",
    "/v1/rerank",
    "/v2/rerank",
    "/tokenize",
    "/detokenize",
    "/v1/audio/transcriptions",
    "/v1/audio/translations",
)
"""POST routes of vLLM 0.32's OpenAI-compatible server, other than completions and chat, that the router proxies."""

_NO_CHAIN = RequestChain(hashes=(), prompt_tokens=0.0, kind="none")
_FORM_MODEL = re.compile(rb'name="model"\r\n(?:[^\r\n]+\r\n)*\r\n([^\r\n]*)\r\n')


class ModelNotFound(RequestBodyError):
    """A request for a model no replica serves: 404, ``model_not_found``, in OpenAI's error shape."""

    def __init__(self, model: Any) -> None:
        super().__init__("model", f"The model {str(model)[:200]!r} does not exist.", code="model_not_found")
        self.model = model

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.model,))

    def answer(self) -> web.Response:
        return error(404, self.reason, "invalid_request_error", param="model", code="model_not_found")


def request_model(content_type: str, raw: bytes | bytearray) -> tuple[Any, bool]:
    """(``model``, ``stream``) of a request body: from a JSON object, or the ``model`` field of a multipart form;
    (None, False) where it has neither."""
    if content_type == "multipart/form-data":
        m = _FORM_MODEL.search(raw)
        return (m.group(1).decode("utf-8", "replace") if m else None), False
    try:
        body = pydantic_core.from_json(raw)
    except ValueError:
        return None, False
    if not isinstance(body, dict):
        return None, False
    return body.get("model"), body.get("stream") is True


class OtherRoutes:
    """The handler of `OTHER_ROUTES` (module docstring)."""

    def __init__(
        self,
        counters: Counters,
        proxy: Proxy,
        served: ServedModels,
        read: Callable[[web.Request], Awaitable[bytes | bytearray | web.Response]],
        switch: Switch,
        new_id: Callable[[], str],
    ) -> None:
        """``read(request)``: its body, or the error answer; ``new_id()``: a request id for one without."""
        self.new_id = new_id
        self.counters = counters
        self.proxy = proxy
        self.served = served
        self.read = read
        self.switch = switch

    async def handle(self, request: web.Request) -> web.StreamResponse:
        raw = await self.read(request)
        if isinstance(raw, web.Response):
            return raw
        model, stream = request_model(request.content_type, raw)
        serving = self.served.serving(model)
        if serving == []:
            self.counters.inc("cacheroute_bad_requests_total", reason="model_not_found")
            return ModelNotFound(model).answer()
        self.served.count(self.counters, model, request.path)
        headers = {k: v for k, v in request.headers.items() if k.lower() not in HOP}
        headers["X-Request-Id"] = request.headers.get("X-Request-Id") or self.new_id()
        if request.content_type:  # multipart: its boundary is in the header, which HOP keeps
            headers["Content-Type"] = request.headers.get("Content-Type", request.content_type)
        trip: dict[str, Any] = {
            "arrived": time.time(),
            "mono": time.monotonic(),
            "generation": self.switch.generation,
            "serving": None if serving is None else frozenset(serving),
            "hang": False,
        }
        return await self.proxy.route(request, _NO_CHAIN, raw, headers, stream, trip)
