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

from memcli.cli.render import check_format, err, format_option, out, out_json
from memcli.cli.state import AppState
from memcli.errors import UsageError
from memcli.formats.regular_files import open_regular

log = logging.getLogger("memcli")

DRY_RUN_HELP = "Print the same result; write nothing."

knowledge_app = typer.Typer(help="Process knowledge (lessons) injected by the Claude Code hooks.", no_args_is_help=True,
                            epilog="Example: memcli --dir ~/memory knowledge list --status draft")
hooks_app = typer.Typer(help="Claude Code hook settings: install, uninstall, status.", no_args_is_help=True,
                        epilog="Example: memcli --dir ~/memory hooks install && memcli hooks status")


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
    dir: Optional[str] = typer.Option(None, "--dir", metavar="PATH", show_default="the global --dir, $MEMCLI_DIR, <cwd>/memory",
                                      help="Store directory."),
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


SCOPE_HELP = ("local: ./.claude/settings.local.json (personal, git-ignored); project: ./.claude/settings.json "
              "(shared, committed: holds this machine's paths); user: ~/.claude/settings.json. "
              "./ is the current directory, where Claude Code starts.")


def _scope_option() -> Any:
    return typer.Option("local", "--scope", metavar="[local|project|user]", help=SCOPE_HELP)


def _settings_option(verb: str) -> Any:
    return typer.Option(None, "--settings", metavar="PATH", show_default="the --scope's settings.json",
                        help=f"{verb} this settings.json instead.")


@hooks_app.command("install", epilog="Example: memcli --dir ~/memory hooks install   (this project, personal file)")
def hooks_install_cmd(
    ctx: typer.Context,
    scope: str = _scope_option(),
    settings: Optional[str] = _settings_option("Write"),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show the diff; create or change nothing."),
    format: str = format_option(),
) -> None:
    """Merge memcli's PreToolUse, SessionStart, Stop and UserPromptSubmit hooks into Claude Code settings.

    Each hook runs this Python (-I -S: no site processing) on memcli's hook launcher,
    both by absolute path, with the absolute store path, so it works wherever
    Claude Code runs (no virtualenv needed on its PATH).
    """
    from memcli.experience.hooks_install import install, scope_warnings, settings_path

    check_format(format)
    path = settings_path(scope, settings)
    result = install(_state(ctx).store(), path, dry_run=dry_run, warnings=scope_warnings(scope, settings, path))
    _render_settings_change(result, format, done="Installed memcli hooks in", unchanged="memcli hooks are already "
                            f"installed in {result.settings}; nothing changed.")


@hooks_app.command("uninstall", epilog="Example: memcli hooks uninstall --scope user --dry-run")
def hooks_uninstall_cmd(
    ctx: typer.Context,
    scope: str = _scope_option(),
    settings: Optional[str] = _settings_option("Edit"),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show the diff; change nothing."),
    format: str = format_option(),
) -> None:
    """Remove memcli's hooks from Claude Code settings (every other hook stays as it is)."""
    from memcli.errors import StoreNotFound
    from memcli.experience.hooks_install import settings_path, uninstall

    check_format(format)
    path = settings_path(scope, settings)
    try:
        store = _state(ctx).store()
    except StoreNotFound:
        store = None  # the store is gone: its hooks must still be removable
    result = uninstall(store, path, dry_run=dry_run)
    _render_settings_change(result, format, done="Removed memcli hooks from",
                            unchanged=f"No memcli hooks in {result.settings}; nothing changed.")


def _render_settings_change(result: Any, format: str, *, done: str, unchanged: str) -> None:
    for warning in result.warnings:
        log.warning("%s", warning)
    if format == "json":
        out_json(result.to_dict())
        return
    if not result.changed:
        out(unchanged)
        return
    changed = [c for c in result.events if c.status in ("added", "updated", "removed")]
    if result.dry_run:
        counts = ", ".join(f"{n} {s}" for s in ("added", "updated", "removed") if (n := sum(c.status == s for c in changed)))
        out(result.diff.rstrip("\n") + f"\nDry run: would {'create' if result.created else 'update'} {result.settings} "
            f"({counts}); nothing written.")
        return
    rows = [f"  {c.event:<17} {c.status:<9} {c.command}" + (f" (timeout {c.timeout} s)" if c.timeout else "")
            for c in result.events if c.status != "absent"]
    lines = [f"{done} {result.settings}:", *rows]
    if result.backup and result.backup_kept:
        lines.append(f"Backup of the settings as they were before memcli kept in {result.backup} (not overwritten)")
    elif result.backup:
        lines.append(f"Previous settings saved to {result.backup}")
    out("\n".join(lines))


