"""``memcli status``: the one screen a person looks at first (docs/contracts.md §11b).

A composer like ``validation``: it asks each room for its count and reads
only what is cheap — the summary cache of the memory files (the one
``validate`` uses), the entity and hook caches, ``MEMORY.md``, the last
line of ``.memcli/runs.jsonl``, the Claude Code settings files — so a
warm store answers without parsing a memory. It writes nothing (a read
cache may be refreshed, as for every reader).
"""

from __future__ import annotations

import logging
import os
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from memcli.store import MEMORY_INDEX, Store

if TYPE_CHECKING:
    from memcli.guard.budget import IndexCheck

CANDIDATE = "candidate"
SOURCES = {"option": "--dir", "env": "$MEMCLI_DIR", "default": "default ./memory"}


@dataclass(frozen=True)
class LastRun:
    """The newest nightly run recorded in ``.memcli/runs.jsonl``."""

    started: str
    exit: int | None
    issues: tuple[str, ...]
    duration_s: float | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON shape."""
        return {"start": self.started, "exit": self.exit, "duration_s": self.duration_s, "issues": list(self.issues)}


@dataclass(frozen=True)
class Pending:
    """The open Pending Review pairs of ``MEMORY.md``."""

    pairs: int
    oldest_detected_at: str | None = None
    oldest_age_days: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON shape."""
        return {"pairs": self.pairs, "oldest_detected_at": self.oldest_detected_at, "oldest_age_days": self.oldest_age_days}


@dataclass(frozen=True)
class StoreStatus:
    """Everything ``memcli status`` shows, rendered as text or as one JSON document."""

    path: str
    source: str  # option | env | default
    by_type: dict[str, dict[str, int]]  # type -> status -> count
    memory_candidates: int
    entity_candidates: int
    knowledge_drafts: int
    pending: Pending
    last_run: LastRun | None
    findings: int
    hooks: tuple[Any, ...]  # hooks_install.SettingsStatus per scope
    lock_holder: str | None
    layout: Any = None  # formats.layout.Layout: which layout and why (docs/contracts.md §1b)
    inputs: tuple[tuple[str, str], ...] = ()  # (folder or glob, where it comes from) a night reads
    moved: tuple[tuple[str, str, int], ...] = ()  # (old folder, new folder, files left in the old one): see ``moved_files``
    guard: "GuardStatus | None" = None  # docs/contracts.md §4b: Claude Code's lock, the snapshot, outside changes, the budget

    @property
    def memories(self) -> int:
        """How many memory files could be read."""
        return sum(sum(counts.values()) for counts in self.by_type.values())

    @property
    def by_status(self) -> dict[str, int]:
        """Memory files per status."""
        totals: Counter[str] = Counter()
        for counts in self.by_type.values():
            totals.update(counts)
        return dict(sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])))

    def to_dict(self) -> dict[str, Any]:
        """The ``--format json`` document."""
        return {
            "store": {"path": self.path, "source": self.source},
            "layout": self.layout.to_dict() if self.layout is not None else None,
            "inputs": [{"path": path, "origin": origin} for path, origin in self.inputs],
            "moved": [{"from": old, "to": new, "files": files} for old, new, files in self.moved],
            "memories": {"total": self.memories, "by_status": self.by_status, "by_type": self.by_type},
            "review": {"candidates": self.memory_candidates + self.entity_candidates,
                       "memory_candidates": self.memory_candidates, "entity_candidates": self.entity_candidates,
                       "knowledge_drafts": self.knowledge_drafts},
            "pending_review": self.pending.to_dict(),
            "last_run": self.last_run.to_dict() if self.last_run else None,
            "findings": self.findings,
            "hooks": [h.to_dict() for h in self.hooks],
            "lock": {"held": self.lock_holder is not None, "holder": self.lock_holder},
            **(self.guard.to_dict() if self.guard else {}),
        }


