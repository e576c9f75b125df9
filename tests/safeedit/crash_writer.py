"""Run one multi-file transaction on a store (used by the crash tests, under MEMCLI_TEST_KILL_AT)."""

from __future__ import annotations

import json
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
