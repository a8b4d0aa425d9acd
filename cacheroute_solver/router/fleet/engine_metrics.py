"""Engine metrics: each engine's own published counts, read from its vLLM ``/metrics`` every ``scrape_s``.

Every router instance reads the same numbers, so they are a load view the instances share (behind a
balancer each instance's own ledger sees about 1/N of a replica's traffic) and a progress signal they
read alike (`hang`: a busy engine's token counters advance, a hung one's do not). Read, per engine,
summed over the label sets it publishes (vLLM V1 labels each data-parallel engine ``engine="k"``):

- ``vllm:num_requests_running`` and ``vllm:num_requests_waiting`` (gauges): fed to the routing core
  (`RoutingCore.engines_read`), which anchors its fleet load (`routing.fleet_load`, used with
  ``routing.instances`` > 1 and ``routing.fleet_load``) to them; one instance keeps its exact ledger;
- ``vllm:prompt_tokens_total`` and ``vllm:generation_tokens_total`` (counters): their sum advancing
  is the engine's progress (`Misses.engine_read`).

A reading is late by up to ``scrape_s``; a replica whose ``/metrics`` does not answer keeps its last
reading for the load and shows no progress. Only the lines of these four metrics are parsed
(`prometheus_client.parser`), so an engine's histograms cost nothing.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from typing import NamedTuple

from aiohttp import ClientSession, ClientTimeout
from prometheus_client.parser import text_string_to_metric_families
from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.adapter.metrics import Counters

__all__ = ["EngineMetrics", "EngineMetricsConfig", "EngineMetricsError", "EngineReading", "parse_metrics"]

log = logging.getLogger("cacheroute.router")

RUNNING = "vllm:num_requests_running"
WAITING = "vllm:num_requests_waiting"
PROMPT_TOKENS = "vllm:prompt_tokens_total"
GENERATION_TOKENS = "vllm:generation_tokens_total"
_NAMES = (RUNNING, WAITING, PROMPT_TOKENS, GENERATION_TOKENS)
_FAMILIES = (RUNNING, WAITING, PROMPT_TOKENS.removesuffix("_total"), GENERATION_TOKENS.removesuffix("_total"))


class EngineMetricsConfig(BaseModel):
    """Where and how often the engines' ``/metrics`` are read, and what the readings feed."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    scrape_s: float = Field(default=1.0, gt=0.0, description="Read every engine's /metrics this often.")
    timeout_s: float = Field(default=1.0, gt=0.0, description="A read with no answer by then fails (no reading).")
    path: str = Field(default="/metrics", description="GET path of the engines' Prometheus metrics.")
    load: bool = Field(
        default=True,
        description="Feed the engines' running and waiting counts to the routing core's fleet load (in use with "
        "routing.instances > 1 and routing.fleet_load).",
    )
    progress: bool = Field(
        default=True,
        description="Hang detection counts the engine's token counters advancing as progress, which every instance "
        "sees alike (router.fleet.hang), besides the first tokens this instance saw.",
    )


class EngineMetricsError(ValueError):
    """An engine's /metrics page lacks a metric the reading needs, or is not the text format."""


class EngineReading(NamedTuple):
    """One engine's counts at one reading (each summed over the engine's label sets)."""

    running: float
    waiting: float
    prompt_tokens: float
    generation_tokens: float

    @property
    def tokens(self) -> float:
        """Tokens the engine has processed (prompt and generated): it advances while the engine works."""
        return self.prompt_tokens + self.generation_tokens


def parse_metrics(text: str) -> EngineReading:
    """The reading in a Prometheus text page (vLLM's ``/metrics``); `EngineMetricsError` names a missing metric."""
    wanted = "\n".join(line for line in text.splitlines() if _relevant(line))
    sums: dict[str, float] = {}
    try:
        for family in text_string_to_metric_families(wanted + "\n"):
            for sample in family.samples:
                if sample.name in _NAMES:
                    sums[sample.name] = sums.get(sample.name, 0.0) + float(sample.value)
    except ValueError as e:
        raise EngineMetricsError(f"not a Prometheus text page: {e}") from None
    missing = [n for n in (RUNNING, WAITING) if n not in sums]
    if missing:
        raise EngineMetricsError(f"metrics page has no {', '.join(missing)}")
    return EngineReading(sums[RUNNING], sums[WAITING], sums.get(PROMPT_TOKENS, 0.0), sums.get(GENERATION_TOKENS, 0.0))


