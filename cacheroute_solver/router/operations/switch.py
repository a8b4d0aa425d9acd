"""Going live on a gate report, and back: the router's switch between its incumbent policy and CacheRoute.

A router in shadow mode routes by its incumbent policy (round robin, least loaded) while CacheRoute
follows the traffic. `admit` decides whether a gate report (`ReplayReport`) may switch it live: the
report must be about this router (its fleet, its planner's settings, a recording of its own traffic,
its incumbent, its instance count), recent, and a verdict of ``enable`` (unless forced). `Switch`
holds the mode and, live, watches what is served: a sliding window of the engines' reported cached
prompt tokens (served hit rate) and of streamed answers' time to first token (p99), against what the
report predicted (a forced report: no worse than the incumbent's prediction either). Worse by more
than a margin, continuously for ``hold_s``, it switches back to the incumbent by itself and says why.

Every switch to live or back is a `ModeRecord`: the mode, the report, which instance switched and
when. Router instances that share a plan share the newest record (`newer`: the later stamp; on the
same stamp a rollback), so that a switch at one instance, by hand or by its watch, reaches all of
them (`Switch.adopt`); a restarted router takes its last record back. Pure: no HTTP, a clock given;
the router applies its decisions.
"""

from __future__ import annotations

import hashlib
import math
import socket
import time
import uuid
from collections import deque
from collections.abc import Callable, Iterable
from typing import Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.models import Fleet, PlanConfig
from cacheroute_solver.provenance import FleetIdentity, PlanIdentity
from cacheroute_solver.replay import ReplayReport

from ..usage import read_usage

__all__ = [
    "Measurement",
    "Mode",
    "ModeRecord",
    "Prediction",
    "Refusal",
    "Switch",
    "SwitchConfig",
    "SwitchEvent",
    "SwitchState",
    "admit",
    "admit_record",
    "newer",
    "served_usage",
]

Mode = Literal["shadow", "live", "rolled_back", "plan", "baseline"]
"""``shadow``: the incumbent routes, CacheRoute follows; ``live``: CacheRoute routes; ``rolled_back``: the
incumbent routes again after a rollback (CacheRoute follows on). A router that cannot switch is ``plan``
(``policy: plan``, always CacheRoute) or ``baseline`` (a baseline policy without shadow)."""

_FROZEN = ConfigDict(frozen=True, extra="forbid")


class SwitchConfig(BaseModel):
    """How the router goes live on a gate report and when it switches back by itself."""

    model_config = _FROZEN

    window_s: float = Field(default=30.0, gt=0.0, description="The live watch's sliding window.")
    min_requests: int = Field(
        default=50,
        ge=1,
        description="Fewest measured requests in the window for a metric to be judged (each metric counts its own: "
        "answers with cached_tokens for the hit rate, streamed answers for TTFT).",
    )
    grace_s: float = Field(default=10.0, ge=0.0, description="Nothing is judged this long after going live.")
    hold_s: float = Field(
        default=10.0,
        ge=0.0,
        description="A metric must be worse than the margin this long without a break to roll back.",
    )
    hit_rate_margin: float | None = Field(
        default=0.10,
        ge=0.0,
        le=1.0,
        description="Roll back when the served hit rate is below the predicted one by more than this many "
        "points (0.10: 10 points); None: not watched.",
    )
    ttft_p99_ratio: float | None = Field(
        default=1.5,
        ge=1.0,
        description="Roll back when the served p99 TTFT is above this times the predicted one; None: not watched.",
    )
    max_report_age_s: float = Field(default=86_400.0, gt=0.0, description="A report older than this is refused.")
    max_clock_skew_s: float = Field(
        default=300.0, ge=0.0, description="A report made more than this in the future is refused (clocks apart)."
    )
    check_interval_s: float = Field(default=1.0, gt=0.0, description="How often the router judges the window.")
    max_samples: int = Field(
        default=100_000,
        ge=100,
        description="Most answers the window keeps (the oldest go first): it bounds the p99's cost on the event loop.",
    )
    state_file: str | None = Field(
        default=None,
        description="Keep the last switch (a ModeRecord, JSON) in this file and take it back at start, so that a "
        "restarted router comes back live or rolled back as it was; None: a restart starts in the configured mode "
        "(unless the shared store, plan_redis, holds the fleet's).",
    )


