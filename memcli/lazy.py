"""Package ``__init__`` modules that hand on names without importing anything up front (PEP 562).

A package lists which submodule defines each name it offers; the submodule
is imported the first time the name is asked for. Importing a package (or
any of its submodules) then costs nothing beyond the package module itself:
the stdlib-only hook can import one light submodule of a package whose
other submodules load YAML.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def exports(package: str, table: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package`` that imports ``table[name]`` and returns its ``name``."""

    def __getattr__(name: str) -> Any:
        module = table.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(module), name)

    return __getattr__
