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
from memcli.safeedit.history import HistoryRun, UndoResult, history_runs
from memcli.safeedit.history import undo as undo_run
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
    """List committed transactions, newest first, grouped by the command run that made them.

    \b
    Examples:
      memcli history
      memcli --dir ~/memory history
    """
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
    for run in history_runs(records):
        lines.append(f"run {run.group.id}  {run.group.command_line}{_undone_note(run)}")
        for record in run.group.transactions:
            lines.append(f"  {record.id}  {record.time}  {record.command}")
            lines.extend(f"      {path}" for path in record.paths)
    out("\n".join(lines))


def _undone_note(run: HistoryRun) -> str:
    if run.undone_by:
        return f"  (undone by {run.undone_by})"
    return "  (partly undone)" if run.partly_undone else ""


def undo(
    ctx: typer.Context,
    txid: Optional[str] = typer.Argument(None, metavar="[TXID]", help="One transaction to undo (default: the last run)."),
    run: Optional[str] = typer.Option(None, "--run", metavar="RUN", help="Undo every transaction of this run."),
    redo: bool = typer.Option(False, "--redo", help="Re-apply the run undone last."),
    force: bool = typer.Option(False, "--force", help="Undo even if its files changed since."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show what would be restored; write nothing."),
    format: str = format_option(),
) -> None:
    """Take back the last command run that is not undone yet (all its transactions, as one new one).

    A second undo steps one run further back; --redo re-applies the run
    undone last. Exit 1 when a file changed since (unless --force) or when
    there is nothing to undo; exit 2 for an unknown TXID or RUN.

    \b
    Examples:
      memcli undo --dry-run
      memcli undo
      memcli undo --redo
      memcli undo --run r000012
      memcli undo 000014
    """
    check_format(format)
    state = _state(ctx)
    store = state.store()
    result = undo_run(store.root, state.clock, txid, run_id=run, redo=redo, force=force, dry_run=dry_run,
                      wait=state.wait, run=store.run)
    if not dry_run:
        store.note_written(result.files)  # the hook's waiting count reads the read cache
    if format == "json":
        out_json(result.to_json())
        return
    out(_undo_text(result))


def _undo_text(result: UndoResult) -> str:
    plan = result.plan
    verb = {("undo", True): "Would undo", ("undo", False): "Undid",
            ("redo", True): "Would redo", ("redo", False): "Redid"}[(plan.action, result.dry_run)]
    what = f"run {plan.run}" if plan.run else f"transaction {plan.targets[0].id}"
    head = f"{verb} {what} ({plan.label}): {len(plan.targets)} transaction(s)"
    if not result.files:
        return head + ", its files already as before" + ("" if result.dry_run else f"; recorded as transaction {result.record.id}")
    restored = "would restore" if result.dry_run else "restored"
    suffix = "" if result.dry_run else f" as transaction {result.record.id}"
    return f"{head}, {restored} {len(result.files)} file(s){suffix}:\n" + "\n".join(f"    {p}" for p in result.files)


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