@hooks_app.command("status", epilog="Example: memcli hooks status --format json")
def hooks_status_cmd(
    scope: Optional[str] = typer.Option(None, "--scope", metavar="[local|project|user]", show_default="all three",
                                        help="Only this scope's settings file."),
    settings: Optional[str] = typer.Option(None, "--settings", metavar="PATH", show_default="the scopes' settings.json",
                                           help="Read this settings.json instead."),
    format: str = format_option(),
) -> None:
    """Say, per event, whether memcli's hook is installed and whether its command still exists.

    Exit 1 when an installed hook cannot run (its command or store is gone) or a settings file is unreadable.
    """
    from memcli.experience.hooks_install import check_scope, hooks_status, status_paths

    check_format(format)
    if scope is not None:
        check_scope(scope)
    found = [hooks_status(path, name) for name, path in status_paths(scope, settings)]
    if format == "json":
        out_json({"settings": [s.to_dict() for s in found]})
    else:
        out("\n".join(line for status in found for line in hooks_status_lines(status)))
    if any(s.broken or s.error for s in found):
        raise typer.Exit(1)


def hooks_status_lines(status: Any) -> list[str]:
    """The text of one settings file's hook status (also used by ``memcli status``)."""
    where = {"local": "Local settings", "project": "Project settings", "user": "User settings"}.get(status.scope, "Settings")
    if status.error:
        return [f"{where} {status.settings}: cannot read: {status.error}"]
    if not status.exists:
        return [f"{where} {status.settings}: no such file; memcli hooks not installed"]
    lines = [f"{where} {status.settings}: {status.installed} of {len(status.events)} memcli hooks installed"]
    for state in status.events:
        if not state.installed:
            lines.append(f"  {state.event:<17} not installed")
        else:
            verdict = "ok" if state.problem is None else f"BROKEN: {state.problem}"
            lines.append(f"  {state.event:<17} {verdict}: {state.command}")
    return lines


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


