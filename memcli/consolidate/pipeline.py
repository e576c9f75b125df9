"""``memcli consolidate``: the nightly run, step by step (docs/contracts.md §8).

The pipeline owns no rules: it is straight-line code over the typed values
each capability's plan returns, applying each plan in one safe-edit
transaction of its own. ``run_step`` keeps a failing step from stopping the
night: the failure is recorded, the step's value falls back to "nothing",
and the later steps run. One failure does stop it: Claude Code's
consolidation lock (``ClaudeCodeBusy``, met before a step or at a step's
transaction) ends the night with exit 3; the steps committed before it stay
committed and the run record says where the night stopped.

0. guard: outside changes since the snapshot, recorded; the snapshot refreshed → ``Noticed``
0. check the skeleton (``MEMORY.md``)                          → nothing
1. gather inputs (inbox, transcripts) not consumed before      → ``Inputs``
2. extract candidates and plan reinforcement (capture)         → ``CapturePlan``
3. pattern reinforcement, when enabled and due                 → ``PatternResult``
4. contradiction lint with auto-resolve (Pending Review)       → ``LintSummary``
5. apply capture (reads 1 and 2): candidate files, auto-promotion, reinforcement counters, the consumed ledger
6. graduation proposals; the recall index
7. report: the lint-stats line and the diary (one transaction), then a run record in ``.memcli/runs.jsonl``
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, TypeVar

from memcli import parallel
from memcli.clock import parse_duration
from memcli.consolidate import ledger
from memcli.consolidate.issues import collect_warnings, read_issues
from memcli.consolidate.sources import Source, gather, input_folders
from memcli.errors import USER_ERRORS, ClaudeCodeBusy, UsageError
from memcli.extract import EXTRACTOR_VERSION
from memcli.formats import diary
from memcli.formats.diary import Change, DiarySection, LintLine
from memcli.formats.layout import MEMORY_INDEX
from memcli.formats.runs import run_record
from memcli.safeedit import append_line, ensure_private_dir
from memcli.safeedit.lock import wait_for_claude_code
from memcli.safeedit.transaction import Transaction
from memcli.store import Store
from memcli.store.store import initial_index

if TYPE_CHECKING:
    from memcli.extract.candidates import Candidate, Extractor
    from memcli.lint.lint_run import Judge
    from memcli.patterns.engine import PatternResult
    from memcli.reinforce import ReinforcePlan

log = logging.getLogger("memcli")
COMMAND = "consolidate"
T = TypeVar("T")


@dataclass(frozen=True)
class Options:
    """What the user asked for."""

    since: str = "48h"
    transcripts: tuple[str, ...] = ()
    dry_run: bool = False
    force_patterns: bool = False
    reprocess: bool = False  # mine again what an older extractor version consumed


@dataclass(frozen=True)
class Backends:
    """The backends the night hands to lint and extract, chosen by the composition root (``memcli.wiring``)."""

    judge: Judge | None  # None: ``lint.judge = "none"``, file findings only
    extractor: Extractor | None = None  # what ``extract.backend`` adds to the rules (None: the rules alone)


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
class NightLog:
    """What the night did, for the diary and the summary: each step's report, the files changed, notes, issues."""

    steps: list[StepReport] = field(default_factory=list)
    changes: dict[str, Change] = field(default_factory=dict)
    noted: list[tuple[float, str, str]] = field(default_factory=list)  # (confidence, insight, context)
    issues: list[str] = field(default_factory=list)
    pattern_run: tuple[str, dict[str, Any]] | None = None  # (when, counts) of a pattern step that ran for real
    outside: list[tuple[str, str, int | None, int | None]] = field(default_factory=list)  # (change, path, before, after)
    guard: dict[str, Any] | None = None  # the json summary of step 0

    def changed(self, paths: list[str], created: set[str], reason: str) -> None:
        """Remember created/updated files for the diary (the first reason given wins)."""
        for path in paths:
            if path not in self.changes:
                self.changes[path] = Change(path, path in created, reason)


@dataclass(frozen=True)
class Inputs:
    """Step 1: the inputs to read tonight, and the consumed ledger as the night found it."""

    sources: tuple[Source, ...] = ()
    consumed: ledger.Ledger = field(default_factory=ledger.Ledger)


