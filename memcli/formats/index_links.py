"""The index lines of ``MEMORY.md``: ``- [<name>](<file>) — <description>`` (docs/contracts.md §1b).

Claude Code reads ``MEMORY.md`` at every session start and opens a topic
file only when a link of its index leads there, so a memory memcli writes
into a Claude Code folder is linked here, and a file memcli removes (a
rejected or undone promotion, a restore) loses its link. Pure functions,
text in and text out: the caller stages the result in a transaction
(``review`` when promoting, ``restore`` when putting files back).

A new link goes after the person's last index line and before the
``## Pending Review (Lint findings)`` section (which memcli owns). File
names, names and descriptions are written through ``markup`` so that no
name can add a line, a heading or a bullet (docs/contracts.md §12). Standard library only.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import unquote

from memcli.formats.markup import escape_name, one_line, unescape_name
from memcli.formats.pending import HEADING as PENDING_HEADING

SEP = " \u2014 "
MAX_DESCRIPTION = 150  # Claude Code's one-line hook
# A markdown link's target: ``(file.md)``, ``(<file name.md>)``, with an optional title after it.
_TARGET = r"\(\s*(?P<target><[^>\n]*>|[^)\s]*)[^)\n]*\)"
# ``- [Title](file.md)`` (also ``*`` bullets), whatever follows.
_LINK_RE = re.compile(r"^\s*[-*+]\s+\[(?P<name>[^\]\n]*)\]" + _TARGET)
# Any link in running text (the load budget checks every link Claude Code could follow, not only bullets).
_ANY_LINK_RE = re.compile(r"\[[^\]\n]*\]" + _TARGET)
# The same over a whole text whose lines all end in ``\n``: the space before a target stays on its line, so no
# match spans two lines and each is the one ``link_targets`` finds on its line.
_ANY_LINK_IN_LINES_RE = re.compile(r"\[[^\]\n]*\]" + _TARGET.replace(r"\(\s*", r"\([^\S\n]*", 1))


def link_line(name: str, file: str, description: str) -> str:
    """One index line (no newline): ``- [<name>](<file>) — <description>``, each part kept on one line."""
    shown = escape_name(name).replace("[", "(").replace("]", ")") or escape_name(file)
    target = escape_name(file).replace(" ", "%20").replace(")", "%29").replace("(", "%28")
    return f"- [{shown}]({target}){SEP}{short_description(description)}"


# Markdown that would make a description a link Claude Code can follow: ``[t](x)``, ``![t](x)``, ``<scheme:x>``.
_INLINE_LINK = re.compile(r"\]\s*\(")
_AUTOLINK = re.compile(r"<(?=[A-Za-z][A-Za-z0-9+.-]{1,31}:)")


def plain_description(text: str) -> str:
    """A description with no link in it: ``[t](x)`` becomes ``[t] (x)``, ``<scheme:x>`` becomes ``< scheme:x>``.

    Claude Code opens a file when the index leads it there: memory text
    (from a transcript, from a file the agent wrote) must not add a link out
    of the store, such as ``[notes](../../../.ssh/id_rsa)``, to ``MEMORY.md``.
    Only the index line's own link, which memcli writes, is one.
    """
    return _AUTOLINK.sub("< ", _INLINE_LINK.sub("] (", text))


def short_description(text: str) -> str:
    """``text`` as one line of at most ``MAX_DESCRIPTION`` characters (cut at a word, ``…`` when cut), never a link."""
    flat = " ".join(plain_description(one_line(" ".join(text.split()))).split())
    if len(flat) <= MAX_DESCRIPTION:
        return flat
    cut = flat[:MAX_DESCRIPTION - 1]
    space = cut.rfind(" ")
    return (cut[:space] if space > MAX_DESCRIPTION // 2 else cut).rstrip(" ,;:.") + "\u2026"


def link_target(line: str) -> str | None:
    """The file an index line links to (its real name), or ``None`` when the line is no link."""
    match = _LINK_RE.match(line)
    return None if match is None else decode_target(match.group("target"))


def link_targets(text: str) -> list[str]:
    """Every link target in a piece of running text, decoded, in order (fragments kept)."""
    return [decode_target(match.group("target")) for match in _ANY_LINK_RE.finditer(text)]


def positioned_link_targets(text: str) -> Iterator[tuple[int, str]]:
    """``(offset, target)`` of every link in ``text``, decoded, in order: what ``link_targets`` finds line by line,
    in one pass over a text whose only line break is ``\n`` (the caller turns the others into ``\n``)."""
    for match in _ANY_LINK_IN_LINES_RE.finditer(text):
        yield match.start(), decode_target(match.group("target"))


def decode_target(raw: str) -> str:
    """A link target as written (``<a b.md>``, ``a%20b.md``, a ``markup``-escaped name) → the file's real name.

    The one decoder for every reader of ``MEMORY.md``'s links, so that what ``link_line`` writes always reads
    back as the file it names.
    """
    if "%" not in raw and "\\" not in raw and "<" not in raw and ">" not in raw and raw == raw.strip():
        return raw  # nothing to decode: most targets (an index of 700,000 links decodes each one)
    return unescape_name(unquote(raw.strip().strip("<>")))


def _same_file(target: str, file: str) -> bool:
    return target == file or target == "./" + file


def _pending_start(lines: list[str]) -> int:
    return next((i for i, line in enumerate(lines) if line.rstrip() == PENDING_HEADING), len(lines))


def linked_files(text: str) -> list[str]:
    """The files the index links to, in order (the Pending Review section is not the index)."""
    lines = text.splitlines()
    found = (link_target(line) for line in lines[:_pending_start(lines)])
    return [target for target in found if target]


def is_linked(text: str, file: str) -> bool:
    """Whether the index links to ``file`` (store-relative)."""
    return any(_same_file(target, file) for target in linked_files(text))


def add_link(text: str, name: str, file: str, description: str) -> str:
    """``MEMORY.md``'s text with a link to ``file`` after the last index line, before Pending Review.

    Unchanged when ``file`` is linked already. With no index line yet, the
    link goes after the last text above Pending Review (or at the end).
    """
    if is_linked(text, file):
        return text
    # surgical: every other line keeps its bytes, line ending included (a CRLF index stays CRLF)
    lines = text.splitlines(keepends=True)
    bare = [line.rstrip("\r\n") for line in lines]
    newline = _newline_of(lines)
    pending = _pending_start(bare)
    links = [i for i in range(pending) if _LINK_RE.match(bare[i])]
    new = [link_line(name, file, description)]
    if links:
        at = links[-1] + 1
    else:
        at = pending
        while at > 0 and not bare[at - 1].strip():
            at -= 1
        if at > 0:
            new.insert(0, "")  # a blank line between the text above and the first link
    if at < len(lines) and bare[at].rstrip() == PENDING_HEADING:
        new.append("")  # keep Pending Review a section of its own
    if at > 0 and lines[at - 1] == bare[at - 1]:
        lines[at - 1] += newline  # the last line had no line ending: the new line must not join it
    return "".join(lines[:at]) + "".join(line + newline for line in new) + "".join(lines[at:])


def _newline_of(lines: list[str]) -> str:
    """The file's line ending: that of its first line that has one (``\\n`` when none has)."""
    for line in lines:
        if line.endswith("\r\n"):
            return "\r\n"
        if line.endswith(("\n", "\r")):
            return line[-1]
    return "\n"


def remove_link(text: str, file: str) -> str:
    """``MEMORY.md``'s text without the index lines that link to ``file``; unchanged when none does."""
    lines = text.splitlines(keepends=True)
    pending = _pending_start([line.rstrip("\r\n") for line in lines])
    kept = [line for i, line in enumerate(lines)
            if i >= pending or not _same_file(link_target(line) or "\0", file)]
    return text if len(kept) == len(lines) else "".join(kept)
