"""Settling contradictions: auto-resolve for ``consolidate``, and ``memcli lint resolve`` (docs/contracts.md §7).

Auto-resolve (first rule that decides wins):

1. **evidence** — exactly one of the two files is named (file name or
   store-relative path) on a line under ``### Memory Changes`` in the diary
   of today, yesterday or the day before: it wins;
2. **change** — exactly one of the two claims records the change that makes
   the other stale ("migrated to", "switched from", "now uses", "since
   <date>", "no longer", "X is read-only / shut down / deprecated"): it wins;
3. **confidence** — the confidences (absent = 0.7) differ by at least 0.2:
   the higher wins;
4. otherwise the pair goes to Pending Review.

Only pairs the built-in judge finds contradictory are auto-resolved
(``plan_report``): a model's or an external command's contradiction is a
finding that goes to Pending Review, never an edit, because a memory may
carry instructions aimed at that judge (docs/contracts.md §7).

Resolving a pair appends `` (superseded YYYY-MM-DD: <reason>)`` to the
loser's claim line (nothing is deleted) and gives both files
``resolved_at``, a quoted ``resolution_basis`` and a ``do_not_reopen``
record for each other. A pair whose claim line no longer occurs exactly
once, or that the mutation budget cannot pay for (2 per pair), goes to
Pending Review instead.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta

from memcli.config import KEEP_CHOICES
from memcli.errors import ActionNeeded, FrontmatterError, NotFound, UsageError
from memcli.formats.diary import memory_changes
from memcli.formats.markup import escape_name, unescape_name
from memcli.formats.pending import PendingItem, parse_pending
from memcli.lint.analysis import normalise
from memcli.lint.pairing import pair_order
from memcli.lint.claims import body_lines, match_reason
from memcli.lint.judge import CONTRADICTION, EVOLUTION, BuiltinJudge
from memcli.lint.lexicon import CHANGE_RECORD_RE
from memcli.lint.pending_section import PendingUpdate, edit_pending
from memcli.lint.records import RecordsUnusable, with_record
from memcli.lint.lint_run import Judge, LintReport, PairVerdict
from memcli.safeedit import Transaction
from memcli.store import MEMORY_INDEX, Memory, Store
from memcli.store import frontmatter
from memcli.text import collapse_ws

COST_PER_PAIR = 2
CONFIDENCE_GAP = 0.2
TOLERANCE = 1e-9
EVIDENCE_DAYS = 3  # today, yesterday, the day before


@dataclass(frozen=True)
class Resolution:
    """A decided pair: the winner keeps its claim, the loser's claim line is annotated."""

    verdict: PairVerdict
    winner: Memory
    loser: Memory
    rule: str  # evidence | change | confidence | manual
    reason: str  # one line naming the winner

    @property
    def loser_claim(self) -> str:
        """The loser's claim line."""
        return (self.verdict.claim_a if self.loser is self.verdict.a else self.verdict.claim_b) or ""

@dataclass(frozen=True)
class Deferred:
    """A contradiction left for a human, and why."""

    verdict: PairVerdict
    why: str


@dataclass(frozen=True)
class ResolutionPlan:
    """What auto-resolve decided for one run's contradictions."""

    resolutions: tuple[Resolution, ...]
    pending: tuple[Deferred, ...]
    budget_used: int


@dataclass(frozen=True)
class ApplyResult:
    """What ``apply_resolutions`` staged: resolved pairs, and pairs demoted to Pending Review."""

    applied: tuple[Resolution, ...]
    demoted: tuple[Deferred, ...]
    paths: tuple[str, ...] = field(default=())

    @property
    def resolved_pairs(self) -> list[tuple[str, str]]:
        """File-name pairs whose Pending Review bullets should go."""
        return [r.verdict.names for r in self.applied]


# ---------------------------------------------------------------- evidence


@dataclass(frozen=True)
class EvidenceLine:
    """A line under ``### Memory Changes`` of a recent diary file."""

    diary: str  # store-relative path of the diary file
    text: str


