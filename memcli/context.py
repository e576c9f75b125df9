"""``memcli context PROMPT``: a context pack in trust order, within a character budget.

Sections, in trust order, with their shares of the budget:

==========  ======================  =====  =============================================
name        title                   share  holds
==========  ======================  =====  =============================================
pinned      Pinned project state    20%    live memories with ``pinned: true``
identity    Identity                5%     live ``identity`` (and Claude Code ``user``) memories
preferences Preferences             5%     live ``preference`` (and ``feedback``) memories
entities    Relevant entities       15%    active entities sharing terms with the prompt
recalled    Recalled memories       55%    ``memcli recall`` hits for the prompt
==========  ======================  =====  =============================================

Budget rule: each section may use ``floor(budget × share)`` characters plus
whatever the sections before it left unused; the last section gets all that
remains. Unused budget therefore flows forward (to lower-trust sections),
never backward. A section's cost is everything it adds to the text form:
the blank line separating it from the section before, its ``## Title``
line, and its item lines (``- text``). Items go in score order; an item
that does not fit is cut (ending in ``…``) when at least ``MIN_CUT``
characters of it fit, else skipped; a section with no item is left out
entirely. So the text form's length, ``total_chars``, never exceeds the
budget. With ``--project P`` only memories and entities of P or of no
project are used. A memory appears once, in the highest-trust section that
took it.
"""

from __future__ import annotations

import os
import re
import sqlite3
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from memcli.entities.model import Entity, load_entities
from memcli.errors import UsageError
from memcli.parallel import collector_paused
from memcli.patterns import recall_db
from memcli.patterns.index import open_index
from memcli.patterns.recall import RecallHit, recall_on
from memcli.patterns.recall_db import Similarity
from memcli.store import Store
from memcli.store.summary import IDENTITY_TYPES, PREFERENCE_TYPES
from memcli.text import STOP_WORDS, collapse_ws, content_terms, stem

DEFAULT_BUDGET = 4000
RECALL_LIMIT = 50
MIN_CUT = 20  # the fewest characters of an item's text worth keeping when it must be cut
ELLIPSIS = "…"
PREFERENCE_OVERLAP_WEIGHT = 0.7
NAME_WEIGHT = 0.2


@dataclass(frozen=True, slots=True)
class SectionSpec:
    """One section of the pack: its name (json), title (text) and share in percent."""

    name: str
    title: str
    percent: int


SECTIONS = (
    SectionSpec("pinned", "Pinned project state", 20),
    SectionSpec("identity", "Identity", 5),
    SectionSpec("preferences", "Preferences", 5),
    SectionSpec("entities", "Relevant entities", 15),
    SectionSpec("recalled", "Recalled memories", 55),
)


class Offerable(NamedTuple):
    """A live memory the pack may take whatever the prompt (pinned, identity, preference), as the recall index
    holds it: ``content`` is its live text (``Memory.live_content``)."""

    rel: str
    id: str
    type: str
    project: str | None
    confidence: float
    pinned: bool
    content: str


@dataclass(frozen=True, slots=True)
class Offer:
    """Something a section could include: ``key`` (a file path) keeps one memory from appearing twice."""

    key: str
    id: str
    kind: str  # memory or entity
    score: float
    text: str  # one line


@dataclass(frozen=True, slots=True)
class Item:
    """One included item, as the text form shows it."""

    id: str
    kind: str
    score: float
    text: str

    @property
    def line(self) -> str:
        """The item's line in the text form."""
        return f"- {self.text}\n"

    @property
    def chars(self) -> int:
        """Characters the item takes in the text form (its line with the newline)."""
        return len(self.line)

    def to_dict(self) -> dict[str, Any]:
        """``{"id", "kind", "score", "chars", "text"}``."""
        return {"id": self.id, "kind": self.kind, "score": round(self.score, 4), "chars": self.chars, "text": self.text}


@dataclass(frozen=True)
class Section:
    """One section as packed (``items`` empty when nothing fit or nothing was relevant)."""

    spec: SectionSpec
    items: tuple[Item, ...]
    text: str  # what it adds to the text form ("" when empty)

    def to_dict(self) -> dict[str, Any]:
        """``{"name", "items"}``."""
        return {"name": self.spec.name, "items": [item.to_dict() for item in self.items]}


@dataclass(frozen=True)
class ContextPack:
    """The packed context: every section in trust order and the text form."""

    budget: int
    sections: tuple[Section, ...]

    @property
    def text(self) -> str:
        """The text form: labelled sections separated by blank lines."""
        return "".join(section.text for section in self.sections)

    @property
    def total_chars(self) -> int:
        """The length of the text form (never more than the budget)."""
        return len(self.text)

    def to_dict(self) -> dict[str, Any]:
        """``{"budget", "total_chars", "sections": [{"name", "items": [...]}]}``."""
        return {"budget": self.budget, "total_chars": self.total_chars,
                "sections": [section.to_dict() for section in self.sections]}


