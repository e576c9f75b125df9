"""``memcli validate``: every problem with the store's memory files, each with path, line and a stable code.

Codes: ``yaml_error unsafe_yaml not_utf8 binary too_large outside_store
unsafe_path duplicate_id invalid_value dangling_ref unreadable``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from memcli.clock import try_parse_instant
from memcli.store.memory import Finding, Memory
from memcli.store.store import Scan

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


def key_line(memory: Memory, key: str) -> int | None:
    """The 1-based line of ``key:`` in the file's frontmatter (read only when reporting)."""
    try:
        with open(memory.path, encoding="utf-8", errors="replace") as handle:
            for number, line in enumerate(handle, start=1):
                if number > 1 and line.rstrip() == "---":
                    return None
                if line.startswith(f"{key}:") or line.startswith(f'"{key}":'):
                    return number
    except OSError:
        return None
    return None


def _finding(memory: Memory, key: str, code: str, message: str) -> Finding:
    return Finding(memory.rel, key_line(memory, key), code, message)


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
        if key in meta and meta[key] is not None and try_parse_instant(meta[key]) is None:
            yield _finding(memory, key, "invalid_value", f"{key} is not an ISO 8601 date or timestamp: {meta[key]!r}")
    for key in COUNT_KEYS:
        if key in meta and not (_is_int(meta[key]) and meta[key] >= 0):
            yield _finding(memory, key, "invalid_value", f"{key} must be a non-negative integer, got {meta[key]!r}")
    if "tags" in meta and meta["tags"] is not None:
        tags = meta["tags"]
        if not isinstance(tags, list) or not all(isinstance(t, (str, int)) and not isinstance(t, bool) for t in tags):
            yield _finding(memory, "tags", "invalid_value", f"tags must be a list of strings, got {tags!r}")


def _check_references(memory: Memory, ids: set[str], names: set[str]) -> Iterable[Finding]:
    meta = memory.meta
    for key in ("supersededBy", "graduated_to"):
        value = meta.get(key)
        if value is None:
            continue
        if not isinstance(value, str):
            yield _finding(memory, key, "invalid_value", f"{key} must be an id, got {value!r}")
        elif unsafe_reference(value):
            yield _finding(memory, key, "unsafe_path", f"{key} {value!r} contains a path separator or '..'")
        elif key == "supersededBy" and value not in ids:
            yield _finding(memory, key, "dangling_ref", f"supersededBy {value!r} names no memory")
    yield from _check_derived_from(memory, ids)
    yield from _check_do_not_reopen(memory, names)


def _check_derived_from(memory: Memory, ids: set[str]) -> Iterable[Finding]:
    refs = memory.meta.get("derived_from")
    if refs is None:
        return
    if not isinstance(refs, list):
        yield _finding(memory, "derived_from", "invalid_value", f"derived_from must be a list, got {refs!r}")
        return
    for ref in refs:
        text = str(ref)
        if VERSIONED_REF.match(text) or not PLAIN_REF.match(text):
            continue  # path:version refs and free text are provenance, not ids
        if text not in ids:
            yield _finding(memory, "derived_from", "dangling_ref", f"derived_from {text!r} names no memory")


def _check_do_not_reopen(memory: Memory, names: set[str]) -> Iterable[Finding]:
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
        elif unsafe_reference(partner) or partner.startswith("/"):
            yield _finding(memory, "do_not_reopen", "unsafe_path", f"do_not_reopen partner {partner!r} is a path, not a file name")
        elif partner not in names:
            yield _finding(memory, "do_not_reopen", "dangling_ref", f"do_not_reopen partner {partner!r} names no memory file")
        elif isinstance(record, dict) and try_parse_instant(record.get("before")) is None:
            yield _finding(memory, "do_not_reopen", "invalid_value", f"do_not_reopen before {record.get('before')!r} is not a date")


def _check_duplicates(memories: Iterable[Memory]) -> Iterable[Finding]:
    """Report every file sharing an id except its owner.

    The owner is the one file named after the id (``a.md`` for id ``a``) if
    exactly one is, else the first by path.
    """
    groups: dict[str, list[Memory]] = {}
    for memory in memories:
        groups.setdefault(memory.id, []).append(memory)
    for memory_id, group in groups.items():
        if len(group) < 2:
            continue
        named = [m for m in group if m.stem == memory_id]
        owner = named[0] if len(named) == 1 else group[0]
        for memory in group:
            if memory is not owner:
                yield _finding(memory, "id", "duplicate_id", f"id {memory_id!r} is also used by {owner.rel}")


Check = Callable[[Memory], Iterable[Finding]]


def validate_scan(scan: Scan) -> list[Finding]:
    """All findings for a scanned store: unreadable files, bad values, duplicate ids, dangling references."""
    findings = list(scan.findings)
    ids = {m.id for m in scan.memories}
    names = {m.file_name for m in scan.memories}
    for memory in scan.memories:
        if memory.meta:
            findings.extend(_check_scalars(memory))
            findings.extend(_check_references(memory, ids, names))
    findings.extend(_check_duplicates(scan.memories))
    findings.sort(key=lambda f: (f.path, f.line or 0, f.code))
    return findings
