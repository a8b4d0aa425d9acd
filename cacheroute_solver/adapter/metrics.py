"""The adapter's counters, gauges and histograms, kept in a `prometheus_client` registry of their own.

Each `Counters` has its own ``CollectorRegistry``, so two routers (or two tests) in one process
never share a series, and ``exposition()`` is ``prometheus_client.generate_latest`` of it. The
names below are the catalogue; a name not in it is registered on first use (``*_total`` as a
counter, anything else as a gauge) with the label names of that first call.

The series the router updates on every request (its latency histograms, the prompt-token counters of the
three hit figures) are plain Python (`Histogram`, `Tally`), rendered as metric families at each scrape: an
observation is a bisection and two additions, where prometheus_client's ``Histogram.observe`` takes a lock
twice and cost 6x as much in the measurement on docs/observability.md.
"""

from __future__ import annotations

import contextlib
import threading
from bisect import bisect_left
from collections.abc import Callable, Collection, Iterator
from typing import Literal

from prometheus_client import CollectorRegistry, Counter, Gauge, generate_latest
from prometheus_client.core import CounterMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.exposition import CONTENT_TYPE_LATEST
from prometheus_client.utils import floatToGoString

__all__ = ["BUCKETS", "CONTENT_TYPE_LATEST", "METRICS", "TALLIES", "Counters", "Histogram", "Tally"]

Kind = Literal["counter", "gauge", "histogram"]

# fmt: off
_TTFT = (0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5, 10.0, 20.0, 40.0, 80.0,
         160.0, 640.0, 2560.0)
_TPOT = (0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5, 10.0, 20.0, 40.0, 80.0)
_DURATION = (0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 15.0, 30.0, 45.0, 60.0, 90.0,
             120.0, 180.0, 240.0)
_DECISION = (0.00001, 0.00002, 0.00005, 0.0001, 0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1)
# fmt: on

BUCKETS: dict[str, tuple[float, ...]] = {
    # vLLM's vllm:time_to_first_token_seconds edges, so the router's TTFT and the engines' read bucket by bucket
    "cacheroute_time_to_first_token_seconds": _TTFT,
    # vLLM's vllm:request_time_per_output_token_seconds (and inter_token_latency_seconds) edges
    "cacheroute_request_time_per_output_token_seconds": _TPOT,
    # smg's and the Rust vLLM router's edges for every *_duration_seconds (smg_router_request_duration_seconds,
    # vllm_router_request_duration_seconds)
    "cacheroute_request_duration_seconds": _DURATION,
    "cacheroute_request_queue_time_seconds": _DURATION,
    # llm-d's scheduler_e2e_duration_seconds edges, with three below them: a decision takes tens of microseconds
    "cacheroute_routing_decision_duration_seconds": _DECISION,
}
"""Bucket edges (seconds) of each histogram in the catalogue, each as the anchors draw them (docs/observability.md)."""

TALLIES = frozenset(
    {
        "cacheroute_prompt_tokens_total",
        "cacheroute_prefix_offered_tokens_total",
        "cacheroute_prefix_captured_tokens_total",
        "cacheroute_prefix_served_tokens_total",
        "cacheroute_prefix_served_prompt_tokens_total",
        "cacheroute_shadow_captured_tokens_total",
    }
)
"""The catalogue's counters kept as plain `Tally` series (added to on every request), not by `Counters.inc`."""

