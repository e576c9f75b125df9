"""``memcli hook``, ``memcli hooks install`` and ``memcli knowledge ...``: parse, call ``memcli.experience``, render.

Core modules are imported inside the commands so that ``memcli --help`` and
other groups do not pay for them.
"""

from __future__ import annotations

import json
import logging
import sys
from typing import Any, Optional

import typer

from memcli.cli.render import check_format, err, out, out_json
from memcli.cli.state import AppState
from memcli.errors import UsageError
from memcli.regular_files import open_regular

log = logging.getLogger("memcli")

FORMAT_HELP = "Output format: text or json."
DRY_RUN_HELP = "Print the same result; write nothing."

knowledge_app = typer.Typer(help="Process knowledge (lessons) injected by the Claude Code hooks.", no_args_is_help=True)
hooks_app = typer.Typer(help="Claude Code hook settings.", no_args_is_help=True)


def _state(ctx: typer.Context) -> AppState:
    return ctx.obj


def _choices(option: str, value: Optional[str], allowed: tuple[str, ...], *, upper: bool = False) -> list[str]:
    """A comma-separated filter, each value checked against ``allowed``."""
    if value is None:
        return []
    values = [v.strip().upper() if upper else v.strip().lower() for v in value.split(",") if v.strip()]
    if not values:
        raise UsageError(f'{option} expects at least one value; got "{value}"')
    for item in values:
        if item not in allowed:
            raise UsageError(f'{option} expects one of {", ".join(allowed)}; got "{item}"')
    return values


# --------------------------------------------------------------------------
# memcli hook EVENT
# --------------------------------------------------------------------------


def hook_cmd(
    ctx: typer.Context,
    event: Optional[str] = typer.Argument(None, metavar="EVENT", help="pre-tool-use, session-start, stop or user-prompt-submit."),
    dir: Optional[str] = typer.Option(None, "--dir", metavar="PATH", help="Store directory (else the global --dir, $MEMCLI_DIR, <cwd>/memory)."),
) -> None:
    """Run a Claude Code hook event, exactly like `memcli-hook EVENT` (JSON on stdin; always exit 0)."""
    from memcli import hook

    state = _state(ctx)
    argv = [event] if event else []
    chosen = dir or state.dir
    if chosen:
        argv += ["--dir", chosen]
    if state.now:
        argv += ["--now", state.now]
    hook.main(argv + list(ctx.args))
    raise typer.Exit(0)


# --------------------------------------------------------------------------
# memcli hooks install
# --------------------------------------------------------------------------


