"""Frontmatter reading and surgical editing."""

from __future__ import annotations

import pytest

from memcli.errors import FrontmatterError
from memcli.store.frontmatter import Quoted, edit, parse, split

SAMPLE = (
    "---\n"
    "id: pref-1   # stable id\n"
    "version: 1.10\n"
    "flag: no\n"
    "created: 2026-01-13T10:00:00Z\n"
    "name: 'Single quoted'\n"
    "tags:\n"
    "  - a\n"
    "  - b\n"
    "# a comment between keys\n"
    "\n"
    "unknown_key: {nested: [1, 2]}\n"
    "notes: |\n"
    "  first\n"
    "  second\n"
    "---\n"
    "I prefer dark mode.\n"
    "---\n"
    "A horizontal rule above is body text.\n"
)


def test_parse_keeps_timestamps_as_written_and_reads_yaml_types():
    meta, body, has_fm = parse(SAMPLE)
    assert has_fm
    assert meta["created"] == "2026-01-13T10:00:00Z"
    assert meta["version"] == 1.1  # read as YAML says; the text is kept on write
    assert meta["flag"] is False
    assert meta["tags"] == ["a", "b"]
    assert body == "I prefer dark mode.\n---\nA horizontal rule above is body text.\n"


def test_setting_one_key_changes_only_its_line():
    new = edit(SAMPLE, set={"flag": True})
    assert new == SAMPLE.replace("flag: no\n", "flag: true\n")


def test_replacing_a_key_keeps_its_trailing_comment():
    new = edit(SAMPLE, set={"id": "pref-2"})
    assert "id: pref-2   # stable id\n" in new
    assert new.replace("pref-2", "pref-1") == SAMPLE


def test_untouched_spellings_survive_any_edit():
    new = edit(SAMPLE, set={"status": "superseded", "supersededBy": "pref-9", "tags": ["x"]}, remove=["notes"])
    for kept in ("version: 1.10\n", "flag: no\n", "created: 2026-01-13T10:00:00Z\n", "name: 'Single quoted'\n",
                 "# a comment between keys\n", "unknown_key: {nested: [1, 2]}\n"):
        assert kept in new
    assert new.endswith("---\nI prefer dark mode.\n---\nA horizontal rule above is body text.\n")
    meta, _, _ = parse(new)
    assert meta["status"] == "superseded" and meta["tags"] == ["x"] and "notes" not in meta


def test_new_keys_are_appended_at_the_end_of_the_frontmatter():
    new = edit(SAMPLE, set={"reinforcement_count": 3, "last_reinforced_at": "2026-04-25T12:00:00.000Z"})
    head, _, _ = SAMPLE.partition("---\nI prefer")
    assert new.startswith(head)
    assert "reinforcement_count: 3\nlast_reinforced_at: 2026-04-25T12:00:00.000Z\n---\nI prefer" in new


def test_block_sequence_replacement_keeps_following_comment():
    text = "---\ntags:\n  - a\n# about next\nnext: 1\n---\nbody\n"
    assert edit(text, set={"tags": ["b"]}) == "---\ntags:\n  - b\n# about next\nnext: 1\n---\nbody\n"


def test_block_scalar_removal_keeps_blank_line_and_comment_after_it():
    text = "---\na: |\n  x\n\n# end\nb: 2\n---\nbody\n"
    assert edit(text, remove=["a"]) == "---\n\n# end\nb: 2\n---\nbody\n"


def test_crlf_and_bom_are_kept():
    text = "\ufeff---\r\nid: a\r\nx: 1\r\n---\r\nbody\r\nline 2\r\n"
    new = edit(text, set={"x": 2, "y": [{"partner": "b.md", "before": "2026-08-15"}]})
    assert new == ("\ufeff---\r\nid: a\r\nx: 2\r\ny:\r\n  - partner: b.md\r\n    before: 2026-08-15\r\n---\r\n"
                   "body\r\nline 2\r\n")
    meta, body, _ = parse(new)
    assert meta["y"] == [{"partner": "b.md", "before": "2026-08-15"}]
    assert body == "body\r\nline 2\r\n"


