"""Rolling back interrupted transactions, and the log lines due after a commit.

Every command, readers included, first rolls back a transaction left in
``tx/`` by a killed run, when it can take the lock without waiting. A file
is put back only while it holds exactly what the transaction wrote: the
target of a write is only ever replaced by a rename, so at any crash it
holds its old bytes (nothing to do), its new bytes (restore the backup), or
— if someone edited it since — something else. That later edit is kept as
it is; the version from before the transaction is saved under
``conflicts/<id>/<path>`` and both are named on stderr. Temp files (the
only place a partial write can be) are deleted. Recovery is idempotent, so
a crash during recovery is recovered by the next command.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from memcli.errors import LockedError
from memcli.formats import regular_files
from memcli.safeedit.atomic import (
    append_line,
    atomic_write_bytes,
    checkpoint,
    ensure_private_dir,
    fsync_dir,
    in_parallel,
    remove_file,
    remove_stale_temps,
    sync_filesystems,
    temp_name,
    write_new_file,
)
from memcli.safeedit.journal import (
    APPENDS_DIR,
    CONFLICTS_DIR,
    DAMAGED_APPENDS,
    DAMAGED_TX,
    HISTORY_DIR,
    INTENT,
    STATE_DIR,
    TRASH_DIR,
    TX_DIR,
    DamagedRecord,
    FileRecord,
    TxRecord,
    move_aside,
    parse_appends,
    pending_transactions,
    read_record,
    sha256,
    state_dir,
)
from memcli.safeedit.lock import is_held_here, store_lock

log = logging.getLogger("memcli")

# From this many files on, a rollback puts the backups back as one group commit (as ``BULK_SYNC_FILES``
# in ``transaction.py``): rolling back a killed 10,000-file run file by file takes minutes of fsyncs.
BULK_RESTORE_FILES = 16
# How far back recovery looks for a log line already appended before a crash.
APPEND_TAIL_BYTES = 1 << 20
_UNREADABLE = "unreadable"  # the "hash" of a target that is now a folder or cannot be read


@dataclass(frozen=True)
class KeptEdit:
    """A file a rollback left as it is because it changed after the transaction wrote it."""

    path: str
    saved: str | None  # store-relative copy of its version from before the transaction (None: it had none)


def rollback(root: Path, txdir: Path, record: TxRecord) -> list[KeptEdit]:
    """Put every file of ``record`` back as it was, unless changed since; the files kept. Idempotent."""
    restore_tag = record.id + "r"
    kept = []
    restores: list[tuple[Path, bytes, int]] = []
    emptied: list[Path] = []  # folders a created file was removed from
    for info in record.files:
        target = root / info.path
        for tag in (record.id, restore_tag):
            remove_file(temp_name(target, tag))
        current = _content_sha(target)
        if current == info.old_sha:
            continue  # not written yet, or already put back
        if current != info.new_sha:
            kept.append(_keep_later_edit(root, txdir, record, info))
            continue
        if not info.existed:
            remove_file(target)
            emptied.append(target.parent)
            continue
        backup = _backup_bytes(txdir, info)
        if backup is None:
            log.error("backup of %s in %s is damaged; left the file as it is", info.path, txdir)
            continue
        restores.append((target, backup, info.mode))
    if len(restores) + len(emptied) >= BULK_RESTORE_FILES:
        _restore_in_bulk(restores, emptied, restore_tag)
    else:
        for folder in dict.fromkeys(emptied):
            fsync_dir(folder)
        for target, backup, mode in restores:
            target.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(target, backup, mode=mode, tag=restore_tag)
    for directory in reversed(record.dirs):
        try:
            (root / directory).rmdir()
        except OSError:
            pass
    return kept


def _restore_in_bulk(restores: list[tuple[Path, bytes, int]], emptied: list[Path], tag: str) -> None:
    """Put many backups back as one group commit, as the transaction wrote them (see ``transaction._write_all``).

    Every temp file is written, one ``sync_filesystem`` makes them durable,
    then each replaces its target by a rename and one more sync makes the
    renames durable. A crash in between leaves each target old or new and
    the transaction in ``tx/``: the next recovery deletes the temps and
    finishes.
    """
    for target, backup, mode in restores:
        target.parent.mkdir(parents=True, exist_ok=True)
        write_new_file(temp_name(target, tag), backup, mode, fsync=False)
        checkpoint()
    folders = list(dict.fromkeys([*(target.parent for target, _, _ in restores), *emptied]))
    sync_filesystems(folders)
    in_parallel(os.replace, ((temp_name(target, tag), target) for target, _, _ in restores))
    sync_filesystems(folders)


def _content_sha(target: Path) -> str | None:
    try:
        return sha256(regular_files.read_state(target))
    except FileNotFoundError:
        return None
    except OSError:
        return _UNREADABLE


def _backup_bytes(txdir: Path, info: FileRecord) -> bytes | None:
    """The backup of ``info`` when it is intact (its hash is the recorded old one)."""
    try:
        data = regular_files.read_state(txdir / info.backup) if info.backup else b""
    except OSError:
        return None
    return data if sha256(data) == info.old_sha else None


def _keep_later_edit(root: Path, txdir: Path, record: TxRecord, info: FileRecord) -> KeptEdit:
    """Leave an edited file alone; save the version from before ``record`` under ``conflicts/<id>/``."""
    where = f"rolling back transaction {record.id} ({record.command}): {info.path}"
    if not info.existed:
        log.warning("%s, which it created, was changed after it; kept as it is", where)
        return KeptEdit(info.path, None)
    backup = _backup_bytes(txdir, info)
    if backup is None:
        log.error("%s was changed after it; kept as it is (its backup in %s is damaged)", where, txdir)
        return KeptEdit(info.path, None)
    saved = f"{STATE_DIR}/{CONFLICTS_DIR}/{record.id}/{info.path}"
    ensure_private_dir((root / saved).parent)
    atomic_write_bytes(root / saved, backup, mode=0o600)
    log.warning("%s was changed after it; kept as it is, and its version from before the transaction saved as %s",
                where, saved)
    return KeptEdit(info.path, saved)


def recover(root: Path) -> list[str]:
    """Roll back interrupted transactions if the lock can be taken without waiting.

    Returns the ids rolled back. When another process holds the lock its
    transaction is not interrupted, only in progress: it is left alone.
    """
    root = Path(root)
    state = state_dir(root)
    snapshot = state / "snapshot"  # memcli.safeedit.snapshot: manifest, packs, deltas
    for folder in (state, state / "cache", state / APPENDS_DIR, snapshot, snapshot / "packs", snapshot / "deltas"):
        remove_stale_temps(folder)  # tool-state temps of killed processes
    if not pending_transactions(root) and not (state / TRASH_DIR).exists() and not pending_appends(state):
        return []
    if is_held_here(state):
        return recover_locked(root)
    try:
        with store_lock(state, wait=0, command="recovery"):
            return recover_locked(root)
    except LockedError:
        return []


def recover_locked(root: Path) -> list[str]:
    """Recovery proper, the lock held: roll back what is in ``tx/``, finish committed appends."""
    state = state_dir(root)
    shutil.rmtree(state / TRASH_DIR, ignore_errors=True)
    recovered = []
    for name in pending_transactions(root):
        txdir = state / TX_DIR / name
        try:
            record = read_record(txdir)
        except (FileNotFoundError, DamagedRecord) as exc:
            _set_aside_damaged(root, txdir, name, str(exc) if isinstance(exc, DamagedRecord) else "not a folder")
            continue
        kept = rollback(root, txdir, record)
        recovered.append(name)
        log.warning("rolled back interrupted transaction %s (%s)%s", name, record.command,
                    f", except {len(kept)} file(s) changed since (see above)" if kept else "")
        shutil.rmtree(txdir, ignore_errors=True)
    fsync_dir(state / TX_DIR)
    recover_appends(root)
    return recovered


def _set_aside_damaged(root: Path, txdir: Path, txid: str, why: str) -> None:
    """A transaction whose intent cannot be read: unarmed, it is dropped; armed, it is moved aside whole."""
    if not (txdir.exists() or txdir.is_symlink()):
        return  # gone meanwhile
    if txdir.is_dir() and not txdir.is_symlink() and not (txdir / INTENT).exists():
        shutil.rmtree(txdir, ignore_errors=True)  # never armed: it had not touched the store
        return
    _remove_temps_of(root, txid)
    try:
        move_aside(root, txdir, txid + DAMAGED_TX,
                   f"{why}; the files it names were left as they are")
    except OSError as exc:
        log.warning("%s is damaged (%s) and could not be moved aside (%s); left in place",
                    txdir.relative_to(root), why, exc.strerror or exc)


def _remove_temps_of(root: Path, txid: str) -> None:
    """Delete the temp files a transaction may have left anywhere in the store (its record cannot say where)."""
    endings = tuple(f".{tag}.memcli-tmp" for tag in (txid, txid + "r"))
    for folder, dirs, files in os.walk(root):
        if Path(folder) == root:
            dirs[:] = [d for d in dirs if d != STATE_DIR]
        for name in files:
            if name.startswith(".") and name.endswith(endings):
                remove_file(Path(folder) / name)


# -- log lines due after a commit (step 6 of the protocol) ---------------------------------


def _appends_file(state: Path, txid: str) -> Path:
    return state / APPENDS_DIR / f"{txid}.json"


def save_appends(state: Path, txid: str, appends: list[tuple[str, str]]) -> None:
    """Record the log lines due after commit, before committing."""
    if not appends:
        return
    try:
        ensure_private_dir(state / APPENDS_DIR)
        atomic_write_bytes(_appends_file(state, txid), json.dumps(appends).encode("utf-8"), mode=0o600)
    except OSError as exc:
        # Like a failed append itself, this costs at most log lines, never the change.
        log.warning("could not record the log lines of transaction %s (%s); a crash now would lose them",
                    txid, exc.strerror or exc)
    checkpoint()


def discard_appends(state: Path, txid: str) -> None:
    """Forget the log lines of a transaction that did not commit."""
    remove_file(_appends_file(state, txid))


def finish_appends(root: Path, txid: str, appends: list[tuple[str, str]], *, recovering: bool = False) -> None:
    """Append a committed transaction's log lines (skipping those a crash left already written)."""
    state = state_dir(root)
    for rel, line in appends:
        target = root / rel
        try:
            ensure_private_dir(target.parent)
            if recovering and _already_appended(target, line):
                continue
            append_line(target, line)
            checkpoint()
        except OSError as exc:
            log.warning("could not append to %s: %s", target, exc.strerror or exc)
    discard_appends(state, txid)


