"""Multi-file transactions: backup → write → verify → commit, or roll everything back.

Layout under ``<store>/.memcli/``::

    tx/<id>/          a transaction in flight: backups b0, b1, ... then intent.json
    history/<id>/     committed transactions (the same folder, renamed): undo reads it
    appends/<id>.json log lines (audit, ledgers) due once <id> commits
    trash/            history folders being pruned

The protocol, and why a crash at any instant is safe:

1. Back up every file that will change into ``tx/<id>/bN`` (fsynced).
2. Write ``intent.json`` atomically: from here on the transaction is armed.
   A crash before this point touched no store file; recovery just deletes
   the folder.
3. Replace each target atomically (temp file, fsync, rename, fsync dir).
4. Verify every target (exists, non-empty, the bytes written, frontmatter
   parses, no suspicious shrink). A failure rolls all of them back.
5. Commit: rename ``tx/<id>`` to ``history/<id>`` (one atomic rename).
6. Append the transaction's log lines, then delete ``appends/<id>.json``
   (written before step 5), so a crash between commit and appends loses no
   audit line: recovery appends those not yet there.

Recovery (run by every command that can take the lock without waiting)
rolls back each armed transaction still in ``tx/``: files whose content is
not the backup are restored atomically, files the transaction created are
removed, temp files are deleted; then it finishes the log appends of
committed transactions. Recovery is idempotent, so a crash during
recovery is recovered by the next command.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from memcli import regular_files
from memcli.clock import Clock
from memcli.errors import LockedError, UsageError, WriteFailed
from memcli.safeedit.atomic import (
    DEFAULT_FILE_MODE,
    append_line,
    atomic_write_bytes,
    checkpoint,
    ensure_private_dir,
    fsync_dir,
    remove_file,
    remove_stale_temps,
    temp_name,
    write_new_file,
)
from memcli.safeedit.lock import is_held_here, store_lock

log = logging.getLogger("memcli")

STATE_DIR = ".memcli"
TX_DIR = "tx"
HISTORY_DIR = "history"
TRASH_DIR = "trash"
APPENDS_DIR = "appends"
# How far back recovery looks for a log line already appended before a crash.
APPEND_TAIL_BYTES = 1 << 20
INTENT = "intent.json"
KEEP_HISTORY = 100
# From this many files on, one os.sync() replaces an fsync per file (and per
# folder): a 3,000-file pattern run spends seconds in fsync otherwise. The
# ordering guarantees stay: backups are durable before the intent, temp files
# before their renames, renames before the commit.
BULK_SYNC_FILES = 16


def sha256(data: bytes | None) -> str | None:
    """Hex digest of ``data`` (``None`` for a missing file)."""
    return None if data is None else hashlib.sha256(data).hexdigest()


def read_bytes_or_none(path: Path) -> bytes | None:
    """A file's bytes, or ``None`` when it does not exist (a FIFO or device is refused, never read)."""
    try:
        return regular_files.read_bytes(path)
    except FileNotFoundError:
        return None


@dataclass(frozen=True)
class FileRecord:
    """One file of a transaction, as recorded in its intent."""

    path: str  # store-relative POSIX path
    existed: bool
    deleted: bool
    old_sha: str | None
    new_sha: str | None
    mode: int
    backup: str | None


@dataclass(frozen=True)
class TxRecord:
    """A transaction's intent/journal record."""

    id: str
    time: str
    command: str
    files: tuple[FileRecord, ...]
    dirs: tuple[str, ...] = ()
    dry_run: bool = False

    @property
    def paths(self) -> list[str]:
        """The store-relative paths of the files it changed."""
        return [f.path for f in self.files]

    def to_json(self) -> str:
        """Serialize for ``intent.json``."""
        data = asdict(self)
        data["files"] = [asdict(f) for f in self.files]
        return json.dumps(data, indent=1)

    @classmethod
    def from_json(cls, text: str) -> "TxRecord":
        """Parse an ``intent.json``."""
        data = json.loads(text)
        files = tuple(FileRecord(**f) for f in data["files"])
        return cls(data["id"], data["time"], data["command"], files, tuple(data.get("dirs", ())), False)


def state_dir(root: Path) -> Path:
    """``<store>/.memcli``."""
    return Path(root) / STATE_DIR


