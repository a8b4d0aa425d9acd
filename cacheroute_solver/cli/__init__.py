"""The ``cacheroute`` command: one subcommand per job (``observe``, ``plan``, ``replay``, ``compare``, ``fit``,
``gate``, ``planner``, ``serve``).

Each subcommand is a ``register(subparsers)`` function that adds its parser and sets ``run``;
``main`` returns the exit status: 0 done, 1 nothing usable in the input, 2 bad input or options.

Every command that reads a trace does it the same way (`cacheroute_solver.tracefile`): a
malformed record is skipped and reported on stderr by line and field, the count of skipped
records is printed with the results, and ``--strict`` stops (exit 2) at any malformed record
instead. A trace with no good record left exits 1.

The rooms: `common` (the error, the parser, option types, files, JSON models, the record policy),
`replay_setup` (the trace, fleet, engine and executor options of the simulating commands), and one
module per command group: `observe`, `plan`, `replay` (``replay``, ``compare``, ``fit``, ``gate``), `planner`, `serve`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from importlib.metadata import PackageNotFoundError, version
from typing import TextIO

from cacheroute_solver.cli.common import CliError, _load_json_model, _load_keys, _Parser  # noqa: F401  (tests read them here)
from cacheroute_solver.cli.observe import _register_observe
from cacheroute_solver.cli.plan import _register_plan
from cacheroute_solver.cli.planner import _register_planner
from cacheroute_solver.cli.replay import _register_compare, _register_fit, _register_gate, _register_replay
from cacheroute_solver.cli.serve import _register_serve

__all__ = ["build_parser", "main"]

COMMANDS: list[Callable[[argparse._SubParsersAction], None]] = [
    _register_observe,
    _register_plan,
    _register_replay,
    _register_compare,
    _register_fit,
    _register_gate,
    _register_planner,
    _register_serve,
]


def package_version() -> str:
    """The installed package's version (its metadata), or "unknown" where it is not installed."""
    try:
        return version("cacheroute-solver")
    except PackageNotFoundError:
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cacheroute", description="Cache-aware routing plans for LLM serving fleets.")
    parser.add_argument("--version", action="version", version=f"cacheroute {package_version()}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for register in COMMANDS:
        register(sub)
    return parser


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``cacheroute``; returns the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        args = build_parser().parse_args(argv)
    except CliError as e:
        print(f"error: {e}", file=err)
        return e.code
    except SystemExit as e:  # --help
        return e.code if isinstance(e.code, int) else 0
    try:
        return args.run(args, out, err)
    except CliError as e:
        print(f"cacheroute {args.command}: error: {e}", file=err)
        return e.code
