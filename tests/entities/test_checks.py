"""Entity validation through ``memcli validate``: types, fields, relationship rules, dangling targets, cycles."""

from __future__ import annotations

import json

import pytest

from memcli.entities.entity_checks import ACYCLIC_TYPES, RELATIONSHIP_TYPES, find_cycles
from tests.conftest import cli, make_store, memcli_subprocess
from tests.entities.helpers import entity, entity_path, memory


def findings(root):
    result = cli(["--dir", str(root), "validate", "--format", "json"])
    return result.exit_code, [(f["path"], f["code"], f["message"]) for f in json.loads(result.stdout)["findings"]]


def test_a_consistent_entity_set_has_no_findings(tmp_path):
    root = make_store(tmp_path, {
        "auto/spindle.md": memory("spindle", "max spindle speed = 24000 rpm", status="graduated",
                                  graduated_to="parameter-speed"),
        entity_path("Parameter", "parameter-speed"): entity(
            "parameter-speed", "Parameter", "max spindle speed = 24000 rpm", source_memory="spindle",
            name="max spindle speed", value=24000, unit="rpm",
            relationships=[("satisfies", "req-speed"), ("part_of", "spindle-unit")]),
        entity_path("Requirement", "req-speed"): entity("req-speed", "Requirement", "reach 20000 rpm",
                                                         relationships=[("refines", "req-top")]),
        entity_path("Requirement", "req-top"): entity("req-top", "Requirement", "cut aluminium fast"),
        entity_path("Subsystem", "spindle-unit"): entity("spindle-unit", "Subsystem", "the spindle",
                                                         relationships=[("depends_on", "coolant")]),
        entity_path("Subsystem", "coolant"): entity("coolant", "Subsystem", "the coolant loop",
                                                    relationships=[("related_to", "spindle-unit"),
                                                                   ("conflicts_with", "spindle-unit")]),
    })
    assert findings(root) == (0, [])
    done = memcli_subprocess(["--dir", str(root), "validate"])
    assert done.returncode == 0 and done.stdout == b"No problems found in 6 memory file(s).\n"


def test_unknown_types_and_bad_fields_are_invalid_values(tmp_path):
    root = make_store(tmp_path, {
        "entities/Widget/w.md": entity("w", "Widget", "a widget"),
        entity_path("Decision", "d"): entity("d", "Decision", "d", status="maybe", confidence=3),
        entity_path("Parameter", "p"): "---\nid: p\nentity_type: Parameter\nvalue: [1, 2]\nunit: {a: 1}\n---\np\n",
        entity_path("Fact", "f"): entity("f", "Fact", "f", relationships=[("frobnicates", "d")]),
        entity_path("Fact", "g"): "---\nid: g\nentity_type: Fact\nrelationships: nope\n---\ng\n",
        entity_path("Fact", "h"): "---\nid: h\nentity_type: Decision\n---\nin the wrong folder\n",
        "entities/loose.md": "---\nid: loose\nentity_type: Fact\n---\nnot in a type folder\n",
    })
    code, found = findings(root)
    assert code == 1
    assert found == [
        ("entities/Decision/d.md", "invalid_value",
         "unknown entity status 'maybe' (expected one of candidate, active, superseded, invalid)"),
        ("entities/Decision/d.md", "invalid_value", "confidence must be a number from 0.0 to 1.0, got 3"),
        ("entities/Fact/f.md", "invalid_value",
         "unknown relationship type 'frobnicates' (expected one of " + ", ".join(RELATIONSHIP_TYPES) + ")"),
        ("entities/Fact/g.md", "invalid_value", "relationships must be a list of {type, target} records"),
        ("entities/Fact/h.md", "invalid_value", "entity_type 'Decision' does not match its folder entities/Fact/"),
        ("entities/Parameter/p.md", "invalid_value", "value must be a number or a string, got [1, 2]"),
        ("entities/Parameter/p.md", "invalid_value", "unit must be a string, got {'a': 1}"),
        ("entities/Widget/w.md", "invalid_value",
         "unknown entity_type 'Widget' (expected one of Decision, Requirement, Constraint, Fact, Parameter, Subsystem)"),
        ("entities/loose.md", "invalid_value", "entity files belong in entities/<Type>/<id>.md"),
    ]


def test_dangling_targets_and_source_memories(tmp_path):
    root = make_store(tmp_path, {
        "auto/real.md": memory("real", "a real memory"),
        entity_path("Decision", "d"): entity("d", "Decision", "d", source_memory="ghost-memory",
                                             relationships=[("depends_on", "ghost"), ("related_to", "e")]),
        entity_path("Decision", "e"): entity("e", "Decision", "e", source_memory="real"),
    })
    assert findings(root) == (1, [
        ("entities/Decision/d.md", "dangling_ref", "source_memory 'ghost-memory' names no memory"),  # line 4
        ("entities/Decision/d.md", "dangling_ref", "depends_on target 'ghost' names no entity"),  # line 5
    ])