def resolve_target(root: Path, rel: str | os.PathLike) -> tuple[str, Path]:
    """Normalize a store path for writing; refuse anything that leaves the store.

    Accepts a store-relative path or an absolute path inside the store.
    Refuses ``..`` components, symlinked targets and symlinked parents that
    lead outside the store.
    """
    root = Path(os.path.abspath(root))
    raw = os.fspath(rel)
    if "\x00" in raw:
        raise UsageError(f"refusing to write {raw!r}: NUL in path")
    candidate = Path(raw)
    if candidate.is_absolute():
        try:
            candidate = Path(os.path.abspath(candidate)).relative_to(root)
        except ValueError:
            raise UsageError(f"refusing to write {raw}: outside the store {root}") from None
    parts = candidate.parts
    if not parts or any(p in ("..", ".") or p == "" for p in parts):
        raise UsageError(f"refusing to write {raw!r}: not a plain path inside the store")
    target = root.joinpath(*parts)
    root_real = os.path.realpath(root)
    parent_real = os.path.realpath(target.parent)
    if not (parent_real == root_real or parent_real.startswith(root_real + os.sep)):
        raise UsageError(f"refusing to write {raw}: its folder leads outside the store")
    if target.is_symlink():
        raise UsageError(f"refusing to write {raw}: it is a symbolic link")
    return "/".join(parts), target


@dataclass
class _Staged:
    rel: str
    target: Path
    data: bytes | None  # None: delete
    allow_shrink: bool = False
    allow_empty: bool = False


@dataclass
class Transaction:
    """Stage writes, then commit them all or none.

    Nothing touches the disk until ``commit``; a dry run stages and
    reports but never writes.
    """

    root: Path
    command: str
    clock: Clock
    dry_run: bool = False
    _staged: dict[str, _Staged] = field(default_factory=dict)
    _appends: list[tuple[str, str]] = field(default_factory=list)  # (store path, line)
    record: TxRecord | None = None

    def read_bytes(self, rel: str) -> bytes | None:
        """Current content as this transaction will leave it (staged, else on disk)."""
        key, target = resolve_target(self.root, rel)
        if key in self._staged:
            return self._staged[key].data
        return read_bytes_or_none(target)

    def read_text(self, rel: str) -> str | None:
        """``read_bytes`` decoded as UTF-8."""
        data = self.read_bytes(rel)
        return None if data is None else data.decode("utf-8")

    def write_bytes(self, rel: str, data: bytes, *, allow_shrink: bool = False, allow_empty: bool = False) -> None:
        """Stage ``data`` as the new content of ``rel``."""
        key, target = resolve_target(self.root, rel)
        self._staged[key] = _Staged(key, target, bytes(data), allow_shrink, allow_empty)

    def write_text(self, rel: str, text: str, *, allow_shrink: bool = False, allow_empty: bool = False) -> None:
        """Stage ``text`` (UTF-8) as the new content of ``rel``."""
        self.write_bytes(rel, text.encode("utf-8"), allow_shrink=allow_shrink, allow_empty=allow_empty)

    def delete(self, rel: str) -> None:
        """Stage the removal of ``rel``."""
        key, target = resolve_target(self.root, rel)
        self._staged[key] = _Staged(key, target, None, True, True)

    def append_after_commit(self, rel: str, line: str) -> None:
        """Append a log line (e.g. to ``.memcli/audit.jsonl``) once the transaction commits."""
        key, _ = resolve_target(self.root, rel)
        self._appends.append((key, line))

    def planned(self) -> list[str]:
        """Store-relative paths whose content this transaction would change."""
        return [s.rel for s in self._effective()[0]]

    def _effective(self) -> tuple[list[_Staged], dict[str, bytes | None]]:
        changes, old = [], {}
        for staged in self._staged.values():
            current = read_bytes_or_none(staged.target)
            if current == staged.data:
                continue
            changes.append(staged)
            old[staged.rel] = current
        return changes, old

    def commit(self) -> TxRecord | None:
        """Apply every staged change as one transaction; ``None`` if nothing changes."""
        changes, old = self._effective()
        if not changes:
            return None
        if self.dry_run:
            files = tuple(_file_record(s, old[s.rel], None, 0) for s in changes)
            self.record = TxRecord("dry-run", self.clock.stamp(), self.command, files, dry_run=True)
            return self.record
        root = Path(os.path.abspath(self.root))
        self.record = _apply(root, self.command, self.clock, changes, old, self._appends)
        _finish_appends(root, self.record.id, self._appends)
        return self.record


def _file_record(staged: _Staged, old: bytes | None, backup: str | None, mode: int) -> FileRecord:
    return FileRecord(staged.rel, old is not None, staged.data is None, sha256(old), sha256(staged.data), mode, backup)


def _next_id(state: Path) -> str:
    highest = 0
    for sub in (TX_DIR, HISTORY_DIR):
        try:
            names = os.listdir(state / sub)
        except FileNotFoundError:
            continue
        highest = max([highest] + [int(n) for n in names if n.isdigit()])
    return f"{highest + 1:06d}"


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


