"""Pattern reinforcement (remnic-compatible), ``patterns list/explain`` and recall.

This package's ``__init__`` imports nothing: ``memcli.patterns.recall_db``
must stay importable from the stdlib-only hook (``tests/architecture/test_floors.py``
checks everything the hook can reach).
"""
