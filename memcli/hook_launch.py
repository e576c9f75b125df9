"""The hook's launcher: what ``memcli hooks install`` writes is ``<python> -I -S <this file> EVENT --dir STORE``.

Claude Code runs the hook before every tool call, so its start-up is most
of its cost. ``-S`` skips the ``site`` module: no ``.pth`` file of the
environment is processed (an editable install's finder, a system
site-packages' hooks cost 10–150 ms on a loaded 2-core machine, more than
the hook's own work); ``-I`` keeps the environment's ``PYTHON*`` variables,
the user's site-packages and the current folder out of ``sys.path``. Without
``site`` memcli is found by adding the folder that holds this package, at
the END of ``sys.path`` so that it never shadows the standard library.
Everything the hook imports is the standard library or memcli itself
(``tests/architecture/test_floors.py``). ``memcli-hook`` (the console
script) runs the same ``memcli.hook.main``.
"""

import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from memcli.hook import console_main  # noqa: E402  (found through the line above)

if __name__ == "__main__":
    console_main()
