"""Focused tests for the bugs the fault-injection sweeps found (each also caught by a sweep)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from memcli.clock import make_clock
from memcli.extract.readers import read_inputs
from memcli.reinforce import apply_reinforcement, plan_reinforcement
from memcli.store import INDEX_TEMPLATE, Store
from memcli.store.frontmatter import edit
from tests.conftest import cli, make_store, snapshot
from tests.reliability.harness import memcli

NOW = "2026-05-17T02:00:00Z"
RESPONSE = "I prefer rebase-based workflows for feature branches, so I rebased."


def test_a_memory_superseded_after_the_plan_is_not_reinforced(tmp_path):
    """The nightly run plans reinforcement before pattern reinforcement supersedes duplicates."""
    body = "I prefer rebase-based workflows for feature branches.\n"
    root = make_store(tmp_path, {"a.md": f"---\nid: a\ntype: preference\n---\n{body}",
                                 "b.md": f"---\nid: b\ntype: preference\n---\n{body}"})
    (tmp_path / "in.jsonl").write_text(json.dumps({"id": "1", "response": RESPONSE}) + "\n")
    store = Store.open(root, make_clock(NOW))
    plan = plan_reinforcement(store, read_inputs([tmp_path / "in.jsonl"], root=root))
    assert sorted(item.path for item in plan.items) == ["a.md", "b.md"]
    with store.transaction("patterns") as tx:  # b becomes a superseded duplicate between plan and apply
        tx.write_text("b.md", edit(tx.read_text("b.md"), set={"status": "superseded", "supersededBy": "a"}))
    with store.transaction("capture") as tx:
        assert apply_reinforcement(store, tx, plan) == ["a.md"]
    assert "reference_count: 1" in (root / "a.md").read_text()
    assert "reference_count" not in (root / "b.md").read_text()


def killed_when(tmp_path: Path, prepare, args: list[str], folder: str, looks_like) -> Path:
    """Kill ``memcli ARGS`` at the first checkpoint after which ``looks_like(names in folder)`` holds.

    ``prepare(case)`` builds each attempt's folder; ``{case}`` in ``args`` names it. Searching,
    rather than naming a checkpoint number, keeps the test right when the write path changes.
    """
    for kill_at in range(1, 30):
        case = tmp_path / f"k{kill_at}"
        case.mkdir()
        prepare(case)
        killed = memcli([a.replace("{case}", str(case)) for a in args], kill_at=kill_at)
        assert killed.returncode == -9, "the command completed before reaching the wanted state"
        if (case / folder).is_dir() and looks_like(sorted(p.name for p in (case / folder).iterdir())):
            return case
    raise AssertionError("never reached the wanted state")


@pytest.mark.slow
def test_init_finishes_a_store_whose_init_was_interrupted(tmp_path):
    # Killed with the index's temp file written, not yet renamed: the folder holds only tool state.
    case = killed_when(tmp_path, lambda case: None, ["init", "{case}/store"], "store",
                       lambda names: any(n.startswith(".MEMORY.md.") for n in names))
    root = case / "store"
    assert sorted(p.name for p in root.iterdir() if not p.name.endswith(".memcli-tmp")) == [".memcli"]
    again = cli(["init", str(root)])
    assert again.exit_code == 0 and again.stdout.startswith("Created store")
    assert snapshot(root) == {"MEMORY.md": INDEX_TEMPLATE.encode()}
    assert os.listdir(root / ".memcli" / "tx") == []
    assert cli(["init", str(root)]).stdout.startswith(f"Store {root} already exists")


@pytest.mark.slow
def test_init_recovers_before_deciding_the_store_exists(tmp_path):
    # Killed with MEMORY.md renamed into place, not yet committed.
    case = killed_when(tmp_path, lambda case: None, ["init", "{case}/store"], "store",
                       lambda names: "MEMORY.md" in names)
    root = case / "store"
    assert os.listdir(root / ".memcli" / "tx"), "the transaction was not committed"
    again = cli(["init", str(root)])
    assert again.exit_code == 0
    assert snapshot(root) == {"MEMORY.md": INDEX_TEMPLATE.encode()}
    assert len(os.listdir(root / ".memcli" / "history")) == 1, "the index is now a committed transaction"
    assert cli(["--dir", str(root), "validate"]).exit_code == 0
    assert (root / "MEMORY.md").exists(), "a later recovery no longer deletes it"


def test_hooks_install_outside_the_store_clears_a_killed_writers_temp_file(tmp_path):
    def prepare(case: Path) -> None:
        make_store(case, {})
        (case / "elsewhere" / ".claude").mkdir(parents=True)
        (case / "elsewhere" / ".claude" / "settings.json").write_text("{}\n")

    args = ["--dir", "{case}/store", "hooks", "install", "--settings", "{case}/elsewhere/.claude/settings.json"]
    case = killed_when(tmp_path, prepare, args, "elsewhere/.claude",
                       lambda names: any(n.endswith(".memcli-tmp") for n in names))
    settings = case / "elsewhere" / ".claude" / "settings.json"
    assert settings.read_text() == "{}\n"
    again = memcli([a.replace("{case}", str(case)) for a in args])
    assert again.returncode == 0, again.stderr.decode()
    assert sorted(p.name for p in settings.parent.iterdir()) == ["settings.json", "settings.json.bak"]
    assert "hook_launch.py pre-tool-use" in settings.read_text()  # <python> -I -S <memcli>/hook_launch.py
