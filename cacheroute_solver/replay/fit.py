"""The simulated fleet a recording was served by, fitted from the recording (`cacheroute fit`), for the gate.

A router's recording (`adapter.recorder`) holds each request's replica, counts, time to first token and, where
the engine reported its usage, the tokens it served from its cache; beside it, ``replicas.json``
(`routing.learned.FIGURES_FILE`) holds what that router knew of each replica: its cost model in force, learned
from its answers and from the engine's own prefill histograms, and the KV its engine publishes
(``vllm:cache_config_info``). `fit_fleet` turns them into what the simulator needs: a `Fleet` (the replicas the
recording names, each with its speed and its KV) and an `EngineConfig` (the cost model of the median replica,
the engines' block size and batch limit).

Per replica, the cost model is the router's when ``replicas.json`` has a learned one for it; otherwise the
same learner (`routing.learned.ReplicaCosts`) is fed the recording's answers in time order, each against the
prompts the recording shows were still waiting for their first token on that replica when it arrived (what
the router's ledger would have held). What a recording cannot tell, and where the fit takes defaults (named in
`FleetFit.defaults`): the KV of an engine that published none (its configured ``kv_capacity`` from
``replicas.json``, else the cost model's default); the engine's block size and ``max_num_seqs`` (vLLM does not
publish the latter: the most requests an engine was seen running while others waited, where one was seen full;
16 and 256 unless given or seen); the decode cost, which follows the prefill cost's scale from the
default model unless the router measured the time between tokens; the engines' fixed step time, which follows
the same scale; and, without the engines' usage in the recording, how much of each prompt was cached (the fit
then takes every prompt token as computed: its token cost is a lower bound).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.costmodel import CostModel, cost_model
from cacheroute_solver.models import Fleet, Replica
from cacheroute_solver.routing.delay import DelayModel
from cacheroute_solver.routing.learned import FIGURES_FILE, FleetFigures, LearnConfig, ReplicaCosts
from cacheroute_solver.simulator.engine import EngineConfig

__all__ = ["FleetFit", "ReplicaFit", "fit_fleet", "read_answers"]

_FROZEN = ConfigDict(frozen=True, extra="forbid")


class Answer(NamedTuple):
    """One recorded answer the fit learns from."""

    replica: str
    arrival_s: float
    ttft_s: float
    prompt_tokens: int
    cached_tokens: int | None


class ReplicaFit(BaseModel):
    """One replica as fitted: its cost model, its speed against the fleet's engine model, and its KV."""

    model_config = _FROZEN

    id: str
    token_s: float = Field(gt=0.0)
    attn_pair_s: float = Field(ge=0.0)
    decode_step_s: float = Field(gt=0.0)
    speed: float = Field(gt=0.0, description="Prefill speed against the engine model's (1: the median replica).")
    kv_tokens: float = Field(gt=0.0)
    answers: int = Field(ge=0, description="Its answers with a time to first token in the recording.")
    cost_from: Literal["router", "recording", "default"] = Field(
        description="router: the learned model in replicas.json; recording: learned here from its answers; "
        "default: neither (the median replica's)."
    )
    kv_from: Literal["engine", "configured", "default"]


class FleetFit(BaseModel):
    """The simulated fleet fitted to a recording (`fit_fleet`): what the gate replays on."""

    model_config = _FROZEN

    recording: str
    answers: int = Field(description="Answers with a time to first token the fit read.")
    replicas: tuple[ReplicaFit, ...]
    fleet: Fleet
    engine: EngineConfig
    defaults: tuple[str, ...] = Field(description="What the recording could not tell, and the value taken.")


