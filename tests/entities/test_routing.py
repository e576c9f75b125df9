"""Extraction routing: ``entities.enabled`` sends project/adaptation candidates to entity candidates."""

from __future__ import annotations

import json

from memcli.clock import make_clock
from memcli.entities.routing import entity_type_for, router_for
from memcli.extract.candidates import Candidate
from memcli.extract.write import stage_candidates
from memcli.store import Store
from memcli.store.frontmatter import parse
from tests.conftest import cli, make_store, snapshot
from tests.entities.helpers import NOW, STAMP, entity, entity_path, memory
from tests.extract.builders import interaction, write_lines

RESPONSE = ("## Requirement: the spindle must reach 20000 rpm\n"
            "## Constraint: spindle speed never above 30000 rpm\n"
            "## Decision: adopt Redis streams for the queue\n"
            "I prefer explicit retries over silent ones. We decided to keep the old consumer for a week.\n"
            "## Fact: the queue holds 1000 messages\n"
            "The requirement is that every cut gets logged.")
ENABLED = "[entities]\nenabled = true\n"


def inbox_store(tmp_path, files=None):
    root = make_store(tmp_path, files or {})
    write_lines(root / "inbox" / "i.jsonl", [interaction(id="i-1", prompt="p", response=RESPONSE, project="mill")])
    return root


def written(root):
    return sorted(rel for rel in snapshot(root) if rel.endswith(".md") and rel != "MEMORY.md")


def test_disabled_by_default_everything_stays_a_memory(tmp_path):
    root = inbox_store(tmp_path)
    result = cli(["--dir", str(root), "--now", NOW, "extract", "--write"])
    assert result.exit_code == 0
    assert all(rel.startswith("auto/") for rel in written(root)) and len(written(root)) == 7


def test_enabled_routes_project_and_adaptation_candidates_to_entities(tmp_path):
    root = inbox_store(tmp_path, {"memcli.toml": ENABLED})
    result = cli(["--dir", str(root), "--now", NOW, "extract", "--write"])
    assert result.exit_code == 0
    assert written(root) == [
        "auto/knowledge-the-queue-holds-1000-messages.md",
        "auto/preference-explicit-retries-over-silent-ones.md",
        "entities/Constraint/constraint-spindle-speed-never-above-30000-rpm.md",
        "entities/Decision/decision-adopt-redis-streams-for-the-queue.md",
        "entities/Decision/decision-keep-the-old-consumer.md",
        "entities/Requirement/requirement-every-cut-gets-logged.md",
        "entities/Requirement/requirement-the-spindle-must-reach-20000-rpm.md",
    ]
    text = (root / "entities/Requirement/requirement-the-spindle-must-reach-20000-rpm.md").read_text()
    assert text == ("---\nid: requirement-the-spindle-must-reach-20000-rpm\nentity_type: Requirement\nstatus: candidate\n"
                    "confidence: 0.5\nproject: mill\nrelationships: []\nsource: requirement_heading from interaction:i-1\n"
                    f"created: {STAMP}\n---\nthe spindle must reach 20000 rpm\n")
    # Entity candidates share the review queue with the memory candidates, under their source.
    queue = json.loads(cli(["--dir", str(root), "review", "list", "--format", "json"]).stdout)["candidates"]
    assert sorted((c["kind"], c["type"], c["rule"]) for c in queue) == [
        ("entity", "Constraint", "constraint_heading"), ("entity", "Decision", "decided_to_sentence"),
        ("entity", "Decision", "decision_heading"), ("entity", "Requirement", "requirement_heading"),
        ("entity", "Requirement", "requirement_sentence"), ("memory", "knowledge", "fact_heading"),
        ("memory", "preference", "preference_sentence")]
    assert {c["source"] for c in queue} == {"interaction:i-1"}
    assert cli(["--dir", str(root), "validate"]).exit_code == 0


def test_a_second_run_writes_nothing(tmp_path):
    root = inbox_store(tmp_path, {"memcli.toml": ENABLED})
    cli(["--dir", str(root), "--now", NOW, "extract", "--write"])
    before = snapshot(root)
    again = cli(["--dir", str(root), "--now", NOW, "extract", "--write"])
    assert again.exit_code == 0 and snapshot(root) == before
    assert "7 candidates already in the review queue; not written again." in again.stdout


def test_rejected_or_active_entities_are_not_proposed_again(tmp_path):
    root = inbox_store(tmp_path, {
        "memcli.toml": ENABLED,
        entity_path("Requirement", "r-old"): entity("r-old", "Requirement", "the spindle must reach 20000 rpm",
                                                    status="invalid", source="requirement_heading from elsewhere:1"),
        entity_path("Decision", "d-old"): entity("d-old", "Decision", "adopt Redis streams for the queue",
                                                 project="mill"),
    })
    cli(["--dir", str(root), "--now", NOW, "extract", "--write"])
    entities = [rel for rel in written(root) if rel.startswith("entities/")]
    assert entities == [
        "entities/Constraint/constraint-spindle-speed-never-above-30000-rpm.md",
        "entities/Decision/d-old.md",
        "entities/Decision/decision-keep-the-old-consumer.md",
        "entities/Requirement/r-old.md",
        "entities/Requirement/requirement-every-cut-gets-logged.md",
    ]


def test_routed_ids_do_not_collide_with_memories_or_entities(tmp_path):
    root = make_store(tmp_path, {
        "memcli.toml": ENABLED,
        "auto/decision-adopt-redis-streams-for-the-queue.md": memory("decision-adopt-redis-streams-for-the-queue", "x"),
    })
    store = Store.open(root, make_clock(NOW))
    candidate = Candidate("adaptation", "adopt Redis streams for the queue", "decision_heading", None, "inbox/s.jsonl:2")
    with store.transaction("test") as tx:
        result = stage_candidates(store, tx, [candidate], router=router_for(store))
    assert result.paths == ["entities/Decision/decision-adopt-redis-streams-for-the-queue-2.md"]


def test_external_candidates_are_typed_by_their_content():
    assert entity_type_for("project", "external", "max feed = 1200 mm/min") == "Parameter"
    assert entity_type_for("project", "external", "the spindle must not exceed 30000 rpm") == "Constraint"
    assert entity_type_for("project", "external", "the mill is in hall B") == "Fact"
    assert entity_type_for("adaptation", "external", "switch the queue") == "Decision"
    assert entity_type_for("preference", "preference_sentence", "dark mode") is None
    assert entity_type_for("episodic", "external", "we met on Monday") is None


def test_a_routed_parameter_carries_its_structured_values(tmp_path):
    root = make_store(tmp_path, {"memcli.toml": ENABLED})
    store = Store.open(root, make_clock(NOW))
    candidate = Candidate("project", "max feed = 1,200 mm/min", "external", "mill", "inbox/x.md:1")
    with store.transaction("test") as tx:
        result = stage_candidates(store, tx, [candidate], router=router_for(store))
    (rel,) = result.paths
    assert rel == "entities/Parameter/parameter-max-feed.md"
    meta = parse((root / rel).read_text())[0]
    assert (meta["name"], meta["value"], meta["unit"], meta["status"]) == ("max feed", 1200, "mm/min", "candidate")
