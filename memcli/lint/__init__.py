"""Contradiction lint (docs/contracts.md §7): findings, candidates, judges, resolution, Pending Review, stats.

What ``consolidate`` calls, in order::

    report = run_lint(store)                                   # findings, candidates, verdicts (reads only)
    plan = plan_resolutions(store, report.contradictions, budget=left, today=today)
    with store.transaction("consolidate lint") as tx:
        result = apply_resolutions(store, tx, plan)            # paired edits, demotions
        update = stage_pending(tx, [d.verdict.pending_item(today) for d in plan.pending + result.demoted],
                               result.resolved_pairs)          # MEMORY.md Pending Review
    line = stats_line(today=today, candidates_found=report.candidates,
                      contradictions_detected=len(report.contradictions), auto_resolved=len(result.applied),
                      pending_added=len(update.added), memory_index_text=update.text)

This package module imports nothing up front: the names below load their
submodule when first asked for.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # what readers and tools follow; at run time ``__getattr__`` imports on first use
    from memcli.formats.layout import STATS_PATH
    from memcli.formats.pending import HEADING, PendingItem, parse_pending
    from memcli.lint.pairing import CandidatePair, CandidateSet, find_candidates, pair_order
    from memcli.lint.claims import canonical_half, canonical_reason, claim_lines
    from memcli.lint.judge import BuiltinJudge, CONTRADICTION, EVOLUTION, Judgement, UNRELATED
    from memcli.lint.judge_cmd import CommandJudge
    from memcli.lint.pending_section import PendingUpdate, edit_pending, pending_summary, update_pending
    from memcli.lint.resolve import (ApplyResult, Deferred, ManualOutcome, Resolution, ResolutionPlan,
                                     apply_resolutions, diary_evidence, plan_resolutions, resolve_pair, stage_pending)
    from memcli.lint.lint_run import LintReport, PairVerdict, judge_pairs, run_lint
    from memcli.lint.stats import STATS_KEYS, stats_line

__all__ = [
    "ApplyResult", "BuiltinJudge", "CONTRADICTION", "CandidatePair", "CandidateSet", "CommandJudge", "Deferred",
    "EVOLUTION", "HEADING", "Judgement", "LintReport", "ManualOutcome", "PairVerdict", "PendingItem",
    "PendingUpdate", "Resolution", "ResolutionPlan", "STATS_KEYS", "STATS_PATH", "UNRELATED", "apply_resolutions",
    "canonical_half", "canonical_reason", "claim_lines", "diary_evidence", "edit_pending", "find_candidates",
    "judge_pairs", "pair_order", "parse_pending", "pending_summary", "plan_resolutions",
    "resolve_pair", "run_lint", "stage_pending", "stats_line", "update_pending",
]


def __getattr__(name: str) -> object:
    """Import the submodule that defines ``name`` when it is first asked for (PEP 562); later lookups
    find the name bound here."""
    global ApplyResult, BuiltinJudge, CONTRADICTION, CandidatePair, CandidateSet, CommandJudge, Deferred, EVOLUTION
    global HEADING, Judgement, LintReport, ManualOutcome, PairVerdict, PendingItem, PendingUpdate, Resolution
    global ResolutionPlan, STATS_KEYS, STATS_PATH, UNRELATED, apply_resolutions, canonical_half, canonical_reason
    global claim_lines, diary_evidence, edit_pending, find_candidates, judge_pairs, pair_order
    global parse_pending, pending_summary, plan_resolutions, resolve_pair, run_lint, stage_pending, stats_line
    global update_pending
    if name == "STATS_PATH":
        from memcli.formats.layout import STATS_PATH
    elif name in ("HEADING", "PendingItem", "parse_pending"):
        from memcli.formats.pending import HEADING, PendingItem, parse_pending
    elif name in ("CandidatePair", "CandidateSet", "find_candidates", "pair_order"):
        from memcli.lint.pairing import CandidatePair, CandidateSet, find_candidates, pair_order
    elif name in ("canonical_half", "canonical_reason", "claim_lines"):
        from memcli.lint.claims import canonical_half, canonical_reason, claim_lines
    elif name in ("BuiltinJudge", "CONTRADICTION", "EVOLUTION", "Judgement", "UNRELATED"):
        from memcli.lint.judge import BuiltinJudge, CONTRADICTION, EVOLUTION, Judgement, UNRELATED
    elif name == "CommandJudge":
        from memcli.lint.judge_cmd import CommandJudge
    elif name in ("PendingUpdate", "edit_pending", "pending_summary", "update_pending"):
        from memcli.lint.pending_section import PendingUpdate, edit_pending, pending_summary, update_pending
    elif name in ("ApplyResult", "Deferred", "ManualOutcome", "Resolution", "ResolutionPlan", "apply_resolutions",
                  "diary_evidence", "plan_resolutions", "resolve_pair", "stage_pending"):
        from memcli.lint.resolve import (ApplyResult, Deferred, ManualOutcome, Resolution, ResolutionPlan,
                                         apply_resolutions, diary_evidence, plan_resolutions, resolve_pair,
                                         stage_pending)
    elif name in ("LintReport", "PairVerdict", "judge_pairs", "run_lint"):
        from memcli.lint.lint_run import LintReport, PairVerdict, judge_pairs, run_lint
    elif name in ("STATS_KEYS", "stats_line"):
        from memcli.lint.stats import STATS_KEYS, stats_line
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]
