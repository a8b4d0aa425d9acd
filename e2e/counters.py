"""Counters read after each run: the engines' prefix-cache counters and each router's own.

Pure (text in, numbers out). `engine_totals` sums a vLLM ``/metrics`` page; `Samples` reads any
Prometheus text page. The `*_health` functions read what a router says about itself and return
why the run must not count (empty when it ran as its users would run it): a router that could not
do what its policy needs and silently fell back to something else is a failed run, not a data point.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

__all__ = [
    "Samples",
    "engine_totals",
    "engine_ttft_quantile",
    "histogram_quantile",
    "parse_prometheus",
    "reference_health",
    "reference_inflight",
    "router_hit_figures",
    "rust_router_health",
    "sglang_router_health",
]

_LINE = re.compile(r"^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)(\s+\d+)?$")
_LABEL = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"')
_ESCAPE = re.compile(r"\\(.)")
_ESCAPED = {"\\": "\\", '"': '"', "n": "\n"}
"""The exposition format's escapes in a label value (backslash, double quote, newline); another is kept as written."""


def _unescape(value: str) -> str:
    """A label value as written, each escape read once (``\\\\n`` is a backslash and an n, not a newline)."""
    return _ESCAPE.sub(lambda m: _ESCAPED.get(m.group(1), m.group(0)), value) if "\\" in value else value


def parse_prometheus(text: str) -> list[tuple[str, dict[str, str], float]]:
    """Every sample of a Prometheus text page as (name, labels, value); comments skipped."""
    out = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        m = _LINE.match(line)
        if not m:
            continue
        try:
            value = float(m.group(4))
        except ValueError:
            continue
        labels = {k: _unescape(v) for k, v in _LABEL.findall(m.group(3) or "")}
        out.append((m.group(1), labels, value))
    return out


@dataclass
class Samples:
    """A parsed page with sums by name and labels."""

    samples: list[tuple[str, dict[str, str], float]] = field(default_factory=list)

    @classmethod
    def parse(cls, text: str) -> Samples:
        return cls(parse_prometheus(text))

    def total(self, name: str, **labels: str) -> float:
        """Sum of the samples called ``name`` whose labels include ``labels``."""
        return sum(
            v
            for n, lab, v in self.samples
            if n == name and all(lab.get(k) == x for k, x in labels.items()) and math.isfinite(v)
        )

    def by_label(self, name: str, label: str) -> dict[str, float]:
        out: dict[str, float] = {}
        for n, lab, v in self.samples:
            if n == name and math.isfinite(v):
                out[lab.get(label, "")] = out.get(lab.get(label, ""), 0.0) + v
        return out

    def names(self) -> set[str]:
        return {n for n, _, _ in self.samples}

    def matching(self, pattern: str) -> dict[str, float]:
        """Sums of every series whose name matches ``pattern``, keyed ``name{labels}``."""
        rx = re.compile(pattern)
        out: dict[str, float] = {}
        for n, lab, v in self.samples:
            if rx.search(n) and math.isfinite(v):
                key = n + ("{" + ",".join(f'{k}="{x}"' for k, x in sorted(lab.items())) + "}" if lab else "")
                out[key] = out.get(key, 0.0) + v
        return out


ENGINE_COUNTERS = (
    "vllm:prefix_cache_hits_total",
    "vllm:prefix_cache_queries_total",
    "vllm:prompt_tokens_total",
    "vllm:request_success_total",
    "vllm:request_prefill_time_seconds_sum",
    "vllm:request_prefill_kv_computed_tokens_sum",
    "vllm:request_decode_time_seconds_sum",
    "vllm:request_generation_tokens_sum",
)


def engine_step_times(before: list[dict[str, float]], after: list[dict[str, float]]) -> tuple[float, float] | None:
    """(fixed seconds per step, seconds per prefilled token) from the engines' own request timings between
    two reads: a decode step's mean time is the fixed part (one token each, for the few sequences this
    fleet batches), and the prefill time left after one fixed step per request, over the prompt tokens
    the engines computed (not cached), is the per-token part. None: the engines publish no timings, or
    served nothing in between. Unlike a fit to latencies seen from outside, neither the router's
    queueing nor the engines' waiting queue is in it."""

    def d(name: str) -> float:
        return sum(a.get(name, 0.0) - b.get(name, 0.0) for a, b in zip(after, before, strict=False))

    n, gen = d("vllm:request_success_total"), d("vllm:request_generation_tokens_sum")
    prefill, computed = d("vllm:request_prefill_time_seconds_sum"), d("vllm:request_prefill_kv_computed_tokens_sum")
    decode = d("vllm:request_decode_time_seconds_sum")
    if n <= 0 or computed <= 0 or gen <= n:
        return None
    fixed = decode / (gen - n)
    return fixed, max(prefill - fixed * n, 0.0) / computed


TTFT_BUCKET = "vllm:time_to_first_token_seconds_bucket"
"""vLLM's own time to first token (from the request's arrival at the engine's server): no router in it."""


