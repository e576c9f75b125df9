"""``.memcli/runs.jsonl``: one JSON line per nightly run (and per undo of one), read by ``memcli status``.

Standard library only.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime


TAKE_BACKS = ("undo", "redo")  # the ``counts`` key of the record an undo (or redo) of a nightly run adds


def run_record(started: datetime, duration: float, counts: dict, errors: Sequence[str], dry_run: bool, exit_code: int,
               issues: Sequence[str] = (), run: str | None = None) -> str:
    """One line of ``.memcli/runs.jsonl`` (``issues``: the diary's ``### Issues``, for ``memcli status``).

    ``run`` is the id of the command run whose transactions the night
    committed (``memcli history``), so that a reader can tell whether an
    undo took the night back.
    """
    record = {"command": "consolidate", "start": started.isoformat(timespec="milliseconds").replace("+00:00", "Z"),
              "duration_s": round(duration, 3), "counts": counts, "errors": list(errors),
              "issues": list(issues), "dry_run": dry_run, "exit": exit_code}
    if run is not None:
        record["run"] = run
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def is_night(record: dict) -> bool:
    """Whether a ``runs.jsonl`` record is a real nightly run (not a dry run, not the record of an undo or redo)."""
    counts = record.get("counts")
    take_back = isinstance(counts, dict) and any(key in counts for key in TAKE_BACKS)
    return record.get("command", "consolidate") == "consolidate" and not record.get("dry_run") and not take_back
