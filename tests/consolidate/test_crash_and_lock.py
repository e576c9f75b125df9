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
from tests.conftest import REPO, kill_points, make_store, memcli_subprocess
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


STRIDE = 1 if os.environ.get("MEMCLI_LONG_TESTS") else 3  # every checkpoint on the long run (and in three days)


@pytest.mark.slow
def test_killed_at_every_checkpoint_then_a_normal_run_is_complete(tmp_path):
    outcomes = []
    for kill_at in kill_points(1, 600, STRIDE):
        root = make_store(tmp_path, base_files(), name=f"s{kill_at}")
        killed = consolidate_process(root, {"MEMCLI_TEST_KILL_AT": str(kill_at)})
        assert killed.returncode in (0, -signal.SIGKILL), f"kill at {kill_at}: {killed.stderr.decode()}"
        outcomes.append(killed.returncode)
        normal = consolidate_process(root)
        assert normal.returncode == 0, f"kill at {kill_at}: {normal.stderr.decode()}"
        assert b"Traceback" not in normal.stderr, f"kill at {kill_at}"
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
    else:
        raise AssertionError("the run never ended before its 600th checkpoint")
    assert outcomes.count(-signal.SIGKILL) >= 54 // STRIDE, "kills landed all over the run (about 57 checkpoints)"


def _outside_changes(root: Path) -> dict[str, bytes]:
    """What Claude Code's consolidation might do between two nights: delete four files, rewrite the index."""
    gone = {}
    for rel in ("facts/2026-04-02/pref-1.md", "facts/2026-04-19/pref-2.md", "facts/2026-05-09/fact-pm.md",
                "auto/feedback_tests.md"):
        gone[rel] = (root / rel).read_bytes()
        (root / rel).unlink()
    (root / "MEMORY.md").write_text("# Memory Index\n")
    return gone


@pytest.mark.slow
def test_killed_while_the_night_records_outside_changes_then_a_normal_run_is_consistent(tmp_path):
    """The kill sweep over the guard step (docs/contracts.md §4b): snapshot and store stay consistent, nothing recorded twice."""
    from memcli.safeedit import snapshot as snap

    for kill_at in kill_points(1, 22, 2):  # 21 checkpoints: every one in two days, or with MEMCLI_LONG_TESTS=1
        root = make_store(tmp_path, base_files(), name=f"g{kill_at}")
        assert consolidate_process(root).returncode == 0
        gone = _outside_changes(root)
        later = [sys.executable, "-m", "memcli", "--dir", str(root), "--now", "2026-05-18T02:00:00Z"]
        env = dict(os.environ, PYTHONPATH=str(REPO))
        killed = subprocess.run([*later, "consolidate", "--since", "all"], capture_output=True, timeout=120,
                                env=dict(env, MEMCLI_TEST_KILL_AT=str(kill_at)))
        assert killed.returncode in (1, -signal.SIGKILL), killed.stderr.decode()
        normal = subprocess.run([*later, "consolidate", "--since", "all"], capture_output=True, timeout=120, env=env)
        assert b"Traceback" not in normal.stderr and normal.returncode in (0, 1), normal.stderr.decode()
        assert pending_transactions(root) == []
        assert not [p for p in root.rglob("*") if p.name.endswith(".memcli-tmp")], "temp files left behind"
        history = json.loads(subprocess.run([*later, "history", "--format", "json"], capture_output=True, env=env,
                                            timeout=60).stdout)["transactions"]
        outside = [t for t in history if t["command"] == "outside memcli"]
        assert len(outside) == 1, f"kill at {kill_at}: recorded once, never twice nor lost"
        assert set(gone) <= set(outside[0]["files"])
        manifest = snap.load(root)
        assert manifest is not None and not set(gone) & set(manifest.files), "the snapshot saw them go"
        for rel, entry in manifest.files.items():
            assert snap.read_object(root, entry[0]) is not None, f"kill at {kill_at}: {rel}'s version is kept"
        changes = json.loads(subprocess.run([*later, "changes", "--format", "json"], capture_output=True, env=env,
                                            timeout=60).stdout)["changes"]
        assert [c for c in changes if c["txid"] is None] == [], "nothing left unrecorded"
        restore = subprocess.run([*later, "restore", "--deleted"], capture_output=True, env=env, timeout=60)
        assert restore.returncode == 0, restore.stderr.decode()
        assert {rel: (root / rel).read_bytes() for rel in gone} == gone