def engine_totals(text: str) -> dict[str, float]:
    """The engine counters the harness reads (`ENGINE_COUNTERS`), summed over labels, and the engine's
    TTFT histogram: cumulative counts keyed ``TTFT_BUCKET{le}`` (``le`` as the page writes it)."""
    s = Samples.parse(text)
    out = {n: s.total(n) for n in ENGINE_COUNTERS}
    for le, v in s.by_label(TTFT_BUCKET, "le").items():
        out[f"{TTFT_BUCKET}{{{le}}}"] = v
    return out


def histogram_quantile(counts: Mapping[float, float], q: float) -> float | None:
    """The ``q`` quantile of a histogram given as cumulative counts by upper bound (``le``; +inf the
    total), linear within the bucket it falls in as Prometheus's ``histogram_quantile`` is; None when
    it holds nothing, the last finite bound when the quantile is past it."""
    if not 0.0 <= q <= 1.0:
        raise ValueError(f"q: a quantile in [0, 1], got {q}")
    bounds = sorted(counts)
    if not bounds or counts[bounds[-1]] <= 0:
        return None
    rank = q * counts[bounds[-1]]
    lo, below = 0.0, 0.0
    for b in bounds:
        c = counts[b]
        if c >= rank:
            if math.isinf(b):
                return lo
            return lo + (b - lo) * ((rank - below) / (c - below) if c > below else 0.0)
        lo, below = b, c
    return lo


def engine_ttft_quantile(before: Sequence[Mapping[str, float]], after: Sequence[Mapping[str, float]], q: float):
    """``q`` quantile of the engines' own TTFT over the requests served between two `engine_totals`
    reads, every engine's histogram summed; None when the engines publish none or served nothing."""
    prefix = TTFT_BUCKET + "{"
    counts: dict[float, float] = {}
    for a, b in zip(after, before, strict=False):
        for k, v in a.items():
            if k.startswith(prefix):
                le = float(k[len(prefix) : -1].replace("+Inf", "inf"))
                counts[le] = counts.get(le, 0.0) + v - b.get(k, 0.0)
    return histogram_quantile(counts, q) if counts else None


def router_hit_figures(metrics: Samples) -> dict[str, float] | None:
    """The reference router's three hit figures over a run (its counters, summed over instances and replicas):
    offered and captured over its prompt tokens, served over the prompt tokens of the answers that reported
    cached tokens, and those token counts; None where the router counted no prompt token."""
    prompt = metrics.total("cacheroute_prompt_tokens_total")
    if prompt <= 0:
        return None
    reported = metrics.total("cacheroute_prefix_served_prompt_tokens_total")
    served = metrics.total("cacheroute_prefix_served_tokens_total")
    return {
        "offered": metrics.total("cacheroute_prefix_offered_tokens_total") / prompt,
        "captured": metrics.total("cacheroute_prefix_captured_tokens_total") / prompt,
        "served": served / reported if reported > 0 else float("nan"),
        "prompt_tokens": prompt,
        "served_prompt_tokens": reported,
    }


def reference_inflight(metrics: Samples) -> float:
    """Requests the reference router has in flight: its counts of the last answers are final once this is 0."""
    return metrics.total("cacheroute_inflight_requests")


def _share(part: float, whole: float) -> float:
    return part / whole if whole > 0 else 0.0


RUST_DEGRADED_LOG = re.compile(r"Prefix input preparation unavailable|preparation_rejected|missing_tokens")


RUST_DECISIONS = "vllm_router_prefix_routing_decisions_total"
RUST_INPUTS = "vllm_router_kv_routing_inputs_total"
_LOOKUP_OUTCOMES = ("prefix_hit", "prefix_miss", "prefix_cost")
RUST_PLACEMENT = "vllm_router_kv_placement_lookups_total"
_FALLBACK = re.compile(r"missing|reject|unavail|error|fail")


