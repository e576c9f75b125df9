"""The compact knowledge index the hook reads: ``.memcli/cache/knowledge.marshal``.

Standard library only (the hook imports it). Layout::

    b"MCKI" + 10 ASCII digits (length of the head) + head + node records

The *head* (one ``marshal`` object) holds what every call needs: the
signature of the knowledge folders, the scoring table of the injectable
nodes (``relevance.Table``), the positions of the CRITICAL active nodes, the
number of drafts, the lesson keys, and the offsets of the node records.
Each *node record* (``relevance.Node`` fields, one small ``marshal`` object)
is decoded only when needed: a call that injects three lessons decodes
three records, not a thousand. Strings and tuples repeated across nodes
(tool names, keywords) are shared, so ``marshal`` stores them once.

The *signature* is ``path NUL mtime_ns NUL size NUL`` for every ``*.md`` file
of ``knowledge/`` and ``.memcli/knowledge/`` (the two layouts), sorted. A hook call recomputes it with one ``scandir``
walk and one ``stat`` per file and compares: any file added, removed, or
changed by hand (even in place, where the folder's own mtime does not move)
makes the index stale.

``marshal`` is the fastest stdlib format for plain data; it is tied to the
interpreter, so the head records ``marshal.version`` and the Python version
and the index is stale when either differs. Any error reading it means "no
index".
"""

from __future__ import annotations

import marshal
import os
import sys
import zlib

from memcli.experience.relevance import Node, Table
from memcli.formats.layout import CACHE_DIR, KNOWLEDGE_DIRS
from memcli.formats.regular_files import read_state

INDEX_REL = f"{CACHE_DIR}/knowledge.marshal"
FORMAT_VERSION = 2
MAGIC = b"MCK2"  # then the head's size (10 digits) and the CRC-32 of everything after the header (8 hex)
_HEADER = len(MAGIC) + 18
_PYTHON = tuple(sys.version_info[:2])


class Index:
    """A loaded index; node records are decoded on demand."""

    __slots__ = ("signature", "table", "critical", "drafts", "lesson_keys", "problems", "_data", "_offsets", "_nodes")

    def __init__(self, head: dict, data: bytes, base: int) -> None:
        self.signature: str = head["signature"]
        self.table = Table._make(head["table"])
        self.critical: tuple[int, ...] = tuple(head["critical"])
        self.drafts: int = int(head["drafts"])
        self.lesson_keys = frozenset(head["lesson_keys"])
        self.problems: tuple = tuple(head["problems"])
        self._data = data
        self._offsets: tuple[int, ...] = tuple(base + o for o in head["offsets"])
        self._nodes: dict[int, Node] = {}

    def __len__(self) -> int:
        return len(self._offsets) - 1

    def node(self, position: int) -> Node:
        """The node at ``position`` (decoded once)."""
        node = self._nodes.get(position)
        if node is None:
            start, end = self._offsets[position], self._offsets[position + 1]
            node = self._nodes[position] = Node._make(marshal.loads(self._data[start:end]))
        return node

    @property
    def nodes(self) -> tuple[Node, ...]:
        """Every node, in index order."""
        return tuple(self.node(i) for i in range(len(self)))


def index_path(store_root: str | os.PathLike[str]) -> str:
    """Where the index of a store lives."""
    return os.path.join(os.fspath(store_root), *INDEX_REL.split("/"))


