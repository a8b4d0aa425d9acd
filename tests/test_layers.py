"""The package's imports point down its layers (docs/architecture.md), and nothing imports a shim.

Every import in every module counts, at module top or inside a function: a lazy import that points
up still ties the lower room to the upper one.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "cacheroute_solver"

LAYERS: list[list[str]] = [
    ["costmodel", "prefix", "tracefile"],
    ["models"],
    ["plan", "observe", "provenance"],
    ["routing", "simulator"],
    ["baselines", "planning"],
    ["replay"],
    ["adapter"],
    ["cli", "__init__", "__main__"],
]
"""Rooms by layer, bottom first. A room imports its own modules and rooms of lower layers only;
rooms of one layer do not import each other."""

SHIMS = {
    "cacheroute_solver.placement",
    "cacheroute_solver.bound",
    "cacheroute_solver.load",
    "cacheroute_solver.search",
    "cacheroute_solver.warmset",
    "cacheroute_solver.replication",
    "cacheroute_solver.following",
    "cacheroute_solver.exchange",
    "cacheroute_solver.instances",
    "cacheroute_solver.hashing",
    "cacheroute_solver.backends",
    "cacheroute_solver.simulator.costmodel",
    "cacheroute_solver.route",
    "cacheroute_solver.execution",
    "cacheroute_solver.planner",
    "cacheroute_solver.simulator.routers",
    "cacheroute_solver.adapter.policy",
    "cacheroute_solver.adapter.keys",
}
"""Old module paths kept one release for users; they warn on import and the package never uses them."""

SHIM_LINKS = {("cacheroute_solver.baselines", "cacheroute_solver.replay.registry")}
"""(module, target) pairs where a deprecated name answers from its new home, lazily, for one release."""

LAYER_OF = {room: i for i, rooms in enumerate(LAYERS) for room in rooms}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_shim(name: str) -> bool:
    return any(name == s or name.startswith(s + ".") for s in SHIMS)


def _room(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _import_statements(path: Path, package: str | None = None) -> list[tuple[int, str, list[str]]]:
    """(line, module, names imported from it) for every import statement in ``path``, at module top or
    inside a function. A relative ``from`` resolves against ``package``; without one it keeps its
    leading dots."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name, []) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level and package is not None:
                base = package.split(".")
                module = ".".join(base[: len(base) - node.level + 1] + ([module] if module else []))
            elif node.level:
                module = "." * node.level + module
            out.append((node.lineno, module, [a.name for a in node.names]))
    return out


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module) for every import of the package in ``path``, and each imported name that
    is itself a shim module."""
    module = _module_name(path)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    out = []
    for line, target, names in _import_statements(path, package):
        out.append((line, target))
        out += [(line, f"{target}.{n}") for n in names if _is_shim(f"{target}.{n}")]
    return [(line, name) for line, name in out if name == "cacheroute_solver" or name.startswith("cacheroute_solver.")]


MODULES = sorted(p for p in PACKAGE.rglob("*.py") if not _is_shim(_module_name(p)))


def test_every_room_has_a_layer():
    rooms = {_room(_module_name(p)) for p in MODULES}
    assert rooms <= set(LAYER_OF), f"rooms without a layer in LAYERS: {sorted(rooms - set(LAYER_OF))}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_down(path: Path):
    source = _room(_module_name(path))
    wrong = []
    for line, target in _imports(path):
        if _is_shim(target):
            wrong.append(f"line {line}: imports the shim {target}")
            continue
        if (_module_name(path), target) in SHIM_LINKS:
            continue
        room = _room(target)
        if room == source or room == "__init__" and source == "__init__":
            continue
        if room == "__init__":
            wrong.append(f"line {line}: imports the top package (cacheroute_solver) from below it")
        elif LAYER_OF[room] >= LAYER_OF[source]:
            wrong.append(f"line {line}: {source} (layer {LAYER_OF[source]}) imports {target} (layer {LAYER_OF[room]})")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("shim", sorted(SHIMS))
def test_shims_are_only_shims(shim: str):
    rel = Path(*shim.split(".")[1:])
    path = PACKAGE / rel.with_suffix(".py")
    if not path.exists():
        path = PACKAGE / rel / "__init__.py"
    assert path.exists(), f"{shim}: listed as a shim but missing"
    assert "DeprecationWarning" in path.read_text(), f"{shim}: a shim must warn on import"


ROOT = PACKAGE.parent
OUTSIDE = sorted(
    p
    for folder in ("tests", "examples", "experiments", "benchmarks", "e2e", "formulations")
    for p in (ROOT / folder).rglob("*.py")
    if not p.name.startswith("test_shims")
)


@pytest.mark.parametrize("path", OUTSIDE, ids=lambda p: str(p.relative_to(ROOT)))
def test_nothing_outside_the_package_uses_an_old_path(path: Path):
    found = []
    for line, module, names in _import_statements(path):
        if not module.startswith("."):
            found += [(line, module)] + [(line, f"{module}.{n}") for n in names]
    wrong = [f"line {line}: {name}" for line, name in found if _is_shim(name)]
    assert not wrong, "imports an old path kept as a shim: " + "; ".join(wrong)


TEST_MODULES = sorted(p for p in (ROOT / "tests").rglob("test_*.py"))


@pytest.mark.parametrize("path", TEST_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_test_module_imports_another(path: Path):
    """Shared test code lives in tests/helpers/; a test module is never imported by another."""
    found = [(line, module) for line, module, _ in _import_statements(path) if module.strip(".")]
    wrong = [f"line {line}: {name}" for line, name in found if name.split(".")[-1].startswith("test_")]
    assert not wrong, "imports a test module (move what it needs to tests/helpers/): " + "; ".join(wrong)
