"""Undo as people expect (docs/contracts.md §4): runs, stepping back, redo, one transaction or one run, logs and audit."""

from __future__ import annotations

import json
from pathlib import Path

from memcli.clock import make_clock
from memcli.safeedit.history import undo
from memcli.safeedit.transaction import load_history, transaction
from memcli.store import Store
from tests.conftest import cli, make_store, memcli_subprocess, snapshot
from tests.reliability.scenarios import NOW, base_files

LATER = "2026-05-18T09:00:00Z"


def store_with_decisions(tmp_path: Path) -> tuple[Path, list[dict[str, bytes]]]:
    """Three runs (promote, promote, reject); the store before and after each."""
    root = make_store(tmp_path, base_files())
    states = [snapshot(root, include_state=False)]
    for command in (["review", "promote", "cand-retry"], ["review", "promote", "cand-cron"],
                    ["review", "reject", "cand-noise"]):
        assert memcli(root, *command).exit_code == 0
        states.append(snapshot(root))
    return root, states


def memcli(root: Path, *args: str, now: str = NOW):
    return cli(["--dir", str(root), "--now", now, *args])


def history_doc(root: Path) -> list[dict]:
    return json.loads(memcli(root, "history", "--format", "json").stdout)["transactions"]


def test_consolidate_is_one_run_and_one_undo_reverses_every_write_of_it(tmp_path):
    files = base_files()
    files["MEMORY.md"] = files["MEMORY.md"].split("## Pending Review")[0]  # the night adds the contradiction
    root = make_store(tmp_path, files)
    before = snapshot(root)
    consumed_before = (root / ".memcli" / "consumed.json").exists()
    assert memcli(root, "consolidate", "--since", "all").exit_code == 0
    after = snapshot(root)
    assert {"lint-stats.jsonl", "diary/2026-05-17.md"} <= set(after) - set(before)
    assert "## Pending Review" in after["MEMORY.md"].decode()
    transactions = history_doc(root)
    assert len(transactions) >= 3 and len({t["run"] for t in transactions}) == 1
    assert set(transactions[0]) == {"id", "time", "command", "run", "files"}
    text = memcli(root, "history").stdout
    assert text.startswith(f"run {transactions[0]['run']}  memcli consolidate --since all\n")
    runs_before = (root / ".memcli" / "runs.jsonl").read_text().splitlines()

    done = memcli(root, "undo", "--format", "json", now=LATER)
    assert done.exit_code == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["action"] == "undo" and doc["run"] == transactions[0]["run"]
    assert doc["transactions"] == [t["id"] for t in transactions]  # newest first
    assert snapshot(root) == before, "diary, lint-stats line, memories and index all back"
    assert (root / ".memcli" / "consumed.json").exists() == consumed_before
    new = history_doc(root)
    assert len(new) == len(transactions) + 1 and new[0]["command"] == f"undo run {doc['run']}"
    runs = (root / ".memcli" / "runs.jsonl").read_text().splitlines()
    assert runs[:-1] == runs_before and json.loads(runs[-1])["counts"]["undo"]["run"] == doc["run"]

    nothing = memcli_subprocess(["--dir", str(root), "undo"])
    assert nothing.returncode == 1 and b"nothing to undo" in nothing.stderr and snapshot(root) == before
    redone = memcli(root, "undo", "--redo", now=LATER)
    assert redone.exit_code == 0 and redone.stdout.startswith(f"Redid run {doc['run']} ")
    assert snapshot(root) == after


def test_a_second_undo_steps_one_run_further_back_and_redo_walks_forward(tmp_path):
    root, states = store_with_decisions(tmp_path)
    for expected in (states[2], states[1], states[0]):
        result = memcli(root, "undo")
        assert result.exit_code == 0, result.stderr
        assert snapshot(root) == expected, "each undo steps one run back; it never undoes the undo"
    nothing = memcli(root, "undo")
    assert nothing.exit_code == 1 and "nothing to undo" in nothing.stderr
    assert memcli(root, "undo", "--redo").exit_code == 0 and snapshot(root) == states[1]
    assert memcli(root, "undo", "--redo").exit_code == 0 and snapshot(root) == states[2]
    assert memcli(root, "undo").exit_code == 0 and snapshot(root) == states[1]
    assert memcli(root, "undo", "--redo").exit_code == 0 and snapshot(root) == states[2]
    assert memcli(root, "undo", "--redo").exit_code == 0 and snapshot(root) == states[3]
    no_redo = memcli(root, "undo", "--redo")
    assert no_redo.exit_code == 1 and "nothing to redo" in no_redo.stderr


