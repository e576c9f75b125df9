"""Readers for real inputs: interaction JSON, Claude Code transcripts, plain markdown/text.

Every reader yields ``Record`` values: one piece of conversation text with
its role, where it came from, its project and session. The response side
(``role == "assistant"``: assistant text, an interaction's response and its
summary, a plain file) is mined by the structure rules and matched for
reinforcement; the user side (what the person typed: a transcript's typed
user text, an interaction's ``prompt``) is mined by the conversation rules.
Transcripts are read by ``memcli.formats.transcript``, the one reader every
room shares: tool results, thinking, sidechains, injected text and
compaction summaries never become records.

JSONL files stream line by line in memory bounded by the line cap
(``max_file_bytes``); JSON and text files over that size are skipped.
Broken lines and files are reported as warnings on stderr and skipped,
never a crash; a last line without its newline is still being written and is
left for a later read.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from memcli.errors import UsageError
from memcli.formats import transcript
from memcli.formats.jsonl import DEFAULT_MAX_LINE_BYTES, WHOLE, Span, decode_object, has_lone_surrogate, read_lines
from memcli.formats.regular_files import not_regular_message, open_regular
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
TYPED = transcript.TYPED


@dataclass(frozen=True, slots=True)
class Record:
    """One piece of conversation text and its provenance.

    ``kind`` is ``transcript``, ``interaction`` or ``text``; ``field`` the
    part it came from (``assistant``/``user`` for transcripts, ``response``,
    ``response_summary`` or ``prompt`` for interactions, ``text`` for plain
    files). ``unit`` names the exchange it belongs to (an interaction, a
    transcript turn, a file): reinforcement counts one match per unit, and a
    reply acknowledging what the person said shares the person's unit.
    ``origin`` is ``typed`` or ``memory_note`` for the person's text (see
    ``memcli.formats.transcript``), ``assistant`` for the response side.
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
    origin: str = transcript.ASSISTANT_TEXT

    @property
    def by_person(self) -> bool:
        """Text the person typed (the user side mined by the conversation rules)."""
        return self.role == USER

    @property
    def session_key(self) -> str:
        """What tells one conversation from another: the session id, else the unit."""
        return self.session or self.unit

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


def input_kind(path: Path, max_bytes: int = DEFAULT_MAX_LINE_BYTES) -> str:
    """``transcript``, ``interaction`` or ``text``: how a file is read (by suffix, and content for .jsonl)."""
    name = path.name.lower()
    if name.endswith(".jsonl"):
        return TRANSCRIPT if transcript.sniff_jsonl_file(path, max_bytes) == "transcript" else INTERACTION
    if name.endswith(".json"):
        return INTERACTION
    return TEXT


def read_inputs(paths: Iterable[str | os.PathLike], *, root: Path | None = None, project: str | None = None,
                include_user: bool = False, strict: bool = True,
                max_bytes: int = DEFAULT_MAX_LINE_BYTES) -> Iterator[Record]:
    """Stream the records of every input file under ``paths``.

    ``root`` (the store) makes sources store-relative; ``project`` is the
    project of records whose input names none; ``include_user`` also yields
    what the person typed. ``max_bytes`` caps a line (and a whole JSON or
    text file). Unreadable files and broken lines are warned about and
    skipped.
    """
    for path in iter_input_files(paths, strict=strict):
        yield from read_file(path, root=root, project=project, include_user=include_user, max_bytes=max_bytes)


class _LineWarnings:
    """Warn about the first few bad lines of a file, then count the rest into one summary line."""

    def __init__(self, shown: str) -> None:
        self.shown = shown
        self.count = 0

    def __call__(self, message: str) -> None:
        self.count += 1
        if self.count <= MAX_LINE_WARNINGS:
            log.warning("%s", message)

    def file(self, message: str) -> None:
        """A problem with the whole file (always shown)."""
        self.count += 1
        log.warning("%s: %s", self.shown, message)

    def finish(self) -> None:
        hidden = self.count - MAX_LINE_WARNINGS
        if hidden > 0:
            log.warning("%s: %d more bad line%s skipped", self.shown, hidden, "" if hidden == 1 else "s")


def _is_binary(path: Path, max_bytes: int) -> bool:
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
        return not any(decode_object(raw.data, max_bytes)[0] is not None for raw in read_lines(handle, max_bytes))


