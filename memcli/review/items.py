"""The review queue's items: every ``status: candidate`` file as a ``QueueItem``, and names resolved to items.

Memory files anywhere in the store (and, in Claude Code's folder, the queue
files under ``.memcli/candidates/``) are items of kind ``memory``; entity
files under ``entities/<Type>/`` are items of kind ``entity``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from memcli.formats.layout import CLAUDE_ENTITIES_DIR, ENTITIES_DIR
from memcli.store import Memory, Store
from memcli.store.provenance import parse_source

MEMORY, ENTITY = "memory", "entity"
CANDIDATE = "candidate"

LINE_SUFFIX = re.compile(r":(\d+)$")  # a source's ``:<line>``


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
        return LINE_SUFFIX.sub("", self.source)

    @property
    def line(self) -> int | None:
        """The source line, when the source names one."""
        match = LINE_SUFFIX.search(self.source or "")
        return int(match.group(1)) if match else None

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape ``{"id", "kind", "type", "content", "rule", "source", "path"}``."""
        return {"id": self.id, "kind": self.kind, "type": self.type, "content": self.content, "rule": self.rule,
                "source": self.source, "path": self.path}


def _source_text(value: Any) -> str | None:
    # remnic and others keep provenance as a mapping or list; show it on one line.
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items()) or None
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or None
    return str(value) if isinstance(value, (str, int, float)) and not isinstance(value, bool) else None


def item_from(memory: Memory, kind: str) -> QueueItem:
    """A queue item for a memory or entity file (``source: <rule> from <where>`` is split in two)."""
    kind_type = memory.text("entity_type") if kind == ENTITY else None
    if isinstance(memory.source, str):
        rule, location = parse_source(memory.source, memory.get("rule"))
    else:
        rule, location = memory.text("rule"), _source_text(memory.source)
    return QueueItem(memory.id, kind, kind_type or memory.type, memory.content, rule, location, memory.rel,
                     memory.status, memory.project, memory.number("confidence"), memory.created)


def kind_of(rel: str) -> str:
    """The kind of item a store-relative path holds: ``entity`` under ``entities/`` (or ``.memcli/entities/``), else ``memory``."""
    return ENTITY if rel.startswith((ENTITIES_DIR + "/", CLAUDE_ENTITIES_DIR + "/")) else MEMORY


def all_items(store: Store) -> list[QueueItem]:
    """Every memory and entity file as a queue item, whatever its status."""
    items = [item_from(m, MEMORY) for m in (*store.memories(), *store.queue_files().memories)]
    items += [item_from(m, ENTITY) for m in store.scan_folder(store.layout.entities_dir).memories]
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


def list_document(items: Sequence[QueueItem], pending: Sequence[Any] = ()) -> dict[str, Any]:
    """``memcli review list --format json``: ``{"candidates": [...]}``, plus ``"proposals"`` when there are any."""
    document: dict[str, Any] = {"candidates": [item.to_dict() for item in items]}
    if pending:
        document["proposals"] = [proposal.to_dict() for proposal in pending]
    return document


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


def known_id(store: Store, name: str) -> bool:
    """Whether a memory or entity with this id (or path) exists."""
    return any(name in (i.id, i.path) for i in all_items(store))
