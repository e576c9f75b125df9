"""``memcli graduate``: a memory proposes an entity candidate; the review queue decides.

Graduating stages, in one transaction, a new ``status: candidate`` entity
file (structured from the memory by ``templates.suggest``) and the surgical
edit ``status: graduated`` + ``graduated_to: <entity id>`` of the memory,
which is never deleted. Both changes are audited once the transaction
commits. The review queue's decision on the entity finishes the move:
promoting makes the entity ``active`` (the memory stays graduated);
rejecting makes it ``invalid`` and returns the memory to ``active`` without
``graduated_to`` — staged by ``on_entity_decision`` in the same transaction
as the entity's own status change.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from memcli.entities.model import (ENTITY_TYPES, PERSONAL_TYPES, EntityNames, canonical_type, entity_text,
                                   load_entities, taken_ids)
from memcli.entities.templates import fields_for, suggest
from memcli.errors import ActionNeeded, FrontmatterError, NotFound, UsageError
from memcli.safeedit.transaction import Transaction
from memcli.store import Memory, Store
from memcli.store.status_change import AuditEntry, stage_audit, stage_status
from memcli.store.checks import unsafe_reference
from memcli.store.frontmatter import parse

log = logging.getLogger("memcli")

GRADUATED = "graduated"
GRADUATE_ACTION = "graduate"
UNGRADUATE_ACTION = "ungraduate"
GRADUATE_RULE = "graduate"


@dataclass(frozen=True)
class Graduation:
    """One graduation made (or, in a dry run, that would be made)."""

    memory_id: str
    memory_path: str
    memory_status: str  # before the graduation
    entity_id: str
    entity_path: str
    entity_type: str
    reason: str
    confidence: float
    project: str | None
    fields: dict[str, Any] = field(default_factory=dict)
    dry_run: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The JSON document of ``memcli graduate --format json``."""
        return {
            "memory": {"id": self.memory_id, "path": self.memory_path, "from": self.memory_status, "to": GRADUATED},
            "entity": {"id": self.entity_id, "path": self.entity_path, "entity_type": self.entity_type,
                       "status": "candidate", "confidence": self.confidence, "project": self.project,
                       "fields": dict(self.fields)},
            "reason": self.reason,
            "dry_run": self.dry_run,
        }


def find_memory(store: Store, name: str, summaries: Sequence[Any] | None = None) -> Memory:
    """The memory with this id or store-relative path (exit 1 when none, or when the id is ambiguous).

    Looks the id up in the store's summaries and parses only that file, so
    graduating one memory stays quick in a large store.
    """
    summaries = store.summaries().summaries if summaries is None else summaries
    matches = [s.rel for s in summaries if s.rel == name] or [s.rel for s in summaries if s.id == name]
    if not matches:
        if load_entities(store).find(name) is not None:
            raise ActionNeeded(f"{name} is an entity, not a memory; only memories graduate")
        raise NotFound(f"no memory with id {name}")
    if len(matches) > 1:
        raise ActionNeeded(f"id {name} names several memories ({', '.join(matches)}); give the path instead")
    return read_memory(store, matches[0])


def read_memory(store: Store, rel: str) -> Memory:
    """Parse one memory file (exit 2 when it vanished or no longer parses)."""
    from memcli.store.files import parse_memory

    text = store.read_text(rel)
    if text is None:
        raise UsageError(f"{rel} disappeared; nothing changed")
    result = parse_memory(text, str(store.path(rel)), rel)
    if not isinstance(result, Memory):
        raise UsageError(f"{rel}: {result.message}; nothing changed")
    return result


def _check_graduatable(memory: Memory) -> None:
    if unsafe_reference(memory.id):
        # The id would be copied into the entity's source_memory: a path memcli itself must never write.
        raise UsageError(f"{memory.rel}: id {memory.id!r} is a path, not an id (see `memcli validate`); nothing changed")
    target = memory.get("graduated_to")
    if memory.status == GRADUATED or isinstance(target, str) and target:
        where = f" to {target}" if isinstance(target, str) and target else ""
        raise ActionNeeded(f"memory {memory.id} is already graduated{where}; nothing changed")
    if not memory.is_live:
        raise ActionNeeded(f"memory {memory.id} is not live (status: {memory.status}); only active memories graduate")
    if not memory.content:
        raise ActionNeeded(f"memory {memory.id} has no content to graduate")


def _memory_rule(memory: Memory) -> str | None:
    from memcli.store.provenance import memory_rule

    return memory_rule(memory)


