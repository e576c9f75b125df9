"""The review queue as ``memcli.walker`` walks it (``memcli review`` on a terminal), and editing a candidate.

Each decision is its own transaction. What the walker shows of a candidate
besides its own fields comes from outside: its source excerpt, and the
existing memories most like it, found by whatever ``similar`` the caller
passes (the CLI passes the recall index's).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from memcli.formats.markup import escape_name
from memcli.review.decisions import EDIT, PROMOTE, REJECT, Hooks, decide
from memcli.review.excerpt import source_excerpt
from memcli.review.items import CANDIDATE, QueueItem, item_from, queue
from memcli.store import Memory, Store
from memcli.store.status_change import AuditEntry, stage_audit
from memcli.store.frontmatter import parse
from memcli.text import shorten
from memcli.walker import Action, Outcome, field, heading

SIMILAR_LIMIT = 3


@dataclass(frozen=True, slots=True)
class Similar:
    """An existing memory like a candidate: its store-relative path, how alike, its first line."""

    rel: str
    score: float
    preview: str


SimilarFinder = Callable[[str, int], Sequence[Similar]]  # (candidate content, limit) → the nearest live memories


@dataclass(frozen=True, slots=True)
class EditOutcome:
    """What an edit in ``$EDITOR`` did: ``changed`` (written), the new item, or why it was refused."""

    changed: bool
    item: QueueItem
    problem: str | None = None


def edit_in_editor(store: Store, item: QueueItem, *, editor: list[str] | None = None,
                   actor: str | None = None) -> EditOutcome:
    """Let the user edit a candidate's file in ``$EDITOR``; a valid change is written in one transaction.

    An edit that breaks the frontmatter reopens the editor with the reason
    (``memcli.editor``); the store file changes only once the result parses.
    A status changed by hand is audited.
    """
    from memcli.editor import edit_text, frontmatter_problem, keep_edit_on_conflict

    original = store.read_text(item.path)
    if original is None:
        return EditOutcome(False, item, f"{item.path} disappeared")
    edited = edit_text(original, Path(item.path).name, frontmatter_problem, editor=editor)
    if edited.text is None:
        return EditOutcome(False, item, edited.problem)
    meta, body, _has = parse(edited.text)
    new_item = replace(item_from(Memory.create(os.fspath(store.root / item.path), item.path, meta, body), item.kind),
                       path=item.path)
    with keep_edit_on_conflict(store, item.path, edited.text), store.transaction("review edit") as tx:
        tx.expect(item.path, original)  # a change made while the editor was open is never overwritten
        tx.write_text(item.path, edited.text, allow_shrink=True)
        if new_item.status != item.status:
            stage_audit(tx, AuditEntry(store.clock.stamp(), EDIT, new_item.id, item.status, new_item.status, actor))
    return EditOutcome(True, new_item)


PROMOTE_KEY = Action("p", "promote", "make it an active memory (or entity)")
REJECT_KEY = Action("r", "reject", "mark it invalid: kept on disk, never live")
EDIT_KEY = Action("e", "edit", "open its file in $EDITOR; an edit that breaks the YAML reopens the editor with the error")


class CandidateQueue:
    """The review queue as ``memcli.walker`` walks it: each decision is its own transaction."""

    noun = "candidate"
    labels = ("promoted", "rejected", "edited")

    def __init__(self, store: Store, *, dry_run: bool = False, actor: str | None = None,
                 editor: list[str] | None = None, hooks: Hooks | None = None,
                 similar: SimilarFinder | None = None) -> None:
        self.store = store
        self.dry_run = dry_run
        self.actor = actor
        self.editor = editor
        self.hooks = hooks
        self.similar = similar

    def items(self) -> list[QueueItem]:
        """The candidates, grouped by source."""
        return queue(self.store)

    def render(self, item: QueueItem, position: int, total: int, width: int) -> list[str]:
        """What the candidate says, where it came from, what already exists like it."""
        excerpt = source_excerpt(self.store, item)
        similar = self.similar(item.content, SIMILAR_LIMIT) if self.similar is not None and item.content else ()
        lines = [heading(f"Candidate {position}/{total}: {item.id}", width)]
        for label, value in (("Type", f"{item.type} ({item.kind})"), ("Rule", item.rule or "-"),
                             ("Project", item.project or "(global)"), ("Source", escape_name(item.source or "-")),
                             ("File", escape_name(item.path)),
                             ("Content", item.content), ("Excerpt", excerpt or "(source not available)"),
                             ("Similar", "\n".join(f"{s.score:.2f}  {escape_name(s.rel)}: {shorten(s.preview)}"
                                                    for s in similar) or "(none)")):
            lines += field(label, value, width)
        return lines

    def actions(self, item: QueueItem) -> list[Action]:
        """Promote, reject, edit."""
        return [PROMOTE_KEY, REJECT_KEY, EDIT_KEY]

    def apply(self, item: QueueItem, action: Action, screen: Any) -> Outcome:
        """Decide (one transaction) or edit the file."""
        if action is EDIT_KEY:
            return self._edit(item)
        choice = PROMOTE if action is PROMOTE_KEY else REJECT
        decision = decide(self.store, [item], choice, actor=self.actor, dry_run=self.dry_run, hooks=self.hooks)[0]
        verb = {PROMOTE: ("Promoted", "Would promote"), REJECT: ("Rejected", "Would reject")}[choice][self.dry_run]
        return Outcome(f"{verb} {decision.id}: {decision.before} → {decision.after}{decision.note}",
                       "promoted" if choice == PROMOTE else "rejected")

    def _edit(self, item: QueueItem) -> Outcome:
        if self.dry_run:
            return Outcome("Dry run: edits are not saved; promote, reject or skip.", done=False)
        outcome = edit_in_editor(self.store, item, editor=self.editor, actor=self.actor)
        if not outcome.changed:
            return Outcome(outcome.problem or "No change", done=False)
        # a status changed by hand settles the candidate; otherwise it is shown again, as edited
        return Outcome(f"Saved {item.path}", "edited", done=outcome.item.status != CANDIDATE, item=outcome.item)
