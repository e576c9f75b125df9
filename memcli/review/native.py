"""Promotion into Claude Code's auto-memory folder: a native ``<type>_<slug>.md`` linked from ``MEMORY.md`` (docs/contracts.md §1b).

In Claude Code's layout a candidate waits in ``.memcli/candidates/`` (out of
Claude Code's sight). Promoting it (``review promote``, the interactive
review, ``consolidate.auto_promote``) writes the memory where Claude Code
reads it: a file at the store root named ``<type>_<slug>.md`` with ``name``
(the topic slug), ``description`` (one line, at most 150 characters) and
``type`` (one of Claude Code's four, from ``[claude_code] types``), and a
link ``- [<name>](<file>) — <description>`` in the index of ``MEMORY.md``.
The queue file stays behind as ``status: active`` with ``promoted_to``, so
the same statement is never proposed again. Everything is staged in the
decision's transaction: ``undo`` takes the file and its link back together.
"""

from __future__ import annotations

import re

from memcli.config import CLAUDE_CODE_TYPES, claude_code_types
from memcli.formats import index_links
from memcli.formats.layout import MEMORY_INDEX
from memcli.safeedit.transaction import Transaction
from memcli.store import Store
from memcli.store.frontmatter import render_key
from memcli.text import slugify

FALLBACK_TYPE = "project"
# A fact in the person's own words about themselves is about the person (docs/contracts.md §1b: → ``user``).
_ABOUT_THE_PERSON = re.compile(r"^(?:i am|i'm|im|my|i have|i work|i live)\b", re.IGNORECASE)


def native_type(memcli_type: str, content: str, table: dict[str, str]) -> str:
    """Claude Code's type for a memory of ``memcli_type`` (``table``: memcli type → Claude Code type)."""
    kind = memcli_type.casefold()
    if kind in CLAUDE_CODE_TYPES:
        return kind
    mapped = table.get(kind, FALLBACK_TYPE)
    if mapped == "project" and kind in ("fact", "knowledge") and _ABOUT_THE_PERSON.match(content.strip()):
        return "user"
    return mapped


def topic_slug(content: str) -> str:
    """The topic's slug: the first words of the content, ``-``-joined (``name``)."""
    return slugify(content, words=6, limit=48) or "memory"


def native_text(name: str, description: str, kind: str, body: str, *, source: str | None, created: str | None) -> str:
    """The native file's text: Claude Code's three keys first, memcli's provenance after them."""
    fields: list[tuple[str, object]] = [("name", name), ("description", description), ("type", kind)]
    fields += [(key, value) for key, value in (("source", source), ("created", created)) if value]
    return "---\n" + "".join(render_key(k, v) for k, v in fields) + "---\n" + body.rstrip("\n") + "\n"


def free_file(tx: Transaction, kind: str, slug: str) -> tuple[str, str]:
    """A ``(name, file)`` not taken on disk nor in ``tx``: ``<type>_<slug>.md``, then ``-2``, ``-3``, ..."""
    number = 1
    while True:
        name = slug if number == 1 else f"{slug}-{number}"
        file = f"{kind}_{name.replace('-', '_')}.md"
        if tx.read_bytes(file) is None:
            return name, file
        number += 1


def stage_native(store: Store, tx: Transaction, content: str, memcli_type: str, *, source: str | None,
                 created: str | None) -> str:
    """Stage the native memory file for ``content`` and its ``MEMORY.md`` link in ``tx``; its store-relative path."""
    kind = native_type(memcli_type, content, claude_code_types(store.config))
    name, file = free_file(tx, kind, topic_slug(content))
    description = index_links.short_description(content)
    tx.write_text(file, native_text(name, description, kind, content, source=source, created=created))
    index = tx.read_text(MEMORY_INDEX) or ""
    tx.write_text(MEMORY_INDEX, index_links.add_link(index, name, file, description))
    return file


def stage_unlink(tx: Transaction, file: str) -> bool:
    """Drop ``MEMORY.md``'s links to ``file`` (a memory that stops being live); whether anything changed."""
    index = tx.read_text(MEMORY_INDEX)
    if index is None:
        return False
    updated = index_links.remove_link(index, file)
    if updated == index:
        return False
    tx.write_text(MEMORY_INDEX, updated, allow_shrink=True)
    return True
