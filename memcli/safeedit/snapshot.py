"""The snapshot: the last bytes memcli saw of every memory file and of ``MEMORY.md`` (docs/contracts.md §4b).

Layout under ``.memcli/snapshot/``::

    manifest.marshal   {"version", "txid", "files": {store path: (sha256, size, mtime_ns)} or None,
                        "objects": {sha256: (pack, offset, length, added)}}
    packs/<name>.pack  versions, each zlib-compressed, one after the other; a pack never changes once written
    deltas/<txid>.marshal  what one commit changed since the manifest: {"txid", "files", "objects"}
    changes.jsonl      one JSON line per outside change recorded (``memcli.guard``)

Content-addressed: a version is stored once, whatever the number of files
or nights that hold it, so a file unchanged since the last snapshot costs
nothing new. Versions are packed (one file per write, not per version):
50,000 small memories are one sequential write of a few megabytes instead of
50,000 files of one disk block each. ``files`` is ``None`` until the first
night takes the whole snapshot; versions memcli writes are kept before that.

A commit does not rewrite the manifest (megabytes at 50,000 memories): it
adds a small delta, and ``load`` applies the deltas newer than the manifest.
The night writes the whole manifest and removes the deltas it took in.

``txid`` is the newest transaction the manifest has taken in: a
transaction committed after it (a crash between a commit and the snapshot's
update) is still known as memcli's own by ``memcli.guard``.

Crash safety: a pack is written under a temp name, synced and renamed
before the manifest that names it is replaced (atomically); a pack no
manifest names is garbage, removed by the next ``compact``. Every write
happens under the store lock.

This module is storage only; ``memcli.guard`` compares the store with it.
It lives in the safe-edit layer because every commit updates it
(``note_commit``): the files a transaction wrote are what memcli last saw,
so memcli's own writes never look like someone else's.
"""

from __future__ import annotations

import hashlib
import itertools
import logging
import marshal
import os
import time
import zlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from memcli.formats.cache_frame import frame, unframe
from memcli.formats.layout import MEMORY_INDEX, RESERVED_DIRS, STATE_DIR
from memcli.formats.regular_files import open_regular, read_state
from memcli.safeedit.atomic import (
    atomic_write_bytes,
    checkpoint,
    ensure_private_dir,
    fsync_dir,
    pid_tag,
    remove_file,
    temp_name,
    write_new_file,
)

log = logging.getLogger("memcli")

SNAPSHOT_DIR = f"{STATE_DIR}/snapshot"
MANIFEST = "manifest.marshal"
PACKS = "packs"
PACK_SUFFIX = ".pack"
DELTAS = "deltas"
CHANGES_PATH = f"{SNAPSHOT_DIR}/changes.jsonl"  # store-relative: written as a transaction's log lines
VERSION = 2
SMALL_PACK = 4 << 20  # packs below this size are merged once there are more than MAX_SMALL_PACKS
MAX_SMALL_PACKS = 8
COMPRESSION = 1  # zlib level: memory files are small text; level 6 costs three times the time for ~10% less
PARALLEL_COMPRESS = 256
_names = itertools.count()

Entry = tuple  # (sha256 hex, size, mtime_ns)
Location = tuple  # (pack name, offset, length, added: epoch seconds)


@dataclass
class Manifest:
    """Each tracked file's digest, size and mtime (``None``: no snapshot taken yet), the stored versions,
    and the newest transaction taken in."""

    txid: int = 0
    files: dict[str, Entry] | None = None
    objects: dict[str, Location] = field(default_factory=dict)

    @property
    def taken(self) -> bool:
        """Whether the first night has taken the whole snapshot."""
        return self.files is not None


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
    """The manifest with the deltas of later commits applied; ``None`` when there is neither."""
    base = _load_base(root)
    deltas = _deltas(root, base.txid if base else 0)
    if base is None and not deltas:
        return None
    manifest = base or Manifest()
    for txid, files, objects in deltas:
        manifest.objects.update(objects)
        if manifest.files is not None:
            for rel, entry in files.items():
                if entry is None:
                    manifest.files.pop(rel, None)
                else:
                    manifest.files[rel] = entry
            manifest.txid = max(manifest.txid, txid)
    return manifest


def _unmarshal(path: Path) -> object:
    """A manifest or delta: a regular file within the state cap whose frame checks out, then unmarshalled.

    Garbage handed to ``marshal.loads`` can spin for minutes; the frame's
    checksum refuses it first (``ValueError``, like any damaged file).
    """
    blob = unframe(read_state(path))
    if blob is None:
        raise ValueError(f"{path}: damaged")
    return marshal.loads(blob)


