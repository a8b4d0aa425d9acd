"""Fuzz the ``cacheroute`` commands: any trace bytes and any option values.

Every run must end with exit 0, 1 or 2 and no exception. Exit 0 means the output counts every
malformed record the rules predict (and ``--strict`` never exits 0 with one); exit 1 means no good
record was left; exit 2 names what was wrong. ``plan``'s input readers get any bytes and any
JSON (``solve_plan`` itself is fuzzed with the solver). ``make fuzz`` runs 10,000 cases each.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from cacheroute_solver.cli import CliError, _load_json_model, _load_keys, main
from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig
from tests.helpers.fuzz_strategies import VALID, fuzz, json_values, lines_strategy, oracle

option_values = st.one_of(
    st.integers(1, 2048).map(str),  # valid for every option
    st.floats(1.0, 1e4).map(repr),  # valid for the float options
    st.sampled_from(
        [
            "0",
            "1",
            "2",
            "16",
            "512",
            "0.5",
            "1e-3",
            "-1",
            "nan",
            "inf",
            "-inf",
            "1e400",
            "1e-310",
            "1e305",
            "abc",
            "",
            "1_0",
            "0x10",
            "1000000000",
            "1000000001",
        ]
    ),
    st.floats().map(repr),
    st.integers(-(10**12), 10**12).map(str),
)


def _run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    rc = main(argv, out, err)
    return rc, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def tmp(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("fuzzcli")


def _effective(opts: list[tuple[str, str]], name: str, default: str) -> str:
    """The value argparse uses for ``name``: the last one given."""
    return next((v for o, v in reversed(opts) if o == name), default)


def _check_counts(
    rc: int, out: str, err: str, data: bytes, bt: int, strict: bool, max_errors: int, kept_min: int
) -> None:
    want = oracle(data, bt)
    bad = sum(1 for f, _ in want.values() if f is not None)
    good = len(want) - bad
    if rc == 0:
        m = re.search(r"(\d+) requests \((\d+) malformed skipped\)", out)
        assert m and (int(m[1]), int(m[2])) == (good, bad), (out, good, bad)
        assert not (strict and bad)
        assert len(re.findall(r": line \d+: ", err)) == min(bad, max_errors)
    elif rc == 1:
        assert good < kept_min and "error:" in err
    else:
        assert rc == 2 and "error:" in err and out == ""


observe_opts = st.lists(
    st.tuples(st.sampled_from(["--block-tokens", "--time-scale", "--horizon", "--top", "--max-errors"]), option_values),
    max_size=3,
)


@fuzz
@given(parts=lines_strategy, opts=observe_opts, strict=st.booleans())
def test_fuzz_cli_observe(tmp, parts, opts, strict):
    data = b"\n".join(parts)
    path = tmp / "t.jsonl"
    path.write_bytes(data)
    argv = ["observe", str(path), *(x for o in opts for x in o), *(["--strict"] if strict else [])]
    rc, out, err = _run(argv)
    event(f"exit {rc}")
    if rc in (0, 1):  # the options parsed, so they are the ones in effect
        bt = int(_effective(opts, "--block-tokens", "512"))
        _check_counts(rc, out, err, data, bt, strict, int(_effective(opts, "--max-errors", "10")), 1)
    else:
        assert rc == 2 and "error:" in err and out == ""


replay_opts = st.lists(
    st.one_of(
        st.tuples(st.sampled_from(["--rate", "--slo", "--max-errors"]), option_values),
        st.tuples(st.just("--block-tokens"), st.sampled_from(["16", "512", "1024", "1000000000"]) | option_values),
        # small, or not a count: a simulation can afford 10,000 of them
        st.tuples(
            st.sampled_from(["--replicas", "--capacity-runs"]),
            st.sampled_from(["0", "1", "2", "-1", "x", "", "nan", "1e3"]),
        ),
    ),
    max_size=3,
)

# traces a simulation can afford 10,000 times: a few records, mostly good (one id fits any block size)
fitting = st.fixed_dictionaries({**VALID, "hash_ids": st.lists(st.integers(0, 2**63 - 1), max_size=1)})
small_traces = st.lists(
    st.one_of(
        fitting.map(lambda r: json.dumps(r).encode()),
        fitting.map(lambda r: json.dumps(r).encode()),
        lines_strategy.map(lambda p: p[0] if p else b""),
    ),
    max_size=12,
)


def _replay_case(tmp: Path, command: str, parts: list[bytes], opts: list[tuple[str, str]], strict: bool) -> None:
    data = b"\n".join(parts)
    path = tmp / "t.jsonl"
    path.write_bytes(data)
    routers = ["--router", "least_loaded"] if command == "replay" else ["--routers", "least_loaded,round_robin"]
    argv = [
        command,
        str(path),
        *routers,
        "--replicas",
        "2",
        "--capacity-runs",
        "0",
        "--no-progress",
        *(x for o in opts for x in o),
        *(["--strict"] if strict else []),
    ]
    rc, out, err = _run(argv)
    event(f"exit {rc}")
    if rc in (0, 1):
        bt = int(_effective(opts, "--block-tokens", "512"))
        _check_counts(rc, out, err, data, bt, strict, int(_effective(opts, "--max-errors", "10")), 2)
    else:
        assert rc == 2 and "error:" in err and out == ""


@fuzz
@given(parts=small_traces, opts=replay_opts, strict=st.booleans())
def test_fuzz_cli_replay(tmp, parts, opts, strict):
    _replay_case(tmp, "replay", parts, opts, strict)


@fuzz
@given(parts=small_traces, opts=replay_opts, strict=st.booleans())
def test_fuzz_cli_compare(tmp, parts, opts, strict):
    _replay_case(tmp, "compare", parts, opts, strict)


# ---- plan's input readers -------------------------------------------------------------------

finite = st.floats(allow_nan=False, allow_infinity=False)
nonneg = st.floats(0.0, 1e12)
key_dicts = st.one_of(
    st.fixed_dictionaries(  # mostly valid
        {"key": st.text(min_size=1, max_size=5), "rate": nonneg, "prefix_tokens": nonneg},
        optional={"tail_tokens": nonneg | finite, "output_tokens": nonneg},
    ),
    st.fixed_dictionaries(
        {"key": st.text(max_size=5) | json_values, "rate": finite | json_values, "prefix_tokens": finite | json_values},
        optional={"tail_tokens": finite | json_values, "output_tokens": finite | json_values, "other": json_values},
    ),
)
documents = st.one_of(
    st.binary(max_size=200),
    json_values.map(lambda v: json.dumps(v).encode()),
    st.lists(key_dicts, max_size=4).map(lambda v: json.dumps(v).encode()),
    st.lists(key_dicts, max_size=4).map(lambda v: json.dumps({"keys": v}).encode()),
)


@fuzz
@given(doc=documents)
def test_fuzz_cli_plan_keys_reader(tmp, doc):
    path = tmp / "keys.json"
    path.write_bytes(doc)
    try:
        keys = _load_keys(str(path))
    except CliError as e:
        event("rejected")
        assert str(e).startswith(f"keys {path}: ") and e.code == 2
        return
    event("read")
    assert all(isinstance(k, KeyStats) for k in keys)


replica_dicts = st.one_of(
    st.fixed_dictionaries(  # mostly valid
        {"id": st.text(min_size=1, max_size=3), "prefill_capacity": st.floats(1e-3, 1e9), "kv_capacity": nonneg},
        optional={"healthy": st.booleans()},
    ),
    st.fixed_dictionaries(
        {
            "id": st.text(max_size=3) | json_values,
            "prefill_capacity": finite | json_values,
            "kv_capacity": finite | json_values,
        },
        optional={"healthy": st.booleans() | json_values},
    ),
)
model_documents = st.one_of(
    st.binary(max_size=200),
    json_values.map(lambda v: json.dumps(v).encode()),
    st.lists(replica_dicts, max_size=4).map(lambda v: json.dumps({"replicas": v}).encode()),
    st.dictionaries(
        st.sampled_from(sorted(PlanConfig.model_fields)), st.floats(1e-6, 1.0) | finite | json_values, max_size=4
    ).map(lambda v: json.dumps(v).encode()),
)


@fuzz
@given(doc=model_documents, model=st.sampled_from([Fleet, PlanConfig, Plan]))
def test_fuzz_cli_plan_model_readers(tmp, doc, model):
    path = tmp / "model.json"
    path.write_bytes(doc)
    try:
        got = _load_json_model(str(path), model, "input")
    except CliError as e:
        event("rejected")
        assert str(e).startswith(f"input {path}: ") and e.code == 2
        return
    event("read")
    assert isinstance(got, model) and model.model_validate_json(got.model_dump_json()) == got
