"""``memcli lint``: file findings plus contradictions between live memories (docs/contracts.md §7). Writes nothing."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Literal, Protocol

from memcli import parallel
from memcli.formats.pending import PendingItem
from memcli.lint.pairing import CandidatePair, find_candidates, search_order
from memcli.lint.claims import canonical_reason
from memcli.lint.judge import CONTRADICTION, EVOLUTION, UNRELATED, BuiltinJudge, Judgement, Pair
from memcli.lint.judge_cmd import CommandJudge
from memcli.lint.verdict_cache import CachingJudge, memory_digests
from memcli.store import Finding, Memory, Store
from memcli.store.validate import validate_scan, validate_summaries

JUDGE_ERROR = "judge_error"


class Judge(Protocol):
    """Anything that gives a verdict on a pair (A, B) in pair order (docs/contracts.md §7): lint's one extension point for judges.

    Every member ``judge_pairs``, ``run_lint`` and ``lint resolve`` use. The
    per-run members have defaults in ``memcli.lint.judging.JudgeDefaults``,
    which the built-in and command judges inherit; the registry of judges
    by name is the composition root's (``memcli.wiring.JUDGES``).
    """

    name: str  # ``LintReport.judge``, and the rule of a model's verdicts
    failure: str | None  # why the judge gave up for the rest of the run
    failed_pair: tuple[Memory, Memory] | None  # the pair it gave up on: one judge_error finding for the run
    use_summary: str  # what the run cost (model calls, cache hits), for reports; "" when nothing to say
    deferred: int  # pairs left for a later run, decided by the fallback this run
    fallback: BuiltinJudge | None  # the built-in judge behind this one (it learns the candidate set's words)

    def judge(self, a: Memory, b: Memory) -> Judgement:
        """The verdict with the two claim lines."""

    def judge_all(self, pairs: Sequence[Pair]) -> list[Judgement]:
        """Every pair's verdict, in order (a judge that can batch does it here)."""


@dataclass(frozen=True, slots=True)
class PairVerdict:
    """A judged candidate pair."""

    a: Memory
    b: Memory
    verdict: str
    claim_a: str | None
    claim_b: str | None
    rule: str = ""

    @property
    def reason(self) -> str:
        """The canonical reason (the Pending Review bullet's text after the file names)."""
        return canonical_reason(self.claim_a or "", self.claim_b or "")

    @property
    def names(self) -> tuple[str, str]:
        """The two file names."""
        return self.a.file_name, self.b.file_name

    def pending_item(self, today: date) -> PendingItem:
        """The Pending Review bullet for this pair, detected today."""
        return PendingItem.new(self.a.file_name, self.b.file_name, self.reason, today)

    def to_dict(self) -> dict[str, Any]:
        """The ``contradictions`` entry of ``memcli lint --format json``."""
        return {"a": self.a.rel, "b": self.b.rel, "verdict": self.verdict, "claim_a": self.claim_a,
                "claim_b": self.claim_b, "reason": self.reason}


@dataclass(frozen=True)
class LintReport:
    """Everything ``memcli lint`` found."""

    findings: tuple[Finding, ...]
    verdicts: tuple[PairVerdict, ...]  # judged candidates, plain unrelated ones left out
    candidates: int
    skipped_reopen: int
    live: int
    judge: str
    model_use: str = ""  # a model judge's calls, cache hits and pairs left for a later run
    deferred: int = 0  # pairs over lint.max_model_pairs, decided by the built-in judge this run
    builtin: BuiltinJudge | None = field(default=None, compare=False, repr=False)  # set up on this run's candidates

    def confirmed(self) -> list[PairVerdict | None]:
        """For each contradiction, the built-in judge's verdict when it finds the contradiction too, else ``None``.

        A model's or an external command's verdict is a finding, never an
        edit (docs/contracts.md §7): a memory may carry instructions aimed at the judge.
        Auto-resolve acts only on confirmed pairs, on the built-in judge's
        own claim lines. The built-in judge's contradictions confirm themselves.
        """
        contradictions = self.contradictions
        if self.judge == BuiltinJudge.name or not contradictions:
            return list(contradictions)
        builtin = self.builtin or BuiltinJudge()
        results = builtin.judge_all(contradictions)
        return [PairVerdict(v.a, v.b, r.verdict, r.claim_a, r.claim_b, r.rule)
                if r.verdict == CONTRADICTION and not r.error else None for v, r in zip(contradictions, results)]

    @property
    def contradictions(self) -> list[PairVerdict]:
        """The pairs judged ``contradiction``."""
        return [v for v in self.verdicts if v.verdict == CONTRADICTION]

    @property
    def evolutions(self) -> list[PairVerdict]:
        """The pairs judged ``evolution``."""
        return [v for v in self.verdicts if v.verdict == EVOLUTION]

    @property
    def has_problems(self) -> bool:
        """Findings or contradictions: exit 1 unless ``--exit-zero``."""
        return bool(self.findings or self.contradictions)

    def to_json(self) -> dict[str, Any]:
        """``{"findings": [...], "contradictions": [...]}``."""
        return {"findings": [f.to_dict() for f in self.findings],
                "contradictions": [v.to_dict() for v in self.contradictions]}