def _load_base(root: Path) -> Manifest | None:
    try:
        data = _unmarshal(snapshot_dir(root) / MANIFEST)
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return None
    files, objects, txid = data.get("files"), data.get("objects"), data.get("txid")
    if not (files is None or isinstance(files, dict)) or not isinstance(objects, dict):
        return None
    return Manifest(txid if isinstance(txid, int) else 0, files, objects)


def _deltas(root: Path, after: int) -> list[tuple[int, dict, dict]]:
    """``(txid, files, objects)`` of each readable delta newer than ``after``, oldest first."""
    folder = snapshot_dir(root) / DELTAS
    try:
        names = [n for n in os.listdir(folder) if n.endswith(".marshal") and n.split(".")[0].isdigit()]
    except OSError:
        return []
    found = []
    for name in sorted(names, key=lambda n: int(n.split(".")[0])):
        if int(name.split(".")[0]) <= after:
            continue
        try:
            data = _unmarshal(folder / name)
        except (OSError, ValueError, EOFError, TypeError):
            continue  # a damaged delta: the history still knows that commit as memcli's own
        if isinstance(data, dict) and isinstance(data.get("files"), dict) and isinstance(data.get("objects"), dict):
            found.append((int(name.split(".")[0]), data["files"], data["objects"]))
    return found


def drop_deltas(root: Path, upto: int) -> None:
    """Remove the deltas a saved manifest has taken in (``txid <= upto``)."""
    folder = snapshot_dir(root) / DELTAS
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        head = name.split(".")[0]
        if head.isdigit() and int(head) <= upto:
            remove_file(folder / name)


def save(root: Path, manifest: Manifest) -> None:
    """Replace the manifest atomically (the packs it names are on disk already)."""
    folder = snapshot_dir(root)
    ensure_private_dir(folder)
    blob = marshal.dumps({"version": VERSION, "txid": manifest.txid, "files": manifest.files,
                          "objects": manifest.objects})
    atomic_write_bytes(folder / MANIFEST, frame(blob), mode=0o600, tag=pid_tag())
    checkpoint()


def read_object(root: Path, digest: str, manifest: Manifest | None = None) -> bytes | None:
    """The bytes with this digest, ``None`` when not kept (pruned, damaged)."""
    manifest = manifest if manifest is not None else load(root)
    where = manifest.objects.get(digest) if manifest is not None else None
    if where is None:
        return None
    pack, offset, length = where[0], where[1], where[2]
    try:
        with open_regular(snapshot_dir(root) / PACKS / pack, "rb") as handle:
            handle.seek(offset)
            data = zlib.decompress(handle.read(length))
    except (OSError, zlib.error, ValueError):
        return None
    return data if hashlib.sha256(data).hexdigest() == digest else None


def _new_pack_name() -> str:
    return f"{time.time_ns():x}-{os.getpid()}-{next(_names)}{PACK_SUFFIX}"


def _write_pack(root: Path, blobs: list[tuple[str, bytes]], manifest: Manifest, added: float) -> None:
    """Write compressed ``(digest, compressed bytes)`` as one new pack and name each in ``manifest.objects``."""
    folder = snapshot_dir(root) / PACKS
    ensure_private_dir(folder)
    name = _new_pack_name()
    offset, locations, parts = 0, {}, []
    for digest, packed in blobs:
        locations[digest] = (name, offset, len(packed), added)
        parts.append(packed)
        offset += len(packed)
    target = folder / name
    tmp = temp_name(target, pid_tag())
    remove_file(tmp)
    try:
        write_new_file(tmp, b"".join(parts), 0o600)
        os.replace(tmp, target)
    except OSError:
        remove_file(tmp)  # a full disk: no half-written pack stays behind
        raise
    fsync_dir(folder)
    checkpoint()
    manifest.objects.update(locations)


def _compress(data: bytes) -> bytes:
    return zlib.compress(data, COMPRESSION)


def put_objects(root: Path, manifest: Manifest, items: Iterable[tuple[str, bytes]]) -> int:
    """Store each ``(digest, bytes)`` the manifest lacks, in one new pack; ``manifest.objects`` names them.

    The caller saves the manifest afterwards; until then the new pack is
    garbage a crash leaves for ``compact`` to remove.
    """
    todo: dict[str, bytes] = {}
    for digest, data in items:
        if digest not in manifest.objects and digest not in todo:
            todo[digest] = data
    if not todo:
        return 0
    items = list(todo.items())
    if len(items) >= PARALLEL_COMPRESS:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(max_workers=2) as pool:  # zlib releases the GIL
            packed = list(pool.map(_compress, [data for _, data in items], chunksize=256))
    else:
        packed = [_compress(data) for _, data in items]
    _write_pack(root, [(digest, blob) for (digest, _), blob in zip(items, packed)], manifest, time.time())
    return len(todo)


