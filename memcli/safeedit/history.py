"""``memcli history`` and ``memcli undo``: committed transactions and their reversal."""

from __future__ import annotations

from pathlib import Path

from memcli.clock import Clock
from memcli.errors import ActionNeeded, NotFound
from memcli.safeedit.transaction import (
    TxRecord,
    history_dir,
    load_history,
    read_bytes_or_none,
    sha256,
    transaction,
)


def find_transaction(records: list[TxRecord], txid: str | None) -> TxRecord:
    """The transaction named ``txid`` (``42`` and ``000042`` both work), or the newest."""
    if not records:
        raise ActionNeeded("nothing to undo: no committed transactions")
    if txid is None:
        return records[0]
    wanted = txid.strip()
    for record in records:
        if record.id == wanted or (wanted.isdigit() and int(wanted) == int(record.id)):
            return record
    raise NotFound(f"no transaction {txid!r} in the history (see `memcli history`)")


def changed_since(root: Path, record: TxRecord) -> list[str]:
    """Files of ``record`` whose current content is not what the transaction left."""
    changed = []
    for info in record.files:
        current = read_bytes_or_none(Path(root) / info.path)
        if sha256(current) != info.new_sha:
            changed.append(info.path)
    return changed


def undo(root: Path, clock: Clock, txid: str | None = None, *, force: bool = False,
         dry_run: bool = False, wait: float = 10.0) -> tuple[TxRecord, TxRecord | None]:
    """Restore a transaction's files from its backups, as a new transaction.

    Returns ``(undone, new)``. Refuses (exit 1) when a file changed since,
    unless ``force``. Undoing an undo redoes.
    """
    root = Path(root)
    with transaction(root, "undo", clock, dry_run=dry_run, wait=wait) as tx:
        target = find_transaction(load_history(root), txid)
        changed = changed_since(root, target)
        if changed and not force:
            raise ActionNeeded(
                f"cannot undo transaction {target.id}: changed since: {', '.join(changed)} (use --force to undo anyway)"
            )
        tx.command = f"undo {target.id}"
        backups = history_dir(root, target.id)
        for info in target.files:
            if info.existed:
                data = (backups / info.backup).read_bytes() if info.backup else b""
                tx.write_bytes(info.path, data, allow_shrink=True, allow_empty=True)
            else:
                tx.delete(info.path)
    return target, tx.record
