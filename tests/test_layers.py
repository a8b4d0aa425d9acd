"""The package's imports point down its layers (docs/architecture.md), form no circle, nothing
imports a path removed in 0.2.0 or moved in 0.3.0, no function is over `MAX_FUNCTION_LINES` long, and the top level
holds at most `MAX_TOP_LEVEL_MODULES` modules.

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
    ["router"],
    ["cli", "__init__", "__main__"],
]
"""Rooms by layer, bottom first. A room imports its own modules and rooms of lower layers only;
rooms of one layer do not import each other."""

OLD_PATHS = {
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
    # moved to cacheroute_solver.router in 0.3.0
    "cacheroute_solver.adapter.router",
    "cacheroute_solver.adapter.reference",
    "cacheroute_solver.adapter.control",
    "cacheroute_solver.adapter.engine_metrics",
    "cacheroute_solver.adapter.hang",
    "cacheroute_solver.adapter.health",
    "cacheroute_solver.adapter.kv_events",
    "cacheroute_solver.adapter.logs",
    "cacheroute_solver.adapter.mode_file",
    "cacheroute_solver.adapter.peer_history",
    "cacheroute_solver.adapter.peers",
    "cacheroute_solver.adapter.redis_plans",
    "cacheroute_solver.adapter.retry",
    "cacheroute_solver.adapter.shared_plan",
    "cacheroute_solver.adapter.switch",
    "cacheroute_solver.adapter.workers",
}
"""Module paths removed in 0.2.0 and moved in 0.3.0 (CHANGELOG.md names each one's new home); nothing may use
them."""

LAYER_OF = {room: i for i, rooms in enumerate(LAYERS) for room in rooms}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_old(name: str) -> bool:
    return any(name == s or name.startswith(s + ".") for s in OLD_PATHS)


def _room(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _import_statements(path: Path, package: str | None = None) -> list[tuple[int, str, list[str]]]:
    """(line, module, names imported from it) for every import statement in ``path``, at module top or
    inside a function. A relative ``from`` resolves against ``package``; without one it keeps its
    leading dots."""
    out: list[tuple[int, str, list[str]]] = []
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
    is itself an old path."""
    module = _module_name(path)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    out = []
    for line, target, names in _import_statements(path, package):
        out.append((line, target))
        out += [(line, f"{target}.{n}") for n in names if _is_old(f"{target}.{n}")]
    return [(line, name) for line, name in out if name == "cacheroute_solver" or name.startswith("cacheroute_solver.")]


MODULES = sorted(PACKAGE.rglob("*.py"))


def test_every_room_has_a_layer():
    rooms = {_room(_module_name(p)) for p in MODULES}
    assert rooms <= set(LAYER_OF), f"rooms without a layer in LAYERS: {sorted(rooms - set(LAYER_OF))}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_down(path: Path):
    source = _room(_module_name(path))
    wrong = []
    for line, target in _imports(path):
        if _is_old(target):
            wrong.append(f"line {line}: imports the removed path {target}")
            continue
        room = _room(target)
        if room == source or (room == "__init__" and source == "__init__"):
            continue
        if room == "__init__":
            wrong.append(f"line {line}: imports the top package (cacheroute_solver) from below it")
        elif LAYER_OF[room] >= LAYER_OF[source]:
            wrong.append(f"line {line}: {source} (layer {LAYER_OF[source]}) imports {target} (layer {LAYER_OF[room]})")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("old", sorted(OLD_PATHS))
def test_a_removed_path_is_gone(old: str):
    rel = Path(*old.split(".")[1:])
    assert not (PACKAGE / rel.with_suffix(".py")).exists(), f"{old}: removed or moved but back as a module"
    assert not (PACKAGE / rel).is_dir(), f"{old}: removed or moved but back as a package"


def _module_graph() -> dict[str, set[str]]:
    """Each package module's imports of other package modules (``from a import b`` names the module
    ``a.b`` where that is one), at module top or inside a function."""
    names = {_module_name(p) for p in MODULES}
    graph: dict[str, set[str]] = {}
    for path in MODULES:
        module = _module_name(path)
        package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
        targets = set()
        for _, target, imported in _import_statements(path, package):
            targets |= {f"{target}.{n}" for n in imported if f"{target}.{n}" in names}
            if target in names and (not imported or any(f"{target}.{n}" not in names for n in imported)):
                targets.add(target)
        graph[module] = targets - {module}
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_package_has_no_import_circle():
    circles = _circles(_module_graph())
    assert not circles, "import circles: " + "; ".join(" <-> ".join(c) for c in circles)


def test_the_circle_check_finds_a_planted_circle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _circles(graph) == [["a", "b", "c"]]
    assert _circles({"a": {"b"}, "b": set()}) == []


ROOT = PACKAGE.parent
OUTSIDE = sorted(
    p
    for folder in ("tests", "examples", "experiments", "benchmarks", "e2e", "formulations")
    for p in (ROOT / folder).rglob("*.py")
)


@pytest.mark.parametrize("path", OUTSIDE, ids=lambda p: str(p.relative_to(ROOT)))
def test_nothing_outside_the_package_uses_an_old_path(path: Path):
    found = []
    for line, module, names in _import_statements(path):
        if not module.startswith("."):
            found += [(line, module)] + [(line, f"{module}.{n}") for n in names]
    wrong = [f"line {line}: {name}" for line, name in found if _is_old(name)]
    assert not wrong, "imports a removed or moved path: " + "; ".join(wrong)


TEST_MODULES = sorted(p for p in (ROOT / "tests").rglob("test_*.py"))


@pytest.mark.parametrize("path", TEST_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_test_module_imports_another(path: Path):
    """Shared test code lives in tests/helpers/; a test module is never imported by another."""
    found = [(line, module) for line, module, _ in _import_statements(path) if module.strip(".")]
    wrong = [f"line {line}: {name}" for line, name in found if name.split(".")[-1].startswith("test_")]
    assert not wrong, "imports a test module (move what it needs to tests/helpers/): " + "; ".join(wrong)


MAX_FUNCTION_LINES = 150
"""The charter's limit on one function's length, in source lines."""


def _long_functions(source: str, limit: int = MAX_FUNCTION_LINES) -> list[tuple[str, int, int]]:
    """(qualified name, first line, length) of every function in ``source`` over ``limit`` lines.

    A function's length runs from its ``def`` line to its last line (decorators aside; docstring,
    comments and blank lines inside it count). A nested def counts as part of the function that holds
    it, which is read with it: closures sharing one scope are one function to read. Each nested def
    is also measured on its own, named ``outer.<locals>.inner``.
    """
    found: list[tuple[str, int, int]] = []

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                name = prefix + child.name
                length = (child.end_lineno or child.lineno) - child.lineno + 1
                if length > limit:
                    found.append((name, child.lineno, length))
                visit(child, name + ".<locals>.")
            elif isinstance(child, ast.ClassDef):
                visit(child, prefix + child.name + ".")
            else:
                visit(child, prefix)

    visit(ast.parse(source), "")
    return found


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_function_is_over_the_limit(path: Path):
    long = _long_functions(path.read_text())
    assert not long, f"functions over {MAX_FUNCTION_LINES} lines (split them into named steps): " + "; ".join(
        f"{name} (line {line}) is {length} lines" for name, line, length in long
    )


def test_the_length_check_finds_a_planted_long_function():
    inner_body = "".join(f"            x{i} = {i}\n" for i in range(8))
    source = (
        "class C:\n"
        "    def short(self):\n"
        "        return 1\n"
        "\n"
        "    def outer(self):\n"
        "        def inner():\n" + inner_body + "\n"
        "        return inner\n"
    )
    # outer: line 5 to 16 (its def, inner's 9 lines, a blank line and the return); inner: 6 to 14
    assert _long_functions(source, limit=11) == [("C.outer", 5, 12)]
    assert _long_functions(source, limit=8) == [("C.outer", 5, 12), ("C.outer.<locals>.inner", 6, 9)]
    assert _long_functions(source, limit=12) == []


MAX_TOP_LEVEL_MODULES = 6
"""Modules at the package's top level besides ``__init__``/``__main__`` (issue 39): the rest live in rooms."""


def test_the_top_level_holds_few_modules():
    top = sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem not in ("__init__", "__main__"))
    assert len(top) <= MAX_TOP_LEVEL_MODULES, f"{len(top)} modules at the top level: {top}"
