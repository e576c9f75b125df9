"""Knowledge files ``knowledge/<id>.md`` (docs/contracts.md §9): read, list, promote, archive, learn, and the hook index.

The folder is the layout's (``store.layout.knowledge_dir``: ``.memcli/knowledge/``
in a Claude Code folder, where Claude Code would take ``knowledge/*.md`` for
memories). Files are read through the store (``store.scan_folder``) and
written through safe-edit transactions; status changes are surgical
frontmatter edits with one audit line each. Every command that changes a
knowledge file rebuilds the hook's compact index afterwards (the hook also
notices changes made by hand and asks for a rebuild itself).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from memcli.errors import FrontmatterError, UsageError
from memcli.experience import knowledge_index as hook_index
from memcli.experience.lessons import (LEDGER_REL, LESSON_CONFIDENCE, LESSON_STATUS, TRIGGER_KEYS, Lesson,
                                       read_ledger_keys, unique)
from memcli.experience.relevance import (
    DEFAULT_PRIORITY,
    PRIORITIES,
    PROCESS_TYPES,
    Node,
    usable_keywords,
)
from memcli.formats.audit import default_actor
from memcli.formats.regular_files import open_regular
from memcli.safeedit import atomic_write_bytes, ensure_private_dir
from memcli.store import Finding, Memory, Store
from memcli.store.status_change import AuditEntry, stage_status
from memcli.store.frontmatter import parse, render_key
from memcli.text import scalar_strings, slugify

log = logging.getLogger("memcli")

STATUSES = ("draft", "active", "archived", "deprecated")
GROUPING_KEYS = ("triad", "grouping", "group")
PRIORITY_RANK = {p: i for i, p in enumerate(PRIORITIES)}
SAFE_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$")


# --------------------------------------------------------------------------
# The Knowledge value
# --------------------------------------------------------------------------


def _text(value: Any) -> str:
    """A value as one text: a scalar, or a list of them joined with "; " (``""`` when there is none)."""
    return "; ".join(scalar_strings(value))


@dataclass(frozen=True)
class Knowledge:
    """One knowledge file, parsed, with docs/contracts.md §9's defaults applied."""

    id: str
    rel: str  # knowledge/<id>.md
    path: str  # absolute
    label: str
    description: str
    process_type: str
    priority: str
    status: str
    confidence: float | None  # None when absent (counts as 1.0)
    evidence: str
    triggers: Mapping[str, tuple[str, ...]]
    grouping: str
    lesson_key: str
    content: str
    created: str

    @property
    def effective_confidence(self) -> float:
        """The confidence the relevance engine uses."""
        return 1.0 if self.confidence is None else self.confidence

    @property
    def file_name(self) -> str:
        """``<id>.md``."""
        return self.rel.rsplit("/", 1)[-1]

    def trigger(self, name: str) -> tuple[str, ...]:
        """One trigger list."""
        return self.triggers.get(name, ())

    def to_node(self) -> Node:
        """The hook's view of this file."""
        return Node(self.id, self.rel, self.label, self.priority, self.process_type, self.status,
                    self.effective_confidence, self.trigger("tool_names"), self.trigger("file_patterns"),
                    usable_keywords(self.trigger("action_keywords")), usable_keywords(self.trigger("context_keywords")),
                    self.description, self.evidence, self.content, self.grouping)

    def to_dict(self) -> dict[str, Any]:
        """The ``--format json`` shape of one file."""
        return {"id": self.id, "label": self.label, "process_type": self.process_type, "priority": self.priority,
                "status": self.status, "confidence": self.effective_confidence, "grouping": self.grouping or None,
                "triggers": {k: list(v) for k, v in self.triggers.items()}, "path": self.path, "file": self.rel}


