"""Engine metrics: each engine's own published counts, read from its vLLM ``/metrics`` every ``scrape_s``.

Every router instance reads the same numbers: a progress signal they read alike (`hang`: a busy
engine's token counters advance, a hung one's do not), and each engine's own counts (the gauges
``cacheroute_engine_running`` and ``..._waiting``). Read, per
engine, summed over the label sets it publishes (vLLM V1 labels each data-parallel engine ``engine="k"``):

- ``vllm:num_requests_running`` and ``vllm:num_requests_waiting`` (gauges), a reading late by up to
  ``scrape_s`` (the routing core decides on the instances' own reports instead, `routing.peer_load`: a
  view a second old sends every instance to the replica that looked idle then; the fleet load view
  built on these counts was retired in 0.3.0);
- ``vllm:prompt_tokens_total`` and ``vllm:generation_tokens_total`` (counters): their sum advancing
  is the engine's progress (`Misses.engine_read`);
- where the engine publishes them, the sums and counts of ``vllm:request_prefill_time_seconds`` (a request's
  time from its scheduling to its first token: its prefill without its queue) and the sum of
  ``vllm:request_prefill_kv_computed_tokens`` (the prompt tokens it computed, its cache hits left out):
  between two readings, the prefills the engine finished, for the replica's learned cost model
  (`RoutingCore.engine_costs`, ``costs``);
- ``vllm:cache_config_info``'s ``num_gpu_blocks`` x ``block_size`` labels: the KV tokens the engine has
  (`EngineReading.kv_tokens`, for `cacheroute fit`).

A reading is late by up to ``scrape_s``; a replica whose ``/metrics`` does not answer keeps its last
reading for the load and shows no progress. Only the lines of these metrics are parsed
(`prometheus_client.parser`; of the histograms their ``_sum`` and ``_count`` only), so the rest of an
engine's page costs nothing.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from typing import NamedTuple

from aiohttp import ClientSession, ClientTimeout
from prometheus_client.parser import text_string_to_metric_families
from pydantic import BaseModel, ConfigDict, Field, model_validator

from cacheroute_solver.adapter.metrics import Counters

__all__ = ["EngineMetrics", "EngineMetricsConfig", "EngineMetricsError", "EngineReading", "parse_metrics"]

log = logging.getLogger("cacheroute.router")

RUNNING = "vllm:num_requests_running"
WAITING = "vllm:num_requests_waiting"
PROMPT_TOKENS = "vllm:prompt_tokens_total"
GENERATION_TOKENS = "vllm:generation_tokens_total"
PREFILL_TIME = "vllm:request_prefill_time_seconds"
PREFILL_COMPUTED = "vllm:request_prefill_kv_computed_tokens"
CACHE_CONFIG = "vllm:cache_config_info"
_NAMES = (
    RUNNING,
    WAITING,
    PROMPT_TOKENS,
    GENERATION_TOKENS,
    PREFILL_TIME + "_sum",
    PREFILL_TIME + "_count",
    PREFILL_COMPUTED + "_sum",
    CACHE_CONFIG,
)
_FAMILIES = (
    RUNNING,
    WAITING,
    PROMPT_TOKENS.removesuffix("_total"),
    GENERATION_TOKENS.removesuffix("_total"),
    PREFILL_TIME,
    PREFILL_COMPUTED,
    CACHE_CONFIG,
)


class EngineMetricsConfig(BaseModel):
    """Where and how often the engines' ``/metrics`` are read, and what the readings feed."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    @model_validator(mode="before")
    @classmethod
    def _retired(cls, data: object) -> object:
        if isinstance(data, dict) and "load" in data:
            raise ValueError(
                "load was retired in 0.3.0 with the fleet load view it fed (routing.fleet_load): several instances "
                "decide on each other's reports (routing.peer_load); the readings still feed hang detection (progress) "
                "and the learned costs (costs)"
            )
        return data

    scrape_s: float = Field(default=1.0, gt=0.0, description="Read every engine's /metrics this often.")
    timeout_s: float = Field(default=1.0, gt=0.0, description="A read with no answer by then fails (no reading).")
    path: str = Field(default="/metrics", description="GET path of the engines' Prometheus metrics.")
    progress: bool = Field(
        default=True,
        description="Hang detection counts the engine's token counters advancing as progress, which every instance "
        "sees alike (router.fleet.hang), besides the first tokens this instance saw.",
    )
    costs: bool = Field(
        default=True,
        description="Feed the engine's own prefill times (its queue left out) and computed tokens to the replica's "
        "learned cost model (routing.learned), where the engine publishes them and the models learn.",
    )


class EngineMetricsError(ValueError):
    """An engine's /metrics page lacks a metric the reading needs, or is not the text format."""


class EngineReading(NamedTuple):
    """One engine's counts at one reading (each summed over the engine's label sets)."""

    running: float
    waiting: float
    prompt_tokens: float
    generation_tokens: float
    prefill_s: float | None = None
    """Seconds of its prefills so far (``vllm:request_prefill_time_seconds_sum``; None: not published)."""
    prefills: float | None = None
    """Prefills so far (its ``_count``)."""
    computed_tokens: float | None = None
    """Prompt tokens its prefills computed (``vllm:request_prefill_kv_computed_tokens_sum``)."""
    kv_tokens: float | None = None
    """KV tokens it holds (``vllm:cache_config_info``: ``num_gpu_blocks`` x ``block_size``; None: not published)."""
    block_size: int | None = None
    """Tokens per KV block (``vllm:cache_config_info``'s ``block_size``)."""

    @property
    def tokens(self) -> float:
        """Tokens the engine has processed (prompt and generated): it advances while the engine works."""
        return self.prompt_tokens + self.generation_tokens


