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

This package module imports only ``memcli.lazy``: the names below load their
submodule when first asked for.
"""

from memcli.lazy import exports

_EXPORTS = {
    "STATS_PATH": "memcli.formats.layout",
    "HEADING": "memcli.formats.pending",
    "PendingItem": "memcli.formats.pending",
    "parse_pending": "memcli.formats.pending",
    "Candidate": "memcli.lint.candidates",
    "CandidateSet": "memcli.lint.candidates",
    "find_candidates": "memcli.lint.candidates",
    "pair_order": "memcli.lint.candidates",
    "canonical_half": "memcli.lint.claims",
    "canonical_reason": "memcli.lint.claims",
    "claim_lines": "memcli.lint.claims",
    "BuiltinJudge": "memcli.lint.judge",
    "CONTRADICTION": "memcli.lint.judge",
    "EVOLUTION": "memcli.lint.judge",
    "Judgement": "memcli.lint.judge",
    "UNRELATED": "memcli.lint.judge",
    "CommandJudge": "memcli.lint.judge_cmd",
    "PendingUpdate": "memcli.lint.pending",
    "edit_pending": "memcli.lint.pending",
    "pending_summary": "memcli.lint.pending",
    "update_pending": "memcli.lint.pending",
    "ApplyResult": "memcli.lint.resolve",
    "Deferred": "memcli.lint.resolve",
    "ManualOutcome": "memcli.lint.resolve",
    "Resolution": "memcli.lint.resolve",
    "ResolutionPlan": "memcli.lint.resolve",
    "apply_resolutions": "memcli.lint.resolve",
    "diary_evidence": "memcli.lint.resolve",
    "plan_resolutions": "memcli.lint.resolve",
    "resolve_pair": "memcli.lint.resolve",
    "stage_pending": "memcli.lint.resolve",
    "LintReport": "memcli.lint.run",
    "PairVerdict": "memcli.lint.run",
    "judge_pairs": "memcli.lint.run",
    "make_judge": "memcli.lint.run",
    "run_lint": "memcli.lint.run",
    "STATS_KEYS": "memcli.lint.stats",
    "stats_line": "memcli.lint.stats",
}

__all__ = sorted(_EXPORTS)

__getattr__ = exports(__name__, _EXPORTS)
