"""One plan for many router instances: what each instance exports, how one planner merges it.

Router instances behind a balancer each see part of the traffic. Each exports its own view on its
control plane (``GET /stats``: an `InstanceStats`, its observer's statistics, the placement hints
of its prefix memory, the fleet as its health checks see it, the epoch of its plan). One planner
(`SharedPlanner`: ``cacheroute planner --routers URL,URL``, or one instance with
``RouterConfig.planner`` set) pulls every instance, merges the statistics
(`cacheroute_solver.observe.merge_stats`), the hints and the fleets (`merge_reports`), runs the
`Planner` once and publishes the one plan to every instance: ``POST /plan`` with the bearer token
(default) or through Redis (`redis_plans`). An instance keeps routing by the plan it holds while
the planner is away; a planner that starts again continues from the newest plan any instance holds.

The switch is shared the same way: each instance exports its mode and the record of its last switch
(`switch.ModeRecord`: live on a report, or rolled back), the planner keeps the newest it has seen
(`switch.newer`) and, before it plans, gives it to every instance that holds another (``POST
/plan/mode``, or the Redis key ``mode_key``). A switch at one instance (enabled, rolled back by hand or
by its watch) is thus in force at all of them one pull later: within one planner period.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError

from cacheroute_solver.models import Fleet, Plan, PlanConfig
from cacheroute_solver.observe import ObservedStats, merge_stats
from cacheroute_solver.planning import Planner, PlanStep

from ..operations.switch import Mode, ModeRecord, newer
from .peers import join_hostport
from .redis_plans import RedisPlanConfig, publish_mode, publish_plan, redis_client

__all__ = ["InstanceStats", "InstanceSwitch", "MergedReports", "SharedPlanner", "SharedPlannerConfig", "merge_reports"]

log = logging.getLogger("cacheroute.planner")


class InstanceSwitch(BaseModel):
    """One instance's switch as it exports it: its mode and the record of its last switch."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    mode: Mode
    record: ModeRecord | None = Field(default=None, description="Its last switch (None: none since it started).")


class InstanceStats(BaseModel):
    """What one router instance exports for the shared planner (``GET /stats``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    time: float = Field(description="Wall-clock time (s) of the export.")
    epoch: int = Field(ge=-1, description="Epoch of the plan in force at the instance (-1: none).")
    fleet: Fleet = Field(description="The instance's replicas, `healthy` as its health checks see them.")
    stats: ObservedStats = Field(description="Its observer's statistics (the busiest keys first).")
    hints: dict[str, str] = Field(
        default_factory=dict, description="Key -> a replica its prefix memory says holds the key's prefix."
    )
    switch: InstanceSwitch | None = Field(default=None, description="Its switch (None: it does not switch).")
    peer_port: int | None = Field(
        default=None,
        ge=1,
        le=65535,
        description="The UDP port its peer-load channel listens on (`router.instances.peers`; None: it has none). The "
        "planner gives every instance the others' addresses (``POST /peers``): this port on the host it reached.",
    )


class MergedReports(BaseModel):
    """The instances' reports as one: statistics, fleet, hints, and who was left out and why."""

    model_config = ConfigDict(frozen=True)

    stats: ObservedStats
    fleet: Fleet
    hints: dict[str, str]
    epoch: int = Field(description="Newest plan epoch any instance holds (-1: none).")
    record: ModeRecord | None = Field(default=None, description="Newest switch any instance holds (`switch.newer`).")
    used: tuple[int, ...] = Field(description="Positions of the reports merged.")
    dropped: dict[int, str] = Field(default_factory=dict, description="Position -> why that report was left out.")


