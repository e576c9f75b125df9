"""The ``## Pending Review (Lint findings)`` section of ``MEMORY.md`` (SPEC §7).

One bullet per open pair::

    - detected_at=2026-05-17 — a.md vs b.md — <claim_a> | <claim_b>

File names are written through ``memcli.markup.escape_name`` (a name with a
newline cannot add a heading or an instruction to ``MEMORY.md``, which the
agent reads) and, inside a name, `` vs `` is written `` vs\\x20``, so a
bullet splits into its two names one way only. Parsing undoes both, so the
items hold the files' real names and the same pair is recognised next night.

Edits are pure functions from the old index text to the new one. Every byte
outside the section stays as it was: bullets are inserted after the
section's last bullet, removed one line at a time, and a new section is
appended at the end after one blank line. When the last bullet goes, the
heading goes with it (and so does the blank line that was put before a
section at the end of the file, so adding then removing a pair gives the
file back byte for byte).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from memcli.clock import parse_date
from memcli.markup import escape_name, unescape_name

HEADING = "## Pending Review (Lint findings)"
SEP = " \u2014 "
BULLET_PREFIX = "- detected_at="
PAIR_SEP = " vs "
_BULLET_RE = re.compile(r"^- detected_at=(\S*) \u2014 (.+?\.md) vs (.+?\.md) \u2014 (.*)$")
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
    """A bullet line (line ending allowed) as an item with the real file names, ``None`` if it is not one."""
    match = _BULLET_RE.match(line.rstrip("\r\n"))
    if match is None:
        return None
    detected, first, second, reason = match.groups()
    return PendingItem(detected, unescape_name(first), unescape_name(second), reason)


@dataclass(frozen=True)
class _Section:
    lines: list[str]  # every line of the file, line endings kept
    start: int  # index of the heading line (-1: no section)
    end: int  # index just past the section
    newline: str

    def bullet_indexes(self) -> list[int]:
        """Indexes of the section's bullet lines."""
        return [i for i in range(self.start + 1, self.end) if parse_bullet(self.lines[i]) is not None]


def _locate(text: str) -> _Section:
    lines = text.splitlines(keepends=True)
    newline = "\r\n" if lines and lines[0].endswith("\r\n") else "\n"
    start = next((i for i, line in enumerate(lines) if line.rstrip() == HEADING), -1)
    end = len(lines)
    if start >= 0:
        end = next((i for i in range(start + 1, len(lines)) if _SECTION_END_RE.match(lines[i])), len(lines))
    return _Section(lines, start, end, newline)


def parse_pending(text: str) -> list[PendingItem]:
    """The bullets of the Pending Review section, in file order."""
    section = _locate(text)
    if section.start < 0:
        return []
    return [item for i in section.bullet_indexes() if (item := parse_bullet(section.lines[i])) is not None]


@dataclass(frozen=True)
class PendingUpdate:
    """The new index text and what changed in the section."""

    text: str
    added: tuple[PendingItem, ...]
    removed: tuple[PendingItem, ...]


def _pair_key(pair: Sequence[str]) -> tuple[str, str]:
    first, second = sorted((pair[0], pair[1]))
    return first, second


def edit_pending(text: str, added: Iterable[PendingItem] = (), removed: Iterable[Sequence[str]] = ()) -> PendingUpdate:
    """Remove the bullets of ``removed`` pairs (file names, either order), then add ``added`` without duplicates."""
    removed_keys = {_pair_key(pair) for pair in removed}
    section = _locate(text)
    lines = list(section.lines)
    gone: list[PendingItem] = []
    if section.start >= 0 and removed_keys:
        lines, gone, section = _remove(section, removed_keys)
    present = {item.key for item in parse_pending("".join(lines))}
    fresh: list[PendingItem] = []
    for item in added:
        if item.key not in present:
            present.add(item.key)
            fresh.append(item)
    if fresh:
        lines = _add(section, lines, fresh)
    return PendingUpdate("".join(lines), tuple(fresh), tuple(gone))


def update_pending(memory_index_text: str, added: Iterable[Any], removed: Iterable[Sequence[str]],
                   today: date | None = None) -> str:
    """The index text after removing resolved pairs and adding new bullets (SPEC §7).

    ``added`` holds ``PendingItem`` values, or verdicts with a
    ``pending_item(today)`` method (``PairVerdict``), which become bullets
    detected ``today``.
    """
    items = [item if isinstance(item, PendingItem) else item.pending_item(today) for item in added]
    return edit_pending(memory_index_text, items, removed).text


def _remove(section: _Section, keys: set[tuple[str, str]]) -> tuple[list[str], list[PendingItem], _Section]:
    lines = section.lines
    drop: set[int] = set()
    gone: list[PendingItem] = []
    for i in section.bullet_indexes():
        item = parse_bullet(lines[i])
        if item is not None and item.pair in keys:
            drop.add(i)
            gone.append(item)
    if not drop:
        return lines, gone, section
    remaining = [i for i in range(section.start + 1, section.end) if i not in drop]
    if all(not lines[i].strip() for i in remaining):
        drop.update(range(section.start, section.end))  # the heading goes with its last bullet
        if section.end == len(lines) and section.start > 0 and not lines[section.start - 1].strip():
            drop.add(section.start - 1)  # the blank line that separated a section at the end
    kept = [line for i, line in enumerate(lines) if i not in drop]
    return kept, gone, _locate("".join(kept))


def _add(section: _Section, lines: list[str], items: list[PendingItem]) -> list[str]:
    nl = section.newline
    block = [item.line() + nl for item in items]
    if section.start < 0:
        text = "".join(lines)
        if not text:
            prefix = ""
        elif text.endswith(("\n\n", "\r\n\r\n")):
            prefix = ""
        elif text.endswith("\n"):
            prefix = nl
        else:
            prefix = nl + nl
        return lines + [prefix + HEADING + nl] + block
    bullets = section.bullet_indexes()
    at = (bullets[-1] if bullets else section.start) + 1
    out = list(lines)
    if not out[at - 1].endswith("\n"):
        out[at - 1] += nl
    return out[:at] + block + out[at:]


def pending_summary(text: str, today: date) -> tuple[int, float]:
    """``(pending_total, avg_age_days)`` of the section: bullet count and mean age, one decimal."""
    items = parse_pending(text)
    ages = [age for item in items if (age := item.age_days(today)) is not None]
    average = round(sum(ages) / len(ages), 1) if ages else 0.0
    return len(items), average
