"""The adapter's counters and gauges, kept in a `prometheus_client` registry of their own.

Each `Counters` has its own ``CollectorRegistry``, so two routers (or two tests) in one process
never share a series, and ``exposition()`` is ``prometheus_client.generate_latest`` of it. The
names below are the catalogue; a name not in it is registered on first use (``*_total`` as a
counter, anything else as a gauge) with the label names of that first call.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import Literal

from prometheus_client import CollectorRegistry, Counter, Gauge, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

__all__ = ["CONTENT_TYPE_LATEST", "METRICS", "Counters"]

Kind = Literal["counter", "gauge"]

METRICS: dict[str, tuple[Kind, tuple[str, ...], str]] = {
    "cacheroute_decisions_total": (
        "counter",
        ("kind", "reason"),
        "Routing decisions by kind (planned, cached, home, balanced; baseline; refused) and reason (direct, spill; the baseline policy; no_upstream).",
    ),
    "cacheroute_shadow_decisions_total": (
        "counter",
        ("agree", "reason"),
        "Shadow mode: whether CacheRoute would have sent the request where the baseline did (agree yes/no), and its reason.",
    ),
    "cacheroute_plan_swaps_total": (
        "counter",
        ("result", "reason"),
        "Plan swaps by result (accepted, refused) and reason.",
    ),
    "cacheroute_requests_total": ("counter", ("replica", "outcome"), "Upstream attempts by replica and outcome."),
    "cacheroute_plan_epoch": ("gauge", (), "Epoch of the plan in force (-1: none)."),
    "cacheroute_plan_warm_keys": ("gauge", (), "Warm keys in the plan in force."),
    "cacheroute_inflight_requests": ("gauge", ("replica",), "Requests in flight per upstream replica."),
    "cacheroute_recording_written": ("gauge", (), "Requests written to the traffic recording."),
    "cacheroute_recording_dropped": (
        "gauge",
        (),
        "Requests the recording lost (buffer full, disk full or unwritable).",
    ),
    "cacheroute_endpoint_up": (
        "gauge",
        ("replica",),
        "1 while the replica is in rotation, 0 while ejected or failing health checks.",
    ),
    "cacheroute_replicas": ("gauge", (), "Replicas the router routes to now (in rotation or not)."),
    "cacheroute_model_requests_total": (
        "counter",
        ("model", "route"),
        "Requests proxied by model (a name no replica lists: other) and route (/v1/completions, /v1/embeddings, ...).",
    ),
    "cacheroute_replica_changes_total": (
        "counter",
        ("change", "source"),
        "Replicas that joined or left (change) while the router ran, by source (api, file, dns).",
    ),
    "cacheroute_loop_stalls_total": (
        "counter",
        (),
        "Times the router's event loop woke at least loop_stall_s late (every request in flight waited).",
    ),
    "cacheroute_stalled_failures_total": (
        "counter",
        ("replica", "reason"),
        "Time-outs, failed checks and closed connections not held against a replica: the router's own loop stalled meanwhile.",
    ),
    "cacheroute_engine_scrapes_total": (
        "counter",
        ("replica", "result"),
        "Reads of the engines' /metrics (engine_metrics) by result (ok; fail: no answer; bad: no usable counts).",
    ),
    "cacheroute_engine_running": ("gauge", ("replica",), "Requests running on the engine, as it last published."),
    "cacheroute_engine_waiting": ("gauge", ("replica",), "Requests waiting on the engine, as it last published."),
    "cacheroute_ejections_held_total": (
        "counter",
        ("replica", "reason"),
        "Ejections not made: time-outs alone against the last replica in rotation (router.fleet.health).",
    ),
    "cacheroute_excused_failures_total": (
        "counter",
        ("replica", "reason"),
        "Time-outs not held against a replica: a request moved off another replica for time-outs was waiting there.",
    ),
    "cacheroute_loop_lag_max_seconds": ("gauge", (), "Longest the router's event loop woke late."),
    "cacheroute_ejections_total": (
        "counter",
        ("replica", "reason"),
        "Replicas taken out of rotation, by the failure that did it.",
    ),
    "cacheroute_readmissions_total": (
        "counter",
        ("replica",),
        "Replicas put back in rotation after a passing health check.",
    ),
    "cacheroute_health_checks_total": (
        "counter",
        ("replica", "result"),
        "Active health checks by result (pass, fail).",
    ),
    "cacheroute_retries_total": (
        "counter",
        ("reason",),
        "Requests retried on another replica, by the failure retried.",
    ),
    "cacheroute_retries_denied_total": (
        "counter",
        ("reason",),
        "Failures not retried: budget (retry budget spent), attempts (per-request limit), no_replica.",
    ),
    "cacheroute_deadline_extended_total": (
        "counter",
        ("replica",),
        "Attempts past their hang deadline on a replica that gave another request its first token within the deadline's length (busy, not hung): kept, the deadline moved on.",
    ),
    "cacheroute_deadline_misses_total": (
        "counter",
        ("replica",),
        "Attempts that missed their hang deadline (no first token within max(floor, multiple x expected + slack)) and were abandoned.",
    ),
    "cacheroute_attempt_deadline_seconds": (
        "gauge",
        ("replica",),
        "The hang deadline of the last attempt sent to the replica.",
    ),
    "cacheroute_timeouts_total": (
        "counter",
        ("replica", "phase"),
        "Upstream time-outs by phase (connect, first_byte, idle).",
    ),
    "cacheroute_client_disconnects_total": (
        "counter",
        (),
        "Clients that went away before their answer ended; their upstream request was cancelled.",
    ),
    "cacheroute_bad_requests_total": ("counter", ("reason",), "Client requests refused (400/413) by reason."),
    "cacheroute_control_denied_total": (
        "counter",
        ("reason",),
        "Control-plane calls refused: unauthorized, disabled, busy.",
    ),
    "cacheroute_replans_total": (
        "counter",
        ("trigger", "result"),
        "Planner runs by trigger (period, step, membership) and result.",
    ),
    "cacheroute_plan_skips_total": (
        "counter",
        ("trigger", "reason"),
        "Planner runs skipped, the plan in force kept, by trigger and reason (no_replica_in_rotation).",
    ),
    "cacheroute_kv_batches_total": (
        "counter",
        ("replica", "result"),
        "Engine KV event batches by result (ok, bad, bad_frames, error).",
    ),
    "cacheroute_kv_blocks_total": (
        "counter",
        ("replica", "what"),
        "Engine KV event blocks by what became of them (stored, removed, cleared, restart, ignored_*, unknown_*).",
    ),
    "cacheroute_kv_gaps_total": ("counter", ("replica",), "Gaps in an engine's KV event sequence."),
    "cacheroute_kv_missed_batches_total": (
        "counter",
        ("replica",),
        "KV event batches missed in gaps and not replayed.",
    ),
    "cacheroute_kv_restarts_total": (
        "counter",
        ("replica",),
        "Engines whose KV event sequence started again (their cache is forgotten).",
    ),
    "cacheroute_mode": (
        "gauge",
        ("mode",),
        "1 for the router's mode: shadow, live (CacheRoute routes), rolled_back, plan (always CacheRoute), baseline (no shadow).",
    ),
    "cacheroute_switches_total": (
        "counter",
        ("to", "reason"),
        "Switches to live (reason enable, forced) and back (rolled_back: manual, hit_rate, ttft_p99); either way fleet (another instance's switch) or restored (the last switch, at start).",
    ),
    "cacheroute_rollbacks_total": (
        "counter",
        ("reason",),
        "Returns to the incumbent policy: manual, or by the live watch (hit_rate, ttft_p99), here; fleet: another instance's, taken; restored: at start.",
    ),
    "cacheroute_switch_refused_total": (
        "counter",
        ("reason",),
        "POST /plan/enable, /plan/rollback and /plan/mode calls (and the fleet's switch from Redis) refused, by reason (fleet_mismatch, stale_report, verdict_reject, stale_record, ...).",
    ),
    "cacheroute_mode_saves_total": (
        "counter",
        ("result",),
        "Switches kept in switch.state_file, by result (ok, error: a restart would not come back in that mode).",
    ),
    "cacheroute_served_hit_rate": (
        "gauge",
        (),
        "Served prefix-cache hit rate over the switch window (engines' cached_tokens / prompt_tokens; NaN: none reported).",
    ),
    "cacheroute_served_ttft_p99_seconds": (
        "gauge",
        (),
        "p99 time to first token of streamed answers over the switch window (NaN: none).",
    ),
    "cacheroute_served_window_requests": ("gauge", (), "Answers in the switch window (of the mode now in force)."),
    "cacheroute_predicted_hit_rate": (
        "gauge",
        (),
        "The gate report's predicted hit rate for the policy routing now (NaN: no report).",
    ),
    "cacheroute_predicted_ttft_p99_seconds": (
        "gauge",
        (),
        "The gate report's predicted p99 TTFT for the policy routing now (NaN: no report).",
    ),
}


class Counters:
    """Labelled counters and gauges on one registry; `exposition` renders them for ``/metrics``."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self._lock = threading.Lock()
        self._metrics: dict[str, tuple[Counter | Gauge, tuple[str, ...]]] = {}
        self._children: dict[tuple[str, ...], Counter | Gauge] = {}
        """Each series by its name and labels as a call site passes them: the proxy updates a few per request,
        and prometheus_client's own `labels` checks and locks on every call."""

    def _metric(self, name: str, labels: dict[str, str], kind: Kind) -> Counter | Gauge:
        key = (name, *labels.keys(), *labels.values())
        series = self._children.get(key)
        if series is not None:
            return series
        series = self._children[key] = self._labelled(name, labels, kind)
        return series

    def _labelled(self, name: str, labels: dict[str, str], kind: Kind) -> Counter | Gauge:
        entry = self._metrics.get(name)
        if entry is None:
            with self._lock:
                entry = self._metrics.get(name)
                if entry is None:
                    kind, names, text = METRICS.get(name, (kind, tuple(sorted(labels)), name))
                    cls = Counter if kind == "counter" else Gauge
                    metric = cls(name, text, names, registry=self.registry)
                    entry = self._metrics[name] = (metric, names)
        metric, names = entry
        if set(labels) != set(names):
            raise ValueError(f"{name} takes labels {list(names)}, got {sorted(labels)}")
        return metric.labels(**labels) if names else metric

    def track(self, name: str, read: Callable[[], float], **labels: str) -> None:
        """A gauge read by calling ``read()`` at each scrape: for a value the proxy changes on every request."""
        metric = self._metric(name, labels, "gauge")
        if not isinstance(metric, Gauge):
            raise TypeError(f"{name} is a counter; it can only be increased")
        metric.set_function(read)

    def forget(self, name: str, **labels: str) -> None:
        """Drop the series of ``name`` with exactly ``labels`` (a replica that left the fleet)."""
        series = self._children.pop((name, *labels.keys(), *labels.values()), None)
        entry = self._metrics.get(name)
        if series is not None and entry is not None:
            metric, names = entry
            with contextlib.suppress(KeyError):  # removed already
                metric.remove(*(labels[n] for n in names))

    def inc(self, name: str, amount: float = 1.0, **labels: str) -> None:
        self._metric(name, labels, "counter").inc(amount)

    def set(self, name: str, value: float, **labels: str) -> None:
        metric = self._metric(name, labels, "gauge")
        if not isinstance(metric, Gauge):
            raise TypeError(f"{name} is a counter; it can only be increased")
        metric.set(value)

    def get(self, name: str, **labels: str) -> float:
        """The sum of the series of ``name`` whose labels include ``labels`` (0 when none)."""
        total = 0.0
        for family in self.registry.collect():
            for s in family.samples:
                if s.name == name and all(s.labels.get(k) == v for k, v in labels.items()):
                    total += s.value
        return total

    def exposition(self) -> str:
        return generate_latest(self.registry).decode("utf-8")