@dataclass(frozen=True)
class GuardStatus:
    """docs/contracts.md §4b on the status screen: Claude Code's lock, the snapshot's size, changes not recorded, the budget."""

    claude_pid: int | None  # the pid ``.consolidate-lock`` names (None: no lock file, or no pid in it)
    claude_live: bool
    claude_lock_present: bool
    snapshot_taken: bool
    snapshot_files: int
    snapshot_bytes: int
    snapshot_objects: int
    outside_pending: tuple[tuple[str, str], ...]  # (change, path) not recorded by a night yet
    budget: Any  # memcli.guard.budget.Budget, None without MEMORY.md

    def to_dict(self) -> dict[str, Any]:
        """The status document's keys for docs/contracts.md §4b."""
        return {"claude_code_lock": self.claude_lock_dict(), "snapshot": self.snapshot_dict(),
                "outside_changes": self.outside_dict(),
                "memory_index": self.budget.to_dict() if self.budget else None}

    def claude_lock_dict(self) -> dict[str, Any] | None:
        """JSON: Claude Code's ``.consolidate-lock`` (None when there is none)."""
        if not self.claude_lock_present:
            return None
        return {"pid": self.claude_pid, "live": self.claude_live, "stale": not self.claude_live}

    def snapshot_dict(self) -> dict[str, Any]:
        """JSON: the snapshot's size."""
        return {"taken": self.snapshot_taken, "files": self.snapshot_files, "bytes": self.snapshot_bytes,
                "objects": self.snapshot_objects}

    def outside_dict(self) -> dict[str, Any]:
        """JSON: outside changes the next night will record."""
        return {"not_recorded": len(self.outside_pending),
                "files": [{"change": c, "path": p} for c, p in self.outside_pending]}


def guard_status(store: Store, index: IndexCheck | None | Literal["read"] = "read") -> GuardStatus:
    """Claude Code's lock, the snapshot, the changes not recorded yet, ``MEMORY.md`` against the budget.

    ``index``: ``MEMORY.md`` as the caller checked it (``None``: there is none); by default it is read here.
    """
    from memcli.formats.claude_lock import read_lock
    from memcli.guard.budget import measure
    from memcli.guard.changes import pending
    from memcli.safeedit import snapshot

    lock = read_lock(store.root)
    manifest = snapshot.load(store.root)
    size, objects = snapshot.disk_usage(store.root)
    if isinstance(index, str):
        text = store.read_text(MEMORY_INDEX)
        budget = measure(text) if text is not None else None
    else:
        budget = index.budget if index is not None else None
    waiting = tuple((c.change, c.path) for c in pending(store)) if manifest is not None and manifest.files is not None else ()
    taken = manifest is not None and manifest.files is not None
    return GuardStatus(lock.pid if lock else None, bool(lock and lock.live), lock is not None, taken,
                       len(manifest.files) if taken else 0, size, objects, waiting, budget)


def memory_counts(store: Store) -> tuple[dict[str, dict[str, int]], int]:
    """Memory files per type and status (from the summary cache), and how many are candidates.

    In Claude Code's folder the queue lives under ``.memcli/candidates/``: its waiting files count as candidates
    (they are not memories yet, so they are not in the table).
    """
    counts: dict[str, Counter[str]] = {}
    for summary in store.summaries().summaries:
        counts.setdefault(summary.type, Counter())[summary.status] += 1
    by_type = {kind: dict(sorted(c.items())) for kind, c in sorted(counts.items(), key=lambda kv: (-sum(kv[1].values()), kv[0]))}
    queued = sum(1 for m in store.queue_files().memories if m.status == CANDIDATE)
    return by_type, sum(c.get(CANDIDATE, 0) for c in counts.values()) + queued


def inputs_read(store: Store) -> tuple[tuple[str, str], ...]:
    """Where a night reads its inputs (configured paths and, in Claude Code's folder, the sessions beside it)."""
    from memcli.consolidate.sources import input_folders

    return tuple(input_folders(store.root, (), store.config["consolidate.transcripts"],
                               store.config["consolidate.claude_workspaces"], store.layout.sessions_dir))


def moved_files(store: Store) -> tuple[tuple[str, str, int], ...]:
    """Folders an older memcli wrote in Claude Code's folder (``knowledge/``, ``entities/``) that still hold files.

    This layout reads knowledge and entities from ``.memcli/`` only, and
    Claude Code takes every ``*.md`` outside it for a memory: the person is
    told to move them (``docs/claude-code.md``), nothing is moved behind
    their back.
    """
    found = []
    for old, new in store.layout.moved_dirs():
        files = 0
        for _folder, _dirs, names in os.walk(store.root / old):
            files += sum(1 for name in names if name.endswith(".md"))
        if files:
            found.append((old, new, files))
    return tuple(found)


