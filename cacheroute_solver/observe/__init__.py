"""Observe request traffic and turn it into routing keys and per-key statistics.

The key rule (see ``docs/keys.md`` and ``formulations/keys.md``): a key is a node of the prefix
tree (a chain of block hashes); a request belongs to the deepest key on its chain. The router and
the observer share that lookup (`routing_key`) so they agree on every request.

The rooms: `config` (`ObserverConfig`), `observer` (`Observer`, the prefix table and the key rule),
`stats` (`ObservedStats`, `merge_stats`), `reading` (Mooncake traces into an observer). The key
format (`key_name`, `parse_key`, `key_index`, `routing_key`) lives in `cacheroute_solver.prefix`
and is named here too, where users look for it.
"""

from __future__ import annotations

from cacheroute_solver.observe.config import ObserverConfig
from cacheroute_solver.observe.observer import MIN_RATE_SPAN_S, Observer
from cacheroute_solver.observe.reading import TraceError, observe_records, parse_trace_lines, read_trace
from cacheroute_solver.observe.stats import ObservedStats, merge_stats
from cacheroute_solver.prefix import key_index, key_name, parse_key, routing_key
from cacheroute_solver.tracefile import TraceRead, TraceRecord

__all__ = [
    "MIN_RATE_SPAN_S",
    "ObservedStats",
    "Observer",
    "ObserverConfig",
    "TraceError",
    "TraceRead",
    "TraceRecord",
    "key_index",
    "key_name",
    "merge_stats",
    "observe_records",
    "parse_key",
    "parse_trace_lines",
    "read_trace",
    "routing_key",
]
