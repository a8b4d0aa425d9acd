"""Routing keys of OpenAI-style request bodies, through the same hashing and lookup as the observer.

A completions ``prompt`` given as text and chat ``messages`` are hashed in ``chunk_chars``
character chunks (`text_block_hashes`, `chat_block_hashes`); a prompt given as token ids is hashed
in ``block_tokens`` blocks (`token_block_hashes`). With ``KeySpec.tokenizer`` (the engine's
``tokenizer.json``), a text prompt is tokenized as the engine tokenizes it and hashed in token
blocks too, so its chain is the one the engine's KV events describe (`kv_events`); chat messages
(rendered by the engine's chat template, which the router does not reproduce) keep text chunks.
The chain then goes to `routing_key`, the lookup the observer uses, so the router and the observer
put every request under the same key.

`parse_body` is the boundary for request bodies: it parses the JSON (depth at most 200) and
checks the fields the router reads (``prompt``, ``messages``, ``max_tokens``,
``max_completion_tokens``, ``stream``), raising `RequestBodyError` that names the field and the
reason; everything else is passed to the engine untouched.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping, Sequence
from typing import Any

import pydantic_core
from pydantic import BaseModel, ConfigDict, Field, field_validator

from cacheroute_solver.prefix import (
    DEFAULT_BLOCK_TOKENS,
    DEFAULT_CHUNK_CHARS,
    chat_block_hashes,
    messages_text,
    routing_key,
    text_block_hashes,
    token_block_hashes,
)

__all__ = [
    "MAX_CHAIN_BLOCKS",
    "MAX_TOKEN_ID",
    "KeySpec",
    "RequestBodyError",
    "RequestChain",
    "load_tokenizer",
    "max_output",
    "parse_body",
    "request_chain",
    "request_key",
]

MAX_CHAIN_BLOCKS = 8192
"""`KeySpec.max_chain_blocks` by default."""
MAX_TOKEN_ID = 2**32 - 1
"""Token ids are hashed as uint32 (`token_block_hashes`)."""
_MAX_COUNT = 2**31 - 1


class RequestBodyError(ValueError):
    """A request body the router cannot read; ``field`` names where, the message says why."""

    def __init__(self, field: str, reason: str, code: str | None = None) -> None:
        super().__init__(f"{field}: {reason}" if field else reason)
        self.field = field
        self.reason = reason
        self.code = code
        """OpenAI's ``error.code`` for it, where it has one (context_length_exceeded)."""

    def __reduce__(self) -> tuple[Any, ...]:  # raised in a worker process, it crosses back whole
        return (type(self), (self.field, self.reason, self.code))


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _token_ids(ids: list[Any], field: str) -> None:
    for i, t in enumerate(ids):
        if not _is_int(t) or not 0 <= t <= MAX_TOKEN_ID:
            raise RequestBodyError(
                f"{field}[{i}]", f"token id must be an integer in [0, {MAX_TOKEN_ID}], got {t!r:.40}"
            )


def _check_prompt(prompt: Any) -> None:
    if prompt is None or isinstance(prompt, str):
        return
    if not isinstance(prompt, list):
        raise RequestBodyError(
            "prompt", f"must be a string, a list of strings or a list of token ids, got {type(prompt).__name__}"
        )
    if not prompt:
        return
    if all(isinstance(p, str) for p in prompt):
        return
    if all(isinstance(p, list) for p in prompt):
        for j, p in enumerate(prompt):
            _token_ids(p, f"prompt[{j}]")
        return
    _token_ids(prompt, "prompt")


def _check_messages(messages: Any) -> None:
    if messages is None:
        return
    if not isinstance(messages, list):
        raise RequestBodyError("messages", f"must be a list of message objects, got {type(messages).__name__}")
    for i, m in enumerate(messages):
        if not isinstance(m, dict):
            raise RequestBodyError(f"messages[{i}]", f"must be an object with a 'role', got {type(m).__name__}")
        if not isinstance(m.get("role"), str):
            raise RequestBodyError(f"messages[{i}].role", "is required and must be a string")
        content = m.get("content")
        if content is not None and not isinstance(content, (str, list)):
            raise RequestBodyError(
                f"messages[{i}].content", f"must be a string, a list of parts or null, got {type(content).__name__}"
            )


