"""Plan store: the plan in force, swapped atomically, with version and validity checks.

A swap builds a new immutable snapshot (plan + key index) and replaces one reference, so a
decision reads either the whole old plan or the whole new one, never a mix. A plan is refused,
and the current one kept, when it is not valid JSON or not a `Plan`, when its epoch does not
increase, or when it fails the checks (weights, known replicas, duplicates, an optional
``validator`` such as `validate_plan`).
"""

from __future__ import annotations

import math
import os
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from cacheroute_solver.models import Plan
from cacheroute_solver.observe import key_index

from .metrics import Counters

__all__ = ["PlanSnapshot", "PlanStore", "SwapResult", "plan_problems"]


class SwapResult(BaseModel):
    """Outcome of one swap attempt; ``epoch`` is the epoch in force afterwards (-1: none)."""

    model_config = ConfigDict(frozen=True)

    accepted: bool
    epoch: int
    offered_epoch: int | None = None
    reason: str | None = None


@dataclass(frozen=True)
class PlanSnapshot:
    """An accepted plan and its block-hash -> key index (built once per swap)."""

    plan: Plan | None
    index: Mapping[int, str]

    @property
    def epoch(self) -> int:
        return -1 if self.plan is None else self.plan.epoch


def plan_problems(plan: Plan, replica_ids: Iterable[str] | None = None, tolerance: float = 1e-6) -> list[str]:
    """Structural faults a router cannot apply: bad weights, duplicate or unknown replicas, bad keys."""
    known = None if replica_ids is None else set(replica_ids)
    out: list[str] = []
    try:
        key_index(plan.assignments)
    except ValueError as e:
        out.append(str(e))
    for key, dests in plan.assignments.items():
        if not dests:
            out.append(f"{key}: no destinations")
            continue
        total = sum(w for _, w in dests)
        if not math.isclose(total, 1.0, abs_tol=max(tolerance, 1e-9) * 10):
            out.append(f"{key}: weights sum to {total}")
        ids = [rid for rid, _ in dests]
        if len(set(ids)) != len(ids):
            out.append(f"{key}: duplicate destination in {ids}")
        if known is not None:
            out.extend(f"{key}: unknown replica {rid!r}" for rid in ids if rid not in known)
    return out


class PlanStore:
    """Holds the plan in force; `swap`, `load_json`, `load_file` and `poll_file` offer new ones.

    ``replica_ids`` (when given) are the replicas the router can reach: a plan naming another is
    refused. ``validator(plan, current)`` returns a list of problems (empty: valid), e.g. a
    wrapper of `validate_plan` with the planner's keys and fleet.
    """

    def __init__(
        self,
        plan: Plan | None = None,
        *,
        replica_ids: Iterable[str] | None = None,
        validator: Callable[[Plan, Plan | None], list[Any]] | None = None,
        counters: Counters | None = None,
    ) -> None:
        self.replica_ids = None if replica_ids is None else frozenset(replica_ids)
        self.validator = validator
        self.counters = counters or Counters()
        self._lock = threading.Lock()
        self._snapshot = PlanSnapshot(None, {})
        self._file_sig: tuple[int, int] | None = None
        self.counters.set("cacheroute_plan_epoch", -1)
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

    def _refuse(self, reason: str, label: str, offered: int | None = None) -> SwapResult:
        self.counters.inc("cacheroute_plan_swaps_total", result="refused", reason=label)
        return SwapResult(accepted=False, epoch=self.epoch, offered_epoch=offered, reason=reason)

    def swap(self, plan: Plan | Mapping[str, Any]) -> SwapResult:
        """Put ``plan`` in force if it is valid and newer than the current one."""
        if not isinstance(plan, Plan):
            try:
                plan = Plan.model_validate(plan)
            except ValidationError as e:
                return self._refuse(f"not a plan: {e.errors(include_url=False)[0]['msg']}", "invalid")
        problems = plan_problems(plan, self.replica_ids)
        if problems:
            return self._refuse("; ".join(problems[:5]), "invalid", plan.epoch)
        index = key_index(plan.assignments)
        with self._lock:
            current = self._snapshot
            if plan.epoch <= current.epoch:
                return self._refuse(
                    f"epoch {plan.epoch} is not newer than {current.epoch}", "stale", plan.epoch
                )
            if self.validator is not None:
                found = self.validator(plan, current.plan)
                if found:
                    return self._refuse("; ".join(str(v) for v in found[:5]), "invalid", plan.epoch)
            self._snapshot = PlanSnapshot(plan, index)
        self.counters.inc("cacheroute_plan_swaps_total", result="accepted", reason="ok")
        self.counters.set("cacheroute_plan_epoch", plan.epoch)
        self.counters.set("cacheroute_plan_warm_keys", len(plan.assignments))
        return SwapResult(accepted=True, epoch=plan.epoch, offered_epoch=plan.epoch)

    def load_json(self, data: str | bytes) -> SwapResult:
        """Swap in a plan given as JSON text; corrupt JSON is refused."""
        try:
            plan = Plan.model_validate_json(data)
        except ValidationError as e:
            err = e.errors(include_url=False)[0]
            label = "corrupt" if err.get("type") == "json_invalid" else "invalid"
            return self._refuse(f"{label} plan JSON: {err['msg']}", label)
        return self.swap(plan)

    def load_file(self, path: str | os.PathLike[str]) -> SwapResult:
        """Swap in the plan stored in a JSON file (as written by ``plan.model_dump_json()``)."""
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            return self._refuse(f"cannot read {os.fspath(path)!r}: {e.strerror}", "unreadable")
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
