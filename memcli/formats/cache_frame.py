"""The read caches' file format: ``.memcli/cache/<name>.marshal``, written by ``memcli.store.parse_cache``.

A cache file is ``MAGIC`` + the CRC-32 of a marshal blob (8 hex digits) + the
blob. ``marshal.loads`` is not made for damaged input: some byte strings make
it allocate gigabytes or spin for minutes, so a blob is only unmarshalled once
its checksum matches. The blob is one mapping::

    {"version": CACHE_VERSION, "settings": (...), "entries": {rel: entry}}

    entry   = (mtime_ns, size, payload)      payload None: parsed on every read
    payload = (PARSED, data)                 the file parsed
            | (FAILED, code, line, message)  the file could not be read

``data`` is ``(frontmatter mapping, body, has_frontmatter)`` in the full
cache (``FULL``) and a ``SummaryRecord`` in the summary cache (``SUMMARY``).

The store writes and reads these files; the SessionStart hook reads a
memory's status from them without importing the store. Both go through this
module, so they cannot disagree about the layout.
"""

from __future__ import annotations

import marshal
import zlib
from typing import Any, NamedTuple

from memcli.formats.layout import CACHE_DIR

CACHE_VERSION = 10  # 7: frontmatter nested over 100 levels is a yaml_error; 8: do_not_reopen partners as paths;
# 9: summaries hold project, pinned and confidence (``memcli context`` reads them);
# 10: Claude Code's flat frontmatter is read (no longer a yaml_error); superseded claim lines are not recall text
FULL = "scan"  # parsed frontmatter and body of every file
SUMMARY = "summary"  # the compact per-file summary (memcli.store.summary)
PARSED, FAILED = "m", "f"  # the two kinds of payload

MAGIC = b"MCC1"
_HEAD = len(MAGIC) + 8


class SummaryRecord(NamedTuple):
    """A summary cache entry's data: what validate and listings need of one memory file."""

    rel: str
    id: str
    type: str
    status: str
    findings: tuple  # this file's own problems: (line, code, message) triples
    superseded_by: str | None
    derived_ids: tuple
    partners: tuple
    reinforcement_count: int | None
    last_reinforced_at: str | None
    first_line: str  # first non-empty body line, whitespace collapsed, cut short
    project: str | None = None
    pinned: bool = False  # ``pinned: true`` (``memcli context`` puts these first)
    confidence: float = 0.7
    content: str = ""  # the content of what ``memcli context`` offers from the whole store, else ""


_SUMMARY_STATUS = SummaryRecord._fields.index("status")
_SUMMARY_SIZE = len(SummaryRecord._fields)


def cache_rel(name: str) -> str:
    """A cache's store-relative path (``.memcli/cache/<name>.marshal``)."""
    return f"{CACHE_DIR}/{name}.marshal"


def frame(blob: bytes) -> bytes:
    """``blob`` with the magic and its checksum in front."""
    return MAGIC + b"%08x" % zlib.crc32(blob) + blob


def unframe(data: bytes | memoryview) -> bytes | memoryview | None:
    """The blob of a framed cache file, ``None`` unless the magic and the checksum match.

    Given a ``memoryview`` it answers one, without copying the blob (a large
    cache need not be held twice).
    """
    if data[: len(MAGIC)] != MAGIC:
        return None
    blob = data[_HEAD:]
    try:
        return blob if int(bytes(data[len(MAGIC):_HEAD]), 16) == zlib.crc32(blob) else None
    except ValueError:
        return None


def read_entries(data: bytes) -> dict[str, Any] | None:
    """The entries of a cache file's bytes; ``None`` when damaged or of another version."""
    blob = unframe(data)
    if blob is None:
        return None
    try:
        document = marshal.loads(blob)
    except (ValueError, EOFError, TypeError):
        return None
    if not isinstance(document, dict) or document.get("version") != CACHE_VERSION:
        return None
    entries = document.get("entries")
    return entries if isinstance(entries, dict) else None


def entry_status(name: str, entry: object) -> str | None:
    """The status an entry of cache ``name`` records; ``None`` for a file that did not parse or has none."""
    if not isinstance(entry, tuple) or len(entry) != 3:
        return None
    payload = entry[2]
    if not isinstance(payload, tuple) or len(payload) != 2 or payload[0] != PARSED:
        return None
    data = payload[1]
    if name == SUMMARY and isinstance(data, tuple) and len(data) == _SUMMARY_SIZE:
        status = data[_SUMMARY_STATUS]
    elif name == FULL and isinstance(data, tuple) and len(data) == 3 and isinstance(data[0], dict):
        status = data[0].get("status")
    else:
        return None
    return status if isinstance(status, str) and status else None
