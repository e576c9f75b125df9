"""Provenance: the ``source`` field of memory and entity files written by memcli.

``source: <rule> from <location>`` — the rule that proposed the file, then
where it was found (``inbox/t.jsonl:12``, ``interaction:42``). A ``rule``
key, when a file has one, wins.
"""

from __future__ import annotations

import re

from memcli.store.memory import Memory

# A queue file (Claude Code's layout) promoted into the native memory file this names: kept so that the same
# statement is never proposed again.
PROMOTED_TO = "promoted_to"
RULE_NAME = re.compile(r"[a-z][a-z0-9_]*")


def format_source(rule: str, location: str) -> str:
    """A candidate file's ``source``: ``<rule> from <location>`` (provenance: rule, then where)."""
    return f"{rule} from {location}"


def parse_source(value: object, rule_field: object = None) -> tuple[str | None, str | None]:
    """``(rule, location)`` from a file's ``source`` (and ``rule`` key, which wins when present)."""
    rule = rule_field if isinstance(rule_field, str) and rule_field else None
    if not isinstance(value, str) or not value.strip():
        return rule, None
    head, sep, tail = value.partition(" from ")
    if sep and RULE_NAME.fullmatch(head.strip()):
        return rule or head.strip(), tail.strip() or None
    return rule, value.strip()


def memory_rule(memory: Memory) -> str | None:
    """The rule that proposed a memory, when its file records one."""
    return parse_source(memory.source, memory.get("rule"))[0]