def test_history_text_groups_runs_and_marks_what_is_undone(tmp_path):
    root, _ = store_with_decisions(tmp_path)
    assert memcli(root, "undo", now=LATER).exit_code == 0
    lines = memcli(root, "history").stdout.splitlines()
    assert lines[0] == "run r000004  memcli undo"
    assert lines[1] == f"  000004  {LATER[:-1]}.000Z  undo run r000003"
    assert lines[3] == "run r000003  memcli review reject cand-noise  (undone by 000004)"
    assert "run r000001  memcli review promote cand-retry" in lines


def test_undo_one_transaction_or_one_run_by_id(tmp_path):
    root, states = store_with_decisions(tmp_path)
    assert memcli(root, "undo", "000002").exit_code == 0  # the second promote only
    assert (root / "auto/cand-cron.md").read_bytes() == states[0]["auto/cand-cron.md"]
    assert (root / "auto/cand-noise.md").read_bytes() == states[3]["auto/cand-noise.md"]
    assert memcli(root, "undo", "--run", "r000001").exit_code == 0
    assert (root / "auto/cand-retry.md").read_bytes() == states[0]["auto/cand-retry.md"]
    again = memcli(root, "undo", "--run", "r1")
    assert again.exit_code == 1 and "already undone" in again.stderr
    for args in (["undo", "999"], ["undo", "--run", "r000999"], ["undo", "--run", "nonsense"]):
        proc = memcli_subprocess(["--dir", str(root), *args])
        assert proc.returncode == 2 and proc.stdout == b"", args
        assert proc.stderr.startswith(b"memcli: error: no ") and b"memcli history" in proc.stderr


def test_undo_refuses_when_a_file_changed_since_unless_forced(tmp_path):
    root, states = store_with_decisions(tmp_path)
    edited = (root / "auto/cand-noise.md").read_text() + "edited by hand\n"
    (root / "auto/cand-noise.md").write_text(edited)
    refused = memcli_subprocess(["--dir", str(root), "undo"])
    assert refused.returncode == 1 and b"auto/cand-noise.md" in refused.stderr and b"--force" in refused.stderr
    assert (root / "auto/cand-noise.md").read_text() == edited and len(load_history(root)) == 3
    assert memcli(root, "undo", "--force").exit_code == 0
    assert snapshot(root) == states[2]
    assert memcli(root, "undo", "--redo").exit_code == 0
    assert (root / "auto/cand-noise.md").read_text() == edited, "the hand edit comes back with the redo"


def test_dry_run_writes_nothing_and_prints_the_same_result(tmp_path):
    root, _ = store_with_decisions(tmp_path)
    before = snapshot(root, include_state=True)
    dry = memcli(root, "undo", "--dry-run", "--format", "json")
    assert dry.exit_code == 0
    assert json.loads(dry.stdout) == {"action": "undo", "run": "r000003", "transactions": ["000003"],
                                      "command": "memcli review reject cand-noise", "files": ["auto/cand-noise.md"],
                                      "transaction": None, "dry_run": True}
    text = memcli(root, "undo", "--dry-run")
    assert text.stdout == ("Would undo run r000003 (memcli review reject cand-noise): 1 transaction(s), "
                           "would restore 1 file(s):\n    auto/cand-noise.md\n")
    assert snapshot(root, include_state=True) == before


