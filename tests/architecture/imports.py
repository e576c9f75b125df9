"""memcli's own import graph, read from the source with ``ast`` (nothing is imported).

Every ``import`` counts, at module level or inside a function, and so does
one under ``if TYPE_CHECKING``: a lazy import is still an arrow between two
modules. ``from memcli.x import y`` is an arrow to ``memcli.x`` and, when
``y`` is a submodule, to ``memcli.x.y``; importing ``memcli.x.y`` runs
``memcli/x/__init__.py`` first, so it is an arrow to every package on the
way too.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "memcli"


@dataclass
class Module:
    """One memcli module: its file, its syntax tree, what it imports."""

    name: str
    path: Path
    tree: ast.Module
    memcli: set[str] = field(default_factory=set)  # memcli modules it imports
    eager: set[str] = field(default_factory=set)  # those imported when it is (module level, not TYPE_CHECKING)
    others: set[str] = field(default_factory=set)  # top-level names of everything else it imports


def module_name(path: Path) -> str:
    """``memcli/store/store.py`` → ``memcli.store.store``; a package's ``__init__.py`` → the package."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _with_packages(name: str) -> list[str]:
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


@lru_cache(maxsize=1)
def modules() -> dict[str, Module]:
    """Every module of the memcli package, with its imports resolved."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = module_name(path)
        found[name] = Module(name, path, ast.parse(path.read_text("utf-8"), str(path)))
    for module in found.values():
        package = module.name if module.path.name == "__init__.py" else module.name.rpartition(".")[0]
        eager_nodes = {id(node) for node in executed_on_import(module.tree)}
        for node in ast.walk(module.tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(anchor + ([base] if base else []))
                targets = [base] + [f"{base}.{alias.name}" for alias in node.names if f"{base}.{alias.name}" in found]
            else:
                continue
            for target in targets:
                if target.split(".")[0] == "memcli":
                    names = {n for n in _with_packages(target) if n in found and n != module.name}
                    module.memcli.update(names)
                    if id(node) in eager_nodes:
                        module.eager.update(names)
                else:
                    module.others.add(target.split(".")[0])
    return found


def executed_on_import(tree: ast.Module) -> list[ast.stmt]:
    """The import statements that run when the module is imported: module level, outside ``if TYPE_CHECKING``."""
    found: list[ast.stmt] = []
    todo = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif isinstance(node, ast.If):
            if not (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"):
                todo.extend(node.body + node.orelse)
        elif isinstance(node, ast.Try):
            todo.extend(node.body + node.orelse + node.finalbody + [s for h in node.handlers for s in h.body])
    return found


def is_stdlib(top: str) -> bool:
    """Whether a top-level module name belongs to Python's standard library."""
    return top in sys.stdlib_module_names or top == "__future__"


def cycles(arrows: dict[str, set[str]] | None = None) -> list[list[str]]:
    """One import circle (``[a, b, ..., a]``) per group of modules that import each other round.

    ``arrows`` is the graph to search (default: every module's imports, lazy ones included).
    """
    from memcli.entities.entity_checks import find_cycles  # the entity graph's cycle finder: Tarjan's, iterative

    graph = arrows if arrows is not None else {name: module.memcli for name, module in modules().items()}
    return find_cycles({name: sorted(targets) for name, targets in graph.items()})


def closure(start: str) -> set[str]:
    """Every memcli module ``start`` can import, directly or through others (lazy imports included)."""
    seen = {start}
    todo = [start]
    while todo:
        for name in modules()[todo.pop()].memcli:
            if name not in seen:
                seen.add(name)
                todo.append(name)
    return seen


def string_constants(tree: ast.Module) -> list[tuple[int, object]]:
    """``(line, value)`` of every str or bytes constant that is not a docstring."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, (str, bytes)) and id(node) not in docstrings]
