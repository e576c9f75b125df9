"""Reading files memcli did not make: regular files only (SPEC §12).

A FIFO, socket or device can carry any name (``notes.md``, ``session.jsonl``,
``memcli.toml``). Opening a FIFO for reading blocks until some process writes
to it, and a device such as ``/dev/zero`` never ends: either would hang a
command, the nightly run holding the lock, or the hook. Callers that walk a
folder check ``stat.S_ISREG`` on the stat they already have; every open goes
through ``open_regular``, which opens without blocking and checks the open
file itself (the name may have been swapped since the walk).

Standard library only, and only modules Python loads at start-up anyway: the
hook imports it.
"""

from __future__ import annotations

import errno
import io
import os
import stat

_KINDS = ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISDIR, "a directory"))


class NotRegularFile(OSError):
    """The path names a FIFO, socket or device: memcli never reads it.

    An ``OSError``, so every reader that already treats an unreadable file
    as skipped does so here too; ``strerror`` says what the file is. Where
    nothing catches it, it is bad input (one of ``memcli.errors.USER_ERRORS``:
    exit 2 with ``memcli: error: PATH: a FIFO, not a regular file; never opened``).
    """

    raw = False
    exit_code = 2

    @property
    def message(self) -> str:
        """The one-line error naming the path."""
        return f"{self.filename}: {self.strerror}"


def kind_of(mode: int) -> str:
    """What a file with this ``st_mode`` is, in words (``"a FIFO"``; ``"a regular file"``)."""
    return next((name for test, name in _KINDS if test(mode)), "a regular file" if stat.S_ISREG(mode) else "a special file")


def not_regular_message(mode: int) -> str:
    """The one wording for a skipped special file."""
    return f"{kind_of(mode)}, not a regular file; never opened"


def is_regular(mode: int) -> bool:
    """Whether ``st_mode`` describes a regular file."""
    return stat.S_ISREG(mode)


def _refuse(path: str | os.PathLike[str], mode: int) -> OSError:
    if stat.S_ISDIR(mode):
        return IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path))
    return NotRegularFile(errno.EINVAL, not_regular_message(mode), os.fspath(path))


def _open_fd(path: str | os.PathLike[str]) -> tuple[int, os.stat_result]:
    """A read-only descriptor of a regular file and its ``fstat`` (``O_NONBLOCK``: a FIFO never blocks the open)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        if exc.errno == errno.ENXIO:  # a socket (or a device without its driver) cannot be opened at all
            raise _refuse(path, os.stat(path).st_mode) from None
        raise
    try:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            raise _refuse(path, status.st_mode)
    except BaseException:
        os.close(fd)
        raise
    return fd, status


def open_regular(path: str | os.PathLike[str], mode: str = "rb", **kwargs: object) -> io.IOBase:
    """``open(path, mode)`` for reading, refusing anything but a regular file.

    ``O_NONBLOCK`` makes opening a FIFO return at once instead of waiting
    for a writer; the open descriptor is then checked with ``fstat``.
    Raises ``NotRegularFile`` (an ``OSError``) for a FIFO, socket or device,
    ``IsADirectoryError`` for a folder, and whatever ``open`` raises.
    """
    if any(flag in mode for flag in "wax+"):
        raise ValueError(f"open_regular only reads (mode {mode!r})")
    fd, _status = _open_fd(path)
    try:
        os.set_blocking(fd, True)
        return os.fdopen(fd, mode, **kwargs)
    except BaseException:
        os.close(fd)
        raise


def read_bytes(path: str | os.PathLike[str], limit: int = -1) -> bytes:
    """The bytes of a regular file (at most ``limit`` when given).

    Read straight from the descriptor (no file object: its set-up is a
    good part of reading a small file, and a cold scan reads 50,000). The
    first read asks for the size ``fstat`` gave plus one byte, to see the
    end; a file that grew since is read on to its end (or ``limit``).
    ``O_NONBLOCK`` does not apply to regular files, so reads still wait for
    the disk.
    """
    fd, status = _open_fd(path)
    try:
        want = status.st_size + 1 if limit < 0 else min(status.st_size + 1, limit)
        first = os.read(fd, want)
        if len(first) < want or len(first) == limit:
            return first
        chunks = [first]
        total = len(first)
        while limit < 0 or total < limit:
            chunk = os.read(fd, 1 << 20 if limit < 0 else min(1 << 20, limit - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_text(path: str | os.PathLike[str], encoding: str = "utf-8", errors: str = "strict") -> str:
    """The text of a regular file."""
    with open_regular(path, "r", encoding=encoding, errors=errors) as handle:
        return handle.read()
