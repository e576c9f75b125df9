"""Failing writes, in-process: a stand-in for ``os`` inside the safe-edit layer.

Every byte memcli writes goes through ``memcli.safeedit.atomic`` (temp
files, backups, the intent, appends, the lock's info file) and every
rename through it or ``memcli.safeedit.transaction``. ``FaultyOS`` replaces
the ``os`` module those two see: it records the path of each ``os.write``
and ``os.replace``, and fails the chosen ones the way a full disk or a
read-only file does.
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import memcli.safeedit.atomic as atomic_module
import memcli.safeedit.transaction as transaction_module

ERROR_PREFIX = "memcli: error: "
TX_TEMP = re.compile(r"\.\d{6}r?\.memcli-tmp$")  # a target's temp file, tagged with its transaction id


def _path_of(fd: int) -> str:
    try:
        return os.readlink(f"/proc/self/fd/{fd}")
    except OSError:
        return f"<fd {fd}>"


@dataclass
class FaultyOS:
    """``os`` with chosen writes failing with ENOSPC, or renames with EPERM.

    ``fail_write(n, path)`` / ``fail_replace(n, target)`` decide, for the
    n-th call (1-based), whether it fails. A failing write raises ENOSPC
    having written nothing; with ``short`` it first does what a disk that
    fills up part-way does: writes half the data and returns that count,
    and only the next write to that file raises (only the write during
    which the disk fills is short: once it is full nothing fits).
    """

    fail_write: Callable[[int, str], bool] = lambda n, path: False
    fail_replace: Callable[[int, str], bool] = lambda n, path: False
    short: bool = False
    writes: list[str] = field(default_factory=list)
    replaces: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    _short_fds: set[int] = field(default_factory=set)

    def __getattr__(self, name: str):
        return getattr(os, name)

    def write(self, fd: int, data) -> int:
        path = _path_of(fd)
        self.writes.append(path)
        if fd in self._short_fds or self.fail_write(len(self.writes), path):
            self.failed.append(path)
            if self.short and len(self.failed) == 1 and len(data) > 1:
                self._short_fds.add(fd)
                return os.write(fd, bytes(data[: len(data) // 2]))
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return os.write(fd, data)

    def close(self, fd: int) -> None:
        self._short_fds.discard(fd)  # the number may name another file next
        os.close(fd)

    def replace(self, src, dst, **kwargs) -> None:
        self.replaces.append(os.fspath(dst))
        if self.fail_replace(len(self.replaces), os.fspath(dst)):
            self.failed.append(os.fspath(dst))
            raise PermissionError(errno.EPERM, os.strerror(errno.EPERM), os.fspath(dst))
        os.replace(src, dst, **kwargs)


@contextmanager
def patched(faulty: FaultyOS) -> Iterator[FaultyOS]:
    """Make the safe-edit layer use ``faulty`` inside the block."""
    saved = atomic_module.os, transaction_module.os
    atomic_module.os = transaction_module.os = faulty
    try:
        yield faulty
    finally:
        atomic_module.os, transaction_module.os = saved


def kind_of(path: str, case: Path) -> str:
    """``transaction`` (backups, intent, targets' temp files), ``outside`` (files beyond the store) or ``state``."""
    if not path.startswith(os.fspath(case / "store") + os.sep):
        return "outside"
    if "/.memcli/tx/" in path or TX_TEMP.search(path):
        return "transaction"
    return "state"  # caches, the lock's info file, audit and run logs, cadence, proposals, the hook index


def first_middle_last(indices: list[int]) -> list[int]:
    """The first, a middle and the last of ``indices`` (fewer when they coincide)."""
    return sorted({indices[0], indices[len(indices) // 2], indices[-1]}) if indices else []


def run_in_process(tmp: Path, label: str, scenario, faulty: FaultyOS | None = None):
    """Build a fresh world ``tmp/label`` and run the scenario's command in-process (through ``faulty``).

    Returns ``(case, world before, transaction ids before, Run)``.
    """
    from memcli.safeedit.transaction import load_history
    from tests.conftest import cli
    from tests.reliability.harness import world
    from tests.reliability.scenarios import argv, build

    case = tmp / label
    store, outside = build(case, scenario)
    before = world(case)
    history = [r.id for r in load_history(store)] if store.exists() else []
    if faulty is None:
        return case, before, history, cli(argv(scenario, store, outside))
    with patched(faulty):
        return case, before, history, cli(argv(scenario, store, outside))


def assert_one_clear_error(stderr: str, *needles: str) -> None:
    """Exactly one ``memcli: error:`` line (the rest warnings), no traceback, naming the cause."""
    lines = stderr.splitlines()
    errors = [line for line in lines if line.startswith(ERROR_PREFIX)]
    assert len(errors) == 1, stderr
    assert all(line.startswith("memcli: warning: ") for line in lines if line not in errors), stderr
    assert "Traceback" not in stderr and "internal error" not in stderr
    for needle in needles:
        assert needle in errors[0], stderr
