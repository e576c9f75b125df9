"""Multi-file transactions: backup → write → verify → commit, or roll everything back.

The journal's layout is described in ``journal.py``. The protocol, and why
a crash at any instant is safe:

1. Back up every file that will change into ``tx/<id>/bN`` (fsynced).
2. Write ``intent.json`` atomically: every file with the SHA-256 of its old
   and of its new content, the run it belongs to, the log lines it will
   add. From here on the transaction is armed. A crash before this point
   touched no store file; recovery just deletes the folder.
3. Replace each target atomically (temp file, fsync, rename, fsync dir).
4. Verify every target (exists, non-empty, the bytes written, frontmatter
   parses, no suspicious shrink). A failure rolls all of them back.
5. Commit: rename ``tx/<id>`` to ``history/<id>`` (one atomic rename).
6. Append the transaction's log lines, then delete ``appends/<id>.json``
   (written before step 5), so a crash between commit and appends loses no
   audit line: recovery appends those not yet there.

Recovery (``recovery.py``, run by every command that can take the lock
without waiting) rolls back each armed transaction still in ``tx/`` —
restoring a file only while it holds exactly what the transaction wrote —
and finishes the log appends of committed ones.
"""

from __future__ import annotations

import logging
import os
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memcli.clock import Clock
from memcli.errors import StoreChanged, UsageError, WriteFailed
from memcli.safeedit.atomic import (
    DEFAULT_FILE_MODE,
    atomic_write_bytes,
    checkpoint,
    ensure_private_dir,
    fsync_dir,
    in_parallel,
    remove_file,
    sync_filesystem,
    sync_filesystems,
    temp_name,
    write_new_file,
)
from memcli.safeedit.journal import (  # noqa: F401  (re-exported: the safe-edit layer's public names)
    APPENDS_DIR,
    CONFLICTS_DIR,
    HISTORY_DIR,
    INTENT,
    STATE_DIR,
    TRASH_DIR,
    TX_DIR,
    DamagedRecord,
    FileRecord,
    TxRecord,
    highest_id,
    history_dir,
    load_history,
    pending_transactions,
    read_bytes_or_none,
    read_record,
    record_summary,
    sha256,
    state_dir,
)
from memcli.safeedit.lock import store_lock
from memcli.safeedit.settle import settled
from memcli.safeedit.snapshot import note_commit
from memcli.safeedit.recovery import (  # noqa: F401
    discard_appends,
    finish_appends,
    recover,
    recover_locked,
    pending_appends,
    rollback,
    save_appends,
)

log = logging.getLogger("memcli")

KEEP_HISTORY = 100
# From this many files on a transaction is a group commit: one ``sync_filesystem``
# (``syncfs``) per phase replaces an fsync per file and per folder, since a
# 13,000-file pattern run spends most of its time in fsync otherwise. The
# ordering guarantees stay: backups are durable before the intent, temp files
# before their renames, renames (and the folders they land in) before the commit.
BULK_SYNC_FILES = 16
_UNSEEN: Any = object()  # "not read yet", where ``None`` means "does not exist"


@dataclass
class Run:
    """One command run (one ``memcli`` invocation): every transaction it commits shares ``id``.

    The id is ``r`` followed by the id of the run's first committed
    transaction, so it is unique and reads in order. ``command_line`` is
    the command as typed, shown by ``memcli history``.
    """

    command_line: str = ""
    id: str | None = None


def resolve_target(root: Path, rel: str | os.PathLike, realpaths: dict[str, str] | None = None) -> tuple[str, Path]:
    """Normalize a store path for writing; refuse anything that leaves the store.

    Accepts a store-relative path or an absolute path inside the store.
    Refuses ``..`` components, symlinked targets and symlinked parents that
    lead outside the store. ``realpaths`` remembers each folder's real path
    for the calls of one transaction (thousands of files in a few hundred
    folders: resolving each folder again was most of staging them).
    """
    root_text = os.path.abspath(root)
    raw = os.fspath(rel)
    if "\x00" in raw:
        raise UsageError(f"refusing to write {raw!r}: NUL in path")
    parts = tuple(raw.split("/")) if isinstance(raw, str) else ()
    if not parts or raw.startswith("/") or any(p in ("..", ".", "") for p in parts):
        # not already a plain relative path (the usual case, checked with string operations): let pathlib read it
        parts = _path_parts(Path(root_text), raw)
    target_text = os.path.join(root_text, *parts)
    cache: dict[str, str] = {} if realpaths is None else realpaths
    root_real = cache.get(root_text) or cache.setdefault(root_text, os.path.realpath(root_text))
    parent = os.path.dirname(target_text)
    parent_real = cache.get(parent) or cache.setdefault(parent, os.path.realpath(parent))
    if not (parent_real == root_real or parent_real.startswith(root_real + os.sep)):
        raise UsageError(f"refusing to write {raw}: its folder leads outside the store")
    if os.path.islink(target_text):
        raise UsageError(f"refusing to write {raw}: it is a symbolic link")
    return "/".join(parts), Path(target_text)


