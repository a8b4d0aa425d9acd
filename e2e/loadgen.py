"""Open-loop replay: every request of a `Schedule` sent at its time, whatever the router does.

Requests are sent at ``start + item.send_s`` (wall clock) with no limit on how many are in
flight, so every router gets the same arrivals; the client's own lateness is recorded (``lag``)
so that a run where the load generator could not keep up is seen. ``hooks`` are called at their
times on the same clock (the CacheRoute planner's steps in trace time).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field

import aiohttp

from e2e.schedule import Schedule

__all__ = ["Outcome", "ReplayResult", "replay"]

_ROUTE_HEADERS = ("X-CacheRoute-Replica", "X-CacheRoute-Decision", "X-Balancer-Upstream")


@dataclass
class Outcome:
    """What one request got."""

    index: int
    status: int = 0
    latency_s: float = 0.0
    lag_s: float = 0.0
    prompt_tokens: int | None = None
    cached_tokens: int | None = None
    ttft_s: float | None = None
    """Seconds from sending to the first streamed chunk (streamed requests only)."""
    error: str = ""
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class ReplayResult:
    outcomes: list[Outcome]
    hook_results: list[dict]
    wall_s: float

    @property
    def errors(self) -> list[str]:
        return [f"{o.index}: {o.error or f'HTTP {o.status}'}" for o in self.outcomes if o.status != 200]

    @property
    def max_lag_s(self) -> float:
        return max((o.lag_s for o in self.outcomes), default=0.0)


def usage_of(body: bytes) -> tuple[int | None, int | None]:
    """(prompt_tokens, cached_tokens) from an OpenAI completion body; None where absent."""
    try:
        usage = json.loads(body).get("usage") or {}
    except (ValueError, AttributeError):
        return None, None
    details = usage.get("prompt_tokens_details") or {}
    return usage.get("prompt_tokens"), details.get("cached_tokens")


async def _read_stream(r: aiohttp.ClientResponse, t: float, out: Outcome) -> None:
    """Read an OpenAI stream to its end: the first ``data:`` chunk's time is the TTFT; the usage comes in
    the last."""
    usage = None
    async for line in r.content:
        if not line.startswith(b"data:"):
            continue
        data = line[5:].strip()
        if data == b"[DONE]":
            continue  # read on to the end: a client that leaves at [DONE] is one gone early to the router
        if out.ttft_s is None:
            out.ttft_s = time.monotonic() - t
        try:
            chunk = json.loads(data)
        except ValueError:
            continue
        if isinstance(chunk, dict) and chunk.get("usage"):
            usage = chunk["usage"]
    if usage is not None:
        out.prompt_tokens, out.cached_tokens = usage_of(json.dumps({"usage": usage}).encode())


async def _send(
    session: aiohttp.ClientSession, base: str, item, model: str, start: float, out: Outcome, stream: bool = False
) -> None:
    await asyncio.sleep(max(0.0, start + item.send_s - time.monotonic()))
    t = time.monotonic()
    out.lag_s = t - (start + item.send_s)
    body = {
        "model": model,
        "prompt": item.prompt,
        "max_tokens": item.max_tokens,
        "temperature": 0.0,
        "ignore_eos": True,
    }
    if stream:
        body.update(stream=True, stream_options={"include_usage": True})
    try:
        async with session.post(
            base + "/v1/completions", json=body, headers={"X-Request-Id": f"e2e-{item.index}"}
        ) as r:
            out.status = r.status
            out.headers = {h: r.headers[h] for h in _ROUTE_HEADERS if h in r.headers}
            if r.status == 200 and stream and r.content_type == "text/event-stream":
                await _read_stream(r, t, out)
            else:
                raw = await r.read()
                if r.status == 200:
                    out.prompt_tokens, out.cached_tokens = usage_of(raw)
                else:
                    out.error = f"HTTP {r.status}: {raw[:200].decode(errors='replace')}"
    except (TimeoutError, aiohttp.ClientError, OSError) as e:
        out.error = repr(e)[:300]
    out.latency_s = time.monotonic() - t


async def _hook(at: float, fn: Callable[[], Awaitable[dict]], start: float, results: list[dict]) -> None:
    await asyncio.sleep(max(0.0, start + at - time.monotonic()))
    t = time.monotonic()
    try:
        res = await fn()
    except Exception as e:  # noqa: BLE001 - a failed step is recorded, the replay goes on
        res = {"error": repr(e)[:300]}
    results.append({"at_s": at, "late_s": t - (start + at), "took_s": time.monotonic() - t, **res})


async def replay(
    base: str,
    schedule: Schedule,
    *,
    model: str = "tiny",
    hooks: Sequence[tuple[float, Callable[[], Awaitable[dict]]]] = (),
    timeout_s: float = 600.0,
    progress_every: int = 200,
    stream: bool = False,
) -> ReplayResult:
    """Send ``schedule`` to ``base`` open loop; run each ``(at_s, hook)`` at its time. ``stream``: ask
    for streamed answers, so each outcome has its TTFT."""
    outcomes = [Outcome(index=i.index) for i in schedule.items]
    hook_results: list[dict] = []
    conn = aiohttp.TCPConnector(limit=0, force_close=False)
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=timeout_s), connector=conn) as s:
        start = time.monotonic() + 0.5
        tasks = [
            asyncio.create_task(_send(s, base, item, model, start, o, stream))
            for item, o in zip(schedule.items, outcomes, strict=False)
        ]
        tasks += [asyncio.create_task(_hook(at, fn, start, hook_results)) for at, fn in hooks]
        for done, fut in enumerate(asyncio.as_completed(tasks), 1):
            await fut
            if progress_every and done % progress_every == 0:
                print(f"[e2e]   {done}/{len(tasks)} done, {time.monotonic() - start:.0f} s", flush=True)
    hook_results.sort(key=lambda r: r["at_s"])
    return ReplayResult(outcomes=outcomes, hook_results=hook_results, wall_s=time.monotonic() - start)