class Refusal(BaseModel):
    """Why a report may not switch this router: an HTTP status, a code and the reason in words."""

    model_config = _FROZEN

    status: int
    code: str
    message: str


class Prediction(BaseModel):
    """What the report predicts one policy serves at the recording's rate."""

    model_config = _FROZEN

    policy: str
    hit_rate: float
    ttft_p99_s: float | None


class Measurement(BaseModel):
    """What was served over the window (None: nothing measured)."""

    model_config = _FROZEN

    window_s: float
    requests: int = Field(description="Answered requests in the window.")
    hit_requests: int = Field(description="Of them, answers that reported cached_tokens.")
    hit_rate: float | None = Field(description="Cached prompt tokens / prompt tokens of those answers.")
    ttft_requests: int = Field(description="Streamed answers, whose first byte is their first token.")
    ttft_p99_s: float | None


class SwitchEvent(BaseModel):
    """One switch: when, from which mode to which, and why."""

    model_config = _FROZEN

    at: float = Field(description="Unix time.")
    from_mode: Mode
    to_mode: Mode
    reason: str = Field(
        description="enable, forced (a reject verdict enabled with force), manual, hit_rate, ttft_p99; fleet (another "
        "instance's switch, through the shared planner or store), restored (the last switch, taken back at start)."
    )
    detail: str


class ModeRecord(BaseModel):
    """A switch as instances share it and a restart takes it back: the mode to be in, the report, who switched."""

    model_config = _FROZEN

    at: float = Field(
        description="Its order: the switch's unix time, or just after the record its instance held where that is "
        "later (clocks apart), so that a switch always supersedes what its instance knew."
    )
    mode: Literal["live", "rolled_back"]
    report: ReplayReport = Field(description="The report gone live on, or the one rolled back.")
    forced: bool
    reason: str = Field(
        description="Why the instance that made it switched: enable, forced, manual, hit_rate, ttft_p99."
    )
    detail: str
    origin: str = Field(min_length=1, description="The instance that switched (`Switch.origin`).")

    def key(self) -> tuple[float, bool, str, str]:
        return (self.at, self.mode == "rolled_back", self.origin, report_id(self.report))

    def summary(self) -> dict[str, object]:
        return {
            "at": self.at,
            "mode": self.mode,
            "reason": self.reason,
            "origin": self.origin,
            "report_id": report_id(self.report),
        }


def newer(a: ModeRecord | None, b: ModeRecord | None) -> bool:
    """Whether ``a`` supersedes ``b``: the later stamp; on the same stamp a rollback over going live (then the
    origin and the report decide, so that every instance orders two records alike)."""
    return a is not None and (b is None or a.key() > b.key())


class Breach(BaseModel):
    """A metric worse than its margin, since when (unix time)."""

    model_config = _FROZEN

    metric: Literal["hit_rate", "ttft_p99"]
    since: float
    detail: str


class SwitchState(BaseModel):
    """The switch as ``GET /plan/state`` shows it."""

    model_config = _FROZEN

    mode: Mode
    incumbent: str
    switchable: bool
    since: float = Field(description="Unix time of the last switch (or of the start).")
    generation: int = Field(
        description="Switches so far; a request counts in the window of the generation it began in."
    )
    report: dict[str, object] | None = Field(description="The report in force: verdict, when made, what it is about.")
    predicted: Prediction | None = Field(
        description="What the report predicts for the policy routing now (CacheRoute live, the incumbent otherwise)."
    )
    measured: Measurement
    breaches: tuple[Breach, ...]
    last_switch: SwitchEvent | None
    instance: str = Field(description="This instance's name in the records it makes (`ModeRecord.origin`).")
    record: dict[str, object] | None = Field(
        description="The record of the switch in force, which instances sharing a planner share (None: no switch yet)."
    )
    restored: str = Field(description="How this instance came to its mode at start.")
    fleet_refused: str | None = Field(
        description="The newest record from the fleet this instance would not take, and why (None: it took all)."
    )
    config: SwitchConfig


