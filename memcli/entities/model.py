"""Entity files ``entities/<Type>/<id>.md``: the typed engineering facts of docs/contracts.md §10.

An entity file is a memory-shaped markdown file (frontmatter + body) read
through ``store.scan_folder("entities")``. Its frontmatter carries
``entity_type``, ``status`` (``candidate active superseded invalid``),
``confidence``, ``project``, ``source_memory`` (the memory it graduated
from), ``relationships: [{type, target}]`` (targets are entity ids) and
the type's structured values as plain fields (``name``, ``value``,
``unit`` for a ``Parameter``). The body is the statement itself.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from memcli.errors import UsageError
from memcli.formats.layout import CLAUDE_ENTITIES_DIR, ENTITIES_DIR
from memcli.safeedit.transaction import Transaction
from memcli.store import Finding, Memory, Store
from memcli.store.checks import unsafe_reference
from memcli.text import STOP_WORDS, collapse_ws, scalar_text

ENTITY_CACHE = ENTITIES_DIR  # the entities' read cache is named after their folder: .memcli/cache/entities.marshal
ENTITY_TYPES = ("Decision", "Requirement", "Constraint", "Fact", "Parameter", "Subsystem")
ENTITY_STATUSES = ("candidate", "active", "superseded", "invalid")
DEFAULT_STATUS = "active"
DEFAULT_CONFIDENCE = 0.7
# The memory types that stay memories: personal, attributed, unstructured (docs/contracts.md §10).
PERSONAL_TYPES = frozenset({"identity", "preference", "episodic", "user", "feedback"})
SLUG_WORDS = 6
SLUG_CHARS = 48

_CANONICAL = {name.casefold(): name for name in ENTITY_TYPES}


def canonical_type(value: Any) -> str | None:
    """The canonical spelling of an entity type (matched case-insensitively), ``None`` when unknown."""
    return _CANONICAL.get(value.strip().casefold()) if isinstance(value, str) else None


def parse_type_option(value: str, option: str = "--as") -> str:
    """An entity type given on the command line (exit 2 listing the types when unknown)."""
    found = canonical_type(value)
    if found is None:
        raise UsageError(f'{option} expects one of {", ".join(ENTITY_TYPES)}; got "{value}"')
    return found


def parse_status_option(value: str, option: str = "--status") -> str:
    """An entity status given on the command line (exit 2 listing the statuses when unknown)."""
    if value not in ENTITY_STATUSES:
        raise UsageError(f'{option} expects one of {", ".join(ENTITY_STATUSES)}; got "{value}"')
    return value


@dataclass(frozen=True, slots=True)
class Relationship:
    """One typed edge from an entity to another entity (by id)."""

    type: str
    target: str

    def to_dict(self) -> dict[str, str]:
        """``{"type", "target"}``."""
        return {"type": self.type, "target": self.target}


def _scalar(value: Any) -> str | int | float | None:
    # A structured value is kept as YAML gave it when it is a scalar (a number stays a number).
    if isinstance(value, bool) or value is None:
        return None
    return value if isinstance(value, (str, int, float)) else None


def parse_relationships(value: Any) -> tuple[Relationship, ...]:
    """The well-formed ``{type, target}`` records of a ``relationships`` value (others are skipped)."""
    if not isinstance(value, list):
        return ()
    found = []
    for record in value:
        if not isinstance(record, Mapping):
            continue
        kind, target = record.get("type"), record.get("target")
        if isinstance(kind, str) and kind.strip() and isinstance(target, (str, int)) and not isinstance(target, bool):
            found.append(Relationship(kind.strip(), str(target).strip()))
    return tuple(found)


def folder_type(rel: str) -> str | None:
    """The type named by the folder of ``entities/<Type>/<id>.md`` or ``.memcli/entities/<Type>/<id>.md`` (else ``None``)."""
    for folder in (ENTITIES_DIR, CLAUDE_ENTITIES_DIR):
        if rel.startswith(folder + "/"):
            parts = rel[len(folder) + 1:].split("/")
            return parts[0] if len(parts) == 2 else None
    return None


@dataclass(frozen=True, slots=True)
class Entity:
    """One entity file, with docs/contracts.md §10's defaults applied; ``memory`` is the parsed file."""

    memory: Memory
    entity_type: str  # canonical when known; as written (or "") otherwise
    status: str
    relationships: tuple[Relationship, ...]

    @classmethod
    def of(cls, memory: Memory) -> "Entity":
        """Read an entity from its parsed file (``entity_type`` else the folder name)."""
        raw = memory.get("entity_type")
        if raw is None:
            raw = folder_type(memory.rel)
        kind = canonical_type(raw) or (scalar_text(raw) or "")
        status = memory.get("status")
        status = status if isinstance(status, str) and status else DEFAULT_STATUS
        return cls(memory, kind, status, parse_relationships(memory.get("relationships")))

    @property
    def id(self) -> str:
        """The ``id`` field, else the file name without ``.md``."""
        return self.memory.id

    @property
    def rel(self) -> str:
        """Store-relative path."""
        return self.memory.rel

    @property
    def path(self) -> str:
        """Absolute path."""
        return self.memory.path

    @property
    def confidence(self) -> float:
        """Confidence (0.7 when absent or invalid)."""
        return self.memory.confidence

    @property
    def project(self) -> str | None:
        """Project scope (``None``: global)."""
        return self.memory.project

    @property
    def source_memory(self) -> str | None:
        """The id of the memory this entity graduated from."""
        value = self.memory.get("source_memory")
        return value if isinstance(value, str) and value and not unsafe_reference(value) else None

    @property
    def name(self) -> str | None:
        """The ``name`` field (a Parameter's name, an entity's title)."""
        return scalar_text(self.memory.get("name"))

    @property
    def value(self) -> str | int | float | None:
        """The ``value`` field as YAML gave it (a number stays a number)."""
        return _scalar(self.memory.get("value"))

    @property
    def unit(self) -> str | None:
        """The ``unit`` field."""
        return scalar_text(self.memory.get("unit"))

    @property
    def content(self) -> str:
        """The statement (the body without surrounding whitespace)."""
        return self.memory.content

    @property
    def is_active(self) -> bool:
        """Only ``active`` entities are trusted (listed in context packs)."""
        return self.status == "active"

    def summary(self) -> str:
        """One line: ``name = value unit`` when structured, else the statement."""
        if self.name is not None and self.value is not None:
            unit = f" {self.unit}" if self.unit else ""
            return f"{self.name} = {format_value(self.value)}{unit}"
        first = next((line for line in self.content.splitlines() if line.strip()), "")
        return collapse_ws(first) or (self.name or "")

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of ``memcli entities list`` rows."""
        return {
            "id": self.id, "entity_type": self.entity_type, "status": self.status, "confidence": self.confidence,
            "project": self.project, "name": self.name, "value": self.value, "unit": self.unit,
            "source_memory": self.source_memory, "relationships": [r.to_dict() for r in self.relationships],
            "content": self.content, "path": self.rel,
        }


def format_value(value: str | int | float) -> str:
    """A structured value as text (``24000``, ``1.5``, or the string)."""
    return str(value)


@dataclass(frozen=True)
class EntitySet:
    """Every entity file of a store, plus findings for the files that could not be read."""

    entities: tuple[Entity, ...]
    findings: tuple[Finding, ...]

    def by_id(self) -> dict[str, Entity]:
        """Entities by id (the first by path when ids collide)."""
        index: dict[str, Entity] = {}
        for entity in self.entities:
            index.setdefault(entity.id, entity)
        return index

    def find(self, name: str) -> Entity | None:
        """The entity with this id or store-relative path."""
        for entity in self.entities:
            if name in (entity.rel, entity.id):
                return entity
        return None

    def incoming(self) -> dict[str, list[tuple[Entity, Relationship]]]:
        """For each target id, the ``(source entity, relationship)`` pairs pointing at it."""
        edges: dict[str, list[tuple[Entity, Relationship]]] = {}
        for entity in self.entities:
            for rel in entity.relationships:
                edges.setdefault(rel.target, []).append((entity, rel))
        return edges


def load_entities(store: Store) -> EntitySet:
    """Read the layout's entities folder sorted by path, parsing only files changed since the last read.

    ``entities/``, or ``.memcli/entities/`` in a Claude Code folder
    (``store.layout.entities_dir``). The same walk and parser as
    ``store.scan_folder``, with the
    parsed files kept in ``.memcli/cache/entities.marshal`` keyed by path,
    mtime and size (a read cache, which any command may refresh).
    """
    from memcli.store import parse_cache
    from memcli.store.files import list_memory_files, read_file

    max_bytes = int(store.config["max_file_bytes"])
    folder = store.layout.entities_dir
    listed, findings = list_memory_files(str(store.root), None, max_bytes, folder=folder)
    settings = (max_bytes,)
    cached = parse_cache.load(store.state_dir, settings, ENTITY_CACHE)
    entries: dict[str, tuple] = {}
    changed = len(cached) != len(listed)
    memories: list[Memory] = []
    for item in listed:
        hit = cached.get(item.rel)
        if hit is not None and hit[0] == item.mtime_ns and hit[1] == item.size:
            payload = hit[2]
        else:
            changed = True
            result = read_file(item, max_bytes)
            if result is None:
                continue
            payload = (("f", result.code, result.line, result.message) if isinstance(result, Finding)
                       else ("m", dict(result.meta), result.body, result.has_frontmatter))
        entries[item.rel] = (item.mtime_ns, item.size, payload)
        if payload[0] == "m":
            memories.append(Memory.create(item.path, item.rel, payload[1], payload[2], payload[3], item.mtime_ns, item.size))
        else:
            findings.append(Finding(item.rel, payload[2], payload[1], payload[3]))
    if changed and os.path.isdir(store.root / folder):
        parse_cache.save(store.state_dir, settings, entries, ENTITY_CACHE)
    entities = sorted((Entity.of(m) for m in memories), key=lambda e: e.rel)
    findings.sort(key=lambda f: (f.path, f.line or 0))
    return EntitySet(tuple(entities), tuple(findings))


# -- writing new entity files ---------------------------------------------------------


def entity_slug(text: str, *, words: int = SLUG_WORDS, limit: int = SLUG_CHARS) -> str:
    """A readable slug of ``text`` (lower-case ASCII words joined by ``-``)."""
    from memcli.text import slugify

    parts = slugify(text, words=words, limit=limit).split("-")
    # "keep-the-old-consumer-for-a" reads better as "keep-the-old-consumer".
    while len(parts) > 1 and parts[-1] in STOP_WORDS:
        parts.pop()
    return "-".join(parts)


def taken_ids(store: Store, summaries: Iterable[Any] | None = None) -> set[str]:
    """Ids and file stems of every memory (from ``summaries`` when given) and every entity."""
    memories = list(store.summaries().summaries if summaries is None else summaries)
    entities = load_entities(store).entities
    return {m.id for m in memories} | {m.stem for m in memories} | {e.id for e in entities} | {e.memory.stem for e in entities}


class EntityNames:
    """Entity ids in use (memories and entities share the review queue's id space) and files staged in ``tx``."""

    def __init__(self, store: Store, tx: Transaction, taken: set[str] | None = None) -> None:
        self.tx = tx
        self.folder = store.layout.entities_dir
        self.ids = taken if taken is not None else taken_ids(store)

    def take(self, entity_type: str, text: str) -> tuple[str, str]:
        """A free ``(id, store-relative path)`` for an entity of ``entity_type`` about ``text``, reserved from now on.

        The id is ``<type>-<first words>``; a taken one gets ``-2``, ``-3``, ...
        """
        base = f"{entity_type.lower()}-{entity_slug(text) or 'entity'}"
        number = 1
        while True:
            stem = base if number == 1 else f"{base}-{number}"
            rel = f"{self.folder}/{entity_type}/{stem}.md"
            if stem not in self.ids and self.tx.read_bytes(rel) is None:
                self.ids.add(stem)
                return stem, rel
            number += 1


def entity_text(fields: Iterable[tuple[str, Any]], body: str) -> str:
    """A new entity file: the frontmatter written key by key (``None`` values left out), then the body."""
    # Imported here: the frontmatter module loads YAML (15 ms), which readers of entities (``context``) never need.
    from memcli.store.frontmatter import render_key

    rendered = "".join(render_key(key, value) for key, value in fields if value is not None)
    return "---\n" + rendered + "---\n" + body.strip() + "\n"
