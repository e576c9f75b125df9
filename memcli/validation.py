"""Everything ``memcli validate`` checks, composed from each room's own validator."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from memcli.formats.layout import MEMORY_INDEX
from memcli.store import Finding, Store
from memcli.store.validate import validate_summaries

if TYPE_CHECKING:
    from memcli.guard.budget import IndexCheck


@dataclass(frozen=True)
class ValidateResult:
    """What ``memcli validate`` reports."""

    findings: tuple[Finding, ...]
    files_checked: int


def other_findings(store: Store) -> list[Finding]:
    """Problems of the store's entity and knowledge files and of ``MEMORY.md`` (``memcli lint`` reports them too)."""
    return _entities(store, {s.id for s in store.summaries().summaries})[1] + _knowledge(store)[1] + _index(store)


def validate(store: Store, index: IndexCheck | None | Literal["read"] = "read") -> ValidateResult:
    """All findings for the store: memory files first, then the other file kinds (entities, knowledge).

    ``index``: ``MEMORY.md`` already checked by the caller (``guard.budget.check_index``; ``None``: no index),
    so that a command showing the budget too walks its links once; by default it is read and checked here.
    """
    scan = store.summaries()
    findings = validate_summaries(scan.summaries, scan.findings, scan.root)
    entity_files, entity_problems = _entities(store, {s.id for s in scan.summaries})
    findings.extend(entity_problems)
    knowledge_files, knowledge_problems = _knowledge(store)
    findings.extend(knowledge_problems)
    findings.extend(_index(store) if isinstance(index, str) else (index.findings if index is not None else ()))
    findings.sort(key=lambda f: (f.path, f.line or 0, f.code))
    checked = len(scan.summaries) + len({f.path for f in scan.findings}) + entity_files + knowledge_files
    return ValidateResult(tuple(findings), checked)


def _index(store: Store) -> list[Finding]:
    """``MEMORY.md`` against Claude Code's load budget, and its links to missing memory files (docs/contracts.md §4b)."""
    from memcli.guard.budget import index_findings

    return index_findings(store.root, store.read_text(MEMORY_INDEX))


def _entities(store: Store, memory_ids: set[str]) -> tuple[int, list[Finding]]:
    """Entity files checked and their findings (``memcli.entities.entity_checks``)."""
    from memcli.entities.entity_checks import entity_findings
    from memcli.entities.model import load_entities

    entities = load_entities(store)
    files = len(entities.entities) + len({f.path for f in entities.findings})
    return files, entity_findings(store, memory_ids, entities=entities)


def _knowledge(store: Store) -> tuple[int, list[Finding]]:
    """Knowledge files checked and their findings (``memcli.experience.knowledge``).

    A bad knowledge file is skipped by the hook and by ``knowledge list``;
    without this, nothing would ever name it.
    """
    from memcli.experience.knowledge import validate_knowledge

    findings = validate_knowledge(store)
    scan = store.scan_folder(store.layout.knowledge_dir)
    files = len(scan.memories) + len({f.path for f in scan.findings})
    return files, findings
