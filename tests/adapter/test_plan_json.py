"""Plans read in bounded steps (`adapter.plan_json`), the key limit enforced while reading, and replaced
or refused plans freed a step at a time (`PlanStore.reclaim`); issue 27's large plans."""

from __future__ import annotations

import gc
import random
from typing import Any

import pytest
from pydantic import ValidationError

from cacheroute_solver.adapter import PlanRouting, PlanStore, ReplicaEndpoint, plan_json
from cacheroute_solver.adapter import store as store_module
from cacheroute_solver.adapter.plan_json import PlanReadError, read_plan
from cacheroute_solver.models import Plan
from cacheroute_solver.prefix import key_name
from cacheroute_solver.routing import PlanIndex

IDS = ["u0", "u1", "ü2"]


def _plan(n: int, epoch: int = 1, seed: int = 0, **extra) -> Plan:
    rng = random.Random(seed)
    assignments = {
        key_name(rng.getrandbits(64), rng.randint(1, 9)): tuple((r, 0.5) for r in rng.sample(IDS, 2)) for _ in range(n)
    }
    return Plan(epoch=epoch, assignments=assignments, **extra)


def _model(raw: bytes) -> Plan | str:
    """What ``Plan.model_validate_json`` makes of ``raw``: the plan, or the store's refusal label."""
    try:
        return Plan.model_validate_json(raw)
    except ValidationError as e:
        return "corrupt" if e.errors(include_url=False)[0].get("type") == "json_invalid" else "invalid"


def _read(raw: bytes, max_keys: int | None = None) -> Plan | str:
    try:
        return read_plan(raw, max_keys)
    except PlanReadError as e:
        return e.label


def _same(a: Plan | str, b: Plan | str) -> bool:
    if isinstance(a, Plan) and isinstance(b, Plan):
        return a.model_dump(exclude={"created_at"}) == b.model_dump(exclude={"created_at"})
    return a == b


@pytest.mark.parametrize("window", [48, 200, 1500])
def test_a_plan_read_in_windows_is_the_plan_the_model_reads(monkeypatch, window):
    """Plans and damaged plans, read through windows far smaller than the document (every path: whole
    windows of assignments, one at a time, values cut by a window's end, non-ASCII ids): the same
    plan, or the same refusal, as ``Plan.model_validate_json``."""
    monkeypatch.setattr(plan_json, "WINDOW", window)
    rng = random.Random(window)
    checked = {"plan": 0, "refused": 0}
    for case in range(150):
        plan = _plan(
            rng.randint(0, 40),
            epoch=case,
            seed=case,
            spread=(),
            replica_load={"u0": 0.25, "ü2": 1.5},
            fallback_reason=rng.choice([None, 'q"uo\\te é']),
        )
        raw = bytearray(plan.model_dump_json(indent=rng.choice([None, 1])).encode())
        if case % 2:
            for _ in range(rng.randint(1, 3)):
                k = rng.randrange(len(raw))
                raw[k : k + rng.randint(0, 1)] = bytes([rng.choice(b'{}[],:"0 \\ae-.')])
        expected, got = _model(bytes(raw)), _read(bytes(raw))
        assert _same(expected, got), (bytes(raw)[:200], expected, got)
        checked["plan" if isinstance(got, Plan) else "refused"] += 1
    assert checked["plan"] > 50 and checked["refused"] > 20


@pytest.mark.parametrize(
    "raw",
    [
        b"",
        b"[1, 2]",
        b'"x"',
        b"{} x",
        b'{"epoch": NaN}',
        b'{"epoch": 1, "epoch": 2}',
        b'{"assignments": []}',
        b'{"assignments": {"a": [["u", 1]], "a": [["v", 1]]}}',
        b'{"assignments": {"a": [["\\ud800", 1]]}}',
        b'{"fallback_reason": "\\ud83d\\ude00"}',
        b'{"foo": 1}',
        b'{"epoch": 1,}',
        b'{"epoch" 1}',
        b'{"epoch": 1}\xff',
        b'{"assignments": {"a": [["u", -1]]}}',
        b'{"replica_load": {"u": "x"}}',
        b'{"backend": tru}',
    ],
)
def test_odd_documents_get_what_the_model_gives_them(monkeypatch, raw):
    monkeypatch.setattr(plan_json, "WINDOW", 24)
    padded = raw.replace(b"{", b"{" + b" " * 100, 1)  # longer than a window: read in steps
    for doc in (raw, padded):
        assert _same(_model(doc), _read(doc)), doc


