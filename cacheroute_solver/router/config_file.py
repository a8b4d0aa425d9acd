"""The router's configuration as an operator writes it: a YAML or JSON file, settings from the environment, and the
command line's; checked into one `RouterConfig`, or one `ConfigError` that names the field and the reason.

Precedence, lowest first: the file, then environment variables ``CACHEROUTE_<FIELD>`` with ``__`` between nested
fields (``CACHEROUTE_CONTROL__TOKEN``, ``CACHEROUTE_PLANNER__TOKEN``, ``CACHEROUTE_PLAN_REDIS__URL``; a value that is
a list or an object is JSON), read by pydantic-settings as Kubernetes users set them from a Secret, then the command
line (``--policy``, the shutdown flags). Secrets kept out of the file come this way or from files (``token_file``);
an engine's API key comes from the variable its replica names (``ReplicaEndpoint.api_key_env``). Every secret is read
once here, so that a missing token file or key variable stops the start with its field named.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError
from pydantic_settings import EnvSettingsSource
from pydantic_settings.exceptions import SettingsError

from .config import RouterConfig

__all__ = [
    "ENV_PREFIX",
    "ConfigError",
    "check_secrets",
    "env_overrides",
    "key_variables",
    "load_config",
    "read_document",
]

ENV_PREFIX = "CACHEROUTE_"
_NESTED = "__"


class ConfigError(ValueError):
    """A configuration the router cannot start with: ``where`` (a field, a flag or the file) and the reason, in
    one line."""

    def __init__(self, where: str, reason: str) -> None:
        super().__init__(f"{where}: {reason}")
        self.where = where
        self.reason = reason


class _UniqueKeyLoader(yaml.SafeLoader):
    """YAML's safe loader, refusing a key given twice in one mapping (PyYAML keeps the last silently)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _value in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"duplicate key {key!r}")
        out[key] = value
    return out


def read_document(path: str, flag: str = "--config") -> dict[str, Any]:
    """The file's mapping: JSON for ``.json``, YAML for ``.yaml``/``.yml``, and by its content otherwise (JSON when
    it starts with ``{``; JSON is YAML too, but JSON's errors name the line and column better). ``flag``: the
    option that named the file, for the errors."""
    where = f"{flag} {path}"
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(where, "no such file") from None
    except IsADirectoryError:
        raise ConfigError(where, "a directory, not a file") from None
    except UnicodeDecodeError as e:
        raise ConfigError(where, f"not UTF-8 text (byte {e.start})") from None
    except OSError as e:
        raise ConfigError(where, e.strerror or str(e)) from None
    suffix = Path(path).suffix.lower()
    as_json = suffix == ".json" or (suffix not in (".yaml", ".yml") and text.lstrip().startswith("{"))
    if as_json:
        try:
            doc = json.loads(text, object_pairs_hook=_unique_pairs)
        except json.JSONDecodeError as e:
            raise ConfigError(where, f"invalid JSON at line {e.lineno} column {e.colno}: {e.msg}") from None
        except (ValueError, RecursionError) as e:  # a duplicate key, a number too long, nesting too deep
            raise ConfigError(where, f"invalid JSON: {str(e)[:120]}") from None
    else:
        try:
            doc = yaml.load(text, Loader=_UniqueKeyLoader)
        except yaml.MarkedYAMLError as e:
            mark = e.problem_mark or e.context_mark
            at = f" at line {mark.line + 1} column {mark.column + 1}" if mark is not None else ""
            raise ConfigError(where, f"invalid YAML{at}: {e.problem or e.context}") from None
        except yaml.YAMLError as e:
            raise ConfigError(where, f"invalid YAML: {str(e).splitlines()[0]}") from None
    if doc is None:
        raise ConfigError(where, "empty: the router needs at least its replicas")
    if not isinstance(doc, dict):
        raise ConfigError(where, f"the document is a {type(doc).__name__}; it must be a mapping of settings")
    return doc


def key_variables(document: Mapping[str, Any]) -> set[str]:
    """The variables the replicas of a config document name for their engines' keys (``api_key_env``)."""
    replicas = document.get("replicas")
    if not isinstance(replicas, list):
        return set()
    return {r["api_key_env"] for r in replicas if isinstance(r, dict) and isinstance(r.get("api_key_env"), str)}


