"""The nightly run under the lock and under SIGKILL."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from memcli.safeedit.transaction import pending_transactions
from memcli.store.frontmatter import parse
from tests.conftest import REPO, make_store, memcli_subprocess
from tests.consolidate.test_pipeline import NOW, TODAY, base_files


def consolidate_process(root: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    full_env = dict(os.environ, PYTHONPATH=str(REPO), **(env or {}))
    return subprocess.run([sys.executable, "-m", "memcli", "--dir", str(root), "--now", NOW, "consolidate", "--since", "all"],
                          capture_output=True, env=full_env, timeout=120)


def assert_store_consistent(root: Path) -> None:
    assert pending_transactions(root) == []
    assert not [p for p in root.rglob("*") if p.name.endswith(".memcli-tmp")]
    for path in root.rglob("*.md"):
        if ".memcli" not in path.parts:
            parse(path.read_text())  # every markdown file is whole and parses
    candidates = [p.read_text().split("---\n")[-1] for p in (root / "auto").glob("*.md") if "status: candidate" in p.read_text()]
    assert len(candidates) == len(set(candidates)), "a candidate was written twice"
    index = (root / "MEMORY.md").read_text()
    bullets = [line for line in index.splitlines() if line.startswith("- detected_at=")]
    assert len(bullets) == len(set(bullets)) <= 1


def test_second_concurrent_run_exits_3(tmp_path):
    root = make_store(tmp_path, base_files())
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys,time; from pathlib import Path; from memcli.safeedit.lock import store_lock\n"
         "with store_lock(Path(sys.argv[1]) / '.memcli', command='consolidate'):\n"
         "    print('held', flush=True); time.sleep(30)", str(root)],
        stdout=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONPATH=str(REPO)))
    try:
        assert holder.stdout.readline().strip() == "held"
        proc = memcli_subprocess(["--dir", str(root), "--now", NOW, "--wait", "0.2", "consolidate", "--since", "all"])
        assert proc.returncode == 3
        assert proc.stdout == b""
        assert proc.stderr.count(b"\n") == 1 and f"pid {holder.pid}".encode() in proc.stderr
    finally:
        holder.kill()
        holder.wait()
    assert consolidate_process(root).returncode == 0, "a killed holder leaves no stale lock"


STRIDE = 1 if os.environ.get("MEMCLI_LONG_TESTS") else 2  # every checkpoint on the long run


@pytest.mark.slow
def test_killed_at_every_checkpoint_then_a_normal_run_is_complete(tmp_path):
    kill_at, outcomes = 0, []
    while True:
        kill_at += STRIDE
        assert kill_at < 600
        root = make_store(tmp_path, base_files(), name=f"s{kill_at}")
        killed = consolidate_process(root, {"MEMCLI_TEST_KILL_AT": str(kill_at)})
        assert killed.returncode in (0, -signal.SIGKILL), killed.stderr.decode()
        outcomes.append(killed.returncode)
        normal = consolidate_process(root)
        assert normal.returncode == 0, normal.stderr.decode()
        assert b"Traceback" not in normal.stderr
        assert_store_consistent(root)
        diary = (root / "diary" / f"{TODAY}.md").read_text()
        assert diary.startswith(f"# Diary — {TODAY}\n") and diary.count("# Diary") == 1
        assert diary.rstrip().endswith(("### Issues\n- none",)), "the last section is complete"
        canonical = (root / "facts/2026-05-06/pref-3.md").read_text()
        assert "reinforcement_count: 3" in canonical
        for line in (root / ".memcli" / "runs.jsonl").read_text().splitlines():
            json.loads(line)
        if killed.returncode == 0:
            break
    assert outcomes.count(-signal.SIGKILL) >= 54 // STRIDE, "kills landed all over the run (about 57 checkpoints)"
