"""``patterns list`` and ``patterns explain``: remnic's models and renderers, byte for byte.

Rows and details are values built from ``Memory`` objects; each format is
rendered from the same value. The JSON key order and the omission of absent
optional keys follow remnic's ``JSON.stringify`` output.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from memcli.errors import NotFound
from memcli.patterns.rules import EM_DASH, escape_cell, instant_ms, js_quote, js_trim, preview, yaml_int
from memcli.store import Memory, Store

DEFAULT_LIMIT = 50
FORMATS = ("text", "markdown", "json")
_ABSENT = object()
_VERSIONED_REF = re.compile(r"(.*[/.].*):([0-9]+)", re.DOTALL)  # used with fullmatch
_PLAIN_REF = re.compile(r"[A-Za-z0-9][A-Za-z0-9_:-]*")


def _stored(memory: Memory, key: str) -> Any:
    """A frontmatter value as stored, ``_ABSENT`` when the key is missing."""
    return memory.meta[key] if key in memory.meta else _ABSENT


def _shown(value: Any) -> str:
    """A stored value in text: ``—`` when absent or null, else as written."""
    if value is _ABSENT or value is None:
        return EM_DASH
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _json_value(value: Any) -> Any:
    """A stored scalar for JSON (strings and numbers as they are; anything else as text)."""
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


def reinforced_count(memory: Memory) -> int | None:
    """The memory's ``reinforcement_count`` when it is a positive YAML integer."""
    count = yaml_int(memory.meta.get("reinforcement_count"))
    return count if count is not None and count > 0 else None


# --------------------------------------------------------------------------
# patterns list
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class PatternRow:
    """One reinforced memory in ``patterns list``."""

    id: str
    category: str
    reinforcement_count: int
    last_reinforced_at: Any  # as stored; _ABSENT when missing
    status: str
    preview: str
    path: str

    def to_dict(self) -> dict[str, Any]:
        """``{"id", "category", "reinforcementCount", "lastReinforcedAt"?, "status", "preview", "path"}``."""
        row: dict[str, Any] = {"id": self.id, "category": self.category, "reinforcementCount": self.reinforcement_count}
        if self.last_reinforced_at is not _ABSENT:
            row["lastReinforcedAt"] = _json_value(self.last_reinforced_at)
        row.update({"status": self.status, "preview": self.preview, "path": self.path})
        return row


def _sort_instant(value: Any) -> int:
    """remnic's sort value: a readable timestamp's instant, else 0 (oldest)."""
    instant = instant_ms(value) if isinstance(value, str) and value else None
    return 0 if instant is None else instant


def row_from_memory(memory: Memory) -> PatternRow | None:
    """The list row of a reinforced memory, ``None`` for any other."""
    count = reinforced_count(memory)
    if count is None:
        return None
    return PatternRow(memory.id, memory.type, count, _stored(memory, "last_reinforced_at"), memory.status,
                      preview(memory.body), memory.path)


def select_rows(rows: Iterable[PatternRow], *, limit: int = DEFAULT_LIMIT, categories: Sequence[str] | None = None,
                since_ms: int | None = None) -> list[PatternRow]:
    """Filter by category and ``last_reinforced_at >= since``; sort by count desc, last reinforced desc, id asc."""
    wanted = None if categories is None else frozenset(categories)
    kept = []
    for row in rows:
        if wanted is not None and row.category not in wanted:
            continue
        if since_ms is not None:
            last = row.last_reinforced_at
            instant = instant_ms(last) if isinstance(last, str) else None
            if instant is None or instant < since_ms:
                continue
        kept.append(row)
    kept.sort(key=lambda r: (-r.reinforcement_count, -_sort_instant(r.last_reinforced_at), r.id))
    return kept[:limit]


def collect_rows(memories: Iterable[Memory], *, limit: int = DEFAULT_LIMIT, categories: Sequence[str] | None = None,
                 since_ms: int | None = None) -> list[PatternRow]:
    """``patterns list`` over parsed memories (store order)."""
    rows = [row for row in map(row_from_memory, memories) if row is not None]
    return select_rows(rows, limit=limit, categories=categories, since_ms=since_ms)


def list_patterns(store: Store, *, limit: int = DEFAULT_LIMIT, categories: Sequence[str] | None = None,
                  since_ms: int | None = None) -> list[PatternRow]:
    """``patterns list`` through the store index: no memory file is parsed on an unchanged store."""
    from memcli.patterns.index import open_index, reinforced_rows

    root = str(store.root)
    with open_index(store) as conn:
        found = reinforced_rows(conn)
    rows = [
        PatternRow(memory_id, kind, count, _ABSENT if last is None else json.loads(last), status, text,
                   os.path.join(root, *rel.split("/")))
        for rel, memory_id, kind, count, last, status, text in found
    ]
    return select_rows(rows, limit=limit, categories=categories, since_ms=since_ms)


