"""What every ``cacheroute`` subcommand shares: the error that sets the exit status, the parser that
raises it, the option types, reading and writing files, the JSON models, and the bad-record policy
of the trace readers (`cacheroute_solver.tracefile`)."""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn, TextIO

from pydantic import BaseModel, ValidationError

from cacheroute_solver.models import KeyStats
from cacheroute_solver.router.options import number_type as _number
from cacheroute_solver.tracefile import MAX_TOKENS, TraceRecordError


class CliError(Exception):
    """Bad input (exit 2) or nothing usable in it (exit 1); the message says which file and field."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


class _Parser(argparse.ArgumentParser):
    """Reports a bad option as a `CliError` (exit 2) on the command's error stream."""

    def error(self, message: str) -> NoReturn:
        raise CliError(f"{self.prog}: {message}")


_positive = _number(float, lambda v: math.isfinite(v) and v > 0, "a positive finite number")
_count = _number(int, lambda v: v >= 0, "an integer >= 0")
_block_tokens = _number(int, lambda v: 1 <= v <= MAX_TOKENS, f"an integer in [1, {MAX_TOKENS:,}]")
MAX_INSTANCES = 64
_instances = _number(int, lambda v: 1 <= v <= MAX_INSTANCES, f"an integer in [1, {MAX_INSTANCES}]")


def _read_bytes(path: str, what: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as e:
        raise CliError(f"{what} {path}: {e.strerror or e}") from e


def _write_text(path: str, text: str, what: str) -> None:
    try:
        Path(path).write_text(text)
    except OSError as e:
        raise CliError(f"{what} {path}: {e.strerror or e}") from e


def _first_error(e: ValidationError) -> tuple[str, str]:
    err = e.errors(include_url=False)[0]
    return ".".join(str(x) for x in err["loc"]) or "(document)", err["msg"]


def _load_json_model(path: str, model: type[BaseModel], what: str) -> Any:
    text = _read_bytes(path, what)
    try:
        return model.model_validate_json(text)
    except ValidationError as e:
        where, msg = _first_error(e)
        raise CliError(f"{what} {path}: {where}: {msg}") from e


class _KeyList(BaseModel):
    keys: list[KeyStats]


def _load_keys(path: str) -> list[KeyStats]:
    """A JSON list of KeyStats, or an object with a ``keys`` list (as ``observe --json`` writes)."""
    text = _read_bytes(path, "keys")
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as e:
        raise CliError(f"keys {path}: invalid JSON at line {e.lineno}: {e.msg}") from e
    except (ValueError, RecursionError) as e:  # not UTF-8, a 5,000-digit number, nested too deep
        raise CliError(f"keys {path}: invalid JSON: {type(e).__name__}: {str(e)[:80]}") from e
    if isinstance(raw, dict) and "keys" in raw:
        raw = raw["keys"]
    try:
        return _KeyList.model_validate({"keys": raw}).keys
    except ValidationError as e:
        err = e.errors(include_url=False)[0]
        loc = list(err["loc"][1:])
        where = (f"[{loc[0]}]" + "".join(f".{x}" for x in loc[1:])) if loc else "(document)"
        raise CliError(f"keys {path}: {where}: {err['msg']}") from e


def _add_record_policy(p: argparse.ArgumentParser) -> None:
    p.add_argument("--strict", action="store_true", help="stop (exit 2) at any malformed record instead of skipping it")
    p.add_argument("--max-errors", type=_count, default=10, help="malformed records to print (default 10)")


def _apply_record_policy(
    path: str, errors: Sequence[TraceRecordError], kept: int, args: argparse.Namespace, err: TextIO
) -> None:
    """The bad-record policy every command shares: report each skipped record (up to
    ``--max-errors``) by line and field; under ``--strict`` any of them is an error (exit 2);
    no good record left is exit 1."""
    for e in errors[: args.max_errors]:
        print(f"{path}: {e}", file=err)
    if len(errors) > args.max_errors:
        print(f"{path}: ... {len(errors) - args.max_errors} more malformed records", file=err)
    if errors and args.strict:
        raise CliError(f"trace {path}: {len(errors)} malformed record(s) (--strict)")
    if kept == 0:
        raise CliError(f"trace {path}: no valid records ({len(errors)} malformed)", code=1)
