"""Work split over forked processes: the first read of a store, candidate search and judging in lint.

``isolated(work)`` runs ``work()`` in a forked child whose memory is given back when it ends.
``fork_map(work, parts)`` runs ``work(part)`` for the first part in this
process and for each other part in a forked child, which sends its result
back as one ``marshal`` blob through a pipe (so the result must be plain
data: tuples, lists, dicts, strings, numbers). A child that fails for any
reason (killed, out of memory, an exception, a result marshal cannot hold)
costs nothing but time: this process then does that part itself, so the
result is the same either way.

``isolated(work, early=...)`` lets the work hand what it knows so far to
this process (``send_early``) and go on: this process then works beside it.
``take_from_ends(work, total)`` has children share the positions of an
order, two per segment taking stretches from its two ends, so they end
together (lint's judging, ``memcli.lint.fanout``).

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


GIVE_BACK_FROM = 16 * 2**20  # bytes a step must have added to this process's resident memory to be worth it
_resident_after_last: int | None = None  # this process's resident memory right after it last gave memory back


def resident_bytes() -> int | None:
    """This process's resident memory now (Linux's ``/proc/self/statm``), ``None`` where it cannot be read."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def give_back_memory(since: int | None = None) -> None:
    """Return freed memory to the system (a full garbage collection, then glibc's ``malloc_trim``).

    CPython keeps freed blocks for reuse; after a step that built and dropped a large index
    (reinforcement matching, a candidate search) tens of megabytes stay resident, and a forked
    worker starts with all of them. Where glibc is not there, only the collection runs.
    ``since``: the resident memory when the step began; a step that added less than ``GIVE_BACK_FROM``
    left nothing worth a full collection, which scans every object of the process (a night on a small
    store ran ten of them for nothing).
    """
    global _resident_after_last
    now = resident_bytes() if since is not None else None
    # from the lower of the step's start and the last give-back: steps that each grow a little add up
    floor = since if since is None or _resident_after_last is None else min(since, _resident_after_last)
    if now is not None and now - floor < GIVE_BACK_FROM:
        return
    gc.collect()
    if sys.platform.startswith("linux"):
        import ctypes  # here: every command imports this module, few give memory back (ctypes costs 5 ms)

        try:
            ctypes.CDLL(None).malloc_trim(0)
        except (OSError, AttributeError):
            pass
    _resident_after_last = resident_bytes()


def split(items: Sequence[Any], count: int, first: float = 1.0) -> list[Sequence[Any]]:
    """``items`` cut into ``count`` contiguous parts of (nearly) equal size, in order; with ``first``, the first
    part that many times as large as each other one (the part ``fork_map`` does here, when a child's part
    costs more than its share: its result is marshalled and sent)."""
    if first != 1.0 and count > 1 and len(items) >= count:
        head = round(len(items) * first / (first + count - 1))
        return [items[:head], *split(items[head:], count - 1)]
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
             early: Callable[[Any], object] | None = None, collect: bool = True, here: bool = False) -> Any:
    """``work()`` in a forked child, so that nothing it allocates stays in this process; here when no
    child can be used (see ``workers``), when ``here`` is set, or the child failed. ``meanwhile()`` runs in
    this process while the child works (before ``work`` when there is no child); ``collect`` as for
    ``fork_map``.

    ``early(data)`` runs in this process each time the work calls ``send_early(data)``, in order: the work hands
    on what it knows so far and goes on alone, and this process works with it on the core it leaves free. Each
    message is handed on once, also when the child failed and the work is done here again (the messages the
    child had sent are not handed on twice).
    """
    delivered = 0  # messages handed on so far
    sent_here = 0  # messages sent by the work done here

    def deliver(data: Any) -> None:
        nonlocal delivered, sent_here
        sent_here += 1
        if early is not None and sent_here > delivered:
            delivered += 1
            early(data)

    child, channel = None, None
    if not here and workers() > 1:
        try:
            channel = os.pipe() if early is not None else None
        except OSError:
            channel = None
        child = _Child.start(lambda _: _sending_early(channel, work), None, collect)
        if channel is not None:
            os.close(channel[1])  # the child's end: read ends (EOF) when the child's work is done or it is gone
    try:
        if meanwhile is not None:
            meanwhile()
        if channel is not None and child is not None:
            while (data := _read_message(channel[0])) is not _FAILED:
                delivered += 1
                early(data)  # type: ignore[misc]  # a channel is made only for an ``early``
        found = child.collect() if child is not None else _FAILED
    finally:
        if channel is not None:
            os.close(channel[0])
        if child is not None:
            child.stop()
    if found is not _FAILED:
        return found
    return _sending_early(deliver, work)


_early: Callable[[Any], object] | int | None = None  # where ``send_early`` hands data: a callback, or a pipe


def send_early(data: Any) -> None:
    """From work run by ``isolated``: hand ``data`` (plain data, as for ``fork_map``) to its ``early`` callback
    now, and go on; nothing elsewhere."""
    target = _early
    if target is None:
        return
    if callable(target):
        target(data)
        return
    blob = marshal.dumps(data)
    view = memoryview(len(blob).to_bytes(8, "little") + blob)
    while view:
        view = view[os.write(target, view):]


def _sending_early(target: Callable[[Any], object] | tuple[int, int] | None, work: Callable[[], Any]) -> Any:
    """``work()`` with ``send_early`` handing to ``target`` (a callback, or a pipe, whose write end is closed when
    the work is done: the reader waits for that end before it waits for the work's result)."""
    global _early
    previous = _early
    _early = target[1] if isinstance(target, tuple) else target
    try:
        return work()
    finally:
        if isinstance(target, tuple):
            os.close(target[1])
        _early = previous


