"""Checks of one memory file's own values (no other file needed): run once per file version and cached.

Codes: ``invalid_value`` and ``unsafe_path``. Cross-file checks (duplicate
ids, dangling references) are in ``memcli.store.validate``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from memcli.clock import try_parse_instant
from memcli.formats.regular_files import open_regular
from memcli.store.memory import Finding, Memory

KNOWN_STATUSES = frozenset(
    "candidate active superseded invalid graduated archived pending_review rejected quarantined forgotten draft".split()
)
TIMESTAMP_KEYS = ("created", "updated", "last_referenced_at", "last_reinforced_at", "supersededAt", "resolved_at")
COUNT_KEYS = ("reference_count", "reinforcement_count")
PLAIN_REF = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_:-]*$")
VERSIONED_REF = re.compile(r"^(.*[/.].*):(\d+)$")


def unsafe_reference(value: str) -> bool:
    """Whether an id-like value could escape a directory (``..``, ``/``, absolute, NUL)."""
    return (
        "/" in value or "\\" in value or "\x00" in value or value in (".", "..")
        or value.startswith("~") or ".." in value.split("/")
    )


def partner_file_name(value: str) -> str | None:
    """The file name a ``do_not_reopen`` partner names, or ``None`` when it is unsafe.

    memcli writes the bare file name; another tool may write a store-relative
    or prefixed path (``auto/b.md``, ``memory/auto/b.md``), which names the
    file by its last component. ``..``, an absolute path, ``~`` or NUL stay
    unsafe.
    """
    parts = value.replace("\\", "/").split("/")
    if value.startswith(("/", "~")) or "\x00" in value or any(p in (".", "..") for p in parts) or not parts[-1]:
        return None
    return parts[-1]


def key_line_in(path: str, key: str) -> int | None:
    """The 1-based line of ``key:`` in a file's frontmatter (read only when reporting)."""
    try:
        with open_regular(path, "r", encoding="utf-8", errors="replace") as handle:
            for number, line in enumerate(handle, start=1):
                if number > 1 and line.rstrip() == "---":
                    return None
                if line.startswith(f"{key}:") or line.startswith(f'"{key}":'):
                    return number
    except OSError:
        return None
    return None


def _finding(memory: Memory, key: str, code: str, message: str) -> Finding:
    return Finding(memory.rel, key_line_in(memory.path, key), code, message)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_scalars(memory: Memory) -> Iterable[Finding]:
    meta = memory.meta
    if "id" in meta:
        value = meta["id"]
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            yield _finding(memory, "id", "invalid_value", f"id must be a string, got {value!r}")
        elif unsafe_reference(str(value)):
            yield _finding(memory, "id", "unsafe_path", f"id {value!r} contains a path separator or '..'")
    for key in ("type", "category", "status", "project", "name", "description"):
        value = meta.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, (str, int, float))):
            yield _finding(memory, key, "invalid_value", f"{key} must be a string, got {meta[key]!r}")
    status = meta.get("status")
    if isinstance(status, str) and status not in KNOWN_STATUSES:
        yield _finding(memory, "status", "invalid_value", f"unknown status {status!r}")
    if "confidence" in meta:
        value = meta["confidence"]
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= value <= 1.0:
            yield _finding(memory, "confidence", "invalid_value", f"confidence must be a number from 0.0 to 1.0, got {value!r}")
    for key in TIMESTAMP_KEYS:
        if key in meta and meta[key] is not None and memory.when(key) is None:
            yield _finding(memory, key, "invalid_value", f"{key} is not an ISO 8601 date or timestamp: {meta[key]!r}")
    for key in COUNT_KEYS:
        if key in meta and not (_is_int(meta[key]) and meta[key] >= 0):
            yield _finding(memory, key, "invalid_value", f"{key} must be a non-negative integer, got {meta[key]!r}")
    if "tags" in meta and meta["tags"] is not None:
        tags = meta["tags"]
        if not isinstance(tags, list) or not all(isinstance(t, (str, int)) and not isinstance(t, bool) for t in tags):
            yield _finding(memory, "tags", "invalid_value", f"tags must be a list of strings, got {tags!r}")


def _check_references(memory: Memory) -> Iterable[Finding]:
    meta = memory.meta
    for key in ("supersededBy", "graduated_to"):
        value = meta.get(key)
        if value is None:
            continue
        if not isinstance(value, str):
            yield _finding(memory, key, "invalid_value", f"{key} must be an id, got {value!r}")
        elif unsafe_reference(value):
            yield _finding(memory, key, "unsafe_path", f"{key} {value!r} contains a path separator or '..'")
    refs = meta.get("derived_from")
    if refs is not None and not isinstance(refs, list):
        yield _finding(memory, "derived_from", "invalid_value", f"derived_from must be a list, got {refs!r}")
    yield from _check_do_not_reopen(memory)


def _check_do_not_reopen(memory: Memory) -> Iterable[Finding]:
    records = memory.meta.get("do_not_reopen")
    if records is None:
        return
    if not isinstance(records, list):
        yield _finding(memory, "do_not_reopen", "invalid_value", "do_not_reopen must be a list of {partner, before} records")
        return
    for record in records:
        partner = record.get("partner") if isinstance(record, dict) else None
        if not isinstance(partner, str):
            yield _finding(memory, "do_not_reopen", "invalid_value", f"do_not_reopen record without a partner file name: {record!r}")
        elif partner_file_name(partner) is None:
            yield _finding(memory, "do_not_reopen", "unsafe_path", f"do_not_reopen partner {partner!r} contains '..' or is an absolute path")
        elif try_parse_instant(record.get("before")) is None:
            yield _finding(memory, "do_not_reopen", "invalid_value", f"do_not_reopen before {record.get('before')!r} is not a date")


def file_findings(memory: Memory) -> tuple[Finding, ...]:
    """Every problem with this file's own values (type, range, date and path-safety checks)."""
    if not memory.meta:
        return ()
    return (*_check_scalars(memory), *_check_references(memory))


def superseded_by(memory: Memory) -> str | None:
    """A usable ``supersededBy`` id (``None`` when absent or unsafe)."""
    value = memory.meta.get("supersededBy")
    return value if isinstance(value, str) and value and not unsafe_reference(value) else None


def derived_ids(memory: Memory) -> tuple[str, ...]:
    """The ``derived_from`` entries that are plain memory ids (``path:version`` refs are provenance)."""
    refs = memory.meta.get("derived_from")
    if not isinstance(refs, list):
        return ()
    return tuple(str(r) for r in refs if PLAIN_REF.match(str(r)) and not VERSIONED_REF.match(str(r)))


def partner_names(memory: Memory) -> tuple[str, ...]:
    """The file names that ``do_not_reopen`` records name (a path names its last component; unsafe ones left out)."""
    records = memory.meta.get("do_not_reopen")
    if not isinstance(records, list):
        return ()
    names = (r.get("partner") for r in records if isinstance(r, dict))
    return tuple(name for n in names if isinstance(n, str) and (name := partner_file_name(n)) is not None)