def merge_reports(reports: Sequence[InstanceStats]) -> MergedReports:
    """Merge the instances' exports into what one router seeing all the traffic would report.

    Statistics merge by `merge_stats`. The fleet is the first report's; a report naming other
    replicas is left out (a plan over replicas an instance does not know would be refused there).
    A replica is planned as down only when more than half of the instances see it down (one
    instance's ejection is often its own time-out, not the replica's loss). Each key's hint is the
    replica most instances name (ties: the smallest id). The switch is the newest record any
    instance holds. ValueError when ``reports`` is empty.
    """
    if not reports:
        raise ValueError("no instance reported")
    ids = [r.id for r in reports[0].fleet.replicas]
    used: list[int] = []
    dropped: dict[int, str] = {}
    for i, rep in enumerate(reports):
        other = [r.id for r in rep.fleet.replicas]
        if sorted(other) != sorted(ids):
            dropped[i] = f"replicas {sorted(other)} differ from the first report's {sorted(ids)}"
        else:
            used.append(i)
    kept = [reports[i] for i in used]
    down = Counter(r.id for rep in kept for r in rep.fleet.replicas if not r.healthy)
    fleet = Fleet(
        replicas=tuple(r.model_copy(update={"healthy": down[r.id] * 2 <= len(kept)}) for r in reports[0].fleet.replicas)
    )
    votes: dict[str, Counter[str]] = {}
    for rep in kept:
        for key, rid in rep.hints.items():
            if rid in ids:
                votes.setdefault(key, Counter())[rid] += 1
    hints = {key: min(c.items(), key=lambda kv: (-kv[1], kv[0]))[0] for key, c in votes.items()}
    record = None
    for rep in kept:
        if rep.switch is not None and newer(rep.switch.record, record):
            record = rep.switch.record
    return MergedReports(
        stats=merge_stats([r.stats for r in kept]),
        fleet=fleet,
        hints=hints,
        epoch=max(r.epoch for r in kept),
        record=record,
        used=tuple(used),
        dropped=dropped,
    )


PEER_GRACE_STEPS = 2
"""Periods an instance whose ``/stats`` did not answer stays among the peers `SharedPlanner.introduce` names."""