def entity_candidates(store: Store) -> int:
    """Entity candidates waiting for review (the entity cache)."""
    from memcli.entities.model import load_entities

    return sum(1 for entity in load_entities(store).entities if entity.status == CANDIDATE)


def knowledge_drafts(store: Store) -> int:
    """Draft lessons waiting for review: the hook's index when it is fresh, else the knowledge files."""
    from memcli.experience import knowledge_index

    current = knowledge_index.load(store.root)
    if current is not None and knowledge_index.is_fresh(current, knowledge_index.knowledge_signature(store.root)):
        return current.drafts
    from memcli.experience.knowledge import read_knowledge

    return sum(1 for item in read_knowledge(store).items if item.status == "draft")


def pending_review(store: Store) -> Pending:
    """The open pairs of ``MEMORY.md``'s Pending Review section and the oldest one's age."""
    from memcli.formats.pending import MAX_BULLET_CHARS, overlong_bullets, parse_pending

    text = store.read_text(MEMORY_INDEX) or ""
    for line in overlong_bullets(text):  # never a bullet: say so, or the pair would just vanish from the count
        logging.getLogger("memcli").warning("%s:%d: a Pending Review line over %d characters is not read as a bullet",
                                            MEMORY_INDEX, line, MAX_BULLET_CHARS)
    items = parse_pending(text)
    if not items:
        return Pending(0)
    today = store.clock.today
    dated = [(item.age_days(today), item) for item in items]
    age, oldest = max(dated, key=lambda pair: -1 if pair[0] is None else pair[0])
    return Pending(len(items), oldest.detected_at, age)


def last_run(store: Store) -> LastRun | None:
    """The newest real nightly run in ``.memcli/runs.jsonl`` that still stands.

    A dry run, the record an undo adds, and a night an undo took back are
    not "the last night".
    """
    from memcli.formats.jsonl import json_records
    from memcli.formats.runs import is_night
    from memcli.safeedit.history import undone_runs

    nights = []
    try:
        nights = [record for record in json_records(store.root / store.layout.runs_path) if is_night(record)]
    except OSError:  # no run yet
        return None
    undone = undone_runs(store.root) if nights else frozenset()
    newest = next((r for r in reversed(nights) if not (isinstance(r.get("run"), str) and r["run"] in undone)), None)
    if newest is None:
        return None
    issues = newest.get("issues")
    if not isinstance(issues, list):  # a record written before issues were recorded: its step errors
        issues = newest.get("errors") if isinstance(newest.get("errors"), list) else []
    exit_code = newest.get("exit")
    duration = newest.get("duration_s")
    return LastRun(str(newest.get("start", "?")), exit_code if isinstance(exit_code, int) else None,
                   tuple(str(i) for i in issues), duration if isinstance(duration, (int, float)) else None)


def hook_settings(cwd: Path | None = None) -> tuple[Any, ...]:
    """memcli's hooks in the project's and the user's Claude Code settings."""
    from memcli.experience.hooks_install import hooks_status, status_paths

    return tuple(hooks_status(path, scope) for scope, path in status_paths(None, None, cwd=cwd))


def store_status(store: Store, source: str) -> StoreStatus:
    """Gather the status of ``store`` (found by ``source``: option, env or default)."""
    from memcli.guard.budget import check_index
    from memcli.safeedit.lock import lock_holder
    from memcli.validation import validate

    by_type, candidates = memory_counts(store)
    index = check_index(store.root, store.read_text(MEMORY_INDEX))  # once: the findings and the budget share it
    return StoreStatus(
        path=str(store.root), source=source, by_type=by_type, memory_candidates=candidates,
        entity_candidates=entity_candidates(store), knowledge_drafts=knowledge_drafts(store),
        pending=pending_review(store), last_run=last_run(store), findings=len(validate(store, index).findings),
        hooks=hook_settings(), lock_holder=lock_holder(store.state_dir), layout=store.layout,
        inputs=inputs_read(store), moved=moved_files(store), guard=guard_status(store, index),
    )