@dataclass(frozen=True)
class CapturePlan:
    """Step 2: candidates to queue, reinforcement to apply, and what each input held."""

    candidates: tuple[Candidate, ...] = ()
    reinforcement: ReinforcePlan | None = None
    reinforced_keys: tuple[str, ...] = ()  # responses that reinforced (their texts are not kept)
    sessions: tuple[tuple[str, str], ...] = ()  # (input, what it held) for the diary


@dataclass(frozen=True)
class LintSummary:
    """Step 4: the diary's lint counts and the contradictions found."""

    line: LintLine
    contradictions: tuple[dict, ...]


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
    outside: dict[str, Any] | None = None  # docs/contracts.md §4b: what changed outside memcli, and its transaction
    stopped: bool = False  # Claude Code's lock stopped the night (exit 3)

    @property
    def exit_code(self) -> int:
        """0 when every step ran and nothing needs the owner's attention; 1 when a step failed or there are issues;
        3 when Claude Code's lock stopped the night."""
        if self.stopped:
            return 3
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
            "issues": list(self.issues), "diary": self.diary, "outside": self.outside,
        }


class Transactions:
    """The night's transactions, one per step.

    In a dry run nothing is written, so each step starts from what the
    earlier steps would have written (staged again, never committed): the
    dry run then reports what the real run would do, e.g. no reinforcement
    of a memory that pattern reinforcement supersedes first.
    """

    def __init__(self, store: Store, dry_run: bool) -> None:
        self.store = store
        self.dry_run = dry_run
        self.staged: dict[str, bytes | None] = {}  # dry run: what earlier steps would have written

    @contextmanager
    def open(self, name: str) -> Iterator[Transaction]:
        """One step's transaction."""
        with self.store.transaction(f"{COMMAND}: {name}", dry_run=self.dry_run) as tx:
            for rel, data in self.staged.items():
                if data is None:
                    tx.delete(rel)
                else:
                    tx.write_bytes(rel, data, allow_shrink=True, allow_empty=True)
            yield tx
        if self.dry_run:
            self.staged.update({rel: tx.read_bytes(rel) for rel in tx.planned()})
            self.store.assume_written(self.staged)


def _changed_paths(tx: Transaction) -> list[str]:
    return list(tx.record.paths) if tx.record else tx.planned()


def run_step(night: NightLog, name: str, work: Callable[[StepReport], T], failed: T,
             progress: Callable[[str], None] | None = None) -> T:
    """Run one step; when it fails, record why and return ``failed`` so that the night goes on.

    ``ClaudeCodeBusy`` is recorded and raised again: Claude Code consolidating the folder stops the night.
    """
    step = StepReport(name)
    night.steps.append(step)
    resident = parallel.resident_bytes()
    if progress:
        progress(name)
    try:
        value = work(step)
    except ClaudeCodeBusy as exc:  # docs/contracts.md §4b: every writer stands back, the night included
        step.ok = False
        step.error = exc.message
        night.issues.append(f"stopped at {name}: {exc.message}")
        log.debug("consolidate: stopped at step %s: %s", name, exc.message)
        raise
    except Exception as exc:  # a failing step is recorded; the run goes on
        step.ok = False
        step.error = exc.message if isinstance(exc, USER_ERRORS) else f"{type(exc).__name__}: {exc}"
        night.issues.append(f"{name} failed: {step.error}")
        log.error("consolidate: step %s failed: %s", name, step.error)
        log.debug("consolidate: step %s failed", name, exc_info=True)
        value = failed
    else:
        log.info("consolidate: %s: %s", name, ", ".join(f"{k}={v}" for k, v in step.counts.items()) or "done")
    parallel.give_back_memory(since=resident)  # what a step built and dropped must not add to the next step's peak
    return value


# -------------------------------------------------------------------- steps


def step_guard(store: Store, options: Options, night: NightLog, step: StepReport) -> None:
    """0. Before anything else: what other writers changed since memcli last saw the store, recorded as one
    ``outside memcli`` transaction, and the snapshot refreshed (docs/contracts.md §4b); mass deletions are issues."""
    from memcli.guard.notice import diary_lines, notice, summary

    step.ran = True
    noticed = notice(store, dry_run=options.dry_run)
    night.outside.extend(diary_lines(noticed))
    night.issues.extend(noticed.issues)
    night.guard = summary(noticed)
    step.counts.update(outside_changes=len(noticed.changes), first_snapshot=noticed.first)
    if noticed.txid:
        step.counts["transaction"] = noticed.txid


