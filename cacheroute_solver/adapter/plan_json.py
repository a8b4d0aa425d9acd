"""A plan's JSON read (and written) in bounded steps, so that a large one never holds the interpreter long.

`json.loads` and pydantic's ``model_validate_json`` read a whole document in one C call that holds
the GIL: a 250,000-key plan (11 MB) held it 0.6-1.9 s on the reference machine, and the router's
event loop (every request, ``/health``) waited that long although the read ran in a worker thread.
`read_plan` reads the same JSON piece by piece. The C scanner only ever sees a window of at most
`WINDOW` bytes of the document (decoded when reached, so the document is never decoded or copied
whole); an object or array too large for one window is walked a member or element at a time; large
fields are validated by the `Plan` model `CHUNK` entries at a time (the same field types and
validators as a whole plan, merged); and the reading stops at the ``max_keys + 1``-th assignment,
so a plan over the limit is refused having read no more than that. Between two steps the
interpreter can switch threads.

What it accepts and refuses is what ``Plan.model_validate_json`` does (Python's JSON grammar
without NaN and Infinity; a repeated member: the last one); each refusal is a `PlanReadError`
whose label is the store's (corrupt, invalid, too_large).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from itertools import islice
from json.decoder import JSONDecodeError, scanstring  # type: ignore[attr-defined]  # public in CPython, absent from typeshed
from typing import Any

from pydantic import TypeAdapter, ValidationError

from cacheroute_solver.models import Plan
from cacheroute_solver.routing.plan_index import release

__all__ = ["CHUNK", "WINDOW", "PlanReadError", "read_plan", "write_plan"]

WINDOW = 64 * 1024
"""Most bytes the C scanner reads in one call (about 8 ms on the reference machine, loaded)."""
CHUNK = 2000
"""Entries of a large field validated in one call of the model."""
_DEPTH = 32
"""Deepest nesting walked (a plan's is 4: plan, assignments, destinations, pair)."""
_WS = re.compile(r"[ \t\n\r]*")
_NUMBER = frozenset("0123456789.eE+-")


class PlanReadError(ValueError):
    """Why a plan's JSON was refused; ``label`` is the store's refusal (corrupt, invalid, too_large)."""

    def __init__(self, label: str, reason: str, epoch: int | None = None) -> None:
        super().__init__(reason)
        self.label = label
        self.reason = reason
        self.epoch = epoch


_SCAN = json.JSONDecoder().scan_once  # type: ignore[attr-defined]  # set by JSONDecoder.__init__, untyped
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _lone_surrogate(value: Any) -> bool:
    """Whether a string in ``value`` holds a lone surrogate (Python's JSON takes one, the model's
    reader and serializer do not)."""
    if isinstance(value, str):
        return _SURROGATE.search(value) is not None
    if isinstance(value, list):
        return any(_lone_surrogate(v) for v in value)
    if isinstance(value, dict):
        return any(_lone_surrogate(k) or _lone_surrogate(v) for k, v in value.items())
    return False


_FAIL = object()


class _Text:
    """The document as windows of at most `WINDOW` bytes, decoded when reached; positions are
    characters of the current window (``rebase`` moves the window to start at one)."""

    __slots__ = ("ascii", "base", "escapes", "n", "raw", "tail", "win")

    def __init__(self, raw: bytes | bytearray | memoryview) -> None:
        self.raw = memoryview(raw).cast("B")
        self.n = len(self.raw)
        self.base = 0
        self.win = ""
        self.tail = True
        self.ascii = True
        self.escapes = False
        self._load(0)

    def _load(self, start: int) -> None:
        end = min(self.n, start + WINDOW)
        if end < self.n:
            while end > start and self.raw[end] & 0xC0 == 0x80:  # not in the middle of a character
                end -= 1
        part = bytes(self.raw[start:end])
        try:
            self.win = part.decode("utf-8")
        except UnicodeDecodeError as e:
            raise PlanReadError("corrupt", f"corrupt plan JSON: not UTF-8 at byte {start + e.start}") from None
        self.base, self.tail, self.ascii = start, end == self.n, part.isascii()
        self.escapes = _SURROGATE_ESCAPE.search(self.win) is not None

    def byte(self, i: int) -> int:
        """The document's byte offset of character ``i`` of the window."""
        return self.base + (i if self.ascii else len(self.win[:i].encode("utf-8")))

    def seek(self, byte: int) -> int:
        """Move the window to start at byte ``byte`` (a character's first); its new position (0)."""
        self._load(byte)
        return 0

    def rebase(self, i: int) -> int:
        """Move the window to start at character ``i``; its new position (0)."""
        if i:
            self._load(self.byte(i))
        return 0

    def corrupt(self, message: str, i: int) -> PlanReadError:
        return PlanReadError("corrupt", f"corrupt plan JSON: {message} at byte {self.byte(i)}")

    def ws(self, i: int) -> int:
        """Past the whitespace at ``i``."""
        while True:
            i = _WS.match(self.win, i).end()  # type: ignore[union-attr]
            if i < len(self.win) or self.tail:
                return i
            i = self.rebase(i)

    def char(self, i: int) -> tuple[str, int]:
        """The character at ``i`` ("" at the end of the document) and its position."""
        if i >= len(self.win) and not self.tail:
            i = self.rebase(i)
        return self.win[i : i + 1], i

    def scan(self, fn: Any, i: int) -> tuple[Any, int, str]:
        """``fn(window, i)`` -> (value, end) over one window, moved to start at ``i`` when the value
        runs past its end: (value, end, "") or, when it does not fit a window starting there or is
        not JSON, (`_FAIL`, where, why)."""
        while True:
            try:
                value, end = fn(self.win, i)
                if self.tail or (end < len(self.win) and (i == 0 or self.win[end] not in _NUMBER)):
                    if self.escapes and _lone_surrogate(value):
                        raise self.corrupt("a lone surrogate escape in a string", i)
                    return value, end, ""  # (a number the window cut short ends in a character of one)
                where, why = i, "a value longer than the window"
            except StopIteration:
                where, why = i, "Expecting value"
            except JSONDecodeError as e:
                where, why = e.pos, e.msg
            except (ValueError, RecursionError) as e:
                where, why = i, str(e).split("\n")[0]
            if i == 0:
                return _FAIL, where, why
            i = self.rebase(i)


_TAKEN = object()
"""What the assignments member is recorded as: its entries went to the reader's `_Assignments`."""
_BOUNDARY = re.compile(rb"\]\s*\](?=\s*,\s*\")")
"""The end of an assignment's destinations, where another assignment follows (``]], "``)."""
_HEAD, _FOOT = b'{"assignments":{', b"}}"


class _Reader:
    """Walks a document over a `_Text`, decoding what fits a window with the C scanner; the top-level
    ``assignments`` object goes to ``sink`` (`assignments`), not into the value."""

    def __init__(self, text: _Text, sink: _Assignments) -> None:
        self.t = text
        self.sink = sink

    def string(self, i: int, where: str) -> tuple[str, int]:
        t = self.t
        value, end, why = t.scan(_string_at, i)
        if value is _FAIL:
            if why.startswith("Unterminated string") and not t.tail:
                raise PlanReadError(
                    "invalid", f"invalid plan JSON: {where or 'plan'}: a string longer than {WINDOW} bytes"
                )
            raise t.corrupt(why, end)
        return value, end

    def value(self, i: int, depth: int, where: str) -> tuple[Any, int]:
        t = self.t
        c, i = t.char(i)
        if c == '"':
            return self.string(i, where)
        if c == "{" and depth == 1 and where == "assignments":
            return _TAKEN, self.assignments(i)
        value, end, why = t.scan(_SCAN, i)
        if value is not _FAIL:
            return value, end
        if c not in ("[", "{") or t.tail:
            raise t.corrupt(why, end)
        if depth >= _DEPTH:
            raise t.corrupt(f"nested more than {_DEPTH} deep", 0)
        return self.members(0, depth + 1, where) if c == "{" else self.elements(0, depth + 1, where)

    def elements(self, i: int, depth: int, where: str) -> tuple[list[Any], int]:
        """The array at ``i``, one element at a time."""
        t = self.t
        out: list[Any] = []
        c, i = t.char(t.ws(i + 1))
        if c == "]":
            return out, i + 1
        while True:
            v, i = self.value(i, depth, f"{where}.{len(out)}")
            out.append(v)
            c, i = t.char(t.ws(i))
            if c == "]":
                return out, i + 1
            if c != ",":
                raise t.corrupt("Expecting ',' delimiter", i)
            i = t.ws(i + 1)

    def assignments(self, i: int) -> int:
        """The assignments object at ``i``, into ``sink``: as many whole assignments as one window holds
        at a time, parsed and validated by the model in one call (`batch`), else one at a time."""
        t = self.t
        c, i = t.char(t.ws(i + 1))
        if c == "}":
            return i + 1
        while True:
            if c != '"':
                raise t.corrupt("Expecting property name enclosed in double quotes", i)
            got = self.batch(i)
            if got is None:
                name, i = self.string(i, "assignments")
                c, i = t.char(t.ws(i))
                if c != ":":
                    raise t.corrupt("Expecting ':' delimiter", i)
                v, i = self.value(t.ws(i + 1), 2, f"assignments.{name}")
                self.sink.put(name, v)
            else:
                self.sink.put_valid(got[0])
                i = got[1]
            c, i = t.char(t.ws(i))
            if c == "}":
                return i + 1
            if c != ",":
                raise t.corrupt("Expecting ',' delimiter", i)
            c, i = t.char(t.ws(i + 1))

    def batch(self, i: int) -> tuple[dict[str, Any], int] | None:
        """The assignments from ``i`` to the last one ending within a window, validated in one call of
        the model, and the position after them; None when there is no such end or the slice is not
        JSON (then the walk reads on one at a time, and finds the error if there is one). A slice
        cut elsewhere than between two assignments (inside a string, or deeper) is never JSON."""
        t = self.t
        start = t.byte(i)
        stop = min(t.n, start + WINDOW)
        cut = -1
        for m in _BOUNDARY.finditer(t.raw, max(start, stop - 4096), stop):
            cut = m.end()
        if cut < 0:
            for m in _BOUNDARY.finditer(t.raw, start, stop):
                cut = m.end()
        if cut < 0:
            return None
        try:
            plan = Plan.model_validate_json(_HEAD + bytes(t.raw[start:cut]) + _FOOT)
        except ValidationError as e:
            if e.errors(include_url=False)[0].get("type") == "json_invalid":
                return None
            raise _invalid(e) from None
        return plan.assignments, t.seek(cut)

    def members(
        self, i: int, depth: int, where: str, take: Callable[[str, Any], None] | None = None
    ) -> tuple[dict[str, Any], int]:
        """The object at ``i``, one member at a time (given to ``take`` instead of kept, when given)."""
        t = self.t
        out: dict[str, Any] = {}
        put = take or out.__setitem__
        c, i = t.char(t.ws(i + 1))
        if c == "}":
            return out, i + 1
        while True:
            if c != '"':
                raise t.corrupt("Expecting property name enclosed in double quotes", i)
            name, i = self.string(i, where)
            c, i = t.char(t.ws(i))
            if c != ":":
                raise t.corrupt("Expecting ':' delimiter", i)
            v, i = self.value(t.ws(i + 1), depth, f"{where}.{name}" if where else name)
            put(name, v)
            c, i = t.char(t.ws(i))
            if c == "}":
                return out, i + 1
            if c != ",":
                raise t.corrupt("Expecting ',' delimiter", i)
            c, i = t.char(t.ws(i + 1))


def _string_at(window: str, i: int) -> tuple[str, int]:
    return scanstring(window, i + 1)


def _invalid(e: ValidationError) -> PlanReadError:
    err = e.errors(include_url=False)[0]
    where = ".".join(str(p) for p in err["loc"])
    return PlanReadError("invalid", f"invalid plan JSON: {where + ': ' if where else ''}{err['msg']}")


def _validated(name: str, value: Any) -> Any:
    """One field of the plan, validated by the model ``CHUNK`` entries at a time."""
    try:
        if isinstance(value, dict):
            out: dict[Any, Any] = {}
            items = list(value.items())
            for k in range(0, len(items), CHUNK):
                out.update(getattr(Plan.model_validate({name: dict(items[k : k + CHUNK])}), name))
            return out
        parts = [getattr(Plan.model_validate({name: value[k : k + CHUNK]}), name) for k in range(0, len(value), CHUNK)]
        return tuple(x for part in parts for x in part)
    except ValidationError as e:
        raise _invalid(e) from None


class _Assignments:
    """Takes the assignments: counts them (refused past ``max_keys``), and validates those that come one
    at a time ``CHUNK`` at a time, so the raw ones never pile up."""

    def __init__(self, max_keys: int | None, fields: dict[str, Any]) -> None:
        self.max_keys = max_keys
        self.fields = fields
        self.read = 0
        """Assignments read so far."""
        self.out: dict[str, Any] = {}
        self.pending: dict[str, Any] = {}

    def count(self, n: int) -> None:
        self.read += n
        if self.max_keys is not None and self.read > self.max_keys:
            epoch = self.fields.get("epoch")
            raise PlanReadError(
                "too_large",
                f"assignments: more than the {self.max_keys} keys this store takes (reading stopped after {self.read})",
                epoch if isinstance(epoch, int) and not isinstance(epoch, bool) else None,
            )

    def put_valid(self, assignments: dict[str, Any]) -> None:
        """Assignments the model validated."""
        self.count(len(assignments))
        self.flush()
        self.out.update(assignments)

    def put(self, key: str, dests: Any) -> None:
        self.count(1)
        if type(dests) is list and all(type(d) is list for d in dests):
            dests = tuple(map(tuple, dests))  # the lists die now; tuples leave the collector's view
        self.pending[key] = dests
        if len(self.pending) >= CHUNK:
            self.flush()

    def flush(self) -> None:
        if self.pending:
            try:
                self.out.update(Plan.model_validate({"assignments": self.pending}).assignments)
            except ValidationError as e:
                raise _invalid(e) from None
            self.pending = {}


def read_plan(data: bytes | bytearray | memoryview, max_keys: int | None = None) -> Plan:
    """The `Plan` in ``data`` (UTF-8 JSON), read in bounded steps (module docstring); `PlanReadError`
    names why not. ``max_keys``: most assignments read before the plan is refused as too large."""
    if len(data) <= WINDOW:
        try:
            plan = Plan.model_validate_json(bytes(data) if isinstance(data, memoryview) else data)
        except ValidationError as e:
            err = e.errors(include_url=False)[0]
            if err.get("type") == "json_invalid":
                raise PlanReadError("corrupt", f"corrupt plan JSON: {err['msg']}") from None
            raise _invalid(e) from None
        if max_keys is not None and len(plan.assignments) > max_keys:
            raise PlanReadError(
                "too_large",
                f"assignments: {len(plan.assignments)} keys, more than the {max_keys} this store takes",
                plan.epoch,
            )
        return plan
    t = _Text(data)
    fields: dict[str, Any] = {}
    assignments = _Assignments(max_keys, fields)
    r = _Reader(t, assignments)
    c, i = t.char(t.ws(0))
    if c != "{":
        r.value(i, 0, "")
        raise PlanReadError("invalid", "invalid plan JSON: a plan is a JSON object")
    try:
        _, i = r.members(i, 1, "", fields.__setitem__)
        c, i = t.char(t.ws(i))
        if c:
            raise t.corrupt("Extra data", i)
        assignments.flush()
        big = {k: v for k, v in fields.items() if isinstance(v, (dict, list)) and len(v) > CHUNK}
        try:
            plan = Plan.model_validate({k: v for k, v in fields.items() if k not in big and v is not _TAKEN})
        except ValidationError as e:
            raise _invalid(e) from None
        update = {k: _validated(k, v) for k, v in big.items()}
    except PlanReadError:
        release(assignments.out)  # what was read of a refused plan, freed a step at a time
        raise
    if fields.get("assignments") is _TAKEN:
        update["assignments"] = assignments.out
    return plan.model_copy(update=update) if update else plan


_ADAPTERS: dict[str, TypeAdapter] = {}


def _dump(name: str, value: Any) -> bytes:
    ta = _ADAPTERS.get(name)
    if ta is None:
        ta = _ADAPTERS[name] = TypeAdapter(Plan.model_fields[name].annotation or Any)
    return ta.dump_json(value)


def write_plan(plan: Plan) -> bytes:
    """``plan.model_dump_json()``, byte for byte, written in bounded steps: a field of more than
    `CHUNK` entries (the assignments of a large plan) is serialized `CHUNK` entries per C call, so
    that writing a 250,000-key plan (0.3-0.5 s in one call) lets other threads run between steps."""
    parts = [b"{"]
    for j, name in enumerate(Plan.model_fields):
        value = getattr(plan, name)
        parts.append((b"," if j else b"") + json.dumps(name).encode() + b":")
        if isinstance(value, (dict, tuple)) and len(value) > CHUNK:
            items = iter(value.items()) if isinstance(value, dict) else iter(value)
            kind = dict if isinstance(value, dict) else tuple
            pieces = []
            while part := kind(islice(items, CHUNK)):
                pieces.append(_dump(name, part)[1:-1])
            open_, close = (b"{", b"}") if isinstance(value, dict) else (b"[", b"]")
            parts.append(open_ + b",".join(pieces) + close)
        else:
            parts.append(_dump(name, value))
    parts.append(b"}")
    return b"".join(parts)
