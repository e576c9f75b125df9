"""The superseded marker a resolution appends to a claim line (docs/contracts.md §7), and what stays live around it.

Resolving a contradiction appends `` (superseded YYYY-MM-DD: <reason>)`` to
the loser's claim line; nothing is deleted. Such a line is no longer live
(docs/contracts.md §5): recall, ``memcli context`` and the hooks never return, pack or
inject it, and a memory whose only claim was superseded is left out. Lint
(the writer, ``memcli.lint``) and the readers (the store's memories, the
recall index) share the marker from here.
"""

from __future__ import annotations

import re

SUPERSEDED_RE = re.compile(r" \(superseded \d{4}-\d{2}-\d{2}: [^\n]*\)\s*$")
_FENCE_RE = re.compile(r"^\s*(```|~~~)\s*$")
_HEADING_RE = re.compile(r"^\s{0,3}#{1,6}(\s|$)")
_HAS_WORD = re.compile(r"[^\W\d_]{2}")


def is_superseded(line: str) -> bool:
    """Whether a resolution marked this line superseded."""
    return SUPERSEDED_RE.search(line) is not None


def live_body(body: str) -> str | None:
    """``body`` without its superseded lines; ``None`` when every claim it made was superseded.

    A body with no marked line is returned as it is. A body whose marked
    lines were its only lines with words (headings and fence lines aside)
    says nothing live any more: ``None``.
    """
    if " (superseded " not in body:  # the common case costs one substring search
        return body
    kept = [line for line in body.split("\n") if not is_superseded(line.rstrip("\r"))]
    if len(kept) == body.count("\n") + 1:
        return body
    if not any(_HAS_WORD.search(line) and not _HEADING_RE.match(line) and not _FENCE_RE.match(line)
               for line in kept):
        return None
    return "\n".join(kept)
