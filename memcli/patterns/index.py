"""The store index in ``.memcli/cache/recall.sqlite``: full text for ``recall``, metadata for ``patterns list``.

It is a read cache: one ``docs`` row per memory file, keyed by
store-relative path with its mtime and size, and an FTS5 row for each live
memory. A refresh lists the store, compares path/mtime/size with ``docs``
and re-reads only what changed, so a second run on an unchanged store
parses nothing and writes nothing. The schema lives in
``memcli.patterns.recall_db`` (standard library only; the hook reads it).

SQLite writes its own file (atomically, through its journal); this cache
is the one file under ``.memcli/`` not written with ``atomic_write_bytes``.
A damaged or outdated index is deleted and rebuilt. When it cannot be
written at all (a read-only store), ``open_index`` builds a temporary one
in memory.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import stat
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memcli.clock import try_parse_instant
from memcli.formats.superseded import live_body
from memcli.keys import text_key
from memcli.patterns import recall_db
from memcli.patterns.rules import preview as make_preview
from memcli.patterns.rules import stamp_of, yaml_int
from memcli.safeedit import ensure_private_dir
from memcli.safeedit.atomic import remove_file
from memcli.store import Memory, Store
from memcli.store.files import Listed, read_file
from memcli.store.summary import offered

log = logging.getLogger("memcli")

BULK_PARSE = 2000  # above this many changed files, parse through the store's scan cache
_INSERT = ("INSERT INTO docs(rel, mtime_ns, size, live, id, type, status, project, confidence, stamp, reinforcement,"
           " last_reinforced, superseded_by, preview, title, embed_key, live_preview, pinned, offered, offered_text)"
           " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")


@dataclass(frozen=True)
class RefreshStats:
    """What an index refresh did."""

    added: int = 0
    updated: int = 0
    removed: int = 0
    rebuilt: bool = False

    @property
    def changed(self) -> bool:
        """Whether the index was written."""
        return bool(self.added or self.updated or self.removed or self.rebuilt)


def _settings(store: Store) -> str:
    return json.dumps({"schema": recall_db.SCHEMA_VERSION, "max_file_bytes": store.config["max_file_bytes"],
                       "exclude": list(store.config["exclude"])}, sort_keys=True)


def _create_schema(conn: sqlite3.Connection) -> None:
    for statement in recall_db.SCHEMA:
        conn.execute(statement)


def _remove_index(path: Path) -> None:
    for suffix in ("", "-journal", "-wal", "-shm"):
        remove_file(Path(str(path) + suffix))


def _open_writable(path: Path, settings: str) -> tuple[sqlite3.Connection, bool]:
    """Open (creating) the index; a damaged or outdated one is replaced. Returns (conn, rebuilt)."""
    if os.path.lexists(path) and not stat.S_ISREG(os.lstat(path).st_mode):
        # A FIFO (or a link to /dev/zero) would block SQLite's first read forever: it is not our index, and a
        # read cache loses nothing when removed.
        log.info("recall index %s is not a regular file; replacing it", path)
        _remove_index(path)
    for attempt in (1, 2):
        try:
            fresh = not path.exists()
            conn = sqlite3.connect(path, timeout=10.0, isolation_level=None)
            if fresh:
                os.chmod(path, 0o600)
            _create_schema(conn)
            row = conn.execute("SELECT value FROM meta WHERE key = 'settings'").fetchone()
            if row is not None and row[0] == settings:
                return conn, False
            if row is None and conn.execute("SELECT count(*) FROM docs").fetchone()[0] == 0:
                conn.execute("INSERT OR REPLACE INTO meta VALUES ('settings', ?)", (settings,))
                return conn, True
            conn.close()
            log.info("recall index %s was built with other settings; rebuilding it", path)
        except sqlite3.DatabaseError as exc:
            if attempt == 2:
                raise
            log.info("recall index %s is unreadable (%s); rebuilding it", path, exc)
        _remove_index(path)
    raise sqlite3.DatabaseError(f"cannot create the recall index {path}")


def _stored_json(meta: Any, key: str) -> str | None:
    """A stored value as JSON text, ``None`` when the key is absent."""
    if key not in meta:
        return None
    return json.dumps(meta[key], ensure_ascii=False, default=str)


def _recallable(memory: Memory) -> str | None:
    """The body recall indexes: a live memory's body without its superseded claim lines (docs/contracts.md §5).

    ``None`` when recall must leave the memory out: not live, or every claim it made was superseded.
    """
    return live_body(memory.body) if memory.is_live else None


def _row(memory: Memory, item: Listed, recallable: str | None) -> tuple:
    moment = try_parse_instant(stamp_of(memory.meta))
    superseded_by = memory.meta.get("supersededBy")
    title = _title(memory)
    # the key of the text recall embeds, hashed once per file version rather than at every recall
    embed_key = text_key(recall_db.embedding_text(title, recallable)) if recallable is not None else ""
    # ``preview`` is remnic's (``patterns list``: the body's first line, as written); recall shows the live text's
    preview = make_preview(memory.body)
    live_preview = preview if recallable is None or recallable is memory.body else make_preview(recallable)
    packed = offered(memory)  # ``memcli context`` may pack it whatever the prompt: it reads the text from this row
    return (item.rel, item.mtime_ns, item.size, 1 if recallable is not None else 0, memory.id, memory.type,
            memory.status, memory.project, memory.confidence, None if moment is None else moment.timestamp(),
            yaml_int(memory.meta.get("reinforcement_count")) or 0, _stored_json(memory.meta, "last_reinforced_at"),
            superseded_by if isinstance(superseded_by, str) else None, preview, title, embed_key, live_preview,
            1 if memory.get("pinned") is True else 0, 1 if packed else 0,
            recallable if recallable is not None and packed else "")


def _title(memory: Memory) -> str:
    """What the index calls a memory's title: its name and description."""
    return " ".join(part for part in (memory.name, memory.description) if part)


