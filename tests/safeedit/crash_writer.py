"""Run one multi-file transaction on a store (used by the crash tests, under MEMCLI_TEST_KILL_AT).

With ``MEMCLI_COUNT_FILE`` set (and a kill point no run reaches), the number
of write-path checkpoints passed is written there at the end.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from memcli.clock import make_clock
from memcli.safeedit.transaction import recover, transaction


def main() -> None:
    root, mode = Path(sys.argv[1]), sys.argv[2]
    if mode == "recover":
        recover(root)
        return
    changes = json.loads(Path(sys.argv[3]).read_text())
    with transaction(root, "crash test", make_clock("2026-05-17")) as tx:
        for rel, text in changes.items():
            if text is None:
                tx.delete(rel)
            else:
                tx.write_text(rel, text)


if __name__ == "__main__":
    main()
    if os.environ.get("MEMCLI_COUNT_FILE"):
        from memcli.safeedit import atomic

        Path(os.environ["MEMCLI_COUNT_FILE"]).write_text(str(atomic._checkpoints))
