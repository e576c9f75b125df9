"""``memcli lint``, ``memcli lint resolve`` and ``memcli lint review`` (docs/contracts.md §7): parse, call, render."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Optional

import typer

from memcli.cli.render import check_format, complete_from, format_option, out, out_json
from memcli.cli.state import AppState
from memcli.config import KEEP_CHOICES
from memcli.errors import UsageError
from memcli.formats.markup import escape_name
from memcli.wiring import JUDGES, judge_for, model_verdict_for

if TYPE_CHECKING:
    from memcli.lint.lint_run import LintReport
# The lint modules are imported by the commands that run them: every other command starts faster.

log = logging.getLogger("memcli")

lint_app = typer.Typer(
    help="Find contradictions between live memories (and file problems); review and resolve them.",
    invoke_without_command=True,
    no_args_is_help=False,
    epilog="Example: memcli --dir ~/memory lint --format json   (then: memcli lint review)",
)


def _state(ctx: typer.Context) -> AppState:
    return ctx.obj


@lint_app.callback(invoke_without_command=True)
def lint(
    ctx: typer.Context,
    format: str = format_option(),
    exit_zero: bool = typer.Option(False, "--exit-zero", help="Exit 0 even when something was found."),
    judge: Optional[str] = typer.Option(None, "--judge", metavar=f"[{'|'.join(JUDGES.names)}]",
                                        show_default="lint.judge, else builtin",
                                        autocompletion=complete_from(lambda: JUDGES.names),
                                        help="Judge for candidate pairs: builtin, a model through the claude or llm "
                                             "CLI (lint.model picks the model), or none (file findings only)."),
    judge_cmd: Optional[str] = typer.Option(None, "--judge-cmd", metavar="CMD", show_default="lint.judge_cmd",
                                            help="External judge command, run once per pair with JSON on stdin."),
) -> None:
    """Report file findings and contradictions between live memories (writes nothing)."""
    if ctx.invoked_subcommand is not None:
        return
    check_format(format)
    if judge is not None and judge not in JUDGES:
        raise UsageError(f'--judge expects one of {", ".join(JUDGES.names)}; got "{judge}"')
    from memcli.lint.lint_run import run_lint
    from memcli.validation import other_findings

    store = _state(ctx).store({"lint.judge_cmd": judge_cmd})
    report = run_lint(store, judge=judge_for(store, judge, judge_cmd), other_findings=lambda: other_findings(store))
    if format == "json":
        out_json(report.to_json())
    else:
        out(render_report(report))
    if report.deferred:
        log.warning("%s", report.model_use)
    for verdict in report.evolutions:
        log.info("evolution (not reported): %s vs %s", verdict.a.rel, verdict.b.rel)
    if report.has_problems and not exit_zero:
        raise typer.Exit(1)


def render_report(report: LintReport) -> str:
    """The text form of a lint report."""
    lines = [finding.text() for finding in report.findings]
    for verdict in report.contradictions:
        a, b = escape_name(verdict.a.rel), escape_name(verdict.b.rel)
        lines += [f"contradiction: {a} vs {b}", f"  A {a}: {verdict.claim_a}", f"  B {b}: {verdict.claim_b}"]
    scope = f"{report.candidates} candidate pair(s) among {report.live} live memories"
    if report.judge == "none":
        scope = f"{report.live} live memories, no judge"
    if report.model_use:
        scope += f"; {report.model_use}"
    if report.has_problems:
        lines.append(f"{len(report.findings)} finding(s), {len(report.contradictions)} contradiction(s) ({scope})")
    else:
        lines.append(f"No findings and no contradictions ({scope}).")
    return "\n".join(lines)


@lint_app.command("resolve", epilog='Example: memcli --dir ~/memory lint resolve a.md b.md --keep b --reason "we moved to npm"')
def resolve(
    ctx: typer.Context,
    a: str = typer.Argument(..., metavar="A", help="One file of the pair (file name or store-relative path)."),
    b: str = typer.Argument(..., metavar="B", help="The other file of the pair."),
    keep: str = typer.Option(..., "--keep", metavar=f"[{'|'.join(KEEP_CHOICES)}]", autocompletion=complete_from(KEEP_CHOICES),
                             help="Keep A, keep B, both are valid, or dismiss the finding."),
    reason: Optional[str] = typer.Option(None, "--reason", metavar="TEXT", show_default="the choice made",
                                          help="Why (recorded in resolution_basis)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show what would change; write nothing."),
    format: str = format_option(),
) -> None:
    """Settle one pair from a script: bullet removed, loser annotated, anti-loop records on both files."""
    check_format(format)
    if keep not in KEEP_CHOICES:
        raise UsageError(f'--keep expects one of {", ".join(KEEP_CHOICES)}; got "{keep}"')
    from memcli.lint.resolve import resolve_pair
    from memcli.lint.review import outcome_text

    store = _state(ctx).store()
    outcome = resolve_pair(store, a, b, keep, reason=reason, dry_run=dry_run, judge=judge_for(store))
    if format == "json":
        out_json(outcome.to_dict())
    else:
        out(outcome_text(outcome))


@lint_app.command("explain", epilog="Example: memcli --dir ~/memory lint explain a.md b.md --format json")
def explain(
    ctx: typer.Context,
    a: str = typer.Argument(..., metavar="A", help="One file of the pair (file name or store-relative path)."),
    b: str = typer.Argument(..., metavar="B", help="The other file of the pair."),
    format: str = format_option(),
) -> None:
    """Why lint reports a pair or not: candidate score and rank, claim lines compared, rule or guard, anti-loop,
    the model's cached verdict. Writes nothing."""
    check_format(format)
    from memcli.lint.explain import explain_pair

    store = _state(ctx).store()
    explanation = explain_pair(store, a, b, model_verdict=model_verdict_for(store))
    if format == "json":
        out_json(explanation.to_dict())
    else:
        out(explanation.text())


@lint_app.command("review", epilog="Example: memcli --dir ~/memory lint review")
def review(
    ctx: typer.Context,
    dry_run: bool = typer.Option(False, "--dry-run", help="Walk the pairs but write nothing."),
) -> None:
    """Walk the Pending Review pairs: keep A, keep B, both valid, dismiss, open a file, skip or quit.

    One key on a terminal (? for help); one answer per line when stdin is not a terminal.
    Ctrl-C keeps every decision taken, prints the summary and exits 130.
    """
    from memcli.lint.review import PendingQueue
    from memcli.walker import screen_for, walk

    queue = PendingQueue(_state(ctx).store(), dry_run=dry_run)
    if not queue.items():
        out("Nothing to review: MEMORY.md has no Pending Review bullets.")
        return
    summary = walk(queue, screen_for())
    out(summary.text())
    if summary.interrupted:
        raise typer.Exit(130)


def register(app: typer.Typer) -> None:
    """Add ``lint`` with its ``resolve`` and ``review`` subcommands."""
    app.add_typer(lint_app, name="lint")
