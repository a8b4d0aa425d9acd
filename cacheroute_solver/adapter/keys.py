"""Routing keys of OpenAI-style request bodies, through the same hashing and lookup as the observer.

A completions ``prompt`` given as text and chat ``messages`` are hashed in ``chunk_chars``
character chunks (`text_block_hashes`, `chat_block_hashes`); a prompt given as token ids is hashed
in ``block_tokens`` blocks (`token_block_hashes`). The chain then goes to `routing_key`, the
lookup the observer uses, so the router and the observer put every request under the same key.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.hashing import (
    DEFAULT_BLOCK_TOKENS,
    DEFAULT_CHUNK_CHARS,
    chat_block_hashes,
    messages_text,
    text_block_hashes,
    token_block_hashes,
)
from cacheroute_solver.observe import routing_key

__all__ = ["KeySpec", "RequestChain", "request_chain", "request_key"]


class KeySpec(BaseModel):
    """How request bodies are cut into blocks; router and observer must use the same one."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    chunk_chars: int = Field(default=DEFAULT_CHUNK_CHARS, ge=1, description="Characters per text chunk.")
    block_tokens: int = Field(default=DEFAULT_BLOCK_TOKENS, ge=1, description="Token ids per block of a token prompt.")
    chars_per_token: float = Field(
        default=4.0, gt=0.0, description="Estimate of prompt tokens from text length (before the engine reports usage)."
    )


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


def request_chain(body: Mapping[str, Any], spec: KeySpec | None = None) -> RequestChain:
    """The chain of a completions or chat-completions body (empty when it has neither)."""
    spec = spec or KeySpec()
    messages = body.get("messages")
    if isinstance(messages, Sequence) and not isinstance(messages, str) and messages:
        text = messages_text(messages)
        return RequestChain(
            hashes=tuple(chat_block_hashes(messages, spec.chunk_chars)),
            prompt_tokens=len(text) / spec.chars_per_token,
            kind="chat",
        )
    prompt = _first(body.get("prompt"))
    if isinstance(prompt, str):
        return RequestChain(
            hashes=tuple(text_block_hashes(prompt, spec.chunk_chars)),
            prompt_tokens=len(prompt) / spec.chars_per_token,
            kind="text",
        )
    if isinstance(prompt, list) and all(isinstance(t, int) for t in prompt):
        return RequestChain(
            hashes=tuple(token_block_hashes(prompt, spec.block_tokens)),
            prompt_tokens=float(len(prompt)),
            kind="tokens",
        )
    return RequestChain(hashes=(), prompt_tokens=0.0, kind="none")


def request_key(body: Mapping[str, Any], index: Mapping[int, str], spec: KeySpec | None = None) -> str | None:
    """The deepest key of ``index`` on the body's chain (None: cache-blind traffic)."""
    return routing_key(request_chain(body, spec).hashes, index)
