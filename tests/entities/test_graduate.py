"""``memcli graduate``: templates, one audited transaction, promote/reject through the review queue."""

from __future__ import annotations

import json

import pytest

from memcli.formats.audit import read_audit
from memcli.store.frontmatter import parse
from tests.conftest import cli, make_store, memcli_subprocess, snapshot
from tests.entities.helpers import NOW, STAMP, memory

SPINDLE = memory("spindle", "max spindle speed = 24000 rpm", type="knowledge", project="mill", confidence=0.8)


def run(root, *args: str):
    return cli(["--dir", str(root), "--now", NOW, *args])


def read(root, rel):
    meta, body, _ = parse((root / rel).read_text("utf-8"))
    return meta, body


def state(root):
    """Every file but the read caches (which reads may refresh)."""
    return {k: v for k, v in snapshot(root, include_state=True).items() if not k.startswith(".memcli/cache/")}


def test_a_new_user_graduates_promotes_lists_and_recalls_a_parameter(tmp_path):
    root = make_store(tmp_path, {"auto/spindle.md": SPINDLE,
                                 "auto/other.md": memory("other", "the coolant pump is loud", type="knowledge")})
    env = {"MEMCLI_NOW": NOW}
    done = memcli_subprocess(["--dir", str(root), "graduate", "spindle"], env=env)
    assert done.returncode == 0, done.stderr
    rel = "entities/Parameter/parameter-max-spindle-speed.md"
    meta, body = read(root, rel)
    assert meta == {"id": "parameter-max-spindle-speed", "entity_type": "Parameter", "status": "candidate",
                    "confidence": 0.8, "project": "mill", "source_memory": "spindle", "name": "max spindle speed",
                    "value": 24000, "unit": "rpm", "relationships": [], "source": "graduate from auto/spindle.md",
                    "created": STAMP}
    assert body == "max spindle speed = 24000 rpm\n"
    assert read(root, "auto/spindle.md")[0]["status"] == "graduated"
    assert read(root, "auto/spindle.md")[0]["graduated_to"] == "parameter-max-spindle-speed"

    promoted = memcli_subprocess(["--dir", str(root), "review", "promote", "parameter-max-spindle-speed"], env=env)
    assert promoted.returncode == 0 and promoted.stderr == b""
    listed = json.loads(memcli_subprocess(["--dir", str(root), "entities", "list", "--format", "json"], env=env).stdout)
    assert [(e["id"], e["status"], e["value"], e["unit"]) for e in listed["entities"]] == [
        ("parameter-max-spindle-speed", "active", 24000, "rpm")]

    pack = json.loads(memcli_subprocess(["--dir", str(root), "context", "spindle speed", "--format", "json"], env=env).stdout)
    sections = {s["name"]: s["items"] for s in pack["sections"]}
    assert [(i["id"], i["kind"], i["text"]) for i in sections["entities"]] == [
        ("parameter-max-spindle-speed", "entity", "[Parameter] max spindle speed = 24000 rpm")]
    # The graduated memory is no longer live: the concept has one home, the entity.
    assert all(i["id"] != "spindle" for items in sections.values() for i in items)


