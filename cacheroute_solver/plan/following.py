"""Traffic that follows a warm key: what the plan places is what the router sends there.

The router sends a request by its deepest warm key (`cacheroute_solver.routing.home`): to one of
that key's destinations, fixed by the request's anchor, so every router instance sends it to the
same one. A key that cannot be warm this period therefore does not carry its own traffic: its
requests land on the destinations of its nearest warm-eligible key above it (its ``parent`` chain),
and the program must count them there, or a hot key's sessions pile onto a destination sized for
its own requests alone.

`follow` folds each key that is not eligible (hysteresis: `warmset.eligible_keys`) into its nearest
eligible ancestor: the ancestor's rate gains the folded rate, its requests read the ancestor's
prefix from cache, and the rest of their prompt is tail. A key with no eligible ancestor is left
as it is (its requests have no warm key to follow and are balanced cache-blind). Keys without
``parent`` (statistics from elsewhere) pass through unchanged.

Except where a key has keys below it and the tokens beyond its prefix, its own tails and theirs,
outweigh the prefix they share (a system prompt above long conversations, warm or not: the reuse is
in each conversation's history, not in the prefix): such a key is **spread**. A key with nothing
below it is not (its tails are its own requests' unique parts: a document and its questions). Its followers are not folded, and the router places each of them by its anchor over
the whole fleet instead of over the key's destinations (`Plan.spread`), since at most
``max_destinations`` replicas could not carry them; the program sees them as cache-blind traffic,
which it levels over the fleet as that rule does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import numpy as np

from cacheroute_solver.models import MAX_RATE, MAX_TOKENS, KeyStats
from cacheroute_solver.plan.warmset import eligible_keys

__all__ = ["Following", "follow"]


class Following(NamedTuple):
    """The traffic the program places, and the keys whose followers are spread."""

    keys: list[KeyStats]
    spread: frozenset[str]


def follow(keys: Sequence[KeyStats], admit_rate: float, keep_rate: float, warm_before: frozenset[str]) -> Following:
    """``keys`` with every ineligible key folded into the eligible key it follows, unless that key is
    spread (module docstring)."""
    if all(k.parent is None for k in keys):  # statistics without chains: nothing follows anything
        return Following(list(keys), frozenset())
    by_name = {k.key: k for k in keys}
    rate = np.array([k.rate for k in keys], dtype=np.float64)
    was = np.array([k.key in warm_before for k in keys], dtype=bool)
    ok = {k.key: e for k, e in zip(keys, eligible_keys(rate, was, admit_rate, keep_rate).tolist(), strict=False)}
    into: dict[str, list[KeyStats]] = {}
    below_rate: dict[str, float] = {}
    below_tokens: dict[str, float] = {}
    for k in keys:
        # every key above k has k below it; an ineligible k follows the nearest eligible one
        follows = not ok[k.key]
        up, seen = k.parent, {k.key}
        while up is not None and up in by_name and up not in seen:
            seen.add(up)
            below_rate[up] = below_rate.get(up, 0.0) + k.rate
            below_tokens[up] = below_tokens.get(up, 0.0) + k.rate * (k.prefix_tokens + k.tail_tokens)
            if follows and ok[up]:
                follows = False
                into.setdefault(up, []).append(k)
            up = by_name[up].parent
    spread = frozenset(
        k.key for k in keys if ok[k.key] and k.key in below_rate and _spread(k, below_rate[k.key], below_tokens[k.key])
    )
    folded = {f.key for a, fs in into.items() if a not in spread for f in fs}
    out: list[KeyStats] = []
    for k in keys:
        if k.key in folded:
            continue
        extra = into.get(k.key) if k.key not in spread else None
        out.append(_fold(k, extra) if extra else k)
    return Following(out, spread)


def _spread(a: KeyStats, rate_below: float, tokens_below: float) -> bool:
    """Whether the tokens of ``a``'s traffic beyond its prefix, its own tails and every request below
    it (``rate_below`` requests/s with ``tokens_below`` prompt tokens/s), outweigh the prefix they share."""
    own = a.rate * a.tail_tokens + tokens_below - rate_below * a.prefix_tokens
    return own > (a.rate + rate_below) * a.prefix_tokens


def _fold(a: KeyStats, followers: list[KeyStats]) -> KeyStats:
    """``a`` carrying ``followers``' traffic: they read ``a``'s prefix, the rest of their prompt is tail."""
    r = a.rate + sum(f.rate for f in followers)
    if r <= 0:
        return a
    tail = a.rate * a.tail_tokens + sum(
        f.rate * max(f.prefix_tokens + f.tail_tokens - a.prefix_tokens, 0.0) for f in followers
    )
    out = a.rate * a.output_tokens + sum(f.rate * f.output_tokens for f in followers)
    peak = a.peak + sum(f.peak for f in followers)
    return a.model_copy(
        update={
            "rate": min(r, MAX_RATE),
            "tail_tokens": min(tail / r, MAX_TOKENS),
            "output_tokens": min(out / r, MAX_TOKENS),
            "peak_rate": min(peak, MAX_RATE),
        }
    )