@knowledge_app.command("list", epilog="Example: memcli --dir ~/memory knowledge list --priority CRITICAL,HIGH")
def list_cmd(
    ctx: typer.Context,
    status: Optional[str] = typer.Option(None, "--status", metavar="S[,S]", show_default="any",
                                         help="Only these statuses (draft, active, archived, deprecated)."),
    priority: Optional[str] = typer.Option(None, "--priority", metavar="P[,P]", show_default="any",
                                           help="Only these priorities (CRITICAL, HIGH, MEDIUM, LOW)."),
    process_type: Optional[str] = typer.Option(None, "--process-type", "--type", metavar="T[,T]", show_default="any",
                                               help="Only these process types (checklist, pattern, warning, requirement)."),
    format: str = format_option(),
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


@knowledge_app.command("promote", epilog="Example: memcli --dir ~/memory knowledge promote version-bump-checklist")
def promote_cmd(
    ctx: typer.Context,
    ids: list[str] = typer.Argument(..., metavar="ID...", help="Knowledge ids (or file names) of drafts to make active."),
    dry_run: bool = typer.Option(False, "--dry-run", help=DRY_RUN_HELP),
    format: str = format_option(),
) -> None:
    """Make draft lessons active (records who and when in .memcli/audit.jsonl)."""
    from memcli.experience.knowledge import change_status

    check_format(format)
    _render_status(change_status(_state(ctx).store(), ids, "promote", dry_run=dry_run), format, "promote")


@knowledge_app.command("archive", epilog='Example: memcli --dir ~/memory knowledge archive old-lesson --reason "superseded"')
def archive_cmd(
    ctx: typer.Context,
    ids: list[str] = typer.Argument(..., metavar="ID...", help="Knowledge ids (or file names) to archive."),
    reason: Optional[str] = typer.Option(None, "--reason", metavar="TEXT", show_default="none",
                                          help="Why (kept in the audit line)."),
    dry_run: bool = typer.Option(False, "--dry-run", help=DRY_RUN_HELP),
    format: str = format_option(),
) -> None:
    """Archive knowledge files: kept on disk, never injected again."""
    from memcli.experience.knowledge import change_status

    check_format(format)
    result = change_status(_state(ctx).store(), ids, "archive", dry_run=dry_run, reason=reason)
    _render_status(result, format, "archive")


@knowledge_app.command("review", epilog="Example: memcli --dir ~/memory knowledge review")
def review_cmd(
    ctx: typer.Context,
    dry_run: bool = typer.Option(False, "--dry-run", help=DRY_RUN_HELP),
    format: str = format_option(),
) -> None:
    """Walk draft lessons on a terminal (promote, archive, edit, skip; ? for help); elsewhere, list the drafts.

    Each decision is saved when taken: quitting or Ctrl-C (exit 130) keeps them.
    """
    from memcli.experience.drafts import DraftQueue
    from memcli.experience.knowledge import filter_items, read_knowledge
    from memcli.walker import Terminal, is_interactive, walk

    check_format(format)
    store = _state(ctx).store()
    known = read_knowledge(store)
    _warn_findings(known.findings)
    drafts = filter_items(known.items, status=["draft"])
    if format == "json" or not is_interactive() or not drafts:
        _print_list(drafts, known.findings, format, True) if drafts or format == "json" else out("No draft lessons to review.")
        return
    summary = walk(DraftQueue(store, dry_run=dry_run), Terminal())
    out(summary.text())
    if summary.interrupted:
        raise typer.Exit(130)


@knowledge_app.command("import", epilog="Example: memcli --dir ~/memory knowledge import graph.json --dry-run")
def import_cmd(
    ctx: typer.Context,
    graphs: list[str] = typer.Argument(..., metavar="GRAPH.json...", help="NetworkX node-link graph files (the reference system's)."),
    replace: bool = typer.Option(False, "--replace", help="Overwrite knowledge files that exist with different content."),
    dry_run: bool = typer.Option(False, "--dry-run", help=DRY_RUN_HELP),
    format: str = format_option(),
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


@knowledge_app.command("reindex", epilog="Example: memcli --dir ~/memory knowledge reindex")
def reindex_cmd(
    ctx: typer.Context,
    format: str = format_option(),
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


@knowledge_app.command("learn", epilog="Example: memcli --dir ~/memory knowledge learn ~/.claude/projects/-home-you-src-app/session.jsonl --dry-run")
def learn_cmd(
    ctx: typer.Context,
    paths: list[str] = typer.Argument(None, metavar="[TRANSCRIPT...]", help="Claude Code transcripts (*.jsonl) or .md/.txt files."),
    hook_payload: Optional[str] = typer.Option(None, "--hook-payload", metavar="FILE|-", show_default="none",
                                               help="Read a Stop hook payload (its transcript_path) instead; - is stdin."),
    dry_run: bool = typer.Option(False, "--dry-run", help=DRY_RUN_HELP),
    format: str = format_option(),
) -> None:
    """Store new lessons ([PROCESS_KNOWLEDGE] blocks, user corrections) as draft knowledge files."""
    from memcli.experience.knowledge import learn
    from memcli.experience.lessons import lessons_from_payload, lessons_from_transcript

    check_format(format)
    if not paths and hook_payload is None:
        raise UsageError("give transcript paths or --hook-payload FILE|-")
    payload = _hook_payload(hook_payload) if hook_payload is not None else None
    store = _state(ctx).store()
    cap = int(store.config["max_file_bytes"])
    found, warnings = [], []
    for lessons, notes in ([lessons_from_payload(payload, cap)] if payload is not None else []) + [
            lessons_from_transcript(path, cap) for path in paths or []]:
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
    app.command("hook", context_settings={"allow_extra_args": True, "ignore_unknown_options": True},
                epilog="Example: memcli --dir ~/memory hook pre-tool-use < payload.json   (EVENT also as PreToolUse ...)")(hook_cmd)
    app.add_typer(hooks_app, name="hooks")
    app.add_typer(knowledge_app, name="knowledge")
