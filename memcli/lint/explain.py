"""``memcli lint explain A B``: why lint reports a pair, or why it does not (issue 26).

One pair, every step: whether candidate generation proposed it (its score, its rank among each file's
partners, the index terms the two share), the anti-loop record that closes it, the claim lines the
built-in judge compared with the rules whose gates opened and the guards that said no, its verdict, and
the model judge's cached verdict when a model judge has run on these exact contents. Reads only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from memcli.lint import judge as builtin
from memcli.lint.pairing import find_candidates, index_terms
from memcli.lint.records import KEY as RECORDS_KEY
from memcli.lint.records import blocked_partners
from memcli.lint.resolve import find_memory
from memcli.store import Memory, Store
from memcli.store.checks import partner_file_name

SHOWN_TERMS = 12


@dataclass(frozen=True)
class Comparison:
    """Two sentences the judge compared: their claim lines, the rules tried, the guards that said no."""

    claim_a: str
    claim_b: str
    tried: tuple[str, ...]
    vetoes: tuple[tuple[str, str], ...]  # (rule, guard)
    outcome: str  # "contradiction (rule)", "evolution (rule)" or "no conflict"

    def to_dict(self) -> dict[str, Any]:
        """The comparison as JSON."""
        return {"claim_a": self.claim_a, "claim_b": self.claim_b, "rules_tried": list(self.tried),
                "vetoes": [{"rule": r, "guard": g} for r, g in self.vetoes], "outcome": self.outcome}


@dataclass(frozen=True)
class Explanation:
    """What lint did with one pair (A sorts first, as in a report)."""

    a: str
    b: str
    candidate: bool
    score: float | None = None
    rank_a: tuple[int, int] | None = None  # (B's rank among A's partners, A's partner count)
    rank_b: tuple[int, int] | None = None
    shared_terms: tuple[str, ...] = ()
    anti_loop: dict[str, str] | None = None  # the record that closes the pair: file, partner, before
    verdict: str = builtin.UNRELATED
    rule: str = ""
    claim_a: str | None = None
    claim_b: str | None = None
    comparisons: tuple[Comparison, ...] = ()
    model: dict[str, Any] | None = None
    reported: bool = field(default=False)

    def to_dict(self) -> dict[str, Any]:
        """``memcli lint explain --format json``."""
        return {"a": self.a, "b": self.b, "reported": self.reported,
                "candidate": {"proposed": self.candidate, "score": self.score,
                              "rank_in_a": _rank_dict(self.rank_a), "rank_in_b": _rank_dict(self.rank_b),
                              "shared_terms": list(self.shared_terms)},
                "anti_loop": self.anti_loop,
                "builtin": {"verdict": self.verdict, "rule": self.rule or None, "claim_a": self.claim_a,
                            "claim_b": self.claim_b, "compared": [c.to_dict() for c in self.comparisons]},
                "model": self.model}

    def text(self) -> str:
        """The text form."""
        lines = [f"pair: {self.a} vs {self.b}"]
        if self.candidate:
            ranks = ", ".join(f"rank {r} of {n} partners of {name}" for name, (r, n) in
                              ((self.a, self.rank_a or (0, 0)), (self.b, self.rank_b or (0, 0))))
            lines.append(f"candidate: yes, score {self.score:.3f} ({ranks})")
        else:
            lines.append("candidate: no (not among either file's best partners above the floor"
                         + (", or closed by anti-loop)" if self.anti_loop else ")"))
        lines.append(f"  shared index terms: {', '.join(self.shared_terms) or '(none)'}")
        if self.anti_loop:
            record = self.anti_loop
            lines.append(f"anti-loop: {record['file']} has do_not_reopen partner {record['partner']} before "
                         f"{record['before']}: the pair is skipped until then")
        lines.append(f"built-in judge: {self.verdict}" + (f" (rule {self.rule})" if self.rule else ""))
        if self.claim_a is not None:
            lines += [f"  A: {self.claim_a}", f"  B: {self.claim_b}"]
        for comparison in self.comparisons:
            vetoes = "; ".join(f"{guard} said no to {rule}" for rule, guard in comparison.vetoes) or "no guard"
            lines += [f"  compared: A: {comparison.claim_a}", f"            B: {comparison.claim_b}",
                      f"    rules tried: {', '.join(comparison.tried)}; {vetoes}; {comparison.outcome}"]
        if not self.comparisons:
            lines.append("  no two sentences share a word and a rule's feature: no rule could apply")
        if self.model:
            lines.append(f"model judge ({self.model['judge']}, cached): {self.model['verdict']}")
        lines.append("reported: yes" if self.reported else "reported: no")
        return "\n".join(lines)


def _rank_dict(rank: tuple[int, int] | None) -> dict[str, int] | None:
    return None if rank is None else {"rank": rank[0], "of": rank[1]}


def explain_pair(store: Store, ref_a: str, ref_b: str,
                 model_verdict: Callable[[Memory, Memory], dict[str, Any] | None] | None = None) -> Explanation:
    """Why lint reports, or does not report, the pair of ``ref_a`` and ``ref_b`` (file names or paths)."""
    today = store.clock.today
    first, second = find_memory(store, ref_a), find_memory(store, ref_b)
    a, b = (first, second) if (first.file_name, first.rel) <= (second.file_name, second.rel) else (second, first)
    record = _anti_loop(a, b, today) or _anti_loop(b, a, today)
    live = [m for m in store.scan().live()]
    if record:  # would the pair be a candidate without the record? (the record is what closes it)
        live = [_without_records(m) if m.path in (a.path, b.path) else m for m in live]
    candidates = find_candidates(live, today)
    scores = [(c.score, c.a.path, c.b.path) for c in candidates.pairs]
    found = next((s for s, x, y in scores if {x, y} == {a.path, b.path}), None)
    judge = builtin.BuiltinJudge(candidates.common)
    judge.names = candidates.names
    result = judge.judge(a, b)
    shared = sorted(index_terms(a) & index_terms(b) - candidates.common, key=lambda t: (" " in t, t))
    return Explanation(
        a.rel, b.rel, found is not None, found, _rank(scores, a.path, b.path), _rank(scores, b.path, a.path),
        tuple(shared[:SHOWN_TERMS]), record, result.verdict, result.rule, result.claim_a, result.claim_b,
        tuple(_comparisons(judge, a, b)), model_verdict(a, b) if model_verdict else None,
        reported=found is not None and not record and result.verdict == builtin.CONTRADICTION)


def _anti_loop(holder: Memory, other: Memory, today: date) -> dict[str, str] | None:
    if other.file_name not in blocked_partners(holder.meta, today):
        return None
    for entry in holder.meta.get(RECORDS_KEY) or []:
        if isinstance(entry, dict) and isinstance(entry.get("partner"), str) \
                and partner_file_name(entry["partner"]) == other.file_name:
            return {"file": holder.rel, "partner": str(entry["partner"]), "before": str(entry.get("before"))}
    return {"file": holder.rel, "partner": other.file_name, "before": ""}


def _without_records(memory: Memory) -> Memory:
    meta = {k: v for k, v in memory.meta.items() if k != RECORDS_KEY}
    return Memory.create(memory.path, memory.rel, meta, memory.body, memory.has_frontmatter, memory.mtime_ns,
                         memory.size)


def _rank(scores: list[tuple[float, str, str]], mine: str, other: str) -> tuple[int, int] | None:
    """``other``'s rank (1 = best) among ``mine``'s candidate partners, and how many partners it has."""
    partners = sorted(((s, y if x == mine else x) for s, x, y in scores if mine in (x, y)), key=lambda p: (-p[0], p[1]))
    ranked = [path for _, path in partners]
    return (ranked.index(other) + 1, len(ranked)) if other in ranked else None


def _comparisons(judge: builtin.BuiltinJudge, a: Memory, b: Memory) -> list[Comparison]:
    """Each sentence pair a rule's gate opened for, with the guards that said no (``judge.veto``)."""
    found = []
    for line_a, line_b, sa, sb in judge.sentence_pairs(a, b):
        tried = tuple(r.name for r in builtin.RULES if r.gate(sa, sb))
        if not tried:
            continue
        if builtin.other_sections(line_a, sa, line_b, sb):
            found.append(Comparison(line_a.text, line_b.text, tried, (("every rule", "other-section"),), "no conflict"))
            continue
        builtin.TRACE.vetoes = []
        try:
            outcome = builtin.compare_sentences(sa, sb)
            vetoes = tuple(dict.fromkeys(builtin.TRACE.vetoes))
        finally:
            builtin.TRACE.vetoes = None
        if outcome and outcome[0] == builtin.CONTRADICTION and builtin.two_snapshots(a, b):
            outcome, vetoes = (builtin.EVOLUTION, outcome[1]), vetoes + (("every rule", "two-snapshots"),)
        found.append(Comparison(line_a.text, line_b.text, tried, vetoes,
                                f"{outcome[0]} ({outcome[1]})" if outcome else "no conflict"))
    return found
