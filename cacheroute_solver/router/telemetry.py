"""What the router tells about each generation request once it is answered (`Telemetry`): its latency
histograms and the three hit figures on ``/metrics``, and its access log line.

The three figures are counters of prompt tokens, by the replica that answered and the policy that routed:

- offered: the tokens of each prompt's prefix that an earlier request already had (`SeenPrefixes`: an online
  estimate of the infinite-cache bound, over the router's chain hashes);
- captured: the tokens the routing core believed, at decision time, the replica it sent the request to held
  (in shadow mode, the replica the incumbent policy chose; the core's own choice is
  ``cacheroute_shadow_captured_tokens_total``);
- served: the tokens the engine reported as cached (``usage.prompt_tokens_details.cached_tokens``), over the
  prompt tokens of the answers that reported them.

Everything here is kept per request in the request's ``trip`` (its times, decision, usage) and recorded once,
at its end: one dictionary lookup for its series, then plain additions (`Histogram`, `Tally`).
"""

from __future__ import annotations

import json
import logging
import time
from typing import Any

from aiohttp import web

from cacheroute_solver.adapter.metrics import BUCKETS, TALLIES, Counters, Histogram, Tally
from cacheroute_solver.adapter.plan_routing import Decision
from cacheroute_solver.observe.offered import SeenPrefixes

from .config import RouterConfig
from .logs import ACCESS_LOGGER
from .usage import Usage

__all__ = ["CLIENT_GONE", "Telemetry"]

CLIENT_GONE = 499
"""The status an access log line gives a request whose client went away first (nginx's)."""

_QUOTED = frozenset(' "=\\')
_ACCESS_TEXT = (
    "%s %s %s replica=%s model=%s decision=%s ttft_ms=%s duration_ms=%s prompt_tokens=%s completion_tokens=%s "
    "cached_tokens=%s request_id=%s client=%s"
)


class _Series:
    """The series of one (model, replica, policy): the request histograms and the hit figures' tallies."""

    __slots__ = (
        "_captured",
        "counters",
        "duration",
        "labels",
        "offered",
        "prompt",
        "queue",
        "served",
        "served_prompt",
        "tpot",
        "ttft",
    )

    def __init__(self, counters: Counters, model: str, replica: str, policy: str) -> None:
        self.counters = counters
        h = counters.histogram
        self.ttft: Histogram = h("cacheroute_time_to_first_token_seconds", model=model, replica=replica)
        self.tpot: Histogram = h("cacheroute_request_time_per_output_token_seconds", model=model, replica=replica)
        self.duration: Histogram = h("cacheroute_request_duration_seconds", model=model, replica=replica)
        self.queue: Histogram = h("cacheroute_request_queue_time_seconds", model=model, replica=replica)
        self.labels = labels = {"model": model, "replica": replica, "policy": policy}
        self.prompt: Tally = counters.tally("cacheroute_prompt_tokens_total", **labels)
        self.offered: Tally = counters.tally("cacheroute_prefix_offered_tokens_total", **labels)
        self.served: Tally = counters.tally("cacheroute_prefix_served_tokens_total", **labels)
        self.served_prompt: Tally = counters.tally("cacheroute_prefix_served_prompt_tokens_total", **labels)
        self._captured: Tally | None = None

    @property
    def captured(self) -> Tally:
        """Made on first use: a baseline without shadow has no belief to count (no series, rather than zeros)."""
        if self._captured is None:
            self._captured = self.counters.tally("cacheroute_prefix_captured_tokens_total", **self.labels)
        return self._captured


