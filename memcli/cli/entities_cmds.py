"""``memcli graduate``, ``memcli entities list|show|graph|propose`` and ``memcli context`` (docs/contracts.md §10).

Parsing and rendering only; the work is done by ``memcli.entities``.
"""

from __future__ import annotations

from typing import Optional

import typer

from memcli.cli.render import check_format, format_option, out, out_json
from memcli.cli.state import AppState
from memcli.errors import UsageError


entities_app = typer.Typer(help="Typed engineering facts: list, show, graph, graduation proposals.", no_args_is_help=True,
                           epilog="Example: memcli --dir ~/memory entities list --type Parameter")


def _state(ctx: typer.Context) -> AppState:
    return ctx.obj


# -- graduate ------------------------------------------------------------------------------


def graduate_command(
    ctx: typer.Context,
    memory_id: str = typer.Argument(..., metavar="ID", help="The memory to graduate (its id or store-relative path)."),
    as_type: Optional[str] = typer.Option(None, "--as", metavar="TYPE",
                                          show_default="suggested from the memory",
                                          help="Entity type: Decision, Requirement, Constraint, Fact, Parameter or Subsystem."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show the entity candidate that would be proposed; write nothing."),
    format: str = format_option(),
) -> None:
    """Propose an entity candidate from a memory; the memory becomes graduated (reversible by rejecting the entity)."""
    from memcli.entities.graduate import graduate
    from memcli.entities.model import parse_type_option

    check_format(format)
    kind = parse_type_option(as_type) if as_type is not None else None
    result = graduate(_state(ctx).store(), memory_id, as_type=kind, dry_run=dry_run)
    if format == "json":
        out_json(result.to_dict())
        return
    out(_graduation_text(result))


def _graduation_text(result) -> str:
    from memcli.entities.model import format_value

    verb = "Would graduate" if result.dry_run else "Graduated"
    lines = [f"{verb} {result.memory_id} ({result.memory_path}) into {result.entity_type} candidate {result.entity_id}",
             f"  entity: {result.entity_path}", f"  why:    {result.reason}"]
    for key in ("name", "value", "unit"):
        if result.fields.get(key) is not None:
            value = result.fields[key]
            lines.append(f"  {(key + ':').ljust(7)} {format_value(value) if key == 'value' else value}")
    lines.append(f"  memory: {result.memory_status} → graduated (graduated_to: {result.entity_id})")
    lines.append(f"Review it: memcli review promote {result.entity_id} (make it active) or "
                 f"memcli review reject {result.entity_id} (the memory returns to active).")
    return "\n".join(lines)


# -- entities list / show / graph / propose ----------------------------------------------------


@entities_app.command("list", epilog="Example: memcli --dir ~/memory entities list --type Parameter --status active")
def list_command(
    ctx: typer.Context,
    entity_type: Optional[str] = typer.Option(None, "--type", metavar="T", show_default="any", help="Only this entity type."),
    project: Optional[str] = typer.Option(None, "--project", metavar="P", show_default="any",
                                          help="Only entities of this project."),
    status: Optional[str] = typer.Option(None, "--status", metavar="S", show_default="any",
                                         help="Only this status (candidate, active, superseded, invalid)."),
    format: str = format_option(),
) -> None:
    """List entities, filtered by type, project and status."""
    from memcli.entities.model import parse_status_option, parse_type_option
    from memcli.entities.views import list_entities, render_list

    check_format(format)
    kind = parse_type_option(entity_type, "--type") if entity_type is not None else None
    wanted = parse_status_option(status) if status is not None else None
    found = list_entities(_state(ctx).store(), entity_type=kind, project=project, status=wanted)
    if format == "json":
        out_json({"entities": [e.to_dict() for e in found]})
        return
    out(render_list(found, filtered=any(v is not None for v in (kind, project, wanted))))


@entities_app.command("show", epilog="Example: memcli --dir ~/memory entities show batch-timeout")
def show_command(
    ctx: typer.Context,
    entity_id: str = typer.Argument(..., metavar="ID", help="The entity (its id or store-relative path)."),
    format: str = format_option(),
) -> None:
    """Show one entity, its relationships both ways and the memory it graduated from (exit 1 if unknown)."""
    from memcli.entities.views import render_show, show_entity

    check_format(format)
    view = show_entity(_state(ctx).store(), entity_id)
    if format == "json":
        out_json(view.to_dict())
        return
    out(render_show(view))


@entities_app.command("graph", epilog="Example: memcli --dir ~/memory entities graph --format json")
def graph_command(
    ctx: typer.Context,
    format: str = format_option(),
) -> None:
    """Print the relationship graph (a text tree; json nodes and edges) and flag orphan requirements."""
    from memcli.entities.graph import build_graph, render_graph
    from memcli.entities.model import load_entities

    check_format(format)
    graph = build_graph(load_entities(_state(ctx).store()).entities)
    if format == "json":
        out_json(graph.to_dict())
        return
    out(render_graph(graph))


@entities_app.command("propose", epilog="Example: memcli --dir ~/memory entities propose --save")
def propose_command(
    ctx: typer.Context,
    limit: int = typer.Option(25, "--limit", metavar="N", min=0, help="Most proposals to list, strongest first (0: all)."),
    save: bool = typer.Option(False, "--save", help="Save them for `memcli review list` (as the nightly run does)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="With --save: show them, save nothing."),
    format: str = format_option(),
) -> None:
    """List graduation proposals: reinforced memories, template matches, memories candidates restate."""
    from memcli.entities.proposals import proposal_lines, propose_graduations, save_proposals

    check_format(format)
    store = _state(ctx).store()
    proposals = propose_graduations(store, limit=limit)
    if save:
        save_proposals(store, proposals, dry_run=dry_run)
    if format == "json":
        out_json({"proposals": [p.to_dict() for p in proposals]})
        return
    out("\n".join(proposal_lines(proposals)) if proposals else "No graduation proposals.")


# -- context --------------------------------------------------------------------------------------


def _budget(text: str) -> int:
    value = text.strip()
    if not value.isdigit() or int(value) < 1:
        raise UsageError(f'--budget expects a positive integer; got "{text}"')
    return int(value)


def context_command(
    ctx: typer.Context,
    prompt: str = typer.Argument(..., metavar="PROMPT", help="What the context is for."),
    budget: str = typer.Option("4000", "--budget", metavar="CHARS", help="Most characters the pack may take."),
    project: Optional[str] = typer.Option(None, "--project", metavar="P", show_default="every project",
                                          help="Only memories and entities of this project (and global ones)."),
    format: str = format_option(),
) -> None:
    """Assemble a context pack in trust order: pinned state, identity, preferences, entities, recalled memories."""
    import logging

    from memcli.context import build_context
    from memcli.wiring import similarity_for

    check_format(format)
    chars = _budget(budget)
    store = _state(ctx).store()
    pack = build_context(store, prompt, budget=chars, project=project, similarity=similarity_for(store))
    if format == "json":
        out_json(pack.to_dict())
        return
    if not pack.total_chars:
        logging.getLogger("memcli").warning("nothing relevant fits in the context pack (budget %d characters)", chars)
    out(pack.text)


def register(app: typer.Typer) -> None:
    """Add ``graduate``, the ``entities`` group and ``context``."""
    app.command("graduate", epilog="Example: memcli --dir ~/memory graduate fact-api-timeout --as Parameter --dry-run")(
        graduate_command)
    app.add_typer(entities_app, name="entities")
    app.command("context", epilog='Example: memcli --dir ~/memory context "raise the batch timeout" --budget 2000')(context_command)
