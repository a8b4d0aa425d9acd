"""Trace files: the one reader of each format, the rules a record must meet, and its errors.

Every command and function that reads a trace goes through these two readers, so a file means
the same to all of them:

- **Mooncake JSONL** (`read_mooncake_lines`): one JSON object per line with ``timestamp`` (ms),
  ``input_length``, ``output_length`` and ``hash_ids`` (chained ids of ``block_tokens``-token
  blocks).
- **Azure LLM inference CSV** (`read_azure_lines`): ``TIMESTAMP,ContextTokens,GeneratedTokens``.

Any bytes can be read. A record that breaks a rule is skipped and reported as a
`TraceRecordError` naming its line, the first field at fault and why; every other record is kept.
So every non-blank line ends up either kept or reported, exactly once. Records come back sorted
by time (stable: file order among equal times). Only a problem with the file as a whole (an Azure
header without the columns) raises `TraceFormatError`.

The rules, for each kept record:

- times are finite; a Mooncake ``timestamp`` is a JSON number in ``[0, MAX_TIMESTAMP_MS)``;
- token counts are integers in ``[1, MAX_TOKENS]`` (JSON integers: ``600.0``, ``"600"``,
  ``true`` and ``NaN`` are not counts);
- ``hash_ids`` is a list of JSON integers in ``[0, MAX_HASH]``, at most
  ``ceil(input_length / block_tokens)`` of them.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Annotated, Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, StrictFloat, StrictInt, ValidationError

__all__ = [
    "AZURE_COLUMNS",
    "MAX_HASH",
    "MAX_TIMESTAMP_MS",
    "MAX_TOKENS",
    "AzureRecord",
    "TraceFormatError",
    "TraceRead",
    "TraceRecord",
    "TraceRecordError",
    "check_block_tokens",
    "read_azure_lines",
    "read_mooncake_lines",
]

MAX_TOKENS = 10**9
"""Most tokens in one request's prompt or output (and in one block); larger counts are errors."""
MAX_TIMESTAMP_MS = float(2**53)
"""Mooncake timestamps are below this (ms, about 285,000 years): every integer below it is exact
as a float, so no two timestamps are merged by rounding."""
MAX_HASH = 2**63 - 1
"""Largest block hash: hashes are stored as int64."""
AZURE_COLUMNS = ("TIMESTAMP", "ContextTokens", "GeneratedTokens")


class TraceRecordError(NamedTuple):
    """One record that was skipped: its line, the field at fault, and why."""

    line: int
    """1-based line number in the file (an Azure CSV's header is line 1)."""
    field: str
    """The field at fault: a column name, ``hash_ids.<i>`` for one id, ``record`` for the whole
    line (not UTF-8, not JSON, not an object, wrong column count), ``header`` for a CSV header."""
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.field}: {self.message}"


class TraceFormatError(ValueError):
    """A trace that cannot be used as it is.

    Raised by the readers' strict mode (``errors="raise"``) when any record is bad, and always
    when the file as a whole is unusable. ``errors`` lists every bad record (not just the first);
    ``trace`` holds the good records read (None when there are none to hold).
    """

    def __init__(self, path: str, errors: Sequence[TraceRecordError], trace: Any = None):
        self.path = path
        self.errors = tuple(errors)
        self.trace = trace
        kept = len(trace) if trace is not None else 0
        shown = "\n  ".join(str(e) for e in self.errors[:20])
        more = f"\n  ... and {len(self.errors) - 20} more" if len(self.errors) > 20 else ""
        super().__init__(
            f"{path}: {len(self.errors)} malformed record(s), {kept} good record(s) kept:\n  {shown}{more}"
        )


def check_block_tokens(block_tokens: object) -> int:
    """``block_tokens`` as an int in ``[1, MAX_TOKENS]``; ValueError naming it otherwise."""
    if isinstance(block_tokens, bool) or not isinstance(block_tokens, int) or not 1 <= block_tokens <= MAX_TOKENS:
        raise ValueError(f"block_tokens must be an integer in [1, {MAX_TOKENS:,}], got {_show(block_tokens)}")
    return block_tokens


