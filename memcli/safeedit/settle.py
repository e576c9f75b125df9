"""The settled read: an empty read is looked at again before it is believed.

A writer that rewrites a file in place (truncate, then write: Claude Code,
an editor, a shell redirect) shows it empty for a moment. Whatever memcli
reads at that moment must not be taken for the file's content: a
transaction would compute an index without a line of the person's, and the
night's guard would record the file as emptied outside memcli (and keep the
empty version as the one ``restore`` offers). So every read that can meet
such a moment (a transaction's reads, the guard's and the snapshot's) goes
through ``settled``: a file must stay empty for a while to be empty.
"""

from __future__ import annotations

import time
from collections.abc import Callable

EMPTY_READ_RETRIES = 5
EMPTY_READ_PAUSE = 0.02  # seconds: 5 × 20 ms covers a truncate-then-write by any ordinary writer


def settled(read: Callable[[], bytes | None]) -> bytes | None:
    """``read()``, called again (a few times, briefly apart) while it returns ``b""``; its last answer.

    ``None`` (no file, unreadable) is believed at once: only an empty read
    can be another writer's moment.
    """
    data = read()
    for _ in range(EMPTY_READ_RETRIES):
        if data != b"":
            break
        time.sleep(EMPTY_READ_PAUSE)
        data = read()
    return data
