"""Property tests of the surgical editor over generated frontmatter and bodies (hypothesis).

Properties:
- an edit that changes nothing returns the text byte for byte;
- setting one key: the result parses, the key has the new value, every
  other key keeps its value, the body is byte-identical, and removing the
  key afterwards gives exactly what removing it from the original gives
  (so no other line was touched);
- removing one key changes only that key.
"""

from __future__ import annotations

import os

import pytest
import frontmatter as python_frontmatter
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memcli.store.frontmatter import edit, parse, split

pytestmark = pytest.mark.slow  # fuzzing (property tests): `pytest -m "not slow"` leaves them out

KEYS = ["id", "type", "status", "confidence", "version", "flag", "created", "tags", "name", "notes", "x_custom", "count"]

VALUE_SPELLINGS = [
    "plain words here", "1.10", "no", "yes", "2026-01-13T10:00:00Z", "2026-04-25T12:00:00.000+02:00",
    "'single quoted'", '"double \\"quoted\\""', "[a, b, 'c d']", "{k: v}", "0.7", "42", "~", "null",
    "value  # trailing comment", "\"unicode é ü 中文\"", "-3", "true",
]
BLOCK_VALUES = ["\n  - one\n  - two", "\n  - {partner: b.md, before: 2026-08-15}", "|\n  line one\n  line two",
                ">-\n  folded\n  text", "\n  nested: 1\n  other: two"]

EXTRA_LINES = ["# a comment", "", "   ", "#  another: comment"]

MAX_EXAMPLES = int(os.environ.get("MEMCLI_FUZZ_EXAMPLES", "150"))


@st.composite
def frontmatter_texts(draw):
    keys = draw(st.lists(st.sampled_from(KEYS), min_size=0, max_size=8, unique=True))
    lines = []
    for key in keys:
        if draw(st.booleans()):
            lines.append(draw(st.sampled_from(EXTRA_LINES)))
        value = draw(st.one_of(st.sampled_from(VALUE_SPELLINGS), st.sampled_from(BLOCK_VALUES)))
        lines.append(f"{key}:{'' if value.startswith(chr(10)) else ' '}{value}")
    if draw(st.booleans()):
        lines.append(draw(st.sampled_from(EXTRA_LINES)))
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    body = draw(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=200))
    bom = draw(st.sampled_from(["", "\ufeff"]))
    yaml_text = "".join(line + newline for line in lines)
    return bom + "---" + newline + yaml_text + "---" + newline + body


scalar_values = st.one_of(
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40),
    st.integers(min_value=-10**12, max_value=10**12),
    st.floats(allow_nan=False, allow_infinity=False),
    st.booleans(),
    st.none(),
)
new_values = st.one_of(
    scalar_values,
    st.lists(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=15), max_size=4),
    st.lists(st.fixed_dictionaries({"partner": st.text(min_size=1, max_size=10), "before": st.dates().map(str)}), max_size=3),
)

SETTINGS = settings(max_examples=MAX_EXAMPLES, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(text=frontmatter_texts())
def test_no_change_is_byte_identical(text):
    parse(text)
    assert edit(text) == text
    assert edit(text, set={}, remove=[]) == text


@SETTINGS
@given(text=frontmatter_texts(), key=st.sampled_from(KEYS + ["brand_new"]), value=new_values)
def test_setting_one_key_touches_only_that_key(text, key, value):
    before, body, _ = parse(text)
    new = edit(text, set={key: value})
    after, new_body, _ = parse(new)
    assert new_body == body
    assert after[key] == value
    assert {k: v for k, v in after.items() if k != key} == {k: v for k, v in before.items() if k != key}
    assert edit(new, remove=[key]) == edit(text, remove=[key])
    assert split(new).bom == split(text).bom


@SETTINGS
@given(text=frontmatter_texts(), key=st.sampled_from(KEYS))
def test_removing_one_key_touches_only_that_key(text, key):
    before, body, _ = parse(text)
    new = edit(text, remove=[key])
    after, new_body, _ = parse(new)
    assert new_body == body
    assert after == {k: v for k, v in before.items() if k != key}
    if key not in before:
        assert new == text


def _same(theirs, ours) -> bool:
    """Structural equality, where python-frontmatter's dates/datetimes match our kept-as-text timestamps."""
    import datetime

    if isinstance(theirs, (datetime.date, datetime.datetime)):
        return isinstance(ours, str)
    if isinstance(theirs, dict):
        return isinstance(ours, dict) and theirs.keys() == ours.keys() and all(_same(theirs[k], ours[k]) for k in theirs)
    if isinstance(theirs, list):
        return isinstance(ours, list) and len(theirs) == len(ours) and all(map(_same, theirs, ours))
    return type(theirs) is type(ours) and theirs == ours


@SETTINGS
@given(text=frontmatter_texts())
def test_reading_agrees_with_python_frontmatter(text):
    """An independent reader (python-frontmatter on pure-Python PyYAML) sees the same mapping and body."""
    ours, body, _ = parse(text)
    stripped = text.lstrip("\ufeff").replace("\r\n", "\n")
    theirs = python_frontmatter.loads(stripped, handler=python_frontmatter.YAMLHandler())
    assert _same(dict(theirs.metadata), ours)
    assert theirs.content == body.replace("\r\n", "\n").strip()
