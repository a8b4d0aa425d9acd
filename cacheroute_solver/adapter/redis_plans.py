"""Plans shared through Redis, for operators who already run one.

The shared planner writes the plan's JSON under one key and publishes its epoch on one channel
(`publish_plan`); each router instance (``RouterConfig.plan_redis``) subscribes, and on every
notification, at start and every ``poll_s`` (a notification missed while disconnected) reads the
key and offers the plan to its `PlanStore` (`follow_plans`), which refuses a stale or invalid one
as for ``POST /plan``. While Redis is unreachable the instance keeps the plan it holds and tries
again every ``retry_s``. Access control is Redis's own (a password or TLS in ``url``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .plan_json import WINDOW
from .store import PlanStore, SwapResult, peek_epoch

__all__ = ["RedisPlanConfig", "follow_plans", "load_stored_plan", "publish_plan", "redis_client"]

log = logging.getLogger("cacheroute.redis")

class RedisPlanConfig(BaseModel):
    """Where the plan lives in Redis and how an instance follows it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    url: str = Field(default="redis://127.0.0.1:6379/0", description="Redis URL (redis:// or rediss://, password in it).")
    key: str = Field(default="cacheroute:plan", min_length=1, description="Key holding the plan's JSON.")
    channel: str = Field(default="cacheroute:plan", min_length=1, description="Channel announcing a new plan (its epoch).")
    poll_s: float = Field(default=30.0, gt=0.0, description="Re-read the key this often, notified or not.")
    retry_s: float = Field(default=2.0, gt=0.0, description="Wait before reconnecting after an error.")


def redis_client(url: str) -> Any:
    """An asyncio Redis client for ``url`` (the ``redis`` package; connects on first use)."""
    import redis.asyncio

    return redis.asyncio.from_url(url)


async def publish_plan(client: Any, config: RedisPlanConfig, plan_json: str | bytes, epoch: int) -> int:
    """Store the plan, then announce it; returns how many subscribers the announcement reached."""
    await client.set(config.key, plan_json)
    return int(await client.publish(config.channel, str(epoch)))


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


async def follow_plans(client: Any, config: RedisPlanConfig, store: PlanStore) -> None:
    """Keep ``store`` on the newest plan in Redis until cancelled (module docstring)."""
    while True:
        pubsub = None
        try:
            pubsub = client.pubsub()
            await pubsub.subscribe(config.channel)
            await load_stored_plan(client, config, store)
            due = time.monotonic() + config.poll_s
            while True:
                left = max(0.01, min(1.0, due - time.monotonic()))
                msg = await pubsub.get_message(ignore_subscribe_messages=True, timeout=left)
                if msg is not None or time.monotonic() >= due:
                    await load_stored_plan(client, config, store)
                    due = time.monotonic() + config.poll_s
        except asyncio.CancelledError:
            raise
        except Exception as e:  # noqa: BLE001 - any failure of the store: keep the plan, retry
            log.warning("redis plan feed: %s %s; keeping epoch %d, retrying in %.1f s",
                        type(e).__name__, e, store.epoch, config.retry_s)
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