def from_memory(memory: Memory) -> Knowledge:
    """Read a knowledge file's fields leniently (bad values fall back to the defaults)."""
    meta = memory.meta
    priority = _text(meta.get("priority")).upper()
    process_type = _text(meta.get("process_type")).lower() or "pattern"
    status = _text(meta.get("status")).lower() or "active"
    raw_triggers = meta.get("trigger_conditions")
    triggers: dict[str, tuple[str, ...]] = {}
    if isinstance(raw_triggers, Mapping):
        for key in TRIGGER_KEYS:
            triggers[key] = scalar_strings(raw_triggers.get(key))
        for key, value in raw_triggers.items():
            if isinstance(key, str) and key not in triggers:
                triggers[key] = scalar_strings(value)
    else:
        triggers = {key: () for key in TRIGGER_KEYS}
    grouping = next((_text(meta.get(k)) for k in GROUPING_KEYS if _text(meta.get(k))), "")
    return Knowledge(
        id=memory.id, rel=memory.rel, path=memory.path,
        label=" ".join(_text(meta.get("label")).split()) or memory.name or memory.id,
        description=" ".join(_text(meta.get("description")).split()),
        process_type=process_type, priority=priority if priority in PRIORITIES else DEFAULT_PRIORITY,
        status=status, confidence=memory.number("confidence", 0.0, 1.0), evidence=_text(meta.get("evidence")),
        triggers=triggers, grouping=grouping, lesson_key=_text(meta.get("lesson_key")), content=memory.content,
        created=_text(meta.get("created")),
    )


@dataclass(frozen=True)
class KnowledgeSet:
    """Every knowledge file of a store plus findings for those that could not be read."""

    items: tuple[Knowledge, ...]
    findings: tuple[Finding, ...]


def read_knowledge(store: Store) -> KnowledgeSet:
    """Read the layout's knowledge folder (uncached: it is small, and the hook has its own index)."""
    scan = store.scan_folder(store.layout.knowledge_dir)
    return KnowledgeSet(tuple(from_memory(m) for m in scan.memories), scan.findings)


def sort_key(item: Knowledge) -> tuple:
    """CRITICAL first, then by status (drafts, active, others), then by id."""
    status_rank = {"draft": 0, "active": 1}.get(item.status, 2)
    return (PRIORITY_RANK.get(item.priority, 9), status_rank, item.id, item.rel)


def filter_items(items: Iterable[Knowledge], *, status: Iterable[str] = (), priority: Iterable[str] = (),
                 process_type: Iterable[str] = ()) -> list[Knowledge]:
    """Items matching every given filter (each filter is a set of accepted values; empty = any)."""
    statuses = {s.lower() for s in status}
    priorities = {p.upper() for p in priority}
    types = {t.lower() for t in process_type}
    kept = [i for i in items if (not statuses or i.status in statuses) and (not priorities or i.priority in priorities)
            and (not types or i.process_type in types)]
    return sorted(kept, key=sort_key)


def find(items: Iterable[Knowledge], ident: str) -> Knowledge:
    """The item whose id, file stem or store-relative path is ``ident``; ``UsageError`` when ambiguous."""
    wanted = ident.strip()
    hits = [i for i in items if wanted in (i.id, i.file_name[:-3], i.rel, i.file_name)]
    if len({i.rel for i in hits}) > 1:
        raise UsageError(f'knowledge id "{wanted}" is ambiguous: ' + ", ".join(sorted(i.rel for i in hits)))
    if not hits:
        raise KeyError(wanted)
    return hits[0]


# --------------------------------------------------------------------------
# The hook index
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class IndexStats:
    """What a reindex did."""

    nodes: int
    injectable: int
    problems: tuple[Finding, ...]
    written: bool
    path: str


def rebuild_index(store: Store) -> IndexStats:
    """Write ``.memcli/cache/knowledge.marshal`` from the knowledge files (only when it changes).

    The folder signature is taken *before* the files are read, so a file
    changed during the rebuild makes the next hook call rebuild again.
    """
    from memcli.experience.session import critical_active

    signature = hook_index.knowledge_signature(store.root)
    known = read_knowledge(store)
    nodes = [item.to_node() for item in sorted(known.items, key=lambda i: i.rel)]
    keys = {item.lesson_key for item in known.items if item.lesson_key}
    problems = [(f.path, f"{f.code}: {f.message}") for f in known.findings]
    position = {node.rel: i for i, node in enumerate(nodes)}
    critical = tuple(position[node.rel] for node in critical_active(nodes))
    data = hook_index.encode(nodes, signature, keys, problems, critical)
    target = hook_index.index_path(store.root)
    injectable = sum(1 for n in nodes if n.status in ("draft", "active"))
    try:
        with open_regular(target) as handle:
            if handle.read() == data:
                return IndexStats(len(nodes), injectable, known.findings, False, target)
    except OSError:
        pass
    try:
        ensure_private_dir(store.state_dir / "cache")
        atomic_write_bytes(target, data, mode=0o600)
    except OSError as exc:
        log.warning("cannot write the knowledge index %s: %s", target, exc.strerror or exc)
        return IndexStats(len(nodes), injectable, known.findings, False, target)
    return IndexStats(len(nodes), injectable, known.findings, True, target)


