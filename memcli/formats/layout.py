"""Where things live in a store: the names more than one room (or the hook) reads or writes.

Store-relative POSIX paths. A name used by one module only stays in that
module; a name two modules share is defined here, once.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

STATE_DIR = ".memcli"  # tool state: journal, history, caches, logs
CACHE_DIR = f"{STATE_DIR}/cache"  # read caches: deleting one loses nothing
MEMORY_INDEX = "MEMORY.md"  # the curated index (and its Pending Review section)
CONFIG_NAME = "memcli.toml"

KNOWLEDGE_DIR = "knowledge"  # knowledge/<id>.md (docs/contracts.md §9)
ENTITIES_DIR = "entities"  # entities/<Type>/<id>.md (docs/contracts.md §10)
DIARY_DIR = "diary"  # diary/YYYY-MM-DD.md (docs/contracts.md §8)
INBOX = "inbox"  # interactions dropped for the nightly run
ARCHIVE_DIR = "archive"
# Folders at the store's root that hold no memory files.
RESERVED_DIRS = frozenset({KNOWLEDGE_DIR, ENTITIES_DIR, DIARY_DIR, INBOX, ARCHIVE_DIR, STATE_DIR})

AUDIT_PATH = f"{STATE_DIR}/audit.jsonl"  # one JSON line per status change
RUNS_PATH = f"{STATE_DIR}/runs.jsonl"  # one JSON line per nightly run
STATS_PATH = "lint-stats.jsonl"  # one JSON line per lint-enabled nightly run (docs/contracts.md §7)

# -- layouts (docs/contracts.md §1b) ------------------------------------------------------------
#
# Where each kind of file lives depends on the store's layout. ``memcli``: the
# store is memcli's own (diary/, lint-stats.jsonl, candidates in
# ``paths.new_memories``). ``claude-code``: the store is Claude Code's
# auto-memory folder, where every ``*.md`` outside ``.memcli/`` is taken by
# Claude Code for a memory, so memcli keeps its own files under ``.memcli/``
# and writes memories natively. Everyone asks ``Layout``; nobody else
# spells these paths.

MEMCLI_LAYOUT = "memcli"
CLAUDE_CODE_LAYOUT = "claude-code"
LAYOUTS = (MEMCLI_LAYOUT, CLAUDE_CODE_LAYOUT)
AUTO_LAYOUT = "auto"  # the config's default: recognise the folder

CLAUDE_CANDIDATES_DIR = f"{STATE_DIR}/candidates"  # the review queue, out of Claude Code's sight
CLAUDE_DIARY_DIR = f"{STATE_DIR}/diary"
CLAUDE_STATS_PATH = f"{STATE_DIR}/lint-stats.jsonl"
CLAUDE_KNOWLEDGE_DIR = f"{STATE_DIR}/{KNOWLEDGE_DIR}"  # lessons: Claude Code would take knowledge/*.md for memories
CLAUDE_ENTITIES_DIR = f"{STATE_DIR}/{ENTITIES_DIR}"
# Every folder that holds knowledge files in some layout: the hook signs them all, so that it need not
# detect the layout (a scandir of a missing folder costs microseconds; reading memcli.toml does not).
KNOWLEDGE_DIRS = (KNOWLEDGE_DIR, CLAUDE_KNOWLEDGE_DIR)
TRANSCRIPT_SUFFIX = ".jsonl"
_SNIFF_BYTES = 8192  # how much of a transcript is read to tell Claude Code's from other JSON lines
_SNIFF_FILES = 3


@dataclass(frozen=True)
class Layout:
    """Where each kind of file lives in one store, and why the store has this layout."""

    name: str  # ``memcli`` | ``claude-code``
    reason: str  # one line for ``status``
    root: str  # the store's absolute path

    @property
    def native(self) -> bool:
        """Whether memories are written as Claude Code's own ``<type>_<slug>.md`` files, linked from ``MEMORY.md``."""
        return self.name == CLAUDE_CODE_LAYOUT

    @property
    def diary_dir(self) -> str:
        """Store-relative folder of the nightly diary (``diary/YYYY-MM-DD.md``)."""
        return CLAUDE_DIARY_DIR if self.native else DIARY_DIR

    def diary_file(self, day: str) -> str:
        """Store-relative path of one day's diary."""
        return f"{self.diary_dir}/{day}.md"

    @property
    def stats_path(self) -> str:
        """Store-relative path of the lint-stats lines (docs/contracts.md §7)."""
        return CLAUDE_STATS_PATH if self.native else STATS_PATH

    @property
    def knowledge_dir(self) -> str:
        """Store-relative folder of the knowledge files (lessons, docs/contracts.md §9): ``knowledge/`` or ``.memcli/knowledge/``."""
        return CLAUDE_KNOWLEDGE_DIR if self.native else KNOWLEDGE_DIR

    @property
    def entities_dir(self) -> str:
        """Store-relative folder of the entity files (``<Type>/<id>.md``, docs/contracts.md §10): ``entities/`` or ``.memcli/entities/``."""
        return CLAUDE_ENTITIES_DIR if self.native else ENTITIES_DIR

    def moved_dirs(self) -> tuple[tuple[str, str], ...]:
        """``(old, new)`` folders: where an older memcli wrote knowledge and entities, and where this layout keeps them.

        Claude Code's layout reads only the new folder; ``status`` names an old
        one that still holds files, so that the person can move them. The old
        names stay reserved (never read as memories, never rewritten).
        """
        if not self.native:
            return ()
        return ((KNOWLEDGE_DIR, CLAUDE_KNOWLEDGE_DIR), (ENTITIES_DIR, CLAUDE_ENTITIES_DIR))

    @property
    def runs_path(self) -> str:
        """Store-relative path of the run records (the same in both layouts)."""
        return RUNS_PATH

    def candidates_dir(self, new_memories: str) -> str:
        """Store-relative folder of the review queue's candidate files (``""``: the root).

        ``new_memories`` is ``paths.new_memories``: the memcli layout's queue
        lives there; Claude Code's lives under ``.memcli/``.
        """
        if self.native:
            return CLAUDE_CANDIDATES_DIR
        return "/".join(p for p in new_memories.replace("\\", "/").split("/") if p not in ("", "."))

    @property
    def queue_folder(self) -> str | None:
        """A queue folder the memory walk does not see (read on its own), or ``None``."""
        return CLAUDE_CANDIDATES_DIR if self.native else None

    @property
    def memories_dir(self) -> str:
        """Store-relative folder where a memory that becomes active is written natively (``""``: the root)."""
        return ""

    @property
    def sessions_dir(self) -> str | None:
        """The folder whose ``*.jsonl`` transcripts are the default input (Claude Code: the folder above)."""
        return os.path.dirname(self.root) if self.native else None

    def own_paths(self) -> tuple[str, ...]:
        """Store-relative paths memcli writes for itself (never inputs, never memories)."""
        return (STATE_DIR, self.diary_dir, self.stats_path, self.runs_path)

    def to_dict(self) -> dict[str, str | None]:
        """JSON shape for ``status``."""
        return {"name": self.name, "reason": self.reason, "diary": self.diary_dir, "candidates": self.queue_folder,
                "knowledge": self.knowledge_dir, "entities": self.entities_dir, "sessions": self.sessions_dir}


