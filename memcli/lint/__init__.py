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

from importlib import import_module
from typing import Any

# Where each public name lives. They are imported on first use (PEP 562): a command that never lints
# (``validate``, ``status``, ``recall``) must not pay for the judge's lexicon and regular expressions.
_HOMES = {
    "candidates": ("Candidate", "CandidateSet", "find_candidates", "pair_order"),
    "claims": ("canonical_half", "canonical_reason", "claim_lines"),
    "judge": ("CONTRADICTION", "EVOLUTION", "UNRELATED", "BuiltinJudge", "Judgement"),
    "judge_cmd": ("CommandJudge",),
    "pending": ("HEADING", "PendingItem", "PendingUpdate", "edit_pending", "parse_pending", "pending_summary",
                "update_pending"),
    "resolve": ("ApplyResult", "Deferred", "ManualOutcome", "Resolution", "ResolutionPlan", "apply_resolutions",
                "diary_evidence", "plan_resolutions", "resolve_pair", "stage_pending"),
    "run": ("LintReport", "PairVerdict", "judge_pairs", "make_judge", "run_lint"),
    "stats": ("STATS_KEYS", "STATS_PATH", "stats_line"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = sorted(_HOME_OF)


def __getattr__(name: str) -> Any:
    module = _HOME_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
