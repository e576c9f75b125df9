"""The house's floors (docs/architecture.md), checked on the source: arrows point down, never in a circle.

A floor may import its own floor and the floors below. Rooms (the
capabilities) sit on one floor and do not import each other, except the
pairs in ``SIDEWAYS``, each with its reason.
"""

from __future__ import annotations

import ast

import pytest

from tests.architecture.imports import closure, cycles, executed_on_import, is_stdlib, modules, string_constants

# The longest prefix names a module's floor.
FLOORS = {
    "memcli": 0,
    "memcli.formats": 0,  # on-disk formats: standard library only
    "memcli.keys": 1, "memcli.errors": 1, "memcli.text": 1, "memcli.redact": 1, "memcli.process": 1,
    "memcli.clock": 1, "memcli.walker": 1,  # small shared pieces
    "memcli.wiring": 1,  # the composition root: its registries are read by config; see COMPOSITION_ROOT
    "memcli.safeedit": 2, "memcli.config": 2,
    "memcli.store": 3,
    "memcli.patterns": 4, "memcli.extract": 4, "memcli.reinforce": 4, "memcli.review": 4, "memcli.lint": 4,
    "memcli.experience": 4, "memcli.entities": 4, "memcli.models": 4, "memcli.editor": 4,  # the rooms
    "memcli.guard": 4,
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
    ("review", "editor"): "the $EDITOR round trip is shared by the three review walkers",
    ("lint", "editor"): "the $EDITOR round trip is shared by the three review walkers",
    ("experience", "editor"): "the $EDITOR round trip is shared by the three review walkers",
}
HOOK_MODULES = {
    "memcli", "memcli.hook", "memcli.errors", "memcli.text", "memcli.redact", "memcli.experience",
    "memcli.experience.relevance", "memcli.experience.knowledge_index", "memcli.experience.lessons",
    "memcli.experience.session",
    "memcli.patterns", "memcli.patterns.recall_db",
}

# Third-party modules a hook module imports inside a function the hook never calls.
HOOK_LAZY_THIRD_PARTY = {"memcli.text": {"Stemmer", "snowballstemmer"}}  # stemming: lint, reinforce, recall


# The composition root builds the backends: its factories (function bodies) import them from any floor when a
# command asks for one, and its ``if TYPE_CHECKING`` names the interfaces. What runs when it is imported (config
# imports it for the registries' names) is the standard library alone; only those imports are its arrows.
COMPOSITION_ROOT = "memcli.wiring"


def arrows(name: str, *, circles: bool = False) -> set[str]:
    """The memcli modules ``name`` imports, as the floor (and, with ``circles``, the circle) checks count them.

    Lazy imports count, except the composition root's and, for circles, those of a package ``__init__``'s
    ``__getattr__``: it runs when a name is asked of the package, once the package is loaded, so it closes no circle.
    """
    module = modules()[name]
    if name == COMPOSITION_ROOT or (circles and module.path.name == "__init__.py"):
        return module.eager
    return module.memcli


def floor(name: str) -> int:
    """The floor of a memcli module."""
    prefix = max((p for p in FLOORS if name == p or name.startswith(p + ".")), key=len)
    return FLOORS[prefix]


def room(name: str) -> str:
    """``memcli.lint.lint_run`` → ``lint``."""
    return name.split(".")[1]


def test_every_module_has_a_floor():
    for name in modules():
        assert floor(name) is not None, name


def test_no_import_circle():
    assert cycles({name: arrows(name, circles=True) for name in modules()}) == []


def test_no_arrow_from_a_lower_floor_to_a_higher_one():
    upward = [(name, target) for name in modules() for target in arrows(name) if floor(target) > floor(name)]
    assert upward == []


def test_the_composition_root_costs_only_the_standard_library_when_imported():
    """``memcli.config`` imports it for the registries' names: importing it must load no backend, no room."""
    root = modules()[COMPOSITION_ROOT]
    assert root.eager == set()
    executed = {alias.name.split(".")[0] for node in executed_on_import(root.tree) if isinstance(node, ast.Import)
                for alias in node.names}
    executed |= {(node.module or "").split(".")[0] for node in executed_on_import(root.tree)
                 if isinstance(node, ast.ImportFrom)}
    assert {top for top in executed if not is_stdlib(top)} == set()
    assert {"memcli.models.model_judge", "memcli.models.extractor", "memcli.models.semantic"} <= root.memcli  # lazily


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
    """Every import is a statement a reader and go-to-definition can follow: no ``import_module``, no ``__import__``.

    (``importlib.util.find_spec``, which only asks whether an optional package is installed, is not an import.)
    """
    calls = [(name, call.lineno) for name, module in modules().items() for call in _import_calls(module.tree)]
    assert calls == []


def _type_checking_names(tree: ast.Module) -> dict[str, str]:
    """``name → module`` of the ``from m import name`` statements under the module's ``if TYPE_CHECKING``."""
    return {alias.asname or alias.name: node.module for block in tree.body if isinstance(block, ast.If)
            and isinstance(block.test, ast.Name) and block.test.id == "TYPE_CHECKING"
            for node in block.body if isinstance(node, ast.ImportFrom) for alias in node.names}


def _getattr_names(tree: ast.Module) -> dict[str, str]:
    """``name → module`` of the ``from m import name`` statements inside the module's ``__getattr__``."""
    return {alias.asname or alias.name: node.module for function in tree.body
            if isinstance(function, ast.FunctionDef) and function.name == "__getattr__"
            for node in ast.walk(function) if isinstance(node, ast.ImportFrom) for alias in node.names}


def _defined(module_name: str) -> set[str]:
    """The names a module defines or imports at its top level."""
    owner = modules()[module_name]
    defined = {n.id for a in owner.tree.body if isinstance(a, (ast.Assign, ast.AnnAssign))
               for t in (a.targets if isinstance(a, ast.Assign) else [a.target]) for n in ast.walk(t)
               if isinstance(n, ast.Name)}
    defined |= {n.name for n in owner.tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    defined |= {alias.asname or alias.name for n in owner.tree.body if isinstance(n, ast.ImportFrom)
                for alias in n.names}
    return defined


@pytest.mark.parametrize("package", sorted(n for n, m in modules().items() if m.path.name == "__init__.py"))
def test_package_modules_hand_on_names_lazily(package):
    """A package ``__init__`` imports nothing of memcli when it is imported; the names it offers are imported by
    explicit statements in its ``__getattr__`` (PEP 562), the same ones its ``if TYPE_CHECKING`` block shows
    readers and tools, and each is defined where that statement says."""
    module = modules()[package]
    assert module.eager <= {"memcli"}, package
    offered = _getattr_names(module.tree)
    assert offered == _type_checking_names(module.tree), package
    exported = [node.value for node in module.tree.body if isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)]
    if offered or exported:
        [names] = exported
        assert sorted(ast.literal_eval(names)) == sorted(offered), package
    for name, owner in offered.items():
        # a submodule of the same name would shadow the name once imported (``review.queue`` was one)
        assert f"{package}.{name}" not in modules(), (package, name)
        assert name in _defined(owner), (package, name, owner)


def test_the_import_graph_is_read_from_every_kind_of_import():
    """The checks above see lazy imports too: the hook imports its event handlers inside functions."""
    hook = modules()["memcli.hook"]
    assert {"memcli.experience.session", "memcli.experience.relevance", "memcli.patterns.recall_db"} <= hook.memcli
    assert string_constants(hook.tree)  # and the constant reader the duplicate checks use sees its strings