def _path_parts(root: Path, raw: str) -> tuple[str, ...]:
    """The components of a store path given in any form pathlib reads (absolute, ``a//b``, ``./a``)."""
    candidate = Path(raw)
    if candidate.is_absolute():
        try:
            candidate = Path(os.path.abspath(candidate)).relative_to(root)
        except ValueError:
            raise UsageError(f"refusing to write {raw}: outside the store {root}") from None
    parts = candidate.parts
    if not parts or any(p in ("..", ".") or p == "" for p in parts):
        raise UsageError(f"refusing to write {raw!r}: not a plain path inside the store")
    return parts


@dataclass
class _Staged:
    rel: str
    target: Path
    data: bytes | None  # None: delete
    allow_shrink: bool = False
    allow_empty: bool = False
    restore: bool = False  # earlier bytes put back verbatim (undo): only checked to be the bytes written


# A content check of one written file: ``(store path, bytes before or None, bytes now)`` → why it is wrong, or None.
Verify = Callable[[str, "bytes | None", bytes], "str | None"]


@dataclass
class Transaction:
    """Stage writes, then commit them all or none.

    Nothing touches the disk until ``commit``; a dry run stages and
    reports but never writes. ``run`` groups it with the other
    transactions of the same command run; ``reverses`` and ``kind`` are
    set by an undo or redo. ``verify`` is the store's check of a written
    file's content (memory files must still parse), run with the docs/contracts.md §4
    checks before the commit.
    """

    root: Path
    command: str
    clock: Clock
    dry_run: bool = False
    run: Run | None = None
    verify: Verify | None = None
    reverses: tuple[str, ...] = ()
    kind: str = ""
    _staged: dict[str, _Staged] = field(default_factory=dict)
    _appends: list[tuple[str, str]] = field(default_factory=list)  # (store path, line)
    _realpaths: dict[str, str] = field(default_factory=dict)  # folder -> real path, for ``resolve_target``
    _seen: dict[str, bytes | None] = field(default_factory=dict)  # a dry run's disk reads (see ``_effective``)
    # what each file held when this transaction first read it: a staged write computed from those bytes must not
    # replace bytes another writer put there since (Claude Code, the person): see ``_check_unchanged``
    _base: dict[str, bytes | str | None] = field(default_factory=dict)  # str: text as read (newlines translated)
    record: TxRecord | None = None

    def read_bytes(self, rel: str) -> bytes | None:
        """Current content as this transaction will leave it (staged, else on disk)."""
        key, target = resolve_target(self.root, rel, self._realpaths)
        if key in self._staged:
            return self._staged[key].data
        data = _settled_read(target)
        if self.dry_run:
            self._seen[key] = data
        self._base.setdefault(key, data)
        return data

    def read_text(self, rel: str) -> str | None:
        """``read_bytes`` decoded as UTF-8."""
        data = self.read_bytes(rel)
        return None if data is None else data.decode("utf-8")

    def expect(self, rel: str, data: bytes | str | None) -> None:
        """Declare the content a write of ``rel`` was computed from, read before the transaction (an editor session).

        ``data`` is the bytes, or the text as read in text mode (``\\r\\n``
        read as ``\\n``), or ``None`` for a file that did not exist.

        The commit then refuses, exit 3, when the file holds anything else:
        another writer's change in the meantime is never overwritten.
        """
        key, _target = resolve_target(self.root, rel, self._realpaths)
        self._base[key] = data if data is None or isinstance(data, str) else bytes(data)

    def write_bytes(self, rel: str, data: bytes, *, allow_shrink: bool = False, allow_empty: bool = False) -> None:
        """Stage ``data`` as the new content of ``rel``."""
        key, target = resolve_target(self.root, rel, self._realpaths)
        self._staged[key] = _Staged(key, target, bytes(data), allow_shrink, allow_empty)

    def write_text(self, rel: str, text: str, *, allow_shrink: bool = False, allow_empty: bool = False) -> None:
        """Stage ``text`` (UTF-8) as the new content of ``rel``."""
        self.write_bytes(rel, text.encode("utf-8"), allow_shrink=allow_shrink, allow_empty=allow_empty)

    def restore_bytes(self, rel: str, data: bytes | None) -> None:
        """Stage earlier content of ``rel`` exactly as it was (``None``: it did not exist), as undo does.

        The content checks are skipped: the bytes were on disk before, a
        broken or empty file included, and are put back as they were.
        """
        key, target = resolve_target(self.root, rel, self._realpaths)
        self._staged[key] = _Staged(key, target, None if data is None else bytes(data), True, True, True)

    def delete(self, rel: str) -> None:
        """Stage the removal of ``rel``."""
        key, target = resolve_target(self.root, rel, self._realpaths)
        self._staged[key] = _Staged(key, target, None, True, True)

    def append_after_commit(self, rel: str, line: str) -> None:
        """Append a log line (e.g. to ``.memcli/audit.jsonl``) once the transaction commits."""
        key, _ = resolve_target(self.root, rel, self._realpaths)
        self._appends.append((key, line))

    def planned(self) -> list[str]:
        """Store-relative paths whose content this transaction would change."""
        return [s.rel for s in self._effective()[0]]

    def _effective(self) -> tuple[list[_Staged], dict[str, bytes | None]]:
        """The staged changes that change something, and each file's content before.

        A real commit reads every file again (its backup is what is on disk
        now); a dry run writes nothing and reuses what it read while staging
        (a large dry pattern run read each file once already).
        """
        changes, old = [], {}
        for staged in self._staged.values():
            current = self._seen.get(staged.rel, _UNSEEN) if self.dry_run else _UNSEEN
            if current is _UNSEEN:
                current = read_bytes_or_none(staged.target)
            if current == staged.data:
                continue
            if not self.dry_run:
                _check_unchanged(self, staged.rel, current)
            changes.append(staged)
            old[staged.rel] = current
        return changes, old

    def commit(self) -> TxRecord | None:
        """Apply every staged change as one transaction; ``None`` if nothing changes."""
        changes, old = self._effective()
        if not changes and not self.reverses:  # an undo is recorded even when the files are back already
            return None
        if self.dry_run:
            files = tuple(_file_record(s, old[s.rel], None, 0) for s in changes)
            self.record = TxRecord("dry-run", self.clock.stamp(), self.command, files, dry_run=True,
                                   reverses=self.reverses, kind=self.kind)
            return self.record
        root = Path(os.path.abspath(self.root))
        self.record = _apply(root, self, changes, old)
        if self.run is not None and self.run.id is None:
            self.run.id = self.record.run  # the run's later transactions join this one's
        finish_appends(root, self.record.id, self._appends)
        note_commit(root, self.record.id, {s.rel: s.data for s in changes})
        return self.record


