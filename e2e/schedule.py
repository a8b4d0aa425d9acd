"""The replay schedule: which prompt is sent when, the same for every router.

Pure (no vLLM, no network). Each Mooncake trace record becomes a text prompt whose words are
fixed by its hash ids (equal hash ids, equal token prefix) and a send time on the trace's own
clock divided by ``time_scale`` (open loop: a request is sent at its time whether or not earlier
ones have finished). Plan steps fall on multiples of the plan period in trace seconds, so the
planner sees the same requests before each step whatever the machine's speed. The burst schedule
(issue 54) floors each arrival to whole seconds of trace time (``arrival_quantum_s``), as logs record
them: the requests of one trace second are sent together, and several router instances decide them
on the same view.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

WORDS = 1020
"""Words ``w0``..``w1019`` of the tiny model's vocabulary (`build_model.py`): one token each."""
TRACE_BLOCK = 512
"""Tokens per hash id in the Mooncake trace."""

__all__ = [
    "WORKLOADS",
    "Item",
    "Record",
    "Schedule",
    "block_words",
    "build_schedule",
    "multiturn_records",
    "plan_step_times",
    "saved_records",
    "saved_schedule",
    "trace_field",
    "trace_file",
    "utilisation_time_scale",
]


WORDINGS = ("v1", "v2")
"""How trace blocks become words. v1 (the runs of docs/results/history/e2e-before-routing-core.md): a
formula that repeats with period 1020 in the block id, so about one pair of distinct blocks in 1020 has the same text
(on the first 2,000 Mooncake requests the shareable prefix grows from 33.9 % to 36.5 % of prompt
tokens). v2 (the default): the first two words spell the block id, so distinct ids below 1020^2
have distinct text."""


def block_words(h: int, n: int, wording: str = "v2") -> list[str]:
    """The words of trace block ``h``: fixed by ``h`` alone, so equal blocks give equal text."""
    words = [f"w{(h * 7919 + j * 104729 + (h >> 3) * 31) % WORDS}" for j in range(n)]
    if wording == "v2":
        words[:2] = [f"w{h % WORDS}", f"w{(h // WORDS) % WORDS}"][: min(2, n)]
    elif wording != "v1":
        raise ValueError(f"wording must be one of {WORDINGS}, got {wording!r}")
    return words


@dataclass(frozen=True)
class Item:
    """One request of the schedule."""

    index: int
    send_s: float
    """Seconds after the replay starts (wall clock) at which it is sent."""
    trace_s: float
    """Its arrival on the trace's clock (seconds)."""
    prompt: str
    prompt_tokens: int
    max_tokens: int
    hash_ids: tuple[int, ...]
    """The trace's hash ids that the prompt covers (one per engine block when tokens per block
    equals the engine's block size)."""


@dataclass(frozen=True)
class Schedule:
    """The requests in send order and the settings that made them."""

    items: tuple[Item, ...]
    tokens_per_block: int
    time_scale: float
    max_prompt: int
    max_out: int
    wording: str = "v2"
    arrival_quantum_s: float | None = None
    """Arrivals floored to whole multiples of this many trace seconds (None: as the trace has them)."""

    @property
    def duration_s(self) -> float:
        """Wall seconds from the first send to the last."""
        return self.items[-1].send_s if self.items else 0.0

    @property
    def prompt_tokens(self) -> int:
        return sum(i.prompt_tokens for i in self.items)

    @property
    def rate(self) -> float:
        """Mean requests per wall second."""
        return len(self.items) / self.duration_s if self.duration_s > 0 else float("inf")

    def chars_per_token(self) -> float:
        return sum(len(i.prompt) for i in self.items) / max(self.prompt_tokens, 1)


