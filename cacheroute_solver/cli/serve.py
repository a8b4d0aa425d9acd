"""``cacheroute serve``: the router in front of a fleet of engines (`cacheroute_solver.router`), as
``python -m cacheroute_solver.router`` runs it; needs the ``router`` extra."""

from __future__ import annotations

import argparse
from typing import TextIO

from cacheroute_solver.cli.common import CliError
from cacheroute_solver.router.options import add_serve_arguments

ROUTER_EXTRA = frozenset(
    {"aiohttp", "zmq", "msgpack", "tokenizers", "redis", "pythonjsonlogger", "yaml", "pydantic_settings"}
)
"""The top modules of the ``router`` extra's packages (pyproject.toml)."""
INSTALL = "pip install 'cacheroute-solver[router]'"


def _register_serve(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "serve",
        help="run the router: an OpenAI-compatible proxy in front of vLLM engines that routes by CacheRoute's plans",
        description="Serve the OpenAI-compatible API (/v1/completions, /v1/chat/completions, /v1/models), the probes "
        "(/liveness, /readiness, /health) and /metrics in front of the engines the config lists, until SIGTERM or "
        "SIGINT; then drain (not ready at once, new requests served for the drain delay, the requests in flight given "
        "the grace) and exit 0. A config it cannot start with exits 2 with one line naming the field. Needs the "
        f"router extra ({INSTALL}). Operators' guide: docs/running.md.",
    )
    add_serve_arguments(p)
    p.set_defaults(run=_run_serve)


def _run_serve(args: argparse.Namespace, _out: TextIO, _err: TextIO) -> int:
    try:
        from cacheroute_solver.router.config_file import ConfigError
        from cacheroute_solver.router.server import run

        try:
            return run(args)
        except ConfigError as e:
            raise CliError(str(e)) from None
    except ImportError as e:  # at start, or a module the config asks for (JSON logs)
        missing = (e.name or "").split(".")[0]
        if missing not in ROUTER_EXTRA:
            raise
        raise CliError(f"the router needs its extra, missing module {missing!r}: {INSTALL}") from None
