"""Editing one store file in the user's ``$EDITOR`` (the review walkers' ``e`` and ``o`` keys).

The editor works on a private temporary copy; the store file changes only
when the caller writes the checked result in a transaction. A result that
does not check (broken YAML) is not thrown away: the editor opens again on
what the user wrote, with the reason in a few ``# memcli:`` lines at the top
(removed again on save). Saving it unchanged, or emptying it, gives up.
"""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memcli.errors import UsageError
from memcli.safeedit import atomic_write_bytes
from memcli.safeedit.journal import CONFLICTS_DIR, STATE_DIR

HEADER = "# memcli: "


def editor_command(environ: dict[str, str] | None = None) -> list[str]:
    """``$VISUAL``, else ``$EDITOR``, else ``vi``, split into arguments (never run through a shell)."""
    env = os.environ if environ is None else environ
    raw = env.get("VISUAL") or env.get("EDITOR") or "vi"
    try:
        argv = shlex.split(raw)
    except ValueError:
        raise UsageError(f"cannot split the editor command {raw!r} into arguments") from None
    if not argv:
        raise UsageError("the editor command is empty")
    return argv


@dataclass(frozen=True)
class Edited:
    """The outcome of an edit: the new text to save, or why there is none (both ``None``: left unchanged)."""

    text: str | None = None
    problem: str | None = None


def _with_header(problem: str, text: str) -> str:
    notes = [f"this edit was not saved: {problem}",
             "fix it and save to try again; save it unchanged, or empty the file, to give up.",
             "(the lines starting with '# memcli:' are removed when you save)"]
    return "".join(f"{HEADER}{' '.join(note.split())}\n" for note in notes) + text


def _without_header(text: str) -> str:
    lines = text.splitlines(keepends=True)
    start = 0
    while start < len(lines) and lines[start].startswith(HEADER.rstrip()):
        start += 1
    return "".join(lines[start:])


def _run_editor(argv: list[str], path: Path) -> None:
    """Run the editor on ``path``; Ctrl-C belongs to the editor meanwhile (as with git), not to memcli."""
    main_thread = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN) if main_thread else None
    try:
        subprocess.run(argv + [str(path)], check=False)
    finally:
        if main_thread:
            signal.signal(signal.SIGINT, previous)


def edit_text(original: str, name: str, check: Callable[[str], str | None], *,
              editor: list[str] | None = None) -> Edited:
    """Let the user edit ``original`` (shown as a file called ``name``) until ``check`` accepts it or they give up.

    ``check`` returns why a text cannot be saved, or ``None``.
    """
    argv = editor or editor_command()
    folder = tempfile.mkdtemp(prefix="memcli-edit-")
    copy = Path(folder) / name
    shown = original
    try:
        while True:
            atomic_write_bytes(copy, shown.encode("utf-8"), mode=0o600)
            try:
                _run_editor(argv, copy)
            except OSError as exc:
                return Edited(problem=f"cannot run editor {argv[0]!r}: {exc.strerror or exc}; nothing changed")
            try:
                text = _without_header(copy.read_bytes().decode("utf-8"))
            except (OSError, UnicodeDecodeError):
                return Edited(problem="the edited file is not UTF-8 text; nothing changed")
            if not text.strip():
                return Edited(problem="the file was emptied: edit cancelled, nothing changed")
            if text == original:
                return Edited()
            problem = check(text)
            if problem is None:
                return Edited(text=text)
            if shown is not original and text == _without_header(shown):
                return Edited(problem=f"{problem}; nothing changed")
            shown = _with_header(problem, text)
    finally:
        shutil.rmtree(folder, ignore_errors=True)  # the copy and whatever swap files the editor left


def edit_store_file(store: Any, rel: str, command: str, *, editor: list[str] | None = None) -> Edited:
    """Edit one store file in ``$EDITOR``; a result that parses is written in one transaction named ``command``."""
    original = store.read_text(rel)
    if original is None:
        return Edited(problem=f"{rel} disappeared")
    edited = edit_text(original, os.path.basename(rel), frontmatter_problem, editor=editor)
    if edited.text is not None:
        with keep_edit_on_conflict(store, rel, edited.text), store.transaction(command) as tx:
            tx.expect(rel, original)  # a change made while the editor was open is never overwritten
            tx.write_text(rel, edited.text, allow_shrink=True)
    return edited


@contextmanager
def keep_edit_on_conflict(store: Any, rel: str, text: str) -> Iterator[None]:
    """When another writer changed ``rel`` while the editor was open, keep the person's edit aside, not lost.

    The store file keeps the other writer's bytes (``StoreChanged``, exit 3);
    the edit is written to ``.memcli/conflicts/edited/<file>.edited`` (never
    ``.md``: nothing there looks like a memory) and the error names it.
    """
    from memcli.errors import StoreChanged

    try:
        yield
    except StoreChanged as exc:
        aside = f"{STATE_DIR}/{CONFLICTS_DIR}/edited/{os.path.basename(rel)}.edited"
        with store.transaction(f"keep edit of {rel}") as tx:
            tx.write_text(aside, text, allow_shrink=True)
        raise StoreChanged(f"{exc.message}; your edit is kept in {aside}") from None


def frontmatter_problem(text: str) -> str | None:
    """Why ``text`` is not a memory file memcli can read (``None`` when it is)."""
    from memcli.errors import FrontmatterError
    from memcli.store.frontmatter import parse

    try:
        parse(text)
    except FrontmatterError as exc:
        return f"the frontmatter does not parse ({exc.message})"
    return None