def diary_evidence(store: Store, today: date) -> list[EvidenceLine]:
    """Lines under ``### Memory Changes`` in the diaries of today, yesterday and the day before."""
    lines: list[EvidenceLine] = []
    for back in range(EVIDENCE_DAYS):
        rel = store.layout.diary_file((today - timedelta(days=back)).isoformat())
        try:
            text = store.read_text(rel)
        except (OSError, UnicodeDecodeError):
            continue
        if text:
            lines.extend(EvidenceLine(rel, line) for line in memory_changes(text))
    return lines


def names(line: str, memory: Memory) -> bool:
    """Whether ``line`` names the memory by file name or store-relative path (not inside a longer name).

    The diary writes paths escaped (``memcli.formats.markup``): both spellings count.
    """
    for needle in {memory.rel, memory.file_name, escape_name(memory.rel), escape_name(memory.file_name)}:
        for match in re.finditer(re.escape(needle), line):
            before = line[match.start() - 1] if match.start() else ""
            after = line[match.end() : match.end() + 2]
            longer = after[:1].isalnum() or after[:1] in ("_", "-") or (after[:1] == "." and after[1:2].isalnum())
            if not (before.isalnum() or before in "_-.") and not longer:
                return True
    return False


def evidence_winner(a: Memory, b: Memory, evidence: Sequence[EvidenceLine]) -> tuple[Memory, EvidenceLine] | None:
    """The one file named under Memory Changes (``None`` when neither or both are)."""
    hit_a = next((e for e in evidence if names(e.text, a)), None)
    hit_b = next((e for e in evidence if names(e.text, b)), None)
    if hit_a and not hit_b:
        return a, hit_a
    if hit_b and not hit_a:
        return b, hit_b
    return None


# ---------------------------------------------------------------- planning


def _count_line(text: str | None, claim: str) -> int:
    if text is None or not claim:
        return 0
    try:
        parts = frontmatter.split(text)
    except FrontmatterError:
        return 0
    return sum(1 for line in body_lines(parts.body) if line == claim)


def claim_problem(verdict: PairVerdict, text_a: str | None, text_b: str | None) -> str | None:
    """Why the pair's claim lines cannot be used (each must occur exactly once), else ``None``."""
    for memory, claim, text in ((verdict.a, verdict.claim_a, text_a), (verdict.b, verdict.claim_b, text_b)):
        count = _count_line(text, claim or "")
        if count != 1:
            where = "no longer occurs" if count == 0 else f"occurs {count} times"
            return f"the claim line of {memory.rel} {where}"
    return None


def records_change(claim: str | None) -> bool:
    """Whether a claim line records a change that makes an older claim stale ("migrated to", "no longer" ...)."""
    return bool(claim) and CHANGE_RECORD_RE.search(normalise(claim)) is not None


def change_winner(verdict: PairVerdict) -> tuple[Memory, Memory] | None:
    """``(winner, loser)`` when exactly one of the two claims records a change, else ``None``."""
    in_a, in_b = records_change(verdict.claim_a), records_change(verdict.claim_b)
    if in_a == in_b:
        return None
    return (verdict.a, verdict.b) if in_a else (verdict.b, verdict.a)


def decide(verdict: PairVerdict, evidence: Sequence[EvidenceLine]) -> tuple[Memory, Memory, str, str] | None:
    """``(winner, loser, rule, reason)`` by evidence, then change, then confidence; ``None`` when none decides."""
    a, b = verdict.a, verdict.b
    found = evidence_winner(a, b, evidence)
    if found is not None:
        winner, line = found
        loser = b if winner is a else a
        return winner, loser, "evidence", f"{winner.file_name} wins on evidence (named under Memory Changes in {line.diary})"
    changed = change_winner(verdict)
    if changed is not None:
        winner, loser = changed
        return winner, loser, "change", f"{winner.file_name} wins on change (it records the change that makes {loser.file_name} stale)"
    gap = a.confidence - b.confidence
    if abs(gap) + TOLERANCE >= CONFIDENCE_GAP:
        winner, loser = (a, b) if gap > 0 else (b, a)
        return winner, loser, "confidence", (
            f"{winner.file_name} wins on confidence ({winner.confidence:g} vs {loser.confidence:g})")
    return None


