"""The review queue: candidate memories and entities, promote/reject, the audit trail, the queue the walker walks.

Every ``status: candidate`` file is a queue item: memory files anywhere in
the store (kind ``memory``) and entity files under ``entities/<Type>/``
(kind ``entity``). Promoting makes an item ``active``, rejecting makes it
``invalid``; each change is one surgical ``status`` edit in a safe-edit
transaction and one audit line in ``.memcli/audit.jsonl`` once it commits.

Other rooms can attach side effects to a kind's decisions (rejecting an
entity candidate returns its memory to ``active``, say) with
``register_decision_hook``; the hook stages its own edits in the same
transaction.
"""

from __future__ import annotations

import logging
import os
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from memcli import regular_files
from memcli.errors import FrontmatterError, UsageError
from memcli.formats import transcript
from memcli.formats.jsonl import decode_object, read_lines
from memcli.redact import redact
from memcli.store.provenance import parse_source
from memcli.safeedit.transaction import Transaction
from memcli.markup import escape_name
from memcli.store import Memory, Store
from memcli.store.audit import audit_line, mark_undone, read_audit, AUDIT_PATH
from memcli.store.frontmatter import edit, parse
from memcli.text import collapse_ws, content_terms, shorten
from memcli.walker import Action, Outcome, field, heading

log = logging.getLogger("memcli")

MEMORY, ENTITY = "memory", "entity"
CANDIDATE = "candidate"
PROMOTE, REJECT, EDIT = "promote", "reject", "edit"
TARGET_STATUS = {PROMOTE: "active", REJECT: "invalid"}
ENTITIES_DIR = "entities"
INBOX = "inbox"
EXCERPT_CHARS = 400
SIMILAR_LIMIT = 3
SIMILAR_MIN_SCORE = 0.3  # below this a "similar" memory shares only a stray word

_LINE_SUFFIX = re.compile(r":(\d+)$")


