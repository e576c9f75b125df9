"""The group commit under SIGKILL: a 10,000-file transaction killed at several points of its write path.

A bulk transaction writes its backups and temp files without an fsync each
and makes each batch durable with one ``sync_filesystem``; the renames are
made in threads. Killed anywhere, every file must still be entirely old or
entirely new, and the next command must roll the whole set back (or, past
the commit, keep it all new), leaving no temp file and no transaction in
flight. A kill point is the N-th checkpoint of the safe-edit layer
(``MEMCLI_TEST_KILL_AT``); the points are placed in each phase from the
protocol's own layout, checked against a counted clean run.

The stores live in memory (``/dev/shm``) when the machine has it: a SIGKILL
leaves the page cache as it was, so what a kill can break is the order of
the write path, which does not depend on the medium; on this VM's ext4
(online discard) every replaced or deleted file whose blocks are on disk
waits ~3 ms to free them, which made the same sweep take six minutes.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from memcli.safeedit.transaction import BULK_SYNC_FILES, load_history, pending_transactions, recover
from tests.conftest import REPO, memcli_subprocess

pytestmark = pytest.mark.slow

WRITER = Path(__file__).with_name("crash_writer.py")
CHANGED, CREATED, DELETED = 9_700, 200, 100  # 10,000 files in one transaction


def old_text(i: int) -> str:
    return f"---\nid: m{i:05d}\ntype: fact\n---\nThe team uses tool {i} for every build.\n"


def build(pristine: Path) -> tuple[dict[str, bytes], dict[str, bytes], dict[str, str | None]]:
    """The store before, the store after, and the changes of the transaction."""
    old: dict[str, bytes] = {"MEMORY.md": b"# Memory Index\n"}
    for i in range(CHANGED + DELETED):
        old[f"facts/f{i % 40:02d}/m{i:05d}.md"] = old_text(i).encode()
    for rel, data in old.items():
        target = pristine / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    changes: dict[str, str | None] = {}
    for i in range(CHANGED):
        changes[f"facts/f{i % 40:02d}/m{i:05d}.md"] = old_text(i).replace("type: fact", "type: fact\nstatus: superseded")
    for i in range(CHANGED, CHANGED + DELETED):
        changes[f"facts/f{i % 40:02d}/m{i:05d}.md"] = None
    for i in range(CREATED):
        changes[f"facts/new{i % 4}/n{i:05d}.md"] = f"---\nid: n{i:05d}\nstatus: candidate\n---\nnew {i}\n"
    new = dict(old)
    for rel, text in changes.items():
        if text is None:
            new.pop(rel)
        else:
            new[rel] = text.encode()
    return old, new, changes


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` but ``.memcli/`` → bytes (``tests.conftest.snapshot`` on plain strings: 15 × 10,000 files)."""
    found: dict[str, bytes] = {}
    stack = [""]
    while stack:
        rel = stack.pop()
        with os.scandir(os.path.join(root, rel)) as entries:
            for entry in entries:
                path = f"{rel}/{entry.name}" if rel else entry.name
                if entry.is_dir(follow_symlinks=False):
                    if path != ".memcli":
                        stack.append(path)
                elif entry.is_file(follow_symlinks=False):
                    with open(entry.path, "rb") as handle:
                        found[path] = handle.read()
    return found


def fresh(pristine: Path, root: Path) -> Path:
    shutil.copytree(pristine, root, copy_function=shutil.copyfile)
    return root


def run_writer(root: Path, changes_file: Path, *, kill_at: int, mode: str = "write", count_file: Path | None = None) -> int:
    env = dict(os.environ, PYTHONPATH=str(REPO), MEMCLI_TEST_KILL_AT=str(kill_at))
    if count_file is not None:
        env["MEMCLI_COUNT_FILE"] = str(count_file)
    proc = subprocess.run([sys.executable, str(WRITER), str(root), mode, str(changes_file)], env=env,
                          capture_output=True, timeout=120)
    assert proc.returncode in (0, -signal.SIGKILL), proc.stderr.decode()[-2000:]
    return proc.returncode


