"""Records → candidate memories: rules, optional external extractor, redaction, dedup, the active filter.

``extract_candidates`` is what both ``memcli extract`` and the nightly
consolidation call. It streams the records once; only the candidates (and,
with an external extractor, a bounded buffer of text) are held in memory.

The response side is mined by the seven structure rules (``cue_rules``), what
the person typed by the five conversation rules (``conversation``). The
same statement made again in another session raises its candidate's
confidence like reinforcement; a reply that acknowledges it ("Got it —
pnpm from now on") is evidence for it, never a second candidate.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from memcli.extract import external as ext
from memcli.extract.conversation import CONVERSATION_CONFIDENCE, CONVERSATION_TYPES, find_statements
from memcli.extract.readers import Record
from memcli.extract.cue_rules import EXTERNAL_RULE, find_cues, has_cue, within_bounds
from memcli.formats.transcript import MEMORY_NOTE
from memcli.redact import redact
from memcli.reinforce import new_confidence
from memcli.store import Memory, Store
from memcli.text import clean_content, collapse_ws, content_terms, normalize_content, reinforce_tokens

log = logging.getLogger("memcli")

# The external extractor gets at most this much text per call; a long transcript is sent in chunks.
EXTERNAL_CHUNK_CHARS = 200_000
MAX_TYPE_CHARS = 40
RULE_CONFIDENCE = 0.5
MAX_EVIDENCE = 20

DedupKey = tuple[str, str, str]
# Candidates of the external extractor and of a model: dropped when a rule found the same type and content.
MODEL_RULE = "model"
ADDED_RULES = (EXTERNAL_RULE, MODEL_RULE)


@dataclass(frozen=True, slots=True)
class Candidate:
    """A proposed memory: what it says, which rule found it, where, for which project."""

    type: str
    content: str
    rule: str
    project: str | None
    source: str
    session: str | None = None
    confidence: float = RULE_CONFIDENCE
    stated_in: tuple[str, ...] = ()  # conversation rules: the sessions (else exchanges) the person said it in
    evidence: tuple[str, ...] = ()  # where a reply acknowledged it

    @property
    def is_conversation(self) -> bool:
        """Found in what the person typed (a conversation rule)."""
        return self.rule in CONVERSATION_TYPES

    def restated(self, where: str) -> Candidate:
        """This candidate, said again in the session (or exchange) ``where``: one more step of confidence."""
        if where in self.stated_in:
            return self
        # a statement made again in another session adds what a reinforcement adds
        return replace(self, stated_in=self.stated_in + (where,), confidence=new_confidence(self.confidence, 1))

    def acknowledged(self, source: str) -> Candidate:
        """This candidate with a reply at ``source`` acknowledging it recorded as evidence."""
        if source in self.evidence or len(self.evidence) >= MAX_EVIDENCE:
            return self
        return replace(self, evidence=self.evidence + (source,))

    @property
    def key(self) -> DedupKey:
        """The dedup key ``(type, normalized content, rule)``."""
        return dedup_key(self.type, self.content, self.rule)

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape ``{"type", "content", "rule", "project", "source"}``."""
        return {"type": self.type, "content": self.content, "rule": self.rule, "project": self.project,
                "source": self.source}


def dedup_key(kind: str, content: str, rule: str) -> DedupKey:
    """``(type, normalized content, rule)``."""
    return (kind, normalize_content(content), rule)


def active_index(memories: Iterable[Memory]) -> set[tuple[str, str | None, str]]:
    """``(type, project, normalized content)`` of every active memory: candidates matching one are dropped."""
    return {(m.type, m.project, normalize_content(m.content)) for m in memories if m.is_live}


@dataclass
class ExtractStats:
    """Counts gathered while streaming (for reports; not part of the candidates)."""

    records: int = 0
    responses: int = 0
    inputs: set[str] = field(default_factory=set)
    dropped_active: int = 0
    duplicates: int = 0
    external_failures: int = 0
    model_calls: int = 0
    model_failures: int = 0


class Extractor(Protocol):
    """Extract's extension point: a backend that proposes candidates on top of the rules' (a model's, in
    ``memcli.models.extractor``). It sees every record, both sides, and is asked for what it found as the
    stream goes on. The registry of extract backends by name is the composition root's
    (``memcli.wiring.EXTRACT_BACKENDS``)."""

    asked: int  # calls made this run (``ExtractResult.model_calls``)
    failure: str | None  # why it stopped for the rest of the run (``ExtractResult.model_failures``)

    def add(self, record: Record) -> None:
        """Queue one record (it may ask its model about the records queued before)."""

    def flush(self) -> None:
        """The stream has ended: ask about what is still queued."""

    def take(self) -> list[Candidate]:
        """The candidates found since the last call."""


ModelHook = Extractor  # the name the builder's signatures use


def _counted(records: Iterable[Record], stats: ExtractStats, model: ModelHook | None = None) -> Iterator[Record]:
    for record in records:
        if model is not None:
            model.add(record)  # the model sees both sides of the conversation; the rules the response side
        stats.records += 1
        stats.inputs.add(record.path)
        if record.is_response:
            stats.responses += 1
        yield record


