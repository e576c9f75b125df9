"""``memcli knowledge review``: the draft lessons as a queue the walker (``memcli.walker``) walks.

Each decision is its own transaction (``knowledge review``), so quitting or
Ctrl-C keeps every decision taken; the hook's index is refreshed after each.
"""

from __future__ import annotations

from typing import Any

from memcli.experience.knowledge import Knowledge, apply_decisions, filter_items, read_knowledge, refresh_index
from memcli.store import Store
from memcli.walker import Action, Outcome, field, heading

PROMOTE = Action("p", "promote", "make the lesson active: the hooks inject it")
ARCHIVE = Action("a", "archive", "keep it on disk, never inject it")
EDIT = Action("e", "edit", "open the file in $EDITOR; an edit that breaks the YAML reopens the editor with the error")
COMMAND = "knowledge review"


class DraftQueue:
    """Draft knowledge files, walked one by one."""

    noun = "draft lesson"
    labels = ("promoted", "archived", "edited")

    def __init__(self, store: Store, *, dry_run: bool = False, editor: list[str] | None = None) -> None:
        self.store = store
        self.dry_run = dry_run
        self.editor = editor

    def items(self) -> list[Knowledge]:
        """The drafts, CRITICAL first."""
        return filter_items(read_knowledge(self.store).items, status=["draft"])

    def render(self, item: Knowledge, position: int, total: int, width: int) -> list[str]:
        """The lesson: label, priority, what triggers it, its content and evidence, its file."""
        lines = [heading(f"Draft {position}/{total}: {item.label}", width)]
        triggers = "\n".join(f"{name}: {', '.join(values) or '—'}" for name, values in item.triggers.items())
        for label, value in (("Priority", f"{item.priority} {item.process_type}, confidence {item.effective_confidence:.2f}"),
                             ("File", item.rel), ("About", item.description or "-"), ("Triggers", triggers or "-"),
                             ("Content", item.content or "-"), ("Evidence", item.evidence or "-")):
            lines += field(label, value, width, label_width=10)
        return lines

    def actions(self, item: Knowledge) -> list[Action]:
        """Promote, archive, edit."""
        return [PROMOTE, ARCHIVE, EDIT]

    def apply(self, item: Knowledge, action: Action, screen: Any) -> Outcome:
        """Promote or archive (one transaction), or edit the file."""
        if action is EDIT:
            return self._edit(item)
        verb = "promote" if action is PROMOTE else "archive"
        result = apply_decisions(self.store, [(item.id, verb)], command=COMMAND, label=verb, dry_run=self.dry_run)
        if result.problems:
            return Outcome("not changed: " + "; ".join(message for _, message in result.problems))
        change = result.changed[0] if result.changed else None
        if change is None:
            return Outcome("; ".join(message for _, message in result.unchanged))
        head = f"Would {verb}" if self.dry_run else f"{verb.capitalize()}d"
        return Outcome(f"{head} {change.id}: {change.old} → {change.new}", "promoted" if verb == "promote" else "archived")

    def _edit(self, item: Knowledge) -> Outcome:
        from memcli.editor import edit_store_file

        if self.dry_run:
            return Outcome("Dry run: edits are not saved; promote, archive or skip.", done=False)
        edited = edit_store_file(self.store, item.rel, f"{COMMAND} edit", editor=self.editor)
        if edited.text is None:
            return Outcome(edited.problem or "No change", done=False)
        refresh_index(self.store)
        fresh = next((k for k in read_knowledge(self.store).items if k.rel == item.rel), item)
        return Outcome(f"Saved {item.rel}", "edited", done=fresh.status != "draft", item=fresh)
