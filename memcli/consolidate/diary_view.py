"""``memcli diary [DATE]``: one night's diary, wherever the store's layout keeps it (docs/contracts.md §1b, §8)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from memcli.errors import NotFound, UsageError
from memcli.store import Store


@dataclass(frozen=True)
class DiaryView:
    """A day's diary file: its date, store-relative path and text (the format of docs/contracts.md §8)."""

    day: str
    path: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        """The ``--format json`` document."""
        return {"date": self.day, "path": self.path, "text": self.text}


def parse_day(text: str | None, today: date) -> str:
    """``YYYY-MM-DD`` (``None``: today on the memcli clock); anything else is a usage error."""
    if text is None:
        return today.isoformat()
    try:
        return date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        raise UsageError(f"diary: DATE must be YYYY-MM-DD, got {text!r}") from None


def read_diary(store: Store, day: str | None = None) -> DiaryView:
    """The diary of ``day`` (default today); ``NotFound`` (exit 1) when no night wrote one."""
    chosen = parse_day(day, store.clock.today)
    rel = store.layout.diary_file(chosen)
    try:
        text = store.read_text(rel)
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{store.path(rel)}: cannot read the diary ({exc})") from None
    if text is None:
        raise NotFound(f"no diary for {chosen} ({rel} does not exist); the nightly run writes one")
    return DiaryView(chosen, rel, text)