def _check_count(body: Mapping[str, Any], field: str) -> None:
    x = body.get(field)
    if x is None:
        return
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    if not _is_int(x) or not 0 <= x <= _MAX_COUNT:
        raise RequestBodyError(field, f"must be an integer in [0, {_MAX_COUNT}], got {x!r:.40}")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _lone_surrogates(raw: bytes | bytearray) -> Any:
    """A body whose only fault for the fast parser is an escaped lone surrogate (``"\\ud800"``),
    which Python's ``json`` and so vLLM accept: parsed as they parse it (None: still not JSON)."""
    try:
        return json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        return None


def parse_body(raw: bytes | bytearray) -> dict[str, Any]:
    """The JSON object of a completions or chat-completions request, with the fields the router
    reads checked; `RequestBodyError` otherwise (for a 400 that names the field)."""
    try:
        body = pydantic_core.from_json(raw, allow_inf_nan=False)
    except ValueError as e:
        msg = str(e)
        if "recursion limit" in msg:
            raise RequestBodyError("", "invalid JSON body: nested deeper than 200 levels") from None
        body = _lone_surrogates(raw) if "escape" in msg else None
        if body is None:
            raise RequestBodyError("", f"invalid JSON body: {msg}") from None
    if not isinstance(body, dict):
        raise RequestBodyError("", f"body must be a JSON object, got {type(body).__name__}")
    _check_prompt(body.get("prompt"))
    _check_messages(body.get("messages"))
    _check_count(body, "max_tokens")
    _check_count(body, "max_completion_tokens")
    if body.get("stream") is not None and not isinstance(body["stream"], bool):
        raise RequestBodyError("stream", f"must be true or false, got {body['stream']!r:.40}")
    return body


def max_output(body: Mapping[str, Any]) -> int:
    """The output tokens a request asks for at most (0: not said, or not a count: a body `parse_body` did
    not check, as production-stack's, costs its record nothing worse than an unknown length)."""
    x = body.get("max_tokens") or body.get("max_completion_tokens") or 0
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return x if _is_int(x) and 0 <= x <= _MAX_COUNT else 0


@functools.lru_cache(maxsize=8)
def load_tokenizer(path: str) -> Any:
    """A ``tokenizers.Tokenizer`` from a local ``tokenizer.json`` (loaded once per path; no network)."""
    try:
        from tokenizers import Tokenizer
    except ImportError:  # pragma: no cover - the router extra installs it
        raise ValueError(
            "a tokenizer needs the 'tokenizers' package (pip install 'cacheroute-solver[router]')"
        ) from None
    try:
        return Tokenizer.from_file(path)
    except Exception as e:  # noqa: BLE001 - any failure to read it is the same bad setting
        raise ValueError(f"cannot load tokenizer {path!r}: {e}") from None


class KeySpec(BaseModel):
    """How request bodies are cut into blocks; router and observer must use the same one."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    chunk_chars: int = Field(default=DEFAULT_CHUNK_CHARS, ge=1, description="Characters per text chunk.")
    block_tokens: int = Field(
        default=DEFAULT_BLOCK_TOKENS,
        ge=1,
        description="Token ids per block of a token prompt (the engine's block size, for its KV events).",
    )
    chars_per_token: float = Field(
        default=4.0, gt=0.0, description="Estimate of prompt tokens from text length (before the engine reports usage)."
    )
    tokenizer: str | None = Field(
        default=None,
        description="Path of the engine's tokenizer.json: text prompts are tokenized as the engine does and "
        "hashed in block_tokens blocks (None: text chunks).",
    )
    add_special_tokens: bool = Field(
        default=True,
        description="Tokenize text prompts with the tokenizer's special tokens (vLLM's completions default).",
    )
    max_chain_blocks: int = Field(
        default=MAX_CHAIN_BLOCKS,
        ge=1,
        description="Leading blocks of a prompt that are hashed, routed on and observed: prefixes deeper than this "
        "are not told apart (8192 blocks: 131,072 tokens at 16 per block, 1 MiB of text at 128 characters per "
        "chunk). It bounds what one request costs the router's loop (its prefix memory records every block a "
        "request is sent with); the prompt's token count stays whole.",
    )

    @field_validator("tokenizer")
    @classmethod
    def _loads(cls, path: str | None) -> str | None:
        if path is not None:
            load_tokenizer(path)
        return path

    @property
    def chain_block_tokens(self) -> int:
        """Prompt tokens per block of the chains most requests get: ``block_tokens`` with a
        tokenizer, else about one text chunk's tokens."""
        if self.tokenizer is not None:
            return self.block_tokens
        return max(1, round(self.chunk_chars / self.chars_per_token))


