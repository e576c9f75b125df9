"""The ``## Pending Review (Lint findings)`` section of ``MEMORY.md`` (docs/contracts.md §7): its format and its reader.

One bullet per open pair::

    - detected_at=2026-05-17 — a.md vs b.md — <claim_a> | <claim_b>

File names are written through ``memcli.formats.markup.escape_name`` (a name
with a newline cannot add a heading or an instruction to ``MEMORY.md``, which
the agent reads) and, inside a name, `` vs `` is written `` vs\\x20``, so a
bullet splits into its two names one way only. Parsing undoes both, so the
items hold the files' real names and the same pair is recognised next night.

``memcli.lint.pending_section`` edits the section; the SessionStart hook reads it.
Standard library only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from memcli.formats.markup import escape_name, unescape_name
from memcli.formats.timestamps import parse_date

HEADING = "## Pending Review (Lint findings)"
SEP = " \u2014 "
BULLET_PREFIX = "- detected_at="
PAIR_SEP = " vs "
# A line longer than this is not a bullet. A real bullet is two escaped file names and a reason of at most
# 200 characters; MEMORY.md is agent-writable, and every reader (the SessionStart hook included) must
# answer in linear time whatever one line holds.
MAX_BULLET_CHARS = 8192
_NAME_END = ".md"
_SECTION_END_RE = re.compile(r"^#{1,2}\s")


@dataclass(frozen=True, slots=True)
class PendingItem:
    """One Pending Review bullet. ``file_a`` sorts before ``file_b``."""

    detected_at: str
    file_a: str
    file_b: str
    reason: str

    @classmethod
    def new(cls, name_a: str, name_b: str, reason: str, today: date) -> "PendingItem":
        """A bullet detected today, file names put in sorted order."""
        first, second = sorted((name_a, name_b))
        return cls(today.isoformat(), first, second, reason)

    @property
    def pair(self) -> tuple[str, str]:
        """The unordered pair as a sorted tuple of file names."""
        return (self.file_a, self.file_b) if self.file_a <= self.file_b else (self.file_b, self.file_a)

    @property
    def key(self) -> tuple[tuple[str, str], str]:
        """What dedup compares: the unordered pair and the reason."""
        return self.pair, self.reason.rstrip()

    def line(self) -> str:
        """The bullet text (without line ending)."""
        return f"{BULLET_PREFIX}{self.detected_at}{SEP}{bullet_name(self.file_a)}{PAIR_SEP}{bullet_name(self.file_b)}{SEP}{self.reason}"

    def age_days(self, today: date) -> int | None:
        """Days since detection (``None`` when the date does not parse)."""
        detected = parse_date(self.detected_at)
        return None if detected is None else max(0, (today - detected).days)

    def to_dict(self) -> dict[str, str]:
        """JSON shape."""
        return {"detected_at": self.detected_at, "a": self.file_a, "b": self.file_b, "reason": self.reason}


def bullet_name(name: str) -> str:
    """A file name as a bullet holds it: escaped, and never containing the pair separator."""
    return escape_name(name).replace(PAIR_SEP, " vs\\x20")


def parse_bullet(line: str) -> PendingItem | None:
    """A bullet line (line ending allowed) as an item with the real file names, ``None`` if it is not one.

    Split on the separators, left to right, in linear time (a regular
    expression with two lazy groups backtracks quadratically on a long line
    that almost matches): ``detected_at`` up to the first `` — ``, the first
    name up to the first ``.md vs `` (a name never holds `` vs ``:
    ``bullet_name``), the second up to the next ``.md — ``, the reason after
    it. A line over ``MAX_BULLET_CHARS`` is not a bullet.
    """
    if len(line) > MAX_BULLET_CHARS + 2 or not line.startswith(BULLET_PREFIX):
        return None
    text = line.rstrip("\r\n")
    if len(text) > MAX_BULLET_CHARS or "\n" in text or "\r" in text:
        return None
    detected, sep, tail = text[len(BULLET_PREFIX):].partition(SEP)
    if not sep or any(c.isspace() for c in detected):
        return None
    first_end = tail.find(_NAME_END + PAIR_SEP, 1)
    if first_end < 0:
        return None
    first, rest = tail[:first_end + len(_NAME_END)], tail[first_end + len(_NAME_END) + len(PAIR_SEP):]
    second_end = rest.find(_NAME_END + SEP, 1)
    if second_end < 0:
        return None
    second, reason = rest[:second_end + len(_NAME_END)], rest[second_end + len(_NAME_END) + len(SEP):]
    return PendingItem(detected, unescape_name(first), unescape_name(second), reason)


@dataclass(frozen=True)
class Section:
    """Where the section is in an index file's lines (what an edit needs)."""

    lines: list[str]  # every line of the file, line endings kept
    start: int  # index of the heading line (-1: no section)
    end: int  # index just past the section
    newline: str

    def bullet_indexes(self) -> list[int]:
        """Indexes of the section's bullet lines."""
        return [i for i in range(self.start + 1, self.end) if parse_bullet(self.lines[i]) is not None]


def locate(text: str) -> Section:
    """The section of ``text``: from its heading to the next ``#``/``##`` heading (``start`` -1: none)."""
    lines = text.splitlines(keepends=True)
    newline = "\r\n" if lines and lines[0].endswith("\r\n") else "\n"
    start = next((i for i, line in enumerate(lines) if line.rstrip() == HEADING), -1)
    end = len(lines)
    if start >= 0:
        end = next((i for i in range(start + 1, len(lines)) if _SECTION_END_RE.match(lines[i])), len(lines))
    return Section(lines, start, end, newline)


def overlong_bullets(text: str) -> list[int]:
    """1-based line numbers of the section's lines that start like a bullet but are over ``MAX_BULLET_CHARS``."""
    section = locate(text)
    if section.start < 0:
        return []
    return [i + 1 for i in range(section.start + 1, section.end)
            if section.lines[i].startswith(BULLET_PREFIX) and len(section.lines[i].rstrip("\r\n")) > MAX_BULLET_CHARS]


def parse_pending(text: str) -> list[PendingItem]:
    """The bullets of the Pending Review section, in file order."""
    section = locate(text)
    if section.start < 0:
        return []
    return [item for i in section.bullet_indexes() if (item := parse_bullet(section.lines[i])) is not None]