def step_skeleton(store: Store, txs: Transactions, night: NightLog, step: StepReport) -> None:
    """0. Check the store: its ``MEMORY.md`` index (the diary folder is made with the first diary), and memory
    files that cannot be read (each one an issue: the night skips it)."""
    step.ran = True
    with txs.open("skeleton") as tx:
        if tx.read_text(MEMORY_INDEX) is None:
            tx.write_text(MEMORY_INDEX, initial_index(store.root, store.layout))
    created = list(tx.record.paths) if tx.record else []
    night.changed(created, set(created), "store skeleton: the memory index was missing")
    step.counts["created"] = len(created)
    skipped = store.summaries().findings  # the files that could not be read at all (validate's read codes)
    night.issues.extend(f"memory file {f.path} skipped: {f.code}: {f.message}" + (f" (line {f.line})" if f.line else "")
                        for f in skipped)
    step.counts["unreadable_files"] = len(skipped)


def step_gather(store: Store, options: Options, night: NightLog, step: StepReport) -> Inputs:
    """1. Inputs modified within ``--since`` that were not consumed before."""
    step.ran = True
    since_seconds = None if options.since == "all" else parse_duration(options.since).total_seconds()
    consumed = ledger.load(store)
    configured, workspaces = store.config["consolidate.transcripts"], store.config["consolidate.claude_workspaces"]
    sessions_dir = store.layout.sessions_dir
    for folder, origin in input_folders(store.root, options.transcripts, configured, workspaces, sessions_dir):
        log.info("consolidate: reading inputs from %s (%s)", folder, origin)
    gathered = gather(store.root, store.clock.now, since_seconds, consumed, version=EXTRACTOR_VERSION,
                      reprocess=options.reprocess, transcripts=options.transcripts, configured=configured,
                      workspaces=workspaces, sessions_dir=sessions_dir)
    night.issues.extend(gathered.problems)
    step.counts["inputs"] = len(gathered.sources)
    step.counts["unreadable_inputs"] = len(gathered.problems)
    step.counts["bytes"] = sum(s.size for s in gathered.sources)
    return Inputs(tuple(gathered.sources), consumed)


def step_capture_plan(store: Store, inputs: Inputs, night: NightLog, step: StepReport,
                      extractor: Extractor | None = None) -> CapturePlan:
    """2. Extract candidates and plan reinforcement from the new part of each input, in one streamed pass."""
    from memcli.extract.candidates import extract_candidates
    from memcli.extract.readers import display_path, read_file
    from memcli.reinforce import Planner

    step.ran = True
    reinforced = inputs.consumed.reinforced_keys()
    planner = Planner(store)
    cap = int(store.config["max_file_bytes"])
    responses: dict[str, int] = {}

    def records():
        for source in inputs.sources:
            for record in read_file(source.path, root=store.root, include_user=True, max_bytes=cap, span=source.span):
                if record.is_response:
                    responses[record.path] = responses.get(record.path, 0) + 1
                    key = ledger.record_key(record)
                    # A response counts once: not when re-mined (--reprocess), nor when its file was rewritten.
                    if (record.line or 0) > source.mined_before and key not in reinforced:
                        planner.add(record, key)
                yield record

    with collect_warnings() as warnings:  # the readers skip broken lines with a warning: the diary must name them
        candidates = extract_candidates(records(), store, model=extractor)
    shown = [display_path(source.path, store.root) for source in inputs.sources]
    night.issues.extend(read_issues(warnings, shown))
    reinforcement = planner.plan()
    sessions = tuple((source.label, f"{responses.get(name, 0)} new response(s), {source.size} bytes")
                     for source, name in zip(inputs.sources, shown))
    # What reinforcement *matched*; the files it changed are counted by step 5 (``apply.reinforced``).
    step.counts.update(responses=sum(responses.values()), candidates=len(candidates),
                       reinforce_matches=len(reinforcement.items))
    return CapturePlan(tuple(candidates), reinforcement, tuple(planner.matched_keys), sessions)