def _settled_read(target: Path) -> bytes | None:
    """The file's bytes, an empty read looked at again before it is believed (``memcli.safeedit.settle``).

    New content computed from a writer's truncate moment would be the index
    without a single line of the person's, and a second empty moment at
    commit time would let the compare-and-swap pass it.
    """
    return settled(lambda: read_bytes_or_none(target))


def _check_unchanged(tx: Transaction, rel: str, current: bytes | None) -> None:
    """Refuse to replace ``rel`` when it no longer holds the bytes this transaction read it with.

    Claude Code, the agent and the person write the same folder without
    memcli's lock: bytes computed from an earlier read would silently undo
    their write (a lost update), so the command stops before touching anything.
    """
    if rel in tx._base and not _same(tx._base[rel], current):
        raise StoreChanged.of(rel, tx.command, "working")


def _same(base: bytes | str | None, current: bytes | None) -> bool:
    """Whether the file still holds what was read (text compared as text mode reads it)."""
    if isinstance(base, str) and current is not None:
        text = current.decode("utf-8", "surrogateescape")
        return base == text.replace("\r\n", "\n").replace("\r", "\n")
    return base == current


def _file_record(staged: _Staged, old: bytes | None, backup: str | None, mode: int) -> FileRecord:
    return FileRecord(staged.rel, old is not None, staged.data is None, sha256(old), sha256(staged.data), mode, backup)


def _next_id(state: Path) -> str:
    return f"{highest_id(state) + 1:06d}"


def _missing_dirs(root: Path, targets: list[Path]) -> list[str]:
    missing: list[str] = []
    for target in targets:
        parent = target.parent
        chain = []
        while parent != root and not parent.exists():
            chain.append(parent)
            parent = parent.parent
        for directory in reversed(chain):
            rel = directory.relative_to(root).as_posix()
            if rel not in missing:
                missing.append(rel)
    return missing


