"""``memcli changes``: outside changes, newest first, recorded by a night or not yet (read-only).

Recorded ones come from ``.memcli/snapshot/changes.jsonl`` (one line per
file, written with the ``outside memcli`` transaction; an undo of that
transaction takes its lines back). Those not yet recorded are found by
comparing the store with the snapshot now, without writing anything.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from memcli.formats.jsonl import json_records
from memcli.formats.timestamps import try_parse_instant
from memcli.guard.compare import CREATED, DELETED, MODIFIED, compare
from memcli.safeedit import snapshot
from memcli.store import Store

KINDS = (CREATED, MODIFIED, DELETED)


@dataclass(frozen=True)
class Change:
    """One outside change: ``txid`` and ``noticed`` are ``None`` while no night has recorded it."""

    path: str
    change: str
    noticed: str | None
    txid: str | None
    bytes_before: int | None
    bytes_after: int | None
    sha_before: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The ``memcli changes --format json`` shape."""
        return {"path": self.path, "change": self.change, "noticed": self.noticed, "txid": self.txid,
                "bytes_before": self.bytes_before, "bytes_after": self.bytes_after}


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _str_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def recorded(root: Path, since: datetime | None = None) -> list[Change]:
    """The changes nights recorded (oldest first), noticed at or after ``since``; damaged lines skipped."""
    found = []
    try:
        for line in json_records(Path(root) / snapshot.CHANGES_PATH):
            path, kind, noticed = line.get("path"), line.get("change"), _str_or_none(line.get("noticed"))
            if not isinstance(path, str) or kind not in KINDS:
                continue
            moment = try_parse_instant(noticed)
            if since is not None and (moment is None or moment < since):
                continue
            found.append(Change(path, kind, noticed, _str_or_none(line.get("txid")),
                                _int_or_none(line.get("bytes_before")), _int_or_none(line.get("bytes_after")),
                                _str_or_none(line.get("sha_before"))))
    except OSError:
        return []
    return found


def pending(store: Store) -> list[Change]:
    """Outside changes since the snapshot that no night has recorded yet (none before the first snapshot)."""
    found = compare(store)
    if found.first:
        return []
    return [Change(c.path, c.change, None, None, c.bytes_before, c.bytes_after, c.sha_before) for c in found.changes]


def list_changes(store: Store, since: timedelta | None = None) -> list[Change]:
    """Every outside change, newest first: those not recorded yet, then the recorded ones newest first."""
    start = store.clock.now - since if since is not None else None
    older = recorded(store.root, start)
    older.sort(key=lambda c: (c.noticed or "", c.txid or ""), reverse=True)
    return pending(store) + older
