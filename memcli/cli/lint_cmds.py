"""``memcli lint``, ``memcli lint resolve`` and ``memcli lint review`` (SPEC §7): parse, call, render."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from functools import partial
from typing import Optional

import click
import typer

from memcli.cli.render import check_format, console, out, out_json
from memcli.cli.state import AppState
from memcli.errors import MemcliError, UsageError
from memcli.lint.resolve import KEEP_CHOICES, ManualOutcome, drop_bullets, resolve_pair
from memcli.lint.review import KEYS, ReviewItem, review_items
from memcli.lint.run import JUDGE_CHOICES, LintReport, run_lint
from memcli.markup import escape_name
from memcli.validation import other_findings

log = logging.getLogger("memcli")
FORMAT_HELP = "Output format: text or json."

lint_app = typer.Typer(
    help="Find contradictions between live memories (and file problems); review and resolve them.",
    invoke_without_command=True,
    no_args_is_help=False,
)


def _state(ctx: typer.Context) -> AppState:
    return ctx.obj


@lint_app.callback(invoke_without_command=True)
def lint(
    ctx: typer.Context,
    format: str = typer.Option("text", "--format", help=FORMAT_HELP),
    exit_zero: bool = typer.Option(False, "--exit-zero", help="Exit 0 even when something was found."),
    judge: Optional[str] = typer.Option(None, "--judge", metavar="builtin|none",
                                        help="Judge for candidate pairs: builtin (default) or none (file findings only)."),
    judge_cmd: Optional[str] = typer.Option(None, "--judge-cmd", metavar="CMD",
                                            help="External judge command, run once per pair with JSON on stdin."),
) -> None:
    """Report file findings and contradictions between live memories (writes nothing)."""
    if ctx.invoked_subcommand is not None:
        return
    check_format(format)
    if judge is not None and judge not in JUDGE_CHOICES:
        raise UsageError(f'--judge expects one of {", ".join(JUDGE_CHOICES)}; got "{judge}"')
    store = _state(ctx).store({"lint.judge_cmd": judge_cmd})
    report = run_lint(store, judge=judge, judge_cmd=judge_cmd, other_findings=other_findings(store))
    if format == "json":
        out_json(report.to_json())
    else:
        out(render_report(report))
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
    if report.has_problems:
        lines.append(f"{len(report.findings)} finding(s), {len(report.contradictions)} contradiction(s) ({scope})")
    else:
        lines.append(f"No findings and no contradictions ({scope}).")
    return "\n".join(lines)


@lint_app.command("resolve")
def resolve(
    ctx: typer.Context,
    a: str = typer.Argument(..., metavar="A", help="One file of the pair (file name or store-relative path)."),
    b: str = typer.Argument(..., metavar="B", help="The other file of the pair."),
    keep: str = typer.Option(..., "--keep", metavar="a|b|both|dismiss",
                             help="Keep A, keep B, both are valid, or dismiss the finding."),
    reason: Optional[str] = typer.Option(None, "--reason", metavar="TEXT", help="Why (recorded in resolution_basis)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show what would change; write nothing."),
    format: str = typer.Option("text", "--format", help=FORMAT_HELP),
) -> None:
    """Settle one pair from a script: bullet removed, loser annotated, anti-loop records on both files."""
    check_format(format)
    if keep not in KEEP_CHOICES:
        raise UsageError(f'--keep expects one of {", ".join(KEEP_CHOICES)}; got "{keep}"')
    store = _state(ctx).store()
    outcome = resolve_pair(store, a, b, keep, reason=reason, dry_run=dry_run)
    if format == "json":
        out_json(outcome.to_dict())
    else:
        out(render_outcome(outcome))


def render_outcome(outcome: ManualOutcome) -> str:
    """The text form of a manual resolution."""
    verb = "Would resolve" if outcome.dry_run else "Resolved"
    choice = {"a": f"kept {escape_name(outcome.a.file_name)}", "b": f"kept {escape_name(outcome.b.file_name)}",
              "both": "both valid",
              "dismiss": "dismissed"}[outcome.keep]
    lines = [f"{verb} {escape_name(outcome.a.rel)} vs {escape_name(outcome.b.rel)}: {choice}"]
    if outcome.annotated:
        lines.append(f"  superseded claim in {escape_name(outcome.annotated)}: {outcome.claim}")
    if outcome.removed:
        lines.append(f"  Pending Review: {len(outcome.removed)} bullet(s) removed")
    lines.extend(f"  {'would change' if outcome.dry_run else 'changed'} {escape_name(path)}" for path in outcome.changed)
    return "\n".join(lines)


@lint_app.command("review")
def review(
    ctx: typer.Context,
    dry_run: bool = typer.Option(False, "--dry-run", help="Walk the pairs but write nothing."),
) -> None:
    """Walk the Pending Review pairs on a terminal: keep A, keep B, both valid, dismiss, skip or quit."""
    store = _state(ctx).store()
    items = review_items(store)
    if not items:
        out("Nothing to review: MEMORY.md has no Pending Review bullets.")
        return
    screen = console(stderr=False)
    say = partial(screen.print, markup=False, highlight=False)  # claims and file names are text, never markup
    tally: dict[str, int] = {}
    for number, item in enumerate(items, start=1):
        screen.print(_panels(item, number, len(items)))
        choice = _ask(say, item)
        if choice == "quit":
            break
        tally[choice] = tally.get(choice, 0) + 1
        if choice != "skip":
            say(_settle(store, item, choice, dry_run))
    summary = ", ".join(f"{KEYS[k][1]} {tally.get(KEYS[k][0], 0)}" for k in "abods")
    say(f"{'Would have settled' if dry_run else 'Reviewed'} {sum(tally.values())} of {len(items)} pair(s): {summary}")


def _panels(item: ReviewItem, number: int, total: int):
    from rich.console import Group
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    age = "age unknown" if item.age_days is None else f"{item.age_days} day(s) ago"
    head = Text(f"Pair {number} of {total} — detected {item.item.detected_at} ({age})", style="bold")
    sides = []
    for label, memory, name, claim in (("A", item.a, item.item.file_a, item.claim_a),
                                        ("B", item.b, item.item.file_b, item.claim_b)):
        where = escape_name(memory.rel) if memory else f"{escape_name(name)} (file not found)"
        detail = f"{memory.type} · confidence {memory.confidence:g}" if memory else "missing"
        sides.append(Panel(Text(claim), title=f"{label}: {where}", subtitle=detail, title_align="left",
                           subtitle_align="left", expand=True))
    grid = Table.grid(expand=True, padding=(0, 1))
    grid.add_column(ratio=1)
    grid.add_column(ratio=1)
    grid.add_row(*sides)  # both claims side by side, each wrapped in its half of the screen
    return Group(head, grid)


def _ask(say: Callable[..., None], item: ReviewItem) -> str:
    allowed = "abodsq" if item.complete else "dsq"
    prompt = "  ".join(f"[{k}] {KEYS[k][1]}" for k in allowed)
    while True:
        say(f"{prompt} > ", end="")
        key = _read_key()
        if key is None:
            say("")
            return "quit"
        if key in allowed:
            say(KEYS[key][1])
            return KEYS[key][0]
        say(f"(unknown key {key!r})")


def _read_key() -> str | None:
    """One key on a terminal, else one line from stdin (``None`` at end of input)."""
    if sys.stdin.isatty():
        try:
            key = click.getchar()
        except (EOFError, KeyboardInterrupt):
            return None
        return "q" if key in ("\x03", "\x04") else key.lower()
    line = sys.stdin.readline()
    if not line:
        return None
    return line.strip().lower()[:1] or " "


def _settle(store, item: ReviewItem, choice: str, dry_run: bool) -> str:
    try:
        if not item.complete:
            removed = drop_bullets(store, item.item.pair, dry_run=dry_run)
            return f"  removed {len(removed)} bullet(s) for {escape_name(item.item.file_a)} vs {escape_name(item.item.file_b)}"
        outcome = resolve_pair(store, item.a.rel, item.b.rel, choice, dry_run=dry_run)
    except MemcliError as exc:
        return f"  not settled: {exc.message}"
    return "\n".join("  " + line for line in render_outcome(outcome).splitlines())


def register(app: typer.Typer) -> None:
    """Add ``lint`` with its ``resolve`` and ``review`` subcommands."""
    app.add_typer(lint_app, name="lint")