class Telemetry:
    """The request histograms, the three hit figures and the access log of one router (module docstring)."""

    def __init__(self, config: RouterConfig, counters: Counters) -> None:
        self.counters = counters
        self.seen = SeenPrefixes(config.offered_blocks, config.key_spec.chain_block_tokens)
        self.incumbent = config.policy
        """The ``policy`` label of the requests a baseline routed ('cacheroute' for the routing core's)."""
        self.access = logging.getLogger(ACCESS_LOGGER) if config.logs.access_log else None
        self.json = config.logs.format == "json"
        self._series: dict[tuple[str, str, str], _Series] = {}
        self._shadow: dict[tuple[str, str], Tally] = {}
        self._unanswered: dict[str, Histogram] = {}
        """cacheroute_request_duration_seconds of the requests no replica answered, per model."""
        self._generation = counters.generation
        counters.declare(*BUCKETS, *TALLIES)  # the histograms and the hit figures' counters
        counters.track("cacheroute_prefix_offered_blocks", self.seen.__len__)

    def offer(self, hashes: tuple[int, ...], prompt_tokens: float, trip: dict[str, Any]) -> None:
        """A request's chain, on its arrival: its offered tokens (`SeenPrefixes.offer`) go in its trip."""
        trip["offered"] = self.seen.offer(hashes, prompt_tokens)

    def series(self, model: str, replica: str, policy: str) -> _Series:
        if self._generation != self.counters.generation:  # series dropped (replicas that left): made again
            self._series.clear()
            self._shadow.clear()
            self._generation = self.counters.generation
        key = (model, replica, policy)
        found = self._series.get(key)
        if found is None:
            found = self._series[key] = _Series(self.counters, model, replica, policy)
        return found

    def finished(self, request: web.Request, resp: web.StreamResponse | None, trip: dict[str, Any]) -> None:
        """A generation request's end (``resp`` None: its client went away first)."""
        now = time.monotonic()
        start = trip["start"]
        decision: Decision | None = trip.get("decision")
        first = trip.get("first")
        # answered: an attempt returned its answer, or relayed its first byte before the client went away
        answered = decision is not None and (trip.get("answered", False) or first is not None)
        model = trip.get("model_label", "")
        usage: Usage | None = trip.get("usage")
        if decision is not None and answered:
            policy = "cacheroute" if decision.reason != "baseline" else self.incumbent
            series = self.series(model, decision.replica_id or decision.url, policy)
            series.duration.observe(now - start)
            series.queue.observe(trip["sent"] - start)
            ok = resp is None or resp.status == 200  # None: the client left a stream it was reading
            if trip.get("stream") and first is not None and ok:
                series.ttft.observe(first - start)
            if resp is not None and resp.status == 200:
                self._answered(series, decision, trip, usage, now, model)
        else:  # refused, or no replica answered
            unanswered = self._unanswered.get(model)
            if unanswered is None:
                unanswered = self._unanswered[model] = self.counters.histogram(
                    "cacheroute_request_duration_seconds", model=model, replica=""
                )
            unanswered.observe(now - start)
        if self.access is not None:
            self._access(request, resp, trip, decision, usage, now - start)

    def _answered(
        self, series: _Series, decision: Decision, trip: dict[str, Any], usage: Usage | None, now: float, model: str
    ) -> None:
        """The time per output token and hit figures of an answer (status 200): a stream's time per output token is
        its decode time over its output tokens less one, as vLLM's (a non-streamed answer has no first-token time:
        none, as smg)."""
        first = trip.get("first")
        if trip.get("stream") and first is not None:
            completion = usage.completion_tokens if usage is not None else None
            if completion is None:  # no usage in the stream: its events, less [DONE] (and a chat's role event)
                completion = trip.get("events", 0) - 1 - (1 if trip.get("chat") else 0)
            if completion > 1:
                series.tpot.observe((now - first) / (completion - 1))
        prompt = trip.get("prompt", 0.0)
        series.prompt.add(prompt)
        series.offered.add(trip.get("offered", 0))
        shadow: Decision | None = trip.get("shadow")
        if decision.reason != "baseline" or shadow is not None:
            series.captured.add(decision.cached_tokens)
        if usage is not None and usage.cached_tokens is not None:
            series.served.add(usage.cached_tokens)
            series.served_prompt.add(usage.prompt_tokens)
        if shadow is not None:
            key = (model, shadow.replica_id or shadow.url)
            tally = self._shadow.get(key)
            if tally is None:
                tally = self._shadow[key] = self.counters.tally(
                    "cacheroute_shadow_captured_tokens_total", model=key[0], replica=key[1]
                )
            tally.add(shadow.cached_tokens)

    def _access(
        self,
        request: web.Request,
        resp: web.StreamResponse | None,
        trip: dict[str, Any],
        decision: Decision | None,
        usage: Usage | None,
        took: float,
    ) -> None:
        """The request's access log line (`LogConfig.access_log`)."""
        assert self.access is not None
        first = trip.get("first")
        fields = {
            "method": request.method,
            "path": request.path,
            "status": CLIENT_GONE if resp is None else resp.status,
            "replica": (decision.replica_id or decision.url) if decision is not None else None,
            "model": trip.get("model"),
            "decision": decision.label if decision is not None else None,
            "ttft_ms": round((first - trip["start"]) * 1e3, 3) if first is not None and trip.get("stream") else None,
            "duration_ms": round(took * 1e3, 3),
            "prompt_tokens": usage.prompt_tokens if usage is not None else None,
            "completion_tokens": usage.completion_tokens if usage is not None else None,
            "cached_tokens": usage.cached_tokens if usage is not None else None,
            "request_id": trip.get("request_id") or request.headers.get("X-Request-Id"),
            "client": request.remote,
        }
        if self.json:
            self.access.info("%s %s %s", fields["method"], fields["path"], fields["status"], extra=fields)
        else:
            self.access.info(_ACCESS_TEXT, *map(_text, fields.values()))


def _text(value: Any) -> Any:
    """A field of a text access log line: '-' for none; a string with a space, a quote, a backslash, an '=' or a
    character outside printable ASCII quoted as a JSON string (logfmt's rule), so what a client wrote (its model,
    its request id) can neither start a line of its own nor add a field."""
    if value is None:
        return "-"
    if isinstance(value, (int, float)):
        return value
    text = str(value)
    if text and text.isascii() and text.isprintable() and not _QUOTED.intersection(text):
        return text
    return json.dumps(text)
