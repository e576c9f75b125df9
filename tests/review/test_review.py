"""The review queue: list (memories and entities), promote, reject, audit, history."""

from __future__ import annotations

import json
import os

from memcli.clock import make_clock
from memcli.review.decisions import decide
from memcli.review.items import queue, resolve
from memcli.store import Store
from memcli.formats.audit import read_audit
from tests.conftest import cli, make_store, memcli_subprocess, snapshot

NOW = "2026-05-18T10:00:00Z"
STAMP = "2026-05-18T10:00:00.000Z"


def candidate(memory_id: str, kind: str, content: str, source: str, **extra: str) -> str:
    lines = [f"id: {memory_id}", f"type: {kind}", "status: candidate", "confidence: 0.5", f"source: {source}"]
    lines += [f"{k}: {v}" for k, v in extra.items()]
    return "---\n" + "\n".join(lines) + "\n---\n" + content + "\n"


def queue_store(tmp_path):
    return make_store(tmp_path, {
        "auto/pref.md": candidate("pref", "preference", "explicit retries over silent ones",
                                  "preference_sentence from inbox/s.jsonl:4"),
        "auto/decision.md": candidate("decision", "adaptation", "adopt Redis streams for the queue",
                                      "decision_heading from inbox/s.jsonl:2", project="queue"),
        "auto/other.md": candidate("other", "knowledge", "the queue holds 1000 messages", "interaction:i-9",
                                   rule="fact_heading"),
        "auto/active.md": "---\nid: active\ntype: fact\n---\nalready trusted\n",
        "entities/Decision/use-redis.md": ("---\nid: use-redis\nentity_type: Decision\nstatus: candidate\n"
                                           "source_memory: decision\n---\nUse Redis streams for the queue\n"),
        "entities/Parameter/timeout.md": "---\nid: timeout\nentity_type: Parameter\nstatus: active\n---\n60 s\n",
    })


def test_list_json_holds_memory_and_entity_candidates_grouped_by_source(tmp_path):
    root = queue_store(tmp_path)
    result = cli(["--dir", str(root), "review", "list", "--format", "json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {"candidates": [
        {"id": "use-redis", "kind": "entity", "type": "Decision", "content": "Use Redis streams for the queue",
         "rule": None, "source": None, "path": "entities/Decision/use-redis.md"},
        {"id": "decision", "kind": "memory", "type": "adaptation", "content": "adopt Redis streams for the queue",
         "rule": "decision_heading", "source": "inbox/s.jsonl:2", "path": "auto/decision.md"},
        {"id": "pref", "kind": "memory", "type": "preference", "content": "explicit retries over silent ones",
         "rule": "preference_sentence", "source": "inbox/s.jsonl:4", "path": "auto/pref.md"},
        {"id": "other", "kind": "memory", "type": "knowledge", "content": "the queue holds 1000 messages",
         "rule": "fact_heading", "source": "interaction:i-9", "path": "auto/other.md"},
    ]}


def test_list_text_groups_by_source(tmp_path):
    root = queue_store(tmp_path)
    result = cli(["--dir", str(root), "review", "list"])
    assert result.stdout == (
        "4 candidates waiting for review\n"
        "\n"
        "(no source)\n"
        "  use-redis  [entity Decision, no rule]  entities/Decision/use-redis.md\n"
        "    Use Redis streams for the queue\n"
        "\n"
        "inbox/s.jsonl\n"
        "  decision  [memory adaptation, decision_heading, line 2]  auto/decision.md\n"
        "    adopt Redis streams for the queue\n"
        "  pref  [memory preference, preference_sentence, line 4]  auto/pref.md\n"
        "    explicit retries over silent ones\n"
        "\n"
        "interaction:i-9\n"
        "  other  [memory knowledge, fact_heading]  auto/other.md\n"
        "    the queue holds 1000 messages\n"
    )
    # Without a terminal, `memcli review` is `memcli review list`.
    assert cli(["--dir", str(root), "review"]).stdout == result.stdout
    assert json.loads(cli(["--dir", str(root), "review", "--format", "json"]).stdout)["candidates"][0]["id"] == "use-redis"


