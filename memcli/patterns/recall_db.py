"""Recall queries over the SQLite FTS5 index in ``.memcli/cache/recall.sqlite``.

Standard library only: the ``memcli-hook user-prompt-submit`` handler
imports this module. (Placeholder until the recall index lands.)
"""

from __future__ import annotations


def search(store_root: str, query: str, *, limit: int = 10, project: str | None = None) -> list[dict]:
    """Ranked live memories for ``query``: dicts with ``id``, ``score``, ``path``, ``preview``.

    Returns ``[]`` when the index does not exist yet.
    """
    return []