def build_schedule(
    records: Sequence,
    *,
    tokens_per_block: int,
    max_prompt: int,
    max_out: int,
    time_scale: float = 1.0,
    wording: str = "v2",
    arrival_quantum_s: float | None = None,
) -> Schedule:
    """A `Schedule` from Mooncake records (``timestamp`` in ms, ``input_length``, ``hash_ids``).

    Each 512-token trace block becomes ``tokens_per_block`` words; a prompt has
    ``ceil(input_length * tokens_per_block / 512)`` words, at most its blocks' worth and at most
    ``max_prompt``. Send times are the trace times, shifted to start at 0, divided by
    ``time_scale`` (2: twice as fast as the trace). ``max_tokens`` is ``max_out`` (the trace's output
    lengths are not replayed: decode time is not what is compared). ``wording``: see `WORDINGS`.
    ``arrival_quantum_s``: each arrival floored to a whole multiple of it in trace seconds from the first
    (1: the requests of one trace second are sent at once, a burst), as `Trace.quantized` replays a log.
    """
    if wording not in WORDINGS:
        raise ValueError(f"wording must be one of {WORDINGS}, got {wording!r}")
    if tokens_per_block < 1:
        raise ValueError(f"tokens_per_block must be at least 1, got {tokens_per_block}")
    if not time_scale > 0 or not math.isfinite(time_scale):
        raise ValueError(f"time_scale must be a positive number, got {time_scale}")
    if max_prompt < 1 or max_out < 1:
        raise ValueError(f"max_prompt and max_out must be at least 1, got {max_prompt}, {max_out}")
    if arrival_quantum_s is not None and not (arrival_quantum_s > 0 and math.isfinite(arrival_quantum_s)):
        raise ValueError(f"arrival_quantum_s must be a positive number of trace seconds, got {arrival_quantum_s}")
    t0 = min((r.timestamp for r in records), default=0.0)
    items: list[Item] = []
    last = -math.inf
    for i, r in enumerate(records):
        if r.timestamp < last:
            raise ValueError(f"record {i}: timestamp {r.timestamp} before the previous one ({last}); sort the trace")
        last = r.timestamp
        n = min(
            math.ceil(r.input_length * tokens_per_block / TRACE_BLOCK), len(r.hash_ids) * tokens_per_block, max_prompt
        )
        n = max(n, 1) if r.hash_ids else 0
        if n == 0:
            raise ValueError(f"record {i}: no hash_ids, so no prompt can be made for it")
        words: list[str] = []
        used: list[int] = []
        for h in r.hash_ids:
            if len(words) >= n:
                break
            words.extend(block_words(h, tokens_per_block, wording))
            used.append(int(h))
        words = words[:n]
        trace_s = (r.timestamp - t0) / 1000.0
        if arrival_quantum_s is not None:
            trace_s = math.floor(trace_s / arrival_quantum_s + 1e-9) * arrival_quantum_s
        items.append(
            Item(
                index=i,
                send_s=trace_s / time_scale,
                trace_s=trace_s,
                prompt=" ".join(words),
                prompt_tokens=len(words),
                max_tokens=max_out,
                hash_ids=tuple(used),
            )
        )
    return Schedule(
        items=tuple(items),
        tokens_per_block=tokens_per_block,
        time_scale=time_scale,
        max_prompt=max_prompt,
        max_out=max_out,
        wording=wording,
        arrival_quantum_s=arrival_quantum_s,
    )


