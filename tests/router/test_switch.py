"""The switch's rules without HTTP: which reports may switch a router live, and when it rolls back."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest
from pydantic import ValidationError

from cacheroute_solver.models import PlanConfig
from cacheroute_solver.replay import ReplayReport
from cacheroute_solver.router.operations.switch import (
    ModeRecord,
    Switch,
    SwitchConfig,
    _p99,
    admit,
    admit_record,
    newer,
    report_id,
    served_usage,
)
from tests.helpers.gate_reports import fleet_of, report_for

IDS = ("u0", "u1", "u2")
NOW = 1_700_000_000.0


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def _fleet_args(**kw: Any) -> dict[str, Any]:
    """What `admit` and `admit_record` judge a report against: this fleet as configured, ``kw`` changed."""
    return {
        "fleet": fleet_of(IDS),
        "plan": PlanConfig(),
        "incumbent": "round_robin",
        "instances": 1,
        "block_tokens": 32,
        "config": SwitchConfig(),
        **kw,
    }


def _admit(report: ReplayReport, *, now: float | None = None, force: bool = False, **kw) -> list[str]:
    args = _fleet_args(**kw)
    if now is None:
        assert report.created_at is not None
        now = report.created_at
    got = admit(report, now=now, force=force, **args)
    assert all(400 <= r.status < 500 and r.message for r in got)
    return [r.code for r in got]


def _recording(report: ReplayReport, **update) -> ReplayReport:
    assert report.recording is not None
    return report.model_copy(update={"recording": report.recording.model_copy(update=update)})


def test_a_report_made_for_this_router_is_admitted_and_survives_json():
    rep = report_for(IDS)
    again = ReplayReport.model_validate_json(rep.model_dump_json())
    assert again == rep and _admit(again) == []
    assert _admit(report_for(tuple(reversed(IDS)))) == []  # order of the replicas does not matter


@pytest.mark.parametrize(
    "report, kw, code, words",
    [
        (report_for(IDS, fleet=fleet_of(("u0", "u1", "x9"))), {}, "fleet_mismatch", "x9"),
        (report_for(IDS, fleet=fleet_of(IDS, kv=2e5)), {}, "fleet_mismatch", "kv_capacity"),
        (report_for(IDS, instances=3), {}, "instances_mismatch", "3 router instance"),
        (report_for(IDS, baseline="least_loaded"), {}, "baseline_mismatch", "--baseline round_robin"),
        (report_for(IDS, plan=PlanConfig(admit_rate=9.0)), {}, "plan_mismatch", "admit_rate"),
        (report_for(IDS, block_tokens=512), {}, "recording_mismatch", "--block-tokens 512"),
        (report_for(IDS), {"now": 0.0}, "future_report", "future"),
    ],
)
def test_each_mismatch_is_refused_with_its_reason(report, kw, code, words):
    got = admit(
        report,
        fleet=fleet_of(IDS),
        plan=PlanConfig(),
        incumbent="round_robin",
        instances=1,
        block_tokens=32,
        config=SwitchConfig(),
        now=kw.get("now", report.created_at),
        force=True,
    )
    assert [r.code for r in got] == [code] and words in got[0].message and got[0].status == 409


def test_the_solver_settings_and_the_period_do_not_make_another_plan():
    gate_default = PlanConfig(backend="greedy", time_limit_s=2.0, period_s=30.0)  # CacheRouteConfig's
    assert _admit(report_for(IDS, plan=gate_default)) == []


def test_a_recording_not_of_this_fleet_is_refused():
    rep = report_for(IDS)
    assert _admit(_recording(rep, sha256=None, source="family:published")) == ["recording_mismatch"]
    assert _admit(_recording(rep, replicas=())) == ["recording_mismatch"]
    assert _admit(_recording(rep, replicas=("u0", "elsewhere"))) == ["recording_mismatch"]
    assert _admit(_recording(rep, time_scaled=True)) == ["recording_mismatch"]


def test_an_old_report_is_stale_and_every_reason_is_listed():
    rep = report_for(("a", "b"), baseline="least_loaded")
    assert rep.created_at is not None
    codes = _admit(rep, now=rep.created_at + 86_401)
    assert codes == ["fleet_mismatch", "baseline_mismatch", "recording_mismatch", "stale_report"]
    assert _admit(rep, now=rep.created_at + 100, config=SwitchConfig(max_report_age_s=60))[-1] == "stale_report"


def test_a_reject_verdict_needs_force_and_force_overrides_nothing_else():
    rej = report_for(IDS, verdict="reject")
    assert rej.created_at is not None
    got = admit(
        rej,
        fleet=fleet_of(IDS),
        plan=PlanConfig(),
        incumbent="round_robin",
        instances=1,
        block_tokens=32,
        config=SwitchConfig(),
        now=rej.created_at,
    )
    assert [r.code for r in got] == ["verdict_reject"] and "capacity x0.90" in got[0].message
    assert _admit(rej, force=True) == []
    assert _admit(report_for(IDS, verdict="reject", instances=2), force=True) == ["instances_mismatch"]


def test_a_report_judged_with_or_without_peers_fits_only_a_router_run_alike():
    peers = report_for(IDS, instances=3, peer_load=True)
    alone = report_for(IDS, instances=3)
    assert _admit(peers, instances=3, peer_load=True) == [] and _admit(alone, instances=3) == []
    got = admit(peers, **_fleet_args(instances=3), now=peers.created_at or 0.0)
    assert [r.code for r in got] == ["peers_mismatch"] and "with their load reports" in got[0].message
    assert _admit(alone, instances=3, peer_load=True) == ["peers_mismatch"]
    # one instance has no peers to report to: the flag is not checked
    assert _admit(report_for(IDS), peer_load=True) == []


def test_a_report_without_provenance_is_incomplete():
    old = report_for(IDS).model_copy(update={"fleet": None, "recording": None})
    got = admit(
        old,
        fleet=fleet_of(IDS),
        plan=PlanConfig(),
        incumbent="round_robin",
        instances=1,
        block_tokens=32,
        config=SwitchConfig(),
        now=NOW,
    )
    assert [r.code for r in got] == ["incomplete_report"] and got[0].status == 400
    assert "fleet, recording" in got[0].message


def test_a_report_the_watch_rolled_back_needs_force_again():
    rep = report_for(IDS)
    assert _admit(rep, rolled_back={report_id(rep)}) == ["rolled_back_report"]
    assert _admit(rep, rolled_back={report_id(rep)}, force=True) == []


def test_config_errors_name_the_field():
    with pytest.raises(ValidationError, match="hit_rate_margin"):
        SwitchConfig(hit_rate_margin=2.0)
    with pytest.raises(ValidationError, match="ttft_p99_ratio"):
        SwitchConfig(ttft_p99_ratio=0.5)
    with pytest.raises(ValidationError, match="window_s"):
        SwitchConfig(window_s=0)


def _live(clock: Clock, report: ReplayReport | None = None, **cfg) -> Switch:
    sw = Switch(SwitchConfig(**cfg), "round_robin", clock=clock, wall=clock)
    sw.enable(report or report_for(IDS, hit_rate=0.6, ttft_p99_s=0.2))
    return sw


def _drive(sw: Switch, clock: Clock, seconds: float, rate: float, cached: int, ttft: float | None = None):
    """``rate`` answers per second of 1,000 prompt tokens with ``cached`` of them cached; a check every second.
    Returns the rollback event and its time, or (None, None)."""
    start, n = clock.t, 0
    next_check = clock.t + 1.0
    while clock.t - start < seconds:
        n += 1
        clock.t = start + n / rate
        while next_check <= clock.t:
            saved, clock.t = clock.t, next_check
            event = sw.check()
            clock.t = saved
            if event is not None:
                return event, next_check - start
            next_check += 1.0
        sw.observe(sw.generation, 1000, cached, ttft)
    return None, None


def test_a_hit_rate_short_of_the_prediction_rolls_back_after_grace_and_hold():
    clock = Clock()
    sw = _live(clock, window_s=10, min_requests=20, grace_s=5, hold_s=3)
    assert sw.live
    predicted = sw.state().predicted
    assert predicted is not None and predicted.hit_rate == 0.6
    event, at = _drive(sw, clock, 60, rate=10, cached=100)  # 10 % served against 60 % predicted
    assert event is not None and event.reason == "hit_rate" and event.to_mode == "rolled_back"
    assert "10.0%" in event.detail and "60.0%" in event.detail and "10 points" in event.detail
    assert at == 5 + 3  # judged from the end of the grace, rolled back after the hold
    state = sw.state()
    assert state.predicted is not None
    assert state.mode == "rolled_back" and state.last_switch == event and state.predicted.policy == "round_robin"
    assert sw.report is not None and report_id(sw.report) in sw.rolled_back_reports


def test_the_watch_holds_live_traffic_to_the_hit_rate_predicted_once_warm():
    clock = Clock()
    warm = report_for(IDS, hit_rate=0.6, ttft_p99_s=0.2).model_copy(
        update={"candidate_steady_hit_rate": 0.7, "baseline_steady_hit_rate": 0.3}
    )
    sw = _live(clock, warm, window_s=10, min_requests=20, grace_s=1, hold_s=1)
    predicted = sw.state().predicted
    assert predicted is not None and predicted.hit_rate == 0.7
    event, _ = _drive(sw, clock, 30, rate=10, cached=550)  # within 10 points of 60 %, not of 70 %
    assert event is not None and event.reason == "hit_rate" and "70.0%" in event.detail


def test_served_as_predicted_stays_live():
    clock = Clock()
    sw = _live(clock, window_s=10, min_requests=20, grace_s=1, hold_s=1)
    assert _drive(sw, clock, 60, rate=10, cached=550, ttft=0.25) == (None, None)  # within 10 points, 1.25 x p99
    assert sw.live and sw.state().breaches == ()
    m = sw.state().measured
    assert m.hit_rate == pytest.approx(0.55) and m.ttft_p99_s == pytest.approx(0.25) and m.hit_requests == 100


def test_a_break_in_the_breach_starts_the_hold_again():
    clock = Clock()
    sw = _live(clock, window_s=2, min_requests=5, grace_s=0, hold_s=5)
    for _ in range(4):  # 3 s bad, then 3 s good: never 5 s in a row
        assert _drive(sw, clock, 3, rate=10, cached=0) == (None, None)
        assert _drive(sw, clock, 3, rate=10, cached=900) == (None, None)
    assert sw.live
    event, _at = _drive(sw, clock, 20, rate=10, cached=0)
    assert event is not None and event.reason == "hit_rate"


def test_p99_ttft_above_the_ratio_rolls_back_and_non_streamed_answers_do_not_count():
    clock = Clock()
    sw = _live(clock, window_s=10, min_requests=20, grace_s=0, hold_s=2, hit_rate_margin=None)
    assert _drive(sw, clock, 10, rate=10, cached=0, ttft=None) == (None, None)  # no TTFT, hit rate not watched
    event, _ = _drive(sw, clock, 30, rate=10, cached=0, ttft=0.5)  # 2.5 x the predicted 0.2 s
    assert event is not None and event.reason == "ttft_p99" and "0.500 s" in event.detail


def test_too_few_answers_are_not_judged_and_old_generations_do_not_count():
    clock = Clock()
    sw = _live(clock, window_s=10, min_requests=50, grace_s=0, hold_s=0)
    assert _drive(sw, clock, 30, rate=4, cached=0) == (None, None)  # 40 in a 10 s window
    gen = sw.generation
    sw.enable(report_for(IDS))
    for _ in range(200):
        sw.observe(gen, 1000, 0, None)  # routed before the switch
    assert sw.check() is None and sw.state().measured.requests == 0


def test_engines_that_report_no_cached_tokens_leave_the_hit_rate_unjudged():
    clock = Clock()
    sw = _live(clock, window_s=10, min_requests=5, grace_s=0, hold_s=0)
    for _ in range(100):
        sw.observe(sw.generation, None, None, None)
    assert sw.check() is None
    m = sw.state().measured
    assert m.requests == 100 and m.hit_requests == 0 and m.hit_rate is None


@pytest.mark.parametrize("rate", [2.0, 5.0, 50.0])
def test_with_the_defaults_a_losing_plan_is_rolled_back_within_60_s_of_traffic(rate):
    clock = Clock()
    sw = _live(clock)
    event, at = _drive(sw, clock, 120, rate=rate, cached=0)
    cfg = SwitchConfig()
    assert event is not None and event.reason == "hit_rate"
    earliest = max(cfg.grace_s, cfg.min_requests / rate) + cfg.hold_s  # a check a second
    assert earliest <= at <= earliest + 1 and at <= 60


def test_p99_is_numpys():
    values = [0.01 * ((i * 37) % 101) for i in range(333)]
    assert _p99(values) == pytest.approx(float(np.percentile(values, 99)))
    assert _p99([0.7]) == 0.7


def test_usage_is_read_from_a_body_and_from_the_end_of_a_stream():
    body = json.dumps(
        {
            "id": "c",
            "choices": [{"text": 'say "usage": {"prompt_tokens": 1, "cached_tokens": 1}'}],
            "usage": {
                "prompt_tokens": 300,
                "total_tokens": 310,
                "completion_tokens": 10,
                "prompt_tokens_details": {"cached_tokens": 256},
            },
        }
    ).encode()
    assert served_usage(body) == (300, 256)
    stream = (
        b'data: {"choices":[{"text":"x"}],"usage":null}\n\n'
        b'data: {"choices":[],"usage":{"prompt_tokens":40,"completion_tokens":2,'
        b'"prompt_tokens_details":{"cached_tokens":32}}}\n\ndata: [DONE]\n\n'
    )
    assert served_usage(stream) == (40, 32)
    assert served_usage(b'{"usage": {"prompt_tokens": 5, "prompt_tokens_details": null}}') is None
    assert served_usage(b'{"choices": []}') is None


def test_a_forced_report_is_held_to_the_incumbents_prediction_where_that_is_better():
    """Gated reject: CacheRoute predicted 30 % and 0.9 s against the incumbent's 50 % and 0.3 s."""
    losing = report_for(
        IDS, verdict="reject", hit_rate=0.3, ttft_p99_s=0.9, baseline_hit_rate=0.5, baseline_ttft_p99_s=0.3
    )
    clock = Clock()
    sw = Switch(SwitchConfig(window_s=10, min_requests=20, grace_s=0, hold_s=2), "round_robin", clock=clock, wall=clock)
    sw.enable(losing, forced=True)
    held = sw.predicted()
    assert held is not None
    assert (held.hit_rate, held.ttft_p99_s) == (0.5, 0.3) and "round_robin" in held.policy
    event, _ = _drive(sw, clock, 30, rate=10, cached=300, ttft=0.9)  # exactly what was predicted for CacheRoute
    assert event is not None and event.reason == "hit_rate"
    sw.enable(losing)  # not forced (as if the verdict had been enable): held to CacheRoute's own prediction
    assert _drive(sw, clock, 30, rate=10, cached=300, ttft=0.9) == (None, None)


