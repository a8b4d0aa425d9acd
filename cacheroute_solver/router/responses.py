"""The Responses API's state, kept by the engine that made each response: vLLM stores a response (with
``VLLM_ENABLE_RESPONSES_API_STORE``) in its own server's memory, so a follow-up that names it
(``previous_response_id``), its retrieval (``GET /v1/responses/{id}``) and its cancellation
(``POST /v1/responses/{id}/cancel``) find it only on that engine. vLLM 0.32 serves no ``DELETE``.

`ResponseHomes` remembers, for the most recent `RESPONSES_KEPT` responses, the replica that answered each (the id
read from the first bytes of its answer: a JSON response's first ``id``, a stream's ``response.created`` event), and
sends the calls that name one there while it is in rotation; a response it does not know (made before a restart,
by another router instance or worker, or long ago) goes by load, as any call.

A call retried before its first byte reached the client is sent again to another replica. That is safe for a
response made in the foreground, stored or not: the router gives up on an attempt by closing its connection, and
vLLM then cancels the request (``with_cancellation``) before it is stored. A ``background`` response is not: the
engine runs it to the end whatever its connection and stores it, so a second attempt would make a second one. Such
a call is retried only where it never reached an engine (its connection was not opened).
"""

from __future__ import annotations

import json
import re
from collections import OrderedDict
from typing import Any

from aiohttp import web

__all__ = ["RESPONSES_KEPT", "ResponseHomes"]

RESPONSES_KEPT = 100_000
"""Responses whose replica is remembered (about 200 bytes each)."""

_ID = re.compile(rb'"id"\s*:\s*"((?:[^"\\]|\\.){1,256})"')
_HEAD_BYTES = 4096
"""Where a response's id is looked for: its answer's first bytes (vLLM writes the id first)."""


class ResponseHomes:
    """Per response id, the replica URL that made it, for the last ``kept`` responses (module docstring)."""

    def __init__(self, kept: int = RESPONSES_KEPT) -> None:
        self.kept = kept
        self._homes: OrderedDict[str, str] = OrderedDict()

    def __len__(self) -> int:
        return len(self._homes)

    def learn(self, url: str, head: bytes) -> None:
        """The replica at ``url`` answered a ``POST /v1/responses`` whose answer begins with ``head``."""
        m = _ID.search(head, 0, _HEAD_BYTES)
        if m is None:
            return
        try:
            response_id = json.loads(b'"' + m.group(1) + b'"')
        except ValueError:
            return
        self._homes[response_id] = url
        self._homes.move_to_end(response_id)
        while len(self._homes) > self.kept:
            self._homes.popitem(last=False)

    def home(self, request: web.Request, body: Any) -> str | None:
        """The replica (URL) that made the response ``request`` names, in its path or as the ``previous_response_id``
        of its JSON ``body`` (None: it names none, or one not known here)."""
        named = request.match_info.get("response_id")
        if named is None and isinstance(body, dict):
            named = body.get("previous_response_id")
        return self._homes.get(named) if isinstance(named, str) else None


def background(request: web.Request, body: Any) -> bool:
    """Whether ``request`` asks for a response made in the background (retried only where it reached no engine)."""
    return request.method == "POST" and isinstance(body, dict) and body.get("background") is True
