"""What observers saw (`ObservedStats`), and the statistics of several observers of one fleet's
traffic as one (`merge_stats`)."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.models import MAX_RATE, MAX_TOKENS, KeyStats


class ObservedStats(BaseModel):
    """What the observer saw over its horizon, as of ``time``: the keys, busiest first."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    time: float = Field(description="Stream time (s) the rates refer to.")
    horizon_s: float
    total_rate: float = Field(ge=0.0, description="Requests/s of all traffic, keyed or not.")
    keyed_rate: float = Field(ge=0.0, description="Requests/s of traffic that falls under a key.")
    total_prompt_tokens: float = Field(ge=0.0, description="Mean prompt tokens per request, all traffic.")
    nodes: int = Field(ge=0, description="Prefix nodes held when the statistics were taken.")
    rejected: int = Field(default=0, ge=0, description="Malformed requests dropped so far.")
    count_error: float = Field(
        ge=0.0,
        description="Largest decayed count ever pruned, decayed to `time`: a prefix that was busier "
        "than this at every merge was never pruned and is counted exactly.",
    )
    keys: tuple[KeyStats, ...]

    def top_share(self, n: int) -> float:
        """Share of all traffic (by requests) covered by the ``n`` busiest keys."""
        if self.total_rate <= 0:
            return 0.0
        return min(1.0, sum(k.rate for k in self.keys[:n]) / self.total_rate)


def merge_stats(parts: Sequence[ObservedStats]) -> ObservedStats:
    """The statistics of several observers of one fleet's traffic (router instances behind a
    balancer, each observing the requests it routed), as one observer of all of it would give.

    Each request is observed by exactly one instance, under exactly one of its keys, so:

    - rates add: per key, over the instances that report the key; ``total_rate`` and
      ``keyed_rate`` likewise (an instance that exports only its busiest keys still counts all);
    - token figures (``prefix_tokens``, ``tail_tokens``, ``output_tokens``, ``total_prompt_tokens``)
      are rate-weighted means;
    - a key's ``peak_rate`` is the sum of the instances' peaks (their mean rate where one reports
      none): a balancer splits one stream, so a burst shows at every instance at once and the
      busiest windows coincide; for independent streams this overstates the burst, the safe side
      for the burst margin. Clipped to `MAX_RATE`, as the observer clips;
    - ``count_error`` and ``nodes`` and ``rejected`` add (a prefix pruned everywhere may have been
      that busy in each); ``time`` is the latest, ``horizon_s`` the longest;
    - a key's ``parent`` is the one the instance that saw most of its traffic names.

    Approximation: each instance chooses keys from its own traffic. Instances that see the same
    traffic mix (a balancer spreading it evenly) choose the same keys; where one names a key at a
    different depth than another, both keys are kept and each carries the traffic counted under
    it, so no request is lost or counted twice, but a request counted under the shallower key may
    be routed by the deeper one. ValueError when ``parts`` is empty.
    """
    if not parts:
        raise ValueError("merge_stats needs at least one ObservedStats")
    if len(parts) == 1:
        return parts[0]
    acc: dict[str, list[float]] = {}  # rate, w*prefix, w*tail, w*output, peak, w
    parent: dict[str, tuple[float, str | None]] = {}
    for part in parts:
        for k in part.keys:
            a = acc.get(k.key)
            if a is None:
                a = acc[k.key] = [0.0] * 6
            if k.key not in parent or k.rate > parent[k.key][0]:
                parent[k.key] = (k.rate, k.parent)
            w = k.rate if k.rate > 0 else 1e-12  # a key at rate 0 everywhere: the plain mean
            a[0] += k.rate
            a[1] += w * k.prefix_tokens
            a[2] += w * k.tail_tokens
            a[3] += w * k.output_tokens
            a[4] += k.peak
            a[5] += w
    keys: list[KeyStats] = []
    for name, (rate, pre, tail, out, peak, weight) in acc.items():
        w = 1.0 / weight
        keys.append(
            KeyStats(
                key=name,
                rate=min(rate, MAX_RATE),
                prefix_tokens=min(pre * w, MAX_TOKENS),
                tail_tokens=min(tail * w, MAX_TOKENS),
                output_tokens=min(out * w, MAX_TOKENS),
                parent=parent[name][1],
                peak_rate=min(peak, MAX_RATE),
            )
        )
    keys.sort(key=lambda s: (-s.rate, s.key))
    total = sum(p.total_rate for p in parts)
    prompt = sum(p.total_rate * p.total_prompt_tokens for p in parts) / total if total > 0 else 0.0
    return ObservedStats(
        time=max(p.time for p in parts),
        horizon_s=max(p.horizon_s for p in parts),
        total_rate=total,
        keyed_rate=sum(p.keyed_rate for p in parts),
        total_prompt_tokens=prompt,
        nodes=sum(p.nodes for p in parts),
        rejected=sum(p.rejected for p in parts),
        count_error=sum(p.count_error for p in parts),
        keys=tuple(keys),
    )
