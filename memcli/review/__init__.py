"""The review queue (SPEC §6): candidate memories and entities, promote/reject, the audit trail.

Submodules, one job each:

- ``items``: every ``status: candidate`` file as a ``QueueItem``, grouped by
  source; names on a command line resolved to items;
- ``decisions``: promote/reject staged in a transaction (the ``status`` edit
  and its audit line, plus the hooks the caller passes per kind), the
  nightly auto-promotion, an item's audit history;
- ``excerpt``: the text around a candidate in its source, redacted;
- ``walk``: the queue as ``memcli.walker`` walks it, and editing a
  candidate in ``$EDITOR``.

This package module imports only ``memcli.lazy``; its main names are
available here lazily.
"""

from __future__ import annotations

from memcli.lazy import exports

_EXPORTS = {
    "QueueItem": "memcli.review.items",
    "queue": "memcli.review.items",
    "resolve": "memcli.review.items",
    "decide": "memcli.review.decisions",
    "stage_decision": "memcli.review.decisions",
    "source_excerpt": "memcli.review.excerpt",
    "CandidateQueue": "memcli.review.walk",
}

__all__ = sorted(_EXPORTS)


__getattr__ = exports(__name__, _EXPORTS)
