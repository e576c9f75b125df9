"""The transaction journal under ``<store>/.memcli/``: its records, how they are read, and where damaged ones go.

Layout::

    tx/<id>/          a transaction in flight: backups b0, b1, ... then intent.json
    history/<id>/     committed transactions (the same folder, renamed): undo reads it
    appends/<id>.json log lines (audit, ledgers) due once <id> commits
    conflicts/        what recovery could not put back without losing a later edit
                      (``<id>/<store path>``: the version from before transaction <id>),
                      and damaged journal records moved aside with their backups
    trash/            history folders being pruned

A record is read strictly: anything that is not the shape memcli writes
(truncated, empty, not JSON, wrong types, a path leading out of the store)
is *damaged*. A damaged record never stops a command: it is moved aside
under ``conflicts/`` with its backups, and the command says so on stderr.
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from memcli.errors import LockedError
from memcli.formats import regular_files
from memcli.formats.layout import STATE_DIR
from memcli.safeedit.atomic import ensure_private_dir, fsync_dir
from memcli.safeedit.lock import is_held_here, store_lock

log = logging.getLogger("memcli")

TX_DIR = "tx"
HISTORY_DIR = "history"
TRASH_DIR = "trash"
APPENDS_DIR = "appends"
CONFLICTS_DIR = "conflicts"
INTENT = "intent.json"
# Suffixes of journal records moved aside (the number before them stays unique: ``next_id`` counts it).
DAMAGED_TX = ".damaged-tx"
DAMAGED_HISTORY = ".damaged-history"
DAMAGED_APPENDS = ".damaged-appends.json"
UNDO, REDO = "undo", "redo"
_BACKUP_NAME = re.compile(r"b\d+")
_LEADING_NUMBER = re.compile(r"(\d+)")
_OLDER_UNDO = re.compile(r"undo (\d+)")


class DamagedRecord(ValueError):
    """A journal record that is not what memcli writes; the message says what is wrong."""


def sha256(data: bytes | None) -> str | None:
    """Hex digest of ``data`` (``None`` for a missing file)."""
    import hashlib  # OpenSSL's start-up costs ~6 ms: only commands that write pay it

    return None if data is None else hashlib.sha256(data).hexdigest()


def read_bytes_or_none(path: Path) -> bytes | None:
    """A file's bytes, or ``None`` when it does not exist (a FIFO or device is refused, never read)."""
    try:
        return regular_files.read_bytes(path)
    except FileNotFoundError:
        return None


def state_dir(root: Path) -> Path:
    """``<store>/.memcli``."""
    return Path(root) / STATE_DIR


def history_dir(root: Path, txid: str) -> Path:
    """Where a committed transaction's backups live."""
    return state_dir(root) / HISTORY_DIR / txid


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
    """A transaction's intent/journal record.

    ``run`` is shared by every transaction of one command run and
    ``command_line`` is that run as typed (for ``memcli history``).
    ``reverses`` lists the transactions whose changes this one takes back
    (an undo or a redo, ``kind``). ``appends`` are the log lines it adds
    once committed, kept so that an undo can record or take them back.
    """

    id: str
    time: str
    command: str
    files: tuple[FileRecord, ...]
    dirs: tuple[str, ...] = ()
    dry_run: bool = False
    run: str = ""
    command_line: str = ""
    reverses: tuple[str, ...] = ()
    kind: str = ""
    appends: tuple[tuple[str, str], ...] = ()

    @property
    def paths(self) -> list[str]:
        """The store-relative paths of the files it changed."""
        return [f.path for f in self.files]

    @property
    def run_id(self) -> str:
        """The run it belongs to (a record written before runs existed is a run of its own)."""
        return self.run or f"r{self.id}"

    def to_json(self) -> str:
        """Serialize for ``intent.json``: one line per field and one per file.

        Written by hand rather than with ``asdict`` and ``indent``: both run
        in Python per value, seconds for the 13,000 files of a large pattern
        run, where ``json.dumps`` of each small dict runs in C.
        """
        def dump(value: Any) -> str:
            return json.dumps(value, ensure_ascii=False)

        head = {name: getattr(self, name) for name in self.__dataclass_fields__ if name != "files"}
        head["dirs"], head["reverses"] = list(self.dirs), list(self.reverses)
        head["appends"] = [list(pair) for pair in self.appends]
        files = ",\n  ".join(dump(vars(f)) for f in self.files)
        lines = [f" {dump(name)}: {dump(value)}" for name, value in head.items()]
        lines.insert(3, f' "files": [\n  {files}\n ]' if files else ' "files": []')
        return "{\n" + ",\n".join(lines) + "\n}"

    @classmethod
    def from_json(cls, text: str | bytes) -> "TxRecord":
        """Parse an ``intent.json``; ``DamagedRecord`` unless it is exactly the shape memcli writes."""
        try:
            data = json.loads(text)
        except RecursionError:
            raise DamagedRecord("nested too deeply") from None
        except ValueError as exc:  # also UnicodeDecodeError
            raise DamagedRecord(f"not JSON: {exc}" if text.strip() else "empty") from None
        return _record_from(data)


