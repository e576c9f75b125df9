"""``memcli knowledge import GRAPH.json...``: the reference system's knowledge graphs as knowledge files.

A graph is NetworkX node-link JSON (``{"nodes": [...], "links": [...]}``).
Process knowledge nodes are those with ``"type": "Concept"`` and a
``process_type``; each becomes ``knowledge/<node id>.md`` keeping its
label, description, priority, confidence, evidence, trigger conditions
and its triad/grouping (the node's own field, else the graph's
``_meta.triad_name``). Content goes to the body: checklist items (given as
``{"title", "items"}`` or as a plain list; the reference stored lists its
formatter then crashed on), ``When:``/``Then:``, ``Risk:``/``Mitigation:``,
``Must:``/``Rationale:``. A graph file that does not parse is skipped with a
warning; the others are still imported.

Third-party knowledge is reviewed before it is trusted: every imported
file is ``status: draft`` whatever the node says (``knowledge review`` /
``knowledge promote``); the node's own status, when it said something
else, is kept as ``imported_status``. A node whose label matches the label
of an existing knowledge file (another id) is not imported twice.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memcli.errors import FrontmatterError
from memcli.experience.knowledge import (
    GROUPING_KEYS,
    STATUSES,
    read_knowledge,
    refresh_index,
    render_file,
    safe_id,
    trigger_map,
)
from memcli.experience.lessons import render_body
from memcli.experience.relevance import DEFAULT_PRIORITY, PRIORITIES
from memcli.formats import regular_files
from memcli.redact import redact_data
from memcli.store import Store
from memcli.text import scalar_number

MAX_GRAPH_BYTES = 64 * 1024 * 1024
COPIED_FIELDS = ("created_by", "deprecated_reason")
STATUS_ALIASES = {"needs_validation": "draft", "pending": "draft", "candidate": "draft", "validated": "active"}
IMPORT_STATUS = "draft"


@dataclass(frozen=True)
class ImportItem:
    """One process node and what importing it does: ``create``, ``replace``, ``unchanged`` or ``skip``."""

    graph: str
    node_id: str
    id: str
    file: str
    label: str
    process_type: str
    priority: str
    status: str
    action: str
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        """JSON shape."""
        return {"graph": self.graph, "node": self.node_id, "id": self.id, "file": self.file, "label": self.label,
                "process_type": self.process_type, "priority": self.priority, "status": self.status,
                "action": self.action, "note": self.note or None}


@dataclass(frozen=True)
class ImportResult:
    """Every process node found, what happened to it, and the graphs that could not be read."""

    items: tuple[ImportItem, ...]
    warnings: tuple[str, ...]
    other_nodes: int  # nodes that are not process knowledge
    graphs_read: int
    dry_run: bool

    def count(self, action: str) -> int:
        """How many items had ``action``."""
        return sum(1 for item in self.items if item.action == action)


# --------------------------------------------------------------------------
# One node → one file
# --------------------------------------------------------------------------


def _text(value: Any) -> str:
    if isinstance(value, str):
        return " ".join(value.split())
    if isinstance(value, (list, tuple)):
        return "; ".join(" ".join(str(v).split()) for v in value if v is not None)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    return ""


def node_status(node: Mapping[str, Any]) -> str:
    """The node's status (default ``active``; ``deprecated: true`` is ``deprecated``)."""
    raw = _text(node.get("status")).lower()
    raw = STATUS_ALIASES.get(raw, raw)
    if raw in STATUSES:
        return raw
    return "deprecated" if node.get("deprecated") is True else "active"


def node_body(node: Mapping[str, Any], process_type: str) -> str:
    """The node's content as a knowledge body."""
    content = node.get(process_type)
    if content is None:
        content = node.get("content")
    if isinstance(content, str):
        return content.strip()
    if isinstance(content, list):
        return render_body(process_type, items=content)
    if isinstance(content, Mapping):
        items = content.get("items")
        parts = {k: v for k, v in content.items() if k not in ("items", "title")}
        return render_body(process_type, items=items if isinstance(items, list) else [], parts=parts,
                           title=_text(content.get("title")))
    return ""


def _triggers(node: Mapping[str, Any]) -> dict[str, list[str]]:
    raw = node.get("trigger_conditions")
    pairs = []
    if isinstance(raw, Mapping):
        for key, value in raw.items():
            if isinstance(value, str):
                value = [value]
            if isinstance(value, list):
                pairs.append((str(key), [str(v) for v in value if isinstance(v, (str, int, float)) and not isinstance(v, bool)]))
    return trigger_map(pairs)


def node_fields(node: Mapping[str, Any], knowledge_id: str, graph_name: str, graph_group: str) -> dict[str, Any]:
    """Ordered frontmatter for one process node (docs/contracts.md §9's field order)."""
    priority = _text(node.get("priority")).upper()
    grouping = next((_text(node.get(k)) for k in (*GROUPING_KEYS, "triad_name") if _text(node.get(k))), graph_group)
    fields: dict[str, Any] = {
        "id": knowledge_id,
        "type": "process",
        "process_type": _text(node.get("process_type")).lower(),
        "priority": priority if priority in PRIORITIES else DEFAULT_PRIORITY,
        "label": _text(node.get("label")) or str(node.get("id")),
        "description": _text(node.get("description")),
        "status": IMPORT_STATUS,
        "imported_status": node_status(node) if node_status(node) != IMPORT_STATUS else None,
        "confidence": scalar_number(node.get("confidence"), 0.0, 1.0),
        "evidence": _text(node.get("evidence")),
        "triad": grouping or None,
        "created": _text(node.get("created_at")) or None,
        "source": f"{graph_name}#{node.get('id')}",
    }
    for key in COPIED_FIELDS:
        if _text(node.get(key)):
            fields[key] = _text(node.get(key))
    fields["trigger_conditions"] = _triggers(node)
    return fields


