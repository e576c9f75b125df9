"""``memcli knowledge import``: the triads graphs as knowledge files."""

from __future__ import annotations

import json
import shutil

import pytest

from memcli.experience.knowledge_index import load as load_index
from memcli.store.frontmatter import parse
from tests.conftest import cli, make_store, memcli_subprocess, snapshot
from tests.experience.util import context_of, pre_tool_use, run_hook


@pytest.fixture
def graphs(tmp_path, shared_data):
    target = tmp_path / "graphs"
    shutil.copytree(shared_data / "triads-graphs", target)
    return target


def read_meta(root, name):
    meta, body, _ = parse((root / "knowledge" / f"{name}.md").read_text())
    return meta, body


def test_imports_every_process_node_of_the_real_graph(tmp_path, graphs):
    root = make_store(tmp_path)
    run = cli(["--dir", str(root), "--now", "2026-05-17", "knowledge", "import", str(graphs / "test_graph.json")])
    assert run.exit_code == 0, run.stderr
    names = sorted(p.stem for p in (root / "knowledge").glob("*.md"))
    assert names == ["test_checklist_critical", "test_deprecated_node", "test_low_confidence_node", "test_pattern_high",
                     "test_requirement_low", "test_warning_medium", "test_wildcard_match"]  # the Entity node is not
    assert run.stdout.startswith("Imported 7 process node(s) from 1 graph(s): 7 created, 0 replaced, 0 unchanged, 0 skipped\n")
    meta, body = read_meta(root, "test_checklist_critical")
    assert meta["priority"] == "CRITICAL" and meta["process_type"] == "checklist"
    assert (meta["status"], meta["imported_status"]) == ("draft", "active"), "third-party knowledge waits for review"
    assert meta["confidence"] == 1.0 and meta["evidence"] == "Missed marketplace.json in v0.7.0-alpha.1"
    assert meta["triad"] == "test"  # the grouping, from _meta.triad_name
    assert meta["trigger_conditions"] == {"tool_names": ["Write", "Edit"],
                                          "file_patterns": ["**/plugin.json", "**/marketplace.json", "**/*version*"],
                                          "action_keywords": ["version", "bump"], "context_keywords": ["deployment", "release"]}
    assert body == ("Version Bump Complete Checklist:\n- [ ] pyproject.toml\n- [ ] plugin.json\n- [ ] marketplace.json\n"
                    "- [ ] CHANGELOG.md\n")
    assert read_meta(root, "test_pattern_high")[1] == (
        "When: Making architectural changes to core code\nThen: Write ADR documenting decision, alternatives, and rationale first\n")
    assert read_meta(root, "test_warning_medium")[1].startswith("Risk: Schema changes can break existing deployments\nMitigation: ")
    assert read_meta(root, "test_requirement_low")[1] == (
        "Must: Add docstrings to all public functions\nRationale: Improves code maintainability and onboarding\n")
    deprecated = read_meta(root, "test_deprecated_node")[0]
    assert (deprecated["status"], deprecated["imported_status"]) == ("draft", "deprecated")
    assert {read_meta(root, name)[0]["status"] for name in names} == {"draft"}
    index = load_index(root)
    assert index is not None and len(index.nodes) == 7  # the import rebuilt the hook index


def test_older_graph_without_optional_fields(tmp_path, graphs):
    root = make_store(tmp_path)
    run = cli(["--dir", str(root), "knowledge", "import", str(graphs / "test_graph.5bca96d.json")])
    assert run.exit_code == 0
    assert len(list((root / "knowledge").glob("*.md"))) == 5
    assert read_meta(root, "test_wildcard_match")[0]["status"] == "draft"


def test_checklist_given_as_a_list_is_injected(tmp_path):
    """A reference bug: list checklists were stored, then crashed the formatter and were never shown."""
    graph = {"directed": True, "nodes": [
        {"id": "list_checklist", "type": "Concept", "label": "Release Steps", "process_type": "checklist",
         "priority": "CRITICAL", "triad": "deployment", "trigger_conditions": {"tool_names": ["Bash"], "action_keywords": ["publish"]},
         "checklist": ["run the tests", {"item": "tag the release", "required": True, "file": "CHANGELOG.md"}]},
    ], "links": []}
    path = tmp_path / "g.json"
    path.write_text(json.dumps(graph))
    root = make_store(tmp_path)
    assert cli(["--dir", str(root), "knowledge", "import", str(path)]).exit_code == 0
    meta, body = read_meta(root, "list_checklist")
    assert body == "- [ ] run the tests\n- [ ] tag the release (file: CHANGELOG.md, required)\n"
    assert meta["triad"] == "deployment"  # a reference bug: the node's triad field was ignored
    context = context_of(run_hook("pre-tool-use", pre_tool_use("Bash", None, command="npm publish"), root))
    assert "[CRITICAL] Release Steps" in context and "- [ ] tag the release" in context