def plan_step_times(schedule: Schedule, period_trace_s: float) -> list[float]:
    """Wall seconds (after the replay starts) of the planner's steps: every ``period_trace_s``
    of trace time, from one period in to the last request's arrival."""
    if not period_trace_s > 0:
        raise ValueError(f"period_trace_s must be positive, got {period_trace_s}")
    if not schedule.items:
        return []
    end = schedule.items[-1].trace_s
    n = int(end // period_trace_s)
    return [k * period_trace_s / schedule.time_scale for k in range(1, n + 1)]


@dataclass(frozen=True)
class Record:
    """A trace record as `build_schedule` reads it (Mooncake's fields)."""

    timestamp: float
    """Milliseconds."""
    input_length: int
    output_length: int
    hash_ids: tuple[int, ...]


WORKLOADS = ("synthetic", "multiturn")
"""``synthetic``: the Mooncake synthetic trace (``--trace``); ``multiturn``: the simulator's ``chat``
family (`cacheroute_solver.simulator.workloads`: a few system prompts, most requests later turns of
a conversation whose whole history is the reusable prefix)."""


def multiturn_records(n: int, *, tokens_per_block: int, seed: int = 0, family: str = "chat") -> list[Record]:
    """``n`` requests of the simulator's multi-turn ``family`` as trace records: its blocks of
    ``tokens_per_block`` tokens become trace blocks (hash ids renumbered densely in order of first
    use, so `block_words` gives distinct blocks distinct text) of ``tokens_per_block`` words each, so
    a prompt keeps its token length. Arrivals are the family's (a mean of 1 request/s): the harness
    scales them to the utilisation it sends at."""
    from cacheroute_solver.simulator.workloads import generate_workload

    if n < 1:
        raise ValueError(f"n must be at least 1, got {n}")
    trace = generate_workload(family, rate=1.0, duration_s=n * 1.5 + 60, seed=seed, block_tokens=tokens_per_block)  # type: ignore[arg-type]
    ids: dict[int, int] = {}
    out = []
    for i in range(min(n, len(trace))):
        r = trace.request(i)
        hashes = tuple(ids.setdefault(int(h), len(ids)) for h in r.block_hashes.tolist())
        out.append(
            Record(
                timestamp=float(r.arrival) * 1000.0,
                input_length=int(r.prompt_tokens) * TRACE_BLOCK // tokens_per_block,
                output_length=int(r.output_tokens),
                hash_ids=hashes,
            )
        )
    return out


def saved_records(setup: dict, trace_path) -> Sequence:
    """The records a saved run's schedule was built from (its JSON's ``setup``): the multi-turn workload
    made again, or every record of the trace at ``trace_path`` (the run used the first ``requests``)."""
    if setup.get("workload") == "multiturn":
        return multiturn_records(
            setup["requests"], tokens_per_block=setup["tokens_per_block"], seed=setup.get("seed", 0)
        )
    from cacheroute_solver.observe import read_trace

    return read_trace(str(trace_path)).records


def trace_field(path: str | Path, root: Path) -> str:
    """How a run saves its ``--trace``: relative to the repository ``root`` when it lies inside it (so the saved run
    reads the same on another checkout), else absolute."""
    full = Path(path).resolve()
    return str(full.relative_to(root.resolve())) if full.is_relative_to(root.resolve()) else str(full)


def trace_file(setup: dict, root: Path) -> Path:
    """The trace a saved run read: its ``trace_path`` (`trace_field`; relative to ``root``), or, in a run saved
    before the field, ``data/traces/<trace>``."""
    if setup.get("trace_path"):
        return root / setup["trace_path"]  # an absolute path stays itself
    return root / "data/traces" / setup.get("trace", "")


def saved_schedule(setup: dict, root: Path) -> Schedule:
    """A saved run's schedule (its JSON's ``setup``), built again from its workload as the run built it."""
    return build_schedule(
        saved_records(setup, trace_file(setup, root))[: setup["requests"]],
        tokens_per_block=setup["tokens_per_block"],
        max_prompt=setup["max_prompt"],
        max_out=setup["max_out"],
        time_scale=setup["time_scale"],
        wording=setup.get("wording", "v1"),
        arrival_quantum_s=setup.get("arrival_quantum_s"),
    )


def utilisation_time_scale(schedule: Schedule, engine_tokens_s: float, engines: int, utilisation: float) -> float:
    """The ``time_scale`` at which ``schedule``'s prompt tokens arrive at ``utilisation`` of the fleet's
    measured prefill capacity (``engines`` x ``engine_tokens_s``), every prompt token counted as
    computed: prefix hits only lower the load, so the engines are busy at most that share of the time
    and TTFT shows routing rather than queueing."""
    if not 0 < utilisation <= 1:
        raise ValueError(f"utilisation must be in (0, 1], got {utilisation}")
    if not engine_tokens_s > 0 or engines < 1:
        raise ValueError(f"engine capacity must be positive, got {engine_tokens_s} tokens/s x {engines} engines")
    per_trace_s = schedule.prompt_tokens / max(schedule.duration_s * schedule.time_scale, 1e-9)
    return utilisation * engine_tokens_s * engines / per_trace_s
