"""Extraction routing: with ``entities.enabled = true``, engineering candidates become entity candidates.

New ``project`` and ``adaptation`` candidates are written as
``entities/<Type>/<id>.md`` (``status: candidate``) instead of memory
files; every other type (``identity``, ``preference``, ``episodic``,
``knowledge`` ...) stays a memory. The entity type comes from the rule
(``requirement_heading``/``requirement_sentence`` → Requirement,
``constraint_heading`` → Constraint, ``decision_heading``/
``decided_to_sentence`` → Decision); an external extractor's candidate is
typed by ``templates.suggest`` (an ``adaptation`` defaults to Decision, a
``project`` to Fact).

A candidate already waiting as an entity candidate (or rejected as one),
or stating what an active entity of the same type and project already
states, is not written again.
"""

from __future__ import annotations

from typing import Any

from memcli.entities.model import EntityNames, load_entities, entity_text
from memcli.entities.templates import RULE_TYPES, suggest
from memcli.safeedit.transaction import Transaction
from memcli.store import Store

ROUTED_TYPES = frozenset({"project", "adaptation"})
QUEUED_STATUSES = ("candidate", "invalid")

EntityKey = tuple[str, str, str]  # (entity type, normalized content, rule)


def entity_type_for(memory_type: str, rule: str, content: str) -> str | None:
    """The entity type a candidate of this memory type and rule becomes (``None``: it stays a memory)."""
    if memory_type not in ROUTED_TYPES:
        return None
    if rule in RULE_TYPES:
        return RULE_TYPES[rule]
    found = suggest(content, memory_type=memory_type)
    if found.entity_type == "Fact" and memory_type == "adaptation":
        return "Decision"
    return found.entity_type


class EntityRouter:
    """Stages entity candidates in a transaction, sharing the id space of the memory candidates staged with them."""

    def __init__(self, store: Store, tx: Transaction, taken_ids: set[str]) -> None:
        from memcli.text import normalize_content
        from memcli.store.provenance import parse_source

        self.store, self.tx = store, tx
        self.normalize = normalize_content
        self.names = EntityNames(store, tx, taken_ids)
        self.queued: set[EntityKey] = set()
        self.active: set[tuple[str, str | None, str]] = set()
        for entity in load_entities(store).entities:
            content = normalize_content(entity.content)
            if entity.status in QUEUED_STATUSES:
                rule = parse_source(entity.memory.source, entity.memory.get("rule"))[0] or ""
                self.queued.add((entity.entity_type, content, rule))
                self.queued.add((entity.entity_type, content, ""))
            elif entity.is_active:
                self.active.add((entity.entity_type, entity.project, content))

    def routes(self, candidate: Any) -> bool:
        """Whether this candidate becomes an entity (a ``project`` or ``adaptation`` candidate)."""
        return candidate.type in ROUTED_TYPES

    def stage(self, candidate: Any, stamp: str, confidence: float) -> str | None:
        """Stage one candidate as an entity file; its store-relative path, or ``None`` if already known."""
        from memcli.store.provenance import format_source

        kind = entity_type_for(candidate.type, candidate.rule, candidate.content)
        if kind is None:
            raise ValueError(f"a {candidate.type} candidate is not routed to entities")
        content = self.normalize(candidate.content)
        if ((kind, content, candidate.rule) in self.queued or (kind, content, "") in self.queued
                or (kind, candidate.project, content) in self.active):
            return None
        self.queued.add((kind, content, candidate.rule))
        fields = suggest(candidate.content, memory_type=kind.lower()).fields
        entity_id, rel = self.names.take(kind, str(fields.get("name") or candidate.content))
        self.tx.write_text(rel, entity_text([
            ("id", entity_id), ("entity_type", kind), ("status", "candidate"), ("confidence", confidence),
            ("project", candidate.project), *((k, fields.get(k)) for k in ("name", "value", "unit")),
            ("relationships", []), ("source", format_source(candidate.rule, candidate.source)), ("created", stamp),
            ("session", candidate.session or None),
        ], candidate.content))
        return rel


def router_for(store: Store) -> type[EntityRouter] | None:
    """The router ``stage_candidates`` takes: this room's when ``entities.enabled``, else ``None``."""
    return EntityRouter if store.config["entities.enabled"] else None
