"""Crash safety, proven: SIGKILL a multi-file transaction at every point of its write path.

Each run kills the writer at its N-th checkpoint (every backup, the intent,
every temp write, rename, delete and the commit rename), then a later
command recovers. Afterwards every file must be entirely old or entirely
new — the whole set together — with no temp file, no in-flight transaction
and no orphaned backup left behind. Some recoveries are themselves killed
part-way and recovered again, and some recoveries are run by a real
``memcli`` command rather than the library.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memcli.safeedit.transaction import load_history, pending_transactions, recover
from tests.conftest import REPO, make_store, memcli_subprocess, snapshot

pytestmark = pytest.mark.slow  # kill sweeps: `pytest -m "not slow"` leaves them out

WRITER = Path(__file__).with_name("crash_writer.py")

OLD = {
    "MEMORY.md": "# Memory Index\n\n- [a](auto/a.md)\n",
    "auto/a.md": "---\nid: a\ntype: preference\n---\n" + "I prefer dark mode. " * 40 + "\n",
    "auto/b.md": "---\nid: b\nconfidence: 0.5\n---\nshort\n",
    "facts/2026-04-01/c.md": "---\nid: c\n---\n" + "c" * 5000 + "\n",
    "gone.md": "---\nid: gone\n---\nto be deleted\n",
    **{f"auto/m{i:02d}.md": f"---\nid: m{i:02d}\n---\nold {i}\n" for i in range(8, 16)},
}
SCENARIOS = {
    "mixed": {
        "auto/a.md": OLD["auto/a.md"].replace("type: preference", "type: preference\nstatus: superseded"),
        "auto/b.md": OLD["auto/b.md"].replace("0.5", "0.52"),
        "facts/2026-04-01/c.md": OLD["facts/2026-04-01/c.md"] + "more\n",
        "auto/new/d.md": "---\nid: d\nstatus: candidate\n---\nnew candidate\n",
        "gone.md": None,
    },
    "many-files": {
        **{f"auto/m{i:02d}.md": f"---\nid: m{i:02d}\n---\n" + f"memory {i} " * (i + 1) + "\n" for i in range(12)},
        **{f"auto/m{i:02d}.md": None for i in range(12, 16)},
        "auto/a.md": OLD["auto/a.md"] + "\nappended\n",
    },
    "new-files": {
        **{f"auto/new{i % 3}/n{i:02d}.md": f"---\nid: n{i:02d}\nstatus: candidate\n---\ncandidate {i}\n" for i in range(12)},
        "MEMORY.md": OLD["MEMORY.md"] + "- [n](auto/new0/n00.md)\n",
    },
    "index-and-one": {
        "MEMORY.md": OLD["MEMORY.md"] + "\n## Pending Review (Lint findings)\n- detected_at=2026-05-17 — a.md vs b.md — x | y\n",
        "auto/b.md": OLD["auto/b.md"] + "appended line\n",
    },

}


def new_state(changes: dict[str, str | None]) -> dict[str, bytes]:
    state = {k: v.encode() for k, v in OLD.items()}
    for rel, text in changes.items():
        if text is None:
            state.pop(rel, None)
        else:
            state[rel] = text.encode()
    return {k: state[k] for k in sorted(state)}


def fresh_store(tmp_path: Path, name: str) -> Path:
    root = tmp_path / name
    if root.exists():
        shutil.rmtree(root)
    return make_store(tmp_path, OLD, name=name)


def run_writer(root: Path, changes_file: Path, kill_at: int | None, mode: str = "write") -> int:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    if kill_at:
        env["MEMCLI_TEST_KILL_AT"] = str(kill_at)
    proc = subprocess.run([sys.executable, str(WRITER), str(root), mode, str(changes_file)], env=env,
                          capture_output=True, timeout=60)
    assert proc.returncode in (0, -signal.SIGKILL), proc.stderr.decode()
    return proc.returncode


def assert_consistent(root: Path, old: dict[str, bytes], new: dict[str, bytes], completed: bool) -> str:
    state = snapshot(root)
    assert state in (old, new), "a file is neither entirely old nor entirely new"
    if completed:
        assert state == new
    assert not [p for p in root.rglob("*") if p.name.endswith(".memcli-tmp")], "temp file left behind"
    assert pending_transactions(root) == [], "an in-flight transaction was left behind"
    history = load_history(root)
    assert len(history) == (1 if state == new else 0), "history disagrees with the files"
    for record in history:
        backups = root / ".memcli" / "history" / record.id
        assert {f.backup for f in record.files if f.backup} == {p.name for p in backups.iterdir() if p.name != "intent.json"}
    return "new" if state == new else "old"


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_sigkill_at_every_checkpoint_leaves_files_old_or_new(tmp_path, scenario):
    changes = SCENARIOS[scenario]
    changes_file = tmp_path / "changes.json"
    changes_file.write_text(json.dumps(changes))
    old = {k: OLD[k].encode() for k in sorted(OLD)}
    new = new_state(changes)
    outcomes = []
    kill_at = 0
    while True:
        kill_at += 1
        assert kill_at < 200, "the writer never completed"
        root = fresh_store(tmp_path, f"s{kill_at}")
        code = run_writer(root, changes_file, kill_at)
        if kill_at % 7 == 0 and code != 0:
            run_writer(root, changes_file, 1, mode="recover")  # recovery killed at its first write...
            run_writer(root, changes_file, 2, mode="recover")  # ...and at its second
        if kill_at % 5 == 0:
            proc = memcli_subprocess(["--dir", str(root), "history"])  # any real command recovers
            assert proc.returncode == 0 and b"Traceback" not in proc.stderr
        else:
            recover(root)
        outcomes.append(assert_consistent(root, old, new, completed=code == 0))
        shutil.rmtree(root)
        if code == 0:
            break
    assert outcomes[-1] == "new"
    assert "old" in outcomes and outcomes.count("new") >= 2, "kills should land on both sides of the commit"
    assert len(outcomes) >= 10  # the four scenarios kill at 100+ distinct points in all


def test_sigkill_at_random_instants(tmp_path):
    """Kills from outside at random times, across the whole run of the process."""
    changes = SCENARIOS["mixed"]
    changes_file = tmp_path / "changes.json"
    changes_file.write_text(json.dumps(changes))
    old = {k: OLD[k].encode() for k in sorted(OLD)}
    new = new_state(changes)
    rng = random.Random(1234)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    start = time.monotonic()
    probe_root = fresh_store(tmp_path, "probe")
    subprocess.run([sys.executable, str(WRITER), str(probe_root), "write", str(changes_file)], env=env, check=True)
    duration = time.monotonic() - start
    for run in range(40):
        root = fresh_store(tmp_path, f"r{run}")
        proc = subprocess.Popen([sys.executable, str(WRITER), str(root), "write", str(changes_file)], env=env)
        time.sleep(rng.uniform(0.3, 1.1) * duration)
        proc.send_signal(signal.SIGKILL)
        code = proc.wait()
        recover(root)
        assert_consistent(root, old, new, completed=code == 0)
        shutil.rmtree(root)
