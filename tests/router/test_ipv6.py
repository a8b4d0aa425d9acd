"""Replicas at IPv6 addresses (``http://[::1]:8000``): their URLs keep the brackets, and the request path, the
health checks, the engines' ``/metrics`` and a replica added through ``POST /workers`` reach them. The tests
that serve on ``[::1]`` skip where the machine has no IPv6 loopback."""

from __future__ import annotations

import asyncio

import pytest
from aiohttp import ClientSession, ClientTimeout

from cacheroute_solver.adapter import ReplicaEndpoint, normalize_url, pin_for
from cacheroute_solver.router.fleet.engine_metrics import EngineMetricsConfig
from cacheroute_solver.router.fleet.replicas import endpoint_id
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig
from tests.helpers.localserve import serve_local
from tests.helpers.ports import has_ipv6_loopback
from tests.helpers.router_harness import FAST_HEALTH, Upstream

needs_ipv6 = pytest.mark.skipif(not has_ipv6_loopback(), reason="no IPv6 loopback on this machine")


@pytest.mark.parametrize(
    ("url", "normal"),
    [
        ("http://[::1]:8000", "http://[::1]:8000"),
        ("HTTP://[FE80::1]:80/", "http://[fe80::1]"),
        ("https://[2001:db8::7]:443/v1/", "https://[2001:db8::7]/v1"),
        ("http://10.0.0.5:8000/", "http://10.0.0.5:8000"),
    ],
)
def test_an_ipv6_url_keeps_its_brackets(url, normal):
    assert normalize_url(url) == normal


def test_ids_and_pins_of_an_ipv6_replica_bracket_its_address():
    assert endpoint_id("http://[::1]:8000") == "[::1]:8000"
    pin = pin_for("llm-d", ReplicaEndpoint(id="a", url="http://[fd00::5]:8000"))
    assert set(pin.headers.values()) == {"[fd00::5]:8000"}  # llm-d's ip:port, as Go's net.JoinHostPort writes it


@needs_ipv6
def test_a_replica_at_an_ipv6_address_is_checked_scraped_and_routed_to():
    async def main() -> None:
        v6, joiner = Upstream("v6"), Upstream("joiner")
        await v6.start(host="::1")
        await joiner.start(host="::1")
        config = RouterConfig(
            replicas=(ReplicaEndpoint(id="v6", url=f"http://[::1]:{v6.port}"),),
            policy="round_robin",
            health=FAST_HEALTH,
            engine_metrics=EngineMetricsConfig(scrape_s=0.05, timeout_s=0.5),
        )
        router = ReferenceRouter(config)
        runner, port = await serve_local(router.app(), handler_cancellation=True, shutdown_timeout=0.1)
        base = f"http://127.0.0.1:{port}"
        try:
            async with ClientSession(timeout=ClientTimeout(total=10)) as s:
                for _ in range(3):
                    async with s.post(base + "/v1/completions", json={"prompt": "hello", "max_tokens": 1}) as r:
                        assert r.status == 200, await r.text()
                        assert r.headers["X-CacheRoute-Replica"] == "v6"
                async with s.post(base + "/workers", json={"url": f"http://[::1]:{joiner.port}"}) as r:
                    assert r.status == 201, await r.text()
                joined = f"[::1]:{joiner.port}"
                counters = router.counters
                for _ in range(250):  # its health check passes, and both engines' /metrics are read
                    scraped = all(
                        counters.get("cacheroute_engine_scrapes_total", replica=rid, result="ok") > 0
                        for rid in ("v6", joined)
                    )
                    if scraped and router.membership.health.up(f"http://{joined}"):
                        break
                    await asyncio.sleep(0.02)
                assert scraped and router.membership.health.up(f"http://{joined}")
                seen = set()
                for _ in range(8):
                    async with s.post(base + "/v1/completions", json={"prompt": "hi", "max_tokens": 1}) as r:
                        assert r.status == 200, await r.text()
                        seen.add(r.headers["X-CacheRoute-Replica"])
                assert seen == {"v6", joined}
        finally:
            await runner.cleanup()
            await v6.stop()
            await joiner.stop()

    asyncio.run(main())
