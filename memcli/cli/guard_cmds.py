"""``memcli restore`` and ``memcli changes`` (docs/contracts.md §4b): parse, call ``memcli.guard``, render."""

from __future__ import annotations

from typing import Optional

import typer

from memcli.cli.render import check_format, format_option, out, out_json
from memcli.cli.state import AppState
from memcli.errors import UsageError


def restore_cmd(
    ctx: typer.Context,
    paths: Optional[list[str]] = typer.Argument(None, metavar="[PATH]...", help="Store-relative paths to bring back."),
    at: Optional[str] = typer.Option(None, "--at", metavar="TXID|DATE",
                                     show_default="the version before the latest outside change",
                                     help="The version before transaction TXID, or at the end of DATE (YYYY-MM-DD)."),
    deleted: bool = typer.Option(False, "--deleted", help="Every memory file deleted outside memcli that is missing."),
    since: Optional[str] = typer.Option(None, "--since", metavar="DURATION", show_default="no limit",
                                        help="With --deleted: only deletions noticed within this window (48h, 7d)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show what would be restored; write nothing."),
    format: str = format_option(),
) -> None:
    """Bring back files as memcli last saw them before a change made outside memcli, as one transaction.

    --at TXID|DATE picks the version before that transaction or at the end of that day
    (default: the version before the file's latest outside change). Exit 1 when there
    is no earlier version or nothing to restore; `memcli undo` reverses a restore.
    --deleted brings back every memory file deleted outside memcli that is still
    missing; --since DURATION keeps those noticed within it (default: no limit).

    \b
    Examples:
      memcli restore auto/x.md
      memcli restore --deleted --since 7d
      memcli restore MEMORY.md --at 2026-05-16
      memcli restore auto/x.md --at 000042 --dry-run
    """
    from memcli.guard.restore import restore, restore_deleted

    check_format(format)
    if deleted and (paths or at):
        raise UsageError("restore: give PATH... (with --at) or --deleted, not both")
    if since is not None and not deleted:
        raise UsageError("restore: --since goes with --deleted")
    state: AppState = ctx.obj
    store = state.store()
    if deleted:
        result = restore_deleted(store, since=since, dry_run=dry_run)
    else:
        result = restore(store, list(paths or []), at=at, dry_run=dry_run)
    if format == "json":
        out_json(result.to_json())
        return
    verb = "Would restore" if dry_run else "Restored"
    tail = "" if dry_run or result.transaction is None else f" as transaction {result.transaction} (memcli undo reverses it)"
    lines = [f"{verb} {len(result.files)} file(s){tail}:"]
    lines += [f"    {f.path} ({f.bytes} bytes) — {f.source}" for f in result.files]
    out("\n".join(lines))


def changes_cmd(
    ctx: typer.Context,
    since: Optional[str] = typer.Option(None, "--since", metavar="DURATION", show_default="every change kept",
                                        help="Only changes noticed within this window (48h, 7d)."),
    format: str = format_option(),
) -> None:
    """List changes made outside memcli, newest first: those a night recorded and those not recorded yet.

    Read-only. --since DURATION keeps those noticed within it (default: every change kept).

    \b
    Examples:
      memcli changes
      memcli --dir ~/memory changes --since 7d
    """
    from memcli.guard.changes import list_changes
    from memcli.guard.restore import parse_since

    check_format(format)
    window = parse_since(since)
    state: AppState = ctx.obj
    found = list_changes(state.store(), window)
    if format == "json":
        out_json({"changes": [c.to_dict() for c in found]})
        return
    if not found:
        out("No changes made outside memcli" + (f" in the last {since}." if since else "."))
        return
    lines = []
    for change in found:
        size = {"deleted": f"{change.bytes_before} bytes", "created": f"{change.bytes_after} bytes"}.get(
            change.change, f"{change.bytes_before} → {change.bytes_after} bytes")
        when = (f"noticed {change.noticed}, transaction {change.txid}" if change.txid
                else "not recorded yet (the next consolidate records it)")
        lines.append(f"{change.change:<8}  {change.path}  ({size}; {when})")
    out("\n".join(lines))


def register(app: typer.Typer) -> None:
    """Add ``restore`` and ``changes``."""
    app.command("restore", epilog="Example: memcli --dir ~/memory restore --deleted --dry-run")(restore_cmd)
    app.command("changes", epilog="Example: memcli --dir ~/memory changes --since 7d")(changes_cmd)
