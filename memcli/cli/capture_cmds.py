"""Capture commands: ``extract``, ``reinforce`` and the ``review`` group (docs/contracts.md §6).

Parsing and rendering only; the work is done by ``memcli.extract``,
``memcli.reinforce`` and ``memcli.review``.
"""

from __future__ import annotations

from typing import Any, Optional

import typer

from memcli.cli.render import check_format, err, format_option, out, out_json
from memcli.cli.state import AppState
from memcli.errors import NotFound, UsageError
from memcli.formats.markup import escape_name
from memcli.walker import is_interactive
from memcli.wiring import EXTRACT_BACKENDS, extractor_for



def _state(ctx: typer.Context) -> AppState:
    return ctx.obj


def _plural(count: int, word: str, plural: str | None = None) -> str:
    return f"{count} {word if count == 1 else plural or word + 's'}"


# -- extract ---------------------------------------------------------------------------


def extract_command(
    ctx: typer.Context,
    paths: Optional[list[str]] = typer.Argument(None, metavar="[PATHS]...", help="Interaction JSON/JSONL, transcripts, .md/.txt files or folders (default: <store>/inbox/)."),
    project: Optional[str] = typer.Option(None, "--project", metavar="P", show_default="none (global)",
                                          help="Project for inputs that name none."),
    write: bool = typer.Option(False, "--write", help="Queue new candidates as status: candidate memory files."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show what --write would do; write nothing."),
    extract_cmd: Optional[str] = typer.Option(None, "--extract-cmd", metavar="CMD", show_default="extract.cmd",
                                              help="External extractor command (overrides extract.cmd)."),
    backend: Optional[str] = typer.Option(None, "--backend", metavar=f"[{'|'.join(EXTRACT_BACKENDS.names)}]",
                                          show_default="extract.backend",
                                          help="Add a model's candidates to the rules' (overrides extract.backend)."),
    format: str = format_option(),
) -> None:
    """Find candidate memories in conversations (the rules, plus an optional external extractor or model)."""
    from memcli.entities.routing import router_for
    from memcli.extract.extraction import extract

    check_format(format)
    if backend is not None and backend not in EXTRACT_BACKENDS:
        raise UsageError(f'--backend expects one of {", ".join(EXTRACT_BACKENDS.names)}; got "{backend}"')
    store = _state(ctx).store({"extract.cmd": extract_cmd, "extract.backend": backend})
    result = extract(store, paths or [], project=project, write=write, dry_run=dry_run, router=router_for(store),
                     extractor=extractor_for(store))
    if format == "json":
        out_json(result.to_dict())
        return
    out(_extract_text(result))


def _extract_text(result) -> str:
    lines = []
    if not result.candidates:
        lines.append(f"No candidates found in {_plural(result.responses, 'response')} from {_plural(result.inputs, 'input')}.")
    else:
        lines.append(f"{_plural(len(result.candidates), 'candidate')} from {_plural(result.responses, 'response')} "
                     f"in {_plural(result.inputs, 'input')}:")
        for candidate in result.candidates:
            lines.append(f"- {candidate.type}: {candidate.content}")
            scope = f", project {candidate.project}" if candidate.project else ""
            lines.append(f"    rule {candidate.rule}, source {candidate.source}{scope}")
    if result.model_calls:
        failed = ", failed (see the warning)" if result.model_failures else ""
        lines.append(f"Model: {_plural(result.model_calls, 'session')} sent{failed}.")
    if result.write and result.candidates:
        verb = "Would write" if result.dry_run else "Wrote"
        lines.append(f"{verb} {_plural(len(result.written), 'candidate file')}" + (":" if result.written else "."))
        lines.extend(f"    {path}" for _candidate, path in result.written)
        if result.already_queued:
            lines.append(f"{_plural(len(result.already_queued), 'candidate')} already in the review queue; not written again.")
    return "\n".join(lines)


# -- reinforce ---------------------------------------------------------------------------


def reinforce_command(
    ctx: typer.Context,
    paths: Optional[list[str]] = typer.Argument(None, metavar="[PATHS]...", help="Interactions, transcripts or text files (default: <store>/inbox/)."),
    project: Optional[str] = typer.Option(None, "--project", metavar="P", show_default="none (global)",
                                          help="Project for inputs that name none."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show what would be reinforced; write nothing."),
    format: str = format_option(),
) -> None:
    """Reinforce the memories that responses restate (+0.02 confidence, reference_count +1)."""
    from memcli.extract.readers import iter_input_files, read_inputs
    from memcli.extract.extraction import default_inputs
    from memcli.reinforce import reinforce

    check_format(format)
    store = _state(ctx).store()
    files = list(iter_input_files(paths or default_inputs(store)))
    records = read_inputs(files, root=store.root, project=project, max_bytes=int(store.config["max_file_bytes"]))
    plan = reinforce(store, records, dry_run=dry_run)
    if format == "json":
        out_json(plan.to_dict())
        return
    if not plan.items:
        out(f"No memory reinforced ({_plural(plan.responses, 'response')} read).")
        return
    verb = "Would reinforce" if dry_run else "Reinforced"
    lines = [f"{verb} {_plural(len(plan.items), 'memory', 'memories')} from {_plural(plan.responses, 'response')}:"]
    for item in plan.items:
        lines.append(f"    {item.path}  confidence {item.confidence_before:.2f} → {item.confidence_after:.2f}, "
                     f"references {item.references_before} → {item.references_after}")
    out("\n".join(lines))


# -- review ------------------------------------------------------------------------------

review_app = typer.Typer(help="The review queue: without a subcommand, walk it on a terminal (else list it); list, promote, reject, history.",
                         invoke_without_command=True, no_args_is_help=False,
                         epilog="Example: memcli --dir ~/memory review   (on a terminal; in scripts: review list --format json)")


@review_app.callback()
def review_main(ctx: typer.Context, format: str = format_option(),
                dry_run: bool = typer.Option(False, "--dry-run", help="Walk the queue but write nothing.")) -> None:
    """Walk the review queue interactively on a terminal; elsewhere list it (like `review list`)."""
    if ctx.invoked_subcommand is not None:
        return
    check_format(format)
    if format == "text" and is_interactive():
        _walk(ctx, dry_run)
    else:
        _list(ctx, format)


@review_app.command("list", epilog="Example: memcli --dir ~/memory review list --format json")
def review_list(ctx: typer.Context, format: str = format_option()) -> None:
    """List every candidate (memories and entities), grouped by source, with the rule that fired."""
    check_format(format)
    _list(ctx, format)


def _decision_hooks() -> dict[str, list[Any]]:
    """What other rooms do when the review queue decides on their items: graduated entities (``memcli.entities``)."""
    from memcli.entities.graduate import DECISION_HOOKS

    return DECISION_HOOKS


def _similar(store: Any) -> Any:
    """The review walker's "Similar" finder: the recall index's nearest live memories."""
    from memcli.patterns.recall import nearest
    from memcli.review.walk import Similar

    def find(text: str, limit: int) -> list[Similar]:
        return [Similar(store.rel(hit.path), hit.score, hit.preview) for hit in nearest(store, text, limit=limit)]

    return find


def _list(ctx: typer.Context, format: str) -> None:
    from memcli.entities.proposals import current_proposals, proposal_lines
    from memcli.review.items import grouped, list_document, queue

    store = _state(ctx).store()
    items = queue(store)
    pending = current_proposals(store)
    if format == "json":
        out_json(list_document(items, pending))
        return
    lines = [f"{_plural(len(items), 'candidate')} waiting for review" if items else "No candidates waiting for review."]
    for source, members in grouped(items):
        lines.append("")
        lines.append(escape_name(source))
        for item in members:
            where = f", line {item.line}" if item.line is not None else ""
            lines.append(f"  {escape_name(item.id)}  [{item.kind} {item.type}, {item.rule or 'no rule'}{where}]  "
                         f"{escape_name(item.path)}")
            lines.append(f"    {item.content}")
    if pending:
        lines += ["", *proposal_lines(pending)]
    out("\n".join(lines))


def _decide(ctx: typer.Context, ids: list[str], action: str, dry_run: bool, format: str) -> None:
    from memcli.review.decisions import decide
    from memcli.review.items import resolve

    check_format(format)
    store = _state(ctx).store()
    lookup = resolve(store, ids)
    decisions = decide(store, lookup.items, action, dry_run=dry_run, hooks=_decision_hooks())
    if format == "json":
        out_json({"decisions": [d.to_dict() for d in decisions], "problems": list(lookup.problems)})
    elif decisions:
        verb = {"promote": "Promoted", "reject": "Rejected"}[action]
        verb = f"Would {action}" if dry_run else verb
        out("\n".join(f"{verb} {d.id} ({d.path}): {d.before} → {d.after}{d.note}" for d in decisions))
    for problem in lookup.problems:
        err(f"memcli: error: {problem}")
    if lookup.problems:
        raise typer.Exit(1)


@review_app.command("promote", epilog="Example: memcli --dir ~/memory review promote preference-rebase-1 --dry-run")
def review_promote(
    ctx: typer.Context,
    ids: list[str] = typer.Argument(..., metavar="ID...", help="Candidate ids (or store-relative paths)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show what would change; write nothing."),
    format: str = format_option(),
) -> None:
    """Make candidates active (exit 1 if an id is not a candidate)."""
    _decide(ctx, ids, "promote", dry_run, format)


@review_app.command("reject", epilog="Example: memcli --dir ~/memory review reject preference-rebase-1")
def review_reject(
    ctx: typer.Context,
    ids: list[str] = typer.Argument(..., metavar="ID...", help="Candidate ids (or store-relative paths)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show what would change; write nothing."),
    format: str = format_option(),
) -> None:
    """Make candidates invalid (exit 1 if an id is not a candidate)."""
    _decide(ctx, ids, "reject", dry_run, format)


@review_app.command("history", epilog="Example: memcli --dir ~/memory review history preference-rebase-1")
def review_history(
    ctx: typer.Context,
    memory_id: str = typer.Argument(..., metavar="ID", help="A memory or entity id (or its path)."),
    format: str = format_option(),
) -> None:
    """Print the audit trail of one memory or entity: every status change, undos included; an undone one is marked."""
    from memcli.review.decisions import history
    from memcli.review.items import known_id

    check_format(format)
    store = _state(ctx).store()
    records = history(store, memory_id)
    if not records and not known_id(store, memory_id):
        raise NotFound(f"no memory or entity with id {memory_id}")
    if format == "json":
        out_json({"id": memory_id, "history": records})
        return
    if not records:
        out(f"No status changes recorded for {memory_id}.")
        return
    out("\n".join(f"{r.get('ts')}  {r.get('action')}  {r.get('from')} → {r.get('to')}  by {r.get('actor')}"
                  + ("  (undone)" if r.get("undone") else "") for r in records))


# -- the interactive walker ----------------------------------------------------------------


def _walk(ctx: typer.Context, dry_run: bool = False) -> None:
    from memcli.review.walk import CandidateQueue
    from memcli.walker import Terminal, walk

    store = _state(ctx).store()
    queue = CandidateQueue(store, dry_run=dry_run, hooks=_decision_hooks(), similar=_similar(store))
    if not queue.items():
        out("No candidates waiting for review.")
        return
    summary = walk(queue, Terminal())
    out(summary.text())
    if summary.interrupted:
        raise typer.Exit(130)


def register(app: typer.Typer) -> None:
    """Add ``extract``, ``reinforce`` and the ``review`` group."""
    app.command("extract", epilog="Example: memcli --dir ~/memory extract ~/.claude/projects/-home-you-src-app --write --dry-run")(
        extract_command)
    app.command("reinforce", epilog="Example: memcli --dir ~/memory reinforce ~/memory/inbox --dry-run")(reinforce_command)
    app.add_typer(review_app, name="review")
