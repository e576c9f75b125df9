"""Records → candidate memories: rules, optional external extractor, redaction, dedup, the active filter.

``extract_candidates`` is what both ``memcli extract`` and the nightly
consolidation call. It streams the records once; only the candidates (and,
with an external extractor, a bounded buffer of text) are held in memory.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from memcli.extract import external as ext
from memcli.extract.readers import Record
from memcli.redact import redact
from memcli.extract.rules import EXTERNAL_RULE, find_cues, has_cue, within_bounds
from memcli.text import clean_content, normalize_content
from memcli.store import Memory, Store
from memcli.text import collapse_ws

log = logging.getLogger("memcli")

# The external extractor gets at most this much text per call; a long transcript is sent in chunks.
EXTERNAL_CHUNK_CHARS = 200_000
MAX_TYPE_CHARS = 40

DedupKey = tuple[str, str, str]


@dataclass(frozen=True, slots=True)
class Candidate:
    """A proposed memory: what it says, which rule found it, where, for which project."""

    type: str
    content: str
    rule: str
    project: str | None
    source: str
    session: str | None = None

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


def _counted(records: Iterable[Record], stats: ExtractStats) -> Iterator[Record]:
    for record in records:
        stats.records += 1
        stats.inputs.add(record.path)
        if record.is_response:
            stats.responses += 1
            yield record


def rule_candidates(record: Record, redacted: str | None = None) -> list[Candidate]:
    """What the seven rules find in one response record (redacted first; pass ``redacted`` if done)."""
    if not record.is_response:
        return []
    cues = find_cues(redact(record.text) if redacted is None else redacted)
    return [_candidate(c.type, c.content, c.rule, record, record.source_at(c.line)) for c in cues]


def _candidate(kind: str, content: str, rule: str, record: Record, source: str) -> Candidate:
    """A candidate from redacted ``content``; the input's project, session and ids are redacted too."""
    project = redact(record.project) if record.project else record.project
    session = redact(record.session) if record.session else record.session
    return Candidate(kind, content, rule, project, redact(source), session)


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
    kind = collapse_ws(proposal.type)
    content = clean_content(redact(proposal.content))
    if not kind or len(kind) > MAX_TYPE_CHARS or not within_bounds(content):
        return None
    # Attribute the proposal to the record that holds its text; else to the input as a whole.
    needle = normalize_content(content)
    origin = next((r for r, t in zip(records, texts) if needle in collapse_ws(t).casefold()), None)
    if origin is not None:
        source = origin.source
    else:
        origin = records[0]
        source = origin.source if len(records) == 1 or origin.interaction_id else origin.path
    return _candidate(kind, content, EXTERNAL_RULE, origin, source)


def extract_candidates(records: Iterable[Record], store: Store | None, *, extract_cmd: str | None = None,
                       timeout: float | None = None, stats: ExtractStats | None = None) -> list[Candidate]:
    """Candidates from the response side of ``records``, deduplicated and filtered, in input order.

    Drops a candidate whose ``(type, normalized content, rule)`` was seen
    before, an external candidate repeating a rule candidate's type and
    content, and one whose content equals an active memory of the same type
    and project in ``store``. ``extract_cmd`` (else the store's
    ``extract.cmd``) adds the external extractor's candidates.
    """
    stats = stats if stats is not None else ExtractStats()
    cmd = extract_cmd if extract_cmd is not None else (store.config["extract.cmd"] if store is not None else "")
    wait = timeout if timeout is not None else (store.config["extract.timeout"] if store is not None else 60)
    batcher = _ExternalBatcher(ext.split_command(cmd), float(wait), stats) if cmd and cmd.strip() else None
    active = active_index(store.memories()) if store is not None else set()
    dedup = _Dedup(active, stats)
    for record in _counted(records, stats):
        # Most responses hold no cue and no secret: redact only what a rule or the extractor will read.
        text = redact(record.text) if batcher is not None or has_cue(record.text) else record.text
        dedup.keep(rule_candidates(record, text))
        if batcher is not None:
            dedup.keep(batcher.add(record, text))
    if batcher is not None:
        dedup.keep(batcher.flush())
    return dedup.kept


class _Dedup:
    """First occurrence wins; an external candidate repeating a rule candidate's type and content is dropped."""

    def __init__(self, active: set[tuple[str, str | None, str]], stats: ExtractStats) -> None:
        self.active, self.stats = active, stats
        self.kept: list[Candidate] = []
        self.seen: set[DedupKey] = set()
        self.by_rules: set[tuple[str, str]] = set()

    def keep(self, found: list[Candidate]) -> None:
        for candidate in found:
            key = candidate.key
            if key in self.seen or (candidate.rule == EXTERNAL_RULE and key[:2] in self.by_rules):
                self.stats.duplicates += 1
                continue
            self.seen.add(key)
            if candidate.rule != EXTERNAL_RULE:
                self.by_rules.add(key[:2])
            if (candidate.type, candidate.project, key[1]) in self.active:
                self.stats.dropped_active += 1
                continue
            self.kept.append(candidate)
