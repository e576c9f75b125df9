"""``memcli status``: parse, call ``memcli.status``, render."""

from __future__ import annotations

import typer

from memcli.cli.render import check_format, format_option, out, out_json
from memcli.cli.state import AppState



def status_cmd(ctx: typer.Context,
               format: str = format_option()) -> None:
    """The store at a glance: memories, what waits for review, the last night, findings, hooks, the lock.

    Read-only and fast (answers from the caches); exit 0.
    """
    from memcli.status import store_status
    from memcli.store import store_path_source

    check_format(format)
    state: AppState = ctx.obj
    status = store_status(state.store(), store_path_source(state.dir))
    if format == "json":
        out_json(status.to_dict())
    else:
        out(render_status(status))


def _table(by_type: dict[str, dict[str, int]], statuses: list[str]) -> list[str]:
    width = max([len("type"), *(len(t) for t in by_type)])
    columns = [max(len(s), 5) for s in statuses]
    head = "  " + "type".ljust(width) + "".join(f"  {s:>{w}}" for s, w in zip(statuses, columns))
    rows = ["  " + kind.ljust(width) + "".join(f"  {counts.get(s, 0):>{w}}" for s, w in zip(statuses, columns))
            for kind, counts in by_type.items()]
    return [head, *rows]


def _hooks_line(settings) -> str:
    where = {"local": "local", "project": "project", "user": "user"}.get(settings.scope, "settings")
    if settings.error:
        return f"  {where} {settings.settings}: cannot read ({settings.error})"
    if not settings.installed:
        return f"  {where} {settings.settings}: not installed"
    broken = settings.broken
    verdict = "ok" if not broken else "BROKEN: " + "; ".join(f"{s.event}: {s.problem}" for s in broken)
    return f"  {where} {settings.settings}: {settings.installed} of {len(settings.events)} installed, {verdict}"


def render_status(status) -> str:
    """The text screen of ``memcli status``."""
    from memcli.status import SOURCES

    lines = [f"Store: {status.path} (from {SOURCES.get(status.source, status.source)})"]
    if status.memories:
        by_status = ", ".join(f"{n} {s}" for s, n in status.by_status.items())
        lines += [f"Memories: {status.memories} ({by_status})", *_table(status.by_type, list(status.by_status))]
    else:
        lines.append("Memories: none")
    waiting = status.memory_candidates + status.entity_candidates
    lines.append(f"Review: {waiting} candidate(s) (memories {status.memory_candidates}, entities {status.entity_candidates})"
                 f"{' — memcli review' if waiting else ''}; {status.knowledge_drafts} draft lesson(s)"
                 f"{' — memcli knowledge review' if status.knowledge_drafts else ''}")
    pending = status.pending
    if pending.pairs:
        age = "age unknown" if pending.oldest_age_days is None else f"{pending.oldest_age_days} day(s)"
        lines.append(f"Pending Review: {pending.pairs} pair(s), oldest detected {pending.oldest_detected_at} ({age}) "
                     "— memcli lint review")
    else:
        lines.append("Pending Review: none")
    run = status.last_run
    if run is None:
        lines.append("Last night: no consolidate run recorded yet (see docs/cron.md)")
    else:
        lines.append(f"Last night: {run.started}, exit {run.exit}, "
                     + (f"{len(run.issues)} issue(s):" if run.issues else "issues: none"))
        lines += [f"  - {issue}" for issue in run.issues]
    if status.layout is not None:
        lines.append(f"Layout: {status.layout.name} ({status.layout.reason})")
    for old, new, files in status.moved:
        lines.append(f"Not read: {old}/ holds {files} file(s) from an older memcli; this layout reads {new}/ "
                     f"— move them (in the store: mkdir -p {new} && mv -n {old}/* {new}/)")
    if status.inputs:
        lines.append("Inputs: " + "; ".join(f"{path} ({origin})" for path, origin in status.inputs))
    lines.append(f"File findings: {status.findings}" + (" — memcli validate" if status.findings else ""))
    lines.append("Hooks:")
    lines += [_hooks_line(settings) for settings in status.hooks]
    if status.guard is not None:
        lines += _guard_lines(status.guard)
    lines.append(f"Lock: held by {status.lock_holder}" if status.lock_holder else "Lock: free")
    if status.guard is not None and status.guard.claude_lock_present:
        lines.append(_claude_lock_line(status.guard))
    return "\n".join(lines)


def _guard_lines(guard) -> list[str]:
    """Claude Code's lock, outside changes, the snapshot and the load budget (docs/contracts.md §4b)."""
    from memcli.guard.budget import MAX_BYTES, MAX_LINES

    lines = []
    if guard.outside_pending:
        lines.append(f"Changed outside memcli, not recorded yet: {len(guard.outside_pending)} file(s) "
                     "— memcli changes (the next consolidate records them)")
        lines += [f"  - {change} {path}" for change, path in guard.outside_pending[:10]]
        if len(guard.outside_pending) > 10:
            lines.append(f"  - … and {len(guard.outside_pending) - 10} more")
    else:
        lines.append("Changed outside memcli, not recorded yet: none")
    if guard.snapshot_taken:
        lines.append(f"Snapshot: {guard.snapshot_files} file(s), {guard.snapshot_objects} version(s), "
                     f"{_size(guard.snapshot_bytes)} on disk")
    else:
        lines.append("Snapshot: none yet (the first consolidate takes it)")
    budget = guard.budget
    if budget is not None:
        verdict = "within budget" if not budget.over else (
            f"OVER BUDGET: from line {budget.cut_line} Claude Code reads nothing; "
            f"{budget.links_past_cut} index link(s) past the cut")
        lines.append(f"MEMORY.md: {budget.lines}/{MAX_LINES} lines, {budget.bytes:,}/{MAX_BYTES:,} bytes, {verdict}")
        if budget.pending_not_last:
            lines.append("  the Pending Review section is not the last section: lines after it move towards the cut")
        if budget.pending_past_cut:
            lines.append(f"  {budget.pending_past_cut} of {budget.pending_bullets} Pending Review bullet(s) fall past "
                         "the cut (the SessionStart hook still shows them)")
    return lines


def _claude_lock_line(guard) -> str:
    """Claude Code's ``.consolidate-lock``: live (memcli's writers wait) or stale (ignored, left as it is)."""
    if guard.claude_live:
        return (f"Claude Code's lock: .consolidate-lock held by pid {guard.claude_pid} "
                "(Claude Code is consolidating; memcli's writers wait)")
    named = f"pid {guard.claude_pid}" if guard.claude_pid else "no pid"
    return f"Claude Code's lock: stale .consolidate-lock ({named}, not running); memcli ignores it and leaves it"


def _size(count: int) -> str:
    for unit in ("bytes", "KB", "MB"):
        if count < 1024 or unit == "MB":
            return f"{count} {unit}" if unit == "bytes" else f"{count:.1f} {unit}"
        count /= 1024
    return str(count)


def register(app: typer.Typer) -> None:
    """Add ``status``."""
    app.command("status", epilog="Example: memcli --dir ~/memory status --format json")(status_cmd)
