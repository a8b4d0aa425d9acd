"""Chained block hashing: deterministic across processes, prefix-preserving, block-aligned."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

from cacheroute_solver.prefix import (
    HASH_MASK,
    chat_block_hashes,
    key_index,
    key_name,
    messages_text,
    parse_key,
    routing_key,
    text_block_hashes,
    token_block_hashes,
)

_SCRIPT = """
import json
from cacheroute_solver.prefix import token_block_hashes, text_block_hashes, chat_block_hashes
print(json.dumps([
    token_block_hashes(list(range(100))),
    text_block_hashes("hello world " * 50),
    chat_block_hashes([{"role": "system", "content": "s" * 300}, {"role": "user", "content": "u" * 40}]),
]))
"""


def _in_subprocess(hash_seed: str) -> list:
    out = subprocess.run(
        [sys.executable, "-c", _SCRIPT],
        env={"PYTHONHASHSEED": hash_seed, "PATH": ""},
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout)


def test_hashes_agree_across_processes_with_different_hash_seeds():
    here = [
        token_block_hashes(list(range(100))),
        text_block_hashes("hello world " * 50),
        chat_block_hashes([{"role": "system", "content": "s" * 300}, {"role": "user", "content": "u" * 40}]),
    ]
    assert _in_subprocess("1") == here
    assert _in_subprocess("12345") == here


def test_token_blocks_are_full_blocks_and_chained():
    toks = list(range(50))
    h = token_block_hashes(toks, 16)
    assert len(h) == 3
    assert len(token_block_hashes(toks, 16, include_partial=True)) == 4
    assert all(0 <= x <= HASH_MASK for x in h)
    # same block content after a different prefix hashes differently (chaining)
    a = token_block_hashes([1] * 16 + [7] * 16)
    b = token_block_hashes([2] * 16 + [7] * 16)
    assert a[1] != b[1]
    # a prompt extending another shares exactly the common full blocks
    longer = token_block_hashes(toks + [999] * 30, 16)
    assert longer[:3] == h and len(longer) == 5
    assert token_block_hashes(np.array(toks, dtype=np.int64)) == h


def test_token_block_hashes_rejects_bad_input():
    with pytest.raises(ValueError):
        token_block_hashes([1, 2], 0)
    with pytest.raises(ValueError):
        token_block_hashes([-1] * 16)
    with pytest.raises(ValueError, match="integers"):
        token_block_hashes([1.5] * 16)  # type: ignore[list-item]  # floats, not token ids, on purpose
    assert token_block_hashes([]) == []


def test_chat_history_prefix_is_shared_between_turns():
    turn1 = [{"role": "system", "content": "S" * 500}, {"role": "user", "content": "q1" * 100}]
    turn2 = [*turn1, {"role": "assistant", "content": "a1" * 80}, {"role": "user", "content": "q2"}]
    h1, h2 = chat_block_hashes(turn1), chat_block_hashes(turn2)
    assert messages_text(turn2).startswith(messages_text(turn1))
    assert len(h1) >= 5 and h2[: len(h1)] == h1
    other = chat_block_hashes([{"role": "system", "content": "T" * 500}])
    assert other[0] != h1[0]


def test_key_names_round_trip_and_routing_takes_deepest_key():
    chain = token_block_hashes(list(range(80)))
    assert parse_key(key_name(chain[2], 3)) == (chain[2], 3)
    with pytest.raises(ValueError, match="not a prefix key"):
        parse_key("hello")
    idx = key_index([key_name(chain[0], 1), key_name(chain[3], 4)])
    assert routing_key(chain, idx) == key_name(chain[3], 4)
    assert routing_key(chain[:3], idx) == key_name(chain[0], 1)
    assert routing_key(token_block_hashes([5] * 64), idx) is None
