"""The configuration reference (docs/configuration.md), written from `RouterConfig`'s JSON schema: every setting, its
sections nested, with its type, default, constraints, description and environment variable.

Run: ``python -m cacheroute_solver.router.config_reference > docs/configuration.md``; a test fails when the committed
page and this output differ.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from .config import RouterConfig
from .config_file import ENV_PREFIX

__all__ = ["COMMAND", "Setting", "reference", "settings"]

COMMAND = "python -m cacheroute_solver.router.config_reference > docs/configuration.md"
_NESTED = "__"
_MISSING = object()


@dataclass(frozen=True)
class Setting:
    """One setting: its path in the file (``control.port``; ``replicas[].url`` inside a list), its schema, whether
    it is required, its default (``_MISSING`` where required), and its environment variable (None inside a list)."""

    path: str
    schema: dict[str, Any]
    required: bool
    default: Any
    env: str | None


@dataclass(frozen=True)
class Section:
    """A nested model: its path, its model's name and description, and its settings in the model's order."""

    path: str
    model: str
    description: str
    settings: tuple[Setting, ...]


def _ref(schema: dict[str, Any]) -> str | None:
    """The model a field's schema points at (itself, a list of it, or it or null)."""
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[1]
    if schema.get("type") == "array" and isinstance(schema.get("items"), dict):
        return _ref(schema["items"])
    for option in schema.get("anyOf", []):
        found = _ref(option)
        if found is not None:
            return found
    return None


def _through_list(schema: dict[str, Any]) -> bool:
    return schema.get("type") == "array" or any(o.get("type") == "array" for o in schema.get("anyOf", []))


def _default_at(path: list[str]) -> Any:
    """The default a factory gives the setting at ``path`` (from the defaults of every section above it)."""
    value: Any = RouterConfig.model_construct()
    for name in path:
        value = getattr(value, name, _MISSING)
        if value is _MISSING:
            return _MISSING
    return value


def _sections(
    model: dict[str, Any], defs: dict[str, Any], path: str, env: str | None, fields: list[str]
) -> Iterator[Section]:
    """The section of ``model`` at ``path`` and, depth first in its fields' order, those nested in it."""
    required = set(model.get("required", []))
    rows: list[Setting] = []
    nested: list[tuple[str, dict[str, Any], str | None, list[str]]] = []
    for name, schema in model.get("properties", {}).items():
        here = f"{path}.{name}" if path else name
        var = f"{env}{_NESTED}{name.upper()}" if env and path else (f"{ENV_PREFIX}{name.upper()}" if env else None)
        if "default" in schema:
            default = schema["default"]
        elif name in required:
            default = _MISSING
        else:
            found = _default_at([*fields, name]) if env else _MISSING
            default = found.model_dump(mode="json") if isinstance(found, BaseModel) else found
        rows.append(Setting(here, schema, name in required, default, var))
        ref = _ref(schema)
        if ref is not None:
            inside_list = _through_list(schema)
            nested.append(
                (here + ("[]" if inside_list else ""), defs[ref], None if inside_list else var, [*fields, name])
            )
    yield Section(path, str(model.get("title", "")), str(model.get("description", "")).strip(), tuple(rows))
    for sub_path, sub_model, sub_env, sub_fields in nested:
        yield from _sections(sub_model, defs, sub_path, sub_env, sub_fields)


def settings() -> list[Section]:
    """Every section of `RouterConfig`, the top level first, each nested one after the section that holds it."""
    schema = RouterConfig.model_json_schema()
    return list(_sections(schema, schema.get("$defs", {}), "", ENV_PREFIX, []))


def anchor(path: str) -> str:
    """The anchor GitHub gives the heading ``` `path` ``` (lower case, punctuation but ``-`` and ``_`` dropped)."""
    return re.sub(r"[^\w\- ]", "", path.lower()).replace(" ", "-")


_BOUNDS = (
    ("minimum", "≥ {}"),
    ("exclusiveMinimum", "> {}"),
    ("maximum", "≤ {}"),
    ("exclusiveMaximum", "< {}"),
    ("minLength", "at least {} characters"),
    ("maxLength", "at most {} characters"),
    ("minItems", "at least {} items"),
    ("maxItems", "at most {} items"),
)


def _number(value: Any) -> str:
    return f"{value:,}".replace(",", "\u202f") if isinstance(value, int) and abs(value) >= 10_000 else f"{value:g}"


