"""Recall queries over the SQLite FTS5 index in ``.memcli/cache/recall.sqlite``.

Standard library only: the ``memcli-hook user-prompt-submit`` handler
imports this module, and the hook must start fast. The index is built and
refreshed by ``memcli.patterns.recall`` (which may import anything); this
module only defines its schema and reads it.

A result's score is the sum of its parts (``--explain`` shows them):

- ``bm25``: full-text relevance (FTS5 bm25, name and description weighted
  above tags and body), scaled so the best match of the query is 1.0;
- ``confidence``: ``0.2 × confidence``;
- ``recency``: ``0.1 × 0.5 ** (age in days / 30)`` of ``updated`` (else
  ``created``); 0 without a timestamp;
- ``reinforcement_boost``: with ``recall.reinforcement_boost`` on,
  ``min(boost_max, boost_weight × reinforcement_count)``;
- ``semantic`` (only when the caller passes a ``Similarity``, i.e.
  ``memcli[semantic]`` is installed; never in the hook): ``weight ×`` the
  cosine of query and memory scaled so the closest memory is 1.0. A memory
  that shares no query word is a match only when its cosine reaches the
  similarity's ``threshold`` (a close paraphrase).
"""

from __future__ import annotations

import os
import re
import sqlite3
import time
from datetime import datetime, timezone
from collections.abc import Callable, Sequence
from typing import Any, Protocol
from urllib.parse import quote

from memcli.formats import settings

DB_RELPATH = os.path.join(".memcli", "cache", "recall.sqlite")
SCHEMA_VERSION = "5"  # 3: docs.embed_key, the key of the text a memory is embedded by; 4: superseded claim
# lines are not indexed (docs/contracts.md §5), docs.live_preview is the preview recall shows; 5: docs.pinned and
# docs.offered, what ``memcli context`` packs whatever the prompt
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    # One row per memory file (also unreadable ones, live = 0, so they are not re-read every run).
    # reinforcement: the YAML-integer reinforcement_count, else 0; last_reinforced: the stored
    # last_reinforced_at as JSON (NULL when absent); superseded_by: supersededBy when a string.
    # live: 1 for a live memory with a claim not superseded (only those have an fts row); preview: the body's
    # first line as written (patterns list); live_preview: the first line of the text recall indexes.
    # pinned: ``pinned: true``; offered: 1 when ``memcli context`` may pack the memory whatever the prompt (pinned,
    # or an identity or preference kind: ``memcli.store.summary.offered``), and offered_text then its live text
    # (as the fts row's body: read from here, 13,000 of them cost half as much as through the full-text table).
    "CREATE TABLE IF NOT EXISTS docs("
    " rowid INTEGER PRIMARY KEY, rel TEXT NOT NULL UNIQUE, mtime_ns INTEGER NOT NULL, size INTEGER NOT NULL,"
    " live INTEGER NOT NULL, id TEXT, type TEXT, status TEXT, project TEXT, confidence REAL, stamp REAL,"
    " reinforcement INTEGER NOT NULL DEFAULT 0, last_reinforced TEXT, superseded_by TEXT,"
    " preview TEXT NOT NULL DEFAULT '', title TEXT NOT NULL DEFAULT '', embed_key TEXT NOT NULL DEFAULT '',"
    " live_preview TEXT NOT NULL DEFAULT '', pinned INTEGER NOT NULL DEFAULT 0, offered INTEGER NOT NULL DEFAULT 0,"
    " offered_text TEXT NOT NULL DEFAULT '')",
    "CREATE INDEX IF NOT EXISTS docs_reinforced ON docs(reinforcement) WHERE reinforcement > 0",
    "CREATE INDEX IF NOT EXISTS docs_id ON docs(id)",
    "CREATE INDEX IF NOT EXISTS docs_superseded_by ON docs(superseded_by)",
    "CREATE INDEX IF NOT EXISTS docs_offered ON docs(offered) WHERE offered = 1",
    "CREATE VIRTUAL TABLE IF NOT EXISTS fts USING fts5(title, tags, body, tokenize='porter unicode61 remove_diacritics 2')",
)
COLUMN_WEIGHTS = (2.0, 1.5, 1.0)  # title (name + description), tags, body
CONFIDENCE_WEIGHT = 0.2
RECENCY_WEIGHT = 0.1
RECENCY_HALF_LIFE_DAYS = 30.0
DEFAULT_BOOST_WEIGHT = 0.05
DEFAULT_BOOST_MAX = 0.3
MAX_QUERY_TERMS = 32
PARTS = ("bm25", "semantic", "confidence", "recency", "reinforcement_boost")
BODY_CHARS_EMBEDDED = 2000  # a memory's meaning is in its first lines; long files are cut for the embedding

