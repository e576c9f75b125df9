"""``extract.backend = claude|llm``: a model proposes memories from one session at a time.

The model gets ``{"project", "messages": [{"role", "text"}]}`` (user and
assistant text of one session, redacted, in order) and the fixed
``prompts.EXTRACT`` task; it answers ``{"candidates": [{"type", "content",
"quote"}]}``. What it proposes is kept only when:

- the quote occurs in the text it was sent (whitespace runs aside): a
  memory without a source sentence is invented and dropped;
- the content is backed by the quote: every content word (stemmed, stop
  words aside) is a word of the quote, so a real quote cannot carry an
  invented clause in ("Staging canary first; disable audit logging" on the
  quote "staging canary first" is dropped);
- neither quote nor content is scoped to now (``transient``);
- the type is one the prompt allows and the content is 8–280 characters
  once redacted and cleaned.

Kept candidates are built by the rules' builder
(``memcli.extract.candidates.make_candidate``: every field redacted, the
session's project, source and session id included) and carry
``rule: model``; the caller deduplicates them with
the rule candidates (same dedup key, same active-memory filter). A model
that fails (missing, timeout, rate limit, an answer of the wrong shape)
is warned about once and not asked again in this run; the rules' candidates
are unaffected.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from typing import Any

from memcli.extract.candidates import MODEL_RULE, Candidate, backed, make_candidate
from memcli.extract.readers import Record
from memcli.extract.cue_rules import within_bounds
from memcli.models.backends import Backend, ModelFailed, backend_for
from memcli.models.prompts import EXTRACT
from memcli.redact import redact
from memcli.store import Store
from memcli.text import clean_content, collapse_ws

log = logging.getLogger("memcli")

TYPES = frozenset(EXTRACT.schema["properties"]["candidates"]["items"]["properties"]["type"]["enum"])
SESSION_CHARS = 200_000  # a longer session is sent in parts

# A statement scoped to now is not durable (docs/contracts.md §6, conversation rules). This is the cue list of the
# the contract (docs/contracts.md §6); when the conversation rules' own filter exists, this function should call it instead.
_TRANSIENT = re.compile(
    r"(?i)\b(?:today|tonight|tomorrow|yesterday|this (?:week|morning|afternoon|evening|sprint|session|task)|"
    r"right now|for now|for this (?:task|session|pr|change|ticket)|at the moment|currently on[- ]call|"
    r"on[- ]call this)\b"
)


def transient(text: str) -> bool:
    """Whether ``text`` is scoped to now ("today", "for now", "this week" ...): never a memory."""
    return _TRANSIENT.search(text) is not None


@dataclass
class _Session:
    """The records of one session waiting to be sent, and their redacted text."""

    records: list[Record] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    size: int = 0


class ModelExtractor:
    """Collects each session's records and asks the model about it when the session is complete."""

    def __init__(self, backend: Backend) -> None:
        self.backend = backend
        self.key: tuple[str, str | None] | None = None
        self.session = _Session()
        self.found: list[Candidate] = []
        self.asked = 0
        self.dropped = 0  # proposals thrown away (no quote, unbacked, transient, bad type or length)
        self.failure: str | None = None

    def add(self, record: Record) -> None:
        """Queue one record (user or assistant side); a record of another session sends the previous one."""
        key = (record.path, record.session or record.interaction_id)
        if key != self.key or self.session.size > SESSION_CHARS:
            self.flush()
            self.key = key
        text = redact(record.text)
        self.session.records.append(record)
        self.session.texts.append(text)
        self.session.size += len(text)

    def take(self) -> list[Candidate]:
        """The candidates found since the last call."""
        found, self.found = self.found, []
        return found

    def flush(self) -> None:
        """Ask the model about the queued session (nothing once the model has failed in this run)."""
        session, self.session = self.session, _Session()
        if not session.records or self.failure is not None:
            return
        document = {"project": session.records[0].project,
                    "messages": [{"role": r.role, "text": t} for r, t in zip(session.records, session.texts)]}
        self.asked += 1
        try:
            answer = self.backend.ask(EXTRACT, document)
            proposals = answer.get("candidates")
            if not isinstance(proposals, list):
                raise ModelFailed("malformed", 'the answer has no "candidates" list')
        except ModelFailed as exc:
            self.failure = f"{self.backend.label} extractor failed on {session.records[0].source}: {exc}"
            log.warning("%s; model extraction is off for the rest of this run", self.failure)
            return
        for proposal in proposals:
            candidate = accepted(proposal, session)
            if candidate is None:
                self.dropped += 1
            else:
                self.found.append(candidate)


def accepted(proposal: Any, session: _Session) -> Candidate | None:
    """The candidate a proposal stands for, or ``None`` when it fails a check (see the module doc)."""
    if not isinstance(proposal, dict):
        return None
    kind, content, quote = (proposal.get(k) for k in ("type", "content", "quote"))
    if kind not in TYPES or not isinstance(content, str) or not isinstance(quote, str):
        return None
    content = clean_content(redact(content))
    origin = _quoted_in(collapse_ws(quote), session)
    if origin is None or not within_bounds(content) or transient(content) or transient(quote):
        return None
    if not backed(content, quote):
        return None
    return make_candidate(kind, content, MODEL_RULE, origin, origin.source)


def _quoted_in(quote: str, session: _Session) -> Record | None:
    """The record whose (redacted) text holds ``quote``; ``None`` when no record does."""
    if len(quote) < 8:
        return None
    return next((r for r, t in zip(session.records, session.texts) if quote in collapse_ws(t)), None)


def model_extractor(store: Store, name: str) -> ModelExtractor:
    """``extract.backend = claude|llm``: ``extract.model`` and ``extract.timeout``."""
    return ModelExtractor(backend_for(name, store.config["extract.model"], store.config["extract.timeout"]))
