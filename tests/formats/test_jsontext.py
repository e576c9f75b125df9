"""``memcli.formats.jsontext``: strict JSON read with its spans, edited so that every kept value keeps its bytes."""

from __future__ import annotations

import json

import pytest

from memcli.formats.jsontext import MAX_DEPTH, Editor, parse

DOC = '{\n  "n": 12345678901234567890.5,\n  "k": 1, "k": 2,\n  "s": "\\ud800",\n  "a": [1, 2.50, 3e2]\n}\n'


def test_values_spans_and_the_last_duplicate():
    root = parse(DOC)
    assert root.get("k").value == "2" and DOC[root.get("n").start:root.get("n").end] == "12345678901234567890.5"
    assert root.get("s").value == "\ud800" and root.get("missing") is None
    assert [DOC[i.start:i.end] for i in root.get("a").items] == ["1", "2.50", "3e2"]


def test_no_edit_is_the_same_text():
    editor = Editor(DOC, parse(DOC))
    assert not editor.changed and editor.render() == DOC


@pytest.mark.parametrize("index, expected", [(0, "[2.50, 3e2]"), (1, "[1, 3e2]"), (2, "[1, 2.50]")])
def test_deleting_an_item_keeps_the_others_as_written(index, expected):
    root = parse(DOC)
    editor = Editor(DOC, root)
    editor.delete(root.get("a").items[index])
    assert editor.render() == DOC.replace("[1, 2.50, 3e2]", expected)


def test_adding_and_removing_members_keeps_the_rest_byte_for_byte():
    root = parse(DOC)
    editor = Editor(DOC, root)
    editor.delete(root.get("a"))
    editor.append(root, {"x": [True]}, key="new")
    text = editor.render()
    assert text.startswith('{\n  "n": 12345678901234567890.5,\n  "k": 1, "k": 2,\n  "s": "\\ud800",\n  "new": {\n')
    assert json.loads(text)["new"] == {"x": [True]} and '"a"' not in text


def test_replacing_a_value_inside_a_one_line_container():
    text = '{"hooks": {"Stop": [{"command": "a && b"}]}, "z": 0.10}'
    root = parse(text)
    editor = Editor(text, root)
    editor.replace(root.get("hooks").get("Stop").items[0].get("command"), '"b"')
    assert editor.render() == '{"hooks": {"Stop": [{"command": "b"}]}, "z": 0.10}'


@pytest.mark.parametrize("text", ['{"a": 1,}', "[1 2]", '{"a" 1}', "NaN", '{"a": "\x01"}', "01", '{"a": 1} x',
                                  "// c\n{}", "\ufeff{}", "", "[" * (MAX_DEPTH + 2) + "]" * (MAX_DEPTH + 2)])
def test_only_strict_json_is_read(text):
    with pytest.raises(ValueError):
        parse(text)