def test_calibration_names_what_the_incumbent_already_misses_before_the_switch():
    clock = Clock()
    sw = Switch(SwitchConfig(window_s=10, min_requests=20), "round_robin", clock=clock, wall=clock)
    for _ in range(30):
        sw.observe(0, 1000, 100, 0.5)  # served 10 %, p99 0.5 s under round robin
    rep = report_for(IDS, baseline_hit_rate=0.4, baseline_ttft_p99_s=0.2)
    got = sw.calibration(rep)
    assert len(got) == 2 and "hit rate 10.0%" in got[0] and "0.500 s" in got[1]
    assert sw.calibration(report_for(IDS, baseline_hit_rate=0.15, baseline_ttft_p99_s=0.4)) == []


# ---- the switch shared by instances, and kept across a restart ----------------------------------


def _instance(name: str, clock: Clock) -> Switch:
    return Switch(SwitchConfig(), "round_robin", clock=clock, wall=clock, origin=name)


def test_the_newest_switch_wins_and_on_the_same_stamp_a_rollback():
    clock = Clock()
    a, b = _instance("a", clock), _instance("b", clock)
    a.enable(report_for(IDS))
    clock.t += 5
    b.enable(report_for(IDS))
    b.rollback("manual", "pager")
    assert a.record is not None and b.record is not None
    assert newer(b.record, a.record) and not newer(a.record, b.record) and newer(a.record, None)
    live = a.record.model_copy(update={"at": b.record.at})
    assert newer(b.record, live) and not newer(live, b.record)  # same stamp: the rollback
    assert not newer(b.record, b.record)


