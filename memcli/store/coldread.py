"""Parsing many memory files at once, on every core: the first read of a store.

A store memcli has never read (or whose scan cache is gone) must parse
every file: about 50 µs a file, 2.5 s for 50,000. ``payloads`` splits the
files between this process and forked children; each child sends its
payloads back as one ``marshal`` blob (the scan cache's own form, so
interned strings stay shared) through a pipe. Any failure of a child
(killed, out of memory, a value marshal cannot hold) just means this
process parses that part itself: the result is the same either way.

Forking is used only where it is cheap and safe: Linux, more than one
usable core, no other thread running, and enough files to be worth it.
"""

from __future__ import annotations

import marshal
import os
import signal
import sys
import threading
from collections.abc import Callable, Sequence

from memcli.store.files import Listed, read_file
from memcli.store.memory import Finding, Memory

PARALLEL_MIN = 2000  # files to parse from which a child process pays for itself (a fork costs a few ms)
MAX_WORKERS = 4

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


def workers() -> int:
    """How many processes a cold read may use here (1: parse in this process only)."""
    if not sys.platform.startswith("linux") or threading.active_count() > 1:
        return 1
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(cores, MAX_WORKERS))


def payloads(items: Sequence[Listed], max_bytes: int, payload_of: Callable[[Memory], tuple],
             read: Reader = read_file) -> list[Payload | None]:
    """``parse_one`` of every item (read with ``read``), in order; on several cores when there are many items."""
    count = workers() if len(items) >= PARALLEL_MIN else 1
    if count < 2:
        return _parse(items, max_bytes, payload_of, read)
    size = -(-len(items) // count)
    parts = [items[start:start + size] for start in range(0, len(items), size)]
    children = [_Child.start(part, max_bytes, payload_of, read) for part in parts[1:]]
    try:
        results = _parse(parts[0], max_bytes, payload_of, read)
        for part, child in zip(parts[1:], children):
            found = child.collect(len(part)) if child is not None else None
            results.extend(found if found is not None else _parse(part, max_bytes, payload_of, read))
    finally:
        for child in children:
            if child is not None:
                child.stop()
    return results


class _Child:
    """A forked process parsing part of the files, and the pipe its payloads come through."""

    def __init__(self, pid: int, read_end: int) -> None:
        self.pid = pid
        self.read_end = read_end
        self.running = True

    @classmethod
    def start(cls, part: Sequence[Listed], max_bytes: int, payload_of: Callable[[Memory], tuple],
              read: Reader) -> "_Child | None":
        """Fork a child parsing ``part``; ``None`` when it cannot start."""
        try:
            read_end, write_end = os.pipe()
        except OSError:
            return None
        try:
            pid = os.fork()
        except OSError:
            os.close(read_end)
            os.close(write_end)
            return None
        if pid == 0:  # the child: parse, send, leave without running any of the parent's exit handlers
            status = 1
            try:
                os.close(read_end)
                view = memoryview(marshal.dumps(_parse(part, max_bytes, payload_of, read)))
                while view:
                    view = view[os.write(write_end, view):]
                status = 0
            finally:
                os._exit(status)
        os.close(write_end)
        return cls(pid, read_end)

    def collect(self, expected: int) -> list[Payload | None] | None:
        """The child's payloads; ``None`` when it failed or sent anything but ``expected`` payloads."""
        chunks = []
        try:
            while chunk := os.read(self.read_end, 1 << 20):
                chunks.append(chunk)
        except OSError:
            return None
        _, status = os.waitpid(self.pid, 0)
        self.running = False
        if os.waitstatus_to_exitcode(status) != 0:
            return None
        try:
            found = marshal.loads(b"".join(chunks))
        except (ValueError, EOFError, TypeError):
            return None
        return found if isinstance(found, list) and len(found) == expected else None

    def stop(self) -> None:
        """Close the pipe; a child still running (this process was interrupted) is killed and reaped."""
        os.close(self.read_end)
        if self.running:
            self.running = False
            try:
                os.kill(self.pid, signal.SIGKILL)
            except OSError:
                pass
            os.waitpid(self.pid, 0)