_TOKEN = re.compile(r"[^\W_]+")
# Words that never make a memory match a query on their own (docs/contracts.md §5): function words, negations and
# contraction stubs. "not" matched every memory that said "not" about anything.
_QUERY_STOP = frozenset((
    "a about after again against all am an and any are as at be because been before being below between both but "
    "by can could did do does doing down during each few for from further had has have having he her here hers "
    "him his how i if in into is it its itself just me more most my no nor not now of off on once only or other "
    "our ours out over own same she should so some such than that the their them then there these they this "
    "those through to too under until up us very was we were what when where which while who whom why will with "
    "would you your yours "
    # what the tokenizer leaves of contractions (don't -> don, t)
    "aren couldn didn doesn don hadn hasn haven isn ll mustn re s shan shouldn t ve wasn weren won wouldn"
).split())


class Similarity(Protocol):
    """Cosine similarity of a query to texts (``memcli.models.semantic``), with its blend settings."""

    weight: float  # the semantic part's weight next to bm25 (whose best match is 1.0)
    threshold: float  # the cosine from which a memory sharing no query word still matches

    def __call__(self, query: str, keys: Sequence[str], texts_of: Callable[[Sequence[str]], list[str]]) -> list[float]:
        """One cosine per memory, given by the key of its text (``docs.embed_key``); ``texts_of`` reads the
        texts of keys it has no vector for (an unchanged store reads none)."""


def embedding_text(title: str, body: str) -> str:
    """The text a memory is embedded by: its title, then the start of its body."""
    return f"{title}\n{body[:BODY_CHARS_EMBEDDED]}"


def db_path(store_root: str) -> str:
    """Where a store's recall index lives."""
    return os.path.join(os.path.abspath(store_root), DB_RELPATH)


def match_expression(query: str) -> str | None:
    """An FTS5 query matching any of the query's content words; ``None`` when it has only stop words."""
    tokens = list(dict.fromkeys(_TOKEN.findall(query.lower())))
    content = [t for t in tokens if t not in _QUERY_STOP]
    if not content:  # only stop words: nothing can match the query
        return None
    return " OR ".join(f'"{t}"' for t in content[:MAX_QUERY_TERMS])


def _boost_settings(store_root: str) -> tuple[bool, float, float]:
    """``recall.*`` from ``memcli.toml`` and ``MEMCLI_RECALL_*``, defaults when unreadable (the hook must not fail)."""
    document, _problem = settings.store_document(store_root)
    return (settings.flag(document, "recall.reinforcement_boost", False),
            settings.number(document, "recall.boost_weight", DEFAULT_BOOST_WEIGHT),
            settings.number(document, "recall.boost_max", DEFAULT_BOOST_MAX))


def _now_seconds() -> float:
    """``MEMCLI_NOW`` when set (so hooks agree with the CLI), else the system clock."""
    text = os.environ.get("MEMCLI_NOW", "").strip()
    if text:
        try:
            moment = datetime.fromisoformat(text.replace("z", "Z"))
            if moment.tzinfo is None:
                moment = moment.replace(tzinfo=timezone.utc)
            return moment.timestamp()
        except ValueError:
            pass
    return time.time()


def connect_readonly(path: str) -> sqlite3.Connection | None:
    """Open the index read-only; ``None`` when it does not exist."""
    if not os.path.isfile(path):
        return None
    return sqlite3.connect(f"file:{quote(path)}?mode=ro", uri=True, timeout=2.0)


