"""Reading files memcli did not make: regular files only (docs/contracts.md §12).

A FIFO, socket or device can carry any name (``notes.md``, ``session.jsonl``,
``memcli.toml``). Opening a FIFO for reading blocks until some process writes
to it, and a device such as ``/dev/zero`` never ends: either would hang a
command, the nightly run holding the lock, or the hook. Callers that walk a
folder check ``stat.S_ISREG`` on the stat they already have; every open goes
through ``open_regular``, which opens without blocking and checks the open
file itself (the name may have been swapped since the walk).

Tool state under ``.memcli/`` (caches, indexes, the journal, run and audit
logs, lock info, ``settings.json``) is read through ``read_state``: the same
check plus a size cap, so that a FIFO, a link to ``/dev/zero`` or a file
grown huge in place of a state file is an unreadable state file (an
``OSError``: each reader already treats one as missing) and never a hang.

Standard library only, and only modules Python loads at start-up anyway: the
hook imports it.
"""

from __future__ import annotations

import errno
import io
import os
import stat
from collections.abc import Iterator

_KINDS = ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISDIR, "a directory"))


# Tool state read whole is at most this big: the largest (the read caches of a 50,000-memory store) are
# tens of MB; anything bigger is not memcli's and reading it would blow the 300 MB memory budget.
STATE_MAX_BYTES = 128 * 1024 * 1024
# A line of a JSON-lines log (runs, audit, lessons, lint stats) longer than this is skipped unread.
STATE_MAX_LINE = 1024 * 1024


class _BadInputFile:
    """What the three refusals below share: bad input (exit 2), one line naming the path."""

    raw = False
    exit_code = 2
    filename: str
    strerror: str

    @property
    def message(self) -> str:
        """The one-line error naming the path."""
        return f"{self.filename}: {self.strerror}"


class NotRegularFile(_BadInputFile, OSError):
    """The path names a FIFO, socket or device: memcli never reads it.

    An ``OSError``, so every reader that already treats an unreadable file
    as skipped does so here too; ``strerror`` says what the file is. Where
    nothing catches it, it is bad input (one of ``memcli.errors.USER_ERRORS``:
    exit 2 with ``memcli: error: PATH: a FIFO, not a regular file; never opened``).
    """


class FolderNotFile(_BadInputFile, IsADirectoryError):
    """A folder where memcli reads a file (``MEMORY.md`` made a folder): bad input, exit 2 where nothing catches it.

    An ``IsADirectoryError``, so readers that skip unreadable files skip it.
    """


class StateTooLarge(_BadInputFile, OSError):
    """A tool-state file over its size cap: treated as unreadable (never read whole)."""


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
        return FolderNotFile(errno.EISDIR, "a folder, not a file; memcli reads it as a file (move it aside)",
                             os.fspath(path))
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
    ``FolderNotFile`` (an ``IsADirectoryError``) for a folder, and whatever ``open`` raises.
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


def read_state(path: str | os.PathLike[str], limit: int = STATE_MAX_BYTES) -> bytes:
    """The bytes of a tool-state file: a regular file of at most ``limit`` bytes.

    Raises ``NotRegularFile`` for a FIFO, socket or device (never blocks),
    ``StateTooLarge`` over the cap (checked on the open file, and again while
    reading: the file may grow), and whatever ``open`` raises. All are
    ``OSError``.
    """
    with open_regular(path) as handle:
        size = os.fstat(handle.fileno()).st_size
        if size > limit:
            raise _too_large(path, size, limit)
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise _too_large(path, len(data), limit)
    return data


def read_state_text(path: str | os.PathLike[str], limit: int = STATE_MAX_BYTES, errors: str = "strict") -> str:
    """The UTF-8 text of a tool-state file (``read_state``'s checks; ``UnicodeDecodeError`` on bad bytes)."""
    return read_state(path, limit).decode("utf-8", errors)


def _too_large(path: str | os.PathLike[str], size: int, limit: int) -> StateTooLarge:
    return StateTooLarge(errno.EFBIG, f"{size} bytes, over the {limit}-byte cap for memcli's own state; not read",
                         os.fspath(path))


def state_lines(path: str | os.PathLike[str], max_line: int = STATE_MAX_LINE) -> Iterator[str]:
    """The lines of a tool-state log, streamed; a line over ``max_line`` characters is skipped unread.

    The file is opened at once (a missing, special or unreadable file
    raises ``OSError`` here, before iteration); a non-UTF-8 byte damages its
    line, not the log.
    """
    handle = open_regular(path, "r", encoding="utf-8", errors="replace")
    return _capped_lines(handle, max_line)


def _capped_lines(handle: io.TextIOBase, max_line: int) -> Iterator[str]:
    with handle:
        while True:
            line = handle.readline(max_line + 1)
            if not line:
                return
            if len(line) <= max_line or line.endswith("\n"):
                yield line
                continue
            while line and not line.endswith("\n"):  # skip the rest of an over-long line
                line = handle.readline(max_line + 1)
