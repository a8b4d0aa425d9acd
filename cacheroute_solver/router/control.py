"""The router's control plane: who may push, step and read plans, and where.

The control endpoints (``POST /plan``, ``POST /plan/step``, ``GET /plan``, ``POST /plan/enable``,
``POST /plan/rollback``, ``GET /plan/state``, ``GET /stats``, and ``GET /metrics`` when
``metrics_public`` is off) are served either on the public listener or, with ``port`` set, only on a listener of their own (bound to ``host``, loopback by default). On whichever listener
serves them they need ``Authorization: Bearer <token>`` when a token is configured; with no
token they are open only when that listener is bound to a loopback address, and refused (403)
otherwise, so a router exposed on a network never takes plans from anyone by default.
"""

from __future__ import annotations

import hmac
import ipaddress
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, SecretStr

__all__ = ["ControlConfig", "Verdict", "authorize", "is_loopback"]


class ControlConfig(BaseModel):
    """Access to the control plane."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    token: SecretStr | None = Field(default=None, description="Bearer token the control endpoints require.")
    token_file: str | None = Field(default=None, description="Read the token from this file (first line) instead.")
    port: int | None = Field(default=None, ge=0, le=65535, description="Serve the control endpoints only on this port.")
    host: str = Field(default="127.0.0.1", description="Bind address of the control listener.")
    metrics_public: bool = Field(default=True, description="Serve /metrics on the public listener without a token.")

    def secret(self) -> bytes | None:
        """The configured token (the file's first line when ``token_file`` is set)."""
        if self.token_file is not None:
            text = Path(self.token_file).read_text(encoding="utf-8").strip().splitlines()
            if not text or not text[0].strip():
                raise ValueError(f"control.token_file {self.token_file!r} holds no token")
            return text[0].strip().encode()
        return None if self.token is None else self.token.get_secret_value().encode()


def is_loopback(host: str) -> bool:
    """Whether a bind address only listens on this machine."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


class Verdict(BaseModel):
    """Whether a control call may proceed; ``status`` and ``reason`` when it may not."""

    model_config = ConfigDict(frozen=True)

    allowed: bool
    status: int = 200
    reason: str = ""


def authorize(authorization: str | None, secret: bytes | None, bind_host: str) -> Verdict:
    """Judge a control call from its ``Authorization`` header and the listener's bind address."""
    if secret is None:
        if is_loopback(bind_host):
            return Verdict(allowed=True)
        return Verdict(
            allowed=False,
            status=403,
            reason=f"control plane disabled: this listener is bound to {bind_host}, not loopback, and no "
            "control token is configured (set control.token or control.port)",
        )
    scheme, _, given = (authorization or "").partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(given.strip().encode(), secret):
        return Verdict(allowed=False, status=401, reason="control plane needs Authorization: Bearer <token>")
    return Verdict(allowed=True)