def plan_resolutions(store: Store, verdicts: Iterable[PairVerdict], *, budget: int, today: date | None = None,
                     evidence: Sequence[EvidenceLine] | None = None) -> ResolutionPlan:
    """Decide each contradiction: a resolution (2 of ``budget`` each) or Pending Review, in order.

    Only ``contradiction`` verdicts are considered. Reads the store; writes nothing.
    """
    today = today or store.clock.today
    evidence = diary_evidence(store, today) if evidence is None else evidence
    resolutions: list[Resolution] = []
    pending: list[Deferred] = []
    left = budget
    for verdict in verdicts:
        if verdict.verdict != CONTRADICTION:
            continue
        decision = decide(verdict, evidence)
        if decision is None:
            pending.append(Deferred(verdict, "no diary evidence, no recorded change and a confidence gap below 0.2"))
            continue
        problem = claim_problem(verdict, store.read_text(verdict.a.rel), store.read_text(verdict.b.rel))
        if problem is not None:
            pending.append(Deferred(verdict, problem))
            continue
        if left < COST_PER_PAIR:
            pending.append(Deferred(verdict, "the mutation budget is spent"))
            continue
        left -= COST_PER_PAIR
        winner, loser, rule, reason = decision
        resolutions.append(Resolution(verdict, winner, loser, rule, reason))
    return ResolutionPlan(tuple(resolutions), tuple(pending), budget - left)


def plan_report(store: Store, report: LintReport, *, budget: int, today: date | None = None) -> ResolutionPlan:
    """Auto-resolve's plan for one lint run: only the pairs the built-in judge finds contradictory may be edited.

    A confirmed pair is resolved on the built-in judge's claim lines; any
    other contradiction (a model's or an external command's alone) goes to
    Pending Review with the claims its judge named.
    """
    confirmed = report.confirmed()
    plan = plan_resolutions(store, [v for v in confirmed if v is not None], budget=budget, today=today)
    why = f"judged a contradiction by {report.judge} only: a model's or a command's verdict is a finding, never an edit"
    unconfirmed = tuple(Deferred(v, why) for v, c in zip(report.contradictions, confirmed) if c is None)
    return ResolutionPlan(plan.resolutions, unconfirmed + plan.pending, plan.budget_used)


# ---------------------------------------------------------------- edits (pure)


class ClaimLineError(ValueError):
    """The claim line to annotate does not occur exactly once."""


def annotate(text: str, claim: str, today: date, reason: str) -> str:
    """``text`` with `` (superseded <today>: <reason>)`` appended to the one body line equal to ``claim``."""
    parts = frontmatter.split(text)
    pieces = parts.body.split("\n")
    hits = [i for i, piece in enumerate(pieces) if (piece[:-1] if piece.endswith("\r") else piece) == claim]
    if len(hits) != 1:
        raise ClaimLineError(f"the claim line occurs {len(hits)} times")
    note = f" (superseded {today.isoformat()}: {collapse_ws(reason)})"
    i = hits[0]
    pieces[i] = pieces[i][:-1] + note + "\r" if pieces[i].endswith("\r") else pieces[i] + note
    return parts.bom + parts.opening + parts.yaml_text + parts.closing + "\n".join(pieces)


def mark_resolved(text: str, partner: str, today: date, basis: str) -> str:
    """``resolved_at``, quoted ``resolution_basis`` and the ``do_not_reopen`` record for ``partner``."""
    meta, _, _ = frontmatter.parse(text)
    records = with_record(meta, partner, today)
    return frontmatter.edit(text, set={
        "resolved_at": today.isoformat(),
        "resolution_basis": frontmatter.Quoted(collapse_ws(basis)),
        "do_not_reopen": records,
    })


def _stage_pair(tx: Transaction, first: Memory, second: Memory, today: date, basis: str,
                loser: Memory | None = None, claim: str | None = None, note: str | None = None) -> list[str]:
    """Stage the paired edit (annotation + records on both). Raises before staging anything on failure."""
    texts = {}
    for memory, partner in ((first, second), (second, first)):
        text = tx.read_text(memory.rel)
        if text is None:
            raise ClaimLineError(f"{memory.rel} no longer exists")
        if loser is not None and memory.path == loser.path:
            text = annotate(text, claim or "", today, note or basis)
        texts[memory.rel] = mark_resolved(text, partner.file_name, today, basis)
    for rel, text in texts.items():
        tx.write_text(rel, text)
    return list(texts)