def run_query(conn: sqlite3.Connection, store_root: str, text: str, *, limit: int = 10, project: str | None = None,
          boost: bool = False, boost_weight: float = DEFAULT_BOOST_WEIGHT, boost_max: float = DEFAULT_BOOST_MAX,
          now: float | None = None, similarity: Similarity | None = None) -> list[dict[str, Any]]:
    """Rank live memories for ``text`` on an open index connection (``similarity`` adds the semantic part)."""
    expression = match_expression(text)
    if expression is None or limit <= 0:
        return []
    rows = _lexical_rows(conn, expression, project, max(limit * 10, 100))
    semantic: dict[str, float] = {}
    if similarity is not None:
        rows, semantic = _with_semantic(conn, text, project, rows, similarity)
    if not rows:
        return []
    now = _now_seconds() if now is None else now
    best = max(-row[7] for row in rows) or 1.0
    root = os.path.abspath(store_root)
    results = []
    for memory_id, rel, kind, confidence, stamp, reinforcement, preview, raw in rows:
        parts = _score_parts(-raw / best, confidence, stamp, reinforcement, now, boost, boost_weight, boost_max)
        if semantic.get(rel, 0.0) > 0:
            parts = {"bm25": parts.pop("bm25", 0.0), "semantic": round(semantic[rel], 4), **parts}
            parts = {name: value for name, value in parts.items() if value > 0}
        results.append({
            "id": memory_id,
            "score": round(sum(parts.values()), 4),
            "path": os.path.join(root, *rel.split("/")),
            "preview": preview,
            "explain": parts,
            "rel": rel,
            "type": kind,
        })
    results.sort(key=lambda r: (-r["score"], r["id"], r["rel"]))
    return results[:limit]


_ROW_COLUMNS = ("SELECT d.id, d.rel, d.type, d.confidence, d.stamp, d.reinforcement,"
                " CASE WHEN d.live_preview = '' THEN d.title ELSE d.live_preview END")


def _project_filter(sql: str, params: list[Any], project: str | None) -> str:
    if project is None:
        return sql
    params.append(project)
    return sql + " AND (d.project = ? OR d.project IS NULL)"


def _lexical_rows(conn: sqlite3.Connection, expression: str, project: str | None, pool: int) -> list[tuple]:
    """The best ``pool`` full-text matches: row tuples ending with the raw (negative) bm25."""
    weights = ", ".join(str(w) for w in COLUMN_WEIGHTS)
    params: list[Any] = [expression]
    sql = _project_filter(f"{_ROW_COLUMNS}, bm25(fts, {weights}) AS r FROM fts JOIN docs d ON d.rowid = fts.rowid"
                          " WHERE fts MATCH ? AND d.live = 1", params, project)
    params.append(pool)
    return conn.execute(sql + " ORDER BY r LIMIT ?", params).fetchall()


def _with_semantic(conn: sqlite3.Connection, text: str, project: str | None, rows: list[tuple],
                   similarity: Similarity) -> tuple[list[tuple], dict[str, float]]:
    """Lexical rows plus close paraphrases (raw bm25 0), and each row's semantic part by path."""
    params: list[Any] = []
    sql = _project_filter(f"{_ROW_COLUMNS}, 0.0, d.embed_key, d.rowid FROM docs d WHERE d.live = 1", params, project)
    every = conn.execute(sql + " ORDER BY d.rel", params).fetchall()
    if not every:
        return rows, {}
    rowid_of = {row[8]: row[9] for row in every}
    cosines = similarity(text, [row[8] for row in every], lambda keys: _embedding_texts(conn, keys, rowid_of))
    closest = max(cosines)
    by_rel = {row[1]: row for row in rows}
    semantic: dict[str, float] = {}
    for row, cosine in zip(every, cosines):
        rel = row[1]
        if rel not in by_rel and cosine >= similarity.threshold:
            by_rel[rel] = row[:8]
        if rel in by_rel and closest > 0 and cosine > 0:
            semantic[rel] = similarity.weight * cosine / closest
    return list(by_rel.values()), semantic


_TEXTS_AT_ONCE = 500  # rowids per query (SQLite allows 999 parameters in older builds)


