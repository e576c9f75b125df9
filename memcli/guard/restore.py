"""``memcli restore``: bring back the version memcli saw before an outside change, or at a transaction or date.

Where an earlier version comes from:

- no ``--at``: the file's latest outside change, not yet recorded (the
  snapshot's bytes) or recorded by a night (its earlier bytes, kept
  ``guard.keep_days``, or the backup in its ``outside memcli`` transaction);
- ``--at TXID``: the file as it was just before that transaction (the
  transaction's backup, as ``undo`` would put it back);
- ``--at DATE``: the file as it was at the end of that day: the backup of
  the first transaction after it that changed the file.

A restore is a transaction of its own (command ``restore``): ``undo``
reverses it, and memcli's own writes never count as outside changes.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from memcli.errors import ActionNeeded, UsageError
from memcli.formats import index_links, regular_files
from memcli.formats.layout import MEMORY_INDEX
from memcli.formats.timestamps import parse_date, try_parse_instant
from memcli.guard.changes import Change, list_changes, pending, recorded
from memcli.guard.compare import DELETED
from memcli.safeedit import snapshot
from memcli.safeedit.history import find_transaction
from memcli.safeedit.journal import TxRecord, history_dir, load_history, sha256
from memcli.safeedit.transaction import Transaction, resolve_target
from memcli.store import Store
from memcli.store.files import parse_memory
from memcli.store.memory import Memory

COMMAND = "restore"


@dataclass(frozen=True)
class Restored:
    """One file put back: from where, and how large it is now."""

    path: str
    source: str
    bytes: int
    was_missing: bool


@dataclass(frozen=True)
class RestoreResult:
    """What ``memcli restore`` did (or would do), rendered as text or JSON."""

    files: tuple[Restored, ...]
    transaction: str | None
    dry_run: bool

    def to_json(self) -> dict[str, Any]:
        """The ``--format json`` document."""
        return {"restored": [{"path": f.path, "from": f.source, "bytes": f.bytes, "was_missing": f.was_missing}
                             for f in self.files], "transaction": self.transaction, "dry_run": self.dry_run}


def parse_since(since: str | None) -> timedelta | None:
    """``--since DURATION`` (``48h``, ``7d``); ``None`` for no limit; a bad value is exit 2."""
    if since is None:
        return None
    from memcli.clock import parse_duration

    try:
        return parse_duration(since)
    except ValueError as exc:
        raise UsageError(f"--since: {exc}") from None


def _version(store: Store, digest: str) -> bytes | None:
    """A version kept by the snapshot (the manifest read once per command)."""
    key = str(store.root)
    if key not in _MANIFESTS:
        _MANIFESTS.clear()
        _MANIFESTS[key] = snapshot.load(store.root)
    manifest = _MANIFESTS[key]
    return snapshot.read_object(store.root, digest, manifest) if manifest is not None else None


_MANIFESTS: dict[str, "snapshot.Manifest | None"] = {}


def _rel(store: Store, raw: str) -> str:
    path = Path(raw)
    if path.is_absolute():
        try:
            raw = Path(os.path.abspath(path)).relative_to(store.root).as_posix()
        except ValueError:
            raise UsageError(f"{raw} is not inside the store {store.root}") from None
    return resolve_target(store.root, raw)[0]


def _current(store: Store, rel: str) -> bytes | None:
    try:
        return regular_files.read_bytes(store.root / rel)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise UsageError(f"{rel}: cannot read it ({exc.strerror or exc})") from None


def _backup(store: Store, record: TxRecord, rel: str) -> bytes | None:
    """``rel`` as it was just before ``record`` (``None``: it did not exist); damaged backups refused."""
    info = next((f for f in record.files if f.path == rel), None)
    if info is None:
        raise ActionNeeded(f"transaction {record.id} ({record.command}) did not change {rel}")
    if not info.existed:
        return None
    try:
        data = (history_dir(store.root, record.id) / info.backup).read_bytes() if info.backup else b""
    except OSError:
        data = None
    if data is None or sha256(data) != info.old_sha:
        raise ActionNeeded(f"the backup of {rel} in transaction {record.id} is missing or damaged")
    return data


def _from_outside(store: Store, rel: str, waiting: dict[str, Change]) -> tuple[bytes, str]:
    """The version before the latest outside change of ``rel``."""
    change = waiting.get(rel)
    if change is not None and change.sha_before:
        data = _version(store, change.sha_before)
        if data is not None:
            return data, "as memcli last saw it (change not recorded yet)"
    for change in reversed(recorded(store.root)):
        if change.path != rel or not change.sha_before:
            continue
        data = _version(store, change.sha_before)
        if data is None and change.txid:
            data = _backup_or_none(store, change.txid, rel)
        if data is not None:
            return data, f"before the outside change noticed {change.noticed} (transaction {change.txid})"
    if not os.path.lexists(store.root / rel):
        for record in load_history(store.root):  # newest first: the last version memcli itself wrote
            info = next((f for f in record.files if f.path == rel), None)
            if info is None:
                continue
            data = _version(store, info.new_sha) if info.new_sha else None
            if data is not None:
                return data, f"as memcli last wrote it (transaction {record.id}, {record.command})"
            break
    raise ActionNeeded(f"no earlier version of {rel}: memcli has seen no change to it made outside memcli")


def _backup_or_none(store: Store, txid: str, rel: str) -> bytes | None:
    try:
        return _backup(store, find_transaction(load_history(store.root), txid), rel)
    except (ActionNeeded, UsageError):
        return None


def _at(store: Store, rel: str, at: str) -> tuple[bytes | None, str]:
    """The version at transaction ``at`` (digits) or at the end of date ``at``."""
    records = load_history(store.root)
    if at.strip().isdigit():
        record = find_transaction(records, at)
        return _backup(store, record, rel), f"before transaction {record.id} ({record.command})"
    cutoff = _cutoff(at)
    later = [r for r in records if rel in r.paths and (try_parse_instant(r.time) or cutoff) > cutoff]
    if not later:
        raise ActionNeeded(f"{rel} has not changed since {at} as far as memcli's history shows")
    first = min(later, key=lambda r: int(r.id))
    return _backup(store, first, rel), f"as it was at {at} (before transaction {first.id}, {first.command})"


def _cutoff(at: str) -> datetime:
    day = parse_date(at.strip())
    if day is not None and len(at.strip()) == 10:
        return datetime(day.year, day.month, day.day, tzinfo=timezone.utc) + timedelta(days=1)
    moment = try_parse_instant(at.strip())
    if moment is None:
        raise UsageError(f"--at {at!r}: neither a transaction id (see `memcli history`) nor a date (YYYY-MM-DD)")
    return moment


def _write(store: Store, chosen: list[tuple[str, bytes, str, bool]], dry_run: bool) -> RestoreResult:
    if not chosen:
        raise ActionNeeded("nothing to restore: every file named already holds that version")
    with store.transaction(COMMAND, dry_run=dry_run) as tx:
        for rel, data, _source, _missing in chosen:
            tx.restore_bytes(rel, data)
            relink_index(store, tx, rel)
    files = tuple(Restored(rel, source, len(data), missing) for rel, data, source, missing in chosen)
    return RestoreResult(files, None if dry_run or tx.record is None else tx.record.id, dry_run)


def relink_index(store: Store, tx: Transaction, rel: str) -> None:
    """In Claude Code's folder, put back the ``MEMORY.md`` link of a restored memory at the store root.

    Claude Code opens a topic file only when the index leads there, so a
    restored memory without its link would stay invisible to it ("restoring
    keeps the index in step", docs/claude-code.md). A file the index already
    links, or an index restored in the same transaction, is left alone.
    """
    if not store.layout.native or "/" in rel or rel == MEMORY_INDEX or not rel.endswith(".md"):
        return
    index = tx.read_text(MEMORY_INDEX)
    if index is None or index_links.is_linked(index, rel):
        return
    try:
        text = tx.read_text(rel) or ""
    except UnicodeDecodeError:
        text = ""
    memory = parse_memory(text, str(store.root / rel), rel)
    stem = rel.removesuffix(".md")
    if isinstance(memory, Memory):
        first = next((line.strip() for line in memory.content.splitlines() if line.strip()), "")
        name, description = memory.name or stem, memory.description or index_links.short_description(first)
    else:  # text Claude Code reads even where the frontmatter reader gives up: linked by its file name
        name, description = stem, stem.replace("_", " ").replace("-", " ")
    tx.write_text(MEMORY_INDEX, index_links.add_link(index, name, rel, description))


def restore(store: Store, paths: list[str], *, at: str | None = None, dry_run: bool = False) -> RestoreResult:
    """Put each of ``paths`` back to its earlier version as one transaction; exit 1 when there is nothing to do."""
    if not paths:
        raise UsageError("restore: name at least one PATH, or use --deleted")
    _MANIFESTS.clear()
    waiting = {c.path: c for c in pending(store)} if at is None else {}
    chosen = []
    for raw in paths:
        rel = _rel(store, raw)
        data, source = _at(store, rel, at) if at is not None else _from_outside(store, rel, waiting)
        if data is None:
            raise ActionNeeded(f"{rel} did not exist then; nothing to restore (delete it yourself if you mean to)")
        current = _current(store, rel)
        if current != data:
            chosen.append((rel, data, source, current is None))
    return _write(store, chosen, dry_run)


def restore_deleted(store: Store, *, since: str | None = None, dry_run: bool = False) -> RestoreResult:
    """Bring back every memory file deleted outside memcli (noticed within the duration ``since``) still missing."""
    chosen, seen = [], set()
    _MANIFESTS.clear()
    for change in list_changes(store, parse_since(since)):
        if change.change != DELETED or change.path in seen or not change.sha_before:
            continue
        seen.add(change.path)
        if os.path.lexists(store.root / change.path):
            continue
        data = _version(store, change.sha_before)
        if data is None and change.txid:
            data = _backup_or_none(store, change.txid, change.path)
        if data is None:
            continue
        source = ("as memcli last saw it (deletion not recorded yet)" if change.txid is None
                  else f"deleted outside memcli, noticed {change.noticed} (transaction {change.txid})")
        chosen.append((change.path, data, source, True))
    if not chosen:
        window = f" in the last {since}" if since is not None else ""
        raise ActionNeeded(f"nothing to restore: no memory file deleted outside memcli{window} is missing")
    return _write(store, chosen, dry_run)
