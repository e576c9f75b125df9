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
    lines.append(f"Lock: held by {status.lock_holder}" if status.lock_holder else "Lock: free")
    return "\n".join(lines)


def register(app: typer.Typer) -> None:
    """Add ``status``."""
    app.command("status", epilog="Example: memcli --dir ~/memory status --format json")(status_cmd)