def _apply(root: Path, command: str, clock: Clock, changes: list[_Staged], old: dict[str, bytes | None],
           appends: list[tuple[str, str]]) -> TxRecord:
    state = state_dir(root)
    ensure_private_dir(state / TX_DIR)
    ensure_private_dir(state / HISTORY_DIR)
    txid = _next_id(state)
    txdir = state / TX_DIR / txid
    txdir.mkdir(mode=0o700)
    checkpoint()
    try:
        record = _arm(root, txdir, txid, command, clock, changes, old)
    except OSError as exc:  # nothing in the store was touched yet
        shutil.rmtree(txdir, ignore_errors=True)
        raise WriteFailed(f"{command}: could not back up before writing, nothing changed ({exc.strerror or exc})") from None
    try:
        _write_all(root, record, changes)
        problems = _verify(record, changes, old)
        if problems:
            raise WriteFailed("; ".join(problems))
    except (OSError, WriteFailed) as exc:
        _undo_failed_write(root, txdir, record, _reason(exc))
    _save_appends(state, txid, appends)
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
        _rollback(root, txdir, record)
    except OSError as exc:
        raise WriteFailed(f"{command}: write failed ({reason}) and the rollback could not finish "
                          f"({_reason(exc)}); the next memcli command will finish it") from None
    shutil.rmtree(txdir, ignore_errors=True)
    discard_appends(state_dir(root), record.id)
    raise WriteFailed(f"{command}: write failed, every file of the transaction was rolled back ({reason})")


def _appends_file(state: Path, txid: str) -> Path:
    return state / APPENDS_DIR / f"{txid}.json"


def _save_appends(state: Path, txid: str, appends: list[tuple[str, str]]) -> None:
    """Record the log lines due after commit, before committing (see step 6)."""
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


def _finish_appends(root: Path, txid: str, appends: list[tuple[str, str]], *, recovering: bool = False) -> None:
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
        with open(target, "rb") as handle:
            handle.seek(max(0, os.fstat(handle.fileno()).st_size - APPEND_TAIL_BYTES))
            tail = handle.read()
    except FileNotFoundError:
        return False
    return (line.rstrip("\n") + "\n").encode("utf-8") in tail


def _recover_appends(root: Path) -> None:
    """Finish the appends of committed transactions; drop those of transactions rolled back."""
    state = state_dir(root)
    for name in _pending_appends(state):
        txid = name.removesuffix(".json")
        if not (state / HISTORY_DIR / txid).is_dir():
            discard_appends(state, txid)
            continue
        try:
            appends = [(str(rel), str(line)) for rel, line in json.loads(_appends_file(state, txid).read_bytes())]
        except (OSError, ValueError, TypeError):
            log.warning("pending log lines of transaction %s are unreadable; dropped", txid)
            discard_appends(state, txid)
            continue
        _finish_appends(root, txid, appends, recovering=True)
        log.warning("appended the log lines of interrupted transaction %s", txid)


def _pending_appends(state: Path) -> list[str]:
    try:
        return sorted(n for n in os.listdir(state / APPENDS_DIR) if n.endswith(".json"))
    except (FileNotFoundError, NotADirectoryError):
        return []