_SERIES = ("model", "replica")
_FIGURES = ("model", "replica", "policy")

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
    "cacheroute_replica_token_seconds": (
        "gauge",
        ("replica",),
        "Seconds per prefilled token in the replica's cost model in force (learned from its answers, or as configured).",
    ),
    "cacheroute_replica_attention_pair_seconds": (
        "gauge",
        ("replica",),
        "Seconds per prefill attention (query, key) pair in the replica's cost model in force.",
    ),
    "cacheroute_replica_decode_step_seconds": (
        "gauge",
        ("replica",),
        "Seconds of one full-batch decode step in the replica's cost model in force.",
    ),
    "cacheroute_replica_cost_observations": (
        "gauge",
        ("replica",),
        "Answers (and engine-reported prefills) the replica's learned cost model is fitted from (0: not learning).",
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
        "Failures not retried: budget (retry budget spent), attempts (per-request limit), no_replica, unsafe (a "
        "background response an engine may have started).",
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
    "cacheroute_draining": (
        "gauge",
        (),
        "1 from SIGTERM or SIGINT on: /readiness answers 503, new requests are served for shutdown.drain_delay_s, "
        "then the listener closes and the requests in flight have until shutdown.grace_s.",
    ),
    "cacheroute_drain_cancelled_total": (
        "counter",
        (),
        "Requests still in flight when the shutdown grace ran out (or a second signal came): cancelled.",
    ),
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
    "cacheroute_peer_reports_total": (
        "counter",
        ("direction", "outcome"),
        "Peer channel datagrams (load reports, histories) by direction (sent, received) and outcome (their kind; "
        "received: stale, gap, malformed, unauthenticated, refused, peer_timed_out; sent: error, unresolved, "
        "no_channel).",
    ),
    "cacheroute_time_to_first_token_seconds": (
        "histogram",
        _SERIES,
        "Time to first token of streamed answers: from the request's arrival at the router to the first chunk of "
        "the answer relayed to the client, retries included.",
    ),
    "cacheroute_request_time_per_output_token_seconds": (
        "histogram",
        _SERIES,
        "Mean time per output token of each streamed answer of two tokens or more: its time from its first chunk to "
        "its end over its output tokens less one (a non-streamed answer has no first-token time: not counted).",
    ),
    "cacheroute_request_duration_seconds": (
        "histogram",
        _SERIES,
        "Generation requests from their arrival at the router to the end of the answer (any status; replica empty "
        "where none answered).",
    ),
    "cacheroute_request_queue_time_seconds": (
        "histogram",
        _SERIES,
        "The router's own time before a request's answering attempt was sent: from its arrival (headers in) "
        "through reading its body, the routing decisions and any failed attempts.",
    ),
    "cacheroute_routing_decision_duration_seconds": (
        "histogram",
        _SERIES,
        "Time of one routing decision (per attempt), by the replica it chose.",
    ),
    "cacheroute_prompt_tokens_total": (
        "counter",
        _FIGURES,
        "Prompt tokens of answered requests as the router counts them (the offered and captured figures' "
        "denominator), by the replica that answered and the policy that routed (cacheroute or the baseline).",
    ),
    "cacheroute_prefix_offered_tokens_total": (
        "counter",
        _FIGURES,
        "Offered: prompt tokens of answered requests whose prefix an earlier request already had (an online "
        "estimate of the infinite-cache bound, over the router's own chain hashes).",
    ),
    "cacheroute_prefix_captured_tokens_total": (
        "counter",
        _FIGURES,
        "Captured: prompt tokens of answered requests that the routing core believed, at decision time, the "
        "replica it sent them to held (in shadow mode, the incumbent's choice).",
    ),
    "cacheroute_prefix_served_tokens_total": (
        "counter",
        _FIGURES,
        "Served: prompt tokens the engines reported as cached (usage.prompt_tokens_details.cached_tokens).",
    ),
    "cacheroute_prefix_served_prompt_tokens_total": (
        "counter",
        _FIGURES,
        "Prompt tokens (usage.prompt_tokens) of the answers that reported cached_tokens: the served figure's "
        "denominator.",
    ),
    "cacheroute_shadow_captured_tokens_total": (
        "counter",
        _SERIES,
        "Shadow mode: prompt tokens CacheRoute's own decision would have captured, by the replica it would have "
        "chosen.",
    ),
    "cacheroute_prefix_offered_blocks": (
        "gauge",
        (),
        "Chain blocks the offered estimate remembers now (at most metrics.offered_blocks).",
    ),
}


class Histogram:
    """One series of a histogram, in plain Python: a count per bucket (the last one past every edge) and the sum,
    made cumulative at each scrape. Observed on one thread (the router's event loop)."""

    __slots__ = ("counts", "edges", "sum")

    def __init__(self, edges: tuple[float, ...]) -> None:
        self.edges = edges
        self.counts = [0] * (len(edges) + 1)
        self.sum = 0.0

    def observe(self, value: float) -> None:
        self.counts[bisect_left(self.edges, value)] += 1
        self.sum += value

    def buckets(self) -> list[tuple[str, float]]:
        """(le, cumulative count) per edge and ``+Inf``, as the exposition writes them."""
        out, total = [], 0
        for edge, n in zip((*map(floatToGoString, self.edges), "+Inf"), self.counts, strict=True):
            total += n
            out.append((edge, float(total)))
        return out


