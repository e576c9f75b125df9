"""Capture: readers for conversations, the extraction rules, the candidate queue.

Submodules:

- ``readers``: interaction JSON, transcripts (read by
  ``memcli.formats.transcript``), plain text → ``Record`` values;
- ``rules``: the seven SPEC §6 structure rules (response side);
- ``conversation``: the five SPEC §6 conversation rules (what the person typed);
- ``external``: the optional external extractor command;
- ``candidates``: records → deduplicated ``Candidate`` values;
- ``write``: candidates → ``status: candidate`` files staged in a transaction;
- ``run``: ``memcli extract`` as one function.

This package module imports only ``memcli.lazy``; the main entry points are
available here lazily.
"""

from __future__ import annotations

from memcli.lazy import exports

# The version of the extraction rules. Bump it when the rules change what they find: the nightly ledger
# records it, and ``consolidate --reprocess`` mines inputs consumed by an older version again.
EXTRACTOR_VERSION = 2

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


__getattr__ = exports(__name__, _EXPORTS)
