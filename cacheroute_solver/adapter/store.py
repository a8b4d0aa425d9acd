"""Plan store: the plan in force, swapped atomically, with version and validity checks.

A swap builds a new immutable snapshot (plan + key index) and replaces one reference, so a
decision reads either the whole old plan or the whole new one, never a mix. A plan is refused,
and the current one kept, when it is not valid JSON or not a `Plan`, when its epoch does not
increase or is past `MAX_EPOCH`, when it has more keys than the store takes, or when it fails the
checks (key form, weights, known replicas, duplicates, an optional ``validator`` such as
`validate_plan`). Everything that can fail is checked before the swap, so a refused plan leaves
no trace but its refusal.

Nothing here holds the interpreter long, so a router's event loop keeps running while another
thread takes a large plan: its JSON is read in bounded steps (`plan_json`, the key limit enforced
while reading), full collections wait while it is read and swapped, and a replaced or refused
plan is emptied a step at a time (`PlanStore.reclaim`).

Plan keys are prefix keys as the observer names them (`cacheroute_solver.observe.key_name`):
``p<depth>-<16 lower-case hex digits>``, the chained hash of the prefix's last block. That hash
is what a request's chain is matched on, so a key of any other form (``"sys-prompt-A"``) could
never match a request; it is refused with the form required. Two keys with one hash at different
depths would be one routing entry; such a plan is refused too.
"""

from __future__ import annotations

import functools
import gc
import math
import os
import re
import sys
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from cacheroute_solver.models import Plan
from cacheroute_solver.routing.plan_index import release

from .metrics import Counters
from .plan_json import PlanReadError, read_plan

__all__ = [
    "KEY_FORM",
    "MAX_EPOCH",
    "PlanSnapshot",
    "PlanStore",
    "SwapResult",
    "peek_epoch",
    "plan_key_index",
    "plan_problems",
    "without_full_collections",
]

MAX_EPOCH = 2**53 - 1
EPOCH_HEADROOM = 2**32
"""Epochs above MAX_EPOCH - EPOCH_HEADROOM are refused: a plan there would leave its planners no
room for the plans after it (each next plan is numbered one higher), so a pushed epoch near the
limit can never lock out the router's own planner."""
"""Largest plan epoch taken: exact as a float (Prometheus, JSON readers) and far beyond any
planner's count; a larger one would leave every later plan stale."""

KEY_FORM = "'p<depth>-<16 lower-case hex digits>' (cacheroute_solver.observe.key_name)"
_KEY = re.compile(r"p([1-9][0-9]{0,8})-([0-9a-f]{16})")
_EPOCH_HEAD = re.compile(rb'\s*\{\s*"epoch"\s*:\s*(-?[0-9]{1,1000})\s*[,}]')


def _number(n: int) -> str:
    text = str(n)
    return text if len(text) <= 24 else f"{text[:6]}... ({len(text)} digits)"


def peek_epoch(data: bytes | bytearray) -> int | None:
    """The epoch of a plan JSON whose first member is ``"epoch"`` (as ``model_dump_json`` writes
    it), read without parsing the rest; None when it is not written first."""
    m = _EPOCH_HEAD.match(data[:1100])
    return None if m is None else int(m.group(1))


def plan_key_index(keys: Iterable[str]) -> tuple[dict[int, str], list[str]]:
    """Block hash -> key for `routing_key`, and the keys that cannot be routed (with why)."""
    index: dict[int, str] = {}
    problems: list[str] = []
    for key in keys:
        m = _KEY.fullmatch(key)
        if m is None:
            problems.append(
                f"assignments[{key!r}]: not a prefix key; the router matches requests on keys of the form {KEY_FORM}"
            )
            continue
        h = int(m.group(2), 16)
        other = index.get(h)
        if other is not None:
            problems.append(f"assignments: keys {other!r} and {key!r} name the same block hash at different depths")
            continue
        index[h] = key
    return index, problems


_deferring = 0
_deferring_lock = threading.Lock()
_saved_threshold = (700, 10, 10)
T = TypeVar("T")