def step_patterns(store: Store, options: Options, txs: Transactions, night: NightLog,
                  step: StepReport) -> PatternResult | None:
    """3. Pattern reinforcement when enabled and its cadence is due (``--force-patterns`` overrides)."""
    from memcli.patterns.cadence import cadence_due
    from memcli.patterns.engine import apply_plan, plan_patterns

    if not store.config["patterns.enabled"]:
        step.skipped_because = "patterns.enabled is false"
        return None
    if not cadence_due(store, force=options.force_patterns):
        step.skipped_because = f"last run is newer than patterns.cadence ({store.config['patterns.cadence']})"
        return None
    step.ran = True
    with txs.open("patterns") as tx:
        plan = plan_patterns(store.scan(refresh=True).memories, min_count=store.config["patterns.min_count"],
                             categories=store.config["patterns.categories"], now_stamp=store.clock.stamp())
        apply_plan(store, tx, plan)
    if not options.dry_run:
        # recorded once the night's transactions are committed (``consolidate``): an undo of the night takes it back
        night.pattern_run = (store.clock.stamp(), plan.result.run_counts())
    result = plan.result
    night.changed(_changed_paths(tx), set(), "pattern reinforcement")
    step.counts.update(clusters=result.clusters_found, canonicals_updated=result.canonicals_updated,
                       superseded=result.duplicates_superseded)
    return result


def _patterns_json(result: PatternResult) -> dict[str, Any]:
    return {"clustersFound": result.clusters_found, "canonicalsUpdated": result.canonicals_updated,
            "duplicatesSuperseded": result.duplicates_superseded,
            "clusters": [{"canonicalId": c.canonical_id, "count": c.count, "supersededIds": list(c.superseded_ids)}
                         for c in result.clusters]}


def step_lint(store: Store, txs: Transactions, night: NightLog, step: StepReport,
              judge: Judge | None) -> LintSummary | None:
    """4. Contradiction lint with auto-resolve within the mutation budget; the rest goes to Pending Review.

    ``judge`` is the night's (``Backends.judge``); ``None`` looks for no pairs."""
    from memcli.lint.resolve import apply_resolutions, plan_report, stage_pending
    from memcli.lint.lint_run import run_lint

    if not store.config["lint.enabled"]:
        step.skipped_because = "lint.enabled is false"
        return None
    step.ran = True
    store.scan(refresh=True)
    report = run_lint(store, judge=judge)
    today = store.clock.today
    plan = plan_report(store, report, budget=store.config["consolidate.max_mutations"], today=today)
    with txs.open("lint") as tx:
        applied = apply_resolutions(store, tx, plan, today=today)
        pending = [d.verdict.pending_item(today) for d in (*plan.pending, *applied.demoted)]
        update = stage_pending(tx, pending, applied.resolved_pairs)
    paths = _changed_paths(tx)
    night.changed([p for p in paths if p != MEMORY_INDEX], set(), "contradiction auto-resolved")
    night.changed([p for p in paths if p == MEMORY_INDEX], set(), "Pending Review updated")
    if report.deferred:
        night.issues.append(f"lint: {report.model_use}")
    night.issues.extend(f"lint: {f.path}: {f.message}" for f in report.findings if f.code == "judge_error")
    step.counts.update(candidates=report.candidates, contradictions=len(report.contradictions),
                       auto_resolved=len(applied.applied), pending_added=len(update.added),
                       pending_removed=len(update.removed))
    line = LintLine(report.candidates, len(report.contradictions), len(applied.applied), len(update.added),
                    len(update.removed))
    return LintSummary(line, tuple(v.to_dict() for v in report.contradictions))


