"""Recording: the traffic a router routes, written as a trace that shadow replay reads back.

Both routers record through it: the reference router (``RouterConfig.recording``) and production-stack's
routing logic (`production_stack.make_routing_logic`, ``recording=``), by `TrafficRecorder.record_routed`.
Each routed request becomes one JSON line in the Mooncake format the readers take (`tracefile`:
``timestamp`` in ms since the recording started, ``input_length``, ``output_length``, ``hash_ids``:
the request's chain of block hashes), plus what was decided and measured: ``model``, ``replica``,
``reason``, ``epoch``, ``ttft_s``, ``status``, ``block_tokens`` (the tokens per block of the chain,
the readers' ``--block-tokens``; ``ttft_s`` and ``status`` are null where the router sees no answer, as
production-stack's routing logic), where the engine reported its usage ``served_prompt_tokens`` /
``cached_tokens`` (what it served from its prefix cache: the gate checks its replay against it), and in
shadow mode ``shadow_replica`` / ``shadow_reason`` (what CacheRoute would have done). Never the prompt's
text: only hashes and counts. Beside the traffic files, ``replicas.json`` (`describe`, every ``figures_s`` and at
the end) holds what the router knows of each replica: its cost model in force (learned from its answers) and
the KV its engine publishes, which `cacheroute fit` reads with the recording.

`TrafficRecorder.record` is called on the request path and only packs the record into a bounded
buffer (`_Slots`: 48 bytes of fields a record, replica, reasons and model as codes, plus a reference
to its chain, in blocks of slots allocated as they fill); a writer thread drains it into rotating files (``traffic-<start ms>-<n>.jsonl``, a new one past
``max_bytes`` or ``max_age_s``). A full buffer, a full disk or an unwritable directory drop records
and count them (``dropped``, and the gauges ``cacheroute_recording_written`` / ``_dropped``); they never
fail a request. Each line is one write, and files rotate
between lines, so nothing is lost or written twice across a rotation (a disk that fills in the
middle of a line may leave that line cut, which the readers skip and name).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import struct
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.routing.learned import FIGURES_FILE

from .metrics import Counters
from .request_keys import RequestChain, max_output

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
    figures_s: float = Field(
        default=10.0,
        gt=0.0,
        description="How often the router's figures of each replica (its cost model in force, the KV its engine "
        "publishes) are written to replicas.json beside the traffic files, for `cacheroute fit`.",
    )


_ROW = struct.Struct("<dqfiHHfhbhbiiH")
"""A buffered record's fields: time, epoch, prompt and output tokens, block tokens, status, TTFT (NaN:
none), replica, reason, shadow replica, shadow reason (-1: none), served prompt and cached tokens (-1:
not reported), model (codes of `_Names`)."""
_BLOCK = 1024
"""Slots allocated at a time."""
_MAX_COMBINATIONS = 65_536
"""Combinations of names whose codes are kept (beyond: looked up name by name)."""
_NO_STATUS = 0xFFFF
"""The status field of a record whose router saw no answer."""


class _Names:
    """Codes for the few distinct strings a recording repeats (replicas, reasons, models): a record keeps
    a 1- or 2-byte code, not a reference that would keep the request's own string alive."""

    def __init__(self, limit: int) -> None:
        self.codes: dict[str | None, int] = {None: -1}
        self.names: list[str] = []
        self.limit = limit

    def code(self, name: str | None) -> int | None:
        """The code of ``name`` (None: the table is full: the record is dropped)."""
        c = self.codes.get(name)
        if c is None:
            if len(self.names) >= self.limit:
                return None
            c = self.codes[name] = len(self.names)
            self.names.append(name)  # type: ignore[arg-type]
        return c

    def name(self, code: int) -> str | None:
        return None if code < 0 else self.names[code]


