"""The proxy's wait for a replica (`_Watch`): what ends it, and that the waiting task is left as it was."""

from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace
from typing import Any

import pytest

from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.router.fleet.hang import Misses
from cacheroute_solver.router.proxy import _Watch


class _Membership:
    def __init__(self) -> None:
        self.waiting: dict[Any, int] = {}

    def wait_on(self, url: str, waiter: Any, key: int | None = None) -> None:
        self.waiting[waiter] = key or 0

    def wait_over(self, url: str, waiter: Any) -> None:
        self.waiting.pop(waiter, None)


def _proxy() -> Any:
    return SimpleNamespace(membership=_Membership(), misses=Misses(), counters=Counters())


def _watch(proxy: Any, cap_s: float, hang_s: float | None = None) -> _Watch:
    now = time.monotonic()
    return _Watch(proxy, "u", "r0", 1, now, None if hang_s is None else now + hang_s, now + cap_s)


async def _after_wait() -> int:
    """What the waiting task can still do: a later await runs, and no cancellation is left pending."""
    await asyncio.sleep(0)
    task = asyncio.current_task()
    assert task is not None
    return task.cancelling()


def test_a_wait_that_finishes_in_time_returns_and_leaves_nothing_behind():
    async def main() -> None:
        proxy = _proxy()
        w = _watch(proxy, cap_s=5.0)
        async with w:
            assert proxy.membership.waiting == {w: 1}  # an ejection meanwhile would find it
            got = await asyncio.sleep(0.01, result="answer")
        assert got == "answer" and not w.ran_out() and proxy.membership.waiting == {}
        assert await _after_wait() == 0

    asyncio.run(main())


def test_the_cap_ends_the_wait_with_a_timeout_and_the_task_goes_on():
    async def main() -> None:
        w = _watch(_proxy(), cap_s=0.05)
        with pytest.raises(TimeoutError):
            async with w:
                await asyncio.sleep(5)
        assert w.ran_out() and w.why is None
        assert await _after_wait() == 0

    asyncio.run(main())


def test_an_ejection_ends_the_wait_now():
    async def main() -> None:
        proxy = _proxy()
        w = _watch(proxy, cap_s=30.0)
        asyncio.get_running_loop().call_later(0.02, lambda: [x.cancel() for x in list(proxy.membership.waiting)])
        t0 = time.monotonic()
        with pytest.raises(TimeoutError):
            async with w:
                await asyncio.sleep(5)
        assert w.why == "ejected" and time.monotonic() - t0 < 1.0
        assert await _after_wait() == 0

    asyncio.run(main())


def test_a_cancellation_from_elsewhere_passes_through():
    async def main() -> None:
        w = _watch(_proxy(), cap_s=30.0)

        async def wait() -> None:
            async with w:
                await asyncio.sleep(5)

        task = asyncio.ensure_future(wait())
        await asyncio.sleep(0.01)
        task.cancel()  # the client went away: the server cancels the handler
        with pytest.raises(asyncio.CancelledError):
            await task
        assert not w.ran_out()

    asyncio.run(main())


def test_a_hang_deadline_without_progress_is_missed_and_with_progress_moves_on():
    async def main() -> None:
        proxy = _proxy()
        missed = _watch(proxy, cap_s=30.0, hang_s=0.03)
        with pytest.raises(TimeoutError):
            async with missed:
                await asyncio.sleep(5)
        assert missed.why == "missed" and missed.hang_at is not None

        # the replica gives other requests their first tokens: each deadline moves on by its length
        busy = _watch(proxy, cap_s=30.0, hang_s=0.1)

        async def progress() -> None:
            for _ in range(40):
                proxy.misses.hit("u")
                await asyncio.sleep(0.01)

        feeder = asyncio.ensure_future(progress())
        async with busy:
            got = await asyncio.sleep(0.3, result="late answer")
        await feeder
        assert got == "late answer" and not busy.ran_out()
        assert proxy.counters.get("cacheroute_deadline_extended_total", replica="r0") >= 1

    asyncio.run(main())
