"""Capture: readers for conversations, the extraction rules, the candidate queue.

Submodules:

- ``readers``: interaction JSON, transcripts (read by
  ``memcli.formats.transcript``), plain text → ``Record`` values;
- ``cue_rules``: the seven docs/contracts.md §6 structure rules (response side);
- ``conversation``: the five docs/contracts.md §6 conversation rules (what the person typed);
- ``external``: the optional external extractor command;
- ``candidates``: records → deduplicated ``Candidate`` values;
- ``write``: candidates → ``status: candidate`` files staged in a transaction;
- ``extraction``: ``memcli extract`` as one function.

This package module imports nothing up front; the main entry points are
available here lazily.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

# The version of the extraction rules. Bump it when the rules change what they find: the nightly ledger
# records it, and ``consolidate --reprocess`` mines inputs consumed by an older version again.
EXTRACTOR_VERSION = 2


if TYPE_CHECKING:  # what readers and tools follow; at run time ``__getattr__`` imports on first use
    from memcli.extract.readers import Record, read_inputs
    from memcli.extract.candidates import Candidate, extract_candidates
    from memcli.extract.write import StageResult, stage_candidates
    from memcli.redact import redact
    from memcli.extract.extraction import ExtractResult, extract

__all__ = [
    "Candidate", "ExtractResult", "Record", "StageResult", "extract", "extract_candidates", "read_inputs", "redact",
    "stage_candidates",
]


def __getattr__(name: str) -> object:
    """Import the submodule that defines ``name`` when it is first asked for (PEP 562); later lookups
    find the name bound here."""
    global Candidate, ExtractResult, Record, StageResult, extract, extract_candidates, read_inputs, redact
    global stage_candidates
    if name in ("Record", "read_inputs"):
        from memcli.extract.readers import Record, read_inputs
    elif name in ("Candidate", "extract_candidates"):
        from memcli.extract.candidates import Candidate, extract_candidates
    elif name in ("StageResult", "stage_candidates"):
        from memcli.extract.write import StageResult, stage_candidates
    elif name == "redact":
        from memcli.redact import redact
    elif name in ("ExtractResult", "extract"):
        from memcli.extract.extraction import ExtractResult, extract
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return globals()[name]