def knowledge_signature(store_root: str | os.PathLike[str]) -> str:
    """``rel NUL mtime_ns NUL size NUL`` of every ``*.md`` file under ``knowledge/`` and ``.memcli/knowledge/``, sorted.

    The same files the store reads: hidden names are skipped (they include
    safe-edit temp files) and symbolic links are not followed. Both layouts'
    folders are signed (``layout.KNOWLEDGE_DIRS``), so that the hook never
    has to tell the layouts apart: ``knowledge reindex`` reads the folder of
    the store's layout, and a change in either folder makes the index stale.
    """
    entries: list[str] = []
    root = os.fspath(store_root)
    stack = [(folder + "/", os.path.join(root, *folder.split("/"))) for folder in KNOWLEDGE_DIRS]
    while stack:
        prefix, directory = stack.pop()
        try:
            listing = os.scandir(directory)
        except OSError:
            continue
        with listing:
            for entry in listing:
                name = entry.name
                try:
                    if name[:1] == ".":
                        continue
                    if name[-3:] == ".md" and entry.is_file(follow_symlinks=False):
                        stat = entry.stat(follow_symlinks=False)
                        entries.append(f"{prefix}{name}\x00{stat.st_mtime_ns}\x00{stat.st_size}\x00")
                    elif entry.is_dir(follow_symlinks=False):
                        stack.append((prefix + name + "/", entry.path))
                except OSError:
                    continue  # vanished while listing: the next call sees the change
    entries.sort()
    return "".join(entries)


def _shared(value: object, pool: dict) -> object:
    """One object per distinct string or tuple, so that marshal writes repeats as references.

    The pool also holds a reference to each, because marshal flags an object
    for reuse by its reference count: without the pool, a string that other
    code happens to hold (an interned frontmatter value, a cache entry)
    would be written differently from one nobody else holds, and the same
    knowledge would not give the same bytes.
    """
    if isinstance(value, str):
        value = sys.intern(value)
        return pool.setdefault(value, value)
    if isinstance(value, tuple):
        value = tuple(_shared(v, pool) for v in value)
        return pool.setdefault(value, value)
    return value


def encode(nodes: list[Node] | tuple[Node, ...], signature: str, lesson_keys, problems=(),
           critical: tuple[int, ...] = ()) -> bytes:
    """Serialize an index (deterministic for the same input)."""
    from memcli.experience.relevance import compile_table

    pool: dict = {}
    table = compile_table(nodes)
    rows = tuple(_shared(row, pool) for row in table.rows)
    # Version 2 writes no back-references, so a record's bytes depend on its values alone, not on
    # which of its strings other code also holds (a node shares little within itself anyway).
    records = [marshal.dumps(tuple(node), 2) for node in nodes]
    offsets = [0]
    for record in records:
        offsets.append(offsets[-1] + len(record))
    head = marshal.dumps({
        "format": FORMAT_VERSION, "marshal": marshal.version, "python": _PYTHON,
        "signature": signature,
        "table": (_shared(table.patterns, pool), table.literals, rows),
        "critical": tuple(critical),
        "drafts": sum(1 for n in nodes if n.status == "draft"),
        "lesson_keys": tuple(sorted(lesson_keys)),
        "problems": tuple(tuple(p) for p in problems),
        "offsets": tuple(offsets),
    })
    body = head + b"".join(records)
    return MAGIC + b"%010d" % len(head) + b"%08x" % zlib.crc32(body) + body


def decode(data: bytes) -> Index | None:
    """Parse index bytes; ``None`` when they are not a current, well-formed index."""
    if data[: len(MAGIC)] != MAGIC:
        return None
    try:
        size = int(data[len(MAGIC):len(MAGIC) + 10])
        if int(data[len(MAGIC) + 10:_HEADER], 16) != zlib.crc32(data[_HEADER:]):
            return None  # damaged: marshal is not made for damaged input (it can spin or allocate gigabytes)
        head = marshal.loads(data[_HEADER:_HEADER + size])
        if not isinstance(head, dict) or head.get("format") != FORMAT_VERSION:
            return None
        if head.get("marshal") != marshal.version or head.get("python") != _PYTHON:
            return None
        return Index(head, data, _HEADER + size)
    except (ValueError, EOFError, TypeError, KeyError):
        return None


def load(store_root: str | os.PathLike[str]) -> Index | None:
    """The store's index, or ``None`` when missing or unreadable."""
    try:
        data = read_state(index_path(store_root))
    except OSError:
        return None
    return decode(data)


def is_fresh(index: Index | None, signature: str) -> bool:
    """Whether ``index`` describes the knowledge folder whose signature is ``signature``.

    No index and no knowledge files is fresh too: there is nothing to index.
    """
    if index is None:
        return not signature
    return index.signature == signature
