"""What the SessionStart hook shows (docs/contracts.md §9): CRITICAL lessons, one pending lint item, review counts.

Standard library only (the hook imports it). Everything here reads files
the other rooms write, through the formats they write them in, without
YAML: the Pending Review section of ``MEMORY.md``
(``memcli.formats.pending``), the store's read caches
(``memcli.formats.cache_frame``: the number of memory candidates, as of the last
memcli run), and the knowledge index (for drafts).
"""

from __future__ import annotations

import os
from collections import namedtuple
from datetime import date

from memcli.experience.relevance import Node, fit, render_item
from memcli.formats import cache_frame
from memcli.formats.layout import CLAUDE_CANDIDATES_DIR, MEMORY_INDEX
from memcli.formats.markup import escape_name
from memcli.formats.pending import parse_pending
from memcli.formats.regular_files import open_regular, read_state
from memcli.formats.timestamps import parse_date

STALE_DAYS = 14
MAX_INDEX_CHARS = 4 * 1024 * 1024  # MEMORY.md is read this far at most: the hook must answer quickly
CANDIDATE = "candidate"
QUEUE_HEAD_BYTES = 4096  # a queue file's frontmatter starts with its id, type and status


class OldestPending(namedtuple("OldestPending", ("detected_at", "a", "b", "reason", "age_days", "total"))):
    """The oldest pending contradiction: its date, both file names, the reason,
    its age in days and how many bullets the section holds."""

    __slots__ = ()

    @property
    def stale(self) -> bool:
        """Older than 14 days."""
        return self.age_days > STALE_DAYS


def oldest_pending(store_root: str, today: date) -> OldestPending | None:
    """The oldest pending lint item of ``MEMORY.md`` (the first of equal dates), or ``None``."""
    try:
        with open_regular(os.path.join(store_root, MEMORY_INDEX), "r", encoding="utf-8", errors="replace") as handle:
            text = handle.read(MAX_INDEX_CHARS)
    except OSError:
        return None
    items = parse_pending(text)
    dated = [(detected, item) for item in items if (detected := parse_date(item.detected_at)) is not None]
    if not dated:
        return None
    detected, item = min(dated, key=lambda pair: pair[0])
    return OldestPending(detected, item.file_a, item.file_b, item.reason, (today - detected).days, len(items))


def _cache_count(store_root: str, name: str) -> tuple[float, int] | None:
    """``(written at, candidates)`` of one read cache, ``None`` when it is missing, damaged or of another version."""
    path = os.path.join(store_root, *cache_frame.cache_rel(name).split("/"))
    try:
        entries = cache_frame.read_entries(read_state(path))
        mtime = os.stat(path).st_mtime
    except OSError:
        return None
    if entries is None:
        return None
    return mtime, sum(cache_frame.entry_status(name, entry) == CANDIDATE for entry in entries.values())


def queued_candidates(store_root: str) -> int:
    """Candidates waiting in the queue folder of Claude Code's layout (``.memcli/candidates/``), which no cache holds.

    A file counts when its frontmatter says ``status: candidate`` (the head of each file is read, never parsed).
    """
    folder = os.path.join(store_root, *CLAUDE_CANDIDATES_DIR.split("/"))
    try:
        entries = os.scandir(folder)
    except OSError:
        return 0
    count = 0
    with entries:
        for entry in entries:
            if not entry.name.endswith(".md") or not entry.is_file(follow_symlinks=False):
                continue
            try:
                with open_regular(entry.path, "rb") as handle:
                    head = handle.read(QUEUE_HEAD_BYTES)
            except OSError:
                continue
            frontmatter = head.split(b"\n---", 1)[0] if head.startswith(b"---") else b""
            count += b"\nstatus: candidate\n" in frontmatter + b"\n"
    return count


def candidate_count(store_root: str) -> int | None:
    """Memory files with ``status: candidate`` as of the last memcli run; ``None`` without a cache or queue.

    memcli's read caches (the full one and the compact summaries) hold every
    memory file's status; the most recently written one is used. The queue
    folder of Claude Code's layout is counted on top.
    """
    found = [c for c in (_cache_count(store_root, name) for name in (cache_frame.FULL, cache_frame.SUMMARY)) if c]
    queued = queued_candidates(store_root)
    if not found:
        return queued or None
    return max(found)[1] + queued


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


def pending_line(item: OldestPending) -> str:
    """The pending lint note."""
    age = f", older than {STALE_DAYS} days" if item.stale else ""
    more = f" (the oldest of {item.total})" if item.total > 1 else ""
    return (f"Pending contradiction review{more}: {escape_name(item.a)} vs {escape_name(item.b)} — {item.reason} "
            f"(detected {item.detected_at.isoformat()}{age}). Resolve it with `memcli lint review`.")


def counts_line(drafts: int, candidates: int | None) -> str:
    """How much waits for review ("" when nothing does)."""
    parts = []
    if drafts:
        parts.append(f"{drafts} draft lesson{'s' if drafts != 1 else ''} (`memcli knowledge review`)")
    if candidates:
        parts.append(f"{candidates} memory candidate{'s' if candidates != 1 else ''} (`memcli review`)")
    return f"Waiting for review: {', '.join(parts)}." if parts else ""


def session_start_text(critical: list[Node], drafts: int, pending: OldestPending | None, candidates: int | None) -> str:
    """The ``additionalContext`` for SessionStart ("" when there is nothing to say).

    ``critical`` are the CRITICAL active lessons in display order (``critical_active``).
    """
    footer = [pending_line(pending) if pending else "", counts_line(drafts, candidates)]
    if not critical and not any(footer):
        return ""
    header = ("memcli: CRITICAL lessons from past experience; apply them whenever they are relevant this session:"
              if critical else "memcli: memory housekeeping notes for this session:")
    return fit(header, [render_item(n) for n in critical], footer)