def without_full_collections(fn: Callable[..., T]) -> Callable[..., T]:
    """Run ``fn`` with the collector's full collections put off (the young ones still run and stop
    tracking the plan's tuples). A full collection walks every tracked object while holding the
    GIL, the dicts of the plan being built included; building a 250,000-key plan set off three or
    four of them, up to 0.8 s each on the loaded reference machine. The first full collection
    after it walks the new plan's dicts once and stops tracking them."""

    @functools.wraps(fn)
    def deferred(*args: Any, **kwargs: Any) -> T:
        global _deferring, _saved_threshold
        with _deferring_lock:
            if _deferring == 0:
                _saved_threshold = gc.get_threshold()
                gc.set_threshold(_saved_threshold[0], _saved_threshold[1], 1_000_000)
            _deferring += 1
        try:
            return fn(*args, **kwargs)
        finally:
            with _deferring_lock:
                _deferring -= 1
                if _deferring == 0:
                    gc.set_threshold(*_saved_threshold)

    return deferred


class SwapResult(BaseModel):
    """Outcome of one swap attempt; ``epoch`` is the epoch in force afterwards (-1: none)."""

    model_config = ConfigDict(frozen=True)

    accepted: bool
    epoch: int
    offered_epoch: int | None = None
    reason: str | None = None
    refusal: str | None = None
    """Why in one word: corrupt, invalid, stale, too_large, unreadable (None: accepted)."""


@dataclass(frozen=True)
class PlanSnapshot:
    """An accepted plan and its block-hash -> key index (built once per swap)."""

    plan: Plan | None
    index: Mapping[int, str]
    compiled: Any = None
    """What the store's ``compile`` made of the plan before the swap (the router's `PlanIndex`)."""

    @property
    def epoch(self) -> int:
        return -1 if self.plan is None else self.plan.epoch


def plan_problems(
    plan: Plan,
    replica_ids: Iterable[str] | None = None,
    tolerance: float = 1e-6,
    key_problems: list[str] | None = None,
) -> list[str]:
    """Structural faults a router cannot apply: bad weights, duplicate or unknown replicas, bad keys.
    ``key_problems``: `plan_key_index`'s for this plan, when already known."""
    known = None if replica_ids is None else set(replica_ids)
    out: list[str] = []
    if plan.epoch > MAX_EPOCH - EPOCH_HEADROOM:
        out.append(
            f"epoch: {_number(plan.epoch)} leaves no room for the plans after it (at most {MAX_EPOCH - EPOCH_HEADROOM})"
        )
    out.extend(plan_key_index(plan.assignments)[1] if key_problems is None else key_problems)
    seen: dict[tuple[tuple[str, float], ...], tuple[str, ...]] = {}
    for key, dests in plan.assignments.items():
        found = seen.get(dests)
        if found is None:
            found = seen[dests] = _destination_problems(dests, known, tolerance)
        if found:
            out.extend(f"{key}: {p}" for p in found)
    return out


def _destination_problems(
    dests: tuple[tuple[str, float], ...], known: set[str] | None, tolerance: float
) -> tuple[str, ...]:
    """What is wrong with one key's destinations (checked once per distinct destination list)."""
    if not dests:
        return ("no destinations",)
    out: list[str] = []
    total = sum(w for _, w in dests)
    if not math.isclose(total, 1.0, abs_tol=max(tolerance, 1e-9) * 10):
        out.append(f"weights sum to {total}")
    ids = [rid for rid, _ in dests]
    if len(set(ids)) != len(ids):
        out.append(f"duplicate destination in {ids}")
    if known is not None:
        out.extend(f"unknown replica {rid!r}" for rid in ids if rid not in known)
    return tuple(out)


