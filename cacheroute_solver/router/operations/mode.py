"""The reference router's mode in force: shadow -> live on a gate report (``POST /plan/enable``), back to the
incumbent policy by hand or when the live watch says so, a fleet's switch taken from other instances, and the
last switch kept across restarts (`switch` holds the rule; this room its routes, metrics and persistence)."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Sequence
from typing import Any, Literal, TypeVar

from aiohttp import web
from pydantic import BaseModel, ValidationError

from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.adapter.plan_routing import PlanRouting
from cacheroute_solver.adapter.store import PlanStore
from cacheroute_solver.replay import ReplayReport

from ..config import RouterConfig
from ..http_io import read_capped
from ..instances.redis_plans import load_stored_mode
from .mode_file import load_record, save_record
from .switch import Mode, ModeRecord, Refusal, Switch, SwitchEvent, admit, admit_record, newer

__all__ = ["ModeControl"]

log = logging.getLogger("cacheroute.router")

_MiB = 1024 * 1024
_REPORT_BYTES = 4 * _MiB
"""Largest gate report taken on POST /plan/enable (one is a few KiB)."""
_MODES: tuple[Mode, ...] = ("shadow", "live", "rolled_back", "plan", "baseline")
_M = TypeVar("_M", bound=BaseModel)


class ModeControl:
    """The router's `Switch` and what goes with it: metrics, control routes, saves of the switch in force."""

    def __init__(self, config: RouterConfig, counters: Counters, store: PlanStore, routing: PlanRouting) -> None:
        self.config = config
        self.counters = counters
        self.store = store
        self.routing = routing
        mode: Mode = "plan" if config.policy == "plan" else "shadow" if config.shadow else "baseline"
        self.switch = Switch(config.switch, incumbent=config.policy, mode=mode)
        self._show_mode()
        self._persist_lock = asyncio.Lock()
        self._saves: set[asyncio.Task[None]] = set()

    async def drain(self) -> None:
        """Wait for the saves of the switch still being written (at shutdown)."""
        if self._saves:
            await asyncio.gather(*self._saves, return_exceptions=True)

    def _show_mode(self) -> None:
        for m in _MODES:
            self.counters.set("cacheroute_mode", 1 if m == self.switch.mode else 0, mode=m)

    def _switched(self, event: SwitchEvent) -> None:
        """Tell of a switch: metrics and one log line."""
        self.counters.inc("cacheroute_switches_total", to=event.to_mode, reason=event.reason)
        # formatted here: the log throttle holds back repeats of one template, and every switch must be told
        gen = self.switch.generation
        if event.to_mode == "live":
            log.warning(f"switch {gen}: live, CacheRoute routes ({event.reason}): {event.detail}")
        else:
            self.counters.inc("cacheroute_rollbacks_total", reason=event.reason)
            log.warning(f"switch {gen}: rolled back to {self.config.policy} ({event.reason}): {event.detail}")
        self._show_mode()
        self._show_window()

    def _show_window(self) -> None:
        m = self.switch.measured
        p = self.switch.predicted()
        nan = float("nan")
        self.counters.set("cacheroute_served_hit_rate", nan if m is None or m.hit_rate is None else m.hit_rate)
        self.counters.set(
            "cacheroute_served_ttft_p99_seconds", nan if m is None or m.ttft_p99_s is None else m.ttft_p99_s
        )
        self.counters.set("cacheroute_served_window_requests", 0 if m is None else m.requests)
        self.counters.set("cacheroute_predicted_hit_rate", nan if p is None else p.hit_rate)
        self.counters.set(
            "cacheroute_predicted_ttft_p99_seconds", nan if p is None or p.ttft_p99_s is None else p.ttft_p99_s
        )

    async def check_loop(self) -> None:
        """Judge the live window every ``switch.check_interval_s``; roll back when it says so."""
        while True:
            await asyncio.sleep(self.config.switch.check_interval_s)
            event = self.switch.check()
            if event is not None:
                self._switched(event)
                await self._persist()
            self._show_window()

    def watch(self, resp: web.StreamResponse, trip: dict[str, Any], usage: tuple[int, int] | None) -> None:
        """Count an answer in the switch's window: its usage (cached prompt tokens) and, streamed, its TTFT
        (a non-streamed answer's first byte comes at its end: no TTFT)."""
        if resp.status != 200 or not self.switch.switchable:
            return
        first = trip.get("first")
        ttft = None if isinstance(resp, web.Response) or first is None else first - trip["mono"]
        prompt, cached = usage if usage is not None else (None, None)
        self.switch.observe(trip["generation"], prompt, cached, ttft)

    def _state(self, warnings: Sequence[str] = ()) -> web.Response:
        state = {**self.switch.state().model_dump(mode="json"), "epoch": self.store.epoch}
        return web.json_response({**state, "warnings": list(warnings)} if warnings else state)

    def _refused(self, status: int, code: str, message: str, reasons: Sequence[dict[str, Any]] = ()) -> web.Response:
        self.counters.inc("cacheroute_switch_refused_total", reason=code)
        log.warning("switch refused (%s): %s", code, message)
        err: dict[str, Any] = {
            "message": message,
            "type": "conflict" if status == 409 else "invalid_request_error",
            "code": code,
        }
        if reasons:
            err["reasons"] = list(reasons)
        return web.json_response({"error": err}, status=status)

    def _not_switchable(self) -> web.Response:
        return self._refused(
            409,
            "not_switchable",
            f"this router does not switch (mode {self.switch.mode}): switching needs a "
            "baseline policy (round_robin, least_loaded) with shadow: true, so that CacheRoute follows the "
            "traffic before it routes it",
        )

    async def handle_enable(self, request: web.Request) -> web.Response:
        """Go live on a gate report (`switch.admit` says when not); ``?force=1`` takes a reject verdict."""
        if not self.switch.switchable:
            return self._not_switchable()
        force = request.query.get("force", "").lower() in ("1", "true", "yes")
        report = await self._body(
            request, ReplayReport, "invalid_report", "report", "a gate report (cacheroute gate --json)"
        )
        if isinstance(report, web.Response):
            return report
        refusals = admit(
            report, **self._about(), now=time.time(), force=force, rolled_back=self.switch.rolled_back_reports
        )
        if refusals:
            return self._refusals(refusals)
        warnings = self.switch.calibration(report)
        for w in warnings:
            log.warning("enable: %s", w)
        self._switched(self.switch.enable(report, forced=report.verdict != "enable"))
        await self._persist()
        return self._state(warnings)

    async def handle_rollback(self, request: web.Request) -> web.Response:
        """Back to the incumbent now; the body may give the reason (``{"reason": "..."}``)."""
        if not self.switch.switchable:
            return self._not_switchable()
        raw = await read_capped(request, 64 * 1024)
        if raw is None:
            return self._refused(413, "too_large", "rollback body larger than 65536 bytes")
        why = "manual rollback"
        if raw:
            try:
                given = json.loads(raw)
                if not isinstance(given, dict) or not isinstance(given.get("reason", ""), str):
                    raise ValueError
            except ValueError:
                return self._refused(400, "invalid_body", 'the body, when given, is {"reason": "<text>"}')
            why = str(given.get("reason") or why)[:500]
        if not self.switch.live:
            return self._refused(
                409, "not_live", f"the router is not live (mode {self.switch.mode}): nothing to roll back"
            )
        self._switched(self.switch.rollback("manual", why))
        await self._persist()
        return self._state()

    async def handle_mode(self, request: web.Request) -> web.Response:
        """Take the fleet's switch, a `ModeRecord` (the shared planner posts the newest to every instance)."""
        if not self.switch.switchable:
            return self._not_switchable()
        record = await self._body(
            request, ModeRecord, "invalid_record", "switch record", "a switch record (ModeRecord)"
        )
        if isinstance(record, web.Response):
            return record
        refusals = await self._take(record, "fleet")
        return self._refusals(refusals) if refusals else self._state()

    async def handle_switch_state(self, _request: web.Request) -> web.Response:
        return self._state()

    async def _body(self, request: web.Request, model: type[_M], code: str, name: str, what: str) -> _M | web.Response:
        """A control body as ``model``, or the refusal: 413 past `_REPORT_BYTES`, 400 ``code`` naming the field."""
        raw = await read_capped(request, _REPORT_BYTES)
        if raw is None:
            return self._refused(413, "too_large", f"{name} body larger than {_REPORT_BYTES} bytes")
        try:
            return model.model_validate_json(raw)
        except ValidationError as e:
            err = e.errors(include_url=False)[0]
            where = ".".join(str(x) for x in err["loc"]) or "(body)"
            return self._refused(400, code, f"not {what}: {where}: {err['msg']}")

    def _about(self) -> dict[str, Any]:
        """What a report must be about to switch this router (`switch.admit`)."""
        return {
            "fleet": self.routing.fleet,
            "plan": self.config.plan_config,
            "incumbent": self.config.policy,
            "instances": self.config.routing.instances,
            "peer_load": self.config.routing_in_use.peer_load,
            "block_tokens": self.config.key_spec.chain_block_tokens,
            "config": self.config.switch,
        }

    def _refusals(self, refusals: Sequence[Refusal]) -> web.Response:
        """The answer to a refused switch: the first reason's status and code, every reason counted and listed."""
        for r in refusals[1:]:
            self.counters.inc("cacheroute_switch_refused_total", reason=r.code)
        return self._refused(
            refusals[0].status,
            refusals[0].code,
            "; ".join(r.message for r in refusals),
            [r.model_dump(include={"code", "message"}) for r in refusals],
        )

    async def _take(self, record: ModeRecord, via: Literal["fleet", "restored"]) -> list[Refusal]:
        """Adopt another instance's switch (or this one's before a restart) unless it does not fit this router
        or an own newer switch supersedes it: then why (and this instance keeps its mode)."""
        refusals = admit_record(record, **self._about(), now=time.time())
        if refusals:
            if via == "fleet":
                self.switch.fleet_refused = (
                    f"{record.mode} at {record.at:.3f} from instance {record.origin}: "
                    + "; ".join(r.message for r in refusals)
                )
            return refusals
        held = self.switch.record
        if held is not None and newer(held, record):
            return [
                Refusal(
                    status=409,
                    code="stale_record",
                    message=(
                        f"this instance holds a newer switch ({held.mode} at {held.at:.3f} from instance {held.origin}) than "
                        f"the one offered ({record.mode} at {record.at:.3f} from instance {record.origin})"
                    ),
                )
            ]
        event = self.switch.adopt(record, via)
        if event is not None:
            self._switched(event)
            if via == "fleet":
                await self._persist()
        return []

    async def fleet_mode(self, raw: bytes) -> None:
        """The fleet's switch as the shared store holds it (`redis_plans.follow_plans`)."""
        try:
            record = ModeRecord.model_validate_json(raw)
        except ValidationError as e:
            self.counters.inc("cacheroute_switch_refused_total", reason="invalid_record")
            log.warning("the fleet's switch in redis is not a switch record: %s", e.errors(include_url=False)[0]["msg"])
            return
        for r in await self._take(record, "fleet"):
            if r.code != "stale_record":
                self.counters.inc("cacheroute_switch_refused_total", reason=r.code)
                log.warning("the fleet's switch refused (%s): %s", r.code, r.message)

    async def _persist(self) -> None:
        """Keep the switch in force in ``switch.state_file``: written off the loop, one write at a time, and to
        the end even when the caller is cancelled (the router's shutdown waits for it)."""
        path = self.config.switch.state_file
        if path is None or self.switch.record is None:
            return
        task = asyncio.create_task(self._save(path))
        self._saves.add(task)
        task.add_done_callback(self._saves.discard)
        await asyncio.shield(task)

    async def _save(self, path: str) -> None:
        async with self._persist_lock:
            record = self.switch.record
            assert record is not None
            try:
                await asyncio.to_thread(save_record, path, record)
            except OSError as e:
                self.counters.inc("cacheroute_mode_saves_total", result="error")
                log.warning(
                    "cannot keep the switch in switch.state_file %r (%s): a restart will not come back %s",
                    path,
                    e,
                    record.mode,
                )
            else:
                self.counters.inc("cacheroute_mode_saves_total", result="ok")

    async def restore(self, redis: Any) -> None:
        """Start in the mode of the last switch, the newer of this instance's (``switch.state_file``) and the
        fleet's (``plan_redis``); with neither, or one that does not fit this router, in the configured mode.
        Either way it says so (log, ``GET /plan/state`` ``restored``)."""
        sw, cfg = self.switch, self.config
        if not sw.switchable:
            sw.restored = f"mode {sw.mode}: this router does not switch"
            return
        found: list[tuple[ModeRecord, str]] = []
        notes: list[str] = []
        if cfg.switch.state_file is not None:
            record, how = await asyncio.to_thread(load_record, cfg.switch.state_file)
            if record is None:
                notes.append(how)
            else:
                found.append((record, how))
        if cfg.plan_redis is not None:
            where = f"redis key {cfg.plan_redis.mode_key!r}"
            try:
                async with asyncio.timeout(cfg.plan_redis.start_timeout_s):
                    raw = await load_stored_mode(redis, cfg.plan_redis)
                if raw is None:
                    notes.append(f"no fleet switch in {where} yet")
                else:
                    found.append((ModeRecord.model_validate_json(raw), where))
            except ValidationError as e:
                notes.append(f"{where} holds no switch record: {e.errors(include_url=False)[0]['msg']}")
            except Exception as e:  # noqa: BLE001 - a store that is down leaves the configured mode, said
                notes.append(f"{where} unreadable ({type(e).__name__} {e}); the fleet's switch comes when it is back")
        if not found:
            why = "; ".join(notes) or "no switch.state_file and no plan_redis to take a switch back from"
            sw.restored = f"configured mode {sw.mode}: {why}"
        else:
            record, how = max(found, key=lambda f: f[0].key())
            refusals = await self._take(record, "restored")
            if refusals:
                why = "; ".join(r.message for r in refusals)
                sw.restored = f"configured mode {sw.mode}: the last switch, from {how}, does not fit this router: {why}"
            else:
                sw.restored = (
                    f"{record.mode} as the last switch left it, from {how} ({record.reason} at instance "
                    f"{record.origin})"
                )
        # formatted here: the log throttle holds back repeats of one template, and every start must be told
        log.warning(f"instance {sw.origin} starts: {sw.restored}")
