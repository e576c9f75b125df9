"""The flat fast path reads frontmatter exactly as the full safe loader does, or leaves it to the loader.

Generated frontmatter mixes lines the fast path takes (``key: plain value``,
short flow lists) with spellings it must refuse (quotes, comments after a
value, ``: `` inside a value, block lists, indented continuation lines,
YAML booleans and nulls as keys, tabs, non-ASCII). Whenever it answers, the
answer must equal the loader's, type for type.
"""

from __future__ import annotations

import datetime
import os

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from memcli.store import frontmatter
from memcli.store.frontmatter import _flat_mapping, _load, load_yaml_mapping

MAX_EXAMPLES = int(os.environ.get("MEMCLI_FUZZ_EXAMPLES", "300"))
SETTINGS = settings(max_examples=MAX_EXAMPLES, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])

KEYS = ["id", "type", "category", "status", "confidence", "created", "tags", "x-custom", "_private", "a-b-c", "key1"]
YAML_WORD_KEYS = ["on", "yes", "null", "y", "N", "True", "Off", "~", "1", "0x10", "-"]
PLAIN = ["fact", "active", "0.9", "1.10", "42", "010", "0x1f", "0b101", "1_000", "12:30", "190:20:30", "-3", "+7",
         "1e5", "1.5e+3", "2026-01-13T10:00:00Z", "2026-13-45", "2026-01-13", "yes", "No", "on", "OFF", "true",
         "False", "null", "Null", "NULL", "y", "n", "Y", "plain words here", "C#", "a - b", "x: y", "ends:",
         "a #comment", "[a, b]", "[]", "[ a , b ]", "[1, 2.5, yes, null]", "[a b, c/d, e.f]", "[a, , b]", "[a,b,]",
         "['q']", "[a] tail", "{k: v}", "'quoted'", '"double"', "~", "-", "- a", ".5", ".inf", "<<", "=",
         "&anchor x", "*alias", "!!str 5", "|", ">", "%x", "@x", "`x`", "unicode é", "tab\there", "it's", 'say "hi"',
         "100%", "a!b", "a&b", "a*b", "a[b]", "a{b}", "a,b", "trailing  ", ""]
EXTRA = ["# comment", "", "   ", "  indented: 1", "- item", "  - item", "  continued words", "...", "%YAML 1.1",
         "key:value", "key : v", "\tkey: v"]


@st.composite
def yaml_texts(draw):
    lines = []
    for _ in range(draw(st.integers(0, 8))):
        if draw(st.integers(0, 5)) == 0:
            lines.append(draw(st.sampled_from(EXTRA)))
        key = draw(st.sampled_from(YAML_WORD_KEYS if draw(st.integers(0, 9)) == 0 else KEYS))
        value = draw(st.sampled_from(PLAIN))
        lines.append(f"{key}:" + (f" {value}" if value else draw(st.sampled_from(["", " ", "  "]))))
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    return "".join(line + newline for line in lines)


