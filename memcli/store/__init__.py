"""The store room: finding memory files, reading them once into ``Memory`` values, surgical edits.

This package module imports only ``memcli.lazy``: its names load their
submodule when first asked for, so importing one light submodule (or the
package) does not load the configuration, the safe-edit layer or YAML.
"""

from memcli.lazy import exports

_EXPORTS = {
    "Finding": "memcli.store.memory",
    "Memory": "memcli.store.memory",
    "INDEX_TEMPLATE": "memcli.store.store",
    "MEMORY_INDEX": "memcli.formats.layout",
    "Scan": "memcli.store.store",
    "Store": "memcli.store.store",
    "init_store": "memcli.store.store",
    "resolve_store_path": "memcli.store.store",
    "store_path_source": "memcli.store.store",
}

__all__ = sorted(_EXPORTS)

__getattr__ = exports(__name__, _EXPORTS)
