"""The fake engine's prefix cache (vLLM's rules: whole blocks, chained hashes, LRU, the last block recomputed), the
time an answer takes by what is cached, its counters, and several engines in one process."""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys

import aiohttp
import pytest

from e2e import fake_engine
from e2e.fake_engine import make_app
from tests.helpers.localserve import serve_local
from tests.helpers.ports import consecutive_ports


def words(n: int, start: int = 0) -> str:
    return " ".join(f"w{i}" for i in range(start, start + n))


async def _ask(prompts: list, **app_options) -> tuple[list[dict], str]:
    """Each prompt's usage from one engine (one at a time), and its /metrics."""
    runner, port = await serve_local(make_app("e0", **app_options))
    usages = []
    try:
        async with aiohttp.ClientSession() as s:
            for prompt in prompts:
                async with s.post(f"http://127.0.0.1:{port}/v1/completions", json={"prompt": prompt}) as r:
                    usages.append((await r.json())["usage"])
            async with s.get(f"http://127.0.0.1:{port}/metrics") as r:
                metrics = await r.text()
    finally:
        await runner.cleanup()
    return usages, metrics


def cached(usage: dict) -> int:
    return usage["prompt_tokens_details"]["cached_tokens"]


def test_without_a_cache_nothing_is_cached_and_the_counters_stay_zero():
    usages, metrics = asyncio.run(_ask([words(40), words(40)]))
    assert [u["prompt_tokens"] for u in usages] == [40, 40]
    assert [cached(u) for u in usages] == [0, 0]
    assert 'vllm:prefix_cache_queries_total{model_name="tiny"} 0.0' in metrics
    assert 'vllm:prefix_cache_hits_total{model_name="tiny"} 0.0' in metrics


def test_a_repeated_prefix_is_served_from_the_cache_in_whole_blocks():
    # 40 tokens: two whole blocks of 16 cached; then 40 + 10 sharing the first 40: the same two blocks
    usages, metrics = asyncio.run(_ask([words(40), words(40), words(50)], cache_blocks=64))
    assert [cached(u) for u in usages] == [0, 32, 32]
    assert 'vllm:prefix_cache_queries_total{model_name="tiny"} 130.0' in metrics
    assert 'vllm:prefix_cache_hits_total{model_name="tiny"} 64.0' in metrics


def test_a_fully_cached_prompt_still_recomputes_its_last_block():
    # 32 tokens = two whole blocks, both cached the second time: vLLM reuses at most the prompt less one token
    usages, _ = asyncio.run(_ask([words(32), words(32), words(33)], cache_blocks=64))
    assert [cached(u) for u in usages] == [0, 16, 32]


def test_a_different_first_block_shares_nothing_after_it():
    # the hashes are chained: the same second block after another first one is another block
    usages, _ = asyncio.run(_ask([words(40), "x " + words(39, start=1)], cache_blocks=64))
    assert cached(usages[1]) == 0


def test_the_least_recently_used_blocks_are_evicted_first():
    # two whole blocks each and one for the partial block and the answer, in a cache of six
    a, b = words(33), words(33, start=100)
    usages, _ = asyncio.run(_ask([a, b, a, words(33, start=200), a, b], cache_blocks=6))
    # a, b fill it; a again (hit) is the more recently freed; c takes b's blocks; a still hits; b is gone
    assert [cached(u) for u in usages] == [0, 0, 32, 0, 32, 0]


def test_token_id_prompts_are_cached_by_their_ids():
    ids = list(range(1000, 1040))
    usages, _ = asyncio.run(_ask([ids, ids], cache_blocks=64, block_tokens=8))
    assert [u["prompt_tokens"] for u in usages] == [40, 40]
    assert cached(usages[1]) == 32  # 39 tokens reusable: four whole blocks of 8


