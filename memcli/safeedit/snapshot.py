"""The snapshot: the last bytes memcli saw of every memory file and of ``MEMORY.md`` (SPEC §4b).

Layout under ``.memcli/snapshot/``::

    manifest.marshal   {"version", "txid", "files": {store path: (sha256, size, mtime_ns)}}
    objects/ab/cdef…   each version's bytes, zlib-compressed, named by the SHA-256 of the bytes
    changes.jsonl      one JSON line per outside change recorded (``memcli.guard``)

Content-addressed: a file unchanged since the last snapshot costs nothing
new, and two files with the same bytes share one object. ``txid`` is the
newest transaction the manifest has taken in: a transaction committed after
it (a crash between a commit and the snapshot's update) is still known to be
memcli's own by ``memcli.guard``.

This module is the storage only; ``memcli.guard`` compares the store with
it. It lives in the safe-edit layer because every commit updates it
(``note_commit``): the files a transaction wrote are what memcli last saw,
so memcli's own writes never look like someone else's.
"""

from __future__ import annotations

import logging
import marshal
import os
import zlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from memcli.formats.layout import MEMORY_INDEX, RESERVED_DIRS, STATE_DIR
from memcli.safeedit.atomic import (
    atomic_write_bytes,
    checkpoint,
    ensure_private_dir,
    fsync_dir,
    in_parallel,
    pid_tag,
    remove_file,
    temp_name,
    write_new_file,
)

log = logging.getLogger("memcli")

SNAPSHOT_DIR = f"{STATE_DIR}/snapshot"
MANIFEST = "manifest.marshal"
OBJECTS = "objects"
CHANGES_PATH = f"{SNAPSHOT_DIR}/changes.jsonl"  # store-relative: written as a transaction's log lines
VERSION = 1
BULK_OBJECTS = 16  # from this many new objects on, one os.sync() instead of an fsync each

Entry = tuple  # (sha256 hex, size, mtime_ns)


@dataclass
class Manifest:
    """What the snapshot holds: each tracked file's digest, size and mtime, and the newest transaction taken in."""

    txid: int = 0
    files: dict[str, Entry] = field(default_factory=dict)


def snapshot_dir(root: Path) -> Path:
    """``<store>/.memcli/snapshot``."""
    return Path(root) / SNAPSHOT_DIR


def is_tracked(rel: str) -> bool:
    """Whether a store path is one the snapshot keeps: ``MEMORY.md`` or a memory file by the layout's rules.

    The config's ``exclude`` globs are not known here; the full comparison
    in ``memcli.guard`` lists the store with them.
    """
    if rel == MEMORY_INDEX:
        return True
    parts = rel.split("/")
    return rel.endswith(".md") and parts[0] not in RESERVED_DIRS and not any(p.startswith(".") for p in parts)


def load(root: Path) -> Manifest | None:
    """The manifest, ``None`` when there is no snapshot yet (or it is unreadable: then a new one is taken)."""
    try:
        data = marshal.loads((snapshot_dir(root) / MANIFEST).read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("files"), dict):
        return None
    txid = data.get("txid")
    return Manifest(txid if isinstance(txid, int) else 0, data["files"])


def save(root: Path, manifest: Manifest) -> None:
    """Write the manifest atomically (its objects must be on disk first: ``put_objects`` syncs them)."""
    folder = snapshot_dir(root)
    ensure_private_dir(folder)
    blob = marshal.dumps({"version": VERSION, "txid": manifest.txid, "files": manifest.files})
    atomic_write_bytes(folder / MANIFEST, blob, mode=0o600, tag=pid_tag())
    checkpoint()


def object_path(root: Path, digest: str) -> Path:
    """Where the object with this digest lives."""
    return snapshot_dir(root) / OBJECTS / digest[:2] / digest[2:]


def has_object(root: Path, digest: str) -> bool:
    """Whether the snapshot holds these bytes."""
    return object_path(root, digest).is_file()


def read_object(root: Path, digest: str) -> bytes | None:
    """The bytes with this digest, ``None`` when not kept (pruned, damaged)."""
    import hashlib

    try:
        data = zlib.decompress(object_path(root, digest).read_bytes())
    except (OSError, zlib.error):
        return None
    return data if hashlib.sha256(data).hexdigest() == digest else None


def put_objects(root: Path, items: Iterable[tuple[str, bytes]]) -> int:
    """Store each ``(digest, bytes)`` not stored yet (temp file, rename); durable on return. How many were new.

    A new object is written to a temp name and renamed, so a crash never
    leaves a partial object under a digest's name. Many objects (the first
    snapshot of a large store) are compressed and written in threads: zlib
    and the file system's waits overlap.
    """
    todo: dict[str, tuple[Path, bytes]] = {}
    for digest, data in items:
        if digest in todo:
            continue
        target = object_path(root, digest)
        if not target.exists():
            todo[digest] = (target, data)
    if not todo:
        return 0
    for folder in {target.parent for target, _ in todo.values()}:
        if not folder.is_dir():
            ensure_private_dir(folder)
    bulk = len(todo) >= BULK_OBJECTS
    tag = pid_tag()
    in_parallel(_write_object, ((target, data, tag, not bulk) for target, data in todo.values()), checkpoints=False)
    if bulk:
        os.sync()
    else:
        for folder in {target.parent for target, _ in todo.values()}:
            fsync_dir(folder)
    checkpoint()
    return len(todo)


def _write_object(target: Path, data: bytes, tag: str, sync: bool) -> None:
    tmp = temp_name(target, tag)
    remove_file(tmp)
    write_new_file(tmp, zlib.compress(data, 6), 0o600, fsync=sync)
    os.replace(tmp, target)


def note_commit(root: Path, txid: str, written: Mapping[str, bytes | None]) -> None:
    """After a commit: what the transaction wrote is what memcli last saw (``None``: it removed the file).

    The versions are always kept; the manifest is updated when a snapshot
    exists (the first night takes it). Never fails the command that already committed: a problem is a warning, and the next
    night still knows these writes as memcli's own from the history.
    """
    tracked = {rel: data for rel, data in written.items() if is_tracked(rel)}
    if not tracked:
        return
    import hashlib

    try:
        digests = {rel: hashlib.sha256(data).hexdigest() for rel, data in tracked.items() if data is not None}
        # kept even before the first snapshot: ``memcli restore`` can then bring back a file memcli wrote
        put_objects(root, ((digests[rel], tracked[rel]) for rel in digests))
        manifest = load(root)
        if manifest is None:
            return  # the first night takes the whole snapshot; a partial one would make every other file "created"
        for rel, data in tracked.items():
            if data is None:
                manifest.files.pop(rel, None)
                continue
            try:
                info = os.stat(Path(root) / rel)
            except OSError:
                manifest.files.pop(rel, None)
                continue
            manifest.files[rel] = (digests[rel], info.st_size, info.st_mtime_ns)
        manifest.txid = max(manifest.txid, int(txid))
        save(root, manifest)
    except OSError as exc:
        log.warning("could not update the snapshot of what memcli wrote (%s); the next night still knows it",
                    exc.strerror or exc)


def disk_usage(root: Path) -> tuple[int, int]:
    """``(bytes on disk, objects)`` of the snapshot folder."""
    total = objects = 0
    for folder, _dirs, names in os.walk(snapshot_dir(root)):
        for name in names:
            try:
                total += os.stat(os.path.join(folder, name)).st_size
            except OSError:
                continue
            objects += folder != str(snapshot_dir(root))
    return total, objects
