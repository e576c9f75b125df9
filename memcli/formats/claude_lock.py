"""Claude Code's consolidation lock, ``.consolidate-lock`` in the memory folder (docs/contracts.md §4b).

Claude Code's background consolidation ("Auto Dream") writes this file,
holding its process id, while it rewrites the folder. memcli only reads
it: a writer treats the store as busy while it names a live process, and
never writes, moves or deletes it. Standard library only (the safe-edit
lock reads it).

The content is read leniently: a bare number (``12345``), or JSON with a
``pid`` key; anything else names no process and is ignored.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

LOCK_NAME = ".consolidate-lock"
_MAX_BYTES = 4096  # a pid and perhaps a timestamp: anything larger is not Claude Code's lock
_FIRST_NUMBER = re.compile(rb"\d{1,10}")


@dataclass(frozen=True)
class ClaudeLock:
    """What ``.consolidate-lock`` says: the pid it names (``None``: none readable) and whether it runs."""

    pid: int | None
    live: bool


def _pid_of(data: bytes) -> int | None:
    try:
        value = json.loads(data)
    except ValueError:
        value = None
    if isinstance(value, dict):
        value = value.get("pid")
    if isinstance(value, int) and not isinstance(value, bool):
        return value if value > 0 else None
    match = _FIRST_NUMBER.search(data)
    return int(match.group()) if match and int(match.group()) > 0 else None


def process_alive(pid: int) -> bool:
    """Whether a process with this id exists (one we may not signal counts as alive)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except (OverflowError, OSError):
        return False
    try:  # a zombie (exited, not yet reaped by its parent) holds nothing
        with open(f"/proc/{pid}/stat", "rb") as handle:
            return handle.read().rsplit(b")", 1)[-1].split()[:1] != [b"Z"]
    except OSError:
        return True


def read_lock(root: Path) -> ClaudeLock | None:
    """The lock in store ``root`` (``None`` when there is none); read-only, never created or changed."""
    try:
        fd = os.open(Path(root) / LOCK_NAME, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return None
    try:
        data = os.read(fd, _MAX_BYTES)
    except OSError:
        return ClaudeLock(None, False)
    finally:
        os.close(fd)
    pid = _pid_of(data.strip())
    return ClaudeLock(pid, pid is not None and pid != os.getpid() and process_alive(pid))


def live_pid(root: Path) -> int | None:
    """The pid of a running Claude Code consolidation holding this store, else ``None``."""
    lock = read_lock(root)
    return lock.pid if lock is not None and lock.live else None
