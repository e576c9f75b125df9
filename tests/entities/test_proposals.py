"""Graduation proposals: who is proposed and why, saving them, and showing them in ``memcli review list``."""

from __future__ import annotations

import json

from memcli.clock import make_clock
from memcli.entities.proposals import (PROPOSALS_PATH, Proposal, load_proposals, propose_graduations,
                                       render_for_diary, save_proposals)
from memcli.store import Store
from tests.conftest import cli, make_store, snapshot
from tests.entities.helpers import NOW, entity, entity_path, memory


def open_store(root):
    return Store.open(root, make_clock(NOW))


def proposed(root):
    return [(p.memory_id, p.suggested_type, p.signals, p.reason) for p in propose_graduations(open_store(root))]


def test_reinforced_memories_are_proposed_from_five(tmp_path):
    root = make_store(tmp_path, {
        "auto/a.md": memory("a", "the coolant pump runs all night", type="knowledge", reference_count=5),
        "auto/b.md": memory("b", "the coolant pump is loud", type="knowledge", reinforcement_count=7),
        "auto/c.md": memory("c", "the coolant pump is blue", type="knowledge", reference_count=4),
        "auto/d.md": memory("d", "the coolant pump is old", type="knowledge", reinforcement_count='"9"'),  # not a YAML int
    })
    assert proposed(root) == [  # the more often reinforced first
        ("b", "Fact", ("reinforced",), "reinforced 7 times"),
        ("a", "Fact", ("reinforced",), "reinforced 5 times"),
    ]


def test_template_matches_are_proposed_with_their_type(tmp_path):
    root = make_store(tmp_path, {
        "auto/p.md": memory("p", "max spindle speed = 24000 rpm", type="knowledge"),
        "auto/r.md": memory("r", "every cut is logged", type="project", source="requirement_heading from x.jsonl:1"),
        "auto/d.md": memory("d", "use Redis streams", type="decision", reference_count=6),
        "auto/w.md": memory("w", "we decided to wait", type="knowledge"),  # wording only: no proposal
    })
    assert proposed(root) == [  # two kinds of signal before one; then by path
        ("d", "Decision", ("reinforced", "template"), "reinforced 6 times; memory type decision"),
        ("p", "Parameter", ("template",), "matches the Parameter template (name = value unit)"),
        ("r", "Requirement", ("template",), "found by rule requirement_heading"),
    ]


def test_only_the_strongest_proposals_are_kept(tmp_path):
    files = {f"auto/d{n:02d}.md": memory(f"d{n:02d}", f"decision number {n}", type="decision", confidence=0.5)
             for n in range(40)}
    files["auto/top.md"] = memory("top", "port = 8080", type="knowledge", reference_count=9, confidence=0.9)
    files["auto/sure.md"] = memory("sure", "use tabs", type="decision", confidence=0.95)
    root = make_store(tmp_path, files)
    store = open_store(root)
    kept = [p.memory_id for p in propose_graduations(store)]
    assert len(kept) == 25 and kept[:3] == ["top", "sure", "d00"] and kept[-1] == "d22"
    assert len(propose_graduations(store, limit=None)) == 42
    assert [p.memory_id for p in propose_graduations(store, limit=2)] == ["top", "sure"]
    doc = json.loads(cli(["--dir", str(root), "entities", "propose", "--limit", "0", "--format", "json"]).stdout)
    assert len(doc["proposals"]) == 42


def test_candidates_restating_a_live_memory_propose_it(tmp_path):
    root = make_store(tmp_path, {
        "auto/live.md": memory("live", "The coolant loop must be flushed every Monday morning", type="knowledge"),
        "auto/near.md": memory("near", "Bearings of the spindle get greased each week by the night shift",
                               type="knowledge"),
        "auto/cand1.md": memory("cand1", "the coolant loop must be flushed every Monday morning.", type="project",
                                status="candidate", source="requirement_sentence from inbox/s.jsonl:3"),
        "auto/cand2.md": memory("cand2", "bearings of the spindle get greased each week by night shift",
                                type="knowledge", status="candidate"),
        "auto/cand3.md": memory("cand3", "the coolant pump is loud", type="knowledge", status="candidate"),
    })
    assert proposed(root) == [
        ("live", "Requirement", ("duplicate",), "restated by extractor candidate cand1 (auto/cand1.md)"),
        ("near", "Fact", ("duplicate",), "restated by extractor candidate cand2 (auto/cand2.md)"),
    ]


def test_personal_graduated_claimed_and_dead_memories_are_never_proposed(tmp_path):
    root = make_store(tmp_path, {
        "auto/pref.md": memory("pref", "font size = 14 pt", type="preference", reference_count=9),
        "auto/id.md": memory("id", "age = 41 years", type="identity"),
        "auto/ep.md": memory("ep", "meeting length = 30 min", type="episodic"),
        "auto/grad.md": memory("grad", "feed = 5 mm", status="graduated", graduated_to="parameter-feed"),
        "auto/old.md": memory("old", "feed = 6 mm", status="superseded"),
        "auto/back.md": memory("back", "feed = 7 mm"),  # its graduation was rejected: not proposed again
        entity_path("Parameter", "parameter-feed"): entity("parameter-feed", "Parameter", "feed = 5 mm",
                                                           status="candidate", source_memory="grad"),
        entity_path("Parameter", "rejected"): entity("rejected", "Parameter", "feed = 7 mm", status="invalid",
                                                     source_memory="back"),
    })
    assert proposed(root) == []