@pytest.mark.parametrize("meta, content, kind, entity_id", [
    ({"type": "knowledge"}, "max spindle speed = 24000 rpm", "Parameter", "parameter-max-spindle-speed"),
    ({"type": "decision"}, "Use Redis streams for the queue", "Decision", "decision-use-redis-streams-for-the-queue"),
    ({"type": "adaptation", "source": "decided_to_sentence from inbox/s.jsonl:3"}, "keep the old consumer",
     "Decision", "decision-keep-the-old-consumer"),
    ({"type": "project", "source": "requirement_heading from inbox/s.jsonl:2"}, "the spindle reaches 20000 rpm",
     "Requirement", "requirement-the-spindle-reaches-20000-rpm"),
    ({"type": "project", "source": "constraint_heading from inbox/s.jsonl:4"}, "no coolant below 5 C",
     "Constraint", "constraint-no-coolant-below-5-c"),
    ({"type": "knowledge"}, "The spindle must not exceed 30000 rpm", "Constraint", "constraint-the-spindle-must-not-exceed-30000"),
    ({"type": "knowledge"}, "Every cut must be logged", "Requirement", "requirement-every-cut-must-be-logged"),
    ({"type": "knowledge"}, "The mill sits in hall B", "Fact", "fact-the-mill-sits-in-hall-b"),
    ({"type": "subsystem"}, "The coolant loop", "Subsystem", "subsystem-the-coolant-loop"),
])
def test_each_template_gives_its_entity_type(tmp_path, meta, content, kind, entity_id):
    root = make_store(tmp_path, {"auto/m.md": memory("m", content, **meta)})
    result = run(root, "graduate", "m", "--format", "json")
    assert result.exit_code == 0, result.stderr
    doc = json.loads(result.stdout)
    assert (doc["entity"]["entity_type"], doc["entity"]["id"]) == (kind, entity_id)
    entity_meta, body = read(root, f"entities/{kind}/{entity_id}.md")
    assert (entity_meta["entity_type"], entity_meta["status"], entity_meta["source_memory"]) == (kind, "candidate", "m")
    assert body.strip() == content


def test_as_overrides_the_suggestion_and_is_case_insensitive(tmp_path):
    root = make_store(tmp_path, {"auto/m.md": memory("m", "log level = verbose", type="knowledge")})
    result = run(root, "graduate", "m", "--as", "parameter", "--format", "json")
    assert result.exit_code == 0
    doc = json.loads(result.stdout)
    assert doc["entity"]["entity_type"] == "Parameter"
    assert doc["entity"]["fields"] == {"name": "log level", "value": "verbose"}
    assert doc["reason"] == "--as Parameter (suggested: Fact)"
    meta, _ = read(root, doc["entity"]["path"])
    assert (meta["name"], meta["value"]) == ("log level", "verbose") and "unit" not in meta


def test_invalid_as_exits_2_with_the_list(tmp_path):
    root = make_store(tmp_path, {"auto/m.md": SPINDLE})
    before = snapshot(root)
    done = memcli_subprocess(["--dir", str(root), "graduate", "spindle", "--as", "Widget"])
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr == (b'memcli: error: --as expects one of Decision, Requirement, Constraint, Fact, Parameter, '
                           b'Subsystem; got "Widget"\n')
    assert snapshot(root) == before


def test_the_memory_edit_is_surgical_and_both_files_change_in_one_transaction(tmp_path):
    original = ("---\nid: spindle  # keep this comment\ntype: knowledge\nversion: 1.10\nflag: no\nstatus: active\n"
                "---\nmax spindle speed = 24000 rpm\n\nMeasured on the bench.\n")
    root = make_store(tmp_path, {"auto/spindle.md": original})
    assert run(root, "graduate", "spindle").exit_code == 0
    assert (root / "auto/spindle.md").read_text() == original.replace(
        "status: active\n", "status: graduated\ngraduated_to: parameter-max-spindle-speed\n")
    history = json.loads(run(root, "history", "--format", "json").stdout)["transactions"]
    assert len(history) == 1
    assert sorted(history[0]["files"]) == ["auto/spindle.md", "entities/Parameter/parameter-max-spindle-speed.md"]
    assert [(r["action"], r["id"], r["from"], r["to"]) for r in read_audit(root)] == [
        ("graduate", "spindle", "active", "graduated"),
        ("graduate", "parameter-max-spindle-speed", None, "candidate"),
    ]
    assert next(read_audit(root))["graduated_to"] == "parameter-max-spindle-speed"
    # The entity keeps the whole statement as its body.
    assert read(root, "entities/Parameter/parameter-max-spindle-speed.md")[1] == (
        "max spindle speed = 24000 rpm\n\nMeasured on the bench.\n")


def test_dry_run_prints_the_same_and_writes_nothing(tmp_path):
    root = make_store(tmp_path, {"auto/spindle.md": SPINDLE})
    before = state(root)
    dry = run(root, "graduate", "spindle", "--dry-run")
    assert state(root) == before
    real = run(root, "graduate", "spindle")
    assert dry.exit_code == real.exit_code == 0
    assert dry.stdout == real.stdout.replace("Graduated spindle", "Would graduate spindle", 1)
    assert real.stdout.startswith("Graduated spindle (auto/spindle.md) into Parameter candidate parameter-max-spindle-speed\n")


