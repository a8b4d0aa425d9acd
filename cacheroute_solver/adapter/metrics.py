"""Decision and plan-swap counters, rendered in the Prometheus text exposition format.

Written out by hand (the format is a few lines) so the adapter needs no metrics library; a
``prometheus_client`` registry can still scrape the text or mirror the numbers.
"""

from __future__ import annotations

import threading
from collections import defaultdict

__all__ = ["Counters"]

_HELP = {
    "cacheroute_decisions_total": ("counter", "Routing decisions by kind (planned, fallback, refused) and reason."),
    "cacheroute_plan_swaps_total": ("counter", "Plan swaps by result (accepted, refused) and reason."),
    "cacheroute_requests_total": ("counter", "Proxied requests by upstream replica and outcome."),
    "cacheroute_plan_epoch": ("gauge", "Epoch of the plan in force (-1: none)."),
    "cacheroute_plan_warm_keys": ("gauge", "Warm keys in the plan in force."),
    "cacheroute_inflight_requests": ("gauge", "Requests in flight per upstream replica."),
}


def _labels(labels: tuple[tuple[str, str], ...]) -> str:
    if not labels:
        return ""
    esc = (v.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") for _, v in labels)
    return "{" + ",".join(f'{k}="{v}"' for (k, _), v in zip(labels, esc)) + "}"


class Counters:
    """Thread-safe labelled counters and gauges; `exposition` renders them for ``/metrics``."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._values: dict[str, dict[tuple[tuple[str, str], ...], float]] = defaultdict(dict)

    def inc(self, name: str, amount: float = 1.0, **labels: str) -> None:
        key = tuple(sorted(labels.items()))
        with self._lock:
            series = self._values[name]
            series[key] = series.get(key, 0.0) + amount

    def set(self, name: str, value: float, **labels: str) -> None:
        key = tuple(sorted(labels.items()))
        with self._lock:
            self._values[name][key] = float(value)

    def get(self, name: str, **labels: str) -> float:
        """One series' value; with no labels given, the sum over all series of ``name``."""
        with self._lock:
            series = self._values.get(name, {})
            if not labels:
                return sum(series.values())
            return series.get(tuple(sorted(labels.items())), 0.0)

    def exposition(self) -> str:
        lines: list[str] = []
        with self._lock:
            snapshot = {n: dict(s) for n, s in self._values.items()}
        for name in sorted(snapshot):
            kind, text = _HELP.get(name, ("untyped", name))
            lines.append(f"# HELP {name} {text}")
            lines.append(f"# TYPE {name} {kind}")
            for labels, value in sorted(snapshot[name].items()):
                v = int(value) if float(value).is_integer() else value
                lines.append(f"{name}{_labels(labels)} {v}")
        return "\n".join(lines) + "\n"
