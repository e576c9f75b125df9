"""Fuzzing the transcript and interaction readers (issue 9 part 2).

Arbitrary JSONL lines (random bytes, random JSON, transcript-shaped objects
with a wrong type in every field, truncated lines, huge lines, invalid
UTF-8, deep nesting) mixed with known good lines:

- reading never raises; every bad line is skipped with a warning naming its
  line, and nothing else is warned about;
- every good line is still read, with its own line number and text; a last
  line without its newline (still being written) is neither read nor reported;
- the same holds through the file readers ``extract`` and ``reinforce`` use,
  and through the Stop hook's lesson miner.
"""

from __future__ import annotations

import io
import json
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memcli.experience.lessons import lessons_from_transcript
from memcli.extract import readers
from memcli.formats import transcript
from memcli.formats.jsonl import has_lone_surrogate, read_lines
from tests.hardening.fuzzing import CASES, FAST, deep_json, dumps, json_values, text, wrong

pytestmark = pytest.mark.slow  # fuzzing: `pytest -m "not slow"` leaves them out


FLAGS = ("isSidechain", "isCompactSummary", "isApiErrorMessage", "isMeta")


@st.composite
def transcript_shaped(draw) -> dict:
    """A transcript line's object where any field may have the wrong type."""
    obj = {"type": draw(st.one_of(st.sampled_from(["user", "assistant", "summary", "system"]), wrong))}
    if draw(st.booleans()):
        message = draw(st.one_of(st.fixed_dictionaries({}, optional={
            "role": st.one_of(st.sampled_from(["user", "assistant"]), wrong),
            "content": st.one_of(text, wrong, st.lists(st.one_of(
                st.fixed_dictionaries({"type": st.one_of(st.just("text"), wrong), "text": st.one_of(text, wrong)}),
                wrong), max_size=3)),
        }), wrong))
        obj["message"] = message
    for flag in FLAGS:
        if draw(st.booleans()):
            obj[flag] = draw(st.one_of(st.booleans(), wrong))
    for key in ("sessionId", "cwd", "timestamp", "uuid"):
        if draw(st.booleans()):
            obj[key] = draw(wrong)
    return obj


good_json = st.one_of(json_values.map(dumps), transcript_shaped().map(dumps))
bad_line = st.one_of(
    st.binary(max_size=80).map(lambda b: b.replace(b"\n", b" ")),
    good_json.map(lambda s: s.encode()),
    st.tuples(good_json, st.integers(0, 60)).map(lambda t: t[0][: t[1]].encode()),  # truncated
    st.tuples(good_json, st.binary(min_size=1, max_size=3)).map(
        lambda t: t[0].encode() + b"\xff" + t[1].replace(b"\n", b"")),  # invalid UTF-8
    st.sampled_from([deep_json(50_000).encode(), b"  ", b"\t", b"null", b"[]", b'"just a string"', b"{}",
                     b'{"type": "user", "message": {"role": "user", "content": "lone \\udfff surrogate"}}',
                     dumps({"type": "assistant", "message": {"role": "assistant", "content": "x" * 2_000_000}}).encode()]),
)


def good_line(marker: int) -> tuple[bytes, str]:
    """A valid assistant line whose text is unique to this example."""
    body = f"## Decision: keep good line {marker} readable among junk"
    obj = {"type": "assistant", "message": {"role": "assistant", "content": [{"type": "text", "text": body}]}}
    return dumps(obj).encode(), body


def expected_warning(raw: bytes) -> bool:
    """docs/contracts.md §6: a non-blank line that is not UTF-8, not JSON, or not an object is skipped with a warning."""
    if not raw.strip(b" \t\r\n"):  # JSON whitespace only; other control characters are broken lines
        return False
    try:
        obj = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return True
    return not isinstance(obj, dict) or has_lone_surrogate(obj)


