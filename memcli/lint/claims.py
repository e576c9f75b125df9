"""Claim lines: which body lines can carry a claim, and the canonical reason of a pair (docs/contracts.md §7).

A claim is always one full body line, verbatim (without its line ending).
Lines that cannot carry a claim are skipped: blank lines, headings, fenced
code, HTML comments, table rules and header rows, and lines already annotated
``(superseded YYYY-MM-DD: ...)`` by a resolution — an annotated line is a
settled claim, so it never starts a new contradiction. So are lines too long to be a sentence
(``MAX_CLAIM`` characters, or a word of ``MAX_WORD``): a pasted log, a hash list, base64. No sentence of the
real auto-memory folders comes near either bound (1,245 characters and a 239-character URL), and the judge's
patterns, linear on a sentence, need not be on a 100 KB run of "1.1.1…".
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator

from memcli.formats.superseded import SUPERSEDED_RE
from memcli.lint.lexicon import PRICE_FAMILIES, UNITS
from memcli.lint.slots import YEAR
from memcli.store.memory import Memory
from memcli.text import collapse_ws

HALF_LIMIT = 80
MAX_CLAIM = 4_000
MAX_WORD = 400
REASON_LIMIT = 200
EM_DASH = "\u2014"
_FENCE_RE = re.compile(r"^\s*(```|~~~)")
_HEADING_RE = re.compile(r"^\s{0,3}#{1,6}(\s|$)")
_RULE_RE = re.compile(r"^\s*\|?\s*:?-{3,}")
_HAS_WORD = re.compile(r"[^\W\d_]{2}")
# an index entry ("- [Title](file.md) — hook", as MEMORY.md lists memories) points at a memory, it claims nothing
_INDEX_ENTRY = re.compile(r"^\s*[-*+]\s+\[[^\]]*\]\([^)\s]+\.md\)")
# a glossary's entry ("- **swap**: customer-initiated change of one item for another") defines a word: it says
# nothing of how a system behaves, so it contradicts no claim
DEFINITION = re.compile(r"^\s*[-*+]\s+\*\*[^*]+\*\*\s*(?::|\u2014|\u2013|-\s)")
_GLOSSARY_WORDS = frozenset(("glossary", "glossaries", "jargon", "terminology"))


def is_glossary(memory: Memory) -> bool:
    """Whether a memory is a glossary by its name, its file name or its title."""
    title = next((line for line in body_lines(memory.body) if line.startswith("# ")), "")
    said = f"{memory.text('name') or ''} {memory.rel.rsplit('/', 1)[-1]} {title}".lower()
    return not _GLOSSARY_WORDS.isdisjoint(re.findall(r"[a-z]+", said))


def body_lines(body: str) -> list[str]:
    """The body split on ``\\n`` with a trailing ``\\r`` removed: each item is a line as written."""
    return [line[:-1] if line.endswith("\r") else line for line in body.split("\n")]


def is_annotated(line: str) -> bool:
    """Whether a resolution already marked this line superseded."""
    return SUPERSEDED_RE.search(line) is not None


def _unfenced(lines: list[str]) -> Iterator[tuple[int, str]]:
    """``(index, line)`` for every line outside fenced code (the fences themselves left out)."""
    in_fence = False
    for index, line in enumerate(lines):
        if _FENCE_RE.match(line):
            in_fence = not in_fence
        elif not in_fence:
            yield index, line


def headings(body: str) -> list[tuple[int, int, str]]:
    """``(index, level, text)`` of every heading of the body outside fenced code ("## Hull (HUL)": 2)."""
    return [(index, len(heading.group(1)), heading.group(2)) for index, line in _unfenced(body_lines(body))
            if (heading := _HEADING_TEXT.match(line))]


_HEADING_TEXT = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)[\s#]*$")


def claim_lines(body: str) -> Iterator[tuple[int, str]]:
    """``(index, line)`` for every body line that can carry a claim."""
    return _claim_lines(body_lines(body))


def _claim_lines(lines: list[str]) -> Iterator[tuple[int, str]]:
    for index, line in _unfenced(lines):
        if not line.strip():
            continue
        stripped = line.strip()
        if _HEADING_RE.match(line) or stripped.startswith("<!--") or _RULE_RE.match(line):
            continue
        if _header_row(lines, index):
            continue  # a table's header row names columns, it claims nothing
        if not _HAS_WORD.search(line) or is_annotated(line) or (_asks(line) and _ASKED.match(line)):
            continue
        if len(line) > MAX_CLAIM or (len(line) > MAX_WORD and max(map(len, line.split())) > MAX_WORD):
            continue
        yield index, line


# a question or a quotation standing alone ('**"My card doesn't work"**' in a FAQ, "- Can we drop Redis?") asks or
# reports what someone said: it claims nothing
_ASKED = re.compile(r"""^\s*(?:[-*+>]\s+)?(?:\*\*)?\s*(?:"[^"]*"|\u201c[^\u201d]*\u201d|[^"\u201c]*\?)\s*(?:\*\*)?\s*$""")


def _asks(line: str) -> bool:
    """Whether a line holds a question mark or an opening quote: every line ``_ASKED`` matches does, and most
    lines hold none (a failed match reads the whole line)."""
    return "?" in line or '"' in line or "\u201c" in line


# a line that starts its own statement: a list item, a table row, a block quote, a bold label ("**Why:**")
_STARTS_OWN = re.compile(r"^\s*(?:[-*+>|]\s|\d+[.)]\s|<)")
# a bold label: "**Why:**", "**Fact**: ...", "**X** — ...", or a bold line of its own; bold text that goes on
# with the sentence of the line before ("... series,\n**every round introduced ...") is no label
_BOLD_LABEL = re.compile(r"^\s*\*\*(?:[^*]*[:\uff1a]\s*\*\*|[^*]+\*\*\s*(?:[:\uff1a\u2014\u2013]|-\s|$))")
_ENDS_STATEMENT = re.compile(r"[.!?:;\u3002\uff01\uff1f]\s*$")
# a sentence ends at ". ", "! ", "? " before anything but a digit, and not after "e.g." or "i.e." (one sentence's
# aside: "put the lot ID (e.g. `COL-25-07`) on quotes"); shared with ``analysis``, which splits a claim's sentences
SENTENCE_BREAK = r"(?<=[.!?])(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)\s+(?=[^\s\d])"
_SENTENCE_END = re.compile(SENTENCE_BREAK + r"|(?<=[\u3002\uff01\uff1f])")
WRAPPED_WIDTH = 50  # a line this long that ends mid-sentence was hard-wrapped (editors wrap at 72-120)


def claim_units(body: str) -> Iterator[tuple[int, str, str]]:
    """``(index, line, text)`` for every claim line that starts a sentence: ``text`` is that line read whole
    (docs/contracts.md §7), its last sentence continued over the hard-wrapped lines after it, and without the tail of a
    sentence begun on an earlier line. A line wholly inside a sentence begun earlier starts no unit; the claim
    is always the line where the sentence starts, verbatim."""
    paragraph: list[tuple[int, str]] = []
    lines = body_lines(body)
    columns = _table_columns(lines) if "|" in body else {}
    for index, line in _claim_lines(lines):
        if _INDEX_ENTRY.match(line):  # it says what the memory is about (the candidate search reads it), not a claim
            continue
        if index in columns:
            yield from _paragraph_units(paragraph)
            paragraph = []
            yield index, line, _headed_row(line, columns[index])
            continue
        if paragraph and _continues(paragraph[-1], index, line):
            paragraph.append((index, line))
            continue
        yield from _paragraph_units(paragraph)
        paragraph = [(index, line)]
    yield from _paragraph_units(paragraph)


def _header_row(lines: list[str], index: int) -> bool:
    """Whether ``lines[index]`` is a table's header row: a row with the table's rule under it."""
    line = lines[index]
    return (line.lstrip().startswith("|") and index + 1 < len(lines) and _RULE_RE.match(lines[index + 1]) is not None
            and not _RULE_RE.match(line))


def _cells(row: str) -> list[str]:
    """The cells of a table row ("| a | b |": ["a", "b"])."""
    return [cell.strip() for cell in row.strip().strip("|").split("|")]


def _table_columns(lines: list[str]) -> dict[int, list[str]]:
    """Each table row's column headers, by the row's index: a cell's meaning is its column's ("| App | Kept |"
    over "| StopWatch | 30 days |": the 30 days are how long StopWatch's dumps are kept)."""
    columns: dict[int, list[str]] = {}
    header: list[str] | None = None
    for index, line in enumerate(lines):
        if not line.lstrip().startswith("|"):
            header = None
        elif _header_row(lines, index):
            header = _cells(line)
        elif header is not None and not _RULE_RE.match(line):
            columns[index] = header
    return columns


def _headed_row(row: str, header: list[str]) -> str:
    """A table row read with each bare amount after the first cell followed by its column's header ("| StopWatch |
    30 days kept |"): the header says what the amount measures. It follows the amount, as a unit does, so the words
    before the amount (the row's subject) stay next to it; in lower case, as a title's capitals name nothing. A cell
    with words of its own ("2 bariatric", "120 jumpers per session") says what it counts, and a year is a date."""
    cells = _cells(row)
    headed = [f"{cell} {header[at].lower()}" if 0 < at < len(header) and _says_more(header[at], cell) else cell
              for at, cell in enumerate(cells)]
    return "| " + " | ".join(headed) + " |"


def _says_more(header: str, cell: str) -> bool:
    """Whether a column's header tells what a cell's amount is beyond what the cell says: not for a cell with
    words of its own, nor "Price" over "£7.50" (an amount of money is a price; the word would only stand
    beside the row's subject as one more)."""
    said = header.lower()
    if not said or not _bare_amount(cell) or said in cell.lower():
        return False
    return not (cell.lstrip("~\u2248")[:1] in "\u00a3$\u20ac" and set(said.split()) <= _PRICE_WORDS)


_PRICE_WORDS = frozenset(PRICE_FAMILIES["price"].split())


def _bare_amount(cell: str) -> bool:
    """A cell that is an amount and at most its unit: "30 days", "£12.50", "07:30", "60", "3 working days"."""
    found = _BARE_AMOUNT.fullmatch(cell)
    if found is None or YEAR.fullmatch(cell):
        return False
    unit = found.group(1)
    return not unit or unit.lower() in UNITS or unit[0] in "%\u00b0"


# a number (a clock time, an address, a range) with at most one word after it, its unit ("working days": one)
_BARE_AMOUNT = re.compile(r"[~\u2248\u2212-]?[\u00a3$\u20ac]?\d[\d.,:]*(?:\s*[-\u2013]\s*[\u00a3$\u20ac]?\d[\d.,:]*)?"
                          r"\s*(?:(?:working|business|calendar)\s+)?(%|\u00b0\s?[CF]|[^\W\d_]+)?")


def _continues(previous: tuple[int, str], index: int, line: str) -> bool:
    """Whether ``line`` goes on with the sentence of the line before it (hard wrap)."""
    before_index, before = previous
    if index != before_index + 1 or _STARTS_OWN.match(line) or _ENDS_STATEMENT.search(before):
        return False
    stripped = line.lstrip()
    if stripped.startswith("**"):
        if _BOLD_LABEL.match(stripped):
            return False
        stripped = stripped[2:]
    return len(before.strip()) >= WRAPPED_WIDTH or stripped[:1].islower()


def _paragraph_units(paragraph: list[tuple[int, str]]) -> Iterator[tuple[int, str, str]]:
    if not paragraph:
        return
    if len(paragraph) == 1:
        index, line = paragraph[0]
        yield index, line, line
        return
    starts, parts, offset = [], [], 0
    for _, line in paragraph:
        piece = line.strip() if parts else line.rstrip()
        starts.append(offset)
        parts.append(piece)
        offset += len(piece) + 1
    text = " ".join(parts)
    bounds = [0] + [m.end() for m in _SENTENCE_END.finditer(text)]
    by_line: dict[int, list[int]] = {}
    for begin in bounds:
        by_line.setdefault(bisect_right(starts, begin) - 1, []).append(begin)
    rows = sorted(by_line)
    for k, row in enumerate(rows):
        end = by_line[rows[k + 1]][0] if k + 1 < len(rows) else len(text)
        index, line = paragraph[row]
        unit = text[by_line[row][0]:end].strip()
        if len(unit) <= MAX_CLAIM:  # many wrapped lines with no sentence end: no sentence either
            yield index, line, unit


# a field of a record ("**Severity**: MEDIUM", "- **Status:** blocked", "2. **Post-match** — ..."): the file's structure
_FIELD = re.compile(r"^\s*(?:[-*+]\s+|\d+[.)]\s+)?\*\*([^*]{1,60}?)(?:\*\*\s*[:\uff1a\u2014\u2013]|[:\uff1a]\s*\*\*)")
# the labels of a Claude Code memory's prose ("**Why:**"): the file's claim follows, not one of its fields
PROSE_LABELS = ("why", "how to apply", "fact", "what", "note", "rule", "key events")


def is_record_field(line: str) -> bool:
    """Whether a claim line gives one field of its file's record ("**Severity**: MEDIUM" in an incident report):
    it states an attribute of what the file is about, not a claim of its own."""
    found = _FIELD.match(line)
    return found is not None and found.group(1).strip().lower() not in PROSE_LABELS


def claim_text(body: str) -> str:
    """All claim lines joined: what candidate generation indexes."""
    return "\n".join(line for _, line in claim_lines(body))


SUBJECT_KEYS = ("name", "description", "project")


def subject_texts(meta: dict, body: str) -> list[str]:
    """What a file says it is about: ``name``, ``description``, ``project`` and its first heading
    (or a first line ending in ':' that introduces the bullets under it). docs/contracts.md §7: a claim line
    that names no subject inherits these."""
    texts = [value for key in SUBJECT_KEYS if isinstance(value := meta.get(key), str) and value.strip()]
    lead = lead_line(body)
    if lead:
        texts.append(lead)
    return texts


_OVERVIEW_SLUG = re.compile(r"([a-z][a-z0-9]*)(?:[-_]overview)?")
_FIRST_WORD = re.compile(r"\s*(?:#+\s+)?(\S+)")  # the body's first word, or its first heading's


def overview_subject(slug: str, body: str) -> str | None:
    """The lower-case name an overview's ``name`` slug gives when its body opens with it: ``boxoffice-overview``
    over "boxoffice is the ticketing system ...", ``proofhub`` over "proofhub is where customers ...",
    ``visitapp-overview`` over "# visitapp" (a slug alone is a topic: ``infra-overview`` over "# Hosts" and
    ``project-overview`` name no system)."""
    overview = _OVERVIEW_SLUG.fullmatch(slug.strip())
    if overview is None or overview.group(1) == "project":
        return None
    opening = _FIRST_WORD.match(body)  # not a copy of the body: this runs for every memory the search indexes
    return overview.group(1) if opening and opening.group(1) == overview.group(1) else None


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
