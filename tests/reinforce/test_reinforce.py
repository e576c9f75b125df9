"""``memcli reinforce`` and the plan/apply API: pool, counters, surgical edits, one transaction."""

from __future__ import annotations

import json

from memcli.clock import make_clock
from memcli.extract.readers import read_inputs
from memcli.reinforce import apply_reinforcement, plan_reinforcement
from memcli.store import Store
from tests.conftest import cli, make_store, memcli_subprocess, snapshot
from tests.extract.builders import assistant, interaction, user, write_lines

NOW = "2026-05-17T08:00:00Z"
STAMP = "2026-05-17T08:00:00.000Z"
REBASE = "prefers rebase-based workflows because history stays linear"
RESPONSE = "I prefer rebase-based workflows because the history stays linear and reviewers have an easier time."


def store_for_pool(tmp_path):
    memories = {
        "a/web.md": f"---\nid: web\ntype: fact\nproject: web\n---\n{REBASE}\n",
        "a/payments.md": f"---\nid: payments\ntype: fact\nproject: payments\n---\n{REBASE}\n",
        "a/global-pref.md": f"---\nid: global-pref\ntype: preference\n---\n{REBASE}\n",
        "a/global-fact.md": f"---\nid: global-fact\ntype: fact\n---\n{REBASE}\n",
        "a/candidate.md": f"---\nid: candidate\ntype: fact\nproject: web\nstatus: candidate\n---\n{REBASE}\n",
        "a/invalid.md": f"---\nid: invalid\ntype: fact\nproject: web\nstatus: invalid\n---\n{REBASE}\n",
        "a/superseded.md": f"---\nid: superseded\ntype: fact\nproject: web\nstatus: superseded\n---\n{REBASE}\n",
        "a/unrelated.md": "---\nid: unrelated\ntype: fact\nproject: web\n---\nThe staging cluster runs on Kubernetes.\n",
    }
    return make_store(tmp_path, memories)


def plan_ids(root, records_file):
    store = Store.open(root, make_clock(NOW))
    return [item.id for item in plan_reinforcement(store, read_inputs([records_file], root=root)).items]


def test_pool_is_the_project_plus_global_identity_and_preference(tmp_path):
    root = store_for_pool(tmp_path)
    web = write_lines(tmp_path / "web.jsonl", [interaction(response=RESPONSE, project="web")])
    assert plan_ids(root, web) == ["global-pref", "web"]
    nowhere = write_lines(tmp_path / "none.jsonl", [interaction(response=RESPONSE)])
    # Without a project: the global memories, of every type.
    assert plan_ids(root, nowhere) == ["global-fact", "global-pref"]


def test_counters_confidence_cap_and_surgical_edit(tmp_path):
    root = make_store(tmp_path, {
        "auto/plain.md": f"---\nid: plain\ntype: preference\n# a comment stays\ntags: [git]\n---\n{REBASE}\n",
        "auto/almost.md": f"---\nid: almost\ntype: preference\nconfidence: 0.99\nreference_count: 4\n---\n{REBASE}\n",
    })
    write_lines(root / "inbox" / "chat.jsonl", [interaction(id="1", response=RESPONSE),
                                                interaction(id="2", response=RESPONSE, response_summary=RESPONSE)])
    result = cli(["--dir", str(root), "--now", NOW, "reinforce"])
    assert result.exit_code == 0
    assert result.stdout == ("Reinforced 2 memories from 2 responses:\n"
                             "    auto/almost.md  confidence 0.99 → 1.00, references 4 → 6\n"
                             "    auto/plain.md  confidence 0.70 → 0.74, references 0 → 2\n")
    assert (root / "auto/plain.md").read_text() == (
        "---\nid: plain\ntype: preference\n# a comment stays\ntags: [git]\nconfidence: 0.74\nreference_count: 2\n"
        f"last_referenced_at: {STAMP}\n---\n{REBASE}\n")
    assert (root / "auto/almost.md").read_text() == (
        f"---\nid: almost\ntype: preference\nconfidence: 1.0\nreference_count: 6\nlast_referenced_at: {STAMP}\n"
        f"---\n{REBASE}\n")
    history = json.loads(cli(["--dir", str(root), "history", "--format", "json"]).stdout)["transactions"]
    assert [(t["command"], sorted(t["files"])) for t in history] == [("reinforce", ["auto/almost.md", "auto/plain.md"])]