def read_file(path: Path, *, root: Path | None = None, project: str | None = None, include_user: bool = False,
              max_bytes: int = DEFAULT_MAX_LINE_BYTES, span: Span = WHOLE) -> Iterator[Record]:
    """The records of one input file (see ``read_inputs``); ``span`` bounds a JSONL read to part of the file."""
    shown = display_path(path, root)
    warn = _LineWarnings(shown)
    try:
        if _is_binary(path, max_bytes):
            warn.file("binary file; skipped")
            return
        kind = input_kind(path, max_bytes)
        if kind == TRANSCRIPT:
            yield from _read_transcript(path, shown, project, include_user, warn, max_bytes, span)
        elif kind == INTERACTION:
            yield from _read_interactions(path, shown, project, include_user, warn, max_bytes, span)
        else:
            yield from _read_text(path, shown, project, warn, max_bytes)
    except OSError as exc:
        warn.file(f"cannot read ({exc.strerror or exc}); skipped")
    finally:
        warn.finish()


# -- transcripts -----------------------------------------------------------------


def _read_transcript(path: Path, shown: str, project: str | None, include_user: bool, warn: _LineWarnings,
                     max_bytes: int, span: Span) -> Iterator[Record]:
    for segment in transcript.read_transcript(path, warn=warn, where=shown, max_bytes=max_bytes, span=span):
        if segment.is_response:
            role = ASSISTANT
        elif include_user and segment.by_person:
            role = USER
        else:
            continue
        yield Record(segment.text, role, TRANSCRIPT, role, shown, segment.line, f"{shown}#turn{segment.turn}",
                     project, segment.session_id, None, segment.cwd, segment.timestamp, segment.origin)


# -- interactions ----------------------------------------------------------------


def _read_interactions(path: Path, shown: str, project: str | None, include_user: bool, warn: _LineWarnings,
                       max_bytes: int, span: Span) -> Iterator[Record]:
    for line, obj in _interaction_objects(path, shown, warn, max_bytes, span):
        if not isinstance(obj, dict):
            warn(f"{shown}:{line}: not a JSON object; skipped")
            continue
        yield from _interaction_records(obj, shown, line, project, include_user, warn)


def _interaction_objects(path: Path, shown: str, warn: _LineWarnings, max_bytes: int,
                         span: Span) -> Iterator[tuple[int, object]]:
    if path.name.lower().endswith(".jsonl"):
        with open_regular(path) as handle:
            for raw in read_lines(handle, max_bytes, span):
                obj, problem = decode_object(raw.data, max_bytes)
                if problem is not None:
                    warn(f"{shown}:{raw.number}: {problem}; line skipped")
                elif obj is not None:
                    yield raw.number, obj
        return
    text = _whole_text(path, warn, max_bytes)
    if text is None or not text.strip():
        return
    for line, obj in _json_document(text, warn):
        if "\\u" in text and has_lone_surrogate(obj):
            warn(f"{shown}:{line}: holds a lone surrogate (not text); skipped")
        else:
            yield line, obj

def _json_document(text: str, warn: _LineWarnings) -> Iterator[tuple[int, object]]:
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
            warn.file("not valid JSON; skipped")
            return
        yield from items
        return
    try:
        obj = json.loads(text)
    except (ValueError, RecursionError):
        warn.file("not valid JSON; skipped")
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
    fields = (("prompt",) if include_user else ()) + RESPONSE_FIELDS
    for field in fields:
        value = obj.get(field)
        if value is None:
            continue
        if not isinstance(value, str):
            warn(f"{shown}:{line}: {field} is not a string; skipped")
            continue
        if not value.strip():
            continue
        role, origin = (USER, TYPED) if field == "prompt" else (ASSISTANT, transcript.ASSISTANT_TEXT)
        yield Record(value, role, INTERACTION, field, shown, line, unit, own_project, scalar_text(obj.get("session_id")),
                     interaction_id, None, scalar_text(obj.get("created_at")), origin)


# -- plain text ------------------------------------------------------------------


def _whole_text(path: Path, warn: _LineWarnings, max_bytes: int) -> str | None:
    """A JSON or text file as text; ``None`` (warned) when it is over the cap or not UTF-8."""
    with open_regular(path) as handle:
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        warn.file(f"over max_file_bytes ({max_bytes} bytes); skipped")
        return None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        warn.file("not UTF-8 text; skipped")
        return None


def _read_text(path: Path, shown: str, project: str | None, warn: _LineWarnings, max_bytes: int) -> Iterator[Record]:
    text = _whole_text(path, warn, max_bytes)
    if text is not None and text.strip():
        yield Record(text, ASSISTANT, TEXT, "text", shown, 1, shown, project)
