"""The diary ``diary/YYYY-MM-DD.md`` (docs/contracts.md §8): how a nightly run writes its section, and how lint reads it.

A new file starts ``# Diary — YYYY-MM-DD``; every run appends one section,
never a second header. ``memcli.consolidate`` writes sections;
``memcli.lint.resolve`` reads the lines under ``### Memory Changes`` as
evidence of which memory changed last. Standard library only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from memcli.formats.layout import DIARY_DIR
from memcli.formats.markup import escape_name

MEMORY_CHANGES = "### Memory Changes"
CHANGED_OUTSIDE = "### Changed Outside memcli"
_SECTION_END = re.compile(r"^#{1,3}\s")


@dataclass(frozen=True)
class Change:
    """One created or updated file and why."""

    path: str
    created: bool
    reason: str


@dataclass(frozen=True)
class LintLine:
    """The counts of the ``### Lint (Phase B.5)`` block."""

    candidates: int
    contradictions: int
    auto_resolved: int
    pending_added: int
    pending_removed: int


@dataclass(frozen=True)
class DiarySection:
    """Everything one run writes into the diary."""

    started: datetime
    summary: str
    sessions: Sequence[tuple[str, str]] = ()
    changes: Sequence[Change] = ()
    lint: LintLine | None = None
    noted: Sequence[tuple[float, str, str]] = ()  # (confidence, insight, context)
    issues: Sequence[str] = field(default_factory=tuple)
    # (change, path, bytes before, bytes after): files changed by another writer since memcli last saw them (§4b)
    outside: Sequence[tuple[str, str, int | None, int | None]] = ()


def diary_path(day: str) -> str:
    """Store-relative path of a day's diary in memcli's layout (``Store.layout.diary_path`` knows both layouts)."""
    return f"{DIARY_DIR}/{day}.md"


def diary_header(day: str) -> str:
    """The first line of a new day's diary."""
    return f"# Diary — {day}\n"


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def render_section(section: DiarySection) -> str:
    """The markdown of one run's section, in docs/contracts.md §8's order."""
    lines = [f"## [{section.started:%Y-%m-%d %H:%M}] consolidation | {_one_line(section.summary)}", "", "### Sessions Reviewed"]
    lines += [f"- {escape_name(source)}: {_one_line(held)}" for source, held in section.sessions] or ["- none: no new interactions or transcripts"]
    lines += ["", MEMORY_CHANGES]
    lines += [f"- {'Created' if c.created else 'Updated'} {escape_name(c.path)} — {_one_line(c.reason)}" for c in section.changes] or ["- none"]
    if section.outside:
        lines += ["", CHANGED_OUTSIDE, *(outside_bullet(*item) for item in section.outside)]
    if section.lint is not None:
        lint = section.lint
        lines += ["", "### Lint (Phase B.5)",
                  f"- Candidates: {lint.candidates}, contradictions: {lint.contradictions}, auto-resolved: {lint.auto_resolved}, "
                  f"pending added: {lint.pending_added}, pending removed: {lint.pending_removed}"]
    lines += ["", "### Noted for Review"]
    lines += [f"- [confidence {conf:.1f}] {_one_line(insight)} — {_one_line(context)}" for conf, insight, context in section.noted] or ["- none"]
    lines += ["", "### Issues"]
    lines += [f"- {_one_line(issue)}" for issue in section.issues] or ["- none"]
    return "\n".join(lines) + "\n"


def outside_bullet(change: str, path: str, before: int | None, after: int | None) -> str:
    """One ``### Changed Outside memcli`` bullet: what happened to the file and how to bring it back."""
    name = escape_name(path)
    if change == "deleted":
        return f"- Deleted {name} ({before} bytes) — memcli restore {name}"
    if change == "modified":
        return f"- Modified {name} ({before} → {after} bytes) — memcli restore {name}"
    return f"- Created {name} ({after} bytes)"


def append_section(existing: str | None, day: str, section: DiarySection) -> str:
    """The diary file's new text: the header if new, one blank line, then the section."""
    text = existing if existing else diary_header(day)
    if not text.endswith("\n"):
        text += "\n"
    if not text.endswith("\n\n"):
        text += "\n"
    return text + render_section(section)


def memory_changes(text: str) -> list[str]:
    """The lines of every ``### Memory Changes`` section (up to the next ``###``/``##`` heading)."""
    found: list[str] = []
    inside = False
    for line in text.splitlines():
        if line.rstrip() == MEMORY_CHANGES:
            inside = True
            continue
        if inside and _SECTION_END.match(line):
            inside = False
        if inside and line.strip():
            found.append(line)
    return found