def _apply(root: Path, tx: Transaction, changes: list[_Staged], old: dict[str, bytes | None]) -> TxRecord:
    state = state_dir(root)
    ensure_private_dir(state / TX_DIR)
    ensure_private_dir(state / HISTORY_DIR)
    txid = _next_id(state)
    txdir = state / TX_DIR / txid
    txdir.mkdir(mode=0o700)
    checkpoint()
    try:
        record = _arm(root, txdir, txid, tx, changes, old)
    except OSError as exc:  # nothing in the store was touched yet
        shutil.rmtree(txdir, ignore_errors=True)
        raise WriteFailed(f"{tx.command}: could not back up before writing, nothing changed ({exc.strerror or exc})") from None
    try:
        try:
            _write_all(root, record, changes)
        except _ChangedBeforeRename as exc:
            shutil.rmtree(txdir, ignore_errors=True)
            raise StoreChanged.of(str(exc), tx.command, "writing") from None
        problems = _verify(changes, old, tx.verify)
        if problems:
            raise WriteFailed("; ".join(problems))
    except (OSError, WriteFailed) as exc:
        _undo_failed_write(root, txdir, record, _reason(exc))
    save_appends(state, txid, tx._appends)
    os.rename(txdir, state / HISTORY_DIR / txid)
    fsync_dir(state / TX_DIR)
    fsync_dir(state / HISTORY_DIR)
    checkpoint()
    _prune_history(state)
    return record


def _reason(exc: OSError | WriteFailed) -> str:
    """What went wrong, for one error line: the OS message and the file when it has one."""
    if isinstance(exc, WriteFailed):
        return exc.message
    message = exc.strerror or str(exc)
    return f"{message}: {exc.filename}" if exc.filename else message


def _undo_failed_write(root: Path, txdir: Path, record: TxRecord, reason: str) -> None:
    """Roll back a transaction whose writes failed, and raise the error the user sees.

    When the rollback itself cannot write (a full disk), the transaction is
    left armed in ``tx/`` so that the next command finishes the rollback.
    """
    command = record.command
    try:
        rollback(root, txdir, record)
    except OSError as exc:
        raise WriteFailed(f"{command}: write failed ({reason}) and the rollback could not finish "
                          f"({_reason(exc)}); the next memcli command will finish it") from None
    shutil.rmtree(txdir, ignore_errors=True)
    discard_appends(state_dir(root), record.id)
    raise WriteFailed(f"{command}: write failed, every file of the transaction was rolled back ({reason})")


def _arm(root: Path, txdir: Path, txid: str, tx: Transaction, changes: list[_Staged],
         old: dict[str, bytes | None]) -> TxRecord:
    """Back up every file, then write the intent: from then on recovery will roll back."""
    bulk = len(changes) >= BULK_SYNC_FILES
    files = []
    for index, staged in enumerate(changes):
        previous = old[staged.rel]
        backup = None
        mode = 0o600 if staged.rel.startswith(STATE_DIR + "/") else DEFAULT_FILE_MODE
        if previous is not None:
            backup = f"b{index}"
            mode = os.stat(staged.target).st_mode & 0o7777
            write_new_file(txdir / backup, previous, 0o600, fsync=not bulk)
            checkpoint()
        files.append(_file_record(staged, previous, backup, mode))
    if bulk:
        sync_filesystem(txdir)  # every backup (and the tx folder's entries) durable before the intent
    else:
        fsync_dir(txdir)
    run = tx.run or Run()
    record = TxRecord(txid, tx.clock.stamp(), tx.command, tuple(files),
                      tuple(_missing_dirs(root, [s.target for s in changes])), run=run.id or f"r{txid}",
                      command_line=run.command_line, reverses=tx.reverses, kind=tx.kind, appends=tuple(tx._appends))
    atomic_write_bytes(txdir / INTENT, record.to_json().encode("utf-8"), mode=0o600)
    checkpoint()
    return record


