"""Candidates → ``status: candidate`` memory files in the review queue (staged in a transaction).

A new file lives in the store's queue folder (``Store.candidates_dir``: in
memcli's layout ``paths.new_memories``, default ``auto/``; in Claude Code's
folder ``.memcli/candidates/``, out of Claude Code's sight) under a
readable slug of its type and content; a name already taken (on disk, by
another memory's id, or earlier in the same transaction) gets ``-2``,
``-3``, ... A candidate whose dedup key is already in the queue (a
``candidate`` memory, or one a reviewer rejected) is not written again; a
conversation candidate the person stated again in a session the queued
file does not list yet (``stated_in``) raises that file's confidence like
a reinforcement instead.
With ``entities.enabled = true``, ``project`` and ``adaptation`` candidates
become entity candidates instead: the caller passes the router
(``memcli.entities.routing``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from memcli.errors import FrontmatterError
from memcli.extract.candidates import RULE_CONFIDENCE, Candidate, DedupKey, dedup_key
from memcli.reinforce import new_confidence
from memcli.safeedit.transaction import Transaction
from memcli.store import Memory, Store
from memcli.store.frontmatter import edit, parse, render_key
from memcli.store.provenance import PROMOTED_TO, format_source, memory_rule
from memcli.text import normalize_content, slugify
from memcli.redact import redact, redact_data

CANDIDATE_CONFIDENCE = RULE_CONFIDENCE
# Statuses that mean "already proposed": waiting in the queue, or rejected by a reviewer.
QUEUED_STATUSES = ("candidate", "invalid")
STATED_IN = "stated_in"


@dataclass(frozen=True, slots=True)
class StageResult:
    """What ``stage_candidates`` did: files staged (store-relative) and candidates already queued."""

    created: tuple[tuple[Candidate, str], ...]
    already_queued: tuple[Candidate, ...]
    restated: tuple[tuple[Candidate, str], ...] = ()  # queued candidates the person said again elsewhere

    @property
    def paths(self) -> list[str]:
        """Store-relative paths of the staged files."""
        return [path for _, path in self.created]


def candidate_slug(candidate: Candidate) -> str:
    """``<type>-<first words of the content>``."""
    body = slugify(candidate.content) or "candidate"
    kind = slugify(candidate.type, words=2, limit=20) or "memory"
    return f"{kind}-{body}"


def queued_keys(memories: Iterable[Memory]) -> dict[DedupKey, Memory]:
    """Memories already in (rejected from, or promoted out of) the review queue by dedup key (rule ``""`` when unknown)."""
    keys: dict[DedupKey, Memory] = {}
    for memory in memories:
        if memory.status in QUEUED_STATUSES or memory.get(PROMOTED_TO):
            keys.setdefault(dedup_key(memory.type, memory.content, memory_rule(memory) or ""), memory)
    return keys


def candidate_text(candidate: Candidate, memory_id: str, created: str) -> str:
    """The new file's text: frontmatter written key by key, then the content as the body."""
    fields: list[tuple[str, object]] = [
        ("id", memory_id),
        ("type", candidate.type),
        ("status", "candidate"),
        ("confidence", candidate.confidence),
    ]
    if candidate.project is not None:
        fields.append(("project", candidate.project))
    fields += [("source", format_source(candidate.rule, candidate.source)), ("created", created)]
    if candidate.session:
        fields.append(("session", candidate.session))
    if candidate.is_conversation:
        fields.append((STATED_IN, list(candidate.stated_in)))
        if len(candidate.stated_in) > 1:
            fields += [("reference_count", len(candidate.stated_in) - 1), ("last_referenced_at", created)]
    if candidate.evidence:
        fields.append(("evidence", list(candidate.evidence)))
    # Candidates are built redacted (``candidates.make_candidate``); the file is redacted again as a last line.
    return ("---\n" + "".join(render_key(k, redact_data(v)) for k, v in fields) + "---\n" + redact(candidate.content)
            + "\n")