def _already_appended(target: Path, line: str) -> bool:
    try:
        with regular_files.open_regular(target) as handle:
            handle.seek(max(0, os.fstat(handle.fileno()).st_size - APPEND_TAIL_BYTES))
            tail = handle.read()
    except FileNotFoundError:
        return False
    return (line.rstrip("\n") + "\n").encode("utf-8") in tail


def recover_appends(root: Path) -> None:
    """Finish the appends of committed transactions; drop those of transactions rolled back."""
    state = state_dir(root)
    for name in pending_appends(state):
        txid = name.removesuffix(".json")
        if not (state / HISTORY_DIR / txid).is_dir():
            discard_appends(state, txid)
            continue
        try:
            appends = parse_appends(json.loads(regular_files.read_state(_appends_file(state, txid))))
        except (OSError, ValueError, RecursionError) as exc:
            move_aside(root, _appends_file(state, txid), txid + DAMAGED_APPENDS,
                       f"{exc}; the log lines of transaction {txid} were not appended")
            continue
        finish_appends(root, txid, appends, recovering=True)
        log.warning("appended the log lines of interrupted transaction %s", txid)


def pending_appends(state: Path) -> list[str]:
    """Names of the ``appends/*.json`` files waiting."""
    try:
        return sorted(n for n in os.listdir(state / APPENDS_DIR) if n.endswith(".json"))
    except (FileNotFoundError, NotADirectoryError):
        return []
