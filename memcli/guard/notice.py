"""The night's first step (docs/contracts.md §4b): notice outside changes, record them, refresh the snapshot.

Order, for a crash at any instant: the objects of the current versions are
made durable, then the outside changes are committed as one transaction,
then the manifest is replaced. A crash before the commit records nothing
(the next night notices the same changes again); a crash after it leaves a
manifest older than the history, and the next night takes the recorded
changes for what they are (already recorded) by the history.

The snapshot is refreshed here, as the night begins, and after each of
memcli's own commits (``safeedit.snapshot.note_commit``); so a file another
writer changes while the night runs is noticed by the next night instead of
being taken in silently.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from memcli.formats.layout import MEMORY_INDEX
from memcli.formats.markup import escape_name
from memcli.guard.compare import DELETED, OutsideChange, compare
from memcli.safeedit import snapshot
from memcli.safeedit.journal import TxRecord, highest_id, state_dir
from memcli.store import Store

DAY = 86400.0
log = logging.getLogger("memcli")


@dataclass(frozen=True)
class Noticed:
    """What the night found changed outside memcli, how it was recorded, and what needs the owner."""

    changes: tuple[OutsideChange, ...]
    record: TxRecord | None  # None: nothing recorded (none, first run, dry run)
    issues: tuple[str, ...]
    first: bool

    @property
    def txid(self) -> str | None:
        """The ``outside memcli`` transaction, if one was recorded."""
        return self.record.id if self.record else None


def notice(store: Store, *, dry_run: bool = False) -> Noticed:
    """Compare the store with the snapshot; unless ``dry_run``, record what changed and refresh the snapshot.

    The caller holds the store lock (the nightly run holds it throughout).
    """
    from memcli.guard.record import record_outside

    found = compare(store)
    issues = damage(store, found.changes, found.manifest, found.new_objects)
    if dry_run:
        return Noticed(tuple(found.changes), None, tuple(issues), found.first)
    root = store.root
    manifest = found.manifest
    # Tool-state writes that fail (a full disk) never break the night: the next night notices the same again.
    try:
        added = snapshot.put_objects(root, manifest, found.new_objects.items())
        record = record_outside(root, store.clock, found.changes, manifest) if found.changes else None
    except OSError as exc:
        log.warning("could not record the changes made outside memcli (%s); the next night notices them again",
                    exc.strerror or exc)
        return Noticed(tuple(found.changes), None, tuple(issues), found.first)
    try:
        newest = highest_id(state_dir(root))
        if found.dirty or added or record is not None or manifest.txid != newest:
            manifest.txid = newest
            snapshot.save(root, manifest)
        snapshot.drop_deltas(root, manifest.txid)
        prune(root, manifest, int(store.config["guard.keep_days"]), store.clock.now)
    except OSError as exc:
        log.warning("could not refresh the snapshot (%s); the next night takes the store in again",
                    exc.strerror or exc)
    return Noticed(tuple(found.changes), record, tuple(issues), found.first)


def _lines(data: bytes | None) -> int:
    return 0 if not data else len(data.decode("utf-8", "replace").splitlines())


def damage(store: Store, changes: list[OutsideChange], manifest: snapshot.Manifest,
           new_objects: Mapping[str, bytes] | None = None) -> list[str]:
    """The issues a night must name: more deletions than ``guard.max_deletions``, a halved ``MEMORY.md``.

    ``MEMORY.md`` now is the version the comparison read (settled, ``new_objects`` or the snapshot), never
    read again: a second read could meet another writer's truncate moment the first one waited out.
    """
    issues = []
    limit = int(store.config["guard.max_deletions"])
    deleted = [c.path for c in changes if c.change == DELETED and c.path != MEMORY_INDEX]
    if len(deleted) > limit:
        issues.append(f"{len(deleted)} memory files deleted outside memcli (more than guard.max_deletions = {limit}): "
                      f"{', '.join(escape_name(p) for p in deleted)} — memcli restore --deleted brings them back")
    index = next((c for c in changes if c.path == MEMORY_INDEX and c.sha_before), None)
    if index is not None:
        before = _lines(snapshot.read_object(store.root, index.sha_before, manifest))
        after = _lines(_version(store.root, index.sha_after, manifest, new_objects or {}))
        if before and (before - after) * 2 > before:
            issues.append(f"{MEMORY_INDEX} lost more than half of its lines outside memcli ({before} → {after}) "
                          f"— memcli restore {MEMORY_INDEX} brings it back")
    return issues


def _version(root: Path, digest: str | None, manifest: snapshot.Manifest,
             new_objects: Mapping[str, bytes]) -> bytes | None:
    """The bytes with ``digest``: read by this comparison, else kept in the snapshot (``None``: deleted)."""
    if digest is None:
        return None
    data = new_objects.get(digest)
    return data if data is not None else snapshot.read_object(root, digest, manifest)


def prune(root: Path, manifest: snapshot.Manifest, keep_days: int, now: datetime) -> int:
    """Drop versions kept only for restoring once older than ``keep_days``; merge packs; how many went.

    Kept: every current version, the earlier versions of outside changes
    noticed within the window (memcli's clock), and any version stored
    within it (the system clock).
    """
    from memcli.guard.record import prune_changes

    since = now - timedelta(days=max(0, keep_days))
    keep = prune_changes(root, since)
    return snapshot.compact(root, manifest, keep, time.time() - max(0, keep_days) * DAY)


def diary_lines(noticed: Noticed) -> list[tuple[str, str, int | None, int | None]]:
    """``(change, path, bytes before, bytes after)`` per file, for the diary's ``### Changed Outside memcli``."""
    return [(c.change, c.path, c.bytes_before, c.bytes_after) for c in noticed.changes]


def summary(noticed: Noticed) -> dict:
    """The ``consolidate --format json`` part: what was noticed and the transaction that holds it."""
    noticed_at = noticed.record.time if noticed.record else None
    return {"transaction": noticed.txid, "first_snapshot": noticed.first,
            "changes": [c.to_dict(noticed_at, noticed.txid) for c in noticed.changes]}
