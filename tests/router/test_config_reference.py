"""docs/configuration.md is the reference the config models' schemas give (`router.config_reference`): every setting,
nested ones included, with an environment variable the router really reads as that setting."""

from __future__ import annotations

import types
import typing
from pathlib import Path

import pytest
from pydantic import BaseModel

from cacheroute_solver.router.config import RouterConfig
from cacheroute_solver.router.config_file import env_overrides
from cacheroute_solver.router.config_reference import COMMAND, reference, settings

PAGE = Path(__file__).resolve().parents[2] / "docs" / "configuration.md"


def test_the_committed_page_is_the_generated_one():
    assert PAGE.read_text(encoding="utf-8") == reference(), f"docs/configuration.md is out of date: run `{COMMAND}`"


def _models(annotation: object) -> list[type[BaseModel]]:
    """The pydantic models a field's annotation holds (itself, in a union, a tuple or a list)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is not None:
        return [m for arg in typing.get_args(annotation) for m in _models(arg)]
    return []


def _paths(model: type[BaseModel], prefix: str = "") -> set[str]:
    out = set()
    for name, field in model.model_fields.items():
        path = prefix + name
        out.add(path)
        for sub in _models(field.annotation):
            in_list = typing.get_origin(field.annotation) in (tuple, list)
            out |= _paths(sub, path + ("[]." if in_list else "."))
    return out


def test_every_setting_of_every_section_is_on_the_page():
    sections = settings()
    assert {s.path for section in sections for s in section.settings} == _paths(RouterConfig)
    page = reference()
    first: dict[str, str] = {}
    for section in sections:
        heading = f"## `{section.path}`\n" if section.path else "## Top level\n"
        assert page.count(heading) == 1
        body = page.split(heading, 1)[1].split("\n## ", 1)[0]
        if section.model in first:  # a model met again: a link to where its settings are
            assert f"The same settings as [`{first[section.model]}`]" in body
            continue
        first.setdefault(section.model, section.path)
        for setting in section.settings:
            assert f"- **`{setting.path.rsplit('.', 1)[-1]}`**: " in body, setting.path


def test_a_setting_says_its_type_bounds_default_and_variable():
    page = reference()
    assert "- **`drain_delay_s`**: number ≥ 0 · default `5.0` · `CACHEROUTE_SHUTDOWN__DRAIN_DELAY_S`" in page
    assert (
        '- **`policy`**: one of `plan`, `round_robin`, `least_loaded` · default `"plan"` · `CACHEROUTE_POLICY`' in page
    )
    assert "- **`replicas`**: list of [`replicas[]`](#replicas) items, at least 1 · **required** ·" in page
    assert "- **`token`**: secret string or null · default `null` · `CACHEROUTE_CONTROL__TOKEN`" in page
    assert "- **`url`**: non-empty string · **required** · inside `CACHEROUTE_REPLICAS` (JSON)" in page


@pytest.mark.parametrize("section", [s for s in settings() if s.path and "[]" not in s.path], ids=lambda s: s.path)
def test_every_variable_the_page_names_is_read_as_its_setting(section, monkeypatch):
    for setting in section.settings:
        assert setting.env is not None
        monkeypatch.setenv(setting.env, "1")
        got, names = env_overrides()
        monkeypatch.delenv(setting.env)
        value: object = got
        for part in setting.path.split("."):
            assert isinstance(value, dict) and part in value, (setting.env, got)
            value = value[part]
        assert names == {setting.path.split(".")[0]: setting.env}
