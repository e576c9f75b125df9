"""Conversation reinforcement (docs/contracts.md §6): memories the agent keeps restating grow more trusted.

Each response (an interaction, or one assistant turn of a transcript) is
matched by token overlap against the live memories of its project plus the
global ``identity``/``preference`` memories. A memory matches when at least
70% of its tokens appear in the response (a memory of more than 15 tokens
needs at least 12 shared tokens and 35%); memories under 12 characters never
match. Each match adds 0.02 to confidence (capped at 1.0) and 1 to
``reference_count``, and sets ``last_referenced_at``.

Matching goes through an inverted index (token → memories), so the cost
follows the response's tokens, not the number of memories.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import chain, compress
from operator import ge
from typing import Any

from memcli.errors import FrontmatterError
from memcli.extract.readers import Record
from memcli.safeedit.transaction import Transaction
from memcli.store import Memory, Store
from memcli.store.frontmatter import edit, parse
from memcli.text import reinforce_tokens

log = logging.getLogger("memcli")

STEP = 0.02
MIN_CHARS = 12
SHORT_PERCENT = 70  # share of a memory's tokens a response must hold (integers: no float rounding at 70%)
LONG_TOKENS = 15  # memories with more tokens than this are "long"
LONG_MIN_SHARED = 12
LONG_PERCENT = 35
GLOBAL_TYPES = ("identity", "preference")
MAX_SOURCES = 20


def overlap_matches(shared: int, total: int) -> bool:
    """The docs/contracts.md §6 threshold: ``shared`` of a memory's ``total`` tokens appear in the response."""
    if total <= 0:
        return False
    if total > LONG_TOKENS:
        return shared >= LONG_MIN_SHARED and shared * 100 >= LONG_PERCENT * total
    return shared * 100 >= SHORT_PERCENT * total


def memory_text(memory: Memory) -> str:
    """What a memory says: its body, else its description, else its name."""
    return memory.content or memory.description or memory.name or ""


def matches(memory_content: str, response: str) -> bool:
    """Whether a memory's text matches a response (for one pair; the planner uses an index)."""
    if len(memory_content.strip()) < MIN_CHARS:
        return False
    tokens = reinforce_tokens(memory_content)
    return overlap_matches(len(tokens & reinforce_tokens(response)), len(tokens))


