"""``.memcli/runs.jsonl``: one JSON line per nightly run (and per undo of one), read by ``memcli status``.

Standard library only.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime


def run_record(started: datetime, duration: float, counts: dict, errors: Sequence[str], dry_run: bool, exit_code: int,
               issues: Sequence[str] = ()) -> str:
    """One line of ``.memcli/runs.jsonl`` (``issues``: the diary's ``### Issues``, for ``memcli status``)."""
    return json.dumps({"command": "consolidate", "start": started.isoformat(timespec="milliseconds").replace("+00:00", "Z"),
                       "duration_s": round(duration, 3), "counts": counts, "errors": list(errors),
                       "issues": list(issues), "dry_run": dry_run, "exit": exit_code},
                      ensure_ascii=False, separators=(",", ":"))