def _record_from(data: Any) -> TxRecord:
    if not isinstance(data, dict):
        raise DamagedRecord(f"a JSON {type(data).__name__}, not an object")
    files = _field(data, "files", list)
    record = TxRecord(
        _field(data, "id", str, pattern=r"\d+"), _field(data, "time", str), _field(data, "command", str),
        tuple(_file_from(f) for f in files), tuple(_plain_path(d) for d in _field(data, "dirs", list, [])), False,
        _field(data, "run", str, ""), _field(data, "command_line", str, ""),
        tuple(_txid(t) for t in _field(data, "reverses", list, [])),
        _field(data, "kind", str, ""), tuple(_append_from(a) for a in _field(data, "appends", list, [])))
    if record.kind not in ("", UNDO, REDO):
        raise DamagedRecord(f"unknown kind {record.kind!r}")
    older_undo = _OLDER_UNDO.fullmatch(record.command)
    if older_undo and "kind" not in data:  # written before undo recorded what it reverses
        record = replace(record, kind=UNDO, reverses=(older_undo.group(1),))
    return record


def _field(data: dict, key: str, kind: type, default: Any = ..., *, pattern: str | None = None) -> Any:
    if key not in data and default is not ...:
        return default
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) != (kind is bool):
        raise DamagedRecord(f"{key!r} is {'missing' if key not in data else type(value).__name__}, not {kind.__name__}")
    if pattern and not re.fullmatch(pattern, value):
        raise DamagedRecord(f"{key!r} is {value!r}")
    return value


def _txid(value: Any) -> str:
    if not (isinstance(value, str) and value.isdigit()):
        raise DamagedRecord(f"transaction id {value!r}")
    return value


def _optional(data: dict, key: str, kind: type) -> Any:
    value = data.get(key)
    return None if value is None else _field(data, key, kind)


def _file_from(data: Any) -> FileRecord:
    if not isinstance(data, dict):
        raise DamagedRecord("a file entry is not an object")
    backup = _optional(data, "backup", str)
    if backup is not None and not _BACKUP_NAME.fullmatch(backup):
        raise DamagedRecord(f"backup name {backup!r}")
    mode = _field(data, "mode", int)
    if not 0 <= mode <= 0o7777:
        raise DamagedRecord(f"file mode {mode}")
    return FileRecord(_plain_path(data.get("path")), _field(data, "existed", bool), _field(data, "deleted", bool),
                      _optional(data, "old_sha", str), _optional(data, "new_sha", str), mode, backup)


def _append_from(data: Any) -> tuple[str, str]:
    if not (isinstance(data, list) and len(data) == 2 and all(isinstance(x, str) for x in data)):
        raise DamagedRecord("an appended line is not [path, line]")
    return _plain_path(data[0]), data[1]


def parse_appends(data: Any) -> list[tuple[str, str]]:
    """Validate the JSON of pending log lines: ``[[store path, line], ...]``."""
    if not isinstance(data, list):
        raise DamagedRecord(f"a JSON {type(data).__name__}, not a list")
    return [_append_from(item) for item in data]


def _plain_path(value: Any) -> str:
    """A store-relative path that stays inside the store (a damaged or forged record must not lead out)."""
    if not isinstance(value, str):
        raise DamagedRecord(f"a path is {type(value).__name__}")
    parts = value.split("/")
    if not value or value.startswith("/") or "\x00" in value or any(p in ("", ".", "..") for p in parts):
        raise DamagedRecord(f"path {value!r} is not a plain path inside the store")
    return value


def record_summary(record: TxRecord) -> dict[str, Any]:
    """The ``memcli history --format json`` shape of one transaction."""
    return {"id": record.id, "time": record.time, "command": record.command, "run": record.run_id,
            "files": record.paths}


