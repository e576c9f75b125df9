"""The ``lint-stats.jsonl`` line (docs/contracts.md §7): one compact JSON object per lint-enabled consolidation run."""

from __future__ import annotations

import json
from datetime import date

from memcli.lint.pending_section import pending_summary

STATS_KEYS = ("date", "candidates_found", "contradictions_detected", "auto_resolved", "pending_added",
              "pending_total", "avg_age_days")


def stats_line(*, today: date, candidates_found: int, contradictions_detected: int, auto_resolved: int,
               pending_added: int, memory_index_text: str) -> str:
    """The line to append, with ``pending_total``/``avg_age_days`` read from the index *after* the edit.

    Exactly the seven keys of docs/contracts.md §7, in order, compact separators, no newline.
    """
    total, average = pending_summary(memory_index_text, today)
    record = {
        "date": today.isoformat(),
        "candidates_found": int(candidates_found),
        "contradictions_detected": int(contradictions_detected),
        "auto_resolved": int(auto_resolved),
        "pending_added": int(pending_added),
        "pending_total": total,
        "avg_age_days": float(average),
    }
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))