class RequestChain(BaseModel):
    """A request's chain of block hashes and an estimate of its prompt tokens."""

    model_config = ConfigDict(frozen=True)

    hashes: tuple[int, ...]
    prompt_tokens: float = Field(ge=0.0)
    kind: str = Field(description="'text', 'tokens', 'chat' or 'none'.")


def _first(prompt: Any) -> Any:
    """A batch prompt (list of strings or of token lists) is keyed by its first element."""
    if isinstance(prompt, list) and prompt and isinstance(prompt[0], (str, list)):
        return prompt[0]
    return prompt


def _too_long(prompt: Any, max_prompt_tokens: int | None) -> None:
    """`RequestBodyError` (for the named 400) when a prompt of token ids, or any prompt of a batch of them, is
    longer than ``max_prompt_tokens``: counted before anything is hashed."""
    if max_prompt_tokens is None or not isinstance(prompt, list) or not prompt:
        return
    batch = isinstance(prompt[0], list)
    lengths = [len(p) if isinstance(p, list) else 0 for p in prompt] if batch else [len(prompt)]
    j = max(range(len(lengths)), key=lengths.__getitem__)
    if lengths[j] > max_prompt_tokens:
        raise RequestBodyError(
            f"prompt[{j}]" if batch else "prompt",
            f"{lengths[j]} tokens, more than max_prompt_tokens ({max_prompt_tokens}): longer than the engines' context",
            code="context_length_exceeded",
        )


def request_chain(
    body: Mapping[str, Any], spec: KeySpec | None = None, max_prompt_tokens: int | None = None
) -> RequestChain:
    """The chain of a completions or chat-completions body (empty when it has neither).

    ``max_prompt_tokens``: a prompt counted longer (token ids, or a text prompt as ``spec.tokenizer`` tokenizes it;
    text without a tokenizer and chat messages have only an estimate, and are not refused on it) raises
    `RequestBodyError` before it is hashed."""
    spec = spec or KeySpec()
    _too_long(body.get("prompt"), max_prompt_tokens)
    messages = body.get("messages")
    n = spec.max_chain_blocks
    if isinstance(messages, Sequence) and not isinstance(messages, str) and messages:
        text = messages_text(messages)
        return RequestChain(
            hashes=tuple(chat_block_hashes(messages, spec.chunk_chars)[:n]),
            prompt_tokens=len(text) / spec.chars_per_token,
            kind="chat",
        )
    prompt = _first(body.get("prompt"))
    if isinstance(prompt, str) and spec.tokenizer is not None:
        # encode_batch lets go of the GIL while it runs (encode holds it): a router tokenizing in a
        # worker thread keeps its event loop running meanwhile
        ids = load_tokenizer(spec.tokenizer).encode_batch([prompt], add_special_tokens=spec.add_special_tokens)[0].ids
        _too_long(ids, max_prompt_tokens)
        return RequestChain(
            hashes=tuple(token_block_hashes(ids[: n * spec.block_tokens], spec.block_tokens)),
            prompt_tokens=float(len(ids)),
            kind="tokens",
        )
    if isinstance(prompt, str):
        return RequestChain(
            hashes=tuple(text_block_hashes(prompt[: n * spec.chunk_chars], spec.chunk_chars)),
            prompt_tokens=len(prompt) / spec.chars_per_token,
            kind="text",
        )
    if isinstance(prompt, list) and all(isinstance(t, int) for t in prompt):
        return RequestChain(
            hashes=tuple(token_block_hashes(prompt[: n * spec.block_tokens], spec.block_tokens)),
            prompt_tokens=float(len(prompt)),
            kind="tokens",
        )
    return RequestChain(hashes=(), prompt_tokens=0.0, kind="none")


def request_key(body: Mapping[str, Any], index: Mapping[int, str], spec: KeySpec | None = None) -> str | None:
    """The deepest key of ``index`` on the body's chain (None: cache-blind traffic)."""
    return routing_key(request_chain(body, spec).hashes, index)