def apply_resolutions(store: Store, tx: Transaction, plan: ResolutionPlan, *, today: date | None = None) -> ApplyResult:
    """Stage every planned resolution in ``tx``; a pair that no longer applies is demoted to Pending Review.

    The caller owns the transaction (consolidate stages its other edits and
    the Pending Review update in the same one).
    """
    today = today or store.clock.today
    applied: list[Resolution] = []
    demoted: list[Deferred] = []
    paths: list[str] = []
    for resolution in plan.resolutions:
        verdict = resolution.verdict
        problem = claim_problem(verdict, tx.read_text(verdict.a.rel), tx.read_text(verdict.b.rel))
        if problem is not None:
            demoted.append(Deferred(verdict, problem))
            continue
        try:
            paths += _stage_pair(tx, resolution.winner, resolution.loser, today, resolution.reason,
                                 resolution.loser, resolution.loser_claim, resolution.reason)
        except (ClaimLineError, FrontmatterError, RecordsUnusable) as exc:
            demoted.append(Deferred(verdict, str(getattr(exc, "message", exc))))
            continue
        applied.append(resolution)
    return ApplyResult(tuple(applied), tuple(demoted), tuple(dict.fromkeys(paths)))


def stage_pending(tx: Transaction, added: Iterable[PendingItem], removed: Iterable[Sequence[str]]) -> PendingUpdate:
    """Stage the Pending Review edit of ``MEMORY.md`` in ``tx`` (created if missing and something is added)."""
    text = tx.read_text(MEMORY_INDEX) or ""
    update = edit_pending(text, added, removed)
    if update.text != text:
        tx.write_text(MEMORY_INDEX, update.text, allow_shrink=True)
    return update


# ---------------------------------------------------------------- memcli lint resolve


@dataclass(frozen=True)
class ManualOutcome:
    """What ``memcli lint resolve`` did (or would do, with ``--dry-run``)."""

    a: Memory
    b: Memory
    keep: str
    basis: str
    annotated: str | None  # store-relative path of the annotated loser
    claim: str | None  # the loser's claim line as it was
    removed: tuple[PendingItem, ...]
    changed: tuple[str, ...]
    dry_run: bool

    def to_dict(self) -> dict:
        """JSON shape of ``memcli lint resolve --format json``."""
        return {"a": self.a.rel, "b": self.b.rel, "keep": self.keep, "resolution_basis": self.basis,
                "annotated": self.annotated, "claim": self.claim,
                "removed": [item.to_dict() for item in self.removed], "changed": list(self.changed),
                "dry_run": self.dry_run}


def find_memory(store: Store, ref: str) -> Memory:
    """A memory by store-relative path, absolute path or file name (exit 1 if none, 2 if ambiguous).

    A name as ``MEMORY.md`` shows it (escaped, ``memcli.formats.markup``) is found too.
    """
    memories = store.memories()
    for spelling in dict.fromkeys((ref, unescape_name(ref))):
        found = _memory_named(memories, spelling)
        if found is not None:
            return found
    raise NotFound(f"no memory file {ref!r} in the store")


def _memory_named(memories: Sequence[Memory], ref: str) -> Memory | None:
    wanted = ref.replace("\\", "/").removeprefix("./")
    for memory in memories:
        if memory.rel == wanted or memory.path == ref:
            return memory
    name = wanted if wanted.endswith(".md") else wanted + ".md"
    named = [m for m in memories if m.file_name == name]
    if len(named) > 1:
        raise UsageError(f"{ref!r} names {len(named)} memory files "
                         f"({', '.join(escape_name(m.rel) for m in named)}); give the store-relative path")
    return named[0] if named else None


def bullets_for(text: str, a: Memory, b: Memory) -> list[PendingItem]:
    """The Pending Review bullets about this pair (either order)."""
    pair = tuple(sorted((a.file_name, b.file_name)))
    return [item for item in parse_pending(text) if item.pair == pair]


