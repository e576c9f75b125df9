"""``memcli models fetch|check``: get recall's embedding model from its pinned source, or check a folder of it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional

import typer

from memcli.cli.render import check_format, format_option, out, out_json
from memcli.cli.state import AppState

if TYPE_CHECKING:
    from memcli.models.source import Source

models_app = typer.Typer(help="The embedding model behind memcli[semantic]: fetch it, check a copy of it.",
                         no_args_is_help=True, epilog="Example: memcli models fetch && memcli models check")


@models_app.command("fetch", epilog="Example: memcli models fetch   (then recall uses it; offline: docs/models.md)")
def fetch_cmd() -> None:
    """Download all-MiniLM-L6-v2 at the pinned revision into the Hugging Face cache and check its files.

    Exit 1 when it cannot be downloaded (no network, HF_HUB_OFFLINE set) or its bytes differ from the pinned ones.
    """
    from memcli.models.source import fetch

    out(f"{fetch()}")


@models_app.command("check", epilog="Example: memcli models check /srv/models/all-MiniLM-L6-v2")
def check_cmd(
    ctx: typer.Context,
    folder: Optional[Path] = typer.Argument(None, metavar="[FOLDER]",
                                            help="The folder to check (default: the one recall would use)."),
    format: str = format_option(),
) -> None:
    """Check a model folder's files against the pinned SHA-256 (exit 1 when one is missing or differs)."""
    from memcli.models.source import PINNED, REPO_ID, REVISION, ModelRefused, Source, verify

    check_format(format)
    source = Source(folder, "the command line") if folder is not None else _configured(ctx.obj)
    if source is None:
        raise ModelRefused("no model folder named (recall.model_dir) and none in the Hugging Face cache; "
                           "run `memcli models fetch` or pass FOLDER")
    verify(source.folder)
    result = {"folder": str(source.folder), "source": source.named_by, "repo": REPO_ID, "revision": REVISION,
              "files": dict(PINNED)}
    if format == "json":
        out_json(result)
    else:
        out(f"ok: {source.folder} ({source.named_by}) holds {REPO_ID} at revision {REVISION}: "
            f"{len(PINNED)} files match their pinned SHA-256 ({', '.join(PINNED)})")


def _configured(state: AppState) -> Source | None:
    """The source recall would use: the store's ``recall.model_dir`` when a store is found, else the HF cache."""
    from memcli.errors import MemcliError
    from memcli.models.source import locate

    try:
        store = state.store()
    except MemcliError:
        return locate("")
    return locate(store.config["recall.model_dir"], store.root)


def register(app: typer.Typer) -> None:
    """Add the ``models`` group."""
    app.add_typer(models_app, name="models")
