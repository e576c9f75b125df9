"""docs/contracts.md §12 transcript lines: a lone surrogate or a non-UTF-8 line is one broken line, never a failed step;
a last line without its newline is still being written: neither mined nor reported, read once complete."""

from __future__ import annotations

import io
import json
from pathlib import Path

from memcli.extract.readers import read_inputs
from memcli.formats.jsonl import Span, decode_object, read_lines
from tests.conftest import cli, hook_subprocess, make_store, memcli_subprocess, transcript_line

NOW = "2026-05-17T02:00:00Z"
# A JSON line whose text holds a lone surrogate: valid JSON, but no UTF-8 file can hold that text.
SURROGATE_LINE = ('{"type": "assistant", "isSidechain": false, "message": {"role": "assistant", "content": '
                  '"## Decision: keep the lone \\udfff surrogate out"}}\n')
GOOD_DECISION = "## Decision: use sqlite for the local cache"


def consolidate(root: Path, *args: str, now: str = NOW):
    return cli(["--dir", str(root), "--now", now, "consolidate", "--since", "all", *args])


def queued(root: Path) -> list[str]:
    return sorted(p.read_text().split("---\n")[-1].strip() for p in (root / "auto").glob("*.md")
                  if "status: candidate" in p.read_text())


# --------------------------------------------------------------------------- the line reader


def test_read_lines_yields_complete_lines_and_marks_lines_over_the_cap():
    blob = b'{"a": 1}\n' + b"x" * 50 + b"\n" + b'{"b": 2}\n' + b'{"partial": '
    lines = list(read_lines(io.BytesIO(blob), max_bytes=20))
    assert [(line.number, line.data) for line in lines] == [(1, b'{"a": 1}\n'), (2, None), (3, b'{"b": 2}\n')]
    assert lines[-1].end == len(blob) - len(b'{"partial": ')
    # a span starts mid-file, numbers lines on from there, and stops where the file was complete
    resumed = list(read_lines(io.BytesIO(blob), max_bytes=100, span=Span(lines[1].end, 3, lines[2].end)))
    assert [(line.number, line.data) for line in resumed] == [(3, b'{"b": 2}\n')]


def test_decode_object_says_why_a_line_is_broken():
    assert decode_object(b'{"t": "fine \\ud83d\\ude00"}\n') == ({"t": "fine \U0001F600"}, None)  # a surrogate pair
    assert decode_object(b'{"t": "lone \\udfff"}\n') == (None, "holds a lone surrogate (not text)")
    assert decode_object(b'{"t": "lone \\uD800 upper"}\n')[1] == "holds a lone surrogate (not text)"
    assert decode_object(b'{"t": "escaped backslash \\\\udfff"}\n')[0] == {"t": "escaped backslash \\udfff"}
    assert decode_object(b'\xff{"t": 1}\n') == (None, "not UTF-8 text")
    assert decode_object(None, 10) == (None, "longer than 10 bytes")
    assert decode_object(b"  \n") == (None, None)


# --------------------------------------------------------------------------- lone surrogates


def test_lone_surrogate_line_is_one_broken_line_in_extract(tmp_path, caplog):
    path = tmp_path / "t.jsonl"
    path.write_text(SURROGATE_LINE + transcript_line("assistant", GOOD_DECISION, 2))
    records = list(read_inputs([path], root=tmp_path))
    assert [r.line for r in records] == [2]
    assert "t.jsonl:1: holds a lone surrogate (not text); line skipped" in caplog.text


def test_lone_surrogate_never_fails_consolidate(tmp_path):
    root = make_store(tmp_path, {"inbox/t.jsonl": SURROGATE_LINE + transcript_line("assistant", GOOD_DECISION, 2)})
    result = consolidate(root, "--format", "json")
    document = json.loads(result.stdout)
    assert all(step["ok"] for step in document["steps"].values()), document["steps"]
    assert document["steps"]["apply"]["candidates_written"] == 1
    assert queued(root) == ["use sqlite for the local cache"]
    # the broken line is warned about by file and line (the run names it under Issues: docs/contracts.md §8)
    assert "inbox/t.jsonl:1: holds a lone surrogate (not text); line skipped" in result.stderr


def test_lone_surrogate_never_fails_knowledge_learn_or_the_stop_hook(tmp_path):
    root = make_store(tmp_path)
    # not beside the stores: a folder above a store that holds transcripts makes it Claude Code's (docs/contracts.md §1b)
    transcript = tmp_path / "session" / "t.jsonl"
    transcript.parent.mkdir()
    transcript.write_text('{"type": "user", "message": {"role": "user", "content": "you forgot the \\udfff readme"}}\n'
                          + transcript_line("user", "You forgot to update CHANGELOG.md.", 2))
    learn = memcli_subprocess(["--dir", str(root), "knowledge", "learn", str(transcript), "--format", "json"])
    assert learn.returncode == 0, learn.stderr
    assert [item["label"] for item in json.loads(learn.stdout)["learned"]] == ["Don't forget: update CHANGELOG.md"]
    assert b"1 unreadable line(s)" in learn.stderr and b"Traceback" not in learn.stderr

    other = make_store(tmp_path, name="other")
    hook = hook_subprocess(["stop", "--dir", str(other)], stdin=json.dumps({"transcript_path": str(transcript)}))
    assert hook.returncode == 0
    assert b"internal error" not in hook.stderr and b"unreadable line" in hook.stderr
    assert len(list((other / "knowledge").glob("*.md"))) == 1, "the good correction was learned"


# --------------------------------------------------------------------------- a line still being written


def test_last_line_without_newline_is_neither_mined_nor_reported(tmp_path, caplog):
    complete_json = transcript_line("assistant", "## Decision: written but the newline is not", 2).rstrip("\n")
    for tail in ('{"type": "assistant", "message": {"role": "assist', complete_json):
        path = tmp_path / "t.jsonl"
        path.write_text(transcript_line("assistant", GOOD_DECISION, 1) + tail)
        caplog.clear()
        assert [r.line for r in read_inputs([path], root=tmp_path)] == [1]
        assert caplog.text == ""


def test_line_still_being_written_is_mined_once_complete(tmp_path):
    half = transcript_line("assistant", "## Decision: retry webhooks three times", 2)
    root = make_store(tmp_path, {"inbox/t.jsonl": transcript_line("assistant", GOOD_DECISION, 1) + half[:40]})
    first = consolidate(root, "--format", "json")
    assert first.exit_code == 0, first.stdout
    assert json.loads(first.stdout)["issues"] == []
    assert queued(root) == ["use sqlite for the local cache"]
    ledger = json.loads((root / ".memcli" / "consumed.json").read_text())
    assert ledger["files"] == {}, "a file with a line still being written is not consumed whole"

    with open(root / "inbox" / "t.jsonl", "a") as handle:
        handle.write(half[40:])
    second = consolidate(root, "--format", "json", now="2026-05-17T03:00:00Z")
    document = json.loads(second.stdout)
    assert second.exit_code == 0 and document["issues"] == []
    assert document["steps"]["extract"]["responses"] == 1, "only the completed line is read"
    assert queued(root) == ["retry webhooks three times", "use sqlite for the local cache"]
    assert len(json.loads((root / ".memcli" / "consumed.json").read_text())["files"]) == 1

    third = consolidate(root, "--format", "json", now="2026-05-17T04:00:00Z")
    assert json.loads(third.stdout)["steps"]["gather"]["inputs"] == 0