def _parse_changed(store: Store, changed: Sequence[Listed], max_bytes: int) -> dict[str, Memory | None]:
    """Parsed memories for the changed files (``None``: not a readable memory)."""
    if len(changed) > BULK_PARSE:
        by_rel = {m.rel: m for m in store.scan(refresh=True).memories}
        return {item.rel: by_rel.get(item.rel) for item in changed}
    parsed: dict[str, Memory | None] = {}
    for item in changed:
        result = read_file(item, max_bytes)
        parsed[item.rel] = result if isinstance(result, Memory) else None
    return parsed


def _apply_changes(conn: sqlite3.Connection, existing: dict[str, tuple], changed: Sequence[Listed],
                   removed: Iterable[str], parsed: dict[str, Memory | None]) -> None:
    stale = [(existing[rel][0],) for rel in removed] + [(existing[i.rel][0],) for i in changed if i.rel in existing]
    conn.executemany("DELETE FROM docs WHERE rowid = ?", stale)
    conn.executemany("DELETE FROM fts WHERE rowid = ?", stale)
    fts_rows = []
    for item in changed:
        memory = parsed.get(item.rel)
        if memory is None:
            conn.execute(_INSERT, (item.rel, item.mtime_ns, item.size, 0, None, None, None, None, None, None, 0,
                                   None, None, "", "", "", "", 0, 0, ""))
            continue
        recallable = _recallable(memory)
        rowid = conn.execute(_INSERT, _row(memory, item, recallable)).lastrowid
        if recallable is not None:
            fts_rows.append((rowid, _title(memory), " ".join(memory.tags), recallable))
    conn.executemany("INSERT INTO fts(rowid, title, tags, body) VALUES (?,?,?,?)", fts_rows)


def _listing(store: Store) -> list[Listed]:
    return store.listing()[0]  # the store's own walk: a command that also scans walks once


def _diff(conn: sqlite3.Connection, listed: Sequence[Listed]) -> tuple[dict[str, tuple], list[Listed], list[str]]:
    """(rows by path, files new or changed since indexed, paths no longer in the store)."""
    existing = {rel: (rowid, mtime, size) for rel, rowid, mtime, size
                in conn.execute("SELECT rel, rowid, mtime_ns, size FROM docs")}
    changed = [i for i in listed if existing.get(i.rel, (None,))[1:] != (i.mtime_ns, i.size)]
    seen = {i.rel for i in listed}
    return existing, changed, [rel for rel in existing if rel not in seen]