def each_file_old_or_new(root: Path, old: dict[str, bytes], new: dict[str, bytes]) -> None:
    """Right after the kill, before any recovery: no file is torn, none is missing or extra."""
    state = {rel: data for rel, data in snapshot(root).items() if not rel.endswith(".memcli-tmp")}  # temps: recovery's
    torn = [rel for rel, data in state.items() if data not in (old.get(rel), new.get(rel))]
    assert torn == [], f"{len(torn)} files are neither old nor new, e.g. {torn[:3]}"
    gone = [rel for rel in old.keys() & new.keys() if rel not in state]
    assert gone == [], f"{len(gone)} files that exist before and after are missing, e.g. {gone[:3]}"


def recovered(root: Path, old: dict[str, bytes], new: dict[str, bytes]) -> str:
    state = snapshot(root)
    assert state in (old, new), "after recovery the store is neither the old set nor the new one"
    assert not [p for p in root.rglob("*.memcli-tmp")], "temp file left behind"
    assert pending_transactions(root) == [], "a transaction is still in flight"
    assert len(load_history(root)) == (1 if state == new else 0)
    return "new" if state == new else "old"


@pytest.fixture()
def work(tmp_path):
    """A folder for the stores: in memory when the machine has ``/dev/shm`` (see the module's docstring)."""
    if not os.path.isdir("/dev/shm") or not os.access("/dev/shm", os.W_OK):
        yield tmp_path
        return
    folder = Path(tempfile.mkdtemp(prefix="memcli-kill-sweep-", dir="/dev/shm"))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_a_10000_file_group_commit_killed_at_every_phase(work):
    tmp_path = work
    pristine = tmp_path / "pristine"
    old, new, changes = build(pristine)
    assert len(changes) == 10_000 and len(changes) >= BULK_SYNC_FILES
    changes_file = tmp_path / "changes.json"
    changes_file.write_text(json.dumps(changes))

    # A clean run, counted: it completes, and its count matches the protocol's layout below.
    root = fresh(pristine, tmp_path / "clean")
    count_file = tmp_path / "count"
    assert run_writer(root, changes_file, kill_at=10**9, count_file=count_file) == 0
    assert recovered(root, old, new) == "new"
    shutil.rmtree(root)
    backups, writes = CHANGED + DELETED, CHANGED + CREATED
    armed = 1 + backups + 3  # tx folder, one per backup, the intent (temp, rename) and the armed mark
    synced = armed + writes + 1  # one per temp file, then the batch's sync
    renamed = synced + writes + DELETED
    # the commit (renamed + 1), then the guard's snapshot of the files written: its pack and its delta (four more)
    snapshot = renamed + 5
    assert int(count_file.read_text()) == snapshot, "the write path's checkpoints changed: update the layout"

    points = {
        "among the backups": backups // 2,
        "armed: intent written, nothing renamed": armed,
        "among the temp files": armed + writes // 2,
        "temp files synced, before the first rename": synced,
        "among the renames (threads)": synced + writes // 2,
        "renamed and deleted, before the commit": renamed,
        "committed": renamed + 1,
        "committed, the snapshot being written": renamed + 3,
        "committed, the snapshot written": snapshot,
    }
    outcomes = {}
    for label, kill_at in points.items():
        root = fresh(pristine, tmp_path / "s")
        assert run_writer(root, changes_file, kill_at=kill_at) == -signal.SIGKILL, label
        each_file_old_or_new(root, old, new)
        if label == "among the renames (threads)":
            # recovery itself killed part-way through its bulk restore, then finished by a real command
            assert run_writer(root, changes_file, kill_at=writes // 4, mode="recover") == -signal.SIGKILL
            each_file_old_or_new(root, old, new)
            proc = memcli_subprocess(["--dir", str(root), "history"])
            assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc.stderr[-800:]
        else:
            recover(root)
        outcomes[label] = recovered(root, old, new)
        shutil.rmtree(root)
    assert outcomes == {label: "new" if label.startswith("committed") else "old" for label in points}, outcomes