# -- packing (pure) -------------------------------------------------------------------------


def _fit(text: str, room: int) -> str | None:
    """``text`` if its line fits in ``room``, else its cut form when enough of it fits, else ``None``."""
    if len(text) + 3 <= room:
        return text
    keep = room - 3 - len(ELLIPSIS)
    if keep < MIN_CUT:
        return None
    return text[:keep].rstrip() + ELLIPSIS


def _fill(spec: SectionSpec, offers: Iterable[Offer], allowance: int, first: bool, taken: set[str]) -> Section:
    header = ("" if first else "\n") + f"## {spec.title}\n"
    room = allowance - len(header)
    items: list[Item] = []
    keys: list[str] = []
    for offer in offers:
        if room < 3 + 1:
            break
        if offer.key in taken or offer.key in keys:
            continue
        text = _fit(offer.text, room)
        if text is None or not text:
            continue
        item = Item(offer.id, offer.kind, offer.score, text)
        items.append(item)
        keys.append(offer.key)
        room -= item.chars
    if not items:
        return Section(spec, (), "")
    taken.update(keys)
    return Section(spec, tuple(items), header + "".join(item.line for item in items))


def pack(offers: Mapping[str, Iterable[Offer]], budget: int) -> ContextPack:
    """Fill the sections in trust order within ``budget`` characters (see the module doc for the rule)."""
    if budget < 1:
        raise UsageError(f'--budget expects a positive integer; got "{budget}"')
    sections: list[Section] = []
    taken: set[str] = set()
    used = carry = 0
    for index, spec in enumerate(SECTIONS):
        last = index == len(SECTIONS) - 1
        allowance = budget - used if last else budget * spec.percent // 100 + carry
        section = _fill(spec, offers.get(spec.name, ()), allowance, not any(s.items for s in sections), taken)
        spent = len(section.text)
        carry = allowance - spent
        used += spent
        sections.append(section)
    return ContextPack(budget, tuple(sections))


# -- what each section offers -------------------------------------------------------------------


def _in_scope(project: str | None, value: str | None) -> bool:
    return project is None or value in (None, project)


class PromptTerms:
    """The prompt's content terms, and how much of them a text covers.

    Stemming every word of every memory is the slow part of a large store,
    so only words that start like one of the prompt's terms are stemmed
    (Snowball stems keep a word's first letters).
    """

    def __init__(self, prompt: str) -> None:
        self.terms = set(content_terms(prompt))
        heads = sorted({re.escape(term[:2]) for term in self.terms})
        # A word (as memcli.text.words cuts them) starting with one of the heads.
        self.pattern = re.compile(r"(?<![^\W_])(?:" + "|".join(heads) + r")[^\W_]*", re.IGNORECASE) if heads else None

    def overlap(self, text: str) -> float:
        """The share of the prompt's terms found in ``text`` (0.0 to 1.0)."""
        if self.pattern is None:
            return 0.0
        found = set()
        for word in self.pattern.findall(text):
            word = word.lower()
            if len(word) > 1 and word not in STOP_WORDS:
                found.add(stem(word))
        return len(found & self.terms) / len(self.terms)


def _memory_offer(memory: Offerable, root: str, score: float) -> Offer:
    return Offer(os.path.join(root, *memory.rel.split("/")), memory.id, "memory", score, collapse_ws(memory.content))


def _by_score(scored: Iterable[tuple[float, Offerable]], root: str) -> Iterator[Offer]:
    """Offers best first (score, then id, then path), each made only when the pack reaches it.

    A section takes a few of thousands of memories: ranking plain tuples and making an offer (its text
    collapsed) for those the pack looks at only keeps ``context`` within its budget at 50,000 memories.
    Every key shares ``root``, so ordering by the relative path orders by the key.
    """
    ranked = sorted(((-score, m.id, m.rel, m) for score, m in scored), key=lambda row: row[:3])
    return (_memory_offer(m, root, -negative) for negative, _, _, m in ranked)


