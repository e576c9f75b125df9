"""Every on-disk format has one owner: its names, constants and readers are defined in one module.

A reference bug: the SessionStart hook decoded the read cache's entries by
position, from its own copy of the cache format, and counted no candidates
once the store's layout moved on. These checks fail when a second copy of
a known format constant or reader appears anywhere in ``memcli/``.
"""

from __future__ import annotations

import ast

import pytest

from tests.architecture.imports import modules, string_constants

LAYOUT = "memcli.formats.layout"
# Module-level names with one defining module each (importing the name elsewhere is fine; assigning it is not).
CONSTANTS = {
    "STATE_DIR": LAYOUT, "CACHE_DIR": LAYOUT, "MEMORY_INDEX": LAYOUT, "CONFIG_NAME": LAYOUT,
    "KNOWLEDGE_DIR": LAYOUT, "ENTITIES_DIR": LAYOUT, "DIARY_DIR": LAYOUT, "INBOX": LAYOUT, "RESERVED_DIRS": LAYOUT,
    "AUDIT_PATH": LAYOUT, "RUNS_PATH": LAYOUT, "STATS_PATH": LAYOUT,
    "CACHE_VERSION": "memcli.formats.cache_frame", "HEADING": "memcli.formats.pending",
    "MEMORY_CHANGES": "memcli.formats.diary", "EVENTS": "memcli.formats.hook_events",
    "EVENT_NAMES": "memcli.formats.hook_events", "TRIGGER_KEYS": "memcli.experience.lessons",
}
# Readers and writers of a shared format, defined once.
FUNCTIONS = {
    "frame": "memcli.formats.cache_frame", "unframe": "memcli.formats.cache_frame",
    "read_entries": "memcli.formats.cache_frame",
    "parse_bullet": "memcli.formats.pending", "parse_pending": "memcli.formats.pending",
    "memory_changes": "memcli.formats.diary", "diary_path": "memcli.formats.diary",
    "run_record": "memcli.formats.runs", "audit_line": "memcli.formats.audit", "read_audit": "memcli.formats.audit",
    "json_records": "memcli.formats.jsonl", "read_toml": "memcli.formats.settings", "env_name": "memcli.formats.settings",
    "parse_instant": "memcli.formats.timestamps", "format_instant": "memcli.formats.timestamps",
    "normalize_event": "memcli.formats.hook_events", "open_regular": "memcli.formats.regular_files",
}
# Store folder and file names: a module-level constant holding one of these outside the layout is a copy.
NAMES = {".memcli", "MEMORY.md", "memcli.toml", "knowledge", "entities", "diary", "inbox", "archive"}
# Text that spells a format in code (docstrings and comments may name it anywhere).
SPELLINGS = {
    "audit.jsonl": LAYOUT, "runs.jsonl": LAYOUT, "lint-stats.jsonl": LAYOUT, ".memcli/cache": LAYOUT,
    "## Pending Review": "memcli.formats.pending", "detected_at=": "memcli.formats.pending",
    "### Memory Changes": "memcli.formats.diary", "# Diary — ": "memcli.formats.diary",
    "MCC1": "memcli.formats.cache_frame", "scan.marshal": "memcli.formats.cache_frame",
    "summary.marshal": "memcli.formats.cache_frame",
}


def _assigned(tree: ast.Module) -> dict[str, ast.expr]:
    """Module-level names assigned a value, and the value."""
    found = {}
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        for target in targets:
            for name in ast.walk(target):
                if isinstance(name, ast.Name) and node.value is not None:
                    found[name.id] = node.value
    return found


def _functions(tree: ast.Module) -> set[str]:
    return {node.name for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}


@pytest.mark.parametrize("name", sorted(CONSTANTS))
def test_a_format_constant_is_defined_once(name):
    assert [m for m, module in modules().items() if name in _assigned(module.tree)] == [CONSTANTS[name]]


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_a_format_reader_is_defined_once(name):
    assert [m for m, module in modules().items() if name in _functions(module.tree)] == [FUNCTIONS[name]]


def test_no_module_keeps_its_own_copy_of_a_store_name():
    copies = [(m, name) for m, module in modules().items() if m != LAYOUT
              for name, value in _assigned(module.tree).items()
              if isinstance(value, ast.Constant) and value.value in NAMES]
    assert copies == []


def test_a_format_is_spelled_in_code_only_by_its_owner():
    spelled = sorted({(fragment, m) for m, module in modules().items() for _line, value in string_constants(module.tree)
                      for fragment, owner in SPELLINGS.items()
                      if m != owner and fragment in (value.decode("latin-1") if isinstance(value, bytes) else value)})
    assert spelled == []
