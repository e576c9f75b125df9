"""Atomic file replacement and appends: the only code in memcli that opens files for writing."""

from __future__ import annotations

import errno
import os
import signal
import stat
import threading
from collections.abc import Callable, Iterable
from pathlib import Path

from memcli.formats.claude_lock import process_alive
from memcli.formats.regular_files import NotRegularFile, not_regular_message

_UMASK = os.umask(0)
os.umask(_UMASK)
DEFAULT_FILE_MODE = 0o666 & ~_UMASK

# Fault injection for the crash tests: with MEMCLI_TEST_KILL_AT=N the
# process SIGKILLs itself at the N-th checkpoint of the write path.
_KILL_AT = int(os.environ.get("MEMCLI_TEST_KILL_AT", "0") or 0)
_checkpoints = 0
_counting = threading.Lock()  # checkpoints are also met in ``in_parallel``'s threads


def checkpoint() -> None:
    """Mark a point in the write path where a crash test may kill the process."""
    global _checkpoints
    if _KILL_AT:
        with _counting:
            _checkpoints += 1
            reached = _checkpoints == _KILL_AT
        if reached:
            os.kill(os.getpid(), signal.SIGKILL)


# Replacing or deleting a file whose blocks are on disk waits for the file system to free them: about 3 ms
# a file on the 2-core VM (ext4, online discard), 10 s for the 3,700 files a first pattern run rewrites
# in a 50,000-memory store. The waits overlap when several threads make such calls.
PARALLEL_THRESHOLD = 16
PARALLEL_THREADS = 8


def in_parallel(action: Callable[..., object], calls: Iterable[tuple], *, checkpoints: bool = True) -> None:
    """``action(*args)`` for every ``args`` of ``calls``, in threads when there are many; in no set order.

    For file-system calls that are each atomic and independent of the
    others (renames into place, deletions). A checkpoint follows each call.
    The first error is raised once every call has been made or has failed.
    """
    calls = list(calls)

    def one(args: tuple) -> None:
        action(*args)
        if checkpoints:
            checkpoint()

    if len(calls) < PARALLEL_THRESHOLD:
        for args in calls:
            one(args)
        return
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=PARALLEL_THREADS) as pool:
        futures = [pool.submit(one, args) for args in calls]
    for future in futures:
        future.result()


def fsync_dir(directory: Path) -> None:
    """Flush a directory entry change (rename, create, unlink) to disk."""
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


_SYNCFS: Callable[[int], int] | None | bool = False  # False: not looked up yet; None: unavailable


def _syncfs() -> Callable[[int], int] | None:
    """The C library's ``syncfs``, looked up once (Linux); ``None`` where it does not exist."""
    global _SYNCFS
    if _SYNCFS is False:
        try:
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            _SYNCFS = libc.syncfs
            _SYNCFS.argtypes = [ctypes.c_int]
            _SYNCFS.restype = ctypes.c_int
        except (OSError, AttributeError):
            _SYNCFS = None
    return _SYNCFS  # type: ignore[return-value]


def sync_filesystem(path: Path) -> None:
    """Make every write and rename made so far on ``path``'s file system durable: a group commit.

    One ``syncfs(2)`` replaces an ``fsync`` per file and per folder of a
    bulk transaction: it writes back the file system's dirty data and
    commits its journal once (the renames and new folder entries with it).
    It is limited to the store's file system, where ``os.sync()`` (the
    fallback where ``syncfs`` is missing) flushes every disk of the machine,
    other users' included. Since Linux 5.8 ``syncfs`` reports writeback
    errors; an error is raised as ``OSError``.
    """
    call = _syncfs()
    if call is None:
        os.sync()
        return
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        if call(fd) != 0:
            import ctypes

            code = ctypes.get_errno()
            raise OSError(code, os.strerror(code), os.fspath(path))
    finally:
        os.close(fd)


def sync_filesystems(folders: Iterable[Path]) -> None:
    """``sync_filesystem`` once for each file system holding one of ``folders`` (a mount inside the store)."""
    devices: dict[int, Path] = {}
    for folder in folders:
        try:
            devices.setdefault(os.stat(folder).st_dev, folder)
        except OSError:
            continue  # gone: nothing of it to sync
    for folder in devices.values():
        sync_filesystem(folder)


def ensure_private_dir(directory: Path) -> None:
    """Create ``directory`` (and any missing parents) owner-only.

    ``mkdir(parents=True)`` gives the parents it creates the default mode;
    tool state two levels down (``.memcli/snapshot/packs``) must not leave
    its middle folder readable by others.
    """
    missing = []
    folder = Path(directory)
    while not folder.is_dir() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    for folder in reversed(missing):
        folder.mkdir(mode=0o700, exist_ok=True)


