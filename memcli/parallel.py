"""Work split over forked processes: the first read of a store, candidate search and judging in lint.

``isolated(work)`` runs ``work()`` in a forked child whose memory is given back when it ends.
``fork_map(work, parts)`` runs ``work(part)`` for the first part in this
process and for each other part in a forked child, which sends its result
back as one ``marshal`` blob through a pipe (so the result must be plain
data: tuples, lists, dicts, strings, numbers). A child that fails for any
reason (killed, out of memory, an exception, a result marshal cannot hold)
costs nothing but time: this process then does that part itself, so the
result is the same either way.

A child never runs the cycle collector over what it inherited (``gc.freeze``
at its start: the parent's objects are never scanned, their pages never
copied for it), and work that makes no reference cycles runs with the
collector off (``collect=False``): judging 282,000 lint pairs spent a tenth
of its CPU in collections that found nothing to free.

Forking is used only where it is cheap and safe: Linux, more than one
usable core, and no other thread running (a fork copies only the calling
thread; a lock held by another one would stay held in the child).
"""

from __future__ import annotations

import gc
import marshal
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

MAX_WORKERS = 4

Part = TypeVar("Part")


def workers() -> int:
    """How many processes may share a piece of work here (1: this process only)."""
    if not sys.platform.startswith("linux") or threading.active_count() > 1:
        return 1
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(cores, MAX_WORKERS))


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cycle collector off while a step builds many long-lived objects and no reference cycles (a lint
    run: 50,000 memories, then their pairs), also as a decorator.

    Each collection there scans everything built so far and frees nothing: 2.5 s of a first lint at
    50,000 memories. Cycles made meanwhile are only collected later, once the collector is back on.
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def give_back_memory() -> None:
    """Return freed memory to the system (a full garbage collection, then glibc's ``malloc_trim``).

    CPython keeps freed blocks for reuse; after a step that built and dropped a large index
    (reinforcement matching, a candidate search) tens of megabytes stay resident, and a forked
    worker starts with all of them. Where glibc is not there, only the collection runs.
    """
    gc.collect()
    if sys.platform.startswith("linux"):
        import ctypes  # here: every command imports this module, few give memory back (ctypes costs 5 ms)

        try:
            ctypes.CDLL(None).malloc_trim(0)
        except (OSError, AttributeError):
            pass


def split(items: Sequence[Any], count: int) -> list[Sequence[Any]]:
    """``items`` cut into ``count`` contiguous parts of (nearly) equal size, in order."""
    size = -(-len(items) // max(1, count)) or 1
    return [items[start:start + size] for start in range(0, len(items), size)] or [items]


def fork_map(work: Callable[[Part], Any], parts: Sequence[Part], *, here: bool = True,
             collect: bool = True, meanwhile: Callable[[], object] | None = None) -> list[Any]:
    """``[work(part) for part in parts]``, the parts after the first in forked children.

    With ``here=False`` every part of several goes to a child and this process only waits: what the
    work allocates (caches, indexes) then never stays in it. ``collect=False``: the work makes no
    reference cycles, its children run without the cycle collector. ``meanwhile()`` runs in this
    process once the children are started, before any part is done here.
    """
    mine = 1 if here or len(parts) < 2 else 0
    children = [_Child.start(work, part, collect) for part in parts[mine:]]
    try:
        if meanwhile is not None:
            meanwhile()
        results = [work(part) for part in parts[:mine]]
        for part, child in zip(parts[mine:], children):
            found = child.collect() if child is not None else _FAILED
            results.append(work(part) if found is _FAILED else found)
    finally:
        for child in children:
            if child is not None:
                child.stop()
    return results


def isolated(work: Callable[[], Any], *, meanwhile: Callable[[], object] | None = None,
             collect: bool = True) -> Any:
    """``work()`` in a forked child, so that nothing it allocates stays in this process; here when no
    child can be used (see ``workers``) or the child failed. ``meanwhile()`` runs in this process while
    the child works (before ``work`` when there is no child); ``collect`` as for ``fork_map``."""
    child = _Child.start(lambda _: work(), None, collect) if workers() > 1 else None
    try:
        if meanwhile is not None:
            meanwhile()
        found = child.collect() if child is not None else _FAILED
    finally:
        if child is not None:
            child.stop()
    return work() if found is _FAILED else found


_FAILED = object()


class _Child:
    """A forked process doing one part, and the pipe its result comes through."""

    def __init__(self, pid: int, read_end: int) -> None:
        self.pid = pid
        self.read_end = read_end
        self.running = True

    @classmethod
    def start(cls, work: Callable[[Part], Any], part: Part, collect: bool = True) -> "_Child | None":
        """Fork a child doing ``work(part)`` (without the cycle collector unless ``collect``); ``None`` when it
        cannot start."""
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
        if pid == 0:  # the child: work, send, leave without running any of the parent's exit handlers
            status = 1
            try:
                os.close(read_end)
                gc.freeze()  # what this process inherited is never collected here: never scanned, never copied
                if not collect:
                    gc.disable()
                view = memoryview(marshal.dumps(work(part)))
                while view:
                    view = view[os.write(write_end, view):]
                status = 0
            finally:
                os._exit(status)
        os.close(write_end)
        return cls(pid, read_end)

    def collect(self) -> Any:
        """The child's result; ``_FAILED`` when it failed."""
        chunks = []
        try:
            while chunk := os.read(self.read_end, 1 << 20):
                chunks.append(chunk)
        except OSError:
            return _FAILED
        _, status = os.waitpid(self.pid, 0)
        self.running = False
        if os.waitstatus_to_exitcode(status) != 0:
            return _FAILED
        try:
            return marshal.loads(b"".join(chunks))
        except (ValueError, EOFError, TypeError):
            return _FAILED

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
