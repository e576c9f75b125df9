"""Anti-loop records: ``do_not_reopen`` in a memory's frontmatter (docs/contracts.md §7).

```yaml
do_not_reopen:
  - partner: b.md        # the other file's name, no directory
    before: 2026-08-15   # unquoted date
```

A pair is skipped while either file holds a record for the other with
``before`` later than today. Malformed records and dates are ignored when
reading; when writing, a record's ``before`` becomes the later of its
existing date and today + 90 days, and other partners' records stay as they
were.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, timedelta
from typing import Any

from memcli.clock import parse_date
from memcli.store import Memory
from memcli.store.checks import partner_file_name

REOPEN_DAYS = 90
KEY = "do_not_reopen"


def blocked_partners(meta: Mapping[str, Any], today: date) -> frozenset[str]:
    """File names this memory must not be paired with today."""
    records = meta.get(KEY)
    if not isinstance(records, list):
        return frozenset()
    names = set()
    for record in records:
        if not isinstance(record, Mapping):
            continue
        partner, before = record.get("partner"), parse_date(record.get("before"))
        name = partner_file_name(partner) if isinstance(partner, str) else None
        if name is not None and before is not None and before > today:
            names.add(name)
    return frozenset(names)


def _names(value: Any, partner: str) -> bool:
    """Whether a record's ``partner`` value names the file ``partner`` (a path by its last component)."""
    return isinstance(value, str) and partner_file_name(value) == partner


class RecordsUnusable(ValueError):
    """``do_not_reopen`` exists but is not a list: memcli will not overwrite it."""


def with_record(meta: Mapping[str, Any], partner: str, today: date) -> list[Any]:
    """The ``do_not_reopen`` value after recording ``partner`` (later-date rule, others untouched)."""
    existing = meta.get(KEY)
    if existing is None:
        existing = []
    if not isinstance(existing, list):
        raise RecordsUnusable(f"{KEY} is not a list")
    target = today + timedelta(days=REOPEN_DAYS)
    records: list[Any] = []
    found = False
    for record in existing:
        if not found and isinstance(record, Mapping) and _names(record.get("partner"), partner):
            found = True
            current = parse_date(record.get("before"))
            updated = dict(record)
            if current is None or current < target:
                updated["before"] = target.isoformat()
            records.append(updated)
        else:
            records.append(dict(record) if isinstance(record, Mapping) else record)
    if not found:
        records.append({"partner": partner, "before": target.isoformat()})
    return records