def step_capture_apply(store: Store, inputs: Inputs, capture: CapturePlan, txs: Transactions, night: NightLog,
                       step: StepReport) -> None:
    """5. Write candidate files (auto-promoting the confident ones when asked), reinforcement counters, and mark
    the inputs consumed — one transaction. Reads steps 1 (the inputs) and 2 (the capture plan)."""
    from memcli.entities.graduate import DECISION_HOOKS
    from memcli.entities.routing import router_for
    from memcli.extract.write import stage_candidates
    from memcli.reinforce import apply_reinforcement
    from memcli.review.decisions import auto_promote

    if not inputs.sources:
        step.skipped_because = "no new inputs"
        return
    step.ran = True
    store.scan(refresh=True)
    with txs.open("capture") as tx:
        staged = stage_candidates(store, tx, capture.candidates, router=router_for(store))
        promoted = (auto_promote(store, tx, staged.paths, hooks=DECISION_HOOKS)
                    if store.config["consolidate.auto_promote"] else [])
        reinforced = apply_reinforcement(store, tx, capture.reinforcement) if capture.reinforcement else []
        ledger.stage_consumed(store, tx, [source.consumed() for source in inputs.sources], capture.reinforced_keys)
    for candidate, path in staged.created:
        night.changed([path], {path}, f"new {candidate.type} candidate ({candidate.rule}) from {candidate.source}")
    for candidate, path in staged.restated:
        night.changed([path], set(), f"candidate stated again by the person ({candidate.source})")
    night.changed(reinforced, set(), "reinforced: restated in a conversation")
    night.noted.extend((candidate.confidence, candidate.content, f"{candidate.rule} from {candidate.source} ({path})")
                       for candidate, path in staged.created)
    step.counts.update(candidates_written=len(staged.paths), already_queued=len(staged.already_queued),
                       restated=len(staged.restated), auto_promoted=len(promoted), reinforced=len(reinforced))


def step_proposals(store: Store, options: Options, night: NightLog, step: StepReport) -> None:
    """Graduation proposals (never applied): saved for ``memcli review list`` and noted in the diary."""
    from memcli.entities.proposals import propose_graduations, render_for_diary, save_proposals

    step.ran = True
    store.scan(refresh=True)
    proposals = propose_graduations(store)
    save_proposals(store, proposals, dry_run=options.dry_run)
    night.noted.extend(render_for_diary(proposals))
    step.counts["proposals"] = len(proposals)


def step_index(store: Store, options: Options, step: StepReport) -> None:
    """Refresh the recall index (a read cache) so ``recall`` and the prompt hook see tonight's memories."""
    from memcli.patterns.index import refresh_index

    if options.dry_run:
        step.skipped_because = "dry run"
        return
    step.ran = True
    stats = refresh_index(store)
    step.counts.update(added=stats.added, updated=stats.updated, removed=stats.removed)


# -------------------------------------------------------------------- report


def _summary_line(night: NightLog, inputs: Inputs, lint: LintSummary | None) -> str:
    parts = [f"{len(inputs.sources)} input(s)"]
    written = sum(1 for c in night.changes.values() if c.created)
    parts.append(f"{written} file(s) created, {len(night.changes) - written} updated")
    if night.outside:
        parts.append(f"{len(night.outside)} changed outside memcli")
    if lint is not None:
        parts.append(f"{lint.line.contradictions} contradiction(s)")
    failed = [s.name for s in night.steps if not s.ok]
    if failed:
        parts.append("failed: " + ", ".join(failed))
    return "; ".join(parts)


def step_report(store: Store, txs: Transactions, night: NightLog, inputs: Inputs, capture: CapturePlan,
                lint: LintSummary | None, step: StepReport) -> str:
    """7. The lint-stats line and the diary section, in one transaction; the diary's store-relative path."""
    from memcli.lint.stats import stats_line

    step.ran = True
    day = store.clock.today.isoformat()
    diary_rel = store.layout.diary_file(day)
    stats_rel = store.layout.stats_path
    with txs.open("report") as tx:
        if lint is not None:
            line = stats_line(today=store.clock.today, candidates_found=lint.line.candidates,
                              contradictions_detected=lint.line.contradictions, auto_resolved=lint.line.auto_resolved,
                              pending_added=lint.line.pending_added, memory_index_text=tx.read_text(MEMORY_INDEX) or "")
            stats = tx.read_text(stats_rel) or ""
            tx.write_text(stats_rel, stats + ("" if not stats or stats.endswith("\n") else "\n") + line + "\n")
        section = DiarySection(store.clock.now, _summary_line(night, inputs, lint), capture.sessions,
                               list(night.changes.values()), lint.line if lint else None, night.noted, night.issues,
                               night.outside)
        tx.write_text(diary_rel, diary.append_section(tx.read_text(diary_rel), day, section))
    step.counts["diary"] = diary_rel
    return diary_rel


# -------------------------------------------------------------------- the night