def rust_router_health(metrics: Samples, log_text: str, requests: int, *, max_share: float = 0.01) -> list[str]:
    """Why a `vllm-router --policy cache_aware` run is degraded (empty: it was not).

    Its cache_aware policy needs each prompt's token ids (it asks the workers'
    ``/v1/completions/render``, counted in ``vllm_router_kv_routing_inputs_total{result=...}``);
    when it cannot get them it routes least loaded, logs "Prefix input preparation unavailable
    ... preparation_rejected" and counts an outcome other than ``prefix_hit`` / ``prefix_miss`` in
    ``vllm_router_prefix_routing_decisions_total`` (``missing_tokens``). More than ``max_share`` of
    the requests so routed, or no prefix lookup at all, fails the run. Its kv_aware policy costs
    every request (``prefix_cost``) against an index fed by the engines' KV events; an index that
    never matched (``vllm_router_kv_placement_lookups_total`` all ``miss``) fails it too.
    """
    why = []
    outcomes = metrics.by_label(RUST_DECISIONS, "outcome")
    inputs = metrics.by_label(RUST_INPUTS, "result")
    fell_back = {k: v for k, v in outcomes.items() if k not in _LOOKUP_OUTCOMES and v > 0}
    fell_back.update({f"input {k}": v for k, v in inputs.items() if _FALLBACK.search(k) and v > 0})
    fell_back.update(
        {
            k: v
            for k, v in metrics.matching(r".").items()
            if ("missing_tokens" in k or "preparation_rejected" in k)
            and v > 0
            and not k.startswith((RUST_DECISIONS, RUST_INPUTS))
        }
    )
    if sum(fell_back.values()) > max_share * requests:
        why.append(
            "router routed requests without token ids (least loaded, not by prefix): "
            + ", ".join(f"{k} {v:.0f}" for k, v in sorted(fell_back.items()))
            + f" of {requests} requests"
        )
    logged = len(RUST_DEGRADED_LOG.findall(log_text))
    if logged > max_share * requests:
        why.append(f"router log has {logged} 'Prefix input preparation unavailable' lines for {requests} requests")
    lookups = sum(outcomes.get(k, 0.0) for k in _LOOKUP_OUTCOMES)
    if requests > 0 and lookups == 0 and not why:
        why.append(f"router metrics show no prefix lookups ({RUST_DECISIONS} has no prefix_hit / prefix_miss)")
    placed = metrics.by_label(RUST_PLACEMENT, "result")
    if placed.get("miss", 0.0) > 0 and not sum(v for k, v in placed.items() if k != "miss"):
        # kv_aware: its KV-event index never matched a block, so every request was costed as uncached
        why.append(f"KV-event index matched nothing: {RUST_PLACEMENT} miss {placed['miss']:.0f}, no hit")
    return why


def sglang_router_health(metrics: Samples, log_text: str, requests: int, *, max_share: float = 0.01) -> list[str]:
    """Why an `sglang-router` run is degraded: answers other than 200 from its upstream side
    (``smg_router_upstream_responses_total{status_code=...}``, e.g. 503 ``no_available_workers``)
    or requests whose retries ran out."""
    why = []
    codes = metrics.by_label("smg_router_upstream_responses_total", "status_code")
    bad = {k: v for k, v in codes.items() if k != "200" and v > 0}
    if sum(bad.values()) > max_share * requests:
        why.append(
            "router answered "
            + ", ".join(f"HTTP {k} x{v:.0f}" for k, v in sorted(bad.items()))
            + f" for {requests} requests"
        )
    exhausted = metrics.total("smg_worker_retries_exhausted_total")
    if exhausted > max_share * requests:
        why.append(f"{exhausted:.0f} requests ran out of retries")
    if requests > 0 and not codes:
        why.append("router metrics show no upstream responses (smg_router_upstream_responses_total absent)")
    return why


def reference_health(
    metrics: Samples,
    requests: int,
    *,
    policy: str,
    plan_steps: Iterable[Mapping] = (),
    max_share: float = 0.01,
    kv_replicas: Sequence[str] = (),
) -> list[str]:
    """Why a reference-router run is degraded: failed requests, refused or failed plans, replicas ejected,
    and, where it follows the engines' KV events (``kv_replicas``), an engine it heard nothing from,
    stored blocks it could not place (they match no request) or batches it missed."""
    why = []
    for r in kv_replicas:
        if not metrics.total("cacheroute_kv_batches_total", replica=r, result="ok"):
            why.append(f"no KV event batch from {r}")
    if kv_replicas:
        blocks = metrics.by_label("cacheroute_kv_blocks_total", "what")
        stored = blocks.get("stored", 0.0)
        lost = sum(v for k, v in blocks.items() if k not in ("stored", "removed"))
        if lost > max_share * max(stored + lost, 1.0):
            why.append("KV event blocks not placed: " + ", ".join(f"{k} {v:.0f}" for k, v in sorted(blocks.items())))
        missed = metrics.total("cacheroute_kv_missed_batches_total")
        if missed:
            why.append(f"{missed:.0f} KV event batches missed (not replayed)")
    ok = metrics.total("cacheroute_requests_total", outcome="ok")
    if requests and ok < (1 - max_share) * requests:
        outcomes = metrics.by_label("cacheroute_requests_total", "outcome")
        why.append(
            f"only {ok:.0f} of {requests} requests answered ok through the router (attempts: "
            + (", ".join(f"{k} {v:.0f}" for k, v in sorted(outcomes.items())) or "none counted")
            + f"; {metrics.total('cacheroute_client_disconnects_total'):.0f} client disconnects)"
        )
    ejected = metrics.total("cacheroute_ejections_total")
    if ejected:
        why.append(f"{ejected:.0f} replica ejections")
    if policy == "plan":
        steps = list(plan_steps)
        bad = [s for s in steps if "error" in s or not (s.get("swap") or {}).get("accepted", True)]
        if bad:
            why.append(f"{len(bad)} of {len(steps)} plan steps failed or were refused: {bad[0]}")
        busy = [s for s in steps if s.get("busy")]
        if len(busy) > 0.1 * len(steps):
            why.append(f"{len(busy)} of {len(steps)} plan steps skipped: the previous solve was still running")
    return why