def test_file_without_frontmatter_gets_one_and_keeps_its_body():
    text = "# Just a note\n\nSome text.\n"
    meta, body, has_fm = parse(text)
    assert (meta, body, has_fm) == ({}, text, False)
    new = edit(text, set={"status": "active"})
    assert new == "---\nstatus: active\n---\n" + text


def test_no_change_returns_identical_text():
    assert edit(SAMPLE) is SAMPLE
    assert edit(SAMPLE, remove=["absent"]) == SAMPLE


def test_quoting_only_when_needed():
    new = edit("---\na: 1\n---\n", set={
        "plain": "hello world", "yes_word": "yes", "number_like": "1.10", "colon": "a: b",
        "reason": Quoted("confidence gap"), "date": "2026-08-15", "hash": "x #y", "empty": "",
    })
    assert "plain: hello world\n" in new
    assert 'yes_word: "yes"\n' in new
    assert 'number_like: "1.10"\n' in new
    assert 'colon: "a: b"\n' in new
    assert 'reason: "confidence gap"\n' in new
    assert "date: 2026-08-15\n" in new
    assert 'hash: "x #y"\n' in new
    assert 'empty: ""\n' in new
    meta, _, _ = parse(new)
    assert meta["yes_word"] == "yes" and meta["number_like"] == "1.10" and meta["empty"] == ""


@pytest.mark.parametrize("text, code", [
    ("---\nid: [unclosed\n---\nbody\n", "yaml_error"),
    ("---\nid: a\nbody without closing fence\n", "yaml_error"),
    ("---\n- a\n- b\n---\nbody\n", "yaml_error"),
    ("---\njust a scalar\n---\nbody\n", "yaml_error"),
    ("---\nx: !!python/object:os.system {}\n---\n", "unsafe_yaml"),
    ("---\nx: !!python/object/apply:os.system ['echo hi']\n---\n", "unsafe_yaml"),
])
def test_bad_frontmatter_is_a_coded_error(text, code):
    with pytest.raises(FrontmatterError) as info:
        parse(text)
    assert info.value.code == code
    with pytest.raises(FrontmatterError):
        edit(text, set={"status": "active"})


def test_alias_bomb_is_refused_without_expanding():
    lines = ["---", 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    previous = "a"
    for name in "bcdefghi":
        lines.append(f"{name}: &{name} [" + ",".join([f"*{previous}"] * 9) + "]")
        previous = name
    text = "\n".join(lines) + "\n---\nbody\n"
    with pytest.raises(FrontmatterError) as info:
        parse(text)
    assert info.value.code == "unsafe_yaml"
    assert "alias" in info.value.message


def test_error_line_is_reported_in_file_coordinates():
    text = "---\nid: a\nname: ok\nbad: [\n---\nbody\n"
    with pytest.raises(FrontmatterError) as info:
        parse(text)
    assert info.value.line is not None and info.value.line >= 4


def test_split_reassembles_exactly():
    parts = split(SAMPLE)
    assert parts.join() == SAMPLE
    assert parts.yaml_first_line == 2


def test_flow_mapping_frontmatter_is_read_but_not_rewritten():
    text = "---\n{id: a, type: fact}\n---\nbody\n"
    meta, _, _ = parse(text)
    assert meta == {"id": "a", "type": "fact"}
    with pytest.raises(FrontmatterError):
        edit(text, set={"status": "active"})


def test_setting_a_key_to_its_current_value_keeps_its_spelling():
    text = "---\nconfidence: 0.80\nflag: 'yes'\nn: 1\n---\nbody\n"
    assert edit(text, set={"confidence": 0.8, "flag": "yes"}) is text
    assert edit(text, set={"confidence": 0.8, "n": 2}) == "---\nconfidence: 0.80\nflag: 'yes'\nn: 2\n---\nbody\n"
    assert edit(text, set={"n": 1.0}) == "---\nconfidence: 0.80\nflag: 'yes'\nn: 1.0\n---\nbody\n", "a type change is a change"