def consolidate(store: Store, options: Options, progress: Callable[[str], None] | None = None, *,
                backends: Backends) -> ConsolidateResult:
    """Run the whole nightly pipeline under the store lock (a dry run takes no lock and writes nothing).

    ``backends`` are the judge and extractor the caller wired (``memcli.wiring.night_backends``).
    """
    if options.since != "all":
        try:
            parse_duration(options.since)
        except ValueError as exc:
            raise UsageError(f"--since: {exc}") from None
    started = store.clock.now
    clock_start = time.monotonic()
    night = NightLog()
    if options.dry_run:
        result = _night(store, options, backends, progress, night)
    else:
        try:
            with store.locked(COMMAND):
                result = _night(store, options, backends, progress, night)
        except ClaudeCodeBusy:
            if night.steps:  # stopped mid-run: the steps before committed, so the run is recorded (exit 3)
                _append_run_record(store, started, _stopped(night, time.monotonic() - clock_start))
            raise
    result = replace(result, started=store.clock.stamp(), duration=time.monotonic() - clock_start)
    if not options.dry_run:
        _append_run_record(store, started, result)
    return result


def _stopped(night: NightLog, duration: float) -> ConsolidateResult:
    """What a night stopped by Claude Code's lock did before it stopped (no diary: the report step never ran)."""
    return ConsolidateResult("", duration, False, tuple(night.steps), (), tuple(night.changes.values()), (), (), None,
                             tuple(night.noted), tuple(night.issues), None, night.guard, stopped=True)


def _record_pattern_run(store: Store, night: NightLog) -> None:
    """Record the night's pattern step for ``patterns.cadence``, with the night's run id (known once it committed)."""
    from memcli.patterns.cadence import record_run

    if night.pattern_run is not None:
        at, counts = night.pattern_run
        record_run(store, counts, at=at)


def _night(store: Store, options: Options, backends: Backends,
           progress: Callable[[str], None] | None, night: NightLog) -> ConsolidateResult:
    """The steps in order, each given exactly the earlier values it reads (``started`` and ``duration`` left 0).

    A real run looks at Claude Code's lock before each step (the step's transactions look again): a step
    never starts while Claude Code consolidates; after ``--wait`` seconds the night stops (``ClaudeCodeBusy``).
    """
    txs = Transactions(store, options.dry_run)

    def step(name: str, work: Callable[[StepReport], T], failed: T) -> T:
        def gated(report: StepReport) -> T:
            if not options.dry_run:
                wait_for_claude_code(store.root, store.wait)
            return work(report)

        return run_step(night, name, gated, failed, progress)

    step("guard", lambda s: step_guard(store, options, night, s), None)
    step("skeleton", lambda s: step_skeleton(store, txs, night, s), None)
    inputs = step("gather", lambda s: step_gather(store, options, night, s), Inputs())
    capture = step("extract", lambda s: step_capture_plan(store, inputs, night, s, backends.extractor), CapturePlan())
    patterns = step("patterns", lambda s: step_patterns(store, options, txs, night, s), None)
    lint = step("lint", lambda s: step_lint(store, txs, night, s, backends.judge), None)
    step("apply", lambda s: step_capture_apply(store, inputs, capture, txs, night, s), None)
    step("proposals", lambda s: step_proposals(store, options, night, s), None)
    step("index", lambda s: step_index(store, options, s), None)
    diary_rel = step("report", lambda s: step_report(store, txs, night, inputs, capture, lint, s), None)
    if not options.dry_run:
        _record_pattern_run(store, night)
    return ConsolidateResult(
        "", 0.0, options.dry_run, tuple(night.steps), capture.sessions, tuple(night.changes.values()),
        tuple(c.to_dict() for c in capture.candidates), lint.contradictions if lint else (),
        _patterns_json(patterns) if patterns is not None else None, tuple(night.noted), tuple(night.issues), diary_rel,
        night.guard)


def _append_run_record(store: Store, started: Any, result: ConsolidateResult) -> None:
    counts = {s.name: s.counts for s in result.steps if s.ran}
    errors = [f"{s.name}: {s.error}" for s in result.steps if s.error]
    runs_rel = store.layout.runs_path
    try:
        ensure_private_dir(store.state_dir)
        append_line(store.root / runs_rel, run_record(started, result.duration, counts, errors, False, result.exit_code,
                                                       result.issues, run=store.run.id))
    except OSError as exc:
        log.warning("could not append the run record to %s: %s", runs_rel, exc.strerror)
