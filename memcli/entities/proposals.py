"""Graduation proposals: memories that look ready to become entities. Proposed, never applied.

A live, non-personal memory that has not graduated (and that no entity
names as its ``source_memory``, so a rejected graduation is not proposed
again) is proposed when

- it was reinforced 5 or more times (``reference_count`` or a YAML-integer
  ``reinforcement_count`` of at least 5);
- it matches an entity template (the extraction rule that found it, a
  memory type naming an entity type, or the Parameter shape
  ``X = value unit``; see ``memcli.entities.templates``);
- an extractor candidate (``status: candidate``) restates it: the same
  normalized content, or reinforcement tokens (docs/contracts.md §6: lower-case words
  of 3+ letters, stop words dropped, suffixes folded) overlapping at least
  80% of the larger set.

At most ``PROPOSAL_LIMIT`` (25) of the strongest are proposed per run.
The nightly run computes them with ``propose_graduations``, saves them with
``save_proposals`` into ``.memcli/proposals.json`` (rewritten only when they
change), and notes them in the diary with ``render_for_diary``;
``memcli review list`` shows the saved ones still applicable.
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from memcli.entities.model import PERSONAL_TYPES, load_entities
from memcli.entities.templates import Suggestion, suggest, template_match
from memcli.formats.regular_files import read_state
from memcli.safeedit import atomic_write_bytes, ensure_private_dir
from memcli.store import Memory, Store
from memcli.text import reinforce_tokens

log = logging.getLogger("memcli")

PROPOSALS_PATH = ".memcli/proposals.json"
FORMAT_VERSION = 1
REINFORCED_MIN = 5
PROPOSAL_LIMIT = 25  # per run: the diary and the review queue stay readable
DUPLICATE_OVERLAP = 0.8
REINFORCED, TEMPLATE, DUPLICATE = "reinforced", "template", "duplicate"


@dataclass(frozen=True, slots=True)
class Proposal:
    """A memory proposed for graduation: which, why, and as what."""

    memory_id: str
    path: str  # store-relative
    reason: str
    suggested_type: str
    confidence: float
    signals: tuple[str, ...] = ()  # reinforced / template / duplicate

    @property
    def command(self) -> str:
        """The command that applies the proposal."""
        return f"memcli graduate {self.memory_id} --as {self.suggested_type}"

    def to_dict(self) -> dict[str, Any]:
        """``{"memory_id", "path", "suggested_type", "reason", "signals", "confidence", "command"}``."""
        return {"memory_id": self.memory_id, "path": self.path, "suggested_type": self.suggested_type,
                "reason": self.reason, "signals": list(self.signals), "confidence": self.confidence,
                "command": self.command}

    @classmethod
    def from_dict(cls, data: Any) -> "Proposal | None":
        """A proposal read back from ``proposals.json`` (``None`` when the record is malformed)."""
        if not isinstance(data, dict):
            return None
        keys = ("memory_id", "path", "reason", "suggested_type")
        if not all(isinstance(data.get(k), str) and data.get(k) for k in keys):
            return None
        confidence = data.get("confidence")
        confidence = float(confidence) if isinstance(confidence, (int, float)) and not isinstance(confidence, bool) else 0.7
        signals = tuple(s for s in data.get("signals") or () if isinstance(s, str))
        return cls(data["memory_id"], data["path"], data["reason"], data["suggested_type"], confidence, signals)


def _eligible(memory: Memory, claimed: set[str]) -> bool:
    graduated_to = memory.get("graduated_to")
    return (memory.is_live and bool(memory.content) and memory.type.casefold() not in PERSONAL_TYPES
            and not graduated_to and memory.id not in claimed)


def _rule(memory: Memory) -> str | None:
    from memcli.store.provenance import memory_rule

    return memory_rule(memory)


def propose_graduations(store: Store, *, limit: int | None = PROPOSAL_LIMIT) -> list[Proposal]:
    """The strongest graduation proposals (at most ``limit``; ``None`` or 0: all). Reads only; writes nothing.

    Ranked by how many kinds of signal a memory has (reinforced, template,
    restated), then how often it was reinforced, then confidence, then path:
    a store of remnic ``decision`` memories would otherwise propose every one
    of them every night.
    """
    memories = store.memories()
    claimed = {e.source_memory for e in load_entities(store).entities if e.source_memory}
    eligible = [m for m in memories if _eligible(m, claimed)]
    reasons: dict[str, list[tuple[str, str]]] = {}
    suggestions: dict[str, Suggestion] = {}
    for memory in eligible:
        count = max(memory.reference_count, memory.reinforcement_count or 0)
        if count >= REINFORCED_MIN:
            reasons.setdefault(memory.rel, []).append((REINFORCED, f"reinforced {count} times"))
        found = template_match(memory.content, memory_type=memory.type, rule=_rule(memory))
        if found is not None:
            suggestions[memory.rel] = found
            reasons.setdefault(memory.rel, []).append((TEMPLATE, found.reason))
    candidates = [m for m in memories if m.status == "candidate" and m.content]
    for live, candidate in _restated(eligible, candidates):
        reasons.setdefault(live.rel, []).append((DUPLICATE, f"restated by extractor candidate {candidate.id} ({candidate.rel})"))
    by_rel = {m.rel: m for m in eligible}
    ranked = []
    for rel in reasons:
        memory = by_rel[rel]
        found = suggestions.get(rel) or suggest(memory.content, memory_type=memory.type, rule=_rule(memory))
        signals = tuple(dict.fromkeys(kind for kind, _ in reasons[rel]))
        reason = "; ".join(dict.fromkeys(text for _, text in reasons[rel]))
        count = max(memory.reference_count, memory.reinforcement_count or 0)
        ranked.append(((-len(signals), -count, -memory.confidence, rel),
                       Proposal(memory.id, rel, reason, found.entity_type, memory.confidence, signals)))
    ranked.sort(key=lambda pair: pair[0])
    proposals = [proposal for _key, proposal in ranked]
    return proposals[:limit] if limit else proposals


def _restated(live: Sequence[Memory], candidates: Sequence[Memory]) -> list[tuple[Memory, Memory]]:
    """``(live memory, candidate)`` pairs whose contents are the same or nearly so (no pairwise loop).

    Exact duplicates come from a dictionary of normalized contents; near
    ones from an inverted index of reinforcement tokens with prefix filtering: two
    term sets overlapping at least ``DUPLICATE_OVERLAP`` of the larger must
    share one of the candidate's rarest few terms.
    """
    if not candidates or not live:
        return []
    from memcli.text import normalize_content

    exact: dict[str, list[Memory]] = {}
    for memory in live:
        exact.setdefault(normalize_content(memory.content), []).append(memory)
    terms = [frozenset(reinforce_tokens(m.content)) for m in live]
    postings: dict[str, list[int]] = {}
    for position, term_set in enumerate(terms):
        for term in term_set:
            postings.setdefault(term, []).append(position)
    pairs: list[tuple[Memory, Memory]] = []
    for candidate in candidates:
        found = {m.rel: m for m in exact.get(normalize_content(candidate.content), ()) if m.rel != candidate.rel}
        mine = frozenset(reinforce_tokens(candidate.content))
        if mine:
            ranked = sorted(mine, key=lambda t: (len(postings.get(t, ())), t))
            prefix = ranked[: len(mine) - math.ceil(DUPLICATE_OVERLAP * len(mine)) + 1]
            for position in {p for term in prefix for p in postings.get(term, ())}:
                other = terms[position]
                shared = len(mine & other)
                if shared >= DUPLICATE_OVERLAP * max(len(mine), len(other)) and live[position].rel != candidate.rel:
                    found.setdefault(live[position].rel, live[position])
        pairs.extend((memory, candidate) for _rel, memory in sorted(found.items()))
    return pairs


# -- saving, loading, rendering ---------------------------------------------------------


def save_proposals(store: Store, proposals: Iterable[Proposal], *, dry_run: bool = False) -> bool:
    """Write ``.memcli/proposals.json`` when the proposals changed; whether it was (or would be) written."""
    document = {"version": FORMAT_VERSION, "proposals": [p.to_dict() for p in proposals]}
    path = store.root / PROPOSALS_PATH
    try:
        current = json.loads(read_state(path))
    except (OSError, ValueError, RecursionError):
        current = None
    if current == document:
        return False
    if not dry_run:
        try:
            ensure_private_dir(path.parent)
            atomic_write_bytes(path, (json.dumps(document, ensure_ascii=False, indent=1) + "\n").encode("utf-8"),
                               mode=0o600)
        except OSError as exc:
            # Proposals are advice recomputed on every run: failing to keep them is not worth failing for.
            log.warning("could not save graduation proposals to %s: %s", PROPOSALS_PATH, exc.strerror or exc)
            return False
    return True


def load_proposals(store: Store) -> list[Proposal]:
    """The saved proposals (none when the file is missing; a damaged file is warned about and ignored)."""
    path = store.root / PROPOSALS_PATH
    try:
        document = json.loads(read_state(path))
    except FileNotFoundError:
        return []
    except (OSError, ValueError, RecursionError) as exc:
        log.warning("%s is unreadable (%s); graduation proposals not shown", PROPOSALS_PATH, exc)
        return []
    records = document.get("proposals") if isinstance(document, dict) else None
    if not isinstance(records, list):
        log.warning("%s has no proposals list; graduation proposals not shown", PROPOSALS_PATH)
        return []
    return [p for p in (Proposal.from_dict(r) for r in records) if p is not None]


def applicable(proposals: Iterable[Proposal], memories: Iterable[Memory], claimed: set[str] = frozenset()) -> list[Proposal]:
    """The proposals whose memory is still there, live, not graduated and not any entity's source (saved ones may be stale)."""
    by_rel = {m.rel: m for m in memories}
    kept = []
    for proposal in proposals:
        memory = by_rel.get(proposal.path)
        if memory is not None and memory.id == proposal.memory_id and _eligible(memory, claimed):
            kept.append(proposal)
    return kept


def current_proposals(store: Store) -> list[Proposal]:
    """The saved proposals that still apply (what ``memcli review list`` shows)."""
    saved = load_proposals(store)
    if not saved:
        return []
    claimed = {e.source_memory for e in load_entities(store).entities if e.source_memory}
    return applicable(saved, store.memories(), claimed)


def render_for_diary(proposals: Iterable[Proposal]) -> list[tuple[float, str, str]]:
    """``(confidence, insight, context)`` lines for the diary's ``### Noted for Review`` section."""
    return [(p.confidence, f"Graduation proposal: {p.memory_id} ({p.path}) as {p.suggested_type}",
             f"{p.reason}; apply with `{p.command}`") for p in proposals]


def proposal_lines(proposals: Sequence[Proposal]) -> list[str]:
    """The ``Graduation proposals`` section of ``memcli review list`` (no lines when there are none)."""
    if not proposals:
        return []
    lines = [f"Graduation proposals ({len(proposals)}):"]
    for proposal in proposals:
        lines.append(f"  {proposal.memory_id}  [{proposal.suggested_type}]  {proposal.path}")
        lines.append(f"    {proposal.reason}")
        lines.append(f"    {proposal.command}")
    return lines
