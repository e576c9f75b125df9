"""``memcli status`` (docs/contracts.md §11b): the first screen — read-only, exit 0, answered from the caches."""

from __future__ import annotations

import json

from memcli.store import INDEX_TEMPLATE
from tests.conftest import cli, make_store, memcli_subprocess, memory_text, snapshot
from tests.entities.helpers import entity, entity_path
from tests.experience.util import knowledge_text

NOW = "2026-05-17T02:00:00Z"
PENDING = (INDEX_TEMPLATE + "\n## Pending Review (Lint findings)\n"
           "- detected_at=2026-05-01 — a.md vs b.md — uses pnpm | does not use pnpm\n"
           "- detected_at=2026-05-15 — c.md vs d.md — port 5432 | port 6543\n")


def populated(tmp_path):
    return make_store(tmp_path, {
        "MEMORY.md": PENDING,
        "auto/a.md": memory_text("The monorepo uses pnpm.", id="a", type="fact"),
        "auto/b.md": memory_text("The monorepo does not use pnpm.", id="b", type="fact", status="superseded"),
        "auto/c.md": memory_text("Postgres listens on port 5432.", id="c", type="project"),
        "auto/d.md": memory_text("I prefer dark mode.", id="d", type="preference", status="candidate"),
        "auto/e.md": memory_text("I prefer tabs.", id="e", type="preference", status="candidate"),
        "auto/broken.md": "---\nid: broken\ntype: [unclosed\n---\nx\n",
        entity_path("Parameter", "batch-timeout"): entity("batch-timeout", "Parameter", "60 s", status="candidate"),
        "knowledge/lesson.md": knowledge_text("lesson", status="draft", tools=["Edit"]),
        "inbox/t.jsonl": "",
    })


def status(root, *args, **kwargs):
    return cli(["--dir", str(root), "--now", NOW, "status", *args], **kwargs)


def test_status_of_a_populated_store_in_json(tmp_path):
    root = populated(tmp_path)
    assert cli(["--dir", str(root), "--now", NOW, "consolidate", "--transcripts", str(tmp_path / "nope")]).exit_code == 1
    result = status(root, "--format", "json")
    assert result.exit_code == 0, result.stderr
    doc = json.loads(result.stdout)
    assert doc["store"] == {"path": str(root), "source": "option"}
    assert doc["memories"]["by_type"]["preference"] == {"candidate": 2}
    assert doc["memories"]["by_type"]["fact"] == {"active": 1, "superseded": 1}
    assert doc["memories"]["total"] == 5 and doc["memories"]["by_status"]["candidate"] == 2
    assert doc["review"] == {"candidates": 3, "memory_candidates": 2, "entity_candidates": 1, "knowledge_drafts": 1}
    assert doc["pending_review"] == {"pairs": 2, "oldest_detected_at": "2026-05-01", "oldest_age_days": 16}
    assert doc["last_run"]["exit"] == 1 and doc["last_run"]["start"].startswith("2026-05-17T02:00:00")
    assert f"--transcripts {tmp_path / 'nope'}: no such file or directory; nothing read" in doc["last_run"]["issues"]
    assert any("auto/broken.md" in issue for issue in doc["last_run"]["issues"])
    validate = json.loads(cli(["--dir", str(root), "validate", "--format", "json"]).stdout)
    assert doc["findings"] == len(validate["findings"]) >= 1
    assert [(h["scope"], h["installed"]) for h in doc["hooks"]] == [("local", 0), ("project", 0), ("user", 0)]
    assert doc["lock"] == {"held": False, "holder": None}


def test_status_text_names_what_to_do_next(tmp_path):
    root = populated(tmp_path)
    text = status(root).stdout
    lines = text.splitlines()
    assert lines[0] == f"Store: {root} (from --dir)"
    assert lines[1] == "Memories: 5 (2 active, 2 candidate, 1 superseded)"
    assert "Review: 3 candidate(s) (memories 2, entities 1) — memcli review; 1 draft lesson(s) — memcli knowledge review" in lines
    assert "Pending Review: 2 pair(s), oldest detected 2026-05-01 (16 day(s)) — memcli lint review" in lines
    assert "Last night: no consolidate run recorded yet (see docs/cron.md)" in lines
    assert lines[-1] == "Lock: free"


def test_status_says_how_the_store_was_found(tmp_path):
    root = make_store(tmp_path, name="memory")
    proc = memcli_subprocess(["status"], cwd=tmp_path)
    assert proc.returncode == 0 and proc.stdout.decode().startswith(f"Store: {root} (from default ./memory)\n")
    proc = memcli_subprocess(["status", "--format", "json"], env={"MEMCLI_DIR": str(root)}, cwd=tmp_path / "memory")
    assert json.loads(proc.stdout)["store"] == {"path": str(root), "source": "env"}


def test_status_sees_installed_and_broken_hooks(tmp_path):
    root = make_store(tmp_path)
    assert cli(["--dir", str(root), "hooks", "install"]).exit_code == 0  # local scope: ./.claude in tmp_path
    doc = json.loads(status(root, "--format", "json").stdout)
    local = doc["hooks"][0]
    assert (local["scope"], local["installed"]) == ("local", 4)
    assert all(e["ok"] for e in local["events"])
    assert [(h["scope"], h["installed"]) for h in doc["hooks"][1:]] == [("project", 0), ("user", 0)]
    settings = tmp_path / ".claude" / "settings.local.json"
    data = json.loads(settings.read_text())
    data["hooks"]["Stop"][0]["hooks"][0]["command"] = f"/gone/venv/bin/memcli-hook stop --dir {root}"
    settings.write_text(json.dumps(data))
    result = status(root)
    assert result.exit_code == 0
    assert (f"  local {settings}: 4 of 4 installed, BROKEN: Stop: its command '/gone/venv/bin/memcli-hook' "
            "does not exist") in result.stdout.splitlines()


def test_status_names_the_writer_holding_the_lock(tmp_path):
    from memcli.safeedit.lock import store_lock

    root = make_store(tmp_path)
    with store_lock(root / ".memcli", command="consolidate"):
        doc = json.loads(status(root, "--format", "json").stdout)
    assert doc["lock"]["held"] is True and "running consolidate" in doc["lock"]["holder"]
    assert json.loads(status(root, "--format", "json").stdout)["lock"]["held"] is False


def test_status_is_read_only(tmp_path):
    root = populated(tmp_path)
    before = snapshot(root, include_state=True)
    assert status(root).exit_code == 0 and status(root, "--format", "json").exit_code == 0
    after = snapshot(root, include_state=True)
    strip = lambda files: {k: v for k, v in files.items() if not k.startswith(".memcli/cache/")}  # noqa: E731
    assert strip(after) == strip(before)
    assert not (root / ".memcli" / "lock").exists(), "status never takes the lock"


def test_status_parses_no_memory_when_the_caches_are_warm(tmp_path, monkeypatch):
    from memcli.store import store as store_module

    root = make_store(tmp_path, {f"auto/m{i}.md": memory_text(f"memory {i}", id=f"m{i}") for i in range(50)})
    assert status(root).exit_code == 0  # warms the caches
    parsed = []
    real = store_module.read_file
    monkeypatch.setattr(store_module, "read_file", lambda item, *a, **k: parsed.append(item.rel) or real(item, *a, **k))
    assert status(root).exit_code == 0
    assert parsed == []
