"""Run ``memcli ARGS``, pausing in the middle of a transaction (store lock held) until told to go on.

The concurrency tests need a writer frozen at a known moment: the lock is
held and an armed transaction is half applied on disk (some of its files
already new, some still old). This wrapper replaces the safe-edit layer's
``checkpoint()`` with one that, the first time it is passed in that state,
writes ``$MEMCLI_PAUSE_DIR/paused`` (holding its pid) and waits for
``$MEMCLI_PAUSE_DIR/go`` — at most 60 seconds, so a failed test never
leaves it hanging.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from memcli.safeedit import atomic, lock, transaction

SIGNALS = Path(os.environ["MEMCLI_PAUSE_DIR"])
STORE = Path(os.environ["MEMCLI_PAUSE_STORE"])
_original = atomic.checkpoint
_paused = False


def half_applied() -> bool:
    """Whether an armed transaction has some of its files new on disk and some still old."""
    try:
        names = os.listdir(STORE / ".memcli" / "tx")
    except OSError:
        return False
    for name in names:
        try:
            record = transaction.TxRecord.from_json((STORE / ".memcli" / "tx" / name / "intent.json").read_text())
        except (OSError, ValueError):
            continue
        done = sum(transaction.sha256(transaction.read_bytes_or_none(STORE / f.path)) == f.new_sha for f in record.files)
        if 0 < done < len(record.files):
            return True
    return False


def paused_checkpoint() -> None:
    """The real checkpoint, then the pause (once) when the lock is held and a transaction is half applied."""
    global _paused
    _original()
    if _paused or not lock._held or not half_applied():
        return
    _paused = True
    (SIGNALS / "paused").write_text(str(os.getpid()))
    deadline = time.monotonic() + 60
    while not (SIGNALS / "go").exists() and time.monotonic() < deadline:
        time.sleep(0.01)


if __name__ == "__main__":
    atomic.checkpoint = transaction.checkpoint = paused_checkpoint
    from memcli.cli.main import main

    sys.argv = ["memcli", *sys.argv[1:]]
    main()