class PlanStore:
    """Holds the plan in force; `swap`, `load_json`, `load_file` and `poll_file` offer new ones.

    ``replica_ids`` (when given) are the replicas the router can reach: a plan naming another is
    refused. ``validator(plan, current)`` returns a list of problems (empty: valid), e.g. a
    wrapper of `validate_plan` with the planner's keys and fleet. ``max_keys``: most warm keys
    a plan may hold.
    """

    def __init__(
        self,
        plan: Plan | None = None,
        *,
        replica_ids: Iterable[str] | None = None,
        validator: Callable[[Plan, Plan | None], list[Any]] | None = None,
        counters: Counters | None = None,
        max_keys: int = 250_000,
    ) -> None:
        self.replica_ids = None if replica_ids is None else frozenset(replica_ids)
        self.validator = validator
        self.max_keys = max_keys
        self.counters = counters or Counters()
        self.compile: Callable[[Plan], Any] | None = None
        """Run on an accepted plan before it is put in force, in the thread that swaps it (the live
        router sets it to build its routing index there, off its event loop)."""
        self.adopt: Callable[[PlanSnapshot], None] | None = None
        """Run with the new snapshot right after a swap, in the thread that swapped it (the live router
        puts it in its routing core there, so the old one is let go in that thread too)."""
        self._lock = threading.Lock()
        self._snapshot = PlanSnapshot(None, {})
        self._retired: list[PlanSnapshot] = []
        self._file_sig: tuple[int, int] | None = None
        self.counters.set("cacheroute_plan_epoch", -1)
        self.counters.set("cacheroute_plan_warm_keys", 0)
        if plan is not None:
            result = self.swap(plan)
            if not result.accepted:
                raise ValueError(f"initial plan refused: {result.reason}")

    @property
    def snapshot(self) -> PlanSnapshot:
        """The snapshot in force; read it once per decision."""
        return self._snapshot

    @property
    def plan(self) -> Plan | None:
        return self._snapshot.plan

    @property
    def epoch(self) -> int:
        return self._snapshot.epoch

    def refuse(self, reason: str, label: str, offered: int | None = None) -> SwapResult:
        """Count and return a refusal (``label``: corrupt, invalid, stale, too_large, unreadable)."""
        self.counters.inc("cacheroute_plan_swaps_total", result="refused", reason=label)
        return SwapResult(accepted=False, epoch=self.epoch, offered_epoch=offered, reason=reason, refusal=label)

    def check_epoch(self, epoch: int, force: bool = False) -> SwapResult | None:
        """The refusal an offered ``epoch`` earns before anything else is read (None: fine)."""
        if not 0 <= epoch <= MAX_EPOCH:
            return self.refuse(f"epoch: {_number(epoch)} is outside [0, {MAX_EPOCH}]", "invalid", None)
        if epoch > MAX_EPOCH - EPOCH_HEADROOM:
            return self.refuse(
                f"epoch: {_number(epoch)} leaves no room for the plans after it (at most {MAX_EPOCH - EPOCH_HEADROOM})",
                "invalid",
                epoch,
            )
        if not force and epoch <= self.epoch:
            return self.refuse(f"epoch {epoch} is not newer than {self.epoch}", "stale", epoch)
        return None

    @without_full_collections
    def swap(self, plan: Plan | Mapping[str, Any], *, force: bool = False) -> SwapResult:
        """Put ``plan`` in force if it is valid and newer than the current one.

        ``force``: take it whatever its epoch (within `MAX_EPOCH`), for an operator replacing a
        plan whose epoch is too high for its planner to follow.
        """
        if not isinstance(plan, Plan):
            try:
                plan = Plan.model_validate(plan)
            except ValidationError as e:
                err = e.errors(include_url=False)[0]
                where = ".".join(str(p) for p in err["loc"]) or "plan"
                return self.refuse(f"not a plan: {where}: {err['msg']}", "invalid")
        if len(plan.assignments) > self.max_keys:
            return self.refuse(
                f"assignments: {len(plan.assignments)} keys, more than the {self.max_keys} this store takes",
                "too_large",
                plan.epoch,
            )
        index, key_problems = plan_key_index(plan.assignments)
        problems = plan_problems(plan, self.replica_ids, key_problems=key_problems)
        if problems:
            release(index)
            return self.refuse("; ".join(problems[:5]), "invalid", plan.epoch)
        new = PlanSnapshot(plan, index, self.compile(plan) if self.compile is not None else None)
        with self._lock:
            current = self._snapshot
            refusal = None
            if not force and plan.epoch <= current.epoch:
                refusal = self.refuse(f"epoch {plan.epoch} is not newer than {current.epoch}", "stale", plan.epoch)
            elif self.validator is not None and (found := self.validator(plan, current.plan)):
                refusal = self.refuse("; ".join(str(v) for v in found[:5]), "invalid", plan.epoch)
            if refusal is None:
                self._snapshot = new
            self._retired.append(current if refusal is None else new)
            del current, new
        if refusal is None:
            if self.adopt is not None:
                self.adopt(self._snapshot)
            self.counters.inc("cacheroute_plan_swaps_total", result="accepted", reason="ok")
            self.counters.set("cacheroute_plan_epoch", plan.epoch)
            self.counters.set("cacheroute_plan_warm_keys", len(plan.assignments))
        self.reclaim()
        return refusal or SwapResult(accepted=True, epoch=plan.epoch, offered_epoch=plan.epoch)

    def reclaim(self) -> int:
        """Free the retired snapshots (replaced plans, refused compiled ones) nothing outside the store
        holds any more, a step at a time (`routing.plan_index.release`); how many were freed.

        A replaced snapshot is kept here until then, so that its last reference is never dropped on
        a thread that cannot wait: dropped at once, a 250,000-key plan and its indexes are freed in
        C calls that hold the GIL about 0.1 s. A snapshot still held elsewhere (a request deciding
        with it, the planner's previous plan) waits for the next call; so does a plan held on its
        own, which is then freed whole by the last holder. `swap` calls this; it runs in the
        swapping thread."""
        with self._lock:
            retired, self._retired = self._retired, []
        kept: list[PlanSnapshot] = []
        freed = 0
        while retired:
            snap = retired.pop()
            if sys.getrefcount(snap) > 2:  # more than this name and the call's argument
                kept.append(snap)
                continue
            _release_snapshot(snap)
            del snap
            freed += 1
        if kept:
            with self._lock:
                self._retired.extend(kept)
        return freed

    @without_full_collections
    def load_json(self, data: str | bytes, *, force: bool = False) -> SwapResult:
        """Swap in a plan given as JSON text; corrupt JSON is refused.

        A plan that states its epoch first (as ``model_dump_json`` does) and is stale or out of
        range is refused before the rest of it is parsed.
        """
        raw = data.encode("utf-8") if isinstance(data, str) else data
        epoch = peek_epoch(raw)
        if epoch is not None:
            refused = self.check_epoch(epoch, force)
            if refused is not None:
                return refused
        try:
            plan = read_plan(raw, self.max_keys)
        except PlanReadError as e:
            return self.refuse(e.reason, e.label, e.epoch)
        result = self.swap(plan, force=force)
        if not result.accepted and sys.getrefcount(plan) <= 2 and sys.getrefcount(plan.assignments) <= 2:
            release(plan.assignments)  # read here and refused: only this name (and the argument) hold it
        return result

    def load_file(self, path: str | os.PathLike[str]) -> SwapResult:
        """Swap in the plan stored in a JSON file (as written by ``plan.model_dump_json()``)."""
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            return self.refuse(f"cannot read {os.fspath(path)!r}: {e.strerror}", "unreadable")
        return self.load_json(data)

    def poll_file(self, path: str | os.PathLike[str]) -> SwapResult | None:
        """Load the file if its modification time or size changed since the last poll (None: unchanged)."""
        try:
            st = os.stat(path)
        except OSError:
            return None
        sig = (st.st_mtime_ns, st.st_size)
        if sig == self._file_sig:
            return None
        self._file_sig = sig
        return self.load_file(path)


def _release_snapshot(snap: PlanSnapshot) -> None:
    """Empty a retired snapshot's large parts that nothing else holds, a step at a time (`reclaim`)."""
    index, compiled, plan = snap.index, snap.compiled, snap.plan
    if isinstance(index, dict) and sys.getrefcount(index) <= 3:  # the snapshot's, this name, the argument
        release(index)
    if hasattr(compiled, "release") and sys.getrefcount(compiled) <= 3:
        compiled.release()
    del compiled
    if plan is not None and sys.getrefcount(plan) <= 3:
        assignments = plan.assignments
        if sys.getrefcount(assignments) <= 3:  # the plan's, this name, the argument
            release(assignments)
