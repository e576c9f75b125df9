"""Transactions: all-or-nothing commits, verification, dry runs, the lock, history and undo."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memcli.clock import make_clock
from memcli.errors import ActionNeeded, LockedError, UsageError, WriteFailed
from memcli.safeedit import atomic as atomic_module
from memcli.safeedit.history import undo
from memcli.safeedit.transaction import load_history, pending_transactions, transaction
from memcli.store.store import verify_write
from tests.conftest import cli, make_store, memcli_subprocess, snapshot

CLOCK = make_clock("2026-05-17T02:00:00Z")
A = "---\nid: a\ntype: fact\n---\n" + "alpha " * 50 + "\n"
B = "---\nid: b\n---\nbeta\n"


def write(root: Path, files: dict[str, str | None], command: str = "test", **kwargs) -> object:
    with transaction(root, command, CLOCK, verify=verify_write, **kwargs) as tx:
        for rel, text in files.items():
            if text is None:
                tx.delete(rel)
            else:
                tx.write_text(rel, text)
    return tx.record


def test_commit_writes_all_files_and_records_history(tmp_path):
    root = make_store(tmp_path, {"a.md": A, "b.md": B})
    record = write(root, {"a.md": A + "more\n", "new/c.md": "---\nid: c\n---\nc\n", "b.md": None}, "demo")
    assert (root / "a.md").read_text() == A + "more\n"
    assert (root / "new" / "c.md").read_text() == "---\nid: c\n---\nc\n"
    assert not (root / "b.md").exists()
    (latest,) = load_history(root)
    assert latest.id == record.id and latest.command == "demo" and latest.time == "2026-05-17T02:00:00.000Z"
    assert sorted(latest.paths) == ["a.md", "b.md", "new/c.md"]
    assert pending_transactions(root) == []


def test_unchanged_files_are_not_rewritten_and_no_record_is_made(tmp_path):
    root = make_store(tmp_path, {"a.md": A})
    before = os.stat(root / "a.md").st_mtime_ns
    time.sleep(0.01)
    assert write(root, {"a.md": A}) is None
    assert os.stat(root / "a.md").st_mtime_ns == before
    assert load_history(root) == []


def test_file_mode_is_kept(tmp_path):
    root = make_store(tmp_path, {"a.md": A})
    os.chmod(root / "a.md", 0o640)
    write(root, {"a.md": A + "x\n"})
    assert (os.stat(root / "a.md").st_mode & 0o777) == 0o640


def test_state_dir_is_owner_only(tmp_path):
    root = make_store(tmp_path, {"a.md": A})
    write(root, {"a.md": A + "x\n"})
    assert (os.stat(root / ".memcli").st_mode & 0o777) == 0o700


@pytest.mark.parametrize("new_text, problem", [
    ("", "EMPTY"),
    ("---\nid: a\n---\nx\n", "SUSPICIOUS_SHRINK"),
    ("---\nid: [broken\n---\n" + "x" * 400, "frontmatter no longer parses"),
])
def test_failed_verification_rolls_back_every_file(tmp_path, new_text, problem):
    root = make_store(tmp_path, {"a.md": A, "b.md": B})
    before = snapshot(root)
    with pytest.raises(WriteFailed) as info:
        write(root, {"b.md": B + "changed\n", "a.md": new_text, "c.md": "---\nid: c\n---\nnew\n"})
    assert problem in info.value.message and info.value.exit_code == 4
    assert snapshot(root) == before
    assert pending_transactions(root) == [] and load_history(root) == []


def test_declared_shrink_is_allowed(tmp_path):
    root = make_store(tmp_path, {"a.md": A})
    with transaction(root, "shrink", CLOCK) as tx:
        tx.write_text("a.md", "---\nid: a\n---\nx\n", allow_shrink=True)
    assert (root / "a.md").read_text() == "---\nid: a\n---\nx\n"


@pytest.mark.parametrize("phase, nth", [("target", 1), ("target", 2), ("backup", 1), ("backup", 2), ("intent", 1)])
def test_os_error_mid_transaction_rolls_back(tmp_path, monkeypatch, phase, nth):
    root = make_store(tmp_path, {"a.md": A, "b.md": B})
    before = snapshot(root)
    real = atomic_module.write_new_file
    calls = {"n": 0}

    def in_phase(path: str) -> bool:
        if phase == "intent":
            return "intent.json" in path
        if phase == "backup":
            return "/.memcli/tx/" in path and "intent.json" not in path
        return "/.memcli/" not in path

    def failing(path, data, mode, **kwargs):
        if in_phase(str(path)):
            calls["n"] += 1
            if calls["n"] == nth:
                raise OSError(28, "No space left on device", str(path))
        return real(path, data, mode, **kwargs)

    from memcli.safeedit import transaction as tx_module

    monkeypatch.setattr(atomic_module, "write_new_file", failing)
    monkeypatch.setattr(tx_module, "write_new_file", failing)
    with pytest.raises(WriteFailed) as info:
        write(root, {"a.md": A + "1\n", "b.md": B + "2\n"})
    assert "No space left on device" in info.value.message
    assert snapshot(root) == before
    assert not list(root.rglob("*.memcli-tmp"))
    assert pending_transactions(root) == [] and load_history(root) == []


def test_exception_inside_block_writes_nothing(tmp_path):
    root = make_store(tmp_path, {"a.md": A})
    before = snapshot(root, include_state=False)
    with pytest.raises(RuntimeError):
        with transaction(root, "boom", CLOCK) as tx:
            tx.write_text("a.md", A + "x\n")
            raise RuntimeError("boom")
    assert snapshot(root) == before


def test_dry_run_writes_nothing_but_reports(tmp_path):
    root = make_store(tmp_path, {"a.md": A})
    before = snapshot(root, include_state=True)
    record = write(root, {"a.md": A + "x\n", "b.md": B}, dry_run=True)
    assert record.dry_run and sorted(record.paths) == ["a.md", "b.md"]
    assert snapshot(root, include_state=True) == before


@pytest.mark.parametrize("rel", ["../escape.md", "/etc/passwd", "a/../../x.md", "", "a/./../../x.md"])
def test_writes_outside_the_store_are_refused(tmp_path, rel):
    root = make_store(tmp_path)
    with pytest.raises(UsageError):
        write(root, {rel: "x\n"})
    assert not (tmp_path / "escape.md").exists()


@pytest.mark.parametrize("rel", ["a/./b.md", "a//b.md", "./a/b.md", "a/b.md/", "{root}/a/b.md"])
def test_every_spelling_of_a_store_path_names_the_same_file(tmp_path, rel):
    """A plain relative path is checked with string operations; every other spelling pathlib reads."""
    from memcli.safeedit.transaction import resolve_target

    root = make_store(tmp_path)
    (root / "a").mkdir()
    assert resolve_target(root, rel.format(root=root)) == resolve_target(root, "a/b.md") == ("a/b.md", root / "a" / "b.md")


def test_writes_through_symlinks_are_refused(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "t.md").write_text("target\n")
    root = make_store(tmp_path)
    (root / "link.md").symlink_to(outside / "t.md")
    (root / "dirlink").symlink_to(outside, target_is_directory=True)
    for rel in ("link.md", "dirlink/new.md"):
        with pytest.raises(UsageError):
            write(root, {rel: "x\n"})
    assert (outside / "t.md").read_text() == "target\n" and not (outside / "new.md").exists()


def test_lock_busy_is_exit_3_naming_the_holder(tmp_path):
    root = make_store(tmp_path, {"a.md": A})
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys,time; from pathlib import Path; from memcli.safeedit.lock import store_lock\n"
         "with store_lock(Path(sys.argv[1]) / '.memcli', command='holder test'):\n"
         "    print('held', flush=True); time.sleep(30)", str(root)],
        stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(LockedError) as info:
            with transaction(root, "blocked", CLOCK, wait=0.2):
                pass
        assert f"pid {holder.pid}" in info.value.message
        proc = memcli_subprocess(["--dir", str(root), "--wait", "0.1", "undo"])
        assert proc.returncode == 3 and proc.stdout == b""
        assert proc.stderr.decode().startswith("memcli: error: ") and proc.stderr.count(b"\n") == 1
        reader = memcli_subprocess(["--dir", str(root), "validate"])
        assert reader.returncode == 0, "readers never wait for the lock"
    finally:
        holder.kill()
        holder.wait()
    write(root, {"a.md": A + "after\n"})  # the OS released the dead holder's lock
    assert (root / "a.md").read_text().endswith("after\n")


def test_undo_restores_and_redo_reapplies(tmp_path):
    root = make_store(tmp_path, {"a.md": A, "b.md": B})
    original = snapshot(root)
    write(root, {"a.md": A + "x\n", "c.md": "---\nid: c\n---\nc\n", "b.md": None}, "change")
    changed = snapshot(root)
    result = undo(root, CLOCK)
    assert [t.command for t in result.plan.targets] == ["change"] and result.record.command == "undo run r000001"
    assert snapshot(root) == original
    with pytest.raises(ActionNeeded):
        undo(root, CLOCK)  # a second undo never undoes the undo
    undo(root, CLOCK, redo=True)
    assert snapshot(root) == changed
    assert [r.command for r in load_history(root)] == ["redo run r000001", "undo run r000001", "change"]


def test_undo_refuses_when_changed_since_unless_forced(tmp_path):
    root = make_store(tmp_path, {"a.md": A})
    write(root, {"a.md": A + "x\n"})
    (root / "a.md").write_text(A + "edited by hand\n")
    with pytest.raises(ActionNeeded) as info:
        undo(root, CLOCK)
    assert "a.md" in info.value.message and info.value.exit_code == 1
    assert (root / "a.md").read_text() == A + "edited by hand\n"
    undo(root, CLOCK, force=True)
    assert (root / "a.md").read_text() == A


def test_undo_errors(tmp_path):
    root = make_store(tmp_path, {"a.md": A})
    with pytest.raises(ActionNeeded):
        undo(root, CLOCK)
    write(root, {"a.md": A + "x\n"})
    with pytest.raises(UsageError):
        undo(root, CLOCK, "999")


def test_history_and_undo_cli(tmp_path):
    root = make_store(tmp_path, {"a.md": A})
    assert cli(["--dir", str(root), "history"]).stdout == "No transactions recorded.\n"
    nothing = cli(["--dir", str(root), "undo"])
    assert nothing.exit_code == 1 and nothing.stdout == "" and "nothing to undo" in nothing.stderr
    write(root, {"a.md": A + "x\n"}, "patterns run")
    history = json.loads(cli(["--dir", str(root), "history", "--format", "json"]).stdout)
    assert history == {"transactions": [{"id": "000001", "time": "2026-05-17T02:00:00.000Z",
                                         "command": "patterns run", "run": "r000001", "files": ["a.md"]}]}
    dry = cli(["--dir", str(root), "undo", "--dry-run"])
    assert dry.exit_code == 0 and "would restore 1 file(s)" in dry.stdout
    assert (root / "a.md").read_text() == A + "x\n"
    done = cli(["--dir", str(root), "--now", "2026-05-18", "undo", "1"])
    assert done.exit_code == 0 and (root / "a.md").read_text() == A
    text = cli(["--dir", str(root), "history"]).stdout.splitlines()
    assert text[:3] == ["run r000002  memcli undo 1", "  000002  2026-05-18T00:00:00.000Z  undo 000001", "      a.md"]
    assert text[3] == "run r000001  patterns run  (undone by 000002)"


def test_history_is_pruned_to_the_newest_transactions(tmp_path, monkeypatch):
    from memcli.safeedit import transaction as tx_module

    monkeypatch.setattr(tx_module, "KEEP_HISTORY", 3)
    root = make_store(tmp_path, {"a.md": A})
    for n in range(5):
        write(root, {"a.md": A + f"{n}\n"})
    assert [r.id for r in load_history(root)] == ["000005", "000004", "000003"]
    assert not (root / ".memcli" / "trash").exists()


def test_new_state_files_are_owner_only_and_advisory_writes_refuse_links(tmp_path):
    from memcli.safeedit.atomic import append_line, write_advisory

    root = make_store(tmp_path, {"a.md": A})
    write(root, {".memcli/ledger.json": "{}\n", "b.md": B})
    assert (os.stat(root / ".memcli/ledger.json").st_mode & 0o777) == 0o600
    from memcli.safeedit.atomic import DEFAULT_FILE_MODE

    assert (os.stat(root / "b.md").st_mode & 0o777) == DEFAULT_FILE_MODE, "store files keep the umask's mode"
    outside = tmp_path / "outside.txt"
    outside.write_text("keep\n")
    (root / ".memcli" / "lock.info").symlink_to(outside)
    (root / ".memcli" / "runs.jsonl").symlink_to(outside)
    for attempt in (lambda: write_advisory(root / ".memcli" / "lock.info", b"x"),
                    lambda: append_line(root / ".memcli" / "runs.jsonl", "x")):
        with pytest.raises(OSError):
            attempt()
    assert outside.read_text() == "keep\n"


def test_a_bulk_commit_renames_in_threads_and_writes_every_file(tmp_path, monkeypatch):
    import threading

    root = make_store(tmp_path, {f"auto/m{i:02d}.md": f"---\nid: m{i:02d}\n---\nold {i}\n" for i in range(40)})
    threads = set()
    real_replace = os.replace

    def replace(src, dst):
        if "/auto/" in str(dst):
            threads.add(threading.get_ident())
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    write(root, {f"auto/m{i:02d}.md": f"---\nid: m{i:02d}\n---\nnew {i}\n" for i in range(40)})
    assert all((root / f"auto/m{i:02d}.md").read_text().endswith(f"new {i}\n") for i in range(40))
    assert threading.get_ident() not in threads and len(threads) > 1, "the renames overlap in worker threads"


def test_in_parallel_makes_every_call_then_raises_the_first_error():
    from memcli.safeedit.atomic import in_parallel

    done = []

    def act(n):
        done.append(n)
        if n in (3, 30):
            raise OSError(5, f"failed {n}")

    with pytest.raises(OSError):
        in_parallel(act, ((n,) for n in range(40)))
    assert sorted(done) == list(range(40))
