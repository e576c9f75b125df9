"""``memcli lint review``: the pending pairs of ``MEMORY.md`` as values a terminal UI can show and settle."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memcli.lint.pending import PendingItem, parse_pending
from memcli.lint.resolve import claims_from_bullets
from memcli.store import MEMORY_INDEX, Memory, Store

# key → (choice for resolve_pair, label); "skip" and "quit" settle nothing
KEYS = {"a": ("a", "keep A"), "b": ("b", "keep B"), "o": ("both", "both valid"), "d": ("dismiss", "dismiss"),
        "s": ("skip", "skip"), "q": ("quit", "quit")}


@dataclass(frozen=True)
class ReviewItem:
    """One Pending Review bullet with its files located and its claim lines."""

    item: PendingItem
    a: Memory | None  # the file named first in the bullet
    b: Memory | None
    claim_a: str
    claim_b: str
    age_days: int | None

    @property
    def complete(self) -> bool:
        """Both files still exist."""
        return self.a is not None and self.b is not None


def _halves(reason: str) -> tuple[str, str]:
    left, sep, right = reason.partition(" | ")
    return (left, right) if sep else (reason, "")


def _locate(memories: Sequence[Memory], item: PendingItem) -> tuple[Memory | None, Memory | None, tuple[str, str] | None]:
    firsts = [m for m in memories if m.file_name == item.file_a]
    seconds = [m for m in memories if m.file_name == item.file_b]
    for a in firsts:
        for b in seconds:
            if a.path == b.path:
                continue
            claims = claims_from_bullets([item], a, b)
            if claims is not None:
                return a, b, claims
    a = firsts[0] if firsts else None
    b = next((m for m in seconds if a is None or m.path != a.path), None)
    return a, b, None


def review_items(store: Store) -> list[ReviewItem]:
    """Every Pending Review bullet, in file order, with its files and claims."""
    text = store.read_text(MEMORY_INDEX) or ""
    memories = store.memories()
    today = store.clock.today
    result = []
    for item in parse_pending(text):
        a, b, claims = _locate(memories, item)
        claim_a, claim_b = claims if claims else _halves(item.reason)
        result.append(ReviewItem(item, a, b, claim_a, claim_b, item.age_days(today)))
    return result