def temp_name(target: Path, tag: str | None = None) -> Path:
    """The temp file used to replace ``target``: hidden, in the same directory."""
    return target.with_name(f".{target.name}.{tag or pid_tag()}.memcli-tmp")


def write_new_file(path: Path, data: bytes, mode: int, *, fsync: bool = True) -> None:
    """Create ``path`` exclusively, write ``data``, fsync (unless the caller syncs in bulk). Fails if it exists."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        os.fchmod(fd, mode)
        if fsync:
            os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes, *, mode: int | None = None, tag: str | None = None) -> None:
    """Replace ``path`` with ``data`` atomically: temp file, fsync, rename, fsync dir.

    The file's mode is kept (``mode`` overrides; new files get the umask
    default). On any error the temp file is removed and the target is
    untouched.
    """
    path = Path(path)
    if mode is None:
        try:
            mode = os.stat(path).st_mode & 0o7777
        except FileNotFoundError:
            mode = DEFAULT_FILE_MODE
    tmp = temp_name(path, tag)
    try:
        if tmp.exists():
            tmp.unlink()
        write_new_file(tmp, data, mode)
        checkpoint()
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    checkpoint()
    fsync_dir(path.parent)


def _open_regular_for_writing(path: Path, flags: int, mode: int) -> int:
    """``os.open`` for writing in place, refusing anything but a regular file (``NotRegularFile``, an OSError).

    Opening a FIFO for writing blocks until a reader comes: with
    ``O_NONBLOCK`` it fails at once (``ENXIO``) or opens, and ``fstat`` then
    refuses it. A FIFO in place of ``runs.jsonl`` or ``lock.info`` hung a night.
    """
    try:
        fd = os.open(path, flags | os.O_NOFOLLOW | os.O_NONBLOCK, mode)
    except OSError as exc:
        if exc.errno == errno.ENXIO:
            raise NotRegularFile(errno.EINVAL, not_regular_message(os.stat(path).st_mode), os.fspath(path)) from None
        raise
    status = os.fstat(fd)
    if not stat.S_ISREG(status.st_mode):
        os.close(fd)
        raise NotRegularFile(errno.EINVAL, not_regular_message(status.st_mode), os.fspath(path))
    os.set_blocking(fd, True)
    return fd


def append_line(path: Path, line: str, *, mode: int = 0o600) -> None:
    """Append one line (a newline is added) with a single write, then fsync."""
    data = (line.rstrip("\n") + "\n").encode("utf-8")
    fd = _open_regular_for_writing(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, mode)
    try:
        size = os.fstat(fd).st_size
        written = os.write(fd, data)
        if written != len(data):
            # A disk that fills mid-line would leave half a JSON line and glue
            # the next append to it: cut back to the last whole line (unless
            # another process appended meanwhile, whose line we must not cut).
            if os.fstat(fd).st_size == size + written:
                os.ftruncate(fd, size)
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), os.fspath(path))
        os.fsync(fd)
    finally:
        os.close(fd)


def write_advisory(path: Path, data: bytes) -> None:
    """Overwrite a small advisory file in place (no temp file, no fsync).

    For information only a crash may tear, such as who holds the lock.
    """
    fd = _open_regular_for_writing(path, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        os.ftruncate(fd, 0)  # after the check: O_TRUNC would act on whatever the name is
        os.write(fd, data)
    finally:
        os.close(fd)


def pid_tag() -> str:
    """A temp-file tag naming this process, so a later run can tell a dead writer's leftovers."""
    return f"pid{os.getpid()}-{os.urandom(2).hex()}"


def remove_stale_temps(directory: Path, older_than: float = 600.0) -> None:
    """Delete temp files that killed processes left in ``directory``.

    A temp tagged with a pid (``pid_tag``) is removed once that process is
    gone; any other temp only when older than ``older_than`` seconds, since
    another process may still be writing it.
    """
    import re
    import time

    cutoff = time.time() - older_than
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return
    for entry in entries:
        if not entry.name.endswith(".memcli-tmp"):
            continue
        match = re.search(r"\.pid(\d+)-[0-9a-f]+\.memcli-tmp$", entry.name)
        try:
            if (match and not process_alive(int(match.group(1)))) or entry.stat().st_mtime < cutoff:
                os.unlink(entry.path)
        except OSError:
            pass


def remove_file(path: Path) -> bool:
    """Delete a file if present; ``True`` when something was removed."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        return False
    return True
