"""Contradiction lint (SPEC §7): findings, candidates, judges, resolution, Pending Review, stats.

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
"""

from memcli.lint.candidates import Candidate, CandidateSet, find_candidates, pair_order
from memcli.lint.claims import canonical_half, canonical_reason, claim_lines
from memcli.lint.judge import CONTRADICTION, EVOLUTION, UNRELATED, BuiltinJudge, Judgement
from memcli.lint.judge_cmd import CommandJudge
from memcli.lint.pending import HEADING, PendingItem, PendingUpdate, edit_pending, parse_pending, pending_summary, update_pending
from memcli.lint.resolve import (
    ApplyResult,
    Deferred,
    ManualOutcome,
    Resolution,
    ResolutionPlan,
    apply_resolutions,
    diary_evidence,
    plan_resolutions,
    resolve_pair,
    stage_pending,
)
from memcli.lint.run import LintReport, PairVerdict, judge_pairs, make_judge, run_lint
from memcli.lint.stats import STATS_KEYS, STATS_PATH, stats_line

__all__ = [
    "ApplyResult", "BuiltinJudge", "CONTRADICTION", "Candidate", "CandidateSet", "CommandJudge", "Deferred",
    "EVOLUTION", "HEADING", "Judgement", "LintReport", "ManualOutcome", "PairVerdict", "PendingItem",
    "PendingUpdate", "Resolution", "ResolutionPlan", "STATS_KEYS", "STATS_PATH", "UNRELATED", "apply_resolutions",
    "canonical_half", "canonical_reason", "claim_lines", "diary_evidence", "edit_pending", "find_candidates",
    "judge_pairs", "make_judge", "pair_order", "parse_pending", "pending_summary", "plan_resolutions",
    "resolve_pair", "run_lint", "stage_pending", "stats_line", "update_pending",
]