def test_no_call_reads_more_than_a_window(monkeypatch):
    """The C scanner and the model only ever see one window of a large plan, and the result is the plan."""
    monkeypatch.setattr(plan_json, "WINDOW", 4096)
    seen: list[int] = []
    scan = plan_json._SCAN

    def spied_scan(window, i):
        seen.append(len(window))
        return scan(window, i)

    class Spied(Plan):
        @classmethod
        def model_validate_json(cls, json_data: str | bytes | bytearray, **kw: Any) -> Any:
            seen.append(len(json_data) - len(plan_json._HEAD) - len(plan_json._FOOT))
            return Plan.model_validate_json(json_data, **kw)

    monkeypatch.setattr(plan_json, "_SCAN", spied_scan)
    monkeypatch.setattr(plan_json, "Plan", Spied)
    plan = _plan(3000, spread=())
    raw = plan.model_dump_json().encode()
    got = read_plan(raw)
    assert got.assignments == plan.assignments and got.epoch == plan.epoch
    assert len(raw) > 30 * 4096 and len(seen) > 30 and max(seen) <= 4096


def test_a_plan_over_the_key_limit_is_refused_when_reading_passes_the_limit():
    """The limit is enforced while reading: everything after the limit is not even JSON, and the plan is
    still refused as too large, naming the limit."""
    plan = _plan(5000, epoch=7)
    raw = plan.model_dump_json().encode()
    cut = raw.index(list(plan.assignments)[1200].encode()) - 1
    damaged = raw[:cut] + b"\x00 not JSON " * 2000
    with pytest.raises(PlanReadError) as e:
        read_plan(damaged, max_keys=1000)
    assert e.value.label == "too_large" and e.value.epoch == 7
    assert "more than the 1000 keys" in e.value.reason
    with pytest.raises(PlanReadError) as e:
        read_plan(damaged)  # without the limit the damage is found
    assert e.value.label == "corrupt"
    assert read_plan(raw, max_keys=5000).assignments == plan.assignments
    store = PlanStore(max_keys=1000)
    result = store.load_json(damaged)
    assert (result.accepted, result.refusal, result.offered_epoch) == (False, "too_large", 7)
    assert store.counters.get("cacheroute_plan_swaps_total", result="refused", reason="too_large") == 1


def test_full_collections_wait_while_a_plan_is_read_and_swapped():
    thresholds: list[tuple[int, int, int]] = []
    store = PlanStore()
    store.compile = lambda plan: thresholds.append(gc.get_threshold())
    before = gc.get_threshold()
    assert store.load_json(_plan(100).model_dump_json()).accepted
    assert store.load_json(b'{"epoch": 9, "assignments": {').refusal == "corrupt"
    assert thresholds[0][2] >= 1_000_000 and gc.get_threshold() == before


def test_replaced_and_refused_plans_are_freed_a_step_at_a_time_unless_held(monkeypatch):
    """A replaced plan nobody holds, and a read plan refused, are emptied by `release`; a plan someone
    still holds is left whole."""
    replicas = [ReplicaEndpoint(id=r, url=f"http://127.0.0.1:{9100 + i}") for i, r in enumerate(IDS)]
    store = PlanStore(replica_ids=IDS)
    routing = PlanRouting(store, replicas)
    emptied: list[int] = []
    real = store_module.release

    def spied(mapping):
        emptied.append(len(mapping))
        real(mapping)

    monkeypatch.setattr(store_module, "release", spied)
    assert store.load_json(_plan(300, epoch=1).model_dump_json()).accepted
    assert isinstance(routing.core.plan, PlanIndex) and len(routing.core.plan) == 300  # adopted at the swap
    held = _plan(200, epoch=2, seed=2)
    assert store.swap(held).accepted
    assert emptied.count(300) == 2  # plan 1's assignments and its key index: nothing held them
    assert store.load_json(_plan(250, epoch=3, seed=3).model_dump_json()).accepted
    assert len(held.assignments) == 200  # plan 2 is held here: left whole
    assert emptied.count(200) == 1  # its key index, the store's own
    emptied.clear()
    bad = _plan(150, epoch=4, seed=4).model_dump_json().replace('"u1"', '"nowhere"')
    assert store.load_json(bad).refusal == "invalid"
    assert 150 in emptied  # the refused plan, read here and held by nobody


def test_plan_index_entries_leave_the_collectors_view():
    plan = _plan(50)
    index = PlanIndex(plan, IDS)
    gc.collect()
    gc.collect()  # a tuple is let go once its items are, which may take a second pass
    entries = list(index._by_hash.values())
    assert entries and not any(gc.is_tracked(e) for e in entries)
    h = next(iter(index._by_hash))
    warm = index.lookup([123, h])
    assert warm is not None and warm.key in plan.assignments and warm.cum[-1] == 1.0


@pytest.mark.parametrize("n", [0, 3, plan_json.CHUNK + 1, 3 * plan_json.CHUNK + 7])
def test_write_plan_is_model_dump_json_byte_for_byte(n):
    plan = _plan(
        n,
        epoch=4,
        seed=n,
        spread=tuple(f's\u00e9{i}"' for i in range(n)),
        replica_load={"ü2": 1.5},
        fallback_reason="line\u2028sep",
        saving_gap=0.25,
    )
    assert plan_json.write_plan(plan) == plan.model_dump_json().encode()
    assert read_plan(plan_json.write_plan(plan)) == plan
