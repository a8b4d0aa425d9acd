"""The routes vLLM serves besides generation, proxied instead of answered 404: embeddings, responses, pooling,
classification, scores and reranking, tokenizer and audio (vLLM 0.32's OpenAI-compatible server).

They carry no prompt prefix worth routing on, so each goes by load among the replicas in rotation that serve its
``model`` (the routing core with an empty chain), through the same attempts, retries, time-outs and ejections as
generation, but without a hang deadline (an embedding batch or an audio file is not a first token late). The body
goes on as it came, multipart included; its ``model`` is read from a JSON body, or from the ``model`` field of a
multipart form (audio). The calls that name a stored response go to the replica that made it (`responses`).
Counted in ``cacheroute_model_requests_total{model,route}``.
"""

from __future__ import annotations

import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

import pydantic_core
from aiohttp import web
from aiohttp.helpers import parse_mimetype

from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.adapter.request_keys import RequestBodyError, RequestChain

from .fleet.served_models import ServedModels
from .http_io import error
from .operations.switch import Switch
from .proxy import HOP, Proxy
from .responses import ResponseHomes, background

__all__ = [
    "AUDIO_ROUTES",
    "OTHER_ROUTES",
    "RESPONSE_ROUTES",
    "ModelNotFound",
    "OtherRoutes",
    "form_field",
    "request_fields",
    "request_model",
]

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
RESPONSES = "/v1/responses"
RESPONSE_ROUTES = (("GET", RESPONSES + "/{response_id}"), ("POST", RESPONSES + "/{response_id}/cancel"))
"""The routes of one stored response (`responses`), proxied to the replica that made it."""

AUDIO_ROUTES = frozenset({"/v1/audio/transcriptions", "/v1/audio/translations"})
"""The routes whose bodies are audio files, taken up to ``max_audio_request_bytes``."""

_NO_CHAIN = RequestChain(hashes=(), prompt_tokens=0.0, kind="none")
_FORM_WINDOW = 64 * 1024
"""How far a form part is looked for from the one before it: a form's small fields (model, language, prompt,
temperature) are found from either end, and a part larger than this (the file) is never scanned."""
_FORM_PARTS = 32
"""Most parts looked at from either end."""
_FORM_NAME = re.compile(rb'^content-disposition:[^\r\n]*;[ \t]*name="([^"]*)"', re.IGNORECASE | re.MULTILINE)


class ModelNotFound(RequestBodyError):
    """A request for a model no replica serves: 404, ``model_not_found``, in OpenAI's error shape."""

    def __init__(self, model: Any) -> None:
        super().__init__("model", f"The model {str(model)[:200]!r} does not exist.", code="model_not_found")
        self.model = model

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.model,))

    def answer(self) -> web.Response:
        return error(404, self.reason, "invalid_request_error", param="model", code="model_not_found")


def form_field(raw: bytes | bytearray, boundary: str, name: str) -> str | None:
    """The value of field ``name`` of a multipart form, looked for part by part from the form's start and then from
    its end, each part's end within `_FORM_WINDOW` of its start: a field before or after a large file is found
    without scanning the file (the search of the whole body for the field took 34 ms of the loop for 16 MB when it
    came after the file, and could read a field's text out of the file's bytes). None: not found so."""
    delimiter = b"--" + boundary.encode("latin-1")
    sep = b"\r\n" + delimiter
    wanted = name.encode("utf-8")

    def value(start: int, end: int) -> str | None:
        """The field's value if the part from ``start`` (its delimiter) to ``end`` is the one wanted."""
        head = start + len(delimiter) + 2
        head_end = raw.find(b"\r\n\r\n", head - 2, end)
        if head_end == -1:
            return None
        m = _FORM_NAME.search(raw, head, head_end)
        return raw[head_end + 4 : end].decode("utf-8", "replace") if m and m.group(1) == wanted else None

    at = raw.find(delimiter, 0, _FORM_WINDOW)
    for _ in range(_FORM_PARTS):
        if at == -1 or raw[at + len(delimiter) : at + len(delimiter) + 2] == b"--":
            return None  # the closing delimiter: every part was looked at
        end = raw.find(sep, at + len(delimiter), at + len(delimiter) + _FORM_WINDOW)
        if end == -1:
            break  # a large part: the rest is looked at from the end
        found = value(at, end)
        if found is not None:
            return found
        at = end + 2
    end = raw.rfind(sep + b"--", max(0, len(raw) - _FORM_WINDOW))
    for _ in range(_FORM_PARTS):
        start = raw.rfind(sep, max(0, end - _FORM_WINDOW), end)
        if end <= 0 or start == -1:
            return None
        found = value(start + 2, end)
        if found is not None:
            return found
        end = start
    return None


def request_model(content_type: str, raw: bytes | bytearray) -> tuple[Any, bool]:
    """(``model``, ``stream``) of a request body (``content_type``: its whole header, parameters included): from a
    JSON object, or the ``model`` field of a multipart form (`form_field`); (None, False) where it has neither."""
    return request_fields(content_type, raw)[:2]


def request_fields(content_type: str, raw: bytes | bytearray) -> tuple[Any, bool, dict[str, Any] | None]:
    """`request_model`'s (``model``, ``stream``), and the body where it is a JSON object (else None)."""
    mime = parse_mimetype(content_type)
    if (mime.type, mime.subtype) == ("multipart", "form-data"):
        boundary = mime.parameters.get("boundary")
        return (form_field(raw, boundary, "model") if boundary else None), False, None
    try:
        body = pydantic_core.from_json(raw)
    except ValueError:
        return None, False, None
    if not isinstance(body, dict):
        return None, False, None
    return body.get("model"), body.get("stream") is True, body


class OtherRoutes:
    """The handler of `OTHER_ROUTES` (module docstring)."""

    def __init__(
        self,
        counters: Counters,
        proxy: Proxy,
        served: ServedModels,
        read: Callable[[web.Request, int | None], Awaitable[bytes | bytearray | web.Response]],
        switch: Switch,
        new_id: Callable[[], str],
        audio_bytes: int | None = None,
    ) -> None:
        """``read(request, limit)``: its body within ``limit`` bytes (None: the router's own), or the error answer;
        ``new_id()``: a request id for one without; ``audio_bytes``: the limit of `AUDIO_ROUTES`' bodies."""
        self.new_id = new_id
        self.audio_bytes = audio_bytes
        self.counters = counters
        self.proxy = proxy
        self.served = served
        self.read = read
        self.switch = switch
        self.responses = ResponseHomes()

    async def handle(self, request: web.Request) -> web.StreamResponse:
        raw = await self.read(request, self.audio_bytes if request.path in AUDIO_ROUTES else None)
        if isinstance(raw, web.Response):
            return raw
        model, stream, body = request_fields(request.headers.get("Content-Type", ""), raw)
        if request.method == "GET":
            stream = request.query.get("stream", "").lower() == "true"
        serving = self.served.serving(model)
        if serving == []:
            self.counters.inc("cacheroute_bad_requests_total", reason="model_not_found")
            return ModelNotFound(model).answer()
        route = request.match_info.route.resource.canonical if request.match_info.route.resource else request.path
        self.served.count(self.counters, model, route)
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
        if request.path.startswith(RESPONSES):
            trip["prefer"] = self.responses.home(request, body)
            if request.method == "POST" and request.path == RESPONSES:
                trip["learn"] = self.responses.learn
            if background(request, body):
                trip["retry"] = "unsent"
        return await self.proxy.route(request, _NO_CHAIN, raw, headers, stream, trip)
