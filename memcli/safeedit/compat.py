"""``memcli safe-edit ACTION FILE``: the reference ``safe-edit.sh``, token for token.

One token on stdout, then the exit code, exactly as the table in docs/contracts.md §4.
"""

from __future__ import annotations

import os
from pathlib import Path

from memcli.formats import regular_files
from memcli.safeedit.atomic import atomic_write_bytes, remove_file

BACKUP_SUFFIX = ".consolidation-backup"
ACTIONS = ("backup", "verify", "rollback", "clean")


def backup_path(file: Path) -> Path:
    """``FILE.consolidation-backup``."""
    return Path(str(file) + BACKUP_SUFFIX)


def _size(path: Path) -> int | None:
    try:
        status = os.stat(path)
    except FileNotFoundError:
        return None
    return status.st_size if regular_files.is_regular(status.st_mode) else None  # safe-edit.sh tests `-f FILE`


def safe_edit(action: str, file: Path) -> tuple[str, int]:
    """Run one action; returns ``(token, exit code)``. ``action`` must be one of ``ACTIONS``."""
    file = Path(file)
    backup = backup_path(file)
    if action == "backup":
        data = _read(file)
        if data is None:
            return "NO_FILE", 1
        atomic_write_bytes(backup, data)
        return "BACKED_UP", 0
    if action == "verify":
        size = _size(file)
        if size is None:
            return "MISSING", 1
        if size == 0:
            return "EMPTY", 1
        backup_size = _size(backup)
        if backup_size and size < backup_size // 5:
            return "SUSPICIOUS_SHRINK", 1
        return "VERIFIED", 0
    if action == "rollback":
        data = _read(backup)
        if data is None:
            return "NO_BACKUP", 1
        try:
            atomic_write_bytes(file, data)
        except OSError:
            return "ROLLBACK_COPY_FAILED", 1
        if _read(file) != data:
            return "ROLLBACK_COPY_FAILED", 1
        remove_file(backup)
        return "ROLLED_BACK", 0
    if action == "clean":
        remove_file(backup)
        return "CLEANED", 0
    raise ValueError(f"unknown action {action!r}")


def _read(path: Path) -> bytes | None:
    try:
        return regular_files.read_bytes(path)
    except (FileNotFoundError, IsADirectoryError, regular_files.NotRegularFile):  # safe-edit.sh tests `-f FILE`
        return None