def test_text_output(tmp_path):
    root = make_store(tmp_path, {"auto/spindle.md": SPINDLE})
    assert run(root, "graduate", "spindle").stdout == (
        "Graduated spindle (auto/spindle.md) into Parameter candidate parameter-max-spindle-speed\n"
        "  entity: entities/Parameter/parameter-max-spindle-speed.md\n"
        "  why:    matches the Parameter template (name = value unit)\n"
        "  name:   max spindle speed\n"
        "  value:  24000\n"
        "  unit:   rpm\n"
        "  memory: active → graduated (graduated_to: parameter-max-spindle-speed)\n"
        "Review it: memcli review promote parameter-max-spindle-speed (make it active) or "
        "memcli review reject parameter-max-spindle-speed (the memory returns to active).\n")


@pytest.mark.parametrize("files, name, message", [
    ({}, "ghost", "no memory with id ghost"),
    ({"auto/m.md": memory("m", "x = 1", status="candidate")}, "m",
     "memory m is not live (status: candidate); only active memories graduate"),
    ({"auto/m.md": memory("m", "x = 1", status="graduated", graduated_to="parameter-x")}, "m",
     "memory m is already graduated to parameter-x; nothing changed"),
    ({"auto/m.md": memory("m", "x = 1", status="superseded")}, "m",
     "memory m is not live (status: superseded); only active memories graduate"),
    ({"entities/Fact/f.md": "---\nid: f\nentity_type: Fact\n---\nfact\n"}, "f",
     "f is an entity, not a memory; only memories graduate"),
    ({"a/m.md": memory("m", "one = 1"), "b/m.md": memory("m", "two = 2")}, "m",
     "id m names several memories (a/m.md, b/m.md); give the path instead"),
])
def test_refusals_exit_1_with_a_message_and_write_nothing(tmp_path, files, name, message):
    root = make_store(tmp_path, files)
    before = snapshot(root)
    done = memcli_subprocess(["--dir", str(root), "graduate", name])
    assert done.returncode == 1 and done.stdout == b""
    assert done.stderr.decode() == f"memcli: error: {message}\n"
    assert snapshot(root) == before