def same(a, b) -> bool:
    """Equal and of the same types all the way down (``True == 1`` is not good enough)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def loader_result(text: str):
    try:
        return _load(text)[1]
    except Exception as exc:  # the loader refuses it: the fast path must not accept it
        return exc


@SETTINGS
@given(text=yaml_texts())
@example(text="y: null\n  - item\nid: fact\n")  # found by this test: YAML continues "null" as text, no list
def test_the_fast_path_agrees_with_the_loader_or_declines(text):
    fast = _flat_mapping(text)
    if fast is not None:
        assert same(fast, loader_result(text)), text


def test_every_spelling_alone_is_read_as_the_loader_reads_it_or_declined():
    accepted = 0
    for key in KEYS + YAML_WORD_KEYS:
        for value in PLAIN:
            for newline in ("\n", "\r\n"):
                text = f"{key}: {value}{newline}" if value else f"{key}:{newline}"
                fast = _flat_mapping(text)
                if fast is not None:
                    accepted += 1
                    assert same(fast, loader_result(text)), text
    assert accepted >= len(KEYS) * 2 * 30, "the fast path takes the common spellings"


def test_typical_frontmatter_takes_the_fast_path_with_the_loaders_types():
    text = ("id: decision-000625\ncategory: decision\ncreated: 2026-01-01T01:19:00Z\nconfidence: 0.9\n"
            "version: 1.10\nflag: no\nrefs: 010\ntags: [jakan, kamisa]\nempty:\n")
    fast = _flat_mapping(text)
    assert fast == {"id": "decision-000625", "category": "decision", "created": "2026-01-01T01:19:00Z",
                    "confidence": 0.9, "version": 1.1, "flag": False, "refs": 8, "tags": ["jakan", "kamisa"],
                    "empty": None}
    assert same(fast, _load(text)[1])
    assert not isinstance(fast["created"], (datetime.date, datetime.datetime)), "timestamps stay strings"


def test_spellings_the_fast_path_leaves_to_the_loader():
    for text in ("a: 'quoted'\n", "a: b # note\n", "a: b: c\n", "tags:\n- a\n", "a: b\n  c\n", "on: 1\n",
                 "a: é\n", "a: 1\na: 2\n", "a: &x 1\nb: *x\n", "a: !!python/object:os.system x\n", "a:\tb\n"):
        assert _flat_mapping(text) is None, text


def test_unsafe_yaml_is_still_refused_through_the_public_reader():
    import pytest

    from memcli.errors import FrontmatterError

    with pytest.raises(FrontmatterError) as info:
        load_yaml_mapping("a: !!python/object/apply:os.system [echo hi]\n")
    assert info.value.code == "unsafe_yaml"


def test_a_fast_read_counts_as_known_good_for_write_verification(monkeypatch):
    text = "id: fresh-key-for-this-test\ntype: fact\n"
    frontmatter._KNOWN_GOOD.pop(text, None)
    load_yaml_mapping(text)
    assert text in frontmatter._KNOWN_GOOD


ITEM_LINES = ["  - a", "  - 1", "  - yes", "  -", "  - [a, b]", "  - a: 1", "  - - a", "  -a", "   - b", "    more",
              "  - 'q'", "  - x #c", "\t- a", "- a", "  # note", "# note", "", "  - 2026-01-13"]


@st.composite
def block_list_texts(draw):
    lines = []
    for _ in range(draw(st.integers(1, 6))):
        key = draw(st.sampled_from(KEYS))
        value = draw(st.sampled_from(["", "", " ", "fact", "[a]"]))
        lines.append(f"{key}:" + (f" {value}" if value.strip() else value))
        lines.extend(draw(st.lists(st.sampled_from(ITEM_LINES), max_size=4)))
    return "".join(line + "\n" for line in lines)


@SETTINGS
@given(text=block_list_texts())
def test_indented_block_lists_are_read_as_the_loader_reads_them_or_declined(text):
    fast = _flat_mapping(text)
    if fast is not None:
        assert same(fast, loader_result(text)), text


def test_an_indented_block_list_of_plain_values_takes_the_fast_path():
    text = "id: mem-1\ntags:\n  - generated\n  - 7\n\n  - [a, b]\nstatus: active\n"
    assert _flat_mapping(text) == {"id": "mem-1", "tags": ["generated", 7, ["a", "b"]], "status": "active"}
    for declined in ("tags:\n  - a\n   - b\n", "id: x\n  - a\n", "tags:\n  - a\n    more\n", "tags:\n  - a: 1\n"):
        assert _flat_mapping(declined) is None, declined


def _spans(spans) -> list[tuple]:
    return [(s.key, s.start, s.end, s.inline_tail) for s in spans]


@SETTINGS
@given(text=st.one_of(yaml_texts(), block_list_texts()))
def test_flat_spans_are_the_node_trees_spans_or_declined(text):
    """A bulk edit finds a flat block's key lines without composing it: the spans must be the composed ones."""
    flat = frontmatter._flat_spans(text)
    if flat is None:
        return
    node, data = _load(text)
    assert same(flat[1], data), text
    assert _spans(flat[0]) == _spans(frontmatter._key_spans(text, node)), text


@SETTINGS
@given(text=st.one_of(yaml_texts(), block_list_texts()))
def test_an_edit_of_a_flat_block_is_the_edit_through_the_node_tree(text):
    document = "---\n" + text + "---\nbody\n"
    changes = {"status": "superseded", "supersededBy": "fact-000001"}
    try:
        fast = frontmatter.edit(document, set=changes, remove=["tags"])
    except Exception as exc:  # the edit is refused: the full path must refuse it too
        fast = type(exc)
    original = frontmatter._flat_spans
    frontmatter._flat_spans = lambda _text: None  # the node tree's path only
    try:
        try:
            slow = frontmatter.edit(document, set=changes, remove=["tags"])
        except Exception as exc:
            slow = type(exc)
    finally:
        frontmatter._flat_spans = original
    assert fast == slow, document
