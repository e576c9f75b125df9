"""Claude Code's flat frontmatter (docs/contracts.md §1): values with an unquoted ``: `` are read as meant, edited by whole lines."""

from __future__ import annotations

import json

import pytest

from memcli.errors import FrontmatterError
from memcli.store.frontmatter import edit, parse, parses
from tests.conftest import cli, make_store

SVELTE = (
    "---\n"
    "name: Svelte reactive declarations\n"
    "description: Don't initialize let variables from $: reactive labels — use get instead\n"
    "type: feedback\n"
    "confidence: 0.8\n"
    "originSessionId: 24a106a6\n"
    "---\n"
    "Use `get(store)` when a value is needed at init time.\n"
)

NESTED = (
    "---\n"
    "name: checklist\n"
    "description: Modul-Abschluss-Checkliste: JS auslagern, SQL entfernen\n"
    "metadata:\n"
    "  node_type: memory\n"
    "  type: feedback\n"
    "tags:\n"
    "  - release: always\n"
    "  - plain\n"
    "---\n"
    "Body.\n"
)


def test_flat_values_are_taken_to_the_end_of_the_line_and_typed_lines_keep_yaml_types():
    meta, body, has_fm = parse(SVELTE)
    assert has_fm and body.startswith("Use `get(store)`")
    assert meta["description"] == "Don't initialize let variables from $: reactive labels — use get instead"
    assert meta["confidence"] == 0.8 and meta["type"] == "feedback" and meta["originSessionId"] == "24a106a6"


def test_one_level_of_nesting_and_list_items_are_read():
    meta, _, _ = parse(NESTED)
    assert meta["description"] == "Modul-Abschluss-Checkliste: JS auslagern, SQL entfernen"
    assert meta["metadata"] == {"node_type": "memory", "type": "feedback"}
    assert meta["tags"] == [{"release": "always"}, "plain"]


def test_a_quoted_start_followed_by_more_text_is_the_whole_line():
    text = '---\nname: n\ndescription: "안 나옴" 같은 관측: 먼저 의심\n---\nb\n'
    assert parse(text)[0]["description"] == '"안 나옴" 같은 관측: 먼저 의심'


def test_edits_change_only_whole_lines_of_the_keys_set_or_removed():
    edited = edit(SVELTE, set={"confidence": 0.9, "resolved_at": "2026-06-01"}, remove=["originSessionId"])
    before, after = SVELTE.splitlines(keepends=True), edited.splitlines(keepends=True)
    assert after[:4] == before[:4]  # the unquoted description line is kept byte for byte
    assert after[4] == "confidence: 0.9\n"
    assert "originSessionId" not in edited and after[5] == "resolved_at: 2026-06-01\n"
    assert after[6:] == before[6:]
    assert parse(edited)[0]["description"] == parse(SVELTE)[0]["description"]
    assert parses(edited)


def test_a_record_list_written_into_a_flat_file_reads_back_and_keeps_crlf():
    text = SVELTE.replace("\n", "\r\n")
    edited = edit(text, set={"do_not_reopen": [{"partner": "b.md", "before": "2026-08-15"}]})
    assert edited.startswith(text[: text.index("---\r\nUse")])  # every line before the closing fence is kept
    assert "do_not_reopen:\r\n  - partner: b.md\r\n    before: 2026-08-15\r\n---\r\n" in edited
    assert parse(edited)[0]["do_not_reopen"] == [{"partner": "b.md", "before": "2026-08-15"}]
    assert edit(edited, remove=["do_not_reopen"]) == text


@pytest.mark.parametrize("yaml_lines, code", [
    ("name: a: b\nnotes: |\n  text\n", "yaml_error"),         # a block scalar is not flat
    ("name: a: b\nmeta:\n  deep:\n    x: 1\n", "yaml_error"),  # nesting deeper than one level
    ("name: a: b\njust some text\n", "yaml_error"),            # a line that is no key line
    ("name: a: b\nname: c\n", "yaml_error"),                   # a repeated key
    ("name: a: b\nx: !!python/object:os.system ls\n", "yaml_error"),  # an unsafe tag is never text
    ("x: !!python/object:os.system ls\n", "unsafe_yaml"),
    ("name: a: b\nid: [unclosed\n", "yaml_error"),          # broken flow YAML is not text
    ("name: a: b\ndescription: \"unclosed quote\n", "yaml_error"),
])
def test_what_is_not_flat_keeps_the_strict_error(yaml_lines: str, code: str):
    with pytest.raises(FrontmatterError) as caught:
        parse(f"---\n{yaml_lines}---\nbody\n")
    assert caught.value.code == code


def test_strict_yaml_still_decides_when_it_reads_the_file():
    meta, _, _ = parse("---\nname: x   # a comment\ndescription: 'quoted: fine'\n---\nb\n")
    assert meta == {"name": "x", "description": "quoted: fine"}


def test_a_flat_file_is_a_memory_for_validate_status_and_recall(tmp_path):
    root = make_store(tmp_path, {"feedback_svelte.md": SVELTE})
    validate = cli(["--dir", str(root), "validate", "--format", "json"])
    assert validate.exit_code == 0 and json.loads(validate.stdout)["findings"] == []
    status = cli(["--dir", str(root), "status", "--format", "json"])
    assert json.loads(status.stdout)["memories"]["total"] == 1
    recall = cli(["--dir", str(root), "recall", "init time store", "--format", "json"])
    assert [r["path"] for r in json.loads(recall.stdout)["results"]] == ["feedback_svelte.md"] or \
        [r["id"] for r in json.loads(recall.stdout)["results"]] == ["feedback_svelte"]
