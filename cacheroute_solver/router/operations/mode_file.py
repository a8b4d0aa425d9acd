"""The switch's last record on disk (``switch.state_file``), so that a restarted router comes back in its mode.

`save_record` replaces the file whole (a temporary file renamed over it), so a crash while writing leaves the
previous record, never half of one; `load_record` says why a file cannot be taken back instead of raising.
"""

from __future__ import annotations

import os
from pathlib import Path

from pydantic import ValidationError

from .switch import ModeRecord

__all__ = ["load_record", "save_record"]

_MAX_BYTES = 8 * 2**20


def save_record(path: str | os.PathLike[str], record: ModeRecord) -> None:
    """Write ``record`` to ``path`` atomically (OSError when it cannot be written)."""
    target = Path(path)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(record.model_dump_json())
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    finally:
        if tmp.exists():
            tmp.unlink(missing_ok=True)


def load_record(path: str | os.PathLike[str]) -> tuple[ModeRecord | None, str]:
    """The record in ``path`` and how it was read: (None, why) when there is none or it cannot be taken."""
    try:
        with open(path, "rb") as f:
            raw = f.read(_MAX_BYTES + 1)
    except FileNotFoundError:
        return None, f"no switch.state_file {os.fspath(path)!r} yet (no switch recorded)"
    except OSError as e:
        return None, f"cannot read switch.state_file {os.fspath(path)!r}: {e.strerror}"
    if len(raw) > _MAX_BYTES:
        return None, f"switch.state_file {os.fspath(path)!r} is larger than {_MAX_BYTES} bytes: not a switch record"
    try:
        return ModeRecord.model_validate_json(raw), f"switch.state_file {os.fspath(path)!r}"
    except ValidationError as e:
        err = e.errors(include_url=False)[0]
        where = ".".join(str(x) for x in err["loc"]) or "(file)"
        return None, f"switch.state_file {os.fspath(path)!r} is not a switch record: {where}: {err['msg']}"
