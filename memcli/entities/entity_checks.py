"""Validation of entity files: field values, relationship types and targets, cycles, duplicate ids.

Codes (shared with ``memcli validate``): ``invalid_value`` (an unknown
entity type or status, a field of the wrong type, an unknown relationship
type, a relationship between types it does not link), ``unsafe_path`` (an
id or reference that could escape a folder), ``duplicate_id``,
``dangling_ref`` (a relationship target that names no entity, a
``source_memory`` that names no memory) and ``relationship_cycle`` (a cycle
through a relationship type that forbids them).

Relationship types (see docs/entities.md):

==============  =========  ==============================================
type            acyclic    links
==============  =========  ==============================================
depends_on      yes        any entity → any entity
part_of         yes        any entity → a Subsystem
refines         yes        an entity → an entity of the same type
derived_from    yes        any entity → any entity
supersedes      yes        an entity → an entity of the same type
satisfies       (by type)  a Decision, Constraint, Subsystem or Parameter → a Requirement
constrains      no         a Constraint → any entity
conflicts_with  no         any entity → any entity (symmetric)
related_to      no         any entity → any entity
==============  =========  ==============================================
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Mapping

from memcli.entities.model import ENTITY_STATUSES, ENTITY_TYPES, Entity, EntitySet, canonical_type, folder_type, load_entities
from memcli.formats.layout import CLAUDE_ENTITIES_DIR, ENTITIES_DIR
from memcli.store import Finding, Store
from memcli.store.checks import key_line_in, unsafe_reference

RELATIONSHIP_CYCLE = "relationship_cycle"
ANY = None


@dataclass(frozen=True, slots=True)
class RelationshipRule:
    """What one relationship type may link, and whether it may form cycles."""

    name: str
    acyclic: bool
    sources: frozenset[str] | None = ANY
    targets: frozenset[str] | None = ANY
    same_type: bool = False

    def type_problem(self, source_type: str, target_type: str) -> str | None:
        """Why an edge between these (known) types is not allowed, or ``None``."""
        if self.sources is not None and source_type not in self.sources:
            return f"{self.name} links only {_names(self.sources)} to other entities, not a {source_type}"
        if self.targets is not None and target_type not in self.targets:
            return f"{self.name} must point at {_names(self.targets, 'or')}, not a {target_type}"
        if self.same_type and source_type != target_type:
            return f"{self.name} links entities of the same type, not a {source_type} to a {target_type}"
        return None


def _names(types: Iterable[str], last: str = "and") -> str:
    ordered = [t for t in ENTITY_TYPES if t in types]
    return ordered[0] if len(ordered) == 1 else ", ".join(ordered[:-1]) + f" {last} " + ordered[-1]


RULES: dict[str, RelationshipRule] = {rule.name: rule for rule in (
    RelationshipRule("depends_on", True),
    RelationshipRule("part_of", True, targets=frozenset({"Subsystem"})),
    RelationshipRule("refines", True, same_type=True),
    RelationshipRule("derived_from", True),
    RelationshipRule("supersedes", True, same_type=True),
    RelationshipRule("satisfies", False, sources=frozenset({"Decision", "Constraint", "Subsystem", "Parameter"}),
                     targets=frozenset({"Requirement"})),
    RelationshipRule("constrains", False, sources=frozenset({"Constraint"})),
    RelationshipRule("conflicts_with", False),
    RelationshipRule("related_to", False),
)}
RELATIONSHIP_TYPES = tuple(RULES)
ACYCLIC_TYPES = tuple(name for name, rule in RULES.items() if rule.acyclic)
STRING_FIELDS = ("project", "name", "unit", "description")
TIMESTAMP_FIELDS = ("created", "updated")


def _finding(entity: Entity, key: str | None, code: str, message: str) -> Finding:
    line = key_line_in(entity.path, key) if key else None
    return Finding(entity.rel, line, code, message)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


# -- one file's own values ------------------------------------------------------------


def _entities_folder(rel: str) -> str:
    """The entities folder ``rel`` lies in (``entities`` or Claude Code's ``.memcli/entities``)."""
    return CLAUDE_ENTITIES_DIR if rel.startswith(CLAUDE_ENTITIES_DIR + "/") else ENTITIES_DIR


def _type_findings(entity: Entity) -> Iterable[Finding]:
    meta = entity.memory.meta
    raw = meta.get("entity_type")
    folder = folder_type(entity.rel)
    expected = ", ".join(ENTITY_TYPES)
    if raw is None and canonical_type(folder) is None:
        yield _finding(entity, None, "invalid_value", f"entity_type is missing (expected one of {expected})")
    elif raw is not None and canonical_type(raw) is None:
        yield _finding(entity, "entity_type", "invalid_value", f"unknown entity_type {raw!r} (expected one of {expected})")
    if folder is None:
        yield _finding(entity, None, "invalid_value", f"entity files belong in {_entities_folder(entity.rel)}/<Type>/<id>.md")
    elif canonical_type(raw) is not None and canonical_type(folder) != canonical_type(raw):
        yield _finding(entity, "entity_type", "invalid_value",
                       f"entity_type {raw!r} does not match its folder {entity.rel.rsplit('/', 1)[0]}/")


def _field_findings(entity: Entity) -> Iterable[Finding]:
    meta = entity.memory.meta
    if "id" in meta:
        value = meta["id"]
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            yield _finding(entity, "id", "invalid_value", f"id must be a string, got {value!r}")
        elif unsafe_reference(str(value)):
            yield _finding(entity, "id", "unsafe_path", f"id {value!r} contains a path separator or '..'")
    status = meta.get("status")
    if status is not None and status not in ENTITY_STATUSES:
        yield _finding(entity, "status", "invalid_value",
                       f"unknown entity status {status!r} (expected one of {', '.join(ENTITY_STATUSES)})")
    if "confidence" in meta:
        value = meta["confidence"]
        if not _is_number(value) or not 0.0 <= value <= 1.0:
            yield _finding(entity, "confidence", "invalid_value", f"confidence must be a number from 0.0 to 1.0, got {value!r}")
    for key in STRING_FIELDS:
        value = meta.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, (str, int, float))):
            yield _finding(entity, key, "invalid_value", f"{key} must be a string, got {value!r}")
    value = meta.get("value")
    if value is not None and (isinstance(value, bool) or not isinstance(value, (str, int, float))):
        yield _finding(entity, "value", "invalid_value", f"value must be a number or a string, got {value!r}")
    for key in TIMESTAMP_FIELDS:
        if meta.get(key) is not None and entity.memory.when(key) is None:
            yield _finding(entity, key, "invalid_value", f"{key} is not an ISO 8601 date or timestamp: {meta[key]!r}")
    source = meta.get("source_memory")
    if source is not None:
        if not isinstance(source, str) or not source:
            yield _finding(entity, "source_memory", "invalid_value", f"source_memory must be a memory id, got {source!r}")
        elif unsafe_reference(source):
            yield _finding(entity, "source_memory", "unsafe_path", f"source_memory {source!r} contains a path separator or '..'")


