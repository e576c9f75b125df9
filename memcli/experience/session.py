"""What the SessionStart hook shows (SPEC §9): CRITICAL lessons, one pending lint item, review counts.

Standard library only (the hook imports it). Everything here reads files
the other rooms write, without YAML: the Pending Review section of
``MEMORY.md`` (SPEC §7 bullets), the scan cache ``.memcli/cache/scan.marshal``
(for the number of memory candidates, as of the last memcli run), and the
knowledge index (for drafts).
"""

from __future__ import annotations

import marshal
import os
import re
import zlib
from collections import namedtuple
from datetime import date

from memcli.experience.relevance import Node, fit, render_item
from memcli.regular_files import open_regular

PENDING_HEADING = "## Pending Review (Lint findings)"
STALE_DAYS = 14
SCAN_CACHES = (".memcli/cache/scan.marshal", ".memcli/cache/summary.marshal")
_BULLET_RE = re.compile(r"^- detected_at=(\d{4}-\d{2}-\d{2}) — (.+?) vs (.+?) — (.*)$")


class PendingItem(namedtuple("PendingItem", ("detected_at", "a", "b", "reason", "age_days", "total"))):
    """The oldest pending contradiction: its date, both file names, the reason,
    its age in days and how many bullets the section holds."""

    __slots__ = ()

    @property
    def stale(self) -> bool:
        """Older than 14 days."""
        return self.age_days > STALE_DAYS


def pending_bullets(index_text: str) -> list[tuple[date, str, str, str]]:
    """The bullets of ``## Pending Review (Lint findings)``: ``(detected_at, a, b, reason)``."""
    bullets = []
    inside = False
    for line in index_text.splitlines():
        stripped = line.rstrip()
        if stripped.startswith("#"):
            inside = stripped == PENDING_HEADING
            continue
        if not inside:
            continue
        match = _BULLET_RE.match(stripped)
        if match is None:
            continue
        try:
            detected = date.fromisoformat(match.group(1))
        except ValueError:
            continue
        bullets.append((detected, match.group(2), match.group(3), match.group(4)))
    return bullets


def oldest_pending(store_root: str, today: date) -> PendingItem | None:
    """The oldest pending lint item of ``MEMORY.md`` (the first of equal dates), or ``None``."""
    try:
        with open_regular(os.path.join(store_root, "MEMORY.md"), "r", encoding="utf-8", errors="replace") as handle:
            text = handle.read(4 * 1024 * 1024)
    except OSError:
        return None
    bullets = pending_bullets(text)
    if not bullets:
        return None
    detected, a, b, reason = min(bullets, key=lambda bullet: bullet[0])
    return PendingItem(detected, a, b, reason, (today - detected).days, len(bullets))


def _status_of(payload: object) -> object:
    """The status inside one cache entry's payload, whichever cache wrote it."""
    if not isinstance(payload, tuple) or len(payload) < 2 or payload[0] != "m":
        return None
    data = payload[1]
    if isinstance(data, dict):  # scan.marshal: ("m", frontmatter mapping, body, has_frontmatter)
        return data.get("status")
    if isinstance(data, (tuple, list)) and len(data) > 3:  # summary.marshal: ("m", (rel, id, type, status, ...))
        return data[3]
    return None


def _cache_blob(data: bytes) -> bytes | None:
    """The marshal blob of a read cache (``memcli.store.cache.frame``: magic, CRC-32, blob), if intact."""
    if data[:4] != b"MCC1":
        return None
    try:
        return data[12:] if int(data[4:12], 16) == zlib.crc32(data[12:]) else None
    except ValueError:
        return None


def _cache_count(path: str) -> tuple[float, int] | None:
    try:
        with open(path, "rb") as handle:
            blob = _cache_blob(handle.read())
        if blob is None:  # damaged bytes can make marshal spin: never unmarshal what the checksum rejects
            return None
        document = marshal.loads(blob)
        entries = document["entries"]
        mtime = os.stat(path).st_mtime
    except (OSError, ValueError, EOFError, TypeError, KeyError):
        return None
    if not isinstance(entries, dict):
        return None
    count = 0
    for entry in entries.values():
        try:
            count += _status_of(entry[2]) == "candidate"
        except (IndexError, TypeError, KeyError):
            continue
    return mtime, count


def candidate_count(store_root: str) -> int | None:
    """Memory files with ``status: candidate`` as of the last memcli run; ``None`` without a cache.

    memcli's read caches (``.memcli/cache/scan.marshal``, and the compact
    ``summary.marshal``) hold every memory file's status without YAML; the
    most recently written one is used.
    """
    found = [c for c in (_cache_count(os.path.join(store_root, *rel.split("/"))) for rel in SCAN_CACHES) if c]
    return max(found)[1] if found else None


def critical_active(nodes: tuple[Node, ...] | list[Node]) -> list[Node]:
    """CRITICAL, active knowledge, most confident first, then by file name; one per label."""
    chosen = [n for n in nodes if n.priority == "CRITICAL" and n.status == "active"]
    chosen.sort(key=lambda n: (-n.confidence, n.file_name, n.rel))
    seen: set[str] = set()
    kept = []
    for node in chosen:
        key = " ".join(node.label.split()).casefold()
        if key not in seen:
            seen.add(key)
            kept.append(node)
    return kept


def pending_line(item: PendingItem) -> str:
    """The pending lint note."""
    age = f", older than {STALE_DAYS} days" if item.stale else ""
    more = f" (the oldest of {item.total})" if item.total > 1 else ""
    return (f"Pending contradiction review{more}: {item.a} vs {item.b} — {item.reason} "
            f"(detected {item.detected_at.isoformat()}{age}). Resolve it with `memcli lint review`.")


def counts_line(drafts: int, candidates: int | None) -> str:
    """How much waits for review ("" when nothing does)."""
    parts = []
    if drafts:
        parts.append(f"{drafts} draft lesson{'s' if drafts != 1 else ''} (`memcli knowledge review`)")
    if candidates:
        parts.append(f"{candidates} memory candidate{'s' if candidates != 1 else ''} (`memcli review`)")
    return f"Waiting for review: {', '.join(parts)}." if parts else ""


def session_start_text(critical: list[Node], drafts: int, pending: PendingItem | None, candidates: int | None) -> str:
    """The ``additionalContext`` for SessionStart ("" when there is nothing to say).

    ``critical`` are the CRITICAL active lessons in display order (``critical_active``).
    """
    footer = [pending_line(pending) if pending else "", counts_line(drafts, candidates)]
    if not critical and not any(footer):
        return ""
    header = ("memcli: CRITICAL lessons from past experience; apply them whenever they are relevant this session:"
              if critical else "memcli: memory housekeeping notes for this session:")
    return fit(header, [render_item(n) for n in critical], footer)
