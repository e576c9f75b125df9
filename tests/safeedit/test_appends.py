"""Log lines appended after commit: durable across a crash, never torn, never doubled."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memcli.clock import make_clock
from memcli.safeedit import atomic as atomic_module
from memcli.safeedit.atomic import append_line
from memcli.safeedit.transaction import load_history, pending_transactions, recover, transaction
from tests.conftest import make_store

CLOCK = make_clock("2026-05-17T02:00:00Z")
OLD = "---\nid: a\ntype: fact\n---\nalpha\n"
NEW = "---\nid: a\ntype: fact\nstatus: superseded\n---\nalpha\n"
LINES = ['{"action": "one"}', '{"action": "two"}']

WRITER = """
import sys
from pathlib import Path
from memcli.clock import make_clock
from memcli.safeedit.transaction import transaction
with transaction(Path(sys.argv[1]), "appends test", make_clock("2026-05-17")) as tx:
    tx.write_text("a.md", sys.argv[2])
    for line in sys.argv[3:]:
        tx.append_after_commit(".memcli/audit.jsonl", line)
"""


def run_writer(root: Path, kill_at: int) -> int:
    env = {**os.environ, "MEMCLI_TEST_KILL_AT": str(kill_at)}
    return subprocess.run([sys.executable, "-c", WRITER, str(root), NEW, *LINES], env=env,
                          capture_output=True, check=False).returncode


def audit_lines(root: Path) -> list[str]:
    path = root / ".memcli" / "audit.jsonl"
    return path.read_text().splitlines() if path.exists() else []


@pytest.mark.slow
def test_a_kill_anywhere_leaves_either_nothing_or_the_change_with_every_line_once(tmp_path):
    outcomes = set()
    for kill_at in range(1, 40):
        root = make_store(tmp_path / f"k{kill_at}", {"a.md": OLD})
        code = run_writer(root, kill_at)
        recover(root)  # what the next command does first
        committed = bool(load_history(root))
        assert (root / "a.md").read_text() == (NEW if committed else OLD)
        assert audit_lines(root) == (LINES if committed else []), f"kill at checkpoint {kill_at}"
        assert pending_transactions(root) == []
        assert not list((root / ".memcli").glob("appends/*")), "pending log lines left behind"
        assert not list(root.rglob("*.memcli-tmp"))
        outcomes.add((code == -9, committed))
        if code == 0:
            break
    else:
        pytest.fail("the writer never completed")
    # Killed before commit, killed after commit (between the change and its lines), and completed.
    assert outcomes == {(True, False), (True, True), (False, True)}


def test_recovering_twice_appends_nothing_more(tmp_path):
    for kill_at in range(1, 40):
        root = make_store(tmp_path / f"k{kill_at}", {"a.md": OLD})
        run_writer(root, kill_at)
        if load_history(root) and audit_lines(root) != LINES:
            break
    else:
        pytest.fail("no kill point fell between the commit and its log lines")
    recover(root)
    recover(root)
    assert audit_lines(root) == LINES


class ShortWrites:
    """``os`` whose writes to one file write half the data, as a disk filling up does."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __getattr__(self, attr: str):
        return getattr(os, attr)

    def write(self, fd: int, data: bytes) -> int:
        if os.readlink(f"/proc/self/fd/{fd}").endswith(self.name):
            return os.write(fd, data[: len(data) // 2])
        return os.write(fd, data)


def test_a_short_append_is_cut_back_and_reported(tmp_path, monkeypatch):
    log = tmp_path / "audit.jsonl"
    append_line(log, '{"n": 1}')
    monkeypatch.setattr(atomic_module, "os", ShortWrites("audit.jsonl"))
    with pytest.raises(OSError) as info:
        append_line(log, '{"n": 2, "padding": "' + "x" * 100 + '"}')
    assert info.value.errno == errno.ENOSPC
    monkeypatch.undo()
    append_line(log, '{"n": 3}')
    assert log.read_text() == '{"n": 1}\n{"n": 3}\n'


def test_a_transaction_whose_log_append_fails_still_commits(tmp_path, monkeypatch, caplog):
    root = make_store(tmp_path, {"a.md": OLD})
    monkeypatch.setattr(atomic_module, "os", ShortWrites("audit.jsonl"))
    with transaction(root, "test", CLOCK) as tx:
        tx.write_text("a.md", NEW)
        tx.append_after_commit(".memcli/audit.jsonl", LINES[0])
    monkeypatch.undo()
    assert (root / "a.md").read_text() == NEW
    assert audit_lines(root) == []
    assert "could not append" in caplog.text
    assert os.listdir(root / ".memcli" / "appends") == []
