"""Where things live in a store: the names more than one room (or the hook) reads or writes.

Store-relative POSIX paths. A name used by one module only stays in that
module; a name two modules share is defined here, once.
"""

from __future__ import annotations

STATE_DIR = ".memcli"  # tool state: journal, history, caches, logs
CACHE_DIR = f"{STATE_DIR}/cache"  # read caches: deleting one loses nothing
MEMORY_INDEX = "MEMORY.md"  # the curated index (and its Pending Review section)
CONFIG_NAME = "memcli.toml"

KNOWLEDGE_DIR = "knowledge"  # knowledge/<id>.md (SPEC §9)
ENTITIES_DIR = "entities"  # entities/<Type>/<id>.md (SPEC §10)
DIARY_DIR = "diary"  # diary/YYYY-MM-DD.md (SPEC §8)
INBOX = "inbox"  # interactions dropped for the nightly run
ARCHIVE_DIR = "archive"
# Folders at the store's root that hold no memory files.
RESERVED_DIRS = frozenset({KNOWLEDGE_DIR, ENTITIES_DIR, DIARY_DIR, INBOX, ARCHIVE_DIR, STATE_DIR})

AUDIT_PATH = f"{STATE_DIR}/audit.jsonl"  # one JSON line per status change
RUNS_PATH = f"{STATE_DIR}/runs.jsonl"  # one JSON line per nightly run
STATS_PATH = "lint-stats.jsonl"  # one JSON line per lint-enabled nightly run (SPEC §7)