def pending_transactions(root: Path) -> list[str]:
    """Ids of transactions interrupted before commit (cheap: one listdir)."""
    try:
        return sorted(os.listdir(state_dir(root) / TX_DIR))
    except (FileNotFoundError, NotADirectoryError):
        return []


def highest_id(state: Path) -> int:
    """The highest transaction number in use: in flight, committed or moved aside (ids are never reused)."""
    highest = 0
    for sub in (TX_DIR, HISTORY_DIR, CONFLICTS_DIR):
        try:
            names = os.listdir(state / sub)
        except (FileNotFoundError, NotADirectoryError):
            continue
        numbers = [int(m.group(1)) for m in map(_LEADING_NUMBER.match, names) if m]
        highest = max([highest, *numbers])
    return highest


def read_record(folder: Path) -> TxRecord:
    """The record in ``folder/intent.json`` (``DamagedRecord`` when unusable, ``FileNotFoundError`` when gone)."""
    if folder.is_symlink():
        raise DamagedRecord("a symbolic link, not a folder memcli made")
    if not folder.is_dir():
        raise FileNotFoundError(folder)
    try:
        data = regular_files.read_state(folder / INTENT)
    except FileNotFoundError:
        if not folder.is_dir():
            raise
        raise DamagedRecord("intent.json is missing") from None
    except OSError as exc:
        raise DamagedRecord(f"intent.json is unreadable: {exc.strerror or exc}") from None
    record = TxRecord.from_json(data)
    if record.id != folder.name:
        raise DamagedRecord(f"it names transaction {record.id}, not {folder.name}")
    return record


def move_aside(root: Path, source: Path, name: str, why: str) -> Path:
    """Move a damaged journal entry to ``conflicts/<name>`` (a free variant of it) and say so; where it went."""
    conflicts = state_dir(root) / CONFLICTS_DIR
    ensure_private_dir(conflicts)
    target, n = conflicts / name, 1
    while target.exists():
        n += 1
        target = conflicts / f"{name}-{n}"
    os.rename(source, target)
    fsync_dir(source.parent)
    fsync_dir(conflicts)
    log.warning("%s is damaged (%s); moved it aside to %s%s", os.path.relpath(source, root), why,
                os.path.relpath(target, root), " with its backups" if target.is_dir() else "")
    return target


def load_history(root: Path) -> list[TxRecord]:
    """Committed transactions, newest first.

    A damaged entry is moved aside under ``conflicts/`` (when the lock can
    be had without waiting; otherwise it is only skipped) with a warning.
    """
    return read_history(root)[0]


def read_history(root: Path) -> tuple[list[TxRecord], list[str]]:
    """``(committed transactions newest first, ids of damaged entries)``, damaged ones moved aside when possible."""
    history = state_dir(root) / HISTORY_DIR
    try:
        names = sorted((n for n in os.listdir(history) if n.isdigit()), reverse=True)
    except (FileNotFoundError, NotADirectoryError):
        return [], []
    records, damaged = [], []
    for name in names:
        try:
            records.append(read_record(history / name))
        except FileNotFoundError:
            continue  # pruned meanwhile by another process
        except DamagedRecord:
            damaged.append(name)
    if damaged:
        _set_aside_history(root, damaged)
    return records, sorted(set(damaged) | set(damaged_history_ids(root)))


def damaged_history_ids(root: Path) -> list[str]:
    """Ids of history entries moved aside as damaged earlier."""
    try:
        names = os.listdir(state_dir(root) / CONFLICTS_DIR)
    except (FileNotFoundError, NotADirectoryError):
        return []
    return sorted(n.split(".")[0] for n in names if DAMAGED_HISTORY in n)


def _set_aside_history(root: Path, names: list[str]) -> None:
    state = state_dir(root)
    try:
        if is_held_here(state):
            _move_damaged_history(root, names)
            return
        with store_lock(state, wait=0, command="recovery"):
            _move_damaged_history(root, names)
    except LockedError:
        log.warning("history entries %s are damaged; skipped (another memcli run holds the lock)", ", ".join(names))
    except OSError as exc:
        log.warning("history entries %s are damaged and could not be moved aside (%s); skipped",
                    ", ".join(names), exc.strerror or exc)


def _move_damaged_history(root: Path, names: list[str]) -> None:
    history = state_dir(root) / HISTORY_DIR
    for name in names:
        try:
            read_record(history / name)
        except FileNotFoundError:
            continue
        except DamagedRecord as exc:  # still damaged now that the lock is held
            move_aside(root, history / name, name + DAMAGED_HISTORY, f"{exc}; left out of `memcli history` and `undo`")