def refresh_index(store: Store) -> None:
    """Rebuild the index after a write; a failure is a warning, never an error of the command."""
    try:
        rebuild_index(store)
    except (OSError, UsageError) as exc:
        log.warning("could not rebuild the knowledge index: %s", exc)


# --------------------------------------------------------------------------
# Writing new files
# --------------------------------------------------------------------------


def slug(text: str, limit: int = 50) -> str:
    """An ASCII file-name slug (``Don't forget: x.json`` → ``dont-forget-x-json``)."""
    return slugify(text, words=1000, limit=limit)


def safe_id(raw: Any, fallback: str) -> str:
    """``raw`` when it is a safe file-name id, else a slug of it with a short hash."""
    import hashlib

    text = str(raw).strip() if isinstance(raw, (str, int)) and not isinstance(raw, bool) else ""
    if text and SAFE_ID_RE.match(text) and ".." not in text:
        return text
    digest = hashlib.sha1((text or fallback).encode("utf-8")).hexdigest()[:8]
    return f"{slug(text or fallback) or 'knowledge'}-{digest}"


def render_file(fields: Mapping[str, Any], body: str) -> str:
    """A knowledge file from ordered frontmatter fields and a body.

    The text is parsed back before it is returned: a field that would not
    read back as given is a ``FrontmatterError`` (memcli never writes a file
    it could not read).
    """
    cleaned = {k: v for k, v in fields.items() if v is not None and v != ""}
    text = "---\n" + "".join(render_key(k, v) for k, v in cleaned.items()) + "---\n" + (body.strip() + "\n" if body.strip() else "")
    meta, _, _ = parse(text)
    for key, value in cleaned.items():
        back = meta.get(key)
        expected = {k: list(v) for k, v in value.items()} if isinstance(value, Mapping) else (
            list(value) if isinstance(value, tuple) else value)
        if back != expected and str(back) != str(expected):
            raise FrontmatterError("yaml_error", f"field {key!r} does not read back as written")
    return text


def trigger_map(triggers: Iterable[tuple[str, Iterable[str]]] | Mapping[str, Iterable[str]]) -> dict[str, list[str]]:
    """Trigger conditions for a file: the four standard lists always present, others kept."""
    pairs = triggers.items() if isinstance(triggers, Mapping) else triggers
    given = {str(k): [str(v) for v in values] for k, values in pairs}
    ordered = {key: given.pop(key, []) for key in TRIGGER_KEYS}
    ordered.update(given)
    return ordered


def lesson_fields(lesson: Lesson, knowledge_id: str, stamp: str) -> dict[str, Any]:
    """Frontmatter of a lesson learned at Stop: ``status: draft``, ``confidence: 0.9``."""
    return {
        "id": knowledge_id, "type": "process", "process_type": lesson.process_type, "priority": lesson.priority,
        "label": lesson.label, "description": lesson.description, "status": LESSON_STATUS,
        "confidence": LESSON_CONFIDENCE, "evidence": lesson.evidence, "source": lesson.source,
        "triad": lesson.grouping or None, "learned_from": lesson.kind, "lesson_key": lesson.key, "created": stamp,
        "trigger_conditions": trigger_map(lesson.triggers),
    }


@dataclass(frozen=True)
class Learned:
    """One lesson written (or that would be written) as a knowledge file."""

    id: str
    file: str
    label: str
    kind: str
    priority: str
    source: str

    def to_dict(self) -> dict[str, Any]:
        """JSON shape."""
        return {"id": self.id, "file": self.file, "label": self.label, "kind": self.kind, "priority": self.priority,
                "source": self.source}


@dataclass(frozen=True)
class LearnResult:
    """Lessons found, written, and already known."""

    learned: tuple[Learned, ...]
    known: int
    warnings: tuple[str, ...] = ()
    dry_run: bool = False


def _free_rel(knowledge_id: str, taken: set[str], folder: str) -> tuple[str, str]:
    candidate, n = knowledge_id, 2
    while f"{folder}/{candidate}.md" in taken:
        candidate, n = f"{knowledge_id}-{n}", n + 1
    return candidate, f"{folder}/{candidate}.md"