def _arm(root: Path, txdir: Path, txid: str, command: str, clock: Clock, changes: list[_Staged],
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
        os.sync()
    fsync_dir(txdir)
    record = TxRecord(txid, clock.stamp(), command, tuple(files), tuple(_missing_dirs(root, [s.target for s in changes])))
    atomic_write_bytes(txdir / INTENT, record.to_json().encode("utf-8"), mode=0o600)
    checkpoint()
    return record


def _write_all(root: Path, record: TxRecord, changes: list[_Staged]) -> None:
    """Write every temp file, make them durable, rename them into place, then sync each folder once."""
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
    if bulk:
        os.sync()
    folders: dict[Path, None] = {}
    for tmp, target, _mode in renames:
        os.replace(tmp, target)
        folders[target.parent] = None
        checkpoint()
    for staged in changes:
        if staged.data is None:
            remove_file(staged.target)
            folders[staged.target.parent] = None
            checkpoint()
    for folder in folders:
        fsync_dir(folder)


def _parses(data: bytes | None) -> bool:
    from memcli.store import frontmatter

    if data is None:
        return True
    try:
        return frontmatter.parses(data.decode("utf-8"))
    except UnicodeDecodeError:
        return False


def _verify(record: TxRecord, changes: list[_Staged], old: dict[str, bytes | None]) -> list[str]:
    """The SPEC §4 checks on what is now on disk."""
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
        elif not on_disk and not staged.allow_empty:
            problems.append(f"{staged.rel}: EMPTY")
        elif on_disk != staged.data:
            problems.append(f"{staged.rel}: content on disk differs from what was written")
        elif previous and not staged.allow_shrink and len(on_disk) < len(previous) // 5:
            problems.append(f"{staged.rel}: SUSPICIOUS_SHRINK ({len(previous)} → {len(on_disk)} bytes)")
        elif staged.rel.endswith(".md") and _parses(previous) and not _parses(on_disk):
            problems.append(f"{staged.rel}: frontmatter no longer parses")
    return problems


def _rollback(root: Path, txdir: Path, record: TxRecord) -> None:
    """Put every file of ``record`` back as it was. Idempotent."""
    restore_tag = record.id + "r"
    for info in record.files:
        target = root / info.path
        for tag in (record.id, restore_tag):
            remove_file(temp_name(target, tag))
        current = read_bytes_or_none(target)
        if not info.existed:
            if current is not None:
                remove_file(target)
                fsync_dir(target.parent)
            continue
        if current is not None and sha256(current) == info.old_sha:
            continue
        backup = (txdir / info.backup).read_bytes() if info.backup else b""
        if sha256(backup) != info.old_sha:
            log.error("backup of %s in %s is damaged; left the file as it is", info.path, txdir)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(target, backup, mode=info.mode, tag=restore_tag)
    for directory in reversed(record.dirs):
        try:
            (root / directory).rmdir()
        except OSError:
            pass


def _prune_history(state: Path) -> None:
    history = state / HISTORY_DIR
    names = sorted(n for n in os.listdir(history) if n.isdigit())
    excess = names[: max(0, len(names) - KEEP_HISTORY)]
    if not excess:
        return
    trash = state / TRASH_DIR
    ensure_private_dir(trash)
    for name in excess:
        os.rename(history / name, trash / name)
    shutil.rmtree(trash, ignore_errors=True)


def pending_transactions(root: Path) -> list[str]:
    """Ids of transactions interrupted before commit (cheap: one listdir)."""
    try:
        return sorted(os.listdir(state_dir(root) / TX_DIR))
    except (FileNotFoundError, NotADirectoryError):
        return []


def recover(root: Path) -> list[str]:
    """Roll back interrupted transactions if the lock can be taken without waiting.

    Returns the ids rolled back. When another process holds the lock its
    transaction is not interrupted, only in progress: it is left alone.
    """
    root = Path(root)
    state = state_dir(root)
    for folder in (state, state / "cache", state / APPENDS_DIR):
        remove_stale_temps(folder)  # tool-state temps of killed processes
    if not pending_transactions(root) and not (state / TRASH_DIR).exists() and not _pending_appends(state):
        return []
    if is_held_here(state):
        return _recover_locked(root)
    try:
        with store_lock(state, wait=0, command="recovery"):
            return _recover_locked(root)
    except LockedError:
        return []


def _recover_locked(root: Path) -> list[str]:
    state = state_dir(root)
    shutil.rmtree(state / TRASH_DIR, ignore_errors=True)
    recovered = []
    for name in pending_transactions(root):
        txdir = state / TX_DIR / name
        intent = txdir / INTENT
        if intent.exists():
            record = TxRecord.from_json(intent.read_text("utf-8"))
            _rollback(root, txdir, record)
            recovered.append(name)
            log.warning("rolled back interrupted transaction %s (%s)", name, record.command)
        shutil.rmtree(txdir, ignore_errors=True)
    fsync_dir(state / TX_DIR)
    _recover_appends(root)
    return recovered


@contextmanager
def transaction(root: Path, command: str, clock: Clock, *, dry_run: bool = False, wait: float = 10.0) -> Iterator[Transaction]:
    """Open a transaction: take the lock (unless dry run), recover leftovers, commit on exit.

    If the block raises, nothing was written.
    """
    root = Path(os.path.abspath(root))
    if dry_run:
        tx = Transaction(root, command, clock, dry_run=True)
        yield tx
        tx.commit()
        return
    with store_lock(state_dir(root), wait=wait, command=command):
        if pending_transactions(root) or _pending_appends(state_dir(root)):
            _recover_locked(root)
        tx = Transaction(root, command, clock)
        yield tx
        tx.commit()


def load_history(root: Path) -> list[TxRecord]:
    """Committed transactions, newest first."""
    history = state_dir(root) / HISTORY_DIR
    try:
        names = sorted((n for n in os.listdir(history) if n.isdigit()), reverse=True)
    except FileNotFoundError:
        return []
    records = []
    for name in names:
        try:
            records.append(TxRecord.from_json((history / name / INTENT).read_text("utf-8")))
        except (OSError, ValueError, KeyError, TypeError):
            log.warning("history entry %s is unreadable; skipped", name)
    return records


def history_dir(root: Path, txid: str) -> Path:
    """Where a committed transaction's backups live."""
    return state_dir(root) / HISTORY_DIR / txid


def record_summary(record: TxRecord) -> dict[str, Any]:
    """The ``memcli history --format json`` shape of one transaction."""
    return {"id": record.id, "time": record.time, "command": record.command, "files": record.paths}
