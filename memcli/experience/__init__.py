"""Experience learning (docs/contracts.md §9): knowledge files, the relevance engine, lessons, the hook index.

This package's ``__init__`` imports nothing: ``relevance``, ``knowledge_index``,
``lessons`` and ``session`` are standard-library only and are imported by
the ``memcli-hook`` process, which must start fast. The modules that read
and write the store (``knowledge``, ``graph_import``, ``hooks_install``)
may import anything. ``tests/architecture/test_floors.py`` checks
everything the hook can reach.
"""
