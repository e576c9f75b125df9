"""``memcli consolidate``: the nightly run, step by step (SPEC §8).

The pipeline owns no rules: each step calls its capability room and
applies the resulting plan in one safe-edit transaction of its own, so a
failing step leaves nothing half-done and the later steps still run.

0. check the skeleton (``MEMORY.md``)
1. gather inputs (inbox, transcripts) not consumed before
2. extract candidates and plan reinforcement (capture)
3. pattern reinforcement, when enabled and due
4. contradiction lint with auto-resolve, when enabled (Pending Review)
5. apply capture: candidate files, reinforcement counters, the consumed ledger
6. report: graduation proposals, the lint-stats line and the diary (one
   transaction), then a run record in ``.memcli/runs.jsonl``
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from memcli import parallel
from memcli.clock import parse_duration
from memcli.consolidate import ledger, report
from memcli.consolidate.issues import collect_warnings, read_issues
from memcli.consolidate.report import Change, DiarySection, LintLine
from memcli.consolidate.sources import Source, gather
from memcli.errors import MemcliError, UsageError
from memcli.extract import EXTRACTOR_VERSION
from memcli.safeedit import append_line, ensure_private_dir
from memcli.store import INDEX_TEMPLATE, MEMORY_INDEX, Store

log = logging.getLogger("memcli")
COMMAND = "consolidate"


@dataclass(frozen=True)
class Options:
    """What the user asked for."""

    since: str = "48h"
    transcripts: tuple[str, ...] = ()
    dry_run: bool = False
    force_patterns: bool = False
    reprocess: bool = False  # mine again what an older extractor version consumed


@dataclass
class StepReport:
    """One step's outcome."""

    name: str
    ran: bool = False
    ok: bool = True
    counts: dict[str, Any] = field(default_factory=dict)
    error: str | None = None
    skipped_because: str | None = None


@dataclass
class RunState:
    """What the steps hand to each other and to the report."""

    sources: list[Source] = field(default_factory=list)
    consumed: ledger.Ledger = field(default_factory=ledger.Ledger)  # the ledger as this run found it
    sessions: list[tuple[str, str]] = field(default_factory=list)
    reinforced_keys: list[str] = field(default_factory=list)  # responses that reinforced (their texts are not kept)
    candidates: list = field(default_factory=list)
    reinforcement: Any = None
    changes: dict[str, Change] = field(default_factory=dict)
    noted: list[tuple[float, str, str]] = field(default_factory=list)
    issues: list[str] = field(default_factory=list)
    lint: LintLine | None = None
    lint_stats: dict[str, int] = field(default_factory=dict)
    patterns: Any = None
    contradictions: list[dict] = field(default_factory=list)
    steps: list[StepReport] = field(default_factory=list)
    dry_staged: dict[str, bytes | None] = field(default_factory=dict)  # dry run: what earlier steps would have written

    def record_changes(self, paths: list[str], created: set[str], reason: str) -> None:
        """Remember created/updated files for the diary (the first reason given wins)."""
        for path in paths:
            if path not in self.changes:
                self.changes[path] = Change(path, path in created, reason)


@dataclass(frozen=True)
class ConsolidateResult:
    """Everything one run did; rendered as text or as one JSON document."""

    started: str
    duration: float
    dry_run: bool
    steps: tuple[StepReport, ...]
    sessions: tuple[tuple[str, str], ...]
    changes: tuple[Change, ...]
    candidates: tuple[dict, ...]
    contradictions: tuple[dict, ...]
    patterns: dict | None
    noted: tuple[tuple[float, str, str], ...]
    issues: tuple[str, ...]
    diary: str | None

    @property
    def exit_code(self) -> int:
        """0 when every step ran and nothing needs the owner's attention; 1 when a step failed or there are issues."""
        return 1 if self.issues or any(not s.ok for s in self.steps) else 0

    def to_json(self) -> dict[str, Any]:
        """The ``--format json`` summary."""
        return {
            "started": self.started, "duration_s": round(self.duration, 3), "dry_run": self.dry_run,
            "exit": self.exit_code,
            "steps": {s.name: {"ran": s.ran, "ok": s.ok, **s.counts, **({"error": s.error} if s.error else {}),
                               **({"skipped": s.skipped_because} if s.skipped_because else {})} for s in self.steps},
            "sessions": [{"source": src, "held": held} for src, held in self.sessions],
            "changes": [{"path": c.path, "action": "created" if c.created else "updated", "reason": c.reason} for c in self.changes],
            "candidates": list(self.candidates), "patterns": self.patterns, "contradictions": list(self.contradictions),
            "issues": list(self.issues), "diary": self.diary,
        }


