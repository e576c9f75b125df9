"""Readers: Claude Code transcripts (every line type), interaction JSON in three shapes, plain text."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from memcli.extract.readers import ASSISTANT, USER, input_kind, read_inputs
from memcli.formats import transcript
from memcli.errors import UsageError
from memcli.formats.jsonl import RawLine
from tests.extract.builders import assistant, interaction, line, text_block, user, write_lines

REAL = ("claude-reliability__coverage-test-fix.jsonl", "claude-code-viewer__fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl")


def every_line_type(tmp_path):
    """A transcript holding one line of every kind a reader meets."""
    return write_lines(tmp_path / "session.jsonl", [
        line("summary", summary="Old session summary", leafUuid="x"),                       # 1 skipped
        user("Please set up the cache."),                                                   # 2 user text
        line("assistant", [{"type": "thinking", "thinking": "## Fact: secret thoughts here"},
                           text_block("Kept: the visible answer."),
                           {"type": "tool_use", "id": "t1", "name": "Read", "input": {"file_path": "a"}}]),  # 3
        line("user", [{"type": "tool_result", "tool_use_id": "t1", "content": "## Fact: tool output here"}]),  # 4
        assistant("Sidechain: a subagent's answer", isSidechain=True),                      # 5 skipped
        line("system", content="## Fact: system line text", subtype="info"),               # 6 skipped
        line("progress", data={"message": "## Fact: progress text"}),                       # 7 skipped
        line("file-history-snapshot", snapshot={}),                                          # 8 skipped
        line("queue-operation", operation="dequeue"),                                        # 9 skipped
        user("This session is being continued from a previous conversation that ran out of context. "
             "## Fact: compacted summary text", isCompactSummary=True),                     # 10 skipped
        user("This session is being continued from a previous conversation that ran out of context."),  # 11 skipped
        "",                                                                                  # 12 blank
        "{not json",                                                                         # 13 broken
        b"\xff\xfe broken bytes",                                                            # 14 not UTF-8
        "[1, 2, 3]",                                                                         # 15 not an object
        line("assistant", "Kept: a string content answer."),                                 # 16
        user("Caveat: injected by the tool", isMeta=True),                                  # 17 user, meta
        user("Thanks, that works."),                                                         # 18 user text
        assistant("Kept: the last answer."),                                                 # 19
    ])


def test_transcript_line_types_every_segment_says_what_it_is(tmp_path):
    warnings: list[str] = []
    segments = list(transcript.read_transcript(every_line_type(tmp_path), warn=warnings.append))
    assert [(s.role, s.line, s.origin, s.sidechain) for s in segments] == [
        ("user", 2, "typed", False),
        ("assistant", 3, "thinking", False),
        ("assistant", 3, "assistant", False),
        ("user", 4, "tool_result", False),
        ("assistant", 5, "assistant", True),
        ("user", 10, "compaction", False),
        ("user", 11, "compaction", False),
        ("assistant", 16, "assistant", False),
        ("user", 17, "injected", False),
        ("user", 18, "typed", False),
        ("assistant", 19, "assistant", False),
    ]
    assert [s.text for s in segments if s.is_response] == [
        "Kept: the visible answer.", "Kept: a string content answer.", "Kept: the last answer."]
    assert [s.text for s in segments if s.by_person] == ["Please set up the cache.", "Thanks, that works."]
    assert [w.rsplit(":", 2)[1:] for w in warnings] == [
        ["13", " not valid JSON; line skipped"],
        ["14", " not UTF-8 text; line skipped"],
        ["15", " not a JSON object; line skipped"],
    ]
    # Replies are grouped into exchanges: a main-thread user message (not a tool result) opens the next one.
    assert [s.turn for s in segments if s.is_response or s.by_person] == [2, 2, 2, 18, 18]
    assert segments[0].session_id and segments[0].cwd == "/home/sam/src/demo"


def test_records_mine_only_the_response_side_unless_asked(tmp_path):
    path = every_line_type(tmp_path)
    records = list(read_inputs([path], root=tmp_path))
    assert all(r.role == ASSISTANT and r.is_response for r in records)
    assert [r.source for r in records] == ["session.jsonl:3", "session.jsonl:16", "session.jsonl:19"]
    both = list(read_inputs([path], root=tmp_path, include_user=True))
    # The user side is what the person typed: the injected "Caveat:" line (isMeta) is not.
    assert [(r.role, r.line, r.origin) for r in both] == [(USER, 2, "typed"), (ASSISTANT, 3, "assistant"),
                                                          (ASSISTANT, 16, "assistant"), (USER, 18, "typed"),
                                                          (ASSISTANT, 19, "assistant")]
    assert not any("tool output" in r.text or "secret thoughts" in r.text or "Sidechain" in r.text for r in both)


def test_transcript_is_streamed_line_by_line():
    def lines():
        yield RawLine(1, assistant("first answer").encode() + b"\n", 0)
        raise AssertionError("the reader read past what was asked for")

    segments = transcript.iter_segments(lines())
    assert next(segments).text == "first answer"


def test_formats_import_only_the_standard_library():
    code = ("import sys, memcli.formats.transcript as t; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('yaml','typer','rich','click','snowballstemmer','memcli')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['memcli', 'memcli.formats', 'memcli.formats.jsonl', 'memcli.formats.regular_files', 'memcli.formats.transcript']"


def test_real_transcripts(tmp_path, shared_data):
    for name in REAL:
        shutil.copy(shared_data / "claude-code-transcripts" / name, tmp_path / name)
    reliability = list(read_inputs([tmp_path / REAL[0]], root=tmp_path, include_user=True))
    assistant_lines = [r.line for r in reliability if r.role == ASSISTANT]
    assert assistant_lines == [3, 10, 15, 17, 22, 25, 27, 38]
    assert reliability[1].text == "I'll start by exploring the codebase to understand its structure."
    users = [r for r in reliability if r.role == USER]
    # Only the prompt: the two "Stop hook feedback" turns (lines 16 and 26) are injected, tool results are not text.
    assert [(r.line, r.origin) for r in users] == [(2, "typed")]
    assert all(r.session == "c64cc478-3430-40fe-8e9c-4ee9986e9754" for r in reliability)

    viewer = list(read_inputs([tmp_path / REAL[1]], root=tmp_path))
    # 47 assistant text lines in the file, 43 of them in sidechains (Task subagents).
    assert [r.line for r in viewer] == [4, 9, 12, 226]
    assert viewer[0].text.startswith("I'll help you create a TODO app using Next.js")


def test_sniffing_jsonl_kind(tmp_path):
    transcript_file = write_lines(tmp_path / "a.jsonl", [line("summary", summary="s"), assistant("hello there")])
    interactions = write_lines(tmp_path / "b.jsonl", [interaction(id="1", prompt="q", response="a")])
    summary_only = write_lines(tmp_path / "c.jsonl", [line("summary", summary="s")])
    response_only = write_lines(tmp_path / "d.jsonl", ["", "{bad", interaction(response="only a response")])
    assert [input_kind(p) for p in (transcript_file, interactions, summary_only, response_only)] == [
        "transcript", "interaction", "transcript", "interaction"]


def test_interactions_one_object_array_and_jsonl(tmp_path):
    obj = {"id": "i-1", "prompt": "q?", "response": "answer one", "response_summary": "summary one",
           "project": "memcli", "session_id": "s-1", "created_at": "2026-05-01T10:00:00Z"}
    (tmp_path / "one.json").write_text(json.dumps(obj))
    (tmp_path / "many.json").write_text('[\n  {"response": "first"},\n\n  {"response": "second", "project": "web"}\n]\n')
    write_lines(tmp_path / "lines.jsonl", [interaction(id="j-1", response="jsonl answer"), "",
                                          interaction(response="no id here")])
    records = list(read_inputs([tmp_path / "one.json", tmp_path / "many.json", tmp_path / "lines.jsonl"], root=tmp_path))
    assert [(r.text, r.field, r.source, r.project, r.unit) for r in records] == [
        ("answer one", "response", "interaction:i-1", "memcli", "interaction:i-1"),
        ("summary one", "response_summary", "interaction:i-1", "memcli", "interaction:i-1"),
        ("first", "response", "many.json:2", None, "many.json:2"),
        ("second", "response", "many.json:4", "web", "many.json:4"),
        ("jsonl answer", "response", "interaction:j-1", None, "interaction:j-1"),
        ("no id here", "response", "lines.jsonl:3", None, "lines.jsonl:3"),
    ]
    assert records[0].session == "s-1" and records[0].created == "2026-05-01T10:00:00Z"
    prompts = [r for r in read_inputs([tmp_path / "one.json"], include_user=True) if r.role == USER]
    assert [(p.text, p.field) for p in prompts] == [("q?", "prompt")]


def test_project_option_is_the_fallback_for_inputs_without_one(tmp_path):
    write_lines(tmp_path / "i.jsonl", [interaction(response="a", project="own"), interaction(response="b")])
    write_lines(tmp_path / "t.jsonl", [assistant("c")])
    (tmp_path / "n.md").write_text("d\n")
    got = [(r.text, r.project) for r in read_inputs([tmp_path], root=tmp_path, project="fallback")]
    assert sorted(got) == [("a", "own"), ("b", "fallback"), ("c", "fallback"), ("d\n", "fallback")]


def test_bad_interaction_inputs_warn_and_continue(tmp_path, caplog):
    (tmp_path / "broken.json").write_text("[{\"response\": \"ok\"}, oops")
    (tmp_path / "scalar.json").write_text("42")
    write_lines(tmp_path / "mixed.jsonl", [interaction(response=["not", "a", "string"]), interaction(response="fine answer")])
    records = list(read_inputs([tmp_path], root=tmp_path))
    assert [r.text for r in records] == ["fine answer"]


def test_plain_text_is_one_response_with_cue_line_sources(tmp_path):
    (tmp_path / "notes.md").write_text("intro line\n\n## Fact: the queue holds 1000 messages\n")
    (tmp_path / "skip.bin.txt").write_bytes(b"\x00\x01binary")
    (tmp_path / "ignored.csv").write_text("## Fact: csv files are not inputs in folders\n")
    records = list(read_inputs([tmp_path], root=tmp_path))
    assert len(records) == 1 and records[0].kind == "text" and records[0].is_response
    assert records[0].source_at(2) == "notes.md:3"


def test_missing_path_is_a_usage_error(tmp_path):
    with pytest.raises(UsageError, match="no such file or directory"):
        list(read_inputs([tmp_path / "nope.jsonl"]))
    assert list(read_inputs([tmp_path / "nope.jsonl"], strict=False)) == []


def test_sources_outside_the_store_are_absolute(tmp_path):
    outside = write_lines(tmp_path / "elsewhere" / "t.jsonl", [assistant("hello world")])
    store = tmp_path / "store"
    store.mkdir()
    (record,) = read_inputs([outside], root=store)
    assert record.source == f"{outside.as_posix()}:1"
