"""Status changes: the one way a room changes a file's ``status`` and records it in the audit log.

Review decisions, auto-promotion, graduation, knowledge promotion and
pattern superseding all stage the same two things in their transaction: a
surgical frontmatter edit (``status`` plus any keys that move with it) and
one audit line (``memcli.formats.audit``), appended once the transaction
commits.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from memcli.formats.audit import audit_line
from memcli.formats.layout import AUDIT_PATH
from memcli.safeedit.transaction import Transaction
from memcli.store.frontmatter import edit


@dataclass(frozen=True)
class AuditEntry:
    """One status change as the audit log records it (``old`` ``None``: the file is new)."""

    stamp: str
    action: str
    id: str
    old: str | None
    new: str
    actor: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    def line(self) -> str:
        """The audit line (``actor`` ``None``: the person running memcli)."""
        return audit_line(self.stamp, self.action, self.id, self.old, self.new, self.actor, **self.extra)


def stage_status(tx: Transaction, rel: str, text: str, entry: AuditEntry, *, set: Mapping[str, Any] | None = None,
                 remove: Iterable[str] = (), log: list[str] | None = None) -> None:
    """Stage ``status: entry.new`` (and ``set``, minus ``remove``) on ``rel``, whose text is ``text``, and its audit line.

    The line is appended once ``tx`` commits, or added to ``log`` when given
    (a caller staging thousands of changes appends them in one write). Raises
    ``FrontmatterError`` when the frontmatter cannot be edited; nothing is
    staged then.
    """
    tx.write_text(rel, edit(text, set={"status": entry.new, **(set or {})}, remove=list(remove)))
    if log is None:
        stage_audit(tx, entry)
    else:
        log.append(entry.line())


def stage_audit(tx: Transaction, entry: AuditEntry) -> None:
    """Append ``entry``'s audit line once ``tx`` commits (a change staged by other means, such as a new file)."""
    tx.append_after_commit(AUDIT_PATH, entry.line())


def stage_audit_lines(tx: Transaction, lines: list[str]) -> None:
    """Append the lines ``stage_status`` collected in its ``log``, in one write, once ``tx`` commits."""
    if lines:
        tx.append_after_commit(AUDIT_PATH, "\n".join(lines))
