"""What an answer says it used: the ``usage`` object an OpenAI-compatible engine puts in a JSON answer or in
the last events of a stream (`read_usage`), read from the answer's end without parsing it."""

from __future__ import annotations

import re
from typing import NamedTuple

__all__ = ["Usage", "read_usage"]

_USAGE = (b'"usage"', re.compile(rb'"usage"\s*:\s*\{'))
_PROMPT = (b'"prompt_tokens"', re.compile(rb'"prompt_tokens"\s*:\s*(\d+)'))
_COMPLETION = (b'"completion_tokens"', re.compile(rb'"completion_tokens"\s*:\s*(\d+)'))
_CACHED = (b'"cached_tokens"', re.compile(rb'"cached_tokens"\s*:\s*(\d+)'))
_BACKSLASH = 0x5C
TAIL_BYTES = 8192
"""How much of an answer's end is read: a usage object and a stream's last events fit in it."""


class Usage(NamedTuple):
    """An answer's token counts (None: the engine did not report it)."""

    prompt_tokens: int
    completion_tokens: int | None
    cached_tokens: int | None
    """``usage.prompt_tokens_details.cached_tokens``: vLLM reports it with ``--enable-prompt-tokens-details``."""

    @property
    def served(self) -> tuple[int, int] | None:
        """(prompt tokens, cached prompt tokens) where the engine reported its cached tokens, else None."""
        return None if self.cached_tokens is None else (self.prompt_tokens, self.cached_tokens)


def _last(data: bytes, field: tuple[bytes, re.Pattern[bytes]]) -> re.Match[bytes] | None:
    """The last ``field`` (its quoted key, and the pattern from it) in ``data`` whose quote is not escaped (a key
    quoted within a JSON string is): found from the end with ``bytes.rfind`` and matched there, several times
    faster than a regex scan with a look-behind."""
    key, pattern = field
    at = len(data)
    while (at := data.rfind(key, 0, at)) >= 0:
        if at == 0 or data[at - 1] != _BACKSLASH:
            found = pattern.match(data, at)
            if found is not None:
                return found
    return None


def _count(usage: bytes, field: tuple[bytes, re.Pattern[bytes]]) -> int | None:
    found = _last(usage, field)
    return None if found is None else int(found.group(1))


def read_usage(data: bytes) -> Usage | None:
    """The last ``usage`` object of an answer (a JSON body, or the end of an event stream: vLLM sends it there
    with ``stream_options.include_usage``), from its last `TAIL_BYTES`; None without one or without its
    ``prompt_tokens``."""
    tail = data[-TAIL_BYTES:]
    start = _last(tail, _USAGE)
    if start is None:
        return None
    usage = tail[start.end() :]
    prompt = _count(usage, _PROMPT)
    if prompt is None:
        return None
    return Usage(prompt, _count(usage, _COMPLETION), _count(usage, _CACHED))