class _Slots:
    """Buffered records in blocks of `_BLOCK` slots: packed fields and the chain of each."""

    def __init__(self) -> None:
        self.blocks: list[tuple[bytearray, list]] = []
        self.used = 0
        """Slots filled in the last block."""
        self.count = 0

    def grow(self) -> None:
        """A new block of slots (the recorder fills the next slot of the last block in place)."""
        self.blocks.append((bytearray(_BLOCK * _ROW.size), [None] * _BLOCK))
        self.used = 0

    def records(self):
        """(chain, fields) of every record, in order."""
        for k, (rows, chains) in enumerate(self.blocks):
            n = self.used if k == len(self.blocks) - 1 else _BLOCK
            for i, fields in enumerate(_ROW.iter_unpack(memoryview(rows)[: n * _ROW.size])):
                yield chains[i], fields


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
        self._buf = _Slots()
        self._replicas, self._reasons, self._models = _Names(32_000), _Names(120), _Names(32_000)
        self._codes: dict[tuple, tuple[int, int, int, int, int]] = {}
        """Codes by (replica, reason, model, shadow's replica and reason): one lookup a record."""
        self._lock = threading.Lock()
        """Held to fill a slot and to take the buffer (the writer, or `flush`)."""
        self._drain_lock = threading.Lock()
        """Held by the one writing a taken buffer."""
        self._wake = threading.Event()
        self._stop = False
        self._file: Any = None
        self._file_started = 0.0
        self._file_bytes = 0
        self._seq = 0
        self.describe: Callable[[], bytes] | None = None
        """What to write to ``replicas.json`` (None: nothing): called by the writer thread."""
        self._described = 0.0
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
        usage: tuple[int, int] | None = None,
    ) -> None:
        """One routed request given field by field (called on the request path: the fields packed, the line is
        built by the writer); ``shadow``: the `Decision` CacheRoute would have made (shadow mode); ``usage``: the
        engine's (prompt tokens, cached prompt tokens) for the answer, when it reported them."""
        self._pack(
            time.time() if at is None else at,
            hashes,
            prompt_tokens,
            output_tokens,
            block_tokens,
            model,
            replica,
            reason,
            epoch,
            ttft_s,
            status,
            shadow,
            usage,
        )

    def record_routed(
        self,
        body: Mapping[str, Any],
        chain: RequestChain,
        decision: Any,
        *,
        block_tokens: int,
        status: int | None = None,
        ttft_s: float | None = None,
        at: float | None = None,
        shadow: Any = None,
        usage: tuple[int, int] | None = None,
    ) -> None:
        """One routed request from what a router holds: the model and output tokens from its body, hashes and
        prompt tokens from its chain, replica, reason and epoch from its `Decision` (None: none was made; kept
        by reference, read by the writer); ``status`` and ``ttft_s``: what the router saw of the answer (None:
        it sees none); ``usage`` as for `record`."""
        model = body.get("model")
        replica, reason, epoch = (
            (None, None, -1) if decision is None else (decision.replica_id, str(decision.reason), decision.epoch)
        )
        self._pack(
            time.time() if at is None else at,
            chain.hashes,
            chain.prompt_tokens,
            max_output(body),
            block_tokens,
            model if isinstance(model, str) else None,
            replica,
            reason,
            epoch,
            ttft_s,
            status,
            shadow,
            usage,
        )

    def _pack(
        self,
        at: float,
        hashes: Any,
        prompt_tokens: float,
        output_tokens: int,
        block_tokens: int,
        model: str | None,
        replica: str | None,
        reason: str | None,
        epoch: int,
        ttft_s: float | None,
        status: int | None,
        shadow: Any,
        usage: tuple[int, int] | None,
    ) -> None:
        """The record into the next slot; a full buffer, a full name table or a count outside its field drops
        it (counted), never raises."""
        served, cached = usage if usage is not None else (-1, -1)
        s_key = None if shadow is None else (shadow.replica_id, str(shadow.reason))
        with self._lock:
            buf = self._buf
            if buf.count >= self.config.max_buffered:
                self._overflowed += 1
                return
            codes = self._codes.get((replica, reason, model, s_key))
            if codes is None:
                codes = self._new_codes(replica, reason, model, s_key)
                if codes is None:  # a name table is full
                    self._overflowed += 1
                    return
            if buf.used == _BLOCK or not buf.blocks:
                buf.grow()
            rep, why, mod, s_rep, s_why = codes
            try:
                _ROW.pack_into(
                    buf.blocks[-1][0],
                    buf.used * _ROW.size,
                    at,
                    epoch,
                    prompt_tokens,
                    output_tokens,
                    block_tokens,
                    _NO_STATUS if status is None else status,
                    math.nan if ttft_s is None else ttft_s,
                    rep,
                    why,
                    s_rep,
                    s_why,
                    served,
                    cached,
                    mod,
                )
            except (struct.error, OverflowError, ValueError, TypeError):  # a count outside its field
                self._overflowed += 1
                return
            buf.blocks[-1][1][buf.used] = hashes
            buf.used += 1
            buf.count += 1

    def _new_codes(
        self, replica: str | None, reason: str | None, model: str | None, shadow: tuple[str, str] | None
    ) -> tuple[int, int, int, int, int] | None:
        """The codes of a combination of names not seen before (None: a table is full); kept while few."""
        s_rep, s_why = (None, None) if shadow is None else shadow
        rep, why, mod = self._replicas.code(replica), self._reasons.code(reason), self._models.code(model)
        srep, swhy = self._replicas.code(s_rep), self._reasons.code(s_why)
        if rep is None or why is None or mod is None or srep is None or swhy is None:
            return None
        codes = (rep, why, mod & 65535, srep, swhy)
        if len(self._codes) < _MAX_COMBINATIONS:
            self._codes[(replica, reason, model, shadow)] = codes
        return codes

    @property
    def dropped(self) -> int:
        """Records lost: the buffer was full, or the file could not be written."""
        return self._overflowed + self._unwritten

    def _line(self, chain: Any, fields: tuple) -> bytes:
        at, epoch, prompt, out, block, status, ttft, rep, why, s_rep, s_why, served, cached, mod = fields
        rec = {
            "timestamp": round((at - self.started) * 1000.0, 3),
            "input_length": max(1, round(prompt)),
            "output_length": max(1, out),
            "hash_ids": list(chain),
            "block_tokens": block,
            "model": self._models.name(mod if mod != 0xFFFF else -1),
            "replica": self._replicas.name(rep),
            "reason": self._reasons.name(why),
            "epoch": epoch,
            "ttft_s": None if math.isnan(ttft) else round(ttft, 6),
            "status": None if status == _NO_STATUS else status,
        }
        if served >= 0:
            rec["served_prompt_tokens"], rec["cached_tokens"] = served, cached
        if s_rep >= 0 or s_why >= 0:
            rec["shadow_replica"] = self._replicas.name(s_rep)
            rec["shadow_reason"] = self._reasons.name(s_why)
        return (json.dumps(rec, separators=(",", ":")) + "\n").encode("utf-8")

    @property
    def buffered(self) -> int:
        return self._buf.count

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
                self._figures()
                return
            if time.monotonic() - self._described >= self.config.figures_s:
                self._figures()

    def _figures(self) -> None:
        """Write ``describe()`` to ``replicas.json`` (whole or not at all: a new file renamed over the old)."""
        self._described = time.monotonic()
        if self.describe is None:
            return
        path = self.directory / FIGURES_FILE
        try:
            body = self.describe()
            self.directory.mkdir(parents=True, exist_ok=True)
            part = path.with_suffix(".json.part")
            part.write_bytes(body)
            os.replace(part, path)
        except Exception:  # noqa: BLE001 - the figures are a convenience: they never stop the recording
            return

    def _drain(self) -> None:
        with self._drain_lock:
            with self._lock:
                batch, self._buf = self._buf, _Slots()
            self._write(batch)
            self._show()

    def _write(self, batch: _Slots) -> None:
        written = 0
        try:
            for chain, fields in batch.records():
                line = self._line(chain, fields)
                self._rotate_if_due(len(line))
                self._file.write(line)
                self._file_bytes += len(line)
                written += 1
        except OSError:
            # the line the OS refused and the rest of the batch are lost; the next batch opens a new file
            self._close_file()
            self._unwritten += batch.count - written
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
            with contextlib.suppress(OSError):
                os.remove(old)

    def _close_file(self) -> None:
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None
