"""``restore``, ``changes`` and ``status`` through Typer's CliRunner: text and JSON from one result."""

from __future__ import annotations

import json

from tests.conftest import cli, make_store, memory_text

NIGHT1, DAY2 = "2026-05-17T02:00:00Z", "2026-05-17T09:00:00Z"


def _store(tmp_path):
    root = make_store(tmp_path, {f"auto/m{i}.md": memory_text(f"memory {i}") for i in range(3)})
    assert cli(["--dir", str(root), "--now", NIGHT1, "consolidate", "--since", "all"]).exit_code == 0
    return root


def test_changes_text_and_json_name_what_is_not_recorded_yet(tmp_path):
    root = _store(tmp_path)
    (root / "auto/m1.md").unlink()
    (root / "auto/new.md").write_text(memory_text("made by hand"))
    text = cli(["--dir", str(root), "--now", DAY2, "changes"])
    assert text.exit_code == 0
    assert text.stdout.splitlines() == [  # not recorded yet: by path
        f"deleted   auto/m1.md  ({len(memory_text('memory 1'))} bytes; not recorded yet (the next consolidate records it))",
        f"created   auto/new.md  ({(root / 'auto/new.md').stat().st_size} bytes; not recorded yet (the next consolidate records it))"]
    doc = json.loads(cli(["--dir", str(root), "--now", DAY2, "changes", "--format", "json"]).stdout)
    assert [(c["path"], c["change"], c["txid"]) for c in doc["changes"]] == [
        ("auto/m1.md", "deleted", None), ("auto/new.md", "created", None)]
    status = json.loads(cli(["--dir", str(root), "--now", DAY2, "status", "--format", "json"]).stdout)
    assert status["outside_changes"]["not_recorded"] == 2
    assert status["snapshot"]["taken"] and status["snapshot"]["files"] == 4 and status["snapshot"]["bytes"] > 0
    assert status["memory_index"]["over"] is False and status["claude_code_lock"] is None


def test_restore_of_a_change_not_recorded_yet_dry_run_then_real(tmp_path):
    root = _store(tmp_path)
    kept = (root / "auto/m2.md").read_bytes()
    (root / "auto/m2.md").unlink()
    dry = cli(["--dir", str(root), "--now", DAY2, "restore", "auto/m2.md", "--dry-run", "--format", "json"])
    assert dry.exit_code == 0 and not (root / "auto/m2.md").exists()
    assert json.loads(dry.stdout)["restored"][0]["path"] == "auto/m2.md"
    real = cli(["--dir", str(root), "--now", DAY2, "restore", "auto/m2.md"])
    assert real.exit_code == 0 and (root / "auto/m2.md").read_bytes() == kept
    assert "Restored 1 file(s) as transaction" in real.stdout
    assert json.loads(cli(["--dir", str(root), "changes", "--format", "json"]).stdout)["changes"] == []
    again = cli(["--dir", str(root), "--now", DAY2, "restore", "auto/m2.md", "--format", "json"])
    assert again.exit_code == 1 and json.loads(again.stdout)["error"]["exit_code"] == 1


def test_restore_usage_errors_exit_2(tmp_path):
    root = _store(tmp_path)
    assert cli(["--dir", str(root), "restore"]).exit_code == 2
    assert cli(["--dir", str(root), "restore", "auto/m0.md", "--deleted"]).exit_code == 2
    assert cli(["--dir", str(root), "restore", "--deleted", "--since", "soon"]).exit_code == 2
    assert cli(["--dir", str(root), "restore", "../outside.md"]).exit_code == 2
    assert cli(["--dir", str(root), "restore", "auto/m0.md", "--at", "not-a-date"]).exit_code == 2


def test_restore_at_a_date_and_at_a_transaction(tmp_path):
    root = _store(tmp_path)
    first = (root / "auto/m0.md").read_bytes()
    (root / "auto/m0.md").write_text(memory_text("memory 0, edited by hand"))
    assert cli(["--dir", str(root), "--now", "2026-05-18T02:00:00Z", "consolidate", "--since", "all"]).exit_code == 0
    history = json.loads(cli(["--dir", str(root), "history", "--format", "json"]).stdout)["transactions"]
    txid = next(t["id"] for t in history if t["command"] == "outside memcli")
    assert cli(["--dir", str(root), "restore", "auto/m0.md", "--at", txid, "--dry-run"]).exit_code == 0
    at_date = cli(["--dir", str(root), "--now", "2026-05-18T09:00:00Z", "restore", "auto/m0.md", "--at", "2026-05-17"])
    assert at_date.exit_code == 0, at_date.stderr
    assert (root / "auto/m0.md").read_bytes() == first
    config = json.loads(cli(["--dir", str(root), "config", "show", "--format", "json"]).stdout)["values"]
    assert config["guard.max_deletions"] == {"value": 3, "source": "default"}
    assert config["guard.keep_days"] == {"value": 90, "source": "default"}
