"""Capture: readers for conversations, the seven extraction rules, redaction, the candidate queue.

Submodules:

- ``transcript``: Claude Code transcript lines → conversation entries
  (standard library only: the hook imports it);
- ``readers``: interaction JSON, transcripts, plain text → ``Record`` values;
- ``rules``: the seven SPEC §6 rules; ``redact``: secrets → ``[REDACTED]``;
- ``external``: the optional external extractor command;
- ``candidates``: records → deduplicated ``Candidate`` values;
- ``write``: candidates → ``status: candidate`` files staged in a transaction;
- ``run``: ``memcli extract`` as one function.

This package module imports nothing itself, so that importing
``memcli.extract.transcript`` stays light; the main entry points are
available here lazily.
"""

from __future__ import annotations

from typing import Any

_EXPORTS = {
    "Record": "memcli.extract.readers",
    "read_inputs": "memcli.extract.readers",
    "Candidate": "memcli.extract.candidates",
    "extract_candidates": "memcli.extract.candidates",
    "stage_candidates": "memcli.extract.write",
    "StageResult": "memcli.extract.write",
    "redact": "memcli.redact",
    "extract": "memcli.extract.run",
    "ExtractResult": "memcli.extract.run",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'memcli.extract' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)
