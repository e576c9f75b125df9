"""``memcli lint review``: the pending pairs of ``MEMORY.md`` as a queue the walker (``memcli.walker``) walks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from memcli.errors import USER_ERRORS
from memcli.formats.markup import escape_name
from memcli.formats.pending import PendingItem, parse_pending
from memcli.lint.resolve import ManualOutcome, claims_from_bullets, drop_bullets, resolve_pair
from memcli.store import MEMORY_INDEX, Memory, Store
from memcli.walker import Action, Outcome, heading, side_by_side

CONTEXT_LINES = 2  # body lines shown before and after a claim
RATIONALE = ("**Why:**", "**How to apply:**")  # Claude Code memories explain a rule in such lines

KEEP_A = Action("a", "keep A", "A is right: B's claim line gets ' (superseded DATE: ...)' appended")
KEEP_B = Action("b", "keep B", "B is right: A's claim line gets ' (superseded DATE: ...)' appended")
BOTH = Action("v", "both valid", "they do not conflict: both files remember not to raise the pair for 90 days")
DISMISS = Action("d", "dismiss", "not a contradiction (or a file is gone): the bullet goes")
OPEN = Action("o", "open", "open file A or B in $EDITOR; an edit that breaks the YAML reopens the editor with the error")
CHOICES = {KEEP_A.key: ("a", "kept A"), KEEP_B.key: ("b", "kept B"), BOTH.key: ("both", "both valid"),
           DISMISS.key: ("dismiss", "dismissed")}


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


def claim_context(memory: Memory, claim: str) -> list[str]:
    """The claim line (marked ``>``) with the body lines around it, and the file's ``**Why:**`` lines."""
    lines = memory.body.splitlines()
    at = next((i for i, line in enumerate(lines) if line.strip() == claim.strip()), None)
    if at is None:
        return [f"> {claim}"]
    start, end = max(0, at - CONTEXT_LINES), min(len(lines), at + CONTEXT_LINES + 1)
    shown = [("> " if i == at else "  ") + lines[i] for i in range(start, end) if i == at or lines[i].strip()]
    shown += [f"  {line}" for i, line in enumerate(lines)
              if not start <= i < end and line.lstrip().startswith(RATIONALE)]
    return shown


def outcome_text(outcome: ManualOutcome) -> str:
    """The text form of a manual resolution (``lint resolve`` and the review walk)."""
    verb = "Would resolve" if outcome.dry_run else "Resolved"
    name = escape_name  # file names are text from the store, never lines of their own (docs/contracts.md §12)
    choice = {"a": f"kept {name(outcome.a.file_name)}", "b": f"kept {name(outcome.b.file_name)}", "both": "both valid",
              "dismiss": "dismissed"}[outcome.keep]
    lines = [f"{verb} {name(outcome.a.rel)} vs {name(outcome.b.rel)}: {choice}"]
    if outcome.annotated:
        lines.append(f"  superseded claim in {name(outcome.annotated)}: {outcome.claim}")
    if outcome.removed:
        lines.append(f"  Pending Review: {len(outcome.removed)} bullet(s) removed")
    lines.extend(f"  {'would change' if outcome.dry_run else 'changed'} {name(path)}" for path in outcome.changed)
    return "\n".join(lines)


class PendingQueue:
    """The Pending Review pairs as ``memcli.walker`` walks them: each decision is its own transaction."""

    noun = "pair"
    labels = ("kept A", "kept B", "both valid", "dismissed", "edited")

    def __init__(self, store: Store, *, dry_run: bool = False, editor: list[str] | None = None) -> None:
        self.store = store
        self.dry_run = dry_run
        self.editor = editor

    def items(self) -> list[ReviewItem]:
        """The pending pairs, in file order."""
        return review_items(self.store)

    def render(self, pair: ReviewItem, position: int, total: int, width: int) -> list[str]:
        """Both claims side by side, each with its whole file name and the lines around it."""
        age = "age unknown" if pair.age_days is None else f"{pair.age_days} day(s) ago"
        sides = []
        for label, memory, name, claim in (("A", pair.a, pair.item.file_a, pair.claim_a),
                                            ("B", pair.b, pair.item.file_b, pair.claim_b)):
            if memory is None:
                sides.append([f"{label}: {escape_name(name)} (file not found)", f"> {claim}"])
            else:
                sides.append([f"{label}: {escape_name(memory.rel)}", f"{memory.type} · confidence {memory.confidence:g}",
                              *claim_context(memory, claim)])
        return [heading(f"Pair {position} of {total} — detected {pair.item.detected_at} ({age})", width),
                *side_by_side(sides[0], sides[1], width)]

    def actions(self, pair: ReviewItem) -> list[Action]:
        """Keep A, keep B, both valid, dismiss, open; a pair whose file is gone can only be dismissed."""
        return [KEEP_A, KEEP_B, BOTH, DISMISS, OPEN] if pair.complete else [DISMISS]

    def apply(self, pair: ReviewItem, action: Action, screen: Any) -> Outcome:
        """Settle the pair (one transaction), or open one of its files."""
        if action is OPEN:
            return self._open(pair, screen)
        choice, tally = CHOICES[action.key]
        try:
            if not pair.complete:
                removed = drop_bullets(self.store, pair.item.pair, dry_run=self.dry_run)
                return Outcome(f"  removed {len(removed)} bullet(s) for {pair.item.file_a} vs {pair.item.file_b}", tally)
            outcome = resolve_pair(self.store, pair.a.rel, pair.b.rel, choice, dry_run=self.dry_run)
        except USER_ERRORS as exc:
            return Outcome(f"  not settled: {exc.message}")
        return Outcome("\n".join("  " + line for line in outcome_text(outcome).splitlines()), tally)

    def _open(self, pair: ReviewItem, screen: Any) -> Outcome:
        from memcli.editor import edit_store_file

        if self.dry_run:
            return Outcome("Dry run: edits are not saved; settle, skip or quit.", done=False)
        which = screen.key("Open which file? [a] A  [b] B > ")
        memory = {"a": pair.a, "b": pair.b}.get(which or "")
        if memory is None:
            return Outcome("(not opened)", done=False)
        screen.show(memory.rel)
        edited = edit_store_file(self.store, memory.rel, f"lint review edit {memory.file_name}", editor=self.editor)
        if edited.text is None:
            return Outcome(edited.problem or "No change", done=False)
        fresh = next((p for p in review_items(self.store) if p.item == pair.item), pair)
        return Outcome(f"Saved {escape_name(memory.rel)}", "edited", done=False, item=fresh)