def test_relationships_between_the_wrong_types(tmp_path):
    root = make_store(tmp_path, {
        entity_path("Decision", "d"): entity("d", "Decision", "d", relationships=[("satisfies", "f"), ("part_of", "f")]),
        entity_path("Fact", "f"): entity("f", "Fact", "f", relationships=[("supersedes", "d"), ("constrains", "d")]),
    })
    assert findings(root)[1] == [
        ("entities/Decision/d.md", "invalid_value", "part_of must point at Subsystem, not a Fact (d → f)"),
        ("entities/Decision/d.md", "invalid_value", "satisfies must point at Requirement, not a Fact (d → f)"),
        ("entities/Fact/f.md", "invalid_value", "constrains links only Constraint to other entities, not a Fact (f → d)"),
        ("entities/Fact/f.md", "invalid_value", "supersedes links entities of the same type, not a Fact to a Decision (f → d)"),
    ]


def test_cycles_through_acyclic_types_are_reported_once_each(tmp_path):
    root = make_store(tmp_path, {
        entity_path("Subsystem", "a"): entity("a", "Subsystem", "a", relationships=[("depends_on", "b")]),
        entity_path("Subsystem", "b"): entity("b", "Subsystem", "b", relationships=[("depends_on", "c"), ("part_of", "b")]),
        entity_path("Subsystem", "c"): entity("c", "Subsystem", "c", relationships=[("depends_on", "a"), ("related_to", "a")]),
        # related_to and conflicts_with may loop freely.
        entity_path("Fact", "x"): entity("x", "Fact", "x", relationships=[("related_to", "y"), ("conflicts_with", "y")]),
        entity_path("Fact", "y"): entity("y", "Fact", "y", relationships=[("related_to", "x"), ("conflicts_with", "x")]),
    })
    code, found = findings(root)
    assert code == 1
    assert found == [
        ("entities/Subsystem/a.md", "relationship_cycle",
         "depends_on relationships form a cycle: a → b → c → a (depends_on must not loop)"),
        ("entities/Subsystem/b.md", "relationship_cycle",
         "part_of relationships form a cycle: b → b (part_of must not loop)"),
    ]
    text = cli(["--dir", str(root), "validate"]).stdout
    assert "entities/Subsystem/a.md:5: relationship_cycle: depends_on relationships form a cycle" in text


def test_duplicate_entity_ids(tmp_path):
    root = make_store(tmp_path, {
        entity_path("Fact", "same"): entity("same", "Fact", "first"),
        entity_path("Decision", "other"): entity("same", "Decision", "second"),
    })
    assert findings(root)[1] == [
        ("entities/Decision/other.md", "duplicate_id", "entity id 'same' is also used by entities/Fact/same.md")]


def test_unreadable_entity_files_are_reported_not_crashed_on(tmp_path):
    root = make_store(tmp_path, {
        entity_path("Fact", "broken"): "---\nid: [\n---\nbroken\n",
        entity_path("Fact", "bin"): b"\x00\x01\x02binary",
        entity_path("Fact", "unsafe"): "---\nid: ../escape\nentity_type: Fact\n---\nx\n",
        entity_path("Fact", "tag"): "---\nid: t\nentity_type: Fact\nx: !!python/object:os.system {}\n---\nx\n",
        entity_path("Fact", "target"): entity("target", "Fact", "x", relationships=[("depends_on", "../../etc")]),
    })
    done = memcli_subprocess(["--dir", str(root), "validate", "--format", "json"])
    assert done.returncode == 1 and done.stderr == b""
    codes = {(f["path"], f["code"]) for f in json.loads(done.stdout)["findings"]}
    assert codes == {("entities/Fact/broken.md", "yaml_error"), ("entities/Fact/bin.md", "binary"),
                     ("entities/Fact/unsafe.md", "unsafe_path"), ("entities/Fact/tag.md", "unsafe_yaml"),
                     ("entities/Fact/target.md", "unsafe_path")}


def test_acyclic_types_are_documented():
    assert set(ACYCLIC_TYPES) == {"depends_on", "part_of", "refines", "derived_from", "supersedes"}


@pytest.mark.parametrize("graph, cycles", [
    ({}, []),
    ({"a": ["b"], "b": ["c"]}, []),
    ({"a": ["a"]}, [["a", "a"]]),
    ({"a": ["b"], "b": ["a"], "c": ["d"], "d": ["c", "e"], "e": []}, [["a", "b", "a"], ["c", "d", "c"]]),
    ({"b": ["c"], "c": ["a", "b"], "a": ["b"]}, [["a", "b", "c", "a"]]),
])
def test_find_cycles(graph, cycles):
    assert find_cycles(graph) == cycles


def test_find_cycles_handles_long_chains_without_recursion():
    size = 5000
    graph = {f"n{i:05d}": [f"n{i + 1:05d}"] for i in range(size)}
    assert find_cycles(graph) == []
    graph[f"n{size:05d}"] = ["n00000"]
    (cycle,) = find_cycles(graph)
    assert len(cycle) == size + 2 and cycle[0] == cycle[-1] == "n00000"
