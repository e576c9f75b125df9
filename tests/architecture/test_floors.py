"""The house's floors (docs/architecture.md), checked on the source: arrows point down, never in a circle.

A floor may import its own floor and the floors below. Rooms (the
capabilities) sit on one floor and do not import each other, except the
pairs in ``SIDEWAYS``, each with its reason.
"""

from __future__ import annotations

import ast

import pytest

from tests.architecture.imports import closure, cycles, is_stdlib, modules, string_constants

# The longest prefix names a module's floor.
FLOORS = {
    "memcli": 0,
    "memcli.formats": 0,  # on-disk formats: standard library only
    "memcli.lazy": 1, "memcli.errors": 1, "memcli.text": 1, "memcli.redact": 1, "memcli.process": 1,
    "memcli.clock": 1, "memcli.walker": 1,  # small shared pieces
    "memcli.safeedit": 2, "memcli.config": 2,
    "memcli.store": 3,
    "memcli.patterns": 4, "memcli.extract": 4, "memcli.reinforce": 4, "memcli.review": 4, "memcli.lint": 4,
    "memcli.experience": 4, "memcli.entities": 4, "memcli.models": 4, "memcli.editor": 4,  # the rooms
    "memcli.consolidate": 5, "memcli.context": 5, "memcli.validation": 5, "memcli.status": 5,  # composers
    "memcli.cli": 6, "memcli.hook": 6, "memcli.hook_launch": 6, "memcli.__main__": 6,  # entry points
}
ROOMS = 4
SIDEWAYS = {
    ("review", "extract"): "capture is one room in three modules: review shows a source with extraction's readers",
    ("extract", "reinforce"): "capture: a restated candidate gains confidence like a reinforcement",
    ("reinforce", "extract"): "capture: reinforcement matches the records extraction's readers produce",
    ("models", "lint"): "the model judge implements lint's Judge on lint's types",
    ("models", "extract"): "the model extractor proposes extract's Candidate values",
    ("lint", "models"): "lint loads a model judge only when --judge/lint.judge names one",
    ("extract", "models"): "extract loads a model extractor only when extract.backend names one",
    ("patterns", "models"): "recall loads local embeddings only when memcli[semantic] is installed",
    ("review", "editor"): "the $EDITOR round trip is shared by the three review walkers",
    ("lint", "editor"): "the $EDITOR round trip is shared by the three review walkers",
    ("experience", "editor"): "the $EDITOR round trip is shared by the three review walkers",
}
HOOK_MODULES = {
    "memcli", "memcli.hook", "memcli.lazy", "memcli.errors", "memcli.text", "memcli.redact", "memcli.experience",
    "memcli.experience.relevance", "memcli.experience.index", "memcli.experience.lessons", "memcli.experience.session",
    "memcli.patterns", "memcli.patterns.recall_db",
}

# Third-party modules a hook module imports inside a function the hook never calls.
HOOK_LAZY_THIRD_PARTY = {"memcli.text": {"snowballstemmer"}}  # stemming: lint, reinforce, recall


def floor(name: str) -> int:
    """The floor of a memcli module."""
    prefix = max((p for p in FLOORS if name == p or name.startswith(p + ".")), key=len)
    return FLOORS[prefix]


def room(name: str) -> str:
    """``memcli.lint.run`` → ``lint``."""
    return name.split(".")[1]


def test_every_module_has_a_floor():
    for name in modules():
        assert floor(name) is not None, name


def test_no_import_circle():
    assert cycles() == []


def test_no_arrow_from_a_lower_floor_to_a_higher_one():
    upward = [(name, target) for name, module in modules().items() for target in module.memcli
              if floor(target) > floor(name)]
    assert upward == []


def test_rooms_import_each_other_only_where_the_house_says_why():
    sideways = sorted({(room(name), room(target)) for name, module in modules().items() for target in module.memcli
                       if floor(name) == floor(target) == ROOMS and room(name) != room(target)})
    assert [pair for pair in sideways if pair not in SIDEWAYS] == []


def test_the_formats_floor_imports_only_the_standard_library_and_itself():
    for name, module in modules().items():
        if name.startswith("memcli.formats"):
            assert {t for t in module.memcli if t != "memcli" and not t.startswith("memcli.formats")} == set(), name
            assert {t for t in module.others if not is_stdlib(t)} == set(), name


def test_the_hook_reaches_only_standard_library_modules():
    """Everything ``memcli-hook`` can import, lazily or not: the formats floor and the rooms' stdlib-only modules.

    The one exception is imported inside the function that needs it, which
    the hook never calls; ``tests/experience/test_hook.py`` checks
    ``sys.modules`` after real hook runs.
    """
    reached = closure("memcli.hook")
    assert {n for n in reached if not n.startswith("memcli.formats")} <= HOOK_MODULES
    for name in reached:
        assert {t for t in modules()[name].others if not is_stdlib(t)} <= HOOK_LAZY_THIRD_PARTY.get(name, set()), name


def _import_calls(tree: ast.Module) -> list[ast.Call]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
        or (isinstance(node.func, ast.Name) and node.func.id in ("import_module", "__import__")))]


def test_no_module_is_reached_through_an_import_string():
    """Only ``memcli.lazy`` imports by name, for the packages' export tables (checked below)."""
    named = [(name, call.lineno) for name, module in modules().items() for call in _import_calls(module.tree)
             if call.args and isinstance(call.args[0], ast.Constant) and str(call.args[0].value).startswith("memcli")]
    assert named == []
    by_variable = sorted(name for name, module in modules().items() if _import_calls(module.tree))
    assert by_variable == ["memcli.lazy"]


@pytest.mark.parametrize("package", sorted(n for n, m in modules().items() if m.path.name == "__init__.py"))
def test_package_modules_hand_on_names_lazily(package):
    """A package ``__init__`` imports at most ``memcli.lazy``, and each exported name is where its table says."""
    module = modules()[package]
    assert module.memcli <= {"memcli", "memcli.lazy"}, package
    tables = [node.value for node in module.tree.body if isinstance(node, ast.Assign)
              and any(isinstance(t, ast.Name) and t.id == "_EXPORTS" for t in node.targets)]
    for table in tables:
        for key, value in zip(table.keys, table.values):
            # a submodule of the same name would shadow the name once imported (``review.queue`` was one)
            assert f"{package}.{key.value}" not in modules(), (package, key.value)
            owner = modules()[value.value]
            defined = {n.id for a in owner.tree.body if isinstance(a, (ast.Assign, ast.AnnAssign))
                       for t in (a.targets if isinstance(a, ast.Assign) else [a.target]) for n in ast.walk(t)
                       if isinstance(n, ast.Name)}
            defined |= {n.name for n in owner.tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
            defined |= {alias.asname or alias.name for n in owner.tree.body if isinstance(n, ast.ImportFrom)
                        for alias in n.names}
            assert key.value in defined, (package, key.value, value.value)


def test_the_import_graph_is_read_from_every_kind_of_import():
    """The checks above see lazy imports too: the hook imports its event handlers inside functions."""
    hook = modules()["memcli.hook"]
    assert {"memcli.experience.session", "memcli.experience.relevance", "memcli.patterns.recall_db"} <= hook.memcli
    assert string_constants(hook.tree)  # and the constant reader the duplicate checks use sees its strings
