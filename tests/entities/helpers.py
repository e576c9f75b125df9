"""Builders for entity and memory files used by the entities tests."""

from __future__ import annotations

NOW = "2026-05-17T09:30:00Z"
STAMP = "2026-05-17T09:30:00.000Z"


def memory(memory_id: str, body: str, **meta: object) -> str:
    """A memory file: ``id``, then the given keys in order, then the body."""
    lines = [f"id: {memory_id}"] + [f"{k}: {v}" for k, v in meta.items()]
    return "---\n" + "\n".join(lines) + "\n---\n" + body + "\n"


def entity(entity_id: str, kind: str, body: str, *, status: str = "active", relationships=(), **meta: object) -> str:
    """An entity file with optional ``relationships`` given as ``(type, target)`` pairs."""
    lines = [f"id: {entity_id}", f"entity_type: {kind}", f"status: {status}"]
    lines += [f"{k}: {v}" for k, v in meta.items()]
    if relationships:
        lines.append("relationships:")
        for rel_type, target in relationships:
            lines += [f"  - type: {rel_type}", f"    target: {target}"]
    return "---\n" + "\n".join(lines) + "\n---\n" + body + "\n"


def entity_path(kind: str, entity_id: str) -> str:
    """Store-relative path of an entity file."""
    return f"entities/{kind}/{entity_id}.md"
