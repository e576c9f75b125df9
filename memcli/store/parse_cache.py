"""The read cache: parsed memory files keyed by path, mtime_ns and size.

Two caches live in ``.memcli/cache/``: ``scan.marshal`` (full memories)
and ``summary.marshal`` (compact summaries for whole-store listings); their file format (frame,
entry layout) is ``memcli.formats.cache_frame``. ``marshal`` is the fastest
stdlib format for plain data (a 50,000-memory store loads in a fraction of
a second); the file is the tool's own, written atomically, and any error
reading it just means "no cache".
"""

from __future__ import annotations

import marshal
from pathlib import Path
from typing import Any

# SUMMARY is handed on: the store names its caches through this module (cache.FULL, cache.SUMMARY).
from memcli.formats.cache_frame import CACHE_VERSION, FULL, SUMMARY, frame, unframe  # noqa: F401
from memcli.formats.regular_files import read_state
from memcli.safeedit.atomic import atomic_write_bytes, ensure_private_dir, pid_tag, remove_stale_temps

Entry = tuple  # (mtime_ns, size, payload); payload None: the file is parsed on every read (too deep to cache)


def cache_path(state_dir: Path, name: str = FULL) -> Path:
    """Where a cache lives (``.memcli/cache/<name>.marshal``)."""
    return state_dir / "cache" / f"{name}.marshal"


def read_framed(path: Path) -> Any:
    """The value a framed cache file holds; ``None`` when it is missing, damaged or unreadable."""
    try:
        blob = unframe(read_state(path))
        return marshal.loads(blob) if blob is not None else None
    except (OSError, ValueError, EOFError, TypeError):
        return None


def write_framed(path: Path, blob: bytes) -> bool:
    """Write a marshal blob framed, atomically, private to the user; ``False`` when it cannot be written."""
    try:
        ensure_private_dir(path.parent)
        remove_stale_temps(path.parent)
        atomic_write_bytes(path, frame(blob), mode=0o600, tag=pid_tag())
    except OSError:
        return False
    return True


def load(state_dir: Path, settings: Any, name: str = FULL) -> dict[str, Entry]:
    """Load cached entries; an empty dict when missing, stale, damaged or unreadable."""
    data = read_framed(cache_path(state_dir, name))
    if not isinstance(data, dict) or data.get("version") != CACHE_VERSION or data.get("settings") != settings:
        return {}
    entries = data.get("entries")
    return entries if isinstance(entries, dict) else {}


def _marshallable(entry: Entry) -> bool:
    try:
        marshal.dumps(entry)
    except ValueError:
        return False
    return True


def save(state_dir: Path, settings: Any, entries: dict[str, Entry], name: str = FULL) -> bool:
    """Write the cache atomically; ``False`` when it cannot be written (read-only store)."""
    try:
        blob = marshal.dumps({"version": CACHE_VERSION, "settings": settings, "entries": entries})
    except ValueError:  # a value marshal cannot hold (nested thousands deep): cache every other file
        entries = {rel: entry if _marshallable(entry) else (entry[0], entry[1], None) for rel, entry in entries.items()}
        try:
            blob = marshal.dumps({"version": CACHE_VERSION, "settings": settings, "entries": entries})
        except ValueError:
            return False
    return write_framed(cache_path(state_dir, name), blob)


def newest(state_dir: Path, names: tuple[str, ...]) -> str | None:
    """The name of the most recently written of these caches (``None`` when none exists)."""
    stamps = []
    for name in names:
        try:
            stamps.append((cache_path(state_dir, name).stat().st_mtime_ns, name))
        except OSError:
            continue
    return max(stamps)[1] if stamps else None