def claims_from_bullets(items: Sequence[PendingItem], a: Memory, b: Memory) -> tuple[str, str] | None:
    """``(claim of a, claim of b)``: lines whose canonical forms match a bullet's reason halves.

    The reason's first half belongs to the file whose name sorts first; with
    equal names both orientations are tried.
    """
    lines_a, lines_b = body_lines(a.body), body_lines(b.body)
    for item in items:
        if a.file_name != b.file_name:
            straight_first = [a.file_name == item.file_a]
        else:
            straight_first = [True, False]
        for straight in straight_first:
            first, second = (lines_a, lines_b) if straight else (lines_b, lines_a)
            matches = match_reason(item.reason, first, second)
            if len(matches) == 1:
                i, j = matches[0]
                return (first[i], second[j]) if straight else (second[j], first[i])
    return None


def _judged_claims(judge: Judge, a: Memory, b: Memory) -> tuple[str, str] | None:
    first, second = pair_order(a, b)
    result = judge.judge(first, second)
    if result.verdict not in (CONTRADICTION, EVOLUTION) or not result.claim_a or not result.claim_b:
        return None
    return (result.claim_a, result.claim_b) if first is a else (result.claim_b, result.claim_a)


def default_basis(keep: str, a: Memory, b: Memory, reason: str | None) -> str:
    """The ``resolution_basis`` of a manual choice (``--reason`` included when given)."""
    if keep in ("a", "b"):
        winner = a if keep == "a" else b
        return f"{winner.file_name} kept in review" + (f": {reason}" if reason else "")
    if keep == "both":
        return reason or f"both valid: {a.file_name} and {b.file_name} do not conflict"
    return reason or "dismissed in review: not a contradiction"


def resolve_pair(store: Store, ref_a: str, ref_b: str, keep: str, *, reason: str | None = None,
                 dry_run: bool = False, judge: Judge | None = None) -> ManualOutcome:
    """Settle one pair by hand: bullets removed, loser annotated (``keep`` a/b), records on both; one transaction.

    Without a Pending Review bullet for the pair, ``judge`` (the command's, else the built-in one) finds the claims.
    """
    if keep not in KEEP_CHOICES:
        raise UsageError(f'--keep expects one of {", ".join(KEEP_CHOICES)}; got "{keep}"')
    a, b = find_memory(store, ref_a), find_memory(store, ref_b)
    if a.path == b.path:
        raise UsageError(f"{ref_a!r} and {ref_b!r} are the same file")
    today = store.clock.today
    index_text = store.read_text(MEMORY_INDEX) or ""
    items = bullets_for(index_text, a, b)
    basis = default_basis(keep, a, b, reason and collapse_ws(reason))
    loser = claim = None
    if keep in ("a", "b"):
        claims = claims_from_bullets(items, a, b) or _judged_claims(judge or BuiltinJudge(), a, b)
        if claims is None:
            raise ActionNeeded(f"found no conflicting claim lines between {a.rel} and {b.rel}; "
                               "use --keep both or --keep dismiss")
        loser = b if keep == "a" else a
        claim = claims[1] if keep == "a" else claims[0]
    with store.transaction(f"lint resolve {a.file_name} {b.file_name}", dry_run=dry_run) as tx:
        try:
            _stage_pair(tx, a, b, today, basis, loser, claim, basis)
        except ClaimLineError as exc:
            raise ActionNeeded(f"cannot annotate {loser.rel if loser else a.rel}: {exc}; nothing was changed") from None
        except RecordsUnusable as exc:
            raise ActionNeeded(f"cannot record the resolution: {exc}; nothing was changed") from None
        except FrontmatterError as exc:
            raise ActionNeeded(f"cannot edit the frontmatter: {exc.message}; nothing was changed") from None
        update = stage_pending(tx, (), [(a.file_name, b.file_name)]) if items else None
        changed = tuple(tx.planned())
    return ManualOutcome(a, b, keep, basis, loser.rel if loser else None, claim,
                         update.removed if update else (), changed, dry_run)


def drop_bullets(store: Store, pair: tuple[str, str], *, dry_run: bool = False) -> tuple[PendingItem, ...]:
    """Remove a pair's bullets without touching memory files (for pairs whose files are gone)."""
    with store.transaction(f"lint review dismiss {pair[0]} {pair[1]}", dry_run=dry_run) as tx:
        update = stage_pending(tx, (), [pair])
    return update.removed