class Tally:
    """One series of a counter, in plain Python, added to on one thread (the router's event loop)."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 0.0

    def add(self, amount: float) -> None:
        self.value += amount


class _Plain:
    """The `Histogram` and `Tally` series of one registry, as metric families at each scrape (a custom collector);
    a family declared with no series yet is rendered with its HELP and TYPE alone."""

    def __init__(self) -> None:
        self.families: dict[str, tuple[Kind, tuple[str, ...], str, dict[tuple[str, ...], Histogram | Tally]]] = {}

    def collect(self) -> Iterator[Metric]:
        for name, (kind, labels, text, series) in list(self.families.items()):
            family: Metric
            if kind == "histogram":
                family = HistogramMetricFamily(name, text, labels=labels)
                for values, h in list(series.items()):
                    assert isinstance(h, Histogram)
                    family.add_metric(list(values), h.buckets(), h.sum)
            else:
                family = CounterMetricFamily(name, text, labels=labels)
                for values, t in list(series.items()):
                    assert isinstance(t, Tally)
                    family.add_metric(list(values), t.value)
            yield family

    def describe(self) -> list[Metric]:
        return []


class Counters:
    """Labelled counters and gauges on one registry; `exposition` renders them for ``/metrics``."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self._lock = threading.Lock()
        self._metrics: dict[str, tuple[Counter | Gauge, tuple[str, ...]]] = {}
        self._children: dict[tuple[str, ...], Counter | Gauge] = {}
        """Each series by its name and labels as a call site passes them: the proxy updates a few per request,
        and prometheus_client's own `labels` checks and locks on every call."""
        self._plain = _Plain()
        self.registry.register(self._plain)
        self.generation = 0
        """How many times `forget_label` dropped series: a caller that keeps series objects makes them again when
        it changes (one it kept is no longer rendered)."""

    def _metric(self, name: str, labels: dict[str, str], kind: Kind) -> Counter | Gauge:
        key = (name, *labels.keys(), *labels.values())
        series = self._children.get(key)
        if series is not None:
            return series
        series = self._children[key] = self._labelled(name, labels, kind)
        return series

    def _registered(self, name: str, labels: dict[str, str], kind: Kind) -> tuple[Counter | Gauge, tuple[str, ...]]:
        entry = self._metrics.get(name)
        if entry is None:
            if name in TALLIES or name in BUCKETS:
                raise ValueError(f"{name} is a plain series: Counters.tally or Counters.histogram")
            with self._lock:
                entry = self._metrics.get(name)
                if entry is None:
                    kind, names, text = METRICS.get(name, (kind, tuple(sorted(labels)), name))
                    cls = Counter if kind == "counter" else Gauge
                    metric = cls(name, text, names, registry=self.registry)
                    entry = self._metrics[name] = (metric, names)
        return entry

    def _labelled(self, name: str, labels: dict[str, str], kind: Kind) -> Counter | Gauge:
        metric, names = self._registered(name, labels, kind)
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

    def forget_label(self, label: str, keep: Collection[str]) -> None:
        """Drop every series whose ``label`` has a value not in ``keep`` (the replicas routed to now: the series of
        the ones that left would stay on /metrics for good, some 76 each)."""
        for key in list(self._children):
            n = (len(key) - 1) // 2
            labels = dict(zip(key[1 : 1 + n], key[1 + n :], strict=True))
            if label in labels and labels[label] not in keep:
                self.forget(key[0], **labels)
        for _kind, names, _text, series in self._plain.families.values():
            if label in names:
                at = names.index(label)
                for values in [v for v in series if v[at] not in keep]:
                    del series[values]
        self.generation += 1

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

    def _family(self, name: str, kind: Kind) -> dict[tuple[str, ...], Histogram | Tally]:
        entry = self._plain.families.get(name)
        if entry is None:
            known = METRICS.get(name)
            if known is None or known[0] != kind or name not in (BUCKETS if kind == "histogram" else TALLIES):
                raise ValueError(f"{name}: not a {kind} of the catalogue's plain series (BUCKETS, TALLIES)")
            with self._lock:
                entry = self._plain.families.setdefault(name, (kind, known[1], known[2], {}))
        return entry[3]

    def _series(self, name: str, kind: Kind, labels: dict[str, str]) -> Histogram | Tally:
        series = self._family(name, kind)
        values = tuple(labels.values())
        found = series.get(values)
        if found is None:
            names = self._plain.families[name][1]
            if tuple(labels) != names:
                raise ValueError(f"{name} takes labels {list(names)} in that order, got {list(labels)}")
            found = series[values] = Histogram(BUCKETS[name]) if kind == "histogram" else Tally()
        return found

    def histogram(self, name: str, **labels: str) -> Histogram:
        """The series of histogram ``name`` (in `METRICS` and `BUCKETS`) with ``labels``, in the catalogue's
        order: keep it, and call its ``observe``."""
        found = self._series(name, "histogram", labels)
        assert isinstance(found, Histogram)
        return found

    def tally(self, name: str, **labels: str) -> Tally:
        """The series of counter ``name`` (in `METRICS`) with ``labels`` as a plain `Tally`, for a counter added
        to on every request; a name is either a tally or an `inc` counter, not both."""
        found = self._series(name, "counter", labels)
        assert isinstance(found, Tally)
        return found

    def declare(self, *names: str) -> None:
        """Render these metrics of the catalogue (their HELP and TYPE) before their first series: a dashboard or
        an alert then finds every name from the start. A gauge without labels is left until it is set (its
        value would read 0, where none is known)."""
        for name in names:
            kind, labels, _ = METRICS[name]
            if name in BUCKETS or name in TALLIES:
                self._family(name, kind)
            elif kind == "counter" or labels:
                self._registered(name, dict.fromkeys(labels, ""), kind)

    def exposition(self) -> str:
        return self.render().decode("utf-8")

    def render(self) -> bytes:
        """The ``/metrics`` page. Safe in another thread while the series are recorded on the event loop (the
        router renders it there: its cost grows with the series, about 0.3 ms each for a histogram's), since every
        family is read from a copy of its series."""
        return generate_latest(self.registry)
