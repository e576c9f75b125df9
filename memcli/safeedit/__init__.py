"""The safe-edit layer: atomic replace, transactions with backups, verification, recovery, the lock.

Every write memcli makes goes through this package.
"""

from memcli.safeedit.atomic import append_line, atomic_write_bytes, ensure_private_dir
from memcli.safeedit.lock import store_lock
from memcli.safeedit.transaction import Transaction, TxRecord, load_history, recover, resolve_target, state_dir

__all__ = [
    "Transaction",
    "TxRecord",
    "append_line",
    "atomic_write_bytes",
    "ensure_private_dir",
    "load_history",
    "recover",
    "resolve_target",
    "state_dir",
    "store_lock",
]
