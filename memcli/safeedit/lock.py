"""The store lock: ``.memcli/lock`` (an OS file lock), plus ``.memcli/lock.info`` naming the holder.

The OS releases the lock when its holder dies, so a killed run never
leaves a stale lock. Within one process the lock is re-entrant: the nightly
run holds it for the whole pipeline while each step opens its own
transaction.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from memcli.errors import ClaudeCodeBusy, LockedError
from memcli.formats.regular_files import is_regular, read_state
from memcli.safeedit.atomic import ensure_private_dir, remove_file, write_advisory

LOCK_NAME = "lock"
INFO_NAME = "lock.info"

_held: dict[str, list] = {}  # lock path -> [FileLock, depth]


def _holder_description(state_dir: Path) -> str:
    try:
        info = json.loads(read_state(state_dir / INFO_NAME, 64 * 1024))
        return f"pid {int(info['pid'])}, running {info.get('command', '?')!s}"
    except (OSError, ValueError, KeyError, TypeError):
        return "holder unknown"


def is_held_here(state_dir: Path) -> bool:
    """Whether this process already holds the store lock."""
    return str(state_dir / LOCK_NAME) in _held


@contextmanager
def store_lock(state_dir: Path, *, wait: float = 10.0, command: str = "memcli") -> Iterator[None]:
    """Hold the store lock, waiting up to ``wait`` seconds; ``LockedError`` (exit 3) when busy."""
    key = str(state_dir / LOCK_NAME)
    if key in _held:
        # a run holds memcli's lock for minutes: Claude Code may have started consolidating since it was taken,
        # so every transaction looks again (docs/contracts.md §4b: its lock makes every writer stand back)
        _wait_for_claude_code(state_dir.parent, time.monotonic() + max(0.0, wait))
        _held[key][1] += 1
        try:
            yield
        finally:
            _held[key][1] -= 1
        return
    deadline = time.monotonic() + max(0.0, wait)
    _wait_for_claude_code(state_dir.parent, deadline)  # before anything is created: a busy store changes not at all
    ensure_private_dir(state_dir)
    import filelock  # writers only: readers never take the lock

    lock = filelock.FileLock(key, timeout=max(0.0, wait), mode=0o600, preserve_lock_file=True, thread_local=False)
    try:
        lock.acquire()
    except filelock.Timeout:
        raise LockedError(
            f"the store {state_dir.parent} is locked by another memcli run ({_holder_description(state_dir)}); "
            "try again later or pass --wait SECONDS"
        ) from None
    try:
        _wait_for_claude_code(state_dir.parent, deadline)  # it may have started while memcli waited for its own lock
    except LockedError:
        lock.release()
        raise
    _held[key] = [lock, 1]
    try:
        info = {"pid": os.getpid(), "command": command, "since": time.time()}
        try:
            write_advisory(state_dir / INFO_NAME, json.dumps(info).encode())
        except OSError:
            pass
        yield
    finally:
        del _held[key]
        remove_file(state_dir / INFO_NAME)
        lock.release()



def wait_for_claude_code(root: Path, wait: float) -> None:
    """Stand back up to ``wait`` seconds while Claude Code consolidates ``root``; ``ClaudeCodeBusy`` after that.

    For a run that holds memcli's lock and is about to start work that may
    write (the night, between its steps).
    """
    _wait_for_claude_code(root, time.monotonic() + max(0.0, wait))


def _wait_for_claude_code(root: Path, deadline: float) -> None:
    """Wait while Claude Code's ``.consolidate-lock`` names a live process; ``LockedError`` at the deadline.

    The file is only read (docs/contracts.md §4b): a lock naming no live process is
    ignored and left exactly as it is.
    """
    from memcli.formats.claude_lock import live_pid

    while (pid := live_pid(root)) is not None:
        left = deadline - time.monotonic()
        if left <= 0:
            raise ClaudeCodeBusy.of(pid)
        time.sleep(min(0.2, left))


def lock_holder(state_dir: Path) -> str | None:
    """Who holds the store lock right now (``None`` when free), found without taking it or writing anything.

    A shared, non-blocking ``flock`` on the lock file fails while a writer
    holds it exclusively; the file is opened read-only and never created.
    """
    import fcntl

    try:
        fd = os.open(state_dir / LOCK_NAME, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)  # a FIFO would block
    except OSError:
        return None  # no lock file: no writer has ever run here
    if not is_regular(os.fstat(fd).st_mode):
        os.close(fd)
        return None  # not memcli's lock file (validate and the writers report it)
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return _holder_description(state_dir)
    else:
        fcntl.flock(fd, fcntl.LOCK_UN)
        return None
    finally:
        os.close(fd)
