"""Readers for real inputs: interaction JSON, Claude Code transcripts, plain markdown/text.

Every reader yields ``Record`` values: one piece of conversation text with
its role, where it came from, its project and session. Only the response
side (``role == "assistant"``: assistant text, an interaction's response
and its summary) is mined for memories; the user side is there for rooms
that need it (the Stop hook mines user corrections).

Transcripts and JSONL files stream line by line; broken lines and files
are reported as warnings on stderr and skipped, never a crash.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from memcli.extract import transcript
from memcli.errors import UsageError
from memcli.regular_files import not_regular_message, open_regular
from memcli.text import scalar_text

log = logging.getLogger("memcli")

ASSISTANT, USER = "assistant", "user"
TRANSCRIPT, INTERACTION, TEXT = "transcript", "interaction", "text"
JSON_SUFFIXES = (".json", ".jsonl")
TEXT_SUFFIXES = (".md", ".txt", ".markdown")
INPUT_SUFFIXES = JSON_SUFFIXES + TEXT_SUFFIXES
RESPONSE_FIELDS = ("response", "response_summary")
MAX_LINE_WARNINGS = 5  # per file; the rest are counted in one summary line
BINARY_SNIFF = 8192


@dataclass(frozen=True, slots=True)
class Record:
    """One piece of conversation text and its provenance.

    ``kind`` is ``transcript``, ``interaction`` or ``text``; ``field`` the
    part it came from (``assistant``/``user`` for transcripts, ``response``,
    ``response_summary`` or ``prompt`` for interactions, ``text`` for plain
    files). ``unit`` names the response it belongs to (an interaction, a
    transcript turn, a file): reinforcement counts one match per unit.
    """

    text: str
    role: str
    kind: str
    field: str
    path: str  # how the file is shown: store-relative inside the store, else absolute
    line: int | None
    unit: str
    project: str | None = None
    session: str | None = None
    interaction_id: str | None = None
    cwd: str | None = None
    created: str | None = None
    meta: bool = False  # transcript text Claude Code injected (isMeta), not typed by the person

    @property
    def is_response(self) -> bool:
        """Whether this is response-side text (the only side mined for memories)."""
        return self.role == ASSISTANT

    def source_at(self, line_offset: int = 0) -> str:
        """Provenance of something found ``line_offset`` lines into the text.

        ``interaction:<id>`` for an interaction with an id, else
        ``<file>:<line>`` (the line of the cue itself in a plain file).
        """
        if self.interaction_id:
            return f"interaction:{self.interaction_id}"
        if self.line is None:
            return self.path
        return f"{self.path}:{self.line + (line_offset if self.kind == TEXT else 0)}"

    @property
    def source(self) -> str:
        """Provenance of the record itself."""
        return self.source_at(0)


def display_path(path: Path, root: Path | None) -> str:
    """Store-relative POSIX path for files inside the store, else the absolute path."""
    absolute = Path(os.path.abspath(path))
    if root is not None:
        try:
            return absolute.relative_to(Path(os.path.abspath(root))).as_posix()
        except ValueError:
            pass
    return absolute.as_posix()


def iter_input_files(paths: Iterable[str | os.PathLike], *, strict: bool = True) -> Iterator[Path]:
    """The input files named by ``paths``: files as given, directories walked for known suffixes.

    Hidden files and folders inside a directory are skipped; files come in
    sorted order. A path that does not exist is a ``UsageError`` when
    ``strict`` (the command line), else a warning.
    """
    for raw in paths:
        path = Path(os.path.expanduser(os.fspath(raw)))
        if path.is_dir():
            yield from _walk(path)
        elif path.is_file():
            yield path
        elif path.exists():  # a FIFO, socket or device: opening it could block for ever
            message = f"{raw}: {not_regular_message(path.stat().st_mode)}"
            if strict:
                raise UsageError(message)
            log.warning("%s; skipped", message)
        elif strict:
            raise UsageError(f"no such file or directory: {raw}")
        else:
            log.warning("%s: no such file or directory; skipped", raw)


def _walk(folder: Path) -> Iterator[Path]:
    found = []
    for current, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in files:
            if not name.startswith(".") and name.lower().endswith(INPUT_SUFFIXES):
                path = Path(current) / name
                if path.is_file():
                    found.append(path)
                elif path.exists():
                    log.warning("%s: %s; skipped", path, not_regular_message(path.stat().st_mode))
    yield from sorted(found)


def input_kind(path: Path) -> str:
    """``transcript``, ``interaction`` or ``text``: how a file is read (by suffix, and content for .jsonl)."""
    name = path.name.lower()
    if name.endswith(".jsonl"):
        return TRANSCRIPT if transcript.sniff_jsonl_file(path) == "transcript" else INTERACTION
    if name.endswith(".json"):
        return INTERACTION
    return TEXT


def read_inputs(paths: Iterable[str | os.PathLike], *, root: Path | None = None, project: str | None = None,
                include_user: bool = False, strict: bool = True) -> Iterator[Record]:
    """Stream the records of every input file under ``paths``.

    ``root`` (the store) makes sources store-relative; ``project`` is the
    project of records whose input names none; ``include_user`` also yields
    user-side text. Unreadable files are warned about and skipped.
    """
    for path in iter_input_files(paths, strict=strict):
        yield from read_file(path, root=root, project=project, include_user=include_user)


class _LineWarnings:
    """Warn about the first few bad lines of a file, then count the rest into one summary line."""

    def __init__(self, shown: str) -> None:
        self.shown = shown
        self.count = 0

    def __call__(self, message: str) -> None:
        self.count += 1
        if self.count <= MAX_LINE_WARNINGS:
            log.warning("%s", message)

    def finish(self) -> None:
        hidden = self.count - MAX_LINE_WARNINGS
        if hidden > 0:
            log.warning("%s: %d more bad line%s skipped", self.shown, hidden, "" if hidden == 1 else "s")


def _is_binary(path: Path) -> bool:
    """NUL bytes near the start of the file.

    A ``.jsonl`` file with NULs is binary only when none of its lines is a
    JSON object: a crash can leave a block of NULs anywhere in an
    append-only log, and that is a bad line to skip (with a warning), not a
    reason to drop the good lines around it.
    """
    with open_regular(path) as handle:
        if b"\x00" not in handle.read(BINARY_SNIFF):
            return False
        if not path.name.lower().endswith(".jsonl"):
            return True
        handle.seek(0)
        return not any(_is_object_line(line) for line in handle)


def _is_object_line(raw: bytes) -> bool:
    try:
        return isinstance(json.loads(raw), dict)
    except (ValueError, RecursionError):
        return False


def read_file(path: Path, *, root: Path | None = None, project: str | None = None,
              include_user: bool = False) -> Iterator[Record]:
    """The records of one input file (see ``read_inputs``)."""
    shown = display_path(path, root)
    warn = _LineWarnings(shown)
    try:
        if _is_binary(path):
            log.warning("%s: binary file; skipped", shown)
            return
        kind = input_kind(path)
        if kind == TRANSCRIPT:
            yield from _read_transcript(path, shown, project, include_user, warn)
        elif kind == INTERACTION:
            yield from _read_interactions(path, shown, project, include_user, warn)
        else:
            yield from _read_text(path, shown, project)
    except OSError as exc:
        log.warning("%s: cannot read (%s); skipped", shown, exc.strerror or exc)
    finally:
        warn.finish()


# -- transcripts -----------------------------------------------------------------


def _read_transcript(path: Path, shown: str, project: str | None, include_user: bool,
                     warn: _LineWarnings) -> Iterator[Record]:
    roles = (USER, ASSISTANT) if include_user else (ASSISTANT,)
    for entry in transcript.iter_transcript(path, warn=warn, roles=(USER, ASSISTANT), where=shown):
        # User entries are read even when not yielded: they mark where a reply (a unit) starts.
        if entry.role not in roles:
            continue
        yield Record(entry.text, entry.role, TRANSCRIPT, entry.role, shown, entry.line, f"{shown}#turn{entry.turn}",
                     project, entry.session_id, None, entry.cwd, entry.timestamp, entry.meta)


# -- interactions ----------------------------------------------------------------


def _read_interactions(path: Path, shown: str, project: str | None, include_user: bool,
                       warn: _LineWarnings) -> Iterator[Record]:
    for line, obj in _interaction_objects(path, shown, warn):
        if not isinstance(obj, dict):
            warn(f"{shown}:{line}: not a JSON object; skipped")
            continue
        yield from _interaction_records(obj, shown, line, project, include_user, warn)


def _interaction_objects(path: Path, shown: str, warn: _LineWarnings) -> Iterator[tuple[int, object]]:
    if path.name.lower().endswith(".jsonl"):
        with open_regular(path) as handle:
            for number, raw in enumerate(handle, 1):
                if not raw.strip():
                    continue
                try:
                    yield number, json.loads(raw)
                except (ValueError, RecursionError):
                    warn(f"{shown}:{number}: not valid JSON; line skipped")
        return
    try:
        with open_regular(path) as handle:
            text = handle.read().decode("utf-8-sig")
    except UnicodeDecodeError:
        log.warning("%s: not UTF-8 text; skipped", shown)
        return
    if text.strip():
        yield from _json_document(text, shown)


def _json_document(text: str, shown: str) -> Iterator[tuple[int, object]]:
    """The objects of a JSON file (one object or an array), each with the line it starts on."""
    decoder = json.JSONDecoder()
    start = len(text) - len(text.lstrip())
    if text.startswith("[", start):
        pos = start + 1
        items: list[tuple[int, object]] = []
        try:
            while True:
                pos = _skip_space(text, pos)
                if text.startswith("]", pos):
                    break
                obj, end = decoder.raw_decode(text, pos)
                items.append((text.count("\n", 0, pos) + 1, obj))
                pos = _skip_space(text, end)
                if text.startswith(",", pos):
                    pos += 1
                elif not text.startswith("]", pos):
                    raise ValueError("expected , or ]")
        except (ValueError, RecursionError):
            log.warning("%s: not valid JSON; skipped", shown)
            return
        yield from items
        return
    try:
        obj = json.loads(text)
    except (ValueError, RecursionError):
        log.warning("%s: not valid JSON; skipped", shown)
        return
    yield text.count("\n", 0, start) + 1, obj


def _skip_space(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t\r\n":
        pos += 1
    return pos


def _interaction_records(obj: dict, shown: str, line: int, project: str | None, include_user: bool,
                         warn: _LineWarnings) -> Iterator[Record]:
    interaction_id = scalar_text(obj.get("id"))
    own_project = scalar_text(obj.get("project")) or project
    unit = f"interaction:{interaction_id}" if interaction_id else f"{shown}:{line}"
    fields = RESPONSE_FIELDS + (("prompt",) if include_user else ())
    for field in fields:
        value = obj.get(field)
        if value is None:
            continue
        if not isinstance(value, str):
            warn(f"{shown}:{line}: {field} is not a string; skipped")
            continue
        if not value.strip():
            continue
        role = USER if field == "prompt" else ASSISTANT
        yield Record(value, role, INTERACTION, field, shown, line, unit, own_project, scalar_text(obj.get("session_id")),
                     interaction_id, None, scalar_text(obj.get("created_at")))


# -- plain text ------------------------------------------------------------------


def _read_text(path: Path, shown: str, project: str | None) -> Iterator[Record]:
    with open_regular(path) as handle:
        data = handle.read()
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        log.warning("%s: not UTF-8 text; skipped", shown)
        return
    if text.strip():
        yield Record(text, ASSISTANT, TEXT, "text", shown, 1, shown, project)
