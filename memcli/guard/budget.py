"""``MEMORY.md`` against Claude Code's load budget, and its links to memory files that do not exist (docs/contracts.md §4b).

Claude Code loads the first 200 lines or 25,000 bytes of ``MEMORY.md``,
whichever comes first (``MAX_ENTRYPOINT_LINES = 200``,
``MAX_ENTRYPOINT_BYTES = 25_000`` in its ``memdir``: 25,000, not 25 KiB).
It trims the text, keeps the first 200 lines, then cuts at the last line
break before 25,000 bytes. Everything after that cut is never read at
session start: links there lead nowhere for the agent.

Links are markdown links to ``*.md`` targets outside HTML comments (the
``init`` skeleton's example link sits in a comment and is no link). A
target resolves against the store root; ``memory/<path>`` (the skeleton's
own convention, the store seen from its parent) resolves to ``<path>``. A
link leading out of the store (``../CLAUDE.md``) names no memory file and is
not checked.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from memcli.formats.index_links import link_targets
from memcli.formats.layout import MEMORY_INDEX
from memcli.formats.pending import HEADING, parse_bullet
from memcli.store import Finding

MAX_LINES = 200
MAX_BYTES = 25_000
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
STORE_PREFIX = "memory/"
_HEADING = re.compile(r"^#{1,2}\s")


@dataclass(frozen=True)
class Link:
    """One index link: its 1-based line in ``MEMORY.md`` and its target as written."""

    line: int
    target: str


@dataclass(frozen=True)
class Budget:
    """``MEMORY.md`` measured as Claude Code loads it."""

    lines: int  # after trimming, as Claude Code counts
    bytes: int
    cut_line: int | None  # first line of the file Claude Code does not load (None: it loads everything)
    links_past_cut: int
    pending_bullets: int
    pending_past_cut: int
    pending_not_last: bool = False  # a heading follows the Pending Review section

    @property
    def over(self) -> bool:
        """Past either limit."""
        return self.lines > MAX_LINES or self.bytes > MAX_BYTES

    def to_dict(self) -> dict:
        """The ``status --format json`` shape."""
        return {"lines": self.lines, "bytes": self.bytes, "max_lines": MAX_LINES, "max_bytes": MAX_BYTES,
                "over": self.over, "cut_line": self.cut_line, "links_past_cut": self.links_past_cut,
                "pending_bullets": self.pending_bullets, "pending_past_cut": self.pending_past_cut,
                "pending_last": not self.pending_not_last}


def links(text: str) -> list[Link]:
    """The markdown links to ``*.md`` files, outside HTML comments, in file order."""
    found = []
    in_comment = False
    for number, line in enumerate(text.splitlines(), 1):
        visible, rest = [], line
        while rest:
            if in_comment:
                end = rest.find("-->")
                if end < 0:
                    rest = ""
                    break
                rest, in_comment = rest[end + 3:], False
            else:
                start = rest.find("<!--")
                if start < 0:
                    visible.append(rest)
                    break
                visible.append(rest[:start])
                rest, in_comment = rest[start + 4:], True
        for written in link_targets(" ".join(visible)):
            target = written.split("#", 1)[0]
            if target.lower().endswith(".md") and not _SCHEME.match(target):
                found.append(Link(number, target))
    return found


def _kept_lines(text: str) -> tuple[int, int, int, int]:
    """``(lines, bytes, leading blank lines trimmed, lines Claude Code loads)``."""
    trimmed = text.strip()
    leading = next((i for i, line in enumerate(text.splitlines()) if line.strip()), 0)
    rows = trimmed.replace("\r\n", "\n").split("\n") if trimmed else []
    size = len(trimmed.encode("utf-8"))
    kept = rows[:MAX_LINES]
    data = "\n".join(kept).encode("utf-8")
    if len(data) > MAX_BYTES:
        cut = data.rfind(b"\n", 0, MAX_BYTES)
        kept_count = data[:cut].count(b"\n") + 1 if cut > 0 else 0
    else:
        kept_count = len(kept)
    return len(rows), size, leading, kept_count


def measure(text: str) -> Budget:
    """How ``MEMORY.md``'s text fares against the budget: what falls past the cut."""
    lines, size, leading, kept = _kept_lines(text)
    cut_line = leading + kept + 1 if kept < lines else None
    past = [link for link in links(text) if cut_line is not None and link.line >= cut_line]
    all_lines = text.splitlines()
    start = next((i for i, line in enumerate(all_lines) if line.rstrip() == HEADING), -1)
    bullets = [i + 1 for i in range(start + 1, len(all_lines)) if start >= 0 and parse_bullet(all_lines[i])]
    pending_past = sum(1 for n in bullets if cut_line is not None and n >= cut_line)
    not_last = start >= 0 and any(_HEADING.match(line) for line in all_lines[start + 1:])
    return Budget(lines, size, cut_line, len(past), len(bullets), pending_past, not_last)


def _memory_target(target: str) -> bool:
    """Whether a link names a file inside the store (a link out of it, ``../CLAUDE.md``, names no memory)."""
    path = os.path.normpath(target.removeprefix("./"))
    return not (os.path.isabs(path) or path == ".." or path.startswith("../"))


def _exists(root: Path, target: str) -> bool:
    candidates = [target]
    if target.startswith(STORE_PREFIX):
        candidates.append(target[len(STORE_PREFIX):])
    return any(os.path.exists(os.path.join(root, os.path.normpath(c.removeprefix("./")))) for c in candidates)


def index_findings(root: Path, text: str | None) -> list[Finding]:
    """``index_over_budget`` and ``index_dangling`` findings for ``MEMORY.md`` (none when it is missing)."""
    if text is None:
        return []
    findings = []
    budget = measure(text)
    if budget.over:
        pending = (f"; {budget.pending_past_cut} Pending Review bullet(s) too (the SessionStart hook still shows them)"
                   if budget.pending_past_cut else "")
        findings.append(Finding(
            MEMORY_INDEX, budget.cut_line, "index_over_budget",
            f"{budget.lines} lines, {budget.bytes} bytes: Claude Code loads only the first {MAX_LINES} lines or "
            f"{MAX_BYTES:,} bytes; {budget.links_past_cut} index link(s) fall past the cut"
            + (f" (from line {budget.cut_line})" if budget.cut_line else "") + pending))
    for link in links(text):
        if _memory_target(link.target) and not _exists(root, link.target):
            findings.append(Finding(MEMORY_INDEX, link.line, "index_dangling",
                                    f"links to {link.target}, which does not exist"))
    return findings