def render_list(rows: Sequence[PatternRow], fmt: str) -> str:
    """The list in ``text``, ``markdown`` or ``json``."""
    if fmt == "json":
        return json.dumps({"rows": [r.to_dict() for r in rows]}, indent=2, ensure_ascii=False)
    if not rows:
        return "# Pattern memories\n\n_No reinforced patterns found._" if fmt == "markdown" else "No reinforced patterns found."
    if fmt == "markdown":
        lines = ["# Pattern memories", "", "| Count | ID | Category | Last reinforced | Preview |", "| --- | --- | --- | --- | --- |"]
        lines += [f"| {r.reinforcement_count} | `{r.id}` | {r.category} | {_shown(r.last_reinforced_at)} | "
                  f"{escape_cell(r.preview)} |" for r in rows]
        return "\n".join(lines)
    lines = [f"Pattern memories ({len(rows)}):", ""]
    for row in rows:
        lines.append(f"  [{row.reinforcement_count}x] {row.id}  ({row.category}, "
                     f"last_reinforced={_shown(row.last_reinforced_at)}, status={row.status})")
        if row.preview:
            lines.append(f"        {row.preview}")
        lines.append(f"        path: {row.path}")
    return "\n".join(lines)


# --------------------------------------------------------------------------
# patterns explain
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class DerivedRef:
    """One ``derived_from`` reference: a source id, or an older ``path:version`` reference."""

    ref: str
    path: str
    version: int | None
    malformed: bool = False

    def to_dict(self) -> dict[str, Any]:
        """``{"ref", "path", "version", "malformed"?}``."""
        data: dict[str, Any] = {"ref": self.ref, "path": self.path, "version": self.version}
        if self.malformed:
            data["malformed"] = True
        return data

    def suffix(self) -> str:
        """`` v<N>``, `` (malformed)`` or nothing."""
        if self.version is not None:
            return f" v{self.version}"
        return " (malformed)" if self.malformed else ""


def parse_ref(ref: str) -> DerivedRef:
    """docs/contracts.md §5: ``<path>:<digits>`` with ``/`` or ``.`` in the path, a plain id, or malformed."""
    versioned = _VERSIONED_REF.fullmatch(ref)
    if versioned:
        return DerivedRef(ref, versioned.group(1), int(versioned.group(2)))
    if _PLAIN_REF.fullmatch(ref):
        return DerivedRef(ref, ref, None)
    return DerivedRef(ref, ref, None, True)


def _refs(value: Any) -> list[DerivedRef]:
    if value is None:
        return []
    items = value if isinstance(value, list) else [value]
    return [parse_ref(item if isinstance(item, str) else json.dumps(item, ensure_ascii=False, default=str))
            for item in items]


@dataclass(frozen=True)
class ClusterMember:
    """A memory whose ``supersededBy`` names the canonical."""

    id: str
    status: str
    superseded_at: Any  # as stored; _ABSENT when missing
    path: str
    preview: str

    def to_dict(self) -> dict[str, Any]:
        """``{"id", "status", "supersededAt"?, "path", "preview"}``."""
        data: dict[str, Any] = {"id": self.id, "status": self.status}
        if self.superseded_at is not _ABSENT:
            data["supersededAt"] = _json_value(self.superseded_at)
        data.update({"path": self.path, "preview": self.preview})
        return data


@dataclass(frozen=True)
class PatternDetail:
    """Everything ``patterns explain`` shows about one canonical."""

    id: str
    category: str
    reinforcement_count: int
    last_reinforced_at: Any
    status: str
    derived_via: Any
    canonical_content: str
    canonical_path: str
    derived_from: tuple[DerivedRef, ...]
    cluster_members: tuple[ClusterMember, ...]

    def to_dict(self) -> dict[str, Any]:
        """The explain JSON, keys in remnic's order, absent optional keys left out."""
        data: dict[str, Any] = {"id": self.id, "category": self.category, "reinforcementCount": self.reinforcement_count}
        if self.last_reinforced_at is not _ABSENT:
            data["lastReinforcedAt"] = _json_value(self.last_reinforced_at)
        data["status"] = self.status
        if self.derived_via is not _ABSENT:
            data["derivedVia"] = _json_value(self.derived_via)
        data.update({
            "canonicalContent": self.canonical_content,
            "canonicalPath": self.canonical_path,
            "derivedFrom": [r.to_dict() for r in self.derived_from],
            "clusterMembers": [m.to_dict() for m in self.cluster_members],
        })
        return data


