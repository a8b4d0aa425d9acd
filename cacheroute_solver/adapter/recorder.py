"""Recording: the traffic a router routes, written as a trace that shadow replay reads back.

Both routers record through it: the reference router (``RouterConfig.recording``) and production-stack's
routing logic (`production_stack.make_routing_logic`, ``recording=``), by `TrafficRecorder.record_routed`.
Each routed request becomes one JSON line in the Mooncake format the readers take (`tracefile`:
``timestamp`` in ms since the recording started, ``input_length``, ``output_length``, ``hash_ids``:
the request's chain of block hashes), plus what was decided and measured: ``model``, ``replica``,
``reason``, ``epoch``, ``ttft_s``, ``status``, ``block_tokens`` (the tokens per block of the chain,
the readers' ``--block-tokens``; ``ttft_s`` and ``status`` are null where the router sees no answer, as
production-stack's routing logic), and in shadow mode ``shadow_replica`` / ``shadow_reason`` (what
CacheRoute would have done). Never the prompt's text: only hashes and counts.

`TrafficRecorder.record` is called on the request path and only appends to a bounded buffer; a
writer thread drains it into rotating files (``traffic-<start ms>-<n>.jsonl``, a new one past
``max_bytes`` or ``max_age_s``). A full buffer, a full disk or an unwritable directory drop records
and count them (``dropped``, and the gauges ``cacheroute_recording_written`` / ``_dropped``); they never
fail a request. Each line is one write, and files rotate
between lines, so nothing is lost or written twice across a rotation (a disk that fills in the
middle of a line may leave that line cut, which the readers skip and name).
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections import deque
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .keys import RequestChain, max_output
from .metrics import Counters

__all__ = ["RecordingConfig", "TrafficRecorder"]


class RecordingConfig(BaseModel):
    """Where and how much the router records."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    directory: str = Field(min_length=1, description="Directory of the trace files (created if missing).")
    max_bytes: int = Field(default=64 * 2**20, ge=4096, description="A new file once the current one is this large.")
    max_age_s: float = Field(default=3600.0, gt=0.0, description="A new file once the current one is this old.")
    max_files: int = Field(default=48, ge=1, description="Oldest files beyond this many are deleted.")
    max_buffered: int = Field(default=100_000, ge=1, description="Records waiting for the writer; beyond: dropped.")
    flush_s: float = Field(default=0.5, gt=0.0, description="The writer wakes at least this often.")


