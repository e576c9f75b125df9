"""The safe-edit layer: atomic replace, transactions with backups, verification, recovery, the lock.

Every write memcli makes goes through this package. This package module
imports nothing up front; its names load their submodule when first
asked for.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # what readers and tools follow; at run time ``__getattr__`` imports on first use
    from memcli.safeedit.atomic import append_line, atomic_write_bytes, ensure_private_dir
    from memcli.safeedit.lock import store_lock
    from memcli.safeedit.transaction import Transaction, TxRecord, load_history, recover, resolve_target, state_dir

__all__ = [
    "Transaction", "TxRecord", "append_line", "atomic_write_bytes", "ensure_private_dir", "load_history", "recover",
    "resolve_target", "state_dir", "store_lock",
]


def __getattr__(name: str) -> object:
    """Import the submodule that defines ``name`` when it is first asked for (PEP 562); later lookups
    find the name bound here."""
    global Transaction, TxRecord, append_line, atomic_write_bytes, ensure_private_dir, load_history, recover
    global resolve_target, state_dir, store_lock
    if name in ("append_line", "atomic_write_bytes", "ensure_private_dir"):
        from memcli.safeedit.atomic import append_line, atomic_write_bytes, ensure_private_dir
    elif name == "store_lock":
        from memcli.safeedit.lock import store_lock
    elif name in ("Transaction", "TxRecord", "load_history", "recover", "resolve_target", "state_dir"):
        from memcli.safeedit.transaction import Transaction, TxRecord, load_history, recover, resolve_target, state_dir
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]