def read_answers(path: str | Path) -> tuple[list[Answer], list[str]]:
    """The answers of a recording with a time to first token, in time order, and the replicas it names (in
    order of first appearance). Lines that are not records, or records without a replica, are passed over (the
    trace readers report them)."""
    answers: list[Answer] = []
    names: dict[str, None] = {}
    with open(path, "rb") as f:
        for line in f:
            try:
                rec = json.loads(line)
                replica, ttft = rec.get("replica"), rec.get("ttft_s")
                at, prompt = (
                    float(rec["timestamp"]) / 1000.0,
                    int(rec.get("served_prompt_tokens") or rec["input_length"]),
                )
            except (ValueError, TypeError, KeyError, AttributeError):
                continue
            if not isinstance(replica, str):
                continue
            names.setdefault(replica)
            if not isinstance(ttft, int | float) or not math.isfinite(ttft) or ttft < 0 or rec.get("status") != 200:
                continue
            cached = rec.get("cached_tokens")
            answers.append(Answer(replica, at, float(ttft), prompt, int(cached) if isinstance(cached, int) else None))
    answers.sort(key=lambda a: a.arrival_s)
    return answers, list(names)


def learn_from_answers(answers: Sequence[Answer], replicas: Sequence[str], prior: DelayModel) -> ReplicaCosts:
    """The learned models of ``replicas`` from ``answers`` (time order), each against the prompts still waiting
    for their first token on its replica when it arrived, as the router's ledger holds them."""
    costs = ReplicaCosts([prior] * len(replicas), LearnConfig())
    pos = {r: i for i, r in enumerate(replicas)}
    waiting: list[list[tuple[float, float, float]]] = [[] for _ in replicas]
    for a in answers:
        r = pos[a.replica]
        queue = waiting[r] = [w for w in waiting[r] if w[0] > a.arrival_s]
        c = min(a.cached_tokens or 0, max(a.prompt_tokens - 1, 0))
        u = a.prompt_tokens - c
        own = u * (c + 0.5 * u)
        ahead, ahead_pairs = sum(w[1] for w in queue), sum(w[2] for w in queue)
        costs.observe_answer(r, a.ttft_s, ahead + u, ahead_pairs + own, bool(queue))
        queue.append((a.arrival_s + a.ttft_s, float(u), own))
    costs.refit()
    return costs


