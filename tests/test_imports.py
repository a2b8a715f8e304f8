"""Imports go one way, with no cycle anywhere.

The graph is read from the source (ast), every ``import`` counted, at module level or inside a
function: a lazy import hides a cycle from a reader as well as from the interpreter.

- ``playaid.rules`` imports only the standard library and ``playaid.rules``;
- ``playaid.automata`` imports only the standard library, ``playaid.rules`` and itself (it runs
  inside the standalone ``le-roy.pyz``);
- ``playaid.generator`` may import anything, but nothing imports it except the command line;
- no module takes part in an import cycle.
"""

from __future__ import annotations

import ast
import functools
import sys
from pathlib import Path

import pytest

import playaid.automata
import playaid.generator
import playaid.rules

PACKAGES = {"playaid.rules": playaid.rules, "playaid.automata": playaid.automata,
            "playaid.generator": playaid.generator}


def modules() -> dict[str, Path]:
    found = {}
    for name, package in PACKAGES.items():
        root = Path(package.__file__).parent
        for path in root.rglob("*.py"):
            rel = path.relative_to(root).with_suffix("")
            parts = [p for p in rel.parts if p != "__init__"]
            found[".".join([name, *parts])] = path
    return found


@functools.cache
def imports_of(name: str, path: Path) -> frozenset[str]:
    """Every module ``name`` imports (absolute names), wherever in the file the import stands."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - node.level + 1]
                base = ".".join([*anchor, base]) if base else ".".join(anchor)
            found.add(base)
            found |= {f"{base}.{a.name}" for a in node.names}
    return frozenset(found)


MODULES = modules()


@functools.cache
def graph() -> dict[str, set[str]]:
    """Each module's imports of ours: read when a test first asks (parsing every module costs most
    of a second, which a worker that runs none of these tests need not pay while collecting)."""
    return {name: {i for i in imports_of(name, path) if i in MODULES} for name, path in MODULES.items()}
STDLIB = sys.stdlib_module_names


def _top(name: str) -> str:
    return name.split(".")[0]


def test_the_graph_was_read():
    assert "playaid.rules.text" in graph()["playaid.rules.shared"]
    assert len(MODULES) > 20


#: What each layer may import of ours, beside the standard library: rules only itself; the
#: automata rules and themselves (never the generator, so the standalone file runs alone).
LAYERS = {
    "playaid.rules": ("playaid.rules",),
    "playaid.automata": ("playaid.rules", "playaid.automata"),
}


@pytest.mark.parametrize("layer", LAYERS)
def test_a_layer_imports_only_the_standard_library_and_the_layers_below(layer):
    for name, path in MODULES.items():
        if not name.startswith(layer):
            continue
        for imported in imports_of(name, path):
            if imported == "playaid" or imported.startswith("playaid."):
                assert imported.startswith(LAYERS[layer]) or imported == "playaid", (name, imported)
            else:
                assert _top(imported) in STDLIB or imported == "__future__", (name, imported)


def _cycles() -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan), and self-imports."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph()[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph()):
        if v not in index:
            visit(v)
    return found


def _package_of(module: str) -> str:
    return module if MODULES[module].name == "__init__.py" else module.rpartition(".")[0]


def test_no_import_cycle():
    """A package's ``__init__`` importing its own parts is not a cycle; anything else that loops is."""
    cycles = []
    for group in _cycles():
        # Edges from a package's __init__ down to its own parts are re-exports, not dependencies.
        inner = [m for m in group if not any(m == _package_of(o) and o.startswith(m + ".") for o in group)]
        if len(inner) > 1 or not inner:
            cycles.append(group)
    assert not cycles, cycles
