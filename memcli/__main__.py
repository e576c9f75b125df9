"""``python -m memcli``: the same as the ``memcli`` command."""

from memcli.cli.main import main

main()
