"""Readers of third-party file formats, standard library only (the hook imports them).

- ``jsonl``: JSON-lines files read line by line with a per-line size cap;
  a broken line is one skipped line, a last line without its newline is
  still being written and is left for a later read;
- ``transcript``: Claude Code transcripts → typed conversation segments
  (what the person typed, assistant text, tool results, injected text...).

This package module imports nothing, so importing a submodule stays light.
"""
