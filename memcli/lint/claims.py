"""Claim lines: which body lines can carry a claim, and the canonical reason of a pair (SPEC §7).

A claim is always one full body line, verbatim (without its line ending).
Lines that cannot carry a claim are skipped: blank lines, headings, fenced
code, HTML comments, table rules, and lines already annotated
``(superseded YYYY-MM-DD: ...)`` by a resolution — an annotated line is a
settled claim, so it never starts a new contradiction.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memcli.formats.superseded import SUPERSEDED_RE
from memcli.text import collapse_ws

HALF_LIMIT = 80
REASON_LIMIT = 200
EM_DASH = "\u2014"
_FENCE_RE = re.compile(r"^\s*(```|~~~)")
_HEADING_RE = re.compile(r"^\s{0,3}#{1,6}(\s|$)")
_RULE_RE = re.compile(r"^\s*\|?\s*:?-{3,}")
_HAS_WORD = re.compile(r"[^\W\d_]{2}")


def body_lines(body: str) -> list[str]:
    """The body split on ``\\n`` with a trailing ``\\r`` removed: each item is a line as written."""
    return [line[:-1] if line.endswith("\r") else line for line in body.split("\n")]


def is_annotated(line: str) -> bool:
    """Whether a resolution already marked this line superseded."""
    return SUPERSEDED_RE.search(line) is not None


def claim_lines(body: str) -> Iterator[tuple[int, str]]:
    """``(index, line)`` for every body line that can carry a claim."""
    in_fence = False
    for index, line in enumerate(body_lines(body)):
        if _FENCE_RE.match(line):
            in_fence = not in_fence
            continue
        if in_fence or not line.strip():
            continue
        stripped = line.strip()
        if _HEADING_RE.match(line) or stripped.startswith("<!--") or _RULE_RE.match(line):
            continue
        if not _HAS_WORD.search(line) or is_annotated(line):
            continue
        yield index, line


def claim_text(body: str) -> str:
    """All claim lines joined: what candidate generation indexes."""
    return "\n".join(line for _, line in claim_lines(body))


SUBJECT_KEYS = ("name", "description", "project")


def subject_texts(meta: dict, body: str) -> list[str]:
    """What a file says it is about: ``name``, ``description``, ``project`` and its first heading
    (or a first line ending in ':' that introduces the bullets under it). SPEC §7: a claim line
    that names no subject inherits these."""
    texts = [value for key in SUBJECT_KEYS if isinstance(value := meta.get(key), str) and value.strip()]
    lead = lead_line(body)
    if lead:
        texts.append(lead)
    return texts


def lead_line(body: str) -> str | None:
    """The first heading, or a first line ending in ':' that introduces the bullets under it."""
    for line in body.splitlines():
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            return stripped.lstrip("#").strip()
        return stripped if stripped.endswith(":") else None
    return None


def canonical_half(claim: str) -> str:
    """One half of a reason: markers stripped, whitespace collapsed, cut to 80 characters."""
    text = claim.lstrip().lstrip("-*#")
    return collapse_ws(text)[:HALF_LIMIT].rstrip()


def canonical_reason(claim_a: str, claim_b: str) -> str:
    """The Pending Review reason: ``<half a> | <half b>``, em-dashes replaced, cut to 200 characters."""
    joined = f"{canonical_half(claim_a)} | {canonical_half(claim_b)}"
    return joined.replace(EM_DASH, "- ")[:REASON_LIMIT]


def _half_for_match(line: str) -> str:
    return canonical_half(line).replace(EM_DASH, "- ")


def match_reason(reason: str, lines_a: list[str], lines_b: list[str]) -> list[tuple[int, int]]:
    """Index pairs ``(i, j)`` of lines whose canonical forms compose ``reason``.

    The reason may contain ``" | "`` inside a claim, so every split point is
    tried; the second half may have been cut by the 200-character limit, so
    it matches as a prefix when the reason is that long.
    """
    halves_a = [_half_for_match(line) for line in lines_a]
    halves_b = [_half_for_match(line) for line in lines_b]
    truncated = len(reason) >= REASON_LIMIT
    found: list[tuple[int, int]] = []
    start = 0
    while (cut := reason.find(" | ", start)) >= 0:
        left, right = reason[:cut], reason[cut + 3 :]
        for i, half_a in enumerate(halves_a):
            if half_a != left or not lines_a[i].strip():
                continue
            for j, half_b in enumerate(halves_b):
                if not lines_b[j].strip():
                    continue
                if half_b == right or (truncated and right and half_b.startswith(right.rstrip())):
                    found.append((i, j))
        start = cut + 1
    return sorted(set(found))