def _p99(values: Iterable[float]) -> float:
    """The 99th percentile, linear between the closest ranks (numpy's default)."""
    return float(np.percentile(np.fromiter(values, dtype=np.float64), 99))


class _Window:
    """The answers of the last ``window_s``: running sums of prompt and cached tokens, and the TTFTs."""

    def __init__(self, window_s: float, max_samples: int) -> None:
        self.window_s = window_s
        self.max_samples = max_samples
        self._items: deque[tuple[float, int, int, bool]] = deque()
        self._ttft_at: deque[float] = deque()
        self._ttfts: deque[float] = deque()
        self._prompt = self._cached = self._hits = 0

    def add(self, t: float, prompt: int | None, cached: int | None, ttft: float | None) -> None:
        counted = prompt is not None and cached is not None and prompt > 0
        p, c = (prompt, min(cached, prompt)) if prompt is not None and cached is not None and prompt > 0 else (0, 0)
        self._items.append((t, p, c, counted))
        self._prompt += p
        self._cached += c
        self._hits += counted
        if ttft is not None:
            self._ttft_at.append(t)
            self._ttfts.append(ttft)
        if len(self._items) > self.max_samples:
            self._drop()
        if len(self._ttfts) > self.max_samples:
            self._ttft_at.popleft()
            self._ttfts.popleft()

    def _drop(self) -> None:
        _, p, c, counted = self._items.popleft()
        self._prompt -= p
        self._cached -= c
        self._hits -= counted

    def measure(self, now: float) -> Measurement:
        edge = now - self.window_s
        while self._items and self._items[0][0] <= edge:
            self._drop()
        while self._ttft_at and self._ttft_at[0] <= edge:
            self._ttft_at.popleft()
            self._ttfts.popleft()
        return Measurement(
            window_s=self.window_s,
            requests=len(self._items),
            hit_requests=self._hits,
            hit_rate=self._cached / self._prompt if self._prompt else None,
            ttft_requests=len(self._ttfts),
            ttft_p99_s=_p99(self._ttfts) if self._ttfts else None,
        )


def predictions(report: ReplayReport) -> tuple[Prediction, Prediction]:
    """The report's prediction for CacheRoute and for the incumbent: the hit rate each serves once warm (the
    replay's second half, `ReplayReport.candidate_steady_hit_rate`) where the report has it, since the router
    judges what it serves after running a while, else over the whole replay."""
    cand = report.candidate_steady_hit_rate
    base = report.baseline_steady_hit_rate
    return (
        Prediction(
            policy="cacheroute",
            hit_rate=report.candidate_hit_rate if cand is None else cand,
            ttft_p99_s=report.candidate_ttft_p99_s,
        ),
        Prediction(
            policy=report.baseline,
            hit_rate=report.baseline_hit_rate if base is None else base,
            ttft_p99_s=report.baseline_ttft_p99_s,
        ),
    )


def report_id(report: ReplayReport) -> str:
    """A name for one report (sha256 of its JSON, 16 hex digits)."""
    return hashlib.sha256(report.model_dump_json().encode()).hexdigest()[:16]


