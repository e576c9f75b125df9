"""``memcli recall``: refresh the store index, then rank live memories with ``recall_db``."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from memcli.patterns import recall_db
from memcli.patterns.index import open_index
from memcli.store import Store


@dataclass(frozen=True)
class RecallHit:
    """One ranked memory."""

    id: str
    score: float
    path: str
    preview: str
    explain: dict[str, float] = field(default_factory=dict)
    type: str = ""
    text: str | None = None  # the live text the index holds (``recall_on(..., texts=True)``), not in ``to_dict``

    def to_dict(self) -> dict[str, Any]:
        """``{"id", "score", "path", "preview", "explain"}`` (parts that are 0 already left out)."""
        return {"id": self.id, "score": self.score, "path": self.path, "preview": self.preview,
                "explain": dict(self.explain)}


def recall(store: Store, query: str, *, limit: int = 10, project: str | None = None,
           similarity: recall_db.Similarity | None = None) -> list[RecallHit]:
    """Rank live memories for ``query``; ``recall.*`` settings (boost), "now" from the store clock.

    ``similarity`` blends a semantic ranker into the full-text one (the
    command's, from ``memcli.wiring.similarity_for``); ``None``: full text alone.
    """
    with open_index(store) as conn:
        return recall_on(conn, store, query, limit=limit, project=project, similarity=similarity)


def recall_on(conn: sqlite3.Connection, store: Store, query: str, *, limit: int = 10, project: str | None = None,
              similarity: recall_db.Similarity | None = None, texts: bool = False) -> list[RecallHit]:
    """``recall`` on an index already open and fresh (``open_index``), for a command that reads more of it.

    With ``texts`` each hit carries the live text the index holds for it (``RecallHit.text``): what
    ``memcli context`` packs, read with the hits rather than by parsing their files again.
    """
    options: dict[str, Any] = dict(
        limit=limit, project=project, boost=bool(store.config["recall.reinforcement_boost"]),
        boost_weight=float(store.config["recall.boost_weight"]), boost_max=float(store.config["recall.boost_max"]),
        now=store.clock.now.timestamp(), similarity=similarity,
    )
    rows = recall_db.run_query(conn, str(store.root), query, **options)
    return _hits(rows, recall_db.live_texts(conn, [row["rel"] for row in rows]) if texts else None)


def nearest(store: Store, text: str, *, limit: int = 3) -> list[RecallHit]:
    """The live memories most like ``text``, lexically (no model is loaded): review's "Similar" line.

    The same index as ``recall``, so the store keeps one word index for
    "memories like this", not one per command.
    """
    with open_index(store) as conn:
        return _hits(recall_db.run_query(conn, str(store.root), text, limit=limit, now=store.clock.now.timestamp()))


def _hits(rows: list[dict[str, Any]], texts: dict[str, str] | None = None) -> list[RecallHit]:
    texts = texts or {}
    return [RecallHit(r["id"], r["score"], r["path"], r["preview"], r["explain"], r["type"] or "", texts.get(r["rel"]))
            for r in rows]


def render_recall(hits: Sequence[RecallHit], query: str, *, explain: bool = False) -> str:
    """Human text for ``memcli recall``."""
    if not hits:
        return f"No memories match {json.dumps(query, ensure_ascii=False)}."
    lines = []
    for rank, hit in enumerate(hits, start=1):
        kind = f"  ({hit.type})" if hit.type else ""
        lines.append(f"{rank}. {hit.id}{kind}  score={hit.score:.4f}")
        if hit.preview:
            lines.append(f"   {hit.preview}")
        lines.append(f"   path: {hit.path}")
        if explain:
            lines.append("   explain: " + " ".join(f"{name}={value:.4f}" for name, value in hit.explain.items()))
    return "\n".join(lines)