def judge_pairs(judge: Judge, candidates: Sequence[CandidatePair]) -> tuple[list[PairVerdict], list[Finding]]:
    """Verdicts (in candidate order) other than plain ``unrelated``, and a ``judge_error`` finding per failed pair."""
    if isinstance(judge, CommandJudge) and len(candidates) > 1:
        workers = max(1, min(4, os.cpu_count() or 1))
        with ThreadPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(lambda c: judge.judge(c.a, c.b), candidates))
    elif hasattr(judge, "judge_all"):  # the built-in judge and the model judges take the whole run at once
        results = judge.judge_all(candidates)
    else:
        results = [judge.judge(c.a, c.b) for c in candidates]
    verdicts, findings = [], []
    for index, result in enumerate(results):
        if result.verdict == UNRELATED and not result.error:
            continue  # hundreds of thousands at 50,000 memories, and nothing to report: no pair is made for them
        candidate = candidates[index]
        verdicts.append(PairVerdict(candidate.a, candidate.b, result.verdict, result.claim_a, result.claim_b, result.rule))
        if result.error:
            findings.append(judge_error(candidate.a, candidate.b, result.error))
    failed_pair = getattr(judge, "failed_pair", None)
    if failed_pair is not None:  # a model judge gave up for the run: one finding, the built-in judge decided
        a, b = failed_pair
        findings.append(Finding(a.rel, None, JUDGE_ERROR, f"judge failed for {a.rel} vs {b.rel}: {judge.failure}"))
    return verdicts, findings


def judge_error(a: Memory, b: Memory, error: str) -> Finding:
    """The finding for a judge failure: it names both files."""
    return Finding(a.rel, None, JUDGE_ERROR, f"judge failed for {a.rel} vs {b.rel}, treated as unrelated: {error}")


@parallel.collector_paused()  # the run builds thousands of memories and pairs, no cycles
def run_lint(store: Store, *, judge: Judge | None | Literal["builtin"] = "builtin",
             other_findings: Sequence[Finding] | Callable[[], Sequence[Finding]] = ()) -> LintReport:
    """File findings, candidates, verdicts. Reads only (the scan cache may be refreshed).

    ``judge`` is the one the command was wired with (``memcli.wiring.judge_for``):
    ``None`` looks for no pairs (``lint.judge = "none"``), the default is a
    fresh built-in judge. ``other_findings`` are problems of the store's
    other file kinds (entities, knowledge), found by their own rooms and
    reported with the memory files'; a function giving them is called after the
    store's scan (a first read then parses each file once, see ``Store.summaries``)
    and, on a large store, while the candidate search runs (once it has read every
    memory's words, when its next step leaves a core free).
    """
    scan = store.scan()
    findings: list[Finding] = []

    def file_findings() -> None:
        others = list(other_findings() if callable(other_findings) else other_findings)
        if store.assumes_writes:  # a dry run's earlier steps: the scan shows their writes, the files do not
            findings.extend(validate_scan(scan))
        else:  # the same checks, from the summaries (cached, or made once from the scan's first read)
            summaries = store.summaries()
            findings.extend(validate_summaries(summaries.summaries, summaries.findings, summaries.root))
        findings.extend(others)

    chosen = BuiltinJudge() if isinstance(judge, str) else judge
    live = scan.live()
    if chosen is None:
        file_findings()
        return LintReport(tuple(findings), (), 0, 0, len(live), "none")
    digests: list[Sequence[int] | None] = []
    found_files: list[bool] = []

    def store_read() -> None:
        """Done here while the candidate search merges the memories' words on one core."""
        found_files.append(True)
        file_findings()

    def names_known(names: list[str]) -> None:
        """Done here while the candidate search accepts its proposals on one core: for the built-in judge's kept
        verdicts, the memories' digests (they read the store's names)."""
        keyed = isinstance(chosen, BuiltinJudge)
        digests.append(memory_digests(search_order(live), frozenset(names)) if keyed else None)

    candidates = find_candidates(live, store.clock.today, store_read=store_read, names_known=names_known)
    if not found_files:  # the search tells its steps before it ends; should it not, the same work all the same
        store_read()
    if not digests:
        names_known(sorted(candidates.names))
    builtin = chosen if isinstance(chosen, BuiltinJudge) else getattr(chosen, "fallback", None)
    if not isinstance(builtin, BuiltinJudge):
        builtin = BuiltinJudge()  # an external command's contradictions are confirmed by it before any edit
    builtin.common = candidates.common
    builtin.names = candidates.names
    # the built-in judge's verdicts are a function of what it reads: the last run's are reused where they hold
    deciding = (CachingJudge(chosen, store.state_dir, keep=not store.assumes_writes, digests=digests[0])
                if chosen is builtin else chosen)
    verdicts, errors = judge_pairs(deciding, candidates.pairs)
    findings.extend(errors)
    findings.sort(key=lambda f: (f.path, f.line or 0, f.code))
    unavailable = getattr(chosen, "unavailable", None)
    # a model judge whose command is missing could not run at all: said once, first, about the store rather than a
    # memory file (an external command's failure is already one finding naming the pair it was asked about)
    if isinstance(unavailable, str) and unavailable:
        findings.insert(0, Finding(".", None, JUDGE_ERROR, f"{chosen.failure}"))
    return LintReport(tuple(findings), tuple(verdicts), len(candidates.pairs), candidates.skipped_reopen, len(live),
                      chosen.name, getattr(chosen, "use_summary", ""), getattr(chosen, "deferred", 0), builtin)