class Switch:
    """The router's mode, the report in force and the live watch (module docstring).

    ``clock`` is monotonic time for the window, ``wall`` unix time for events and report ages.
    """

    def __init__(
        self,
        config: SwitchConfig,
        incumbent: str,
        mode: Mode = "shadow",
        clock: Callable[[], float] = time.monotonic,
        wall: Callable[[], float] = time.time,
        origin: str | None = None,
    ) -> None:
        self.config = config
        self.incumbent = incumbent
        self.mode: Mode = mode
        self.origin = origin or f"{socket.gethostname()}-{uuid.uuid4().hex[:6]}"
        """This instance's name in its records (a host name and a random suffix unless given)."""
        self.record: ModeRecord | None = None
        """The switch in force, as instances share it (None: none since the start)."""
        self.restored = f"configured mode {mode}"
        """How the mode at start came (the router says it)."""
        self.fleet_refused: str | None = None
        self.clock, self.wall = clock, wall
        self.generation = 0
        self.report: ReplayReport | None = None
        self.forced = False
        self.last: SwitchEvent | None = None
        self.rolled_back_reports: set[str] = set()
        """Reports rolled back by the watch: enabling one again needs force."""
        self._since = clock()
        self._since_wall = wall()
        self._window = _Window(config.window_s, config.max_samples)
        self._breach: dict[str, Breach] = {}
        self._breach_at: dict[str, float] = {}
        self.measured: Measurement | None = None
        """The window at the last `check`."""

    @property
    def switchable(self) -> bool:
        return self.mode in ("shadow", "live", "rolled_back")

    @property
    def live(self) -> bool:
        return self.mode == "live"

    def _switch(self, to: Mode, reason: str, detail: str, record: ModeRecord | None = None) -> SwitchEvent:
        """Into mode ``to``; ``record``: the one adopted, else this switch's own (stamped after the one held)."""
        event = SwitchEvent(at=self.wall(), from_mode=self.mode, to_mode=to, reason=reason, detail=detail)
        if record is None and to in ("live", "rolled_back") and self.report is not None:
            held = self.record
            record = ModeRecord(
                at=event.at if held is None else max(event.at, held.at + 1e-3),
                mode=to,
                report=self.report,
                forced=self.forced,
                reason=reason,
                detail=detail,
                origin=self.origin,
            )
        if record is not None:
            self.record = record
            self.fleet_refused = None
        self.mode = to
        self.generation += 1
        self.last = event
        self._since, self._since_wall = self.clock(), event.at
        self._window = _Window(self.config.window_s, self.config.max_samples)
        self.measured = None
        self._breach.clear()
        self._breach_at.clear()
        return event

    def enable(self, report: ReplayReport, forced: bool = False) -> SwitchEvent:
        """Go live on ``report`` (checked by `admit`); while live, this replaces the prediction."""
        self.report, self.forced = report, forced
        rid = report_id(report)
        detail = f"report {rid} ({report.verdict}, CacheRoute against {report.baseline})"
        return self._switch("live", "forced" if forced else "enable", detail)

    def rollback(self, reason: str, detail: str) -> SwitchEvent:
        """Back to the incumbent (the router checks that it is live)."""
        if reason != "manual" and self.report is not None:
            self.rolled_back_reports.add(report_id(self.report))
        return self._switch("rolled_back", reason, detail)

    def adopt(self, record: ModeRecord, via: Literal["fleet", "restored"]) -> SwitchEvent | None:
        """Take ``record`` (checked by `admit_record`) when it supersedes the one held: the switch it says, or
        none where this instance is in that mode on that report already. A rollback by a watch bars its report
        here too (as `rollback` does)."""
        if not newer(record, self.record):
            return None
        if record.mode == "rolled_back" and record.reason != "manual":
            self.rolled_back_reports.add(report_id(record.report))
        if (
            self.mode == record.mode
            and self.report is not None
            and self.forced == record.forced
            and report_id(self.report) == report_id(record.report)
        ):
            self.record, self.fleet_refused = record, None
            return None
        self.report, self.forced = record.report, record.forced
        where = "the fleet's" if via == "fleet" else "the last"
        detail = f"{where} switch, {record.reason} at instance {record.origin}: {record.detail}"
        return self._switch(record.mode, via, detail, record)

    def observe(self, generation: int, prompt: int | None, cached: int | None, ttft: float | None) -> None:
        """A request answered: counted when it began in this generation (not routed by a previous mode)."""
        if generation == self.generation:
            self._window.add(self.clock(), prompt, cached, ttft)

    def predicted(self) -> Prediction | None:
        """What the window is held to. Live: CacheRoute's prediction; forced on a reject verdict, per metric
        the better of CacheRoute's and the incumbent's, so a forced plan stays only while it serves no worse
        than the incumbent would. Otherwise the incumbent's, shown beside what it serves and not judged."""
        if self.report is None:
            return None
        cand, base = predictions(self.report)
        if not self.live:
            return base
        if not self.forced:
            return cand
        ttft = min((x for x in (cand.ttft_p99_s, base.ttft_p99_s) if x is not None), default=None)
        return Prediction(
            policy=f"cacheroute held to {base.policy} where better",
            hit_rate=max(cand.hit_rate, base.hit_rate),
            ttft_p99_s=ttft,
        )

    def _breaches(self, m: Measurement, p: Prediction) -> dict[str, str]:
        cfg = self.config
        out: dict[str, str] = {}
        if (
            cfg.hit_rate_margin is not None
            and m.hit_rate is not None
            and m.hit_requests >= cfg.min_requests
            and m.hit_rate < p.hit_rate - cfg.hit_rate_margin
        ):
            out["hit_rate"] = (
                f"served hit rate {m.hit_rate:.1%} over the last {m.window_s:g} s ({m.hit_requests} answers) is "
                f"below the predicted {p.hit_rate:.1%} by more than {cfg.hit_rate_margin * 100:g} points"
            )
        if (
            cfg.ttft_p99_ratio is not None
            and p.ttft_p99_s is not None
            and m.ttft_p99_s is not None
            and m.ttft_requests >= cfg.min_requests
        ) and m.ttft_p99_s > p.ttft_p99_s * cfg.ttft_p99_ratio:
            out["ttft_p99"] = (
                f"served p99 TTFT {m.ttft_p99_s:.3f} s over the last {m.window_s:g} s ({m.ttft_requests} streamed "
                f"answers) is above {cfg.ttft_p99_ratio:g} x the predicted {p.ttft_p99_s:.3f} s"
            )
        return out

    def calibration(self, report: ReplayReport) -> list[str]:
        """Where the incumbent, as served in the window now (not live), already misses the report's
        prediction for it by more than the margins: the live watch would then judge CacheRoute by a
        prediction this fleet does not bear out, and may roll back for what the gate did not model."""
        if self.live:
            return []
        found = self._breaches(self._window.measure(self.clock()), predictions(report)[1])
        return [
            f"before the switch, for the incumbent {report.baseline}: {d}; the prediction does not hold on this "
            "fleet and the watch may roll back for it"
            for d in found.values()
        ]

    def check(self) -> SwitchEvent | None:
        """Judge the window; the rollback when a metric has been worse than its margin for ``hold_s``."""
        now = self.clock()
        m = self.measured = self._window.measure(now)
        p = self.predicted()
        if not self.live or p is None or now - self._since < self.config.grace_s:
            self._breach.clear()
            self._breach_at.clear()
            return None
        found = self._breaches(m, p)
        for metric in list(self._breach):
            if metric not in found:
                del self._breach[metric], self._breach_at[metric]
        for metric, detail in found.items():
            if metric not in self._breach_at:
                self._breach_at[metric] = now
            held = now - self._breach_at[metric]
            self._breach[metric] = Breach(metric=metric, since=self.wall() - held, detail=detail)  # type: ignore[arg-type]
            if held >= self.config.hold_s:
                return self.rollback(metric, f"{detail}, for {held:.0f} s")
        return None

    def state(self) -> SwitchState:
        r = self.report
        about = None
        if r is not None:
            about = {
                "id": report_id(r),
                "verdict": r.verdict,
                "forced": self.forced,
                "created_at": r.created_at,
                "baseline": r.baseline,
                "instances": r.instances,
                "fleet_sha256": r.fleet.sha256 if r.fleet else None,
                "recording_sha256": r.recording.sha256 if r.recording else None,
                "recording_requests": r.recording.requests if r.recording else None,
                "reasons": list(r.reasons),
                "predictions": [x.model_dump() for x in predictions(r)],
            }
        return SwitchState(
            mode=self.mode,
            incumbent=self.incumbent,
            switchable=self.switchable,
            since=self._since_wall,
            generation=self.generation,
            report=about,
            predicted=self.predicted(),
            measured=self._window.measure(self.clock()),
            breaches=tuple(self._breach.values()),
            last_switch=self.last,
            instance=self.origin,
            record=None if self.record is None else self.record.summary(),
            restored=self.restored,
            fleet_refused=self.fleet_refused,
            config=self.config,
        )