def is_process_node(node: Any) -> bool:
    """A ``Concept`` node with a ``process_type`` string."""
    return (isinstance(node, Mapping) and node.get("type") == "Concept" and isinstance(node.get("process_type"), str)
            and bool(node.get("process_type").strip()))


# --------------------------------------------------------------------------
# Graph files
# --------------------------------------------------------------------------


def read_graph(path: Path) -> tuple[list[Any], str] | str:
    """``(nodes, graph grouping)`` of a node-link file, or a warning explaining why it is skipped."""
    try:
        size = path.stat().st_size
        if size > MAX_GRAPH_BYTES:
            return f"{path}: {size} bytes is over {MAX_GRAPH_BYTES}; skipped"
        data = json.loads(regular_files.read_bytes(path).decode("utf-8"))
    except OSError as exc:
        return f"{path}: cannot read ({exc.strerror or exc}); skipped"
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        return f"{path}: not valid JSON ({' '.join(str(exc).split())[:160]}); skipped"
    if not isinstance(data, dict) or not isinstance(data.get("nodes"), list):
        return f"{path}: not a node-link graph (no \"nodes\" list); skipped"
    meta = data.get("_meta") if isinstance(data.get("_meta"), dict) else {}
    group = _text(meta.get("triad_name")) or _text((data.get("graph") or {}).get("triad") if isinstance(data.get("graph"), dict) else "")
    return data["nodes"], group


def plan_import(store: Store, paths: Iterable[str | os.PathLike[str]], *,
                replace: bool = False) -> tuple[list[tuple[ImportItem, str]], list[str], int, int]:
    """What importing ``paths`` would do: ``[(item, file text)]``, warnings, other nodes, graphs read."""
    existing = {i.rel: i for i in read_knowledge(store).items}
    labels = {label_key(i.label): i.rel for i in existing.values()}
    planned: list[tuple[ImportItem, str]] = []
    warnings: list[str] = []
    other = read = 0
    claimed: dict[str, str] = {}
    for raw_path in paths:
        path = Path(raw_path)
        graph = read_graph(path)
        if isinstance(graph, str):
            warnings.append(graph)
            continue
        nodes, group = graph
        read += 1
        for node in nodes:
            if not is_process_node(node):
                other += 1
                continue
            try:  # third-party text: redacted once, before any of it becomes an id, a field or a keyword
                node = redact_data(node)
            except ValueError as exc:
                warnings.append(f"{path}: node {_text(node.get('id'))!r} is {exc}; skipped")
                continue
            knowledge_id = safe_id(node.get("id"), node.get("label") or "knowledge")
            rel = f"{store.layout.knowledge_dir}/{knowledge_id}.md"
            fields = node_fields(node, knowledge_id, path.name, group)
            item = ImportItem(path.name, str(node.get("id")), knowledge_id, rel, fields["label"], fields["process_type"],
                              fields["priority"], fields["status"], "create")
            if rel in claimed:
                warnings.append(f"{path}: node {node.get('id')!r} has the same id as one in {claimed[rel]}; skipped")
                continue
            claimed[rel] = path.name
            same_label = labels.get(label_key(fields["label"]))
            if same_label is not None and same_label != rel:
                planned.append((_with(item, "skip", f"{same_label} already has this label; not imported twice"), ""))
                continue
            labels.setdefault(label_key(fields["label"]), rel)
            try:
                text = render_file(fields, node_body(node, fields["process_type"]))
            except FrontmatterError as exc:
                warnings.append(f"{path}: node {node.get('id')!r} cannot be written ({exc.message}); skipped")
                continue
            current = store.read_text(rel)
            if current == text:
                item = _with(item, "unchanged")
            elif current is not None and not replace:
                note = "a different file with this id exists; kept (use --replace to overwrite)"
                item = _with(item, "skip", note)
            elif current is not None:
                item = _with(item, "replace", "was " + (existing[rel].status if rel in existing else "unreadable"))
            planned.append((item, text))
    return planned, warnings, other, read


def label_key(label: str) -> str:
    """How labels are compared: case and whitespace runs do not matter."""
    return " ".join(label.split()).casefold()


def _with(item: ImportItem, action: str, note: str = "") -> ImportItem:
    return ImportItem(item.graph, item.node_id, item.id, item.file, item.label, item.process_type, item.priority,
                      item.status, action, note)


def import_graphs(store: Store, paths: Iterable[str | os.PathLike[str]], *, dry_run: bool = False,
                  replace: bool = False) -> ImportResult:
    """Import process nodes of graph files as knowledge files, in one transaction, then reindex."""
    planned, warnings, other, read = plan_import(store, paths, replace=replace)
    with store.transaction("knowledge import", dry_run=dry_run) as tx:
        for item, text in planned:
            if item.action in ("create", "replace"):
                tx.write_text(item.file, text, allow_shrink=item.action == "replace")
    if not dry_run and any(item.action in ("create", "replace") for item, _ in planned):
        refresh_index(store)
    return ImportResult(tuple(item for item, _ in planned), tuple(warnings), other, read, dry_run)