def _read_message(fd: int) -> Any:
    """One ``send_early`` message from a pipe; ``_FAILED`` at its end (the child left without sending)."""
    chunks, header = [], b""
    try:
        while len(header) < 8:
            chunk = os.read(fd, 8 - len(header))
            if not chunk:
                return _FAILED
            header += chunk
        wanted = int.from_bytes(header, "little")
        while wanted:
            chunk = os.read(fd, min(wanted, 1 << 20))
            if not chunk:
                return _FAILED
            chunks.append(chunk)
            wanted -= len(chunk)
        return marshal.loads(b"".join(chunks))
    except (OSError, ValueError, EOFError, TypeError):
        return _FAILED


class Cursor:
    """One worker's way through the positions of an order: stretches taken one at a time from one end of its
    segment, while another worker may take them from the other end (``take_from_ends``).

    Iterating gives ``range`` objects, each to be done whole before the next is asked for; a forward
    cursor's run up, a backward cursor's run down, so each worker meets the order in its own direction.
    ``done`` lists the stretches finished, as ``(start, stop)``.
    """

    def __init__(self, shared: memoryview, segment: int, forward: bool, step: int, partnered: bool = True) -> None:
        self._shared = shared  # two positions per segment: the next one from the front, the end taken from the back
        self._front, self._back = 2 * segment, 2 * segment + 1
        self.forward = forward
        self.step = step
        self.partnered = partnered  # another worker takes the segment from its other end
        self.done: list[tuple[int, int]] = []

    @classmethod
    def alone(cls, total: int, step: int = 64) -> "Cursor":
        """A cursor over all of ``0..total-1``, forward, shared with no one."""
        shared = memoryview(bytearray(16)).cast("q")
        shared[1] = total
        return cls(shared, 0, True, step, partnered=False)

    def __iter__(self) -> Iterator[range]:
        shared, front, back = self._shared, self._front, self._back
        while True:
            low, high = shared[front], shared[back]
            if low >= high:
                return
            size = max(self.step, (high - low) // 16)  # long stretches first, short ones as the two ends meet
            if self.forward:
                stop = shared[front] = min(low + size, high)  # taken before it is done: the other end sees it
                yield range(low, stop)
                self.done.append((low, stop))
            else:
                start = shared[back] = max(high - size, low)
                yield range(high - 1, start - 1, -1)
                self.done.append((start, high))

    def beyond(self, position: int) -> bool:
        """Whether ``position`` lies where this cursor is not expected to go: past the middle of what neither
        end has taken yet (where the two ends should meet), or taken from the other end.

        What a worker keeps for later positions (a judge's claim lines) it may drop for these; if it goes
        further after all (the other end was slower), it reads them again.
        """
        low, high = self._shared[self._front], self._shared[self._back]
        middle = (low + high) // 2 if self.partnered else high
        if self.forward:
            return position >= low and position >= middle
        return position < high and position < middle


def take_from_ends(work: Callable[[Cursor], Any], total: int, *, step: int = 64, collect: bool = True,
                   meanwhile: Callable[[], object] | None = None) -> tuple[list[Any], list[range]]:
    """``work(cursor)`` in forked children that share the positions ``0..total-1`` of an order between them.

    The order is cut into one segment per two workers; in each, one child takes stretches from the front
    and the other from the back, each the next few positions when it is ready for more, so the two end
    together however unevenly their positions cost or the machine serves them, and only the stretch where
    they meet separates what each has read. Near the meeting point both may take the same few positions
    (neither waits for the other): each position is done at least once, and the caller keeps either result.
    Returns the children's results and the positions no finished child did (a child failed: the caller
    does them itself); with fewer than two usable cores no child is started and every position is missing.
    ``meanwhile()`` runs in this process once the children are started; ``collect`` as for ``fork_map``.
    """
    count = workers()
    if count < 2 or total < 2:
        if meanwhile is not None:
            meanwhile()
        return [], [range(total)] if total else []
    import mmap  # here: every command imports this module, only lint's judging shares positions

    segments = (count + 1) // 2
    bounds = [total * n // segments for n in range(segments + 1)]
    memory = mmap.mmap(-1, 16 * segments)  # shared with the children: anonymous and MAP_SHARED
    whole = memoryview(memory)
    shared = whole.cast("q")
    for segment in range(segments):
        shared[2 * segment], shared[2 * segment + 1] = bounds[segment], bounds[segment + 1]
    cursors = [Cursor(shared, n // 2, n % 2 == 0, step, partnered=n // 2 < count // 2) for n in range(count)]
    children = [_Child.start(lambda cursor: (work(cursor), cursor.done), cursor, collect) for cursor in cursors]
    try:
        if meanwhile is not None:
            meanwhile()
        finished = [child.collect() if child is not None else _FAILED for child in children]
    finally:
        for child in children:
            if child is not None:
                child.stop()
        shared.release()
        whole.release()
        memory.close()
    results, covered = [], []
    for found in finished:
        if found is not _FAILED and isinstance(found, tuple) and len(found) == 2:
            results.append(found[0])
            covered.extend(found[1])
    return results, _uncovered(covered, total)


def _uncovered(spans: list[tuple[int, int]], total: int) -> list[range]:
    """The positions of ``0..total-1`` in none of ``spans``, as ranges."""
    missing, reached = [], 0
    for start, stop in sorted(spans):
        if start > reached:
            missing.append(range(reached, start))
        reached = max(reached, stop)
    if reached < total:
        missing.append(range(reached, total))
    return missing


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
