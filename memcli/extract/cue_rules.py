"""The seven extraction rules of docs/contracts.md §6: structural cues in a response → (rule, type, content).

The rules fire on structure, not prose: four markdown headings and three
sentence cues, matched case-insensitively, never inside fenced code blocks.
A cue's content is cleaned (whitespace collapsed, trailing punctuation
stripped) and kept only when 8–280 characters long; longer content is
dropped, never cut. A sentence cue's content is a whole statement: one
that would start at a connector ("the requirement is that every retry …")
loses the complementizer ("Every retry …") or, after any other connector,
yields nothing; and the response's own "I prefer …" agreeing with the
person ("… as well", "… what you asked") is not the person's preference.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from memcli.text import clean_content

MIN_CHARS = 8
MAX_CHARS = 280


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: its fixed name and the memory type its candidates get."""

    name: str
    type: str


RULES: tuple[Rule, ...] = (
    Rule("decision_heading", "adaptation"),
    Rule("constraint_heading", "project"),
    Rule("requirement_heading", "project"),
    Rule("fact_heading", "knowledge"),
    Rule("preference_sentence", "preference"),
    Rule("decided_to_sentence", "adaptation"),
    Rule("requirement_sentence", "project"),
)
RULE_TYPES = {rule.name: rule.type for rule in RULES}
EXTERNAL_RULE = "external"

_HEADING_RULES = {"decision": "decision_heading", "constraint": "constraint_heading",
                  "requirement": "requirement_heading", "fact": "fact_heading"}

# "## Decision: text", "### decision - text", "# DECISION — text" (up to three spaces of indent, as in
# CommonMark; a closing run of #'s is not content).
_HEADING = re.compile(
    r"^ {0,3}#{1,6}[ \t]*(decision|constraint|requirement|fact)[ \t]*(?::|[-–—](?=[ \t]|$))(.*?)(?:[ \t]+#+)?[ \t]*$",
    re.IGNORECASE,
)

# The end of a sentence: . ! ? followed by whitespace or the end of the line ("config.yaml" stays whole).
_SENTENCE_TAIL = r"(.+?)(?:[.!?](?=\s|$)|$)"
_SENTENCES = (
    ("preference_sentence", re.compile(r"\b(?:I[ \t]+prefer|the[ \t]+user[ \t]+prefers)\b[ \t]*" + _SENTENCE_TAIL, re.IGNORECASE)),
    ("decided_to_sentence", re.compile(r"\bdecided[ \t]+to\b[ \t]*" + _SENTENCE_TAIL, re.IGNORECASE)),
    ("requirement_sentence", re.compile(r"\bthe[ \t]+requirement[ \t]+is\b[ \t]*" + _SENTENCE_TAIL, re.IGNORECASE)),
)

# Cheap test: a text without any cue word cannot fire (most responses).
_ANY_CUE = re.compile(r"(?i)decision|constraint|requirement|fact|prefer|decided")

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")


@dataclass(frozen=True, slots=True)
class Cue:
    """A rule that fired: its name, type, cleaned content and the 0-based line within the text."""

    rule: str
    type: str
    content: str
    line: int


def within_bounds(content: str) -> bool:
    """Kept only when 8–280 characters long."""
    return MIN_CHARS <= len(content) <= MAX_CHARS


def prose_lines(text: str) -> Iterator[tuple[int, str]]:
    """``(0-based line number, line)`` for every line outside fenced code blocks.

    A fence opens with three or more backticks or tildes and closes with a
    run of the same character at least as long; an unclosed fence runs to
    the end of the text (CommonMark).
    """
    fence: str | None = None
    for number, line in enumerate(text.splitlines()):
        match = _FENCE.match(line)
        if fence is None:
            if match and not (match.group(1)[0] == "`" and "`" in match.group(2)):
                fence = match.group(1)
                continue
            yield number, line
        elif match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence) and not match.group(2).strip():
            fence = None


# A response's own "I prefer …" that agrees with the person ("… as well", "so that matches what you asked") is
# the agent echoing the person, not a preference of the person's: the person's own words are mined on their side.
_AGREEING = re.compile(
    r"(?i)\b(?:as\s+well|too|also|agree[ds]?|same\s+(?:here|as\s+you)|like\s+you|with\s+you|"
    r"(?:what|as)\s+you\s+(?:asked|said|wanted?|prefer(?:red)?|suggested|mentioned)|matches\s+(?:what\s+)?you)\b")
_FIRST_PERSON = re.compile(r"(?i)\s*I\b")

# A sentence cue whose content starts at a connector ("the requirement is that every retry …") was split
# mid-sentence: the complementizer "that" goes and the clause it introduces is the content, as a sentence; a
# content opening with any other connector ("… is because …", "… is so that …") is no whole statement.
_COMPLEMENTIZER = re.compile(r"(?i)that\s+(?=\w)")
_CONNECTOR = re.compile(
    r"(?i)(?:and|but|or|so|because|since|which|who|whom|whose|whereas|whereby|while|although|though|unless|then|"
    r"that|whether)\b")


def _whole(content: str) -> str | None:
    """A sentence cue's content as a whole statement: a leading ``that`` dropped; ``None`` for a fragment."""
    content = content.lstrip(" \t:")
    that = _COMPLEMENTIZER.match(content)
    if that:
        rest = content[that.end():]
        return rest[:1].upper() + rest[1:] if not _CONNECTOR.match(rest) else None
    return None if _CONNECTOR.match(content) and len(content.split()) > 1 else content


def _line_cues(line: str) -> Iterator[tuple[str, str]]:
    heading = _HEADING.match(line)
    if heading:
        yield _HEADING_RULES[heading.group(1).lower()], heading.group(2)
    for rule, pattern in _SENTENCES:
        for match in pattern.finditer(line):
            if rule == "preference_sentence" and _FIRST_PERSON.match(match.group(0)) and _AGREEING.search(match.group(1)):
                continue
            content = match.group(1) if rule == "decided_to_sentence" else _whole(match.group(1))
            if content is not None:
                yield rule, content


def find_cues(text: str) -> list[Cue]:
    """Every cue in ``text`` whose cleaned content is within bounds, in text order."""
    if not _ANY_CUE.search(text):
        return []
    cues = []
    for number, line in prose_lines(text):
        if not _ANY_CUE.search(line):
            continue
        for rule, raw in _line_cues(line):
            content = clean_content(raw)
            if within_bounds(content):
                cues.append(Cue(rule, RULE_TYPES[rule], content, number))
    return cues


def has_cue(text: str) -> bool:
    """Whether ``text`` holds a cue word at all (a cheap test before redaction and parsing)."""
    return _ANY_CUE.search(text) is not None