def note_commit(root: Path, txid: str, written: Mapping[str, bytes | None]) -> None:
    """After a commit: what the transaction wrote is what memcli last saw (``None``: it removed the file).

    The versions go into a new pack and the files' entries into a delta
    (the manifest is not read nor rewritten: a commit on a 50,000-memory
    store stays cheap). The versions are kept even before the first night,
    so ``memcli restore`` can bring back a file memcli wrote. Never fails
    the command that already committed: a problem is a warning, and the
    next night still knows these writes as memcli's own from the history.
    """
    tracked = {rel: data for rel, data in written.items() if is_tracked(rel)}
    if not tracked:
        return
    try:
        delta = Manifest(int(txid), {}, {})
        digests = {rel: hashlib.sha256(data).hexdigest() for rel, data in tracked.items() if data is not None}
        put_objects(root, delta, ((digests[rel], tracked[rel]) for rel in digests))
        for rel, data in tracked.items():
            info = None
            if data is not None:
                try:
                    info = os.stat(Path(root) / rel)
                except OSError:
                    pass
            delta.files[rel] = None if info is None else (digests[rel], info.st_size, info.st_mtime_ns)
        folder = snapshot_dir(root) / DELTAS
        ensure_private_dir(folder)
        blob = marshal.dumps({"txid": delta.txid, "files": delta.files, "objects": delta.objects})
        atomic_write_bytes(folder / f"{int(txid):06d}.marshal", frame(blob), mode=0o600, tag=pid_tag())
        checkpoint()
    except OSError as exc:
        log.warning("could not update the snapshot of what memcli wrote (%s); the next night still knows it",
                    exc.strerror or exc)


def compact(root: Path, manifest: Manifest, keep: set[str], cutoff: float) -> int:
    """Drop versions older than ``cutoff`` (epoch) that are neither current nor in ``keep``; merge small or mostly
    dead packs; delete packs the manifest no longer names. Saves the manifest; how many versions went."""
    live = {entry[0] for entry in (manifest.files or {}).values()} | keep
    dropped = [d for d, where in manifest.objects.items() if d not in live and where[3] < cutoff]
    for digest in dropped:
        del manifest.objects[digest]
    folder = snapshot_dir(root) / PACKS
    sizes = _pack_sizes(folder)
    used: dict[str, int] = {}
    for where in manifest.objects.values():
        used[where[0]] = used.get(where[0], 0) + where[2]
    merge = {p for p, size in sizes.items() if p in used and used[p] * 2 < size}  # mostly dead
    small = [p for p in used if sizes.get(p, 0) < SMALL_PACK]
    if len(small) > MAX_SMALL_PACKS:
        merge.update(small)
    if merge:
        _merge(root, manifest, merge)
    if dropped or merge:
        save(root, manifest)
    named = {where[0] for where in manifest.objects.values()}
    for pack in sizes:
        if pack not in named:
            remove_file(folder / pack)
    return len(dropped)


def _pack_sizes(folder: Path) -> dict[str, int]:
    sizes = {}
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.name.endswith(PACK_SUFFIX):
                    sizes[entry.name] = entry.stat().st_size
    except OSError:
        pass
    return sizes


def _merge(root: Path, manifest: Manifest, packs: set[str]) -> None:
    """Copy the versions still named in ``packs`` into one new pack (their compressed bytes as they are)."""
    folder = snapshot_dir(root) / PACKS
    moving = sorted((where[0], where[1], digest) for digest, where in manifest.objects.items() if where[0] in packs)
    blobs, added = [], {}
    for pack, group in itertools.groupby(moving, key=lambda item: item[0]):
        try:
            content = read_state(folder / pack)
        except OSError:
            continue
        for _pack, offset, digest in group:
            where = manifest.objects[digest]
            blobs.append((digest, content[offset:offset + where[2]]))
            added[digest] = where[3]
    if blobs:
        _write_pack(root, blobs, manifest, 0.0)
        for digest, moment in added.items():
            name, offset, length, _ = manifest.objects[digest]
            manifest.objects[digest] = (name, offset, length, moment)


def disk_usage(root: Path) -> tuple[int, int]:
    """``(bytes on disk, versions kept)`` of the snapshot."""
    folder = snapshot_dir(root)
    total = sum(_pack_sizes(folder / PACKS).values())
    for name in (MANIFEST, "changes.jsonl"):
        try:
            total += os.stat(folder / name).st_size
        except OSError:
            pass
    try:
        with os.scandir(folder / DELTAS) as entries:
            total += sum(entry.stat().st_size for entry in entries)
    except OSError:
        pass
    manifest = load(root)
    return total, len(manifest.objects) if manifest else 0