def learn(store: Store, found: Iterable[Lesson], *, dry_run: bool = False, warnings: Iterable[str] = ()) -> LearnResult:
    """Write every lesson not learned before as a draft knowledge file, in one transaction.

    A lesson is known when its key is in ``.memcli/lessons.jsonl`` (kept even
    when its file is deleted) or in a knowledge file's ``lesson_key``. Ids
    are ``<slug of the label>-<8 hex of the key>``: two lessons learned in
    the same second never share an id.
    """
    found = unique(list(found))  # lessons are made from redacted text (``memcli.experience.lessons``)
    existing = read_knowledge(store)
    known_keys = read_ledger_keys(store.root) | {i.lesson_key for i in existing.items if i.lesson_key}
    fresh = [lesson for lesson in found if lesson.key not in known_keys]
    notes = list(warnings)
    learned: list[Learned] = []
    stamp = store.clock.stamp()
    taken = {i.rel for i in existing.items} | {f.path for f in existing.findings}
    with store.transaction("knowledge learn", dry_run=dry_run) as tx:
        for lesson in fresh:
            base = f"{slug(lesson.label, 48) or 'lesson'}-{lesson.key[:8]}"
            knowledge_id, rel = _free_rel(base, taken, store.layout.knowledge_dir)
            while tx.read_bytes(rel) is not None:
                taken.add(rel)
                knowledge_id, rel = _free_rel(base, taken, store.layout.knowledge_dir)
            try:
                text = render_file(lesson_fields(lesson, knowledge_id, stamp), lesson.body)
            except FrontmatterError as exc:
                notes.append(f"lesson {lesson.label!r} from {lesson.source} not written: {exc.message}")
                continue
            taken.add(rel)
            tx.write_text(rel, text)
            tx.append_after_commit(LEDGER_REL, json.dumps(
                {"ts": stamp, "key": lesson.key, "id": knowledge_id, "kind": lesson.kind, "source": lesson.source},
                ensure_ascii=False, separators=(",", ":")))
            learned.append(Learned(knowledge_id, rel, lesson.label, lesson.kind, lesson.priority, lesson.source))
    if learned and not dry_run:
        refresh_index(store)
    return LearnResult(tuple(learned), len(found) - len(fresh), tuple(notes), dry_run)


# --------------------------------------------------------------------------
# Status changes: promote, archive
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class StatusChange:
    """One file whose status changed (or would)."""

    id: str
    file: str
    old: str
    new: str

    def to_dict(self) -> dict[str, Any]:
        """JSON shape."""
        return {"id": self.id, "file": self.file, "from": self.old, "to": self.new}


@dataclass(frozen=True)
class StatusResult:
    """The outcome of ``knowledge promote`` / ``knowledge archive``."""

    action: str
    changed: tuple[StatusChange, ...]
    unchanged: tuple[tuple[str, str], ...]  # (id, why nothing changed) — not an error
    problems: tuple[tuple[str, str], ...]  # (id, message) — exit 1
    actor: str
    time: str
    dry_run: bool = False


TRANSITIONS = {
    # action: (target status, statuses it applies to, message for an item already in the target status)
    "promote": ("active", frozenset({"draft"}), "is already active"),
    "archive": ("archived", frozenset({"draft", "active", "deprecated"}), "is already archived"),
}


def change_status(store: Store, idents: Iterable[str], action: str, *, dry_run: bool = False,
                  actor: str | None = None, reason: str | None = None) -> StatusResult:
    """Move knowledge files to ``active`` (promote, drafts only) or ``archived`` (archive), in one transaction."""
    decisions = [(ident, action) for ident in idents]
    return apply_decisions(store, decisions, command=f"knowledge {action}", label=action, dry_run=dry_run,
                           actor=actor, reason=reason)


