"""Output helpers: exactly one document on stdout, exactly one trailing newline, no styling when piped."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

import typer

from memcli.errors import UsageError
from memcli.formats.markup import terminal_text

TEXT, JSON, MARKDOWN = "text", "json", "markdown"
_printed = {"json": False}  # one JSON document per run: an error after it adds no second one


def complete_from(choices: Sequence[str] | Callable[[], Sequence[str]]) -> Any:
    """Shell completion for an option with fixed choices (or a registry's, read when completing): those that start
    with what was typed."""
    return lambda incomplete: [c for c in (choices() if callable(choices) else choices) if c.startswith(incomplete)]


def format_option(*choices: str) -> Any:
    """The ``--format`` option of a command: its choices shown as ``[text|json]`` in ``--help``, default text.

    The value is checked by ``check_format`` (memcli's own message), not by Click.
    """
    allowed = choices or (TEXT, JSON)
    return typer.Option(TEXT, "--format", metavar=f"[{'|'.join(allowed)}]", help="Output format.",
                        autocompletion=complete_from(allowed))


def check_format(value: str, allowed: Sequence[str] = (TEXT, JSON)) -> str:
    """Validate a ``--format`` value (exit 2 with the standard message)."""
    if value not in allowed:
        raise UsageError(f'--format expects one of {", ".join(allowed)}; got "{value}"')
    return value


def out(text: str, *, json_document: bool = False) -> None:
    """Print ``text`` to stdout ending in exactly one newline, memory text's control characters escaped."""
    sys.stdout.write(terminal_text(text.rstrip("\n"), json=json_document) + "\n")
    sys.stdout.flush()


def out_json(document: Any, *, indent: int | None = 2) -> None:
    """Print one JSON document to stdout."""
    out(json.dumps(document, indent=indent, ensure_ascii=False), json_document=True)
    _printed["json"] = True


def json_printed() -> bool:
    """Whether this run already printed its JSON document."""
    return _printed["json"]


def start_run() -> None:
    """Forget what an earlier run in this process printed (tests run many in one process)."""
    _printed["json"] = False


def err(text: str) -> None:
    """One line (or more) on stderr, memory text's control characters escaped."""
    sys.stderr.write(terminal_text(text.rstrip("\n")) + "\n")
    sys.stderr.flush()


def console(stderr: bool = True):
    """A Rich console for a terminal (no colour under ``NO_COLOR``); imported lazily."""
    from rich.console import Console

    return Console(stderr=stderr, no_color=bool(os.environ.get("NO_COLOR")), highlight=False)
