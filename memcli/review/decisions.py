"""Review decisions: promote (``active``) or reject (``invalid``) a candidate, and what the audit log says of it.

Each decision is one ``status`` edit and one audit line in a safe-edit
transaction (``memcli.store.status_change.stage_status``). Other rooms can attach
side effects to a kind's decisions (rejecting a graduated entity returns
its memory to ``active``): the caller passes them as ``hooks``, and each
hook stages its own edits in the same transaction.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from memcli.errors import FrontmatterError, UsageError
from memcli.formats.audit import mark_undone, read_audit
from memcli.formats.markup import escape_name
from memcli.review.items import CANDIDATE, MEMORY, QueueItem, all_items, item_from, kind_of
from memcli.safeedit.transaction import Transaction
from memcli.store import Memory, Store
from memcli.store.status_change import AuditEntry, stage_status
from memcli.store.provenance import PROMOTED_TO
from memcli.store.frontmatter import parse

PROMOTE, REJECT, EDIT = "promote", "reject", "edit"
TARGET_STATUS = {PROMOTE: "active", REJECT: "invalid"}
AUTO_PROMOTE_CONFIDENCE = 0.9  # consolidate.auto_promote: new candidates at least this confident become active
AUTO_PROMOTE_ACTOR = "consolidate"

DecisionHook = Callable[[Store, Transaction, QueueItem, str], None]
Hooks = Mapping[str, Sequence[DecisionHook]]  # by item kind


@dataclass(frozen=True, slots=True)
class Decision:
    """One status change made (or, in a dry run, that would be made)."""

    id: str
    kind: str
    path: str
    action: str
    before: str
    after: str
    written: str | None = None  # Claude Code's folder: the native memory file a promotion wrote

    def to_dict(self) -> dict[str, Any]:
        """JSON shape of one decision (``written`` only when a native memory file was written)."""
        shape = {"id": self.id, "kind": self.kind, "path": self.path, "action": self.action, "from": self.before,
                 "to": self.after}
        return {**shape, "written": self.written} if self.written else shape

    @property
    def note(self) -> str:
        """What a person reads after the status change (`` — native memory <file>, linked from MEMORY.md``)."""
        return f" \u2014 native memory {escape_name(self.written)}, linked from MEMORY.md" if self.written else ""


def stage_decision(store: Store, tx: Transaction, item: QueueItem, action: str, *, actor: str | None = None,
                   hooks: Hooks | None = None) -> Decision:
    """Stage one promote/reject in ``tx``: the ``status`` edit and its audit line, then the hooks of the item's kind."""
    target = TARGET_STATUS[action]
    text = tx.read_text(item.path)
    if text is None:
        raise UsageError(f"{item.path} disappeared; nothing changed")
    extra = _native_side(store, tx, item, action)
    try:
        stage_status(tx, item.path, text, AuditEntry(store.clock.stamp(), action, item.id, item.status, target, actor),
                     set=extra)
    except FrontmatterError as exc:
        raise UsageError(f"{item.path}: {exc.message}; nothing changed") from None
    for hook in (hooks or {}).get(item.kind, ()):  # after the item's own audit line: theirs follow it
        hook(store, tx, item, action)
    return Decision(item.id, item.kind, item.path, action, item.status, target, extra.get(PROMOTED_TO))


def _native_side(store: Store, tx: Transaction, item: QueueItem, action: str) -> dict[str, str]:
    """In Claude Code's folder: promotion writes the native memory and its index link; rejection unlinks.

    Returns what to set on the queue file besides its status (``promoted_to``).
    """
    if not store.layout.native or item.kind != MEMORY:
        return {}
    from memcli.review.native import stage_native, stage_unlink

    if action == REJECT:
        stage_unlink(tx, item.path)
        return {}
    if store.layout.queue_folder is None or not item.path.startswith(store.layout.queue_folder + "/"):
        return {}  # a candidate the person put elsewhere is promoted where it is
    file = stage_native(store, tx, item.content, item.type, source=_source_line(item), created=item.created)
    return {PROMOTED_TO: file}


def _source_line(item: QueueItem) -> str | None:
    if item.rule and item.source:
        return f"{item.rule} from {item.source}"
    return item.source


def decide(store: Store, items: Sequence[QueueItem], action: str, *, dry_run: bool = False,
           actor: str | None = None, hooks: Hooks | None = None) -> list[Decision]:
    """Promote or reject ``items`` in one transaction."""
    if not items:
        return []
    with store.transaction(f"review {action}", dry_run=dry_run) as tx:
        return [stage_decision(store, tx, item, action, actor=actor, hooks=hooks) for item in items]


def auto_promote(store: Store, tx: Transaction, paths: Iterable[str], *, hooks: Hooks | None = None) -> list[Decision]:
    """Promote the candidates just staged at ``paths`` whose confidence is at least ``AUTO_PROMOTE_CONFIDENCE``.

    The nightly run's ``consolidate.auto_promote``: the same decision as
    ``memcli review promote``, made by ``consolidate``.
    """
    decisions = []
    for path in paths:
        text = tx.read_text(path) or ""
        meta, body, has_frontmatter = parse(text)
        memory = Memory.create(str(store.path(path)), path, meta, body, has_frontmatter)
        confidence = memory.number("confidence")
        if memory.status == CANDIDATE and confidence is not None and confidence >= AUTO_PROMOTE_CONFIDENCE:
            item = item_from(memory, kind_of(path))
            decisions.append(stage_decision(store, tx, item, PROMOTE, actor=AUTO_PROMOTE_ACTOR, hooks=hooks))
    return decisions


def history(store: Store, name: str) -> list[dict[str, Any]]:
    """Audit records of one id (a path is accepted and turned into its id), ``"undone": true`` on those undone."""
    known = {i.path: i.id for i in all_items(store)}
    return mark_undone(list(read_audit(store.root, known.get(name, name))))
