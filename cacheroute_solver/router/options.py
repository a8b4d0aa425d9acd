"""The router's command-line options, one set for ``cacheroute serve`` and ``python -m cacheroute_solver.router``
(which `workers` starts for each worker). Imports nothing of the router's extra, so that ``cacheroute serve --help``
answers where the extra is not installed."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from typing import Any

__all__ = ["EVENT_LOOPS", "LOG_LEVELS", "add_serve_arguments", "config_overrides", "number_type"]

EVENT_LOOPS = ("auto", "uvloop", "asyncio")
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def number_type(kind: Callable[[str], Any], test: Callable[[Any], bool], what: str) -> Callable[[str], Any]:
    """An option type: ``kind`` of the text, refused (one line, by argparse) unless ``test`` passes (the ``cacheroute``
    command's other options use it too: `cli.common`)."""

    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except (ValueError, OverflowError):
            raise argparse.ArgumentTypeError(f"expected {what}, got {text!r}") from None
        if not test(value):
            raise argparse.ArgumentTypeError(f"expected {what}, got {text!r}")
        return value

    return parse


_port = number_type(int, lambda v: 0 <= v <= 65535, "a port in [0, 65535]")
_seconds = number_type(float, lambda v: math.isfinite(v) and v >= 0, "seconds >= 0")
_count = number_type(int, lambda v: v >= 1, "a whole number >= 1")


def add_serve_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``cacheroute serve``; each one named in ``RouterConfig`` overrides the file's setting."""
    p.add_argument(
        "--config",
        required=True,
        metavar="FILE",
        help="the router's configuration (RouterConfig) in YAML or JSON (by its extension, or its content); any "
        "setting can also come from the environment, e.g. CACHEROUTE_CONTROL__TOKEN for control.token "
        "(docs/running.md)",
    )
    p.add_argument(
        "--host", default="127.0.0.1", help="address to listen on; 0.0.0.0 for every interface (default 127.0.0.1)"
    )
    p.add_argument(
        "--port", type=_port, default=8100, help="port of the OpenAI-compatible API and the probes (default 8100)"
    )
    p.add_argument(
        "--policy",
        choices=["plan", "round_robin", "least_loaded"],
        default=None,
        help="route by CacheRoute's plans ('plan') or by a baseline; overrides the config's policy",
    )
    p.add_argument(
        "--log-level",
        type=str.upper,
        choices=LOG_LEVELS,
        default="INFO",
        help="the least severe log lines written, to stderr (default INFO)",
    )
    p.add_argument(
        "--log-format", choices=["text", "json"], default=None, help="log lines as text or JSON; overrides logs.format"
    )
    p.add_argument(
        "--access-log",
        action="store_true",
        default=None,
        help="one log line per generation request; overrides logs.access_log",
    )
    p.add_argument(
        "--loop",
        choices=EVENT_LOOPS,
        default="asyncio",
        help="event loop: asyncio (default), uvloop, or auto (uvloop when installed); see docs/benchmarks/proxy.md",
    )
    p.add_argument(
        "--workers",
        type=_count,
        default=1,
        help="processes serving the port (SO_REUSEPORT), each one router instance of N sharing one plan; their "
        "control planes and /metrics on control.port + i (default 1)",
    )
    p.add_argument("--reuse-port", action="store_true", help="bind the port with SO_REUSEPORT (what each worker does)")
    p.add_argument(
        "--drain-delay-secs",
        type=_seconds,
        default=None,
        metavar="SECONDS",
        help="after SIGTERM, keep serving new requests this long while /readiness answers 503; overrides "
        "shutdown.drain_delay_s (default 5)",
    )
    p.add_argument(
        "--shutdown-grace-period-secs",
        type=_seconds,
        default=None,
        metavar="SECONDS",
        help="after SIGTERM, the longest the requests in flight have to finish before they are cancelled; overrides "
        "shutdown.grace_s (default 180)",
    )


_FLAGS = {
    "policy": ("policy", "--policy"),
    "log_format": ("logs.format", "--log-format"),
    "access_log": ("logs.access_log", "--access-log"),
    "drain_delay_secs": ("shutdown.drain_delay_s", "--drain-delay-secs"),
    "shutdown_grace_period_secs": ("shutdown.grace_s", "--shutdown-grace-period-secs"),
}
"""Per option that overrides a setting: the setting's dotted name and the flag."""


def config_overrides(args: argparse.Namespace) -> tuple[dict[str, Any], dict[str, str]]:
    """The settings ``args`` override, as a partial RouterConfig document, and the flag of each (by dotted name)."""
    out: dict[str, Any] = {}
    flags: dict[str, str] = {}
    for option, (field, flag) in _FLAGS.items():
        value = getattr(args, option)
        if value is None:
            continue
        *parents, leaf = field.split(".")
        node = out
        for name in parents:
            node = node.setdefault(name, {})
        node[leaf] = value
        flags[field] = flag
    return out, flags