def test_confidence_steps_without_float_noise(tmp_path):
    root = make_store(tmp_path, {"m.md": f"---\ntype: preference\nconfidence: 0.7\n---\n{REBASE}\n"})
    responses = [interaction(id=str(n), response=RESPONSE) for n in range(7)]
    write_lines(tmp_path / "in.jsonl", responses)
    cli(["--dir", str(root), "--now", NOW, "reinforce", str(tmp_path / "in.jsonl")])
    assert "confidence: 0.84\nreference_count: 7\n" in (root / "m.md").read_text()


def test_one_match_per_transcript_turn(tmp_path):
    root = make_store(tmp_path, {"m.md": f"---\ntype: preference\n---\n{REBASE}\n"})
    # Two assistant lines of one reply (turn 1) together restate the memory; turn 2 restates it alone.
    write_lines(root / "inbox" / "t.jsonl", [
        user("Which workflow?"),
        assistant("I prefer rebase-based workflows"),
        assistant("because the history stays linear."),
        user("And for hotfixes?"),
        assistant(RESPONSE),
    ])
    doc = json.loads(cli(["--dir", str(root), "--now", NOW, "reinforce", "--format", "json"]).stdout)
    assert doc == {"responses": 2, "reinforced": [{
        "id": "m", "path": "m.md", "matches": 2, "confidence": {"before": 0.7, "after": 0.74},
        "reference_count": {"before": 0, "after": 2}, "sources": ["inbox/t.jsonl:2", "inbox/t.jsonl:5"]}]}


def test_dry_run_prints_the_same_and_writes_nothing(tmp_path):
    root = store_for_pool(tmp_path)
    write_lines(root / "inbox" / "a.jsonl", [interaction(response=RESPONSE, project="web")])
    before = snapshot(root)
    dry = cli(["--dir", str(root), "--now", NOW, "reinforce", "--dry-run"])
    assert dry.exit_code == 0 and dry.stdout.startswith("Would reinforce 2 memories from 1 response:\n")
    assert snapshot(root) == before
    assert not (root / ".memcli" / "history").exists()
    real = cli(["--dir", str(root), "--now", NOW, "reinforce"])
    assert real.stdout == dry.stdout.replace("Would reinforce", "Reinforced")


def test_nothing_to_reinforce(tmp_path):
    root = store_for_pool(tmp_path)
    write_lines(tmp_path / "a.jsonl", [interaction(response="Totally unrelated chatter about lunch.")])
    before = snapshot(root)
    proc = memcli_subprocess(["--dir", str(root), "reinforce", str(tmp_path / "a.jsonl")])
    assert proc.returncode == 0 and proc.stdout == b"No memory reinforced (1 response read).\n"
    assert snapshot(root) == before


def test_apply_builds_on_changes_staged_earlier_in_the_transaction(tmp_path):
    root = make_store(tmp_path, {"m.md": f"---\ntype: preference\nconfidence: 0.7\n---\n{REBASE}\n"})
    store = Store.open(root, make_clock(NOW))
    responses = write_lines(tmp_path / "in.jsonl", [interaction(response=RESPONSE)])
    plan = plan_reinforcement(store, read_inputs([responses]))
    with store.transaction("test") as tx:
        tx.write_text("m.md", f"---\ntype: preference\nconfidence: 0.9\nreference_count: 3\n---\n{REBASE}\n")
        assert apply_reinforcement(store, tx, plan) == ["m.md"]
    assert "confidence: 0.92\nreference_count: 4\n" in (root / "m.md").read_text()