Step = Callable[[Store, Options, RunState, StepReport], None]


@contextmanager
def _transaction(store: Store, options: Options, state: RunState, name: str) -> Iterator[Any]:
    """One step's transaction. In a dry run nothing is written, so each step starts from what the earlier steps
    would have written (staged again, never committed): the dry run then reports what the real run would do,
    e.g. no reinforcement of a memory that pattern reinforcement supersedes first."""
    with store.transaction(f"{COMMAND}: {name}", dry_run=options.dry_run) as tx:
        for rel, data in state.dry_staged.items():
            if data is None:
                tx.delete(rel)
            else:
                tx.write_bytes(rel, data, allow_shrink=True, allow_empty=True)
        yield tx
    if options.dry_run:
        state.dry_staged.update({rel: tx.read_bytes(rel) for rel in tx.planned()})
        store.assume_written(state.dry_staged)


def _run_step(name: str, fn: Step, store: Store, options: Options, state: RunState,
              progress: Callable[[str], None] | None) -> None:
    step = StepReport(name)
    state.steps.append(step)
    if progress:
        progress(name)
    try:
        fn(store, options, state, step)
    except Exception as exc:  # a failing step is recorded; the run goes on
        step.ok = False
        step.error = exc.message if isinstance(exc, MemcliError) else f"{type(exc).__name__}: {exc}"
        state.issues.append(f"{name} failed: {step.error}")
        log.error("consolidate: step %s failed: %s", name, step.error)
        log.debug("consolidate: step %s failed", name, exc_info=True)
    else:
        log.info("consolidate: %s: %s", name, ", ".join(f"{k}={v}" for k, v in step.counts.items()) or "done")
    parallel.give_back_memory()  # what a step built and dropped must not add to the next step's peak


# -------------------------------------------------------------------- steps


def step_skeleton(store: Store, options: Options, state: RunState, step: StepReport) -> None:
    """0. Check the store: its ``MEMORY.md`` index (the diary folder is made with the first diary), and memory
    files that cannot be read (each one an issue: the night skips it)."""
    step.ran = True
    with _transaction(store, options, state, "skeleton") as tx:
        if tx.read_text(MEMORY_INDEX) is None:
            tx.write_text(MEMORY_INDEX, INDEX_TEMPLATE)
    created = tx.record.paths if tx.record else []
    state.record_changes(created, set(created), "store skeleton: the memory index was missing")
    step.counts["created"] = len(created)
    skipped = store.summaries().findings  # the files that could not be read at all (validate's read codes)
    state.issues.extend(f"memory file {f.path} skipped: {f.code}: {f.message}" + (f" (line {f.line})" if f.line else "")
                        for f in skipped)
    step.counts["unreadable_files"] = len(skipped)


def step_gather(store: Store, options: Options, state: RunState, step: StepReport) -> None:
    """1. Inputs modified within ``--since`` that were not consumed before."""
    step.ran = True
    since_seconds = None if options.since == "all" else parse_duration(options.since).total_seconds()
    state.consumed = ledger.load(store)
    gathered = gather(store.root, store.clock.now, since_seconds, state.consumed, version=EXTRACTOR_VERSION,
                      reprocess=options.reprocess, transcripts=options.transcripts,
                      configured=store.config["consolidate.transcripts"],
                      workspaces=store.config["consolidate.claude_workspaces"])
    state.sources = gathered.sources
    state.issues.extend(gathered.problems)
    step.counts["inputs"] = len(state.sources)
    step.counts["unreadable_inputs"] = len(gathered.problems)
    step.counts["bytes"] = sum(s.size for s in state.sources)