def env_overrides(keys: set[str] | frozenset[str] = frozenset()) -> tuple[dict[str, Any], dict[str, str]]:
    """The settings the environment gives (``CACHEROUTE_*``, pydantic-settings' reading) and, per top field, the
    variable it came from. A variable whose first part names no setting is an error, unless a replica names it in
    ``keys`` (its API key): a typo would otherwise leave a token unset without a word."""
    fields = set(RouterConfig.model_fields)
    names: dict[str, str] = {}
    for name in os.environ:
        if not name.upper().startswith(ENV_PREFIX) or name.upper() == ENV_PREFIX or name in keys:
            continue
        top = name[len(ENV_PREFIX) :].split(_NESTED, 1)[0].lower()
        if top not in fields:
            raise ConfigError(name, f"names no setting ('{top}' is not a RouterConfig field)")
        names.setdefault(top, name)
    if not names:
        return {}, {}
    source = EnvSettingsSource(
        RouterConfig,  # type: ignore[arg-type]  # a plain model serves: the source reads its fields and config
        env_prefix=ENV_PREFIX,
        env_nested_delimiter=_NESTED,
        case_sensitive=False,
    )
    try:
        return source(), names
    except SettingsError as e:
        field = str(e).split('"')[1] if '"' in str(e) else "environment"
        raise ConfigError(names.get(field, field), "not valid JSON (a list or an object is given as JSON)") from None


def _merge(base: dict[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    """``base`` with ``over``'s settings on top, nested mappings merged key by key."""
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = _merge(dict(out[key]), value)
        else:
            out[key] = value
    return out


def _field(loc: tuple[int | str, ...]) -> str:
    """A pydantic error location as the file spells it: ``replicas[0].url``."""
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


_MESSAGES = {"extra_forbidden": "unknown field", "missing": "required"}


def _reason(error: Any) -> str:
    if error["type"] == "too_short" and error.get("ctx", {}).get("min_length") == 1:
        return "empty: at least one is needed"
    msg = _MESSAGES.get(error["type"], error["msg"])
    return msg.removeprefix("Value error, ").removeprefix("Assertion failed, ")


def _one_line(e: ValidationError, path: str, sources: Mapping[str, str]) -> ConfigError:
    """The first error of ``e``, named by its field and where a value came from other than the file (``sources``:
    a variable or a flag per field), and a count of the others (not those that only follow from it: a list whose
    one item failed is also too short)."""
    errors = e.errors(include_url=False)
    first = errors[0]
    loc = tuple(first["loc"])
    field = _field(loc)
    source = next((sources[k] for k in (field, str(loc[0]) if loc else "") if k in sources), None)
    where = f"{field} (from {source})" if source else field or f"config {path}"
    others = [x for x in errors[1:] if tuple(x["loc"]) != loc[: len(x["loc"])]]
    more = f" (and {len(others)} more)" if others else ""
    return ConfigError(where, _reason(first) + more)


def load_config(
    path: str, overrides: Mapping[str, Any] | None = None, flags: Mapping[str, str] | None = None
) -> RouterConfig:
    """The RouterConfig of ``path``, the environment and ``overrides`` (the command line's, ``flags`` the flag of
    each field it sets: `options.config_overrides`), its secrets read; `ConfigError` when it cannot start."""
    document = read_document(path)
    from_env, env_names = env_overrides(key_variables(document))
    merged = _merge(_merge(document, from_env), overrides or {})
    try:
        config = RouterConfig.model_validate(merged)
    except ValidationError as e:
        raise _one_line(e, path, {**env_names, **(flags or {})}) from None
    check_secrets(config)
    return config


def check_secrets(config: RouterConfig) -> None:
    """Read every secret the config points at (token files, key variables): `ConfigError` naming the field of one
    that is missing or empty. The values are not kept here."""
    try:
        config.control.secret()
    except (OSError, ValueError) as e:
        raise ConfigError("control.token_file", _why(e)) from None
    if config.planner is not None:
        try:
            config.planner.secret()
        except (OSError, ValueError) as e:
            raise ConfigError("planner.token_file", _why(e)) from None
    for i, replica in enumerate(config.replicas):
        try:
            replica.api_key()
        except ValueError as e:
            raise ConfigError(f"replicas[{i}].api_key_env", str(e)) from None


def _why(e: Exception) -> str:
    if isinstance(e, OSError):
        return f"{e.filename}: {e.strerror or e}"
    return str(e)