def claude_projects_dir(home: str | None = None) -> str:
    """``~/.claude/projects`` (``home`` defaults to ``$HOME``)."""
    return os.path.join(home or os.path.expanduser("~"), ".claude", "projects")


def holds_claude_transcripts(folder: str) -> bool:
    """Whether ``folder`` directly holds a Claude Code transcript (a ``*.jsonl`` whose lines carry ``sessionId``).

    Interaction files (``session_id``) and other JSON lines do not count. A
    few files' first bytes are read, never a whole transcript.
    """
    try:
        with os.scandir(folder) as entries:
            names = sorted(e.name for e in entries if e.name.endswith(TRANSCRIPT_SUFFIX)
                           and e.is_file(follow_symlinks=False))
    except OSError:
        return False
    for name in names[:_SNIFF_FILES]:
        try:
            fd = os.open(os.path.join(folder, name), os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW)
        except OSError:
            continue
        try:
            head = os.read(fd, _SNIFF_BYTES)
        except OSError:
            head = b""
        finally:
            os.close(fd)
        if b'"sessionId"' in head:
            return True
    return False


def detect_layout(root: str | os.PathLike, setting: str = AUTO_LAYOUT, home: str | None = None) -> Layout:
    """The layout of the store at ``root``: ``setting`` (memcli.toml's ``layout``) when not ``auto``, else recognised."""
    root = os.path.abspath(os.fspath(root))
    if setting in LAYOUTS:
        return Layout(setting, f'layout = "{setting}" in {CONFIG_NAME}', root)
    parent = os.path.dirname(root)
    projects = claude_projects_dir(home)
    if os.path.dirname(parent) == projects or root.startswith(projects.rstrip(os.sep) + os.sep):
        return Layout(CLAUDE_CODE_LAYOUT, f"the store lies under {projects}", root)
    if holds_claude_transcripts(parent):
        return Layout(CLAUDE_CODE_LAYOUT, f"the folder above ({parent}) holds Claude Code transcripts", root)
    return Layout(MEMCLI_LAYOUT, "no Claude Code transcripts beside the store", root)