class SharedPlannerConfig(BaseModel):
    """Where the router instances are, how often to plan, and how to publish the plan."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    routers: tuple[str, ...] = Field(min_length=1, description="Control-plane base URLs of the router instances.")
    period_s: float = Field(default=30.0, gt=0.0, description="Seconds between plans.")
    plan_config: PlanConfig = PlanConfig()
    max_keys: int | None = Field(default=2000, ge=1, description="Most keys handed to the solver per period.")
    export_keys: int = Field(default=8000, ge=1, description="Most keys each instance exports per pull (its busiest).")
    placement_hints: bool = Field(
        default=True, description="Start cold keys where an instance says their prefix is cached."
    )
    token: SecretStr | None = Field(default=None, description="Bearer token of the instances' control planes.")
    token_file: str | None = Field(default=None, description="Read the token from this file (first line) instead.")
    timeout_s: float = Field(default=10.0, gt=0.0, description="Per-request time limit when pulling and pushing.")
    publish: Literal["http", "redis"] = Field(
        default="http", description="'http': POST /plan to every instance; 'redis': write it to Redis (see `redis`)."
    )
    redis: RedisPlanConfig | None = Field(default=None, description="Where to publish with publish='redis'.")

    def secret(self) -> str | None:
        if self.token_file is not None:
            lines = Path(self.token_file).read_text(encoding="utf-8").strip().splitlines()
            if not lines or not lines[0].strip():
                raise ValueError(f"token_file {self.token_file!r} holds no token")
            return lines[0].strip()
        return None if self.token is None else self.token.get_secret_value()


class SharedPlanner:
    """Pulls every instance, merges, plans once, publishes to every instance (module docstring).

    ``redis_factory(url)`` makes the Redis client (default `redis.asyncio.from_url`; tests pass
    a fake).
    """

    def __init__(self, config: SharedPlannerConfig, redis_factory: Callable[[str], Any] | None = None) -> None:
        if config.publish == "redis" and config.redis is None:
            raise ValueError("publish='redis' needs redis settings (SharedPlannerConfig.redis)")
        self.config = config
        self.planner: Planner | None = None
        self.steps = 0
        self.record: ModeRecord | None = None
        """The newest switch seen at any instance: the fleet's mode."""
        self._stored_record: ModeRecord | None = None
        self._token = config.secret()
        self._redis_factory = redis_factory
        self._redis: Any = None
        self._peer_addresses: dict[str, tuple[str, int]] = {}
        """Per instance, its peer channel's address and the pull it was last reported at (`introduce`)."""
        self._pulls = 0

    def _headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self._token}"} if self._token else {}

    async def pull(self, session: Any) -> list[InstanceStats | str]:
        """Every instance's export, or why it could not be had (in ``routers`` order)."""
        from aiohttp import ClientError, ClientTimeout

        timeout = ClientTimeout(total=self.config.timeout_s)

        async def one(base: str) -> InstanceStats | str:
            url = f"{base.rstrip('/')}/stats?max_keys={self.config.export_keys}"
            try:
                async with session.get(url, headers=self._headers(), timeout=timeout) as r:
                    raw = await r.read()
                    if r.status != 200:
                        return f"GET /stats answered {r.status}: {raw[:200].decode('utf-8', 'replace')}"
                return InstanceStats.model_validate_json(raw)
            except (ClientError, TimeoutError) as e:
                return f"unreachable: {type(e).__name__} {e}"
            except ValidationError as e:
                err = e.errors(include_url=False)[0]
                return f"bad /stats answer: {'.'.join(map(str, err['loc']))}: {err['msg']}"

        return list(await asyncio.gather(*(one(u) for u in self.config.routers)))

    async def _newest_plan(self, session: Any, reports: Sequence[InstanceStats | str], epoch: int) -> Plan | None:
        """The plan of epoch ``epoch`` from an instance that holds it (a planner that restarted
        continues from it)."""
        from aiohttp import ClientError, ClientTimeout

        for base, rep in zip(self.config.routers, reports, strict=False):
            if isinstance(rep, InstanceStats) and rep.epoch == epoch:
                try:
                    async with session.get(
                        f"{base.rstrip('/')}/plan",
                        headers=self._headers(),
                        timeout=ClientTimeout(total=self.config.timeout_s),
                    ) as r:
                        if r.status == 200:
                            return Plan.model_validate_json(await r.read())
                except (ClientError, TimeoutError, ValidationError) as e:
                    log.warning("cannot read the plan of %s: %s", base, e)
        return None

    def plan(self, merged: MergedReports, previous: Plan | None = None) -> PlanStep:
        """The next plan from merged reports; ``previous`` replaces the planner's previous plan."""
        if self.planner is None:
            self.planner = Planner(merged.fleet, self.config.plan_config, max_keys=self.config.max_keys)
        if previous is not None:
            self.planner.plan = previous
        hints = merged.hints if self.config.placement_hints else None
        return self.planner.step(merged.stats, merged.fleet, hints=hints)

    async def publish(self, session: Any, plan: Plan) -> dict[str, str]:
        """Give ``plan`` to every instance: per destination, 'accepted' or why not."""
        raw = plan.model_dump_json()
        if self.config.publish == "redis":
            assert self.config.redis is not None
            if self._redis is None:
                self._redis = (self._redis_factory or redis_client)(self.config.redis.url)
            try:
                receivers = await publish_plan(self._redis, self.config.redis, raw, plan.epoch)
            except Exception as e:  # noqa: BLE001 - a store that is down is reported, not raised
                return {self.config.redis.url: f"redis: {type(e).__name__} {e}"}
            return {self.config.redis.url: f"accepted (stored; {receivers} subscribers notified)"}
        from aiohttp import ClientError, ClientTimeout

        timeout = ClientTimeout(total=self.config.timeout_s)
        headers = {**self._headers(), "Content-Type": "application/json"}

        async def one(base: str) -> str:
            try:
                async with session.post(f"{base.rstrip('/')}/plan", data=raw, headers=headers, timeout=timeout) as r:
                    if r.status == 200:
                        return "accepted"
                    body = await r.text()
                    return f"refused ({r.status}): {body[:200]}"
            except (ClientError, TimeoutError) as e:
                return f"unreachable: {type(e).__name__} {e}"

        results = await asyncio.gather(*(one(u) for u in self.config.routers))
        return dict(zip(self.config.routers, results, strict=False))

    async def publish_mode(self, session: Any, due: Sequence[str]) -> dict[str, str]:
        """Give the fleet's switch (`record`) to the instances ``due`` (those that switch and hold another), or
        to the Redis key: per destination, 'adopted' / 'stored' or why not."""
        record = self.record
        if record is None:
            return {}
        raw = record.model_dump_json()
        if self.config.publish == "redis":
            assert self.config.redis is not None
            if self._stored_record == record:
                return {}
            if self._redis is None:
                self._redis = (self._redis_factory or redis_client)(self.config.redis.url)
            try:
                receivers = await publish_mode(self._redis, self.config.redis, raw)
            except Exception as e:  # noqa: BLE001 - a store that is down is reported, not raised
                return {self.config.redis.url: f"redis: {type(e).__name__} {e}"}
            self._stored_record = record
            return {self.config.redis.url: f"stored ({receivers} subscribers notified)"}
        from aiohttp import ClientError, ClientTimeout

        timeout = ClientTimeout(total=self.config.timeout_s)
        headers = {**self._headers(), "Content-Type": "application/json"}

        async def one(base: str) -> str:
            try:
                async with session.post(
                    f"{base.rstrip('/')}/plan/mode", data=raw, headers=headers, timeout=timeout
                ) as r:
                    if r.status == 200:
                        return "adopted"
                    return f"refused ({r.status}): {(await r.text())[:300]}"
            except (ClientError, TimeoutError) as e:
                return f"unreachable: {type(e).__name__} {e}"

        return dict(zip(due, await asyncio.gather(*(one(u) for u in due)), strict=False))

    async def introduce(self, session: Any, reports: Sequence[InstanceStats | str]) -> dict[str, str]:
        """Give every instance with a peer-load channel the others' addresses (``POST /peers``): the port each
        reported, on the host this planner reached it at. Every period, so a restarted instance, or one
        that moved, is known again within one. Per instance told: how many peers it reports to, or why not."""
        from aiohttp import ClientError, ClientTimeout

        self._pulls += 1
        for base, rep in zip(self.config.routers, reports, strict=False):
            host = urlsplit(base).hostname
            if isinstance(rep, InstanceStats) and rep.peer_port is not None and host:
                self._peer_addresses[base] = (join_hostport(host, rep.peer_port), self._pulls)
            elif isinstance(rep, InstanceStats):
                self._peer_addresses.pop(base, None)  # it answered, and has no channel (any more)
        # an instance that did not answer this pull stays listed for PEER_GRACE_STEPS periods: one slow
        # /stats must not cut it off from the others
        addresses = {b: a for b, (a, seen) in self._peer_addresses.items() if self._pulls - seen <= PEER_GRACE_STEPS}
        if len(addresses) < 2:
            return {}
        timeout = ClientTimeout(total=self.config.timeout_s)
        headers = {**self._headers(), "Content-Type": "application/json"}

        async def one(base: str) -> str:
            body = json.dumps({"peers": [a for b, a in addresses.items() if b != base]})
            try:
                async with session.post(f"{base.rstrip('/')}/peers", data=body, headers=headers, timeout=timeout) as r:
                    if r.status == 200:
                        return f"{(await r.json())['peers']} peers"
                    return f"refused ({r.status}): {(await r.text())[:200]}"
            except (ClientError, TimeoutError, ValueError, KeyError, TypeError) as e:
                return f"unreachable: {type(e).__name__} {e}"

        answered = [
            b
            for b, rep in zip(self.config.routers, reports, strict=False)
            if b in addresses and not isinstance(rep, str)
        ]
        told = await asyncio.gather(*(one(b) for b in answered))  # one that did not answer is not waited on again
        return dict(zip(answered, told, strict=True))

    async def step(self, session: Any) -> dict[str, Any]:
        """One period: pull, tell the instances where their peers are, merge, plan, publish; what happened
        (nothing is raised for an instance that is down: it is named in the result and skipped)."""
        reports = await self.pull(session)
        peers = await self.introduce(session, reports)
        if any(not v.endswith(" peers") for v in peers.values()):
            log.warning("peers not told everywhere: %s", peers)
        good = [r for r in reports if isinstance(r, InstanceStats)]
        failed = {u: r for u, r in zip(self.config.routers, reports, strict=False) if isinstance(r, str)}
        if not good:
            return {"planned": False, "reason": "no instance reported", "failed": failed}
        merged = merge_reports(good)
        names = [u for u, r in zip(self.config.routers, reports, strict=False) if isinstance(r, InstanceStats)]
        failed.update({names[i]: why for i, why in merged.dropped.items()})
        if newer(merged.record, self.record):
            self.record = merged.record
        due = [names[i] for i in merged.used if (sw := good[i].switch) is not None and sw.record != self.record]
        modes = await self.publish_mode(session, due)
        if any(not v.startswith(("adopted", "stored")) for v in modes.values()):
            log.warning("the fleet's switch not taken everywhere: %s", modes)
        if not merged.fleet.healthy:
            why = f"none of the {len(merged.fleet.replicas)} replicas is in rotation; instances keep the plan they hold"
            log.warning("shared plan step skipped: %s", why)
            return {"planned": False, "reason": why, "failed": failed}
        previous = None
        mine = self.planner.plan.epoch if self.planner is not None and self.planner.plan is not None else -1
        if merged.epoch > mine:
            previous = await self._newest_plan(session, reports, merged.epoch)
            if previous is None:
                # that plan cannot be read: go on from ours, numbered after it so it is not stale
                own = self.planner.plan if self.planner is not None and self.planner.plan is not None else Plan(epoch=0)
                previous = own.model_copy(update={"epoch": merged.epoch})
        step = await asyncio.to_thread(self.plan, merged, previous)
        published = await self.publish(session, step.plan)
        self.steps += 1
        return {
            "planned": True,
            "epoch": step.plan.epoch,
            "instances": len(merged.used),
            "failed": failed,
            "published": published,
            "warm_keys": len(step.plan.assignments),
            "keys_seen": len(step.keys),
            "total_rate": merged.stats.total_rate,
            "admitted": len(step.diff.admitted),
            "moved": len(step.diff.moved),
            "status": step.plan.status,
            "mode": None if self.record is None else {**self.record.summary(), "published": modes},
            "peers": peers,
        }

    async def run(self, steps: int | None = None) -> None:
        """Plan every ``period_s`` (``steps`` times, or until cancelled); errors are logged and the
        next period tried."""
        from aiohttp import ClientSession

        try:
            async with ClientSession() as session:
                done = 0
                while steps is None or done < steps:
                    started = time.monotonic()
                    try:
                        log.info("shared plan step: %s", await self.step(session))
                    except Exception:
                        log.exception("shared plan step failed; instances keep the plan they hold")
                    done += 1
                    if steps is None or done < steps:
                        await asyncio.sleep(max(0.0, self.config.period_s - (time.monotonic() - started)))
        finally:
            await self.close()

    async def close(self) -> None:
        if self._redis is not None:
            close = getattr(self._redis, "aclose", None) or getattr(self._redis, "close", None)
            if close is not None:
                await close()
            self._redis = None