def step_capture_plan(store: Store, options: Options, state: RunState, step: StepReport) -> None:
    """2. Extract candidates and plan reinforcement from the new part of each input, in one streamed pass."""
    from memcli.extract.candidates import extract_candidates
    from memcli.extract.readers import read_file
    from memcli.reinforce import Planner

    step.ran = True
    reinforced = state.consumed.reinforced_keys()
    planner = Planner(store)
    cap = int(store.config["max_file_bytes"])
    responses: dict[str, int] = {}

    def records():
        for source in state.sources:
            for record in read_file(source.path, root=store.root, include_user=True, max_bytes=cap, span=source.span):
                if record.is_response:
                    responses[record.path] = responses.get(record.path, 0) + 1
                    key = ledger.record_key(record)
                    # A response counts once: not when re-mined (--reprocess), nor when its file was rewritten.
                    if (record.line or 0) > source.mined_before and key not in reinforced:
                        planner.add(record, key)
                yield record

    with collect_warnings() as warnings:  # the readers skip broken lines with a warning: the diary must name them
        state.candidates = extract_candidates(records(), store)
    state.issues.extend(read_issues(warnings, [_display(store, source) for source in state.sources]))
    state.reinforcement = planner.plan()
    state.reinforced_keys = planner.matched_keys
    for source in state.sources:
        held = responses.get(_display(store, source), 0)
        state.sessions.append((source.label, f"{held} new response(s), {source.size} bytes"))
    # What reinforcement *matched*; the files it changed are counted by step 5 (``apply.reinforced``).
    step.counts.update(responses=sum(responses.values()), candidates=len(state.candidates),
                       reinforce_matches=len(state.reinforcement.items))


def _display(store: Store, source: Source) -> str:
    from memcli.extract.readers import display_path

    return display_path(source.path, store.root)


def step_patterns(store: Store, options: Options, state: RunState, step: StepReport) -> None:
    """3. Pattern reinforcement when enabled and its cadence is due (``--force-patterns`` overrides)."""
    from memcli.patterns.cadence import cadence_due, record_run
    from memcli.patterns.engine import apply_plan, plan_patterns

    if not store.config["patterns.enabled"]:
        step.skipped_because = "patterns.enabled is false"
        return
    if not cadence_due(store, force=options.force_patterns):
        step.skipped_because = f"last run is newer than patterns.cadence ({store.config['patterns.cadence']})"
        return
    step.ran = True
    with _transaction(store, options, state, "patterns") as tx:
        plan = plan_patterns(store.scan(refresh=True).memories, min_count=store.config["patterns.min_count"],
                             categories=store.config["patterns.categories"], now_stamp=store.clock.stamp())
        apply_plan(store, tx, plan)
    if not options.dry_run:
        record_run(store, plan.result)
    result = plan.result
    paths = tx.record.paths if tx.record else tx.planned()
    state.record_changes(paths, set(), "pattern reinforcement")
    state.patterns = {"clustersFound": result.clusters_found, "canonicalsUpdated": result.canonicals_updated,
                      "duplicatesSuperseded": result.duplicates_superseded,
                      "clusters": [{"canonicalId": c.canonical_id, "count": c.count, "supersededIds": list(c.superseded_ids)}
                                   for c in result.clusters]}
    step.counts.update(clusters=result.clusters_found, canonicals_updated=result.canonicals_updated,
                       superseded=result.duplicates_superseded)


