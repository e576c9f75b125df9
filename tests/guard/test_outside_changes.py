"""docs/contracts.md §4b through the real console script: outside changes noticed, restored, undone; Claude Code's lock; the budget."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import make_store, memory_text, snapshot

MEMCLI = shutil.which("memcli") or str(Path(sys.executable).with_name("memcli"))
NIGHT1, NIGHT2, DAY2 = "2026-05-17T02:00:00Z", "2026-05-18T02:00:00Z", "2026-05-18T09:00:00Z"


def run(root: Path, *args: str, now: str = DAY2, wait: str | None = None) -> subprocess.CompletedProcess:
    """The real ``memcli`` console script, HOME in the test's tmp folder."""
    head = [MEMCLI, "--dir", str(root), "--now", now] + (["--wait", wait] if wait else [])
    env = dict(os.environ, HOME=str(root.parent / "home"), NO_COLOR="1")
    return subprocess.run(head + list(args), capture_output=True, text=True, env=env, timeout=120)


def night(root: Path, now: str) -> subprocess.CompletedProcess:
    return run(root, "consolidate", "--since", "all", now=now)


def store_files(count: int = 6) -> dict[str, str]:
    files = {f"feedback_topic{i}.md": memory_text(f"Rule number {i}: keep the build green, body {i}.",
                                                   name=f"Topic {i}", description=f"rule {i}", type="feedback")
             for i in range(count)}
    index = ["# Memory Index", ""] + [f"- [Topic {i}](feedback_topic{i}.md) — rule {i}" for i in range(count)]
    files["MEMORY.md"] = "\n".join(index) + "\n"
    return files


@pytest.fixture
def store(tmp_path: Path) -> Path:
    root = make_store(tmp_path, store_files())
    first = night(root, NIGHT1)
    assert first.returncode == 0, first.stderr
    assert "Changed Outside memcli" not in (root / "diary" / "2026-05-17.md").read_text(), "the first run notices nothing"
    return root


def test_auto_dream_deletions_are_named_restored_and_the_restore_undone(store: Path):
    before = snapshot(store)
    for i in range(4):
        (store / f"feedback_topic{i}.md").unlink()
    (store / "MEMORY.md").write_text("# Memory Index\n\n- [Topic 5](feedback_topic5.md) — merged\n")

    result = night(store, NIGHT2)
    assert result.returncode == 1, result.stderr
    diary = (store / "diary" / "2026-05-18.md").read_text()
    section = diary.split("### Changed Outside memcli\n", 1)[1].split("\n\n", 1)[0]
    assert diary.index("### Memory Changes") < diary.index("### Changed Outside memcli") < diary.index("### Lint")
    for i in range(4):
        size = len(before[f"feedback_topic{i}.md"])
        assert f"- Deleted feedback_topic{i}.md ({size} bytes) — memcli restore feedback_topic{i}.md" in section
    assert "- Modified MEMORY.md" in section
    issues = diary.split("### Issues\n", 1)[1]
    assert "4 memory files deleted outside memcli" in issues and "MEMORY.md lost more than half" in issues

    history = json.loads(run(store, "history", "--format", "json").stdout)["transactions"]
    outside = [t for t in history if t["command"] == "outside memcli"]
    assert len(outside) == 1 and sorted(outside[0]["files"]) == sorted(
        ["MEMORY.md"] + [f"feedback_topic{i}.md" for i in range(4)])
    changes = json.loads(run(store, "changes", "--format", "json").stdout)["changes"]
    assert {(c["path"], c["change"], c["txid"]) for c in changes} == {
        (f"feedback_topic{i}.md", "deleted", outside[0]["id"]) for i in range(4)} | {
        ("MEMORY.md", "modified", outside[0]["id"])}

    restored = run(store, "restore", "--deleted")
    assert restored.returncode == 0, restored.stderr
    for i in range(4):
        assert (store / f"feedback_topic{i}.md").read_bytes() == before[f"feedback_topic{i}.md"]
    assert run(store, "restore", "MEMORY.md").returncode == 0
    assert (store / "MEMORY.md").read_bytes() == before["MEMORY.md"]
    assert run(store, "restore", "--deleted").returncode == 1, "nothing left to restore"

    undone = run(store, "undo")
    assert undone.returncode == 0, undone.stderr
    assert not (store / "MEMORY.md").read_text().count("Topic 0"), "undo took back the last restore (MEMORY.md)"
    undone = run(store, "undo")
    assert undone.returncode == 0, undone.stderr
    assert not any((store / f"feedback_topic{i}.md").exists() for i in range(4)), "undo reverses the restore"
    pending = json.loads(run(store, "changes", "--format", "json").stdout)["changes"]
    assert all(c["txid"] is not None for c in pending), "restore and undo are never outside changes"


