"""Pins: the change to a request that makes another router send it where a decision says.

Each router has its own hook: production-stack's ``?id=<endpoint Id>`` query parameter (proven on
the real router: docs/results/pins.md), Dynamo's ``nvext.backend_instance_id`` body field, and
llm-d's ``x-gateway-destination-endpoint-subset`` (filter metadata under ``envoy.lb.subset_hint``,
or the header of the same name).

There is no pin for the SGLang model gateway (smg): on smg 1.13.0 no policy sends a request to the
worker its ``X-SMG-Target-Worker`` header names by URL; ``consistent_hashing`` takes it as an index
into the gateway's own worker list, whose order changed from one start of the gateway to the next
(docs/results/pins.md), so no index names an engine for long.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, Literal
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from pydantic import BaseModel, ConfigDict, Field

from .plan_routing import ReplicaEndpoint, url_host

__all__ = ["UNPINNABLE", "Pin", "PinTarget", "apply_pin", "pin_for"]

PinTarget = Literal["production-stack", "dynamo", "llm-d"]
UNPINNABLE = {
    "sglang": "smg honours no stable worker pin (X-SMG-Target-Worker: ignored by URL on every policy; an index "
    "into a worker order that changes between starts under consistent_hashing): see docs/results/pins.md",
}
"""Routers asked for by name that no pin reaches, and why."""

LLMD_SUBSET_KEY = "x-gateway-destination-endpoint-subset"
LLMD_NAMESPACE = "envoy.lb.subset_hint"


class Pin(BaseModel):
    """Query parameters, headers, body fields and filter metadata to add to a request."""

    model_config = ConfigDict(frozen=True)

    target: PinTarget
    query: dict[str, str] = Field(default_factory=dict)
    headers: dict[str, str] = Field(default_factory=dict)
    body: dict[str, Any] = Field(default_factory=dict, description="Fields merged into the JSON body (nested).")
    metadata: dict[str, dict[str, Any]] = Field(
        default_factory=dict, description="Envoy filter metadata: namespace -> key -> value."
    )


def _address(url: str) -> str:
    parts = urlsplit(url)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    return f"{url_host(parts.hostname or '')}:{port}"


def pin_for(target: PinTarget, replica: ReplicaEndpoint) -> Pin:
    """The pin that sends a request to ``replica`` through ``target``'s router."""
    if target == "production-stack":
        return Pin(target=target, query={"id": replica.engine_id or replica.id})
    if target == "dynamo":
        if replica.dynamo_instance_id is None:
            raise ValueError(f"replica {replica.id!r} has no dynamo_instance_id")
        return Pin(target=target, body={"nvext": {"backend_instance_id": replica.dynamo_instance_id}})
    if target == "llm-d":
        addr = replica.llmd_address or _address(replica.url)
        return Pin(
            target=target,
            headers={LLMD_SUBSET_KEY: addr},
            metadata={LLMD_NAMESPACE: {LLMD_SUBSET_KEY: [addr]}},
        )
    if target in UNPINNABLE:
        raise ValueError(f"no pin for {target!r}: {UNPINNABLE[target]}")
    raise ValueError(f"unknown pin target {target!r}")


def _merge(into: dict[str, Any], extra: Mapping[str, Any]) -> None:
    for k, v in extra.items():
        if isinstance(v, Mapping) and isinstance(into.get(k), dict):
            _merge(into[k], v)
        else:
            into[k] = copy.deepcopy(v)


def apply_pin(
    pin: Pin, url: str, headers: Mapping[str, str] | None = None, body: Mapping[str, Any] | None = None
) -> tuple[str, dict[str, str], dict[str, Any]]:
    """``(url, headers, body)`` with the pin applied; the inputs are not changed."""
    parts = urlsplit(url)
    query = dict(parse_qsl(parts.query, keep_blank_values=True))
    query.update(pin.query)
    new_url = urlunsplit(parts._replace(query=urlencode(query))) if query else url
    new_headers = dict(headers or {})
    new_headers.update(pin.headers)
    new_body = copy.deepcopy(dict(body or {}))
    _merge(new_body, pin.body)
    return new_url, new_headers, new_body
