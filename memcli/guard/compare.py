"""The store against the snapshot: which files someone other than memcli created, modified or deleted.

Unchanged files cost one ``stat`` (the store's listing already made it):
a file whose size and mtime are those in the manifest is not read. A file
that differs is read and hashed; it is an outside change unless its bytes
are what a transaction committed after the snapshot left there (memcli's
own write, or an outside change already recorded, whose snapshot update a
crash cut short).
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memcli.formats import regular_files
from memcli.formats.layout import MEMORY_INDEX
from memcli.safeedit import snapshot
from memcli.safeedit.journal import HISTORY_DIR, DamagedRecord, read_record, state_dir
from memcli.safeedit.settle import settled
from memcli.safeedit.snapshot import Manifest
from memcli.store import Store

CREATED, MODIFIED, DELETED = "created", "modified", "deleted"


@dataclass(frozen=True)
class OutsideChange:
    """One file changed by another writer since memcli last saw it."""

    path: str
    change: str  # created | modified | deleted
    sha_before: str | None
    bytes_before: int | None
    sha_after: str | None
    bytes_after: int | None

    def to_dict(self, noticed: str | None, txid: str | None) -> dict[str, Any]:
        """The ``memcli changes --format json`` shape."""
        return {"path": self.path, "change": self.change, "noticed": noticed, "txid": txid,
                "bytes_before": self.bytes_before, "bytes_after": self.bytes_after}


@dataclass
class Comparison:
    """The outside changes, and the manifest of the store as it is now with the objects it still lacks."""

    first: bool  # no snapshot yet: nothing can be noticed
    changes: list[OutsideChange]
    manifest: Manifest
    new_objects: dict[str, bytes] = field(default_factory=dict)
    dirty: bool = False  # the manifest differs from the one on disk (a change, a new mtime)


def _current_files(store: Store) -> dict[str, tuple[str, int, int]]:
    """Every tracked file now: memory files (the store's listing, with its stat) and ``MEMORY.md``."""
    listed, _findings = store.listing()
    current = {item.rel: (item.path, item.size, item.mtime_ns) for item in listed}
    index = store.root / MEMORY_INDEX
    try:
        info = os.stat(index, follow_symlinks=False)
    except OSError:
        return current
    if regular_files.is_regular(info.st_mode):
        current[MEMORY_INDEX] = (str(index), info.st_size, info.st_mtime_ns)
    return current


def own_writes(root: Path, after_txid: int) -> dict[str, str | None]:
    """``{path: digest it holds after the newest committed transaction newer than after_txid}`` (None: removed)."""
    history = state_dir(root) / HISTORY_DIR
    try:
        names = sorted((n for n in os.listdir(history) if n.isdigit() and int(n) > after_txid), key=int)
    except OSError:
        return {}
    final: dict[str, str | None] = {}
    for name in names:
        try:
            record = read_record(history / name)
        except (OSError, DamagedRecord):
            continue
        for info in record.files:
            final[info.path] = info.new_sha
    return final


PARALLEL_READS = 64  # from this many files to read on (a first snapshot), threads overlap the reads and hashing


def _read_raw(path: str) -> bytes | None:
    """A regular file's bytes (``None``: gone, not a regular file, unreadable); never follows a link."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return None
    try:
        if not regular_files.is_regular(os.fstat(fd).st_mode):
            return None
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
    except OSError:
        return None
    finally:
        os.close(fd)
    return b"".join(chunks)


def _read_one(path: str, had_bytes: bool) -> tuple[bytes, str] | None:
    """``_read_raw`` with the bytes' SHA-256; settled when the file had bytes (an empty read is looked at again:
    another writer's truncate moment is no change; a new or already empty file is believed at once)."""
    data = settled(lambda: _read_raw(path)) if had_bytes else _read_raw(path)
    return None if data is None else (data, hashlib.sha256(data).hexdigest())


def _read_all(paths: list[str], had_bytes: list[bool]) -> list[tuple[bytes, str] | None]:
    """``_read_one`` of each path, in order; in threads when there are many (hashing releases the GIL)."""
    if len(paths) < PARALLEL_READS:
        return [_read_one(path, had) for path, had in zip(paths, had_bytes)]
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=4) as pool:
        return list(pool.map(_read_one, paths, had_bytes, chunksize=64))


def compare(store: Store) -> Comparison:
    """Compare the store with its snapshot (reading only files whose size or mtime changed)."""
    root = store.root
    old = snapshot.load(root)
    taken = old is not None and old.files is not None
    before = old.files if old is not None and old.files is not None else {}
    own = own_writes(root, old.txid) if taken else {}
    stored = old.objects if old is not None else {}
    current = _current_files(store)
    files: dict[str, tuple] = {}
    new_objects: dict[str, bytes] = {}
    changes: list[OutsideChange] = []
    dirty = not taken
    todo = []
    for rel, (path, size, mtime) in current.items():
        entry = before.get(rel)
        if entry is not None and entry[1] == size and entry[2] == mtime:
            files[rel] = entry
        else:
            todo.append((rel, path, mtime, entry))
    reads = _read_all([item[1] for item in todo], [item[3] is not None and item[3][1] > 0 for item in todo])
    for (rel, _path, mtime, entry), read in zip(todo, reads):
        if read is None:
            if entry is not None:
                files[rel] = entry  # unreadable now: what memcli saw stays
            continue
        data, digest = read
        files[rel] = (digest, len(data), mtime)
        dirty = True
        if entry is not None and entry[0] == digest:
            continue  # touched, same bytes
        if digest not in stored:
            new_objects[digest] = data
        if not taken or own.get(rel, "") == digest:
            continue
        changes.append(OutsideChange(rel, MODIFIED if entry else CREATED, entry[0] if entry else None,
                                     entry[1] if entry else None, digest, len(data)))
    for rel, entry in before.items():
        if rel in current:
            continue
        if os.path.lexists(root / rel):
            files[rel] = entry  # still there, though no longer listed (excluded, too large): not deleted
            continue
        dirty = True
        if rel in own and own[rel] is None:
            continue
        changes.append(OutsideChange(rel, DELETED, entry[0], entry[1], None, None))
    changes.sort(key=lambda c: c.path)
    manifest = Manifest(old.txid if old else 0, files, dict(stored))
    return Comparison(not taken, changes, manifest, new_objects, dirty)
