"""Deprecated path of `cacheroute_solver.adapter.request_keys` (routing keys of request bodies)."""

import warnings

from .request_keys import (
    MAX_TOKEN_ID,
    KeySpec,
    RequestBodyError,
    RequestChain,
    load_tokenizer,
    max_output,
    parse_body,
    request_chain,
    request_key,
)

__all__ = [
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

warnings.warn(
    "cacheroute_solver.adapter.keys moved to cacheroute_solver.adapter.request_keys; the old path goes in the next release",
    DeprecationWarning,
    stacklevel=2,
)