def test_a_path_names_one_of_two_memories_sharing_an_id(tmp_path):
    root = make_store(tmp_path, {"a/m.md": memory("m", "one = 1"), "b/m.md": memory("m", "two = 2")})
    result = run(root, "graduate", "b/m.md", "--format", "json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["entity"]["fields"] == {"name": "two", "value": 2}
    assert "graduated_to" not in read(root, "a/m.md")[0]


def test_entity_ids_never_collide(tmp_path):
    root = make_store(tmp_path, {
        "auto/a.md": memory("a", "max spindle speed = 24000 rpm"),
        "auto/b.md": memory("b", "max spindle speed = 18000 rpm"),
        "auto/parameter-max-spindle-speed.md": memory("parameter-max-spindle-speed", "a memory using the id"),
    })
    first = json.loads(run(root, "graduate", "a", "--format", "json").stdout)["entity"]["id"]
    second = json.loads(run(root, "graduate", "b", "--format", "json").stdout)["entity"]["id"]
    assert (first, second) == ("parameter-max-spindle-speed-2", "parameter-max-spindle-speed-3")


def test_a_memory_without_frontmatter_graduates(tmp_path):
    root = make_store(tmp_path, {"notes/speed.md": "feed rate = 1200 mm/min\n"})
    assert run(root, "graduate", "speed").exit_code == 0
    assert (root / "notes/speed.md").read_text() == (
        "---\nstatus: graduated\ngraduated_to: parameter-feed-rate\n---\nfeed rate = 1200 mm/min\n")


def test_reject_returns_the_memory_to_active_and_removes_graduated_to(tmp_path):
    original = "---\nid: dec\ntype: decision\nstatus: active\ntags: [queue]\n---\nUse Redis streams for the queue\n"
    root = make_store(tmp_path, {"auto/dec.md": original})
    entity_id = json.loads(run(root, "graduate", "dec", "--format", "json").stdout)["entity"]["id"]
    rejected = memcli_subprocess(["--dir", str(root), "review", "reject", entity_id], env={"MEMCLI_NOW": NOW})
    assert rejected.returncode == 0 and rejected.stderr == b""
    assert (root / "auto/dec.md").read_text() == original  # byte for byte as before the graduation
    assert read(root, f"entities/Decision/{entity_id}.md")[0]["status"] == "invalid"
    history = json.loads(run(root, "history", "--format", "json").stdout)["transactions"]
    assert history[0]["command"] == "review reject"
    assert sorted(history[0]["files"]) == ["auto/dec.md", f"entities/Decision/{entity_id}.md"]
    assert [(r["action"], r["id"], r["from"], r["to"]) for r in read_audit(root)][2:] == [
        ("reject", entity_id, "candidate", "invalid"),
        ("ungraduate", "dec", "graduated", "active"),
    ]
    # The memory can graduate again; the rejected entity keeps its id, the new one gets another.
    again = json.loads(run(root, "graduate", "dec", "--format", "json").stdout)["entity"]["id"]
    assert again == entity_id + "-2"


def test_promote_makes_the_entity_active_and_keeps_the_memory_graduated(tmp_path):
    root = make_store(tmp_path, {"auto/spindle.md": SPINDLE})
    run(root, "graduate", "spindle")
    memory_before = (root / "auto/spindle.md").read_bytes()
    promoted = run(root, "review", "promote", "parameter-max-spindle-speed")
    assert promoted.stdout == ("Promoted parameter-max-spindle-speed (entities/Parameter/parameter-max-spindle-speed.md): "
                               "candidate → active\n")
    assert read(root, "entities/Parameter/parameter-max-spindle-speed.md")[0]["status"] == "active"
    assert (root / "auto/spindle.md").read_bytes() == memory_before


def test_reject_leaves_a_memory_edited_since_alone(tmp_path):
    root = make_store(tmp_path, {"auto/spindle.md": SPINDLE})
    run(root, "graduate", "spindle")
    path = root / "auto/spindle.md"
    path.write_text(path.read_text().replace("status: graduated", "status: archived"))
    edited = path.read_bytes()
    result = run(root, "review", "reject", "parameter-max-spindle-speed")
    assert result.exit_code == 0
    assert path.read_bytes() == edited
    assert "auto/spindle.md is no longer graduated (status: archived); left unchanged" in result.stderr
    assert read(root, "entities/Parameter/parameter-max-spindle-speed.md")[0]["status"] == "invalid"


def test_review_list_shows_graduated_entities_next_to_memory_candidates(tmp_path):
    root = make_store(tmp_path, {
        "auto/spindle.md": SPINDLE,
        "auto/cand.md": memory("cand", "the coolant pump is loud", type="knowledge", status="candidate",
                               source="fact_heading from inbox/s.jsonl:2"),
    })
    run(root, "graduate", "spindle")
    listed = run(root, "review", "list")
    assert listed.stdout == (
        "2 candidates waiting for review\n"
        "\n"
        "auto/spindle.md\n"
        "  parameter-max-spindle-speed  [entity Parameter, graduate]  entities/Parameter/parameter-max-spindle-speed.md\n"
        "    max spindle speed = 24000 rpm\n"
        "\n"
        "inbox/s.jsonl\n"
        "  cand  [memory knowledge, fact_heading, line 2]  auto/cand.md\n"
        "    the coolant pump is loud\n")
    # One command decides on both kinds.
    both = run(root, "review", "reject", "cand", "parameter-max-spindle-speed")
    assert both.exit_code == 0
    assert read(root, "auto/cand.md")[0]["status"] == "invalid"
    assert read(root, "auto/spindle.md")[0]["status"] == "active"
    assert run(root, "review", "list").stdout == "No candidates waiting for review.\n"