def fit_fleet(
    recording: str | Path,
    figures: FleetFigures | None = None,
    block_size: int | None = None,
    max_num_seqs: int | None = None,
) -> FleetFit:
    """The fleet that served ``recording`` (module docstring). ``figures``: the router's ``replicas.json``
    (default: the one beside the recording, if any); ``block_size`` and ``max_num_seqs``: the engines' own,
    where known (else published, else 16 and 256). ValueError: a recording that names no replica."""
    path = Path(recording)
    if figures is None and (path.parent / FIGURES_FILE).is_file():
        figures = FleetFigures.model_validate_json((path.parent / FIGURES_FILE).read_bytes())
    answers, names = read_answers(path)
    if not names:
        raise ValueError(f"recording {path}: no record names a replica (a router's recording names each one's)")
    defaults: list[str] = []
    known = {f.id: f for f in figures.replicas} if figures is not None else {}
    prior = DelayModel.from_cost()
    costs = learn_from_answers(answers, names, prior)
    models: list[DelayModel | None] = []
    sources: list[str] = []
    for i, name in enumerate(names):
        fig = known.get(name)
        if fig is not None and fig.learned:
            models.append(DelayModel(token_s=fig.token_s, attn_pair_s=fig.attn_pair_s, decode_step_s=fig.decode_step_s))
            sources.append("router")
        elif costs.observations(i):
            models.append(costs.model(i))
            sources.append("recording")
        else:
            models.append(None)
            sources.append("default")
    fitted = [m for m in models if m is not None]
    if not fitted:
        fitted = [prior]
        defaults.append("cost model: no replica answered with a time to first token; the reference H100's")
    base = sorted(fitted, key=lambda m: m.token_s)[len(fitted) // 2]
    filled = [m if m is not None else base for m in models]
    if "default" in sources:
        defaults.append("cost model of replicas with no answer: the median replica's")
    engine, more = _engine(base, [known.get(n) for n in names], block_size, max_num_seqs)
    defaults += more
    nominal = engine.cost.prefill_tokens_per_s
    replicas, fits = [], []
    for i, name in enumerate(names):
        kv, kv_from = _kv(known.get(name), engine.cost.kv_tokens)
        speed = base.token_s / filled[i].token_s
        replicas.append(Replica(id=name, prefill_capacity=nominal * speed, kv_capacity=kv))
        fits.append(
            ReplicaFit(
                id=name,
                token_s=filled[i].token_s,
                attn_pair_s=filled[i].attn_pair_s,
                decode_step_s=filled[i].decode_step_s,
                speed=speed,
                kv_tokens=kv,
                answers=sum(1 for a in answers if a.replica == name),
                cost_from=sources[i],  # type: ignore[arg-type]
                kv_from=kv_from,
            )
        )
    if any(f.kv_from == "default" for f in fits):
        defaults.append(
            f"KV of replicas whose engine published none and none configured: {engine.cost.kv_tokens:,} tokens"
        )
    if answers and all(a.cached_tokens is None for a in answers):
        defaults.append(
            "cached tokens: the recording has no usage from the engines; every prompt token taken as computed"
        )
    return FleetFit(
        recording=str(path),
        answers=len(answers),
        replicas=tuple(fits),
        fleet=Fleet(replicas=tuple(replicas)),
        engine=engine,
        defaults=tuple(defaults),
    )


def _kv(fig, default: float) -> tuple[float, Literal["engine", "configured", "default"]]:
    """A replica's KV tokens and where they come from: its engine's, as configured, or the default."""
    if fig is not None and fig.kv_tokens:
        return float(fig.kv_tokens), "engine"
    if fig is not None and fig.configured_kv_tokens:
        return float(fig.configured_kv_tokens), "configured"
    return float(default), "default"


def _engine(
    base: DelayModel, figs: Sequence, block_size: int | None, max_num_seqs: int | None
) -> tuple[EngineConfig, list[str]]:
    """The engine model of the median replica ``base``: its token and attention costs; the reference model's
    fixed step, weight-reading floor and decode context costs at its scale, the floor from the router's time
    between tokens where it measured one; the block size and batch limit as given, published, or default."""
    ref = cost_model()
    scale = base.token_s / ref.token_s
    defaults: list[str] = []
    intervals = [f.token_interval_s for f in figs if f is not None and f.learned and f.token_interval_s]
    fixed = ref.fixed_s * scale
    weights = ref.weights_s * scale
    if intervals:
        weights = max(sorted(intervals)[len(intervals) // 2] - fixed, 0.0)
    else:
        defaults.append("decode cost: the reference model's, at the prefill cost's scale")
    cost = CostModel(
        name="fitted",
        fixed_s=fixed,
        weights_s=weights,
        token_s=base.token_s,
        ctx_token_s=ref.ctx_token_s * scale,
        attn_pair_s=base.attn_pair_s,
        kv_tokens=ref.kv_tokens,
    )
    published = sorted({f.block_size for f in figs if f is not None and f.block_size})
    if block_size is None and published:
        block_size = published[0]
    if block_size is None:
        block_size = 16
        defaults.append("block size: 16 tokens (the engines published none)")
    busiest = [f.busiest for f in figs if f is not None and f.busiest]
    if max_num_seqs is None and busiest:
        max_num_seqs = max(busiest)
        defaults.append(
            f"max_num_seqs: {max_num_seqs}, the most requests an engine was seen running while others waited "
            "(vLLM does not publish it; --max-num-seqs)"
        )
    if max_num_seqs is None:
        max_num_seqs = 256
        defaults.append("max_num_seqs: 256 (vLLM does not publish it, and no engine was seen full; --max-num-seqs)")
    budget = max(8192, max_num_seqs + 1)
    engine = EngineConfig(cost=cost, block_size=block_size, max_num_seqs=max_num_seqs, max_num_batched_tokens=budget)
    return engine, defaults