def test_undo_of_the_outside_transaction_brings_files_back(store: Path):
    kept = (store / "feedback_topic1.md").read_bytes()
    (store / "feedback_topic1.md").unlink()
    assert night(store, NIGHT2).returncode == 0, "one deletion is listed, not an issue"
    txid = next(t["id"] for t in json.loads(run(store, "history", "--format", "json").stdout)["transactions"]
                if t["command"] == "outside memcli")
    assert run(store, "undo", txid).returncode == 0
    assert (store / "feedback_topic1.md").read_bytes() == kept


def test_an_edit_is_listed_but_is_no_issue(store: Path):
    path = store / "feedback_topic2.md"
    path.write_text(path.read_text().replace("keep the build green", "keep the build red"))
    listed = json.loads(run(store, "changes", "--format", "json").stdout)["changes"]
    assert listed == [{"path": "feedback_topic2.md", "change": "modified", "noticed": None, "txid": None,
                       "bytes_before": listed[0]["bytes_before"], "bytes_after": path.stat().st_size}]
    result = night(store, NIGHT2)
    assert result.returncode == 0, result.stderr
    diary = (store / "diary" / "2026-05-18.md").read_text()
    assert "- Modified feedback_topic2.md (" in diary
    assert diary.split("### Issues\n", 1)[1].startswith("- none")


def test_memcli_own_writes_never_show_as_outside_changes(store: Path):
    for args in (["patterns", "run", "--min-count", "2"], ["lint"], ["init"], ["undo"]):
        run(store, *args)
    assert json.loads(run(store, "changes", "--format", "json").stdout)["changes"] == []
    assert night(store, NIGHT2).returncode == 0
    assert "Changed Outside memcli" not in (store / "diary" / "2026-05-18.md").read_text()
    history = json.loads(run(store, "history", "--format", "json").stdout)["transactions"]
    assert not [t for t in history if t["command"] == "outside memcli"]


def test_undo_of_a_deleted_file_says_deleted_and_points_at_restore(tmp_path: Path):
    root = make_store(tmp_path, store_files(2))
    assert night(root, NIGHT1).returncode == 0
    (root / "diary" / "2026-05-17.md").unlink()
    result = run(root, "undo")
    assert result.returncode == 1
    assert "deleted since: diary/2026-05-17.md" in result.stderr and "memcli restore" in result.stderr


def test_restore_with_nothing_earlier_exits_1(store: Path):
    result = run(store, "restore", "feedback_topic3.md")
    assert result.returncode == 1 and "no earlier version" in result.stderr


def test_a_live_claude_code_lock_keeps_every_writer_away(store: Path):
    (store / "feedback_topic0.md").unlink()  # something for restore to do
    holder = subprocess.Popen(["sleep", "60"])
    try:
        (store / ".consolidate-lock").write_text(str(holder.pid))
        before = snapshot(store, include_state=True)
        for args in (["consolidate", "--since", "all"], ["patterns", "run"], ["undo"], ["restore", "--deleted"]):
            result = run(store, *args, wait="0.3")
            assert result.returncode == 3, (args, result.stderr)
            assert result.stderr == f"memcli: error: store busy: Claude Code is consolidating this folder (pid {holder.pid})\n"
        after = snapshot(store, include_state=True)
        assert {k: v for k, v in after.items() if "/cache/" not in k} == {
            k: v for k, v in before.items() if "/cache/" not in k}
        status = json.loads(run(store, "status", "--format", "json").stdout)
        assert status["claude_code_lock"] == {"pid": holder.pid, "live": True, "stale": False}
    finally:
        holder.kill()
        holder.wait()