def test_corrupt_graph_is_skipped_with_a_warning_and_others_imported(tmp_path, graphs):
    root = make_store(tmp_path)
    bad = tmp_path / "bad.json"
    bad.write_text('{"nodes": [ {"id": ')
    not_graph = tmp_path / "list.json"
    not_graph.write_text("[1, 2]")
    proc = memcli_subprocess(["--dir", str(root), "knowledge", "import", str(bad), str(not_graph),
                              str(graphs / "test_graph.json")])
    assert proc.returncode == 0
    stderr = proc.stderr.decode()
    assert f"memcli: warning: {bad}: not valid JSON" in stderr and f"{not_graph}: not a node-link graph" in stderr
    assert len(list((root / "knowledge").glob("*.md"))) == 7
    proc = memcli_subprocess(["--dir", str(root), "knowledge", "import", str(bad)])
    assert proc.returncode == 2 and proc.stdout == b""
    assert "memcli: error: no graph file could be read" in proc.stderr.decode()


def test_import_twice_changes_nothing_and_dry_run_writes_nothing(tmp_path, graphs):
    root = make_store(tmp_path)
    graph = str(graphs / "test_graph.json")
    dry = cli(["--dir", str(root), "knowledge", "import", graph, "--dry-run"])
    assert dry.exit_code == 0 and dry.stdout.startswith("Would import 7 process node(s)")
    assert not (root / "knowledge").exists() and not (root / ".memcli" / "history").exists()
    assert cli(["--dir", str(root), "knowledge", "import", graph]).exit_code == 0
    before = snapshot(root, include_state=True)
    again = cli(["--dir", str(root), "knowledge", "import", graph, "--format", "json"])
    document = json.loads(again.stdout)
    assert {item["action"] for item in document["imported"]} == {"unchanged"}
    assert snapshot(root, include_state=True) == before


def test_existing_different_file_is_kept_unless_replace(tmp_path, graphs):
    root = make_store(tmp_path)
    graph = str(graphs / "test_graph.json")
    cli(["--dir", str(root), "knowledge", "import", graph])
    assert cli(["--dir", str(root), "knowledge", "promote", "test_low_confidence_node"]).exit_code == 0  # imported as a draft
    assert cli(["--dir", str(root), "knowledge", "promote", "test_low_confidence_node"]).exit_code == 1  # not a draft now
    path = root / "knowledge" / "test_pattern_high.md"
    path.write_text(path.read_text().replace("status: draft", "status: archived"))
    run = cli(["--dir", str(root), "knowledge", "import", graph])
    assert "skip      knowledge/test_pattern_high.md" in run.stdout and "use --replace" in run.stdout
    assert "status: archived" in path.read_text()
    run = cli(["--dir", str(root), "knowledge", "import", graph, "--replace"])
    assert "replace   knowledge/test_pattern_high.md" in run.stdout
    assert "status: draft" in path.read_text()


def test_unsafe_node_ids_become_safe_file_names(tmp_path):
    graph = {"nodes": [{"id": "../../etc/evil", "type": "Concept", "process_type": "warning", "label": "Evil"},
                       {"id": "ok.id-1", "type": "Concept", "process_type": "pattern", "label": "Fine"}]}
    path = tmp_path / "g.json"
    path.write_text(json.dumps(graph))
    root = make_store(tmp_path)
    assert cli(["--dir", str(root), "knowledge", "import", str(path)]).exit_code == 0
    names = sorted(p.name for p in (root / "knowledge").iterdir())
    assert "ok.id-1.md" in names and len(names) == 2
    assert all(".." not in n and "/" not in n for n in names)
    assert not (tmp_path / "etc").exists()


def test_a_node_whose_label_is_already_known_is_not_imported_twice(tmp_path, graphs):
    root = make_store(tmp_path, {"knowledge/my-own-checklist.md": (
        "---\nid: my-own-checklist\ntype: process\nprocess_type: checklist\npriority: HIGH\n"
        "label: version bump  FILE checklist\nstatus: active\n---\n- [ ] pyproject.toml\n")})
    nodes = json.loads((graphs / "test_graph.json").read_text())["nodes"]
    (critical,) = [n for n in nodes if n["id"] == "test_checklist_critical"]
    assert critical["label"] == "Version Bump File Checklist"
    run = cli(["--dir", str(root), "knowledge", "import", str(graphs / "test_graph.json"), "--format", "json"])
    assert run.exit_code == 0, run.stderr
    items = {i["node"]: i for i in json.loads(run.stdout)["imported"]}
    assert items["test_checklist_critical"]["action"] == "skip"
    assert "knowledge/my-own-checklist.md already has this label" in items["test_checklist_critical"]["note"]
    assert not (root / "knowledge" / "test_checklist_critical.md").exists()
    assert read_meta(root, "my-own-checklist")[0]["status"] == "active", "the existing file is untouched"
    again = cli(["--dir", str(root), "knowledge", "import", str(graphs / "test_graph.json"), "--format", "json"])
    assert {i["action"] for i in json.loads(again.stdout)["imported"]} == {"unchanged", "skip"}
