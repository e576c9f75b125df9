"""Outside changes recorded as one ordinary committed transaction, command ``outside memcli``.

The record is the same ``history/<id>/`` folder a memcli write leaves:
``intent.json`` (each file's digest before and after) and a backup of the
bytes memcli had seen, so ``memcli undo TXID`` brings deleted files back and
modified ones to what memcli saw, with nothing new in ``undo``. No store
file is written: the other writer already changed them.

The folder is built under ``.memcli/snapshot/staging/`` and renamed into
``history/`` in one step. It never passes through ``tx/``: recovery would
take an interrupted record for an interrupted write and "roll back" the
other writer's change. A crash before the rename leaves only the staging
folder, removed by the next record.
"""

from __future__ import annotations

import json
import os
import shutil
from datetime import datetime
from pathlib import Path

from memcli.clock import Clock
from memcli.errors import WriteFailed
from memcli.formats import regular_files
from memcli.formats.timestamps import try_parse_instant
from memcli.safeedit import snapshot
from memcli.safeedit.atomic import (
    DEFAULT_FILE_MODE,
    atomic_write_bytes,
    checkpoint,
    ensure_private_dir,
    fsync_dir,
    write_new_file,
)
from memcli.safeedit.journal import HISTORY_DIR, INTENT, FileRecord, TxRecord, highest_id, state_dir
from memcli.safeedit.recovery import finish_appends, save_appends
from memcli.guard.compare import DELETED, OutsideChange

COMMAND = "outside memcli"
STAGING = "staging"


def change_line(change: OutsideChange, noticed: str, txid: str) -> str:
    """The ``changes.jsonl`` line of one recorded change."""
    data = {"path": change.path, "change": change.change, "noticed": noticed, "txid": txid,
            "sha_before": change.sha_before, "sha_after": change.sha_after,
            "bytes_before": change.bytes_before, "bytes_after": change.bytes_after}
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def prune_changes(root: Path, since: datetime) -> set[str]:
    """Drop the ``changes.jsonl`` lines noticed before ``since`` (memcli's clock); the earlier versions the
    remaining lines name (kept for ``restore``).

    The night prunes those changes' earlier versions from the snapshot at the
    same age, so the lines could bring nothing back; without this the log
    grows by one line per outside change for ever. The file is read once and
    rewritten (atomically) only when a line goes; a line that does not parse
    is kept and names no version.
    """
    path = Path(root) / snapshot.CHANGES_PATH
    try:
        lines = regular_files.read_state(path).splitlines(keepends=True)
    except FileNotFoundError:
        return set()  # no outside change recorded yet; any other failure stops the pruning (the caller warns)
    kept, digests = [], set()
    for line in lines:
        record = _record_of(line)
        stamp = None if record is None else try_parse_instant(record.get("noticed"))
        if stamp is not None and stamp < since:
            continue
        kept.append(line)
        if record is not None:
            digests.add(str(record.get("sha_before")))
    if len(kept) != len(lines):
        atomic_write_bytes(path, b"".join(kept), mode=0o600)
    return digests


def _record_of(line: bytes) -> dict | None:
    try:
        record = json.loads(line)
    except ValueError:
        return None
    return record if isinstance(record, dict) else None


def record_outside(root: Path, clock: Clock, changes: list[OutsideChange], manifest: snapshot.Manifest) -> TxRecord:
    """Commit ``changes`` as one ``outside memcli`` transaction (the store lock held); its record.

    The bytes before each change come from the snapshot's versions named in
    ``manifest`` (on disk). ``WriteFailed`` when one is missing: nothing is recorded.
    """
    root = Path(os.path.abspath(root))
    state = state_dir(root)
    staging = snapshot.snapshot_dir(root) / STAGING
    shutil.rmtree(staging, ignore_errors=True)
    ensure_private_dir(staging)
    ensure_private_dir(state / HISTORY_DIR)
    txid = f"{highest_id(state) + 1:06d}"
    try:
        return _commit(root, clock, changes, manifest, staging, txid)
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)  # a full disk: nothing half-built stays behind
        raise


def _commit(root: Path, clock: Clock, changes: list[OutsideChange], manifest: snapshot.Manifest, staging: Path,
            txid: str) -> TxRecord:
    state = state_dir(root)
    folder = staging / txid
    folder.mkdir(mode=0o700)
    files = []
    for index, change in enumerate(changes):
        backup = None
        if change.sha_before is not None:
            data = snapshot.read_object(root, change.sha_before, manifest)
            if data is None:
                shutil.rmtree(staging, ignore_errors=True)
                raise WriteFailed(f"the snapshot lost the earlier bytes of {change.path}; outside changes not recorded")
            backup = f"b{index}"
            write_new_file(folder / backup, data, 0o600)
        files.append(FileRecord(change.path, change.sha_before is not None, change.change == DELETED,
                                change.sha_before, change.sha_after, _mode(root / change.path), backup))
    stamp = clock.stamp()
    appends = tuple((snapshot.CHANGES_PATH, change_line(c, stamp, txid)) for c in changes)
    record = TxRecord(txid, stamp, COMMAND, tuple(files), run=f"r{txid}", command_line=COMMAND, appends=appends)
    atomic_write_bytes(folder / INTENT, record.to_json().encode("utf-8"), mode=0o600)
    fsync_dir(folder)
    checkpoint()
    save_appends(state, txid, list(appends))
    os.rename(folder, state / HISTORY_DIR / txid)
    fsync_dir(staging)
    fsync_dir(state / HISTORY_DIR)
    checkpoint()
    finish_appends(root, txid, list(appends))
    shutil.rmtree(staging, ignore_errors=True)
    return record


def _mode(path: Path) -> int:
    try:
        return os.stat(path).st_mode & 0o7777
    except OSError:
        return DEFAULT_FILE_MODE  # deleted: undo recreates it with the usual mode
