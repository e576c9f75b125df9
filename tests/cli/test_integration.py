"""Cross-room integration: what one command reports about the files of other rooms."""

from __future__ import annotations

import json

from tests.conftest import cli, make_store

ENTITY = ("---\nid: req-latency\nentity_type: Requirement\nstatus: active\n"
          "relationships:\n  - type: depends_on\n    target: nowhere\n---\nP95 latency under 200 ms.\n")
KNOWLEDGE = "---\nid: k1\ntype: process\nprocess_type: checklist\npriority: URGENT\nlabel: K\nstatus: active\n---\n- [ ] x\n"


def test_lint_and_validate_report_entity_and_knowledge_files(tmp_path):
    root = make_store(tmp_path, {"a.md": "---\nid: a\n---\nThe API uses gRPC.\n",
                                 "entities/Requirement/req-latency.md": ENTITY, "knowledge/k1.md": KNOWLEDGE})
    for command in (["lint", "--format", "json"], ["validate", "--format", "json"]):
        run = cli(["--dir", str(root), *command])
        assert run.exit_code == 1, command
        found = {(f["path"], f["code"]) for f in json.loads(run.stdout)["findings"]}
        assert ("entities/Requirement/req-latency.md", "dangling_ref") in found, command
        assert ("knowledge/k1.md", "invalid_value") in found, command
