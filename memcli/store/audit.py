"""The audit log ``.memcli/audit.jsonl``: one JSON line per status change.

``{"ts", "action", "id", "from", "to", "actor"}``. Lines are appended once
the transaction that made the change has committed.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from memcli.text import json_records

AUDIT_PATH = ".memcli/audit.jsonl"


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
    try:
        import pwd

        return pwd.getpwuid(os.getuid()).pw_name
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
