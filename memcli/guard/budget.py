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
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from memcli.formats.index_links import positioned_link_targets
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
    return [Link(number, target) for number, target in _link_lines(text)]


# What ``str.splitlines`` ends a line at, besides ``\n`` and ``\r\n``: made ``\n`` so that a line is what it counts.
_OTHER_BREAKS = re.compile("\r(?!\n)|[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
_RARE_BREAKS = "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_COMMENT = re.compile(r"<!--.*?(?:-->|\Z)", re.S)  # an unclosed comment hides the rest of the file


def _link_lines(text: str) -> Iterator[tuple[int, str]]:
    """``(line, target)`` of each link to a ``*.md`` file outside HTML comments (lines as ``splitlines`` counts
    them), in one pass of one regular expression over the whole text: linear, whatever its size."""
    if any(char in text for char in _RARE_BREAKS) or text.count("\r") != text.count("\r\n"):  # rare: looked for
        text = _OTHER_BREAKS.sub("\n", text)  # with ``in`` first, many times faster than the expression's search
    if "<!--" in text:  # a comment reads as one space, its line breaks kept (no link reaches across it)
        text = _COMMENT.sub(lambda match: " " + "\n" * match.group().count("\n"), text)
    line, at = 1, 0
    for offset, written in positioned_link_targets(text):
        line += text.count("\n", at, offset)
        at = offset
        target = written.split("#", 1)[0]
        if target.lower().endswith(".md") and not _SCHEME.match(target):
            yield line, target


_SPACES = re.compile(r"\s*")  # ``\s`` is ``str.isspace``: what ``str.strip()`` removes
_BREAKS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"  # where ``str.splitlines`` ends a line
_CHUNK = 1 << 20


def _kept_lines(text: str) -> tuple[int, int, int, int]:
    """``(lines, bytes, leading blank lines trimmed, lines Claude Code loads)``.

    Measured in place: no copy of the whole text is made (a 45 MB index would cost several).
    """
    start = _SPACES.match(text).end()
    end = len(text)
    while end > start and text[end - 1].isspace():
        end -= 1
    if start == end:
        return 0, 0, 0, 0
    pieces = text[:start].splitlines(keepends=True)
    leading = len(pieces) - (1 if pieces and pieces[-1][-1] not in _BREAKS else 0)
    rows = text.count("\n", start, end) + 1  # Claude Code splits at ``\n`` (``\r\n`` made ``\n`` first)
    size = sum(len(text[at:min(at + _CHUNK, end)].encode("utf-8")) for at in range(start, end, _CHUNK))
    data = _head(text, start, end).encode("utf-8")
    if len(data) > MAX_BYTES:
        cut = data.rfind(b"\n", 0, MAX_BYTES)
        kept_count = data[:cut].count(b"\n") + 1 if cut > 0 else 0
    else:
        kept_count = min(rows, MAX_LINES)
    return rows, size, leading, kept_count


def _head(text: str, start: int, end: int) -> str:
    """The first ``MAX_LINES`` rows of ``text[start:end]`` joined by ``\n`` (``\r\n`` made ``\n``)."""
    stop = start
    for _ in range(MAX_LINES):
        newline = text.find("\n", stop, end)
        if newline < 0:
            return text[start:end].replace("\r\n", "\n")
        stop = newline + 1
    newline = stop - 1  # the last row ends before its ``\n``, and before the ``\r`` of a ``\r\n``
    return text[start:newline - (text[newline - 1] == "\r" and newline - 1 >= start)].replace("\r\n", "\n")


def _cut_line(lines: int, leading: int, kept: int) -> int | None:
    """The first line of the file Claude Code does not load (``None``: it loads everything)."""
    return leading + kept + 1 if kept < lines else None


def _pending(text: str, cut_line: int | None) -> tuple[int, int, bool]:
    """``(Pending Review bullets, bullets past the cut, a heading follows the section)``."""
    if HEADING not in text:
        return 0, 0, False  # most indexes: their lines are never split
    all_lines = text.splitlines()
    start = next((i for i, line in enumerate(all_lines) if line.rstrip() == HEADING), -1)
    if start < 0:
        return 0, 0, False
    bullets = [i + 1 for i in range(start + 1, len(all_lines)) if parse_bullet(all_lines[i])]
    pending_past = sum(1 for n in bullets if cut_line is not None and n >= cut_line)
    not_last = any(_HEADING.match(line) for line in all_lines[start + 1:])
    return len(bullets), pending_past, not_last


def measure(text: str) -> Budget:
    """How ``MEMORY.md``'s text fares against the budget: what falls past the cut (its links only counted)."""
    lines, size, leading, kept = _kept_lines(text)
    cut_line = _cut_line(lines, leading, kept)
    past = 0 if cut_line is None else sum(1 for number, _ in _link_lines(text) if number >= cut_line)
    return Budget(lines, size, cut_line, past, *_pending(text, cut_line))


def _memory_rel(target: str) -> list[str] | None:
    """The store paths a link may name (``memory/<path>`` also as ``<path>``); ``None`` for a link out of the store
    (``../CLAUDE.md``), which names no memory."""
    if "/" not in target and target not in (".", ".."):
        return [target]  # a plain file name (most links): nothing to normalise
    path = os.path.normpath(target.removeprefix("./"))
    if os.path.isabs(path) or path == ".." or path.startswith("../"):
        return None
    rels = [path]
    if target.startswith(STORE_PREFIX):
        rels.append(os.path.normpath(target[len(STORE_PREFIX):].removeprefix("./")))
    return rels


_MISSING_KEPT = 65_536


class _Present:
    """Which files exist under ``root``: a ``stat`` per path while a folder is asked about few times, then one
    listing of that folder (an index of 700,000 links costs a few listings, not 700,000 stats).
    """

    LIST_AFTER = 64  # stats in one folder before it is listed instead

    def __init__(self, root: Path) -> None:
        self.root = str(root)
        self.asked: dict[str, int] = {}
        self.listed: dict[str, dict[str, bool]] = {}  # folder -> {name: is a symbolic link}

    def __call__(self, rel: str) -> bool:
        """Whether ``root/rel`` exists (a link counts when what it points to exists, as ``os.path.exists``)."""
        return self._look(*(os.path.split(rel) if "/" in rel else ("", rel)))

    def _look(self, folder: str, name: str) -> bool:
        names = self.listed.get(folder)
        if names is None:
            self.asked[folder] = self.asked.get(folder, 0) + 1
            if self.asked[folder] <= self.LIST_AFTER or name in ("", ".", ".."):
                return os.path.exists(os.path.join(self.root, folder, name))
            names = self.listed[folder] = self._list(folder)
        link = names.get(name)
        if link is None:
            return False
        return not link or os.path.exists(os.path.join(self.root, folder, name))  # a link: where it leads

    def _list(self, folder: str) -> dict[str, bool]:
        try:
            with os.scandir(os.path.join(self.root, folder)) as entries:
                return {entry.name: entry.is_symlink() for entry in entries}
        except OSError:  # not a folder, gone, not ours to read: nothing in it exists (as ``os.path.exists`` says)
            return {}


@dataclass(frozen=True)
class IndexCheck:
    """``MEMORY.md`` checked once: its budget and its findings (``index_over_budget``, ``index_dangling``)."""

    budget: Budget
    findings: tuple[Finding, ...]


def check_index(root: Path, text: str | None) -> IndexCheck | None:
    """The budget and the findings of ``MEMORY.md`` (``None`` when it is missing), in one pass over its links.

    A command needing both (``status``) calls this once and hands the result on (``validate(store, index=…)``).
    """
    if text is None:
        return None
    lines, size, leading, kept = _kept_lines(text)
    cut_line = _cut_line(lines, leading, kept)
    present = _Present(root)
    dangling: list[Finding] = []
    past = 0
    missing: dict[str, bool] = {}  # target -> names no existing file (a target linked again is looked up once)
    for number, target in _link_lines(text):
        if cut_line is not None and number >= cut_line:
            past += 1
        gone = missing.get(target)
        if gone is None:
            if len(missing) >= _MISSING_KEPT:
                missing.clear()  # memory stays bounded on an index of distinct links; a repeat costs a lookup again
            rels = _memory_rel(target)
            gone = missing[target] = rels is not None and not any(present(rel) for rel in rels)
        if gone:
            dangling.append(Finding(MEMORY_INDEX, number, "index_dangling", f"links to {target}, which does not exist"))
    budget = Budget(lines, size, cut_line, past, *_pending(text, cut_line))
    findings = [] if not budget.over else [_over_budget(budget)]
    return IndexCheck(budget, tuple(findings + dangling))


def _over_budget(budget: Budget) -> Finding:
    pending = (f"; {budget.pending_past_cut} Pending Review bullet(s) too (the SessionStart hook still shows them)"
               if budget.pending_past_cut else "")
    return Finding(
        MEMORY_INDEX, budget.cut_line, "index_over_budget",
        f"{budget.lines} lines, {budget.bytes} bytes: Claude Code loads only the first {MAX_LINES} lines or "
        f"{MAX_BYTES:,} bytes; {budget.links_past_cut} index link(s) fall past the cut"
        + (f" (from line {budget.cut_line})" if budget.cut_line else "") + pending)


def index_findings(root: Path, text: str | None) -> list[Finding]:
    """``index_over_budget`` and ``index_dangling`` findings for ``MEMORY.md`` (none when it is missing)."""
    check = check_index(root, text)
    return [] if check is None else list(check.findings)
