"""The snapshot's storage, retention, Claude Code's lock file and the load budget, in-process."""

from __future__ import annotations

import os
import subprocess
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from memcli.clock import Clock
from memcli.formats.claude_lock import read_lock
from memcli.guard.budget import MAX_BYTES, index_findings, measure
from memcli.guard.notice import notice, prune
from memcli.safeedit import snapshot
from memcli.store import Store
from tests.conftest import make_store, memory_text

NOW = Clock(datetime(2026, 5, 17, 2, tzinfo=timezone.utc))


def _night(root: Path) -> object:
    store = Store.open(root, NOW)
    with store.locked("test"):
        return notice(store)


def test_first_snapshot_holds_every_file_and_an_unchanged_store_costs_nothing_new(tmp_path):
    root = make_store(tmp_path, {f"auto/m{i}.md": memory_text(f"body {i}") for i in range(20)})
    assert _night(root).first
    manifest = snapshot.load(root)
    assert set(manifest.files) == {"MEMORY.md", *(f"auto/m{i}.md" for i in range(20))}
    for rel, entry in manifest.files.items():
        assert snapshot.read_object(root, entry[0], manifest) == (root / rel).read_bytes()
    packs = sorted((snapshot.snapshot_dir(root) / snapshot.PACKS).iterdir())
    second = _night(root)
    assert not second.first and second.changes == ()
    assert sorted((snapshot.snapshot_dir(root) / snapshot.PACKS).iterdir()) == packs, "nothing new stored"


def test_a_commit_writes_a_delta_not_the_manifest(tmp_path):
    root = make_store(tmp_path, {"auto/a.md": memory_text("alpha")})
    _night(root)
    manifest_file = snapshot.snapshot_dir(root) / snapshot.MANIFEST
    before = manifest_file.read_bytes()
    store = Store.open(root, NOW)
    with store.transaction("test") as tx:
        tx.write_text("auto/a.md", memory_text("alpha two"))
        tx.write_text("auto/b.md", memory_text("beta"))
    assert manifest_file.read_bytes() == before
    merged = snapshot.load(root)
    assert snapshot.read_object(root, merged.files["auto/b.md"][0], merged) == (root / "auto/b.md").read_bytes()
    assert _night(root).changes == (), "memcli's own writes are no outside change"
    assert not list((snapshot.snapshot_dir(root) / snapshot.DELTAS).iterdir()), "the night took the deltas in"


def test_versions_kept_only_for_restoring_go_after_keep_days(tmp_path):
    root = make_store(tmp_path, {"auto/a.md": memory_text("one")})
    _night(root)
    old_digest = snapshot.load(root).files["auto/a.md"][0]
    (root / "auto/a.md").write_text(memory_text("two"))
    _night(root)
    manifest = snapshot.load(root)
    assert snapshot.read_object(root, old_digest, manifest) is not None, "kept for restore"
    later = datetime.fromtimestamp(time.time() + 200 * 86400, timezone.utc)
    # nothing is older than 90 days by the system clock yet: an earlier version stays
    assert prune(root, manifest, 90, later) == 0
    manifest.objects[old_digest] = (*manifest.objects[old_digest][:3], time.time() - 100 * 86400)
    assert prune(root, manifest, 90, later) == 1
    reloaded = snapshot.load(root)
    assert old_digest not in reloaded.objects
    assert snapshot.read_object(root, reloaded.files["auto/a.md"][0], reloaded) == (root / "auto/a.md").read_bytes()


def test_changes_log_lines_older_than_keep_days_go_and_a_fresh_log_is_not_rewritten(tmp_path):
    root = make_store(tmp_path, {"auto/a.md": memory_text("one"), "auto/b.md": memory_text("bee")})
    _night(root)
    (root / "auto/a.md").write_text(memory_text("two"))
    (root / "auto/b.md").unlink()
    assert len(_night(root).changes) == 2
    log = snapshot.snapshot_dir(root) / "changes.jsonl"
    noticed = log.read_text().splitlines()
    assert len(noticed) == 2
    log.write_text(log.read_text() + "not json\n")
    stat = log.stat()
    manifest = snapshot.load(root)
    prune(root, manifest, 90, NOW.now + timedelta(days=89))
    assert (log.stat().st_ino, log.stat().st_mtime_ns) == (stat.st_ino, stat.st_mtime_ns), "nothing old: untouched"
    prune(root, manifest, 90, NOW.now + timedelta(days=91))
    assert log.read_text() == "not json\n", "the old lines went; a line that does not parse is kept"
    assert oct(log.stat().st_mode & 0o777) == "0o600"


def test_claude_code_lock_content_is_read_leniently_and_never_changed(tmp_path):
    live = subprocess.Popen(["sleep", "30"])
    try:
        for content in (f"{live.pid}", f"{live.pid}\n", f'{{"pid": {live.pid}, "started": 1}}'):
            (tmp_path / ".consolidate-lock").write_text(content)
            lock = read_lock(tmp_path)
            assert (lock.pid, lock.live) == (live.pid, True)
    finally:
        live.kill()
        live.wait()
    assert read_lock(tmp_path).live is False
    (tmp_path / ".consolidate-lock").write_text("not a pid")
    assert read_lock(tmp_path).pid is None
    (tmp_path / ".consolidate-lock").unlink()
    assert read_lock(tmp_path) is None


def test_a_zombie_holds_no_lock(tmp_path):
    child = subprocess.Popen(["true"])
    deadline = time.time() + 5
    while time.time() < deadline and Path(f"/proc/{child.pid}").exists():
        if open(f"/proc/{child.pid}/stat", "rb").read().rsplit(b")", 1)[-1].split()[:1] == [b"Z"]:
            break
        time.sleep(0.01)
    (tmp_path / ".consolidate-lock").write_text(str(child.pid))
    try:
        assert read_lock(tmp_path).live is False
    finally:
        child.wait()


def test_the_budget_cut_by_bytes_names_the_first_line_not_loaded():
    lines = [f"- [m{i}](m{i}.md) — {'y' * 240}" for i in range(120)]
    text = "# Memory Index\n\n" + "\n".join(lines) + "\n"
    budget = measure(text)
    assert budget.over and budget.lines == 122 and budget.bytes > MAX_BYTES
    kept = text.encode()[:MAX_BYTES]
    assert budget.cut_line == kept[:kept.rfind(b"\n")].count(b"\n") + 2
    assert budget.links_past_cut == 122 - budget.cut_line + 1


def test_pending_review_bullets_past_the_cut_are_counted(tmp_path):
    head = "# Memory Index\n\n" + "".join(f"line {i}\n" for i in range(199))
    pending = ("## Pending Review (Lint findings)\n"
               "- detected_at=2026-05-01 — a.md vs b.md — they disagree\n")
    budget = measure(head + pending)
    assert budget.over and budget.pending_bullets == 1 and budget.pending_past_cut == 1
    assert "1 Pending Review bullet(s) too" in index_findings(tmp_path, head + pending)[0].message


def test_links_in_comments_out_of_the_store_or_to_urls_are_not_checked(tmp_path):
    (tmp_path / "here.md").write_text("x")
    text = ("<!-- - [a](gone.md)\n - [b](gone2.md) -->\n- [c](here.md) [d](memory/here.md)\n"
            "- [e](../CLAUDE.md) [f](https://x.org/a.md) [g](missing.md#part)\n")
    found = index_findings(tmp_path, text)
    assert [(f.code, f.line, f.message) for f in found] == [
        ("index_dangling", 4, "links to missing.md, which does not exist")]
    assert os.path.exists(tmp_path / "here.md")