def admit(
    report: ReplayReport,
    *,
    fleet: Fleet,
    plan: PlanConfig,
    incumbent: str,
    instances: int,
    block_tokens: int,
    config: SwitchConfig,
    now: float,
    peer_load: bool = False,
    force: bool = False,
    rolled_back: frozenset[str] | set[str] = frozenset(),
    adopting: bool = False,
) -> list[Refusal]:
    """Every reason ``report`` may not switch this router live (empty: it may).

    A report is this router's when it was computed for its fleet (ids and capacities), its instance
    count (and, with several, whether they report their load to each other: ``peer_load``), its incumbent as the baseline, its planner's settings (`provenance.PLAN_FIELDS`), and a
    recording of its own traffic (read with its block size, naming only its replicas, not
    time-scaled); and it must be recent. ``force`` overrides only a ``reject`` verdict, and a report
    the watch rolled back before: never what the report is about. ``adopting``: the report of another
    instance's switch (or this one's before a restart): what it is about is checked, not its age, verdict
    or rollbacks, which were judged where it went live.
    """
    out: list[Refusal] = []

    def refuse(code: str, message: str, status: int = 409) -> None:
        out.append(Refusal(status=status, code=code, message=message))

    if (
        report.fleet is None
        or report.plan is None
        or report.created_at is None
        or report.recording is None
        or report.candidate_ttft_p99_s is None
    ):
        missing = [
            n
            for n in ("fleet", "plan", "recording", "created_at", "candidate_ttft_p99_s")
            if getattr(report, n) is None
        ]
        refuse(
            "incomplete_report",
            f"the report does not say {', '.join(missing)}: make it with `cacheroute gate "
            "RECORDING --fleet FLEET --json gate.json` of this version",
            400,
        )
        return out
    here = FleetIdentity.of(fleet)
    if diff := here.differences(report.fleet, there="the report"):
        refuse(
            "fleet_mismatch",
            f"the report is for another fleet ({report.fleet.sha256[:12]}, this router's is "
            f"{here.sha256[:12]}): " + "; ".join(diff),
        )
    if report.instances != instances:
        refuse(
            "instances_mismatch",
            f"the report judges {report.instances} router instance(s); this router runs "
            f"with routing.instances {instances}",
        )
    elif instances > 1 and report.peer_load != peer_load:
        say = ("with", "without") if report.peer_load else ("without", "with")
        refuse(
            "peers_mismatch",
            f"the report judges the instances {say[0]} their load reports to each other (peers); this router "
            f"runs {say[1]} them (gate with --peer-load where peers is set, without it where not)",
        )
    if report.baseline != incumbent:
        refuse(
            "baseline_mismatch",
            f"the report compares CacheRoute with {report.baseline}; this router's incumbent "
            f"policy is {incumbent} (gate with --baseline {incumbent})",
        )
    if diff := PlanIdentity.of(plan).differences(report.plan):
        refuse(
            "plan_mismatch",
            "the report's candidate plans with other settings (this router's plan_config "
            "against the report's): " + "; ".join(diff),
        )
    rec = report.recording
    if rec.sha256 is None:
        refuse("recording_mismatch", f"the report replays {rec.source}, not a recording of this router's traffic")
    else:
        if rec.block_tokens != block_tokens:
            refuse(
                "recording_mismatch",
                f"the report read the recording with --block-tokens {rec.block_tokens}; "
                f"this router's chains have {block_tokens} tokens per block",
            )
        if not rec.replicas:
            refuse("recording_mismatch", f"the recording {rec.source} names no replica: not recorded by a router")
        elif foreign := sorted(set(rec.replicas) - {r.id for r in fleet.replicas}):
            refuse(
                "recording_mismatch",
                f"the recording {rec.source} routed to replicas {foreign} this router "
                "does not have: another fleet's traffic",
            )
        if rec.time_scaled:
            refuse(
                "recording_mismatch",
                "the report replays the recording at another rate (--rate): its prediction is not for this traffic",
            )
    age = 0.0 if adopting else now - report.created_at
    if age > config.max_report_age_s:
        refuse(
            "stale_report",
            f"the report was made {age:.0f} s ago, more than switch.max_report_age_s "
            f"({config.max_report_age_s:g} s): gate a recent recording",
        )
    elif -age > config.max_clock_skew_s:
        refuse(
            "future_report",
            f"the report is dated {-age:.0f} s in the future (clocks apart by more than "
            f"switch.max_clock_skew_s, {config.max_clock_skew_s:g} s)",
        )
    if not (math.isfinite(report.candidate_hit_rate) and math.isfinite(report.candidate_ttft_p99_s)):
        refuse("incomplete_report", "the report's prediction is not finite", 400)
    if out or adopting:
        return out
    if report.verdict != "enable" and not force:
        refuse(
            "verdict_reject",
            "the gate's verdict is reject: "
            + "; ".join(report.reasons)
            + " (?force=1 enables it anyway, watched like any other)",
        )
    if report_id(report) in rolled_back and not force:
        refuse(
            "rolled_back_report",
            f"report {report_id(report)} was rolled back by the live watch; gate again, or "
            "?force=1 to try it once more",
        )
    return out