def _show(v: object) -> str:
    """A short repr of a value from a file, for messages."""
    try:
        r = repr(v)
    except ValueError:  # an int too long to print
        return "an integer too large to print"
    return r if len(r) <= 60 else r[:57] + "..."


def _decode(raw: str | bytes, line: int) -> str | TraceRecordError:
    if isinstance(raw, str):
        text = raw
    else:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            return TraceRecordError(
                line, "record", f"not UTF-8 text (byte 0x{e.object[e.start]:02x} at column {e.start + 1})"
            )
    if line == 1 and text.startswith("\ufeff"):
        text = text[1:]
    return text


_JSON_SPACE = " \t\r\n"


# ---- Mooncake JSONL -----------------------------------------------------------------------


class TraceRecord(BaseModel):
    """One request of a Mooncake-format trace: ``timestamp`` in ms, chained ``hash_ids``.

    Numbers are strict (no strings, booleans, or floats for counts): the field rules of
    `read_mooncake_lines` are this model's.
    """

    model_config = ConfigDict(frozen=True, extra="ignore", allow_inf_nan=False)

    timestamp: StrictFloat = Field(ge=0.0, lt=MAX_TIMESTAMP_MS, description="Milliseconds since the trace start.")
    input_length: StrictInt = Field(ge=1, le=MAX_TOKENS, description="Prompt tokens.")
    output_length: StrictInt = Field(ge=1, le=MAX_TOKENS, description="Output tokens.")
    hash_ids: tuple[Annotated[StrictInt, Field(ge=0, le=MAX_HASH)], ...] = Field(
        description="Chained ids of the prompt's blocks: at most ceil(input_length / block_tokens)."
    )


class TraceRead(BaseModel):
    """The good records of a trace sorted by time, the line of each, and an error for every bad one."""

    model_config = ConfigDict(frozen=True)

    records: tuple[TraceRecord, ...]
    lines: tuple[int, ...] = Field(default=(), description="1-based line of each record (empty if not known).")
    errors: tuple[TraceRecordError, ...]


def _field_error(line: int, e: ValidationError) -> TraceRecordError:
    err = e.errors(include_url=False)[0]
    if not err["loc"]:  # not JSON, or not an object
        return TraceRecordError(line, "record", err["msg"])
    field = ".".join(str(x) for x in err["loc"])
    got = "" if err["type"] == "missing" else f", got {_show(err['input'])}"
    return TraceRecordError(line, field, err["msg"] + got)


