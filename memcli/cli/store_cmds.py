"""Foundation commands: ``init``, ``validate``, ``config show``, ``history``, ``undo``, ``safe-edit``."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from memcli.cli.render import check_format, format_option, out, out_json
from memcli.errors import UsageError
from memcli.cli.state import AppState
from memcli.safeedit import load_history
from memcli.safeedit.compat import ACTIONS, safe_edit
from memcli.safeedit.history import undo as undo_transaction
from memcli.safeedit.transaction import record_summary
from memcli.store import init_store, resolve_store_path
from memcli.validation import validate as validate_store



def _state(ctx: typer.Context) -> AppState:
    return ctx.obj


def init(ctx: typer.Context, path: Optional[str] = typer.Argument(None, help="Where to create the store (default: the store path)."),
         dry_run: bool = typer.Option(False, "--dry-run", help="Say what would be created; write nothing.")) -> None:
    """Create a store with its MEMORY.md index; adopt an existing folder of memory files by adding only MEMORY.md.

    A store that already has its MEMORY.md is left unchanged (exit 0).
    """
    state = _state(ctx)
    root = resolve_store_path(path) if path else state.store_path()
    # hidden names (tool state, a killed init's temp file) are no content of their own
    adopting = root.is_dir() and any(not entry.name.startswith(".") for entry in root.iterdir())
    created = init_store(root, state.clock, dry_run=dry_run)
    if not created:
        out(f"Store {root} already exists; nothing changed")
    elif adopting:
        verb = "Would adopt" if dry_run else "Adopted"
        out(f"{verb} the existing folder {root} as a store: {'would add' if dry_run else 'added'} "
            f"{', '.join(created)}; its other files are left as they are")
    else:
        out(f"{'Would create' if dry_run else 'Created'} store {root} ({', '.join(created)})")


def validate(ctx: typer.Context, format: str = format_option()) -> None:
    """Check every file of the store; list each problem with path, line and code (exit 1 if any)."""
    check_format(format)
    result = validate_store(_state(ctx).store())
    findings = result.findings
    if format == "json":
        out_json({"findings": [f.to_dict() for f in findings]})
    elif findings:
        files = len({f.path for f in findings})
        out("\n".join(f.text() for f in findings) + f"\n{len(findings)} finding(s) in {files} file(s)")
    else:
        out(f"No problems found in {result.files_checked} memory file(s).")
    if findings:
        raise typer.Exit(1)


config_app = typer.Typer(help="Show the effective configuration.", no_args_is_help=True,
                         epilog="Example: memcli --dir ~/memory config show --format json")


@config_app.command("show", epilog="Example: memcli --dir ~/memory config show --format json")
def config_show(ctx: typer.Context, format: str = format_option()) -> None:
    """Print every configuration value and where it came from."""
    check_format(format)
    config = _state(ctx).store().config
    if format == "json":
        out_json({"values": {k: {"value": v, "source": config.source(k)} for k, v in config.values.items()}})
        return
    import json

    out("\n".join(f"{k} = {json.dumps(v, ensure_ascii=False)}  ({config.source(k)})" for k, v in config.values.items()))


def history(ctx: typer.Context, format: str = format_option()) -> None:
    """List committed transactions, newest first."""
    check_format(format)
    store = _state(ctx).store()
    records = load_history(store.root)
    if format == "json":
        out_json({"transactions": [record_summary(r) for r in records]})
        return
    if not records:
        out("No transactions recorded.")
        return
    lines = []
    for record in records:
        lines.append(f"{record.id}  {record.time}  {record.command}")
        lines.extend(f"    {path}" for path in record.paths)
    out("\n".join(lines))


def undo(
    ctx: typer.Context,
    txid: Optional[str] = typer.Argument(None, metavar="[TXID]", help="Transaction to undo (default: the last)."),
    force: bool = typer.Option(False, "--force", help="Undo even if its files changed since."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show what would be restored; write nothing."),
) -> None:
    """Restore a transaction's files from their backups (as a new transaction, so undo can be undone)."""
    state = _state(ctx)
    store = state.store()
    target, record = undo_transaction(store.root, state.clock, txid, force=force, dry_run=dry_run, wait=state.wait)
    if record is None:
        out(f"Transaction {target.id} ({target.command}): files already as before; nothing to do")
        return
    verb = "Would restore" if dry_run else "Restored"
    suffix = "" if dry_run else f" as transaction {record.id}"
    out(f"{verb} {len(record.files)} file(s) of transaction {target.id} ({target.command}){suffix}:\n"
        + "\n".join(f"    {p}" for p in record.paths))


SAFE_EDIT_USAGE = "usage: memcli safe-edit {backup|verify|rollback|clean} FILE"


def safe_edit_cmd(
    action: Optional[str] = typer.Argument(None, metavar="ACTION", help="backup, verify, rollback or clean."),
    file: Optional[Path] = typer.Argument(None, metavar="FILE", help="The file to protect."),
) -> None:
    """Compatibility with the reference safe-edit.sh: backup | verify | rollback | clean FILE."""
    if action not in ACTIONS or file is None:
        problem = "missing ACTION and FILE" if action is None else (
            f'unknown action "{action}"' if action not in ACTIONS else "missing FILE")
        raise UsageError(f"safe-edit: {problem}; {SAFE_EDIT_USAGE}")
    token, code = safe_edit(action, file)
    out(token)
    raise typer.Exit(code)


def register(app: typer.Typer) -> None:
    """Add the foundation commands."""
    app.command("init", epilog="Example: memcli init ~/memory   (or an existing folder of memory files)")(init)
    app.command("validate", epilog="Example: memcli --dir ~/memory validate --format json")(validate)
    app.add_typer(config_app, name="config")
    app.command("history", epilog="Example: memcli --dir ~/memory history")(history)
    app.command("undo", epilog="Example: memcli --dir ~/memory undo --dry-run")(undo)
    app.command("safe-edit", epilog="Example: memcli safe-edit backup MEMORY.md && memcli safe-edit verify MEMORY.md")(
        safe_edit_cmd)