def test_the_answer_takes_the_prefill_of_what_is_not_cached(monkeypatch):
    waits: list[float] = []
    real_sleep = asyncio.sleep

    async def sleep(seconds: float) -> None:
        waits.append(seconds)
        await real_sleep(0)

    monkeypatch.setattr(fake_engine.asyncio, "sleep", sleep)
    asyncio.run(_ask([words(40), words(40)], cache_blocks=64, service_s=0.001, prefill_s_per_token=0.01))
    answers = [w for w in waits if w > 0]  # aiohttp's own sleep(0) aside
    assert answers == pytest.approx([0.001 + 0.40, 0.001 + 0.08])  # 40 tokens, then 40 - 32 cached


def test_chat_turns_share_their_history():
    async def main() -> list[int]:
        runner, port = await serve_local(make_app("e0", cache_blocks=64))
        out = []
        messages = [{"role": "system", "content": words(60)}, {"role": "user", "content": "first question"}]
        try:
            async with aiohttp.ClientSession() as s:
                for _turn in range(2):
                    body = {"messages": messages, "stream": True}
                    async with s.post(f"http://127.0.0.1:{port}/v1/chat/completions", json=body) as r:
                        lines = [x for x in (await r.text()).split("\n\n") if x.startswith("data: {")]
                    usage = [json.loads(x[6:]) for x in lines][-1]["usage"]
                    out.append(cached(usage))
                    messages = [*messages, {"role": "assistant", "content": "ok"}, {"role": "user", "content": "more"}]
        finally:
            await runner.cleanup()
        return out

    first, second = asyncio.run(main())
    assert first == 0 and second >= 48  # the system prompt's 60 words and more, in whole blocks


def test_reset_prefix_cache_empties_it():
    async def main() -> list[int]:
        runner, port = await serve_local(make_app("e0", cache_blocks=64))
        out = []
        try:
            async with aiohttp.ClientSession() as s:
                for reset in (False, True):
                    if reset:
                        async with s.post(f"http://127.0.0.1:{port}/reset_prefix_cache") as r:
                            assert r.status == 200
                    async with s.post(f"http://127.0.0.1:{port}/v1/completions", json={"prompt": words(40)}) as r:
                        out.append(cached((await r.json())["usage"]))
        finally:
            await runner.cleanup()
        return out

    assert asyncio.run(main()) == [0, 0]


def test_one_process_serves_several_engines_on_consecutive_ports_and_stops_on_sigterm():
    first = consecutive_ports(3)
    argv = [sys.executable, "-m", "e2e.fake_engine", "--engines", "3", "--port", str(first)]
    proc = subprocess.Popen([*argv, "--prefix-cache-blocks", "16"], stdout=subprocess.PIPE, text=True)
    try:
        listening = [proc.stdout.readline().strip() for _ in range(3)]  # type: ignore[union-attr]
        assert listening == [f"fake engine e{i} on http://127.0.0.1:{first + i}" for i in range(3)]

        async def main() -> list[tuple[str, int]]:
            out = []
            async with aiohttp.ClientSession() as s:
                for port in (first, first, first + 1):  # the second engine has a cache of its own
                    url = f"http://127.0.0.1:{port}/v1/completions"
                    async with s.post(url, json={"prompt": words(20)}) as r:
                        body = await r.json()
                        out.append((body["served_by"], cached(body["usage"])))
            return out

        assert asyncio.run(main()) == [("e0", 0), ("e0", 16), ("e1", 0)]
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=20) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_a_taken_port_is_one_line_and_exit_2():
    first = consecutive_ports(1)
    holder = subprocess.Popen([sys.executable, "-m", "e2e.fake_engine", "--port", str(first)], stdout=subprocess.PIPE)
    try:
        assert holder.stdout is not None and holder.stdout.readline()
        run = subprocess.run(
            [sys.executable, "-m", "e2e.fake_engine", "--port", str(first)], capture_output=True, text=True, timeout=30
        )
        assert run.returncode == 2 and run.stderr.startswith("fake_engine: error:"), run.stderr
        assert "Traceback" not in run.stderr
    finally:
        holder.send_signal(signal.SIGTERM)
        holder.wait(timeout=20)