def test_a_dead_claude_code_lock_is_ignored_and_left_byte_for_byte(store: Path):
    dead = subprocess.Popen(["true"])
    dead.wait()
    content = f"{dead.pid}\n".encode()
    (store / ".consolidate-lock").write_bytes(content)
    result = night(store, NIGHT2)
    assert result.returncode == 0, result.stderr
    assert (store / ".consolidate-lock").read_bytes() == content
    assert "stale .consolidate-lock" in run(store, "status").stdout
    assert json.loads(run(store, "changes", "--format", "json").stdout)["changes"] == [], "never a memory"


def _index_findings(root: Path) -> list[dict]:
    result = run(root, "validate", "--format", "json")
    return [f for f in json.loads(result.stdout)["findings"] if f["code"].startswith("index_")]


def test_a_230_line_index_is_over_budget_with_its_links_past_the_cut(tmp_path: Path):
    files = {f"m{i}.md": memory_text(f"body {i}", type="project") for i in range(228)}
    files["MEMORY.md"] = "# Memory Index\n\n" + "".join(f"- [m{i}](m{i}.md) — hook\n" for i in range(228))
    root = make_store(tmp_path, files)
    findings = _index_findings(root)
    assert [(f["code"], f["line"]) for f in findings] == [("index_over_budget", 201)]
    assert "30 index link(s) fall past the cut" in findings[0]["message"]
    assert run(root, "lint").returncode == 1
    assert "MEMORY.md: 230/200 lines" in run(root, "status").stdout


def test_a_30_kb_index_is_over_budget(tmp_path: Path):
    files = {f"m{i}.md": memory_text(f"body {i}", type="project") for i in range(100)}
    files["MEMORY.md"] = "# Memory Index\n\n" + "".join(f"- [m{i}](m{i}.md) — {'x' * 290}\n" for i in range(100))
    root = make_store(tmp_path, files)
    assert len(files["MEMORY.md"].encode()) > 30_000
    findings = _index_findings(root)
    assert [f["code"] for f in findings] == ["index_over_budget"]
    assert findings[0]["line"] < 102 and "fall past the cut" in findings[0]["message"]


def test_a_dangling_link_is_named_and_the_skeleton_example_is_not(tmp_path: Path):
    root = tmp_path / "fresh"
    assert run(root, "init").returncode == 0
    assert _index_findings(root) == []
    (root / "MEMORY.md").write_text((root / "MEMORY.md").read_text() + "- [Gone](feedback_gone.md) — deleted\n")
    assert [(f["code"], f["line"]) for f in _index_findings(root)] == [("index_dangling", 6)]
    assert run(root, "validate").returncode == 1


def test_restore_puts_back_the_index_link_of_a_native_memory_in_claude_codes_folder(tmp_path: Path):
    """In Claude Code's folder a restored memory is linked again: Claude Code opens only what the index leads to."""
    root = make_store(tmp_path, {**store_files(), "memcli.toml": 'layout = "claude-code"\n'})
    assert night(root, NIGHT1).returncode == 0
    before = snapshot(root)
    (root / "feedback_topic1.md").unlink()
    (root / "feedback_topic2.md").unlink()
    index = before["MEMORY.md"].decode()
    kept = "".join(line for line in index.splitlines(keepends=True) if "topic1" not in line and "topic2" not in line)
    (root / "MEMORY.md").write_text(kept)
    assert night(root, NIGHT2).returncode == 0

    restored = run(root, "restore", "feedback_topic1.md")
    assert restored.returncode == 0, restored.stderr
    after = (root / "MEMORY.md").read_text()
    assert "- [Topic 1](feedback_topic1.md) — rule 1" in after, "the restored memory is linked again"
    assert "feedback_topic2.md" not in after, "a file still deleted gets no link"
    link = "- [Topic 1](feedback_topic1.md) — rule 1\n"
    assert after.replace(link, "", 1) == kept, "the person's lines, and any Pending Review, are kept as they were"
    if "## Pending Review" in after:
        assert after.index(link) < after.index("## Pending Review"), "the link goes above the Pending Review section"
    assert run(root, "undo").returncode == 0
    assert (root / "MEMORY.md").read_text() == kept and not (root / "feedback_topic1.md").exists()