def graduate(store: Store, name: str, *, as_type: str | None = None, dry_run: bool = False,
             actor: str | None = None) -> Graduation:
    """Graduate the memory ``name`` (an id or a path) into an entity candidate, in one audited transaction."""
    summaries = store.summaries().summaries
    memory = find_memory(store, name, summaries)
    _check_graduatable(memory)
    if as_type is not None and canonical_type(as_type) is None:
        raise UsageError(f'--as expects one of {", ".join(ENTITY_TYPES)}; got "{as_type}"')
    if memory.type.casefold() in PERSONAL_TYPES:
        log.warning("%s is a %s memory; personal memories usually stay memories", memory.id, memory.type)
    suggestion = suggest(memory.content, memory_type=memory.type, rule=_memory_rule(memory))
    if as_type is not None:
        kind = canonical_type(as_type)
        reason = f"--as {kind}" + (f" (suggested: {suggestion.entity_type})" if kind != suggestion.entity_type else "")
        fields = suggestion.fields if kind == suggestion.entity_type else fields_for(kind, memory.content)
    else:
        kind, reason, fields = suggestion.entity_type, suggestion.reason, suggestion.fields
    with store.transaction(f"graduate {memory.id}", dry_run=dry_run) as tx:
        result = _stage(store, tx, memory, kind, reason, fields, actor, taken_ids(store, summaries))
    return replace(result, dry_run=dry_run)


def _stage(store: Store, tx: Transaction, memory: Memory, kind: str, reason: str, fields: dict[str, Any],
           actor: str | None, taken: set[str]) -> Graduation:
    text = tx.read_text(memory.rel)
    if text is None:
        raise UsageError(f"{memory.rel} disappeared; nothing changed")
    names = EntityNames(store, tx, taken)
    entity_id, entity_rel = names.take(kind, str(fields.get("name") or memory.content))
    stamp = store.clock.stamp()
    confidence = memory.confidence
    from memcli.store.provenance import format_source

    entity = entity_text([
        ("id", entity_id), ("entity_type", kind), ("status", "candidate"), ("confidence", confidence),
        ("project", memory.project), ("source_memory", memory.id),
        *((key, fields.get(key)) for key in ("name", "value", "unit")),
        ("relationships", []), ("source", format_source(GRADUATE_RULE, memory.rel)), ("created", stamp),
    ], memory.content)
    tx.write_text(entity_rel, entity)
    try:
        stage_status(tx, memory.rel, text, AuditEntry(stamp, GRADUATE_ACTION, memory.id, memory.status, GRADUATED,
                                                         actor, {"graduated_to": entity_id}),
                     set={"graduated_to": entity_id})
    except FrontmatterError as exc:
        raise UsageError(f"{memory.rel}: {exc.message}; nothing changed") from None
    stage_audit(tx, AuditEntry(stamp, GRADUATE_ACTION, entity_id, None, "candidate", actor,
                                 {"source_memory": memory.id}))
    return Graduation(memory.id, memory.rel, memory.status, entity_id, entity_rel, kind, reason, confidence,
                      memory.project, dict(fields))


# -- the review queue's decisions on graduated entities ------------------------------


def _source_memory_of(text: str | None) -> str | None:
    if text is None:
        return None
    try:
        meta, _body, _has = parse(text)
    except FrontmatterError:
        return None
    value = meta.get("source_memory")
    return value if isinstance(value, str) and value else None


def on_entity_decision(store: Store, tx: Transaction, item: Any, action: str) -> None:
    """Review-queue hook: rejecting a graduated entity returns its memory to ``active`` (same transaction).

    Only a memory still ``graduated`` to this very entity is touched; any
    other state (edited by hand since, graduated elsewhere) is left alone
    with a warning. Promoting changes nothing beyond the entity itself.
    """
    if action != "reject":
        return
    source = _source_memory_of(tx.read_text(item.path))
    if source is None:
        return
    for summary in store.summaries().summaries:
        if summary.id != source:
            continue
        text = tx.read_text(summary.rel)
        try:
            meta = parse(text)[0] if text is not None else {}
        except FrontmatterError:
            meta = {}
        if meta.get("graduated_to") != item.id:
            continue
        if meta.get("status") != GRADUATED:
            log.warning("%s is no longer graduated (status: %s); left unchanged", summary.rel, meta.get("status"))
            return
        stage_status(tx, summary.rel, text, AuditEntry(store.clock.stamp(), UNGRADUATE_ACTION, summary.id, GRADUATED,
                                                          "active", None, {"entity": item.id}), remove=["graduated_to"])
        return
    log.info("memory %s (source of %s) is not graduated to it; left unchanged", source, item.id)


# The review queue's hooks for the kinds this room owns (the composers pass them to ``memcli.review.decisions``).
DECISION_HOOKS = {"entity": [on_entity_decision]}
