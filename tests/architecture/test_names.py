"""Names say which room they belong to: no module basename twice, one ``Candidate`` and one ``Pair`` class.

A reader who meets ``cache.py`` or ``Candidate`` should not have to ask
which one. Read from the source (``tests/architecture/imports.py``).
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

from tests.architecture.imports import PACKAGE, modules

PACKAGE_FILES = {"__init__.py", "__main__.py"}  # every package has them: they are named by their folder
ONE_OF_EACH = ("Candidate", "Pair")  # names two rooms once both used for unrelated classes


def shared_basenames(paths: list[Path]) -> dict[str, list[str]]:
    """File name → the package-relative paths that carry it, for the names carried more than once."""
    found: dict[str, list[str]] = defaultdict(list)
    for path in paths:
        if path.name not in PACKAGE_FILES:
            found[path.name].append(path.relative_to(PACKAGE).as_posix())
    return {name: sorted(where) for name, where in found.items() if len(where) > 1}


def classes_named(name: str, trees: dict[str, ast.Module] | None = None) -> list[str]:
    """``module:line`` of every class called ``name``, at any depth (default: in every memcli module)."""
    if trees is None:
        trees = {module.name: module.tree for module in modules().values()}
    return sorted(f"{module}:{node.lineno}" for module, tree in trees.items() for node in ast.walk(tree)
                  if isinstance(node, ast.ClassDef) and node.name == name)


def test_the_check_sees_a_shared_basename_and_ignores_package_files():
    paths = [PACKAGE / "a" / "cache.py", PACKAGE / "b" / "cache.py", PACKAGE / "a" / "__init__.py",
             PACKAGE / "b" / "__init__.py", PACKAGE / "c" / "cache_frame.py"]
    assert shared_basenames(paths) == {"cache.py": ["a/cache.py", "b/cache.py"]}


def test_the_walk_sees_every_module():
    assert len(modules()) == sum(1 for _ in PACKAGE.rglob("*.py"))
    assert "memcli.lint.pairing" in modules() and "memcli.extract.candidates" in modules()


def test_no_two_modules_share_a_file_name():
    assert shared_basenames(sorted(PACKAGE.rglob("*.py"))) == {}


def test_the_check_sees_a_class_name_twice_nested_or_not():
    trees = {"a": ast.parse("class Pair:\n    pass\n"), "b": ast.parse("def f():\n    class Pair: ...\n"),
             "c": ast.parse("class PairVerdict: ...\n")}
    assert classes_named("Pair", trees) == ["a:1", "b:2"]


@pytest.mark.parametrize("name", ONE_OF_EACH)
def test_one_class_per_room_word(name):
    assert len(classes_named(name)) == 1, classes_named(name)


def test_each_room_s_candidate_has_its_own_name():
    """Extract's candidate memories are ``Candidate``; lint's candidate pairs are ``CandidatePair``."""
    assert [c.split(":")[0] for c in classes_named("Candidate")] == ["memcli.extract.candidates"]
    assert [c.split(":")[0] for c in classes_named("CandidatePair")] == ["memcli.lint.pairing"]
