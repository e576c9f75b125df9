"""``memcli consolidate``: the cron job."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Optional

import typer

from memcli.cli.render import check_format, console, err, format_option, out, out_json
from memcli.formats.markup import escape_name

if TYPE_CHECKING:
    from memcli.consolidate.pipeline import ConsolidateResult


def _lines(title: str, items: list[str]) -> list[str]:
    return [title, *[f"  {item}" for item in items]] if items else []


def render_text(result: ConsolidateResult) -> str:
    """The human summary (printed on a terminal or with -v)."""
    steps = {s.name: s for s in result.steps}
    head = "consolidate" + (" (dry run: nothing written)" if result.dry_run else "")
    applied = steps["apply"].counts if "apply" in steps else {}
    queued = applied.get("already_queued", 0)
    lines = [f"{head}: {len(result.sessions)} input(s), {applied.get('candidates_written', 0)} new candidate(s)"
             + (f" ({queued} already in the review queue)" if queued else "")
             + f", {len(result.contradictions)} contradiction(s), {len(result.changes)} file(s) changed"]
    lines += _lines("Sessions reviewed:", [f"{escape_name(src)}: {held}" for src, held in result.sessions])
    lines += _lines("Candidates found:", [f"[{c['type']}] {c['content']}  ({c['rule']}, {c['source']})" for c in result.candidates])
    reinforced = applied.get("reinforced", 0)  # files whose counters changed, not what the matcher proposed
    if reinforced:
        lines.append(f"Reinforced: {reinforced} memor{'y' if reinforced == 1 else 'ies'} restated in conversation")
    patterns = result.patterns
    if patterns is not None:
        lines += _lines("Pattern clusters:", [
            f"{c['canonicalId']} [{c['count']}x]" + (f" supersedes {', '.join(c['supersededIds'])}" if c["supersededIds"] else "")
            for c in patterns["clusters"]]) or ["Pattern clusters: none"]
    elif "patterns" in steps and steps["patterns"].skipped_because:
        lines.append(f"Pattern reinforcement skipped: {steps['patterns'].skipped_because}")
    for item in result.contradictions:
        lines += [f"Contradiction: {escape_name(item['a'])} vs {escape_name(item['b'])}", f"  A: {item['claim_a']}",
                  f"  B: {item['claim_b']}"]
    lint = steps.get("lint")
    if lint is not None and lint.ran:
        lines.append(f"Lint: {lint.counts.get('auto_resolved', 0)} auto-resolved, {lint.counts.get('pending_added', 0)} "
                     f"added to Pending Review in MEMORY.md")
    lines += _lines("Memory changes:", [f"{'created' if c.created else 'updated'} {escape_name(c.path)} — {c.reason}"
                                        for c in result.changes])
    lines += _lines("Issues:", list(result.issues))
    if result.diary:
        lines.append(f"Diary: {result.diary}" + (" (not written)" if result.dry_run else ""))
    return "\n".join(lines)


def consolidate_cmd(
    ctx: typer.Context,
    since: Optional[str] = typer.Option(None, "--since", metavar="DURATION|all", show_default="48h, or consolidate.since",
                                        help="Take inputs modified within this window (48h, 7d) or 'all'."),
    transcripts: list[str] = typer.Option([], "--transcripts", metavar="PATH", help="Also read these transcripts (file, folder or glob); repeatable."),
    force_patterns: bool = typer.Option(False, "--force-patterns", help="Run pattern reinforcement even if its cadence is not due."),
    reprocess: bool = typer.Option(False, "--reprocess", help="Mine again the inputs an older extractor version consumed."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Compute everything, print the same result, write nothing."),
    format: str = format_option(),
    quiet: bool = typer.Option(False, "--quiet", help="Print nothing on success, even on a terminal."),
) -> None:
    """Run the nightly loop: gather, extract and reinforce, patterns, lint, apply, report."""
    state = ctx.obj
    check_format(format)
    store = state.store(options={"consolidate.since": since})
    from memcli.consolidate.pipeline import Options, consolidate  # only this command pays for the pipeline
    from memcli.wiring import night_backends

    options = Options(since=str(store.config["consolidate.since"]), transcripts=tuple(transcripts),
                      dry_run=dry_run, force_patterns=force_patterns, reprocess=reprocess)
    backends = night_backends(store)
    show_progress = sys.stderr.isatty() and not quiet and not state.quiet
    if show_progress:
        with console().status("consolidating…") as status:
            result = consolidate(store, options, lambda step: status.update(f"consolidating: {step}…"),
                                 backends=backends)
    else:
        result = consolidate(store, options, backends=backends)
    shown = False
    if format == "json":
        out_json(result.to_json())
    elif not quiet and (sys.stdout.isatty() or state.verbose or dry_run):
        out(render_text(result))  # a dry run is asked for by a person: always show what it would do
        shown = True
    unsaid = unlogged_issues(result)
    if unsaid and not shown:
        err(issues_text(result, unsaid))  # cron mails only what is printed: the exit code alone would go unseen
    raise typer.Exit(result.exit_code)


def unlogged_issues(result: ConsolidateResult) -> list[str]:
    """The issues not yet on stderr (a failed step is logged as it happens)."""
    logged = {f"{s.name} failed: {s.error}" for s in result.steps if s.error}
    return [issue for issue in result.issues if issue not in logged]


def issues_text(result: ConsolidateResult, issues: list[str]) -> str:
    """The stderr lines naming a run's issues."""
    where = f" (diary: {result.diary})" if result.diary and not result.dry_run else ""
    lines = [f"memcli: error: consolidate: {len(issues)} issue(s) need your attention{where}:"]
    return "\n".join(lines + [f"  - {issue}" for issue in issues])


def diary_cmd(
    ctx: typer.Context,
    day: Optional[str] = typer.Argument(None, metavar="[DATE]", help="YYYY-MM-DD; default today on the memcli clock."),
    format: str = format_option(),
) -> None:
    """Print a night's diary (exit 1 when no run wrote one that day)."""
    from memcli.consolidate.diary_view import read_diary

    check_format(format)
    view = read_diary(ctx.obj.store(), day)
    if format == "json":
        out_json(view.to_dict())
    else:
        out(view.text)


def register(app: typer.Typer) -> None:
    """Add ``consolidate`` and ``diary``."""
    app.command("consolidate", epilog="Example: memcli --dir ~/memory consolidate --since 7d --dry-run   "
                                      "(cron: see docs/cron.md)")(consolidate_cmd)
    app.command("diary", epilog="Example: memcli --dir ~/memory diary 2026-05-17 --format json")(diary_cmd)