def test_review_history_shows_an_undone_decision_as_undone(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMCLI_ACTOR", "sam")
    root, _ = store_with_decisions(tmp_path)
    memcli(root, "undo", now=LATER)  # the reject
    memcli(root, "undo", now=LATER)  # the second promote
    text = memcli(root, "review", "history", "cand-cron").stdout.splitlines()
    assert text == ["2026-05-17T02:00:00.000Z  promote  candidate → active  by sam  (undone)",
                    "2026-05-18T09:00:00.000Z  undo  active → candidate  by sam"]
    doc = json.loads(memcli(root, "review", "history", "cand-cron", "--format", "json").stdout)["history"]
    assert doc[0]["undone"] is True and doc[1]["action"] == "undo" and doc[1]["undoes"] == "promote"
    untouched = json.loads(memcli(root, "review", "history", "cand-retry", "--format", "json").stdout)["history"]
    assert [r.get("undone") for r in untouched] == [None]
    memcli(root, "undo", "--redo", now=LATER)
    redone = json.loads(memcli(root, "review", "history", "cand-cron", "--format", "json").stdout)["history"]
    assert [r["action"] for r in redone] == ["promote", "undo", "redo"] and "undone" not in redone[0]


def test_a_damaged_history_entry_does_not_make_undo_undo_an_undo(tmp_path):
    """Three runs, two undos, the second undo's record damaged: the next undo steps back to the first run."""
    root, states = store_with_decisions(tmp_path)
    assert memcli(root, "undo").exit_code == 0  # reject (000004)
    assert memcli(root, "undo").exit_code == 0  # second promote (000005)
    (root / ".memcli" / "history" / "000005" / "intent.json").write_text('{"id": "000005", "fil')
    result = memcli(root, "undo")
    assert result.exit_code == 0, result.stderr
    assert "000005" in result.stderr and ".memcli/conflicts/000005" in result.stderr
    assert snapshot(root) == states[0], "the first promote is undone: one run further back"
    assert (root / ".memcli" / "conflicts" / "000005.damaged-history" / "intent.json").exists()


def test_a_damaged_older_entry_leaves_the_stepping_alone(tmp_path):
    root, states = store_with_decisions(tmp_path)
    (root / ".memcli" / "history" / "000001" / "intent.json").write_text("")
    assert memcli(root, "undo").exit_code == 0 and snapshot(root) == states[2]
    assert memcli(root, "undo").exit_code == 0 and snapshot(root) == states[1]
    nothing = memcli(root, "undo")
    assert nothing.exit_code == 1 and "nothing to undo" in nothing.stderr


def test_lines_appended_to_a_ledger_are_taken_back_and_the_audit_records_the_undo(tmp_path):
    root = make_store(tmp_path, {"a.md": "---\nid: a\nstatus: candidate\n---\nalpha\n"})
    clock = make_clock(NOW)
    (root / ".memcli").mkdir()
    (root / ".memcli" / "ledger.jsonl").write_text('{"key": "earlier"}\n')
    store = Store.open(root, clock)
    with store.transaction("learn") as tx:
        tx.write_text("a.md", "---\nid: a\nstatus: active\n---\nalpha\n")
        tx.append_after_commit(".memcli/ledger.jsonl", '{"key": "k1"}')
        tx.append_after_commit(".memcli/audit.jsonl", json.dumps({"ts": NOW, "action": "promote", "id": "a",
                                                                   "from": "candidate", "to": "active", "actor": "x"}))
    assert (root / ".memcli" / "ledger.jsonl").read_text().endswith('{"key": "k1"}\n')
    result = undo(root, clock)
    assert result.plan.action == "undo" and ".memcli/ledger.jsonl" in result.files
    assert (root / ".memcli" / "ledger.jsonl").read_text() == '{"key": "earlier"}\n'
    audit = [json.loads(line) for line in (root / ".memcli" / "audit.jsonl").read_text().splitlines()]
    assert audit[-1]["action"] == "undo" and (audit[-1]["from"], audit[-1]["to"]) == ("active", "candidate")
    undo(root, clock, redo=True)
    assert (root / ".memcli" / "ledger.jsonl").read_text() == '{"key": "earlier"}\n{"key": "k1"}\n'
    assert "status: active" in (root / "a.md").read_text()


def test_library_transactions_of_one_store_are_one_run(tmp_path):
    root = make_store(tmp_path, {"a.md": "---\nid: a\n---\na\n", "b.md": "---\nid: b\n---\nb\n"})
    store = Store.open(root, make_clock(NOW), command_line="memcli nightly")
    for rel in ("a.md", "b.md"):
        with store.transaction(f"step {rel}") as tx:
            tx.write_text(rel, f"---\nid: {rel[0]}\n---\nchanged\n")
    with transaction(root, "alone", make_clock(NOW)) as tx:
        tx.write_text("a.md", "---\nid: a\n---\nagain\n")
    runs = [(r.id, r.run_id, r.command_line) for r in load_history(root)]
    assert runs == [("000003", "r000003", ""), ("000002", "r000001", "memcli nightly"),
                    ("000001", "r000001", "memcli nightly")]


def test_records_written_before_runs_still_step_back(tmp_path):
    """A history written by the previous version (no run, undo named only in its command) reads as before."""
    root = make_store(tmp_path, {"a.md": "---\nid: a\n---\na\n", "b.md": "---\nid: b\n---\nb\n"})
    clock = make_clock(NOW)
    for rel in ("a.md", "b.md"):
        with transaction(root, "change", clock) as tx:
            tx.write_text(rel, f"---\nid: {rel[0]}\n---\nchanged\n")
    undo(root, clock, "2")
    for folder in (root / ".memcli" / "history").iterdir():
        intent = folder / "intent.json"
        record = json.loads(intent.read_text())
        old = {k: v for k, v in record.items() if k not in ("run", "command_line", "reverses", "kind", "appends")}
        old["command"] = "undo 000002" if record["kind"] else old["command"]
        intent.write_text(json.dumps(old))
    assert memcli(root, "undo").exit_code == 0
    assert (root / "a.md").read_text() == "---\nid: a\n---\na\n" and (root / "b.md").read_text() == "---\nid: b\n---\nb\n"
    assert [t["run"] for t in history_doc(root)] == ["r000004", "r000003", "r000002", "r000001"]
