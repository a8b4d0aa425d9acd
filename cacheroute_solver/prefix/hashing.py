"""Chained prefix-block hashing for token ids, text and chat messages.

A prompt is cut into fixed-size blocks (16 token ids by default, as vLLM's prefix cache; or
128 characters of text, as the production-stack prefix-aware router does) and block ``i`` is
hashed together with the hash of block ``i - 1``. Equal hashes at position ``i`` therefore mean
equal whole prefixes, which is what a prefix cache can reuse.

Hashes are xxh3-64 seeded with the parent hash and masked to 63 bits, so they are the same in
every process and on every machine (never Python's salted ``hash``) and fit numpy's ``int64``.
They are not vLLM's own block hashes (those are salted per engine); they only need to agree
between the router and the observer. Mooncake trace ``hash_ids`` are already chained ids of
512-token blocks and go to the observer unchanged.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np
import xxhash

__all__ = [
    "DEFAULT_BLOCK_TOKENS",
    "DEFAULT_CHUNK_CHARS",
    "HASH_MASK",
    "ROOT_SEED",
    "chat_block_hashes",
    "messages_text",
    "salt_seed",
    "salted",
    "text_block_hashes",
    "token_block_hashes",
]

DEFAULT_BLOCK_TOKENS = 16
DEFAULT_CHUNK_CHARS = 128
HASH_MASK = (1 << 63) - 1
ROOT_SEED = 0x5EED_CAC4_E0E7_0001
"""Seed of the first block's hash (the hash of the empty prefix)."""

_xxh3 = xxhash.xxh3_64_intdigest


def _chain(chunks: Iterable[bytes | memoryview], seed: int) -> list[int]:
    out: list[int] = []
    h = seed
    for chunk in chunks:
        h = _xxh3(chunk, h) & HASH_MASK
        out.append(h)
    return out


def token_block_hashes(
    token_ids: Sequence[int] | np.ndarray,
    block_size: int = DEFAULT_BLOCK_TOKENS,
    *,
    include_partial: bool = False,
    seed: int = ROOT_SEED,
) -> list[int]:
    """Chained hashes of the ``block_size``-token blocks of ``token_ids``.

    Only full blocks are hashed unless ``include_partial`` (a prefix cache keeps full blocks
    only). Token ids are hashed as little-endian uint32, so a list and an array agree.
    """
    if block_size < 1:
        raise ValueError(f"block_size must be >= 1, got {block_size}")
    arr = np.asarray(token_ids)
    if arr.ndim != 1:
        raise ValueError("token_ids must be one-dimensional")
    if arr.size and not np.issubdtype(arr.dtype, np.integer):
        raise ValueError(f"token ids must be integers, got {arr.dtype}")
    if arr.size and (arr.min() < 0 or arr.max() > 0xFFFF_FFFF):
        raise ValueError("token ids must be in [0, 2**32)")
    buf = memoryview(np.ascontiguousarray(arr, dtype="<u4").tobytes())
    step = 4 * block_size
    end = len(buf) if include_partial else len(buf) - len(buf) % step
    return _chain((buf[i : i + step] for i in range(0, end, step)), seed)


def text_block_hashes(
    text: str,
    chunk_chars: int = DEFAULT_CHUNK_CHARS,
    *,
    include_partial: bool = False,
    seed: int = ROOT_SEED,
) -> list[int]:
    """Chained hashes of the ``chunk_chars``-character chunks of ``text`` (UTF-8 of each chunk).

    For routers that see only text. Only full chunks unless ``include_partial``: a growing
    conversation keeps its full chunks, while its last partial chunk changes every turn.
    """
    if chunk_chars < 1:
        raise ValueError(f"chunk_chars must be >= 1, got {chunk_chars}")
    end = len(text) if include_partial else len(text) - len(text) % chunk_chars
    return _chain(
        (text[i : i + chunk_chars].encode("utf-8", "surrogatepass") for i in range(0, end, chunk_chars)),
        seed,
    )


def _content_text(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, Mapping) and part.get("type") == "text":
                parts.append(str(part.get("text", "")))
            else:
                parts.append(json.dumps(part, sort_keys=True, separators=(",", ":")))
        return "".join(parts)
    return json.dumps(content, sort_keys=True, separators=(",", ":"))


def messages_text(messages: Sequence[Mapping[str, Any]]) -> str:
    """Canonical text of OpenAI-style chat ``messages``: role header, content, separator per turn.

    A later turn of the same conversation renders to a string that starts with the earlier
    turn's rendering, so the shared history hashes to the same chunks.
    """
    out = []
    for i, m in enumerate(messages):
        if not isinstance(m, Mapping) or "role" not in m:
            raise ValueError(f"messages[{i}] must be a mapping with a 'role'")
        out.append(f"<|{m['role']}|>\n{_content_text(m.get('content'))}\n<|end|>\n")
    return "".join(out)


def chat_block_hashes(
    messages: Sequence[Mapping[str, Any]],
    chunk_chars: int = DEFAULT_CHUNK_CHARS,
    *,
    include_partial: bool = False,
    seed: int = ROOT_SEED,
) -> list[int]:
    """Chained chunk hashes of the canonical text of chat ``messages``."""
    return text_block_hashes(messages_text(messages), chunk_chars, include_partial=include_partial, seed=seed)


def salt_seed(*parts: str | None) -> int | None:
    """One seed for what makes an engine's KV of the same tokens differ, as vLLM seeds its block hashes with
    extra keys (`vllm/v1/core/kv_cache_utils.py`: the LoRA adapter on every block, ``cache_salt`` on the first):
    here the base model (where a router serves several), the adapter and the salt. None when all are None
    (the chain stays as it is)."""
    if all(p is None for p in parts):
        return None
    text = "\x00".join("" if p is None else p for p in parts)
    return _xxh3(text.encode("utf-8", "surrogatepass"), ROOT_SEED) & HASH_MASK


def salted(hashes: Sequence[int], seed: int | None) -> list[int]:
    """A chain's hashes made its own under ``seed`` (`salt_seed`; None: as they are): each block's hash mixed with
    the seed, so equal prefixes under one seed still share their blocks and under two seeds share none. Mixing
    every block has the effect of seeding the first, whose hash all later ones chain on, as vLLM does."""
    if seed is None:
        return list(hashes)
    return [_xxh3(h.to_bytes(8, "little"), seed) & HASH_MASK for h in hashes]