def _fingerprint(listed: Sequence[Listed]) -> str:
    """A digest of every listed file's path, mtime and size: equal digests mean nothing changed."""
    data = "\n".join(f"{i.rel}\0{i.mtime_ns}\0{i.size}" for i in listed)
    return hashlib.blake2b(data.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


def _refresh(store: Store, conn: sqlite3.Connection, rebuilt: bool) -> RefreshStats:
    listed = _listing(store)
    fingerprint = _fingerprint(listed)
    row = conn.execute("SELECT value FROM meta WHERE key = 'fingerprint'").fetchone()
    if row is not None and row[0] == fingerprint:
        return RefreshStats(rebuilt=rebuilt)  # the common case: one walk, one lookup, nothing written
    conn.execute("BEGIN IMMEDIATE")  # one writer at a time; readers (the hook) still read
    try:
        existing, changed, removed = _diff(conn, listed)  # read under the lock: another process may have refreshed
        parsed = _parse_changed(store, changed, int(store.config["max_file_bytes"]))
        _apply_changes(conn, existing, changed, removed, parsed)
        conn.execute("INSERT OR REPLACE INTO meta VALUES ('fingerprint', ?)", (fingerprint,))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    updated = sum(1 for i in changed if i.rel in existing)
    return RefreshStats(len(changed) - updated, updated, len(removed), rebuilt)


def refresh_index(store: Store) -> RefreshStats:
    """Bring the store index up to date (incrementally). Consolidate may call it after its writes."""
    path = Path(recall_db.db_path(str(store.root)))
    ensure_private_dir(path.parent)
    conn, rebuilt = _open_writable(path, _settings(store))
    try:
        return _refresh(store, conn, rebuilt)
    finally:
        conn.close()


def refresh_if_built(store: Store, rels: Sequence[str] = ()) -> None:
    """Keep an existing recall index current after memcli wrote memory files (``Store.after_write``).

    The UserPromptSubmit hook reads the index as it finds it (it cannot parse
    memories), so a write that changes what a memory offers to recall (a
    superseded claim, a promotion) must reach the index before the next
    prompt. No index yet: nothing to do (the first ``recall`` builds it).
    """
    if not Path(recall_db.db_path(str(store.root))).exists():
        return
    try:
        refresh_index(store)
    except (OSError, sqlite3.Error) as exc:  # a read cache: the next recall rebuilds it
        log.info("recall index not refreshed after the write (%s)", exc)


def _memory_index(store: Store) -> sqlite3.Connection:
    """A temporary in-memory index of the whole store."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    _create_schema(conn)
    parsed = {m.rel: m for m in store.scan().memories}
    conn.execute("BEGIN")
    _apply_changes(conn, {}, _listing(store), (), parsed)
    conn.execute("COMMIT")
    return conn


@contextmanager
def open_index(store: Store) -> Iterator[sqlite3.Connection]:
    """A read connection to a fresh index (in memory when the cache cannot be written)."""
    conn = None
    try:
        refresh_index(store)
        conn = recall_db.connect_readonly(recall_db.db_path(str(store.root)))
    except (OSError, sqlite3.Error) as exc:
        log.info("store index unavailable (%s); using a temporary one", exc)
    if conn is None:
        conn = _memory_index(store)
    try:
        yield conn
    finally:
        conn.close()


def reinforced_rows(conn: sqlite3.Connection) -> list[tuple]:
    """``(rel, id, type, reinforcement, last_reinforced JSON, status, preview)`` of reinforced memories."""
    return conn.execute("SELECT rel, id, type, reinforcement, last_reinforced, status, preview FROM docs "
                        "WHERE reinforcement > 0 ORDER BY rel").fetchall()


def explain_rels(conn: sqlite3.Connection, memory_id: str) -> list[str]:
    """Files ``patterns explain`` needs: those with this id and those superseded by it, in store order."""
    rows = conn.execute("SELECT rel FROM docs WHERE id = ? OR superseded_by = ? ORDER BY rel",
                        (memory_id, memory_id)).fetchall()
    return [row[0] for row in rows]
