"""Parsing many memory files at once, on every core: the first read of a store.

A store memcli has never read (or whose scan cache is gone) must parse
every file: about 50 µs a file, 2.5 s for 50,000. ``payloads`` splits the
files between this process and forked children; each child sends its
payloads back as one ``marshal`` blob (the scan cache's own form, so
interned strings stay shared; see ``memcli.parallel``). Any failure of a
child just means this process parses that part itself: the result is the
same either way. Fewer than ``PARALLEL_MIN`` files are parsed here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from memcli import parallel
from memcli.store.files import Listed, read_file
from memcli.store.memory import Finding, Memory

PARALLEL_MIN = 2000  # files to parse from which a child process pays for itself (a fork costs a few ms)
HERE_SHARE = 1.5  # this process's part, against a child's (1.07 against 1.65 CPU s for halves of 50,000 files)

Payload = tuple  # ("m", payload_of(memory)) or ("f", code, line, message)
Reader = Callable[[Listed, int], "Memory | Finding | None"]  # ``memcli.store.files.read_file``


def parse_one(item: Listed, max_bytes: int, payload_of: Callable[[Memory], tuple],
              read: Reader = read_file) -> Payload | None:
    """The payload of one listed file; ``None`` when it vanished since the listing."""
    result = read(item, max_bytes)
    if result is None:
        return None
    if isinstance(result, Finding):
        return ("f", result.code, result.line, result.message)
    return ("m", payload_of(result))


def _parse(items: Sequence[Listed], max_bytes: int, payload_of: Callable[[Memory], tuple],
           read: Reader) -> list[Payload | None]:
    return [parse_one(item, max_bytes, payload_of, read) for item in items]


def payloads(items: Sequence[Listed], max_bytes: int, payload_of: Callable[[Memory], tuple],
             read: Reader = read_file) -> list[Payload | None]:
    """``parse_one`` of every item (read with ``read``), in order; on several cores when there are many items."""
    # a child's part costs half as much again as this process's (it marshals what it parsed): a larger part here
    parts = parallel.split(items, parallel.workers() if len(items) >= PARALLEL_MIN else 1, first=HERE_SHARE)
    found = parallel.fork_map(lambda part: _parse(part, max_bytes, payload_of, read), parts)
    results: list[Payload | None] = []
    for part, result in zip(parts, found):
        ok = isinstance(result, list) and len(result) == len(part)
        results.extend(result if ok else _parse(part, max_bytes, payload_of, read))
    return results
