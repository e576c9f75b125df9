"""Every real Claude Code auto-memory folder (``../shared/data/claude-memory-realworld``) through the real CLI.

Each folder is copied to tmp (never into the repository, never written in
place) and run through ``validate``, ``status``, ``lint`` and ``consolidate
--dry-run`` by the installed ``memcli`` console script: no command may crash
(``internal error``, a traceback, an exit code past 1), change a file of the
copy, or skip a memory file that Claude Code reads (docs/contracts.md §1: flat
frontmatter with an unquoted ``: `` in a value is read, not a ``yaml_error``).
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import snapshot

REPO = Path(__file__).resolve().parents[2]
# Read at import: the autouse fixture clears MEMCLI_* variables before each test.
SHARED = Path(os.environ.get("MEMCLI_SHARED_DATA") or REPO / ".." / "shared" / "data")
STORES = SHARED / "claude-memory-realworld" / "stores"
FOLDERS = sorted(p.name for p in STORES.iterdir() if p.is_dir()) if STORES.is_dir() else ["<missing>"]
SKIP_CODES = {"yaml_error", "unsafe_yaml", "not_utf8", "binary", "too_large", "unreadable"}


def _console_script() -> str:
    """The ``memcli`` console script of the running interpreter's environment."""
    beside = Path(sys.executable).parent / "memcli"
    found = str(beside) if beside.exists() else shutil.which("memcli")
    assert found, "the memcli console script is not installed (pip install -e .)"
    return found


def _writable_copy(source: Path, target: Path) -> Path:
    """Copy a folder whose files may be read-only into ``target`` and make the copy writable."""
    shutil.copytree(source, target)
    for path in [target, *target.rglob("*")]:
        path.chmod(path.stat().st_mode | stat.S_IWUSR | (stat.S_IXUSR if path.is_dir() else 0))
    return target


def _run(script: str, store: Path, args: list[str], home: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMCLI_")}
    env.update(HOME=str(home), NO_COLOR="1", MEMCLI_NOW="2026-06-01")
    return subprocess.run([script, "--dir", str(store), *args], capture_output=True, text=True, env=env,
                          cwd=store.parent, timeout=300)


@pytest.mark.slow
@pytest.mark.parametrize("folder", FOLDERS)
def test_real_folder_runs_without_crash_or_change(folder: str, tmp_path: Path) -> None:
    assert STORES.is_dir(), f"shared data missing: {STORES} (set MEMCLI_SHARED_DATA to ../shared/data)"
    store = _writable_copy(STORES / folder, tmp_path / "project" / "memory")
    before = snapshot(store)
    script = _console_script()
    outputs = {}
    for args in (["validate", "--format", "json"], ["status", "--format", "json"], ["lint", "--format", "json"],
                 ["consolidate", "--dry-run", "--since", "all"]):
        result = _run(script, store, args, tmp_path / "home")
        where = f"{folder}: memcli {' '.join(args)}"
        assert "internal error" not in result.stderr, f"{where}\n{result.stderr}"
        assert "Traceback" not in result.stderr + result.stdout, f"{where}\n{result.stderr}"
        assert result.returncode in (0, 1), f"{where}: exit {result.returncode}\n{result.stderr}"
        assert snapshot(store) == before, f"{where} changed the copy's files"
        outputs[args[0]] = result.stdout
    findings = json.loads(outputs["validate"])["findings"]
    skipped = [f for f in findings if f["code"] in SKIP_CODES]
    assert skipped == [], f"{folder}: files Claude Code reads were skipped: {skipped}"
    memory_files = [rel for rel in before if rel.endswith(".md") and rel != "MEMORY.md"]
    assert json.loads(outputs["status"])["memories"]["total"] == len(memory_files), folder
    assert not [f for f in json.loads(outputs["lint"])["findings"] if f["code"] in SKIP_CODES], folder