class _Names:
    """File names and ids in use: on disk, by memories, and staged in this transaction."""

    def __init__(self, store: Store, tx: Transaction, folder: str) -> None:
        self.store, self.tx, self.folder = store, tx, folder
        # Ids are shared with entities in the review queue, so their names are taken too.
        everything = [*store.memories(), *store.queue_files().memories, *store.scan_folder(store.layout.entities_dir).memories]
        self.ids = {m.id for m in everything} | {m.stem for m in everything}

    def take(self, slug: str) -> tuple[str, str]:
        """A free ``(id, store-relative path)`` for ``slug``, reserved from now on."""
        number = 1
        while True:
            stem = slug if number == 1 else f"{slug}-{number}"
            rel = f"{self.folder}/{stem}.md" if self.folder else f"{stem}.md"
            if stem not in self.ids and self.tx.read_bytes(rel) is None:
                self.ids.add(stem)
                return stem, rel
            number += 1


def new_memories_folder(store: Store) -> str:
    """The store's queue folder for new candidate files (``paths.new_memories``, or ``.memcli/candidates``)."""
    return store.candidates_dir()


class Router(Protocol):
    """Places some candidates elsewhere than memory files (``memcli.entities.routing.EntityRouter``)."""

    def routes(self, candidate: Candidate) -> bool: ...

    def stage(self, candidate: Candidate, stamp: str, confidence: float) -> str | None: ...


# Builds a router for one transaction, sharing the ids taken by the memory candidates staged with it.
RouterFactory = Callable[[Store, Transaction, set[str]], Router]


def stage_candidates(store: Store, tx: Transaction, candidates: Iterable[Candidate], *,
                     router: RouterFactory | None = None) -> StageResult:
    """Stage one ``status: candidate`` file per new candidate in ``tx``; skip those already queued.

    A queued conversation candidate stated again in a new session gets its
    confidence, ``reference_count``, ``last_referenced_at`` and ``stated_in``
    updated instead (once per session: running twice changes nothing more).
    ``router`` (the caller's choice: ``entities.enabled``) stages the
    candidates it routes as something else, entity candidates.
    """
    queued = queued_keys([*store.memories(), *store.queue_files().memories])
    names = _Names(store, tx, new_memories_folder(store))
    router = router(store, tx, names.ids) if router is not None else None
    created: list[tuple[Candidate, str]] = []
    skipped: list[Candidate] = []
    restated: list[tuple[Candidate, str]] = []
    staged: set[DedupKey] = set()
    stamp = store.clock.stamp()
    for candidate in candidates:
        key = candidate.key
        known = queued.get(key) or queued.get((candidate.type, normalize_content(candidate.content), ""))
        if known is not None or key in staged:
            skipped.append(candidate)
            if known is not None and candidate.is_conversation and known.status == "candidate" and \
                    _stage_restated(tx, known, candidate, stamp):
                restated.append((candidate, known.rel))
            continue
        staged.add(key)
        if router is not None and router.routes(candidate):
            rel = router.stage(candidate, stamp, candidate.confidence)
            if rel is None:
                skipped.append(candidate)
            else:
                created.append((candidate, rel))
            continue
        memory_id, rel = names.take(candidate_slug(candidate))
        tx.write_text(rel, candidate_text(candidate, memory_id, stamp))
        created.append((candidate, rel))
    return StageResult(tuple(created), tuple(skipped), tuple(restated))


def _stage_restated(tx: Transaction, memory: Memory, candidate: Candidate, stamp: str) -> bool:
    """Add the sessions ``candidate`` was stated in that ``memory``'s file does not list yet; whether it changed."""
    text = tx.read_text(memory.rel)
    if text is None:
        return False
    try:
        meta, _body, _has = parse(text)
        value = meta.get(STATED_IN)
        listed = [str(v) for v in value if isinstance(v, (str, int))] if isinstance(value, list) else []
        own = meta.get("session")
        new = [s for s in candidate.stated_in if s not in listed and s != own]
        if not new:
            return False
        probe = Memory.create("", "", meta, "")
        base = listed or ([str(own)] if own else [])
        tx.write_text(memory.rel, edit(text, set={
            "confidence": new_confidence(probe.confidence, len(new)),
            "reference_count": probe.reference_count + len(new), "last_referenced_at": stamp,
            STATED_IN: base + new}))
    except FrontmatterError:
        return False
    return True
