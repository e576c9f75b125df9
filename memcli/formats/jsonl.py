"""JSON-lines files, streamed with a per-line size cap (standard library only).

Every reader of a ``*.jsonl`` input (transcripts, interaction logs, the Stop
hook's lesson reader) goes through ``read_lines`` and ``decode_object``, so
they agree on what a line is and when it is broken:

- memory is bounded by the cap, not by the file: a line longer than
  ``max_bytes`` is skipped without being held (``RawLine.data is None``);
- a last line without its newline is a line still being written: it is not
  yielded at all (neither read nor reported), and a later read that finds it
  complete reads it then;
- a line that is not UTF-8, not JSON, not an object, nested too deeply or
  holding a lone surrogate (``"\\udfff"``: text no file can hold) is one
  broken line with a reason, never an exception.

``json_records`` reads memcli's own JSON-lines logs (audit, runs, lessons),
where a damaged line is simply skipped.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO, TextIO

DEFAULT_MAX_LINE_BYTES = 10 * 1024 * 1024  # the config's max_file_bytes default
SKIP_CHUNK = 1 << 20
JSON_SPACE = " \t\r\n"
JSON_SPACE_BYTES = JSON_SPACE.encode("ascii")
# A \uD800-\uDFFF escape: the only way a lone surrogate gets into decoded JSON text.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89abcdefABCDEF][0-9a-fA-F]{2}")


@dataclass(frozen=True, slots=True)
class RawLine:
    """One complete line: its 1-based ``number``, its bytes (``None`` when over the cap) and the offset after it."""

    number: int
    data: bytes | None
    end: int


@dataclass(frozen=True, slots=True)
class Span:
    """Where to read a file: from byte ``start`` (numbering lines from ``first_line``) up to byte ``stop``.

    ``stop`` (exclusive; ``None``: the end of the file) bounds a read to the
    lines that were complete when the file was looked at, so that what was
    read is exactly what a ledger records.
    """

    start: int = 0
    first_line: int = 1
    stop: int | None = None


WHOLE = Span()


def read_lines(handle: BinaryIO, max_bytes: int = DEFAULT_MAX_LINE_BYTES, span: Span = WHOLE) -> Iterator[RawLine]:
    """The complete lines of ``handle`` within ``span``; a line over ``max_bytes`` comes with ``data=None``.

    ``handle`` is positioned at ``span.start`` first. A last line without
    its newline (still being written) ends the iteration unseen.
    """
    if span.start:
        handle.seek(span.start)
    position, number = span.start, span.first_line
    limit = max(1, max_bytes) + 1
    while True:
        if span.stop is not None and position >= span.stop:
            return
        chunk = handle.readline(limit)
        if not chunk:
            return
        data: bytes | None = chunk
        size = len(chunk)
        if not chunk.endswith(b"\n"):
            if size < limit:
                return  # the end of the file without a newline: a line still being written
            data = None
            while not chunk.endswith(b"\n"):  # over the cap: skip the rest unheld
                chunk = handle.readline(SKIP_CHUNK)
                if not chunk:
                    return
                size += len(chunk)
        position += size
        if span.stop is not None and position > span.stop:
            return
        yield RawLine(number, data, position)
        number += 1


def tail_span(handle: BinaryIO, tail: int) -> Span:
    """Where to read the last ``tail`` bytes of ``handle``: from the first line that starts in them to the end as
    it is now (a line begun before them is not read; the whole file when it is no larger).

    At most ``tail`` bytes are read to find that line (a file of gigabytes costs its tail, not its size).
    """
    size = os.fstat(handle.fileno()).st_size
    if size <= tail:
        return Span(stop=size)
    position = size - tail - 1  # the byte before the window: a newline there starts a line at the window's edge
    handle.seek(position)
    while position < size:
        chunk = handle.read(min(SKIP_CHUNK, size - position))
        if not chunk:
            break
        newline = chunk.find(b"\n")
        if newline >= 0:
            return Span(start=position + newline + 1, stop=size)
        position += len(chunk)
    return Span(start=size, stop=size)  # no line starts in the window


def is_blank(data: bytes) -> bool:
    """Only JSON whitespace (``bytes.strip()`` would also take \\x1c-\\x1f, which JSON does not)."""
    return not data.strip(JSON_SPACE_BYTES)


def decode_object(data: bytes | None, max_bytes: int = DEFAULT_MAX_LINE_BYTES) -> tuple[dict | None, str | None]:
    """``(object, None)`` for a good line, ``(None, None)`` for a blank one, ``(None, why)`` for a broken one."""
    if data is None:
        return None, f"longer than {max_bytes} bytes"
    if is_blank(data):
        return None, None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None, "not UTF-8 text"
    try:
        obj = json.loads(text)
    except ValueError:
        return None, "not valid JSON"
    except RecursionError:
        return None, "JSON nested too deeply"
    if not isinstance(obj, dict):
        return None, "not a JSON object"
    if _SURROGATE_ESCAPE.search(data) and has_lone_surrogate(obj):
        return None, "holds a lone surrogate (not text)"
    return obj, None


def has_lone_surrogate(value: object) -> bool:
    """Whether decoded JSON holds a string no UTF-8 file can store (a lone ``\\ud800``–``\\udfff``)."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return True
    except (ValueError, RecursionError):  # unreachable for decoded JSON; treat as unusable
        return True
    return False


def json_records(path: str | os.PathLike[str]) -> Iterator[dict]:
    """The JSON objects of a JSON-lines log, in order; damaged lines are skipped.

    The file is opened at once, so a missing or unreadable file raises
    ``OSError`` here, before iteration: a FIFO or device in its place is
    refused (never blocks), and a line over the state line cap is skipped
    unread (``regular_files.state_lines``).
    """
    from memcli.formats.regular_files import state_lines

    return _parsed(state_lines(path))


def json_lines(text: str) -> list[dict]:
    """The JSON objects among the lines of ``text`` (a log excerpt), in order; damaged lines are skipped."""
    import io

    return list(_records(io.StringIO(text)))


def _records(handle: TextIO) -> Iterator[dict]:
    with handle:
        yield from _parsed(handle)


def _parsed(lines: Iterator[str] | TextIO) -> Iterator[dict]:
    for line in lines:
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            continue
        if isinstance(record, dict):
            yield record
