"""Prefixes at the bottom layer: chained block hashes of a prompt and the routing-key format over them.

Imports nothing of the package, so the routing core, the simulator, the observer and the adapter
all name keys the same way without importing each other.
"""

from cacheroute_solver.prefix.hashing import (
    DEFAULT_BLOCK_TOKENS,
    DEFAULT_CHUNK_CHARS,
    HASH_MASK,
    ROOT_SEED,
    chat_block_hashes,
    messages_text,
    salt_seed,
    salted,
    text_block_hashes,
    token_block_hashes,
)
from cacheroute_solver.prefix.keys import key_index, key_name, parse_key, routing_key

__all__ = [
    "DEFAULT_BLOCK_TOKENS",
    "DEFAULT_CHUNK_CHARS",
    "HASH_MASK",
    "ROOT_SEED",
    "chat_block_hashes",
    "key_index",
    "key_name",
    "messages_text",
    "parse_key",
    "routing_key",
    "salt_seed",
    "salted",
    "text_block_hashes",
    "token_block_hashes",
]
