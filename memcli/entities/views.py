"""``memcli entities list`` and ``memcli entities show``: read-only views of entity files."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memcli.entities.model import Entity, Relationship, format_value, load_entities
from memcli.errors import NotFound
from memcli.store import Memory, Store

SUMMARY_CHARS = 100


def _short(text: str, limit: int = SUMMARY_CHARS) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def list_entities(store: Store, *, entity_type: str | None = None, project: str | None = None,
                  status: str | None = None) -> list[Entity]:
    """Entities matching every filter given, by type then id."""
    from memcli.entities.graph import node_key

    found = [e for e in load_entities(store).entities
             if (entity_type is None or e.entity_type == entity_type)
             and (project is None or e.project == project)
             and (status is None or e.status == status)]
    return sorted(found, key=node_key)


def render_list(entities: list[Entity], *, filtered: bool = False) -> str:
    """One line per entity: id, type and status, its summary, its project."""
    if not entities:
        return "No entities match the filters." if filtered else "No entities."
    lines = [f"{len(entities)} entit{'y' if len(entities) == 1 else 'ies'}:"]
    for entity in entities:
        scope = f"  (project {entity.project})" if entity.project else ""
        lines.append(f"  {entity.id}  [{entity.entity_type}, {entity.status}]  {_short(entity.summary())}{scope}")
    return "\n".join(lines)


@dataclass(frozen=True)
class EntityView:
    """One entity with its relationships both ways and the memory it graduated from."""

    entity: Entity
    outgoing: tuple[tuple[Relationship, Entity | None], ...]
    incoming: tuple[tuple[Entity, Relationship], ...]
    source: Memory | None

    def to_dict(self) -> dict[str, Any]:
        """``{"entity", "outgoing", "incoming", "source_memory"}``."""
        source = None
        if self.source is not None:
            source = {"id": self.source.id, "path": self.source.rel, "status": self.source.status,
                      "type": self.source.type, "content": self.source.content}
        return {
            "entity": self.entity.to_dict(),
            "outgoing": [{"type": r.type, "target": r.target, "target_type": t.entity_type if t else None,
                          "target_status": t.status if t else None, "dangling": t is None} for r, t in self.outgoing],
            "incoming": [{"type": r.type, "source": s.id, "source_type": s.entity_type, "source_status": s.status}
                         for s, r in self.incoming],
            "source_memory": source,
        }


def show_entity(store: Store, name: str) -> EntityView:
    """The entity named by id or path, its edges both ways and its source memory (exit 1 when unknown)."""
    entities = load_entities(store)
    entity = entities.find(name)
    if entity is None:
        raise NotFound(f"no entity with id {name}")
    by_id = entities.by_id()
    outgoing = tuple((r, by_id.get(r.target)) for r in entity.relationships)
    incoming = tuple(sorted(((s, r) for s, r in entities.incoming().get(entity.id, ())),
                            key=lambda pair: (pair[1].type, pair[0].id)))
    return EntityView(entity, outgoing, incoming, _source_memory(store, entity))


def _source_memory(store: Store, entity: Entity) -> Memory | None:
    if entity.source_memory is None:
        return None
    matches = [m for m in store.memories() if m.id == entity.source_memory]
    # The memory that points back at this entity is the one it graduated from.
    matches.sort(key=lambda m: (m.get("graduated_to") != entity.id, m.rel))
    return matches[0] if matches else None


def render_show(view: EntityView) -> str:
    """The entity's fields, its statement, its relationships out and in, its source memory."""
    entity = view.entity
    rows = [("type", entity.entity_type), ("status", entity.status), ("confidence", f"{entity.confidence:g}"),
            ("project", entity.project or "(global)")]
    for key in ("name", "value", "unit"):
        value = getattr(entity, key)
        if value is not None:
            rows.append((key, format_value(value) if key == "value" else str(value)))
    rows.append(("path", entity.rel))
    source = view.source
    if entity.source_memory is not None:
        where = f"{source.rel}, status {source.status}" if source is not None else "missing"
        rows.append(("source memory", f"{entity.source_memory} ({where})"))
    width = max(len(label) for label, _ in rows) + 1
    lines = [f"Entity: {entity.id}"] + [f"  {(label + ':').ljust(width)} {value}" for label, value in rows]
    lines += ["", "Content:"] + [f"  {line}".rstrip() for line in (entity.content or "(empty)").splitlines()]
    lines += ["", f"Relationships out ({len(view.outgoing)}):"]
    lines += [f"  {r.type} → {r.target}" + (f"  [{t.entity_type}, {t.status}]" if t else "  (missing)")
              for r, t in view.outgoing] or ["  (none)"]
    lines += ["", f"Relationships in ({len(view.incoming)}):"]
    lines += [f"  {s.id} —{r.type}→  [{s.entity_type}, {s.status}]" for s, r in view.incoming] or ["  (none)"]
    if source is not None:
        lines += ["", f"Graduated from {source.id} ({source.rel}):"] + [f"  {line}".rstrip() for line in source.content.splitlines()]
    return "\n".join(lines)