def rule_candidates(record: Record, redacted: str | None = None) -> list[Candidate]:
    """What the rules find in one record (redacted first; pass ``redacted`` if done).

    A response is mined by the seven structure rules, what the person typed
    by the five conversation rules.
    """
    if record.by_person:
        return statement_candidates(record, redacted)
    if not record.is_response:
        return []
    text = redact(record.text) if redacted is None else redacted
    return [make_candidate(c.type, c.content, c.rule, record, record.source_at(c.line)) for c in find_cues(text)]


def statement_candidates(record: Record, redacted: str | None = None) -> list[Candidate]:
    """What the conversation rules find in what the person typed (``record``), on its redacted text."""
    note = record.origin == MEMORY_NOTE
    if redacted is None:
        # Most messages state nothing durable: redaction (and a second reading) only for those that do.
        if not find_statements(record.text, memory_note=note):
            return []
        redacted = redact(record.text)
    return [replace(make_candidate(s.type, s.content, s.rule, record, record.source_at(s.line)),
                    confidence=CONVERSATION_CONFIDENCE, stated_in=(redact(record.session_key),))
            for s in find_statements(redacted, memory_note=note)]


def make_candidate(kind: str, content: str, rule: str, record: Record, source: str) -> Candidate:
    """The one builder of candidates (rules, external command, model): every field redacted.

    ``content`` is redacted again (a no-op for the rules, which read redacted
    text), and so are the type, the input's project, session and source.
    """
    project = redact(record.project) if record.project else record.project
    session = redact(record.session) if record.session else record.session
    return Candidate(redact(kind), redact(content), rule, project, redact(source), session)


def backed(content: str, quote: str) -> bool:
    """Whether every content word (stemmed, stop words aside) occurs in ``quote``: no invented clause rides in."""
    terms = set(content_terms(content))
    return bool(terms) and terms <= set(content_terms(quote))


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")


def backing_record(content: str, records: list[Record], texts: list[str]) -> Record | None:
    """The first record whose (redacted) text has a sentence backing ``content`` (``backed``), else ``None``."""
    for record, text in zip(records, texts):
        if any(backed(content, sentence) for sentence in _SENTENCE_END.split(text)):
            return record
    return None


class _ExternalBatcher:
    """Groups response text per input and project, and asks the external extractor about each group."""

    def __init__(self, argv: list[str], timeout: float, stats: ExtractStats) -> None:
        self.argv, self.timeout, self.stats = argv, timeout, stats
        self.group: tuple[str, str | None, str | None] | None = None
        self.records: list[Record] = []
        self.texts: list[str] = []
        self.size = 0

    def add(self, record: Record, text: str) -> list[Candidate]:
        """Queue one record's (redacted) text; returns the candidates of a group it completed."""
        # Interactions are asked about one by one; a transcript or text file as a whole (in chunks).
        group = (record.path, record.project, record.interaction_id)
        found = self.flush() if group != self.group or self.size > EXTERNAL_CHUNK_CHARS else []
        self.group = group
        self.records.append(record)
        self.texts.append(text)
        self.size += len(text)
        return found

    def flush(self) -> list[Candidate]:
        """Ask the extractor about the queued group (a failure is warned about and gives nothing)."""
        if not self.records:
            return []
        records, texts = self.records, self.texts
        self.records, self.texts, self.size = [], [], 0
        project = records[0].project
        try:
            proposals = ext.run_extractor(self.argv, "\n\n".join(texts), project, self.timeout)
        except ext.ExtractorFailed as exc:
            self.stats.external_failures += 1
            log.warning("extract command %s failed on %s: %s; skipped", self.argv[0], records[0].source, exc)
            return []
        return [c for c in (_from_proposal(p, records, texts) for p in proposals) if c is not None]


def _from_proposal(proposal: ext.Proposal, records: list[Record], texts: list[str]) -> Candidate | None:
    """The candidate an external proposal stands for: the rules' checks, backed by a sentence of the text sent."""
    kind = collapse_ws(redact(proposal.type))
    content = clean_content(redact(proposal.content))
    if not kind or len(kind) > MAX_TYPE_CHARS or not within_bounds(content):
        return None
    # The command quotes nothing: a sentence of the text it was sent must hold every content word.
    origin = backing_record(content, records, texts)
    if origin is None:
        return None
    return make_candidate(kind, content, EXTERNAL_RULE, origin, origin.source)


