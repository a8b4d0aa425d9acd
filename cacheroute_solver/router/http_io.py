"""The HTTP pieces every room of the reference router answers with: OpenAI-shaped errors, capped body reads,
``Expect: 100-continue`` answered within the limit, and whether the client is still there."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import hdrs, web
from aiohttp.http import HttpVersion11

__all__ = ["ExpectHandler", "abort", "arrived", "client_gone", "error", "expect_within", "openai_errors", "read_capped"]

ExpectHandler = Callable[[web.Request], Awaitable[web.StreamResponse | None]]
_PRESIZE_BYTES = 1024 * 1024


@web.middleware
async def openai_errors(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """A route the router lacks, or a method it does not take, answers in the OpenAI error shape, so an
    OpenAI client raises an error with a message instead of failing on plain text."""
    try:
        return await handler(request)
    except web.HTTPNotFound:
        return error(
            404, f"the router serves no {request.method} {request.path}", "invalid_request_error", code="not_found"
        )
    except web.HTTPMethodNotAllowed as e:
        return error(
            405,
            f"{request.path} takes {', '.join(sorted(e.allowed_methods))}, not {request.method}",
            "invalid_request_error",
            code="method_not_allowed",
            headers={"Allow": ", ".join(sorted(e.allowed_methods))},
        )


def error(
    status: int,
    message: str,
    kind: str,
    *,
    param: str | None = None,
    headers: dict[str, str] | None = None,
    code: str | None = None,
) -> web.Response:
    """An OpenAI-style error body."""
    err: dict[str, Any] = {"message": message, "type": kind}
    if param is not None:
        err["param"] = param
    if code is not None:
        err["code"] = code
    return web.json_response({"error": err}, status=status, headers=headers)


def client_gone(request: web.Request) -> bool:
    transport = request.transport
    return transport is None or transport.is_closing()


def abort(request: web.Request) -> None:
    """Close the client's connection: an answer cut short must not look complete."""
    if request.transport is not None:
        request.transport.close()


def arrived(request: web.Request) -> bool:
    """Whether the whole body, of a declared length up to 1 MiB, is in (most bodies come in the packets of their
    head): `read_capped` then returns it without waiting, and needs no time-out."""
    declared = request.content_length
    return declared is not None and declared <= _PRESIZE_BYTES and request.content.is_eof()


async def read_capped(request: web.Request, limit: int) -> bytearray | None:
    """The request body, or None when it is longer than ``limit`` (checked before reading when
    the client declared its length); without waiting when `arrived`. A large one is not copied into ``bytes``:
    for a 32 MiB plan that copy is one C call on the event loop."""
    declared = request.content_length
    if declared is not None and declared > limit:
        return None
    if arrived(request):
        raw = bytearray(request.content.read_nowait())
        return raw if len(raw) <= limit else None
    if declared is not None and declared > _PRESIZE_BYTES:
        # filled in place: growing a buffer copies all of it at each doubling, one C call on the loop
        buf = bytearray(declared)
        view, at = memoryview(buf), 0
        async for chunk in request.content.iter_any():
            if at + len(chunk) > declared:
                return None
            view[at : at + len(chunk)] = chunk
            at += len(chunk)
        view.release()
        del buf[at:]
        return buf
    buf = bytearray()
    async for chunk in request.content.iter_any():
        buf += chunk
        if len(buf) > limit:
            return None
    return buf


def expect_within(
    limit: int,
    refuse: Callable[[web.Request], web.Response],
    deny: Callable[[web.Request], web.Response | None] = lambda _r: None,
) -> ExpectHandler:
    """A route's ``Expect`` handler: ``100 Continue`` only for a body the route would take. A declared
    ``Content-Length`` over ``limit`` gets ``refuse(request)`` (its 413) and ``deny(request)``'s answer (an
    unauthorized client's 401) comes first, both in place of the 100, the connection closed after them, so the
    client never sends a body that is refused unread (aiohttp's default handler sends 100 to every request).
    Any other expectation than 100-continue is refused with 417, as aiohttp does, in the OpenAI shape."""

    async def expect(request: web.Request) -> web.StreamResponse | None:
        if request.version != HttpVersion11:
            return None
        wanted = request.headers.get(hdrs.EXPECT, "")
        answer: web.Response | None
        if wanted.lower() != "100-continue":
            answer = error(417, f"unknown Expect: {wanted!r:.60}", "invalid_request_error", code="expectation_failed")
        else:
            answer = deny(request)
            if answer is None and request.content_length is not None and request.content_length > limit:
                answer = refuse(request)
        if answer is not None:
            answer.force_close()
            return answer
        await request.writer.write(b"HTTP/1.1 100 Continue\r\n\r\n")
        request.writer.output_size = 0  # the answer's size counts from its own status line (aiohttp's handler does so)
        return None

    return expect