def read_mooncake_lines(lines: Iterable[str | bytes], *, block_tokens: int = 512) -> TraceRead:
    """The good records of Mooncake JSONL ``lines`` sorted by time, and an error for every bad one.

    ``lines`` may be a binary file (each line is then checked to be UTF-8) or any iterable of
    lines; numbering starts at 1 and blank lines are skipped. A record is a JSON object that
    validates as a `TraceRecord` and has at most ``ceil(input_length / block_tokens)`` ids.
    """
    block_tokens = check_block_tokens(block_tokens)
    records: list[tuple[float, int, TraceRecord]] = []
    errors: list[TraceRecordError] = []
    validate = TraceRecord.model_validate_json
    for no, raw in enumerate(lines, 1):
        text = _decode(raw, no)
        if isinstance(text, TraceRecordError):
            errors.append(text)
            continue
        if not text.strip(_JSON_SPACE):
            continue
        try:
            rec = validate(text)
        except ValidationError as e:
            errors.append(_field_error(no, e))
            continue
        most = -(-rec.input_length // block_tokens)
        if len(rec.hash_ids) > most:
            errors.append(
                TraceRecordError(
                    no,
                    "hash_ids",
                    f"{len(rec.hash_ids)} ids for input_length {rec.input_length} "
                    f"(at most ceil({rec.input_length}/{block_tokens}) = {most})",
                )
            )
            continue
        records.append((rec.timestamp, no, rec))
    records.sort(key=lambda r: r[0])
    return TraceRead.model_construct(
        records=tuple(r[2] for r in records), lines=tuple(r[1] for r in records), errors=tuple(errors)
    )


# ---- Azure CSV ----------------------------------------------------------------------------


class AzureRecord(NamedTuple):
    """One good Azure record, as read."""

    line: int
    time_s: float
    """Seconds since the Unix epoch (a timestamp without a zone is read as UTC)."""
    context_tokens: int
    generated_tokens: int


_DIGITS = re.compile(r"[0-9]+")
_MICROSECONDS = re.compile(r"(\.[0-9]{6})[0-9]+")  # fromisoformat takes at most 6 fractional digits


def _azure_time(s: str) -> float:
    t = datetime.fromisoformat(_MICROSECONDS.sub(r"\1", s.strip(), count=1))  # the traces have 7
    if t.tzinfo is None:
        t = t.replace(tzinfo=UTC)
    return t.timestamp()


def _csv_row(text: str) -> list[str]:
    return next(csv.reader([text.rstrip("\r\n")]), [])


def read_azure_lines(
    lines: Iterable[str | bytes], path: str = "<lines>"
) -> tuple[list[AzureRecord], list[TraceRecordError]]:
    """The good records of an Azure trace CSV sorted by time, and an error for every bad one.

    The first line is the header and must name the `AZURE_COLUMNS` (in any order, other columns
    allowed); otherwise `TraceFormatError` (nothing in the file can be read). Blank lines are
    skipped; each other line is one record (quoted fields may not span lines).
    """
    it = enumerate(lines, 1)
    first = next(it, None)
    text = _decode(first[1], 1) if first is not None else None
    if text is None or isinstance(text, TraceRecordError):
        why = "empty file" if text is None else text.message
        raise TraceFormatError(path, [TraceRecordError(1, "header", why)], None)
    try:
        header = [h.strip() for h in _csv_row(text)]
    except csv.Error as e:
        raise TraceFormatError(path, [TraceRecordError(1, "header", f"not CSV ({e})")], None) from None
    missing = [c for c in AZURE_COLUMNS if c not in header]
    if missing:
        raise TraceFormatError(
            path, [TraceRecordError(1, "header", f"missing column(s) {missing}; got {_show(header)}")], None
        )
    col = [header.index(c) for c in AZURE_COLUMNS]
    records: list[AzureRecord] = []
    errors: list[TraceRecordError] = []
    for no, raw in it:
        text = _decode(raw, no)
        if isinstance(text, TraceRecordError):
            errors.append(text)
            continue
        if not text.strip():
            continue
        try:
            row = _csv_row(text)
        except csv.Error as e:
            errors.append(TraceRecordError(no, "record", f"not CSV ({e})"))
            continue
        if len(row) != len(header):
            errors.append(TraceRecordError(no, "record", f"{len(row)} columns, header has {len(header)}"))
            continue
        raw_t, *raw_counts = (row[c].strip() for c in col)
        try:
            t = _azure_time(raw_t)
        except (ValueError, OverflowError, OSError):
            errors.append(TraceRecordError(no, "TIMESTAMP", f"not an ISO date and time: {_show(raw_t)}"))
            continue
        counts = []
        for field, v in zip(AZURE_COLUMNS[1:], raw_counts, strict=False):
            if not _DIGITS.fullmatch(v):
                errors.append(TraceRecordError(no, field, f"not a whole number: {_show(v)}"))
                break
            n = int(v) if len(v.lstrip("0")) <= 10 else MAX_TOKENS + 1
            if not 1 <= n <= MAX_TOKENS:
                errors.append(TraceRecordError(no, field, f"must be in [1, {MAX_TOKENS:,}], got {_show(v)}"))
                break
            counts.append(n)
        else:
            records.append(AzureRecord(no, t, counts[0], counts[1]))
    records.sort(key=lambda r: r.time_s)
    return records, errors
