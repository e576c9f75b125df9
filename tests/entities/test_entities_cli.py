"""``memcli entities list|show|graph``: filters, relationships both ways, the tree, orphan requirements."""

from __future__ import annotations

import json

import pytest

from tests.conftest import cli, make_store, memcli_subprocess, snapshot
from tests.entities.helpers import entity, entity_path, memory


def mill_store(tmp_path):
    return make_store(tmp_path, {
        "auto/spindle.md": memory("spindle", "max spindle speed = 24000 rpm", status="graduated",
                                  graduated_to="parameter-speed"),
        entity_path("Parameter", "parameter-speed"): entity(
            "parameter-speed", "Parameter", "max spindle speed = 24000 rpm", project="mill", source_memory="spindle",
            name="max spindle speed", value=24000, unit="rpm",
            relationships=[("satisfies", "req-speed"), ("part_of", "spindle-unit")]),
        entity_path("Requirement", "req-speed"): entity("req-speed", "Requirement", "The spindle reaches 20000 rpm",
                                                        project="mill"),
        entity_path("Requirement", "req-log"): entity("req-log", "Requirement", "Every cut is logged",
                                                      status="candidate", project="mill"),
        entity_path("Requirement", "req-old"): entity("req-old", "Requirement", "Cut by hand", status="superseded"),
        entity_path("Subsystem", "spindle-unit"): entity("spindle-unit", "Subsystem", "The spindle unit",
                                                         project="mill", relationships=[("depends_on", "coolant")]),
        entity_path("Subsystem", "coolant"): entity("coolant", "Subsystem", "The coolant loop"),
        entity_path("Decision", "use-redis"): entity("use-redis", "Decision", "Use Redis streams", status="invalid",
                                                     relationships=[("satisfies", "req-log")]),
    })


def run(root, *args):
    return cli(["--dir", str(root), "entities", *args])


def test_list_text_and_json(tmp_path):
    root = mill_store(tmp_path)
    assert run(root, "list").stdout == (
        "7 entities:\n"
        "  use-redis  [Decision, invalid]  Use Redis streams\n"
        "  req-log  [Requirement, candidate]  Every cut is logged  (project mill)\n"
        "  req-old  [Requirement, superseded]  Cut by hand\n"
        "  req-speed  [Requirement, active]  The spindle reaches 20000 rpm  (project mill)\n"
        "  parameter-speed  [Parameter, active]  max spindle speed = 24000 rpm  (project mill)\n"
        "  coolant  [Subsystem, active]  The coolant loop\n"
        "  spindle-unit  [Subsystem, active]  The spindle unit  (project mill)\n")
    doc = json.loads(run(root, "list", "--type", "parameter", "--format", "json").stdout)
    assert doc == {"entities": [{
        "id": "parameter-speed", "entity_type": "Parameter", "status": "active", "confidence": 0.7, "project": "mill",
        "name": "max spindle speed", "value": 24000, "unit": "rpm", "source_memory": "spindle",
        "relationships": [{"type": "satisfies", "target": "req-speed"}, {"type": "part_of", "target": "spindle-unit"}],
        "content": "max spindle speed = 24000 rpm", "path": "entities/Parameter/parameter-speed.md"}]}


@pytest.mark.parametrize("args, ids", [
    (["--type", "Requirement"], ["req-log", "req-old", "req-speed"]),
    (["--project", "mill"], ["req-log", "req-speed", "parameter-speed", "spindle-unit"]),
    (["--status", "active", "--type", "Subsystem"], ["coolant", "spindle-unit"]),
    (["--status", "candidate", "--project", "mill"], ["req-log"]),
    (["--project", "nothing-here"], []),
])
def test_list_filters(tmp_path, args, ids):
    root = mill_store(tmp_path)
    doc = json.loads(run(root, "list", *args, "--format", "json").stdout)
    assert [e["id"] for e in doc["entities"]] == ids


def test_list_empty_and_bad_filters(tmp_path):
    root = make_store(tmp_path)
    assert run(root, "list").stdout == "No entities.\n"
    assert run(root, "list", "--type", "Fact").stdout == "No entities match the filters.\n"
    bad = memcli_subprocess(["--dir", str(root), "entities", "list", "--type", "Widget"])
    assert bad.returncode == 2 and bad.stdout == b""
    assert bad.stderr == (b'memcli: error: --type expects one of Decision, Requirement, Constraint, Fact, Parameter, '
                          b'Subsystem; got "Widget"\n')
    bad = memcli_subprocess(["--dir", str(root), "entities", "list", "--status", "graduated"])
    assert bad.returncode == 2
    assert bad.stderr == b'memcli: error: --status expects one of candidate, active, superseded, invalid; got "graduated"\n'
    bad = memcli_subprocess(["--dir", str(root), "entities", "list", "--format", "xml"])
    assert bad.returncode == 2 and bad.stderr == b'memcli: error: --format expects one of text, json; got "xml"\n'