def apply_decisions(store: Store, decisions: Iterable[tuple[str, str]], *, command: str, label: str,
                    dry_run: bool = False, actor: str | None = None, reason: str | None = None) -> StatusResult:
    """Apply ``(id, "promote" | "archive")`` decisions as one transaction.

    Each change sets ``status`` and ``updated`` surgically and appends one
    audit line ``{"ts", "action", "id", "from", "to", "actor"}`` recording
    who and when. An unknown id, or a promotion of something that is not a
    draft, is a problem (the command exits 1); archiving what is already
    archived changes nothing and is not a problem.
    """
    who = actor or default_actor()
    stamp = store.clock.stamp()
    items = read_knowledge(store).items
    changed: list[StatusChange] = []
    unchanged: list[tuple[str, str]] = []
    problems: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()
    with store.transaction(command, dry_run=dry_run) as tx:
        for ident, action in decisions:
            ident = ident.strip()
            if not ident or (ident, action) in seen:
                continue
            seen.add((ident, action))
            target, allowed, same_message = TRANSITIONS[action]
            try:
                item = find(items, ident)
            except KeyError:
                problems.append((ident, f'no knowledge file with id "{ident}"'))
                continue
            current = item.status
            if any(c.file == item.rel for c in changed):
                continue
            if current == target:
                (unchanged if action == "archive" else problems).append((item.id, f"{item.id} {same_message}"))
                continue
            if current not in allowed:
                problems.append((item.id, f"{item.id} is {current}, not a draft; only drafts are promoted"))
                continue
            extra = {"kind": "knowledge", "path": item.rel} | ({"reason": reason} if reason else {})
            try:
                stage_status(tx, item.rel, tx.read_text(item.rel) or "",
                             AuditEntry(stamp, action, item.id, current, target, who, extra), set={"updated": stamp})
            except FrontmatterError as exc:
                problems.append((item.id, f"{item.rel}: {exc.message}; left unchanged"))
                continue
            changed.append(StatusChange(item.id, item.rel, current, target))
    if changed and not dry_run:
        refresh_index(store)
    return StatusResult(label, tuple(changed), tuple(unchanged), tuple(problems), who, stamp, dry_run)


# --------------------------------------------------------------------------
# Validation (for ``memcli validate``) and nightly learning (for ``consolidate``)
# --------------------------------------------------------------------------


def _key_line(text: str, key: str) -> int | None:
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith(f"{key}:"):
            return number
    return None


def validate_knowledge(store: Store) -> list[Finding]:
    """Problems of the knowledge files (the layout's folder), as ``Finding`` values with docs/contracts.md §12 codes.

    Unreadable files (their read findings), ``invalid_value`` for a priority,
    process type, status, confidence or ``trigger_conditions`` the relevance
    engine cannot use as written, ``duplicate_id`` for ids shared by files.
    """
    scan = store.scan_folder(store.layout.knowledge_dir)
    findings = list(scan.findings)
    owners: dict[str, str] = {}
    for memory in scan.memories:
        meta = memory.meta
        text = store.read_text(memory.rel) or ""
        checks = [
            ("priority", meta.get("priority"), lambda v: isinstance(v, str) and v.upper() in PRIORITIES,
             "one of CRITICAL, HIGH, MEDIUM, LOW"),
            ("process_type", meta.get("process_type"), lambda v: isinstance(v, str) and v.lower() in PROCESS_TYPES,
             "one of checklist, pattern, warning, requirement"),
            ("status", meta.get("status"), lambda v: isinstance(v, str) and v.lower() in STATUSES,
             "one of draft, active, archived, deprecated"),
            ("confidence", meta.get("confidence"),
             lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1, "a number from 0 to 1"),
            ("trigger_conditions", meta.get("trigger_conditions"), lambda v: isinstance(v, Mapping) and all(
                isinstance(x, (list, str)) or x is None for x in v.values()), "a mapping of lists"),
        ]
        for key, value, valid, expected in checks:
            if key in meta and not valid(value):
                findings.append(Finding(memory.rel, _key_line(text, key), "invalid_value",
                                        f"{key} should be {expected}; got {value!r}"))
        owner = owners.setdefault(memory.id, memory.rel)
        if owner != memory.rel:
            findings.append(Finding(memory.rel, _key_line(text, "id"), "duplicate_id",
                                    f'id "{memory.id}" is also used by {owner}'))
    findings.sort(key=lambda f: (f.path, f.line or 0, f.code))
    return findings


def learn_from_paths(store: Store, paths: Iterable[str], *, dry_run: bool = False) -> LearnResult:
    """Lessons of transcripts (``*.jsonl``, ``.md``, ``.txt``) written as drafts: what ``consolidate`` can call."""
    from memcli.experience.lessons import lessons_from_transcript

    found: list[Lesson] = []
    warnings: list[str] = []
    for path in paths:
        lessons, notes = lessons_from_transcript(str(path))
        found += lessons
        warnings += notes
    return learn(store, found, dry_run=dry_run, warnings=warnings)
