"""Plans shared through Redis, for operators who already run one.

The shared planner writes the plan's JSON under one key and publishes its epoch on one channel
(`publish_plan`); each router instance (``RouterConfig.plan_redis``) subscribes, and on every
notification, at start and every ``poll_s`` (a notification missed while disconnected) reads the
key and offers the plan to its `PlanStore` (`follow_plans`), which refuses a stale or invalid one
as for ``POST /plan``. While Redis is unreachable the instance keeps the plan it holds and tries
again every ``retry_s``. Access control is Redis's own (a password or TLS in ``url``).

The fleet's switch (a `switch.ModeRecord`: live or rolled back, on which report) travels the same way:
the planner stores the newest under ``mode_key`` and announces it on the channel (`publish_mode`);
the instances read it with the plan (``follow_plans``' ``on_mode``), and a starting instance reads it
before it serves, so that it comes back in the fleet's mode.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.adapter.plan_json import WINDOW
from cacheroute_solver.adapter.store import PlanStore, SwapResult, peek_epoch

__all__ = [
    "RedisPlanConfig",
    "follow_plans",
    "load_stored_mode",
    "load_stored_plan",
    "publish_mode",
    "publish_plan",
    "redis_client",
]

log = logging.getLogger("cacheroute.redis")


class RedisPlanConfig(BaseModel):
    """Where the plan lives in Redis and how an instance follows it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    url: str = Field(
        default="redis://127.0.0.1:6379/0", description="Redis URL (redis:// or rediss://, password in it)."
    )
    key: str = Field(default="cacheroute:plan", min_length=1, description="Key holding the plan's JSON.")
    channel: str = Field(
        default="cacheroute:plan", min_length=1, description="Channel announcing a new plan (its epoch)."
    )
    mode_key: str = Field(
        default="cacheroute:mode", min_length=1, description="Key holding the fleet's switch (a ModeRecord's JSON)."
    )
    poll_s: float = Field(default=30.0, gt=0.0, description="Re-read the key this often, notified or not.")
    retry_s: float = Field(default=2.0, gt=0.0, description="Wait before reconnecting after an error.")
    start_timeout_s: float = Field(
        default=5.0,
        gt=0.0,
        description="Longest a starting instance waits for the fleet's switch before it serves in its own mode.",
    )


def redis_client(url: str) -> Any:
    """An asyncio Redis client for ``url`` (the ``redis`` package; connects on first use)."""
    import redis.asyncio

    return redis.asyncio.from_url(url)


async def publish_plan(client: Any, config: RedisPlanConfig, plan_json: str | bytes, epoch: int) -> int:
    """Store the plan, then announce it; returns how many subscribers the announcement reached."""
    await client.set(config.key, plan_json)
    return int(await client.publish(config.channel, str(epoch)))


async def publish_mode(client: Any, config: RedisPlanConfig, record_json: str | bytes) -> int:
    """Store the fleet's switch, then announce it (``mode``); how many subscribers the announcement reached."""
    await client.set(config.mode_key, record_json)
    return int(await client.publish(config.channel, "mode"))


async def load_stored_mode(client: Any, config: RedisPlanConfig) -> bytes | None:
    """The fleet's switch as stored (None: none yet)."""
    raw = await client.get(config.mode_key)
    return raw.encode("utf-8") if isinstance(raw, str) else raw


async def load_stored_plan(client: Any, config: RedisPlanConfig, store: PlanStore) -> SwapResult | None:
    """Offer the stored plan to ``store``; None when there is none or it is not newer."""
    raw = await client.get(config.key)
    if raw is None:
        return None
    if isinstance(raw, str):
        raw = raw.encode("utf-8")
    epoch = peek_epoch(raw)
    if epoch is not None and epoch <= store.epoch:
        return None
    if len(raw) > WINDOW:
        result = await asyncio.to_thread(store.load_json, raw)
    else:
        result = store.load_json(raw)
    if not result.accepted:
        log.warning("plan from redis refused: %s", result.reason)
    return result


async def follow_plans(
    client: Any,
    config: RedisPlanConfig,
    store: PlanStore,
    on_mode: Callable[[bytes], Awaitable[None]] | None = None,
) -> None:
    """Keep ``store`` on the newest plan in Redis until cancelled (module docstring); ``on_mode`` is given
    the fleet's switch whenever the stored one changes."""
    seen: bytes | None = None

    async def load() -> None:
        nonlocal seen
        await load_stored_plan(client, config, store)
        if on_mode is not None:
            raw = await load_stored_mode(client, config)
            if raw is not None and raw != seen:
                seen = raw
                await on_mode(raw)

    me = asyncio.current_task()
    while True:
        pubsub = None
        try:
            pubsub = client.pubsub()
            await pubsub.subscribe(config.channel)
            await load()
            due = time.monotonic() + config.poll_s
            while True:
                left = max(0.01, min(1.0, due - time.monotonic()))
                msg = await pubsub.get_message(ignore_subscribe_messages=True, timeout=left)
                if me is not None and me.cancelling():
                    # a client's wait_for can swallow a cancel that lands as a message does (Python 3.11's
                    # asyncio.wait_for, fakeredis's reader): then stop here, or the router's shutdown waits forever
                    raise asyncio.CancelledError
                if msg is not None or time.monotonic() >= due:
                    await load()
                    due = time.monotonic() + config.poll_s
        except asyncio.CancelledError:
            raise
        except Exception as e:  # noqa: BLE001 - any failure of the store: keep the plan, retry
            log.warning(
                "redis plan feed: %s %s; keeping epoch %d, retrying in %.1f s",
                type(e).__name__,
                e,
                store.epoch,
                config.retry_s,
            )
            await asyncio.sleep(config.retry_s)
        finally:
            if pubsub is not None:
                close = getattr(pubsub, "aclose", None) or getattr(pubsub, "close", None)
                try:
                    res = close() if close is not None else None
                    if asyncio.iscoroutine(res):
                        await res
                except Exception:  # noqa: BLE001
                    pass
