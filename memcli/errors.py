"""One error hierarchy for memcli; the CLI maps it to exit codes in one place.

Exit codes (docs/contracts.md §3): 0 success, 1 something the user must act on,
2 bad usage or bad input, 3 the store is locked, 4 a write failed
verification and was rolled back.
"""

from __future__ import annotations

from memcli.formats.regular_files import FolderNotFile, NotRegularFile, StateTooLarge


class MemcliError(Exception):
    """Base of every error memcli reports to a user.

    ``message`` is printed as ``memcli: error: <message>`` unless ``raw`` is
    true, in which case it is printed exactly as given (some commands have
    byte-for-byte stderr contracts).
    """

    exit_code = 2

    def __init__(self, message: str, *, raw: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.raw = raw


class UsageError(MemcliError):
    """Bad usage or bad input: an invalid flag value, an unreadable store."""

    exit_code = 2


class ConfigError(UsageError):
    """``memcli.toml`` is unreadable, has an unknown key or a wrong type."""


class StoreNotFound(UsageError):
    """The store directory does not exist."""


class ActionNeeded(MemcliError):
    """The command ran and found something the user must act on (exit 1)."""

    exit_code = 1


class NotFound(ActionNeeded):
    """An id, transaction or file that does not exist."""


class LockedError(MemcliError):
    """Another memcli run holds the store lock."""

    exit_code = 3


class ClaudeCodeBusy(LockedError):
    """Claude Code's ``.consolidate-lock`` names a live process: memcli's writers stand back (exit 3)."""

    @classmethod
    def of(cls, pid: int) -> "ClaudeCodeBusy":
        """The error for a lock naming ``pid`` (docs/contracts.md §4b, byte for byte)."""
        return cls(f"store busy: Claude Code is consolidating this folder (pid {pid})")


class StoreChanged(LockedError):
    """Another writer changed a file between memcli reading it and writing it; nothing was written (exit 3)."""

    @classmethod
    def of(cls, rel: str, command: str, doing: str) -> "StoreChanged":
        """The error for ``rel``, changed on disk while ``command`` was ``doing`` (working, writing)."""
        return cls(f"store busy: {rel} changed on disk while {command} was {doing} (another writer); "
                   "nothing was written, run the command again")


class WriteFailed(MemcliError):
    """A write failed or did not verify; its whole transaction was rolled back."""

    exit_code = 4


class FrontmatterError(Exception):
    """A memory file's frontmatter cannot be used.

    Internal: readers turn it into a finding with ``code`` and ``line``.
    """

    def __init__(self, code: str, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.line = line


# What a user sees as ``memcli: error: <message>`` with the error's ``exit_code``. ``NotRegularFile`` (a FIFO or
# device where memcli must read: bad input, exit 2) is an ``OSError`` so that readers skip it like any unreadable
# file; it lives on the standard-library floor (``memcli.formats``, which the hook imports), below this module.
USER_ERRORS: tuple[type[Exception], ...] = (MemcliError, NotRegularFile, FolderNotFile, StateTooLarge)
