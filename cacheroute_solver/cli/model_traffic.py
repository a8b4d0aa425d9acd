"""One model's traffic out of a recording of a router that serves several (``cacheroute gate --model``).

A recording names each request's ``model``. The gate replays one model's traffic over the replicas that serve
it: its records are kept, the rest left out, and with ``--router-config`` the fleet is the replicas that declare
the model (`ReplicaEndpoint.models`, ``adapters``). A recording of several models without ``--model``, a model
the recording does not hold, or a router config whose replicas declare no model (read from their /v1/models at
run time, which the gate cannot do) is refused by name.
"""

from __future__ import annotations

import json
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from cacheroute_solver.cli.common import CliError
from cacheroute_solver.models import Fleet

__all__ = ["cleanup", "model_fleet", "models_in", "one_model"]


def models_in(path: str) -> Counter[str | None]:
    """Records per model in a JSONL recording (None: records that name none; unreadable lines are left to the
    trace reader, which reports them)."""
    out: Counter[str | None] = Counter()
    with open(path, "rb") as f:
        for line in f:
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict):
                model = record.get("model")
                out[model if isinstance(model, str) else None] += 1
    return out


def one_model(path: str, model: str | None) -> str:
    """The recording to replay: ``path`` itself when it holds one model (or ``model`` is None and it names
    none), else a file of ``model``'s records only (`CliError`, exit 2, naming what is wrong)."""
    if path.startswith("family:") or path.lower().endswith(".csv"):
        if model is not None:
            raise CliError(f"options: --model {model}: {path} is not a recording with models", code=2)
        return path
    try:
        counts = models_in(path)
    except OSError:
        return path  # the trace reader says what is wrong with it, as for any recording
    named = {m: n for m, n in counts.items() if m is not None}
    if model is None:
        if len(named) > 1:
            listed = ", ".join(f"{m} ({n})" for m, n in sorted(named.items()))
            raise CliError(
                f"trace {path}: a recording of several models ({listed}); give --model: the gate replays one "
                "model's traffic over the replicas that serve it",
                code=2,
            )
        return path
    if model not in named:
        held = ", ".join(sorted(named)) or "none"
        raise CliError(f"options: --model {model}: the recording holds no request for it (models: {held})", code=2)
    if len(named) == 1 and not counts.get(None):
        return path
    out = tempfile.NamedTemporaryFile("wb", prefix="cacheroute-model-", suffix=".jsonl", delete=False)  # noqa: SIM115
    with out, open(path, "rb") as f:
        for line in f:
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict) and record.get("model") == model:
                out.write(line)
    return out.name


def model_fleet(fleet: Fleet, replicas: Any, model: str) -> Fleet:
    """The replicas of a router config (``replicas``: its `ReplicaEndpoint`s) that serve ``model``."""
    if not any(r.models for r in replicas):
        raise CliError(
            f"options: --model {model}: the router config's replicas declare no models (the router reads them from "
            "/v1/models), so the gate cannot tell which serve it: declare them (models, adapters) or give --fleet",
            code=2,
        )
    ids = {r.id for r in replicas if model in (r.models or ()) or model in r.adapters}
    if not ids:
        raise CliError(f"options: --model {model}: no replica of the router config serves it", code=2)
    return Fleet(replicas=tuple(r for r in fleet.replicas if r.id in ids))


def cleanup(original: str, used: str) -> None:
    """Remove a file `one_model` wrote."""
    if used != original:
        Path(used).unlink(missing_ok=True)