class TrafficRecorder:
    """A bounded buffer of records and the thread that writes them (module docstring)."""

    def __init__(self, config: RecordingConfig, counters: Counters | None = None) -> None:
        """``counters``: where the writer keeps the written and dropped gauges (None: nowhere)."""
        self.config = config
        self.counters = counters
        self.directory = Path(config.directory)
        self.started = time.time()
        self.recorded = 0
        """Records written to a file."""
        self._overflowed = 0
        self._unwritten = 0
        self._buf: deque[tuple] = deque()
        self._lock = threading.Lock()
        """Held by the one draining the buffer (the writer, or `flush`); appending takes no lock: a deque's
        ``append`` and ``popleft`` are atomic, so each side counts only what it alone drops."""
        self._wake = threading.Event()
        self._stop = False
        self._file: Any = None
        self._file_started = 0.0
        self._file_bytes = 0
        self._seq = 0
        self._thread = threading.Thread(target=self._run, name="cacheroute-recorder", daemon=True)
        self._thread.start()

    def record(
        self,
        *,
        hashes: tuple[int, ...] | list[int],
        prompt_tokens: float,
        output_tokens: int,
        block_tokens: int,
        model: str | None,
        replica: str | None,
        reason: str | None,
        epoch: int,
        ttft_s: float | None,
        status: int | None,
        at: float | None = None,
        shadow: Any = None,
    ) -> None:
        """One routed request given field by field (called on the request path: an append of references, nothing
        else; the line is built by the writer); ``shadow``: the `Decision` CacheRoute would have made (shadow mode)."""
        self._append((time.time() if at is None else at, hashes, prompt_tokens, output_tokens, block_tokens, model,
                      (replica, reason, epoch), ttft_s, status, shadow))

    def record_routed(
        self, body: Mapping[str, Any], chain: RequestChain, decision: Any, *, block_tokens: int,
        status: int | None = None, ttft_s: float | None = None, at: float | None = None, shadow: Any = None,
    ) -> None:
        """One routed request from what a router holds: the model and output tokens from its body, hashes and
        prompt tokens from its chain, replica, reason and epoch from its `Decision` (None: none was made; kept
        by reference, read by the writer); ``status`` and ``ttft_s``: what the router saw of the answer (None:
        it sees none)."""
        model = body.get("model")
        self._append((time.time() if at is None else at, chain.hashes, chain.prompt_tokens, max_output(body),
                      block_tokens, model if isinstance(model, str) else None, decision, ttft_s, status, shadow))

    def _append(self, item: tuple) -> None:
        if len(self._buf) >= self.config.max_buffered:
            self._overflowed += 1
            return
        self._buf.append(item)

    @property
    def dropped(self) -> int:
        """Records lost: the buffer was full, or the file could not be written."""
        return self._overflowed + self._unwritten

    def _line(self, item: tuple) -> bytes:
        at, hashes, prompt, out, block, model, decided, ttft, status, shadow = item
        if decided is None:
            replica, reason, epoch = None, None, -1
        elif isinstance(decided, tuple):
            replica, reason, epoch = decided
        else:
            replica, reason, epoch = decided.replica_id, str(decided.reason), decided.epoch
        rec = {
            "timestamp": round((at - self.started) * 1000.0, 3),
            "input_length": max(1, int(round(prompt))),
            "output_length": max(1, int(out)),
            "hash_ids": list(hashes),
            "block_tokens": block,
            "model": model,
            "replica": replica,
            "reason": reason,
            "epoch": epoch,
            "ttft_s": None if ttft is None else round(ttft, 6),
            "status": status,
        }
        if shadow is not None:
            rec["shadow_replica"] = shadow.replica_id
            rec["shadow_reason"] = str(shadow.reason)
        return (json.dumps(rec, separators=(",", ":")) + "\n").encode("utf-8")

    @property
    def buffered(self) -> int:
        return len(self._buf)

    def files(self) -> list[Path]:
        """The trace files written so far, oldest first."""
        return sorted(self.directory.glob("traffic-*.jsonl"))

    def close(self, timeout_s: float = 5.0) -> None:
        """Write what is buffered and stop the writer."""
        self._stop = True
        self._wake.set()
        self._thread.join(timeout_s)

    def flush(self) -> None:
        """Write what is buffered now (for tests and shutdown; the writer does it on its own)."""
        self._drain()

    # ---- the writer thread ---------------------------------------------------------------

    def _run(self) -> None:
        while True:
            self._wake.wait(self.config.flush_s)
            self._wake.clear()
            self._drain()
            if self._stop:
                self._drain()
                self._close_file()
                return

    def _drain(self) -> None:
        with self._lock:
            self._write([self._buf.popleft() for _ in range(len(self._buf))])
            self._show()

    def _write(self, batch: list[tuple]) -> None:
        written = 0
        try:
            for item in batch:
                line = self._line(item)
                self._rotate_if_due(len(line))
                self._file.write(line)
                self._file_bytes += len(line)
                written += 1
        except OSError:
            # the line the OS refused and the rest of the batch are lost; the next batch opens a new file
            self._close_file()
            self._unwritten += len(batch) - written
        self.recorded += written

    def _show(self) -> None:
        if self.counters is not None:
            self.counters.set("cacheroute_recording_written", self.recorded)
            self.counters.set("cacheroute_recording_dropped", self.dropped)

    def _rotate_if_due(self, nbytes: int) -> None:
        now = time.time()
        if (
            self._file is not None
            and self._file_bytes + nbytes <= self.config.max_bytes
            and now - self._file_started < self.config.max_age_s
        ):
            return
        self._close_file()
        self.directory.mkdir(parents=True, exist_ok=True)
        self._seq += 1
        path = self.directory / f"traffic-{int(self.started * 1000):013d}-{self._seq:05d}.jsonl"
        self._file = open(path, "ab", buffering=0)  # noqa: SIM115 - one write per line, closed on rotation
        self._file_started = now
        self._file_bytes = 0
        for old in self.files()[: -self.config.max_files]:
            try:
                os.remove(old)
            except OSError:
                pass

    def _close_file(self) -> None:
        if self._file is not None:
            try:
                self._file.close()
            except OSError:
                pass
            self._file = None
