"""Run ``memcli ARGS`` and write how many write-path checkpoints it passed to ``$MEMCLI_COUNT_FILE``.

The crash tests use it for their clean reference run: knowing the count
``N`` they can always include the last checkpoint (usually the moment
after the commit) in a strided sweep, and check that a kill at ``N + 1``
never happens (the run completes). The count comes from the safe-edit
layer's own counter, armed with a kill point no run reaches.
"""

from __future__ import annotations

import atexit
import os
import sys

os.environ["MEMCLI_TEST_KILL_AT"] = str(10**9)  # arms the counter; read when atomic is imported below

from memcli.safeedit import atomic  # noqa: E402


def _report() -> None:
    with open(os.environ["MEMCLI_COUNT_FILE"], "w", encoding="utf-8") as handle:
        handle.write(str(atomic._checkpoints))


if __name__ == "__main__":
    atexit.register(_report)
    from memcli.cli.main import main

    sys.argv = ["memcli", *sys.argv[1:]]
    main()
