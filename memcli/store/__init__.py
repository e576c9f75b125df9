"""The store room: finding memory files, reading them once into ``Memory`` values, surgical edits.

This package module imports nothing up front: its names load their
submodule when first asked for, so importing one light submodule (or the
package) does not load the configuration, the safe-edit layer or YAML.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # what readers and tools follow; at run time ``__getattr__`` imports on first use
    from memcli.store.memory import Finding, Memory
    from memcli.store.store import INDEX_TEMPLATE, Scan, Store, init_store, resolve_store_path, store_path_source
    from memcli.formats.layout import MEMORY_INDEX

__all__ = [
    "Finding", "INDEX_TEMPLATE", "MEMORY_INDEX", "Memory", "Scan", "Store", "init_store", "resolve_store_path",
    "store_path_source",
]


def __getattr__(name: str) -> object:
    """Import the submodule that defines ``name`` when it is first asked for (PEP 562); later lookups
    find the name bound here."""
    global Finding, INDEX_TEMPLATE, MEMORY_INDEX, Memory, Scan, Store, init_store, resolve_store_path
    global store_path_source
    if name in ("Finding", "Memory"):
        from memcli.store.memory import Finding, Memory
    elif name in ("INDEX_TEMPLATE", "Scan", "Store", "init_store", "resolve_store_path", "store_path_source"):
        from memcli.store.store import INDEX_TEMPLATE, Scan, Store, init_store, resolve_store_path, store_path_source
    elif name == "MEMORY_INDEX":
        from memcli.formats.layout import MEMORY_INDEX
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]
