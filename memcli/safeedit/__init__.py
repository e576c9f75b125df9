"""The safe-edit layer: atomic replace, transactions with backups, verification, recovery, the lock.

Every write memcli makes goes through this package. This package module
imports only ``memcli.lazy``; its names load their submodule when first
asked for.
"""

from memcli.lazy import exports

_EXPORTS = {
    "append_line": "memcli.safeedit.atomic",
    "atomic_write_bytes": "memcli.safeedit.atomic",
    "ensure_private_dir": "memcli.safeedit.atomic",
    "store_lock": "memcli.safeedit.lock",
    "Transaction": "memcli.safeedit.transaction",
    "TxRecord": "memcli.safeedit.transaction",
    "load_history": "memcli.safeedit.transaction",
    "recover": "memcli.safeedit.transaction",
    "resolve_target": "memcli.safeedit.transaction",
    "state_dir": "memcli.safeedit.transaction",
}

__all__ = sorted(_EXPORTS)

__getattr__ = exports(__name__, _EXPORTS)