def _relevant(line: str) -> bool:
    if line.startswith("#"):
        parts = line.split(maxsplit=3)
        return len(parts) >= 3 and parts[1] in ("TYPE", "HELP") and (parts[2] in _FAMILIES or parts[2] in _NAMES)
    name = line.split("{", 1)[0].split(" ", 1)[0]
    return name in _NAMES


class EngineMetrics:
    """The last reading of each engine at ``urls`` (``/metrics`` every ``scrape_s``, `run`).

    After each round, ``on_load(urls, running, waiting, at)`` gets the engines' counts (an engine not read this
    round its last reading; none until each engine has been read once, and then an engine that joined since is
    left out until it is read), and ``on_progress(url, tokens, at)`` each engine read's token count. Engines
    come and go with their replicas (`add`, `remove`)."""

    def __init__(
        self,
        urls: Sequence[str],
        config: EngineMetricsConfig,
        counters: Counters,
        replica_ids: Sequence[str] | None = None,
        on_load: Callable[[list[str], list[float], list[float], float], None] | None = None,
        on_progress: Callable[[str, float, float], None] | None = None,
    ) -> None:
        self.urls = list(urls)
        self.config = config
        self.counters = counters
        self.ids = dict(zip(self.urls, replica_ids or self.urls, strict=True))
        self.on_load = on_load
        self.on_progress = on_progress
        self.readings: dict[str, EngineReading] = {}
        """The last reading per engine."""
        self.read_at: dict[str, float] = {}
        """When (monotonic) each engine was last read."""
        self._all_read = False

    def add(self, url: str, replica: str) -> None:
        """A replica joined: its engine is read from the next round on."""
        if url not in self.ids:
            self.urls.append(url)
            self.ids[url] = replica

    def remove(self, url: str) -> None:
        """A replica left: its engine is no longer read, and its last reading is let go."""
        self.urls = [u for u in self.urls if u != url]
        self.readings.pop(url, None)
        self.read_at.pop(url, None)
        replica = self.ids.pop(url, url)
        for name in ("cacheroute_engine_running", "cacheroute_engine_waiting"):
            self.counters.forget(name, replica=replica)

    async def read(self, session: ClientSession, url: str) -> EngineReading | None:
        """One engine's reading now (None: no answer, an error status, a page without the counts, or its replica
        left while it was read: `remove` dropped its series, and nothing of it is counted again)."""
        replica = self.ids.get(url, url)
        reading: EngineReading | None = None
        problem: EngineMetricsError | None = None
        try:
            async with session.get(url + self.config.path, timeout=ClientTimeout(total=self.config.timeout_s)) as r:
                if r.status >= 400:
                    raise EngineMetricsError(f"answered {r.status}")
                reading = parse_metrics(await r.text())
        except EngineMetricsError as e:
            problem = e
        except Exception:  # noqa: BLE001 - any failure to answer is no reading
            pass
        if self.ids.get(url) != replica:
            return None
        result = "ok" if reading is not None else "bad" if problem is not None else "fail"
        self.counters.inc("cacheroute_engine_scrapes_total", replica=replica, result=result)
        if problem is not None:
            log.warning("engine metrics of %s unusable: %s", replica, problem)
        if reading is not None:
            self.counters.set("cacheroute_engine_running", reading.running, replica=replica)
            self.counters.set("cacheroute_engine_waiting", reading.waiting, replica=replica)
        return reading

    async def scrape(self, session: ClientSession) -> None:
        """One round: every engine read at once, then the readings fed on."""
        urls = list(self.urls)
        got = await asyncio.gather(*(self.read(session, u) for u in urls))
        now = time.monotonic()
        for url, reading in zip(urls, got, strict=True):
            if reading is None or url not in self.ids:
                continue
            self.readings[url] = reading
            self.read_at[url] = now
            if self.on_progress is not None:
                self.on_progress(url, reading.tokens, now)
        self._all_read = self._all_read or all(u in self.readings for u in self.urls)
        if self.on_load is not None and self._all_read:
            read = [u for u in self.urls if u in self.readings]
            last = [self.readings[u] for u in read]
            self.on_load(read, [r.running for r in last], [r.waiting for r in last], now)

    async def run(self, session: ClientSession) -> None:
        """Scrape every ``scrape_s`` whatever a round takes."""
        while True:
            started = time.monotonic()
            await self.scrape(session)
            await asyncio.sleep(max(0.0, self.config.scrape_s - (time.monotonic() - started)))