@hooks_app.command("install")
def hooks_install_cmd(
    ctx: typer.Context,
    scope: str = typer.Option("project", "--scope", metavar="project|user",
                              help="project: ./.claude/settings.json; user: ~/.claude/settings.json."),
    settings: Optional[str] = typer.Option(None, "--settings", metavar="PATH", help="Write this settings.json instead."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show the diff; create or change nothing."),
    format: str = typer.Option("text", "--format", help=FORMAT_HELP),
) -> None:
    """Merge memcli's PreToolUse, SessionStart, Stop and UserPromptSubmit hooks into Claude Code settings."""
    from memcli.experience.hooks_install import install, settings_path

    check_format(format)
    path = settings_path(scope, settings)
    store = _state(ctx).store()
    result = install(store, path, dry_run=dry_run)
    for warning in result.warnings:
        log.warning("%s", warning)
    if format == "json":
        out_json(result.to_dict())
        return
    if not result.changed:
        out(f"memcli hooks are already installed in {result.settings}; nothing changed.")
        return
    rows = [f"  {c.event:<17} {c.status:<9} {c.command} (timeout {c.timeout} s)" for c in result.events]
    if dry_run:
        counts = ", ".join(f"{n} {s}" for s in ("added", "updated") if (n := sum(c.status == s for c in result.events)))
        out(result.diff.rstrip("\n") + f"\nDry run: would {'create' if result.created else 'update'} {result.settings} "
            f"({counts}); nothing written.")
        return
    lines = [f"Installed memcli hooks in {result.settings}:", *rows]
    if result.backup:
        lines.append(f"Previous settings saved to {result.backup}")
    out("\n".join(lines))


# --------------------------------------------------------------------------
# memcli knowledge ...
# --------------------------------------------------------------------------


def _warn_findings(findings: Any) -> None:
    for finding in findings:
        # read findings (binary, not_utf8, outside_store...) already end in "skipped" / "not followed"
        tail = "" if finding.message.endswith(("skipped", "not followed")) else "; skipped"
        log.warning("%s: %s: %s%s", finding.path, finding.code, finding.message, tail)


def _list_rows(items: list[Any]) -> list[str]:
    width = max((len(i.id) for i in items), default=0)
    return [f"  {i.priority:<8}  {i.status:<10}  {i.process_type:<11}  {i.effective_confidence:.2f}  {i.id:<{width}}  {i.label}"
            for i in items]


def _print_list(items: list[Any], findings: Any, format: str, filtered: bool) -> None:
    if format == "json":
        out_json({"knowledge": [i.to_dict() for i in items], "findings": [f.to_dict() for f in findings]})
        return
    if not items:
        out("No knowledge files match the filters." if filtered else "No knowledge files.")
        return
    out(f"Knowledge ({len(items)}):\n" + "\n".join(_list_rows(items)))


@knowledge_app.command("list")
def list_cmd(
    ctx: typer.Context,
    status: Optional[str] = typer.Option(None, "--status", metavar="S[,S]", help="Only these statuses (draft, active, archived, deprecated)."),
    priority: Optional[str] = typer.Option(None, "--priority", metavar="P[,P]", help="Only these priorities (CRITICAL, HIGH, MEDIUM, LOW)."),
    process_type: Optional[str] = typer.Option(None, "--process-type", "--type", metavar="T[,T]",
                                               help="Only these process types (checklist, pattern, warning, requirement)."),
    format: str = typer.Option("text", "--format", help=FORMAT_HELP),
) -> None:
    """List knowledge files, CRITICAL first, with optional filters."""
    from memcli.experience.knowledge import STATUSES, filter_items, read_knowledge
    from memcli.experience.relevance import PRIORITIES, PROCESS_TYPES

    check_format(format)
    statuses = _choices("--status", status, STATUSES)
    priorities = _choices("--priority", priority, PRIORITIES, upper=True)
    types = _choices("--process-type", process_type, PROCESS_TYPES)
    known = read_knowledge(_state(ctx).store())
    _warn_findings(known.findings)
    items = filter_items(known.items, status=statuses, priority=priorities, process_type=types)
    _print_list(items, known.findings, format, bool(statuses or priorities or types))


def _render_status(result: Any, format: str, verb: str) -> None:
    if format == "json":
        out_json({"action": result.action, "changed": [c.to_dict() for c in result.changed],
                  "unchanged": [{"id": i, "message": m} for i, m in result.unchanged],
                  "problems": [{"id": i, "message": m} for i, m in result.problems],
                  "actor": result.actor, "time": result.time, "dry_run": result.dry_run})
    else:
        lines = []
        if result.changed:
            head = f"Would {verb}" if result.dry_run else f"{verb.capitalize()}d"
            lines.append(f"{head} {len(result.changed)} knowledge file(s) (by {result.actor}, {result.time}):")
            lines += [f"  {c.id}  {c.old} → {c.new}  {c.file}" for c in result.changed]
        lines += [message for _, message in result.unchanged]
        if lines:
            out("\n".join(lines))
    for _, message in result.problems:
        err(f"memcli: error: knowledge {result.action}: {message}")
    if result.problems:
        raise typer.Exit(1)


@knowledge_app.command("promote")
def promote_cmd(
    ctx: typer.Context,
    ids: list[str] = typer.Argument(..., metavar="ID...", help="Knowledge ids (or file names) of drafts to make active."),
    dry_run: bool = typer.Option(False, "--dry-run", help=DRY_RUN_HELP),
    format: str = typer.Option("text", "--format", help=FORMAT_HELP),
) -> None:
    """Make draft lessons active (records who and when in .memcli/audit.jsonl)."""
    from memcli.experience.knowledge import change_status

    check_format(format)
    _render_status(change_status(_state(ctx).store(), ids, "promote", dry_run=dry_run), format, "promote")


@knowledge_app.command("archive")
def archive_cmd(
    ctx: typer.Context,
    ids: list[str] = typer.Argument(..., metavar="ID...", help="Knowledge ids (or file names) to archive."),
    reason: Optional[str] = typer.Option(None, "--reason", metavar="TEXT", help="Why (kept in the audit line)."),
    dry_run: bool = typer.Option(False, "--dry-run", help=DRY_RUN_HELP),
    format: str = typer.Option("text", "--format", help=FORMAT_HELP),
) -> None:
    """Archive knowledge files: kept on disk, never injected again."""
    from memcli.experience.knowledge import change_status

    check_format(format)
    result = change_status(_state(ctx).store(), ids, "archive", dry_run=dry_run, reason=reason)
    _render_status(result, format, "archive")


def _interactive() -> bool:
    return sys.stdin.isatty() and sys.stdout.isatty()


def _review_walk(items: list[Any]) -> tuple[list[str], list[str]]:
    """Walk drafts on a terminal: promote, archive, skip or quit. Returns (promote ids, archive ids)."""
    import os

    from rich.console import Console
    from rich.markup import escape
    from rich.panel import Panel
    from rich.prompt import Prompt

    console = Console(no_color=bool(os.environ.get("NO_COLOR")), highlight=False)
    promote: list[str] = []
    archive: list[str] = []
    for number, item in enumerate(items, 1):
        triggers = "\n".join(f"{k}: {', '.join(v) or '—'}" for k, v in item.triggers.items())
        body = "\n\n".join(part for part in (item.description, item.content, triggers,
                                              f"Evidence: {item.evidence}" if item.evidence else "") if part)
        title = f"{number}/{len(items)}  {item.priority}  {item.label} ({item.process_type})"
        console.print(Panel(escape(body), title=escape(title), subtitle=escape(item.rel), expand=False))
        choice = Prompt.ask("(p)romote, (a)rchive, (s)kip, (q)uit", choices=["p", "a", "s", "q"], default="s",
                            console=console)
        if choice == "q":
            break
        if choice == "p":
            promote.append(item.id)
        elif choice == "a":
            archive.append(item.id)
    return promote, archive


@knowledge_app.command("review")
def review_cmd(
    ctx: typer.Context,
    dry_run: bool = typer.Option(False, "--dry-run", help=DRY_RUN_HELP),
    format: str = typer.Option("text", "--format", help=FORMAT_HELP),
) -> None:
    """Walk draft lessons on a terminal (promote, archive, skip); elsewhere, list the drafts."""
    from memcli.experience.knowledge import apply_decisions, filter_items, read_knowledge

    check_format(format)
    store = _state(ctx).store()
    known = read_knowledge(store)
    _warn_findings(known.findings)
    drafts = filter_items(known.items, status=["draft"])
    if format == "json" or not _interactive() or not drafts:
        _print_list(drafts, known.findings, format, True) if drafts or format == "json" else out("No draft lessons to review.")
        return
    promote, archive = _review_walk(drafts)
    decisions = [(i, "promote") for i in promote] + [(i, "archive") for i in archive]
    if not decisions:
        out("Nothing changed.")
        return
    result = apply_decisions(store, decisions, command="knowledge review", label="review", dry_run=dry_run)
    _render_status(result, format, "review")


@knowledge_app.command("import")
def import_cmd(
    ctx: typer.Context,
    graphs: list[str] = typer.Argument(..., metavar="GRAPH.json...", help="NetworkX node-link graph files (the reference system's)."),
    replace: bool = typer.Option(False, "--replace", help="Overwrite knowledge files that exist with different content."),
    dry_run: bool = typer.Option(False, "--dry-run", help=DRY_RUN_HELP),
    format: str = typer.Option("text", "--format", help=FORMAT_HELP),
) -> None:
    """Import Concept nodes with a process_type as knowledge/<node id>.md files."""
    from memcli.experience.graph_import import import_graphs

    check_format(format)
    result = import_graphs(_state(ctx).store(), graphs, dry_run=dry_run, replace=replace)
    for warning in result.warnings:
        log.warning("%s", warning)
    readable = result.graphs_read
    if readable == 0:
        raise UsageError("no graph file could be read")
    if format == "json":
        out_json({"imported": [i.to_dict() for i in result.items], "warnings": list(result.warnings),
                  "other_nodes": result.other_nodes, "dry_run": dry_run})
    else:
        counts = ", ".join(f"{result.count(a)} {label}" for a, label in
                           (("create", "created"), ("replace", "replaced"), ("unchanged", "unchanged"), ("skip", "skipped")))
        head = "Would import" if dry_run else "Imported"
        lines = [f"{head} {len(result.items)} process node(s) from {readable} graph(s): {counts}"]
        lines += [f"  {i.action:<9} {i.file}  [{i.priority}] {i.label} ({i.process_type}, {i.status})"
                  + (f" — {i.note}" if i.note else "") for i in result.items]
        out("\n".join(lines))


@knowledge_app.command("reindex")
def reindex_cmd(
    ctx: typer.Context,
    format: str = typer.Option("text", "--format", help=FORMAT_HELP),
) -> None:
    """Rebuild the hook's compact index (.memcli/cache/knowledge.marshal) from knowledge/."""
    from memcli.experience.knowledge import rebuild_index

    check_format(format)
    stats = rebuild_index(_state(ctx).store())
    _warn_findings(stats.problems)
    if format == "json":
        out_json({"nodes": stats.nodes, "injectable": stats.injectable, "written": stats.written, "path": stats.path,
                  "findings": [f.to_dict() for f in stats.problems]})
        return
    out(f"Indexed {stats.nodes} knowledge file(s), {stats.injectable} injectable, in {stats.path}"
        + ("" if stats.written else " (unchanged)"))


def _hook_payload(source: str) -> dict:
    try:
        if source == "-":
            stream = getattr(sys.stdin, "buffer", None)
            text = stream.read().decode("utf-8") if stream is not None else sys.stdin.read()
        else:
            with open_regular(source, "r", encoding="utf-8") as handle:
                text = handle.read()
        payload = json.loads(text)
    except (OSError, ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
        raise UsageError(f"--hook-payload {source}: not a readable JSON object ({exc})") from None
    if not isinstance(payload, dict):
        raise UsageError(f"--hook-payload {source}: not a JSON object")
    return payload


@knowledge_app.command("learn")
def learn_cmd(
    ctx: typer.Context,
    paths: list[str] = typer.Argument(None, metavar="[TRANSCRIPT...]", help="Claude Code transcripts (*.jsonl) or .md/.txt files."),
    hook_payload: Optional[str] = typer.Option(None, "--hook-payload", metavar="FILE|-",
                                               help="Read a Stop hook payload (its transcript_path) instead; - is stdin."),
    dry_run: bool = typer.Option(False, "--dry-run", help=DRY_RUN_HELP),
    format: str = typer.Option("text", "--format", help=FORMAT_HELP),
) -> None:
    """Store new lessons ([PROCESS_KNOWLEDGE] blocks, user corrections) as draft knowledge files."""
    from memcli.experience.knowledge import learn
    from memcli.experience.lessons import lessons_from_payload, lessons_from_transcript

    check_format(format)
    if not paths and hook_payload is None:
        raise UsageError("give transcript paths or --hook-payload FILE|-")
    payload = _hook_payload(hook_payload) if hook_payload is not None else None
    store = _state(ctx).store()
    found, warnings = [], []
    for lessons, notes in ([lessons_from_payload(payload)] if payload is not None else []) + [
            lessons_from_transcript(path) for path in paths or []]:
        found += lessons
        warnings += notes
    result = learn(store, found, dry_run=dry_run, warnings=warnings)
    for warning in result.warnings:
        log.warning("%s", warning)
    if format == "json":
        out_json({"learned": [l.to_dict() for l in result.learned], "known": result.known, "dry_run": dry_run})
        return
    if not result.learned:
        out(f"No new lessons ({result.known} already known)." if result.known else "No lessons found.")
        return
    head = "Would learn" if dry_run else "Learned"
    out(f"{head} {len(result.learned)} lesson(s) as draft knowledge:\n"
        + "\n".join(f"  {l.file}  [{l.priority}] {l.label} ({l.kind}, {l.source})" for l in result.learned))


def register(app: typer.Typer) -> None:
    """Add ``hook``, ``hooks`` and ``knowledge`` to ``app``."""
    app.command("hook", context_settings={"allow_extra_args": True, "ignore_unknown_options": True})(hook_cmd)
    app.add_typer(hooks_app, name="hooks")
    app.add_typer(knowledge_app, name="knowledge")