def parse_metrics(text: str) -> EngineReading:
    """The reading in a Prometheus text page (vLLM's ``/metrics``); `EngineMetricsError` names a missing metric."""
    wanted = "\n".join(line for line in text.splitlines() if _relevant(line))
    sums: dict[str, float] = {}
    kv: float | None = None
    block: int | None = None
    try:
        for family in text_string_to_metric_families(wanted + "\n"):
            for sample in family.samples:
                if sample.name == CACHE_CONFIG:
                    blocks, size = _cache_config(sample.labels)
                    if blocks is not None and size is not None:
                        kv, block = (kv or 0.0) + blocks * size, size
                elif sample.name in _NAMES:
                    sums[sample.name] = sums.get(sample.name, 0.0) + float(sample.value)
    except ValueError as e:
        raise EngineMetricsError(f"not a Prometheus text page: {e}") from None
    missing = [n for n in (RUNNING, WAITING) if n not in sums]
    if missing:
        raise EngineMetricsError(f"metrics page has no {', '.join(missing)}")
    return EngineReading(
        sums[RUNNING],
        sums[WAITING],
        sums.get(PROMPT_TOKENS, 0.0),
        sums.get(GENERATION_TOKENS, 0.0),
        sums.get(PREFILL_TIME + "_sum"),
        sums.get(PREFILL_TIME + "_count"),
        sums.get(PREFILL_COMPUTED + "_sum"),
        kv,
        block,
    )


def _cache_config(labels: dict[str, str]) -> tuple[float | None, int | None]:
    """(GPU blocks, block size) of a ``vllm:cache_config_info`` sample (None where a label is missing or not a number)."""
    try:
        blocks = float(labels["num_gpu_blocks"])
        size = int(float(labels["block_size"]))
    except (KeyError, ValueError):
        return None, None
    return (blocks, size) if blocks > 0 and size > 0 else (None, None)


def _relevant(line: str) -> bool:
    if line.startswith("#"):
        parts = line.split(maxsplit=3)
        return len(parts) >= 3 and parts[1] in ("TYPE", "HELP") and (parts[2] in _FAMILIES or parts[2] in _NAMES)
    name = line.split("{", 1)[0].split(" ", 1)[0]
    return name in _NAMES


class EngineMetrics:
    """The last reading of each engine at ``urls`` (``/metrics`` every ``scrape_s``, `run`).

    After each round, ``on_progress(url, tokens, at)`` gets each engine read's token count, and
    ``on_costs(url, prefills, seconds, tokens)`` the prefills an engine that publishes them finished since its
    previous reading. Engines come and go with their replicas (`add`, `remove`)."""

    def __init__(
        self,
        urls: Sequence[str],
        config: EngineMetricsConfig,
        counters: Counters,
        replica_ids: Sequence[str] | None = None,
        on_progress: Callable[[str, float, float], None] | None = None,
        on_costs: Callable[[str, float, float, float], None] | None = None,
    ) -> None:
        self.urls = list(urls)
        self.config = config
        self.counters = counters
        self.ids = dict(zip(self.urls, replica_ids or self.urls, strict=True))
        self.on_progress = on_progress
        self.on_costs = on_costs
        self.readings: dict[str, EngineReading] = {}
        """The last reading per engine."""
        self.read_at: dict[str, float] = {}
        """When (monotonic) each engine was last read."""
        self.busiest: dict[str, float] = {}
        """Per engine, the most requests it was read running while others waited there: its batch limit (vLLM's
        --max-num-seqs, which it does not publish) once it has been full, or what its KV held then."""

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
        self.busiest.pop(url, None)
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
            previous = self.readings.get(url)
            if self.on_costs is not None and previous is not None:
                self._prefills(url, previous, reading)
            self.readings[url] = reading
            self.read_at[url] = now
            if reading.waiting > 0 and reading.running > self.busiest.get(url, 0.0):
                self.busiest[url] = reading.running
            if self.on_progress is not None:
                self.on_progress(url, reading.tokens, now)

    def _prefills(self, url: str, last: EngineReading, now: EngineReading) -> None:
        """The prefills an engine finished between two readings, to ``on_costs`` (none where it does not publish
        them, or its counts fell: a restarted engine's start again)."""
        if None in (
            now.prefills,
            now.prefill_s,
            now.computed_tokens,
            last.prefills,
            last.prefill_s,
            last.computed_tokens,
        ):
            return
        done = now.prefills - last.prefills  # type: ignore[operator]
        seconds = now.prefill_s - last.prefill_s  # type: ignore[operator]
        tokens = now.computed_tokens - last.computed_tokens  # type: ignore[operator]
        if done > 0 and seconds >= 0 and tokens >= 0:
            assert self.on_costs is not None
            self.on_costs(url, done, seconds, tokens)

    async def run(self, session: ClientSession) -> None:
        """Scrape every ``scrape_s`` whatever a round takes."""
        while True:
            started = time.monotonic()
            await self.scrape(session)
            await asyncio.sleep(max(0.0, self.config.scrape_s - (time.monotonic() - started)))