@st.composite
def mixed_lines(draw) -> tuple[list[bytes], dict[int, str]]:
    """Junk lines with good lines spliced in; returns the lines and {line number: good text}."""
    lines = draw(st.lists(bad_line, max_size=12))
    goods: dict[int, str] = {}
    for marker in range(draw(st.integers(1, 3))):
        position = draw(st.integers(0, len(lines)))
        raw, body = good_line(marker)
        lines.insert(position, raw)
    for number, raw in enumerate(lines, 1):
        if raw.startswith(b'{"type": "assistant", "message": {"role": "assistant", "content": [{"type": "text", '
                          b'"text": "## Decision: keep good line'):
            goods[number] = json.loads(raw)["message"]["content"][0]["text"]
    return lines, goods


@FAST
@given(data=mixed_lines())
def test_transcript_lines_never_raise_and_good_lines_survive(data):
    CASES["transcript reader: lines"] += 1
    lines, goods = data
    warnings: list[str] = []
    blob = io.BytesIO(b"".join(raw + b"\n" for raw in lines))
    entries = list(transcript.iter_segments(read_lines(blob), where="t.jsonl", warn=warnings.append))
    read = {entry.line: entry.text for entry in entries if entry.text.startswith("## Decision: keep good line")}
    assert read == goods
    warned = {int(re.match(r"t\.jsonl:(\d+):", w).group(1)) for w in warnings}
    assert warned == {n for n, raw in enumerate(lines, 1) if expected_warning(raw)}
    assert len(warnings) == len(warned), "one warning per bad line"


@FAST
@given(data=mixed_lines(), cut=st.booleans())
def test_transcript_files_through_the_extract_readers(data, cut):
    CASES["transcript reader: files (extract/reinforce)"] += 1
    lines, goods = data
    blob = b"\n".join(lines) + (b"" if cut else b"\n")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "session.jsonl"
        path.write_bytes(blob)
        records = list(readers.read_file(path))
        lessons, notes = lessons_from_transcript(str(path))
        kind = readers.input_kind(path)
    texts = [r.text for r in records]
    if cut:  # the last line has no newline: it is still being written
        goods = {n: t for n, t in goods.items() if n != len(lines)}
    if kind == readers.TRANSCRIPT:
        assert [t for t in texts if t.startswith("## Decision: keep good line")] == list(goods.values())
    assert all(isinstance(note, str) for note in notes) and isinstance(lessons, list)


interaction = st.fixed_dictionaries({}, optional={key: st.one_of(text, wrong) for key in (
    "id", "prompt", "response", "response_summary", "project", "session_id", "created_at")})


@FAST
@given(items=st.lists(st.one_of(interaction, wrong), max_size=6), form=st.sampled_from(["array", "object", "jsonl"]),
       junk=st.binary(max_size=20))
def test_interaction_files_never_raise(items, form, junk):
    CASES["interaction reader"] += 1
    good = {"id": "good", "response": "## Constraint: the good interaction is always read"}
    items = [good, *items]
    if form == "array":
        blob = dumps(items).encode()
    elif form == "object":
        blob = dumps(good).encode()
    else:
        blob = b"\n".join(dumps(i).encode() for i in items) + b"\n" + junk.replace(b"\n", b"") + b"\n"
    suffix = ".jsonl" if form == "jsonl" else ".json"
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"interactions{suffix}"
        path.write_bytes(blob)
        records = list(readers.read_file(path))
    assert "## Constraint: the good interaction is always read" in [r.text for r in records]


def test_control_characters_are_a_broken_line_not_a_blank_one():
    # Found by the fuzzer: str.strip() treats \x1c-\x1f and \x85 as blank, JSON does not.
    for raw in (b"\x1c", b"\x0b", b"\x1f\x1f", "\x85".encode()):
        warnings: list[str] = []
        assert list(transcript.iter_segments(read_lines(io.BytesIO(raw + b"\n")), where="t.jsonl",
                                             warn=warnings.append)) == []
        assert warnings == ["t.jsonl:1: not valid JSON; line skipped"], raw
    for raw in (b"", b"   ", b"\t\r"):
        warnings = []
        assert list(transcript.iter_segments(read_lines(io.BytesIO(raw + b"\n")), warn=warnings.append)) == []
        assert warnings == [], raw