def _memory_offers(live: Sequence[Offerable], root: str, prompt: PromptTerms,
                   project: str | None) -> dict[str, Iterable[Offer]]:
    """The pinned, identity and preference sections' offers, from the live memories that may be offered."""
    scoped = [m for m in live if m.content and _in_scope(project, m.project)]
    pinned = [m for m in scoped if m.pinned]
    rest = [m for m in scoped if not m.pinned]
    # Within the pinned state, the project's own memories come before global ones.
    pinned.sort(key=lambda m: (project is not None and m.project != project, -m.confidence, m.id, m.rel))
    prefs = ((PREFERENCE_OVERLAP_WEIGHT * prompt.overlap(m.content) + (1 - PREFERENCE_OVERLAP_WEIGHT) * m.confidence, m)
             for m in rest if m.type.casefold() in PREFERENCE_TYPES)
    return {
        "pinned": [_memory_offer(m, root, m.confidence) for m in pinned],
        "identity": _by_score(((m.confidence, m) for m in rest if m.type.casefold() in IDENTITY_TYPES), root),
        "preferences": _by_score(prefs, root),
    }


def entity_text(entity: Entity) -> str:
    """How an entity reads in the pack: ``[Type] name = value unit`` (plus its statement when it says more)."""
    statement = collapse_ws(entity.content)
    summary = entity.summary() if entity.value is not None else statement
    if summary != statement and statement and not statement.startswith(summary):
        summary = f"{summary} — {statement}"
    return f"[{entity.entity_type}] {summary or entity.name or entity.id}"


def _entity_offers(entities: Iterable[Entity], prompt: PromptTerms, project: str | None) -> list[Offer]:
    ranked = []
    for entity in entities:
        if not entity.is_active or not _in_scope(project, entity.project):
            continue
        text = " ".join(str(v) for v in (entity.name, entity.value, entity.unit, entity.content) if v is not None)
        coverage = prompt.overlap(text)
        # A prompt naming an entity (a Parameter's name) points at it more than one merely mentioning its words.
        score = (1 - NAME_WEIGHT) * coverage + NAME_WEIGHT * prompt.overlap(entity.name or "")
        if coverage > 0:
            ranked.append((-score, -entity.confidence, entity.id, entity.rel,
                           Offer(entity.path, entity.id, "entity", score, entity_text(entity))))
    return [row[-1] for row in sorted(ranked, key=lambda row: row[:4])]


def _offerable(conn: sqlite3.Connection) -> list[Offerable]:
    """Every live memory the whole-store sections may offer, from the recall index (``docs.offered``)."""
    return [Offerable(rel, memory_id, kind, project, confidence, bool(pinned), body.strip())
            for rel, memory_id, kind, project, confidence, pinned, body in recall_db.offered_rows(conn)]


def _recalled_offers(hits: Sequence[RecallHit]) -> list[Offer]:
    """Recall's hits as offers: each live memory's content (the live text the recall index holds, as
    ``Memory.live_content`` strips it), else the hit's preview."""
    offers = []
    for hit in hits:
        content = hit.text.strip() if hit.text else ""
        text = collapse_ws(content) if content else collapse_ws(hit.preview)
        if text:
            offers.append(Offer(hit.path, hit.id, "memory", float(hit.score), text))
    return offers


@collector_paused()
def build_context(store: Store, prompt: str, *, budget: int = DEFAULT_BUDGET, project: str | None = None,
                  similarity: Similarity | None = None) -> ContextPack:
    """The context pack for ``prompt`` (reads only); ``similarity`` is recall's semantic ranker, if any.

    Answered from the recall index, brought up to date first (one walk of the store, which checks every
    file's mtime and size): recall's hits with the live text it holds for them, and the whole-store
    sections from the memories it marks as offered (pinned, identity, preference kinds); no memory is
    parsed on a warm store, the summary cache is not loaded, and YAML is not even imported.
    The cycle collector is off meanwhile: nothing here makes a reference cycle, and its collections,
    each scanning every row loaded so far, cost 30 ms at 50,000 memories and freed nothing.
    """
    if not prompt.strip():
        raise UsageError("context: PROMPT must be non-empty")
    if budget < 1:
        raise UsageError(f'--budget expects a positive integer; got "{budget}"')
    with open_index(store) as conn:
        hits = recall_on(conn, store, prompt, limit=RECALL_LIMIT, project=project, similarity=similarity, texts=True)
        live = _offerable(conn)
    terms = PromptTerms(prompt)
    offers: dict[str, Iterable[Offer]] = _memory_offers(live, str(store.root), terms, project)
    offers["entities"] = _entity_offers(load_entities(store).entities, terms, project)
    # a memory's live content: its superseded claim lines are never packed (docs/contracts.md §5)
    offers["recalled"] = _recalled_offers(hits)
    return pack(offers, budget)


def render_text(pack_: ContextPack) -> str:
    """The text form, exactly ``total_chars`` long."""
    return pack_.text