# -- queue items -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class QueueItem:
    """One reviewable file (a memory or an entity) as the queue shows it."""

    id: str
    kind: str
    type: str
    content: str
    rule: str | None
    source: str | None
    path: str  # store-relative
    status: str
    project: str | None = None
    confidence: float | None = None
    created: str | None = None

    @property
    def group(self) -> str:
        """The source the queue groups by: the file without its line (or the interaction)."""
        if not self.source:
            return "(no source)"
        return _LINE_SUFFIX.sub("", self.source)

    @property
    def line(self) -> int | None:
        """The source line, when the source names one."""
        match = _LINE_SUFFIX.search(self.source or "")
        return int(match.group(1)) if match else None

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape ``{"id", "kind", "type", "content", "rule", "source", "path"}``."""
        return {"id": self.id, "kind": self.kind, "type": self.type, "content": self.content, "rule": self.rule,
                "source": self.source, "path": self.path}


def _text(value: Any) -> str | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (str, int, float)):
        return str(value)
    return None


def _source_text(value: Any) -> str | None:
    # remnic and others keep provenance as a mapping or list; show it on one line.
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items()) or None
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or None
    return _text(value)


def _confidence(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def item_from(memory: Memory, kind: str) -> QueueItem:
    """A queue item for a memory or entity file (``source: <rule> from <where>`` is split in two)."""
    kind_type = _text(memory.get("entity_type")) if kind == ENTITY else None
    if isinstance(memory.source, str):
        rule, location = parse_source(memory.source, memory.get("rule"))
    else:
        rule, location = _text(memory.get("rule")), _source_text(memory.source)
    return QueueItem(memory.id, kind, kind_type or memory.type, memory.content, rule, location, memory.rel,
                     memory.status, memory.project, _confidence(memory.get("confidence")), memory.created)


def all_items(store: Store) -> list[QueueItem]:
    """Every memory and entity file as a queue item, whatever its status."""
    items = [item_from(m, MEMORY) for m in store.memories()]
    items += [item_from(m, ENTITY) for m in store.scan_folder(ENTITIES_DIR).memories]
    return items


def queue(store: Store) -> list[QueueItem]:
    """The candidates waiting for review, grouped by source (then path)."""
    return sorted((i for i in all_items(store) if i.status == CANDIDATE), key=lambda i: (i.group, i.line or 0, i.path))


def grouped(items: Sequence[QueueItem]) -> list[tuple[str, list[QueueItem]]]:
    """``(source, items)`` in queue order."""
    groups: dict[str, list[QueueItem]] = {}
    for item in items:
        groups.setdefault(item.group, []).append(item)
    return list(groups.items())


def proposals(store: Store) -> list[Any]:
    """The saved graduation proposals that still apply (``memcli.entities.proposals``), shown after the queue."""
    from memcli.entities.proposals import current_proposals

    return current_proposals(store)


def list_document(items: Sequence[QueueItem], pending: Sequence[Any] = ()) -> dict[str, Any]:
    """``memcli review list --format json``: ``{"candidates": [...]}``, plus ``"proposals"`` when there are any."""
    document: dict[str, Any] = {"candidates": [item.to_dict() for item in items]}
    if pending:
        document["proposals"] = [proposal.to_dict() for proposal in pending]
    return document


def proposal_lines(pending: Sequence[Any]) -> list[str]:
    """The text section listing graduation proposals (no lines when there are none)."""
    from memcli.entities.proposals import proposal_lines as lines

    return lines(pending)


# -- resolving ids -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Lookup:
    """The candidates named by a command line, and why any other name was refused."""

    items: tuple[QueueItem, ...]
    problems: tuple[str, ...]


def resolve(store: Store, names: Iterable[str]) -> Lookup:
    """Find the candidate each name (an id or a store-relative path) refers to."""
    everything = all_items(store)
    by_id: dict[str, list[QueueItem]] = {}
    by_path = {i.path: i for i in everything}
    for item in everything:
        by_id.setdefault(item.id, []).append(item)
    found: list[QueueItem] = []
    problems: list[str] = []
    for name in dict.fromkeys(names):
        matches = [by_path[name]] if name in by_path else by_id.get(name, [])
        candidates = [m for m in matches if m.status == CANDIDATE]
        if not matches:
            problems.append(f"no memory or entity with id {name}")
        elif not candidates:
            problems.append(f"{name} is not a candidate (status: {matches[0].status}, {matches[0].path})")
        elif len(candidates) > 1:
            paths = ", ".join(c.path for c in candidates)
            problems.append(f"id {name} names several candidates ({paths}); give the path instead")
        elif candidates[0] not in found:
            found.append(candidates[0])
    return Lookup(tuple(found), tuple(problems))


# -- decisions ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Decision:
    """One status change made (or, in a dry run, that would be made)."""

    id: str
    kind: str
    path: str
    action: str
    before: str
    after: str

    def to_dict(self) -> dict[str, Any]:
        """JSON shape of one decision."""
        return {"id": self.id, "kind": self.kind, "path": self.path, "action": self.action, "from": self.before,
                "to": self.after}


DecisionHook = Callable[[Store, Transaction, QueueItem, str], None]
_HOOKS: dict[str, list[DecisionHook]] = {}
# Hooks other rooms keep for a kind, imported on its first decision so importing review stays light:
# rejecting a graduated entity returns its memory to active (memcli.entities.graduate).
_BUILTIN_HOOKS = {ENTITY: ("memcli.entities.graduate", "on_entity_decision")}


def register_decision_hook(kind: str, hook: DecisionHook) -> None:
    """Run ``hook(store, tx, item, action)`` whenever an item of ``kind`` is promoted or rejected."""
    if hook not in _HOOKS.setdefault(kind, []):
        _HOOKS[kind].append(hook)


def decision_hooks(kind: str) -> list[DecisionHook]:
    """The hooks run for decisions on ``kind`` (the built-in one of that kind registered first time round)."""
    builtin = _BUILTIN_HOOKS.get(kind)
    if builtin is not None:
        import importlib

        register_decision_hook(kind, getattr(importlib.import_module(builtin[0]), builtin[1]))
    return list(_HOOKS.get(kind, []))


def stage_decision(store: Store, tx: Transaction, item: QueueItem, action: str, *, actor: str | None = None) -> Decision:
    """Stage one promote/reject in ``tx``: the ``status`` edit, kind hooks, and the audit line."""
    target = TARGET_STATUS[action]
    text = tx.read_text(item.path)
    if text is None:
        raise UsageError(f"{item.path} disappeared; nothing changed")
    try:
        tx.write_text(item.path, edit(text, set={"status": target}))
    except FrontmatterError as exc:
        raise UsageError(f"{item.path}: {exc.message}; nothing changed") from None
    # The item's own audit line first, then whatever its kind's hooks stage and audit.
    tx.append_after_commit(AUDIT_PATH, audit_line(store.clock.stamp(), action, item.id, item.status, target, actor))
    for hook in decision_hooks(item.kind):
        hook(store, tx, item, action)
    return Decision(item.id, item.kind, item.path, action, item.status, target)


def decide(store: Store, items: Sequence[QueueItem], action: str, *, dry_run: bool = False,
           actor: str | None = None) -> list[Decision]:
    """Promote or reject ``items`` in one transaction."""
    if not items:
        return []
    with store.transaction(f"review {action}", dry_run=dry_run) as tx:
        return [stage_decision(store, tx, item, action, actor=actor) for item in items]


def history(store: Store, name: str) -> list[dict[str, Any]]:
    """Audit records of one id (a path is accepted and turned into its id), ``"undone": true`` on those undone."""
    known = {i.path: i.id for i in all_items(store)}
    return mark_undone(list(read_audit(store.root, known.get(name, name))))


def known_id(store: Store, name: str) -> bool:
    """Whether a memory or entity with this id (or path) exists."""
    return any(name in (i.id, i.path) for i in all_items(store))


# -- the walker's helpers ------------------------------------------------------------


def source_excerpt(store: Store, item: QueueItem, *, width: int = EXCERPT_CHARS) -> str | None:
    """The text around the candidate in its source (redacted), when the source can still be read."""
    text = _source_text_of(store, item.source or "")
    if not text:
        return None
    return excerpt_around(redact(text), item.content, width)


def excerpt_around(text: str, needle: str, width: int = EXCERPT_CHARS) -> str:
    """About ``width`` characters of ``text`` centred on ``needle`` (whitespace collapsed)."""
    flat = collapse_ws(text)
    at = flat.casefold().find(collapse_ws(needle).casefold()) if needle else -1
    if at < 0:
        return flat[:width] + ("…" if len(flat) > width else "")
    start = max(0, at - (width - len(needle)) // 2)
    end = min(len(flat), start + width)
    return ("…" if start else "") + flat[start:end] + ("…" if end < len(flat) else "")


def _source_text_of(store: Store, source: str) -> str | None:
    if source.startswith("interaction:"):
        return _interaction_text(store, source.split(":", 1)[1])
    match = _LINE_SUFFIX.search(source)
    if not match:
        return None
    path = Path(source[: match.start()])
    path = path if path.is_absolute() else store.root / path
    try:
        return _line_text(path, int(match.group(1)), int(store.config["max_file_bytes"]))
    except (OSError, ValueError):
        return None


def _line_text(path: Path, number: int, max_bytes: int) -> str | None:
    if path.suffix.lower() not in (".jsonl", ".json"):
        lines = regular_files.read_text(path, errors="replace").splitlines()
        return "\n".join(lines[max(0, number - 3): number + 2]) or None
    with regular_files.open_regular(path) as handle:  # a source may name a FIFO or /dev/zero
        for raw in read_lines(handle, max_bytes):
            if raw.number == number:
                return _object_text(decode_object(raw.data, max_bytes)[0])
    return None


def _object_text(obj: dict | None) -> str | None:
    if obj is None:
        return None
    text = transcript.line_text(obj)
    if text is not None:
        return text
    parts = [obj.get(k) for k in ("prompt", "response", "response_summary")]
    return "\n\n".join(p for p in parts if isinstance(p, str)) or None


def _interaction_text(store: Store, interaction_id: str) -> str | None:
    from memcli.extract.readers import read_inputs

    inbox = store.root / INBOX
    if not inbox.is_dir():
        return None
    records = read_inputs([inbox], root=store.root, strict=False, include_user=True,
                          max_bytes=int(store.config["max_file_bytes"]))
    texts = [r.text for r in records if r.interaction_id == interaction_id]
    return "\n\n".join(texts) or None


class SimilarIndex:
    """Live memories indexed by content word, to show a candidate's nearest existing memories."""

    def __init__(self, memories: Iterable[Memory]) -> None:
        self.memories = [m for m in memories if m.is_live]
        self.index: dict[str, list[int]] = {}
        for position, memory in enumerate(self.memories):
            for term in set(content_terms(memory.content)):
                self.index.setdefault(term, []).append(position)

    def similar(self, item: QueueItem, limit: int = SIMILAR_LIMIT) -> list[tuple[Memory, float]]:
        """Up to ``limit`` memories sharing the most words with ``item`` (score = share of its words)."""
        terms = set(content_terms(item.content))
        if not terms:
            return []
        shared = Counter(position for term in terms for position in self.index.get(term, ()))
        ranked = sorted(shared.items(), key=lambda kv: (-kv[1], self.memories[kv[0]].rel))
        found = [(self.memories[p], round(n / len(terms), 2)) for p, n in ranked
                 if self.memories[p].rel != item.path and n / len(terms) >= SIMILAR_MIN_SCORE]
        return found[:limit]


