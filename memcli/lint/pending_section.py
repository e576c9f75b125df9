"""The ``## Pending Review (Lint findings)`` section of ``MEMORY.md`` (docs/contracts.md §7).

One bullet per open pair::

    - detected_at=2026-05-17 — a.md vs b.md — <claim_a> | <claim_b>

The bullet format and its reader are ``memcli.formats.pending``'s (the
SessionStart hook reads the section too); this module edits the section.

Edits are pure functions from the old index text to the new one. Every byte
outside the section stays as it was: bullets are inserted after the
section's last bullet, removed one line at a time, and a new section is
appended at the end after one blank line. When the last bullet goes, the
heading goes with it (and so does the blank line that was put before a
section at the end of the file, so adding then removing a pair gives the
file back byte for byte).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from memcli.formats.pending import HEADING, PendingItem, Section, locate, parse_bullet, parse_pending


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
    section = locate(text)
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
    """The index text after removing resolved pairs and adding new bullets (docs/contracts.md §7).

    ``added`` holds ``PendingItem`` values, or verdicts with a
    ``pending_item(today)`` method (``PairVerdict``), which become bullets
    detected ``today``.
    """
    items = [item if isinstance(item, PendingItem) else item.pending_item(today) for item in added]
    return edit_pending(memory_index_text, items, removed).text


def _remove(section: Section, keys: set[tuple[str, str]]) -> tuple[list[str], list[PendingItem], Section]:
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
    return kept, gone, locate("".join(kept))


def _add(section: Section, lines: list[str], items: list[PendingItem]) -> list[str]:
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