def test_save_writes_only_when_changed_and_review_list_shows_them(tmp_path):
    root = make_store(tmp_path, {
        "auto/p.md": memory("p", "max spindle speed = 24000 rpm", type="knowledge", confidence=0.8),
        "auto/c.md": memory("c", "the coolant pump is loud", type="knowledge", status="candidate",
                            source="fact_heading from inbox/s.jsonl:2"),
    })
    store = open_store(root)
    proposals = propose_graduations(store)
    before = snapshot(root, include_state=True)
    assert save_proposals(store, proposals, dry_run=True) is True
    assert snapshot(root, include_state=True) == before
    assert save_proposals(store, proposals) is True
    stamp = (root / PROPOSALS_PATH).stat().st_mtime_ns
    assert save_proposals(store, proposals) is False  # unchanged: not rewritten
    assert (root / PROPOSALS_PATH).stat().st_mtime_ns == stamp
    assert load_proposals(store) == proposals

    text = cli(["--dir", str(root), "review", "list"]).stdout
    assert text == (
        "1 candidate waiting for review\n"
        "\n"
        "inbox/s.jsonl\n"
        "  c  [memory knowledge, fact_heading, line 2]  auto/c.md\n"
        "    the coolant pump is loud\n"
        "\n"
        "Graduation proposals (1):\n"
        "  p  [Parameter]  auto/p.md\n"
        "    matches the Parameter template (name = value unit)\n"
        "    memcli graduate p --as Parameter\n")
    doc = json.loads(cli(["--dir", str(root), "review", "list", "--format", "json"]).stdout)
    assert doc["proposals"] == [{
        "memory_id": "p", "path": "auto/p.md", "suggested_type": "Parameter",
        "reason": "matches the Parameter template (name = value unit)", "signals": ["template"],
        "confidence": 0.8, "command": "memcli graduate p --as Parameter"}]
    assert [c["id"] for c in doc["candidates"]] == ["c"]

    # Once applied, a saved proposal no longer shows; nor after its entity was rejected (no second proposal).
    assert cli(["--dir", str(root), "--now", NOW, "graduate", "p"]).exit_code == 0
    doc = json.loads(cli(["--dir", str(root), "review", "list", "--format", "json"]).stdout)
    assert "proposals" not in doc
    assert "Graduation proposals" not in cli(["--dir", str(root), "review", "list"]).stdout
    assert cli(["--dir", str(root), "--now", NOW, "review", "reject", "parameter-max-spindle-speed"]).exit_code == 0
    assert "status: active" in (root / "auto/p.md").read_text()
    assert "proposals" not in json.loads(cli(["--dir", str(root), "review", "list", "--format", "json"]).stdout)


def test_proposals_without_candidates_and_a_damaged_file(tmp_path):
    root = make_store(tmp_path, {"auto/p.md": memory("p", "port = 8080", type="knowledge")})
    assert cli(["--dir", str(root), "entities", "propose", "--save"]).exit_code == 0
    assert cli(["--dir", str(root), "review", "list"]).stdout == (
        "No candidates waiting for review.\n"
        "\n"
        "Graduation proposals (1):\n"
        "  p  [Parameter]  auto/p.md\n"
        "    matches the Parameter template (name = value unit)\n"
        "    memcli graduate p --as Parameter\n")
    (root / PROPOSALS_PATH).write_text("{not json")
    result = cli(["--dir", str(root), "review", "list"])
    assert result.exit_code == 0 and result.stdout == "No candidates waiting for review.\n"
    assert "memcli: warning: .memcli/proposals.json is unreadable" in result.stderr


def test_propose_command_is_read_only_unless_saving(tmp_path):
    root = make_store(tmp_path, {"auto/p.md": memory("p", "port = 8080", type="knowledge")})
    before = snapshot(root, include_state=True)
    result = cli(["--dir", str(root), "entities", "propose", "--format", "json"])
    assert json.loads(result.stdout)["proposals"][0]["memory_id"] == "p"
    assert cli(["--dir", str(root), "entities", "propose", "--save", "--dry-run"]).exit_code == 0
    assert {k: v for k, v in snapshot(root, include_state=True).items() if not k.startswith(".memcli/cache/")} == {
        k: v for k, v in before.items() if not k.startswith(".memcli/cache/")}
    assert cli(["--dir", str(root), "entities", "propose"]).stdout == (
        "Graduation proposals (1):\n  p  [Parameter]  auto/p.md\n"
        "    matches the Parameter template (name = value unit)\n    memcli graduate p --as Parameter\n")


def test_render_for_diary():
    proposal = Proposal("p", "auto/p.md", "reinforced 5 times", "Fact", 0.7, ("reinforced",))
    assert render_for_diary([proposal]) == [
        (0.7, "Graduation proposal: p (auto/p.md) as Fact", "reinforced 5 times; apply with `memcli graduate p --as Fact`")]
    assert Proposal.from_dict(proposal.to_dict()) == proposal
    assert Proposal.from_dict({"memory_id": "p"}) is None
