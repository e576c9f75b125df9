"""The store room: finding memory files, reading them once into ``Memory`` values, surgical edits."""

from memcli.store.memory import Finding, Memory
from memcli.store.store import (
    INDEX_TEMPLATE,
    MEMORY_INDEX,
    Scan,
    Store,
    init_store,
    resolve_store_path,
    store_path_source,
)

__all__ = ["Finding", "INDEX_TEMPLATE", "MEMORY_INDEX", "Memory", "Scan", "Store", "init_store", "resolve_store_path",
           "store_path_source"]