def type_text(schema: dict[str, Any], sections: dict[str, str]) -> str:
    """A field's type in words, its constraints included: ``number > 0``, ``one of `a`, `b```, ``list of ...``."""
    if "anyOf" in schema:
        options = [o for o in schema["anyOf"] if o.get("type") != "null"]
        text = " or ".join(type_text(o, sections) for o in options)
        return text + (" or null" if len(options) < len(schema["anyOf"]) else "")
    if "$ref" in schema:
        name = str(schema["$ref"]).rsplit("/", 1)[1]
        path = sections.get(name, name)
        return f"section [`{path}`](#{anchor(path)})"
    if "enum" in schema:
        return "one of " + ", ".join(f"`{v}`" for v in schema["enum"])
    if "const" in schema:
        return f"`{schema['const']}`"
    kind = schema.get("type", "any")
    if kind == "array" and "$ref" in schema.get("items", {}):
        text = f"list of {type_text(schema['items'], sections).removeprefix('section ')} items"
    elif kind == "array":
        if "prefixItems" in schema:
            text = "[" + ", ".join(type_text(x, sections) for x in schema["prefixItems"]) + "]"
        else:
            item = type_text(schema.get("items", {}), sections)
            text = "list of " + (item + "s" if item in ("string", "integer", "number", "boolean") else item)
    elif kind == "object":
        text = "mapping"
    elif kind == "string" and schema.get("format") == "password":
        text = "secret string"
    else:
        text = {"integer": "integer", "number": "number", "boolean": "boolean", "string": "string"}.get(kind, kind)
    bounds = [form.format(_number(schema[key])) for key, form in _BOUNDS if key in schema]
    if kind == "string" and bounds == ["at least 1 characters"]:
        return "non-empty string"
    if kind == "array":  # a tuple's length is in its form; a list's in words
        bounds = [] if "prefixItems" in schema else [b.removesuffix(" items") for b in bounds]
        return text + ("".join(", " + b for b in bounds))
    return text + (("," if kind == "string" else "") + " " + ", ".join(bounds) if bounds else "")


def default_text(setting: Setting) -> str:
    if setting.required:
        return "**required**"
    value = setting.default
    if value is _MISSING:
        return "default computed at start"
    if isinstance(value, dict) and _ref(setting.schema) is not None:
        return "default: its section's defaults"
    return f"default `{json.dumps(value, ensure_ascii=False)}`"


def _env_text(setting: Setting, section: Section, sections_env: dict[str, str | None]) -> str:
    if setting.env is not None:
        complex_value = setting.schema.get("type") in ("array", "object") or any(
            o.get("type") in ("array", "object") for o in setting.schema.get("anyOf", [])
        )
        return f"`{setting.env}`" + (" (JSON)" if complex_value else "")
    outer = section.path.split("[]", 1)[0]
    return f"inside `{sections_env.get(outer) or ENV_PREFIX + outer.upper()}` (JSON)"


_HEAD = f"""# Configuration reference

<!-- Generated by `{COMMAND}`: edit the models' descriptions, not this page. -->

Every setting of the router's config file (`cacheroute serve --config router.yaml`, YAML or JSON), from the schema
of `RouterConfig` and the sections nested in it. How to write the file, keep secrets out of it and run the router:
[`running.md`](running.md); what the router does with the settings: [`adapter.md`](adapter.md).

Each setting can also come from the environment: `{ENV_PREFIX}` and its path in capitals, with `{_NESTED}` between a
section and its setting (`control.token` is `{ENV_PREFIX}CONTROL{_NESTED}TOKEN`); a list or a mapping is given as JSON.
The environment wins over the file, and a command-line flag over both. A setting inside a list (a replica's) comes
with its list. "≥ 1" is a bound the router checks at start; "null" switches a section off where its type allows it.
"""


def reference() -> str:
    """The page, as committed in docs/configuration.md."""
    sections = settings()
    names: dict[str, str] = {}
    for section in sections[1:]:
        names.setdefault(section.model, section.path)
    sections_env = {s.path: s.env for section in sections for s in section.settings}
    links = ", ".join(f"[`{s.path}`](#{anchor(s.path)})" for s in sections[1:])
    out = [_HEAD, f"Sections: [top level](#top-level), {links}.\n"]
    for section in sections:
        out.append(f"## `{section.path}`\n" if section.path else "## Top level\n")
        out.append(f"`{section.model}`: {section.description}\n" if section.description else f"`{section.model}`\n")
        first = names.get(section.model, section.path)
        if first != section.path:
            out.append(f"The same settings as [`{first}`](#{anchor(first)}), under `{section.path}`.\n")
            continue
        for setting in section.settings:
            name = setting.path.rsplit(".", 1)[-1]
            head = f"- **`{name}`**: {type_text(setting.schema, names)} · {default_text(setting)} · "
            head += _env_text(setting, section, sections_env)
            description = " ".join(str(setting.schema.get("description", "")).split())
            out.append(head + (f"\n\n  {description}\n" if description else "\n"))
    return "\n".join(out).rstrip() + "\n"


def main() -> None:
    sys.stdout.write(reference())


if __name__ == "__main__":
    main()