def step_lint(store: Store, options: Options, state: RunState, step: StepReport) -> None:
    """4. Contradiction lint with auto-resolve within the mutation budget; the rest goes to Pending Review."""
    from memcli.lint.resolve import apply_resolutions, plan_resolutions, stage_pending
    from memcli.lint.run import run_lint

    if not store.config["lint.enabled"]:
        step.skipped_because = "lint.enabled is false"
        return
    step.ran = True
    store.scan(refresh=True)
    lint_report = run_lint(store)
    today = store.clock.today
    plan = plan_resolutions(store, lint_report.contradictions, budget=store.config["consolidate.max_mutations"], today=today)
    with _transaction(store, options, state, "lint") as tx:
        applied = apply_resolutions(store, tx, plan, today=today)
        pending = [d.verdict.pending_item(today) for d in (*plan.pending, *applied.demoted)]
        update = stage_pending(tx, pending, applied.resolved_pairs)
    paths = tx.record.paths if tx.record else tx.planned()
    state.record_changes([p for p in paths if p != MEMORY_INDEX], set(), "contradiction auto-resolved")
    state.record_changes([p for p in paths if p == MEMORY_INDEX], set(), "Pending Review updated")
    if lint_report.deferred:
        state.issues.append(f"lint: {lint_report.model_use}")
    for finding in lint_report.findings:
        if finding.code == "judge_error":
            state.issues.append(f"lint: {finding.path}: {finding.message}")
    state.contradictions = [v.to_dict() for v in lint_report.contradictions]
    state.lint = LintLine(lint_report.candidates, len(lint_report.contradictions), len(applied.applied),
                          len(update.added), len(update.removed))
    step.counts.update(candidates=lint_report.candidates, contradictions=len(lint_report.contradictions),
                       auto_resolved=len(applied.applied), pending_added=len(update.added),
                       pending_removed=len(update.removed))


def step_capture_apply(store: Store, options: Options, state: RunState, step: StepReport) -> None:
    """5. Write candidate files and reinforcement counters, and mark the inputs consumed — one transaction."""
    from memcli.extract.write import stage_candidates
    from memcli.reinforce import apply_reinforcement

    if not state.sources:
        step.skipped_because = "no new inputs"
        return
    step.ran = True
    store.scan(refresh=True)
    with _transaction(store, options, state, "capture") as tx:
        staged = stage_candidates(store, tx, state.candidates)
        promoted = _auto_promote(store, tx, staged.paths) if store.config["consolidate.auto_promote"] else []
        reinforced = apply_reinforcement(store, tx, state.reinforcement) if state.reinforcement else []
        ledger.stage_consumed(store, tx, [source.consumed() for source in state.sources], state.reinforced_keys)
    for candidate, path in staged.created:
        state.record_changes([path], {path}, f"new {candidate.type} candidate ({candidate.rule}) from {candidate.source}")
    for candidate, path in staged.restated:
        state.record_changes([path], set(), f"candidate stated again by the person ({candidate.source})")
    state.record_changes(reinforced, set(), "reinforced: restated in a conversation")
    for candidate, path in staged.created:
        state.noted.append((candidate.confidence, candidate.content, f"{candidate.rule} from {candidate.source} ({path})"))
    step.counts.update(candidates_written=len(staged.paths), already_queued=len(staged.already_queued),
                       restated=len(staged.restated), auto_promoted=len(promoted), reinforced=len(reinforced))


def _auto_promote(store: Store, tx: Any, paths: list[str]) -> list[str]:
    """With ``consolidate.auto_promote``, new candidates with confidence ≥ 0.9 become active."""
    from memcli.store.audit import AUDIT_PATH, audit_line
    from memcli.store.frontmatter import edit, parse

    promoted = []
    for path in paths:
        text = tx.read_text(path) or ""
        meta, _, _ = parse(text)
        confidence = meta.get("confidence")
        if isinstance(confidence, (int, float)) and not isinstance(confidence, bool) and confidence >= 0.9:
            tx.write_text(path, edit(text, set={"status": "active"}))
            tx.append_after_commit(AUDIT_PATH, audit_line(store.clock.stamp(), "promote", str(meta.get("id", path)),
                                                          "candidate", "active", "consolidate"))
            promoted.append(path)
    return promoted


def step_proposals(store: Store, options: Options, state: RunState, step: StepReport) -> None:
    """Graduation proposals (never applied): saved for ``memcli review list`` and noted in the diary."""
    from memcli.entities.proposals import propose_graduations, render_for_diary, save_proposals

    step.ran = True
    store.scan(refresh=True)
    proposals = propose_graduations(store)
    save_proposals(store, proposals, dry_run=options.dry_run)
    state.noted.extend(render_for_diary(proposals))
    step.counts["proposals"] = len(proposals)


def step_index(store: Store, options: Options, state: RunState, step: StepReport) -> None:
    """Refresh the recall index (a read cache) so ``recall`` and the prompt hook see tonight's memories."""
    from memcli.patterns.index import refresh_index

    if options.dry_run:
        step.skipped_because = "dry run"
        return
    step.ran = True
    stats = refresh_index(store)
    step.counts.update(added=stats.added, updated=stats.updated, removed=stats.removed)