def similar_memories(store: Store, item: QueueItem, *, limit: int = SIMILAR_LIMIT) -> list[tuple[Memory, float]]:
    """Live memories sharing the most content words with the candidate (builds an index: walk reuses one)."""
    return SimilarIndex(store.memories()).similar(item, limit)


# -- editing a candidate in $EDITOR ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class EditOutcome:
    """What an edit in ``$EDITOR`` did: ``changed`` (written), the new item, or why it was refused."""

    changed: bool
    item: QueueItem
    problem: str | None = None


def edit_in_editor(store: Store, item: QueueItem, *, editor: list[str] | None = None,
                   actor: str | None = None) -> EditOutcome:
    """Let the user edit a candidate's file in ``$EDITOR``; a valid change is written in one transaction.

    An edit that breaks the frontmatter reopens the editor with the reason
    (``memcli.editor``); the store file changes only once the result parses.
    A status changed by hand is audited.
    """
    from memcli.editor import edit_text, frontmatter_problem

    original = store.read_text(item.path)
    if original is None:
        return EditOutcome(False, item, f"{item.path} disappeared")
    edited = edit_text(original, Path(item.path).name, frontmatter_problem, editor=editor)
    if edited.text is None:
        return EditOutcome(False, item, edited.problem)
    meta, body, _has = parse(edited.text)
    new_item = replace(item_from(Memory.create(os.fspath(store.root / item.path), item.path, meta, body), item.kind),
                       path=item.path)
    with store.transaction("review edit") as tx:
        tx.write_text(item.path, edited.text, allow_shrink=True)
        if new_item.status != item.status:
            tx.append_after_commit(AUDIT_PATH, audit_line(store.clock.stamp(), EDIT, new_item.id, item.status,
                                                          new_item.status, actor))
    return EditOutcome(True, new_item)


