"""Entities: typed engineering facts (docs/contracts.md §10), graduation from memories, proposals, the context pack.

Submodules:

- ``model``: entity files ``entities/<Type>/<id>.md`` → ``Entity`` values; new ids and file texts;
- ``entity_checks``: validation findings (field values, relationship types, dangling targets, cycles);
- ``templates``: which entity type a memory suggests, and its structured fields;
- ``graduate``: ``memcli graduate`` and the review queue's hook for graduated entities;
- ``proposals``: graduation proposals for the nightly run, the diary and ``memcli review list``;
- ``routing``: extraction of ``project``/``adaptation`` candidates into entity candidates;
- ``views``, ``graph``: ``memcli entities list|show|graph``;
- ``context``: ``memcli context PROMPT``.

Importing this package imports nothing else, so that a caller pays only for what it uses.
"""
