"""Pins: the change to a request that makes another router send it where a decision says.

Each router has its own hook: production-stack's ``?id=<endpoint Id>`` query parameter, the
SGLang model gateway's ``X-SMG-Target-Worker`` header, Dynamo's ``nvext.backend_instance_id``
body field, and llm-d's ``x-gateway-destination-endpoint-subset`` (filter metadata under
``envoy.lb.subset_hint``, or the header of the same name).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, Literal
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from pydantic import BaseModel, ConfigDict, Field

from .plan_routing import ReplicaEndpoint

__all__ = ["Pin", "PinTarget", "apply_pin", "pin_for"]

PinTarget = Literal["production-stack", "sglang", "dynamo", "llm-d"]

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
    return f"{parts.hostname}:{port}"


def pin_for(target: PinTarget, replica: ReplicaEndpoint) -> Pin:
    """The pin that sends a request to ``replica`` through ``target``'s router."""
    if target == "production-stack":
        return Pin(target=target, query={"id": replica.engine_id or replica.id})
    if target == "sglang":
        return Pin(target=target, headers={"X-SMG-Target-Worker": replica.sglang_worker or replica.url})
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