def _record_findings(entity: Entity) -> Iterable[Finding]:
    value = entity.memory.meta.get("relationships")
    if value is None:
        return
    if not isinstance(value, list):
        yield _finding(entity, "relationships", "invalid_value", "relationships must be a list of {type, target} records")
        return
    for record in value:
        kind = record.get("type") if isinstance(record, Mapping) else None
        target = record.get("target") if isinstance(record, Mapping) else None
        if not isinstance(kind, str) or not kind.strip() or not isinstance(target, (str, int)) or isinstance(target, bool):
            yield _finding(entity, "relationships", "invalid_value",
                           f"relationship {record!r} needs a type and a target entity id")
        elif kind.strip() not in RULES:
            yield _finding(entity, "relationships", "invalid_value",
                           f"unknown relationship type {kind.strip()!r} (expected one of {', '.join(RELATIONSHIP_TYPES)})")
        elif unsafe_reference(str(target).strip()):
            yield _finding(entity, "relationships", "unsafe_path",
                           f"relationship target {str(target)!r} contains a path separator or '..'")


def file_findings(entity: Entity) -> list[Finding]:
    """Problems with one entity file's own values."""
    return [*_type_findings(entity), *_field_findings(entity), *_record_findings(entity)]


# -- across files ---------------------------------------------------------------------