def explain(memories: Sequence[Memory], memory_id: str) -> PatternDetail:
    """The detail of the reinforced memory ``memory_id``.

    Raises ``NotFound`` (exit 1, the exact stderr line of docs/contracts.md §5) when no
    memory has that id or it has no positive ``reinforcement_count``.
    """
    canonical = next((m for m in memories if m.id == memory_id), None)
    count = reinforced_count(canonical) if canonical is not None else None
    if canonical is None or count is None:
        raise NotFound(f"patterns explain: {js_quote(memory_id)} was not found or has no reinforcement_count > 0.",
                       raw=True)
    members = [
        ClusterMember(m.id, m.status, _stored(m, "supersededAt"), m.path, preview(m.body))
        for m in memories
        if isinstance(m.meta.get("supersededBy"), str) and m.meta["supersededBy"] == memory_id
    ]
    members.sort(key=lambda m: (-_sort_instant(m.superseded_at), m.id))
    return PatternDetail(
        id=canonical.id,
        category=canonical.type,
        reinforcement_count=count,
        last_reinforced_at=_stored(canonical, "last_reinforced_at"),
        status=canonical.status,
        derived_via=_stored(canonical, "derived_via"),
        canonical_content=js_trim(canonical.body.replace("\r\n", "\n")),
        canonical_path=canonical.path,
        derived_from=tuple(_refs(canonical.meta.get("derived_from"))),
        cluster_members=tuple(members),
    )


def render_explain(detail: PatternDetail, fmt: str) -> str:
    """The detail in ``text``, ``markdown`` or ``json``."""
    if fmt == "json":
        return json.dumps(detail.to_dict(), indent=2, ensure_ascii=False)
    if fmt == "markdown":
        return _explain_markdown(detail)
    return _explain_text(detail)


def _explain_text(d: PatternDetail) -> str:
    lines = [
        f"Pattern: {d.id}",
        f"  reinforcement_count: {d.reinforcement_count}",
        f"  last_reinforced_at: {_shown(d.last_reinforced_at)}",
        f"  category:           {d.category}",
        f"  status:             {d.status}",
        f"  derived_via:        {_shown(d.derived_via)}",
        f"  path:               {d.canonical_path}",
        "",
        "Canonical content:",
    ]
    lines += [f"  {line}" for line in d.canonical_content.split("\n")]
    lines += ["", f"Derived from ({len(d.derived_from)}):"]
    lines += [f"  - {r.path}{r.suffix()}" for r in d.derived_from] or ["  (none)"]
    lines += ["", f"Cluster members ({len(d.cluster_members)}):"]
    if not d.cluster_members:
        lines.append("  (none)")
    for member in d.cluster_members:
        lines.append(f"  - {member.id} (status={member.status}, supersededAt={_shown(member.superseded_at)})")
        if member.preview:
            lines.append(f"      {member.preview}")
    return "\n".join(lines)


def _explain_markdown(d: PatternDetail) -> str:
    lines = [
        f"# Pattern: `{d.id}`",
        "",
        f"- **Reinforcement count:** {d.reinforcement_count}",
        f"- **Last reinforced:** {_shown(d.last_reinforced_at)}",
        f"- **Category:** {d.category}",
        f"- **Status:** {d.status}",
        f"- **Derived via:** {_shown(d.derived_via)}",
        f"- **Path:** `{d.canonical_path}`",
        "",
        "## Canonical content",
        "",
        "```",
        d.canonical_content,
        "```",
        "",
        f"## Derived from ({len(d.derived_from)})",
        "",
    ]
    lines += [f"- `{r.path}`{r.suffix()}" for r in d.derived_from] or ["_No derived_from entries recorded._"]
    lines += ["", f"## Cluster members ({len(d.cluster_members)})", ""]
    if not d.cluster_members:
        lines.append("_No superseded members reference this canonical._")
    for member in d.cluster_members:
        lines.append(f"- `{member.id}` (status={member.status}, supersededAt={_shown(member.superseded_at)})")
        if member.preview:
            lines.append(f"  - {escape_cell(member.preview)}")
    return "\n".join(lines)


def explain_pattern(store: Store, memory_id: str) -> PatternDetail:
    """``patterns explain`` through the store index: only the canonical and its members are parsed."""
    from memcli.patterns.index import explain_rels, open_index
    from memcli.store.files import Listed, read_file

    with open_index(store) as conn:
        rels = explain_rels(conn, memory_id)
    memories = []
    for rel in rels:
        path = os.path.join(str(store.root), *rel.split("/"))
        try:
            info = os.stat(path)
        except OSError:
            continue
        parsed = read_file(Listed(rel, path, info.st_mtime_ns, info.st_size), int(store.config["max_file_bytes"]))
        if isinstance(parsed, Memory):
            memories.append(parsed)
    return explain(memories, memory_id)
