"""What an answer says it used: the ``usage`` object an OpenAI-compatible engine puts in a JSON answer or in
the last events of a stream (`read_usage`), read from the answer's end without parsing it."""

from __future__ import annotations

import re
from typing import NamedTuple

__all__ = ["Usage", "read_usage"]

_USAGE = re.compile(rb'(?<!\\)"usage"\s*:\s*\{')
_PROMPT = re.compile(rb'(?<!\\)"prompt_tokens"\s*:\s*(\d+)')
_COMPLETION = re.compile(rb'(?<!\\)"completion_tokens"\s*:\s*(\d+)')
_CACHED = re.compile(rb'(?<!\\)"cached_tokens"\s*:\s*(\d+)')
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


def read_usage(data: bytes) -> Usage | None:
    """The last ``usage`` object of an answer (a JSON body, or the end of an event stream: vLLM sends it there
    with ``stream_options.include_usage``), from its last `TAIL_BYTES`; None without one or without its
    ``prompt_tokens``."""
    tail = data[-TAIL_BYTES:]
    starts = [m.end() for m in _USAGE.finditer(tail)]
    if not starts:
        return None
    usage = tail[starts[-1] :]
    prompt = _PROMPT.search(usage)
    if prompt is None:
        return None
    completion, cached = _COMPLETION.search(usage), _CACHED.search(usage)
    return Usage(
        int(prompt.group(1)),
        None if completion is None else int(completion.group(1)),
        None if cached is None else int(cached.group(1)),
    )
