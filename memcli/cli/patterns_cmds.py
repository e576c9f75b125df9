"""``memcli patterns run|list|explain`` and ``memcli recall``: parse flags, call ``memcli.patterns``, render."""

from __future__ import annotations

import math
from typing import Optional

import typer

from memcli.cli.render import err, format_option, out, out_json
from memcli.cli.state import AppState
from memcli.errors import UsageError
from memcli.patterns.rules import check_choice, js_number, js_quote, js_trim, parse_category_list
from memcli.patterns.rules import parse_positive_int, parse_since

RUN_FORMATS = ("text", "json")
LIST_FORMATS = ("text", "markdown", "json")

patterns_app = typer.Typer(help="Pattern reinforcement (remnic-compatible): run, list, explain.", no_args_is_help=True,
                           epilog="Example: memcli --dir ~/memory patterns run --dry-run")


def _state(ctx: typer.Context) -> AppState:
    return ctx.obj


def _min_count(text: Optional[str]) -> Optional[float]:
    if text is None:
        return None
    number = js_number(text)
    if math.isnan(number) or not js_trim(text):
        raise UsageError(f"--min-count expects a number; got {js_quote(text)}")
    return number


def _categories(text: Optional[str]) -> Optional[list[str]]:
    if text is None:
        return None
    return list(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))


@patterns_app.command("run", epilog="Example: memcli --dir ~/memory patterns run --match similar --dry-run")
def run_cmd(
    ctx: typer.Context,
    min_count: Optional[str] = typer.Option(None, "--min-count", metavar="N", show_default="patterns.min_count, else 3",
                                            help="Smallest cluster to reinforce (floored, clamped to 2..1000)."),
    categories: Optional[str] = typer.Option(None, "--categories", metavar="A,B",
                                             show_default="patterns.categories, else preference,fact,decision",
                                             help="Memory types to cluster (empty = none)."),
    match: str = typer.Option("exact", "--match", metavar="[exact|similar]",
                              help="exact: remnic's normalized key; similar: also paraphrases."),
    force: bool = typer.Option(False, "--force", help="Accepted for remnic parity; a direct run always runs."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Print the same result; write nothing."),
    format: str = format_option(),
) -> None:
    """Cluster recurring memories, reinforce one canonical per cluster, supersede the duplicates."""
    from memcli.patterns.engine import MATCH_MODES, render_result, run_patterns

    check_choice("--format", format, RUN_FORMATS)
    check_choice("--match", match, MATCH_MODES)
    chosen_min = _min_count(min_count)
    chosen_categories = _categories(categories)
    state = _state(ctx)
    store = state.store()
    result = run_patterns(store, min_count=chosen_min, categories=chosen_categories, match=match, dry_run=dry_run)
    if format == "json":
        out_json(result.to_dict())
    else:
        out(render_result(result))
    if dry_run and not state.quiet:
        err("memcli: dry run: nothing was written")


@patterns_app.command("list", epilog="Example: memcli --dir ~/memory patterns list --limit 10 --format markdown")
def list_cmd(
    ctx: typer.Context,
    limit: Optional[str] = typer.Option(None, "--limit", metavar="N", show_default="50", help="At most N rows."),
    category: Optional[str] = typer.Option(None, "--category", metavar="A,B", show_default="every type",
                                           help="Only these types (comma-separated)."),
    since: Optional[str] = typer.Option(None, "--since", metavar="ISO", show_default="any time",
                                        help="Only those reinforced at or after this instant."),
    format: str = format_option("text", "markdown", "json"),
) -> None:
    """List reinforced memories by reinforcement count (remnic's `patterns list`)."""
    from memcli.patterns.listing import DEFAULT_LIMIT, list_patterns, render_list

    check_choice("--format", format, LIST_FORMATS)
    rows_limit = DEFAULT_LIMIT if limit is None else parse_positive_int("--limit", limit)
    wanted = None if category is None else parse_category_list(category)
    since_ms = None if since is None else parse_since(since)
    store = _state(ctx).store()
    rows = list_patterns(store, limit=rows_limit, categories=wanted, since_ms=since_ms)
    out(render_list(rows, format))


@patterns_app.command("explain", epilog="Example: memcli --dir ~/memory patterns explain preference-rebase-3")
def explain_cmd(
    ctx: typer.Context,
    memory_id: Optional[str] = typer.Argument(None, metavar="ID", help="The reinforced memory's id."),
    format: str = format_option("text", "markdown", "json"),
) -> None:
    """Show a reinforced memory's provenance and the duplicates it absorbed (remnic's `patterns explain`)."""
    from memcli.patterns.listing import explain_pattern, render_explain

    if memory_id is None or not js_trim(memory_id):
        raise UsageError("patterns explain: <memoryId> is required and must be non-empty")
    check_choice("--format", format, LIST_FORMATS)
    store = _state(ctx).store()
    detail = explain_pattern(store, js_trim(memory_id))
    out(render_explain(detail, format))


def recall_cmd(
    ctx: typer.Context,
    query: str = typer.Argument(..., metavar="QUERY", help="What to look for."),
    limit: str = typer.Option("10", "--limit", metavar="N", help="At most N results."),
    project: Optional[str] = typer.Option(None, "--project", metavar="P", show_default="every project",
                                          help="Only project P's memories and global ones."),
    explain: bool = typer.Option(False, "--explain", help="Show each result's score parts."),
    format: str = format_option(),
) -> None:
    """Rank live memories for a query (full text, confidence, recency, optional reinforcement boost)."""
    from memcli.patterns.recall import recall, render_recall
    from memcli.wiring import similarity_for

    check_choice("--format", format, RUN_FORMATS)
    count = parse_positive_int("--limit", limit)
    if not js_trim(query):
        raise UsageError("recall expects a non-empty QUERY")
    store = _state(ctx).store()
    hits = recall(store, query, limit=count, project=project, similarity=similarity_for(store))
    if format == "json":
        out_json({"results": [hit.to_dict() for hit in hits]})
    else:
        out(render_recall(hits, query, explain=explain))


def register(app: typer.Typer) -> None:
    """Add the ``patterns`` group and the top-level ``recall`` command."""
    app.add_typer(patterns_app, name="patterns")
    app.command("recall", epilog='Example: memcli --dir ~/memory recall "package manager" --explain')(recall_cmd)