def admit_record(
    record: ModeRecord,
    *,
    fleet: Fleet,
    plan: PlanConfig,
    incumbent: str,
    instances: int,
    block_tokens: int,
    config: SwitchConfig,
    now: float,
    peer_load: bool = False,
) -> list[Refusal]:
    """Every reason this router may not take ``record`` (empty: it may): one dated beyond the clock skew ahead
    (it would outrank every switch for that long), and to go live, a report not about this router (`admit`,
    adopting). Back to the incumbent is always safe: a rollback's report is not checked."""
    if record.at - now > config.max_clock_skew_s:
        return [
            Refusal(
                status=409,
                code="future_record",
                message=f"the switch record of instance {record.origin} is "
                f"dated {record.at - now:.0f} s in the future (clocks apart by more than "
                f"switch.max_clock_skew_s, {config.max_clock_skew_s:g} s)",
            )
        ]
    if record.mode == "rolled_back":
        return []
    return admit(
        record.report,
        fleet=fleet,
        plan=plan,
        incumbent=incumbent,
        instances=instances,
        block_tokens=block_tokens,
        config=config,
        now=now,
        peer_load=peer_load,
        adopting=True,
    )


def served_usage(data: bytes) -> tuple[int, int] | None:
    """(prompt tokens, cached prompt tokens) from the last ``usage`` object of an answer (a JSON body or the
    end of an event stream; `router.usage`), or None when the engine did not report cached tokens (vLLM reports
    them as ``usage.prompt_tokens_details.cached_tokens`` with ``--enable-prompt-tokens-details``)."""
    usage = read_usage(data)
    return None if usage is None else usage.served
