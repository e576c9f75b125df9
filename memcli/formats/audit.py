"""The audit log ``.memcli/audit.jsonl``: one JSON line per status change (standard library only).

``{"ts", "action", "id", "from", "to", "actor"}``, then any extra keys. Lines
are appended once the transaction that made the change has committed
(``memcli.store.status_change.stage_status`` for a change, ``memcli.safeedit.history``
for an undo).
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from memcli.formats.jsonl import json_records
from memcli.formats.layout import AUDIT_PATH



def audit_line(ts: str, action: str, memory_id: str, old: str | None, new: str | None, actor: str | None = None, **extra: Any) -> str:
    """One compact audit record (extra keys follow the six standard ones)."""
    record = {"ts": ts, "action": action, "id": memory_id, "from": old, "to": new, "actor": actor or default_actor()}
    record.update(extra)
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def default_actor() -> str:
    """Who is acting: ``$MEMCLI_ACTOR``, else ``$USER``/``$LOGNAME``, else the name of the process's user id.

    cron and systemd may not set ``USER``: the uid still names a person (or
    at least an account); ``memcli`` is left only for a uid without a name.
    """
    named = os.environ.get("MEMCLI_ACTOR") or os.environ.get("USER") or os.environ.get("LOGNAME")
    if named:
        return named
    return _user_name(os.getuid())


@functools.lru_cache(maxsize=4)
def _user_name(uid: int) -> str:
    """The account name of ``uid`` (``memcli`` when it has none): looked up once, not once per audit line."""
    try:
        import pwd

        return pwd.getpwuid(uid).pw_name
    except (ImportError, KeyError, OSError):
        return "memcli"


def read_audit(store_root: Path, memory_id: str | None = None) -> Iterator[dict[str, Any]]:
    """Audit records in order, optionally only those of one id; bad lines are skipped."""
    try:
        records = json_records(Path(store_root) / AUDIT_PATH)
    except FileNotFoundError:
        return
    for record in records:
        if memory_id is None or record.get("id") == memory_id:
            yield record


UNDO_ACTION = "undo"
REDO_ACTION = "redo"
_TARGET_KEY = {UNDO_ACTION: "undoes", REDO_ACTION: "redoes"}


def reversal_line(record: dict[str, Any], ts: str, actor: str | None = None) -> str:
    """The audit line recording that ``record``'s change was taken back by ``memcli undo``.

    Taking back a decision is an ``undo`` (``from``/``to`` swapped, naming
    the decision's action and time in ``undoes``/``of``); taking back an
    undo is a ``redo`` of the same decision, and so on.
    """
    action = record.get("action")
    if action in _TARGET_KEY:
        reversal = REDO_ACTION if action == UNDO_ACTION else UNDO_ACTION
        decision, of = record.get(_TARGET_KEY[action]), record.get("of")
    else:
        reversal, decision, of = UNDO_ACTION, action, record.get("ts")
    return audit_line(ts, reversal, str(record.get("id")), record.get("to"), record.get("from"), actor,
                      **{_TARGET_KEY[reversal]: decision, "of": of})


def mark_undone(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``records`` (in order) with ``"undone": true`` on each decision an undo took back and no redo restored."""
    undone: dict[int, bool] = {}
    for index, record in enumerate(records):
        action = record.get("action")
        if action not in _TARGET_KEY:
            continue
        for earlier in range(index - 1, -1, -1):
            candidate = records[earlier]
            if (candidate.get("id") == record.get("id") and candidate.get("action") == record.get(_TARGET_KEY[action])
                    and candidate.get("ts") == record.get("of")
                    and undone.get(earlier, False) == (action == REDO_ACTION)):
                undone[earlier] = action == UNDO_ACTION
                break
    return [dict(record, undone=True) if undone.get(i) else record for i, record in enumerate(records)]
