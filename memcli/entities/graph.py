"""The relationship graph of ``memcli entities graph``, and orphan requirements.

Nodes are the entities that are not ``invalid`` (a rejected entity states
nothing). Edges are their relationships; a target naming no such entity is
a dangling edge. An *orphan requirement* is an ``active`` or ``candidate``
Requirement that no entity ``satisfies``.

The text form is a forest following the edges (source → target): roots are
the entities nothing points at (then any left over, which sit on a cycle);
an entity's edges are expanded where it first appears and marked
``(see above)`` afterwards.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from memcli.entities.model import ENTITY_TYPES, Entity

ORPHAN_STATUSES = ("active", "candidate")
_TYPE_ORDER = {name: index for index, name in enumerate(ENTITY_TYPES)}


@dataclass(frozen=True, slots=True)
class Edge:
    """One relationship: ``source`` —type→ ``target`` (``dangling`` when the target is not a node)."""

    source: str
    target: str
    type: str
    dangling: bool

    def to_dict(self) -> dict[str, Any]:
        """``{"source", "target", "type", "dangling"}``."""
        return {"source": self.source, "target": self.target, "type": self.type, "dangling": self.dangling}


@dataclass(frozen=True)
class Graph:
    """Nodes (entities), edges, and the orphan requirements' ids."""

    nodes: tuple[Entity, ...]
    edges: tuple[Edge, ...]
    orphans: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """``{"nodes": [...], "edges": [...], "orphan_requirements": [...]}``."""
        orphans = set(self.orphans)
        return {
            "nodes": [{"id": n.id, "entity_type": n.entity_type, "status": n.status, "name": n.name,
                       "summary": n.summary(), "path": n.rel, "orphan": n.id in orphans} for n in self.nodes],
            "edges": [e.to_dict() for e in self.edges],
            "orphan_requirements": list(self.orphans),
        }


def node_key(entity: Entity) -> tuple:
    return (_TYPE_ORDER.get(entity.entity_type, len(_TYPE_ORDER)), entity.entity_type, entity.id, entity.rel)


def build_graph(entities: Iterable[Entity]) -> Graph:
    """The graph of the non-invalid entities (the first file of a duplicated id stands for it)."""
    nodes: dict[str, Entity] = {}
    for entity in sorted(entities, key=lambda e: e.rel):
        if entity.status != "invalid":
            nodes.setdefault(entity.id, entity)
    ordered = sorted(nodes.values(), key=node_key)
    edges = [Edge(n.id, r.target, r.type, r.target not in nodes) for n in ordered for r in n.relationships]
    satisfied = {e.target for e in edges if e.type == "satisfies" and not e.dangling}
    orphans = tuple(n.id for n in ordered
                    if n.entity_type == "Requirement" and n.status in ORPHAN_STATUSES and n.id not in satisfied)
    return Graph(tuple(ordered), tuple(edges), orphans)


def _label(entity: Entity, orphans: set[str]) -> str:
    flag = "  (orphan requirement: nothing satisfies it)" if entity.id in orphans else ""
    return f"{entity.id}  [{entity.entity_type}, {entity.status}]{flag}"


def render_graph(graph: Graph) -> str:
    """The text tree, then the orphan requirements."""
    if not graph.nodes:
        return "No entities."
    by_id = {n.id: n for n in graph.nodes}
    outgoing: dict[str, list[Edge]] = {}
    pointed_at = set()
    for edge in graph.edges:
        outgoing.setdefault(edge.source, []).append(edge)
        if not edge.dangling and edge.target != edge.source:
            pointed_at.add(edge.target)
    orphans = set(graph.orphans)
    lines = [f"Entity graph: {_count(len(graph.nodes), 'entity', 'entities')}, "
             f"{_count(len(graph.edges), 'relationship', 'relationships')}", ""]
    expanded: set[str] = set()
    roots = [n.id for n in graph.nodes if n.id not in pointed_at]
    roots += [n.id for n in graph.nodes if n.id in pointed_at]
    for root in roots:
        if root in expanded:
            continue
        lines.append(_label(by_id[root], orphans))
        _walk(root, by_id, outgoing, orphans, expanded, lines)
    lines.append("")
    if graph.orphans:
        lines.append(f"Orphan requirements ({len(graph.orphans)}):")
        lines += [f"  {o}  {by_id[o].summary()}".rstrip() for o in graph.orphans]
    else:
        lines.append("Orphan requirements: none")
    return "\n".join(lines)


def _count(number: int, one: str, many: str) -> str:
    return f"{number} {one if number == 1 else many}"


def _walk(root: str, by_id: dict[str, Entity], outgoing: dict[str, list[Edge]], orphans: set[str],
          expanded: set[str], lines: list[str]) -> None:
    """Print ``root``'s edges as a tree (an explicit stack: long chains must not hit the recursion limit)."""
    expanded.add(root)
    stack: list[tuple[str, list[Edge], int]] = [("", _sorted(outgoing.get(root, ())), 0)]
    while stack:
        prefix, edges, at = stack.pop()
        if at >= len(edges):
            continue
        stack.append((prefix, edges, at + 1))
        edge = edges[at]
        last = at == len(edges) - 1
        branch, child_prefix = ("└─ ", prefix + "   ") if last else ("├─ ", prefix + "│  ")
        if edge.dangling:
            lines.append(f"{prefix}{branch}{edge.type} → {edge.target}  (missing)")
            continue
        target = by_id[edge.target]
        more = bool(outgoing.get(target.id))
        seen = target.id in expanded
        lines.append(f"{prefix}{branch}{edge.type} → {_label(target, orphans)}" + ("  (see above)" if seen and more else ""))
        if not seen:
            expanded.add(target.id)
            if more:
                stack.append((child_prefix, _sorted(outgoing[target.id]), 0))


def _sorted(edges: Iterable[Edge]) -> list[Edge]:
    return sorted(edges, key=lambda e: (e.type, e.target))
