"""An answer's token counts read from its end (`router/usage.py`), as the router's figures and histograms read them."""

from __future__ import annotations

import json

from cacheroute_solver.router.usage import Usage, read_usage


def test_an_answers_usage_gives_its_prompt_completion_and_cached_tokens_where_reported():
    body = json.dumps(
        {
            "choices": [{"text": 'say "usage": {"prompt_tokens": 1, "completion_tokens": 7}'}],
            "usage": {"prompt_tokens": 300, "completion_tokens": 10, "prompt_tokens_details": {"cached_tokens": 256}},
        }
    ).encode()
    assert read_usage(body) == Usage(300, 10, 256)
    assert read_usage(body).served == (300, 256)  # type: ignore[union-attr]
    stream = (
        b'data: {"choices":[{"text":"x"}],"usage":null}\n\n'
        b'data: {"choices":[],"usage":{"prompt_tokens":40,"completion_tokens":2}}\n\ndata: [DONE]\n\n'
    )
    assert read_usage(stream) == Usage(40, 2, None)  # no prompt_tokens_details: cached tokens unknown
    assert read_usage(stream).served is None  # type: ignore[union-attr]
    assert read_usage(b'{"usage": {"completion_tokens": 5}}') is None
    assert read_usage(b'data: {"choices": [{"text": "x"}]}\n\ndata: [DONE]\n\n') is None