def extract_candidates(records: Iterable[Record], store: Store | None, *, extract_cmd: str | None = None,
                       timeout: float | None = None, stats: ExtractStats | None = None,
                       model: ModelHook | None = None) -> list[Candidate]:
    """Candidates from ``records``, deduplicated and filtered, in input order.

    Responses go through the structure rules (and the external extractor),
    what the person typed through the conversation rules. Drops a candidate
    whose ``(type, normalized content, rule)`` was seen before (a
    conversation candidate said again in another session gains confidence
    instead), an external candidate repeating a rule candidate's type and
    content, a structure cue in a reply that only restates what the person
    just said (evidence for the person's candidate instead), and one whose
    content equals an active memory of the same type and project in
    ``store``. ``extract_cmd`` (else the store's ``extract.cmd``) adds the
    external extractor's candidates, ``model`` (``memcli.wiring.extractor_for``)
    a model's.
    """
    stats = stats if stats is not None else ExtractStats()
    cmd = extract_cmd if extract_cmd is not None else (store.config["extract.cmd"] if store is not None else "")
    wait = timeout if timeout is not None else (store.config["extract.timeout"] if store is not None else 60)
    batcher = _ExternalBatcher(ext.split_command(cmd), float(wait), stats) if cmd and cmd.strip() else None
    active = active_index(store.memories()) if store is not None else set()
    dedup = _Dedup(active, stats)
    for record in _counted(records, stats, model):
        if record.by_person:
            dedup.said(record, statement_candidates(record))
            continue
        if not record.is_response:
            continue
        # Most responses hold no cue and no secret: redact only what a rule or the extractor will read.
        cue = has_cue(record.text)
        text = redact(record.text) if batcher is not None or cue else record.text
        found = rule_candidates(record, text) if cue else []
        dedup.keep(dedup.acknowledgements(record, text, found))
        if batcher is not None:
            dedup.keep(batcher.add(record, text))
        if model is not None:
            dedup.keep(model.take())
    if batcher is not None:
        dedup.keep(batcher.flush())
    if model is not None:
        model.flush()
        dedup.keep(model.take())
        stats.model_calls, stats.model_failures = model.asked, int(model.failure is not None)
    return dedup.kept


_ACK_OPENER = re.compile(
    r"(?i)^\W*(?:got\s+it|understood|noted|will\s+do|sure|ok(?:ay)?|alright|all\s+right|absolutely|of\s+course|"
    r"makes\s+sense|good\s+(?:to\s+know|call|point)|thanks|you'?re\s+(?:right|correct)|my\s+(?:mistake|bad)|sorry|"
    r"apologies|right|i'?ll\s+(?:remember|keep|use|make\s+sure|always|never|stick|stop)|from\s+now\s+on|going\s+forward)\b")
ACK_SHARE = 0.5  # share of a statement's words a reply must repeat to count as acknowledging it


def _share(statement: set[str], reply: set[str]) -> float:
    return len(statement & reply) / len(statement) if statement else 0.0


class _Dedup:
    """First occurrence wins; an external candidate repeating a rule candidate's type and content is dropped.

    It also keeps, per exchange (``Record.unit``), what the person said in
    it, so that the reply in the same exchange can be read as acknowledging it.
    """

    def __init__(self, active: set[tuple[str, str | None, str]], stats: ExtractStats) -> None:
        self.active, self.stats = active, stats
        self.kept: list[Candidate] = []
        self.position: dict[DedupKey, int] = {}
        self.seen: set[DedupKey] = set()
        self.by_rules: set[tuple[str, str]] = set()
        self.unit: str | None = None
        self.said_here: list[DedupKey] = []

    def keep(self, found: list[Candidate]) -> None:
        for candidate in found:
            key = candidate.key
            if key in self.seen or (candidate.rule in ADDED_RULES and key[:2] in self.by_rules):
                self.stats.duplicates += 1
                if candidate.is_conversation and key in self.position:
                    self._update(key, lambda c, new=candidate: c.restated(new.stated_in[0]))
                continue
            self.seen.add(key)
            if candidate.rule not in ADDED_RULES:
                self.by_rules.add(key[:2])
            if (candidate.type, candidate.project, key[1]) in self.active:
                self.stats.dropped_active += 1
                continue
            self.position[key] = len(self.kept)
            self.kept.append(candidate)

    def said(self, record: Record, found: list[Candidate]) -> None:
        """What the person said in ``record``: kept, and remembered for the reply of this exchange."""
        if record.unit != self.unit:
            self.unit, self.said_here = record.unit, []
        self.keep(found)
        self.said_here.extend(c.key for c in found if c.key in self.position)

    def acknowledgements(self, record: Record, text: str, found: list[Candidate]) -> list[Candidate]:
        """``found`` without the cues that restate what the person said in this exchange (recorded as evidence)."""
        if record.unit != self.unit or not self.said_here:
            return found
        statements = [(key, reinforce_tokens(self.kept[self.position[key]].content)) for key in self.said_here]
        kept = []
        for candidate in found:
            cue = reinforce_tokens(candidate.content)
            match = next((key for key, words in statements if _share(cue, words) >= ACK_SHARE), None)
            if match is None:
                kept.append(candidate)
            else:
                self._update(match, lambda c: c.acknowledged(candidate.source))
        opener = _ACK_OPENER.match(text)
        reply = reinforce_tokens(text[:2000]) if opener or len(kept) < len(found) else set()
        for key, words in statements:
            if reply and _share(words, reply) >= ACK_SHARE:
                self._update(key, lambda c: c.acknowledged(redact(record.source)))
        return kept

    def _update(self, key: DedupKey, change: Callable[[Candidate], Candidate]) -> None:
        index = self.position[key]
        self.kept[index] = change(self.kept[index])
