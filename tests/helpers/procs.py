"""The processes a test or benchmark started, read from /proc (Linux)."""

from __future__ import annotations

from pathlib import Path


def children(pid: int) -> list[int]:
    """The processes ``pid`` started (a router's workers); none where /proc does not say."""
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(x) for x in path.read_text().split()] if path.exists() else []