def _duplicates(entities: Sequence[Entity]) -> Iterable[Finding]:
    groups: dict[str, list[Entity]] = {}
    for entity in entities:
        groups.setdefault(entity.id, []).append(entity)
    for entity_id, group in groups.items():
        if len(group) < 2:
            continue
        named = [e for e in group if e.memory.stem == entity_id]
        owner = named[0] if len(named) == 1 else group[0]
        for entity in group:
            if entity is not owner:
                yield _finding(entity, "id", "duplicate_id", f"entity id {entity_id!r} is also used by {owner.rel}")


def _edge_findings(entities: Sequence[Entity], by_id: Mapping[str, Entity]) -> Iterable[Finding]:
    for entity in entities:
        for rel in entity.relationships:
            rule = RULES.get(rel.type)
            if rule is None or unsafe_reference(rel.target):
                continue  # reported with the file's own findings
            target = by_id.get(rel.target)
            if target is None:
                yield _finding(entity, "relationships", "dangling_ref", f"{rel.type} target {rel.target!r} names no entity")
                continue
            source_type, target_type = canonical_type(entity.entity_type), canonical_type(target.entity_type)
            problem = rule.type_problem(source_type, target_type) if source_type and target_type else None
            if problem:
                yield _finding(entity, "relationships", "invalid_value", f"{problem} ({entity.id} → {rel.target})")


def _source_findings(entities: Sequence[Entity], memory_ids: set[str] | None) -> Iterable[Finding]:
    if memory_ids is None:
        return
    for entity in entities:
        source = entity.source_memory
        if source is not None and source not in memory_ids:
            yield _finding(entity, "source_memory", "dangling_ref", f"source_memory {source!r} names no memory")


def find_cycles(graph: Mapping[str, Sequence[str]]) -> list[list[str]]:
    """One cycle (``[a, b, ..., a]``) per strongly connected component that has one, smallest id first."""
    cycles = []
    for component in _strong_components(graph):
        members = set(component)
        start = min(component)
        if len(component) == 1 and start not in graph.get(start, ()):
            continue
        cycles.append(_cycle_through(start, members, graph))
    return sorted(cycles)


def _strong_components(graph: Mapping[str, Sequence[str]]) -> list[list[str]]:
    """Tarjan's algorithm, iteratively (a long chain must not hit the recursion limit)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(graph.get(root, ())))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in graph:
                    continue
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(graph.get(child, ()))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                components.append(component)
    return components


def _cycle_through(start: str, members: set[str], graph: Mapping[str, Sequence[str]]) -> list[str]:
    """The shortest cycle from ``start`` back to itself inside one component (breadth-first)."""
    parent: dict[str, str] = {}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for child in sorted(set(graph.get(node, ()))):
            if child == start:
                path = [node]
                while path[-1] != start:
                    path.append(parent[path[-1]])
                return [*reversed(path), start]
            if child in members and child not in parent:
                parent[child] = node
                queue.append(child)
    return [start, start]  # unreachable for a real component; keeps the type honest


def _cycle_findings(entities: Sequence[Entity], by_id: Mapping[str, Entity]) -> Iterable[Finding]:
    for kind in ACYCLIC_TYPES:
        graph: dict[str, list[str]] = {}
        for entity in entities:
            targets = [r.target for r in entity.relationships if r.type == kind and r.target in by_id]
            if targets:
                graph.setdefault(entity.id, []).extend(targets)
        for cycle in find_cycles(graph):
            owner = by_id[cycle[0]]
            yield _finding(owner, "relationships", RELATIONSHIP_CYCLE,
                           f"{kind} relationships form a cycle: {' → '.join(cycle)} ({kind} must not loop)")


def entity_findings(store: Store, memory_ids: set[str] | None = None, *, entities: EntitySet | None = None) -> list[Finding]:
    """Every problem with the store's entity files.

    ``memory_ids`` (the ids of the memory files) lets ``source_memory`` be
    checked; ``None`` reads them from the store's summaries.
    """
    found = entities if entities is not None else load_entities(store)
    if memory_ids is None:
        memory_ids = {s.id for s in store.summaries().summaries}
    items = found.entities
    by_id = found.by_id()
    findings = list(found.findings)
    for entity in items:
        findings.extend(file_findings(entity))
    findings.extend(_duplicates(items))
    findings.extend(_edge_findings(items, by_id))
    findings.extend(_source_findings(items, memory_ids))
    findings.extend(_cycle_findings(items, by_id))
    findings.sort(key=lambda f: (f.path, f.line or 0, f.code, f.message))
    return findings