def _write_all(root: Path, record: TxRecord, changes: list[_Staged]) -> None:
    """Write every temp file, make them durable, rename them into place, then sync the folders.

    A bulk transaction (``BULK_SYNC_FILES``) is a group commit: the temp
    files are written without an fsync each, one ``sync_filesystem`` makes
    them all durable before the first rename, and one more after the last
    rename and deletion stands for the folders' fsyncs.
    """
    for directory in record.dirs:
        (root / directory).mkdir(exist_ok=True)
    bulk = len(changes) >= BULK_SYNC_FILES
    renames: list[tuple[Path, Path, int]] = []
    for staged, info in zip(changes, record.files):
        if staged.data is None:
            continue
        tmp = temp_name(staged.target, record.id)
        remove_file(tmp)
        write_new_file(tmp, staged.data, info.mode, fsync=not bulk)
        checkpoint()
        renames.append((tmp, staged.target, info.mode))
    deleted = [staged.target for staged in changes if staged.data is None]
    folders = list(dict.fromkeys(target.parent for target in [*(target for _, target, _ in renames), *deleted]))
    if bulk:
        sync_filesystems(folders)
        checkpoint()
    if not bulk:  # a bulk run re-reading thousands of files costs too much; ``_check_unchanged`` covered them
        _recheck(record, changes, [tmp for tmp, _, _ in renames])
    in_parallel(os.replace, ((tmp, target) for tmp, target, _mode in renames))
    in_parallel(remove_file, ((target,) for target in deleted))
    if bulk:
        sync_filesystems(folders)
        return
    for folder in folders:
        fsync_dir(folder)


def _recheck(record: TxRecord, changes: list[_Staged], temps: list[Path]) -> None:
    """Last look before the renames: a file another writer changed since its backup stops the commit untouched."""
    for staged, info in zip(changes, record.files):
        if sha256(read_bytes_or_none(staged.target)) != info.old_sha:
            for tmp in temps:
                remove_file(tmp)
            raise _ChangedBeforeRename(staged.rel)


class _ChangedBeforeRename(Exception):
    """Raised by ``_recheck``: no store file was touched yet, so the transaction is dropped, not rolled back."""


def _verify(changes: list[_Staged], old: dict[str, bytes | None], verify: Verify | None) -> list[str]:
    """The docs/contracts.md §4 checks on what is now on disk (``verify``: the store's own check of a file's content)."""
    problems = []
    for staged in changes:
        on_disk = read_bytes_or_none(staged.target)
        previous = old[staged.rel]
        if staged.data is None:
            if on_disk is not None:
                problems.append(f"{staged.rel}: still present after delete")
            continue
        if on_disk is None:
            problems.append(f"{staged.rel}: MISSING")
        elif on_disk != staged.data:
            problems.append(f"{staged.rel}: content on disk differs from what was written")
        elif staged.restore:
            continue
        elif not on_disk and not staged.allow_empty:
            problems.append(f"{staged.rel}: EMPTY")
        elif previous and not staged.allow_shrink and len(on_disk) < len(previous) // 5:
            problems.append(f"{staged.rel}: SUSPICIOUS_SHRINK ({len(previous)} → {len(on_disk)} bytes)")
        elif verify is not None and (problem := verify(staged.rel, previous, on_disk)):
            problems.append(f"{staged.rel}: {problem}")
    return problems


def _prune_history(state: Path) -> None:
    """Keep the newest ``KEEP_HISTORY`` transactions, never splitting a run (undo reverses whole runs)."""
    history = state / HISTORY_DIR
    names = sorted(n for n in os.listdir(history) if n.isdigit())
    cut = max(0, len(names) - KEEP_HISTORY)
    while cut and _run_of(history / names[cut]) == _run_of(history / names[cut - 1]):
        cut -= 1
    if not cut:
        return
    trash = state / TRASH_DIR
    ensure_private_dir(trash)
    for name in names[:cut]:
        os.rename(history / name, trash / name)
    # the backups of a large run are thousands of files: deleted in parallel (see ``in_parallel``)
    in_parallel(_remove_quietly, ((Path(folder, name),) for folder, _, files in os.walk(trash) for name in files),
                checkpoints=False)
    shutil.rmtree(trash, ignore_errors=True)


def _remove_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass  # what is left is removed with its folder, or by a later prune


def _run_of(folder: Path) -> str:
    try:
        return read_record(folder).run_id
    except (OSError, DamagedRecord):
        return folder.name  # unreadable: a run of its own


@contextmanager
def transaction(root: Path, command: str, clock: Clock, *, dry_run: bool = False, wait: float = 10.0,
                run: Run | None = None, verify: Verify | None = None) -> Iterator[Transaction]:
    """Open a transaction: take the lock (unless dry run), recover leftovers, commit on exit.

    If the block raises, nothing was written. Transactions given the same
    ``run`` are one command run for ``memcli history`` and ``undo``.
    """
    root = Path(os.path.abspath(root))
    if dry_run:
        tx = Transaction(root, command, clock, dry_run=True, run=run, verify=verify)
        yield tx
        tx.commit()
        return
    with store_lock(state_dir(root), wait=wait, command=command):
        if pending_transactions(root) or pending_appends(state_dir(root)):
            recover_locked(root)
        tx = Transaction(root, command, clock, run=run, verify=verify)
        yield tx
        tx.commit()
