"""The ground floor: every on-disk format that more than one room (or the hook) reads, standard library only.

One owner per format; the writers and the readers (the stdlib-only hook
among them) import it from here, so they cannot drift apart:

- ``layout``: where things live in a store (``.memcli``, ``MEMORY.md``,
  ``knowledge/``, ``entities/``, ``diary/``, ``inbox/``, the logs);
- ``cache_frame``: the read caches' frame (magic, CRC-32, marshal) and entry
  layout, written by ``memcli.store.parse_cache`` and read by the SessionStart hook;
- ``pending``: the Pending Review section of ``MEMORY.md``;
- ``diary``: a night's diary section, and its ``### Memory Changes`` lines;
- ``audit``, ``runs``: the audit log and the nightly run log (JSON lines);
- ``settings``: ``memcli.toml`` and ``MEMCLI_*`` as read leniently (the hook);
- ``hook_events``: the hook's event names in both spellings;
- ``timestamps``: the ISO 8601 timestamps memcli writes and reads;
- ``jsonl``: JSON-lines files read with a per-line cap; ``transcript``:
  Claude Code transcripts → typed segments (the one transcript reader);
- ``superseded``: the marker a resolved claim line carries, and what stays live;
- ``markup``: file names written into markdown as text, never markup;
- ``regular_files``: files memcli did not make, opened only when regular.

No module here imports anything of memcli outside this package
(``tests/architecture`` checks it); this package module imports nothing.
"""