def test_a_switch_after_adopting_a_record_from_a_clock_ahead_supersedes_it():
    ahead, behind = Clock(), Clock()
    ahead.t += 30.0  # its clock is 30 s ahead
    a, b = _instance("a", ahead), _instance("b", behind)
    a.enable(report_for(IDS))
    assert a.record is not None
    event = b.adopt(a.record, "fleet")
    assert event is not None
    assert event.reason == "fleet" and event.to_mode == "live" and "enable at instance a" in event.detail
    assert b.record == a.record and b.live and b.generation == 1
    b.rollback("hit_rate", "served 1 %")
    assert b.record is not None
    assert b.record.origin == "b" and b.record.at > a.record.at and newer(b.record, a.record)
    back = a.adopt(b.record, "fleet")
    assert back is not None and back.to_mode == "rolled_back"
    assert a.report is not None
    assert report_id(a.report) in a.rolled_back_reports  # the watch's rollback bars its report everywhere


def test_adopting_the_mode_already_in_force_is_no_switch_and_an_older_record_is_ignored():
    clock = Clock()
    a, b = _instance("a", clock), _instance("b", clock)
    rep = report_for(IDS)
    a.enable(rep)
    clock.t += 1
    b.enable(rep)
    assert b.record is not None
    assert a.adopt(b.record, "fleet") is None and a.record == b.record and a.generation == 1
    assert a.record is not None
    old = a.record.model_copy(update={"at": 1.0, "mode": "rolled_back"})
    assert a.adopt(old, "fleet") is None and a.live
    manual = b.rollback("manual", "by hand")
    assert manual is not None
    back = a.adopt(b.record, "fleet")
    assert back is not None and back.to_mode == "rolled_back"
    assert not a.rolled_back_reports  # a manual rollback bars nothing


def test_a_record_is_admitted_for_what_its_report_is_about_not_its_age():
    clock = Clock()
    sw = _instance("a", clock)
    sw.enable(report_for(IDS, created_at=NOW - 10 * 86_400.0, verdict="reject"), forced=True)
    args = _fleet_args()
    assert sw.record is not None
    live = sw.record.model_copy(update={"at": NOW})
    assert admit_record(live, now=NOW, **args) == []  # ten days old and forced: judged where it went live
    other = live.model_copy(update={"report": report_for(IDS, fleet=fleet_of(("u0", "u1", "x9")))})
    assert [r.code for r in admit_record(other, now=NOW, **args)] == ["fleet_mismatch"]
    back = other.model_copy(update={"mode": "rolled_back"})
    assert admit_record(back, now=NOW, **args) == []  # back to the incumbent is always safe
    (future,) = admit_record(live.model_copy(update={"at": NOW + 600}), now=NOW, **args)
    assert future.code == "future_record" and "600 s in the future" in future.message and future.status == 409
    assert ModeRecord.model_validate_json(live.model_dump_json()) == live