def test_show_relationships_both_ways_and_the_source_memory(tmp_path):
    root = mill_store(tmp_path)
    assert run(root, "show", "parameter-speed").stdout == (
        "Entity: parameter-speed\n"
        "  type:          Parameter\n"
        "  status:        active\n"
        "  confidence:    0.7\n"
        "  project:       mill\n"
        "  name:          max spindle speed\n"
        "  value:         24000\n"
        "  unit:          rpm\n"
        "  path:          entities/Parameter/parameter-speed.md\n"
        "  source memory: spindle (auto/spindle.md, status graduated)\n"
        "\n"
        "Content:\n"
        "  max spindle speed = 24000 rpm\n"
        "\n"
        "Relationships out (2):\n"
        "  satisfies → req-speed  [Requirement, active]\n"
        "  part_of → spindle-unit  [Subsystem, active]\n"
        "\n"
        "Relationships in (0):\n"
        "  (none)\n"
        "\n"
        "Graduated from spindle (auto/spindle.md):\n"
        "  max spindle speed = 24000 rpm\n")
    doc = json.loads(run(root, "show", "entities/Subsystem/spindle-unit.md", "--format", "json").stdout)
    assert doc["entity"]["id"] == "spindle-unit"
    assert doc["outgoing"] == [{"type": "depends_on", "target": "coolant", "target_type": "Subsystem",
                                "target_status": "active", "dangling": False}]
    assert doc["incoming"] == [{"type": "part_of", "source": "parameter-speed", "source_type": "Parameter",
                                "source_status": "active"}]
    assert doc["source_memory"] is None
    spindle = json.loads(run(root, "show", "parameter-speed", "--format", "json").stdout)["source_memory"]
    assert spindle == {"id": "spindle", "path": "auto/spindle.md", "status": "graduated", "type": "fact",
                       "content": "max spindle speed = 24000 rpm"}


def test_show_unknown_exits_1(tmp_path):
    root = mill_store(tmp_path)
    done = memcli_subprocess(["--dir", str(root), "entities", "show", "spindle"])  # a memory, not an entity
    assert done.returncode == 1 and done.stdout == b""
    assert done.stderr == b"memcli: error: no entity with id spindle\n"


def test_graph_text_tree_and_orphans(tmp_path):
    root = mill_store(tmp_path)
    assert run(root, "graph").stdout == (
        "Entity graph: 6 entities, 3 relationships\n"
        "\n"
        "req-log  [Requirement, candidate]  (orphan requirement: nothing satisfies it)\n"
        "req-old  [Requirement, superseded]\n"
        "parameter-speed  [Parameter, active]\n"
        "├─ part_of → spindle-unit  [Subsystem, active]\n"
        "│  └─ depends_on → coolant  [Subsystem, active]\n"
        "└─ satisfies → req-speed  [Requirement, active]\n"
        "\n"
        "Orphan requirements (1):\n"
        "  req-log  Every cut is logged\n")


def test_graph_json_nodes_edges_and_orphans(tmp_path):
    root = mill_store(tmp_path)
    doc = json.loads(run(root, "graph", "--format", "json").stdout)
    assert [n["id"] for n in doc["nodes"]] == ["req-log", "req-old", "req-speed", "parameter-speed", "coolant",
                                                "spindle-unit"]
    assert {n["id"]: n["orphan"] for n in doc["nodes"]}["req-log"] is True
    assert doc["edges"] == [
        {"source": "parameter-speed", "target": "req-speed", "type": "satisfies", "dangling": False},
        {"source": "parameter-speed", "target": "spindle-unit", "type": "part_of", "dangling": False},
        {"source": "spindle-unit", "target": "coolant", "type": "depends_on", "dangling": False},
    ]
    # The invalid (rejected) decision satisfies nothing: req-log stays an orphan; a superseded one is no orphan.
    assert doc["orphan_requirements"] == ["req-log"]


def test_graph_marks_repeats_cycles_and_missing_targets(tmp_path):
    root = make_store(tmp_path, {
        entity_path("Subsystem", "a"): entity("a", "Subsystem", "a", relationships=[("depends_on", "b"), ("related_to", "ghost")]),
        entity_path("Subsystem", "b"): entity("b", "Subsystem", "b", relationships=[("depends_on", "a")]),
        entity_path("Decision", "d"): entity("d", "Decision", "d", relationships=[("related_to", "b")]),
    })
    assert run(root, "graph").stdout == (
        "Entity graph: 3 entities, 4 relationships\n"
        "\n"
        "d  [Decision, active]\n"
        "└─ related_to → b  [Subsystem, active]\n"
        "   └─ depends_on → a  [Subsystem, active]\n"
        "      ├─ depends_on → b  [Subsystem, active]  (see above)\n"
        "      └─ related_to → ghost  (missing)\n"
        "\n"
        "Orphan requirements: none\n")
    assert run(root, "graph", "--format", "json").stdout.count('"dangling": true') == 1


def test_graph_of_an_empty_store_and_reads_write_nothing(tmp_path):
    root = make_store(tmp_path)
    assert run(root, "graph").stdout == "No entities.\n"
    assert json.loads(run(root, "graph", "--format", "json").stdout) == {"nodes": [], "edges": [], "orphan_requirements": []}
    root = mill_store(tmp_path / "other")
    before = snapshot(root)
    for args in (["list"], ["show", "coolant"], ["graph"]):
        assert run(root, *args).exit_code == 0
    assert snapshot(root) == before


def test_entity_reads_are_cached_and_see_every_change(tmp_path):
    root = make_store(tmp_path, {entity_path("Fact", "f"): entity("f", "Fact", "first statement")})
    assert "first statement" in run(root, "list").stdout
    assert (root / ".memcli/cache/entities.marshal").is_file()
    (root / entity_path("Fact", "f")).write_text(entity("f", "Fact", "second, longer statement", status="candidate"))
    (root / entity_path("Decision", "d")).parent.mkdir(parents=True)
    (root / entity_path("Decision", "d")).write_text(entity("d", "Decision", "a new decision"))
    assert run(root, "list").stdout == (
        "2 entities:\n  d  [Decision, active]  a new decision\n  f  [Fact, candidate]  second, longer statement\n")
    (root / entity_path("Decision", "d")).unlink()
    assert run(root, "list").stdout == "1 entity:\n  f  [Fact, candidate]  second, longer statement\n"