def required_shared(total: int) -> int:
    """The fewest shared tokens with which a memory of ``total`` tokens matches (``overlap_matches``)."""
    if total > LONG_TOKENS:
        return max(LONG_MIN_SHARED, -(-LONG_PERCENT * total // 100))
    return max(1, -(-SHORT_PERCENT * total // 100))


class Matcher:
    """Live memories indexed by token, with the candidate pool of each project.

    A response counts, per memory, the tokens they share by walking the
    posting lists of its own tokens (an inverted index), then keeps the
    memories whose count reaches their threshold. Counting and filtering
    run in C (``Counter``, ``compress``): the cost follows the postings the
    response touches, never the number of pairs.
    """

    def __init__(self, memories: Iterable[Memory]) -> None:
        self.memories: list[Memory] = []
        self.needs: list[int] = []
        self._tokens: list[frozenset[str]] = []
        self._by_project: dict[str | None, list[int]] = {}
        self._global: list[int] = []
        self._indexes: dict[str | None, dict[str, list[int]]] = {}
        for memory in memories:
            self._add(memory)

    def _add(self, memory: Memory) -> None:
        if not memory.is_live:
            return
        text = memory_text(memory)
        tokens = frozenset(reinforce_tokens(text)) if len(text.strip()) >= MIN_CHARS else frozenset()
        if not tokens:
            return
        index = len(self.memories)
        self.memories.append(memory)
        self._tokens.append(tokens)
        self.needs.append(required_shared(len(tokens)))
        self._by_project.setdefault(memory.project, []).append(index)
        if memory.project is None and memory.type in GLOBAL_TYPES:
            self._global.append(index)

    def pool(self, project: str | None) -> list[int]:
        """Indexes of the memories a response of ``project`` is matched against."""
        own = self._by_project.get(project, [])
        return own if project is None else own + self._global

    def _index(self, project: str | None) -> dict[str, list[int]]:
        index = self._indexes.get(project)
        if index is None:
            index = {}
            for position in self.pool(project):
                for token in self._tokens[position]:
                    index.setdefault(token, []).append(position)
            self._indexes[project] = index
        return index

    def match(self, response_tokens: Iterable[str], project: str | None) -> list[int]:
        """Indexes of the memories a response with these tokens matches."""
        index = self._index(project)
        shared = Counter(chain.from_iterable([index[t] for t in response_tokens if t in index]))
        positions = list(shared)
        reached = map(ge, shared.values(), map(self.needs.__getitem__, positions))
        return sorted(compress(positions, reached))


@dataclass(frozen=True, slots=True)
class Reinforcement:
    """One memory to reinforce: how often it matched, and its counters before and after."""

    id: str
    path: str  # store-relative
    matches: int
    confidence_before: float
    confidence_after: float
    references_before: int
    references_after: int
    sources: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON shape of one reinforced memory."""
        return {"id": self.id, "path": self.path, "matches": self.matches,
                "confidence": {"before": self.confidence_before, "after": self.confidence_after},
                "reference_count": {"before": self.references_before, "after": self.references_after},
                "sources": list(self.sources)}


@dataclass(frozen=True, slots=True)
class ReinforcePlan:
    """The reinforcement a set of responses calls for (nothing written yet)."""

    items: tuple[Reinforcement, ...]
    responses: int
    stamp: str

    def to_dict(self) -> dict[str, Any]:
        """``{"responses", "reinforced": [...]}``."""
        return {"responses": self.responses, "reinforced": [item.to_dict() for item in self.items]}


def new_confidence(before: float, matches: int) -> float:
    """``before`` + 0.02 per match, capped at 1.0, rounded so no float noise reaches a file."""
    return min(1.0, round(before + STEP * matches, 4))


class Planner:
    """``plan_reinforcement`` fed one record at a time, so that one pass over the inputs can feed extraction too.

    Consecutive records of one unit are one response. ``add`` takes an
    optional ``key`` per record: the keys of the records of every response
    that matched a memory are collected in ``matched_keys`` (a ledger keeps
    them, so that a file read again never reinforces twice).
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self.matcher = Matcher(store.memories())
        self.counts: Counter[int] = Counter()
        self.sources: dict[int, list[str]] = {}
        self.responses = 0
        self.matched_keys: list[str] = []
        self._unit: str | None = None
        self._project: str | None = None
        self._tokens: set[str] = set()
        self._source = ""
        self._keys: list[str] = []

    def add(self, record: Record, key: str | None = None) -> None:
        """One more record (only responses count)."""
        if not record.is_response:
            return
        if record.unit != self._unit:
            self._close()
            self._unit, self._project, self._tokens, self._source = record.unit, record.project, set(), record.source
        self._tokens |= reinforce_tokens(record.text)
        if key is not None:
            self._keys.append(key)

    def _close(self) -> None:
        if self._unit is None:
            return
        self.responses += 1
        matched = self.matcher.match(self._tokens, self._project) if self._tokens else []
        for position in matched:
            self.counts[position] += 1
            found = self.sources.setdefault(position, [])
            if len(found) < MAX_SOURCES and self._source not in found:
                found.append(self._source)
        if matched:
            self.matched_keys.extend(self._keys)
        self._unit, self._tokens, self._keys = None, set(), []

    def plan(self) -> ReinforcePlan:
        """The plan for every record added."""
        self._close()
        items = []
        for position in sorted(self.counts, key=lambda p: self.matcher.memories[p].rel):
            memory, hits = self.matcher.memories[position], self.counts[position]
            before, refs = memory.confidence, memory.reference_count
            items.append(Reinforcement(memory.id, memory.rel, hits, before, new_confidence(before, hits), refs,
                                       refs + hits, tuple(self.sources[position])))
        return ReinforcePlan(tuple(items), self.responses, self.store.clock.stamp())


def plan_reinforcement(store: Store, records: Iterable[Record]) -> ReinforcePlan:
    """Match every response of ``records`` against the store's live memories; the resulting plan."""
    planner = Planner(store)
    for record in records:
        planner.add(record)
    return planner.plan()


def _current_state(text: str) -> tuple[float, int, bool]:
    """``(confidence, reference_count, is_live)`` as the file says now."""
    meta, _body, _has = parse(text)
    probe = Memory.create("", "", meta, "")
    return probe.confidence, probe.reference_count, probe.is_live


def apply_reinforcement(store: Store, tx: Transaction, plan: ReinforcePlan) -> list[str]:
    """Stage the plan's counter edits in ``tx``; returns the store-relative paths edited.

    Counters are recomputed from the file as the transaction sees it, so a
    change made earlier in the same run is built upon, not overwritten. A
    memory that stopped being live since the plan (the nightly run's pattern
    step superseded it) is not reinforced: the plan only ever targets live
    memories, and an interrupted run resumed later must end the same way.
    """
    edited = []
    for item in plan.items:
        text = tx.read_text(item.path)
        if text is None:
            log.warning("%s: disappeared before it could be reinforced; skipped", item.path)
            continue
        try:
            confidence, references, live = _current_state(text)
            if not live:
                log.info("%s: no longer live; not reinforced", item.path)
                continue
            new_text = edit(text, set={"confidence": new_confidence(confidence, item.matches),
                                       "reference_count": references + item.matches,
                                       "last_referenced_at": plan.stamp})
        except FrontmatterError as exc:
            log.warning("%s: %s; not reinforced", item.path, exc.message)
            continue
        tx.write_text(item.path, new_text)
        edited.append(item.path)
    return edited


def reinforce(store: Store, records: Iterable[Record], *, dry_run: bool = False) -> ReinforcePlan:
    """Plan and apply reinforcement in one transaction (``memcli reinforce``)."""
    plan = plan_reinforcement(store, records)
    if plan.items:
        with store.transaction("reinforce", dry_run=dry_run) as tx:
            apply_reinforcement(store, tx, plan)
    return plan