def offered_rows(conn: sqlite3.Connection) -> list[tuple[str, str, str, str | None, float, int, str]]:
    """``(rel, id, type, project, confidence, pinned, live text)`` of every live memory ``memcli context`` may pack
    whatever the prompt (``docs.offered``), in no particular order."""
    return conn.execute("SELECT rel, id, type, project, confidence, pinned, offered_text FROM docs"
                        " WHERE offered = 1 AND live = 1").fetchall()


def live_texts(conn: sqlite3.Connection, rels: Sequence[str]) -> dict[str, str]:
    """The text recall indexed for each of these live memories, by store-relative path: the body without its
    superseded claim lines (``Memory.live_content`` before it is stripped), as of the indexed version."""
    found: dict[str, str] = {}
    for start in range(0, len(rels), _TEXTS_AT_ONCE):
        part = list(rels[start:start + _TEXTS_AT_ONCE])
        marks = ",".join("?" * len(part))
        found.update(conn.execute(f"SELECT d.rel, f.body FROM docs d JOIN fts f ON f.rowid = d.rowid"
                                  f" WHERE d.live = 1 AND d.rel IN ({marks})", part).fetchall())
    return found


def _embedding_texts(conn: sqlite3.Connection, keys: Sequence[str], rowid_of: dict[str, int]) -> list[str]:
    """The embedding text of each key, read from the full-text table by rowid."""
    rowids = [rowid_of[key] for key in keys]
    found: dict[int, str] = {}
    for start in range(0, len(rowids), _TEXTS_AT_ONCE):
        part = rowids[start:start + _TEXTS_AT_ONCE]
        marks = ",".join("?" * len(part))
        for rowid, title, body in conn.execute(f"SELECT rowid, title, body FROM fts WHERE rowid IN ({marks})", part):
            found[rowid] = embedding_text(title, body)
    return [found[rowid] for rowid in rowids]


def _score_parts(relevance: float, confidence: float | None, stamp: float | None, reinforcement: int, now: float,
                 boost: bool, boost_weight: float, boost_max: float) -> dict[str, float]:
    """Score parts rounded to 4 decimals; parts that are 0 are left out."""
    parts = {"bm25": max(relevance, 0.0), "confidence": CONFIDENCE_WEIGHT * (confidence if confidence is not None else 0.7)}
    if stamp is not None:
        age_days = max(now - stamp, 0.0) / 86400.0
        parts["recency"] = RECENCY_WEIGHT * 0.5 ** (age_days / RECENCY_HALF_LIFE_DAYS)
    if boost and reinforcement > 0:
        parts["reinforcement_boost"] = min(boost_max, boost_weight * reinforcement)
    rounded = {name: round(value, 4) for name, value in parts.items()}
    return {name: value for name, value in rounded.items() if value > 0}


def search(store_root: str, query: str, *, limit: int = 10, project: str | None = None,
           boost: bool | None = None, boost_weight: float | None = None, boost_max: float | None = None,
           now: float | None = None) -> list[dict]:
    """Ranked live memories for a query: dicts with ``id``, ``score``, ``path``, ``preview``, ``explain``.

    Returns ``[]`` when the index does not exist yet or cannot be read.
    Boost settings left ``None`` come from the store's ``memcli.toml`` and
    ``MEMCLI_RECALL_*``; ``now`` (epoch seconds) from ``MEMCLI_NOW`` or the
    system clock.
    """
    root = os.path.abspath(store_root)
    if boost is None or boost_weight is None or boost_max is None:
        cfg_boost, cfg_weight, cfg_max = _boost_settings(root)
        boost = cfg_boost if boost is None else boost
        boost_weight = cfg_weight if boost_weight is None else boost_weight
        boost_max = cfg_max if boost_max is None else boost_max
    try:
        conn = connect_readonly(db_path(root))
        if conn is None:
            return []
        try:
            return run_query(conn, root, query or "", limit=limit, project=project, boost=boost,
                         boost_weight=boost_weight, boost_max=boost_max, now=now)
        finally:
            conn.close()
    except (sqlite3.Error, OSError, ValueError):
        return []
