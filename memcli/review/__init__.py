"""The review queue (docs/contracts.md §6): candidate memories and entities, promote/reject, the audit trail.

Submodules, one job each:

- ``items``: every ``status: candidate`` file as a ``QueueItem``, grouped by
  source; names on a command line resolved to items;
- ``decisions``: promote/reject staged in a transaction (the ``status`` edit
  and its audit line, plus the hooks the caller passes per kind), the
  nightly auto-promotion, an item's audit history;
- ``excerpt``: the text around a candidate in its source, redacted;
- ``walk``: the queue as ``memcli.walker`` walks it, and editing a
  candidate in ``$EDITOR``.

This package module imports nothing up front; its main names are
available here lazily.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # what readers and tools follow; at run time ``__getattr__`` imports on first use
    from memcli.review.items import QueueItem, queue, resolve
    from memcli.review.decisions import decide, stage_decision
    from memcli.review.excerpt import source_excerpt
    from memcli.review.walk import CandidateQueue

__all__ = [
    "CandidateQueue", "QueueItem", "decide", "queue", "resolve", "source_excerpt", "stage_decision",
]


def __getattr__(name: str) -> object:
    """Import the submodule that defines ``name`` when it is first asked for (PEP 562); later lookups
    find the name bound here."""
    global CandidateQueue, QueueItem, decide, queue, resolve, source_excerpt, stage_decision
    if name in ("QueueItem", "queue", "resolve"):
        from memcli.review.items import QueueItem, queue, resolve
    elif name in ("decide", "stage_decision"):
        from memcli.review.decisions import decide, stage_decision
    elif name == "source_excerpt":
        from memcli.review.excerpt import source_excerpt
    elif name == "CandidateQueue":
        from memcli.review.walk import CandidateQueue
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]