# -------------------------------------------------------------------- report


def _summary_line(state: RunState) -> str:
    parts = [f"{len(state.sources)} input(s)"]
    written = sum(1 for c in state.changes.values() if c.created)
    parts.append(f"{written} file(s) created, {len(state.changes) - written} updated")
    if state.lint is not None:
        parts.append(f"{state.lint.contradictions} contradiction(s)")
    failed = [s.name for s in state.steps if not s.ok]
    if failed:
        parts.append("failed: " + ", ".join(failed))
    return "; ".join(parts)


def step_report(store: Store, options: Options, state: RunState, step: StepReport) -> str | None:
    """6. The lint-stats line and the diary section, in one transaction."""
    from memcli.lint.stats import STATS_PATH, stats_line

    step.ran = True
    day = store.clock.today.isoformat()
    diary_rel = report.diary_path(day)
    with _transaction(store, options, state, "report") as tx:
        if state.lint is not None:
            line = stats_line(today=store.clock.today, candidates_found=state.lint.candidates,
                              contradictions_detected=state.lint.contradictions, auto_resolved=state.lint.auto_resolved,
                              pending_added=state.lint.pending_added, memory_index_text=tx.read_text(MEMORY_INDEX) or "")
            stats = tx.read_text(STATS_PATH) or ""
            tx.write_text(STATS_PATH, stats + ("" if not stats or stats.endswith("\n") else "\n") + line + "\n")
        section = DiarySection(store.clock.now, _summary_line(state), state.sessions, list(state.changes.values()),
                               state.lint, state.noted, state.issues)
        tx.write_text(diary_rel, report.append_section(tx.read_text(diary_rel), day, section))
    step.counts["diary"] = diary_rel
    return diary_rel


def consolidate(store: Store, options: Options, progress: Callable[[str], None] | None = None) -> ConsolidateResult:
    """Run the whole nightly pipeline under the store lock (a dry run takes no lock and writes nothing)."""
    if options.since != "all":
        try:
            parse_duration(options.since)
        except ValueError as exc:
            raise UsageError(f"--since: {exc}") from None
    started = store.clock.now
    clock_start = time.monotonic()
    state = RunState()
    if options.dry_run:
        diary = _pipeline(store, options, state, progress)
    else:
        with store.locked(COMMAND):
            diary = _pipeline(store, options, state, progress)
    duration = time.monotonic() - clock_start
    result = ConsolidateResult(
        store.clock.stamp(), duration, options.dry_run, tuple(state.steps), tuple(state.sessions),
        tuple(state.changes.values()), tuple(c.to_dict() for c in state.candidates), tuple(state.contradictions),
        state.patterns, tuple(state.noted), tuple(state.issues), diary)
    if not options.dry_run:
        _append_run_record(store, started, duration, state, result.exit_code)
    return result


def _pipeline(store: Store, options: Options, state: RunState, progress: Callable[[str], None] | None) -> str | None:
    for name, fn in (("skeleton", step_skeleton), ("gather", step_gather), ("extract", step_capture_plan),
                     ("patterns", step_patterns), ("lint", step_lint), ("apply", step_capture_apply),
                     ("proposals", step_proposals), ("index", step_index)):
        _run_step(name, fn, store, options, state, progress)
    holder: dict[str, str | None] = {"diary": None}

    def reporting(s: Store, o: Options, st: RunState, step: StepReport) -> None:
        holder["diary"] = step_report(s, o, st, step)

    _run_step("report", reporting, store, options, state, progress)
    return holder["diary"]


def _append_run_record(store: Store, started: Any, duration: float, state: RunState, exit_code: int) -> None:
    counts = {s.name: s.counts for s in state.steps if s.ran}
    errors = [f"{s.name}: {s.error}" for s in state.steps if s.error]
    try:
        ensure_private_dir(store.state_dir)
        append_line(store.root / report.RUNS_PATH, report.run_record(started, duration, counts, errors, False, exit_code,
                                                                                 state.issues))
    except OSError as exc:
        log.warning("could not append the run record to %s: %s", report.RUNS_PATH, exc.strerror)
