"""Backends are chosen at the top: no capability imports the model backends, the CLI or the composition root.

Read from the source (``tests/architecture/imports.py``): every import counts, inside functions and under
``if TYPE_CHECKING`` too.
"""

from __future__ import annotations

import pytest

from tests.architecture.imports import modules

CAPABILITIES = ("lint", "extract", "patterns", "review", "consolidate", "experience", "entities", "store", "safeedit",
                "reinforce", "formats")
ABOVE_THE_ROOMS = ("memcli.models", "memcli.cli", "memcli.wiring")


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_every_capability_named_here_exists():
    assert all(any(_within(name, f"memcli.{room}") for name in modules()) for room in CAPABILITIES)


@pytest.mark.parametrize("room", CAPABILITIES)
def test_a_capability_imports_no_model_backend_no_cli_and_not_the_composition_root(room):
    reached = sorted((name, target) for name, module in modules().items() if _within(name, f"memcli.{room}")
                     for target in module.memcli if any(_within(target, top) for top in ABOVE_THE_ROOMS))
    assert reached == []


def test_config_and_the_composers_reach_no_model_backend():
    """``config`` reads the registries' names from the composition root, whose module level is stdlib only."""
    for name in ("memcli.config", "memcli.context", "memcli.validation", "memcli.status"):
        assert not any(_within(t, "memcli.models") for t in modules()[name].memcli), name


def test_only_the_composition_root_the_cli_and_the_models_room_import_the_models_room():
    importers = sorted(name for name, module in modules().items()
                       if any(_within(t, "memcli.models") for t in module.memcli)
                       and not _within(name, "memcli.models") and not _within(name, "memcli.cli"))
    assert importers == ["memcli.wiring"]