def test_empty_queue(tmp_path):
    root = make_store(tmp_path)
    assert cli(["--dir", str(root), "review", "list"]).stdout == "No candidates waiting for review.\n"
    assert json.loads(cli(["--dir", str(root), "review", "list", "--format", "json"]).stdout) == {"candidates": []}


def test_promote_and_reject_edit_status_only_and_audit(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMCLI_ACTOR", "sam")
    root = queue_store(tmp_path)
    before = (root / "auto/pref.md").read_text()
    promoted = cli(["--dir", str(root), "--now", NOW, "review", "promote", "pref", "entities/Decision/use-redis.md"])
    assert promoted.exit_code == 0
    assert promoted.stdout == ("Promoted pref (auto/pref.md): candidate → active\n"
                               "Promoted use-redis (entities/Decision/use-redis.md): candidate → active\n")
    assert (root / "auto/pref.md").read_text() == before.replace("status: candidate", "status: active")
    rejected = cli(["--dir", str(root), "--now", NOW, "review", "reject", "decision"])
    assert rejected.stdout == "Rejected decision (auto/decision.md): candidate → invalid\n"
    assert "status: invalid\n" in (root / "auto/decision.md").read_text()
    assert list(read_audit(root)) == [
        {"ts": STAMP, "action": "promote", "id": "pref", "from": "candidate", "to": "active", "actor": "sam"},
        {"ts": STAMP, "action": "promote", "id": "use-redis", "from": "candidate", "to": "active", "actor": "sam"},
        {"ts": STAMP, "action": "reject", "id": "decision", "from": "candidate", "to": "invalid", "actor": "sam"},
    ]
    assert [c["id"] for c in json.loads(cli(["--dir", str(root), "review", "list", "--format", "json"]).stdout)["candidates"]] == ["other"]


def test_not_a_candidate_is_exit_1_with_a_message_and_valid_ids_still_apply(tmp_path):
    root = queue_store(tmp_path)
    proc = memcli_subprocess(["--dir", str(root), "review", "promote", "active", "pref", "ghost", "timeout"])
    assert proc.returncode == 1
    assert proc.stdout.decode() == "Promoted pref (auto/pref.md): candidate → active\n"
    assert proc.stderr.decode() == (
        "memcli: error: active is not a candidate (status: active, auto/active.md)\n"
        "memcli: error: no memory or entity with id ghost\n"
        "memcli: error: timeout is not a candidate (status: active, entities/Parameter/timeout.md)\n")
    assert [r["id"] for r in read_audit(root)] == ["pref"]


def test_dry_run_changes_nothing_and_audits_nothing(tmp_path):
    root = queue_store(tmp_path)
    before = snapshot(root)
    result = cli(["--dir", str(root), "review", "reject", "pref", "--dry-run"])
    assert result.stdout == "Would reject pref (auto/pref.md): candidate → invalid\n"
    assert snapshot(root) == before and list(read_audit(root)) == []


def test_json_decisions(tmp_path):
    root = queue_store(tmp_path)
    result = cli(["--dir", str(root), "review", "reject", "other", "nope", "--format", "json"])
    assert result.exit_code == 1
    assert json.loads(result.stdout) == {
        "decisions": [{"id": "other", "kind": "memory", "path": "auto/other.md", "action": "reject",
                       "from": "candidate", "to": "invalid"}],
        "problems": ["no memory or entity with id nope"]}


def test_history_prints_the_audit_trail(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMCLI_ACTOR", "sam")
    root = queue_store(tmp_path)
    cli(["--dir", str(root), "--now", NOW, "review", "promote", "pref"])
    result = cli(["--dir", str(root), "review", "history", "pref"])
    assert result.exit_code == 0
    assert result.stdout == f"{STAMP}  promote  candidate → active  by sam\n"
    doc = json.loads(cli(["--dir", str(root), "review", "history", "auto/pref.md", "--format", "json"]).stdout)
    assert doc["history"] == [{"ts": STAMP, "action": "promote", "id": "pref", "from": "candidate", "to": "active",
                               "actor": "sam"}]
    assert cli(["--dir", str(root), "review", "history", "decision"]).stdout == "No status changes recorded for decision.\n"
    missing = memcli_subprocess(["--dir", str(root), "review", "history", "ghost"])
    assert missing.returncode == 1 and missing.stderr == b"memcli: error: no memory or entity with id ghost\n"


def test_ambiguous_ids_ask_for_a_path(tmp_path):
    root = make_store(tmp_path, {
        "a/x.md": candidate("dup", "fact", "first copy of it", "s"),
        "b/x.md": candidate("dup", "fact", "second copy of it", "s"),
    })
    store = Store.open(root, make_clock(NOW))
    lookup = resolve(store, ["dup", "b/x.md"])
    assert [i.path for i in lookup.items] == ["b/x.md"]
    assert lookup.problems == ("id dup names several candidates (a/x.md, b/x.md); give the path instead",)


def test_decision_hooks_run_in_the_same_transaction(tmp_path):
    root = queue_store(tmp_path)
    store = Store.open(root, make_clock(NOW))
    seen = []

    def restore_memory(store, tx, item, action):
        seen.append((item.id, action))
        memory = item.path  # a real hook would edit the memory the entity came from
        tx.write_text("auto/decision.md", tx.read_text("auto/decision.md").replace("status: candidate", "status: active"))
        assert memory.startswith("entities/")

    items = [i for i in queue(store) if i.kind == "entity"]
    decide(store, items, "reject", hooks={"entity": [restore_memory]})
    assert seen == [("use-redis", "reject")]
    assert "status: invalid" in (root / "entities/Decision/use-redis.md").read_text()
    assert "status: active" in (root / "auto/decision.md").read_text()


def test_source_excerpts_for_transcripts_interactions_and_text(tmp_path):
    from memcli.review.excerpt import source_excerpt
    from memcli.review.items import QueueItem
    from tests.extract.builders import assistant, interaction, write_lines

    root = make_store(tmp_path, {"notes/n.md": "one\ntwo\n## Fact: the third line holds it\nfour\nfive\nsix\n"})
    secret = "ghp" + "_abcdefghijklmnopqrstuvwxyz0123456789"
    write_lines(root / "inbox" / "t.jsonl", [assistant("Intro."), assistant(f"Token {secret}. ## Fact: queue holds 1000")])
    write_lines(root / "inbox" / "i.jsonl", [interaction(id="i-7", response="Earlier text. I prefer tea over coffee.")])
    store = Store.open(root, make_clock(NOW))

    def item(source, content):
        return QueueItem("x", "memory", "fact", content, "fact_heading", source, "auto/x.md", "candidate")

    assert source_excerpt(store, item("inbox/t.jsonl:2", "queue holds 1000")) == "Token [REDACTED]. ## Fact: queue holds 1000"
    assert source_excerpt(store, item("interaction:i-7", "tea over coffee")) == "Earlier text. I prefer tea over coffee."
    assert source_excerpt(store, item("notes/n.md:3", "the third line holds it")) == (
        "one two ## Fact: the third line holds it four five")
    assert source_excerpt(store, item("inbox/gone.jsonl:1", "x")) is None
    assert source_excerpt(store, item(None, "x")) is None
    long = source_excerpt(store, item("inbox/t.jsonl:2", "queue"), width=12)
    assert long.startswith("…") and "queue" in long


def test_audit_actor_without_user_is_the_uids_name(tmp_path, monkeypatch):
    import pwd

    from memcli.formats.audit import default_actor

    for name in ("MEMCLI_ACTOR", "USER", "LOGNAME"):
        monkeypatch.delenv(name, raising=False)
    assert default_actor() == pwd.getpwuid(os.getuid()).pw_name != "memcli"
    monkeypatch.setenv("USER", "sam")
    assert default_actor() == "sam"
    monkeypatch.setenv("MEMCLI_ACTOR", "ci-bot")
    assert default_actor() == "ci-bot"