# -- the queue the walker (memcli.walker) walks ------------------------------------------

PROMOTE_KEY = Action("p", "promote", "make it an active memory (or entity)")
REJECT_KEY = Action("r", "reject", "mark it invalid: kept on disk, never live")
EDIT_KEY = Action("e", "edit", "open its file in $EDITOR; an edit that breaks the YAML reopens the editor with the error")


class CandidateQueue:
    """The review queue as ``memcli.walker`` walks it: each decision is its own transaction."""

    noun = "candidate"
    labels = ("promoted", "rejected", "edited")

    def __init__(self, store: Store, *, dry_run: bool = False, actor: str | None = None,
                 editor: list[str] | None = None) -> None:
        self.store = store
        self.dry_run = dry_run
        self.actor = actor
        self.editor = editor
        self._nearby: SimilarIndex | None = None

    def items(self) -> list[QueueItem]:
        """The candidates, grouped by source."""
        return queue(self.store)

    def render(self, item: QueueItem, position: int, total: int, width: int) -> list[str]:
        """What the candidate says, where it came from, what already exists like it."""
        if self._nearby is None:
            self._nearby = SimilarIndex(self.store.memories())
        excerpt = source_excerpt(self.store, item)
        similar = self._nearby.similar(item)
        lines = [heading(f"Candidate {position}/{total}: {item.id}", width)]
        for label, value in (("Type", f"{item.type} ({item.kind})"), ("Rule", item.rule or "-"),
                             ("Project", item.project or "(global)"), ("Source", escape_name(item.source or "-")),
                             ("File", escape_name(item.path)),
                             ("Content", item.content), ("Excerpt", excerpt or "(source not available)"),
                             ("Similar", "\n".join(f"{score:.0%}  {escape_name(m.rel)}: {shorten(m.content)}"
                                                    for m, score in similar)
                              or "(none)")):
            lines += field(label, value, width)
        return lines

    def actions(self, item: QueueItem) -> list[Action]:
        """Promote, reject, edit."""
        return [PROMOTE_KEY, REJECT_KEY, EDIT_KEY]

    def apply(self, item: QueueItem, action: Action, screen: Any) -> Outcome:
        """Decide (one transaction) or edit the file."""
        if action is EDIT_KEY:
            return self._edit(item)
        choice = PROMOTE if action is PROMOTE_KEY else REJECT
        decision = decide(self.store, [item], choice, actor=self.actor, dry_run=self.dry_run)[0]
        verb = {PROMOTE: ("Promoted", "Would promote"), REJECT: ("Rejected", "Would reject")}[choice][self.dry_run]
        return Outcome(f"{verb} {decision.id}: {decision.before} → {decision.after}",
                       "promoted" if choice == PROMOTE else "rejected")

    def _edit(self, item: QueueItem) -> Outcome:
        if self.dry_run:
            return Outcome("Dry run: edits are not saved; promote, reject or skip.", done=False)
        outcome = edit_in_editor(self.store, item, editor=self.editor, actor=self.actor)
        if not outcome.changed:
            return Outcome(outcome.problem or "No change", done=False)
        self._nearby = None
        # a status changed by hand settles the candidate; otherwise it is shown again, as edited
        return Outcome(f"Saved {item.path}", "edited", done=outcome.item.status != CANDIDATE, item=outcome.item)
